#include "help/screenshotmode.h"

#include "board/boardview.h"
#include "game/movelistview.h"
#include "mainwindow.h"
#include "review/reviewmode.h"
#include "review/reviewsummarydialog.h"
#include "watch/watchmode.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QTextStream>

namespace ataxx {

namespace {
// Every game the computers play here is this one.
constexpr quint64 seed = 2026;
constexpr int reviewDepth = 4;
constexpr int giveUpMs = 120000;
// Time for the window to paint the last change before it is grabbed.
constexpr int settleMs = 500;
} // namespace

ScreenshotMode::ScreenshotMode(MainWindow* window, Plan plan)
    : QObject(window)
    , m_window(window)
    , m_plan(std::move(plan)) {
    m_giveUp.setSingleShot(true);
    connect(&m_giveUp, &QTimer::timeout, this,
            [this] { fail(QStringLiteral("the window did not get there in time")); });
    window->controller()->setFixedSeed(seed);
    window->controller()->setComputerPause(0);
    window->action(QStringLiteral("speedOff"))->trigger();
}

void ScreenshotMode::start() {
    GameController* controller = m_window->controller();
    m_giveUp.start(giveUpMs);
    if (m_plan.review) {
        ReviewMode* review = m_window->reviewMode();
        review->setDepth(reviewDepth);
        connect(review, &ReviewMode::reviewFinished, this, &ScreenshotMode::afterReview);
        m_reviewing = true;
        review->review();
        return;
    }
    connect(controller, &GameController::gameChanged, this, &ScreenshotMode::onGameChanged);
    onGameChanged();
}

void ScreenshotMode::onGameChanged() {
    GameController* controller = m_window->controller();
    const Game& game = controller->game();
    if (m_done || (game.ply() < m_plan.ply && !game.result().over())) return;
    m_done = true;
    controller->disconnect(this);
    if (m_plan.you) {
        // The side to move is yours now: its piece with the most moves is
        // selected, as after a click, to show where it can go.
        const Side side = game.position().side_to_move();
        controller->setPlayer(side, PlayerSetup::human());
        BoardView* board = m_window->boardView();
        int best = -1;
        int most = -1;
        for (const int cell : game.position().pieces(side)) {
            board->setSelectedCell(cell);
            const int moves = (board->cloneTargets() | board->jumpTargets()).count();
            if (moves > most) {
                most = moves;
                best = cell;
            }
        }
        board->setSelectedCell(best);
        // A game against the computer, as a player sees it: without the
        // docks the computers' game opened.
        m_window->watchMode()->outputDock()->hide();
        m_window->watchMode()->graphDock()->hide();
    } else {
        controller->setPaused(true);
    }
    QTimer::singleShot(settleMs, this, &ScreenshotMode::takePicture);
}

void ScreenshotMode::afterReview() {
    if (!m_reviewing) return;
    m_reviewing = false;
    if (ReviewSummaryDialog* summary = m_window->reviewMode()->summaryDialog()) summary->close();
    // The first marked move, with the better move drawn after it.
    GameController* controller = m_window->controller();
    const Game& game = controller->game();
    for (int i = 0; i < game.length(); ++i) {
        if (game.note_at(i).nag != 0) {
            controller->goTo(i + 1);
            break;
        }
    }
    m_done = true;
    QTimer::singleShot(settleMs, this, &ScreenshotMode::takePicture);
}

void ScreenshotMode::takePicture() {
    m_giveUp.stop();
    // The keyboard's cursor is drawn on the board only while it has the focus.
    m_window->moveListView()->setFocus();
    if (!m_window->grab().save(m_plan.path, "PNG")) {
        fail(QStringLiteral("%1 could not be written").arg(m_plan.path));
        return;
    }
    QApplication::exit(0);
}

void ScreenshotMode::fail(const QString& why) {
    QTextStream(stderr) << "ataxx --screenshot: " << why << '\n';
    QApplication::exit(1);
}

} // namespace ataxx

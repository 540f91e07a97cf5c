#include "watch/tournamentgameview.h"

#include "board/boardview.h"
#include "board/windowtheme.h"
#include "game/movetext.h"
#include "game/numbertext.h"
#include "players/playersetup.h"
#include "search/scoretext.h"
#include "watch/tournamentrunner.h"

#include <QFontMetrics>
#include <QLabel>
#include <QVBoxLayout>

#include <utility>

namespace ataxx {

TournamentGameView::TournamentGameView(TournamentRunner* runner, QWidget* parent)
    : QWidget(parent)
    , m_runner(runner)
    , m_board(new BoardView(this))
    , m_caption(new QLabel(this))
    , m_engineLines{new QLabel(this), new QLabel(this)} {
    m_board->setInteractive(false);
    m_board->setAnimationSpeed(AnimationSpeed::Off);
    m_board->setShowCoordinates(false);
    WindowTheme::follow(m_board);
    m_board->setMinimumSize(160, 160);
    m_board->setGame(&m_shown);
    // The caption above the board and what the players think below it, the
    // board in the middle of the whole width: beside the words it sat to one
    // side of an empty column until a game began. The lines keep their
    // height, two lines each, so the board does not change its size when
    // they come and go.
    const int line = fontMetrics().lineSpacing();
    m_caption->setObjectName(QStringLiteral("tournamentBoardCaption"));
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_caption->setMinimumHeight(2 * line);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_board, 1);
    for (QLabel* engineLine : m_engineLines) {
        engineLine->setWordWrap(true);
        engineLine->setTextFormat(Qt::PlainText);
        engineLine->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        engineLine->setMinimumHeight(2 * line);
        layout->addWidget(engineLine);
    }
    m_engineLines[0]->setObjectName(QStringLiteral("blackThinks"));
    m_engineLines[1]->setObjectName(QStringLiteral("whiteThinks"));

    connect(m_runner, &TournamentRunner::gameStarted, this, [this] {
        clearEngineLines();
        showCurrentGame();
    });
    connect(m_runner, &TournamentRunner::currentGameChanged, this,
            &TournamentGameView::showCurrentGame);
    connect(m_runner, &TournamentRunner::engineInfo, this, &TournamentGameView::showInfo);
    connect(m_runner, &TournamentRunner::gameFinished, this, [this](int index) {
        clearEngineLines();
        showFinishedGame(index);
    });
    connect(m_runner, &TournamentRunner::finished, this, [this](bool stopped, const QString&) {
        // A game cut short is no longer being played; a stopped one is
        // played again from its start on Resume.
        if (m_liveNumber == 0) return;
        const int number = std::exchange(m_liveNumber, 0);
        m_caption->setText(
            stopped ? tr("Game %1 was stopped before its end; Resume plays it again.").arg(number)
                    : tr("Game %1 was not finished.").arg(number));
    });
    // A tournament already under way (the dialog was closed and opened again).
    showCurrentGame();
}

QString TournamentGameView::caption() const {
    return m_caption->text();
}

QString TournamentGameView::engineLine(Side side) const {
    return m_engineTexts[side_index(side)];
}

void TournamentGameView::clearEngineLines() {
    for (QString& text : m_engineTexts) text.clear();
    for (QLabel* line : m_engineLines) line->clear();
}

void TournamentGameView::showCurrentGame() {
    // Between games the runner has none: the last game's end stays on the board.
    if (!m_runner->currentScheduled()) return;
    m_shown = m_runner->currentGame();
    m_board->showPosition(false);
    const ScheduledGame& game = *m_runner->currentScheduled();
    const TournamentSetup& plan = m_runner->plan();
    m_liveNumber = game.number;
    m_caption->setText(tr("Game %1, being played: %2 (Black) against %3 (White)")
                           .arg(game.number)
                           .arg(plan.playerName(game.black), plan.playerName(game.white)));
}

void TournamentGameView::showInfo(Side side, const SearchInfo& info) {
    if (!m_runner->currentScheduled()) return;
    const ScheduledGame& game = *m_runner->currentScheduled();
    const TournamentSetup& plan = m_runner->plan();
    const QString who = plan.playerName(side == Side::X ? game.black : game.white);
    // The line from the position the player was asked about.
    const Position& position = m_runner->currentGame().position();
    QString line;
    if (!info.pv.empty() && position.is_legal(info.pv.front()))
        line = MoveText::line(position, info.pv);
    const int i = side_index(side);
    m_engineTexts[i] = tr("%1 (%2): depth %3, %4, %5")
                           .arg(who, PlayerSetup::sideName(side))
                           .arg(info.depth)
                           .arg(NumberText::fromEngine(score_text(info.score)), line);
    // Long lines are cut to a few moves, two lines at most; the whole line
    // is in the tooltip.
    const QFontMetrics metrics = m_engineLines[i]->fontMetrics();
    m_engineLines[i]->setText(
        metrics.elidedText(m_engineTexts[i], Qt::ElideRight, m_engineLines[i]->width() * 3 / 2));
    m_engineLines[i]->setToolTip(m_engineTexts[i]);
}

void TournamentGameView::showFinishedGame(int index) {
    if (index < 0 || index >= static_cast<int>(m_runner->games().size())) return;
    const TournamentGame& game = m_runner->games()[static_cast<std::size_t>(index)];
    m_liveNumber = 0;
    m_shown = game.pgn.game;
    m_shown.go_to(m_shown.length());
    m_board->showPosition(false);
    const GameResult result = m_shown.result();
    m_caption->setText(tr("Game %1, final position: %2–%3")
                           .arg(game.number)
                           .arg(result.x_count)
                           .arg(result.o_count));
}

} // namespace ataxx

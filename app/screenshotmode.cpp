#include "screenshotmode.h"

#include "board/boardview.h"
#include "game/gamedocument.h"
#include "game/movelistview.h"
#include "game/savedgame.h"
#include "library/gameslibrary.h"
#include "library/gameswindow.h"
#include "library/librarygame.h"
#include "library/ratingview.h"
#include "mainwindow.h"
#include "pgn.h"
#include "puzzle/puzzlefile.h"
#include "puzzleswindow/puzzlestore.h"
#include "puzzleswindow/puzzleswindow.h"
#include "uai/uaireader.h"
#include "watch/evalgraph.h"
#include "watch/watchmode.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QPushButton>
#include <QTextStream>

#include <array>
#include <optional>
#include <vector>

namespace ataxx {

namespace {

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
    window->controller()->setPaused(true);
    window->actions().speed(AnimationSpeed::Off)->trigger();
}

void ScreenshotMode::start() {
    m_giveUp.start(giveUpMs);
    if (m_plan.puzzles) {
        if (showPuzzles()) QTimer::singleShot(settleMs, this, &ScreenshotMode::takePicture);
        return;
    }
    if (m_plan.rating) {
        if (showRating()) QTimer::singleShot(settleMs, this, &ScreenshotMode::takePicture);
        return;
    }
    if (!loadGame() || !showSearches()) return;
    GameController* controller = m_window->controller();
    if (controller->isThinking()) {
        fail(QStringLiteral("a computer is to move and not paused: the picture would "
                            "depend on its search"));
        return;
    }
    if (m_plan.you) selectPiece();
    if (m_plan.review) {
        // The first marked move, with the better move drawn after it.
        m_window->watchMode()->showGraph();
        const Game& game = controller->game();
        for (int i = 0; i < game.length(); ++i) {
            if (game.note_at(i).nag != 0) {
                controller->goTo(i + 1);
                break;
            }
        }
    }
    QTimer::singleShot(settleMs, this, &ScreenshotMode::takePicture);
}

std::optional<std::vector<PgnGame>> ScreenshotMode::readPlanGames() {
    QFile file(m_plan.game);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(QStringLiteral("%1 cannot be read: %2").arg(m_plan.game, file.errorString()));
        return std::nullopt;
    }
    const QByteArray data = file.readAll();
    auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (!games || games->empty()) {
        fail(QStringLiteral("%1 holds no game that can be read: %2")
                 .arg(m_plan.game,
                      games ? QStringLiteral("none") : QString::fromStdString(games.error())));
        return std::nullopt;
    }
    return std::move(*games);
}

bool ScreenshotMode::loadGameWithPlayers() {
    const auto games = readPlanGames();
    if (!games) return false;
    Game game = games->front().game;
    if (m_plan.ply >= 0) {
        if (!game.go_to(m_plan.ply)) {
            fail(QStringLiteral("%1 has only %2 moves").arg(m_plan.game).arg(game.length()));
            return false;
        }
        game.truncate();
    }

    // The players given on the command line, a person for the side to move
    // with --screenshot-you; meanwhile people, so that nobody moves.
    GameController* controller = m_window->controller();
    std::array<PlayerSetup, 2> players{controller->player(Side::X), controller->player(Side::O)};
    if (m_plan.you) players[side_index(game.position().side_to_move())] = PlayerSetup::human();
    for (const Side side : {Side::X, Side::O}) controller->setPlayer(side, PlayerSetup::human());
    controller->loadGame(game);
    // Two computers wait, paused, as after Pause: the move to come would be a search's.
    if (players[0].computer && players[1].computer) controller->setPaused(true);
    for (const Side side : {Side::X, Side::O})
        controller->setPlayer(side, players[side_index(side)]);
    return true;
}

bool ScreenshotMode::loadGame() {
    GameController* controller = m_window->controller();
    if (m_plan.review) {
        // As a person opens a game to look at it: people on both sides,
        // named as in the file.
        if (!m_window->document()->openFile(m_plan.game)) {
            fail(QStringLiteral("%1 cannot be opened").arg(m_plan.game));
            return false;
        }
    } else if (!loadGameWithPlayers()) {
        return false;
    }

    // The evaluations the moves' notes give, where the graph draws them.
    EvalGraph* graph = m_window->watchMode()->graph();
    graph->recordNotedEvaluations();
    graph->refresh();
    if (controller->bothComputers()) m_window->watchMode()->showDocks();
    return true;
}

bool ScreenshotMode::showSearches() {
    if (m_plan.searches.isEmpty()) return true;
    QFile file(m_plan.searches);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        fail(QStringLiteral("%1 cannot be read: %2").arg(m_plan.searches, file.errorString()));
        return false;
    }
    // Each side's search of the last position where it was to move, and
    // ("a ") the analysis of the position on the board, its best lines.
    const Game& game = m_window->controller()->game();
    std::array<std::vector<SearchInfo>, 3> reports;
    std::array<int, 3> plies{-1, -1, game.ply()};
    for (int ply = 0; ply < game.length(); ++ply)
        plies[side_index(game.position_at(ply).side_to_move())] = ply;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const int side = line.startsWith(QLatin1String("x "))   ? 0
                         : line.startsWith(QLatin1String("o ")) ? 1
                         : line.startsWith(QLatin1String("a ")) ? 2
                                                                : -1;
        SearchInfo info;
        if (side < 0 || plies[side] < 0 ||
            !read_uai_info(line.mid(2).toStdString(), game.position_at(plies[side]), info)) {
            fail(QStringLiteral("%1: not a search of the game's last moves: %2")
                     .arg(m_plan.searches, line));
            return false;
        }
        reports[side].push_back(info);
    }
    for (int side = 0; side < 2; ++side)
        m_window->watchMode()->showSearch(plies[side], reports[side]);
    if (!reports[2].empty()) m_window->watchMode()->showAnalysis(reports[2]);
    return true;
}

bool ScreenshotMode::showPuzzles() {
    QFile file(m_plan.game);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(QStringLiteral("%1 cannot be read: %2").arg(m_plan.game, file.errorString()));
        return false;
    }
    const PuzzleFile read = read_puzzles(file.readAll().toStdString());
    if (!read.problems.empty() || read.puzzles.empty()) {
        fail(QStringLiteral("%1: %2").arg(
            m_plan.game, read.problems.empty()
                             ? QStringLiteral("no puzzle")
                             : QString::fromStdString(problem_text(read.problems.front()))));
        return false;
    }
    // The store is the one of this run's empty data folder.
    m_window->puzzleStore()->add(read.puzzles);
    m_window->showPuzzles();
    PuzzlesWindow* puzzles = m_window->puzzlesWindow();
    puzzles->setLinePause(0);
    puzzles->answer(read.puzzles.front().played);
    return true;
}

bool ScreenshotMode::showRating() {
    const auto games = readPlanGames();
    if (!games) return false;
    // The library is the one of this run's empty data folder.
    GamesLibrary* library = m_window->gamesLibrary();
    for (PgnGame pgn : *games) {
        QStringList problems;
        const auto setups = SavedGame::takePlayers(pgn, {}, &problems);
        if (!setups[0] || !setups[1]) {
            fail(QStringLiteral("%1: a game without its players: %2")
                     .arg(m_plan.game, problems.join(QLatin1Char(' '))));
            return false;
        }
        std::array<LibraryPlayer, 2> players;
        for (const std::size_t i : {std::size_t(0), std::size_t(1)})
            players[i] = LibraryPlayer::of(
                *setups[i], QString::fromStdString(pgn.tag(i == 0 ? "Black" : "White")));
        const QString date = LibraryGame::dateFromTag(pgn.tag("Date"));
        if (!library->add(pgn, LibraryGame::describe(pgn, LibraryGame::Source::Played, players,
                                                     date + QStringLiteral("T18:00:00Z")))) {
            fail(QStringLiteral("the games library: %1").arg(library->errorString()));
            return false;
        }
    }
    m_window->showGames();
    GamesWindow* window = m_window->gamesWindow();
    window->resize(860, 600);
    window->showRating();
    window->ratingView()->setFamily(rating::Family::Board7x7);
    return true;
}

void ScreenshotMode::selectPiece() {
    // The side to move's piece with the most moves is selected, as after a
    // click, to show where it can go.
    const Position& position = m_window->controller()->game().position();
    BoardView* board = m_window->boardView();
    int best = -1;
    int most = -1;
    for (const int cell : position.pieces(position.side_to_move())) {
        board->setSelectedCell(cell);
        const int moves = (board->cloneTargets() | board->jumpTargets()).count();
        if (moves > most) {
            most = moves;
            best = cell;
        }
    }
    board->setSelectedCell(best);
}

void ScreenshotMode::takePicture() {
    m_giveUp.stop();
    // The keyboard's cursor is drawn on the board only while it has the focus.
    m_window->moveListView()->setFocus();
    QWidget* shown = m_plan.puzzles  ? static_cast<QWidget*>(m_window->puzzlesWindow())
                     : m_plan.rating ? static_cast<QWidget*>(m_window->gamesWindow())
                                     : m_window;
    if (m_plan.puzzles)
        if (auto* next = shown->findChild<QPushButton*>(QStringLiteral("nextButton")))
            next->setFocus();
    if (!shown || !shown->grab().save(m_plan.path, "PNG")) {
        fail(QStringLiteral("%1 could not be written").arg(m_plan.path));
        return;
    }
    QApplication::exit(0);
}

void ScreenshotMode::fail(const QString& why) {
    QTextStream(stderr) << "ataxx --screenshot: " << why << '\n';
    m_giveUp.stop();
    // From the event loop: start() runs before it does.
    QTimer::singleShot(0, qApp, [] { QApplication::exit(1); });
}

} // namespace ataxx

// Watching and analysing in the real window: computer-vs-computer games
// that play themselves to the end on 7x7, a blocked board and Hexxagon;
// pause, resume, step and stop; Start that plays on from the position on the
// board in the same game; Stop that leaves the window as it was; undo that
// waits for a pause; the engine output panel and the best-move arrow while
// the engine thinks, its best line shortened in a narrow dock; the graph
// with one point per move and its clicks; analysis that proves a result;
// ataxx-engine as an external engine playing a whole game; misbehaving
// external engines losing with the reason while the window stays
// responsive; the engines dialog; and --demo.

#include "board/bestmoveoverlay.h"
#include "board/boardview.h"
#include "board/gameoveroverlay.h"
#include "colours.h"
#include "earlieranswers.h"
#include "engines/engineoptionsdialog.h"
#include "engines/enginesdialog.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "game/movelistview.h"
#include "game/movetext.h"
#include "game/playercombobox.h"
#include "game/playerpanel.h"
#include "lateness.h"
#include "mainwindow.h"
#include "notation.h"
#include "printing.h"
#include "search/scoretext.h"
#include "search/strength.h"
#include "settings/appsettings.h"
#include "settings/enginesettings.h"
#include "settingsdialog/settingsdialog.h"
#include "testwindow.h"
#include "watch/analyser.h"
#include "watch/engineoutputpanel.h"
#include "watch/evalgraph.h"
#include "watch/tournamentdialog.h"
#include "watch/tournamentgameview.h"
#include "watch/tournamentplaneditor.h"
#include "watch/tournamentrunner.h"
#include "watch/watchmode.h"

#include <QtTest>

#include <algorithm>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>

#include <functional>
#include <memory>

using namespace ataxx;

namespace {

// Answers every question at once and remembers what was asked.
using test::RecordingPrompter;

Position positionFrom(const char* fen) {
    const auto position = read_fen(fen);
    return position ? *position : Position();
}

ExternalEngine engineFor(const QString& name, const QString& command, int moveTimeMs) {
    ExternalEngine engine;
    engine.name = name;
    engine.command = command;
    engine.moveTimeMs = moveTimeMs;
    return engine;
}

ExternalEngine ourEngine(int moveTimeMs = 30) {
    return engineFor(QStringLiteral("Ataxx engine"), QStringLiteral(ATAXX_ENGINE_PATH), moveTimeMs);
}

// The fake's time per move: a thread that waited for the one that never
// answers would be held up for this and the grace after it.
constexpr int fakeMoveTimeMs = 3000;

ExternalEngine fakeEngine(const char* mode) {
    return engineFor(QStringLiteral("Fake %1").arg(QLatin1StringView(mode)),
                     QStringLiteral(ATAXX_TEST_DATA "/fake-engine.sh ") + QLatin1StringView(mode),
                     fakeMoveTimeMs);
}

// The seed of the easy levels' random choices in every test window: with it
// Easy against Easy from the start of 7x7 plays the same game of 79 moves
// every time, so a test that needs some moves has them, however fast the
// machine.
constexpr quint64 seed = 7;

using test::eventTimeoutMs;

// A window as a test drives it: questions answered at once, animation off,
// no pause between computer moves, the easy levels' choices fixed.
class Window : public test::TestWindow {
public:
    Window()
        : test::TestWindow(setup()) {}

    [[nodiscard]] WatchMode* watch() const { return window.watchMode(); }
    [[nodiscard]] EngineOutputPanel* output() const { return watch()->outputPanel(); }
    [[nodiscard]] EvalGraph* graph() const { return watch()->graph(); }
    void setPlayers(const PlayerSetup& x, const PlayerSetup& o) {
        // The toolbar offers only the engines of the list, so an engine is
        // on it (as External engines… adds it) before it is chosen.
        for (const PlayerSetup& player : {x, o}) {
            EngineSettings engines;
            if (!player.isExternal() || engines.engine(player.external.name).isValid()) continue;
            engines.setEngines(engines.engines() << player.external);
        }
        test::TestWindow::setPlayers(x, o);
    }
    // Until the game has `moves` moves or more.
    [[nodiscard]] bool waitForMoves(int moves, int timeout = eventTimeoutMs) {
        return QTest::qWaitFor([this, moves] { return game().length() >= moves; }, timeout);
    }
    [[nodiscard]] bool waitForTheEnd(int timeout = 2 * eventTimeoutMs) {
        return QTest::qWaitFor([this] { return game().result().over(); }, timeout);
    }
    [[nodiscard]] bool waitUntilNotThinking() {
        return QTest::qWaitFor([this] { return !controller()->isThinking(); }, eventTimeoutMs);
    }

private:
    // No pause between computer moves, and the seed above.
    static test::WindowSetup setup() {
        test::WindowSetup s;
        s.computerPause = 0;
        s.seed = seed;
        s.size = QSize(1200, 820);
        return s;
    }
};

const PlayerSetup human = PlayerSetup::human();
const PlayerSetup veryEasy = PlayerSetup::engine(Level::VeryEasy);
const PlayerSetup easy = PlayerSetup::engine(Level::Easy);
const PlayerSetup hard = PlayerSetup::engine(Level::Hard);

Move firstMove(const Game& game) {
    MoveList moves;
    game.position().generate(moves);
    return moves.size() > 0 ? moves[0] : Move::none();
}

} // namespace

class TestWatchMode : public QObject {
    Q_OBJECT

private slots:
    void theGraphFollowsTheLineOnTheBoardAndKeepsEachLinesScores();
    void aMoveClickedInTheListWhileTheComputersPlayHoldsThem();
    void initTestCase();
    void init();
    void aComputerGamePlaysItselfToTheEnd_data();
    void aComputerGamePlaysItselfToTheEnd();
    void pauseHoldsTheComputersAndResumeGoesOn();
    void stepPlaysOneMoveAtATime();
    void undoWaitsForAPauseAndLookingBackPauses();
    void resumingFromAnEarlierPositionKeepsTheLaterMoves();
    void stopHoldsTheGameAsItIs();
    void aNewGameIsPlayedByThePlayersChosenLast();
    void oneControlOnAShownToolbarStartsPausesAndResumes();
    void startPlaysOnFromThePositionOnTheBoard();
    void startContinuesTheGameAndIsOffWhileTheComputersPlay();
    void stopLeavesTheWindowAsItWasBeforeTheComputersPlayed();
    void stopLeavesTheDocksTheLastRunLeftOpen();
    void theBestLineIsShortenedWithTheWholeLineInItsTooltip();
    void theDelaySliderSetsThePauseBetweenMoves();
    void theOutputPanelFillsWhileTheEngineThinks();
    void decimalsAreWrittenAsThePersonsLanguageWritesThem();
    void theBestMoveArrowCanBeSwitchedOff();
    void clickingAPointOfTheGraphShowsThatPosition();
    void analysisSaysWhenTheResultIsProven();
    void analysisFollowsThePositionOnTheBoard();
    void ourEngineAsAnExternalEnginePlaysAWholeGame_data();
    void ourEngineAsAnExternalEnginePlaysAWholeGame();
    void aMisbehavingExternalEngineLosesWithTheReason_data();
    void aMisbehavingExternalEngineLosesWithTheReason();
    void anExternalEngineIsOfferedOnlyForBoardsItPlays();
    void thePlayersBoxesShowTheLevelsOnTheScale();
    void theEnginesDialogTriesAnEngineBeforeAddingIt();
    void theTrialFindsTheBoardsAnEngineCannotPlay();
    void aGameDoesNotStartWithAnEngineThatCannotPlayTheBoard();
    void aQuestionHoldsTheComputersUntilItIsAnswered();
    void cancellingALaterQuestionOfNewGameLeavesThePlayersAsTheyWere();
    void theNewGameDialogShowsWhoWillPlayAndOffersTheEngines();
    void theOptionsEditorRoundTripsASpinACheckAndACombo();
    void theDemoStartsAComputerGameWithThePanelsShown();
    void theEvaluationCurveStaysWithinItsScale();
    void theCurveStaysInsideTheGraphAtNineteenPiecesAndAProvenResult();
    void marksOfNeighbouringMovesDoNotRunTogether();
    void eachComputersEngineHasALineOfItsOwn();
    void theTournamentDialogOpensWithoutALayoutWarning();
    void thePlayersButtonsStayPutWhileThePlanChanges();
    void theTournamentsBoardIsCentredAndItsBoardsTakeTheRoom();
    void aLongTrialReportLeavesTheEngineListFourRowsAndScrolls();
    void theMatchDialogFitsTheWindowAndAsksBeforeMakingAFolder();
};

void TestWatchMode::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_watchmode"));
}

void TestWatchMode::init() {
    AppSettings().clear();
    EngineSettings().clear();
}

void TestWatchMode::aComputerGamePlaysItselfToTheEnd_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("7x7") << QString::fromLatin1(start_fen);
    QTest::newRow("blocked 7x7") << QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen);
}

void TestWatchMode::aComputerGamePlaysItselfToTheEnd() {
    QFETCH(QString, fen);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(easy, veryEasy);
    w.window.startGame(positionFrom(fen.toLatin1().constData()));
    QVERIFY(w.waitForTheEnd());
    QVERIFY(w.waitUntilNotThinking());
    QVERIFY(w.window.gameOverOverlay()->isVisible());
    QVERIFY2(w.game().length() > 4, w.game().declared_reason().c_str());
    // The graph: a point for every move, each with the mover's evaluation.
    QCOMPARE(w.graph()->pointCount(), w.game().length());
    for (int move = 1; move <= w.game().length(); ++move)
        QVERIFY2(w.graph()->evaluationAt(move).has_value(), qPrintable(QString::number(move)));
    // Easy counts pieces: its evaluation of its last move is the count after it.
    const int last = w.game().length();
    const Position& before = w.game().position_at(last - 1);
    if (before.side_to_move() == Side::X && !w.game().move_at(last - 1).is_pass()) {
        const Position& after = w.game().position_at(last);
        QCOMPARE(*w.graph()->evaluationAt(last),
                 100 * (after.pieces(Side::X).count() - after.pieces(Side::O).count()));
    }
    // Two engines: a line each.
    QCOMPARE(w.graph()->lineCount(), 2);
    // The panels were shown for the computer game, and both sections filled.
    QVERIFY(w.watch()->outputDock()->isVisible());
    QVERIFY(w.watch()->graphDock()->isVisible());
    QVERIFY(w.output()->rowCount(EngineOutputPanel::Section::Black) >= 1);
    QVERIFY(w.output()->rowCount(EngineOutputPanel::Section::White) >= 1);
}

void TestWatchMode::pauseHoldsTheComputersAndResumeGoesOn() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setComputerPause(50);
    w.setPlayers(easy, easy);
    w.window.newGame();
    QVERIFY(w.waitForMoves(3));
    QAction* pause = w.window.watchMode()->actions().pause;
    QVERIFY(pause->isEnabled());
    pause->trigger();
    QVERIFY(w.controller()->isPaused());
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(pause->isChecked());
    const int held = w.game().length();
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().length(), held);
    QVERIFY(w.window.statusText().contains(QStringLiteral("Paused")));

    pause->trigger();
    QVERIFY(!w.controller()->isPaused());
    QVERIFY(w.waitForMoves(held + 2));
}

void TestWatchMode::stepPlaysOneMoveAtATime() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(easy, easy);
    w.window.newGame();
    w.window.watchMode()->actions().pause->trigger();
    QVERIFY(w.controller()->isPaused());
    const int start = w.game().length();
    QAction* step = w.window.watchMode()->actions().step;
    for (int i = 1; i <= 3; ++i) {
        QVERIFY(step->isEnabled());
        step->trigger();
        QVERIFY(w.waitForMoves(start + i));
        QVERIFY(w.waitUntilNotThinking());
        QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
        QCOMPARE(w.game().length(), start + i);
        QVERIFY(w.controller()->isPaused());
    }
}

void TestWatchMode::undoWaitsForAPauseAndLookingBackPauses() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setComputerPause(100);
    w.setPlayers(easy, easy);
    w.window.newGame();
    QVERIFY(w.waitForMoves(4));
    QAction* undo = w.window.actions().undo;
    QVERIFY(!undo->isEnabled());
    w.controller()->undo();
    QVERIFY(w.game().length() >= 4);
    QCOMPARE(w.game().ply(), w.game().length());

    w.window.watchMode()->actions().pause->trigger();
    QVERIFY(undo->isEnabled());
    const int length = w.game().length();
    undo->trigger();
    QCOMPARE(w.game().ply(), length - 1);
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().ply(), length - 1);

    // Looking back while they play holds them.
    w.window.watchMode()
        ->actions()
        .pause->trigger(); // resume: from the board's position (the prompter's choice 0)
    QVERIFY(!w.controller()->isPaused());
    QVERIFY(w.waitForMoves(length + 2));
    w.controller()->goTo(2);
    QVERIFY(w.controller()->isPaused());
    QCOMPARE(w.game().ply(), 2);
    const int kept = w.game().length();
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().length(), kept);
    QCOMPARE(w.game().ply(), 2);
}

void TestWatchMode::aMoveClickedInTheListWhileTheComputersPlayHoldsThem() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setComputerPause(100);
    w.setPlayers(easy, easy);
    w.window.newGame();
    QVERIFY(w.waitForMoves(4));
    QVERIFY(!w.controller()->isPaused());
    // The move list asks for a node, not a ply: the same hold as goTo.
    emit w.window.moveListView()->nodeSelected(w.game().node_at(2));
    QVERIFY(w.controller()->isPaused());
    QCOMPARE(w.game().ply(), 2);
    const int kept = w.game().length();
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().length(), kept);
}

void TestWatchMode::theGraphFollowsTheLineOnTheBoardAndKeepsEachLinesScores() {
    Game game;
    for (const char* name : {"b6", "f6", "f2"})
        QVERIFY(game.play(*read_move(game.position(), name)));
    EvalGraph graph;
    graph.setGame(&game);
    graph.recordEvaluation(2, game.position_at(2), 50);
    QCOMPARE(graph.evaluationAt(3), std::optional<int>(50));
    // A variation: its position after two moves is another, with no score yet...
    QVERIFY(game.go_to(1));
    for (const char* name : {"a2", "f2"}) QVERIFY(game.play(*read_move(game.position(), name)));
    graph.refresh();
    QCOMPARE(graph.evaluationAt(3), std::nullopt);
    // ...then its own, which leaves the main line's alone.
    graph.recordEvaluation(2, game.position_at(2), -80);
    QCOMPARE(graph.evaluationAt(3), std::optional<int>(-80));
    QVERIFY(game.go_to_node(game.main_line_end()));
    graph.refresh();
    QCOMPARE(graph.evaluationAt(3), std::optional<int>(50));
}

namespace {

// The game's tree holds this line from the start.
bool hasLine(const Game& game, const std::vector<Move>& line) {
    NodeId node = Game::root;
    for (const Move move : line) {
        const auto& next = game.children(node);
        const auto found = std::find_if(next.begin(), next.end(),
                                        [&](NodeId child) { return game.move_of(child) == move; });
        if (found == next.end()) return false;
        node = *found;
    }
    return true;
}

} // namespace

void TestWatchMode::resumingFromAnEarlierPositionKeepsTheLaterMoves() {
    for (const int choice : {0, 1}) {
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.prompter->choice = choice;
        w.controller()->setComputerPause(100);
        w.setPlayers(easy, easy);
        w.window.newGame();
        QVERIFY(w.waitForMoves(6));
        w.window.watchMode()->actions().pause->trigger();
        const int length = w.game().length();
        const std::vector<Move> all = w.game().moves();
        const std::vector<Move> before(all.begin(), all.begin() + 3);
        w.controller()->goTo(3);
        w.window.watchMode()->actions().pause->trigger();
        QCOMPARE(w.prompter->questions.size(), 1);
        QVERIFY(!w.controller()->isPaused());
        if (choice == 0) {
            // From the position on the board: the game goes on from there, and
            // the moves that were after it stay in the tree.
            QCOMPARE(w.game().ply(), 3);
            QVERIFY(w.waitForMoves(length + 1));
            QVERIFY(std::equal(before.begin(), before.end(), w.game().main_line().begin()));
            QVERIFY(hasLine(w.game(), all));
        } else {
            // From the last move: the game goes on at its end.
            QVERIFY(w.waitForMoves(length + 1));
            QVERIFY(std::equal(all.begin(), all.end(), w.game().main_line().begin()));
        }
    }
}

void TestWatchMode::aNewGameIsPlayedByThePlayersChosenLast() {
    // The one rule the Players page and the manual state: a new game is
    // played by the players chosen last, in the toolbar, on the Players page
    // or in New game with…; Stop, watching and an opened game change only
    // the game on screen.
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const auto players = [&w] {
        return std::array{w.controller()->player(Side::X), w.controller()->player(Side::O)};
    };
    const auto chooseInToolbar = [&w](Side side, const PlayerSetup& player) {
        PlayerComboBox* box = w.watch()->playerBox(side);
        box->setPlayer(player);
        emit box->activated(box->currentIndex());
    };
    const auto newGame = [&w] {
        w.window.actions().newGame->trigger();
        QCOMPARE(w.game().length(), 0);
    };
    chooseInToolbar(Side::X, human);
    chooseInToolbar(Side::O, hard);
    newGame();
    QCOMPARE(players(), (std::array{human, hard}));

    // Stop gives White to a person for this game only.
    w.watch()->stop();
    QVERIFY(!w.controller()->isComputer(Side::O));
    newGame();
    QCOMPARE(players(), (std::array{human, hard}));

    // An opened game is played on by people; the next new game is not.
    QVERIFY(w.window.document()->openFile(QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn")));
    QVERIFY(!w.controller()->isComputer(Side::O));
    newGame();
    QCOMPARE(players(), (std::array{human, hard}));

    // Watching two computers neither.
    w.watch()->startDemo();
    QVERIFY(w.controller()->bothComputers());
    w.controller()->setPaused(true);
    newGame();
    QCOMPARE(players(), (std::array{human, hard}));

    // New game with… shows them; a side changed there plays this game and the next.
    w.window.actions().newGameSettings->trigger();
    auto* dialog = w.window.findChild<SettingsDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->player(Side::X), human);
    QCOMPARE(dialog->player(Side::O), hard);
    dialog->setPlayer(Side::O, easy);
    dialog->accept();
    QCOMPARE(players(), (std::array{human, easy}));
    newGame();
    QCOMPARE(players(), (std::array{human, easy}));

    // The toolbar's choice is remembered for the next run too.
    chooseInToolbar(Side::X, veryEasy);
    QCOMPARE(AppSettings().player(Side::X), veryEasy);
    w.controller()->setPaused(true);
    newGame();
    QCOMPARE(players(), (std::array{veryEasy, easy}));
}

void TestWatchMode::stopHoldsTheGameAsItIs() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setComputerPause(50);
    w.setPlayers(hard, hard);
    w.window.newGame();
    QVERIFY(w.waitForMoves(2));
    QAction* stop = w.window.watchMode()->actions().stop;
    QVERIFY(stop->isEnabled());
    stop->trigger();
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(!stop->isEnabled());
    const int length = w.game().length();
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().length(), length);
    // Start lets the computers play on in the same game, from where it stands.
    const std::vector<Move> played = w.game().moves();
    w.window.watchMode()->actions().start->trigger();
    QVERIFY(w.waitForMoves(length + 1));
    QVERIFY(std::equal(played.begin(), played.end(), w.game().moves().begin()));
}

void TestWatchMode::oneControlOnAShownToolbarStartsPausesAndResumes() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QToolBar* bar = w.watch()->controlsToolBar();
    QAction* start = w.window.watchMode()->actions().start;
    QAction* pause = w.window.watchMode()->actions().pause;
    // On screen: the action, its button, and the toolbar it is on.
    const auto shown = [bar](QAction* action) {
        const QWidget* button = bar->widgetForAction(action);
        return bar->isVisible() && action->isVisible() && button && button->isVisible();
    };
    w.setPlayers(easy, easy);
    QVERIFY(w.waitForMoves(2));

    // While they play: Pause, and no Start.
    QTRY_VERIFY(shown(pause));
    QVERIFY(!start->isVisible());
    QCOMPARE(pause->shortcut(), QKeySequence(Qt::Key_P));
    // Paused: Resume in its place, still no Start; the status bar names Resume.
    pause->trigger();
    QTRY_VERIFY(shown(pause));
    QCOMPARE(pause->text(), QStringLiteral("&Resume"));
    QVERIFY(!start->isVisible());
    QVERIFY(w.window.statusText().contains(QStringLiteral("Resume (P)")));
    // Stopped: Start, on the same key, on a toolbar on screen; the status bar
    // names it as shown.
    w.window.watchMode()->actions().stop->trigger();
    QTRY_VERIFY(shown(start));
    QVERIFY(start->isEnabled());
    QVERIFY(!pause->isVisible());
    QCOMPARE(start->shortcut(), QKeySequence(Qt::Key_P));
    QVERIFY2(w.window.statusText().contains(QStringLiteral("Start (P)")),
             qPrintable(w.window.statusText()));
    const int length = w.game().length();
    start->trigger();
    QVERIFY(w.waitForMoves(length + 1));
    QTRY_VERIFY(shown(pause));
    QVERIFY(!start->isVisible());
    w.controller()->stopThinking();
}

void TestWatchMode::startPlaysOnFromThePositionOnTheBoard() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // A game of people, eight moves, then White to Easy, browsed back to
    // move 5 where White is to move.
    w.setPlayers(human, human);
    for (int i = 0; i < 8; ++i) QVERIFY(w.controller()->playHumanMove(firstMove(w.game())));
    w.setPlayers(human, easy);
    w.controller()->goTo(5);
    QCOMPARE(w.game().position().side_to_move(), Side::O);
    QVERIFY(!w.controller()->isThinking());
    const std::vector<Move> played = w.game().moves();
    QAction* start = w.window.watchMode()->actions().start;
    QVERIFY(start->isEnabled());

    // Start asks nothing, as nothing is lost: White plays on from there, in
    // the same game, and the moves that were after it stay in the tree.
    start->trigger();
    QVERIFY(w.prompter->questions.isEmpty());
    QVERIFY(QTest::qWaitFor([&] { return w.game().ply() == 6; }, eventTimeoutMs));
    QVERIFY(std::equal(played.begin(), played.begin() + 5, w.game().main_line().begin()));
    QVERIFY(hasLine(w.game(), played));
    QCOMPARE(w.controller()->player(Side::X), human);
    // Now it is the person's turn in a game that goes on: nothing to start.
    QVERIFY(!start->isEnabled());
}

void TestWatchMode::startContinuesTheGameAndIsOffWhileTheComputersPlay() {
    EngineSettings().setWatchPlayer(Side::X, easy);
    EngineSettings().setWatchPlayer(Side::O, easy);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    for (int i = 0; i < 4; ++i) QVERIFY(w.controller()->playHumanMove(firstMove(w.game())));
    const std::vector<Move> played = w.game().moves();
    QAction* start = w.window.watchMode()->actions().start;
    QVERIFY(start->isEnabled());

    // People on both sides: the remembered computers take them, and play on
    // from the position on the board, without a question.
    start->trigger();
    QCOMPARE(w.controller()->player(Side::X), easy);
    QCOMPARE(w.controller()->player(Side::O), easy);
    QVERIFY(w.prompter->questions.isEmpty());
    QVERIFY(w.game().length() >= 4);
    QVERIFY(std::equal(played.begin(), played.end(), w.game().moves().begin()));
    // While they play, there is nothing to start.
    QVERIFY(w.controller()->computersPlaying());
    QVERIFY(!start->isEnabled());
    QVERIFY(w.waitForMoves(6));

    // Paused at the last position, with a computer to move: Resume, in
    // Start's place, goes on (Start does not show beside it).
    w.window.watchMode()->actions().pause->trigger();
    QVERIFY(w.controller()->isPaused());
    QVERIFY(!start->isVisible());
    QVERIFY(w.window.watchMode()->actions().pause->isEnabled());
    const int held = w.game().length();
    w.window.watchMode()->actions().pause->trigger();
    QVERIFY(!w.controller()->isPaused());
    QVERIFY(w.waitForMoves(held + 1));
    QVERIFY(std::equal(played.begin(), played.end(), w.game().moves().begin()));

    // At the end of the game there is nothing to go on with; an earlier
    // position of it can be played on again.
    QVERIFY(w.waitForTheEnd());
    QVERIFY(w.waitUntilNotThinking());
    QVERIFY(!start->isEnabled());
    w.controller()->goTo(w.game().length() - 2);
    QVERIFY(start->isEnabled());
    QVERIFY(w.prompter->questions.isEmpty());
}

void TestWatchMode::stopLeavesTheWindowAsItWasBeforeTheComputersPlayed() {
    EngineSettings().setWatchPlayer(Side::X, easy);
    EngineSettings().setWatchPlayer(Side::O, easy);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.resize(940, 680);
    w.setPlayers(human, human);
    // The user opens the engine output; Start opens the graph by itself.
    w.window.watchMode()->actions().showEngineOutput->trigger();
    QVERIFY(w.watch()->outputDock()->isVisible());
    QVERIFY(w.watch()->graphDock()->isHidden());
    BoardView* board = w.window.boardView();
    const auto place = [&] { return QRect(board->mapTo(&w.window, QPoint(0, 0)), board->size()); };
    // The layouts' pending requests, and those they post in turn.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QRect before = place();

    w.window.watchMode()->actions().start->trigger();
    QVERIFY(w.watch()->graphDock()->isVisible());
    QVERIFY(w.waitForMoves(3));
    w.window.watchMode()->actions().stop->trigger();
    QVERIFY(!w.controller()->isComputer(Side::X) && !w.controller()->isComputer(Side::O));

    // The graph Start opened closes, the engine output the user opened stays,
    // and the board is where it was, as big as it was.
    QVERIFY(w.watch()->graphDock()->isHidden());
    QVERIFY(w.watch()->outputDock()->isVisible());
    QTRY_COMPARE(place(), before);

    // The status bar's message fits, or its tooltip holds all of it.
    auto* status = w.window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    QVERIFY(w.window.statusText().startsWith(QStringLiteral("Stopped")));
    const int textWidth = status->fontMetrics().horizontalAdvance(status->text());
    const bool fits =
        status->text() == w.window.statusText() && textWidth <= status->contentsRect().width();
    QVERIFY2(fits || status->toolTip() == w.window.statusText(), qPrintable(status->text()));

    // The empty engine output: a line that says so at the top, the check box
    // above it, nothing floating in the middle.
    EngineOutputPanel* output = w.output();
    QVERIFY(!output->isSectionVisible(EngineOutputPanel::Section::Black));
    QVERIFY(!output->isSectionVisible(EngineOutputPanel::Section::White));
    QTRY_VERIFY(output->placeholder()->isVisible());
    QVERIFY2(output->showBestMoveBox()->y() < 30,
             qPrintable(QString::number(output->showBestMoveBox()->y())));
    QVERIFY(output->placeholder()->y() < 80);
}

// One rule whatever run opened a dock: those on screen when the last run
// closed are the person's, though this run's computers, starting their game
// before the window's layout comes back, open them as well.
void TestWatchMode::stopLeavesTheDocksTheLastRunLeftOpen() {
    {
        Window last;
        QVERIFY(QTest::qWaitForWindowExposed(&last.window));
        last.setPlayers(human, human);
        last.watch()->actions().showEngineOutput->trigger();
        last.watch()->actions().showGraph->trigger();
        QTRY_VERIFY(last.watch()->outputDock()->isVisible() &&
                    last.watch()->graphDock()->isVisible());
        QVERIFY(last.window.close());
    }
    // The next start's game is the remembered computers'.
    AppSettings settings;
    settings.setPlayer(Side::X, easy);
    settings.setPlayer(Side::O, easy);
    {
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(w.controller()->bothComputers());
        QVERIFY(w.watch()->outputDock()->isVisible() && w.watch()->graphDock()->isVisible());
        QVERIFY(w.waitForMoves(2));
        w.watch()->actions().stop->trigger();
        QVERIFY(!w.controller()->isComputer(Side::X) && !w.controller()->isComputer(Side::O));
        QVERIFY(w.watch()->outputDock()->isVisible());
        QVERIFY(w.watch()->graphDock()->isVisible());
    }
    // A first start (no layout kept) with the same players: the docks open
    // for the computers, and Stop closes them again.
    settings.setWindowState({});
    settings.setWindowGeometry({});
    Window first;
    QVERIFY(QTest::qWaitForWindowExposed(&first.window));
    QVERIFY(first.watch()->outputDock()->isVisible() && first.watch()->graphDock()->isVisible());
    QVERIFY(first.waitForMoves(2));
    first.watch()->actions().stop->trigger();
    QVERIFY(first.watch()->outputDock()->isHidden());
    QVERIFY(first.watch()->graphDock()->isHidden());
}

void TestWatchMode::theBestLineIsShortenedWithTheWholeLineInItsTooltip() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.resize(700, 500);
    w.setPlayers(human, human);
    w.window.watchMode()->actions().showEngineOutput->trigger();
    EngineOutputPanel* output = w.output();
    const auto black = EngineOutputPanel::Section::Black;
    output->setSectionVisible(black, true);
    // A long line: twenty moves from the start.
    Game line(w.game().position());
    SearchInfo info;
    info.depth = 20;
    info.score = 125;
    info.nodes = 123456789;
    info.nps = 2345678;
    info.time_ms = 52630;
    for (int i = 0; i < 20; ++i) {
        info.pv.push_back(firstMove(line));
        QVERIFY(line.play(info.pv.back()));
    }
    output->beginSearch(black, w.game().position(), 0);
    output->addInfo(black, info);
    const QString pv = output->cellText(black, 0, 5);
    QVERIFY(pv.count(QLatin1Char(' ')) >= 19);

    const auto* box = output->findChild<QGroupBox*>(QStringLiteral("outputBlack"));
    QVERIFY(box);
    auto* table = box->findChild<QTableWidget*>();
    QVERIFY(table);
    QTRY_VERIFY(table->isVisible() && table->viewport()->width() > 0);
    // Every shown column inside the table, no scrolling sideways; the line
    // is shortened with "…" to what is left.
    // The table lies inside what shows of the dock.
    QWidget* shown = output->parentWidget();
    QTRY_VERIFY2(table->mapTo(shown, QPoint(table->width(), 0)).x() <= shown->width(),
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(table->mapTo(shown, QPoint(table->width(), 0)).x())
                                .arg(shown->width())));
    const auto shownWidth = [table] { return table->horizontalHeader()->length(); };
    QTRY_VERIFY2(shownWidth() <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2 (%3 %4 %5 %6 %7 %8)")
                                .arg(shownWidth())
                                .arg(table->viewport()->width())
                                .arg(table->columnWidth(0))
                                .arg(table->columnWidth(1))
                                .arg(table->isColumnHidden(2) ? -1 : table->columnWidth(2))
                                .arg(table->isColumnHidden(3) ? -1 : table->columnWidth(3))
                                .arg(table->isColumnHidden(4) ? -1 : table->columnWidth(4))
                                .arg(table->columnWidth(5))));
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    QCOMPARE(table->textElideMode(), Qt::ElideRight);
    QVERIFY(table->columnWidth(5) < table->fontMetrics().horizontalAdvance(pv));
    QVERIFY(output->isColumnShown(black, 5));
    // The tooltip holds the whole line, and the numbers a narrow table leaves out.
    const QString tip = table->item(0, 5)->toolTip();
    QVERIFY2(tip.contains(pv), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("123456789")), qPrintable(tip));
    QVERIFY(!output->isColumnShown(black, 3)); // nodes per second give way first
}

void TestWatchMode::theDelaySliderSetsThePauseBetweenMoves() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QSlider* delay = w.watch()->delaySlider();
    delay->setValue(12);
    QCOMPARE(w.controller()->computerPause(), 1200);
    delay->setValue(0);
    QCOMPARE(w.controller()->computerPause(), 0);
    QCOMPARE(delay->maximum() * 100, 3000);

    // With a second between moves, two fast computers play no faster than a
    // move a second: the times the moves were played, taken as they are played.
    delay->setValue(10);
    QElapsedTimer clock;
    clock.start();
    std::vector<qint64> playedAt;
    QObject::connect(w.controller(), &GameController::gameChanged, w.controller(),
                     [&](GameController::Change change) {
                         if (change == GameController::Change::MovePlayed)
                             playedAt.push_back(clock.elapsed());
                     });
    w.setPlayers(veryEasy, veryEasy);
    w.window.newGame();
    QVERIFY(w.waitForMoves(3));
    QVERIFY(playedAt.size() >= 3);
    // A timer may fire a little early (Qt's coarse timers, up to 5%).
    for (std::size_t i = 1; i < playedAt.size(); ++i)
        QVERIFY2(playedAt[i] - playedAt[i - 1] >= 950,
                 qPrintable(QString::number(playedAt[i] - playedAt[i - 1])));
}

void TestWatchMode::theOutputPanelFillsWhileTheEngineThinks() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // It thinks, and its move waits, for longer than the test looks.
    w.controller()->setComputerPause(10 * eventTimeoutMs);
    w.controller()->setVeryHardMoveTime(10 * eventTimeoutMs);
    w.setPlayers(PlayerSetup::engine(Level::VeryHard), human);
    EngineOutputPanel* output = w.output();
    const auto black = EngineOutputPanel::Section::Black;
    QVERIFY(output->isSectionVisible(black));
    QVERIFY(!output->isSectionVisible(EngineOutputPanel::Section::White));
    QVERIFY(w.controller()->isThinking());
    QVERIFY(QTest::qWaitFor([&] { return output->rowCount(black) >= 3; }, eventTimeoutMs));
    // One row per depth, newest on top, with every column filled.
    const int rows = output->rowCount(black);
    QCOMPARE(output->cellText(black, 0, 0).section(QLatin1Char('/'), 0, 0).toInt(), rows);
    for (int column = 0; column < 6; ++column)
        QVERIFY(!output->cellText(black, 0, column).isEmpty());
    QVERIFY(output->summary(black).contains(QStringLiteral("depth")));
    // Its best move is drawn on the board while it thinks.
    const Move best = output->bestMove(black);
    QVERIFY(w.game().position().is_legal(best));
    QVERIFY(QTest::qWaitFor([&] { return !w.watch()->bestMoveOverlay()->shownMove().is_none(); },
                            eventTimeoutMs));
    QCOMPARE(w.watch()->bestMoveOverlay()->shownMove(), output->bestMove(black));
    // The principal variation reads as move strings of the position.
    const QString pv = output->cellText(black, 0, 5);
    QVERIFY(pv.startsWith(QString::fromStdString(
        move_to_string(w.game().position().geometry(), output->bestMove(black)))));
}

void TestWatchMode::decimalsAreWrittenAsThePersonsLanguageWritesThem() {
    // French, as Languages::install sets it: a comma before the decimals.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    const auto restore = qScopeGuard([&before] { QLocale::setDefault(before); });
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.watch()->delaySlider()->setValue(4);
    QCOMPARE(w.watch()->delayText(), QStringLiteral("0,4 s"));

    EngineOutputPanel* output = w.output();
    const auto black = EngineOutputPanel::Section::Black;
    output->beginSearch(black, w.game().position(), 0);
    SearchInfo info;
    info.depth = 5;
    info.score = 25;
    info.nodes = 1234567;
    info.nps = 987654;
    info.time_ms = 1250;
    output->addInfo(black, info);
    QCOMPARE(output->cellText(black, 0, 1), QStringLiteral("+0,25"));
    QCOMPARE(output->cellText(black, 0, 2), QStringLiteral("1,23M"));
    QCOMPARE(output->cellText(black, 0, 3), QStringLiteral("988k"));
    QCOMPARE(output->cellText(black, 0, 4), QStringLiteral("1,25"));
    // A proven result has no decimals to turn.
    info.score = score_win - 5;
    output->addInfo(black, info);
    QCOMPARE(output->cellText(black, 0, 1), QString::fromStdString(score_text(score_win - 5)));
}

void TestWatchMode::theBestMoveArrowCanBeSwitchedOff() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // Its move waits for longer than the test looks.
    w.controller()->setComputerPause(10 * eventTimeoutMs);
    w.setPlayers(hard, human);
    BestMoveOverlay* overlay = w.watch()->bestMoveOverlay();
    QVERIFY(QTest::qWaitFor([&] { return !overlay->shownMove().is_none(); }, eventTimeoutMs));
    w.output()->showBestMoveBox()->setChecked(false);
    QVERIFY(overlay->shownMove().is_none());
    QVERIFY(!EngineSettings().showBestMove());
    w.output()->showBestMoveBox()->setChecked(true);
    QVERIFY(!overlay->shownMove().is_none());
}

void TestWatchMode::clickingAPointOfTheGraphShowsThatPosition() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // Two greedy players with the test's seed: a game of 79 moves.
    w.setPlayers(easy, easy);
    w.window.startGame(positionFrom("x5o/7/7/7/7/7/o5x x 0 1"));
    QVERIFY(w.waitForMoves(12));
    w.window.watchMode()->actions().pause->trigger();
    EvalGraph* graph = w.graph();
    QVERIFY(QTest::qWaitForWindowExposed(graph));
    QCOMPARE(graph->pointCount(), w.game().length());
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPosition(5).toPoint());
    QCOMPARE(w.game().ply(), 5);
    QCOMPARE(w.window.boardView()->game()->position(), w.game().position_at(5));
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPosition(9).toPoint());
    QCOMPARE(w.game().ply(), 9);
}

void TestWatchMode::analysisSaysWhenTheResultIsProven() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    // Black takes White's last piece with a6, b6 or a clone into b6's neighbours.
    w.window.startGame(positionFrom("xo5/7/7/7/7/7/7 x 0 1"));
    QAction* analyse = w.window.watchMode()->actions().analyse;
    analyse->trigger();
    QVERIFY(w.watch()->isAnalysing());
    const auto section = EngineOutputPanel::Section::Analysis;
    QVERIFY(w.output()->isSectionVisible(section));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return w.output()->summary(section).contains(QStringLiteral("Black wins in 1 move"));
        },
        eventTimeoutMs));
    QVERIFY(w.output()->cellText(section, 0, 1).startsWith(QLatin1Char('#')));
    // A second position: White to move wins in one too.
    w.window.startGame(positionFrom("xo5/7/7/7/7/7/7 o 0 1"));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return w.output()->summary(section).contains(QStringLiteral("White wins in 1 move"));
        },
        eventTimeoutMs));
    analyse->trigger();
    QVERIFY(!w.watch()->isAnalysing());
    QVERIFY(!w.watch()->analyser()->isRunning());
    QVERIFY(!w.output()->isSectionVisible(section));
}

void TestWatchMode::analysisFollowsThePositionOnTheBoard() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    w.window.startGame(positionFrom("x5o/7/7/7/7/7/o5x x 0 1"));
    for (int i = 0; i < 3; ++i) QVERIFY(w.controller()->playHumanMove(firstMove(w.game())));
    w.window.watchMode()->actions().analyse->trigger();
    Analyser* analyser = w.watch()->analyser();
    QVERIFY(analyser->isRunning());
    QCOMPARE(analyser->ply(), 3);
    // Browsing back: the analysis moves with the board, and the graph gets its number.
    w.controller()->goTo(1);
    QCOMPARE(analyser->ply(), 1);
    QCOMPARE(analyser->position(), w.game().position_at(1));
    QVERIFY(QTest::qWaitFor([&] { return analyser->latest().depth >= 3; }, eventTimeoutMs));
    QVERIFY(w.graph()->evaluationAt(2).has_value());
    // A human game goes on while it analyses: the analysis follows the new move.
    w.controller()->goTo(3);
    QVERIFY(w.controller()->playHumanMove(firstMove(w.game())));
    QCOMPARE(analyser->ply(), 4);
    w.output()->stopAnalysisButton()->click();
    QVERIFY(!analyser->isRunning());
    QVERIFY(!w.window.watchMode()->actions().analyse->isChecked());
}

void TestWatchMode::ourEngineAsAnExternalEnginePlaysAWholeGame_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("7x7") << QString::fromLatin1(start_fen);
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen);
}

void TestWatchMode::ourEngineAsAnExternalEnginePlaysAWholeGame() {
    QFETCH(QString, fen);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(PlayerSetup::externalEngine(ourEngine()), easy);
    w.window.startGame(positionFrom(fen.toLatin1().constData()));
    QVERIFY(w.waitForTheEnd(3 * eventTimeoutMs));
    const GameResult result = w.game().result();
    QVERIFY2(result.reason != EndReason::Declared, w.game().declared_reason().c_str());
    QVERIFY2(w.game().length() > 4, w.game().declared_reason().c_str());
    QVERIFY(w.controller()->externalEngine(Side::X) != nullptr);
    // Its info lines reached the panel, under its name.
    QVERIFY(w.output()->rowCount(EngineOutputPanel::Section::Black) >= 1);
    QCOMPARE(w.window.watchMode()->playerBox(Side::X)->currentText(),
             QStringLiteral("Ataxx engine"));
    QCOMPARE(w.graph()->pointCount(), w.game().length());
}

void TestWatchMode::aMisbehavingExternalEngineLosesWithTheReason_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("reason");
    QTest::newRow("exits") << QStringLiteral("crash") << QStringLiteral("stopped running");
    QTest::newRow("never answers")
        << QStringLiteral("hang") << QStringLiteral("gave no move in time");
    QTest::newRow("illegal move") << QStringLiteral("illegal")
                                  << QStringLiteral("played an illegal move (a1g7)");
}

void TestWatchMode::aMisbehavingExternalEngineLosesWithTheReason() {
    QFETCH(QString, mode);
    QFETCH(QString, reason);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // White is the fake: Black (Easy) moves first, then the fake fails.
    w.setPlayers(easy, PlayerSetup::externalEngine(fakeEngine(mode.toLatin1().constData())));
    w.window.newGame();
    const qint64 worst =
        worstLatenessWhile([&w] { return w.game().result().over(); }, eventTimeoutMs);
    QVERIFY(w.game().result().over());
    // Never held up for the fake's time: the window does not wait for it.
    QVERIFY2(worst < fakeMoveTimeMs / 3,
             qPrintable(QStringLiteral("a timer fired %1 ms late").arg(worst)));
    const GameResult result = w.game().result();
    QCOMPARE(result.outcome, Outcome::XWins);
    QCOMPARE(result.reason, EndReason::Declared);
    const QString why = QString::fromStdString(w.game().declared_reason());
    QVERIFY2(why.contains(reason) && why.contains(QStringLiteral("Fake ") + mode), qPrintable(why));
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(w.window.gameOverOverlay()->isVisible());
    QVERIFY(w.window.gameOverOverlay()->reason().contains(reason));
    QVERIFY(w.window.statusText().contains(reason));
    QCOMPARE(w.game().length(), 1);

    // The window goes on: a new game against our own engine plays.
    w.setPlayers(easy, veryEasy);
    w.window.newGame();
    QVERIFY(w.waitForMoves(4));
}

void TestWatchMode::anExternalEngineIsOfferedOnlyForBoardsItPlays() {
    ExternalEngine squares = ourEngine();
    squares.name = QStringLiteral("Squares only");
    squares.setPlays(BoardFamily::SmallHexagons, false);
    squares.setPlays(BoardFamily::LargeHexagons, false);
    ExternalEngine everything = ourEngine();
    EngineSettings().setEngines({squares, everything});
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    PlayerComboBox* box = w.watch()->playerBox(Side::O);
    w.window.startGame(positionFrom(start_fen.data()));
    QVERIFY(box->findText(QStringLiteral("Squares only")) >= 0);
    QVERIFY(box->findText(QStringLiteral("Ataxx engine")) >= 0);
    w.window.startGame(positionFrom(hexxagon_fen.data()));
    QCOMPARE(box->findText(QStringLiteral("Squares only")), -1);
    QVERIFY(box->findText(QStringLiteral("Ataxx engine")) >= 0);

    // Choosing it in the box makes it White's player.
    box->setCurrentIndex(box->findText(QStringLiteral("Ataxx engine")));
    emit box->activated(box->currentIndex());
    QVERIFY(w.controller()->player(Side::O).isExternal());
    QCOMPARE(w.controller()->player(Side::O).external.name, QStringLiteral("Ataxx engine"));
}

void TestWatchMode::thePlayersBoxesShowTheLevelsOnTheScale() {
    // Each level with its Elo on the board's scale, 500 to 3000; above the
    // top, the top and more.
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    PlayerComboBox* box = w.watch()->playerBox(Side::O);
    w.window.startGame(positionFrom(start_fen.data()));
    QVERIFY(box->findText(QStringLiteral("Computer (Medium, 2365)")) >= 0);
    QVERIFY(box->findText(QStringLiteral("Computer (Very hard, 3000+)")) >= 0);
    w.window.startGame(positionFrom(hexxagon_fen.data()));
    QVERIFY(box->findText(QStringLiteral("Computer (Medium, 2807)")) >= 0);
    QVERIFY(box->findText(QStringLiteral("Computer (Hard, 3000+)")) >= 0);
    QVERIFY(box->findText(QStringLiteral("Computer (Very hard, 3000+)")) >= 0);
}

void TestWatchMode::theEnginesDialogTriesAnEngineBeforeAddingIt() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.watchMode()->actions().engines->trigger();
    EnginesDialog* dialog = w.watch()->enginesDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());

    dialog->setForm(QString(), QStringLiteral(ATAXX_ENGINE_PATH), 200);
    dialog->addFromForm();
    QVERIFY(dialog->isChecking());
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isChecking(); }, eventTimeoutMs));
    QVERIFY2(dialog->engines().size() == 1, qPrintable(dialog->statusText()));
    const ExternalEngine added = dialog->engines().front();
    QCOMPARE(added.name, QStringLiteral("Ataxx " ATAXX_VERSION)); // the name it gave
    QCOMPARE(added.boards, ExternalEngine().boards);              // every kind of board
    // The options it declared are kept for the options editor.
    QVERIFY(added.declaredOptions.contains(
        QStringLiteral("option name Hash type spin default 64 min 1 max 8192")));
    QCOMPARE(EngineSettings().engines().size(), 1);
    // It is offered at once.
    QVERIFY(w.watch()->playerBox(Side::O)->findText(QStringLiteral("Ataxx " ATAXX_VERSION)) >= 0);

    dialog->setForm(QStringLiteral("Broken"),
                    QStringLiteral(ATAXX_TEST_DATA "/fake-engine.sh crash"), 200);
    dialog->addFromForm();
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isChecking(); }, eventTimeoutMs));
    QCOMPARE(dialog->engines().size(), 1);
    QVERIFY2(dialog->statusText().contains(QStringLiteral("not added")) &&
                 dialog->statusText().contains(QStringLiteral("stopped running")),
             qPrintable(dialog->statusText()));
    dialog->close();
}

namespace {

// Our engine behind the fake's wrapper that dies, as a panicking program
// does, on any hexagon (tests/data/fake-engine.sh nohex).
ExternalEngine noHexagons() {
    return engineFor(QStringLiteral("No hexagons"),
                     QStringLiteral(ATAXX_TEST_DATA "/fake-engine.sh nohex " ATAXX_ENGINE_PATH),
                     30);
}

// The same, known to play only rectangles.
ExternalEngine rectanglesOnlyEngine() {
    ExternalEngine engine = noHexagons();
    engine.setPlays(BoardFamily::SmallHexagons, false);
    engine.setPlays(BoardFamily::LargeHexagons, false);
    return engine;
}

} // namespace

void TestWatchMode::theTrialFindsTheBoardsAnEngineCannotPlay() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.watchMode()->actions().engines->trigger();
    EnginesDialog* dialog = w.watch()->enginesDialog();
    QVERIFY(dialog);
    const ExternalEngine wrapped = noHexagons();
    dialog->setForm(wrapped.name, wrapped.command, 200);
    dialog->addFromForm();
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isChecking(); }, 2 * eventTimeoutMs));

    // Added, with exactly the boards it played: the four kinds of rectangle.
    QVERIFY2(dialog->engines().size() == 1, qPrintable(dialog->statusText()));
    ExternalEngine added = dialog->engines().front();
    for (const BoardFamily family : allBoardFamilies) {
        const bool hexagon =
            family == BoardFamily::SmallHexagons || family == BoardFamily::LargeHexagons;
        QVERIFY2(added.plays(family) != hexagon, qPrintable(BoardFamilies::name(family)));
    }
    QCOMPARE(EngineSettings().engines().front().boards, added.boards);
    // The crash is said of the board, with the lines that tell its cause;
    // everything it wrote is under Details.
    const QString status = dialog->statusText();
    QVERIFY2(status.contains(QStringLiteral("could not play Hexxagon")) &&
                 status.contains(QStringLiteral("could not play the hexagon of side 6")) &&
                 status.contains(QStringLiteral("stopped running (exit status 101)")) &&
                 status.contains(QStringLiteral("index out of bounds")) &&
                 !status.contains(QStringLiteral("not added")),
             qPrintable(status));
    QVERIFY(dialog->details().contains(QStringLiteral("panicked at src/board.rs")));
    auto* details = dialog->findChild<QPushButton*>(QStringLiteral("engineDetails"));
    QVERIFY(details && details->isVisible());

    // The person may tick a board by hand: it is offered there from then on.
    auto* large = dialog->findChild<QCheckBox*>(QStringLiteral("plays:large-hexagons"));
    QVERIFY(large && large->isEnabled() && !large->isChecked());
    large->click();
    QVERIFY(EngineSettings().engines().front().plays(BoardFamily::LargeHexagons));
    large->click();
    QVERIFY(!EngineSettings().engines().front().plays(BoardFamily::LargeHexagons));
    dialog->close();
}

void TestWatchMode::aGameDoesNotStartWithAnEngineThatCannotPlayTheBoard() {
    const ExternalEngine rectanglesOnly = rectanglesOnlyEngine();
    EngineSettings().setEngines({rectanglesOnly});
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, PlayerSetup::externalEngine(rectanglesOnly));

    // Asked who plays White instead; no answer: the game on screen stays.
    w.prompter->choice = -1;
    QVERIFY(!w.window.startGame(positionFrom(hexxagon_fen.data())));
    QVERIFY(w.prompter->questions.last().contains(QStringLiteral("No hexagons cannot play")));
    QVERIFY(!w.game().start_position().geometry().is_hexagon());
    QVERIFY(w.controller()->player(Side::O).isExternal());
    QVERIFY(w.window.statusText().contains(QStringLiteral("not started")));

    // The first choice, Very hard, takes White's place, and the game starts.
    w.prompter->choice = 0;
    QVERIFY(w.window.startGame(positionFrom(hexxagon_fen.data())));
    QVERIFY(w.game().start_position().geometry().is_hexagon());
    QCOMPARE(w.controller()->player(Side::O), PlayerSetup::engine(Level::VeryHard));
    QVERIFY(!w.game().result().over());

    // The watch toolbar's Start asks the same, and starts nothing on "cancel"
    // (held meanwhile, so that nobody moves on the hexagon on screen).
    w.controller()->setPaused(true);
    w.setPlayers(easy, PlayerSetup::externalEngine(rectanglesOnly));
    w.prompter->choice = -1;
    const int asked = static_cast<int>(w.prompter->questions.size());
    w.window.watchMode()->actions().start->trigger();
    QCOMPARE(w.prompter->questions.size(), asked + 1);
    QVERIFY(w.controller()->player(Side::O).isExternal());
    QCOMPARE(w.game().length(), 0);
    QVERIFY(!w.game().result().over());
}

void TestWatchMode::aQuestionHoldsTheComputersUntilItIsAnswered() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(easy, easy);
    QVERIFY(w.waitForMoves(8));

    // New game asks whether to save the game in progress; meanwhile the
    // computers hold: the next move is chosen, and waits.
    int asked = -1;
    bool held = false;
    bool moveWaits = false;
    int whenAnswered = -1;
    QString cardWhileAsked;
    QString statusWhileAsked;
    QString outputWhileAsked;
    w.prompter->whileAsking = [&] {
        asked = w.game().length();
        held = w.controller()->isHeld();
        moveWaits = QTest::qWaitFor(
            [&] { return w.controller()->hasMoveWaiting() || w.game().length() != asked; },
            eventTimeoutMs);
        QCoreApplication::processEvents();
        whenAnswered = w.game().length();
        // What the window says meanwhile: held, not thinking.
        cardWhileAsked = w.window.playerPanel(w.game().position().side_to_move())->stateText();
        statusWhileAsked = w.window.statusText();
        outputWhileAsked = w.output()->summary(w.game().position().side_to_move() == Side::X
                                                   ? EngineOutputPanel::Section::Black
                                                   : EngineOutputPanel::Section::White);
    };
    w.prompter->saveChoice = Prompter::SaveChoice::Cancel;
    w.window.actions().newGame->trigger();
    w.prompter->whileAsking = {};
    QVERIFY(held);
    QVERIFY(moveWaits);
    QCOMPARE(whenAnswered, asked);
    QCOMPARE(cardWhileAsked, QStringLiteral("Held while you answer"));
    QVERIFY2(statusWhileAsked.contains(QStringLiteral("waits while you answer")),
             qPrintable(statusWhileAsked));
    // The engine output's header says the same, not "thinking…".
    QVERIFY2(outputWhileAsked.contains(QStringLiteral("waits while you answer")),
             qPrintable(outputWhileAsked));
    // The question names the move of the game as it was when asked.
    QVERIFY2(w.prompter->saveQuestions.last().contains(
                 QStringLiteral("(move %1)").arg(MoveText::moveNumber(w.game(), asked))),
             qPrintable(w.prompter->saveQuestions.last()));

    // Cancel: the same game, and the computers go on.
    QVERIFY(!w.controller()->isHeld());
    QVERIFY(w.waitForMoves(asked + 1));
    QVERIFY(w.controller()->computersPlaying());
}

void TestWatchMode::cancellingALaterQuestionOfNewGameLeavesThePlayersAsTheyWere() {
    const ExternalEngine rectanglesOnly = rectanglesOnlyEngine();
    EngineSettings().setEngines({rectanglesOnly});
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // Hard against the engine, held so that nobody moves, then a game opened:
    // people play it on, with its file's names.
    w.controller()->setPaused(true);
    w.setPlayers(hard, PlayerSetup::externalEngine(rectanglesOnly));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("opened.pgn"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Black \"Ann\"]\n[White \"Bob\"]\n\n*\n");
    }
    QVERIFY(w.window.document()->openFile(path));
    QCOMPARE(w.window.playerPanel(Side::X)->playerName(), QStringLiteral("Ann"));
    QVERIFY(w.controller()->playHumanMove(firstMove(w.game())));
    const int length = w.game().length();

    // New games are on Hexxagon, which the engine does not play. New game:
    // Save, then Cancel when asked who plays White instead.
    AppSettings().setStartPosition(positionFrom(hexxagon_fen.data()));
    w.prompter->saveChoice = Prompter::SaveChoice::Save;
    w.prompter->choice = -1;
    w.window.actions().newGame->trigger();
    QVERIFY(w.prompter->questions.last().contains(QStringLiteral("No hexagons cannot play")));

    // The game on screen stays as it was, with everything that shows its players.
    QCOMPARE(w.game().length(), length);
    QVERIFY(!w.game().start_position().geometry().is_hexagon());
    for (const Side side : {Side::X, Side::O}) {
        QCOMPARE(w.controller()->player(side), human);
        QCOMPARE(w.watch()->playerBox(side)->player(), human);
        QVERIFY(!w.output()->isSectionVisible(side == Side::X ? EngineOutputPanel::Section::Black
                                                              : EngineOutputPanel::Section::White));
    }
    QCOMPARE(w.window.playerPanel(Side::X)->playerName(), QStringLiteral("Ann"));
    QCOMPARE(w.window.playerPanel(Side::O)->playerName(), QStringLiteral("Bob"));
    // Saved before the question: the file holds the move played.
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("1."));
}

void TestWatchMode::theNewGameDialogShowsWhoWillPlayAndOffersTheEngines() {
    const ExternalEngine engine = ourEngine();
    EngineSettings().setEngines({engine});
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // The toolbar made it Very hard against the engine for this game.
    w.setPlayers(PlayerSetup::engine(Level::VeryHard), PlayerSetup::externalEngine(engine));
    w.controller()->setPaused(true);
    w.window.actions().newGameSettings->trigger();
    auto* dialog = w.window.findChild<SettingsDialog*>();
    QVERIFY(dialog);
    auto* kindX = dialog->findChild<QComboBox*>(QStringLiteral("kindX"));
    auto* levelX = dialog->findChild<QComboBox*>(QStringLiteral("levelX"));
    auto* kindO = dialog->findChild<QComboBox*>(QStringLiteral("kindO"));
    QCOMPARE(kindX->currentIndex(), 1);
    QCOMPARE(levelX->currentText(),
             PlayerSetup::levelChoice(Level::VeryHard, rating::Family::Board7x7));
    // Very hard stands above the scale's top (and won every game of its
    // measure): it reads as the top and more.
    QCOMPARE(levelX->currentText(), QStringLiteral("Very hard (3000+)"));
    QCOMPARE(levelX->itemText(static_cast<int>(Level::Medium)),
             QStringLiteral("Medium (%1)").arg(level_elo(Level::Medium, rating::Family::Board7x7)));
    QCOMPARE(kindO->currentText(), engine.name);
    // The engine is offered to Black too.
    QVERIFY(kindX->findText(engine.name) >= 0);
    QCOMPARE(dialog->player(Side::O).external.command, engine.command);
    dialog->reject();
}

void TestWatchMode::theOptionsEditorRoundTripsASpinACheckAndACombo() {
    // The options the fake declares, as the trial keeps them.
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.watchMode()->actions().engines->trigger();
    EnginesDialog* dialog = w.watch()->enginesDialog();
    dialog->setForm(QStringLiteral("Options"),
                    QStringLiteral(ATAXX_TEST_DATA "/fake-engine.sh options"), 100);
    dialog->addFromForm();
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isChecking(); }, 2 * eventTimeoutMs));
    QCOMPARE(dialog->engines().size(), 1);
    QCOMPARE(dialog->engines().front().declaredOptions.size(), 5);

    // Set in the editor, as a person clicks: Options… on the selected engine.
    auto* options = dialog->findChild<QPushButton*>(QStringLiteral("engineOptions"));
    QVERIFY(options && options->isEnabled());
    options->click();
    auto* editor = dialog->findChild<EngineOptionsDialog*>();
    QVERIFY(editor);
    auto* hash = qobject_cast<QSpinBox*>(editor->editor(QStringLiteral("Hash")));
    auto* ponder = qobject_cast<QCheckBox*>(editor->editor(QStringLiteral("Ponder")));
    auto* style = qobject_cast<QComboBox*>(editor->editor(QStringLiteral("Style")));
    QVERIFY(hash && ponder && style);
    QCOMPARE(hash->value(), 32); // the defaults
    QCOMPARE(hash->maximum(), 1024);
    QVERIFY(!ponder->isChecked());
    QCOMPARE(style->count(), 3);
    QVERIFY(editor->values().isEmpty());
    hash->setValue(16);
    ponder->setChecked(true);
    style->setCurrentText(QStringLiteral("wild"));
    editor->accept();

    // Remembered, and sent before each game in the order the engine declared them.
    const ExternalEngine stored = EngineSettings().engines().front();
    QCOMPARE(stored.optionValues.value(QStringLiteral("Hash")), QStringLiteral("16"));
    QCOMPARE(stored.optionValues.value(QStringLiteral("Ponder")), QStringLiteral("true"));
    QCOMPARE(stored.optionValues.value(QStringLiteral("Style")), QStringLiteral("wild"));
    const QList<std::pair<QString, QString>> sent{
        {QStringLiteral("Hash"), QStringLiteral("16")},
        {QStringLiteral("Ponder"), QStringLiteral("true")},
        {QStringLiteral("Style"), QStringLiteral("wild")}};
    QCOMPARE(stored.optionsToSend(), sent);
    QCOMPARE(stored.matchDescription(),
             std::string("uai:") + ATAXX_TEST_DATA +
                 "/fake-engine.sh options|Hash=16|Ponder=true|Style=wild");

    // Opened again, the editor shows them; Restore defaults clears them.
    options->click();
    editor = nullptr;
    for (EngineOptionsDialog* open : dialog->findChildren<EngineOptionsDialog*>())
        if (open->isVisible()) editor = open;
    QVERIFY(editor);
    QCOMPARE(qobject_cast<QSpinBox*>(editor->editor(QStringLiteral("Hash")))->value(), 16);
    QVERIFY(qobject_cast<QCheckBox*>(editor->editor(QStringLiteral("Ponder")))->isChecked());
    QCOMPARE(qobject_cast<QComboBox*>(editor->editor(QStringLiteral("Style")))->currentText(),
             QStringLiteral("wild"));
    editor->restoreDefaults();
    QVERIFY(editor->values().isEmpty());
    editor->accept();
    QVERIFY(EngineSettings().engines().front().optionValues.isEmpty());
    dialog->close();
}

void TestWatchMode::theDemoStartsAComputerGameWithThePanelsShown() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QVERIFY(!w.watch()->outputDock()->isVisible());
    w.watch()->startDemo();
    QVERIFY(w.controller()->isComputer(Side::X));
    QVERIFY(w.controller()->isComputer(Side::O));
    QCOMPARE(w.controller()->player(Side::X), EngineSettings().watchPlayer(Side::X));
    QVERIFY(w.watch()->outputDock()->isVisible());
    QVERIFY(w.watch()->graphDock()->isVisible());
    QVERIFY(w.waitForMoves(2));
    // Undo waits for a pause while they play.
    QVERIFY(!w.window.actions().undo->isEnabled());
}

void TestWatchMode::theEvaluationCurveStaysWithinItsScale() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    for (int i = 0; i < 6; ++i) QVERIFY(w.controller()->playHumanMove(firstMove(w.game())));
    w.watch()->showDocks();
    EvalGraph* graph = w.graph();
    QVERIFY(QTest::qWaitForWindowExposed(graph));
    // Black ever further ahead, far past 12 pieces, then a proven win.
    const int forBlack[] = {300, 1500, 2500, 3500, 4500};
    for (int ply = 0; ply < 5; ++ply) {
        const Position& position = w.game().position_at(ply);
        const int score = position.side_to_move() == Side::X ? forBlack[ply] : -forBlack[ply];
        graph->recordEvaluation(ply, position, score);
    }
    const Position& last = w.game().position_at(5);
    graph->recordEvaluation(5, last, last.side_to_move() == Side::X ? 30000 : -30000);
    // Every point lies inside the graph, and each larger lead is drawn higher:
    // no stretch runs flat along the edge.
    for (int move = 1; move <= 6; ++move)
        QVERIFY2(graph->rect().contains(graph->pointPosition(move).toPoint()),
                 qPrintable(QString::number(move)));
    for (int move = 2; move <= 5; ++move)
        QVERIFY2(graph->pointPosition(move).y() < graph->pointPosition(move - 1).y(),
                 qPrintable(QString::number(move)));
    QVERIFY(graph->pointPosition(6).y() <= graph->pointPosition(5).y());
}

void TestWatchMode::theCurveStaysInsideTheGraphAtNineteenPiecesAndAProvenResult() {
    Game game(positionFrom(start_fen.data()));
    for (int i = 0; i < 8; ++i) QVERIFY(game.play(firstMove(game)));
    EvalGraph graph;
    graph.setGame(&game);
    graph.resize(480, 220);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    // White ever further ahead, to 19 pieces (the score that used to be drawn
    // on the frame's bottom line, cut in half), then a proven loss for Black,
    // then the same for Black: every point's dot lies whole inside the frame.
    const int forBlack[] = {-300, -1200, -1900, -1900, -30000, 1900, 30000, 0};
    for (int ply = 0; ply < 8; ++ply) {
        const Position& position = game.position_at(ply);
        const int score = position.side_to_move() == Side::X ? forBlack[ply] : -forBlack[ply];
        graph.recordEvaluation(ply, position, score);
    }
    const QRectF inside = graph.evaluationArea().adjusted(5, 5, -5, -5);
    for (int move = 1; move <= 8; ++move) {
        const QPointF point = graph.pointPosition(move);
        QVERIFY2(inside.contains(point), qPrintable(QStringLiteral("move %1 at %2 in %3..%4")
                                                        .arg(move)
                                                        .arg(point.y())
                                                        .arg(inside.top())
                                                        .arg(inside.bottom())));
    }
    // On the picture: the curve's blue reaches the bottom point's dot, and no
    // row of the frame's bottom line turns blue.
    const QImage picture = graph.grab().toImage();
    const QRectF area = graph.evaluationArea();
    const int bottom = qRound(area.bottom());
    int blueOnTheEdge = 0;
    for (int x = qRound(area.left()); x < qRound(area.right()); ++x)
        for (int y = bottom - 1; y <= bottom + 1; ++y)
            blueOnTheEdge +=
                colours::colourDistance(picture.pixelColor(x, y), QColor(0x29, 0x79, 0xd6)) < 30;
    QCOMPARE(blueOnTheEdge, 0);
    const QPoint lowest = graph.pointPosition(3).toPoint();
    QVERIFY(colours::colourDistance(picture.pixelColor(lowest), QColor(0x29, 0x79, 0xd6)) < 30);
}

// Two engines that disagree: each has its line through its own side's
// moves, both from Black's point of view, in colours of their own, named in
// the legend and in the words of each point; with one engine, the analysis or
// a review, the one line of before.
void TestWatchMode::eachComputersEngineHasALineOfItsOwn() {
    Game game(positionFrom(start_fen.data()));
    for (int i = 0; i < 8; ++i) QVERIFY(game.play(firstMove(game)));
    EvalGraph graph;
    graph.setGame(&game);
    graph.resize(560, 240);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    // Each side's engine thinks its side a piece ahead.
    const auto record = [&](PlyEvaluation::Source source, const std::function<bool(Side)>& which) {
        graph.clearEvaluations();
        for (int ply = 0; ply < game.length(); ++ply)
            if (which(game.position_at(ply).side_to_move()))
                graph.recordEvaluation(ply, game.position_at(ply), 100, source);
    };
    const auto everyMove = [](Side) { return true; };
    const auto moverOf = [&](int move) { return game.position_at(move - 1).side_to_move(); };

    // The analysis, evaluating every move: one line, as ever.
    record(PlyEvaluation::Source::Analysis, everyMove);
    QCOMPARE(graph.lineCount(), 1);
    QVERIFY(!graph.engineEvaluationAt(Side::X, 1));
    graph.grab();
    QVERIFY(graph.shownLegend().isEmpty());
    QCOMPARE(graph.shownTitles().front(), QStringLiteral("Evaluation for Black"));

    // Two computers' engines.
    record(PlyEvaluation::Source::Player, everyMove);
    QCOMPARE(graph.lineCount(), 2);
    for (int move = 1; move <= game.length(); ++move) {
        const Side mover = moverOf(move);
        const int forBlack = mover == Side::X ? 100 : -100;
        QCOMPARE(graph.evaluationAt(move), std::optional<int>(forBlack));
        QCOMPARE(graph.engineEvaluationAt(mover, move), std::optional<int>(forBlack));
        QVERIFY(!graph.engineEvaluationAt(!mover, move));
    }
    const QImage picture = graph.grab().toImage();
    QCOMPARE(graph.shownLegend(),
             QStringList({QStringLiteral("Black's engine"), QStringLiteral("White's engine")}));
    QCOMPARE(graph.shownTitles().front(), QStringLiteral("Evaluation for Black"));
    QVERIFY(colours::colourDistance(graph.engineColour(Side::X), graph.engineColour(Side::O)) >
            100);
    for (int move = 1; move <= game.length(); ++move) {
        const QPoint at = graph.pointPosition(move).toPoint();
        const QColor colour = graph.engineColour(moverOf(move));
        QVERIFY2(
            colours::colourDistance(picture.pixelColor(at), colour) < 30,
            qPrintable(QStringLiteral("move %1: %2").arg(move).arg(picture.pixelColor(at).name())));
    }
    // The words say whose evaluation it is: the last move is White's.
    QCOMPARE(moverOf(game.length()), Side::O);
    QVERIFY2(graph.accessibleDescription().contains(QStringLiteral("White's engine: -1.00")),
             qPrintable(graph.accessibleDescription()));

    // A narrow graph keeps the legend, naming the sides alone if need be.
    graph.resize(300, 200);
    graph.grab();
    QCOMPARE(graph.shownLegend().size(), 2);
    QVERIFY(graph.shownLegend().front().contains(QStringLiteral("Black")));

    // One engine (a person against the computer): its moves, one line.
    graph.resize(560, 240);
    record(PlyEvaluation::Source::Player, [](Side side) { return side == Side::O; });
    QCOMPARE(graph.lineCount(), 1);
    QVERIFY(!graph.engineEvaluationAt(Side::O, 2));
    QVERIFY2(graph.accessibleDescription().contains(QStringLiteral("Evaluation: -1.00")),
             qPrintable(graph.accessibleDescription()));
    graph.grab();
    QVERIFY(graph.shownLegend().isEmpty());

    // A review over two engines' evaluations: its one line.
    record(PlyEvaluation::Source::Player, everyMove);
    graph.recordEvaluation(3, game.position_at(3), 50, PlyEvaluation::Source::Review);
    QCOMPARE(graph.lineCount(), 1);
}

void TestWatchMode::marksOfNeighbouringMovesDoNotRunTogether() {
    Game game(positionFrom(start_fen.data()));
    for (int i = 0; i < 40; ++i) QVERIFY(game.play(firstMove(game)));
    // A run of marked moves, blunders among them, and two blunders in a row
    // further on: on a narrow graph their signs would read "?????".
    const std::pair<int, int> marks[] = {{10, 4}, {11, 4}, {12, 2}, {13, 6}, {14, 4},
                                         {15, 2}, {16, 6}, {17, 4}, {25, 4}, {26, 4}};
    for (const auto& [index, nag] : marks) game.set_note(index, MoveNote{nag, {}});
    EvalGraph graph;
    graph.setGame(&game);
    graph.resize(300, 200);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    const auto labels = graph.markLabels();
    QVERIFY(!labels.empty());
    for (std::size_t i = 0; i < labels.size(); ++i) {
        QVERIFY(graph.evaluationArea().contains(labels[i].rect));
        for (std::size_t j = i + 1; j < labels.size(); ++j)
            QVERIFY2(
                !labels[i].rect.intersects(labels[j].rect),
                qPrintable(
                    QStringLiteral("moves %1 and %2").arg(labels[i].move).arg(labels[j].move)));
    }
    // Where not every sign fits, the blunders keep theirs: both of the pair
    // and some of the run.
    const auto shown = [&labels](int move) {
        return std::any_of(labels.begin(), labels.end(),
                           [move](const EvalGraph::MarkLabel& l) { return l.move == move; });
    };
    QVERIFY(shown(26) && shown(27));
    QVERIFY(shown(11) || shown(12));
    // At a comfortable width every mark has its sign.
    graph.resize(900, 240);
    QCOMPARE(graph.markLabels().size(), std::size(marks));
}

namespace {

// The warnings Qt printed while one is alive.
QStringList qtWarnings;
QtMessageHandler previousHandler = nullptr;
void recordWarning(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type == QtWarningMsg) qtWarnings << message;
    if (previousHandler) previousHandler(type, context, message);
}
struct WarningRecorder {
    WarningRecorder() {
        qtWarnings.clear();
        previousHandler = qInstallMessageHandler(recordWarning);
    }
    ~WarningRecorder() { qInstallMessageHandler(previousHandler); }
};

} // namespace

void TestWatchMode::thePlayersButtonsStayPutWhileThePlanChanges() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.watch()->showTournamentDialog();
    TournamentDialog* dialog = w.watch()->tournamentDialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto* add = dialog->findChild<QPushButton*>(QStringLiteral("addPlayer"));
    auto* remove = dialog->findChild<QPushButton*>(QStringLiteral("removePlayer"));
    auto* spread = dialog->findChild<QLabel*>(QStringLiteral("spread"));
    auto* players = dialog->findChild<QListWidget*>(QStringLiteral("players"));
    QVERIFY(add && remove && spread && players);
    const QPoint addAt = add->mapTo(dialog, QPoint());
    const QString before = spread->text();
    // Down to one player: the line below says something else, shorter.
    players->setCurrentRow(0);
    QTest::mouseClick(remove, Qt::LeftButton);
    QTRY_VERIFY(spread->text() != before);
    QCoreApplication::processEvents();
    QCOMPARE(add->mapTo(dialog, QPoint()), addAt);
    // And back to two: the buttons are where they were throughout.
    QTest::mouseClick(add, Qt::LeftButton);
    QTRY_COMPARE(spread->text(), before);
    QCoreApplication::processEvents();
    QCOMPARE(add->mapTo(dialog, QPoint()), addAt);
}

void TestWatchMode::theTournamentsBoardIsCentredAndItsBoardsTakeTheRoom() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.watch()->showTournamentDialog();
    TournamentDialog* dialog = w.watch()->tournamentDialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto* live = dialog->findChild<TournamentGameView*>();
    QVERIFY(live);
    auto* board = live->findChild<BoardView*>();
    auto* boards = dialog->findChild<QListWidget*>(QStringLiteral("boards"));
    auto* players = dialog->findChild<QListWidget*>(QStringLiteral("players"));
    QVERIFY(board && boards && players);
    // The small board in the middle of its column, not to one side of it.
    const auto centred = [live, board] {
        const QRectF drawn = board->boardRect().translated(board->mapTo(live, QPoint()));
        return std::abs(drawn.center().x() - live->width() / 2.0) <= 2;
    };
    QVERIFY(centred());
    // The boards' list has the plan's room: more rows than five, and more
    // than the players' list, which keeps to a few.
    const int row = boards->sizeHintForRow(0);
    const auto rowsShown = [row](const QListWidget* list) {
        return list->viewport()->height() / row;
    };
    QVERIFY2(rowsShown(boards) >= 8, qPrintable(QString::number(rowsShown(boards))));
    QVERIFY(rowsShown(players) <= 4);
    // A taller dialog shows more boards, until it shows them all.
    const int before = boards->height();
    dialog->resize(dialog->width(), dialog->height() + 160);
    QTRY_VERIFY_WITH_TIMEOUT(boards->height() >= before + 60, eventTimeoutMs);
    QVERIFY(centred());
    dialog->resize(dialog->width(), 3000);
    QTRY_VERIFY_WITH_TIMEOUT(rowsShown(boards) >= std::min(boards->count(), 24), eventTimeoutMs);
    dialog->close();
}

void TestWatchMode::theTournamentDialogOpensWithoutALayoutWarning() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const WarningRecorder recorder;
    w.watch()->showTournamentDialog();
    TournamentDialog* dialog = w.watch()->tournamentDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // Each of its lists is at least three rows high.
    QVERIFY(dialog->planEditor()->playerList()->minimumHeight() >
            3 * dialog->fontMetrics().height() / 2);
    // The standing table ends at its right edge, before and after the tabs
    // are switched, and only the names' column takes the room left over.
    auto* tabs = dialog->findChild<QTabWidget*>(QStringLiteral("results"));
    auto* cross = dialog->findChild<QTableView*>(QStringLiteral("crosstable"));
    QVERIFY(tabs && cross);
    const auto fills = [cross] {
        QHeaderView* header = cross->horizontalHeader();
        return header->length() == cross->viewport()->width() &&
               header->sectionResizeMode(1) == QHeaderView::Stretch &&
               header->sectionResizeMode(header->count() - 1) == QHeaderView::ResizeToContents;
    };
    QVERIFY(QTest::qWaitFor(fills, eventTimeoutMs));
    tabs->setCurrentIndex(1);
    tabs->setCurrentIndex(0);
    QVERIFY(QTest::qWaitFor(fills, eventTimeoutMs));
    dialog->close();
    const QStringList negative = qtWarnings.filter(QStringLiteral("Negative sizes"));
    QVERIFY2(negative.isEmpty(), qPrintable(negative.join(QLatin1Char('\n'))));
}

void TestWatchMode::aLongTrialReportLeavesTheEngineListFourRowsAndScrolls() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.watchMode()->actions().engines->trigger();
    EnginesDialog* dialog = w.watch()->enginesDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const ExternalEngine wrapped = noHexagons();
    dialog->setForm(wrapped.name, wrapped.command, 200);
    dialog->addFromForm();
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isChecking(); }, 2 * eventTimeoutMs));
    QVERIFY(dialog->statusText().count(QLatin1Char('\n')) >= 3);
    QCoreApplication::processEvents();
    dialog->layout()->activate();

    // The list keeps room for four rows of engines.
    auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("engineTable"));
    QVERIFY(table);
    const int fourRows = 4 * table->verticalHeader()->defaultSectionSize();
    QVERIFY2(table->viewport()->height() >= fourRows,
             qPrintable(QStringLiteral("%1 < %2").arg(table->viewport()->height()).arg(fourRows)));
    // The report is drawn whole, wrapped to the dialog's width: what the
    // area does not show, its scroll bar reaches.
    auto* area = dialog->findChild<QScrollArea*>(QStringLiteral("engineStatusArea"));
    auto* report = dialog->findChild<QLabel*>(QStringLiteral("engineStatus"));
    QVERIFY(area && report);
    QVERIFY(report->wordWrap());
    QVERIFY2(report->height() >= report->heightForWidth(report->width()),
             qPrintable(QStringLiteral("%1 < %2")
                            .arg(report->height())
                            .arg(report->heightForWidth(report->width()))));
    QVERIFY(report->width() <= area->viewport()->width());
    QCOMPARE(area->verticalScrollBar()->maximum(),
             std::max(0, report->height() - area->viewport()->height()));
    // Nothing is drawn over the list: its buttons stand below it.
    auto* remove = dialog->findChild<QPushButton*>(QStringLiteral("removeEngine"));
    QVERIFY(remove);
    QVERIFY(table->geometry().bottom() < remove->geometry().top());
    QVERIFY(area->geometry().top() > remove->geometry().bottom());
    dialog->close();
}

void TestWatchMode::theMatchDialogFitsTheWindowAndAsksBeforeMakingAFolder() {
    Window w;
    w.window.resize(940, 680);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.watch()->showTournamentDialog();
    TournamentDialog* dialog = w.watch()->tournamentDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // Not taller or wider than the window at its default size.
    QVERIFY2(dialog->width() <= 940 && dialog->height() <= 680,
             qPrintable(QStringLiteral("%1x%2").arg(dialog->width()).arg(dialog->height())));

    // A game file in a folder that is not there: asked first; No makes nothing.
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("Documents"));
    dialog->planEditor()->setPlayers({veryEasy, veryEasy});
    dialog->planEditor()->setRounds(1);
    dialog->planEditor()->setMoveTime(30);
    dialog->planEditor()->setOpenings({QString::fromLatin1(start_fen)});
    dialog->planEditor()->setPgnPath(folder + QStringLiteral("/match.pgn"));
    QStringList asked;
    QMessageBox::StandardButton answer = QMessageBox::No;
    QTimer answerer;
    answerer.setInterval(20);
    connect(&answerer, &QTimer::timeout, &answerer, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked << box->text();
            box->button(answer)->click();
        }
    });
    answerer.start();
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.front().contains(QDir::toNativeSeparators(folder)), qPrintable(asked.front()));
    QVERIFY(!QFileInfo::exists(folder));
    QVERIFY(!w.watch()->tournamentRunner()->isRunning());

    // Yes makes it, and the match runs.
    answer = QMessageBox::Yes;
    QSignalSpy finished(w.watch()->tournamentRunner(), &TournamentRunner::finished);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QCOMPARE(asked.size(), 2);
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(finished.count() > 0 || finished.wait(4 * eventTimeoutMs));
    answerer.stop();
}

QTEST_MAIN(TestWatchMode)
#include "tst_watchmode.moc"

// The whole window, used as a player would: moves clicked on the board, the
// computer's answers, undo and redo against it, undo and a new game while it
// thinks, switching sides, browsing the move list, the end of a game, hints,
// saving and opening game files (good, broken and with many games), the View
// options, a window that stays responsive while the strongest level thinks,
// and its layout: toolbars that fit in every language, the computers'
// controls shown while a computer plays, docks that open inside the window
// and give way to the board (every language, 940x680 and 700x500), a layout
// remembered between runs and a side panel that gives way in a small window. And the looks a player
// notices: a hint that agrees with the analysis and looks different, every toolbar button named,
// move dots that stand out on the dark board, and piece counts that change once the captured pieces
// have turned.

#include "analysisboard.h"
#include "board/bestmoveoverlay.h"
#include "board/boardpresets.h"
#include "board/boardview.h"
#include "board/gameoveroverlay.h"
#include "colours.h"
#include "earlieranswers.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "game/movelistview.h"
#include "game/playercombobox.h"
#include "game/playerpanel.h"
#include "help/howtoplaydialog.h"
#include "lateness.h"
#include "library/gameslibrary.h"
#include "library/librarygame.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "printing.h"
#include "reviewmode/reviewmode.h"
#include "reviewmode/reviewsummarydialog.h"
#include "settings/languages.h"
#include "settingsdialog/settingsdialog.h"
#include "testwindow.h"
#include "watch/evalgraph.h"
#include "watch/watchmode.h"

#include <QScopeGuard>
#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <memory>

using namespace ataxx;

namespace {

using test::eventTimeoutMs;
using test::RecordingPrompter;

Position positionFrom(const QString& fen) {
    const auto position = read_fen(fen.toStdString());
    return position ? *position : Position();
}

QStringList moveTexts(const Game& game) {
    QStringList moves;
    for (int i = 0; i < game.length(); ++i) {
        Position p = game.position_at(i);
        moves << QString::fromStdString(move_to_string(p.geometry(), game.move_at(i)));
    }
    return moves;
}

// The shared window (testwindow.h): questions answered by a RecordingPrompter,
// a short pause before the computer's moves, animation off unless asked for,
// and the easy levels' random choices fixed (the same position, the same move).
class Window : public test::TestWindow {
public:
    explicit Window(AnimationSpeed speed = AnimationSpeed::Off)
        : test::TestWindow(withSpeed(speed)) {}

    // Clicks some clone for the side to move, as a player would.
    void clickAnyClone() {
        const Position& p = game().position();
        const CellSet targets =
            p.geometry().adjacent_to(p.pieces(p.side_to_move())) & p.empty_cells();
        QVERIFY(!targets.empty());
        QTest::mouseClick(board(), Qt::LeftButton, {},
                          board()->cellCenter(targets.lowest()).toPoint());
    }
    // What the side panel shows agrees with the position at the cursor.
    [[nodiscard]] bool panelsMatchTheBoard() const {
        const Position& p = game().position();
        for (const Side side : {Side::X, Side::O}) {
            const PlayerPanel* panel = window.playerPanel(side);
            if (panel->count() != p.pieces(side).count()) return false;
            if (panel->isToMove() != (!game().result().over() && p.side_to_move() == side))
                return false;
        }
        return true;
    }

private:
    static test::WindowSetup withSpeed(AnimationSpeed speed) {
        test::WindowSetup setup;
        setup.speed = speed;
        return setup;
    }
};

const PlayerSetup human = PlayerSetup::human();

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aNewWindowIsYouAsBlackAgainstTheComputerOnSevenBySeven();
    void theComputerAnswersAndItsMoveAppears();
    void theComputerWaitsUntilYourMoveHasBeenShown();
    void undoTakesBackYourMoveAndTheReplyAndRedoReplaysThem();
    void undoWhileTheComputerThinksDropsItsAnswer();
    void aNewGameWhileTheComputerThinksDropsItsAnswer();
    void switchingTheThinkingSideToHumanStopsTheComputer();
    void closingTheWindowWhileTheComputerThinksIsQuick();
    void twoComputersPlayAGameToItsEnd();
    void clickingAMoveInTheListShowsThatPosition();
    void browsingAFinishedGameSaysWhereItEnded();
    void theThinkingScoreIsAlwaysBlacksLikeTheGraph();
    void playingFromAnEarlierPositionKeepsTheLaterMovesAsAVariation();
    void inAFinishedGameAPersonTriesMovesForBothSidesAndNoComputerAnswers();
    void theAnalysisBoardExploresTheGameAndGivesItBackAsItWas();
    void aPositionSetUpOpensOnTheAnalysisBoard();
    void theEndOfTheGameShowsWhoWonAndWhy_data();
    void theEndOfTheGameShowsWhoWonAndWhy();
    void theEndPanelTellsTheResultOfAGameOpenedInItsPlace();
    void aPersonWithNoMovePassesByItself();
    void aHintShowsTheEnginesMoveOnTheBoard();
    void theHintsWordsLeaveTheStatusBarWithItsMark();
    void saveAndOpenGiveBackTheSameGame_data();
    void saveAndOpenGiveBackTheSameGame();
    void aBrokenFileLeavesTheGameOnScreenAlone_data();
    void aBrokenFileLeavesTheGameOnScreenAlone();
    void aFileWithSeveralGamesOffersAList();
    void viewOptionsReachTheBoardAndAreRemembered();
    void theSettingsDialogChangesPlayersAndBoard();
    void helpShowsTheRulesWithDiagramsAndAbout();
    void theWindowStaysResponsiveWhileVeryHardThinks();
    void theToolbarsFitTheDefaultWindowInEveryLanguage_data();
    void theToolbarsFitTheDefaultWindowInEveryLanguage();
    void startShowsWithPeopleAndTheOtherControlsWhileAComputerPlays();
    void theDocksAreInTheViewMenuAndTournamentsInTheGameMenu();
    void saveAsHasCtrlShiftSWhereThePlatformHasNoKey();
    void startAndAnalyseOpenTheDocksInsideTheWindow();
    void theWindowsLayoutComesBackAndBadStoredLayoutIsIgnored();
    void theSidePanelGivesWayInASmallWindow();
    void theDocksGiveWayToTheBoardInEveryLanguage_data();
    void theDocksGiveWayToTheBoardInEveryLanguage();
    void theHintAgreesWithTheAnalysisAndLooksDifferent();
    void everyButtonOfTheGamesToolbarSaysWhatItDoes();
    void theMoveDotsStandOutOnTheDarkBoard();
    void thePieceCountsChangeOnceTheCapturedPiecesHaveTurned();
    void aPlayerAskedForOnTheCommandLineWinsOverTheRememberedOne();
    void browsingToTheComputersMoveSaysWhyAClickPlaysNothing();
};

void TestMainWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::init() {
    AppSettings().clear();
}

void TestMainWindow::aNewWindowIsYouAsBlackAgainstTheComputerOnSevenBySeven() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QCOMPARE(QString::fromStdString(write_fen(w.game().position())),
             QString::fromLatin1(start_fen));
    QVERIFY(!w.controller()->isComputer(Side::X));
    QVERIFY(w.controller()->isComputer(Side::O));
    QCOMPARE(w.controller()->player(Side::O).level, Level::Medium);
    QVERIFY(w.board()->isInteractive());
    QVERIFY(w.panelsMatchTheBoard());
    QCOMPARE(w.window.playerPanel(Side::X)->playerName(), QStringLiteral("You"));
    QVERIFY(w.window.statusText().contains(QStringLiteral("Your move")));
}

void TestMainWindow::theComputerAnswersAndItsMoveAppears() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QSignalSpy thinking(w.controller(), &GameController::thinkingChanged);
    w.click("b6");
    QCOMPARE(w.game().ply(), 1);
    QVERIFY(w.controller()->isThinking());
    QVERIFY(!w.board()->isInteractive());
    QVERIFY(w.window.playerPanel(Side::O)->isToMove());

    QVERIFY(w.waitForPly(2));
    QVERIFY(!w.controller()->isThinking());
    QCOMPARE(thinking.count(), 2);
    QVERIFY(w.board()->isInteractive());
    QVERIFY(w.panelsMatchTheBoard());
    // The reply is in the move list, in White's column, and marked as the last move.
    const QModelIndex reply = w.window.moveListView()->modelIndexOfMove(1);
    QCOMPARE(reply.column(), 1);
    QCOMPARE(reply.data().toString(), moveTexts(w.game()).at(1));
    QCOMPARE(w.window.moveListView()->currentIndex(), reply);
    QVERIFY(w.window.statusText().contains(QStringLiteral("Your move")));
}

void TestMainWindow::theComputerWaitsUntilYourMoveHasBeenShown() {
    Window w(AnimationSpeed::Normal);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::VeryEasy));
    w.click("a7");
    w.click("c5");
    QVERIFY(w.board()->isAnimating());
    QSignalSpy shown(w.board(), &BoardView::animationFinished);
    QVERIFY(shown.wait(eventTimeoutMs));
    // Very easy answers at once, but its move waits for Black's to be shown.
    QCOMPARE(w.game().ply(), 1);
    QVERIFY(w.waitForPly(2));
    // And its move is shown in turn.
    QVERIFY(w.waitUntilIdle());
    QCOMPARE(shown.count(), 2);
    QVERIFY(w.panelsMatchTheBoard());
}

void TestMainWindow::undoTakesBackYourMoveAndTheReplyAndRedoReplaysThem() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QAction* undo = w.window.actions().undo;
    QAction* redo = w.window.actions().redo;
    QVERIFY(!undo->isEnabled());

    w.click("b6");
    QVERIFY(w.waitForPly(2));
    w.clickAnyClone();
    QVERIFY(w.waitForPly(4));
    QVERIFY(w.waitUntilIdle());
    const QStringList moves = moveTexts(w.game());
    const Position afterTwo = w.game().position_at(2);
    const Position afterFour = w.game().position();

    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(w.game().ply(), 2);
    QCOMPARE(w.game().position(), afterTwo);
    QCOMPARE(w.game().position().side_to_move(), Side::X);
    QVERIFY(w.panelsMatchTheBoard());
    QVERIFY(w.board()->isInteractive());
    QVERIFY(redo->isEnabled());
    // The computer does not move again by itself: it is Black's turn.
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().ply(), 2);

    undo->trigger();
    QCOMPARE(w.game().ply(), 0);
    QVERIFY(!undo->isEnabled());
    QVERIFY(w.panelsMatchTheBoard());

    redo->trigger();
    QCOMPARE(w.game().ply(), 2);
    redo->trigger();
    QCOMPARE(w.game().ply(), 4);
    QCOMPARE(w.game().position(), afterFour);
    QCOMPARE(moveTexts(w.game()), moves);
    QVERIFY(!redo->isEnabled());
    QVERIFY(w.panelsMatchTheBoard());

    // A new move after undo takes the rest back without asking: the game goes
    // on from it, and the moves taken back stay beside it as a variation.
    undo->trigger();
    // A clone other than the one taken back.
    MoveList legal;
    w.game().position().generate(legal);
    QString other;
    for (const Move m : legal) {
        const QString text =
            QString::fromStdString(move_to_string(w.game().position().geometry(), m));
        if (!m.is_pass() && m.is_clone() && text != moves[2]) {
            other = text;
            break;
        }
    }
    QVERIFY(!other.isEmpty());
    w.click(other);
    QVERIFY(w.prompter->questions.isEmpty());
    QCOMPARE(w.game().length(), 3);
    QCOMPARE(w.game().variation_count(), 1);
    QCOMPARE(w.game().main_line().size(), std::size_t{3});
    QCOMPARE(w.game().line_to(w.game().children(w.game().node_at(2)).at(1)).size(), std::size_t{3});
    QVERIFY(w.waitForPly(4));
    QCOMPARE(w.game().variation_depth(w.game().current_node()), 0);
}

void TestMainWindow::undoWhileTheComputerThinksDropsItsAnswer() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // A minute a move: it is still thinking when undo comes, however slow the machine.
    w.controller()->setVeryHardMoveTime(eventTimeoutMs);
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::VeryHard));
    QSignalSpy progress(w.controller(), &GameController::searchProgress);
    w.click("b6");
    QVERIFY(w.controller()->isThinking());
    QVERIFY(progress.wait(eventTimeoutMs)); // its search is under way

    w.window.actions().undo->trigger();
    QVERIFY(!w.controller()->isThinking());
    QCOMPARE(w.game().ply(), 0);
    QCOMPARE(w.game().length(), 1);
    QVERIFY(w.board()->isInteractive());
    QVERIFY(w.panelsMatchTheBoard());

    // The search, stopped, answers at once; that answer is dropped: nothing
    // has been played once the engine has answered a later question.
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().ply(), 0);
    QCOMPARE(w.game().length(), 1);
    QVERIFY(w.panelsMatchTheBoard());

    // And the game goes on normally.
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::Easy));
    w.click("f2");
    QVERIFY(w.waitForPly(2));
    QCOMPARE(moveTexts(w.game()).at(0), QStringLiteral("f2"));
}

void TestMainWindow::aNewGameWhileTheComputerThinksDropsItsAnswer() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setVeryHardMoveTime(1000);
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::VeryHard));
    w.click("b6");
    QVERIFY(w.controller()->isThinking());
    w.window.actions().newGame->trigger();
    QVERIFY(!w.controller()->isThinking());
    QCOMPARE(w.game().length(), 0);
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().length(), 0);
    QVERIFY(w.board()->isInteractive());
    QVERIFY(w.panelsMatchTheBoard());
}

void TestMainWindow::switchingTheThinkingSideToHumanStopsTheComputer() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setVeryHardMoveTime(1000);
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::VeryHard));
    w.click("b6");
    QVERIFY(w.controller()->isThinking());

    w.controller()->setPlayer(Side::O, human);
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(w.board()->isInteractive());
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().ply(), 1);
    // White is a person now, and plays by clicking.
    w.click("b2");
    QCOMPARE(w.game().ply(), 2);
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().ply(), 2);

    // Back to the computer: it takes over Black, the side to move.
    w.controller()->setPlayer(Side::X, PlayerSetup::engine(Level::Easy));
    QVERIFY(w.controller()->isThinking());
    QVERIFY(w.waitForPly(3));
}

void TestMainWindow::closingTheWindowWhileTheComputerThinksIsQuick() {
    // A minute a move: a window that waited for the search to end would take
    // most of it to close, far beyond what a loaded machine adds.
    constexpr int moveTimeMs = 60000;
    auto w = std::make_unique<Window>();
    QVERIFY(QTest::qWaitForWindowExposed(&w->window));
    w->controller()->setVeryHardMoveTime(moveTimeMs);
    w->controller()->setPlayer(Side::O, PlayerSetup::engine(Level::VeryHard));
    QSignalSpy progress(w->controller(), &GameController::searchProgress);
    w->click("b6");
    QVERIFY(progress.wait(eventTimeoutMs)); // its search is under way
    QVERIFY(w->controller()->isThinking());
    QElapsedTimer timer;
    timer.start();
    w->window.close();
    QVERIFY(!w->controller()->isThinking());
    w.reset();
    QVERIFY2(timer.elapsed() < moveTimeMs / 4, qPrintable(QString::number(timer.elapsed())));
}

void TestMainWindow::twoComputersPlayAGameToItsEnd() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setComputerPause(0);
    const auto small = read_fen("x3o/5/5/5/o3x x 0 1");
    QVERIFY(small.has_value());
    w.window.startGame(*small);
    w.setPlayers(PlayerSetup::engine(Level::Easy), PlayerSetup::engine(Level::VeryEasy));
    QVERIFY(QTest::qWaitFor([&w] { return w.game().result().over(); }, eventTimeoutMs));
    QVERIFY(w.waitUntilIdle());
    QVERIFY(w.panelsMatchTheBoard());
    QVERIFY(w.window.gameOverOverlay()->isVisible());
    QCOMPARE(w.window.moveListView()->model()->rowCount(), (w.game().length() + 1) / 2);
    // In the smallest window too, the panel lies on the board as drawn,
    // leaving its coordinates in view.
    w.window.resize(MainWindow::minimumWindowSize);
    QTRY_VERIFY2(w.board()
                     ->boardRect()
                     .adjusted(-1, -1, 1, 1)
                     .contains(w.window.gameOverOverlay()->geometry()),
                 qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(w.window.gameOverOverlay()->x())
                                .arg(w.window.gameOverOverlay()->y())
                                .arg(w.window.gameOverOverlay()->width())
                                .arg(w.window.gameOverOverlay()->height())));
}

void TestMainWindow::browsingAFinishedGameSaysWhereItEnded() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    // Black's clone to a2 takes White's last piece: the game ends with move 1.
    const auto start = read_fen("7/7/7/7/7/1o5/x6 x 0 1");
    QVERIFY(start.has_value());
    w.window.startGame(*start);
    const auto move = read_move(w.game().position(), "a2");
    QVERIFY(move.has_value());
    QVERIFY(w.controller()->playHumanMove(*move));
    QVERIFY(w.game().result().over());
    w.controller()->goTo(0);
    QVERIFY2(w.window.statusText().contains(
                 QStringLiteral("Move 1, Black to play; the game ended with move 1.")),
             qPrintable(w.window.statusText()));
}

void TestMainWindow::theThinkingScoreIsAlwaysBlacksLikeTheGraph() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // White thinks: its +2.74 is Black's -2.74.
    w.setPlayers(human, PlayerSetup::engine(Level::Hard));
    const auto whiteToMove = read_fen("x5o/7/7/7/7/7/o5x o 0 1");
    QVERIFY(whiteToMove.has_value());
    w.window.startGame(*whiteToMove);
    QVERIFY(w.controller()->isThinking());
    emit w.controller()->searchProgress(5, 274);
    QVERIFY2(w.window.statusText().contains(QStringLiteral("-2.74 for Black")),
             qPrintable(w.window.statusText()));
    // Black thinks: its +4.15 stays +4.15.
    w.setPlayers(PlayerSetup::engine(Level::Hard), human);
    w.window.newGame();
    QVERIFY(w.controller()->isThinking());
    emit w.controller()->searchProgress(5, 415);
    QVERIFY2(w.window.statusText().contains(QStringLiteral("+4.15 for Black")),
             qPrintable(w.window.statusText()));
    w.controller()->stopThinking();
}

void TestMainWindow::clickingAMoveInTheListShowsThatPosition() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    for (const char* name : {"b6", "b2", "c6", "c2"}) w.click(QLatin1StringView(name));
    QCOMPARE(w.game().ply(), 4);

    MoveListView* list = w.window.moveListView();
    const QModelIndex second = list->modelIndexOfMove(1);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(second).center());
    QCOMPARE(w.game().ply(), 2);
    QCOMPARE(w.game().length(), 4);
    QVERIFY(w.panelsMatchTheBoard());
    QCOMPARE(w.game().position().pieces(Side::X).count(), 3);
    QCOMPARE(list->currentIndex(), second);
    // Counted as the list numbers its rows: after two moves, Black plays move 2;
    // the record goes on to move 3 (four moves, two rows).
    QVERIFY2(w.window.statusText().contains(
                 QStringLiteral("Move 2, Black to play; the game goes on to move 3")),
             qPrintable(w.window.statusText()));
    QCOMPARE(list->rowCount(), 2);

    const QModelIndex first = list->modelIndexOfMove(0);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(first).center());
    QCOMPARE(w.game().ply(), 1);
    QCOMPARE(w.game().position().side_to_move(), Side::O);
    QVERIFY(w.panelsMatchTheBoard());
}

void TestMainWindow::playingFromAnEarlierPositionKeepsTheLaterMovesAsAVariation() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    for (const char* name : {"b6", "b2", "c6", "c2"}) w.click(QLatin1StringView(name));
    w.controller()->goTo(2);

    // The move the record goes on with just steps forward.
    w.click("c6");
    QCOMPARE(w.game().ply(), 3);
    QCOMPARE(w.game().length(), 4);

    // Another move asks nothing and drops nothing: the game goes on from it,
    // the moves after it a variation beside it.
    w.controller()->goTo(2);
    w.click("f2");
    QVERIFY(w.prompter->questions.isEmpty());
    QCOMPARE(w.game().ply(), 3);
    QCOMPARE(w.game().length(), 3);
    QCOMPARE(moveTexts(w.game()).last(), QStringLiteral("f2"));
    QCOMPARE(w.game().variation_count(), 1);
    QVERIFY(w.panelsMatchTheBoard());

    // The move list shows it after the move it could have replaced.
    MoveListView* list = w.window.moveListView();
    const NodeId f2 = w.game().current_node();
    const NodeId c6 = w.game().children(w.game().parent(f2)).at(1);
    const QLabel* variation = list->variationLabel(c6);
    QVERIFY(variation);
    QVERIFY2(variation->text().contains(QStringLiteral("c6")) &&
                 variation->text().contains(QStringLiteral("c2")),
             qPrintable(variation->text()));
    QVERIFY(variation->accessibleName().startsWith(QStringLiteral("Variation")));
    QCOMPARE(list->modelIndexOfMove(2).data().toString(), QStringLiteral("f2"));

    // The keys: Down to the other choice, Right along its line, Left back,
    // Up to the main line, Home and End.
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(w.game().current_node(), c6);
    QCOMPARE(w.game().variation_depth(w.game().current_node()), 1);
    QCOMPARE(w.game().length(), 4);
    QVERIFY(w.panelsMatchTheBoard());
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(w.game().ply(), 4);
    QCOMPARE(moveTexts(w.game()).last(), QStringLiteral("c2"));
    QTest::keyClick(list, Qt::Key_Left);
    QCOMPARE(w.game().current_node(), c6);
    QTest::keyClick(list, Qt::Key_Home);
    QCOMPARE(w.game().ply(), 0);
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(w.game().ply(), 4);
    QCOMPARE(w.game().variation_depth(w.game().current_node()), 1);
    QTest::keyClick(list, Qt::Key_Left);
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(w.game().current_node(), f2);

    // A right click on a move of the columns (the first) opens its menu.
    QStringList offered;
    QTimer::singleShot(0, [&offered] {
        if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
            for (const QAction* action : menu->actions())
                if (!action->isSeparator() && action->isEnabled()) offered << action->text();
            menu->close();
        }
    });
    const QRect firstCell = list->visualRect(list->modelIndexOfMove(0));
    QContextMenuEvent rightClick(QContextMenuEvent::Mouse, firstCell.center(),
                                 list->viewport()->mapToGlobal(firstCell.center()));
    QApplication::sendEvent(list->viewport(), &rightClick);
    QCOMPARE(offered,
             (QStringList{QStringLiteral("Delete from here"), QStringLiteral("Copy line as PGN")}));

    // The menu's operations: the variation becomes the main line, the old
    // line a variation, which can then go.
    emit list->promoteToMainLineRequested(c6);
    QCOMPARE(moveTexts(w.game()).size(), 3); // the board stays on f2's line
    QCOMPARE(w.game().main_line().size(), std::size_t{4});
    QVERIFY(list->variationLabel(f2));
    emit list->deleteVariationRequested(f2);
    QCOMPARE(w.game().variation_count(), 0);
    QCOMPARE(w.game().ply(), 2);
    QVERIFY(!list->variationLabel(f2));
    QVERIFY(w.panelsMatchTheBoard());
}

void TestMainWindow::theAnalysisBoardExploresTheGameAndGivesItBackAsItWas() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const PlayerSetup easy = PlayerSetup::engine(Level::Easy);
    w.setPlayers(human, easy);
    w.click("b6");
    QVERIFY(w.waitForPly(2));
    QVERIFY(w.waitUntilIdle());
    const Game before = w.game();
    const int kept = w.window.gamesLibrary()->count();

    QAction* board = w.window.findChild<QAction*>(QStringLiteral("analysisBoard"));
    QVERIFY(board);
    board->trigger();
    AnalysisBoard* analysis = w.window.analysisBoard();
    QVERIFY(analysis->isOpen());
    QVERIFY(board->isChecked());
    QVERIFY(w.window.windowTitle().startsWith(QStringLiteral("Analysis board")));
    QCOMPARE(w.game().main_line(), before.main_line());
    QCOMPARE(w.controller()->player(Side::O), human);
    QVERIFY(w.window.watchMode()->isAnalysing());

    // Both sides by the person, and nothing answers.
    w.clickAnyClone();
    QCOMPARE(w.game().ply(), 3);
    w.clickAnyClone();
    QCOMPARE(w.game().ply(), 4);
    QTest::qWait(w.controller()->computerPause() + 200);
    QVERIFY(!w.controller()->isThinking());
    // Another move earlier stays beside them as a variation.
    w.controller()->goTo(2);
    MoveList legal;
    w.game().position().generate(legal);
    QVERIFY(w.controller()->playLine({legal[legal.size() - 1]}));
    QCOMPARE(w.game().variation_count(), 1);
    QCOMPARE(w.game().main_line().size(), std::size_t{4});

    // Kept in the library only when asked.
    QCOMPARE(w.window.gamesLibrary()->count(), kept);
    QVERIFY(analysis->saveToLibrary());
    QCOMPARE(w.window.gamesLibrary()->count(), kept + 1);
    qint64 newest = 0;
    for (const LibraryGame& entry : w.window.gamesLibrary()->games())
        newest = std::max(newest, entry.id);
    const auto stored = w.window.gamesLibrary()->game(newest);
    QVERIFY(stored);
    QCOMPARE(stored->game.variation_count(), 1);

    // Back: the game as it was, its computer to play on.
    w.prompter->saveChoice = Prompter::SaveChoice::Discard;
    board->trigger();
    QVERIFY(!analysis->isOpen());
    QVERIFY(!board->isChecked());
    QVERIFY(!w.window.windowTitle().startsWith(QStringLiteral("Analysis board")));
    QCOMPARE(w.game().main_line(), before.main_line());
    QCOMPARE(w.game().variation_count(), 0);
    QCOMPARE(w.controller()->player(Side::O), easy);
    QVERIFY(!w.controller()->hadHelp());
    QVERIFY(w.panelsMatchTheBoard());
}

void TestMainWindow::aPositionSetUpOpensOnTheAnalysisBoard() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, PlayerSetup::engine(Level::Easy));
    const auto position = read_fen("x5o/7/2x4/7/7/7/o5x o 0 1");
    QVERIFY(position);
    QVERIFY(w.window.analysisBoard()->openPosition(*position));
    QCOMPARE(w.game().position(), *position);
    QCOMPARE(w.game().length(), 0);
    // White, the computer's side in the game, is the person's here.
    QVERIFY(w.controller()->humanToMove());
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(w.window.analysisBoard()->close());
    QCOMPARE(w.game().position(), Position());
}

void TestMainWindow::inAFinishedGameAPersonTriesMovesForBothSidesAndNoComputerAnswers() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // A finished game against the computer: White, the computer, won.
    w.setPlayers(human, PlayerSetup::engine(Level::Medium));
    const auto start = read_fen("x5o/7/7/7/7/7/o5x x 0 1");
    QVERIFY(start);
    Game game(*start);
    for (const char* name : {"b6", "b2", "c6", "c2"})
        QVERIFY(game.play(*read_move(game.position(), name)));
    game.declare_result(Outcome::OWins, "Black resigns");
    w.controller()->loadGame(game);
    QVERIFY(!w.controller()->isThinking());

    // Back to White's (the computer's) move: a person may try one there.
    w.controller()->goTo(1);
    QVERIFY(w.controller()->isExploring());
    QVERIFY(w.controller()->humanToMove());
    w.click("f6");
    QCOMPARE(w.game().ply(), 2);
    QCOMPARE(w.game().variation_depth(w.game().current_node()), 1);
    // Black's answer, then nothing: no computer plays in a variation.
    w.click("a6");
    QCOMPARE(w.game().ply(), 3);
    QTest::qWait(w.controller()->computerPause() + 200);
    QVERIFY(!w.controller()->isThinking());
    QCOMPARE(w.game().ply(), 3);
    // The game itself is what it was.
    QCOMPARE(w.game().final_result().outcome, Outcome::OWins);
    QCOMPARE(w.game().main_line().size(), std::size_t{4});
    QVERIFY(w.prompter->questions.isEmpty());
}

void TestMainWindow::theEndOfTheGameShowsWhoWonAndWhy_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("clicks");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no pieces") << "xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxo/xxxxx1o x 0 1"
                               << QStringList{"f1"} << "Black wins"
                               << "White has no pieces left.";
    QTest::newRow("board full") << "ooooooo/ooooooo/ooooooo/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxx1 x 0 1"
                                << QStringList{"g1"} << "Black wins"
                                << "The board is full.";
    QTest::newRow("no moves") << "x1-o-/-----/-----/5/5 x 0 1" << QStringList{"b5"} << "Black wins"
                              << "No piece can move any more.";
    QTest::newRow("halfmove limit")
        << "x5o/7/7/7/7/7/o5x x 99 60" << QStringList{"a7", "c5"} << "Draw"
        << "moves by each player without a clone";
}

void TestMainWindow::theEndOfTheGameShowsWhoWonAndWhy() {
    QFETCH(QString, fen);
    QFETCH(QStringList, clicks);
    QFETCH(QString, title);
    QFETCH(QString, reason);
    Window w(AnimationSpeed::Fast);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    w.window.startGame(positionFrom(fen));
    GameOverOverlay* overlay = w.window.gameOverOverlay();
    QVERIFY(!w.game().result().over());
    QVERIFY(!overlay->isVisible());

    for (const QString& name : clicks) w.click(name);
    QVERIFY(w.game().result().over());
    // Shown once the last move has been animated.
    QTRY_VERIFY_WITH_TIMEOUT(overlay->isVisible(), eventTimeoutMs);
    QCOMPARE(overlay->title(), title);
    QVERIFY2(overlay->reason().contains(reason), qPrintable(overlay->reason()));
    QVERIFY(w.window.statusText().startsWith(QStringLiteral("Game over")));
    QVERIFY(!w.board()->isInteractive());
    QVERIFY(w.panelsMatchTheBoard());

    // Taking the move back hides it, and it comes back with the move.
    w.window.actions().undo->trigger();
    QVERIFY(!overlay->isVisible());
    QVERIFY(w.board()->isInteractive());
    w.window.actions().redo->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(overlay->isVisible(), eventTimeoutMs);

    QTest::mouseClick(overlay->newGameButton(), Qt::LeftButton);
    QCOMPARE(w.game().length(), 0);
    QCOMPARE(QString::fromStdString(write_fen(w.game().position())),
             QString::fromLatin1(start_fen));
    QVERIFY(!overlay->isVisible());
}

void TestMainWindow::theEndPanelTellsTheResultOfAGameOpenedInItsPlace() {
    Window w(AnimationSpeed::Fast);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    // A game Black wins, on screen with its panel.
    w.window.startGame(
        positionFrom("xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxo/xxxxx1o x 0 1"));
    w.click("f1");
    GameOverOverlay* overlay = w.window.gameOverOverlay();
    QTRY_VERIFY_WITH_TIMEOUT(overlay->isVisible(), eventTimeoutMs);
    QCOMPARE(overlay->title(), QStringLiteral("Black wins"));

    // A file whose game White won, 49 to 0.
    Game won(positionFrom("ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooox1/oooooxx o 0 1"));
    QVERIFY(won.play(read_move(won.position(), "g2").value()));
    QVERIFY(won.result().over());
    PgnGame pgn;
    pgn.game = won;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("white-won.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(write_pgn(pgn)));
    file.close();

    QVERIFY(w.window.document()->openFile(path));
    QVERIFY(w.prompter->errors.isEmpty());
    // The panel on the board tells the opened game's result, as the status bar does.
    QTRY_VERIFY_WITH_TIMEOUT(overlay->isVisible(), eventTimeoutMs);
    QCOMPARE(overlay->title(), QStringLiteral("White wins"));
    const QList<QLabel*> labels = overlay->findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel* label) {
        return label->text() == QStringLiteral("Black 0 — 49 White");
    }));
    QVERIFY(w.window.statusText().contains(QStringLiteral("White wins")));
}

void TestMainWindow::aPersonWithNoMovePassesByItself() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    // White's piece in the corner is walled in by blocked cells and Black's
    // piece: after any move of Black's, White can only pass.
    w.window.startGame(positionFrom(QStringLiteral("ox-2/---2/---2/5/4x x 0 1")));
    QVERIFY(!w.game().result().over());
    w.click("d1");
    QVERIFY(w.waitForPly(2));
    QVERIFY(w.game().move_at(1).is_pass());
    QVERIFY(w.window.statusText().contains(QStringLiteral("passes")));
    QCOMPARE(w.game().position().side_to_move(), Side::X);
    QVERIFY(w.board()->isInteractive());
    // Undo skips White's forced pass and comes back to Black's last choice.
    w.window.actions().undo->trigger();
    QCOMPARE(w.game().ply(), 0);
}

void TestMainWindow::aHintShowsTheEnginesMoveOnTheBoard() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QSignalSpy ready(w.controller(), &GameController::hintReady);
    w.window.actions().hint->trigger();
    QVERIFY(w.controller()->isHinting());
    QVERIFY(!w.window.actions().hint->isEnabled());
    QVERIFY(ready.wait(eventTimeoutMs));
    const Move hint = w.board()->hint();
    QVERIFY(!hint.is_none());
    QVERIFY(w.game().position().is_legal(hint));
    QCOMPARE(w.game().ply(), 0);
    QVERIFY(w.window.statusText().contains(QStringLiteral("Hint")));
    // Playing a move clears it.
    w.click("b6");
    QVERIFY(w.board()->hint().is_none());
}

void TestMainWindow::theHintsWordsLeaveTheStatusBarWithItsMark() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QSignalSpy ready(w.controller(), &GameController::hintReady);
    QSignalSpy cleared(w.board(), &BoardView::hintCleared);
    w.window.actions().hint->trigger();
    QVERIFY(ready.wait(eventTimeoutMs));
    QVERIFY(w.window.statusText().contains(QStringLiteral("Hint")));
    // The mark fades after a few seconds, and the words go with it.
    QVERIFY(cleared.wait(eventTimeoutMs));
    QVERIFY(w.board()->hint().is_none());
    QVERIFY2(!w.window.statusText().contains(QStringLiteral("Hint")),
             qPrintable(w.window.statusText()));
}

void TestMainWindow::saveAndOpenGiveBackTheSameGame_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("clicks");
    QTest::addColumn<int>("plies");
    // Clicking a piece then a cell two away is one jump.
    QTest::newRow("7x7") << QString::fromLatin1(start_fen)
                         << QStringList{"b6", "b2", "b5", "b2", "b4", "c5", "a2", "b3"} << 7;
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen)
                              << QStringList{"e8", "h8", "f8", "g8", "f9", "g9", "e8", "e6"} << 7;
    QTest::newRow("White first, blocked cells")
        << "x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1" << QStringList{"b2", "b6", "g6"} << 3;
}

void TestMainWindow::saveAndOpenGiveBackTheSameGame() {
    QFETCH(QString, fen);
    QFETCH(QStringList, clicks);
    QFETCH(int, plies);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    w.window.startGame(positionFrom(fen));
    for (const QString& name : clicks) w.click(name);
    QCOMPARE(w.game().ply(), plies);
    const QStringList moves = moveTexts(w.game());
    const Position start = w.game().start_position();
    const Position end = w.game().position();

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QVERIFY(w.window.document()->saveFile(path));
    QVERIFY(w.prompter->errors.isEmpty());

    w.window.actions().newGame->trigger();
    QCOMPARE(w.game().length(), 0);
    QVERIFY(w.window.document()->openFile(path));
    QVERIFY(w.prompter->errors.isEmpty());
    QCOMPARE(moveTexts(w.game()), moves);
    QCOMPARE(w.game().start_position(), start);
    QCOMPARE(w.game().position(), end);
    QCOMPARE(w.game().ply(), w.game().length());
    QVERIFY(w.panelsMatchTheBoard());
    QCOMPARE(w.window.moveListView()->modelIndexOfMove(0).data().toString(), moves.first());
    QCOMPARE(w.window.document()->filePath(), path);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(QStringLiteral("[Black \"Human\"]")));
    QCOMPARE(text.contains(QStringLiteral("[FEN ")), fen != QLatin1StringView(start_fen));
}

void TestMainWindow::aBrokenFileLeavesTheGameOnScreenAlone_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("an illegal move") << QByteArray("[Event \"x\"]\n\n1. b6 b2 2. z9 *\n") << "z9";
    QTest::newRow("a bad FEN")
        << QByteArray("[FEN \"x5o/7/7/7/7/7/o5xx x 0 1\"]\n[SetUp \"1\"]\n\n1. b6 *\n") << "row";
    QTest::newRow("not a game file") << QByteArray("\x89PNG\r\n\x1a\n\0\0garbage", 16) << "";
}

void TestMainWindow::aBrokenFileLeavesTheGameOnScreenAlone() {
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    for (const char* name : {"b6", "b2", "c6"}) w.click(QLatin1StringView(name));
    w.controller()->goTo(2);
    const QStringList moves = moveTexts(w.game());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();

    QVERIFY(!w.window.document()->openFile(path));
    QCOMPARE(w.prompter->errors.size(), 1);
    const QString error = w.prompter->errors.first();
    QVERIFY2(error.contains(QStringLiteral("broken.pgn")), qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("line")) || error.contains(QStringLiteral("game")),
             qPrintable(error));
    QCOMPARE(moveTexts(w.game()), moves);
    QCOMPARE(w.game().ply(), 2);
    QVERIFY(w.panelsMatchTheBoard());
    QVERIFY(w.window.document()->filePath().isEmpty());

    // A file that is not there at all says so too.
    QVERIFY(!w.window.document()->openFile(dir.filePath(QStringLiteral("missing.pgn"))));
    QCOMPARE(w.prompter->errors.size(), 2);
    QCOMPARE(moveTexts(w.game()), moves);
}

void TestMainWindow::aFileWithSeveralGamesOffersAList() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    const QByteArray text =
        "[Event \"Match\"]\n[Round \"1\"]\n[Black \"Alpha\"]\n[White \"Beta\"]\n"
        "[Result \"*\"]\n\n1. b6 b2 *\n\n"
        "[Event \"Match\"]\n[Round \"2\"]\n[Black \"Beta\"]\n[White \"Alpha\"]\n"
        "[Result \"*\"]\n[FEN \"x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1\"]\n"
        "[SetUp \"1\"]\n\n1. e8 h8 2. f8 *\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("match.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();

    w.prompter->choice = -1;
    QVERIFY(!w.window.document()->openFile(path));
    QCOMPARE(w.prompter->offered.size(), 2);
    QCOMPARE(w.game().length(), 0);

    w.prompter->choice = 1;
    QVERIFY(w.window.document()->openFile(path));
    QVERIFY(w.prompter->offered.at(1).contains(QStringLiteral("Beta")));
    QCOMPARE(moveTexts(w.game()), (QStringList{"e8", "h8", "f8"}));
    QVERIFY(w.game().position().geometry().is_hexagon());
    QVERIFY(w.prompter->errors.isEmpty());
    // Saving must not overwrite the whole match with one game.
    QVERIFY(w.window.document()->filePath().isEmpty());
}

void TestMainWindow::viewOptionsReachTheBoardAndAreRemembered() {
    {
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(w.board()->showsCoordinates());
        w.window.actions().showCoordinates->trigger();
        QVERIFY(!w.board()->showsCoordinates());
        w.window.actions().speed(AnimationSpeed::Slow)->trigger();
        QCOMPARE(w.board()->animationSpeed(), AnimationSpeed::Slow);
    }
    AppSettings settings;
    QVERIFY(!settings.showCoordinates());
    QCOMPARE(settings.animationSpeed(), AnimationSpeed::Slow);
    MainWindow again;
    QVERIFY(!again.boardView()->showsCoordinates());
    QCOMPARE(again.boardView()->animationSpeed(), AnimationSpeed::Slow);
    QVERIFY(again.actions().speed(AnimationSpeed::Slow)->isChecked());
}

void TestMainWindow::theSettingsDialogChangesPlayersAndBoard() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.click("b6");
    w.window.actions().settings->trigger();
    auto* dialog = w.window.findChild<SettingsDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->player(Side::O), PlayerSetup::engine(Level::Medium));

    dialog->findChild<QComboBox*>(QStringLiteral("kindO"))->setCurrentIndex(0);
    dialog->findChild<QComboBox*>(QStringLiteral("kindX"))->setCurrentIndex(1);
    dialog->findChild<QComboBox*>(QStringLiteral("levelX"))->setCurrentIndex(0);
    auto* board = dialog->findChild<QComboBox*>(QStringLiteral("boardPreset"));
    board->setCurrentIndex(board->findData(QString::fromLatin1(hexxagon_fen)));
    dialog->accept();

    // The game in progress was asked about; then a new game on Hexxagon, with
    // Black played by the computer at Very easy.
    QCOMPARE(w.prompter->questions.size(), 1);
    QCOMPARE(w.controller()->player(Side::X), PlayerSetup::engine(Level::VeryEasy));
    QCOMPARE(w.controller()->player(Side::O), human);
    QVERIFY(w.game().position().geometry().is_hexagon());
    QVERIFY(w.waitForPly(1));
    QVERIFY(w.board()->isInteractive());
    AppSettings settings;
    QCOMPARE(BoardPresets::keyOf(settings.startPosition()), QStringLiteral("hexxagon"));
    QCOMPARE(settings.player(Side::X), PlayerSetup::engine(Level::VeryEasy));
}

void TestMainWindow::helpShowsTheRulesWithDiagramsAndAbout() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.actions().howToPlay->trigger();
    auto* help = w.window.findChild<HowToPlayDialog*>();
    QVERIFY(help);
    QVERIFY(QTest::qWaitForWindowExposed(help));
    const QList<BoardView*> diagrams = help->findChildren<BoardView*>();
    QCOMPARE(diagrams.size(), 6);
    // The game review and its accuracy figure are explained.
    const QList<QLabel*> texts = help->findChildren<QLabel*>();
    QVERIFY(std::any_of(texts.begin(), texts.end(), [](const QLabel* label) {
        return label->text().contains(QStringLiteral("Game review")) &&
               label->text().contains(QStringLiteral("accuracy"));
    }));
    for (const BoardView* diagram : diagrams) {
        QVERIFY(!diagram->isInteractive());
        QVERIFY(diagram->game());
    }
    // The first shows a piece with its clone and jump targets, the hexagon one too.
    QCOMPARE(diagrams.first()->cloneTargets().count(), 8);
    QCOMPARE(diagrams.first()->jumpTargets().count(), 16);
    QVERIFY(std::any_of(diagrams.begin(), diagrams.end(), [](const BoardView* d) {
        return d->game()->position().geometry().is_hexagon() && d->jumpTargets().count() == 12 &&
               !d->game()->position().blocked().empty();
    }));
    help->close();

    w.window.actions().about->trigger();
    QTRY_VERIFY(w.window.findChild<QMessageBox*>());
    w.window.findChild<QMessageBox*>()->close();
}

void TestMainWindow::theWindowStaysResponsiveWhileVeryHardThinks() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // Very hard against itself, three seconds a move: the engine thinks all the
    // time (a search may also stop early, when another depth would not finish,
    // but not before half its time). A window that waited for a search would
    // miss its timers for a second and a half at least.
    constexpr int moveTimeMs = 3000;
    w.controller()->setComputerPause(0);
    w.controller()->setVeryHardMoveTime(moveTimeMs);
    w.setPlayers(PlayerSetup::engine(Level::VeryHard), PlayerSetup::engine(Level::VeryHard));
    QVERIFY(w.controller()->isThinking());

    // A 10 ms timer on the GUI thread for three seconds: how late does it ever fire?
    int ticks = 0;
    int thinkingTicks = 0;
    QTimer counter;
    counter.setInterval(10);
    QObject::connect(&counter, &QTimer::timeout, &counter, [&] {
        ++ticks;
        if (w.controller()->isThinking()) ++thinkingTicks;
    });
    counter.start();
    QElapsedTimer clock;
    clock.start();
    const qint64 worst = worstLatenessWhile([&clock] { return clock.elapsed() >= 3000; }, 3000);
    counter.stop();
    w.controller()->stopThinking();

    qInfo("GUI lateness while Very hard thinks: worst %lld ms (10 ms timer, %d ticks in %lld ms, "
          "engine thinking during %d of them)",
          worst, ticks, clock.elapsed(), thinkingTicks);
    QVERIFY(ticks > 0);
    QVERIFY(thinkingTicks >= ticks * 9 / 10);
    // Far below what a wait for the search would cost, far above what a
    // loaded machine makes a timer late.
    QVERIFY2(worst < moveTimeMs / 3, qPrintable(QStringLiteral("worst lateness %1 ms").arg(worst)));
}

void TestMainWindow::theToolbarsFitTheDefaultWindowInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const Languages::Language& language : Languages::available())
        QTest::newRow(qPrintable(language.code)) << language.code;
}

void TestMainWindow::theToolbarsFitTheDefaultWindowInEveryLanguage() {
    QFETCH(QString, language);
    QCOMPARE(Languages::install(language), language);
    // English again for the tests after this one, also when a check here fails.
    const auto english = qScopeGuard([] { Languages::install(QStringLiteral("en")); });
    {
        // The window as it opens the first time, a computer playing White,
        // so that the computers' controls show too.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(940, 680));
        QVERIFY(window.watchMode()->controlsToolBar()->isVisible());
        const QList<QToolBar*> bars = window.findChildren<QToolBar*>();
        QVERIFY(bars.size() >= 3);
        for (const QToolBar* bar : bars) {
            if (!bar->isVisible()) continue;
            // Nothing hides behind the toolbar's overflow arrow.
            const auto* more =
                bar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY2(!more || !more->isVisible(), qPrintable(bar->windowTitle()));
            for (QAction* action : bar->actions()) {
                if (action->isSeparator() || !action->isVisible()) continue;
                const QWidget* shown = bar->widgetForAction(action);
                QVERIFY2(shown && shown->isVisible(), qPrintable(action->text()));
                QVERIFY2(bar->rect().contains(shown->geometry()), qPrintable(action->text()));
            }
        }
    }
}

void TestMainWindow::startShowsWithPeopleAndTheOtherControlsWhileAComputerPlays() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QToolBar* controls = w.window.watchMode()->controlsToolBar();
    QVERIFY(controls->actions().contains(w.window.watchMode()->actions().start));
    QVERIFY(controls->actions().contains(w.window.watchMode()->actions().pause));
    QVERIFY(controls->actions().contains(w.window.watchMode()->actions().step));
    QVERIFY(controls->actions().contains(w.window.watchMode()->actions().stop));
    QVERIFY(w.window.watchMode()->delaySlider()->isVisible());
    // The default game: you against the computer, which plays White.
    QVERIFY(controls->isVisible());

    // Where each control and each item of the Computer menu is, to see that
    // none moves under the pointer when the players change.
    const WatchMode::Actions& watching = w.window.watchMode()->actions();
    auto* menu = w.window.findChild<QMenu*>(QStringLiteral("computerMenu"));
    QVERIFY(menu);
    const auto places = [&] {
        QList<QRect> rects;
        for (QAction* action : {watching.step, watching.stop})
            rects << controls->widgetForAction(action)->geometry() << menu->actionGeometry(action);
        rects << w.window.watchMode()->delaySlider()->geometry()
              << menu->actionGeometry(watching.analyse);
        return rects;
    };
    menu->ensurePolished();
    const QList<QRect> withAComputer = places();

    // White made a person in the players' toolbar: two people. Start brings
    // the computers in; Step, Stop and the delay stay where they are,
    // disabled.
    PlayerComboBox* white = w.window.watchMode()->playerBox(Side::O);
    QVERIFY(white->isVisible());
    white->setFocus();
    QTest::keyClick(white, Qt::Key_Home);
    QVERIFY(!w.controller()->isComputer(Side::O));
    QVERIFY(controls->isVisible());
    QTRY_VERIFY(controls->widgetForAction(watching.start)->isVisible());
    QVERIFY(!watching.pause->isVisible());
    for (QAction* action : {watching.step, watching.stop}) {
        QVERIFY2(action->isVisible(), qPrintable(action->objectName()));
        QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));
    }
    QVERIFY(w.window.watchMode()->delaySlider()->isVisible());
    QVERIFY(!w.window.watchMode()->delaySlider()->isEnabled());
    QCOMPARE(places(), withAComputer);
    // Start takes Pause's place, as wide: what follows it stays.
    QCOMPARE(controls->widgetForAction(watching.start)->geometry().right(),
             controls->widgetForAction(watching.pause)->geometry().right());
    // The players' row stays, so the board does not move.
    QVERIFY(white->isVisible());

    // A computer for Black brings them back.
    PlayerComboBox* black = w.window.watchMode()->playerBox(Side::X);
    black->setFocus();
    QTest::keyClick(black, Qt::Key_Down);
    QVERIFY(w.controller()->isComputer(Side::X));
    QVERIFY(controls->isVisible());
    w.controller()->stopThinking();
}

void TestMainWindow::theDocksAreInTheViewMenuAndTournamentsInTheGameMenu() {
    Window w;
    auto* view = w.window.findChild<QMenu*>(QStringLiteral("viewMenu"));
    auto* game = w.window.findChild<QMenu*>(QStringLiteral("gameMenu"));
    QVERIFY(view && game);
    QVERIFY(view->actions().contains(w.window.watchMode()->actions().showEngineOutput));
    QVERIFY(view->actions().contains(w.window.watchMode()->actions().showGraph));
    const QList<QAction*> items = game->actions();
    const qsizetype match = items.indexOf(w.window.watchMode()->actions().tournament);
    QVERIFY(match >= 0);
    QVERIFY(match < items.indexOf(w.window.actions().quit));
}

void TestMainWindow::saveAsHasCtrlShiftSWhereThePlatformHasNoKey() {
    Window w;
    const QKeySequence ctrlShiftS(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::SaveAs);
    const QList<QKeySequence> keys = w.window.actions().saveAs->shortcuts();
    QVERIFY(!keys.isEmpty());
    // The offscreen platform, as plain X11 and Windows, has none of its own.
    if (platform.isEmpty())
        QCOMPARE(keys, QList<QKeySequence>{ctrlShiftS});
    else
        QCOMPARE(keys, platform);
    // No other action of the window answers it.
    for (const QAction* action : w.window.findChildren<QAction*>())
        if (action != w.window.actions().saveAs)
            QVERIFY2(!action->shortcuts().contains(ctrlShiftS), qPrintable(action->objectName()));
}

void TestMainWindow::startAndAnalyseOpenTheDocksInsideTheWindow() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    WatchMode* watch = w.window.watchMode();
    const QSize before = w.window.size();
    QVERIFY(watch->outputDock()->isHidden());
    QVERIFY(watch->graphDock()->isHidden());

    w.setPlayers(PlayerSetup::engine(Level::VeryEasy), PlayerSetup::engine(Level::VeryEasy));
    w.window.watchMode()->actions().start->trigger();
    QVERIFY(w.controller()->bothComputers());
    QTRY_VERIFY(watch->outputDock()->isVisible() && watch->graphDock()->isVisible());
    QCOMPARE(w.window.size(), before);
    // The docks sit inside the window, and the board keeps room to play.
    QVERIFY(w.window.rect().contains(watch->outputDock()->geometry()));
    QVERIFY(w.window.rect().contains(watch->graphDock()->geometry()));
    QVERIFY(std::min(w.board()->width(), w.board()->height()) >= 200);
    w.window.watchMode()->actions().stop->trigger();

    w.window.watchMode()->actions().analyse->trigger();
    QVERIFY(watch->isAnalysing());
    QCoreApplication::processEvents();
    QCOMPARE(w.window.size(), before);
    w.window.watchMode()->actions().analyse->trigger();
    QVERIFY(!watch->isAnalysing());

    // Analysis alone, in a fresh window, opens its dock inside the window too.
    Window fresh;
    QVERIFY(QTest::qWaitForWindowExposed(&fresh.window));
    const QSize freshSize = fresh.window.size();
    fresh.window.watchMode()->actions().analyse->trigger();
    QTRY_VERIFY(fresh.window.watchMode()->outputDock()->isVisible());
    QCOMPARE(fresh.window.size(), freshSize);
    fresh.window.watchMode()->actions().analyse->trigger();
}

void TestMainWindow::theWindowsLayoutComesBackAndBadStoredLayoutIsIgnored() {
    // Smaller than the offscreen screen, so that the platform keeps it as it is.
    const QSize chosen(760, 560);
    {
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.window.resize(chosen);
        w.window.watchMode()->graphDock()->toggleViewAction()->trigger();
        QTRY_VERIFY(w.window.watchMode()->graphDock()->isVisible());
        w.window.close();
    }
    {
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), chosen);
        QVERIFY(again.watchMode()->graphDock()->isVisible());
        QVERIFY(again.watchMode()->outputDock()->isHidden());
        // The computers' controls follow the players, not what was stored.
        QVERIFY(again.watchMode()->controlsToolBar()->isVisible());
    }

    // Damaged values: the window opens as on a first run.
    AppSettings settings;
    settings.setWindowGeometry(QByteArray("not a geometry"));
    settings.setWindowState(QByteArray::fromHex("000000ff00000000fd0000000300"));
    MainWindow damaged;
    damaged.show();
    QVERIFY(QTest::qWaitForWindowExposed(&damaged));
    QCOMPARE(damaged.size(), QSize(940, 680));
    QVERIFY(damaged.watchMode()->graphDock()->isHidden());
    QVERIFY(damaged.watchMode()->controlsToolBar()->isVisible());
}

void TestMainWindow::theSidePanelGivesWayInASmallWindow() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QWidget* side = w.window.playerPanel(Side::X)->parentWidget();
    // A roomy window: the panel at its full width.
    w.window.resize(1100, 760);
    QTRY_COMPARE(side->width(), 280);

    // A narrow one, where the board's room is its width: the panel narrower,
    // the board most of the width.
    w.window.resize(MainWindow::minimumWindowSize.width(), 760);
    QTRY_VERIFY(side->width() < 280);
    QVERIFY(w.board()->width() > 2 * side->width());
    QVERIFY(w.board()->width() >= 360);
    // Long names are shortened rather than pushing the board aside.
    QCOMPARE(w.window.playerPanel(Side::O)->playerName(),
             w.controller()->player(Side::O).description());
}

void TestMainWindow::theDocksGiveWayToTheBoardInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("board");
    for (const Languages::Language& language : Languages::available())
        for (const QSize size : {QSize(940, 680), MainWindow::minimumWindowSize})
            for (const char* board : {"7x7", "hexxagon"})
                QTest::addRow("%s %dx%d %s", qPrintable(language.code), size.width(), size.height(),
                              board)
                    << language.code << size << QString::fromLatin1(board);
}

void TestMainWindow::theDocksGiveWayToTheBoardInEveryLanguage() {
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(QString, board);
    QCOMPARE(Languages::install(language), language);
    // English again for the tests after this one, also when a check here fails.
    const auto english = qScopeGuard([] { Languages::install(QStringLiteral("en")); });
    {
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.window.resize(size);
        QCOMPARE(w.window.minimumSize(), MainWindow::minimumWindowSize);
        WatchMode* watch = w.window.watchMode();
        // A game of a few moves, reviewed (Review opens the graph by itself),
        // then held with Very hard on both sides: the longest level's name.
        w.setPlayers(human, human);
        w.window.chooseBoard(BoardPresets::startPosition(board));
        for (int i = 0; i < 6; ++i) w.clickAnyClone();
        QCOMPARE(w.game().length(), 6);
        w.window.reviewMode()->setDepth(1);
        QSignalSpy reviewed(w.window.reviewMode(), &ReviewMode::reviewFinished);
        w.window.reviewMode()->reviewAction()->trigger();
        QVERIFY(reviewed.wait(eventTimeoutMs));
        if (QWidget* summary = w.window.reviewMode()->summaryDialog()) summary->close();
        QVERIFY(watch->graphDock()->isVisible());
        w.controller()->setPaused(true);
        w.setPlayers(PlayerSetup::engine(Level::VeryHard), PlayerSetup::engine(Level::VeryHard));
        if (watch->outputDock()->isHidden())
            w.window.watchMode()->actions().showEngineOutput->trigger();
        QVERIFY(watch->outputDock()->isVisible() && watch->graphDock()->isVisible());
        QCOMPARE(w.window.size(), size);
        // The layouts' pending requests, and those they post in turn.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);

        // The board as drawn keeps at least 60% of the window's smaller side,
        // across its shorter side (the height of a hexagon).
        const int smaller = std::min(size.width(), size.height());
        const auto boardSide = [&] {
            const QRectF drawn = w.board()->boardRect();
            return static_cast<int>(std::min(drawn.width(), drawn.height()));
        };
        // What shares the width, for a failure's reader.
        qInfo().noquote() << language << size << board << "board" << boardSide() << "panel"
                          << w.window.playerPanel(Side::X)->parentWidget()->width() << "docks"
                          << watch->outputDock()->geometry() << watch->graphDock()->geometry();
        QTRY_VERIFY2(boardSide() * 10 >= smaller * 6,
                     qPrintable(QStringLiteral("board %1 px of %2").arg(boardSide()).arg(smaller)));
        // Nothing hides: no toolbar sends a button to its » menu, and no words
        // in the toolbars and the docks are cut or shortened with "…".
        for (const QToolBar* bar : w.window.findChildren<QToolBar*>()) {
            if (!bar->isVisible()) continue;
            const auto* more =
                bar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY2(!more || !more->isVisible(), qPrintable(bar->windowTitle()));
        }
        QList<QWidget*> areas{watch->outputDock(), watch->graphDock()};
        for (QToolBar* bar : w.window.findChildren<QToolBar*>()) areas << bar;
        for (const QWidget* area : std::as_const(areas)) {
            for (const QLabel* label : area->findChildren<QLabel*>()) {
                if (!label->isVisible() || label->wordWrap() || label->text().isEmpty()) continue;
                const int needed = label->fontMetrics().horizontalAdvance(label->text());
                QVERIFY2(needed <= label->contentsRect().width(),
                         qPrintable(QStringLiteral("%1: %2 px in %3")
                                        .arg(label->text())
                                        .arg(needed)
                                        .arg(label->contentsRect().width())));
            }
            for (const QGroupBox* box : area->findChildren<QGroupBox*>())
                if (box->isVisible())
                    QVERIFY2(!box->title().endsWith(QChar(0x2026)), qPrintable(box->title()));
            for (const QHeaderView* header : area->findChildren<QHeaderView*>()) {
                if (!header->isVisible() || header->orientation() != Qt::Horizontal) continue;
                for (int i = 0; i < header->count(); ++i) {
                    if (header->isSectionHidden(i)) continue;
                    const QString text = header->model()->headerData(i, Qt::Horizontal).toString();
                    const int needed = header->fontMetrics().horizontalAdvance(text);
                    QVERIFY2(needed < header->sectionSize(i),
                             qPrintable(QStringLiteral("%1: %2 px in %3")
                                            .arg(text)
                                            .arg(needed)
                                            .arg(header->sectionSize(i))));
                }
            }
        }
        for (const QDockWidget* dock : {watch->outputDock(), watch->graphDock()}) {
            const int needed = dock->fontMetrics().horizontalAdvance(dock->windowTitle());
            QVERIFY2(needed + 40 <= dock->width(), qPrintable(dock->windowTitle()));
        }
        QTRY_COMPARE(watch->graph()->shownTitles().size(), 2);
        for (const QString& title : watch->graph()->shownTitles())
            QVERIFY2(!title.endsWith(QChar(0x2026)), qPrintable(title));
        // The move list shows several rows.
        MoveListView* moves = w.window.moveListView();
        const int rowHeight = moves->verticalHeader()->defaultSectionSize();
        const int rows = moves->viewport()->height() / rowHeight;
        QVERIFY2(rows >= 4, qPrintable(QString::number(rows)));
        // Every move whole, a review's mark included.
        for (int row = 0; row < moves->rowCount(); ++row)
            for (int column = 0; column < moves->columnCount(); ++column)
                if (const QTableWidgetItem* item = moves->item(row, column)) {
                    const int needed = QFontMetrics(item->font()).horizontalAdvance(item->text());
                    QVERIFY2(needed + 4 <= moves->columnWidth(column),
                             qPrintable(QStringLiteral("%1: %2 px in %3")
                                            .arg(item->text())
                                            .arg(needed)
                                            .arg(moves->columnWidth(column))));
                }
        // The cards' names are whole, not "Computer…".
        for (const Side side : {Side::X, Side::O}) {
            const PlayerPanel* card = w.window.playerPanel(side);
            const auto* name = card->findChild<QLabel*>(QStringLiteral("player"));
            QVERIFY(name);
            const QString shown = name->text().replace(QLatin1Char('\n'), QLatin1Char(' '));
            QVERIFY2(shown == card->playerName(), qPrintable(shown));
        }
    }
}

void TestMainWindow::theHintAgreesWithTheAnalysisAndLooksDifferent() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    WatchMode* watch = w.window.watchMode();
    BestMoveOverlay* analysis = watch->bestMoveOverlay();
    w.window.watchMode()->actions().analyse->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !analysis->shownMove().is_none(); }, eventTimeoutMs));

    // While the analysis runs, the hint is its move, and says so.
    w.window.actions().hint->trigger();
    const Move hint = w.board()->hint();
    QCOMPARE(hint, analysis->shownMove());
    const QString name =
        QString::fromStdString(move_to_string(w.game().position().geometry(), hint));
    QVERIFY2(w.window.statusText().startsWith(QStringLiteral("Hint: %1, the analysis").arg(name)),
             qPrintable(w.window.statusText()));
    // Drawn apart: the hint's colour and the analysis's are far apart.
    QVERIFY2(
        colours::colourDistance(w.board()->theme().hint, analysis->colour()) >= 40,
        qPrintable(w.board()->theme().hint.name() + QLatin1Char(' ') + analysis->colour().name()));

    // Without the analysis, the hint is what Hard would play, and says so.
    w.window.watchMode()->actions().analyse->trigger();
    QVERIFY(!watch->isAnalysing());
    w.window.actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isHinting(), eventTimeoutMs);
    QVERIFY(!w.board()->hint().is_none());
    QVERIFY2(w.window.statusText().contains(QStringLiteral("what Hard would play")),
             qPrintable(w.window.statusText()));
}

void TestMainWindow::everyButtonOfTheGamesToolbarSaysWhatItDoes() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    auto* tools = w.window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(tools);
    QAction* review = w.window.reviewMode()->reviewAction();
    QVERIFY(tools->actions().contains(review));
    for (QAction* action : tools->actions()) {
        if (action->isSeparator() || !action->isVisible()) continue;
        const auto* button = qobject_cast<QToolButton*>(tools->widgetForAction(action));
        if (!button) continue; // a widget of its own, such as a player box
        QVERIFY2(button->toolButtonStyle() != Qt::ToolButtonIconOnly, qPrintable(action->text()));
        QVERIFY2(!button->text().isEmpty(), qPrintable(action->text()));
    }
    const auto* button = qobject_cast<QToolButton*>(tools->widgetForAction(review));
    QCOMPARE(button->text(), QStringLiteral("Review"));
}

void TestMainWindow::theMoveDotsStandOutOnTheDarkBoard() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    w.board()->setThemeChoice(ThemeChoice::Dark);
    // b6, a clone of a7's piece: as the board looks without, then with its dot.
    const QPoint b6 = w.board()->cellCenter(w.cell(QStringLiteral("b6"))).toPoint();
    const QColor cell = w.board()->grab().toImage().pixelColor(b6);
    w.click(QStringLiteral("a7"));
    QVERIFY(w.board()->cloneTargets().contains(w.cell(QStringLiteral("b6"))));
    const QColor dot = w.board()->grab().toImage().pixelColor(b6);
    QVERIFY2(colours::contrastRatio(dot, cell) >= 3.0,
             qPrintable(QStringLiteral("%1 on %2: %3")
                            .arg(dot.name(), cell.name())
                            .arg(colours::contrastRatio(dot, cell))));
}

void TestMainWindow::thePieceCountsChangeOnceTheCapturedPiecesHaveTurned() {
    Window w(AnimationSpeed::Normal);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    // Black's clone to c2 takes b3, c3 and d2.
    w.window.startGame(positionFrom("6o/7/7/7/1oo4/3o3/1x5 x 0 1"));
    QCOMPARE(w.window.playerPanel(Side::X)->count(), 1);
    QCOMPARE(w.window.playerPanel(Side::O)->count(), 4);
    w.click(QStringLiteral("c2"));
    QCOMPARE(w.game().length(), 1);
    QVERIFY(w.board()->isAnimating());
    QCOMPARE(w.window.playerPanel(Side::X)->count(), 1);
    QCOMPARE(w.window.playerPanel(Side::O)->count(), 4);
    QTRY_VERIFY_WITH_TIMEOUT(!w.board()->isAnimating(), eventTimeoutMs);
    QCOMPARE(w.window.playerPanel(Side::X)->count(), 5);
    QCOMPARE(w.window.playerPanel(Side::O)->count(), 1);
}

// `ataxx --white very-easy` with the even game remembered for White: the
// player asked for, whole (main.cpp reads it with fromCommandLine), not the
// remembered one with its level changed; for this game and the next.
void TestMainWindow::aPlayerAskedForOnTheCommandLineWinsOverTheRememberedOne() {
    AppSettings().setPlayer(Side::O, PlayerSetup::evenGame());
    Window w;
    QVERIFY(w.controller()->player(Side::O).isEven());
    const auto asked = PlayerSetup::fromCommandLine(QStringLiteral("very-easy"));
    QVERIFY(asked);
    w.window.choosePlayer(Side::O, *asked);
    for (int game = 0; game < 2; ++game) {
        const PlayerSetup white = w.controller()->player(Side::O);
        QVERIFY(white.computer);
        QVERIFY(!white.isEven());
        QCOMPARE(white.level, Level::VeryEasy);
        QCOMPARE(white.description(), QStringLiteral("Computer (Very easy)"));
        w.window.actions().newGame->trigger();
    }
    QCOMPARE(*PlayerSetup::fromCommandLine(QStringLiteral("Human")), PlayerSetup::human());
    QVERIFY(!PlayerSetup::fromCommandLine(QStringLiteral("grandmaster")));
}

// Back at a position where the computer is to move, the board takes no
// click: the status bar says so, rather than "Play a move to go on".
void TestMainWindow::browsingToTheComputersMoveSaysWhyAClickPlaysNothing() {
    Window w;
    w.clickAnyClone();
    QVERIFY(w.waitForPly(2));
    QVERIFY(w.waitUntilIdle());
    w.controller()->goTo(1);
    QCOMPARE(w.game().ply(), 1);
    QVERIFY(w.controller()->isComputer(w.game().position().side_to_move()));
    QVERIFY(!w.board()->isInteractive());
    const QString status = w.window.statusText();
    QVERIFY2(!status.contains(QStringLiteral("Play a move")), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("computer")), qPrintable(status));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

// Nothing lost, no surprise: the window as a player meets it when a game is
// about to go. New game, Open and Quit ask before an unsaved game in progress
// is lost (the real message box, answered by clicking its buttons); a game of
// the last run comes back with the players it was played with, also after the
// process was killed; an illegal click says why; passes read "pass" in the
// engine's lines; Pause and Stop say what they did; and every count of moves
// agrees with the move list's numbers. A reviewed game asks before its marks
// are lost, a new game stays on the board chosen, and an opened game keeps
// its players' names and waits for a person to move.

#include "analysisboard.h"
#include "board/boardpresets.h"
#include "board/boardview.h"
#include "earlieranswers.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "game/movelistview.h"
#include "game/playercombobox.h"
#include "game/playerpanel.h"
#include "game/savedgame.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "printing.h"
#include "reviewmode/reviewmode.h"
#include "reviewmode/reviewsummarydialog.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "settingsdialog/settingsdialog.h"
#include "testwindow.h"
#include "watch/engineoutputpanel.h"
#include "watch/evalgraph.h"
#include "watch/watchmode.h"

#include <QtTest>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QTemporaryDir>

#include <memory>

using namespace ataxx;

namespace {

using test::eventTimeoutMs;

Position positionFrom(std::string_view fen) {
    const auto position = read_fen(fen);
    return position ? *position : Position();
}

// Answers the next modal dialog as a person would, by clicking: the window's
// questions block (QMessageBox::exec) until answered, so the answer comes from
// a timer that runs inside the dialog's own event loop.
class Answerer : public QObject {
public:
    Answerer() {
        m_timer.setInterval(20);
        connect(&m_timer, &QTimer::timeout, this, [this] { poll(); });
    }
    // Clicks `button` of the next message box; records its text.
    void clickInNextBox(QMessageBox::StandardButton button) {
        m_button = button;
        startPolling();
    }
    // Cancels the next file dialog.
    void cancelNextFileDialog() {
        m_cancelFileDialog = true;
        startPolling();
    }

    QStringList boxTexts;
    int fileDialogsCancelled = 0;

private:
    void startPolling() { m_timer.start(); }
    void poll() {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal); box && m_button) {
            boxTexts << box->text();
            QAbstractButton* button = box->button(std::exchange(m_button, QMessageBox::NoButton));
            if (button) button->click();
        } else if (auto* dialog = qobject_cast<QFileDialog*>(modal); dialog && m_cancelFileDialog) {
            m_cancelFileDialog = false;
            ++fileDialogsCancelled;
            dialog->reject();
        }
        if (!m_button && !m_cancelFileDialog) m_timer.stop();
    }

    QTimer m_timer;
    QMessageBox::StandardButton m_button = QMessageBox::NoButton;
    bool m_cancelFileDialog = false;
};

// The shared window (testwindow.h) with the real prompter (real message
// boxes, answered by an Answerer), no animation.
using Window = test::TestWindowWith<Prompter>;

const PlayerSetup human = PlayerSetup::human();

} // namespace

class TestGameSafety : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void newGameAsksBeforeAnUnsavedGameIsLost();
    void newGameAsksNothingForAFinishedOrSavedGame();
    void saveInTheQuestionSavesAndACancelledSaveKeepsTheGame();
    void openAsksBeforeTheGameOnScreenIsReplaced();
    void quitAsksOnlyWhenTheGameWouldNotBeKept();
    void aResumedGameComesBackOnTheVariationOnTheBoard();
    void quittingFromTheAnalysisBoardKeepsTheGamePutAside();
    void aResumedGameKeepsItsPlayersAndHelp_data();
    void aResumedGameKeepsItsPlayersAndHelp();
    void aDamagedStoredPlayerFallsBackToTheSettingsAndSaysSo();
    void aResumedGameDrawsTheGraphItHad();
    void damagedKeptEvaluationsAreLeftOutOneByOne();
    void anIllegalClickSaysWhy_data();
    void anIllegalClickSaysWhy();
    void passesReadPassInTheEngineLines();
    void theStatusBarCountsMovesAsTheMoveListNumbersThem();
    void pauseSaysPausedAndIsOfferedOnlyWhenAComputerIsToMove();
    void stopEndsTheComputersPlayAndSaysHowToGoOn();
    void aReviewedGameAsksBeforeItsMarksAreLost();
    void aNewGameStaysOnTheBoardChosenAtTheStart();
    void anOpenedGameShowsItsPlayersAndNobodyMovesByItself();
    void theNewGameDialogAfterAnOpenedGameShowsWhoWillPlayTheNewGame();
};

void TestGameSafety::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gamesafety"));
    Languages::install(QStringLiteral("en")); // the English plurals
}

void TestGameSafety::init() {
    AppSettings().clear();
    SavedGame().remove();
}

void TestGameSafety::newGameAsksBeforeAnUnsavedGameIsLost() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    for (const char* name : {"b6", "b2", "c6"}) w.click(name);
    QCOMPARE(w.game().length(), 3);

    // Cancel keeps the game, every move of it.
    Answerer answer;
    answer.clickInNextBox(QMessageBox::Cancel);
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 1);
    QVERIFY2(answer.boxTexts.front().contains(QStringLiteral("move 2")),
             qPrintable(answer.boxTexts.front()));
    QCOMPARE(w.game().length(), 3);
    QCOMPARE(w.window.moveListView()->rowCount(), 2);

    // Discard starts the new game.
    answer.clickInNextBox(QMessageBox::Discard);
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 2);
    QCOMPARE(w.game().length(), 0);
    QCOMPARE(w.window.moveListView()->rowCount(), 0);

    // A new game without moves has nothing to lose: no question.
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 2);
}

void TestGameSafety::newGameAsksNothingForAFinishedOrSavedGame() {
    QTemporaryDir dir;
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    // Black takes White's last piece: the game is over.
    w.window.startGame(positionFrom("7/7/7/7/7/1o5/x6 x 0 1"));
    w.click("a2");
    QVERIFY(w.game().result().over());
    Answerer answer;
    answer.clickInNextBox(QMessageBox::Cancel); // would keep the game if asked
    w.window.actions().newGame->trigger();
    QCOMPARE(w.game().length(), 0);
    QVERIFY(answer.boxTexts.isEmpty());

    // Saved and unchanged since: nothing to lose either. One move more: asked again.
    w.click("b6");
    w.click("b2");
    const QString path = dir.filePath(QStringLiteral("saved.pgn"));
    QVERIFY(w.window.document()->saveFile(path));
    w.window.actions().newGame->trigger();
    QCOMPARE(w.game().length(), 0);
    QVERIFY(answer.boxTexts.isEmpty());
    QVERIFY(w.window.document()->openFile(path));
    QCOMPARE(w.game().length(), 2);
    w.click("c6");
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 1);
    QVERIFY(answer.boxTexts.front().contains(QStringLiteral("saved.pgn")));
    QCOMPARE(w.game().length(), 3);
}

void TestGameSafety::saveInTheQuestionSavesAndACancelledSaveKeepsTheGame() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    w.click("b6");

    // Save on a game without a file opens the file dialog; cancelling it
    // cancels the new game too.
    Answerer answer;
    answer.clickInNextBox(QMessageBox::Save);
    answer.cancelNextFileDialog();
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.fileDialogsCancelled, 1);
    QCOMPARE(w.game().length(), 1);

    // With a file, Save writes it and the new game starts.
    QVERIFY(w.window.document()->saveFile(path));
    w.click("b2");
    answer.clickInNextBox(QMessageBox::Save);
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 2);
    QCOMPARE(w.game().length(), 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto games = read_pgn(std::string_view(text.constData(), std::size_t(text.size())));
    QVERIFY(games);
    QCOMPARE(games->front().game.length(), 2);
}

void TestGameSafety::openAsksBeforeTheGameOnScreenIsReplaced() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.pgn"));
    {
        Window other;
        other.setPlayers(human, human);
        for (const char* name : {"a6", "a2"}) other.click(name);
        QVERIFY(other.window.document()->saveFile(path));
    }
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    for (const char* name : {"b6", "b2", "c6"}) w.click(name);
    const std::vector<Move> before = w.game().moves();
    Answerer answer;
    answer.clickInNextBox(QMessageBox::Cancel);
    QVERIFY(!w.window.document()->openFile(path));
    QCOMPARE(answer.boxTexts.size(), 1);
    QCOMPARE(w.game().moves(), before);
    answer.clickInNextBox(QMessageBox::Discard);
    QVERIFY(w.window.document()->openFile(path));
    QCOMPARE(w.game().length(), 2);
}

void TestGameSafety::quitAsksOnlyWhenTheGameWouldNotBeKept() {
    QTemporaryDir dir;
    const SavedGame saved(dir.filePath(QStringLiteral("in-progress.pgn")));
    Answerer answer;
    {
        // Kept for the next start: closing asks nothing and loses nothing.
        Window w;
        w.window.document()->enableAutosave(saved);
        w.setPlayers(human, human);
        w.click("b6");
        QVERIFY(w.window.close());
        QVERIFY(answer.boxTexts.isEmpty());
        QVERIFY(saved.read());
    }
    {
        // A run with a game of its own while the last one waits keeps nothing:
        // closing asks, and Cancel keeps the window open.
        Window w;
        QVERIFY(!w.window.document()->enableAutosaveUnlessAGameWaits(saved));
        w.setPlayers(human, human);
        w.click("b6");
        QCOMPARE(w.game().length(), 1);
        answer.clickInNextBox(QMessageBox::Cancel);
        QVERIFY(!w.window.close());
        QCOMPARE(answer.boxTexts.size(), 1);
        QVERIFY(w.window.isVisible());
        answer.clickInNextBox(QMessageBox::Discard);
        QVERIFY(w.window.close());
        QCOMPARE(answer.boxTexts.size(), 2);
    }
}

void TestGameSafety::aResumedGameComesBackOnTheVariationOnTheBoard() {
    QTemporaryDir dir;
    const SavedGame saved(dir.filePath(QStringLiteral("in-progress.pgn")));
    PgnGame pgn;
    Game& game = pgn.game;
    for (const char* name : {"b6", "f6", "f2", "a2"})
        QVERIFY(game.play(*read_move(game.position(), name)));
    // A variation at the second move, two moves long, the board on its first.
    QVERIFY(game.go_to(1));
    for (const char* name : {"b2", "g2"}) QVERIFY(game.play(*read_move(game.position(), name)));
    QVERIFY(game.go_to(2));
    const NodeId shown = game.current_node();
    QVERIFY(saved.write(pgn));

    const std::optional<PgnGame> back = saved.read();
    QVERIFY(back);
    QCOMPARE(back->game.main_line(), game.main_line());
    QCOMPARE(back->game.variation_count(), 1);
    QCOMPARE(back->game.ply(), 2);
    QCOMPARE(back->game.length(), 3);
    QCOMPARE(back->game.line_to(back->game.current_node()), game.line_to(shown));
    QVERIFY(back->tag("CurrentLine").empty());
}

void TestGameSafety::quittingFromTheAnalysisBoardKeepsTheGamePutAside() {
    QTemporaryDir dir;
    const SavedGame saved(dir.filePath(QStringLiteral("in-progress.pgn")));
    Answerer answer;
    Window w;
    w.window.document()->enableAutosave(saved);
    w.setPlayers(human, human);
    for (const char* name : {"b6", "b2"}) w.click(name);
    const std::vector<Move> game = w.game().main_line();
    QVERIFY(w.window.analysisBoard()->open());
    for (const char* name : {"c6", "c2", "d6"}) w.click(name);
    // The analysis is not autosaved over the game.
    QCOMPARE(saved.read()->game.main_line(), game);
    answer.clickInNextBox(QMessageBox::Discard);
    QVERIFY(w.window.close());
    QCOMPARE(answer.boxTexts.size(), 1);
    QCOMPARE(saved.read()->game.main_line(), game);
}

void TestGameSafety::aResumedGameKeepsItsPlayersAndHelp_data() {
    QTest::addColumn<bool>("killed");
    QTest::addColumn<bool>("hint");
    QTest::newRow("window closed") << false << false;
    QTest::newRow("process killed") << true << false;
    QTest::newRow("process killed after a hint") << true << true;
}

void TestGameSafety::aResumedGameKeepsItsPlayersAndHelp() {
    QFETCH(bool, killed);
    QFETCH(bool, hint);
    const QString notRated = QStringLiteral("Not rated: you had help.");
    QTemporaryDir dir;
    const SavedGame saved(dir.filePath(QStringLiteral("in-progress.pgn")));
    // This game has White at Easy; the settings say Medium by the next start
    // (chosen again since, as a toolbar choice is remembered).
    {
        auto w = std::make_unique<Window>();
        QVERIFY(QTest::qWaitForWindowExposed(&w->window));
        w->window.document()->enableAutosave(saved);
        w->setPlayers(human, PlayerSetup::engine(Level::Easy));
        w->click("b6");
        QVERIFY(w->waitForPly(2));
        QVERIFY(QTest::qWaitFor([&] { return !w->controller()->isThinking(); }, eventTimeoutMs));
        if (hint) {
            // Help with no move after it: the game on disk knows it all the same.
            w->window.actions().hint->trigger();
            QVERIFY(w->controller()->hadHelp());
            QVERIFY(QTest::qWaitFor([&] { return !w->controller()->isHinting(); }, eventTimeoutMs));
        }
        if (!killed) QVERIFY(w->window.close());
        // Killed: the window goes without closeEvent; only what was written after
        // each move is left.
    }
    AppSettings().setPlayer(Side::O, PlayerSetup::engine(Level::Medium));

    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QCOMPARE(w.controller()->player(Side::O).level, Level::Medium);
    w.window.document()->offerSavedGame(saved);
    QMessageBox* box = nullptr;
    QVERIFY(QTest::qWaitFor(
        [&] { return (box = w.window.findChild<QMessageBox*>()) && box->isVisible(); },
        eventTimeoutMs));
    QVERIFY2(box->text().contains(QStringLiteral("move 2, Black to play")),
             qPrintable(box->text()));
    box->button(QMessageBox::Yes)->click();
    QCOMPARE(w.game().length(), 2);
    QCOMPARE(w.controller()->player(Side::O), PlayerSetup::engine(Level::Easy));
    QVERIFY(!w.controller()->isComputer(Side::X));
    QCOMPARE(w.window.playerPanel(Side::O)->playerName(),
             PlayerSetup::engine(Level::Easy).description());
    // A game that had help goes on unrated, and says so; one without stays rated.
    QCOMPARE(w.controller()->hadHelp(), hint);
    QVERIFY2(w.window.statusText().contains(notRated) == hint, qPrintable(w.window.statusText()));
    // The settings keep their own players for a new game.
    QCOMPARE(AppSettings().player(Side::O), PlayerSetup::engine(Level::Medium));
}

void TestGameSafety::aDamagedStoredPlayerFallsBackToTheSettingsAndSaysSo() {
    QTemporaryDir dir;
    const SavedGame saved(dir.filePath(QStringLiteral("in-progress.pgn")));
    PgnGame pgn;
    pgn.game = Game(Position());
    pgn.game.play(*read_move(pgn.game.position(), "b6"));
    pgn.game.play(*read_move(pgn.game.position(), "b2"));
    SavedGame::putPlayers(pgn, {PlayerSetup::engine(Level::VeryHard), human});
    pgn.set_tag("WhitePlayer", "grandmaster");
    QVERIFY(saved.write(pgn));

    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.document()->offerSavedGame(saved);
    QMessageBox* box = nullptr;
    QVERIFY(QTest::qWaitFor([&] { return (box = w.window.findChild<QMessageBox*>()) != nullptr; },
                            eventTimeoutMs));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("grandmaster")));
    box->button(QMessageBox::Yes)->click();
    QCOMPARE(w.game().length(), 2);
    // Black as stored, White as the settings say, and the status bar says why.
    QCOMPARE(w.controller()->player(Side::X), PlayerSetup::engine(Level::VeryHard));
    QCOMPARE(w.controller()->player(Side::O), AppSettings().player(Side::O));
    QVERIFY2(w.window.statusText().contains(QStringLiteral("“grandmaster” is not a player")),
             qPrintable(w.window.statusText()));
    w.controller()->stopThinking();
}

// The graph's evaluations are kept with the game in progress, as a saved
// review keeps its scores: after a kill, the resumed game draws the curve it
// had, though none of it is in the game's record or in a file the person saves.
void TestGameSafety::aResumedGameDrawsTheGraphItHad() {
    QTemporaryDir dir;
    const SavedGame saved(dir.filePath(QStringLiteral("in-progress.pgn")));
    std::vector<std::optional<int>> drawn;
    {
        auto w = std::make_unique<Window>();
        QVERIFY(QTest::qWaitForWindowExposed(&w->window));
        w->window.document()->enableAutosave(saved);
        w->setPlayers(human, PlayerSetup::engine(Level::Easy));
        // The analysis's view of the start, then Easy's of its own move.
        EvalGraph* graph = w->window.watchMode()->graph();
        graph->recordEvaluation(0, w->game().position(), 85);
        w->click("b6");
        QVERIFY(w->waitForPly(2));
        QVERIFY(QTest::qWaitFor([&] { return !w->controller()->isThinking(); }, eventTimeoutMs));
        for (int move = 1; move <= 2; ++move) drawn.push_back(graph->evaluationAt(move));
        QCOMPARE(drawn.front(), std::optional<int>(85));
        QVERIFY(drawn.back().has_value());
        // Killed: only what was written after each move is left.
    }

    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.document()->offerSavedGame(saved);
    QMessageBox* box = nullptr;
    QVERIFY(QTest::qWaitFor(
        [&] { return (box = w.window.findChild<QMessageBox*>()) && box->isVisible(); },
        eventTimeoutMs));
    box->button(QMessageBox::Yes)->click();
    QCOMPARE(w.game().length(), 2);
    const EvalGraph* graph = w.window.watchMode()->graph();
    QCOMPARE(graph->pointCount(), 2);
    for (int move = 1; move <= 2; ++move)
        QCOMPARE(graph->evaluationAt(move), drawn[static_cast<std::size_t>(move - 1)]);
    // One engine's moves and the analysis: one line, as before the restart.
    QCOMPARE(graph->lineCount(), 1);
    // Neither the record's notes nor the tags of a game saved now carry them.
    const PgnGame record = w.window.document()->record();
    QVERIFY(record.tag("Evaluations").empty());
    const std::string text = write_pgn(record);
    QVERIFY2(text.find('{') == std::string::npos, text.c_str());
}

// A kept value that is not one (a word, a ply past the game, a score beyond
// a proven result, an unknown finder) is left out, and the others are read.
void TestGameSafety::damagedKeptEvaluationsAreLeftOutOneByOne() {
    PgnGame pgn;
    pgn.game = Game(Position());
    pgn.game.play(*read_move(pgn.game.position(), "b6"));
    pgn.game.play(*read_move(pgn.game.position(), "b2"));
    SavedGame::putEvaluations(
        pgn, {{0, 85, PlyEvaluation::Source::Analysis}, {1, -40, PlyEvaluation::Source::Player}});
    const std::string kept = pgn.tag("Evaluations");
    pgn.set_tag("Evaluations",
                "x:1 " + kept + " 2:10 -1:5 0:99999 1:abc 0:5:z :: 1: 0:1:p:q 1:-30000:r");
    const std::vector<PlyEvaluation> read = SavedGame::takeEvaluations(pgn);
    const std::vector<PlyEvaluation> expected{{0, 85, PlyEvaluation::Source::Analysis},
                                              {1, -30000, PlyEvaluation::Source::Review}};
    QCOMPARE(read.size(), expected.size());
    QVERIFY(read == expected);
    QVERIFY(pgn.tag("Evaluations").empty());

    // Resumed from such a file, the window draws what was good.
    pgn.set_tag("Evaluations", "1:-40:p 1:zz 5:3");
    QTemporaryDir dir;
    const SavedGame saved(dir.filePath(QStringLiteral("in-progress.pgn")));
    SavedGame::putPlayers(pgn, {human, human});
    QVERIFY(saved.write(pgn));
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.document()->offerSavedGame(saved);
    QMessageBox* box = nullptr;
    QVERIFY(QTest::qWaitFor([&] { return (box = w.window.findChild<QMessageBox*>()) != nullptr; },
                            eventTimeoutMs));
    box->button(QMessageBox::Yes)->click();
    const EvalGraph* graph = w.window.watchMode()->graph();
    QVERIFY(!graph->evaluationAt(1));
    QCOMPARE(graph->evaluationAt(2), std::optional<int>(-40));
}

void TestGameSafety::anIllegalClickSaysWhy_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("7x7") << QString::fromLatin1(start_fen);
    QTest::newRow("blocked 7x7") << QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen);
}

void TestGameSafety::anIllegalClickSaysWhy() {
    QFETCH(QString, fen);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    w.window.startGame(positionFrom(fen.toStdString()));
    const Position& p = w.game().position();
    const Geometry& g = p.geometry();
    const auto name = [&g](int cell) { return QString::fromStdString(g.name(cell)); };

    // The other side's piece.
    QVERIFY(w.board()->isInteractive());
    QSignalSpy refused(w.board(), &BoardView::clickRefused);
    const int theirs = p.pieces(Side::O).lowest();
    w.clickCell(theirs);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(w.game().length(), 0);
    QVERIFY2(w.window.statusText().contains(name(theirs) + QStringLiteral(" is taken by White")),
             qPrintable(w.window.statusText()));

    // A blocked cell, where the board has some.
    if (!p.blocked().empty()) {
        const int blocked = p.blocked().lowest();
        w.clickCell(blocked);
        QVERIFY2(w.window.statusText().contains(name(blocked) + QStringLiteral(" is blocked")),
                 qPrintable(w.window.statusText()));
    }

    // Too far from the chosen piece, counted in the board's own steps (hexagon
    // steps on Hexxagon): three cells away from it, and out of every piece's reach.
    const int piece = p.pieces(Side::X).lowest();
    int far = -1;
    for (const int cell : p.empty_cells()) {
        if (g.distance(piece, cell) != 3) continue;
        bool reachable = false;
        for (const int other : p.pieces(Side::X)) reachable |= g.distance(other, cell) <= 2;
        if (!reachable) {
            far = cell;
            break;
        }
    }
    QVERIFY(far >= 0);
    w.clickCell(piece);
    w.clickCell(far);
    QCOMPARE(w.game().length(), 0);
    QVERIFY2(w.window.statusText().contains(
                 QStringLiteral("%1 is 3 cells from %2").arg(name(far), name(piece))),
             qPrintable(w.window.statusText()));

    // A legal move clears the remark.
    const int clone = (g.adjacent(piece) & p.empty_cells()).lowest();
    w.clickCell(clone);
    QCOMPARE(w.game().length(), 1);
    QVERIFY(!w.window.statusText().contains(QStringLiteral("cells from")));
}

void TestGameSafety::passesReadPassInTheEngineLines() {
    // Black has no move here (walled in by White), so a line from here starts with a pass.
    const Position stuck = positionFrom("7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1");
    QVERIFY(stuck.is_legal(Move::pass()));
    Position after = stuck;
    after.play(Move::pass());
    MoveList replies;
    after.generate(replies);
    QVERIFY(replies.size() > 0);

    EngineOutputPanel panel;
    panel.setSectionVisible(EngineOutputPanel::Section::Analysis, true);
    panel.beginSearch(EngineOutputPanel::Section::Analysis, stuck, 0);
    SearchInfo info;
    info.depth = 2;
    info.score = -300;
    info.pv = {Move::pass(), replies[0]};
    panel.addInfo(EngineOutputPanel::Section::Analysis, info);
    const QString line = panel.cellText(EngineOutputPanel::Section::Analysis, 0, 5);
    QVERIFY2(line.startsWith(QStringLiteral("pass ")), qPrintable(line));
    QVERIFY(!line.contains(QStringLiteral("0000")));
    const QString summary = panel.summary(EngineOutputPanel::Section::Analysis);
    QVERIFY2(summary.contains(QStringLiteral("pass")) && !summary.contains(QStringLiteral("0000")),
             qPrintable(summary));
}

void TestGameSafety::theStatusBarCountsMovesAsTheMoveListNumbersThem() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, human);
    QVERIFY2(w.window.statusText().contains(QStringLiteral("Move 1, Black to play")),
             qPrintable(w.window.statusText()));
    for (const char* name : {"b6", "b2", "c6", "c2", "d6", "d2", "e6"}) w.click(name);
    // Seven moves: four rows in the list, the last one with Black's move only;
    // White plays move 4.
    QCOMPARE(w.window.moveListView()->rowCount(), 4);
    QCOMPARE(w.window.moveListView()->model()->headerData(3, Qt::Vertical).toString(),
             QStringLiteral("4."));
    QVERIFY2(w.window.statusText().contains(QStringLiteral("Move 4, White to play")),
             qPrintable(w.window.statusText()));
}

void TestGameSafety::pauseSaysPausedAndIsOfferedOnlyWhenAComputerIsToMove() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QAction* pause = w.window.watchMode()->actions().pause;
    QAction* stop = w.window.watchMode()->actions().stop;
    // People on both sides: nothing to pause or stop.
    w.setPlayers(human, human);
    QVERIFY(!pause->isEnabled());
    QVERIFY(!stop->isEnabled());
    // Against the computer, on your move: nothing runs, so nothing to pause or stop.
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::Hard));
    QVERIFY(!pause->isEnabled());
    QVERIFY(!stop->isEnabled());
    // Its move: Pause holds it, and says so on its card and in the status bar;
    // Stop can end its play.
    w.controller()->setComputerPause(3000);
    w.click("b6");
    QVERIFY(w.controller()->isThinking());
    QVERIFY(pause->isEnabled());
    QVERIFY(stop->isEnabled());
    pause->trigger();
    QVERIFY(w.controller()->isPaused());
    QVERIFY(!w.controller()->isThinking());
    QCOMPARE(w.window.playerPanel(Side::O)->stateText(), QStringLiteral("Paused"));
    QVERIFY2(w.window.statusText().startsWith(QStringLiteral("Paused at move 1, White to play")),
             qPrintable(w.window.statusText()));
    QCOMPARE(w.game().length(), 1);
    // Resume lets it play.
    w.controller()->setComputerPause(30);
    pause->trigger();
    QVERIFY(!w.controller()->isPaused());
    QVERIFY(w.waitForPly(2));
    QCOMPARE(w.window.playerPanel(Side::X)->stateText(), QStringLiteral("To move"));
}

void TestGameSafety::stopEndsTheComputersPlayAndSaysHowToGoOn() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.controller()->setComputerPause(50);
    w.setPlayers(PlayerSetup::engine(Level::Easy), PlayerSetup::engine(Level::Easy));
    w.window.newGame();
    QVERIFY(w.waitForPly(2));
    QAction* stop = w.window.watchMode()->actions().stop;
    QVERIFY(stop->isEnabled());
    stop->trigger();
    // The computers are off; the sides keep their levels for later.
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(!w.controller()->isComputer(Side::X));
    QVERIFY(!w.controller()->isComputer(Side::O));
    QCOMPARE(w.controller()->player(Side::X).level, Level::Easy);
    QVERIFY(!w.controller()->isPaused());
    QVERIFY(!stop->isEnabled());
    QVERIFY(!w.window.watchMode()->actions().pause->isEnabled());
    QVERIFY2(w.window.statusText().contains(QStringLiteral("Stopped")) &&
                 w.window.statusText().contains(QStringLiteral("Start")),
             qPrintable(w.window.statusText()));
    QCOMPARE(w.window.watchMode()->playerBox(Side::X)->player().computer, false);
    // The game stays, and a person may play on at once.
    const int length = w.game().length();
    QVERIFY(w.board()->isInteractive());
    const Position& p = w.game().position();
    const int target =
        (p.geometry().adjacent_to(p.pieces(p.side_to_move())) & p.empty_cells()).lowest();
    w.clickCell(target);
    QCOMPARE(w.game().length(), length + 1);
}

void TestGameSafety::aReviewedGameAsksBeforeItsMarksAreLost() {
    // The planted game: unfinished, a person to move, unchanged since it was opened.
    // Its file says who played, so that the review asks nothing about puzzles.
    QTemporaryDir typed;
    const QString path = typed.filePath(QStringLiteral("planted.pgn"));
    {
        QFile in(QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn"));
        QFile out(path);
        QVERIFY(in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly));
        out.write("[BlackType \"human\"]\n[WhiteType \"program\"]\n" + in.readAll());
    }
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QVERIFY(w.window.document()->openFile(path));
    w.window.reviewMode()->setDepth(4);
    QSignalSpy reviewed(w.window.reviewMode(), &ReviewMode::reviewFinished);
    w.window.reviewMode()->reviewAction()->trigger();
    QVERIFY(reviewed.count() > 0 || reviewed.wait(180000));
    QVERIFY(w.game().has_notes());
    w.window.reviewMode()->summaryDialog()->close();

    // New game asks; Cancel keeps the game and its marks.
    Answerer answer;
    answer.clickInNextBox(QMessageBox::Cancel);
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 1);
    QVERIFY2(answer.boxTexts.front().contains(QStringLiteral("review")),
             qPrintable(answer.boxTexts.front()));
    QCOMPARE(w.game().length(), 32);
    QVERIFY(w.game().has_notes());

    // Saved with its marks, it asks no more; Discard of new marks lets them go.
    QTemporaryDir dir;
    QVERIFY(w.window.document()->saveFile(dir.filePath(QStringLiteral("reviewed.pgn"))));
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 1);
    QCOMPARE(w.game().length(), 0);
}

void TestGameSafety::aNewGameStaysOnTheBoardChosenAtTheStart() {
    // As `ataxx --board 7x7-blocked` starts it.
    const Position blocked = BoardPresets::startPosition(QStringLiteral("7x7-blocked"));
    QVERIFY(!blocked.blocked().empty());
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.chooseBoard(blocked);
    w.setPlayers(human, human);
    QCOMPARE(w.game().position().blocked(), blocked.blocked());
    w.click("b6");

    Answerer answer;
    answer.clickInNextBox(QMessageBox::Discard);
    w.window.actions().newGame->trigger();
    QCOMPARE(answer.boxTexts.size(), 1);
    QCOMPARE(w.game().length(), 0);
    QCOMPARE(w.game().position().blocked(), blocked.blocked());

    // The settings' Board page shows the board on screen.
    w.window.actions().settings->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.window.findChild<SettingsDialog*>(), eventTimeoutMs);
    auto* dialog = w.window.findChild<SettingsDialog*>();
    auto* preset = dialog->findChild<QComboBox*>(QStringLiteral("boardPreset"));
    QVERIFY(preset);
    QCOMPARE(preset->currentText().trimmed(), BoardPresets::find("7x7-blocked").name);
    dialog->reject();
}

void TestGameSafety::anOpenedGameShowsItsPlayersAndNobodyMovesByItself() {
    // The players of a fresh start: you against Medium.
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, PlayerSetup::engine(Level::Medium));
    const QString you = w.window.playerPanel(Side::X)->playerName();
    QVERIFY(w.window.document()->openFile(QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn")));

    // The file's players on the cards; people play both sides on, so the
    // player boxes show people.
    for (const Side side : {Side::X, Side::O}) {
        QCOMPARE(w.window.playerPanel(side)->playerName(), QStringLiteral("Engine depth 4"));
        QVERIFY(!w.window.watchMode()->playerBox(side)->player().computer);
    }
    QVERIFY(!w.controller()->isThinking());

    // A move played on: nobody answers it.
    QCOMPARE(w.game().ply(), 32);
    QCOMPARE(w.game().position().side_to_move(), Side::X);
    const Position& end = w.game().position();
    const CellSet clones = end.geometry().adjacent_to(end.pieces(Side::X)) & end.empty_cells();
    QVERIFY(!clones.empty());
    w.clickCell(clones.lowest());
    QCOMPARE(w.game().length(), 33);
    QVERIFY(!w.controller()->isThinking());
    QVERIFY(waitForEarlierAnswers(w.controller(), eventTimeoutMs));
    QCOMPARE(w.game().length(), 33);

    // A computer chosen in White's player box plays White on; Black's card
    // keeps the file's name.
    PlayerComboBox* white = w.window.watchMode()->playerBox(Side::O);
    white->setFocus();
    QTest::keyClick(white, Qt::Key_Down);
    QVERIFY(w.controller()->isComputer(Side::O));
    QVERIFY(w.waitForPly(34));
    QCOMPARE(w.window.playerPanel(Side::X)->playerName(), QStringLiteral("Engine depth 4"));
    QCOMPARE(w.window.playerPanel(Side::O)->playerName(), white->player().description());

    // New game: Black is you again, White the computer chosen.
    Answerer answer;
    answer.clickInNextBox(QMessageBox::Discard);
    w.window.actions().newGame->trigger();
    QCOMPARE(w.game().length(), 0);
    QCOMPARE(w.window.playerPanel(Side::X)->playerName(), you);
    QVERIFY(!w.controller()->isComputer(Side::X));
    QVERIFY(w.controller()->isComputer(Side::O));
}

void TestGameSafety::theNewGameDialogAfterAnOpenedGameShowsWhoWillPlayTheNewGame() {
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.setPlayers(human, PlayerSetup::engine(Level::Hard));
    QVERIFY(w.window.document()->openFile(QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn")));
    QVERIFY(!w.controller()->isComputer(Side::O)); // people look at the file

    // The dialog shows the new game's players: Hard comes back for White.
    w.window.actions().newGameSettings->trigger();
    auto* dialog = w.window.findChild<SettingsDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QComboBox*>(QStringLiteral("kindX"))->currentIndex(), 0);
    QCOMPARE(dialog->findChild<QComboBox*>(QStringLiteral("kindO"))->currentIndex(), 1);
    QCOMPARE(dialog->findChild<QComboBox*>(QStringLiteral("levelO"))->currentText(),
             PlayerSetup::levelChoice(Level::Hard, rating::Family::Board7x7));

    // And the game starts with exactly those.
    dialog->accept();
    QCOMPARE(w.game().length(), 0);
    QVERIFY(!w.controller()->isComputer(Side::X));
    QCOMPARE(w.controller()->player(Side::O), PlayerSetup::engine(Level::Hard));
}

QTEST_MAIN(TestGameSafety)
#include "tst_gamesafety.moc"

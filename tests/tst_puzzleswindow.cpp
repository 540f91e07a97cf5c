// The Puzzles window (app/puzzleswindow/PuzzlesWindow): a puzzle is played by
// clicking the board, the answer is judged at once and the first one is kept
// in the store; Retry, Hint and Next; the statistics; puzzles from a game
// file; and the game in the main window stays as it was.

#include "board/boardview.h"
#include "fen.h"
#include "game/announcer.h"
#include "game/prompter.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "puzzle/puzzlemaker.h"
#include "puzzleswindow/puzzlecollector.h"
#include "puzzleswindow/puzzlestore.h"
#include "puzzleswindow/puzzleswindow.h"
#include "reviewmode/explanationtext.h"

#include <QtTest>

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include <memory>

using namespace ataxx;

namespace {

// Room for a machine under full load: waiting costs nothing when it ends early.
constexpr int timeoutMs = 60000;
// A review of a game file and its puzzles take about a second.
constexpr int makeTimeoutMs = 180000;

Puzzle puzzleAt(std::string_view fen, std::string_view right, std::string_view played,
                PuzzleDay due) {
    Puzzle puzzle;
    puzzle.position = *read_fen(fen);
    puzzle.right = {*read_move(puzzle.position, right)};
    puzzle.played = *read_move(puzzle.position, played);
    puzzle.loss = 230;
    puzzle.id = "Anna vs Computer, move 1";
    puzzle.record.due = due;
    return puzzle;
}

// Black's f2 jumps into the ring of White's pieces at d4 and takes all eight;
// in the game Black cloned to g1. The longest overdue, so the first.
Puzzle trap() {
    return puzzleAt("7/7/2ooo2/2o1o2/2ooo2/5x1/7 x 0 1", "f2d4", "g1", today() - 2);
}

// A clone is the answer here.
Puzzle opening() {
    return puzzleAt("x5o/7/7/7/7/7/o5x x 0 1", "b6", "a7c5", today() - 1);
}

class RecordingPrompter : public Prompter {
public:
    void error(QWidget*, const QString&, const QString& text) override { errors << text; }
    bool confirm(QWidget*, const QString&, const QString&) override { return true; }
    QStringList errors;
};

// A Puzzles window over a store of its own in a temporary folder.
struct Fixture {
    explicit Fixture(const std::vector<Puzzle>& puzzles)
        : store(dir.filePath(QStringLiteral("puzzles.epd")))
        , window(&store, &collector, &prompter) {
        if (!puzzles.empty()) store.add(puzzles);
        window.boardView()->setAnimationSpeed(AnimationSpeed::Fast);
        window.resize(640, 480);
        window.show();
        window.start();
    }

    [[nodiscard]] BoardView* board() const { return window.boardView(); }
    [[nodiscard]] int cell(const char* name) const {
        return board()->game()->position().geometry().cell_from_name(name);
    }
    // A real click on a cell, once the board takes clicks again.
    bool click(const char* name) {
        if (!QTest::qWaitFor([this] { return !board()->isAnimating(); }, timeoutMs)) return false;
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->cellCenter(cell(name)).toPoint());
        return true;
    }
    void press(const char* button) {
        QTest::mouseClick(window.findChild<QPushButton*>(QLatin1StringView(button)),
                          Qt::LeftButton);
    }
    [[nodiscard]] QString label(const char* name) const {
        return window.findChild<QLabel*>(QLatin1StringView(name))->text();
    }
    [[nodiscard]] const PuzzleRecord& record(int index) const {
        return store.puzzles()[static_cast<std::size_t>(index)].record;
    }
    [[nodiscard]] Move lastMove() const {
        const Game* game = board()->game();
        return game->ply() > 0 ? game->move_at(game->ply() - 1) : Move::none();
    }

    QTemporaryDir dir;
    RecordingPrompter prompter;
    PuzzleStore store;
    PuzzleCollector collector{&store, &prompter, nullptr};
    PuzzlesWindow window;
};

Move moveIn(const Puzzle& puzzle, std::string_view text) {
    return *read_move(puzzle.position, text);
}

} // namespace

class TestPuzzlesWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aWrongMoveIsSaidWrongCountedAsAFailureAndTheRightOneIsPlayed();
    void puzzlesMadeWhileOneIsOnTheBoardAreOfferedToday();
    void aWrongAnswerIsExplainedAsWellAsTheGamesMove();
    void afterRetryTheRightMoveIsSaidRightAndNotCountedAgain();
    void aPuzzleSolvedAtOnceIsCountedAsSolved();
    void theBestLineIsPlayedOutAfterAWrongAnswerAndAfterItsFirstMove();
    void nextGoesToTheNextPuzzleAndThenSaysAllAreDone();
    void hintShowsThePieceToMoveOrTheCellToCloneTo();
    void withoutPuzzlesTheWindowSaysHowPuzzlesAreMade();
    void aStoreThatCannotBeReadIsReported();
    void theStatisticsCountTheTriesByBoardAndByDay();
    void puzzlesAreMadeFromTheGamesOfAFile();
    void makingPuzzlesSaysWhichGameAndCanBeCancelled();
    void theGameInTheMainWindowIsLeftAsItWas();
    void escapeAndCtrlWCloseTheWindow();
};

void TestPuzzlesWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_puzzleswindow"));
}

void TestPuzzlesWindow::aWrongMoveIsSaidWrongCountedAsAFailureAndTheRightOneIsPlayed() {
    Fixture f({trap(), opening()});
    QCOMPARE(f.window.currentPuzzle(), 0);
    QVERIFY(f.label("promptLabel").contains(QStringLiteral("Black to play")));
    QVERIFY(f.label("sourceLabel").contains(QStringLiteral("Anna vs Computer, move 1")));
    QVERIFY(f.label("progressLabel").contains(QStringLiteral("1 of 2")));

    QSignalSpy answered(&f.window, &PuzzlesWindow::answered);
    QVERIFY(f.click("g2")); // a clone beside f2: not good enough
    QCOMPARE(answered.count(), 1);
    QCOMPARE(answered.front().front().toBool(), false);
    QVERIFY2(f.window.feedbackText().startsWith(QStringLiteral("Wrong")),
             qPrintable(f.window.feedbackText()));
    // The move of the game and what it lost, in pieces.
    QVERIFY2(f.window.feedbackText().contains(QStringLiteral("you played g1, which lost 2.30")),
             qPrintable(f.window.feedbackText()));
    // And why, in the review's words.
    QVERIFY2(f.window.feedbackText().contains(QStringLiteral("f2d4 instead takes 8 piece")),
             qPrintable(f.window.feedbackText()));
    QCOMPARE(f.record(0).tried, 1);
    QCOMPARE(f.record(0).failed(), 1);
    QCOMPARE(f.record(0).box, 1);
    QCOMPARE(f.record(0).due, today() + 1);
    // Kept on disk at once.
    PuzzleStore again(f.store.path());
    QVERIFY(again.load());
    QCOMPARE(again.puzzles().front().record.failed(), 1);
    // The right move is played out on the board after the wrong one.
    QTRY_COMPARE_WITH_TIMEOUT(f.lastMove(), moveIn(trap(), "f2d4"), timeoutMs);
    QCOMPARE(f.board()->game()->ply(), 1);
    QVERIFY(f.prompter.errors.isEmpty());
}

// The person answers g2, not the game's g1: the words under the board say
// what g2 loses and why, from a search of g2 as the review searches a move,
// besides what the game's move lost.
void TestPuzzlesWindow::aWrongAnswerIsExplainedAsWellAsTheGamesMove() {
    Puzzle puzzle = trap();
    puzzle.depth = 4;
    puzzle.best_score = score_win - 1; // f2d4 wins at once
    puzzle.loss = review_cap;
    Fixture f({puzzle});
    const Move answer = moveIn(puzzle, "g2");
    PuzzleMaker maker(PuzzleSettings{});
    const MoveReview review = maker.review_answer(puzzle, answer);
    QCOMPARE(review.played, answer);
    QVERIFY(!review.reply_line.empty());
    const QString why =
        ExplanationText::text(puzzle.position.geometry(), answer_explanation(puzzle, review));
    QVERIFY2(why.contains(QStringLiteral("g2")), qPrintable(why));
    QVERIFY2(why != ExplanationText::text(puzzle.position.geometry(), puzzle_explanation(puzzle)),
             qPrintable(why));

    QVERIFY(f.click("g2"));
    QVERIFY(f.window.feedbackText().startsWith(QStringLiteral("Wrong")));
    QTRY_VERIFY2_WITH_TIMEOUT(f.window.feedbackText().contains(why),
                              qPrintable(f.window.feedbackText()), timeoutMs);
    QVERIFY2(
        f.window.feedbackText().contains(QStringLiteral("Your answer g2 throws away the result.")),
        qPrintable(f.window.feedbackText()));
    QVERIFY2(f.window.feedbackText().contains(QStringLiteral("In the game you played g1")),
             qPrintable(f.window.feedbackText()));
    QVERIFY(f.prompter.errors.isEmpty());
    // A screen reader heard the verdict, then what the answer lost.
    QVERIFY2(f.window.announcer()->text().startsWith(
                 QStringLiteral("Your answer g2 throws away the result.")),
             qPrintable(f.window.announcer()->text()));
}

void TestPuzzlesWindow::afterRetryTheRightMoveIsSaidRightAndNotCountedAgain() {
    Fixture f({trap(), opening()});
    QVERIFY(f.click("g2"));
    QCOMPARE(f.record(0).failed(), 1);
    f.press("retryButton");
    QCOMPARE(f.board()->game()->ply(), 0);
    QCOMPARE(f.board()->game()->position(), trap().position);
    // The answer of the wrong move is not played over the new try.
    QVERIFY(f.click("f2"));
    QVERIFY(f.click("d4"));
    QCOMPARE(f.lastMove(), moveIn(trap(), "f2d4"));
    QVERIFY2(f.window.feedbackText().startsWith(QStringLiteral("Right")),
             qPrintable(f.window.feedbackText()));
    QCOMPARE(f.record(0).tried, 1);
    QCOMPARE(f.record(0).solved, 0);
    QVERIFY(QTest::qWaitFor([&] { return !f.board()->isAnimating(); }, timeoutMs));
    QCOMPARE(f.lastMove(), moveIn(trap(), "f2d4"));
}

void TestPuzzlesWindow::aPuzzleSolvedAtOnceIsCountedAsSolved() {
    Fixture f({trap()});
    QVERIFY(f.click("f2"));
    QCOMPARE(f.board()->selectedCell(), f.cell("f2"));
    QVERIFY(f.click("d4"));
    QVERIFY2(f.window.feedbackText().startsWith(QStringLiteral("Right")),
             qPrintable(f.window.feedbackText()));
    QCOMPARE(f.record(0).tried, 1);
    QCOMPARE(f.record(0).solved, 1);
    QCOMPARE(f.record(0).box, 2);
    QCOMPARE(f.record(0).due, today() + puzzle_box_days[1]);
    // Eight of White's pieces turned.
    QTRY_VERIFY_WITH_TIMEOUT(!f.board()->isAnimating(), timeoutMs);
    QCOMPARE(f.board()->game()->position().pieces(Side::O).count(), 0);
}

void TestPuzzlesWindow::theBestLineIsPlayedOutAfterAWrongAnswerAndAfterItsFirstMove() {
    Puzzle withLine = opening();
    Position end = withLine.position;
    for (const char* text : {"b6", "a2", "f2"}) {
        withLine.line.push_back(*read_move(end, text));
        end = end.after(withLine.line.back());
    }

    // A wrong answer: the line from the puzzle's position, a move at a time.
    Fixture wrong({withLine});
    QVERIFY(wrong.click("a7"));
    QVERIFY(wrong.click("c5"));
    QVERIFY2(wrong.window.feedbackText().contains(
                 QStringLiteral("The best line, played on the board: b6 a2 f2.")),
             qPrintable(wrong.window.feedbackText()));
    QTRY_COMPARE_WITH_TIMEOUT(wrong.board()->game()->ply(), 3, timeoutMs);
    QCOMPARE(wrong.board()->game()->position(), end);

    // The line's first move: its replies follow on the board.
    Fixture right({withLine});
    QVERIFY(right.click("b6"));
    QVERIFY(right.window.feedbackText().startsWith(QStringLiteral("Right")));
    QTRY_COMPARE_WITH_TIMEOUT(right.board()->game()->ply(), 3, timeoutMs);
    QCOMPARE(right.board()->game()->position(), end);
    QCOMPARE(right.record(0).solved, 1);
}

void TestPuzzlesWindow::nextGoesToTheNextPuzzleAndThenSaysAllAreDone() {
    Fixture f({trap(), opening()});
    QVERIFY(f.click("g2"));
    f.press("nextButton");
    QCOMPARE(f.window.currentPuzzle(), 1);
    QCOMPARE(f.board()->game()->position(), opening().position);
    QVERIFY(f.window.feedbackText().isEmpty());
    QVERIFY(f.label("progressLabel").contains(QStringLiteral("2 of 2")));
    // The second puzzle counts its own first answer.
    QVERIFY(f.click("b6"));
    QVERIFY(f.window.feedbackText().startsWith(QStringLiteral("Right")));
    QCOMPARE(f.record(1).solved, 1);
    f.press("nextButton");
    QCOMPARE(f.window.currentPuzzle(), -1);
    QVERIFY2(f.window.messageText().contains(QStringLiteral("1 solved, 1 failed")),
             qPrintable(f.window.messageText()));
    // Failed today, due again tomorrow: nothing is due now.
    f.window.start();
    QCOMPARE(f.window.currentPuzzle(), -1);
}

void TestPuzzlesWindow::hintShowsThePieceToMoveOrTheCellToCloneTo() {
    Fixture f({trap(), opening()});
    f.press("hintButton");
    QCOMPARE(f.board()->selectedCell(), f.cell("f2"));
    QCOMPARE(f.window.announcer()->text(), QStringLiteral("Hint: the piece on f2 moves."));
    f.press("nextButton");
    QVERIFY2(f.window.announcer()->text().startsWith(QStringLiteral("Puzzle 2 of 2 due today.")),
             qPrintable(f.window.announcer()->text()));
    f.press("hintButton");
    QCOMPARE(f.board()->hint(), Move::clone(f.cell("b6")));
    QCOMPARE(f.window.announcer()->text(), QStringLiteral("Hint: a clone to b6."));
    // A hint is no answer.
    QCOMPARE(f.record(0).tried, 0);
    QCOMPARE(f.record(1).tried, 0);
}

void TestPuzzlesWindow::withoutPuzzlesTheWindowSaysHowPuzzlesAreMade() {
    Fixture f({});
    QCOMPARE(f.window.currentPuzzle(), -1);
    QVERIFY(f.window.messageText().contains(QStringLiteral("no puzzles yet")));
    QVERIFY(f.window.messageText().contains(QStringLiteral("Review game")));
    QVERIFY(f.prompter.errors.isEmpty());
}

void TestPuzzlesWindow::aStoreThatCannotBeReadIsReported() {
    QTemporaryDir dir;
    // A folder where the file should be: it can be neither read nor written.
    const QString path = dir.filePath(QStringLiteral("puzzles.epd"));
    QVERIFY(QDir().mkpath(path));
    PuzzleStore store(path);
    RecordingPrompter prompter;
    PuzzlesWindow window(&store, nullptr, &prompter);
    window.show();
    window.start();
    QCOMPARE(prompter.errors.size(), 1);
    QVERIFY2(prompter.errors.front().contains(path), qPrintable(prompter.errors.front()));
    QVERIFY(window.messageText().contains(path));
    QCOMPARE(window.currentPuzzle(), -1);
}

void TestPuzzlesWindow::theStatisticsCountTheTriesByBoardAndByDay() {
    Fixture f({trap(), opening()});
    QVERIFY(f.click("g2"));
    f.press("nextButton");
    QVERIFY(f.click("b6"));
    const auto* boards = f.window.findChild<QTableWidget*>(QStringLiteral("statisticsByBoard"));
    const auto* days = f.window.findChild<QTableWidget*>(QStringLiteral("statisticsByDay"));
    QCOMPARE(boards->rowCount(), 1);
    QCOMPARE(boards->item(0, 0)->text(), QStringLiteral("7×7"));
    QCOMPARE(boards->item(0, 1)->text(), QStringLiteral("2"));
    QCOMPARE(boards->item(0, 2)->text(), QStringLiteral("1"));
    QCOMPARE(boards->item(0, 3)->text(), QStringLiteral("1"));
    QCOMPARE(days->rowCount(), 1);
    QCOMPARE(days->item(0, 1)->text(), QStringLiteral("1"));
    QCOMPARE(days->item(0, 2)->text(), QStringLiteral("1"));
    QVERIFY2(f.label("statisticsSummary").contains(QStringLiteral("1 solved, 1 failed")),
             qPrintable(f.label("statisticsSummary")));
}

void TestPuzzlesWindow::puzzlesAreMadeFromTheGamesOfAFile() {
    Fixture f({});
    QFile file(QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray data = file.readAll();
    const auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    QVERIFY(games);
    QVERIFY(f.window.makePuzzles(*games, {Side::X}, 4));
    QVERIFY(f.label("makeStatusLabel").contains(QStringLiteral("Reviewing")));
    QTRY_VERIFY_WITH_TIMEOUT(f.label("makeStatusLabel").contains(QStringLiteral("made from")),
                             makeTimeoutMs);
    QVERIFY(!f.store.puzzles().empty());
    QVERIFY2(f.label("makeStatusLabel").startsWith(QString::number(f.store.puzzles().size())),
             qPrintable(f.label("makeStatusLabel")));
    for (const Puzzle& puzzle : f.store.puzzles())
        QCOMPARE(puzzle.position.side_to_move(), Side::X);
    // The new puzzles are due today and on the board at once.
    QVERIFY(f.window.currentPuzzle() >= 0);
    QVERIFY(f.prompter.errors.isEmpty());
}

void TestPuzzlesWindow::makingPuzzlesSaysWhichGameAndCanBeCancelled() {
    Fixture f({});
    QFile file(QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto read =
        read_pgn(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QVERIFY(read && !read->empty());
    // The planted game eight times, and a game without moves, which is not counted.
    PgnGame empty;
    empty.game = Game(read->front().game.start_position());
    std::vector<PgnGame> games(8, read->front());
    games.insert(games.begin() + 1, empty);
    QSignalSpy progress(&f.collector, &PuzzleCollector::gamesProgress);
    QVERIFY(f.window.makePuzzles(games, {Side::X}, 4));
    auto* cancel = f.window.findChild<QPushButton*>(QStringLiteral("cancelMakingButton"));
    QVERIFY(cancel->isVisible());
    QVERIFY2(f.label("makeStatusLabel").contains(QStringLiteral("game 1 of 8")),
             qPrintable(f.label("makeStatusLabel")));
    // The first game reviewed, the file's review is cancelled at once (the
    // other seven take seconds).
    connect(
        &f.collector, &PuzzleCollector::gamesProgress, &f.window,
        [&f] { f.press("cancelMakingButton"); }, Qt::SingleShotConnection);
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), makeTimeoutMs);
    QCOMPARE(progress.front().at(0).toInt(), 1);
    QCOMPARE(progress.front().at(1).toInt(), 8);
    QTRY_VERIFY_WITH_TIMEOUT(f.label("makeStatusLabel").startsWith(QStringLiteral("Stopped")),
                             makeTimeoutMs);
    QVERIFY(!cancel->isVisible());
    QVERIFY(f.window.findChild<QPushButton*>(QStringLiteral("makePuzzlesButton"))->isEnabled());
    // The games reviewed to the end keep their puzzles: the first one's at least.
    QVERIFY(!f.store.puzzles().empty());
    QVERIFY2(f.label("makeStatusLabel")
                 .contains(QStringLiteral("Stopped: %1 new").arg(f.store.puzzles().size())),
             qPrintable(f.label("makeStatusLabel")));
    QVERIFY(f.prompter.errors.isEmpty());
}

void TestPuzzlesWindow::theGameInTheMainWindowIsLeftAsItWas() {
    QFile::remove(PuzzleStore::defaultPath());
    MainWindow window;
    auto recorder = std::make_unique<RecordingPrompter>();
    RecordingPrompter* prompter = recorder.get();
    window.setPrompter(std::move(recorder));
    window.actions().speed(AnimationSpeed::Off)->trigger();
    window.show();
    QCOMPARE(window.puzzleStore()->add({trap()}), 1);
    const Game before = window.controller()->game();
    const Game* shown = window.boardView()->game();

    window.actions().puzzles->trigger();
    PuzzlesWindow* puzzles = window.puzzlesWindow();
    QVERIFY(puzzles);
    QVERIFY(puzzles->isVisible());
    QVERIFY(puzzles->isWindow());
    QCOMPARE(puzzles->currentPuzzle(), 0);
    BoardView* board = puzzles->boardView();
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->cellCenter(trap().position.geometry().cell_from_name("g2")).toPoint());
    QVERIFY(puzzles->feedbackText().startsWith(QStringLiteral("Wrong")));
    puzzles->close();
    QTRY_VERIFY_WITH_TIMEOUT(!window.puzzlesWindow(), timeoutMs);

    const Game& after = window.controller()->game();
    QCOMPARE(after.ply(), before.ply());
    QCOMPARE(after.length(), before.length());
    QCOMPARE(after.position(), before.position());
    QCOMPARE(window.boardView()->game(), shown);
    QVERIFY2(prompter->errors.isEmpty(), qPrintable(prompter->errors.join('\n')));
}

void TestPuzzlesWindow::escapeAndCtrlWCloseTheWindow() {
    for (const QKeySequence& keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        Fixture f({trap()});
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        f.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&f.window));
        // A piece selected: the first Escape lets it go, as on the main board.
        QVERIFY(f.click("f2"));
        f.board()->setFocus();
        if (keys == QKeySequence(Qt::Key_Escape)) {
            QTest::keySequence(f.board(), keys);
            QVERIFY(f.window.isVisible());
        }
        QTest::keySequence(f.board(), keys);
        QTRY_VERIFY2(!f.window.isVisible(), qPrintable(keys.toString()));
    }
}

// New puzzles (a review, a game file, the games library) made while a
// puzzle is on the board come after today's others, not another day.
void TestPuzzlesWindow::puzzlesMadeWhileOneIsOnTheBoardAreOfferedToday() {
    Fixture f({trap()});
    QCOMPARE(f.window.currentPuzzle(), 0);
    QVERIFY2(f.label("progressLabel").contains(QStringLiteral("1 of 1")),
             qPrintable(f.label("progressLabel")));
    QCOMPARE(f.store.add({opening()}), 1);
    QVERIFY2(f.label("progressLabel").contains(QStringLiteral("1 of 2")),
             qPrintable(f.label("progressLabel")));
    QCOMPARE(f.window.currentPuzzle(), 0);
    f.press("nextButton");
    QCOMPARE(f.window.currentPuzzle(), 1);
}

QTEST_MAIN(TestPuzzlesWindow)
#include "tst_puzzleswindow.moc"

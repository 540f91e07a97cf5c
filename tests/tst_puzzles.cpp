// Puzzles from a person's mistakes (ai/puzzle): made from a reviewed game,
// answers judged, the one-line file written and read back (a damaged line
// skipped and named), the Leitner boxes, the statistics, and
// `ataxx-engine puzzles` run as a user runs it.
//
// The short game here is built so that its first move is a blunder at any
// depth: Black's f2d4 takes all eight White pieces and wins at once, while
// Black plays g1, after which White's e3f1 takes both Black pieces. The planted
// game of tests/data/planted_blunder.pgn (see tst_review) gives a puzzle whose
// scores are not proven. Every search runs at a fixed depth with one thread,
// so the puzzles are the same every time.

#include "fen.h"
#include "notation.h"
#include "pgn.h"
#include "puzzle/puzzle.h"
#include "puzzle/puzzlefile.h"
#include "puzzle/puzzlemaker.h"
#include "review/review.h"
#include "testfiles.h"

#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>

using namespace ataxx;
using namespace ataxx::test;

namespace {

constexpr std::string_view trapFen = "7/7/2ooo2/2o1o2/2ooo2/5x1/7 x 0 1";
constexpr int reviewDepth = 2;
constexpr int plantedIndex = 14; // Black's 8th move, g3f5
constexpr int plantedDepth = 4;

ReviewSettings atDepth(int depth) {
    ReviewSettings settings;
    settings.depth = depth;
    settings.threads = 1;
    return settings;
}

Move moveIn(const Position& position, std::string_view text) {
    const auto move = read_move(position, text);
    return move ? *move : Move::none();
}

// Black's blunder g1, and White's e3f1 that takes both Black pieces.
Game trapGame() {
    Game game(*read_fen(trapFen));
    game.play(moveIn(game.position(), "g1"));
    game.play(moveIn(game.position(), "e3f1"));
    return game;
}

// The puzzles of a game for the given sides, its review at `depth`.
std::vector<Puzzle> puzzlesOf(const Game& game, int depth, const std::vector<Side>& sides,
                              std::vector<MoveReview>* reviewOut = nullptr) {
    GameReviewer reviewer(atDepth(depth));
    const std::vector<MoveReview> review = reviewer.review_game(game);
    if (reviewOut) *reviewOut = review;
    PuzzleMaker maker(PuzzleSettings{});
    return maker.make(game, review, sides, "Anna vs Computer, 2026-11-26",
                      read_day("2026-11-26").value_or(0));
}

QString movesText(const Puzzle& puzzle) {
    QStringList moves;
    for (const Move move : puzzle.right)
        moves << QString::fromStdString(move_to_string(puzzle.position.geometry(), move));
    return moves.join(' ');
}

// A puzzle with everything the file holds filled in: a record with tries,
// an id that needs escapes, rules that are not the default, a field this
// version does not know.
Puzzle fullPuzzle() {
    Puzzle puzzle;
    Rules rules;
    rules.stuck = StuckRule::Fill;
    rules.halfmove_limit = 0;
    rules.threefold_repetition = true;
    puzzle.position = *read_fen("x3o/6/7/4-3/o2-4x/4-3/7/6/x3o o 3 7", rules);
    puzzle.right = {moveIn(puzzle.position, "h8"), moveIn(puzzle.position, "i9g8")};
    puzzle.played = moveIn(puzzle.position, "a5c6");
    // The best line: h8, then Black's first move there and White's after it.
    puzzle.line = {puzzle.right.front()};
    Position on = puzzle.position.after(puzzle.line.back());
    for (int ply = 0; ply < 2; ++ply) {
        MoveList moves;
        on.generate(moves);
        puzzle.line.push_back(moves[0]);
        on = on.after(moves[0]);
    }
    // The line after the move played: Black's first move there.
    {
        const Position after = puzzle.position.after(puzzle.played);
        MoveList moves;
        after.generate(moves);
        puzzle.played_line = {moves[0]};
    }
    puzzle.played_score = -447;
    puzzle.loss = 412;
    puzzle.best_score = -35;
    puzzle.depth = 8;
    puzzle.id = "Anna \"the Bold\" vs C:\\Engine; Club; 2026-11-26, move 7...";
    puzzle.source = {"Anna \"the Bold\"", "C:\\Engine; Club", "", "2026-11-26"};
    puzzle.record.tried = 3;
    puzzle.record.solved = 2;
    puzzle.record.box = 3;
    puzzle.record.due = read_day("2026-12-04").value_or(0);
    puzzle.record.tries = {{read_day("2026-11-26").value_or(0), false},
                           {read_day("2026-11-27").value_or(0), true},
                           {read_day("2026-11-30").value_or(0), true}};
    puzzle.other_fields = {{"c0", "\"a note; with a semicolon\""}};
    return puzzle;
}

PuzzleDay day(const char* text) {
    return read_day(text).value_or(-1);
}

} // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

private slots:
    void aBlunderBecomesAPuzzleOfThePositionBeforeIt();
    void thePlantedMistakeHasTheEnginesBestMoveAmongItsAnswers();
    void onlyTheChosenSidesMistakesBecomePuzzles();
    void aRightAnswerIsJudgedRightAndAWrongOneWrong();
    void theFileReadsBackWhatWasWritten();
    void aDamagedLineIsSkippedAndNamedAndTheOthersSurvive_data();
    void aDamagedLineIsSkippedAndNamedAndTheOthersSurvive();
    void theReadmesExampleFileReads();
    void aSolvedPuzzleComesBackLaterAndAFailedOneSoon();
    void theDuePuzzlesComeLongestOverdueFirst();
    void theStatisticsCountTriesByBoardAndByDay();
    void theCommandLinePrintsPuzzlesThatReadBack();
    void theCommandLineNamesWhatIsWrong_data();
    void theCommandLineNamesWhatIsWrong();

private:
    struct Run {
        int exitCode;
        QString out;
        QString err;
    };
    static Run run(const QStringList& arguments) {
        QProcess process;
        process.start(QStringLiteral(ATAXX_ENGINE_PATH), arguments);
        if (!process.waitForFinished(120000)) {
            process.kill();
            process.waitForFinished();
            return {-1, {}, QStringLiteral("timed out")};
        }
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
                QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }
};

void TestPuzzles::aBlunderBecomesAPuzzleOfThePositionBeforeIt() {
    const Game game = trapGame();
    QCOMPARE(game.length(), 2);
    std::vector<MoveReview> review;
    const std::vector<Puzzle> puzzles = puzzlesOf(game, reviewDepth, {Side::X}, &review);
    QCOMPARE(review.front().quality, MoveQuality::Blunder);
    QCOMPARE(puzzles.size(), std::size_t{1});
    const Puzzle& puzzle = puzzles.front();
    QCOMPARE(write_fen(puzzle.position), std::string(trapFen));
    QCOMPARE(puzzle.played, moveIn(puzzle.position, "g1"));
    QVERIFY2(!is_right(puzzle, puzzle.played), qPrintable(movesText(puzzle)));
    // The quickest win comes first: f2d4 takes every White piece at once.
    QCOMPARE(puzzle.right.front(), moveIn(puzzle.position, "f2d4"));
    QCOMPARE(puzzle.right.front(), review.front().best);
    QVERIFY(puzzle.loss >= review_blunder);
    QCOMPARE(puzzle.depth, review.front().depth);
    QCOMPARE(puzzle.loss, review.front().loss);
    // Why g1 was worse, as the review words it, from the review's findings.
    const Explanation why = puzzle_explanation(puzzle);
    QVERIFY(why.main != ExplanationFact::None);
    Game played(puzzle.position);
    QVERIFY(played.play(puzzle.played));
    const std::string text = explanation_text(played, why);
    QVERIFY2(text.find("f2d4") != std::string::npos, text.c_str());
    QCOMPARE(puzzle.id, std::string("Anna vs Computer, 2026-11-26, move 1"));
    QCOMPARE(puzzle.record.box, 1);
    QCOMPARE(puzzle.record.due, day("2026-11-26"));
    QCOMPARE(puzzle.record.tried, 0);
}

void TestPuzzles::thePlantedMistakeHasTheEnginesBestMoveAmongItsAnswers() {
    const PgnGame pgn = plantedGame();
    QVERIFY(pgn.game.length() > plantedIndex);
    std::vector<MoveReview> review;
    const std::vector<Puzzle> puzzles = puzzlesOf(pgn.game, plantedDepth, {Side::X}, &review);
    const MoveReview& planted = review[static_cast<std::size_t>(plantedIndex)];
    QVERIFY(planted.quality == MoveQuality::Mistake || planted.quality == MoveQuality::Blunder);
    const auto found = std::find_if(puzzles.begin(), puzzles.end(), [&](const Puzzle& p) {
        return p.position == pgn.game.position_at(plantedIndex);
    });
    QVERIFY2(found != puzzles.end(), "the position before g3f5 makes no puzzle");
    QCOMPARE(found->played, moveIn(found->position, "g3f5"));
    QVERIFY2(is_right(*found, planted.best), qPrintable(movesText(*found)));
    QVERIFY(!is_right(*found, found->played));
    QVERIFY(found->loss >= review_dubious);
    QVERIFY(!is_proven(found->best_score));
    // The best line to play out: the first right move, then legal replies.
    QVERIFY2(found->line.size() >= 3, qPrintable(movesText(*found)));
    QVERIFY(static_cast<int>(found->line.size()) <= puzzle_line_plies);
    QCOMPARE(found->line.front(), found->right.front());
    Position on = found->position;
    for (const Move move : found->line) {
        QVERIFY(on.is_legal(move));
        on = on.after(move);
    }
    QCOMPARE(found->id, std::string("Anna vs Computer, 2026-11-26, move 8"));
    // Every puzzle is a move of Black's that the review marked.
    for (const Puzzle& puzzle : puzzles) QCOMPARE(puzzle.position.side_to_move(), Side::X);
}

void TestPuzzles::onlyTheChosenSidesMistakesBecomePuzzles() {
    QVERIFY(puzzlesOf(trapGame(), reviewDepth, {Side::O}).empty());
    QCOMPARE(puzzlesOf(trapGame(), reviewDepth, {Side::X, Side::O}).size(), std::size_t{1});
}

void TestPuzzles::aRightAnswerIsJudgedRightAndAWrongOneWrong() {
    const std::vector<Puzzle> puzzles = puzzlesOf(trapGame(), reviewDepth, {Side::X});
    QCOMPARE(puzzles.size(), std::size_t{1});
    const Puzzle& puzzle = puzzles.front();
    QVERIFY(is_right(puzzle, moveIn(puzzle.position, "f2d4")));
    QVERIFY(!is_right(puzzle, moveIn(puzzle.position, "g1")));
    // A move that leaves both Black pieces to White's e3f1 too.
    QVERIFY(!is_right(puzzle, moveIn(puzzle.position, "g2")));
}

void TestPuzzles::theFileReadsBackWhatWasWritten() {
    std::vector<Puzzle> puzzles = puzzlesOf(trapGame(), reviewDepth, {Side::X});
    puzzles.push_back(fullPuzzle());
    const std::string text = write_puzzles(puzzles);
    const PuzzleFile file = read_puzzles(text);
    QVERIFY2(file.problems.empty(),
             file.problems.empty()
                 ? ""
                 : qPrintable(QString::fromStdString(problem_text(file.problems.front()))));
    QCOMPARE(file.puzzles.size(), puzzles.size());
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        QVERIFY2(file.puzzles[i] == puzzles[i],
                 qPrintable(QString::fromStdString(write_puzzle(file.puzzles[i]) + "\n" +
                                                   write_puzzle(puzzles[i]))));
    QCOMPARE(write_puzzles(file.puzzles), text);
    // The line names its fields as the README says.
    const std::string line = write_puzzle(puzzles.back());
    QVERIFY2(line.starts_with("x3o/6/7/4-3/o2-4x/4-3/7/6/x3o o 3 7 bm h8 i9g8; am a5c6; "),
             line.c_str());
    QVERIFY2(line.find("history 2026-11-26- 2026-11-27+ 2026-11-30+;") != std::string::npos,
             line.c_str());
}

void TestPuzzles::aDamagedLineIsSkippedAndNamedAndTheOthersSurvive_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    const QString fen = QStringLiteral("7/7/2ooo2/2o1o2/2ooo2/5x1/7 x 0 1 ");
    QTest::newRow("a row too long") << "7/7/2ooo2/2o1o2/2ooo2/5x2/7 x 0 1 bm f2d4;"
                                    << "position: row 6 has 8 cells where 7 were expected";
    QTest::newRow("an illegal right move") << fen + "bm f2d4 a7;"
                                           << "bm: move 'a7' is not a legal move here";
    QTest::newRow("a right move off the board") << fen + "bm f2d4 h9;"
                                                << "bm: 'h9' is not a cell of this";
    QTest::newRow("the move played among the right ones") << fen + "bm f2d4 g1; am g1;"
                                                          << "am: g1 is also among the right moves";
    QTest::newRow("no right moves") << fen + "am g1; loss 300;"
                                    << "bm: the right moves are missing";
    QTest::newRow("a field without its ';'") << fen + "bm f2d4; am g1"
                                             << "am: no ';' ends";
    QTest::newRow("a quote not closed") << fen + "bm f2d4; id \"Anna;"
                                        << "id: the quote is not";
    QTest::newRow("a date that is none") << fen + "bm f2d4; due 2026-02-30;"
                                         << "due: '2026-02-30' is not a date";
    QTest::newRow("a box beyond the last") << fen + "bm f2d4; box 7;"
                                           << "box: '7' is not a number from 1 to 6";
    QTest::newRow("more solved than tried") << fen + "bm f2d4; tried 1; solved 2;"
                                            << "solved: 2 is more than tried (1)";
    QTest::newRow("a line with an illegal move") << fen + "bm f2d4; pv f2d4 a1;"
                                                 << "pv: move 'a1' is not a legal move here";
    QTest::newRow("a line that starts with a wrong move") << fen + "bm f2d4; pv g1;"
                                                          << "pv: g1 is not among the right moves";
    QTest::newRow("a line after the move played without it")
        << fen + "bm f2d4; am_pv e3f1;"
        << "am_pv: the move played (am) is missing";
    QTest::newRow("a line after the move played with an illegal move")
        << fen + "bm f2d4; am_pv a7; am g1;"
        << "am_pv: move 'a7' is not a legal move here";
    QTest::newRow("a field given twice") << fen + "bm f2d4; box 2; box 3;"
                                         << "box: given twice";
    QTest::newRow("a word that is no field") << fen + "bm f2d4; 12 apples;"
                                             << "'12' is not a field name";
}

void TestPuzzles::aDamagedLineIsSkippedAndNamedAndTheOthersSurvive() {
    QFETCH(QString, line);
    QFETCH(QString, message);
    const std::string good = write_puzzle(fullPuzzle());
    const std::string text =
        "# my puzzles\n" + good + "\n" + line.toStdString() + "\r\n\n" + good + "\n";
    const PuzzleFile file = read_puzzles(text);
    QCOMPARE(file.puzzles.size(), std::size_t{2});
    QVERIFY(file.puzzles[0] == fullPuzzle());
    QVERIFY(file.puzzles[1] == fullPuzzle());
    QCOMPARE(file.problems.size(), std::size_t{1});
    QCOMPARE(file.problems.front().line, 3);
    const QString shown = QString::fromStdString(problem_text(file.problems.front()));
    QVERIFY2(shown.startsWith("line 3: ") && shown.contains(message), qPrintable(shown));
}

void TestPuzzles::theReadmesExampleFileReads() {
    QFile readme(QStringLiteral(ATAXX_TEST_DATA "/../../ai/puzzle/README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype begin = text.indexOf(QStringLiteral("```\n# "));
    QVERIFY(begin >= 0);
    const qsizetype end = text.indexOf(QStringLiteral("```"), begin + 3);
    const PuzzleFile file = read_puzzles(text.mid(begin + 3, end - begin - 3).toStdString());
    QVERIFY2(file.problems.empty(),
             file.problems.empty()
                 ? ""
                 : qPrintable(QString::fromStdString(problem_text(file.problems.front()))));
    QCOMPARE(file.puzzles.size(), std::size_t{2});
    QCOMPARE(file.puzzles[1].record.tries.size(), std::size_t{3});
}

void TestPuzzles::aSolvedPuzzleComesBackLaterAndAFailedOneSoon() {
    Puzzle puzzle = fullPuzzle();
    puzzle.record = PuzzleRecord{};
    puzzle.record.due = day("2026-11-26");

    record_try(puzzle, true, day("2026-11-26"));
    QCOMPARE(puzzle.record.box, 2);
    QCOMPARE(puzzle.record.due, day("2026-11-29"));
    record_try(puzzle, true, day("2026-11-29"));
    QCOMPARE(puzzle.record.box, 3);
    QCOMPARE(puzzle.record.due, day("2026-12-06"));
    QVERIFY(due_puzzles({puzzle}, day("2026-12-05")).empty());
    QCOMPARE(due_puzzles({puzzle}, day("2026-12-06")).size(), std::size_t{1});

    record_try(puzzle, false, day("2026-12-06"));
    QCOMPARE(puzzle.record.box, 1);
    QCOMPARE(puzzle.record.due, day("2026-12-07"));
    QCOMPARE(puzzle.record.tried, 3);
    QCOMPARE(puzzle.record.solved, 2);
    QCOMPARE(puzzle.record.failed(), 1);
    QCOMPARE(puzzle.record.tries.back(), (PuzzleTry{day("2026-12-06"), false}));

    // A puzzle known for long stays in the last box, two months apart.
    for (int i = 0; i < 10; ++i) record_try(puzzle, true, day("2026-12-07"));
    QCOMPARE(puzzle.record.box, puzzle_boxes);
    QCOMPARE(puzzle.record.due, day("2027-02-05"));
}

void TestPuzzles::theDuePuzzlesComeLongestOverdueFirst() {
    std::vector<Puzzle> puzzles(4, fullPuzzle());
    puzzles[0].record.due = day("2026-11-28"); // not yet
    puzzles[1].record.due = day("2026-11-26");
    puzzles[1].record.box = 3;
    puzzles[2].record.due = day("2026-11-20");
    puzzles[3].record.due = day("2026-11-26");
    puzzles[3].record.box = 1;
    const std::vector<std::size_t> due = due_puzzles(puzzles, day("2026-11-26"));
    QCOMPARE(due, (std::vector<std::size_t>{2, 3, 1}));
}

void TestPuzzles::theStatisticsCountTriesByBoardAndByDay() {
    Puzzle square = fullPuzzle();
    square.position = *read_fen(trapFen);
    square.record = PuzzleRecord{};
    square.record.due = day("2026-11-26");
    Puzzle hexagon = fullPuzzle();
    hexagon.record = PuzzleRecord{};
    hexagon.record.due = day("2026-11-26");
    Puzzle untried = square;
    record_try(square, false, day("2026-11-26"));
    record_try(square, true, day("2026-11-27"));
    record_try(hexagon, true, day("2026-11-27"));

    const PuzzleStatistics statistics =
        puzzle_statistics({square, hexagon, untried}, day("2026-11-28"));
    QCOMPARE(statistics.puzzles, 3);
    QCOMPARE(statistics.never_tried, 1);
    QCOMPARE(statistics.tried, 3);
    QCOMPARE(statistics.solved, 2);
    QCOMPARE(statistics.failed, 1);
    QCOMPARE(statistics.due, 1); // the untried one; the others are due on the 29th and 30th
    QCOMPARE(statistics.in_box[0], 1);
    QCOMPARE(statistics.in_box[1], 2);

    QCOMPARE(statistics.boards.size(), std::size_t{2});
    const PuzzleStatistics::Board& seven = statistics.boards[0];
    QVERIFY(!seven.board.hexagon && seven.board.width == 7 && seven.board.height == 7 &&
            !seven.board.blocked);
    QCOMPARE(seven.puzzles, 2);
    QCOMPARE(seven.solved, 1);
    QCOMPARE(seven.failed, 1);
    const PuzzleStatistics::Board& hex = statistics.boards[1];
    QVERIFY(hex.board.hexagon && hex.board.side == 5 && hex.board.blocked);
    QCOMPARE(hex.puzzles, 1);
    QCOMPARE(hex.solved, 1);

    QCOMPARE(statistics.days.size(), std::size_t{2});
    QCOMPARE(statistics.days[0].day, day("2026-11-26"));
    QCOMPARE(statistics.days[0].failed, 1);
    QCOMPARE(statistics.days[0].solved, 0);
    QCOMPARE(statistics.days[1].day, day("2026-11-27"));
    QCOMPARE(statistics.days[1].solved, 2);
}

void TestPuzzles::theCommandLinePrintsPuzzlesThatReadBack() {
    const Run r = run({"puzzles", QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn"), "--side",
                       "black", "--depth", QString::number(plantedDepth)});
    QCOMPARE(r.exitCode, 0);
    const PuzzleFile file = read_puzzles(r.out.toStdString());
    QVERIFY2(file.problems.empty(), qPrintable(r.out));
    QVERIFY2(!file.puzzles.empty(), qPrintable(r.err));
    const PgnGame pgn = plantedGame();
    bool planted = false;
    for (const Puzzle& puzzle : file.puzzles) {
        QCOMPARE(puzzle.position.side_to_move(), Side::X);
        QVERIFY(!puzzle.right.empty() && !is_right(puzzle, puzzle.played));
        if (puzzle.position == pgn.game.position_at(plantedIndex)) {
            planted = true;
            QCOMPARE(puzzle.played, moveIn(puzzle.position, "g3f5"));
            QCOMPARE(puzzle.id, std::string("Engine depth 4 vs Engine depth 4, Review test: a "
                                            "planted blunder, 2026-11-23, move 8"));
        }
    }
    QVERIFY2(planted, qPrintable(r.out));
    const QString summary = file.puzzles.size() == 1
                                ? QStringLiteral("1 puzzle from 1 game")
                                : QStringLiteral("%1 puzzles from 1 game").arg(file.puzzles.size());
    QVERIFY2(r.err.contains(summary), qPrintable(r.err));
}

void TestPuzzles::theCommandLineNamesWhatIsWrong_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("message");
    QTest::newRow("a file that is not there")
        << QStringList{"puzzles", "FILE/not-there.pgn"} << QString()
        << "error: FILE/not-there.pgn: cannot be read";
    QTest::newRow("a side that is none")
        << QStringList{"puzzles", "FILE", "--side", "red"} << "1. f6 *\n"
        << "error: --side takes black, white or both, not 'red'";
    QTest::newRow("a side missing") << QStringList{"puzzles", "FILE", "--side"} << "1. f6 *\n"
                                    << "error: --side needs a value";
    QTest::newRow("a depth that is no number")
        << QStringList{"puzzles", "FILE", "--depth", "deep"} << "1. f6 *\n"
        << "error: --depth takes a number from 1 to 64, not 'deep'";
    QTest::newRow("a folder") << QStringList{"puzzles", "DIR"} << QString()
                              << "error: DIR: is a folder, not a game file";
    QTest::newRow("an unknown option") << QStringList{"puzzles", "FILE", "--fast"} << "1. f6 *\n"
                                       << "error: unknown option --fast";
    QTest::newRow("an illegal move in the game")
        << QStringList{"puzzles", "FILE"} << "[Event \"x\"]\n\n1. f6 a1a3 2. z9 *\n"
        << "error: FILE: game 1, line 3: move 'f6' is not a legal move here";
}

void TestPuzzles::theCommandLineNamesWhatIsWrong() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, pgn);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    if (!pgn.isNull()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(pgn.toUtf8());
    }
    for (QString& argument : arguments) {
        argument.replace(QStringLiteral("FILE"), path);
        argument.replace(QStringLiteral("DIR"), dir.path());
    }
    message.replace(QStringLiteral("FILE"), path);
    message.replace(QStringLiteral("DIR"), dir.path());
    const Run r = run(arguments);
    QVERIFY2(r.exitCode == 1 || r.exitCode == 2, qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_MAIN(TestPuzzles)
#include "tst_puzzles.moc"

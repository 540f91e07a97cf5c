// After a review, the human players' mistakes become puzzles
// (app/puzzleswindow/PuzzleCollector, wired in MainWindow): the collector on the
// findings of a reviewed game, the window after Review game, and a collection
// that cannot be kept, which is reported; and what a puzzle says of a move
// is what the review said of it.
//
// tests/data/planted_blunder.pgn holds Black's planted blunder g3f5 at move
// 8 (see tst_review); every review here runs at depth 4 with one thread.

#include "game/gamedocument.h"
#include "library/gameslibrary.h"
#include "library/librarygame.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "puzzle/puzzlemaker.h"
#include "puzzleswindow/puzzlecollector.h"
#include "puzzleswindow/puzzlestore.h"
#include "review/review.h"
#include "reviewmode/reviewmode.h"
#include "testfiles.h"

#include <QtTest>

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <memory>

using namespace ataxx;
using namespace ataxx::test;

namespace {

constexpr int plantedIndex = 14; // Black's 8th move, g3f5
constexpr int reviewDepth = 4;
// Room for a loaded machine; a review and its puzzles take about a second.
constexpr int timeoutMs = 180000;

// The review of the planted game, at the window's settings.
std::vector<MoveReview> plantedReview() {
    ReviewSettings settings;
    settings.depth = reviewDepth;
    settings.threads = 1;
    GameReviewer reviewer(settings);
    return reviewer.review_game(plantedGame().game);
}

// The planted game with the review's marks in it, as the window leaves it.
PgnGame reviewedGame() {
    PgnGame pgn = plantedGame();
    annotate(pgn.game, plantedReview());
    return pgn;
}

// A game of careless moves: each side plays its first legal move (in the
// order the rules list them) for `plies` moves. Many of them are mistakes.
PgnGame carelessGame(int plies) {
    PgnGame pgn;
    pgn.game = Game();
    for (int i = 0; i < plies && !pgn.game.position().is_over(); ++i) {
        MoveList moves;
        pgn.game.position().generate(moves);
        pgn.game.play(moves[0]);
    }
    return pgn;
}

bool hasPlanted(const std::vector<Puzzle>& puzzles) {
    const Position before = plantedGame().game.position_at(plantedIndex);
    return std::any_of(puzzles.begin(), puzzles.end(),
                       [&](const Puzzle& p) { return p.position == before; });
}

class RecordingPrompter : public Prompter {
public:
    void error(QWidget*, const QString&, const QString& text) override { errors << text; }
    bool confirm(QWidget*, const QString&, const QString&) override { return true; }
    int choose(QWidget*, const QString&, const QString& label, const QStringList&) override {
        questions << label;
        return choice;
    }
    QStringList errors;
    QStringList questions;
    int choice = 2; // Both
};

// A game file's text with `tags` added before its moves.
QByteArray withTags(const PgnGame& pgn,
                    const std::vector<std::pair<std::string, std::string>>& tags) {
    PgnGame tagged = pgn;
    for (const auto& [name, value] : tags) tagged.set_tag(name, value);
    return QByteArray::fromStdString(write_pgn(tagged));
}

// The planted game's file with who played each side.
QString typedPlantedFile(const QTemporaryDir& dir, const char* black, const char* white) {
    const QString path = dir.filePath(QStringLiteral("typed.pgn"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(withTags(plantedGame(), {{"BlackType", black}, {"WhiteType", white}}));
    return path;
}

} // namespace

class TestPuzzleCollector : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void onlyTheGivenSidesMistakesBecomePuzzles_data();
    void onlyTheGivenSidesMistakesBecomePuzzles();
    void aGameWithoutMarksStartsNothing();
    void aStoreThatCannotBeWrittenIsReported();
    void afterReviewGameThePlayersMistakesAreKeptAsPuzzles();
    void eachPuzzleSaysWhatTheReviewSaidOfItsMove();
    void aGameFileThatSaysWhoPlayedGivesPuzzlesOfThePersonsMovesOnly();
    void aGameFileThatDoesNotSayAsksWhoseMistakesBecomePuzzles();
    void theReviewsLinesChangeNoPuzzleAndTheLibraryKeepsThem();
};

void TestPuzzleCollector::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_puzzlecollector"));
    QVERIFY2(plantedGame().game.length() == 32, "tests/data/planted_blunder.pgn is missing");
}

void TestPuzzleCollector::onlyTheGivenSidesMistakesBecomePuzzles_data() {
    QTest::addColumn<bool>("black");
    QTest::newRow("Black, who blundered") << true;
    QTest::newRow("White") << false;
}

void TestPuzzleCollector::onlyTheGivenSidesMistakesBecomePuzzles() {
    QFETCH(bool, black);
    const Side side = black ? Side::X : Side::O;
    QTemporaryDir dir;
    PuzzleStore store(dir.filePath(QStringLiteral("puzzles.epd")));
    RecordingPrompter prompter;
    PuzzleCollector collector(&store, &prompter, nullptr);
    QSignalSpy collected(&collector, &PuzzleCollector::collected);
    const PgnGame pgn = reviewedGame();
    if (!collector.collect(pgn, {side}, plantedReview())) {
        // No marked move of this side: nothing to wait for, nothing kept.
        QVERIFY(!black);
        QVERIFY(store.puzzles().empty());
        return;
    }
    QVERIFY(collector.isRunning());
    QVERIFY(collected.wait(timeoutMs));
    QVERIFY(!collector.isRunning());
    QCOMPARE(collected.front().front().toInt(), static_cast<int>(store.puzzles().size()));
    QCOMPARE(hasPlanted(store.puzzles()), black);
    for (const Puzzle& puzzle : store.puzzles()) {
        QCOMPARE(puzzle.position.side_to_move(), side);
        QVERIFY(!is_right(puzzle, puzzle.played));
    }
    QVERIFY2(prompter.errors.isEmpty(), qPrintable(prompter.errors.join('\n')));
    if (black) QVERIFY(QFile::exists(store.path()));
}

void TestPuzzleCollector::aGameWithoutMarksStartsNothing() {
    QTemporaryDir dir;
    PuzzleStore store(dir.filePath(QStringLiteral("puzzles.epd")));
    RecordingPrompter prompter;
    PuzzleCollector collector(&store, &prompter, nullptr);
    QVERIFY(!collector.collect(plantedGame(), {Side::X, Side::O}, {}));
    QVERIFY(!collector.collect(reviewedGame(), {}, plantedReview()));
    QVERIFY(!collector.isRunning());
}

void TestPuzzleCollector::aStoreThatCannotBeWrittenIsReported() {
    QTemporaryDir dir;
    // A folder where the file should be: it can be neither read nor written.
    const QString path = dir.filePath(QStringLiteral("puzzles.epd"));
    QVERIFY(QDir().mkpath(path));
    PuzzleStore store(path);
    RecordingPrompter prompter;
    PuzzleCollector collector(&store, &prompter, nullptr);
    QSignalSpy collected(&collector, &PuzzleCollector::collected);
    QVERIFY(collector.collect(reviewedGame(), {Side::X}, plantedReview()));
    QVERIFY(collected.wait(timeoutMs));
    QCOMPARE(collected.front().front().toInt(), -1);
    QCOMPARE(prompter.errors.size(), 1);
    QVERIFY2(prompter.errors.front().contains(path), qPrintable(prompter.errors.front()));
    QVERIFY(QFileInfo(path).isDir());
}

void TestPuzzleCollector::afterReviewGameThePlayersMistakesAreKeptAsPuzzles() {
    QFile::remove(PuzzleStore::defaultPath());
    MainWindow window;
    auto recorder = std::make_unique<RecordingPrompter>();
    RecordingPrompter* prompter = recorder.get();
    window.setPrompter(std::move(recorder));
    window.actions().speed(AnimationSpeed::Off)->trigger();
    window.resize(900, 640);
    window.show();
    // The file does not say who played: the person is asked, and says Both.
    QVERIFY(window.document()->openFile(plantedPath()));
    window.reviewMode()->setDepth(reviewDepth);
    QSignalSpy collected(window.puzzleCollector(), &PuzzleCollector::collected);
    window.reviewMode()->reviewAction()->trigger();
    QVERIFY(collected.wait(timeoutMs));
    QCOMPARE(prompter->questions.size(), 1);
    QVERIFY(collected.front().front().toInt() >= 1);
    QVERIFY(hasPlanted(window.puzzleStore()->puzzles()));
    QVERIFY2(prompter->errors.isEmpty(), qPrintable(prompter->errors.join('\n')));

    // The puzzles are on disk in the app's data folder, for the next run.
    PuzzleStore again;
    QVERIFY(again.load());
    QVERIFY(hasPlanted(again.puzzles()));
    const auto planted =
        std::find_if(again.puzzles().begin(), again.puzzles().end(), [](const Puzzle& p) {
            return p.position == plantedGame().game.position_at(plantedIndex);
        });
    QCOMPARE(planted->played, *read_move(planted->position, "g3f5"));
    QVERIFY(planted->id.ends_with("move 8"));
}

// A person who reviews a game and then plays its puzzles is told one story:
// each puzzle's loss, the opponent's reply, the best line and the
// explanation are the review's for that move, and every mistake and blunder
// the review marked has its puzzle.
void TestPuzzleCollector::eachPuzzleSaysWhatTheReviewSaidOfItsMove() {
    QFile::remove(PuzzleStore::defaultPath());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("careless.pgn"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(write_pgn(carelessGame(24))));
    }
    MainWindow window;
    window.setPrompter(std::make_unique<RecordingPrompter>());
    window.actions().speed(AnimationSpeed::Off)->trigger();
    window.resize(900, 640);
    window.show();
    // The file does not say who played: both sides' mistakes, as asked.
    QVERIFY(window.document()->openFile(path));
    window.reviewMode()->setDepth(reviewDepth);
    QSignalSpy collected(window.puzzleCollector(), &PuzzleCollector::collected);
    window.reviewMode()->reviewAction()->trigger();
    QVERIFY(collected.wait(timeoutMs));

    // The window's review again, at its settings: a depth and one thread give
    // the same findings, and the notes in the game show they are the same.
    const Game game = window.document()->record().game;
    ReviewSettings settings;
    settings.depth = reviewDepth;
    settings.threads = 1;
    GameReviewer reviewer(settings);
    const std::vector<MoveReview> review = reviewer.review_game(game);
    QCOMPARE(static_cast<int>(review.size()), game.length());
    const std::vector<Puzzle>& puzzles = window.puzzleStore()->puzzles();
    int marked = 0;
    for (const MoveReview& move : review) {
        const MoveNote note = review_note(game, move);
        QCOMPARE(game.note_at(move.index).comment, note.comment);
        if (move.quality != MoveQuality::Mistake && move.quality != MoveQuality::Blunder) continue;
        ++marked;
        const QByteArray where = QByteArray::number(move.index) + ": " + note.comment.c_str();
        const Position& before = game.position_at(move.index);
        const auto puzzle = std::find_if(puzzles.begin(), puzzles.end(), [&](const Puzzle& p) {
            return p.position == before && p.played == move.played;
        });
        QVERIFY2(puzzle != puzzles.end(), where.constData());
        QCOMPARE(puzzle->loss, move.loss);
        QCOMPARE(puzzle->best_score, move.best_score);
        QCOMPARE(puzzle->played_score, move.played_score);
        QCOMPARE(puzzle->right.front(), move.best);
        QVERIFY2(!move.reply_line.empty(), where.constData());
        QVERIFY2(!puzzle->played_line.empty(), where.constData());
        QCOMPARE(puzzle->played_line.front(), move.reply_line.front());
        // The best line, as far as the puzzle keeps it.
        QVERIFY2(puzzle->line.size() >= 2 && puzzle->line.size() <= move.best_line.size(),
                 where.constData());
        QVERIFY2(std::equal(puzzle->line.begin(), puzzle->line.end(), move.best_line.begin()),
                 where.constData());
        // And why, word for word.
        Game played(puzzle->position);
        QVERIFY(played.play(puzzle->played));
        QCOMPARE(explanation_text(played, puzzle_explanation(*puzzle)),
                 explanation_text(game, explain(game, move)));
    }
    QVERIFY2(marked >= 3, qPrintable(QString::number(marked)));
    QCOMPARE(static_cast<int>(puzzles.size()), marked);
}

// A file that says who played (PGN's BlackType and WhiteType, which the app
// writes into the games it keeps) gives puzzles of the person's own moves
// only, and asks nothing; the computer's mistakes are not the person's.
void TestPuzzleCollector::aGameFileThatSaysWhoPlayedGivesPuzzlesOfThePersonsMovesOnly() {
    QFile::remove(PuzzleStore::defaultPath());
    QTemporaryDir dir;
    const QString path = typedPlantedFile(dir, "program", "human");
    MainWindow window;
    auto owned = std::make_unique<RecordingPrompter>();
    RecordingPrompter* prompter = owned.get();
    window.setPrompter(std::move(owned));
    window.actions().speed(AnimationSpeed::Off)->trigger();
    window.show();
    QVERIFY(window.document()->openFile(path));
    window.reviewMode()->setDepth(reviewDepth);
    QSignalSpy collected(window.puzzleCollector(), &PuzzleCollector::collected);
    window.reviewMode()->reviewAction()->trigger();
    // White (the person) made mistakes too in this game, and Black's
    // planted blunder is the computer's: only White's become puzzles.
    const std::vector<MoveReview> review = plantedReview();
    const bool whiteErred = std::any_of(review.begin(), review.end(), [](const MoveReview& m) {
        return (m.quality == MoveQuality::Mistake || m.quality == MoveQuality::Blunder) &&
               m.index % 2 == 1;
    });
    if (whiteErred) QVERIFY(collected.wait(timeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(!window.puzzleCollector()->isRunning(), timeoutMs);
    QVERIFY(prompter->questions.isEmpty());
    QVERIFY(!hasPlanted(window.puzzleStore()->puzzles()));
    for (const Puzzle& puzzle : window.puzzleStore()->puzzles())
        QCOMPARE(puzzle.position.side_to_move(), Side::O);
    QVERIFY2(prompter->errors.isEmpty(), qPrintable(prompter->errors.join('\n')));
}

void TestPuzzleCollector::aGameFileThatDoesNotSayAsksWhoseMistakesBecomePuzzles() {
    QFile::remove(PuzzleStore::defaultPath());
    MainWindow window;
    auto owned = std::make_unique<RecordingPrompter>();
    RecordingPrompter* prompter = owned.get();
    prompter->choice = 0; // Black
    window.setPrompter(std::move(owned));
    window.actions().speed(AnimationSpeed::Off)->trigger();
    window.show();
    QVERIFY(window.document()->openFile(plantedPath()));
    window.reviewMode()->setDepth(reviewDepth);
    QSignalSpy collected(window.puzzleCollector(), &PuzzleCollector::collected);
    window.reviewMode()->reviewAction()->trigger();
    QVERIFY(collected.wait(timeoutMs));
    QCOMPARE(prompter->questions.size(), 1);
    QVERIFY2(prompter->questions.front().contains(QStringLiteral("does not say who played")),
             qPrintable(prompter->questions.front()));
    QVERIFY(hasPlanted(window.puzzleStore()->puzzles()));
    for (const Puzzle& puzzle : window.puzzleStore()->puzzles())
        QCOMPARE(puzzle.position.side_to_move(), Side::X);
}

void TestPuzzleCollector::theReviewsLinesChangeNoPuzzleAndTheLibraryKeepsThem() {
    // The review's lines are in the game; a copy has its notes alone.
    const PgnGame reviewed = reviewedGame();
    QVERIFY(reviewed.game.variation_count() >= 1);
    PgnGame plain = plantedGame();
    for (int i = 0; i < plain.game.length(); ++i) plain.game.set_note(i, reviewed.game.note_at(i));
    QCOMPARE(plain.game.variation_count(), 0);

    // The same puzzles from both, made from the notes as the Games window makes them.
    const std::vector<Side> sides{Side::X, Side::O};
    const PuzzleDay day = read_day("2026-11-26").value_or(0);
    PuzzleMaker lined(PuzzleSettings{});
    const std::vector<Puzzle> fromLines =
        lined.make(reviewed.game, noted_review(reviewed.game), sides, "planted", day);
    PuzzleMaker notes(PuzzleSettings{});
    const std::vector<Puzzle> fromNotes =
        notes.make(plain.game, noted_review(plain.game), sides, "planted", day);
    QVERIFY(hasPlanted(fromLines));
    QVERIFY(fromLines == fromNotes);

    // The games library keeps the game's text, lines and all, and its figures.
    QTemporaryDir dir;
    GamesLibrary library(dir.filePath(QStringLiteral("games.sqlite")));
    LibraryGame entry = LibraryGame::describe(reviewed, LibraryGame::Source::Imported, {},
                                              QStringLiteral("2026-11-26T10:00:00Z"));
    entry.review = LibraryGame::reviewOf(reviewed.game);
    const std::optional<qint64> id = library.add(reviewed, entry);
    QVERIFY2(id, qPrintable(library.errorString()));
    const std::optional<PgnGame> kept = library.game(*id);
    QVERIFY(kept);
    QCOMPARE(kept->game.main_line(), reviewed.game.main_line());
    QCOMPARE(kept->game.variation_count(), reviewed.game.variation_count());
    QCOMPARE(write_pgn(*kept), write_pgn(reviewed));
    QCOMPARE(LibraryGame::reviewOf(kept->game), LibraryGame::reviewOf(plain.game));
    const std::optional<LibraryGame> keptEntry = library.entry(*id);
    QVERIFY(keptEntry && keptEntry->reviewed());
}

QTEST_MAIN(TestPuzzleCollector)
#include "tst_puzzlecollector.moc"

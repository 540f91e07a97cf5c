// After a review, the human players' mistakes become puzzles
// (app/puzzles/PuzzleCollector, wired in MainWindow): the collector on the
// marks of a reviewed game, the window after Review game, and a collection
// that cannot be kept, which is reported.
//
// tests/data/planted_blunder.pgn holds Black's planted blunder g3f5 at move
// 8 (see tst_review); every review here runs at depth 4 with one thread.

#include "game/gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "puzzles/puzzlecollector.h"
#include "puzzles/puzzlestore.h"
#include "review/review.h"
#include "review/reviewmode.h"

#include <QtTest>

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <memory>

using namespace ataxx;

namespace {

constexpr int plantedIndex = 14; // Black's 8th move, g3f5
constexpr int reviewDepth = 4;
// Room for a loaded machine; a review and its puzzles take about a second.
constexpr int timeoutMs = 180000;

QString plantedPath() {
    return QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn");
}

PgnGame plantedGame() {
    QFile file(plantedPath());
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = file.readAll();
    const auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    return games ? games->front() : PgnGame{};
}

// The planted game with the review's marks in it, as the window leaves it.
PgnGame reviewedGame() {
    PgnGame pgn = plantedGame();
    ReviewSettings settings;
    settings.depth = reviewDepth;
    settings.threads = 1;
    GameReviewer reviewer(settings);
    annotate(pgn.game, reviewer.review_game(pgn.game));
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
    QStringList errors;
};

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
    if (!collector.collect(pgn, {side}, reviewDepth)) {
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
    QVERIFY(!collector.collect(plantedGame(), {Side::X, Side::O}, reviewDepth));
    QVERIFY(!collector.collect(reviewedGame(), {}, reviewDepth));
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
    QVERIFY(collector.collect(reviewedGame(), {Side::X}, reviewDepth));
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
    // An opened game is both sides' to play: both are people.
    QVERIFY(window.document()->openFile(plantedPath()));
    window.reviewMode()->setDepth(reviewDepth);
    QSignalSpy collected(window.puzzleCollector(), &PuzzleCollector::collected);
    window.reviewMode()->reviewAction()->trigger();
    QVERIFY(collected.wait(timeoutMs));
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

QTEST_MAIN(TestPuzzleCollector)
#include "tst_puzzlecollector.moc"

// The app's collection of puzzles (app/puzzleswindow/PuzzleStore): what is added is
// on disk and reads back, a damaged line is named and kept, a file that
// cannot be read is never written over.

#include "fen.h"
#include "notation.h"
#include "puzzle/puzzlefile.h"
#include "puzzleswindow/puzzlestore.h"
#include "testfiles.h"

#include <QtTest>

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ataxx;
using namespace ataxx::test;

namespace {

Puzzle puzzleAt(std::string_view fen, std::string_view right, std::string_view played) {
    Puzzle puzzle;
    puzzle.position = *read_fen(fen);
    puzzle.right = {*read_move(puzzle.position, right)};
    puzzle.played = *read_move(puzzle.position, played);
    puzzle.loss = 3000;
    puzzle.id = "Anna vs Computer, move 1";
    puzzle.record.due = read_day("2026-11-26").value_or(0);
    return puzzle;
}

Puzzle trap() {
    return puzzleAt("7/7/2ooo2/2o1o2/2ooo2/5x1/7 x 0 1", "f2d4", "g1");
}

Puzzle start() {
    return puzzleAt("x5o/7/7/7/7/7/o5x x 0 1", "b6", "a7c5");
}

} // namespace

class TestPuzzleStore : public QObject {
    Q_OBJECT

private slots:
    void theDefaultFileIsInTheAppDataFolder();
    void addedPuzzlesAreOnDiskAndReadBack();
    void aPuzzleAlreadyKeptIsNotAddedTwice();
    void aTryIsCountedAndKept();
    void aDamagedLineIsNamedAndWrittenBackAsItWas();
    void aFileThatCannotBeReadIsNotWrittenOver();
};

void TestPuzzleStore::theDefaultFileIsInTheAppDataFolder() {
    PuzzleStore store;
    QCOMPARE(QFileInfo(store.path()).absolutePath(),
             QFileInfo(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                 .absoluteFilePath());
}

void TestPuzzleStore::addedPuzzlesAreOnDiskAndReadBack() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("data/puzzles.epd"));
    PuzzleStore store(path);
    QSignalSpy changed(&store, &PuzzleStore::changed);
    QCOMPARE(store.add({trap(), start()}), 2);
    QVERIFY(changed.count() >= 1);
    QVERIFY(QFile::exists(path));

    PuzzleStore again(path);
    QVERIFY(again.load());
    QVERIFY(again.problems().isEmpty());
    QCOMPARE(again.puzzles().size(), std::size_t{2});
    QVERIFY(again.puzzles()[0] == trap());
    QVERIFY(again.puzzles()[1] == start());
    // The file is the documented format, readable without the app.
    const PuzzleFile file = read_puzzles(contents(path).toStdString());
    QCOMPARE(file.puzzles.size(), std::size_t{2});
    QVERIFY(file.problems.empty());
}

void TestPuzzleStore::aPuzzleAlreadyKeptIsNotAddedTwice() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("puzzles.epd"));
    PuzzleStore store(path);
    QCOMPARE(store.add({trap()}), 1);
    PuzzleStore later(path);
    QCOMPARE(later.add({trap(), start()}), 1);
    QCOMPARE(later.puzzles().size(), std::size_t{2});
}

void TestPuzzleStore::aTryIsCountedAndKept() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("puzzles.epd"));
    PuzzleStore store(path);
    QCOMPARE(store.add({trap()}), 1);
    QVERIFY(store.recordTry(0, true, read_day("2026-11-26").value_or(0)));
    QVERIFY(!store.recordTry(1, true, 0));
    PuzzleStore again(path);
    QVERIFY(again.load());
    QCOMPARE(again.puzzles().front().record.box, 2);
    QCOMPARE(again.puzzles().front().record.solved, 1);
    QCOMPARE(again.puzzles().front().record.due, read_day("2026-11-29").value_or(0));
}

void TestPuzzleStore::aDamagedLineIsNamedAndWrittenBackAsItWas() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("puzzles.epd"));
    const QByteArray damaged = "x5o/7/7/7/7/7/o5x x 0 1 bm z9; id \"mend me\";";
    QVERIFY(
        writeFile(path, QByteArray::fromStdString(write_puzzle(trap())) + "\n" + damaged + "\n"));
    PuzzleStore store(path);
    QVERIFY(store.load());
    QCOMPARE(store.puzzles().size(), std::size_t{1});
    QCOMPARE(store.problems().size(), 1);
    QVERIFY2(store.problems().front().startsWith(QStringLiteral("line 2: bm: ")),
             qPrintable(store.problems().front()));

    QCOMPARE(store.add({start()}), 1);
    const QByteArray written = contents(path);
    QVERIFY2(written.contains(damaged + "\n"), written.constData());
    PuzzleStore again(path);
    QVERIFY(again.load());
    QCOMPARE(again.puzzles().size(), std::size_t{2});
    QCOMPARE(again.problems().size(), 1);
}

void TestPuzzleStore::aFileThatCannotBeReadIsNotWrittenOver() {
    QTemporaryDir dir;
    // A folder where the file should be: it cannot be read as one.
    const QString path = dir.filePath(QStringLiteral("puzzles.epd"));
    QVERIFY(QDir().mkpath(path + QStringLiteral("/keep")));
    PuzzleStore store(path);
    QVERIFY(!store.load());
    QVERIFY(!store.errorString().isEmpty());
    QCOMPARE(store.add({trap()}), -1);
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY(QFileInfo(path + QStringLiteral("/keep")).isDir());
}

QTEST_MAIN(TestPuzzleStore)
#include "tst_puzzlestore.moc"

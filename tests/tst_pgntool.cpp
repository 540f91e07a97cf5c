// ataxx-pgn, the game files' tool, run as a person runs it: files written
// back normalised (as the app's writer writes them) with their variations,
// comments and NAGs, or without them when asked; files checked, with their
// games, moves and variations counted; a bad file named with its line while
// the others are written; standard input read like a file.
#include "pgn.h"
#include "toolrun.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ataxx;

namespace {

const QString tool = QStringLiteral(ATAXX_PGN_PATH);

// A game as people type them: a number glued to its move, "!" and "??" for
// NAGs, a comment over two lines, spaces where they fall, no number before a
// move after a variation, and variations three deep with their own notes.
const char* const club_game = "[Event \"Club night\"]\n"
                              "[Black \"Ann\"]\n"
                              "[White \"Bob\"]\n"
                              "[Annotator \"Cy\"]\n"
                              "\n"
                              "1.b6!  {a good\n"
                              "start}   (1. f2 $2 {one}   g6 (1...a2 {two} 2. b6 (2. g2?? "
                              "{three}))) f6 2. f2 $6 *\n";

// The same game as the writer writes it: the roster's tags first, the
// marks as NAGs, the comment on one line, the numbers where they belong,
// wrapped before 80 columns.
const char* const club_game_written =
    "[Event \"Club night\"]\n"
    "[Site \"?\"]\n"
    "[Date \"????.??.??\"]\n"
    "[Round \"?\"]\n"
    "[Black \"Ann\"]\n"
    "[White \"Bob\"]\n"
    "[Result \"*\"]\n"
    "[Annotator \"Cy\"]\n"
    "\n"
    "1. b6 $1 {a good start} (1. f2 $2 {one} g6 (1... a2 {two} 2. b6 (2. g2 $4\n"
    "{three}))) 1... f6 2. f2 $6 *\n";

// A second game, on a smaller board, with a variation of o's move.
const char* const small_game = "[Event \"Small\"]\n"
                               "[FEN \"x3o/5/5/5/o3x x 0 1\"]\n"
                               "\n"
                               "1. b4 d4 (1... d5 {also}) 2. a3 *\n";

// What the tool writes for a text: each game as write_pgn writes it, a
// blank line between games.
QString written(const QByteArray& text) {
    const auto games = read_pgn(std::string_view(text.constData(), std::size_t(text.size())));
    if (!games) qFatal("not a game file: %s", games.error().c_str());
    QStringList parts;
    for (const PgnGame& pgn : *games) parts << QString::fromStdString(write_pgn(pgn));
    return parts.join(QLatin1Char('\n'));
}

// The tool run with `input` on its standard input.
ToolRun runWithInput(const QStringList& arguments, const QByteArray& input) {
    QProcess process;
    process.start(tool, arguments);
    ToolRun r;
    if (!process.waitForStarted(60000)) return r;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished(10000);
        return r;
    }
    r.exit_code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

} // namespace

class TestPgnTool : public QObject {
    Q_OBJECT

private slots:
    void init();
    void aFileIsWrittenBackAsTheWriterWritesItVariationsCommentsAndNagsKept();
    void theNormalisedTextIsNormalisedAlready();
    void withoutVariationsOnlyTheMainLinesAreWrittenWithTheirNotes();
    void withoutCommentsTheMovesAndVariationsAreWrittenBare();
    void aCheckOfGoodFilesCountsTheirGamesMovesAndVariations();
    void aBadFileIsNamedWithItsLineAndNothingOfItIsWritten_data();
    void aBadFileIsNamedWithItsLineAndNothingOfItIsWritten();
    void ofSeveralFilesTheBadOneIsNamedAndTheOthersAreWritten();
    void aFileThatCannotBeReadIsNamedWithTheReason();
    void standardInputIsReadForADashOrWhenNoFileIsGiven();
    void checkWithAnOptionForWritingIsAUsageError();

private:
    // A file of the temporary folder with this text; its path.
    QString file(const QString& name, const QByteArray& text) {
        const QString path = m_dir->filePath(name);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestPgnTool::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestPgnTool::aFileIsWrittenBackAsTheWriterWritesItVariationsCommentsAndNagsKept() {
    const QByteArray text = QByteArray(club_game) + "\n" + small_game;
    const ToolRun r = runTool(tool, {file("games.pgn", text)});
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QCOMPARE(r.out, written(text));
    // The first game, as a person reads it.
    QVERIFY2(r.out.startsWith(QLatin1String(club_game_written) + "\n[Event \"Small\"]"),
             qPrintable(r.out));
    QVERIFY2(r.out.endsWith("1. b4 d4 (1... d5 {also}) 2. a3 *\n"), qPrintable(r.out));
}

void TestPgnTool::theNormalisedTextIsNormalisedAlready() {
    const QByteArray text = QByteArray(club_game) + "\n" + small_game;
    const ToolRun once = runTool(tool, {file("games.pgn", text)});
    QCOMPARE(once.exit_code, 0);
    const ToolRun twice = runTool(tool, {file("again.pgn", once.out.toUtf8())});
    QCOMPARE(twice.exit_code, 0);
    QCOMPARE(twice.out, once.out);
}

void TestPgnTool::withoutVariationsOnlyTheMainLinesAreWrittenWithTheirNotes() {
    const QString path = file("games.pgn", QByteArray(club_game) + "\n" + small_game);
    const ToolRun r = runTool(tool, {"--no-variations", path});
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(!r.out.contains('(') && !r.out.contains(')'), qPrintable(r.out));
    QVERIFY2(r.out.contains("\n1. b6 $1 {a good start} f6 2. f2 $6 *\n"), qPrintable(r.out));
    QVERIFY2(r.out.endsWith("\n1. b4 d4 2. a3 *\n"), qPrintable(r.out));
    // The tags and the games are all there.
    QCOMPARE(r.out.count("[Event "), 2);
    QVERIFY(r.out.contains("[Annotator \"Cy\"]"));
    QVERIFY(r.out.contains("[FEN \"x3o/5/5/5/o3x x 0 1\"]"));
}

void TestPgnTool::withoutCommentsTheMovesAndVariationsAreWrittenBare() {
    const QString path = file("games.pgn", QByteArray(club_game) + "\n" + small_game);
    const ToolRun r = runTool(tool, {"--no-comments", path});
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(!r.out.contains('{') && !r.out.contains('$'), qPrintable(r.out));
    QVERIFY2(r.out.contains("\n1. b6 (1. f2 g6 (1... a2 2. b6 (2. g2))) 1... f6 2. f2 *\n"),
             qPrintable(r.out));
    QVERIFY2(r.out.endsWith("\n1. b4 d4 (1... d5) 2. a3 *\n"), qPrintable(r.out));

    // Both: the bare main lines.
    const ToolRun bare = runTool(tool, {"--no-comments", "--no-variations", path});
    QCOMPARE(bare.exit_code, 0);
    QVERIFY2(bare.out.contains("\n1. b6 f6 2. f2 *\n\n[Event \"Small\"]"), qPrintable(bare.out));
    QVERIFY2(bare.out.endsWith("\n1. b4 d4 2. a3 *\n"), qPrintable(bare.out));
}

void TestPgnTool::aCheckOfGoodFilesCountsTheirGamesMovesAndVariations() {
    const QString both = file("both.pgn", QByteArray(club_game) + "\n" + small_game);
    const QString one = file("one.pgn", small_game);
    const ToolRun r = runTool(tool, {"--check", both, one});
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    // The main lines' moves (3 + 3) and the variations (3 + 1), then 1 game alone.
    QCOMPARE(r.out, both + ": 2 games, 6 moves, 4 variations\n" + one +
                        ": 1 game, 3 moves, 1 variation\n");
}

void TestPgnTool::aBadFileIsNamedWithItsLineAndNothingOfItIsWritten_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");                     // after "<file>: "
    const QByteArray first = QByteArray(small_game) + "\n"; // lines 1 to 5
    QTest::newRow("a variation never closed")
        << first + "[Event \"b\"]\n\n1. b6 (1. f2\nf6 *\n"
        << "game 2, line 8: the variation opened here is never closed";
    QTest::newRow("a bracket that closes no variation")
        << first + "[Event \"b\"]\n\n1. b6 f6\n(1... a2) ) 2. f2 *\n"
        << "game 2, line 9: a ')' closes no variation";
    QTest::newRow("an illegal move in a variation")
        << first + "[Event \"b\"]\n\n1. b6 f6\n(1... g7e5\n d4) 2. f2 *\n"
        << "game 2, line 10: move 'd4' is not a legal move here";
    QTest::newRow("an illegal move in a nested variation")
        << first + "[Event \"b\"]\n\n1. b6 (1. f2 (1. g2 a1)) f6 *\n"
        << "game 2, line 8: move 'a1' is not a legal move here";
    QTest::newRow("no game at all") << QByteArray("\n\n") << "the file holds no game";
}

void TestPgnTool::aBadFileIsNamedWithItsLineAndNothingOfItIsWritten() {
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    const QString path = file("bad.pgn", text);
    for (const QStringList& arguments : {QStringList{path}, QStringList{"--check", path}}) {
        const ToolRun r = runTool(tool, arguments);
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.startsWith(path + ": " + error), qPrintable(r.err));
        QCOMPARE(r.err.count('\n'), 1);
        // Not even the good first game: a file is written whole or not at all.
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }
}

void TestPgnTool::ofSeveralFilesTheBadOneIsNamedAndTheOthersAreWritten() {
    const QString first = file("first.pgn", club_game);
    const QString bad = file("bad.pgn", "[Event \"b\"]\n\n1. b6 (1. f2 (1. g2 a1)) f6 *\n");
    const QString last = file("last.pgn", small_game);
    const ToolRun r = runTool(tool, {first, bad, last});
    QCOMPARE(r.exit_code, 1);
    QCOMPARE(r.out, QLatin1String(club_game_written) + "\n" + written(small_game));
    QVERIFY2(r.err.startsWith(bad + ": game 1, line 3: move 'a1'"), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);

    const ToolRun check = runTool(tool, {"--check", first, bad, last});
    QCOMPARE(check.exit_code, 1);
    QCOMPARE(check.out, first + ": 1 game, 3 moves, 3 variations\n" + last +
                            ": 1 game, 3 moves, 1 variation\n");
    QCOMPARE(check.err, r.err);
}

void TestPgnTool::aFileThatCannotBeReadIsNamedWithTheReason() {
    const QString good = file("good.pgn", small_game);
    const QString missing = m_dir->filePath("missing.pgn");
    const ToolRun r = runTool(tool, {missing, good, m_dir->path()});
    QCOMPARE(r.exit_code, 1);
    QCOMPARE(r.out, written(small_game));
    QCOMPARE(r.err, missing + ": cannot open: No such file or directory\n" + m_dir->path() +
                        ": cannot read: Is a directory\n");
}

void TestPgnTool::standardInputIsReadForADashOrWhenNoFileIsGiven() {
    const QByteArray text = QByteArray(club_game) + "\n" + small_game;
    const ToolRun dash = runWithInput({"-"}, text);
    QCOMPARE(dash.exit_code, 0);
    QVERIFY2(dash.err.isEmpty(), qPrintable(dash.err));
    QCOMPARE(dash.out, written(text));
    const ToolRun none = runWithInput({}, text);
    QCOMPARE(none.exit_code, 0);
    QCOMPARE(none.out, written(text));

    // Between files, and named as such.
    const QString path = file("first.pgn", small_game);
    const ToolRun between = runWithInput({"--check", path, "-"}, club_game);
    QCOMPARE(between.exit_code, 0);
    QCOMPARE(between.out, path + ": 1 game, 3 moves, 1 variation\n" +
                              "(standard input): 1 game, 3 moves, 3 variations\n");
    const ToolRun bad = runWithInput({"--check"}, "1. b6 )\n");
    QCOMPARE(bad.exit_code, 1);
    QVERIFY2(bad.err.startsWith("(standard input): game 1, line 1: a ')' closes no variation"),
             qPrintable(bad.err));
}

void TestPgnTool::checkWithAnOptionForWritingIsAUsageError() {
    const QString path = file("games.pgn", small_game);
    for (const char* option : {"--no-variations", "--no-comments"}) {
        const ToolRun r = runTool(tool, {"--check", option, path});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("error: --check writes no games, so %1 has "
                                                 "nothing to leave out")
                                      .arg(option)),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestPgnTool)
#include "tst_pgntool.moc"

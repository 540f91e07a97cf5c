// Bad input from outside, as a user or another program gives it: absurd
// position strings, game files that are binary or cut short, garbage on the
// command lines of the engine and the tools, a match against an engine that
// is not there. Each must give a message that says what is wrong, and never
// crash or hang.
#include "fen.h"
#include "notation.h"
#include "pgn.h"
#include "readnumber.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace ataxx;

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void absurdFensAreRefusedWithTheReason_data();
    void absurdFensAreRefusedWithTheReason();
    void randomBytesAsAGameFileGiveAMessage();
    void randomBytesAreNamedNotEchoed();
    void aGameFileCutShortSaysWhereAndWhy_data();
    void aGameFileCutShortSaysWhereAndWhy();
    void aGameFileCutAtAnyByteNeverCrashes();
    void aNumberIsReadWholeAndWithinItsRangeOrNotAtAll_data();
    void aNumberIsReadWholeAndWithinItsRangeOrNotAtAll();
    void theEngineAndTheToolsRefuseGarbageOnTheirCommandLines_data();
    void theEngineAndTheToolsRefuseGarbageOnTheirCommandLines();
    void aMatchAgainstAMissingEngineIsLostWithTheReason();
    void anOpeningsFileWithABadLineIsRefusedWithItsLine_data();
    void anOpeningsFileWithABadLineIsRefusedWithItsLine();
    void everyToolAnswersHelpAndVersionOnStandardOutput_data();
    void everyToolAnswersHelpAndVersionOnStandardOutput();
    void everyToolNamesAnUnknownOptionAndAnOptionsBadValue_data();
    void everyToolNamesAnUnknownOptionAndAnOptionsBadValue();

private:
    struct Run {
        int exit_code;
        QString out;
        QString err;
    };
    static Run run(const QString& program, const QStringList& arguments) {
        QProcess process;
        process.start(program, arguments);
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            return {-1, {}, QStringLiteral("timed out")};
        }
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }
    static QByteArray gameFile() {
        QFile file(QStringLiteral(ATAXX_TEST_DATA "/match_runner.pgn"));
        if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read match_runner.pgn");
        return file.readAll();
    }
};

namespace {

QByteArray repeated(const QByteArray& part, int times, const QByteArray& separator) {
    QByteArrayList parts;
    for (int i = 0; i < times; ++i) parts << part;
    return parts.join(separator);
}

} // namespace

void TestBadInput::absurdFensAreRefusedWithTheReason_data() {
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QString>("reason");
    QTest::newRow("200 rows") << repeated("7", 200, "/") + " x 0 1"
                              << "the board has more than 13 rows";
    QTest::newRow("a row of 200 cells") << repeated("x", 200, "") + "/7/7 x 0 1"
                                        << "row 1 has more than 13 cells";
    QTest::newRow("a long row of runs") << repeated("9x", 30, "") + "/7 x 0 1"
                                        << "row 1 has more than 13 cells";
    QTest::newRow("a huge run length")
        << QByteArray("x99999999999o/7/7 x 0 1") << "number at column 2 is too large for a row";
    QTest::newRow("only slashes") << repeated("/", 100000, "") << "row 1 is empty";
    QTest::newRow("binary") << QByteArray("\x00\xff\x7f\x80 x 0 1", 8)
                            << "unknown character byte 0x00 at column 1 (row 1)";
    QTest::newRow("a huge clock") << QByteArray("x5o/7/7/7/7/7/o5x x 99999999999999999999 1")
                                  << "the halfmove clock must be a number from 0 to 1000000";
    QTest::newRow("a negative fullmove number")
        << QByteArray("x5o/7/7/7/7/7/o5x x 0 -5") << "the fullmove number must be a number";
    QTest::newRow("a megabyte of spaces") << QByteArray(1 << 20, ' ') << "the FEN is empty";
}

void TestBadInput::absurdFensAreRefusedWithTheReason() {
    QFETCH(QByteArray, fen);
    QFETCH(QString, reason);
    const auto position = read_fen(std::string_view(fen.constData(), std::size_t(fen.size())));
    QVERIFY(!position.has_value());
    QVERIFY2(QString::fromStdString(position.error()).contains(reason), position.error().c_str());
    // A message to show, not the input echoed back at length.
    QVERIFY(position.error().size() < 200);
}

void TestBadInput::randomBytesAsAGameFileGiveAMessage() {
    std::mt19937 rng(20240301u);
    // Bytes of every value, and text made of the characters a game file is made of.
    const std::string pgn_characters = "[]{}();$.*-/0123456789abcdefgox \"\n\n\\%!?";
    for (int i = 0; i < 400; ++i) {
        const bool text = i % 2 == 1;
        std::string data(rng() % 4096 + 1, '\0');
        for (char& c : data)
            c = text ? pgn_characters[rng() % pgn_characters.size()] : static_cast<char>(rng());
        const auto games = read_pgn(data);
        if (games.has_value()) {
            // Rarely, random text is a game file ("*" alone is one); it must then be whole.
            for (const PgnGame& g : *games) QVERIFY(read_pgn(write_pgn(g)).has_value());
            continue;
        }
        const QString error = QString::fromStdString(games.error());
        QVERIFY2(error.startsWith("game ") || error == "the file holds no game", qPrintable(error));
        QVERIFY(error.size() < 300);
    }
}

void TestBadInput::randomBytesAreNamedNotEchoed() {
    // A file of random bytes, and a position and a move made of them: the
    // message shows only characters a person can read (no replacement
    // character, no control character) and never more than a short excerpt
    // of the input (no 24 bytes of it in a row).
    std::mt19937 rng(20261128u);
    const auto start = read_fen(start_fen);
    QVERIFY(start);
    const auto check = [](const std::string& input, const std::string& error) {
        const QString message =
            QString::fromUtf8(error.data(), static_cast<qsizetype>(error.size()));
        for (const QChar c : message)
            QVERIFY2(c.isPrint() && c != QChar::ReplacementCharacter,
                     qPrintable(QStringLiteral("U+%1 in: %2")
                                    .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                    .arg(message)));
        for (std::size_t i = 0; i + 24 <= input.size(); ++i)
            QVERIFY2(error.find(input.substr(i, 24)) == std::string::npos, error.c_str());
    };
    for (int i = 0; i < 300; ++i) {
        std::string data(rng() % 200 + 1, '\0');
        for (char& c : data) c = static_cast<char>(rng());
        // Now and then a run of printable text, which is quoted, but cut short.
        if (i % 3 == 0) data.insert(0, "1. abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz");
        const auto games = read_pgn(data);
        if (!games) check(data, games.error());
        const auto position = read_fen(data);
        if (!position) check(data, position.error());
        const auto move = read_move(*start, data);
        if (!move) check(data, move.error());
    }
    // What and where, in words: the byte by its value.
    QCOMPARE(QString::fromStdString(read_pgn("[Event \"a\"]\n\n1. b6 \x9c\x01\xff *\n").error()),
             QStringLiteral("game 1, line 3: unexpected byte 0x9c"));
    QCOMPARE(
        QString::fromStdString(read_move(*start, "b6\x9c").error()),
        QStringLiteral("'b6...' is not a move (a cell like c3, two cells like a1c3, or 0000)"));
}

void TestBadInput::aGameFileCutShortSaysWhereAndWhy_data() {
    QTest::addColumn<QByteArray>("cut");
    QTest::addColumn<QString>("error");
    const QByteArray file = gameFile();
    const auto before = [&file](const char* text, int occurrence) {
        qsizetype at = -1;
        for (int i = 0; i < occurrence; ++i) at = file.indexOf(text, at + 1);
        if (at < 0) qFatal("'%s' is not in match_runner.pgn", text);
        return file.left(at);
    };
    QTest::newRow("in the name of the first tag")
        << before("vent", 1) << "game 1, line 1: a tag must look like [Name \"value\"]";
    QTest::newRow("in the value of a tag of the second game")
        << before("CuteAtaxx", 1) + "Cute"
        << "game 2, line 20: a tag must look like [Name \"value\"]";
    QTest::newRow("in a comment") << before("0.12s}", 1)
                                  << "game 1, line 15: the comment opened here is never closed";
    QTest::newRow("in the last comment of a game")
        << before("Black wins by adjudication", 1) + "Black wins"
        << "game 1, line 17: the comment opened here is never closed";
    QTest::newRow("in a move of the second game")
        << before("2. a1c2", 1) + "2. a"
        << "game 2, line 33: 'a' is not a move (a cell like c3, two cells like a1c3, or 0000)";
}

void TestBadInput::aGameFileCutShortSaysWhereAndWhy() {
    QFETCH(QByteArray, cut);
    QFETCH(QString, error);
    const auto games = read_pgn(std::string_view(cut.constData(), std::size_t(cut.size())));
    QVERIFY(!games.has_value());
    QCOMPARE(QString::fromStdString(games.error()), error);
}

// Whatever the cut, the reader gives whole games or a message: never a crash,
// never a game that does not write and read back.
void TestBadInput::aGameFileCutAtAnyByteNeverCrashes() {
    const QByteArray file = gameFile();
    int refused = 0;
    for (qsizetype length = 0; length < file.size(); ++length) {
        const auto games = read_pgn(std::string_view(file.constData(), std::size_t(length)));
        if (!games.has_value()) {
            QVERIFY(!games.error().empty());
            ++refused;
            continue;
        }
        for (const PgnGame& g : *games) QVERIFY(read_pgn(write_pgn(g)).has_value());
    }
    // Most cuts fall in a tag or a comment.
    QVERIFY(refused > file.size() / 2);
}

void TestBadInput::aNumberIsReadWholeAndWithinItsRangeOrNotAtAll_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("fraction"); // read as a double, not a whole number
    QTest::addColumn<bool>("read");
    QTest::addColumn<double>("value");
    // Whole numbers in [1, 64], fractions in [0, 1].
    QTest::newRow("a whole number") << "12" << false << true << 12.0;
    QTest::newRow("the low end") << "1" << false << true << 1.0;
    QTest::newRow("the high end") << "64" << false << true << 64.0;
    QTest::newRow("a fraction") << "0.25" << true << true << 0.25;
    QTest::newRow("an exponent") << "1e-3" << true << true << 0.001;
    QTest::newRow("a word") << "ten" << false << false << 0.0;
    QTest::newRow("nothing") << "" << false << false << 0.0;
    QTest::newRow("a number with a tail") << "12x" << false << false << 0.0;
    QTest::newRow("a fraction for a whole number") << "1.5" << false << false << 0.0;
    QTest::newRow("a space in front") << " 12" << false << false << 0.0;
    QTest::newRow("a plus in front") << "+12" << false << false << 0.0;
    QTest::newRow("below the range") << "0" << false << false << 0.0;
    QTest::newRow("above the range") << "65" << false << false << 0.0;
    QTest::newRow("negative") << "-3" << false << false << 0.0;
    QTest::newRow("beyond any long long") << "99999999999999999999" << false << false << 0.0;
    QTest::newRow("a fraction above the range") << "1.5" << true << false << 0.0;
    QTest::newRow("not a number") << "nan" << true << false << 0.0;
    QTest::newRow("infinity") << "inf" << true << false << 0.0;
}

void TestBadInput::aNumberIsReadWholeAndWithinItsRangeOrNotAtAll() {
    QFETCH(QString, text);
    QFETCH(bool, fraction);
    QFETCH(bool, read);
    QFETCH(double, value);
    const std::string word = text.toStdString();
    if (fraction) {
        double out = -7;
        QCOMPARE(read_number(word, 0.0, 1.0, out), read);
        QCOMPARE(out, read ? value : -7.0); // untouched when refused
    } else {
        long long out = -7;
        QCOMPARE(read_number(word, 1, 64, out), read);
        QCOMPARE(out, read ? static_cast<long long>(value) : -7);
    }
}

void TestBadInput::theEngineAndTheToolsRefuseGarbageOnTheirCommandLines_data() {
    const QString engine = QStringLiteral(ATAXX_ENGINE_PATH);
    const QString match = QStringLiteral(ATAXX_MATCH_PATH);
    const QString train = QStringLiteral(ATAXX_TRAIN_PATH);
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error");
    QTest::newRow("a word for a FEN") << engine << QStringList{"perft", "3", "garbage"} << 1
                                      << "error: bad FEN: unknown character 'g' at column 1";
    QTest::newRow("control characters") << engine << QStringList{"perft", "3", "\x01\x02\x03"} << 1
                                        << "error: bad FEN: unknown character byte 0x01";
    QTest::newRow("a FEN with 200 rows")
        << engine << QStringList{"perft", "3", QString::fromLatin1(repeated("7", 200, "/")), "x"}
        << 1 << "error: bad FEN: the board has more than 13 rows";
    QTest::newRow("a bad side to move")
        << engine << QStringList{"divide", "2", "x5o/7/7/7/7/7/o5x", "q"} << 1
        << "error: bad FEN: the side to move must be x or o";
    QTest::newRow("a word for a depth") << engine << QStringList{"perft", "three"} << 2
                                        << "error: depth takes a number from 0 to 64, not 'three'";
    QTest::newRow("a depth too deep") << engine << QStringList{"perft", "65"} << 2
                                      << "error: depth takes a number from 0 to 64, not '65'";
    QTest::newRow("a bench depth with a tail")
        << engine << QStringList{"bench", "5x"} << 2
        << "error: bench depth takes a number from 1 to 64, not '5x'";
    QTest::newRow("a review's movetime out of range")
        << engine << QStringList{"review", "games.pgn", "--movetime", "0"} << 2
        << "error: --movetime takes a number from 1 to 3600000, not '0'";
    QTest::newRow("a word for the match's games")
        << match << QStringList{"--games", "ten", "easy", "easy"} << 2
        << "error: --games takes a number from 1 to 1000000, not 'ten'";
    QTest::newRow("a match seed beyond any number")
        << match << QStringList{"--seed", "99999999999999999999", "easy", "easy"} << 2
        << "error: --seed takes a number from 0 to 4611686018427387904, not "
           "'99999999999999999999'";
    QTest::newRow("a trainer's epochs as a fraction")
        << train << QStringList{"--epochs", "1.5", "a", "b"} << 2
        << "error: --epochs takes a number from 1 to 10000, not '1.5'";
    QTest::newRow("a trainer's learning rate above one")
        << train << QStringList{"--lr", "2", "a", "b"} << 2
        << "error: --lr takes a number from 1e-07 to 1, not '2'";
}

void TestBadInput::theEngineAndTheToolsRefuseGarbageOnTheirCommandLines() {
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, error);
    const Run r = run(program, arguments);
    QCOMPARE(r.exit_code, exitCode);
    QVERIFY2(r.err.startsWith(error), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestBadInput::anOpeningsFileWithABadLineIsRefusedWithItsLine_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments"); // FILE: the openings file, OUT: a file to write
    QTest::newRow("ataxx-match") << QStringLiteral(ATAXX_MATCH_PATH)
                                 << QStringList{"--games", "2",         "--openings",
                                                "FILE",    "very-easy", "very-easy"};
    QTest::newRow("ataxx-datagen")
        << QStringLiteral(ATAXX_DATAGEN_PATH)
        << QStringList{"--positions", "10", "--nodes", "50", "--openings", "FILE", "OUT"};
}

// A file of openings (ataxx-match --openings, ataxx-datagen --openings) with
// a line that is no position is refused before any game, with the file and
// the line; the games are not played from the lines that were good.
void TestBadInput::anOpeningsFileWithABadLineIsRefusedWithItsLine() {
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const QString openings = dir.filePath(QStringLiteral("openings.txt"));
    const QString out = dir.filePath(QStringLiteral("out.bin"));
    QFile file(openings);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("x5o/7/7/7/7/7/o5x x 0 1\n# a comment\n\nx5o/7/7/7/7/7/o5x z 0 1\n");
    file.close();
    arguments.replaceInStrings(QStringLiteral("FILE"), openings);
    arguments.replaceInStrings(QStringLiteral("OUT"), out);
    const Run r = run(program, arguments);
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: --openings: ") + openings +
                              QStringLiteral(":4: not a position: ")),
             qPrintable(r.err));
    QVERIFY2(!r.out.contains(QStringLiteral("game 1")), qPrintable(r.out));
    QVERIFY(!QFile::exists(out));
}

void TestBadInput::aMatchAgainstAMissingEngineIsLostWithTheReason() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pgn = dir.filePath("games.pgn");
    const Run r = run(QStringLiteral(ATAXX_MATCH_PATH),
                      {"--games", "2", "--movetime", "50", "--board", "7x7", "--pgn", pgn,
                       "uai:/nonexistent/ataxx-engine", "easy"});
    QCOMPARE(r.exit_code, 0);
    QStringList lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    // First what the games are played on, then each game.
    QCOMPARE(lines.takeFirst(), QStringLiteral("games by board: 7x7 2"));
    // Each game is lost by the missing engine, whichever colour it has, and says why.
    QVERIFY2(lines[0].contains(" 0-1 ") && lines[0].contains("cannot play"), qPrintable(lines[0]));
    QVERIFY2(lines[1].contains(" 1-0 ") && lines[1].contains("cannot play"), qPrintable(lines[1]));
    QVERIFY2(lines[2].contains("games 2 wins 0 draws 0 losses 2"), qPrintable(lines[2]));

    // Nothing is lost on the way to the game file: both games, with the reason.
    QFile file(pgn);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto games = read_pgn(std::string_view(text.constData(), std::size_t(text.size())));
    QVERIFY2(games.has_value(), games.error().c_str());
    QCOMPARE(games->size(), std::size_t{2});
    for (const PgnGame& g : *games) {
        QCOMPARE(g.game.result().reason, EndReason::Declared);
        QVERIFY2(g.game.declared_reason().find("cannot play") != std::string::npos,
                 g.game.declared_reason().c_str());
        QVERIFY(g.game.moves().empty());
    }
}

QTEST_MAIN(TestBadInput)
namespace {

// Every program of ai/ with a command line, by name.
QList<std::pair<QString, QString>> everyTool() {
    return {{"ataxx-engine", QStringLiteral(ATAXX_ENGINE_PATH)},
            {"ataxx-match", QStringLiteral(ATAXX_MATCH_PATH)},
            {"ataxx-convergence", QStringLiteral(ATAXX_CONVERGENCE_PATH)},
            {"ataxx-spsa", QStringLiteral(ATAXX_SPSA_PATH)},
            {"ataxx-tune", QStringLiteral(ATAXX_TUNE_PATH)},
            {"ataxx-openings", QStringLiteral(ATAXX_OPENINGS_PATH)},
            {"ataxx-datagen", QStringLiteral(ATAXX_DATAGEN_PATH)},
            {"ataxx-train", QStringLiteral(ATAXX_TRAIN_PATH)},
            {"ataxx-pgn", QStringLiteral(ATAXX_PGN_PATH)}};
}

} // namespace

void TestBadInput::everyToolAnswersHelpAndVersionOnStandardOutput_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("name");
    for (const auto& [name, program] : everyTool())
        QTest::newRow(qPrintable(name)) << program << name;
}

void TestBadInput::everyToolAnswersHelpAndVersionOnStandardOutput() {
    // As GNU's tools do: the help asked for is no error, and goes where a
    // pager or grep reads it.
    QFETCH(QString, program);
    QFETCH(QString, name);
    const Run help = run(program, {"--help"});
    QCOMPARE(help.exit_code, 0);
    QVERIFY2(help.out.contains("Usage: " + name), qPrintable(help.out));
    QVERIFY2(help.out.contains("--version"), qPrintable(help.out));
    QVERIFY2(help.err.isEmpty(), qPrintable(help.err));
    const Run version = run(program, {"--version"});
    QCOMPARE(version.exit_code, 0);
    QCOMPARE(version.out, name + " " ATAXX_VERSION "\n");
    QVERIFY(version.err.isEmpty());
}

void TestBadInput::everyToolNamesAnUnknownOptionAndAnOptionsBadValue_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error");
    for (const auto& [name, program] : everyTool())
        QTest::newRow(qPrintable(name + ": an unknown option"))
            << program << QStringList{"--bogus-opt"} << "error: unknown option --bogus-opt";
    const auto tool = [](const char* name) {
        for (const auto& [n, program] : everyTool())
            if (n == QLatin1String(name)) return program;
        return QString();
    };
    QTest::newRow("ataxx-engine: a subcommand's unknown option")
        << tool("ataxx-engine") << QStringList{"bench", "--bogus-opt"}
        << "error: unknown option --bogus-opt";
    QTest::newRow("ataxx-engine: a puzzle side")
        << tool("ataxx-engine") << QStringList{"puzzles", "games.pgn", "--side", "red"}
        << "error: --side takes black, white or both, not 'red'";
    QTest::newRow("ataxx-match: no value")
        << tool("ataxx-match") << QStringList{"easy", "easy", "--games"}
        << "error: --games needs a value";
    QTest::newRow("ataxx-match: a rule")
        << tool("ataxx-match") << QStringList{"--stuck", "sometimes", "easy", "easy"}
        << "error: --stuck takes pass, end or fill, not 'sometimes'";
    QTest::newRow("ataxx-match: a clock")
        << tool("ataxx-match") << QStringList{"--tc", "soon", "easy", "easy"}
        << "error: --tc takes SECONDS+INCREMENT (e.g. 2+0.02), not 'soon'";
    QTest::newRow("ataxx-convergence: games")
        << tool("ataxx-convergence") << QStringList{"--games", "0", "1200"}
        << "error: --games takes a number from 1 to 100000, not '0'";
    QTest::newRow("ataxx-spsa: pairs")
        << tool("ataxx-spsa") << QStringList{"run", "--pairs", "0", "state.spsa"}
        << "error: --pairs takes a number from 1 to 100000000, not '0'";
    QTest::newRow("ataxx-tune: a depth")
        << tool("ataxx-tune") << QStringList{"selfplay", "10", "0", "out.txt"}
        << "error: depth takes a number from 1 to 64, not '0'";
    QTest::newRow("ataxx-openings: plies")
        << tool("ataxx-openings") << QStringList{"--plies", "99", "x5o/7/7/7/7/7/o5x x 0 1"}
        << "error: --plies takes a number from 1 to 40, not '99'";
    QTest::newRow("ataxx-datagen: threads")
        << tool("ataxx-datagen") << QStringList{"--threads", "0", "out.data"}
        << "error: --threads takes a number from 1 to 256, not '0'";
    QTest::newRow("ataxx-train: a weight")
        << tool("ataxx-train") << QStringList{"--score-weight", "2", "a.nnue", "b.data"}
        << "error: --score-weight takes a number from 0 to 1, not '2'";
    QTest::newRow("ataxx-pgn: a check that would leave out")
        << tool("ataxx-pgn") << QStringList{"--check", "--no-variations", "games.pgn"}
        << "error: --check writes no games, so --no-variations has nothing to leave out";
}

void TestBadInput::everyToolNamesAnUnknownOptionAndAnOptionsBadValue() {
    // A mistake on the command line is named, with its option, on standard
    // error, and the status is 2 (as for every usage error); nothing runs.
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    const Run r = run(program, arguments);
    QCOMPARE(r.exit_code, 2);
    QVERIFY2(r.err.startsWith(error), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

#include "tst_badinput.moc"

// The tolerant reader of what UAI engines write (ai/uai/uaireader.h), on the
// lines real engines print (tests/data/uai/: the handshakes and one search of
// Zataxx, Autaxx and our ataxx-engine from the 7×7 start, recorded as they
// came): bare scores read as hundredths of a piece, unknown words never shift
// the known ones, every search report of a transcript reads with its variation
// legal to its end, and the options each engine declares read with their
// kinds, ranges and choices. The game-file comment of a move is checked too.

#include "fen.h"
#include "notation.h"
#include "uai/uaireader.h"

#include <QFile>
#include <QtTest>

using namespace ataxx;

namespace {

Position classicStart() {
    return *read_fen(start_fen);
}

QStringList transcript(const QString& engine) {
    QFile file(QStringLiteral(ATAXX_TEST_DATA "/uai/") + engine + QStringLiteral(".txt"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QStringList movesOf(const SearchInfo& info) {
    QStringList moves;
    for (const Move move : info.pv)
        moves << QString::fromStdString(move_to_string(Geometry::classic(), move));
    return moves;
}

} // namespace

class TestUaiReader : public QObject {
    Q_OBJECT

private slots:
    void infoLinesReadAsTheEngineMeantThem_data();
    void infoLinesReadAsTheEngineMeantThem();
    void aLineWithoutADepthIsNoReportButKeepsWhatItSays();
    void brokenLinesNeverCrashAndKeepTheEarlierValues();
    void multiPvSaysWhichOfTheBestLinesAReportIs();
    void everyReportOfARealEngineReadsToTheMoveItPlayed_data();
    void everyReportOfARealEngineReadsToTheMoveItPlayed();
    void theOptionsRealEnginesDeclareRead();
    void anOptionTakesOnlyTheValuesItDeclared();
    void aMoveCommentGivesScoreDepthAndTimeAsMatchRunnersWriteThem();
    void aMoveCommentReadsBackAsTheScoreDepthAndTimeItGives();
};

void TestUaiReader::infoLinesReadAsTheEngineMeantThem_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("score");
    QTest::addColumn<qint64>("timeMs");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<QString>("pv");
    // Zataxx: a bare score.
    QTest::newRow("Zataxx, score without cp")
        << "info depth 13 seldepth 15 score 51 time 281 nodes 339303 nps 1207483 pv b6" << 13 << 51
        << qint64(281) << qint64(339303) << "b6";
    QTest::newRow("Zataxx, negative bare score")
        << "info depth 10 seldepth 11 score -49 time 42 nodes 65094 nps 1549857 pv f2" << 10 << -49
        << qint64(42) << qint64(65094) << "f2";
    // Autaxx: words of its own (tthits) between the known ones.
    QTest::newRow("Autaxx, tthits and a long variation")
        << "info depth 12 seldepth 12 score cp 66 time 106 nodes 522969 nps 4933669 tthits 23546 "
           "hashfull 4 pv f1 b1 a6 c2 g2 f7 b7 a2 f2 c2e1 g1e2 b1d1"
        << 12 << 66 << qint64(106) << qint64(522969) << "f1 b1 a6 c2 g2 f7 b7 a2 f2 c2e1 g1e2 b1d1";
    QTest::newRow("ataxx-engine")
        << "info depth 14 seldepth 14 score cp 158 nodes 64711 nps 1027158 time 63 hashfull 0 pv "
           "b6 b2"
        << 14 << 158 << qint64(63) << qint64(64711) << "b6 b2";
    QTest::newRow("a proven win") << "info depth 20 score mate 3 time 5 nodes 9 pv b6" << 20
                                  << score_from_mate(3) << qint64(5) << qint64(9) << "b6";
    QTest::newRow("a bound after the score")
        << "info depth 9 score cp 35 lowerbound nodes 100 time 7" << 9 << 35 << qint64(7)
        << qint64(100) << "";
    QTest::newRow("UCI words: currmove, wdl")
        << "info depth 7 currmove b6 currmovenumber 1 score 12 wdl 500 300 200 time 9 nodes 3" << 7
        << 12 << qint64(9) << qint64(3) << "";
    QTest::newRow("a variation that turns illegal")
        << "info depth 3 score cp 1 time 1 nodes 2 pv b6 a1a1 b2" << 3 << 1 << qint64(1)
        << qint64(2) << "b6";
    QTest::newRow("tabs and a plus sign")
        << "info\tdepth 4\tscore +20 time 2 nodes 8" << 4 << 20 << qint64(2) << qint64(8) << "";
}

void TestUaiReader::infoLinesReadAsTheEngineMeantThem() {
    QFETCH(QString, line);
    QFETCH(int, depth);
    QFETCH(int, score);
    QFETCH(qint64, timeMs);
    QFETCH(qint64, nodes);
    QFETCH(QString, pv);
    SearchInfo info;
    QVERIFY(read_uai_info(line.toStdString(), classicStart(), info));
    QCOMPARE(info.depth, depth);
    QCOMPARE(info.score, score);
    QCOMPARE(info.time_ms, timeMs);
    QCOMPARE(static_cast<qint64>(info.nodes), nodes);
    QCOMPARE(movesOf(info).join(QLatin1Char(' ')), pv);
}

void TestUaiReader::aLineWithoutADepthIsNoReportButKeepsWhatItSays() {
    SearchInfo info;
    info.depth = 8;
    info.score = 40;
    // Autaxx's last word before its move.
    QVERIFY(!read_uai_info("info time 300", classicStart(), info));
    QCOMPARE(info.time_ms, 300);
    QCOMPARE(info.depth, 8);
    QCOMPARE(info.score, 40);
    // Text after `string` is words, not fields.
    QVERIFY(!read_uai_info("info string depth 5 score cp 900", classicStart(), info));
    QCOMPARE(info.score, 40);
}

void TestUaiReader::multiPvSaysWhichOfTheBestLinesAReportIs() {
    // Stockfish's order (multipv after seldepth) and ours, with bounds.
    SearchInfo info;
    QVERIFY(read_uai_info("info depth 9 seldepth 11 multipv 2 score cp -14 upperbound nodes 5000 "
                          "time 12 pv f2 b2",
                          classicStart(), info));
    QCOMPARE(info.multipv, 2);
    QCOMPARE(info.depth, 9);
    QCOMPARE(info.score, -14);
    QCOMPARE(movesOf(info).join(QLatin1Char(' ')), QStringLiteral("f2 b2"));
    // The next line without a rank is the best line again, not the second.
    QVERIFY(read_uai_info("info depth 10 score cp 20 pv b6", classicStart(), info));
    QCOMPARE(info.multipv, 1);
    // A rank that is no number is stepped over, as any unknown word; one
    // below 1 is the best line.
    QVERIFY(read_uai_info("info multipv x depth 10 score cp 20", classicStart(), info));
    QCOMPARE(info.multipv, 1);
    QCOMPARE(info.depth, 10);
    QVERIFY(read_uai_info("info depth 3 multipv -4 score cp 20", classicStart(), info));
    QCOMPARE(info.multipv, 1);
    QVERIFY(read_uai_info("info depth 3 multipv 5 score cp 20", classicStart(), info));
    QCOMPARE(info.multipv, 5);
}

void TestUaiReader::brokenLinesNeverCrashAndKeepTheEarlierValues() {
    SearchInfo info;
    info.score = 17;
    info.time_ms = 5;
    for (const char* line : {"info depth", "info score", "info score cp", "info score mate x",
                             "info depth x score cp y time z", "info pv", "info depth 2 time", "",
                             "info     ", "info score cp 99999999999999999999"}) {
        SearchInfo copy = info;
        read_uai_info(line, classicStart(), copy);
        QCOMPARE(copy.time_ms, 5);
        QVERIFY(copy.score == 17 || !is_proven(copy.score));
    }
    // A score too big for an int is the largest unproven one, never a mate.
    SearchInfo huge;
    QVERIFY(read_uai_info("info depth 1 score cp 99999999999", classicStart(), huge));
    QVERIFY(huge.score > 20000 && !is_proven(huge.score));
}

void TestUaiReader::everyReportOfARealEngineReadsToTheMoveItPlayed_data() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("Zataxx") << "zataxx";
    QTest::newRow("Autaxx") << "autaxx";
    QTest::newRow("ataxx-engine") << "ataxx-engine";
}

void TestUaiReader::everyReportOfARealEngineReadsToTheMoveItPlayed() {
    QFETCH(QString, engine);
    const QStringList lines = transcript(engine);
    QVERIFY2(!lines.isEmpty(), "the recorded transcript is missing");
    SearchInfo info;
    int reports = 0;
    int lastDepth = 0;
    QString played;
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1StringView("bestmove ")))
            played = line.section(QLatin1Char(' '), 1, 1);
        if (!line.startsWith(QLatin1StringView("info "))) continue;
        if (!read_uai_info(line.toStdString(), classicStart(), info)) continue;
        ++reports;
        // Depths rise, the variation is legal throughout and as long as written.
        QVERIFY2(info.depth > lastDepth, qPrintable(line));
        lastDepth = info.depth;
        QCOMPARE(movesOf(info).join(QLatin1Char(' ')), line.section(QStringLiteral(" pv "), 1));
        QVERIFY2(std::abs(info.score) < 1000, qPrintable(line)); // within a few pieces: not a mate
    }
    QVERIFY(reports >= 5);
    QVERIFY(info.time_ms > 0);
    QVERIFY(info.nodes > 1000);
    QVERIFY(!played.isEmpty());
    QCOMPARE(movesOf(info).value(0), played);
}

void TestUaiReader::theOptionsRealEnginesDeclareRead() {
    const auto option = [](const QString& engine, const QString& name) {
        for (const QString& line : transcript(engine)) {
            const auto read = read_uai_option(line.toStdString());
            if (read && read->name == name.toStdString()) return *read;
        }
        return UaiOption{};
    };
    const UaiOption hash = option(QStringLiteral("zataxx"), QStringLiteral("Hash"));
    QCOMPARE(hash.type, UaiOption::Type::Spin);
    QCOMPARE(hash.default_value, std::string("32"));
    QCOMPARE(hash.min, 1);
    QCOMPARE(hash.max, 1024);

    // Autaxx lists its combo's values after "options", not one "var" each.
    const UaiOption search = option(QStringLiteral("autaxx"), QStringLiteral("search"));
    QCOMPARE(search.type, UaiOption::Type::Combo);
    QCOMPARE(search.default_value, std::string("tryhard"));
    QCOMPARE(search.choices.size(), std::size_t(8));
    QCOMPARE(search.choices.back(), std::string("alphabeta"));
    const UaiOption path = option(QStringLiteral("autaxx"), QStringLiteral("nnue-path"));
    QCOMPARE(path.type, UaiOption::Type::String);
    QCOMPARE(path.default_value, std::string("./weights-8b5d1db5176c.nnue"));
    QCOMPARE(option(QStringLiteral("autaxx"), QStringLiteral("debug")).type,
             UaiOption::Type::Check);

    const UaiOption level = option(QStringLiteral("ataxx-engine"), QStringLiteral("Level"));
    QCOMPARE(level.type, UaiOption::Type::Combo);
    QCOMPARE(level.choices,
             (std::vector<std::string>{"very-easy", "easy", "medium", "hard", "very-hard"}));

    // Names with spaces, empty defaults, buttons; lines that are no options.
    const auto spaced = read_uai_option("option name Book File type string default <empty>");
    QVERIFY(spaced);
    QCOMPARE(spaced->name, std::string("Book File"));
    QCOMPARE(spaced->default_value, std::string());
    const auto button = read_uai_option("option name Clear Hash type button");
    QVERIFY(button);
    QCOMPARE(button->type, UaiOption::Type::Button);
    QCOMPARE(button->setoption_line(""), std::string("setoption name Clear Hash"));
    QVERIFY(!read_uai_option("option name Hash type dial default 3"));
    QVERIFY(!read_uai_option("option type spin"));
    QVERIFY(!read_uai_option("id name Zataxx"));
}

void TestUaiReader::anOptionTakesOnlyTheValuesItDeclared() {
    const auto hash = *read_uai_option("option name Hash type spin default 32 min 1 max 1024");
    QVERIFY(hash.accepts("16"));
    QVERIFY(hash.accepts("1024"));
    QVERIFY(!hash.accepts("0"));
    QVERIFY(!hash.accepts("2048"));
    QVERIFY(!hash.accepts("16MB"));
    QCOMPARE(hash.setoption_line("16"), std::string("setoption name Hash value 16"));
    const auto check = *read_uai_option("option name Ponder type check default true");
    QCOMPARE(check.default_value, std::string("true"));
    QVERIFY(check.accepts("false"));
    QVERIFY(!check.accepts("yes"));
    const auto combo =
        *read_uai_option("option name Style type combo default solid var solid var wild");
    QVERIFY(combo.accepts("wild"));
    QVERIFY(!combo.accepts("tame"));
}

void TestUaiReader::aMoveCommentGivesScoreDepthAndTimeAsMatchRunnersWriteThem() {
    SearchInfo info;
    info.depth = 16;
    info.score = 21;
    QCOMPARE(move_comment(info, 653), std::string("+0.21/16 0.65s"));
    info.score = -150;
    QCOMPARE(move_comment(info, 1200), std::string("-1.50/16 1.20s"));
    info.score = score_from_mate(5);
    QCOMPARE(move_comment(info, 40), std::string("+M5/16 0.04s"));
    info.score = score_from_mate(-3);
    QCOMPARE(move_comment(info, 40), std::string("-M3/16 0.04s"));
    // No search report at all (a player that said nothing): the time alone.
    QCOMPARE(move_comment(SearchInfo{}, 10), std::string("0.01s"));
}

void TestUaiReader::aMoveCommentReadsBackAsTheScoreDepthAndTimeItGives() {
    for (const int score : {21, -150, 0, 1, -9, score_from_mate(5), score_from_mate(-3)}) {
        SearchInfo info;
        info.depth = 16;
        info.score = score;
        const auto read = read_move_comment(move_comment(info, 650));
        QVERIFY2(read, move_comment(info, 650).c_str());
        QCOMPARE(read->score, score);
        QCOMPARE(read->depth, 16);
        QCOMPARE(read->time_ms, 650);
    }
    // Without the time, with more words after it, with a single decimal.
    QCOMPARE(read_move_comment("+1.5/4")->score, 150);
    QCOMPARE(read_move_comment("+1.5/4")->time_ms, 0);
    QCOMPARE(read_move_comment("-0.07/2 0.01s book")->score, -7);
    // What is not such a comment: words, a review's note, a time alone, broken numbers.
    for (const char* comment :
         {"", "a fine move", "-3.20; best f4 +0.50; depth 4", "0.01s", "0.21/16", "+/16", "+0.21/",
          "+0.21/x", "+0.211/3", "+1./3", "+M/3", "+M-3/3", "+0.21/-3", "+0.21/+3"})
        QVERIFY2(!read_move_comment(comment), comment);
}

QTEST_GUILESS_MAIN(TestUaiReader)
#include "tst_uaireader.moc"

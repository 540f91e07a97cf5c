// ataxx-engine speaking UAI, driven line by line as a GUI or match runner does.
#include "fen.h"
#include "notation.h"
#include "search/strength.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <memory>

using namespace ataxx;

namespace {
// How long a line may take: room for a machine under full load (and the
// engine under a sanitizer); it costs nothing when the line comes early.
constexpr int lineTimeoutMs = 60000;
} // namespace

class TestUai : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void handshakeListsTheOptions();
    void theSearchNumbersAreListedForTunersAndSetByNameAlways();
    void isreadyIsAnsweredWhileThinking();
    void goDepthPrintsInfoLinesThenALegalMove_data();
    void goDepthPrintsInfoLinesThenALegalMove();
    void goInfiniteWaitsForStop();
    void aClockIsObeyed();
    void badLinesGetAnErrorAndChangeNothing_data();
    void badLinesGetAnErrorAndChangeNothing();
    void aLimitedStrengthPlaysByItsNodesNotTheTime();
    void aPassIsAnsweredAs0000();
    void displayAndPerftWorkOnTheCurrentPosition();
    void quitEndsTheProcessEvenWhileThinking();
    void multiPvReportsTheBestLinesOfEachDepthInOrder_data();
    void multiPvReportsTheBestLinesOfEachDepthInOrder();
    void multiPvOneSearchesExactlyAsWithoutTheOption();
    void moreLinesThanMovesGiveOneLinePerMove();

private:
    void send(const QString& line) { m_engine->write((line + '\n').toUtf8()); }
    // Reads lines until one matches; returns it, or an empty string after the timeout.
    QString waitFor(const QRegularExpression& pattern, int timeout_ms = lineTimeoutMs,
                    QStringList* seen = nullptr);
    // A fresh process for every test, so that nothing one test left unread can
    // reach the next.
    std::unique_ptr<QProcess> m_engine;
    QByteArray m_buffer;
};

void TestUai::init() {
    m_buffer.clear();
    m_engine = std::make_unique<QProcess>();
    m_engine->start(QStringLiteral(ATAXX_ENGINE_PATH), {});
    QVERIFY(m_engine->waitForStarted());
    send("setoption name Threads value 1");
    send("setoption name Hash value 16");
}

void TestUai::cleanup() {
    if (m_engine->state() != QProcess::NotRunning) {
        send("quit");
        if (!m_engine->waitForFinished(5000)) {
            m_engine->kill();
            m_engine->waitForFinished(5000);
        }
    }
    m_engine.reset();
    m_buffer.clear();
}

QString TestUai::waitFor(const QRegularExpression& pattern, int timeout_ms, QStringList* seen) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeout_ms) {
        int newline;
        while ((newline = m_buffer.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(m_buffer.left(newline)).trimmed();
            m_buffer.remove(0, newline + 1);
            if (seen) seen->append(line);
            if (pattern.match(line).hasMatch()) return line;
        }
        m_engine->waitForReadyRead(50);
        m_buffer += m_engine->readAllStandardOutput();
    }
    return {};
}

void TestUai::handshakeListsTheOptions() {
    send("uai");
    QStringList lines;
    QVERIFY(!waitFor(QRegularExpression("^uaiok$"), lineTimeoutMs, &lines).isEmpty());
    const QString all = lines.join('\n');
    QVERIFY(all.contains(QRegularExpression("^id name \\S+", QRegularExpression::MultilineOption)));
    QVERIFY(all.contains("id author"));
    for (const char* option :
         {"Hash", "Threads", "Level", "StuckRule", "HalfmoveLimit", "Repetition"})
        QVERIFY2(all.contains(QStringLiteral("option name %1 type").arg(option)), option);
    // The search's numbers, for tuners, are not shown to a person: only the
    // switch that lists them.
    QVERIFY2(!all.contains("option name lmr_div"), qPrintable(all));
    QVERIFY2(all.contains("option name Tuning type check default false"), qPrintable(all));
    // The strength scale, by the names engines of other games use.
    QVERIFY2(all.contains("option name UCI_LimitStrength type check default false"),
             qPrintable(all));
    QVERIFY2(all.contains("option name UCI_Elo type spin default 1750 min 500 max 3000"),
             qPrintable(all));
    QVERIFY2(all.contains("option name MultiPV type spin default 1 min 1 max 8"), qPrintable(all));
    send("isready");
    QCOMPARE(waitFor(QRegularExpression("^readyok$")), QString("readyok"));
}

void TestUai::theSearchNumbersAreListedForTunersAndSetByNameAlways() {
    // Hidden from the list, a number still sets the search: a smaller lmr_div
    // reduces more, and the same search takes fewer nodes.
    const auto nodesAtDepth6 = [this] {
        send("uainewgame");
        send("position startpos");
        send("go depth 6");
        QStringList lines;
        if (waitFor(QRegularExpression("^bestmove "), lineTimeoutMs, &lines).isEmpty()) return -1LL;
        const QStringList infos = lines.filter(QRegularExpression("^info depth 6 .* nodes "));
        if (infos.isEmpty()) return -1LL;
        return QRegularExpression(" nodes (\\d+) ").match(infos.last()).captured(1).toLongLong();
    };
    const long long plain = nodesAtDepth6();
    send("setoption name lmr_div value 50");
    const long long reduced = nodesAtDepth6();
    QVERIFY2(plain > 0 && reduced > 0 && reduced < plain,
             qPrintable(QStringLiteral("%1 nodes, then %2").arg(plain).arg(reduced)));

    // With Tuning on, `uai` lists them with their defaults and ranges, for tuners.
    send("setoption name Tuning value true");
    send("uai");
    QStringList lines;
    QVERIFY(!waitFor(QRegularExpression("^uaiok$"), lineTimeoutMs, &lines).isEmpty());
    const QString all = lines.join('\n');
    QVERIFY2(all.contains("option name lmr_div type spin default 220 min 50 max 1000"),
             qPrintable(all));
    QVERIFY2(all.contains("option name Hash type spin"), qPrintable(all));
    QVERIFY2(!all.contains("error"), qPrintable(all));
}

void TestUai::isreadyIsAnsweredWhileThinking() {
    send("position startpos");
    send("go infinite");
    QVERIFY(!waitFor(QRegularExpression("^info depth")).isEmpty());
    send("isready");
    QStringList lines;
    QVERIFY(!waitFor(QRegularExpression("^readyok$"), lineTimeoutMs, &lines).isEmpty());
    QVERIFY(!lines.join('\n').contains("bestmove"));
    send("stop");
    QVERIFY(!waitFor(QRegularExpression("^bestmove ")).isEmpty());
}

void TestUai::goDepthPrintsInfoLinesThenALegalMove_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << "startpos" << QString::fromLatin1(start_fen.data());
    QTest::newRow("start with moves") << "startpos moves g2 a1c3"
                                      << "";
    QTest::newRow("blocked") << "fen x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"
                             << "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1";
    QTest::newRow("Hexxagon") << "fen x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"
                              << QString::fromLatin1(hexxagon_fen.data());
}

void TestUai::goDepthPrintsInfoLinesThenALegalMove() {
    QFETCH(QString, position);
    QFETCH(QString, fen);
    send("position " + position);
    send("go depth 4");
    QStringList lines;
    const QString best = waitFor(QRegularExpression("^bestmove \\S+$"), lineTimeoutMs, &lines);
    QVERIFY2(!best.isEmpty(), qPrintable(lines.join('\n')));

    // One info line per depth, in the usual format.
    static const QRegularExpression info(
        "^info depth (\\d+) seldepth \\d+ score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ "
        "time \\d+ hashfull \\d+ pv( \\S+)+$");
    int depth = 0;
    for (const QString& line : lines) {
        if (!line.startsWith("info depth")) continue;
        const auto m = info.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QVERIFY2(m.captured(1).toInt() == ++depth, qPrintable(lines.join('\n')));
    }
    QCOMPARE(depth, 4);

    // The answer is legal where the engine stands: ask it.
    send("d");
    const QString fen_line = waitFor(QRegularExpression("^Fen: "));
    const auto here = read_fen(fen_line.mid(5).toStdString());
    QVERIFY(here.has_value());
    if (!position.contains("moves")) QCOMPARE(QString::fromStdString(write_fen(*here)), fen);
    const auto move = read_move(*here, best.mid(9).toStdString());
    QVERIFY2(move.has_value(), move.error().c_str());
}

void TestUai::goInfiniteWaitsForStop() {
    send("position startpos");
    send("go infinite");
    QVERIFY(!waitFor(QRegularExpression("^info depth")).isEmpty());
    // Thinking, and it goes on thinking.
    QVERIFY(waitFor(QRegularExpression("^bestmove "), 1500).isEmpty());
    send("stop");
    const QString best = waitFor(QRegularExpression("^bestmove \\S+$"));
    QVERIFY(!best.isEmpty());
    QVERIFY(read_move(Position(), best.mid(9).toStdString()).has_value());
}

void TestUai::aClockIsObeyed() {
    // x (Black) has 5 s left for the game: the answer comes within it. The
    // engine spends a small part of that on one move (under a second here),
    // so the seconds left over are room for a machine under load, not a
    // measure of its speed.
    constexpr int clockMs = 5000;
    send("position startpos");
    // The clock starts once the engine has caught up with the commands before
    // (its start-up alone takes a second under ThreadSanitizer).
    send("isready");
    QVERIFY(!waitFor(QRegularExpression("^readyok$")).isEmpty());
    QElapsedTimer clock;
    clock.start();
    send(QStringLiteral("go btime %1 wtime %1 binc 0 winc 0").arg(clockMs));
    QVERIFY(!waitFor(QRegularExpression("^bestmove \\S+$")).isEmpty());
    QVERIFY2(clock.elapsed() < clockMs, qPrintable(QString::number(clock.elapsed())));
}

void TestUai::badLinesGetAnErrorAndChangeNothing_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown command") << "fly away"
                                     << "unknown command 'fly'";
    QTest::newRow("bad FEN") << "position fen x5o/7/7/7/7/8/o5x x 0 1"
                             << "row 6 has 8 cells";
    QTest::newRow("illegal move") << "position startpos moves g2 a1a5"
                                  << "move 2 'a1a5'";
    QTest::newRow("not a move") << "position startpos moves zz"
                                << "move 1 'zz'";
    QTest::newRow("missing fen") << "position"
                                 << "expected 'startpos' or 'fen <fen>'";
    QTest::newRow("bad option value") << "setoption name Hash value lots"
                                      << "Hash";
    QTest::newRow("unknown option") << "setoption name Colour value red"
                                    << "unknown option";
    QTest::newRow("bad level") << "setoption name Level value godlike"
                               << "Level";
    QTest::newRow("a search number out of range") << "setoption name lmr_div value 5"
                                                  << "lmr_div: value must be 50 to 1000, not '5'";
    QTest::newRow("an Elo above the scale") << "setoption name UCI_Elo value 3100"
                                            << "UCI_Elo: value must be 500 to 3000, not '3100'";
    QTest::newRow("an Elo that is no number") << "setoption name UCI_Elo value strong"
                                              << "UCI_Elo: value must be 500 to 3000";
    QTest::newRow("a limit that is no check") << "setoption name UCI_LimitStrength value yes"
                                              << "UCI_LimitStrength: value must be true or false";
    QTest::newRow("no lines") << "setoption name MultiPV value 0"
                              << "MultiPV: value must be 1 to 8, not '0'";
    QTest::newRow("too many lines") << "setoption name MultiPV value 9"
                                    << "MultiPV: value must be 1 to 8, not '9'";
    QTest::newRow("lines that are no number") << "setoption name MultiPV value all"
                                              << "MultiPV: value must be 1 to 8, not 'all'";
    QTest::newRow("bad go") << "go depth"
                            << "'depth' needs a number";
    QTest::newRow("unknown go word") << "go fast"
                                     << "unknown word 'fast'";
}

void TestUai::badLinesGetAnErrorAndChangeNothing() {
    QFETCH(QString, line);
    QFETCH(QString, message);
    send("position fen x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1");
    send(line);
    const QString error = waitFor(QRegularExpression("^info string error: "));
    QVERIFY2(error.contains(message), qPrintable(error));
    // The engine still stands on the position it had, and still answers.
    send("d");
    const QString fen = waitFor(QRegularExpression("^Fen: "));
    QCOMPARE(fen.mid(5), QString::fromLatin1(hexxagon_fen.data()));
    send("isready");
    QVERIFY(!waitFor(QRegularExpression("^readyok$")).isEmpty());
}

void TestUai::aLimitedStrengthPlaysByItsNodesNotTheTime() {
    // At the scale's top the engine searches its node budget, the same on any
    // machine: an hour to think changes nothing, and the answer is legal.
    send("setoption name UCI_LimitStrength value true");
    send("setoption name UCI_Elo value 3000");
    send("position startpos moves g2");
    send("go movetime 3600000");
    QStringList lines;
    const QString best = waitFor(QRegularExpression("^bestmove \\S+$"), lineTimeoutMs, &lines);
    QVERIFY2(!best.isEmpty(), qPrintable(lines.join('\n')));
    const QString info = lines.filter(QRegularExpression("^info depth")).value(0);
    const auto nodes = QRegularExpression(" nodes (\\d+) ").match(info);
    QVERIFY2(nodes.hasMatch(), qPrintable(lines.join('\n')));
    // (The budget's hard stop is looked at every 512 nodes.)
    QVERIFY2(nodes.captured(1).toULongLong() <= 2 * strength_setting(3000).nodes + 512,
             qPrintable(info));
    send("d");
    const auto here = read_fen(waitFor(QRegularExpression("^Fen: ")).mid(5).toStdString());
    QVERIFY(here.has_value());
    QVERIFY(read_move(*here, best.mid(9).toStdString()).has_value());
    // Unlimited again, the level plays: depth 3 reports three depths.
    send("setoption name UCI_LimitStrength value false");
    send("go depth 3");
    lines.clear();
    QVERIFY(!waitFor(QRegularExpression("^bestmove \\S+$"), lineTimeoutMs, &lines).isEmpty());
    QCOMPARE(lines.filter(QRegularExpression("^info depth")).size(), 3);
}

void TestUai::aPassIsAnsweredAs0000() {
    send("position fen 7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1");
    send("go depth 3");
    QCOMPARE(waitFor(QRegularExpression("^bestmove ")), QString("bestmove 0000"));
    // And 0000 is read back as the pass.
    send("position fen 7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1 moves 0000");
    send("d");
    QVERIFY(waitFor(QRegularExpression("^Fen: ")).endsWith(" o 1 1"));
}

void TestUai::displayAndPerftWorkOnTheCurrentPosition() {
    send("position startpos moves f2");
    send("perft 3");
    const QString line = waitFor(QRegularExpression("^nodes \\d+ time \\d+ nps \\d+$"));
    QVERIFY(!line.isEmpty());
    send("d");
    QVERIFY(waitFor(QRegularExpression("^Fen: ")).startsWith("Fen: x5o/7/7/7/7/5x1/o5x o 0 1"));
}

void TestUai::quitEndsTheProcessEvenWhileThinking() {
    send("position startpos");
    send("go infinite");
    QVERIFY(!waitFor(QRegularExpression("^info depth")).isEmpty());
    send("quit");
    QVERIFY(m_engine->waitForFinished(lineTimeoutMs));
    QCOMPARE(m_engine->exitCode(), 0);
}

namespace {

// One `info` line of a search of several lines, read.
struct PvLine {
    int depth = 0;
    int rank = 0;
    int score = 0;
    QStringList moves;
};

// The info lines among `lines` that carry a rank (`multipv k`); a line
// that does not read fails the test.
QList<PvLine> rankedLines(const QStringList& lines) {
    static const QRegularExpression pattern(
        "^info depth (\\d+) seldepth \\d+ multipv (\\d+) score (cp|mate) (-?\\d+) nodes \\d+ "
        "nps \\d+ time \\d+ hashfull \\d+ pv (.+)$");
    QList<PvLine> ranked;
    for (const QString& line : lines) {
        if (!line.startsWith("info depth")) continue;
        const auto m = pattern.match(line);
        if (!m.hasMatch()) {
            qWarning("not a line of a MultiPV search: %s", qPrintable(line));
            return {};
        }
        const int value = m.captured(4).toInt();
        ranked.append({m.captured(1).toInt(), m.captured(2).toInt(),
                       m.captured(3) == "mate" ? score_from_mate(value) : value,
                       m.captured(5).split(' ')});
    }
    return ranked;
}

// Whether `moves` are legal one after the other from `position`.
bool legalLine(Position position, const QStringList& moves) {
    for (const QString& text : moves) {
        const auto move = read_move(position, text.toStdString());
        if (!move) return false;
        position.play(*move);
    }
    return true;
}

} // namespace

void TestUai::multiPvReportsTheBestLinesOfEachDepthInOrder_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(start_fen.data());
    QTest::newRow("middle game") << "7/1xx4/2xoo2/2oxo2/3ox2/7/7 o 0 6";
    QTest::newRow("blocked cells") << "xxo4/xxoo3/1xooo2/2xxo2/3x3/o6/ooo3x x 2 14";
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen.data());
}

void TestUai::multiPvReportsTheBestLinesOfEachDepthInOrder() {
    QFETCH(QString, fen);
    const auto position = read_fen(fen.toStdString());
    QVERIFY(position.has_value());
    send("setoption name MultiPV value 3");
    send("position fen " + fen);
    send("go depth 6");
    QStringList lines;
    const QString best = waitFor(QRegularExpression("^bestmove \\S+$"), lineTimeoutMs, &lines);
    QVERIFY2(!best.isEmpty(), qPrintable(lines.join('\n')));
    const QList<PvLine> ranked = rankedLines(lines);
    // Every depth 1 to 6 reports lines 1, 2 and 3, in that order.
    QCOMPARE(ranked.size(), 6 * 3);
    for (int i = 0; i < ranked.size(); ++i) {
        const PvLine& line = ranked[i];
        QCOMPARE(line.depth, i / 3 + 1);
        QCOMPARE(line.rank, i % 3 + 1);
        QVERIFY2(legalLine(*position, line.moves), qPrintable(line.moves.join(' ')));
        if (line.rank == 1) continue;
        // Below the line above it, and starting with another move than
        // any line above it.
        const PvLine& above = ranked[i - 1];
        QVERIFY2(line.score <= above.score, qPrintable(lines.join('\n')));
        for (int k = i - line.rank + 1; k < i; ++k)
            QVERIFY2(ranked[k].moves.front() != line.moves.front(), qPrintable(lines.join('\n')));
    }
    // The move played is the best line's.
    QCOMPARE(best.mid(9), ranked[ranked.size() - 3].moves.front());
}

void TestUai::multiPvOneSearchesExactlyAsWithoutTheOption() {
    // The same search twice from an empty table, once never told of MultiPV
    // and once after 3 lines and back to 1: the same lines, node for node
    // (the times aside), and the same move.
    const auto search = [this](const QStringList& before) {
        send("uainewgame");
        for (const QString& line : before) send(line);
        send("position fen 7/1xx4/2xoo2/2oxo2/3ox2/7/7 o 0 6");
        send("go depth 7");
        QStringList lines;
        const QString best = waitFor(QRegularExpression("^bestmove \\S+$"), lineTimeoutMs, &lines);
        QStringList reports;
        static const QRegularExpression times(" (nps|time) \\d+");
        for (QString line : lines)
            if (line.startsWith("info depth")) reports << line.remove(times);
        return reports << best;
    };
    const QStringList plain = search({});
    const QStringList one =
        search({"setoption name MultiPV value 3", "setoption name MultiPV value 1"});
    QCOMPARE(plain.size(), 8);
    QVERIFY2(!plain.join('\n').contains("multipv"), qPrintable(plain.join('\n')));
    QCOMPARE(one, plain);
}

void TestUai::moreLinesThanMovesGiveOneLinePerMove() {
    // Black has two moves here (f1 and g1e1): asked for eight lines, it
    // reports those two at each depth.
    const QString fen = "xoooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/1ooo2x x 0 1";
    send("setoption name MultiPV value 8");
    send("position fen " + fen);
    send("go depth 3");
    QStringList lines;
    QVERIFY(!waitFor(QRegularExpression("^bestmove \\S+$"), lineTimeoutMs, &lines).isEmpty());
    const QList<PvLine> ranked = rankedLines(lines);
    QCOMPARE(ranked.size(), 3 * 2);
    QStringList firstMoves;
    for (const PvLine& line : ranked) {
        QCOMPARE(line.rank, firstMoves.size() % 2 + 1);
        firstMoves << line.moves.front();
    }
    QCOMPARE(QSet<QString>(firstMoves.begin(), firstMoves.end()), (QSet<QString>{"f1", "g1e1"}));
}

QTEST_MAIN(TestUai)
#include "tst_uai.moc"

// The QProcess client for external UAI engines: our own ataxx-engine answers
// with legal moves and info lines on every kind of board; misbehaving fake
// engines (one that exits, one that never answers, one that plays an illegal
// move, one that always passes) and a command that does not exist each end
// the request with the right failure; scores out of range are read as the
// nearest possible ones; a cancelled request's answer never arrives; and the
// thread that owns the client is never blocked.

#include "fen.h"
#include "lateness.h"
#include "notation.h"
#include "uai/uaiprocess.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

using namespace ataxx;

namespace {

QString engineCommand() {
    return QStringLiteral(ATAXX_ENGINE_PATH);
}

QString fakeCommand(const char* mode) {
    return QStringLiteral(ATAXX_TEST_DATA "/fake-engine.sh ") + QLatin1StringView(mode);
}

Game gameFrom(const char* fen) {
    const auto position = read_fen(fen);
    return Game(position ? *position : Position());
}

// Waits for an answer, with room for a machine under full load: it costs
// nothing when the answer comes early.
constexpr int answerTimeoutMs = 60000;

} // namespace

class TestUaiProcess : public QObject {
    Q_OBJECT

private slots:
    void ourEngineAnswersWithALegalMoveOnEveryBoard_data();
    void ourEngineAnswersWithALegalMoveOnEveryBoard();
    void ourEngineSendsInfoLinesWithDepthScoreAndVariation();
    void theEngineIsAskedAboutTheMovesPlayedSoFar();
    void anEngineAskedForThreeLinesSendsThemAndAnswersWithTheBest();
    void aMisbehavingEngineEndsTheRequestWithItsFailure_data();
    void aMisbehavingEngineEndsTheRequestWithItsFailure();
    void aScoreWithoutCpReadsAsHundredthsOfAPiece();
    void aCrashKeepsTheEnginesLastWords();
    void theOptionsTheEngineDeclaredAreSentBeforeTheGame();
    void scoresOutOfRangeAreReadAsTheNearestPossibleScores_data();
    void scoresOutOfRangeAreReadAsTheNearestPossibleScores();
    void aHungEngineNeverBlocksTheThreadThatWaits();
    void aCancelledAnswerNeverArrivesAndTheNextRequestIsAnswered();
    void anEngineThatCrashedStartsAfreshOnTheNextRequest();
    void anEngineLeftRunningIsReapedBeforeTheApplicationEnds();
};

void TestUaiProcess::ourEngineAnswersWithALegalMoveOnEveryBoard_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("7x7") << QString::fromLatin1(start_fen);
    QTest::newRow("blocked 7x7") << QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen);
    QTest::newRow("11x11") << QStringLiteral("x9o/11/11/11/11/11/11/11/11/11/o9x o 0 1");
}

void TestUaiProcess::ourEngineAnswersWithALegalMoveOnEveryBoard() {
    QFETCH(QString, fen);
    UaiProcess engine;
    engine.setCommand(engineCommand());
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    QSignalSpy failures(&engine, &UaiProcess::failed);
    const Game game = gameFrom(fen.toLatin1().constData());
    const quint64 id = engine.go(game, 100);
    QVERIFY(moves.wait(answerTimeoutMs));
    QCOMPARE(failures.count(), 0);
    QCOMPARE(moves.at(0).at(0).value<quint64>(), id);
    QVERIFY(game.position().is_legal(moves.at(0).at(1).value<Move>()));
    QCOMPARE(engine.engineName(), QStringLiteral("Ataxx " ATAXX_VERSION));
    QVERIFY(!engine.isBusy());
}

void TestUaiProcess::ourEngineSendsInfoLinesWithDepthScoreAndVariation() {
    UaiProcess engine;
    engine.setCommand(engineCommand());
    QSignalSpy infos(&engine, &UaiProcess::info);
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    const Game game = gameFrom(start_fen.data());
    // Long enough for a few depths even on a machine under load.
    engine.go(game, 2000);
    QVERIFY(moves.wait(answerTimeoutMs));
    QVERIFY(infos.count() >= 2);
    int lastDepth = 0;
    for (const QList<QVariant>& arguments : infos) {
        const auto info = arguments.at(1).value<SearchInfo>();
        QVERIFY(info.depth > lastDepth);
        lastDepth = info.depth;
        QVERIFY(info.nodes > 0);
        QVERIFY(!info.pv.empty());
        QVERIFY(game.position().is_legal(info.pv.front()));
    }
    // The answer carries the last report.
    QCOMPARE(moves.at(0).at(2).value<SearchInfo>().depth, lastDepth);
}

void TestUaiProcess::anEngineAskedForThreeLinesSendsThemAndAnswersWithTheBest() {
    UaiProcess engine;
    engine.setCommand(engineCommand());
    engine.setMultiPv(3);
    QSignalSpy infos(&engine, &UaiProcess::info);
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    const Game game = gameFrom(start_fen.data());
    engine.go(game, 1000);
    QVERIFY(moves.wait(answerTimeoutMs));
    QVERIFY(engine.offersMultiPv());
    // Each depth's lines ranked 1, 2, 3 in turn, each from the position.
    QVERIFY(infos.count() >= 3);
    int expected = 1;
    SearchInfo best;
    for (const QList<QVariant>& arguments : infos) {
        const auto info = arguments.at(1).value<SearchInfo>();
        QCOMPARE(info.multipv, expected);
        expected = expected % 3 + 1;
        QVERIFY(!info.pv.empty() && game.position().is_legal(info.pv.front()));
        if (info.multipv == 1) best = info;
    }
    // The answer carries the best line's last report, not the third's.
    const auto answer = moves.at(0).at(2).value<SearchInfo>();
    QCOMPARE(answer.multipv, 1);
    QCOMPARE(answer.depth, best.depth);
    QVERIFY(answer.pv == best.pv);
}

void TestUaiProcess::theEngineIsAskedAboutTheMovesPlayedSoFar() {
    // After a jump that leaves a hole, the engine's answer must be legal in
    // the position after the moves, not at the start.
    Game game = gameFrom(start_fen.data());
    for (const char* text : {"a7c5", "b2", "c5e5", "g7e6"}) {
        const auto move = read_move(game.position(), text);
        QVERIFY2(move.has_value(), text);
        QVERIFY(game.play(*move));
    }
    UaiProcess engine;
    engine.setCommand(engineCommand());
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    engine.go(game, 100);
    QVERIFY(moves.wait(answerTimeoutMs));
    QVERIFY(game.position().is_legal(moves.at(0).at(1).value<Move>()));
}

void TestUaiProcess::aMisbehavingEngineEndsTheRequestWithItsFailure_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<UaiProcess::Failure>("failure");
    QTest::addColumn<QString>("detail");
    QTest::newRow("exits") << fakeCommand("crash") << UaiProcess::Failure::Crashed
                           << QStringLiteral("exit status 3");
    QTest::newRow("never answers")
        << fakeCommand("hang") << UaiProcess::Failure::NoAnswer << QString();
    QTest::newRow("illegal move") << fakeCommand("illegal") << UaiProcess::Failure::IllegalMove
                                  << QStringLiteral("a1g7");
    QTest::newRow("passes with moves left")
        << fakeCommand("pass") << UaiProcess::Failure::IllegalMove << QStringLiteral("0000");
    QTest::newRow("no such program")
        << QStringLiteral("/nonexistent/engine") << UaiProcess::Failure::CannotStart
        << QStringLiteral("not found");
}

void TestUaiProcess::aMisbehavingEngineEndsTheRequestWithItsFailure() {
    QFETCH(QString, command);
    QFETCH(UaiProcess::Failure, failure);
    QFETCH(QString, detail);
    UaiProcess engine;
    engine.setCommand(command);
    // Only the one that never answers waits for the grace; the others fail
    // at once, well before it even on a machine under load.
    engine.setGrace(2000);
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    QSignalSpy failures(&engine, &UaiProcess::failed);
    const quint64 id = engine.go(gameFrom(start_fen.data()), 300);
    QVERIFY(failures.wait(answerTimeoutMs));
    QCOMPARE(moves.count(), 0);
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(0).value<quint64>(), id);
    QCOMPARE(failures.at(0).at(1).value<UaiProcess::Failure>(), failure);
    // The engine's (or the shell's) own words are in its error output.
    const QString said = failures.at(0).at(2).toString() + QLatin1Char(' ') + engine.errorOutput();
    QVERIFY2(said.contains(detail), qPrintable(said));
    QVERIFY(!engine.isBusy());
}

void TestUaiProcess::aScoreWithoutCpReadsAsHundredthsOfAPiece() {
    // As Zataxx writes it: "score 21 time 653", no "cp".
    UaiProcess engine;
    engine.setCommand(fakeCommand("bare"));
    QSignalSpy infos(&engine, &UaiProcess::info);
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    engine.go(gameFrom(start_fen.data()), 200);
    QVERIFY(moves.wait(answerTimeoutMs));
    QCOMPARE(infos.count(), 1);
    const auto info = infos.at(0).at(1).value<SearchInfo>();
    QCOMPARE(info.depth, 16);
    QCOMPARE(info.seldepth, 19);
    QCOMPARE(info.score, 21);
    QCOMPARE(info.time_ms, 653);
    QCOMPARE(info.nodes, 1234567u);
    QCOMPARE(info.pv.size(), std::size_t(1));
}

void TestUaiProcess::aCrashKeepsTheEnginesLastWords() {
    // Our engine behind a wrapper that dies like a panicking Rust program on
    // hexagons: the cause is on the second of four lines, not the last.
    UaiProcess engine;
    engine.setCommand(QStringLiteral(ATAXX_TEST_DATA "/fake-engine.sh nohex ") + engineCommand());
    QSignalSpy failures(&engine, &UaiProcess::failed);
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    engine.go(gameFrom(hexxagon_fen.data()), 100);
    QVERIFY(failures.wait(answerTimeoutMs));
    QCOMPARE(failures.at(0).at(1).value<UaiProcess::Failure>(), UaiProcess::Failure::Crashed);
    QCOMPARE(failures.at(0).at(2).toString(), QStringLiteral("exit status 101"));
    const QStringList last = UaiProcess::lastLines(engine.errorOutput(), 4);
    QCOMPARE(last.size(), 4);
    QVERIFY(last.at(1).startsWith(QStringLiteral("index out of bounds")));
    // The same engine plays a rectangle.
    engine.go(gameFrom(start_fen.data()), 100);
    QVERIFY(moves.wait(answerTimeoutMs));
}

void TestUaiProcess::theOptionsTheEngineDeclaredAreSentBeforeTheGame() {
    UaiProcess engine;
    engine.setCommand(fakeCommand("options"));
    engine.setOptions({{QStringLiteral("Hash"), QStringLiteral("16")},
                       {QStringLiteral("Style"), QStringLiteral("wild")},
                       {QStringLiteral("Book File"), QStringLiteral("/tmp/a book")},
                       {QStringLiteral("Threads"), QStringLiteral("4")}});
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    engine.go(gameFrom(start_fen.data()), 100);
    QVERIFY(moves.wait(answerTimeoutMs));
    QCOMPARE(engine.declaredOptionLines().size(), 5);
    QVERIFY(engine.declaredOptionLines().at(2).contains(QStringLiteral("combo")));
    // The fake writes each setoption it gets to its error output.
    const QString got = engine.errorOutput();
    QVERIFY2(got.contains(QStringLiteral("got setoption name Hash value 16")), qPrintable(got));
    QVERIFY(got.contains(QStringLiteral("got setoption name Style value wild")));
    QVERIFY(got.contains(QStringLiteral("got setoption name Book File value /tmp/a book")));
    // Threads it never declared: not sent.
    QVERIFY(!got.contains(QStringLiteral("Threads")));
}

void TestUaiProcess::scoresOutOfRangeAreReadAsTheNearestPossibleScores_data() {
    QTest::addColumn<QString>("score");
    QTest::addColumn<bool>("proven");
    // The winner's moves to the end for a proven score (negative: the side
    // to move loses), else the sign of the evaluation.
    QTest::addColumn<int>("expected");
    QTest::newRow("mate in 3") << QStringLiteral("mate 3") << true << 3;
    QTest::newRow("mated in 2") << QStringLiteral("mate -2") << true << -2;
    QTest::newRow("mate in two billion")
        << QStringLiteral("mate 2000000000") << true << score_max_plies / 2;
    QTest::newRow("mated in two billion")
        << QStringLiteral("mate -2000000000") << true << -score_max_plies / 2;
    QTest::newRow("mated at the end of int")
        << QStringLiteral("mate -2147483648") << true << -score_max_plies / 2;
    QTest::newRow("mate beyond int")
        << QStringLiteral("mate 99999999999") << true << score_max_plies / 2;
    QTest::newRow("a huge evaluation") << QStringLiteral("cp 2000000000") << false << 1;
    QTest::newRow("a huge negative evaluation") << QStringLiteral("cp -2147483648") << false << -1;
}

void TestUaiProcess::scoresOutOfRangeAreReadAsTheNearestPossibleScores() {
    QFETCH(QString, score);
    QFETCH(bool, proven);
    QFETCH(int, expected);
    UaiProcess engine;
    engine.setCommand(QStringLiteral(ATAXX_TEST_DATA "/fake-engine.sh score ") + score);
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    engine.go(gameFrom(start_fen.data()), 100);
    QVERIFY(moves.wait(answerTimeoutMs));
    const int read = moves.at(0).at(2).value<SearchInfo>().score;
    const QByteArray shown = QByteArray::number(read);
    // What the engine output panel and the graph would show: a mate no
    // longer than a game can be, or an evaluation that is not a mate.
    QVERIFY2(read >= -score_win && read <= score_win, shown.constData());
    QVERIFY2(is_proven(read) == proven, shown.constData());
    if (proven)
        QCOMPARE(result_in_moves(read), expected);
    else
        QVERIFY2((read > 0 ? 1 : -1) == expected && std::abs(read) > 10000, shown.constData());
}

void TestUaiProcess::aHungEngineNeverBlocksTheThreadThatWaits() {
    // A thread that waited for the hung engine would be held up for its move
    // time and the grace: seconds, far beyond a loaded machine's lateness.
    constexpr int moveTimeMs = 3000;
    constexpr int graceMs = 1000;
    UaiProcess engine;
    engine.setCommand(fakeCommand("hang"));
    engine.setGrace(graceMs);
    QSignalSpy failures(&engine, &UaiProcess::failed);
    engine.go(gameFrom(start_fen.data()), moveTimeMs);
    const qint64 worst =
        worstLatenessWhile([&failures] { return failures.count() > 0; }, answerTimeoutMs);
    QCOMPARE(failures.count(), 1);
    QVERIFY2(worst < (moveTimeMs + graceMs) / 4,
             qPrintable(QStringLiteral("a timer fired %1 ms late").arg(worst)));
}

void TestUaiProcess::aCancelledAnswerNeverArrivesAndTheNextRequestIsAnswered() {
    UaiProcess engine;
    engine.setCommand(engineCommand());
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    QSignalSpy failures(&engine, &UaiProcess::failed);
    QSignalSpy infos(&engine, &UaiProcess::info);
    const Game first = gameFrom(start_fen.data());
    // A minute's move: cancelled while it thinks, never answered.
    engine.go(first, 60000);
    QVERIFY(infos.wait(answerTimeoutMs));
    engine.cancel();
    // A new question at once, on another board: only its answer comes. The
    // engine answers in order, so the cancelled answer was read (and dropped)
    // before this one.
    const Game second = gameFrom(hexxagon_fen.data());
    const quint64 id = engine.go(second, 100);
    QVERIFY(moves.wait(answerTimeoutMs));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(failures.count(), 0);
    QCOMPARE(moves.at(0).at(0).value<quint64>(), id);
    QVERIFY(second.position().is_legal(moves.at(0).at(1).value<Move>()));
}

void TestUaiProcess::anEngineThatCrashedStartsAfreshOnTheNextRequest() {
    UaiProcess engine;
    engine.setCommand(fakeCommand("crash"));
    QSignalSpy failures(&engine, &UaiProcess::failed);
    engine.go(gameFrom(start_fen.data()), 100);
    QVERIFY(failures.wait(answerTimeoutMs));
    QVERIFY(!engine.isRunning());
    engine.setCommand(engineCommand());
    QSignalSpy moves(&engine, &UaiProcess::bestMove);
    engine.go(gameFrom(start_fen.data()), 100);
    QVERIFY(moves.wait(answerTimeoutMs));
    QCOMPARE(failures.count(), 1);
}

QTEST_GUILESS_MAIN(TestUaiProcess)
void TestUaiProcess::anEngineLeftRunningIsReapedBeforeTheApplicationEnds() {
    // As at Quit: the engine thinks (a hung one never stops by itself) when its
    // UaiProcess goes. The process is killed and handed to the application,
    // which reaps it at its end, before deleting it: no "QProcess: Destroyed
    // while process is still running".
    {
        UaiProcess engine;
        engine.setCommand(fakeCommand("hang"));
        engine.go(gameFrom(start_fen.data()), 60000);
        QVERIFY(QTest::qWaitFor([&engine] { return engine.isBusy(); }, answerTimeoutMs));
        // Its process runs (when it was told to move says no signal; being
        // killed and reaped asks only that it run).
        QVERIFY(QTest::qWaitFor(
            [&engine] {
                const auto* process = engine.findChild<QProcess*>();
                return process && process->state() == QProcess::Running;
            },
            answerTimeoutMs));
    }
    const QList<QProcess*> left =
        QCoreApplication::instance()->findChildren<QProcess*>(Qt::FindDirectChildrenOnly);
    QVERIFY(!left.isEmpty());
    QElapsedTimer clock;
    clock.start();
    UaiProcess::reapKilledProcesses();
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    QTest::failOnWarning(QRegularExpression(QStringLiteral("Destroyed while process")));
    for (QProcess* process : left) {
        QCOMPARE(process->state(), QProcess::NotRunning);
        delete process;
    }
}

#include "tst_uaiprocess.moc"

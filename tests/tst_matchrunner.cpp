// Matches in the app: a short match plays every game on the worker thread,
// alternating colours over the chosen openings, keeps the tally the PGN file
// agrees with, and writes a file the core reads back; Stop ends a match
// within a move without counting the game cut short; an external engine that
// crashes loses its games with the reason; the match dialog shows the
// standing, with our own engine as an external player too; and the window
// never waits for any of it.

#include "enginesettings.h"
#include "fen.h"
#include "matchdialog.h"
#include "matchrunner.h"
#include "pgn.h"

#include <QtTest>

#include <QElapsedTimer>
#include <QFile>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace ataxx;

namespace {

MatchPlan planFor(const std::string& first, const std::string& second, int games,
                  const QString& path) {
    MatchPlan plan;
    plan.first = first;
    plan.second = second;
    plan.firstName = QString::fromStdString(first);
    plan.secondName = QString::fromStdString(second);
    plan.games = games;
    plan.openingNames = {QStringLiteral("7×7"), QStringLiteral("Hexxagon"),
                         QStringLiteral("blocked")};
    plan.openings = {std::string(start_fen), std::string(hexxagon_fen),
                     "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"};
    plan.moveTimeMs = 50;
    plan.pgnPath = path;
    return plan;
}

std::vector<PgnGame> readGames(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = file.readAll();
    auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    return games ? *games : std::vector<PgnGame>{};
}

// How late a 10 ms timer fires at worst while `until` is false.
qint64 worstLatenessWhile(const std::function<bool()>& until, int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 worst = 0;
    QTimer tick;
    tick.setInterval(10);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        worst = std::max(worst, now - last - 10);
        last = now;
    });
    tick.start();
    static_cast<void>(QTest::qWaitFor(until, timeoutMs));
    return worst;
}

} // namespace

class TestMatchRunner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aShortMatchGivesTheTallyAndAGameFileTheCoreReads();
    void stopEndsTheMatchWithinAMove();
    void anEngineThatCrashesLosesEveryGameWithTheReason();
    void aBadPlanIsRefusedWithTheReason();
    void theMatchDialogShowsTheStandingOfTwoEngines();
};

void TestMatchRunner::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_matchrunner"));
    EngineSettings().clear();
}

void TestMatchRunner::aShortMatchGivesTheTallyAndAGameFileTheCoreReads() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("match.pgn"));
    MatchRunner runner;
    QSignalSpy games(&runner, &MatchRunner::gameFinished);
    QSignalSpy finished(&runner, &MatchRunner::finished);
    QString error;
    QVERIFY2(runner.start(planFor("hard", "very-easy", 6, path), error), qPrintable(error));
    QVERIFY(runner.isRunning());
    // The window's thread is never held up while the match plays.
    const qint64 worst = worstLatenessWhile([&] { return finished.count() > 0; }, 120000);
    QCOMPARE(finished.count(), 1);
    QVERIFY2(worst < 100, qPrintable(QStringLiteral("a timer fired %1 ms late").arg(worst)));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(finished.at(0).at(1).toString(), QString());
    QVERIFY(!runner.isRunning());
    QCOMPARE(games.count(), 6);

    const MatchTally& tally = runner.tally();
    QCOMPARE(tally.games(), 6);
    // Hard against random moves.
    QVERIFY2(
        tally.wins >= 5,
        qPrintable(QStringLiteral("%1-%2-%3").arg(tally.wins).arg(tally.draws).arg(tally.losses)));
    QVERIFY(tally.elo() > 200);

    // The file holds the six games, colours alternating and openings in turn,
    // with results that make the same tally.
    const std::vector<PgnGame> file = readGames(path);
    QCOMPARE(file.size(), std::size_t{6});
    MatchTally fromFile;
    for (std::size_t i = 0; i < file.size(); ++i) {
        const PgnGame& game = file[i];
        const bool firstIsBlack = i % 2 == 0;
        QCOMPARE(QString::fromStdString(game.tag("Black")),
                 QString::fromLatin1(firstIsBlack ? "hard" : "very-easy"));
        QCOMPARE(QString::fromStdString(game.tag("Round")), QString::number(i + 1));
        const Geometry& geometry = game.game.start_position().geometry();
        QCOMPARE(geometry.is_hexagon(), i / 2 == 1);
        const Outcome outcome = game.game.result().outcome;
        QVERIFY(outcome != Outcome::None);
        if (outcome == Outcome::Draw)
            ++fromFile.draws;
        else if ((outcome == Outcome::XWins) == firstIsBlack)
            ++fromFile.wins;
        else
            ++fromFile.losses;
        // The games the runner kept are the games in the file.
        QCOMPARE(runner.games()[i].pgn.game.moves(), game.game.moves());
    }
    QCOMPARE(fromFile.wins, tally.wins);
    QCOMPARE(fromFile.draws, tally.draws);
    QCOMPARE(fromFile.losses, tally.losses);
}

void TestMatchRunner::stopEndsTheMatchWithinAMove() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stopped.pgn"));
    MatchRunner runner;
    QSignalSpy games(&runner, &MatchRunner::gameFinished);
    QSignalSpy finished(&runner, &MatchRunner::finished);
    QString error;
    MatchPlan plan = planFor("very-hard", "very-hard", 100, path);
    plan.moveTimeMs = 300;
    QVERIFY(runner.start(plan, error));
    QVERIFY(QTest::qWaitFor([&] { return runner.currentGame().ply() >= 2; }, 10000));
    QElapsedTimer clock;
    clock.start();
    runner.stop();
    QVERIFY(runner.isStopping());
    QVERIFY(clock.elapsed() < 50);
    QVERIFY(finished.wait(5000));
    QVERIFY(clock.elapsed() < 2000);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    // The game cut short is neither counted nor written.
    QCOMPARE(games.count(), 0);
    QCOMPARE(runner.tally().games(), 0);
    QCOMPARE(readGames(path).size(), std::size_t{0});
    // Another match can start at once.
    QVERIFY(runner.start(planFor("easy", "very-easy", 2, path), error));
    QVERIFY(finished.wait(60000));
    QCOMPARE(runner.tally().games(), 2);
}

void TestMatchRunner::anEngineThatCrashesLosesEveryGameWithTheReason() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crash.pgn"));
    MatchRunner runner;
    QSignalSpy finished(&runner, &MatchRunner::finished);
    QString error;
    MatchPlan plan = planFor("uai:" ATAXX_TEST_DATA "/fake-engine.sh crash", "easy", 2, path);
    plan.firstName = QStringLiteral("Crasher");
    QVERIFY(runner.start(plan, error));
    QVERIFY(finished.wait(60000));
    QCOMPARE(runner.tally().losses, 2);
    const std::vector<PgnGame> file = readGames(path);
    QCOMPARE(file.size(), std::size_t{2});
    for (const PgnGame& game : file) {
        const GameResult result = game.game.result();
        QCOMPARE(result.reason, EndReason::Declared);
        QVERIFY2(game.game.declared_reason().find("Crasher crashed") != std::string::npos,
                 game.game.declared_reason().c_str());
    }
}

void TestMatchRunner::aBadPlanIsRefusedWithTheReason() {
    MatchRunner runner;
    QString error;
    QVERIFY(!runner.start(planFor("grandmaster", "easy", 2, QString()), error));
    QVERIFY(error.contains(QStringLiteral("grandmaster")));
    MatchPlan plan = planFor("easy", "easy", 2, QString());
    plan.openings.clear();
    QVERIFY(!runner.start(plan, error));
    // A file where a folder should be: the game file cannot be made.
    QTemporaryDir dir;
    QFile plain(dir.filePath(QStringLiteral("plain")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    const QString path = dir.filePath(QStringLiteral("plain/m.pgn"));
    QVERIFY(!runner.start(planFor("easy", "easy", 2, path), error));
    QVERIFY(error.contains(path));
    QVERIFY(!runner.isRunning());
}

void TestMatchRunner::theMatchDialogShowsTheStandingOfTwoEngines() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dialog.pgn"));
    ExternalEngine engine;
    engine.name = QStringLiteral("Ataxx engine");
    engine.command = QStringLiteral(ATAXX_ENGINE_PATH);
    MatchRunner runner;
    MatchDialog dialog(&runner, {engine});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setPlayers(PlayerSetup::externalEngine(engine), PlayerSetup::engine(Level::Easy));
    dialog.setGames(4);
    dialog.setMoveTime(30);
    dialog.setPgnPath(path);
    dialog.setOpenings({QString::fromLatin1(start_fen), QString::fromLatin1(hexxagon_fen)});
    const MatchPlan plan = dialog.plan();
    QCOMPARE(plan.first, "uai:" + std::string(ATAXX_ENGINE_PATH));
    QCOMPARE(plan.openings.size(), std::size_t{2});

    QSignalSpy finished(&runner, &MatchRunner::finished);
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(runner.isRunning());
    QVERIFY(dialog.stopButton()->isEnabled());
    QVERIFY(!dialog.startButton()->isEnabled());
    QVERIFY(finished.wait(240000));
    QCOMPARE(finished.at(0).at(1).toString(), QString());
    QCOMPARE(dialog.gamesTable()->rowCount(), 4);
    const MatchTally& tally = runner.tally();
    QCOMPARE(tally.games(), 4);
    QVERIFY(dialog.tallyText().contains(QStringLiteral("%1 won, %2 drawn, %3 lost")
                                            .arg(tally.wins)
                                            .arg(tally.draws)
                                            .arg(tally.losses)));
    // An Elo difference with its margin, or infinite while one side won every game.
    QVERIFY2(dialog.eloText().contains(QStringLiteral("±")) ||
                 (dialog.eloText().contains(QStringLiteral("∞")) &&
                  (tally.wins == 4 || tally.losses == 4)),
             qPrintable(dialog.eloText()));
    // No game was lost to a failure of the external engine.
    for (const MatchGame& game : runner.games())
        QVERIFY2(game.pgn.game.result().reason != EndReason::Declared,
                 game.pgn.game.declared_reason().c_str());
    QCOMPARE(readGames(path).size(), std::size_t{4});
    QVERIFY(dialog.startButton()->isEnabled());
    QVERIFY(!dialog.stopButton()->isEnabled());
}

QTEST_MAIN(TestMatchRunner)
#include "tst_matchrunner.moc"

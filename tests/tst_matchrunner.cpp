// Matches in the app: a short match plays every game on the worker thread,
// alternating colours over the chosen openings, keeps the tally the PGN file
// agrees with, and writes a file the core reads back; a second match adds its
// games to the file after the first's; Stop ends a match within a move
// without counting the game cut short, and Stop or closing the app in the
// middle of a long move takes moments, whoever is thinking; an external
// engine that crashes loses its games with the reason; the match dialog shows
// the standing, with our own engine as an external player too, and keeps it
// when the next match cannot start; and the window never waits for any of it.

#include "engines/enginesettings.h"
#include "fen.h"
#include "lateness.h"
#include "notation.h"
#include "pgn.h"
#include "watch/matchdialog.h"
#include "watch/matchrunner.h"

#include <QtTest>

#include <QElapsedTimer>
#include <QFile>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>

#include <memory>

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

// Waits for a match to end, with room for a machine under full load: they
// cost nothing when the match ends early.
constexpr int matchTimeoutMs = 120000;

std::vector<PgnGame> readGames(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = file.readAll();
    auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    return games ? *games : std::vector<PgnGame>{};
}

} // namespace

class TestMatchRunner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aShortMatchGivesTheTallyAndAGameFileTheCoreReads();
    void aSecondMatchAddsItsGamesToTheFileAfterTheFirstMatchs();
    void stopEndsTheMatchWithinAMove();
    void stopOrClosingDuringALongMoveTakesMomentsNotTheMove_data();
    void stopOrClosingDuringALongMoveTakesMomentsNotTheMove();
    void anEngineThatCrashesLosesEveryGameWithTheReason();
    void aBadPlanIsRefusedWithTheReason();
    void theMatchDialogShowsTheStandingOfTwoEngines();
    void aMatchThatCannotStartLeavesTheLastMatchListed();
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
    // The window's thread is never held up for a game while the match plays
    // (a game takes seconds; for a single move see the long moves below).
    const qint64 worst = worstLatenessWhile([&] { return finished.count() > 0; }, matchTimeoutMs);
    QCOMPARE(finished.count(), 1);
    QVERIFY2(worst < 1000, qPrintable(QStringLiteral("a timer fired %1 ms late").arg(worst)));
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

void TestMatchRunner::aSecondMatchAddsItsGamesToTheFileAfterTheFirstMatchs() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ataxx-match.pgn"));
    // The file holds a game already, saved without a newline at its end.
    PgnGame saved;
    QVERIFY(saved.game.play(*read_move(saved.game.position(), "a6")));
    std::string text = write_pgn(saved);
    while (!text.empty() && text.back() == '\n') text.pop_back();
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.data(), static_cast<qint64>(text.size()));
    }

    MatchRunner runner;
    QSignalSpy finished(&runner, &MatchRunner::finished);
    QString error;
    QVERIFY2(runner.start(planFor("easy", "very-easy", 2, path), error), qPrintable(error));
    QVERIFY(finished.wait(matchTimeoutMs));
    const std::vector<MatchGame> first = runner.games();
    QVERIFY2(runner.start(planFor("very-easy", "medium", 2, path), error), qPrintable(error));
    QVERIFY(finished.wait(matchTimeoutMs));
    const std::vector<MatchGame> second = runner.games();
    QCOMPARE(first.size(), std::size_t{2});
    QCOMPARE(second.size(), std::size_t{2});

    // The game that was there, then both matches' games, in the order played.
    const std::vector<PgnGame> file = readGames(path);
    QCOMPARE(file.size(), std::size_t{5});
    QCOMPARE(file[0].game.moves(), saved.game.moves());
    const char* black[] = {"easy", "very-easy", "very-easy", "medium"};
    for (std::size_t i = 0; i < 4; ++i) {
        const PgnGame& game = file[i + 1];
        QCOMPARE(QString::fromStdString(game.tag("Black")), QString::fromLatin1(black[i]));
        QCOMPARE(game.game.moves(), (i < 2 ? first[i] : second[i - 2]).pgn.game.moves());
    }
    // Each game after a blank line, as PGN readers expect.
    QFile raw(path);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    QCOMPARE(raw.readAll().count("\n\n[Event "), 4);
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
    QVERIFY(QTest::qWaitFor([&] { return runner.currentGame().ply() >= 2; }, matchTimeoutMs));
    runner.stop();
    QVERIFY(runner.isStopping());
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    // It ended within the move, not at the end of the game (how quickly: see
    // the long moves below): the game cut short is neither counted nor written.
    QCOMPARE(games.count(), 0);
    QCOMPARE(runner.tally().games(), 0);
    QCOMPARE(readGames(path).size(), std::size_t{0});
    // Another match can start at once.
    QVERIFY(runner.start(planFor("easy", "very-easy", 2, path), error));
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(runner.tally().games(), 2);
}

void TestMatchRunner::stopOrClosingDuringALongMoveTakesMomentsNotTheMove_data() {
    QTest::addColumn<QString>("first");
    QTest::addColumn<bool>("closing");
    const QString ourEngine = QStringLiteral("uai:" ATAXX_ENGINE_PATH);
    const QString ignoresStop = QStringLiteral("uai:" ATAXX_TEST_DATA "/fake-engine.sh hang");
    QTest::newRow("Stop, our level thinking") << QStringLiteral("very-hard") << false;
    QTest::newRow("closing, our level thinking") << QStringLiteral("very-hard") << true;
    QTest::newRow("Stop, an external engine thinking") << ourEngine << false;
    QTest::newRow("closing, an external engine thinking") << ourEngine << true;
    QTest::newRow("closing, an engine that ignores stop") << ignoresStop << true;
}

void TestMatchRunner::stopOrClosingDuringALongMoveTakesMomentsNotTheMove() {
    QFETCH(QString, first);
    QFETCH(bool, closing);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.pgn"));
    auto runner = std::make_unique<MatchRunner>();
    QSignalSpy turns(runner.get(), &MatchRunner::currentGameChanged);
    QSignalSpy finished(runner.get(), &MatchRunner::finished);
    // The first player has the first move, and a minute for it: waiting for
    // the move would take most of that, far beyond what a loaded machine adds.
    constexpr int moveTimeMs = 60000;
    MatchPlan plan = planFor(first.toStdString(), "very-hard", 2, path);
    plan.moveTimeMs = moveTimeMs;
    QString error;
    QVERIFY2(runner->start(plan, error), qPrintable(error));
    QVERIFY(QTest::qWaitFor([&] { return turns.count() > 0; }, matchTimeoutMs));
    QCOMPARE(runner->currentGame().ply(), 0);
    // Well into the move, and the window's thread is not held up by it.
    const qint64 worst = worstLatenessWhile([] { return false; }, 1500);
    QVERIFY2(worst < 1000, qPrintable(QStringLiteral("a timer fired %1 ms late").arg(worst)));

    QElapsedTimer clock;
    clock.start();
    if (closing) {
        // As when the window closes: the runner goes, with its worker.
        runner.reset();
    } else {
        runner->stop();
        QVERIFY(finished.wait(matchTimeoutMs));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(runner->tally().games(), 0);
    }
    const qint64 took = clock.elapsed();
    QVERIFY2(took < moveTimeMs / 4, qPrintable(QStringLiteral("it took %1 ms").arg(took)));
    QCOMPARE(readGames(path).size(), std::size_t{0});
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
    QVERIFY(finished.wait(matchTimeoutMs));
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
    QVERIFY(finished.wait(2 * matchTimeoutMs));
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
    // The small board keeps the last game's final position, and a click on a
    // game of the list shows that game's.
    const auto finalPosition = [](const Game& game) { return game.position_at(game.length()); };
    QVERIFY(dialog.shownGame().position() == finalPosition(runner.games().back().pgn.game));
    QVERIFY2(dialog.boardCaption().startsWith(QStringLiteral("Game 4, final position")),
             qPrintable(dialog.boardCaption()));
    QTableWidget* table = dialog.gamesTable();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(table->model()->index(0, 0)).center());
    QVERIFY(dialog.shownGame().position() == finalPosition(runner.games().front().pgn.game));
    QVERIFY2(dialog.boardCaption().startsWith(QStringLiteral("Game 1, final position")),
             qPrintable(dialog.boardCaption()));
}

void TestMatchRunner::aMatchThatCannotStartLeavesTheLastMatchListed() {
    QTemporaryDir dir;
    MatchRunner runner;
    MatchDialog dialog(&runner, {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setPlayers(PlayerSetup::engine(Level::Easy), PlayerSetup::engine(Level::VeryEasy));
    dialog.setGames(2);
    dialog.setMoveTime(30);
    dialog.setPgnPath(dir.filePath(QStringLiteral("listed.pgn")));
    dialog.setOpenings({QString::fromLatin1(start_fen)});
    QSignalSpy finished(&runner, &MatchRunner::finished);
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(dialog.gamesTable()->rowCount(), 2);
    const QString tally = dialog.tallyText();

    // A file where the folder should be: the next match cannot start.
    QFile plain(dir.filePath(QStringLiteral("plain")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    dialog.setPgnPath(dir.filePath(QStringLiteral("plain/m.pgn")));
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(!runner.isRunning());
    QCOMPARE(dialog.gamesTable()->rowCount(), 2);
    QCOMPARE(dialog.tallyText(), tally);
    QVERIFY(dialog.startButton()->isEnabled());
}

QTEST_MAIN(TestMatchRunner)
#include "tst_matchrunner.moc"

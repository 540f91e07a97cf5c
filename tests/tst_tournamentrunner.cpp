// Matches in the app: a short match plays every game on the worker thread,
// alternating colours over the chosen openings, keeps the tally the PGN file
// agrees with, and writes a file the core reads back; a second match adds its
// games to the file after the first's; Stop ends a match within a move
// without counting the game cut short, and Stop or closing the app in the
// middle of a long move takes moments, whoever is thinking; an external
// engine that crashes loses its games with the reason; the tournament dialog shows
// the standing, with our own engine as an external player too, and keeps it
// when the next match cannot start; and the window never waits for any of it.

#include "fen.h"
#include "lateness.h"
#include "match/books.h"
#include "matchfiles.h"
#include "notation.h"
#include "pgn.h"
#include "printing.h"
#include "settings/enginesettings.h"
#include "watch/tournamentdialog.h"
#include "watch/tournamentplaneditor.h"
#include "watch/tournamentrunner.h"
#include "watch/tournamentstanding.h"

#include <QtTest>

#include <QElapsedTimer>
#include <QFile>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <QListWidget>

#include <map>
#include <memory>
#include <set>

using namespace ataxx;

namespace {

TournamentSetup planFor(const std::string& first, const std::string& second, int games,
                        const QString& path) {
    TournamentSetup plan;
    plan.tournament.players = {{first, first}, {second, second}};
    // Two players of one name are told apart, as the dialog does.
    if (first == second) {
        plan.tournament.players[0].name += " 1";
        plan.tournament.players[1].name += " 2";
    }
    plan.tournament.rounds = games / 2;
    plan.tournament.openings = {{"7×7", std::string(start_fen)},
                                {"Hexxagon", std::string(hexxagon_fen)},
                                {"blocked", "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"}};
    plan.tournament.random_plies = 2;
    plan.tournament.tc.movetime_ms = 50;
    plan.pgnPath = path;
    return plan;
}

// Waits for a match to end, with room for a machine under full load: they
// cost nothing when the match ends early.
constexpr int matchTimeoutMs = 120000;

} // namespace

class TestTournamentRunner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aShortMatchGivesTheTallyAndAGameFileTheCoreReads();
    void aSecondMatchAddsItsGamesToTheFileAfterTheFirstMatchs();
    void stopEndsTheMatchWithinAMove();
    void stopOrClosingDuringALongMoveTakesMomentsNotTheMove_data();
    void stopOrClosingDuringALongMoveTakesMomentsNotTheMove();
    void anEngineThatCrashesLosesEveryGameWithTheReason();
    void aBadPlanIsRefusedWithTheReason();
    void theMatchDialogShowsTheStandingOfTwoEngines();
    void aMatchThatCannotStartLeavesTheLastMatchListed();
    void theDialogSaysHowTheGamesAreSpreadAndPlaysBookOpenings();
    void aRoundRobinOfFourFromTheDialogSurvivesStopAndResume();
    void aTournamentStoppedInAnEarlierRunResumesFromItsFile();
    void aGameFileThatDoesNotReadIsNotResumedFrom();
};

void TestTournamentRunner::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tournamentrunner"));
    EngineSettings().clear();
}

void TestTournamentRunner::init() {
    // A tournament an earlier test stopped is not offered to the next one.
    EngineSettings().setTournament({});
}

void TestTournamentRunner::aShortMatchGivesTheTallyAndAGameFileTheCoreReads() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("match.pgn"));
    TournamentRunner runner;
    QSignalSpy games(&runner, &TournamentRunner::gameFinished);
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QString error;
    QVERIFY2(runner.start(planFor("hard", "very-easy", 6, path), error), qPrintable(error));
    // The match plays on its own thread (that the window's thread is never
    // held up by a move is measured with the long moves below: these games
    // last milliseconds, too short to tell a held thread from a busy machine).
    QVERIFY(runner.isRunning());
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(finished.count(), 1);
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
    const std::vector<PgnGame> file = gamesInFile(path);
    QCOMPARE(file.size(), std::size_t{6});
    MatchTally fromFile;
    for (std::size_t i = 0; i < file.size(); ++i) {
        const PgnGame& game = file[i];
        const bool firstIsBlack = i % 2 == 0;
        QCOMPARE(QString::fromStdString(game.tag("Black")),
                 QString::fromLatin1(firstIsBlack ? "hard" : "very-easy"));
        // A pair of games a round; Game numbers them in the schedule.
        QCOMPARE(QString::fromStdString(game.tag("Round")), QString::number(i / 2 + 1));
        QCOMPARE(QString::fromStdString(game.tag("Game")), QString::number(i + 1));
        const Geometry& geometry = game.game.start_position().geometry();
        QCOMPARE(geometry.is_hexagon(), i / 2 == 1);
        const Outcome outcome = game.game.result().outcome;
        QCOMPARE_NE(outcome, Outcome::None);
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

void TestTournamentRunner::aSecondMatchAddsItsGamesToTheFileAfterTheFirstMatchs() {
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

    TournamentRunner runner;
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QString error;
    QVERIFY2(runner.start(planFor("easy", "very-easy", 2, path), error), qPrintable(error));
    QVERIFY(finished.wait(matchTimeoutMs));
    const std::vector<TournamentGame> first = runner.games();
    QVERIFY2(runner.start(planFor("very-easy", "medium", 2, path), error), qPrintable(error));
    QVERIFY(finished.wait(matchTimeoutMs));
    const std::vector<TournamentGame> second = runner.games();
    QCOMPARE(first.size(), std::size_t{2});
    QCOMPARE(second.size(), std::size_t{2});

    // The game that was there, then both matches' games, in the order played.
    const std::vector<PgnGame> file = gamesInFile(path);
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

void TestTournamentRunner::stopEndsTheMatchWithinAMove() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stopped.pgn"));
    TournamentRunner runner;
    QSignalSpy games(&runner, &TournamentRunner::gameFinished);
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QString error;
    TournamentSetup plan = planFor("very-hard", "very-hard", 100, path);
    plan.tournament.tc.movetime_ms = 300;
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
    QCOMPARE(gamesInFile(path).size(), std::size_t{0});
    // Another match can start at once.
    QVERIFY(runner.start(planFor("easy", "very-easy", 2, path), error));
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(runner.tally().games(), 2);
}

void TestTournamentRunner::stopOrClosingDuringALongMoveTakesMomentsNotTheMove_data() {
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

void TestTournamentRunner::stopOrClosingDuringALongMoveTakesMomentsNotTheMove() {
    QFETCH(QString, first);
    QFETCH(bool, closing);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.pgn"));
    auto runner = std::make_unique<TournamentRunner>();
    QSignalSpy turns(runner.get(), &TournamentRunner::currentGameChanged);
    QSignalSpy finished(runner.get(), &TournamentRunner::finished);
    // The first player has the first move, and a minute for it: waiting for
    // the move would take most of that, far beyond what a loaded machine adds.
    constexpr int moveTimeMs = 60000;
    TournamentSetup plan = planFor(first.toStdString(), "very-hard", 2, path);
    plan.tournament.tc.movetime_ms = moveTimeMs;
    QString error;
    QVERIFY2(runner->start(plan, error), qPrintable(error));
    QVERIFY(QTest::qWaitFor([&] { return turns.count() > 0; }, matchTimeoutMs));
    QCOMPARE(runner->currentGame().ply(), 0);
    // Well into the move, and the window's thread is not held up by it: a
    // thread that waited for the move would be late by most of its minute (the
    // wait below returns only when the thread is free again), while a busy
    // machine makes a timer late by hundreds of milliseconds, and a sanitizer
    // run on one now and then by a second or more: a tenth of the move.
    const qint64 worst = worstLatenessWhile([] { return false; }, 1500);
    QVERIFY2(worst < moveTimeMs / 10,
             qPrintable(QStringLiteral("a timer fired %1 ms late").arg(worst)));

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
    QCOMPARE(gamesInFile(path).size(), std::size_t{0});
}

void TestTournamentRunner::anEngineThatCrashesLosesEveryGameWithTheReason() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crash.pgn"));
    TournamentRunner runner;
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QString error;
    TournamentSetup plan = planFor("uai:" ATAXX_TEST_DATA "/fake-engine.sh crash", "easy", 2, path);
    plan.tournament.players[0].name = "Crasher";
    QVERIFY(runner.start(plan, error));
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(runner.tally().losses, 2);
    const std::vector<PgnGame> file = gamesInFile(path);
    QCOMPARE(file.size(), std::size_t{2});
    for (const PgnGame& game : file) {
        const GameResult result = game.game.result();
        QCOMPARE(result.reason, EndReason::Declared);
        QVERIFY2(game.game.declared_reason().find("Crasher crashed") != std::string::npos,
                 game.game.declared_reason().c_str());
    }
}

void TestTournamentRunner::aBadPlanIsRefusedWithTheReason() {
    TournamentRunner runner;
    QString error;
    QVERIFY(!runner.start(planFor("grandmaster", "easy", 2, QString()), error));
    QVERIFY(error.contains(QStringLiteral("grandmaster")));
    TournamentSetup plan = planFor("easy", "easy", 2, QString());
    plan.tournament.openings.clear();
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

void TestTournamentRunner::theMatchDialogShowsTheStandingOfTwoEngines() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dialog.pgn"));
    ExternalEngine engine;
    engine.name = QStringLiteral("Ataxx engine");
    engine.command = QStringLiteral(ATAXX_ENGINE_PATH);
    TournamentRunner runner;
    TournamentDialog dialog(&runner, {engine});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.planEditor()->setPlayers(
        {PlayerSetup::externalEngine(engine), PlayerSetup::engine(Level::Easy)});
    dialog.planEditor()->setRounds(2);
    dialog.planEditor()->setMoveTime(30);
    dialog.planEditor()->setPgnPath(path);
    dialog.planEditor()->setOpenings(
        {QString::fromLatin1(start_fen), QString::fromLatin1(hexxagon_fen)});
    const TournamentSetup plan = dialog.planEditor()->plan();
    QCOMPARE(plan.tournament.players[0].description, "uai:" + std::string(ATAXX_ENGINE_PATH));
    QCOMPARE(boards_of(plan.tournament.openings).size(), std::size_t{2});
    QCOMPARE(plan.games(), 4);

    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(runner.isRunning());
    QVERIFY(dialog.stopButton()->isEnabled());
    QVERIFY(!dialog.startButton()->isEnabled());
    QVERIFY(finished.wait(2 * matchTimeoutMs));
    QCOMPARE(finished.at(0).at(1).toString(), QString());
    QCOMPARE(dialog.gamesTable()->rowCount(), 4);
    const MatchTally& tally = runner.tally();
    QCOMPARE(tally.games(), 4);
    QVERIFY(dialog.standing()->tallyText().contains(QStringLiteral("%1 won, %2 drawn, %3 lost")
                                                        .arg(tally.wins)
                                                        .arg(tally.draws)
                                                        .arg(tally.losses)));
    // An Elo difference with its margin, or infinite while one side won every game.
    QVERIFY2(dialog.standing()->eloText().contains(QStringLiteral("±")) ||
                 (dialog.standing()->eloText().contains(QStringLiteral("∞")) &&
                  (tally.wins == 4 || tally.losses == 4)),
             qPrintable(dialog.standing()->eloText()));
    // No game was lost to a failure of the external engine.
    for (const TournamentGame& game : runner.games())
        QVERIFY2(game.pgn.game.result().reason != EndReason::Declared,
                 game.pgn.game.declared_reason().c_str());
    QCOMPARE(gamesInFile(path).size(), std::size_t{4});
    QVERIFY(dialog.startButton()->isEnabled());
    QVERIFY(!dialog.stopButton()->isEnabled());
    // The small board keeps the last game's final position, and a click on a
    // game of the list shows that game's.
    const auto finalPosition = [](const Game& game) { return game.position_at(game.length()); };
    QCOMPARE(dialog.shownGame().position(), finalPosition(runner.games().back().pgn.game));
    QVERIFY2(dialog.boardCaption().startsWith(QStringLiteral("Game 4, final position")),
             qPrintable(dialog.boardCaption()));
    QTableWidget* table = dialog.gamesTable();
    // The list is the second tab below the game, beside the standing.
    auto* results = dialog.findChild<QTabWidget*>(QStringLiteral("results"));
    QVERIFY(results);
    results->setCurrentWidget(table);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(table->model()->index(0, 0)).center());
    QCOMPARE(dialog.shownGame().position(), finalPosition(runner.games().front().pgn.game));
    QVERIFY2(dialog.boardCaption().startsWith(QStringLiteral("Game 1, final position")),
             qPrintable(dialog.boardCaption()));
}

void TestTournamentRunner::aMatchThatCannotStartLeavesTheLastMatchListed() {
    QTemporaryDir dir;
    TournamentRunner runner;
    TournamentDialog dialog(&runner, {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.planEditor()->setPlayers(
        {PlayerSetup::engine(Level::Easy), PlayerSetup::engine(Level::VeryEasy)});
    dialog.planEditor()->setRounds(1);
    dialog.planEditor()->setMoveTime(30);
    dialog.planEditor()->setPgnPath(dir.filePath(QStringLiteral("listed.pgn")));
    dialog.planEditor()->setOpenings({QString::fromLatin1(start_fen)});
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(dialog.gamesTable()->rowCount(), 2);
    const QString tally = dialog.standing()->tallyText();

    // A file where the folder should be: the next match cannot start.
    QFile plain(dir.filePath(QStringLiteral("plain")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    dialog.planEditor()->setPgnPath(dir.filePath(QStringLiteral("plain/m.pgn")));
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(!runner.isRunning());
    QCOMPARE(dialog.gamesTable()->rowCount(), 2);
    QCOMPARE(dialog.standing()->tallyText(), tally);
    QVERIFY(dialog.startButton()->isEnabled());
}

namespace {

// The dialog's crosstable against the game file: every player's games and
// points, and the pairwise scores adding up to them.
// The text of a cell of the crosstable, as the view shows it.
QString cellText(const QTableView* table, int row, int column) {
    return table->model()->index(row, column).data().toString();
}

void checkCrosstable(const QTableView* table, const std::vector<PgnGame>& games) {
    const auto scores = scoresInGames(games);
    const int rows = table->model()->rowCount();
    QVERIFY(static_cast<std::size_t>(rows) >= scores.size());
    for (int row = 0; row < rows; ++row) {
        const std::string name = cellText(table, row, 1).toStdString();
        // A player who has not played yet is not in the file.
        const FileScore score = scores.count(name) ? scores.at(name) : FileScore{};
        const int halfPoints = score.halfPoints;
        const int played = score.games;
        QCOMPARE(cellText(table, row, 2).toInt(), played);
        QCOMPARE(cellText(table, row, 3).toDouble(), halfPoints / 2.0);
        double pairwise = 0;
        for (int column = 7; column < table->model()->columnCount(); ++column) {
            const QString cell = cellText(table, row, column);
            if (cell.contains(QLatin1Char('/')))
                pairwise += cell.section(QLatin1Char('/'), 0, 0).toDouble();
        }
        QCOMPARE(pairwise, halfPoints / 2.0);
        if (row > 0) QVERIFY(cellText(table, row - 1, 3).toDouble() >= halfPoints / 2.0);
    }
}

ExternalEngine ourEngine(const QString& name, const QString& hash) {
    ExternalEngine engine;
    engine.name = name;
    engine.command = QStringLiteral(ATAXX_ENGINE_PATH);
    // As the engine declares it in its handshake; only declared options are sent.
    engine.declaredOptions = {
        QStringLiteral("option name Hash type spin default 64 min 1 max 1024")};
    engine.optionValues.insert(QStringLiteral("Hash"), hash);
    return engine;
}

} // namespace

void TestTournamentRunner::theDialogSaysHowTheGamesAreSpreadAndPlaysBookOpenings() {
    TournamentRunner runner;
    TournamentDialog dialog(&runner, {});
    dialog.planEditor()->setPlayers(
        {PlayerSetup::engine(Level::Easy), PlayerSetup::engine(Level::VeryEasy)});
    dialog.planEditor()->setOpenings({QString::fromLatin1(start_fen),
                                      QString::fromLatin1(hexxagon_fen),
                                      QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1")});
    dialog.planEditor()->setRounds(1);
    // One pair cannot go to three boards, and the dialog says so.
    QVERIFY2(dialog.planEditor()->spreadText().startsWith(QStringLiteral("2 games: 2 on ")),
             qPrintable(dialog.planEditor()->spreadText()));
    QVERIFY2(dialog.planEditor()->spreadText().contains(QStringLiteral("No game on")),
             qPrintable(dialog.planEditor()->spreadText()));
    dialog.planEditor()->setRounds(3);
    QVERIFY2(dialog.planEditor()->spreadText().startsWith(QStringLiteral("6 games: 2 on ")),
             qPrintable(dialog.planEditor()->spreadText()));
    QVERIFY2(!dialog.planEditor()->spreadText().contains(QStringLiteral("No game")),
             qPrintable(dialog.planEditor()->spreadText()));
    // By default the games start from the books' balanced positions of each board.
    TournamentSetup plan = dialog.planEditor()->plan();
    QCOMPARE(plan.tournament.random_plies, 0);
    QCOMPARE(boards_of(plan.tournament.openings).size(), std::size_t{3});
    QVERIFY(plan.tournament.openings.size() > 100);
    for (const TournamentOpening& opening : plan.tournament.openings) {
        const auto position = read_fen(opening.fen);
        QVERIFY(position.has_value());
        const auto book = book_positions_for(*position);
        QVERIFY2(std::find(book.begin(), book.end(), opening.fen) != book.end(),
                 opening.fen.c_str());
    }
    // Every board of the settings' list has book positions.
    for (int i = 0; i < dialog.findChild<QListWidget*>(QStringLiteral("boards"))->count(); ++i) {
        const QString fen = dialog.findChild<QListWidget*>(QStringLiteral("boards"))
                                ->item(i)
                                ->data(Qt::UserRole)
                                .toString();
        QVERIFY2(!book_positions_for(*read_fen(fen.toStdString())).empty(), qPrintable(fen));
    }
    // Random moves from the start only when asked for.
    dialog.planEditor()->setRandomPlies(3);
    plan = dialog.planEditor()->plan();
    QCOMPARE(plan.tournament.random_plies, 3);
    QCOMPARE(plan.tournament.openings.size(), std::size_t{3});
    // A gauntlet of three: the first against the two others.
    dialog.planEditor()->setPlayers({PlayerSetup::engine(Level::Easy),
                                     PlayerSetup::engine(Level::VeryEasy),
                                     PlayerSetup::engine(Level::Medium)});
    dialog.planEditor()->setGauntlet(true);
    dialog.planEditor()->setRounds(1);
    QCOMPARE(dialog.planEditor()->plan().games(), 4);
    dialog.planEditor()->setGauntlet(false);
    QCOMPARE(dialog.planEditor()->plan().games(), 6);

    // An engine edited in the engines' dialog plays as edited; one removed leaves the players.
    ExternalEngine engine = ourEngine(QStringLiteral("Engine"), QStringLiteral("2"));
    dialog.planEditor()->setEngines({engine});
    dialog.planEditor()->setPlayers(
        {PlayerSetup::externalEngine(engine), PlayerSetup::engine(Level::Easy)});
    QCOMPARE(dialog.planEditor()->plan().tournament.players[0].description,
             "uai:" + std::string(ATAXX_ENGINE_PATH) + "|Hash=2");
    engine.optionValues.insert(QStringLiteral("Hash"), QStringLiteral("4"));
    dialog.planEditor()->setEngines({engine});
    QCOMPARE(dialog.planEditor()->plan().tournament.players[0].description,
             "uai:" + std::string(ATAXX_ENGINE_PATH) + "|Hash=4");
    dialog.planEditor()->setEngines({});
    QCOMPARE(dialog.planEditor()->players().size(), 1);
    QCOMPARE(dialog.planEditor()->playerList()->count(), 1);
    QVERIFY(!dialog.startButton()->isEnabled()); // one player makes no tournament
}

void TestTournamentRunner::aRoundRobinOfFourFromTheDialogSurvivesStopAndResume() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("round-robin.pgn"));
    const ExternalEngine small =
        ourEngine(QStringLiteral("Engine, small hash"), QStringLiteral("2"));
    const ExternalEngine big = ourEngine(QStringLiteral("Engine, big hash"), QStringLiteral("16"));
    TournamentRunner runner;
    TournamentDialog dialog(&runner, {small, big});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.planEditor()->setPlayers({PlayerSetup::engine(Level::Easy)});
    // The other three through the dialog's own buttons.
    for (const PlayerSetup& player :
         {PlayerSetup::engine(Level::VeryEasy), PlayerSetup::externalEngine(small),
          PlayerSetup::externalEngine(big)}) {
        dialog.planEditor()->setCandidate(player);
        QTest::mouseClick(dialog.planEditor()->addButton(), Qt::LeftButton);
    }
    QCOMPARE(dialog.planEditor()->playerList()->count(), 4);
    dialog.planEditor()->setRounds(1);
    dialog.planEditor()->setMoveTime(40);
    dialog.planEditor()->setPgnPath(path);
    dialog.planEditor()->setOpenings({QString::fromLatin1(start_fen)});
    QCOMPARE(dialog.planEditor()->plan().games(), 12);

    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QSignalSpy gamesDone(&runner, &TournamentRunner::gameFinished);
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(runner.isRunning());
    // Stop once a game or two are in.
    QVERIFY(QTest::qWaitFor([&] { return gamesDone.count() >= 2; }, matchTimeoutMs));
    QTest::mouseClick(dialog.stopButton(), Qt::LeftButton);
    QVERIFY(finished.wait(matchTimeoutMs));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    const std::size_t before = gamesInFile(path).size();
    QCOMPARE(runner.games().size(), before);
    QVERIFY(before >= 2 && before < 12);
    QVERIFY(dialog.resumeButton()->isEnabled());
    QVERIFY2(
        dialog.statusText().contains(QStringLiteral("Stopped after %1 of 12 games").arg(before)),
        qPrintable(dialog.statusText()));
    // No game is said to be played any more.
    QVERIFY2(!dialog.boardCaption().contains(QStringLiteral("being played")),
             qPrintable(dialog.boardCaption()));
    checkCrosstable(dialog.standing()->crosstable(), gamesInFile(path));
    if (QTest::currentTestFailed()) return;

    QTest::mouseClick(dialog.resumeButton(), Qt::LeftButton);
    QVERIFY(runner.isRunning());
    QVERIFY(!dialog.resumeButton()->isEnabled());
    QVERIFY(finished.wait(3 * matchTimeoutMs));
    QCOMPARE(finished.at(1).at(0).toBool(), false);
    QCOMPARE(finished.at(1).at(1).toString(), QString());
    const std::vector<PgnGame> games = gamesInFile(path);
    QCOMPARE(games.size(), std::size_t{12});
    std::set<std::string> numbers;
    for (const PgnGame& game : games) {
        numbers.insert(game.tag("Game"));
        QVERIFY2(game.game.result().reason != EndReason::Declared,
                 game.game.declared_reason().c_str());
    }
    QCOMPARE(numbers.size(), std::size_t{12}); // none played twice
    QCOMPARE(dialog.gamesTable()->rowCount(), 12);
    QVERIFY2(!dialog.boardCaption().contains(QStringLiteral("being played")),
             qPrintable(dialog.boardCaption()));
    checkCrosstable(dialog.standing()->crosstable(), games);
    if (QTest::currentTestFailed()) return;
    // Every player met every other twice.
    for (int row = 0; row < 4; ++row)
        for (int column = 7; column < 11; ++column)
            if (column - 7 != row)
                QVERIFY(cellText(dialog.standing()->crosstable(), row, column)
                            .endsWith(QStringLiteral("/2")));

    // The finished table as text.
    QVERIFY(dialog.saveTableButton()->isEnabled());
    QString error;
    const QString tablePath = dir.filePath(QStringLiteral("table.txt"));
    QVERIFY2(dialog.saveTable(tablePath, error), qPrintable(error));
    QFile table(tablePath);
    QVERIFY(table.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(table.readAll());
    QVERIFY2(text.contains(QStringLiteral("12 of 12 games played")), qPrintable(text));
    for (int row = 0; row < 4; ++row)
        QVERIFY2(text.contains(cellText(dialog.standing()->crosstable(), row, 1)),
                 qPrintable(text));
    QVERIFY(!dialog.saveTable(dir.filePath(QStringLiteral("no/such/folder/t.txt")), error));
    QVERIFY(error.contains(QStringLiteral("t.txt")));
}

void TestTournamentRunner::aTournamentStoppedInAnEarlierRunResumesFromItsFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("earlier.pgn"));
    TournamentSetup plan = planFor("easy", "very-easy", 6, path);
    plan.tournament.players.push_back({"medium", "medium"});
    plan.tournament.event = "Ataxx tournament, earlier";
    plan.tournament.tc.movetime_ms = 30;
    {
        // An earlier run of the app: started, stopped after a game.
        TournamentRunner earlier;
        QSignalSpy finished(&earlier, &TournamentRunner::finished);
        QSignalSpy done(&earlier, &TournamentRunner::gameFinished);
        QString error;
        QVERIFY2(earlier.start(plan, error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return done.count() >= 1; }, matchTimeoutMs));
        earlier.stop();
        QVERIFY(finished.wait(matchTimeoutMs));
    }
    const std::size_t before = gamesInFile(path).size();
    QVERIFY(before >= 1 && before < 18);
    // The runner remembered it as it started, for a later run of the app.
    const auto remembered = planFromVariant(EngineSettings().tournament());
    QVERIFY(remembered.has_value());
    QCOMPARE(planToVariant(*remembered), planToVariant(plan));
    QString unreadable;
    QCOMPARE(TournamentRunner::gamesInFile(plan, unreadable), static_cast<int>(before));

    TournamentRunner runner;
    TournamentDialog dialog(&runner, {});
    QVERIFY(dialog.resumeButton()->isEnabled());
    QVERIFY2(
        dialog.statusText().contains(QStringLiteral("stopped after %1 of 18 games").arg(before)),
        qPrintable(dialog.statusText()));
    // The bar shows how far that tournament is, not the plan of the controls.
    const auto* progress = dialog.findChild<QProgressBar*>();
    QVERIFY(progress);
    QCOMPARE(progress->value(), static_cast<int>(before));
    QCOMPARE(progress->maximum(), 18);
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    QTest::mouseClick(dialog.resumeButton(), Qt::LeftButton);
    QVERIFY(runner.isRunning());
    QVERIFY(finished.wait(3 * matchTimeoutMs));
    const std::vector<PgnGame> games = gamesInFile(path);
    QCOMPARE(games.size(), std::size_t{18});
    std::set<std::string> numbers;
    for (const PgnGame& game : games) numbers.insert(game.tag("Game"));
    QCOMPARE(numbers.size(), std::size_t{18});
    QCOMPARE(static_cast<std::size_t>(dialog.gamesTable()->rowCount()), games.size());
    checkCrosstable(dialog.standing()->crosstable(), games);
    if (QTest::currentTestFailed()) return;
    // Played to its end: nothing is left to resume, now or after a restart.
    QVERIFY(!dialog.resumeButton()->isEnabled());
    QVERIFY(EngineSettings().tournament().isEmpty());
}

void TestTournamentRunner::aGameFileThatDoesNotReadIsNotResumedFrom() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("damaged.pgn"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Event \"Ataxx tournament, earlier\"]\n[Round \"1\"]\n\n1. z9 *\n");
    }
    TournamentSetup plan = planFor("easy", "very-easy", 2, path);
    plan.tournament.event = "Ataxx tournament, earlier";
    EngineSettings().setTournament(planToVariant(plan));
    // Its games cannot be told from those still to play: nothing is played again.
    QString error;
    QCOMPARE(TournamentRunner::gamesInFile(plan, error), -1);
    QVERIFY2(error.contains(path), qPrintable(error));
    TournamentRunner runner;
    QVERIFY(!runner.resumeFromFile(plan, error));
    QVERIFY(!runner.isRunning());
    TournamentDialog dialog(&runner, {});
    QVERIFY(!dialog.resumeButton()->isEnabled());
    QVERIFY2(dialog.statusText().contains(path), qPrintable(dialog.statusText()));
    EngineSettings().setTournament({});
}

QTEST_MAIN(TestTournamentRunner)
#include "tst_tournamentrunner.moc"

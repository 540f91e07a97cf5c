// Tournaments: who meets whom and on which board, the crosstable against the
// games' own records, and ataxx-match running, stopping and resuming one.
#include "fen.h"
#include "match/books.h"
#include "match/tournament.h"
#include "matchfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <map>
#include <set>

using namespace ataxx;

class TestTournament : public QObject {
    Q_OBJECT

private slots:
    void aRoundRobinMeetsEveryoneInPairsWithColoursSwapped();
    void aGauntletPitsTheFirstPlayerAgainstTheRest();
    void everyBoardGetsItsShareAndEveryPairingMeetsOnEveryBoard();
    void theCrosstableAddsUpTheGames();
    void playerNamesAndBadPlansAreRead();
    void aRoundRobinOfFourFromTheMatchToolAgreesWithItsGameFile();
    void aStoppedTournamentResumesWithoutLosingOrReplayingGames();
    void aTwoPlayerMatchSpreadsItsBookOpeningsOverTheBoards();
};

namespace {

TournamentPlan plan_of(int players, TournamentFormat format, int rounds,
                       const std::string& boards) {
    TournamentPlan plan;
    for (int i = 0; i < players; ++i)
        plan.players.push_back({"p" + std::to_string(i), i % 2 ? "easy" : "very-easy"});
    plan.format = format;
    plan.rounds = rounds;
    std::string error;
    plan.openings = book_openings(boards, error);
    if (plan.openings.empty()) qFatal("%s", error.c_str());
    return plan;
}

// The crosstable's rows as the tool prints them: name -> (games, points text).
std::map<std::string, std::pair<int, QString>> table_of(const QString& output) {
    std::map<std::string, std::pair<int, QString>> rows;
    const QRegularExpression row(
        QStringLiteral("^\\s*\\d+\\s+(\\S+)\\s+(\\d+)\\s+([0-9.]+)\\s+\\d+/\\d+/\\d+"),
        QRegularExpression::MultilineOption);
    auto it = row.globalMatch(output);
    while (it.hasNext()) {
        const auto m = it.next();
        rows[m.captured(1).toStdString()] = {m.captured(2).toInt(), m.captured(3)};
    }
    return rows;
}

QString points_text(int half_points) {
    return half_points % 2 ? QString::number(half_points / 2.0, 'f', 1)
                           : QString::number(half_points / 2);
}

} // namespace

void TestTournament::aRoundRobinMeetsEveryoneInPairsWithColoursSwapped() {
    const TournamentPlan plan = plan_of(4, TournamentFormat::RoundRobin, 2, "7x7");
    const auto games = schedule(plan);
    // 6 pairings, a pair each in each of 2 rounds.
    QCOMPARE(games.size(), std::size_t{24});
    std::map<std::pair<int, int>, int> met;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const ScheduledGame& g = games[i];
        QCOMPARE(g.number, static_cast<int>(i) + 1);
        QCOMPARE_NE(g.black, g.white);
        ++met[{std::min(g.black, g.white), std::max(g.black, g.white)}];
        if (i % 2 == 1) {
            // The second game of a pair: same opening, colours swapped.
            const ScheduledGame& first = games[i - 1];
            QCOMPARE(g.black, first.white);
            QCOMPARE(g.white, first.black);
            QCOMPARE(write_fen(start_of(plan, g)), write_fen(start_of(plan, first)));
            QCOMPARE(g.round, first.round);
        }
    }
    QCOMPARE(met.size(), std::size_t{6});
    for (const auto& [pairing, count] : met) QCOMPARE(count, 4);
    // Round 2 comes after round 1.
    QCOMPARE(games.front().round, 1);
    QCOMPARE(games.back().round, 2);
    // The openings are the book's balanced positions, no random plies.
    const auto book = opening_book("7x7");
    for (const ScheduledGame& g : games)
        QVERIFY(std::find(book.begin(), book.end(), write_fen(start_of(plan, g))) != book.end());
}

void TestTournament::aGauntletPitsTheFirstPlayerAgainstTheRest() {
    const TournamentPlan plan = plan_of(4, TournamentFormat::Gauntlet, 3, "7x7");
    const auto games = schedule(plan);
    QCOMPARE(games.size(), std::size_t{18}); // 3 pairings x 3 rounds x 2
    std::map<int, int> opponents;
    for (const ScheduledGame& g : games) {
        QVERIFY(g.black == 0 || g.white == 0);
        ++opponents[g.black == 0 ? g.white : g.black];
    }
    QCOMPARE(opponents.size(), std::size_t{3});
    for (const auto& [who, count] : opponents) QCOMPARE(count, 6);
}

void TestTournament::everyBoardGetsItsShareAndEveryPairingMeetsOnEveryBoard() {
    // 3 pairings on 3 boards: a deal that sent a pairing to the same board
    // every round would starve it of the other two.
    for (const auto& [players, rounds, boards] : std::vector<std::tuple<int, int, std::string>>{
             {3, 3, "7x7,blocked,hexxagon"},
             {4, 2, "7x7,blocked,hexxagon,rectangles:8x8"},
             {2, 5, "7x7,hexxagon"},
             {5, 4, "all"}}) {
        const TournamentPlan plan = plan_of(players, TournamentFormat::RoundRobin, rounds, boards);
        const auto names = boards_of(plan.openings);
        const auto counts = games_per_board(plan);
        QCOMPARE(counts.size(), names.size());
        const auto [low, high] = std::minmax_element(counts.begin(), counts.end());
        QVERIFY2(*high - *low <= 2, boards.c_str()); // one pair at most
        int total = 0;
        for (const int c : counts) total += c;
        QCOMPARE(static_cast<std::size_t>(total), schedule(plan).size());
        // Every game's start is a position of its board.
        for (const ScheduledGame& g : schedule(plan))
            QCOMPARE(g.opening.board, names[static_cast<std::size_t>(g.board)]);
        // With at least as many rounds as boards, every pairing meets on every board.
        if (rounds >= static_cast<int>(names.size())) {
            std::map<std::pair<int, int>, std::set<int>> seen;
            for (const ScheduledGame& g : schedule(plan))
                seen[{std::min(g.black, g.white), std::max(g.black, g.white)}].insert(g.board);
            for (const auto& [pairing, on] : seen) QCOMPARE(on.size(), names.size());
        }
    }
    // A board's positions come in turn: none again before every one was played.
    {
        const TournamentPlan plan = plan_of(2, TournamentFormat::RoundRobin, 40, "7x7,blocked:7x7");
        std::map<int, std::vector<std::string>> played; // board -> openings, one a pair
        for (const ScheduledGame& g : schedule(plan))
            if (g.black == 0) played[g.board].push_back(g.opening.fen);
        for (const auto& [board, fens] : played) {
            const std::set<std::string> distinct(fens.begin(), fens.end());
            QCOMPARE(distinct.size(), fens.size());
        }
    }
    // "all" starts with one board of every family.
    std::string error;
    const auto all = boards_of(book_openings("all", error));
    QVERIFY(all.size() > 5);
    const std::vector<std::string> first(all.begin(), all.begin() + 5);
    QCOMPARE(first, (std::vector<std::string>{"7x7", "blocked", "hexagons:hex5", "hexxagon",
                                              "rectangles:5x5"}));
}

void TestTournament::theCrosstableAddsUpTheGames() {
    Crosstable table({"Ann", "Bob", "Cy"});
    table.add(0, 1, Outcome::XWins); // Ann beats Bob
    table.add(1, 0, Outcome::Draw);
    table.add(2, 0, Outcome::XWins); // Cy beats Ann
    table.add(0, 2, Outcome::OWins); // Cy beats Ann
    table.add(1, 2, Outcome::None);  // unfinished: not counted
    QCOMPARE(table.games(), 4);
    QCOMPARE(table.points(0), 1.5);
    QCOMPARE(table.points(1), 0.5);
    QCOMPARE(table.points(2), 2.0);
    QCOMPARE(table.points(0, 1), 1.5);
    QCOMPARE(table.points(1, 0), 0.5);
    QCOMPARE(table.games(0, 2), 2);
    QCOMPARE(table.games(1, 2), 0);
    QCOMPARE(table.ranking(), (std::vector<int>{2, 0, 1}));
    QCOMPARE(table.tally(0).wins, 1);
    QCOMPARE(table.tally(0).draws, 1);
    QCOMPARE(table.tally(0).losses, 2);
    QCOMPARE(elo_text(table.tally(2)), std::string("+∞"));
    QCOMPARE(elo_text(Crosstable({"a", "b"}).tally(0)), std::string());
    const QString text = QString::fromStdString(table.text());
    const QStringList lines = text.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[1].contains(QRegularExpression(
                 "^\\s*1\\s+Cy\\s+2\\s+2\\s+2/0/0\\s+100.0%\\s+\\+∞\\s+x\\s+2/2\\s+\\.")),
             qPrintable(text));
    QVERIFY2(lines[2].contains(QRegularExpression("^\\s*2\\s+Ann\\s+4\\s+1.5\\s+1/1/2\\s+37.5%")),
             qPrintable(text));
    QVERIFY2(lines[3].contains(QRegularExpression(
                 "^\\s*3\\s+Bob\\s+2\\s+0.5\\s+0/1/1\\s+25.0%.*\\.\\s+0.5/2\\s+x$")),
             qPrintable(text));
    // The columns line up by characters, not bytes: "+∞" and "±" are one column a sign.
    for (const QString& line : lines) QCOMPARE(line.size(), lines[0].size());
}

void TestTournament::playerNamesAndBadPlansAreRead() {
    const TournamentPlayer named = read_tournament_player("Fast one@uai:/x/engine|Hash=1");
    QCOMPARE(named.name, std::string("Fast one"));
    QCOMPARE(named.description, std::string("uai:/x/engine|Hash=1"));
    // An '@' inside a description is not a name.
    const TournamentPlayer path = read_tournament_player("uai:/home/a@b/engine");
    QCOMPARE(path.name, path.description);
    QCOMPARE(read_tournament_player("hard").name, std::string("hard"));

    TournamentPlan plan = plan_of(3, TournamentFormat::RoundRobin, 1, "7x7");
    QCOMPARE(check_plan(plan), std::string());
    plan.players[1].name = plan.players[0].name;
    QVERIFY(check_plan(plan).find("two players are called") != std::string::npos);
    plan = plan_of(3, TournamentFormat::RoundRobin, 1, "7x7");
    plan.players[2].description = "grandmaster";
    QVERIFY(!check_plan(plan).empty());
    plan = plan_of(1, TournamentFormat::RoundRobin, 1, "7x7");
    QVERIFY(check_plan(plan).find("two players") != std::string::npos);
    std::string error;
    run_tournament(plan, {}, error);
    QVERIFY(!error.empty());
}

void TestTournament::aRoundRobinOfFourFromTheMatchToolAgreesWithItsGameFile() {
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("t.pgn"));
    const QString engine = QStringLiteral("uai:") + QStringLiteral(ATAXX_ENGINE_PATH);
    // Two levels and our engine under two option sets, as external engines;
    // node-limited, so that the games do not depend on the machine's load.
    const MatchToolRun r =
        runMatchTool({"--nodes", "1500", "--board", "7x7,hexxagon", "--concurrency", "2", "--pgn",
                      pgn, "very-easy", "medium", QStringLiteral("Eng1@%1|Hash=4").arg(engine),
                      QStringLiteral("Eng2@%1|Hash=8|Level=easy").arg(engine)});
    QVERIFY2(r.exit == 0, qPrintable(r.output));
    QVERIFY2(r.output.contains("tournament: 4 players, round robin, 1 round, 12 games; by board: "
                               "7x7 6 hexxagon 6"),
             qPrintable(r.output));
    const auto games = gamesInFile(pgn);
    QCOMPARE(games.size(), std::size_t{12});
    const auto scores = scoresInGames(games);
    const auto table = table_of(r.output);
    QCOMPARE(table.size(), std::size_t{4});
    for (const char* name : {"very-easy", "medium", "Eng1", "Eng2"}) {
        QVERIFY2(scores.count(name) && table.count(name), name);
        QCOMPARE(table.at(name).first, 6);
        QCOMPARE(scores.at(name).games, 6);
        QCOMPARE(table.at(name).second, points_text(scores.at(name).halfPoints));
    }
    // One round: every game's Round is 1, and Game numbers the twelve.
    std::set<int> numbers;
    for (const PgnGame& g : games) {
        QVERIFY(g.game.result().over());
        QVERIFY2(g.game.declared_reason().empty(), g.game.declared_reason().c_str());
        QCOMPARE(g.tag("Round"), std::string("1"));
        numbers.insert(std::stoi(g.tag("Game")));
    }
    QCOMPARE(numbers.size(), std::size_t{12});
    QCOMPARE(*numbers.begin(), 1);
    QCOMPARE(*numbers.rbegin(), 12);
}

void TestTournament::aStoppedTournamentResumesWithoutLosingOrReplayingGames() {
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("t.pgn"));
    // Slow enough games (a tenth of a second a move) that Ctrl-C comes in the middle.
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    const QStringList players{"hard", "medium", "very-hard"};
    p.start(QStringLiteral(ATAXX_MATCH_PATH),
            QStringList{"--movetime", "100", "--board", "7x7", "--quiet", "--pgn", pgn} + players);
    QVERIFY(p.waitForStarted());
    // Once the first game is in the file, Ctrl-C.
    QTRY_VERIFY_WITH_TIMEOUT(!gamesInFile(pgn).empty(), 120000);
    ::kill(static_cast<pid_t>(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(60000));
    const QString stoppedOutput = QString::fromUtf8(p.readAll());
    const std::size_t before = gamesInFile(pgn).size();
    if (before < 6) {
        QCOMPARE(p.exitCode(), 130);
        QVERIFY2(stoppedOutput.contains(QStringLiteral("stopped after %1 of 6 games").arg(before)),
                 qPrintable(stoppedOutput));
    }

    // Resumed as it was started: only the rest is played.
    const MatchToolRun r = runMatchTool(
        QStringList{"--movetime", "100", "--board", "7x7", "--quiet", "--pgn", pgn, "--resume"} +
        players);
    QVERIFY2(r.exit == 0, qPrintable(r.output));
    QVERIFY2(r.output.contains(
                 QStringLiteral("resuming: %1 of 6 games were played already").arg(before)),
             qPrintable(r.output));
    const auto games = gamesInFile(pgn);
    QCOMPARE(games.size(), std::size_t{6});
    std::set<std::string> numbers;
    for (const PgnGame& g : games) numbers.insert(g.tag("Game"));
    QCOMPARE(numbers.size(), std::size_t{6}); // none twice
    const auto scores = scoresInGames(games);
    const auto table = table_of(r.output);
    for (const QString& name : players) {
        const std::string n = name.toStdString();
        QVERIFY2(table.count(n), qPrintable(r.output));
        QCOMPARE(table.at(n).first, 4);
        QCOMPARE(table.at(n).second, points_text(scores.at(n).halfPoints));
    }
}

void TestTournament::aTwoPlayerMatchSpreadsItsBookOpeningsOverTheBoards() {
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("m.pgn"));
    const MatchToolRun r =
        runMatchTool({"--nodes", "300", "--games", "6", "--board", "7x7,blocked,hexxagon",
                      "--quiet", "--pgn", pgn, "easy", "very-easy"});
    QVERIFY2(r.exit == 0, qPrintable(r.output));
    QVERIFY2(r.output.contains("games by board: 7x7 2 blocked 2 hexxagon 2"), qPrintable(r.output));
    const auto games = gamesInFile(pgn);
    QCOMPARE(games.size(), std::size_t{6});
    // Each pair starts from a position of a different book, as said.
    std::set<std::string> books;
    for (const PgnGame& g : games) {
        const std::string fen = write_fen(g.game.start_position());
        for (const char* book : {"7x7", "blocked", "hexxagon"}) {
            const auto positions = opening_book(book);
            if (std::find(positions.begin(), positions.end(), fen) != positions.end())
                books.insert(book);
        }
    }
    QCOMPARE(books.size(), std::size_t{3});
}

QTEST_MAIN(TestTournament)
#include "tst_tournament.moc"

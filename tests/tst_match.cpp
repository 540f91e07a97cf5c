// The match runner: games between levels and external engines, their
// records, and the game ending against an engine that misbehaves.
#include "fen.h"
#include "match/match.h"

#include <QTest>

#include <regex>

using namespace ataxx;

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void aShortMatchGivesATallyAndAGameFileTheCoreReads();
    void ourEngineAsAnExternalProcessPlaysAWholeGame();
    void aMisbehavingEngineLosesWithTheReason_data();
    void aMisbehavingEngineLosesWithTheReason();
    void eloFollowsTheScore();
    void badPlayerDescriptionsAreRefused();
    void aPlayerWithAClockOfItsOwnPlaysOnIt();
    void clocksAreReadToTheMillisecond_data();
    void clocksAreReadToTheMillisecond();
};

namespace {
std::unique_ptr<MatchPlayer> player(const std::string& description) {
    std::string error;
    auto p = make_player(description, error);
    if (!p) qFatal("%s", error.c_str());
    return p;
}
const std::string engine = std::string("uai:") + ATAXX_ENGINE_PATH;
const std::string fake = std::string("uai:") + ATAXX_TEST_DATA + "/fake-engine.sh ";
} // namespace

void TestMatch::aShortMatchGivesATallyAndAGameFileTheCoreReads() {
    MatchSettings settings;
    settings.games = 6;
    settings.concurrency = 2;
    std::string file;
    std::string error;
    int reported = 0;
    const MatchTally tally = run_match(
        "easy", "very-easy", settings,
        [&](const PgnGame& g, const MatchTally& t) {
            file += write_pgn(g) + "\n";
            reported = t.games();
        },
        error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(tally.games(), 6);
    QCOMPARE(reported, 6);

    const auto games = read_pgn(file);
    QVERIFY2(games.has_value(), games.error().c_str());
    QCOMPARE(games->size(), std::size_t{6});
    int easy_points2 = 0; // in half points
    for (const PgnGame& g : *games) {
        QVERIFY(g.game.result().over());
        QCOMPARE(write_fen(g.game.position()), g.tag("FinalFEN"));
        QCOMPARE(std::string(outcome_string(g.game.result().outcome)), g.tag("Result"));
        const Outcome o = g.game.result().outcome;
        const bool easy_is_x = g.tag("Black") == "easy";
        QVERIFY(easy_is_x != (g.tag("White") == "easy"));
        if (o == Outcome::Draw)
            easy_points2 += 1;
        else if ((o == Outcome::XWins) == easy_is_x)
            easy_points2 += 2;
    }
    QCOMPARE(easy_points2, 2 * tally.wins + tally.draws);
}

void TestMatch::ourEngineAsAnExternalProcessPlaysAWholeGame() {
    for (const Position& start : {Position(), Position::hexxagon()}) {
        auto external = player(engine);
        auto hard = player("medium");
        TimeControl tc;
        tc.depth = 2;
        const PgnGame g = play_game(*external, *hard, start, tc);
        const GameResult r = g.game.result();
        QVERIFY(r.over());
        QVERIFY2(r.reason != EndReason::Declared, g.game.declared_reason().c_str());
        QVERIFY(g.tag("Black").rfind("Ataxx", 0) == 0); // named after its "id name"
        // The engine's moves (Black's) carry its score, depth and time as it reported them.
        for (int i = 0; i < g.game.length(); ++i) {
            if (g.game.position_at(i).side_to_move() != Side::X) continue;
            const std::string& c = g.game.note_at(i).comment;
            QVERIFY2(
                std::regex_match(
                    c, std::regex(R"([+-]([0-9]+\.[0-9]{2}|M[0-9]+)/[0-9]+ [0-9]+\.[0-9]{2}s)")),
                c.c_str());
        }
    }
}

void TestMatch::aMisbehavingEngineLosesWithTheReason_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("reason");
    QTest::newRow("illegal move") << "illegal"
                                  << "illegal move 'a1g7'";
    QTest::newRow("crash") << "crash"
                           << "crashed";
    QTest::newRow("hang") << "hang"
                          << "no answer in time";
    QTest::newRow("pass when it can move") << "pass"
                                           << "illegal move '0000'";
    QTest::newRow("no such program") << ""
                                     << "cannot play";
}

void TestMatch::aMisbehavingEngineLosesWithTheReason() {
    QFETCH(QString, mode);
    QFETCH(QString, reason);
    const std::string command =
        mode.isEmpty() ? std::string("uai:/nonexistent/engine") : fake + mode.toStdString();
    for (const bool fake_is_x : {true, false}) {
        auto bad = player(command);
        auto good = player("easy");
        TimeControl tc;
        tc.movetime_ms = 100;
        const PgnGame g = fake_is_x ? play_game(*bad, *good, Position(), tc)
                                    : play_game(*good, *bad, Position(), tc);
        const GameResult r = g.game.result();
        QCOMPARE(r.reason, EndReason::Declared);
        QCOMPARE(r.outcome, fake_is_x ? Outcome::OWins : Outcome::XWins);
        QVERIFY2(QString::fromStdString(g.game.declared_reason()).contains(reason),
                 g.game.declared_reason().c_str());
        // The record holds only legal moves.
        QVERIFY(read_pgn(write_pgn(g)).has_value());
    }
}

void TestMatch::eloFollowsTheScore() {
    MatchTally even{10, 0, 10};
    QCOMPARE(even.score(), 0.5);
    QCOMPARE(qRound(even.elo()), 0);
    MatchTally strong{30, 0, 10};
    QCOMPARE(strong.score(), 0.75);
    QCOMPARE(qRound(strong.elo()), 191); // 400 log10(3)
    QVERIFY(strong.elo_margin() > 50 && strong.elo_margin() < 400);
    MatchTally more{300, 0, 100};
    QVERIFY(more.elo_margin() < strong.elo_margin());
}

void TestMatch::badPlayerDescriptionsAreRefused() {
    std::string error;
    QVERIFY(!make_player("grandmaster", error));
    QVERIFY(error.find("grandmaster") != std::string::npos);
    QVERIFY(!make_player("very-hard:fast", error));
    QVERIFY(!make_player("uai:", error));
    QVERIFY(make_player("Very hard:250", error));
    // A player's own clock must be one, and only one time control.
    QVERIFY(!make_player("very-hard,tc=fast", error));
    QVERIFY(error.find("tc=fast") != std::string::npos);
    QVERIFY(!make_player("very-hard:250,tc=1+0.01", error));
    QVERIFY(error.find("give one") != std::string::npos);
    QVERIFY(!make_player(engine + "|tc=0", error));
    QVERIFY(make_player(engine + "|tc=0.5+0.005", error));
    // A setting's number is the whole word: nothing read from its front.
    for (const char* bad : {"very-hard,threads=4x", "very-hard,threads=0", "very-hard,lmr_div=2.5",
                            "very-hard,rfp_margin=", "very-hard,weights=1/2", "very-hard:250ms",
                            "very-hard,hash=0", "very-hard,hash=64MB"}) {
        QVERIFY2(!make_player(bad, error), bad);
        QVERIFY2(!error.empty(), bad);
    }
    QVERIFY(make_player("very-hard,threads=4,rfp_margin=70", error));
    QVERIFY(make_player("very-hard,hash=16", error));
    // A point of the strength scale, within it, or one of its settings.
    QVERIFY(make_player("elo:1200", error));
    QVERIFY(make_player("elo=3000", error));
    QVERIFY(make_player("elo:900,nodes=300,temperature=40", error));
    for (const char* bad : {"elo:3001", "elo:499", "elo:", "elo:1200,nodes=0",
                            "elo:1200,temperature=-5", "elo:1200,temperature=hot"}) {
        QVERIFY2(!make_player(bad, error), bad);
        QVERIFY2(!error.empty(), bad);
    }
    QVERIFY(!make_player("elo:3500", error));
    QVERIFY2(error.find("500 to 3000") != std::string::npos, error.c_str());
}

// Time odds: each side plays on its own clock, and the game file says which.
void TestMatch::aPlayerWithAClockOfItsOwnPlaysOnIt() {
    auto fast = player("very-hard,tc=0.1+0");
    auto slow = player(engine); // our engine as an external one, on the match's clock
    TimeControl tc;
    tc.base_ms = 6000;
    tc.margin_ms = 60000; // room for a loaded machine: no loss on time here
    const PgnGame g = play_game(*fast, *slow, Position(), tc);
    QVERIFY2(g.game.result().reason != EndReason::Declared, g.game.declared_reason().c_str());
    QCOMPARE(g.tag("BlackTimeControl"), std::string("0.1+0"));
    QCOMPARE(g.tag("WhiteTimeControl"), std::string("6+0"));
    // The times each side used, from the moves' comments ("+0.21/9 0.05s"):
    // White, on sixty times Black's clock, thought for longer than Black did.
    double used[2] = {0, 0};
    for (int i = 0; i < g.game.length(); ++i) {
        const std::string& c = g.game.note_at(i).comment;
        used[static_cast<int>(g.game.position_at(i).side_to_move())] +=
            std::stod(c.substr(c.rfind(' ') + 1));
    }
    QVERIFY2(used[1] > used[0],
             qPrintable(QStringLiteral("Black %1 s, White %2 s").arg(used[0]).arg(used[1])));
}

void TestMatch::clocksAreReadToTheMillisecond_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("base");
    QTest::addColumn<int>("increment");
    QTest::newRow("seconds and increment") << "2+0.02" << 2000 << 20;
    QTest::newRow("no increment") << "60" << 60000 << 0;
    QTest::newRow("fractions") << "0.125+.5" << 125 << 500;
    QTest::newRow("no time") << "0+1" << -1 << 0;
    QTest::newRow("a word") << "fast" << -1 << 0;
    QTest::newRow("to the millisecond") << "0.125+0.00125" << 125 << 1;
    QTest::newRow("ten decimals") << "1.0000000001" << -1 << 0;
    QTest::newRow("a sign") << "-1+0" << -1 << 0;
    QTest::newRow("nothing after +") << "1+" << -1 << 0;
}

void TestMatch::clocksAreReadToTheMillisecond() {
    QFETCH(QString, text);
    QFETCH(int, base);
    QFETCH(int, increment);
    const auto tc = read_clock(text.toStdString());
    QCOMPARE(tc.has_value(), base >= 0);
    if (!tc) return;
    QCOMPARE(tc->base_ms, base);
    QCOMPARE(tc->increment_ms, increment);
    QCOMPARE(read_clock(clock_text(*tc))->base_ms, base); // written as it reads
}

QTEST_MAIN(TestMatch)
#include "tst_match.moc"

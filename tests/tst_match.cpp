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
        if (o == Outcome::Draw) easy_points2 += 1;
        else if ((o == Outcome::XWins) == easy_is_x) easy_points2 += 2;
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
            QVERIFY2(std::regex_match(c, std::regex(R"([+-]([0-9]+\.[0-9]{2}|M[0-9]+)/[0-9]+ [0-9]+\.[0-9]{2}s)")),
                     c.c_str());
        }
    }
}

void TestMatch::aMisbehavingEngineLosesWithTheReason_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("reason");
    QTest::newRow("illegal move") << "illegal" << "illegal move 'a1g7'";
    QTest::newRow("crash") << "crash" << "crashed";
    QTest::newRow("hang") << "hang" << "no answer in time";
    QTest::newRow("pass when it can move") << "pass" << "illegal move '0000'";
    QTest::newRow("no such program") << "" << "cannot play";
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
}

QTEST_MAIN(TestMatch)
#include "tst_match.moc"

// The strength scale (ai/search/strength.h): its settings grow stronger
// along it, a point plays the same move for the same seed, a higher point
// beats a much lower one, the named levels lie on it in order, and a rating
// that starts as a newcomer's moves towards a simulated person's strength.
#include "fen.h"
#include "match/books.h"
#include "match/convergence.h"
#include "match/match.h"
#include "notation.h"
#include "search/levels.h"
#include "search/strength.h"

#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace ataxx;

class TestStrength : public QObject {
    Q_OBJECT

private slots:
    void aHigherPointSearchesMoreAndDrawsCooler();
    void aPointPlaysTheSameMoveForTheSameSeed_data();
    void aPointPlaysTheSameMoveForTheSameSeed();
    void theLowEndVariesWithTheSeedAndTheTopHardly();
    void playLevelPlaysAtTheEloAsked();
    void aHigherPointBeatsAMuchLowerOne();
    void theLevelsAreInOrderOnEveryFamily();
    void aRatingMovesTowardsASimulatedPerson();
};

void TestStrength::aHigherPointSearchesMoreAndDrawsCooler() {
    for (const auto family :
         {rating::Family::Board7x7, rating::Family::Hexagonal, rating::Family::Other}) {
        StrengthSetting last = strength_setting(strength_elo_min, family);
        QVERIFY(last.nodes >= 1);
        QVERIFY(last.temperature > 0);
        for (int elo = strength_elo_min + 25; elo <= strength_elo_max; elo += 25) {
            const StrengthSetting s = strength_setting(elo, family);
            QVERIFY2(s.nodes >= last.nodes, QByteArray::number(elo));
            QVERIFY2(s.temperature <= last.temperature, QByteArray::number(elo));
            last = s;
        }
        QVERIFY(last.temperature < strength_setting(strength_elo_min, family).temperature);
        // Beyond the ends, the ends.
        QCOMPARE(strength_setting(100, family).temperature,
                 strength_setting(strength_elo_min, family).temperature);
        QCOMPARE(strength_setting(9000, family).nodes,
                 strength_setting(strength_elo_max, family).nodes);
    }
    // On 7x7 the top searches more than one ply.
    QVERIFY(strength_setting(strength_elo_max).nodes > strength_setting(strength_elo_min).nodes);
}

void TestStrength::aPointPlaysTheSameMoveForTheSameSeed_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("elo");
    for (const int elo : {500, 1500, 2500}) {
        const QByteArray e = QByteArray::number(elo);
        QTest::newRow("7x7 " + e) << QString::fromLatin1(start_fen.data()) << elo;
        QTest::newRow("Hexxagon " + e) << QString::fromLatin1(hexxagon_fen.data()) << elo;
        QTest::newRow("middle game " + e) << "x1oo2o/1xxo3/2xx3/3x1o1/2o4/o2x3/o1o2xx x 0 9" << elo;
    }
}

void TestStrength::aPointPlaysTheSameMoveForTheSameSeed() {
    QFETCH(QString, fen);
    QFETCH(int, elo);
    const auto position = read_fen(fen.toStdString());
    QVERIFY(position.has_value());
    for (const std::uint64_t seed : {1ull, 2ull, 77ull}) {
        const Search::Result a =
            play_strength(strength_setting(elo), seed, *position, {}, SearchLimits{});
        const Search::Result b =
            play_strength(strength_setting(elo), seed, *position, {}, SearchLimits{});
        QVERIFY(!a.best.is_none());
        QVERIFY(position->is_legal(a.best));
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.info.score, b.info.score);
        QCOMPARE(a.info.nodes, b.info.nodes);
    }
}

void TestStrength::theLowEndVariesWithTheSeedAndTheTopHardly() {
    // Twenty seeds on the start position: the beginner plays many moves, the
    // top of the scale few (the best and the nearly best).
    const Position start = *read_fen(start_fen);
    const auto moves = [&start](int elo) {
        std::set<std::string> played;
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            played.insert(move_to_string(
                start.geometry(),
                play_strength(strength_setting(elo), seed, start, {}, SearchLimits{}).best));
        return played.size();
    };
    const std::size_t low = moves(strength_elo_min);
    const std::size_t high = moves(strength_elo_max);
    QVERIFY2(low >= 6, QByteArray::number(static_cast<qulonglong>(low)));
    QVERIFY2(high < low, QByteArray::number(static_cast<qulonglong>(high)));
}

void TestStrength::playLevelPlaysAtTheEloAsked() {
    const Position start = *read_fen(start_fen);
    Search search(16, 1);
    LevelRequest request;
    request.level = Level::VeryHard;
    request.elo = 700;
    request.seed = 5;
    const Search::Result viaLevel = play_level(search, request, start, {});
    const Search::Result direct =
        play_strength(strength_setting(700), 5, start, {}, SearchLimits{});
    QCOMPARE(viaLevel.best, direct.best);
    QCOMPARE(viaLevel.info.nodes, direct.info.nodes);
}

void TestStrength::aHigherPointBeatsAMuchLowerOne() {
    // 1200 points apart the lower point is expected to score about 0.1%: a
    // short match with fixed seeds, the colours swapped, gives no game to it.
    std::string error;
    MatchSettings settings;
    settings.games = 6;
    settings.openings = opening_selection("7x7", error);
    settings.random_plies = 0;
    settings.seed = 1;
    const MatchTally tally = run_match("elo:2100", "elo:900", settings, {}, error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(tally.games(), 6);
    QCOMPARE(tally.wins, 6);
}

void TestStrength::theLevelsAreInOrderOnEveryFamily() {
    for (const auto family :
         {rating::Family::Board7x7, rating::Family::Hexagonal, rating::Family::Other}) {
        int last = 0;
        for (int i = 0; i < level_count; ++i) {
            const int elo = level_elo(static_cast<Level>(i), family);
            QVERIFY2(elo > last, QByteArray::number(i));
            last = elo;
        }
        // Very easy is about the scale's low end; the searching levels are above its middle.
        QVERIFY(level_elo(Level::VeryEasy, family) < strength_elo_min + 300);
        QVERIFY(level_elo(Level::Hard, family) > 1500);
    }
}

void TestStrength::aRatingMovesTowardsASimulatedPerson() {
    // Twenty even games, fixed seeds: the rating leaves the middle (1750) towards the
    // person's strength, and is much surer than a newcomer's.
    std::string error;
    const std::vector<std::string> openings = opening_selection("7x7", error);
    const ConvergenceRun weak = simulate_rating(900, 20, 1, openings);
    const ConvergenceRun strong = simulate_rating(2100, 20, 1, openings);
    QCOMPARE(weak.games.size(), std::size_t{20});
    QVERIFY2(weak.games.back().after.rating < 1300, QByteArray::number(weak.error()));
    QVERIFY2(strong.games.back().after.rating > 1900, QByteArray::number(strong.error()));
    QVERIFY(weak.games.back().after.deviation < 120);
    // Each game's opponent is the even one for the rating before it.
    QCOMPARE(weak.games.front().opponent, strength_elo_newcomer);
    QCOMPARE(weak.games[1].opponent, even_game_elo(weak.games[0].after));
}

QTEST_MAIN(TestStrength)
#include "tst_strength.moc"

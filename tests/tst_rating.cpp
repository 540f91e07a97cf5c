// Glicko-2 ratings (core/rating.h): Glickman's worked example, and what a
// person sees of them: the rating follows results, grows surer with games and
// less sure without, and the even opponent is the one the rating says.
#include "rating.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace ataxx;

class TestRating : public QObject {
    Q_OBJECT

private slots:
    void glickmansExampleComesOut();
    void aPeriodWithoutGamesOnlyWidensTheDeviation();
    void winsRaiseLossesLowerAndEachGameMakesItSurer();
    void expectedScoresFollowTheEloTable();
    void theEvenOpponentIsTheOneExpectedToScoreHalf();
    void eachBoardBelongsToOneFamily();
};

void TestRating::glickmansExampleComesOut() {
    // "Example of the Glicko-2 system" (Glickman, 2012), tau = 0.5.
    const rating::Rating player{1500.0, 200.0, 0.06};
    const std::array<rating::Result, 3> games{
        {{1400.0, 30.0, 1.0}, {1550.0, 100.0, 0.0}, {1700.0, 300.0, 0.0}}};
    const rating::Rating after = rating::update(player, games);
    // The paper rounds its steps to four places; unrounded, the rating is 1464.05.
    QVERIFY2(std::abs(after.rating - 1464.06) < 0.02, QByteArray::number(after.rating));
    QVERIFY2(std::abs(after.deviation - 151.52) < 0.02, QByteArray::number(after.deviation));
    QVERIFY2(std::abs(after.volatility - 0.05999) < 0.00001, QByteArray::number(after.volatility));
}

void TestRating::aPeriodWithoutGamesOnlyWidensTheDeviation() {
    const rating::Rating player{1620.0, 80.0, 0.06};
    const rating::Rating after = rating::update(player, {});
    QCOMPARE(after.rating, 1620.0);
    QCOMPARE(after.volatility, 0.06);
    QVERIFY(after.deviation > 80.0);
    QVERIFY(after.deviation < 82.0);
    // Never beyond a newcomer's.
    QCOMPARE(rating::update({1500.0, rating::newcomer_deviation - 0.01, 0.06}, {}).deviation,
             rating::newcomer_deviation);
}

void TestRating::winsRaiseLossesLowerAndEachGameMakesItSurer() {
    rating::Rating won{};
    rating::Rating lost{};
    for (int i = 0; i < 5; ++i) {
        const double before = won.deviation;
        const std::array<rating::Result, 1> win{{{1500.0, 0.0, 1.0}}};
        const std::array<rating::Result, 1> loss{{{1500.0, 0.0, 0.0}}};
        const rating::Rating next = rating::update(won, win);
        QVERIFY(next.rating > won.rating);
        QVERIFY(next.deviation < before);
        won = next;
        lost = rating::update(lost, loss);
    }
    QVERIFY(won.rating > 1700.0);
    QVERIFY(lost.rating < 1300.0);
    QCOMPARE(std::round(won.rating - 1500.0), std::round(1500.0 - lost.rating));
    // A draw against an equal opponent leaves the rating where it was.
    const std::array<rating::Result, 1> draw{{{1500.0, 0.0, 0.5}}};
    QCOMPARE(std::round(rating::update({}, draw).rating * 1000.0), 1500000.0);
}

void TestRating::expectedScoresFollowTheEloTable() {
    const rating::Rating sure{1800.0, 0.0, 0.06};
    QCOMPARE(std::round(rating::expected_score(sure, 1800.0) * 100.0), 50.0);
    QCOMPARE(std::round(rating::expected_score(sure, 1600.0) * 100.0), 76.0);
    QCOMPARE(std::round(rating::expected_score(sure, 1400.0) * 100.0), 91.0);
    QCOMPARE(std::round(rating::expected_score(sure, 2200.0) * 100.0), 9.0);
    // An unsure rating expects less from the same gap.
    const rating::Rating unsure{1800.0, 300.0, 0.06};
    QVERIFY(rating::expected_score(unsure, 1600.0) < 0.74);
    QVERIFY(rating::expected_score(unsure, 1600.0) > 0.5);
}

void TestRating::theEvenOpponentIsTheOneExpectedToScoreHalf() {
    for (const rating::Rating player : {rating::Rating{}, rating::Rating{1234.0, 60.0, 0.06}}) {
        QCOMPARE(std::round(rating::opponent_for_score(player, 0.5)), std::round(player.rating));
        for (const double score : {0.2, 0.76, 0.9}) {
            const double opponent = rating::opponent_for_score(player, score, 40.0);
            QCOMPARE(std::round(rating::expected_score(player, opponent, 40.0) * 1000.0),
                     std::round(score * 1000.0));
        }
    }
}

void TestRating::eachBoardBelongsToOneFamily() {
    QCOMPARE(rating::family_of(*Geometry::rectangle(7, 7)), rating::Family::Board7x7);
    QCOMPARE(rating::family_of(*Geometry::hexagon(5)), rating::Family::Hexagonal);
    QCOMPARE(rating::family_of(*Geometry::hexagon(7)), rating::Family::Hexagonal);
    QCOMPARE(rating::family_of(*Geometry::rectangle(5, 5)), rating::Family::Other);
    QCOMPARE(rating::family_of(*Geometry::rectangle(7, 9)), rating::Family::Other);
    QCOMPARE(rating::family_key(rating::Family::Hexagonal), std::string_view("hexagonal"));
}

QTEST_GUILESS_MAIN(TestRating)
#include "tst_rating.moc"

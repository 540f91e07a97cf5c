// The words made from numbers, each from one function: a score as a person
// reads it (search/scoretext.h), the same in the status bar, the engine output,
// the graph, the tournament dialog and the review's comments; and a player's Elo as
// the text crosstable and the tournament dialog show it (match/tournament.h).

#include "match/tournament.h"
#include "search/scoretext.h"
#include "search/searchtypes.h"

#include <QtTest>

using namespace ataxx;

class TestScoreText : public QObject {
    Q_OBJECT

private slots:
    void aScoreReadsInPiecesWithTheSignOfTheSideAhead_data();
    void aScoreReadsInPiecesWithTheSignOfTheSideAhead();
    void anEloDifferenceReadsWithItsMarginAndNoSignWhenEven_data();
    void anEloDifferenceReadsWithItsMarginAndNoSignWhenEven();
    void aScoreWrittenIsReadBackAsItWas();
    void textThatIsNoScoreIsNotReadAsOne();
};

void TestScoreText::aScoreReadsInPiecesWithTheSignOfTheSideAhead_data() {
    QTest::addColumn<int>("score");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pieces");
    QTest::newRow("even: nobody ahead, no sign") << 0 << "0.00"
                                                 << "0.00";
    QTest::newRow("a hundredth ahead") << 1 << "+0.01"
                                       << "0.01";
    QTest::newRow("a hundredth behind") << -1 << "-0.01"
                                        << "0.01";
    QTest::newRow("a quarter ahead") << 25 << "+0.25"
                                     << "0.25";
    QTest::newRow("a quarter behind") << -25 << "-0.25"
                                      << "0.25";
    QTest::newRow("a piece and a half behind") << -160 << "-1.60"
                                               << "1.60";
    QTest::newRow("tens of pieces ahead") << 2507 << "+25.07"
                                          << "25.07";
    QTest::newRow("the largest score that is no proven result")
        << score_win - score_max_plies - 1 << "+289.99"
        << "289.99";
    QTest::newRow("a win in one move") << score_win - 1 << "#1"
                                       << "";
    QTest::newRow("a win in three moves") << score_win - 5 << "#3"
                                          << "";
    QTest::newRow("a loss in two moves") << -(score_win - 4) << "#-2"
                                         << "";
}

void TestScoreText::aScoreReadsInPiecesWithTheSignOfTheSideAhead() {
    QFETCH(int, score);
    QFETCH(QString, text);
    QFETCH(QString, pieces);
    QCOMPARE(QString::fromStdString(score_text(score)), text);
    if (!is_proven(score)) {
        QCOMPARE(QString::fromStdString(pieces_text(score)), pieces);
        // The same size either way: one side's score is the other's, turned.
        QCOMPARE(QString::fromStdString(pieces_text(-score)), pieces);
    }
}

void TestScoreText::anEloDifferenceReadsWithItsMarginAndNoSignWhenEven_data() {
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<QString>("text");
    QTest::newRow("before any game") << 0 << 0 << 0 << "";
    QTest::newRow("even") << 10 << 0 << 10 << "0 ± 163";
    QTest::newRow("even, all drawn") << 0 << 4 << 0 << "0 ± 0";
    QTest::newRow("a hair below even reads 0, not -0") << 700 << 1 << 701 << "0 ± 18";
    QTest::newRow("ahead") << 30 << 0 << 10 << "+191 ± 136";
    QTest::newRow("behind") << 10 << 0 << 30 << "-191 ± 136";
    QTest::newRow("every game won") << 3 << 0 << 0 << "+∞";
    QTest::newRow("every game lost") << 0 << 0 << 3 << "-∞";
}

void TestScoreText::anEloDifferenceReadsWithItsMarginAndNoSignWhenEven() {
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(QString, text);
    MatchTally tally;
    tally.wins = wins;
    tally.draws = draws;
    tally.losses = losses;
    QCOMPARE(QString::fromStdString(elo_text(tally)), text);
}

void TestScoreText::aScoreWrittenIsReadBackAsItWas() {
    // What a saved review's notes hold comes back as the same score, open or
    // proven, for the graph of a game opened from its file.
    for (int score = -2500; score <= 2500; score += 7) {
        const auto back = read_score_text(score_text(score));
        QVERIFY2(back && *back == score, score_text(score).c_str());
    }
    for (const int moves : {1, 2, 3, 10, 40, -1, -2, -7, -40}) {
        const int score = score_from_mate(moves);
        QCOMPARE(read_score_text(score_text(score)), std::optional<int>(score));
    }
}

void TestScoreText::textThatIsNoScoreIsNotReadAsOne() {
    for (const char* text : {"", "1.00", "+0.00", "-0.00", "+1.5", "+1.500", "0.0", "#", "#0", "#-",
                             "+.50", "+1,50", "+1.5x", "best", "--1.00", "#3.0", "+ 1.00"})
        QVERIFY2(!read_score_text(text), text);
}

QTEST_MAIN(TestScoreText)
#include "tst_scoretext.moc"

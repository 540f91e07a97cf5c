// Move generation against the known counts of RULES.md section 8.
#include "fen.h"
#include "perft.h"

#include <functional>

#include <QTest>

using namespace ataxx;

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void perftMatchesTheKnownCounts_data();
    void perftMatchesTheKnownCounts();
    void countingTheLastPlyAgreesWithPlayingIt_data();
    void countingTheLastPlyAgreesWithPlayingIt();
};

void TestPerft::perftMatchesTheKnownCounts_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QList<qulonglong>>("counts");

    // Each row of RULES.md section 8 goes as deep as runs in about a second in Release.
    QTest::newRow("7x7 start") << "x5o/7/7/7/7/7/o5x x 0 1"
                               << QList<qulonglong>{16,      256,       6460,      155888,
                                                    4752668, 141865520, 5023479496};
    QTest::newRow("7x7 start, o to move")
        << "x5o/7/7/7/7/7/o5x o 0 1" << QList<qulonglong>{16, 256, 6460, 155888, 4752668};
    QTest::newRow("blocked 1") << "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"
                               << QList<qulonglong>{14, 196, 4184, 86528, 2266352};
    QTest::newRow("blocked 2") << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1"
                               << QList<qulonglong>{14, 196, 4100, 83104, 2114588};
    QTest::newRow("blocked 3") << "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1"
                               << QList<qulonglong>{16, 256, 5948, 133264, 3639856};
    QTest::newRow("x must pass") << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1"
                                 << QList<qulonglong>{1, 75, 249, 14270, 452980};
    QTest::newRow("o surrounded, o to move")
        << "7/7/7/7/ooooooo/ooooooo/xxxxxxx o 0 1" << QList<qulonglong>{75, 249, 14270, 452980};
    QTest::newRow("x surrounded") << "7/7/7/7/xxxxxxx/xxxxxxx/ooooooo x 0 1"
                                  << QList<qulonglong>{75, 249, 14270, 452980};
    QTest::newRow("centre") << "7/7/7/2x1o2/7/7/7 x 0 1"
                            << QList<qulonglong>{23, 419, 7887, 168317, 4266992};
    QTest::newRow("halfmove limit reached")
        << "x5o/7/7/7/7/7/o5x x 100 1" << QList<qulonglong>{0, 0, 0, 0};
    QTest::newRow("walled in") << "7/7/7/7/-------/-------/x5o x 0 1"
                               << QList<qulonglong>{2, 4, 13, 30, 73, 174};
    QTest::newRow("empty board") << "7/7/7/7/7/7/7 x 0 1" << QList<qulonglong>{0, 0, 0, 0};
    QTest::newRow("Hexxagon") << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"
                              << QList<qulonglong>{24, 570, 16548, 476406};
}

void TestPerft::perftMatchesTheKnownCounts() {
    QFETCH(QString, fen);
    QFETCH(QList<qulonglong>, counts);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(position.has_value(), position.error().c_str());
    for (int depth = 1; depth <= counts.size(); ++depth)
        QCOMPARE(perft(*position, depth), counts[depth - 1]);
}

void TestPerft::countingTheLastPlyAgreesWithPlayingIt_data() {
    QTest::addColumn<QString>("fen");
    const auto start = [](const Geometry* g) {
        return QString::fromStdString(write_fen(Position::start(*g)));
    };
    QTest::newRow("11x11 start") << start(Geometry::rectangle(11, 11));
    QTest::newRow("hexagon side 7") << start(Geometry::hexagon(7));
    QTest::newRow("hexagon side 2") << start(Geometry::hexagon(2));
    QTest::newRow("3x3") << start(Geometry::rectangle(3, 3));
    QTest::newRow("11x3") << start(Geometry::rectangle(11, 3));
    QTest::newRow("blocked 9x9") << "x7o/9/2-3-2/9/4-4/9/2-3-2/9/o7x x 0 1";
    // perft's last two plies are counted by destination, from counts kept for
    // the node; these reach the cases that need each move on its own.
    QTest::newRow("7x7 middle game") << "7/1xx4/2xoo2/2oxo2/3ox2/7/7 o 0 6";
    QTest::newRow("a jump from the halfmove limit") << "x5o/7/7/7/7/7/o5x x 98 1";
    QTest::newRow("captures that leave o no piece") << "7/7/2o4/1xo4/7/7/7 x 0 1";
    QTest::newRow("captures that leave o no move") << "x1o1x2/1ooo3/-----2/7/7/7/7 x 0 1";
    QTest::newRow("Hexxagon middle game") << "x3o/1xx3/2xo3/4-o2/o2-1x2x/4-3/2o4/6/x3o o 0 9";
}

// perft's last ply counts moves without playing them, and its last two plies
// without building positions; a plain tree walk must give the same numbers.
void TestPerft::countingTheLastPlyAgreesWithPlayingIt() {
    QFETCH(QString, fen);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(position.has_value(), position.error().c_str());
    const std::function<std::uint64_t(const Position&, int)> walk = [&walk](const Position& p,
                                                                            int depth) {
        if (depth == 0) return std::uint64_t{1};
        MoveList moves;
        p.generate(moves);
        std::uint64_t n = 0;
        for (const Move m : moves) n += walk(p.after(m), depth - 1);
        return n;
    };
    for (int depth = 1; depth <= 3; ++depth)
        QCOMPARE(perft(*position, depth), walk(*position, depth));
}

QTEST_MAIN(TestPerft)
#include "tst_perft.moc"

// Thousands of random games on every kind of board, checking after every move
// that the position's bookkeeping is exact.
#include "fen.h"
#include "printing.h"

#include <QTest>

#include <random>

using namespace ataxx;

class TestPlayout : public QObject {
    Q_OBJECT

private slots:
    void randomGamesKeepEveryInvariant_data();
    void randomGamesKeepEveryInvariant();
};

void TestPlayout::randomGamesKeepEveryInvariant_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("stuck");
    QTest::addColumn<int>("halfmoveLimit");
    QTest::addColumn<bool>("repetition");
    QTest::addColumn<int>("games");

    const auto start = [](const Geometry* g) {
        return QString::fromStdString(write_fen(Position::start(*g)));
    };
    QTest::newRow("7x7") << start(Geometry::rectangle(7, 7)) << 0 << 100 << false << 600;
    QTest::newRow("3x3") << start(Geometry::rectangle(3, 3)) << 0 << 100 << false << 600;
    QTest::newRow("11x11") << start(Geometry::rectangle(11, 11)) << 0 << 100 << false << 60;
    QTest::newRow("9x4") << start(Geometry::rectangle(9, 4)) << 0 << 100 << false << 300;
    QTest::newRow("8x8") << start(Geometry::rectangle(8, 8)) << 0 << 100 << false << 300;
    QTest::newRow("blocked 7x7") << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1" << 0 << 100 << false << 500;
    QTest::newRow("walled 7x7") << "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1" << 0 << 100 << false
                                << 500;
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen.data(),
                                                     qsizetype(hexxagon_fen.size()))
                              << 0 << 100 << false << 400;
    for (int side = 2; side <= 7; ++side)
        QTest::newRow(qPrintable(QStringLiteral("hexagon side %1").arg(side)))
            << start(Geometry::hexagon(side)) << 0 << 100 << false << (side == 7 ? 60 : 200);
    QTest::newRow("7x7, end rule") << start(Geometry::rectangle(7, 7)) << 1 << 100 << false << 300;
    QTest::newRow("blocked, fill rule")
        << "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1" << 2 << 100 << false << 300;
    QTest::newRow("Hexxagon, limit 20")
        << QString::fromLatin1(hexxagon_fen.data(), qsizetype(hexxagon_fen.size())) << 0 << 20
        << false << 300;
    QTest::newRow("5x5, no limit, repetition")
        << start(Geometry::rectangle(5, 5)) << 0 << 0 << true << 300;
}

// For each move of each game: the move list agrees with the count and with
// is_legal, making and unmaking restore the position exactly, the incremental
// key equals one computed from scratch, the pieces add up, and every game ends.
void TestPlayout::randomGamesKeepEveryInvariant() {
    QFETCH(QString, fen);
    QFETCH(int, stuck);
    QFETCH(int, halfmoveLimit);
    QFETCH(bool, repetition);
    QFETCH(int, games);

    Rules rules;
    rules.stuck = static_cast<StuckRule>(stuck);
    rules.halfmove_limit = static_cast<std::uint16_t>(halfmoveLimit);
    rules.threefold_repetition = repetition;
    const auto start = read_fen(fen.toStdString(), rules);
    QVERIFY2(start.has_value(), start.error().c_str());
    const Geometry& g = start->geometry();

    std::mt19937 rng(12345u + static_cast<unsigned>(g.id()));
    long moves_played = 0;
    for (int game = 0; game < games; ++game) {
        Position p = *start;
        // Without a halfmove limit a random game may wander for long; cap its length.
        for (int ply = 0; ply < 2000; ++ply) {
            MoveList moves;
            p.generate(moves);
            QCOMPARE(p.count_moves(), moves.size());
            QCOMPARE(moves.empty(), p.result().over());
            QCOMPARE(p.has_moves(), !moves.empty());
            if (moves.empty()) break;

            // is_legal agrees with the list on every move there and on random others.
            for (const Move m : moves) QVERIFY(p.is_legal(m));
            for (int k = 0; k < 8; ++k) {
                const int a = static_cast<int>(rng() % static_cast<unsigned>(g.cell_count()));
                const int b = static_cast<int>(rng() % static_cast<unsigned>(g.cell_count()));
                const Move clone = Move::clone(b);
                const Move jump = Move::jump(a, b);
                QCOMPARE(p.is_legal(clone), moves.contains(clone));
                QCOMPARE(p.is_legal(jump), moves.contains(jump));
            }

            const Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
            QCOMPARE(p.count_moves_after(m), p.after(m).count_moves());
            const Position before = p;
            const int total_before = p.pieces(Side::X).count() + p.pieces(Side::O).count();
            const int captured = p.captures(m).count();

            const Position::Undo undo = p.make(m);
            QCOMPARE(p.key(), p.compute_key());
            QVERIFY((p.pieces(Side::X) & p.pieces(Side::O)).empty());
            QVERIFY(((p.pieces(Side::X) | p.pieces(Side::O)) & p.blocked()).empty());
            const int total_after = p.pieces(Side::X).count() + p.pieces(Side::O).count();
            QCOMPARE(total_after, total_before + (m.is_clone() ? 1 : 0));
            const Side mover = before.side_to_move();
            if (!m.is_pass())
                QCOMPARE(p.pieces(mover).count(),
                         before.pieces(mover).count() + captured + (m.is_clone() ? 1 : 0));

            p.unmake(m, undo);
            QCOMPARE(p, before);
            QCOMPARE(p.key(), before.key());
            p.play(m);
            QCOMPARE(p.key(), p.compute_key());
            ++moves_played;
        }
        // With a halfmove limit every random game ends by itself.
        if (halfmoveLimit != 0) QVERIFY(p.result().over());
    }
    // Every game has at least one move (on a side-2 hexagon the first clone ends it).
    QVERIFY(moves_played >= games);
}

QTEST_MAIN(TestPlayout)
#include "tst_playout.moc"

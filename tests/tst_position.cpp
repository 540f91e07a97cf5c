// Positions: moves and their effects, and every end-of-game rule of RULES.md
// section 3, the optional ones included.
#include "fen.h"
#include "notation.h"

#include <QTest>

using namespace ataxx;

Q_DECLARE_METATYPE(ataxx::Outcome)
Q_DECLARE_METATYPE(ataxx::EndReason)
Q_DECLARE_METATYPE(ataxx::StuckRule)

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    void startPositionsPutPiecesOnTheCorners();
    void aCloneAddsAPieceAndCapturesNeighbours();
    void aJumpMovesThePieceAndCaptures();
    void clonesToTheSameCellAreOneMove();
    void clocksFollowTheRules();
    void gameEndsAsTheRulesSay_data();
    void gameEndsAsTheRulesSay();
    void theOnlyMoveOfAStuckSideIsThePass();
    void aFinishedGameHasNoMoves();
};

namespace {
Position fen(const char* text, Rules rules = {}) {
    const auto p = read_fen(text, rules);
    if (!p) qFatal("bad FEN in test: %s: %s", text, p.error().c_str());
    return *p;
}
Move move(const Position& p, const char* text) {
    const auto m = read_move(p, text);
    if (!m) qFatal("bad move in test: %s: %s", text, m.error().c_str());
    return *m;
}
} // namespace

void TestPosition::startPositionsPutPiecesOnTheCorners() {
    QCOMPARE(write_fen(Position()), std::string(start_fen));
    QCOMPARE(write_fen(Position::hexxagon()), std::string(hexxagon_fen));
    QCOMPARE(write_fen(Position::start(*Geometry::rectangle(5, 3))),
             std::string("x3o/5/o3x x 0 1"));
    const Position hex = Position::start(*Geometry::hexagon(3));
    QCOMPARE(write_fen(hex), std::string("x1o/4/o3x/4/x1o x 0 1"));
}

void TestPosition::aCloneAddsAPieceAndCapturesNeighbours() {
    Position p = fen("7/7/7/2xo3/3o3/7/7 x 0 1");
    const Geometry& g = p.geometry();
    const Move m = move(p, "c3"); // next to c4, touching d4 and d3
    QVERIFY(m.is_clone());
    QCOMPARE(p.captures(m).count(), 2);
    p.play(m);
    QCOMPARE(p.pieces(Side::X).count(), 4);
    QCOMPARE(p.pieces(Side::O).count(), 0);
    QVERIFY(p.pieces(Side::X).contains(g.cell_from_name("c4")));
    QCOMPARE(p.side_to_move(), Side::O);
    QCOMPARE(p.key(), p.compute_key());
}

void TestPosition::aJumpMovesThePieceAndCaptures() {
    Position p = fen("7/7/7/x2o3/7/7/6o x 3 7");
    const Geometry& g = p.geometry();
    const Move m = move(p, "a4c4");
    QVERIFY(m.is_jump());
    p.play(m);
    QVERIFY(!p.pieces(Side::X).contains(g.cell_from_name("a4")));
    QVERIFY(p.pieces(Side::X).contains(g.cell_from_name("c4")));
    QVERIFY(p.pieces(Side::X).contains(g.cell_from_name("d4")));
    QCOMPARE(p.pieces(Side::X).count(), 2);
    QCOMPARE(p.pieces(Side::O).count(), 1);
    QCOMPARE(p.halfmove_clock(), 4);
}

void TestPosition::clonesToTheSameCellAreOneMove() {
    // Three x pieces all touch d4: one clone move there, however many sources.
    const Position p = fen("7/7/2xxx2/7/7/7/o6 x 0 1");
    MoveList moves;
    p.generate(moves);
    int to_d4 = 0;
    const int d4 = p.geometry().cell_from_name("d4");
    for (const Move m : moves)
        if (m.is_clone() && m.to() == d4) ++to_d4;
    QCOMPARE(to_d4, 1);
    QCOMPARE(p.count_moves(), moves.size());
}

void TestPosition::clocksFollowTheRules() {
    Position p = fen("x5o/7/7/7/7/7/o5x x 5 3");
    p.play(move(p, "a7c7")); // jump: +1
    QCOMPARE(p.halfmove_clock(), 6);
    QCOMPARE(p.fullmove_number(), 3);
    p.play(move(p, "f7")); // clone by o: reset, and a new full move
    QCOMPARE(p.halfmove_clock(), 0);
    QCOMPARE(p.fullmove_number(), 4);

    Position stuck = fen("7/7/7/7/ooooooo/ooooooo/xxxxxxx x 9 1");
    stuck.play(Move::pass());
    QCOMPARE(stuck.halfmove_clock(), 10);
    QCOMPARE(stuck.side_to_move(), Side::O);
}

void TestPosition::gameEndsAsTheRulesSay_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<StuckRule>("stuck");
    QTest::addColumn<int>("halfmoveLimit");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<EndReason>("reason");
    QTest::addColumn<int>("xCount");
    QTest::addColumn<int>("oCount");

    const StuckRule pass = StuckRule::Pass;
    QTest::newRow("o has no pieces") << "7/7/7/7/7/7/xxxxxxx o 0 9" << pass << 100 << Outcome::XWins
                                     << EndReason::NoPieces << 7 << 0;
    QTest::newRow("board full, o has more")
        << "xxx/xoo/ooo x 0 1" << pass << 100 << Outcome::OWins << EndReason::BoardFull << 4 << 5;
    QTest::newRow("board full, equal") << "xxxx/xxxx/oooo/oooo o 0 1" << pass << 100
                                       << Outcome::Draw << EndReason::BoardFull << 8 << 8;
    QTest::newRow("walled in, no one can move")
        << "xxo--2/-----2/-----2/7/7/7/7 o 0 1" << pass << 100 << Outcome::XWins
        << EndReason::NoMoves << 2 << 1;
    QTest::newRow("halfmove clock at 100") << "x5o/7/7/7/7/7/o5x x 100 1" << pass << 100
                                           << Outcome::Draw << EndReason::HalfmoveLimit << 2 << 2;
    QTest::newRow("halfmove clock at another limit")
        << "x5o/7/7/7/7/7/o5x o 50 1" << pass << 50 << Outcome::Draw << EndReason::HalfmoveLimit
        << 2 << 2;
    QTest::newRow("no halfmove limit")
        << "x5o/7/7/7/7/7/o5x x 500 1" << pass << 0 << Outcome::None << EndReason::None << 2 << 2;
    QTest::newRow("below the limit")
        << "x5o/7/7/7/7/7/o5x x 99 1" << pass << 100 << Outcome::None << EndReason::None << 2 << 2;
    // x is walled into the top row with three pieces; o has two and room to move.
    const char* walled_x = "xxx--/-----/-----/5/3oo x 0 1";
    QTest::newRow("stuck side passes")
        << walled_x << pass << 100 << Outcome::None << EndReason::None << 3 << 2;
    QTest::newRow("stuck side ends the game (end)")
        << walled_x << StuckRule::End << 100 << Outcome::XWins << EndReason::NoMoves << 3 << 2;
    QTest::newRow("empty cells go to the other side (fill)")
        << walled_x << StuckRule::Fill << 100 << Outcome::OWins << EndReason::NoMoves << 3 << 10;
    QTest::newRow("fill, but the stuck side is o")
        << "ooo--/-----/-----/5/3xx o 0 1" << StuckRule::Fill << 100 << Outcome::XWins
        << EndReason::NoMoves << 10 << 3;
    QTest::newRow("end rule: a side that can move plays on")
        << "xxx--/-----/-----/5/3oo o 0 1" << StuckRule::End << 100 << Outcome::None
        << EndReason::None << 3 << 2;
    QTest::newRow("Hexxagon board full") << "xxx/xxoo/ooooo/oooo/ooo x 0 1" << pass << 100
                                         << Outcome::OWins << EndReason::BoardFull << 5 << 14;
}

void TestPosition::gameEndsAsTheRulesSay() {
    QFETCH(QString, fen);
    QFETCH(StuckRule, stuck);
    QFETCH(int, halfmoveLimit);
    QFETCH(Outcome, outcome);
    QFETCH(EndReason, reason);
    QFETCH(int, xCount);
    QFETCH(int, oCount);
    Rules rules;
    rules.stuck = stuck;
    rules.halfmove_limit = static_cast<std::uint16_t>(halfmoveLimit);
    const auto p = read_fen(fen.toStdString(), rules);
    QVERIFY2(p.has_value(), p.error().c_str());
    const GameResult r = p->result();
    QCOMPARE(r.outcome, outcome);
    QCOMPARE(r.reason, reason);
    QCOMPARE(r.x_count, xCount);
    QCOMPARE(r.o_count, oCount);
    // Over exactly when there is no move to play.
    QCOMPARE(p->count_moves() == 0, r.over());
    QCOMPARE(p->has_moves(), !r.over());
}

void TestPosition::theOnlyMoveOfAStuckSideIsThePass() {
    const Position p = fen("xxx--/-----/-----/5/3oo x 0 1");
    MoveList moves;
    p.generate(moves);
    QCOMPARE(moves.size(), 1);
    QVERIFY(moves[0].is_pass());
    QVERIFY(p.is_legal(Move::pass()));
    // Where a side can move, the pass is not legal.
    QVERIFY(!Position().is_legal(Move::pass()));
}

void TestPosition::aFinishedGameHasNoMoves() {
    for (const char* text :
         {"7/7/7/7/7/7/xxxxxxx o 0 9", "xxx/xoo/ooo x 0 1", "x5o/7/7/7/7/7/o5x x 100 1"}) {
        const Position p = fen(text);
        MoveList moves;
        p.generate(moves);
        QVERIFY2(moves.empty(), text);
        QVERIFY(!p.is_legal(Move::pass()));
        QVERIFY(!p.is_legal(Move::clone(0)));
    }
}

QTEST_MAIN(TestPosition)
#include "tst_position.moc"

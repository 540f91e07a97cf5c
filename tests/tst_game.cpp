// The game record: moves played, taken back, replayed and browsed; what a
// new move does to the moves after the cursor; threefold repetition; results
// declared from outside; the result at the end of the record, wherever the
// cursor stands; and finished games refusing moves.

#include "fen.h"
#include "game.h"
#include "notation.h"
#include "position.h"
#include "printing.h"

#include <QtTest>

#include <random>
#include <string>
#include <vector>

using namespace ataxx;

Q_DECLARE_METATYPE(ataxx::Outcome)
Q_DECLARE_METATYPE(ataxx::EndReason)
Q_DECLARE_METATYPE(ataxx::StuckRule)

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

Position position_from(const QString& fen, Rules rules = {}) {
    const auto position = read_fen(fen.toStdString(), rules);
    return position ? *position : Position();
}

// The move a string names in a position, or Move::none() when it names no legal move.
Move move_named(const Position& position, const QString& text) {
    const auto move = read_move(position, text.toStdString());
    return move ? *move : Move::none();
}

int cell_named(const Position& position, const QString& name) {
    return position.geometry().cell_from_name(name.toStdString());
}

// The positions after 0, 1, ... moves, made one by one on positions.
std::vector<Position> positions_along(const Position& start, const QStringList& moves) {
    std::vector<Position> positions{start};
    for (const QString& text : moves) {
        const Move m = move_named(positions.back(), text);
        if (m.is_none()) break;
        positions.push_back(positions.back().after(m));
    }
    return positions;
}

// A game of seven plies on the 7 x 7 board, with captures both ways.
const QString classic_start = "x5o/7/7/7/7/7/o5x x 0 1";
const QStringList classic_moves = {"b6", "b2", "b6b4", "b3", "a6", "a5", "b6"};
const QString classic_end = "x5o/xx5/x6/1o5/1o5/1o5/o5x o 0 4";

bool play_all(Game& game, const QStringList& moves) {
    for (const QString& text : moves) {
        const Move m = move_named(game.position(), text);
        if (m.is_none() || !game.play(m)) return false;
    }
    return true;
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void aNewGameStartsFromTheClassicStart();
    void playUndoRedoAndGoToKeepPositionAndPly_data();
    void playUndoRedoAndGoToKeepPositionAndPly();
    void playingADifferentMoveAfterUndoAddsAVariationAndDropsNothing_data();
    void playingADifferentMoveAfterUndoAddsAVariationAndDropsNothing();
    void playingTheSameMoveAfterUndoKeepsTheRest_data();
    void playingTheSameMoveAfterUndoKeepsTheRest();
    void illegalMovesChangeNothing_data();
    void illegalMovesChangeNothing();
    void thirdRepetitionDrawsOnlyUnderTheRepetitionRule_data();
    void thirdRepetitionDrawsOnlyUnderTheRepetitionRule();
    void declaredResultHoldsAtTheEndOnly_data();
    void declaredResultHoldsAtTheEndOnly();
    void finishedGamesRefuseMoves_data();
    void finishedGamesRefuseMoves();
    void promoteLiftsAVariationOneLevelAndToTheMainLine();
    void deletingAVariationOrFromAMoveOnTakesOnlyThat();
    void repetitionAndResultFollowTheLineBeingPlayed();
    void aLongGameWithManyVariationsKeepsEveryLineWhole();
};

void TestGame::aNewGameStartsFromTheClassicStart() {
    const Game game;
    QCOMPARE(game.position(), Position());
    QCOMPARE(game.start_position(), Position());
    QCOMPARE(game.ply(), 0);
    QCOMPARE(game.length(), 0);
    QVERIFY(!game.can_undo());
    QVERIFY(!game.can_redo());
    QVERIFY(!game.result().over());
    QVERIFY(game.declared_reason().empty());
}

void TestGame::playUndoRedoAndGoToKeepPositionAndPly_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("end");
    QTest::addColumn<bool>("overAtEnd");

    QTest::newRow("7x7 with captures") << classic_start << classic_moves << classic_end << false;
    QTest::newRow("blocked board")
        << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1" << QStringList{"a7a5", "g7e7", "b6", "d6", "c6"}
        << "4o2/1xxx3/x1-1-2/3-3/2-1-2/7/o5x o 0 3" << false;
    QTest::newRow("hexxagon") << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"
                              << QStringList{"f9", "h9", "g9", "h8"}
                              << "xxxoo/4o1/7/4-3/o2-4x/4-3/7/6/x3o x 0 3" << false;
    QTest::newRow("o moves first and wins")
        << "7/7/7/3o3/7/7/x6 o 0 1" << QStringList{"d3", "a1c2", "c3"}
        << "7/7/7/3o3/2oo3/2o4/7 x 0 3" << true;
    QTest::newRow("x passes twice")
        << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1" << QStringList{"0000", "a4", "0000"}
        << "7/7/7/o6/ooooooo/ooooooo/xxxxxxx o 1 2" << false;
}

void TestGame::playUndoRedoAndGoToKeepPositionAndPly() {
    QFETCH(QString, start);
    QFETCH(QStringList, moves);
    QFETCH(QString, end);
    QFETCH(bool, overAtEnd);

    const Position first = position_from(start);
    QCOMPARE(qs(write_fen(first)), start);
    const std::vector<Position> expected = positions_along(first, moves);
    QCOMPARE(static_cast<int>(expected.size()), moves.size() + 1);
    QCOMPARE(qs(write_fen(expected.back())), end);
    const int n = moves.size();

    Game game(first);
    for (int i = 0; i < n; ++i) {
        const Move m = move_named(game.position(), moves[i]);
        QVERIFY2(!m.is_none(), qPrintable(moves[i]));
        QVERIFY(game.play(m));
        QCOMPARE(game.ply(), i + 1);
        QCOMPARE(game.length(), i + 1);
        QCOMPARE(game.move_at(i), m);
        QCOMPARE(qs(write_fen(game.position())), qs(write_fen(expected[i + 1])));
        QCOMPARE(game.position(), expected[i + 1]);
        QVERIFY(!game.can_redo());
    }
    QCOMPARE(qs(write_fen(game.position())), end);
    QCOMPARE(game.result().over(), overAtEnd);
    QCOMPARE(game.start_position(), first);

    // Back to the start one move at a time.
    for (int ply = n - 1; ply >= 0; --ply) {
        QVERIFY(game.undo());
        QCOMPARE(game.ply(), ply);
        QCOMPARE(game.length(), n);
        QCOMPARE(game.position(), expected[ply]);
        QVERIFY(game.can_redo());
        QVERIFY(!game.result().over());
    }
    QVERIFY(!game.can_undo());
    QVERIFY(!game.undo());
    QCOMPARE(game.ply(), 0);

    // Forward again: the same positions.
    for (int ply = 1; ply <= n; ++ply) {
        QVERIFY(game.redo());
        QCOMPARE(game.ply(), ply);
        QCOMPARE(game.position(), expected[ply]);
    }
    QVERIFY(!game.can_redo());
    QVERIFY(!game.redo());
    QCOMPARE(game.ply(), n);
    QCOMPARE(game.result().over(), overAtEnd);

    // Browsing in any order.
    for (const int ply : {0, n, 1, n - 1, n / 2, 0}) {
        QVERIFY(game.go_to(ply));
        QCOMPARE(game.ply(), ply);
        QCOMPARE(game.position(), expected[ply]);
        QCOMPARE(game.position_at(ply), expected[ply]);
        QCOMPARE(game.length(), n);
    }
    QVERIFY(game.go_to(2));
    QVERIFY(!game.go_to(-1));
    QVERIFY(!game.go_to(n + 1));
    QCOMPARE(game.ply(), 2);
    QCOMPARE(game.position(), expected[2]);
}

void TestGame::playingADifferentMoveAfterUndoAddsAVariationAndDropsNothing_data() {
    QTest::addColumn<int>("undos");
    QTest::addColumn<QString>("move");

    QTest::newRow("back to the start, x plays g2 instead of b6") << 7 << "g2";
    QTest::newRow("back four plies, o plays a2 instead of b3") << 4 << "a2";
    QTest::newRow("back two plies, o plays g6 instead of a5") << 2 << "g6";
    QTest::newRow("back one ply, x plays b7 instead of b6") << 1 << "b7";
    QTest::newRow("back one ply, x jumps a7c7 instead of cloning b6") << 1 << "a7c7";
}

void TestGame::playingADifferentMoveAfterUndoAddsAVariationAndDropsNothing() {
    QFETCH(int, undos);
    QFETCH(QString, move);

    Game game(position_from(classic_start));
    QVERIFY(play_all(game, classic_moves));
    const std::vector<Move> record = game.moves();
    for (int i = 0; i < undos; ++i) QVERIFY(game.undo());
    const int ply = game.ply();
    const Position before = game.position();
    const Move m = move_named(before, move);
    QVERIFY2(!m.is_none(), qPrintable(move));
    QCOMPARE_NE(m, record[static_cast<std::size_t>(ply)]);
    QVERIFY(game.play(m));
    // The line on the board is the new one...
    QCOMPARE(game.ply(), ply + 1);
    QCOMPARE(game.length(), ply + 1);
    QVERIFY(!game.can_redo());
    QVERIFY(!game.redo());
    QCOMPARE(game.move_at(ply), m);
    QCOMPARE(game.position(), before.after(m));
    for (int i = 0; i < ply; ++i) QCOMPARE(game.move_at(i), record[static_cast<std::size_t>(i)]);
    QCOMPARE(game.variation_depth(game.current_node()), 1);
    // ...and the game is still all there: the old moves are its main line.
    QCOMPARE(game.main_line(), record);
    QCOMPARE(game.variation_count(), 1);
    QCOMPARE(game.children(game.node_at(ply)).size(), std::size_t{2});
    // Going back and playing the variation's move again goes into it.
    QVERIFY(game.go_to_node(game.main_line_end()));
    QCOMPARE(game.moves(), record);
    QVERIFY(game.go_to(ply));
    QVERIFY(game.play(m));
    QCOMPARE(game.length(), ply + 1);
    QCOMPARE(game.variation_count(), 1);
}

void TestGame::playingTheSameMoveAfterUndoKeepsTheRest_data() {
    QTest::addColumn<int>("undos");
    QTest::addColumn<QString>("move");
    QTest::newRow("one ply back, b6") << 1 << "b6";
    QTest::newRow("one ply back, the same clone named a7b6") << 1 << "a7b6";
    QTest::newRow("three plies back, a6") << 3 << "a6";
    QTest::newRow("four plies back, b3") << 4 << "b3";
    QTest::newRow("four plies back, the same clone named b2b3") << 4 << "b2b3";
    QTest::newRow("back to the start, b6") << 7 << "b6";
}

void TestGame::playingTheSameMoveAfterUndoKeepsTheRest() {
    QFETCH(int, undos);
    QFETCH(QString, move);

    Game game(position_from(classic_start));
    QVERIFY(play_all(game, classic_moves));
    const std::vector<Move> record = game.moves();
    for (int i = 0; i < undos; ++i) QVERIFY(game.undo());
    const int ply = game.ply();
    const Move m = move_named(game.position(), move);
    QCOMPARE(m, record[static_cast<std::size_t>(ply)]);
    QVERIFY(game.play(m));
    QCOMPARE(game.ply(), ply + 1);
    QCOMPARE(game.length(), classic_moves.size());
    QCOMPARE(game.moves(), record);
    QCOMPARE(game.can_redo(), undos > 1);
    QVERIFY(game.go_to(game.length()));
    QCOMPARE(qs(write_fen(game.position())), classic_end);
}

void TestGame::illegalMovesChangeNothing_data() {
    QTest::addColumn<int>("undos");
    QTest::addColumn<QString>("kind"); // clone, jump, pass, none, off-board
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");

    // At the end (ply 7), o to move; x: a7 b6 a6 a5 g1, o: g7 b4 b3 b2 a1.
    QTest::newRow("end: clone onto an own piece") << 0 << "clone"
                                                  << ""
                                                  << "b3";
    QTest::newRow("end: clone onto an x piece") << 0 << "clone"
                                                << ""
                                                << "a5";
    QTest::newRow("end: clone far from any o piece") << 0 << "clone"
                                                     << ""
                                                     << "e4";
    QTest::newRow("end: jump of an x piece") << 0 << "jump"
                                             << "a5"
                                             << "c5";
    QTest::newRow("end: jump of distance 3") << 0 << "jump"
                                             << "b4"
                                             << "e4";
    QTest::newRow("end: jump from an empty cell") << 0 << "jump"
                                                  << "d4"
                                                  << "d6";
    QTest::newRow("end: pass while o can move") << 0 << "pass"
                                                << ""
                                                << "";
    QTest::newRow("end: no move") << 0 << "none"
                                  << ""
                                  << "";
    QTest::newRow("end: a cell off the board") << 0 << "off-board"
                                               << ""
                                               << "";
    // At ply 5, o to move, with two moves still to redo.
    QTest::newRow("middle: jump onto an x piece") << 2 << "jump"
                                                  << "b4"
                                                  << "a6";
    QTest::newRow("middle: clone only x could make") << 2 << "clone"
                                                     << ""
                                                     << "b7";
    QTest::newRow("middle: pass while o can move") << 2 << "pass"
                                                   << ""
                                                   << "";
    // At the start, x to move.
    QTest::newRow("start: jump of an o piece") << 7 << "jump"
                                               << "g7"
                                               << "e7";
    QTest::newRow("start: jump of distance 3") << 7 << "jump"
                                               << "a7"
                                               << "a4";
    QTest::newRow("start: a cell off the board") << 7 << "off-board"
                                                 << ""
                                                 << "";
}

void TestGame::illegalMovesChangeNothing() {
    QFETCH(int, undos);
    QFETCH(QString, kind);
    QFETCH(QString, from);
    QFETCH(QString, to);

    Game game(position_from(classic_start));
    QVERIFY(play_all(game, classic_moves));
    for (int i = 0; i < undos; ++i) QVERIFY(game.undo());
    const Position& here = game.position();
    Move m = Move::none();
    if (kind == "clone") m = Move::clone(cell_named(here, to));
    if (kind == "jump") m = Move::jump(cell_named(here, from), cell_named(here, to));
    if (kind == "pass") m = Move::pass();
    if (kind == "off-board") m = Move::clone(here.geometry().cell_count() + 3);
    if (kind == "clone" || kind == "jump") QVERIFY(cell_named(here, to) >= 0);
    if (kind == "jump") QVERIFY(cell_named(here, from) >= 0);

    const Position before = game.position();
    const std::vector<Move> record = game.moves();
    const int ply = game.ply();
    QVERIFY(!game.play(m));
    QCOMPARE(game.ply(), ply);
    QCOMPARE(game.length(), classic_moves.size());
    QCOMPARE(game.moves(), record);
    QCOMPARE(game.position(), before);
    // The record ahead is still there to replay.
    QVERIFY(game.go_to(game.length()));
    QCOMPARE(qs(write_fen(game.position())), classic_end);
}

void TestGame::thirdRepetitionDrawsOnlyUnderTheRepetitionRule_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<QStringList>("cycle"); // four jumps that restore the position
    QTest::addColumn<bool>("repetitionRule");

    const QStringList classic_cycle = {"a7a5", "g7g5", "a5a7", "g5g7"};
    QTest::newRow("7x7, repetition rule on") << classic_start << classic_cycle << true;
    QTest::newRow("7x7, repetition rule off") << classic_start << classic_cycle << false;
    const QStringList o_cycle = {"g7g5", "a7a5", "g5g7", "a5a7"};
    QTest::newRow("7x7, o moves first, rule on") << "x5o/7/7/7/7/7/o5x o 0 1" << o_cycle << true;
    const QString hexxagon = "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1";
    const QStringList hex_cycle = {"e9g9", "a5c5", "g9e9", "c5a5"};
    QTest::newRow("hexxagon, rule on") << hexxagon << hex_cycle << true;
    QTest::newRow("hexxagon, rule off") << hexxagon << hex_cycle << false;
}

void TestGame::thirdRepetitionDrawsOnlyUnderTheRepetitionRule() {
    QFETCH(QString, start);
    QFETCH(QStringList, cycle);
    QFETCH(bool, repetitionRule);

    Rules rules;
    rules.threefold_repetition = repetitionRule;
    Game game(position_from(start, rules));
    QCOMPARE(qs(write_fen(game.position())), start);
    QCOMPARE(game.rules().threefold_repetition, repetitionRule);
    QCOMPARE(game.repetitions(), 1);

    // Twice round the cycle: the start position stands for the second time after
    // four plies and for the third time after eight.
    for (int ply = 1; ply <= 8; ++ply) {
        const Move m = move_named(game.position(), cycle[(ply - 1) % 4]);
        QVERIFY2(!m.is_none(), qPrintable(cycle[(ply - 1) % 4]));
        QVERIFY2(game.play(m), qPrintable(QStringLiteral("refused at ply %1").arg(ply)));
        QCOMPARE(game.repetitions(), 1 + ply / 4);
        const GameResult result = game.result();
        if (repetitionRule && ply == 8) {
            QCOMPARE(result.outcome, Outcome::Draw);
            QCOMPARE(result.reason, EndReason::Repetition);
        } else {
            QVERIFY2(!result.over(), qPrintable(QStringLiteral("over at ply %1").arg(ply)));
        }
        // A lone position knows nothing of the repetition.
        QVERIFY(!game.position().is_over());
    }
    QVERIFY(game.position().same_placement(game.start_position()));
    QCOMPARE(game.position().halfmove_clock(), 8);

    const Move next = move_named(game.position(), cycle[0]);
    QVERIFY(!next.is_none());
    if (repetitionRule) {
        QVERIFY(!game.play(next));
        QCOMPARE(game.length(), 8);
        // One ply back the position has stood only twice; the record still
        // ends drawn, wherever the cursor stands.
        QVERIFY(game.undo());
        QVERIFY(!game.result().over());
        QCOMPARE(game.final_result().outcome, Outcome::Draw);
        QCOMPARE(game.final_result().reason, EndReason::Repetition);
        QVERIFY(game.go_to(4));
        QCOMPARE(game.final_result().reason, EndReason::Repetition);
        QVERIFY(game.go_to(7));
        QVERIFY(game.redo());
        QCOMPARE(game.result().reason, EndReason::Repetition);
    } else {
        QVERIFY(game.play(next));
        QCOMPARE(game.length(), 9);
        QVERIFY(!game.result().over());
        QVERIFY(game.go_to(8));
        QVERIFY(!game.final_result().over());
    }
}

void TestGame::declaredResultHoldsAtTheEndOnly_data() {
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("why");
    QTest::newRow("x wins by adjudication") << Outcome::XWins << "adjudication";
    QTest::newRow("o wins, x lost on time") << Outcome::OWins << "x lost on time";
    QTest::newRow("draw agreed") << Outcome::Draw << "draw agreed";
}

void TestGame::declaredResultHoldsAtTheEndOnly() {
    QFETCH(Outcome, outcome);
    QFETCH(QString, why);

    Game game(position_from(classic_start));
    QVERIFY(play_all(game, classic_moves));
    const std::vector<Move> record = game.moves();
    QVERIFY(!game.result().over());
    QVERIFY(!game.final_result().over());

    // Declaring from the middle of the record puts the cursor at its end.
    QVERIFY(game.go_to(3));
    game.declare_result(outcome, why.toStdString());
    QCOMPARE(game.ply(), game.length());
    QCOMPARE(game.result().outcome, outcome);
    QCOMPARE(game.result().reason, EndReason::Declared);
    QCOMPARE(qs(game.declared_reason()), why);

    // A decided game takes no more moves.
    MoveList moves;
    game.position().generate(moves);
    QVERIFY(!moves.empty());
    QVERIFY(!game.play(moves[0]));
    QCOMPARE(game.length(), classic_moves.size());

    // Away from the end the game is open; back at the end it is decided again.
    QVERIFY(game.undo());
    QVERIFY(!game.result().over());
    QVERIFY(game.go_to(0));
    QVERIFY(!game.result().over());
    // The record's end is decided, wherever the cursor stands.
    QCOMPARE(game.final_result().outcome, outcome);
    QCOMPARE(game.final_result().reason, EndReason::Declared);
    QCOMPARE(game.ply(), 0);
    QVERIFY(game.go_to(game.length()));
    QCOMPARE(game.result().outcome, outcome);

    // Replaying the recorded move keeps the record and its result.
    QVERIFY(game.undo());
    QVERIFY(game.play(record.back()));
    QCOMPARE(game.length(), classic_moves.size());
    QCOMPARE(game.result().outcome, outcome);
    QCOMPARE(qs(game.declared_reason()), why);

    // A new move in its place is a variation with no result; the game, its
    // main line, keeps its own.
    QVERIFY(game.undo());
    const Move other = move_named(game.position(), "b7");
    QVERIFY(!other.is_none());
    QCOMPARE_NE(other, record.back());
    QVERIFY(game.play(other));
    QCOMPARE(game.length(), classic_moves.size());
    QCOMPARE(game.variation_depth(game.current_node()), 1);
    QVERIFY(!game.result().over());
    QVERIFY(game.go_to(1));
    QCOMPARE(game.final_result().outcome, outcome);
    QCOMPARE(qs(game.declared_reason()), why);
    QVERIFY(game.go_to(game.length()));
    game.position().generate(moves);
    QVERIFY(game.play(moves[0]));

    // Back on the main line, its end still holds the result.
    QVERIFY(game.go_to_node(game.main_line_end()));
    QCOMPARE(game.moves(), record);
    QCOMPARE(game.main_line(), record);
    QCOMPARE(game.result().outcome, outcome);
    // Deleting the line that ended it takes the declared result with it.
    QVERIFY(game.delete_from(game.node_at(1)));
    QVERIFY(!game.final_result().over());
    QVERIFY(game.declared_reason().empty());
}

void TestGame::finishedGamesRefuseMoves_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<StuckRule>("stuck");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<EndReason>("reason");
    QTest::addColumn<int>("xCount");
    QTest::addColumn<int>("oCount");

    QTest::newRow("o has no pieces") << "x6/7/7/7/7/7/7 o 0 1" << StuckRule::Pass << Outcome::XWins
                                     << EndReason::NoPieces << 1 << 0;
    QTest::newRow("x has no pieces") << "7/7/7/3oo2/7/7/7 x 0 1" << StuckRule::Pass
                                     << Outcome::OWins << EndReason::NoPieces << 0 << 2;
    QTest::newRow("board full") << "xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/ooooooo/ooooooo/ooooooo o 0 1"
                                << StuckRule::Pass << Outcome::XWins << EndReason::BoardFull << 28
                                << 21;
    QTest::newRow("no empty cell within reach")
        << "xo--3/----3/----3/7/7/7/7 x 0 1" << StuckRule::Pass << Outcome::Draw
        << EndReason::NoMoves << 1 << 1;
    QTest::newRow("halfmove clock at 100") << "x5o/7/7/7/7/7/o5x x 100 1" << StuckRule::Pass
                                           << Outcome::Draw << EndReason::HalfmoveLimit << 2 << 2;
    QTest::newRow("x stuck under the end rule")
        << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1" << StuckRule::End << Outcome::OWins
        << EndReason::NoMoves << 7 << 14;
    QTest::newRow("x stuck under the fill rule: the 28 empty cells go to o")
        << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1" << StuckRule::Fill << Outcome::OWins
        << EndReason::NoMoves << 7 << 42;
}

void TestGame::finishedGamesRefuseMoves() {
    QFETCH(QString, fen);
    QFETCH(StuckRule, stuck);
    QFETCH(Outcome, outcome);
    QFETCH(EndReason, reason);
    QFETCH(int, xCount);
    QFETCH(int, oCount);

    Rules rules;
    rules.stuck = stuck;
    Game game(position_from(fen, rules));
    QCOMPARE(qs(write_fen(game.position())), fen);
    const GameResult result = game.result();
    QCOMPARE(result.outcome, outcome);
    QCOMPARE(result.reason, reason);
    QCOMPARE(result.x_count, xCount);
    QCOMPARE(result.o_count, oCount);

    MoveList moves;
    game.position().generate(moves);
    QCOMPARE(moves.size(), 0);
    const Position& here = game.position();
    const Geometry& g = here.geometry();
    QVERIFY(!game.play(Move::pass()));
    for (int to = 0; to < g.cell_count(); ++to) {
        QVERIFY(!game.play(Move::clone(to)));
        for (int from = 0; from < g.cell_count(); ++from)
            if (g.distance(from, to) == 2) QVERIFY(!game.play(Move::jump(from, to)));
    }
    QCOMPARE(game.ply(), 0);
    QCOMPARE(game.length(), 0);
    QCOMPARE(qs(write_fen(game.position())), fen);
}

namespace {

// The tree of the examples below, from the 7 x 7 start:
//   main line       1. b6 f6 2. f2
//   variation A     1. f2 a2
//   inside A, B     1. f2 g6 2. b6
struct Tree {
    Game game{position_from(classic_start)};
    NodeId a2 = Game::no_node;
    NodeId b6_in_b = Game::no_node;
    NodeId f6 = Game::no_node;
};

Tree example_tree() {
    Tree tree;
    Game& game = tree.game;
    play_all(game, {"b6", "f6", "f2"});
    tree.f6 = game.node_at(2);
    game.go_to(0);
    play_all(game, {"f2", "a2"});
    tree.a2 = game.current_node();
    game.go_to(1);
    play_all(game, {"g6", "b6"});
    tree.b6_in_b = game.current_node();
    return tree;
}

QStringList line_strings(const Game& game, NodeId node) {
    QStringList line;
    Position at = game.start_position();
    for (const Move move : game.line_to(node)) {
        line << qs(move_to_string(at.geometry(), move));
        at = at.after(move);
    }
    return line;
}

QStringList main_strings(const Game& game) {
    return line_strings(game, game.main_line_end());
}

} // namespace

void TestGame::promoteLiftsAVariationOneLevelAndToTheMainLine() {
    Tree tree = example_tree();
    Game& game = tree.game;
    QCOMPARE(game.variation_count(), 2);
    QCOMPARE(game.variation_depth(tree.b6_in_b), 2);
    QCOMPARE(game.variation_depth(tree.a2), 1);
    QCOMPARE(line_strings(game, tree.b6_in_b), (QStringList{"f2", "g6", "b6"}));

    // B becomes A's own line, A's a2 a variation of it.
    QVERIFY(game.promote(tree.b6_in_b));
    QCOMPARE(game.variation_depth(tree.b6_in_b), 1);
    QCOMPARE(game.variation_depth(tree.a2), 2);
    QCOMPARE(main_strings(game), (QStringList{"b6", "f6", "f2"}));
    // The cursor's line is untouched.
    QCOMPARE(game.current_node(), tree.b6_in_b);
    QCOMPARE(game.length(), 3);

    // Then to the main line: the old main line is a variation.
    QVERIFY(game.promote_to_main_line(tree.b6_in_b));
    QCOMPARE(game.variation_depth(tree.b6_in_b), 0);
    QCOMPARE(main_strings(game), (QStringList{"f2", "g6", "b6"}));
    QCOMPARE(game.variation_depth(tree.f6), 1);
    QCOMPARE(game.variation_count(), 2);
    QVERIFY(!game.promote(tree.b6_in_b));
    QVERIFY(!game.promote_to_main_line(tree.b6_in_b));

    // Straight to the main line from two deep.
    Tree again = example_tree();
    QVERIFY(again.game.promote_to_main_line(again.b6_in_b));
    QCOMPARE(main_strings(again.game), (QStringList{"f2", "g6", "b6"}));
    QCOMPARE(again.game.variation_depth(again.a2), 1);
}

void TestGame::deletingAVariationOrFromAMoveOnTakesOnlyThat() {
    // B, where the cursor is: the cursor goes to where B began.
    Tree tree = example_tree();
    Game& game = tree.game;
    const NodeId f2 = game.parent(game.parent(tree.b6_in_b));
    QVERIFY(game.delete_variation(tree.b6_in_b));
    QVERIFY(!game.contains(tree.b6_in_b));
    QCOMPARE(game.current_node(), f2);
    QCOMPARE(game.variation_count(), 1);
    QCOMPARE(line_strings(game, game.node_at(game.length())), (QStringList{"f2", "a2"}));
    QVERIFY(!game.delete_variation(game.main_line_end()));
    QCOMPARE(main_strings(game), (QStringList{"b6", "f6", "f2"}));

    // A with B inside it, the cursor elsewhere: it stays.
    Tree other = example_tree();
    QVERIFY(other.game.go_to_node(other.f6));
    QVERIFY(other.game.delete_variation(other.a2));
    QCOMPARE(other.game.variation_count(), 0);
    QVERIFY(!other.game.contains(other.b6_in_b));
    QCOMPARE(other.game.current_node(), other.f6);
    QCOMPARE(other.game.length(), 3);

    // From f6 on, the cursor at the end of the main line: back to b6.
    Tree third = example_tree();
    QVERIFY(third.game.go_to_node(third.game.main_line_end()));
    QVERIFY(third.game.delete_from(third.f6));
    QCOMPARE(main_strings(third.game), (QStringList{"b6"}));
    QCOMPARE(third.game.ply(), 1);
    QCOMPARE(third.game.length(), 1);
    QCOMPARE(third.game.variation_count(), 2);
    QVERIFY(!third.game.delete_from(Game::root));
    // Deleting the main line's first move makes the variation the game.
    QVERIFY(third.game.delete_from(third.game.node_at(1)));
    QCOMPARE(main_strings(third.game), (QStringList{"f2", "a2"}));
    QCOMPARE(third.game.ply(), 0);
}

void TestGame::repetitionAndResultFollowTheLineBeingPlayed() {
    Rules rules;
    rules.threefold_repetition = true;
    Game game(position_from(classic_start, rules));
    const QStringList cycle = {"a7a5", "g7g5", "a5a7", "g5g7"};
    // The main line leaves the cycle after four plies...
    QVERIFY(play_all(game, cycle));
    QVERIFY(play_all(game, {"b6", "f6"}));
    // ...a variation goes round again and is drawn at its eighth ply.
    QVERIFY(game.go_to(4));
    QVERIFY(play_all(game, cycle));
    QCOMPARE(game.length(), 8);
    QCOMPARE(game.result().outcome, Outcome::Draw);
    QCOMPARE(game.result().reason, EndReason::Repetition);
    QVERIFY(!game.final_result().over());
    QCOMPARE(game.repetitions(), 3);
    // On the main line the same moves count as before.
    QVERIFY(game.go_to_node(game.main_line_end()));
    QCOMPARE(game.length(), 6);
    QVERIFY(!game.result().over());
    QCOMPARE(game.repetitions(), 1);
}

void TestGame::aLongGameWithManyVariationsKeepsEveryLineWhole() {
    // 200 plies on the main line (of an 11 x 11 board, where a game of random
    // moves lasts that long), 50 variations of up to six plies branching off it
    // or off each other; every line's positions are its moves replayed.
    Game game(position_from("x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1"));
    std::mt19937 random(62);
    MoveList moves;
    while (game.length() < 200 && !game.result().over()) {
        game.position().generate(moves);
        QVERIFY(game.play(moves[random() % moves.size()]));
    }
    QCOMPARE(game.length(), 200);
    const std::vector<Move> main = game.moves();
    std::vector<NodeId> ends;
    while (game.variation_count() < 50) {
        QVERIFY(game.go_to_node(ends.empty() || random() % 3 != 0 ? game.main_line_end()
                                                                  : ends[random() % ends.size()]));
        QVERIFY(game.go_to(static_cast<int>(random() % static_cast<unsigned>(game.length()))));
        for (int i = 0; i < 6 && !game.result().over(); ++i) {
            game.position().generate(moves);
            QVERIFY(game.play(moves[random() % moves.size()]));
        }
        ends.push_back(game.current_node());
    }
    QCOMPARE(game.main_line(), main);
    for (const NodeId end : ends) {
        QVERIFY(game.go_to_node(end));
        QCOMPARE(game.moves(), game.line_to(game.node_at(game.length())));
        Position replayed = game.start_position();
        for (int ply = 0; ply < game.length(); ++ply) {
            QCOMPARE(game.position_at(ply), replayed);
            replayed = replayed.after(game.move_at(ply));
        }
        QCOMPARE(game.position_at(game.length()), replayed);
        QCOMPARE(game.ply_of(end), game.ply());
    }
}

QTEST_MAIN(TestGame)
#include "tst_game.moc"

#include "game/movetext.h"

#include "notation.h"

#include <QStringList>

namespace ataxx {

QString MoveText::move(const Geometry& geometry, Move move) {
    if (move.is_pass()) return tr("pass");
    return QString::fromStdString(move_to_string(geometry, move));
}

QString MoveText::line(const Position& position, const std::vector<Move>& line) {
    QStringList moves;
    Position p = position;
    for (const Move m : line) {
        if (!p.is_legal(m)) break;
        moves << move(p.geometry(), m);
        p.play(m);
    }
    return moves.join(QLatin1Char(' '));
}

int MoveText::moveNumber(const Game& game, int ply) {
    const Position& start = game.start_position();
    // A game that starts with White to move begins in the second half of its first row.
    const int firstSlot = start.side_to_move() == Side::O ? 1 : 0;
    return start.fullmove_number() + (ply + firstSlot) / 2;
}

int MoveText::fullMoves(const Game& game) {
    return game.length() == 0 ? 0 : moveNumber(game, game.length() - 1);
}

} // namespace ataxx

#include "game/movetext.h"

#include "notation.h"
#include "players/playersetup.h"

#include <QStringList>

namespace ataxx {

QString MoveText::move(const Geometry& geometry, Move move) {
    if (move.is_pass()) return tr("pass");
    return QString::fromStdString(move_to_string(geometry, move));
}

QString MoveText::sentence(const Position& before, Move move) {
    const QString side = PlayerSetup::sideName(before.side_to_move());
    if (move.is_pass()) return tr("%1 cannot move and passes.").arg(side);
    const Geometry& g = before.geometry();
    const QString to = QString::fromStdString(g.name(move.to()));
    const int taken = before.captures(move).count();
    if (move.is_jump()) {
        const QString from = QString::fromStdString(g.name(move.from()));
        return taken == 0
                   ? tr("%1 jumps %2 to %3.").arg(side, from, to)
                   : tr("%1 jumps %2 to %3 and takes %n.", nullptr, taken).arg(side, from, to);
    }
    return taken == 0 ? tr("%1 clones to %2.").arg(side, to)
                      : tr("%1 clones to %2 and takes %n.", nullptr, taken).arg(side, to);
}

QString MoveText::counts(const Position& position) {
    return tr("%1 %2, %3 %4.")
        .arg(PlayerSetup::sideName(Side::X))
        .arg(position.pieces(Side::X).count())
        .arg(PlayerSetup::sideName(Side::O))
        .arg(position.pieces(Side::O).count());
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
    const int firstSlot = side_index(start.side_to_move());
    return start.fullmove_number() + (ply + firstSlot) / 2;
}

int MoveText::fullMoves(const Game& game) {
    return game.length() == 0 ? 0 : moveNumber(game, game.length() - 1);
}

} // namespace ataxx

#include "board/clickreason.h"

#include "players/playersetup.h"

namespace ataxx {

QString ClickReason::explain(const Position& position, int cell, int selected) {
    const Geometry& g = position.geometry();
    if (cell < 0 || cell >= g.cell_count()) return {};
    const QString name = QString::fromStdString(g.name(cell));
    const Side us = position.side_to_move();
    if (position.blocked().contains(cell))
        return tr("%1 is blocked: no piece can go there.").arg(name);
    if (position.pieces(!us).contains(cell))
        return tr("%1 is taken by %2, and %3 is to move.")
            .arg(name, PlayerSetup::sideName(!us), PlayerSetup::sideName(us));
    if (position.pieces(us).contains(cell)) return {};

    // An empty cell: too far from the chosen piece, or from every piece.
    int from = selected;
    if (from < 0 || !position.pieces(us).contains(from)) {
        from = -1;
        for (const int piece : position.pieces(us))
            if (from < 0 || g.distance(piece, cell) < g.distance(from, cell)) from = piece;
        if (from < 0) return tr("%1 has no piece to move.").arg(PlayerSetup::sideName(us));
        if (g.distance(from, cell) == 2)
            return tr("To jump to %1, first click the piece that jumps, such as %2.")
                .arg(name, QString::fromStdString(g.name(from)));
    }
    const int distance = g.distance(from, cell);
    return tr("%1 is %n cell(s) from %2: a piece moves one or two cells.", nullptr, distance)
        .arg(name, QString::fromStdString(g.name(from)));
}

} // namespace ataxx

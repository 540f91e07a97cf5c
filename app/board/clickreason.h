#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QString>

namespace ataxx {

// Why a click on the board played no move, in words for the status bar:
// "c4 is blocked", "c4 is taken by White", "c4 is 3 cells from b1: a piece
// moves one or two cells". Distances are the board's own (Geometry::distance:
// rows and columns on a rectangle, hexagon steps on a hexagon), so the
// numbers agree with the dots and rings the board draws.
class ClickReason {
    Q_DECLARE_TR_FUNCTIONS(ClickReason)

public:
    // `cell` was clicked in `position` with `selected` (one of the mover's
    // pieces, or -1) chosen first, and the click played nothing.
    [[nodiscard]] static QString explain(const Position& position, int cell, int selected);
};

} // namespace ataxx

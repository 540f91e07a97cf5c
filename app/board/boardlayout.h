#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <vector>

namespace ataxx {

// How a click in the board editor is repeated: mirrored for rectangles,
// rotated for hexagons, so that a layout stays fair to both sides.
enum class Symmetry { None, LeftRight, TopBottom, FourWay, Point, Rotate3, Rotate6 };

// A board being set up in the settings dialog: its geometry, the pieces of
// each side, the blocked cells and the side to move.
//
// Pieces and blocked cells are kept apart rather than in a Position, which
// silently drops a piece on a blocked cell, so that problem() can name it.
// The editing operations repeat each click by a Symmetry. When a mirror or an
// odd turn of a hexagon carries a piece onto the other half of the board, the
// copy goes to the other side: a Black piece in the top-left corner of a
// rectangle mirrors to a White one in the top-right, as in the classic start.
struct BoardLayout {
    Q_DECLARE_TR_FUNCTIONS(BoardLayout)

public:
    const Geometry* geometry = &Geometry::classic();
    CellSet x;
    CellSet o;
    CellSet blocked;
    Side toMove = Side::X;
    int halfmoveClock = 0;
    int fullmoveNumber = 1;

    [[nodiscard]] static BoardLayout fromPosition(const Position& position);
    // The start of a geometry (pieces in the corners, nothing blocked).
    [[nodiscard]] static BoardLayout start(const Geometry& geometry);
    // The position to play from; a piece on a blocked cell is dropped.
    [[nodiscard]] Position position(Rules rules = {}) const;
    // The FEN of position().
    [[nodiscard]] QString fen() const;

    // Why a game cannot start here, in words for the player, or an empty string:
    // a side without pieces, a piece on a blocked cell, a game that would already
    // be over, or playable cells that no piece could ever reach.
    [[nodiscard]] QString problem(Rules rules = {}) const;
    // Playable cells no piece can ever reach: a flood from the pieces through
    // playable cells at distance 1 or 2, as clones and jumps spread.
    [[nodiscard]] CellSet unreachable() const;

    // The symmetries that fit a shape, None first.
    [[nodiscard]] static QList<Symmetry> symmetries(Shape shape);
    [[nodiscard]] static QString symmetryName(Symmetry symmetry);
    // The cells a click on `cell` stands for, the clicked one first and each
    // once, with whether a piece copied there changes side.
    struct Image {
        int cell;
        bool swapsSides;
    };
    [[nodiscard]] std::vector<Image> images(int cell, Symmetry symmetry) const;

    // The block tool: blocks the cell and its images (removing pieces there), or
    // frees them all when the cell was blocked.
    void toggleBlocked(int cell, Symmetry symmetry);
    // The piece tools: removes the pieces of the cell and its images when the cell
    // holds one, or puts a piece of `side` there (and its images, changing side
    // where images() says so), freeing blocked cells.
    void togglePiece(int cell, Side side, Symmetry symmetry);
    // Frees every blocked cell.
    void clearBlocked() { blocked = {}; }

    [[nodiscard]] friend bool operator==(const BoardLayout&, const BoardLayout&) = default;
};

} // namespace ataxx

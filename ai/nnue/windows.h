#pragma once

#include "geometry.h"

#include <array>
#include <cstdint>
#include <vector>

namespace ataxx::nnue {

// The windows a pattern network reads: small groups of neighbouring cells
// seen together, so that a shape (a hole beside one's pieces, a piece open to
// capture) is one input instead of a sum the network must assemble. On a
// rectangle they are the overlapping 2x2 squares (36 on 7x7); on a hexagon the
// triangles of three mutually adjacent cells (the hexagonal grid's own small
// shape; 150 on Hexxagon's side-5 board). Only windows wholly on the board.
//
// Each cell of a window is in one of four states seen from one side (empty,
// the side's own piece, the other side's, blocked), so a window of k cells
// has 4^k states and is one input among them: its code is the sum over its
// cells of state * 4^(the cell's place in the window). A blocked cell is one
// of the states, so one network serves every layout of blocked cells.
enum CellState : int { Empty = 0, Ours = 1, Others = 2, Wall = 3 };

struct WindowSet {
    int cells_per_window = 0; // 4 on rectangles, 3 on hexagons
    int states = 0;           // 4 ^ cells_per_window
    std::vector<std::array<std::uint8_t, 4>> windows;
    // For each cell, the windows it belongs to and its place value there
    // (4^place): a cell lies in at most 6 windows (a hexagon's inner cell).
    struct Member {
        std::uint16_t window;
        std::uint16_t place;
    };
    std::array<std::array<Member, 6>, Geometry::max_cells> members{};
    std::array<std::uint8_t, Geometry::max_cells> member_count{};

    [[nodiscard]] int count() const noexcept { return static_cast<int>(windows.size()); }
    [[nodiscard]] int inputs() const noexcept { return count() * states; }
};

// The windows of a board, made once per geometry and kept.
[[nodiscard]] const WindowSet& windows_of(const Geometry& geometry);

} // namespace ataxx::nnue

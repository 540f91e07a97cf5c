#pragma once

#include "cellset.h"

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

namespace ataxx {

enum class Shape : std::uint8_t { Rectangle, Hexagon };

// The shape of a board: which cells exist, what they are called, and which
// cells lie at distance 1 and 2 of each.
//
// Cells are numbered in reading order, the order of a FEN: the top row from
// left to right, then the next row down, and so on; a hexagon's rows simply
// hold fewer cells at the top and bottom. This keeps every board within 128
// cells (a hexagon of side 7 has 127), so one CellSet holds any set of cells.
//
// Neighbour sets are computed once per geometry. Every geometry the rules allow
// (rectangles 3..11 a side, hexagons of side 2..7) is built on first use and
// lives for the rest of the program, so positions refer to their geometry by a
// plain pointer and stay trivially copyable values that cross threads freely.
// Blocked cells are not part of the geometry: they belong to the position.
class Geometry {
public:
    static constexpr int max_cells = 128;
    static constexpr int min_rect_side = 3;
    static constexpr int max_rect_side = 11;
    static constexpr int min_hex_side = 2;
    static constexpr int max_hex_side = 7;

    // nullptr when the size is outside the rules' limits.
    [[nodiscard]] static const Geometry* rectangle(int width, int height) noexcept;
    [[nodiscard]] static const Geometry* hexagon(int side) noexcept;
    [[nodiscard]] static const Geometry& classic() noexcept { return *rectangle(7, 7); }

    Geometry(const Geometry&) = delete;
    Geometry& operator=(const Geometry&) = delete;

    [[nodiscard]] Shape shape() const noexcept { return m_shape; }
    [[nodiscard]] bool is_hexagon() const noexcept { return m_shape == Shape::Hexagon; }
    // Rectangle: width and height. Hexagon: both are 2 * side - 1 (the longest row and
    // the number of rows).
    [[nodiscard]] int width() const noexcept { return m_width; }
    [[nodiscard]] int height() const noexcept { return m_height; }
    // Hexagon: cells a side; rectangle: 0.
    [[nodiscard]] int side() const noexcept { return m_side; }
    [[nodiscard]] int cell_count() const noexcept { return m_cell_count; }
    [[nodiscard]] int row_count() const noexcept { return m_height; }
    [[nodiscard]] CellSet all_cells() const noexcept { return m_all; }
    // A small number unique to this geometry, mixed into position keys.
    [[nodiscard]] int id() const noexcept { return m_id; }

    // Rows from the top (0) down, columns from the left of the row (0).
    [[nodiscard]] int row_length(int row) const noexcept { return m_row_length[row]; }
    [[nodiscard]] int row_start(int row) const noexcept { return m_row_start[row]; }
    [[nodiscard]] int row_of(int cell) const noexcept { return m_row[cell]; }
    [[nodiscard]] int column_of(int cell) const noexcept { return m_column[cell]; }
    // The cell in that row and column, or -1.
    [[nodiscard]] int cell_at(int row, int column) const noexcept;

    // Hexagon axial coordinates (RULES.md section 4); for rectangles q is the column and r
    // the row. Each pair names at most one cell.
    [[nodiscard]] int q_of(int cell) const noexcept { return m_q[cell]; }
    [[nodiscard]] int r_of(int cell) const noexcept { return m_r[cell]; }
    // The cell at axial (q, r), or -1.
    [[nodiscard]] int cell_at_axial(int q, int r) const noexcept;

    // Cells at distance exactly 1 and exactly 2.
    [[nodiscard]] CellSet adjacent(int cell) const noexcept { return m_adjacent[cell]; }
    [[nodiscard]] CellSet jumps(int cell) const noexcept { return m_jumps[cell]; }
    // Cells at distance 1 or 2.
    [[nodiscard]] CellSet reach(int cell) const noexcept { return m_reach[cell]; }
    [[nodiscard]] int distance(int a, int b) const noexcept;
    // All cells at distance 1 of any cell of the set.
    [[nodiscard]] CellSet adjacent_to(CellSet cells) const noexcept;
    // The same on a board of up to 64 cells, for a set of one word, with the
    // set's own cells too: on a rectangle by shifting the word (a column
    // each way, then a row each way), on a hexagon from the cells' tables.
    [[nodiscard]] std::uint64_t spread(std::uint64_t cells) const noexcept {
        if (m_shape == Shape::Rectangle) {
            const std::uint64_t row =
                cells | ((cells << 1) & m_not_first_column) | ((cells >> 1) & m_not_last_column);
            return (row | (row << m_width) | (row >> m_width)) & m_all.lo();
        }
        std::uint64_t result = cells;
        for (std::uint64_t rest = cells; rest != 0; rest &= rest - 1)
            result |= m_adjacent[static_cast<std::size_t>(std::countr_zero(rest))].lo();
        return result;
    }

    // RULES.md section 4: "a1" is the bottom-left cell; files are letters, ranks numbers.
    [[nodiscard]] std::string name(int cell) const;
    // The cell with that name, or -1.
    [[nodiscard]] int cell_from_name(std::string_view name) const noexcept;
    // The file letter index and rank number of a cell (a1 is 0, 1).
    [[nodiscard]] int file_of(int cell) const noexcept;
    [[nodiscard]] int rank_of(int cell) const noexcept;

    // "7x7", "hex5".
    [[nodiscard]] std::string description() const;

private:
    Geometry(Shape shape, int width, int height, int side, int id);
    friend struct GeometryRegistry;

    Shape m_shape;
    int m_width;
    int m_height;
    int m_side;
    int m_id;
    int m_cell_count = 0;
    CellSet m_all;
    // Rectangles of up to 64 cells: the cells off the first and off the last
    // column, for spread().
    std::uint64_t m_not_first_column = 0;
    std::uint64_t m_not_last_column = 0;
    std::array<std::uint8_t, 2 * max_hex_side> m_row_length{};
    std::array<std::uint8_t, 2 * max_hex_side> m_row_start{};
    std::array<std::uint8_t, max_cells> m_row{};
    std::array<std::uint8_t, max_cells> m_column{};
    std::array<std::int8_t, max_cells> m_q{};
    std::array<std::int8_t, max_cells> m_r{};
    std::array<CellSet, max_cells> m_adjacent{};
    std::array<CellSet, max_cells> m_jumps{};
    std::array<CellSet, max_cells> m_reach{};
};

} // namespace ataxx

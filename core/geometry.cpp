#include "geometry.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <memory>
#include <vector>

namespace ataxx {

// Every geometry the rules allow, built together on first use (a few hundred
// kilobytes, well under a millisecond) and never freed.
struct GeometryRegistry {
    std::vector<std::unique_ptr<Geometry>> rectangles; // index (w - 3) * 9 + (h - 3)
    std::vector<std::unique_ptr<Geometry>> hexagons;   // index side - 2

    GeometryRegistry() {
        int id = 1;
        for (int w = Geometry::min_rect_side; w <= Geometry::max_rect_side; ++w)
            for (int h = Geometry::min_rect_side; h <= Geometry::max_rect_side; ++h)
                rectangles.emplace_back(new Geometry(Shape::Rectangle, w, h, 0, id++));
        for (int n = Geometry::min_hex_side; n <= Geometry::max_hex_side; ++n)
            hexagons.emplace_back(new Geometry(Shape::Hexagon, 2 * n - 1, 2 * n - 1, n, id++));
    }

    static const GeometryRegistry& instance() {
        static const GeometryRegistry registry;
        return registry;
    }
};

const Geometry* Geometry::rectangle(int width, int height) noexcept {
    if (width < min_rect_side || width > max_rect_side || height < min_rect_side ||
        height > max_rect_side)
        return nullptr;
    constexpr int span = max_rect_side - min_rect_side + 1;
    return GeometryRegistry::instance()
        .rectangles[(width - min_rect_side) * span + (height - min_rect_side)]
        .get();
}

const Geometry* Geometry::hexagon(int side) noexcept {
    if (side < min_hex_side || side > max_hex_side) return nullptr;
    return GeometryRegistry::instance().hexagons[side - min_hex_side].get();
}

Geometry::Geometry(Shape shape, int width, int height, int side, int id)
    : m_shape(shape)
    , m_width(width)
    , m_height(height)
    , m_side(side)
    , m_id(id) {
    // Lay out the rows and give every cell its row, column and axial coordinates.
    for (int row = 0; row < m_height; ++row) {
        int length = m_width;
        int q_first = 0;
        if (shape == Shape::Hexagon) {
            const int r = row - (side - 1);
            length = 2 * side - 1 - std::abs(r);
            q_first = r < 0 ? -(side - 1) - r : -(side - 1);
        }
        m_row_start[row] = static_cast<std::uint8_t>(m_cell_count);
        m_row_length[row] = static_cast<std::uint8_t>(length);
        for (int column = 0; column < length; ++column) {
            const int cell = m_cell_count++;
            m_row[cell] = static_cast<std::uint8_t>(row);
            m_column[cell] = static_cast<std::uint8_t>(column);
            m_q[cell] =
                static_cast<std::int8_t>(shape == Shape::Hexagon ? q_first + column : column);
            m_r[cell] = static_cast<std::int8_t>(shape == Shape::Hexagon ? row - (side - 1) : row);
        }
    }
    m_all = CellSet::first(m_cell_count);
    for (int cell = 0; cell < std::min(m_cell_count, 64); ++cell) {
        const std::uint64_t bit = std::uint64_t{1} << cell;
        if (m_column[cell] != 0) m_not_first_column |= bit;
        if (m_column[cell] != m_row_length[m_row[cell]] - 1) m_not_last_column |= bit;
    }

    for (int a = 0; a < m_cell_count; ++a) {
        for (int b = 0; b < m_cell_count; ++b) {
            const int d = distance(a, b);
            if (d == 1) m_adjacent[a].set(b);
            if (d == 2) m_jumps[a].set(b);
        }
        m_reach[a] = m_adjacent[a] | m_jumps[a];
    }
}

int Geometry::cell_at(int row, int column) const noexcept {
    if (row < 0 || row >= m_height || column < 0 || column >= m_row_length[row]) return -1;
    return m_row_start[row] + column;
}

int Geometry::cell_at_axial(int q, int r) const noexcept {
    if (m_shape == Shape::Rectangle) return cell_at(r, q);
    const int n = m_side - 1;
    if (q < -n || q > n || r < -n || r > n || std::abs(q + r) > n) return -1;
    const int row = r + n;
    const int q_first = r < 0 ? -n - r : -n;
    return m_row_start[row] + (q - q_first);
}

int Geometry::distance(int a, int b) const noexcept {
    const int dq = m_q[a] - m_q[b];
    const int dr = m_r[a] - m_r[b];
    if (m_shape == Shape::Rectangle) return std::max(std::abs(dq), std::abs(dr));
    return std::max({std::abs(dq), std::abs(dr), std::abs(dq + dr)});
}

CellSet Geometry::adjacent_to(CellSet cells) const noexcept {
    CellSet result;
    for (const int cell : cells) result |= m_adjacent[cell];
    return result;
}

int Geometry::file_of(int cell) const noexcept {
    return m_shape == Shape::Hexagon ? m_q[cell] + m_side - 1 : m_column[cell];
}

int Geometry::rank_of(int cell) const noexcept {
    return m_shape == Shape::Hexagon ? m_side - m_r[cell] : m_height - m_row[cell];
}

std::string Geometry::name(int cell) const {
    std::string s(1, static_cast<char>('a' + file_of(cell)));
    s += std::to_string(rank_of(cell));
    return s;
}

int Geometry::cell_from_name(std::string_view name) const noexcept {
    if (name.size() < 2 || name.size() > 3) return -1;
    const char letter = name[0];
    if (letter < 'a' || letter > 'z') return -1;
    const int file = letter - 'a';
    int rank = 0;
    const auto digits = name.substr(1);
    if (digits[0] == '0') return -1;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), rank);
    if (ec != std::errc{} || end != digits.data() + digits.size()) return -1;
    if (m_shape == Shape::Hexagon) return cell_at_axial(file - (m_side - 1), m_side - rank);
    return cell_at(m_height - rank, file);
}

std::string Geometry::description() const {
    if (m_shape == Shape::Hexagon) return "hex" + std::to_string(m_side);
    return std::to_string(m_width) + "x" + std::to_string(m_height);
}

} // namespace ataxx

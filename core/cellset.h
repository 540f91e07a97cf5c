#pragma once

#include <bit>
#include <cstdint>

namespace ataxx {

// A set of up to 128 cells, one bit a cell, in the cell order of a Geometry.
//
// Every board the project plays has at most 128 cells (an 11 x 11 rectangle
// has 121, a hexagon of side 7 has 127), so two machine words hold any
// position's pieces. The set is a plain value with constexpr operators; the
// move generator, the evaluation and the game-over test all work on whole
// sets at once. Iterating yields the cell indices in increasing order.
class CellSet {
public:
    constexpr CellSet() noexcept = default;
    constexpr CellSet(std::uint64_t lo, std::uint64_t hi) noexcept
        : m_lo(lo)
        , m_hi(hi) {}

    [[nodiscard]] static constexpr CellSet single(int cell) noexcept {
        return cell < 64 ? CellSet(std::uint64_t{1} << cell, 0)
                         : CellSet(0, std::uint64_t{1} << (cell - 64));
    }
    // The cells 0 .. count-1.
    [[nodiscard]] static constexpr CellSet first(int count) noexcept {
        if (count <= 0) return {};
        if (count < 64) return {(std::uint64_t{1} << count) - 1, 0};
        if (count == 64) return {~std::uint64_t{0}, 0};
        if (count < 128) return {~std::uint64_t{0}, (std::uint64_t{1} << (count - 64)) - 1};
        return {~std::uint64_t{0}, ~std::uint64_t{0}};
    }

    [[nodiscard]] constexpr std::uint64_t lo() const noexcept { return m_lo; }
    [[nodiscard]] constexpr std::uint64_t hi() const noexcept { return m_hi; }

    [[nodiscard]] constexpr bool empty() const noexcept { return (m_lo | m_hi) == 0; }
    [[nodiscard]] constexpr explicit operator bool() const noexcept { return !empty(); }
    [[nodiscard]] constexpr int count() const noexcept {
        return std::popcount(m_lo) + std::popcount(m_hi);
    }
    [[nodiscard]] constexpr bool contains(int cell) const noexcept {
        return cell < 64 ? (m_lo >> cell) & 1 : (m_hi >> (cell - 64)) & 1;
    }
    // The lowest cell; the set must not be empty.
    [[nodiscard]] constexpr int lowest() const noexcept {
        return m_lo ? std::countr_zero(m_lo) : 64 + std::countr_zero(m_hi);
    }
    constexpr int pop_lowest() noexcept {
        if (m_lo) {
            const int cell = std::countr_zero(m_lo);
            m_lo &= m_lo - 1;
            return cell;
        }
        const int cell = 64 + std::countr_zero(m_hi);
        m_hi &= m_hi - 1;
        return cell;
    }

    constexpr void set(int cell) noexcept { *this |= single(cell); }
    constexpr void reset(int cell) noexcept { *this &= ~single(cell); }

    [[nodiscard]] friend constexpr CellSet operator|(CellSet a, CellSet b) noexcept {
        return {a.m_lo | b.m_lo, a.m_hi | b.m_hi};
    }
    [[nodiscard]] friend constexpr CellSet operator&(CellSet a, CellSet b) noexcept {
        return {a.m_lo & b.m_lo, a.m_hi & b.m_hi};
    }
    [[nodiscard]] friend constexpr CellSet operator^(CellSet a, CellSet b) noexcept {
        return {a.m_lo ^ b.m_lo, a.m_hi ^ b.m_hi};
    }
    [[nodiscard]] constexpr CellSet operator~() const noexcept { return {~m_lo, ~m_hi}; }
    constexpr CellSet& operator|=(CellSet o) noexcept { return *this = *this | o; }
    constexpr CellSet& operator&=(CellSet o) noexcept { return *this = *this & o; }
    constexpr CellSet& operator^=(CellSet o) noexcept { return *this = *this ^ o; }
    [[nodiscard]] friend constexpr bool operator==(CellSet, CellSet) noexcept = default;

    // Walks the cells from the lowest up.
    class iterator {
    public:
        constexpr iterator(std::uint64_t lo, std::uint64_t hi) noexcept
            : m_lo(lo)
            , m_hi(hi) {}
        [[nodiscard]] constexpr int operator*() const noexcept {
            return m_lo ? std::countr_zero(m_lo) : 64 + std::countr_zero(m_hi);
        }
        constexpr iterator& operator++() noexcept {
            if (m_lo)
                m_lo &= m_lo - 1;
            else
                m_hi &= m_hi - 1;
            return *this;
        }
        [[nodiscard]] constexpr bool operator!=(const iterator& o) const noexcept {
            return m_lo != o.m_lo || m_hi != o.m_hi;
        }

    private:
        std::uint64_t m_lo;
        std::uint64_t m_hi;
    };
    [[nodiscard]] constexpr iterator begin() const noexcept { return {m_lo, m_hi}; }
    [[nodiscard]] constexpr iterator end() const noexcept { return {0, 0}; }

private:
    std::uint64_t m_lo = 0;
    std::uint64_t m_hi = 0;
};

} // namespace ataxx

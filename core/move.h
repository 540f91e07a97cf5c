#pragma once

#include <cstdint>

namespace ataxx {

// One move: a clone (named by its destination alone, since every clone to a
// cell gives the same position), a jump (origin and destination), or the pass.
// Two bytes, a plain value: moves are stored by the thousand in move lists,
// the transposition table and game records.
class Move {
public:
    constexpr Move() noexcept = default;
    [[nodiscard]] static constexpr Move clone(int to) noexcept { return Move(to, to); }
    [[nodiscard]] static constexpr Move jump(int from, int to) noexcept { return Move(from, to); }
    [[nodiscard]] static constexpr Move pass() noexcept { return Move(pass_cell, pass_cell); }
    // The "no move" value: what a search returns when it has none.
    [[nodiscard]] static constexpr Move none() noexcept { return Move(); }

    [[nodiscard]] constexpr bool is_none() const noexcept { return m_from == none_cell; }
    [[nodiscard]] constexpr bool is_pass() const noexcept { return m_from == pass_cell; }
    [[nodiscard]] constexpr bool is_clone() const noexcept {
        return m_from == m_to && m_from < pass_cell;
    }
    [[nodiscard]] constexpr bool is_jump() const noexcept {
        return m_from != m_to && m_from < pass_cell;
    }
    // For a clone, from() equals to().
    [[nodiscard]] constexpr int from() const noexcept { return m_from; }
    [[nodiscard]] constexpr int to() const noexcept { return m_to; }
    [[nodiscard]] constexpr std::uint16_t raw() const noexcept {
        return static_cast<std::uint16_t>(m_from << 8 | m_to);
    }
    [[nodiscard]] static constexpr Move from_raw(std::uint16_t raw) noexcept {
        return Move(raw >> 8, raw & 0xff);
    }

    [[nodiscard]] friend constexpr bool operator==(Move, Move) noexcept = default;

private:
    static constexpr int pass_cell = 0xfe;
    static constexpr int none_cell = 0xff;
    constexpr Move(int from, int to) noexcept
        : m_from(static_cast<std::uint8_t>(from))
        , m_to(static_cast<std::uint8_t>(to)) {}

    std::uint8_t m_from = none_cell;
    std::uint8_t m_to = none_cell;
};

// A fixed-capacity list of moves on the stack, so generating moves never
// allocates. The capacity bounds every position the rules allow: at most one
// clone a cell (121 on 11 x 11), at most one jump for each unordered pair of
// cells at distance 2 (an origin must be ours and a destination empty, so a
// pair gives at most one jump: under 1,000 on any board), plus the pass.
class MoveList {
public:
    static constexpr int capacity = 1152;

    MoveList() noexcept {} // the slots stay uninitialised: only the first size() are read

    void push(Move m) noexcept { m_moves[m_size++] = m; }
    void clear() noexcept { m_size = 0; }
    [[nodiscard]] constexpr int size() const noexcept { return m_size; }
    [[nodiscard]] constexpr bool empty() const noexcept { return m_size == 0; }
    [[nodiscard]] Move operator[](int i) const noexcept { return m_moves[i]; }
    [[nodiscard]] Move& operator[](int i) noexcept { return m_moves[i]; }
    [[nodiscard]] bool contains(Move m) const noexcept {
        for (int i = 0; i < m_size; ++i)
            if (m_moves[i] == m) return true;
        return false;
    }
    [[nodiscard]] const Move* begin() const noexcept { return m_moves; }
    [[nodiscard]] const Move* end() const noexcept { return m_moves + m_size; }
    [[nodiscard]] Move* begin() noexcept { return m_moves; }
    [[nodiscard]] Move* end() noexcept { return m_moves + m_size; }

private:
    // A union so that constructing a list does not write all its slots.
    union {
        Move m_moves[capacity];
    };
    int m_size = 0;
};

} // namespace ataxx

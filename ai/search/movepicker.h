#pragma once

#include "position.h"

#include <array>
#include <cstdint>

namespace ataxx {

struct SearchTunables;

// How often each move (by side, from and to cell) has cut a search, as a
// number within +-16384 that moves towards the edge it is pushed to and
// slows as it nears it.
class History {
public:
    static constexpr int limit = 16384;
    void clear() noexcept;
    [[nodiscard]] int operator()(Side side, Move m) const noexcept {
        return m_table[side_index(side)][m.from() & 127][m.to() & 127];
    }
    // A move that cut: up by `bonus`.
    void reward(Side side, Move m, int bonus) noexcept {
        int& h = at(side, m);
        h += bonus - h * bonus / limit;
    }
    // A move tried before the one that cut: down by `bonus`.
    void punish(Side side, Move m, int bonus) noexcept {
        int& h = at(side, m);
        h -= bonus + h * bonus / limit;
    }

private:
    int& at(Side side, Move m) noexcept {
        return m_table[side_index(side)][m.from() & 127][m.to() & 127];
    }
    std::array<std::array<std::array<int, 128>, 128>, 2> m_table{};
};

// The moves of a node in the order the search tries them: the table's move,
// then by what they take (SearchTunables' ord_capture a piece taken,
// ord_clone for a clone), then the killers, then history. Each comes out
// when asked (a selection sort: the best of the rest, the first of equals),
// since most nodes are cut after a move or two. A legal table move comes out
// before the others are even listed (most cuts are by it); the others are
// listed and scored when the next move is asked for, with the killers and
// the history as the table move's search left them.
class MovePicker {
public:
    // `killers` and `history` are read when the moves are listed.
    MovePicker(const Position& position, Move tt_move, const std::array<Move, 2>& killers,
               const History& history, const SearchTunables& tune) noexcept;

    // The next move; false when every move was given.
    bool next(Move& move) noexcept;
    // The moves given so far, and the pieces each wins (those it takes, plus
    // one for a clone's new piece).
    [[nodiscard]] int given() const noexcept { return m_given; }
    [[nodiscard]] Move move_at(int k) const noexcept { return m_moves[k]; }
    [[nodiscard]] int gain_at(int k) const noexcept { return m_gains[static_cast<std::size_t>(k)]; }

private:
    // Lists and scores every move; the table's move, given already, first.
    void generate() noexcept;
    [[nodiscard]] int gain_of(Move m) const noexcept;

    const Position& m_position;
    Move m_tt_move;
    const std::array<Move, 2>& m_killers;
    const History& m_history;
    const SearchTunables& m_tune;
    bool m_generated = false;

    MoveList m_moves;
    // Each move's score above 16 bits that name its place in m_moves (65535
    // less the place, so that of equal scores the first is the largest key):
    // the next move is the largest key, found in one pass. Only the first
    // m_moves.size() are written and read.
    std::array<std::int64_t, MoveList::capacity> m_keys;
    std::array<std::uint8_t, MoveList::capacity> m_gains;
    int m_given = 0;
};

} // namespace ataxx

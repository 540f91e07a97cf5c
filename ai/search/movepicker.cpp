#include "search/movepicker.h"

#include "search/search.h"

#include <algorithm>
#include <utility>

namespace ataxx {

namespace {

constexpr std::int64_t place_mask = 0xffff;

constexpr std::int64_t key_of(int score, int place) noexcept {
    return static_cast<std::int64_t>(score) * (place_mask + 1) + (place_mask - place);
}

// The same score, at another place.
constexpr std::int64_t moved(std::int64_t key, int place) noexcept {
    return (key & ~place_mask) | (place_mask - place);
}

} // namespace

void History::clear() noexcept {
    for (auto& side : m_table)
        for (auto& row : side) row.fill(0);
}

MovePicker::MovePicker(const Position& position, Move tt_move, const std::array<Move, 2>& killers,
                       const History& history, const SearchTunables& tune) noexcept
    : m_position(position)
    , m_tt_move(tt_move)
    , m_killers(killers)
    , m_history(history)
    , m_tune(tune) {
    // A pass is legal only when nothing else is: list the moves at once.
    if (tt_move.is_none() || tt_move.is_pass() || !position.is_legal(tt_move)) {
        m_tt_move = Move::none();
        generate();
        return;
    }
    m_moves.push(tt_move);
    m_keys[0] = key_of(1 << 30, 0);
    m_gains[0] = static_cast<std::uint8_t>(gain_of(tt_move));
}

int MovePicker::gain_of(Move m) const noexcept {
    if (m.is_pass()) return 0;
    const Side us = m_position.side_to_move();
    const int captured = (m_position.geometry().adjacent(m.to()) & m_position.pieces(!us)).count();
    return captured + (m.is_clone() ? 1 : 0);
}

void MovePicker::generate() noexcept {
    m_generated = true;
    m_position.generate(m_moves);
    const Side us = m_position.side_to_move();
    const Geometry& g = m_position.geometry();
    const CellSet theirs = m_position.pieces(!us);
    const SearchTunables& tune = m_tune;
    int tt_index = -1;
    for (int i = 0; i < m_moves.size(); ++i) {
        const Move m = m_moves[i];
        int score = 0;
        int gain = 0;
        if (!m.is_pass()) {
            const int captured = (g.adjacent(m.to()) & theirs).count();
            gain = captured + (m.is_clone() ? 1 : 0);
            const int tactical = tune.ord_capture * captured + (m.is_clone() ? tune.ord_clone : 0);
            score = tactical * 65536 + m_history(us, m);
            if (m == m_killers[0])
                score += 40000;
            else if (m == m_killers[1])
                score += 30000;
        }
        if (m == m_tt_move) {
            score = 1 << 30;
            tt_index = i;
        }
        m_keys[static_cast<std::size_t>(i)] = key_of(score, i);
        m_gains[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(gain);
    }
    // The table's move was given first: it takes the first place, as the
    // selection below would have put it there.
    if (m_given > 0 && tt_index > 0) {
        const auto t = static_cast<std::size_t>(tt_index);
        std::swap(m_moves[0], m_moves[tt_index]);
        m_keys[t] = moved(m_keys[0], tt_index);
        std::swap(m_gains[0], m_gains[t]);
    }
}

bool MovePicker::next(Move& move) noexcept {
    if (!m_generated) {
        if (m_given == 0) {
            move = m_tt_move;
            m_given = 1;
            return true;
        }
        generate();
    }
    const int i = m_given;
    const int n = m_moves.size();
    if (i >= n) return false;
    // The largest key in one pass the compiler vectorises; its place is in it.
    std::int64_t top = m_keys[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < n; ++j) top = std::max(top, m_keys[static_cast<std::size_t>(j)]);
    const int pick = static_cast<int>(place_mask - (top & place_mask));
    // The move at i goes to the picked one's place (the key at i is not read again).
    std::swap(m_moves[i], m_moves[pick]);
    m_keys[static_cast<std::size_t>(pick)] = moved(m_keys[static_cast<std::size_t>(i)], pick);
    std::swap(m_gains[static_cast<std::size_t>(i)], m_gains[static_cast<std::size_t>(pick)]);
    move = m_moves[i];
    ++m_given;
    return true;
}

} // namespace ataxx

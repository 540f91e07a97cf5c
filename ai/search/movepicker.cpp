#include "search/movepicker.h"

#include "search/search.h"

#include <algorithm>
#include <utility>

namespace ataxx {

void History::clear() noexcept {
    for (auto& side : m_table)
        for (auto& row : side) row.fill(0);
}

MovePicker::MovePicker(const Position& position, Move tt_move, const std::array<Move, 2>& killers,
                       Move counter, const History& history, const SearchTunables& tune) noexcept {
    position.generate(m_moves);
    const Side us = position.side_to_move();
    const Geometry& g = position.geometry();
    const CellSet theirs = position.pieces(!us);
    const CellSet mine = position.pieces(us);
    for (int i = 0; i < m_moves.size(); ++i) {
        const Move m = m_moves[i];
        int score = 0;
        int gain = 0;
        if (!m.is_pass()) {
            const int captured = (g.adjacent(m.to()) & theirs).count();
            gain = captured + (m.is_clone() ? 1 : 0);
            int tactical = tune.ord_capture * captured + (m.is_clone() ? tune.ord_clone : 0);
            if (m.is_jump()) tactical -= tune.ord_hole * (g.adjacent(m.from()) & mine).count();
            score = tactical * 65536 + history(us, m);
            if (m == killers[0])
                score += 40000;
            else if (m == killers[1])
                score += 30000;
            else if (m == counter)
                score += 20000;
        }
        if (m == tt_move) score = 1 << 30;
        m_scores[static_cast<std::size_t>(i)] = score;
        m_gains[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(gain);
    }
}

bool MovePicker::next(Move& move) noexcept {
    const int i = m_given;
    const int n = m_moves.size();
    if (i >= n) return false;
    // The maximum in one pass the compiler vectorises, then its first place.
    int top = m_scores[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < n; ++j) top = std::max(top, m_scores[static_cast<std::size_t>(j)]);
    int pick = i;
    while (m_scores[static_cast<std::size_t>(pick)] != top) ++pick;
    std::swap(m_moves[i], m_moves[pick]);
    std::swap(m_scores[static_cast<std::size_t>(i)], m_scores[static_cast<std::size_t>(pick)]);
    std::swap(m_gains[static_cast<std::size_t>(i)], m_gains[static_cast<std::size_t>(pick)]);
    move = m_moves[i];
    ++m_given;
    return true;
}

} // namespace ataxx

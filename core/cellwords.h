#pragma once

#include "cellset.h"
#include "geometry.h"

#include <bit>
#include <cstdint>

namespace ataxx::cellwords {

// The move generator and perft work on one-word sets for boards of up to 64
// cells (7 x 7, Hexxagon) and on CellSets for the others; these overloads let
// one template serve both. narrow(s, Word{}) takes a CellSet's low word, and
// spread(g, s) gives the cells at distance at most 1 of a set (its own cells
// may be among them).
using Word = std::uint64_t;

inline Word narrow(CellSet s, Word) noexcept {
    return s.lo();
}
inline CellSet narrow(CellSet s, CellSet) noexcept {
    return s;
}
inline int pop_lowest(Word& w) noexcept {
    const int cell = std::countr_zero(w);
    w &= w - 1;
    return cell;
}
inline int pop_lowest(CellSet& s) noexcept {
    return s.pop_lowest();
}
inline int popcount(Word w) noexcept {
    return std::popcount(w);
}
inline int popcount(CellSet s) noexcept {
    return s.count();
}
inline bool any(Word w) noexcept {
    return w != 0;
}
inline bool any(CellSet s) noexcept {
    return !s.empty();
}
inline Word bit(int cell, Word) noexcept {
    return Word{1} << cell;
}
inline CellSet bit(int cell, CellSet) noexcept {
    return CellSet::single(cell);
}
inline Word spread(const Geometry& g, Word cells) noexcept {
    return g.spread(cells);
}
inline CellSet spread(const Geometry& g, CellSet cells) noexcept {
    return g.adjacent_to(cells);
}

} // namespace ataxx::cellwords

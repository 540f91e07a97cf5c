#include "perft.h"

#include "cellwords.h"

#include <array>

namespace ataxx {

namespace {

using namespace cellwords;

// perft's last two plies move by move: each move's replies counted without
// building the position after it.
std::uint64_t two_plies_by_moves(const Position& position) noexcept {
    MoveList moves;
    position.generate(moves);
    std::uint64_t nodes = 0;
    for (const Move m : moves) nodes += static_cast<std::uint64_t>(position.count_moves_after(m));
    return nodes;
}

// perft's last two plies by destination. The replies after a clone to a cell
// are the opponent's clones and jumps with the pieces it takes gone and the
// cell filled: its jumps are the whole node's, less the taken pieces' own and
// the jumps into that cell, counted from each piece's jumps kept for the node.
// A jump to the same cell leaves the same position but for its origin, now
// empty: each origin adds one clone where an opponent's piece stands beside
// it and one jump for each opponent's piece two cells from it. Those last are
// summed over every jump of the node at once (each origin's opponents in jump
// reach times its jumps), less, at each cell, the taken pieces in jump reach
// of its origins. So the moves to a cell are counted together; where a move
// leaves the opponent no clone or jump (a pass, or the end), Position answers
// for it.
template <class Set>
std::uint64_t two_plies_of(const Position& position) noexcept {
    const Geometry& g = position.geometry();
    const Side side = position.side_to_move();
    const Set mine = narrow(position.pieces(side), Set{});
    const Set theirs = narrow(position.pieces(!side), Set{});
    const Set empty = narrow(position.empty_cells(), Set{});
    const bool jumps_end_it = position.clock_ran_out(position.halfmove_clock() + 1);
    const auto jumps = [&g](int cell) { return narrow(g.jumps(cell), Set{}); };
    const auto u64 = [](int n) { return static_cast<std::uint64_t>(n); };
    // The opponent's pieces in jump reach of the origins, each origin apart.
    const auto theirs_from = [&](Set origins, Set opponents) {
        std::uint64_t n = 0;
        for (Set rest = origins; any(rest);)
            n += u64(popcount(jumps(pop_lowest(rest)) & opponents));
        return n;
    };

    // Each opponent's piece's jumps (read only at the opponent's pieces).
    std::array<int, Geometry::max_cells> jumps_of; // NOLINT(cppcoreguidelines-pro-type-member-init)
    int their_jumps = 0;
    for (Set rest = theirs; any(rest);) {
        const int cell = pop_lowest(rest);
        jumps_of[static_cast<std::size_t>(cell)] = popcount(jumps(cell) & empty);
        their_jumps += jumps_of[static_cast<std::size_t>(cell)];
    }
    const Set near_theirs = spread(g, theirs);
    const Set clone_targets = spread(g, mine) & empty;
    const Set jumpers = jumps_end_it ? Set{} : mine;
    Set targets = clone_targets;
    std::uint64_t jumps_freed = 0; // every jump's origin's opponents in jump reach
    for (Set rest = jumpers; any(rest);) {
        const Set from_jumps = jumps(pop_lowest(rest));
        targets |= from_jumps & empty;
        jumps_freed += u64(popcount(from_jumps & empty)) * u64(popcount(from_jumps & theirs));
    }

    std::uint64_t nodes = jumps_freed;
    while (any(targets)) {
        const int to = pop_lowest(targets);
        const Set jumps_to = jumps(to);
        const Set origins = jumps_to & jumpers;
        const Set taken = narrow(g.adjacent(to), Set{}) & theirs;
        const Set left = theirs ^ taken;
        // A rectangle's spread is a few shifts, cheaper than a branch that
        // often goes the other way.
        const Set near_left = any(taken) ? spread(g, left) : near_theirs;
        int lost = popcount(jumps_to & left);
        std::uint64_t taken_near_origins = 0;
        for (Set rest = taken; any(rest);) {
            const int cell = pop_lowest(rest);
            lost += jumps_of[static_cast<std::size_t>(cell)];
            taken_near_origins += u64(popcount(jumps(cell) & origins));
        }
        const int replies = popcount(near_left & (empty ^ bit(to, Set{}))) + their_jumps - lost;
        const bool clone = any(clone_targets & bit(to, Set{}));
        if (replies != 0) {
            nodes += u64(int{clone} + popcount(origins)) * u64(replies) +
                     u64(popcount(near_left & origins)) - taken_near_origins;
            continue;
        }
        // No clone or jump for the opponent after a clone here (it may have
        // no pieces left): each move on its own.
        nodes -= theirs_from(origins, theirs);
        if (clone) nodes += u64(position.count_moves_after(Move::clone(to)));
        for (Set rest = origins; any(rest);) {
            const int from = pop_lowest(rest);
            const int n = popcount(near_left & bit(from, Set{})) + popcount(jumps(from) & left);
            nodes += u64(n != 0 ? n : position.count_moves_after(Move::jump(from, to)));
        }
    }
    return nodes;
}

// perft(position, 2).
std::uint64_t two_plies(const Position& position) noexcept {
    if (position.pieces(Side::X).empty() || position.pieces(Side::O).empty() ||
        position.clock_ran_out(position.halfmove_clock()))
        return 0;
    // A side that cannot clone or jump passes or ends the game: move by move.
    if (!position.can_move(position.side_to_move())) return two_plies_by_moves(position);
    if (position.geometry().cell_count() <= 64) return two_plies_of<Word>(position);
    return two_plies_of<CellSet>(position);
}

} // namespace

std::uint64_t perft(const Position& position, int depth) noexcept {
    if (depth <= 0) return 1;
    if (depth == 1) return static_cast<std::uint64_t>(position.count_moves());
    if (depth == 2) return two_plies(position);
    MoveList moves;
    position.generate(moves);
    std::uint64_t nodes = 0;
    for (const Move m : moves) nodes += perft(position.after(m), depth - 1);
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& position, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    MoveList moves;
    position.generate(moves);
    for (const Move m : moves) result.emplace_back(m, perft(position.after(m), depth - 1));
    return result;
}

} // namespace ataxx

#pragma once

#include "move.h"

#include <array>
#include <cstdint>
#include <cstdio>

// Counts of where the search's nodes go (cuts, prunings, reductions, by
// remaining depth), for measuring the tree. Included by search.cpp alone.

namespace ataxx::detail {

// Only a build configured with -DATAXX_SEARCH_STATS=ON (one search thread)
// counts; elsewhere every point below is empty and compiled away.
#ifdef ATAXX_SEARCH_STATS
inline constexpr bool search_stats = true;
#else
inline constexpr bool search_stats = false;
#endif

// A move the move loop skipped, by the rule that skipped it.
enum class Pruned : std::uint8_t { None, LateMove, Futility, Jump };
// How a singular-extension test of the table's move ended.
enum class Singular : std::uint8_t { Unchanged, Extended, MultiCut, Shallower };

// The search's recorder: negamax calls it at named points (a leaf, a cut by
// the table, a pruned move, a reduction, a cut node and the move that cut,
// ...), and in a statistics build it counts them and prints the counts to
// standard error when the program ends.
class SearchStats {
public:
    void leaf() noexcept { count(m_leaves); }
    void interior() noexcept { count(m_interior); }
    void table_cut() noexcept { count(m_tt_cuts); }
    void reverse_futility_cut(int depth) noexcept {
        count(m_rfp_cuts);
        count(m_d_rfp[bin(depth)]);
    }
    void internal_reduction() noexcept { count(m_iir); }
    void singular(Singular outcome) noexcept {
        count(m_se_tests);
        if (outcome == Singular::Extended) count(m_se_extended);
        if (outcome == Singular::MultiCut) count(m_se_multicut);
        if (outcome == Singular::Shallower) count(m_se_negative);
    }
    // A node that reaches its move loop.
    void move_loop(int depth) noexcept { count(m_d_searched[bin(depth)]); }
    void pruned(Pruned rule) noexcept {
        if (rule == Pruned::LateMove) count(m_pruned_lmp);
        if (rule == Pruned::Futility) count(m_pruned_futility);
        if (rule == Pruned::Jump) count(m_pruned_jump);
    }
    void reduced(int reduction) noexcept {
        if (reduction <= 0) return;
        count(m_reduced);
        count(m_reduction_sum, reduction);
    }
    // A reduced move searched again at full depth; a null-window move again
    // with the full window.
    void reduced_again() noexcept { count(m_reduced_research); }
    void widened_again() noexcept { count(m_pvs_research); }
    // A node cut by its `searched`th move `m`, which won `gain` pieces.
    void cut(int depth, int searched, Move m, Move tt_move, int gain,
             const std::array<Move, 2>& killers) noexcept;
    // A node that searched `searched` moves and ended below beta: none
    // raised alpha (an all-node) or one did (exact).
    void below_beta(int depth, int searched, bool raised_alpha) noexcept;
    void aspiration_fail() noexcept { count(m_aspiration_fails); }

    ~SearchStats() {
        if constexpr (search_stats) print();
    }

private:
    static constexpr std::size_t bins = 16;
    static std::size_t bin(int depth) noexcept {
        return static_cast<std::size_t>(depth < 0 ? 0 : depth > 15 ? 15 : depth);
    }
    static void count(std::uint64_t& counter, int by = 1) noexcept {
        if constexpr (search_stats) counter += static_cast<std::uint64_t>(by);
    }
    void print() const;

    std::uint64_t m_interior = 0, m_leaves = 0, m_tt_cuts = 0, m_rfp_cuts = 0, m_iir = 0;
    std::uint64_t m_se_tests = 0, m_se_extended = 0, m_se_multicut = 0, m_se_negative = 0;
    std::uint64_t m_cut_nodes = 0, m_cut_first = 0, m_cut_index_sum = 0, m_cut_by_tt = 0,
                  m_cut_by_capture = 0, m_cut_by_killer = 0, m_cut_by_other = 0;
    std::uint64_t m_all_nodes = 0, m_exact_nodes = 0, m_moves_in_all_nodes = 0;
    std::uint64_t m_pruned_lmp = 0, m_pruned_futility = 0, m_pruned_jump = 0;
    std::uint64_t m_reduced = 0, m_reduction_sum = 0, m_reduced_research = 0, m_pvs_research = 0;
    std::uint64_t m_aspiration_fails = 0;
    // By remaining depth (1..15): nodes that reach the move loop, cut there
    // (and the moves searched), or fail low (and the moves searched).
    std::array<std::uint64_t, bins> m_d_searched{}, m_d_cut{}, m_d_cut_moves{}, m_d_all{},
        m_d_all_moves{}, m_d_rfp{};
};

inline void SearchStats::cut(int depth, int searched, Move m, Move tt_move, int gain,
                             const std::array<Move, 2>& killers) noexcept {
    count(m_d_cut[bin(depth)]);
    count(m_d_cut_moves[bin(depth)], searched);
    count(m_cut_nodes);
    count(m_cut_index_sum, searched - 1);
    if (searched == 1) count(m_cut_first);
    if (m == tt_move)
        count(m_cut_by_tt);
    else if (gain > 1)
        count(m_cut_by_capture);
    else if (m == killers[0] || m == killers[1])
        count(m_cut_by_killer);
    else
        count(m_cut_by_other);
}

inline void SearchStats::below_beta(int depth, int searched, bool raised_alpha) noexcept {
    if (raised_alpha) return count(m_exact_nodes);
    count(m_all_nodes);
    count(m_d_all[bin(depth)]);
    count(m_d_all_moves[bin(depth)], searched);
    count(m_moves_in_all_nodes, searched);
}

inline void SearchStats::print() const {
    const auto u = [](std::uint64_t n) { return static_cast<unsigned long long>(n); };
    const auto ratio = [](std::uint64_t a, std::uint64_t b) { return b ? double(a) / b : 0.0; };
    const auto pct = [](std::uint64_t a, std::uint64_t b) { return b ? 100.0 * a / b : 0.0; };
    std::fprintf(stderr,
                 "stats: depth  reach-loop  rfp-cut  cut-nodes moves/cut  all-nodes moves/all\n");
    for (std::size_t d = 1; d < bins; ++d)
        if (m_d_searched[d] || m_d_rfp[d])
            std::fprintf(stderr, "stats: %5zu %11llu %8llu %10llu %9.2f %10llu %9.2f\n", d,
                         u(m_d_searched[d]), u(m_d_rfp[d]), u(m_d_cut[d]),
                         ratio(m_d_cut_moves[d], m_d_cut[d]), u(m_d_all[d]),
                         ratio(m_d_all_moves[d], m_d_all[d]));
    std::fprintf(
        stderr,
        "stats: interior %llu leaves %llu; tt cuts %llu, reverse futility %llu, iir %llu\n"
        "stats: singular tests %llu: extended %llu, multicut %llu, negative %llu\n"
        "stats: cut nodes %llu, first move cuts %.1f%%, mean index of the cutting move %.2f; "
        "cut by table move %.1f%%, capture %.1f%%, killer %.1f%%, other %.1f%%\n"
        "stats: all nodes %llu (%.1f moves searched each), exact %llu\n"
        "stats: pruned: late-move %llu, futility %llu, jumps %llu\n"
        "stats: reduced %llu (mean %.2f plies), re-searched at full depth %llu (%.1f%%), "
        "pvs re-searches %llu; aspiration fails %llu\n",
        u(m_interior), u(m_leaves), u(m_tt_cuts), u(m_rfp_cuts), u(m_iir), u(m_se_tests),
        u(m_se_extended), u(m_se_multicut), u(m_se_negative), u(m_cut_nodes),
        pct(m_cut_first, m_cut_nodes), ratio(m_cut_index_sum, m_cut_nodes),
        pct(m_cut_by_tt, m_cut_nodes), pct(m_cut_by_capture, m_cut_nodes),
        pct(m_cut_by_killer, m_cut_nodes), pct(m_cut_by_other, m_cut_nodes), u(m_all_nodes),
        ratio(m_moves_in_all_nodes, m_all_nodes), u(m_exact_nodes), u(m_pruned_lmp),
        u(m_pruned_futility), u(m_pruned_jump), u(m_reduced), ratio(m_reduction_sum, m_reduced),
        u(m_reduced_research), pct(m_reduced_research, m_reduced), u(m_pvs_research),
        u(m_aspiration_fails));
}

// The one recorder of the program's searches.
inline SearchStats stats;

} // namespace ataxx::detail

#pragma once

// Counters of where the search's nodes go (cuts, prunings, reductions, by
// remaining depth), for measuring the tree: only in a build configured with
// -DATAXX_SEARCH_STATS=ON (one search thread), which prints them to standard
// error when the program ends. Elsewhere ATAXX_STAT(...) is nothing.
// Included by search.cpp alone.

#ifdef ATAXX_SEARCH_STATS
#include <cstdint>
#include <cstdio>

namespace ataxx::detail {

struct SearchStats {
    std::uint64_t interior = 0, leaves = 0, tt_cuts = 0, rfp_cuts = 0, iir = 0;
    std::uint64_t se_tests = 0, se_extended = 0, se_multicut = 0, se_negative = 0;
    std::uint64_t cut_nodes = 0, cut_first = 0, cut_index_sum = 0, cut_by_tt = 0,
                  cut_by_capture = 0, cut_by_killer = 0, cut_by_other = 0;
    std::uint64_t all_nodes = 0, exact_nodes = 0, moves_in_all_nodes = 0;
    std::uint64_t pruned_lmp = 0, pruned_futility = 0, pruned_jump = 0, pruned_history = 0;
    std::uint64_t reduced = 0, reduction_sum = 0, reduced_research = 0, pvs_research = 0;
    std::uint64_t aspiration_fails = 0;
    // By remaining depth (1..15): nodes that reach the move loop, cut there
    // (and the moves searched), or fail low (and the moves searched).
    std::uint64_t d_searched[16] = {}, d_cut[16] = {}, d_cut_moves[16] = {}, d_all[16] = {},
                  d_all_moves[16] = {}, d_rfp[16] = {};
    static int bin(int depth) { return depth < 0 ? 0 : depth > 15 ? 15 : depth; }
    ~SearchStats() {
        std::fprintf(
            stderr,
            "stats: depth  reach-loop  rfp-cut  cut-nodes moves/cut  all-nodes moves/all\n");
        for (int d = 1; d < 16; ++d)
            if (d_searched[d] || d_rfp[d])
                std::fprintf(stderr, "stats: %5d %11llu %8llu %10llu %9.2f %10llu %9.2f\n", d,
                             (unsigned long long)d_searched[d], (unsigned long long)d_rfp[d],
                             (unsigned long long)d_cut[d],
                             d_cut[d] ? double(d_cut_moves[d]) / d_cut[d] : 0.0,
                             (unsigned long long)d_all[d],
                             d_all[d] ? double(d_all_moves[d]) / d_all[d] : 0.0);
        const auto pct = [](std::uint64_t a, std::uint64_t b) { return b ? 100.0 * a / b : 0.0; };
        std::fprintf(
            stderr,
            "stats: interior %llu leaves %llu; tt cuts %llu, reverse futility %llu, iir %llu\n"
            "stats: singular tests %llu: extended %llu, multicut %llu, negative %llu\n"
            "stats: cut nodes %llu, first move cuts %.1f%%, mean index of the cutting move %.2f; "
            "cut by table move %.1f%%, capture %.1f%%, killer/counter %.1f%%, other %.1f%%\n"
            "stats: all nodes %llu (%.1f moves searched each), exact %llu\n"
            "stats: pruned: late-move %llu, futility %llu, jumps %llu, history %llu\n"
            "stats: reduced %llu (mean %.2f plies), re-searched at full depth %llu (%.1f%%), "
            "pvs re-searches %llu; aspiration fails %llu\n",
            (unsigned long long)interior, (unsigned long long)leaves, (unsigned long long)tt_cuts,
            (unsigned long long)rfp_cuts, (unsigned long long)iir, (unsigned long long)se_tests,
            (unsigned long long)se_extended, (unsigned long long)se_multicut,
            (unsigned long long)se_negative, (unsigned long long)cut_nodes,
            pct(cut_first, cut_nodes), cut_nodes ? double(cut_index_sum) / cut_nodes : 0.0,
            pct(cut_by_tt, cut_nodes), pct(cut_by_capture, cut_nodes),
            pct(cut_by_killer, cut_nodes), pct(cut_by_other, cut_nodes),
            (unsigned long long)all_nodes, all_nodes ? double(moves_in_all_nodes) / all_nodes : 0.0,
            (unsigned long long)exact_nodes, (unsigned long long)pruned_lmp,
            (unsigned long long)pruned_futility, (unsigned long long)pruned_jump,
            (unsigned long long)pruned_history, (unsigned long long)reduced,
            reduced ? double(reduction_sum) / reduced : 0.0, (unsigned long long)reduced_research,
            pct(reduced_research, reduced), (unsigned long long)pvs_research,
            (unsigned long long)aspiration_fails);
    }
};
inline SearchStats stats;

} // namespace ataxx::detail

#define ATAXX_STAT(expr) (::ataxx::detail::stats.expr)
#else
#define ATAXX_STAT(expr) ((void)0)
#endif

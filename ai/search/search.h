#pragma once

#include "nnue/network.h"
#include "search/evaluate.h"
#include "search/movepicker.h"
#include "search/searchtypes.h"
#include "search/timeman.h"
#include "search/tt.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// The numbers of the search's reductions and pruning, for matches to tune
// (`ataxx-match 'very-hard,lmr_div=180'`).
struct SearchTunables {
    // A late move's reduction: log(depth) * log(move number) * 100 / lmr_div.
    int lmr_div = 220;
    // Late-move pruning at depth <= lmp_depth after lmp_base + lmp_scale * depth^2 moves.
    int lmp_base = 4;
    int lmp_scale = 2;
    // Reverse futility at depth <= rfp_depth when eval - rfp_margin * depth >= beta.
    int rfp_depth = 6;
    int rfp_margin = 42;
    // Futility at depth <= fut_depth: a quiet move is skipped when
    // eval + fut_base + fut_scale * depth <= alpha.
    int fut_base = 100;
    int fut_scale = 120;
    // Internal iterative reduction: a node this deep or deeper without a
    // table move is searched one ply shallower (0: off).
    int iir_depth = 4;
    // Futility up to this depth.
    int fut_depth = 2;
    // Singular extensions from this depth (0: off): the table's move is
    // searched a ply deeper when every other move, searched to half depth,
    // stays below its score minus se_margin per ply; when even they reach
    // beta the node is cut (multi-cut), and when only the table's score does,
    // the table's move is searched a ply shallower.
    int se_depth = 6;
    int se_margin = 1;
    // Late-move pruning up to this depth.
    int lmp_depth = 3;
    // Move ordering after the table's move: ord_capture per piece taken,
    // ord_clone for a clone; history breaks ties.
    int ord_capture = 1;
    int ord_clone = 2;
    // A reduced move that takes pieces: its reduction against a quiet move's,
    // in plies (-1: one ply less).
    int lmr_capture = -1;
    // Up to this depth reverse futility is tried on the static evaluation
    // before the transposition table is read (0: after, on the table's).
    int rfp_first = 2;
    // The clock's share of a move (timeman.h's TimeUse): the moves still to
    // come are empty cells * tm_share / 100 + tm_moves, and no new depth
    // starts after tm_start percent of the move's soft limit.
    int tm_share = 50;
    int tm_moves = 8;
    int tm_start = 50;
    // The soft limit scaled by how much of the search went to the best move
    // (from depth 5): (tm_node_base - its share of the nodes, in percent) *
    // tm_nodes / 100 percent of it, between half and twice; 0: not scaled.
    // A move that took most of the nodes is settled, one that did not is not.
    int tm_nodes = 135;
    int tm_node_base = 150;
    // And by how far the score fell since two depths before (from depth 5):
    // tm_fall percent more per piece (100) it fell, less per piece it rose,
    // kept within 75-150%; 0: not scaled. A falling score needs a look deeper.
    int tm_fall = 0;

    // One number: its name, where it lives and the values it may take.
    struct Field {
        std::string_view name;
        int SearchTunables::*member;
        int low;
        int high;
    };
    // Every number, in the order of the declarations above.
    [[nodiscard]] static std::span<const Field> fields() noexcept;
    // Sets a number by its name; false for an unknown name or a value out of range.
    bool set(std::string_view name, int value) noexcept;
    // The names, separated by ", ".
    [[nodiscard]] static std::string names();

    // The soft limit's scale in percent after `depth`, whose best move took
    // `best_share` percent of the nodes and scored `score`, where depth - 2
    // scored `earlier` (tm_nodes, tm_fall; a proven score is not compared).
    [[nodiscard]] int time_scale(int depth, int best_share, int score, int earlier) const noexcept;
};

// Switches and settings of the search that matches decide on, and the
// evaluation noise of the medium level.
struct SearchOptions {
    bool late_move_reductions = true;
    bool futility_pruning = true;
    bool late_move_pruning = true;
    bool aspiration_windows = true;
    // Material only, for the easy level.
    bool material_only = false;
    // Up to this many hundredths of a piece added to or taken from each static
    // evaluation, the same for a position throughout one search.
    int eval_noise = 0;
    std::uint64_t noise_seed = 0;
    // The best lines run() reports at each depth (MultiPV), each one searched
    // with the moves of the lines above it left out at the root. With 1 the
    // search is the plain one; more cost time to a depth (ai/README.md).
    int multi_pv = 1;
    EvalWeights weights;
    // The learned evaluation: a position whose geometry has a network here is
    // evaluated by it, any other by the hand-made evaluation (`weights`). None:
    // the hand-made one everywhere.
    std::shared_ptr<const nnue::NetworkSet> networks;
    SearchTunables tune;
};

// The alpha-beta engine: iterative deepening negamax with principal
// variation search, aspiration windows, a shared transposition table, move
// ordering (table move, captures, clones before jumps, killers, history) and
// late-move reductions and pruning. Several threads search the same tree and
// share only the table (Lazy SMP); with one thread the search is
// deterministic, which bench and the tests rely on.
//
// With options().multi_pv above 1 the main thread finds that many best lines
// at each depth, the way engines usually do: the best line as ever, then the
// root again without the first moves of the lines found so far, each with an
// aspiration window round its own last score; the lines are reported best
// first (SearchInfo::multipv 1, 2, ...) once the depth is complete, and the
// best line is the answer.
//
// run() blocks until a limit is reached or stop() is called from another
// thread; stop() is an atomic flag read every few hundred nodes, so a search
// ends within milliseconds of it.
// The transposition table's size when nothing else is asked: the same for
// the app's levels, UAI's Hash and ataxx-match's levels, so that a match
// measures the engine a person plays.
inline constexpr std::size_t default_hash_megabytes = 64;

class Search {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;
    struct Result {
        Move best;
        SearchInfo info;
    };

    explicit Search(std::size_t hash_megabytes = default_hash_megabytes);
    // With this many threads from the start (1 and up).
    Search(std::size_t hash_megabytes, int threads);
    ~Search();
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;

    void set_hash_megabytes(std::size_t megabytes) { m_tt.resize(megabytes); }
    [[nodiscard]] std::size_t hash_megabytes() const noexcept { return m_tt.megabytes(); }
    // 1 and up; the default is the number of cores.
    void set_threads(int threads);
    [[nodiscard]] int threads() const noexcept { return m_threads; }
    [[nodiscard]] SearchOptions& options() noexcept { return m_options; }
    // Forgets everything learned (the table, the move-ordering statistics).
    void new_game();

    // Searches `root`. `history` holds the keys of the positions before it, oldest
    // first, for repetition under the threefold rule. The callback gets an info
    // record after each completed depth, on the calling thread. `should_stop`, when
    // given, is asked every few hundred nodes as well; a search that is told to stop
    // before it starts still finishes depth 1, so there is always a move.
    Result run(const Position& root, const std::vector<std::uint64_t>& history,
               const SearchLimits& limits, const InfoCallback& on_info = {},
               const std::function<bool()>& should_stop = {});

    // A root move and the score a search gave it, from the root's side to move.
    struct ScoredMove {
        Move move;
        int score = 0;
    };
    // What score_moves found: the moves within the window of the last depth
    // it finished, best first, that depth, and the nodes it spent.
    struct MoveScores {
        std::vector<ScoredMove> moves;
        int depth = 0;
        std::uint64_t nodes = 0;
    };
    // Scores the root's moves for the strength scale (search/strength.h), the
    // way a multi-PV search would, but every one within `margin` of the best:
    // iterative deepening where each depth searches every move, last depth's
    // best first, with a window whose lower end is the best score of this depth
    // so far less `margin`; a move below it is left out of that depth's list
    // (not worth playing). A depth starts only when, grown from the last one as
    // the last grew from the one before, it would stay within `nodes` (depth 1
    // always runs); one cut short by `should_stop` or by twice `nodes` counts
    // for nothing. The main thread alone searches, so the answer depends only
    // on the position, the history, the options and what the table holds.
    MoveScores score_moves(const Position& root, const std::vector<std::uint64_t>& history,
                           std::uint64_t nodes, int margin,
                           const std::function<bool()>& should_stop = {});

    // Safe from any thread.
    void stop() noexcept { m_stop.store(true, std::memory_order_relaxed); }

private:
    class Thread;
    friend class Thread;

    TranspositionTable m_tt;
    SearchOptions m_options;
    int m_threads = 1;
    std::atomic<bool> m_stop{false};
    std::vector<std::unique_ptr<Thread>> m_workers;
};

} // namespace ataxx

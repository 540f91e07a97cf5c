#pragma once

#include "position.h"
#include "search/searchtypes.h"

#include <cstdint>

namespace ataxx {

struct SearchTunables;

// How long a search may take: `soft` is the time after which no new depth
// starts, `hard` the time at which the search is stopped (milliseconds; 0:
// no limit).
struct TimeBudget {
    std::int64_t soft = 0;
    std::int64_t hard = 0;
};

// The budget of one move: a fixed time per move as given (less a few
// milliseconds for the answer), or a share of the clock: the time left over
// the moves still to come (each side fills about half the empty cells that
// remain), plus most of the increment; never more than a third of the clock.
[[nodiscard]] TimeBudget budget_for(const SearchLimits& limits, const Position& root);

// Whether iterative deepening starts another depth, from how the depths so far
// went: a new depth takes a few times the last one, so none starts after half
// the soft limit, and the limit is scaled by the tunables (tm_*, see
// SearchTunables): by how long the best move has held, by a falling score, and
// by the share of the nodes the best move took.
class DepthClock {
public:
    DepthClock(const TimeBudget& budget, const SearchTunables& tune)
        : m_budget(budget)
        , m_tune(tune) {}
    // After depth `depth` finished with `best` and `score` (the score of the
    // depth before it was `previous_score`), `best_share` percent of its
    // nodes under the best move, at `elapsed_ms` into the search.
    [[nodiscard]] bool another_depth(int depth, Move best, int score, int previous_score,
                                     std::int64_t best_share, std::int64_t elapsed_ms);

private:
    TimeBudget m_budget;
    const SearchTunables& m_tune;
    Move m_last_best = Move::none();
    int m_stable_depths = 0;
};

} // namespace ataxx

#pragma once

#include "position.h"
#include "search/searchtypes.h"

#include <cstdint>

namespace ataxx {

// How long a search may take: `soft` is the time after which no new depth
// starts, `hard` the time at which the search is stopped (milliseconds; 0:
// no limit).
struct TimeBudget {
    std::int64_t soft = 0;
    std::int64_t hard = 0;
    // The share of `soft`, in percent, after which no new depth starts.
    int start_percent = 50;

    // Whether iterative deepening starts another depth at `elapsed_ms` into
    // the search: a new depth takes a few times the last one, so none starts
    // after `start_percent` of the soft limit (never beyond the hard one),
    // the soft limit scaled by `scale_percent` first.
    [[nodiscard]] bool another_depth(std::int64_t elapsed_ms,
                                     int scale_percent = 100) const noexcept;
};

// How the clock is shared out (the search's tunables tm_share, tm_moves and
// tm_start): the moves still to come are `empty cells * share / 100 + moves`
// (each side fills about half the empty cells that remain), and a new depth
// starts before `start` percent of a move's soft limit.
struct TimeUse {
    int share = 50;
    int moves = 8;
    int start = 50;
};

// The budget of one move: a fixed time per move as given (less a few
// milliseconds for the answer), or a share of the clock: the time left over
// the moves still to come, plus most of the increment; never more than a
// third of the clock.
[[nodiscard]] TimeBudget budget_for(const SearchLimits& limits, const Position& root,
                                    const TimeUse& use = {});

} // namespace ataxx

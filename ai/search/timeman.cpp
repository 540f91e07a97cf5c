#include "search/timeman.h"

#include <algorithm>

namespace ataxx {

TimeBudget budget_for(const SearchLimits& limits, const Position& root, const TimeUse& use) {
    TimeBudget b;
    b.start_percent = use.start;
    if (limits.infinite) return b;
    if (limits.movetime_ms > 0) {
        b.soft = b.hard = std::max(1, limits.movetime_ms - 5);
        return b;
    }
    if (!limits.has_clock()) return b;
    const int side = static_cast<int>(root.side_to_move());
    const std::int64_t left = limits.time_ms[side];
    const std::int64_t inc = limits.increment_ms[side];
    const int moves_left =
        limits.moves_to_go > 0
            ? limits.moves_to_go
            : std::clamp(root.empty_cells().count() * use.share / 100 + use.moves, 10, 50);
    const std::int64_t reserve = std::min<std::int64_t>(50, left / 10);
    const std::int64_t usable = std::max<std::int64_t>(1, left - reserve);
    b.soft = std::max<std::int64_t>(1, usable / moves_left + inc * 3 / 4);
    b.hard = std::max<std::int64_t>(1, std::min(usable / 3 + inc / 2, b.soft * 4));
    b.soft = std::min(b.soft, b.hard);
    return b;
}

bool TimeBudget::another_depth(std::int64_t elapsed_ms, int scale_percent) const noexcept {
    if (!soft) return true;
    const std::int64_t scaled = soft * scale_percent / 100;
    return elapsed_ms * 100 < (hard ? std::min(scaled, hard) : scaled) * start_percent;
}

} // namespace ataxx

#pragma once

#include "search/search.h"
#include "search/strength.h"

#include <cstdint>
#include <vector>

namespace ataxx {

// How each named level plays:
//   Very easy  a random legal move, clones preferred;
//   Easy       one ply, the move that leaves it the most pieces, uniformly at random
//              among equally good ones;
//   Medium     a shallow search with a noisy evaluation, so games vary;
//   Hard       a limited search;
//   Very hard  the full engine, with the learned evaluation where the board has
//              a network, for a time per move (2 s by default).
struct LevelRequest {
    Level level = Level::VeryHard;
    // When above 0, plays at this point of the calibrated scale
    // (search/strength.h, strength_elo_min to strength_elo_max) instead of the level.
    int elo = 0;
    // For the scale's calibration: a setting played as it is, in place of
    // elo's, when its nodes are above 0.
    StrengthSetting strength;
    // Very hard's time per move.
    int movetime_ms = 2000;
    // Limits from outside (a game clock, a time per move, a depth). The searching
    // levels keep them and add their own depth; with no time limit given, very
    // hard thinks for movetime_ms and hard for at most a second.
    SearchLimits limits;
    // Varies the random choices from game to game and move to move.
    std::uint64_t seed = 0;
    // Very hard's learned evaluation (the built-in networks unless told
    // otherwise; none: the hand-made evaluation). The other levels keep the
    // hand-made one, which their ladder was measured with.
    std::shared_ptr<const nnue::NetworkSet> networks = nnue::NetworkSet::builtins();
};

// Picks a move at a level. The search object supplies the table and threads
// for the searching levels; the callback gets their info records.
[[nodiscard]] Search::Result play_level(Search& search, const LevelRequest& request,
                                        const Position& position,
                                        const std::vector<std::uint64_t>& history,
                                        const Search::InfoCallback& on_info = {},
                                        const std::function<bool()>& should_stop = {});

} // namespace ataxx

#pragma once

// The calibrated strength scale: the engine weakened to a point given in Elo
// (UAI's UCI_LimitStrength and UCI_Elo), so that a difference on the scale
// predicts the score between two settings, and the named levels' places on it.
#include "rating.h"
#include "search/search.h"
#include "search/searchtypes.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace ataxx {

// The scale's ends: Very easy, and about Hard on 7 x 7 (ai/README, "The
// strength scale"). A newcomer's rating starts in the middle, as sure as
// core's newcomer_deviation says: wide, since a newcomer may stand anywhere
// from a beginner to a player who beats Hard.
inline constexpr int strength_elo_min = 500;
inline constexpr int strength_elo_max = 3000;
inline constexpr int strength_elo_newcomer = (strength_elo_min + strength_elo_max) / 2;

// A newcomer's rating on the scale, on every family of boards.
[[nodiscard]] constexpr rating::Rating newcomer_rating() noexcept {
    return {strength_elo_newcomer, rating::newcomer_deviation, rating::newcomer_volatility};
}

// The deviation a point of the scale is rated with when a person's rating is
// updated after a game against it: 0, its strength taken as known (it was
// measured by matches, see ai/README, "The strength scale").
inline constexpr double scale_deviation = 0.0;

// How a point of the scale plays. Every legal move is searched, all to the
// same depth, the deepest that `nodes` allows (Search::score_moves), with the
// hand-made evaluation on every board; the move is then drawn among them with
// a weight exp((score - best) / temperature), scores in hundredths of a piece,
// so that a small mistake is often made and a large one seldom. A stronger
// point searches more and draws cooler, so its mistakes are smaller and
// rarer. Nodes, not time: the same on any machine and under any load.
struct StrengthSetting {
    std::uint64_t nodes = 0;
    int temperature = 0;
};

// The setting of a point of the scale (clamped to it) on a family's boards:
// each family has its measured points (ai/README's table; Other's measured on
// the rectangles' book), and between them the nodes go geometrically and the
// temperature linearly.
[[nodiscard]] StrengthSetting
strength_setting(int elo, rating::Family family = rating::Family::Board7x7) noexcept;

// The index of the move drawn among `moves` (best first) with a weight
// exp((score - best) / temperature): `u` in [0, 1) picks it. The first with a
// temperature of 0 or a single move. The strength scale's draw, and the
// natural openings' (ataxx-openings, ataxx-datagen --temperature).
[[nodiscard]] std::size_t draw_by_score(const std::vector<Search::ScoredMove>& moves,
                                        int temperature, double u) noexcept;

// A move as a fair player might make it: `position`'s moves scored by
// `search` (Search::score_moves, `nodes` a move, within 7 temperatures of the
// best), then one drawn by draw_by_score with a number from `rng`. The
// search's table is kept. No move (a null one) where the position has none.
[[nodiscard]] Move natural_move(Search& search, const Position& position,
                                const std::vector<std::uint64_t>& history, std::uint64_t nodes,
                                int temperature, std::uint64_t random_bits);

// Plays a move at a setting: deterministic for a seed, a position and its
// history. A time limit given (a clock, a time a move) is kept as well: a
// depth that would overrun it is not finished. `on_info` gets one record,
// of the move chosen, its score and the depth.
[[nodiscard]] Search::Result play_strength(const StrengthSetting& setting, std::uint64_t seed,
                                           const Position& position,
                                           const std::vector<std::uint64_t>& history,
                                           const SearchLimits& limits,
                                           const Search::InfoCallback& on_info = {},
                                           const std::function<bool()>& should_stop = {});

// A named level's Elo on a family's boards, as measured by the calibration
// matches (ai/README, "The strength scale").
[[nodiscard]] int level_elo(Level level, rating::Family family) noexcept;
// Whether that Elo is only a floor: Very hard won every calibration game, so
// it is at least that strong (the app shows it, as every level above the
// scale's top, as "3000+").
[[nodiscard]] constexpr bool level_elo_is_floor(Level level) noexcept {
    return level == Level::VeryHard;
}

// The point of the scale where a player of this rating is expected to score
// half: the even game's opponent (the rating itself, kept within the scale).
[[nodiscard]] int even_game_elo(const rating::Rating& player) noexcept;

} // namespace ataxx

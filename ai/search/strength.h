#pragma once

// The calibrated strength scale: the engine weakened to a point given in Elo
// (UAI's UCI_LimitStrength and UCI_Elo), so that a difference on the scale
// predicts the score between two settings, and the named levels' places on it.
#include "rating.h"
#include "search/searchtypes.h"

namespace ataxx {

// The scale's ends. Its middle (1500) is where a newcomer's rating starts.
inline constexpr int strength_elo_min = 500;
inline constexpr int strength_elo_max = 2500;

// A named level's Elo on a family's boards, as measured by the calibration
// matches (ai/README, "The strength scale").
[[nodiscard]] int level_elo(Level level, rating::Family family) noexcept;

// The point of the scale where a player of this rating is expected to score
// half: the even game's opponent (the rating itself, kept within the scale).
[[nodiscard]] int even_game_elo(const rating::Rating& player) noexcept;

} // namespace ataxx

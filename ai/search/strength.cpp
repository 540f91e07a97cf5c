#include "search/strength.h"

#include <algorithm>
#include <cmath>

namespace ataxx {

// PROVISIONAL until the calibration matches are run: evenly spread guesses.
int level_elo(Level level, rating::Family) noexcept {
    switch (level) {
    case Level::VeryEasy:
        return 600;
    case Level::Easy:
        return 1000;
    case Level::Medium:
        return 1400;
    case Level::Hard:
        return 1900;
    case Level::VeryHard:
        break;
    }
    return 2500;
}

int even_game_elo(const rating::Rating& player) noexcept {
    const double elo = rating::opponent_for_score(player, 0.5);
    return std::clamp(static_cast<int>(std::lround(elo)), strength_elo_min, strength_elo_max);
}

} // namespace ataxx

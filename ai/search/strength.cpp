#include "search/strength.h"

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

} // namespace ataxx

#pragma once

#include "rating.h"
#include "search/strength.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ataxx {

// How fast a person's rating finds their strength (issue 48's convergence
// measure): a simulated person, the engine at a fixed point `true_elo` of
// the strength scale, plays the app's "even games" from a newcomer's rating
// (newcomer_rating(): the scale's middle, 1750 ± 700). Each game's opponent is even_game_elo of the
// rating so far, the person's colour alternates, the opening is drawn from `openings`, and after
// each game rating::update takes that one game, the opponent rated at its point of the scale with
// scale_deviation (search/strength.h).
struct ConvergenceGame {
    int opponent = 0;   // the opponent's point of the scale
    double score = 0.0; // the person's: 1, 0.5 or 0
    rating::Rating after;
};

struct ConvergenceRun {
    int true_elo = 0;
    std::uint64_t seed = 0;
    std::vector<ConvergenceGame> games;
    // The last rating less the true Elo (0 before any game).
    [[nodiscard]] double error() const noexcept;
};

// Plays `games` games from `start` (a newcomer's rating unless told
// otherwise, for experiments); deterministic for the seed. `on_game` gets
// each as it ends.
[[nodiscard]] ConvergenceRun
simulate_rating(int true_elo, int games, std::uint64_t seed,
                const std::vector<std::string>& openings,
                const std::function<void(const ConvergenceGame&)>& on_game = {},
                const rating::Rating& start = newcomer_rating());

} // namespace ataxx

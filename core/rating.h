#pragma once

// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012):
// a rating, its deviation (how sure it is) and its volatility (how erratic the
// player's results are), moved by the results of a rating period. The app
// rates a person on the calibrated Elo scale of the engine's computer players
// (ai/search/strength.h), one game per period, so the rating moves after every
// game.
#include "geometry.h"

#include <span>
#include <string_view>

namespace ataxx::rating {

// A newcomer's deviation and volatility, and the system constant tau, which
// limits how fast the volatility may change (Glickman suggests 0.3 to 1.2).
// The deviation is twice chess's usual 350: the engine's scale spans 2,500
// points, from a beginner to a strong engine, and a newcomer may stand
// anywhere on it (700 is about the spread of a rating drawn evenly from the
// scale). With 350, or 500, a rating far from the middle was still on its
// way there after 20 games (ai/README, "A rating's convergence"). It is also
// the most a deviation grows to without games.
inline constexpr double newcomer_deviation = 700.0;
inline constexpr double newcomer_volatility = 0.06;
inline constexpr double tau = 0.5;

// A person has one rating per family of boards, since strength on one does not
// carry over whole to another: 7×7 (with or without blocked cells), the
// hexagons, and every other board.
enum class Family : unsigned char { Board7x7, Hexagonal, Other };
inline constexpr int family_count = 3;

[[nodiscard]] Family family_of(const Geometry& geometry) noexcept;
// "7x7", "hexagonal", "other": the keys files and settings use.
[[nodiscard]] std::string_view family_key(Family family) noexcept;

struct Rating {
    double rating = 1500.0;
    double deviation = newcomer_deviation;
    double volatility = newcomer_volatility;
};

// One game of a period: the opponent's rating and deviation (0 for a player
// whose strength is known exactly) and the score, 1 a win, 0.5 a draw, 0 a loss.
struct Result {
    double opponent = 1500.0;
    double opponent_deviation = 0.0;
    double score = 0.0;
};

// The rating after one period with these games. With none, only the deviation
// grows, as it does for a player who has not played for a while.
[[nodiscard]] Rating update(const Rating& before, std::span<const Result> games);

// The expected score against an opponent, both deviations taken into account
// (0.5 between equal ratings; about 0.76 for 200 points more, 0.91 for 400).
[[nodiscard]] double expected_score(const Rating& player, double opponent,
                                    double opponent_deviation = 0.0);

// The opponent's rating against which the expected score is `score`
// (0 < score < 1): the player's own rating for 0.5.
[[nodiscard]] double opponent_for_score(const Rating& player, double score,
                                        double opponent_deviation = 0.0);

} // namespace ataxx::rating

#include "search/strength.h"

#include "search/timeman.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <random>
#include <span>

namespace ataxx {

namespace {

// The measured points of the scale (ai/README, "The strength scale"): an
// Elo and the setting that plays at it. scripts/calibrate-strength's ladder
// plays each setting against the next (200 games); their Elo differences,
// added up, place them, and the Very easy level, measured against the first
// two, is 500: the scale starts at the weakest level. The points beyond the
// ends are there to interpolate up to them.
struct Knot {
    int elo;
    StrengthSetting setting;
};
using Knots = std::span<const Knot>;

// 7 x 7 (and, unmeasured, the boards of the family Other).
constexpr Knot knots_7x7[] = {
    {545, {1, 700}},   {727, {1, 400}},    {962, {1, 250}},    {1292, {1, 150}},  {1522, {1, 100}},
    {1732, {1, 60}},   {1804, {1, 30}},    {1869, {60, 30}},   {1949, {120, 30}}, {2064, {200, 30}},
    {2195, {300, 30}}, {2405, {1000, 25}}, {2640, {3000, 20}},
};
// Hexxagon (the hexagons): a hot draw costs more there (a jump's hole is
// punished at once), and Very easy, which prefers clones, is stronger
// against it, so the same setting stands higher on this scale.
constexpr Knot knots_hexagonal[] = {
    {285, {1, 700}}, {615, {1, 400}}, {974, {1, 250}},  {1437, {1, 150}},  {1809, {1, 100}},
    {2124, {1, 60}}, {2327, {1, 30}}, {2396, {60, 30}}, {2441, {120, 30}}, {2580, {200, 30}},
};

Knots knots_of(rating::Family family) {
    if (family == rating::Family::Hexagonal) return knots_hexagonal;
    return knots_7x7;
}

} // namespace

StrengthSetting strength_setting(int elo, rating::Family family) noexcept {
    const Knots knots = knots_of(family);
    elo = std::clamp(elo, strength_elo_min, strength_elo_max);
    if (elo <= knots.front().elo) return knots.front().setting;
    for (std::size_t i = 1; i < knots.size(); ++i) {
        const Knot& lo = knots[i - 1];
        const Knot& hi = knots[i];
        if (elo > hi.elo) continue;
        const double t = static_cast<double>(elo - lo.elo) / (hi.elo - lo.elo);
        const double nodes = std::exp(std::log(static_cast<double>(lo.setting.nodes)) * (1 - t) +
                                      std::log(static_cast<double>(hi.setting.nodes)) * t);
        const double temperature = lo.setting.temperature * (1 - t) + hi.setting.temperature * t;
        return {static_cast<std::uint64_t>(std::llround(nodes)),
                static_cast<int>(std::lround(temperature))};
    }
    return knots.back().setting;
}

Search::Result play_strength(const StrengthSetting& setting, std::uint64_t seed,
                             const Position& position, const std::vector<std::uint64_t>& history,
                             const SearchLimits& limits, const Search::InfoCallback& on_info,
                             const std::function<bool()>& should_stop) {
    // 1. A search of its own, one thread and a small table, fresh for each
    // move: the answer depends on the position and the seed alone.
    Search search(4, 1);
    search.options().networks = nullptr;

    // 2. A time limit from outside stops a depth that would overrun it.
    const TimeBudget budget = budget_for(limits, position);
    const auto start = std::chrono::steady_clock::now();
    const std::function<bool()> stop = [&] {
        if (should_stop && should_stop()) return true;
        if (budget.hard <= 0) return false;
        return std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(budget.hard);
    };

    // 3. The moves' scores; a move far below the best would be drawn less
    // than once in a thousand times (exp(-7)) and is left out.
    const int temperature = std::max(0, setting.temperature);
    const int margin = std::max(1, 7 * temperature);
    const Search::MoveScores scores = search.score_moves(
        position, history, std::max<std::uint64_t>(1, setting.nodes), margin, stop);
    Search::Result result;
    if (scores.moves.empty()) return result;

    // 4. The draw, weight exp((score - best) / temperature), with a number
    // made from the seed's bits so that every platform draws alike.
    std::size_t chosen = 0;
    if (temperature > 0 && scores.moves.size() > 1) {
        const int best = scores.moves.front().score;
        std::vector<double> weights;
        double total = 0;
        for (const Search::ScoredMove& m : scores.moves) {
            weights.push_back(std::exp(static_cast<double>(m.score - best) / temperature));
            total += weights.back();
        }
        std::mt19937_64 rng(seed ^ position.key());
        const double u = static_cast<double>(rng() >> 11) * 0x1.0p-53 * total;
        double sum = 0;
        for (chosen = 0; chosen + 1 < weights.size(); ++chosen) {
            sum += weights[chosen];
            if (u < sum) break;
        }
    }
    result.best = scores.moves[chosen].move;
    result.info.depth = scores.depth;
    result.info.score = scores.moves[chosen].score;
    result.info.nodes = scores.nodes;
    result.info.pv = {result.best};
    if (on_info) on_info(result.info);
    return result;
}

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

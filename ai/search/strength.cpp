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
// plays each setting against the next (200 games) and the levels against
// settings near them; a least-squares fit of all those lines places them
// (scripts/fit-strength-scale), with Very easy at 500: the scale starts at the
// weakest level. The points beyond the ends are there to interpolate up to
// them.
struct Knot {
    int elo;
    StrengthSetting setting;
};
using Knots = std::span<const Knot>;

// The check matches (elo:N against elo:N+200 and N+400) found the fit's
// differences on 7 x 7 about 8% short (two runs, 32 lines: settings 200 apart
// by the ladder scored as if about 216 apart); on Hexxagon and the
// rectangles they were right.
// A family's fitted Elo are stretched by its factor about the anchor, 500, so
// that a difference on the scale is the measured one.
constexpr double stretch_7x7 = 1.08;
constexpr double stretch_others = 1.0;
constexpr double stretched(double fitted, double stretch) {
    return 500 + (fitted - 500) * stretch;
}

// 7 x 7.
constexpr Knot knots_7x7[] = {
    {547, {1, 700}},    {728, {1, 400}},     {964, {1, 250}},   {1294, {1, 150}},
    {1524, {1, 100}},   {1741, {1, 60}},     {1813, {1, 30}},   {1878, {60, 30}},
    {1958, {120, 30}},  {2073, {200, 30}},   {2204, {300, 30}}, {2399, {1000, 25}},
    {2635, {3000, 20}}, {2963, {15000, 15}},
};
// The hexagons (measured on Hexxagon): a hot draw costs more there (a jump's
// hole is punished at once) and Very easy, which prefers clones, plays
// better against it, so the temperatures spread over more of the scale and
// a search starts only near its top.
constexpr Knot knots_hexagonal[] = {
    {306, {1, 700}},   {636, {1, 400}},   {995, {1, 250}},   {1473, {1, 150}},
    {1845, {1, 100}},  {2161, {1, 60}},   {2363, {1, 30}},   {2443, {60, 30}},
    {2499, {120, 30}}, {2651, {200, 30}}, {2808, {300, 30}}, {3046, {1000, 25}},
};

// The family Other, measured on the rectangles' book (5 x 5, 6 x 6, 8 x 8,
// 9 x 9 and 11 x 11 taking turns): close to 7 x 7 up to one ply, then more
// Elo a node. Its last point is placed by its one ladder match (100 games,
// ai/README) from the point before.
constexpr Knot knots_other[] = {
    {529, {1, 700}},    {739, {1, 400}},     {956, {1, 250}},   {1304, {1, 150}},
    {1531, {1, 100}},   {1761, {1, 60}},     {1852, {1, 30}},   {1941, {60, 30}},
    {2028, {120, 30}},  {2102, {200, 30}},   {2190, {300, 30}}, {2477, {1000, 25}},
    {2705, {3000, 20}}, {2980, {15000, 15}},
};

Knots knots_of(rating::Family family) {
    switch (family) {
    case rating::Family::Board7x7:
        return knots_7x7;
    case rating::Family::Hexagonal:
        return knots_hexagonal;
    case rating::Family::Other:
        break;
    }
    return knots_other;
}
double stretch_of(rating::Family family) {
    return family == rating::Family::Board7x7 ? stretch_7x7 : stretch_others;
}

} // namespace

StrengthSetting strength_setting(int elo, rating::Family family) noexcept {
    const Knots knots = knots_of(family);
    const auto elo_of = [stretch = stretch_of(family)](const Knot& knot) {
        return stretched(knot.elo, stretch);
    };
    elo = std::clamp(elo, strength_elo_min, strength_elo_max);
    if (elo <= elo_of(knots.front())) return knots.front().setting;
    for (std::size_t i = 1; i < knots.size(); ++i) {
        const Knot& lo = knots[i - 1];
        const Knot& hi = knots[i];
        if (elo > elo_of(hi)) continue;
        const double t = (elo - elo_of(lo)) / (elo_of(hi) - elo_of(lo));
        const double nodes = std::exp(std::log(static_cast<double>(lo.setting.nodes)) * (1 - t) +
                                      std::log(static_cast<double>(hi.setting.nodes)) * t);
        const double temperature = lo.setting.temperature * (1 - t) + hi.setting.temperature * t;
        return {static_cast<std::uint64_t>(std::llround(nodes)),
                static_cast<int>(std::lround(temperature))};
    }
    return knots.back().setting;
}

std::size_t draw_by_score(const std::vector<Search::ScoredMove>& moves, int temperature,
                          double u) noexcept {
    if (temperature <= 0 || moves.size() < 2) return 0;
    const int best = moves.front().score;
    std::vector<double> weights;
    double total = 0;
    for (const Search::ScoredMove& m : moves) {
        weights.push_back(std::exp(static_cast<double>(m.score - best) / temperature));
        total += weights.back();
    }
    const double target = u * total;
    double sum = 0;
    std::size_t chosen = 0;
    for (; chosen + 1 < weights.size(); ++chosen) {
        sum += weights[chosen];
        if (target < sum) break;
    }
    return chosen;
}

Move natural_move(Search& search, const Position& position,
                  const std::vector<std::uint64_t>& history, std::uint64_t nodes, int temperature,
                  std::uint64_t random_bits) {
    const int margin = std::max(1, 7 * std::max(0, temperature));
    const Search::MoveScores scores =
        search.score_moves(position, history, std::max<std::uint64_t>(1, nodes), margin);
    if (scores.moves.empty()) return Move::none();
    const double u = static_cast<double>(random_bits >> 11) * 0x1.0p-53;
    return scores.moves[draw_by_score(scores.moves, temperature, u)].move;
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

    // 4. The draw, with a number made from the seed's bits so that every
    // platform draws alike.
    std::mt19937_64 rng(seed ^ position.key());
    const std::size_t chosen =
        draw_by_score(scores.moves, temperature, static_cast<double>(rng() >> 11) * 0x1.0p-53);
    result.best = scores.moves[chosen].move;
    result.info.depth = scores.depth;
    result.info.score = scores.moves[chosen].score;
    result.info.nodes = scores.nodes;
    result.info.pv = {result.best};
    if (on_info) on_info(result.info);
    return result;
}

// Fitted with the scale's points (scripts/calibrate-strength levels, then
// fit; on 7 x 7 and Hexxagon Medium, Hard and Very hard placed again by
// `relevel` on 2026-12-07, with the search and the tenth 7 x 7 network of
// that day; relevel again with the eleventh moved no level beyond its margin,
// ai/LOG.md), and stretched as they are. Medium (on Hexxagon), Hard and Very hard
// stand above the scale's top, on its extension by stronger settings. Very
// hard won all its games (60, at 250 ms a move): its Elo is a floor, the 95%
// lower bound of that score over the player it beat. On the rectangles Hard
// was placed by its two matches against 3000/20 and 15000/15 (ai/README);
// Very hard was not measured there and has 7 x 7's, as shown there.
int level_elo(Level level, rating::Family family) noexcept {
    constexpr int fitted_7x7[level_count] = {500, 1354, 2227, 2825, 3942};
    constexpr int fitted_hexagonal[level_count] = {500, 1594, 2807, 3578, 4094};
    constexpr int fitted_other[level_count] = {500, 1361, 2287, 2870, 4217};
    const auto i = static_cast<std::size_t>(level);
    const int fitted = family == rating::Family::Board7x7    ? fitted_7x7[i]
                       : family == rating::Family::Hexagonal ? fitted_hexagonal[i]
                                                             : fitted_other[i];
    return static_cast<int>(std::lround(stretched(fitted, stretch_of(family))));
}

int even_game_elo(const rating::Rating& player) noexcept {
    const double elo = rating::opponent_for_score(player, 0.5);
    return std::clamp(static_cast<int>(std::lround(elo)), strength_elo_min, strength_elo_max);
}

} // namespace ataxx

#include "search/levels.h"

#include <algorithm>
#include <random>

namespace ataxx {

std::string_view level_key(Level level) noexcept {
    switch (level) {
    case Level::VeryEasy:
        return "very-easy";
    case Level::Easy:
        return "easy";
    case Level::Medium:
        return "medium";
    case Level::Hard:
        return "hard";
    case Level::VeryHard:
        break;
    }
    return "very-hard";
}

bool level_from_string(std::string_view text, Level& level) noexcept {
    std::string key;
    for (const char c : text) {
        if (c == ' ' || c == '_')
            key += '-';
        else
            key += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    for (int i = 0; i < level_count; ++i) {
        const auto l = static_cast<Level>(i);
        if (key == level_key(l) || key == std::to_string(i + 1)) {
            level = l;
            return true;
        }
    }
    return false;
}

namespace {

// The pieces `p`'s side to move leads by once `m` is played, in hundredths:
// the one-ply count that Very easy and Easy report as their evaluation.
int material_after(const Position& p, Move m) {
    const Side us = p.side_to_move();
    const Position child = p.after(m);
    return 100 * (child.pieces(us).count() - child.pieces(!us).count());
}

// A move chosen without a search, with the count after it as its score: a
// real evaluation of one ply, never a 0 that is not one.
Search::Result single_move(const Position& p, Move m) {
    Search::Result r;
    r.best = m;
    r.info.depth = 1;
    r.info.score = material_after(p, m);
    r.info.pv = {m};
    r.info.nodes = 1;
    return r;
}

// Very easy: any legal move, but a clone four times in five when there is one.
Search::Result random_move(const Position& p, std::mt19937_64& rng) {
    MoveList moves;
    p.generate(moves);
    std::vector<Move> clones;
    for (const Move m : moves)
        if (m.is_clone()) clones.push_back(m);
    if (!clones.empty() && rng() % 5 != 0) return single_move(p, clones[rng() % clones.size()]);
    return single_move(p, moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
}

// Easy: one ply of material; ties broken uniformly at random.
Search::Result greedy_move(const Position& p, std::mt19937_64& rng) {
    MoveList moves;
    p.generate(moves);
    int best = -score_infinite;
    std::vector<Move> best_moves;
    for (const Move m : moves) {
        const int score = material_after(p, m);
        if (score > best) {
            best = score;
            best_moves.clear();
        }
        if (score == best) best_moves.push_back(m);
    }
    return single_move(p, best_moves[rng() % best_moves.size()]);
}

} // namespace

Search::Result play_level(Search& search, const LevelRequest& request, const Position& position,
                          const std::vector<std::uint64_t>& history,
                          const Search::InfoCallback& on_info,
                          const std::function<bool()>& should_stop) {
    std::mt19937_64 rng(request.seed ^ position.key());
    MoveList moves;
    position.generate(moves);
    if (moves.empty()) return {};

    // A point of the strength scale (search/strength.h), with a search of its own.
    if (request.strength.nodes > 0 || request.elo > 0) {
        const StrengthSetting setting =
            request.strength.nodes > 0
                ? request.strength
                : strength_setting(request.elo, rating::family_of(position.geometry()));
        return play_strength(setting, request.seed, position, history, request.limits, on_info,
                             should_stop);
    }

    if (request.level == Level::VeryEasy) return random_move(position, rng);
    if (request.level == Level::Easy) return greedy_move(position, rng);

    SearchOptions& options = search.options();
    options.eval_noise = 0;
    options.networks = request.level == Level::VeryHard ? request.networks : nullptr;
    // The searching levels keep any time limit given (a game clock, a time per
    // move) and add their own: a depth for medium and hard, a time per move
    // for all when none is given.
    SearchLimits limits = request.limits;
    const bool timed = limits.infinite || limits.movetime_ms > 0 || limits.has_clock();
    const auto cap_depth = [&limits](int depth) {
        limits.depth = limits.depth > 0 ? std::min(limits.depth, depth) : depth;
    };
    switch (request.level) {
    case Level::Medium:
        options.eval_noise = 70;
        options.noise_seed = rng();
        cap_depth(2);
        break;
    case Level::Hard:
        cap_depth(5);
        if (!timed) limits.movetime_ms = 1000;
        break;
    default:
        if (!timed && limits.depth == 0 && limits.nodes == 0)
            limits.movetime_ms = std::max(1, request.movetime_ms);
        break;
    }
    Search::Result result = search.run(position, history, limits, on_info, should_stop);
    options.eval_noise = 0;
    return result;
}

} // namespace ataxx

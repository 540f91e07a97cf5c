#include "match/convergence.h"

#include "fen.h"
#include "match/match.h"
#include "search/strength.h"

#include <random>

namespace ataxx {

namespace {

// A point of the strength scale as a match player, its seed its own.
class ScalePlayer final : public MatchPlayer {
public:
    ScalePlayer(int elo, std::uint64_t seed)
        : m_elo(elo)
        , m_seed(seed) {}
    std::string name() const override { return "elo:" + std::to_string(m_elo); }
    bool prepare_game(const Position&, std::string&) override { return true; }
    PlayerAnswer choose(const Game& game, const SearchLimits&) override {
        std::vector<std::uint64_t> history;
        for (int i = 0; i < game.ply(); ++i) history.push_back(game.position_at(i).key());
        const Search::Result r =
            play_strength(strength_setting(m_elo, rating::family_of(game.position().geometry())),
                          m_seed++, game.position(), history, SearchLimits{});
        PlayerAnswer a;
        a.move = r.best;
        a.info = r.info;
        if (r.best.is_none()) a.failure = "gave no move";
        return a;
    }

private:
    int m_elo;
    std::uint64_t m_seed;
};

} // namespace

double ConvergenceRun::error() const noexcept {
    return games.empty() ? 0.0 : games.back().after.rating - true_elo;
}

ConvergenceRun simulate_rating(int true_elo, int games, std::uint64_t seed,
                               const std::vector<std::string>& openings,
                               const std::function<void(const ConvergenceGame&)>& on_game,
                               const rating::Rating& start) {
    ConvergenceRun run;
    run.true_elo = true_elo;
    run.seed = seed;
    std::mt19937_64 rng(seed);
    rating::Rating rating = start;
    TimeControl unlimited; // the scale plays by nodes
    for (int g = 0; g < games && !openings.empty(); ++g) {
        const auto opening = read_fen(openings[rng() % openings.size()]);
        if (!opening) break;
        const int opponent_elo = even_game_elo(rating);
        ScalePlayer person(true_elo, rng());
        ScalePlayer opponent(opponent_elo, rng());
        const bool person_is_x = g % 2 == 0;
        const PgnGame pgn = person_is_x ? play_game(person, opponent, *opening, unlimited)
                                        : play_game(opponent, person, *opening, unlimited);
        const Outcome outcome = pgn.game.result().outcome;
        ConvergenceGame game;
        game.opponent = opponent_elo;
        game.score = outcome == Outcome::Draw                     ? 0.5
                     : (outcome == Outcome::XWins) == person_is_x ? 1.0
                                                                  : 0.0;
        const rating::Result result{static_cast<double>(opponent_elo), scale_deviation, game.score};
        rating = rating::update(rating, std::span(&result, 1));
        game.after = rating;
        run.games.push_back(game);
        if (on_game) on_game(game);
    }
    return run;
}

} // namespace ataxx

// ataxx-convergence: how fast a person's rating finds their strength. A
// simulated person, the engine at a fixed point of the strength scale, plays
// the app's even games from a newcomer's rating (match/convergence.h); for
// each true Elo and seed it prints the rating after every game and the final
// error, then how many runs end within the margin of the truth.
#include "match/convergence.h"
#include "match/books.h"
#include "search/strength.h"
#include "tools/cli.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

int main(int argc, char** argv) {
    using ataxx::tools::add_number;
    CLI::App app("How fast a person's rating finds their strength: the engine at a point of\n"
                 "the strength scale plays the app's even games as a person from a\n"
                 "newcomer's rating, for each true Elo and seed.",
                 "ataxx-convergence");
    ataxx::tools::set_up(app);
    int games = 20;
    int seeds = 10;
    int margin = 100;
    int concurrency = 1;
    std::string board = "7x7";
    ataxx::rating::Rating start = ataxx::newcomer_rating();
    std::vector<int> elos;
    add_number(app, "--games", games, 1, 100000, "games a run (20)");
    add_number(app, "--seeds", seeds, 1, 100000, "runs for each true Elo, seeds 1 to N (10)");
    add_number(app, "--margin", margin, 1, 100000, "the error counted as found, in Elo (100)");
    app.add_option("--board", board, "openings from a built-in book, as ataxx-match's (7x7)")
        ->type_name("KIND");
    add_number(app, "--concurrency", concurrency, 1, 100000, "runs at once (1)");
    add_number(app, "--start-deviation", start.deviation, 1.0, 2000.0,
               "the first rating's deviation, for experiments\n(a newcomer's: 700)");
    add_number(app, "--start-volatility", start.volatility, 0.001, 1.0,
               "the first rating's volatility, for experiments\n(a newcomer's: 0.06)");
    ataxx::tools::add_numbers(app, "true-elo", elos, ataxx::strength_elo_min,
                              ataxx::strength_elo_max, "the person's true strengths", "a true Elo")
        ->required();
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;

    std::string error;
    const std::vector<std::string> openings = ataxx::opening_selection(board, error);
    if (openings.empty()) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 2;
    }

    // Every run, played concurrency at a time, printed in order.
    std::vector<ataxx::ConvergenceRun> runs(elos.size() * static_cast<std::size_t>(seeds));
    std::atomic<std::size_t> next{0};
    std::vector<std::thread> workers;
    for (int w = 0; w < concurrency; ++w)
        workers.emplace_back([&] {
            for (std::size_t k = next++; k < runs.size(); k = next++)
                runs[k] = ataxx::simulate_rating(elos[k / static_cast<std::size_t>(seeds)], games,
                                                 k % static_cast<std::size_t>(seeds) + 1, openings,
                                                 {}, start);
        });
    for (auto& t : workers) t.join();

    std::printf("board %s, %d games a run, from %.0f +- %.0f (volatility %g), opponents at "
                "even_game_elo, rated with deviation %g\n",
                board.c_str(), games, start.rating, start.deviation, start.volatility,
                ataxx::scale_deviation);
    for (const int elo : elos) {
        int within = 0;
        double squares = 0;
        int count = 0;
        for (const ataxx::ConvergenceRun& run : runs) {
            if (run.true_elo != elo) continue;
            std::printf("true %d seed %llu:", elo, static_cast<unsigned long long>(run.seed));
            for (const ataxx::ConvergenceGame& g : run.games) std::printf(" %.0f", g.after.rating);
            const double e = run.error();
            std::printf("  (+- %.0f) error %+.0f\n",
                        run.games.empty() ? 0.0 : run.games.back().after.deviation, e);
            within += std::abs(e) <= margin;
            squares += e * e;
            ++count;
        }
        std::printf("true %d: %d of %d runs within +-%d after %d games, rms error %.0f\n", elo,
                    within, count, margin, games, std::sqrt(squares / std::max(1, count)));
    }
    return 0;
}

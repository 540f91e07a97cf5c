// ataxx-tune: fits the evaluation weights to game results.
//
//   ataxx-tune selfplay <games> <depth> <file>   plays games against itself from
//                                                varied openings and writes, for
//                                                each position, its features and
//                                                the final result
//   ataxx-tune fit <file>                        fits the weights by logistic
//                                                regression and prints them
//
// The fit models the chance that the side to move wins as
// sigmoid(sum(weight * feature) / scale), with the material weight fixed at
// 100 (so weights stay in hundredths of a piece) and the scale fitted too.
#include "fen.h"
#include "match/match.h"
#include "search/evaluate.h"
#include "tools/cli.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>
#include <vector>

using namespace ataxx;

namespace {

int selfplay(int games, int depth, const std::string& file) {
    std::ofstream out(file);
    if (!out) {
        std::fprintf(stderr, "error: cannot write %s\n", file.c_str());
        return 1;
    }
    const auto openings = standard_openings();
    std::mutex mutex;
    std::atomic<int> next{0};
    std::atomic<long> positions{0};
    const auto worker = [&](unsigned thread) {
        Search search(16);
        search.set_threads(1);
        std::mt19937_64 rng(12345 + thread);
        while (true) {
            const int g = next.fetch_add(1);
            if (g >= games) return;
            // An opening and 2-8 random plies, then the engine against itself.
            auto start = read_fen(openings[static_cast<std::size_t>(g) % openings.size()]);
            Position p = *start;
            const int random_plies = 2 + static_cast<int>(rng() % 7);
            for (int i = 0; i < random_plies && !p.is_over(); ++i) {
                MoveList moves;
                p.generate(moves);
                p.play(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
            }
            if (p.is_over()) continue;
            Game game(p);
            search.new_game();
            std::vector<EvalFeatures> seen;
            std::vector<Side> movers;
            SearchLimits limits;
            limits.depth = depth;
            while (!game.result().over() && game.length() < 1000) {
                const Position& here = game.position();
                MoveList moves;
                here.generate(moves);
                if (moves.size() > 1) {
                    seen.push_back(eval_features(here));
                    movers.push_back(here.side_to_move());
                }
                // Now and then a random move, so that games do not repeat.
                Move m;
                if (rng() % 20 == 0)
                    m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
                else
                    m = search.run(here, {}, limits).best;
                game.play(m);
            }
            const Outcome o = game.result().outcome;
            const std::lock_guard lock(mutex);
            for (std::size_t i = 0; i < seen.size(); ++i) {
                double result = 0.5;
                if (o == Outcome::XWins) result = movers[i] == Side::X ? 1.0 : 0.0;
                if (o == Outcome::OWins) result = movers[i] == Side::O ? 1.0 : 0.0;
                for (const int v : seen[i].values) out << v << ' ';
                out << result << '\n';
            }
            positions += static_cast<long>(seen.size());
            if ((g + 1) % 50 == 0)
                std::fprintf(stderr, "%d games, %ld positions\n", g + 1, positions.load());
        }
    };
    std::vector<std::thread> threads;
    const unsigned n = std::max(1u, std::thread::hardware_concurrency());
    for (unsigned t = 0; t < n; ++t) threads.emplace_back(worker, t);
    for (auto& t : threads) t.join();
    std::fprintf(stderr, "%ld positions written to %s\n", positions.load(), file.c_str());
    return 0;
}

int fit(const std::string& file) {
    std::ifstream in(file);
    if (!in) {
        std::fprintf(stderr, "error: cannot read %s\n", file.c_str());
        return 1;
    }
    constexpr int n = EvalFeatures::Count;
    std::vector<std::array<double, n>> xs;
    std::vector<double> ys;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::array<double, n> x{};
        for (double& v : x) words >> v;
        double y = 0;
        if (!(words >> y)) continue;
        xs.push_back(x);
        ys.push_back(y);
    }
    if (xs.empty()) {
        std::fprintf(stderr, "error: no samples in %s\n", file.c_str());
        return 1;
    }
    // Logistic regression, p = sigmoid(sum(b_i x_i)), by full-batch gradient
    // descent with a small L2 term on features scaled to unit spread (then
    // scaled back); a few thousand steps on a few hundred thousand samples take
    // seconds.
    std::array<double, n> spread{};
    for (const auto& x : xs)
        for (int i = 0; i < n; ++i) spread[i] += x[i] * x[i];
    for (double& s : spread) s = std::max(1e-9, std::sqrt(s / static_cast<double>(xs.size())));
    for (auto& x : xs)
        for (int i = 0; i < n; ++i) x[i] /= spread[i];
    std::array<double, n> b{};
    const double rate = 0.5;
    const double l2 = 1e-4;
    for (int step = 0; step < 3000; ++step) {
        std::array<double, n> grad{};
        double loss = 0;
        for (std::size_t k = 0; k < xs.size(); ++k) {
            double z = 0;
            for (int i = 0; i < n; ++i) z += b[i] * xs[k][i];
            const double p = 1.0 / (1.0 + std::exp(-z));
            const double e = p - ys[k];
            loss += -(ys[k] * std::log(std::max(p, 1e-12)) +
                      (1 - ys[k]) * std::log(std::max(1 - p, 1e-12)));
            for (int i = 0; i < n; ++i) grad[i] += e * xs[k][i];
        }
        for (int i = 0; i < n; ++i)
            b[i] -= rate * (grad[i] / static_cast<double>(xs.size()) + l2 * b[i]);
        if (step % 500 == 0 || step == 2999)
            std::fprintf(stderr, "step %d loss %.5f\n", step,
                         loss / static_cast<double>(xs.size()));
    }
    for (int i = 0; i < n; ++i) b[i] /= spread[i];
    // In hundredths of a piece: scale so that material is 100.
    const double unit = b[EvalFeatures::Material] / 100.0;
    std::printf("samples %zu\nweights", xs.size());
    for (int i = 0; i < n; ++i) std::printf("%s%ld", i ? "/" : " ", std::lround(b[i] / unit));
    std::printf("\nscale %.1f (a piece moves the win chance like %.3f logits)\n", 1.0 / unit,
                b[EvalFeatures::Material]);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("Fits the evaluation weights to game results.", "ataxx-tune");
    tools::set_up(app);
    int games = 0;
    int depth = 0;
    std::string file;
    CLI::App* play = app.add_subcommand(
        "selfplay", "play games against itself from varied openings and write, for each\n"
                    "position, its features and the final result");
    tools::add_number(*play, "games", games, 1, 1'000'000, "games to play")->required();
    tools::add_number(*play, "depth", depth, 1, 64, "search depth a move")->required();
    play->add_option("file", file, "where the positions go")->required();
    CLI::App* fitting =
        app.add_subcommand("fit", "fit the weights by logistic regression and print them");
    fitting->add_option("file", file, "the positions selfplay wrote")->required();
    if (const auto status = tools::parse(app, argc, argv)) return *status;
    if (app.get_subcommands().empty())
        return tools::usage_error(app, "ataxx-tune takes a command: selfplay or fit");
    return play->parsed() ? selfplay(games, depth, file) : fit(file);
}

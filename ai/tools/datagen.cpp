// ataxx-datagen: self-play games for training an evaluation. Node-limited
// searches of the full engine play from the opening books (every board
// family) with a few random plies more, with the engine's built-in networks
// (--nnue); every position is written with the
// search's score and the game's result (see train/trainingdata.h).
#include "fen.h"
#include "match/books.h"
#include "search/search.h"
#include "tools/numbers.h"
#include "train/trainingdata.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

int usage() {
    std::fprintf(stderr,
                 "usage: ataxx-datagen [options] <file>\n"
                 "  --positions N    stop after about N positions (1000000)\n"
                 "  --nodes N        nodes a move (5000)\n"
                 "  --threads N      games at once (the number of cores)\n"
                 "  --board KIND     openings: a book (7x7, blocked, hexxagon, hexagons,\n"
                 "                   rectangles), all (default), or BOOK:BOARD, one board\n"
                 "                   of a book (rectangles:8x8, hexagons:hex6)\n"
                 "  --random-plies N random plies after the book position (4)\n"
                 "  --seed N         (1)\n"
                 "  --nnue X         evaluation: 1 the built-in networks where a board has\n"
                 "                   one (default), 0 the hand-made one, or a network file\n"
                 "Appends to <file>; prints positions, positions/s and the time left.\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    long long positions = 1000000;
    long long nodes = 5000;
    long long threads = std::max(1u, std::thread::hardware_concurrency());
    long long random_plies = 4;
    long long seed = 1;
    std::string board = "all";
    std::string nnue = "1";
    std::string path;
    const int status = ataxx::tools::read_options(argc, argv,
                                                  {{"--positions", &positions, 1, 1LL << 40},
                                                   {"--nodes", &nodes, 1, 1LL << 40},
                                                   {"--threads", &threads, 1, 256},
                                                   {"--random-plies", &random_plies, 0, 40},
                                                   {"--seed", &seed, 0, 1LL << 62}},
                                                  [&](int& i) {
                                                      const std::string arg = argv[i];
                                                      if (arg == "--board" && i + 1 < argc) {
                                                          board = argv[++i];
                                                          return true;
                                                      }
                                                      if (arg == "--nnue" && i + 1 < argc) {
                                                          nnue = argv[++i];
                                                          return true;
                                                      }
                                                      if (arg.rfind("--", 0) == 0) return false;
                                                      path = arg;
                                                      return true;
                                                  });
    if (status < 0) return usage();
    if (status > 0) return 2;
    if (path.empty()) return usage();

    std::string error;
    std::vector<ataxx::Position> openings;
    for (const std::string& fen : ataxx::opening_selection(board, error))
        openings.push_back(*ataxx::read_fen(fen));
    if (openings.empty()) {
        std::fprintf(stderr, "error: --board %s: %s\n", board.c_str(), error.c_str());
        return 2;
    }
    std::shared_ptr<const ataxx::nnue::NetworkSet> networks;
    if (nnue == "1") {
        networks = ataxx::nnue::NetworkSet::builtins();
    } else if (nnue != "0") {
        auto net = ataxx::nnue::Network::load(nnue, error);
        if (!net) {
            std::fprintf(stderr, "error: %s\n", error.c_str());
            return 1;
        }
        networks = ataxx::nnue::NetworkSet::with(std::move(net));
    }
    ataxx::TrainingWriter writer(path);
    if (!writer.ok()) {
        std::fprintf(stderr, "error: %s\n", writer.error().c_str());
        return 1;
    }

    std::mutex mutex;
    std::atomic<long long> written{0};
    std::atomic<long long> games{0};
    std::atomic<bool> failed{false};
    const auto worker = [&](int index) {
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed) * 7919 +
                            static_cast<std::uint64_t>(index));
        ataxx::Search search(16);
        search.set_threads(1);
        search.options().networks = networks;
        ataxx::SearchLimits limits;
        limits.nodes = static_cast<std::uint64_t>(nodes);
        while (written.load() < positions && !failed.load()) {
            ataxx::Position p = openings[rng() % openings.size()];
            for (long long k = 0; k < random_plies; ++k) {
                ataxx::MoveList moves;
                p.generate(moves);
                const ataxx::Position next =
                    p.after(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
                if (next.is_over()) break;
                p = next;
            }
            search.new_game();
            std::vector<ataxx::Position> seen;
            std::vector<int> scores;
            std::vector<std::uint64_t> history;
            while (!p.is_over() && seen.size() < 1000) {
                const auto r = search.run(p, history, limits);
                seen.push_back(p);
                scores.push_back(r.info.score);
                history.push_back(p.key());
                p = p.after(r.best);
            }
            const ataxx::GameResult end = p.result();
            std::vector<ataxx::TrainingRecord> records;
            for (std::size_t k = 0; k < seen.size(); ++k) {
                int result = 0;
                if (end.outcome == ataxx::Outcome::XWins) result = 1;
                if (end.outcome == ataxx::Outcome::OWins) result = -1;
                if (seen[k].side_to_move() == ataxx::Side::O) result = -result;
                // Proven scores say only who wins; the trainer takes them as the result.
                records.push_back(ataxx::TrainingRecord::of(seen[k], scores[k], result));
            }
            const std::lock_guard lock(mutex);
            if (!writer.write(records)) {
                std::fprintf(stderr, "error: %s\n", writer.error().c_str());
                failed = true;
                return;
            }
            written += static_cast<long long>(records.size());
            ++games;
        }
    };
    const auto begin = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (int i = 0; i < threads; ++i) pool.emplace_back(worker, i);
    std::atomic<bool> done{false};
    std::thread progress([&] {
        while (!done.load()) {
            for (int k = 0; k < 20 && !done.load(); ++k)
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
            const long long n = written.load();
            const double rate = seconds > 0 ? n / seconds : 0;
            const double left = rate > 0 ? std::max(0.0, (positions - n) / rate) : 0;
            std::fprintf(stderr, "\rpositions %lld  games %lld  %.0f positions/s  %.0f s left   ",
                         n, games.load(), rate, left);
        }
        std::fprintf(stderr, "\n");
    });
    for (auto& t : pool) t.join();
    done = true;
    progress.join();
    return failed ? 1 : 0;
}

// ataxx-datagen: self-play games for training an evaluation. Node-limited
// searches of the full engine play from the opening books (every board
// family) or a file of openings, with a few random plies more, with the
// engine's built-in networks (--nnue); every position is written with the
// search's score and the game's result (see train/trainingdata.h).
#include "fen.h"
#include "match/books.h"
#include "search/search.h"
#include "search/strength.h"
#include "tools/cli.h"
#include "tools/networks.h"
#include "train/trainingdata.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

using ataxx::tools::add_number;

// What the command line asked for.
struct DatagenCommand {
    long long positions = 1000000;
    long long nodes = 5000;
    long long threads = std::max(1u, std::thread::hardware_concurrency());
    long long random_plies = 4;
    long long temperature = 0;
    long long seed = 1;
    std::string board = "all";
    std::string openings_file;
    std::string nnue = "1";
    std::string path;
};

void declare(CLI::App& app, DatagenCommand& c) {
    add_number(app, "--positions", c.positions, 1, 1LL << 40,
               "stop after about N positions (1000000)");
    add_number(app, "--nodes", c.nodes, 1, 1LL << 40, "nodes a move (5000)");
    add_number(app, "--threads", c.threads, 1, 256, "games at once (the number of cores)");
    CLI::Option* board = app.add_option("--board", c.board,
                                        "openings: a book (7x7, blocked, hexxagon, hexagons,\n"
                                        "rectangles, natural), all (default: every family's\n"
                                        "book, not natural), or BOOK:BOARD, one board of a\n"
                                        "book (rectangles:8x8, hexagons:hex6)")
                             ->type_name("KIND");
    app.add_option("--openings", c.openings_file,
                   "openings from a file instead, one FEN a line\n"
                   "(as ataxx-openings writes them)")
        ->type_name("FILE")
        ->excludes(board);
    add_number(app, "--random-plies", c.random_plies, 0, 40,
               "random plies after the book position (4)");
    add_number(app, "--temperature", c.temperature, 0, 10000,
               "draw the random plies by the engine's scores (--nodes a\n"
               "move), weight exp((score - best) / CP), as natural\n"
               "openings are drawn; 0 (default): uniformly")
        ->type_name("CP");
    add_number(app, "--seed", c.seed, 0, 1LL << 62, "(1)");
    ataxx::tools::add_nnue_option(app, c.nnue);
    app.add_option("file", c.path, "the file the positions are appended to")->required();
}

// What the threads that play share: the settings, the file and the counts.
struct Datagen {
    Datagen(const DatagenCommand& c, const std::vector<ataxx::Position>& o,
            std::shared_ptr<const ataxx::nnue::NetworkSet> n, ataxx::TrainingWriter& w)
        : command(c)
        , openings(o)
        , networks(std::move(n))
        , writer(w) {}

    const DatagenCommand& command;
    const std::vector<ataxx::Position>& openings;
    std::shared_ptr<const ataxx::nnue::NetworkSet> networks;
    ataxx::TrainingWriter& writer;
    std::mutex mutex; // the writer's
    std::atomic<long long> written{0};
    std::atomic<long long> games{0};
    std::atomic<bool> failed{false};
};

// One game from a book position and a few random plies (uniform, or drawn by
// the scores): every position with the search's score and the game's result.
std::vector<ataxx::TrainingRecord> play_game(const Datagen& d, ataxx::Search& search,
                                             std::mt19937_64& rng) {
    ataxx::SearchLimits limits;
    limits.nodes = static_cast<std::uint64_t>(d.command.nodes);
    ataxx::Position p = d.openings[rng() % d.openings.size()];
    std::vector<std::uint64_t> history;
    for (long long k = 0; k < d.command.random_plies; ++k) {
        ataxx::MoveList moves;
        p.generate(moves);
        ataxx::Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
        if (d.command.temperature > 0) {
            const ataxx::Move scored = ataxx::natural_move(
                search, p, history, limits.nodes, static_cast<int>(d.command.temperature), rng());
            if (!scored.is_none()) m = scored;
        }
        const ataxx::Position next = p.after(m);
        if (next.is_over()) break;
        history.push_back(p.key());
        p = next;
    }
    search.new_game();
    std::vector<ataxx::Position> seen;
    std::vector<int> scores;
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
    return records;
}

// A thread's games, until the positions are written or writing fails.
void play_games(Datagen& d, int index) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(d.command.seed) * 7919 +
                        static_cast<std::uint64_t>(index));
    ataxx::Search search(16);
    search.set_threads(1);
    search.options().networks = d.networks;
    while (d.written.load() < d.command.positions && !d.failed.load()) {
        const std::vector<ataxx::TrainingRecord> records = play_game(d, search, rng);
        const std::lock_guard lock(d.mutex);
        if (!d.writer.write(records)) {
            std::fprintf(stderr, "error: %s\n", d.writer.error().c_str());
            d.failed = true;
            return;
        }
        d.written += static_cast<long long>(records.size());
        ++d.games;
    }
}

// Positions, games, positions/s and the time left on one line of stderr,
// every two seconds until `done`.
void show_progress(const Datagen& d, const std::atomic<bool>& done) {
    const auto begin = std::chrono::steady_clock::now();
    while (!done.load()) {
        for (int k = 0; k < 20 && !done.load(); ++k)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        const long long n = d.written.load();
        const double rate = seconds > 0 ? n / seconds : 0;
        const double left = rate > 0 ? std::max(0.0, (d.command.positions - n) / rate) : 0;
        std::fprintf(stderr, "\rpositions %lld  games %lld  %.0f positions/s  %.0f s left   ", n,
                     d.games.load(), rate, left);
    }
    std::fprintf(stderr, "\n");
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("Self-play games for training an evaluation: node-limited searches of the\n"
                 "full engine from the opening books. Appends to <file>; prints positions,\n"
                 "positions/s and the time left.",
                 "ataxx-datagen");
    ataxx::tools::set_up(app);
    DatagenCommand command;
    declare(app, command);
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;

    std::string error;
    std::vector<ataxx::Position> openings;
    if (!command.openings_file.empty()) {
        const auto fens = ataxx::read_openings_file(command.openings_file, error);
        if (!fens) {
            std::fprintf(stderr, "error: --openings: %s\n", error.c_str());
            return 1;
        }
        for (const std::string& fen : *fens) openings.push_back(*ataxx::read_fen(fen));
    } else {
        for (const std::string& fen : ataxx::opening_selection(command.board, error))
            openings.push_back(*ataxx::read_fen(fen));
        if (openings.empty()) {
            std::fprintf(stderr, "error: --board %s: %s\n", command.board.c_str(), error.c_str());
            return 2;
        }
    }
    std::shared_ptr<const ataxx::nnue::NetworkSet> networks;
    if (!ataxx::tools::load_networks(command.nnue, networks, error)) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    ataxx::TrainingWriter writer(command.path);
    if (!writer.ok()) {
        std::fprintf(stderr, "error: %s\n", writer.error().c_str());
        return 1;
    }

    Datagen d(command, openings, networks, writer);
    std::vector<std::thread> pool;
    for (int i = 0; i < command.threads; ++i) pool.emplace_back(play_games, std::ref(d), i);
    std::atomic<bool> done{false};
    std::thread progress(show_progress, std::cref(d), std::cref(done));
    for (auto& t : pool) t.join();
    done = true;
    progress.join();
    return d.failed ? 1 : 0;
}

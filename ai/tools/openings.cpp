// ataxx-openings: makes an opening book for matches: positions a few plies
// from a board's start that a short search rates near equal, one FEN a line.
// The plies are drawn uniformly (the random book), by the engine's own scores
// with a temperature (natural openings: moves a fair player might make), or
// every position that many plies deep is taken. scripts/make-openings runs it
// for every book of resources/openings/, which ataxx-match embeds.
#include "fen.h"
#include "search/search.h"
#include "search/strength.h"
#include "tools/cli.h"
#include "tools/networks.h"
#include "train/trainer.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace {

using ataxx::tools::add_number;

// What the command line asked for.
struct OpeningsCommand {
    long long count = 100;
    long long plies = 4;
    long long depth = 6;
    long long max_score = 60;
    long long seed = 1;
    long long temperature = 0;
    long long nodes = 20000;
    bool every = false;
    std::string nnue = "1";
    std::vector<std::string> fens;
};

void declare(CLI::App& app, OpeningsCommand& c) {
    add_number(app, "--count", c.count, 1, 100000, "positions per start position (100)");
    add_number(app, "--plies", c.plies, 1, 40, "plies from the start (4)");
    add_number(app, "--depth", c.depth, 1, 30, "depth of the search that rates them (6)");
    add_number(app, "--max-score", c.max_score, 0, 10000, "keep positions rated within +/- CP (60)")
        ->type_name("CP");
    add_number(app, "--seed", c.seed, 0, 1LL << 62, "seed of the plies' draw (1)");
    add_number(app, "--temperature", c.temperature, 0, 10000,
               "draw each ply by the engine's scores, weight exp((score -\n"
               "best) / CP), moves 7 CP below the best left out: natural\n"
               "openings. 0 (default): uniformly, every legal move alike")
        ->type_name("CP");
    add_number(app, "--nodes", c.nodes, 1, 1LL << 40,
               "nodes of the search that scores a ply's moves (20000)");
    app.add_flag("--every", c.every,
                 "every position --plies from the start (in the order the\n"
                 "moves are generated, at most --count), instead of a draw");
    ataxx::tools::add_nnue_option(app, c.nnue);
    app.add_option("fen", c.fens, "the start positions, a FEN each")->required();
}

// The opening as a book keeps it: the pieces and the side to move, the
// counters from the start.
std::string book_fen(const ataxx::Position& p) {
    return ataxx::write_fen(ataxx::Position::from_parts(p.geometry(), p.pieces(ataxx::Side::X),
                                                        p.pieces(ataxx::Side::O), p.blocked(),
                                                        p.side_to_move(), 0, 1));
}

// A key the same for a position and its turns and reflections on the board
// (ataxx::train::symmetries): a book keeps one of them, since they play alike.
std::uint64_t symmetric_key(const ataxx::Position& p,
                            const std::vector<std::vector<std::uint8_t>>& turns) {
    std::uint64_t key = p.key();
    for (const auto& perm : turns)
        key =
            std::min(key, ataxx::Position::from_parts(
                              p.geometry(), ataxx::train::permuted(p.pieces(ataxx::Side::X), perm),
                              ataxx::train::permuted(p.pieces(ataxx::Side::O), perm),
                              ataxx::train::permuted(p.blocked(), perm), p.side_to_move(), 0, 1)
                              .key());
    return key;
}

// Every position `plies` from `start` that passes and ends of the game do
// not reach, each once, in the order of the moves.
std::vector<ataxx::Position> every_position(const ataxx::Position& start, int plies) {
    std::vector<ataxx::Position> layer{start};
    for (int ply = 0; ply < plies; ++ply) {
        std::vector<ataxx::Position> next;
        std::unordered_set<std::uint64_t> seen;
        for (const ataxx::Position& p : layer) {
            ataxx::MoveList moves;
            p.generate(moves);
            for (const ataxx::Move m : moves) {
                if (m.is_pass()) continue;
                const ataxx::Position child = p.after(m);
                if (!child.is_over() && seen.insert(child.key()).second) next.push_back(child);
            }
        }
        layer = std::move(next);
    }
    return layer;
}

// One position `plies` from `start`, each ply drawn uniformly or by the
// scores; none where a pass or the game's end comes first.
std::optional<ataxx::Position> drawn_position(const OpeningsCommand& c,
                                              const ataxx::Position& start, ataxx::Search& scorer,
                                              std::mt19937_64& rng) {
    ataxx::Position p = start;
    std::vector<std::uint64_t> history;
    for (int ply = 0; ply < c.plies; ++ply) {
        ataxx::MoveList moves;
        p.generate(moves);
        if (moves.empty() || moves[0].is_pass()) return std::nullopt;
        ataxx::Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
        if (c.temperature > 0) {
            const ataxx::Move scored =
                ataxx::natural_move(scorer, p, history, static_cast<std::uint64_t>(c.nodes),
                                    static_cast<int>(c.temperature), rng());
            if (!scored.is_none()) m = scored;
        }
        history.push_back(p.key());
        p = p.after(m);
        if (p.is_over()) return std::nullopt;
    }
    return p;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("Makes an opening book for matches: positions a few plies from each start\n"
                 "position that a short search rates near equal. Prints them, one FEN a\n"
                 "line, to standard output.",
                 "ataxx-openings");
    ataxx::tools::set_up(app);
    OpeningsCommand c;
    declare(app, c);
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;

    std::shared_ptr<const ataxx::nnue::NetworkSet> networks;
    std::string error;
    if (!ataxx::tools::load_networks(c.nnue, networks, error)) {
        std::fprintf(stderr, "error: --nnue %s: %s\n", c.nnue.c_str(), error.c_str());
        return 1;
    }
    // One search rates the positions (afresh each), another scores the moves
    // of the drawn plies.
    ataxx::Search search(16, 1);
    search.options().networks = networks;
    ataxx::Search scorer(16, 1);
    scorer.options().networks = networks;
    ataxx::SearchLimits limits;
    limits.depth = static_cast<int>(c.depth);
    std::mt19937_64 rng(static_cast<std::uint64_t>(c.seed));
    for (const std::string& fen : c.fens) {
        const auto start = ataxx::read_fen(fen);
        if (!start) {
            std::fprintf(stderr, "error: bad FEN '%s': %s\n", fen.c_str(), start.error().c_str());
            return 1;
        }
        const std::vector<ataxx::Position> all =
            c.every ? every_position(*start, static_cast<int>(c.plies))
                    : std::vector<ataxx::Position>{};
        const auto turns = ataxx::train::symmetries(start->geometry());
        std::unordered_set<std::uint64_t> seen;
        long long kept = 0;
        long long tries = 0;
        while (kept < c.count) {
            const long long limit = c.every ? static_cast<long long>(all.size()) : c.count * 200;
            if (tries >= limit) {
                if (!c.every)
                    std::fprintf(stderr, "warning: only %lld positions near equal from %s\n", kept,
                                 fen.c_str());
                break;
            }
            const std::optional<ataxx::Position> p = c.every
                                                         ? all[static_cast<std::size_t>(tries)]
                                                         : drawn_position(c, *start, scorer, rng);
            ++tries;
            if (!p || !seen.insert(symmetric_key(*p, turns)).second) continue;
            search.new_game();
            const auto result = search.run(*p, {}, limits);
            if (std::abs(result.info.score) > c.max_score) continue;
            std::printf("%s\n", book_fen(*p).c_str());
            std::fflush(stdout);
            ++kept;
        }
    }
    return 0;
}

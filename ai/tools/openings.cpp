// ataxx-openings: makes an opening book for matches: positions a few random
// plies from a board's start that a short search rates near equal, one FEN a
// line. scripts/make-openings runs it for every board family into
// resources/openings/, which ataxx-match embeds.
#include "fen.h"
#include "search/search.h"
#include "tools/cli.h"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

int main(int argc, char** argv) {
    using ataxx::tools::add_number;
    CLI::App app("Makes an opening book for matches: positions a few random plies from each\n"
                 "start position that a short search rates near equal. Prints them, one FEN\n"
                 "a line, to standard output.",
                 "ataxx-openings");
    ataxx::tools::set_up(app);
    long long count = 100;
    long long plies = 4;
    long long depth = 6;
    long long max_score = 60;
    long long seed = 1;
    std::vector<std::string> fens;
    add_number(app, "--count", count, 1, 100000, "positions per start position (100)");
    add_number(app, "--plies", plies, 1, 40, "random plies from the start (4)");
    add_number(app, "--depth", depth, 1, 30, "depth of the search that rates them (6)");
    add_number(app, "--max-score", max_score, 0, 10000, "keep positions rated within +/- CP (60)")
        ->type_name("CP");
    add_number(app, "--seed", seed, 0, 1LL << 62, "seed of the random plies (1)");
    app.add_option("fen", fens, "the start positions, a FEN each")->required();
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;

    ataxx::Search search(16);
    search.set_threads(1);
    ataxx::SearchLimits limits;
    limits.depth = static_cast<int>(depth);
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    for (const std::string& fen : fens) {
        const auto start = ataxx::read_fen(fen);
        if (!start) {
            std::fprintf(stderr, "error: bad FEN '%s': %s\n", fen.c_str(), start.error().c_str());
            return 1;
        }
        std::unordered_set<std::uint64_t> seen;
        long long kept = 0;
        long long tries = 0;
        while (kept < count) {
            if (++tries > count * 200) {
                std::fprintf(stderr, "warning: only %lld positions near equal from %s\n", kept,
                             fen.c_str());
                break;
            }
            ataxx::Position p = *start;
            bool ok = true;
            for (int ply = 0; ply < plies && ok; ++ply) {
                ataxx::MoveList moves;
                p.generate(moves);
                if (moves.empty() || moves[0].is_pass())
                    ok = false;
                else
                    p = p.after(
                        moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
                if (p.is_over()) ok = false;
            }
            if (!ok || !seen.insert(p.key()).second) continue;
            search.new_game();
            const auto result = search.run(p, {}, limits);
            if (std::abs(result.info.score) > max_score) continue;
            const ataxx::Position fresh = ataxx::Position::from_parts(
                p.geometry(), p.pieces(ataxx::Side::X), p.pieces(ataxx::Side::O), p.blocked(),
                p.side_to_move(), 0, 1);
            std::printf("%s\n", ataxx::write_fen(fresh).c_str());
            std::fflush(stdout);
            ++kept;
        }
    }
    return 0;
}

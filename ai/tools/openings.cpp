// ataxx-openings: makes an opening book for matches: positions a few random
// plies from a board's start that a short search rates near equal, one FEN a
// line. scripts/make-openings runs it for every board family into
// resources/openings/, which ataxx-match embeds.
#include "fen.h"
#include "search/search.h"
#include "tools/numbers.h"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace {

int usage() {
    std::fprintf(stderr, "usage: ataxx-openings [options] <fen>...\n"
                         "  --count N       positions per start position (100)\n"
                         "  --plies N       random plies from the start (4)\n"
                         "  --depth N       depth of the search that rates them (6)\n"
                         "  --max-score CP  keep positions rated within +/- CP (60)\n"
                         "  --seed N        seed of the random plies (1)\n"
                         "Prints the positions, one FEN a line, to standard output.\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    long long count = 100;
    long long plies = 4;
    long long depth = 6;
    long long max_score = 60;
    long long seed = 1;
    std::vector<std::string> fens;
    const int status = ataxx::tools::read_options(argc, argv,
                                                  {{"--count", &count, 1, 100000},
                                                   {"--plies", &plies, 1, 40},
                                                   {"--depth", &depth, 1, 30},
                                                   {"--max-score", &max_score, 0, 10000},
                                                   {"--seed", &seed, 0, 1LL << 62}},
                                                  [&](int& i) {
                                                      const std::string arg = argv[i];
                                                      if (arg.rfind("--", 0) == 0) return false;
                                                      fens.push_back(arg);
                                                      return true;
                                                  });
    if (status < 0) return usage();
    if (status > 0) return 2;
    if (fens.empty()) return usage();

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

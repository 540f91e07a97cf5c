// ataxx-engine: the UAI engine, plus perft, divide, bench, review and puzzles on the
// command line.
#include "fen.h"
#include "notation.h"
#include "perft.h"
#include "pgn.h"
#include "puzzle/puzzlefile.h"
#include "puzzle/puzzlemaker.h"
#include "review/review.h"
#include "tools/numbers.h"
#include "uai/uai.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

namespace {

using ataxx::tools::read_option_number;

int usage() {
    std::fprintf(stderr, "usage: ataxx-engine                      speak UAI on stdin/stdout\n"
                         "       ataxx-engine perft <depth> [<fen>]\n"
                         "       ataxx-engine divide <depth> [<fen>]\n"
                         "       ataxx-engine bench [<depth> [<threads> [<hash MB>]]]\n"
                         "       ataxx-engine review <file.pgn> [--depth <n> | --movetime <ms>]\n"
                         "       ataxx-engine puzzles <file.pgn> [--side black|white|both]\n"
                         "                            [--depth <n> | --movetime <ms>]\n");
    return 2;
}

int run_perft(int argc, char** argv, bool divide) {
    if (argc < 3) return usage();
    int depth = 0;
    if (!read_option_number("depth", argv[2], 0, 64, depth)) return 1;
    std::string fen;
    for (int i = 3; i < argc; ++i) {
        if (!fen.empty()) fen += ' ';
        fen += argv[i];
    }
    const auto position = ataxx::read_fen(fen.empty() ? ataxx::start_fen : fen);
    if (!position) {
        std::fprintf(stderr, "error: bad FEN: %s\n", position.error().c_str());
        return 1;
    }
    const auto begin = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (divide) {
        for (const auto& [move, count] : ataxx::perft_divide(*position, depth)) {
            std::printf("%s %llu\n", ataxx::move_to_string(position->geometry(), move).c_str(),
                        static_cast<unsigned long long>(count));
            nodes += count;
        }
    } else {
        nodes = ataxx::perft(*position, depth);
    }
    const auto elapsed = std::chrono::steady_clock::now() - begin;
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count();
    const auto nps = us > 0 ? static_cast<unsigned long long>(nodes * 1'000'000.0 / us) : 0ull;
    std::printf("nodes %llu time %lld nps %llu\n", static_cast<unsigned long long>(nodes),
                static_cast<long long>(us / 1000), nps);
    return 0;
}

int run_bench(int argc, char** argv) {
    int depth = 10;
    int threads = 1;
    int hash = 16;
    if (argc > 5) {
        std::fprintf(stderr, "error: bench takes a depth (1-64), threads (1-256) and hash MB\n");
        return 1;
    }
    if ((argc > 2 && !read_option_number("bench depth", argv[2], 1, 64, depth)) ||
        (argc > 3 && !read_option_number("bench threads", argv[3], 1, 256, threads)) ||
        (argc > 4 && !read_option_number("bench hash MB", argv[4], 1, 8192, hash)))
        return 1;
    return ataxx::run_bench(std::cout, depth, threads, hash);
}

// The games of a PGN file, or none with a message naming the file and what is wrong.
std::optional<std::vector<ataxx::PgnGame>> read_games(const char* path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        std::fprintf(stderr, "error: %s: is a folder, not a game file\n", path);
        return std::nullopt;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        std::fprintf(stderr, "error: %s: cannot be read\n", path);
        return std::nullopt;
    }
    std::ostringstream text;
    text << file.rdbuf();
    const auto read = ataxx::read_pgn(text.str());
    if (!read) {
        std::fprintf(stderr, "error: %s: %s\n", path, read.error().c_str());
        return std::nullopt;
    }
    return *read;
}

// Every game of a PGN file back to stdout with the review's marks and
// comments; a summary per game on stderr. One search thread, so that a review
// at a depth is the same every time.
int run_review(int argc, char** argv) {
    if (argc < 3) return usage();
    ataxx::ReviewSettings settings;
    settings.depth = 6;
    for (int i = 3; i < argc; ++i) {
        const std::string_view option = argv[i];
        if (option == "--depth" && i + 1 < argc) {
            if (!read_option_number(option, argv[++i], 1, 64, settings.depth)) return 1;
            settings.movetime_ms = 0;
        } else if (option == "--movetime" && i + 1 < argc) {
            if (!read_option_number(option, argv[++i], 1, 3'600'000, settings.movetime_ms))
                return 1;
            settings.depth = 0;
        } else {
            std::fprintf(stderr, "error: review does not know the option '%s'\n", argv[i]);
            return usage();
        }
    }
    auto read = read_games(argv[2]);
    if (!read) return 1;
    std::vector<ataxx::PgnGame> games = std::move(*read);
    ataxx::GameReviewer reviewer(settings);
    bool first = true;
    for (ataxx::PgnGame& pgn : games) {
        const std::vector<ataxx::MoveReview> moves = reviewer.review_game(pgn.game);
        ataxx::annotate(pgn.game, moves);
        std::cout << (first ? "" : "\n") << ataxx::write_pgn(pgn);
        first = false;
        for (const ataxx::Side side : {ataxx::Side::X, ataxx::Side::O}) {
            const ataxx::ReviewSummary s = ataxx::summarize(pgn.game, moves, side);
            char accuracy[16] = "-";
            if (s.judged > 0) std::snprintf(accuracy, sizeof accuracy, "%.1f%%", s.accuracy);
            std::fprintf(stderr,
                         "%s: accuracy %s, %d dubious, %d mistakes, %d blunders; %d moves judged\n",
                         side == ataxx::Side::X ? "Black" : "White", accuracy, s.dubious,
                         s.mistakes, s.blunders, s.judged);
        }
    }
    std::cout.flush();
    return std::cout ? 0 : 1;
}

// The puzzles of every game of a PGN file, in the puzzle file format, on
// stdout: each game is reviewed, and the mistakes and blunders of the chosen
// side become puzzles. The review runs at --depth (6 by default) or
// --movetime; the puzzles take the review's findings, and their other right
// moves are searched as the review searched the move played. One search
// thread, so that a depth gives the same puzzles every time.
int run_puzzles(int argc, char** argv) {
    if (argc < 3) return usage();
    ataxx::ReviewSettings review;
    review.depth = 6;
    std::vector<ataxx::Side> sides{ataxx::Side::X, ataxx::Side::O};
    for (int i = 3; i < argc; ++i) {
        const std::string_view option = argv[i];
        if ((option == "--depth" || option == "--movetime" || option == "--side") &&
            i + 1 == argc) {
            std::fprintf(stderr, "error: %s needs a value\n", argv[i]);
            return 1;
        }
        if (option == "--depth") {
            if (!read_option_number(option, argv[++i], 1, 64, review.depth)) return 1;
            review.movetime_ms = 0;
        } else if (option == "--movetime") {
            if (!read_option_number(option, argv[++i], 1, 3'600'000, review.movetime_ms)) return 1;
            review.depth = 0;
        } else if (option == "--side") {
            const std::string_view side = argv[++i];
            if (side == "black")
                sides = {ataxx::Side::X};
            else if (side == "white")
                sides = {ataxx::Side::O};
            else if (side == "both")
                sides = {ataxx::Side::X, ataxx::Side::O};
            else {
                std::fprintf(stderr, "error: --side takes black, white or both, not '%s'\n",
                             argv[i]);
                return 1;
            }
        } else {
            std::fprintf(stderr, "error: puzzles does not know the option '%s'\n", argv[i]);
            return usage();
        }
    }
    const auto games = read_games(argv[2]);
    if (!games) return 1;
    ataxx::GameReviewer reviewer(review);
    ataxx::PuzzleMaker maker(ataxx::PuzzleSettings{});
    const ataxx::PuzzleDay day = ataxx::today();
    int count = 0;
    for (const ataxx::PgnGame& pgn : *games) {
        const std::vector<ataxx::MoveReview> moves = reviewer.review_game(pgn.game);
        const std::vector<ataxx::Puzzle> puzzles =
            maker.make(pgn.game, moves, sides, ataxx::puzzle_source(pgn), day);
        std::cout << ataxx::write_puzzles(puzzles);
        count += static_cast<int>(puzzles.size());
    }
    const int game_count = static_cast<int>(games->size());
    std::fprintf(stderr, "%d %s from %d %s\n", count, count == 1 ? "puzzle" : "puzzles", game_count,
                 game_count == 1 ? "game" : "games");
    std::cout.flush();
    return std::cout ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    if (argc == 1) {
        ataxx::UaiEngine engine(std::cin, std::cout);
        engine.run();
        return 0;
    }
    const std::string_view command = argv[1];
    if (command == "perft") return run_perft(argc, argv, false);
    if (command == "divide") return run_perft(argc, argv, true);
    if (command == "bench") return run_bench(argc, argv);
    if (command == "review") return run_review(argc, argv);
    if (command == "puzzles") return run_puzzles(argc, argv);
    return usage();
}

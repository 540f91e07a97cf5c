// ataxx-engine: the UAI engine, plus perft, divide, bench, review and puzzles on the
// command line.
#include "fen.h"
#include "notation.h"
#include "perft.h"
#include "pgn.h"
#include "puzzle/puzzlefile.h"
#include "puzzle/puzzlemaker.h"
#include "review/review.h"
#include "tools/cli.h"
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
#include <vector>

namespace {

using ataxx::tools::add_number;

// What the command line asked for, the subcommand's words and options.
struct EngineCommand {
    int depth = 0;                // perft, divide
    std::vector<std::string> fen; // perft, divide: the words of a FEN
    int bench_depth = 10;         // bench
    int bench_threads = 1;
    int bench_hash = 16;
    int bench_multi_pv = 1;
    std::string games;            // review, puzzles: the PGN file
    ataxx::ReviewSettings review; // review, puzzles: --depth or --movetime
    std::vector<ataxx::Side> sides{ataxx::Side::X, ataxx::Side::O}; // puzzles: --side
};

int run_perft(const EngineCommand& command, bool divide) {
    std::string fen;
    for (const std::string& word : command.fen) {
        if (!fen.empty()) fen += ' ';
        fen += word;
    }
    const auto position = ataxx::read_fen(fen.empty() ? ataxx::start_fen : fen);
    if (!position) {
        std::fprintf(stderr, "error: bad FEN: %s\n", position.error().c_str());
        return 1;
    }
    const int depth = command.depth;
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

// The games of a PGN file, or none with a message naming the file and what is wrong.
std::optional<std::vector<ataxx::PgnGame>> read_games(const std::string& name) {
    const char* path = name.c_str();
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
int run_review(const EngineCommand& command) {
    auto read = read_games(command.games);
    if (!read) return 1;
    std::vector<ataxx::PgnGame> games = std::move(*read);
    ataxx::GameReviewer reviewer(command.review);
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
int run_puzzles(const EngineCommand& command) {
    const auto games = read_games(command.games);
    if (!games) return 1;
    ataxx::GameReviewer reviewer(command.review);
    ataxx::PuzzleMaker maker(ataxx::PuzzleSettings{});
    const ataxx::PuzzleDay day = ataxx::today();
    int count = 0;
    for (const ataxx::PgnGame& pgn : *games) {
        const std::vector<ataxx::MoveReview> moves = reviewer.review_game(pgn.game);
        const std::vector<ataxx::Puzzle> puzzles =
            maker.make(pgn.game, moves, command.sides, ataxx::puzzle_source(pgn), day);
        std::cout << ataxx::write_puzzles(puzzles);
        count += static_cast<int>(puzzles.size());
    }
    const int game_count = static_cast<int>(games->size());
    std::fprintf(stderr, "%d %s from %d %s\n", count, count == 1 ? "puzzle" : "puzzles", game_count,
                 game_count == 1 ? "game" : "games");
    std::cout.flush();
    return std::cout ? 0 : 1;
}

// A review's or the puzzles' --depth and --movetime: one or the other.
void add_review_limits(CLI::App& command, ataxx::ReviewSettings& review) {
    CLI::Option* depth =
        add_number(command, "--depth", review.depth, 1, 64, "search depth of the review (6)");
    CLI::Option* movetime = add_number(command, "--movetime", review.movetime_ms, 1, 3'600'000,
                                       "time a move of the review, in ms (instead of a depth)");
    movetime->excludes(depth);
}

// The subcommands and their words; the one given is named in `chosen`.
void declare(CLI::App& app, EngineCommand& command) {
    // The FEN's words follow the depth, quoted or not, and are taken whole
    // (a row may start with '-', a blocked cell): perft->remaining().
    for (const char* name : {"perft", "divide"}) {
        CLI::App* perft = app.add_subcommand(
            name, std::string(name) == "perft" ? "count the positions <depth> moves from a position"
                                               : "perft, and the count after each first move");
        add_number(*perft, "depth", command.depth, 0, 64, "moves deep")->required();
        perft->prefix_command()->allow_extras();
        perft->footer("The depth is followed by the position's FEN (the start position's\n"
                      "unless given), its words quoted or not.");
    }
    CLI::App* bench = app.add_subcommand(
        "bench", "search the bench positions and print the nodes (the number every change quotes)");
    add_number(*bench, "depth", command.bench_depth, 1, 64, "depth (10)", "bench depth");
    add_number(*bench, "threads", command.bench_threads, 1, 256, "threads (1)", "bench threads");
    add_number(*bench, "hash", command.bench_hash, 1, 8192, "hash table in MB (16)",
               "bench hash MB");
    add_number(*bench, "multipv", command.bench_multi_pv, 1, 8,
               "best lines searched at each depth (1; more to measure MultiPV's cost)",
               "bench multipv");
    CLI::App* review = app.add_subcommand(
        "review", "write a PGN file's games back with the review's marks and comments");
    review->add_option("games", command.games, "the PGN file")->required();
    add_review_limits(*review, command.review);
    CLI::App* puzzles = app.add_subcommand(
        "puzzles", "write the puzzles of a PGN file's games (its mistakes and blunders)");
    puzzles->add_option("games", command.games, "the PGN file")->required();
    ataxx::tools::add_choice(*puzzles, "--side", command.sides,
                             {{"black", {ataxx::Side::X}},
                              {"white", {ataxx::Side::O}},
                              {"both", {ataxx::Side::X, ataxx::Side::O}}},
                             "whose mistakes become puzzles (both)");
    add_review_limits(*puzzles, command.review);
}

} // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    CLI::App app("The Ataxx engine: speaks UAI on standard input and output when started "
                 "without a command.",
                 "ataxx-engine");
    ataxx::tools::set_up(app);
    app.require_subcommand(0, 1);
    EngineCommand command;
    command.review.depth = 6;
    declare(app, command);
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;
    // --movetime in place of the review's depth.
    if (command.review.movetime_ms > 0) command.review.depth = 0;

    for (const char* perft : {"perft", "divide"}) {
        if (!app.got_subcommand(perft)) continue;
        command.fen = app.get_subcommand(perft)->remaining();
        return run_perft(command, std::string_view(perft) == "divide");
    }
    if (app.got_subcommand("bench"))
        return ataxx::run_bench(std::cout, command.bench_depth, command.bench_threads,
                                command.bench_hash, command.bench_multi_pv);
    if (app.got_subcommand("review")) return run_review(command);
    if (app.got_subcommand("puzzles")) return run_puzzles(command);
    ataxx::UaiEngine engine(std::cin, std::cout);
    engine.run();
    return 0;
}

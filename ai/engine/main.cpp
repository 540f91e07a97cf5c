// ataxx-engine: the UAI engine, plus perft, divide and bench on the command line.
#include "fen.h"
#include "notation.h"
#include "perft.h"
#include "uai/uai.h"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>

namespace {

int usage() {
    std::fprintf(stderr, "usage: ataxx-engine                      speak UAI on stdin/stdout\n"
                         "       ataxx-engine perft <depth> [<fen>]\n"
                         "       ataxx-engine divide <depth> [<fen>]\n"
                         "       ataxx-engine bench [<depth> [<threads> [<hash MB>]]]\n");
    return 2;
}

bool read_int(const char* text, int low, int high, int& out) {
    const std::string_view s = text;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc{} && end == s.data() + s.size() && out >= low && out <= high;
}

int run_perft(int argc, char** argv, bool divide) {
    if (argc < 3) return usage();
    int depth = 0;
    if (!read_int(argv[2], 0, 64, depth)) {
        std::fprintf(stderr, "error: depth must be a number from 0 to 64, not '%s'\n", argv[2]);
        return 1;
    }
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
    if ((argc > 2 && !read_int(argv[2], 1, 64, depth)) ||
        (argc > 3 && !read_int(argv[3], 1, 256, threads)) ||
        (argc > 4 && !read_int(argv[4], 1, 8192, hash)) || argc > 5) {
        std::fprintf(stderr, "error: bench takes a depth (1-64), threads (1-256) and hash MB\n");
        return 1;
    }
    return ataxx::run_bench(std::cout, depth, threads, hash);
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
    return usage();
}

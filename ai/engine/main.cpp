// ataxx-engine: the command-line engine. Today: perft.
#include "fen.h"
#include "notation.h"
#include "perft.h"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>

namespace {

int usage() {
    std::fprintf(stderr, "usage: ataxx-engine perft <depth> [<fen>]\n"
                         "       ataxx-engine divide <depth> [<fen>]\n");
    return 2;
}

int run_perft(int argc, char** argv, bool divide) {
    if (argc < 3) return usage();
    int depth = 0;
    const std::string_view d = argv[2];
    const auto [end, ec] = std::from_chars(d.data(), d.data() + d.size(), depth);
    if (ec != std::errc{} || end != d.data() + d.size() || depth < 0 || depth > 64) {
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
    const auto ms = us / 1000;
    const auto nps = us > 0 ? static_cast<unsigned long long>(nodes * 1'000'000.0 / us) : 0ull;
    std::printf("nodes %llu time %lld nps %llu\n", static_cast<unsigned long long>(nodes),
                static_cast<long long>(ms), nps);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::string_view(argv[1]) == "perft") return run_perft(argc, argv, false);
    if (argc >= 2 && std::string_view(argv[1]) == "divide") return run_perft(argc, argv, true);
    return usage();
}

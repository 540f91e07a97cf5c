// ataxx-spsa: tunes an engine's numbers together by SPSA (match/spsa.h):
// pairs of games between the engine with its numbers nudged one way and the
// other, from the opening books, each pair moving the numbers towards the
// side that won. The run lives in a state file, written after every pair, so
// it can be stopped at any moment and goes on from there.
#include "match/spsa.h"
#include "tools/numbers.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using ataxx::tools::read_option_number;

int usage() {
    std::fprintf(stderr,
                 "usage: ataxx-spsa init [options] <engine> <state file>\n"
                 "       ataxx-spsa run [--pairs N] [--concurrency N] <state file>\n"
                 "init writes a new state file for the engine ('uai:COMMAND[|Option=Value...]',\n"
                 "e.g. 'uai:build/ai/ataxx-engine|Threads=1|Hash=16'), its numbers and ranges\n"
                 "read from the engine's spin options:\n"
                 "  --params A,B,...     the options to tune (every spin option wider than a\n"
                 "                       switch, Hash and Threads aside, when not given)\n"
                 "  --tc SECONDS+INC     a game clock (2+0.02 unless another is given), or\n"
                 "  --nodes N | --movetime MS | --depth N\n"
                 "  --board KIND         openings from the built-in books (7x7)\n"
                 "  --random-plies N     random plies after each opening (2)\n"
                 "  --iterations N       the pairs the schedule is made for (10000)\n"
                 "  --seed N             the signs and the openings' order (1)\n"
                 "run plays pairs and writes the state after each, printing the values:\n"
                 "  --pairs N            stop after N more pairs (all the iterations left when\n"
                 "                       not given); Ctrl-C stops at once, the pairs under way\n"
                 "                       left out\n"
                 "  --concurrency N      pairs at once (1; with 1 and a node count a stopped\n"
                 "                       run goes on exactly as an unbroken one)\n");
    return 2;
}

std::atomic<bool> stop_requested{false};

void on_signal(int signal) {
    stop_requested = true;
    std::signal(signal, SIG_DFL);
}

std::string values_text(const ataxx::SpsaState& state) {
    std::ostringstream text;
    text.precision(4);
    for (const ataxx::SpsaParameter& p : state.parameters) text << "  " << p.name << ' ' << p.value;
    return text.str();
}

int init(int argc, char** argv) {
    ataxx::SpsaState state;
    state.tc = *ataxx::read_clock("2+0.02");
    std::vector<std::string> names;
    std::vector<std::string> words;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
        long long number = 0;
        if (arg == "--params" && value) {
            std::istringstream list(value);
            for (std::string name; std::getline(list, name, ',');)
                if (!name.empty()) names.push_back(name);
            ++i;
        } else if (arg == "--tc" && value) {
            const auto clock = ataxx::read_clock(value);
            if (!clock) {
                std::fprintf(stderr, "error: --tc takes a clock such as 2+0.02, not '%s'\n", value);
                return 2;
            }
            state.tc = *clock;
            ++i;
        } else if (arg == "--nodes" || arg == "--movetime" || arg == "--depth") {
            if (!read_option_number<long long>(arg, value, 1, 1LL << 40, number)) return 2;
            state.tc = {};
            if (arg == "--nodes") state.tc.nodes = static_cast<std::uint64_t>(number);
            if (arg == "--movetime")
                state.tc.movetime_ms = static_cast<int>(std::min(number, 3600000LL));
            if (arg == "--depth") state.tc.depth = static_cast<int>(std::min(number, 64LL));
            ++i;
        } else if (arg == "--board" && value) {
            state.board = value;
            ++i;
        } else if (arg == "--random-plies") {
            if (!read_option_number<long long>(arg, value, 0, 40, number)) return 2;
            state.random_plies = static_cast<int>(number);
            ++i;
        } else if (arg == "--iterations") {
            if (!read_option_number<long long>(arg, value, 1, 100000000, number)) return 2;
            state.iterations = static_cast<int>(number);
            ++i;
        } else if (arg == "--seed") {
            if (!read_option_number<long long>(arg, value, 0, 1LL << 62, number)) return 2;
            state.seed = static_cast<std::uint64_t>(number);
            ++i;
        } else if (arg.rfind("--", 0) == 0) {
            return usage();
        } else {
            words.push_back(arg);
        }
    }
    if (words.size() != 2) return usage();
    state.engine = words[0];
    state.big_a = state.iterations / 10.0;
    const std::string& path = words[1];
    if (std::ifstream(path)) {
        std::fprintf(stderr, "error: %s is there already; `ataxx-spsa run %s` goes on with it\n",
                     path.c_str(), path.c_str());
        return 1;
    }
    std::string error;
    if (state.engine.rfind("uai:", 0) != 0) {
        std::fprintf(stderr, "error: the engine is 'uai:COMMAND[|Option=Value...]', not '%s'\n",
                     state.engine.c_str());
        return 2;
    }
    const std::string command = state.engine.substr(4, state.engine.find('|') - 4);
    const auto options = ataxx::uai_engine_options(command, error);
    if (!options ||
        !ataxx::spsa_parameters_from_options(*options, names, state.parameters, error)) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    // Check what was made as a run would read it (the board, above all).
    if (!ataxx::read_spsa_state(ataxx::spsa_state_text(state), path, error) ||
        !ataxx::save_spsa_state(state, path, error)) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    std::printf("%s: %zu parameters:%s\n", path.c_str(), state.parameters.size(),
                values_text(state).c_str());
    return 0;
}

int run(int argc, char** argv) {
    ataxx::SpsaRunSettings settings;
    std::string path;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
        long long number = 0;
        if (arg == "--pairs" || arg == "--concurrency") {
            if (!read_option_number<long long>(arg, value, 1, arg == "--pairs" ? 100000000 : 256,
                                               number))
                return 2;
            (arg == "--pairs" ? settings.pairs : settings.concurrency) = static_cast<int>(number);
            ++i;
        } else if (arg.rfind("--", 0) == 0 || !path.empty()) {
            return usage();
        } else {
            path = arg;
        }
    }
    if (path.empty()) return usage();
    std::string error;
    auto state = ataxx::load_spsa_state(path, error);
    if (!state) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    std::printf("%s: pair %d of %d, %s:%s\n", path.c_str(), state->pairs, state->iterations,
                ataxx::time_control_text(state->tc).c_str(), values_text(*state).c_str());
    std::fflush(stdout);
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    settings.should_stop = [] { return stop_requested.load(); };
    const bool ok = ataxx::run_spsa(
        *state, path, settings,
        [](const ataxx::SpsaState& s) {
            std::printf("pairs %d/%d  games +%d =%d -%d (the side at value + step)%s\n", s.pairs,
                        s.iterations, s.wins, s.draws, s.losses, values_text(s).c_str());
            std::fflush(stdout);
        },
        error);
    if (!ok) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    if (stop_requested) {
        std::printf("stopped after %d pairs; `ataxx-spsa run %s` goes on\n", state->pairs,
                    path.c_str());
        return 130;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage();
    const std::string command = argv[1];
    if (command == "init") return init(argc, argv);
    if (command == "run") return run(argc, argv);
    return usage();
}

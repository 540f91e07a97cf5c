// ataxx-spsa: tunes an engine's numbers together by SPSA (match/spsa.h):
// pairs of games between the engine with its numbers nudged one way and the
// other, from the opening books, each pair moving the numbers towards the
// side that won. The run lives in a state file, written after every pair, so
// it can be stopped at any moment and goes on from there.
#include "match/spsa.h"
#include "tools/cli.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using ataxx::tools::add_number;

// What `init` and `run` were given.
struct SpsaCommand {
    ataxx::SpsaState state;          // init: the new run's settings
    std::string params;              // init: --params A,B,...
    std::string engine;              // init
    std::string path;                // init, run: the state file
    ataxx::SpsaRunSettings settings; // run
};

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

int init(SpsaCommand& given) {
    ataxx::SpsaState& state = given.state;
    std::vector<std::string> names;
    std::istringstream list(given.params);
    for (std::string name; std::getline(list, name, ',');)
        if (!name.empty()) names.push_back(name);
    state.engine = given.engine;
    state.big_a = state.iterations / 10.0;
    const std::string& path = given.path;
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

int run(SpsaCommand& command) {
    ataxx::SpsaRunSettings& settings = command.settings;
    const std::string& path = command.path;
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

// init's options: the engine, the numbers to tune and the games' conditions.
CLI::App* declare_init(CLI::App& app, SpsaCommand& command) {
    CLI::App* init = app.add_subcommand(
        "init", "write a new state file for the engine, its numbers and ranges read\n"
                "from the engine's spin options");
    ataxx::SpsaState& state = command.state;
    init->add_option("--params", command.params,
                     "the options to tune (every spin option wider than a\n"
                     "switch, Hash and Threads aside, when not given)")
        ->type_name("A,B,...");
    // Each of these is the games' whole time control: one of them at most.
    std::vector<CLI::Option*> clocks;
    clocks.push_back(init->add_option_function<std::string>(
                             "--tc",
                             [&state](const std::string& text) {
                                 const auto clock = ataxx::read_clock(text);
                                 if (!clock)
                                     throw CLI::ValidationError(
                                         "--tc takes a clock such as 2+0.02, not '" + text + "'");
                                 state.tc = *clock;
                             },
                             "a game clock (2+0.02 unless another is given)")
                         ->type_name("SECONDS+INC"));
    clocks.push_back(add_number(*init, "--nodes", state.tc.nodes, 1, std::uint64_t{1} << 40,
                                "nodes a move, in place of a clock"));
    clocks.push_back(add_number(*init, "--movetime", state.tc.movetime_ms, 1, 3600000,
                                "time a move in ms, in place of a clock"));
    clocks.push_back(
        add_number(*init, "--depth", state.tc.depth, 1, 64, "depth a move, in place of a clock"));
    for (CLI::Option* a : clocks)
        for (CLI::Option* b : clocks)
            if (a != b) a->excludes(b);
    init->add_option("--board", state.board, "openings from the built-in books (7x7)")
        ->type_name("KIND");
    add_number(*init, "--random-plies", state.random_plies, 0, 40,
               "random plies after each opening (2)");
    add_number(*init, "--iterations", state.iterations, 1, 100000000,
               "the pairs the schedule is made for (10000)");
    add_number(*init, "--seed", state.seed, 0, std::uint64_t{1} << 62,
               "the signs and the openings' order (1)");
    init->add_option("engine", command.engine,
                     "'uai:COMMAND[|Option=Value...]', e.g.\n"
                     "'uai:build/ai/ataxx-engine|Threads=1|Hash=16'")
        ->required();
    init->add_option("state-file", command.path, "the new run's file")->required();
    return init;
}

// run's options: how many pairs, how many at once.
CLI::App* declare_run(CLI::App& app, SpsaCommand& command) {
    CLI::App* run =
        app.add_subcommand("run", "play pairs and write the state after each, printing the values");
    add_number(*run, "--pairs", command.settings.pairs, 1, 100000000,
               "stop after N more pairs (all the iterations left when\n"
               "not given); Ctrl-C stops at once, the pairs under way\n"
               "left out");
    add_number(*run, "--concurrency", command.settings.concurrency, 1, 256,
               "pairs at once (1; with 1 and a node count a stopped\n"
               "run goes on exactly as an unbroken one)");
    run->add_option("state-file", command.path, "the run's file")->required();
    return run;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("Tunes an engine's numbers together by SPSA: pairs of games between the\n"
                 "engine with its numbers nudged one way and the other. The run lives in a\n"
                 "state file, written after every pair, so it can be stopped at any moment.",
                 "ataxx-spsa");
    ataxx::tools::set_up(app);
    SpsaCommand command;
    const CLI::App* init_command = declare_init(app, command);
    declare_run(app, command);
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;
    if (app.get_subcommands().empty())
        return ataxx::tools::usage_error(app, "ataxx-spsa takes a command: init or run");
    if (!init_command->parsed()) return run(command);
    // The games' clock: 2+0.02 unless another time control is given.
    std::size_t clocks = 0;
    for (const char* name : {"--tc", "--nodes", "--movetime", "--depth"})
        clocks += init_command->count(name);
    if (clocks == 0) command.state.tc = *ataxx::read_clock("2+0.02");
    return init(command);
}

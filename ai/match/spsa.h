#pragma once

#include "match/match.h"
#include "uai/uaireader.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// One number an SPSA run tunes: an engine's spin option, its value now (a
// real number; the engine gets it rounded), its range, and its step and
// learning rate at the end of the run (c_end, r_end), as engine tuners set
// them: the step is how far apart the two engines of a pair play, about what
// changes the play a little; the learning rate at the end is r_end, so that a
// pair that scores 2 moves a number by r_end * c_end * 2 then.
struct SpsaParameter {
    std::string name;
    double value = 0;
    std::int64_t min = 0;
    std::int64_t max = 0;
    double c_end = 1;
    double r_end = 0.002;
    int line = 0; // where the state file had it, for messages
};

// An SPSA run (simultaneous perturbation stochastic approximation) as its
// state file holds it: what plays (a UAI engine's command, options after '|'
// as ataxx-match takes them), how long a move, from which openings, the
// schedule, the numbers and the games so far. Iteration k (from 0) plays a
// pair of games, the engine with every number at value + c_k * sign against
// it at value - c_k * sign (signs +1 or -1, drawn from the seed and k),
// colours swapped, then moves each value by r_k * c_k * sign * result, where
// the result is the first engine's wins less its losses in the pair and
//   c_k = c / (k + 1)^gamma,  r_k = a_k / c_k^2,  a_k = a / (k + 1 + A)^alpha,
// with c = c_end * N^gamma and a = r_end * c_end^2 * (N + A)^alpha, so that
// the step and rate reach c_end and r_end at the N-th pair.
struct SpsaState {
    std::string engine;
    TimeControl tc;
    std::string board = "7x7";
    int random_plies = 2;
    std::uint64_t seed = 1;
    int iterations = 10000; // N
    double big_a = 1000;    // A, a tenth of N by custom
    double alpha = 0.602;
    double gamma = 0.101;
    int pairs = 0; // played so far: the next iteration is this one
    int wins = 0;  // of the engine at value + c_k * sign, so far
    int draws = 0;
    int losses = 0;
    std::vector<SpsaParameter> parameters;
};

// The state file's text. Numbers are written as their shortest exact text, so
// that reading it back gives the same state and a resumed run goes on as the
// unbroken one would.
[[nodiscard]] std::string spsa_state_text(const SpsaState& state);
// Reads a state file's text; nothing, with `error` naming the file (`where`),
// the line and what is wrong, when it is not one.
[[nodiscard]] std::optional<SpsaState>
read_spsa_state(std::string_view text, const std::string& where, std::string& error);
// Reads the file at `path`.
[[nodiscard]] std::optional<SpsaState> load_spsa_state(const std::string& path, std::string& error);
// Writes the state to a new file beside `path` and renames it over `path`, so
// that a stop at any moment leaves the old state or the new, never half of one.
bool save_spsa_state(const SpsaState& state, const std::string& path, std::string& error);

// A fresh run's state over the engine's spin options named in `names` (all
// its spin options with a range wider than a switch's, Hash and Threads
// aside, when empty): each starts at the engine's default, with c_end a tenth
// of it (at least 1) and r_end 0.002. False, with why, for a name the engine
// does not have as a spin option.
bool spsa_parameters_from_options(const std::vector<UaiOption>& options,
                                  const std::vector<std::string>& names,
                                  std::vector<SpsaParameter>& out, std::string& error);
// Checks the state's numbers against the engine's options (the engine may have
// lost or narrowed one since the file was written): what is wrong, naming the
// file and line, or empty.
[[nodiscard]] std::string spsa_check_against_options(const SpsaState& state,
                                                     const std::vector<UaiOption>& options,
                                                     const std::string& where);

// What iteration k plays: each number's sign and step, and the values of the
// two engines, rounded into range.
struct SpsaPoint {
    int iteration = 0;
    std::vector<int> sign;
    std::vector<double> step; // c_k of each number
    std::vector<std::int64_t> plus;
    std::vector<std::int64_t> minus;
};
[[nodiscard]] SpsaPoint spsa_point(const SpsaState& state, int iteration);
// The engine's description for one side of the pair: the state's engine with
// each number as an option after '|'.
[[nodiscard]] std::string spsa_engine(const SpsaState& state,
                                      const std::vector<std::int64_t>& values);
// Moves the values by a finished pair whose first engine (value + step) won
// `wins`, drew `draws` and lost `losses` of its two games, and counts it.
void spsa_update(SpsaState& state, const SpsaPoint& point, int wins, int draws, int losses);

struct SpsaRunSettings {
    int pairs = 0; // how many pairs to play now (0: up to the state's iterations)
    int concurrency = 1;
    // Asked while the games are played: true stops the run at once, the pairs
    // under way left out.
    std::function<bool()> should_stop;
};

// Plays pairs from the state, updating it after each pair and saving it to
// `path` (save_spsa_state); `on_pair` gets the state after each (one call at a
// time). With one game at a time and a node count, a run stopped and resumed
// plays and writes what the unbroken run would have. False, with why, when
// the engine, its options or the openings will not do, or a save fails.
bool run_spsa(SpsaState& state, const std::string& path, const SpsaRunSettings& settings,
              const std::function<void(const SpsaState&)>& on_pair, std::string& error);

// The engine's options from its handshake (`uai` ... `uaiok`).
[[nodiscard]] std::optional<std::vector<UaiOption>> uai_engine_options(const std::string& command,
                                                                       std::string& error);

} // namespace ataxx

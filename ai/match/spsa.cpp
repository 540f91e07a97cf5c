#include "match/spsa.h"

#include "fen.h"
#include "match/books.h"
#include "readnumber.h"
#include "uai/uaiclient.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <thread>

namespace ataxx {

namespace {

// The shortest text that reads back as the same double.
std::string number_text(double value) {
    char text[64];
    const auto [end, ec] = std::to_chars(text, text + sizeof text, value);
    return ec == std::errc{} ? std::string(text, end) : std::string("0");
}

std::string time_text(const TimeControl& tc) {
    if (tc.nodes > 0) return "nodes " + std::to_string(tc.nodes);
    if (tc.depth > 0) return "depth " + std::to_string(tc.depth);
    if (tc.movetime_ms > 0) return "movetime " + std::to_string(tc.movetime_ms);
    return "tc " + clock_text(tc);
}

std::vector<std::string> words_of(std::string_view line) {
    std::vector<std::string> words;
    std::istringstream in{std::string(line)};
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

// The engine's command: a description's text between "uai:" and the first '|'.
std::string engine_command(const std::string& engine) {
    const std::string rest = engine.substr(4);
    return rest.substr(0, rest.find('|'));
}

double step_at(const SpsaState& s, const SpsaParameter& p, int k) {
    return p.c_end * std::pow(s.iterations, s.gamma) / std::pow(k + 1, s.gamma);
}

std::int64_t rounded_into_range(const SpsaParameter& p, double value) {
    return std::clamp(static_cast<std::int64_t>(std::llround(value)), p.min, p.max);
}

} // namespace

std::string spsa_state_text(const SpsaState& s) {
    std::string t;
    t += "# ataxx-spsa state: written after every pair; `ataxx-spsa run FILE` goes on\n"
         "# from it. Edit the parameters before the first pair: name, value now, min,\n"
         "# max, c_end (the step at the last pair), r_end (the rate at the last pair).\n";
    t += "engine " + s.engine + "\n";
    t += time_text(s.tc) + "\n";
    t += "board " + s.board + "\n";
    t += "random-plies " + std::to_string(s.random_plies) + "\n";
    t += "seed " + std::to_string(s.seed) + "\n";
    t += "iterations " + std::to_string(s.iterations) + "\n";
    t += "A " + number_text(s.big_a) + "\n";
    t += "alpha " + number_text(s.alpha) + "\n";
    t += "gamma " + number_text(s.gamma) + "\n";
    t += "pairs " + std::to_string(s.pairs) + "\n";
    t += "games " + std::to_string(s.wins) + " " + std::to_string(s.draws) + " " +
         std::to_string(s.losses) + "\n";
    for (const SpsaParameter& p : s.parameters)
        t += "param " + p.name + " " + number_text(p.value) + " " + std::to_string(p.min) + " " +
             std::to_string(p.max) + " " + number_text(p.c_end) + " " + number_text(p.r_end) + "\n";
    return t;
}

namespace {

// A state file's `param` line (line `line_number`): its six values into `p`;
// why not when they are wrong or the parameter is in `known` already.
std::string read_param(const std::vector<std::string>& words, int line_number,
                       const std::vector<SpsaParameter>& known, SpsaParameter& p) {
    p.line = line_number;
    if (words.size() != 7) return "'param' takes six values: name, value, min, max, c_end, r_end";
    p.name = words[1];
    constexpr double huge = 1e15;
    if (!read_number(std::string_view(words[3]), -(1LL << 50), 1LL << 50, p.min) ||
        !read_number(std::string_view(words[4]), -(1LL << 50), 1LL << 50, p.max) || p.min >= p.max)
        return "parameter '" + p.name + "': min and max are whole numbers, min " +
               "below max, not '" + words[3] + "' and '" + words[4] + "'";
    if (!read_number(std::string_view(words[2]), static_cast<double>(p.min),
                     static_cast<double>(p.max), p.value))
        return "parameter '" + p.name + "': the value '" + words[2] + "' is not a number from " +
               words[3] + " to " + words[4];
    if (!read_number(std::string_view(words[5]), 1e-9, huge, p.c_end))
        return "parameter '" + p.name + "': c_end '" + words[5] + "' is not a number above 0";
    if (!read_number(std::string_view(words[6]), 0.0, huge, p.r_end))
        return "parameter '" + p.name + "': r_end '" + words[6] + "' is not a number of 0 or more";
    for (const SpsaParameter& q : known)
        if (q.name == p.name)
            return "parameter '" + p.name + "' a second time (line " + std::to_string(q.line) + ")";
    return {};
}

} // namespace

std::optional<SpsaState> read_spsa_state(std::string_view text, const std::string& where,
                                         std::string& error) {
    SpsaState s;
    std::set<std::string> seen;
    bool has_engine = false;
    bool has_time = false;
    int line_number = 0;
    std::istringstream in{std::string(text)};
    const auto fail = [&](const std::string& why) {
        error = where + " line " + std::to_string(line_number) + ": " + why;
        return std::nullopt;
    };
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        const auto words = words_of(line);
        if (words.empty() || words[0][0] == '#') continue;
        const std::string& key = words[0];
        if (key != "param" && !seen.insert(key).second) return fail("'" + key + "' a second time");
        const auto count = [&](std::size_t n) { return words.size() == n + 1; };
        const auto integer = [&](std::size_t i, long long low, long long high, auto& out) {
            long long v = 0;
            if (!read_number(std::string_view(words[i]), low, high, v)) return false;
            out = static_cast<std::remove_reference_t<decltype(out)>>(v);
            return true;
        };
        const auto real = [&](std::size_t i, double low, double high, double& out) {
            return read_number(std::string_view(words[i]), low, high, out);
        };
        if (key == "engine") {
            const auto at = line.find("engine") + 6;
            s.engine = line.substr(line.find_first_not_of(" \t", at));
            if (s.engine.rfind("uai:", 0) != 0 || engine_command(s.engine).empty())
                return fail("the engine is 'uai:COMMAND[|Option=Value...]', not '" + s.engine +
                            "'");
            has_engine = true;
        } else if (key == "nodes" || key == "depth" || key == "movetime" || key == "tc") {
            if (has_time) return fail("a second time control ('" + key + "')");
            has_time = true;
            if (!count(1)) return fail("'" + key + "' takes one value");
            bool ok = true;
            if (key == "nodes") ok = integer(1, 1, 1LL << 40, s.tc.nodes);
            if (key == "depth") ok = integer(1, 1, 64, s.tc.depth);
            if (key == "movetime") ok = integer(1, 1, 3600000, s.tc.movetime_ms);
            if (key == "tc") {
                const auto clock = read_clock(words[1]);
                ok = clock.has_value();
                if (ok) s.tc = *clock;
            }
            if (!ok) return fail("'" + words[1] + "' is not a time control for '" + key + "'");
        } else if (key == "board") {
            if (!count(1)) return fail("'board' takes one value");
            s.board = words[1];
        } else if (key == "random-plies") {
            if (!count(1) || !integer(1, 0, 40, s.random_plies))
                return fail("'random-plies' takes a number from 0 to 40");
        } else if (key == "seed") {
            if (!count(1) || !integer(1, 0, 1LL << 62, s.seed))
                return fail("'seed' takes a number from 0 to 2^62");
        } else if (key == "iterations") {
            if (!count(1) || !integer(1, 1, 100000000, s.iterations))
                return fail("'iterations' takes a number from 1 to 100000000");
        } else if (key == "A" || key == "alpha" || key == "gamma") {
            double& target = key == "A" ? s.big_a : key == "alpha" ? s.alpha : s.gamma;
            if (!count(1) || !real(1, 0, 1e9, target))
                return fail("'" + key + "' takes a number of 0 or more");
        } else if (key == "pairs") {
            if (!count(1) || !integer(1, 0, 100000000, s.pairs))
                return fail("'pairs' takes a number of 0 or more");
        } else if (key == "games") {
            if (!count(3) || !integer(1, 0, 1000000000, s.wins) ||
                !integer(2, 0, 1000000000, s.draws) || !integer(3, 0, 1000000000, s.losses))
                return fail("'games' takes three numbers: wins, draws and losses");
        } else if (key == "param") {
            SpsaParameter p;
            if (const std::string why = read_param(words, line_number, s.parameters, p);
                !why.empty())
                return fail(why);
            s.parameters.push_back(p);
        } else {
            return fail("unknown setting '" + key + "'");
        }
    }
    std::string missing;
    if (!has_engine) missing = "no 'engine uai:COMMAND' line";
    if (!has_time) missing = "no time control ('nodes N', 'tc 2+0.02', 'movetime MS' or 'depth N')";
    if (s.parameters.empty()) missing = "no 'param' line: nothing to tune";
    if (missing.empty() && opening_selection(s.board, missing).empty())
        missing = "board '" + s.board + "': " + missing;
    if (missing.empty()) return s;
    error = where + ": " + missing;
    return std::nullopt;
}

std::optional<SpsaState> load_spsa_state(const std::string& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path + ": cannot read the file";
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return read_spsa_state(text.str(), path, error);
}

bool save_spsa_state(const SpsaState& state, const std::string& path, std::string& error) {
    const std::string temporary = path + ".new";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << spsa_state_text(state);
        out.flush();
        if (!out) {
            error = temporary + ": cannot write the file";
            return false;
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        error = path + ": cannot replace it with " + temporary;
        return false;
    }
    return true;
}

bool spsa_parameters_from_options(const std::vector<UaiOption>& options,
                                  const std::vector<std::string>& names,
                                  std::vector<SpsaParameter>& out, std::string& error) {
    const auto make = [](const UaiOption& o) {
        SpsaParameter p;
        p.name = o.name;
        p.min = o.min;
        p.max = o.max;
        double value = 0;
        p.value = read_number(std::string_view(o.default_value), static_cast<double>(o.min),
                              static_cast<double>(o.max), value)
                      ? value
                      : static_cast<double>(o.min);
        p.c_end = std::max(1.0, std::abs(p.value) / 10);
        return p;
    };
    out.clear();
    if (names.empty()) {
        for (const UaiOption& o : options)
            if (o.type == UaiOption::Type::Spin && o.max - o.min > 1 && o.name != "Hash" &&
                o.name != "Threads" && o.name != "HalfmoveLimit")
                out.push_back(make(o));
        if (out.empty()) error = "the engine has no spin option to tune";
        return !out.empty();
    }
    for (const std::string& name : names) {
        const auto it = std::find_if(options.begin(), options.end(), [&](const UaiOption& o) {
            return o.name == name && o.type == UaiOption::Type::Spin;
        });
        if (it == options.end()) {
            error = "the engine has no spin option '" + name + "'";
            return false;
        }
        out.push_back(make(*it));
    }
    return true;
}

std::string spsa_check_against_options(const SpsaState& state,
                                       const std::vector<UaiOption>& options,
                                       const std::string& where) {
    for (const SpsaParameter& p : state.parameters) {
        const auto it = std::find_if(options.begin(), options.end(), [&](const UaiOption& o) {
            return o.name == p.name && o.type == UaiOption::Type::Spin;
        });
        const std::string at =
            where + " line " + std::to_string(p.line) + ": parameter '" + p.name + "': ";
        if (it == options.end()) return at + "the engine has no spin option of that name";
        if (p.min < it->min || p.max > it->max)
            return at + "the range " + std::to_string(p.min) + " to " + std::to_string(p.max) +
                   " leaves the engine's, " + std::to_string(it->min) + " to " +
                   std::to_string(it->max);
    }
    return {};
}

SpsaPoint spsa_point(const SpsaState& state, int iteration) {
    SpsaPoint point;
    point.iteration = iteration;
    std::mt19937_64 rng(state.seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(iteration));
    for (const SpsaParameter& p : state.parameters) {
        const int sign = (rng() >> 63) != 0 ? 1 : -1;
        const double step = step_at(state, p, iteration);
        point.sign.push_back(sign);
        point.step.push_back(step);
        point.plus.push_back(rounded_into_range(p, p.value + step * sign));
        point.minus.push_back(rounded_into_range(p, p.value - step * sign));
    }
    return point;
}

std::string spsa_engine(const SpsaState& state, const std::vector<std::int64_t>& values) {
    std::string description = state.engine;
    for (std::size_t i = 0; i < state.parameters.size() && i < values.size(); ++i)
        description += "|" + state.parameters[i].name + "=" + std::to_string(values[i]);
    return description;
}

void spsa_update(SpsaState& state, const SpsaPoint& point, int wins, int draws, int losses) {
    const int result = wins - losses;
    const double n = state.iterations;
    for (std::size_t i = 0; i < state.parameters.size(); ++i) {
        SpsaParameter& p = state.parameters[i];
        const double a = p.r_end * p.c_end * p.c_end * std::pow(n + state.big_a, state.alpha);
        const double a_k = a / std::pow(point.iteration + 1 + state.big_a, state.alpha);
        const double c_k = point.step[i];
        const double r_k = a_k / (c_k * c_k);
        p.value = std::clamp(p.value + r_k * c_k * point.sign[i] * result,
                             static_cast<double>(p.min), static_cast<double>(p.max));
    }
    ++state.pairs;
    state.wins += wins;
    state.draws += draws;
    state.losses += losses;
}

std::optional<std::vector<UaiOption>> uai_engine_options(const std::string& command,
                                                         std::string& error) {
    UaiClient client;
    if (!client.start(command, error)) return std::nullopt;
    // An engine that keeps its numbers for tuners behind a Tuning switch (ours
    // does, so that a person's options editor shows only what a person can
    // use) lists them once it is on: then the options are asked for again.
    for (bool tuning = false;; tuning = true) {
        client.send("uai");
        std::vector<UaiOption> options;
        bool answered = false;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (!answered && std::chrono::steady_clock::now() < deadline) {
            const auto line = client.read_line(1000);
            if (!line) {
                if (!client.running()) break;
                continue;
            }
            answered = *line == "uaiok";
            if (auto option = read_uai_option(*line)) options.push_back(std::move(*option));
        }
        if (!answered) break;
        const bool has_switch = std::any_of(options.begin(), options.end(), [](const UaiOption& o) {
            return o.name == "Tuning" && o.type == UaiOption::Type::Check;
        });
        if (tuning || !has_switch) {
            client.stop();
            return options;
        }
        client.send("setoption name Tuning value true");
    }
    client.stop();
    error = "'" + command + "' did not answer 'uai' with 'uaiok'";
    return std::nullopt;
}

bool run_spsa(SpsaState& state, const std::string& path, const SpsaRunSettings& settings,
              const std::function<void(const SpsaState&)>& on_pair, std::string& error) {
    const auto options = uai_engine_options(engine_command(state.engine), error);
    if (!options) return false;
    error = spsa_check_against_options(state, *options, path);
    if (!error.empty()) return false;
    if (!make_player(spsa_engine(state, spsa_point(state, state.pairs).plus), error)) return false;
    std::vector<Position> openings;
    for (const std::string& fen : opening_selection(state.board, error))
        openings.push_back(*read_fen(fen));
    if (openings.empty()) return false;
    // The book's order shuffled by the seed (the same on every machine).
    std::mt19937_64 shuffle(state.seed);
    for (std::size_t i = openings.size() - 1; i > 0; --i)
        std::swap(openings[i], openings[shuffle() % (i + 1)]);
    error.clear();

    std::mutex mutex;
    std::atomic<bool> ended{false};
    const int first = state.pairs;
    const int last =
        settings.pairs > 0 ? std::min(state.iterations, first + settings.pairs) : state.iterations;
    int next = first;
    const auto has_ended = [&] {
        if (settings.should_stop && settings.should_stop()) ended.store(true);
        return ended.load(std::memory_order_relaxed);
    };
    const auto worker = [&] {
        while (!has_ended()) {
            SpsaPoint point;
            std::string plus_engine;
            std::string minus_engine;
            {
                const std::lock_guard lock(mutex);
                if (next >= last) return;
                point = spsa_point(state, next++);
                plus_engine = spsa_engine(state, point.plus);
                minus_engine = spsa_engine(state, point.minus);
            }
            std::string unused;
            auto plus = make_player(plus_engine, unused);
            auto minus = make_player(minus_engine, unused);
            plus->set_should_stop(has_ended);
            minus->set_should_stop(has_ended);
            const int k = point.iteration;
            const Position start =
                pair_opening(openings[static_cast<std::size_t>(k) % openings.size()], k,
                             state.random_plies, state.seed, Rules{});
            int wins = 0;
            int draws = 0;
            for (int g = 0; g < 2; ++g) {
                const bool plus_is_x = g == 0;
                const PgnGame pgn =
                    plus_is_x ? play_game(*plus, *minus, start, state.tc, "SPSA", 2 * k + 1)
                              : play_game(*minus, *plus, start, state.tc, "SPSA", 2 * k + 2);
                if (has_ended()) return; // the pair under way is left out
                const Outcome outcome = pgn.game.result().outcome;
                if (outcome == Outcome::Draw)
                    ++draws;
                else if ((outcome == Outcome::XWins) == plus_is_x)
                    ++wins;
            }
            const std::lock_guard lock(mutex);
            spsa_update(state, point, wins, draws, 2 - wins - draws);
            if (!save_spsa_state(state, path, error)) {
                ended.store(true);
                return;
            }
            if (on_pair) on_pair(state);
        }
    };
    std::vector<std::thread> threads;
    for (int i = 0; i < std::max(1, settings.concurrency); ++i) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    return error.empty();
}

} // namespace ataxx

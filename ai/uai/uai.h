#pragma once

#include "game.h"
#include "search/levels.h"
#include "search/search.h"

#include <atomic>
#include <functional>
#include <istream>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

namespace ataxx {

// The Universal Ataxx Interface: reads commands line by line and answers on
// an output stream, as engine GUIs and match runners expect.
//
// The search runs on a thread of its own, so `stop`, `isready` and `quit`
// are answered while it thinks. Every line that cannot be carried out gets an
// `info string error: ...` that says what was wrong, and changes nothing.
class UaiEngine {
public:
    UaiEngine(std::istream& in, std::ostream& out);
    ~UaiEngine();

    // Reads until `quit` or the end of input.
    void run();
    // Carries out one line; false after `quit`.
    bool handle(const std::string& line);

private:
    void send(const std::string& text);
    void error(const std::string& what);
    // One UAI option: how `uai` declares it and what `setoption` does with a
    // value. Every option of the engine is one row of options().
    struct Option {
        enum class Type { Spin, Check, Combo, String };
        std::string name;
        Type type = Type::Spin;
        std::string default_value;
        long long low = 0; // a spin's range
        long long high = 0;
        // A spin's range as its error message says it ("1 to 8192 (MB)").
        std::string range;
        std::vector<std::string> vars; // a combo's words
        // A number of the search (SearchTunables), for tuners: listed only
        // once Tuning is on, but set at any time.
        bool tuning = false;
        // Takes the value (a spin's or a check's as `number`, 1 for true);
        // false when a combo or a string does not take it.
        using Setter = std::function<bool(const std::string& value, long long number)>;
        Setter set;

        // A spin from `low` to `high`; `range` is how its messages say the
        // range, when not "<low> to <high>".
        static Option spin(std::string name, long long value, long long low, long long high,
                           Setter set, std::string range = {});
        static Option check(std::string name, bool value, Setter set);
        static Option combo(std::string name, std::string value, std::vector<std::string> vars,
                            Setter set);
        static Option string(std::string name, std::string value, Setter set);
    };
    [[nodiscard]] std::vector<Option> options();
    void set_option(const Option& option, const std::string& given_name, const std::string& value);
    void set_eval_file(const std::string& value);

    void cmd_uai();
    void cmd_setoption(const std::string& args);
    void cmd_position(const std::string& args);
    void cmd_go(const std::string& args);
    void cmd_display();
    void cmd_perft(const std::string& args);
    void stop_search();
    [[nodiscard]] std::vector<std::uint64_t> history_keys() const;

    std::istream& m_in;
    std::ostream& m_out;
    std::mutex m_out_mutex;
    Search m_search;
    Rules m_rules;
    Level m_level = Level::VeryHard;
    // UCI_LimitStrength and UCI_Elo: when limited, the engine plays at that
    // point of the strength scale (search/strength.h) instead of its level.
    bool m_limit_strength = false;
    int m_elo = strength_elo_newcomer;
    // Very hard's networks: the built-in ones, a file given by EvalFile, or none
    // (UseNNUE false, or a file that was refused).
    std::shared_ptr<const nnue::NetworkSet> m_networks = nnue::NetworkSet::builtins();
    bool m_use_networks = true;
    // Tuning: `uai` lists the search's numbers too (SearchTunables).
    bool m_tuning = false;
    Game m_game;
    std::thread m_thinking;
    std::atomic<bool> m_stop_requested{false};
};

// `ataxx-engine bench [depth [threads [hash MB [multipv]]]]`: searches a fixed
// list of positions (rectangles, blocked boards and hexagons) to a fixed
// depth and prints one line per position (with its time), then `nodes <n>
// nps <n>`. With one thread the node count is the same on every run.
// `multi_pv` above 1 searches that many best lines, to measure their cost.
int run_bench(std::ostream& out, int depth, int threads, int hash_megabytes, int multi_pv = 1);

} // namespace ataxx

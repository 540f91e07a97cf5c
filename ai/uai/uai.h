#pragma once

#include "game.h"
#include "search/levels.h"
#include "search/search.h"

#include <atomic>
#include <istream>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>

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
    Game m_game;
    std::thread m_thinking;
    std::atomic<bool> m_stop_requested{false};
};

// `ataxx-engine bench [depth [threads [hash MB]]]`: searches a fixed list of
// positions (rectangles, blocked boards and hexagons) to a fixed depth and
// prints one line per position, then `nodes <n> nps <n>`. With one thread the
// node count is the same on every run.
int run_bench(std::ostream& out, int depth, int threads, int hash_megabytes);

} // namespace ataxx

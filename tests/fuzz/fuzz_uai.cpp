// libFuzzer target for the UAI command reader (ataxx::UaiEngine::handle).
//
// The input is a session, one command a line. Commands that would make one
// input run for long are tamed before they reach the engine: every `go`
// loses `infinite` and ends with a depth of 1 to 3 (the last limit given
// wins), the hash is capped at 8 MB, threads at 2, perft at depth 2.
// Everything else, bad lines included, goes through as it is. `quit` ends the
// session.
//
// The first byte of the input is not a command: it picks the rules and the
// level (pass, end or fill; a halfmove limit of 100, none, 20 or 3;
// repetition on or off; any level), so every input plays under some rules.
//
// One engine serves every input (building one allocates its 64 MB table);
// each input starts from the same state: search stopped, a 1 MB table, one
// thread, the options of its first byte, a new game.
#include "uai/uai.h"

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::vector<std::string> split(const std::string& line) {
    // The same words the engine sees.
    std::vector<std::string> words;
    std::istringstream in(line);
    std::string w;
    while (in >> w) words.push_back(w);
    return words;
}

std::string lowercase(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

// A number word above `high` becomes `high`; anything else is left alone.
std::string capped(const std::string& word, long long high) {
    long long n = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), n);
    if (ec == std::errc{} && end == word.data() + word.size() && n > high)
        return std::to_string(high);
    return word;
}

std::string join(const std::vector<std::string>& words) {
    std::string line;
    for (const std::string& w : words) {
        if (!line.empty()) line += ' ';
        line += w;
    }
    return line;
}

// The line the engine gets; `touched` says whether it may change Hash or Threads.
std::string tame(const std::string& line, bool& touched) {
    std::vector<std::string> words = split(line);
    if (words.empty()) return line;
    if (words[0] == "go") {
        // The depth asked for, 1 to 3 (2 when none is given), goes last and wins.
        std::vector<std::string> kept;
        std::string depth = "2";
        for (std::size_t i = 0; i < words.size(); ++i) {
            if (words[i] == "infinite") continue;
            if (words[i] == "depth" && i + 1 < words.size() && words[i + 1].size() == 1 &&
                words[i + 1][0] >= '1' && words[i + 1][0] <= '3')
                depth = words[i + 1];
            kept.push_back(words[i]);
        }
        kept.push_back("depth");
        kept.push_back(depth);
        return join(kept);
    }
    if (words[0] == "perft" && words.size() > 1) {
        words[1] = capped(words[1], 2);
        return join(words);
    }
    if (words[0] == "setoption") {
        // setoption name <name words> value <value words>
        std::string name;
        std::size_t value_at = words.size();
        for (std::size_t i = 2; i < words.size(); ++i) {
            if (words[i] == "value") {
                value_at = i + 1;
                break;
            }
            name += (name.empty() ? "" : " ") + words[i];
        }
        name = lowercase(name);
        if ((name == "hash" || name == "threads") && value_at < words.size()) {
            touched = true;
            words[value_at] = capped(words[value_at], name == "hash" ? 8 : 2);
        }
        return join(words);
    }
    return line;
}

struct Session {
    std::istringstream in;
    std::ostringstream out;
    ataxx::UaiEngine engine{in, out};

    Session() {
        engine.handle("setoption name Hash value 1");
        engine.handle("setoption name Threads value 1");
    }

    // Sets every rule and the level from one byte, so that each input tries some
    // combination of them without having to spell it out, then starts a new game.
    void start(std::uint8_t options) {
        static const char* const stuck[] = {"pass", "end", "fill", "pass"};
        static const char* const limit[] = {"100", "0", "20", "3"};
        static const char* const level[] = {"very-easy", "easy",      "medium",    "hard",
                                            "very-hard", "very-hard", "very-hard", "very-hard"};
        engine.handle(std::string("setoption name StuckRule value ") + stuck[options & 3]);
        engine.handle(std::string("setoption name Repetition value ") +
                      (options & 4 ? "true" : "false"));
        engine.handle(std::string("setoption name HalfmoveLimit value ") + limit[options >> 3 & 3]);
        engine.handle(std::string("setoption name Level value ") + level[options >> 5]);
        engine.handle("uainewgame");
    }

    // Stops the search and undoes what the input did to the table and threads.
    void finish(bool options_touched) {
        engine.handle("stop");
        if (options_touched) {
            engine.handle("setoption name Hash value 1");
            engine.handle("setoption name Threads value 1");
        }
        out.str({});
    }
};

} // namespace

// The first byte of the input sets the rules and the level (see Session::start);
// the rest is the session.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Session session;
    if (size == 0) return 0;
    session.start(data[0]);
    const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    bool touched = false;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        const std::string line = tame(text.substr(begin, end - begin), touched);
        if (!session.engine.handle(line)) break; // quit
        begin = end + 1;
    }
    session.finish(touched);
    return 0;
}

// libFuzzer target for the UAI command reader (ataxx::UaiEngine::handle).
//
// The input is a session, one command a line. Commands that would make one
// input run for long are tamed before they reach the engine: every `go`
// loses `infinite` and ends with `depth 1` (the last limit given wins), the
// hash is capped at 8 MB, threads at 2, perft at depth 2. Everything else,
// bad lines included, goes through as it is. `quit` ends the session.
//
// One engine serves every input (building one allocates its 64 MB table);
// each input starts from the same state: search stopped, default options,
// new game.
#include "uai.h"

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
        std::vector<std::string> kept;
        for (const std::string& w : words)
            if (w != "infinite") kept.push_back(w);
        kept.push_back("depth");
        kept.push_back("1");
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

    // Back to the state every input starts from.
    void reset(bool options_touched) {
        engine.handle("stop");
        if (options_touched) {
            engine.handle("setoption name Hash value 1");
            engine.handle("setoption name Threads value 1");
        }
        engine.handle("setoption name Level value very-hard");
        engine.handle("setoption name StuckRule value pass");
        engine.handle("setoption name HalfmoveLimit value 100");
        engine.handle("setoption name Repetition value false");
        engine.handle("uainewgame");
        out.str({});
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Session session;
    const std::string text(reinterpret_cast<const char*>(data), size);
    bool touched = false;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        const std::string line = tame(text.substr(begin, end - begin), touched);
        if (!session.engine.handle(line)) break; // quit
        begin = end + 1;
    }
    session.reset(touched);
    return 0;
}

#include "uai/uai.h"

#include "fen.h"
#include "notation.h"
#include "perft.h"
#include "readnumber.h"
#include "search/strength.h"

#include <chrono>
#include <sstream>
#include <vector>

namespace ataxx {

namespace {

constexpr const char* engine_name = "Ataxx " ATAXX_VERSION;
constexpr const char* engine_author = "the Ataxx developers";
// MultiPV's largest value: more lines than a person reads beside a board.
constexpr int max_multi_pv = 8;

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream in(text);
    std::string w;
    while (in >> w) words.push_back(w);
    return words;
}

std::string lowercase(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

// The protocol's score words: "cp 25", "mate 3", "mate -3".
std::string uai_score(int score) {
    if (is_proven(score)) return "mate " + std::to_string(result_in_moves(score));
    return "cp " + std::to_string(score);
}

// An info line. `multipv`: with the line's rank after the depths, as a
// search of several lines (MultiPV above 1) writes them; a search of one
// line writes none, as before MultiPV was offered.
std::string info_line(const Geometry& g, const SearchInfo& info, bool multipv) {
    std::string line = "info depth " + std::to_string(info.depth) + " seldepth " +
                       std::to_string(info.seldepth) +
                       (multipv ? " multipv " + std::to_string(info.multipv) : std::string()) +
                       " score " + uai_score(info.score) + " nodes " + std::to_string(info.nodes) +
                       " nps " + std::to_string(info.nps) + " time " +
                       std::to_string(info.time_ms) + " hashfull " + std::to_string(info.hashfull);
    if (!info.pv.empty()) {
        line += " pv";
        for (const Move m : info.pv) line += ' ' + move_to_string(g, m);
    }
    return line;
}

} // namespace

UaiEngine::UaiEngine(std::istream& in, std::ostream& out)
    : m_in(in)
    , m_out(out)
    , m_game(Position::start(Geometry::classic())) {
    // Reading from a stream tied to the output flushes the output first, on the
    // reading thread and outside m_out_mutex, racing the search thread's own
    // writes (lines came out twice). All output goes through send(), which
    // flushes, so the tie is not needed.
    m_in.tie(nullptr);
    // One thread unless told otherwise, as engine testers expect (several engines
    // share the machine in a match); the app's own searches use every core.
    m_search.set_threads(1);
}

UaiEngine::~UaiEngine() {
    stop_search();
}

void UaiEngine::send(const std::string& text) {
    const std::lock_guard lock(m_out_mutex);
    m_out << text << '\n' << std::flush;
}

void UaiEngine::error(const std::string& what) {
    send("info string error: " + what);
}

void UaiEngine::run() {
    std::string line;
    while (std::getline(m_in, line))
        if (!handle(line)) return;
    stop_search();
}

bool UaiEngine::handle(const std::string& raw) {
    std::string line = raw;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    const auto words = split(line);
    if (words.empty()) return true;
    const std::string& command = words[0];
    const auto space = line.find(command) + command.size();
    const std::string args = space < line.size() ? line.substr(space + 1) : std::string();

    if (command == "uai") {
        cmd_uai();
    } else if (command == "isready") {
        send("readyok");
    } else if (command == "uainewgame") {
        stop_search();
        m_search.new_game();
        m_game = Game(Position::start(Geometry::classic(), m_rules));
    } else if (command == "setoption") {
        cmd_setoption(args);
    } else if (command == "position") {
        cmd_position(args);
    } else if (command == "go") {
        cmd_go(args);
    } else if (command == "stop") {
        stop_search();
    } else if (command == "quit") {
        stop_search();
        return false;
    } else if (command == "d") {
        cmd_display();
    } else if (command == "perft") {
        cmd_perft(args);
    } else {
        error("unknown command '" + command + "'");
    }
    return true;
}

UaiEngine::Option UaiEngine::Option::spin(std::string name, long long value, long long low,
                                          long long high, Setter set, std::string range) {
    if (range.empty()) range = std::to_string(low) + " to " + std::to_string(high);
    return {std::move(name), Type::Spin,    std::to_string(value), low, high, std::move(range), {},
            false,           std::move(set)};
}

UaiEngine::Option UaiEngine::Option::check(std::string name, bool value, Setter set) {
    return {std::move(name), Type::Check,   value ? "true" : "false", 0, 0, {}, {},
            false,           std::move(set)};
}

UaiEngine::Option UaiEngine::Option::combo(std::string name, std::string value,
                                           std::vector<std::string> vars, Setter set) {
    return {std::move(name), Type::Combo, std::move(value), 0, 0, {},
            std::move(vars), false,       std::move(set)};
}

UaiEngine::Option UaiEngine::Option::string(std::string name, std::string value, Setter set) {
    return {std::move(name), Type::String, std::move(value), 0, 0, {}, {}, false, std::move(set)};
}

// The table of every option, in the order `uai` lists them. The person's
// options first; then Tuning, behind which the search's numbers are listed
// (an options editor shows a person what a person can use), though setoption
// takes them at any time (matches and tuners set them by name).
std::vector<UaiEngine::Option> UaiEngine::options() {
    using O = Option;
    std::vector<Option> table{
        O::spin(
            "Hash", static_cast<long long>(default_hash_megabytes), 1, 8192,
            [this](const std::string&, long long mb) {
                stop_search();
                m_search.set_hash_megabytes(static_cast<std::size_t>(mb));
                return true;
            },
            "1 to 8192 (MB)"),
        O::spin("Threads", m_search.threads(), 1, 256,
                [this](const std::string&, long long threads) {
                    stop_search();
                    m_search.set_threads(static_cast<int>(threads));
                    return true;
                }),
        O::spin("MultiPV", 1, 1, max_multi_pv,
                [this](const std::string&, long long lines) {
                    stop_search();
                    m_search.options().multi_pv = static_cast<int>(lines);
                    return true;
                }),
        O::combo("Level", "very-hard", {"very-easy", "easy", "medium", "hard", "very-hard"},
                 [this](const std::string& value, long long) {
                     return level_from_string(value, m_level);
                 }),
        O::combo("StuckRule", "pass", {"pass", "end", "fill"},
                 [this](const std::string& value, long long) {
                     const std::string v = lowercase(value);
                     if (v == "pass")
                         m_rules.stuck = StuckRule::Pass;
                     else if (v == "end")
                         m_rules.stuck = StuckRule::End;
                     else if (v == "fill")
                         m_rules.stuck = StuckRule::Fill;
                     else
                         return false;
                     return true;
                 }),
        O::spin(
            "HalfmoveLimit", 100, 0, 65535,
            [this](const std::string&, long long limit) {
                m_rules.halfmove_limit = static_cast<std::uint16_t>(limit);
                return true;
            },
            "0 (none) to 65535"),
        O::check("Repetition", false,
                 [this](const std::string&, long long on) {
                     m_rules.threefold_repetition = on != 0;
                     return true;
                 }),
        O::check("UCI_LimitStrength", false,
                 [this](const std::string&, long long on) {
                     m_limit_strength = on != 0;
                     return true;
                 }),
        O::spin("UCI_Elo", strength_elo_newcomer, strength_elo_min, strength_elo_max,
                [this](const std::string&, long long elo) {
                    m_elo = static_cast<int>(elo);
                    return true;
                }),
        O::check("UseNNUE", true,
                 [this](const std::string&, long long on) {
                     m_use_networks = on != 0;
                     return true;
                 }),
        O::string("EvalFile", "<built-in>",
                  [this](const std::string& value, long long) {
                      set_eval_file(value);
                      return true;
                  }),
        O::check("Tuning", false, [this](const std::string&, long long on) {
            m_tuning = on != 0;
            return true;
        })};
    const SearchTunables defaults;
    for (const SearchTunables::Field& f : SearchTunables::fields()) {
        Option number = O::spin(std::string(f.name), defaults.*f.member, f.low, f.high,
                                [this, member = f.member](const std::string&, long long n) {
                                    stop_search();
                                    m_search.options().tune.*member = static_cast<int>(n);
                                    return true;
                                });
        number.tuning = true;
        table.push_back(std::move(number));
    }
    return table;
}

void UaiEngine::cmd_uai() {
    send(std::string("id name ") + engine_name);
    send(std::string("id author ") + engine_author);
    for (const Option& o : options()) {
        if (o.tuning && !m_tuning) continue;
        std::string line = "option name " + o.name + " type ";
        switch (o.type) {
        case Option::Type::Spin:
            line += "spin default " + o.default_value + " min " + std::to_string(o.low) + " max " +
                    std::to_string(o.high);
            break;
        case Option::Type::Check:
            line += "check default " + o.default_value;
            break;
        case Option::Type::Combo:
            line += "combo default " + o.default_value;
            for (const std::string& var : o.vars) line += " var " + var;
            break;
        case Option::Type::String:
            line += "string default " + o.default_value;
            break;
        }
        send(line);
    }
    for (const std::string& e : nnue::builtin_errors())
        send("info string error: " + e + "; those boards use the hand-made evaluation");
    send("uaiok");
}

void UaiEngine::cmd_setoption(const std::string& args) {
    // setoption name <name words> [value <value words>]
    const auto words = split(args);
    if (words.empty() || words[0] != "name") return error("setoption: expected 'name <option>'");
    std::string name;
    std::string value;
    bool in_value = false;
    for (std::size_t i = 1; i < words.size(); ++i) {
        if (!in_value && words[i] == "value") {
            in_value = true;
            continue;
        }
        std::string& target = in_value ? value : name;
        if (!target.empty()) target += ' ';
        target += words[i];
    }
    const std::string key = lowercase(name);
    for (const Option& option : options())
        if (lowercase(option.name) == key) return set_option(option, name, value);
    error("setoption: unknown option '" + name + "'");
}

// A value for an option, read as its type reads one; a value it does not
// take changes nothing and is said, with what it takes. A search number's
// message names it as it was given.
void UaiEngine::set_option(const Option& option, const std::string& given_name,
                           const std::string& value) {
    const std::string refused =
        "setoption " + (option.tuning ? given_name : option.name) + ": value must be ";
    switch (option.type) {
    case Option::Type::Spin: {
        long long number = 0;
        if (!read_number(value, option.low, option.high, number))
            return error(refused + option.range + ", not '" + value + "'");
        option.set(value, number);
        return;
    }
    case Option::Type::Check: {
        const std::string v = lowercase(value);
        if (v != "true" && v != "false")
            return error(refused + "true or false, not '" + value + "'");
        option.set(value, v == "true" ? 1 : 0);
        return;
    }
    case Option::Type::Combo: {
        if (option.set(value, 0)) return;
        std::string words;
        for (std::size_t i = 0; i < option.vars.size(); ++i)
            words += (i == 0 ? "" : i + 1 == option.vars.size() ? " or " : ", ") + option.vars[i];
        return error(refused + words + ", not '" + value + "'");
    }
    case Option::Type::String:
        option.set(value, 0);
        return;
    }
}

// EvalFile: a network file for very hard (or the built-in ones, for an empty
// value or <built-in>), said in words: which boards and layouts it serves.
void UaiEngine::set_eval_file(const std::string& value) {
    if (value.empty() || value == "<built-in>") {
        m_networks = nnue::NetworkSet::builtins();
        return;
    }
    std::string why;
    auto net = nnue::Network::load(value, why);
    if (!net) {
        m_networks = nullptr;
        return error("setoption EvalFile: " + why + "; using the hand-made evaluation");
    }
    std::string what = net->geometry().description() + " boards";
    if (net->layouts.empty())
        what += " with any blocked cells";
    else if (net->layouts.size() == 1 && net->layouts.front().empty())
        what += " without blocked cells; the hand-made evaluation plays the others";
    else
        what += " with " + std::to_string(net->layouts.size()) +
                (net->layouts.size() == 1 ? " layout" : " layouts") +
                " of blocked cells (those it was trained on); the hand-made evaluation plays "
                "the others";
    if (net->hand_made_share > 0)
        what += "; its score is " + std::to_string(net->hand_made_share) +
                "% the hand-made evaluation's";
    if (net->input_kind() == nnue::Inputs::Windows) {
        const nnue::WindowSet& windows = nnue::windows_of(net->geometry());
        what += "; a pattern network (" + std::to_string(windows.count()) + " windows of " +
                std::to_string(windows.cells_per_window) + " cells, " +
                std::to_string(net->width()) + " values a side, " + std::to_string(net->buckets()) +
                (net->buckets() == 1 ? " output)" : " outputs by pieces on the board)");
    }
    m_networks = nnue::NetworkSet::with(std::move(net));
    send("info string EvalFile: " + value + " evaluates " + what);
}

void UaiEngine::cmd_position(const std::string& args) {
    const auto words = split(args);
    if (words.empty()) return error("position: expected 'startpos' or 'fen <fen>'");
    std::size_t i = 0;
    std::string fen;
    if (words[0] == "startpos") {
        fen = std::string(start_fen);
        i = 1;
    } else if (words[0] == "fen") {
        for (i = 1; i < words.size() && words[i] != "moves"; ++i) {
            if (!fen.empty()) fen += ' ';
            fen += words[i];
        }
    } else {
        return error("position: expected 'startpos' or 'fen <fen>', not '" + words[0] + "'");
    }
    const auto start = read_fen(fen, m_rules);
    if (!start) return error("position: bad FEN: " + start.error());
    Game game(*start);
    if (i < words.size()) {
        if (words[i] != "moves") return error("position: expected 'moves', not '" + words[i] + "'");
        for (++i; i < words.size(); ++i) {
            const auto move = read_move(game.position(), words[i]);
            if (!move)
                return error("position: move " + std::to_string(game.length() + 1) + " '" +
                             words[i] + "': " + move.error());
            if (!game.play(*move))
                return error("position: move " + std::to_string(game.length() + 1) + " '" +
                             words[i] + "' comes after the end of the game");
        }
    }
    stop_search();
    m_game = std::move(game);
}

std::vector<std::uint64_t> UaiEngine::history_keys() const {
    std::vector<std::uint64_t> keys;
    for (int i = 0; i < m_game.ply(); ++i) keys.push_back(m_game.position_at(i).key());
    return keys;
}

void UaiEngine::cmd_go(const std::string& args) {
    const auto words = split(args);
    SearchLimits limits;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "infinite") {
            limits.infinite = true;
            continue;
        }
        const bool known = w == "depth" || w == "nodes" || w == "movetime" || w == "wtime" ||
                           w == "btime" || w == "winc" || w == "binc" || w == "movestogo";
        if (!known) return error("go: unknown word '" + w + "'");
        long long n = 0;
        if (i + 1 >= words.size() ||
            !read_number(words[i + 1], -1'000'000'000, 1'000'000'000'000, n))
            return error("go: '" + w + "' needs a number");
        ++i;
        const int clamped = static_cast<int>(std::clamp<long long>(n, 0, 1'000'000'000));
        if (w == "depth")
            limits.depth = clamped;
        else if (w == "nodes")
            limits.nodes = static_cast<std::uint64_t>(std::max<long long>(n, 0));
        else if (w == "movetime")
            limits.movetime_ms = std::max(1, clamped);
        else if (w == "btime") // Black is x
            limits.time_ms[0] = std::max(1, clamped);
        else if (w == "wtime")
            limits.time_ms[1] = std::max(1, clamped);
        else if (w == "binc")
            limits.increment_ms[0] = clamped;
        else if (w == "winc")
            limits.increment_ms[1] = clamped;
        else if (w == "movestogo")
            limits.moves_to_go = clamped;
    }
    stop_search();

    const Position root = m_game.position();
    const auto history = history_keys();
    LevelRequest request;
    request.level = m_level;
    request.elo = m_limit_strength ? m_elo : 0;
    request.limits = limits;
    request.networks = m_use_networks ? m_networks : nullptr;
    request.seed =
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    const bool multipv = m_search.options().multi_pv > 1;
    m_thinking = std::thread([this, root, history, request, multipv] {
        const Geometry& g = root.geometry();
        const Search::Result result = play_level(
            m_search, request, root, history,
            [this, &g, multipv](const SearchInfo& info) { send(info_line(g, info, multipv)); },
            [this] { return m_stop_requested.load(); });
        // Under "go infinite" the answer waits for "stop".
        if (request.limits.infinite)
            while (!m_stop_requested.load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        send("bestmove " +
             (result.best.is_none() ? std::string("0000") : move_to_string(g, result.best)));
    });
}

void UaiEngine::stop_search() {
    if (!m_thinking.joinable()) return;
    m_stop_requested.store(true);
    m_search.stop();
    m_thinking.join();
    m_stop_requested.store(false);
}

void UaiEngine::cmd_display() {
    const Position& p = m_game.position();
    const Geometry& g = p.geometry();
    std::string board;
    for (int r = 0; r < g.row_count(); ++r) {
        const int rank = g.rank_of(g.cell_at(r, 0));
        std::string label = std::to_string(rank);
        board += std::string(3 - label.size(), ' ') + label + "  ";
        board += std::string(static_cast<std::size_t>(g.width() - g.row_length(r)), ' ');
        for (int c = 0; c < g.row_length(r); ++c) {
            board += p.cell_char(g.cell_at(r, c));
            board += ' ';
        }
        board += '\n';
    }
    board += "Fen: " + write_fen(p) + "\n";
    board += "Key: " + std::to_string(p.key()) + "\n";
    board += std::string("Side to move: ") + side_char(p.side_to_move());
    send(board);
}

void UaiEngine::cmd_perft(const std::string& args) {
    long long depth = 0;
    const auto words = split(args);
    if (words.size() != 1 || !read_number(words[0], 0, 64, depth))
        return error("perft: expected a depth from 0 to 64");
    stop_search();
    const auto begin = std::chrono::steady_clock::now();
    const std::uint64_t nodes = perft(m_game.position(), static_cast<int>(depth));
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(
                        std::chrono::steady_clock::now() - begin)
                        .count();
    send("nodes " + std::to_string(nodes) + " time " + std::to_string(us / 1000) + " nps " +
         std::to_string(us > 0 ? nodes * 1'000'000 / static_cast<std::uint64_t>(us) : 0));
}

int run_bench(std::ostream& out, int depth, int threads, int hash_megabytes, int multi_pv) {
    // Openings and middle games on several boards.
    static const char* const positions[] = {
        "x5o/7/7/7/7/7/o5x x 0 1",
        "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
        "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1",
        "7/1xx4/2xoo2/2oxo2/3ox2/7/7 o 0 6",
        "xxo4/xxoo3/1xooo2/2xxo2/3x3/o6/ooo3x x 2 14",
        "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1",
        "xx2o/4o1/1xx4/1x-1-o2/oo2-1x2/3o4/2oo3/1xx3/x3o x 1 9",
        "x2o/5/6/o5x/6/5/x2o x 0 1",
        "x7o/9/9/9/9/9/9/9/o7x x 0 1",
        "x4o/6/6/6/6/o4x o 0 1",
    };
    Search search(static_cast<std::size_t>(hash_megabytes));
    search.set_threads(threads);
    // The engine as Very hard plays: the built-in networks where a board has one.
    search.options().networks = nnue::NetworkSet::builtins();
    search.options().multi_pv = std::max(1, multi_pv);
    search.new_game();
    SearchLimits limits;
    limits.depth = depth;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    int index = 0;
    for (const char* fen : positions) {
        const auto position = read_fen(fen);
        if (!position) {
            out << "bench: bad position " << fen << ": " << position.error() << '\n';
            return 1;
        }
        const auto begin = std::chrono::steady_clock::now();
        const Search::Result r = search.run(*position, {}, limits);
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::steady_clock::now() - begin)
                               .count();
        time_ms += spent;
        nodes += r.info.nodes;
        out << "position " << ++index << " " << fen << " bestmove "
            << move_to_string(position->geometry(), r.best) << " score " << uai_score(r.info.score)
            << " nodes " << r.info.nodes << " time " << spent << '\n';
    }
    out << "time " << time_ms << "\n";
    out << "nodes " << nodes << " nps "
        << (time_ms > 0 ? nodes * 1000 / static_cast<std::uint64_t>(time_ms) : nodes) << '\n';
    return 0;
}

} // namespace ataxx

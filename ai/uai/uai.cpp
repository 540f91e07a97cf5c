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

// The search's number of that (lowercase) name, or none.
const SearchTunables::Field* tunable(const std::string& key) {
    for (const SearchTunables::Field& f : SearchTunables::fields())
        if (f.name == key) return &f;
    return nullptr;
}

// The protocol's score words: "cp 25", "mate 3", "mate -3".
std::string uai_score(int score) {
    if (is_proven(score)) return "mate " + std::to_string(result_in_moves(score));
    return "cp " + std::to_string(score);
}

std::string info_line(const Geometry& g, const SearchInfo& info) {
    std::string line = "info depth " + std::to_string(info.depth) + " seldepth " +
                       std::to_string(info.seldepth) + " score " + uai_score(info.score) +
                       " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) +
                       " time " + std::to_string(info.time_ms) + " hashfull " +
                       std::to_string(info.hashfull);
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

void UaiEngine::cmd_uai() {
    send(std::string("id name ") + engine_name);
    send(std::string("id author ") + engine_author);
    send("option name Hash type spin default 64 min 1 max 8192");
    send("option name Threads type spin default " + std::to_string(m_search.threads()) +
         " min 1 max 256");
    send("option name Level type combo default very-hard var very-easy var easy var medium "
         "var hard var very-hard");
    send("option name StuckRule type combo default pass var pass var end var fill");
    send("option name HalfmoveLimit type spin default 100 min 0 max 65535");
    send("option name Repetition type check default false");
    send("option name UCI_LimitStrength type check default false");
    send("option name UCI_Elo type spin default " + std::to_string(strength_elo_newcomer) +
         " min " + std::to_string(strength_elo_min) + " max " + std::to_string(strength_elo_max));
    send("option name UseNNUE type check default true");
    send("option name EvalFile type string default <built-in>");
    // The search's numbers, for tuners (SPSA) and experiments.
    const SearchTunables defaults;
    for (const SearchTunables::Field& f : SearchTunables::fields())
        send("option name " + std::string(f.name) + " type spin default " +
             std::to_string(defaults.*f.member) + " min " + std::to_string(f.low) + " max " +
             std::to_string(f.high));
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
    long long number = 0;
    if (key == "hash") {
        if (!read_number(value, 1, 8192, number))
            return error("setoption Hash: value must be 1 to 8192 (MB), not '" + value + "'");
        stop_search();
        m_search.set_hash_megabytes(static_cast<std::size_t>(number));
    } else if (key == "threads") {
        if (!read_number(value, 1, 256, number))
            return error("setoption Threads: value must be 1 to 256, not '" + value + "'");
        stop_search();
        m_search.set_threads(static_cast<int>(number));
    } else if (key == "level") {
        Level level;
        if (!level_from_string(value, level))
            return error("setoption Level: value must be very-easy, easy, medium, hard or "
                         "very-hard, not '" +
                         value + "'");
        m_level = level;
    } else if (key == "uci_limitstrength") {
        const std::string v = lowercase(value);
        if (v != "true" && v != "false")
            return error("setoption UCI_LimitStrength: value must be true or false, not '" + value +
                         "'");
        m_limit_strength = v == "true";
    } else if (key == "uci_elo") {
        if (!read_number(value, strength_elo_min, strength_elo_max, number))
            return error("setoption UCI_Elo: value must be " + std::to_string(strength_elo_min) +
                         " to " + std::to_string(strength_elo_max) + ", not '" + value + "'");
        m_elo = static_cast<int>(number);
    } else if (key == "usennue") {
        const std::string v = lowercase(value);
        if (v != "true" && v != "false")
            return error("setoption UseNNUE: value must be true or false, not '" + value + "'");
        m_use_networks = v == "true";
    } else if (key == "evalfile") {
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
                    std::to_string(net->width()) + " values a side, " +
                    std::to_string(net->buckets()) +
                    (net->buckets() == 1 ? " output)" : " outputs by pieces on the board)");
        }
        m_networks = nnue::NetworkSet::with(std::move(net));
        send("info string EvalFile: " + value + " evaluates " + what);
    } else if (key == "stuckrule") {
        const std::string v = lowercase(value);
        if (v == "pass")
            m_rules.stuck = StuckRule::Pass;
        else if (v == "end")
            m_rules.stuck = StuckRule::End;
        else if (v == "fill")
            m_rules.stuck = StuckRule::Fill;
        else
            return error("setoption StuckRule: value must be pass, end or fill, not '" + value +
                         "'");
    } else if (key == "halfmovelimit") {
        if (!read_number(value, 0, 65535, number))
            return error("setoption HalfmoveLimit: value must be 0 (none) to 65535, not '" + value +
                         "'");
        m_rules.halfmove_limit = static_cast<std::uint16_t>(number);
    } else if (key == "repetition") {
        const std::string v = lowercase(value);
        if (v != "true" && v != "false")
            return error("setoption Repetition: value must be true or false, not '" + value + "'");
        m_rules.threefold_repetition = v == "true";
    } else if (const auto* field = tunable(key)) {
        if (!read_number(value, field->low, field->high, number))
            return error("setoption " + name + ": value must be " + std::to_string(field->low) +
                         " to " + std::to_string(field->high) + ", not '" + value + "'");
        stop_search();
        m_search.options().tune.*field->member = static_cast<int>(number);
    } else {
        return error("setoption: unknown option '" + name + "'");
    }
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
    m_thinking = std::thread([this, root, history, request] {
        const Geometry& g = root.geometry();
        const Search::Result result = play_level(
            m_search, request, root, history,
            [this, &g](const SearchInfo& info) { send(info_line(g, info)); },
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

int run_bench(std::ostream& out, int depth, int threads, int hash_megabytes) {
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
        time_ms += std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::steady_clock::now() - begin)
                       .count();
        nodes += r.info.nodes;
        out << "position " << ++index << " " << fen << " bestmove "
            << move_to_string(position->geometry(), r.best) << " score " << uai_score(r.info.score)
            << " nodes " << r.info.nodes << '\n';
    }
    out << "time " << time_ms << "\n";
    out << "nodes " << nodes << " nps "
        << (time_ms > 0 ? nodes * 1000 / static_cast<std::uint64_t>(time_ms) : nodes) << '\n';
    return 0;
}

} // namespace ataxx

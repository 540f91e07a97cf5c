#include "match/match.h"

#include "fen.h"
#include "notation.h"
#include "readnumber.h"
#include "search/strength.h"
#include "uai/uaiclient.h"
#include "uai/uaireader.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <ctime>
#include <mutex>
#include <optional>
#include <random>
#include <sstream>
#include <thread>

namespace ataxx {

namespace {

using Clock = std::chrono::steady_clock;

// A level of our own engine, with a search of its own (one thread and the
// usual table unless its settings say otherwise).
class LevelPlayer final : public MatchPlayer {
public:
    LevelPlayer(Level level, int movetime_ms, const SearchOptions& options, int threads,
                int hash_megabytes, std::shared_ptr<const nnue::NetworkSet> networks,
                std::string name, std::uint64_t seed)
        : m_search(static_cast<std::size_t>(hash_megabytes))
        , m_name(std::move(name))
        , m_seed(seed) {
        m_request.level = level;
        m_request.movetime_ms = movetime_ms;
        m_request.networks = std::move(networks);
        m_search.set_threads(threads);
        m_search.options() = options;
    }
    // Plays at a point of the strength scale, or at a setting of it.
    void set_strength(int elo, const StrengthSetting& setting) {
        m_request.elo = elo;
        m_request.strength = setting;
    }
    std::string name() const override { return m_name; }
    bool prepare_game(const Position&, std::string&) override {
        m_search.new_game();
        return true;
    }
    PlayerAnswer choose(const Game& game, const SearchLimits& limits) override {
        LevelRequest request = m_request;
        request.limits = limits;
        request.seed = m_seed++ * 0x9e3779b97f4a7c15ull;
        std::vector<std::uint64_t> history;
        for (int i = 0; i < game.ply(); ++i) history.push_back(game.position_at(i).key());
        const Search::Result r =
            play_level(m_search, request, game.position(), history, on_info(), should_stop());
        PlayerAnswer a;
        a.move = r.best;
        a.info = r.info;
        if (r.best.is_none()) a.failure = "gave no move";
        // A search cut short has a move, but not the one its time would have found.
        if (stop_requested()) a.failure = "stopped";
        return a;
    }

private:
    Search m_search;
    LevelRequest m_request;
    std::string m_name;
    std::uint64_t m_seed;
};

// Reads the ",key=value" settings of a level description into search options,
// a thread count, a table size and very hard's networks.
bool read_options(const std::string& text, SearchOptions& options, int& threads, int& hash,
                  std::shared_ptr<const nnue::NetworkSet>& networks,
                  std::optional<TimeControl>& own_clock, std::string& error) {
    std::istringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) {
        if (item.empty()) continue;
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
        const auto flag = [&](bool& target) {
            if (value != "0" && value != "1") return false;
            target = value == "1";
            return true;
        };
        bool ok = true;
        if (key == "tc") {
            own_clock = read_clock(value);
            if (!own_clock) {
                error = "bad setting '" + item + "': a clock is SECONDS+INCREMENT, e.g. tc=1+0.01";
                return false;
            }
            continue;
        }
        if (key == "lmr")
            ok = flag(options.late_move_reductions);
        else if (key == "futility")
            ok = flag(options.futility_pruning);
        else if (key == "lmp")
            ok = flag(options.late_move_pruning);
        else if (key == "aspiration")
            ok = flag(options.aspiration_windows);
        else if (key == "threads")
            ok = read_number(value, 1, 256, threads);
        else if (key == "hash")
            ok = read_number(value, 1, 8192, hash);
        else if (key == "nnue") {
            if (value == "0") {
                networks = nullptr;
            } else if (value != "1") {
                std::string why;
                auto net = nnue::Network::load(value, why);
                if (!net) {
                    error = why;
                    return false;
                }
                networks = nnue::NetworkSet::with(std::move(net));
            }
        } else if (key == "weights") {
            std::istringstream w(value);
            std::string number;
            std::size_t i = 0;
            while (std::getline(w, number, '/') && i < options.weights.weight.size())
                ok = read_number(number, -100000, 100000, options.weights.weight[i++]) && ok;
            ok = ok && i == options.weights.weight.size();
        } else {
            int number = 0;
            ok = read_number(value, -1000000, 1000000, number) && options.tune.set(key, number);
        }
        if (!ok) {
            error = "bad setting '" + item +
                    "' (lmr, futility, lmp, aspiration = 0|1; "
                    "threads = 1..256; hash = 1..8192 (MB); weights = n/n/...; nnue = 0|1|file; tc "
                    "= SECONDS+INC; numbers " +
                    SearchTunables::names() + ")";
            return false;
        }
    }
    return true;
}

// How long an engine may take to answer `uai` or `isready`: generous, so
// that a busy machine (many games at once, or instrumented builds under
// test) is not taken for a dead engine; one that never answers is still
// reported, only later.
constexpr int answer_ms = 30000;

// An external engine speaking UAI.
class UaiPlayer final : public MatchPlayer {
public:
    using Options = std::vector<std::pair<std::string, std::string>>;
    UaiPlayer(std::string command, Options options)
        : m_command(std::move(command))
        , m_options(std::move(options)) {}
    std::string name() const override { return m_name.empty() ? m_command : m_name; }

    bool prepare_game(const Position& start, std::string& why_not) override {
        if (!m_client.running()) {
            if (!handshake(why_not)) return false;
            for (const auto& [name, value] : m_options)
                m_client.send("setoption name " + name + " value " + value);
        }
        m_client.send("uainewgame");
        m_client.send("position fen " + write_fen(start));
        m_client.send("isready");
        if (!wait_for("readyok", answer_ms)) {
            why_not = stop_requested()     ? "stopped"
                      : m_client.running() ? "did not answer isready"
                                           : "crashed";
            m_client.stop();
            return false;
        }
        return true;
    }

    PlayerAnswer choose(const Game& game, const SearchLimits& limits) override {
        PlayerAnswer a;
        std::string position = "position fen " + write_fen(game.start_position());
        if (game.ply() > 0) {
            position += " moves";
            for (int i = 0; i < game.ply(); ++i)
                position += ' ' + move_to_string(game.start_position().geometry(), game.move_at(i));
        }
        std::string go = "go";
        int deadline_ms = 60000;
        if (limits.movetime_ms > 0) {
            go += " movetime " + std::to_string(limits.movetime_ms);
            deadline_ms = limits.movetime_ms + 5000;
        } else if (limits.depth > 0) {
            go += " depth " + std::to_string(limits.depth);
        } else if (limits.nodes > 0) {
            go += " nodes " + std::to_string(limits.nodes);
        } else if (limits.has_clock()) {
            go += " btime " + std::to_string(std::max(1, limits.time_ms[0])) + " wtime " +
                  std::to_string(std::max(1, limits.time_ms[1])) + " binc " +
                  std::to_string(limits.increment_ms[0]) + " winc " +
                  std::to_string(limits.increment_ms[1]);
            const int side = static_cast<int>(game.position().side_to_move());
            deadline_ms = std::max(0, limits.time_ms[side]) + 5000;
        }
        if (!m_client.send(position) || !m_client.send(go)) {
            m_client.stop();
            a.failure = "crashed";
            return a;
        }
        const auto deadline = Clock::now() + std::chrono::milliseconds(deadline_ms);
        while (true) {
            const auto line = next_line(deadline);
            if (!line && stop_requested()) {
                give_up();
                a.failure = "stopped";
                return a;
            }
            if (!line) {
                a.failure = m_client.running() ? "gave no answer in time" : "crashed";
                m_client.stop();
                return a;
            }
            if (line->rfind("info ", 0) == 0) {
                // Only a finished iteration's report (one with a depth) of
                // the best line is told.
                SearchInfo report = a.info;
                const bool finished = read_uai_info(*line, game.position(), report);
                if (report.multipv <= 1) {
                    a.info = report;
                    if (finished && on_info()) on_info()(a.info);
                }
                continue;
            }
            if (line->rfind("bestmove", 0) != 0) continue;
            std::istringstream words(*line);
            std::string word;
            std::string move_text;
            words >> word >> move_text;
            const auto move = read_move(game.position(), move_text);
            if (!move) {
                a.failure = "played an illegal move '" + move_text + "' (" + move.error() + ")";
                return a;
            }
            a.move = *move;
            return a;
        }
    }

private:
    bool handshake(std::string& why_not) {
        if (!m_client.start(m_command, why_not)) return false;
        m_client.send("uai");
        const auto deadline = Clock::now() + std::chrono::milliseconds(answer_ms);
        while (true) {
            const auto line = next_line(deadline);
            if (!line) {
                why_not = stop_requested()     ? "stopped"
                          : m_client.running() ? "did not answer uai"
                                               : "exited at start";
                m_client.stop();
                return false;
            }
            if (line->rfind("id name ", 0) == 0) m_name = line->substr(8);
            if (*line == "uaiok") return true;
        }
    }
    bool wait_for(const std::string& answer, int timeout_ms) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
        while (true) {
            const auto line = next_line(deadline);
            if (!line) return false;
            if (*line == answer) return true;
        }
    }
    // The engine's next line before `deadline`. Nothing when none came, the
    // engine is gone, or a stop was requested: the wait is cut into short
    // slices so that a stop is seen within milliseconds, not after the move time.
    std::optional<std::string> next_line(Clock::time_point deadline) {
        constexpr std::chrono::milliseconds::rep slice_ms = 10;
        while (true) {
            if (stop_requested()) return std::nullopt;
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                    .count();
            if (left <= 0) return std::nullopt;
            auto line = m_client.read_line(
                static_cast<int>(should_stop() ? std::min(left, slice_ms) : left));
            if (line || !m_client.running()) return line;
        }
    }
    // Ends a search that is no longer wanted: `stop`, and the `bestmove` it
    // owes read and dropped, so that the engine can be asked again; an engine
    // that does not answer within a moment is killed (the next game starts it
    // afresh).
    void give_up() {
        if (m_client.send("stop")) {
            const auto deadline = Clock::now() + std::chrono::milliseconds(500);
            while (true) {
                const auto left =
                    std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                        .count();
                if (left <= 0) break;
                const auto line = m_client.read_line(static_cast<int>(left));
                if (!line) break;
                if (line->rfind("bestmove", 0) == 0) return;
            }
        }
        m_client.stop();
    }
    std::string m_command;
    Options m_options;
    std::string m_name;
    UaiClient m_client;
};

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    localtime_r(&now, &tm);
    char text[16];
    std::strftime(text, sizeof text, "%Y.%m.%d", &tm);
    return text;
}

// uai:<command>[|Name=Value...][|tc=SECONDS+INCREMENT]: an external engine
// with its options, and a clock of its own.
std::unique_ptr<MatchPlayer> make_uai_player(const std::string& description, std::string& error) {
    std::istringstream parts(description.substr(4));
    std::string command;
    std::getline(parts, command, '|');
    if (command.find_first_not_of(' ') == std::string::npos) {
        error = "'uai:' needs an engine command after it";
        return nullptr;
    }
    UaiPlayer::Options options;
    std::optional<TimeControl> own_clock;
    std::string option;
    while (std::getline(parts, option, '|')) {
        const auto eq = option.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == option.size()) {
            error = "'" + description + "': an engine option is Name=Value, not '" + option + "'";
            return nullptr;
        }
        if (option.substr(0, eq) == "tc") {
            // The player's own clock, for the match runner: not the engine's option.
            own_clock = read_clock(option.substr(eq + 1));
            if (!own_clock) {
                error =
                    "'" + description + "': a clock is tc=SECONDS+INCREMENT, not '" + option + "'";
                return nullptr;
            }
            continue;
        }
        options.emplace_back(option.substr(0, eq), option.substr(eq + 1));
    }
    auto player = std::make_unique<UaiPlayer>(command, std::move(options));
    player->set_own_time_control(own_clock);
    return player;
}

} // namespace

std::unique_ptr<MatchPlayer> make_player(const std::string& description, std::string& error) {
    static std::atomic<std::uint64_t> seeds{1};
    if (description.rfind("uai:", 0) == 0) return make_uai_player(description, error);
    // level[:ms][,key=value...] or elo:N[,nodes=N,temperature=T][,key=value...]
    const auto comma = description.find(',');
    const std::string head = description.substr(0, comma);
    std::string settings = comma == std::string::npos ? "" : description.substr(comma + 1);
    int elo = 0;
    StrengthSetting strength;
    if (head.rfind("elo:", 0) == 0 || head.rfind("elo=", 0) == 0) {
        if (!read_number(std::string_view(head).substr(4), strength_elo_min, strength_elo_max,
                         elo)) {
            error = "'" + description + "': the Elo after 'elo:' must be " +
                    std::to_string(strength_elo_min) + " to " + std::to_string(strength_elo_max);
            return nullptr;
        }
        // The scale's own settings, for its calibration: they replace the Elo's.
        std::istringstream in(settings);
        std::string item;
        std::string rest;
        bool own_setting = false;
        StrengthSetting given = strength_setting(elo);
        while (std::getline(in, item, ',')) {
            int number = 0;
            if (item.rfind("nodes=", 0) == 0 || item.rfind("temperature=", 0) == 0) {
                const bool nodes = item[0] == 'n';
                if (!read_number(std::string_view(item).substr(item.find('=') + 1), nodes ? 1 : 0,
                                 nodes ? 1'000'000'000 : 100000, number)) {
                    error = "bad setting '" + item +
                            "' (nodes = 1..1000000000, temperature = 0..100000 hundredths "
                            "of a piece)";
                    return nullptr;
                }
                if (nodes)
                    given.nodes = static_cast<std::uint64_t>(number);
                else
                    given.temperature = number;
                own_setting = true;
            } else {
                rest += (rest.empty() ? "" : ",") + item;
            }
        }
        if (own_setting) strength = given;
        settings = rest;
    }
    SearchOptions options;
    int threads = 1;
    int hash = static_cast<int>(default_hash_megabytes);
    auto networks = nnue::NetworkSet::builtins();
    std::optional<TimeControl> own_clock;
    if (!settings.empty() &&
        !read_options(settings, options, threads, hash, networks, own_clock, error))
        return nullptr;
    if (elo > 0) {
        auto player =
            std::make_unique<LevelPlayer>(Level::VeryHard, 2000, options, threads, hash,
                                          std::move(networks), description, seeds.fetch_add(7919));
        player->set_strength(elo, strength);
        player->set_own_time_control(own_clock);
        return player;
    }
    std::string level_text = head;
    int movetime = 2000;
    const auto colon = head.find(':');
    if (colon != std::string::npos) {
        level_text = head.substr(0, colon);
        if (!read_number(std::string_view(head).substr(colon + 1), 1, 24 * 3600 * 1000, movetime)) {
            error = "'" + description + "': the time after ':' must be milliseconds";
            return nullptr;
        }
        if (own_clock) {
            error = "'" + description + "' asks for a time a move and a clock: give one of them";
            return nullptr;
        }
        own_clock = TimeControl{};
        own_clock->movetime_ms = movetime;
    }
    Level level;
    if (!level_from_string(level_text, level)) {
        error =
            "'" + description + "' is neither a level (very-easy ... very-hard) nor uai:<command>";
        return nullptr;
    }
    auto player =
        std::make_unique<LevelPlayer>(level, movetime, options, threads, hash, std::move(networks),
                                      description, seeds.fetch_add(7919));
    player->set_own_time_control(own_clock);
    return player;
}

std::optional<TimeControl> read_clock(std::string_view text) {
    const auto plus = text.find('+');
    TimeControl tc;
    const auto read = [](std::string_view t, int& out) {
        // SECONDS[.FRACTION] to the nearest millisecond, read without floating
        // point (0.00125 s, a sixteenth of 0.02, is 1 ms).
        const auto dot = t.find('.');
        const std::string_view whole = t.substr(0, dot);
        const std::string_view fraction =
            dot == std::string_view::npos ? std::string_view() : t.substr(dot + 1);
        if ((whole.empty() && fraction.empty()) || whole.size() > 6 || fraction.size() > 9)
            return false;
        long long ms = 0;
        for (const char c : whole) {
            if (c < '0' || c > '9') return false;
            ms = ms * 10 + (c - '0');
        }
        long long nano = 0; // the fraction in units of 10^-9 s
        long long scale = 100'000'000;
        for (const char c : fraction) {
            if (c < '0' || c > '9') return false;
            nano += (c - '0') * scale;
            scale /= 10;
        }
        out = static_cast<int>(ms * 1000 + (nano + 500'000) / 1'000'000);
        return true;
    };
    if (!read(text.substr(0, plus), tc.base_ms)) return std::nullopt;
    if (plus != std::string_view::npos && !read(text.substr(plus + 1), tc.increment_ms))
        return std::nullopt;
    if (tc.base_ms <= 0) return std::nullopt;
    return tc;
}

std::string time_control_text(const TimeControl& tc) {
    if (tc.base_ms > 0) return clock_text(tc);
    if (tc.movetime_ms > 0) return std::to_string(tc.movetime_ms) + " ms a move";
    if (tc.depth > 0) return "depth " + std::to_string(tc.depth);
    if (tc.nodes > 0) return std::to_string(tc.nodes) + " nodes a move";
    return "none";
}

std::string clock_text(const TimeControl& tc) {
    const auto seconds = [](int ms) {
        std::string t = std::to_string(ms / 1000);
        if (const int rest = ms % 1000; rest != 0) {
            std::string f = std::to_string(1000 + rest).substr(1);
            while (f.back() == '0') f.pop_back();
            t += '.' + f;
        }
        return t;
    };
    return seconds(tc.base_ms) + '+' + seconds(tc.increment_ms);
}

PgnGame play_game(MatchPlayer& x, MatchPlayer& o, const Position& start, const TimeControl& tc,
                  const std::string& event, int round) {
    PgnGame pgn;
    pgn.game = Game(start);
    Game& game = pgn.game;
    pgn.set_tag("Event", event);
    pgn.set_tag("Site", "?");
    pgn.set_tag("Date", today());
    pgn.set_tag("Round", std::to_string(round));
    MatchPlayer* players[2] = {&x, &o};
    const auto lose = [&game](Side side, const std::string& why) {
        game.declare_result(side == Side::X ? Outcome::OWins : Outcome::XWins, why);
    };
    for (const Side side : {Side::X, Side::O}) {
        std::string why;
        if (!players[side_index(side)]->prepare_game(start, why)) {
            lose(side, players[side_index(side)]->name() + " cannot play: " + why);
            break;
        }
    }
    // Named after the handshake, when external engines have told their names.
    pgn.set_tag("Black", x.name());
    pgn.set_tag("White", o.name());

    // Each side's time control: its own where it has one (odds), else the match's.
    const std::array<const TimeControl*, 2> tcs{x.own_time_control() ? &*x.own_time_control() : &tc,
                                                o.own_time_control() ? &*o.own_time_control()
                                                                     : &tc};
    // Time odds: the game file says who had what.
    if (const std::string black = time_control_text(*tcs[0]), white = time_control_text(*tcs[1]);
        black != white) {
        pgn.set_tag("BlackTimeControl", black);
        pgn.set_tag("WhiteTimeControl", white);
    }
    std::array<int, 2> clock{tcs[0]->base_ms, tcs[1]->base_ms};
    // Endless jumping is cut short by the halfmove limit; without one, by this.
    constexpr int max_plies = 4000;
    while (!game.result().over()) {
        const Side side = game.position().side_to_move();
        const std::size_t s = side_index(side);
        MatchPlayer& player = *players[s];
        const TimeControl& mine = *tcs[s];
        SearchLimits limits;
        limits.movetime_ms = mine.movetime_ms;
        limits.depth = mine.depth;
        limits.nodes = mine.nodes;
        if (mine.base_ms > 0) {
            // The other side's clock as it stands; where it plays without one,
            // this side's is shown for both.
            for (const Side each : {Side::X, Side::O}) {
                const std::size_t i = side_index(each);
                const std::size_t shown = tcs[i]->base_ms > 0 ? i : s;
                limits.time_ms[i] = std::max(1, clock[shown]);
                limits.increment_ms[i] = tcs[shown]->increment_ms;
            }
        }
        const auto begin = Clock::now();
        const PlayerAnswer answer = player.choose(game, limits);
        const int used = static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - begin).count());
        if (!answer.failure.empty()) {
            lose(side, player.name() + " " + answer.failure);
            break;
        }
        if (mine.base_ms > 0) {
            clock[s] -= used;
            // The margin is the match's, whoever's clock it is.
            if (clock[s] < -tc.margin_ms) {
                lose(side, player.name() + " lost on time");
                break;
            }
            clock[s] += mine.increment_ms;
        }
        if (!game.play(answer.move)) {
            lose(side, player.name() + " played an illegal move '" +
                           move_to_string(start.geometry(), answer.move) + "'");
            break;
        }
        // What the player said of its move, for studying the game afterwards.
        game.set_note(game.length() - 1, MoveNote{0, move_comment(answer.info, used)});
        if (game.length() >= max_plies) {
            game.declare_result(Outcome::Draw, "adjudicated: the game went on too long");
            break;
        }
    }
    const GameResult r = game.result();
    pgn.set_tag("Result", outcome_string(r.outcome));
    pgn.set_tag("PlyCount", std::to_string(game.length()));
    pgn.set_tag("FinalFEN", write_fen(game.position()));
    return pgn;
}

double MatchTally::score() const noexcept {
    return games() ? (wins + 0.5 * draws) / games() : 0.5;
}

double MatchTally::elo() const noexcept {
    return elo_of(score());
}

double MatchTally::elo_margin() const noexcept {
    const int n = games();
    if (n < 2) return 0;
    const double p = score();
    const double variance =
        (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
    return elo_margin_of(p, std::sqrt(variance / n));
}

std::vector<std::string> standard_openings() {
    return {
        "x5o/7/7/7/7/7/o5x x 0 1",
        "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
        "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1",
        "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1",
        "x1-1-1o/2-1-2/-5-/-2-2-/-5-/2-1-2/o1-1-1x x 0 1",
        "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1",
        "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1",
    };
}

Position pair_opening(const Position& opening, int pair, int random_plies, std::uint64_t seed,
                      const Rules& rules) {
    Position start = opening;
    std::mt19937_64 rng(seed * 1000003u + static_cast<std::uint64_t>(pair));
    for (int i = 0; i < random_plies; ++i) {
        MoveList moves;
        start.generate(moves);
        if (moves.size() <= 1) break;
        const Position next =
            start.after(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
        if (next.is_over()) break;
        start = next;
    }
    return Position::from_parts(start.geometry(), start.pieces(Side::X), start.pieces(Side::O),
                                start.blocked(), start.side_to_move(), 0, 1, rules);
}

MatchTally run_match(const std::string& first, const std::string& second,
                     const MatchSettings& settings,
                     const std::function<void(const PgnGame&, const MatchTally&)>& on_game,
                     std::string& error) {
    MatchTally tally;
    // Check the descriptions and openings before any game starts.
    if (!make_player(first, error) || !make_player(second, error)) return tally;
    std::vector<Position> openings;
    for (const std::string& fen : settings.openings) {
        const auto p = read_fen(fen, settings.rules);
        if (!p) {
            error = "opening '" + fen + "': " + p.error();
            return tally;
        }
        openings.push_back(*p);
    }
    if (openings.empty()) {
        error = "no openings";
        return tally;
    }

    std::mutex mutex;
    std::atomic<int> next_pair{0};
    std::atomic<bool> ended{false};
    std::optional<MatchTally> final_tally; // set where keep_going said no
    const int pairs = (settings.games + 1) / 2;
    const auto worker = [&]() {
        std::string unused;
        auto a = make_player(first, unused);
        auto b = make_player(second, unused);
        const auto has_ended = [&ended, &settings] {
            if (settings.should_stop && settings.should_stop()) ended.store(true);
            return ended.load(std::memory_order_relaxed);
        };
        a->set_should_stop(has_ended);
        b->set_should_stop(has_ended);
        while (!has_ended()) {
            const int pair = next_pair.fetch_add(1);
            if (pair >= pairs) return;
            const Position start =
                pair_opening(openings[static_cast<std::size_t>(pair) % openings.size()], pair,
                             settings.random_plies, settings.seed, settings.rules);
            int points = 0; // the first player's half points in this pair
            for (int g = 0; g < 2 && pair * 2 + g < settings.games; ++g) {
                const bool first_is_x = g == 0;
                PgnGame pgn =
                    first_is_x ? play_game(*a, *b, start, settings.tc, "Match", pair * 2 + g + 1)
                               : play_game(*b, *a, start, settings.tc, "Match", pair * 2 + g + 1);
                const Outcome outcome = pgn.game.result().outcome;
                const std::lock_guard lock(mutex);
                if (has_ended()) return; // stopped, or finished after the match ended
                if (outcome == Outcome::Draw) {
                    ++tally.draws;
                    points += 1;
                } else if ((outcome == Outcome::XWins) == first_is_x) {
                    ++tally.wins;
                    points += 2;
                } else {
                    ++tally.losses;
                }
                if (on_game) on_game(pgn, tally);
                if (g == 1) {
                    ++tally.pairs[static_cast<std::size_t>(points)];
                    if (settings.keep_going && !settings.keep_going(tally)) {
                        final_tally = tally;
                        ended.store(true);
                        return;
                    }
                }
            }
        }
    };
    std::vector<std::thread> threads;
    for (int i = 0; i < std::max(1, settings.concurrency); ++i) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    return final_tally ? *final_tally : tally;
}

} // namespace ataxx

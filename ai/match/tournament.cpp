#include "match/tournament.h"

#include "fen.h"
#include "match/books.h"
#include "readnumber.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <memory>
#include <mutex>
#include <numeric>
#include <random>
#include <thread>
#include <utility>

namespace ataxx {

TournamentPlayer read_tournament_player(const std::string& text) {
    const auto at = text.find('@');
    if (at != std::string::npos && at > 0) {
        const std::string name = text.substr(0, at);
        if (name.find_first_of(":,|/=@") == std::string::npos &&
            name.find_first_not_of(' ') != std::string::npos)
            return {name, text.substr(at + 1)};
    }
    return {text, text};
}

std::vector<TournamentOpening> book_openings(std::string_view spec, std::string& error) {
    if (const auto comma = spec.find(','); comma != std::string_view::npos) {
        // Several selections, in the order given; a board named twice comes once.
        std::vector<TournamentOpening> openings = book_openings(spec.substr(0, comma), error);
        if (openings.empty()) return {};
        for (TournamentOpening& o : book_openings(spec.substr(comma + 1), error)) {
            const bool known = std::any_of(openings.begin(), openings.end(),
                                           [&o](const auto& p) { return p.fen == o.fen; });
            if (!known) openings.push_back(std::move(o));
        }
        return error.empty() ? openings : std::vector<TournamentOpening>{};
    }
    const std::vector<std::string> chosen = opening_selection(spec, error);
    if (chosen.empty()) return {};
    const std::set<std::string> wanted(chosen.begin(), chosen.end());
    // Each book's boards, each with its positions, in the book's order.
    std::vector<std::vector<std::vector<TournamentOpening>>> books;
    for (const std::string_view name : opening_book_names()) {
        const std::vector<std::string> book = opening_book(name);
        // A book of several boards names each board: "rectangles:8x8".
        std::vector<std::string> geometries;
        for (const std::string& fen : book)
            if (const auto p = read_fen(fen)) geometries.push_back(p->geometry().description());
        std::sort(geometries.begin(), geometries.end());
        const bool several =
            std::unique(geometries.begin(), geometries.end()) - geometries.begin() > 1;
        std::vector<std::vector<TournamentOpening>> boards;
        for (const std::string& fen : book) {
            if (!wanted.count(fen)) continue;
            std::string board(name);
            if (several)
                if (const auto p = read_fen(fen)) board += ":" + p->geometry().description();
            auto it = std::find_if(boards.begin(), boards.end(),
                                   [&board](const auto& b) { return b.front().board == board; });
            if (it == boards.end())
                boards.push_back({{board, fen}});
            else
                it->push_back({board, fen});
        }
        if (!boards.empty()) books.push_back(std::move(boards));
    }
    // The books take turns with their boards (the first board of every book,
    // then the second, ...), so that the first boards of a spread are one of
    // each family.
    std::vector<TournamentOpening> openings;
    for (std::size_t turn = 0;; ++turn) {
        bool any = false;
        for (const auto& boards : books) {
            if (turn >= boards.size()) continue;
            any = true;
            openings.insert(openings.end(), boards[turn].begin(), boards[turn].end());
        }
        if (!any) break;
    }
    return openings;
}

std::vector<std::string> boards_of(const std::vector<TournamentOpening>& openings) {
    std::vector<std::string> boards;
    for (const TournamentOpening& o : openings)
        if (std::find(boards.begin(), boards.end(), o.board) == boards.end())
            boards.push_back(o.board);
    return boards;
}

namespace {

// Each board's openings, in board order, shuffled by `seed` (unshuffled for seed 0).
std::vector<std::vector<TournamentOpening>> by_board(const std::vector<TournamentOpening>& openings,
                                                     std::uint64_t seed) {
    const std::vector<std::string> boards = boards_of(openings);
    std::vector<std::vector<TournamentOpening>> groups(boards.size());
    for (const TournamentOpening& o : openings) {
        const auto b = std::find(boards.begin(), boards.end(), o.board) - boards.begin();
        groups[static_cast<std::size_t>(b)].push_back(o);
    }
    if (seed != 0) {
        std::mt19937_64 rng(seed);
        for (auto& group : groups) std::shuffle(group.begin(), group.end(), rng);
    }
    return groups;
}

struct Pairing {
    int first;
    int second;
};

std::vector<Pairing> pairings(const TournamentPlan& plan) {
    std::vector<Pairing> list;
    const int n = static_cast<int>(plan.players.size());
    if (plan.format == TournamentFormat::Gauntlet) {
        for (int j = 1; j < n; ++j) list.push_back({0, j});
    } else {
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) list.push_back({i, j});
    }
    return list;
}

} // namespace

std::vector<TournamentOpening> spread_openings(const std::vector<TournamentOpening>& openings,
                                               std::uint64_t seed) {
    const auto groups = by_board(openings, seed);
    std::size_t longest = 0;
    for (const auto& group : groups) longest = std::max(longest, group.size());
    std::vector<TournamentOpening> spread;
    for (std::size_t i = 0; i < longest; ++i)
        for (const auto& group : groups) spread.push_back(group[i % group.size()]);
    return spread;
}

std::string check_plan(const TournamentPlan& plan) {
    if (plan.players.size() < 2) return "a tournament needs at least two players";
    for (std::size_t i = 0; i < plan.players.size(); ++i) {
        const TournamentPlayer& p = plan.players[i];
        if (p.name.empty()) return "player " + std::to_string(i + 1) + " has no name";
        for (std::size_t j = 0; j < i; ++j)
            if (plan.players[j].name == p.name)
                return "two players are called '" + p.name +
                       "'; give one another name (NAME@player)";
        std::string error;
        if (!make_player(p.description, error)) return error;
    }
    if (plan.rounds < 1) return "a tournament needs at least one round";
    if (plan.openings.empty()) return "no openings";
    for (const TournamentOpening& o : plan.openings)
        if (const auto p = read_fen(o.fen, plan.rules); !p)
            return "opening '" + o.fen + "': " + p.error();
    return {};
}

std::vector<ScheduledGame> schedule(const TournamentPlan& plan) {
    std::vector<ScheduledGame> games;
    if (plan.players.size() < 2 || plan.openings.empty()) return games;
    const auto groups = by_board(plan.openings, plan.seed);
    const int boards = static_cast<int>(groups.size());
    const std::vector<Pairing> list = pairings(plan);
    const std::size_t cycle = std::lcm(list.size(), static_cast<std::size_t>(boards));
    // Per board: the rounds it was dealt in so far, and the last of them.
    std::vector<int> turns(groups.size(), 0);
    std::vector<int> last_round(groups.size(), -1);
    int number = 0;
    for (int round = 0; round < plan.rounds; ++round) {
        for (std::size_t q = 0; q < list.size(); ++q) {
            // The pairs are dealt to the boards in turn, so that the boards'
            // shares differ by one pair at most; after every lcm(pairings,
            // boards) pairs the deal moves on by one board, so that a pairing
            // that would always land on the same boards meets on all of them.
            const std::size_t dealt = static_cast<std::size_t>(round) * list.size() + q;
            const int board =
                static_cast<int>((dealt + dealt / cycle) % static_cast<std::size_t>(boards));
            const auto b = static_cast<std::size_t>(board);
            // A board's positions in turn, one for each round it is dealt in,
            // so that none comes again before all were played.
            if (last_round[b] != round) {
                last_round[b] = round;
                ++turns[b];
            }
            const auto& group = groups[b];
            const TournamentOpening& opening =
                group[static_cast<std::size_t>(turns[b] - 1) % group.size()];
            for (int g = 0; g < 2; ++g) {
                ScheduledGame game;
                game.number = ++number;
                game.round = round + 1;
                game.black = g == 0 ? list[q].first : list[q].second;
                game.white = g == 0 ? list[q].second : list[q].first;
                game.board = board;
                game.opening = opening;
                // Every pairing that meets on this board this round starts alike.
                game.pair = round * boards + board;
                games.push_back(std::move(game));
            }
        }
    }
    return games;
}

Position start_of(const TournamentPlan& plan, const ScheduledGame& game) {
    const auto opening = read_fen(game.opening.fen, plan.rules);
    return pair_opening(opening ? *opening : *read_fen(start_fen), game.pair, plan.random_plies,
                        plan.seed, plan.rules);
}

std::vector<int> games_per_board(const TournamentPlan& plan) {
    std::vector<int> counts(boards_of(plan.openings).size(), 0);
    for (const ScheduledGame& game : schedule(plan)) ++counts[static_cast<std::size_t>(game.board)];
    return counts;
}

Crosstable::Crosstable(std::vector<std::string> names)
    : m_names(std::move(names))
    , m_tallies(m_names.size())
    , m_half_points(m_names.size(), std::vector<int>(m_names.size(), 0))
    , m_pair_games(m_names.size(), std::vector<int>(m_names.size(), 0)) {}

void Crosstable::add(int black, int white, Outcome outcome) {
    if (black < 0 || white < 0 || black >= players() || white >= players() || black == white)
        return;
    const auto b = static_cast<std::size_t>(black);
    const auto w = static_cast<std::size_t>(white);
    ++m_games;
    ++m_pair_games[b][w];
    ++m_pair_games[w][b];
    if (outcome == Outcome::Draw) {
        ++m_tallies[b].draws;
        ++m_tallies[w].draws;
        ++m_half_points[b][w];
        ++m_half_points[w][b];
    } else if (outcome == Outcome::XWins) {
        ++m_tallies[b].wins;
        ++m_tallies[w].losses;
        m_half_points[b][w] += 2;
    } else if (outcome == Outcome::OWins) {
        ++m_tallies[w].wins;
        ++m_tallies[b].losses;
        m_half_points[w][b] += 2;
    } else {
        // An unfinished game counts for nobody.
        --m_games;
        --m_pair_games[b][w];
        --m_pair_games[w][b];
    }
}

double Crosstable::points(int player) const {
    const MatchTally& t = tally(player);
    return t.wins + 0.5 * t.draws;
}

double Crosstable::points(int a, int b) const {
    return m_half_points.at(static_cast<std::size_t>(a)).at(static_cast<std::size_t>(b)) / 2.0;
}

int Crosstable::games(int a, int b) const {
    return m_pair_games.at(static_cast<std::size_t>(a)).at(static_cast<std::size_t>(b));
}

std::vector<int> Crosstable::ranking() const {
    std::vector<int> order(m_names.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        if (points(a) != points(b)) return points(a) > points(b);
        if (tally(a).wins != tally(b).wins) return tally(a).wins > tally(b).wins;
        return name(a) < name(b);
    });
    return order;
}

std::string elo_text(const MatchTally& tally) {
    if (tally.games() == 0) return {};
    if (tally.wins == tally.games()) return "+∞";
    if (tally.losses == tally.games()) return "-∞";
    // Rounded first, so that what reads 0 has no sign, as an even score_text.
    const long elo = std::lround(tally.elo());
    const std::string sign = elo > 0 ? "+" : elo < 0 ? "-" : "";
    return sign + std::to_string(std::labs(elo)) + " ± " +
           std::to_string(std::lround(tally.elo_margin()));
}

namespace {

// The columns a text takes in a terminal: its UTF-8 characters, not its bytes
// ("±", "∞" and names with accents are one column each).
std::size_t columns(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

} // namespace

std::string points_text(double points) {
    char text[24];
    std::snprintf(text, sizeof text, points == std::floor(points) ? "%.0f" : "%.1f", points);
    return text;
}

std::string score_percent(const MatchTally& tally) {
    char text[24];
    std::snprintf(text, sizeof text, "%.1f", 100.0 * tally.score());
    return text;
}

std::string Crosstable::cell(const std::vector<int>& order, int rank, int column,
                             const Marks& marks) const {
    const int p = order.at(static_cast<std::size_t>(rank));
    const MatchTally& t = tally(p);
    switch (column) {
    case RankColumn:
        return std::to_string(rank + 1);
    case PlayerColumn:
        return name(p);
    case GamesColumn:
        return std::to_string(t.games());
    case PointsColumn:
        return points_text(points(p));
    case WdlColumn:
        return std::to_string(t.wins) + "/" + std::to_string(t.draws) + "/" +
               std::to_string(t.losses);
    case ScoreColumn:
        return t.games() ? score_percent(t) + "%" : std::string(marks.none);
    case EloColumn:
        return t.games() ? elo_text(t) : std::string(marks.none);
    default:
        break;
    }
    const int q = order.at(static_cast<std::size_t>(column - FirstOpponentColumn));
    if (q == p) return std::string(marks.self);
    if (games(p, q) == 0) return std::string(marks.unplayed);
    return points_text(points(p, q)) + "/" + std::to_string(games(p, q));
}

std::string Crosstable::text() const {
    const std::vector<int> order = ranking();
    const int n = players();
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> header{"Rank", "Player", "Games", "Points", "W/D/L", "Score", "Elo"};
    for (int c = 0; c < n; ++c) header.push_back(std::to_string(c + 1));
    rows.push_back(header);
    const Marks marks{"x", ".", "-"};
    for (int r = 0; r < n; ++r) {
        std::vector<std::string> row;
        for (int c = 0; c < FirstOpponentColumn + n; ++c) row.push_back(cell(order, r, c, marks));
        rows.push_back(std::move(row));
    }
    std::vector<std::size_t> width(header.size(), 0);
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], columns(row[c]));
    std::string out;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            // The player's name to the left, the figures to the right.
            const std::string pad(width[c] - columns(row[c]), ' ');
            line += c == PlayerColumn ? row[c] + pad : pad + row[c];
            if (c + 1 < row.size()) line += "  ";
        }
        out += line + "\n";
    }
    return out;
}

std::map<int, PgnGame> finished_games(const TournamentPlan& plan,
                                      const std::vector<PgnGame>& games) {
    std::map<int, PgnGame> found;
    const std::vector<ScheduledGame> list = schedule(plan);
    for (const PgnGame& pgn : games) {
        if (pgn.tag("Event") != plan.event || !pgn.game.result().over()) continue;
        // The game's number; files written before the Game tag kept it in Round.
        const std::string number_text =
            pgn.tag("Game").empty() ? pgn.tag("Round") : pgn.tag("Game");
        int number = 0;
        if (!read_number(number_text, 1, static_cast<int>(list.size()), number)) continue;
        const ScheduledGame& game = list[static_cast<std::size_t>(number - 1)];
        if (pgn.tag("Black") != plan.players[static_cast<std::size_t>(game.black)].name ||
            pgn.tag("White") != plan.players[static_cast<std::size_t>(game.white)].name ||
            write_fen(pgn.game.start_position()) != write_fen(start_of(plan, game)))
            continue;
        found.emplace(number, pgn);
    }
    return found;
}

namespace {

// A tournament's player at a board: the player named as the tournament names
// it, telling what it thinks as the game it is in.
class Seat final : public MatchPlayer {
public:
    Seat(std::unique_ptr<MatchPlayer> inner, std::string name)
        : m_inner(std::move(inner))
        , m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    bool prepare_game(const Position& start, std::string& why_not) override {
        return m_inner->prepare_game(start, why_not);
    }
    PlayerAnswer choose(const Game& game, const SearchLimits& limits) override {
        if (m_on_turn) m_on_turn(game);
        return m_inner->choose(game, limits);
    }
    MatchPlayer& inner() { return *m_inner; }
    void set_on_turn(std::function<void(const Game&)> on_turn) { m_on_turn = std::move(on_turn); }

private:
    std::unique_ptr<MatchPlayer> m_inner;
    std::string m_name;
    std::function<void(const Game&)> m_on_turn;
};

} // namespace

bool run_tournament(const TournamentPlan& plan, const TournamentRun& run, std::string& error) {
    error = check_plan(plan);
    if (!error.empty()) return false;
    std::vector<ScheduledGame> todo;
    for (ScheduledGame& game : schedule(plan))
        if (!run.done.count(game.number)) todo.push_back(std::move(game));

    std::mutex mutex;
    std::atomic<std::size_t> next{0};
    const auto stopped = [&run] { return run.should_stop && run.should_stop(); };
    const auto worker = [&] {
        // This thread's players, made as they are first needed.
        std::vector<std::unique_ptr<Seat>> seats(plan.players.size());
        const ScheduledGame* current = nullptr;
        const auto seat = [&](int index, Side side) -> Seat& {
            auto& s = seats[static_cast<std::size_t>(index)];
            if (!s) {
                std::string unused;
                const TournamentPlayer& p = plan.players[static_cast<std::size_t>(index)];
                s = std::make_unique<Seat>(make_player(p.description, unused), p.name);
                s->inner().set_should_stop(stopped);
            }
            // Which side it plays changes from game to game.
            s->inner().set_on_info([&run, &mutex, &current, side](const SearchInfo& info) {
                if (!run.on_info || !current) return;
                const std::lock_guard lock(mutex);
                run.on_info(*current, side, info);
            });
            s->set_on_turn([&run, &mutex, &current](const Game& game) {
                if (!run.on_turn || !current) return;
                const std::lock_guard lock(mutex);
                run.on_turn(*current, game);
            });
            return *s;
        };
        while (!stopped()) {
            const std::size_t i = next.fetch_add(1);
            if (i >= todo.size()) return;
            const ScheduledGame& game = todo[i];
            current = &game;
            const Position start = start_of(plan, game);
            {
                const std::lock_guard lock(mutex);
                if (run.on_start) run.on_start(game, start);
            }
            Seat& black = seat(game.black, Side::X);
            Seat& white = seat(game.white, Side::O);
            // Round is the round, as in other game files; Game is the game's
            // number in the schedule, which --resume reads back.
            PgnGame pgn = play_game(black, white, start, plan.tc, plan.event, game.round);
            pgn.set_tag("Game", std::to_string(game.number));
            if (stopped()) return; // cut short: left out
            const std::lock_guard lock(mutex);
            if (run.on_game) run.on_game(game, pgn);
        }
    };
    std::vector<std::thread> threads;
    const int count = std::clamp(run.concurrency, 1, std::max(1, static_cast<int>(todo.size())));
    for (int i = 0; i < count; ++i) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    return true;
}

} // namespace ataxx

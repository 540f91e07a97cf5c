// ataxx-match: plays a match between two players (levels of our engine or
// external UAI engines) and prints the tally, the score and the Elo
// difference; with more players, a tournament (round robin or gauntlet) and
// its crosstable.
#include "match/match.h"
#include "fen.h"
#include "match/books.h"
#include "match/sprt.h"
#include "match/tournament.h"
#include "tools/cli.h"

#include <atomic>
#include <csignal>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <string>

namespace {

using ataxx::tools::add_number;

// What the command line asked for.
struct MatchCommand {
    ataxx::MatchSettings settings;
    std::string board = "all";
    std::string openings_file;
    std::string pgn_file;
    bool quiet = false;
    int rounds = 0; // given with --rounds
    bool gauntlet = false;
    bool resume = false;
    std::vector<std::string> sprt_words; // --sprt ELO0 ELO1 [ALPHA BETA]
    std::optional<ataxx::Sprt> sprt;
    std::vector<std::string> players;
    // Given on the command line rather than left at their defaults.
    bool games_given = false;
    bool random_plies_given = false;

    [[nodiscard]] bool tournament() const {
        return players.size() > 2 || rounds > 0 || gauntlet || resume;
    }
};

constexpr const char* players_help =
    "A player is\n"
    "  very-easy | easy | medium | hard | very-hard[:<ms a move>]\n"
    "    with settings after commas: 'very-hard,threads=2,hash=16' (a table of\n"
    "    64 MB unless hash= says), 'very-hard,nnue=FILE', a search number\n"
    "  elo:<500..3000> (a point of the strength scale)\n"
    "  uai:<engine command line>[|<option>=<value>...]\n"
    "    (e.g. 'uai:./old-engine|Threads=1|Hash=16')\n"
    "with a clock of its own in place of --tc (time odds): 'very-hard,tc=1+0.01',\n"
    "'uai:./engine|tc=0.25+0.0025'; NAME@<player> names a player (the table's and\n"
    "the game file's name). Two players play a match; more, or --rounds or\n"
    "--gauntlet, a tournament (every opening with colours swapped) ending in a\n"
    "crosstable.";

// The options of the games: how many, the clock, the openings, the rules.
void declare_games(CLI::App& app, MatchCommand& c) {
    ataxx::MatchSettings& s = c.settings;
    add_number(app, "--games", s.games, 1, 1000000,
               "games to play, in pairs with colours swapped (40;\n"
               "with --sprt the most to play, 100000)");
    add_number(app, "--concurrency", s.concurrency, 1, 256, "games at once (1)");
    add_number(app, "--movetime", s.tc.movetime_ms, 1, 10000000, "time per move for every player");
    add_number(app, "--depth", s.tc.depth, 1, 100, "fixed depth for every player");
    add_number(app, "--nodes", s.tc.nodes, 1, std::uint64_t{1} << 40,
               "fixed nodes a move (our levels; unaffected by load)");
    app.add_option_function<std::string>(
           "--tc",
           [&s](const std::string& text) {
               const auto clock = ataxx::read_clock(text);
               if (!clock)
                   throw CLI::ValidationError("--tc takes SECONDS+INCREMENT (e.g. 2+0.02), not '" +
                                              text + "'");
               s.tc.base_ms = clock->base_ms;
               s.tc.increment_ms = clock->increment_ms;
           },
           "a game clock, e.g. 10+0.1")
        ->type_name("SECONDS+INC");
    app.add_option("--board", c.board,
                   "openings from the built-in books: 7x7, blocked,\n"
                   "hexxagon, hexagons, rectangles, or all of them\n"
                   "(all, the default); natural: 7x7 openings as\n"
                   "people's games begin; standard: the seven start\n"
                   "positions of the app's matches; BOOK:BOARD only\n"
                   "that board's, e.g. rectangles:8x8, hexagons:hex5;\n"
                   "several between commas: 7x7,hexxagon (the games\n"
                   "are spread evenly over the boards)")
        ->type_name("KIND");
    app.add_option("--openings", c.openings_file, "openings from a file, one FEN a line")
        ->type_name("FILE");
    add_number(app, "--random-plies", s.random_plies, 0, 100,
               "random plies after each opening (0 from a book,\n2 otherwise)");
    add_number(app, "--seed", s.seed, 0, std::uint64_t{1} << 62, "seed for the random plies (1)");
    ataxx::tools::add_choice(app, "--stuck", s.rules.stuck,
                             {{"pass", ataxx::StuckRule::Pass},
                              {"end", ataxx::StuckRule::End},
                              {"fill", ataxx::StuckRule::Fill}},
                             "a side without a move passes, or the game ends");
    add_number(app, "--halfmove-limit", s.rules.halfmove_limit, 0, 65535,
               "moves without a capture or a clone that end the game");
    app.add_flag("--repetition", s.rules.threefold_repetition,
                 "a position seen three times ends the game");
}

// Every option and the players.
void declare(CLI::App& app, MatchCommand& c) {
    app.add_option("--sprt", c.sprt_words,
                   "a sequential probability ratio test of the first\n"
                   "player against the second over game pairs\n"
                   "(pentanomial); stops once it accepts H0 (ELO0) or\n"
                   "H1 (ELO1); alpha and beta 0.05 unless given")
        ->expected(1, 4)
        ->type_name("ELO0 ELO1 [ALPHA BETA]");
    add_number(app, "--rounds", c.rounds, 1, 100000,
               "tournament: every pairing plays a pair of games a\n"
               "round (1; with --games, as many as that needs)");
    app.add_flag("--gauntlet", c.gauntlet,
                 "tournament: the first player against each other one\n(round robin otherwise)");
    app.add_flag("--resume", c.resume,
                 "tournament: the games of the --pgn file that belong\n"
                 "to it (same players, seed and openings) count and are\n"
                 "not played again; new games are added to the file");
    declare_games(app, c);
    app.add_option("--pgn", c.pgn_file, "write every game to FILE")->type_name("FILE");
    app.add_flag("--quiet", c.quiet, "no line per game");
    app.add_option("players", c.players, "two players or more (below)")
        ->required()
        ->expected(2, -1);
    app.footer(players_help);
}

// What the library cannot check: --sprt's numbers and whether the options fit
// together. The exit status of a mistake, nothing when all is well.
std::optional<int> check(const CLI::App& app, MatchCommand& c) {
    if (c.players.size() < 2)
        return ataxx::tools::usage_error(app, "players: two or more, not one");
    if (!c.sprt_words.empty()) {
        // ELO0 ELO1, then ALPHA BETA.
        const auto real = [](const std::string& text, double& out) {
            return ataxx::read_number(text, -1e9, 1e9, out);
        };
        ataxx::Sprt test;
        const auto& w = c.sprt_words;
        if (w.size() % 2 == 1 || !real(w[0], test.elo0) || !real(w[1], test.elo1) ||
            (w.size() == 4 && (!real(w[2], test.alpha) || !real(w[3], test.beta))))
            return ataxx::tools::usage_error(app, "--sprt takes ELO0 ELO1 [ALPHA BETA]");
        std::string why;
        if (!test.valid(why)) return ataxx::tools::usage_error(app, "--sprt: " + why);
        c.sprt = test;
    }
    if (c.tournament() && c.sprt)
        return ataxx::tools::usage_error(app,
                                         "--sprt is for a match of two players, not a tournament");
    if (c.resume && c.pgn_file.empty())
        return ataxx::tools::usage_error(app,
                                         "--resume needs the tournament's game file (--pgn FILE)");
    return std::nullopt;
}

// Set by Ctrl-C (SIGINT) or SIGTERM: a tournament stops, keeping its finished
// games. Lock-free, so that the handler may set it and the games' threads read it.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

// A second Ctrl-C ends the tool at once.
void on_signal(int signal) {
    interrupted.store(true);
    std::signal(signal, SIG_DFL);
}

// The tournament's plan: the players, the rounds, the openings and the
// conditions, with an Event that names them.
ataxx::TournamentPlan tournament_plan(const MatchCommand& c,
                                      const std::vector<ataxx::TournamentOpening>& openings) {
    const ataxx::MatchSettings& settings = c.settings;
    ataxx::TournamentPlan plan;
    for (const std::string& d : c.players) plan.players.push_back(ataxx::read_tournament_player(d));
    plan.format =
        c.gauntlet ? ataxx::TournamentFormat::Gauntlet : ataxx::TournamentFormat::RoundRobin;
    const int n = static_cast<int>(plan.players.size());
    const int pairings = c.gauntlet ? n - 1 : n * (n - 1) / 2;
    // --games: as many rounds as it takes to play them (every pairing plays a pair a round).
    const int games = c.games_given ? settings.games : 0;
    plan.rounds = c.rounds > 0 ? c.rounds
                  : games > 0  ? (games + 2 * pairings - 1) / (2 * pairings)
                               : 1;
    plan.openings = openings;
    plan.random_plies = settings.random_plies;
    plan.seed = settings.seed;
    plan.rules = settings.rules;
    plan.tc = settings.tc;
    // The Event names the players and the conditions, so that --resume
    // counts only games played as this command plays them (the openings and
    // the seed are checked through each game's start).
    std::string conditions;
    for (const auto& p : plan.players) conditions += p.name + '\n' + p.description + '\n';
    conditions += std::to_string(plan.tc.movetime_ms) + ' ' + std::to_string(plan.tc.depth) + ' ' +
                  std::to_string(plan.tc.nodes) + ' ' + std::to_string(plan.tc.base_ms) + ' ' +
                  std::to_string(plan.tc.increment_ms) + ' ' +
                  std::to_string(static_cast<int>(plan.rules.stuck)) + ' ' +
                  std::to_string(plan.rules.halfmove_limit) + ' ' +
                  std::to_string(plan.rules.threefold_repetition) + ' ' +
                  std::to_string(static_cast<int>(plan.format));
    std::uint32_t hash = 2166136261u;
    for (const unsigned char ch : conditions) hash = (hash ^ ch) * 16777619u;
    char event[64];
    std::snprintf(event, sizeof event, "ataxx-match tournament %08x", hash);
    plan.event = event;
    return plan;
}

// --resume: the games of the file that belong to the tournament count in the
// table and are not played again. False (said) when the file cannot be read.
bool resume_games(const std::string& pgn_file, const ataxx::TournamentPlan& plan,
                  const std::vector<ataxx::ScheduledGame>& schedule, ataxx::Crosstable& table,
                  ataxx::TournamentRun& run) {
    std::ifstream in(pgn_file, std::ios::binary);
    if (in) {
        const std::string text((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
        const auto games_read = ataxx::read_pgn(text);
        if (!games_read) {
            std::fprintf(stderr, "error: %s: %s\n", pgn_file.c_str(), games_read.error().c_str());
            return false;
        }
        for (const auto& [number, pgn] : ataxx::finished_games(plan, *games_read)) {
            const auto& game = schedule[static_cast<std::size_t>(number - 1)];
            table.add(game.black, game.white, pgn.game.result().outcome);
            run.done.insert(number);
        }
    }
    std::printf("resuming: %zu of %zu games were played already\n", run.done.size(),
                schedule.size());
    return true;
}

int play_tournament(const MatchCommand& c, const std::vector<ataxx::TournamentOpening>& openings) {
    const ataxx::TournamentPlan plan = tournament_plan(c, openings);
    if (const std::string why = ataxx::check_plan(plan); !why.empty()) {
        std::fprintf(stderr, "error: %s\n", why.c_str());
        return 1;
    }
    std::vector<std::string> names;
    for (const auto& p : plan.players) names.push_back(p.name);
    ataxx::Crosstable table(names);
    const std::vector<ataxx::ScheduledGame> schedule = ataxx::schedule(plan);
    const std::vector<std::string> boards = ataxx::boards_of(plan.openings);

    ataxx::TournamentRun run;
    run.concurrency = c.settings.concurrency;
    if (c.resume && !resume_games(c.pgn_file, plan, schedule, table, run)) return 1;
    std::ofstream pgn;
    if (!c.pgn_file.empty()) {
        pgn.open(c.pgn_file, c.resume ? std::ios::app : std::ios::trunc);
        if (!pgn) {
            std::fprintf(stderr, "error: cannot write %s\n", c.pgn_file.c_str());
            return 1;
        }
    }

    const std::vector<int> per_board = ataxx::games_per_board(plan);
    std::printf("tournament: %zu players, %s, %d round%s, %zu games; by board:",
                plan.players.size(), c.gauntlet ? "gauntlet" : "round robin", plan.rounds,
                plan.rounds == 1 ? "" : "s", schedule.size());
    for (std::size_t b = 0; b < boards.size(); ++b)
        std::printf(" %s %d", boards[b].c_str(), per_board[b]);
    std::printf("\n");
    std::fflush(stdout);

    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    run.should_stop = [] { return interrupted.load(); };
    run.on_game = [&](const ataxx::ScheduledGame& game, const ataxx::PgnGame& record) {
        table.add(game.black, game.white, record.game.result().outcome);
        if (pgn) pgn << ataxx::write_pgn(record) << '\n' << std::flush;
        if (c.quiet) return;
        const auto r = record.game.result();
        std::printf("game %d (round %d, %s): %s (x) vs %s (o): %s %s  [%d-%d]\n", game.number,
                    game.round, boards[static_cast<std::size_t>(game.board)].c_str(),
                    record.tag("Black").c_str(), record.tag("White").c_str(),
                    ataxx::outcome_string(r.outcome), record.game.declared_reason().c_str(),
                    r.x_count, r.o_count);
        std::fflush(stdout);
    };
    std::string error;
    if (!ataxx::run_tournament(plan, run, error)) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    std::printf("\n%s", table.text().c_str());
    if (interrupted.load()) {
        std::printf("stopped after %d of %zu games%s\n", table.games(), schedule.size(),
                    c.pgn_file.empty() ? "" : "; the same command with --resume plays the rest");
        return 130;
    }
    return 0;
}

// The openings, each with its board: the games are spread over the boards.
// Nothing (said) when the file cannot be read or the book has no such board,
// with the exit status in `status`.
std::optional<std::vector<ataxx::TournamentOpening>> read_openings(MatchCommand& c, int& status) {
    std::vector<ataxx::TournamentOpening> openings;
    const auto by_geometry = [&openings](const std::string& fen) {
        const auto p = ataxx::read_fen(fen);
        openings.push_back({p ? p->geometry().description() : std::string("?"), fen});
    };
    if (!c.openings_file.empty()) {
        std::string error;
        const auto fens = ataxx::read_openings_file(c.openings_file, error);
        if (!fens) {
            std::fprintf(stderr, "error: --openings: %s\n", error.c_str());
            status = 1;
            return std::nullopt;
        }
        for (const std::string& fen : *fens) by_geometry(fen);
    } else if (c.board == "standard") {
        for (const std::string& fen : ataxx::standard_openings()) by_geometry(fen);
    } else {
        std::string error;
        openings = ataxx::book_openings(c.board, error);
        if (openings.empty()) {
            std::fprintf(stderr,
                         "error: --board %s: %s (or standard, the app's seven start positions)\n",
                         c.board.c_str(), error.c_str());
            status = 2;
            return std::nullopt;
        }
        if (!c.random_plies_given) c.settings.random_plies = 0;
    }
    return openings;
}

// Which boards a match's games are played on, pair by pair.
void print_games_by_board(const ataxx::MatchSettings& settings,
                          const std::vector<ataxx::TournamentOpening>& openings) {
    std::vector<std::pair<std::string, int>> spread;
    for (int game = 0; game < settings.games; ++game) {
        const std::string& b = openings[static_cast<std::size_t>(game / 2) % openings.size()].board;
        auto it = std::find_if(spread.begin(), spread.end(),
                               [&b](const auto& entry) { return entry.first == b; });
        if (it == spread.end())
            spread.emplace_back(b, 1);
        else
            ++it->second;
    }
    std::printf("games by board:");
    for (const auto& [name, count] : spread) std::printf(" %s %d", name.c_str(), count);
    std::printf("\n");
}

// The SPRT's figures: a line every ten pairs and at the end.
void print_sprt_line(const ataxx::Sprt& sprt, const ataxx::MatchTally& t) {
    const ataxx::PairEstimate e = ataxx::estimate(t.pairs);
    const auto& p = t.pairs;
    std::printf("sprt: games %d W/D/L %d/%d/%d pairs [%d %d %d %d %d] elo %+.1f +/- %.1f "
                "llr %.2f (%.2f, %.2f) [%g, %g]\n",
                t.games(), t.wins, t.draws, t.losses, p[0], p[1], p[2], p[3], p[4], e.elo,
                e.elo_margin, sprt.llr(t.pairs), sprt.lower_bound(), sprt.upper_bound(), sprt.elo0,
                sprt.elo1);
    std::fflush(stdout);
}

// The SPRT's verdict at the end of a match, with the clock it was played at.
void print_sprt_verdict(const ataxx::Sprt& sprt, const ataxx::MatchSettings& settings,
                        const ataxx::MatchTally& tally) {
    print_sprt_line(sprt, tally);
    const auto verdict = sprt.verdict(tally.pairs);
    char clock[64] = "no clock";
    if (settings.tc.base_ms > 0)
        std::snprintf(clock, sizeof clock, "tc %s", ataxx::clock_text(settings.tc).c_str());
    else if (settings.tc.movetime_ms > 0)
        std::snprintf(clock, sizeof clock, "movetime %d ms", settings.tc.movetime_ms);
    else if (settings.tc.nodes > 0)
        std::snprintf(clock, sizeof clock, "nodes %llu",
                      static_cast<unsigned long long>(settings.tc.nodes));
    else if (settings.tc.depth > 0)
        std::snprintf(clock, sizeof clock, "depth %d", settings.tc.depth);
    std::printf("sprt: %s, %s\n",
                verdict == ataxx::Sprt::Verdict::AcceptH1   ? "H1 accepted"
                : verdict == ataxx::Sprt::Verdict::AcceptH0 ? "H0 accepted"
                                                            : "no decision",
                clock);
}

// A match: the books' positions (of every board, with --board all) in an
// order of their own for every seed, the boards taking turns, so that even a
// short match sees every board; a file's or the standard openings in their
// order. With --sprt, it stops once the test decides.
int play_match(MatchCommand& c, std::vector<ataxx::TournamentOpening> openings) {
    ataxx::MatchSettings& settings = c.settings;
    const bool from_book = c.openings_file.empty() && c.board != "standard";
    if (from_book) openings = ataxx::spread_openings(openings, settings.seed);
    settings.openings.clear();
    for (const auto& o : openings) settings.openings.push_back(o.fen);
    if (!c.sprt) print_games_by_board(settings, openings);
    if (c.sprt && !c.games_given) settings.games = 100000;
    if (c.sprt) {
        // The verdict is asked after every finished pair.
        settings.keep_going = [&c](const ataxx::MatchTally& t) {
            int pairs = 0;
            for (const int n : t.pairs) pairs += n;
            if (c.sprt->verdict(t.pairs) != ataxx::Sprt::Verdict::Continue) return false;
            if (pairs % 10 == 0) print_sprt_line(*c.sprt, t);
            return true;
        };
    }
    std::ofstream pgn;
    if (!c.pgn_file.empty()) {
        pgn.open(c.pgn_file);
        if (!pgn) {
            std::fprintf(stderr, "error: cannot write %s\n", c.pgn_file.c_str());
            return 1;
        }
    }
    // Ctrl-C (or SIGTERM) ends the match with what it has: the games under
    // way are left out, the rest is counted and the last lines printed.
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    settings.should_stop = [] { return interrupted.load(); };

    std::string error;
    const ataxx::MatchTally tally = ataxx::run_match(
        c.players[0], c.players[1], settings,
        [&](const ataxx::PgnGame& game, const ataxx::MatchTally& t) {
            if (pgn) pgn << ataxx::write_pgn(game) << '\n' << std::flush;
            if (c.quiet) return;
            const auto r = game.game.result();
            std::string why = game.game.declared_reason();
            std::printf("game %d: %s (x) vs %s (o): %s %s  [%s %d-%d]  tally +%d =%d -%d\n",
                        t.games(), game.tag("Black").c_str(), game.tag("White").c_str(),
                        ataxx::outcome_string(r.outcome), why.c_str(),
                        ataxx::write_fen(game.game.start_position()).c_str(), r.x_count, r.o_count,
                        t.wins, t.draws, t.losses);
            std::fflush(stdout);
        },
        error);
    if (!error.empty()) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    if (c.sprt) print_sprt_verdict(*c.sprt, settings, tally);
    std::printf("%s vs %s: games %d wins %d draws %d losses %d score %s%%", c.players[0].c_str(),
                c.players[1].c_str(), tally.games(), tally.wins, tally.draws, tally.losses,
                ataxx::score_percent(tally).c_str());
    // A clean sweep says only that the gap is large: no finite Elo fits it (elo_text's "+∞").
    if (tally.games() == 0)
        std::printf("\n");
    else
        std::printf(" elo %s\n", ataxx::elo_text(tally).c_str());
    if (interrupted.load()) {
        std::printf("stopped after %d games (the games under way left out)\n", tally.games());
        return 130;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("Plays a match between two players (levels of our engine or external UAI\n"
                 "engines) and prints the tally, the score and the Elo difference; with\n"
                 "more players, a tournament (round robin or gauntlet) and its crosstable.",
                 "ataxx-match");
    ataxx::tools::set_up(app);
    MatchCommand command;
    command.settings.games = 40;
    declare(app, command);
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;
    command.games_given = app.count("--games") > 0;
    command.random_plies_given = app.count("--random-plies") > 0;
    if (const auto status = check(app, command)) return *status;
    int status = 0;
    const auto openings = read_openings(command, status);
    if (!openings) return status;
    if (command.tournament()) return play_tournament(command, *openings);
    return play_match(command, *openings);
}

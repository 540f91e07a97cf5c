// ataxx-match: plays a match between two players (levels of our engine or
// external UAI engines) and prints the tally, the score and the Elo
// difference; with more players, a tournament (round robin or gauntlet) and
// its crosstable.
#include "match/match.h"
#include "fen.h"
#include "match/books.h"
#include "match/sprt.h"
#include "match/tournament.h"
#include "tools/numbers.h"

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

using ataxx::tools::read_option_number;

int usage() {
    std::fprintf(stderr,
                 "usage: ataxx-match [options] <player> <player> [<player>...]\n"
                 "players: very-easy | easy | medium | hard | very-hard[:<ms a move>]\n"
                 "         elo:<500..3000> (a point of the strength scale)\n"
                 "         uai:<engine command line>[|<option>=<value>...]\n"
                 "         (e.g. 'uai:./old-engine|Threads=1|Hash=16')\n"
                 "         a clock of its own in place of --tc (time odds):\n"
                 "         'very-hard,tc=1+0.01', 'uai:./engine|tc=0.25+0.0025'\n"
                 "         NAME@<player> names a player (the table's and the game file's name)\n"
                 "two players play a match; more, or --rounds or --gauntlet, a tournament\n"
                 "(every opening with colours swapped) ending in a crosstable\n"
                 "options:\n"
                 "  --games N            games to play, in pairs with colours swapped (40;\n"
                 "                       with --sprt the most to play, 100000)\n"
                 "  --sprt ELO0 ELO1 [ALPHA BETA]\n"
                 "                       a sequential probability ratio test of the first\n"
                 "                       player against the second over game pairs\n"
                 "                       (pentanomial); stops once it accepts H0 (ELO0) or\n"
                 "                       H1 (ELO1); alpha and beta 0.05 unless given\n"
                 "  --rounds N           tournament: every pairing plays a pair of games a\n"
                 "                       round (1; with --games, as many as that needs)\n"
                 "  --gauntlet           tournament: the first player against each other one\n"
                 "                       (round robin otherwise)\n"
                 "  --resume             tournament: the games of the --pgn file that belong\n"
                 "                       to it (same players, seed and openings) count and are\n"
                 "                       not played again; new games are added to the file\n"
                 "  --concurrency N      games at once (1)\n"
                 "  --movetime MS        time per move for every player\n"
                 "  --depth N            fixed depth for every player\n"
                 "  --nodes N            fixed nodes a move (our levels; unaffected by load)\n"
                 "  --tc SECONDS+INC     a game clock, e.g. 10+0.1\n"
                 "  --board KIND         openings from the built-in books: 7x7, blocked,\n"
                 "                       hexxagon, hexagons, rectangles, or all of them\n"
                 "                       (all, the default); standard: the seven start\n"
                 "                       positions of the app's matches; BOOK:BOARD only\n"
                 "                       that board's, e.g. rectangles:8x8, hexagons:hex5;\n"
                 "                       several between commas: 7x7,hexxagon (the games\n"
                 "                       are spread evenly over the boards)\n"
                 "  --openings FILE      openings from a file, one FEN a line\n"
                 "  --random-plies N     random plies after each opening (0 from a book,\n"
                 "                       2 otherwise)\n"
                 "  --seed N             seed for the random plies (1)\n"
                 "  --stuck pass|end|fill, --halfmove-limit N, --repetition   rules\n"
                 "  --pgn FILE           write every game to FILE\n"
                 "  --quiet              no line per game\n");
    return 2;
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

int play_tournament(const std::vector<std::string>& descriptions, bool gauntlet, int rounds,
                    int games, bool resume, const std::vector<ataxx::TournamentOpening>& openings,
                    const ataxx::MatchSettings& settings, const std::string& pgn_file, bool quiet) {
    ataxx::TournamentPlan plan;
    for (const std::string& d : descriptions)
        plan.players.push_back(ataxx::read_tournament_player(d));
    plan.format =
        gauntlet ? ataxx::TournamentFormat::Gauntlet : ataxx::TournamentFormat::RoundRobin;
    const int n = static_cast<int>(plan.players.size());
    const int pairings = gauntlet ? n - 1 : n * (n - 1) / 2;
    // --games: as many rounds as it takes to play them (every pairing plays a pair a round).
    plan.rounds = rounds > 0 ? rounds : games > 0 ? (games + 2 * pairings - 1) / (2 * pairings) : 1;
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
    for (const unsigned char c : conditions) hash = (hash ^ c) * 16777619u;
    char event[64];
    std::snprintf(event, sizeof event, "ataxx-match tournament %08x", hash);
    plan.event = event;
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
    run.concurrency = settings.concurrency;
    if (resume) {
        std::ifstream in(pgn_file, std::ios::binary);
        if (in) {
            const std::string text((std::istreambuf_iterator<char>(in)),
                                   std::istreambuf_iterator<char>());
            const auto games_read = ataxx::read_pgn(text);
            if (!games_read) {
                std::fprintf(stderr, "error: %s: %s\n", pgn_file.c_str(),
                             games_read.error().c_str());
                return 1;
            }
            for (const auto& [number, pgn] : ataxx::finished_games(plan, *games_read)) {
                const auto& game = schedule[static_cast<std::size_t>(number - 1)];
                table.add(game.black, game.white, pgn.game.result().outcome);
                run.done.insert(number);
            }
        }
        std::printf("resuming: %zu of %zu games were played already\n", run.done.size(),
                    schedule.size());
    }
    std::ofstream pgn;
    if (!pgn_file.empty()) {
        pgn.open(pgn_file, resume ? std::ios::app : std::ios::trunc);
        if (!pgn) {
            std::fprintf(stderr, "error: cannot write %s\n", pgn_file.c_str());
            return 1;
        }
    }

    const std::vector<int> per_board = ataxx::games_per_board(plan);
    std::printf("tournament: %d players, %s, %d round%s, %zu games; by board:", n,
                gauntlet ? "gauntlet" : "round robin", plan.rounds, plan.rounds == 1 ? "" : "s",
                schedule.size());
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
        if (quiet) return;
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
                    pgn_file.empty() ? "" : "; the same command with --resume plays the rest");
        return 130;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    ataxx::MatchSettings settings;
    settings.games = 40;
    std::string board = "all";
    std::string openings_file;
    std::string pgn_file;
    bool quiet = false;
    bool random_plies_given = false;
    bool games_given = false;
    int rounds = 0; // given with --rounds
    bool gauntlet = false;
    bool resume = false;
    std::optional<ataxx::Sprt> sprt;
    std::vector<std::string> players;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "error: %s needs a value\n", arg.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        long long n = 0;
        if (arg == "--games") {
            if (!read_option_number(arg, value(), 1, 1000000, n)) return 2;
            settings.games = static_cast<int>(n);
            games_given = true;
        } else if (arg == "--sprt") {
            // ELO0 ELO1, then ALPHA BETA if the next two words are numbers.
            const auto real = [](const char* text, double& out) {
                return ataxx::tools::read_number(text, -1e9, 1e9, out);
            };
            ataxx::Sprt test;
            if (i + 2 >= argc || !real(argv[i + 1], test.elo0) || !real(argv[i + 2], test.elo1)) {
                std::fprintf(stderr, "error: --sprt takes ELO0 ELO1 [ALPHA BETA]\n");
                return 2;
            }
            i += 2;
            double a = 0;
            double b = 0;
            if (i + 2 < argc && real(argv[i + 1], a) && real(argv[i + 2], b)) {
                test.alpha = a;
                test.beta = b;
                i += 2;
            }
            std::string why;
            if (!test.valid(why)) {
                std::fprintf(stderr, "error: --sprt: %s\n", why.c_str());
                return 2;
            }
            sprt = test;
        } else if (arg == "--rounds") {
            if (!read_option_number(arg, value(), 1, 100000, n)) return 2;
            rounds = static_cast<int>(n);
        } else if (arg == "--gauntlet") {
            gauntlet = true;
        } else if (arg == "--resume") {
            resume = true;
        } else if (arg == "--concurrency") {
            if (!read_option_number(arg, value(), 1, 256, n)) return 2;
            settings.concurrency = static_cast<int>(n);
        } else if (arg == "--movetime") {
            if (!read_option_number(arg, value(), 1, 10000000, n)) return 2;
            settings.tc.movetime_ms = static_cast<int>(n);
        } else if (arg == "--depth") {
            if (!read_option_number(arg, value(), 1, 100, n)) return 2;
            settings.tc.depth = static_cast<int>(n);
        } else if (arg == "--nodes") {
            if (!read_option_number(arg, value(), 1, 1LL << 40, n)) return 2;
            settings.tc.nodes = static_cast<std::uint64_t>(n);
        } else if (arg == "--tc") {
            const char* text = value();
            const auto clock = ataxx::read_clock(text);
            if (!clock) {
                std::fprintf(stderr,
                             "error: --tc takes SECONDS+INCREMENT (e.g. 2+0.02), not '%s'\n", text);
                return 2;
            }
            settings.tc.base_ms = clock->base_ms;
            settings.tc.increment_ms = clock->increment_ms;
        } else if (arg == "--board") {
            board = value();
        } else if (arg == "--openings") {
            openings_file = value();
        } else if (arg == "--random-plies") {
            if (!read_option_number(arg, value(), 0, 100, n)) return 2;
            settings.random_plies = static_cast<int>(n);
            random_plies_given = true;
        } else if (arg == "--seed") {
            if (!read_option_number(arg, value(), 0, 1LL << 62, n)) return 2;
            settings.seed = static_cast<std::uint64_t>(n);
        } else if (arg == "--stuck") {
            const std::string v = value();
            if (v == "pass")
                settings.rules.stuck = ataxx::StuckRule::Pass;
            else if (v == "end")
                settings.rules.stuck = ataxx::StuckRule::End;
            else if (v == "fill")
                settings.rules.stuck = ataxx::StuckRule::Fill;
            else
                return usage();
        } else if (arg == "--halfmove-limit") {
            if (!read_option_number(arg, value(), 0, 65535, n)) return 2;
            settings.rules.halfmove_limit = static_cast<std::uint16_t>(n);
        } else if (arg == "--repetition") {
            settings.rules.threefold_repetition = true;
        } else if (arg == "--pgn") {
            pgn_file = value();
        } else if (arg == "--quiet") {
            quiet = true;
        } else if (arg.rfind("--", 0) == 0) {
            std::fprintf(stderr, "error: unknown option %s\n", arg.c_str());
            return usage();
        } else {
            players.push_back(arg);
        }
    }
    if (players.size() < 2) return usage();
    const bool tournament = players.size() > 2 || rounds > 0 || gauntlet || resume;
    if (tournament && sprt) {
        std::fprintf(stderr, "error: --sprt is for a match of two players, not a tournament\n");
        return 2;
    }
    if (resume && pgn_file.empty()) {
        std::fprintf(stderr, "error: --resume needs the tournament's game file (--pgn FILE)\n");
        return 2;
    }

    // The openings, each with its board: the games are spread over the boards.
    std::vector<ataxx::TournamentOpening> openings;
    const auto by_geometry = [&openings](const std::string& fen) {
        const auto p = ataxx::read_fen(fen);
        openings.push_back({p ? p->geometry().description() : std::string("?"), fen});
    };
    if (!openings_file.empty()) {
        std::ifstream in(openings_file);
        if (!in) {
            std::fprintf(stderr, "error: cannot read %s\n", openings_file.c_str());
            return 1;
        }
        std::string line;
        while (std::getline(in, line))
            if (!line.empty() && line[0] != '#') by_geometry(line);
    } else if (board == "standard") {
        for (const std::string& fen : ataxx::standard_openings()) by_geometry(fen);
    } else {
        std::string error;
        openings = ataxx::book_openings(board, error);
        if (openings.empty()) {
            std::fprintf(stderr,
                         "error: --board %s: %s (or standard, the app's seven start positions)\n",
                         board.c_str(), error.c_str());
            return 2;
        }
        if (!random_plies_given) settings.random_plies = 0;
    }

    if (tournament)
        return play_tournament(players, gauntlet, rounds, games_given ? settings.games : 0, resume,
                               openings, settings, pgn_file, quiet);

    // A match: the books' positions (of every board, with --board all) in an
    // order of their own for every seed, the boards taking turns, so that even
    // a short match sees every board; a file's or the standard openings in
    // their order.
    const bool from_book = openings_file.empty() && board != "standard";
    if (from_book) openings = ataxx::spread_openings(openings, settings.seed);
    settings.openings.clear();
    for (const auto& o : openings) settings.openings.push_back(o.fen);
    if (!sprt) {
        // Which boards the games are played on, pair by pair.
        std::vector<std::pair<std::string, int>> spread;
        for (int game = 0; game < settings.games; ++game) {
            const std::string& b =
                openings[static_cast<std::size_t>(game / 2) % openings.size()].board;
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
    if (sprt && !games_given) settings.games = 100000;

    // The SPRT's verdict is asked after every finished pair; a line of figures
    // every ten pairs and at the end.
    const auto sprt_line = [&](const ataxx::MatchTally& t) {
        const ataxx::PairEstimate e = ataxx::estimate(t.pairs);
        const auto& p = t.pairs;
        std::printf("sprt: games %d W/D/L %d/%d/%d pairs [%d %d %d %d %d] elo %+.1f +/- %.1f "
                    "llr %.2f (%.2f, %.2f) [%g, %g]\n",
                    t.games(), t.wins, t.draws, t.losses, p[0], p[1], p[2], p[3], p[4], e.elo,
                    e.elo_margin, sprt->llr(t.pairs), sprt->lower_bound(), sprt->upper_bound(),
                    sprt->elo0, sprt->elo1);
        std::fflush(stdout);
    };
    if (sprt) {
        settings.keep_going = [&](const ataxx::MatchTally& t) {
            int pairs = 0;
            for (const int c : t.pairs) pairs += c;
            const auto verdict = sprt->verdict(t.pairs);
            if (verdict != ataxx::Sprt::Verdict::Continue) return false;
            if (pairs % 10 == 0) sprt_line(t);
            return true;
        };
    }

    std::ofstream pgn;
    if (!pgn_file.empty()) {
        pgn.open(pgn_file);
        if (!pgn) {
            std::fprintf(stderr, "error: cannot write %s\n", pgn_file.c_str());
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
        players[0], players[1], settings,
        [&](const ataxx::PgnGame& game, const ataxx::MatchTally& t) {
            if (pgn) pgn << ataxx::write_pgn(game) << '\n' << std::flush;
            if (quiet) return;
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
    if (sprt) {
        sprt_line(tally);
        const auto verdict = sprt->verdict(tally.pairs);
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
    std::printf("%s vs %s: games %d wins %d draws %d losses %d score %s%%", players[0].c_str(),
                players[1].c_str(), tally.games(), tally.wins, tally.draws, tally.losses,
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

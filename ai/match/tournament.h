#pragma once

#include "match/match.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// Tournaments of any number of players, for ataxx-match and the app's
// Tournament dialog: who meets whom (round robin or gauntlet), from which
// openings (spread over the boards chosen), the games' results as a
// crosstable, and the games played on threads.

// A player of a tournament: the name the crosstable and the game file give
// it, and its match description (make_player).
struct TournamentPlayer {
    std::string name;
    std::string description;
};

// Reads "NAME@DESCRIPTION" (a name of one's own) or a bare description (named
// after itself), e.g. "Fast@uai:./ataxx-engine|Hash=1". A name holds no ':',
// ',', '|', '/', '=' or '@', so that a description with an '@' of its own
// (a path, say) is read whole.
[[nodiscard]] TournamentPlayer read_tournament_player(const std::string& text);

// An opening and the board it belongs to ("7x7", "hexxagon", "rectangles:8x8"):
// the games are spread over the boards, not over the positions.
struct TournamentOpening {
    std::string board;
    std::string fen;
};

// The book positions named as ataxx-match's --board names them (see
// opening_selection; several selections between commas: "7x7,hexxagon"),
// each with its board: the book's name, and the
// geometry's after a colon where a book holds several boards
// ("rectangles:9x9", "hexagons:hex6").
[[nodiscard]] std::vector<TournamentOpening> book_openings(std::string_view spec,
                                                           std::string& error);

// The distinct boards of `openings`, in the order they first appear.
[[nodiscard]] std::vector<std::string> boards_of(const std::vector<TournamentOpening>& openings);

// The order in which to play `openings` so that every board gets its share:
// the boards take turns, each board's positions shuffled by `seed`. The list
// has one turn of every board for each position of the largest board (a
// smaller board's positions come round again), so that any stretch of k
// consecutive entries (k the number of boards) holds every board once.
[[nodiscard]] std::vector<TournamentOpening>
spread_openings(const std::vector<TournamentOpening>& openings, std::uint64_t seed);

enum class TournamentFormat {
    RoundRobin, // everyone against everyone
    Gauntlet,   // the first player against each of the others
};

struct TournamentPlan {
    std::vector<TournamentPlayer> players;
    TournamentFormat format = TournamentFormat::RoundRobin;
    // In each round every pairing plays one pair of games: one opening, colours swapped.
    int rounds = 1;
    std::vector<TournamentOpening> openings;
    // Random plies from each opening before the game starts (the same for both
    // games of a pair and for every pairing that plays the opening).
    int random_plies = 0;
    std::uint64_t seed = 1;
    Rules rules;
    TimeControl tc;
    // The PGN Event tag of every game.
    std::string event = "Ataxx tournament";
};

// Whether the plan can be played: at least two players with descriptions
// make_player accepts and names that differ, openings that read, at least
// one round. Empty when it can; else what is wrong.
[[nodiscard]] std::string check_plan(const TournamentPlan& plan);

// One game of the schedule.
struct ScheduledGame {
    int number = 0; // 1, 2, ...: its place in the schedule and its PGN Round tag
    int round = 0;  // 1 .. rounds
    int black = 0;  // player indices
    int white = 0;
    int board = 0; // index into boards_of(plan.openings)
    // The opening before the random plies, and the seed of those plies.
    TournamentOpening opening;
    int pair = 0;
};

// Every game of the plan, in the order they are played: round by round; in a
// round, the pairings in turn, each a pair of games from one opening with
// colours swapped (the first-named player of a pairing is Black in the first
// game). The pairs are dealt to the boards in turn, so that every board gets
// its share of the games (they differ by one pair at most) and every pairing
// meets on every board as the rounds go by; the pairings that meet on a board
// in a round play the same opening there.
[[nodiscard]] std::vector<ScheduledGame> schedule(const TournamentPlan& plan);

// The start position of a scheduled game: its opening with the plan's random
// plies (the same for both games of its pair), move numbers from 1.
[[nodiscard]] Position start_of(const TournamentPlan& plan, const ScheduledGame& game);

// How many games each board gets: boards_of(plan.openings) order.
[[nodiscard]] std::vector<int> games_per_board(const TournamentPlan& plan);

// The results so far, by player: points, wins, draws and losses against the
// field and against each other player; and the table's cells as text, the
// one writing of them for the text table (text()) and the app's view.
class Crosstable {
public:
    // The columns of a row: the player's figures, then the pairwise scores,
    // a column an opponent by rank.
    enum Column : int {
        RankColumn,
        PlayerColumn,
        GamesColumn,
        PointsColumn,
        WdlColumn,
        ScoreColumn,
        EloColumn,
        FirstOpponentColumn
    };
    // What a table writes where there is no figure: in a player's column
    // against itself, between two players who have not met, and for a score or
    // an Elo before any game.
    struct Marks {
        std::string_view self;
        std::string_view unplayed;
        std::string_view none;
    };

    explicit Crosstable(std::vector<std::string> names = {});

    void add(int black, int white, Outcome outcome);
    [[nodiscard]] int players() const noexcept { return static_cast<int>(m_names.size()); }
    [[nodiscard]] const std::string& name(int player) const { return m_names.at(player); }
    [[nodiscard]] int games() const noexcept { return m_games; }
    // A player's games against the field, as a tally from its side (wins,
    // draws, losses, score, Elo and margin).
    [[nodiscard]] const MatchTally& tally(int player) const { return m_tallies.at(player); }
    [[nodiscard]] double points(int player) const;
    // Player a's points against player b, and the games they played.
    [[nodiscard]] double points(int a, int b) const;
    [[nodiscard]] int games(int a, int b) const;
    // The players by points, then by wins, then by name: the table's order.
    [[nodiscard]] std::vector<int> ranking() const;
    // A cell: in the row of the player `rank`th in `order` (0 the first;
    // `order` is ranking()), the column `column` (a Column, or
    // FirstOpponentColumn + an opponent's place in `order`): "2", "Ann", "4",
    // "1.5", "1/1/2", "37.5%", "-45 ± 60", and the pairwise scores "1.5/2".
    [[nodiscard]] std::string cell(const std::vector<int>& order, int rank, int column,
                                   const Marks& marks) const;
    // The table as text, one line a player with the pairwise scores in
    // columns numbered by rank ("1.5/2"; "x" against itself, "." before
    // they met, "-" for a score and an Elo before any game), for a terminal
    // or a text file.
    [[nodiscard]] std::string text() const;

private:
    std::vector<std::string> m_names;
    std::vector<MatchTally> m_tallies;
    // [a][b]: a's half points against b, and the games.
    std::vector<std::vector<int>> m_half_points;
    std::vector<std::vector<int>> m_pair_games;
    int m_games = 0;
};

// Points as every table writes them: "3", "2.5".
[[nodiscard]] std::string points_text(double points);

// A player's score in percent with one decimal, as every table writes it
// ("37.5"; the sign is the table's: "37.5%" in a cell, "37,5 %" in a German
// sentence). Before any game score() is even, and the tables write a mark.
[[nodiscard]] std::string score_percent(const MatchTally& tally);

// A player's Elo difference with its 95% margin as every table shows it
// (the text crosstable, the tournament dialog, ataxx-match's last line): "+120 ± 85",
// "-45 ± 60", and "0 ± 85" for an even score, signed as score_text signs a
// score (search/scoretext.h); "+∞" or "-∞" for a clean sweep; "" before any game.
[[nodiscard]] std::string elo_text(const MatchTally& tally);

// The finished games of a tournament found in a game file's games: those
// whose Event is the plan's, whose Round is a game of the schedule and whose
// Black and White are that game's players. By game number.
[[nodiscard]] std::map<int, PgnGame> finished_games(const TournamentPlan& plan,
                                                    const std::vector<PgnGame>& games);

struct TournamentRun {
    int concurrency = 1;
    // The games not to play again (resuming): their numbers.
    std::set<int> done;
    // Asked while games are played; once true no game starts, and the games
    // under way are stopped within moments and left out.
    std::function<bool()> should_stop;
    // Called (one at a time, from the game's thread) as a game starts, with
    // its start; and as it ends, with its record.
    std::function<void(const ScheduledGame&, const Position&)> on_start;
    std::function<void(const ScheduledGame&, const PgnGame&)> on_game;
    // What each player thinks while it plays (on the game's thread).
    std::function<void(const ScheduledGame&, const Game&)> on_turn;
    std::function<void(const ScheduledGame&, Side, const SearchInfo&)> on_info;
};

// Plays the games of the schedule not in `run.done`, `run.concurrency` at a
// time, each player on each thread with a process or search of its own.
// False, with the reason in `error`, when the plan cannot be played (nothing
// is played then); true otherwise, stopped or not.
bool run_tournament(const TournamentPlan& plan, const TournamentRun& run, std::string& error);

} // namespace ataxx

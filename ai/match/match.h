#pragma once

#include "match/sprt.h"
#include "pgn.h"
#include "search/levels.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// How long each side may think in a match game.
struct TimeControl {
    int movetime_ms = 0;     // a fixed time per move, or
    int depth = 0;           // a fixed depth, or
    std::uint64_t nodes = 0; // a fixed node count (our levels only; repeatable under load), or
    int base_ms = 0;         // a game clock: time for the game ...
    int increment_ms = 0;    // ... plus this per move
    // A side that overruns its clock by more than this loses on time.
    int margin_ms = 200;
};

// Reads a game clock, "SECONDS+INCREMENT" or "SECONDS" ("10+0.1", "2+0.02",
// "60"): nothing when the text is not one, or gives no time at all.
[[nodiscard]] std::optional<TimeControl> read_clock(std::string_view text);
// The clock as read_clock reads it ("2+0.02").
[[nodiscard]] std::string clock_text(const TimeControl& tc);
// Any time control in words: "2+0.02", "250 ms a move", "depth 8", "3000 nodes a move".
[[nodiscard]] std::string time_control_text(const TimeControl& tc);

// What a player answered: a move, or why it could not give one.
struct PlayerAnswer {
    Move move;
    std::string failure; // empty on success: "crashed", "no answer in time", ...
    SearchInfo info;
};

// One side of a match game: a level of our engine or an external UAI engine.
// The game runner asks for moves and checks them; a player never touches
// the game record itself.
//
// A player that is given a stop predicate asks it while it thinks (a level
// every few hundred nodes, an external engine's player every few
// milliseconds while it waits); once it says yes, the player gives up within
// milliseconds instead of thinking out its time: a level ends its search, an
// external engine is sent `stop` (and killed if it does not answer at once).
// The answer's failure is then "stopped".
class MatchPlayer {
public:
    virtual ~MatchPlayer() = default;
    [[nodiscard]] virtual std::string name() const = 0;
    // Whether it can play on this board at all (external engines are asked).
    virtual bool prepare_game(const Position& start, std::string& why_not) = 0;
    // Its move in the game's current position, within `limits` (clock or time).
    virtual PlayerAnswer choose(const Game& game, const SearchLimits& limits) = 0;
    // Called on the player's thread; it must be safe against whoever stops it.
    void set_should_stop(std::function<bool()> should_stop) {
        m_should_stop = std::move(should_stop);
    }
    // Told what the player thinks while it chooses (depth, score, best line),
    // on the player's thread, as often as it says it.
    void set_on_info(std::function<void(const SearchInfo&)> on_info) {
        m_on_info = std::move(on_info);
    }
    // The player's own time control, where its description gives one
    // ("tc=0.5+0.005", or "very-hard:250" for 250 ms a move): it replaces the
    // match's for this player alone, so that time odds need no proxy.
    [[nodiscard]] const std::optional<TimeControl>& own_time_control() const noexcept {
        return m_own_time_control;
    }
    void set_own_time_control(std::optional<TimeControl> tc) { m_own_time_control = tc; }

protected:
    [[nodiscard]] const std::function<bool()>& should_stop() const noexcept {
        return m_should_stop;
    }
    [[nodiscard]] bool stop_requested() const { return m_should_stop && m_should_stop(); }
    [[nodiscard]] const std::function<void(const SearchInfo&)>& on_info() const noexcept {
        return m_on_info;
    }

private:
    std::function<bool()> m_should_stop;
    std::function<void(const SearchInfo&)> m_on_info;
    std::optional<TimeControl> m_own_time_control;
};

// Makes a player from a description: "very-hard", "hard", ... (a level of our
// engine; "very-hard:500" gives it 500 ms a move whatever the match's time
// control; ",lmr=0,futility=1,lmp=1,aspiration=1,threads=2,weights=100/12/..."
// after it change search settings, for experiments), or "uai:<command line>" for an
// external engine. Options for the engine follow its command, each after a
// '|': "uai:./engine --quiet|Threads=1|Hash=16" sends `setoption name Threads
// value 1` and `setoption name Hash value 16` after the handshake. Either
// kind takes a clock of its own, "very-hard,tc=1+0.01" or
// "uai:./engine|tc=0.25+0.0025", in place of the match's (time odds). Null,
// with the reason in `error`, when the description is bad or asks for two
// time controls.
[[nodiscard]] std::unique_ptr<MatchPlayer> make_player(const std::string& description,
                                                       std::string& error);

// Plays one game from `start` between two players and returns its record,
// tags filled in (Black is x, White is o). Every move is checked for
// legality; an illegal move, a crash, a failure to answer or a loss on time
// ends the game against the side at fault, with the reason in the record.
// Each move carries the mover's score, depth and time as its comment
// ("+0.21/16 0.65s", see move_comment), as the common match runners write.
[[nodiscard]] PgnGame play_game(MatchPlayer& x, MatchPlayer& o, const Position& start,
                                const TimeControl& tc, const std::string& event = "Match",
                                int round = 1);

// Wins, draws and losses of the first player, and what they say.
struct MatchTally {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    // The finished pairs by the first player's points in them (see PairCounts).
    PairCounts pairs{};
    [[nodiscard]] int games() const noexcept { return wins + draws + losses; }
    [[nodiscard]] double score() const noexcept; // 0 .. 1
    [[nodiscard]] double elo() const noexcept;
    // Half the width of the 95% confidence interval of elo().
    [[nodiscard]] double elo_margin() const noexcept;
};

// The standard opening set: the 7 x 7 start, classic blocked 7 x 7 layouts and
// Hexxagon, as FENs.
[[nodiscard]] std::vector<std::string> standard_openings();

// The start of the games of pair `pair`: `opening` with up to `random_plies`
// random plies played from it (fewer where only one move is left or the game
// would end), drawn from `seed` and the pair, so both games of a pair start
// alike. The clocks start again, so that the game's move numbers start at 1,
// and `rules` apply.
[[nodiscard]] Position pair_opening(const Position& opening, int pair, int random_plies,
                                    std::uint64_t seed, const Rules& rules);

struct MatchSettings {
    int games = 2;
    int concurrency = 1;
    TimeControl tc;
    std::vector<std::string> openings = standard_openings();
    // Random plies played from each opening before the game starts (the same for
    // both games of a pair), so that games differ.
    int random_plies = 2;
    std::uint64_t seed = 1;
    Rules rules;
    // Asked after each finished pair, with the tally so far (one thread at a
    // time); false ends the match there: no pair starts after it, the games
    // still being played are stopped and left out, and run_match returns the
    // tally this was asked with. An SPRT stops a match this way.
    std::function<bool(const MatchTally&)> keep_going;
    // Asked while the games are played (from any thread): true stops the
    // match at once, the games under way left out (Ctrl-C in ataxx-match).
    // run_match then returns the tally of the games finished.
    std::function<bool()> should_stop;
};

// Plays a match between two player descriptions: games in pairs, the same
// opening with colours swapped, over the openings in turn. `on_game` gets each
// finished game (from any of the match's threads, one at a time) and the
// tally so far.
MatchTally run_match(const std::string& first, const std::string& second,
                     const MatchSettings& settings,
                     const std::function<void(const PgnGame&, const MatchTally&)>& on_game,
                     std::string& error);

} // namespace ataxx

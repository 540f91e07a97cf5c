#pragma once

#include "move.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// Scores are in hundredths of a piece from the side to move's point of view.
// A proven result is stored as +/-(score_win - plies), so that a quicker win
// scores higher and a slower loss less badly.
inline constexpr int score_win = 30000;
inline constexpr int score_infinite = 32000;
inline constexpr int score_max_plies = 1000;
[[nodiscard]] constexpr bool is_proven(int score) noexcept {
    return score >= score_win - score_max_plies || score <= -(score_win - score_max_plies);
}
// For a proven score: the moves of the winning side to the end (positive: the
// side to move wins, negative: it loses). 0 otherwise.
[[nodiscard]] constexpr int result_in_moves(int score) noexcept {
    if (!is_proven(score)) return 0;
    const int plies = score_win - (score > 0 ? score : -score);
    return score > 0 ? (plies + 1) / 2 : -((plies + 1) / 2);
}
// The reverse, for an engine's "score mate <moves>": a win in n moves of the
// side to move is 2n - 1 plies, a loss in n moves 2n plies. Any int is read:
// distances beyond the proven range are taken as its far end, so that an
// engine's absurd number neither overflows nor leaves the proven range.
[[nodiscard]] constexpr int score_from_mate(int moves) noexcept {
    constexpr int longest = score_max_plies / 2;
    if (moves > 0) return score_win - (2 * (moves < longest ? moves : longest) - 1);
    if (moves < 0) return -(score_win - 2 * (moves > -longest ? -moves : longest));
    return 0;
}
// An engine's "score cp <value>", kept out of the proven range.
[[nodiscard]] constexpr int score_from_cp(int value) noexcept {
    constexpr int most = score_win - score_max_plies - 1;
    return value > most ? most : value < -most ? -most : value;
}

// When a search must stop. Zero means "no limit" for every field; with no
// limit at all the search runs until stopped.
struct SearchLimits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int movetime_ms = 0;
    // A game clock: time left and increment per move for x and o.
    std::array<int, 2> time_ms{0, 0};
    std::array<int, 2> increment_ms{0, 0};
    int moves_to_go = 0;
    bool infinite = false;

    [[nodiscard]] bool has_clock() const noexcept { return time_ms[0] > 0 || time_ms[1] > 0; }
};

// What a search reports after each completed depth, and with its answer.
// A search of several best lines (MultiPV) reports one record per line and
// depth: `multipv` is the line's rank, 1 the best, and the score and the
// variation are that line's.
struct SearchInfo {
    int depth = 0;
    int multipv = 1;
    int seldepth = 0;
    int score = 0; // see score_win
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::int64_t time_ms = 0;
    int hashfull = 0; // per mille of the transposition table in use
    std::vector<Move> pv;
};

// The five levels of the computer player.
enum class Level : std::uint8_t { VeryEasy, Easy, Medium, Hard, VeryHard };
inline constexpr int level_count = 5;

// "very-easy" ... "very-hard": the names the engine and the settings use.
[[nodiscard]] std::string_view level_key(Level level) noexcept;
// Reads a key, a number 1..5, or a name with spaces ("Very hard"); false if none fits.
[[nodiscard]] bool level_from_string(std::string_view text, Level& level) noexcept;

} // namespace ataxx

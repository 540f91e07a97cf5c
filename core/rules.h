#pragma once

#include <cstddef>
#include <cstdint>

namespace ataxx {

enum class Side : std::uint8_t { X = 0, O = 1 };

[[nodiscard]] constexpr Side operator!(Side s) noexcept {
    return s == Side::X ? Side::O : Side::X;
}
// A side as an index of a two-element array (X's entry first): the one way to
// write it, since Side's values are those indices.
[[nodiscard]] constexpr std::size_t side_index(Side s) noexcept {
    return static_cast<std::size_t>(s);
}
[[nodiscard]] constexpr char side_char(Side s) noexcept {
    return s == Side::X ? 'x' : 'o';
}

// What happens when the side to move has no legal move (RULES.md section 3).
enum class StuckRule : std::uint8_t {
    Pass, // it passes (the default)
    End,  // the game ends at once and pieces are counted
    Fill, // the game ends at once and every empty playable cell counts for the opponent
};

// The rules a game is played under: the defaults of RULES.md section 3 and the
// optional variations. A small value that every position and game carries, so
// the move generator, the game-over test and the search all play the same game.
struct Rules {
    static constexpr int default_halfmove_limit = 100;

    StuckRule stuck = StuckRule::Pass;
    // The halfmove clock value at which the game is drawn; 0 means no limit.
    std::uint16_t halfmove_limit = default_halfmove_limit;
    // Whether the third occurrence of a position (same side to move) draws.
    bool threefold_repetition = false;

    [[nodiscard]] friend constexpr bool operator==(const Rules&, const Rules&) noexcept = default;
};

enum class Outcome : std::uint8_t { None, XWins, OWins, Draw };

// Why a game ended.
enum class EndReason : std::uint8_t {
    None,
    NoPieces,      // a side has no pieces left
    BoardFull,     // no empty playable cell is left
    NoMoves,       // empty cells remain but no piece can reach one, or (under the
                   // "end" and "fill" rules) the side to move cannot move
    HalfmoveLimit, // the halfmove clock reached the limit
    Repetition,    // the same position for the third time
    Declared,      // decided outside the rules: adjudication, resignation, time, an
                   // engine's failure (Game::declared_reason says which)
};

// The result of a game and the final counts it was decided on. Under the
// "fill" rule the counts include the empty cells given to the side that could move.
struct GameResult {
    Outcome outcome = Outcome::None;
    EndReason reason = EndReason::None;
    int x_count = 0;
    int o_count = 0;

    [[nodiscard]] constexpr bool over() const noexcept { return outcome != Outcome::None; }
    [[nodiscard]] friend constexpr bool operator==(const GameResult&,
                                                   const GameResult&) noexcept = default;
};

} // namespace ataxx

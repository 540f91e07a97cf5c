#pragma once

#include "message.h"
#include "position.h"

#include <cstdint>
#include <optional>

namespace ataxx {

// Why a position set up by hand cannot be played from.
enum class SetupFault : std::uint8_t {
    NoPieces,        // neither side has a piece
    SideHasNoPieces, // one side has none: it has lost already
    BoardFull,       // no empty playable cell is left
    OutOfReach,      // empty cells remain, but no piece can reach any of them
    ClockRanOut,     // the halfmove clock has reached the rules' limit
    SideToMoveStuck, // under the "end" and "fill" rules, the side to move cannot move
    OtherEnd,        // an end of the game the checks above do not name
};

// A refused set-up: what is wrong, for a caller that acts on it, and the
// message that names it for a person ("the game would already be over:
// White has no pieces"), with the cells or numbers at fault.
struct SetupProblem {
    SetupFault fault = SetupFault::NoPieces;
    Message message;
};

// The checks of a position set up by hand (the analysis board's editor, a FEN
// typed by a person) before a game goes on from it.
//
// The FEN reader already refuses anything that is no position at all (a row
// too long, a side that is neither x nor o); pieces on blocked cells and two
// pieces on one cell cannot be written in a FEN or held by a Position. What is
// left to refuse is a position whose game would be over before its first
// move, under the position's rules (RULES.md section 3), named by its first
// reason in the order the rules give them. Repetition needs a history, which
// a set-up position has not. A side to move that cannot move is no fault
// under the default rules: it passes (must_pass says so).
[[nodiscard]] std::optional<SetupProblem> setup_problem(const Position& position);

// Whether the game goes on from here with a pass: the game is not over and
// the side to move has no clone or jump.
[[nodiscard]] bool must_pass(const Position& position) noexcept;

} // namespace ataxx

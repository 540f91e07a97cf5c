#pragma once

#include "expected.h"
#include "position.h"

#include <string>
#include <string_view>

namespace ataxx {

// Move strings (RULES.md section 6): a clone is its destination ("c3"), a jump
// its origin and destination ("a1c3"), the pass "0000".
[[nodiscard]] std::string move_to_string(const Geometry& geometry, Move move);

// Reads a move string and checks that it is legal in the position. Also takes
// "pass", and an origin and destination at distance 1 ("b2b3") as the clone
// to the destination. The error says why a well-formed move is not legal.
[[nodiscard]] Expected<Move> read_move(const Position& position, std::string_view text);

} // namespace ataxx

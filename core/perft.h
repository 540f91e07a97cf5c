#pragma once

#include "position.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ataxx {

// The number of leaves of the move tree `depth` plies deep (RULES.md section 8):
// a pass counts as a move, a finished game is a leaf with no moves. The last ply
// is counted without being played.
[[nodiscard]] std::uint64_t perft(const Position& position, int depth) noexcept;

// perft split by the first move, in generation order.
[[nodiscard]] std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& position,
                                                                       int depth);

} // namespace ataxx

#pragma once

#include "expected.h"
#include "position.h"

#include <string>
#include <string_view>

namespace ataxx {

// Position strings (RULES.md section 5): "<rows> <side> <halfmove> <fullmove>".
//
// The row lengths give the geometry: equal rows make a rectangle, rows of
// N, N+1, ..., 2N-1, ..., N cells a hexagon of side N. The word "startpos"
// reads as the 7 x 7 start. Surrounding white space is ignored; anything else
// that does not fit is an error naming the row, column or field at fault.
[[nodiscard]] Expected<Position> read_fen(std::string_view fen, Rules rules = {});

[[nodiscard]] std::string write_fen(const Position& position);

// The rows part of a FEN alone ("x5o/7/7/7/7/7/o5x"): the board layout.
[[nodiscard]] std::string write_fen_rows(const Position& position);

inline constexpr std::string_view start_fen = "x5o/7/7/7/7/7/o5x x 0 1";
inline constexpr std::string_view hexxagon_fen = "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1";

} // namespace ataxx

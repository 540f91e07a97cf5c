#pragma once

#include "position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// The opening books of resources/openings/, compiled in: near-equal positions
// a few random plies from the start of each board family, made by
// scripts/make-openings: "7x7", "blocked", "hexxagon", "hexagons" and
// "rectangles"; and "natural", an alternative 7x7 book of openings as
// people's games begin (ai/README.md), only where it is named.
[[nodiscard]] std::vector<std::string_view> opening_book_names();
// Whether a book is another book of a board that a family's book covers
// ("natural"): left out of "all" and of book_positions_for.
[[nodiscard]] bool is_alternative_book(std::string_view name);
// A book's FENs; empty for a name that is not a book.
[[nodiscard]] std::vector<std::string> opening_book(std::string_view name);
// The FENs that a --board argument names: a book, "all" (every family's book), or
// BOOK:BOARD, one board of a book that holds several (e.g. "rectangles:8x8",
// "hexagons:hex6"). Empty, with `error` saying why, when it names nothing.
[[nodiscard]] std::vector<std::string> opening_selection(std::string_view spec, std::string& error);
// The FENs of an openings file, one a line (blank lines and lines from '#'
// left out), each read as a position first. Nothing, with `error` naming the
// file and the line, where the file cannot be read, a line is not a FEN or
// no line is one.
[[nodiscard]] std::optional<std::vector<std::string>> read_openings_file(const std::string& path,
                                                                         std::string& error);
// The book positions of the board `start` is on: the same geometry and the
// same blocked cells, from whichever book holds them. Empty for a board no
// book covers.
[[nodiscard]] std::vector<std::string> book_positions_for(const Position& start);

} // namespace ataxx

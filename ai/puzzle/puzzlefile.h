#pragma once

#include "expected.h"
#include "puzzle/puzzle.h"

#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// Puzzle files (ai/puzzle/README.md): one puzzle a line, as chess engines
// keep their test positions (EPD): the position string, then named fields,
// each ended by ';':
//
//   x5o/7/7/7/7/7/o5x x 0 1 bm f6 g6; am e5; loss 230; id "A vs B, move 3"; box 1; due 2026-11-26;
//
// The reader never throws and never lets one damaged line cost another: a
// line it cannot read is left out and named, with its number and the reason,
// among the file's problems. Moves are read in the line's position and must be
// legal there. Fields it does not know are kept as they were written, so that
// a file written by a newer version keeps them when written back.

// One puzzle as one line, without the line break.
[[nodiscard]] std::string write_puzzle(const Puzzle& puzzle);
// Every puzzle, one a line, each ended by a line break.
[[nodiscard]] std::string write_puzzles(const std::vector<Puzzle>& puzzles);

// Reads one line; the error says which field is wrong and why.
[[nodiscard]] Expected<Puzzle> read_puzzle(std::string_view line);

// A line of a puzzle file that was left out, and why.
struct PuzzleFileProblem {
    int line = 0; // from 1
    std::string message;
};

// What a puzzle file held: the puzzles of every line that could be read, in
// file order, and a problem for each line that could not.
struct PuzzleFile {
    std::vector<Puzzle> puzzles;
    std::vector<PuzzleFileProblem> problems;
};

// Reads a whole file. Empty lines and lines starting with '#' are skipped.
[[nodiscard]] PuzzleFile read_puzzles(std::string_view text);

// "line 3: bm: h9 is not a cell of this board".
[[nodiscard]] std::string problem_text(const PuzzleFileProblem& problem);

} // namespace ataxx

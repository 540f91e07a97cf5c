#pragma once

#include "expected.h"
#include "game.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ataxx {

// One game of a game file: its tags in file order and its record.
struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;
    Game game;

    // The value of a tag, or an empty string.
    [[nodiscard]] std::string tag(std::string_view name) const;
    // Sets a tag, replacing an earlier value, keeping the order otherwise.
    void set_tag(std::string_view name, std::string value);
};

// Game files (RULES.md section 7): PGN with the Seven Tag Roster, `Black` for x
// and `White` for o, `[FEN]` whenever the start is not the 7 x 7 one, and move
// strings as movetext.
//
// The reader takes files with many games, keeps unknown tags (FinalFEN,
// Adjudicated, PlyCount, ...), keeps the {comment} and the first $NAG (or
// glued "?!", "??", ...) after each move as that move's MoveNote, skips other
// comments, ; comments, (variations) and NAGs it cannot use, and replays every
// move, so a game it returns is legal throughout. A
// result in the Result tag that the moves do not reach becomes a declared
// result (with the Termination or Adjudicated tag as its reason). Non-default
// rules travel in the tags StuckRule, HalfmoveLimit and Repetition. Any error
// fails the whole read with the game and line at fault.
[[nodiscard]] Expected<std::vector<PgnGame>> read_pgn(std::string_view text);

// Writes one game, each move followed by its note ("c3 $2 {...}"); the Result, FEN, SetUp and rules
// tags come from the record, the others from pgn.tags (the roster tags default to "?").
[[nodiscard]] std::string write_pgn(const PgnGame& pgn);

} // namespace ataxx

#pragma once

#include "position.h"
#include "search/searchtypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// What other engines write, read tolerantly: the one reader of `info` and
// `option` lines that both the app's engine client (UaiProcess) and the match
// runner (ataxx-match) use, so that an engine reads the same everywhere.
//
// Engines differ in the small things: Zataxx writes `score 21` without the
// `cp`, Autaxx lists its combo's values after `options` instead of one `var`
// each, others add tokens of their own (`tthits 42`, `wdl ...`). The reader
// takes each keyword it knows with its own values and steps over any other
// token alone, so that an unknown word never shifts the ones after it.

// Reads the fields present in an `info` line into `info`, leaving the others
// as they were: depth, seldepth, nodes, nps, time, hashfull, the score
// (`score cp N`, `score mate N`, or a bare `score N` as hundredths of a
// piece; `lowerbound`/`upperbound` after it are ignored) and the variation
// (`pv ...`, read as far as its moves are legal from `position`). `string`
// ends the line's fields. `multipv k` says which of several best lines the
// line is (1 the best); a line without it is the best line, so `multipv` is
// set on every line, never kept from the one before: a caller that follows
// only the best line keeps the lines with multipv 1. Returns true when the
// line carried a depth, which is what makes it a report of a finished
// iteration.
bool read_uai_info(std::string_view line, const Position& position, SearchInfo& info);

// An option an engine declared in its handshake (`option name Hash type spin
// default 32 min 1 max 1024`).
struct UaiOption {
    enum class Type : std::uint8_t { Spin, Check, Combo, String, Button };
    std::string name; // as the engine spells it; may hold spaces
    Type type = Type::String;
    std::string default_value;
    std::int64_t min = 0; // spin only
    std::int64_t max = 0;
    std::vector<std::string> choices; // combo only

    // Whether `value` is one this option takes: a whole number within
    // min..max, true/false, one of the choices; any text for a string.
    [[nodiscard]] bool accepts(std::string_view value) const;
    // The line that sets it: `setoption name <name> value <value>`
    // (`setoption name <name>` for a button).
    [[nodiscard]] std::string setoption_line(std::string_view value) const;

    [[nodiscard]] friend bool operator==(const UaiOption&, const UaiOption&) = default;
};

// Reads an `option name ... type ...` line; nothing when it is not one, or
// its type is unknown. A spin without min/max takes any whole number; a
// combo's values come after `var` (one each) or, as some engines write them,
// all after `options`.
[[nodiscard]] std::optional<UaiOption> read_uai_option(std::string_view line);

// The comment a game file keeps after an engine's move, as the common match
// runners write it: "+0.21/16 0.65s" (the score in pieces from the mover's
// side, the depth, the time used), "+M5/20 1.02s" for a proven win in five
// moves, "-M3/..." for a proven loss.
[[nodiscard]] std::string move_comment(const SearchInfo& info, std::int64_t time_ms);

// Reads such a comment back: its score (from the mover's side), depth and
// time (`time_ms`, 0 when the comment gives none) as a search report;
// nothing when the comment does not start with "<score>/<depth>", as a
// comment in words or a review's note do not. Text after the time is left.
[[nodiscard]] std::optional<SearchInfo> read_move_comment(std::string_view comment);

} // namespace ataxx

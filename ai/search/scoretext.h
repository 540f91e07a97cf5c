#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace ataxx {

// Scores as a person reads them, written the same way wherever one is shown:
// the status bar, the engine output, the graph's tooltips, the tournament dialog
// and the review's comments. A score is in hundredths of a piece (the
// search's unit, searchtypes.h) and reads in pieces with two decimals. The
// sign says who is ahead: "+0.25" ahead, "-0.25" behind (an ASCII minus, so
// that a comment written into a game file stays plain text), and an even
// score, where nobody is ahead, has none: "0.00". A proven result reads as
// the moves to the end, "#3" (wins in 3) or "#-3" (loses in 3). The words
// around the numbers ("Black wins in 3 moves") stay with the app's tr().
//
// Not for the protocol ("score cp 25", uai.cpp) nor for the move comments of
// game files ("+0.21/16 0.65s", uaireader.h), whose formats are fixed by
// other programs.

// The score's text: "+0.25", "-1.60", "0.00", "#3", "#-3".
[[nodiscard]] std::string score_text(int score);
// A number of hundredths as pieces with two decimals and no sign: 160 is
// "1.60", -160 too. For the words that name the side ahead themselves
// ("White is ahead by 1.60").
[[nodiscard]] std::string pieces_text(int hundredths);
// The reverse of score_text, for the scores a game file keeps (a review's
// notes): "+0.25", "-1.60", "0.00", "#3", "#-3"; none for any other text.
[[nodiscard]] std::optional<int> read_score_text(std::string_view text);

} // namespace ataxx

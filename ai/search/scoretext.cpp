#include "search/scoretext.h"

#include "search/searchtypes.h"

#include <cstdlib>

namespace ataxx {

std::string score_text(int score) {
    if (is_proven(score)) return "#" + std::to_string(result_in_moves(score));
    const std::string pieces = pieces_text(score);
    if (score > 0) return "+" + pieces;
    if (score < 0) return "-" + pieces;
    return pieces;
}

std::string pieces_text(int hundredths) {
    // In whole numbers, so that no rounding of a double can make 0.005 out of
    // a score or write "-0.00".
    const int magnitude = std::abs(hundredths);
    const int fraction = magnitude % 100;
    return std::to_string(magnitude / 100) + (fraction < 10 ? ".0" : ".") +
           std::to_string(fraction);
}

} // namespace ataxx

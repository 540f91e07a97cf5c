#include "search/scoretext.h"

#include "readnumber.h"
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

std::optional<int> read_score_text(std::string_view text) {
    // Digits only: read_number alone would take a second sign ("--1.00").
    const auto whole_number = [](std::string_view digits) -> std::optional<int> {
        int value = 0;
        if (digits.empty() || digits.front() < '0' || digits.front() > '9' ||
            !read_number(digits, 0, 999999, value))
            return std::nullopt;
        return value;
    };
    if (text.size() > 1 && text.front() == '#') {
        const bool loses = text[1] == '-';
        const auto moves = whole_number(text.substr(loses ? 2 : 1));
        if (!moves || *moves == 0) return std::nullopt;
        return score_from_mate(loses ? -*moves : *moves);
    }
    const bool negative = !text.empty() && text.front() == '-';
    const bool signed_ = !text.empty() && (negative || text.front() == '+');
    if (signed_) text.remove_prefix(1);
    const std::size_t dot = text.find('.');
    if (dot == std::string_view::npos || text.size() != dot + 3) return std::nullopt;
    const auto pieces = whole_number(text.substr(0, dot));
    const auto hundredths = whole_number(text.substr(dot + 1));
    if (!pieces || !hundredths) return std::nullopt;
    const int value = *pieces * 100 + *hundredths;
    // As written: a sign on every score but an even one.
    if (signed_ == (value == 0)) return std::nullopt;
    return score_from_cp(negative ? -value : value);
}

} // namespace ataxx

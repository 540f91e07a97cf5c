#pragma once

// Numbers read from text (FEN fields, game-file tags, option values) one
// way: the whole word as a decimal number within a range. Nothing is taken
// from the front of a word ("12x" is not 12, "" is not 0) and nothing out of
// range is clamped.
#include <charconv>
#include <concepts>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace ataxx {

// The whole text a decimal number in [low, high], or false (and `out`
// untouched): an integer for an integral Number, one with a fraction or an
// exponent ("0.5", "1e-3") for a floating one. Not a leading '+' or space,
// not "inf" or "nan".
template <typename Number>
requires std::integral<Number> || std::floating_point<Number>
[[nodiscard]] bool read_number(std::string_view text, std::type_identity_t<Number> low,
                               std::type_identity_t<Number> high, Number& out) {
    Number value{};
    const char* last = text.data() + text.size();
    const auto [end, ec] = std::from_chars(text.data(), last, value);
    if (ec != std::errc{} || end != last || !(value >= low && value <= high)) return false;
    out = value;
    return true;
}

} // namespace ataxx

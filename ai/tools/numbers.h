#pragma once

// Command-line numbers for the tools: the whole text a decimal number in
// [low, high], or false.
#include <charconv>
#include <string_view>

namespace ataxx::tools {

inline bool read_number(std::string_view text, long long low, long long high, long long& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && out >= low && out <= high;
}

} // namespace ataxx::tools

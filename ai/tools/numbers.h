#pragma once

// Command-line options of the tools: numbers with a range, and the rest.
#include <charconv>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>

namespace ataxx::tools {

// The whole text a decimal number in [low, high], or false.
inline bool read_number(std::string_view text, long long low, long long high, long long& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && out >= low && out <= high;
}

// A numeric option: "--name N" with N in [low, high].
struct NumberOption {
    std::string_view name;
    long long* target;
    long long low;
    long long high;
};

// Reads argv. Numeric options go to their targets; every other word goes to
// `other(i)`, which may take further words by advancing i and returns false
// for a word it does not know. Returns 0 when all was read, -1 for a word
// nobody knows (show the usage), 1 for a bad number (already said).
template <typename Other>
int read_options(int argc, char** argv, std::initializer_list<NumberOption> numbers,
                 Other&& other) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const NumberOption* option = nullptr;
        for (const NumberOption& o : numbers)
            if (o.name == arg) option = &o;
        if (!option) {
            if (!other(i)) return -1;
            continue;
        }
        if (i + 1 >= argc || !read_number(argv[i + 1], option->low, option->high, *option->target)) {
            std::fprintf(stderr, "error: %s takes a number from %lld to %lld\n",
                         std::string(arg).c_str(), option->low, option->high);
            return 1;
        }
        ++i;
    }
    return 0;
}

} // namespace ataxx::tools

#pragma once

// The numbers of the command lines of the engine and the tools, read one way
// (core/readnumber.h: the whole word as a decimal number within a range), and a
// message naming the option and the word when it is not one.
#include "readnumber.h"

#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

namespace ataxx::tools {

using ataxx::read_number;

// The range of a number as the messages write it: "1 to 64", "1e-07 to 1".
template <typename Number>
[[nodiscard]] std::string range_text(Number low, Number high) {
    char text[64];
    if constexpr (std::floating_point<Number>)
        std::snprintf(text, sizeof text, "%g to %g", static_cast<double>(low),
                      static_cast<double>(high));
    else
        std::snprintf(text, sizeof text, "%lld to %lld", static_cast<long long>(low),
                      static_cast<long long>(high));
    return text;
}

// read_number for the value of the option `name`; when the text is not one,
// says so on stderr, naming both ("error: --games takes a number from 1 to
// 1000000, not 'ten'"), and returns false. A missing value is nullptr.
template <typename Number>
[[nodiscard]] bool read_option_number(std::string_view name, const char* text,
                                      std::type_identity_t<Number> low,
                                      std::type_identity_t<Number> high, Number& out) {
    if (text && read_number(std::string_view(text), low, high, out)) return true;
    const std::string option(name);
    if (text)
        std::fprintf(stderr, "error: %s takes a number from %s, not '%s'\n", option.c_str(),
                     range_text(low, high).c_str(), text);
    else
        std::fprintf(stderr, "error: %s takes a number from %s\n", option.c_str(),
                     range_text(low, high).c_str());
    return false;
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
        const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
        if (!read_option_number(arg, value, option->low, option->high, *option->target)) return 1;
        ++i;
    }
    return 0;
}

} // namespace ataxx::tools

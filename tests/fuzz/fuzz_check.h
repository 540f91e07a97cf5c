#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace ataxx::fuzz {

// Stops the fuzzer with a message when a property of the reader under test
// does not hold; libFuzzer then saves the input that broke it.
inline void check(bool ok, const char* what, const std::string& detail = {}) {
    if (ok) return;
    std::fprintf(stderr, "property violated: %s\n  %s\n", what, detail.c_str());
    std::abort();
}

} // namespace ataxx::fuzz

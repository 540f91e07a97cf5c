#pragma once

#include <cstdint>

namespace ataxx::nnue::simd {

// The pattern network's inner loops, in the widest instructions the processor
// has: AVX-512 (its F and BW parts) or AVX2 where it has them (chosen once, at
// run time, so that the same build runs on any x86-64 machine), plain C++
// otherwise. Every version gives the same numbers to the last bit. The
// environment variable ATAXX_SIMD (generic, avx2 or avx512) caps the choice,
// to compare them (`ATAXX_SIMD=avx2 ataxx-engine bench`).

// out = base + the rows of `add` - the rows of `sub`, `width` int16 values
// each (a multiple of 16), wrapping like int16. `out` may be `base`.
void add_rows(std::int16_t* out, const std::int16_t* base, const std::int16_t* const* add, int adds,
              const std::int16_t* const* sub, int subs, int width) noexcept;

// The sum over i < width of clamp(v[i], 0, qa)^2 * w[i], where |w[i]| <= 127
// and qa = 255 (so that clamp(v) * w fits in 16 bits and no 32-bit partial
// sum of one lane can overflow for width <= 512).
std::int64_t screlu_dot(const std::int16_t* v, const std::int16_t* w, int width) noexcept;

// The versions, narrowest first.
enum class Level : int { Generic = 0, Avx2 = 1, Avx512 = 2 };
[[nodiscard]] const char* name(Level level) noexcept;
// The widest version this processor runs, and the one chosen (the widest,
// unless ATAXX_SIMD asks for a narrower one).
[[nodiscard]] Level widest() noexcept;
[[nodiscard]] Level chosen() noexcept;
// Which version runs now: "avx512", "avx2" or "generic".
const char* level() noexcept;
// Runs `level` from now on (one the processor has: no wider than widest()),
// for tests that compare the versions; use(chosen()) goes back.
void use(Level level) noexcept;

} // namespace ataxx::nnue::simd

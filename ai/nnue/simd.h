#pragma once

#include <cstdint>

namespace ataxx::nnue::simd {

// The pattern network's inner loops, in the widest instructions the processor
// has: AVX2 where it has them (chosen once, at run time, so that the same
// build runs on any x86-64 machine), plain C++ otherwise. Every version gives
// the same numbers to the last bit.

// out = base + the rows of `add` - the rows of `sub`, `width` int16 values
// each (a multiple of 16), wrapping like int16. `out` may be `base`.
void add_rows(std::int16_t* out, const std::int16_t* base, const std::int16_t* const* add, int adds,
              const std::int16_t* const* sub, int subs, int width) noexcept;

// The sum over i < width of clamp(v[i], 0, qa)^2 * w[i], where |w[i]| <= 127
// and qa = 255 (so that clamp(v) * w fits in 16 bits and no 32-bit partial
// sum of one lane can overflow for width <= 512).
std::int64_t screlu_dot(const std::int16_t* v, const std::int16_t* w, int width) noexcept;

// Which version runs: "avx2" or "generic".
const char* level() noexcept;
// Forces the plain C++ version (true) or the best one (false), for tests
// that compare them.
void force_generic(bool generic) noexcept;

} // namespace ataxx::nnue::simd

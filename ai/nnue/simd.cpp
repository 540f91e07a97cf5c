#include "nnue/simd.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ATAXX_X86 1
#include <immintrin.h>
#endif

namespace ataxx::nnue::simd {

namespace {

constexpr int qa = 255;

void add_rows_generic(std::int16_t* out, const std::int16_t* base, const std::int16_t* const* add,
                      int adds, const std::int16_t* const* sub, int subs, int width) noexcept {
    for (int i = 0; i < width; ++i) {
        // Unsigned arithmetic: int16 wrapping without undefined behaviour.
        auto v = static_cast<std::uint16_t>(base[i]);
        for (int k = 0; k < adds; ++k)
            v = static_cast<std::uint16_t>(v + static_cast<std::uint16_t>(add[k][i]));
        for (int k = 0; k < subs; ++k)
            v = static_cast<std::uint16_t>(v - static_cast<std::uint16_t>(sub[k][i]));
        out[i] = static_cast<std::int16_t>(v);
    }
}

std::int64_t screlu_dot_generic(const std::int16_t* v, const std::int16_t* w, int width) noexcept {
    std::int64_t sum = 0;
    for (int i = 0; i < width; ++i) {
        const std::int32_t c = std::clamp<std::int32_t>(v[i], 0, qa);
        sum += std::int64_t{c} * c * w[i];
    }
    return sum;
}

#ifdef ATAXX_X86
// Values `from` to `width` (a multiple of 16 apart), one register at a time:
// the tail of the wider loops.
__attribute__((target("avx2"))) inline void
add_rows_from_avx2(std::int16_t* out, const std::int16_t* base, const std::int16_t* const* add,
                   int adds, const std::int16_t* const* sub, int subs, int from,
                   int width) noexcept {
    for (int i = from; i < width; i += 16) {
        __m256i r = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(base + i));
        for (int k = 0; k < adds; ++k)
            r = _mm256_add_epi16(r,
                                 _mm256_loadu_si256(reinterpret_cast<const __m256i*>(add[k] + i)));
        for (int k = 0; k < subs; ++k)
            r = _mm256_sub_epi16(r,
                                 _mm256_loadu_si256(reinterpret_cast<const __m256i*>(sub[k] + i)));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), r);
    }
}

// 128 values (8 registers) at a time, kept in registers across the rows.
__attribute__((target("avx2"))) void add_rows_avx2(std::int16_t* out, const std::int16_t* base,
                                                   const std::int16_t* const* add, int adds,
                                                   const std::int16_t* const* sub, int subs,
                                                   int width) noexcept {
    constexpr int lanes = 16, regs = 8, block = lanes * regs;
    int i = 0;
    for (; i + block <= width; i += block) {
        __m256i r[regs];
        for (int j = 0; j < regs; ++j)
            r[j] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(base + i + j * lanes));
        for (int k = 0; k < adds; ++k)
            for (int j = 0; j < regs; ++j)
                r[j] = _mm256_add_epi16(r[j], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(
                                                  add[k] + i + j * lanes)));
        for (int k = 0; k < subs; ++k)
            for (int j = 0; j < regs; ++j)
                r[j] = _mm256_sub_epi16(r[j], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(
                                                  sub[k] + i + j * lanes)));
        for (int j = 0; j < regs; ++j)
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i + j * lanes), r[j]);
    }
    add_rows_from_avx2(out, base, add, adds, sub, subs, i, width);
}

__attribute__((target("avx2"))) std::int64_t
screlu_dot_avx2(const std::int16_t* v, const std::int16_t* w, int width) noexcept {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i top = _mm256_set1_epi16(qa);
    __m256i sum = _mm256_setzero_si256();
    for (int i = 0; i < width; i += 16) {
        __m256i c = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(v + i));
        c = _mm256_min_epi16(_mm256_max_epi16(c, zero), top);
        const __m256i cw =
            _mm256_mullo_epi16(c, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + i)));
        // c * (c * w), pairs summed into 32 bits: each lane gathers width / 8
        // products of at most 255 * 255 * 127, within 32 bits for width <= 512.
        sum = _mm256_add_epi32(sum, _mm256_madd_epi16(c, cw));
    }
    alignas(32) std::int32_t parts[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(parts), sum);
    std::int64_t total = 0;
    for (const std::int32_t p : parts) total += p;
    return total;
}

// The same with 512-bit registers: 256 values (8 registers) at a time, the
// rest (a multiple of 16) with 256-bit ones.
__attribute__((target("avx512f,avx512bw"))) void
add_rows_avx512(std::int16_t* out, const std::int16_t* base, const std::int16_t* const* add,
                int adds, const std::int16_t* const* sub, int subs, int width) noexcept {
    constexpr int lanes = 32, regs = 8, block = lanes * regs;
    int i = 0;
    for (; i + block <= width; i += block) {
        __m512i r[regs];
        for (int j = 0; j < regs; ++j) r[j] = _mm512_loadu_si512(base + i + j * lanes);
        for (int k = 0; k < adds; ++k)
            for (int j = 0; j < regs; ++j)
                r[j] = _mm512_add_epi16(r[j], _mm512_loadu_si512(add[k] + i + j * lanes));
        for (int k = 0; k < subs; ++k)
            for (int j = 0; j < regs; ++j)
                r[j] = _mm512_sub_epi16(r[j], _mm512_loadu_si512(sub[k] + i + j * lanes));
        for (int j = 0; j < regs; ++j) _mm512_storeu_si512(out + i + j * lanes, r[j]);
    }
    add_rows_from_avx2(out, base, add, adds, sub, subs, i, width);
}

// GCC 12 with ThreadSanitizer at -O2 (scripts/test's TSan build) takes the
// deliberately undefined upper half in _mm512_reduce_add_epi32 (the header's
// `__Y = __Y`) for a value used uninitialised. The intrinsic is right: that
// false report, which would stop a build with ATAXX_WERROR, is silenced for
// this function alone.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
__attribute__((target("avx512f,avx512bw"))) std::int64_t
screlu_dot_avx512(const std::int16_t* v, const std::int16_t* w, int width) noexcept {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i top = _mm512_set1_epi16(qa);
    __m512i sum = _mm512_setzero_si512();
    int i = 0;
    for (; i + 32 <= width; i += 32) {
        __m512i c = _mm512_loadu_si512(v + i);
        c = _mm512_min_epi16(_mm512_max_epi16(c, zero), top);
        const __m512i cw = _mm512_mullo_epi16(c, _mm512_loadu_si512(w + i));
        // As in AVX2: each 32-bit lane gathers width / 16 pair sums.
        sum = _mm512_add_epi32(sum, _mm512_madd_epi16(c, cw));
    }
    std::int64_t total = _mm512_reduce_add_epi32(sum);
    if (i < width) total += screlu_dot_avx2(v + i, w + i, width - i);
    return total;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif

struct Kernels {
    decltype(&add_rows_generic) add_rows;
    decltype(&screlu_dot_generic) screlu_dot;
};

Kernels kernels_of(Level level) noexcept {
#ifdef ATAXX_X86
    if (level == Level::Avx512) return {add_rows_avx512, screlu_dot_avx512};
    if (level == Level::Avx2) return {add_rows_avx2, screlu_dot_avx2};
#endif
    (void)level;
    return {add_rows_generic, screlu_dot_generic};
}

Level detect() noexcept {
#ifdef ATAXX_X86
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw"))
        return Level::Avx512;
    if (__builtin_cpu_supports("avx2")) return Level::Avx2;
#endif
    return Level::Generic;
}

// The widest, or a narrower one that ATAXX_SIMD names (an unknown name or a
// wider one than the processor has changes nothing).
Level choose() noexcept {
    const Level best = detect();
    const char* asked = std::getenv("ATAXX_SIMD");
    if (!asked) return best;
    for (const Level l : {Level::Generic, Level::Avx2, Level::Avx512})
        if (std::strcmp(asked, name(l)) == 0 && l <= best) return l;
    return best;
}

// The kernels in use: the chosen ones unless a test asked for others.
std::atomic<int> in_use{-1};

Kernels current() noexcept {
    static const Kernels by_level[3] = {kernels_of(Level::Generic), kernels_of(Level::Avx2),
                                        kernels_of(Level::Avx512)};
    int l = in_use.load(std::memory_order_relaxed);
    if (l < 0) {
        l = static_cast<int>(chosen());
        in_use.store(l, std::memory_order_relaxed);
    }
    return by_level[l];
}

} // namespace

void add_rows(std::int16_t* out, const std::int16_t* base, const std::int16_t* const* add, int adds,
              const std::int16_t* const* sub, int subs, int width) noexcept {
    current().add_rows(out, base, add, adds, sub, subs, width);
}

std::int64_t screlu_dot(const std::int16_t* v, const std::int16_t* w, int width) noexcept {
    return current().screlu_dot(v, w, width);
}

const char* name(Level level) noexcept {
    switch (level) {
    case Level::Avx512:
        return "avx512";
    case Level::Avx2:
        return "avx2";
    case Level::Generic:
        break;
    }
    return "generic";
}

Level widest() noexcept {
    static const Level l = detect();
    return l;
}

Level chosen() noexcept {
    static const Level l = choose();
    return l;
}

const char* level() noexcept {
    current();
    return name(static_cast<Level>(in_use.load(std::memory_order_relaxed)));
}

void use(Level level) noexcept {
    in_use.store(static_cast<int>(std::min(level, widest())), std::memory_order_relaxed);
}

} // namespace ataxx::nnue::simd

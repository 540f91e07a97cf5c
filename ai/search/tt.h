#pragma once

#include "move.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace ataxx {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// The transposition table: what earlier searches learned about positions,
// keyed by the Zobrist key, shared by all search threads.
//
// Each entry stores its key exclusive-or'ed with its data, written as two
// relaxed 64-bit words. Two threads writing one entry at once can leave a
// torn pair behind, but then the key check fails and the entry reads as
// empty: a lost entry costs a little search, a lock on every probe would cost
// much more. Entries live in buckets of four (one cache line); a new entry
// replaces the shallowest or oldest of its bucket.
class TranspositionTable {
public:
    struct Entry {
        Move move;
        int score = 0;
        int eval = 0;
        int depth = 0;
        Bound bound = Bound::None;
    };

    explicit TranspositionTable(std::size_t megabytes = 64);

    // Resizes (clearing everything); at least 1 MB.
    void resize(std::size_t megabytes);
    void clear() noexcept;
    // Marks the start of a new search, so older entries give way first.
    void new_search() noexcept {
        m_generation = static_cast<std::uint8_t>((m_generation + 1) & 63);
    }

    [[nodiscard]] bool probe(std::uint64_t key, Entry& entry) const noexcept;
    void store(std::uint64_t key, Move move, int score, int eval, int depth, Bound bound) noexcept;
    void prefetch(std::uint64_t key) const noexcept { __builtin_prefetch(&m_buckets[index(key)]); }
    // Per mille of a sample of entries written by the current search.
    [[nodiscard]] int hashfull() const noexcept;
    [[nodiscard]] std::size_t megabytes() const noexcept { return m_megabytes; }

private:
    struct Slot {
        std::atomic<std::uint64_t> check; // key ^ data
        std::atomic<std::uint64_t> data;
    };
    struct alignas(64) Bucket {
        Slot entries[4];
    };
    [[nodiscard]] std::size_t index(std::uint64_t key) const noexcept {
        // The high bits of key * count: an unbiased index without a division.
        return static_cast<std::size_t>((static_cast<unsigned __int128>(key) * m_count) >> 64);
    }

    struct Free {
        void operator()(Bucket* b) const noexcept;
    };
    std::unique_ptr<Bucket[], Free> m_buckets;
    std::size_t m_count = 0;
    std::size_t m_megabytes = 0;
    std::uint8_t m_generation = 0;
};

} // namespace ataxx

#include "search/tt.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace ataxx {

namespace {

// data layout: move 16 bits | score 16 | eval 16 | depth 8 | bound 2 + generation 6
std::uint64_t pack(Move move, int score, int eval, int depth, Bound bound, std::uint8_t gen) {
    return static_cast<std::uint64_t>(move.raw()) |
           static_cast<std::uint64_t>(static_cast<std::uint16_t>(score)) << 16 |
           static_cast<std::uint64_t>(static_cast<std::uint16_t>(eval)) << 32 |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(depth)) << 48 |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(bound) | gen << 2) << 56;
}
int depth_of(std::uint64_t data) {
    return static_cast<int>((data >> 48) & 0xff);
}
std::uint8_t generation_of(std::uint64_t data) {
    return static_cast<std::uint8_t>(data >> 58);
}

// The table on 2 MB pages where the system gives them: a probe is a random
// read from tens of megabytes, and with 4 KB pages most probes also miss the
// address cache (the TLB). Measured on 7x7: see ai/README.md, "Search speed".
void* allocate_table(std::size_t bytes) {
#ifdef __linux__
    constexpr std::size_t huge = std::size_t{2} << 20;
    const std::size_t rounded = (bytes + huge - 1) / huge * huge;
    void* p = std::aligned_alloc(huge, rounded);
    if (!p) throw std::bad_alloc();
    madvise(p, rounded, MADV_HUGEPAGE);
    return p;
#else
    return ::operator new (bytes, std::align_val_t{64});
#endif
}

} // namespace

void TranspositionTable::Free::operator()(Bucket* b) const noexcept {
#ifdef __linux__
    std::free(b);
#else
    ::operator delete (b, std::align_val_t{64});
#endif
}

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    megabytes = std::max<std::size_t>(megabytes, 1);
    const std::size_t count = megabytes * 1024 * 1024 / sizeof(Bucket);
    // Where the memory is refused (bad_alloc), the old table stays as it was.
    auto* buckets = static_cast<Bucket*>(allocate_table(count * sizeof(Bucket)));
    std::uninitialized_value_construct_n(buckets, count); // buckets are atomics: nothing to destroy
    m_buckets.reset(buckets);
    m_count = count;
    m_megabytes = megabytes;
    clear();
}

void TranspositionTable::clear() noexcept {
    for (std::size_t i = 0; i < m_count; ++i)
        for (Slot& s : m_buckets[i].entries) {
            s.check.store(0, std::memory_order_relaxed);
            s.data.store(0, std::memory_order_relaxed);
        }
    m_generation = 0;
}

bool TranspositionTable::probe(std::uint64_t key, Entry& entry) const noexcept {
    const Bucket& bucket = m_buckets[index(key)];
    for (const Slot& s : bucket.entries) {
        const std::uint64_t data = s.data.load(std::memory_order_relaxed);
        const std::uint64_t check = s.check.load(std::memory_order_relaxed);
        if ((check ^ data) != key || data == 0) continue;
        entry.move = Move::from_raw(static_cast<std::uint16_t>(data));
        entry.score = static_cast<std::int16_t>(data >> 16);
        entry.eval = static_cast<std::int16_t>(data >> 32);
        entry.depth = depth_of(data);
        entry.bound = static_cast<Bound>((data >> 56) & 3);
        return true;
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, Move move, int score, int eval, int depth,
                               Bound bound) noexcept {
    Bucket& bucket = m_buckets[index(key)];
    Slot* target = nullptr;
    int worst = 1 << 30;
    for (Slot& s : bucket.entries) {
        const std::uint64_t data = s.data.load(std::memory_order_relaxed);
        const std::uint64_t check = s.check.load(std::memory_order_relaxed);
        if (data == 0 || (check ^ data) == key) {
            // Same position: keep the old move when the new entry has none.
            if (data != 0 && move.is_none())
                move = Move::from_raw(static_cast<std::uint16_t>(data));
            target = &s;
            break;
        }
        // Older generations and shallower entries go first.
        const int age = (m_generation - generation_of(data)) & 63;
        const int value = depth_of(data) - 8 * age;
        if (value < worst) {
            worst = value;
            target = &s;
        }
    }
    const std::uint64_t data =
        pack(move, score, eval, std::clamp(depth, 0, 255), bound, m_generation);
    target->data.store(data, std::memory_order_relaxed);
    target->check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const noexcept {
    const std::size_t sample = std::min<std::size_t>(m_count, 250);
    int used = 0;
    for (std::size_t i = 0; i < sample; ++i)
        for (const Slot& s : m_buckets[i].entries) {
            const std::uint64_t data = s.data.load(std::memory_order_relaxed);
            if (data != 0 && generation_of(data) == m_generation) ++used;
        }
    return static_cast<int>(used * 1000 / (sample * 4));
}

} // namespace ataxx

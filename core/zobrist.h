#pragma once

#include "geometry.h"

#include <array>
#include <cstdint>

namespace ataxx::zobrist {

// Random keys for hashing positions (Zobrist): one per cell and side, one per
// blocked cell, one per geometry and one for "o to move". A position's key is
// the exclusive-or of the keys of what it holds, so a move updates it with a
// few exclusive-ors. The keys are fixed at compile time so that keys, and the
// engine's bench node counts, are the same on every run.
struct Keys {
    std::array<std::array<std::uint64_t, Geometry::max_cells>, 2> piece{};
    // piece[0][c] ^ piece[1][c]: a piece that changes sides.
    std::array<std::uint64_t, Geometry::max_cells> flip{};
    std::array<std::uint64_t, Geometry::max_cells> blocked{};
    std::array<std::uint64_t, 128> geometry{};
    std::uint64_t o_to_move = 0;
};

[[nodiscard]] constexpr Keys make_keys() noexcept {
    Keys k;
    std::uint64_t state = 0x41746178784b6579ull; // "AtaxxKey"
    auto next = [&state]() {
        // splitmix64
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    };
    for (auto& side : k.piece)
        for (auto& key : side) key = next();
    for (auto& key : k.blocked) key = next();
    for (auto& key : k.geometry) key = next();
    k.o_to_move = next();
    for (int c = 0; c < Geometry::max_cells; ++c) k.flip[c] = k.piece[0][c] ^ k.piece[1][c];
    return k;
}

inline constexpr Keys keys = make_keys();

} // namespace ataxx::zobrist

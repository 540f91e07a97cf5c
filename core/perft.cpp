#include "perft.h"

namespace ataxx {

std::uint64_t perft(const Position& position, int depth) noexcept {
    if (depth <= 0) return 1;
    if (depth == 1) return static_cast<std::uint64_t>(position.count_moves());
    MoveList moves;
    position.generate(moves);
    std::uint64_t nodes = 0;
    if (depth == 2) {
        for (const Move m : moves)
            nodes += static_cast<std::uint64_t>(position.count_moves_after(m));
        return nodes;
    }
    for (const Move m : moves) nodes += perft(position.after(m), depth - 1);
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& position, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    MoveList moves;
    position.generate(moves);
    for (const Move m : moves) result.emplace_back(m, perft(position.after(m), depth - 1));
    return result;
}

} // namespace ataxx

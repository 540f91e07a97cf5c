// libFuzzer target for the FEN reader (RULES.md section 5).
//
// Any input either fails with a message, or gives a position whose key is
// right, whose moves are consistent, and whose FEN, written and read back,
// gives the same position and the same FEN again.
#include "fen.h"
#include "fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using ataxx::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto position = ataxx::read_fen(text);
    if (!position) {
        check(!position.error().empty(), "a FEN is refused without a message");
        return 0;
    }
    const ataxx::Position& p = *position;
    const std::string fen = ataxx::write_fen(p);
    check(p.key() == p.compute_key(), "the key of a position read is wrong", fen);

    const auto again = ataxx::read_fen(fen);
    check(again.has_value(), "a written FEN does not read back", fen + ": " + again.error());
    check(*again == p, "a written FEN reads back as another position", fen);
    check(ataxx::write_fen(*again) == fen, "writing the FEN read back gives another FEN", fen);

    // The move generator on whatever the reader accepted.
    ataxx::MoveList moves;
    p.generate(moves);
    check(moves.size() == p.count_moves(), "count_moves disagrees with generate", fen);
    check(moves.empty() == p.is_over(), "no moves but the game is not over, or the reverse", fen);
    for (const ataxx::Move m : moves) {
        check(p.is_legal(m), "a generated move is not legal", fen);
        const ataxx::Position next = p.after(m);
        check(next.key() == next.compute_key(), "the key after a move is wrong", fen);
    }
    return 0;
}

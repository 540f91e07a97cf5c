// libFuzzer target for the move-string reader (RULES.md section 6).
//
// The first byte of the input picks one of a few fixed positions (7 x 7,
// blocked boards, hexagons, a side that must pass, finished games), the rest
// is the move string. A move the reader accepts must be legal and must read
// back from its own name; every legal move of the position must read back
// from its name too.
#include "fen.h"
#include "fuzz_check.h"
#include "notation.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

using ataxx::fuzz::check;

namespace {

const std::vector<ataxx::Position>& positions() {
    static const std::vector<ataxx::Position> list = [] {
        const char* const fens[] = {
            "x5o/7/7/7/7/7/o5x x 0 1",                        // 7 x 7 start
            "x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1",                // blocked, o to move
            "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1",            // Hexxagon
            "x5o/8/9/10/11/12/o11x/12/11/10/9/8/x5o x 0 1",   // hexagon of side 7
            "x1o/3/o1x x 0 1",                                // 3 x 3
            "x9o/11/11/3xo6/11/5-5/11/6ox3/11/11/o9x o 3 12", // 11 x 11, blocked centre
            "xoo4/ooo4/ooo4/7/7/7/7 x 0 1",                   // x must pass
            "7/7/7/7/-------/-------/x5o x 0 1",              // walled
            "x5o/7/7/7/7/7/o5x x 100 1",                      // over: halfmove limit
            "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1",          // x has one move
            "xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxo o 0 1", // over: full
        };
        std::vector<ataxx::Position> out;
        for (const char* fen : fens) {
            const auto p = ataxx::read_fen(fen);
            check(p.has_value(), "a fixed position of the move target does not read", fen);
            out.push_back(*p);
        }
        return out;
    }();
    return list;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const ataxx::Position& p = positions()[data[0] % positions().size()];
    const ataxx::Geometry& g = p.geometry();
    const std::string fen = ataxx::write_fen(p);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    const auto move = ataxx::read_move(p, text);
    if (move) {
        const std::string name = ataxx::move_to_string(g, *move);
        check(p.is_legal(*move), "an accepted move is not legal", fen + " " + std::string(text));
        const auto again = ataxx::read_move(p, name);
        check(again.has_value() && *again == *move, "an accepted move does not read back",
              fen + " " + std::string(text) + " -> " + name);
    } else {
        check(!move.error().empty(), "a move is refused without a message");
    }

    ataxx::MoveList moves;
    p.generate(moves);
    for (const ataxx::Move m : moves) {
        const std::string name = ataxx::move_to_string(g, m);
        const auto back = ataxx::read_move(p, name);
        check(back.has_value() && *back == m, "a legal move does not read back from its name",
              fen + " " + name + ": " + back.error());
    }
    return 0;
}

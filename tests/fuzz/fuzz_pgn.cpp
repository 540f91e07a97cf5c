// libFuzzer target for the game-file reader (RULES.md section 7).
//
// Any input either fails with a message, or gives games that, each written
// with write_pgn and read back, are the same games: the same start, rules and
// moves and notes ($NAG, {comment}), the same result and reason, and the
// same text when written again.
// All games written one after another read back as as many games.
#include "fen.h"
#include "fuzz_check.h"
#include "pgn.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using ataxx::fuzz::check;

namespace {

void check_same_game(const ataxx::PgnGame& a, const ataxx::PgnGame& b, const std::string& text) {
    const ataxx::Game& x = a.game;
    const ataxx::Game& y = b.game;
    check(x.start_position() == y.start_position(), "the start position changed", text);
    check(x.rules() == y.rules(), "the rules changed", text);
    check(x.moves() == y.moves(), "the moves changed", text);
    for (int i = 0; i < x.length(); ++i)
        check(x.note_at(i) == y.note_at(i), "a move's NAG or comment changed", text);
    ataxx::Game at_end_x = x;
    ataxx::Game at_end_y = y;
    at_end_x.go_to(at_end_x.length());
    at_end_y.go_to(at_end_y.length());
    check(at_end_x.result() == at_end_y.result(), "the result changed", text);
    check(at_end_x.declared_reason() == at_end_y.declared_reason(),
          "the reason for a declared result changed", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto games = ataxx::read_pgn(text);
    if (!games) {
        check(!games.error().empty(), "a game file is refused without a message");
        return 0;
    }
    check(!games->empty(), "a game file is accepted with no game in it");

    std::string all;
    for (const ataxx::PgnGame& game : *games) {
        const std::string written = ataxx::write_pgn(game);
        const auto back = ataxx::read_pgn(written);
        check(back.has_value(), "a written game does not read back", written + back.error());
        check(back->size() == 1, "a written game reads back as several games", written);
        check_same_game(game, back->front(), written);
        check(ataxx::write_pgn(back->front()) == written, "a game read back is written differently",
              written);
        all += written + "\n";
    }
    const auto back = ataxx::read_pgn(all);
    check(back.has_value() && back->size() == games->size(),
          "the games written one after another do not read back as as many games", all);
    return 0;
}

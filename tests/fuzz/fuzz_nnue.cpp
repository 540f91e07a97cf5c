// libFuzzer target for the network reader (ai/nnue/network.h).
//
// Any input either fails with a message that names its source, or gives a
// network that writes back as the same bytes and evaluates positions of its
// board, after moves too, without overflow or a read out of bounds.
#include "fuzz_check.h"
#include "nnue/network.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

using ataxx::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string error;
    const auto net = ataxx::nnue::Network::read(std::span(data, size), "input", error);
    if (!net) {
        check(error.rfind("input: ", 0) == 0, "a network is refused without saying where", error);
        return 0;
    }
    check(net->bytes() == std::vector<std::uint8_t>(data, data + size),
          "a network read does not write back as the same bytes");
    ataxx::Position p = ataxx::Position::start(net->geometry());
    ataxx::nnue::Accumulator acc;
    net->refresh(p, acc);
    for (int ply = 0; ply < 40; ++ply) {
        ataxx::MoveList moves;
        p.generate(moves);
        if (moves.empty()) break;
        const ataxx::Position next = p.after(moves[ply % moves.size()]);
        net->update(p, next, acc, acc);
        static_cast<void>(net->evaluate(acc, next));
        p = next;
    }
    return 0;
}

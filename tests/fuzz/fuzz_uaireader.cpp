// libFuzzer target for the reader of what other engines write
// (ai/uai/uaireader.h): each line of the input is read as an `info` line
// against the 7×7 start (or Hexxagon, when the first byte is odd) and as an
// `option` line. Properties: nothing crashes; the variation read is legal
// from the position move after move; a search report never claims a depth
// below zero from a line without a minus sign; an option read has a name and
// its setoption line names it.
#include "fen.h"
#include "fuzz_check.h"
#include "uai/uaireader.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ataxx;
    if (size == 0) return 0;
    const Position start = *read_fen((data[0] & 1) ? hexxagon_fen : start_fen);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::size_t begin = 0;
    SearchInfo info;
    while (begin <= text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(begin, end - begin);
        begin = end + 1;

        const bool report = read_uai_info(line, start, info);
        Position p = start;
        for (const Move move : info.pv) {
            fuzz::check(p.is_legal(move), "a variation read is legal", std::string(line));
            p.play(move);
        }
        if (report && line.find('-') == std::string_view::npos)
            fuzz::check(info.depth >= 0, "a depth without a minus sign is not negative",
                        std::string(line));

        if (const auto option = read_uai_option(line)) {
            fuzz::check(!option->name.empty(), "an option has a name", std::string(line));
            fuzz::check(option->setoption_line("1").rfind("setoption name " + option->name, 0) == 0,
                        "the setoption line names the option", std::string(line));
        }
    }
    return 0;
}

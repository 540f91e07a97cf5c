#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace ataxx {

// Cuts the text of a game file into its games, without reading them, so that
// each can be read on its own (read_pgn) and a bad one costs only itself. A
// game ends with its result token (1-0, 0-1, 1/2-1/2, *) or where the tags of
// the next one begin after its moves; comments ({...}, ; to the end of the
// line, % lines) are skipped whole, so a '[' or a result inside one ends
// nothing. Text with neither tags nor moves (blank lines, a comment alone) is
// no game. The games come one at a time, so a long file is cut as it is read.
class PgnSplitter {
public:
    struct Piece {
        std::string_view text;
        int line = 1; // the file's line where the piece begins
    };

    explicit PgnSplitter(std::string_view text)
        : m_text(text) {}

    // The next game's text; none at the end of the file.
    [[nodiscard]] std::optional<Piece> next();
    // How much of the text has been cut, in bytes.
    [[nodiscard]] std::size_t position() const { return m_pos; }

private:
    void advance();
    void skipLine();
    void skipComment();

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
};

} // namespace ataxx

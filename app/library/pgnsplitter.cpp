#include "library/pgnsplitter.h"

namespace ataxx {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool endsToken(char c) {
    return isSpace(c) || c == '[' || c == ']' || c == '{' || c == '}' || c == '(' || c == ')' ||
           c == ';';
}

bool isResult(std::string_view token) {
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

} // namespace

void PgnSplitter::advance() {
    if (m_text[m_pos] == '\n') ++m_line;
    ++m_pos;
}

void PgnSplitter::skipLine() {
    while (m_pos < m_text.size() && m_text[m_pos] != '\n') ++m_pos;
}

void PgnSplitter::skipComment() {
    while (m_pos < m_text.size() && m_text[m_pos] != '}') advance();
    if (m_pos < m_text.size()) ++m_pos;
}

std::optional<PgnSplitter::Piece> PgnSplitter::next() {
    // Blank lines and comments before a game belong to no game.
    std::size_t begin = m_pos;
    int beginLine = m_line;
    bool content = false; // a tag or a token seen
    bool moves = false;   // a token of movetext seen
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (isSpace(c)) {
            advance();
        } else if (c == '%' && (m_pos == 0 || m_text[m_pos - 1] == '\n')) {
            skipLine();
        } else if (c == ';') {
            skipLine();
        } else if (c == '{') {
            skipComment();
        } else if (c == '[') {
            // The tags of the next game, once this one has moves.
            if (moves) break;
            if (!content) {
                begin = m_pos;
                beginLine = m_line;
            }
            content = true;
            while (m_pos < m_text.size() && m_text[m_pos] != ']' && m_text[m_pos] != '\n')
                advance();
            if (m_pos < m_text.size() && m_text[m_pos] == ']') ++m_pos;
        } else {
            const std::size_t token = m_pos;
            if (!content) {
                begin = m_pos;
                beginLine = m_line;
            }
            content = true;
            moves = true;
            if (endsToken(c)) {
                advance();
                continue;
            }
            while (m_pos < m_text.size() && !endsToken(m_text[m_pos])) ++m_pos;
            if (isResult(m_text.substr(token, m_pos - token))) break;
        }
    }
    if (!content) return std::nullopt;
    return Piece{m_text.substr(begin, m_pos - begin), beginLine};
}

} // namespace ataxx

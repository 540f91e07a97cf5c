#include "pgn.h"

#include "fen.h"
#include "notation.h"
#include "readnumber.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>

namespace ataxx {

std::string PgnGame::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return {};
}

void PgnGame::set_tag(std::string_view name, std::string value) {
    for (auto& [key, old] : tags) {
        if (key == name) {
            old = std::move(value);
            return;
        }
    }
    tags.emplace_back(std::string(name), std::move(value));
}

namespace {

constexpr std::string_view roster[] = {"Event", "Site",  "Date",  "Round",
                                       "Black", "White", "Result"};
constexpr std::string_view roster_defaults[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};
// Tags the writer derives from the record rather than copying.
constexpr std::string_view derived_tags[] = {"Result",    "FEN",        "SetUp",
                                             "StuckRule", "Repetition", "HalfmoveLimit"};

bool is_result_token(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

Outcome outcome_from_string(std::string_view t) {
    if (t == "1-0") return Outcome::XWins;
    if (t == "0-1") return Outcome::OWins;
    if (t == "1/2-1/2") return Outcome::Draw;
    return Outcome::None;
}

// Reads PGN text game by game; see read_pgn.
class PgnReader {
public:
    explicit PgnReader(std::string_view text)
        : m_text(text) {}

    Expected<std::vector<PgnGame>> read() {
        while (!m_error) {
            skip_space();
            if (m_pos >= m_text.size()) break;
            const char c = m_text[m_pos];
            if (c == '%' && (m_pos == 0 || m_text[m_pos - 1] == '\n'))
                skip_line();
            else if (c == '[')
                read_tag();
            else if (c == '{')
                read_comment();
            else if (c == ';')
                skip_line();
            else if (c == '(')
                open_variation();
            else if (c == ')')
                close_variation();
            else if (c == '$')
                read_nag();
            else
                read_token();
        }
        if (!m_error && (m_game || !m_current.tags.empty())) finish_game("");
        if (m_error) return Expected<std::vector<PgnGame>>::failure(std::move(*m_error));
        if (m_games.empty())
            return Expected<std::vector<PgnGame>>::failure(
                Message(ATAXX_MESSAGE("ataxx::pgn", "the file holds no game")));
        return std::move(m_games);
    }

private:
    void fail(Message message) {
        if (m_error) return;
        m_error = Message(
            ATAXX_MESSAGE("ataxx::pgn", "game %1, line %2: %3"),
            {std::to_string(m_games.size() + 1), std::to_string(m_line), std::move(message)});
    }

    void advance() {
        if (m_text[m_pos] == '\n') ++m_line;
        ++m_pos;
    }

    void skip_space() {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            advance();
    }

    void skip_line() {
        while (m_pos < m_text.size() && m_text[m_pos] != '\n') ++m_pos;
    }

    void skip_comment() {
        const int opened = m_line;
        while (m_pos < m_text.size() && m_text[m_pos] != '}') advance();
        if (m_pos >= m_text.size()) {
            m_line = opened;
            fail(Message(ATAXX_MESSAGE("ataxx::pgn", "the comment opened here is never closed")));
            return;
        }
        ++m_pos;
    }

    // "(" begins a variation: moves played instead of the last one, read until
    // its ")" and kept in the game's tree.
    void open_variation() {
        if (!m_game || m_game->ply() == 0) {
            ++m_pos;
            return fail(Message(ATAXX_MESSAGE("ataxx::pgn", "a variation must follow a move")));
        }
        // Deeper is no game a person wrote, and the writer and the move list
        // walk variations by recursion.
        if (m_variations.size() >= max_nesting) {
            ++m_pos;
            return fail(Message(ATAXX_MESSAGE("ataxx::pgn", "variations nested more than %1 deep"),
                                {std::to_string(max_nesting)}));
        }
        m_variations.push_back({m_game->current_node(), m_line});
        m_game->go_to_node(m_game->parent(m_game->current_node()));
        ++m_pos;
    }

    void close_variation() {
        ++m_pos;
        if (m_variations.empty())
            return fail(Message(ATAXX_MESSAGE("ataxx::pgn", "a ')' closes no variation")));
        m_game->go_to_node(m_variations.back().resume);
        m_variations.pop_back();
    }

    // The move the next NAG or comment belongs to: the last one played in the
    // game or variation being read, or -1 before its first move.
    [[nodiscard]] int last_move() const { return m_game ? m_game->ply() - 1 : -1; }

    // A {comment} after a move is kept as its note's comment, its spacing
    // made plain (lines joined, runs of spaces as one); one anywhere else is skipped.
    void read_comment() {
        const std::size_t begin = m_pos + 1;
        skip_comment();
        if (m_error) return;
        const int index = last_move();
        if (index < 0) return;
        std::string words;
        std::size_t i = begin;
        const std::size_t end = m_pos - 1;
        while (i < end) {
            while (i < end && is_space(m_text[i])) ++i;
            const std::size_t word = i;
            while (i < end && !is_space(m_text[i])) ++i;
            if (i == word) break;
            if (!words.empty()) words += ' ';
            words.append(m_text.substr(word, i - word));
        }
        if (words.empty()) return;
        MoveNote note = m_game->note_at(index);
        if (!note.comment.empty()) note.comment += ' ';
        note.comment += words;
        m_game->set_note(index, std::move(note));
    }

    // $1 to $255 after a move is kept as its note's glyph (the first one, when
    // a move has several); a NAG without a number or out of range, or with no
    // move before it, is skipped.
    void read_nag() {
        ++m_pos;
        int value = 0;
        bool digits = false;
        while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') {
            if (value <= 255) value = value * 10 + (m_text[m_pos] - '0');
            digits = true;
            ++m_pos;
        }
        if (digits) keep_nag(value);
    }

    void keep_nag(int value) {
        const int index = last_move();
        if (index < 0 || value < 1 || value > 255 || m_game->note_at(index).nag != 0) return;
        MoveNote note = m_game->note_at(index);
        note.nag = value;
        m_game->set_note(index, std::move(note));
    }

    static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

    // "unexpected ']'", or "unexpected byte 0x9c" for a byte of no character.
    static Message unexpected(std::string_view from) {
        return Message(ATAXX_MESSAGE("ataxx::pgn", "unexpected %1"), {first_character(from)});
    }

    // [Name "value"]
    void read_tag() {
        if (m_game) finish_game("");
        const Message malformed(
            ATAXX_MESSAGE("ataxx::pgn", "a tag must look like [Name \"value\"]"));
        ++m_pos;
        skip_space();
        const std::size_t name_begin = m_pos;
        while (m_pos < m_text.size() &&
               (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
            ++m_pos;
        const std::string name(m_text.substr(name_begin, m_pos - name_begin));
        skip_space();
        if (name.empty() || m_pos >= m_text.size() || m_text[m_pos] != '"') return fail(malformed);
        ++m_pos;
        std::string value;
        while (m_pos < m_text.size() && m_text[m_pos] != '"' && m_text[m_pos] != '\n') {
            if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size()) ++m_pos;
            value += m_text[m_pos] == '\n' ? ' ' : m_text[m_pos];
            advance();
        }
        if (m_pos >= m_text.size() || m_text[m_pos] != '"') return fail(malformed);
        ++m_pos;
        skip_space();
        if (m_pos >= m_text.size() || m_text[m_pos] != ']') return fail(malformed);
        ++m_pos;
        m_current.set_tag(name, std::move(value));
    }

    void read_token() {
        const std::size_t begin = m_pos;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '[' || c == ']' ||
                c == '{' || c == '}' || c == '(' || c == ')' || c == ';')
                break;
            ++m_pos;
        }
        std::string_view token = m_text.substr(begin, m_pos - begin);
        if (token.empty()) {
            // A lone ']' or '}'.
            ++m_pos;
            return fail(unexpected(m_text.substr(begin)));
        }
        // A byte that is no character of a move: named, not quoted.
        for (std::size_t i = 0; i < token.size(); ++i)
            if (static_cast<unsigned char>(token[i]) < 0x20 ||
                static_cast<unsigned char>(token[i]) >= 0x7f)
                return fail(unexpected(token.substr(i)));
        if (is_result_token(token)) return finish_game(token);

        // A move number ("12." or "12..."), possibly glued to its move ("12.c6").
        std::size_t digits = 0;
        while (digits < token.size() && token[digits] >= '0' && token[digits] <= '9') ++digits;
        std::size_t dots = digits;
        while (dots < token.size() && token[dots] == '.') ++dots;
        if (dots > digits) {
            token.remove_prefix(dots);
            if (token.empty()) return;
        }
        // Annotations glued to the move: check signs are dropped, the
        // traditional marks become their NAGs ("?!" is $6, "??" $4, ...).
        while (!token.empty() && (token.back() == '+' || token.back() == '#'))
            token.remove_suffix(1);
        std::size_t marks = 0;
        while (marks < token.size() &&
               (token[token.size() - 1 - marks] == '!' || token[token.size() - 1 - marks] == '?'))
            ++marks;
        const std::string_view glyph = token.substr(token.size() - marks);
        token.remove_suffix(marks);
        while (!token.empty() && (token.back() == '+' || token.back() == '#'))
            token.remove_suffix(1);
        if (token.empty()) return;

        if (!start_game()) return;
        const auto move = read_move(m_game->position(), token);
        if (!move) return fail(move.message());
        if (!m_game->play(*move))
            return fail(
                Message(ATAXX_MESSAGE("ataxx::pgn", "move %1 comes after the end of the game"),
                        {excerpt(token)}));
        constexpr std::string_view glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
        for (int i = 0; i < 6; ++i)
            if (glyph == glyphs[i]) keep_nag(i + 1);
    }

    // Builds the game from the tags read so far, once, when its movetext begins.
    bool start_game() {
        if (m_game) return true;
        Rules rules;
        const std::string stuck = m_current.tag("StuckRule");
        if (stuck == "end")
            rules.stuck = StuckRule::End;
        else if (stuck == "fill")
            rules.stuck = StuckRule::Fill;
        else if (!stuck.empty() && stuck != "pass")
            return fail(Message(
                       ATAXX_MESSAGE("ataxx::pgn", "[StuckRule %1] must be pass, end or fill"),
                       {excerpt(stuck)})),
                   false;
        const std::string limit = m_current.tag("HalfmoveLimit");
        if (limit == "none") {
            rules.halfmove_limit = 0;
        } else if (!limit.empty()) {
            int value = 0;
            if (!read_number(limit, 1, 65535, value))
                return fail(Message(ATAXX_MESSAGE("ataxx::pgn",
                                                  "[HalfmoveLimit %1] must be a number or none"),
                                    {excerpt(limit)})),
                       false;
            rules.halfmove_limit = static_cast<std::uint16_t>(value);
        }
        const std::string repetition = m_current.tag("Repetition");
        if (repetition == "threefold")
            rules.threefold_repetition = true;
        else if (!repetition.empty() && repetition != "off")
            return fail(Message(
                       ATAXX_MESSAGE("ataxx::pgn", "[Repetition %1] must be threefold or off"),
                       {excerpt(repetition)})),
                   false;

        const std::string fen = m_current.tag("FEN");
        if (fen.empty()) {
            m_game.emplace(Position::start(Geometry::classic(), rules));
            return true;
        }
        const auto start = read_fen(fen, rules);
        if (!start)
            return fail(Message(ATAXX_MESSAGE("ataxx::pgn", "[FEN %1]: %2"),
                                {excerpt(fen, 40), start.message()})),
                   false;
        m_game.emplace(*start);
        return true;
    }

    void finish_game(std::string_view result_token) {
        if (!m_variations.empty()) {
            m_line = m_variations.back().line;
            return fail(
                Message(ATAXX_MESSAGE("ataxx::pgn", "the variation opened here is never closed")));
        }
        if (!start_game()) return;
        Game game = std::move(*m_game);
        m_game.reset();
        game.go_to_node(game.main_line_end());
        std::string stated(result_token);
        if (stated.empty()) stated = m_current.tag("Result");
        const Outcome outcome = outcome_from_string(stated);
        if (!game.result().over() && outcome != Outcome::None) {
            std::string why = m_current.tag("Termination");
            if (why.empty()) why = m_current.tag("Adjudicated");
            if (why.empty()) why = "result given in the game file";
            game.declare_result(outcome, why);
        }
        m_current.game = std::move(game);
        m_games.push_back(std::move(m_current));
        m_current = PgnGame{};
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::optional<Message> m_error;
    std::vector<PgnGame> m_games;
    PgnGame m_current;
    std::optional<Game> m_game;
    // The variations open at this point of the movetext, innermost last: where
    // the line goes on after each one's ")" and the line of its "(".
    struct OpenVariation {
        NodeId resume;
        int line;
    };
    std::vector<OpenVariation> m_variations;
    static constexpr std::size_t max_nesting = 1000;
};

std::string escaped(const std::string& value) {
    std::string out;
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c == '\n' ? ' ' : c;
    }
    return out;
}

// Writes a game's movetext, wrapped before 80 columns: the main line, each move
// followed by its note, and after a move the variations that could have been
// played instead, in brackets, nested as deep as they go, as chess tools write
// them ("3. a1b3 (3. g7 f6 (3... e5)) 3... c5").
class MovetextWriter {
public:
    explicit MovetextWriter(const Game& game)
        : m_game(game)
        , m_geometry(game.start_position().geometry()) {}

    // The moves from `node` on, by first moves; `numbered` puts the move number
    // before the first one even when White is to move.
    void moves_from(NodeId node, bool numbered) {
        while (!m_game.children(node).empty()) {
            const auto& next = m_game.children(node);
            move(next.front(), numbered);
            for (std::size_t i = 1; i < next.size(); ++i) {
                m_open += '(';
                move(next[i], true);
                moves_from(next[i], false);
                close();
            }
            numbered = next.size() > 1;
            node = next.front();
        }
    }

    void word(const std::string& w) {
        std::string glued = m_open;
        m_open.clear();
        glued += w;
        if (!m_line.empty() && m_line.size() + 1 + glued.size() > 79) {
            m_out += m_line + '\n';
            m_line.clear();
        }
        if (!m_line.empty()) m_line += ' ';
        m_line += glued;
    }

    [[nodiscard]] std::string text() const { return m_out + m_line + '\n'; }

private:
    // A bracket closes on the last word's line, or alone at the start of the
    // next when that line is full.
    void close() {
        if (m_line.size() + 1 > 79) {
            m_out += m_line + '\n';
            m_line.clear();
        }
        m_line += ')';
    }

    void move(NodeId node, bool numbered) {
        const Position& before = m_game.position_of(m_game.parent(node));
        const std::string number = std::to_string(before.fullmove_number());
        if (before.side_to_move() == Side::X)
            word(number + ".");
        else if (numbered)
            word(number + "...");
        word(move_to_string(m_geometry, m_game.move_of(node)));
        note(m_game.note_of(node));
    }

    void note(const MoveNote& note) {
        if (note.nag >= 1 && note.nag <= 255) {
            std::string nag(1, '$');
            nag += std::to_string(note.nag);
            word(nag);
        }
        // The comment word by word, so that it wraps like the rest; a '}' in
        // it would end it early and is left out.
        std::vector<std::string> words;
        std::string current;
        for (const char c : note.comment) {
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                if (!current.empty()) words.push_back(std::exchange(current, std::string()));
            } else if (c != '}') {
                current += c;
            }
        }
        if (!current.empty()) words.push_back(current);
        if (words.empty()) return;
        words.front().insert(0, 1, '{');
        words.back() += '}';
        for (const std::string& w : words) word(w);
    }

    const Game& m_game;
    const Geometry& m_geometry;
    std::string m_out;
    std::string m_line;
    std::string m_open; // brackets that open before the next word
};

} // namespace

Expected<std::vector<PgnGame>> read_pgn(std::string_view text) {
    return PgnReader(text).read();
}

std::string write_pgn(const PgnGame& pgn) {
    const Game& game = pgn.game;
    const GameResult result = game.final_result();
    const Position& start = game.start_position();
    const Rules& rules = start.rules();

    std::string out;
    auto tag = [&out](std::string_view name, const std::string& value) {
        out += '[';
        out += name;
        out += " \"" + escaped(value) + "\"]\n";
    };
    for (std::size_t i = 0; i < std::size(roster); ++i) {
        if (roster[i] == "Result") {
            tag("Result", outcome_string(result.outcome));
            continue;
        }
        const std::string value = pgn.tag(roster[i]);
        tag(roster[i], value.empty() ? std::string(roster_defaults[i]) : value);
    }
    const std::string fen = write_fen(start);
    if (fen != start_fen) {
        tag("FEN", fen);
        tag("SetUp", "1");
    }
    if (rules.stuck != StuckRule::Pass)
        tag("StuckRule", rules.stuck == StuckRule::End ? "end" : "fill");
    if (rules.halfmove_limit != Rules::default_halfmove_limit)
        tag("HalfmoveLimit",
            rules.halfmove_limit == 0 ? "none" : std::to_string(rules.halfmove_limit));
    if (rules.threefold_repetition) tag("Repetition", "threefold");
    // A declared result says why in Termination; otherwise the file's own is kept.
    const bool declared = result.reason == EndReason::Declared && !game.declared_reason().empty();
    if (declared) tag("Termination", game.declared_reason());
    for (const auto& [name, value] : pgn.tags) {
        const auto is = [&name](std::string_view n) { return n == name; };
        if (declared && name == "Termination") continue;
        if (std::any_of(std::begin(roster), std::end(roster), is) ||
            std::any_of(std::begin(derived_tags), std::end(derived_tags), is))
            continue;
        tag(name, value);
    }
    out += '\n';

    MovetextWriter movetext(game);
    movetext.moves_from(Game::root, true);
    movetext.word(outcome_string(result.outcome));
    return out + movetext.text();
}

} // namespace ataxx

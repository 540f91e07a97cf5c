#include "puzzle/puzzlefile.h"

#include "fen.h"
#include "notation.h"
#include "readnumber.h"
#include "search/searchtypes.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace ataxx {

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

// The words of a value, split at white space.
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && is_space(text[at])) ++at;
        const std::size_t begin = at;
        while (at < text.size() && !is_space(text[at])) ++at;
        if (at > begin) out.push_back(text.substr(begin, at - begin));
    }
    return out;
}

bool all_digits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out + '"';
}

// A field as it was written: its name and its value, white space trimmed.
struct Field {
    std::string name;
    std::string value;
};

// Splits the fields after the position string. A ';' inside a quoted string
// does not end a field.
Expected<std::vector<Field>> split_fields(std::string_view text) {
    std::vector<Field> fields;
    std::size_t at = 0;
    while (true) {
        while (at < text.size() && is_space(text[at])) ++at;
        if (at == text.size()) break;
        const std::size_t name_begin = at;
        const auto name_char = [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                   c == '_';
        };
        while (at < text.size() && name_char(text[at])) ++at;
        if (at == name_begin || !(text[name_begin] < '0' || text[name_begin] > '9'))
            return Expected<std::vector<Field>>::failure(
                "'" + std::string(words(text.substr(name_begin)).front()) +
                "' is not a field name (a word such as bm, then its value, then ';')");
        Field field;
        field.name = std::string(text.substr(name_begin, at - name_begin));
        const std::size_t value_begin = at;
        bool in_quotes = false;
        while (at < text.size() && (in_quotes || text[at] != ';')) {
            if (in_quotes && text[at] == '\\' && at + 1 < text.size())
                ++at;
            else if (text[at] == '"')
                in_quotes = !in_quotes;
            ++at;
        }
        if (in_quotes)
            return Expected<std::vector<Field>>::failure(field.name + ": the quote is not closed");
        if (at == text.size())
            return Expected<std::vector<Field>>::failure(field.name + ": no ';' ends the field");
        field.value = std::string(trimmed(text.substr(value_begin, at - value_begin)));
        ++at;
        fields.push_back(std::move(field));
    }
    return fields;
}

// A quoted string's text, escapes undone; a value without quotes as it is.
Expected<std::string> unquoted(std::string_view value) {
    if (value.empty() || value.front() != '"') return std::string(value);
    if (value.size() < 2 || value.back() != '"')
        return Expected<std::string>::failure("text after the closing quote");
    std::string out;
    for (std::size_t i = 1; i + 1 < value.size(); ++i) {
        if (value[i] == '\\' && i + 2 < value.size())
            ++i;
        else if (value[i] == '"')
            return Expected<std::string>::failure("text after the closing quote");
        out += value[i];
    }
    return out;
}

// The fields of a puzzle's source, by name.
template <class Source>
auto source_fields(Source& source) {
    return std::array{std::pair{std::string_view("game_black"), &source.black},
                      std::pair{std::string_view("game_white"), &source.white},
                      std::pair{std::string_view("game_event"), &source.event},
                      std::pair{std::string_view("game_date"), &source.date}};
}

std::string* source_field(PuzzleSource& source, std::string_view name) {
    for (const auto& [field, part] : source_fields(source))
        if (field == name) return part;
    return nullptr;
}

constexpr int most = std::numeric_limits<int>::max();

// A line of moves played one after another from `from`, space-separated.
std::string moves_text(Position from, const std::vector<Move>& line) {
    std::string text;
    for (const Move move : line) {
        if (!text.empty()) text += ' ';
        text += move_to_string(from.geometry(), move);
        from = from.after(move);
    }
    return text;
}

// Reads the moves of `text` one after another from `from`; an error names
// the field.
Expected<std::vector<Move>> read_line(std::string_view name, Position from, std::string_view text) {
    using Result = Expected<std::vector<Move>>;
    std::vector<Move> line;
    for (const std::string_view word : words(text)) {
        const auto move = read_move(from, word);
        if (!move) return Result::failure(std::string(name) + ": " + move.error());
        line.push_back(*move);
        from = from.after(*move);
    }
    if (line.empty()) return Result::failure(std::string(name) + ": no move is given");
    return line;
}

// Step 1 of read_puzzle. The position string at the start of the line: its
// rows and side, then the clocks when given; `at` is left after it.
Expected<std::string> position_string(std::string_view line, std::size_t& at) {
    std::string fen;
    for (int token = 0; token < 4; ++token) {
        std::size_t begin = at;
        while (begin < line.size() && is_space(line[begin])) ++begin;
        std::size_t end = begin;
        while (end < line.size() && !is_space(line[end])) ++end;
        const std::string_view word = line.substr(begin, end - begin);
        if (token >= 2 && !all_digits(word)) break;
        if (word.empty())
            return Expected<std::string>::failure("the line has no position and side to move");
        if (!fen.empty()) fen += ' ';
        fen += word;
        at = end;
    }
    return fen;
}

// Step 2 of read_puzzle. The rules among the fields, which the position
// needs; each field given once.
Expected<Rules> rules_of(const std::vector<Field>& fields) {
    using Result = Expected<Rules>;
    Rules rules;
    std::vector<std::string> seen;
    for (const Field& field : fields) {
        if (std::find(seen.begin(), seen.end(), field.name) != seen.end())
            return Result::failure(field.name + ": given twice");
        seen.push_back(field.name);
        if (field.name == "stuck") {
            if (field.value == "pass")
                rules.stuck = StuckRule::Pass;
            else if (field.value == "end")
                rules.stuck = StuckRule::End;
            else if (field.value == "fill")
                rules.stuck = StuckRule::Fill;
            else
                return Result::failure("stuck: '" + field.value + "' is not pass, end or fill");
        } else if (field.name == "halfmove_limit") {
            int limit = 0;
            if (field.value != "none" && !read_number(field.value, 1, 65535, limit))
                return Result::failure("halfmove_limit: '" + field.value +
                                       "' is not a number from 1 to 65535 or none");
            rules.halfmove_limit = static_cast<std::uint16_t>(limit);
        } else if (field.name == "repetition") {
            if (field.value != "threefold" && field.value != "off")
                return Result::failure("repetition: '" + field.value + "' is not threefold or off");
            rules.threefold_repetition = field.value == "threefold";
        }
    }
    return rules;
}

// A field's number from `low` to `high` into `out`; the message when it is not.
std::string read_field_number(const Field& field, int low, int high, int& out) {
    if (read_number(field.value, low, high, out)) return {};
    return field.name + ": '" + field.value + "' is not a number from " + std::to_string(low) +
           " to " + (high == most ? std::string("any") : std::to_string(high));
}

// A field of the puzzle's record: its box, due day, counts and history. The
// message when its value is wrong; nothing when it is no such field.
std::optional<std::string> read_record_field(const Field& field, PuzzleRecord& record) {
    const std::string& name = field.name;
    if (name == "box") return read_field_number(field, 1, puzzle_boxes, record.box);
    if (name == "tried") return read_field_number(field, 0, most, record.tried);
    if (name == "solved") return read_field_number(field, 0, most, record.solved);
    if (name == "due") {
        const auto day = read_day(field.value);
        if (!day) return "due: '" + field.value + "' is not a date (2026-11-30)";
        record.due = *day;
        return std::string();
    }
    if (name == "history") {
        for (std::string_view word : words(field.value)) {
            const char mark = word.back();
            const auto day = read_day(word.substr(0, word.size() - 1));
            if ((mark != '+' && mark != '-') || !day)
                return "history: '" + std::string(word) +
                       "' is not a date with + or - (2026-11-30+)";
            record.tries.push_back({*day, mark == '+'});
        }
        return std::string();
    }
    return std::nullopt;
}

// Step 3 of read_puzzle. One of the other fields, read in the puzzle's
// position: the message when it is wrong, empty otherwise. `am_pv` is only
// kept in `played_line`, to be read after the move played.
std::string read_field(const Field& field, Puzzle& puzzle, const std::string*& played_line) {
    const std::string& name = field.name;
    if (name == "bm") {
        for (const std::string_view word : words(field.value)) {
            const auto move = read_move(puzzle.position, word);
            if (!move) return "bm: " + move.error();
            if (!is_right(puzzle, *move)) puzzle.right.push_back(*move);
        }
        if (puzzle.right.empty()) return "bm: no move is given";
    } else if (name == "pv") {
        auto moves = read_line(name, puzzle.position, field.value);
        if (!moves) return moves.error();
        puzzle.line = std::move(moves).value();
    } else if (name == "am_pv") {
        played_line = &field.value;
    } else if (name == "am_ce") {
        return read_field_number(field, -score_infinite, score_infinite, puzzle.played_score);
    } else if (name == "am") {
        const auto move = read_move(puzzle.position, field.value);
        if (!move) return "am: " + move.error();
        puzzle.played = *move;
    } else if (name == "loss") {
        return read_field_number(field, 0, most, puzzle.loss);
    } else if (name == "ce") {
        return read_field_number(field, -score_infinite, score_infinite, puzzle.best_score);
    } else if (name == "acd") {
        return read_field_number(field, 0, score_max_plies, puzzle.depth);
    } else if (name == "id") {
        const auto text = unquoted(field.value);
        if (!text) return "id: " + text.error();
        puzzle.id = *text;
    } else if (const auto part = source_field(puzzle.source, name)) {
        const auto text = unquoted(field.value);
        if (!text) return name + ": " + text.error();
        *part = *text;
    } else if (const auto error = read_record_field(field, puzzle.record)) {
        return *error;
    } else if (name != "stuck" && name != "halfmove_limit" && name != "repetition") {
        puzzle.other_fields.emplace_back(name, field.value);
    }
    return {};
}

// Step 4 of read_puzzle. What must hold across fields, and the line after
// the move played (am_pv): the message when something does not.
std::string check_across_fields(Puzzle& puzzle, const std::string* played_line) {
    if (puzzle.right.empty()) return "bm: the right moves are missing";
    if (!puzzle.played.is_none() && is_right(puzzle, puzzle.played))
        return "am: " + move_to_string(puzzle.position.geometry(), puzzle.played) +
               " is also among the right moves (bm)";
    if (played_line) {
        if (puzzle.played.is_none()) return "am_pv: the move played (am) is missing";
        auto moves = read_line("am_pv", puzzle.position.after(puzzle.played), *played_line);
        if (!moves) return moves.error();
        puzzle.played_line = std::move(moves).value();
    }
    if (!puzzle.line.empty() && !is_right(puzzle, puzzle.line.front()))
        return "pv: " + move_to_string(puzzle.position.geometry(), puzzle.line.front()) +
               " is not among the right moves (bm)";
    if (puzzle.record.solved > puzzle.record.tried)
        return "solved: " + std::to_string(puzzle.record.solved) + " is more than tried (" +
               std::to_string(puzzle.record.tried) + ")";
    return {};
}

} // namespace

std::string write_puzzle(const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.position.geometry();
    std::string line = write_fen(puzzle.position);
    const auto field = [&](std::string_view name, const std::string& value) {
        line += ' ';
        line += name;
        line += ' ';
        line += value;
        line += ';';
    };
    std::string right;
    for (const Move move : puzzle.right) {
        if (!right.empty()) right += ' ';
        right += move_to_string(geometry, move);
    }
    field("bm", right);
    if (!puzzle.played.is_none()) field("am", move_to_string(geometry, puzzle.played));
    field("loss", std::to_string(puzzle.loss));
    field("ce", std::to_string(puzzle.best_score));
    field("acd", std::to_string(puzzle.depth));
    if (!puzzle.line.empty()) field("pv", moves_text(puzzle.position, puzzle.line));
    if (!puzzle.played.is_none()) {
        field("am_ce", std::to_string(puzzle.played_score));
        if (!puzzle.played_line.empty())
            field("am_pv", moves_text(puzzle.position.after(puzzle.played), puzzle.played_line));
    }
    field("id", quoted(puzzle.id));
    for (const auto& [name, part] : source_fields(puzzle.source))
        if (!part->empty()) field(name, quoted(*part));
    const PuzzleRecord& record = puzzle.record;
    field("box", std::to_string(record.box));
    field("due", day_text(record.due));
    field("tried", std::to_string(record.tried));
    field("solved", std::to_string(record.solved));
    if (!record.tries.empty()) {
        std::string history;
        for (const PuzzleTry& attempt : record.tries) {
            if (!history.empty()) history += ' ';
            history += day_text(attempt.day);
            history += attempt.solved ? '+' : '-';
        }
        field("history", history);
    }
    const Rules& rules = puzzle.position.rules();
    if (rules.stuck != StuckRule::Pass)
        field("stuck", rules.stuck == StuckRule::End ? "end" : "fill");
    if (rules.halfmove_limit != Rules::default_halfmove_limit)
        field("halfmove_limit",
              rules.halfmove_limit == 0 ? "none" : std::to_string(rules.halfmove_limit));
    if (rules.threefold_repetition) field("repetition", "threefold");
    for (const auto& [name, value] : puzzle.other_fields) field(name, value);
    return line;
}

std::string write_puzzles(const std::vector<Puzzle>& puzzles) {
    std::string text;
    for (const Puzzle& puzzle : puzzles) text += write_puzzle(puzzle) + '\n';
    return text;
}

Expected<Puzzle> read_puzzle(std::string_view line) {
    using Result = Expected<Puzzle>;
    line = trimmed(line);
    std::size_t at = 0;
    const auto fen = position_string(line, at);
    if (!fen) return Result::failure(fen.error());
    const auto fields = split_fields(line.substr(at));
    if (!fields) return Result::failure(fields.error());
    const auto rules = rules_of(*fields);
    if (!rules) return Result::failure(rules.error());
    const auto position = read_fen(*fen, *rules);
    if (!position) return Result::failure("position: " + position.error());
    Puzzle puzzle;
    puzzle.position = *position;
    const std::string* played_line = nullptr;
    for (const Field& field : *fields)
        if (std::string error = read_field(field, puzzle, played_line); !error.empty())
            return Result::failure(std::move(error));
    if (std::string error = check_across_fields(puzzle, played_line); !error.empty())
        return Result::failure(std::move(error));
    return puzzle;
}

PuzzleFile read_puzzles(std::string_view text) {
    PuzzleFile file;
    int number = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = trimmed(text.substr(at, end - at));
        at = end + 1;
        ++number;
        if (line.empty() || line.front() == '#') continue;
        auto puzzle = read_puzzle(line);
        if (puzzle)
            file.puzzles.push_back(std::move(puzzle).value());
        else
            file.problems.push_back({number, puzzle.error()});
    }
    return file;
}

std::string problem_text(const PuzzleFileProblem& problem) {
    return "line " + std::to_string(problem.line) + ": " + problem.message;
}

} // namespace ataxx

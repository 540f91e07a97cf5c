#include "fen.h"

#include "readnumber.h"

#include <charconv>
#include <vector>

namespace ataxx {

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::vector<std::string_view> split_fields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        const std::size_t begin = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        if (i > begin) fields.push_back(text.substr(begin, i - begin));
    }
    return fields;
}

// One row of the FEN: its cells as characters ('x', 'o', '-', '.').
struct Row {
    std::string cells;
};

// Step 1 of read_fen. The rows of the board field: cells and run lengths,
// each row checked as it is read. `offset` is the field's place in the FEN
// (for the columns the messages name).
Expected<std::vector<Row>> read_rows(std::string_view board, std::size_t offset) {
    using Result = Expected<std::vector<Row>>;
    std::vector<Row> rows(1);
    constexpr int max_rows = 2 * Geometry::max_hex_side - 1;
    for (std::size_t i = 0; i < board.size(); ++i) {
        const char c = board[i];
        const std::size_t column = offset + i + 1;
        if (c == '/') {
            if (rows.back().cells.empty())
                return Result::failure(Message(ATAXX_MESSAGE("ataxx::fen", "row %1 is empty"),
                                               {std::to_string(rows.size())}));
            if (static_cast<int>(rows.size()) == max_rows)
                return Result::failure(
                    Message(ATAXX_MESSAGE("ataxx::fen", "the board has more than %1 rows"),
                            {std::to_string(max_rows)}));
            rows.emplace_back();
            continue;
        }
        std::string& cells = rows.back().cells;
        if (c == 'x' || c == 'o' || c == '-') {
            cells += c;
        } else if (c >= '1' && c <= '9') {
            int run = c - '0';
            if (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9') {
                run = run * 10 + (board[++i] - '0');
                if (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9')
                    return Result::failure(Message(
                        ATAXX_MESSAGE("ataxx::fen", "number at column %1 is too large for a row"),
                        {std::to_string(column)}));
            }
            cells.append(static_cast<std::size_t>(run), '.');
        } else {
            return Result::failure(
                Message(ATAXX_MESSAGE("ataxx::fen", "unknown character %1 at column %2 (row %3)"),
                        {first_character(board.substr(i)), std::to_string(column),
                         std::to_string(rows.size())}));
        }
        if (cells.size() > static_cast<std::size_t>(Geometry::max_rect_side) &&
            cells.size() > static_cast<std::size_t>(2 * Geometry::max_hex_side - 1))
            return Result::failure(Message(
                ATAXX_MESSAGE("ataxx::fen", "row %1 has more than %2 cells"),
                {std::to_string(rows.size()), std::to_string(2 * Geometry::max_hex_side - 1)}));
    }
    if (rows.back().cells.empty())
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::fen", "row %1 is empty"), {std::to_string(rows.size())}));
    return rows;
}

// A hexagon of side `side`: 2N-1 rows growing from N cells by one a row,
// then shrinking.
Expected<const Geometry*> hexagon_of(const std::vector<Row>& rows, int side) {
    using Result = Expected<const Geometry*>;
    const int row_count = static_cast<int>(rows.size());
    if (row_count != 2 * side - 1)
        return Result::failure(Message(
            ATAXX_MESSAGE("ataxx::fen", "a hexagon of side %1 has %2 rows, not %3"),
            {std::to_string(side), std::to_string(2 * side - 1), std::to_string(row_count)}));
    for (int r = 0; r < row_count; ++r) {
        const int expected = 2 * side - 1 - std::abs(r - (side - 1));
        const int got = static_cast<int>(rows[r].cells.size());
        if (got != expected)
            return Result::failure(
                Message(ATAXX_MESSAGE("ataxx::fen",
                                      "row %1 has %2 cells where %3 were expected (a hexagon of "
                                      "side %4)"),
                        {std::to_string(r + 1), std::to_string(got), std::to_string(expected),
                         std::to_string(side)}));
    }
    const Geometry* geometry = Geometry::hexagon(side);
    if (!geometry)
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::fen", "a hexagon must be %1 to %2 cells a side, not %3"),
                    {std::to_string(Geometry::min_hex_side), std::to_string(Geometry::max_hex_side),
                     std::to_string(side)}));
    return geometry;
}

// A rectangle, whose width is what most rows have, so that the odd row out
// is the one named.
Expected<const Geometry*> rectangle_of(const std::vector<Row>& rows) {
    using Result = Expected<const Geometry*>;
    const int row_count = static_cast<int>(rows.size());
    int width = static_cast<int>(rows[0].cells.size());
    int best = 0;
    for (const Row& candidate : rows) {
        int same = 0;
        for (const Row& row : rows) same += row.cells.size() == candidate.cells.size();
        if (same > best) {
            best = same;
            width = static_cast<int>(candidate.cells.size());
        }
    }
    for (int r = 0; r < row_count; ++r) {
        const int got = static_cast<int>(rows[r].cells.size());
        if (got != width)
            return Result::failure(
                Message(ATAXX_MESSAGE("ataxx::fen", "row %1 has %2 cells where %3 were expected"),
                        {std::to_string(r + 1), std::to_string(got), std::to_string(width)}));
    }
    const Geometry* geometry = Geometry::rectangle(width, row_count);
    if (!geometry)
        return Result::failure(Message(
            ATAXX_MESSAGE("ataxx::fen", "a rectangle must be %1 to %2 cells a side, not %3 x %4"),
            {std::to_string(Geometry::min_rect_side), std::to_string(Geometry::max_rect_side),
             std::to_string(width), std::to_string(row_count)}));
    return geometry;
}

// Step 2 of read_fen. The geometry, from the row lengths: a hexagon has 2N-1
// rows growing from N cells by one a row; anything else is read as a
// rectangle.
Expected<const Geometry*> geometry_of(const std::vector<Row>& rows) {
    const int row_count = static_cast<int>(rows.size());
    const int first = static_cast<int>(rows[0].cells.size());
    const auto length = [&rows](int r) { return static_cast<int>(rows[r].cells.size()); };
    const bool hexagon = row_count > 1 && length(1) == first + 1 &&
                         (row_count == 2 * first - 1 || (row_count > 2 && length(2) == first + 2));
    return hexagon ? hexagon_of(rows, first) : rectangle_of(rows);
}

// The pieces and blocked cells of the rows, on the geometry.
struct Cells {
    CellSet x;
    CellSet o;
    CellSet blocked;
};

Cells cells_of(const std::vector<Row>& rows, const Geometry& geometry) {
    Cells cells;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        for (int c = 0; c < static_cast<int>(rows[r].cells.size()); ++c) {
            const int cell = geometry.cell_at(r, c);
            switch (rows[r].cells[c]) {
            case 'x':
                cells.x.set(cell);
                break;
            case 'o':
                cells.o.set(cell);
                break;
            case '-':
                cells.blocked.set(cell);
                break;
            default:
                break;
            }
        }
    }
    return cells;
}

// Step 3 of read_fen. The side to move, the second field.
Expected<Side> read_side(const std::vector<std::string_view>& fields) {
    using Result = Expected<Side>;
    if (fields.size() < 2)
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::fen", "the side to move is missing after the rows")));
    const std::string_view s = fields[1];
    if (s == "x" || s == "X" || s == "b" || s == "B") return Side::X;
    if (s == "o" || s == "O" || s == "w" || s == "W") return Side::O;
    return Result::failure(Message(
        ATAXX_MESSAGE("ataxx::fen", "the side to move must be x or o, not %1"), {excerpt(s)}));
}

// Step 4 of read_fen. The halfmove clock and the fullmove number, the last
// fields, each optional.
struct Clocks {
    int halfmove = 0;
    int fullmove = 1;
};

Expected<Clocks> read_clocks(const std::vector<std::string_view>& fields) {
    using Result = Expected<Clocks>;
    Clocks clocks;
    if (fields.size() > 2 && !read_number(fields[2], 0, 1'000'000, clocks.halfmove))
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::fen",
                                  "the halfmove clock must be a number from 0 to 1000000, not %1"),
                    {excerpt(fields[2])}));
    if (fields.size() > 3 && !read_number(fields[3], 1, 1'000'000, clocks.fullmove))
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::fen",
                                  "the fullmove number must be a number from 1 to 1000000, not %1"),
                    {excerpt(fields[3])}));
    if (fields.size() > 4)
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::fen", "unexpected %1 after the fullmove number"),
                    {excerpt(fields[4])}));
    return clocks;
}

} // namespace

Expected<Position> read_fen(std::string_view fen, Rules rules) {
    using Result = Expected<Position>;
    const std::vector<std::string_view> fields = split_fields(fen);
    if (fields.empty())
        return Result::failure(Message(ATAXX_MESSAGE("ataxx::fen", "the FEN is empty")));
    if (fields.size() == 1 && fields[0] == "startpos") {
        Position p;
        p.set_rules(rules);
        return p;
    }
    const std::string_view board = fields[0];
    const auto rows = read_rows(board, static_cast<std::size_t>(board.data() - fen.data()));
    if (!rows) return Result::failure(rows.message());
    const auto geometry = geometry_of(*rows);
    if (!geometry) return Result::failure(geometry.message());
    const Cells cells = cells_of(*rows, **geometry);
    const auto side = read_side(fields);
    if (!side) return Result::failure(side.message());
    const auto clocks = read_clocks(fields);
    if (!clocks) return Result::failure(clocks.message());
    return Position::from_parts(**geometry, cells.x, cells.o, cells.blocked, *side,
                                clocks->halfmove, clocks->fullmove, rules);
}

std::string write_fen_rows(const Position& position) {
    const Geometry& g = position.geometry();
    std::string out;
    for (int r = 0; r < g.row_count(); ++r) {
        if (r > 0) out += '/';
        int run = 0;
        for (int c = 0; c < g.row_length(r); ++c) {
            const char ch = position.cell_char(g.cell_at(r, c));
            if (ch == '.') {
                ++run;
                continue;
            }
            if (run) out += std::to_string(run);
            run = 0;
            out += ch;
        }
        if (run) out += std::to_string(run);
    }
    return out;
}

std::string write_fen(const Position& position) {
    return write_fen_rows(position) + ' ' + side_char(position.side_to_move()) + ' ' +
           std::to_string(position.halfmove_clock()) + ' ' +
           std::to_string(position.fullmove_number());
}

} // namespace ataxx

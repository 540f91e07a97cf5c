#include "notation.h"

namespace ataxx {

std::string move_to_string(const Geometry& geometry, Move move) {
    if (move.is_pass()) return "0000";
    if (move.is_none()) return "(none)";
    if (move.is_clone()) return geometry.name(move.to());
    return geometry.name(move.from()) + geometry.name(move.to());
}

namespace {

// Splits "a1c3" into "a1" and "c3": a letter and its digits, twice at most.
bool split_cells(std::string_view text, std::string_view& first, std::string_view& second) {
    auto cell_end = [&text](std::size_t begin) {
        if (begin >= text.size() || text[begin] < 'a' || text[begin] > 'z') return std::size_t{0};
        std::size_t i = begin + 1;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
        return i - begin >= 2 ? i : std::size_t{0};
    };
    const std::size_t a = cell_end(0);
    if (a == 0) return false;
    first = text.substr(0, a);
    second = {};
    if (a == text.size()) return true;
    const std::size_t b = cell_end(a);
    if (b != text.size()) return false;
    second = text.substr(a);
    return true;
}

} // namespace

Expected<Move> read_move(const Position& position, std::string_view text) {
    using Result = Expected<Move>;
    const Geometry& g = position.geometry();
    const std::string shown = "'" + std::string(text.substr(0, 40)) + "'";
    const char side = side_char(position.side_to_move());

    if (text == "0000" || text == "pass") {
        if (position.is_legal(Move::pass())) return Move::pass();
        if (position.is_over()) return Result::failure("the game is over: no move is legal");
        return Result::failure(std::string("a pass is not legal here: ") + side + " can move");
    }

    std::string_view first;
    std::string_view second;
    if (!split_cells(text, first, second))
        return Result::failure(shown + " is not a move (a cell like c3, two cells like a1c3, " +
                               "or 0000)");
    const int a = g.cell_from_name(first);
    if (a < 0)
        return Result::failure("'" + std::string(first) + "' is not a cell of this " +
                               g.description() + " board");
    const int b = second.empty() ? -1 : g.cell_from_name(second);
    if (!second.empty() && b < 0)
        return Result::failure("'" + std::string(second) + "' is not a cell of this " +
                               g.description() + " board");

    Move move = Move::clone(a);
    if (b >= 0) {
        const int d = g.distance(a, b);
        if (d == 1)
            move = Move::clone(b);
        else if (d == 2)
            move = Move::jump(a, b);
        else
            return Result::failure("move " + shown + " is not a legal move here: " +
                                   std::string(first) + " and " + std::string(second) + " are " +
                                   std::to_string(d) + " cells apart (1 or 2 allowed)");
        if (!position.pieces(position.side_to_move()).contains(a))
            return Result::failure("move " + shown + " is not a legal move here: " +
                                   std::string(first) + " holds no " + side + " piece");
    }
    if (position.is_legal(move)) return move;

    // Say why.
    std::string why;
    const int to = move.to();
    if (position.is_over())
        why = "the game is over";
    else if (position.blocked().contains(to))
        why = g.name(to) + " is blocked";
    else if (!position.empty_cells().contains(to))
        why = g.name(to) + " is not empty";
    else if (move.is_clone())
        why = std::string("no ") + side + " piece is next to " + g.name(to);
    else
        why = "it is not " + std::string(1, side) + "'s move";
    return Result::failure("move " + shown + " is not a legal move here: " + why);
}

} // namespace ataxx

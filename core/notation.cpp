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
    const Side side = position.side_to_move();
    const auto not_legal = [&text](Message why) {
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::notation", "move %1 is not a legal move here: %2"),
                    {excerpt(text), std::move(why)}));
    };

    if (text == "0000" || text == "pass") {
        if (position.is_legal(Move::pass())) return Move::pass();
        if (position.is_over())
            return Result::failure(
                Message(ATAXX_MESSAGE("ataxx::notation", "the game is over: no move is legal")));
        return Result::failure(Message(
            ATAXX_MESSAGE("ataxx::notation", "a pass is not legal here: %1 can move"), {side}));
    }

    std::string_view first;
    std::string_view second;
    if (!split_cells(text, first, second))
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::notation", "%1 is not a move (a cell like c3, two "
                                                     "cells like a1c3, or 0000)"),
                    {excerpt(text)}));
    const auto no_cell = [&g](std::string_view name) {
        return Result::failure(
            Message(ATAXX_MESSAGE("ataxx::notation", "%1 is not a cell of this %2 board"),
                    {excerpt(name), g.description()}));
    };
    const int a = g.cell_from_name(first);
    if (a < 0) return no_cell(first);
    const int b = second.empty() ? -1 : g.cell_from_name(second);
    if (!second.empty() && b < 0) return no_cell(second);

    Move move = Move::clone(a);
    if (b >= 0) {
        const int d = g.distance(a, b);
        if (d == 1)
            move = Move::clone(b);
        else if (d == 2)
            move = Move::jump(a, b);
        else
            return not_legal(Message(
                ATAXX_MESSAGE("ataxx::notation", "%1 and %2 are %3 cells apart (1 or 2 allowed)"),
                {g.name(a), g.name(b), std::to_string(d)}));
        if (!position.pieces(side).contains(a))
            return not_legal(Message(ATAXX_MESSAGE("ataxx::notation", "%1 has no piece on %2"),
                                     {side, g.name(a)}));
    }
    if (position.is_legal(move)) return move;

    // Say why.
    const int to = move.to();
    if (position.is_over())
        return not_legal(Message(ATAXX_MESSAGE("ataxx::notation", "the game is over")));
    if (position.blocked().contains(to))
        return not_legal(Message(ATAXX_MESSAGE("ataxx::notation", "%1 is blocked"), {g.name(to)}));
    if (!position.empty_cells().contains(to))
        return not_legal(
            Message(ATAXX_MESSAGE("ataxx::notation", "%1 is not empty"), {g.name(to)}));
    if (move.is_clone())
        return not_legal(Message(ATAXX_MESSAGE("ataxx::notation", "%1 has no piece next to %2"),
                                 {side, g.name(to)}));
    return not_legal(Message(ATAXX_MESSAGE("ataxx::notation", "it is not %1's move"), {side}));
}

} // namespace ataxx

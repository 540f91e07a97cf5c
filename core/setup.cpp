#include "setup.h"

#include <string>
#include <utility>

namespace ataxx {

namespace {

// Cells named in a message up to this many; "..." stands for the rest.
constexpr int named_cells = 6;

std::string cell_list(const Geometry& g, CellSet cells) {
    std::string out;
    int named = 0;
    for (const int cell : cells) {
        if (named == named_cells) {
            out += ", ...";
            break;
        }
        if (named++ > 0) out += ", ";
        out += g.name(cell);
    }
    return out;
}

SetupProblem over(SetupFault fault, Message reason) {
    return {fault, Message(ATAXX_MESSAGE("ataxx::setup", "the game would already be over: %1"),
                           {std::move(reason)})};
}

} // namespace

std::optional<SetupProblem> setup_problem(const Position& position) {
    const Geometry& g = position.geometry();
    const CellSet x = position.pieces(Side::X);
    const CellSet o = position.pieces(Side::O);
    if (x.empty() && o.empty())
        return over(SetupFault::NoPieces,
                    Message(ATAXX_MESSAGE("ataxx::setup", "there are no pieces on the board")));
    if (x.empty() || o.empty())
        return over(SetupFault::SideHasNoPieces,
                    Message(ATAXX_MESSAGE("ataxx::setup", "%1 has no pieces"),
                            {x.empty() ? Side::X : Side::O}));
    const CellSet empty = position.empty_cells();
    if (empty.empty())
        return over(SetupFault::BoardFull,
                    Message(ATAXX_MESSAGE("ataxx::setup", "the board is full")));
    CellSet reached;
    for (const int cell : x | o) reached |= g.reach(cell);
    if ((empty & reached).empty())
        return over(
            SetupFault::OutOfReach,
            Message(ATAXX_MESSAGE("ataxx::setup", "no piece can reach any of the empty cells (%1)"),
                    {cell_list(g, empty)}));
    if (position.clock_ran_out(position.halfmove_clock()))
        return over(SetupFault::ClockRanOut,
                    Message(ATAXX_MESSAGE("ataxx::setup",
                                          "the halfmove clock is %1, and the rules draw the game "
                                          "at %2"),
                            {std::to_string(position.halfmove_clock()),
                             std::to_string(position.rules().halfmove_limit)}));
    const Side side = position.side_to_move();
    if (position.rules().stuck != StuckRule::Pass && !position.can_move(side))
        return over(SetupFault::SideToMoveStuck,
                    Message(ATAXX_MESSAGE("ataxx::setup",
                                          "%1 is to move and cannot move, which ends the game "
                                          "under the rules in force"),
                            {side}));
    // Every end the rules know is above; should they gain one, it is still named.
    if (position.is_over())
        return over(SetupFault::OtherEnd,
                    Message(ATAXX_MESSAGE("ataxx::setup", "the rules end the game here")));
    return std::nullopt;
}

bool must_pass(const Position& position) noexcept {
    return !position.is_over() && !position.can_move(position.side_to_move());
}

} // namespace ataxx

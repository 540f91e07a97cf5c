#include "game/savemark.h"

#include "pgn.h"

namespace ataxx {

namespace {

// The game's tree as a file writes it: its moves, variations and notes.
std::string treeOf(const Game& game) {
    return write_pgn(PgnGame{{}, game});
}

} // namespace

void SaveMark::mark(const Game& game) {
    m_start = game.start_position();
    m_moves = game.main_line();
    m_tree = treeOf(game);
}

bool SaveMark::wouldLoseNotes(const Game& game) const {
    // Notes and variations: what a person or a review added beside the moves.
    if (!game.has_notes() && game.variation_count() == 0) return false;
    return !(m_start && *m_start == game.start_position() && treeOf(game) == m_tree);
}

bool SaveMark::wouldLoseMoves(const Game& game) const {
    if (game.main_line().empty()) return false;
    if (game.final_result().over()) return false;
    return !(m_start && *m_start == game.start_position() && m_moves == game.main_line());
}

} // namespace ataxx

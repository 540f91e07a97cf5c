#include "game/savemark.h"

namespace ataxx {

namespace {

std::vector<MoveNote> notesOf(const Game& game) {
    std::vector<MoveNote> notes;
    if (!game.has_notes()) return notes;
    for (int i = 0; i < game.length(); ++i) notes.push_back(game.note_at(i));
    return notes;
}

} // namespace

void SaveMark::mark(const Game& game) {
    m_start = game.start_position();
    m_moves = game.moves();
    m_notes = notesOf(game);
}

bool SaveMark::wouldLoseNotes(const Game& game) const {
    return game.has_notes() && notesOf(game) != m_notes;
}

bool SaveMark::wouldLoseMoves(const Game& game) const {
    if (game.length() == 0) return false;
    if (game.final_result().over()) return false;
    return !(m_start && *m_start == game.start_position() && m_moves == game.moves());
}

} // namespace ataxx

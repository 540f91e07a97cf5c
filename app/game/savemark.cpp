#include "game/savemark.h"

namespace ataxx {

void SaveMark::mark(const Game& game) {
    m_start = game.start_position();
    m_moves = game.moves();
}

bool SaveMark::wouldLose(const Game& game) const {
    if (game.length() == 0) return false;
    // The result at the end of the record, wherever the cursor stands.
    Game end = game;
    end.go_to(end.length());
    if (end.result().over()) return false;
    return !(m_start && *m_start == game.start_position() && m_moves == game.moves());
}

} // namespace ataxx

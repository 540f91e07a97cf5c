#pragma once

#include "game.h"

#include <optional>
#include <string>
#include <vector>

namespace ataxx {

// The game as it was last written to or read from a game file, so that the
// window knows whether replacing or closing the game on screen would lose
// anything. Only the record counts (start, moves and their notes, such as a
// game review's marks): browsing, undo and redo move the cursor and lose
// nothing.
class SaveMark {
public:
    // The game is as in its file now (just saved or opened).
    void mark(const Game& game);
    // The game is in no file (a new game, a resumed one).
    void clear() {
        m_start.reset();
        m_moves.clear();
        m_tree.clear();
    }

    // Replacing `game` would lose moves: it has some, it is not over at the end
    // of its record, and its record differs from the one last saved or opened.
    [[nodiscard]] bool wouldLoseMoves(const Game& game) const;
    // Replacing `game` would lose notes (a game review's marks, of a finished
    // game too) or variations that differ from those last saved or opened.
    [[nodiscard]] bool wouldLoseNotes(const Game& game) const;
    [[nodiscard]] bool wouldLose(const Game& game) const {
        return wouldLoseMoves(game) || wouldLoseNotes(game);
    }

private:
    std::optional<Position> m_start;
    std::vector<Move> m_moves; // the main line
    std::string m_tree;        // the whole tree as PGN, notes and variations
};

} // namespace ataxx

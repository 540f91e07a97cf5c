#pragma once

#include "game.h"

#include <QDialog>

#include <deque>

namespace ataxx {

class BoardView;

// Help ▸ How to play: the rules in a few paragraphs, each next to a small
// diagram drawn by a read-only BoardView (a piece with its clone and jump
// targets, a capture before and after, a hexagonal board with blocked cells),
// so the pictures look exactly like the game.
class HowToPlayDialog : public QDialog {
    Q_OBJECT

public:
    explicit HowToPlayDialog(QWidget* parent = nullptr);

private:
    // A diagram of the position `fen` after the move `played`; `select` names a piece
    // to show with its targets, `marked` a move to point out (drawn as a hint is).
    BoardView* diagram(const char* fen, const char* played = nullptr, const char* select = nullptr,
                       const char* marked = nullptr);

    std::deque<Game> m_games; // what the diagrams show; a deque keeps them in place
};

} // namespace ataxx

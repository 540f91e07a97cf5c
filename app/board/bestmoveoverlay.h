#pragma once

#include "position.h"

#include <QColor>
#include <QWidget>

namespace ataxx {

class BoardView;

// The engine's current best move drawn over the board as the board marks
// moves: a disc on the cell for a clone, a ring with an arrow from its origin
// for a jump. It lies on top of the BoardView as a child
// that lets every click through, follows its size, and takes the cells'
// places from it, so the board itself knows nothing about engines. A move is
// drawn only while the board shows the position it was found for.
class BestMoveOverlay : public QWidget {
    Q_OBJECT

public:
    explicit BestMoveOverlay(BoardView* board);

    // The move to draw in `position`; Move::none() clears it.
    void setMove(Move move, const Position& position);
    // A move that would have been better than the last one played (a game
    // review's): drawn while the board shows `after`, the position that move
    // led to, when it was legal in the position before.
    void setAlternative(Move move, const Position& after);
    // The colour of the ring and arrow (a blue by default).
    void setColour(const QColor& colour);
    [[nodiscard]] QColor colour() const { return m_colour; }
    void clear();
    // The move drawn now: none when cleared, or when the board has moved on.
    [[nodiscard]] Move shownMove() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    BoardView* m_board;
    Move m_move = Move::none();
    std::uint64_t m_key = 0;
    bool m_alternative = false;
    QColor m_colour;
};

} // namespace ataxx

#pragma once

#include "game.h"

#include <QTableWidget>

namespace ataxx {

// The moves of the game in two columns, Black's and White's, one row per move
// number, as a game file writes them. The move that led to the position on
// the board is highlighted; moves after the cursor (kept for redo) are drawn
// greyed. Clicking a move asks for the position after it (plySelected); the
// view itself never changes the game.
class MoveListView : public QTableWidget {
    Q_OBJECT

public:
    explicit MoveListView(QWidget* parent = nullptr);

    // The game to list, not owned; call refresh() after every change to it.
    void setGame(const Game* game);
    void refresh();

    // The table cell that shows move `index` (0-based: the move played at ply
    // index), for tests and for scrolling.
    [[nodiscard]] QModelIndex modelIndexOfMove(int index) const;

    // As narrow as the list can be with every move whole: the longest jump
    // of the board with a review's mark, in bold, in each column.
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    // The position after `ply` moves was asked for.
    void plySelected(int ply);

private:
    [[nodiscard]] int moveIndexAt(int row, int column) const;
    [[nodiscard]] int firstSlot() const;

    const Game* m_game = nullptr;
    const Geometry* m_geometry = nullptr; // the board minimumSizeHint() was for
};

} // namespace ataxx

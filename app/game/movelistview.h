#pragma once

#include "game.h"

#include <QMap>
#include <QTableWidget>

namespace ataxx {

// The moves of the game in two columns, Black's and White's, one row per move
// number, as a game file writes them. The move that led to the position on
// the board is highlighted; moves after the cursor (kept for redo) are drawn
// greyed. Clicking a move, or Enter on it, asks for the position after it
// (plySelected); the view itself never changes the game.
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

    // Adds the sentences of a review's explanations in the user's language,
    // by their English in the moves' comments (what the review wrote): a
    // marked move whose comment holds one shows it in its tooltip instead.
    // The English stays for comments no review of this run wrote (a game
    // reviewed before and opened from its file).
    void addReviewSentences(const QMap<QString, QString>& sentences);
    [[nodiscard]] const QMap<QString, QString>& reviewSentences() const {
        return m_reviewSentences;
    }

    // As narrow as the list can be with every move whole: the longest jump
    // of the board with a review's mark, in bold, in each column.
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    // The position after `ply` moves was asked for.
    void plySelected(int ply);

protected:
    // QTableView tells assistive technology that the current cell has the
    // focus even while the list has not, so the screen reader would leave the
    // board after every move: only a focused list says so here.
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;

private:
    [[nodiscard]] int moveIndexAt(int row, int column) const;
    [[nodiscard]] int firstSlot() const;

    const Game* m_game = nullptr;
    const Geometry* m_geometry = nullptr; // the board minimumSizeHint() was for
    QMap<QString, QString> m_reviewSentences;
};

} // namespace ataxx

#pragma once

#include "game.h"

#include <QMap>
#include <QTableWidget>

#include <utility>
#include <vector>

class QLabel;

namespace ataxx {

// The moves of the game in two columns, Black's and White's, one row per move
// number, as a game file writes them, and its variations as chess tools show
// them: after the move they could have replaced, a row of their own across both
// columns, in brackets, smaller and indented, a variation inside a variation in
// brackets within it, each move a link (the row's move number breaks where a
// variation comes between Black's move and White's). The move that led to the
// position on the board is highlighted, in the columns or in its variation; the
// game's moves after it (kept for redo) are drawn greyed. Clicking a move, or
// Enter on it, asks for the position after it (nodeSelected); so do the keys
// while the list has the focus: Left and Right along the line on the board, Up
// and Down to the move's other choices (its variations, or back), Home and End
// to the line's start and end. The view itself never changes the game.
class MoveListView : public QTableWidget {
    Q_OBJECT

public:
    explicit MoveListView(QWidget* parent = nullptr);

    // The game to list, not owned; call refresh() after every change to it.
    void setGame(const Game* game);
    void refresh();

    // The table cell that shows move `index` of the main line (0-based: the
    // move played at ply index), for tests and for scrolling.
    [[nodiscard]] QModelIndex modelIndexOfMove(int index) const;
    // The label that shows a variation (by its first move), for tests; null
    // when it is not shown.
    [[nodiscard]] QLabel* variationLabel(NodeId first) const;

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
    // The position after a node's move was asked for.
    void nodeSelected(ataxx::NodeId node);
    // The context menu's tree operations on a node's move, and its line as PGN.
    void promoteRequested(ataxx::NodeId node);
    void promoteToMainLineRequested(ataxx::NodeId node);
    void deleteVariationRequested(ataxx::NodeId node);
    void deleteFromRequested(ataxx::NodeId node);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    // QTableView tells assistive technology that the current cell has the
    // focus even while the list has not, so the screen reader would leave the
    // board after every move: only a focused list says so here.
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;

private:
    // Where main-line move i stands, and what each row is.
    struct Cell {
        int row = 0;
        int column = 0;
    };
    [[nodiscard]] NodeId nodeAt(int row, int column) const;
    [[nodiscard]] NodeId nodeAt(const QPoint& viewportPoint) const;
    // The rows and cells of the main line's moves; the rows after which
    // variations come, with the move they could have replaced.
    std::vector<std::pair<int, NodeId>> placeCells();
    void fillMoves();
    void fillVariations(int row, NodeId mainMove);
    // The move on the board highlighted and scrolled to.
    void showCurrent();
    [[nodiscard]] QString linesHtml(NodeId node, bool numbered) const;
    [[nodiscard]] QString moveHtml(NodeId node, bool numbered) const;
    void fitVariationRows();
    // The menu of a move: what the tree's operations may do to it.
    void showMenu(NodeId node, const QPoint& globalPos);
    void copyLine(NodeId node) const;

    const Game* m_game = nullptr;
    std::vector<NodeId> m_mainNodes; // m_mainNodes[i]: main-line move i
    std::vector<Cell> m_cells;       // m_cells[i]: where main-line move i stands
    std::vector<std::pair<int, NodeId>> m_variationRows; // row, the variation's first move
    NodeId m_hovered = Game::no_node;                    // the variation move under the mouse
    const Geometry* m_geometry = nullptr;                // the board minimumSizeHint() was for
    QMap<QString, QString> m_reviewSentences;
};

} // namespace ataxx

#pragma once

#include "review/review.h"

#include <QDialog>

class QLabel;
class QListWidget;

namespace ataxx {

// What a game review found, side by side for Black and White: the accuracy,
// and how many moves were the engine's best, dubious (?!), mistakes (?) and
// blunders (??), with a line on what the accuracy means; below, the marked
// moves, each with the review's explanation of it, where a click shows the
// position after it. Not modal, so the marked moves can be looked at with it
// open. The names of the marks wear their marks' colours, darkened or
// lightened as far as the theme's window needs for text (4.5:1); so do the
// marked moves on the list's base.
class ReviewSummaryDialog : public QDialog {
    Q_OBJECT

public:
    // One marked move as the list shows it.
    struct MarkedMove {
        int ply = 0;       // the position after the move, which a click asks for
        int nag = 0;       // its mark (6, 2, 4)
        QString move;      // "8. g3f5?? (Black)"
        QString sentences; // the explanation, in the user's language
    };

    explicit ReviewSummaryDialog(QWidget* parent = nullptr);

    // The summaries of both sides, and the depth the review searched.
    void setSummary(const ReviewSummary& black, const ReviewSummary& white, int depth);
    // The text shown in a cell: row 0 accuracy, 1 best, 2 dubious, 3 mistakes,
    // 4 blunders; column 0 Black, 1 White (for tests).
    [[nodiscard]] QString cellText(int row, int column) const;
    // The marked moves, in the order of the game.
    void setMarkedMoves(const QList<MarkedMove>& moves);
    // The marked moves listed, and the text of one: its move, a line break,
    // its explanation (for tests).
    [[nodiscard]] int markedMoveCount() const;
    [[nodiscard]] QString markedMoveText(int row) const;

signals:
    // A marked move was clicked: the position after it is asked for.
    void plySelected(int ply);

protected:
    void changeEvent(QEvent* event) override;

private:
    void colourNames();

    QLabel* m_names[5] = {};
    QLabel* m_cells[5][2] = {};
    QLabel* m_depth = nullptr;
    QLabel* m_markedTitle = nullptr;
    QListWidget* m_marked = nullptr;
    QList<MarkedMove> m_markedMoves;
};

} // namespace ataxx

#pragma once

#include "review/review.h"

#include <QDialog>

class QLabel;

namespace ataxx {

// What a game review found, side by side for Black and White: the accuracy,
// and how many moves were the engine's best, dubious (?!), mistakes (?) and
// blunders (??), with a line on what the accuracy means. Not modal, so the
// marked moves can be looked at with it open. The names of the marks wear
// their marks' colours, darkened or lightened as far as the theme's window
// needs for text (4.5:1).
class ReviewSummaryDialog : public QDialog {
    Q_OBJECT

public:
    explicit ReviewSummaryDialog(QWidget* parent = nullptr);

    // The summaries of both sides, and the depth the review searched.
    void setSummary(const ReviewSummary& black, const ReviewSummary& white, int depth);
    // The text shown in a cell: row 0 accuracy, 1 best, 2 dubious, 3 mistakes,
    // 4 blunders; column 0 Black, 1 White (for tests).
    [[nodiscard]] QString cellText(int row, int column) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void colourNames();

    QLabel* m_names[5] = {};
    QLabel* m_cells[5][2] = {};
    QLabel* m_depth = nullptr;
};

} // namespace ataxx

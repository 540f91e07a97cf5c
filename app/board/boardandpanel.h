#pragma once

#include <QWidget>

namespace ataxx {

class BoardView;

// The middle of the main window: the board and the side panel beside it
// (the players' cards and the moves). The board gets the width it can use at
// the height there is, the panel the rest: at most panelWidth pixels (any more
// goes to the board) and at least the panel's minimum, so that in a small
// window the board keeps most of it. place() shares the width again; the
// window calls it when the board changes shape (a hexagon is wider than high).
class BoardAndPanel : public QWidget {
public:
    static constexpr int panelWidth = 280;
    static constexpr int gap = 6;

    // Takes both as children.
    BoardAndPanel(BoardView* board, QWidget* panel, QWidget* parent);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    // The narrowest width at which the board view gets `boardSide` pixels across.
    [[nodiscard]] int widthFor(int boardSide) const;
    void place();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    [[nodiscard]] int panelFor(int width) const;
    [[nodiscard]] int panelMinimum() const;

    BoardView* m_board;
    QWidget* m_panel;
};

} // namespace ataxx

#include "board/boardandpanel.h"

#include "board/boardview.h"

#include <algorithm>

namespace ataxx {

BoardAndPanel::BoardAndPanel(BoardView* board, QWidget* panel, QWidget* parent)
    : QWidget(parent)
    , m_board(board)
    , m_panel(panel) {
    board->setParent(this);
    panel->setParent(this);
}

QSize BoardAndPanel::sizeHint() const {
    return {m_board->sizeHint().width() + panelWidth + 2 * gap,
            std::max(m_board->sizeHint().height(), m_panel->sizeHint().height())};
}

QSize BoardAndPanel::minimumSizeHint() const {
    return {m_board->minimumSizeHint().width() + panelMinimum() + 2 * gap,
            std::max(m_board->minimumSizeHint().height(), m_panel->minimumSizeHint().height())};
}

int BoardAndPanel::widthFor(int boardSide) const {
    int width = boardSide + panelMinimum() + 2 * gap;
    while (width - panelFor(width) - 2 * gap < boardSide) ++width;
    return width;
}

void BoardAndPanel::place() {
    const int side = panelFor(width());
    m_board->setGeometry(0, 0, std::max(0, width() - side - 2 * gap), height());
    m_panel->setGeometry(width() - side - gap, 0, side, height());
}

void BoardAndPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    place();
}

int BoardAndPanel::panelFor(int width) const {
    const int boardWidth = m_board->widthForHeight(height());
    return std::clamp(width - 2 * gap - boardWidth, panelMinimum(), panelWidth);
}

int BoardAndPanel::panelMinimum() const {
    return std::max(m_panel->minimumWidth(), m_panel->minimumSizeHint().width());
}

} // namespace ataxx

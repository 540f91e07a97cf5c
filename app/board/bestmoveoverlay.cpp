#include "board/bestmoveoverlay.h"

#include "board/boardview.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace ataxx {

namespace {
const QColor arrowColour(0x1e, 0x88, 0xe5, 200);
} // namespace

BestMoveOverlay::BestMoveOverlay(BoardView* board)
    : QWidget(board)
    , m_board(board)
    , m_colour(arrowColour) {
    setObjectName(QStringLiteral("bestMoveOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    board->installEventFilter(this);
    setGeometry(board->rect());
    // Below the board's other overlays (the end of the game).
    lower();
    show();
}

void BestMoveOverlay::setMove(Move move, const Position& position) {
    if (move == m_move && position.key() == m_key && !m_alternative) return;
    m_move = move;
    m_key = position.key();
    m_alternative = false;
    update();
}

void BestMoveOverlay::setAlternative(Move move, const Position& after) {
    if (move == m_move && after.key() == m_key && m_alternative) return;
    m_move = move;
    m_key = after.key();
    m_alternative = true;
    update();
}

void BestMoveOverlay::setColour(const QColor& colour) {
    m_colour = colour;
    update();
}

void BestMoveOverlay::clear() {
    if (m_move.is_none()) return;
    m_move = Move::none();
    update();
}

Move BestMoveOverlay::shownMove() const {
    const Game* game = m_board->game();
    if (m_move.is_none() || m_move.is_pass() || !game || game->position().key() != m_key)
        return Move::none();
    if (m_alternative)
        return game->ply() > 0 && game->position_at(game->ply() - 1).is_legal(m_move)
                   ? m_move
                   : Move::none();
    return game->position().is_legal(m_move) ? m_move : Move::none();
}

bool BestMoveOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_board && event->type() == QEvent::Resize) setGeometry(m_board->rect());
    return QWidget::eventFilter(watched, event);
}

void BestMoveOverlay::paintEvent(QPaintEvent*) {
    const Move move = shownMove();
    // Not during an animation: the pieces are on their way.
    if (move.is_none() || m_board->isAnimating()) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF to = m_board->cellCenter(move.to());
    // A cell's size: the distance between two neighbouring centres.
    const Position& position = m_board->game()->position();
    const CellSet around = position.geometry().adjacent(move.to());
    const qreal cell = around.empty()
                           ? 40
                           : std::hypot(m_board->cellCenter(around.lowest()).x() - to.x(),
                                        m_board->cellCenter(around.lowest()).y() - to.y());
    if (!move.is_jump()) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(m_colour);
        painter.drawEllipse(to, cell * 0.22, cell * 0.22);
        return;
    }
    painter.setPen(QPen(m_colour, cell * 0.09));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(to, cell * 0.3, cell * 0.3);

    // The arrow from the origin, stopping at the ring.
    const QPointF from = m_board->cellCenter(move.from());
    const QPointF d = to - from;
    const qreal length = std::hypot(d.x(), d.y());
    if (length < 1) return;
    const QPointF unit = d / length;
    const QPointF normal(-unit.y(), unit.x());
    const QPointF tip = to - unit * cell * 0.3;
    const QPointF base = tip - unit * cell * 0.32;
    painter.setPen(QPen(m_colour, cell * 0.12, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from + unit * cell * 0.15, base);
    QPainterPath head;
    head.moveTo(tip);
    head.lineTo(base + normal * cell * 0.2);
    head.lineTo(base - normal * cell * 0.2);
    head.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.fillPath(head, m_colour);
}

} // namespace ataxx

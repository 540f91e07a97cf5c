#include "boardtheme.h"

#include <QPainter>
#include <QRadialGradient>

namespace ataxx {

const BoardTheme& BoardTheme::standard() {
    static const BoardTheme theme;
    return theme;
}

void BoardTheme::paintPiece(QPainter& painter, QPointF center, qreal radius, Side side,
                            qreal squeeze) const {
    if (radius <= 0) return;
    painter.save();
    painter.translate(center);
    painter.scale(qMax(squeeze, 0.02), 1.0);

    // A soft shadow below, then the disc lit from the top left.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawEllipse(QPointF(radius * 0.06, radius * 0.1), radius, radius);

    const QColor base = pieceColor(side);
    QRadialGradient gradient(QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5);
    if (side == Side::X) {
        gradient.setColorAt(0.0, base.lighter(260));
        gradient.setColorAt(0.45, base.lighter(130));
        gradient.setColorAt(1.0, base.darker(140));
    } else {
        gradient.setColorAt(0.0, Qt::white);
        gradient.setColorAt(0.5, base);
        gradient.setColorAt(1.0, base.darker(130));
    }
    painter.setBrush(gradient);
    painter.setPen(QPen(side == Side::X ? QColor(0x0c, 0x0c, 0x0e) : QColor(0x9a, 0x95, 0x8a),
                        qMax(1.0, radius * 0.06)));
    painter.drawEllipse(QPointF(0, 0), radius, radius);

    // An inner ring gives the disc some depth.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(side == Side::X ? QColor(255, 255, 255, 40) : QColor(0, 0, 0, 30),
                        qMax(1.0, radius * 0.05)));
    painter.drawEllipse(QPointF(0, 0), radius * 0.7, radius * 0.7);
    painter.restore();
}

} // namespace ataxx

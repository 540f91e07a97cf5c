#include "board/boardtheme.h"

#include <QPainter>
#include <QPalette>
#include <QRadialGradient>

namespace ataxx {

const BoardTheme& BoardTheme::standard() {
    static const BoardTheme theme;
    return theme;
}

BoardTheme BoardTheme::light() {
    // Pale wood on a light window: dark coordinates, deeper marks so they
    // stand out on the light cells.
    BoardTheme t;
    t.background = QColor(0xec, 0xe8, 0xe1);
    t.frame = QColor(0x8a, 0x73, 0x58);
    t.cellLight = QColor(0xf0, 0xdc, 0xb4);
    t.cellDark = QColor(0xdc, 0xbf, 0x8e);
    t.cellThird = QColor(0xe6, 0xcd, 0xa1);
    t.blocked = QColor(0x5a, 0x4a, 0x3a);
    t.blockedHatch = QColor(0x3a, 0x2f, 0x25);
    t.coordinates = QColor(0x4a, 0x40, 0x36);
    t.selection = QColor(0xc6, 0x28, 0x28);
    t.cloneTarget = QColor(0x1b, 0x5e, 0x20);
    t.jumpTarget = QColor(0xd8, 0x43, 0x15);
    t.lastMove = QColor(0x4f, 0xa3, 0xe0);
    t.hint = QColor(0x8e, 0x24, 0xaa);
    t.cursor = QColor(0x15, 0x65, 0xc0);
    t.hover = QColor(0xff, 0xff, 0xff, 0x60);
    return t;
}

BoardTheme BoardTheme::colourBlind() {
    // Okabe-Ito: blue for clones, orange for jumps, vermilion for the
    // selection, reddish purple for hints, sky blue for the last move, on
    // neutral grey-blue cells. Clone dots and jump rings differ in shape too.
    BoardTheme t;
    t.background = QColor(0xdf, 0xe3, 0xe8);
    t.frame = QColor(0x4a, 0x52, 0x5c);
    t.cellLight = QColor(0xd2, 0xd9, 0xe0);
    t.cellDark = QColor(0xb7, 0xc1, 0xcb);
    t.cellThird = QColor(0xc4, 0xcd, 0xd6);
    t.blocked = QColor(0x3d, 0x46, 0x50);
    t.blockedHatch = QColor(0x22, 0x28, 0x2e);
    t.coordinates = QColor(0x2f, 0x35, 0x3c);
    t.selection = QColor(0xd5, 0x5e, 0x00);
    t.cloneTarget = QColor(0x00, 0x72, 0xb2);
    t.jumpTarget = QColor(0xe6, 0x9f, 0x00);
    t.lastMove = QColor(0x56, 0xb4, 0xe9);
    t.hint = QColor(0xcc, 0x79, 0xa7);
    t.cursor = QColor(0x00, 0x9e, 0x73);
    t.hover = QColor(0xff, 0xff, 0xff, 0x60);
    return t;
}

bool BoardTheme::isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() <
           palette.color(QPalette::WindowText).lightness();
}

BoardTheme BoardTheme::forChoice(ThemeChoice choice, const QPalette& palette) {
    switch (choice) {
    case ThemeChoice::System:
        break;
    case ThemeChoice::Light:
        return light();
    case ThemeChoice::Dark:
        return dark();
    case ThemeChoice::ColourBlind:
        return colourBlind();
    }
    return isDark(palette) ? dark() : light();
}

QString BoardTheme::choiceName(ThemeChoice choice) {
    switch (choice) {
    case ThemeChoice::System:
        break;
    case ThemeChoice::Light:
        return tr("Light");
    case ThemeChoice::Dark:
        return tr("Dark");
    case ThemeChoice::ColourBlind:
        return tr("Colour-blind safe");
    }
    return tr("Follow the system (light or dark)");
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

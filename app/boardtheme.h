#pragma once

#include "rules.h"

#include <QColor>
#include <QPointF>

class QPainter;

namespace ataxx {

// The look of the board and the pieces, painted in code so that it is crisp
// at any size and device pixel ratio: the colours of cells, blocked cells,
// highlights and the two sides, and how a piece is drawn (a glossy disc, which
// can be squeezed sideways to show it turning over). The board view, the side
// panel and the rules diagrams all paint pieces through here, so they match.
struct BoardTheme {
    QColor background{0x2b, 0x30, 0x36};
    QColor frame{0x1d, 0x21, 0x26};
    QColor cellLight{0x8f, 0xb3, 0x86};
    QColor cellDark{0x7b, 0xa1, 0x73};
    QColor cellThird{0x86, 0xaa, 0x7d}; // hexagons use three shades
    QColor blocked{0x3a, 0x33, 0x2d};
    QColor blockedHatch{0x22, 0x1d, 0x19};
    QColor coordinates{0xb8, 0xc0, 0xc8};
    QColor selection{0xff, 0xd5, 0x4f};
    QColor cloneTarget{0x2e, 0x7d, 0x32};
    QColor jumpTarget{0xef, 0x6c, 0x00};
    QColor lastMove{0xff, 0xee, 0x58};
    QColor hint{0x29, 0xb6, 0xf6};
    QColor cursor{0x42, 0x8b, 0xff};
    QColor hover{0xff, 0xff, 0xff, 0x38};
    QColor xPiece{0x26, 0x26, 0x2b};
    QColor oPiece{0xf4, 0xf1, 0xea};

    [[nodiscard]] static const BoardTheme& standard();

    [[nodiscard]] QColor pieceColor(Side side) const { return side == Side::X ? xPiece : oPiece; }

    // A piece of `side` centred on `center`; `squeeze` (0..1) scales its width,
    // as a disc turning about its vertical axis looks.
    void paintPiece(QPainter& painter, QPointF center, qreal radius, Side side,
                    qreal squeeze = 1.0) const;
};

} // namespace ataxx

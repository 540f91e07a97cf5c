#pragma once

#include "rules.h"

#include <QColor>
#include <QCoreApplication>
#include <QPointF>

class QPainter;
class QPalette;

namespace ataxx {

// The looks a player can choose. System picks Light or Dark to match the
// desktop's palette and follows it when it changes; ColourBlind keeps every
// mark apart for the common forms of colour blindness (the Okabe-Ito colours:
// blue and orange rather than green and red, and shapes that differ too).
enum class ThemeChoice { System, Light, Dark, ColourBlind };

// The look of the board and the pieces, painted in code so that it is crisp
// at any size and device pixel ratio: the colours of cells, blocked cells,
// highlights and the two sides, and how a piece is drawn (a glossy disc, which
// can be squeezed sideways to show it turning over). The board view, the side
// panel and the rules diagrams all paint pieces through here, so they match.
// Themes change the board and its marks; the pieces stay black and white in
// every theme, so the side panel and the diagrams always match the board.
struct BoardTheme {
    Q_DECLARE_TR_FUNCTIONS(BoardTheme)

public:
    QColor background{0x2b, 0x30, 0x36};
    QColor frame{0x1d, 0x21, 0x26};
    QColor cellLight{0x8f, 0xb3, 0x86};
    QColor cellDark{0x7b, 0xa1, 0x73};
    QColor cellThird{0x86, 0xaa, 0x7d}; // hexagons use three shades
    QColor blocked{0x3a, 0x33, 0x2d};
    QColor blockedHatch{0x22, 0x1d, 0x19};
    QColor coordinates{0xb8, 0xc0, 0xc8};
    QColor selection{0xff, 0xd5, 0x4f};
    // Near black green: on the green cells, lighter greens have too little contrast.
    QColor cloneTarget{0x0b, 0x2e, 0x10};
    QColor jumpTarget{0xef, 0x6c, 0x00};
    QColor lastMove{0xff, 0xee, 0x58};
    // Violet, apart from the analysis's blue arrows and rings.
    QColor hint{0xd8, 0x7c, 0xf5};
    QColor cursor{0x42, 0x8b, 0xff};
    QColor hover{0xff, 0xff, 0xff, 0x38};
    QColor xPiece{0x26, 0x26, 0x2b};
    QColor oPiece{0xf4, 0xf1, 0xea};

    // The dark green board, the look of the rules diagrams.
    [[nodiscard]] static const BoardTheme& standard();
    [[nodiscard]] static BoardTheme light();
    [[nodiscard]] static BoardTheme dark() { return standard(); }
    [[nodiscard]] static BoardTheme colourBlind();
    // The theme a choice stands for; System looks at `palette`.
    [[nodiscard]] static BoardTheme forChoice(ThemeChoice choice, const QPalette& palette);
    // Whether a palette is a dark one (light text on a dark window).
    [[nodiscard]] static bool isDark(const QPalette& palette);
    // "Light", "Colour-blind safe", translated.
    [[nodiscard]] static QString choiceName(ThemeChoice choice);

    [[nodiscard]] QColor pieceColor(Side side) const { return side == Side::X ? xPiece : oPiece; }

    // A piece of `side` centred on `center`; `squeeze` (0..1) scales its width,
    // as a disc turning about its vertical axis looks.
    void paintPiece(QPainter& painter, QPointF center, qreal radius, Side side,
                    qreal squeeze = 1.0) const;
};

} // namespace ataxx

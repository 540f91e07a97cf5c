#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace ataxx {

// The kinds of board an external engine is tried on, each with a board that
// stands for it: an engine that plays the representative is taken to play
// every board of its family. Many engines are written for 7×7 alone (with or
// without blocked cells), some also for other sizes, few for hexagons, and an
// engine that was never written for a size tends to crash on it or to answer
// with moves of another board; so the families split where engines differ.
enum class BoardFamily : quint8 {
    Classic7x7,      // 7×7 without blocked cells
    Blocked7x7,      // 7×7 with blocked cells
    SmallRectangles, // rectangles of fewer than 49 cells (tried on 5×5)
    LargeRectangles, // other rectangles of 49 cells or more (tried on 9×9)
    SmallHexagons,   // hexagons of side 5 or less (tried on Hexxagon)
    LargeHexagons,   // hexagons of side 6 or 7 (tried on the side-6 start)
};
inline constexpr int boardFamilyCount = 6;
inline constexpr std::array<BoardFamily, boardFamilyCount> allBoardFamilies = {
    BoardFamily::Classic7x7,      BoardFamily::Blocked7x7,    BoardFamily::SmallRectangles,
    BoardFamily::LargeRectangles, BoardFamily::SmallHexagons, BoardFamily::LargeHexagons};

// The family a position's board belongs to.
[[nodiscard]] BoardFamily boardFamilyOf(const Position& position);

// Names and representatives, translated where people read them.
struct BoardFamilies {
    Q_DECLARE_TR_FUNCTIONS(BoardFamilies)

public:
    // "7×7", "7×7 with blocked cells", "smaller rectangles (5×5)", ...
    [[nodiscard]] static QString name(BoardFamily family);
    // The board a trial plays, as its name reads in "could not play 9×9".
    [[nodiscard]] static QString trialName(BoardFamily family);
    // The start of the board a trial plays.
    [[nodiscard]] static Position representative(BoardFamily family);
    // The key settings store the family under ("7x7", "7x7-blocked", ...).
    [[nodiscard]] static QString key(BoardFamily family);
};

} // namespace ataxx

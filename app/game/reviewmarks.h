#pragma once

#include <QColor>
#include <QString>

namespace ataxx {

// How the app shows a game review's marks, the same in the move list, the
// graph and the summary: the sign after the move ("?!", "?", "??") and its
// colour (amber, orange, red; readable on light and dark bases). Only the
// three review glyphs ($6, $2, $4) are shown; other NAGs of a file are kept
// but not drawn.
[[nodiscard]] QString reviewSymbol(int nag);
// An invalid colour for a NAG that is not shown.
[[nodiscard]] QColor reviewColour(int nag);
// "Dubious", "Mistake", "Blunder", translated; empty for the others.
[[nodiscard]] QString reviewName(int nag);

} // namespace ataxx

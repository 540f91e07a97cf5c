#pragma once

#include "pgn.h"
#include "puzzle/puzzle.h"

#include <QCoreApplication>
#include <QString>

namespace ataxx {

// Where a puzzle came from, as the Puzzles window names it ("Du gegen
// Computer (Mittel), Ataxx-Partie, 2026-11-28, Zug 12"): composed from the
// puzzle's source parts in the user's language. The app's own words among
// the parts (the players "You", "Human" and "Computer (Medium)", the event
// "Ataxx game") are kept in the code's English and translated when shown, so
// that a puzzle made in one language reads well in another. A puzzle without
// parts (from an earlier version, or the engine's command line) shows its id.
class PuzzleSourceText {
    Q_DECLARE_TR_FUNCTIONS(PuzzleSourceText)

public:
    [[nodiscard]] static QString line(const Puzzle& puzzle);
    // The parts of a game's tags as a puzzle keeps them.
    [[nodiscard]] static PuzzleSource kept(const PgnGame& pgn);
};

} // namespace ataxx

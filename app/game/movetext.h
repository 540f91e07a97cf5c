#pragma once

#include "game.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace ataxx {

// Moves and move numbers as the window shows them, the same everywhere: the
// move list, the status bar, the engine output and analysis lines, the graph
// and the questions. A move reads as in RULES.md ("b2", "a1c3") except the
// pass, which reads "pass" in the user's language: "0000" is the protocol's
// word for it (UAI, game files) and never shown. Move numbers are full moves,
// as the move list numbers its rows: Black's move and White's answer share one.
class MoveText {
    Q_DECLARE_TR_FUNCTIONS(MoveText)

public:
    [[nodiscard]] static QString move(const Geometry& geometry, Move move);
    // A move as a sentence, for a screen reader: "White jumps f4 to d5 and
    // takes 3.", "Black clones to c3.", "White cannot move and passes."
    // `before` is the position it was played in.
    [[nodiscard]] static QString sentence(const Position& before, Move move);
    // The pieces' counts: "Black 18, White 12."
    [[nodiscard]] static QString counts(const Position& position);
    // The legal prefix of `line` played from `position`, space-separated.
    [[nodiscard]] static QString line(const Position& position, const std::vector<Move>& line);
    // The number of the move the side to move plays after `ply` moves of `game`:
    // the move list's row number for it.
    [[nodiscard]] static int moveNumber(const Game& game, int ply);
    // The game's length in full moves: the number of its last move (0 for a
    // game without moves), as the game list of a match and "the game ended
    // with move 30" count it.
    [[nodiscard]] static int fullMoves(const Game& game);
};

} // namespace ataxx

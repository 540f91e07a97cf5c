#pragma once

#include <cstdint>

namespace ataxx {

// An evaluation of one position of the game, as the graph draws it
// (EvalGraph) and the game in progress keeps it for the next start
// (SavedGame::putEvaluations): the search's score of the position after
// `ply` moves, from Black's point of view, drawn at the move chosen there
// (ply + 1), and who found it. Who found it decides how the graph draws it:
// the evaluations of two computers' engines, each its side's moves, are two
// lines; any other evaluations, one.
struct PlyEvaluation {
    enum class Source : std::uint8_t {
        Analysis, // Analyse, or a search of no known player
        Player,   // the engine of the side to move, choosing its move
        Review,   // Review game, or the figures of a saved review
    };

    int ply = 0;
    int scoreForBlack = 0; // hundredths of a piece, or a proven result (score_win)
    Source source = Source::Analysis;

    friend bool operator==(const PlyEvaluation&, const PlyEvaluation&) = default;
};

} // namespace ataxx

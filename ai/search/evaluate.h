#pragma once

#include "position.h"

#include <array>
#include <cstdint>

namespace ataxx {

// The features the evaluation weighs, each counted for the side to move minus
// the other side (or for one side alone where the name says so). Kept apart
// from the weights so that the tuner can fit the weights to game results.
struct EvalFeatures {
    enum Index {
        Material,    // pieces
        Safe,        // pieces with no empty neighbour: nothing can take them next move
        CloneRoom,   // empty cells a clone can reach
        JumpRoom,    // empty cells only a jump can reach
        GainToMove,  // the most pieces the side to move can take with one move
        GainAgainst, // the most the other side could take if it were to move (counted
                     // for the side to move as a loss)
        Tempo,       // 1: being the side to move
        Exposure,    // own pieces next to empty cells the other side can reach, counted
                     // once per such cell (the side to move's minus the other's)
        Edge,        // pieces on the border, which fewer cells touch
        Count
    };
    std::array<int, Count> values{};
};

// Weights in hundredths of a piece per feature, fitted by logistic regression
// (ataxx-tune fit) to 140,000 positions of 2,000 depth-5 self-play games from
// varied openings (ataxx-tune selfplay 2000 5). Against material alone at
// depth 5 they score 65% over 300 games (+108 Elo).
struct EvalWeights {
    std::array<int, EvalFeatures::Count> weight{100, 84, 2, 1, 134, -42, 7, -1, 21};
};

[[nodiscard]] EvalFeatures eval_features(const Position& position) noexcept;

// A static evaluation from the side to move's point of view, in hundredths of
// a piece (see searchtypes.h). Only for positions where the game is not over.
[[nodiscard]] int evaluate(const Position& position, const EvalWeights& weights) noexcept;

// Material alone (for the easy level).
[[nodiscard]] int evaluate_material(const Position& position) noexcept;

} // namespace ataxx

#pragma once

#include "nnue/network.h"
#include "train/trainingdata.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace ataxx::train {

// One training position from the side to move's point of view, with what the
// network should learn for it: a win probability mixed from the search's
// score and the game's result.
struct Sample {
    CellSet us;
    CellSet them;
    CellSet blocked;
    float target = 0.5f;
};

// The records of one geometry as samples; `score_scale` turns a score into a
// win probability (sigmoid(score / score_scale)), `score_weight` is the share
// of the score in the target (the rest is the result).
[[nodiscard]] std::vector<Sample> samples_of(const std::vector<TrainingRecord>& records,
                                             const Geometry& geometry, double score_scale,
                                             double score_weight);

// The scale that best turns the records' scores into their results
// (least squares of sigmoid(score / scale) against win 1, draw 0.5, loss 0).
[[nodiscard]] double fit_score_scale(const std::vector<TrainingRecord>& records);

// The board's symmetries as permutations of its cells (8 for a square, 4 for
// another rectangle, 12 for a hexagon); the first is the identity.
[[nodiscard]] std::vector<std::vector<std::uint8_t>> symmetries(const Geometry& geometry);
// `cells` moved by one of those permutations: cell c goes to perm[c].
[[nodiscard]] CellSet permuted(CellSet cells, const std::vector<std::uint8_t>& perm);

// The layouts of blocked cells the samples hold, with their images under the
// board's symmetries when training turns the positions (`symmetries`), in
// the order nnue::Network::layouts keeps them: what the network will know.
[[nodiscard]] std::vector<CellSet> layouts_of(const std::vector<Sample>& samples,
                                              const Geometry& geometry, bool symmetries);

// The network in floats, with the engine's layout (nnue/network.h).
class FloatNetwork {
public:
    FloatNetwork(const Geometry& geometry, std::uint64_t seed);

    [[nodiscard]] const Geometry& geometry() const noexcept { return *m_geometry; }
    [[nodiscard]] int inputs() const noexcept { return nnue::kinds * m_geometry->cell_count(); }
    // The network's output (a logit: the win probability is its sigmoid).
    [[nodiscard]] float forward(const Sample& sample) const;
    // Its score in hundredths of a piece, as the engine would give without rounding.
    [[nodiscard]] double score(const Sample& sample, double score_scale) const {
        return forward(sample) * score_scale;
    }
    // The engine's integer network; `score_scale` becomes its scale.
    [[nodiscard]] nnue::Network quantised(double score_scale) const;

    std::vector<float> transformer_weights; // [inputs][hidden]
    // Empty, or (training with TrainSettings::factorised) a row per kind of
    // input shared by every cell, added to each cell's own row: what a piece
    // is worth anywhere, learnt from every cell's examples at once.
    // quantised() folds it into the cells' rows, so the engine never sees
    // it. [kinds][hidden]
    std::vector<float> factor_weights;
    std::vector<float> transformer_bias; // [hidden]
    std::vector<float> output_weights;   // [2 * hidden]
    float output_bias = 0;

private:
    const Geometry* m_geometry;
};

struct TrainSettings {
    int epochs = 20;
    int batch = 2048;
    double learning_rate = 0.002;
    double final_learning_rate = 0.00002; // reached on a cosine at the last epoch
    int threads = 1;
    bool symmetries = true;  // each sample in a random symmetry each epoch
    bool factorised = false; // learn FloatNetwork::factor_weights too
    std::uint64_t seed = 1;
};

// What one epoch gave, for the progress line.
struct EpochReport {
    int epoch = 0;
    double train_loss = 0;
    double validation_loss = 0;
    double samples_per_second = 0;
};

// Mean squared error between sigmoid(output) and the target.
[[nodiscard]] double loss(const FloatNetwork& network, const std::vector<Sample>& samples);

// Trains with Adam on mean squared error; calls `report` after each epoch.
void train(FloatNetwork& network, std::vector<Sample> samples,
           const std::vector<Sample>& validation, const TrainSettings& settings,
           const std::function<void(const EpochReport&)>& report);

} // namespace ataxx::train

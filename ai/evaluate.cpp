#include "evaluate.h"

#include <algorithm>

namespace ataxx {

namespace {

// The most pieces `side` takes with one move into `empty`: the opponent pieces
// around the destination, plus one for a clone (the new piece).
int best_gain(const Geometry& g, CellSet theirs, CellSet empty,
              CellSet clone_reach, CellSet jump_reach) noexcept {
    int best = 0;
    for (const int cell : (clone_reach | jump_reach) & empty) {
        const int gain = (g.adjacent(cell) & theirs).count() + (clone_reach.contains(cell) ? 1 : 0);
        best = std::max(best, gain);
    }
    return best;
}

struct SideView {
    CellSet pieces;
    CellSet clone_reach; // empty cells at distance 1
    CellSet jump_reach;  // empty cells at distance 2 and not 1
    int safe = 0;
};

SideView view(const Geometry& g, CellSet pieces, CellSet empty) noexcept {
    SideView v;
    v.pieces = pieces;
    CellSet near;
    CellSet far;
    for (const int cell : pieces) {
        const CellSet adjacent = g.adjacent(cell);
        near |= adjacent;
        far |= g.jumps(cell);
        if ((adjacent & empty).empty()) ++v.safe;
    }
    v.clone_reach = near & empty;
    v.jump_reach = far & empty & ~near;
    return v;
}

} // namespace

EvalFeatures eval_features(const Position& p) noexcept {
    const Geometry& g = p.geometry();
    const CellSet empty = p.empty_cells();
    const Side us = p.side_to_move();
    const SideView a = view(g, p.pieces(us), empty);
    const SideView b = view(g, p.pieces(!us), empty);
    EvalFeatures f;
    auto& v = f.values;
    v[EvalFeatures::Material] = a.pieces.count() - b.pieces.count();
    v[EvalFeatures::Safe] = a.safe - b.safe;
    v[EvalFeatures::CloneRoom] = a.clone_reach.count() - b.clone_reach.count();
    v[EvalFeatures::JumpRoom] = a.jump_reach.count() - b.jump_reach.count();
    v[EvalFeatures::GainToMove] =
        best_gain(g, b.pieces, empty, a.clone_reach, a.jump_reach);
    v[EvalFeatures::GainAgainst] =
        best_gain(g, a.pieces, empty, b.clone_reach, b.jump_reach);
    v[EvalFeatures::Tempo] = 1;
    return f;
}

int evaluate(const Position& p, const EvalWeights& w) noexcept {
    const EvalFeatures f = eval_features(p);
    int score = 0;
    for (int i = 0; i < EvalFeatures::Count; ++i) score += w.weight[i] * f.values[i];
    return score;
}

int evaluate_material(const Position& p) noexcept {
    const Side us = p.side_to_move();
    return 100 * (p.pieces(us).count() - p.pieces(!us).count());
}

} // namespace ataxx

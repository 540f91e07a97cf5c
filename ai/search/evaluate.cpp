#include "search/evaluate.h"

#include <algorithm>

namespace ataxx {

namespace {

// What one side's next move can take: the most pieces in one move (the
// opponent pieces round the destination, plus one for a clone's new piece),
// and the opponent pieces next to all the empty cells it reaches.
struct Threats {
    int best = 0;
    int exposed = 0;
};

Threats threats(const Geometry& g, CellSet theirs, CellSet clone_reach,
                CellSet jump_reach) noexcept {
    Threats t;
    for (const int cell : clone_reach | jump_reach) {
        const int around = (g.adjacent(cell) & theirs).count();
        t.exposed += around;
        t.best = std::max(t.best, around + (clone_reach.contains(cell) ? 1 : 0));
    }
    return t;
}

struct SideView {
    CellSet pieces;
    CellSet clone_reach; // empty cells at distance 1
    CellSet jump_reach;  // empty cells at distance 2 and not 1
    int safe = 0;
    int edge = 0;
};

SideView view(const Geometry& g, CellSet pieces, CellSet empty, int inner_neighbours) noexcept {
    SideView v;
    v.pieces = pieces;
    CellSet near;
    CellSet far;
    for (const int cell : pieces) {
        const CellSet adjacent = g.adjacent(cell);
        near |= adjacent;
        far |= g.jumps(cell);
        if ((adjacent & empty).empty()) ++v.safe;
        if (adjacent.count() < inner_neighbours) ++v.edge;
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
    const int inner = g.is_hexagon() ? 6 : 8;
    const SideView a = view(g, p.pieces(us), empty, inner);
    const SideView b = view(g, p.pieces(!us), empty, inner);
    EvalFeatures f;
    auto& v = f.values;
    v[EvalFeatures::Material] = a.pieces.count() - b.pieces.count();
    v[EvalFeatures::Safe] = a.safe - b.safe;
    v[EvalFeatures::CloneRoom] = a.clone_reach.count() - b.clone_reach.count();
    v[EvalFeatures::JumpRoom] = a.jump_reach.count() - b.jump_reach.count();
    const Threats ours = threats(g, b.pieces, a.clone_reach, a.jump_reach);
    const Threats theirs = threats(g, a.pieces, b.clone_reach, b.jump_reach);
    v[EvalFeatures::GainToMove] = ours.best;
    v[EvalFeatures::GainAgainst] = theirs.best;
    v[EvalFeatures::Tempo] = 1;
    v[EvalFeatures::Exposure] = theirs.exposed - ours.exposed;
    v[EvalFeatures::Edge] = a.edge - b.edge;
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

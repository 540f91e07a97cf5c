#include "board/boardlayout.h"

#include "fen.h"

#include <QStringList>

#include <algorithm>

namespace ataxx {

namespace {

// Cells are named in messages up to this many; the rest are counted.
constexpr int namedCells = 6;

struct Transform {
    int turns = 0;        // hexagons: sixths of a full turn, clockwise
    bool mirrorX = false; // rectangles: left-right
    bool mirrorY = false; // rectangles: top-bottom
    bool swapsSides = false;
};

std::vector<Transform> transformsFor(Symmetry symmetry, bool hexagon) {
    if (hexagon) {
        switch (symmetry) {
        case Symmetry::Point:
            return {{0}, {3, false, false, true}};
        case Symmetry::Rotate3:
            return {{0}, {2}, {4}};
        case Symmetry::Rotate6:
            return {{0}, {1, false, false, true}, {2}, {3, false, false, true},
                    {4}, {5, false, false, true}};
        default:
            return {{0}};
        }
    }
    switch (symmetry) {
    case Symmetry::LeftRight:
        return {{0}, {0, true, false, true}};
    case Symmetry::TopBottom:
        return {{0}, {0, false, true, true}};
    case Symmetry::FourWay:
        return {{0}, {0, true, false, true}, {0, false, true, true}, {0, true, true, false}};
    case Symmetry::Point:
        return {{0}, {0, true, true, false}};
    default:
        return {{0}};
    }
}

int apply(const Geometry& g, int cell, const Transform& t) {
    if (g.is_hexagon()) {
        // A sixth of a turn in axial coordinates: (q, r) -> (-r, q + r).
        int q = g.q_of(cell);
        int r = g.r_of(cell);
        for (int i = 0; i < t.turns; ++i) {
            const int nq = -r;
            r = q + r;
            q = nq;
        }
        return g.cell_at_axial(q, r);
    }
    const int row = t.mirrorY ? g.height() - 1 - g.row_of(cell) : g.row_of(cell);
    const int column = t.mirrorX ? g.width() - 1 - g.column_of(cell) : g.column_of(cell);
    return g.cell_at(row, column);
}

QString cellList(const Geometry& g, CellSet cells) {
    QStringList names;
    for (const int cell : cells) {
        if (names.size() == namedCells) {
            names << QStringLiteral("…");
            break;
        }
        names << QString::fromStdString(g.name(cell));
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

BoardLayout BoardLayout::fromPosition(const Position& position) {
    BoardLayout layout;
    layout.geometry = &position.geometry();
    layout.x = position.pieces(Side::X);
    layout.o = position.pieces(Side::O);
    layout.blocked = position.blocked();
    layout.toMove = position.side_to_move();
    layout.halfmoveClock = position.halfmove_clock();
    layout.fullmoveNumber = position.fullmove_number();
    return layout;
}

BoardLayout BoardLayout::start(const Geometry& geometry) {
    return fromPosition(Position::start(geometry));
}

Position BoardLayout::position(Rules rules) const {
    return Position::from_parts(*geometry, x, o, blocked, toMove, halfmoveClock, fullmoveNumber,
                                rules);
}

QString BoardLayout::fen() const {
    return QString::fromStdString(write_fen(position()));
}

CellSet BoardLayout::unreachable() const {
    const CellSet playable = geometry->all_cells() & ~blocked;
    CellSet reached = (x | o) & playable;
    CellSet frontier = reached;
    while (!frontier.empty()) {
        CellSet next;
        for (const int cell : frontier) next |= geometry->reach(cell);
        next &= playable & ~reached;
        reached |= next;
        frontier = next;
    }
    return playable & ~reached;
}

QString BoardLayout::problem(Rules rules) const {
    const CellSet all = geometry->all_cells();
    if ((x & all).empty()) return tr("Black needs at least one piece.");
    if ((o & all).empty()) return tr("White needs at least one piece.");
    const CellSet onBlocked = (x | o) & blocked & all;
    if (!onBlocked.empty())
        return tr("A piece stands on a blocked cell: %1.").arg(cellList(*geometry, onBlocked));
    if ((x & o & all).count() > 0)
        return tr("A cell holds pieces of both sides: %1.").arg(cellList(*geometry, x & o & all));
    if (position(rules).is_over()) return tr("The game would be over before the first move.");
    const CellSet lost = unreachable();
    if (!lost.empty())
        return tr("%n cell(s) can never be reached by any piece: %1.", nullptr, lost.count())
            .arg(cellList(*geometry, lost));
    return {};
}

QList<Symmetry> BoardLayout::symmetries(Shape shape) {
    if (shape == Shape::Hexagon)
        return {Symmetry::None, Symmetry::Point, Symmetry::Rotate3, Symmetry::Rotate6};
    return {Symmetry::None, Symmetry::LeftRight, Symmetry::TopBottom, Symmetry::FourWay,
            Symmetry::Point};
}

QString BoardLayout::symmetryName(Symmetry symmetry) {
    switch (symmetry) {
    case Symmetry::None:
        break;
    case Symmetry::LeftRight:
        return tr("Left–right mirror");
    case Symmetry::TopBottom:
        return tr("Top–bottom mirror");
    case Symmetry::FourWay:
        return tr("Four-way mirror");
    case Symmetry::Point:
        return tr("Point symmetry (half turn)");
    case Symmetry::Rotate3:
        return tr("Three-fold rotation");
    case Symmetry::Rotate6:
        return tr("Six-fold rotation");
    }
    return tr("None");
}

std::vector<BoardLayout::Image> BoardLayout::images(int cell, Symmetry symmetry) const {
    std::vector<Image> result;
    if (cell < 0 || cell >= geometry->cell_count()) return result;
    for (const Transform& t : transformsFor(symmetry, geometry->is_hexagon())) {
        const int image = apply(*geometry, cell, t);
        if (image < 0) continue;
        const bool seen = std::any_of(result.begin(), result.end(),
                                      [image](const Image& i) { return i.cell == image; });
        if (!seen) result.push_back({image, t.swapsSides});
    }
    return result;
}

void BoardLayout::toggleBlocked(int cell, Symmetry symmetry) {
    const std::vector<Image> cells = images(cell, symmetry);
    if (cells.empty()) return;
    const bool block = !blocked.contains(cell);
    for (const Image& image : cells) {
        if (block) {
            blocked.set(image.cell);
            x.reset(image.cell);
            o.reset(image.cell);
        } else {
            blocked.reset(image.cell);
        }
    }
}

void BoardLayout::togglePiece(int cell, Side side, Symmetry symmetry) {
    const std::vector<Image> cells = images(cell, symmetry);
    if (cells.empty()) return;
    const bool remove = x.contains(cell) || o.contains(cell);
    for (const Image& image : cells) {
        x.reset(image.cell);
        o.reset(image.cell);
        if (remove) continue;
        blocked.reset(image.cell);
        (image.swapsSides != (side == Side::O) ? o : x).set(image.cell);
    }
}

} // namespace ataxx

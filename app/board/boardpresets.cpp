#include "board/boardpresets.h"

#include "fen.h"

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace ataxx {

namespace {

QString startFen(const Geometry* geometry) {
    return QString::fromStdString(write_fen(Position::start(*geometry)));
}

// The start of a hexagon with blocked cells at these axial coordinates.
QString hexagonFen(int side, std::initializer_list<std::pair<int, int>> holes) {
    const Geometry& g = *Geometry::hexagon(side);
    const Position start = Position::start(g);
    CellSet blocked;
    for (const auto& [q, r] : holes) blocked.set(g.cell_at_axial(q, r));
    return QString::fromStdString(write_fen(Position::from_parts(
        g, start.pieces(Side::X), start.pieces(Side::O), blocked, Side::X, 0, 1)));
}

} // namespace

QList<BoardPresets::Preset> BoardPresets::all() {
    // The blocked 7x7 layouts are all symmetric left to right and top to
    // bottom, so that neither side starts better placed.
    const auto blocked = [](const char* key, const QString& name, const char* rows) {
        return Preset{QLatin1StringView(key), name,
                      QLatin1StringView(rows) + QLatin1StringView(" x 0 1"), Group::Blocked};
    };
    const auto hexagon = [](const char* key, const QString& name, const QString& fen) {
        return Preset{QLatin1StringView(key), name, fen, Group::Hexagon};
    };
    const auto size = [](const char* key, const QString& name, const Geometry* geometry) {
        return Preset{QLatin1StringView(key), name, startFen(geometry), Group::Size};
    };
    return {
        {QStringLiteral("7x7"), tr("Classic 7×7"), QString::fromLatin1(start_fen), Group::Classic},
        blocked("7x7-blocked", tr("Four pillars"), "x5o/7/2-1-2/7/2-1-2/7/o5x"),
        blocked("7x7-cross", tr("Cross"), "x5o/7/3-3/2-1-2/3-3/7/o5x"),
        blocked("7x7-saltire", tr("Saltire"), "x5o/7/2-1-2/3-3/2-1-2/7/o5x"),
        blocked("7x7-rooms", tr("Four rooms"), "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x"),
        blocked("7x7-lattice", tr("Lattice"), "x1-1-1o/2-1-2/-5-/-2-2-/-5-/2-1-2/o1-1-1x"),
        blocked("7x7-guards", tr("Corner guards"), "x5o/1-3-1/7/7/7/1-3-1/o5x"),
        blocked("7x7-wide-pillars", tr("Wide pillars"), "x5o/7/1-3-1/7/1-3-1/7/o5x"),
        blocked("7x7-bar", tr("Centre bar"), "x5o/7/7/2---2/7/7/o5x"),
        blocked("7x7-gates", tr("Four gates"), "x2-2o/7/7/-5-/7/7/o2-2x"),
        blocked("7x7-grid", tr("Grid"), "x5o/1-1-1-1/7/1-1-1-1/7/1-1-1-1/o5x"),
        blocked("7x7-walls", tr("Two walls"), "x5o/7/1-----1/7/1-----1/7/o5x"),
        blocked("7x7-islands", tr("Islands"), "x5o/2---2/7/1--1--1/7/2---2/o5x"),
        blocked("7x7-posts", tr("Side posts"), "x1-1-1o/7/-5-/7/-5-/7/o1-1-1x"),
        blocked("7x7-compass", tr("Compass"), "x5o/3-3/7/1--1--1/7/3-3/o5x"),
        blocked("7x7-diagonals", tr("Diagonals"), "x5o/1-3-1/2-1-2/3-3/2-1-2/1-3-1/o5x"),
        blocked("7x7-goals", tr("Goals"), "x2-2o/2---2/7/7/7/2---2/o2-2x"),
        hexagon("hexxagon", tr("Hexxagon with three holes"), QString::fromLatin1(hexxagon_fen)),
        hexagon("hexxagon-open", tr("Hexxagon without holes"), startFen(Geometry::hexagon(5))),
        hexagon("hexxagon-ring", tr("Hexxagon with a ring of six holes"),
                hexagonFen(5, {{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}})),
        hexagon("hexxagon-star", tr("Hexxagon with a star of six holes"),
                hexagonFen(5, {{2, -2}, {2, 0}, {0, 2}, {-2, 2}, {-2, 0}, {0, -2}})),
        hexagon("hexxagon-centre", tr("Hexxagon with a hole in the centre"),
                hexagonFen(5, {{0, 0}})),
        hexagon("hex4", tr("Small hexagon (side 4)"), startFen(Geometry::hexagon(4))),
        hexagon("hex6", tr("Large hexagon (side 6)"), startFen(Geometry::hexagon(6))),
        hexagon("hex7-holes", tr("Largest hexagon (side 7) with three holes"),
                hexagonFen(7, {{2, -2}, {0, 2}, {-2, 0}})),
        size("5x5", tr("5×5"), Geometry::rectangle(5, 5)),
        size("6x6", tr("6×6"), Geometry::rectangle(6, 6)),
        size("8x8", tr("8×8"), Geometry::rectangle(8, 8)),
        size("9x9", tr("9×9"), Geometry::rectangle(9, 9)),
        size("11x11", tr("11×11"), Geometry::rectangle(11, 11)),
    };
}

BoardPresets::Preset BoardPresets::find(const QString& key) {
    const QList<Preset> presets = all();
    for (const Preset& preset : presets)
        if (preset.key == key) return preset;
    return presets.front();
}

bool BoardPresets::contains(const QString& key) {
    const QList<Preset> presets = all();
    return std::any_of(presets.begin(), presets.end(),
                       [&key](const Preset& preset) { return preset.key == key; });
}

Position BoardPresets::startPosition(const QString& key) {
    const auto position = read_fen(find(key).fen.toStdString());
    return position ? *position : Position();
}

QString BoardPresets::keyOf(const Position& start) {
    const QString fen = QString::fromStdString(write_fen(start));
    for (const Preset& preset : all())
        if (preset.fen == fen) return preset.key;
    return {};
}

QString BoardPresets::groupName(Group group) {
    switch (group) {
    case Group::Classic:
        break;
    case Group::Blocked:
        return tr("7×7 with blocked cells");
    case Group::Hexagon:
        return tr("Hexagons");
    case Group::Size:
        return tr("Other sizes");
    }
    return tr("Classic");
}

} // namespace ataxx

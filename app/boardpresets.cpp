#include "boardpresets.h"

#include "fen.h"

#include <algorithm>

namespace ataxx {

namespace {

QString startFen(const Geometry* geometry) {
    return QString::fromStdString(write_fen(Position::start(*geometry)));
}

} // namespace

QList<BoardPresets::Preset> BoardPresets::all() {
    return {
        {QStringLiteral("7x7"), tr("7×7 classic"), QString::fromLatin1(start_fen)},
        {QStringLiteral("7x7-blocked"), tr("7×7 with four blocked cells"),
         QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1")},
        {QStringLiteral("7x7-cross"), tr("7×7 with a blocked cross"),
         QStringLiteral("x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1")},
        {QStringLiteral("hexxagon"), tr("Hexxagon (hexagon, side 5)"),
         QString::fromLatin1(hexxagon_fen)},
        {QStringLiteral("hex4"), tr("Small hexagon (side 4)"), startFen(Geometry::hexagon(4))},
        {QStringLiteral("hex6"), tr("Large hexagon (side 6)"), startFen(Geometry::hexagon(6))},
        {QStringLiteral("5x5"), tr("5×5"), startFen(Geometry::rectangle(5, 5))},
        {QStringLiteral("6x6"), tr("6×6"), startFen(Geometry::rectangle(6, 6))},
        {QStringLiteral("8x8"), tr("8×8"), startFen(Geometry::rectangle(8, 8))},
        {QStringLiteral("9x9"), tr("9×9"), startFen(Geometry::rectangle(9, 9))},
        {QStringLiteral("11x11"), tr("11×11"), startFen(Geometry::rectangle(11, 11))},
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

} // namespace ataxx

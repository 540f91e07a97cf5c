#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ataxx {

// The boards a new game can start on, ready made: classic 7x7, the classic
// 7x7 layouts with blocked cells, Hexxagon and other hexagons, and other
// rectangle sizes. Each has a stable key (given on the command line with
// --board), a translated name and a start FEN. The settings dialog offers
// them above the player's own layouts; every one passes BoardLayout's checks.
class BoardPresets {
    Q_DECLARE_TR_FUNCTIONS(BoardPresets)

public:
    enum class Group { Classic, Blocked, Hexagon, Size };

    struct Preset {
        QString key;
        QString name;
        QString fen;
        Group group = Group::Classic;
    };

    [[nodiscard]] static QList<Preset> all();
    // The preset with that key, or the classic 7x7 one.
    [[nodiscard]] static Preset find(const QString& key);
    [[nodiscard]] static bool contains(const QString& key);
    // The start position of a preset (the classic start for an unknown key).
    [[nodiscard]] static Position startPosition(const QString& key);
    // The key of the preset that starts at this position, or an empty string.
    [[nodiscard]] static QString keyOf(const Position& start);
    // "Blocked 7×7 layouts", translated.
    [[nodiscard]] static QString groupName(Group group);
};

} // namespace ataxx

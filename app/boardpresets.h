#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ataxx {

// The boards a new game can start on: classic 7x7, 7x7 with blocked cells,
// Hexxagon and a few other sizes. Each has a stable key (stored in the
// settings, given on the command line with --board) and a translated name.
// A later settings dialog adds a board editor; this list stays its presets.
class BoardPresets {
    Q_DECLARE_TR_FUNCTIONS(BoardPresets)

public:
    struct Preset {
        QString key;
        QString name;
        QString fen;
    };

    [[nodiscard]] static QList<Preset> all();
    // The preset with that key, or the classic 7x7 one.
    [[nodiscard]] static Preset find(const QString& key);
    [[nodiscard]] static bool contains(const QString& key);
    // The start position of a preset (the classic start for an unknown key).
    [[nodiscard]] static Position startPosition(const QString& key);
    // The key of the preset that starts at this position, or an empty string.
    [[nodiscard]] static QString keyOf(const Position& start);
};

} // namespace ataxx

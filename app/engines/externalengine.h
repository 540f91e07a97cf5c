#pragma once

#include "position.h"

#include <QString>

namespace ataxx {

// An external engine the user added: a name to show, the command that runs
// it, how long it thinks a move, and which boards it plays. The boards are
// found out when it is added, by asking it for a move on a 7×7 start, a 7×7
// with blocked cells and Hexxagon (EngineProbe); it is then offered only for
// the boards it played. A plain value, stored by EngineSettings.
struct ExternalEngine {
    QString name;
    // The program and its arguments, as /bin/sh reads them.
    QString command;
    int moveTimeMs = 1000;
    bool rectangles = true;
    bool hexagons = true;
    bool blockedCells = true;

    [[nodiscard]] bool isValid() const { return !command.isEmpty(); }
    // Whether it plays on the board of this position.
    [[nodiscard]] bool accepts(const Position& position) const {
        const bool hexagon = position.geometry().is_hexagon();
        if (hexagon ? !hexagons : !rectangles) return false;
        return blockedCells || position.blocked().empty();
    }

    [[nodiscard]] friend bool operator==(const ExternalEngine&, const ExternalEngine&) = default;
};

} // namespace ataxx

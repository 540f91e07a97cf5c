#pragma once

#include "engines/boardfamily.h"
#include "position.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace ataxx {

// An external engine the user added: a name to show, the command that runs
// it, how long it thinks a move, which boards it plays and its options. The
// boards are found out when it is added, by asking it for a move on the
// representative of each BoardFamily (EngineProbe), and the person may tick
// or untick them by hand; it is offered only for the boards it plays. Its
// options are those it declared in its handshake (kept as it wrote them), the
// values the person set are sent before each game. A plain value, stored by
// EngineSettings.
struct ExternalEngine {
    QString name;
    // The program and its arguments, as /bin/sh reads them.
    QString command;
    int moveTimeMs = 1000;
    // One bit per BoardFamily.
    quint32 boards = (1u << boardFamilyCount) - 1;
    // The `option name ...` lines of its last handshake.
    QStringList declaredOptions;
    // The values the person chose, by option name; others keep their defaults.
    QMap<QString, QString> optionValues;

    [[nodiscard]] bool isValid() const { return !command.isEmpty(); }
    [[nodiscard]] bool plays(BoardFamily family) const {
        return (boards >> static_cast<int>(family)) & 1u;
    }
    void setPlays(BoardFamily family, bool plays) {
        const quint32 bit = 1u << static_cast<int>(family);
        boards = plays ? boards | bit : boards & ~bit;
    }
    [[nodiscard]] bool playsAny() const { return boards != 0; }
    // Whether it plays on the board of this position.
    [[nodiscard]] bool accepts(const Position& position) const {
        return plays(boardFamilyOf(position));
    }
    // The values to send, in the order the engine declared its options, left
    // out those it no longer declares or would not take.
    [[nodiscard]] QList<std::pair<QString, QString>> optionsToSend() const;
    // The match runner's description: "uai:<command>|Name=Value|...".
    [[nodiscard]] std::string matchDescription() const;

    [[nodiscard]] friend bool operator==(const ExternalEngine&, const ExternalEngine&) = default;
};

} // namespace ataxx

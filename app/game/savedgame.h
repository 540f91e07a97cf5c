#pragma once

#include "pgn.h"

#include <QString>

#include <optional>

namespace ataxx {

// The game in progress, kept on disk so that a crash or a closed window loses
// nothing: a PGN file in the app's data folder
// (QStandardPaths::AppDataLocation), written whole through QSaveFile after
// every change, so that it is never half written. The position the player
// was looking at is kept in a CurrentPly tag, so an undone move comes back
// as a move to redo.
class SavedGame {
public:
    // The file in the app's data folder; tests pass a path of their own.
    SavedGame();
    explicit SavedGame(QString path);

    [[nodiscard]] QString path() const { return m_path; }

    // Writes the record and the cursor of pgn.game; false when the file cannot
    // be written (the game goes on; the reason is reported with qWarning).
    bool write(const PgnGame& pgn) const;
    // The saved game, at the saved cursor, when it is worth offering: it reads,
    // has moves, and is not over at its end. Anything else is nothing to offer.
    [[nodiscard]] std::optional<PgnGame> read() const;
    void remove() const;

private:
    QString m_path;
};

} // namespace ataxx

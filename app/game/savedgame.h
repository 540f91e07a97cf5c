#pragma once

#include "game/plyevaluation.h"
#include "pgn.h"
#include "players/playersetup.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace ataxx {

// The game in progress, kept on disk so that a crash or a closed window loses
// nothing: a PGN file in the app's data folder
// (QStandardPaths::AppDataLocation), written whole through QSaveFile after
// every change, so that it is never half written. The position the player
// was looking at is kept in a CurrentPly tag, so an undone move comes back
// as a move to redo. Who plays each side is kept too (putPlayers), so that the
// game goes on with the players it was started with, not those of the settings,
// whether the person had help (putHelp), so that a resumed game is no more
// rated than the game it goes on from, and the graph's evaluations
// (putEvaluations), so that a resumed game draws the curve it had. These are
// tags of the file alone: the game's record, its moves' notes and the tags
// of a game saved by the person never carry them.
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

    // Adds who plays each side to pgn's tags (BlackPlayer, WhitePlayer): a level
    // key for our engine ("easy"), "human:" and the level kept for the side, or
    // "engine:" and the name of an external engine.
    static void putPlayers(PgnGame& pgn, const std::array<PlayerSetup, 2>& players);
    // Takes those tags out of pgn and reads them, Black first. A side whose tag
    // is missing (a file of an older version) is nullopt; so is one whose value
    // names no level or no engine among `engines`, and then `problems` gets a
    // line that says which side and what was stored.
    static std::array<std::optional<PlayerSetup>, 2>
    takePlayers(PgnGame& pgn, const QList<ExternalEngine>& engines, QStringList* problems);
    // Marks pgn as a game the person had help in (GameController::hadHelp), in a
    // HadHelp tag, so that a resumed game stays unrated; no tag without help.
    static void putHelp(PgnGame& pgn, bool hadHelp);
    // Takes that tag out of pgn: whether the game had help before it was saved.
    static bool takeHelp(PgnGame& pgn);
    // Adds the graph's evaluations to pgn, in an Evaluations tag: one
    // "ply:score" a position searched, the score for Black, and ":p" after
    // it where the side to move's engine found it, ":r" where a review did.
    // No tag without evaluations.
    static void putEvaluations(PgnGame& pgn, const std::vector<PlyEvaluation>& evaluations);
    // Takes that tag out of pgn and reads it: the evaluations of positions of
    // pgn.game, before its last move at the latest, in the order of their
    // plies. A value that is not one (a ply past the game, a score beyond a
    // proven result, a word) is left out; the others stay.
    static std::vector<PlyEvaluation> takeEvaluations(PgnGame& pgn);

private:
    QString m_path;
};

} // namespace ataxx

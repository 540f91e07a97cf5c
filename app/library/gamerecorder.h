#pragma once

#include "game.h"
#include "game/gamecontroller.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

class QWidget;

namespace ataxx {

class GameDocument;
class GamesLibrary;
class Prompter;

// Keeps every game that ends on the board in the games library: a person's
// game, and a game between computers that was watched there (marked as
// such), with who played each side (a person, our engine at its level, an
// external engine), the moves and any review's marks.
//
// The game on screen is linked to its row of the library once kept, or once
// opened from the library (link()). A game taken back and ended again is the
// same game: its row is brought up to date, unless the row is rated: a rated
// game's end stands, and the game played on is a new row. A game in which the
// person had help (GameController::hadHelp) is not rated. A review of a linked game adds
// its marks and figures to the row. A game opened from the library and
// played to another end is a new game of its own. A game opened already
// finished, or browsed to its end, is not kept again. Once the game is kept,
// its document asks nothing before it is replaced (GameDocument::markKept).
//
// A library that cannot be written is reported once through the Prompter,
// and so is a damaged one put aside (GamesLibrary::takeNotice).
class GameRecorder : public QObject {
    Q_OBJECT

public:
    GameRecorder(GamesLibrary* library, GameController* controller, GameDocument* document,
                 Prompter* prompter, QWidget* window);

    // The game on screen is game `id` of the library, just opened from it.
    void link(qint64 id);
    // While off (the analysis board), no game is kept: what is played there is
    // tried out, not a game. Turning it on again starts afresh with the game
    // then on screen.
    void setRecording(bool on);
    // The library's game that the game on screen is, if any.
    [[nodiscard]] std::optional<qint64> linkedGame() const { return m_id; }

signals:
    // The game on screen was written to the library as game `id`.
    void kept(qint64 id);

private:
    void onGameChanged(GameController::Change change);
    void keep();

    GamesLibrary* m_library;
    GameController* m_controller;
    GameDocument* m_document;
    Prompter* m_prompter;
    QPointer<QWidget> m_window;
    std::optional<qint64> m_id;
    // The linked game was kept from the board in this run, not opened from
    // the library: another end of it replaces its row.
    bool m_playedHere = false;
    bool m_recording = true;
    // The game as its row holds it.
    std::optional<Game> m_kept;
    bool m_keptRated = false;       // its row counts for the person's rating
    bool m_failureReported = false; // a game that could not be kept was told
};

} // namespace ataxx

#pragma once

#include "game.h"
#include "game/gamedocument.h"
#include "players/playersetup.h"

#include <QObject>

#include <array>
#include <optional>

namespace ataxx {

class MainWindow;

// The analysis board (Game > Analysis board): the game or a position on the
// board of the window, opened for free exploration. A person moves both
// sides, the analysis runs with its best lines, every move tried stays in the
// tree as a variation, nothing is rated or kept in the games library by
// itself, and nothing is autosaved over the game in progress. That game is
// put aside whole on opening (its record and cursor, its players, whether the
// person had help, its file) and comes back as it was on closing, after the
// usual question when the analysis has something unsaved. Save and Save as
// write the analysis as a game file with its variations; saveToLibrary keeps
// it in the games library.
//
// It is a part of the window that borrows the window's board, move list,
// analysis, explorer and document rather than a window of its own, so that
// everything the window offers for a game works the same on it.
class AnalysisBoard : public QObject {
    Q_OBJECT

public:
    explicit AnalysisBoard(MainWindow* window);

    [[nodiscard]] bool isOpen() const { return m_aside.has_value(); }
    // Opens the board with the game on screen as it is (moves, variations,
    // notes, the cursor where it stands). False when it is open already.
    bool open();
    // Opens it (or goes on in it) with a position set up in the position
    // editor, starting from the position on the board; false when cancelled.
    bool setUpPosition();
    // Opens it (or goes on in it) with `start` and no moves.
    bool openPosition(const Position& start);
    // Keeps the analysis in the games library; false when it could not be.
    bool saveToLibrary();
    // Back to the game put aside, as it was; false, changing nothing, when
    // the person cancels the question about an unsaved analysis.
    bool close();

signals:
    void openChanged(bool open);

private:
    // The game in progress and what goes with it, put aside.
    struct Aside {
        Game game;
        std::array<PlayerSetup, 2> players;
        bool hadHelp = false;
        bool analysing = false;
        GameDocument::State document;
    };
    void putAside();
    void show(const Game& game);

    MainWindow* m_window;
    std::optional<Aside> m_aside;
};

} // namespace ataxx

#pragma once

#include "players/playersetup.h"

#include <QString>

#include <array>

class QAction;
class QMainWindow;

namespace ataxx {

class BoardView;
class GameController;
class Position;
class Prompter;

// What WatchMode needs of the window it is added to, and all it knows of it:
// the QMainWindow that takes its docks, toolbar row and menu, the game's
// controller and board, the window's prompter, two of its actions, and a
// way to start a new game. MainWindow is the one host; WatchMode does not
// include it, so the arrow runs one way (the window owns the watch mode).
class WatchHost {
public:
    [[nodiscard]] virtual QMainWindow* hostWindow() = 0;
    [[nodiscard]] virtual GameController* controller() const = 0;
    [[nodiscard]] virtual BoardView* boardView() const = 0;
    // Asked at each question, as tests replace the window's prompter.
    [[nodiscard]] virtual Prompter* prompter() const = 0;
    // The window's Hint and Quit, beside which the modes put actions of theirs.
    [[nodiscard]] virtual QAction* hintAction() const = 0;
    [[nodiscard]] virtual QAction* quitAction() const = 0;
    // A new game from `start` with `players` (Black, White); false when it did
    // not start (a player cannot play the board, and the person chose no
    // other): then the game on screen keeps its players.
    virtual bool startGame(const Position& start, const std::array<PlayerSetup, 2>& players) = 0;
    // Before the game on screen is replaced: true when it may go, after the
    // user was asked (Save, Discard, Cancel) if it has unsaved moves.
    [[nodiscard]] virtual bool mayReplaceGame() = 0;
    // A passing remark in the status bar, until the game changes.
    virtual void showNotice(const QString& text) = 0;
    // False, after asking, when a side's engine cannot play `start` and the
    // person chose nobody in its place.
    [[nodiscard]] virtual bool playersCanPlay(const Position& start) = 0;
    // How wide the window's middle (the board and the players' panel beside
    // it) must be for the board to be `boardSide` pixels wide: what docks
    // beside it leave.
    [[nodiscard]] virtual int centralWidthFor(int boardSide) const = 0;
    // A person's choice of who plays `side`: in the game on screen and in
    // the new games after it.
    virtual void choosePlayer(Side side, const PlayerSetup& player) = 0;

protected:
    ~WatchHost() = default;
};

} // namespace ataxx

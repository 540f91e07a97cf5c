#pragma once

#include "pgn.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

namespace ataxx {

class MainWindow;

// The pictures of the game in the README and the AppStream metainfo, made by
// the program itself (scripts/make-screenshots runs it with the hidden
// --screenshot options). It puts the real window where a player would see
// it: a game from a file, up to a move, with the players given on the
// command line. Nothing in a picture comes from a search on this machine, so
// a change of the engine or a slow machine changes no picture: the games are
// fixed move lists, the graph's evaluations are the scores their move
// comments give ("+0.21/16 0.65s" as ataxx-match writes them, or a review's
// "best f4 +0.50"), the marks of a review are the ones the file keeps, and
// the engine output shows fixed reports (UAI info lines in a file). Then it
// saves the window as a PNG and quits. Nothing waits on the GUI thread: the
// picture is taken after a timer, once the window has painted.
class ScreenshotMode : public QObject {
    Q_OBJECT

public:
    struct Plan {
        QString path;     // where the PNG goes
        QString game;     // the game file (PGN) on the board
        int ply = -1;     // its moves up to this one (-1: all of them)
        bool you = false; // the side to move is a person, a piece selected
        // The file opened as a person opens it (people on both sides, named
        // as in it), its review's marks shown at the first marked move.
        bool review = false;
        // The engine output's last search of each computer: UAI info lines,
        // each after "x " or "o " for the side that searched.
        QString searches;
        // `game` is a puzzle file: the Puzzles window over its puzzles, the
        // first answered with the move of its game (`am`) and the best line
        // played out; the picture is of that window.
        bool puzzles = false;
        // `game` is a file of finished games, each with the players of a
        // saved game's BlackPlayer and WhitePlayer tags ("human:medium",
        // "hard", "even:1540"): they are kept in the (empty) games library
        // as games played on the board, and the picture is of the Games
        // window's Rating page.
        bool rating = false;
    };

    // No pause and no animation; nothing moves before the game is loaded.
    ScreenshotMode(MainWindow* window, Plan plan);

    // Once the window is shown, with the players of the picture set: quits
    // the application with 0 once the picture is saved, with 1 if it cannot
    // be made (a file that cannot be read, a computer to move that is not
    // paused, a puzzle file without a puzzle) or takes longer than two minutes.
    void start();

private:
    // The plan's game file, read whole; nothing (and the run failed, saying
    // why) where it cannot be read or holds no game.
    std::optional<std::vector<PgnGame>> readPlanGames();
    bool loadGame();
    bool loadGameWithPlayers();
    bool showSearches();
    bool showPuzzles();
    bool showRating();
    void selectPiece();
    void takePicture();
    void fail(const QString& why);

    MainWindow* m_window;
    Plan m_plan;
    QTimer m_giveUp;
};

} // namespace ataxx

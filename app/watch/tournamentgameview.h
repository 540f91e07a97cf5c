#pragma once

#include "game.h"
#include "search/searchtypes.h"

#include <QWidget>

class QLabel;

namespace ataxx {

class BoardView;
class TournamentRunner;

// The tournament dialog's game: the game being played on a small board, with
// a caption saying which game and who plays whom, and what both players
// think (depth, score, line); between games and when a finished game of the
// list is chosen, that game's final position. It follows the runner's
// signals by itself and never touches the runner's games.
class TournamentGameView : public QWidget {
    Q_OBJECT

public:
    explicit TournamentGameView(TournamentRunner* runner, QWidget* parent = nullptr);

    // The final position of the runner's finished game `index` (its games()).
    void showFinishedGame(int index);

    // The game on the board: the one being played, or the end of a finished one.
    [[nodiscard]] const Game& shownGame() const { return m_shown; }
    [[nodiscard]] QString caption() const;
    // What each player of the game being played said last (Black, White).
    [[nodiscard]] QString engineLine(Side side) const;

private:
    void showCurrentGame();
    void showInfo(Side side, const SearchInfo& info);
    void clearEngineLines();

    TournamentRunner* m_runner;
    BoardView* m_board;
    QLabel* m_caption;
    QLabel* m_engineLines[2];
    QString m_engineTexts[2];
    Game m_shown;
    int m_liveNumber = 0; // the game the caption shows being played, if any
};

} // namespace ataxx

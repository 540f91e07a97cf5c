#pragma once

#include "engines/externalengine.h"
#include "game/playersetup.h"
#include "watch/matchrunner.h"

#include <QDialog>
#include <QList>

class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ataxx {

class BoardView;
class PlayerComboBox;

// A match between two players: the players (levels of our engine or
// external engines), the number of games, the time per move, the boards and
// openings, and the game file, then the match itself as it runs: the tally
// from the first player's side (wins, draws, losses, score, Elo difference
// with its 95% margin), the game being played on a small board, and every
// finished game with its result and how it ended.
//
// The dialog only edits a MatchPlan and shows a MatchRunner, which it does not
// own: closing the dialog leaves the match running, and opening it again
// shows it where it is.
class MatchDialog : public QDialog {
    Q_OBJECT

public:
    MatchDialog(MatchRunner* runner, const QList<ExternalEngine>& engines,
                QWidget* parent = nullptr);

    void setEngines(const QList<ExternalEngine>& engines);
    // The plan the controls describe.
    [[nodiscard]] MatchPlan plan() const;
    void setGames(int games);
    void setMoveTime(int milliseconds);
    void setPgnPath(const QString& path);
    // Checks exactly the boards whose FENs are given.
    void setOpenings(const QStringList& fens);
    void setPlayers(const PlayerSetup& first, const PlayerSetup& second);

    [[nodiscard]] QString tallyText() const;
    [[nodiscard]] QString eloText() const;
    [[nodiscard]] QPushButton* startButton() const { return m_start; }
    [[nodiscard]] QPushButton* stopButton() const { return m_stop; }
    [[nodiscard]] QTableWidget* gamesTable() const { return m_table; }

    // "Computer (Hard)", or the external engine's name, and its match description.
    [[nodiscard]] static QString playerName(const PlayerSetup& player);
    [[nodiscard]] static std::string playerDescription(const PlayerSetup& player);

    // The game on the small board: the one being played, or the end of a finished one.
    [[nodiscard]] const Game& shownGame() const { return m_shown; }
    [[nodiscard]] QString boardCaption() const;
    // The number of full moves in `game`, as its move list would number them.
    [[nodiscard]] static int fullMoves(const Game& game);

signals:
    // The game file to remember for next time.
    void pgnPathChosen(const QString& path);

private:
    void startMatch();
    void browse();
    void updateBoards();
    void updateState();
    void showTally();
    void addGame(int index);
    void showCurrentGame();
    // The final position of a finished game of the list on the board.
    void showFinishedGame(int index);

    MatchRunner* m_runner;
    PlayerComboBox* m_first;
    PlayerComboBox* m_second;
    QSpinBox* m_games;
    QSpinBox* m_moveTime;
    QSpinBox* m_randomPlies;
    QListWidget* m_boards;
    QLineEdit* m_path;
    QPushButton* m_browse;
    QPushButton* m_start;
    QPushButton* m_stop;
    QLabel* m_tally;
    QLabel* m_elo;
    QLabel* m_status;
    QProgressBar* m_progress;
    BoardView* m_board;
    QLabel* m_boardCaption;
    QTableWidget* m_table;
    Game m_shown;
};

} // namespace ataxx

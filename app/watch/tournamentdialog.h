#pragma once

#include "engines/externalengine.h"
#include "game/playersetup.h"
#include "watch/tournamentrunner.h"

#include <QDialog>
#include <QList>

#include <map>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;

namespace ataxx {

class CrosstableModel;
class PlayerComboBox;
class TournamentGameView;

// Tournaments (a match is one of two players): the players (levels of our
// engine or external engines, as many as wanted), round robin or gauntlet,
// the rounds, the time per move, the boards and how the games are spread
// over them, the openings (the boards' balanced book positions, or random
// moves from the start), and the game file; then the tournament as it runs:
// the crosstable (each player's points, W/D/L, score and Elo with its 95%
// margin, and the pairwise scores), the game being played on a small board
// with what both players think, and every finished game with its result and
// how it ended. A stopped tournament can be resumed, also after the app was
// closed; a finished one's table can be saved as text.
//
// The dialog only edits a TournamentSetup and shows a TournamentRunner, which it does not
// own: closing the dialog leaves the games running, and opening it again
// shows them where they are.
class TournamentDialog : public QDialog {
    Q_OBJECT

public:
    TournamentDialog(TournamentRunner* runner, const QList<ExternalEngine>& engines,
                     QWidget* parent = nullptr);

    void setEngines(const QList<ExternalEngine>& engines);
    // The plan the controls describe: the same controls give the same plan
    // (Start adds the seed and the name from the clock).
    [[nodiscard]] TournamentSetup plan() const;
    void setRounds(int rounds);
    void setGauntlet(bool gauntlet);
    void setMoveTime(int milliseconds);
    void setPgnPath(const QString& path);
    // Random moves from the boards' starts instead of the books' positions (0: the books).
    void setRandomPlies(int plies);
    // Checks exactly the boards whose start FENs are given.
    void setOpenings(const QStringList& fens);
    void setPlayers(const QList<PlayerSetup>& players);
    [[nodiscard]] QList<PlayerSetup> players() const { return m_playerList; }
    // The player the "Add" button adds.
    void setCandidate(const PlayerSetup& player);

    // The first player's tally, as "Name: 3 won, 1 drawn, 2 lost"; in a
    // tournament of more, the leader and the games played.
    [[nodiscard]] QString tallyText() const;
    [[nodiscard]] QString eloText() const;
    // How the games are spread over the boards ("12 games: 6 on 7×7, ...").
    [[nodiscard]] QString spreadText() const;
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QPushButton* startButton() const { return m_start; }
    [[nodiscard]] QPushButton* stopButton() const { return m_stop; }
    [[nodiscard]] QPushButton* resumeButton() const { return m_resume; }
    [[nodiscard]] QPushButton* addButton() const { return m_add; }
    [[nodiscard]] QPushButton* removeButton() const { return m_remove; }
    [[nodiscard]] QPushButton* saveTableButton() const { return m_saveTable; }
    [[nodiscard]] QListWidget* playerList() const { return m_players; }
    [[nodiscard]] QTableWidget* gamesTable() const { return m_table; }
    [[nodiscard]] QTableView* crosstable() const { return m_cross; }
    // What each player of the game being played said last (Black, White).
    [[nodiscard]] QString engineLine(Side side) const;

    // "Computer (Hard)", or the external engine's name, and its match description.
    [[nodiscard]] static QString playerName(const PlayerSetup& player);
    [[nodiscard]] static std::string playerDescription(const PlayerSetup& player);

    // The game on the small board: the one being played, or the end of a finished one.
    [[nodiscard]] const Game& shownGame() const;
    [[nodiscard]] QString boardCaption() const;
    // The crosstable as text, as "Save table…" writes it.
    [[nodiscard]] QString tableText() const;
    // Writes it to `path`; false, with the reason, when the file cannot be written.
    bool saveTable(const QString& path, QString& error) const;

signals:
    // The game file to remember for next time.
    void pgnPathChosen(const QString& path);

private:
    void startTournament();
    void resumeTournament();
    void browse();
    void chooseTableFile();
    void addPlayer();
    void removePlayer();
    void moveUp();
    void refreshPlayers();
    void updateBoards();
    void updateSpread();
    void updateState();
    void showTally();
    void showCrosstable();
    void addGame(int index);

    TournamentRunner* m_runner;
    QList<PlayerSetup> m_playerList;
    QList<ExternalEngine> m_engines;
    QListWidget* m_players;
    PlayerComboBox* m_candidate;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_up;
    QComboBox* m_format;
    QSpinBox* m_rounds;
    QSpinBox* m_moveTime;
    QComboBox* m_openingKind;
    QSpinBox* m_randomPlies;
    QListWidget* m_boards;
    QLabel* m_spread;
    QLineEdit* m_path;
    QPushButton* m_browse;
    QPushButton* m_start;
    QPushButton* m_stop;
    QPushButton* m_resume;
    QPushButton* m_saveTable;
    QLabel* m_tally;
    QLabel* m_elo;
    QLabel* m_status;
    QProgressBar* m_progress;
    CrosstableModel* m_crossModel;
    QTableView* m_cross;
    TournamentGameView* m_game; // the small board and what the players think
    QTableWidget* m_table;
    // The tournament an earlier run of the app stopped (read once, as the dialog opens).
    std::optional<TournamentSetup> m_saved;
    // Each board's book positions, by the board's start FEN.
    mutable std::map<QString, std::vector<std::string>> m_books;
};

} // namespace ataxx

#pragma once

#include "engines/externalengine.h"
#include "watch/tournamentrunner.h"

#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableWidget;

namespace ataxx {

class TournamentGameView;
class TournamentPlanEditor;
class TournamentStanding;

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
// The plan is a TournamentPlanEditor's; the dialog starts, stops and resumes
// a TournamentRunner, which it does not own, and shows it: closing the dialog
// leaves the games running, and opening it again shows them where they are.
class TournamentDialog : public QDialog {
    Q_OBJECT

public:
    TournamentDialog(TournamentRunner* runner, const QList<ExternalEngine>& engines,
                     QWidget* parent = nullptr);

    // The players, the rounds, the boards, the game file, ...
    [[nodiscard]] TournamentPlanEditor* planEditor() const { return m_plan; }

    // The tally or the leader, and the crosstable.
    [[nodiscard]] TournamentStanding* standing() const { return m_standing; }
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QPushButton* startButton() const { return m_start; }
    [[nodiscard]] QPushButton* stopButton() const { return m_stop; }
    [[nodiscard]] QPushButton* resumeButton() const { return m_resume; }
    [[nodiscard]] QPushButton* saveTableButton() const { return m_saveTable; }
    [[nodiscard]] QTableWidget* gamesTable() const { return m_table; }
    // What each player of the game being played said last (Black, White).
    [[nodiscard]] QString engineLine(Side side) const;

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
    // The parts of the dialog. Above, "The tournament" (the plan, Start, Stop,
    // Resume) beside "The game being played"; below them the standing and the
    // games' list, in tabs; a splitter between; Save table… and Close.
    QGroupBox* createPlanBox();
    QGroupBox* createLiveGameBox();
    void createGamesTable();
    QDialogButtonBox* createButtons();
    QSplitter* createSplitter(QGroupBox* setup, QGroupBox* live);
    // The plan, the buttons, and a click on a finished game.
    void connectButtons();
    // Games started and finished, and the tournament's end.
    void followRunner();
    // A tournament the dialog was closed on, or one an earlier run stopped.
    void showTournamentUnderWay();

    void startTournament();
    void resumeTournament();
    void chooseTableFile();
    void updateState();
    void addGame(int index);

    TournamentRunner* m_runner;
    TournamentPlanEditor* m_plan;
    QPushButton* m_start;
    QPushButton* m_stop;
    QPushButton* m_resume;
    QPushButton* m_saveTable;
    QLabel* m_status;
    QProgressBar* m_progress;
    TournamentStanding* m_standing; // the tally or the leader, and the crosstable
    TournamentGameView* m_game;     // the small board and what the players think
    QTableWidget* m_table;
};

} // namespace ataxx

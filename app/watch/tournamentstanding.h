#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace ataxx {

class CrosstableModel;
class TournamentRunner;

// Where a tournament stands: in a match of two, the first player's tally
// with the score and the Elo difference (its 95% margin); in a tournament of
// more, the leader; and the crosstable (each player's points, W/D/L, score
// and Elo, and the pairwise scores). It shows a TournamentRunner, which it
// does not own, as of the last refresh().
class TournamentStanding : public QWidget {
    Q_OBJECT

public:
    explicit TournamentStanding(const TournamentRunner* runner, QWidget* parent = nullptr);

    // Reads the runner's table and tally again.
    void refresh();

    // "Name: 3 won, 1 drawn, 2 lost against Other"; in a tournament of more,
    // the leader and the games played.
    [[nodiscard]] QString tallyText() const;
    [[nodiscard]] QString eloText() const;
    [[nodiscard]] QTableView* crosstable() const { return m_cross; }

private:
    const TournamentRunner* m_runner;
    QLabel* m_tally;
    QLabel* m_elo;
    CrosstableModel* m_crossModel;
    QTableView* m_cross;
};

} // namespace ataxx

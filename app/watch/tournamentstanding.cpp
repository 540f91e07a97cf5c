#include "watch/tournamentstanding.h"

#include "game/numbertext.h"
#include "match/tournament.h"
#include "watch/crosstablemodel.h"
#include "watch/tournamentrunner.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace ataxx {

TournamentStanding::TournamentStanding(const TournamentRunner* runner, QWidget* parent)
    : QWidget(parent)
    , m_runner(runner)
    , m_tally(new QLabel(this))
    , m_elo(new QLabel(this))
    , m_crossModel(new CrosstableModel(this))
    , m_cross(new QTableView(this)) {
    setObjectName(QStringLiteral("standing"));
    m_tally->setObjectName(QStringLiteral("tally"));
    m_elo->setObjectName(QStringLiteral("elo"));
    m_cross->setObjectName(QStringLiteral("crosstable"));
    m_cross->setAccessibleName(tr("Crosstable"));
    m_cross->setTabKeyNavigation(false); // the arrows go through it, Tab goes on
    m_cross->setModel(m_crossModel);
    auto* layout = new QVBoxLayout(this);
    QFont big = m_tally->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_tally->setFont(big);
    m_tally->setWordWrap(true);
    auto* tallyRow = new QHBoxLayout;
    tallyRow->addWidget(m_tally, 1);
    tallyRow->addWidget(m_elo);
    layout->addLayout(tallyRow);
    m_cross->verticalHeader()->hide();
    // Rows as high as a line of text, so that eight players fit.
    m_cross->verticalHeader()->setDefaultSectionSize(m_cross->fontMetrics().height() + 6);
    m_cross->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cross->setSelectionMode(QAbstractItemView::NoSelection);
    m_cross->setWordWrap(false);
    // The names take the room the numbers leave; the other columns are as
    // wide as their contents, so the table ends at its right edge and no
    // column but the names' grows with the window.
    m_cross->horizontalHeader()->setStretchLastSection(false);
    m_cross->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_cross->horizontalHeader()->setSectionResizeMode(CrosstableModel::PlayerColumn,
                                                      QHeaderView::Stretch);
    layout->addWidget(m_cross, 1);

    refresh();
}

QString TournamentStanding::tallyText() const {
    return m_tally->text();
}

QString TournamentStanding::eloText() const {
    return m_elo->text();
}

void TournamentStanding::refresh() {
    const TournamentSetup& plan = m_runner->plan();
    m_crossModel->setCrosstable(m_runner->crosstable());
    if (plan.playerCount() == 0) {
        m_tally->setText(tr("No tournament yet."));
        m_elo->clear();
        return;
    }
    const Crosstable& table = m_runner->crosstable();
    if (plan.playerCount() > 2) {
        // The leader, and how far the tournament is.
        const int leader = table.ranking().front();
        m_tally->setText(table.games() == 0
                             ? tr("%1 players, no game played yet").arg(plan.playerCount())
                             : tr("%1 leads with %2 of %3 points")
                                   .arg(plan.playerName(leader),
                                        NumberText::fromEngine(points_text(table.points(leader))))
                                   .arg(table.tally(leader).games()));
        m_elo->clear();
        return;
    }
    const MatchTally tally = m_runner->tally();
    m_tally->setText(tr("%1: %2 won, %3 drawn, %4 lost against %5")
                         .arg(plan.playerName(0))
                         .arg(tally.wins)
                         .arg(tally.draws)
                         .arg(tally.losses)
                         .arg(plan.playerName(1)));
    if (tally.games() == 0) {
        m_elo->setText(tr("Score: – · Elo difference: –"));
        return;
    }
    const QString score = NumberText::fromEngine(score_percent(tally));
    // Every game won (or lost) says nothing about how far apart the players are.
    // The sign as elo_text writes it in the table.
    if (tally.wins == tally.games() || tally.losses == tally.games()) {
        m_elo->setText(tr("Score: %1% · Elo difference: %2∞ until a game ends otherwise")
                           .arg(score, tally.wins > 0 ? QStringLiteral("+") : QStringLiteral("-")));
        return;
    }
    m_elo->setText(
        tr("Score: %1% · Elo difference: %2").arg(score, QString::fromStdString(elo_text(tally))));
}

} // namespace ataxx

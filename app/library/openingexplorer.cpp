#include "library/openingexplorer.h"

#include "game/movetext.h"
#include "game/numbertext.h"
#include "library/gameslibrary.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace ataxx {

namespace {

enum Column { MoveColumn, GamesColumn, ScoreColumn, ResultsColumn, ColumnCount };

// The move's raw value, kept in its row.
constexpr int moveRole = Qt::UserRole;

} // namespace

OpeningExplorer::OpeningExplorer(GamesLibrary* library, QWidget* parent)
    : QWidget(parent)
    , m_library(library) {
    setObjectName(QStringLiteral("openingExplorer"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    m_filter = new QComboBox(this);
    m_filter->setObjectName(QStringLiteral("explorerGames"));
    m_filter->addItem(tr("All games"), static_cast<int>(ExplorerGames::All));
    m_filter->addItem(tr("My games"), static_cast<int>(ExplorerGames::Mine));
    m_filter->setAccessibleName(tr("Games counted"));
    m_filter->setToolTip(tr("Count every game of your library, or only the games you played"));
    layout->addWidget(m_filter);

    m_table = new QTreeWidget(this);
    m_table->setObjectName(QStringLiteral("explorerMoves"));
    m_table->setAccessibleName(tr("Moves played here"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels({tr("Move"), tr("Games"), tr("Score"), tr("W / D / L")});
    m_table->headerItem()->setToolTip(
        ScoreColumn, tr("How the games with this move scored for the side to move: a win counts "
                        "1, a draw ½"));
    m_table->headerItem()->setToolTip(
        ResultsColumn, tr("The games won, drawn and lost by the side to move after this move"));
    for (const int column : {GamesColumn, ScoreColumn, ResultsColumn})
        m_table->headerItem()->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAllColumnsShowFocus(true);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->header()->setStretchLastSection(false);
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
    layout->addWidget(m_table, 1);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("explorerProgress"));
    m_progress->setAccessibleName(tr("Games read into the explorer"));
    m_progress->hide();
    layout->addWidget(m_progress);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("explorerStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    connect(m_filter, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_table, &QTreeWidget::itemClicked, this, [this](const QTreeWidgetItem* item) {
        if (!std::exchange(m_afterDoubleClick, false)) choose(item);
    });
    connect(m_library, &GamesLibrary::changed, this, [this] { refresh(); });
    connect(m_library, &GamesLibrary::indexProgress, this, [this] { updateStatus(); });
    connect(m_library, &GamesLibrary::indexingEnded, this, [this] { refresh(); });
}

void OpeningExplorer::setPosition(const Position& position) {
    if (!m_stale && position.same_placement(m_position)) return;
    m_position = position;
    refresh();
}

ExplorerGames OpeningExplorer::games() const {
    return static_cast<ExplorerGames>(m_filter->currentData().toInt());
}

void OpeningExplorer::setGames(ExplorerGames games) {
    m_filter->setCurrentIndex(m_filter->findData(static_cast<int>(games)));
}

QString OpeningExplorer::statusText() const {
    return m_status->text();
}

void OpeningExplorer::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_stale) fill();
}

bool OpeningExplorer::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            choose(m_table->currentItem());
            return true;
        }
    }
    // The first click of a double click chose the move already; the second
    // (a double click and its release) would choose it again, or whatever
    // the next position shows under the pointer.
    if (watched == m_table->viewport() && event->type() == QEvent::MouseButtonPress)
        m_afterDoubleClick = false;
    if (watched == m_table->viewport() && event->type() == QEvent::MouseButtonDblClick) {
        m_afterDoubleClick = true;
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void OpeningExplorer::refresh() {
    m_stale = true;
    if (isVisible()) fill();
}

void OpeningExplorer::fill() {
    m_stale = false;
    m_moves = m_library->movesFrom(m_position, games());
    const Geometry& geometry = m_position.geometry();
    m_table->clear();
    QList<QTreeWidgetItem*> rows;
    for (const ExplorerMove& move : m_moves) {
        auto* row = new QTreeWidgetItem;
        row->setText(MoveColumn, MoveText::move(geometry, move.move));
        row->setData(MoveColumn, moveRole, static_cast<int>(move.move.raw()));
        row->setText(GamesColumn, QString::number(move.games));
        const std::optional<double> score = move.score();
        row->setText(ScoreColumn,
                     score ? tr("%1%").arg(NumberText::decimal(std::round(*score * 100), 0))
                           : tr("–"));
        row->setText(ResultsColumn,
                     tr("%1 / %2 / %3").arg(move.wins).arg(move.draws).arg(move.losses));
        for (const int column : {GamesColumn, ScoreColumn, ResultsColumn})
            row->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        row->setToolTip(MoveColumn, tr("Play %1").arg(row->text(MoveColumn)));
        rows << row;
    }
    m_table->addTopLevelItems(rows);
    if (!rows.isEmpty()) m_table->setCurrentItem(rows.front(), 0, QItemSelectionModel::NoUpdate);
    updateStatus();
}

void OpeningExplorer::updateStatus() {
    const bool indexing = m_library->isIndexing();
    m_progress->setVisible(indexing);
    if (indexing) {
        m_progress->setRange(0, std::max(1, m_library->indexTotal()));
        m_progress->setValue(m_library->indexDone());
        m_status->setText(tr("Reading your games into the explorer: %1 of %2. Until then it "
                             "counts only the games read so far.")
                              .arg(m_library->indexDone())
                              .arg(m_library->indexTotal()));
        return;
    }
    if (!m_library->isOpen()) {
        m_status->setText(tr("Your games library cannot be read."));
        return;
    }
    int total = 0;
    for (const ExplorerMove& move : m_moves) total += move.games;
    QString text;
    if (total == 0)
        text = games() == ExplorerGames::Mine
                   ? tr("None of the games you played reached this position.")
                   : tr("No game in your library reached this position.");
    else
        text = games() == ExplorerGames::Mine
                   ? tr("Games you played that went on from here: %1.").arg(total)
                   : tr("Games of your library that went on from "
                        "here: %1.")
                         .arg(total);
    if (!m_library->isIndexed())
        text += QLatin1Char(' ') + tr("Not all your games could be read into the explorer; it "
                                      "tries again at the next start.");
    m_status->setText(text);
}

void OpeningExplorer::choose(const QTreeWidgetItem* item) {
    if (!item) return;
    const int raw = item->data(MoveColumn, moveRole).toInt();
    const Move move = Move::from_raw(static_cast<std::uint16_t>(raw));
    // Only a move of the position shown: rows are rebuilt with it.
    if (m_position.is_legal(move)) emit moveChosen(move);
}

} // namespace ataxx

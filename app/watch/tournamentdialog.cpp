#include "watch/tournamentdialog.h"

#include "board/gameoveroverlay.h"
#include "game/movetext.h"
#include "game/wholefile.h"
#include "watch/tournamentgameview.h"
#include "watch/tournamentplaneditor.h"
#include "watch/tournamentstanding.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ataxx {

namespace {

enum Column {
    NumberColumn,
    RoundColumn,
    BlackColumn,
    WhiteColumn,
    BoardColumn,
    ResultColumn,
    MovesColumn,
    EndColumn,
    ColumnCount
};

} // namespace

TournamentDialog::TournamentDialog(TournamentRunner* runner, const QList<ExternalEngine>& engines,
                                   QWidget* parent)
    : QDialog(parent)
    , m_runner(runner)
    , m_plan(new TournamentPlanEditor(engines, this))
    , m_start(new QPushButton(tr("Start"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_resume(new QPushButton(tr("Resume"), this))
    , m_saveTable(new QPushButton(tr("Save table…"), this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_standing(new TournamentStanding(runner, this))
    , m_game(new TournamentGameView(runner, this))
    , m_table(new QTableWidget(0, ColumnCount, this)) {
    setObjectName(QStringLiteral("tournamentDialog"));
    setWindowTitle(tr("Tournament"));

    QGroupBox* setup = createPlanBox();
    QGroupBox* live = createLiveGameBox();
    createGamesTable();
    QDialogButtonBox* close = createButtons();
    QSplitter* splitter = createSplitter(setup, live);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(close);

    connectButtons();
    followRunner();
    showTournamentUnderWay();
    // A little smaller than the main window's default size, so that it fits
    // on any screen the window fits on.
    resize(900, 660);
    // The plan as tall as its boards' list would be with every board shown,
    // as far as the standing keeps room for a match's players; the standing
    // takes the rest. A taller dialog gives both more, the plan up to that
    // height.
    layout->activate();
    QWidget* top = splitter->widget(0);
    QWidget* standing = splitter->widget(1);
    top->setMaximumHeight(std::max(top->sizeHint().height(), top->minimumSizeHint().height()));
    const int room = splitter->height() - splitter->handleWidth();
    const int standingRoom = standing->minimumSizeHint().height() + 3 * fontMetrics().height();
    const int plan =
        std::clamp(room - standingRoom, top->minimumSizeHint().height(), top->maximumHeight());
    splitter->setSizes({plan, room - plan});
}

QGroupBox* TournamentDialog::createPlanBox() {
    m_start->setObjectName(QStringLiteral("startTournament"));
    m_stop->setObjectName(QStringLiteral("stopTournament"));
    m_resume->setObjectName(QStringLiteral("resumeTournament"));
    auto* setup = new QGroupBox(tr("The tournament"), this);
    auto* form = new QVBoxLayout(setup);
    form->addWidget(m_plan);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_resume);
    buttons->addStretch(1);
    form->addLayout(buttons);
    return setup;
}

QGroupBox* TournamentDialog::createLiveGameBox() {
    m_status->setObjectName(QStringLiteral("tournamentStatus"));
    auto* live = new QGroupBox(tr("The game being played"), this);
    auto* liveLayout = new QVBoxLayout(live);
    m_status->setWordWrap(true);
    liveLayout->addWidget(m_status);
    liveLayout->addWidget(m_progress);
    liveLayout->addWidget(m_game, 1);
    return live;
}

void TournamentDialog::createGamesTable() {
    m_table->setObjectName(QStringLiteral("tournamentGames"));
    m_table->setAccessibleName(tr("Games"));
    m_table->setTabKeyNavigation(false); // the arrows go through it, Tab goes on
    m_table->setHorizontalHeaderLabels({tr("Game"), tr("Round"), PlayerSetup::sideName(Side::X),
                                        PlayerSetup::sideName(Side::O), tr("Board"), tr("Result"),
                                        tr("Moves"), tr("How it ended")});
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
}

QDialogButtonBox* TournamentDialog::createButtons() {
    m_saveTable->setObjectName(QStringLiteral("saveTable"));
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    close->addButton(m_saveTable, QDialogButtonBox::ActionRole);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return close;
}

QSplitter* TournamentDialog::createSplitter(QGroupBox* setup, QGroupBox* live) {
    auto* top = new QHBoxLayout;
    top->addWidget(setup, 3);
    top->addWidget(live, 2);
    auto* topWidget = new QWidget(this);
    topWidget->setLayout(top);
    top->setContentsMargins(0, 0, 0, 0);
    // Below the plan and the game, the table and the games' list, each with
    // the whole width; the splitter gives one room from the other.
    auto* results = new QTabWidget(this);
    results->setObjectName(QStringLiteral("results"));
    results->addTab(m_standing, tr("Standing"));
    results->addTab(m_table, tr("Games"));
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(topWidget);
    splitter->addWidget(results);
    // Room the window gains goes to both: the plan's boards, and the standing.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    return splitter;
}

void TournamentDialog::connectButtons() {
    connect(m_plan, &TournamentPlanEditor::planChanged, this, &TournamentDialog::updateState);
    connect(m_start, &QPushButton::clicked, this, &TournamentDialog::startTournament);
    connect(m_resume, &QPushButton::clicked, this, &TournamentDialog::resumeTournament);
    connect(m_saveTable, &QPushButton::clicked, this, &TournamentDialog::chooseTableFile);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_runner->stop();
        updateState();
    });
    connect(m_table, &QTableWidget::cellClicked, this,
            [this](int row, int) { m_game->showFinishedGame(row); });
    connect(m_table, &QTableWidget::activated, this,
            [this](const QModelIndex& index) { m_game->showFinishedGame(index.row()); });
}

void TournamentDialog::followRunner() {
    connect(m_runner, &TournamentRunner::gameStarted, this, [this] { updateState(); });
    connect(m_runner, &TournamentRunner::gameFinished, this, [this](int index) {
        addGame(index);
        m_standing->refresh();
        updateState();
    });
    connect(m_runner, &TournamentRunner::finished, this,
            [this](bool stopped, const QString& error) {
                if (!error.isEmpty())
                    m_status->setText(error);
                else if (stopped)
                    m_status->setText(tr("Stopped after %1 of %2 games. Resume plays the rest.")
                                          .arg(m_runner->games().size())
                                          .arg(m_runner->plan().games()));
                else
                    m_status->clear();
                updateState();
            });
}

void TournamentDialog::showTournamentUnderWay() {
    // A tournament already under way (the dialog was closed and opened again).
    for (int i = 0; i < static_cast<int>(m_runner->games().size()); ++i) addGame(i);
    m_standing->refresh();
    updateState();
    // A tournament an earlier run of the app stopped, when its file still
    // lacks some of its games.
    if (const EarlierTournament& earlier = m_runner->earlier(); !earlier.error.isEmpty())
        m_status->setText(tr("The tournament cannot go on: %1").arg(earlier.error));
    else if (earlier.plan)
        m_status->setText(tr("A tournament was stopped after %1 of %2 games. Resume plays "
                             "the rest.")
                              .arg(earlier.played)
                              .arg(earlier.plan->games()));
    updateState();
}

void TournamentDialog::startTournament() {
    TournamentSetup plan = m_plan->plan();
    // A tournament is told apart from the others by when it started: its
    // seed for the random plies, and its name in the game file.
    const QDateTime now = QDateTime::currentDateTime();
    plan.tournament.seed = static_cast<std::uint64_t>(now.toMSecsSinceEpoch());
    plan.tournament.event = tr("Ataxx tournament %1")
                                .arg(now.toString(QStringLiteral("yyyy-MM-dd hh:mm:ss")))
                                .toStdString();
    // The default game file lies in Documents, which a fresh account may not
    // have: no folder is made without asking.
    if (!plan.pgnPath.isEmpty()) {
        const QString folder = QFileInfo(plan.pgnPath).absolutePath();
        if (!QFileInfo::exists(folder) &&
            QMessageBox::question(this, tr("Create the folder?"),
                                  tr("The folder %1 for the tournament's game file does not exist. "
                                     "Create it?")
                                      .arg(QDir::toNativeSeparators(folder)),
                                  QMessageBox::Yes | QMessageBox::No) != QMessageBox::Yes) {
            m_status->setText(tr("Choose a game file in a folder that exists, or none."));
            return;
        }
    }
    QString error;
    // The last tournament's games stay listed when this one cannot start.
    if (!m_runner->start(plan, error)) {
        m_status->setText(tr("The tournament cannot start: %1").arg(error));
        return;
    }
    m_table->setRowCount(0);
    if (!plan.pgnPath.isEmpty()) emit pgnPathChosen(plan.pgnPath);
    m_status->clear();
    m_standing->refresh();
    updateState();
}

void TournamentDialog::resumeTournament() {
    QString error;
    const bool earlier = !m_runner->canResume();
    if (!(earlier ? m_runner->resumeEarlier(error) : m_runner->resume(error))) {
        m_status->setText(tr("The tournament cannot go on: %1").arg(error));
        updateState();
        return;
    }
    if (earlier) {
        // The games its file holds already count.
        m_table->setRowCount(0);
        for (int i = 0; i < static_cast<int>(m_runner->games().size()); ++i) addGame(i);
    }
    m_status->clear();
    m_standing->refresh();
    updateState();
}

void TournamentDialog::updateState() {
    const bool running = m_runner->isRunning();
    m_plan->setLocked(running);
    const TournamentSetup planned = m_plan->plan();
    const EarlierTournament& earlier = m_runner->earlier();
    m_start->setEnabled(!running && m_plan->isComplete());
    m_stop->setEnabled(running && !m_runner->isStopping());
    m_resume->setEnabled(!running && (m_runner->canResume() || earlier.plan.has_value()));
    m_saveTable->setEnabled(m_runner->crosstable().games() > 0);
    // How far the tournament of this run is; before one, how far the one an
    // earlier run left is, when Resume would play it; else the plan's games.
    const bool shown = running || !m_runner->games().empty() || m_runner->canResume();
    int games = shown ? m_runner->plan().games() : planned.games();
    int done = static_cast<int>(m_runner->games().size());
    if (!shown && earlier.plan) {
        games = earlier.plan->games();
        done = earlier.played;
    }
    m_progress->setRange(0, std::max(games, 1));
    m_progress->setValue(done);
    m_progress->setFormat(tr("%1 of %2 games").arg(done).arg(games));
    if (m_runner->isStopping()) {
        m_status->setText(tr("Stopping after this move…"));
    } else if (running && m_runner->currentScheduled()) {
        const ScheduledGame& game = *m_runner->currentScheduled();
        const TournamentSetup& plan = m_runner->plan();
        const auto boards = boards_of(plan.tournament.openings);
        m_status->setText(
            tr("Game %1 of %2 (round %3), on %4. Black: %5. White: %6.")
                .arg(game.number)
                .arg(plan.games())
                .arg(game.round)
                .arg(QString::fromStdString(boards[static_cast<std::size_t>(game.board)]),
                     plan.playerName(game.black), plan.playerName(game.white)));
    } else if (!running && !m_runner->games().empty() && m_status->text().isEmpty()) {
        m_status->setText(tr("The tournament is over."));
    }
}

QString TournamentDialog::statusText() const {
    return m_status->text();
}

QString TournamentDialog::engineLine(Side side) const {
    return m_game->engineLine(side);
}

QString TournamentDialog::tableText() const {
    const TournamentSetup& plan = m_runner->plan();
    if (plan.playerCount() == 0) return {};
    QString text = QString::fromStdString(plan.tournament.event) + QLatin1Char('\n');
    text += tr("%1 of %2 games played").arg(m_runner->games().size()).arg(plan.games());
    text += QStringLiteral("\n\n") + QString::fromStdString(m_runner->crosstable().text());
    return text;
}

bool TournamentDialog::saveTable(const QString& path, QString& error) const {
    QString reason;
    if (writeWholeFile(path, tableText().toUtf8(), reason)) return true;
    error = tr("%1 cannot be written: %2").arg(path, reason);
    return false;
}

void TournamentDialog::chooseTableFile() {
    QString suggestion = m_plan->pgnPath();
    if (suggestion.endsWith(QStringLiteral(".pgn"), Qt::CaseInsensitive)) suggestion.chop(4);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the table"),
                                                      suggestion + QStringLiteral("-table.txt"),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!saveTable(path, error))
        m_status->setText(error);
    else
        m_status->setText(tr("The table is saved in %1.").arg(QDir::toNativeSeparators(path)));
}

void TournamentDialog::addGame(int index) {
    const TournamentGame& game = m_runner->games()[static_cast<std::size_t>(index)];
    const GameResult result = game.pgn.game.result();
    const QString texts[] = {
        QString::number(game.number),
        QString::number(game.round),
        QString::fromStdString(game.pgn.tag("Black")),
        QString::fromStdString(game.pgn.tag("White")),
        game.board,
        QString::fromLatin1(outcome_string(result.outcome)),
        // Full moves, as the move list counts them.
        QString::number(MoveText::fullMoves(game.pgn.game)),
        GameOverOverlay::reasonText(result,
                                    QString::fromStdString(game.pgn.game.declared_reason())),
    };
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    for (int column = 0; column < ColumnCount; ++column) {
        auto* item = new QTableWidgetItem(texts[column]);
        if (column == NumberColumn || column == RoundColumn || column == MovesColumn ||
            column == ResultColumn)
            item->setTextAlignment(Qt::AlignCenter);
        item->setToolTip(texts[column]);
        m_table->setItem(row, column, item);
    }
    // The last column, how the game ended, takes the room that is left.
    for (int column = 0; column < EndColumn; ++column) m_table->resizeColumnToContents(column);
    m_table->scrollToBottom();
}

QString TournamentDialog::boardCaption() const {
    return m_game->caption();
}

const Game& TournamentDialog::shownGame() const {
    return m_game->shownGame();
}

} // namespace ataxx

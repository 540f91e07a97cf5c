#include "watch/tournamentdialog.h"

#include "board/boardpresets.h"
#include "board/gameoveroverlay.h"
#include "engines/enginesettings.h"
#include "fen.h"
#include "game/movetext.h"
#include "game/playercombobox.h"
#include "match/books.h"
#include "search/scoretext.h"
#include "watch/crosstablemodel.h"
#include "watch/tournamentgameview.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ataxx {

namespace {

constexpr int fenRole = Qt::UserRole;

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

// The boards a match can be played on: the presets, then the match tool's
// standard openings that are not among them.
QList<std::pair<QString, QString>> tournamentBoards() {
    QList<std::pair<QString, QString>> boards;
    for (const BoardPresets::Preset& preset : BoardPresets::all())
        boards.append({preset.name, preset.fen});
    int layout = 0;
    for (const std::string& fen : standard_openings()) {
        const QString text = QString::fromStdString(fen);
        const bool known = std::any_of(boards.begin(), boards.end(),
                                       [&text](const auto& board) { return board.second == text; });
        if (!known)
            boards.append({TournamentDialog::tr("7×7, blocked layout %1").arg(++layout), text});
    }
    return boards;
}

} // namespace

TournamentDialog::TournamentDialog(TournamentRunner* runner, const QList<ExternalEngine>& engines,
                                   QWidget* parent)
    : QDialog(parent)
    , m_runner(runner)
    , m_players(new QListWidget(this))
    , m_candidate(new PlayerComboBox(false, this))
    , m_add(new QPushButton(tr("Add"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_up(new QPushButton(tr("Move up"), this))
    , m_format(new QComboBox(this))
    , m_rounds(new QSpinBox(this))
    , m_moveTime(new QSpinBox(this))
    , m_openingKind(new QComboBox(this))
    , m_randomPlies(new QSpinBox(this))
    , m_boards(new QListWidget(this))
    , m_spread(new QLabel(this))
    , m_path(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Browse…"), this))
    , m_start(new QPushButton(tr("Start"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_resume(new QPushButton(tr("Resume"), this))
    , m_saveTable(new QPushButton(tr("Save table…"), this))
    , m_tally(new QLabel(this))
    , m_elo(new QLabel(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_crossModel(new CrosstableModel(this))
    , m_cross(new QTableView(this))
    , m_game(new TournamentGameView(runner, this))
    , m_table(new QTableWidget(0, ColumnCount, this)) {
    setObjectName(QStringLiteral("tournamentDialog"));
    setWindowTitle(tr("Tournament"));
    m_players->setObjectName(QStringLiteral("players"));
    m_candidate->setObjectName(QStringLiteral("candidatePlayer"));
    m_add->setObjectName(QStringLiteral("addPlayer"));
    m_remove->setObjectName(QStringLiteral("removePlayer"));
    m_up->setObjectName(QStringLiteral("movePlayerUp"));
    m_format->setObjectName(QStringLiteral("format"));
    m_rounds->setObjectName(QStringLiteral("rounds"));
    m_moveTime->setObjectName(QStringLiteral("moveTime"));
    m_openingKind->setObjectName(QStringLiteral("openingKind"));
    m_randomPlies->setObjectName(QStringLiteral("randomPlies"));
    m_boards->setObjectName(QStringLiteral("boards"));
    m_spread->setObjectName(QStringLiteral("spread"));
    m_path->setObjectName(QStringLiteral("pgnPath"));
    m_start->setObjectName(QStringLiteral("startTournament"));
    m_stop->setObjectName(QStringLiteral("stopTournament"));
    m_resume->setObjectName(QStringLiteral("resumeTournament"));
    m_saveTable->setObjectName(QStringLiteral("saveTable"));
    m_tally->setObjectName(QStringLiteral("tally"));
    m_elo->setObjectName(QStringLiteral("elo"));
    m_status->setObjectName(QStringLiteral("tournamentStatus"));
    m_cross->setObjectName(QStringLiteral("crosstable"));
    m_cross->setModel(m_crossModel);

    // The plan.
    auto* setup = new QGroupBox(tr("The tournament"), this);
    auto* form = new QFormLayout(setup);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_players->setToolTip(
        tr("Everyone on this list plays; in a gauntlet, the first against the others"));
    // Three rows high. The list is still empty here, where sizeHintForRow(0)
    // says -1 (and a minimum of -3 pixels was a warning at every opening): the
    // boards' list, filled below, gives the height of a row.
    auto* playerButtons = new QHBoxLayout;
    playerButtons->addWidget(m_candidate, 1);
    playerButtons->addWidget(m_add);
    playerButtons->addWidget(m_remove);
    playerButtons->addWidget(m_up);
    auto* playerBox = new QVBoxLayout;
    playerBox->addWidget(m_players, 1);
    playerBox->addLayout(playerButtons);
    form->addRow(tr("Players:"), playerBox);
    m_format->addItem(tr("Round robin: everyone against everyone"));
    m_format->addItem(tr("Gauntlet: the first player against each of the others"));
    form->addRow(tr("Pairings:"), m_format);
    m_rounds->setRange(1, 500);
    m_rounds->setValue(3);
    m_rounds->setToolTip(tr("In every round each pairing plays two games from one opening, "
                            "with colours swapped"));
    m_moveTime->setRange(10, 600000);
    m_moveTime->setSingleStep(100);
    m_moveTime->setValue(200);
    m_moveTime->setSuffix(tr(" ms"));
    // Rounds and the time per move share a row.
    auto* roundsRow = new QHBoxLayout;
    roundsRow->addWidget(m_rounds, 1);
    auto* timeLabel = new QLabel(tr("Time per move:"), this);
    timeLabel->setBuddy(m_moveTime);
    roundsRow->addSpacing(12);
    roundsRow->addWidget(timeLabel);
    roundsRow->addWidget(m_moveTime, 1);
    form->addRow(tr("Rounds:"), roundsRow);
    m_openingKind->addItem(tr("Balanced positions from the opening book"));
    m_openingKind->addItem(tr("The board's start with random moves"));
    m_openingKind->setToolTip(tr("Book positions are a few moves into the game and even for both "
                                 "sides; random moves can hand one side the game"));
    m_randomPlies->setRange(1, 8);
    m_randomPlies->setValue(2);
    m_randomPlies->setSuffix(tr(" moves"));
    m_randomPlies->setToolTip(tr("Random moves played from the start before the game begins, the "
                                 "same for both games of a pair"));
    auto* openingRow = new QHBoxLayout;
    openingRow->addWidget(m_openingKind, 1);
    openingRow->addWidget(m_randomPlies);
    form->addRow(tr("Openings:"), openingRow);
    for (const auto& [name, fen] : tournamentBoards()) {
        auto* item = new QListWidgetItem(name, m_boards);
        item->setData(fenRole, fen);
        item->setToolTip(fen);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    const int listRow = std::max(m_boards->sizeHintForRow(0), m_boards->fontMetrics().height());
    m_boards->setMinimumHeight(listRow * 3);
    m_players->setMinimumHeight(listRow * 3);
    form->addRow(tr("Boards:"), m_boards);
    m_spread->setWordWrap(true);
    form->addRow(QString(), m_spread);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    form->addRow(tr("Game file:"), pathRow);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_resume);
    buttons->addStretch(1);
    form->addRow(buttons);

    // The game being played: the small board, what both players think, how far along.
    auto* live = new QGroupBox(tr("The game being played"), this);
    auto* liveLayout = new QVBoxLayout(live);
    m_status->setWordWrap(true);
    liveLayout->addWidget(m_status);
    liveLayout->addWidget(m_progress);
    liveLayout->addWidget(m_game, 1);

    // The standing: the leader or the tally, and the crosstable.
    auto* standing = new QWidget(this);
    auto* standingLayout = new QVBoxLayout(standing);
    QFont big = m_tally->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_tally->setFont(big);
    m_tally->setWordWrap(true);
    auto* tallyRow = new QHBoxLayout;
    tallyRow->addWidget(m_tally, 1);
    tallyRow->addWidget(m_elo);
    standingLayout->addLayout(tallyRow);
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
    standingLayout->addWidget(m_cross, 1);

    m_table->setObjectName(QStringLiteral("tournamentGames"));
    m_table->setHorizontalHeaderLabels({tr("Game"), tr("Round"), PlayerSetup::sideName(Side::X),
                                        PlayerSetup::sideName(Side::O), tr("Board"), tr("Result"),
                                        tr("Moves"), tr("How it ended")});
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    close->addButton(m_saveTable, QDialogButtonBox::ActionRole);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

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
    results->addTab(standing, tr("Standing"));
    results->addTab(m_table, tr("Games"));
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(topWidget);
    splitter->addWidget(results);
    // Room the window gains goes to the standing; the plan keeps its size.
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(close);

    m_engines = engines;
    setEngines(engines);
    setCandidate(PlayerSetup::engine(Level::Medium));
    setPlayers({PlayerSetup::engine(Level::Hard), PlayerSetup::engine(Level::Medium)});
    setOpenings({QString::fromLatin1(start_fen), QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"),
                 QString::fromLatin1(hexxagon_fen)});

    connect(m_add, &QPushButton::clicked, this, &TournamentDialog::addPlayer);
    connect(m_remove, &QPushButton::clicked, this, &TournamentDialog::removePlayer);
    connect(m_up, &QPushButton::clicked, this, &TournamentDialog::moveUp);
    connect(m_players, &QListWidget::currentRowChanged, this, [this] { updateState(); });
    connect(m_format, &QComboBox::currentIndexChanged, this, &TournamentDialog::updateSpread);
    connect(m_rounds, &QSpinBox::valueChanged, this, &TournamentDialog::updateSpread);
    connect(m_boards, &QListWidget::itemChanged, this, &TournamentDialog::updateSpread);
    connect(m_openingKind, &QComboBox::currentIndexChanged, this, [this] { updateState(); });
    connect(m_browse, &QPushButton::clicked, this, &TournamentDialog::browse);
    connect(m_start, &QPushButton::clicked, this, &TournamentDialog::startTournament);
    connect(m_resume, &QPushButton::clicked, this, &TournamentDialog::resumeTournament);
    connect(m_saveTable, &QPushButton::clicked, this, &TournamentDialog::chooseTableFile);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_runner->stop();
        updateState();
    });
    connect(m_runner, &TournamentRunner::gameStarted, this, [this] { updateState(); });
    connect(m_table, &QTableWidget::cellClicked, this,
            [this](int row, int) { m_game->showFinishedGame(row); });
    connect(m_runner, &TournamentRunner::gameFinished, this, [this](int index) {
        addGame(index);
        showTally();
        updateState();
    });
    connect(m_runner, &TournamentRunner::finished, this,
            [this](bool stopped, const QString& error) {
                // A tournament played to its end needs no resuming after a restart.
                if (!stopped && error.isEmpty()) EngineSettings().setTournament({});
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

    // A tournament already under way (the dialog was closed and opened again).
    for (int i = 0; i < static_cast<int>(m_runner->games().size()); ++i) addGame(i);
    showTally();
    updateState();
    // A tournament an earlier run of the app stopped, when its file still
    // lacks some of its games.
    if (!m_runner->isRunning() && m_runner->plan().playerCount() == 0) {
        const auto saved = planFromVariant(EngineSettings().tournament());
        QString error;
        const int done =
            saved && !saved->pgnPath.isEmpty() ? TournamentRunner::gamesInFile(*saved, error) : 0;
        if (done < 0) {
            m_status->setText(tr("The tournament cannot go on: %1").arg(error));
        } else if (saved && !saved->pgnPath.isEmpty() && done < saved->games()) {
            m_saved = saved;
            m_status->setText(tr("A tournament was stopped after %1 of %2 games. Resume plays "
                                 "the rest.")
                                  .arg(done)
                                  .arg(saved->games()));
        }
    }
    updateState();
    // A little smaller than the main window's default size, so that it fits
    // on any screen the window fits on.
    resize(900, 660);
    // The plan as small as its lists allow, the rest for the standing.
    splitter->setSizes({topWidget->minimumSizeHint().height() + 70, 1000});
}

QString TournamentDialog::playerName(const PlayerSetup& player) {
    return player.description();
}

std::string TournamentDialog::playerDescription(const PlayerSetup& player) {
    if (player.isExternal()) return player.external.matchDescription();
    return std::string(level_key(player.level));
}

void TournamentDialog::setEngines(const QList<ExternalEngine>& engines) {
    m_engines = engines;
    const PlayerSetup candidate = m_candidate->player();
    m_candidate->setEngines(engines);
    m_candidate->setPlayer(candidate);
    // A player whose engine was removed leaves the list; one whose engine was
    // edited (its command, its options) plays as it is now.
    QList<PlayerSetup> kept;
    for (PlayerSetup player : m_playerList) {
        if (player.isExternal()) {
            const auto engine =
                std::find_if(engines.begin(), engines.end(), [&player](const ExternalEngine& e) {
                    return e.name == player.external.name;
                });
            if (engine == engines.end()) continue;
            player.external = *engine;
        }
        kept << player;
    }
    m_playerList = kept;
    refreshPlayers();
}

void TournamentDialog::setPlayers(const QList<PlayerSetup>& players) {
    m_playerList = players;
    refreshPlayers();
}

void TournamentDialog::setCandidate(const PlayerSetup& player) {
    m_candidate->setPlayer(player);
}

void TournamentDialog::addPlayer() {
    m_playerList << m_candidate->player();
    refreshPlayers();
    m_players->setCurrentRow(m_players->count() - 1);
}

void TournamentDialog::removePlayer() {
    const int row = m_players->currentRow();
    if (row < 0 || row >= m_playerList.size()) return;
    m_playerList.removeAt(row);
    refreshPlayers();
    m_players->setCurrentRow(std::min(row, static_cast<int>(m_players->count()) - 1));
}

void TournamentDialog::moveUp() {
    const int row = m_players->currentRow();
    if (row <= 0 || row >= m_playerList.size()) return;
    m_playerList.swapItemsAt(row, row - 1);
    refreshPlayers();
    m_players->setCurrentRow(row - 1);
}

void TournamentDialog::refreshPlayers() {
    const int row = m_players->currentRow();
    m_players->clear();
    const TournamentSetup plan = this->plan();
    for (int i = 0; i < plan.playerCount(); ++i) m_players->addItem(plan.playerName(i));
    m_players->setCurrentRow(std::min(row, static_cast<int>(m_players->count()) - 1));
    updateBoards();
}

void TournamentDialog::setRounds(int rounds) {
    m_rounds->setValue(rounds);
}

void TournamentDialog::setGauntlet(bool gauntlet) {
    m_format->setCurrentIndex(gauntlet ? 1 : 0);
}

void TournamentDialog::setMoveTime(int milliseconds) {
    m_moveTime->setValue(milliseconds);
}

void TournamentDialog::setPgnPath(const QString& path) {
    m_path->setText(path);
}

void TournamentDialog::setRandomPlies(int plies) {
    m_openingKind->setCurrentIndex(plies > 0 ? 1 : 0);
    if (plies > 0) m_randomPlies->setValue(plies);
    updateSpread();
}

void TournamentDialog::setOpenings(const QStringList& fens) {
    for (int i = 0; i < m_boards->count(); ++i) {
        QListWidgetItem* item = m_boards->item(i);
        item->setCheckState(fens.contains(item->data(fenRole).toString()) ? Qt::Checked
                                                                          : Qt::Unchecked);
    }
    updateBoards();
}

TournamentSetup TournamentDialog::plan() const {
    TournamentSetup plan;
    TournamentPlan& t = plan.tournament;
    // Two players of the same name would be told apart nowhere: "Computer
    // (Hard) 2" is the second of its name.
    QStringList names;
    for (const PlayerSetup& player : m_playerList) {
        const QString base = playerName(player);
        QString name = base;
        for (int n = 2; names.contains(name); ++n) name = QStringLiteral("%1 %2").arg(base).arg(n);
        names << name;
        t.players.push_back({name.toStdString(), playerDescription(player)});
    }
    t.format =
        m_format->currentIndex() == 1 ? TournamentFormat::Gauntlet : TournamentFormat::RoundRobin;
    t.rounds = m_rounds->value();
    t.tc.movetime_ms = m_moveTime->value();
    const bool book = m_openingKind->currentIndex() == 0;
    t.random_plies = book ? 0 : m_randomPlies->value();
    for (int i = 0; i < m_boards->count(); ++i) {
        const QListWidgetItem* item = m_boards->item(i);
        if (item->checkState() != Qt::Checked || !(item->flags() & Qt::ItemIsEnabled)) continue;
        const std::string name = item->text().toStdString();
        const std::string fen = item->data(fenRole).toString().toStdString();
        std::vector<std::string> positions;
        if (book) {
            // Read from the books once per board: the plan is asked for often.
            const QString key = item->data(fenRole).toString();
            auto known = m_books.find(key);
            if (known == m_books.end()) {
                const auto start = read_fen(fen);
                known = m_books
                            .emplace(key, start ? book_positions_for(*start)
                                                : std::vector<std::string>{})
                            .first;
            }
            positions = known->second;
        }
        // A board without book positions starts from its start position.
        if (positions.empty()) positions.push_back(fen);
        for (std::string& position : positions) t.openings.push_back({name, std::move(position)});
    }
    plan.pgnPath = m_path->text().trimmed();
    return plan;
}

void TournamentDialog::updateBoards() {
    // An external engine is offered only the boards it plays.
    for (int i = 0; i < m_boards->count(); ++i) {
        QListWidgetItem* item = m_boards->item(i);
        const auto position = read_fen(item->data(fenRole).toString().toStdString());
        QStringList refusing;
        for (const PlayerSetup& player : m_playerList)
            if (player.isExternal() && position && !player.external.accepts(*position) &&
                !refusing.contains(player.external.name))
                refusing << player.external.name;
        Qt::ItemFlags flags = item->flags();
        flags.setFlag(Qt::ItemIsEnabled, refusing.isEmpty());
        const QSignalBlocker blocker(m_boards);
        item->setFlags(flags);
        item->setToolTip(refusing.isEmpty()
                             ? item->data(fenRole).toString()
                             : tr("%1 cannot play this board.").arg(refusing.join(tr(", "))));
    }
    updateSpread();
}

void TournamentDialog::updateSpread() {
    const TournamentSetup plan = this->plan();
    if (plan.playerCount() < 2) {
        m_spread->setText(tr("Add at least two players."));
    } else if (plan.tournament.openings.empty()) {
        m_spread->setText(tr("Choose at least one board."));
    } else {
        const std::vector<std::string> boards = boards_of(plan.tournament.openings);
        const std::vector<int> counts = games_per_board(plan.tournament);
        QStringList parts;
        QStringList idle;
        for (std::size_t b = 0; b < boards.size(); ++b) {
            const QString name = QString::fromStdString(boards[b]);
            if (counts[b] == 0)
                idle << name;
            else
                parts << tr("%1 on %2").arg(counts[b]).arg(name);
        }
        QString text = plan.games() == 1
                           ? tr("1 game: %1.").arg(parts.join(tr(", ")))
                           : tr("%1 games: %2.").arg(plan.games()).arg(parts.join(tr(", ")));
        if (!idle.isEmpty())
            text += QLatin1Char(' ') + tr("No game on %1: more rounds give every board its share.")
                                           .arg(idle.join(tr(", ")));
        m_spread->setText(text);
    }
    updateState();
}

void TournamentDialog::browse() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("The tournament's game file"), m_path->text(),
                                     tr("Game files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) m_path->setText(path);
}

void TournamentDialog::startTournament() {
    TournamentSetup plan = this->plan();
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
    // Remembered, so that it can be resumed after the app was closed.
    EngineSettings().setTournament(plan.pgnPath.isEmpty() ? QVariantMap() : planToVariant(plan));
    m_saved.reset();
    m_table->setRowCount(0);
    if (!plan.pgnPath.isEmpty()) emit pgnPathChosen(plan.pgnPath);
    m_status->clear();
    showTally();
    updateState();
}

void TournamentDialog::resumeTournament() {
    QString error;
    bool resumed = false;
    if (m_runner->canResume()) {
        resumed = m_runner->resume(error);
    } else if (m_saved) {
        resumed = m_runner->resumeFromFile(*m_saved, error);
        if (resumed) {
            m_saved.reset();
            m_table->setRowCount(0);
            for (int i = 0; i < static_cast<int>(m_runner->games().size()); ++i) addGame(i);
        }
    } else {
        error = tr("There is no stopped tournament to go on with.");
    }
    if (!resumed) {
        m_status->setText(tr("The tournament cannot go on: %1").arg(error));
        updateState();
        return;
    }
    m_status->clear();
    showTally();
    updateState();
}

void TournamentDialog::updateState() {
    const bool running = m_runner->isRunning();
    for (QWidget* control :
         std::initializer_list<QWidget*>{m_players, m_candidate, m_add, m_format, m_rounds,
                                         m_moveTime, m_openingKind, m_boards, m_path, m_browse})
        control->setEnabled(!running);
    const int row = m_players->currentRow();
    m_remove->setEnabled(!running && row >= 0);
    m_up->setEnabled(!running && row > 0);
    m_randomPlies->setEnabled(!running && m_openingKind->currentIndex() == 1);
    const TournamentSetup planned = plan();
    m_start->setEnabled(!running && planned.playerCount() >= 2 &&
                        !planned.tournament.openings.empty());
    m_stop->setEnabled(running && !m_runner->isStopping());
    const bool resumable =
        !running && (m_runner->canResume() || (m_runner->plan().playerCount() == 0 && m_saved));
    m_resume->setEnabled(resumable);
    m_saveTable->setEnabled(m_runner->crosstable().games() > 0);
    const bool shown = running || !m_runner->games().empty() || m_runner->canResume();
    const int games = shown ? m_runner->plan().games() : planned.games();
    const int done = static_cast<int>(m_runner->games().size());
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

QString TournamentDialog::tallyText() const {
    return m_tally->text();
}

QString TournamentDialog::eloText() const {
    return m_elo->text();
}

QString TournamentDialog::spreadText() const {
    return m_spread->text();
}

QString TournamentDialog::statusText() const {
    return m_status->text();
}

QString TournamentDialog::engineLine(Side side) const {
    return m_game->engineLine(side);
}

void TournamentDialog::showTally() {
    const TournamentSetup& plan = m_runner->plan();
    showCrosstable();
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
                                        CrosstableModel::pointsText(table.points(leader)))
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
    const QString score = QString::number(tally.score() * 100, 'f', 1);
    // Every game won (or lost) says nothing about how far apart the players are.
    // The sign as elo_text writes it in the table.
    if (tally.wins == tally.games() || tally.losses == tally.games()) {
        m_elo->setText(tr("Score: %1% · Elo difference: %2∞ until a game ends otherwise")
                           .arg(score, tally.wins > 0 ? QStringLiteral("+") : QStringLiteral("-")));
        return;
    }
    m_elo->setText(
        tr("Score: %1% · Elo difference: %2").arg(score, CrosstableModel::eloText(tally)));
}

void TournamentDialog::showCrosstable() {
    m_crossModel->setCrosstable(m_runner->crosstable());
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    file.write(tableText().toUtf8());
    if (!file.commit()) {
        error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void TournamentDialog::chooseTableFile() {
    QString suggestion = m_path->text();
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

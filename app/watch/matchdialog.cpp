#include "watch/matchdialog.h"

#include "board/boardpresets.h"
#include "board/boardview.h"
#include "board/gameoveroverlay.h"
#include "board/windowtheme.h"
#include "fen.h"
#include "game/movetext.h"
#include "game/playercombobox.h"

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
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace ataxx {

namespace {

constexpr int fenRole = Qt::UserRole;

enum Column {
    RoundColumn,
    BlackColumn,
    WhiteColumn,
    BoardColumn,
    ResultColumn,
    MovesColumn,
    EndColumn
};

// The boards a match can be played on: the presets, then the match tool's
// standard openings that are not among them.
QList<std::pair<QString, QString>> matchBoards() {
    QList<std::pair<QString, QString>> boards;
    for (const BoardPresets::Preset& preset : BoardPresets::all())
        boards.append({preset.name, preset.fen});
    int layout = 0;
    for (const std::string& fen : standard_openings()) {
        const QString text = QString::fromStdString(fen);
        const bool known = std::any_of(boards.begin(), boards.end(),
                                       [&text](const auto& board) { return board.second == text; });
        if (!known) boards.append({MatchDialog::tr("7×7, blocked layout %1").arg(++layout), text});
    }
    return boards;
}

} // namespace

MatchDialog::MatchDialog(MatchRunner* runner, const QList<ExternalEngine>& engines, QWidget* parent)
    : QDialog(parent)
    , m_runner(runner)
    , m_first(new PlayerComboBox(false, this))
    , m_second(new PlayerComboBox(false, this))
    , m_games(new QSpinBox(this))
    , m_moveTime(new QSpinBox(this))
    , m_randomPlies(new QSpinBox(this))
    , m_boards(new QListWidget(this))
    , m_path(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Browse…"), this))
    , m_start(new QPushButton(tr("Start the match"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_tally(new QLabel(this))
    , m_elo(new QLabel(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_board(new BoardView(this))
    , m_boardCaption(new QLabel(this))
    , m_table(new QTableWidget(0, 7, this)) {
    setObjectName(QStringLiteral("matchDialog"));
    setWindowTitle(tr("Match"));
    m_first->setObjectName(QStringLiteral("firstPlayer"));
    m_second->setObjectName(QStringLiteral("secondPlayer"));
    m_games->setObjectName(QStringLiteral("games"));
    m_moveTime->setObjectName(QStringLiteral("moveTime"));
    m_boards->setObjectName(QStringLiteral("boards"));
    m_path->setObjectName(QStringLiteral("pgnPath"));
    m_start->setObjectName(QStringLiteral("startMatch"));
    m_stop->setObjectName(QStringLiteral("stopMatch"));
    m_tally->setObjectName(QStringLiteral("tally"));
    m_elo->setObjectName(QStringLiteral("elo"));

    // The plan.
    auto* setup = new QGroupBox(tr("The match"), this);
    auto* form = new QFormLayout(setup);
    form->addRow(tr("First player:"), m_first);
    form->addRow(tr("Second player:"), m_second);
    m_games->setRange(1, 1000);
    m_games->setValue(10);
    m_games->setToolTip(tr("Played in pairs from the same opening, with colours swapped"));
    form->addRow(tr("Games:"), m_games);
    // The progress shows the games asked for before the match starts.
    connect(m_games, &QSpinBox::valueChanged, this, [this] { updateState(); });
    m_moveTime->setRange(10, 600000);
    m_moveTime->setSingleStep(100);
    m_moveTime->setValue(200);
    m_moveTime->setSuffix(tr(" ms"));
    form->addRow(tr("Time per move:"), m_moveTime);
    m_randomPlies->setRange(0, 8);
    m_randomPlies->setValue(2);
    m_randomPlies->setToolTip(
        tr("Random moves played from each opening before the game starts, so that games differ"));
    form->addRow(tr("Random opening moves:"), m_randomPlies);
    for (const auto& [name, fen] : matchBoards()) {
        auto* item = new QListWidgetItem(name, m_boards);
        item->setData(fenRole, fen);
        item->setToolTip(fen);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    setOpenings({QString::fromLatin1(start_fen), QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"),
                 QString::fromLatin1(hexxagon_fen)});
    m_boards->setMinimumHeight(m_boards->sizeHintForRow(0) * 6);
    form->addRow(tr("Boards:"), m_boards);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    form->addRow(tr("Game file:"), pathRow);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addStretch(1);
    form->addRow(buttons);

    // The match as it runs.
    auto* live = new QGroupBox(tr("Standing"), this);
    auto* liveLayout = new QVBoxLayout(live);
    QFont big = m_tally->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_tally->setFont(big);
    m_tally->setWordWrap(true);
    liveLayout->addWidget(m_tally);
    liveLayout->addWidget(m_elo);
    liveLayout->addWidget(m_progress);
    m_status->setWordWrap(true);
    liveLayout->addWidget(m_status);
    m_board->setInteractive(false);
    m_board->setAnimationSpeed(AnimationSpeed::Off);
    m_board->setShowCoordinates(false);
    WindowTheme::follow(m_board);
    m_board->setMinimumSize(220, 220);
    m_board->setGame(&m_shown);
    liveLayout->addWidget(m_board, 1);
    m_boardCaption->setObjectName(QStringLiteral("matchBoardCaption"));
    m_boardCaption->setAlignment(Qt::AlignCenter);
    liveLayout->addWidget(m_boardCaption);

    m_table->setObjectName(QStringLiteral("matchGames"));
    m_table->setHorizontalHeaderLabels({tr("Game"), PlayerSetup::sideName(Side::X),
                                        PlayerSetup::sideName(Side::O), tr("Board"), tr("Result"),
                                        tr("Moves"), tr("How it ended")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setMinimumHeight(150);

    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(setup, 3);
    top->addWidget(live, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 3);
    layout->addWidget(m_table, 2);
    layout->addWidget(close);

    setEngines(engines);
    setPlayers(PlayerSetup::engine(Level::Hard), PlayerSetup::engine(Level::Medium));

    connect(m_first, &PlayerComboBox::playerChosen, this, &MatchDialog::updateBoards);
    connect(m_second, &PlayerComboBox::playerChosen, this, &MatchDialog::updateBoards);
    connect(m_browse, &QPushButton::clicked, this, &MatchDialog::browse);
    connect(m_start, &QPushButton::clicked, this, &MatchDialog::startMatch);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_runner->stop();
        updateState();
    });
    connect(m_runner, &MatchRunner::gameStarted, this, [this] {
        updateState();
        showCurrentGame();
    });
    connect(m_table, &QTableWidget::cellClicked, this,
            [this](int row, int) { showFinishedGame(row); });
    connect(m_runner, &MatchRunner::currentGameChanged, this, &MatchDialog::showCurrentGame);
    connect(m_runner, &MatchRunner::gameFinished, this, [this](int index) {
        addGame(index);
        showFinishedGame(index);
        showTally();
        updateState();
    });
    connect(m_runner, &MatchRunner::finished, this, [this](bool, const QString& error) {
        if (!error.isEmpty()) m_status->setText(error);
        updateState();
    });

    // A match already under way (the dialog was closed and opened again).
    for (int i = 0; i < static_cast<int>(m_runner->games().size()); ++i) addGame(i);
    showTally();
    showCurrentGame();
    updateState();
    // Smaller than the main window's default size (940 x 680), so that it fits
    // on any screen the window fits on.
    resize(860, 620);
}

QString MatchDialog::playerName(const PlayerSetup& player) {
    return player.description();
}

std::string MatchDialog::playerDescription(const PlayerSetup& player) {
    if (player.isExternal()) return player.external.matchDescription();
    return std::string(level_key(player.level));
}

void MatchDialog::setEngines(const QList<ExternalEngine>& engines) {
    m_first->setEngines(engines);
    m_second->setEngines(engines);
    updateBoards();
}

void MatchDialog::setPlayers(const PlayerSetup& first, const PlayerSetup& second) {
    m_first->setPlayer(first);
    m_second->setPlayer(second);
    updateBoards();
}

void MatchDialog::setGames(int games) {
    m_games->setValue(games);
}

void MatchDialog::setMoveTime(int milliseconds) {
    m_moveTime->setValue(milliseconds);
}

void MatchDialog::setPgnPath(const QString& path) {
    m_path->setText(path);
}

void MatchDialog::setOpenings(const QStringList& fens) {
    for (int i = 0; i < m_boards->count(); ++i) {
        QListWidgetItem* item = m_boards->item(i);
        item->setCheckState(fens.contains(item->data(fenRole).toString()) ? Qt::Checked
                                                                          : Qt::Unchecked);
    }
    updateBoards();
}

MatchPlan MatchDialog::plan() const {
    MatchPlan plan;
    const PlayerSetup first = m_first->player();
    const PlayerSetup second = m_second->player();
    plan.firstName = playerName(first);
    plan.secondName = playerName(second);
    // Two players of the same name would be told apart nowhere.
    if (plan.firstName == plan.secondName) {
        plan.firstName += QStringLiteral(" 1");
        plan.secondName += QStringLiteral(" 2");
    }
    plan.first = playerDescription(first);
    plan.second = playerDescription(second);
    plan.games = m_games->value();
    plan.moveTimeMs = m_moveTime->value();
    plan.randomPlies = m_randomPlies->value();
    plan.seed = static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch());
    for (int i = 0; i < m_boards->count(); ++i) {
        const QListWidgetItem* item = m_boards->item(i);
        if (item->checkState() != Qt::Checked || !(item->flags() & Qt::ItemIsEnabled)) continue;
        plan.openingNames << item->text();
        plan.openings.push_back(item->data(fenRole).toString().toStdString());
    }
    plan.pgnPath = m_path->text().trimmed();
    return plan;
}

void MatchDialog::updateBoards() {
    // An external engine is offered only the boards it plays.
    const PlayerSetup players[] = {m_first->player(), m_second->player()};
    for (int i = 0; i < m_boards->count(); ++i) {
        QListWidgetItem* item = m_boards->item(i);
        const auto position = read_fen(item->data(fenRole).toString().toStdString());
        QStringList refusing;
        for (const PlayerSetup& player : players)
            if (player.isExternal() && position && !player.external.accepts(*position))
                refusing << player.external.name;
        Qt::ItemFlags flags = item->flags();
        flags.setFlag(Qt::ItemIsEnabled, refusing.isEmpty());
        item->setFlags(flags);
        item->setToolTip(refusing.isEmpty()
                             ? item->data(fenRole).toString()
                             : tr("%1 cannot play this board.").arg(refusing.join(tr(", "))));
    }
}

void MatchDialog::browse() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("The match's game file"), m_path->text(), tr("Game files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) m_path->setText(path);
}

void MatchDialog::startMatch() {
    const MatchPlan plan = this->plan();
    // The default game file lies in Documents, which a fresh account may not
    // have: no folder is made without asking.
    if (!plan.pgnPath.isEmpty()) {
        const QString folder = QFileInfo(plan.pgnPath).absolutePath();
        if (!QFileInfo::exists(folder) &&
            QMessageBox::question(this, tr("Create the folder?"),
                                  tr("The folder %1 for the match's game file does not exist. "
                                     "Create it?")
                                      .arg(QDir::toNativeSeparators(folder)),
                                  QMessageBox::Yes | QMessageBox::No) != QMessageBox::Yes) {
            m_status->setText(tr("Choose a game file in a folder that exists, or none."));
            return;
        }
    }
    QString error;
    // The last match's games stay listed when this one cannot start.
    if (!m_runner->start(plan, error)) {
        m_status->setText(tr("The match cannot start: %1").arg(error));
        return;
    }
    m_table->setRowCount(0);
    if (!plan.pgnPath.isEmpty()) emit pgnPathChosen(plan.pgnPath);
    m_status->clear();
    showTally();
    updateState();
}

void MatchDialog::updateState() {
    const bool running = m_runner->isRunning();
    for (QWidget* control :
         std::initializer_list<QWidget*>{m_first, m_second, m_games, m_moveTime, m_randomPlies,
                                         m_boards, m_path, m_browse, m_start})
        control->setEnabled(!running);
    m_stop->setEnabled(running && !m_runner->isStopping());
    const int games =
        running || !m_runner->games().empty() ? m_runner->plan().games : m_games->value();
    const int done = static_cast<int>(m_runner->games().size());
    m_progress->setRange(0, games);
    m_progress->setValue(done);
    m_progress->setFormat(tr("%1 of %2 games").arg(done).arg(games));
    if (m_runner->isStopping()) {
        m_status->setText(tr("Stopping after this move…"));
    } else if (running && m_runner->currentRound() > 0) {
        const int round = m_runner->currentRound();
        const MatchPlan& plan = m_runner->plan();
        // Games go in pairs: the first player is Black in the first of each.
        const bool firstIsBlack = round % 2 == 1;
        const QString black = firstIsBlack ? plan.firstName : plan.secondName;
        const QString white = firstIsBlack ? plan.secondName : plan.firstName;
        const auto opening = static_cast<qsizetype>(((round - 1) / 2) % plan.openingNames.size());
        m_status->setText(tr("Game %1 of %2, on %3. Black: %4. White: %5.")
                              .arg(round)
                              .arg(plan.games)
                              .arg(plan.openingNames.value(opening), black, white));
    } else if (!running && !m_runner->games().empty() && m_status->text().isEmpty()) {
        m_status->setText(tr("The match is over."));
    }
}

QString MatchDialog::tallyText() const {
    return m_tally->text();
}

QString MatchDialog::eloText() const {
    return m_elo->text();
}

void MatchDialog::showTally() {
    const MatchTally& tally = m_runner->tally();
    const MatchPlan& plan = m_runner->plan();
    if (plan.firstName.isEmpty()) {
        m_tally->setText(tr("No match yet."));
        m_elo->clear();
        return;
    }
    m_tally->setText(tr("%1: %2 won, %3 drawn, %4 lost against %5")
                         .arg(plan.firstName)
                         .arg(tally.wins)
                         .arg(tally.draws)
                         .arg(tally.losses)
                         .arg(plan.secondName));
    if (tally.games() == 0) {
        m_elo->setText(tr("Score: – · Elo difference: –"));
        return;
    }
    const QString score = QString::number(tally.score() * 100, 'f', 1);
    // Every game won (or lost) says nothing about how far apart the players are.
    if (tally.wins == tally.games() || tally.losses == tally.games()) {
        m_elo->setText(tr("Score: %1% · Elo difference: %2∞ until a game ends otherwise")
                           .arg(score, tally.wins > 0 ? QStringLiteral("+") : QStringLiteral("−")));
        return;
    }
    const double elo = tally.elo();
    const QString eloValue = QStringLiteral("%1%2")
                                 .arg(elo >= 0 ? QStringLiteral("+") : QStringLiteral("−"))
                                 .arg(std::abs(elo), 0, 'f', 0);
    m_elo->setText(tr("Score: %1% · Elo difference: %2 ± %3")
                       .arg(score, eloValue)
                       .arg(tally.elo_margin(), 0, 'f', 0));
}

int MatchDialog::fullMoves(const Game& game) {
    return game.length() == 0 ? 0 : MoveText::moveNumber(game, game.length() - 1);
}

void MatchDialog::addGame(int index) {
    const MatchGame& game = m_runner->games()[static_cast<std::size_t>(index)];
    const GameResult result = game.pgn.game.result();
    const QString texts[] = {
        QString::number(game.round),
        QString::fromStdString(game.pgn.tag("Black")),
        QString::fromStdString(game.pgn.tag("White")),
        game.opening,
        QString::fromLatin1(outcome_string(result.outcome)),
        // Full moves, as the move list counts them.
        QString::number(fullMoves(game.pgn.game)),
        GameOverOverlay::reasonText(result,
                                    QString::fromStdString(game.pgn.game.declared_reason())),
    };
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    for (int column = 0; column < 7; ++column) {
        auto* item = new QTableWidgetItem(texts[column]);
        if (column == RoundColumn || column == MovesColumn || column == ResultColumn)
            item->setTextAlignment(Qt::AlignCenter);
        item->setToolTip(texts[column]);
        m_table->setItem(row, column, item);
    }
    // The last column, how the game ended, takes the room that is left.
    for (int column = 0; column < EndColumn; ++column) m_table->resizeColumnToContents(column);
    m_table->scrollToBottom();
}

void MatchDialog::showCurrentGame() {
    // Between games the runner has none: the last game's end stays on the board.
    if (m_runner->currentRound() == 0) return;
    m_shown = m_runner->currentGame();
    m_board->showPosition(false);
    m_boardCaption->setText(tr("Game %1, being played").arg(m_runner->currentRound()));
}

void MatchDialog::showFinishedGame(int index) {
    if (index < 0 || index >= static_cast<int>(m_runner->games().size())) return;
    const MatchGame& game = m_runner->games()[static_cast<std::size_t>(index)];
    m_shown = game.pgn.game;
    m_shown.go_to(m_shown.length());
    m_board->showPosition(false);
    const GameResult result = m_shown.result();
    m_boardCaption->setText(tr("Game %1, final position: %2–%3")
                                .arg(game.round)
                                .arg(result.x_count)
                                .arg(result.o_count));
}

QString MatchDialog::boardCaption() const {
    return m_boardCaption->text();
}

} // namespace ataxx

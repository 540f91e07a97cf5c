#include "watch/tournamentplaneditor.h"

#include "board/boardpresets.h"
#include "fen.h"
#include "game/playercombobox.h"
#include "match/books.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace ataxx {

namespace {

constexpr int fenRole = Qt::UserRole;

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
            boards.append({TournamentPlanEditor::tr("7×7, blocked layout %1").arg(++layout), text});
    }
    return boards;
}

} // namespace

TournamentPlanEditor::TournamentPlanEditor(const QList<ExternalEngine>& engines, QWidget* parent)
    : QWidget(parent)
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
    , m_browse(new QPushButton(tr("Browse…"), this)) {
    setObjectName(QStringLiteral("tournamentPlan"));
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Players:"), createPlayersField());
    form->addRow(tr("Pairings:"), createPairingsField());
    form->addRow(tr("Rounds:"), createRoundsField());
    QHBoxLayout* openings = createOpeningsField();
    form->addRow(tr("Openings:"), openings);
    form->addRow(tr("Boards:"), createBoardsField());
    form->addRow(QString(), createSpreadLabel());
    form->addRow(tr("Game file:"), createGameFileField());
    nameForScreenReaders(form, openings);

    setEngines(engines);
    setCandidate(PlayerSetup::engine(Level::Medium));
    setPlayers({PlayerSetup::engine(Level::Hard), PlayerSetup::engine(Level::Medium)});
    setOpenings({QString::fromLatin1(start_fen), QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"),
                 QString::fromLatin1(hexxagon_fen)});
    connectControls();
    updateEnabled();
}

void TournamentPlanEditor::nameForScreenReaders(QFormLayout* form, QLayout* openings) {
    // A row of several widgets gives its label to none of them, and lists
    // take no label's name at all.
    m_players->setAccessibleName(tr("Players"));
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(openings)))
        label->setBuddy(m_openingKind);
    m_candidate->setToolTip(tr("The player Add puts on the list"));
    m_rounds->setAccessibleName(tr("Rounds"));
    m_randomPlies->setAccessibleName(tr("Random moves"));
    m_boards->setAccessibleName(tr("Boards"));
    m_path->setAccessibleName(tr("Game file"));
}

QVBoxLayout* TournamentPlanEditor::createPlayersField() {
    m_players->setObjectName(QStringLiteral("players"));
    m_candidate->setObjectName(QStringLiteral("candidatePlayer"));
    m_add->setObjectName(QStringLiteral("addPlayer"));
    m_remove->setObjectName(QStringLiteral("removePlayer"));
    m_up->setObjectName(QStringLiteral("movePlayerUp"));
    m_players->setToolTip(
        tr("Everyone on this list plays; in a gauntlet, the first against the others"));
    auto* playerButtons = new QHBoxLayout;
    playerButtons->addWidget(m_candidate, 1);
    playerButtons->addWidget(m_add);
    playerButtons->addWidget(m_remove);
    playerButtons->addWidget(m_up);
    auto* playerBox = new QVBoxLayout;
    playerBox->addWidget(m_players, 1);
    playerBox->addLayout(playerButtons);
    return playerBox;
}

QComboBox* TournamentPlanEditor::createPairingsField() {
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("Round robin: everyone against everyone"));
    m_format->addItem(tr("Gauntlet: the first player against each of the others"));
    return m_format;
}

QHBoxLayout* TournamentPlanEditor::createRoundsField() {
    m_rounds->setObjectName(QStringLiteral("rounds"));
    m_moveTime->setObjectName(QStringLiteral("moveTime"));
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
    return roundsRow;
}

QHBoxLayout* TournamentPlanEditor::createOpeningsField() {
    m_openingKind->setObjectName(QStringLiteral("openingKind"));
    m_randomPlies->setObjectName(QStringLiteral("randomPlies"));
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
    return openingRow;
}

QListWidget* TournamentPlanEditor::createBoardsField() {
    m_boards->setObjectName(QStringLiteral("boards"));
    for (const auto& [name, fen] : tournamentBoards()) {
        auto* item = new QListWidgetItem(name, m_boards);
        item->setData(fenRole, fen);
        item->setToolTip(fen);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    // This list and the players' three rows high at least. The players' list
    // is still empty here, where sizeHintForRow(0) says -1 (and a minimum of
    // -3 pixels was a warning at every opening): this one, just filled, gives
    // the height of a row.
    const int listRow = std::max(m_boards->sizeHintForRow(0), m_boards->fontMetrics().height());
    m_boards->setMinimumHeight(listRow * 3);
    m_players->setMinimumHeight(listRow * 3);
    // The room the plan has goes to the boards, the longer list, which would
    // show every board; the players' list keeps four rows, the usual
    // tournament's players, and scrolls beyond (its height does not follow
    // the players, so that its buttons stay put).
    m_players->setMaximumHeight(listRow * 4 + 2 * m_players->frameWidth());
    m_players->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_boards->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_boards->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    return m_boards;
}

QLabel* TournamentPlanEditor::createSpreadLabel() {
    m_spread->setObjectName(QStringLiteral("spread"));
    m_spread->setWordWrap(true);
    // Three lines held for it, its longest: a line that grew or shrank as the
    // plan changed moved the players' buttons above it under the pointer.
    m_spread->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_spread->setMinimumHeight(m_spread->fontMetrics().lineSpacing() * 3);
    return m_spread;
}

QHBoxLayout* TournamentPlanEditor::createGameFileField() {
    m_path->setObjectName(QStringLiteral("pgnPath"));
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    return pathRow;
}

void TournamentPlanEditor::connectControls() {
    connect(m_add, &QPushButton::clicked, this, &TournamentPlanEditor::addPlayer);
    connect(m_remove, &QPushButton::clicked, this, &TournamentPlanEditor::removePlayer);
    connect(m_up, &QPushButton::clicked, this, &TournamentPlanEditor::moveUp);
    connect(m_players, &QListWidget::currentRowChanged, this, &TournamentPlanEditor::updateEnabled);
    connect(m_format, &QComboBox::currentIndexChanged, this, &TournamentPlanEditor::updateSpread);
    connect(m_rounds, &QSpinBox::valueChanged, this, &TournamentPlanEditor::updateSpread);
    connect(m_moveTime, &QSpinBox::valueChanged, this, &TournamentPlanEditor::planChanged);
    connect(m_randomPlies, &QSpinBox::valueChanged, this, &TournamentPlanEditor::planChanged);
    connect(m_boards, &QListWidget::itemChanged, this, &TournamentPlanEditor::updateSpread);
    connect(m_openingKind, &QComboBox::currentIndexChanged, this,
            &TournamentPlanEditor::updateSpread);
    connect(m_path, &QLineEdit::textChanged, this, &TournamentPlanEditor::planChanged);
    connect(m_browse, &QPushButton::clicked, this, &TournamentPlanEditor::browse);
}

QString TournamentPlanEditor::playerName(const PlayerSetup& player) {
    return player.description();
}

std::string TournamentPlanEditor::playerDescription(const PlayerSetup& player) {
    if (player.isExternal()) return player.external.matchDescription();
    return std::string(level_key(player.level));
}

void TournamentPlanEditor::setEngines(const QList<ExternalEngine>& engines) {
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

void TournamentPlanEditor::setPlayers(const QList<PlayerSetup>& players) {
    m_playerList = players;
    refreshPlayers();
}

void TournamentPlanEditor::setCandidate(const PlayerSetup& player) {
    m_candidate->setPlayer(player);
}

void TournamentPlanEditor::addPlayer() {
    m_playerList << m_candidate->player();
    refreshPlayers();
    m_players->setCurrentRow(m_players->count() - 1);
}

void TournamentPlanEditor::removePlayer() {
    const int row = m_players->currentRow();
    if (row < 0 || row >= m_playerList.size()) return;
    m_playerList.removeAt(row);
    refreshPlayers();
    m_players->setCurrentRow(std::min(row, static_cast<int>(m_players->count()) - 1));
}

void TournamentPlanEditor::moveUp() {
    const int row = m_players->currentRow();
    if (row <= 0 || row >= m_playerList.size()) return;
    m_playerList.swapItemsAt(row, row - 1);
    refreshPlayers();
    m_players->setCurrentRow(row - 1);
}

void TournamentPlanEditor::refreshPlayers() {
    const int row = m_players->currentRow();
    m_players->clear();
    const TournamentSetup plan = this->plan();
    for (int i = 0; i < plan.playerCount(); ++i) m_players->addItem(plan.playerName(i));
    m_players->setCurrentRow(std::min(row, static_cast<int>(m_players->count()) - 1));
    updateBoards();
}

void TournamentPlanEditor::setRounds(int rounds) {
    m_rounds->setValue(rounds);
}

void TournamentPlanEditor::setGauntlet(bool gauntlet) {
    m_format->setCurrentIndex(gauntlet ? 1 : 0);
}

void TournamentPlanEditor::setMoveTime(int milliseconds) {
    m_moveTime->setValue(milliseconds);
}

void TournamentPlanEditor::setPgnPath(const QString& path) {
    m_path->setText(path);
}

void TournamentPlanEditor::setRandomPlies(int plies) {
    m_openingKind->setCurrentIndex(plies > 0 ? 1 : 0);
    if (plies > 0) m_randomPlies->setValue(plies);
    updateSpread();
}

void TournamentPlanEditor::setOpenings(const QStringList& fens) {
    for (int i = 0; i < m_boards->count(); ++i) {
        QListWidgetItem* item = m_boards->item(i);
        item->setCheckState(fens.contains(item->data(fenRole).toString()) ? Qt::Checked
                                                                          : Qt::Unchecked);
    }
    updateBoards();
}

TournamentSetup TournamentPlanEditor::plan() const {
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
    plan.pgnPath = pgnPath();
    return plan;
}

void TournamentPlanEditor::updateBoards() {
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

void TournamentPlanEditor::updateSpread() {
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
    updateEnabled();
    emit planChanged();
}

bool TournamentPlanEditor::isComplete() const {
    const TournamentSetup planned = plan();
    return planned.playerCount() >= 2 && !planned.tournament.openings.empty();
}

QString TournamentPlanEditor::pgnPath() const {
    return m_path->text().trimmed();
}

QString TournamentPlanEditor::spreadText() const {
    return m_spread->text();
}

void TournamentPlanEditor::setLocked(bool locked) {
    m_locked = locked;
    updateEnabled();
}

void TournamentPlanEditor::updateEnabled() {
    for (QWidget* control :
         std::initializer_list<QWidget*>{m_players, m_candidate, m_add, m_format, m_rounds,
                                         m_moveTime, m_openingKind, m_boards, m_path, m_browse})
        control->setEnabled(!m_locked);
    const int row = m_players->currentRow();
    m_remove->setEnabled(!m_locked && row >= 0);
    m_up->setEnabled(!m_locked && row > 0);
    m_randomPlies->setEnabled(!m_locked && m_openingKind->currentIndex() == 1);
}

void TournamentPlanEditor::browse() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("The tournament's game file"), m_path->text(),
                                     tr("Game files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) m_path->setText(path);
}

} // namespace ataxx

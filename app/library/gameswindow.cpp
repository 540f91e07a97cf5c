#include "library/gameswindow.h"

#include "board/boardpresets.h"
#include "game/prompter.h"
#include "game/wholefile.h"
#include "library/gamesfilter.h"
#include "library/gameslibrary.h"
#include "library/gamesmodel.h"
#include "library/librarysettings.h"
#include "library/pgnimporter.h"
#include "library/playerratings.h"
#include "library/ratingview.h"
#include "players/playersetup.h"
#include "search/strength.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScreen>
#include <QShortcut>
#include <QShowEvent>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace ataxx {

namespace {

// How many bad games an import's message names; the rest are counted.
constexpr int problemsNamed = 20;

// The board filter's data: a kind of board ("kind:<n>") or a board's name.
const QString kindPrefix = QStringLiteral("kind:");
const QString namePrefix = QStringLiteral("name:");

// Sets a combo box's items, keeping the item chosen when it is still there.
void setChoices(QComboBox* box, const QList<std::pair<QString, QString>>& items) {
    const QString chosen = box->currentData().toString();
    const QSignalBlocker block(box);
    box->clear();
    for (const auto& [text, data] : items) box->addItem(text, data);
    const int at = box->findData(chosen);
    box->setCurrentIndex(at >= 0 ? at : 0);
}

} // namespace

GamesWindow::GamesWindow(GamesLibrary* library, Prompter* prompter, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_library(library)
    , m_prompter(prompter)
    , m_model(new GamesModel(this))
    , m_filter(new GamesFilter(m_model, this))
    , m_importer(new PgnImporter(library, this)) {
    setObjectName(QStringLiteral("gamesWindow"));
    setWindowTitle(tr("Games"));

    createList();
    auto* gamesPage = new QWidget(this);
    auto* gamesLayout = new QVBoxLayout(gamesPage);
    gamesLayout->addWidget(createFilters());
    gamesLayout->addWidget(m_view, 1);
    gamesLayout->addWidget(m_status);
    gamesLayout->addLayout(createButtons());
    m_ratingView = new RatingView(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("gamesTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(gamesPage, tr("&Games"));
    m_tabs->addTab(m_ratingView, tr("R&ating"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_tabs);
    connectParts();
    restoreColumnsAndSize();
    updateActions();
}

void GamesWindow::createList() {
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("gamesList"));
    m_view->setAccessibleName(tr("Games")); // an item view takes no name from a label
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setSortingEnabled(true);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("gamesStatus"));
    m_status->setWordWrap(true);
}

QHBoxLayout* GamesWindow::createButtons() {
    const auto button = [this](const char* name, const QString& text, const QString& tip) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(QLatin1StringView(name));
        b->setToolTip(tip);
        return b;
    };
    m_open = button("openButton", tr("&Open"), tr("Open the game on the board (Enter)"));
    m_review = button("reviewButton", tr("&Review"),
                      tr("Open the game on the board and let the engine review it"));
    m_puzzles = button("puzzlesButton", tr("Make &puzzles"),
                       tr("Review the selected games and make puzzles of their mistakes"));
    m_export = button("exportButton", tr("&Export…"), tr("Write the selected games to a PGN file"));
    m_delete = button("deleteButton", tr("&Delete"), tr("Delete the selected games (Delete)"));
    m_import =
        button("importButton", tr("&Import…"), tr("Add the games of a PGN file to the library"));
    createActions();
    connect(m_open, &QPushButton::clicked, this, &GamesWindow::openSelected);
    connect(m_review, &QPushButton::clicked, this, &GamesWindow::reviewSelected);
    connect(m_puzzles, &QPushButton::clicked, this, &GamesWindow::makePuzzlesFromSelected);
    connect(m_export, &QPushButton::clicked, this, &GamesWindow::exportSelected);
    connect(m_delete, &QPushButton::clicked, this, &GamesWindow::deleteSelected);
    connect(m_import, &QPushButton::clicked, this, &GamesWindow::importFile);

    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_open, m_review, m_puzzles, m_export, m_delete}) buttons->addWidget(b);
    buttons->addStretch(1);
    buttons->addWidget(m_import);

    return buttons;
}

void GamesWindow::connectParts() {
    connect(m_view, &QTableView::activated, this, [this] { openSelected(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GamesWindow::updateActions);
    connect(m_view, &QTableView::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu(this);
        menu.addActions({m_openAction, m_reviewAction, m_puzzlesAction, m_exportAction});
        menu.addSeparator();
        menu.addAction(m_deleteAction);
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    connect(m_library, &GamesLibrary::changed, this, &GamesWindow::reload);
    // An older library's games read into the explorer's index, after it opens.
    connect(m_library, &GamesLibrary::indexProgress, this, &GamesWindow::updateStatus);
    connect(m_library, &GamesLibrary::indexingEnded, this, &GamesWindow::updateStatus);
    connect(m_importer, &PgnImporter::progress, this, [this] {
        if (!m_progress) return;
        m_progress->setValue(static_cast<int>(m_importer->bytesDone()));
        m_progress->setLabelText(
            tr("Importing %1: %n game(s) read…", nullptr, m_importer->gamesRead())
                .arg(m_importer->fileName()));
    });
    connect(m_importer, &PgnImporter::finished, this, &GamesWindow::onImportFinished);

    // Ctrl+W, as the system names closing a window.
    auto* close = new QShortcut(QKeySequence::Close, this);
    connect(close, &QShortcut::activated, this, &QWidget::close);
}

void GamesWindow::restoreColumnsAndSize() {
    const LibrarySettings settings;
    QHeaderView* header = m_view->horizontalHeader();
    const bool ownColumns =
        header->restoreState(settings.headerState()) && header->count() == GamesModel::ColumnCount;
    if (ownColumns) {
        m_view->sortByColumn(header->sortIndicatorSection(), header->sortIndicatorOrder());
    } else {
        // The newest games first, each column as wide as its usual text, the
        // columns fitted to the list's width whenever it changes (fitColumns),
        // until the person sizes one.
        m_view->sortByColumn(GamesModel::Date, Qt::DescendingOrder);
        m_usualWidths = usualWidths();
        m_view->viewport()->installEventFilter(this);
        connect(header, &QHeaderView::sectionResized, this, [this, header](int column) {
            // The last column stretches to the list's end by itself.
            if (m_fitting || header->visualIndex(column) == header->count() - 1) return;
            m_usualWidths.clear();
        });
    }
    // A window never opened before is placed over the main window on its
    // first showing (showEvent), as wide as its columns' usual texts need
    // where the screen has room (place), so none is cut short.
    m_placed = restoreGeometry(settings.windowGeometry());
    if (!m_placed) {
        int columns = 0;
        for (const int width : m_usualWidths) columns += width;
        const QMargins margins = m_view->parentWidget()->layout()->contentsMargins();
        const int frame = 2 * m_view->frameWidth() + margins.left() + margins.right() +
                          style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view) + 2;
        resize(std::max(940, columns + frame), 560);
    }
    if (!m_usualWidths.empty()) {
        const QSignalBlocker quiet(header);
        for (int column = 0; column < GamesModel::ColumnCount; ++column)
            header->resizeSection(column, m_usualWidths[static_cast<std::size_t>(column)]);
    }
}

GamesWindow::~GamesWindow() = default;

QWidget* GamesWindow::createFilters() {
    auto* row = new QWidget(this);
    m_search = new QLineEdit(row);
    m_search->setObjectName(QStringLiteral("searchField"));
    m_search->setPlaceholderText(tr("Search by name"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search by name"));
    const auto combo = [row](const char* name, const QString& accessible) {
        auto* box = new QComboBox(row);
        box->setObjectName(QLatin1StringView(name));
        box->setAccessibleName(accessible);
        box->setToolTip(accessible);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        return box;
    };
    m_board = combo("boardFilter", tr("Board"));
    m_opponent = combo("opponentFilter", tr("Opponent"));
    m_result = combo("resultFilter", tr("Result"));
    m_period = combo("dateFilter", tr("Date"));
    using R = GamesFilter::ResultFilter;
    const std::pair<QString, R> results[] = {
        {tr("Any result"), R::Any},
        {tr("Won by you"), R::PersonWon},
        {tr("Lost by you"), R::PersonLost},
        {tr("Draws"), R::Draw},
        {tr("%1 won").arg(PlayerSetup::sideName(Side::X)), R::BlackWon},
        {tr("%1 won").arg(PlayerSetup::sideName(Side::O)), R::WhiteWon},
        {tr("Unfinished"), R::Unfinished},
    };
    for (const auto& [text, value] : results) m_result->addItem(text, static_cast<int>(value));
    using P = GamesFilter::Period;
    const std::pair<QString, P> periods[] = {
        {tr("Any time"), P::Any},           {tr("Today"), P::Today},
        {tr("The last 7 days"), P::Week},   {tr("The last 30 days"), P::Month},
        {tr("The last 365 days"), P::Year},
    };
    for (const auto& [text, value] : periods) m_period->addItem(text, static_cast<int>(value));
    updateChoices();

    connect(m_search, &QLineEdit::textChanged, this, &GamesWindow::applyFilters);
    for (QComboBox* box : {m_board, m_opponent, m_result, m_period})
        connect(box, &QComboBox::currentIndexChanged, this, &GamesWindow::applyFilters);

    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search, 1);
    for (QComboBox* box : {m_board, m_opponent, m_result, m_period}) layout->addWidget(box);
    return row;
}

void GamesWindow::createActions() {
    const auto action = [this](QPushButton* button, void (GamesWindow::*slot)()) {
        auto* a = new QAction(button->text(), this);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_openAction = action(m_open, &GamesWindow::openSelected);
    m_reviewAction = action(m_review, &GamesWindow::reviewSelected);
    m_puzzlesAction = action(m_puzzles, &GamesWindow::makePuzzlesFromSelected);
    m_exportAction = action(m_export, &GamesWindow::exportSelected);
    m_deleteAction = action(m_delete, &GamesWindow::deleteSelected);
    // Delete in the list deletes, after the question.
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_deleteAction);
}

void GamesWindow::reload() {
    const QList<qint64> selected = selectedGames();
    if (!m_library->open()) {
        m_problem = m_library->errorString();
    } else {
        m_problem.clear();
    }
    const QString notice = m_library->takeNotice();
    if (!notice.isEmpty()) {
        if (!m_library->isOpen()) m_problem = notice;
        m_prompter->error(this, tr("Games"), notice);
    }
    std::vector<LibraryGame> games = m_library->games();
    m_ratingView->setRatings(PlayerRatings::of(games));
    m_model->setGames(std::move(games));
    updateChoices();
    selectGames(selected);
    updateStatus();
    updateActions();
}

void GamesWindow::updateChoices() {
    std::set<QString> names;
    std::set<QString> opponents;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const LibraryGame& game = m_model->game(row);
        names.insert(game.boardName());
        opponents.insert(game.opponentText());
    }
    QList<std::pair<QString, QString>> boards{{tr("Any board"), QString()}};
    for (const BoardKind kind : {BoardKind::Square7x7, BoardKind::Hexagon, BoardKind::Other})
        boards.append({tr("All: %1").arg(LibraryGame::boardKindName(kind)),
                       kindPrefix + QString::number(static_cast<int>(kind))});
    for (const QString& name : names) boards.append({name, namePrefix + name});
    setChoices(m_board, boards);
    QList<std::pair<QString, QString>> against{{tr("Any opponent"), QString()}};
    for (const QString& opponent : opponents) against.append({opponent, opponent});
    setChoices(m_opponent, against);
}

void GamesWindow::applyFilters() {
    m_filter->setSearch(m_search->text());
    const QString board = m_board->currentData().toString();
    if (board.startsWith(kindPrefix))
        m_filter->setBoardKind(static_cast<BoardKind>(board.mid(kindPrefix.size()).toInt()));
    else if (board.startsWith(namePrefix))
        m_filter->setBoardName(board.mid(namePrefix.size()));
    else
        m_filter->setBoardKind(std::nullopt);
    m_filter->setOpponent(m_opponent->currentData().toString());
    m_filter->setResult(static_cast<GamesFilter::ResultFilter>(m_result->currentData().toInt()));
    m_filter->setPeriod(static_cast<GamesFilter::Period>(m_period->currentData().toInt()));
    updateStatus();
    updateActions();
}

QList<qint64> GamesWindow::selectedGames() const {
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QList<qint64> ids;
    for (const QModelIndex& index : rows) ids << index.data(GamesModel::idRole).toLongLong();
    return ids;
}

void GamesWindow::selectGames(const QList<qint64>& ids) {
    QItemSelection selection;
    QModelIndex first;
    for (const qint64 id : ids) {
        const int row = m_model->rowOf(id);
        if (row < 0) continue;
        const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
        if (!index.isValid()) continue;
        selection.select(index, index);
        if (!first.isValid()) first = index;
    }
    QItemSelectionModel* model = m_view->selectionModel();
    model->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (first.isValid()) {
        model->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
        m_view->scrollTo(first);
    }
}

qint64 GamesWindow::currentGame() const {
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid() && m_view->selectionModel()->isRowSelected(current.row(), {}))
        return current.data(GamesModel::idRole).toLongLong();
    const QList<qint64> selected = selectedGames();
    return selected.isEmpty() ? 0 : selected.front();
}

QString GamesWindow::statusText() const {
    return m_status->text();
}

void GamesWindow::updateStatus() {
    const int total = m_model->rowCount();
    const int shown = m_filter->rowCount();
    QString text;
    if (!m_problem.isEmpty())
        text = m_problem;
    else if (total == 0)
        text = tr("No games yet. Every game that ends on the board is kept here, and you can "
                  "import the games of a PGN file.");
    else if (shown == total)
        text = tr("%n game(s).", nullptr, total);
    else
        text = tr("%1 of %n game(s) shown.", nullptr, total).arg(shown);
    if (!m_note.isEmpty()) text += QLatin1Char(' ') + m_note;
    if (m_library->isIndexing())
        text += QLatin1Char(' ') + tr("Reading them into the explorer: %1 of %2.")
                                       .arg(m_library->indexDone())
                                       .arg(m_library->indexTotal());
    m_status->setText(text);
}

void GamesWindow::updateActions() {
    const int selected = static_cast<int>(m_view->selectionModel()->selectedRows().size());
    const bool any = selected > 0;
    const bool open = m_library->isOpen();
    for (QPushButton* b : {m_open, m_review}) b->setEnabled(open && any);
    for (QPushButton* b : {m_puzzles, m_export, m_delete}) b->setEnabled(open && any);
    m_import->setEnabled(open && !m_importer->isRunning());
    m_openAction->setEnabled(m_open->isEnabled());
    m_reviewAction->setEnabled(m_review->isEnabled());
    m_puzzlesAction->setEnabled(m_puzzles->isEnabled());
    m_exportAction->setEnabled(m_export->isEnabled());
    m_deleteAction->setEnabled(m_delete->isEnabled());
}

void GamesWindow::openSelected() {
    if (const qint64 id = currentGame()) emit openRequested(id);
}

void GamesWindow::reviewSelected() {
    if (const qint64 id = currentGame()) emit reviewRequested(id);
}

void GamesWindow::makePuzzlesFromSelected() {
    const QList<qint64> ids = selectedGames();
    if (ids.isEmpty()) return;
    std::vector<PgnGame> games;
    QList<qint64> read;
    // The sides people played, when every game says the same.
    std::optional<std::vector<Side>> people;
    bool agree = true;
    for (const qint64 id : ids) {
        std::optional<PgnGame> pgn = m_library->game(id);
        const std::optional<LibraryGame> entry = m_library->entry(id);
        if (!pgn || !entry) continue;
        games.push_back(std::move(*pgn));
        read.append(id);
        std::vector<Side> sides;
        for (const Side side : {Side::X, Side::O})
            if (entry->player(side).kind == LibraryPlayer::Kind::Human) sides.push_back(side);
        if (!people)
            people = sides;
        else if (*people != sides)
            agree = false;
    }
    if (games.empty()) {
        m_prompter->error(this, tr("Make puzzles"),
                          tr("The games could not be read: %1").arg(m_library->errorString()));
        return;
    }
    std::vector<Side> sides;
    if (agree && people && !people->empty()) {
        sides = *people;
    } else {
        const int choice = m_prompter->choose(
            this, tr("Make puzzles"), tr("Whose mistakes become puzzles?"),
            {PlayerSetup::sideName(Side::X), PlayerSetup::sideName(Side::O), tr("Both")});
        if (choice < 0 || choice > 2) return;
        if (choice != 1) sides.push_back(Side::X);
        if (choice != 0) sides.push_back(Side::O);
    }
    emit puzzlesRequested(read, games, sides);
}

void GamesWindow::exportSelected() {
    const QList<qint64> ids = selectedGames();
    if (ids.isEmpty()) return;
    QString path = QFileDialog::getSaveFileName(this, tr("Export games"), tr("games.pgn"),
                                                tr("Game files (*.pgn);;All files (*)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    exportGames(ids, path);
}

bool GamesWindow::exportGames(const QList<qint64>& ids, const QString& path) {
    std::string text;
    for (const qint64 id : ids) {
        const std::optional<PgnGame> pgn = m_library->game(id);
        if (!pgn) {
            m_prompter->error(
                this, tr("Export games"),
                tr("A game could not be read from the library: %1").arg(m_library->errorString()));
            return false;
        }
        if (!text.empty()) text += '\n';
        text += write_pgn(*pgn);
    }
    const QString name = QFileInfo(path).fileName();
    QString error;
    if (!writeWholeFile(path, text, error)) {
        m_prompter->error(this, tr("Export games"),
                          tr("%1 could not be written: %2").arg(name, error));
        return false;
    }
    m_note = tr("%n game(s) exported to %1.", nullptr, static_cast<int>(ids.size())).arg(name);
    updateStatus();
    return true;
}

void GamesWindow::deleteSelected() {
    const QList<qint64> ids = selectedGames();
    if (ids.isEmpty()) return;
    if (!m_prompter->confirm(this, tr("Delete games?"),
                             tr("Delete %n game(s) from your library? This cannot be undone.",
                                nullptr, static_cast<int>(ids.size()))))
        return;
    if (!m_library->remove(ids))
        m_prompter->error(this, tr("Delete games"),
                          tr("The games could not be deleted: %1").arg(m_library->errorString()));
}

void GamesWindow::importFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import games"), QString(),
                                                      tr("Game files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) importFrom(path);
}

bool GamesWindow::importFrom(const QString& path) {
    if (!m_importer->start(path)) {
        m_prompter->error(this, tr("Import games"), m_importer->errorString());
        return false;
    }
    if (!m_progress) {
        m_progress = new QProgressDialog(this);
        m_progress->setObjectName(QStringLiteral("importProgress"));
        m_progress->setWindowTitle(tr("Import games"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        m_progress->setMinimumDuration(0);
        connect(m_progress, &QProgressDialog::canceled, m_importer, &PgnImporter::cancel);
    }
    m_progress->setRange(0, static_cast<int>(std::max<qint64>(1, m_importer->bytesTotal())));
    m_progress->setValue(0);
    m_progress->setLabelText(tr("Importing %1…").arg(m_importer->fileName()));
    m_progress->show();
    updateActions();
    return true;
}

QProgressDialog* GamesWindow::importProgress() const {
    return m_progress;
}

void GamesWindow::onImportFinished() {
    if (m_progress) m_progress->hide();
    m_note = m_importer->summary();
    reload();
    const QStringList problems = m_importer->problems();
    if (problems.isEmpty()) return;
    QStringList named = problems.mid(0, problemsNamed);
    if (problems.size() > problemsNamed)
        named << tr("… and %n more.", nullptr, static_cast<int>(problems.size()) - problemsNamed);
    m_prompter->error(this, tr("Import games"),
                      m_importer->summary() + QStringLiteral("\n\n") +
                          named.join(QLatin1Char('\n')));
}

void GamesWindow::showGames() {
    m_tabs->setCurrentIndex(0);
}

void GamesWindow::showRating() {
    m_tabs->setCurrentIndex(1);
}

void GamesWindow::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (event->spontaneous()) return;
    if (!m_placed) place();
    if (QWidget* page = m_view->parentWidget()) page->layout()->activate();
    fitColumns();
}

bool GamesWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) fitColumns();
    return QWidget::eventFilter(watched, event);
}

std::vector<int> GamesWindow::usualWidths() const {
    // The widest text each column usually holds, in the person's language:
    // the longest of the levels' and the even game's names, a result with
    // two-figure counts, the boards most played, and the column's title
    // with the sort's mark. A cell's text has the style's margin on both
    // sides and the grid's line; a little more keeps it off the line.
    const QFontMetrics metrics = m_view->fontMetrics();
    const int textMargin =
        m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
    const auto room = [&metrics, textMargin](const QStringList& texts) {
        int widest = 0;
        for (const QString& text : texts)
            widest = std::max(widest, metrics.horizontalAdvance(text));
        return widest + 2 * textMargin + 1 + metrics.averageCharWidth();
    };
    QStringList names{PlayerSetup::evenDescription(strength_elo_newcomer)};
    for (int level = 0; level < level_count; ++level)
        names << PlayerSetup::computerDescription(static_cast<Level>(level));
    QStringList results;
    for (const Outcome outcome : {Outcome::XWins, Outcome::OWins, Outcome::Draw}) {
        LibraryGame game;
        game.outcome = outcome;
        results << tr("%1, %2–%3").arg(game.resultText()).arg(24).arg(25);
    }
    LibraryGame blocked;
    blocked.blockedCells = 4;
    QStringList boards{blocked.boardName()};
    for (const char* key : {"7x7", "7x7-blocked", "hexxagon"})
        boards << BoardPresets::find(QLatin1StringView(key)).name;
    QStringList sources;
    for (const auto source : {LibraryGame::Source::Played, LibraryGame::Source::Watched,
                              LibraryGame::Source::Imported}) {
        LibraryGame game;
        game.source = source;
        sources << game.sourceText();
    }
    std::vector<int> widths(GamesModel::ColumnCount);
    const auto at = [&widths](int column) -> int& {
        return widths[static_cast<std::size_t>(column)];
    };
    at(GamesModel::Date) = room(
        {QLocale().toString(QDateTime(QDate(2024, 12, 28), QTime(23, 59)), QLocale::ShortFormat)});
    at(GamesModel::Black) = at(GamesModel::White) = room(names);
    at(GamesModel::Result) = room(results);
    at(GamesModel::Board) = room(boards);
    at(GamesModel::Moves) = room({QStringLiteral("100")});
    at(GamesModel::Review) =
        room({tr("%1 · %2").arg(GamesModel::accuracyText(100), GamesModel::accuracyText(100))});
    at(GamesModel::Source) = room(sources);
    // The titles, with room for the sort's mark beside them.
    QHeaderView* header = m_view->horizontalHeader();
    const QFontMetrics titles = header->fontMetrics();
    QStyle* style = header->style();
    const int titleFrame = 2 * style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) +
                           style->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) +
                           titles.averageCharWidth();
    for (int column = 0; column < GamesModel::ColumnCount; ++column) {
        const QString title =
            m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        at(column) = std::max(at(column), titles.horizontalAdvance(title) + titleFrame);
    }
    return widths;
}

void GamesWindow::fitColumns() {
    // Each column as wide as its usual text; where the list is narrower than
    // them all, the names give up room first (their tooltips hold them
    // whole), then the board, and the result last, each down to its title,
    // so that the list needs no scroll bar across.
    if (m_usualWidths.empty() || !isVisible()) return;
    const QScopedValueRollback fitting(m_fitting, true);
    QHeaderView* header = m_view->horizontalHeader();
    const auto usual = [this](int column) {
        return m_usualWidths[static_cast<std::size_t>(column)];
    };
    const int room = m_view->viewport()->width();
    int total = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column)) continue;
        header->resizeSection(column, usual(column));
        total += usual(column);
    }
    int over = total - room + 2;
    const auto least = [this, header, &usual](int column) {
        const QString title =
            m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        return std::min(usual(column), header->fontMetrics().horizontalAdvance(title) + 24);
    };
    const std::vector<std::vector<int>> giving = {
        {GamesModel::Black, GamesModel::White}, {GamesModel::Board}, {GamesModel::Result}};
    for (const std::vector<int>& columns : giving) {
        if (over <= 0) return;
        int spare = 0;
        for (const int column : columns)
            if (!header->isSectionHidden(column)) spare += usual(column) - least(column);
        if (spare <= 0) continue;
        const double share = std::min(1.0, static_cast<double>(over) / spare);
        for (const int column : columns) {
            if (header->isSectionHidden(column)) continue;
            const int given = static_cast<int>(std::ceil(share * (usual(column) - least(column))));
            header->resizeSection(column, usual(column) - given);
            over -= given;
        }
    }
}

void GamesWindow::place() {
    m_placed = true;
    // Over the main window, not where the window manager puts a window with
    // no place of its own (the screen's corner), and within the screen.
    QWidget* over = parentWidget() ? parentWidget()->window() : nullptr;
    QScreen* screen = over ? over->screen() : this->screen();
    if (!screen) return;
    const QRect room = screen->availableGeometry();
    const QSize decoration = frameGeometry().size() - size();
    const QSize inside(std::min(width(), room.width() * 9 / 10 - decoration.width()),
                       std::min(height(), room.height() * 8 / 10 - decoration.height()));
    resize(inside);
    QRect frame(QPoint(), inside + decoration);
    frame.moveCenter(over ? over->frameGeometry().center() : room.center());
    frame.moveLeft(
        std::clamp(frame.left(), room.left(), room.left() + room.width() - frame.width()));
    frame.moveTop(std::clamp(frame.top(), room.top(), room.top() + room.height() - frame.height()));
    move(frame.topLeft());
}

void GamesWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void GamesWindow::closeEvent(QCloseEvent* event) {
    LibrarySettings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setHeaderState(m_view->horizontalHeader()->saveState());
    QWidget::closeEvent(event);
}

} // namespace ataxx

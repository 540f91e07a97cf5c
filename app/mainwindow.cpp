#include "mainwindow.h"

#include "analysisboard.h"
#include "board/boardandpanel.h"
#include "board/boardpresets.h"
#include "board/boardview.h"
#include "board/clickreason.h"
#include "board/gameoveroverlay.h"
#include "board/windowtheme.h"
#include "engines/boardfamily.h"
#include "game/announcer.h"
#include "game/gamedocument.h"
#include "game/movelistview.h"
#include "game/movetext.h"
#include "game/numbertext.h"
#include "game/playerpanel.h"
#include "game/reviewmarks.h"
#include "game/sounds.h"
#include "game/statuslabel.h"
#include "help/howtoplaydialog.h"
#include "help/manualdialog.h"
#include "library/gamerecorder.h"
#include "library/gameslibrary.h"
#include "library/gameswindow.h"
#include "library/openingexplorer.h"
#include "notation.h"
#include "pgn.h"
#include "puzzleswindow/puzzlecollector.h"
#include "puzzleswindow/puzzlestore.h"
#include "puzzleswindow/puzzleswindow.h"
#include "review/review.h"
#include "reviewmode/reviewmode.h"
#include "search/scoretext.h"
#include "search/strength.h"
#include "settingsdialog/settingsdialog.h"
#include "watch/engineoutputpanel.h"
#include "watch/evalgraph.h"
#include "watch/watchmode.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDebug>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QStatusBar>
#include <QStyle>
#include <QSvgRenderer>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>

namespace ataxx {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

// A search's score in the status bar, turned to Black's side as the graph
// draws it, whichever side thinks (`score` is from the thinking side's), so
// that the number does not flip its sign from one move to the next.
QString scoreText(int score, Side thinking) {
    const int forBlack = thinking == Side::X ? score : -score;
    const int moves = result_in_moves(forBlack);
    if (moves != 0)
        return MainWindow::tr("%1 wins in %n move(s)", nullptr, std::abs(moves))
            .arg(PlayerSetup::sideName(moves > 0 ? Side::X : Side::O));
    return MainWindow::tr("%1 for %2")
        .arg(NumberText::fromEngine(score_text(forBlack)), PlayerSetup::sideName(Side::X));
}

// An action of the window's: its object name, text, icon and key, and what
// it does.
QAction* makeAction(QWidget* window, const QString& name, const QString& text, const QIcon& icon,
                    const QKeySequence& shortcut, std::function<void()> slot) {
    auto* action = new QAction(icon, text, window);
    action->setObjectName(name);
    if (!shortcut.isEmpty()) action->setShortcut(shortcut);
    QObject::connect(action, &QAction::triggered, window, std::move(slot));
    return action;
}

// A checkable action, `on` at first, that calls `apply` when it changes.
QAction* makeToggle(QWidget* window, const QString& name, const QString& text, bool on,
                    std::function<void(bool)> apply) {
    auto* action = new QAction(text, window);
    action->setObjectName(name);
    action->setCheckable(true);
    action->setChecked(on);
    QObject::connect(action, &QAction::toggled, window, std::move(apply));
    return action;
}

// The desktop theme's icon, or Qt's own where the theme has none.
QIcon themed(const QWidget* window, const char* name, QStyle::StandardPixmap fallback) {
    return QIcon::fromTheme(QLatin1StringView(name), window->style()->standardIcon(fallback));
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_controller(new GameController(this))
    , m_prompter(std::make_unique<HoldingPrompter>(m_controller, std::make_unique<Prompter>()))
    , m_document(new GameDocument(m_controller, this, m_prompter.get())) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(applicationIcon());

    createWidgets();
    connectGame();
    createModes();

    for (const Side side : {Side::X, Side::O})
        m_controller->setPlayer(side, m_settings.player(side));
    newGame();
    // The smallest window that holds everything, the docks included (the
    // tests measure it there): every button, whole texts, the board at a
    // little over 60% of the shorter side.
    setMinimumSize(minimumWindowSize);
    resize(940, 680);
    restoreWindow();
    m_watch->updateControls();
    m_board->setFocus();
}

void MainWindow::createWidgets() {
    m_board = new BoardView(this);
    m_board->setObjectName(QStringLiteral("boardView"));
    m_overlay = new GameOverOverlay(m_board);
    m_central = new BoardAndPanel(m_board, createSidePanel(), this);
    setCentralWidget(m_central);

    m_status = new StatusLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    statusBar()->addWidget(m_status, 1);
    m_announcer = new Announcer(this);
    m_announcer->follow(m_board);

    m_sounds = new Sounds(m_controller, m_board, this);
    createActions();
    createMenusAndToolBar();
    applyViewSettings();
    m_controller->setComputerPause(m_settings.computerPause());

    m_board->setGame(&m_controller->game());
    m_moveList->setGame(&m_controller->game());
}

void MainWindow::connectGame() {
    connect(m_controller, &GameController::gameChanged, this, &MainWindow::onGameChanged);
    connect(m_controller, &GameController::thinkingChanged, this, [this](bool thinking) {
        if (thinking) m_thinkingText.clear();
        refresh();
    });
    connect(m_controller, &GameController::hintingChanged, this, [this] { refresh(); });
    connect(m_controller, &GameController::helpTaken, this, [this] {
        updateStatus();
        m_announcer->say(notRatedText());
        // Kept with the game in progress, so that a restart does not forget it.
        m_document->autosave();
    });
    connect(m_controller, &GameController::playersChanged, this, [this] {
        refresh();
        m_document->autosave();
    });
    connect(m_document, &GameDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::notice, this, &MainWindow::showNotice);
    connect(m_controller, &GameController::searchProgress, this, &MainWindow::onSearchProgress);
    connect(m_controller, &GameController::hintReady, this,
            [this](Move move) { onHintReady(move); });
    connect(m_board, &BoardView::moveChosen, this, &MainWindow::onBoardMove);
    connect(m_board, &BoardView::animationFinished, this, &MainWindow::onAnimationFinished);
    connect(m_moveList, &MoveListView::nodeSelected, m_controller, &GameController::goToNode);
    connect(m_moveList, &MoveListView::promoteRequested, m_controller, &GameController::promote);
    connect(m_moveList, &MoveListView::promoteToMainLineRequested, m_controller,
            &GameController::promoteToMainLine);
    connect(m_moveList, &MoveListView::deleteVariationRequested, m_controller,
            &GameController::deleteVariation);
    connect(m_moveList, &MoveListView::deleteFromRequested, m_controller,
            &GameController::deleteFrom);
    connect(m_board, &BoardView::clickRefused, this, &MainWindow::onClickRefused);
    // The hint's words go with its mark.
    connect(m_board, &BoardView::hintCleared, this, [this] {
        if (m_hintNotice.isEmpty() || m_notice != m_hintNotice) return;
        m_notice.clear();
        m_hintNotice.clear();
        updateStatus();
    });
    connect(m_overlay, &GameOverOverlay::newGameRequested, this, [this] {
        if (mayReplaceGame()) newGame();
    });
    connect(m_controller, &GameController::pausedChanged, this, [this] { refresh(); });
    connect(m_controller, &GameController::heldChanged, this, [this] { refresh(); });
}

void MainWindow::createModes() {
    m_watch = new WatchMode(this);
    m_analysisBoard = new AnalysisBoard(this);
    connect(m_analysisBoard, &AnalysisBoard::openChanged, this, [this](bool open) {
        m_actions.analysisBoard->setChecked(open);
        m_actions.saveToLibrary->setEnabled(open);
        updateTitle();
    });
    // The graph's evaluations are kept with the game in progress, and come
    // back with it.
    m_document->setEvaluations([this] { return m_watch->graph()->evaluations(); });
    connect(m_document, &GameDocument::evaluationsResumed, m_watch->graph(),
            &EvalGraph::restoreEvaluations);
    // The analysis's lines: a click plays the line up to its move on the board,
    // Add keeps the whole line as a variation and leaves the board as it is.
    connect(m_watch->outputPanel(), &EngineOutputPanel::lineChosen, this,
            [this](const Position& from, const std::vector<Move>& moves) {
                if (from == m_controller->game().position() && !m_controller->playLine(moves))
                    showNotice(tr("The game goes on from its last move by its players' moves "
                                  "only: try the line from an earlier move."));
            });
    connect(m_watch->outputPanel(), &EngineOutputPanel::variationRequested, this,
            [this](const Position& from, const std::vector<Move>& moves) {
                if (from != m_controller->game().position()) return;
                if (m_controller->addLine(moves))
                    showNotice(tr("The line is kept as a variation."));
                else
                    showNotice(tr("The game goes on from its last move by its players' moves "
                                  "only: try the line from an earlier move."));
            });
    m_review = new ReviewMode(this, m_watch);
    // After a review, the human players' mistakes become puzzles.
    m_puzzles = new PuzzleStore(this);
    m_puzzleCollector = new PuzzleCollector(m_puzzles, m_prompter.get(), this, this);
    connect(m_review, &ReviewMode::reviewFinished, this, &MainWindow::makePuzzlesOfReview);
    // Puzzles after Review game in the Computer menu: where the puzzles come from.
    if (auto* menu = findChild<QMenu*>(QStringLiteral("computerMenu"))) {
        const QList<QAction*> actions = menu->actions();
        const qsizetype at = actions.indexOf(m_review->reviewAction());
        menu->insertAction(at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr,
                           m_actions.puzzles);
    }
    connect(m_review, &ReviewMode::sentencesTranslated, m_moveList,
            &MoveListView::addReviewSentences);
    // Every game that ends on the board goes into the games library.
    m_library = new GamesLibrary(this);
    m_recorder = new GameRecorder(m_library, m_controller, m_document, m_prompter.get(), this);
    // The even game plays at the person's strength on the board's family:
    // their rating from the library, read again once a game is kept.
    connect(m_library, &GamesLibrary::changed, this, [this] { m_ratings.reset(); });
    m_controller->setEvenElo([this](const Position& start) {
        return even_game_elo(playerRatings().rating(rating::family_of(start.geometry())));
    });
    createExplorer();
    // A damaged library is put aside when it is first opened: said at start,
    // once, in front of the window, rather than when the Games window opens.
    QTimer::singleShot(0, this, &MainWindow::openLibrary);
}

void MainWindow::createExplorer() {
    m_explorer = new OpeningExplorer(m_library);
    m_explorerDock = new QDockWidget(tr("Explorer"), this);
    m_explorerDock->setObjectName(QStringLiteral("explorerDock"));
    m_explorerDock->setWidget(m_explorer);
    addDockWidget(Qt::RightDockWidgetArea, m_explorerDock);
    m_explorerDock->hide();
    QAction* show = m_explorerDock->toggleViewAction();
    show->setObjectName(QStringLiteral("showExplorer"));
    show->setText(tr("&Explorer"));
    show->setToolTip(tr("The moves your games played from the position on the board"));
    if (auto* view = findChild<QMenu*>(QStringLiteral("viewMenu"))) view->addAction(show);
    m_explorer->setPosition(m_controller->game().position());
    connect(m_controller, &GameController::gameChanged, m_explorer,
            [this] { m_explorer->setPosition(m_controller->game().position()); });
    // A move chosen there is played as a click on the board plays it.
    // A move of the explorer is played as the engine's lines are: into the
    // tree, or at a game's end as the person's own move.
    connect(m_explorer, &OpeningExplorer::moveChosen, this,
            [this](Move move) { m_controller->playLine({move}); });
}

void MainWindow::restoreWindow() {
    // The last start died while it restored the window: this one starts
    // with the window as new, so that no saved bytes can lock a person out.
    if (m_settings.windowRestoring()) {
        m_settings.setWindowGeometry({});
        m_settings.setWindowState({});
        showNotice(tr("The window's size and panels are as new: the last start stopped while "
                      "it restored them."));
    }
    m_settings.setWindowRestoring(true);
    // The size, place, docks and toolbars of the last run; Qt checks the
    // bytes and ignores bad ones, and a state of another layout version.
    // The docks and toolbars come first, while the window is not yet
    // maximised: Qt 6.4 keeps a state restored into a hidden maximised window
    // to apply later, and WatchMode moving a toolbar meanwhile (fitToolBars)
    // left that copy pointing at a deleted item, a crash at start.
    if (restoreState(m_settings.windowState(), windowStateVersion)) m_watch->layoutRestored();
    restoreGeometry(m_settings.windowGeometry());
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    // The start got through: shown, and given time for the window manager's
    // maximising and the layout that follows it.
    if (m_settings.windowRestoring())
        QTimer::singleShot(restoredAfterMs, this, [this] { m_settings.setWindowRestoring(false); });
}

MainWindow::~MainWindow() {
    m_settings.setWindowRestoring(false);
    // The controller outlives the views for a moment as a child; it must not
    // call back into them.
    m_controller->stopThinking();
    m_controller->disconnect(this);
    m_board->disconnect(this);
}

QIcon MainWindow::applicationIcon() {
    QSvgRenderer renderer(QStringLiteral(":/ataxx/ataxx.svg"));
    QIcon icon;
    for (const int size : {16, 22, 32, 48, 64, 128, 256}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        renderer.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

void MainWindow::setPrompter(std::unique_ptr<Prompter> prompter) {
    m_prompter->setAsker(std::move(prompter));
}

QString MainWindow::statusText() const {
    return m_statusText;
}

void MainWindow::createActions() {
    createGameActions();
    createWindowActions();
    createViewActions();
    createSpeedActions();
}

void MainWindow::createGameActions() {
    m_actions.newGame =
        makeAction(this, QStringLiteral("newGame"), tr("&New game"),
                   themed(this, "document-new", QStyle::SP_FileIcon), QKeySequence::New, [this] {
                       if (mayReplaceGame()) newGame();
                   });
    m_actions.newGameSettings = makeAction(
        this, QStringLiteral("newGameSettings"), tr("New game &with…"),
        themed(this, "document-new", QStyle::SP_FileIcon),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] { showNewGameSettings(); });
    m_actions.newGameSettings->setToolTip(tr("Choose the board, players and rules of a new game"));
    m_actions.evenGame = makeAction(this, QStringLiteral("evenGame"), tr("&Even game"),
                                    themed(this, "document-new", QStyle::SP_FileIcon),
                                    QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
                                        if (mayReplaceGame()) newEvenGame();
                                    });
    m_actions.evenGame->setToolTip(
        tr("A new game against the computer at your strength, from your rating"));
    m_actions.open = makeAction(this, QStringLiteral("open"), tr("&Open…"),
                                themed(this, "document-open", QStyle::SP_DialogOpenButton),
                                QKeySequence::Open, [this] { m_document->open(); });
    m_actions.save = makeAction(this, QStringLiteral("save"), tr("&Save"),
                                themed(this, "document-save", QStyle::SP_DialogSaveButton),
                                QKeySequence::Save, [this] { m_document->save(); });
    m_actions.saveAs = makeAction(this, QStringLiteral("saveAs"), tr("Save &as…"),
                                  themed(this, "document-save-as", QStyle::SP_DialogSaveButton),
                                  QKeySequence::SaveAs, [this] { m_document->saveAs(); });
    m_actions.analysisBoard =
        makeAction(this, QStringLiteral("analysisBoard"), tr("&Analysis board"), QIcon(),
                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), [this] {
                       if (m_analysisBoard->isOpen())
                           m_analysisBoard->close();
                       else
                           m_analysisBoard->open();
                       m_actions.analysisBoard->setChecked(m_analysisBoard->isOpen());
                   });
    m_actions.analysisBoard->setCheckable(true);
    m_actions.analysisBoard->setToolTip(
        tr("Explore the game on the board freely: both sides, variations, the engine's lines"));
    m_actions.setUpPosition =
        makeAction(this, QStringLiteral("setUpPosition"), tr("Set &up position…"), QIcon(),
                   QKeySequence(), [this] { m_analysisBoard->setUpPosition(); });
    m_actions.saveToLibrary =
        makeAction(this, QStringLiteral("saveToLibrary"), tr("Save to games &library"), QIcon(),
                   QKeySequence(), [this] { m_analysisBoard->saveToLibrary(); });
    m_actions.saveToLibrary->setEnabled(false);
    m_actions.quit = makeAction(this, QStringLiteral("quit"), tr("&Quit"),
                                themed(this, "application-exit", QStyle::SP_DialogCloseButton),
                                QKeySequence::Quit, [this] { close(); });
    m_actions.undo = makeAction(this, QStringLiteral("undo"), tr("&Undo"),
                                themed(this, "edit-undo", QStyle::SP_ArrowBack), QKeySequence::Undo,
                                [this] { m_controller->undo(); });
    m_actions.redo = makeAction(this, QStringLiteral("redo"), tr("&Redo"),
                                themed(this, "edit-redo", QStyle::SP_ArrowForward),
                                QKeySequence::Redo, [this] { m_controller->redo(); });
    m_actions.hint = makeAction(this, QStringLiteral("hint"), tr("&Hint"),
                                QIcon(QStringLiteral(":/ataxx/hint.svg")), QKeySequence(Qt::Key_H),
                                [this] { requestHint(); });
}

void MainWindow::createWindowActions() {
    m_actions.settings = makeAction(this, QStringLiteral("settings"), tr("&Settings…"),
                                    themed(this, "configure", QStyle::SP_FileDialogDetailedView),
                                    QKeySequence::Preferences, [this] { showSettings(); });
    // F1 opens the manual, as it opens a KDE game's handbook; the rules with
    // their diagrams are a key beside it.
    m_actions.manual = makeAction(this, QStringLiteral("manual"), tr("&Manual"),
                                  themed(this, "help-contents", QStyle::SP_DialogHelpButton),
                                  QKeySequence::HelpContents, [this] { showManual(); });
    m_actions.howToPlay =
        makeAction(this, QStringLiteral("howToPlay"), tr("&How to play"), QIcon(),
                   QKeySequence(Qt::CTRL | Qt::Key_F1), [this] { showHowToPlay(); });
    m_actions.about = makeAction(this, QStringLiteral("about"), tr("&About Ataxx"), QIcon(),
                                 QKeySequence(), [this] { showAbout(); });
    m_actions.puzzles = makeAction(this, QStringLiteral("puzzles"), tr("P&uzzles…"), QIcon(),
                                   QKeySequence(), [this] { showPuzzles(); });
    m_actions.puzzles->setToolTip(tr("Solve puzzles made from your mistakes in reviewed games"));
    m_actions.games = makeAction(this, QStringLiteral("games"), tr("&Games…"),
                                 themed(this, "view-list-details", QStyle::SP_FileDialogListView),
                                 QKeySequence(Qt::CTRL | Qt::Key_L), [this] { showGames(); });
    m_actions.games->setToolTip(tr("Your games: find, open, review and export them (Ctrl+L)"));
    m_actions.hint->setToolTip(tr("Show the move the engine would play (H)"));
    // The toolbar's names, short enough that every button keeps its name in
    // every language (German's "Rückgängig" and "Wiederholen" do not fit).
    m_actions.undo->setIconText(tr("Undo"));
    m_actions.redo->setIconText(tr("Redo"));
    // Not every platform has a standard key for preferences; KDE's is Ctrl+Shift+Comma.
    QList<QKeySequence> settingsKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    settingsKeys << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Comma);
    m_actions.settings->setShortcuts(settingsKeys);
    // Nor for Save as (Windows and plain X11 have none): Ctrl+Shift+S, KDE's
    // and GNOME's.
    if (QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty())
        m_actions.saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
}

void MainWindow::createViewActions() {
    m_actions.showLegalMoves =
        makeToggle(this, QStringLiteral("showLegalMoves"), tr("Show &where a piece can move"),
                   m_settings.showLegalMoves(), [this](bool on) {
                       m_settings.setShowLegalMoves(on);
                       m_board->setShowLegalMoves(on);
                   });
    m_actions.showLastMove = makeToggle(this, QStringLiteral("showLastMove"), tr("Show last &move"),
                                        m_settings.showLastMove(), [this](bool on) {
                                            m_settings.setShowLastMove(on);
                                            m_board->setShowLastMove(on);
                                        });
    m_actions.showCoordinates =
        makeToggle(this, QStringLiteral("showCoordinates"), tr("Show &coordinates"),
                   m_settings.showCoordinates(), [this](bool on) {
                       m_settings.setShowCoordinates(on);
                       m_board->setShowCoordinates(on);
                   });
}

void MainWindow::createSpeedActions() {
    m_speeds = new QActionGroup(this);
    m_speeds->setExclusive(true);
    const std::pair<AnimationSpeed, std::pair<const char*, QString>> speeds[] = {
        {AnimationSpeed::Off, {"speedOff", tr("&Off")}},
        {AnimationSpeed::Fast, {"speedFast", tr("&Fast")}},
        {AnimationSpeed::Normal, {"speedNormal", tr("&Normal")}},
        {AnimationSpeed::Slow, {"speedSlow", tr("&Slow")}},
    };
    const AnimationSpeed current = m_settings.animationSpeed();
    for (const auto& [speed, names] : speeds) {
        auto* action = new QAction(names.second, m_speeds);
        action->setObjectName(QLatin1StringView(names.first));
        action->setCheckable(true);
        action->setChecked(speed == current);
        connect(action, &QAction::triggered, this, [this, speed = speed] {
            m_settings.setAnimationSpeed(speed);
            m_board->setAnimationSpeed(speed);
        });
        m_actions.speeds[static_cast<std::size_t>(speed)] = action;
    }
}

void MainWindow::createMenusAndToolBar() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->setObjectName(QStringLiteral("gameMenu"));
    game->addAction(m_actions.newGame);
    game->addAction(m_actions.newGameSettings);
    game->addAction(m_actions.evenGame);
    game->addAction(m_actions.open);
    game->addAction(m_actions.save);
    game->addAction(m_actions.saveAs);
    game->addSeparator();
    QMenu* analysis = game->addMenu(tr("Anal&ysis board"));
    analysis->setObjectName(QStringLiteral("analysisMenu"));
    analysis->addAction(m_actions.analysisBoard);
    analysis->addAction(m_actions.setUpPosition);
    analysis->addAction(m_actions.saveToLibrary);
    game->addAction(m_actions.games);
    game->addSeparator();
    game->addAction(m_actions.quit);

    QMenu* move = menuBar()->addMenu(tr("&Move"));
    move->addAction(m_actions.undo);
    move->addAction(m_actions.redo);
    move->addAction(m_actions.hint);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_actions.showLegalMoves);
    view->addAction(m_actions.showLastMove);
    view->addAction(m_actions.showCoordinates);
    QMenu* speed = view->addMenu(tr("&Animation speed"));
    speed->addActions(m_speeds->actions());

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(m_actions.settings);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_actions.manual);
    help->addAction(m_actions.howToPlay);
    help->addAction(m_actions.about);

    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addActions({m_actions.newGame, m_actions.open, m_actions.save});
    tools->addSeparator();
    tools->addActions({m_actions.undo, m_actions.redo, m_actions.hint});
    tools->addSeparator();
    tools->addAction(m_actions.settings);
}

PuzzlesWindow* MainWindow::puzzlesWindow() const {
    return m_puzzlesWindow;
}

void MainWindow::showPuzzles() {
    if (!m_puzzlesWindow) {
        m_puzzlesWindow = new PuzzlesWindow(m_puzzles, m_puzzleCollector, m_prompter.get(), this);
        m_puzzlesWindow->setAttribute(Qt::WA_DeleteOnClose);
        m_puzzlesWindow->start();
    }
    // The board looks as the game's does.
    BoardView* board = m_puzzlesWindow->boardView();
    board->setAnimationSpeed(m_board->animationSpeed());
    board->setThemeChoice(m_board->themeChoice());
    board->setShowCoordinates(m_board->showsCoordinates());
    board->setShowLegalMoves(m_settings.showLegalMoves());
    m_puzzlesWindow->show();
    m_puzzlesWindow->raise();
    m_puzzlesWindow->activateWindow();
}

GamesWindow* MainWindow::gamesWindow() const {
    return m_gamesWindow;
}

void MainWindow::showGames() {
    if (!m_gamesWindow) {
        m_gamesWindow = new GamesWindow(m_library, m_prompter.get(), this);
        m_gamesWindow->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_gamesWindow, &GamesWindow::openRequested, this,
                [this](qint64 id) { openFromLibrary(id); });
        connect(m_gamesWindow, &GamesWindow::reviewRequested, this,
                [this](qint64 id) { openFromLibrary(id, true); });
        connect(m_gamesWindow, &GamesWindow::puzzlesRequested, this,
                &MainWindow::makePuzzlesFromLibrary);
        // Shown first, so that what its reading has to say comes in front of it.
        m_gamesWindow->show();
        m_gamesWindow->reload();
    }
    m_gamesWindow->show();
    m_gamesWindow->raise();
    m_gamesWindow->activateWindow();
}

void MainWindow::openLibrary() {
    m_library->open();
    const QString notice = m_library->takeNotice();
    if (notice.isEmpty()) return;
    // The rating and the even game are the new library's now.
    m_ratings.reset();
    m_prompter->error(this, tr("Games"), notice);
}

void MainWindow::makePuzzlesOfReview() {
    // A person's own mistakes become puzzles, never those of the computer
    // they played: the sides people played, as the game knows them, and
    // when an opened file does not say, as the person says.
    const std::vector<MoveReview>& findings = m_review->findings();
    const bool marked = std::any_of(findings.begin(), findings.end(), [](const MoveReview& m) {
        return m.quality == MoveQuality::Mistake || m.quality == MoveQuality::Blunder;
    });
    if (!marked) return;
    std::optional<std::vector<Side>> people = m_document->people();
    if (!people) {
        const int choice = m_prompter->choose(
            this, tr("Make puzzles"),
            tr("The game's file does not say who played which side. Whose mistakes become "
               "puzzles?"),
            {PlayerSetup::sideName(Side::X), PlayerSetup::sideName(Side::O), tr("Both"),
             tr("Neither")});
        people.emplace();
        if (choice == 0 || choice == 2) people->push_back(Side::X);
        if (choice == 1 || choice == 2) people->push_back(Side::O);
    }
    m_puzzleCollector->collect(m_document->record(), *people, findings);
}

void MainWindow::makePuzzlesFromLibrary(const QList<qint64>& ids, const std::vector<PgnGame>& games,
                                        const std::vector<Side>& sides) {
    showPuzzles();
    // A game not yet reviewed is reviewed as Review game does it, and the
    // review is kept with the game, as a review on the board is: opened
    // again, it shows the marks its puzzles came from.
    const auto keepReview = [this, ids, games](std::size_t game,
                                               const std::vector<MoveReview>& review) {
        if (game >= games.size() || static_cast<qsizetype>(game) >= ids.size()) return;
        const qint64 id = ids[static_cast<qsizetype>(game)];
        std::optional<LibraryGame> entry = m_library->entry(id);
        if (!entry) return;
        PgnGame pgn = games[game];
        annotate(pgn.game, review);
        entry->review = LibraryGame::reviewOf(pgn.game);
        if (!m_library->update(id, pgn, *entry))
            m_prompter->error(m_puzzlesWindow, tr("Games"),
                              tr("The review of a game could not be kept in your games "
                                 "library: %1")
                                  .arg(m_library->errorString()));
    };
    m_puzzlesWindow->makePuzzles(games, sides, Reviewer::defaultDepth,
                                 PuzzlesWindow::GamesFrom::Library, keepReview);
}

void MainWindow::openFromLibrary(qint64 id, bool review) {
    const std::optional<PgnGame> pgn = m_library->game(id);
    if (!pgn) {
        m_prompter->error(this, tr("Games"),
                          tr("The game could not be read from your games library: %1")
                              .arg(m_library->errorString()));
        return;
    }
    // The question before a game in progress is replaced comes with the board.
    raise();
    activateWindow();
    const std::optional<LibraryGame> entry = m_library->entry(id);
    if (!m_document->openGame(*pgn, QString(), entry ? entry->people() : std::nullopt)) return;
    m_recorder->link(id);
    if (review) m_review->review();
}

QWidget* MainWindow::createSidePanel() {
    auto* panel = new QWidget(this);
    panel->setMinimumWidth(150);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 6, 0, 6);
    for (const Side side : {Side::X, Side::O}) {
        auto* player = new PlayerPanel(side, panel);
        m_panels[side_index(side)] = player;
        layout->addWidget(player);
    }
    layout->addSpacing(6);
    auto* movesLabel = new QLabel(tr("Moves"), panel);
    layout->addWidget(movesLabel);
    m_moveList = new MoveListView(panel);
    m_moveList->setAccessibleName(tr("Moves"));
    layout->addWidget(m_moveList, 1);

    // Browsing: the start, one move back, one forward, the end.
    auto* browse = new QHBoxLayout;
    const std::pair<QStyle::StandardPixmap, QString> buttons[] = {
        {QStyle::SP_MediaSkipBackward, tr("Go to the start")},
        {QStyle::SP_MediaSeekBackward, tr("One move back")},
        {QStyle::SP_MediaSeekForward, tr("One move forward")},
        {QStyle::SP_MediaSkipForward, tr("Go to the last move")},
    };
    for (int i = 0; i < 4; ++i) {
        auto* button = new QToolButton(panel);
        button->setIcon(WindowTheme::symbolIcon(buttons[i].first));
        button->setToolTip(buttons[i].second);
        button->setAccessibleName(buttons[i].second);
        button->setAutoRaise(true);
        browse->addWidget(button);
        m_browse[i] = button;
        connect(button, &QToolButton::clicked, this, [this, i] {
            const Game& game = m_controller->game();
            const int target = i == 0   ? 0
                               : i == 1 ? game.ply() - 1
                               : i == 2 ? game.ply() + 1
                                        : game.length();
            m_controller->goTo(target);
        });
    }
    layout->addLayout(browse);
    return panel;
}

void MainWindow::applyViewSettings() {
    m_board->setShowLegalMoves(m_settings.showLegalMoves());
    m_board->setShowLastMove(m_settings.showLastMove());
    m_board->setShowCoordinates(m_settings.showCoordinates());
    m_board->setAnimationSpeed(m_settings.animationSpeed());
    WindowTheme::apply(m_settings.theme());
    m_board->setThemeChoice(m_settings.theme());
    m_sounds->setEnabled(m_settings.soundOn());
    m_sounds->setVolume(m_settings.soundVolume());
    // The View menu shows the same options.
    m_actions.showLegalMoves->setChecked(m_settings.showLegalMoves());
    m_actions.showLastMove->setChecked(m_settings.showLastMove());
    m_actions.showCoordinates->setChecked(m_settings.showCoordinates());
    m_actions.speeds[static_cast<std::size_t>(m_settings.animationSpeed())]->setChecked(true);
}

PlayerSetup MainWindow::newGamePlayer(Side side) const {
    return m_settings.player(side);
}

void MainWindow::choosePlayer(Side side, const PlayerSetup& player) {
    m_settings.setPlayer(side, player);
    m_controller->setPlayer(side, player);
}

std::array<PlayerSetup, 2> MainWindow::players() const {
    return {m_controller->player(Side::X), m_controller->player(Side::O)};
}

void MainWindow::newGame() {
    startNewGame({newGamePlayer(Side::X), newGamePlayer(Side::O)});
}

void MainWindow::newEvenGame() {
    std::array<PlayerSetup, 2> players{newGamePlayer(Side::X), newGamePlayer(Side::O)};
    const bool blackPerson = !players[0].computer;
    const bool whitePerson = !players[1].computer;
    const std::size_t person = blackPerson == whitePerson ? 0 : blackPerson ? 0 : 1;
    if (players[person].computer) players[person] = PlayerSetup::human();
    players[1 - person] = PlayerSetup::evenGame();
    for (const Side side : {Side::X, Side::O})
        m_settings.setPlayer(side, players[side_index(side)]);
    startNewGame(players);
}

const PlayerRatings& MainWindow::playerRatings() {
    if (!m_ratings) m_ratings = PlayerRatings::of(m_library->games());
    return *m_ratings;
}

void MainWindow::startNewGame(const std::array<PlayerSetup, 2>& players) {
    Position start = m_settings.startPosition();
    start.set_rules(m_settings.rules());
    startGame(start, players);
}

void MainWindow::chooseBoard(const Position& start) {
    m_settings.setStartPosition(start);
    newGame();
}

bool MainWindow::startGame(const Position& start) {
    return startGame(start, players());
}

bool MainWindow::startGame(const Position& start, const std::array<PlayerSetup, 2>& players) {
    const auto chosen = choosePlayers(start, players);
    if (!chosen) return false;
    m_document->newGameStarted();
    for (const Side side : {Side::X, Side::O})
        m_controller->setPlayer(side, (*chosen)[side_index(side)]);
    m_controller->newGame(start);
    return true;
}

bool MainWindow::playersCanPlay(const Position& start) {
    const auto chosen = choosePlayers(start, players());
    if (!chosen) return false;
    for (const Side side : {Side::X, Side::O})
        m_controller->setPlayer(side, (*chosen)[side_index(side)]);
    return true;
}

std::optional<std::array<PlayerSetup, 2>>
MainWindow::choosePlayers(const Position& start, std::array<PlayerSetup, 2> players) {
    for (const Side side : {Side::X, Side::O}) {
        PlayerSetup& player = players[side_index(side)];
        if (!player.isExternal() || player.external.accepts(start)) continue;
        // Asked before the first move: an engine that would crash or play
        // another board's moves never gets to lose the game by forfeit.
        QStringList choices;
        for (int i = level_count - 1; i >= 0; --i)
            choices << PlayerSetup::engine(static_cast<Level>(i)).description();
        choices << tr("A person at this computer");
        const QString board = BoardFamilies::name(boardFamilyOf(start));
        const int choice =
            m_prompter->choose(this, tr("Who plays %1?").arg(PlayerSetup::sideName(side)),
                               tr("%1 cannot play this board (%2). Who plays %3 instead?")
                                   .arg(player.external.name, board, PlayerSetup::sideName(side)),
                               choices);
        if (choice < 0 || choice > level_count) {
            showNotice(tr("The game was not started: %1 cannot play this board (%2).")
                           .arg(player.external.name, board));
            return std::nullopt;
        }
        player = choice == level_count
                     ? PlayerSetup::human()
                     : PlayerSetup::engine(static_cast<Level>(level_count - 1 - choice));
    }
    return players;
}

bool MainWindow::mayReplaceGame() {
    // From the analysis board, a new game replaces the game put aside: back
    // to it first, with the question about the analysis.
    if (m_analysisBoard->isOpen() && !m_analysisBoard->close()) return false;
    return m_document->mayReplaceGame();
}

int MainWindow::centralWidthFor(int boardSide) const {
    return m_central->widthFor(boardSide);
}

void MainWindow::showNotice(const QString& text) {
    m_notice = text;
    updateStatus();
    m_announcer->say(text);
}

void MainWindow::onGameChanged(GameController::Change change) {
    const Game& game = m_controller->game();
    // A move played, or the cursor stepping forward by one, is animated.
    const bool animate =
        change == GameController::Change::MovePlayed ||
        (change == GameController::Change::CursorMoved && game.ply() == m_shownPly + 1 &&
         game.parent(game.current_node()) == m_shownNode);
    m_shownPly = game.ply();
    m_shownNode = game.current_node();
    m_notice.clear();
    if (change == GameController::Change::MovePlayed && game.move_at(game.ply() - 1).is_pass())
        m_notice = tr("%1 cannot move and passes.")
                       .arg(PlayerSetup::sideName(game.position_at(game.ply() - 1).side_to_move()));
    m_board->showPosition(animate);
    // Another board may be another shape: the panel takes what it leaves.
    if (change == GameController::Change::NewGame) m_central->place();
    m_controller->setDisplayBusy(m_board->isAnimating());
    m_moveList->refresh();
    updateOverlay(!m_board->isAnimating());
    refresh();
    announce(change);
    updateTitle();
    m_document->autosave();
}

void MainWindow::announce(GameController::Change change) {
    const Game& game = m_controller->game();
    if (change == GameController::Change::Annotated) return;
    // Into a variation, deeper, or out of one, back to the main line.
    const int depth = game.variation_depth(game.current_node());
    QString where;
    if (change == GameController::Change::NewGame)
        ;
    else if (depth > m_announcedDepth)
        where = tr("Variation, depth %1.").arg(depth) + QLatin1Char(' ');
    else if (depth < m_announcedDepth)
        where = (depth == 0 ? tr("Main line.") : tr("Variation, depth %1.").arg(depth)) +
                QLatin1Char(' ');
    m_announcedDepth = depth;
    QString text = m_statusText;
    if (game.ply() > 0 && change != GameController::Change::NewGame &&
        change != GameController::Change::ResultDeclared) {
        const int index = game.ply() - 1;
        const QString move = MoveText::sentence(game.position_at(index), game.move_at(index));
        if (change == GameController::Change::MovePlayed) {
            // The move, the counts, and the result if it ended the game.
            text = move + QLatin1Char(' ') + MoveText::counts(game.position());
            if (game.result().over()) text += QLatin1Char(' ') + m_statusText;
        } else {
            // Browsing, undo and redo: the move that led here, a review's
            // mark and the better move it drew on the board, where the game is.
            text = tr("Last move: %1").arg(move);
            if (const QString mark = reviewName(game.note_at(index).nag); !mark.isEmpty()) {
                text += QLatin1Char(' ') + mark + QLatin1Char('.');
                if (const auto better = better_move(game, index))
                    text +=
                        QLatin1Char(' ') +
                        tr("Better: %1.").arg(MoveText::move(game.position().geometry(), *better));
            }
            text += QLatin1Char(' ') + m_statusText;
        }
    }
    m_announcer->say(where + text);
}

void MainWindow::onBoardMove(Move move) {
    // Nothing is ever dropped: a move played before the line's end is a
    // variation, or in a game going on the game's new line with the moves
    // taken back kept as a variation (GameController::playHumanMove).
    if (!m_controller->playHumanMove(move)) m_board->showPosition(false);
}

void MainWindow::onAnimationFinished() {
    m_controller->setDisplayBusy(false);
    updateOverlay(true);
    refresh();
}

void MainWindow::onSearchProgress(int depth, int score) {
    m_thinkingText = tr("depth %1, %2")
                         .arg(depth)
                         .arg(scoreText(score, m_controller->game().position().side_to_move()));
    updateStatus();
}

void MainWindow::requestHint() {
    // While the analysis runs, its deeper search is the better advice: the
    // hint gives its move rather than a search of its own that could differ.
    const Move analysed = m_watch->analysisMove();
    if (!analysed.is_none() && m_controller->humanToMove()) {
        onHintReady(analysed, true);
        return;
    }
    m_controller->requestHint();
}

void MainWindow::onHintReady(Move move, bool fromAnalysis) {
    m_board->showHint(move);
    const Geometry& geometry = m_controller->game().position().geometry();
    const QString name = MoveText::move(geometry, move);
    m_notice = fromAnalysis ? tr("Hint: %1, the analysis's best move.").arg(name)
                            : tr("Hint: %1, what Hard would play.").arg(name);
    m_hintNotice = m_notice;
    refresh();
    m_announcer->say(m_notice);
}

void MainWindow::onClickRefused(int cell, int selected) {
    m_notice = ClickReason::explain(m_controller->game().position(), cell, selected);
    updateStatus();
    m_announcer->say(m_notice);
}

void MainWindow::refresh() {
    m_board->setInteractive(m_controller->humanToMove());
    updatePanels();
    updateActions();
    updateStatus();
}

void MainWindow::updateActions() {
    const Game& game = m_controller->game();
    m_actions.undo->setEnabled(m_controller->canUndo());
    m_actions.redo->setEnabled(m_controller->canRedo());
    m_actions.hint->setEnabled(m_controller->humanToMove() && !m_controller->isHinting());
    m_browse[0]->setEnabled(game.ply() > 0);
    m_browse[1]->setEnabled(game.ply() > 0);
    m_browse[2]->setEnabled(game.ply() < game.length());
    m_browse[3]->setEnabled(game.ply() < game.length());
}

void MainWindow::updatePanels() {
    const Game& game = m_controller->game();
    const Position& position = game.position();
    const bool over = game.result().over();
    // While a move is shown the counts stay as they were; they change once the
    // captured pieces have turned over (onAnimationFinished).
    const Position& counted =
        m_board->isAnimating() && game.ply() > 0 ? game.position_at(game.ply() - 1) : position;
    for (const Side side : {Side::X, Side::O}) {
        PlayerPanel* panel = playerPanel(side);
        panel->setPlayerName(m_document->playerName(side));
        panel->setCount(counted.pieces(side).count());
        panel->setTurn(turnOf(side, over));
    }
}

PlayerPanel::Turn MainWindow::turnOf(Side side, bool over) const {
    using Turn = PlayerPanel::Turn;
    if (over || m_controller->game().position().side_to_move() != side) return Turn::Waiting;
    if (m_controller->isPaused() && m_controller->isComputer(side)) return Turn::Paused;
    if (!m_controller->isThinking()) return Turn::ToMove;
    return m_controller->isHeld() ? Turn::Held : Turn::Thinking;
}

void MainWindow::updateStatus() {
    const Game& game = m_controller->game();
    const Side side = game.position().side_to_move();
    const QString name = PlayerSetup::sideName(side);
    // In full moves, as the move list numbers them.
    const int number = MoveText::moveNumber(game, game.ply());
    QString text;
    const GameResult result = game.result();
    if (result.over()) {
        text = tr("Game over: %1, %2–%3. %4")
                   .arg(GameOverOverlay::titleText(result))
                   .arg(result.x_count)
                   .arg(result.o_count)
                   .arg(GameOverOverlay::reasonText(result, fromStd(game.declared_reason())));
        if (m_controller->hadHelp() && m_controller->isRatedPairing())
            text += QLatin1Char(' ') + notRatedText();
    } else if (m_controller->isThinking() && m_controller->isHeld()) {
        text = tr("%1 waits while you answer.").arg(name);
    } else if (m_controller->isThinking()) {
        text = m_thinkingText.isEmpty() ? tr("%1 is thinking…").arg(name)
                                        : tr("%1 is thinking… (%2)").arg(name, m_thinkingText);
    } else if (m_controller->isHinting()) {
        text = tr("Looking for a hint…");
    } else if (m_controller->isPaused() && m_controller->isComputer(side)) {
        text = tr("Paused at move %1, %2 to play. Resume (P) or Step (N) to go on.")
                   .arg(number)
                   .arg(name);
    } else if (const int depth = game.variation_depth(game.current_node()); depth > 0) {
        text = tr("Move %1, %2 to play, in a variation (depth %3): you move both sides, and the "
                  "game itself stays as it is.")
                   .arg(number)
                   .arg(name)
                   .arg(depth);
    } else if (game.ply() < game.length() && m_controller->isComputer(side) &&
               !m_controller->humanToMove()) {
        // A click plays nothing here: the computer's side is to move.
        text = tr("Move %1, %2 to play: the computer's move, so the board takes no click "
                  "here. Go to one of your moves to play on from there.")
                   .arg(number)
                   .arg(name);
    } else if (game.ply() < game.length()) {
        // A record that ends finished ends with its last move; one that does
        // not goes on to the move after it.
        text = game.final_result().over()
                   ? tr("Move %1, %2 to play; the game ended with move %3. A move played here "
                        "is tried out as a variation.")
                         .arg(number)
                         .arg(name)
                         .arg(MoveText::fullMoves(game))
                   : tr("Move %1, %2 to play; the game goes on to move %3. Play a move to go "
                        "on from here.")
                         .arg(number)
                         .arg(name)
                         .arg(MoveText::moveNumber(game, game.length()));
    } else if (m_controller->humanToMove() && m_controller->isComputer(!side)) {
        text = tr("Move %1. Your move (%2).").arg(number).arg(name);
        if (m_controller->hadHelp() && m_controller->isRatedPairing())
            text += QLatin1Char(' ') + notRatedText();
    } else {
        text = tr("Move %1, %2 to play.").arg(number).arg(name);
    }
    if (!m_notice.isEmpty() && !result.over()) text = m_notice + QLatin1Char(' ') + text;
    m_statusText = text;
    m_status->setFullText(text);
}

QString MainWindow::notRatedText() {
    return tr("Not rated: you had help.");
}

void MainWindow::updateOverlay(bool mayShow) {
    const Game& game = m_controller->game();
    const GameResult result = game.result();
    const bool atEnd = result.over() && game.ply() == game.length();
    if (!atEnd) {
        m_overlay->hide();
        return;
    }
    // A panel on screen always tells this game's result, whatever replaced
    // the game it was shown for (an opened file, a new game that ended).
    const bool shown = m_overlay->isVisible();
    if (!shown && !mayShow) return;
    m_overlay->setResult(result, fromStd(game.declared_reason()));
    if (shown) return;
    m_overlay->show();
    m_overlay->raise();
}

void MainWindow::updateTitle() {
    const QString path = m_document->filePath();
    QString title = path.isEmpty() ? tr("Ataxx") : tr("%1 — Ataxx").arg(QFileInfo(path).fileName());
    if (m_analysisBoard && m_analysisBoard->isOpen()) title = tr("Analysis board — %1").arg(title);
    setWindowTitle(title);
}

void MainWindow::showSettings() {
    openSettings(false);
}

void MainWindow::showNewGameSettings() {
    openSettings(true);
}

void MainWindow::openSettings(bool forNewGame) {
    auto* dialog = new SettingsDialog(
        forNewGame ? SettingsDialog::Mode::NewGame : SettingsDialog::Mode::Settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (forNewGame) dialog->showPage(SettingsDialog::Page::Board);
    // Both show the new game's players (the settings' players, which the
    // toolbar's choices write too). In Settings a side the user changes
    // changes in the game on screen too; New game's players take over only
    // when the new game starts, so that a cancelled question leaves the game
    // on screen as it was.
    std::array<PlayerSetup, 2> shown;
    for (const Side side : {Side::X, Side::O}) shown[side_index(side)] = dialog->player(side);
    const Position oldStart = m_settings.startPosition();
    const Rules oldRules = m_settings.rules();
    const int oldPause = m_settings.computerPause();
    connect(dialog, &QDialog::accepted, this, [this, dialog, shown, oldStart, oldRules, oldPause] {
        // New game's players play only the new game, once it starts.
        if (dialog->mode() == SettingsDialog::Mode::Settings)
            for (const Side side : {Side::X, Side::O})
                if (dialog->player(side) != shown[side_index(side)])
                    m_controller->setPlayer(side, dialog->player(side));
        // The watch toolbar's delay also sets the pause; only a changed setting replaces it.
        if (m_settings.computerPause() != oldPause)
            m_controller->setComputerPause(m_settings.computerPause());
        applyViewSettings();
        refresh();
        const Game& game = m_controller->game();
        const bool changed =
            m_settings.startPosition() != oldStart || m_settings.rules() != oldRules;
        const bool inProgress = game.length() > 0 && !game.result().over();
        // Either way the game in progress may be saved first (mayReplaceGame).
        if (dialog->mode() == SettingsDialog::Mode::NewGame) {
            if (!mayReplaceGame()) return;
            startNewGame({dialog->player(Side::X), dialog->player(Side::O)});
        } else if (changed &&
                   (!inProgress || m_prompter->confirm(this, tr("Start a new game?"),
                                                       tr("The board or the rules have changed. "
                                                          "Start a new game with them now? "
                                                          "Otherwise they apply from the next new "
                                                          "game."))) &&
                   mayReplaceGame()) {
            newGame();
        }
    });
    dialog->open();
}

void MainWindow::showManual() {
    if (!m_manual) m_manual = new ManualDialog(this);
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::showHowToPlay() {
    if (!m_howToPlay) m_howToPlay = new HowToPlayDialog(this);
    m_howToPlay->show();
    m_howToPlay->raise();
    m_howToPlay->activateWindow();
}

void MainWindow::showAbout() {
    auto* box = new QMessageBox(this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About Ataxx"));
    box->setIconPixmap(applicationIcon().pixmap(96, 96));
    box->setText(tr("<h3>Ataxx %1</h3><p>Ataxx and Hexxagon on square and hexagonal boards, "
                    "with blocked cells, against a person or the computer at five levels.</p>")
                     .arg(QApplication::applicationVersion()));
    box->setStandardButtons(QMessageBox::Close);
    box->open();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // With autosave on, the game is kept and offered at the next start: closing
    // loses nothing and asks nothing. Without it (a run started with a game of
    // its own while the last run's game waits), the game would be lost.
    // The analysis board first gives the game it put aside back, so that
    // that game is the one kept.
    if ((m_analysisBoard->isOpen() && !m_analysisBoard->close()) ||
        (!m_document->autosaving() && !mayReplaceGame())) {
        event->ignore();
        return;
    }
    m_controller->stopThinking();
    m_document->autosave();
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState(windowStateVersion));
    QMainWindow::closeEvent(event);
}

} // namespace ataxx

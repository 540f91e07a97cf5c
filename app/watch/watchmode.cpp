#include "watch/watchmode.h"

#include "board/bestmoveoverlay.h"
#include "board/boardview.h"
#include "board/windowtheme.h"
#include "engines/enginesdialog.h"
#include "game/movetext.h"
#include "game/numbertext.h"
#include "game/playercombobox.h"
#include "game/prompter.h"
#include "watch/analyser.h"
#include "watch/evalgraph.h"
#include "watch/tournamentdialog.h"
#include "watch/tournamentplaneditor.h"
#include "watch/tournamentrunner.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QScrollArea>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <array>
#include <utility>

namespace ataxx {

WatchMode::WatchMode(WatchHost* host)
    : QObject(host->hostWindow())
    , m_host(host)
    , m_window(host->hostWindow())
    , m_analyser(new Analyser(this))
    , m_tournamentRunner(new TournamentRunner(this)) {
    setObjectName(QStringLiteral("watchMode"));
    createDocks();
    createActions();
    createToolBar();
    createMenu();

    m_overlay = new BestMoveOverlay(host->boardView());
    m_graph->setGame(&controller()->game());

    GameController* game = controller();
    connect(game, &GameController::gameChanged, this, &WatchMode::onGameChanged);
    connect(game, &GameController::thinkingChanged, this, &WatchMode::onThinkingChanged);
    connect(game, &GameController::engineInfo, this, &WatchMode::onEngineInfo);
    connect(game, &GameController::playersChanged, this, &WatchMode::onPlayersChanged);
    connect(game, &GameController::pausedChanged, this, &WatchMode::updateActions);
    // The analysis holds with the computers while a question is asked.
    connect(game, &GameController::heldChanged, this, [this](bool held) {
        // The thinking computer's header says what the status bar says.
        if (controller()->isThinking() || controller()->hasMoveWaiting())
            m_output->setState(sectionOf(m_thinkingSide),
                               held ? tr("waits while you answer") : tr("thinking…"));
        if (!m_analysing) return;
        if (held)
            m_analyser->stop();
        else
            runAnalysis();
    });
    connect(m_analyser, &Analyser::info, this, &WatchMode::onAnalysisInfo);
    connect(m_analyser, &Analyser::finished, this, [this](const SearchInfo& info) {
        m_output->setState(EngineOutputPanel::Section::Analysis,
                           is_proven(info.score) ? tr("proven") : tr("done"));
    });
    connect(m_graph, &EvalGraph::plySelected, game, &GameController::goTo);
    connect(m_output, &EngineOutputPanel::showBestMoveToggled, this, [this](bool show) {
        m_settings.setShowBestMove(show);
        updateOverlay();
    });
    connect(m_output, &EngineOutputPanel::stopAnalysisRequested, this,
            [this] { setAnalysing(false); });
    // The best lines the analysis shows: remembered, and looked for at once.
    m_analyser->setLineCount(m_settings.analysisLines());
    m_output->setAnalysisLines(m_analyser->lineCount());
    connect(m_output, &EngineOutputPanel::analysisLinesChanged, this, [this](int lines) {
        m_settings.setAnalysisLines(lines);
        m_analyser->setLineCount(lines);
        if (m_analysing) runAnalysis();
    });
    onPlayersChanged();
}

// The controller, an older child of the window, is gone by now; its
// connections went with it.
WatchMode::~WatchMode() = default;

GameController* WatchMode::controller() const {
    return m_host->controller();
}

void WatchMode::createDocks() {
    m_output = new EngineOutputPanel;
    m_output->showBestMoveBox()->setChecked(m_settings.showBestMove());
    m_outputDock = new QDockWidget(tr("Engine output"), m_window);
    m_outputDock->setObjectName(QStringLiteral("engineOutputDock"));
    // In a scroll area, so that three sections in a small window scroll
    // instead of making the window taller.
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_output);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No wider than what shows of it: the scroll area would size the panel
    // (whose wrapped lines have a height for each width) as if there were
    // no vertical scroll bar, and hide its right edge under it.
    scroll->viewport()->installEventFilter(this);
    m_outputViewport = scroll->viewport();
    scroll->setFrameShape(QFrame::NoFrame);
    m_outputDock->setWidget(scroll);
    m_outputDock->setAllowedAreas(Qt::AllDockWidgetAreas);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_outputDock);
    m_outputDock->hide();

    // Below the engine output, beside the board: under the board it would
    // take the height the board needs (fitDocks).
    m_graph = new EvalGraph;
    m_graphDock = new QDockWidget(tr("Graph"), m_window);
    m_graphDock->setObjectName(QStringLiteral("graphDock"));
    m_graphDock->setWidget(m_graph);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_graphDock);
    m_window->splitDockWidget(m_outputDock, m_graphDock, Qt::Vertical);
    m_graphDock->hide();

    for (QDockWidget* dock : {m_outputDock, m_graphDock}) {
        // A dock the user opens or closes is the user's: Stop leaves it.
        connect(dock->toggleViewAction(), &QAction::triggered, this, [this, dock](bool shown) {
            m_openedForPlay.removeAll(dock);
            if (shown) fitDocks(true);
        });
    }
    // A smaller window: the docks give way again if the board got too small.
    m_window->installEventFilter(this);
}

bool WatchMode::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_outputViewport && event->type() == QEvent::Resize)
        m_output->setMaximumWidth(m_outputViewport->width());
    if (watched == m_window && event->type() == QEvent::Resize && !m_fitPending) {
        // Once the window's layout has followed the new size.
        m_fitPending = true;
        QTimer::singleShot(0, this, [this] {
            m_fitPending = false;
            fitToolBars();
            fitDocks(false);
        });
    }
    return QObject::eventFilter(watched, event);
}

void WatchMode::createActions() {
    QStyle* style = m_window->style();
    const auto make = [this](const char* name, const QString& text, const QIcon& icon,
                             const QString& tip) {
        auto* action = new QAction(icon, text, m_window);
        action->setObjectName(QLatin1StringView(name));
        action->setToolTip(tip);
        return action;
    };
    m_actions.start =
        make("watchStart", tr("S&tart"), WindowTheme::symbolIcon(QStyle::SP_MediaPlay),
             tr("The computers play on from the position on the board (with people on "
                "both sides, the computers you last watched take them) (P)"));
    m_actions.start->setShortcut(QKeySequence(Qt::Key_P));
    m_actions.pause =
        make("watchPause", tr("&Pause"), WindowTheme::symbolIcon(QStyle::SP_MediaPause),
             tr("Hold the computers (P)"));
    m_actions.pause->setCheckable(true);
    m_actions.pause->setShortcut(QKeySequence(Qt::Key_P));
    m_actions.step =
        make("watchStep", tr("St&ep"), WindowTheme::symbolIcon(QStyle::SP_MediaSkipForward),
             tr("One move, then hold again (N)"));
    m_actions.step->setShortcut(QKeySequence(Qt::Key_N));
    m_actions.stop = make("watchStop", tr("St&op"), WindowTheme::symbolIcon(QStyle::SP_MediaStop),
                          tr("End the computers' play: people take their sides, the game stays as "
                             "it is"));
    m_actions.analyse =
        make("analyse", tr("&Analyse"),
             QIcon::fromTheme(QStringLiteral("edit-find"),
                              style->standardIcon(QStyle::SP_FileDialogContentsView)),
             tr("Our engine thinks about the position on the board until stopped (A)"));
    m_actions.analyse->setCheckable(true);
    m_actions.analyse->setShortcut(QKeySequence(Qt::Key_A));
    m_actions.tournament =
        make("tournament", tr("&Tournament…"), QIcon(),
             tr("Games between two players or more: a match, a round robin or a gauntlet"));
    m_actions.engines =
        make("engines", tr("&External engines…"), QIcon(), tr("Add the UAI engines that can play"));

    connect(m_actions.start, &QAction::triggered, this, &WatchMode::start);
    connect(m_actions.pause, &QAction::triggered, this, [this](bool on) { setPaused(on); });
    connect(m_actions.step, &QAction::triggered, this, &WatchMode::step);
    connect(m_actions.stop, &QAction::triggered, this, &WatchMode::stop);
    connect(m_actions.analyse, &QAction::triggered, this, [this](bool on) { setAnalysing(on); });
    connect(m_actions.tournament, &QAction::triggered, this, &WatchMode::showTournamentDialog);
    connect(m_actions.engines, &QAction::triggered, this, &WatchMode::showEnginesDialog);
}

void WatchMode::createToolBar() {
    m_window->addToolBarBreak();
    // Who plays each side: always on screen, as it is where a computer is chosen.
    m_playersBar = m_window->addToolBar(tr("Players"));
    m_playersBar->setObjectName(QStringLiteral("playersToolBar"));
    m_playersBar->setMovable(false);
    for (const Side side : {Side::X, Side::O}) {
        auto* label = new QLabel(tr("%1:").arg(PlayerSetup::sideName(side)), m_playersBar);
        label->setContentsMargins(6, 0, 3, 0);
        m_playersBar->addWidget(label);
        auto* box = new PlayerComboBox(true, m_playersBar);
        box->setObjectName(side == Side::X ? QStringLiteral("watchBlack")
                                           : QStringLiteral("watchWhite"));
        box->setToolTip(tr("Who plays %1").arg(PlayerSetup::sideName(side)));
        // At most as wide as the longest level's name: a long engine name does
        // not push the computers' controls off the row (the list shows all of it).
        box->setMaximumWidth(box->sizeHint().width());
        m_players[side_index(side)] = box;
        label->setBuddy(box); // "Black:" labels the box for a screen reader
        m_playersBar->addWidget(box);
        connect(box, &PlayerComboBox::playerChosen, this, [this, side, box] {
            const PlayerSetup player = box->player();
            // The even game is a person's opponent, not a computer to watch.
            if (player.computer && !player.isEven()) m_settings.setWatchPlayer(side, player);
            m_host->choosePlayer(side, player);
        });
    }

    // The computers' controls, beside the players on the same row: Start or
    // Pause/Resume always, the rest while a computer plays (updateActions);
    // the row stays, so the board does not move.
    m_toolBar = m_window->addToolBar(tr("Computer play"));
    m_toolBar->setObjectName(QStringLiteral("watchToolBar"));
    m_toolBar->setMovable(false);
    // Start is named; Pause, Step and Stop are the media player's symbols,
    // their names in the tooltips and the Computer menu, so that the row fits
    // the window in every language.
    m_toolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_toolBar->toggleViewAction()->setVisible(false);
    m_toolBar->addAction(m_actions.start);
    if (auto* start = qobject_cast<QToolButton*>(m_toolBar->widgetForAction(m_actions.start)))
        start->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_actions.pause);
    m_toolBar->addAction(m_actions.step);
    m_toolBar->addAction(m_actions.stop);
    // Their widths change only with Start's style (fitToolBars), not with
    // each move: Pause and Resume are symbols of one size.
    keepStartPauseWidth();
    m_computerOnly << m_toolBar->addSeparator();

    auto* delayLabel = new QLabel(tr("Delay"), m_toolBar);
    delayLabel->setContentsMargins(6, 0, 3, 0);
    m_computerOnly << m_toolBar->addWidget(delayLabel);
    m_delay = new QSlider(Qt::Horizontal, m_toolBar);
    m_delay->setObjectName(QStringLiteral("moveDelay"));
    m_delay->setRange(0, 30); // tenths of a second
    m_delay->setPageStep(5);
    m_delay->setFixedWidth(110);
    m_delay->setToolTip(tr("The pause after each computer move, on top of its animation"));
    m_delay->setValue(controller()->computerPause() / 100);
    delayLabel->setBuddy(m_delay);
    m_computerOnly << m_toolBar->addWidget(m_delay);
    m_delayLabel = new QLabel(m_toolBar);
    m_delayLabel->setMinimumWidth(
        m_delayLabel->fontMetrics().horizontalAdvance(QStringLiteral("0.0 s ")));
    m_computerOnly << m_toolBar->addWidget(m_delayLabel);
    connect(m_delay, &QSlider::valueChanged, this,
            [this](int tenths) { setMoveDelay(tenths * 100); });
    // The row keeps the controls' height when they go, so that the board
    // below does not move.
    m_playersBar->setMinimumHeight(m_toolBar->sizeHint().height());
    m_delayLabel->setText(tr("%1 s").arg(NumberText::decimal(m_delay->value() / 10.0, 1)));

    // Analysis is advice, like the hint: it goes beside it on the game's toolbar.
    if (auto* tools = m_window->findChild<QToolBar*>(QStringLiteral("gameToolBar"))) {
        const QList<QAction*> actions = tools->actions();
        const qsizetype hint = actions.indexOf(m_host->hintAction());
        tools->insertAction(hint >= 0 && hint + 1 < actions.size() ? actions[hint + 1] : nullptr,
                            m_actions.analyse);
    } else {
        m_toolBar->addAction(m_actions.analyse);
    }
}

void WatchMode::createMenu() {
    auto* menu = new QMenu(tr("&Computer"), m_window);
    menu->setObjectName(QStringLiteral("computerMenu"));
    menu->addAction(m_actions.start);
    menu->addAction(m_actions.pause);
    menu->addAction(m_actions.step);
    menu->addAction(m_actions.stop);
    menu->addSeparator();
    menu->addAction(m_actions.analyse);
    menu->addSeparator();
    menu->addAction(m_actions.tournament);
    menu->addAction(m_actions.engines);
    QAction* output = m_actions.showEngineOutput = m_outputDock->toggleViewAction();
    output->setObjectName(QStringLiteral("showEngineOutput"));
    output->setText(tr("Engine &output"));
    QAction* graph = m_actions.showGraph = m_graphDock->toggleViewAction();
    graph->setObjectName(QStringLiteral("showGraph"));
    graph->setText(tr("&Graph"));
    // The docks are shown and hidden where the rest of the window is: View.
    if (auto* view = m_window->findChild<QMenu*>(QStringLiteral("viewMenu"))) {
        view->addSeparator();
        view->addAction(output);
        view->addAction(graph);
    } else {
        menu->addSeparator();
        menu->addAction(output);
        menu->addAction(graph);
    }
    // A tournament is a kind of game too: Game offers it, before Quit.
    if (auto* game = m_window->findChild<QMenu*>(QStringLiteral("gameMenu"))) {
        const QList<QAction*> actions = game->actions();
        const qsizetype quit = actions.indexOf(m_host->quitAction());
        // Before the separator above Quit.
        QAction* before = quit > 0 ? actions[quit - 1] : nullptr;
        game->insertAction(before, m_actions.tournament);
    }
    // Before the last menu, Help.
    const QList<QAction*> menus = m_window->menuBar()->actions();
    m_window->menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.back(), menu);
}

void WatchMode::showDocks() {
    bool opened = false;
    for (QDockWidget* dock : {m_outputDock, m_graphDock}) {
        if (!dock->isHidden()) continue;
        dock->show();
        m_openedForPlay.append(dock);
        opened = true;
    }
    // Docks already on screen (restored with the window's layout) keep their sizes.
    if (opened) fitDocks(true);
}

void WatchMode::layoutRestored() {
    // A game of computers started before the layout came back (the window
    // starts its game first) opened the docks for play; those the last run
    // left open are the person's all the same.
    for (QDockWidget* dock : {m_outputDock, m_graphDock})
        if (!dock->isHidden()) m_openedForPlay.removeAll(dock);
}

void WatchMode::showGraph() {
    m_openedForPlay.removeAll(m_graphDock);
    if (!m_graphDock->isHidden()) return;
    m_graphDock->show();
    fitDocks(true);
}

void WatchMode::fitToolBars() {
    auto* game = m_window->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    if (!game || !m_toolBar || !m_playersBar) return;
    auto* start = qobject_cast<QToolButton*>(m_toolBar->widgetForAction(m_actions.start));
    const QWidget* pause = m_toolBar->widgetForAction(m_actions.pause);
    if (!start || !pause) return;
    if (game->toolButtonStyle() == Qt::ToolButtonTextBesideIcon)
        m_gameToolBarNamedWidth = game->sizeHint().width();
    if (start->toolButtonStyle() == Qt::ToolButtonTextBesideIcon)
        m_namedStartWidth = start->sizeHint().width();
    // The controls as wide as with Start named, whatever they show now:
    // Start and Pause take turns in one place, as wide as each other.
    const int place =
        std::max({start->sizeHint().width(), pause->sizeHint().width(), start->minimumWidth()});
    const int controls = m_toolBar->sizeHint().width() - place +
                         std::max(m_namedStartWidth, pause->sizeHint().width());
    const int room = m_window->width() - 8;
    const bool narrow =
        m_gameToolBarNamedWidth > room || m_playersBar->sizeHint().width() + controls > room;
    if (m_toolBarsFitted && narrow == m_narrowToolBars) return;
    m_toolBarsFitted = true;
    m_narrowToolBars = narrow;
    game->setToolButtonStyle(narrow ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    // In a narrow window Start is a symbol too, so that Pause, as wide as
    // it, stays small.
    start->setToolButtonStyle(narrow ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    keepStartPauseWidth();
    // The toolbars' rows: [game] / [players][controls], or [game][controls] / [players].
    m_window->removeToolBar(m_toolBar);
    m_window->removeToolBarBreak(m_playersBar);
    if (narrow) {
        m_window->insertToolBar(m_playersBar, m_toolBar);
        m_window->insertToolBarBreak(m_playersBar);
    } else {
        m_window->insertToolBarBreak(m_playersBar);
        m_window->addToolBar(m_toolBar);
    }
    m_toolBar->show();
}

void WatchMode::showSearch(int ply, const std::vector<SearchInfo>& reports) {
    const Game& game = controller()->game();
    if (ply < 0 || ply > game.length() || reports.empty()) return;
    const Position& position = game.position_at(ply);
    const EngineOutputPanel::Section section = sectionOf(position.side_to_move());
    m_output->beginSearch(section, position, ply);
    for (const SearchInfo& info : reports) m_output->addInfo(section, info);
    m_graph->recordEvaluation(ply, position, reports.back().score, PlyEvaluation::Source::Player);
    if (ply < game.length())
        m_output->setState(
            section, tr("played %1").arg(MoveText::move(position.geometry(), game.move_at(ply))));
    m_graph->refresh();
}

int WatchMode::boardSideWanted() const {
    const QSize size = m_window->size();
    // 60.5%, rounded up: a little over the 60% promised, whatever the rounding.
    return (std::min(size.width(), size.height()) * 121 + 199) / 200;
}

void WatchMode::fitDocks(bool opened) {
    // Inside the window as it is (the user chose its size): the board keeps
    // boardSideWanted(), a little over 60% of the window's smaller side, and
    // the docks share what is left. `opened`: a dock has just opened and gets
    // its share; else (the window got smaller) the docks only give way when
    // the board has become smaller than that.
    const int wanted = boardSideWanted();
    const BoardView* board = m_host->boardView();
    const QRectF drawn = board->boardRect();
    if (!opened && std::min(drawn.width(), drawn.height()) >= wanted) return;
    // The board as drawn is `wanted` across its shorter side (the short way
    // of a hexagon): the view is that and its coordinates.
    const QSize boardSize = board->sizeForBoard(wanted);

    // The room between the toolbars and the status bar.
    int top = 0;
    if (const QWidget* menu = m_window->menuWidget(); menu && menu->isVisible())
        top = menu->geometry().bottom() + 1;
    for (const QToolBar* bar : m_window->findChildren<QToolBar*>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible() && m_window->toolBarArea(bar) == Qt::TopToolBarArea)
            top = std::max(top, bar->geometry().bottom() + 1);
    const QStatusBar* status = m_window->statusBar();
    const int bottom = status->isVisible() ? status->geometry().top() : m_window->height();
    const int height = bottom - top;
    const int separator =
        m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);

    QList<QDockWidget*> beside; // docked left or right of the board, on screen
    QList<QDockWidget*> across; // above or below it
    for (QDockWidget* dock : {m_outputDock, m_graphDock}) {
        if (dock->isHidden() || dock->isFloating()) continue;
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
        (area == Qt::TopDockWidgetArea || area == Qt::BottomDockWidgetArea ? across : beside)
            .append(dock);
    }
    // A dock above or below the board stays there while the board keeps its
    // height; else it goes beside it, under the engine output.
    int acrossHeight = 0;
    for (QDockWidget* dock : std::as_const(across)) {
        const int room = height - boardSize.height() - separator - acrossHeight;
        const int needed = std::max(dock->minimumSizeHint().height(), 140);
        if (room >= needed) {
            const int size = std::min(room, std::max(needed, dock->height()));
            m_window->resizeDocks({dock}, {size}, Qt::Vertical);
            acrossHeight += size + separator;
            continue;
        }
        if (dock == m_graphDock && beside.contains(m_outputDock) &&
            m_window->dockWidgetArea(m_outputDock) != Qt::NoDockWidgetArea)
            m_window->splitDockWidget(m_outputDock, m_graphDock, Qt::Vertical);
        else
            m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
        beside.append(dock);
    }
    if (beside.isEmpty()) return;

    // Beside the board: the width its side of the window leaves, at most what
    // the engine output can use.
    const int room = m_window->width() - m_host->centralWidthFor(boardSize.width()) - separator;
    int minimum = 0;
    for (const QDockWidget* dock : std::as_const(beside))
        minimum = std::max(minimum, dock->minimumSizeHint().width());
    const int width = std::clamp(room, minimum, std::max(minimum, 460));
    QList<QDockWidget*> sized;
    QList<int> widths;
    for (QDockWidget* dock : std::as_const(beside)) {
        sized.append(dock);
        widths.append(width);
    }
    m_window->resizeDocks(sized, widths, Qt::Horizontal);
    // The engine output over the graph, sharing the height.
    if (beside.contains(m_outputDock) && beside.contains(m_graphDock) &&
        m_window->dockWidgetArea(m_outputDock) == m_window->dockWidgetArea(m_graphDock) &&
        !m_window->tabifiedDockWidgets(m_outputDock).contains(m_graphDock)) {
        const int shared = height - acrossHeight - separator;
        m_window->resizeDocks({m_outputDock, m_graphDock}, {shared * 3 / 5, shared * 2 / 5},
                              Qt::Vertical);
    }
}

void WatchMode::setEngines(const QList<ExternalEngine>& engines) {
    m_settings.setEngines(engines);
    onPlayersChanged();
    if (m_tournamentDialog) m_tournamentDialog->planEditor()->setEngines(engines);
}

QString WatchMode::delayText() const {
    return m_delayLabel->text();
}

void WatchMode::setMoveDelay(int milliseconds) {
    milliseconds = std::clamp(milliseconds, 0, 3000);
    controller()->setComputerPause(milliseconds);
    const QSignalBlocker blocker(m_delay);
    m_delay->setValue(milliseconds / 100);
    m_delayLabel->setText(tr("%1 s").arg(NumberText::decimal(milliseconds / 1000.0, 1)));
}

void WatchMode::startDemo() {
    if (!m_host->mayReplaceGame()) return;
    // On the board of the game on screen (at launch, the board of a new game).
    if (m_host->startGame(controller()->game().start_position(),
                          {m_settings.watchPlayer(Side::X), m_settings.watchPlayer(Side::O)}))
        showDocks();
    updateActions();
}

bool WatchMode::canStart() const {
    const GameController* game = controller();
    const Game& record = game->game();
    const bool anyComputer = game->isComputer(Side::X) || game->isComputer(Side::O);
    // Nothing to go on with where the game is over; nothing to start where
    // the game already goes on by itself, at its end with a computer in it
    // and not paused.
    const bool goingOn = anyComputer && !game->isPaused() && record.ply() == record.length();
    return !record.result().over() && !goingOn;
}

void WatchMode::start() {
    // The computers play on from the position on the board, in the game on
    // screen; a new game is New game's job.
    if (!canStart()) return;
    GameController* game = controller();
    const Game& record = game->game();
    // With people on both sides, the computers last watched take them. Held
    // meanwhile, so that no computer moves (or is asked to) before it is
    // known to play this board.
    const std::array<PlayerSetup, 2> before{game->player(Side::X), game->player(Side::O)};
    const bool wasPaused = game->isPaused();
    game->setPaused(true);
    if (!game->isComputer(Side::X) && !game->isComputer(Side::O))
        for (const Side side : {Side::X, Side::O})
            game->setPlayer(side, m_settings.watchPlayer(side));
    if (!m_host->playersCanPlay(record.start_position())) {
        for (const Side side : {Side::X, Side::O}) game->setPlayer(side, before[side_index(side)]);
        game->setPaused(wasPaused);
        updateActions();
        return;
    }
    if (game->bothComputers()) showDocks();
    // Nothing is lost: the moves after the board's position stay as a variation.
    game->playOnFromHere();
    game->setPaused(false);
    updateActions();
}

void WatchMode::setPaused(bool paused) {
    GameController* game = controller();
    if (paused) {
        game->setPaused(true);
        updateActions();
        return;
    }
    const Game& record = game->game();
    if (record.ply() < record.length()) {
        // Resuming from an earlier position: from here, or from the last move.
        const QStringList choices{tr("From the position on the board (the later moves stay "
                                     "as a variation)"),
                                  tr("From the last move")};
        const int choice = m_host->prompter()->choose(
            m_window, tr("Go on"), tr("Where should the computers go on?"), choices);
        if (choice < 0) {
            updateActions();
            return;
        }
        if (choice == 0)
            game->playOnFromHere();
        else
            game->goToNode(record.main_line_end());
    }
    game->setPaused(false);
    updateActions();
}

void WatchMode::step() {
    controller()->step();
    updateActions();
}

void WatchMode::stop() {
    // Unlike Pause, which holds the computers for a moment, Stop ends their
    // play: their sides go to people (each keeps its level for later), the
    // game stays on the board as it is.
    GameController* game = controller();
    for (const Side side : {Side::X, Side::O}) {
        PlayerSetup player = game->player(side);
        if (!player.computer) continue;
        player.computer = false;
        game->setPlayer(side, player);
    }
    game->setPaused(false);
    // The window as it was before the computers played: the docks opened
    // for them close (those the user opened stay, and the engine output
    // while the analysis runs in it).
    for (QDockWidget* dock : std::exchange(m_openedForPlay, {}))
        if (!(dock == m_outputDock && m_analysing)) dock->hide();
    // Short enough for the status bar of a small window, with the move after it.
    m_host->showNotice(tr("Stopped: people play both sides; Start (P) lets the computers go on."));
    updateActions();
}

void WatchMode::setAnalysing(bool on) {
    m_analysing = on;
    m_actions.analyse->setChecked(on);
    m_output->setSectionVisible(EngineOutputPanel::Section::Analysis, on);
    if (on) {
        if (m_outputDock->isHidden()) {
            m_outputDock->show();
            fitDocks(true);
        }
        runAnalysis();
    } else {
        m_analyser->stop();
        updateOverlay();
    }
}

void WatchMode::showAnalysis(const std::vector<SearchInfo>& reports) {
    const Game& game = controller()->game();
    m_output->setSectionVisible(EngineOutputPanel::Section::Analysis, true);
    if (m_outputDock->isHidden()) {
        m_outputDock->show();
        fitDocks(true);
    }
    m_output->beginSearch(EngineOutputPanel::Section::Analysis, game.position(), game.ply());
    for (const SearchInfo& info : reports)
        m_output->addInfo(EngineOutputPanel::Section::Analysis, info);
}

void WatchMode::runAnalysis() {
    const Game& game = controller()->game();
    // The analysis is help to a person playing the computer (not rated).
    controller()->noteAnalysis();
    if (!m_analyser->analyse(game)) {
        m_output->beginSearch(EngineOutputPanel::Section::Analysis, game.position(), game.ply());
        m_output->setNote(EngineOutputPanel::Section::Analysis, tr("The game is over here."));
    } else {
        m_output->beginSearch(EngineOutputPanel::Section::Analysis, game.position(), game.ply());
    }
    updateOverlay();
}

void WatchMode::showTournamentDialog() {
    if (!m_tournamentDialog) {
        m_tournamentDialog =
            new TournamentDialog(m_tournamentRunner, m_settings.engines(), m_window);
        m_tournamentDialog->planEditor()->setPgnPath(m_settings.tournamentFile());
        connect(m_tournamentDialog, &TournamentDialog::pgnPathChosen, this,
                [this](const QString& path) { m_settings.setTournamentFile(path); });
    }
    m_tournamentDialog->show();
    m_tournamentDialog->raise();
    m_tournamentDialog->activateWindow();
}

void WatchMode::showEnginesDialog() {
    if (!m_enginesDialog) {
        m_enginesDialog = new EnginesDialog(m_settings.engines(), m_window);
        m_enginesDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_enginesDialog, &EnginesDialog::enginesChanged, this, &WatchMode::setEngines);
    }
    m_enginesDialog->show();
    m_enginesDialog->raise();
    m_enginesDialog->activateWindow();
}

void WatchMode::onGameChanged(GameController::Change change) {
    const Game& game = controller()->game();
    if (change == GameController::Change::NewGame) {
        m_graph->clearEvaluations();
        // A game opened from its file: the scores it was saved with.
        m_graph->recordNotedEvaluations();
        for (const Side side : {Side::X, Side::O})
            m_output->beginSearch(sectionOf(side), game.position(), game.ply());
        for (const Side side : {Side::X, Side::O}) m_output->setState(sectionOf(side), QString());
        // The boards the external engines play may differ on this one.
        onPlayersChanged();
        if (controller()->bothComputers()) showDocks();
        // Another board's shape (a hexagon is wider than high) may want other room.
        QTimer::singleShot(0, this, [this] { fitDocks(false); });
    }
    if (change == GameController::Change::MovePlayed && game.ply() > 0) {
        const Position& before = game.position_at(game.ply() - 1);
        m_output->setState(
            sectionOf(before.side_to_move()),
            tr("played %1").arg(MoveText::move(before.geometry(), game.move_at(game.ply() - 1))));
    }
    m_graph->refresh();
    if (m_analysing) runAnalysis();
    updateOverlay();
    updateActions();
}

void WatchMode::onThinkingChanged(bool thinking) {
    const Game& game = controller()->game();
    if (thinking) {
        m_thinkingSide = game.position().side_to_move();
        m_output->beginSearch(sectionOf(m_thinkingSide), game.position(), game.ply());
        if (controller()->isHeld())
            m_output->setState(sectionOf(m_thinkingSide), tr("waits while you answer"));
    } else {
        // Stopped, unless the move it chose follows at once (then "played");
        // held, its move waits for the answer to a question.
        m_output->setState(sectionOf(m_thinkingSide),
                           controller()->isHeld() ? tr("waits while you answer") : tr("stopped"));
    }
    updateOverlay();
    updateActions();
}

void WatchMode::onEngineInfo(Side side, const SearchInfo& info) {
    const Game& game = controller()->game();
    m_output->addInfo(sectionOf(side), info);
    if (info.multipv > 1) return; // a line below the best: not the position's score
    m_graph->recordEvaluation(game.ply(), game.position(), info.score,
                              PlyEvaluation::Source::Player);
    updateOverlay();
}

void WatchMode::onAnalysisInfo(const SearchInfo& info) {
    m_output->addInfo(EngineOutputPanel::Section::Analysis, info);
    if (info.multipv > 1) return; // a line below the best: not the position's score
    m_graph->recordEvaluation(m_analyser->ply(), m_analyser->position(), info.score);
    updateOverlay();
}

void WatchMode::onPlayersChanged() {
    GameController* game = controller();
    const QList<ExternalEngine> engines = m_settings.engines();
    const Position& start = game->game().start_position();
    for (const Side side : {Side::X, Side::O}) {
        const PlayerSetup player = game->player(side);
        PlayerComboBox* box = playerBox(side);
        box->setEngines(engines, start);
        box->setPlayer(player);
        m_output->setSectionVisible(sectionOf(side), player.computer);
        m_output->setTitle(sectionOf(side), player.computer ? player.description() : QString());
    }
    // Two computers taking the game over play on at once: the docks open for
    // them, as for a new game of theirs.
    if (game->computersPlaying()) showDocks();
    updateActions();
}

Move WatchMode::analysisMove() const {
    const Position& position = controller()->game().position();
    if (!m_analysing || m_analyser->position().key() != position.key()) return Move::none();
    const Move move = m_output->bestMove(EngineOutputPanel::Section::Analysis);
    return !move.is_none() && position.is_legal(move) ? move : Move::none();
}

void WatchMode::updateOverlay() {
    // The analysis's best move when it runs, else the thinking computer's.
    const Game& game = controller()->game();
    Move move = Move::none();
    if (m_settings.showBestMove()) {
        if (m_analysing)
            move = m_output->bestMove(EngineOutputPanel::Section::Analysis);
        else if (controller()->isThinking())
            move = m_output->bestMove(sectionOf(game.position().side_to_move()));
    }
    m_overlay->setMove(move, game.position());
}

void WatchMode::keepStartPauseWidth() {
    // Start (named) and Pause/Resume (a symbol) take turns in one place: as
    // wide as each other, so that the buttons after them never move.
    QWidget* start = m_toolBar->widgetForAction(m_actions.start);
    QWidget* pause = m_toolBar->widgetForAction(m_actions.pause);
    if (!start || !pause) return;
    start->setMinimumWidth(0);
    pause->setMinimumWidth(0);
    const int width = std::max(start->sizeHint().width(), pause->sizeHint().width());
    start->setMinimumWidth(width);
    pause->setMinimumWidth(width);
}

void WatchMode::updateActions() {
    GameController* game = controller();
    const Game& record = game->game();
    const bool anyComputer = game->isComputer(Side::X) || game->isComputer(Side::O);
    const bool over = record.result().over() && record.ply() == record.length();
    const bool paused = game->isPaused();
    const bool computerToMove = game->isComputer(record.position().side_to_move()) && !over;
    // Pausing holds a computer that is to move; a paused game can always be resumed.
    m_actions.pause->setEnabled(paused || computerToMove);
    m_actions.pause->setChecked(paused);
    m_actions.pause->setText(paused ? tr("&Resume") : tr("&Pause"));
    m_actions.pause->setIcon(
        WindowTheme::symbolIcon(paused ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
    m_actions.pause->setToolTip(paused ? tr("Let the computers go on (P)")
                                       : tr("Hold the computers (P)"));
    m_actions.step->setEnabled(anyComputer && paused && !game->isThinking() &&
                               (record.ply() < record.length() || computerToMove));
    // Stop ends computers' play: there is something to stop while two play
    // each other, or one is to move (thinking, paused or waiting).
    const bool bothComputers = game->isComputer(Side::X) && game->isComputer(Side::O);
    m_actions.stop->setEnabled(!over && (bothComputers || computerToMove));
    m_actions.start->setEnabled(canStart());
    // One of Start and Pause/Resume shows at a time, in the same place, both
    // on P: Pause while the computers play on (or wait for a person's move),
    // Resume while held, Start when no computer goes on by itself.
    const bool goingOn = anyComputer && record.ply() == record.length() && !record.result().over();
    const bool pauseShown = paused || goingOn;
    m_actions.pause->setVisible(pauseShown);
    m_actions.start->setVisible(!pauseShown);
    // Step, Stop and the delay stay where they are, disabled while no
    // computer plays: controls that came and went moved the menu's items and
    // the toolbar's buttons after them under the pointer.
    for (QAction* action : std::as_const(m_computerOnly))
        if (QWidget* widget = m_toolBar->widgetForAction(action)) widget->setEnabled(anyComputer);
    if (m_toolBar->isHidden()) m_toolBar->show();
    // The settings dialog may have changed the pause.
    if (!m_delay->isSliderDown()) {
        const int pause = controller()->computerPause();
        const QSignalBlocker blocker(m_delay);
        m_delay->setValue(std::min(pause, 3000) / 100);
        m_delayLabel->setText(tr("%1 s").arg(NumberText::decimal(pause / 1000.0, 1)));
    }
}

} // namespace ataxx

#pragma once

#include "engines/enginesdialog.h"
#include "game/gamecontroller.h"
#include "settings/enginesettings.h"
#include "watch/engineoutputpanel.h"
#include "watch/tournamentdialog.h"
#include "watch/watchhost.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QSlider;
class QToolBar;

namespace ataxx {

class Analyser;
class BestMoveOverlay;
class EvalGraph;
class TournamentRunner;
class PlayerComboBox;

// Watching and analysing, added to the main window: computer-vs-computer
// games with Start, Pause/Resume, Step, Stop and a delay between moves; the
// engines' output in a dock (EngineOutputPanel) with their best move drawn
// on the board (BestMoveOverlay); the evaluation and piece-count graph in
// another dock (EvalGraph); analysis of the position on the board without a
// time limit (Analyser); tournaments and matches (TournamentDialog over a
// TournamentRunner); and the external engines (EnginesDialog, EngineSettings).
//
// It owns no game: like the window, it reads the GameController's Game and
// follows its signals, and asks the controller for everything that changes
// the game (players, pause, step). The window only creates it; the toolbar
// row (who plays each side, and beside it the computers' controls, always in
// their places, enabled while a computer plays), the "Computer" menu and the docks are added
// from here, through the narrow WatchHost the window offers. The docks open
// inside the window as it is, never making it bigger, and give way to the
// board: beside it, the engine output over the graph, they take only what
// leaves the board a little over 60% of the window's smaller side.
class WatchMode : public QObject {
    Q_OBJECT

public:
    // Its actions, in the Computer, View and Game menus and on the toolbars.
    struct Actions {
        QAction* start = nullptr;
        QAction* pause = nullptr;
        QAction* step = nullptr;
        QAction* stop = nullptr;
        QAction* analyse = nullptr;
        QAction* tournament = nullptr;
        QAction* engines = nullptr;
        QAction* showEngineOutput = nullptr; // the docks' toggles
        QAction* showGraph = nullptr;
    };

    explicit WatchMode(WatchHost* host);
    ~WatchMode() override;

    [[nodiscard]] const Actions& actions() const { return m_actions; }

    // A computer-vs-computer game with the remembered watch players and the
    // docks shown, on the board of the game on screen (ataxx --demo: the board
    // of a new game, or the one given with --board or --fen).
    void startDemo();
    // The computers play on from the position on the board, in the game on
    // screen (asking first when that drops later moves); when both sides are
    // people, the remembered computer players take them. Nothing where the
    // game is over there, or where it already goes on (canStart).
    void start();
    [[nodiscard]] bool canStart() const;
    // Pause or resume the computers; resuming from an earlier position asks
    // whether to drop the later moves or to go on from the last one.
    void setPaused(bool paused);
    void step();
    void stop();
    // The analysis section shows these reports of the position on the board
    // (its best lines), with no search of its own: the pictures of
    // scripts/make-screenshots.
    void showAnalysis(const std::vector<SearchInfo>& reports);
    // Analysis of the position on the board, on or off.
    void setAnalysing(bool on);
    [[nodiscard]] bool isAnalysing() const { return m_analysing; }
    // The analysis's best move in the position on the board, once it has one
    // (else none): what a hint gives while the analysis runs, so they agree.
    [[nodiscard]] Move analysisMove() const;
    void showTournamentDialog();
    void showEnginesDialog();
    // The external engines, as the dialogs and the toolbar offer them.
    void setEngines(const QList<ExternalEngine>& engines);
    [[nodiscard]] QList<ExternalEngine> engines() const { return m_settings.engines(); }
    // The pause after a computer move is shown (the slider, 0 to 3000 ms).
    void setMoveDelay(int milliseconds);

    [[nodiscard]] EngineOutputPanel* outputPanel() const { return m_output; }
    [[nodiscard]] EvalGraph* graph() const { return m_graph; }
    [[nodiscard]] BestMoveOverlay* bestMoveOverlay() const { return m_overlay; }
    [[nodiscard]] Analyser* analyser() const { return m_analyser; }
    [[nodiscard]] TournamentRunner* tournamentRunner() const { return m_tournamentRunner; }
    [[nodiscard]] TournamentDialog* tournamentDialog() const { return m_tournamentDialog; }
    [[nodiscard]] EnginesDialog* enginesDialog() const { return m_enginesDialog; }
    [[nodiscard]] PlayerComboBox* playerBox(Side side) const { return m_players[side_index(side)]; }
    [[nodiscard]] QSlider* delaySlider() const { return m_delay; }
    // The delay in words beside the slider: "0.4 s".
    [[nodiscard]] QString delayText() const;
    // Start or Pause/Resume (one at a time, as wide as each other), Step, Stop
    // and the delay, always in their places; the last three enabled while a
    // computer plays a side.
    [[nodiscard]] QToolBar* controlsToolBar() const { return m_toolBar; }
    // Brings the controls' toolbar in line with the players again (after the
    // window's layout was restored, say).
    void updateControls() { updateActions(); }
    [[nodiscard]] QDockWidget* outputDock() const { return m_outputDock; }
    [[nodiscard]] QDockWidget* graphDock() const { return m_graphDock; }
    // Both docks on screen, inside the window: the window keeps its size.
    // Those opened here close again on Stop.
    void showDocks();
    // The window's layout of the last run was restored: the docks it shows
    // are the person's, as if opened from the View menu, and stay on Stop
    // even where this run's computers had opened them before.
    void layoutRestored();
    // The graph on screen, for good (Review game).
    void showGraph();
    // A computer's search of the position after `ply` moves of the game on
    // screen, shown as if it had just ended there: its reports in that
    // side's engine output (and "played" with the game's next move), its
    // last score on the graph. For the pictures (ScreenshotMode), whose
    // numbers must not come from this machine's search.
    void showSearch(int ply, const std::vector<SearchInfo>& reports);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void createToolBar();
    void createMenu();
    void createDocks();
    // The docks on screen give way to the board (see the .cpp).
    void fitDocks(bool opened);
    // Every button on screen whatever the window's width: in a narrow window
    // the game's toolbar shows icons only (names in the tooltips) and the
    // computers' controls go up beside it, leaving the players a row of
    // their own; in a wide one, names beside the icons and the controls
    // beside the players.
    void fitToolBars();
    [[nodiscard]] int boardSideWanted() const;

    void onGameChanged(GameController::Change change);
    void onThinkingChanged(bool thinking);
    void onEngineInfo(Side side, const SearchInfo& info);
    void onPlayersChanged();
    void onAnalysisInfo(const SearchInfo& info);
    void runAnalysis();
    void keepStartPauseWidth();
    void updateActions();
    void updateOverlay();
    [[nodiscard]] GameController* controller() const;
    [[nodiscard]] static EngineOutputPanel::Section sectionOf(Side side) {
        return side == Side::X ? EngineOutputPanel::Section::Black
                               : EngineOutputPanel::Section::White;
    }

    WatchHost* m_host;
    QMainWindow* m_window; // the host's
    EngineSettings m_settings;
    EngineOutputPanel* m_output = nullptr;
    EvalGraph* m_graph = nullptr;
    BestMoveOverlay* m_overlay = nullptr;
    QDockWidget* m_outputDock = nullptr;
    QWidget* m_outputViewport = nullptr; // of the engine output's scroll area
    QDockWidget* m_graphDock = nullptr;
    QToolBar* m_playersBar = nullptr;
    QToolBar* m_toolBar = nullptr;   // the computers' controls
    bool m_narrowToolBars = false;   // fitToolBars()'s choice
    bool m_toolBarsFitted = false;   // it has placed them once (a restored state may differ)
    int m_gameToolBarNamedWidth = 0; // the game's toolbar with names beside the icons
    int m_namedStartWidth = 0;       // Start with its name beside its symbol
    PlayerComboBox* m_players[2] = {nullptr, nullptr};
    QSlider* m_delay = nullptr;
    QLabel* m_delayLabel = nullptr;
    QList<QAction*> m_computerOnly; // the delay's part of the toolbar
    Actions m_actions;
    Analyser* m_analyser;
    TournamentRunner* m_tournamentRunner;
    QPointer<TournamentDialog> m_tournamentDialog;
    QPointer<EnginesDialog> m_enginesDialog;
    bool m_analysing = false;
    Side m_thinkingSide = Side::X;
    // Docks that computer play opened by itself in this run, which Stop
    // closes again; a dock the person opened (now or in the last run) is not
    // among them.
    QList<QDockWidget*> m_openedForPlay;
    bool m_fitPending = false;
};

} // namespace ataxx

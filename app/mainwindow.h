#pragma once

#include "game/gamecontroller.h"
#include "game/holdingprompter.h"
#include "game/playerpanel.h"
#include "library/playerratings.h"
#include "settings/appsettings.h"
#include "watch/watchhost.h"

#include <QMainWindow>
#include <QPointer>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QToolButton;

namespace ataxx {

class Announcer;
class BoardAndPanel;
class BoardView;
class GameDocument;
class GameRecorder;
class GamesLibrary;
class GamesWindow;
class GameOverOverlay;
class HowToPlayDialog;
class ManualDialog;
class MoveListView;
class OpeningExplorer;
class PuzzleCollector;
class PuzzleStore;
class PuzzlesWindow;
class Sounds;
class StatusLabel;
class ReviewMode;
class WatchMode;
class AnalysisBoard;

// The game's window: the board in the middle, the players and the move list
// at the side, whose turn it is and what the engine thinks in the status bar,
// and the menus and toolbar (game files, undo and redo, hints, settings, the
// View options, help).
//
// It wires the parts together and owns no game state itself: the
// GameController holds the record and the players, the BoardView and the
// MoveListView draw from the controller's Game, and every change arrives
// through GameController::gameChanged, after which everything shown is
// refreshed from the game. Questions and errors go through a Prompter, which
// tests replace; while a question is asked the computers hold (HoldingPrompter).
class MainWindow : public QMainWindow, public WatchHost {
    Q_OBJECT

public:
    // The smallest size the window allows.
    static constexpr QSize minimumWindowSize{700, 500};
    // The layout of the docks and toolbars that saveState() writes; a state
    // saved by another (older) layout is ignored when restored. 1: the first
    // with a version (0.3.0).
    static constexpr int windowStateVersion = 1;
    // How long after the window is first shown a start counts as through
    // (see restoreWindow()).
    static constexpr int restoredAfterMs = 3000;
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] QMainWindow* hostWindow() override { return this; }
    [[nodiscard]] GameController* controller() const override { return m_controller; }
    [[nodiscard]] BoardView* boardView() const override { return m_board; }
    [[nodiscard]] MoveListView* moveListView() const { return m_moveList; }
    [[nodiscard]] PlayerPanel* playerPanel(Side side) const { return m_panels[side_index(side)]; }
    [[nodiscard]] GameOverOverlay* gameOverOverlay() const { return m_overlay; }
    // Watching computer games, analysis, matches and external engines.
    [[nodiscard]] WatchMode* watchMode() const { return m_watch; }
    [[nodiscard]] Sounds* sounds() const { return m_sounds; }
    // Game review: the Review game action, its progress and summary.
    [[nodiscard]] ReviewMode* reviewMode() const { return m_review; }
    // The puzzles made from the human players' mistakes after each review.
    [[nodiscard]] PuzzleStore* puzzleStore() const { return m_puzzles; }
    [[nodiscard]] PuzzleCollector* puzzleCollector() const { return m_puzzleCollector; }
    // The Puzzles window, once the Puzzles action has opened it (null before).
    [[nodiscard]] PuzzlesWindow* puzzlesWindow() const;
    [[nodiscard]] Prompter* prompter() const override { return m_prompter.get(); }
    [[nodiscard]] QString statusText() const;
    // What the screen reader is told: moves, results, hints, notices.
    [[nodiscard]] Announcer* announcer() const { return m_announcer; }
    // The game as a document: its file, opening and saving, the autosave.
    [[nodiscard]] GameDocument* document() const { return m_document; }
    // The games library, what keeps each game that ends in it, and the
    // Games window once the Games action has opened it (null before).
    [[nodiscard]] GamesLibrary* gamesLibrary() const { return m_library; }
    [[nodiscard]] GameRecorder* gameRecorder() const { return m_recorder; }
    // Game > Analysis board: the game or a position opened for free exploration.
    [[nodiscard]] AnalysisBoard* analysisBoard() const { return m_analysisBoard; }
    // The person's ratings from the games library (read again after the
    // library changes).
    [[nodiscard]] const PlayerRatings& playerRatings();
    [[nodiscard]] GamesWindow* gamesWindow() const;
    // The opening explorer, a dock (hidden until View shows it) that follows
    // the position on the board.
    [[nodiscard]] OpeningExplorer* openingExplorer() const { return m_explorer; }
    [[nodiscard]] QDockWidget* explorerDock() const { return m_explorerDock; }
    // The window's own actions (those of watching and review are the modes').
    struct Actions {
        QAction* newGame = nullptr;
        QAction* newGameSettings = nullptr;
        QAction* evenGame = nullptr;
        QAction* open = nullptr;
        QAction* save = nullptr;
        QAction* saveAs = nullptr;
        QAction* quit = nullptr;
        QAction* analysisBoard = nullptr;
        QAction* setUpPosition = nullptr;
        QAction* saveToLibrary = nullptr;
        QAction* undo = nullptr;
        QAction* redo = nullptr;
        QAction* hint = nullptr;
        QAction* settings = nullptr;
        QAction* manual = nullptr;
        QAction* howToPlay = nullptr;
        QAction* about = nullptr;
        QAction* puzzles = nullptr;
        QAction* games = nullptr;
        QAction* showLegalMoves = nullptr;
        QAction* showLastMove = nullptr;
        QAction* showCoordinates = nullptr;
        std::array<QAction*, 4> speeds{}; // by AnimationSpeed: off, fast, normal, slow

        [[nodiscard]] QAction* speed(AnimationSpeed s) const {
            return speeds[static_cast<std::size_t>(s)];
        }
    };
    [[nodiscard]] const Actions& actions() const { return m_actions; }
    [[nodiscard]] QAction* hintAction() const override { return m_actions.hint; }
    [[nodiscard]] QAction* quitAction() const override { return m_actions.quit; }

    void setPrompter(std::unique_ptr<Prompter> prompter);

    // A new game from `start` with the current players. An external engine
    // that does not play this board is not started: the person is asked who
    // plays its side instead (a level or a person), or the game on screen
    // stays as it was (false).
    bool startGame(const Position& start);
    // The same with `players` (Black, White), who play only once every
    // question is answered: on a cancel the game on screen keeps its players.
    bool startGame(const Position& start, const std::array<PlayerSetup, 2>& players) override;
    // Chooses `start` (a board with its pieces) as the start of new games, as
    // the settings' Board page does, and starts a new game from it.
    void chooseBoard(const Position& start);
    // GameDocument::mayReplaceGame: Save, Discard or Cancel before the game on
    // screen is replaced, where it would lose moves or marks.
    [[nodiscard]] bool mayReplaceGame() override;
    // False, after asking, when a side's engine cannot play `start` and the
    // person chose nobody in its place.
    [[nodiscard]] bool playersCanPlay(const Position& start) override;
    void showNotice(const QString& text) override;
    [[nodiscard]] int centralWidthFor(int boardSide) const override;
    // `player` plays `side` from now on: in the game on screen and in every
    // new game, until another is chosen (remembered between runs).
    void choosePlayer(Side side, const PlayerSetup& player) override;
    // The application icon, rendered from the SVG in the resources.
    [[nodiscard]] static QIcon applicationIcon();

public slots:
    // A new game on the board chosen in the settings, without asking. The New
    // game action asks first (mayReplaceGame).
    void newGame();
    // A new game against the computer at the person's strength (the even
    // game), the person keeping their side: the side a person played in the
    // settings, Black when both or neither did. The players become the
    // settings' players, so that the next new game is even too.
    void newEvenGame();
    void showSettings();
    // The settings on their Board page; OK starts a new game.
    void showNewGameSettings();
    // Help ▸ Manual (F1), in front; it stays where it was read.
    void showManual();
    void showHowToPlay();
    void showAbout();
    // The Puzzles window, in front; the game on screen is left as it is.
    void showPuzzles();
    // The Games window, in front.
    void showGames();
    // Game `id` of the library on the board, after the question before a
    // game in progress is replaced; then its review, if `review`.
    void openFromLibrary(qint64 id, bool review = false);
    // At start: opens the games library, and says what a damaged one means.
    void openLibrary();
    // After a review: the puzzles of the mistakes of the game's people.
    void makePuzzlesOfReview();
    // The Games window's Make puzzles: the puzzles of the library's games
    // `ids` (read as `games`), each from its review, a review made first
    // being kept with its game.
    void makePuzzlesFromLibrary(const QList<qint64>& ids, const std::vector<PgnGame>& games,
                                const std::vector<Side>& sides);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // A new game from the settings' board and rules with `players`.
    void startNewGame(const std::array<PlayerSetup, 2>& players);
    // `players` for a game from `start`, where a side whose engine cannot play
    // that board goes to whom the person chooses instead; none when they chose
    // nobody. Changes nothing: the caller applies the players.
    [[nodiscard]] std::optional<std::array<PlayerSetup, 2>>
    choosePlayers(const Position& start, std::array<PlayerSetup, 2> players);
    [[nodiscard]] std::array<PlayerSetup, 2> players() const;
    // Who plays `side` in the next new game: the player last chosen for it
    // (choosePlayer, the settings' Players page, New game with…).
    [[nodiscard]] PlayerSetup newGamePlayer(Side side) const;
    // The constructor's parts: the board, the side panel, the status bar
    // and the actions and menus; the answers to the game's changes; the
    // watch and review modes, the puzzles and the games library.
    void createWidgets();
    void connectGame();
    void createModes();
    // The opening explorer's dock, its View toggle, and its wiring.
    void createExplorer();
    void createActions();
    // createActions' parts: the game's and the moves' actions; the windows'
    // and help's; the board's view toggles; the animation speeds.
    void createGameActions();
    void createWindowActions();
    void createViewActions();
    void createSpeedActions();
    void createMenusAndToolBar();
    QWidget* createSidePanel();
    void applyViewSettings();
    void openSettings(bool forNewGame);

    void onGameChanged(GameController::Change change);
    void onBoardMove(Move move);
    void onAnimationFinished();
    void onSearchProgress(int depth, int score);
    // The hint on the board and in words; `fromAnalysis`: the analysis's move.
    void onHintReady(Move move, bool fromAnalysis = false);
    void requestHint();
    void onClickRefused(int cell, int selected);

    void refresh();
    void updateActions();
    // The size, place, docks and toolbars of the last run, safely: see the
    // definition.
    void restoreWindow();
    void updatePanels();
    // Where `side` stands on its card (to move, thinking, held, paused).
    [[nodiscard]] PlayerPanel::Turn turnOf(Side side, bool over) const;
    void updateStatus();
    // What the status says of a game that does not count for the rating for
    // the help the person had (GameController::hadHelp).
    [[nodiscard]] static QString notRatedText();
    // Tells the screen reader what `change` did (after updateStatus()).
    void announce(GameController::Change change);
    void updateOverlay(bool mayShow);
    void updateTitle();

    AppSettings m_settings;
    GameController* m_controller;
    // Every question goes through it, and holds the computers while asked.
    std::unique_ptr<HoldingPrompter> m_prompter;
    GameDocument* m_document;
    BoardView* m_board = nullptr;
    MoveListView* m_moveList = nullptr;
    AnalysisBoard* m_analysisBoard = nullptr;
    PlayerPanel* m_panels[2] = {nullptr, nullptr};
    GameOverOverlay* m_overlay = nullptr;
    WatchMode* m_watch = nullptr;
    Sounds* m_sounds = nullptr;
    ReviewMode* m_review = nullptr;
    PuzzleStore* m_puzzles = nullptr;
    PuzzleCollector* m_puzzleCollector = nullptr;
    QPointer<PuzzlesWindow> m_puzzlesWindow;
    GamesLibrary* m_library = nullptr;
    GameRecorder* m_recorder = nullptr;
    std::optional<PlayerRatings> m_ratings; // until the library changes
    QPointer<GamesWindow> m_gamesWindow;
    OpeningExplorer* m_explorer = nullptr;
    QDockWidget* m_explorerDock = nullptr;
    // The window's own actions; action() finds them by name too (for the
    // modes and the tests), but the window itself never looks one up.
    Actions m_actions;
    StatusLabel* m_status = nullptr;
    Announcer* m_announcer = nullptr;
    BoardAndPanel* m_central = nullptr; // the board and the side panel
    QString m_statusText;               // all of it; the label shortens it to its width
    HowToPlayDialog* m_howToPlay = nullptr;
    ManualDialog* m_manual = nullptr;
    QToolButton* m_browse[4] = {};
    QActionGroup* m_speeds = nullptr;

    QString m_thinkingText;
    QString m_notice;     // a passing remark: a hint, a pass
    QString m_hintNotice; // the hint's words, while its mark is on the board
    int m_shownPly = 0;
    NodeId m_shownNode = Game::root;
    int m_announcedDepth = 0; // the variation depth last said
};

} // namespace ataxx

#pragma once

#include "game.h"
#include "pgn.h"
#include "puzzle/puzzle.h"
#include "puzzleswindow/puzzlecollector.h"
#include "reviewmode/reviewer.h"

#include <QTimer>
#include <QWidget>

#include <cstddef>
#include <vector>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableWidget;

namespace ataxx {

class Announcer;
class BoardView;
class Prompter;
class PuzzleCollector;
class PuzzleStore;

// The Puzzles window: the person's puzzles due today (due_puzzles), one after
// another, each on a BoardView of its own, played by clicking as a game is.
// The answer is judged at once (is_right: any of the puzzle's right moves),
// the move played in the game is named with what it lost and why, a wrong
// answer other than the game's move is searched on the collector's thread
// and then explained too (what it loses and why), and the best line
// (best_line) is played out on the board, a move at a time with the usual
// animation: after a wrong answer from the puzzle's position, after the first
// move of the line from there on. The first answer to each
// puzzle counts (PuzzleStore::recordTry: solved comes back later, failed
// soon); Retry, Hint and Next do not. A second page shows the statistics
// (puzzle_statistics), and a button makes puzzles from a game file through
// the PuzzleCollector, saying which game it reviews, with a Cancel.
//
// It is a window of its own with a Game of its own, so the game in the main
// window is never touched. Errors of the store go through the Prompter.
class PuzzlesWindow : public QWidget {
    Q_OBJECT

public:
    PuzzlesWindow(PuzzleStore* store, PuzzleCollector* collector, Prompter* prompter,
                  QWidget* parent = nullptr);
    ~PuzzlesWindow() override;

    // Reads the store if need be and starts over with the puzzles due today.
    void start();

    [[nodiscard]] BoardView* boardView() const { return m_board; }
    // The puzzle on the board, as an index into the store; -1 when none is.
    [[nodiscard]] int currentPuzzle() const;
    // The words under the board after an answer: right or wrong, and why.
    [[nodiscard]] QString feedbackText() const;
    // What the screen reader is told: the puzzle, the verdict, the hint.
    [[nodiscard]] Announcer* announcer() const { return m_announcer; }
    // The message shown instead of the board when no puzzle is due.
    [[nodiscard]] QString messageText() const;
    // Answers the puzzle on the board with `move`, as a click does; nothing
    // when no puzzle waits for an answer or the move is not legal there.
    void answer(Move move);
    // The pause before each move of the best line played out (700 ms).
    void setLinePause(int ms);
    void retry();
    void showHint();
    void next();
    // Asks for a game file and the sides, and makes puzzles of its games.
    void makePuzzlesFromFile();
    // Where the games of makePuzzles come from, for the words that follow them.
    enum class GamesFrom : quint8 { File, Library };
    // Makes the puzzles of `games` on the collector's thread, each from its
    // review (PuzzleCollector::collectGames): the one a reviewed game keeps,
    // else one made first at `reviewDepth`, as Review game does, whose
    // findings go to `reviewed`. Says how many were added when done. False,
    // and said, when nothing started (no game with moves, or puzzles still
    // being made).
    bool makePuzzles(const std::vector<PgnGame>& games, const std::vector<Side>& sides,
                     int reviewDepth = Reviewer::defaultDepth, GamesFrom from = GamesFrom::File,
                     PuzzleCollector::Reviewed reviewed = {});
    // Stops making the puzzles of a game file: the games reviewed so far keep
    // theirs.
    void cancelMaking();

signals:
    // An answer was judged (after it was recorded).
    void answered(bool right);

protected:
    // Escape closes the window as it closes a dialog, once the board has no
    // piece selected (the board takes the first Escape for that).
    void keyPressEvent(QKeyEvent* event) override;

private:
    // "Reviewing game 1 of 8 of the file…", as the games come, with the
    // move where a game is being reviewed (`moves` > 0).
    [[nodiscard]] QString makingText(int game, int total, int move = 0, int moves = 0) const;
    enum class State { Waiting, Answered };

    void createPuzzlePage(QWidget* page);
    void createStatisticsPage(QWidget* page);
    void showCurrent();
    void showMessage();
    void playLine();
    void updateProgress();
    void updateStatistics();
    void showFeedback();
    [[nodiscard]] const Puzzle* puzzle() const;

    PuzzleStore* m_store;
    PuzzleCollector* m_collector;
    Prompter* m_prompter;
    Game m_game;
    std::vector<std::size_t> m_queue; // today's puzzles, indices into the store
    std::size_t m_at = 0;             // the one on the board
    std::size_t m_queued = 0;         // the store's puzzles when the queue was made
    State m_state = State::Waiting;
    bool m_recorded = false;      // the first answer to the puzzle on the board is counted
    std::vector<Move> m_line;     // the best line being played out
    std::size_t m_lineAt = 0;     // its moves on the board
    bool m_answerPending = false; // the next move of m_line waits for the board
    int m_solvedToday = 0;
    int m_failedToday = 0;
    bool m_making = false;     // puzzles of a game file are being made
    bool m_cancelling = false; // and Cancel was pressed
    GamesFrom m_makingFrom = GamesFrom::File;
    QTimer m_answerTimer;
    // The words under the board after an answer: the verdict and the best
    // line, what a wrong answer loses and why (once its search is back), and
    // the game's move.
    QString m_verdict;
    QString m_answerWhy;
    QString m_gameWhy;
    quint64 m_answerId = 0; // the answer whose search may still come back

    QTabWidget* m_tabs = nullptr;
    QStackedWidget* m_stack = nullptr;
    BoardView* m_board = nullptr;
    QLabel* m_progress = nullptr;
    QLabel* m_prompt = nullptr;
    QLabel* m_source = nullptr;
    QLabel* m_feedback = nullptr;
    Announcer* m_announcer = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_retry = nullptr;
    QPushButton* m_hint = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_make = nullptr;
    QPushButton* m_cancelMake = nullptr;
    QLabel* m_makeStatus = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_boards = nullptr;
    QTableWidget* m_days = nullptr;
};

} // namespace ataxx

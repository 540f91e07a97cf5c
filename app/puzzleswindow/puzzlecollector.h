#pragma once

#include "pgn.h"
#include "puzzle/puzzle.h"
#include "review/review.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QWidget;

namespace ataxx {

class Prompter;
class PuzzleStore;

// After a review, the person's mistakes become puzzles: the review's findings
// of the moves of the human sides that it marked a mistake or a blunder are
// handed to a PuzzleMaker on a thread of its own, which takes them as they
// are (the loss, the reply, the lines: a puzzle says what the review said)
// and searches only for the other good enough moves, and the puzzles it
// makes go into the PuzzleStore. Nothing is reviewed again. For the Puzzles
// window it also searches a person's answer to a puzzle the same way
// (reviewAnswer), so that a wrong answer is explained as a mistake is.
//
// Each collection runs to its end; a later review does not drop an earlier
// one's puzzles. Destroying the collector stops the searches and waits for
// the threads. A store that cannot be read or written is reported through
// the Prompter, with the file and the reason.
class PuzzleCollector : public QObject {
    Q_OBJECT

public:
    PuzzleCollector(PuzzleStore* store, Prompter* prompter, QWidget* window,
                    QObject* parent = nullptr);
    ~PuzzleCollector() override;

    // Makes the puzzles of the mistakes and blunders of `sides` that `review`
    // (the review of pgn.game, GameReviewer's findings) marked; the puzzles'
    // ids name the game by its tags. Nothing runs when no side is given or no
    // such move is marked. True when a collection started.
    bool collect(const PgnGame& pgn, const std::vector<Side>& sides,
                 const std::vector<MoveReview>& review);
    // The findings of a game that collectGames reviewed: the index of the
    // game in the list it was given, and the review.
    using Reviewed = std::function<void(std::size_t game, const std::vector<MoveReview>& review)>;
    // Makes the puzzles of the mistakes of `sides` in every game of `games`,
    // on the thread, from each game's review: a game already reviewed from
    // the review its notes keep (noted_review), so that its puzzles are the
    // moves the review marked, with the review's figures; a game not yet
    // reviewed is reviewed first, as Review game does, at `reviewDepth`, and
    // its findings go to `reviewed` (on this thread), so that the caller can
    // keep them with the game. True when a collection started (a side is
    // given and some game has moves).
    bool collectGames(const std::vector<PgnGame>& games, const std::vector<Side>& sides,
                      int reviewDepth, Reviewed reviewed = {});
    // Stops the collection of collectGames: the games reviewed to the end
    // keep their puzzles, which come with `collected` as usual; the game
    // being reviewed gives none.
    void cancelGames();
    [[nodiscard]] bool isRunning() const { return m_running > 0; }
    // Searches a person's `answer` to `puzzle` on a thread, as the review
    // searched the move played (PuzzleMaker::review_answer), and hands the
    // findings to `done` on this thread, unless `context` is gone by then.
    void reviewAnswer(const Puzzle& puzzle, Move answer, QObject* context,
                      std::function<void(const MoveReview&)> done);

signals:
    // A collection ended: `added` new puzzles are in the store (-1: the store
    // could not be read or written, which was reported).
    void collected(int added);
    // collectGames has reviewed `done` of the `total` games with moves.
    void gamesProgress(int done, int total);
    // collectGames reviews game `game` (0-based) of the `total`: `move` of its
    // `moves` moves are done. Not for a game that keeps its review.
    void reviewProgress(int game, int total, int move, int moves);

private:
    struct Run {
        std::atomic<bool> stop{false};
    };

    void onMade(const std::vector<Puzzle>& puzzles);
    // Runs `work` on a thread of its own; the call it returns is made on the
    // collector's thread. It stops when the collector goes (and then nothing
    // comes back) or when `cancel` is set (and then what it made comes back).
    void startThread(std::function<std::function<void()>(const std::function<bool()>&)> work,
                     std::shared_ptr<Run> cancel = nullptr);
    // A collection on a thread: its puzzles come back to onMade.
    void startCollection(std::function<std::vector<Puzzle>(const std::function<bool()>&)> make,
                         std::shared_ptr<Run> cancel = nullptr);

    PuzzleStore* m_store;
    Prompter* m_prompter;
    QPointer<QWidget> m_window;
    int m_running = 0;
    bool m_problemsShown = false;
    std::shared_ptr<Run> m_run = std::make_shared<Run>();
    std::shared_ptr<Run> m_gamesRun; // the last collectGames, for cancelGames
    std::vector<QPointer<QThread>> m_threads;
};

} // namespace ataxx

#pragma once

#include "game.h"
#include "review/review.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

namespace ataxx {

// Runs a game review (GameReviewer) on a thread of its own, so that the
// window stays alive through a review of any length. The reviewed game is a
// copy taken at start(); progress() and finished() come back on the
// reviewer's thread, and only for the latest review: cancel() or a new
// start() drops the late answers of the one before. Destroying the reviewer
// stops its search and waits for the thread.
class Reviewer : public QObject {
    Q_OBJECT

public:
    // The depth of Review game, and of every review made for a person
    // elsewhere (the puzzles of a game not yet reviewed), so that they agree.
    static constexpr int defaultDepth = 6;

    explicit Reviewer(QObject* parent = nullptr);
    ~Reviewer() override;

    // A depth (deterministic, with one thread) or, with depth 0, a time per move.
    void setSettings(const ReviewSettings& settings) { m_settings = settings; }
    [[nodiscard]] const ReviewSettings& settings() const { return m_settings; }

    // Reviews every move of `game`; false (and nothing runs) when it has none.
    bool start(const Game& game);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_id != 0; }
    // The game of the latest review, as it was when the review began.
    [[nodiscard]] const Game& game() const { return m_game; }

signals:
    void progress(int done, int total);
    void finished(const std::vector<ataxx::MoveReview>& moves);

private:
    struct Run {
        std::atomic<bool> stop{false};
    };

    ReviewSettings m_settings;
    Game m_game;
    quint64 m_id = 0;
    quint64 m_lastId = 0;
    std::shared_ptr<Run> m_run;
    std::vector<QPointer<QThread>> m_threads;
};

} // namespace ataxx

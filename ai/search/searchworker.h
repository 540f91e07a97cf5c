#pragma once

#include "position.h"
#include "search/levels.h"
#include "search/searchtypes.h"

#include <QMetaType>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

// The value types that cross threads in signals, declared before any signal
// that carries them.
Q_DECLARE_METATYPE(ataxx::SearchInfo)
Q_DECLARE_METATYPE(ataxx::Move)

namespace ataxx {

// One question for the engine: which move at this position, at this level or
// within these limits. Plain values only, so it crosses threads by copy.
struct SearchRequest {
    quint64 id = 0;
    Position position;
    // Keys of the game's earlier positions, oldest first (for repetition).
    std::vector<std::uint64_t> history;
    LevelRequest level;
    // Search threads for this request; 0 keeps the current number.
    int threads = 0;
    // The best lines reported at each depth (SearchOptions::multi_pv): 1
    // for a move to play, more for an analysis.
    int multi_pv = 1;
};

} // namespace ataxx

Q_DECLARE_METATYPE(ataxx::SearchRequest)

namespace ataxx {

// Runs searches for the app on a thread of its own (see SearchThread).
//
// Requests arrive through submit(), from any thread, and are answered in
// order with bestMove(); a searching level also sends info() after each
// depth, one for each line when the request asks for several (multi_pv).
// stop() may be called from any thread: it ends the running search at once
// and makes every request submitted before it answer at once (after one
// ply), so no one ever waits for a search nobody wants.
class SearchWorker : public QObject {
    Q_OBJECT

public:
    explicit SearchWorker(std::size_t hash_megabytes = default_hash_megabytes,
                          QObject* parent = nullptr);
    ~SearchWorker() override;

    // Thread-safe. Ids must increase from one request to the next.
    void submit(const ataxx::SearchRequest& request);
    // Thread-safe.
    void stop();

public slots:
    // Runs on the worker's thread.
    void search(const ataxx::SearchRequest& request);
    void newGame();

signals:
    void info(quint64 id, const ataxx::SearchInfo& info);
    void bestMove(quint64 id, ataxx::Move move, const ataxx::SearchInfo& info);

private:
    std::unique_ptr<Search> m_search;
    std::atomic<quint64> m_submitted{0};
    std::atomic<quint64> m_stoppedThrough{0};
};

// The app's handle on the engine: owns a SearchWorker and the QThread it
// runs on, numbers the requests, and passes on only the answers to the
// latest one, so a late answer to a question that was withdrawn (by undo, a
// new game, a side switched to human) is dropped. Destroying it stops the
// search, then quits and waits for the thread.
class SearchThread : public QObject {
    Q_OBJECT

public:
    explicit SearchThread(QObject* parent = nullptr,
                          std::size_t hash_megabytes = default_hash_megabytes);
    ~SearchThread() override;

    // Asks for a move; any earlier question is stopped and its answer dropped.
    // Returns the request's id.
    quint64 start(ataxx::SearchRequest request);
    // The current search answers at once with the best move it has.
    void stop();
    // The current search is stopped and its answer dropped.
    void cancel();
    [[nodiscard]] bool busy() const noexcept { return m_busy; }
    [[nodiscard]] quint64 currentId() const noexcept { return m_current; }
    // Clears what the engine learned (for a new game); queued behind any search.
    void newGame();

signals:
    void info(quint64 id, const ataxx::SearchInfo& info);
    void bestMove(quint64 id, ataxx::Move move, const ataxx::SearchInfo& info);

private:
    QThread m_thread;
    SearchWorker* m_worker; // owned by m_thread's event loop, deleted when it finishes
    quint64 m_next = 0;
    quint64 m_current = 0;
    bool m_busy = false;
};

} // namespace ataxx

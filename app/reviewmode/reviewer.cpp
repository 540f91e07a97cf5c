#include "reviewmode/reviewer.h"

#include <utility>

namespace ataxx {

Reviewer::Reviewer(QObject* parent)
    : QObject(parent) {
    setObjectName(QStringLiteral("reviewer"));
    m_settings.depth = defaultDepth;
}

Reviewer::~Reviewer() {
    cancel();
    for (const QPointer<QThread>& thread : m_threads)
        if (thread) thread->wait();
}

bool Reviewer::start(const Game& game) {
    cancel();
    if (game.length() == 0) return false;
    m_game = game;
    m_id = ++m_lastId;
    m_run = std::make_shared<Run>();

    // The thread owns copies of everything it reads; it answers through
    // queued calls that name the review, so a cancelled one is not heard.
    const quint64 id = m_id;
    QThread* thread =
        QThread::create([this, id, run = m_run, settings = m_settings, record = game] {
            GameReviewer reviewer(settings);
            const auto stop = [&run] { return run->stop.load(std::memory_order_relaxed); };
            std::vector<MoveReview> moves = reviewer.review_game(
                record,
                [this, id](int done, int total) {
                    QMetaObject::invokeMethod(
                        this,
                        [this, id, done, total] {
                            if (id == m_id) emit progress(done, total);
                        },
                        Qt::QueuedConnection);
                },
                stop);
            if (stop()) return;
            QMetaObject::invokeMethod(
                this,
                [this, id, moves = std::move(moves)] {
                    if (id != m_id) return;
                    m_id = 0;
                    m_run.reset();
                    emit finished(moves);
                },
                Qt::QueuedConnection);
        });
    thread->setObjectName(QStringLiteral("reviewThread"));
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    // Threads already gone are forgotten.
    std::erase_if(m_threads, [](const QPointer<QThread>& t) { return t.isNull(); });
    m_threads.emplace_back(thread);
    thread->start(QThread::LowPriority);
    return true;
}

void Reviewer::cancel() {
    if (m_run) m_run->stop.store(true, std::memory_order_relaxed);
    m_run.reset();
    m_id = 0;
}

} // namespace ataxx

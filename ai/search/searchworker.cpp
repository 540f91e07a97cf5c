#include "search/searchworker.h"

#include <algorithm>

namespace ataxx {

namespace {
void register_types() {
    qRegisterMetaType<ataxx::SearchRequest>();
    qRegisterMetaType<ataxx::SearchInfo>();
    qRegisterMetaType<ataxx::Move>();
}
} // namespace

SearchWorker::SearchWorker(std::size_t hash_megabytes, QObject* parent)
    : QObject(parent)
    , m_search(std::make_unique<Search>(hash_megabytes)) {
    register_types();
}

SearchWorker::~SearchWorker() = default;

void SearchWorker::submit(const SearchRequest& request) {
    quint64 seen = m_submitted.load();
    while (request.id > seen && !m_submitted.compare_exchange_weak(seen, request.id)) {}
    QMetaObject::invokeMethod(
        this, [this, request] { search(request); }, Qt::QueuedConnection);
}

void SearchWorker::stop() {
    const quint64 through = m_submitted.load();
    quint64 seen = m_stoppedThrough.load();
    while (through > seen && !m_stoppedThrough.compare_exchange_weak(seen, through)) {}
    m_search->stop();
}

void SearchWorker::search(const SearchRequest& request) {
    if (request.threads > 0 && request.threads != m_search->threads())
        m_search->set_threads(request.threads);
    m_search->options().multi_pv = std::max(1, request.multi_pv);
    const quint64 id = request.id;
    const auto stopped = [this, id] { return id <= m_stoppedThrough.load(); };
    const Search::Result result = play_level(
        *m_search, request.level, request.position, request.history,
        [this, id](const SearchInfo& i) { emit info(id, i); }, stopped);
    emit bestMove(id, result.best, result.info);
}

void SearchWorker::newGame() {
    m_search->new_game();
}

SearchThread::SearchThread(QObject* parent, std::size_t hash_megabytes)
    : QObject(parent)
    , m_worker(new SearchWorker(hash_megabytes)) {
    m_thread.setObjectName(QStringLiteral("search"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &SearchWorker::info, this, [this](quint64 id, const SearchInfo& i) {
        if (id == m_current && m_busy) emit info(id, i);
    });
    connect(m_worker, &SearchWorker::bestMove, this,
            [this](quint64 id, Move move, const SearchInfo& i) {
                if (id != m_current || !m_busy) return;
                m_busy = false;
                emit bestMove(id, move, i);
            });
    m_thread.start();
}

SearchThread::~SearchThread() {
    m_worker->stop();
    m_thread.quit();
    m_thread.wait();
}

quint64 SearchThread::start(SearchRequest request) {
    if (m_busy) m_worker->stop();
    request.id = ++m_next;
    m_current = request.id;
    m_busy = true;
    m_worker->submit(request);
    return request.id;
}

void SearchThread::stop() {
    if (m_busy) m_worker->stop();
}

void SearchThread::cancel() {
    if (!m_busy) return;
    m_worker->stop();
    m_busy = false;
}

void SearchThread::newGame() {
    cancel();
    QMetaObject::invokeMethod(m_worker, &SearchWorker::newGame, Qt::QueuedConnection);
}

} // namespace ataxx

#include "watch/analyser.h"

#include <QThread>

#include <algorithm>
#include <cstdlib>

namespace ataxx {

namespace {
// The analysis table: smaller than the game engine's, which it runs beside.
constexpr std::size_t hashMegabytes = 32;
} // namespace

Analyser::Analyser(QObject* parent)
    : QObject(parent) {}

Analyser::~Analyser() {
    // SearchThread's destructor stops the search and waits for its thread.
    if (m_search) m_search->disconnect(this);
}

bool Analyser::analyse(const Game& game) {
    stop();
    m_position = game.position();
    m_ply = game.ply();
    m_latest = SearchInfo();
    if (game.result().over()) return false;
    if (!m_search) {
        m_search = new SearchThread(this, hashMegabytes);
        connect(m_search, &SearchThread::info, this, [this](quint64 id, const SearchInfo& info) {
            if (id != m_id) return;
            if (info.multipv <= 1) m_latest = info;
            emit this->info(info);
            if (info.multipv > 1) return;
            // A proven result searched past its last move cannot change any more:
            // the search answers now instead of going on to the deepest depth.
            if (is_proven(info.score) && info.depth >= 2 * (score_win - std::abs(info.score)) + 2)
                m_search->stop();
        });
        connect(m_search, &SearchThread::bestMove, this,
                [this](quint64 id, Move, const SearchInfo& info) {
                    if (id != m_id) return;
                    m_id = 0;
                    if (info.depth >= m_latest.depth) m_latest = info;
                    emit finished(m_latest);
                });
    }
    SearchRequest request;
    request.position = m_position;
    request.history.reserve(static_cast<std::size_t>(game.ply()));
    for (int i = 0; i < game.ply(); ++i) request.history.push_back(game.position_at(i).key());
    request.level.level = Level::VeryHard;
    request.level.limits.infinite = true;
    request.multi_pv = m_lines;
    // One core stays free for the window.
    request.threads = std::max(1, QThread::idealThreadCount() - 1);
    m_id = m_search->start(request);
    return true;
}

void Analyser::setLineCount(int lines) {
    m_lines = std::clamp(lines, 1, 8);
}

void Analyser::stop() {
    if (m_id == 0) return;
    m_id = 0;
    m_search->cancel();
}

} // namespace ataxx

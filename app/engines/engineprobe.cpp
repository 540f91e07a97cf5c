#include "engines/engineprobe.h"

#include "engines/enginefailure.h"
#include "fen.h"

namespace ataxx {

namespace {

// The boards tried, in order: a plain rectangle, blocked cells, a hexagon.
const char* const probeFens[] = {
    "x5o/7/7/7/7/7/o5x x 0 1",
    "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
    "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1",
};

} // namespace

EngineProbe::EngineProbe(QObject* parent)
    : QObject(parent)
    , m_process(new UaiProcess(this)) {
    connect(m_process, &UaiProcess::bestMove, this, [this](quint64, Move, const SearchInfo&) {
        m_played[m_step] = true;
        next();
    });
    connect(m_process, &UaiProcess::failed, this,
            [this](quint64, UaiProcess::Failure failure, const QString& detail) {
                if (m_problem.isEmpty())
                    m_problem = EngineFailure::describe(m_engine.name.isEmpty() ? tr("The engine")
                                                                                : m_engine.name,
                                                        failure, detail);
                // An engine that does not run at all needs no more boards.
                if (failure == UaiProcess::Failure::CannotStart ||
                    failure == UaiProcess::Failure::NoHandshake) {
                    done();
                    return;
                }
                next();
            });
}

void EngineProbe::start(const ExternalEngine& engine, int moveTimeMs) {
    m_process->cancel();
    m_engine = engine;
    m_moveTimeMs = moveTimeMs;
    m_step = -1;
    m_problem.clear();
    std::fill(std::begin(m_played), std::end(m_played), false);
    m_process->setCommand(engine.command);
    next();
}

void EngineProbe::next() {
    if (++m_step >= 3) {
        done();
        return;
    }
    m_process->newGame();
    m_process->go(Game(*read_fen(probeFens[m_step])), m_moveTimeMs);
}

void EngineProbe::done() {
    m_step = -1;
    ExternalEngine engine = m_engine;
    engine.rectangles = m_played[0];
    engine.blockedCells = m_played[1] || m_played[2]; // Hexxagon has blocked cells too
    engine.hexagons = m_played[2];
    const QString name = m_process->engineName();
    m_process->shutDown();
    emit finished(engine, name, m_problem);
}

} // namespace ataxx

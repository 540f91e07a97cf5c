#include "engines/engineprobe.h"

#include "engines/enginefailure.h"

namespace ataxx {

EngineProbe::EngineProbe(QObject* parent)
    : QObject(parent)
    , m_process(new UaiProcess(this)) {
    connect(m_process, &UaiProcess::bestMove, this, [this](quint64, Move, const SearchInfo&) {
        m_engine.setPlays(allBoardFamilies[m_step], true);
        next();
    });
    connect(m_process, &UaiProcess::failed, this,
            [this](quint64, UaiProcess::Failure failure, const QString& detail) {
                onFailed(failure, detail);
            });
}

void EngineProbe::start(const ExternalEngine& engine, int moveTimeMs) {
    m_process->cancel();
    m_process->shutDown();
    m_engine = engine;
    m_engine.boards = 0;
    m_reportedName.clear();
    m_moveTimeMs = moveTimeMs;
    m_step = -1;
    m_problems.clear();
    m_details.clear();
    m_process->setCommand(engine.command);
    m_process->setOptions(engine.optionsToSend());
    next();
}

void EngineProbe::onFailed(UaiProcess::Failure failure, const QString& detail) {
    const QString name = !m_engine.name.isEmpty()             ? m_engine.name
                         : !m_process->engineName().isEmpty() ? m_process->engineName()
                                                              : tr("The engine");
    const QString output = m_process->errorOutput();
    // An engine that does not run at all needs no more boards.
    if (failure == UaiProcess::Failure::CannotStart ||
        failure == UaiProcess::Failure::NoHandshake) {
        m_problems = {EngineFailure::describe(name, failure, detail, output)};
        if (!output.trimmed().isEmpty()) m_details = output;
        m_engine.boards = 0;
        done();
        return;
    }
    const BoardFamily family = allBoardFamilies[m_step];
    m_problems << tr("It could not play %1: %2")
                      .arg(BoardFamilies::trialName(family),
                           EngineFailure::describe(name, failure, detail, output));
    m_details +=
        tr("— %1: %2")
            .arg(BoardFamilies::trialName(family), EngineFailure::describe(name, failure, detail)) +
        QLatin1Char('\n');
    if (!output.trimmed().isEmpty()) m_details += output.trimmed() + QLatin1Char('\n');
    m_details += QLatin1Char('\n');
    // Each board is tried on a fresh start: what broke here stays here.
    m_process->shutDown();
    next();
}

void EngineProbe::next() {
    if (m_reportedName.isEmpty()) m_reportedName = m_process->engineName();
    const QStringList lines = m_process->declaredOptionLines();
    if (!lines.isEmpty()) m_engine.declaredOptions = lines;
    if (++m_step >= boardFamilyCount) {
        done();
        return;
    }
    m_process->newGame();
    m_process->go(Game(BoardFamilies::representative(allBoardFamilies[m_step])), m_moveTimeMs);
}

void EngineProbe::done() {
    m_step = -1;
    if (m_reportedName.isEmpty()) m_reportedName = m_process->engineName();
    m_process->shutDown();
    emit finished(m_engine, m_reportedName, m_problems, m_details.trimmed());
}

} // namespace ataxx

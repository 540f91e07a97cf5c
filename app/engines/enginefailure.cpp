#include "engines/enginefailure.h"

namespace ataxx {

QString EngineFailure::describe(const QString& engine, UaiProcess::Failure failure,
                                const QString& detail, const QString& errorOutput) {
    const QStringList said = UaiProcess::lastLines(errorOutput, shownErrorLines);
    QString text = sentence(engine, failure, detail);
    if (!said.isEmpty())
        text +=
            QLatin1Char('\n') + tr("It wrote:") + QLatin1Char('\n') + said.join(QLatin1Char('\n'));
    return text;
}

QString EngineFailure::sentence(const QString& engine, UaiProcess::Failure failure,
                                const QString& detail) {
    switch (failure) {
    case UaiProcess::Failure::CannotStart:
        return tr("%1 could not be started (%2).").arg(engine, detail);
    case UaiProcess::Failure::NoHandshake:
        return tr("%1 did not answer as a UAI engine.").arg(engine);
    case UaiProcess::Failure::Crashed:
        return tr("%1 stopped running (%2).").arg(engine, detail);
    case UaiProcess::Failure::NoAnswer:
        return tr("%1 gave no move in time.").arg(engine);
    case UaiProcess::Failure::RejectedPosition:
        return tr("%1 cannot play this board (%2).").arg(engine, detail);
    case UaiProcess::Failure::IllegalMove:
        break;
    }
    return detail.isEmpty() ? tr("%1 gave no move.").arg(engine)
                            : tr("%1 played an illegal move (%2).").arg(engine, detail);
}

} // namespace ataxx

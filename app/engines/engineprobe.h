#pragma once

#include "engines/externalengine.h"
#include "uai/uaiprocess.h"

#include <QObject>

namespace ataxx {

// Finds out whether an external engine runs and which boards it plays: it
// asks the engine for a move on the 7×7 start, on 7×7 with blocked cells and
// on Hexxagon, one after the other, each with a short time. A board counts
// as played when the engine answered with a legal move; an error for the
// position, an illegal move, a crash or silence count against it. Nothing
// blocks: the answer comes as finished().
class EngineProbe : public QObject {
    Q_OBJECT

public:
    explicit EngineProbe(QObject* parent = nullptr);

    // Starts checking `engine` (its command and name); an earlier check ends.
    void start(const ExternalEngine& engine, int moveTimeMs = 300);
    [[nodiscard]] bool isRunning() const { return m_step >= 0; }

signals:
    // `engine` with the boards it played filled in, and its own name when it
    // gave one; `problem` says what went wrong on the first board it did not play.
    void finished(const ataxx::ExternalEngine& engine, const QString& reportedName,
                  const QString& problem);

private:
    void next();
    void done();

    UaiProcess* m_process;
    ExternalEngine m_engine;
    int m_moveTimeMs = 300;
    int m_step = -1;
    bool m_played[3] = {false, false, false};
    QString m_problem;
};

} // namespace ataxx

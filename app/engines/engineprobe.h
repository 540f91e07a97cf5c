#pragma once

#include "engines/externalengine.h"
#include "uai/uaiprocess.h"

#include <QObject>
#include <QStringList>

namespace ataxx {

// Finds out whether an external engine runs and which boards it plays: it
// asks the engine for a move on the representative board of each
// BoardFamily (7×7, 7×7 with blocked cells, 5×5, 9×9, Hexxagon, the hexagon
// of side 6), one after the other, each with a short time. A board counts as
// played when the engine answered with a legal move; an error for the
// position, an illegal move, a crash or silence count against that board
// alone (the next trial starts the engine afresh). An engine that does not
// start or does not answer the handshake is not tried further. Nothing
// blocks: the answer comes as finished().
class EngineProbe : public QObject {
    Q_OBJECT

public:
    explicit EngineProbe(QObject* parent = nullptr);

    // Starts checking `engine` (its command, name and options); an earlier check ends.
    void start(const ExternalEngine& engine, int moveTimeMs = 300);
    [[nodiscard]] bool isRunning() const { return m_step >= 0; }

signals:
    // `engine` with the boards it played and the options it declared filled
    // in, its own name when it gave one; `problems` has a line for each board
    // it could not play ("could not play 9×9: …") or for an engine that did
    // not run at all (then no board is set); `details` is everything the
    // engine wrote to its error output in the failed trials, board by board.
    void finished(const ataxx::ExternalEngine& engine, const QString& reportedName,
                  const QStringList& problems, const QString& details);

private:
    void next();
    void done();
    void onFailed(UaiProcess::Failure failure, const QString& detail);

    UaiProcess* m_process;
    ExternalEngine m_engine;
    QString m_reportedName;
    int m_moveTimeMs = 300;
    int m_step = -1;
    QStringList m_problems;
    QString m_details;
};

} // namespace ataxx

#pragma once

#include "game.h"
#include "search/searchtypes.h"
#include "search/searchworker.h" // the meta types of SearchInfo and Move

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <optional>

namespace ataxx {

// An external engine that speaks the Universal Ataxx Interface, run as a
// QProcess and spoken to without ever blocking: every step is a signal or a
// timer, so the thread that owns it (the app's GUI thread) never waits on
// the engine.
//
// go() asks for a move in the position at a game's cursor. The first request
// starts the process and shakes hands (uai / uaiok); each request then sends
// the rules the engine declared options for, `position fen <start> moves ...`
// and `isready`, and only after `readyok` the `go`, so an engine that rejects
// a position (an `info string error`, as ataxx-engine prints for a board it
// cannot play) is caught before it answers for the wrong board. Its `info`
// lines arrive as info(), its answer as bestMove() once checked for legality.
//
// Whatever goes wrong ends the request with failed(): the process cannot be
// started, it exits (a crash), it says nothing within its time (a QTimer
// deadline: the move time plus a grace period), it rejects the position, or
// its move is not legal. A crashed or hung engine is killed and started
// afresh on the next request. Every request has an id; cancel() sends `stop`
// and the answer that follows is dropped, so a stale move never reaches the
// caller.
class UaiProcess : public QObject {
    Q_OBJECT

public:
    enum class Failure {
        CannotStart,      // the command did not run
        NoHandshake,      // no `uaiok` within the handshake time
        Crashed,          // the process ended
        NoAnswer,         // no `bestmove` within the move time and the grace
        RejectedPosition, // an `info string error` for the position
        IllegalMove,      // a `bestmove` that is not a legal move here
    };
    Q_ENUM(Failure)

    explicit UaiProcess(QObject* parent = nullptr);
    ~UaiProcess() override;

    // Reaps the engine processes that were killed but have not ended yet:
    // kills each again and waits for it, at most `waitMs` each. Run by itself
    // when the application is destroyed (a Qt post routine), so that quitting
    // never leaves a running QProcess behind ("QProcess: Destroyed while
    // process is still running"); SIGKILL ends a process in moments.
    static void reapKilledProcesses(int waitMs = 500);

    // The program and its arguments, read by /bin/sh (as the match runner does).
    // A different command stops a running engine.
    void setCommand(const QString& command);
    [[nodiscard]] QString command() const { return m_command; }
    // Time over the move time before a missing answer counts as a failure
    // (default 1500 ms), and the time allowed for the handshake (default 10 s).
    void setGrace(int milliseconds) { m_graceMs = milliseconds; }
    void setHandshakeTimeout(int milliseconds) { m_handshakeMs = milliseconds; }

    // Options sent (`setoption`) before the next game, and after every restart,
    // those the engine declared; a change is sent before the next request.
    void setOptions(const QList<std::pair<QString, QString>>& options);
    // The best lines to ask for (MultiPV), sent before each request to an
    // engine that declared the option; 0 (the default) leaves the engine's
    // own setting. Each line then arrives as info() with its multipv rank.
    void setMultiPv(int lines) { m_multiPv = std::max(0, lines); }
    [[nodiscard]] int multiPv() const { return m_multiPv; }
    // Whether the engine declared MultiPV in its last handshake.
    [[nodiscard]] bool offersMultiPv() const {
        return m_options.contains(QStringLiteral("multipv"));
    }
    // The `option name ...` lines of the last handshake, as the engine wrote them.
    [[nodiscard]] QStringList declaredOptionLines() const { return m_optionLines; }
    // What the engine wrote to its error output since it was last started (the
    // last 64 KB of it): after a crash, its last words.
    [[nodiscard]] QString errorOutput() const;
    // The last `count` lines of `text` that are not blank.
    [[nodiscard]] static QStringList lastLines(const QString& text, int count);

    // The name the engine gave in `id name`, once it has; else empty.
    [[nodiscard]] QString engineName() const { return m_engineName; }
    [[nodiscard]] bool isRunning() const { return m_process != nullptr; }
    // A request is waiting for its answer.
    [[nodiscard]] bool isBusy() const { return m_request.has_value(); }

    // Asks for a move in the position at `game`'s cursor, thinking for
    // `movetimeMs`. Any earlier request is cancelled. Returns the request id.
    quint64 go(const Game& game, int movetimeMs);
    // Drops the current request; its answer is never reported.
    void cancel();
    // The next request starts with `uainewgame`.
    void newGame();
    // Asks the engine to quit and ends the process.
    void shutDown();

signals:
    void info(quint64 id, const ataxx::SearchInfo& info);
    void bestMove(quint64 id, ataxx::Move move, const ataxx::SearchInfo& info);
    // `detail` is the engine's own words: its error, its move, the exit status
    // (what it wrote to its error output is in errorOutput()).
    void failed(quint64 id, ataxx::UaiProcess::Failure failure, const QString& detail);

private:
    // Where the conversation with the engine stands.
    enum class State {
        Stopped,  // no process
        Starting, // `uai` sent, waiting for `uaiok`
        Idle,     // handshake done, nothing asked
        Checking, // position and `isready` sent, waiting for `readyok`
        Thinking, // `go` sent, waiting for `bestmove`
        Stopping, // `stop` sent for a cancelled request; its `bestmove` is dropped
    };
    struct Request {
        quint64 id = 0;
        Game game;
        int movetimeMs = 0;
        SearchInfo info;
        QString error; // an `info string error` seen while Checking
    };

    void startProcess();
    void killProcess();
    static void killProcessLater(QProcess* process);
    void send(const QString& line);
    void onReadyRead();
    void onLine(const QString& line);
    void onFinished();
    void onDeadline();
    void sendPosition();
    void fail(Failure failure, const QString& detail);
    void readInfo(const QString& line);

    QString m_command;
    QProcess* m_process = nullptr;
    State m_state = State::Stopped;
    QByteArray m_buffer;
    QByteArray m_errorTail;
    QString m_engineName;
    QStringList m_options; // option names the engine declared, lower case
    QStringList m_optionLines;
    QList<std::pair<QString, QString>> m_userOptions;
    QTimer m_deadline;
    std::optional<Request> m_request;
    quint64 m_nextId = 0;
    quint64 m_checkingId = 0; // the request whose `isready` is out
    bool m_newGame = true;
    int m_graceMs = 1500;
    int m_multiPv = 0;
    int m_handshakeMs = 10000;
};

} // namespace ataxx

#include "uai/uaiprocess.h"

#include "fen.h"
#include "notation.h"
#include "uai/uaireader.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <utility>

namespace ataxx {

namespace {

// A line longer than this is not UAI; it is dropped rather than kept growing.
constexpr qsizetype maxLineLength = 1 << 20;
// What the engine wrote to its error output is kept up to this size (its
// end), for the person to read when it fails.
constexpr qsizetype maxErrorTail = 64 * 1024;

QString stuckRuleText(StuckRule rule) {
    switch (rule) {
    case StuckRule::End:
        return QStringLiteral("end");
    case StuckRule::Fill:
        return QStringLiteral("fill");
    case StuckRule::Pass:
        break;
    }
    return QStringLiteral("pass");
}

} // namespace

UaiProcess::UaiProcess(QObject* parent)
    : QObject(parent) {
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &UaiProcess::onDeadline);
}

UaiProcess::~UaiProcess() {
    // Killed, not asked: nobody is left to wait for a polite exit. Every
    // process still going (the current one, one told to quit) is handed over
    // to be reaped without waiting here.
    if (m_process) m_process->disconnect(this);
    m_process = nullptr;
    for (QProcess* process : findChildren<QProcess*>(Qt::FindDirectChildrenOnly)) {
        process->disconnect(this);
        killProcessLater(process);
    }
}

void UaiProcess::setOptions(const QList<std::pair<QString, QString>>& options) {
    if (options == m_userOptions) return;
    m_userOptions = options;
    m_newGame = true; // sent before the next request
}

void UaiProcess::setCommand(const QString& command) {
    if (command == m_command) return;
    cancel();
    killProcess();
    m_command = command;
    m_engineName.clear();
}

quint64 UaiProcess::go(const Game& game, int movetimeMs) {
    cancel();
    m_request = Request{++m_nextId, game, std::max(1, movetimeMs), {}, {}};
    const quint64 id = m_request->id;
    switch (m_state) {
    case State::Stopped:
        startProcess();
        break;
    case State::Idle:
        sendPosition();
        break;
    case State::Starting:
    case State::Checking:
    case State::Thinking:
    case State::Stopping:
        // The handshake, an earlier `isready` or the dropped answer comes
        // first; the request goes out after it.
        break;
    }
    return id;
}

void UaiProcess::cancel() {
    if (!m_request) return;
    m_request.reset();
    if (m_state == State::Thinking) {
        send(QStringLiteral("stop"));
        m_state = State::Stopping;
        m_deadline.start(m_graceMs);
    }
}

void UaiProcess::newGame() {
    m_newGame = true;
}

void UaiProcess::shutDown() {
    cancel();
    if (!m_process) return;
    QProcess* process = std::exchange(m_process, nullptr);
    process->disconnect(this);
    m_state = State::Stopped;
    m_deadline.stop();
    process->write("quit\n");
    process->closeWriteChannel();
    // An engine that does not quit by itself is killed a moment later.
    QTimer::singleShot(1000, process, [process] { killProcessLater(process); });
    connect(process, &QProcess::finished, process, &QObject::deleteLater, Qt::UniqueConnection);
}

void UaiProcess::startProcess() {
    killProcess();
    m_process = new QProcess(this);
    m_buffer.clear();
    m_options.clear();
    m_optionLines.clear();
    m_newGame = true;
    m_state = State::Starting;
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UaiProcess::onReadyRead);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        QByteArray& tail = m_errorTail;
        tail += m_process->readAllStandardError();
        if (tail.size() > maxErrorTail) tail = tail.right(maxErrorTail);
    });
    connect(m_process, &QProcess::finished, this, &UaiProcess::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            const QString why = m_process->errorString();
            killProcess();
            fail(Failure::CannotStart, why);
        }
    });
    m_errorTail.clear();
    // "exec" so that the engine itself is our child, not a shell around it.
    m_process->start(QStringLiteral("/bin/sh"),
                     {QStringLiteral("-c"), QStringLiteral("exec ") + m_command});
    send(QStringLiteral("uai"));
    m_deadline.start(m_handshakeMs);
}

void UaiProcess::killProcess() {
    m_deadline.stop();
    m_state = State::Stopped;
    if (!m_process) return;
    QProcess* process = std::exchange(m_process, nullptr);
    process->disconnect(this);
    killProcessLater(process);
}

void UaiProcess::killProcessLater(QProcess* process) {
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    // Reaped when it has gone, without waiting for it here. It belongs to the
    // application meanwhile, so that it may outlive this object but not the
    // program: at the latest the application's end reaps it.
    QCoreApplication* app = QCoreApplication::instance();
    connect(process, &QProcess::finished, process, &QObject::deleteLater, Qt::UniqueConnection);
    process->kill();
    if (app && app->thread() == process->thread()) {
        process->setParent(app);
        // The application's end reaps what its event loop did not (a process
        // killed as the window closed): before it deletes its children.
        static bool reaperAdded = false;
        if (!std::exchange(reaperAdded, true)) qAddPostRoutine([] { reapKilledProcesses(); });
    } else {
        // No application to hand it to: reaped here, briefly (it was killed).
        process->waitForFinished(500);
    }
}

void UaiProcess::reapKilledProcesses(int waitMs) {
    QCoreApplication* app = QCoreApplication::instance();
    if (!app) return;
    for (QProcess* process : app->findChildren<QProcess*>(Qt::FindDirectChildrenOnly)) {
        if (process->state() == QProcess::NotRunning) continue;
        process->kill();
        process->waitForFinished(waitMs);
    }
}

void UaiProcess::send(const QString& line) {
    if (m_process) m_process->write((line + QLatin1Char('\n')).toUtf8());
}

void UaiProcess::sendPosition() {
    const Game& game = m_request->game;
    const Rules& rules = game.rules();
    if (m_newGame) {
        // The person's settings first, as a game starts: only options the
        // engine declared.
        for (const auto& [name, value] : std::as_const(m_userOptions))
            if (m_options.contains(name.toLower()))
                send(QStringLiteral("setoption name %1 value %2").arg(name, value));
        send(QStringLiteral("uainewgame"));
        m_newGame = false;
    }
    // Only options the engine declared: others would be errors.
    if (m_options.contains(QStringLiteral("stuckrule")))
        send(QStringLiteral("setoption name StuckRule value ") + stuckRuleText(rules.stuck));
    if (m_options.contains(QStringLiteral("halfmovelimit")))
        send(QStringLiteral("setoption name HalfmoveLimit value %1").arg(rules.halfmove_limit));
    if (m_multiPv > 0 && m_options.contains(QStringLiteral("multipv")))
        send(QStringLiteral("setoption name MultiPV value %1").arg(m_multiPv));
    if (m_options.contains(QStringLiteral("repetition")))
        send(QStringLiteral("setoption name Repetition value ") +
             (rules.threefold_repetition ? QStringLiteral("true") : QStringLiteral("false")));
    const Geometry& geometry = game.start_position().geometry();
    QString position =
        QStringLiteral("position fen ") + QString::fromStdString(write_fen(game.start_position()));
    if (game.ply() > 0) {
        position += QStringLiteral(" moves");
        for (int i = 0; i < game.ply(); ++i)
            position += QLatin1Char(' ') +
                        QString::fromStdString(move_to_string(geometry, game.move_at(i)));
    }
    send(position);
    send(QStringLiteral("isready"));
    m_request->error.clear();
    m_checkingId = m_request->id;
    m_state = State::Checking;
    m_deadline.start(m_handshakeMs);
}

void UaiProcess::onReadyRead() {
    m_buffer += m_process->readAllStandardOutput();
    qsizetype newline = 0;
    while ((newline = m_buffer.indexOf('\n')) >= 0) {
        QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        if (line.endsWith('\r')) line.chop(1);
        onLine(QString::fromUtf8(line).trimmed());
        // The line may have ended the process (a failure).
        if (!m_process) return;
    }
    if (m_buffer.size() > maxLineLength) m_buffer.clear();
}

void UaiProcess::onLine(const QString& line) {
    switch (m_state) {
    case State::Starting:
        if (line.startsWith(QLatin1StringView("id name "))) {
            m_engineName = line.mid(8).trimmed();
        } else if (const auto option = read_uai_option(line.toStdString())) {
            m_options << QString::fromStdString(option->name).toLower();
            m_optionLines << line;
        } else if (line == QLatin1StringView("uaiok")) {
            m_deadline.stop();
            m_state = State::Idle;
            if (m_request) sendPosition();
        }
        return;
    case State::Checking:
        if (line.startsWith(QLatin1StringView("info string error"))) {
            if (m_request && m_request->id == m_checkingId) {
                const qsizetype colon = line.indexOf(QLatin1Char(':'));
                m_request->error = colon >= 0 ? line.mid(colon + 1).trimmed() : line.mid(17);
            }
        } else if (line == QLatin1StringView("readyok")) {
            m_deadline.stop();
            m_state = State::Idle;
            if (!m_request) return;
            if (m_request->id != m_checkingId) {
                sendPosition();
            } else if (!m_request->error.isEmpty()) {
                fail(Failure::RejectedPosition, m_request->error);
            } else {
                send(QStringLiteral("go movetime %1").arg(m_request->movetimeMs));
                m_state = State::Thinking;
                m_deadline.start(m_request->movetimeMs + m_graceMs);
            }
        }
        return;
    case State::Thinking:
        if (line.startsWith(QLatin1StringView("info "))) {
            readInfo(line);
        } else if (line.startsWith(QLatin1StringView("bestmove"))) {
            m_deadline.stop();
            m_state = State::Idle;
            const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString text = words.size() > 1 ? words[1] : QString();
            const Position& position = m_request->game.position();
            const auto move = read_move(position, text.toStdString());
            if (!move) {
                fail(Failure::IllegalMove, text);
                return;
            }
            const Request request = std::move(*m_request);
            m_request.reset();
            emit bestMove(request.id, *move, request.info);
        }
        return;
    case State::Stopping:
        if (line.startsWith(QLatin1StringView("bestmove"))) {
            m_deadline.stop();
            m_state = State::Idle;
            if (m_request) sendPosition();
        }
        return;
    case State::Stopped:
    case State::Idle:
        return;
    }
}

void UaiProcess::onFinished() {
    const QString detail = m_process->exitStatus() == QProcess::CrashExit
                               ? tr("killed by a signal")
                               : tr("exit status %1").arg(m_process->exitCode());
    const bool starting = m_state == State::Starting;
    killProcess();
    if (!m_request) return;
    // An engine that is gone before its handshake never ran: a wrong command.
    // What it wrote to its error output stays readable (errorOutput()).
    fail(starting ? Failure::CannotStart : Failure::Crashed, detail);
}

QString UaiProcess::errorOutput() const {
    return QString::fromUtf8(m_errorTail);
}

QStringList UaiProcess::lastLines(const QString& text, int count) {
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty()) lines << line.trimmed();
    return lines.mid(std::max<qsizetype>(0, lines.size() - count));
}

void UaiProcess::onDeadline() {
    switch (m_state) {
    case State::Starting:
        killProcess();
        if (m_request) fail(Failure::NoHandshake, {});
        return;
    case State::Checking:
    case State::Thinking:
        killProcess();
        if (m_request) fail(Failure::NoAnswer, {});
        return;
    case State::Stopping:
        // It did not give up the cancelled search: start afresh for the next request.
        killProcess();
        if (m_request) startProcess();
        return;
    case State::Stopped:
    case State::Idle:
        return;
    }
}

void UaiProcess::fail(Failure failure, const QString& detail) {
    if (!m_request) return;
    const quint64 id = m_request->id;
    m_request.reset();
    emit failed(id, failure, detail);
}

void UaiProcess::readInfo(const QString& line) {
    SearchInfo info = m_request->info;
    if (!read_uai_info(line.toStdString(), m_request->game.position(), info)) return;
    // The answer's report is the best line's; the others are passed on only.
    if (info.multipv <= 1) m_request->info = info;
    emit this->info(m_request->id, info);
}

} // namespace ataxx

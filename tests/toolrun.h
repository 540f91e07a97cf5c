#pragma once

// A tool of the project run as a process with these arguments, its input
// closed: its exit status (-1 when it did not start, crashed or did not end
// in time) and what it printed on each channel.

#include <QProcess>
#include <QString>
#include <QStringList>

struct ToolRun {
    int exit_code = -1;
    QString out;
    QString err;
};

inline ToolRun runTool(const QString& program, const QStringList& arguments,
                       int timeoutMs = 300000) {
    QProcess process;
    process.start(program, arguments);
    ToolRun r;
    if (!process.waitForStarted(60000)) return r;
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(10000);
        return r;
    }
    r.exit_code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

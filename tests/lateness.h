#pragma once

// For tests that the GUI thread never waits: how late a 10 ms timer on this
// thread fires at worst, in milliseconds, while `until` is false (at most
// `timeoutMs`). The event loop runs meanwhile.

#include <QElapsedTimer>
#include <QObject>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>

inline qint64 worstLatenessWhile(const std::function<bool()>& until, int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 worst = 0;
    QTimer tick;
    tick.setInterval(10);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        worst = std::max(worst, now - last - 10);
        last = now;
    });
    tick.start();
    static_cast<void>(QTest::qWaitFor(until, timeoutMs));
    return worst;
}

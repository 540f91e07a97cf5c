#pragma once

// For tests that the GUI thread never waits: how late a 10 ms timer on this
// thread fires at worst, in milliseconds, while `until` is false (at most
// `timeoutMs`). The event loop runs meanwhile. A stretch with no tick at all
// before the end counts too, so a thread held up to the end is seen.
//
// A loaded machine makes a timer late by tens of milliseconds, now and then
// by hundreds: compare the result with what a thread that waited would lose
// (make that seconds: a long move, a long time per move), never with a frame.

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
    return std::max(worst, clock.elapsed() - last - 10);
}

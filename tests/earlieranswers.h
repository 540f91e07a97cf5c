#pragma once

// For tests that the computer did not move after its search was withdrawn
// (undo, a new game, a pause, a side made human): instead of sleeping and
// hoping a stray answer would have shown up by then, wait until it must
// have. The controller's engine is one SearchThread whose worker answers
// its questions in order, so once it has answered one more question, asked
// now, every earlier answer (dropped or played) has reached the controller.
// The question goes straight to the engine with an id the controller does
// not know, so the controller drops its answer too. Only while the
// controller neither thinks nor hints, so it withdraws nothing of its own.

#include "game/gamecontroller.h"
#include "search/searchworker.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

[[nodiscard]] inline bool waitForEarlierAnswers(ataxx::GameController* controller, int timeoutMs) {
    using namespace ataxx;
    auto* engine = controller->findChild<SearchThread*>();
    if (!engine || controller->isThinking() || controller->isHinting()) return false;
    QSignalSpy answers(engine, &SearchThread::bestMove);
    SearchRequest probe;
    probe.position = controller->game().position();
    probe.level.level = Level::VeryEasy;
    const quint64 id = engine->start(probe);
    const auto answered = [&answers, id] {
        return std::any_of(answers.cbegin(), answers.cend(),
                           [id](const QList<QVariant>& a) { return a[0].value<quint64>() == id; });
    };
    return QTest::qWaitFor(answered, timeoutMs);
}

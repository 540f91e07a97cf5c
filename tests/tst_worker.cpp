// The search worker the app uses: answers arrive on the GUI thread, stopping
// answers at once, and a withdrawn request's answer never arrives.
#include "fen.h"
#include "search/searchworker.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace ataxx;

class TestWorker : public QObject {
    Q_OBJECT

private slots:
    void theAnswerArrivesWithALegalMove();
    void infoRecordsArriveForEveryDepth();
    void aStoppedSearchAnswersAtOnce();
    void aNewRequestMakesTheOldAnswerStale();
    void aCancelledSearchNeverAnswers();
    void aRequestStoppedBeforeItStartsStillAnswers();
    void destroyingTheThreadStopsAThinkingSearch();
};

namespace {
// Waits for an answer, with room for a machine under full load: it costs
// nothing when the answer comes early.
constexpr int answer_timeout_ms = 60000;

SearchRequest request_at(Level level, const Position& p = Position()) {
    SearchRequest r;
    r.position = p;
    r.level.level = level;
    r.threads = 1;
    return r;
}
SearchRequest infinite_request() {
    SearchRequest r = request_at(Level::VeryHard);
    r.level.limits.infinite = true;
    return r;
}
} // namespace

void TestWorker::theAnswerArrivesWithALegalMove() {
    for (const Position& p : {Position(), Position::hexxagon()}) {
        SearchThread engine;
        QSignalSpy answers(&engine, &SearchThread::bestMove);
        const quint64 id = engine.start(request_at(Level::Hard, p));
        QVERIFY(engine.busy());
        QVERIFY(answers.wait(answer_timeout_ms));
        QCOMPARE(answers.count(), 1);
        QCOMPARE(answers[0][0].value<quint64>(), id);
        QVERIFY(p.is_legal(answers[0][1].value<Move>()));
        QVERIFY(!engine.busy());
    }
}

void TestWorker::infoRecordsArriveForEveryDepth() {
    SearchThread engine;
    QSignalSpy infos(&engine, &SearchThread::info);
    QSignalSpy answers(&engine, &SearchThread::bestMove);
    SearchRequest r = request_at(Level::VeryHard);
    r.level.limits.depth = 5;
    engine.start(r);
    QVERIFY(answers.wait(answer_timeout_ms));
    QCOMPARE(infos.count(), 5);
    for (int i = 0; i < infos.count(); ++i) {
        const auto info = infos[i][1].value<SearchInfo>();
        QCOMPARE(info.depth, i + 1);
        QVERIFY(!info.pv.empty());
    }
}

void TestWorker::aStoppedSearchAnswersAtOnce() {
    SearchThread engine;
    QSignalSpy infos(&engine, &SearchThread::info);
    QSignalSpy answers(&engine, &SearchThread::bestMove);
    engine.start(infinite_request());
    // It is thinking, and goes on deeper without stopping by itself.
    QTRY_VERIFY_WITH_TIMEOUT(infos.count() >= 3, answer_timeout_ms);
    QCOMPARE(answers.count(), 0);
    QElapsedTimer clock;
    clock.start();
    engine.stop();
    QVERIFY(answers.wait(answer_timeout_ms));
    qInfo("answer %lld ms after stop()", static_cast<long long>(clock.elapsed()));
    QVERIFY(Position().is_legal(answers[0][1].value<Move>()));
}

void TestWorker::aNewRequestMakesTheOldAnswerStale() {
    SearchThread engine;
    QSignalSpy infos(&engine, &SearchThread::info);
    QSignalSpy answers(&engine, &SearchThread::bestMove);
    const quint64 old_id = engine.start(infinite_request());
    QVERIFY(infos.wait(answer_timeout_ms)); // the old search is thinking
    const Position hex = Position::hexxagon();
    SearchRequest fresh = request_at(Level::Easy, hex);
    const quint64 new_id = engine.start(fresh);
    QCOMPARE_NE(new_id, old_id);
    // The worker answers in order, so the old answer reached the handle
    // before the new one: it was dropped if the new one came alone.
    QVERIFY(answers.wait(answer_timeout_ms));
    QCOMPARE(answers.count(), 1);
    QCOMPARE(answers[0][0].value<quint64>(), new_id);
    QVERIFY(hex.is_legal(answers[0][1].value<Move>()));
}

void TestWorker::aCancelledSearchNeverAnswers() {
    SearchThread engine;
    QSignalSpy infos(&engine, &SearchThread::info);
    QSignalSpy answers(&engine, &SearchThread::bestMove);
    engine.start(infinite_request());
    QVERIFY(infos.wait(answer_timeout_ms)); // it is thinking
    engine.cancel();
    QVERIFY(!engine.busy());
    // The engine is free for the next question. The worker answers in
    // order, so the cancelled answer reached the handle before this one's:
    // it was dropped if this one comes alone.
    const quint64 next_id = engine.start(request_at(Level::Easy));
    QVERIFY(answers.wait(answer_timeout_ms));
    QCOMPARE(answers.count(), 1);
    QCOMPARE(answers[0][0].value<quint64>(), next_id);
}

void TestWorker::aRequestStoppedBeforeItStartsStillAnswers() {
    // Straight on the worker: the stop lands before the queued request runs.
    QThread thread;
    auto* worker = new SearchWorker(16);
    worker->moveToThread(&thread);
    connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.start();
    QSignalSpy answers(worker, &SearchWorker::bestMove);
    SearchRequest r = infinite_request();
    r.id = 7;
    worker->submit(r);
    worker->stop();
    QVERIFY(answers.wait(answer_timeout_ms));
    QCOMPARE(answers[0][0].value<quint64>(), quint64{7});
    QVERIFY(Position().is_legal(answers[0][1].value<Move>()));
    thread.quit();
    thread.wait();
}

void TestWorker::destroyingTheThreadStopsAThinkingSearch() {
    QElapsedTimer clock;
    clock.start();
    {
        SearchThread engine;
        QSignalSpy infos(&engine, &SearchThread::info);
        engine.start(infinite_request());
        QVERIFY(infos.wait(answer_timeout_ms));
    }
    // Reaching this line at all is the test: an infinite search did not hold it up.
    QVERIFY(clock.elapsed() < 60000);
}

QTEST_MAIN(TestWorker)
#include "tst_worker.moc"

// The ataxx-engine command line, run as a user runs it.
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void perftPrintsTheCountOnItsLastLine_data();
    void perftPrintsTheCountOnItsLastLine();
    void aBadFenIsReportedAndExitsWithOne();

private:
    struct Run {
        int exit_code;
        QString out;
        QString err;
    };
    static Run run(const QStringList& arguments) {
        QProcess process;
        process.start(QStringLiteral(ATAXX_ENGINE_PATH), arguments);
        if (!process.waitForFinished(60000)) {
            process.kill();
            return {-1, {}, QStringLiteral("timed out")};
        }
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }
};

void TestEngine::perftPrintsTheCountOnItsLastLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("nodes");
    QTest::newRow("default start") << QStringList{"perft", "4"} << "155888";
    QTest::newRow("FEN in one argument")
        << QStringList{"perft", "3", "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"} << "4184";
    QTest::newRow("FEN in several arguments")
        << QStringList{"perft", "3", "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o", "x", "0", "1"} << "16548";
}

void TestEngine::perftPrintsTheCountOnItsLastLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, nodes);
    const Run r = run(arguments);
    QCOMPARE(r.exit_code, 0);
    const QStringList lines = r.out.trimmed().split('\n');
    static const QRegularExpression last(QStringLiteral("^nodes (\\d+) time (\\d+) nps (\\d+)$"));
    const auto match = last.match(lines.last());
    QVERIFY2(match.hasMatch(), qPrintable(lines.last()));
    QCOMPARE(match.captured(1), nodes);
}

void TestEngine::aBadFenIsReportedAndExitsWithOne() {
    const Run r = run({"perft", "2", "x5o/7/7/7/7/8/o5x x 0 1"});
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.contains("row 6 has 8 cells where 7 were expected"), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_MAIN(TestEngine)
#include "tst_engine.moc"

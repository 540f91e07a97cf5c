// The SPSA tuner (ataxx-spsa, match/spsa.h): a run stopped and resumed from
// its state file writes what the unbroken run writes; a bad state file, or
// one naming a number the engine no longer has, is refused with the file,
// the line and what is wrong; the step and the rate follow the schedule.
#include "match/spsa.h"
#include "testfiles.h"
#include "toolrun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ataxx;
using namespace ataxx::test;

namespace {

using Run = ToolRun;

Run spsa(const QStringList& arguments) {
    return runTool(QStringLiteral(ATAXX_SPSA_PATH), arguments);
}

const QString engine = QStringLiteral("uai:" ATAXX_ENGINE_PATH "|Threads=1|Hash=4");

// A state file's text with `params` as its parameter lines.
std::string state_text(const std::string& params) {
    return "engine uai:./engine\nnodes 200\nboard 7x7\niterations 100\n" + params;
}

} // namespace

class TestSpsa : public QObject {
    Q_OBJECT

private slots:
    void aStoppedRunGoesOnAsAnUnbrokenOne();
    void aBadStateFileIsRefusedWithWhatAndWhere_data();
    void aBadStateFileIsRefusedWithWhatAndWhere();
    void aNumberTheEngineNoLongerHasIsRefusedWithItsLine();
    void theStepAndRateReachTheirEndValuesAtTheLastPair();
    void theStateReadsBackExactlyAsItWasWritten();
};

// Four pairs at 200 nodes a move in one run, and the same four as two runs of
// two from a copy of the state: the same file, byte for byte.
void TestSpsa::aStoppedRunGoesOnAsAnUnbrokenOne() {
    QTemporaryDir dir;
    const QString whole = dir.filePath("whole.spsa");
    const QString parts = dir.filePath("parts.spsa");
    const Run init = spsa({"init", "--nodes", "200", "--params", "lmr_div,rfp_margin",
                           "--iterations", "50", "--seed", "3", engine, whole});
    QVERIFY2(init.exit_code == 0, qPrintable(init.err));
    const QByteArray fresh = contents(whole);
    QVERIFY(fresh.contains("param lmr_div 220 50 1000 22 0.002\n"));
    QVERIFY(QFile::copy(whole, parts));

    const Run four = spsa({"run", "--pairs", "4", whole});
    QVERIFY2(four.exit_code == 0, qPrintable(four.err));
    QVERIFY2(four.out.contains("pairs 4/50  games +"), qPrintable(four.out));
    for (int i = 0; i < 2; ++i) {
        const Run two = spsa({"run", "--pairs", "2", parts});
        QVERIFY2(two.exit_code == 0, qPrintable(two.err));
    }
    const QByteArray after = contents(whole);
    QVERIFY(after.contains("pairs 4\n"));
    QVERIFY(after != fresh);
    QCOMPARE(contents(parts), after);
    QVERIFY(!QFile::exists(whole + ".new"));
}

void TestSpsa::aBadStateFileIsRefusedWithWhatAndWhere_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const std::string good = "param lmr_div 220 50 1000 22 0.002\n";
    QTest::newRow("value out of range")
        << QString::fromStdString(state_text(good + "param rfp_margin 4000 0 2000 4 0.002\n"))
        << "run.spsa line 6: parameter 'rfp_margin': the value '4000' is not a number from 0 "
           "to 2000";
    QTest::newRow("a word for a number")
        << QString::fromStdString(state_text("param lmr_div 220 50 1000 big 0.002\n"))
        << "run.spsa line 5: parameter 'lmr_div': c_end 'big' is not a number above 0";
    QTest::newRow("too few values") << QString::fromStdString(state_text("param lmr_div 220\n"))
                                    << "run.spsa line 5: 'param' takes six values";
    QTest::newRow("twice") << QString::fromStdString(state_text(good + good))
                           << "run.spsa line 6: parameter 'lmr_div' a second time (line 5)";
    QTest::newRow("unknown setting") << QString::fromStdString(state_text(good + "alhpa 0.6\n"))
                                     << "run.spsa line 6: unknown setting 'alhpa'";
    QTest::newRow("two time controls") << QString::fromStdString(state_text(good + "tc 2+0.02\n"))
                                       << "run.spsa line 6: a second time control ('tc')";
    QTest::newRow("not a UAI engine")
        << QString::fromStdString("engine very-hard\nnodes 200\n" + good)
        << "run.spsa line 1: the engine is 'uai:COMMAND[|Option=Value...]', not 'very-hard'";
    QTest::newRow("nothing to tune")
        << QString::fromStdString(state_text("")) << "run.spsa: no 'param' line: nothing to tune";
    QTest::newRow("no such board")
        << QString::fromStdString("engine uai:./engine\nnodes 200\nboard 7x8\n" + good)
        << "run.spsa: board '7x8'";
}

void TestSpsa::aBadStateFileIsRefusedWithWhatAndWhere() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    std::string why;
    QVERIFY(!read_spsa_state(text.toStdString(), "run.spsa", why));
    QVERIFY2(QString::fromStdString(why).startsWith(error), why.c_str());
}

// Another engineer may take a number out of the engine: the run names it and
// its line, and plays nothing.
void TestSpsa::aNumberTheEngineNoLongerHasIsRefusedWithItsLine() {
    QTemporaryDir dir;
    const QString path = dir.filePath("gone.spsa");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("engine %1\nnodes 200\nparam lmr_div 220 50 1000 22 0.002\n"
                                  "param tm_gone 100 10 1000 10 0.002\n")
                       .arg(engine)
                       .toUtf8());
    }
    const Run r = spsa({"run", path});
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.contains(path + " line 4: parameter 'tm_gone': the engine has no spin "
                                   "option of that name"),
             qPrintable(r.err));
    QVERIFY(contents(path).contains("pairs") == false); // not rewritten
    const Run missing = spsa({"run", dir.filePath("none.spsa")});
    QCOMPARE(missing.exit_code, 1);
    QVERIFY2(missing.err.contains("none.spsa: cannot read the file"), qPrintable(missing.err));
}

// At the N-th pair the step is c_end and a pair won 2-0 moves a number by
// 2 * r_end * c_end; at the first the step is c_end * N^gamma.
void TestSpsa::theStepAndRateReachTheirEndValuesAtTheLastPair() {
    std::string error;
    auto state = read_spsa_state(state_text("param lmr_div 220 50 1000 22 0.002\n"), "s", error);
    QVERIFY2(state, error.c_str());
    state->big_a = 10;
    const SpsaPoint first = spsa_point(*state, 0);
    QVERIFY(std::abs(first.step[0] - 22 * std::pow(100.0, 0.101)) < 1e-9);
    const SpsaPoint last = spsa_point(*state, 99);
    QVERIFY(std::abs(last.step[0] - 22) < 1e-9);
    QCOMPARE(last.plus[0], last.sign[0] > 0 ? 242 : 198);
    QCOMPARE(last.minus[0], last.sign[0] > 0 ? 198 : 242);
    spsa_update(*state, last, 2, 0, 0);
    QVERIFY(std::abs(state->parameters[0].value - (220 + last.sign[0] * 2 * 0.002 * 22)) < 1e-9);
    QCOMPARE(state->pairs, 1);
    QCOMPARE(state->wins, 2);
}

// A resumed run starts from the values read back, so they must be the very
// numbers the run had, to the last bit.
void TestSpsa::theStateReadsBackExactlyAsItWasWritten() {
    std::string error;
    auto state = read_spsa_state(state_text("param lmr_div 220 50 1000 22 0.002\n"), "s", error);
    QVERIFY2(state, error.c_str());
    state->parameters[0].value = 220.0 + 1.0 / 3;
    state->parameters[0].r_end = 0.1 / 3;
    state->big_a = 1e3 / 7;
    state->pairs = 12;
    state->wins = 7;
    const std::string text = spsa_state_text(*state);
    const auto back = read_spsa_state(text, "s", error);
    QVERIFY2(back, error.c_str());
    QVERIFY(back->parameters[0].value == state->parameters[0].value);
    QVERIFY(back->parameters[0].r_end == state->parameters[0].r_end);
    QVERIFY(back->big_a == state->big_a);
    QCOMPARE(back->pairs, 12);
    QCOMPARE(spsa_state_text(*back), text);
}

QTEST_GUILESS_MAIN(TestSpsa)
#include "tst_spsa.moc"

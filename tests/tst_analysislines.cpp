// The engine's best lines (MultiPV) in the engine output, as a person uses
// them: the analysis shows the lines it was asked for, best first, each with
// its score, depth and moves; a click (or Space) on a move of a line asks for
// the line up to that move, Add for the whole line; fewer lines are shown
// once the count is lowered; a computer's section keeps its table and words
// to the best line; and every button reads as a sentence.

#include "fen.h"
#include "notation.h"
#include "watch/analyser.h"
#include "watch/enginelines.h"
#include "watch/engineoutputpanel.h"

#include <QEnterEvent>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>
#include <QtTest>

#include <set>

using namespace ataxx;

namespace {

// What the panel's line signals asked for: where the line starts and its moves.
struct Asked {
    std::uint64_t from = 0;
    std::vector<Move> moves;
};

// Records each lineChosen (or, with `keep`, each variationRequested).
std::vector<Asked>* recordLines(EngineOutputPanel* panel, bool keep) {
    auto* asked = new std::vector<Asked>;
    const auto record = [asked](const Position& from, const std::vector<Move>& moves) {
        asked->push_back({from.key(), moves});
    };
    if (keep)
        QObject::connect(panel, &EngineOutputPanel::variationRequested, panel, record);
    else
        QObject::connect(panel, &EngineOutputPanel::lineChosen, panel, record);
    QObject::connect(panel, &QObject::destroyed, [asked] { delete asked; });
    return asked;
}

using Section = EngineOutputPanel::Section;

// A middle game with many moves for both sides.
constexpr const char* middleGame = "7/1xx4/2xoo2/2oxo2/3ox2/7/7 o 0 6";

// Room for a machine under full load; it costs nothing when the lines come early.
constexpr int searchTimeoutMs = 120000;

Position positionOf(const char* fen) {
    const auto position = read_fen(fen);
    if (!position) qFatal("bad FEN in test: %s", fen);
    return *position;
}

SearchInfo report(const Position& position, int rank, int depth, int score,
                  const std::vector<const char*>& moves) {
    SearchInfo info;
    info.multipv = rank;
    info.depth = depth;
    info.score = score;
    Position p = position;
    for (const char* text : moves) {
        const auto move = read_move(p, text);
        if (!move) qFatal("bad move in test: %s", text);
        info.pv.push_back(*move);
        p.play(*move);
    }
    return info;
}

} // namespace

class TestAnalysisLines : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void theAnalysisShowsItsThreeBestLinesWithScoresAndDepths();
    void clickingAMoveOfTheSecondLineAsksForThatLineUpToTheMove();
    void spaceOnAMoveAndAddWorkFromTheKeyboard();
    void loweringTheCountShowsFewerLines();
    void aComputersSectionKeepsItsTableToTheBestLine();
    void reportsThatDoNotFitThePositionAreLeftOut();
    void theLinesHoldStillWhileTheMouseIsOverThem();

private:
    // Analyses the middle game until three lines of depth 4 or more are
    // shown, then stops it, so that the lines hold still.
    void analyseUntilThreeLines();

    std::unique_ptr<EngineOutputPanel> m_panel;
    std::unique_ptr<Analyser> m_analyser;
    Position m_position;
};

void TestAnalysisLines::init() {
    m_panel = std::make_unique<EngineOutputPanel>();
    m_panel->setSectionVisible(Section::Analysis, true);
    m_panel->resize(420, 700);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    m_analyser = std::make_unique<Analyser>();
    QObject::connect(m_analyser.get(), &Analyser::info, m_panel.get(),
                     [this](const SearchInfo& info) { m_panel->addInfo(Section::Analysis, info); });
    m_position = positionOf(middleGame);
}

void TestAnalysisLines::cleanup() {
    m_analyser.reset();
    m_panel.reset();
}

void TestAnalysisLines::analyseUntilThreeLines() {
    m_analyser->setLineCount(m_panel->analysisLines());
    const Game game(m_position);
    m_panel->beginSearch(Section::Analysis, m_position, 0);
    QVERIFY(m_analyser->analyse(game));
    const EngineLines* lines = m_panel->lines(Section::Analysis);
    QTRY_VERIFY_WITH_TIMEOUT(lines->lineCount() == 3 && lines->line(3).depth >= 4 &&
                                 lines->line(1).depth == lines->line(3).depth &&
                                 lines->line(2).pv.size() >= 2,
                             searchTimeoutMs);
    m_analyser->stop();
}

void TestAnalysisLines::theAnalysisShowsItsThreeBestLinesWithScoresAndDepths() {
    QCOMPARE(m_panel->analysisLines(), 3); // the default
    analyseUntilThreeLines();
    const EngineLines* lines = m_panel->lines(Section::Analysis);
    QVERIFY(lines->isVisible());
    std::set<std::string> firstMoves;
    for (int rank = 1; rank <= 3; ++rank) {
        const SearchInfo& line = lines->line(rank);
        QVERIFY(m_position.is_legal(line.pv.front()));
        firstMoves.insert(move_to_string(m_position.geometry(), line.pv.front()));
        if (rank > 1) QVERIFY(line.score <= lines->line(rank - 1).score);
        // What a screen reader reads of the row: its rank, score, depth and moves.
        const QString text = lines->lineText(rank);
        QVERIFY2(text.startsWith(QStringLiteral("Line %1: ").arg(rank)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("depth %1").arg(line.depth)), qPrintable(text));
        QVERIFY(lines->moveButton(rank, 0) && lines->moveButton(rank, 0)->isVisible());
        QVERIFY(lines->addButton(rank) && lines->addButton(rank)->isVisible());
    }
    QCOMPARE(firstMoves.size(), std::size_t{3});
    // The best line is the one the table and the words above it give.
    QCOMPARE(m_panel->bestMove(Section::Analysis), lines->line(1).pv.front());
    QCOMPARE(m_panel->rowCount(Section::Analysis), lines->line(1).depth);
}

void TestAnalysisLines::clickingAMoveOfTheSecondLineAsksForThatLineUpToTheMove() {
    analyseUntilThreeLines();
    const EngineLines* lines = m_panel->lines(Section::Analysis);
    const std::vector<Move> second = lines->line(2).pv;
    const std::vector<Asked>* chosen = recordLines(m_panel.get(), false);
    QToolButton* button = lines->moveButton(2, 1);
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(chosen->size(), std::size_t{1});
    QCOMPARE(chosen->front().from, m_position.key());
    QVERIFY(chosen->front().moves == std::vector<Move>(second.begin(), second.begin() + 2));
}

void TestAnalysisLines::spaceOnAMoveAndAddWorkFromTheKeyboard() {
    analyseUntilThreeLines();
    const EngineLines* lines = m_panel->lines(Section::Analysis);
    const std::vector<Asked>* chosen = recordLines(m_panel.get(), false);
    const std::vector<Asked>* kept = recordLines(m_panel.get(), true);
    QToolButton* first = lines->moveButton(3, 0);
    QVERIFY(first->focusPolicy() & Qt::TabFocus);
    QVERIFY2(first->accessibleName().startsWith(QStringLiteral("Line 3, move 1: ")),
             qPrintable(first->accessibleName()));
    first->setFocus();
    QTest::keyClick(first, Qt::Key_Space);
    QCOMPARE(chosen->size(), std::size_t{1});
    QVERIFY(chosen->front().moves == std::vector<Move>{lines->line(3).pv.front()});
    QToolButton* add = lines->addButton(3);
    QCOMPARE(add->accessibleName(), QStringLiteral("Add line 3 as a variation"));
    add->setFocus();
    QTest::keyClick(add, Qt::Key_Space);
    QCOMPARE(kept->size(), std::size_t{1});
    QCOMPARE(kept->front().from, m_position.key());
    QVERIFY(kept->front().moves == lines->line(3).pv);
}

void TestAnalysisLines::loweringTheCountShowsFewerLines() {
    analyseUntilThreeLines();
    QSignalSpy changed(m_panel.get(), &EngineOutputPanel::analysisLinesChanged);
    m_panel->analysisLinesBox()->setValue(1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toInt(), 1);
    const EngineLines* lines = m_panel->lines(Section::Analysis);
    QCOMPARE(lines->lineCount(), 1);
    QVERIFY(!lines->moveButton(2, 0) || !lines->moveButton(2, 0)->isVisible());
    // Set from the settings, the count says nothing back.
    m_panel->setAnalysisLines(5);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_panel->analysisLines(), 5);
}

void TestAnalysisLines::aComputersSectionKeepsItsTableToTheBestLine() {
    // An external engine that sends two lines: the table and the words are
    // the best line's; the lines show both.
    m_panel->setSectionVisible(Section::Black, true);
    const Position start = positionOf("x5o/7/7/7/7/7/o5x x 0 1");
    m_panel->beginSearch(Section::Black, start, 0);
    const EngineLines* lines = m_panel->lines(Section::Black);
    m_panel->addInfo(Section::Black, report(start, 1, 5, 30, {"b6", "f6"}));
    QVERIFY(!lines->isVisible()); // one line is the table's
    m_panel->addInfo(Section::Black, report(start, 2, 5, 10, {"f2", "b2", "g2"}));
    QCOMPARE(m_panel->rowCount(Section::Black), 1);
    QCOMPARE(m_panel->bestMove(Section::Black), *read_move(start, "b6"));
    QVERIFY2(m_panel->summary(Section::Black).contains(QStringLiteral("b6")),
             qPrintable(m_panel->summary(Section::Black)));
    QCOMPARE(lines->lineCount(), 2);
    QVERIFY(lines->isVisible());
    QCOMPARE(lines->moveButton(2, 0)->text(), QStringLiteral("1. f2"));
    QCOMPARE(lines->moveButton(2, 1)->text(), QStringLiteral("b2"));
    QCOMPARE(lines->moveButton(2, 2)->text(), QStringLiteral("2. g2"));
    // A new search starts with no lines.
    m_panel->beginSearch(Section::Black, start, 0);
    QCOMPARE(lines->lineCount(), 0);
    QVERIFY(!lines->isVisible());
}

void TestAnalysisLines::reportsThatDoNotFitThePositionAreLeftOut() {
    const Position start = positionOf("x5o/7/7/7/7/7/o5x x 0 1");
    m_panel->beginSearch(Section::Analysis, start, 0);
    const EngineLines* lines = m_panel->lines(Section::Analysis);
    m_panel->addInfo(Section::Analysis, report(start, 1, 3, 20, {"b6"}));
    // A line of another position (o's move where x is to move), an absurd
    // rank, and a line without moves: none is shown, nothing breaks.
    SearchInfo wrong = report(start, 2, 3, 10, {"b6"});
    wrong.pv = {*read_move(start.after(wrong.pv.front()), "f6")};
    m_panel->addInfo(Section::Analysis, wrong);
    SearchInfo absurd = report(start, 1, 3, 10, {"f2"});
    absurd.multipv = 1000000;
    m_panel->addInfo(Section::Analysis, absurd);
    SearchInfo empty;
    empty.multipv = 3;
    empty.depth = 3;
    m_panel->addInfo(Section::Analysis, empty);
    QCOMPARE(lines->lineCount(), 1);
    QCOMPARE(lines->moveButton(1, 0)->text(), QStringLiteral("1. b6"));
}

void TestAnalysisLines::theLinesHoldStillWhileTheMouseIsOverThem() {
    const Position start = positionOf("x5o/7/7/7/7/7/o5x x 0 1");
    m_panel->beginSearch(Section::Analysis, start, 0);
    EngineLines* lines = m_panel->lines(Section::Analysis);
    m_panel->addInfo(Section::Analysis, report(start, 1, 3, 20, {"b6"}));
    // The mouse comes over the lines: a deeper report waits...
    QEnterEvent enter(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5));
    QApplication::sendEvent(lines, &enter);
    m_panel->addInfo(Section::Analysis, report(start, 1, 4, 30, {"f2"}));
    m_panel->addInfo(Section::Analysis, report(start, 2, 4, 10, {"b6"}));
    QCOMPARE(lines->lineCount(), 1);
    QCOMPARE(lines->moveButton(1, 0)->text(), QStringLiteral("1. b6"));
    // ...and shows once it leaves, the last report of each line.
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(lines, &leave);
    QCOMPARE(lines->lineCount(), 2);
    QCOMPARE(lines->moveButton(1, 0)->text(), QStringLiteral("1. f2"));
    QCOMPARE(lines->line(1).depth, 4);
}

QTEST_MAIN(TestAnalysisLines)
#include "tst_analysislines.moc"

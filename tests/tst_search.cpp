// The engine's search and levels, as a player would notice them: it takes
// what is there to take, sees wins and losses coming, obeys its limits and
// the game's rules, and each level plays the way its name says.
#include "fen.h"
#include "notation.h"
#include "search/levels.h"
#include "search/movepicker.h"
#include "search/timeman.h"

#include <QElapsedTimer>
#include <QTest>

#include <set>
#include <thread>

using namespace ataxx;

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void itTakesTheBiggestCapture_data();
    void itTakesTheBiggestCapture();
    void itSeesAWinInOne();
    void itPlaysTheOnlyMoveEvenIfItIsAPass();
    void aDepthLimitIsKeptAndCountsAreRepeatable();
    void aNodeLimitIsKept();
    void rememberedEvaluationsDoNotLeakIntoTheNextSearch();
    void theMovePickerGivesEachMoveOnceTheTablesFirst();
    void aStopFromAnotherThreadEndsTheSearch();
    void everyThreadCountGivesALegalMove();
    void fillRuleScoresTheEmptyCellsAsTheOpponents();
    void repetitionRuleWithALongClockAndNoHistoryIsSafe();
    void veryEasyPrefersClones();
    void easyTakesTheMostPieces();
    void theLevelsWithoutASearchReportTheCountTheirMoveLeaves();
    void mediumVariesFromGameToGame();
    void theClocksShareFollowsTheTimeUseNumbers();
    void severalLinesAreRankedAndTheBestIsTheAnswer();
    void aSearchOfSeveralLinesLeavesNothingBehindForOneLine();
    void aSearchOfSeveralLinesStoppedMidDepthAnswersWithALegalMove();
};

namespace {
Position fen(const char* text, Rules rules = {}) {
    const auto p = read_fen(text, rules);
    if (!p) qFatal("bad FEN in test: %s: %s", text, p.error().c_str());
    return *p;
}
Search::Result search_depth(const Position& p, int depth, int threads = 1) {
    Search s(16);
    s.set_threads(threads);
    SearchLimits limits;
    limits.depth = depth;
    return s.run(p, {}, limits);
}
QString name(const Position& p, Move m) {
    return QString::fromStdString(move_to_string(p.geometry(), m));
}
} // namespace

void TestSearch::severalLinesAreRankedAndTheBestIsTheAnswer() {
    // Four lines: after each depth, ranks 1 to 4 in order, their scores
    // falling, their first moves different and every line legal; the
    // answer is the last depth's first line.
    const Position p = fen("xxo4/xxoo3/1xooo2/2xxo2/3x3/o6/ooo3x x 2 14");
    Search s(16, 1);
    s.options().multi_pv = 4;
    SearchLimits limits;
    limits.depth = 6;
    std::vector<SearchInfo> reports;
    const Search::Result r =
        s.run(p, {}, limits, [&reports](const SearchInfo& info) { reports.push_back(info); });
    QCOMPARE(reports.size(), std::size_t{6 * 4});
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const SearchInfo& line = reports[i];
        QCOMPARE(line.depth, static_cast<int>(i / 4) + 1);
        QCOMPARE(line.multipv, static_cast<int>(i % 4) + 1);
        QVERIFY(!line.pv.empty());
        Position walk = p;
        for (const Move m : line.pv) {
            QVERIFY(walk.is_legal(m));
            walk.play(m);
        }
        if (line.multipv == 1) continue;
        QVERIFY(line.score <= reports[i - 1].score);
        for (std::size_t k = i + 1 - static_cast<std::size_t>(line.multipv); k < i; ++k)
            QVERIFY(reports[k].pv.front() != line.pv.front());
    }
    QCOMPARE(r.best, reports[reports.size() - 4].pv.front());
    QCOMPARE(r.info.score, reports[reports.size() - 4].score);
}

void TestSearch::aSearchOfSeveralLinesLeavesNothingBehindForOneLine() {
    // Three lines, then one again from a cleared table: node for node the
    // search of a fresh engine.
    const Position p = fen("7/1xx4/2xoo2/2oxo2/3ox2/7/7 o 0 6");
    SearchLimits limits;
    limits.depth = 7;
    Search fresh(16, 1);
    const Search::Result expected = fresh.run(p, {}, limits);
    Search used(16, 1);
    used.options().multi_pv = 3;
    (void)used.run(p, {}, limits);
    used.options().multi_pv = 1;
    used.new_game();
    int reports = 0;
    const Search::Result again = used.run(p, {}, limits, [&reports](const SearchInfo& info) {
        ++reports;
        QCOMPARE(info.multipv, 1);
    });
    QCOMPARE(reports, 7);
    QCOMPARE(again.info.nodes, expected.info.nodes);
    QCOMPARE(again.best, expected.best);
    QCOMPARE(again.info.score, expected.info.score);
}

void TestSearch::aSearchOfSeveralLinesStoppedMidDepthAnswersWithALegalMove() {
    // Stopped by its node limit at every point of a depth's lines: the
    // answer is always a legal move, the best line's of a finished search.
    const Position p = fen("7/1xx4/2xoo2/2oxo2/3ox2/7/7 o 0 6");
    for (const std::uint64_t nodes : {300u, 1000u, 3000u, 7000u, 20000u}) {
        Search s(16, 1);
        s.options().multi_pv = 5;
        SearchLimits limits;
        limits.nodes = nodes;
        const Search::Result r = s.run(p, {}, limits);
        QVERIFY2(p.is_legal(r.best), qPrintable(QString::number(nodes)));
        QVERIFY(!r.info.pv.empty() && r.info.pv.front() == r.best);
    }
}

void TestSearch::itTakesTheBiggestCapture_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("best");
    // The ring of o round e2 can be taken whole by a jump from d4.
    QTest::newRow("7x7 ring") << "x6/7/7/3x3/3ooo1/3o1o1/3ooo1 x 0 1"
                              << "e2";
    QTest::newRow("Hexxagon cluster") << "x3o/6/7/4-3/o2-4x/4-3/1oo4/1o1o2/xoo2 x 0 1"
                                      << "c2";
}

void TestSearch::itTakesTheBiggestCapture() {
    QFETCH(QString, fen);
    QFETCH(QString, best);
    const Position p = ::fen(fen.toLatin1().constData());
    const Search::Result r = search_depth(p, 3);
    QCOMPARE(name(p, r.best).right(2), best);
}

void TestSearch::itSeesAWinInOne() {
    // x jumps into the middle of the last o pieces: no o piece is left.
    const Position p = fen("7/7/7/2ooo2/2o1o2/2ooo2/1x5 x 0 1");
    const Search::Result r = search_depth(p, 4);
    QCOMPARE(name(p, r.best), QString("b1d3"));
    QVERIFY(p.after(r.best).pieces(Side::O).empty());
    QCOMPARE(result_in_moves(r.info.score), 1);
}

void TestSearch::itPlaysTheOnlyMoveEvenIfItIsAPass() {
    const Position p = fen("7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1");
    const Search::Result r = search_depth(p, 6);
    QVERIFY(r.best.is_pass());
}

void TestSearch::aDepthLimitIsKeptAndCountsAreRepeatable() {
    const Position p = fen("xxo4/xxoo3/1xooo2/2xxo2/3x3/o6/ooo3x x 2 14");
    const Search::Result a = search_depth(p, 6);
    const Search::Result b = search_depth(p, 6);
    QCOMPARE(a.info.depth, 6);
    QCOMPARE(a.info.nodes, b.info.nodes);
    QCOMPARE(a.best, b.best);
    QVERIFY(p.is_legal(a.best));
    QVERIFY(!a.info.pv.empty() && a.info.pv.front() == a.best);
    // Every move of the principal variation is legal in turn.
    Position walk = p;
    for (const Move m : a.info.pv) {
        QVERIFY(walk.is_legal(m));
        walk.play(m);
    }
}

void TestSearch::rememberedEvaluationsDoNotLeakIntoTheNextSearch() {
    // The search keeps the static evaluations it made for the rest of the
    // search. What one search kept does not leak into the next, whose
    // evaluation differs (noise, as the medium level adds): it plays as a new
    // search, with the built-in networks, on 7x7, Hexxagon and a blocked 7x7
    // board.
    const auto networks = nnue::NetworkSet::builtins();
    SearchLimits limits;
    limits.depth = 7;
    for (const char* text :
         {"xxo4/xxoo3/1xooo2/2xxo2/3x3/o6/ooo3x x 2 14",
          "x3o/6/7/4-3/o2-4x/4-3/1oo4/1o1o2/xoo2 x 0 1", "x4oo/1x4o/2-1-2/7/2-1-2/7/o4xx x 0 1"}) {
        const Position p = fen(text);
        QVERIFY2(networks->find(p), text);
        Search kept(16);
        kept.set_threads(1);
        kept.options().networks = networks;
        const Search::Result a = kept.run(p, {}, limits);
        QVERIFY(!a.best.is_none());

        kept.options().eval_noise = 80;
        kept.options().noise_seed = 12345;
        kept.new_game();
        Search fresh(16);
        fresh.set_threads(1);
        fresh.options() = kept.options();
        const Search::Result c = kept.run(p, {}, limits);
        const Search::Result d = fresh.run(p, {}, limits);
        QCOMPARE(c.info.nodes, d.info.nodes);
        QCOMPARE(c.info.score, d.info.score);
        QCOMPARE(c.best, d.best);
    }
}

void TestSearch::theMovePickerGivesEachMoveOnceTheTablesFirst() {
    // The picker gives a legal table move before it lists the others: every
    // legal move still comes exactly once, the table's first, whatever the
    // history learns in between; a table move that is not legal here (another
    // position's, by a shared hash slot) is never given.
    const SearchTunables tune;
    const std::array<Move, 2> killers{Move::none(), Move::none()};
    for (const char* text :
         {"xxo4/xxoo3/1xooo2/2xxo2/3x3/o6/ooo3x x 2 14",
          "x3o/6/7/4-3/o2-4x/4-3/1oo4/1o1o2/xoo2 x 0 1", "x4oo/1x4o/2-1-2/7/2-1-2/7/o4xx x 0 1",
          "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1"}) {
        const Position p = fen(text);
        MoveList legal;
        p.generate(legal);
        QVERIFY2(!legal.empty(), text);
        std::vector<Move> tables{Move::none(), Move::clone(0), Move::jump(0, 2), Move::pass()};
        for (const Move m : legal) tables.push_back(m);
        for (const Move tt : tables) {
            History history;
            MovePicker picker(p, tt, killers, history, tune);
            std::multiset<std::uint16_t> given;
            Move m;
            while (picker.next(m)) {
                const int k = picker.given() - 1;
                QCOMPARE(picker.move_at(k), m);
                QCOMPARE(picker.gain_at(k),
                         m.is_pass() ? 0 : p.captures(m).count() + (m.is_clone() ? 1 : 0));
                given.insert(m.raw());
                // The search's table move raises history under it.
                if (k == 0) history.reward(p.side_to_move(), legal[legal.size() - 1], 8192);
            }
            QCOMPARE(static_cast<int>(given.size()), legal.size());
            for (const Move l : legal) QCOMPARE(static_cast<int>(given.count(l.raw())), 1);
            if (legal.contains(tt)) QCOMPARE(picker.move_at(0), tt);
        }
    }
}

void TestSearch::aNodeLimitIsKept() {
    Search s(16);
    s.set_threads(1);
    SearchLimits limits;
    limits.nodes = 20000;
    const Search::Result r = s.run(Position(), {}, limits);
    QVERIFY(Position().is_legal(r.best));
    // Stops are checked every 512 nodes.
    QVERIFY(r.info.nodes <= limits.nodes + 1024);
}

void TestSearch::aStopFromAnotherThreadEndsTheSearch() {
    Search s(16);
    s.set_threads(2);
    SearchLimits limits;
    limits.infinite = true;
    std::thread stopper([&s] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        s.stop();
    });
    QElapsedTimer clock;
    clock.start();
    const Search::Result r = s.run(Position(), {}, limits);
    stopper.join();
    QVERIFY(Position().is_legal(r.best));
    QVERIFY(clock.elapsed() >= 250);
}

void TestSearch::everyThreadCountGivesALegalMove() {
    for (const Position& p : {Position(), Position::hexxagon()})
        for (int threads : {1, 2, 3}) {
            const Search::Result r = search_depth(p, 5, threads);
            QVERIFY(p.is_legal(r.best));
        }
}

void TestSearch::fillRuleScoresTheEmptyCellsAsTheOpponents() {
    // x is walled in with three pieces; o has one and room. After o's move x is
    // stuck: under "end" x wins on count, under "fill" the empty cells go to o.
    Rules end;
    end.stuck = StuckRule::End;
    Rules fill;
    fill.stuck = StuckRule::Fill;
    const char* walled = "xxx--/-----/-----/5/4o o 0 1";
    const Search::Result under_end = search_depth(fen(walled, end), 2);
    const Search::Result under_fill = search_depth(fen(walled, fill), 2);
    QVERIFY(is_proven(under_end.info.score));
    QVERIFY(under_end.info.score < 0); // o loses: x has more pieces when it is stuck
    QVERIFY(is_proven(under_fill.info.score));
    QVERIFY(under_fill.info.score > 0); // o wins with the empty cells
}

// A position read from a FEN has a halfmove clock but no history behind it:
// the search must not look for earlier positions that it was never given.
void TestSearch::repetitionRuleWithALongClockAndNoHistoryIsSafe() {
    Rules rules;
    rules.threefold_repetition = true;
    const Position p = fen("x5o/7/7/7/7/7/o5x x 90 40", rules);
    const Search::Result r = search_depth(p, 6);
    QVERIFY(p.is_legal(r.best));
    // With some history, too short for the clock.
    Search s(16);
    s.set_threads(1);
    SearchLimits limits;
    limits.depth = 6;
    const Search::Result h = s.run(p, {p.key() ^ 1, p.key() ^ 2}, limits);
    QVERIFY(p.is_legal(h.best));
}

void TestSearch::veryEasyPrefersClones() {
    Search s(1);
    const Position p;
    int clones = 0;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        LevelRequest r;
        r.level = Level::VeryEasy;
        r.seed = seed;
        const Move m = play_level(s, r, p, {}).best;
        QVERIFY(p.is_legal(m));
        if (m.is_clone()) ++clones;
    }
    // Clones are a third of the start's 16 moves; very easy picks them far more often.
    QVERIFY2(clones > 180, qPrintable(QString::number(clones)));
}

void TestSearch::easyTakesTheMostPieces() {
    const Position p = fen("x6/7/7/3x3/3ooo1/3o1o1/3ooo1 x 0 1");
    Search s(1);
    std::set<int> destinations;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        LevelRequest r;
        r.level = Level::Easy;
        r.seed = seed;
        const Move m = play_level(s, r, p, {}).best;
        destinations.insert(m.to());
    }
    // One cell takes all eight o pieces.
    QCOMPARE(destinations.size(), std::size_t{1});
    QCOMPARE(p.geometry().name(*destinations.begin()), std::string("e2"));
}

void TestSearch::theLevelsWithoutASearchReportTheCountTheirMoveLeaves() {
    // Very easy and Easy choose without a search, yet the graph and the
    // engine output show their score: the count after the move, for the
    // mover, never a 0 that is not one (a pass while 4 to 24 behind is -20).
    Search s(1);
    for (const char* position : {"xxooooo/xxooooo/ooooooo/ooooooo/7/7/7 x 0 1",
                                 "x5o/7/7/7/7/7/o5x x 0 1", "x6/7/7/3x3/3ooo1/3o1o1/3ooo1 o 0 1"}) {
        const Position p = fen(position);
        for (const Level level : {Level::VeryEasy, Level::Easy}) {
            for (std::uint64_t seed = 0; seed < 20; ++seed) {
                LevelRequest r;
                r.level = level;
                r.seed = seed;
                const Search::Result result = play_level(s, r, p, {});
                QVERIFY(p.is_legal(result.best));
                const Side us = p.side_to_move();
                const Position after = p.after(result.best);
                const int count = after.pieces(us).count() - after.pieces(!us).count();
                QCOMPARE(result.info.score, 100 * count);
                QVERIFY(result.info.depth > 0);
            }
        }
    }
    LevelRequest pass;
    pass.level = Level::VeryEasy;
    const Search::Result passed =
        play_level(s, pass, fen("xxooooo/xxooooo/ooooooo/ooooooo/7/7/7 x 0 1"), {});
    QVERIFY(passed.best.is_pass());
    QCOMPARE(passed.info.score, -2000);
}

void TestSearch::mediumVariesFromGameToGame() {
    Search s(16);
    s.set_threads(1);
    std::set<std::uint16_t> first_moves;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        LevelRequest r;
        r.level = Level::Medium;
        r.seed = seed * 7919;
        first_moves.insert(play_level(s, r, Position(), {}).best.raw());
    }
    QVERIFY(first_moves.size() >= 3);
}

void TestSearch::theClocksShareFollowsTheTimeUseNumbers() {
    // 7x7 start: 45 empty cells. With the defaults the 1,950 ms usable after
    // the reserve go over 45 / 2 + 8 = 30 moves, plus three quarters of the
    // increment: 65 + 15 = 80 ms, a new depth up to 40 ms.
    const Position start = fen("x5o/7/7/7/7/7/o5x x 0 1");
    SearchLimits limits;
    limits.time_ms = {2000, 2000};
    limits.increment_ms = {20, 20};
    const TimeBudget usual = budget_for(limits, start);
    QCOMPARE(usual.soft, 80);
    QVERIFY(usual.another_depth(39));
    QVERIFY(!usual.another_depth(40));
    // More of the clock now: 45 / 4 + 8 = 19 moves, 102 + 15 ms, and a new
    // depth up to 70% of it.
    const TimeBudget early = budget_for(limits, start, {.share = 25, .moves = 8, .start = 70});
    QCOMPARE(early.soft, 117);
    QVERIFY(early.another_depth(81));
    QVERIFY(!early.another_depth(82));
    // A settled best move scales the soft limit down, an unsettled one up,
    // never past the hard limit: 80 ms at 60% is 48, a new depth up to 24 ms.
    QVERIFY(usual.another_depth(23, 60));
    QVERIFY(!usual.another_depth(24, 60));
    QVERIFY(usual.another_depth(79, 200));
    QVERIFY(!usual.another_depth(80, 200));
    QVERIFY(!usual.another_depth(usual.hard / 2, 10000));
    // The scale itself: the best move's share of the nodes (tm_nodes, 135
    // over a base of 150) and, with tm_fall, how far the score fell since two
    // depths before. Not before depth 5.
    SearchTunables tune;
    tune.tm_nodes = 135;
    tune.tm_node_base = 150;
    QCOMPARE(tune.time_scale(4, 10, 0, 0), 100);
    QCOMPARE(tune.time_scale(5, 90, 0, 0), 81);
    QCOMPARE(tune.time_scale(5, 50, 0, 0), 135);
    QCOMPARE(tune.time_scale(5, 0, 0, 0), 200);
    tune.tm_fall = 50;
    // Half a piece lower than two depths before: a quarter more time; a
    // piece and more higher: a quarter less, at most.
    QCOMPARE(tune.time_scale(7, 50, -30, 20), 135 * 125 / 100);
    QCOMPARE(tune.time_scale(7, 50, 300, 0), 135 * 75 / 100);
    QCOMPARE(tune.time_scale(7, 90, -500, 0), 81 * 150 / 100);
    // A proven score, now or then, is not compared.
    QCOMPARE(tune.time_scale(7, 50, score_win - 9, 0), 135);
    QCOMPARE(tune.time_scale(7, 50, 0, -(score_win - 4)), 135);
    tune.tm_nodes = 0;
    QCOMPARE(tune.time_scale(7, 90, -50, 0), 125);
    // Never more than a third of the clock, whatever the numbers say.
    limits.increment_ms = {0, 0};
    const TimeBudget greedy = budget_for(limits, start, {.share = 10, .moves = 0, .start = 100});
    QVERIFY(greedy.hard <= 1950 / 3);
    QVERIFY(greedy.soft <= greedy.hard);
}

QTEST_MAIN(TestSearch)
#include "tst_search.moc"

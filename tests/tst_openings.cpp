// The opening books a match is played from: ataxx-openings takes every
// position a few plies deep once, whatever its turn or reflection on the
// board; plies drawn by the engine's scores keep to good moves, so they reach
// far fewer openings than uniform ones; the natural 7x7 book holds distinct,
// near-even openings of the start; the draw by scores weighs moves as the
// strength scale says.
#include "fen.h"
#include "match/books.h"
#include "search/search.h"
#include "search/strength.h"
#include "toolrun.h"
#include "train/trainer.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace ataxx;

class TestOpenings : public QObject {
    Q_OBJECT

private slots:
    void everyPositionOnePlyDeepIsTakenOnceUpToTurnsAndReflections();
    void pliesDrawnByTheScoresKeepToGoodMoves();
    void theNaturalBookHoldsDistinctNearEvenOpeningsOfTheStart();
    void theDrawByScoresWeighsAsTheTemperatureSays();
};

namespace {

const QString start7x7 = QStringLiteral("x5o/7/7/7/7/7/o5x x 0 1");

QStringList fensOf(const ToolRun& run) {
    return run.out.split('\n', Qt::SkipEmptyParts);
}

// The least key among a position's turns and reflections on its board.
std::uint64_t canonicalKey(const Position& p) {
    std::uint64_t key = p.key();
    for (const auto& perm : train::symmetries(p.geometry())) {
        key = std::min(
            key, Position::from_parts(p.geometry(), train::permuted(p.pieces(Side::X), perm),
                                      train::permuted(p.pieces(Side::O), perm),
                                      train::permuted(p.blocked(), perm), p.side_to_move(), 0, 1)
                     .key());
    }
    return key;
}

} // namespace

// From the 7x7 start, x has six clones and ten jumps; the start's turns and
// reflections make them two kinds of clone (beside a corner's edge, or
// diagonal) and three of jump (along the edge, a knight's step, to the far
// diagonal): five openings.
void TestOpenings::everyPositionOnePlyDeepIsTakenOnceUpToTurnsAndReflections() {
    const ToolRun run = runTool(QStringLiteral(ATAXX_OPENINGS_PATH),
                                {"--every", "--plies", "1", "--depth", "1", "--max-score", "10000",
                                 "--count", "1000", start7x7});
    QCOMPARE(run.exit_code, 0);
    const QStringList fens = fensOf(run);
    QCOMPARE(fens.size(), 5);
    int clones = 0;
    for (const QString& fen : fens) {
        const auto p = read_fen(fen.toStdString());
        QVERIFY2(p.has_value(), qPrintable(fen));
        QCOMPARE(p->side_to_move(), Side::O);
        clones += p->pieces(Side::X).count() == 3;
    }
    QCOMPARE(clones, 2);
}

// With a low temperature only the best moves are drawn, so 2,000 draws of two
// plies reach a handful of openings; uniform plies reach every one of the 64.
void TestOpenings::pliesDrawnByTheScoresKeepToGoodMoves() {
    const QStringList common{"--plies", "2", "--depth", "1", "--max-score", "10000", "--seed", "3"};
    const ToolRun uniform = runTool(QStringLiteral(ATAXX_OPENINGS_PATH),
                                    common + QStringList{"--count", "100", start7x7});
    const ToolRun scored = runTool(
        QStringLiteral(ATAXX_OPENINGS_PATH),
        common + QStringList{"--count", "10", "--temperature", "1", "--nodes", "3000", start7x7});
    QCOMPARE(uniform.exit_code, 0);
    QCOMPARE(scored.exit_code, 0);
    QCOMPARE(fensOf(uniform).size(), 64);
    const qsizetype scoredCount = fensOf(scored).size();
    QVERIFY2(scoredCount >= 1 && scoredCount <= 5, qPrintable(scored.out));
    QVERIFY2(scored.err.contains("only"), qPrintable(scored.err));
}

void TestOpenings::theNaturalBookHoldsDistinctNearEvenOpeningsOfTheStart() {
    const std::vector<std::string> book = opening_book("natural");
    QVERIFY(book.size() >= 1000);
    std::set<std::uint64_t> seen;
    Search search(16, 1);
    search.options().networks = nnue::NetworkSet::builtins();
    SearchLimits limits;
    limits.depth = 4;
    int nearEven = 0;
    int checked = 0;
    for (const std::string& fen : book) {
        const auto p = read_fen(fen);
        QVERIFY2(p.has_value(), fen.c_str());
        QCOMPARE(p->geometry().description(), std::string("7x7"));
        QVERIFY(p->blocked().empty());
        // Three to eight plies from the start: at most eight more pieces.
        QVERIFY2(p->pieces(Side::X).count() + p->pieces(Side::O).count() <= 12, fen.c_str());
        QVERIFY2(seen.insert(canonicalKey(*p)).second, fen.c_str());
        if (checked++ % 20 == 0) {
            search.new_game();
            nearEven += std::abs(search.run(*p, {}, limits).info.score) <= 150;
        }
    }
    // Rated at depth 8 within 0.6 of a piece; a shallow search agrees mostly.
    QVERIFY2(nearEven * 10 >= checked / 20 * 8, qPrintable(QString::number(nearEven)));
}

void TestOpenings::theDrawByScoresWeighsAsTheTemperatureSays() {
    const Move a = Move::clone(0);
    const Move b = Move::clone(1);
    const std::vector<Search::ScoredMove> close{{a, 10}, {b, 10}};
    QCOMPARE(draw_by_score(close, 0, 0.99), std::size_t{0});  // no temperature: the best
    QCOMPARE(draw_by_score(close, 20, 0.49), std::size_t{0}); // equal scores, equal halves
    QCOMPARE(draw_by_score(close, 20, 0.51), std::size_t{1});
    const std::vector<Search::ScoredMove> apart{{a, 100}, {b, 0}};
    // exp(-100 / 20) is under 1% of the weight: the worse move only at the very top.
    QCOMPARE(draw_by_score(apart, 20, 0.99), std::size_t{0});
    QCOMPARE(draw_by_score(apart, 20, 0.999), std::size_t{1});
}

QTEST_GUILESS_MAIN(TestOpenings)
#include "tst_openings.moc"

// Soak test: well over a thousand fast computer-vs-computer games (the very
// easy, easy and medium levels against each other, fixed seeds) on every
// geometry, on blocked boards and under every optional rule, checking after
// every move that the move was legal, that the incremental key equals one
// computed from scratch and that the cells add up, and that every game ends.
// The last line gives the figures for the README: games, moves, wall time and
// peak memory.
#include "fen.h"
#include "game.h"
#include "search/levels.h"

#include <QElapsedTimer>
#include <QTest>

#include <sys/resource.h>

using namespace ataxx;

class TestSoak : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void computerGamesKeepEveryInvariantAndEnd_data();
    void computerGamesKeepEveryInvariantAndEnd();
    void cleanupTestCase();

private:
    QElapsedTimer m_clock;
    long m_games = 0;
    long m_moves = 0;
    long m_capped = 0;
};

namespace {

QString start_of(const Geometry* geometry) {
    return QString::fromStdString(write_fen(Position::start(*geometry)));
}

constexpr Level levels[] = {Level::VeryEasy, Level::Easy, Level::Medium};
// Without a halfmove limit a game may wander; such games stop here and are counted.
constexpr int ply_cap_without_limit = 1500;

} // namespace

void TestSoak::initTestCase() {
    m_clock.start();
}

void TestSoak::computerGamesKeepEveryInvariantAndEnd_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("stuck"); // a StuckRule
    QTest::addColumn<int>("halfmoveLimit");
    QTest::addColumn<bool>("repetition");
    QTest::addColumn<int>("games");

    struct Variant {
        StuckRule stuck = StuckRule::Pass;
        int halfmove_limit = Rules::default_halfmove_limit;
        bool repetition = false;
    };
    const auto row = [](const QString& name, const QString& fen, Variant v, int games) {
        QTest::newRow(qPrintable(name))
            << fen << static_cast<int>(v.stuck) << v.halfmove_limit << v.repetition << games;
    };
    const Variant standard;
    const QString hexxagon =
        QString::fromLatin1(hexxagon_fen.data(), qsizetype(hexxagon_fen.size()));

    // Every rectangle side from 3 to 11, squares and others.
    for (int side = 3; side <= 11; ++side) {
        const int games = side <= 5 ? 320 : side <= 8 ? 160 : 80;
        row(QStringLiteral("%1x%1").arg(side), start_of(Geometry::rectangle(side, side)), standard,
            games);
    }
    const std::pair<int, int> others[] = {{3, 11}, {11, 3}, {9, 4}, {4, 7}, {10, 6}};
    for (const auto& [w, h] : others)
        row(QStringLiteral("%1x%2").arg(w).arg(h), start_of(Geometry::rectangle(w, h)), standard,
            120);
    // Every hexagon side from 2 to 7.
    for (int side = 2; side <= 7; ++side)
        row(QStringLiteral("hexagon side %1").arg(side), start_of(Geometry::hexagon(side)),
            standard, side <= 4 ? 240 : 80);

    // Blocked layouts.
    row("7x7, blocked", "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", standard, 160);
    row("7x7, blocked centre", "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1", standard, 160);
    row("7x7, walls", "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1", standard, 160);
    row("7x7, walled off", "7/7/7/7/-------/-------/x5o x 0 1", standard, 160);
    row("11x11, blocked", "x9o/11/11/3-3-3/11/5-5/11/3-3-3/11/11/o9x x 0 1", standard, 40);
    row("Hexxagon", hexxagon, standard, 120);
    row("hexagon side 4, blocked", "x2o/5/6/o2-2x/6/5/x2o x 0 1", standard, 160);

    // Every optional rule.
    const QString classic = start_of(Geometry::rectangle(7, 7));
    row("7x7, end", classic, {StuckRule::End}, 160);
    row("7x7, fill", classic, {StuckRule::Fill}, 160);
    row("7x7 walls, fill", "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1", {StuckRule::Fill}, 160);
    row("Hexxagon, end", hexxagon, {StuckRule::End}, 80);
    row("5x5, limit 20", start_of(Geometry::rectangle(5, 5)), {StuckRule::Pass, 20}, 240);
    row("9x9, limit 6", start_of(Geometry::rectangle(9, 9)), {StuckRule::Pass, 6}, 80);
    row("7x7, no limit", classic, {StuckRule::Pass, 0}, 160);
    row("hexagon side 3, no limit", start_of(Geometry::hexagon(3)), {StuckRule::Pass, 0}, 240);
    row("7x7, repetition", classic, {StuckRule::Pass, 100, true}, 160);
    row("4x4, no limit, repetition", start_of(Geometry::rectangle(4, 4)),
        {StuckRule::Pass, 0, true}, 240);
    row("5x5 walls, fill, no limit, repetition", "x1-1o/5/--1--/5/o1-1x x 0 1",
        {StuckRule::Fill, 0, true}, 240);
}

void TestSoak::computerGamesKeepEveryInvariantAndEnd() {
    QFETCH(QString, fen);
    QFETCH(int, stuck);
    QFETCH(int, halfmoveLimit);
    QFETCH(bool, repetition);
    QFETCH(int, games);

    Rules rules;
    rules.stuck = static_cast<StuckRule>(stuck);
    rules.halfmove_limit = static_cast<std::uint16_t>(halfmoveLimit);
    rules.threefold_repetition = repetition;

    const auto start = read_fen(fen.toStdString(), rules);
    QVERIFY2(start.has_value(), start.error().c_str());
    const Geometry& g = start->geometry();
    // With a halfmove limit every game ends by itself: each clone adds a piece for
    // good, and at most limit - 1 other moves come between two clones.
    const int limit = rules.halfmove_limit;
    const int cap = limit > 0 ? (g.cell_count() + 1) * (limit + 1) : ply_cap_without_limit;

    Search search(1);
    search.set_threads(1);
    for (int game_index = 0; game_index < games; ++game_index) {
        Game game(*start);
        const Level x_level = levels[game_index % 3];
        const Level o_level = levels[game_index / 3 % 3];
        search.new_game();
        std::vector<std::uint64_t> history;
        int ply = 0;
        for (; ply < cap && !game.result().over(); ++ply) {
            const Position& before = game.position();
            LevelRequest request;
            request.level = before.side_to_move() == Side::X ? x_level : o_level;
            request.seed = 0x50a4'0000ull + static_cast<std::uint64_t>(game_index) * 7919u +
                           static_cast<std::uint64_t>(g.id()) * 104729u;
            const Move move = play_level(search, request, before, history).best;
            if (!before.is_legal(move))
                QFAIL(qPrintable(QStringLiteral("illegal move at ply %1 of game %2 from %3")
                                     .arg(ply)
                                     .arg(game_index)
                                     .arg(QString::fromStdString(write_fen(before)))));
            history.push_back(before.key());
            QVERIFY(game.play(move));

            const Position& after = game.position();
            QCOMPARE(after.key(), after.compute_key());
            QCOMPARE(after.pieces(Side::X).count() + after.pieces(Side::O).count() +
                         after.empty_cells().count() + after.blocked().count(),
                     g.cell_count());
            QVERIFY((after.pieces(Side::X) & after.pieces(Side::O)).empty());
            QVERIFY(after.blocked() == start->blocked());
        }
        m_moves += ply;
        ++m_games;
        if (!game.result().over()) {
            if (limit > 0)
                QFAIL(qPrintable(QStringLiteral("game %1 did not end in %2 plies under a "
                                                "halfmove limit of %3")
                                     .arg(game_index)
                                     .arg(cap)
                                     .arg(limit)));
            ++m_capped;
        }
    }
}

void TestSoak::cleanupTestCase() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    qInfo("soak: %ld games, %ld moves, %ld stopped at %d plies without a halfmove limit, "
          "%.1f s, peak memory %ld MB",
          m_games, m_moves, m_capped, ply_cap_without_limit, m_clock.elapsed() / 1000.0,
          usage.ru_maxrss / 1024);
}

QTEST_MAIN(TestSoak)
#include "tst_soak.moc"

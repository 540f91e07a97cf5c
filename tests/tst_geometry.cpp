// Board shapes: which cells exist, their names (RULES.md section 4), distances
// and neighbours.
#include "geometry.h"

#include <QTest>

using namespace ataxx;

class TestGeometry : public QObject {
    Q_OBJECT

private slots:
    void everyAllowedSizeExistsAndNoOther();
    void cellNamesFollowTheRules_data();
    void cellNamesFollowTheRules();
    void everyCellNameReadsBackToItsCell();
    void neighbourSetsMatchTheDistance();
    void innerCellsHaveTheRightNumberOfNeighbours_data();
    void innerCellsHaveTheRightNumberOfNeighbours();
    void hexagonRowsGrowThenShrink();
};

namespace {
std::vector<const Geometry*> all_geometries() {
    std::vector<const Geometry*> all;
    for (int w = 3; w <= 11; ++w)
        for (int h = 3; h <= 11; ++h) all.push_back(Geometry::rectangle(w, h));
    for (int n = 2; n <= 7; ++n) all.push_back(Geometry::hexagon(n));
    return all;
}
} // namespace

void TestGeometry::everyAllowedSizeExistsAndNoOther() {
    for (const Geometry* g : all_geometries()) {
        QVERIFY(g != nullptr);
        QVERIFY(g->cell_count() <= Geometry::max_cells);
    }
    QCOMPARE(Geometry::rectangle(2, 7), nullptr);
    QCOMPARE(Geometry::rectangle(7, 12), nullptr);
    QCOMPARE(Geometry::hexagon(1), nullptr);
    QCOMPARE(Geometry::hexagon(8), nullptr);
    QCOMPARE(Geometry::rectangle(11, 11)->cell_count(), 121);
    // 3N(N-1)+1 cells.
    for (int n = 2; n <= 7; ++n) QCOMPARE(Geometry::hexagon(n)->cell_count(), 3 * n * (n - 1) + 1);
}

void TestGeometry::cellNamesFollowTheRules_data() {
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("name");
    QTest::newRow("7x7 bottom-left") << "7x7" << 6 << 0 << "a1";
    QTest::newRow("7x7 top-left") << "7x7" << 0 << 0 << "a7";
    QTest::newRow("7x7 top-right") << "7x7" << 0 << 6 << "g7";
    QTest::newRow("7x7 bottom-right") << "7x7" << 6 << 6 << "g1";
    QTest::newRow("11x11 top-right") << "11x11" << 0 << 10 << "k11";
    QTest::newRow("11x11 second row") << "11x11" << 1 << 0 << "a10";
    QTest::newRow("5x3 middle") << "5x3" << 1 << 2 << "c2";
    QTest::newRow("hex5 top row first") << "hex5" << 0 << 0 << "e9";
    QTest::newRow("hex5 top row last") << "hex5" << 0 << 4 << "i9";
    QTest::newRow("hex5 middle row first") << "hex5" << 4 << 0 << "a5";
    QTest::newRow("hex5 middle row last") << "hex5" << 4 << 8 << "i5";
    QTest::newRow("hex5 bottom row first") << "hex5" << 8 << 0 << "a1";
    QTest::newRow("hex5 bottom row last") << "hex5" << 8 << 4 << "e1";
    QTest::newRow("hex2 top") << "hex2" << 0 << 0 << "b3";
}

void TestGeometry::cellNamesFollowTheRules() {
    QFETCH(QString, board);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, name);
    const Geometry* g = nullptr;
    if (board.startsWith("hex")) {
        g = Geometry::hexagon(board.mid(3).toInt());
    } else {
        const auto parts = board.split('x');
        g = Geometry::rectangle(parts[0].toInt(), parts[1].toInt());
    }
    QVERIFY(g);
    const int cell = g->cell_at(row, column);
    QVERIFY(cell >= 0);
    QCOMPARE(QString::fromStdString(g->name(cell)), name);
    QCOMPARE(g->cell_from_name(name.toStdString()), cell);
}

void TestGeometry::everyCellNameReadsBackToItsCell() {
    for (const Geometry* g : all_geometries()) {
        for (int cell = 0; cell < g->cell_count(); ++cell)
            QCOMPARE(g->cell_from_name(g->name(cell)), cell);
        QCOMPARE(g->cell_from_name(""), -1);
        QCOMPARE(g->cell_from_name("a0"), -1);
        QCOMPARE(g->cell_from_name("a01"), -1);
        QCOMPARE(g->cell_from_name("z1"), -1);
        QCOMPARE(g->cell_from_name("a99"), -1);
        QCOMPARE(g->cell_from_name("1a"), -1);
    }
    // On a hexagon the corners of the bounding box are not cells.
    QCOMPARE(Geometry::hexagon(5)->cell_from_name("a9"), -1);
    QCOMPARE(Geometry::hexagon(5)->cell_from_name("i1"), -1);
}

void TestGeometry::neighbourSetsMatchTheDistance() {
    for (const Geometry* g : all_geometries()) {
        for (int a = 0; a < g->cell_count(); ++a) {
            QCOMPARE(g->distance(a, a), 0);
            for (int b = 0; b < g->cell_count(); ++b) {
                const int d = g->distance(a, b);
                QCOMPARE(d, g->distance(b, a));
                QCOMPARE(g->adjacent(a).contains(b), d == 1);
                QCOMPARE(g->jumps(a).contains(b), d == 2);
            }
            // No bit outside the board.
            QCOMPARE(g->reach(a) & ~g->all_cells(), CellSet{});
        }
    }
}

void TestGeometry::innerCellsHaveTheRightNumberOfNeighbours_data() {
    QTest::addColumn<bool>("hexagon");
    QTest::addColumn<int>("clones");
    QTest::addColumn<int>("jumps");
    QTest::newRow("rectangle") << false << 8 << 16;
    QTest::newRow("hexagon") << true << 6 << 12;
}

void TestGeometry::innerCellsHaveTheRightNumberOfNeighbours() {
    QFETCH(bool, hexagon);
    QFETCH(int, clones);
    QFETCH(int, jumps);
    const Geometry& g = hexagon ? *Geometry::hexagon(5) : *Geometry::rectangle(7, 7);
    const int centre = hexagon ? g.cell_at_axial(0, 0) : g.cell_at(3, 3);
    QCOMPARE(g.adjacent(centre).count(), clones);
    QCOMPARE(g.jumps(centre).count(), jumps);
}

void TestGeometry::hexagonRowsGrowThenShrink() {
    const Geometry& g = *Geometry::hexagon(5);
    const int expected[] = {5, 6, 7, 8, 9, 8, 7, 6, 5};
    QCOMPARE(g.row_count(), 9);
    for (int r = 0; r < 9; ++r) QCOMPARE(g.row_length(r), expected[r]);
    // The six corners of a side-5 hexagon are 4 apart from the centre.
    const int centre = g.cell_at_axial(0, 0);
    for (const char* corner : {"e9", "i9", "i5", "e1", "a1", "a5"})
        QCOMPARE(g.distance(centre, g.cell_from_name(corner)), 4);
}

QTEST_MAIN(TestGeometry)
#include "tst_geometry.moc"

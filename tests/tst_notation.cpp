// Move strings (RULES.md section 6): every legal move is written so that it
// reads back as itself, the forms the rules name are read as the rules say,
// and a string that is no legal move is refused with a reason.

#include "fen.h"
#include "notation.h"
#include "position.h"

#include <QtTest>

#include <random>
#include <set>
#include <string>

using namespace ataxx;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

Position position_from(const QString& fen) {
    const auto position = read_fen(fen.toStdString());
    return position ? *position : Position();
}

QStringList legal_move_strings(const Position& position) {
    MoveList moves;
    position.generate(moves);
    QStringList names;
    for (const Move m : moves) names << qs(move_to_string(position.geometry(), m));
    names.sort();
    return names;
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void everyLegalMoveReadsBackAsItself_data();
    void everyLegalMoveReadsBackAsItself();
    void movesAreNamedAsTheRulesSay_data();
    void movesAreNamedAsTheRulesSay();
    void moveStringsPlayAsTheRulesSay_data();
    void moveStringsPlayAsTheRulesSay();
    void badMovesAreRefusedWithAReason_data();
    void badMovesAreRefusedWithAReason();
    void randomStringsNeverCrashTheMoveReader();
};

void TestNotation::everyLegalMoveReadsBackAsItself_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("mustInclude");

    QTest::newRow("7x7 start") << "x5o/7/7/7/7/7/o5x x 0 1" << QStringList{"b6", "a7c5", "g1e3"};
    QTest::newRow("7x7 start, o to move")
        << "x5o/7/7/7/7/7/o5x o 0 1" << QStringList{"f6", "g7e5", "a1c3"};
    QTest::newRow("blocked board")
        << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1" << QStringList{"a7c7", "g1g3"};
    QTest::newRow("crowded middle game")
        << "xxo2o1/1xoo3/2x-x2/oo1-1xx/2x-o2/x1oo2o/1o3xx o 7 21" << QStringList{};
    QTest::newRow("hexxagon") << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"
                              << QStringList{"f9", "e9g9", "a1c3"};
    QTest::newRow("hexxagon, o to move")
        << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o o 0 1" << QStringList{"h9", "e1e3", "a5c5"};
    QTest::newRow("hexagon of side 7") << "x5o/8/9/10/11/12/o11x/12/11/10/9/8/x5o x 0 1"
                                       << QStringList{"l7", "h13", "f12", "a1c3"};
    QTest::newRow("11x11 start") << "x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1"
                                 << QStringList{"a10", "b10", "a11c11", "a11a9", "k1k3", "j2"};
    QTest::newRow("11x11 start, o to move")
        << "x9o/11/11/11/11/11/11/11/11/11/o9x o 0 1"
        << QStringList{"k10", "j11", "k11i9", "k11k9", "a1c3", "a2"};
    QTest::newRow("11x11 middle game") << "x9o/1x3o5/11/4-6/2x3o4/11/5x5/3-7/11/xo8o/o9x x 2 9"
                                       << QStringList{"a10", "a11c11", "b10d8", "a2c2", "j2"};
    QTest::newRow("3x3") << "x1o/3/o1x x 0 1" << QStringList{"b2", "a3c2"};
    QTest::newRow("only the pass")
        << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1" << QStringList{"0000"};
}

void TestNotation::everyLegalMoveReadsBackAsItself() {
    QFETCH(QString, fen);
    QFETCH(QStringList, mustInclude);
    const auto read = read_fen(fen.toStdString());
    QVERIFY2(read, read.error().c_str());
    const Position& position = *read;
    const Geometry& g = position.geometry();

    MoveList moves;
    position.generate(moves);
    QVERIFY(!moves.empty());
    std::set<std::string> names;
    for (const Move m : moves) {
        const std::string name = move_to_string(g, m);
        names.insert(name);
        // The shape of the string says the kind of move.
        if (m.is_pass()) {
            QCOMPARE(qs(name), QStringLiteral("0000"));
        } else if (m.is_clone()) {
            QCOMPARE(qs(name), qs(g.name(m.to())));
        } else {
            QCOMPARE(qs(name), qs(g.name(m.from()) + g.name(m.to())));
            QCOMPARE(g.distance(m.from(), m.to()), 2);
        }
        const auto back = read_move(position, name);
        QVERIFY2(back, qPrintable(qs(name) + ": " + qs(back.error())));
        QVERIFY2(*back == m, qPrintable(qs(name)));

        // Any own piece next to a clone's destination may be given as its origin.
        if (m.is_clone()) {
            for (const int from : g.adjacent(m.to()) & position.pieces(position.side_to_move())) {
                const std::string long_form = g.name(from) + name;
                const auto clone = read_move(position, long_form);
                QVERIFY2(clone, qPrintable(qs(long_form) + ": " + qs(clone.error())));
                QVERIFY2(*clone == m, qPrintable(qs(long_form)));
            }
        }
        if (m.is_pass()) {
            const auto pass = read_move(position, "pass");
            QVERIFY2(pass, pass.error().c_str());
            QVERIFY(pass->is_pass());
        }
    }
    // One string per move: no two moves share a name.
    QCOMPARE(static_cast<int>(names.size()), moves.size());
    for (const QString& name : mustInclude)
        QVERIFY2(names.count(name.toStdString()) == 1,
                 qPrintable(name + " is not among the moves"));
}

void TestNotation::movesAreNamedAsTheRulesSay_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");

    // x at a7 and g1: three clones and five jumps from each corner.
    QTest::newRow("7x7 start") << "x5o/7/7/7/7/7/o5x x 0 1"
                               << QStringList{"b7",   "a6",   "b6",   "f1",   "g2",   "f2",
                                              "a7c7", "a7c6", "a7c5", "a7b5", "a7a5", "g1e1",
                                              "g1e2", "g1e3", "g1f3", "g1g3"};
    QTest::newRow("7x7 start, o to move")
        << "x5o/7/7/7/7/7/o5x o 0 1"
        << QStringList{"f7",   "f6",   "g6",   "a2",   "b2",   "b1",   "g7e7", "g7e6",
                       "g7e5", "g7f5", "g7g5", "a1c1", "a1c2", "a1c3", "a1b3", "a1a3"};
    // The blocked cells c5 and e3 take one jump from each corner.
    QTest::newRow("blocked board")
        << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1"
        << QStringList{"b7",   "a6",   "b6",   "f1",   "g2",   "f2",   "a7c7",
                       "a7c6", "a7b5", "a7a5", "g1e1", "g1e2", "g1f3", "g1g3"};
    QTest::newRow("11x11 start") << "x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1"
                                 << QStringList{"b11",   "a10",   "b10",    "j1",
                                                "k2",    "j2",    "a11c11", "a11c10",
                                                "a11c9", "a11b9", "a11a9",  "k1i1",
                                                "k1i2",  "k1i3",  "k1j3",   "k1k3"};
    // Hexagon corners have three neighbours and five cells at distance 2.
    QTest::newRow("hexxagon") << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"
                              << QStringList{"f9",   "e8",   "d8",   "e9g9", "e9e7", "e9c7",
                                             "e9f8", "e9d7", "h5",   "i6",   "h4",   "i5g5",
                                             "i5i7", "i5g3", "i5h6", "i5g4", "b1",   "a2",
                                             "b2",   "a1c1", "a1a3", "a1c3", "a1c2", "a1b3"};
    QTest::newRow("only the pass")
        << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1" << QStringList{"0000"};
}

void TestNotation::movesAreNamedAsTheRulesSay() {
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(position, position.error().c_str());
    moves.sort();
    QCOMPARE(legal_move_strings(*position), moves);
}

void TestNotation::moveStringsPlayAsTheRulesSay_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("after");

    const QString start = "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("clone b6") << start << "b6"
                              << "x5o/1x5/7/7/7/7/o5x o 0 1";
    QTest::newRow("origin and destination at distance 1 is the clone")
        << start << "a7b6"
        << "x5o/1x5/7/7/7/7/o5x o 0 1";
    QTest::newRow("jump a7c5") << start << "a7c5"
                               << "6o/7/2x4/7/7/7/o5x o 1 1";
    QTest::newRow("jump g1e3") << start << "g1e3"
                               << "x5o/7/7/7/4x2/7/o6 o 1 1";
    QTest::newRow("o jumps g7g5") << "x5o/7/7/7/7/7/o5x o 0 1"
                                  << "g7g5"
                                  << "x6/7/6o/7/7/7/o5x x 1 2";
    QTest::newRow("clone capturing the last piece") << "7/7/7/2o4/7/1x5/7 x 0 1"
                                                    << "b2c3"
                                                    << "7/7/7/2x4/2x4/1x5/7 o 0 1";
    QTest::newRow("pass written 0000") << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1"
                                       << "0000"
                                       << "7/7/7/7/ooooooo/ooooooo/xxxxxxx o 1 1";
    QTest::newRow("pass written pass") << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 4 9"
                                       << "pass"
                                       << "7/7/7/7/ooooooo/ooooooo/xxxxxxx o 5 9";
    const QString large = "x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1";
    QTest::newRow("11x11 clone a10") << large << "a10"
                                     << "x9o/x10/11/11/11/11/11/11/11/11/o9x o 0 1";
    QTest::newRow("11x11 jump a11c9") << large << "a11c9"
                                      << "10o/11/2x8/11/11/11/11/11/11/11/o9x o 1 1";
    QTest::newRow("11x11 o clones k10 from k11") << "x9o/11/11/11/11/11/11/11/11/11/o9x o 0 1"
                                                 << "k11k10"
                                                 << "x9o/10o/11/11/11/11/11/11/11/11/o9x x 0 2";
    QTest::newRow("11x11 o jumps k11i9") << "x9o/11/11/11/11/11/11/11/11/11/o9x o 0 1"
                                         << "k11i9"
                                         << "x10/11/8o2/11/11/11/11/11/11/11/o9x x 1 2";
    const QString hexxagon = "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1";
    QTest::newRow("hexxagon clone f9") << hexxagon << "f9"
                                       << "xx2o/6/7/4-3/o2-4x/4-3/7/6/x3o o 0 1";
    QTest::newRow("hexxagon jump e9g9") << hexxagon << "e9g9"
                                        << "2x1o/6/7/4-3/o2-4x/4-3/7/6/x3o o 1 1";
    QTest::newRow("hexxagon capture g9") << "xx1oo/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 2"
                                         << "g9"
                                         << "xxxxo/6/7/4-3/o2-4x/4-3/7/6/x3o o 0 2";
}

void TestNotation::moveStringsPlayAsTheRulesSay() {
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, after);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(position, position.error().c_str());
    const auto m = read_move(*position, move.toStdString());
    QVERIFY2(m, m.error().c_str());
    QVERIFY(position->is_legal(*m));
    QCOMPARE(qs(write_fen(position->after(*m))), after);
}

void TestNotation::badMovesAreRefusedWithAReason_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QStringList>("mentions");

    const QString start = "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("h1 is off a 7x7 board") << start << "h1" << QStringList{"'h1'", "cell"};
    QTest::newRow("a8 is off a 7x7 board") << start << "a8" << QStringList{"'a8'", "cell"};
    QTest::newRow("a0 is no cell") << start << "a0" << QStringList{"'a0'", "cell"};
    QTest::newRow("jump to a cell off the board") << start << "g1i1" << QStringList{"'i1'", "cell"};
    QTest::newRow("a5 is outside a hexagon of side 3") << "x1o/4/o3x/4/x1o x 0 1"
                                                       << "a5" << QStringList{"'a5'", "cell"};
    QTest::newRow("not a move at all") << start << "hello" << QStringList{"'hello'", "move"};
    QTest::newRow("three cells") << start << "a7b7c7" << QStringList{"'a7b7c7'", "move"};
    QTest::newRow("empty string") << start << "" << QStringList{"move"};
    QTest::newRow("capital letters") << start << "B6" << QStringList{"'B6'", "move"};
    QTest::newRow("distance 3") << start << "a7d7" << QStringList{"a7", "d7", "3"};
    QTest::newRow("distance 3 diagonally") << start << "g1d4" << QStringList{"g1", "d4", "3"};
    QTest::newRow("same cell twice") << start << "a7a7" << QStringList{"a7", "0"};
    QTest::newRow("jump from an empty cell")
        << start << "b7d7" << QStringList{"Black has no piece on b7"};
    QTest::newRow("jump from a White piece")
        << start << "g7e7" << QStringList{"Black has no piece on g7"};
    QTest::newRow("clone-style origin without a piece")
        << start << "c6b6" << QStringList{"Black has no piece on c6"};
    QTest::newRow("clone with no piece next to it")
        << start << "d4" << QStringList{"Black has no piece next to d4"};
    QTest::newRow("clone onto an o piece") << "x5o/xo5/7/7/7/7/o5x x 0 1"
                                           << "b6" << QStringList{"b6", "empty"};
    QTest::newRow("clone onto an own piece") << "x5o/xo5/7/7/7/7/o5x x 0 1"
                                             << "a6" << QStringList{"a6", "empty"};
    QTest::newRow("jump onto a piece") << "x5o/7/2o4/7/7/7/o5x x 0 1"
                                       << "a7c5" << QStringList{"c5", "empty"};
    QTest::newRow("jump onto a blocked cell") << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1"
                                              << "a7c5" << QStringList{"c5", "blocked"};
    QTest::newRow("clone onto a blocked cell") << "x5o/-6/7/7/7/7/o5x x 0 1"
                                               << "a6" << QStringList{"a6", "blocked"};
    QTest::newRow("pass while Black can move")
        << start << "0000" << QStringList{"pass", "Black can move"};
    QTest::newRow("pass written out while White can move")
        << "x5o/7/7/7/7/7/o5x o 0 1"
        << "pass" << QStringList{"pass", "White can move"};
    QTest::newRow("move after the game is over") << "x6/7/7/7/7/7/7 x 0 1"
                                                 << "b6" << QStringList{"over"};
    QTest::newRow("pass after the game is over") << "x5o/7/7/7/7/7/o5x x 100 1"
                                                 << "0000" << QStringList{"over"};
}

void TestNotation::badMovesAreRefusedWithAReason() {
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QStringList, mentions);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(position, position.error().c_str());
    const auto m = read_move(*position, move.toStdString());
    QVERIFY2(!m, qPrintable("accepted: " + move));
    const QString message = qs(m.error());
    for (const QString& mention : mentions)
        QVERIFY2(message.contains(mention),
                 qPrintable(QStringLiteral("'%1' does not mention %2").arg(message, mention)));
}

void TestNotation::randomStringsNeverCrashTheMoveReader() {
    const QString fens[] = {
        "x5o/7/7/7/7/7/o5x x 0 1",
        "x5o/7/2-1-2/3-3/2-1-2/7/o5x o 3 4",
        "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1",
        "x9o/1x3o5/11/4-6/2x3o4/11/5x5/3-7/11/xo8o/o9x x 2 9",
        "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1",
        "x6/7/7/7/7/7/7 o 0 1",
    };
    const std::string alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 -pas";
    std::mt19937 rng(77);
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::uniform_int_distribution<int> length(0, 7);
    std::uniform_int_distribution<int> percent(0, 99);
    std::uniform_int_distribution<int> byte(0, 255);
    for (const QString& fen : fens) {
        const Position position = position_from(fen);
        QCOMPARE(qs(write_fen(position)), fen);
        int accepted = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string text;
            const int n = length(rng);
            for (int k = 0; k < n; ++k)
                text += percent(rng) < 5 ? static_cast<char>(byte(rng)) : alphabet[pick(rng)];
            const auto m = read_move(position, text);
            if (!m) {
                QVERIFY(!m.error().empty());
                continue;
            }
            ++accepted;
            // Whatever is accepted is legal, and its own name reads back as it.
            QVERIFY2(position.is_legal(*m), text.c_str());
            const auto again = read_move(position, move_to_string(position.geometry(), *m));
            QVERIFY2(again && *again == *m, text.c_str());
        }
        if (position.is_over()) QCOMPARE(accepted, 0);
    }
}

QTEST_MAIN(TestNotation)
#include "tst_notation.moc"

// Position strings (RULES.md section 5): what the reader accepts, what it
// refuses and how it says so, and that writing and reading back never changes
// a position, on every kind of board the rules allow.

#include "fen.h"
#include "geometry.h"
#include "position.h"
#include "printing.h"

#include <QtTest>

#include <random>
#include <string>

using namespace ataxx;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// "7x7" is a rectangle 7 wide and 7 high, "hex5" a hexagon of side 5.
const Geometry* geometry_named(const QString& name) {
    if (name.startsWith(QLatin1String("hex"))) return Geometry::hexagon(name.mid(3).toInt());
    const QStringList sides = name.split(QLatin1Char('x'));
    return Geometry::rectangle(sides[0].toInt(), sides[1].toInt());
}

// A position with every cell drawn at random: blocked with the given chance,
// else x, o or empty alike.
Position random_position(const Geometry& g, std::mt19937& rng, int blocked_percent, Side side,
                         int halfmove, int fullmove) {
    std::uniform_int_distribution<int> percent(0, 99);
    std::uniform_int_distribution<int> kind(0, 2);
    CellSet x;
    CellSet o;
    CellSet blocked;
    for (int cell = 0; cell < g.cell_count(); ++cell) {
        if (percent(rng) < blocked_percent) {
            blocked.set(cell);
            continue;
        }
        const int k = kind(rng);
        if (k == 0) x.set(cell);
        if (k == 1) o.set(cell);
    }
    return Position::from_parts(g, x, o, blocked, side, halfmove, fullmove);
}

// Reading a FEN the reader accepted, writing it and reading that again must
// give the same position, and the written form must be stable.
bool accepted_fen_round_trips(const std::string& text, QString& why) {
    const auto first = read_fen(text);
    if (!first) return true;
    const std::string written = write_fen(*first);
    const auto again = read_fen(written);
    if (!again) {
        why = QStringLiteral("'%1' was accepted, but its rewrite '%2' was refused: %3")
                  .arg(qs(text), qs(written), qs(again.error()));
        return false;
    }
    if (!(*again == *first) || write_fen(*again) != written) {
        why = QStringLiteral("'%1' reads back as '%2' after writing '%3'")
                  .arg(qs(text), qs(write_fen(*again)), qs(written));
        return false;
    }
    return true;
}

const char* const fuzz_alphabet = "xo-0123456789/ /xbwXO\t7";

} // namespace

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void fenRoundTripsOnEveryBoardShape_data();
    void fenRoundTripsOnEveryBoardShape();
    void startPositionsAreWrittenAsTheRulesDescribe_data();
    void startPositionsAreWrittenAsTheRulesDescribe();
    void knownStartFensGiveTheStartPositions();
    void fenPutsPiecesOnTheNamedCells_data();
    void fenPutsPiecesOnTheNamedCells();
    void sideAndClocksAreReadWithTheirDefaults_data();
    void sideAndClocksAreReadWithTheirDefaults();
    void badFensAreRefusedSayingWhatAndWhere_data();
    void badFensAreRefusedSayingWhatAndWhere();
    void randomStringsNeverCrashTheReader();
    void mutatedFensNeverCrashTheReaderAndRoundTripWhenAccepted_data();
    void mutatedFensNeverCrashTheReaderAndRoundTripWhenAccepted();
};

void TestFen::fenRoundTripsOnEveryBoardShape_data() {
    QTest::addColumn<QString>("geometry");
    QTest::addColumn<bool>("start");
    QTest::addColumn<int>("blockedPercent");
    QTest::addColumn<bool>("oToMove");
    QTest::addColumn<int>("halfmove");
    QTest::addColumn<int>("fullmove");
    QTest::addColumn<int>("seed");

    const char* const shapes[] = {"3x3",  "7x7",  "8x5",  "5x8",  "11x11", "11x3",
                                  "hex2", "hex3", "hex4", "hex5", "hex6",  "hex7"};
    int seed = 1;
    for (const char* shape : shapes) {
        QTest::addRow("%s start", shape) << shape << true << 0 << false << 0 << 1 << seed++;
        QTest::addRow("%s pieces, x to move", shape)
            << shape << false << 0 << false << 0 << 1 << seed++;
        QTest::addRow("%s pieces and blocked cells, o to move", shape)
            << shape << false << 20 << true << 0 << 1 << seed++;
        QTest::addRow("%s mostly blocked, clocks 37 and 112", shape)
            << shape << false << 70 << false << 37 << 112 << seed++;
        QTest::addRow("%s o to move, clocks 99 and 1000", shape)
            << shape << false << 10 << true << 99 << 1000 << seed++;
    }
}

void TestFen::fenRoundTripsOnEveryBoardShape() {
    QFETCH(QString, geometry);
    QFETCH(bool, start);
    QFETCH(int, blockedPercent);
    QFETCH(bool, oToMove);
    QFETCH(int, halfmove);
    QFETCH(int, fullmove);
    QFETCH(int, seed);

    const Geometry* g = geometry_named(geometry);
    QVERIFY(g);
    std::mt19937 rng(static_cast<unsigned>(seed));
    const Side side = oToMove ? Side::O : Side::X;
    const Position position =
        start ? Position::start(*g)
              : random_position(*g, rng, blockedPercent, side, halfmove, fullmove);

    const std::string fen = write_fen(position);
    // The written FEN has one row per board row and the side and clocks as given.
    const QStringList fields = qs(fen).split(QLatin1Char(' '));
    QCOMPARE(fields.size(), 4);
    QCOMPARE(fields[0].count(QLatin1Char('/')) + 1, g->row_count());
    QCOMPARE(fields[1], start ? QStringLiteral("x") : QString(oToMove ? "o" : "x"));
    QCOMPARE(fields[2].toInt(), start ? 0 : halfmove);
    QCOMPARE(fields[3].toInt(), start ? 1 : fullmove);

    const auto read = read_fen(fen);
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(&read->geometry(), g);
    QCOMPARE(qs(write_fen(*read)), qs(fen));
    QCOMPARE(*read, position);
    QCOMPARE(read->blocked(), position.blocked());
    QCOMPARE(read->pieces(Side::X), position.pieces(Side::X));
    QCOMPARE(read->pieces(Side::O), position.pieces(Side::O));
}

void TestFen::startPositionsAreWrittenAsTheRulesDescribe_data() {
    QTest::addColumn<QString>("geometry");
    QTest::addColumn<QString>("fen");

    // Rectangles: x in the top-left and bottom-right corners, o in the other two.
    QTest::newRow("3x3") << "3x3"
                         << "x1o/3/o1x x 0 1";
    QTest::newRow("7x7") << "7x7"
                         << "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("8x5") << "8x5"
                         << "x6o/8/8/8/o6x x 0 1";
    QTest::newRow("4x9") << "4x9"
                         << "x2o/4/4/4/4/4/4/4/o2x x 0 1";
    QTest::newRow("11x11") << "11x11"
                           << "x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1";
    // Hexagons: x on the top-left corner, then o, x, o, x, o going round; no blocked cells.
    QTest::newRow("hex2") << "hex2"
                          << "xo/o1x/xo x 0 1";
    QTest::newRow("hex3") << "hex3"
                          << "x1o/4/o3x/4/x1o x 0 1";
    QTest::newRow("hex4") << "hex4"
                          << "x2o/5/6/o5x/6/5/x2o x 0 1";
    QTest::newRow("hex5") << "hex5"
                          << "x3o/6/7/8/o7x/8/7/6/x3o x 0 1";
    QTest::newRow("hex7") << "hex7"
                          << "x5o/8/9/10/11/12/o11x/12/11/10/9/8/x5o x 0 1";
}

void TestFen::startPositionsAreWrittenAsTheRulesDescribe() {
    QFETCH(QString, geometry);
    QFETCH(QString, fen);
    const Geometry* g = geometry_named(geometry);
    QVERIFY(g);
    QCOMPARE(qs(write_fen(Position::start(*g))), fen);
    const auto read = read_fen(fen.toStdString());
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(*read, Position::start(*g));
}

void TestFen::knownStartFensGiveTheStartPositions() {
    // The strings of RULES.md section 5, written out here rather than taken from fen.h.
    const std::string classic = "x5o/7/7/7/7/7/o5x x 0 1";
    const std::string hexxagon = "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1";

    QCOMPARE(qs(std::string(start_fen)), qs(classic));
    QCOMPARE(qs(std::string(hexxagon_fen)), qs(hexxagon));

    const auto read_classic = read_fen(classic);
    QVERIFY2(read_classic, read_classic.error().c_str());
    QCOMPARE(*read_classic, Position());
    QCOMPARE(qs(write_fen(Position())), qs(classic));

    const auto startpos = read_fen("startpos");
    QVERIFY2(startpos, startpos.error().c_str());
    QCOMPARE(*startpos, Position());

    const auto read_hexxagon = read_fen(hexxagon);
    QVERIFY2(read_hexxagon, read_hexxagon.error().c_str());
    QCOMPARE(*read_hexxagon, Position::hexxagon());
    QCOMPARE(qs(write_fen(Position::hexxagon())), qs(hexxagon));
    QCOMPARE(Position::hexxagon().blocked().count(), 3);

    // The rules travel with the position read.
    Rules rules;
    rules.stuck = StuckRule::Fill;
    rules.halfmove_limit = 0;
    rules.threefold_repetition = true;
    const auto with_rules = read_fen(classic, rules);
    QVERIFY(with_rules);
    QCOMPARE(with_rules->rules(), rules);
    const auto startpos_with_rules = read_fen("startpos", rules);
    QVERIFY(startpos_with_rules);
    QCOMPARE(startpos_with_rules->rules(), rules);
}

void TestFen::fenPutsPiecesOnTheNamedCells_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("content"); // x, o, - (blocked) or . (empty)

    const QString classic = "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("7x7 a7 is x") << classic << "a7"
                                 << "x";
    QTest::newRow("7x7 g7 is o") << classic << "g7"
                                 << "o";
    QTest::newRow("7x7 a1 is o") << classic << "a1"
                                 << "o";
    QTest::newRow("7x7 g1 is x") << classic << "g1"
                                 << "x";
    QTest::newRow("7x7 d4 is empty") << classic << "d4"
                                     << ".";
    const QString blocked = "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1";
    QTest::newRow("blocked c5") << blocked << "c5"
                                << "-";
    QTest::newRow("blocked d4") << blocked << "d4"
                                << "-";
    QTest::newRow("blocked e3") << blocked << "e3"
                                << "-";
    QTest::newRow("blocked board d5 is empty") << blocked << "d5"
                                               << ".";
    const QString wide = "x6o/8/3x4/8/o6x o 0 1";
    QTest::newRow("8x5 a5 is x") << wide << "a5"
                                 << "x";
    QTest::newRow("8x5 h5 is o") << wide << "h5"
                                 << "o";
    QTest::newRow("8x5 d3 is x") << wide << "d3"
                                 << "x";
    QTest::newRow("8x5 h1 is x") << wide << "h1"
                                 << "x";
    const QString large = "x9o/-10/11/11/11/11/11/11/11/10o/o9x x 0 1";
    QTest::newRow("11x11 a11 is x") << large << "a11"
                                    << "x";
    QTest::newRow("11x11 k11 is o") << large << "k11"
                                    << "o";
    QTest::newRow("11x11 a10 is blocked") << large << "a10"
                                          << "-";
    QTest::newRow("11x11 k2 is o") << large << "k2"
                                   << "o";
    QTest::newRow("11x11 k1 is x") << large << "k1"
                                   << "x";
    const QString hexxagon = "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1";
    QTest::newRow("hexxagon e9 is x") << hexxagon << "e9"
                                      << "x";
    QTest::newRow("hexxagon i9 is o") << hexxagon << "i9"
                                      << "o";
    QTest::newRow("hexxagon i5 is x") << hexxagon << "i5"
                                      << "x";
    QTest::newRow("hexxagon e1 is o") << hexxagon << "e1"
                                      << "o";
    QTest::newRow("hexxagon a1 is x") << hexxagon << "a1"
                                      << "x";
    QTest::newRow("hexxagon a5 is o") << hexxagon << "a5"
                                      << "o";
    QTest::newRow("hexxagon f6 is blocked") << hexxagon << "f6"
                                            << "-";
    QTest::newRow("hexxagon d5 is blocked") << hexxagon << "d5"
                                            << "-";
    QTest::newRow("hexxagon e4 is blocked") << hexxagon << "e4"
                                            << "-";
    QTest::newRow("hexxagon centre e5 is empty") << hexxagon << "e5"
                                                 << ".";
}

void TestFen::fenPutsPiecesOnTheNamedCells() {
    QFETCH(QString, fen);
    QFETCH(QString, cell);
    QFETCH(QString, content);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(position, position.error().c_str());
    const int index = position->geometry().cell_from_name(cell.toStdString());
    QVERIFY(index >= 0);
    QCOMPARE(QString(QChar(position->cell_char(index))), content);
}

void TestFen::sideAndClocksAreReadWithTheirDefaults_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("halfmove");
    QTest::addColumn<int>("fullmove");

    const QString rows = "x5o/7/7/7/7/7/o5x";
    QTest::newRow("x to move") << rows + " x 0 1"
                               << "x" << 0 << 1;
    QTest::newRow("o to move") << rows + " o 0 1"
                               << "o" << 0 << 1;
    QTest::newRow("b means x") << rows + " b 3 7"
                               << "x" << 3 << 7;
    QTest::newRow("w means o") << rows + " w 12 40"
                               << "o" << 12 << 40;
    QTest::newRow("both clocks missing") << rows + " o"
                                         << "o" << 0 << 1;
    QTest::newRow("fullmove number missing") << rows + " x 5"
                                             << "x" << 5 << 1;
    QTest::newRow("surrounding white space") << "  " + rows + "\t o  4   9 \n"
                                             << "o" << 4 << 9;
    QTest::newRow("large clocks") << rows + " x 250 999"
                                  << "x" << 250 << 999;
    QTest::newRow("startpos") << "startpos"
                              << "x" << 0 << 1;
}

void TestFen::sideAndClocksAreReadWithTheirDefaults() {
    QFETCH(QString, fen);
    QFETCH(QString, side);
    QFETCH(int, halfmove);
    QFETCH(int, fullmove);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(position, position.error().c_str());
    QCOMPARE(QString(QChar(side_char(position->side_to_move()))), side);
    QCOMPARE(position->halfmove_clock(), halfmove);
    QCOMPARE(position->fullmove_number(), fullmove);
    // The writer always gives all four fields, with x and o for the side.
    QCOMPARE(qs(write_fen(*position)),
             QStringLiteral("x5o/7/7/7/7/7/o5x %1 %2 %3").arg(side).arg(halfmove).arg(fullmove));
}

void TestFen::badFensAreRefusedSayingWhatAndWhere_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("mentions");

    QTest::newRow("row with 8 cells where 7 were expected")
        << "x5o/7/8/7/7/7/o5x x 0 1" << QStringList{"row 3", "8", "7"};
    QTest::newRow("row with 6 cells where 7 were expected")
        << "x5o/7/7/7/6/7/o5x x 0 1" << QStringList{"row 5", "6", "7"};
    QTest::newRow("last row short") << "x5o/7/7/7/7/7/o4 x 0 1" << QStringList{"row 7", "5", "7"};
    QTest::newRow("unknown character q")
        << "x5o/7/7/q6/7/7/o5x x 0 1" << QStringList{"'q'", "column 9"};
    QTest::newRow("capital X counted from the first column of the string")
        << " x5o/7/7/7/7/7/o5X x 0 1" << QStringList{"'X'", "column 18"};
    QTest::newRow("zero is not a run of empty cells")
        << "x5o/7/7/07/7/7/o5x x 0 1" << QStringList{"'0'", "column 9"};
    QTest::newRow("empty row") << "x5o/7//7/7/7/o5x x 0 1" << QStringList{"row 3", "empty"};
    QTest::newRow("row far too long")
        << "x5o/7/7/xxxxxxxxxxxxxx/7/7/o5x x 0 1" << QStringList{"row 4"};
    QTest::newRow("three-digit run") << "x111/7/7/7/7/7/o5x x 0 1" << QStringList{"column 2"};
    QTest::newRow("missing side") << "x5o/7/7/7/7/7/o5x" << QStringList{"side"};
    QTest::newRow("bad side") << "x5o/7/7/7/7/7/o5x z 0 1" << QStringList{"side", "'z'"};
    QTest::newRow("negative halfmove clock")
        << "x5o/7/7/7/7/7/o5x x -1 1" << QStringList{"halfmove", "'-1'"};
    QTest::newRow("halfmove clock not a number")
        << "x5o/7/7/7/7/7/o5x x ten 1" << QStringList{"halfmove", "'ten'"};
    QTest::newRow("fullmove number zero")
        << "x5o/7/7/7/7/7/o5x x 0 0" << QStringList{"fullmove", "'0'"};
    QTest::newRow("fullmove number not whole")
        << "x5o/7/7/7/7/7/o5x x 0 1.5" << QStringList{"fullmove", "'1.5'"};
    QTest::newRow("trailing junk") << "x5o/7/7/7/7/7/o5x x 0 1 junk" << QStringList{"'junk'"};
    QTest::newRow("empty string") << "" << QStringList{"empty"};
    QTest::newRow("only spaces") << "   \t " << QStringList{"empty"};
    QString tall;
    for (int i = 0; i < 200; ++i) tall += i ? "/7" : "7";
    QTest::newRow("200 rows") << tall + " x 0 1" << QStringList{"rows"};
    QTest::newRow("12 rows") << "7/7/7/7/7/7/7/7/7/7/7/7 x 0 1" << QStringList{"rectangle", "12"};
    QTest::newRow("12-wide rectangle")
        << "12/12/12/12/12/12/12 x 0 1" << QStringList{"rectangle", "12", "11"};
    QTest::newRow("2x2 rectangle") << "xo/ox x 0 1" << QStringList{"rectangle", "2"};
    QTest::newRow("single row") << "x5o x 0 1" << QStringList{"rectangle", "1"};
    QTest::newRow("hexagon with a short last row")
        << "3/4/5/4/2 x 0 1" << QStringList{"row 5", "2", "3"};
    QTest::newRow("hexagon with a long row") << "3/4/6/4/3 x 0 1" << QStringList{"row 3", "6", "5"};
    QTest::newRow("hexagon missing its last row")
        << "3/4/5/4 x 0 1" << QStringList{"hexagon", "5", "4"};
    QTest::newRow("hexagon of side 8")
        << "8/9/10/11/12/13/14/15/14/13/12/11/10/9/8 x 0 1" << QStringList{"row 7"};
}

void TestFen::badFensAreRefusedSayingWhatAndWhere() {
    QFETCH(QString, fen);
    QFETCH(QStringList, mentions);
    const auto position = read_fen(fen.toStdString());
    QVERIFY2(!position, qPrintable("accepted: " + fen));
    const QString message = qs(position.error());
    QVERIFY(!message.isEmpty());
    for (const QString& mention : mentions)
        QVERIFY2(message.contains(mention),
                 qPrintable(QStringLiteral("'%1' does not mention %2").arg(message, mention)));
}

void TestFen::randomStringsNeverCrashTheReader() {
    std::mt19937 rng(20240301);
    const std::string alphabet = fuzz_alphabet;
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::uniform_int_distribution<int> length(0, 60);
    std::uniform_int_distribution<int> percent(0, 99);
    std::uniform_int_distribution<int> byte(0, 255);
    int accepted = 0;
    for (int i = 0; i < 100000; ++i) {
        std::string text;
        const int n = length(rng);
        for (int k = 0; k < n; ++k)
            text += percent(rng) < 3 ? static_cast<char>(byte(rng)) : alphabet[pick(rng)];
        QString why;
        QVERIFY2(accepted_fen_round_trips(text, why), qPrintable(why));
        if (read_fen(text)) ++accepted;
    }
    // Random rows so seldom fit together that only the crash check matters here.
    QVERIFY(accepted < 100000);
}

void TestFen::mutatedFensNeverCrashTheReaderAndRoundTripWhenAccepted_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("7x7 start") << "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("blocked 7x7") << "x5o/7/2-1-2/3-3/2-1-2/7/o5x o 12 30";
    QTest::newRow("hexxagon") << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1";
    QTest::newRow("3x3") << "xo-/1x1/o1x o 3 4";
    QTest::newRow("11x11") << "x9o/-10/11/3xo6/11/11/11/11/11/10o/o9x x 5 17";
    QTest::newRow("hex2") << "xo/o1x/xo o 0 2";
    QTest::newRow("hex7") << "x5o/8/9/10/11/12/o5-5x/12/11/10/9/8/x5o x 0 1";
    QTest::newRow("8x5") << "x6o/8/3x4/8/o6x w 1 1";
}

void TestFen::mutatedFensNeverCrashTheReaderAndRoundTripWhenAccepted() {
    QFETCH(QString, fen);
    const std::string valid = fen.toStdString();
    QVERIFY(read_fen(valid));

    std::mt19937 rng(static_cast<unsigned>(qHash(fen)));
    const std::string alphabet = fuzz_alphabet;
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::uniform_int_distribution<int> operation(0, 4);
    std::uniform_int_distribution<int> mutations(1, 3);
    std::uniform_int_distribution<int> byte(1, 255);
    int accepted = 0;
    int refused = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text = valid;
        for (int m = mutations(rng); m > 0; --m) {
            std::uniform_int_distribution<std::size_t> at(0, text.empty() ? 0 : text.size() - 1);
            const std::size_t p = at(rng);
            switch (operation(rng)) {
            case 0: // replace a character
                if (!text.empty()) text[p] = alphabet[pick(rng)];
                break;
            case 1: // insert one
                text.insert(p, 1, alphabet[pick(rng)]);
                break;
            case 2: // delete one
                if (!text.empty()) text.erase(p, 1);
                break;
            case 3: // repeat a piece of the string
                text.insert(p, text.substr(at(rng), 4));
                break;
            default: // any byte at all
                if (!text.empty()) text[p] = static_cast<char>(byte(rng));
                break;
            }
        }
        QString why;
        QVERIFY2(accepted_fen_round_trips(text, why), qPrintable(why));
        if (read_fen(text))
            ++accepted;
        else
            ++refused;
    }
    // Small mutations of a valid FEN give both kinds, so both paths were exercised.
    QVERIFY(accepted > 0);
    QVERIFY(refused > 0);
}

QTEST_MAIN(TestFen)
#include "tst_fen.moc"

// Game files (RULES.md section 7): games written and read back unchanged on
// every kind of board and under every rule set, the files the UAI match runner
// writes read game by game, bad files refused with the game and line at fault,
// and damaged files never crashing the reader.

#include "fen.h"
#include "game.h"
#include "notation.h"
#include "pgn.h"
#include "position.h"
#include "printing.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using namespace ataxx;

Q_DECLARE_METATYPE(ataxx::Outcome)
Q_DECLARE_METATYPE(ataxx::EndReason)
Q_DECLARE_METATYPE(ataxx::StuckRule)

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// RULES.md section 7: 1-0 when x wins, 0-1 when o wins, 1/2-1/2 a draw, * unfinished.
QString result_token(Outcome outcome) {
    switch (outcome) {
    case Outcome::XWins:
        return "1-0";
    case Outcome::OWins:
        return "0-1";
    case Outcome::Draw:
        return "1/2-1/2";
    case Outcome::None:
        break;
    }
    return "*";
}

Position position_from(const QString& fen, Rules rules = {}) {
    if (fen.isEmpty()) return Position::start(Geometry::classic(), rules);
    const auto position = read_fen(fen.toStdString(), rules);
    return position ? *position : Position();
}

Move move_named(const Position& position, const QString& text) {
    const auto move = read_move(position, text.toStdString());
    return move ? *move : Move::none();
}

bool play_all(Game& game, const QStringList& moves) {
    for (const QString& text : moves) {
        const Move m = move_named(game.position(), text);
        if (m.is_none() || !game.play(m)) return false;
    }
    return true;
}

// Up to `plies` moves picked at random among the legal ones, stopping when the game ends.
Game random_game(const Position& start, int plies, unsigned seed) {
    std::mt19937 rng(seed);
    Game game(start);
    for (int i = 0; i < plies && !game.result().over(); ++i) {
        MoveList moves;
        game.position().generate(moves);
        std::uniform_int_distribution<int> pick(0, moves.size() - 1);
        game.play(moves[pick(rng)]);
    }
    return game;
}

QStringList move_strings(const Game& game) {
    QStringList names;
    for (const Move m : game.moves())
        names << qs(move_to_string(game.start_position().geometry(), m));
    return names;
}

// Whether every move of a game read is legal where it stands.
bool legal_throughout(const Game& game) {
    Position p = game.start_position();
    for (const Move m : game.moves()) {
        if (!p.is_legal(m)) return false;
        p = p.after(m);
    }
    return game.length() == 0 || p == game.position_at(game.length());
}

// Whether two records hold the same game: start, moves and result.
bool same_game(const Game& a, const Game& b) {
    Game x = a;
    Game y = b;
    x.go_to(x.length());
    y.go_to(y.length());
    bool notes = true;
    for (int i = 0; i < x.length(); ++i) notes = notes && x.note_at(i) == y.note_at(i);
    return x.start_position() == y.start_position() && x.moves() == y.moves() && notes &&
           x.result().outcome == y.result().outcome && x.result().reason == y.result().reason;
}

QString match_file_text() {
    QFile file(QStringLiteral(ATAXX_TEST_DATA "/match_runner.pgn"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

const QString classic_start = "x5o/7/7/7/7/7/o5x x 0 1";
const QStringList classic_moves = {"b6", "b2", "b6b4", "b3", "a6", "a5", "b6"};
const QString classic_end = "x5o/xx5/x6/1o5/1o5/1o5/o5x o 0 4";

} // namespace

class TestPgn : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void gamesRoundTripThroughPgn_data();
    void gamesRoundTripThroughPgn();
    void movesAreNumberedFromTheStartPosition_data();
    void movesAreNumberedFromTheStartPosition();
    void rulesSurviveTheRoundTrip_data();
    void rulesSurviveTheRoundTrip();
    void declaredResultsSurviveTheRoundTrip_data();
    void declaredResultsSurviveTheRoundTrip();
    void matchRunnerFileHoldsFourGames();
    void matchRunnerGamesAreReadWithTagsMovesAndResults_data();
    void matchRunnerGamesAreReadWithTagsMovesAndResults();
    void unusualButValidMovetextIsRead_data();
    void unusualButValidMovetextIsRead();
    void badFilesAreRefusedNamingGameAndLine_data();
    void badFilesAreRefusedNamingGameAndLine();
    void truncatedFilesNeverCrashTheReader();
    void mutatedFilesNeverCrashTheReaderAndRoundTripWhenAccepted();
    void notesAfterMovesAreReadAsNagsAndComments_data();
    void notesAfterMovesAreReadAsNagsAndComments();
    void notesAreWrittenAfterTheirMovesAndReadBack();
    void aDifferentMoveKeepsTheNotesOfTheLineItBranchesFrom();
    void variationsAreReadIntoTheTreeAndWrittenBackTheSame_data();
    void variationsAreReadIntoTheTreeAndWrittenBackTheSame();
    void notesInsideVariationsStayWithTheirMoves();
    void variationsNestedTooDeepAreRefused();

private:
    std::string m_match_text;
};

void TestPgn::initTestCase() {
    m_match_text = match_file_text().toStdString();
    QVERIFY2(!m_match_text.empty(), ATAXX_TEST_DATA "/match_runner.pgn is missing");
}

void TestPgn::gamesRoundTripThroughPgn_data() {
    QTest::addColumn<QString>("fen"); // empty: the standard start
    QTest::addColumn<int>("plies");
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("fenTag");

    QTest::newRow("7x7 start") << "" << 40 << 1 << false;
    QTest::newRow("7x7 start given as a FEN") << classic_start << 40 << 2 << false;
    QTest::newRow("7x7 played to the end") << "" << 2000 << 3 << false;
    QTest::newRow("blocked board") << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1" << 40 << 4 << true;
    QTest::newRow("hexxagon") << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1" << 40 << 5 << true;
    QTest::newRow("hexxagon played to the end")
        << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1" << 2000 << 6 << true;
    QTest::newRow("o moves first") << "x5o/7/7/7/7/7/o5x o 0 1" << 30 << 7 << true;
    QTest::newRow("7x7 start with clocks") << "x5o/7/7/7/7/7/o5x x 12 30" << 30 << 8 << true;
    QTest::newRow("11x11 with blocked cells")
        << "x9o/-10/11/11/5-5/4---4/5-5/11/11/10-/o9x x 0 1" << 60 << 9 << true;
    QTest::newRow("3x3 played to the end") << "x1o/3/o1x x 0 1" << 2000 << 10 << true;
    QTest::newRow("hexagon of side 2 played to the end") << "xo/o1x/xo o 0 1" << 2000 << 11 << true;
    QTest::newRow("hexagon of side 7")
        << "x5o/8/9/10/11/12/o5-5x/12/11/10/9/8/x5o x 0 1" << 60 << 12 << true;
}

void TestPgn::gamesRoundTripThroughPgn() {
    QFETCH(QString, fen);
    QFETCH(int, plies);
    QFETCH(int, seed);
    QFETCH(bool, fenTag);

    const Position start = position_from(fen);
    if (!fen.isEmpty()) QCOMPARE(qs(write_fen(start)), fen);
    PgnGame pgn;
    pgn.game = random_game(start, plies, static_cast<unsigned>(seed));
    QVERIFY(pgn.game.length() > 0);
    pgn.set_tag("Event", "Round trip");
    pgn.set_tag("Black", "Alpha");
    pgn.set_tag("White", "Beta");
    pgn.set_tag("Round", std::to_string(seed));
    pgn.set_tag("Annotator", "tst_pgn");
    const GameResult result = pgn.game.result();

    const QString text = qs(write_pgn(pgn));
    QVERIFY(text.contains("[Black \"Alpha\"]"));
    QVERIFY(text.contains("[White \"Beta\"]"));
    QVERIFY(text.contains("[Annotator \"tst_pgn\"]"));
    QVERIFY2(text.contains("[Result \"" + result_token(result.outcome) + "\"]"), qPrintable(text));
    QCOMPARE(text.contains("[FEN "), fenTag);
    if (fenTag) {
        QVERIFY(text.contains("[FEN \"" + qs(write_fen(start)) + "\"]"));
        QVERIFY(text.contains("[SetUp \"1\"]"));
    }
    // Default rules need no tags of their own.
    QVERIFY(!text.contains("[StuckRule "));
    QVERIFY(!text.contains("[HalfmoveLimit "));
    QVERIFY(!text.contains("[Repetition "));
    // The movetext ends with the result and is wrapped before 80 columns.
    QVERIFY(text.trimmed().endsWith(" " + result_token(result.outcome)));
    for (const QString& line : text.split('\n'))
        if (!line.startsWith('[')) QVERIFY2(line.size() < 80, qPrintable(line));

    const auto read = read_pgn(text.toStdString());
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(read->size(), std::size_t{1});
    const PgnGame& back = read->front();
    QCOMPARE(back.game.start_position(), start);
    QCOMPARE(move_strings(back.game), move_strings(pgn.game));
    QCOMPARE(back.game.moves(), pgn.game.moves());
    QCOMPARE(back.game.ply(), back.game.length());
    QCOMPARE(back.game.result().outcome, result.outcome);
    QCOMPARE(back.game.result().reason, result.reason);
    QCOMPARE(qs(back.tag("Event")), QStringLiteral("Round trip"));
    QCOMPARE(qs(back.tag("Black")), QStringLiteral("Alpha"));
    QCOMPARE(qs(back.tag("White")), QStringLiteral("Beta"));
    QCOMPARE(qs(back.tag("Annotator")), QStringLiteral("tst_pgn"));

    // Writing what was read gives the same file.
    QCOMPARE(qs(write_pgn(back)), text);
}

void TestPgn::movesAreNumberedFromTheStartPosition_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("movetext");

    QTest::newRow("x first") << classic_start << QStringList{"b6", "f6", "f2"}
                             << "1. b6 f6 2. f2 *";
    QTest::newRow("o first") << "x5o/7/7/7/7/7/o5x o 0 1" << QStringList{"f6", "b6", "b2"}
                             << "1... f6 2. b6 b2 *";
    QTest::newRow("o first at move 12")
        << "x5o/7/7/7/7/7/o5x o 3 12" << QStringList{"f6", "b6"} << "12... f6 13. b6 *";
    QTest::newRow("x first at move 30 on hexxagon")
        << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 30" << QStringList{"f9", "h9", "e9g9"}
        << "30. f9 h9 31. e9g9 *";
    QTest::newRow("passes") << "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1"
                            << QStringList{"0000", "a4", "0000"} << "1. 0000 a4 2. 0000 *";
}

void TestPgn::movesAreNumberedFromTheStartPosition() {
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(QString, movetext);

    PgnGame pgn;
    pgn.game = Game(position_from(fen));
    QVERIFY(play_all(pgn.game, moves));
    const QString text = qs(write_pgn(pgn));
    QVERIFY2(text.contains("\n\n" + movetext + "\n"), qPrintable(text));

    const auto read = read_pgn(text.toStdString());
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(read->size(), std::size_t{1});
    QCOMPARE(move_strings(read->front().game), moves);
    QCOMPARE(qs(write_fen(read->front().game.start_position())), fen);
}

void TestPgn::rulesSurviveTheRoundTrip_data() {
    QTest::addColumn<StuckRule>("stuck");
    QTest::addColumn<int>("halfmoveLimit");
    QTest::addColumn<bool>("repetition");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("result");

    const QStringList cycle = {"a7a5", "g7g5", "a5a7", "g5g7"};
    QTest::newRow("end rule") << StuckRule::End << 100 << false << "" << QStringList{"b6", "f6"}
                              << "*";
    QTest::newRow("fill rule") << StuckRule::Fill << 100 << false << "" << QStringList{"b6", "f6"}
                               << "*";
    QTest::newRow("halfmove limit 50")
        << StuckRule::Pass << 50 << false << "" << QStringList{"b6"} << "*";
    QTest::newRow("no halfmove limit") << StuckRule::Pass << 0 << false
                                       << "x5o/7/7/7/7/7/o5x x 150 1" << QStringList{"a7a5"} << "*";
    QTest::newRow("threefold repetition, not yet repeated")
        << StuckRule::Pass << 100 << true << "" << cycle << "*";
    QTest::newRow("threefold repetition, drawn")
        << StuckRule::Pass << 100 << true << "" << cycle + cycle << "1/2-1/2";
    QTest::newRow("halfmove limit 4 reached")
        << StuckRule::Pass << 4 << false << "" << cycle << "1/2-1/2";
    QTest::newRow("end rule: x stuck after o's move")
        << StuckRule::End << 100 << false << "7/7/7/7/ooooooo/ooooooo/xxxxxxx o 0 1"
        << QStringList{"a4"} << "0-1";
    QTest::newRow("fill rule: x stuck after o's move")
        << StuckRule::Fill << 100 << false << "7/7/7/7/ooooooo/ooooooo/xxxxxxx o 0 1"
        << QStringList{"a4"} << "0-1";
    QTest::newRow("everything at once on hexxagon")
        << StuckRule::Fill << 30 << true << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"
        << QStringList{"f9", "h9"} << "*";
}

void TestPgn::rulesSurviveTheRoundTrip() {
    QFETCH(StuckRule, stuck);
    QFETCH(int, halfmoveLimit);
    QFETCH(bool, repetition);
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(QString, result);

    Rules rules;
    rules.stuck = stuck;
    rules.halfmove_limit = static_cast<std::uint16_t>(halfmoveLimit);
    rules.threefold_repetition = repetition;
    PgnGame pgn;
    pgn.game = Game(position_from(fen, rules));
    QCOMPARE(pgn.game.rules(), rules);
    QVERIFY(play_all(pgn.game, moves));
    const QString text = qs(write_pgn(pgn));
    QVERIFY2(text.contains("[Result \"" + result + "\"]"), qPrintable(text));
    QVERIFY(text.trimmed().endsWith(" " + result));

    const auto read = read_pgn(text.toStdString());
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(read->size(), std::size_t{1});
    const Game& back = read->front().game;
    QCOMPARE(back.rules(), rules);
    QCOMPARE(back.start_position(), pgn.game.start_position());
    QCOMPARE(move_strings(back), moves);
    // The rules decide the result again; it is not merely declared from the tag.
    QCOMPARE(result_token(back.result().outcome), result);
    QCOMPARE_NE(back.result().reason, EndReason::Declared);
    QCOMPARE(back.result().reason, pgn.game.result().reason);
}

void TestPgn::declaredResultsSurviveTheRoundTrip_data() {
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("why");
    QTest::newRow("x wins by adjudication") << Outcome::XWins << "adjudication";
    QTest::newRow("o wins on time") << Outcome::OWins << "x lost on time";
    QTest::newRow("draw agreed") << Outcome::Draw << "draw agreed";
    QTest::newRow("reason with quotes") << Outcome::OWins << "engine said \"illegal\"";
}

void TestPgn::declaredResultsSurviveTheRoundTrip() {
    QFETCH(Outcome, outcome);
    QFETCH(QString, why);

    PgnGame pgn;
    QVERIFY(play_all(pgn.game, classic_moves));
    pgn.game.declare_result(outcome, why.toStdString());
    const QString text = qs(write_pgn(pgn));
    QVERIFY2(text.contains("[Result \"" + result_token(outcome) + "\"]"), qPrintable(text));
    QVERIFY(text.trimmed().endsWith(" " + result_token(outcome)));

    const auto read = read_pgn(text.toStdString());
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(read->size(), std::size_t{1});
    const Game& back = read->front().game;
    QCOMPARE(move_strings(back), classic_moves);
    QCOMPARE(back.result().outcome, outcome);
    QCOMPARE(back.result().reason, EndReason::Declared);
    QCOMPARE(qs(back.declared_reason()), why);
}

void TestPgn::matchRunnerFileHoldsFourGames() {
    const auto games = read_pgn(m_match_text);
    QVERIFY2(games, games.error().c_str());
    QCOMPARE(games->size(), std::size_t{4});
}

void TestPgn::matchRunnerGamesAreReadWithTagsMovesAndResults_data() {
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("round");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("finalFen");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<EndReason>("reason");
    QTest::addColumn<QString>("declaredWhy");
    QTest::addColumn<QString>("otherTag");
    QTest::addColumn<QString>("otherValue");

    QTest::newRow("game 1: adjudicated win for x, with Termination")
        << 0 << "Alpha 1.0"
        << "Beta 2.1"
        << "1" << classic_moves << classic_end << Outcome::XWins << EndReason::Declared
        << "adjudication"
        << "TimeControl"
        << "40/60+0.6";
    QTest::newRow("game 2: o moves first and takes every x piece")
        << 1 << "Beta 2.1"
        << "Alpha 1.0"
        << "1" << QStringList{"d3", "a1c2", "c3"} << "7/7/7/3o3/2oo3/2o4/7 x 0 3" << Outcome::OWins
        << EndReason::NoPieces << ""
        << "Winner"
        << "Alpha 1.0";
    QTest::newRow("game 3: hexxagon drawn by adjudication, with Adjudicated")
        << 2 << "Alpha 1.0"
        << "Beta 2.1"
        << "2" << QStringList{"f9", "h9", "g9", "h8"} << "xxxoo/4o1/7/4-3/o2-4x/4-3/7/6/x3o x 0 3"
        << Outcome::Draw << EndReason::Declared << "Max game length reached"
        << "Material"
        << "+0";
    QTest::newRow("game 4: unfinished, x passing")
        << 3 << "Beta 2.1"
        << "Alpha 1.0"
        << "3" << QStringList{"0000", "a4", "0000"} << "7/7/7/o6/ooooooo/ooooooo/xxxxxxx o 1 2"
        << Outcome::None << EndReason::None << ""
        << "Date"
        << "2024.03.01";
}

void TestPgn::matchRunnerGamesAreReadWithTagsMovesAndResults() {
    QFETCH(int, index);
    QFETCH(QString, black);
    QFETCH(QString, white);
    QFETCH(QString, round);
    QFETCH(QStringList, moves);
    QFETCH(QString, finalFen);
    QFETCH(Outcome, outcome);
    QFETCH(EndReason, reason);
    QFETCH(QString, declaredWhy);
    QFETCH(QString, otherTag);
    QFETCH(QString, otherValue);

    const auto games = read_pgn(m_match_text);
    QVERIFY2(games, games.error().c_str());
    QVERIFY(static_cast<int>(games->size()) > index);
    const PgnGame& pgn = (*games)[static_cast<std::size_t>(index)];
    const Game& game = pgn.game;

    QCOMPARE(qs(pgn.tag("Black")), black);
    QCOMPARE(qs(pgn.tag("White")), white);
    QCOMPARE(qs(pgn.tag("Round")), round);
    QCOMPARE(qs(pgn.tag(otherTag.toStdString())), otherValue);
    QCOMPARE(qs(pgn.tag("Result")), result_token(outcome));
    QCOMPARE(qs(pgn.tag("NoSuchTag")), QString());

    // The start is the FEN tag, the moves are replayed, and the end is FinalFEN.
    const auto start = read_fen(pgn.tag("FEN"));
    QVERIFY2(start, start.error().c_str());
    QCOMPARE(game.start_position(), *start);
    QCOMPARE(move_strings(game), moves);
    QCOMPARE(qs(pgn.tag("PlyCount")).toInt(), moves.size());
    QCOMPARE(game.ply(), game.length());
    QCOMPARE(qs(write_fen(game.position())), finalFen);
    QCOMPARE(qs(pgn.tag("FinalFEN")), finalFen);
    const auto final_position = read_fen(pgn.tag("FinalFEN"));
    QVERIFY2(final_position, final_position.error().c_str());
    QCOMPARE(game.position(), *final_position);

    // A result the moves do not reach comes back declared, with the tag's reason.
    QCOMPARE(game.result().outcome, outcome);
    QCOMPARE(game.result().reason, reason);
    QCOMPARE(qs(game.declared_reason()), declaredWhy);
    QCOMPARE(game.position().is_over(), reason != EndReason::None && reason != EndReason::Declared);

    // Written out again, the game reads back the same, tags included.
    const auto again = read_pgn(write_pgn(pgn));
    QVERIFY2(again, again.error().c_str());
    QCOMPARE(again->size(), std::size_t{1});
    QVERIFY(same_game(again->front().game, game));
    QCOMPARE(qs(again->front().game.declared_reason()), declaredWhy);
    QCOMPARE(qs(again->front().tag(otherTag.toStdString())), otherValue);
    QCOMPARE(qs(again->front().tag("FinalFEN")), finalFen);
}

void TestPgn::unusualButValidMovetextIsRead_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("games");
    QTest::addColumn<QStringList>("lastMoves");
    QTest::addColumn<Outcome>("lastOutcome");

    const QStringList three = {"b6", "f6", "f2"};
    QTest::newRow("movetext without tags") << "1. b6 f6 2. f2 *" << 1 << three << Outcome::None;
    QTest::newRow("result token without a Result tag")
        << "1. b6 f6 2. f2 1-0" << 1 << three << Outcome::XWins;
    QTest::newRow("move numbers glued to their moves")
        << "1.b6 f6 2.f2 *" << 1 << three << Outcome::None;
    QTest::newRow("annotations, NAGs, variations and comments")
        << "1. b6! $1 f6?! (1... a2 2. a7c5) 2. f2 ; a comment to the end of the line\n*" << 1
        << three << Outcome::None;
    QTest::newRow("escape line before the tags")
        << "% written by a tool\n[Event \"a\"]\n\n1. b6 f6 2. f2 *\n"
        << 1 << three << Outcome::None;
    QTest::newRow("Windows line endings") << "[Event \"a\"]\r\n\r\n1. b6 f6\r\n2. f2 *\r\n"
                                          << 1 << three << Outcome::None;
    QTest::newRow("two games without tags") << "1. b6 1-0\n1. f2 f6 0-1\n"
                                            << 2 << QStringList{"f2", "f6"} << Outcome::OWins;
    QTest::newRow("file ending without a result token")
        << "[Event \"a\"]\n\n1. b6 f6 2. f2" << 1 << three << Outcome::None;
    QTest::newRow("comment after the result") << "1. b6 f6 2. f2 1/2-1/2 {agreed}\n"
                                              << 1 << three << Outcome::Draw;
    QTest::newRow("tags only") << "[Event \"a\"]\n[Result \"1/2-1/2\"]\n"
                               << 1 << QStringList{} << Outcome::Draw;
}

void TestPgn::unusualButValidMovetextIsRead() {
    QFETCH(QString, text);
    QFETCH(int, games);
    QFETCH(QStringList, lastMoves);
    QFETCH(Outcome, lastOutcome);
    const auto read = read_pgn(text.toStdString());
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(static_cast<int>(read->size()), games);
    const Game& last = read->back().game;
    QCOMPARE(last.start_position(), Position());
    QCOMPARE(move_strings(last), lastMoves);
    QCOMPARE(last.result().outcome, lastOutcome);
    if (lastOutcome != Outcome::None) QCOMPARE(last.result().reason, EndReason::Declared);
}

void TestPgn::badFilesAreRefusedNamingGameAndLine_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("mentions");

    QTest::newRow("illegal move in game 2")
        << "[Event \"first\"]\n\n1. b6 f6 *\n\n[Event \"second\"]\n\n1. b6 f6\n2. d4 *\n"
        << QStringList{"game 2", "line 8", "d4"};
    QTest::newRow("illegal move after a comment over two lines")
        << "[Event \"a\"]\n\n1. b6 {a comment\nover two lines} f6\n2. a7a4 *\n"
        << QStringList{"game 1", "line 5", "a7a4"};
    QTest::newRow("illegal move in the third game of the match file")
        << "[Event \"a\"]\n\n1. b6 1-0\n[Event \"b\"]\n\n1. b6 0-1\n[Event \"c\"]\n\n1. b6 b6 *\n"
        << QStringList{"game 3", "line 9", "b6"};
    QTest::newRow("not a move") << "[Event \"a\"]\n\n1. b6 hello *\n"
                                << QStringList{"game 1", "line 3", "hello"};
    QTest::newRow("move after the end of the game")
        << "[FEN \"7/7/7/3o3/7/7/x6 x 0 1\"]\n\n1. a1c3 d3 *\n"
        << QStringList{"game 1", "line 3", "over"};
    QTest::newRow("unclosed comment") << "[Event \"a\"]\n\n1. b6 {never closed\nf6 *\n"
                                      << QStringList{"game 1", "line 3", "comment"};
    QTest::newRow("unclosed comment in game 2")
        << "[Event \"a\"]\n\n1. b6 *\n\n[Event \"b\"]\n\n1. b6 f6 {oops\n\n2. f2 *\n"
        << QStringList{"game 2", "line 7", "comment"};
    QTest::newRow("tag value without quotes") << "[Event \"a\"]\n[Site unquoted]\n\n1. b6 *\n"
                                              << QStringList{"line 2", "tag"};
    QTest::newRow("tag value never closed") << "[Event \"a]\n\n1. b6 *\n"
                                            << QStringList{"line 1", "tag"};
    QTest::newRow("tag with junk before its closing bracket")
        << "[Event \"a\"]\n[Round \"3\" x]\n\n1. b6 *\n"
        << QStringList{"line 2", "tag"};
    QTest::newRow("tag without a closing bracket") << "[Event \"a\"]\n[Round \"3\"\n\n1. b6 *\n"
                                                   << QStringList{"game 1", "tag"};
    QTest::newRow("tag without a name") << "[ \"a\"]\n\n1. b6 *\n" << QStringList{"line 1", "tag"};
    QTest::newRow("bad FEN tag") << "[Event \"a\"]\n[FEN \"x5o/7/8/7/7/7/o5x x 0 1\"]\n\n1. b6 *\n"
                                 << QStringList{"game 1", "FEN", "row 3"};
    QTest::newRow("bad FEN tag on a game without moves")
        << "[Event \"a\"]\n[FEN \"x5o/7/7/7/7/7/o5x z 0 1\"]\n"
        << QStringList{"FEN", "side"};
    QTest::newRow("unknown stuck rule") << "[StuckRule \"sometimes\"]\n\n1. b6 *\n"
                                        << QStringList{"StuckRule", "sometimes"};
    QTest::newRow("unclosed variation") << "[Event \"a\"]\n\n1. b6 (1. f2\n f6 *\n"
                                        << QStringList{"game 1", "line 3", "variation"};
    QTest::newRow("variation closed twice") << "[Event \"a\"]\n\n1. b6 (1. f2) ) f6 *\n"
                                            << QStringList{"line 3", "')'"};
    QTest::newRow("variation before any move") << "[Event \"a\"]\n\n(1. f2) 1. b6 *\n"
                                               << QStringList{"line 3", "follow a move"};
    QTest::newRow("variation left open by the next game")
        << "[Event \"a\"]\n\n1. b6 (1. f2 (1. g2\n[Event \"b\"]\n\n1. b6 *\n"
        << QStringList{"game 1", "line 3", "never closed"};
    QTest::newRow("illegal move inside a variation")
        << "[Event \"a\"]\n\n1. b6 f6\n(1... g7e5\n d4) 2. f2 *\n"
        << QStringList{"game 1", "line 5", "d4"};
    QTest::newRow("illegal move in a nested variation")
        << "[Event \"a\"]\n\n1. b6 (1. f2 (1. g2 a1)) f6 *\n"
        << QStringList{"line 3", "a1"};
    QTest::newRow("empty file") << "" << QStringList{"no game"};
    QTest::newRow("only white space") << "\n \n\t\n" << QStringList{"no game"};
}

void TestPgn::badFilesAreRefusedNamingGameAndLine() {
    QFETCH(QString, text);
    QFETCH(QStringList, mentions);
    const auto games = read_pgn(text.toStdString());
    QVERIFY2(!games, qPrintable("accepted:\n" + text));
    const QString message = qs(games.error());
    for (const QString& mention : mentions)
        QVERIFY2(message.contains(mention),
                 qPrintable(QStringLiteral("'%1' does not mention %2").arg(message, mention)));
}

void TestPgn::truncatedFilesNeverCrashTheReader() {
    const std::string& text = m_match_text;
    int accepted = 0;
    for (std::size_t n = 0; n <= text.size(); ++n) {
        const auto games = read_pgn(std::string_view(text).substr(0, n));
        if (!games) {
            QVERIFY(!games.error().empty());
            continue;
        }
        ++accepted;
        QVERIFY(games->size() <= 4);
        for (const PgnGame& pgn : *games) QVERIFY(legal_throughout(pgn.game));
    }
    // Cutting the file between moves or between games leaves a readable file.
    QVERIFY(accepted > 0);
    const auto whole = read_pgn(text);
    QVERIFY(whole);
    QCOMPARE(whole->size(), std::size_t{4});
}

void TestPgn::mutatedFilesNeverCrashTheReaderAndRoundTripWhenAccepted() {
    const std::string& valid = m_match_text;
    std::mt19937 rng(4242);
    const std::string alphabet = "[]{}()\"\\;%$.*-/0123456789 \n\tabcdefghoxFENResult";
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::uniform_int_distribution<int> operation(0, 4);
    std::uniform_int_distribution<int> mutations(1, 4);
    std::uniform_int_distribution<int> byte(0, 255);
    int accepted = 0;
    int refused = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text = valid;
        for (int m = mutations(rng); m > 0; --m) {
            std::uniform_int_distribution<std::size_t> at(0, text.size() - 1);
            const std::size_t p = at(rng);
            switch (operation(rng)) {
            case 0:
                text[p] = alphabet[pick(rng)];
                break;
            case 1:
                text.insert(p, 1, alphabet[pick(rng)]);
                break;
            case 2:
                text.erase(p, 1 + p % 3);
                break;
            case 3:
                text.insert(p, text.substr(at(rng), 12));
                break;
            default:
                text[p] = static_cast<char>(byte(rng));
                break;
            }
            if (text.empty()) text = " ";
        }
        const auto games = read_pgn(text);
        if (!games) {
            QVERIFY(!games.error().empty());
            ++refused;
            continue;
        }
        ++accepted;
        for (const PgnGame& pgn : *games) {
            QVERIFY(legal_throughout(pgn.game));
            const std::string written = write_pgn(pgn);
            const auto back = read_pgn(written);
            QVERIFY2(back, qPrintable(qs(back.error() + "\n" + written)));
            QCOMPARE(back->size(), std::size_t{1});
            QVERIFY2(same_game(back->front().game, pgn.game), written.c_str());
        }
    }
    QVERIFY(accepted > 0);
    QVERIFY(refused > 0);
}

void TestPgn::notesAfterMovesAreReadAsNagsAndComments_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("nags");
    QTest::addColumn<QStringList>("comments");

    QTest::newRow("review marks")
        << "1. b6 $6 {-0.80; best f2 +0.10} f6 2. f2 $4 {lost\n  four   pieces} *"
        << QList<int>{6, 0, 4} << QStringList{"-0.80; best f2 +0.10", "", "lost four pieces"};
    QTest::newRow("glued marks become NAGs")
        << "1. b6?! f6!! 2. f2?? *" << QList<int>{6, 3, 4} << QStringList{"", "", ""};
    QTest::newRow("the first NAG of a move is kept")
        << "1. b6 $2 $4 $18 f6 2. f2 *" << QList<int>{2, 0, 0} << QStringList{"", "", ""};
    QTest::newRow("bad NAGs are skipped") << "1. b6 $ f6 $0 2. f2 $99999999999999999999 *"
                                          << QList<int>{0, 0, 0} << QStringList{"", "", ""};
    QTest::newRow("NAG 256 is out of range, 255 is not")
        << "1. b6 $256 f6 $255 2. f2 *" << QList<int>{0, 255, 0} << QStringList{"", "", ""};
    QTest::newRow("a comment before the first move belongs to none")
        << "{the opening} 1. b6 {one} {two} f6 2. f2 {} *" << QList<int>{0, 0, 0}
        << QStringList{"one two", "", ""};
    QTest::newRow("comments inside variations are their moves' own")
        << "1. b6 (1. f2 {not this}) f6 2. f2 *" << QList<int>{0, 0, 0} << QStringList{"", "", ""};
}

void TestPgn::notesAfterMovesAreReadAsNagsAndComments() {
    QFETCH(QString, text);
    QFETCH(QList<int>, nags);
    QFETCH(QStringList, comments);
    const auto read = read_pgn(text.toStdString());
    QVERIFY2(read, read.error().c_str());
    const Game& game = read->front().game;
    QCOMPARE(move_strings(game), (QStringList{"b6", "f6", "f2"}));
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(game.note_at(i).nag, nags[i]);
        QCOMPARE(qs(game.note_at(i).comment), comments[i]);
    }
}

void TestPgn::notesAreWrittenAfterTheirMovesAndReadBack() {
    PgnGame pgn;
    QVERIFY(play_all(pgn.game, {"b6", "f6", "f2", "a2"}));
    pgn.game.set_note(0, {6, "-0.80; best f2 +0.10; depth 4"});
    pgn.game.set_note(2, {4, "a comment long enough to be wrapped over more than one line of the "
                             "movetext, with a } that is left out"});
    pgn.game.set_note(3, {0, "only words"});
    const std::string text = write_pgn(pgn);
    // Lines are wrapped anywhere between words: compare the text on one line.
    std::string flat = text;
    std::replace(flat.begin(), flat.end(), '\n', ' ');
    QVERIFY2(flat.find("1. b6 $6 {-0.80; best f2 +0.10; depth 4} f6 2. f2 $4 {a comment") !=
                 std::string::npos,
             text.c_str());
    QVERIFY2(flat.find("a2 {only words} *") != std::string::npos, text.c_str());
    const auto back = read_pgn(text);
    QVERIFY2(back, back.error().c_str());
    const Game& game = back->front().game;
    QCOMPARE(game.note_at(0), (MoveNote{6, "-0.80; best f2 +0.10; depth 4"}));
    QVERIFY(game.note_at(1).empty());
    QCOMPARE(game.note_at(2).nag, 4);
    QCOMPARE(qs(game.note_at(2).comment),
             QStringLiteral("a comment long enough to be wrapped over more than one line of the "
                            "movetext, with a that is left out"));
    QCOMPARE(game.note_at(3), (MoveNote{0, "only words"}));
    QCOMPARE(write_pgn(back->front()), text);
}

void TestPgn::aDifferentMoveKeepsTheNotesOfTheLineItBranchesFrom() {
    Game game;
    QVERIFY(play_all(game, {"b6", "f6", "f2"}));
    game.set_note(0, {2, "first"});
    game.set_note(2, {4, "third"});
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    // Browsing back keeps every note; the same move again keeps them too.
    QCOMPARE(game.note_at(2).nag, 4);
    QVERIFY(game.play(move_named(game.position(), "f6")));
    QCOMPARE(game.note_at(2).nag, 4);
    // A different move is a variation of its own, without the note...
    QVERIFY(game.play(move_named(game.position(), "a6")));
    QVERIFY(game.note_at(2).empty());
    QCOMPARE(game.note_at(0).nag, 2);
    // ...and the move it branches from keeps its.
    QVERIFY(game.go_to_node(game.main_line_end()));
    QCOMPARE(game.note_at(2), (MoveNote{4, "third"}));
}

// Movetext with variations, nested, with notes inside: the tree a reader builds
// from it, written back the same.
void TestPgn::variationsAreReadIntoTheTreeAndWrittenBackTheSame_data() {
    QTest::addColumn<QString>("movetext");
    QTest::addColumn<QStringList>("mainLine");
    QTest::addColumn<int>("variations");
    QTest::addColumn<QStringList>("deepestLine"); // the line to the deepest move
    QTest::addColumn<int>("deepest");             // its depth in variations

    QTest::newRow("one variation of x's first move")
        << "1. b6 (1. f2 a2) 1... f6 2. f2 *" << QStringList{"b6", "f6", "f2"} << 1
        << QStringList{"f2", "a2"} << 1;
    QTest::newRow("a variation of o's move")
        << "1. b6 f6 (1... a2 2. a6) 2. f2 *" << QStringList{"b6", "f6", "f2"} << 1
        << QStringList{"b6", "a2", "a6"} << 1;
    QTest::newRow("two variations of one move")
        << "1. b6 (1. f2) (1. g2 g6) 1... f6 *" << QStringList{"b6", "f6"} << 2
        << QStringList{"g2", "g6"} << 1;
    QTest::newRow("nested three deep, with notes")
        << "1. b6 $1 {main} (1. f2 $2 {one} g6 (1... a2 {two} 2. b6 (2. g2 $4 {three}))) 1... "
           "f6 *"
        << QStringList{"b6", "f6"} << 3 << QStringList{"f2", "a2", "g2"} << 3;
    QTest::newRow("a variation at the game's last move")
        << "1. b6 f6 2. f2 (2. a6) 1-0" << QStringList{"b6", "f6", "f2"} << 1
        << QStringList{"b6", "f6", "a6"} << 1;
}

void TestPgn::variationsAreReadIntoTheTreeAndWrittenBackTheSame() {
    QFETCH(QString, movetext);
    QFETCH(QStringList, mainLine);
    QFETCH(int, variations);
    QFETCH(QStringList, deepestLine);
    QFETCH(int, deepest);

    const auto read = read_pgn(movetext.toStdString());
    QVERIFY2(read, read.error().c_str());
    const Game& game = read->front().game;
    // The game itself is its main line, the cursor at its end.
    QCOMPARE(move_strings(game), mainLine);
    QCOMPARE(game.ply(), game.length());
    QCOMPARE(game.variation_count(), variations);

    // The deepest move: found by walking the tree, its line and its depth.
    NodeId found = Game::root;
    std::vector<NodeId> stack{Game::root};
    while (!stack.empty()) {
        const NodeId node = stack.back();
        stack.pop_back();
        if (game.variation_depth(node) > game.variation_depth(found) ||
            (game.variation_depth(node) == game.variation_depth(found) &&
             game.ply_of(node) > game.ply_of(found) && game.variation_depth(node) > 0))
            found = node;
        for (const NodeId child : game.children(node)) stack.push_back(child);
    }
    QCOMPARE(game.variation_depth(found), deepest);
    QStringList line;
    Position at = game.start_position();
    for (const Move move : game.line_to(found)) {
        line << qs(move_to_string(at.geometry(), move));
        at = at.after(move);
    }
    QCOMPARE(line, deepestLine);

    // Written back: the same movetext (with the roster's tags before it,
    // wrapped before 80 columns), and that again byte for byte.
    const std::string written = write_pgn(read->front());
    QString body = qs(written.substr(written.find("\n\n") + 2));
    for (const QString& row : body.split(QLatin1Char('\n')))
        QVERIFY2(row.size() < 80, qPrintable(body));
    body.replace('\n', ' ');
    QCOMPARE(body, movetext + " ");
    const auto again = read_pgn(written);
    QVERIFY2(again, again.error().c_str());
    QCOMPARE(qs(write_pgn(again->front())), qs(written));
}

void TestPgn::notesInsideVariationsStayWithTheirMoves() {
    const auto read = read_pgn("1. b6 (1. f2 $2 {worse} g6 {and then}) 1... f6 *");
    QVERIFY2(read, read.error().c_str());
    Game game = read->front().game;
    QVERIFY(game.note_at(0).empty());
    const NodeId f2 = game.children(Game::root).at(1);
    QCOMPARE(game.note_of(f2), (MoveNote{2, "worse"}));
    QVERIFY(game.go_to_node(f2));
    QCOMPARE(game.length(), 2);
    QCOMPARE(game.note_at(1), (MoveNote{0, "and then"}));
}

void TestPgn::variationsNestedTooDeepAreRefused() {
    // Each variation inside the one before, a move deeper each time.
    const auto build = [](int depth) {
        PgnGame pgn;
        Rules rules;
        rules.halfmove_limit = 0;
        pgn.game = Game(*read_fen("x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1", rules));
        Game& game = pgn.game;
        MoveList moves;
        while (game.variation_depth(game.current_node()) < depth) {
            // Jumps, which fill no cell, so that the game lasts.
            game.position().generate(moves);
            std::vector<Move> jumps;
            for (const Move m : moves)
                if (!m.is_pass() && !m.is_clone()) jumps.push_back(m);
            if (jumps.size() < 2) break;
            const NodeId here = game.current_node();
            game.play(jumps[0]);
            game.go_to_node(here);
            game.play(jumps.back());
        }
        return pgn;
    };
    const PgnGame allowed = build(1000);
    QCOMPARE(allowed.game.variation_depth(allowed.game.current_node()), 1000);
    const auto read = read_pgn(write_pgn(allowed));
    QVERIFY2(read, read.error().c_str());
    QCOMPARE(read->front().game.variation_count(), 1000);

    const PgnGame deep = build(1001);
    QCOMPARE(deep.game.variation_depth(deep.game.current_node()), 1001);
    const auto refused = read_pgn(write_pgn(deep));
    QVERIFY(!refused);
    QVERIFY2(qs(refused.error()).contains(QStringLiteral("nested more than 1000 deep")),
             refused.error().c_str());
}

QTEST_MAIN(TestPgn)
#include "tst_pgn.moc"

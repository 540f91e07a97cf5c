// The game review: the judging of every move against the engine's best (ai/review),
// `ataxx-engine review` run as a user runs it, and Review game in the window,
// clicked as a player would, on a game with a planted blunder.
//
// tests/data/planted_blunder.pgn is a game of our engine against itself at
// depth 4, except Black's 8th move, g3f5, which gives away about four pieces
// against the best move there (a clone: b4 today, a4 before the search's
// pruning changed; the window's tests ask the review which). Every review
// here runs at depth 4 with one thread, so it is the same review every time.

#include "board/bestmoveoverlay.h"
#include "board/boardview.h"
#include "colours.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "game/movelistview.h"
#include "game/reviewmarks.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "printing.h"
#include "review/explain.h"
#include "review/review.h"
#include "reviewmode/explanationtext.h"
#include "reviewmode/reviewer.h"
#include "reviewmode/reviewmode.h"
#include "reviewmode/reviewsummarydialog.h"
#include "search/scoretext.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "testfiles.h"
#include "testwindow.h"
#include "watch/evalgraph.h"
#include "watch/watchmode.h"

#include <QtTest>

#include <QAction>
#include <QListWidget>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>

#include <memory>

using namespace ataxx;
using namespace ataxx::test;

namespace {

constexpr int plantedIndex = 14; // Black's 8th move, g3f5
constexpr int reviewDepth = 4;
// Room for a loaded machine; the review itself takes well under a second.
constexpr int reviewTimeoutMs = 180000;

ReviewSettings atDepth(int depth) {
    ReviewSettings settings;
    settings.depth = depth;
    settings.threads = 1;
    return settings;
}

// The engine's best move before the planted blunder, as the review finds it.
Move reviewedBest() {
    GameReviewer reviewer(atDepth(reviewDepth));
    return reviewer.review_game(plantedGame().game)[static_cast<std::size_t>(plantedIndex)].best;
}

// A review of one move written by hand: the position's move played and the
// better one, their scores, and the opponent's reply the search would give.
struct HandReview {
    Game game;
    MoveReview review;
};

HandReview handReview(const char* fen, const char* played, const char* best, const char* reply,
                      int playedScore, int bestScore) {
    HandReview hand{Game(*read_fen(fen)), {}};
    const Move move = *read_move(hand.game.position(), played);
    hand.review.index = 0;
    hand.review.played = move;
    hand.review.best = *read_move(hand.game.position(), best);
    hand.review.best_line = {hand.review.best};
    hand.game.play(move);
    hand.review.reply_line = {*read_move(hand.game.position(), reply)};
    hand.review.played_score = playedScore;
    hand.review.best_score = bestScore;
    hand.review.loss = review_blunder;
    hand.review.quality = MoveQuality::Blunder;
    return hand;
}

// The pieces of `side` that `move` turns over, counted on the board: before
// and after it is played.
int piecesTaken(const Position& position, Move move) {
    const Side victim = !position.side_to_move();
    return position.pieces(victim).count() - position.after(move).pieces(victim).count();
}

// A review of one move written by hand with the searches' whole lines: the
// better line from the position (its first move the better move), the line
// after the move played (the opponent's reply first), moves apart by spaces.
HandReview lineReview(const char* fen, const char* played, const QString& bestLine,
                      const QString& replyLine, int playedScore, int bestScore) {
    const auto moves = [](Position position, const QString& text) {
        std::vector<Move> line;
        for (const QString& name : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const auto move = read_move(position, name.toStdString());
            if (!move || !position.is_legal(*move)) break;
            line.push_back(*move);
            position = position.after(*move);
        }
        return line;
    };
    const QString best = bestLine.section(QLatin1Char(' '), 0, 0);
    const QString reply = replyLine.section(QLatin1Char(' '), 0, 0);
    HandReview hand =
        handReview(fen, played, qPrintable(best), qPrintable(reply), playedScore, bestScore);
    hand.review.best_line = moves(hand.game.start_position(), bestLine);
    hand.review.reply_line = moves(hand.game.position_at(1), replyLine);
    hand.review.loss = std::max(0, review_capped(bestScore) - review_capped(playedScore));
    hand.review.depth = 4;
    return hand;
}

int markedMoves(const std::vector<MoveReview>& moves) {
    return static_cast<int>(std::count_if(moves.begin(), moves.end(), [](const MoveReview& m) {
        return m.quality == MoveQuality::Dubious || m.quality == MoveQuality::Mistake ||
               m.quality == MoveQuality::Blunder;
    }));
}

// The variations that branch from the main line at move `index`: the other
// next moves of the position before it.
std::vector<NodeId> variationsAt(const Game& game, int index) {
    NodeId node = Game::root;
    for (int i = 0; i < index; ++i) node = game.children(node).front();
    const std::vector<NodeId>& next = game.children(node);
    return {next.begin() + 1, next.end()};
}

// A variation's moves, from its first on by first moves to its end.
std::vector<Move> lineFrom(const Game& game, NodeId first) {
    std::vector<Move> line{game.move_of(first)};
    for (NodeId node = first; !game.children(node).empty();) {
        node = game.children(node).front();
        line.push_back(game.move_of(node));
    }
    return line;
}

// The planted game with only the notes of a review in it, no lines: as a
// review wrote it before it wrote lines.
Game notesOnly(const std::vector<MoveReview>& moves) {
    Game game = plantedGame().game;
    for (const MoveReview& move : moves) game.set_note(move.index, review_note(game, move));
    return game;
}

// Two readings of a reviewed game's notes (noted_review) find the same.
bool sameFindings(const std::vector<MoveReview>& a, const std::vector<MoveReview>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const MoveReview& x, const MoveReview& y) {
                          return x.index == y.index && x.played == y.played && x.best == y.best &&
                                 x.best_score == y.best_score && x.played_score == y.played_score &&
                                 x.loss == y.loss && x.depth == y.depth && x.quality == y.quality;
                      });
}

// A legal move of the position that is neither of two moves.
Move anotherMove(const Position& position, Move a, Move b) {
    MoveList moves;
    position.generate(moves);
    for (const Move move : moves)
        if (move != a && move != b) return move;
    return Move::none();
}

// Answers every question at once and remembers the errors.
using test::RecordingPrompter;

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runEngine(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(ATAXX_ENGINE_PATH), arguments);
    Run run;
    if (!process.waitForFinished(reviewTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("timed out");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void thePlantedMoveIsAMistakeOrBlunderAndFewOthersAreMarked();
    void theBestMoveLosesNothingAndANoteNamesTheBetterMove();
    void aReviewAtADepthIsTheSameEveryTime();
    void lossesAreClassifiedByTheDocumentedThresholds();
    void aMoveWithNoChoiceIsNotJudged();
    void accuracyIsTheAverageOfTheMovesWithAChoice();

    void theExplanationSetsThePlantedBlunderApartFromTheBetterMove();
    void explanationsTellTheFactThatMatters_data();
    void explanationsTellTheFactThatMatters();
    void explanationsSetTheTwoMovesApart_data();
    void explanationsSetTheTwoMovesApart();
    void anExplanationNeedsAMarkedMoveThatFitsTheGame();
    void everyMarkOfAReviewIsExplainedInWords();
    void theNoteCarriesTheExplanationAndTheFileStillReadsBack();

    void aMarkedMoveGetsTheBetterMoveAndTheEnginesLineAsAVariation();
    void reviewingAgainReplacesTheReviewsLinesAndAddsNoneTwice();
    void theNotesReadTheSameWithAndWithoutTheLines();
    void aSavedReviewReadsBackWithItsMarksAndItsLines();
    void aReviewLeavesAPersonsOwnVariationsAlone();

    void theEngineCommandMarksThePlantedMoveInThePgnItWrites();
    void theEngineCommandRefusesABadFileNamingTheLine();

    void reviewGameMarksThePlantedBlunderInTheMoveList();
    void reviewGameWritesTheBetterLineIntoTheRecordOnce();
    void aMarkedMoveShowsTheBetterMoveOnTheBoard();
    void theTooltipAndTheSummaryExplainTheMarkedMove();
    void theExplanationIsInTheUsersLanguage();
    void marksAreSavedAndReadBackWithTheGame();
    void theGraphOfASavedReviewComesBackWithItsFile();
    void aDifferentMoveDropsTheMarksOfTheMovesItReplaces();
    void cancelStopsTheReviewAndMarksNothing();
    void aGameWithoutMovesIsNotReviewed();
    void aBetterCloneIsDrawnAsADotAndABetterJumpAsARing();
    void theMarksColoursAreEasyToTellApart();
};

void TestReview::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_review"));
    // English as the app installs it, with its plural forms.
    Languages::install(QStringLiteral("en"));
    QVERIFY2(plantedGame().game.length() == 32, "tests/data/planted_blunder.pgn is missing");
}

void TestReview::init() {
    AppSettings().clear();
}

void TestReview::thePlantedMoveIsAMistakeOrBlunderAndFewOthersAreMarked() {
    const PgnGame pgn = plantedGame();
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(pgn.game);
    QCOMPARE(static_cast<int>(moves.size()), pgn.game.length());
    const MoveReview& planted = moves[plantedIndex];
    QCOMPARE(planted.index, plantedIndex);
    QVERIFY2(planted.quality == MoveQuality::Mistake || planted.quality == MoveQuality::Blunder,
             qPrintable(QStringLiteral("loss %1").arg(planted.loss)));
    QVERIFY(planted.loss >= review_mistake);
    QVERIFY2(markedMoves(moves) <= 3,
             qPrintable(QStringLiteral("%1 marked").arg(markedMoves(moves))));
}

void TestReview::theBestMoveLosesNothingAndANoteNamesTheBetterMove() {
    PgnGame pgn = plantedGame();
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(pgn.game);
    for (const MoveReview& move : moves) {
        if (move.played == move.best) {
            QCOMPARE(move.loss, 0);
            QVERIFY(move.quality == MoveQuality::Best || move.quality == MoveQuality::Forced);
        }
        QVERIFY(move.loss >= 0);
    }
    annotate(pgn.game, moves);
    const MoveNote& note = pgn.game.note_at(plantedIndex);
    QVERIFY(note.nag == 2 || note.nag == 4);
    QVERIFY2(QString::fromStdString(note.comment).contains(QStringLiteral("; best ")),
             note.comment.c_str());
    const std::optional<Move> better = better_move(pgn.game, plantedIndex);
    QVERIFY(better.has_value());
    QCOMPARE(*better, moves[plantedIndex].best);
    QCOMPARE_NE(*better, pgn.game.move_at(plantedIndex));
    // Unmarked moves keep their figures alone, no glyph and no sentence, and
    // name no better move.
    const MoveNote& unmarked = pgn.game.note_at(0);
    QCOMPARE(unmarked.nag, 0);
    QVERIFY2(QString::fromStdString(unmarked.comment).contains(QStringLiteral("; best ")),
             unmarked.comment.c_str());
    QVERIFY(split_review_comment(unmarked.comment).sentences.empty());
    QVERIFY(noted_best_score(pgn.game, 0).has_value());
    QVERIFY(!better_move(pgn.game, 0).has_value());
}

void TestReview::aReviewAtADepthIsTheSameEveryTime() {
    const PgnGame pgn = plantedGame();
    GameReviewer first(atDepth(reviewDepth));
    GameReviewer second(atDepth(reviewDepth));
    const auto a = first.review_game(pgn.game);
    // The same reviewer again, after another game in its table, too.
    const auto b = second.review_game(pgn.game);
    const auto c = second.review_game(pgn.game);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].loss, b[i].loss);
        QCOMPARE(a[i].loss, c[i].loss);
        QVERIFY(a[i].best == b[i].best && a[i].best == c[i].best);
    }
}

void TestReview::lossesAreClassifiedByTheDocumentedThresholds() {
    QCOMPARE(quality_of_loss(0), MoveQuality::Good);
    QCOMPARE(quality_of_loss(review_dubious - 1), MoveQuality::Good);
    QCOMPARE(quality_of_loss(review_dubious), MoveQuality::Dubious);
    QCOMPARE(quality_of_loss(review_mistake), MoveQuality::Mistake);
    QCOMPARE(quality_of_loss(review_blunder), MoveQuality::Blunder);
    QCOMPARE(quality_nag(MoveQuality::Dubious), 6);
    QCOMPARE(quality_nag(MoveQuality::Mistake), 2);
    QCOMPARE(quality_nag(MoveQuality::Blunder), 4);
    QCOMPARE(quality_nag(MoveQuality::Best), 0);
    QCOMPARE(QString::fromLatin1(quality_symbol(MoveQuality::Blunder)), QStringLiteral("??"));
}

void TestReview::aMoveWithNoChoiceIsNotJudged() {
    // White (o) on a7, walled in by Black's pieces: its one move is the clone to b7.
    const auto read = read_pgn("[FEN \"o1x4/xxx4/xxx4/7/7/7/7 o 0 1\"]\n\n1... b7 *\n");
    QVERIFY2(read, read.error().c_str());
    const Game& game = read->front().game;
    QCOMPARE(game.position_at(0).count_moves(), 1);
    GameReviewer reviewer(atDepth(3));
    const std::vector<MoveReview> moves = reviewer.review_game(game);
    QCOMPARE(moves.size(), std::size_t{1});
    QCOMPARE(moves[0].quality, MoveQuality::Forced);
    QCOMPARE(summarize(game, moves, Side::O).judged, 0);
    QCOMPARE(summarize(game, moves, Side::O).accuracy, 100.0);
    QVERIFY(review_note(game, moves[0]).empty());
}

void TestReview::accuracyIsTheAverageOfTheMovesWithAChoice() {
    QCOMPARE(move_accuracy(0), 100.0);
    QVERIFY(qAbs(move_accuracy(100) - 77.88) < 0.01);
    QVERIFY(qAbs(move_accuracy(400) - 36.79) < 0.01);
    QVERIFY(move_accuracy(review_cap * 2) < 1);
    Game game;
    for (const char* text : {"b6", "f6", "f2", "a2"})
        QVERIFY(game.play(*read_move(game.position(), text)));
    std::vector<MoveReview> moves(4);
    for (int i = 0; i < 4; ++i) {
        moves[static_cast<std::size_t>(i)].index = i;
        moves[static_cast<std::size_t>(i)].quality = MoveQuality::Best;
    }
    moves[2].loss = 400;
    moves[2].quality = MoveQuality::Blunder;
    const ReviewSummary black = summarize(game, moves, Side::X);
    QCOMPARE(black.judged, 2);
    QCOMPARE(black.blunders, 1);
    QCOMPARE(black.best, 1);
    QVERIFY(qAbs(black.accuracy - (100 + 36.788) / 2) < 0.01);
    QCOMPARE(summarize(game, moves, Side::O).accuracy, 100.0);
}

void TestReview::theExplanationSetsThePlantedBlunderApartFromTheBetterMove() {
    const PgnGame pgn = plantedGame();
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(pgn.game);
    const MoveReview& planted = moves[plantedIndex];
    const Explanation e = explain(pgn.game, planted);
    QVERIFY(e.main != ExplanationFact::None);
    // The reply is White's best answer in the position after the blunder, as
    // the review's search found it, and legal there.
    const Position& after = pgn.game.position_at(plantedIndex + 1);
    QVERIFY(!planted.reply_line.empty());
    QCOMPARE(e.reply, planted.reply_line.front());
    QVERIFY(after.is_legal(e.reply));
    // What it takes, counted on the board: Black's pieces before and after it.
    const int taken = piecesTaken(after, e.reply);
    QVERIFY2(taken >= 2, qPrintable(QString::number(taken)));
    QCOMPARE(e.reply_takes, taken);
    // But the better move b4 lets White answer in kind: the pieces after one
    // move each are as good as even, so the reply is no reason. The line is:
    // a few moves on, g3f5 is behind by more, each count named by its side.
    QCOMPARE(e.main, ExplanationFact::Line);
    QVERIFY(e.line_moves >= 2);
    const int gap =
        (e.better_line_own - e.better_line_theirs) - (e.played_line_own - e.played_line_theirs);
    QVERIFY2(gap >= 2, qPrintable(QString::number(gap)));
    const Geometry& geometry = after.geometry();
    const QString text = QString::fromStdString(explanation_text(pgn.game, e));
    const QString best = QString::fromStdString(move_to_string(geometry, planted.best));
    QVERIFY2(text.contains(QStringLiteral("%1 leaves Black %2, White %3")
                               .arg(best)
                               .arg(e.better_line_own)
                               .arg(e.better_line_theirs)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("g3f5 leaves Black %1, White %2")
                               .arg(e.played_line_own)
                               .arg(e.played_line_theirs)),
             qPrintable(text));
    QVERIFY(!text.contains(QLatin1Char('}')) && !text.contains(QLatin1Char('\n')));
    // The same review explains it the same way every time.
    GameReviewer again(atDepth(reviewDepth));
    const MoveReview second = again.review_game(pgn.game)[plantedIndex];
    QCOMPARE(explanation_text(pgn.game, explain(pgn.game, second)), text.toStdString());
}

void TestReview::explanationsTellTheFactThatMatters_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("best");
    QTest::addColumn<QString>("reply");
    QTest::addColumn<int>("playedScore");
    QTest::addColumn<int>("bestScore");
    QTest::addColumn<int>("fact");
    QTest::addColumn<QString>("text");
    // Black's jump from c2 leaves b1, b2 and b3 beside an empty cell that
    // White's e1 reaches; the clone to d1 would have taken e1 instead.
    const QString hole = QStringLiteral("6o/7/7/7/1x5/1xx4/1x2o2 x 0 1");
    QTest::newRow("a jump's hole, filled")
        << hole << "c2e4"
        << "d1"
        << "e1c2" << -300 << 100 << int(ExplanationFact::HoleTaken)
        << "The jump from c2 leaves a hole: White's e1c2 lands in it and takes 3 pieces. "
           "d1 instead takes 1 piece and leaves no hole.";
    QTest::newRow("a proven loss")
        << hole << "c2e4"
        << "d1"
        << "e1c2" << -(score_win - 6) << score_win - 5 << int(ExplanationFact::Loses)
        << "c2e4 loses by force in 3 moves; d1 still wins. White's reply e1c2 takes 3 pieces.";
    QTest::newRow("a win let slip")
        << hole << "c2e4"
        << "d1"
        << "e1c2" << 20 << score_win - 3 << int(ExplanationFact::MissesWin)
        << "d1 wins by force in 2 moves; c2e4 lets the win slip. White's reply e1c2 takes 3 "
           "pieces.";
    // Black's a7 is walled in by blocked cells; after e2 White's f2 takes e1
    // and e2, and Black has no move left.
    QTest::newRow("a pass forced") << "x--4/---4/---4/7/6o/7/4x2 x 0 1"
                                   << "e2"
                                   << "e1c3"
                                   << "f2" << -400 << 0 << int(ExplanationFact::Pass)
                                   << "After e2, White's f2 takes 2 pieces and Black must pass.";
    // White's clone to c4 takes b5 but leaves c5 empty beside three of its
    // pieces; the clone to c6 would have taken b5 and b6.
    QTest::newRow("a cell left open")
        << "7/1x5/xx1o3/x6/7/7/7 o 0 1"
        << "c4"
        << "c6"
        << "c5" << -300 << 0 << int(ExplanationFact::Reply)
        << "c4 leaves c5 open: Black's c5 takes 3 pieces. c6 instead takes 2 pieces, c4 only 1.";
}

void TestReview::explanationsTellTheFactThatMatters() {
    QFETCH(QString, fen);
    QFETCH(QString, played);
    QFETCH(QString, best);
    QFETCH(QString, reply);
    QFETCH(int, playedScore);
    QFETCH(int, bestScore);
    QFETCH(int, fact);
    QFETCH(QString, text);
    const HandReview hand = handReview(qPrintable(fen), qPrintable(played), qPrintable(best),
                                       qPrintable(reply), playedScore, bestScore);
    const Explanation e = explain(hand.game, hand.review);
    QCOMPARE(int(e.main), fact);
    // The reply's count, as the board counts it.
    const Position& after = hand.game.position_at(1);
    QCOMPARE(e.reply_takes, piecesTaken(after, e.reply));
    const QString written = QString::fromStdString(explanation_text(hand.game, e));
    if (!text.isEmpty()) QCOMPARE(written, text);
    QVERIFY2(written.contains(reply), qPrintable(written));
    // The app says the same from the same facts, in English here.
    QCOMPARE(ExplanationText::text(after.geometry(), e), written);
}

// Positions and lines from a review at depth 4 of careless games: each
// sentence gives a reason that sets the move played apart from the better
// one, with every count named by its side.
void TestReview::explanationsSetTheTwoMovesApart_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("bestLine");
    QTest::addColumn<QString>("replyLine");
    QTest::addColumn<int>("playedScore");
    QTest::addColumn<int>("bestScore");
    QTest::addColumn<int>("fact");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("german");
    // White's b2 lets Black's d2b1 take 3 pieces, but a1c2 takes 3 too and
    // Black answers it in kind: the counts at once are even. Two moves on,
    // b2 is four pieces worse off.
    QTest::newRow("even at once, apart later")
        << "6o/x5o/1ooo3/7/3x3/3x3/o1x4 o 0 6"
        << "b2"
        << "a1c2 a6c4 c2d4 b5c3"
        << "d2b1 b5a7 c4" << -120 << 535 << int(ExplanationFact::Line)
        << "After 2 moves each, a1c2 leaves White 5, Black 5; b2 leaves White 4, Black 8. "
           "a1c2 instead takes 3 pieces, b2 only 1."
        << "Nach je 2 Zügen steht es nach a1c2 Weiß 5, Schwarz 5; nach b2 Weiß 4, Schwarz 8. "
           "a1c2 hätte dagegen 3 Steine übernommen, b2 nur 1.";
    // White trails down both lines: the counts say so side by side.
    QTest::newRow("behind either way")
        << "x3xx1/1x2xx1/xx1x2x/2o1o2/2o1o2/3o1oo/6o o 4 17"
        << "c5"
        << "e4g6 d5d3 f2d4 f5"
        << "g5f3 c5a6 e4c5" << -125 << 33 << int(ExplanationFact::Line)
        << "After 2 moves each, e4g6 leaves White 8, Black 11; c5 leaves White 6, Black 13."
        << "Nach je 2 Zügen steht es nach e4g6 Weiß 8, Schwarz 11; nach c5 Weiß 6, Schwarz 13.";
    // Both lines end a piece apart, and nothing else sets the moves apart:
    // no made-up reason, but the plain truth that the difference lies deeper.
    QTest::newRow("a piece apart")
        << "x6/7/6x/5x1/7/o6/o5x x 0 3"
        << "f4f6"
        << "a6 a3 b7 b1"
        << "b1 a6 b2" << 167 << 350 << int(ExplanationFact::Deeper)
        << "No capture in the next moves sets them apart; searching 4 plies ahead, the engine "
           "finds a6 better by 1.83 pieces."
        << "Kein Schlagen in den nächsten Zügen unterscheidet sie; 4 Halbzüge voraus gerechnet "
           "findet die Engine a6 um 1,83 Steine besser.";
    // The same, with Black far behind either way: the better move loses less.
    QTest::newRow("both lose") << "x6/7/6x/5x1/7/o6/o5x x 0 3"
                               << "f4f6"
                               << "a6 a3 b7 b1"
                               << "b1 a6 b2" << -1299 << -1001 << int(ExplanationFact::LessBad)
                               << "Both moves leave Black behind; a6 loses less: -10.01 against "
                                  "-12.99."
                               << "Beide Züge lassen Schwarz zurück; a6 verliert weniger: -10,01 "
                                  "gegen -12,99.";
}

void TestReview::explanationsSetTheTwoMovesApart() {
    QFETCH(QString, fen);
    QFETCH(QString, played);
    QFETCH(QString, bestLine);
    QFETCH(QString, replyLine);
    QFETCH(int, playedScore);
    QFETCH(int, bestScore);
    QFETCH(int, fact);
    QFETCH(QString, text);
    QFETCH(QString, german);
    const HandReview hand = lineReview(qPrintable(fen), qPrintable(played), bestLine, replyLine,
                                       playedScore, bestScore);
    QCOMPARE(hand.review.best_line.size(), std::size_t(bestLine.count(QLatin1Char(' ')) + 1));
    QCOMPARE(hand.review.reply_line.size(), std::size_t(replyLine.count(QLatin1Char(' ')) + 1));
    const Explanation e = explain(hand.game, hand.review);
    const QString written = QString::fromStdString(explanation_text(hand.game, e));
    QCOMPARE(written, text);
    QCOMPARE(int(e.main), fact);
    const Geometry& geometry = hand.game.start_position().geometry();
    QCOMPARE(ExplanationText::text(geometry, e), written);
    QCOMPARE(Languages::install(QStringLiteral("de")), QStringLiteral("de"));
    const auto restore = qScopeGuard([] { Languages::install(QStringLiteral("en")); });
    QCOMPARE(ExplanationText::text(geometry, e), german);
}

// A person reads every mark's reason: no "?" with figures alone. Games of
// careless moves (each side's first, second or third legal move in turn)
// give marks of every kind, those where no capture tells the moves apart
// among them.
void TestReview::everyMarkOfAReviewIsExplainedInWords() {
    ReviewSettings settings;
    settings.depth = 4;
    settings.threads = 1;
    int marks = 0;
    for (int seed = 0; seed < 3; ++seed) {
        Game game;
        for (int ply = 0; ply < 40 && !game.position().is_over(); ++ply) {
            MoveList moves;
            game.position().generate(moves);
            game.play(moves[static_cast<std::size_t>((ply + seed) % 3) % moves.size()]);
        }
        GameReviewer reviewer(settings);
        annotate(game, reviewer.review_game(game));
        for (int index = 0; index < game.length(); ++index) {
            const MoveNote& note = game.note_at(index);
            if (note.nag == 0) continue;
            ++marks;
            const QByteArray where = QByteArray::number(seed) + "/" + QByteArray::number(index) +
                                     ": " + note.comment.c_str();
            QVERIFY2(!split_review_comment(note.comment).sentences.empty(), where.constData());
        }
    }
    QVERIFY2(marks >= 10, qPrintable(QString::number(marks)));
}

void TestReview::anExplanationNeedsAMarkedMoveThatFitsTheGame() {
    HandReview hand = handReview("6o/7/7/7/1x5/1xx4/1x2o2 x 0 1", "c2e4", "d1", "e1c2", -300, 100);
    QVERIFY(explain(hand.game, hand.review).main != ExplanationFact::None);
    // A move that was not marked, one the game did not play, one outside the
    // game, and a reply that is not legal: nothing, or nothing about the reply.
    MoveReview unmarked = hand.review;
    unmarked.quality = MoveQuality::Good;
    QCOMPARE(explain(hand.game, unmarked).main, ExplanationFact::None);
    QVERIFY(explanation_text(hand.game, explain(hand.game, unmarked)).empty());
    MoveReview other = hand.review;
    other.played = hand.review.best;
    QCOMPARE(explain(hand.game, other).main, ExplanationFact::None);
    MoveReview outside = hand.review;
    outside.index = 5;
    QCOMPARE(explain(hand.game, outside).main, ExplanationFact::None);
    outside.index = -1;
    QCOMPARE(explain(hand.game, outside).main, ExplanationFact::None);
    MoveReview badReply = hand.review;
    badReply.reply_line = {Move::jump(0, 1), Move::none()};
    badReply.best_line = {Move::none()};
    const Explanation e = explain(hand.game, badReply);
    QVERIFY(e.reply.is_none());
    QCOMPARE(e.main, ExplanationFact::Better);
    QCOMPARE(explanation_text(hand.game, e),
             std::string("d1 instead takes 1 piece and leaves no hole."));
}

void TestReview::theNoteCarriesTheExplanationAndTheFileStillReadsBack() {
    PgnGame pgn = plantedGame();
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(pgn.game);
    annotate(pgn.game, moves);
    const std::string sentence = explanation_text(pgn.game, explain(pgn.game, moves[plantedIndex]));
    QVERIFY(!sentence.empty());
    const std::string& comment = pgn.game.note_at(plantedIndex).comment;
    // The figures first, then the sentence.
    QVERIFY2(comment.ends_with(". " + sentence), comment.c_str());
    const ReviewComment parts = split_review_comment(comment);
    QCOMPARE(parts.sentences, sentence);
    QVERIFY2(parts.figures.find("; best ") != std::string::npos, parts.figures.c_str());
    QVERIFY(parts.figures.find(". ") == std::string::npos);

    // Written and read back: the same comment, and the better move still read from it.
    const std::string text = write_pgn(pgn);
    const auto read = read_pgn(text);
    QVERIFY2(read, read ? "" : read.error().c_str());
    const Game& back = read->front().game;
    QCOMPARE(back.note_at(plantedIndex), pgn.game.note_at(plantedIndex));
    const std::optional<Move> better = better_move(back, plantedIndex);
    QVERIFY(better.has_value());
    QCOMPARE(*better, moves[plantedIndex].best);
    // And once more, so that what a reader wrote reads the same again.
    QCOMPARE(write_pgn(read->front()), text);
    // A comment without the review's figures is all figures.
    QCOMPARE(split_review_comment("a fine move. Really").figures,
             std::string("a fine move. Really"));
    QVERIFY(split_review_comment("+0.10; depth x. b").sentences.empty());
}

void TestReview::aMarkedMoveGetsTheBetterMoveAndTheEnginesLineAsAVariation() {
    PgnGame pgn = plantedGame();
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(pgn.game);
    QVERIFY(pgn.game.go_to(3));
    const NodeId cursor = pgn.game.current_node();
    annotate(pgn.game, moves);
    // The game is the same game, the board where it was, with one line per mark.
    QCOMPARE(pgn.game.main_line(), plantedGame().game.main_line());
    QCOMPARE(pgn.game.current_node(), cursor);
    QCOMPARE(pgn.game.moves(), plantedGame().game.moves());
    QVERIFY(markedMoves(moves) >= 1);
    QCOMPARE(pgn.game.variation_count(), markedMoves(moves));
    for (const MoveReview& move : moves) {
        const std::vector<NodeId> variations = variationsAt(pgn.game, move.index);
        if (quality_nag(move.quality) == 0) {
            QVERIFY(variations.empty());
            continue;
        }
        QCOMPARE(variations.size(), std::size_t{1});
        const NodeId first = variations.front();
        // The better move, with its score as the figures write it.
        QCOMPARE(pgn.game.move_of(first), move.best);
        QCOMPARE(pgn.game.note_of(first), (MoveNote{0, score_text(move.best_score)}));
        QVERIFY2(
            pgn.game.note_at(move.index)
                    .comment.find("best " +
                                  move_to_string(pgn.game.start_position().geometry(), move.best) +
                                  " " + pgn.game.note_of(first).comment) != std::string::npos,
            pgn.game.note_at(move.index).comment.c_str());
        QVERIFY(is_review_line(pgn.game, first));
        // Then the engine's line, as far as review_line_plies, every move legal.
        const std::vector<Move> line = lineFrom(pgn.game, first);
        const std::size_t expected =
            std::min(move.best_line.size(), static_cast<std::size_t>(review_line_plies));
        QCOMPARE(line.size(), expected);
        QVERIFY(std::equal(line.begin(), line.end(), move.best_line.begin()));
        Position position = pgn.game.position_at(move.index);
        for (const Move step : line) {
            QVERIFY(position.is_legal(step));
            position = position.after(step);
        }
    }
    // The planted blunder's line shows more than the better move alone.
    QVERIFY(lineFrom(pgn.game, variationsAt(pgn.game, plantedIndex).at(0)).size() >= 2);
}

void TestReview::reviewingAgainReplacesTheReviewsLinesAndAddsNoneTwice() {
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(plantedGame().game);
    PgnGame once = plantedGame();
    annotate(once.game, moves);
    const std::string text = write_pgn(once);

    PgnGame twice = plantedGame();
    annotate(twice.game, moves);
    annotate(twice.game, moves);
    QCOMPARE(twice.game.variation_count(), once.game.variation_count());
    QCOMPARE(write_pgn(twice), text);

    // A saved review opened and reviewed again: the same file.
    const auto read = read_pgn(text);
    QVERIFY(read);
    PgnGame back = read->front();
    QCOMPARE(back.game.variation_count(), once.game.variation_count());
    annotate(back.game, moves);
    QCOMPARE(write_pgn(back), text);

    // A shallower review first: its marks and lines give way to the new ones.
    PgnGame shallow = plantedGame();
    GameReviewer first(atDepth(2));
    annotate(shallow.game, first.review_game(shallow.game));
    QVERIFY(shallow.game.variation_count() >= 1);
    QCOMPARE_NE(write_pgn(shallow), text);
    annotate(shallow.game, moves);
    QCOMPARE(write_pgn(shallow), text);
}

void TestReview::theNotesReadTheSameWithAndWithoutTheLines() {
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(plantedGame().game);
    const Game plain = notesOnly(moves);
    QCOMPARE(plain.variation_count(), 0);
    PgnGame lined = plantedGame();
    annotate(lined.game, moves);
    QVERIFY(lined.game.variation_count() >= 1);
    const std::vector<MoveReview> noted = noted_review(plain);
    QCOMPARE(noted.size(), moves.size() - static_cast<std::size_t>(std::count_if(
                                              moves.begin(), moves.end(), [](const MoveReview& m) {
                                                  return m.quality == MoveQuality::Forced;
                                              })));
    QVERIFY(sameFindings(noted_review(lined.game), noted));
    // Also with the board inside a review's line: the main line is read.
    const NodeId first = variationsAt(lined.game, plantedIndex).at(0);
    QVERIFY(lined.game.go_to_node(first));
    QCOMPARE_NE(lined.game.moves(), plain.moves());
    QVERIFY(sameFindings(noted_review(lined.game), noted));
    // The graph's scores and the board's better move, on the main line, as before.
    QVERIFY(lined.game.go_to_node(lined.game.main_line_end()));
    for (int index = 0; index < plain.length(); ++index) {
        QCOMPARE(noted_best_score(lined.game, index), noted_best_score(plain, index));
        QCOMPARE(better_move(lined.game, index), better_move(plain, index));
    }
}

void TestReview::aSavedReviewReadsBackWithItsMarksAndItsLines() {
    PgnGame pgn = plantedGame();
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(pgn.game);
    annotate(pgn.game, moves);
    const std::string text = write_pgn(pgn);
    // The better move in brackets with its score, as any PGN viewer shows it.
    const MoveReview& planted = moves[plantedIndex];
    const std::string best = move_to_string(pgn.game.start_position().geometry(), planted.best);
    const QString flat = QString::fromStdString(text).simplified();
    QVERIFY2(flat.contains(
                 QString::fromStdString("g3f5 $" + std::to_string(quality_nag(planted.quality)))),
             qPrintable(flat));
    QVERIFY2(flat.contains(QString::fromStdString("(8. " + best + " {" +
                                                  score_text(planted.best_score) + "}")),
             qPrintable(flat));

    const auto read = read_pgn(text);
    QVERIFY2(read, read ? "" : read.error().c_str());
    const Game& back = read->front().game;
    QCOMPARE(back.main_line(), pgn.game.main_line());
    QCOMPARE(back.variation_count(), pgn.game.variation_count());
    QCOMPARE(lineFrom(back, variationsAt(back, plantedIndex).at(0)),
             lineFrom(pgn.game, variationsAt(pgn.game, plantedIndex).at(0)));
    QVERIFY(is_review_line(back, variationsAt(back, plantedIndex).at(0)));
    QVERIFY(sameFindings(noted_review(back), noted_review(pgn.game)));
    QCOMPARE(write_pgn(read->front()), text);
}

void TestReview::aReviewLeavesAPersonsOwnVariationsAlone() {
    GameReviewer reviewer(atDepth(reviewDepth));
    const std::vector<MoveReview> moves = reviewer.review_game(plantedGame().game);
    const MoveReview& planted = moves[plantedIndex];

    // A person's idea at the planted move, another move with a word on it.
    PgnGame pgn = plantedGame();
    Game& game = pgn.game;
    QVERIFY(game.go_to(plantedIndex));
    const Move idea = anotherMove(game.position(), planted.played, planted.best);
    QVERIFY(!idea.is_none());
    QVERIFY(game.play(idea));
    game.set_note(plantedIndex, {0, "my idea"});
    const NodeId mine = game.current_node();
    QVERIFY(game.go_to_node(game.main_line_end()));
    annotate(game, moves);
    annotate(game, moves);
    std::vector<NodeId> variations = variationsAt(game, plantedIndex);
    QCOMPARE(variations.size(), std::size_t{2});
    QCOMPARE(variations[0], mine);
    QCOMPARE(game.note_of(mine), (MoveNote{0, "my idea"}));
    QVERIFY(!is_review_line(game, mine));
    QCOMPARE(game.move_of(variations[1]), planted.best);
    QVERIFY(sameFindings(noted_review(game), noted_review(notesOnly(moves))));

    // A person's line that begins with the better move: kept as it is, and
    // no second one beside it.
    PgnGame own = plantedGame();
    QVERIFY(own.game.go_to(plantedIndex));
    QVERIFY(own.game.play(planted.best));
    own.game.set_note(plantedIndex, {0, "this instead"});
    annotate(own.game, moves);
    variations = variationsAt(own.game, plantedIndex);
    QCOMPARE(variations.size(), std::size_t{1});
    QCOMPARE(own.game.note_of(variations[0]), (MoveNote{0, "this instead"}));
    QCOMPARE(lineFrom(own.game, variations[0]).size(), std::size_t{1});

    // A review's line a person wrote in is theirs: the next review keeps it.
    PgnGame edited = plantedGame();
    annotate(edited.game, moves);
    const NodeId first = variationsAt(edited.game, plantedIndex).at(0);
    QVERIFY(!edited.game.children(first).empty());
    const NodeId second = edited.game.children(first).front();
    edited.game.set_note_of(second, {0, "why not here?"});
    QVERIFY(!is_review_line(edited.game, first));
    annotate(edited.game, moves);
    variations = variationsAt(edited.game, plantedIndex);
    QCOMPARE(variations.size(), std::size_t{1});
    QCOMPARE(variations[0], first);
    QCOMPARE(edited.game.note_of(second), (MoveNote{0, "why not here?"}));
}

void TestReview::theEngineCommandMarksThePlantedMoveInThePgnItWrites() {
    const Run run = runEngine({QStringLiteral("review"), plantedPath(), QStringLiteral("--depth"),
                               QString::number(reviewDepth)});
    QCOMPARE(run.exitCode, 0);
    const auto games = read_pgn(run.out.toStdString());
    QVERIFY2(games, qPrintable(QString::fromStdString(games.error()) + run.out));
    QCOMPARE(games->size(), std::size_t{1});
    const Game& game = games->front().game;
    QCOMPARE(game.moves(), plantedGame().game.moves());
    const int nag = game.note_at(plantedIndex).nag;
    QVERIFY2(nag == 2 || nag == 4, qPrintable(run.out));
    QVERIFY(run.out.simplified().contains(QStringLiteral("g3f5 $%1 {").arg(nag)));
    // With the explanation after the figures, as the review in the app gives it.
    GameReviewer reviewer(atDepth(reviewDepth));
    const PgnGame planted = plantedGame();
    const MoveReview review = reviewer.review_game(planted.game)[plantedIndex];
    const std::string sentence = explanation_text(planted.game, explain(planted.game, review));
    QVERIFY(!sentence.empty());
    QVERIFY2(split_review_comment(game.note_at(plantedIndex).comment).sentences == sentence,
             qPrintable(run.out));
    QCOMPARE(better_move(game, plantedIndex), std::optional<Move>(review.best));
    // With the better move's line beside the mark.
    QCOMPARE(variationsAt(game, plantedIndex).size(), std::size_t{1});
    QCOMPARE(game.move_of(variationsAt(game, plantedIndex)[0]), review.best);
    int marked = 0;
    for (int i = 0; i < game.length(); ++i) marked += game.note_at(i).nag != 0;
    QVERIFY2(marked <= 3, qPrintable(run.out));
    // The tags of the file are kept, and each side's summary is on stderr.
    QVERIFY(run.out.contains(QStringLiteral("[Event \"Review test: a planted blunder\"]")));
    QVERIFY2(run.err.contains(QStringLiteral("Black: accuracy")), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("White: accuracy")));
}

void TestReview::theEngineCommandRefusesABadFileNamingTheLine() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"bad\"]\n\n1. b6 f6\n2. d4 *\n");
    file.close();
    Run run =
        runEngine({QStringLiteral("review"), path, QStringLiteral("--depth"), QStringLiteral("2")});
    QCOMPARE_NE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("line 4")) && run.err.contains(QStringLiteral("d4")),
             qPrintable(run.err));
    QVERIFY(run.out.isEmpty());

    run = runEngine({QStringLiteral("review"), dir.filePath(QStringLiteral("missing.pgn"))});
    QCOMPARE_NE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("missing.pgn")), qPrintable(run.err));
    run = runEngine({QStringLiteral("review"), plantedPath(), QStringLiteral("--depth"),
                     QStringLiteral("zero")});
    QCOMPARE_NE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("--depth")), qPrintable(run.err));
}

namespace {

// A window with the planted game open, both sides people, the review at depth 4.
class Window : public test::TestWindow {
public:
    Window() {
        controller()->setPlayer(Side::X, PlayerSetup::human());
        controller()->setPlayer(Side::O, PlayerSetup::human());
        window.reviewMode()->setDepth(reviewDepth);
    }
    [[nodiscard]] QString moveText(int index) const {
        const QModelIndex cell = window.moveListView()->modelIndexOfMove(index);
        return cell.data().toString();
    }
    [[nodiscard]] int markedInList() const {
        int marked = 0;
        for (int i = 0; i < game().length(); ++i) marked += moveText(i).endsWith(QLatin1Char('?'));
        return marked;
    }
    // Presses Review game and waits until the marks are in.
    bool review() {
        QSignalSpy finished(window.reviewMode(), &ReviewMode::reviewFinished);
        window.reviewMode()->reviewAction()->trigger();
        return finished.count() > 0 || finished.wait(reviewTimeoutMs);
    }
    void clickMove(int index) {
        MoveListView* list = window.moveListView();
        const QModelIndex cell = list->modelIndexOfMove(index);
        list->scrollTo(cell);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(cell).center());
    }
};

} // namespace

void TestReview::reviewGameMarksThePlantedBlunderInTheMoveList() {
    Window w;
    QVERIFY(w.window.document()->openFile(plantedPath()));
    QCOMPARE(w.game().length(), 32);
    QCOMPARE(w.markedInList(), 0);
    QAction* review = w.window.reviewMode()->reviewAction();
    QVERIFY(review && review->isEnabled());
    QVERIFY(w.review());

    const QString planted = w.moveText(plantedIndex);
    QVERIFY2(planted == QStringLiteral("g3f5??") || planted == QStringLiteral("g3f5?"),
             qPrintable(planted));
    QVERIFY2(w.markedInList() <= 3, qPrintable(QString::number(w.markedInList())));
    QVERIFY(!w.moveText(0).endsWith(QLatin1Char('?')));
    // The marked move says what it lost against, in its tooltip.
    const QModelIndex cell = w.window.moveListView()->modelIndexOfMove(plantedIndex);
    const QString best =
        QString::fromStdString(move_to_string(w.game().position().geometry(), reviewedBest()));
    QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("best ") + best),
             qPrintable(cell.data(Qt::ToolTipRole).toString() + QStringLiteral(" / ") + best));

    // The summary: Black made the planted error, and its accuracy shows it.
    ReviewSummaryDialog* summary = w.window.reviewMode()->summaryDialog();
    QVERIFY(summary && summary->isVisible());
    const int blackErrors = summary->cellText(3, 0).toInt() + summary->cellText(4, 0).toInt();
    QVERIFY2(blackErrors >= 1, qPrintable(summary->cellText(3, 0)));
    QVERIFY(summary->cellText(0, 0).endsWith(QLatin1Char('%')));
    QVERIFY(!w.window.reviewMode()->progressDialog()->isVisible());
    QVERIFY(w.prompter->errors.isEmpty());
}

void TestReview::reviewGameWritesTheBetterLineIntoTheRecordOnce() {
    Window w;
    QVERIFY(w.window.document()->openFile(plantedPath()));
    w.window.controller()->goTo(3);
    QVERIFY(w.review());
    // The same game on the same move, with the better line at the blunder.
    QCOMPARE(w.game().main_line(), plantedGame().game.main_line());
    QCOMPARE(w.game().ply(), 3);
    QCOMPARE(w.game().moves(), plantedGame().game.moves());
    const std::vector<NodeId> variations = variationsAt(w.game(), plantedIndex);
    QCOMPARE(variations.size(), std::size_t{1});
    QCOMPARE(w.game().move_of(variations[0]), reviewedBest());
    QVERIFY(is_review_line(w.game(), variations[0]));
    const int lines = w.game().variation_count();
    QCOMPARE(lines, markedMoves(w.window.reviewMode()->findings()));
    // What the notes say is what the review found.
    const std::vector<MoveReview> noted = noted_review(w.game());
    QVERIFY(sameFindings(noted, noted_review(notesOnly(w.window.reviewMode()->findings()))));
    // Reviewed again, from inside the line: the line is written once, the
    // board goes to where it began, and the notes read the same.
    QVERIFY(w.window.controller()->replaceTree([&] {
        Game inside = w.game();
        inside.go_to_node(inside.children(variations[0]).empty()
                              ? variations[0]
                              : inside.children(variations[0]).front());
        return inside;
    }()));
    QVERIFY(w.review());
    QCOMPARE(w.game().variation_count(), lines);
    QCOMPARE(w.game().main_line(), plantedGame().game.main_line());
    QCOMPARE(w.game().moves(), plantedGame().game.moves());
    QCOMPARE(w.game().ply(), plantedIndex);
    QVERIFY(sameFindings(noted_review(w.game()), noted));
    QVERIFY(w.prompter->errors.isEmpty());
}

void TestReview::aMarkedMoveShowsTheBetterMoveOnTheBoard() {
    Window w;
    QVERIFY(w.window.document()->openFile(plantedPath()));
    QVERIFY(w.review());
    BestMoveOverlay* overlay = w.window.reviewMode()->betterMoveOverlay();
    w.clickMove(plantedIndex);
    QTRY_COMPARE_WITH_TIMEOUT(w.game().ply(), plantedIndex + 1, reviewTimeoutMs);
    QCOMPARE(overlay->shownMove(), reviewedBest());
    // An unmarked move shows nothing.
    w.clickMove(0);
    QTRY_COMPARE_WITH_TIMEOUT(w.game().ply(), 1, reviewTimeoutMs);
    QVERIFY(overlay->shownMove().is_none());
}

void TestReview::theTooltipAndTheSummaryExplainTheMarkedMove() {
    // What the review in the app should say of the planted move.
    GameReviewer reviewer(atDepth(reviewDepth));
    const PgnGame pgn = plantedGame();
    const Explanation e = explain(pgn.game, reviewer.review_game(pgn.game)[plantedIndex]);
    const Geometry& geometry = pgn.game.start_position().geometry();
    // The app's words for it (a list of cells as the locale writes one), in English.
    const QString sentence = ExplanationText::text(geometry, e);
    const QString counts = QStringLiteral("g3f5 leaves Black %1, White %2")
                               .arg(e.played_line_own)
                               .arg(e.played_line_theirs);
    QVERIFY2(sentence.contains(counts), qPrintable(sentence));

    Window w;
    QVERIFY(w.window.document()->openFile(plantedPath()));
    QVERIFY(w.review());
    const QModelIndex cell = w.window.moveListView()->modelIndexOfMove(plantedIndex);
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    // The figures on the first line, the sentence below them.
    QVERIFY2(tip.section(QLatin1Char('\n'), 0, 0).contains(QStringLiteral("best ")),
             qPrintable(tip));
    QVERIFY2(tip.section(QLatin1Char('\n'), 1) == sentence, qPrintable(tip + " / " + sentence));
    // An unmarked move explains nothing: its figures alone, on one line.
    const QModelIndex first = w.window.moveListView()->modelIndexOfMove(0);
    const QString firstTip = first.data(Qt::ToolTipRole).toString();
    QVERIFY2(firstTip.contains(QStringLiteral("; best ")) && !firstTip.contains(QLatin1Char('\n')),
             qPrintable(firstTip));

    // The summary lists the marked moves, the planted one with its number and sentence.
    ReviewSummaryDialog* summary = w.window.reviewMode()->summaryDialog();
    QVERIFY(summary && summary->isVisible());
    int found = -1;
    for (int row = 0; row < summary->markedMoveCount(); ++row)
        if (summary->markedMoveText(row).startsWith(QStringLiteral("8. g3f5?"))) found = row;
    QVERIFY2(found >= 0, qPrintable(summary->markedMoveText(0)));
    QCOMPARE(summary->markedMoveText(found).section(QLatin1Char('\n'), 1), sentence);
    int marked = 0;
    for (int i = 0; i < w.game().length(); ++i) marked += w.game().note_at(i).nag != 0;
    QCOMPARE(summary->markedMoveCount(), marked);
    // A click on it shows the position after it.
    auto* list = summary->findChild<QListWidget*>(QStringLiteral("markedMoves"));
    QVERIFY(list);
    w.window.controller()->goTo(0);
    const QRect rect = list->visualItemRect(list->item(found));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QTRY_COMPARE_WITH_TIMEOUT(w.game().ply(), plantedIndex + 1, reviewTimeoutMs);
}

void TestReview::theExplanationIsInTheUsersLanguage() {
    GameReviewer reviewer(atDepth(reviewDepth));
    const PgnGame pgn = plantedGame();
    const Explanation e = explain(pgn.game, reviewer.review_game(pgn.game)[plantedIndex]);
    const QString english = QString::fromStdString(explanation_text(pgn.game, e));
    const QString best =
        QString::fromStdString(move_to_string(pgn.game.start_position().geometry(), e.better));

    QCOMPARE(Languages::install(QStringLiteral("de")), QStringLiteral("de"));
    const auto restore = qScopeGuard([] { Languages::install(QStringLiteral("en")); });
    QString tip;
    QString listed;
    {
        Window w;
        QVERIFY(w.window.document()->openFile(plantedPath()));
        QVERIFY(w.review());
        const QModelIndex cell = w.window.moveListView()->modelIndexOfMove(plantedIndex);
        tip = cell.data(Qt::ToolTipRole).toString();
        ReviewSummaryDialog* summary = w.window.reviewMode()->summaryDialog();
        for (int row = 0; row < summary->markedMoveCount(); ++row)
            if (summary->markedMoveText(row).contains(QStringLiteral("g3f5")))
                listed = summary->markedMoveText(row);
        // The file keeps the English.
        QVERIFY(split_review_comment(w.game().note_at(plantedIndex).comment).sentences ==
                english.toStdString());
    }
    const QString german = tip.section(QLatin1Char('\n'), 1);
    QVERIFY2(german != english, qPrintable(german));
    // Made from the facts: the moves, and the counts with the sides' names in German.
    QVERIFY2(german.contains(best) && german.contains(QStringLiteral("g3f5")) &&
                 german.contains(QStringLiteral("Schwarz %1, Weiß %2")
                                     .arg(e.played_line_own)
                                     .arg(e.played_line_theirs)),
             qPrintable(german));
    QVERIFY2(listed.endsWith(german), qPrintable(listed));
}

void TestReview::marksAreSavedAndReadBackWithTheGame() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("reviewed.pgn"));
    {
        Window w;
        QVERIFY(w.window.document()->openFile(plantedPath()));
        QVERIFY(w.review());
        QVERIFY(w.window.document()->saveFile(path));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll()).simplified();
    QVERIFY2(text.contains(QStringLiteral("g3f5 $4 {")) ||
                 text.contains(QStringLiteral("g3f5 $2 {")),
             qPrintable(text));
    Window again;
    QVERIFY(again.window.document()->openFile(path));
    const QString planted = again.moveText(plantedIndex);
    QVERIFY2(planted.startsWith(QStringLiteral("g3f5?")), qPrintable(planted));
    // The explanation comes back from the file, in its English.
    const std::string sentences =
        split_review_comment(again.game().note_at(plantedIndex).comment).sentences;
    QVERIFY(!sentences.empty());
    const QString tip = again.window.moveListView()
                            ->modelIndexOfMove(plantedIndex)
                            .data(Qt::ToolTipRole)
                            .toString();
    QVERIFY2(tip.endsWith(QLatin1Char('\n') + QString::fromStdString(sentences)), qPrintable(tip));
    // And the better move's line beside it.
    QCOMPARE(variationsAt(again.game(), plantedIndex).size(), std::size_t{1});
    QCOMPARE(again.game().move_of(variationsAt(again.game(), plantedIndex)[0]), reviewedBest());
    again.clickMove(plantedIndex);
    QTRY_COMPARE_WITH_TIMEOUT(again.game().ply(), plantedIndex + 1, reviewTimeoutMs);
    QVERIFY(!again.window.reviewMode()->betterMoveOverlay()->shownMove().is_none());
}

void TestReview::theGraphOfASavedReviewComesBackWithItsFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("reviewed.pgn"));
    std::vector<std::optional<int>> reviewed;
    {
        Window w;
        QVERIFY(w.window.document()->openFile(plantedPath()));
        QVERIFY(w.review());
        const EvalGraph* graph = w.window.watchMode()->graph();
        for (int move = 1; move <= graph->pointCount(); ++move)
            reviewed.push_back(graph->evaluationAt(move));
        QVERIFY(w.window.document()->saveFile(path));
    }
    // Every move with a choice was drawn, not only the marked ones.
    const auto drawn = std::count_if(reviewed.begin(), reviewed.end(),
                                     [](const std::optional<int>& e) { return e.has_value(); });
    QVERIFY2(drawn >= static_cast<long>(reviewed.size()) - 2, qPrintable(QString::number(drawn)));

    // Opened from its file, the graph draws the same curve, point for point.
    Window again;
    QVERIFY(again.window.document()->openFile(path));
    const EvalGraph* graph = again.window.watchMode()->graph();
    QCOMPARE(graph->pointCount(), static_cast<int>(reviewed.size()));
    for (int move = 1; move <= graph->pointCount(); ++move)
        QCOMPARE(graph->evaluationAt(move), reviewed[static_cast<std::size_t>(move - 1)]);
}

void TestReview::aDifferentMoveDropsTheMarksOfTheMovesItReplaces() {
    Window w;
    QVERIFY(w.window.document()->openFile(plantedPath()));
    QVERIFY(w.review());
    QVERIFY(w.moveText(plantedIndex).endsWith(QLatin1Char('?')));
    // Undo keeps the moves for redo, and their marks.
    w.window.actions().undo->trigger();
    QVERIFY(w.moveText(plantedIndex).endsWith(QLatin1Char('?')));
    // Back to the position before the blunder; the better move there replaces it.
    w.window.controller()->goTo(plantedIndex);
    QVERIFY(w.window.controller()->playHumanMove(*read_move(w.game().position(), "a4")));
    QCOMPARE(w.game().length(), plantedIndex + 1);
    QCOMPARE(w.moveText(plantedIndex), QStringLiteral("a4"));
    QVERIFY(w.game().note_at(plantedIndex).empty());
    QVERIFY(w.window.reviewMode()->betterMoveOverlay()->shownMove().is_none());
}

void TestReview::cancelStopsTheReviewAndMarksNothing() {
    Window w;
    QVERIFY(w.window.document()->openFile(plantedPath()));
    // Deep enough that it is still running when Cancel is pressed.
    w.window.reviewMode()->setDepth(40);
    w.window.reviewMode()->reviewAction()->trigger();
    QProgressDialog* progress = w.window.reviewMode()->progressDialog();
    QVERIFY(progress && progress->isVisible());
    QVERIFY(w.window.reviewMode()->reviewer()->isRunning());
    QVERIFY(!w.window.reviewMode()->reviewAction()->isEnabled());
    auto* cancel = progress->findChild<QPushButton*>();
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!w.window.reviewMode()->reviewer()->isRunning());
    QVERIFY(!progress->isVisible());
    QVERIFY(w.window.reviewMode()->reviewAction()->isEnabled());
    QCOMPARE(w.markedInList(), 0);
    // A review after it runs as usual.
    w.window.reviewMode()->setDepth(reviewDepth);
    QVERIFY(w.review());
    QVERIFY(w.moveText(plantedIndex).endsWith(QLatin1Char('?')));
}

void TestReview::aGameWithoutMovesIsNotReviewed() {
    Window w;
    w.window.startGame(Position());
    QAction* review = w.window.reviewMode()->reviewAction();
    QVERIFY(!review->isEnabled());
    w.window.reviewMode()->review();
    QCOMPARE(w.prompter->errors.size(), 1);
    QVERIFY(!w.window.reviewMode()->reviewer()->isRunning());
}

void TestReview::aBetterCloneIsDrawnAsADotAndABetterJumpAsARing() {
    // As the board marks moves: a solid dot where a clone goes, a ring where a
    // jump lands (with an arrow from where it starts).
    Window w;
    QVERIFY(w.window.document()->openFile(plantedPath()));
    QVERIFY(w.review());
    w.window.reviewMode()->summaryDialog()->close();
    w.clickMove(plantedIndex);
    QTRY_COMPARE_WITH_TIMEOUT(w.game().ply(), plantedIndex + 1, reviewTimeoutMs);
    BestMoveOverlay* overlay = w.window.reviewMode()->betterMoveOverlay();
    const Move better = overlay->shownMove();
    QVERIFY(!better.is_none() && !better.is_jump()); // the review's best, a clone
    BoardView* board = w.window.boardView();
    const QPoint centre = board->cellCenter(better.to()).toPoint();
    const QColor atCentre = board->grab().toImage().pixelColor(centre);
    QVERIFY2(colours::colourDistance(atCentre, overlay->colour()) < 5,
             qPrintable(atCentre.name() + QLatin1Char(' ') + overlay->colour().name()));

    // A jump of the same position, drawn by the same overlay: the centre of
    // its cell keeps the board's look, a ring goes round it.
    const Position& position = w.game().position();
    MoveList moves;
    position.generate(moves);
    Move jump = Move::none();
    for (const Move move : moves)
        if (move.is_jump()) jump = move;
    QVERIFY(!jump.is_none());
    const QPoint target = board->cellCenter(jump.to()).toPoint();
    const QColor bare = board->grab().toImage().pixelColor(target);
    overlay->setMove(jump, position);
    QCOMPARE(overlay->shownMove(), jump);
    const QImage drawn = board->grab().toImage();
    QVERIFY(colours::colourDistance(drawn.pixelColor(target), bare) < 5);
    // The ring runs at about a third of a cell from the centre.
    const int next = position.geometry().adjacent(jump.to()).lowest();
    const QPointF step = board->cellCenter(next) - board->cellCenter(jump.to());
    const qreal cell = std::hypot(step.x(), step.y());
    bool ringFound = false;
    for (qreal r = 0.2 * cell; r < 0.4 * cell && !ringFound; r += 0.5)
        for (const QPoint direction : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)})
            ringFound =
                ringFound || colours::colourDistance(drawn.pixelColor(target + direction * r),
                                                     overlay->colour()) < 25;
    QVERIFY(ringFound);
}

void TestReview::theMarksColoursAreEasyToTellApart() {
    // Dubious (?!), mistake (?) and blunder (??), as the graph, the move list
    // and the board draw them: far apart from each other, and readable.
    const QColor dubious = reviewColour(6);
    const QColor mistake = reviewColour(2);
    const QColor blunder = reviewColour(4);
    QVERIFY(dubious.isValid() && mistake.isValid() && blunder.isValid());
    QVERIFY2(colours::colourDistance(dubious, mistake) >= 40,
             qPrintable(QString::number(colours::colourDistance(dubious, mistake))));
    QVERIFY2(colours::colourDistance(mistake, blunder) >= 40,
             qPrintable(QString::number(colours::colourDistance(mistake, blunder))));
    QVERIFY2(colours::colourDistance(dubious, blunder) >= 40,
             qPrintable(QString::number(colours::colourDistance(dubious, blunder))));
    // The marked moves' names in the move list, on its white in the light theme.
    for (const QColor& mark : {dubious, mistake, blunder})
        QVERIFY2(colours::contrastRatio(mark, Qt::white) >= 3.0,
                 qPrintable(mark.name() + QLatin1Char(' ') +
                            QString::number(colours::contrastRatio(mark, Qt::white))));
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"

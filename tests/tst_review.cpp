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
#include "game/movelistview.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "printing.h"
#include "review/review.h"
#include "review/reviewer.h"
#include "review/reviewmarks.h"
#include "review/reviewmode.h"
#include "review/reviewsummarydialog.h"
#include "settings/appsettings.h"

#include <QtTest>

#include <QAction>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>

#include <memory>

using namespace ataxx;

namespace {

constexpr int plantedIndex = 14; // Black's 8th move, g3f5
constexpr int reviewDepth = 4;
// Room for a loaded machine; the review itself takes well under a second.
constexpr int reviewTimeoutMs = 180000;

QString plantedPath() {
    return QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn");
}

PgnGame plantedGame() {
    QFile file(plantedPath());
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = file.readAll();
    const auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    return games ? games->front() : PgnGame{};
}

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

int markedMoves(const std::vector<MoveReview>& moves) {
    return static_cast<int>(std::count_if(moves.begin(), moves.end(), [](const MoveReview& m) {
        return m.quality == MoveQuality::Dubious || m.quality == MoveQuality::Mistake ||
               m.quality == MoveQuality::Blunder;
    }));
}

// Answers every question at once and remembers the errors.
class RecordingPrompter : public Prompter {
public:
    void error(QWidget*, const QString&, const QString& text) override { errors << text; }
    bool confirm(QWidget*, const QString&, const QString&) override { return true; }
    QStringList errors;
};

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

    void theEngineCommandMarksThePlantedMoveInThePgnItWrites();
    void theEngineCommandRefusesABadFileNamingTheLine();

    void reviewGameMarksThePlantedBlunderInTheMoveList();
    void aMarkedMoveShowsTheBetterMoveOnTheBoard();
    void marksAreSavedAndReadBackWithTheGame();
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
    // Unmarked moves have no note and name no move.
    QVERIFY(pgn.game.note_at(0).empty());
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
class Window {
public:
    Window() {
        auto recorder = std::make_unique<RecordingPrompter>();
        prompter = recorder.get();
        window.setPrompter(std::move(recorder));
        window.action(QStringLiteral("speedOff"))->trigger();
        window.controller()->setPlayer(Side::X, PlayerSetup::human());
        window.controller()->setPlayer(Side::O, PlayerSetup::human());
        window.reviewMode()->setDepth(reviewDepth);
        window.resize(900, 640);
        window.show();
    }
    [[nodiscard]] const Game& game() const { return window.controller()->game(); }
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
        window.action(QStringLiteral("reviewGame"))->trigger();
        return finished.count() > 0 || finished.wait(reviewTimeoutMs);
    }
    void clickMove(int index) {
        MoveListView* list = window.moveListView();
        const QModelIndex cell = list->modelIndexOfMove(index);
        list->scrollTo(cell);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(cell).center());
    }

    MainWindow window;
    RecordingPrompter* prompter = nullptr;
};

} // namespace

void TestReview::reviewGameMarksThePlantedBlunderInTheMoveList() {
    Window w;
    QVERIFY(w.window.openFile(plantedPath()));
    QCOMPARE(w.game().length(), 32);
    QCOMPARE(w.markedInList(), 0);
    QAction* review = w.window.action(QStringLiteral("reviewGame"));
    QVERIFY(review && review->isEnabled());
    QVERIFY(w.review());

    const QString planted = w.moveText(plantedIndex);
    QVERIFY2(planted == QStringLiteral("g3f5??") || planted == QStringLiteral("g3f5?"),
             qPrintable(planted));
    QVERIFY2(w.markedInList() <= 3, qPrintable(QString::number(w.markedInList())));
    QVERIFY(!w.moveText(0).endsWith(QLatin1Char('?')));
    // The marked move says what it lost against, in its tooltip.
    const QModelIndex cell = w.window.moveListView()->modelIndexOfMove(plantedIndex);
    const QString best = QString::fromStdString(move_to_string(w.game().position().geometry(), reviewedBest()));
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

void TestReview::aMarkedMoveShowsTheBetterMoveOnTheBoard() {
    Window w;
    QVERIFY(w.window.openFile(plantedPath()));
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

void TestReview::marksAreSavedAndReadBackWithTheGame() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("reviewed.pgn"));
    {
        Window w;
        QVERIFY(w.window.openFile(plantedPath()));
        QVERIFY(w.review());
        QVERIFY(w.window.saveFile(path));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll()).simplified();
    QVERIFY2(text.contains(QStringLiteral("g3f5 $4 {")) ||
                 text.contains(QStringLiteral("g3f5 $2 {")),
             qPrintable(text));
    Window again;
    QVERIFY(again.window.openFile(path));
    const QString planted = again.moveText(plantedIndex);
    QVERIFY2(planted.startsWith(QStringLiteral("g3f5?")), qPrintable(planted));
    again.clickMove(plantedIndex);
    QTRY_COMPARE_WITH_TIMEOUT(again.game().ply(), plantedIndex + 1, reviewTimeoutMs);
    QVERIFY(!again.window.reviewMode()->betterMoveOverlay()->shownMove().is_none());
}

void TestReview::aDifferentMoveDropsTheMarksOfTheMovesItReplaces() {
    Window w;
    QVERIFY(w.window.openFile(plantedPath()));
    QVERIFY(w.review());
    QVERIFY(w.moveText(plantedIndex).endsWith(QLatin1Char('?')));
    // Undo keeps the moves for redo, and their marks.
    w.window.action(QStringLiteral("undo"))->trigger();
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
    QVERIFY(w.window.openFile(plantedPath()));
    // Deep enough that it is still running when Cancel is pressed.
    w.window.reviewMode()->setDepth(40);
    w.window.action(QStringLiteral("reviewGame"))->trigger();
    QProgressDialog* progress = w.window.reviewMode()->progressDialog();
    QVERIFY(progress && progress->isVisible());
    QVERIFY(w.window.reviewMode()->reviewer()->isRunning());
    QVERIFY(!w.window.action(QStringLiteral("reviewGame"))->isEnabled());
    auto* cancel = progress->findChild<QPushButton*>();
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!w.window.reviewMode()->reviewer()->isRunning());
    QVERIFY(!progress->isVisible());
    QVERIFY(w.window.action(QStringLiteral("reviewGame"))->isEnabled());
    QCOMPARE(w.markedInList(), 0);
    // A review after it runs as usual.
    w.window.reviewMode()->setDepth(reviewDepth);
    QVERIFY(w.review());
    QVERIFY(w.moveText(plantedIndex).endsWith(QLatin1Char('?')));
}

void TestReview::aGameWithoutMovesIsNotReviewed() {
    Window w;
    w.window.startGame(Position());
    QAction* review = w.window.action(QStringLiteral("reviewGame"));
    QVERIFY(!review->isEnabled());
    w.window.reviewMode()->review();
    QCOMPARE(w.prompter->errors.size(), 1);
    QVERIFY(!w.window.reviewMode()->reviewer()->isRunning());
}

void TestReview::aBetterCloneIsDrawnAsADotAndABetterJumpAsARing() {
    // As the board marks moves: a solid dot where a clone goes, a ring where a
    // jump lands (with an arrow from where it starts).
    Window w;
    QVERIFY(w.window.openFile(plantedPath()));
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

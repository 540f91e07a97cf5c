// The games library in the window: every game that ends on the board is kept
// (a person's, and a watched one marked as such), a game taken back and
// ended again stays one game, and a kept game is not asked about again; the
// Games window (app/library/GamesWindow) lists, sorts and filters the games,
// opens one on the board after the usual question, reviews it, makes
// puzzles of the selected games, exports and deletes them, imports a file
// with progress and Cancel, remembers its size and sort, closes with Escape
// and Ctrl+W, and tells once of a damaged library put aside.

#include "fen.h"
#include "game/gamedocument.h"
#include "library/gamerecorder.h"
#include "library/gamesfilter.h"
#include "library/gameslibrary.h"
#include "library/gamesmodel.h"
#include "library/gameswindow.h"
#include "library/pgnimporter.h"
#include "library/playerratings.h"
#include "library/ratingview.h"
#include "notation.h"
#include "pgn.h"
#include "puzzleswindow/puzzlecollector.h"
#include "puzzleswindow/puzzlestore.h"
#include "puzzleswindow/puzzleswindow.h"
#include "review/review.h"
#include "reviewmode/reviewer.h"
#include "reviewmode/reviewmode.h"
#include "search/strength.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "settingsdialog/settingsdialog.h"
#include "testfiles.h"
#include "testwindow.h"
#include "watch/watchmode.h"

#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace ataxx;
using namespace ataxx::test;

namespace {

// A review of a game and its puzzles take a few seconds.
constexpr int makeTimeoutMs = 180000;

// Black at a7 takes White's only piece, at b7, with a clone to b6 or a6:
// the game ends with its first move.
constexpr std::string_view lastPieceFen = "xo5/7/7/7/7/7/7 x 0 1";

PgnGame gameFrom(std::string_view fen, int plies, int seed, std::optional<Outcome> declared = {}) {
    PgnGame pgn;
    pgn.game = Game(*read_fen(fen));
    for (int ply = 0; ply < plies && !pgn.game.result().over(); ++ply) {
        MoveList moves;
        pgn.game.position().generate(moves);
        pgn.game.play(moves[(seed * 5 + ply * 3) % moves.size()]);
    }
    if (declared) pgn.game.declare_result(*declared, "resigned");
    return pgn;
}

LibraryPlayer player(LibraryPlayer::Kind kind, const char* name,
                     std::optional<Level> level = std::nullopt) {
    LibraryPlayer p;
    p.kind = kind;
    p.name = QLatin1StringView(name);
    p.level = level;
    return p;
}

QString daysAgo(int days) {
    return QDateTime::currentDateTimeUtc().addDays(-days).toString(Qt::ISODate);
}

qint64 keep(GamesLibrary* library, PgnGame pgn, LibraryGame::Source source,
            const std::array<LibraryPlayer, 2>& players, const QString& date) {
    pgn.set_tag("Black", players[0].name.toStdString());
    pgn.set_tag("White", players[1].name.toStdString());
    const std::optional<qint64> id =
        library->add(pgn, LibraryGame::describe(pgn, source, players, date));
    return id.value_or(0);
}

bool writeFile(const QString& path, const std::string& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(text.data(), static_cast<qint64>(text.size())) ==
               static_cast<qint64>(text.size());
}

void removeLibrary(const QString& path) {
    for (const char* suffix : {"", "-wal", "-shm"}) QFile::remove(path + QLatin1StringView(suffix));
}

// The main window with the Games window open.
struct Fixture : TestWindow {
    Fixture() { window.actions().games->trigger(); }

    [[nodiscard]] GamesLibrary* library() const { return window.gamesLibrary(); }
    [[nodiscard]] GamesWindow* games() const { return window.gamesWindow(); }
    [[nodiscard]] QTableView* list() const { return games()->view(); }
    [[nodiscard]] int shown() const { return games()->filter()->rowCount(); }
    void choose(const char* box, const QString& text) {
        auto* combo = games()->findChild<QComboBox*>(QLatin1StringView(box));
        const int at = combo->findText(text);
        QVERIFY2(at >= 0, qPrintable(text));
        combo->setCurrentIndex(at);
    }
    void press(const char* button) {
        auto* b = games()->findChild<QPushButton*>(QLatin1StringView(button));
        QVERIFY(b->isEnabled());
        QTest::mouseClick(b, Qt::LeftButton);
    }
    // The ids of the games shown, in the list's order.
    [[nodiscard]] QList<qint64> shownIds() const {
        QList<qint64> ids;
        for (int row = 0; row < shown(); ++row)
            ids << games()->filter()->index(row, 0).data(GamesModel::idRole).toLongLong();
        return ids;
    }
};

} // namespace

class TestGamesWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aGameThatEndsOnTheBoardIsKeptWithItsPlayers();
    void aWatchedGameIsKeptMarkedAsWatched();
    void aGameTakenBackAndEndedAgainStaysOneGame();
    void aKeptGameWithItsReviewIsNotAskedAboutAgain();
    void theListSortsAndFiltersByBoardOpponentResultDateAndName();
    void openingAGameAsksOnceAboutTheGameInProgress();
    void reviewOpensTheGameAndKeepsItsMarks();
    void puzzlesAreMadeFromTheSelectedGames();
    void aReviewedGamesPuzzlesAreTheMovesItsReviewMarked();
    void aDamagedLibraryIsToldAtStartInWords();
    void playersAreNamedInTheLanguageOfTheDay();
    void aGameNotYetReviewedIsReviewedFirstAndKeepsItsReview();
    void exportWritesTheSelectedGames();
    void deleteAsksFirst();
    void anImportShowsItsProgressAndStopsAtCancel();
    void anImportNamesTheGamesItSkipped();
    void closingTheAppDuringAnImportKeepsWhatWasImported();
    void theWindowRemembersItsSizeAndSort();
    void escapeAndCtrlWCloseTheWindow();
    void aDamagedLibraryIsToldOnceAndKept();
    void theRatingPageShowsTheRatingAndAChartWithAPointAGame();
    void anEvenGameStartsAtTheRatingAndAWinRaisesTheNext();
    void aGameWithHelpIsNotRatedAndARatedEndStands();
    void aGameThatComputersEndSaysNothingOfHelp();
    void theEvenGameIsAChoiceOfTheToolbarAndTheSettings();
    void theWindowOpensOverTheMainWindowWithColumnsThatFit();
    void noColumnIsCutShortAtTheDefaultSize_data();
    void noColumnIsCutShortAtTheDefaultSize();
};

void TestGamesWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gameswindow"));
    // English as the app installs it, with its plural forms.
    Languages::install(QStringLiteral("en"));
}

void TestGamesWindow::init() {
    AppSettings().clear();
    removeLibrary(GamesLibrary::defaultPath());
    QFile::remove(PuzzleStore::defaultPath());
    const QDir folder = QFileInfo(GamesLibrary::defaultPath()).absoluteDir();
    for (const QString& name : folder.entryList({QStringLiteral("*damaged*")}))
        QFile::remove(folder.filePath(name));
}

void TestGamesWindow::aGameThatEndsOnTheBoardIsKeptWithItsPlayers() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Easy));
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    QSignalSpy kept(w.window.gameRecorder(), &GameRecorder::kept);
    w.click("b6");
    QVERIFY(w.game().result().over());
    QCOMPARE(kept.count(), 1);

    GamesLibrary* library = w.window.gamesLibrary();
    const std::vector<LibraryGame> games = library->games();
    QCOMPARE(games.size(), std::size_t(1));
    const LibraryGame& game = games.front();
    QCOMPARE(game.source, LibraryGame::Source::Played);
    QCOMPARE(game.players[0].kind, LibraryPlayer::Kind::Human);
    QCOMPARE(game.players[1].kind, LibraryPlayer::Kind::Computer);
    QCOMPARE(game.players[1].level, std::optional<Level>(Level::Easy));
    QCOMPARE(game.opponentText(), QStringLiteral("Computer (Easy)"));
    QCOMPARE(game.outcome, Outcome::XWins);
    QCOMPARE(game.plies, 1);
    QCOMPARE(game.boardKind, BoardKind::Square7x7);
    QVERIFY(QDateTime::fromString(game.date, Qt::ISODate).secsTo(QDateTime::currentDateTimeUtc()) <
            600);
    const std::optional<PgnGame> pgn = library->game(game.id);
    QVERIFY(pgn);
    QCOMPARE(pgn->game.moves(), w.game().moves());
    QCOMPARE(w.window.gameRecorder()->linkedGame(), std::optional<qint64>(game.id));
    QVERIFY(w.prompter->errors.isEmpty());

    // Browsing back and to the end again keeps nothing new.
    w.controller()->goTo(0);
    w.controller()->goTo(1);
    QCOMPARE(library->count(), 1);
    QCOMPARE(kept.count(), 1);
}

void TestGamesWindow::aWatchedGameIsKeptMarkedAsWatched() {
    TestWindow w;
    QSignalSpy kept(w.window.gameRecorder(), &GameRecorder::kept);
    QVERIFY(w.window.startGame(*read_fen("xo1/3/3 x 0 1"), {PlayerSetup::engine(Level::VeryEasy),
                                                            PlayerSetup::engine(Level::Easy)}));
    QVERIFY(QTest::qWaitFor([&] { return w.game().result().over(); }, eventTimeoutMs));
    QVERIFY(kept.count() == 1 || kept.wait(eventTimeoutMs));
    const std::vector<LibraryGame> games = w.window.gamesLibrary()->games();
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games.front().source, LibraryGame::Source::Watched);
    QCOMPARE(games.front().sourceText(), QStringLiteral("Watched"));
    QCOMPARE(games.front().players[0].level, std::optional<Level>(Level::VeryEasy));
    QCOMPARE(games.front().players[1].level, std::optional<Level>(Level::Easy));
    QCOMPARE(games.front().opponentText(), QStringLiteral("Computers only"));
    QCOMPARE(games.front().plies, w.game().length());
    QCOMPARE(games.front().boardKind, BoardKind::Other);
}

void TestGamesWindow::aGameTakenBackAndEndedAgainStaysOneGame() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    w.click("b6");
    GamesLibrary* library = w.window.gamesLibrary();
    QCOMPARE(library->count(), 1);
    const qint64 id = library->games().front().id;
    w.window.actions().undo->trigger();
    QCOMPARE(w.game().ply(), 0);
    w.click("a6");
    QVERIFY(w.game().result().over());
    QCOMPARE(library->count(), 1);
    const std::optional<PgnGame> pgn = library->game(id);
    QVERIFY(pgn);
    QCOMPARE(pgn->game.moves(), w.game().moves());
    QCOMPARE(QString::fromStdString(
                 move_to_string(pgn->game.start_position().geometry(), pgn->game.move_at(0))),
             QStringLiteral("a6"));
    QCOMPARE(library->entry(id)->opponentText(), QStringLiteral("A person"));

    // A new game that ends is another game.
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    w.click("b6");
    QCOMPARE(library->count(), 2);
}

void TestGamesWindow::aKeptGameWithItsReviewIsNotAskedAboutAgain() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Easy));
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    w.click("b6");
    w.window.reviewMode()->setDepth(1);
    QSignalSpy reviewed(w.window.reviewMode(), &ReviewMode::reviewFinished);
    w.window.reviewMode()->review();
    QVERIFY(reviewed.wait(eventTimeoutMs));
    QVERIFY(w.game().has_notes());
    // The marks are in the library with the game...
    GamesLibrary* library = w.window.gamesLibrary();
    QCOMPARE(library->count(), 1);
    const LibraryGame game = library->games().front();
    QVERIFY(game.reviewed());
    QCOMPARE(game.review[0].judged, 1);
    QVERIFY(library->game(game.id)->game.has_notes());
    // ... so a new game asks nothing about them.
    w.window.actions().newGame->trigger();
    QVERIFY2(w.prompter->saveQuestions.isEmpty(),
             qPrintable(w.prompter->saveQuestions.join(QLatin1Char('\n'))));
    QCOMPARE(w.game().length(), 0);
}

void TestGamesWindow::theListSortsAndFiltersByBoardOpponentResultDateAndName() {
    Fixture f;
    GamesLibrary* library = f.library();
    using K = LibraryPlayer::Kind;
    using S = LibraryGame::Source;
    const qint64 won =
        keep(library, gameFrom(lastPieceFen, 1, 0), S::Played,
             {player(K::Human, "Anna"), player(K::Computer, "Computer (Easy)", Level::Easy)},
             daysAgo(0));
    const qint64 lost =
        keep(library, gameFrom(hexxagon_fen, 9, 1, Outcome::OWins), S::Played,
             {player(K::Human, "Anna"), player(K::Computer, "Computer (Hard)", Level::Hard)},
             daysAgo(10));
    const qint64 watched =
        keep(library, gameFrom("x3o/5/5/5/o3x x 0 1", 20, 2, Outcome::Draw), S::Watched,
             {player(K::Computer, "Computer (Easy)", Level::Easy),
              player(K::Computer, "Computer (Medium)", Level::Medium)},
             daysAgo(400));
    const qint64 imported = keep(library, gameFrom(start_fen, 3, 3), S::Imported,
                                 {player(K::Unknown, "Carl"), player(K::Unknown, "Dora")},
                                 QStringLiteral("2020-01-01"));
    QVERIFY(won && lost && watched && imported);

    // The window follows the library.
    QCOMPARE(f.games()->model()->rowCount(), 4);
    QCOMPARE(f.shown(), 4);
    QCOMPARE(f.games()->statusText(), QStringLiteral("4 games."));
    // Newest first.
    QCOMPARE(f.shownIds(), (QList<qint64>{won, lost, watched, imported}));

    auto* search = f.games()->findChild<QLineEdit*>(QStringLiteral("searchField"));
    QTest::keyClicks(search, QStringLiteral("anna"));
    QCOMPARE(f.shown(), 2);
    QCOMPARE(f.games()->statusText(), QStringLiteral("2 of 4 games shown."));
    search->clear();
    QTest::keyClicks(search, QStringLiteral("dor"));
    QCOMPARE(f.shownIds(), QList<qint64>{imported});
    search->clear();

    f.choose("boardFilter", QStringLiteral("All: Hexagonal"));
    QCOMPARE(f.shownIds(), QList<qint64>{lost});
    f.choose("boardFilter", QStringLiteral("All: Other boards"));
    QCOMPARE(f.shownIds(), QList<qint64>{watched});
    f.choose("boardFilter", QStringLiteral("Classic 7×7"));
    QCOMPARE(f.shownIds(), QList<qint64>{imported});
    f.choose("boardFilter", QStringLiteral("Any board"));

    f.choose("opponentFilter", QStringLiteral("Computer (Hard)"));
    QCOMPARE(f.shownIds(), QList<qint64>{lost});
    f.choose("opponentFilter", QStringLiteral("Computers only"));
    QCOMPARE(f.shownIds(), QList<qint64>{watched});
    f.choose("opponentFilter", QStringLiteral("Any opponent"));

    f.choose("resultFilter", QStringLiteral("Won by you"));
    QCOMPARE(f.shownIds(), QList<qint64>{won});
    f.choose("resultFilter", QStringLiteral("Lost by you"));
    QCOMPARE(f.shownIds(), QList<qint64>{lost});
    f.choose("resultFilter", QStringLiteral("Draws"));
    QCOMPARE(f.shownIds(), QList<qint64>{watched});
    f.choose("resultFilter", QStringLiteral("Unfinished"));
    QCOMPARE(f.shownIds(), QList<qint64>{imported});
    f.choose("resultFilter", QStringLiteral("Any result"));

    f.choose("dateFilter", QStringLiteral("The last 7 days"));
    QCOMPARE(f.shownIds(), QList<qint64>{won});
    f.choose("dateFilter", QStringLiteral("The last 30 days"));
    QCOMPARE(f.shownIds(), (QList<qint64>{won, lost}));
    f.choose("dateFilter", QStringLiteral("Any time"));

    // A click on a column's header sorts by it; again, the other way.
    QHeaderView* header = f.list()->horizontalHeader();
    const int moves = header->sectionViewportPosition(GamesModel::Moves) + 5;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(moves, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), int(GamesModel::Moves));
    const QList<qint64> byMoves = f.shownIds();
    QCOMPARE(byMoves.front(), won);
    QCOMPARE(f.list()->model()->index(0, GamesModel::Moves).data().toInt(), 1);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(moves, header->height() / 2));
    QCOMPARE(f.shownIds().back(), won);
}

void TestGamesWindow::openingAGameAsksOnceAboutTheGameInProgress() {
    Fixture f;
    using K = LibraryPlayer::Kind;
    const PgnGame kept = gameFrom(start_fen, 12, 4);
    const qint64 id = keep(f.library(), kept, LibraryGame::Source::Imported,
                           {player(K::Unknown, "Carl"), player(K::Unknown, "Dora")}, daysAgo(1));
    QVERIFY(id);
    // A game in progress between people, two moves in, saved nowhere.
    f.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    f.window.newGame();
    f.click("b6");
    f.click("b2");
    QCOMPARE(f.game().length(), 2);

    f.games()->selectGames({id});
    f.prompter->saveChoice = Prompter::SaveChoice::Cancel;
    QTest::keyClick(f.list(), Qt::Key_Return);
    QCOMPARE(f.prompter->saveQuestions.size(), 1);
    QCOMPARE(f.game().length(), 2);
    QVERIFY(!f.window.gameRecorder()->linkedGame());

    f.prompter->saveChoice = Prompter::SaveChoice::Discard;
    f.press("openButton");
    QCOMPARE(f.prompter->saveQuestions.size(), 2);
    QCOMPARE(f.game().moves(), kept.game.moves());
    QCOMPARE(f.window.gameRecorder()->linkedGame(), std::optional<qint64>(id));
    QCOMPARE(f.window.playerPanel(Side::X)->playerName(), QStringLiteral("Carl"));

    // The game opened is the library's: opening another asks nothing.
    const qint64 other = keep(f.library(), gameFrom(start_fen, 6, 5), LibraryGame::Source::Imported,
                              {player(K::Unknown, "Eve"), player(K::Unknown, "Finn")}, daysAgo(2));
    f.games()->selectGames({other});
    f.games()->openSelected();
    QCOMPARE(f.prompter->saveQuestions.size(), 2);
    QCOMPARE(f.game().length(), 6);
    QCOMPARE(f.library()->count(), 2);
}

void TestGamesWindow::reviewOpensTheGameAndKeepsItsMarks() {
    Fixture f;
    using K = LibraryPlayer::Kind;
    const qint64 id =
        keep(f.library(), gameFrom(start_fen, 8, 6), LibraryGame::Source::Played,
             {player(K::Human, "Anna"), player(K::Computer, "Computer (Easy)", Level::Easy)},
             daysAgo(1));
    f.window.reviewMode()->setDepth(1);
    QSignalSpy reviewed(f.window.reviewMode(), &ReviewMode::reviewFinished);
    f.games()->selectGames({id});
    f.press("reviewButton");
    QVERIFY(reviewed.wait(eventTimeoutMs));
    const std::optional<LibraryGame> entry = f.library()->entry(id);
    QVERIFY(entry && entry->reviewed());
    // The game keeps its players and source; only its marks are new.
    QCOMPARE(entry->players[1].level, std::optional<Level>(Level::Easy));
    QCOMPARE(entry->source, LibraryGame::Source::Played);
    QVERIFY(f.library()->game(id)->game.has_notes());
    QCOMPARE(f.library()->count(), 1);
    // The list shows the accuracy.
    const int row = f.games()->model()->rowOf(id);
    QVERIFY(f.games()
                ->model()
                ->index(row, GamesModel::Review)
                .data()
                .toString()
                .contains(QLatin1Char('%')));
}

void TestGamesWindow::puzzlesAreMadeFromTheSelectedGames() {
    Fixture f;
    using K = LibraryPlayer::Kind;
    const PgnGame planted = plantedGame();
    QVERIFY2(planted.game.length() == 32, "tests/data/planted_blunder.pgn is missing");
    // A person played Black: Black's mistakes, without a question.
    const qint64 id =
        keep(f.library(), planted, LibraryGame::Source::Played,
             {player(K::Human, "Anna"), player(K::Computer, "Computer (Hard)", Level::Hard)},
             daysAgo(1));
    f.games()->selectGames({id});
    QSignalSpy collected(f.window.puzzleCollector(), &PuzzleCollector::collected);
    f.press("puzzlesButton");
    QVERIFY(f.prompter->questions.isEmpty());
    QVERIFY(f.window.puzzlesWindow() && f.window.puzzlesWindow()->isVisible());
    QVERIFY(collected.wait(makeTimeoutMs));
    QVERIFY(collected.front().front().toInt() > 0);
    for (const Puzzle& puzzle : f.window.puzzleStore()->puzzles())
        QCOMPARE(puzzle.position.side_to_move(), Side::X);

    // Games where people played other sides: the person is asked whose.
    const qint64 other =
        keep(f.library(), gameFrom(start_fen, 10, 7), LibraryGame::Source::Played,
             {player(K::Computer, "Computer (Hard)", Level::Hard), player(K::Human, "Anna")},
             daysAgo(2));
    f.games()->selectGames({id, other});
    QCOMPARE(f.games()->selectedGames().size(), 2);
    f.prompter->choice = -1;
    f.press("puzzlesButton");
    QCOMPARE(f.prompter->questions.size(), 1);
    QCOMPARE(f.prompter->questions.front(), QStringLiteral("Whose mistakes become puzzles?"));
}

namespace {

// The puzzles of `side` that the notes of `game` ask for: its review's
// mistakes and blunders, with the review's figures.
std::vector<MoveReview> notedMistakes(const Game& game, Side side) {
    std::vector<MoveReview> marked;
    for (const MoveReview& move : noted_review(game))
        if ((move.quality == MoveQuality::Mistake || move.quality == MoveQuality::Blunder) &&
            game.position_at(move.index).side_to_move() == side)
            marked.push_back(move);
    return marked;
}

// Every puzzle is one of `marked`, and each of `marked` has its puzzle, with
// the loss, the scores and the best move the review gave it.
void compareWithReview(const std::vector<Puzzle>& puzzles, const Game& game,
                       const std::vector<MoveReview>& marked) {
    QCOMPARE(puzzles.size(), marked.size());
    for (const MoveReview& move : marked) {
        const Position& before = game.position_at(move.index);
        const auto puzzle = std::find_if(puzzles.begin(), puzzles.end(), [&](const Puzzle& p) {
            return p.position == before && p.played == move.played;
        });
        const QByteArray where =
            QByteArray::number(move.index) + ": " + game.note_at(move.index).comment.c_str();
        QVERIFY2(puzzle != puzzles.end(), where.constData());
        QCOMPARE(puzzle->loss, move.loss);
        QCOMPARE(puzzle->best_score, move.best_score);
        QCOMPARE(puzzle->played_score, move.played_score);
        QCOMPARE(puzzle->depth, move.depth);
        QCOMPARE(puzzle->right.front(), move.best);
        QVERIFY2(!puzzle->played_line.empty(), where.constData());
    }
}

} // namespace

// A game reviewed on the board keeps its review in its notes; its puzzles,
// made from the Games window, are the moves that review marked, with its
// figures, not those of another search (here the review was at depth 3,
// unlike any the Games window would run).
void TestGamesWindow::aReviewedGamesPuzzlesAreTheMovesItsReviewMarked() {
    QFile::remove(PuzzleStore::defaultPath());
    Fixture f;
    using K = LibraryPlayer::Kind;
    PgnGame reviewed = plantedGame();
    ReviewSettings settings;
    settings.depth = 3;
    settings.threads = 1;
    GameReviewer reviewer(settings);
    annotate(reviewed.game, reviewer.review_game(reviewed.game));
    const std::vector<MoveReview> marked = notedMistakes(reviewed.game, Side::X);
    QVERIFY(!marked.empty());
    const qint64 id =
        keep(f.library(), reviewed, LibraryGame::Source::Played,
             {player(K::Human, "Anna"), player(K::Computer, "Computer (Hard)", Level::Hard)},
             daysAgo(1));
    f.games()->selectGames({id});
    QSignalSpy collected(f.window.puzzleCollector(), &PuzzleCollector::collected);
    f.press("puzzlesButton");
    QVERIFY(collected.wait(makeTimeoutMs));
    compareWithReview(f.window.puzzleStore()->puzzles(), reviewed.game, marked);
    // Said as what it is, and offered at once.
    const auto* status = f.window.puzzlesWindow()->findChild<QLabel*>("makeStatusLabel");
    QVERIFY2(status->text().contains(QStringLiteral("made from your games")),
             qPrintable(status->text()));
    QVERIFY(f.window.puzzlesWindow()->currentPuzzle() >= 0);
    // The game's review in the library is as it was.
    QCOMPARE(f.library()->game(id)->game.note_at(marked.front().index).comment,
             reviewed.game.note_at(marked.front().index).comment);
}

// Games kept while the app spoke English and French name the players the
// app named itself ("You", "Computer (Easy)") in the language of that day;
// the list names them in today's, and keeps a name a person gave.
void TestGamesWindow::playersAreNamedInTheLanguageOfTheDay() {
    using K = LibraryPlayer::Kind;
    const auto restore = qScopeGuard([] { Languages::install(QStringLiteral("en")); });
    QCOMPARE(Languages::install(QStringLiteral("fr")), QStringLiteral("fr"));
    const QString vous = GameDocument::tr("You");
    const QString easyFr = PlayerSetup::computerDescription(Level::Easy);
    QVERIFY(vous != QStringLiteral("You") && easyFr != QStringLiteral("Computer (Easy)"));
    Languages::install(QStringLiteral("en"));
    Fixture f;
    const qint64 english = keep(
        f.library(), gameFrom(start_fen, 6, 1), LibraryGame::Source::Played,
        {player(K::Human, "You"), player(K::Computer, "Computer (Easy)", Level::Easy)}, daysAgo(3));
    const qint64 french = keep(
        f.library(), gameFrom(start_fen, 6, 2), LibraryGame::Source::Played,
        {player(K::Human, qPrintable(vous)), player(K::Computer, qPrintable(easyFr), Level::Easy)},
        daysAgo(2));
    const qint64 named =
        keep(f.library(), gameFrom(start_fen, 6, 3), LibraryGame::Source::Played,
             {player(K::Human, "Anna"), player(K::Computer, "Computer (Easy)", Level::Easy)},
             daysAgo(1));
    const auto shown = [&f](qint64 id, int column) {
        const QList<qint64> ids = f.shownIds();
        return f.games()
            ->filter()
            ->index(static_cast<int>(ids.indexOf(id)), column)
            .data()
            .toString();
    };
    f.games()->reload();
    for (const qint64 id : {english, french}) {
        QCOMPARE(shown(id, GamesModel::Black), QStringLiteral("You"));
        QCOMPARE(shown(id, GamesModel::White), QStringLiteral("Computer (Easy)"));
    }
    QCOMPARE(shown(named, GamesModel::Black), QStringLiteral("Anna"));
    Languages::install(QStringLiteral("fr"));
    f.games()->reload();
    for (const qint64 id : {english, french}) {
        QCOMPARE(shown(id, GamesModel::Black), vous);
        QCOMPARE(shown(id, GamesModel::White), easyFr);
    }
    QCOMPARE(shown(named, GamesModel::Black), QStringLiteral("Anna"));
}

// A damaged library is put aside when the app starts, and the person is told
// then, once, in front of the main window, in words (not SQLite's), with
// what it means for the rating; the Games window says nothing more.
void TestGamesWindow::aDamagedLibraryIsToldAtStartInWords() {
    const QString path = GamesLibrary::defaultPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("SQLite format 3").append(4096 * 4, char(0x5a)));
    }
    TestWindow w;
    QTRY_COMPARE_WITH_TIMEOUT(w.prompter->errors.size(), 1, eventTimeoutMs);
    const QString notice = w.prompter->errors.front();
    const QString aside = w.window.gamesLibrary()->damagedCopy();
    QVERIFY(!aside.isEmpty());
    QVERIFY2(notice.contains(QDir::toNativeSeparators(aside)), qPrintable(notice));
    QVERIFY2(notice.contains(QStringLiteral("damaged")) &&
                 notice.contains(QStringLiteral("rating")),
             qPrintable(notice));
    for (const char* sqlite : {"database", "btree", "error code", "malformed", "not a database"})
        QVERIFY2(!notice.contains(QLatin1StringView(sqlite), Qt::CaseInsensitive),
                 qPrintable(notice));
    w.window.actions().games->trigger();
    QCOMPARE(w.prompter->errors.size(), 1);
}

// A game not reviewed yet is reviewed first, as Review game does (its
// depth), and keeps that review in the library: opened again, it shows the
// marks its puzzles came from.
void TestGamesWindow::aGameNotYetReviewedIsReviewedFirstAndKeepsItsReview() {
    QFile::remove(PuzzleStore::defaultPath());
    Fixture f;
    using K = LibraryPlayer::Kind;
    const qint64 id =
        keep(f.library(), plantedGame(), LibraryGame::Source::Played,
             {player(K::Human, "Anna"), player(K::Computer, "Computer (Hard)", Level::Hard)},
             daysAgo(1));
    QVERIFY(!f.library()->entry(id)->reviewed());
    f.games()->selectGames({id});
    QSignalSpy collected(f.window.puzzleCollector(), &PuzzleCollector::collected);
    f.press("puzzlesButton");
    QVERIFY(collected.wait(makeTimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(f.library()->entry(id)->reviewed(), eventTimeoutMs);
    const Game kept = f.library()->game(id)->game;
    const std::vector<MoveReview> noted = noted_review(kept);
    QVERIFY(!noted.empty());
    for (const MoveReview& move : noted) QCOMPARE(move.depth, Reviewer::defaultDepth);
    compareWithReview(f.window.puzzleStore()->puzzles(), kept, notedMistakes(kept, Side::X));
}

void TestGamesWindow::exportWritesTheSelectedGames() {
    Fixture f;
    using K = LibraryPlayer::Kind;
    const PgnGame first = gameFrom(start_fen, 10, 8);
    const PgnGame second = gameFrom(hexxagon_fen, 7, 9);
    const qint64 a = keep(f.library(), first, LibraryGame::Source::Imported,
                          {player(K::Unknown, "Carl"), player(K::Unknown, "Dora")}, daysAgo(1));
    const qint64 b = keep(f.library(), second, LibraryGame::Source::Imported,
                          {player(K::Unknown, "Eve"), player(K::Unknown, "Finn")}, daysAgo(2));
    keep(f.library(), gameFrom(start_fen, 4, 10), LibraryGame::Source::Imported,
         {player(K::Unknown, "Gus"), player(K::Unknown, "Hal")}, daysAgo(3));
    f.games()->selectGames({a, b});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.pgn"));
    QVERIFY(f.games()->exportGames(f.games()->selectedGames(), path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto read = read_pgn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    QVERIFY(read);
    QCOMPARE(read->size(), std::size_t(2));
    QCOMPARE(read->at(0).game.moves(), first.game.moves());
    QCOMPARE(read->at(0).tag("Black"), std::string("Carl"));
    QCOMPARE(read->at(1).game.moves(), second.game.moves());
    QVERIFY(read->at(1).game.start_position().geometry().is_hexagon());
    QVERIFY2(f.games()->statusText().contains(QLatin1String("2 games exported to export.pgn")),
             qPrintable(f.games()->statusText()));
}

void TestGamesWindow::deleteAsksFirst() {
    Fixture f;
    using K = LibraryPlayer::Kind;
    const qint64 a = keep(f.library(), gameFrom(start_fen, 5, 11), LibraryGame::Source::Imported,
                          {player(K::Unknown, "Carl"), player(K::Unknown, "Dora")}, daysAgo(1));
    const qint64 b = keep(f.library(), gameFrom(start_fen, 6, 12), LibraryGame::Source::Imported,
                          {player(K::Unknown, "Eve"), player(K::Unknown, "Finn")}, daysAgo(2));
    f.games()->selectGames({a});
    f.games()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(f.games()));
    f.list()->setFocus();
    f.prompter->answer = false;
    QTest::keyClick(f.list(), Qt::Key_Delete);
    QCOMPARE(f.prompter->questions.size(), 1);
    QVERIFY2(f.prompter->questions.front().contains(QLatin1String("Delete 1 game")),
             qPrintable(f.prompter->questions.front()));
    QCOMPARE(f.library()->count(), 2);
    f.prompter->answer = true;
    f.press("deleteButton");
    QCOMPARE(f.library()->count(), 1);
    QCOMPARE(f.shownIds(), QList<qint64>{b});
}

void TestGamesWindow::anImportShowsItsProgressAndStopsAtCancel() {
    Fixture f;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.pgn"));
    std::string text;
    for (int n = 0; n < 600; ++n) {
        PgnGame pgn = gameFrom(start_fen, 12, n);
        pgn.set_tag("Round", std::to_string(n + 1));
        text += write_pgn(pgn) + "\n";
    }
    QVERIFY(writeFile(path, text));
    PgnImporter* importer = f.games()->importer();
    QSignalSpy finished(importer, &PgnImporter::finished);
    // A person's click on Cancel at the first report of progress.
    const auto connection = connect(importer, &PgnImporter::progress, importer, [&] {
        auto* progress = f.games()->importProgress();
        QVERIFY(progress && progress->isVisible());
        auto* cancel = progress->findChild<QPushButton*>();
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
    });
    QVERIFY(f.games()->importFrom(path));
    QVERIFY(f.games()->importProgress()->isVisible());
    QVERIFY(finished.wait(eventTimeoutMs));
    disconnect(connection);
    QVERIFY(importer->wasCancelled());
    QVERIFY(!f.games()->importProgress()->isVisible());
    QVERIFY(importer->imported() > 0 && importer->imported() < 600);
    QCOMPARE(f.library()->count(), importer->imported());
    QCOMPARE(f.games()->model()->rowCount(), importer->imported());
    QVERIFY2(f.games()->statusText().contains(QLatin1String("Stopped")),
             qPrintable(f.games()->statusText()));
    QVERIFY(f.prompter->errors.isEmpty());

    // The rest comes with the file again; what is kept is skipped.
    QVERIFY(f.games()->importFrom(path));
    QVERIFY(finished.wait(eventTimeoutMs));
    QCOMPARE(f.library()->count(), 600);
    QVERIFY2(f.games()->statusText().contains(QLatin1String("in the library already")),
             qPrintable(f.games()->statusText()));
}

void TestGamesWindow::anImportNamesTheGamesItSkipped() {
    Fixture f;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mixed.pgn"));
    PgnGame good = gameFrom(start_fen, 6, 13);
    good.set_tag("Black", "Anna");
    const std::string text =
        write_pgn(good) + "\n[Black \"Carl\"]\n[White \"Dora\"]\n\n1. b6 b6 *\n";
    QVERIFY(writeFile(path, text));
    QSignalSpy finished(f.games()->importer(), &PgnImporter::finished);
    QVERIFY(f.games()->importFrom(path));
    QVERIFY(finished.wait(eventTimeoutMs));
    QCOMPARE(f.library()->count(), 1);
    QCOMPARE(f.prompter->errors.size(), 1);
    const QString message = f.prompter->errors.front();
    QVERIFY2(message.contains(QLatin1String("1 game of mixed.pgn imported")) &&
                 message.contains(QLatin1String("1 game could not be read")) &&
                 message.contains(QLatin1String("Game 2 (line ")) &&
                 message.contains(QStringLiteral("Carl – Dora")),
             qPrintable(message));
}

void TestGamesWindow::closingTheAppDuringAnImportKeepsWhatWasImported() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.pgn"));
    std::string text;
    for (int n = 0; n < 400; ++n) {
        PgnGame pgn = gameFrom(start_fen, 10, n);
        pgn.set_tag("Round", std::to_string(n + 1));
        text += write_pgn(pgn) + "\n";
    }
    QVERIFY(writeFile(path, text));
    int imported = 0;
    {
        Fixture f;
        QSignalSpy progress(f.games()->importer(), &PgnImporter::progress);
        QVERIFY(f.games()->importFrom(path));
        QVERIFY(progress.wait(eventTimeoutMs));
        imported = f.games()->importer()->imported();
        QVERIFY(f.games()->importer()->isRunning());
    }
    GamesLibrary library;
    QVERIFY(library.open());
    QVERIFY(library.checkIntegrity());
    QVERIFY(library.count() >= imported);
    QVERIFY(library.count() < 400);
}

void TestGamesWindow::theWindowRemembersItsSizeAndSort() {
    {
        Fixture f;
        f.games()->resize(720, 430);
        f.list()->sortByColumn(GamesModel::Board, Qt::AscendingOrder);
        QTest::keyClick(f.games(), Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return !f.games(); }, eventTimeoutMs));
    }
    Fixture f;
    QCOMPARE(f.games()->size(), QSize(720, 430));
    QHeaderView* header = f.list()->horizontalHeader();
    QCOMPARE(header->sortIndicatorSection(), int(GamesModel::Board));
    QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
}

void TestGamesWindow::escapeAndCtrlWCloseTheWindow() {
    Fixture f;
    for (const QKeySequence& keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        if (!f.games()) f.window.actions().games->trigger();
        QVERIFY(QTest::qWaitForWindowExposed(f.games()));
        f.games()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(f.games()));
        f.list()->setFocus();
        QTest::keySequence(f.list(), keys);
        QVERIFY2(QTest::qWaitFor([&] { return !f.games(); }, eventTimeoutMs),
                 qPrintable(keys.toString()));
    }
}

void TestGamesWindow::aDamagedLibraryIsToldOnceAndKept() {
    const QString path = GamesLibrary::defaultPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    const std::string noise(5000, 'x');
    QVERIFY(writeFile(path, noise));
    Fixture f;
    QCOMPARE(f.prompter->errors.size(), 1);
    const QString aside = f.library()->damagedCopy();
    QVERIFY(!aside.isEmpty());
    QVERIFY2(f.prompter->errors.front().contains(QDir::toNativeSeparators(aside)),
             qPrintable(f.prompter->errors.front()));
    QFile kept(aside);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll().toStdString(), noise);
    // The new library takes the next game, and nothing more is said.
    f.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    QVERIFY(f.window.startGame(*read_fen(lastPieceFen)));
    f.click("b6");
    QCOMPARE(f.library()->count(), 1);
    QCOMPARE(f.prompter->errors.size(), 1);
    QCOMPARE(f.games()->model()->rowCount(), 1);
}

void TestGamesWindow::theRatingPageShowsTheRatingAndAChartWithAPointAGame() {
    Fixture f;
    RatingView* view = f.games()->ratingView();
    f.games()->showRating();
    QVERIFY(view->isVisible());
    QCOMPARE(view->ratingText(), QStringLiteral("No rated games yet"));
    QCOMPARE(view->ratingSeries()->count(), 0);

    // Three rated games on 7×7 boards, one on a hexagon, and two that are
    // not rated (people, and an imported game).
    using K = LibraryPlayer::Kind;
    const auto played = [&](std::string_view fen, int seed, const LibraryPlayer& computer,
                            Outcome result) {
        return keep(f.library(), gameFrom(fen, 4, seed, result), LibraryGame::Source::Played,
                    {player(K::Human, "Anna"), computer}, daysAgo(1));
    };
    played(start_fen, 1, player(K::Computer, "Computer", Level::Hard), Outcome::XWins);
    const qint64 second =
        played(start_fen, 2, player(K::Computer, "Computer", Level::Easy), Outcome::OWins);
    played(start_fen, 3, player(K::Computer, "Computer", Level::Medium), Outcome::Draw);
    played("x3/5/6/7/6/5/3o x 0 1", 4, player(K::Computer, "Computer", Level::Medium),
           Outcome::XWins);
    played(start_fen, 5, player(K::Human, "Ben"), Outcome::XWins);
    keep(f.library(), gameFrom(start_fen, 4, 6, Outcome::XWins), LibraryGame::Source::Imported,
         {player(K::Human, "Anna"), player(K::Computer, "Computer", Level::Hard)}, daysAgo(1));

    const PlayerRatings ratings = PlayerRatings::of(f.library()->games());
    QCOMPARE(ratings.games(rating::Family::Board7x7), 3);
    // The family played most is shown, until another is chosen.
    QCOMPARE(view->family(), rating::Family::Board7x7);
    QCOMPARE(view->ratingText(),
             PlayerRatings::ratingText(ratings.rating(rating::Family::Board7x7)));
    QVERIFY(view->ratingText().contains(QStringLiteral(" ± ")));
    QCOMPARE(view->ratingSeries()->count(), 3);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(
            view->ratingSeries()->at(i).y(),
            ratings.history(rating::Family::Board7x7)[static_cast<std::size_t>(i)].after.rating);
    QTableWidget* results = view->resultsTable();
    QCOMPARE(results->rowCount(), 3);
    QCOMPARE(results->item(0, 0)->text(), QStringLiteral("Easy"));
    QCOMPARE(results->item(0, 4)->text(), QStringLiteral("1"));
    QCOMPARE(results->item(0, 5)->text(), QStringLiteral("0%"));

    view->setFamily(rating::Family::Hexagonal);
    QCOMPARE(view->ratingSeries()->count(), 1);
    QVERIFY(view->ratingText() != PlayerRatings::ratingText(rating::Rating{}));
    view->setFamily(rating::Family::Other);
    QCOMPARE(view->ratingText(), QStringLiteral("No rated games yet"));
    QCOMPARE(view->ratingSeries()->count(), 0);

    // Deleting a game takes it out of the rating.
    view->setFamily(rating::Family::Board7x7);
    QVERIFY(f.library()->remove({second}));
    QCOMPARE(view->ratingSeries()->count(), 2);
    QCOMPARE(view->ratingText(),
             PlayerRatings::ratingText(
                 PlayerRatings::of(f.library()->games()).rating(rating::Family::Board7x7)));
}

void TestGamesWindow::anEvenGameStartsAtTheRatingAndAWinRaisesTheNext() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Hard));
    // A newcomer's even game is at the scale's middle, against the side the
    // person did not play.
    w.window.actions().evenGame->trigger();
    PlayerSetup even = w.controller()->player(Side::O);
    QVERIFY(even.isEven());
    QCOMPARE(even.elo, 1750);
    QVERIFY(!w.controller()->isComputer(Side::X));
    QCOMPARE(w.window.playerPanel(Side::O)->playerName(), QStringLiteral("Computer (even, 1750)"));
    // The players are the settings' players now: the next new game is even too.
    QVERIFY(AppSettings().player(Side::O).isEven());

    // The person wins at once, and the game is kept rated at 1750.
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    QCOMPARE(w.controller()->player(Side::O).elo, 1750);
    QSignalSpy kept(w.window.gameRecorder(), &GameRecorder::kept);
    w.click("b6");
    QVERIFY(w.game().result().over());
    QCOMPARE(kept.count(), 1);
    const std::optional<LibraryGame> game =
        w.window.gamesLibrary()->entry(kept.front()[0].toLongLong());
    QVERIFY(game && game->rated);
    QCOMPARE(game->rated->opponentElo, 1750);
    QCOMPARE(game->rated->person, Side::X);
    QCOMPARE(game->players[1].name, QStringLiteral("Computer (even, 1750)"));
    // The list's tip names the player whole, whatever the column's width.
    w.window.actions().games->trigger();
    GamesModel* model = w.window.gamesWindow()->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, GamesModel::White).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Computer (even, 1750)\nWhite played by: Computer (even)"));
    w.window.gamesWindow()->close();
    const rating::Rating after = w.window.playerRatings().rating(rating::Family::Board7x7);
    QVERIFY(after.rating > 1750);

    // The next even game follows the rating up.
    w.window.actions().evenGame->trigger();
    even = w.controller()->player(Side::O);
    QVERIFY(even.isEven());
    QCOMPARE(even.elo, even_game_elo(after));
    QVERIFY(even.elo > 1750);
    // And so does New game, whose players are the even game's now.
    w.window.actions().newGame->trigger();
    QCOMPARE(w.controller()->player(Side::O).elo, even.elo);
    // A hexagon is another family: its even game is still at 1750.
    QVERIFY(w.window.startGame(*read_fen("x3/5/6/7/6/5/3o x 0 1")));
    QCOMPARE(w.controller()->player(Side::O).elo, 1750);
}

// Help matters only in a game the rating counts: one that computers end,
// after the person had help and handed both sides over, says nothing of it.
void TestGamesWindow::aGameThatComputersEndSaysNothingOfHelp() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Easy));
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    w.window.actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->hadHelp(), eventTimeoutMs);
    QVERIFY(w.waitUntilIdle());
    w.setPlayers(PlayerSetup::engine(Level::VeryEasy), PlayerSetup::engine(Level::VeryEasy));
    QTRY_VERIFY_WITH_TIMEOUT(w.game().result().over(), eventTimeoutMs);
    QVERIFY(w.waitUntilIdle());
    QVERIFY2(!w.window.statusText().contains(QStringLiteral("help")),
             qPrintable(w.window.statusText()));
    QVERIFY2(!w.window.statusText().contains(QStringLiteral("rated")),
             qPrintable(w.window.statusText()));
}

void TestGamesWindow::aGameWithHelpIsNotRatedAndARatedEndStands() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Easy));
    GamesLibrary* library = w.window.gamesLibrary();
    const QString notRated = QStringLiteral("Not rated: you had help.");
    // Won on the board without help: rated.
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    w.click("b6");
    QCOMPARE(library->count(), 1);
    const qint64 first = library->games().front().id;
    QVERIFY(library->entry(first)->rated);
    QVERIFY(!w.window.statusText().contains(notRated));

    // Looking back is no help; a move played there takes the others back.
    w.window.actions().undo->trigger();
    QCOMPARE(w.game().ply(), 0);
    QVERIFY(!w.controller()->hadHelp());
    QVERIFY(!w.window.statusText().contains(notRated));
    w.click("a6");
    QVERIFY(w.game().result().over());
    QVERIFY(w.controller()->hadHelp());
    QVERIFY2(w.window.statusText().contains(notRated), qPrintable(w.window.statusText()));
    // The rated game's end stands as it was; the game played on is another, not rated.
    QCOMPARE(library->count(), 2);
    const std::optional<LibraryGame> kept = library->entry(first);
    QVERIFY(kept && kept->rated);
    QCOMPARE(kept->plies, 1);
    QCOMPARE(QString::fromStdString(
                 move_to_string(library->game(first)->game.start_position().geometry(),
                                library->game(first)->game.move_at(0))),
             QStringLiteral("b6"));
    const qint64 second = w.window.gameRecorder()->linkedGame().value();
    QVERIFY(second != first);
    QVERIFY(!library->entry(second)->rated);
    // Only the game without help counts.
    QCOMPARE(PlayerRatings::of(library->games()).history(rating::Family::Board7x7).size(),
             std::size_t(1));

    // A hint is help too, and so is a new opponent during the game.
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    QVERIFY(!w.controller()->hadHelp());
    QVERIFY(!w.window.statusText().contains(notRated));
    w.window.actions().hint->trigger();
    QVERIFY(w.controller()->hadHelp());
    QVERIFY(QTest::qWaitFor([&] { return !w.controller()->isHinting(); }, eventTimeoutMs));
    QVERIFY2(w.window.statusText().contains(notRated), qPrintable(w.window.statusText()));
    w.click("b6");
    QCOMPARE(library->count(), 3);
    QVERIFY(!library->entry(w.window.gameRecorder()->linkedGame().value())->rated);

    QVERIFY(w.window.startGame(*read_fen("x5o/7/7/7/7/7/7 x 0 1")));
    w.click("b7");
    QVERIFY(!w.controller()->hadHelp());
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::VeryEasy));
    QVERIFY(w.controller()->hadHelp());
    // The players of a game just opened are no help.
    w.controller()->loadGame(Game(w.game()));
    QVERIFY(!w.controller()->hadHelp());
    w.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::Easy));
    QVERIFY(!w.controller()->hadHelp());

    // The analysis during the game is help; on a game that has ended it is a review.
    QAction* analyse = w.window.watchMode()->actions().analyse;
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    analyse->trigger();
    QVERIFY(w.controller()->hadHelp());
    analyse->trigger();
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    w.click("b6");
    QVERIFY(w.game().result().over());
    analyse->trigger();
    QVERIFY(!w.controller()->hadHelp());
    analyse->trigger();
}

void TestGamesWindow::theEvenGameIsAChoiceOfTheToolbarAndTheSettings() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Hard));
    auto* box = w.window.findChild<QComboBox*>(QStringLiteral("watchWhite"));
    QVERIFY(box);
    const int at = box->findText(QStringLiteral("Computer (even)"));
    QVERIFY(at >= 0);
    box->setCurrentIndex(at);
    emit box->activated(at);
    QVERIFY(w.controller()->player(Side::O).isEven());
    QCOMPARE(w.controller()->player(Side::O).elo, strength_elo_newcomer);
    QVERIFY(AppSettings().player(Side::O).isEven());

    // The settings' Players page shows it, and keeps it.
    SettingsDialog dialog(SettingsDialog::Mode::Settings);
    auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("kindO"));
    QCOMPARE(kind->currentText(), QStringLiteral("Computer (even)"));
    QVERIFY(dialog.player(Side::O).isEven());
    kind->setCurrentIndex(1);
    QVERIFY(!dialog.player(Side::O).isEven());
    kind->setCurrentIndex(kind->findText(QStringLiteral("Computer (even)")));
    dialog.accept();
    QVERIFY(AppSettings().player(Side::O).isEven());
}

void TestGamesWindow::theWindowOpensOverTheMainWindowWithColumnsThatFit() {
    TestWindow w;
    w.window.move(200, 120);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.actions().games->trigger();
    GamesWindow* games = w.window.gamesWindow();
    QVERIFY(QTest::qWaitForWindowExposed(games));
    // Centred over the main window as far as the screen allows (the
    // offscreen screen is smaller than the window), and within the screen.
    const QRect room = games->screen()->availableGeometry();
    const QRect frame = games->frameGeometry();
    const QPoint middle = w.window.frameGeometry().center();
    QVERIFY2(room.contains(frame), qPrintable(QDebug::toString(frame)));
    const int left =
        std::clamp(middle.x() - frame.width() / 2, room.left(), room.right() - frame.width());
    const int top =
        std::clamp(middle.y() - frame.height() / 2, room.top(), room.bottom() - frame.height());
    QVERIFY2(std::abs(frame.left() - left) < 30 && std::abs(frame.top() - top) < 30,
             qPrintable(QDebug::toString(frame) + QDebug::toString(w.window.frameGeometry())));
    QVERIFY(frame.height() < room.height());
    // An empty list fits its columns: no scroll bar across.
    QCOMPARE(games->model()->rowCount(), 0);
    QTest::qWait(50);
    QTRY_VERIFY_WITH_TIMEOUT(!games->view()->horizontalScrollBar()->isVisible(), eventTimeoutMs);
}

void TestGamesWindow::noColumnIsCutShortAtTheDefaultSize_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("French") << QStringLiteral("fr");
}

void TestGamesWindow::noColumnIsCutShortAtTheDefaultSize() {
    QFETCH(QString, language);
    QCOMPARE(Languages::install(language), language);
    const auto english = qScopeGuard([] { Languages::install(QStringLiteral("en")); });
    // The games a person keeps: against each level and in even games, on the
    // classic board, a blocked one and Hexxagon, won, lost and drawn with
    // two-figure counts, and two computers' games watched.
    GamesLibrary library(GamesLibrary::defaultPath());
    QVERIFY(library.open());
    using Kind = LibraryPlayer::Kind;
    const auto computer = [](Level level) {
        return LibraryPlayer::of(PlayerSetup::engine(level),
                                 PlayerSetup::engine(level).description());
    };
    const LibraryPlayer you = player(Kind::Human, "You");
    LibraryPlayer even = LibraryPlayer::of(PlayerSetup::evenGame(1750), QString());
    even.name = PlayerSetup::evenGame(1750).description();
    const std::string_view boards[] = {start_fen, "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", hexxagon_fen};
    const Outcome outcomes[] = {Outcome::OWins, Outcome::XWins, Outcome::Draw};
    int seed = 0;
    const auto add = [&library, &seed](std::string_view board, Outcome outcome,
                                       LibraryGame::Source source,
                                       const std::array<LibraryPlayer, 2>& players) {
        ++seed;
        keep(&library, gameFrom(board, 60, seed, outcome), source, players, daysAgo(seed));
    };
    for (int level = 0; level < level_count; ++level) {
        for (const std::string_view board : boards) {
            const LibraryPlayer opponent = computer(static_cast<Level>(level));
            add(board, outcomes[seed % 3], LibraryGame::Source::Played,
                seed % 2 == 0 ? std::array{you, opponent} : std::array{opponent, you});
        }
    }
    add(start_fen, Outcome::OWins, LibraryGame::Source::Played, {you, even});
    add(hexxagon_fen, Outcome::XWins, LibraryGame::Source::Played, {even, you});
    add(start_fen, Outcome::Draw, LibraryGame::Source::Watched,
        {computer(Level::Hard), computer(Level::VeryEasy)});

    RecordingPrompter prompter;
    GamesWindow games(&library, &prompter);
    games.reload();
    QVERIFY(games.model()->rowCount() > 15);
    // Its size where the screen has room: the offscreen screen is smaller,
    // so the window is given it again once it has been placed.
    const QSize opened = games.size();
    games.show();
    QVERIFY(QTest::qWaitForWindowExposed(&games));
    games.resize(opened);
    QTRY_COMPARE_WITH_TIMEOUT(games.size(), opened, eventTimeoutMs);
    QCoreApplication::processEvents();

    QTableView* list = games.view();
    QHeaderView* header = list->horizontalHeader();
    const QFontMetrics metrics = list->fontMetrics();
    const int textMargin =
        list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1;
    const int titleMargin =
        2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) +
        header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header);
    // The widest text of each column, and whether a column is narrower than it.
    const auto cut = [&](const QList<int>& columns) {
        QStringList found;
        for (const int column : columns) {
            const int width = header->sectionSize(column);
            const QString title =
                games.filter()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
            if (header->fontMetrics().horizontalAdvance(title) + titleMargin > width)
                found << QStringLiteral("title %1 in %2 pixels").arg(title).arg(width);
            for (int row = 0; row < games.filter()->rowCount(); ++row) {
                const QString text = games.filter()->index(row, column).data().toString();
                if (metrics.horizontalAdvance(text) + 2 * textMargin + 1 > width)
                    found << QStringLiteral("%1 in %2 pixels").arg(text).arg(width);
            }
        }
        return found;
    };
    QList<int> every;
    for (int column = 0; column < GamesModel::ColumnCount; ++column) every << column;
    QVERIFY2(cut(every).isEmpty(), qPrintable(cut(every).join(QStringLiteral("; "))));
    // Within the list: no scroll bar across.
    QVERIFY(!list->horizontalScrollBar()->isVisible());

    // Narrower, the names give up room first: the date, the result, the
    // moves and the accuracy stay whole.
    games.resize(opened.width() - 200, opened.height());
    QTRY_COMPARE_WITH_TIMEOUT(games.width(), opened.width() - 200, eventTimeoutMs);
    QCoreApplication::processEvents();
    const QList<int> whole{GamesModel::Date, GamesModel::Result, GamesModel::Moves,
                           GamesModel::Review};
    QVERIFY2(cut(whole).isEmpty(), qPrintable(cut(whole).join(QStringLiteral("; "))));
    QVERIFY(!list->horizontalScrollBar()->isVisible());
    games.close();
}

QTEST_MAIN(TestGamesWindow)

#include "tst_gameswindow.moc"

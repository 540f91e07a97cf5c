// The opening explorer, "What your games played here" (app/library/
// OpeningExplorer over GamesLibrary's position index): for every position of
// a library of generated games, the moves, games, wins, draws and losses it
// gives are those that replaying every game and counting gives, for all the
// games and for the person's own; the index follows an import, a game
// replaced and games deleted; a library made before the index gets it when
// it is opened, with its progress shown in the explorer and the Games
// window; the explorer shows the moves of a
// position, says when no game got there, and a click or Enter chooses a
// move; in the window, its dock follows the board, a game that ends on the
// board is in it, and a move chosen there is played.

#include "explorergames.h"
#include "fen.h"
#include "library/gamerecorder.h"
#include "library/gameslibrary.h"
#include "library/gameswindow.h"
#include "library/openingexplorer.h"
#include "library/pgnimporter.h"
#include "notation.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "testfiles.h"
#include "testwindow.h"

#include <QtTest>

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace ataxx;
using namespace ataxx::test;

namespace {

// A game the last move of which (b6, Black's) ends it: Black takes White's one piece.
constexpr std::string_view lastPieceFen = "xo5/7/7/7/7/7/7 x 0 1";

// What the explorer says of one move: games, wins, draws, losses.
using Tally = std::tuple<int, int, int, int>;
using Answer = std::map<std::uint16_t, Tally>;

Answer answerOf(const std::vector<ExplorerMove>& moves) {
    Answer answer;
    for (const ExplorerMove& m : moves) answer[m.move.raw()] = {m.games, m.wins, m.draws, m.losses};
    return answer;
}

// The explorer's answers made the slow way: every game replayed, and the
// move it played from each position it reached counted, once a game (the
// first time it got there), with how the game ended for the side to move.
struct Replayed {
    std::map<std::uint64_t, Answer> answers;
    std::map<std::uint64_t, Position> positions;
};

Replayed replay(const std::vector<PgnGame>& games, const std::vector<bool>& counted) {
    Replayed replayed;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const Game& game = games[i].game;
        const Outcome outcome = game.final_result().outcome;
        std::set<std::uint64_t> seen;
        for (int ply = 0; ply < game.length(); ++ply) {
            const Position& position = game.position_at(ply);
            replayed.positions.emplace(position.key(), position);
            if (!counted[i] || !seen.insert(position.key()).second) continue;
            auto& [played, wins, draws, losses] =
                replayed.answers[position.key()][game.move_at(ply).raw()];
            ++played;
            const Side mover = position.side_to_move();
            if (outcome == Outcome::Draw)
                ++draws;
            else if (outcome == Outcome::XWins)
                ++(mover == Side::X ? wins : losses);
            else if (outcome == Outcome::OWins)
                ++(mover == Side::O ? wins : losses);
        }
    }
    return replayed;
}

std::vector<bool> all(std::size_t count) {
    return std::vector<bool>(count, true);
}

std::vector<PgnGame> makeGames(int count, std::uint64_t seed = 1) {
    std::vector<PgnGame> games;
    for (int number = 0; number < count; ++number) games.push_back(explorerGame(number, seed));
    return games;
}

bool keepAll(GamesLibrary& library, const std::vector<PgnGame>& games) {
    library.beginBatch();
    bool ok = true;
    for (std::size_t i = 0; i < games.size() && ok; ++i)
        ok = library.add(games[i], explorerEntry(games[i], static_cast<int>(i))).has_value();
    library.endBatch();
    return ok;
}

// Every position the games reached: the library's answer is the replay's,
// most played first. The first difference, in words; empty when none.
QString compare(GamesLibrary& library, const Replayed& replayed, ExplorerGames which) {
    for (const auto& [key, position] : replayed.positions) {
        const std::vector<ExplorerMove> moves = library.movesFrom(position, which);
        for (std::size_t i = 1; i < moves.size(); ++i)
            if (moves[i].games > moves[i - 1].games)
                return QStringLiteral("not most played first at %1")
                    .arg(QString::fromStdString(write_fen(position)));
        const auto expected = replayed.answers.find(key);
        const Answer want = expected == replayed.answers.end() ? Answer() : expected->second;
        if (answerOf(moves) != want)
            return QStringLiteral("%1: %2 moves, %3 expected")
                .arg(QString::fromStdString(write_fen(position)))
                .arg(moves.size())
                .arg(want.size());
    }
    return {};
}

// Runs statements on the database at `path` without the library.
bool runSql(const QString& path, const QStringList& statements) {
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("tst_explorer_sql"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString& statement : statements) {
            if (!ok) break;
            ok = query.exec(statement);
            if (!ok) qWarning() << statement << query.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tst_explorer_sql"));
    return ok;
}

void removeLibrary(const QString& path) {
    for (const char* suffix : {"", "-wal", "-shm"}) QFile::remove(path + QLatin1StringView(suffix));
}

QStringList rowTexts(const QTreeWidget* table, int column) {
    QStringList texts;
    for (int row = 0; row < table->topLevelItemCount(); ++row)
        texts << table->topLevelItem(row)->text(column);
    return texts;
}

void clickRow(QTreeWidget* table, int row) {
    const QRect rect = table->visualItemRect(table->topLevelItem(row));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
}

} // namespace

class TestExplorer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void theExplorerCountsWhatReplayingEveryGameCounts();
    void myGamesCountsOnlyTheGamesAPersonPlayed();
    void anImportedFileIsInTheExplorer();
    void aGameReplacedOrDeletedLeavesTheExplorerWithIt();
    void aLibraryMadeBeforeTheIndexGetsItWhenOpenedShowingProgress();
    void theExplorerShowsTheMovesOfThePositionAndAClickOrEnterChoosesOne();
    void theExplorerSaysWhenNoGameReachedThePosition();
    void theDockFollowsTheBoardKeepsAFinishedGameAndPlaysAChosenMove();

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("games%1.sqlite").arg(++m_files)); }
};

void TestExplorer::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_explorer"));
    Languages::install(QStringLiteral("en"));
    QVERIFY(m_dir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
}

void TestExplorer::init() {
    AppSettings().clear();
    removeLibrary(GamesLibrary::defaultPath());
}

void TestExplorer::theExplorerCountsWhatReplayingEveryGameCounts() {
    const std::vector<PgnGame> games = makeGames(240);
    GamesLibrary library(freshPath());
    QVERIFY(keepAll(library, games));
    QVERIFY(library.isIndexed());
    const Replayed replayed = replay(games, all(games.size()));
    // The generated games share their openings: the start has its three
    // first moves, each in many games, and positions a few moves in are
    // reached by more than one game.
    const std::vector<ExplorerMove> start = library.movesFrom(Position());
    QCOMPARE(start.size(), std::size_t(3));
    int atStart = 0;
    for (const ExplorerMove& move : start) atStart += move.games;
    QCOMPARE(atStart, 240);
    QVERIFY(std::count_if(replayed.answers.begin(), replayed.answers.end(), [](const auto& entry) {
                int played = 0;
                for (const auto& [move, tally] : entry.second) played += std::get<0>(tally);
                return played > 1;
            }) > 20);
    const QString difference = compare(library, replayed, ExplorerGames::All);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestExplorer::myGamesCountsOnlyTheGamesAPersonPlayed() {
    const std::vector<PgnGame> games = makeGames(150, 2);
    GamesLibrary library(freshPath());
    QVERIFY(keepAll(library, games));
    std::vector<bool> mine;
    for (std::size_t i = 0; i < games.size(); ++i)
        mine.push_back(personPlayed(static_cast<int>(i)));
    const Replayed replayed = replay(games, mine);
    const QString difference = compare(library, replayed, ExplorerGames::Mine);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    int atStart = 0;
    for (const ExplorerMove& move : library.movesFrom(Position(), ExplorerGames::Mine))
        atStart += move.games;
    QCOMPARE(atStart, 50);
}

void TestExplorer::anImportedFileIsInTheExplorer() {
    const std::vector<PgnGame> games = makeGames(60, 3);
    std::string text;
    for (const PgnGame& game : games) text += write_pgn(game) + "\n";
    const QString file = m_dir.filePath(QStringLiteral("import.pgn"));
    QVERIFY(writeFile(file, QByteArray::fromStdString(text)));

    GamesLibrary library(freshPath());
    PgnImporter importer(&library);
    QSignalSpy finished(&importer, &PgnImporter::finished);
    QVERIFY(importer.start(file));
    QVERIFY(finished.wait(eventTimeoutMs));
    QCOMPARE(importer.imported(), 60);
    const QString difference =
        compare(library, replay(games, all(games.size())), ExplorerGames::All);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // Nobody known played an imported game: none is the person's.
    QVERIFY(library.movesFrom(Position(), ExplorerGames::Mine).empty());
}

void TestExplorer::aGameReplacedOrDeletedLeavesTheExplorerWithIt() {
    std::vector<PgnGame> games = makeGames(30, 4);
    GamesLibrary library(freshPath());
    QVERIFY(keepAll(library, games));
    const std::vector<LibraryGame> kept = library.games();
    QCOMPARE(kept.size(), games.size());

    // Game 0 taken back and ended another way: its row holds the new game.
    PgnGame other = explorerGame(1000, 4);
    QVERIFY(library.update(kept[0].id, other, explorerEntry(other, 0)));
    games[0] = other;
    QString difference = compare(library, replay(games, all(games.size())), ExplorerGames::All);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Ten games deleted.
    QList<qint64> ids;
    for (std::size_t i = 0; i < 10; ++i) ids << kept[i].id;
    QVERIFY(library.remove(ids));
    std::vector<PgnGame> left(games.begin() + 10, games.end());
    const Replayed after = replay(left, all(left.size()));
    difference = compare(library, replay(games, all(games.size())), ExplorerGames::All);
    QVERIFY(!difference.isEmpty());
    difference = compare(library, after, ExplorerGames::All);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // All of them: nothing is left to say.
    ids.clear();
    for (std::size_t i = 10; i < kept.size(); ++i) ids << kept[i].id;
    QVERIFY(library.remove(ids));
    QVERIFY(library.movesFrom(Position()).empty());
}

void TestExplorer::aLibraryMadeBeforeTheIndexGetsItWhenOpenedShowingProgress() {
    const std::vector<PgnGame> games = makeGames(400, 5);
    const QString path = freshPath();
    {
        GamesLibrary library(path);
        QVERIFY(keepAll(library, games));
    }
    // As version 3 left it: without the index and its column.
    QVERIFY(runSql(path, {QStringLiteral("DROP TABLE positions"),
                          QStringLiteral("DROP INDEX games_to_index"),
                          QStringLiteral("ALTER TABLE games DROP COLUMN indexed"),
                          QStringLiteral("PRAGMA user_version = 3")}));

    GamesLibrary library(path);
    QSignalSpy progress(&library, &GamesLibrary::indexProgress);
    QSignalSpy ended(&library, &GamesLibrary::indexingEnded);
    OpeningExplorer explorer(&library);
    explorer.resize(400, 400);
    // No event runs before the checks below: the index is built between events.
    explorer.show();
    // Shown, the explorer opened the library, which brought it up to date
    // at once and indexes its games between events, saying how far it got.
    QVERIFY(library.isOpen());
    QCOMPARE(library.version(), GamesLibrary::schemaVersion);
    QVERIFY(library.isIndexing());
    QCOMPARE(library.indexTotal(), 400);
    auto* bar = explorer.findChild<QProgressBar*>(QStringLiteral("explorerProgress"));
    QVERIFY(bar->isVisible());
    QVERIFY2(explorer.statusText().contains(QStringLiteral("of 400")),
             qPrintable(explorer.statusText()));
    // The Games window says so too.
    RecordingPrompter prompter;
    GamesWindow window(&library, &prompter);
    window.reload();
    QVERIFY2(window.statusText().contains(QStringLiteral("into the explorer")),
             qPrintable(window.statusText()));

    QVERIFY(ended.wait(eventTimeoutMs));
    QVERIFY(library.isIndexed());
    QVERIFY(progress.count() >= 1);
    QCOMPARE(progress.last(), (QList<QVariant>{400, 400}));
    QVERIFY(!bar->isVisible());
    QCOMPARE(window.statusText(), QStringLiteral("400 games."));
    // The explorer asked again when the index was done.
    const Replayed replayed = replay(games, all(games.size()));
    QCOMPARE(answerOf(explorer.moves()), replayed.answers.at(Position().key()));
    const QString difference = compare(library, replayed, ExplorerGames::All);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Opened again, there is nothing left to index.
    GamesLibrary again(path);
    QVERIFY(again.open());
    QVERIFY(again.isIndexed());
    QVERIFY(!again.isIndexing());
}

void TestExplorer::theExplorerShowsTheMovesOfThePositionAndAClickOrEnterChoosesOne() {
    const std::vector<PgnGame> games = makeGames(40, 6);
    GamesLibrary library(freshPath());
    QVERIFY(keepAll(library, games));
    OpeningExplorer explorer(&library);
    explorer.resize(420, 400);
    explorer.setPosition(Position());
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));

    const Answer want = replay(games, all(games.size())).answers.at(Position().key());
    QTreeWidget* table = explorer.table();
    QCOMPARE(table->topLevelItemCount(), static_cast<int>(want.size()));
    QCOMPARE(answerOf(explorer.moves()), want);
    // In the board's words, most played first, with the figures of each.
    const Geometry& board = Position().geometry();
    for (int row = 0; row < table->topLevelItemCount(); ++row) {
        const ExplorerMove& move = explorer.moves()[static_cast<std::size_t>(row)];
        QCOMPARE(table->topLevelItem(row)->text(0),
                 QString::fromStdString(move_to_string(board, move.move)));
        QCOMPARE(table->topLevelItem(row)->text(1), QString::number(move.games));
        QCOMPARE(table->topLevelItem(row)->text(3),
                 QStringLiteral("%1 / %2 / %3").arg(move.wins).arg(move.draws).arg(move.losses));
        const double score =
            (move.wins + 0.5 * move.draws) / (move.wins + move.draws + move.losses);
        QCOMPARE(table->topLevelItem(row)->text(2),
                 QStringLiteral("%1%").arg(static_cast<int>(std::round(score * 100))));
    }
    const QStringList games1 = rowTexts(table, 1);
    for (int row = 1; row < games1.size(); ++row)
        QVERIFY(games1[row].toInt() <= games1[row - 1].toInt());
    QCOMPARE(explorer.statusText(),
             QStringLiteral("Games of your library that went on from here: 40."));

    QSignalSpy chosen(&explorer, &OpeningExplorer::moveChosen);
    clickRow(table, 1);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.last().at(0).value<Move>(), explorer.moves()[1].move);
    table->setFocus();
    table->setCurrentItem(table->topLevelItem(0));
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(chosen.last().at(0).value<Move>(), explorer.moves()[0].move);
    // A double click chooses once: its first click; the second press comes
    // as the double click, and its release chooses nothing more.
    const QPoint middle = table->visualItemRect(table->topLevelItem(2)).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, middle);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, middle);
    QTest::mouseRelease(table->viewport(), Qt::LeftButton, {}, middle);
    QCOMPARE(chosen.count(), 3);
    QCOMPARE(chosen.last().at(0).value<Move>(), explorer.moves()[2].move);
}

void TestExplorer::theExplorerSaysWhenNoGameReachedThePosition() {
    GamesLibrary library(freshPath());
    OpeningExplorer explorer(&library);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QCOMPARE(explorer.table()->topLevelItemCount(), 0);
    QCOMPARE(explorer.statusText(),
             QStringLiteral("No game in your library reached this position."));

    // A watched game only: not the person's.
    const PgnGame watched = explorerGame(1, 7);
    QVERIFY(library.add(watched, explorerEntry(watched, 1)));
    QCOMPARE(explorer.table()->topLevelItemCount(), 1);
    explorer.setGames(ExplorerGames::Mine);
    QCOMPARE(explorer.table()->topLevelItemCount(), 0);
    QCOMPARE(explorer.statusText(),
             QStringLiteral("None of the games you played reached this position."));
    // A position no game reached, on another board.
    explorer.setGames(ExplorerGames::All);
    explorer.setPosition(Position::hexxagon());
    QCOMPARE(explorer.table()->topLevelItemCount(), 0);
    QCOMPARE(explorer.statusText(),
             QStringLiteral("No game in your library reached this position."));
}

void TestExplorer::theDockFollowsTheBoardKeepsAFinishedGameAndPlaysAChosenMove() {
    TestWindow w;
    QDockWidget* dock = w.window.explorerDock();
    OpeningExplorer* explorer = w.window.openingExplorer();
    // Hidden until View shows it.
    QVERIFY(dock->isHidden());
    auto* show = w.window.findChild<QAction*>(QStringLiteral("showExplorer"));
    QVERIFY(show);
    show->trigger();
    QVERIFY(dock->isVisible());
    QCOMPARE(explorer->statusText(),
             QStringLiteral("No game in your library reached this position."));

    // A game that ends on the board is kept, and the explorer knows its move.
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Easy));
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    QSignalSpy kept(w.window.gameRecorder(), &GameRecorder::kept);
    w.click("b6");
    QVERIFY(kept.count() == 1 || kept.wait(eventTimeoutMs));
    QVERIFY(w.waitUntilIdle());
    // Its last position: nothing was played from there.
    QCOMPARE(explorer->position(), w.game().position());
    QCOMPARE(explorer->table()->topLevelItemCount(), 0);
    w.controller()->goTo(0);
    QCOMPARE(rowTexts(explorer->table(), 0), QStringList{QStringLiteral("b6")});
    QCOMPARE(rowTexts(explorer->table(), 3), QStringList{QStringLiteral("1 / 0 / 0")});
    QCOMPARE(rowTexts(explorer->table(), 2), QStringList{QStringLiteral("100%")});

    // In a new game from there, the person clicks the explorer's move: it is played.
    QVERIFY(w.window.startGame(*read_fen(lastPieceFen)));
    QVERIFY(w.waitUntilIdle());
    QCOMPARE(rowTexts(explorer->table(), 0), QStringList{QStringLiteral("b6")});
    clickRow(explorer->table(), 0);
    QVERIFY(w.waitForPly(1));
    QCOMPARE(w.game().move_at(0),
             Move::clone(w.game().start_position().geometry().cell_from_name("b6")));
}

QTEST_MAIN(TestExplorer)
#include "tst_explorer.moc"

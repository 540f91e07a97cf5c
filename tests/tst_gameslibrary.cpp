// The games library's database (app/library/GamesLibrary) and what fills it:
// a game kept reads back whole with its players, board, rules, result and
// review marks; the database runs in WAL mode with a schema version; a
// library of version 1 is brought up to date keeping every game; a newer
// one is left alone; a damaged file is put aside, never deleted, and a new
// library starts; a process killed while writing loses at most the game it
// was writing. Also the import of a PGN file (PgnImporter over PgnSplitter):
// bad games named and skipped, games kept already skipped, and Cancel.

#include "fen.h"
#include "library/gameslibrary.h"
#include "library/librarygame.h"
#include "library/pgnimporter.h"
#include "library/pgnsplitter.h"
#include "notation.h"
#include "pgn.h"
#include "players/playersetup.h"
#include "review/review.h"
#include "search/strength.h"
#include "settings/languages.h"
#include "testfiles.h"

#include <QtTest>

#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstdio>
#include <string>

using namespace ataxx;
using namespace ataxx::test;

namespace {

// Room for a machine under full load: waiting costs nothing when it ends early.
constexpr int timeoutMs = 60000;
// How many games the writer that is killed has reported before the kill.
constexpr int gamesBeforeKill = 40;

// Game `number` of a fixed series: the same moves every time it is made,
// `plies` of them unless the game ends first, with a long comment on every
// move so that writing one takes a while.
PgnGame numberedGame(int number, int plies = 24) {
    PgnGame pgn;
    for (int ply = 0; ply < plies && !pgn.game.result().over(); ++ply) {
        MoveList moves;
        pgn.game.position().generate(moves);
        pgn.game.play(moves[(number * 7 + ply * 3) % moves.size()]);
        pgn.game.set_note(ply, MoveNote{0, "move " + std::to_string(ply) + " of game " +
                                               std::to_string(number) + std::string(200, '.')});
    }
    pgn.set_tag("Event", "Game " + std::to_string(number));
    pgn.set_tag("Date", "2024.05.01");
    pgn.set_tag("Black", "Anna");
    pgn.set_tag("White", "Ben");
    return pgn;
}

LibraryPlayer human(const char* name) {
    LibraryPlayer player;
    player.kind = LibraryPlayer::Kind::Human;
    player.name = QLatin1StringView(name);
    return player;
}

LibraryPlayer computer(Level level) {
    LibraryPlayer player;
    player.kind = LibraryPlayer::Kind::Computer;
    player.name = QStringLiteral("Computer");
    player.level = level;
    return player;
}

LibraryGame entryOf(const PgnGame& pgn) {
    return LibraryGame::describe(pgn, LibraryGame::Source::Played,
                                 {human("Anna"), computer(Level::Medium)},
                                 QStringLiteral("2024-05-01T10:00:00Z"));
}

// The moves and notes of two games agree.
bool sameGame(const Game& a, const Game& b) {
    if (a.start_position() != b.start_position() || a.moves() != b.moves()) return false;
    for (int i = 0; i < a.length(); ++i)
        if (a.note_at(i) != b.note_at(i)) return false;
    return true;
}

// A value of the database at `path`, read without the library.
QVariant pragma(const QString& path, const QString& statement) {
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("tst_gameslibrary_raw"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(statement) && query.next()) value = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tst_gameslibrary_raw"));
    return value;
}

// Runs statements on a database of its own at `path`, without the library.
bool runSql(const QString& path, const QStringList& statements) {
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("tst_gameslibrary_sql"));
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
    QSqlDatabase::removeDatabase(QStringLiteral("tst_gameslibrary_sql"));
    return ok;
}

QString quoted(const std::string& text) {
    QString value = QString::fromStdString(text);
    value.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

// The child process of the kill test: writes the numbered games into the
// library at `path`, one transaction each, and reports each on stdout once
// it is committed, until it is killed.
int writeGames(const char* path) {
    GamesLibrary library(QString::fromLocal8Bit(path));
    if (!library.open()) return 2;
    for (int number = 0; number < 100000; ++number) {
        const PgnGame pgn = numberedGame(number);
        if (!library.add(pgn, entryOf(pgn))) return 3;
        std::printf("%d\n", number);
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

class TestGamesLibrary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aGameKeptReadsBackWithItsPlayersBoardRulesAndResult();
    void aReviewedGameKeepsItsMarksAndTheReviewsFigures();
    void theDatabaseIsInWalModeWithTheSchemasVersion();
    void anUpdateReplacesTheGameAndDeletingRemovesIt();
    void aVersion1LibraryIsBroughtUpToDateKeepingEveryGame();
    void aPersonsGameAgainstOurEngineIsKeptRated();
    void aVersion2LibraryIsRatedFromItsRecordedPlayers();
    void aLibraryOfANewerVersionIsLeftAsItIs();
    void aFileThatIsNoDatabaseIsPutAsideAndANewLibraryStarts();
    void aDamagedDatabaseIsPutAsideWithItsLog();
    void aKillDuringWritesLosesAtMostTheGameBeingWritten();
    void theSplitterCutsAFileIntoItsGames_data();
    void theSplitterCutsAFileIntoItsGames();
    void anImportKeepsTheGoodGamesAndNamesTheBadOnes();
    void anImportSkipsTheGamesKeptAlready();
    void anImportStopsAtCancelKeepingWhatItImported();

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("games%1.sqlite").arg(++m_files)); }
};

void TestGamesLibrary::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    // English as the app installs it, with its plural forms.
    Languages::install(QStringLiteral("en"));
    QVERIFY(m_dir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
}

void TestGamesLibrary::aGameKeptReadsBackWithItsPlayersBoardRulesAndResult() {
    GamesLibrary library(freshPath());
    QVERIFY(library.open());
    QVERIFY(library.takeNotice().isEmpty());

    // Hexxagon under the fill rule without a halfmove limit, to its end.
    Position start = *read_fen(hexxagon_fen);
    Rules rules;
    rules.stuck = StuckRule::Fill;
    rules.halfmove_limit = 0;
    start.set_rules(rules);
    PgnGame pgn;
    pgn.game = Game(start);
    for (int ply = 0; ply < 400 && !pgn.game.result().over(); ++ply) {
        MoveList moves;
        pgn.game.position().generate(moves);
        pgn.game.play(moves[ply % moves.size()]);
    }
    QVERIFY(pgn.game.result().over());
    pgn.set_tag("Black", "Anna");
    pgn.set_tag("White", "Zataxx");
    LibraryPlayer engine;
    engine.kind = LibraryPlayer::Kind::Engine;
    engine.name = QStringLiteral("Zataxx");
    engine.engine = QStringLiteral("Zataxx 1.2");
    const LibraryGame entry =
        LibraryGame::describe(pgn, LibraryGame::Source::Played, {human("Anna"), engine},
                              QStringLiteral("2024-05-01T10:00:00Z"));
    QSignalSpy changed(&library, &GamesLibrary::changed);
    const std::optional<qint64> id = library.add(pgn, entry);
    QVERIFY2(id, qPrintable(library.errorString()));
    QCOMPARE(changed.count(), 1);

    const std::optional<LibraryGame> kept = library.entry(*id);
    QVERIFY(kept);
    QCOMPARE(kept->players[0], entry.players[0]);
    QCOMPARE(kept->players[1], entry.players[1]);
    QCOMPARE(kept->boardKind, BoardKind::Hexagon);
    QVERIFY(kept->hexagon);
    QCOMPARE(kept->width, 5);
    QCOMPARE(kept->blockedCells, 3);
    QCOMPARE(kept->boardKey, QStringLiteral("hexxagon"));
    QVERIFY(kept->rules == rules);
    QCOMPARE(kept->outcome, pgn.game.result().outcome);
    QCOMPARE(kept->counts[0], pgn.game.result().x_count);
    QCOMPARE(kept->plies, pgn.game.length());
    QCOMPARE(kept->date, QStringLiteral("2024-05-01T10:00:00Z"));
    QCOMPARE(kept->source, LibraryGame::Source::Played);
    QCOMPARE(kept->personSide(), std::optional<Side>(Side::X));

    const std::optional<PgnGame> read = library.game(*id);
    QVERIFY(read);
    QVERIFY(sameGame(read->game, pgn.game));
    QVERIFY(read->game.rules() == rules);
    QCOMPARE(read->tag("White"), std::string("Zataxx"));
    QCOMPARE(library.count(), 1);
    QVERIFY(library.contains(entry.fingerprint));
}

void TestGamesLibrary::aReviewedGameKeepsItsMarksAndTheReviewsFigures() {
    // A real review's notes, shallow: the figures the library reads from them
    // are the review's own summary.
    PgnGame pgn = numberedGame(3, 30);
    pgn.game.clear_notes();
    ReviewSettings settings;
    settings.depth = 2;
    GameReviewer reviewer(settings);
    const std::vector<MoveReview> moves = reviewer.review_game(pgn.game);
    annotate(pgn.game, moves);
    const std::array<SideReview, 2> figures = LibraryGame::reviewOf(pgn.game);
    for (const Side side : {Side::X, Side::O}) {
        const ReviewSummary summary = summarize(pgn.game, moves, side);
        const SideReview& read = figures[side_index(side)];
        QCOMPARE(read.judged, summary.judged);
        QCOMPARE(read.dubious, summary.dubious);
        QCOMPARE(read.mistakes, summary.mistakes);
        QCOMPARE(read.blunders, summary.blunders);
        QVERIFY2(
            std::abs(read.accuracy - summary.accuracy) < 0.01,
            qPrintable(QStringLiteral("%1 against %2").arg(read.accuracy).arg(summary.accuracy)));
    }
    QVERIFY(figures[0].judged > 0);

    GamesLibrary library(freshPath());
    const std::optional<qint64> id = library.add(pgn, entryOf(pgn));
    QVERIFY(id);
    const std::optional<LibraryGame> kept = library.entry(*id);
    QVERIFY(kept && kept->reviewed());
    QCOMPARE(kept->review[0], figures[0]);
    QCOMPARE(kept->review[1].mistakes, figures[1].mistakes);
    const std::optional<PgnGame> read = library.game(*id);
    QVERIFY(read);
    QVERIFY(sameGame(read->game, pgn.game));
}

void TestGamesLibrary::theDatabaseIsInWalModeWithTheSchemasVersion() {
    const QString path = freshPath();
    {
        GamesLibrary library(path);
        QVERIFY(library.open());
        QCOMPARE(library.version(), GamesLibrary::schemaVersion);
        QVERIFY(library.add(numberedGame(1), entryOf(numberedGame(1))));
        QVERIFY(library.checkIntegrity());
    }
    QCOMPARE(pragma(path, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    QCOMPARE(pragma(path, QStringLiteral("PRAGMA user_version")).toInt(),
             GamesLibrary::schemaVersion);
}

void TestGamesLibrary::anUpdateReplacesTheGameAndDeletingRemovesIt() {
    GamesLibrary library(freshPath());
    const PgnGame first = numberedGame(1);
    const PgnGame second = numberedGame(2, 10);
    const std::optional<qint64> a = library.add(first, entryOf(first));
    const std::optional<qint64> b = library.add(first, entryOf(first));
    QVERIFY(a && b);
    QVERIFY(library.update(*a, second, entryOf(second)));
    QVERIFY(sameGame(library.game(*a)->game, second.game));
    QCOMPARE(library.entry(*a)->plies, second.game.length());
    QVERIFY(sameGame(library.game(*b)->game, first.game));
    QVERIFY(!library.update(*b + 100, second, entryOf(second)));

    QSignalSpy removed(&library, &GamesLibrary::removed);
    QVERIFY(library.remove({*a, *b}));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(library.count(), 0);
    QVERIFY(!library.game(*a));
}

void TestGamesLibrary::aVersion1LibraryIsBroughtUpToDateKeepingEveryGame() {
    // A library as version 1 wrote it, made here by hand: its table, and
    // three games, the second with a review's marks.
    const QString path = freshPath();
    QStringList statements{
        QStringLiteral(
            "CREATE TABLE games (id INTEGER PRIMARY KEY, game_date TEXT NOT NULL DEFAULT '',"
            " source TEXT NOT NULL, black_name TEXT NOT NULL, black_kind TEXT NOT NULL,"
            " black_level TEXT, black_elo INTEGER, black_engine TEXT, white_name TEXT NOT NULL,"
            " white_kind TEXT NOT NULL, white_level TEXT, white_elo INTEGER, white_engine TEXT,"
            " event TEXT NOT NULL DEFAULT '', start_fen TEXT NOT NULL,"
            " board_key TEXT NOT NULL DEFAULT '', board_kind TEXT NOT NULL,"
            " board_shape TEXT NOT NULL, board_width INTEGER NOT NULL,"
            " board_height INTEGER NOT NULL, blocked_cells INTEGER NOT NULL,"
            " stuck_rule TEXT NOT NULL, halfmove_limit INTEGER NOT NULL,"
            " repetition INTEGER NOT NULL, result TEXT NOT NULL, termination TEXT NOT NULL DEFAULT "
            "'',"
            " black_count INTEGER NOT NULL, white_count INTEGER NOT NULL, plies INTEGER NOT NULL,"
            " pgn TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX games_by_date ON games(game_date)")};
    std::vector<PgnGame> games{numberedGame(1), numberedGame(2, 30), numberedGame(3, 8)};
    {
        ReviewSettings settings;
        settings.depth = 2;
        GameReviewer reviewer(settings);
        games[1].game.clear_notes();
        annotate(games[1].game, reviewer.review_game(games[1].game));
    }
    for (std::size_t i = 0; i < games.size(); ++i) {
        Game end = games[i].game;
        end.go_to(end.length());
        statements
            << QStringLiteral(
                   "INSERT INTO games (game_date, source, black_name, black_kind,"
                   " white_name, white_kind, white_level, start_fen, board_kind, board_shape,"
                   " board_width, board_height, blocked_cells, stuck_rule, halfmove_limit,"
                   " repetition, result, black_count, white_count, plies, pgn) VALUES"
                   " ('2024-05-0%1T10:00:00Z', 'played', 'Anna', 'human', 'Computer',"
                   " 'computer', 'hard', %2, '7x7', 'rectangle', 7, 7, 0, 'pass', 100, 0,"
                   " %3, %4, %5, %6, %7)")
                   .arg(i + 1)
                   .arg(quoted(write_fen(end.start_position())))
                   .arg(quoted(outcome_string(end.result().outcome)))
                   .arg(end.position().pieces(Side::X).count())
                   .arg(end.position().pieces(Side::O).count())
                   .arg(end.length())
                   .arg(quoted(write_pgn(games[i])));
    }
    statements << QStringLiteral("PRAGMA user_version = 1");
    QVERIFY(runSql(path, statements));

    GamesLibrary library(path);
    QVERIFY2(library.open(), qPrintable(library.errorString()));
    QCOMPARE(library.version(), GamesLibrary::schemaVersion);
    const std::vector<LibraryGame> kept = library.games();
    QCOMPARE(kept.size(), games.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        QCOMPARE(kept[i].players[0].kind, LibraryPlayer::Kind::Human);
        QCOMPARE(kept[i].players[1].level, std::optional<Level>(Level::Hard));
        QCOMPARE(kept[i].date, QStringLiteral("2024-05-0%1T10:00:00Z").arg(i + 1));
        // Version 2's columns, filled in from each game's own PGN.
        QCOMPARE(kept[i].fingerprint, LibraryGame::fingerprintOf(games[i]));
        QCOMPARE(kept[i].review, LibraryGame::reviewOf(games[i].game));
        QVERIFY(sameGame(library.game(kept[i].id)->game, games[i].game));
    }
    // Version 3's: Anna played the computer at Hard, so each game is rated.
    for (const LibraryGame& game : kept)
        QCOMPARE(game.rated, (std::optional<LibraryGame::Rated>(
                                 {Side::X, level_elo(Level::Hard, rating::Family::Board7x7)})));
    QVERIFY(!kept[0].reviewed());
    QVERIFY(kept[1].reviewed());
    QVERIFY(library.contains(LibraryGame::fingerprintOf(games[2])));
    QVERIFY(library.checkIntegrity());
    QVERIFY(library.damagedCopy().isEmpty());
}

void TestGamesLibrary::aPersonsGameAgainstOurEngineIsKeptRated() {
    GamesLibrary library(freshPath());
    const PgnGame pgn = numberedGame(1);
    const auto keep = [&](LibraryGame::Source source, const std::array<LibraryPlayer, 2>& players) {
        const std::optional<qint64> id = library.add(
            pgn, LibraryGame::describe(pgn, source, players, QStringLiteral("2024-05-01")));
        return id ? library.entry(*id) : std::nullopt;
    };
    const auto level = keep(LibraryGame::Source::Played, {human("Anna"), computer(Level::Medium)});
    QVERIFY(level && level->rated);
    QCOMPARE(level->rated->person, Side::X);
    QCOMPARE(level->rated->opponentElo, level_elo(Level::Medium, rating::Family::Board7x7));
    LibraryPlayer even = LibraryPlayer::of(PlayerSetup::evenGame(1620), QStringLiteral("Computer"));
    const auto atElo = keep(LibraryGame::Source::Played, {even, human("Anna")});
    QVERIFY(atElo && atElo->rated);
    QCOMPARE(atElo->rated->person, Side::O);
    QCOMPARE(atElo->rated->opponentElo, 1620);
    QCOMPARE(atElo->players[0].elo, std::optional<int>(1620));
    QCOMPARE(atElo->opponentText(), QStringLiteral("Computer (even)"));

    LibraryPlayer engine;
    engine.kind = LibraryPlayer::Kind::Engine;
    engine.name = engine.engine = QStringLiteral("Other engine");
    for (const auto& unrated :
         {keep(LibraryGame::Source::Played, {human("Anna"), engine}),
          keep(LibraryGame::Source::Played, {human("Anna"), human("Ben")}),
          keep(LibraryGame::Source::Watched, {computer(Level::Easy), computer(Level::Hard)}),
          keep(LibraryGame::Source::Imported, {human("Anna"), computer(Level::Medium)})}) {
        QVERIFY(unrated);
        QVERIFY(!unrated->rated);
    }
}

void TestGamesLibrary::aVersion2LibraryIsRatedFromItsRecordedPlayers() {
    // A library as version 2 left it: this version's, less version 3's columns
    // and version 4's index.
    const QString path = freshPath();
    LibraryPlayer engine;
    engine.kind = LibraryPlayer::Kind::Engine;
    engine.name = engine.engine = QStringLiteral("Other engine");
    const std::array<LibraryPlayer, 2> players[] = {
        {human("Anna"), computer(Level::Hard)},
        {computer(Level::VeryEasy), human("Anna")},
        {human("Anna"), engine},
        {human("Anna"), human("Ben")},
    };
    PgnGame hexagon;
    hexagon.game = Game(*read_fen("x3/5/6/7/6/5/3o x 0 1"));
    {
        GamesLibrary library(path);
        for (std::size_t i = 0; i < std::size(players); ++i) {
            const PgnGame pgn = i == 1 ? hexagon : numberedGame(static_cast<int>(i));
            QVERIFY(library.add(pgn, LibraryGame::describe(pgn, LibraryGame::Source::Played,
                                                           players[i], QString())));
        }
        const PgnGame imported = numberedGame(9);
        QVERIFY(library.add(imported, LibraryGame::describe(imported, LibraryGame::Source::Imported,
                                                            players[0], QString())));
    }
    // Version 4's position index and its column go too.
    QVERIFY(runSql(path, {QStringLiteral("DROP TABLE positions"),
                          QStringLiteral("DROP INDEX games_to_index"),
                          QStringLiteral("ALTER TABLE games DROP COLUMN indexed"),
                          QStringLiteral("ALTER TABLE games DROP COLUMN rated_side"),
                          QStringLiteral("ALTER TABLE games DROP COLUMN rated_elo"),
                          QStringLiteral("PRAGMA user_version = 2")}));
    QCOMPARE(pragma(path, QStringLiteral("PRAGMA user_version")).toInt(), 2);

    GamesLibrary library(path);
    QVERIFY2(library.open(), qPrintable(library.errorString()));
    QCOMPARE(library.version(), GamesLibrary::schemaVersion);
    const std::vector<LibraryGame> kept = library.games();
    QCOMPARE(kept.size(), std::size_t(5));
    QCOMPARE(kept[0].rated, (std::optional<LibraryGame::Rated>(
                                {Side::X, level_elo(Level::Hard, rating::Family::Board7x7)})));
    QCOMPARE(kept[1].boardKind, BoardKind::Hexagon);
    QCOMPARE(kept[1].rated, (std::optional<LibraryGame::Rated>(
                                {Side::O, level_elo(Level::VeryEasy, rating::Family::Hexagonal)})));
    for (std::size_t i = 2; i < kept.size(); ++i) QVERIFY(!kept[i].rated);
    QVERIFY(library.checkIntegrity());
}

void TestGamesLibrary::aLibraryOfANewerVersionIsLeftAsItIs() {
    const QString path = freshPath();
    QVERIFY(runSql(path, {QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY, later TEXT)"),
                          QStringLiteral("PRAGMA user_version = 99")}));
    const QByteArray before = contents(path);
    {
        GamesLibrary library(path);
        QVERIFY(!library.open());
        QVERIFY(!library.isOpen());
        QVERIFY2(library.errorString().contains(QLatin1String("newer")),
                 qPrintable(library.errorString()));
        QVERIFY(library.takeNotice().contains(library.errorString()));
        QVERIFY(library.takeNotice().isEmpty());
        QVERIFY(library.damagedCopy().isEmpty());
        QVERIFY(!library.add(numberedGame(1), entryOf(numberedGame(1))));
    }
    QCOMPARE(contents(path), before);
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("*damaged*")}), QStringList());
}

void TestGamesLibrary::aFileThatIsNoDatabaseIsPutAsideAndANewLibraryStarts() {
    const QString path = freshPath();
    const QByteArray noise =
        QByteArray("These are not the games you are looking for.\n").repeated(200);
    QVERIFY(writeFile(path, noise));

    GamesLibrary library(path);
    QVERIFY2(library.open(), qPrintable(library.errorString()));
    const QString aside = library.damagedCopy();
    QVERIFY(!aside.isEmpty());
    QVERIFY(QFileInfo(aside).fileName().startsWith(QFileInfo(path).completeBaseName() +
                                                   QStringLiteral("-damaged-")));
    QCOMPARE(QFileInfo(aside).absolutePath(), QFileInfo(path).absolutePath());
    // The old file is kept, byte for byte, and the person is told where, once.
    QCOMPARE(contents(aside), noise);
    const QString notice = library.takeNotice();
    QVERIFY2(notice.contains(QDir::toNativeSeparators(aside)), qPrintable(notice));
    QVERIFY(library.takeNotice().isEmpty());
    // A new library in its place.
    QCOMPARE(library.count(), 0);
    QVERIFY(library.add(numberedGame(1), entryOf(numberedGame(1))));
    QCOMPARE(library.count(), 1);
    QCOMPARE(contents(aside), noise);
}

void TestGamesLibrary::aDamagedDatabaseIsPutAsideWithItsLog() {
    // A library with games, its pages then overwritten in the middle.
    const QString path = freshPath();
    {
        GamesLibrary library(path);
        library.beginBatch();
        for (int number = 0; number < 60; ++number)
            QVERIFY(library.add(numberedGame(number), entryOf(numberedGame(number))));
        library.endBatch();
    }
    QByteArray bytes = contents(path);
    QVERIFY(bytes.size() > 8 * 4096);
    for (qsizetype at = 4096; at < bytes.size() - 4096; at += 3 * 4096)
        std::fill(bytes.begin() + at, bytes.begin() + at + 4096, char(0x5a));
    QVERIFY(writeFile(path, bytes));
    const QByteArray log = "a log that no longer fits";
    QVERIFY(writeFile(path + QStringLiteral("-wal"), log));

    GamesLibrary library(path);
    QVERIFY2(library.open(), qPrintable(library.errorString()));
    const QString aside = library.damagedCopy();
    QVERIFY2(!aside.isEmpty(), "the damage was not found");
    QCOMPARE(contents(aside), bytes);
    QCOMPARE(contents(aside + QStringLiteral("-wal")), log);
    // Told in words, with what it means; SQLite's own words are not a person's.
    const QString notice = library.takeNotice();
    QVERIFY2(notice.contains(QDir::toNativeSeparators(aside)), qPrintable(notice));
    QVERIFY2(notice.contains(QStringLiteral("rating")), qPrintable(notice));
    for (const char* sqlite : {"database", "btree", "error code", "malformed"})
        QVERIFY2(!notice.contains(QLatin1StringView(sqlite), Qt::CaseInsensitive),
                 qPrintable(notice));
    QCOMPARE(library.count(), 0);
    QVERIFY(library.checkIntegrity());
}

void TestGamesLibrary::aKillDuringWritesLosesAtMostTheGameBeingWritten() {
    // This program again, as a writer of the numbered games, killed (SIGKILL)
    // while it writes them.
    const QString path = freshPath();
    QProcess writer;
    writer.setProcessChannelMode(QProcess::SeparateChannels);
    writer.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--write-games"), path});
    QVERIFY(writer.waitForStarted(timeoutMs));
    QByteArray reported;
    QVERIFY(QTest::qWaitFor(
        [&] {
            reported += writer.readAllStandardOutput();
            return reported.count('\n') >= gamesBeforeKill ||
                   writer.state() == QProcess::NotRunning;
        },
        timeoutMs));
    writer.kill();
    QVERIFY(writer.waitForFinished(timeoutMs));
    QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
    reported += writer.readAllStandardOutput();
    const QList<QByteArray> lines = reported.trimmed().split('\n');
    const int committed = lines.back().toInt() + 1;
    QVERIFY(committed >= gamesBeforeKill);

    GamesLibrary library(path);
    QVERIFY2(library.open(), qPrintable(library.errorString()));
    QVERIFY(library.damagedCopy().isEmpty());
    QVERIFY(library.checkIntegrity());
    const std::vector<LibraryGame> games = library.games();
    // Every game reported is there; at most the one being written when the
    // kill came is there too (committed, not yet reported), and whole.
    QVERIFY2(
        static_cast<int>(games.size()) == committed ||
            static_cast<int>(games.size()) == committed + 1,
        qPrintable(QStringLiteral("%1 games kept, %2 reported").arg(games.size()).arg(committed)));
    for (std::size_t i = 0; i < games.size(); ++i) {
        const PgnGame expected = numberedGame(static_cast<int>(i));
        const std::optional<PgnGame> read = library.game(games[i].id);
        QVERIFY(read);
        QCOMPARE(read->tag("Event"), expected.tag("Event"));
        QVERIFY(sameGame(read->game, expected.game));
        QCOMPARE(games[i].fingerprint, LibraryGame::fingerprintOf(expected));
    }
    // And it takes new games.
    QVERIFY(library.add(numberedGame(999), entryOf(numberedGame(999))));
}

void TestGamesLibrary::theSplitterCutsAFileIntoItsGames_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<int>>("lines");
    QTest::addColumn<QList<int>>("lengths"); // of each piece, trimmed

    const QByteArray tagged = "[Event \"a\"]\n[Black \"A\"]\n\n1. c6 a2 1-0\n";
    QTest::newRow("two games with tags")
        << (tagged + "\n" + tagged) << QList<int>{1, 6}
        << QList<int>{int(tagged.trimmed().size()), int(tagged.trimmed().size())};
    QTest::newRow("games without tags, ended by their results")
        << QByteArray("1. c6 a2 1-0\n1. b6 *\n\n1. a6 1/2-1/2") << QList<int>{1, 2, 4}
        << QList<int>{12, 7, 13};
    QTest::newRow("a game without a result ends where the next one's tags begin")
        << QByteArray("[Event \"a\"]\n1. c6 a2\n[Event \"b\"]\n1. b6 *") << QList<int>{1, 3}
        << QList<int>{20, 19};
    const QByteArray commented = "1. c6 {see [this] 1-0 or *} a2\n; 0-1 here\n2. b6 1-0";
    QTest::newRow("a bracket and a result inside a comment end nothing")
        << commented << QList<int>{1} << QList<int>{int(commented.size())};
    QTest::newRow("blank lines and a lone comment at the end are no game")
        << QByteArray("\n\n1. c6 1-0\n\n{the end}\n\n") << QList<int>{3} << QList<int>{9};
    QTest::newRow("an unclosed comment runs to the end")
        << QByteArray("1. c6 {open\n[Event \"b\"]\n1. b6 *") << QList<int>{1} << QList<int>{31};
    QTest::newRow("nothing") << QByteArray("  \n\n") << QList<int>{} << QList<int>{};
}

void TestGamesLibrary::theSplitterCutsAFileIntoItsGames() {
    QFETCH(QByteArray, text);
    QFETCH(QList<int>, lines);
    QFETCH(QList<int>, lengths);
    PgnSplitter splitter(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    QList<int> foundLines;
    QList<int> foundLengths;
    while (const auto piece = splitter.next()) {
        foundLines << piece->line;
        foundLengths << int(
            QByteArray(piece->text.data(), qsizetype(piece->text.size())).trimmed().size());
    }
    QCOMPARE(foundLines, lines);
    QCOMPARE(foundLengths, lengths);
    QCOMPARE(splitter.position(), std::size_t(text.size()));
}

void TestGamesLibrary::anImportKeepsTheGoodGamesAndNamesTheBadOnes() {
    const QString file = m_dir.filePath(QStringLiteral("mixed.pgn"));
    const std::string good1 = write_pgn(numberedGame(1, 6));
    const std::string good2 = write_pgn(numberedGame(2, 6));
    // Game 2: a move no piece can play, on its fifth line.
    const std::string bad =
        "[Event \"Bad\"]\n[Black \"Carl\"]\n[White \"Dora\"]\n\n1. b6 b2 2. z9 *\n\n";
    const std::string empty = "[Event \"Empty\"]\n[Black \"Eve\"]\n[White \"Finn\"]\n\n*\n\n";
    const std::string text = good1 + "\n" + bad + good2 + "\n" + empty;
    // The first game's lines, a blank one, and four lines of the second.
    const auto badLine = std::count(good1.begin(), good1.end(), '\n') + 1 + 5;
    QVERIFY(writeFile(file, QByteArray::fromStdString(text)));

    GamesLibrary library(freshPath());
    PgnImporter importer(&library);
    QSignalSpy finished(&importer, &PgnImporter::finished);
    QVERIFY(importer.start(file));
    QVERIFY(importer.isRunning());
    QVERIFY(finished.wait(timeoutMs));
    QCOMPARE(importer.imported(), 2);
    QCOMPARE(importer.gamesRead(), 4);
    const QStringList problems = importer.problems();
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems[0].startsWith(QStringLiteral("Game 2 (line %1), Carl – Dora: ").arg(badLine)),
             qPrintable(problems[0]));
    QVERIFY2(problems[0].contains(QLatin1String("z9")), qPrintable(problems[0]));
    QVERIFY2(problems[1].startsWith(QStringLiteral("Game 4 (line ")) &&
                 problems[1].contains(QStringLiteral("Eve – Finn")) &&
                 problems[1].contains(QLatin1String("no moves")),
             qPrintable(problems[1]));
    QVERIFY2(importer.summary().contains(QLatin1String("2 games of mixed.pgn imported")),
             qPrintable(importer.summary()));

    const std::vector<LibraryGame> games = library.games();
    QCOMPARE(games.size(), std::size_t(2));
    for (const LibraryGame& game : games) {
        QCOMPARE(game.source, LibraryGame::Source::Imported);
        QCOMPARE(game.players[0].kind, LibraryPlayer::Kind::Unknown);
        QCOMPARE(game.players[0].name, QStringLiteral("Anna"));
        QCOMPARE(game.date, QStringLiteral("2024-05-01"));
    }
    QVERIFY(sameGame(library.game(games[1].id)->game, numberedGame(2, 6).game));
}

void TestGamesLibrary::anImportSkipsTheGamesKeptAlready() {
    const QString file = m_dir.filePath(QStringLiteral("twice.pgn"));
    std::string text;
    for (int number = 0; number < 5; ++number) text += write_pgn(numberedGame(number, 8)) + "\n";
    QVERIFY(writeFile(file, QByteArray::fromStdString(text)));
    GamesLibrary library(freshPath());
    PgnImporter importer(&library);
    QSignalSpy finished(&importer, &PgnImporter::finished);
    QVERIFY(importer.start(file));
    QVERIFY(finished.wait(timeoutMs));
    QCOMPARE(importer.imported(), 5);
    QVERIFY(importer.start(file));
    QVERIFY(finished.wait(timeoutMs));
    QCOMPARE(importer.imported(), 0);
    QCOMPARE(importer.alreadyKept(), 5);
    QCOMPARE(library.count(), 5);
}

void TestGamesLibrary::anImportStopsAtCancelKeepingWhatItImported() {
    const QString file = m_dir.filePath(QStringLiteral("many.pgn"));
    constexpr int total = 600;
    std::string text;
    for (int number = 0; number < total; ++number)
        text += write_pgn(numberedGame(number, 12)) + "\n";
    QVERIFY(writeFile(file, QByteArray::fromStdString(text)));
    GamesLibrary library(freshPath());
    QSignalSpy changed(&library, &GamesLibrary::changed);
    PgnImporter importer(&library);
    QSignalSpy finished(&importer, &PgnImporter::finished);
    // Cancel at the first report of progress, as a person's click would.
    connect(&importer, &PgnImporter::progress, &importer, &PgnImporter::cancel);
    QVERIFY(importer.start(file));
    QVERIFY(finished.wait(timeoutMs));
    QVERIFY(importer.wasCancelled());
    QVERIFY(!importer.isRunning());
    QVERIFY(importer.imported() > 0);
    QVERIFY(importer.imported() <= PgnImporter::stepGames);
    QVERIFY(importer.bytesDone() < importer.bytesTotal() || importer.bytesTotal() == 0);
    QVERIFY2(importer.summary().startsWith(QLatin1String("Stopped")),
             qPrintable(importer.summary()));
    QCOMPARE(library.count(), importer.imported());
    // One change for the whole import.
    QCOMPARE(changed.count(), 1);
    QVERIFY(library.checkIntegrity());
}

int main(int argc, char** argv) {
    if (argc == 3 && qstrcmp(argv[1], "--write-games") == 0) {
        QCoreApplication app(argc, argv);
        return writeGames(argv[2]);
    }
    QCoreApplication app(argc, argv);
    TestGamesLibrary test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gameslibrary.moc"

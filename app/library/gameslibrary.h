#pragma once

#include "library/librarygame.h"
#include "library/positionindex.h"
#include "pgn.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QSqlDatabase;
class QSqlError;
class QSqlQuery;
class QTimer;

namespace ataxx {

// The person's games, kept in an SQLite database (Qt SQL's QSQLITE driver)
// in the app's data folder: each game's players, board and rules, date,
// result and review figures as columns for the Games window to sort and
// filter, and the game itself (its moves, with the review's marks and scores
// as notes) as PGN.
//
// Nothing is lost. The database runs in write-ahead-log mode and every write
// is one transaction (BEGIN IMMEDIATE ... COMMIT, synchronous=FULL), so a
// process killed during a write loses at most the game being written; a
// batch (an import) commits each game on its own too, only without waiting
// for the disk (synchronous=NORMAL: a killed process still loses nothing it
// committed). A file that cannot be read as a database, or that fails
// SQLite's quick_check, is damaged: it is renamed beside itself
// (games-damaged-20240501-170411.sqlite, its -wal and -shm files with it),
// never deleted, and a new library starts at the usual place; notice() says
// so in words, once. A file of a newer schema than this version knows is
// left alone, and the library is unavailable.
//
// The schema has a version (PRAGMA user_version) and a chain of migrations,
// each run in a transaction of its own that also sets the version, so a
// library of any older version is brought up to date step by step and a
// migration cut short leaves the version before it:
//   1  the table games: players (name, kind, level, Elo, engine), board
//      (start FEN, preset, kind, shape, size, blocked cells), rules, date,
//      result and counts, source (played, watched, imported), event, PGN;
//   2  each side's review figures (moves judged, accuracy, dubious moves,
//      mistakes, blunders) and the game's fingerprint, both filled in from
//      the PGN of the games already kept, and an index on the fingerprint;
//   3  whether a game counts for the person's rating: the side the person
//      had and the computer's Elo on the strength scale at the time (both
//      NULL for a game not rated), filled in for the games already kept from
//      their recorded players (LibraryGame::ratingOf);
//   4  the position index of the opening explorer (positionindex.h): each
//      position of each game with the move played from it, kept current by
//      every add, update and delete in their own transactions. The games
//      kept before it are indexed after open(), a few at a time between the
//      window's events (indexSome), telling their progress, so that a large
//      library opens at once and the window keeps answering meanwhile.
// The next version is a migration added to migrations() (gameslibrary.cpp)
// and schemaVersion raised with it.
//
// The database is opened on first use (open()); tests give a path of their
// own. Every call runs on the thread that made the library.
class GamesLibrary : public QObject {
    Q_OBJECT

public:
    static constexpr int schemaVersion = 4;
    // How long one step of building the index may take: the window's events
    // run between steps.
    static constexpr int indexStepMs = 20;

    // The library in the app's data folder (games.sqlite).
    explicit GamesLibrary(QObject* parent = nullptr);
    explicit GamesLibrary(QString path, QObject* parent = nullptr);
    ~GamesLibrary() override;

    [[nodiscard]] static QString defaultPath();
    [[nodiscard]] QString path() const { return m_path; }

    // Opens the database the first time it is called, making it or bringing
    // its schema up to date, and putting a damaged file aside; later calls
    // say how that went. False when the library cannot be used
    // (errorString() says why).
    bool open();
    [[nodiscard]] bool isOpen() const { return m_state == State::Open; }
    // What a person should be told about opening the library, once: the
    // damaged file put aside and where, or why there is no library. Empty
    // after the first call, and when all went well.
    [[nodiscard]] QString takeNotice();
    // The new name of a damaged file that open() put aside; empty when none.
    [[nodiscard]] QString damagedCopy() const { return m_damagedCopy; }
    // Why the last call failed.
    [[nodiscard]] QString errorString() const { return m_error; }

    // Keeps a game (entry from LibraryGame::describe of `pgn`); its id, or
    // none when it could not be written.
    std::optional<qint64> add(const PgnGame& pgn, const LibraryGame& entry);
    // Replaces game `id` with `pgn` and `entry` (a game taken back and ended
    // again, a review's marks); false when it could not be written or the
    // library has no such game.
    bool update(qint64 id, const PgnGame& pgn, const LibraryGame& entry);
    // Deletes the games, in one transaction.
    bool remove(const QList<qint64>& ids);

    // Every game, without its moves, in the order kept.
    [[nodiscard]] std::vector<LibraryGame> games();
    // One game's summary, and the game itself.
    [[nodiscard]] std::optional<LibraryGame> entry(qint64 id);
    [[nodiscard]] std::optional<PgnGame> game(qint64 id);
    // Whether a game with this fingerprint is kept.
    [[nodiscard]] bool contains(const QString& fingerprint);
    [[nodiscard]] int count();
    // The schema version of the open database; 0 when none is open.
    [[nodiscard]] int version();
    // SQLite's integrity_check of the whole file passes.
    [[nodiscard]] bool checkIntegrity();

    // The opening explorer's answer: the moves played from `position` in the
    // library's games (or only the person's own), most played first, from
    // the position index; empty when none was, or the library cannot be read.
    [[nodiscard]] std::vector<ExplorerMove> movesFrom(const Position& position,
                                                      ExplorerGames games = ExplorerGames::All);
    // Whether the index holds every game: false while the games kept before
    // it are still being indexed, when that failed (it is tried again at the
    // next start), and when the library is not open.
    [[nodiscard]] bool isIndexed() const { return isOpen() && !m_indexing && !m_indexFailed; }
    [[nodiscard]] bool isIndexing() const { return m_indexing; }
    // How far the building of the index has got: the games done, of those
    // it found to do when the library was opened.
    [[nodiscard]] int indexDone() const { return m_indexDone; }
    [[nodiscard]] int indexTotal() const { return m_indexTotal; }
    // Indexes the games that are not indexed yet, for about `budgetMs`, in
    // one transaction; true while some are left. The library calls it
    // itself, between events, after open() finds games to index; a tool or
    // a test may call it until it returns false.
    bool indexSome(int budgetMs);

    // Many adds in a row (an import): each game is still a transaction of its
    // own, without waiting for the disk, and changed() comes once, at the end.
    void beginBatch();
    void endBatch();

signals:
    // Games were added, changed or deleted.
    void changed();
    void removed(const QList<qint64>& ids);
    // The building of the index got on: `done` games of `total`.
    void indexProgress(int done, int total);
    // The building of the index ended: isIndexed() says whether it holds
    // every game now.
    void indexingEnded();

private:
    enum class State { Closed, Open, Unavailable };
    enum class Attempt { Opened, Damaged, Failed };

    [[nodiscard]] QSqlDatabase database() const;
    // Looks at the file as it is, without writing to it: damaged, of a
    // newer version, or fine (Opened).
    Attempt check();
    Attempt tryOpen();
    [[nodiscard]] static QString newerText(int version);
    void closeDatabase();
    bool putAside();
    bool migrate();
    // Runs `work` in a write transaction; false (rolled back) when it or the
    // commit fails.
    bool write(const std::function<bool(QSqlDatabase&)>& work);
    // Keeps the error's words, and whether it says the file is damaged.
    void fail(const QSqlError& error);
    // The game `id`'s row, on the given columns; none (the reason kept) when
    // the library cannot be read or holds no such game.
    std::optional<QSqlQuery> selectGame(const QString& columns, qint64 id);
    void noteChange();
    // After open(): counts the games to index, and starts indexing them.
    void startIndexing();

    QString m_path;
    QString m_connection;
    State m_state = State::Closed;
    QString m_error;
    bool m_sawDamage = false;
    QString m_damagedCopy;
    QString m_notice;
    int m_batch = 0;
    bool m_changedInBatch = false;
    QTimer* m_indexTimer = nullptr;
    bool m_indexing = false;
    bool m_indexFailed = false;
    int m_indexDone = 0;
    int m_indexTotal = 0;
    // The last game indexed: the next step goes on after it.
    qint64 m_indexCursor = 0;
};

} // namespace ataxx

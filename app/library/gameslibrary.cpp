#include "library/gameslibrary.h"

#include "library/playerratings.h"
#include "search/strength.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTimer>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <initializer_list>
#include <utility>

namespace ataxx {

namespace {

// SQLite's result codes for a file that is not a database or is damaged
// (their primary codes: an extended code keeps them in its low byte).
constexpr int sqliteCorrupt = 11;
constexpr int sqliteNotADatabase = 26;

bool isDamage(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == sqliteCorrupt || code == sqliteNotADatabase);
}

// Each side's columns, Black's then White's.
constexpr const char* sidePrefix[] = {"black", "white"};

// Version 1: the games, with what the list shows as columns and the game
// itself as PGN.
const char* const version1[] = {
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY,"
    " game_date TEXT NOT NULL DEFAULT ''," // ISO 8601, see LibraryGame::date
    " source TEXT NOT NULL,"               // played, watched, imported
    " black_name TEXT NOT NULL,"           // as the game's file names the side
    " black_kind TEXT NOT NULL,"           // human, computer, engine, unknown
    " black_level TEXT,"                   // computer: very-easy ... very-hard
    " black_elo INTEGER,"                  // computer: its Elo setting, if it had one
    " black_engine TEXT,"                  // engine: the external engine's name
    " white_name TEXT NOT NULL,"
    " white_kind TEXT NOT NULL,"
    " white_level TEXT,"
    " white_elo INTEGER,"
    " white_engine TEXT,"
    " event TEXT NOT NULL DEFAULT '',"
    " start_fen TEXT NOT NULL,"
    " board_key TEXT NOT NULL DEFAULT ''," // the preset's key, empty for none
    " board_kind TEXT NOT NULL,"           // 7x7, hexagon, other
    " board_shape TEXT NOT NULL,"          // rectangle, hexagon
    " board_width INTEGER NOT NULL,"       // a hexagon's side
    " board_height INTEGER NOT NULL,"
    " blocked_cells INTEGER NOT NULL,"
    " stuck_rule TEXT NOT NULL,"             // pass, end, fill
    " halfmove_limit INTEGER NOT NULL,"      // 0: none
    " repetition INTEGER NOT NULL,"          // 1: threefold repetition draws
    " result TEXT NOT NULL,"                 // 1-0, 0-1, 1/2-1/2, *
    " termination TEXT NOT NULL DEFAULT ''," // why a declared result
    " black_count INTEGER NOT NULL,"
    " white_count INTEGER NOT NULL,"
    " plies INTEGER NOT NULL,"
    " pgn TEXT NOT NULL)",
    "CREATE INDEX games_by_date ON games(game_date)",
};

// The columns every version since 1 has, in the order of the statements below.
const char* const columns1 =
    "game_date, source, black_name, black_kind, black_level, black_elo, black_engine,"
    " white_name, white_kind, white_level, white_elo, white_engine, event, start_fen,"
    " board_key, board_kind, board_shape, board_width, board_height, blocked_cells,"
    " stuck_rule, halfmove_limit, repetition, result, termination, black_count, white_count,"
    " plies";
// Version 2's.
const char* const columns2 =
    "fingerprint, black_judged, black_accuracy, black_dubious, black_mistakes, black_blunders,"
    " white_judged, white_accuracy, white_dubious, white_mistakes, white_blunders";

// Version 3's: the side a person had in a rated game (NULL when the game is
// not rated) and the computer's Elo on the strength scale at the time.
const char* const columns3 = "rated_side, rated_elo";

// The words the database keeps for each value of an enumeration, the
// first one also standing for any word it does not know.
template <class E>
using Keys = std::initializer_list<std::pair<E, const char*>>;

const Keys<LibraryGame::Source> sourceKeys = {{LibraryGame::Source::Imported, "imported"},
                                              {LibraryGame::Source::Played, "played"},
                                              {LibraryGame::Source::Watched, "watched"}};
const Keys<LibraryPlayer::Kind> kindKeys = {{LibraryPlayer::Kind::Unknown, "unknown"},
                                            {LibraryPlayer::Kind::Human, "human"},
                                            {LibraryPlayer::Kind::Computer, "computer"},
                                            {LibraryPlayer::Kind::Engine, "engine"}};
const Keys<BoardKind> boardKindKeys = {
    {BoardKind::Other, "other"}, {BoardKind::Square7x7, "7x7"}, {BoardKind::Hexagon, "hexagon"}};
const Keys<StuckRule> stuckKeys = {
    {StuckRule::Pass, "pass"}, {StuckRule::End, "end"}, {StuckRule::Fill, "fill"}};
const Keys<Outcome> outcomeKeys = {{Outcome::None, "*"},
                                   {Outcome::XWins, "1-0"},
                                   {Outcome::OWins, "0-1"},
                                   {Outcome::Draw, "1/2-1/2"}};

template <class E>
QString keyOf(const Keys<E>& keys, E value) {
    for (const auto& [v, key] : keys)
        if (v == value) return QLatin1StringView(key);
    return QLatin1StringView(keys.begin()->second);
}

template <class E>
E valueOf(const Keys<E>& keys, const QString& key) {
    for (const auto& [v, k] : keys)
        if (key == QLatin1StringView(k)) return v;
    return keys.begin()->first;
}

// Whether a person played a side of the game: the explorer's "my games".
bool personPlayed(const LibraryGame& entry) {
    return std::any_of(entry.players.begin(), entry.players.end(),
                       [](const LibraryPlayer& p) { return p.kind == LibraryPlayer::Kind::Human; });
}

// A null QString binds as NULL: the NOT NULL text columns get "" instead.
QString notNull(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

QVariant orNull(const QString& text) {
    return text.isEmpty() ? QVariant() : QVariant(text);
}

QVariant ratedSide(const LibraryGame& entry) {
    if (!entry.rated) return {};
    return QString::fromLatin1(sidePrefix[side_index(entry.rated->person)]);
}

// Binds the version 1 to 3 columns of an entry (positional, in the order
// of columns1, columns2 and columns3) and the PGN.
void bindEntry(QSqlQuery& query, const PgnGame& pgn, const LibraryGame& entry) {
    query.addBindValue(notNull(entry.date));
    query.addBindValue(keyOf(sourceKeys, entry.source));
    for (const LibraryPlayer& player : entry.players) {
        query.addBindValue(notNull(player.name));
        query.addBindValue(keyOf(kindKeys, player.kind));
        query.addBindValue(player.level ? QVariant(QString::fromLatin1(level_key(*player.level)))
                                        : QVariant());
        query.addBindValue(player.elo ? QVariant(*player.elo) : QVariant());
        query.addBindValue(orNull(player.engine));
    }
    query.addBindValue(notNull(entry.event));
    query.addBindValue(notNull(entry.startFen));
    query.addBindValue(notNull(entry.boardKey));
    query.addBindValue(keyOf(boardKindKeys, entry.boardKind));
    query.addBindValue(entry.hexagon ? QStringLiteral("hexagon") : QStringLiteral("rectangle"));
    query.addBindValue(entry.width);
    query.addBindValue(entry.height);
    query.addBindValue(entry.blockedCells);
    query.addBindValue(keyOf(stuckKeys, entry.rules.stuck));
    query.addBindValue(static_cast<int>(entry.rules.halfmove_limit));
    query.addBindValue(entry.rules.threefold_repetition ? 1 : 0);
    query.addBindValue(keyOf(outcomeKeys, entry.outcome));
    query.addBindValue(notNull(entry.termination));
    query.addBindValue(entry.counts[0]);
    query.addBindValue(entry.counts[1]);
    query.addBindValue(entry.plies);
    query.addBindValue(notNull(entry.fingerprint));
    for (const SideReview& review : entry.review) {
        query.addBindValue(review.judged);
        query.addBindValue(review.judged > 0 ? QVariant(review.accuracy) : QVariant());
        query.addBindValue(review.dubious);
        query.addBindValue(review.mistakes);
        query.addBindValue(review.blunders);
    }
    query.addBindValue(ratedSide(entry));
    query.addBindValue(entry.rated ? QVariant(entry.rated->opponentElo) : QVariant());
    query.addBindValue(QString::fromStdString(write_pgn(pgn)));
}

// "?, ?, ..." for `count` values.
QString placeholders(int count) {
    QStringList marks;
    for (int i = 0; i < count; ++i) marks << QStringLiteral("?");
    return marks.join(QStringLiteral(", "));
}

int columnCount(const char* columns) {
    return static_cast<int>(QString::fromLatin1(columns).count(QLatin1Char(',')) + 1);
}

LibraryGame entryFrom(const QSqlQuery& query) {
    // The columns of selectColumns(): id, then columns1, columns2, columns3.
    int at = 0;
    const auto next = [&query, &at] { return query.value(at++); };
    LibraryGame entry;
    entry.id = next().toLongLong();
    entry.date = next().toString();
    entry.source = valueOf(sourceKeys, next().toString());
    for (LibraryPlayer& player : entry.players) {
        player.name = next().toString();
        player.kind = valueOf(kindKeys, next().toString());
        const QVariant level = next();
        Level value = Level::Medium;
        if (!level.isNull() && level_from_string(level.toString().toStdString(), value))
            player.level = value;
        const QVariant elo = next();
        if (!elo.isNull()) player.elo = elo.toInt();
        player.engine = next().toString();
    }
    entry.event = next().toString();
    entry.startFen = next().toString();
    entry.boardKey = next().toString();
    entry.boardKind = valueOf(boardKindKeys, next().toString());
    entry.hexagon = next().toString() == QLatin1String("hexagon");
    entry.width = next().toInt();
    entry.height = next().toInt();
    entry.blockedCells = next().toInt();
    entry.rules.stuck = valueOf(stuckKeys, next().toString());
    entry.rules.halfmove_limit = static_cast<std::uint16_t>(next().toInt());
    entry.rules.threefold_repetition = next().toInt() != 0;
    entry.outcome = valueOf(outcomeKeys, next().toString());
    entry.termination = next().toString();
    entry.counts[0] = next().toInt();
    entry.counts[1] = next().toInt();
    entry.plies = next().toInt();
    entry.fingerprint = next().toString();
    for (SideReview& review : entry.review) {
        review.judged = next().toInt();
        const QVariant accuracy = next();
        review.accuracy = accuracy.isNull() ? 100 : accuracy.toDouble();
        review.dubious = next().toInt();
        review.mistakes = next().toInt();
        review.blunders = next().toInt();
    }
    const QVariant side = next();
    const QVariant elo = next();
    if (!side.isNull() && !elo.isNull()) {
        LibraryGame::Rated rated;
        rated.person = side.toString() == QLatin1StringView(sidePrefix[0]) ? Side::X : Side::O;
        rated.opponentElo = elo.toInt();
        entry.rated = rated;
    }
    return entry;
}

QString selectColumns() {
    return QStringLiteral("id, %1, %2, %3")
        .arg(QLatin1StringView(columns1), QLatin1StringView(columns2), QLatin1StringView(columns3));
}

// The first value of a statement's answer, as a number; `otherwise` when
// the statement fails or answers nothing.
int firstNumber(const QSqlDatabase& db, const QString& statement, int otherwise) {
    QSqlQuery query(db);
    return query.exec(statement) && query.next() ? query.value(0).toInt() : otherwise;
}

bool run(QSqlQuery& query, const QString& statement) {
    return query.exec(statement);
}

// The migrations, oldest first: migration i brings a library of version i
// to version i + 1. Each returns false, with the error of the statement
// that failed in `failed`, and is then rolled back.
using Migration = bool (*)(QSqlDatabase& db, QSqlError& failed);

bool toVersion1(QSqlDatabase& db, QSqlError& failed) {
    QSqlQuery query(db);
    for (const char* statement : version1) {
        if (!run(query, QLatin1StringView(statement))) {
            failed = query.lastError();
            return false;
        }
    }
    return true;
}

bool toVersion2(QSqlDatabase& db, QSqlError& failed) {
    QSqlQuery query(db);
    QStringList statements{
        QStringLiteral("ALTER TABLE games ADD COLUMN fingerprint TEXT NOT NULL DEFAULT ''")};
    for (const char* side : sidePrefix) {
        const QString prefix = QLatin1StringView(side);
        statements << QStringLiteral("ALTER TABLE games ADD COLUMN %1_judged INTEGER NOT NULL "
                                     "DEFAULT 0")
                          .arg(prefix)
                   << QStringLiteral("ALTER TABLE games ADD COLUMN %1_accuracy REAL").arg(prefix);
        for (const char* count : {"dubious", "mistakes", "blunders"})
            statements << QStringLiteral("ALTER TABLE games ADD COLUMN %1_%2 INTEGER NOT NULL "
                                         "DEFAULT 0")
                              .arg(prefix, QLatin1StringView(count));
    }
    for (const QString& statement : statements) {
        if (!run(query, statement)) {
            failed = query.lastError();
            return false;
        }
    }
    // The games kept so far get their figures from their own PGN.
    std::vector<std::pair<qint64, QString>> games;
    if (!run(query, QStringLiteral("SELECT id, pgn FROM games"))) {
        failed = query.lastError();
        return false;
    }
    while (query.next()) games.emplace_back(query.value(0).toLongLong(), query.value(1).toString());
    QSqlQuery update(db);
    update.prepare(QStringLiteral(
        "UPDATE games SET fingerprint = ?, black_judged = ?, black_accuracy = ?,"
        " black_dubious = ?, black_mistakes = ?, black_blunders = ?, white_judged = ?,"
        " white_accuracy = ?, white_dubious = ?, white_mistakes = ?, white_blunders = ?"
        " WHERE id = ?"));
    for (const auto& [id, text] : games) {
        const std::string bytes = text.toStdString();
        const auto read = read_pgn(bytes);
        if (!read || read->empty()) continue;
        const PgnGame& pgn = read->front();
        update.addBindValue(LibraryGame::fingerprintOf(pgn));
        for (const SideReview& review : LibraryGame::reviewOf(pgn.game)) {
            update.addBindValue(review.judged);
            update.addBindValue(review.judged > 0 ? QVariant(review.accuracy) : QVariant());
            update.addBindValue(review.dubious);
            update.addBindValue(review.mistakes);
            update.addBindValue(review.blunders);
        }
        update.addBindValue(id);
        if (!update.exec()) {
            failed = update.lastError();
            return false;
        }
    }
    if (!run(query, QStringLiteral("CREATE INDEX games_by_fingerprint ON games(fingerprint)"))) {
        failed = query.lastError();
        return false;
    }
    return true;
}

// Version 3: which games count for the person's rating. The games kept so
// far are rated from their recorded players as a new game is
// (LibraryGame::ratingOf): a game played on the board by a person against
// our engine at a level, at that level's place on the scale now, since
// version 2 kept no Elo.
bool toVersion3(QSqlDatabase& db, QSqlError& failed) {
    QSqlQuery query(db);
    for (const char* statement : {"ALTER TABLE games ADD COLUMN rated_side TEXT",
                                  "ALTER TABLE games ADD COLUMN rated_elo INTEGER"}) {
        if (!run(query, QLatin1StringView(statement))) {
            failed = query.lastError();
            return false;
        }
    }
    if (!run(query, QStringLiteral("SELECT %1 FROM games").arg(selectColumns()))) {
        failed = query.lastError();
        return false;
    }
    std::vector<std::pair<qint64, LibraryGame::Rated>> rated;
    while (query.next()) {
        const LibraryGame entry = entryFrom(query);
        if (const auto how = LibraryGame::ratingOf(entry.source, entry.players, entry.boardKind))
            rated.emplace_back(entry.id, *how);
    }
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE games SET rated_side = ?, rated_elo = ? WHERE id = ?"));
    for (const auto& [id, how] : rated) {
        update.addBindValue(QLatin1StringView(sidePrefix[side_index(how.person)]));
        update.addBindValue(how.opponentElo);
        update.addBindValue(id);
        if (!update.exec()) {
            failed = update.lastError();
            return false;
        }
    }
    return true;
}

// Version 4: the position index of the opening explorer, empty; the games
// kept so far are indexed after the library opens (GamesLibrary::indexSome),
// a step at a time, since reading every game's moves again here would keep
// a large library, and the window, waiting.
bool toVersion4(QSqlDatabase& db, QSqlError& failed) {
    QSqlQuery query(db);
    for (const char* statement : positionindex::schema()) {
        if (!run(query, QLatin1StringView(statement))) {
            failed = query.lastError();
            return false;
        }
    }
    return true;
}

constexpr Migration migrations[] = {toVersion1, toVersion2, toVersion3, toVersion4};
static_assert(std::size(migrations) == GamesLibrary::schemaVersion,
              "one migration for each version of the schema");

std::atomic<int> connections{0};

} // namespace

GamesLibrary::GamesLibrary(QObject* parent)
    : GamesLibrary(defaultPath(), parent) {}

GamesLibrary::GamesLibrary(QString path, QObject* parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_connection(QStringLiteral("ataxx-games-%1").arg(connections.fetch_add(1))) {
    setObjectName(QStringLiteral("gamesLibrary"));
    m_indexTimer = new QTimer(this);
    m_indexTimer->setInterval(0);
    connect(m_indexTimer, &QTimer::timeout, this, [this] {
        if (!indexSome(indexStepMs)) m_indexTimer->stop();
    });
}

GamesLibrary::~GamesLibrary() {
    closeDatabase();
}

QString GamesLibrary::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/games.sqlite");
}

QSqlDatabase GamesLibrary::database() const {
    return QSqlDatabase::database(m_connection, false);
}

QString GamesLibrary::takeNotice() {
    return std::exchange(m_notice, QString());
}

bool GamesLibrary::open() {
    if (m_state != State::Closed) return m_state == State::Open;
    m_state = State::Unavailable;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        m_error = tr("Qt's SQLite driver is not installed (on Debian, the package "
                     "libqt6sql6-sqlite).");
        m_notice = tr("Your games cannot be kept: %1").arg(m_error);
        return false;
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    Attempt attempt = tryOpen();
    if (attempt == Attempt::Damaged) {
        const QString damage = m_error;
        closeDatabase();
        // SQLite's own words are for whoever looks into the file, not for
        // the person: the notice says what happened and what it means.
        qWarning("The games library %s is damaged: %s", qPrintable(m_path), qPrintable(damage));
        if (!putAside()) {
            m_notice = tr("Your games library %1 could not be read: the file is damaged, and it "
                          "could not be put aside to start a new one (%2). Your games are not "
                          "kept until it can be.")
                           .arg(QDir::toNativeSeparators(m_path), m_error);
            return false;
        }
        attempt = tryOpen();
        if (attempt == Attempt::Opened)
            m_notice =
                tr("Your games library could not be read: the file is damaged. It was kept, as "
                   "it was, as %1, and a new, empty library was started. Your rating starts "
                   "again at %2, and so does the even game, since the games it came from are in "
                   "the damaged file.")
                    .arg(QDir::toNativeSeparators(m_damagedCopy),
                         PlayerRatings::ratingText(newcomer_rating()));
    }
    if (attempt != Attempt::Opened) {
        closeDatabase();
        if (m_notice.isEmpty())
            m_notice = tr("Your games cannot be kept in %1: %2")
                           .arg(QDir::toNativeSeparators(m_path), m_error);
        return false;
    }
    m_state = State::Open;
    startIndexing();
    return true;
}

GamesLibrary::Attempt GamesLibrary::check() {
    m_sawDamage = false;
    if (!QFileInfo::exists(m_path)) return Attempt::Opened;
    // Read only: a damaged file, or one of a newer version, is left exactly
    // as it was found, its log included (a connection that may write would
    // fold the log into the file when it closes).
    const QString name = m_connection + QStringLiteral("-check");
    Attempt result = Attempt::Opened;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=10000"));
        QSqlQuery query(db);
        if (!db.open()) {
            fail(db.lastError());
            result = m_sawDamage ? Attempt::Damaged : Attempt::Failed;
        } else if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
            // SQLite reads the file on the first statement: a file of another
            // kind fails here, a damaged one here or in the check's answer.
            fail(query.lastError());
            result = m_sawDamage ? Attempt::Damaged : Attempt::Failed;
        } else {
            QStringList problems;
            while (query.next())
                if (query.value(0).toString() != QLatin1String("ok"))
                    problems << query.value(0).toString();
            if (!problems.isEmpty()) {
                m_error = problems.mid(0, 3).join(QStringLiteral("; "));
                m_sawDamage = true;
                result = Attempt::Damaged;
            } else if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next() &&
                       query.value(0).toInt() > schemaVersion) {
                m_error = newerText(query.value(0).toInt());
                result = Attempt::Failed;
            }
        }
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

GamesLibrary::Attempt GamesLibrary::tryOpen() {
    const Attempt checked = check();
    if (checked != Attempt::Opened) return checked;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    // Another run of the app (or a test beside this one) may be writing:
    // wait for it rather than fail.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (!db.open()) {
        fail(db.lastError());
        return m_sawDamage ? Attempt::Damaged : Attempt::Failed;
    }
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !query.next()) {
        fail(query.lastError());
        return m_sawDamage ? Attempt::Damaged : Attempt::Failed;
    }
    query.exec(QStringLiteral("PRAGMA synchronous = FULL"));
    if (!migrate()) return m_sawDamage ? Attempt::Damaged : Attempt::Failed;
    return Attempt::Opened;
}

void GamesLibrary::closeDatabase() {
    {
        QSqlDatabase db = database();
        if (db.isOpen()) db.close();
    }
    if (QSqlDatabase::contains(m_connection)) QSqlDatabase::removeDatabase(m_connection);
}

bool GamesLibrary::putAside() {
    const QFileInfo info(m_path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target;
    for (int n = 1;; ++n) {
        target = info.absoluteDir().filePath(
            QStringLiteral("%1-damaged-%2%3.%4")
                .arg(info.completeBaseName(), stamp,
                     n == 1 ? QString() : QStringLiteral("-%1").arg(n), info.suffix()));
        if (!QFileInfo::exists(target) && !QFileInfo::exists(target + QStringLiteral("-wal")))
            break;
    }
    QFile file(m_path);
    if (!file.rename(target)) {
        m_error = file.errorString();
        return false;
    }
    // The log and the shared memory of the damaged file go with it, so that
    // the new library does not take them for its own.
    for (const char* suffix : {"-wal", "-shm"}) {
        const QString extra = m_path + QLatin1StringView(suffix);
        if (QFileInfo::exists(extra)) QFile::rename(extra, target + QLatin1StringView(suffix));
    }
    m_damagedCopy = target;
    return true;
}

QString GamesLibrary::newerText(int version) {
    return tr("it was made by a newer version of Ataxx (its games are kept in the form %1, "
              "this version knows up to %2); it is left as it is")
        .arg(version)
        .arg(schemaVersion);
}

bool GamesLibrary::migrate() {
    QSqlDatabase db = database();
    QSqlQuery query(db);
    const auto versionNow = [&query] {
        return query.exec(QStringLiteral("PRAGMA user_version")) && query.next()
                   ? query.value(0).toInt()
                   : -1;
    };
    const int found = versionNow();
    if (found < 0) {
        fail(query.lastError());
        return false;
    }
    if (found > schemaVersion) {
        m_error = newerText(found);
        return false;
    }
    for (int version = found; version < schemaVersion; ++version) {
        if (!query.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
            fail(query.lastError());
            return false;
        }
        // Another run of the app may have brought it up to date meanwhile.
        const int now = versionNow();
        if (now != version) {
            if (now < 0) fail(query.lastError());
            if (now > schemaVersion) m_error = newerText(now);
            query.exec(QStringLiteral("ROLLBACK"));
            if (now < 0 || now > schemaVersion) return false;
            version = now - 1;
            continue;
        }
        QSqlError failed;
        if (!migrations[version](db, failed)) {
            m_sawDamage = isDamage(failed);
            m_error = tr("the library could not be brought up to date (step %1): %2")
                          .arg(version + 1)
                          .arg(failed.text());
            query.exec(QStringLiteral("ROLLBACK"));
            return false;
        }
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1)) ||
            !query.exec(QStringLiteral("COMMIT"))) {
            fail(query.lastError());
            query.exec(QStringLiteral("ROLLBACK"));
            return false;
        }
    }
    return true;
}

bool GamesLibrary::write(const std::function<bool(QSqlDatabase&)>& work) {
    if (!open()) return false;
    QSqlDatabase db = database();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        fail(query.lastError());
        return false;
    }
    if (!work(db)) {
        query.exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    if (!query.exec(QStringLiteral("COMMIT"))) {
        fail(query.lastError());
        query.exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    return true;
}

void GamesLibrary::fail(const QSqlError& error) {
    m_error = error.text();
    m_sawDamage = isDamage(error);
}

void GamesLibrary::noteChange() {
    if (m_batch > 0)
        m_changedInBatch = true;
    else
        emit changed();
}

std::optional<qint64> GamesLibrary::add(const PgnGame& pgn, const LibraryGame& entry) {
    std::optional<qint64> id;
    const bool written = write([&](QSqlDatabase& db) {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO games (%1, %2, %3, pgn) VALUES (%4)")
                          .arg(QLatin1StringView(columns1), QLatin1StringView(columns2),
                               QLatin1StringView(columns3),
                               placeholders(columnCount(columns1) + columnCount(columns2) +
                                            columnCount(columns3) + 1)));
        bindEntry(query, pgn, entry);
        if (!query.exec()) {
            fail(query.lastError());
            return false;
        }
        id = query.lastInsertId().toLongLong();
        QSqlError failed;
        if (!positionindex::write(db, *id, pgn.game, personPlayed(entry), failed)) {
            fail(failed);
            return false;
        }
        return true;
    });
    if (!written) return std::nullopt;
    noteChange();
    return id;
}

bool GamesLibrary::update(qint64 id, const PgnGame& pgn, const LibraryGame& entry) {
    bool found = false;
    const bool written = write([&](QSqlDatabase& db) {
        QStringList sets;
        for (const char* columns : {columns1, columns2, columns3})
            for (const QString& column : QString::fromLatin1(columns).split(QLatin1Char(',')))
                sets << column.trimmed() + QStringLiteral(" = ?");
        sets << QStringLiteral("pgn = ?");
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE games SET %1 WHERE id = ?")
                          .arg(sets.join(QStringLiteral(", "))));
        bindEntry(query, pgn, entry);
        query.addBindValue(id);
        if (!query.exec()) {
            fail(query.lastError());
            return false;
        }
        found = query.numRowsAffected() == 1;
        if (!found) {
            m_error = tr("the library holds no such game");
            return false;
        }
        QSqlError failed;
        if (!positionindex::write(db, id, pgn.game, personPlayed(entry), failed)) {
            fail(failed);
            return false;
        }
        return true;
    });
    if (written) noteChange();
    return written && found;
}

bool GamesLibrary::remove(const QList<qint64>& ids) {
    if (ids.isEmpty()) return true;
    const bool written = write([&](QSqlDatabase& db) {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
        for (const qint64 id : ids) {
            query.addBindValue(id);
            if (!query.exec()) {
                fail(query.lastError());
                return false;
            }
            QSqlError failed;
            if (!positionindex::erase(db, id, failed)) {
                fail(failed);
                return false;
            }
        }
        return true;
    });
    if (!written) return false;
    emit removed(ids);
    noteChange();
    return true;
}

std::vector<LibraryGame> GamesLibrary::games() {
    std::vector<LibraryGame> games;
    if (!open()) return games;
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM games ORDER BY id").arg(selectColumns()))) {
        fail(query.lastError());
        return games;
    }
    while (query.next()) games.push_back(entryFrom(query));
    return games;
}

std::optional<QSqlQuery> GamesLibrary::selectGame(const QString& columns, qint64 id) {
    if (!open()) return std::nullopt;
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT %1 FROM games WHERE id = ?").arg(columns));
    query.addBindValue(id);
    if (!query.exec()) {
        fail(query.lastError());
        return std::nullopt;
    }
    if (!query.next()) {
        m_error = tr("the library holds no such game");
        return std::nullopt;
    }
    return query;
}

std::optional<LibraryGame> GamesLibrary::entry(qint64 id) {
    std::optional<QSqlQuery> query = selectGame(selectColumns(), id);
    if (!query) return std::nullopt;
    return entryFrom(*query);
}

std::optional<PgnGame> GamesLibrary::game(qint64 id) {
    const std::optional<QSqlQuery> query = selectGame(QStringLiteral("pgn"), id);
    if (!query) return std::nullopt;
    const std::string text = query->value(0).toString().toStdString();
    auto read = read_pgn(text);
    if (!read || read->size() != 1) {
        m_error = tr("its moves cannot be read: %1").arg(QString::fromStdString(read.error()));
        return std::nullopt;
    }
    return std::move(read.value().front());
}

bool GamesLibrary::contains(const QString& fingerprint) {
    if (!open()) return false;
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT 1 FROM games WHERE fingerprint = ? LIMIT 1"));
    query.addBindValue(fingerprint);
    return query.exec() && query.next();
}

int GamesLibrary::count() {
    return open() ? firstNumber(database(), QStringLiteral("SELECT COUNT(*) FROM games"), 0) : 0;
}

int GamesLibrary::version() {
    return isOpen() ? firstNumber(database(), QStringLiteral("PRAGMA user_version"), 0) : 0;
}

bool GamesLibrary::checkIntegrity() {
    if (!open()) return false;
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("PRAGMA integrity_check"))) return false;
    bool ok = true;
    while (query.next()) ok = ok && query.value(0).toString() == QLatin1String("ok");
    return ok;
}

std::vector<ExplorerMove> GamesLibrary::movesFrom(const Position& position, ExplorerGames games) {
    if (!open()) return {};
    QSqlError failed;
    std::vector<ExplorerMove> moves = positionindex::movesFrom(database(), position, games, failed);
    if (failed.isValid()) fail(failed);
    return moves;
}

void GamesLibrary::startIndexing() {
    const int pending =
        firstNumber(database(), QStringLiteral("SELECT COUNT(*) FROM games WHERE indexed = 0"), 0);
    if (pending <= 0) return;
    m_indexing = true;
    m_indexDone = 0;
    m_indexTotal = pending;
    m_indexCursor = 0;
    m_indexTimer->start();
}

bool GamesLibrary::indexSome(int budgetMs) {
    if (!m_indexing) return false;
    if (!open()) return false;
    // A few games at a time, read before they are written: the statement
    // that reads the games is done before the index is written.
    constexpr int gamesAtATime = 4;
    struct Pending {
        qint64 id = 0;
        QString pgn;
        bool mine = false;
    };
    QElapsedTimer clock;
    clock.start();
    qint64 cursor = m_indexCursor;
    int done = 0;
    bool more = true;
    // The index is made from the games again, should the disk lose a step:
    // no waiting for it at each step, as in a batch.
    beginBatch();
    const bool written = write([&](QSqlDatabase& db) {
        QSqlQuery select(db);
        select.setForwardOnly(true);
        select.prepare(QStringLiteral("SELECT id, pgn, black_kind, white_kind FROM games"
                                      " WHERE indexed = 0 AND id > ? ORDER BY id LIMIT ?"));
        do {
            select.addBindValue(cursor);
            select.addBindValue(gamesAtATime);
            if (!select.exec()) {
                fail(select.lastError());
                return false;
            }
            std::vector<Pending> games;
            const QString human = keyOf(kindKeys, LibraryPlayer::Kind::Human);
            while (select.next())
                games.push_back(
                    {select.value(0).toLongLong(), select.value(1).toString(),
                     select.value(2).toString() == human || select.value(3).toString() == human});
            select.finish();
            if (games.empty()) {
                more = false;
                break;
            }
            for (const Pending& pending : games) {
                // A game whose moves cannot be read has no positions to
                // index: it is marked indexed all the same.
                const std::string text = pending.pgn.toStdString();
                const auto read = read_pgn(text);
                const Game game = read && read->size() == 1 ? read->front().game : Game();
                QSqlError failed;
                if (!positionindex::write(db, pending.id, game, pending.mine, failed)) {
                    fail(failed);
                    return false;
                }
                cursor = pending.id;
                ++done;
            }
        } while (clock.elapsed() < budgetMs);
        return true;
    });
    endBatch();
    // Tried again at the next open: the games indexed so far stay indexed.
    if (!written) {
        m_indexing = false;
        m_indexFailed = true;
        qWarning("The games library's index could not be built: %s", qPrintable(m_error));
        emit indexingEnded();
        return false;
    }
    m_indexCursor = cursor;
    m_indexDone += done;
    m_indexTotal = std::max(m_indexTotal, m_indexDone);
    if (more) {
        emit indexProgress(m_indexDone, m_indexTotal);
        return true;
    }
    m_indexing = false;
    m_indexDone = m_indexTotal;
    emit indexProgress(m_indexDone, m_indexTotal);
    emit indexingEnded();
    return false;
}

void GamesLibrary::beginBatch() {
    if (m_batch++ == 0 && open()) {
        QSqlQuery query(database());
        query.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    }
}

void GamesLibrary::endBatch() {
    if (m_batch == 0 || --m_batch > 0) return;
    if (isOpen()) {
        QSqlQuery query(database());
        query.exec(QStringLiteral("PRAGMA synchronous = FULL"));
    }
    if (std::exchange(m_changedInBatch, false)) emit changed();
}

} // namespace ataxx

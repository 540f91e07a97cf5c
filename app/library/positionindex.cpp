#include "library/positionindex.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <map>
#include <unordered_set>

namespace ataxx {

namespace {

// The result column: how the game ended, from Black's side.
enum class Ended : int { Unfinished = 0, BlackWon = 1, WhiteWon = 2, Drawn = 3 };

Ended endedOf(Outcome outcome) noexcept {
    switch (outcome) {
    case Outcome::XWins:
        return Ended::BlackWon;
    case Outcome::OWins:
        return Ended::WhiteWon;
    case Outcome::Draw:
        return Ended::Drawn;
    case Outcome::None:
        break;
    }
    return Ended::Unfinished;
}

// SQLite's integers are signed: the key's 64 bits, kept as they are.
qint64 stored(std::uint64_t key) noexcept {
    return static_cast<qint64>(key);
}

} // namespace

std::optional<double> ExplorerMove::score() const noexcept {
    const int finished = wins + draws + losses;
    if (finished == 0) return std::nullopt;
    return (wins + 0.5 * draws) / finished;
}

namespace positionindex {

const std::vector<const char*>& schema() {
    static const std::vector<const char*> statements{
        "CREATE TABLE positions ("
        " position INTEGER NOT NULL," // Position::key(), its 64 bits as a signed integer
        " game INTEGER NOT NULL,"     // games.id
        " ply INTEGER NOT NULL,"      // the moves played before it
        " move INTEGER NOT NULL,"     // the move played from it: Move::raw()
        " result INTEGER NOT NULL,"   // the game's: 0 unfinished, 1 Black won, 2 White won, 3 draw
        " mine INTEGER NOT NULL,"     // 1: a person played a side of the game
        " PRIMARY KEY (position, game)) WITHOUT ROWID",
        "CREATE INDEX positions_by_game ON positions(game)",
        // 1: the game's positions are in the table; the games kept before
        // the table are 0 until GamesLibrary::indexSome gets to them.
        "ALTER TABLE games ADD COLUMN indexed INTEGER NOT NULL DEFAULT 0",
        // The games still to index, found without reading every game (the
        // column comes after the PGN in a row).
        "CREATE INDEX games_to_index ON games(id) WHERE indexed = 0",
    };
    return statements;
}

std::vector<IndexedPosition> positionsOf(const Game& game) {
    std::vector<IndexedPosition> positions;
    positions.reserve(static_cast<std::size_t>(game.length()));
    std::unordered_set<std::uint64_t> seen;
    for (int ply = 0; ply < game.length(); ++ply) {
        const std::uint64_t key = game.position_at(ply).key();
        if (seen.insert(key).second) positions.push_back({key, ply, game.move_at(ply)});
    }
    return positions;
}

bool erase(QSqlDatabase& db, qint64 id, QSqlError& failed) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM positions WHERE game = ?"));
    query.addBindValue(id);
    if (query.exec()) return true;
    failed = query.lastError();
    return false;
}

bool write(QSqlDatabase& db, qint64 id, const Game& game, bool mine, QSqlError& failed) {
    if (!erase(db, id, failed)) return false;
    const int result = static_cast<int>(endedOf(game.final_result().outcome));
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO positions (position, game, ply, move, result, mine)"
                                  " VALUES (?, ?, ?, ?, ?, ?)"));
    for (const IndexedPosition& at : positionsOf(game)) {
        insert.bindValue(0, stored(at.key));
        insert.bindValue(1, id);
        insert.bindValue(2, at.ply);
        insert.bindValue(3, static_cast<int>(at.move.raw()));
        insert.bindValue(4, result);
        insert.bindValue(5, mine ? 1 : 0);
        if (!insert.exec()) {
            failed = insert.lastError();
            return false;
        }
    }
    QSqlQuery mark(db);
    mark.prepare(QStringLiteral("UPDATE games SET indexed = 1 WHERE id = ?"));
    mark.addBindValue(id);
    if (mark.exec()) return true;
    failed = mark.lastError();
    return false;
}

std::vector<ExplorerMove> movesFrom(const QSqlDatabase& db, const Position& position,
                                    ExplorerGames games, QSqlError& failed) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT move, result, COUNT(*) FROM positions WHERE position = ?%1"
                       " GROUP BY move, result")
            .arg(games == ExplorerGames::Mine ? QStringLiteral(" AND mine = 1") : QString()));
    query.addBindValue(stored(position.key()));
    if (!query.exec()) {
        failed = query.lastError();
        return {};
    }
    const bool black = position.side_to_move() == Side::X;
    std::map<std::uint16_t, ExplorerMove> byMove;
    while (query.next()) {
        const int raw = query.value(0).toInt();
        if (raw < 0 || raw > 0xffff) continue;
        const Move move = Move::from_raw(static_cast<std::uint16_t>(raw));
        // Another position of the same key, or a file changed by hand.
        if (!position.is_legal(move)) continue;
        ExplorerMove& entry = byMove[move.raw()];
        entry.move = move;
        const int count = query.value(2).toInt();
        entry.games += count;
        switch (static_cast<Ended>(query.value(1).toInt())) {
        case Ended::BlackWon:
            (black ? entry.wins : entry.losses) += count;
            break;
        case Ended::WhiteWon:
            (black ? entry.losses : entry.wins) += count;
            break;
        case Ended::Drawn:
            entry.draws += count;
            break;
        case Ended::Unfinished:
            break;
        }
    }
    std::vector<ExplorerMove> moves;
    moves.reserve(byMove.size());
    for (const auto& [raw, entry] : byMove) moves.push_back(entry);
    // Most played first; among as many, the better scoring, then the board's order.
    std::stable_sort(moves.begin(), moves.end(), [](const ExplorerMove& a, const ExplorerMove& b) {
        if (a.games != b.games) return a.games > b.games;
        return a.score().value_or(-1) > b.score().value_or(-1);
    });
    return moves;
}

} // namespace positionindex

} // namespace ataxx

#pragma once

#include "game.h"

#include <QtGlobal>

#include <cstdint>
#include <optional>
#include <vector>

class QSqlDatabase;
class QSqlError;

namespace ataxx {

// Which games the opening explorer counts: all the library's, or only those
// a person played on the board (a side of the game was a person's:
// LibraryGame::people). A family of boards needs no filter of its own: a
// position's key holds its board, so every answer is one board's already.
enum class ExplorerGames : quint8 { All, Mine };

// One move of the opening explorer's answer: a move played from a position
// in the library's games, how many games played it, and how those games
// ended for the side that played it (games not finished count in `games`
// only).
struct ExplorerMove {
    Move move;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;

    // (wins + draws / 2) / finished games, from 0 to 1; none when no game
    // that played it was finished.
    [[nodiscard]] std::optional<double> score() const noexcept;

    [[nodiscard]] friend bool operator==(const ExplorerMove&, const ExplorerMove&) = default;
};

// One position a game went through, as the index keeps it: its key
// (Position::key, which holds the board's shape and size, the blocked
// cells, the pieces and the side to move), the ply at which the game first
// reached it, and the move the game played from there.
struct IndexedPosition {
    std::uint64_t key = 0;
    int ply = 0;
    Move move;

    [[nodiscard]] friend bool operator==(const IndexedPosition&, const IndexedPosition&) = default;
};

// The position index of the games library, the opening explorer's answer in
// a few milliseconds however many games: a table of (position key, game) →
// ply and next move, its primary key leading with the position so that one
// position's rows are read together, with the game's result and whether a
// person played it copied into each row, so that an answer reads no other
// table. A game is indexed once per position it went through with a move
// after it, the first time it got there (a position repeated later in the
// game counts once, for the move first played from it), along the game's
// recorded line.
//
// These are the statements and steps; GamesLibrary runs them inside its own
// transactions (adding, replacing and deleting a game keep the index
// current in the same transaction), and builds the index of a library made
// before it a few games at a time (GamesLibrary::indexSome).
namespace positionindex {

// The statements of the schema's version 4: the table and its index by
// game, and the games' column that says a game is in the index.
[[nodiscard]] const std::vector<const char*>& schema();

// The positions of `game`'s record that the index keeps.
[[nodiscard]] std::vector<IndexedPosition> positionsOf(const Game& game);

// Replaces game `id`'s rows with those of `game`, and marks it indexed.
bool write(QSqlDatabase& db, qint64 id, const Game& game, bool mine, QSqlError& failed);
// Deletes game `id`'s rows.
bool erase(QSqlDatabase& db, qint64 id, QSqlError& failed);
// The moves played from `position`, most played first; empty, with the
// error in `failed` when it could not be read. Rows whose move is not legal
// in `position` are left out.
[[nodiscard]] std::vector<ExplorerMove> movesFrom(const QSqlDatabase& db, const Position& position,
                                                  ExplorerGames games, QSqlError& failed);

} // namespace positionindex

} // namespace ataxx

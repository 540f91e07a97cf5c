#pragma once

// A games library's worth of plausible games for the opening explorer's
// tests (tst_explorer) and its benchmark (ataxx-explorer-bench): games from
// the 7×7 start between two cheap players that take the most pieces a move
// can take, now and then a random move instead, so that the games share
// their openings as people's do and part later. The first two moves are
// one of a few, and the opening's moves the players' best but for a few,
// so that many games meet the same early positions. Every game is the same
// on every run: it comes from its number and a seed.

#include "library/librarygame.h"
#include "pgn.h"

#include <QString>

#include <algorithm>
#include <cstdint>
#include <string>

namespace ataxx::test {

// splitmix64: small, and the same everywhere.
class ExplorerRandom {
public:
    explicit ExplorerRandom(std::uint64_t seed)
        : m_state(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    int below(int n) {
        return n <= 1 ? 0 : static_cast<int>(next() % static_cast<std::uint64_t>(n));
    }

private:
    std::uint64_t m_state;
};

// Game `number` of the series `seed`.
inline PgnGame explorerGame(int number, std::uint64_t seed = 1) {
    ExplorerRandom random(seed * 0x2545f4914f6cdd1dull + static_cast<std::uint64_t>(number));
    PgnGame pgn;
    Game& game = pgn.game;
    // The longest game the rules give on 7×7 is far shorter; a bound all the same.
    while (!game.result().over() && game.length() < 400) {
        const Position& position = game.position();
        MoveList moves;
        position.generate(moves);
        // The opening, as people play what they know: one of the board's
        // first three moves twice, then the best move (the first of the
        // best) but for one move in twenty; later one move in five is a
        // random one, and the best ones are chosen among at random.
        const bool opening = game.length() < 12;
        Move choice = moves[random.below(moves.size())];
        if (game.length() < 2) {
            choice = moves[random.below(std::min(moves.size(), 3))];
        } else if (random.below(20) >= (opening ? 1 : 4)) {
            // The most pieces gained: a clone adds one, a capture turns some over.
            int best = -1;
            int ties = 0;
            for (const Move move : moves) {
                const int gain = position.captures(move).count() + (move.is_clone() ? 1 : 0);
                if (gain > best) {
                    best = gain;
                    ties = 0;
                }
                if (gain == best && (opening ? ties++ == 0 : random.below(++ties) == 0))
                    choice = move;
            }
        }
        game.play(choice);
    }
    pgn.set_tag("Event", "Explorer game " + std::to_string(number));
    pgn.set_tag("Date", "2024.05.01");
    pgn.set_tag("Black", number % 3 == 0 ? "Anna" : "Computer");
    pgn.set_tag("White", "Computer");
    return pgn;
}

// Whether a person played game `number`: every third game was the person's
// against the computer, the others were watched or imported.
inline bool personPlayed(int number) {
    return number % 3 == 0;
}

// Its summary as the library keeps it: played by Anna against the computer,
// watched between computers, or imported from a file.
inline LibraryGame explorerEntry(const PgnGame& pgn, int number) {
    LibraryPlayer person;
    person.kind = LibraryPlayer::Kind::Human;
    person.name = QStringLiteral("Anna");
    LibraryPlayer computer;
    computer.kind = LibraryPlayer::Kind::Computer;
    computer.name = QStringLiteral("Computer");
    computer.level = Level::Medium;
    LibraryPlayer unknown;
    unknown.name = QStringLiteral("Computer");
    switch (number % 3) {
    case 0:
        return LibraryGame::describe(pgn, LibraryGame::Source::Played, {person, computer},
                                     QStringLiteral("2024-05-01T10:00:00Z"));
    case 1:
        return LibraryGame::describe(pgn, LibraryGame::Source::Watched, {computer, computer},
                                     QStringLiteral("2024-05-01T11:00:00Z"));
    default:
        return LibraryGame::describe(pgn, LibraryGame::Source::Imported, {unknown, unknown},
                                     QStringLiteral("2024-05-01"));
    }
}

} // namespace ataxx::test

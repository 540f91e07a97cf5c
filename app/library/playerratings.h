#pragma once

#include "library/librarygame.h"
#include "rating.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace ataxx {

// The person's ratings, one per family of boards (7×7, hexagonal, other),
// worked out from the rated games of the library (LibraryGame::rated): a
// Glicko-2 rating (core/rating.h) that starts at the scale's middle, 1750
// with a deviation of 700 (newcomer_rating(), search/strength.h), and moves after every game, one
// game a rating period, in the order the games were kept, each against the computer's Elo on the
// strength scale at the time. Nothing of it is stored: it is the same every time from the same
// games, so deleting a game takes it out of the rating as if it had never been played.
//
// Beside the rating it keeps its history (the rating after each game, for
// the Games window's chart) and the results against each level on each
// board. A plain value: PlayerRatings::of(library.games()).
class PlayerRatings {
    Q_DECLARE_TR_FUNCTIONS(PlayerRatings)

public:
    // The deviation the computer's point of the scale is rated with
    // (search/strength.h's scale_deviation; 0: its strength is known).
    [[nodiscard]] static double opponentDeviation();

    // The rating after one game.
    struct Point {
        qint64 game = 0;
        QString date;
        int opponentElo = 0;
        double score = 0;
        rating::Rating after;
    };

    // Wins, draws and losses, and the score they make.
    struct Tally {
        int wins = 0;
        int draws = 0;
        int losses = 0;

        [[nodiscard]] int games() const { return wins + draws + losses; }
        // 0 to 1: a win 1, a draw a half.
        [[nodiscard]] double score() const;
        [[nodiscard]] friend bool operator==(const Tally&, const Tally&) = default;
    };

    // The results against one opponent on one board: a level, or the even
    // game (no level), and the board's name (LibraryGame::boardName).
    struct Results {
        std::optional<Level> level;
        QString board;
        Tally tally;
    };

    [[nodiscard]] static PlayerRatings of(const std::vector<LibraryGame>& games);

    // The rating now; a newcomer's (1750 ± 700) before the first game.
    [[nodiscard]] rating::Rating rating(rating::Family family) const;
    [[nodiscard]] int games(rating::Family family) const;
    [[nodiscard]] const std::vector<Point>& history(rating::Family family) const;
    // Easiest opponent first, the even game last, then by board.
    [[nodiscard]] const std::vector<Results>& results(rating::Family family) const;
    [[nodiscard]] Tally total(rating::Family family) const;

    // "1563 ± 74".
    [[nodiscard]] static QString ratingText(const rating::Rating& rating);
    // "7×7 boards", "Hexagonal boards", "Other boards".
    [[nodiscard]] static QString familyName(rating::Family family);
    // A level's name, or "Even game".
    [[nodiscard]] static QString opponentName(const std::optional<Level>& level);

private:
    struct Family {
        std::vector<Point> history;
        std::vector<Results> results;
    };
    [[nodiscard]] const Family& family(rating::Family family) const {
        return m_families[static_cast<std::size_t>(family)];
    }

    std::array<Family, rating::family_count> m_families;
};

} // namespace ataxx

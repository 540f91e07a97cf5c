#pragma once

#include "game.h"
#include "pgn.h"
#include "rating.h"
#include "search/searchtypes.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace ataxx {

struct PlayerSetup;

// Who played one side of a game of the library: a person at this computer,
// our engine at a level (or, once the engine has one, at an Elo setting), an
// external engine by name, or, for a game read from a file, nobody known.
// The name is the one the game's file gives the side.
struct LibraryPlayer {
    enum class Kind : quint8 { Unknown, Human, Computer, Engine };

    Kind kind = Kind::Unknown;
    QString name;
    std::optional<Level> level; // Computer: our engine's level
    std::optional<int> elo;     // Computer: its Elo setting, where it played at one
    QString engine;             // Engine: the external engine's name

    // The player `setup` describes, under `name`.
    [[nodiscard]] static LibraryPlayer of(const PlayerSetup& setup, const QString& name);
    [[nodiscard]] bool isComputer() const { return kind == Kind::Computer || kind == Kind::Engine; }

    [[nodiscard]] friend bool operator==(const LibraryPlayer&, const LibraryPlayer&) = default;
};

// The kinds of board the library sorts games into: classic 7×7 (with or
// without blocked cells), hexagons, and every other rectangle.
enum class BoardKind : quint8 { Square7x7, Hexagon, Other };

// What a review said of one side's moves, as the marks and scores in the
// game's notes tell it: the moves judged, the dubious ones, the mistakes and
// the blunders, and the average accuracy (review.h's move_accuracy).
struct SideReview {
    int judged = 0;
    int dubious = 0;
    int mistakes = 0;
    int blunders = 0;
    double accuracy = 100;

    [[nodiscard]] friend bool operator==(const SideReview&, const SideReview&) = default;
};

// One game of the library as its list shows it, without its moves: the
// players, the board and rules, the date, the result, the review's figures,
// where it came from, and a fingerprint that finds the same game again
// (an import skips the games the library holds already). The moves and the
// review's marks themselves are in the game's PGN, which GamesLibrary::game
// reads.
struct LibraryGame {
    Q_DECLARE_TR_FUNCTIONS(LibraryGame)

public:
    // Played on the board by a person (at least one side), watched (both
    // sides computers, on the board), or imported from a game file.
    enum class Source : quint8 { Played, Watched, Imported };

    qint64 id = 0;
    Source source = Source::Played;
    // ISO 8601: "2024-05-01T17:04:11Z" (UTC) when the game ended on the
    // board, "2024-05-01" for a game file's date, empty when it gives none.
    QString date;
    std::array<LibraryPlayer, 2> players; // Black, White
    QString event;
    // The board: its start, the preset it is (its key, empty for none), its
    // kind, its shape and size (a hexagon's side as its width and height)
    // and its blocked cells.
    QString startFen;
    QString boardKey;
    BoardKind boardKind = BoardKind::Square7x7;
    bool hexagon = false;
    int width = 7;
    int height = 7;
    int blockedCells = 0;
    Rules rules;
    Outcome outcome = Outcome::None;
    // Why a game decided outside the rules ended (an engine's failure, a
    // file's Termination); empty otherwise.
    QString termination;
    std::array<int, 2> counts{}; // the pieces at the end, Black's and White's
    int plies = 0;
    std::array<SideReview, 2> review;
    QString fingerprint;

    // A game that counts for the person's rating: one a person played on the
    // board against our engine (at a level, or at an Elo setting for the
    // even game), with the side the person had and the computer's place on
    // the strength scale at the time (search/strength.h), kept so that a
    // later calibration of the levels does not rewrite the person's past.
    // Games against external engines, between people or computers, and
    // imported games are not rated.
    struct Rated {
        Side person = Side::X;
        int opponentElo = 0;

        [[nodiscard]] friend bool operator==(const Rated&, const Rated&) = default;
    };
    std::optional<Rated> rated;

    // The summary of `pgn`, ended at the end of its record.
    [[nodiscard]] static LibraryGame describe(const PgnGame& pgn, Source source,
                                              const std::array<LibraryPlayer, 2>& players,
                                              const QString& date);
    // Whether a game of this source between these players on this kind of
    // board is rated, and how: the computer's Elo setting where it played at
    // one (the even game), else its level's place on the scale now.
    [[nodiscard]] static std::optional<Rated>
    ratingOf(Source source, const std::array<LibraryPlayer, 2>& players, BoardKind kind);
    // The rating family of a kind of board (they are the same three).
    [[nodiscard]] static rating::Family familyOf(BoardKind kind);
    [[nodiscard]] rating::Family family() const { return familyOf(boardKind); }
    // The person's score in a rated game: 1 a win, 0.5 a draw, 0 a loss;
    // none for an unrated or unfinished game.
    [[nodiscard]] std::optional<double> personScore() const;

    // The same game, found again: its event, site, date, round, players,
    // result, start and moves, hashed.
    [[nodiscard]] static QString fingerprintOf(const PgnGame& pgn);
    // Each side's review figures from the notes of `game` (a review's marks
    // and scores); a side no review judged has judged == 0.
    [[nodiscard]] static std::array<SideReview, 2> reviewOf(const Game& game);
    // A file's Date tag ("2024.05.01") as the library's date ("2024-05-01");
    // empty where it is incomplete or no date.
    [[nodiscard]] static QString dateFromTag(const std::string& tag);

    [[nodiscard]] const LibraryPlayer& player(Side side) const { return players[side_index(side)]; }
    [[nodiscard]] const SideReview& reviewOf(Side side) const { return review[side_index(side)]; }
    [[nodiscard]] bool reviewed() const { return review[0].judged + review[1].judged > 0; }
    // The side a person played against a computer; none when both sides were
    // people, both computers, or the players are not known.
    [[nodiscard]] std::optional<Side> personSide() const;
    // The sides people played (none, one or both); none known when a side's
    // player is unknown (a game imported from a file).
    [[nodiscard]] std::optional<std::vector<Side>> people() const;

    // The name the list shows for `side`'s player: the name the game gives
    // it, unless that is a name the app itself made from who played ("You",
    // "Computer (Easy)", "Vous", in whichever language it was kept): then
    // who played, in the language of the day.
    [[nodiscard]] QString shownName(Side side) const;

    // Words for the list, in the user's language.
    // "Classic 7×7", "Four rooms", "7×7, 4 blocked cells", "Hexagon, side 4", "9×5".
    [[nodiscard]] QString boardName() const;
    [[nodiscard]] static QString boardKindName(BoardKind kind);
    // "Black won", "White won", "Draw", "Unfinished".
    [[nodiscard]] QString resultText() const;
    // "Human", "Computer (Medium)", an engine's name, "From a file".
    [[nodiscard]] static QString playerKindText(const LibraryPlayer& player);
    // Who the person played: the computer's kind ("Computer (Hard)", an
    // engine's name), "A person" for a game between people, "Computers
    // only" for a watched one, "From a file" for an imported one.
    [[nodiscard]] QString opponentText() const;
    [[nodiscard]] QString sourceText() const;
};

} // namespace ataxx

#pragma once

#include "position.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ataxx {

// A calendar day as a number: days since 1970-01-01 (UTC). Puzzles are due on
// days, not hours, so that a puzzle failed in the evening is not due again
// before the next day's session.
using PuzzleDay = int;

// "2026-11-30".
[[nodiscard]] std::string day_text(PuzzleDay day);
// Reads "YYYY-MM-DD" (a real date of the years 1970 to 9999); none otherwise.
[[nodiscard]] std::optional<PuzzleDay> read_day(std::string_view text) noexcept;
// Today, by the system clock, in UTC.
[[nodiscard]] PuzzleDay today() noexcept;

// The Leitner boxes: a new puzzle starts in box 1 and is due at once; each
// solve moves it up a box, due again after that box's interval (1, 3, 7, 15,
// 30, 60 days for boxes 1 to 6), and a failure sends it back to box 1, due
// the next day. So a position one gets wrong comes back soon, and one that is
// known comes back ever more rarely.
inline constexpr int puzzle_boxes = 6;
inline constexpr std::array<int, puzzle_boxes> puzzle_box_days{1, 3, 7, 15, 30, 60};

// One try at a puzzle: the day and whether it was solved.
struct PuzzleTry {
    PuzzleDay day = 0;
    bool solved = false;

    [[nodiscard]] friend bool operator==(const PuzzleTry&, const PuzzleTry&) = default;
};

// A person's record on one puzzle: the counts of tries, the box and the day it
// is due, and the dated tries themselves for the statistics over time.
struct PuzzleRecord {
    int tried = 0;
    int solved = 0;
    int box = 1;
    PuzzleDay due = 0;
    std::vector<PuzzleTry> tries; // oldest first

    [[nodiscard]] int failed() const noexcept { return tried - solved; }
    [[nodiscard]] friend bool operator==(const PuzzleRecord&, const PuzzleRecord&) = default;
};

// A puzzle: the position from a real game just before a mistake of the side
// to move, with every move that is good enough there (not only the engine's
// first choice), the move that was played and what it lost, where the
// position came from, and the person's record on it. The position carries the
// Where a puzzle's position came from, as its game's tags name it, each
// part empty when unknown: kept apart from the id, which words them in
// English, so that the app words the line in the user's language.
struct PuzzleSource {
    std::string black;
    std::string white;
    std::string event;
    std::string date; // YYYY-MM-DD

    [[nodiscard]] bool empty() const noexcept {
        return black.empty() && white.empty() && event.empty() && date.empty();
    }
    [[nodiscard]] friend bool operator==(const PuzzleSource&, const PuzzleSource&) = default;
};

// game's rules; a puzzle's `right` moves never include `played`.
struct Puzzle {
    Position position;
    std::vector<Move> right; // best first
    // The best line as the review's search saw it, from the position: a right
    // move, then the best replies (at most puzzle_line_plies). Empty in files
    // of earlier versions: the best line is then right.front() alone.
    std::vector<Move> line;
    // The line the review saw after the move played (the opponent's best
    // reply first) and the move played's score for the side to move: what
    // the explanation of the mistake reads (puzzle_explanation). Empty and 0
    // in files of earlier versions.
    std::vector<Move> played_line;
    int played_score = 0;
    Move played = Move::none();
    int loss = 0;        // of the move played against the best, hundredths of a piece
    int best_score = 0;  // the best move's score for the side to move (see score_win)
    int depth = 0;       // of the review's search of the position
    std::string id;      // "Anna vs Computer, 2026-11-26, move 12"
    PuzzleSource source; // the same parts, kept apart; empty in files of earlier versions
    PuzzleRecord record;
    // Fields of a puzzle file that this version does not know, kept as read
    // (name, value) so that writing the file back loses nothing.
    std::vector<std::pair<std::string, std::string>> other_fields;

    [[nodiscard]] friend bool operator==(const Puzzle&, const Puzzle&) = default;
};

inline constexpr int puzzle_line_plies = 8;

// The line to play out after an answer: `line`, or the best right move alone.
[[nodiscard]] std::vector<Move> best_line(const Puzzle& puzzle);

// Whether `move` solves the puzzle: whether it is one of the right moves.
[[nodiscard]] bool is_right(const Puzzle& puzzle, Move move) noexcept;

// Counts a try on `day` and moves the puzzle between the boxes: up a box and
// due after that box's interval when solved, back to box 1 and due the next
// day when not.
void record_try(Puzzle& puzzle, bool solved, PuzzleDay day);

// The puzzles due on `day` (those due that day or before), as indices into
// `puzzles`: the longest overdue first, then the lowest box, then file order.
[[nodiscard]] std::vector<std::size_t> due_puzzles(const std::vector<Puzzle>& puzzles,
                                                   PuzzleDay day);

// The kind of board a puzzle is played on, for the statistics: the rectangle's
// width and height or the hexagon's side, and whether any cell is blocked.
struct PuzzleBoard {
    bool hexagon = false;
    int width = 0;  // rectangle; 0 for a hexagon
    int height = 0; // rectangle; 0 for a hexagon
    int side = 0;   // hexagon; 0 for a rectangle
    bool blocked = false;

    [[nodiscard]] friend auto operator<=>(const PuzzleBoard&, const PuzzleBoard&) = default;
};
[[nodiscard]] PuzzleBoard puzzle_board(const Position& position) noexcept;

// What the statistics page shows: counts of puzzles and tries over the whole
// collection, per box, per kind of board, and per day on which tries were
// made. Plain numbers; the app words and draws them.
struct PuzzleStatistics {
    struct Board {
        PuzzleBoard board;
        int puzzles = 0;
        int solved = 0; // tries
        int failed = 0; // tries
    };
    struct Day {
        PuzzleDay day = 0;
        int solved = 0;
        int failed = 0;
    };

    int puzzles = 0;
    int never_tried = 0;                    // puzzles
    int due = 0;                            // puzzles due on the day asked about
    int tried = 0;                          // tries
    int solved = 0;                         // tries
    int failed = 0;                         // tries
    std::array<int, puzzle_boxes> in_box{}; // puzzles in boxes 1..6
    std::vector<Board> boards;              // sorted by board
    std::vector<Day> days;                  // sorted by day, only days with tries
};

[[nodiscard]] PuzzleStatistics puzzle_statistics(const std::vector<Puzzle>& puzzles, PuzzleDay day);

} // namespace ataxx

#pragma once

#include "game.h"
#include "pgn.h"
#include "puzzle/puzzle.h"
#include "review/explain.h"
#include "review/review.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx {

// How the right moves of a puzzle are found. Either a fixed depth (with one
// thread the same puzzles every time), or, when 0, a time for the search of
// the position; 0 for both searches two plies deeper than the review did.
struct PuzzleSettings {
    int depth = 0;
    int movetime_ms = 0;
    int threads = 1;
    std::size_t hash_megabytes = 16;
    // A move is right when its score is within this many hundredths of a piece
    // of the best move's, or when both are proven wins.
    int margin = 30;
};

// Turns the mistakes and blunders of a reviewed game into puzzles: for every
// move of the chosen sides that the review marked a mistake or a blunder, the
// position before it is searched again, deeper than the review did, and then
// every legal move there is searched one ply shallower, as the review searches
// the move played, so that all scores look as far ahead. The right moves are
// those within the margin of the best; a move the deeper search finds right
// after all, or which it finds loses less than a dubious move, makes no
// puzzle. The review's MoveReview values are taken as they are: the game is
// not reviewed again.
//
// One Search object serves all the positions of a maker, so with a depth and
// one thread a game gives the same puzzles every time.
class PuzzleMaker {
public:
    explicit PuzzleMaker(const PuzzleSettings& settings);

    // The puzzles of one game, in the order of its moves. `source` names the
    // game in each puzzle's id ("Anna vs Computer, 2026-11-26"), the move
    // number is added; `made` is the day the puzzles are first due.
    [[nodiscard]] std::vector<Puzzle> make(const Game& game, const std::vector<MoveReview>& review,
                                           const std::vector<Side>& sides, std::string_view source,
                                           PuzzleDay made,
                                           const std::function<bool()>& should_stop = {});

    // The puzzle of one reviewed move, or none when it makes none (not a
    // mistake or a blunder, or one the deeper search forgives).
    [[nodiscard]] std::optional<Puzzle> make_one(const Game& game, const MoveReview& review,
                                                 std::string_view source, PuzzleDay made,
                                                 const std::function<bool()>& should_stop = {});

private:
    PuzzleSettings m_settings;
    Search m_search;
};

// Why the move played in the game was worse, as the review explains a marked
// move (review/explain.h), from the puzzle's own searches: its best line and
// the line after the move played. Empty (main None) for a puzzle without the
// move played or whose loss a review would not mark.
[[nodiscard]] Explanation puzzle_explanation(const Puzzle& puzzle);

// The name of a game for puzzle ids, from its tags: "Black vs White, Event,
// Date", leaving out unknown ("?") and empty tags.
[[nodiscard]] std::string puzzle_source(const PgnGame& pgn);
// The same parts kept apart (Puzzle::source), the unknown ones empty.
[[nodiscard]] PuzzleSource puzzle_source_parts(const PgnGame& pgn);

} // namespace ataxx

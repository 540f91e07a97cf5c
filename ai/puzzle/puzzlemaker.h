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

// How the other right moves of a puzzle are found: the search's threads and
// table, and how close to the best a move must score to be right.
struct PuzzleSettings {
    int threads = 1;
    std::size_t hash_megabytes = 16;
    // A move is right when its score is within this many hundredths of a piece
    // of the best move's, or when both are proven wins.
    int margin = 30;
};

// Turns the mistakes and blunders of a reviewed game into puzzles: every move
// of the chosen sides that the review marked a mistake or a blunder becomes
// the puzzle of the position before it. The puzzle takes the review's
// findings as they are (MoveReview: the best move, both scores, the loss, the
// depth, the best line and the line after the move played), so that a puzzle
// and the review never disagree about a move in front of a person; the game
// is not reviewed again. A review read back from the game's notes
// (noted_review) has no lines: they are searched for after the best move and
// after the move played, one ply shallower, as the review searched the move
// played. Beyond that only the other right moves are searched for: every
// other legal move in the position after it at the review's depth less one,
// as the review searched the move played, and those within the margin of the
// review's best score are right too.
//
// One Search object serves all the positions of a maker, so with one thread
// a game gives the same puzzles every time.
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
    // mistake or a blunder, or a review that does not fit the game).
    [[nodiscard]] std::optional<Puzzle> make_one(const Game& game, const MoveReview& review,
                                                 std::string_view source, PuzzleDay made,
                                                 const std::function<bool()>& should_stop = {});

    // A person's answer to a puzzle, searched as the review searched the move
    // played: the position after it at the puzzle's depth less one (from a
    // fresh table, so the same answer gives the same findings), against the
    // puzzle's best move, score and line. The loss and the quality are the
    // answer's; an answer that is not legal there gets no score or line.
    [[nodiscard]] MoveReview review_answer(const Puzzle& puzzle, Move answer,
                                           const std::function<bool()>& should_stop = {});

private:
    PuzzleSettings m_settings;
    Search m_search;
};

// Why the move played in the game was worse, as the review explained it
// (review/explain.h), from the review's findings the puzzle keeps: its best
// line and the line after the move played. Empty (main None) for a puzzle without the
// move played or whose loss a review would not mark.
[[nodiscard]] Explanation puzzle_explanation(const Puzzle& puzzle);

// Why a person's answer (PuzzleMaker::review_answer) is worse than the best
// move, in the same facts: also for an answer that loses less than a dubious
// move. Empty for an answer that is right or not legal in the puzzle.
[[nodiscard]] Explanation answer_explanation(const Puzzle& puzzle, const MoveReview& answer);

// The name of a game for puzzle ids, from its tags: "Black vs White, Event,
// Date", leaving out unknown ("?") and empty tags.
[[nodiscard]] std::string puzzle_source(const PgnGame& pgn);
// The same parts kept apart (Puzzle::source), the unknown ones empty.
[[nodiscard]] PuzzleSource puzzle_source_parts(const PgnGame& pgn);

} // namespace ataxx

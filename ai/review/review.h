#pragma once

#include "game.h"
#include "search/search.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ataxx {

// How good a move was, by what it lost against the engine's best move at the
// same depth. A move with no choice (a forced pass, a lone legal move) is not
// judged.
enum class MoveQuality : std::uint8_t { Forced, Best, Good, Dubious, Mistake, Blunder };

// The loss, in hundredths of a piece, from which a move is dubious (?!), a
// mistake (?) and a blunder (??). A proven result counts as review_cap: a
// move that gives away a won game, or walks into a lost one, loses at least
// that much against a result that was still open, while a slower win than
// the quickest is no loss at all.
inline constexpr int review_dubious = 80;
inline constexpr int review_mistake = 180;
inline constexpr int review_blunder = 350;
inline constexpr int review_cap = 1500;

// The PGN glyph of a quality ($6, $2, $4; 0 for the others), and back.
[[nodiscard]] int quality_nag(MoveQuality quality) noexcept;
[[nodiscard]] MoveQuality quality_of_nag(int nag) noexcept;
// "?!", "?", "??", or empty.
[[nodiscard]] const char* quality_symbol(MoveQuality quality) noexcept;
[[nodiscard]] MoveQuality quality_of_loss(int loss) noexcept;
// A move's accuracy in percent: 100 for no loss, falling with every piece lost
// (100 * e^(-loss / 400): 78 for one piece, 61 for two, 37 for four).
[[nodiscard]] double move_accuracy(int loss) noexcept;

// What the review found for one move of a game.
struct MoveReview {
    int index = 0; // the move's index in the record (the ply it was played at)
    Move played;
    Move best;            // the engine's best move in the position before it
    int best_score = 0;   // for the side that moved, hundredths (see score_win)
    int played_score = 0; // the same after the move played
    int loss = 0;         // best_score - played_score, proven results at review_cap, >= 0
    int depth = 0;        // of the search of the position before the move
    MoveQuality quality = MoveQuality::Forced;
    // The principal variations of the searches: from the position before the
    // move (starting with `best`), and, when the move played was searched, from
    // the position after it (starting with the opponent's best reply). Empty
    // where no search gave one. The explanation (explain.h) reads them.
    std::vector<Move> best_line;
    std::vector<Move> reply_line;
};

// A score as a review's loss counts it: proven results at +/- review_cap,
// open ones within them.
[[nodiscard]] int review_capped(int score) noexcept;
// The keys of the game's positions before ply `ply`: the history a search of
// the position at that ply needs for its repetitions.
[[nodiscard]] std::vector<std::uint64_t> keys_before(const Game& game, int ply);

// A side's moves that had a choice: how many of each kind, and the average
// of their accuracies (100 when none was judged).
struct ReviewSummary {
    int judged = 0;
    int best = 0;
    int good = 0;
    int dubious = 0;
    int mistakes = 0;
    int blunders = 0;
    double accuracy = 100;
};

struct ReviewSettings {
    // A fixed depth (deterministic with one thread), or, when 0, a time per move.
    int depth = 0;
    int movetime_ms = 0;
    int threads = 1;
    std::size_t hash_megabytes = 16;
};

// The game review: our engine's Search at the same settings on the position
// before every move of a record. The position is searched at the settings'
// depth (or for its time, which gives a depth); when the move played is not
// the best one found, the position after it is searched one ply shallower,
// and the move's loss is the best move's score less the score of the move
// played. The best move therefore always loses 0; another move that scores
// as well (a transposition, a clone to an equal cell) is "good".
//
// One Search object serves a whole review, so its table carries from move to
// move: with a depth and one thread the review of a game is the same every time.
class GameReviewer {
public:
    explicit GameReviewer(const ReviewSettings& settings);

    // Reviews move `index` of the game; `should_stop` is asked during the searches.
    [[nodiscard]] MoveReview review_move(const Game& game, int index,
                                         const std::function<bool()>& should_stop = {});
    // Reviews every move of the game in order. `progress(done, total)` is called
    // after each; the review stops early (returning the moves reviewed so far)
    // when `should_stop` says so.
    [[nodiscard]] std::vector<MoveReview>
    review_game(const Game& game, const std::function<void(int, int)>& progress = {},
                const std::function<bool()>& should_stop = {});

private:
    ReviewSettings m_settings;
    Search m_search;
};

// The summary of one side's moves in a review.
[[nodiscard]] ReviewSummary summarize(const Game& game, const std::vector<MoveReview>& moves,
                                      Side side);

// The note a review gives a move: the glyph of a dubious move, a mistake or a
// blunder, with a comment such as "-1.60; best f5 +0.85; depth 4" (scores for
// the side that moved, as score_text writes them), followed by the sentences
// of its explanation (explain.h): "-1.60; best f5 +0.85; depth 4. After b5,
// White's d4b6 takes 4 pieces. f5 instead takes 3 pieces, b5 only 1." The
// other moves that had a choice get the figures alone, no glyph ("+0.30;
// best f5 +0.40; depth 4"), so that a saved review keeps every score the
// graph draws; a forced move gets no note.
[[nodiscard]] MoveNote review_note(const Game& game, const MoveReview& review);
// Writes a review into the game: the notes of the reviewed moves of the main
// line are replaced (review_note), and its lines are added (add_review_lines).
// The cursor stays where it was (where a line it stood in began, when that
// line was the review's own and is written again).
void annotate(Game& game, const std::vector<MoveReview>& moves);

// The review's lines, as lichess's computer analysis writes them: at every
// marked move of the main line (a glyph of quality_nag), a variation with the
// better move, its note the better move's score as the figures write it
// ("+0.85", for the side that moved, no glyph), followed by the search's line
// after it, review_line_plies moves in all at most. So a saved review shows
// in any PGN viewer what should have been played, and why; the marks and
// figures stay in the main line's notes, which are all that noted_review
// reads.
//
// A review's line is known by its look (is_review_line): a new review first
// deletes the ones an earlier review left at the moves it reviews, so that
// reviewing again replaces them rather than adding them twice. Variations a
// person made are left alone, and where one already begins with the better
// move, no line is added beside it. The moves' indices are the main line's;
// the cursor stays where it was, or, where it stood in a line deleted, goes
// to where that line began.
inline constexpr int review_line_plies = 8;
void add_review_lines(Game& game, const std::vector<MoveReview>& moves);
// Whether the variation that begins at `first` is a review's line: `first` is
// not the first of its parent's next moves, its note is a score alone (no
// glyph), and after it comes one line with no note and no branch. A line a
// person went on to change (a note, a branch) is theirs.
[[nodiscard]] bool is_review_line(const Game& game, NodeId first);
// The better move a marked move's note names ("best f5"), read in the
// position before the move; none when the move is not marked or the note
// names none that is legal there.
[[nodiscard]] std::optional<Move> better_move(const Game& game, int index);
// The score a note gives the position before move `index` ("best f5 +0.85":
// the best move's, for the side that moved); none when it gives none.
[[nodiscard]] std::optional<int> noted_best_score(const Game& game, int index);
// The review's findings as a reviewed game's notes keep them (review_note):
// for every move of the main line (whatever line the cursor is on; the
// variations, a review's lines among them, are not read) whose note has a
// review's figures, the move played, its
// score and the best move's, the best move, the depth, the loss and the
// quality (the glyph's, where the note has one; else the loss's, Best for
// none). The notes keep no lines: best_line and reply_line are empty. Empty
// for a game no review has annotated. What a person saw of a review is this,
// so what is made from a reviewed game (its puzzles, its figures in the
// library) reads it rather than searching again.
[[nodiscard]] std::vector<MoveReview> noted_review(const Game& game);
// A review's comment in its two parts: the figures ("-1.60; best f5 +0.85;
// depth 4") and the explanation's sentences after them (empty when it has
// none). A comment that does not end its figures with "; depth N" is all
// figures.
struct ReviewComment {
    std::string figures;
    std::string sentences;
};
[[nodiscard]] ReviewComment split_review_comment(const std::string& comment);

} // namespace ataxx

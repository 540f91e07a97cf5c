#pragma once

#include "game.h"
#include "review/review.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ataxx {

// The kinds of fact an explanation can lead with or add.
enum class ExplanationFact : std::uint8_t {
    None,
    // The move played loses by force (played_result, or at once when
    // ends_game); the better move still wins, keeps the game open or holds
    // out longer (better_result).
    Loses,
    // The better move wins by force in better_result moves; the move played
    // lets the win slip.
    MissesWin,
    // The move played is a jump that leaves a hole at `hole`, and the
    // opponent's reply lands in it, taking reply_takes pieces.
    HoleTaken,
    // The opponent's reply takes reply_takes pieces, from one of the
    // open_cells when it lands beside the move played.
    Reply,
    // The opponent's reply takes reply_takes pieces and leaves the mover no
    // move: it must pass.
    Pass,
    // The better move takes better_takes pieces (more than the move
    // played's played_takes), or leaves no hole where the move played left one.
    Better,
    // line_moves moves each on, the pieces down the better line against
    // those down the line of the move played: at least two pieces apart.
    Line,
    // Nothing above sets the moves apart, and both leave the mover well
    // behind (by two pieces or more): the better move loses less, by the
    // search's scores (better_score against played_score).
    LessBad,
    // Nothing above sets the moves apart: what the search found lies deeper
    // than the next few moves (depth plies, the better move ahead by the loss).
    Deeper,
};

// Why the review marked a move, as facts rather than words: the opponent's
// best reply after the move played and what it takes, the hole a jump leaves
// behind, what the better move takes, the pieces a few moves down both lines,
// the proven results. Everything comes from the game and the review's own
// searches (their principal variations, MoveReview::best_line and
// reply_line), so the same review gives the same explanation; no search runs
// here.
//
// `main` is the fact that tells most, `second` one that adds to it (or
// None). A fact is a reason only where it sets the two moves apart: the
// reply counts when the pieces after one move each differ by two or more
// (else the better move answers it in kind, and the line's later count
// tells instead), and the lines count when they are two pieces apart or
// more. The words are made elsewhere: explanation_text() in English for
// game files and the command line, the app with its translations, both from
// these fields.
struct Explanation {
    ExplanationFact main = ExplanationFact::None;
    ExplanationFact second = ExplanationFact::None;
    Side mover = Side::X;
    Move played = Move::none();
    int played_takes = 0;
    // The move played ended the game.
    bool ends_game = false;

    // The opponent's best reply after the move played (none when the game
    // ended or the review found none), what it takes, and whether it is a
    // jump that leaves a hole of its own (pieces of the opponent beside its
    // origin that the mover can reach).
    Move reply = Move::none();
    int reply_takes = 0;
    bool reply_leaves_hole = false;
    // The empty cells beside the move played where the opponent could take
    // as much as the reply does, the reply's among them (at most three, in
    // cell order); empty when the reply lands elsewhere or takes under two.
    std::vector<int> open_cells;
    // The mover has no move after the reply and must pass.
    bool pass_forced = false;

    // A jump's origin that the opponent can reach, with the mover's pieces
    // beside it (hole_exposed); -1 when the move played leaves no hole.
    int hole = -1;
    int hole_exposed = 0;

    // The review's better move, what it takes, and whether it is a jump
    // that leaves a hole.
    Move better = Move::none();
    int better_takes = 0;
    bool better_leaves_hole = false;

    // Proven results for the mover, in moves to the end (result_in_moves):
    // positive wins, negative loses, 0 open.
    int played_result = 0;
    int better_result = 0;

    // The pieces of the mover and of the opponent line_moves moves each
    // after the move (0: the lines are too short), down the better line and
    // down the line of the move played; line_moves is where the two are
    // furthest apart, at most four moves each.
    int line_moves = 0;
    int better_line_own = 0;
    int better_line_theirs = 0;
    int played_line_own = 0;
    int played_line_theirs = 0;

    // The review's scores for the mover (hundredths, see score_win), its
    // loss and its depth: what LessBad and Deeper say.
    int played_score = 0;
    int better_score = 0;
    int loss = 0;
    int depth = 0;
};

// The explanation of a marked move (dubious, mistake, blunder); an empty one
// (main None) for other moves and for a review that does not fit the game.
// Every marked move with a better move gets a main fact: where no capture,
// reply or count sets the two apart, LessBad or Deeper says so plainly.
[[nodiscard]] Explanation explain(const Game& game, const MoveReview& review);

// One or two short English sentences from an explanation, with moves as
// game files write them and sides as Black and White: "b5 leaves b6 and c6
// open: White's d4b6 takes 4 pieces. After 2 moves each, f2 leaves Black 9,
// White 5; b5 leaves Black 4, White 10." Each count is named by its side, so
// whose favour it is never hangs on the order of two numbers. Empty when
// it has nothing to say. Never holds '{', '}' or a line break, so it fits a
// PGN comment.
[[nodiscard]] std::string explanation_text(const Game& game, const Explanation& explanation);

} // namespace ataxx

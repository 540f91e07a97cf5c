#include "review/explain.h"

#include "notation.h"

#include <algorithm>
#include <cstdlib>

namespace ataxx {

namespace {

// How far down both lines their pieces are compared: far enough to see a
// reply, an answer and what follows, as far as a puzzle keeps its lines.
constexpr int line_window_plies = 8;

// The smallest gap in pieces that is a reason: a piece either way is noise.
constexpr int telling_gap = 2;

// A side's pieces less the other side's.
int lead(const Position& position, Side side) {
    return position.pieces(side).count() - position.pieces(!side).count();
}

// The mover's pieces that a jump leaves beside its emptied origin, when the
// opponent can reach that cell; 0 for a clone, a pass, or a hole nobody can
// use.
int hole_exposure(const Position& position, Move move) {
    if (!move.is_jump() || !position.is_legal(move)) return 0;
    const Geometry& geometry = position.geometry();
    const Position next = position.after(move);
    const Side mover = position.side_to_move();
    const int hole = move.from();
    if ((next.pieces(!mover) & geometry.reach(hole)).empty()) return 0;
    return (next.pieces(mover) & geometry.adjacent(hole)).count();
}

// The legal start of `line` from `position`, played: the positions after
// each of its moves.
std::vector<Position> follow(const Position& position, const std::vector<Move>& line) {
    std::vector<Position> positions;
    Position current = position;
    for (const Move move : line) {
        if (current.is_over() || !current.is_legal(move)) break;
        current.play(move);
        positions.push_back(current);
    }
    return positions;
}

// The proven result of a score in moves to the end, for the side it belongs to.
int proven_moves(int score) {
    return is_proven(score) ? result_in_moves(score) : 0;
}

const char* side_name(Side side) {
    return side == Side::X ? "Black" : "White";
}

std::string move_name(const Geometry& geometry, Move move) {
    return move.is_pass() ? std::string("pass") : move_to_string(geometry, move);
}

// "1 piece", "4 pieces"; "1 move", "3 moves".
std::string count_of(int count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

// "b6", "b6 and c6", "b6, c6 and d6".
std::string cell_list(const Geometry& geometry, const std::vector<int>& cells) {
    std::string text;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0) text += i + 1 == cells.size() ? " and " : ", ";
        text += geometry.name(cells[i]);
    }
    return text;
}

// Step 4 of explain. The opponent's reply: the first move of the search
// after the move played, what it takes and leaves, and the cells beside the
// move played where the opponent takes as much.
void explain_reply(Explanation& e, const Position& after, const MoveReview& review) {
    const Geometry& geometry = after.geometry();
    const Side mover = e.mover;
    if (!e.ends_game && !review.reply_line.empty()) {
        const Move reply = review.reply_line.front();
        if (!reply.is_pass() && after.is_legal(reply)) {
            e.reply = reply;
            e.reply_takes = after.captures(reply).count();
            e.reply_leaves_hole = hole_exposure(after, reply) > 0;
            const Position next = after.after(reply);
            e.pass_forced =
                !next.is_over() && next.side_to_move() == mover && !next.can_move(mover);
            // The cells beside the move played where the opponent takes as much.
            if (e.reply_takes >= 2 && !review.played.is_pass() &&
                geometry.adjacent(review.played.to()).contains(reply.to())) {
                const CellSet theirs = after.pieces(!mover);
                const CellSet ours = after.pieces(mover);
                std::vector<int> open;
                for (const int cell : geometry.adjacent(review.played.to()) & after.empty_cells())
                    if (cell != reply.to() && !(theirs & geometry.reach(cell)).empty() &&
                        (ours & geometry.adjacent(cell)).count() >= std::max(1, e.reply_takes))
                        open.push_back(cell);
                if (open.size() > 2) open.resize(2);
                open.push_back(reply.to());
                std::sort(open.begin(), open.end());
                e.open_cells = open;
            }
        }
    }
}

// Step 6 of explain. The facts that tell most: a proven result first, then
// what the reply does, then the lines and the better move. The reply tells
// only when the better move does not answer it in kind (the pieces after one
// move each differ); where the counts at once are even, the line tells what
// comes later. A gap of one piece tells nothing.
void choose_facts(Explanation& e, bool immediate_known, int immediate_gap, int line_gap) {
    const bool has_reply = !e.reply.is_none();
    const bool reply_tells = has_reply && (!immediate_known || immediate_gap >= telling_gap);
    const bool line_tells = e.line_moves > 0 && line_gap >= telling_gap;
    const bool better_tells = !e.better.is_none() && (e.better_takes > e.played_takes ||
                                                      (e.hole >= 0 && !e.better_leaves_hole));
    if (e.played_result < 0 && !e.better.is_none() &&
        (e.better_result >= 0 || e.better_result < e.played_result)) {
        e.main = ExplanationFact::Loses;
        if (has_reply && e.reply_takes > 0) e.second = ExplanationFact::Reply;
    } else if (e.better_result > 0 && e.played_result <= 0) {
        e.main = ExplanationFact::MissesWin;
        if (has_reply && e.reply_takes > 0) e.second = ExplanationFact::Reply;
    } else {
        if (has_reply && e.pass_forced && e.reply_takes > 0)
            e.main = ExplanationFact::Pass;
        else if (reply_tells && e.hole >= 0 && e.reply.to() == e.hole && e.reply_takes > 0)
            e.main = ExplanationFact::HoleTaken;
        else if (reply_tells && e.reply_takes >= 2)
            e.main = ExplanationFact::Reply;
        else if (line_tells)
            e.main = ExplanationFact::Line;
        else if (reply_tells && e.reply_takes > 0)
            e.main = ExplanationFact::Reply;
        else if (better_tells)
            e.main = ExplanationFact::Better;

        // After the line's count, the better move's; after a reply, the
        // line's count or the better move's.
        if (e.main == ExplanationFact::Line)
            e.second = better_tells ? ExplanationFact::Better : ExplanationFact::None;
        else if (e.main == ExplanationFact::Better)
            e.second = ExplanationFact::None;
        else if (e.main != ExplanationFact::None)
            e.second = line_tells     ? ExplanationFact::Line
                       : better_tells ? ExplanationFact::Better
                                      : ExplanationFact::None;
    }
}

} // namespace

Explanation explain(const Game& game, const MoveReview& review) {
    Explanation e;
    const int index = review.index;
    if (index < 0 || index >= game.length() || quality_nag(review.quality) == 0 ||
        game.move_at(index) != review.played)
        return e;
    const Position& before = game.position_at(index);
    const Position& after = game.position_at(index + 1);
    const Side mover = before.side_to_move();

    // 1. The move played, and what it leaves behind.
    e.mover = mover;
    e.played = review.played;
    e.played_takes = before.captures(review.played).count();
    e.hole_exposed = hole_exposure(before, review.played);
    if (e.hole_exposed > 0) e.hole = review.played.from();

    // 2. The better move.
    if (!review.best.is_none() && review.best != review.played && before.is_legal(review.best)) {
        e.better = review.best;
        e.better_takes = before.captures(review.best).count();
        e.better_leaves_hole = hole_exposure(before, review.best) > 0;
    }

    // 3. Proven results: the game's own end when the move ended it, else the
    // searches' scores.
    const GameResult over = after.result();
    e.ends_game = over.over();
    if (e.ends_game) {
        const Outcome won = mover == Side::X ? Outcome::XWins : Outcome::OWins;
        const Outcome lost = mover == Side::X ? Outcome::OWins : Outcome::XWins;
        e.played_result = over.outcome == won ? 1 : over.outcome == lost ? -1 : 0;
    } else {
        e.played_result = proven_moves(review.played_score);
    }
    e.better_result = e.better.is_none() ? 0 : proven_moves(review.best_score);

    // 4. The opponent's reply.
    explain_reply(e, after, review);

    // 5. The pieces down both lines, after as many moves each as shows the
    // widest gap between them (the first such); the gap after one move each
    // is what the reply and the better move do at once.
    bool immediate_known = false;
    int immediate_gap = 0;
    int line_gap = 0;
    if (!e.better.is_none() && !review.best_line.empty() && review.best_line.front() == e.better) {
        const std::vector<Position> best = follow(before, review.best_line);
        const std::vector<Position> played = follow(after, review.reply_line);
        const int most = std::min({static_cast<int>(best.size()),
                                   1 + static_cast<int>(played.size()), line_window_plies});
        for (int plies = 2; plies <= most; plies += 2) {
            const Position& b = best[static_cast<std::size_t>(plies - 1)];
            const Position& p = played[static_cast<std::size_t>(plies - 2)];
            const int gap = lead(b, mover) - lead(p, mover);
            if (plies == 2) {
                immediate_known = true;
                immediate_gap = gap;
            }
            if (e.line_moves > 0 && gap <= line_gap) continue;
            line_gap = gap;
            e.line_moves = plies / 2;
            e.better_line_own = b.pieces(mover).count();
            e.better_line_theirs = b.pieces(!mover).count();
            e.played_line_own = p.pieces(mover).count();
            e.played_line_theirs = p.pieces(!mover).count();
        }
    }

    // 6. The facts that tell most.
    choose_facts(e, immediate_known, immediate_gap, line_gap);
    return e;
}

namespace {

std::string sentence(const Geometry& geometry, const Explanation& e, ExplanationFact fact,
                     bool leading) {
    const std::string played = move_name(geometry, e.played);
    const std::string better = e.better.is_none() ? std::string() : move_name(geometry, e.better);
    const std::string reply = e.reply.is_none() ? std::string() : move_name(geometry, e.reply);
    const std::string mover = side_name(e.mover);
    const std::string opponent = side_name(!e.mover);
    const std::string takes = count_of(e.reply_takes, "piece", "pieces");
    switch (fact) {
    case ExplanationFact::None:
        break;
    case ExplanationFact::Loses: {
        std::string text = e.ends_game ? played + " ends the game, and " + mover + " loses"
                                       : played + " loses by force in " +
                                             count_of(-e.played_result, "move", "moves");
        if (e.better_result > 0)
            text += "; " + better + " still wins";
        else if (e.better_result == 0)
            text += "; " + better + " keeps the game open";
        else
            text += "; " + better + " holds out longer";
        return text + ".";
    }
    case ExplanationFact::MissesWin:
        return better + " wins by force in " + count_of(e.better_result, "move", "moves") + "; " +
               played + " lets the win slip.";
    case ExplanationFact::HoleTaken:
        return "The jump from " + geometry.name(e.hole) + " leaves a hole: " + opponent + "'s " +
               reply + " lands in it and takes " + takes + ".";
    case ExplanationFact::Pass:
        return "After " + played + ", " + opponent + "'s " + reply + " takes " + takes + " and " +
               mover + " must pass.";
    case ExplanationFact::Reply: {
        if (!leading) return opponent + "'s reply " + reply + " takes " + takes + ".";
        std::string text =
            e.open_cells.empty()
                ? "After " + played + ", " + opponent + "'s " + reply + " takes " + takes
                : played + " leaves " + cell_list(geometry, e.open_cells) + " open: " + opponent +
                      "'s " + reply + " takes " + takes;
        if (e.reply.is_jump() && !e.reply_leaves_hole) text += " and the jump leaves no hole";
        return text + ".";
    }
    case ExplanationFact::Better: {
        if (e.better_takes == 0) return better + " instead leaves no hole.";
        const std::string text =
            better + " instead takes " + count_of(e.better_takes, "piece", "pieces");
        if (e.hole >= 0 && !e.better_leaves_hole) return text + " and leaves no hole.";
        // Against the move played's own count, so that it is not read
        // against the reply's.
        if (e.played_takes == 0) return text + ", " + played + " none.";
        return text + ", " + played + " only " + std::to_string(e.played_takes) + ".";
    }
    case ExplanationFact::Line: {
        // Each count with its side's name, the mover's first.
        const auto count = [&](int own, int theirs) {
            return mover + " " + std::to_string(own) + ", " + opponent + " " +
                   std::to_string(theirs);
        };
        return "After " + count_of(e.line_moves, "move", "moves") + " each, " + better +
               " leaves " + count(e.better_line_own, e.better_line_theirs) + "; " + played +
               " leaves " + count(e.played_line_own, e.played_line_theirs) + ".";
    }
    }
    return {};
}

} // namespace

std::string explanation_text(const Game& game, const Explanation& explanation) {
    if (explanation.main == ExplanationFact::None) return {};
    const Geometry& geometry = game.start_position().geometry();
    std::string text = sentence(geometry, explanation, explanation.main, true);
    const std::string more = sentence(geometry, explanation, explanation.second, false);
    if (!text.empty() && !more.empty()) text += " ";
    text += more;
    // A sentence is made of names, numbers and words; nothing in it may close
    // a PGN comment or break its line.
    std::erase_if(text, [](char c) { return c == '{' || c == '}' || c == '\n' || c == '\r'; });
    return text;
}

} // namespace ataxx

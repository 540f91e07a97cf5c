#include "puzzle/puzzlemaker.h"

#include <algorithm>

namespace ataxx {

namespace {

// The score of a position that is over, for the side that just moved into it.
int ended_score(const GameResult& over, Side mover) {
    const Outcome won = mover == Side::X ? Outcome::XWins : Outcome::OWins;
    const Outcome lost = mover == Side::X ? Outcome::OWins : Outcome::XWins;
    if (over.outcome == won) return score_win - 1;
    if (over.outcome == lost) return -(score_win - 1);
    return 0;
}

// Adds the moves of `line`, played from `from`, to `out` while they are legal,
// the game goes on and `out` holds fewer than puzzle_line_plies.
void append_legal(std::vector<Move>& out, Position from, const std::vector<Move>& line) {
    for (const Move move : line) {
        if (static_cast<int>(out.size()) >= puzzle_line_plies || from.result().over() ||
            !from.is_legal(move))
            break;
        out.push_back(move);
        from = from.after(move);
    }
}

// The explanation of a move in the puzzle's position, as the review's.
Explanation explain_move(const Puzzle& puzzle, MoveReview review) {
    Game game(puzzle.position);
    if (review.played.is_none() || review.best.is_none() || !game.play(review.played)) return {};
    review.index = 0;
    return explain(game, review);
}

struct Scored {
    Move move;
    int score = 0;
};

} // namespace

PuzzleMaker::PuzzleMaker(const PuzzleSettings& settings)
    : m_settings(settings)
    , m_search(settings.hash_megabytes) {
    m_search.set_threads(std::max(1, settings.threads));
}

std::vector<Puzzle> PuzzleMaker::make(const Game& game, const std::vector<MoveReview>& review,
                                      const std::vector<Side>& sides, std::string_view source,
                                      PuzzleDay made, const std::function<bool()>& should_stop) {
    std::vector<Puzzle> puzzles;
    m_search.new_game();
    for (const MoveReview& move : review) {
        if (should_stop && should_stop()) break;
        if (move.index < 0 || move.index >= game.length()) continue;
        const Side mover = game.position_at(move.index).side_to_move();
        if (std::find(sides.begin(), sides.end(), mover) == sides.end()) continue;
        std::optional<Puzzle> puzzle = make_one(game, move, source, made, should_stop);
        if (should_stop && should_stop()) break;
        if (puzzle) puzzles.push_back(std::move(*puzzle));
    }
    return puzzles;
}

std::optional<Puzzle> PuzzleMaker::make_one(const Game& game, const MoveReview& review,
                                            std::string_view source, PuzzleDay made,
                                            const std::function<bool()>& should_stop) {
    if (review.quality != MoveQuality::Mistake && review.quality != MoveQuality::Blunder)
        return std::nullopt;
    if (review.index < 0 || review.index >= game.length() ||
        game.move_at(review.index) != review.played)
        return std::nullopt;
    const Position& before = game.position_at(review.index);
    if (review.best.is_none() || review.best == review.played || !before.is_legal(review.best))
        return std::nullopt;
    const Side mover = before.side_to_move();

    // 1. The review's findings, as they are: the best move, both scores, the
    // loss, the depth and both lines.
    Puzzle puzzle;
    puzzle.position = before;
    puzzle.played = review.played;
    puzzle.best_score = review.best_score;
    puzzle.played_score = review.played_score;
    puzzle.loss = review.loss;
    puzzle.depth = review.depth;
    puzzle.right.push_back(review.best);
    puzzle.line.push_back(review.best);
    std::vector<std::uint64_t> history = keys_before(game, review.index);
    history.push_back(before.key());
    // A review read back from a game's notes (noted_review) keeps no lines:
    // each is searched for after its first move, as the review searched the
    // move played; the scores and the marks stay the review's.
    const auto line_after = [&](Move first) {
        const Position after = before.after(first);
        if (after.result().over()) return std::vector<Move>{};
        SearchLimits limits;
        limits.depth = std::max(1, review.depth - 1);
        return m_search.run(after, history, limits, {}, should_stop).info.pv;
    };
    if (!review.best_line.empty() && review.best_line.front() == review.best)
        append_legal(puzzle.line, before.after(review.best),
                     {review.best_line.begin() + 1, review.best_line.end()});
    else if (review.best_line.empty())
        append_legal(puzzle.line, before.after(review.best), line_after(review.best));
    append_legal(puzzle.played_line, game.position_at(review.index + 1),
                 review.reply_line.empty() ? line_after(review.played) : review.reply_line);

    // 2. The other legal moves, each by the search of the position after it
    // as the review searched the move played (one ply shallower than the
    // position, a move that ends the game by its result); those within the
    // margin of the review's best score are right too, best first.
    const int best = review.best_score;
    const bool winning = is_proven(best) && best > 0;
    const auto right = [&](int score) {
        return winning ? is_proven(score) && score > 0 : score >= best - m_settings.margin;
    };
    MoveList moves;
    before.generate(moves);
    std::vector<Scored> others;
    for (const Move move : moves) {
        if (move == review.best || move == review.played) continue;
        if (should_stop && should_stop()) return std::nullopt;
        const Position after = before.after(move);
        const GameResult over = after.result();
        int score = 0;
        if (over.over()) {
            score = ended_score(over, mover);
        } else {
            SearchLimits limits;
            limits.depth = std::max(1, review.depth - 1);
            score = -m_search.run(after, history, limits, {}, should_stop).info.score;
        }
        if (right(score)) others.push_back({move, score});
    }
    std::stable_sort(others.begin(), others.end(),
                     [](const Scored& a, const Scored& b) { return a.score > b.score; });
    for (const Scored& move : others) puzzle.right.push_back(move.move);

    std::string id(source);
    if (!id.empty()) id += ", ";
    id += "move " + std::to_string(before.fullmove_number()) + (mover == Side::O ? "..." : "");
    puzzle.id = std::move(id);
    puzzle.record.due = made;
    return puzzle;
}

MoveReview PuzzleMaker::review_answer(const Puzzle& puzzle, Move answer,
                                      const std::function<bool()>& should_stop) {
    MoveReview review;
    review.played = answer;
    review.best = puzzle.right.empty() ? Move::none() : puzzle.right.front();
    review.best_score = puzzle.best_score;
    review.best_line = best_line(puzzle);
    review.depth = puzzle.depth;
    const Position& before = puzzle.position;
    if (!before.is_legal(answer)) return review;
    const Position after = before.after(answer);
    const GameResult over = after.result();
    if (over.over()) {
        review.played_score = ended_score(over, before.side_to_move());
    } else {
        SearchLimits limits;
        limits.depth = std::max(1, puzzle.depth - 1);
        m_search.new_game();
        SearchInfo info = m_search.run(after, {before.key()}, limits, {}, should_stop).info;
        review.played_score = -info.score;
        review.reply_line = std::move(info.pv);
    }
    review.loss =
        std::max(0, review_capped(review.best_score) - review_capped(review.played_score));
    review.quality = quality_of_loss(review.loss);
    return review;
}

Explanation puzzle_explanation(const Puzzle& puzzle) {
    MoveReview review;
    review.played = puzzle.played;
    review.best = puzzle.right.empty() ? Move::none() : puzzle.right.front();
    review.best_score = puzzle.best_score;
    review.played_score = puzzle.played_score;
    review.loss = puzzle.loss;
    review.depth = puzzle.depth;
    review.quality = quality_of_loss(puzzle.loss);
    review.best_line = best_line(puzzle);
    review.reply_line = puzzle.played_line;
    return explain_move(puzzle, review);
}

Explanation answer_explanation(const Puzzle& puzzle, const MoveReview& answer) {
    if (is_right(puzzle, answer.played)) return {};
    MoveReview review = answer;
    // Every wrong answer is explained, also one a review would not mark.
    if (quality_nag(review.quality) == 0) review.quality = MoveQuality::Dubious;
    return explain_move(puzzle, review);
}

PuzzleSource puzzle_source_parts(const PgnGame& pgn) {
    // A name is unknown as "?", an event or a date with any '?' ("2026.??.??").
    const auto known = [&pgn](const char* name, bool whole) {
        std::string value = pgn.tag(name);
        const bool unknown = whole ? value == "?" : value.find('?') != std::string::npos;
        return unknown ? std::string() : value;
    };
    PuzzleSource source{known("Black", true), known("White", true), known("Event", false),
                        known("Date", false)};
    std::replace(source.date.begin(), source.date.end(), '.', '-');
    return source;
}

std::string puzzle_source(const PgnGame& pgn) {
    const PuzzleSource parts = puzzle_source_parts(pgn);
    std::string source;
    const auto named = [](const std::string& name) { return name.empty() ? "?" : name; };
    if (!parts.black.empty() || !parts.white.empty())
        source = named(parts.black) + " vs " + named(parts.white);
    for (const std::string& value : {parts.event, parts.date}) {
        if (value.empty()) continue;
        if (!source.empty()) source += ", ";
        source += value;
    }
    return source;
}

} // namespace ataxx

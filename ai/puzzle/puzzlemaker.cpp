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

struct Scored {
    Move move;
    int score = 0;
    std::vector<Move> pv; // the best line after the move
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
    const Side mover = before.side_to_move();
    std::vector<std::uint64_t> history = keys_before(game, review.index);

    // 1. The depth: two plies beyond the review's, a fixed one, or what the
    // time allows for the position itself.
    int depth = m_settings.depth > 0 ? m_settings.depth : review.depth + 2;
    if (m_settings.depth <= 0 && m_settings.movetime_ms > 0) {
        SearchLimits limits;
        limits.movetime_ms = m_settings.movetime_ms;
        depth = m_search.run(before, history, limits, {}, should_stop).info.depth;
    }
    depth = std::max(depth, 2);

    // 2. Every legal move, by the search of the position after it one ply
    // shallower (a move that ends the game by its result).
    history.push_back(before.key());
    MoveList moves;
    before.generate(moves);
    std::vector<Scored> scored;
    for (const Move move : moves) {
        if (should_stop && should_stop()) return std::nullopt;
        const Position after = before.after(move);
        const GameResult over = after.result();
        Scored move_score{move, 0, {}};
        if (over.over()) {
            move_score.score = ended_score(over, mover);
        } else {
            SearchLimits limits;
            limits.depth = depth - 1;
            SearchInfo info = m_search.run(after, history, limits, {}, should_stop).info;
            move_score.score = -info.score;
            move_score.pv = std::move(info.pv);
        }
        scored.push_back(std::move(move_score));
    }
    if (scored.size() < 2) return std::nullopt;
    std::stable_sort(scored.begin(), scored.end(),
                     [](const Scored& a, const Scored& b) { return a.score > b.score; });

    // 3. The right moves: as good as the best within the margin, or a proven
    // win as the best is.
    const int best = scored.front().score;
    const bool winning = is_proven(best) && best > 0;
    const auto right = [&](int score) {
        return winning ? is_proven(score) && score > 0 : score >= best - m_settings.margin;
    };
    Puzzle puzzle;
    puzzle.position = before;
    puzzle.played = review.played;
    puzzle.best_score = best;
    puzzle.depth = depth;
    int played_score = best;
    for (const Scored& move : scored) {
        if (move.move == review.played) {
            played_score = move.score;
            append_legal(puzzle.played_line, before.after(move.move), move.pv);
        }
        if (right(move.score)) puzzle.right.push_back(move.move);
    }
    puzzle.played_score = played_score;
    // The best line: the best move and the search's line after it, as far as
    // it is legal and the game goes on.
    puzzle.line.push_back(scored.front().move);
    append_legal(puzzle.line, before.after(scored.front().move), scored.front().pv);
    puzzle.loss = std::max(0, review_capped(best) - review_capped(played_score));
    if (is_right(puzzle, review.played) || puzzle.loss < review_dubious) return std::nullopt;

    std::string id(source);
    if (!id.empty()) id += ", ";
    id += "move " + std::to_string(before.fullmove_number()) + (mover == Side::O ? "..." : "");
    puzzle.id = std::move(id);
    puzzle.record.due = made;
    return puzzle;
}

Explanation puzzle_explanation(const Puzzle& puzzle) {
    Game game(puzzle.position);
    if (puzzle.played.is_none() || puzzle.right.empty() || !game.play(puzzle.played)) return {};
    MoveReview review;
    review.index = 0;
    review.played = puzzle.played;
    review.best = puzzle.right.front();
    review.best_score = puzzle.best_score;
    review.played_score = puzzle.played_score;
    review.loss = puzzle.loss;
    review.depth = puzzle.depth;
    review.quality = quality_of_loss(puzzle.loss);
    review.best_line = best_line(puzzle);
    review.reply_line = puzzle.played_line;
    return explain(game, review);
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

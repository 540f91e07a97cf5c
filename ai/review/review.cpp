#include "review/review.h"

#include "review/explain.h"

#include "notation.h"
#include "search/scoretext.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string_view>
#include <utility>

namespace ataxx {

int quality_nag(MoveQuality quality) noexcept {
    switch (quality) {
    case MoveQuality::Dubious:
        return 6;
    case MoveQuality::Mistake:
        return 2;
    case MoveQuality::Blunder:
        return 4;
    case MoveQuality::Forced:
    case MoveQuality::Best:
    case MoveQuality::Good:
        break;
    }
    return 0;
}

MoveQuality quality_of_nag(int nag) noexcept {
    switch (nag) {
    case 6:
        return MoveQuality::Dubious;
    case 2:
        return MoveQuality::Mistake;
    case 4:
        return MoveQuality::Blunder;
    default:
        return MoveQuality::Good;
    }
}

const char* quality_symbol(MoveQuality quality) noexcept {
    switch (quality) {
    case MoveQuality::Dubious:
        return "?!";
    case MoveQuality::Mistake:
        return "?";
    case MoveQuality::Blunder:
        return "??";
    case MoveQuality::Forced:
    case MoveQuality::Best:
    case MoveQuality::Good:
        break;
    }
    return "";
}

MoveQuality quality_of_loss(int loss) noexcept {
    if (loss >= review_blunder) return MoveQuality::Blunder;
    if (loss >= review_mistake) return MoveQuality::Mistake;
    if (loss >= review_dubious) return MoveQuality::Dubious;
    return MoveQuality::Good;
}

double move_accuracy(int loss) noexcept {
    return 100.0 * std::exp(-std::max(loss, 0) / 400.0);
}

int review_capped(int score) noexcept {
    if (is_proven(score)) return score > 0 ? review_cap : -review_cap;
    return std::clamp(score, -review_cap + 1, review_cap - 1);
}

std::vector<std::uint64_t> keys_before(const Game& game, int ply) {
    std::vector<std::uint64_t> keys;
    keys.reserve(static_cast<std::size_t>(ply));
    for (int i = 0; i < ply; ++i) keys.push_back(game.position_at(i).key());
    return keys;
}

GameReviewer::GameReviewer(const ReviewSettings& settings)
    : m_settings(settings)
    , m_search(settings.hash_megabytes) {
    m_search.set_threads(std::max(1, settings.threads));
}

MoveReview GameReviewer::review_move(const Game& game, int index,
                                     const std::function<bool()>& should_stop) {
    MoveReview review;
    review.index = index;
    review.played = game.move_at(index);
    const Position& before = game.position_at(index);
    if (before.count_moves() <= 1) {
        review.best = review.played;
        review.quality = MoveQuality::Forced;
        return review;
    }

    // 1. The position before the move, at the settings' depth or time.
    SearchLimits limits;
    limits.depth = m_settings.depth;
    limits.movetime_ms = m_settings.depth > 0 ? 0 : std::max(1, m_settings.movetime_ms);
    const Search::Result root =
        m_search.run(before, keys_before(game, index), limits, {}, should_stop);
    review.best = root.best;
    review.best_score = root.info.score;
    review.best_line = root.info.pv;
    review.depth = root.info.depth;
    if (root.best == review.played) {
        review.played_score = review.best_score;
        review.quality = MoveQuality::Best;
        return review;
    }

    // 2. The position after the move played, one ply shallower, so that both
    // scores look as far ahead.
    const Position& after = game.position_at(index + 1);
    const GameResult over = after.result();
    if (over.over()) {
        // The move ended the game: its score is the result itself.
        const Side mover = before.side_to_move();
        const bool won = (over.outcome == Outcome::XWins && mover == Side::X) ||
                         (over.outcome == Outcome::OWins && mover == Side::O);
        const bool lost = (over.outcome == Outcome::XWins && mover == Side::O) ||
                          (over.outcome == Outcome::OWins && mover == Side::X);
        review.played_score = won ? score_win - 1 : lost ? -(score_win - 1) : 0;
    } else if (review.depth <= 1) {
        // No deeper search was finished: the quiet evaluation of a one-ply look.
        SearchLimits one;
        one.depth = 1;
        const Search::Result child =
            m_search.run(after, keys_before(game, index + 1), one, {}, should_stop);
        review.played_score = -child.info.score;
        review.reply_line = child.info.pv;
    } else {
        SearchLimits child_limits;
        child_limits.depth = review.depth - 1;
        const Search::Result child =
            m_search.run(after, keys_before(game, index + 1), child_limits, {}, should_stop);
        review.played_score = -child.info.score;
        review.reply_line = child.info.pv;
    }
    // A proven win stays a win: a slower one loses nothing.
    review.loss =
        std::max(0, review_capped(review.best_score) - review_capped(review.played_score));
    review.quality = quality_of_loss(review.loss);
    return review;
}

std::vector<MoveReview> GameReviewer::review_game(const Game& game,
                                                  const std::function<void(int, int)>& progress,
                                                  const std::function<bool()>& should_stop) {
    std::vector<MoveReview> moves;
    m_search.new_game();
    for (int i = 0; i < game.length(); ++i) {
        if (should_stop && should_stop()) break;
        MoveReview review = review_move(game, i, should_stop);
        if (should_stop && should_stop()) break;
        moves.push_back(review);
        if (progress) progress(i + 1, game.length());
    }
    return moves;
}

ReviewSummary summarize(const Game& game, const std::vector<MoveReview>& moves, Side side) {
    ReviewSummary summary;
    double total = 0;
    for (const MoveReview& review : moves) {
        if (review.index < 0 || review.index >= game.length() ||
            game.position_at(review.index).side_to_move() != side ||
            review.quality == MoveQuality::Forced)
            continue;
        ++summary.judged;
        total += move_accuracy(review.loss);
        switch (review.quality) {
        case MoveQuality::Best:
            ++summary.best;
            break;
        case MoveQuality::Good:
            ++summary.good;
            break;
        case MoveQuality::Dubious:
            ++summary.dubious;
            break;
        case MoveQuality::Mistake:
            ++summary.mistakes;
            break;
        case MoveQuality::Blunder:
            ++summary.blunders;
            break;
        case MoveQuality::Forced:
            break;
        }
    }
    if (summary.judged > 0) summary.accuracy = total / summary.judged;
    return summary;
}

MoveNote review_note(const Game& game, const MoveReview& review) {
    MoveNote note;
    note.nag = quality_nag(review.quality);
    if (review.quality == MoveQuality::Forced) return note;
    const Geometry& geometry = game.start_position().geometry();
    note.comment = score_text(review.played_score) + "; best " +
                   move_to_string(geometry, review.best) + " " + score_text(review.best_score) +
                   "; depth " + std::to_string(review.depth);
    if (note.nag == 0) return note;
    const std::string sentences = explanation_text(game, explain(game, review));
    if (!sentences.empty()) note.comment += ". " + sentences;
    return note;
}

namespace {

// Where the board stands in a game: the cursor and the end of its line. Going
// back to the cursor alone would not do: from a node of the line the cursor
// is on, go_to_node keeps that line.
struct Place {
    NodeId line_end;
    NodeId cursor;
};

Place place_of(const Game& game) {
    return {game.node_at(game.length()), game.current_node()};
}

void go_back(Game& game, const Place& place) {
    game.go_to_node(place.line_end);
    game.go_to_node(place.cursor);
}

} // namespace

void annotate(Game& game, const std::vector<MoveReview>& moves) {
    add_review_lines(game, moves);
    // The notes, on the main line: the explanations read the positions of
    // the line the cursor is on.
    const Place place = place_of(game);
    game.go_to_node(game.main_line_end());
    for (const MoveReview& review : moves)
        if (review.index >= 0 && review.index < game.length())
            game.set_note(review.index, review_note(game, review));
    go_back(game, place);
}

namespace {

// The main line's nodes: the root, then the node after each move.
std::vector<NodeId> main_line_nodes(const Game& game) {
    std::vector<NodeId> nodes{Game::root};
    while (!game.children(nodes.back()).empty())
        nodes.push_back(game.children(nodes.back()).front());
    return nodes;
}

// Whether a review marked the move (a glyph) and names a better move that can
// begin a line in the position before it.
bool has_review_line(const Game& game, const std::vector<NodeId>& line, const MoveReview& review) {
    if (quality_nag(review.quality) == 0 || review.index < 0 ||
        review.index + 1 >= static_cast<int>(line.size()))
        return false;
    const NodeId before = line[static_cast<std::size_t>(review.index)];
    return !review.best.is_none() &&
           review.best != game.move_of(line[static_cast<std::size_t>(review.index) + 1]) &&
           game.position_of(before).is_legal(review.best);
}

} // namespace

bool is_review_line(const Game& game, NodeId first) {
    if (first == Game::root || !game.contains(first)) return false;
    const std::vector<NodeId>& siblings = game.children(game.parent(first));
    if (siblings.empty() || siblings.front() == first) return false;
    const MoveNote& note = game.note_of(first);
    if (note.nag != 0 || !read_score_text(note.comment)) return false;
    for (NodeId node = first;;) {
        const std::vector<NodeId>& next = game.children(node);
        if (next.empty()) return true;
        if (next.size() > 1 || !game.note_of(next.front()).empty()) return false;
        node = next.front();
    }
}

void add_review_lines(Game& game, const std::vector<MoveReview>& moves) {
    const std::vector<NodeId> line = main_line_nodes(game);
    const auto before = [&line](const MoveReview& review) {
        return line[static_cast<std::size_t>(review.index)];
    };

    // 1. The lines an earlier review left at the moves reviewed now go, those
    // of moves no longer marked too.
    for (const MoveReview& review : moves) {
        if (review.index < 0 || review.index + 1 >= static_cast<int>(line.size())) continue;
        std::vector<NodeId> old;
        for (const NodeId child : game.children(before(review)))
            if (is_review_line(game, child)) old.push_back(child);
        for (const NodeId first : old) game.delete_variation(first);
    }
    const Place place = place_of(game);

    // 2. The better move with its score, then the search's line after it, as
    // far as it goes legally.
    for (const MoveReview& review : moves) {
        if (!has_review_line(game, line, review)) continue;
        const std::vector<NodeId>& next = game.children(before(review));
        if (std::any_of(next.begin(), next.end(),
                        [&](NodeId child) { return game.move_of(child) == review.best; }))
            continue; // a person's line already shows it
        game.go_to_node(before(review));
        if (!game.play(review.best)) continue;
        game.set_note_of(game.current_node(), {0, score_text(review.best_score)});
        if (review.best_line.empty() || review.best_line.front() != review.best) continue;
        const std::size_t plies =
            std::min(review.best_line.size(), static_cast<std::size_t>(review_line_plies));
        for (std::size_t i = 1; i < plies; ++i)
            if (!game.play(review.best_line[i])) break;
    }
    go_back(game, place);
}

namespace {

// The words after "best " in a review's note: the move and its score ("f5",
// "+0.85"); empty where the note has none.
std::pair<std::string_view, std::string_view> best_words(std::string_view comment) {
    constexpr std::string_view key = "best ";
    const std::size_t at = comment.find(key);
    if (at == std::string_view::npos) return {};
    const auto word = [&comment](std::size_t begin) {
        std::size_t end = begin;
        while (end < comment.size() && comment[end] != ' ' && comment[end] != ';') ++end;
        return comment.substr(begin, end - begin);
    };
    const std::string_view move = word(at + key.size());
    const std::size_t after = at + key.size() + move.size();
    if (after >= comment.size() || comment[after] != ' ') return {move, {}};
    return {move, word(after + 1)};
}

} // namespace

std::optional<Move> better_move(const Game& game, int index) {
    // Only a marked move's note names a better one; the others' figures name
    // the engine's choice, which may be the move played.
    if (index < 0 || index >= game.length() || game.note_at(index).nag == 0) return std::nullopt;
    const std::string_view text = best_words(game.note_at(index).comment).first;
    if (text.empty()) return std::nullopt;
    const Position& before = game.position_at(index);
    const auto move = read_move(before, text);
    if (!move || !before.is_legal(*move)) return std::nullopt;
    return *move;
}

std::optional<int> noted_best_score(const Game& game, int index) {
    if (index < 0 || index >= game.length()) return std::nullopt;
    const std::string_view score = best_words(game.note_at(index).comment).second;
    if (score.empty()) return std::nullopt;
    return read_score_text(score);
}

std::vector<MoveReview> noted_review(const Game& game) {
    std::vector<MoveReview> moves;
    const std::vector<NodeId> line = main_line_nodes(game);
    for (int index = 0; index + 1 < static_cast<int>(line.size()); ++index) {
        const NodeId node = line[static_cast<std::size_t>(index) + 1];
        const MoveNote& note = game.note_of(node);
        if (note.comment.empty()) continue;
        // "-1.60; best f5 +0.85; depth 4", then any sentences.
        const std::string figures = split_review_comment(note.comment).figures;
        const std::optional<int> played =
            read_score_text(std::string_view(figures).substr(0, figures.find(';')));
        const auto [best_text, best_score_text] = best_words(note.comment);
        const std::optional<int> best_score = read_score_text(best_score_text);
        constexpr std::string_view depth_key = "; depth ";
        const std::size_t depth_at = figures.find(depth_key);
        if (!played || !best_score || depth_at == std::string::npos) continue;
        const Position& before = game.position_of(game.parent(node));
        const auto best = read_move(before, best_text);
        if (!best || !before.is_legal(*best)) continue;
        MoveReview move;
        move.index = index;
        move.played = game.move_of(node);
        move.best = *best;
        move.played_score = *played;
        move.best_score = *best_score;
        move.loss = std::max(0, review_capped(*best_score) - review_capped(*played));
        move.depth = std::atoi(figures.c_str() + depth_at + depth_key.size());
        move.quality = note.nag != 0    ? quality_of_nag(note.nag)
                       : move.loss == 0 ? MoveQuality::Best
                                        : quality_of_loss(move.loss);
        // A note without a glyph was not marked, whatever its figures say.
        if (note.nag == 0 && quality_nag(move.quality) != 0) move.quality = MoveQuality::Good;
        moves.push_back(std::move(move));
    }
    return moves;
}

ReviewComment split_review_comment(const std::string& comment) {
    // The figures end with "; depth N"; the sentences follow after ". ".
    constexpr std::string_view key = "; depth ";
    const std::size_t at = comment.find(key);
    if (at == std::string::npos) return {comment, {}};
    std::size_t end = at + key.size();
    while (end < comment.size() && comment[end] >= '0' && comment[end] <= '9') ++end;
    if (end == at + key.size()) return {comment, {}};
    std::size_t begin = end;
    if (begin < comment.size() && comment[begin] == '.') ++begin;
    while (begin < comment.size() && comment[begin] == ' ') ++begin;
    return {comment.substr(0, end), comment.substr(begin)};
}

} // namespace ataxx

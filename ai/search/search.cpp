#include "search/search.h"

#include "search/searchstats.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <thread>

namespace ataxx {

namespace {

using detail::Pruned;
using detail::Singular;
using detail::stats;

using Clock = std::chrono::steady_clock;
constexpr int max_ply = 120;

std::int64_t elapsed_ms(Clock::time_point since) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - since).count();
}

int score_to_tt(int score, int ply) {
    if (score >= score_win - score_max_plies) return score + ply;
    if (score <= -(score_win - score_max_plies)) return score - ply;
    return score;
}

int score_from_tt(int score, int ply) {
    if (score >= score_win - score_max_plies) return score - ply;
    if (score <= -(score_win - score_max_plies)) return score + ply;
    return score;
}

// The score of a finished game for the side to move, `ply` plies from the root.
int terminal_score(const Position& p, int ply) {
    const GameResult r = p.result();
    if (r.outcome == Outcome::Draw || r.outcome == Outcome::None) return 0;
    const bool x_won = r.outcome == Outcome::XWins;
    const bool we_won = x_won == (p.side_to_move() == Side::X);
    return we_won ? score_win - ply : -(score_win - ply);
}

// The score of a table entry deep enough whose bound settles the window
// (alpha, beta), `ply` plies from the root; none otherwise.
std::optional<int> settled_by(const TranspositionTable::Entry& entry, int alpha, int beta,
                              int depth, int ply) {
    if (entry.depth < depth) return std::nullopt;
    const int s = score_from_tt(entry.score, ply);
    if (entry.bound == Bound::Exact || (entry.bound == Bound::Lower && s >= beta) ||
        (entry.bound == Bound::Upper && s <= alpha))
        return s;
    return std::nullopt;
}

// A deterministic hash for the evaluation noise.
std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

} // namespace

std::span<const SearchTunables::Field> SearchTunables::fields() noexcept {
    static constexpr Field table[] = {
        {"lmr_div", &SearchTunables::lmr_div, 50, 1000},
        {"lmp_base", &SearchTunables::lmp_base, 0, 200},
        {"lmp_scale", &SearchTunables::lmp_scale, 0, 100},
        {"rfp_depth", &SearchTunables::rfp_depth, 0, 20},
        {"rfp_margin", &SearchTunables::rfp_margin, 0, 2000},
        {"fut_base", &SearchTunables::fut_base, 0, 2000},
        {"fut_scale", &SearchTunables::fut_scale, 0, 2000},
        {"iir_depth", &SearchTunables::iir_depth, 0, 20},
        {"fut_depth", &SearchTunables::fut_depth, 0, 20},
        {"se_depth", &SearchTunables::se_depth, 0, 40},
        {"se_margin", &SearchTunables::se_margin, 0, 200},
        {"lmp_depth", &SearchTunables::lmp_depth, 0, 20},
        {"ord_capture", &SearchTunables::ord_capture, 0, 100},
        {"ord_clone", &SearchTunables::ord_clone, 0, 100},
        {"lmr_capture", &SearchTunables::lmr_capture, -3, 3},
        {"rfp_first", &SearchTunables::rfp_first, 0, 20},
        {"tm_share", &SearchTunables::tm_share, 10, 100},
        {"tm_moves", &SearchTunables::tm_moves, 0, 40},
        {"tm_start", &SearchTunables::tm_start, 10, 100},
        {"tm_nodes", &SearchTunables::tm_nodes, 0, 400},
        {"tm_node_base", &SearchTunables::tm_node_base, 50, 300},
        {"tm_fall", &SearchTunables::tm_fall, 0, 200},
    };
    return table;
}

int SearchTunables::time_scale(int depth, int best_share, int score, int earlier) const noexcept {
    if (depth < 5) return 100;
    int scale = 100;
    if (tm_nodes != 0) scale = std::clamp((tm_node_base - best_share) * tm_nodes / 100, 50, 200);
    if (tm_fall != 0 && !is_proven(score) && !is_proven(earlier))
        scale = scale * std::clamp(100 + (earlier - score) * tm_fall / 100, 75, 150) / 100;
    return scale;
}

bool SearchTunables::set(std::string_view name, int value) noexcept {
    for (const Field& f : fields()) {
        if (f.name != name) continue;
        if (value < f.low || value > f.high) return false;
        this->*f.member = value;
        return true;
    }
    return false;
}

std::string SearchTunables::names() {
    std::string text;
    for (const Field& f : fields()) {
        if (!text.empty()) text += ", ";
        text += f.name;
    }
    return text;
}

// One search thread: its own move-ordering statistics and principal variation
// table; the transposition table and the stop flag are shared.
class Search::Thread {
public:
    Thread(Search& owner, bool main)
        : m_owner(owner)
        , m_main(main) {
        clear();
    }

    void clear() {
        m_history.clear();
        for (auto& k : m_killers) k = {Move::none(), Move::none()};
    }

    // Iterative deepening from the root; the main thread reports and keeps time.
    Result iterate(const Position& root, const std::vector<std::uint64_t>& history,
                   const SearchLimits& limits, const InfoCallback* on_info, int start_depth);

    [[nodiscard]] std::uint64_t nodes() const noexcept {
        return m_nodes.load(std::memory_order_relaxed);
    }
    void reset_nodes() noexcept { m_nodes.store(0, std::memory_order_relaxed); }

    // One depth's search of the root with an aspiration window round `last`
    // (the score this line had a depth before), widened on failure until the
    // score falls inside it or the search stops.
    int aspirate(const Position& root, int depth, int last);
    // A line of a multi-PV search: its score and variation.
    struct Line {
        int score = 0;
        std::vector<Move> pv;
    };
    // The lines after the best one at this depth (the best is lines[0]),
    // each searched with the first moves of those above it left out at the
    // root; stops early when the search does. `last` holds the lines of the
    // depth before, for their windows.
    void search_more_lines(const Position& root, int depth, std::vector<Line>& lines,
                           std::size_t count, const std::vector<Line>& last);

    // Search::score_moves, on the main thread.
    MoveScores score_moves(const Position& root, const std::vector<std::uint64_t>& history,
                           std::uint64_t nodes, int margin);

    // Set by the main thread before the helpers start.
    Clock::time_point start;
    TimeBudget budget;
    std::uint64_t node_limit = 0;
    const std::function<bool()>* should_stop = nullptr;

private:
    // What the steps after the table's read know of a node (negamax's steps
    // 10 to 12): its depth is after any internal reduction.
    struct Node {
        const Position& pos;
        int depth;
        int ply;
        bool pv_node;
        int eval;
        Move tt_move;
        // Late-move pruning's count: the moves a shallow node searches first.
        int lmp_limit;
    };
    // A move of the move loop: the pieces it wins, and whether it is quiet
    // (wins at most one, and is not the table's move).
    struct Candidate {
        Move move;
        int gain;
        bool quiet;
    };
    // Step 10's answer: the table move's extension in plies, or the score
    // that ends the node (a multi-cut, or a stop).
    struct Extension {
        int plies = 0;
        bool ends_node = false;
        int score = 0;
    };

    // `excluded`: a move left out (the singular-extension test of the table's move).
    int negamax(const Position& pos, int alpha, int beta, int depth, int ply, bool pv_node,
                Move excluded = Move::none());
    // negamax's steps of their own. Those of every node and every move are
    // inlined into it as if written there (a call for each costs the search
    // about 2% of its instructions); the singular test and the learning from
    // a cut, rarer, are called.
    // Reverse futility (steps 4b and 8): whether `eval` is far enough above
    // beta near the leaves to stop.
    [[gnu::always_inline]] inline bool reverse_futile(int eval, int beta, int depth);
    // Step 10: the singular test of the table's move.
    Extension singular_extension(const Node& node, const TranspositionTable::Entry& entry,
                                 int beta);
    // Step 12a: the rule that skips a move, once `best` is not lost.
    [[gnu::always_inline, nodiscard]] inline Pruned pruned(const Node& node, const Candidate& c,
                                                           int searched, int best, int alpha) const;
    // Step 12c: a later move, with its late-move reduction.
    [[gnu::always_inline]] inline int search_later(const Position& child, const Node& node,
                                                   const Candidate& c, int searched, int alpha,
                                                   int beta);
    [[gnu::always_inline, nodiscard]] inline int reduction(const Node& node, const Candidate& c,
                                                           int searched) const;
    // Step 12d: a move that raised alpha heads the principal variation.
    [[gnu::always_inline]] inline void new_best(int ply, Move m, int score);
    // Step 12d: the killers and history learn from a move that cut, the
    // `index`th the picker gave.
    void learn_from_cut(const Node& node, const MovePicker& picker, int index, const Candidate& c);
    int static_eval(const Position& pos, int ply);
    // The network's accumulator of the position at `ply`, brought up from the
    // nearest ancestor that has one (the positions live in the callers' frames).
    const nnue::Accumulator& accumulator(const nnue::Network& net, int ply);
    void check_limits();
    // The soft limit's scale, in percent, after `depth` found `best` with
    // `score`, where depth - 2 had found `earlier` (SearchTunables::tm_nodes,
    // tm_fall).
    [[nodiscard]] int time_scale(Move best, int depth, int score, int earlier);
    [[nodiscard]] bool stopped() const noexcept {
        return m_owner.m_stop.load(std::memory_order_relaxed);
    }
    [[nodiscard]] std::uint64_t total_nodes() const noexcept {
        std::uint64_t n = 0;
        for (const auto& t : m_owner.m_workers) n += t->nodes();
        return n;
    }
    [[nodiscard]] bool is_repetition(const Position& pos, int ply) const noexcept;

    Search& m_owner;
    bool m_main;
    std::atomic<std::uint64_t> m_nodes{0};
    int m_seldepth = 0;
    int m_root_depth = 0;
    // Root moves a multi-PV search leaves out: the first moves of the lines
    // already found at this depth. Empty otherwise.
    std::vector<Move> m_root_excluded;
    Move m_root_best;
    int m_root_best_score = 0;
    // The main thread's nodes under each root move since the search began
    // (SearchTunables::tm_nodes).
    std::vector<std::pair<Move, std::uint64_t>> m_root_nodes;
    [[nodiscard]] std::uint64_t& root_nodes(Move m) {
        for (auto& [move, n] : m_root_nodes)
            if (move == m) return n;
        return m_root_nodes.emplace_back(m, 0).second;
    }

    // iterate's and score_moves' common start: the keys, the reductions, the
    // network of the root and an empty evaluation cache.
    void prepare(const Position& root, const std::vector<std::uint64_t>& history);

    // Keys of the game before the root and of the path from it, for repetition.
    std::vector<std::uint64_t> m_keys;
    std::size_t m_root_keys = 0;

    std::array<std::array<Move, 2>, max_ply + 1> m_killers{};
    History m_history;
    std::array<std::array<Move, max_ply + 1>, max_ply + 1> m_pv{};
    std::array<int, max_ply + 1> m_pv_length{};
    // Late-move reductions by depth and move number for the divisor they were
    // made for (SearchTunables::lmr_div), remade only when it changes.
    std::array<std::array<std::uint8_t, 64>, 64> m_reductions{};
    int m_reductions_div = 0;

    // The network of this search's root, and per ply the position and its
    // accumulator, computed only when an evaluation needs it.
    const nnue::Network* m_network = nullptr;
    std::array<const Position*, max_ply + 1> m_acc_position{};
    std::array<bool, max_ply + 1> m_acc_ready{};
    std::vector<nnue::Accumulator> m_acc = std::vector<nnue::Accumulator>(max_ply + 1);

    // The static evaluations this search made, by position (the key's high 48
    // bits and the score, placed by the key's low bits; 512 KB): a position
    // reached again by another order of moves is not evaluated twice, leaves
    // included (they do not look in the table). Emptied when a search starts,
    // since the evaluation's settings may change between searches.
    static constexpr std::size_t eval_cache_size = std::size_t{1} << 16;
    std::vector<std::uint64_t> m_eval_cache = std::vector<std::uint64_t>(eval_cache_size);
    [[nodiscard]] std::uint64_t& eval_slot(std::uint64_t key) noexcept {
        return m_eval_cache[key & (eval_cache_size - 1)];
    }
};

const nnue::Accumulator& Search::Thread::accumulator(const nnue::Network& net, int ply) {
    const auto p = static_cast<std::size_t>(ply);
    if (!m_acc_ready[p]) {
        if (ply > 0 && m_acc_position[p - 1])
            net.update(*m_acc_position[p - 1], *m_acc_position[p], accumulator(net, ply - 1),
                       m_acc[p]);
        else
            net.refresh(*m_acc_position[p], m_acc[p]);
        m_acc_ready[p] = true;
    }
    return m_acc[p];
}

int Search::Thread::static_eval(const Position& pos, int ply) {
    const SearchOptions& o = m_owner.m_options;
    const std::uint64_t key = pos.key();
    std::uint64_t& cached = eval_slot(key);
    if (cached != 0 && ((cached ^ key) >> 16) == 0)
        return static_cast<std::int16_t>(cached & 0xffff);
    int score = 0;
    if (o.material_only)
        score = evaluate_material(pos);
    else if (m_network) {
        score = m_network->evaluate(accumulator(*m_network, ply), pos);
        if (const int share = m_network->hand_made_share; share > 0)
            score = (score * (100 - share) + evaluate(pos, o.weights) * share) / 100;
    } else
        score = evaluate(pos, o.weights);
    if (o.eval_noise > 0) {
        const auto span = static_cast<std::uint64_t>(2 * o.eval_noise + 1);
        score += static_cast<int>(mix(key ^ o.noise_seed) % span) - o.eval_noise;
    }
    score = std::clamp(score, -(score_win - score_max_plies - 1), score_win - score_max_plies - 1);
    cached = (key & ~std::uint64_t{0xffff}) | static_cast<std::uint16_t>(score);
    return score;
}

int Search::Thread::time_scale(Move best, int depth, int score, int earlier) {
    const std::uint64_t all = m_nodes.load(std::memory_order_relaxed);
    if (all == 0) return 100;
    const auto share = static_cast<int>(root_nodes(best) * 100 / all);
    return m_owner.m_options.tune.time_scale(depth, share, score, earlier);
}

void Search::Thread::check_limits() {
    if (!m_main) return;
    if (node_limit && total_nodes() >= node_limit) m_owner.stop();
    if (budget.hard && elapsed_ms(start) >= budget.hard) m_owner.stop();
    if (should_stop && *should_stop && (*should_stop)()) m_owner.stop();
}

bool Search::Thread::is_repetition(const Position& pos, int ply) const noexcept {
    // Positions from before the last clone cannot return (see Game::repetitions).
    // Only the positions known (the game's and this path's), and none before the
    // halfmove clock's last reset.
    const std::size_t n = m_root_keys + static_cast<std::size_t>(ply);
    const int reach = std::min<int>(pos.halfmove_clock(), static_cast<int>(n));
    for (int back = 2; back <= reach; ++back)
        if (m_keys[n - static_cast<std::size_t>(back)] == pos.key()) return true;
    return false;
}

int Search::Thread::negamax(const Position& pos, int alpha, int beta, int depth, int ply,
                            bool pv_node, Move excluded) {
    const bool singular_test = !excluded.is_none();
    const SearchOptions& o = m_owner.m_options;
    const SearchTunables& t = o.tune;
    TranspositionTable& tt = m_owner.m_tt;
    m_pv_length[ply] = ply;
    m_acc_position[static_cast<std::size_t>(ply)] = &pos;
    m_acc_ready[static_cast<std::size_t>(ply)] = false;

    // 1. Bookkeeping: nodes, limits, selective depth.
    const std::uint64_t n = m_nodes.load(std::memory_order_relaxed) + 1;
    m_nodes.store(n, std::memory_order_relaxed);
    if ((n & 511) == 0) check_limits();
    if (stopped() && m_root_depth > 1) return 0;
    m_seldepth = std::max(m_seldepth, ply);

    // 2. Draws by repetition (under the threefold rule a repetition inside the
    // search already counts as one), and the ply limit.
    if (ply > 0 && pos.rules().threefold_repetition && is_repetition(pos, ply)) return 0;
    if (ply >= max_ply) return static_eval(pos, ply);

    // 3. Mate-distance pruning: no result here beats one found nearer the root.
    if (ply > 0) {
        alpha = std::max(alpha, -(score_win - ply));
        beta = std::min(beta, score_win - ply - 1);
        if (alpha >= beta) return alpha;
    }

    // 4. A leaf is the static evaluation, and a finished game its result; a
    // leaf does not look in the table (a random read from memory for an entry
    // that would rarely be there, since only nodes above the leaves store).
    // The moves themselves are listed only once the node is not cut before
    // (step 11).
    if (depth <= 0) {
        if (!pos.has_moves()) return terminal_score(pos, ply);
        stats.leaf();
        return static_eval(pos, ply);
    }

    // 4b. Near the leaves (depth <= rfp_first), reverse futility (step 8) on the
    // static evaluation before the table is read: most such nodes are cut by
    // it, and they store nothing, so the table rarely knows them.
    const bool rfp_node =
        o.futility_pruning && !pv_node && !singular_test && ply > 0 && !is_proven(beta);
    int early_eval = -score_infinite;
    if (rfp_node && depth <= t.rfp_first && depth <= t.rfp_depth) {
        if (!pos.has_moves()) return terminal_score(pos, ply);
        early_eval = static_eval(pos, ply);
        if (reverse_futile(early_eval, beta, depth)) return early_eval;
    }

    // 5. The transposition table: a deep enough entry whose bound settles the
    // window ends the node (never on the principal variation).
    TranspositionTable::Entry entry;
    const bool hit = tt.probe(pos.key(), entry);
    const Move tt_move = hit ? entry.move : Move::none();
    if (hit && !pv_node && !singular_test) {
        if (const std::optional<int> settled = settled_by(entry, alpha, beta, depth, ply)) {
            stats.table_cut();
            return *settled;
        }
    }

    // 6. No move means the game is over.
    if (!pos.has_moves()) return terminal_score(pos, ply);
    stats.interior();

    // 7. The static evaluation (the table keeps it).
    const int eval = early_eval != -score_infinite ? early_eval
                     : hit                         ? entry.eval
                                                   : static_eval(pos, ply);

    // 8. Reverse futility: far enough above beta near the leaves, stop here.
    if (rfp_node && depth <= t.rfp_depth && reverse_futile(eval, beta, depth)) return eval;

    // 9. Internal iterative reduction: with no move from the table, the ordering is
    // poor and the node probably unimportant; search it a ply shallower.
    if (t.iir_depth > 0 && ply > 0 && depth >= t.iir_depth && tt_move.is_none()) {
        stats.internal_reduction();
        --depth;
    }
    const Node node{
        pos, depth, ply, pv_node, eval, tt_move, t.lmp_base + depth * depth * t.lmp_scale};

    // 10. Singular extension (singular_extension): the table's move a ply
    // deeper when it is the only good one, shallower when it is not, or the
    // node cut when several moves beat beta.
    int tt_extension = 0;
    if (!singular_test) {
        const Extension e = singular_extension(node, entry, beta);
        if (e.ends_node) return e.score;
        tt_extension = e.plies;
    }

    // 11. The moves, in the order of the move picker (movepicker.h): the
    // table's move, captures, killers, history.
    MovePicker picker(pos, tt_move, m_killers[static_cast<std::size_t>(ply)], m_history, t);

    // 12. Search them: principal variation search with late-move reductions.
    stats.move_loop(depth);
    const int old_alpha = alpha;
    int best = -score_infinite;
    Move best_move = Move::none();
    int searched = 0;
    Move m;
    while (picker.next(m)) {
        const int i = picker.given() - 1;
        if (m == excluded) continue;
        if (ply == 0 && !m_root_excluded.empty() &&
            std::find(m_root_excluded.begin(), m_root_excluded.end(), m) != m_root_excluded.end())
            continue;
        const int gain = picker.gain_at(i);
        const Candidate c{m, gain, gain <= 1 && m != tt_move};

        // 12a. Moves not worth a search (pruned).
        if (const Pruned rule = pruned(node, c, searched, best, alpha); rule != Pruned::None) {
            stats.pruned(rule);
            continue;
        }

        const Position child = pos.after(m);
        tt.prefetch(child.key());
        __builtin_prefetch(&eval_slot(child.key()));
        m_keys[m_root_keys + static_cast<std::size_t>(ply)] = pos.key();
        const std::uint64_t nodes_before = m_nodes.load(std::memory_order_relaxed);
        // 12b. The first move: a full window (extended or shortened by step
        // 10); 12c. a later one: a null window, reduced when late (search_later).
        const int score = searched == 0 ? -negamax(child, -beta, -alpha,
                                                   depth - 1 + (m == tt_move ? tt_extension : 0),
                                                   ply + 1, pv_node)
                                        : search_later(child, node, c, searched, alpha, beta);
        ++searched;
        if (ply == 0 && m_main)
            root_nodes(m) += m_nodes.load(std::memory_order_relaxed) - nodes_before;
        if (stopped() && m_root_depth > 1) return 0;

        // 12d. A new best move: the principal variation, and at beta the cut,
        // which the killers and history learn from.
        if (score <= best) continue;
        best = score;
        if (score <= alpha) continue;
        best_move = m;
        alpha = score;
        new_best(ply, m, score);
        if (score < beta) continue;
        if (!singular_test)
            stats.cut(depth, searched, m, tt_move, gain, m_killers[static_cast<std::size_t>(ply)]);
        learn_from_cut(node, picker, i, c);
        break;
    }
    if (searched == 0) return alpha; // everything pruned (cannot happen at the root)
    if (singular_test) return best;

    // 13. The result into the table, with the bound it is.
    const Bound bound = best >= beta        ? Bound::Lower
                        : alpha > old_alpha ? Bound::Exact
                                            : Bound::Upper;
    if (bound != Bound::Lower) stats.below_beta(depth, searched, bound == Bound::Exact);
    // A root searched without some of its moves (a later line of a multi-PV
    // search) would leave a wrong best move and score for the root.
    if (ply == 0 && !m_root_excluded.empty()) return best;
    tt.store(pos.key(), best_move, score_to_tt(best, ply), eval, depth, bound);
    return best;
}

bool Search::Thread::reverse_futile(int eval, int beta, int depth) {
    if (eval - m_owner.m_options.tune.rfp_margin * depth < beta) return false;
    stats.reverse_futility_cut(depth);
    return true;
}

// Is the table's move the only good one here? The others are searched at half
// depth against a bound just under its score. The table's move goes a ply
// deeper when none reaches the bound; when even the bound is above beta,
// several moves beat beta and the node is cut (multi-cut); when only the
// table's score is, it goes a ply shallower.
Search::Thread::Extension Search::Thread::singular_extension(const Node& node,
                                                             const TranspositionTable::Entry& entry,
                                                             int beta) {
    const SearchTunables& t = m_owner.m_options.tune;
    const int depth = node.depth;
    const int ply = node.ply;
    const bool tried = t.se_depth > 0 && ply > 0 && ply < 2 * m_root_depth && depth >= t.se_depth &&
                       !node.tt_move.is_none() && !node.tt_move.is_pass() &&
                       entry.depth >= depth - 3 && entry.bound != Bound::Upper &&
                       !is_proven(entry.score);
    if (!tried) return {};
    const int tt_score = score_from_tt(entry.score, ply);
    const int singular_beta = tt_score - t.se_margin * depth;
    const int score = negamax(node.pos, singular_beta - 1, singular_beta, (depth - 1) / 2, ply,
                              false, node.tt_move);
    if (stopped() && m_root_depth > 1) return {0, true, 0};
    m_acc_position[static_cast<std::size_t>(ply)] = &node.pos;
    if (score < singular_beta) {
        stats.singular(Singular::Extended);
        return {1, false, 0};
    }
    if (singular_beta >= beta) {
        stats.singular(Singular::MultiCut);
        return {0, true, singular_beta};
    }
    if (tt_score >= beta) {
        stats.singular(Singular::Shallower);
        return {-1, false, 0};
    }
    stats.singular(Singular::Unchanged);
    return {};
}

detail::Pruned Search::Thread::pruned(const Node& node, const Candidate& c, int searched, int best,
                                      int alpha) const {
    const SearchOptions& o = m_owner.m_options;
    const SearchTunables& t = o.tune;
    // Only once a move has a score that is not lost, and never at the root.
    if (node.ply == 0 || best <= -(score_win - score_max_plies)) return Pruned::None;
    const int depth = node.depth;
    if (!node.pv_node) {
        // Late-move pruning: deep in the list of a shallow node, quiet moves go.
        if (c.quiet && o.late_move_pruning && depth <= t.lmp_depth && searched >= node.lmp_limit)
            return Pruned::LateMove;
        // Futility: a quiet move cannot lift a hopeless node near the leaves.
        if (o.futility_pruning && depth <= t.fut_depth && c.quiet &&
            node.eval + t.fut_base + t.fut_scale * depth <= alpha)
            return Pruned::Futility;
    }
    // A jump that takes nothing leaves a hole and gains nothing: after the
    // first moves it is not worth a search, on the principal variation too.
    if (searched >= 2 && c.move.is_jump() && c.gain == 0 && c.move != node.tt_move)
        return Pruned::Jump;
    return Pruned::None;
}

// A null window, reduced when late; searched again at full depth if it beats
// alpha, then with the full window if it lies inside it.
int Search::Thread::search_later(const Position& child, const Node& node, const Candidate& c,
                                 int searched, int alpha, int beta) {
    const int r = reduction(node, c, searched);
    stats.reduced(r);
    const int depth = node.depth - 1;
    const int ply = node.ply + 1;
    int score = -negamax(child, -alpha - 1, -alpha, depth - r, ply, false);
    if (score > alpha && r > 0) {
        stats.reduced_again();
        score = -negamax(child, -alpha - 1, -alpha, depth, ply, false);
    }
    if (score > alpha && score < beta) {
        stats.widened_again();
        score = -negamax(child, -beta, -alpha, depth, ply, true);
    }
    return score;
}

// Log depth x log move number, a ply more away from the principal variation
// and for a jump that takes nothing, lmr_capture for a move that takes (every
// late move but the table's is reduced, captures too).
int Search::Thread::reduction(const Node& node, const Candidate& c, int searched) const {
    const SearchOptions& o = m_owner.m_options;
    const SearchTunables& t = o.tune;
    const bool reduced = o.late_move_reductions && node.depth >= 3 &&
                         searched >= (node.pv_node ? 3 : 2) && (c.quiet || c.move != node.tt_move);
    if (!reduced) return 0;
    int r = m_reductions[std::min(node.depth, 63)][std::min(searched, 63)];
    if (!node.pv_node) ++r;
    if (!c.quiet) r += t.lmr_capture;
    if (c.move.is_jump() && c.gain == 0) ++r;
    return std::clamp(r, 0, node.depth - 2);
}

void Search::Thread::new_best(int ply, Move m, int score) {
    m_pv[ply][ply] = m;
    for (int k = ply + 1; k < m_pv_length[ply + 1]; ++k) m_pv[ply][k] = m_pv[ply + 1][k];
    m_pv_length[ply] = std::max(m_pv_length[ply + 1], ply + 1);
    if (ply == 0) {
        m_root_best = m;
        m_root_best_score = score;
    }
}

void Search::Thread::learn_from_cut(const Node& node, const MovePicker& picker, int index,
                                    const Candidate& c) {
    // Every move that cuts teaches the killers and the history, captures too.
    const Move m = c.move;
    if (m.is_pass()) return;
    auto& killers = m_killers[static_cast<std::size_t>(node.ply)];
    if (killers[0] != m) {
        killers[1] = killers[0];
        killers[0] = m;
    }
    const Side us = node.pos.side_to_move();
    const int bonus = std::min(node.depth * node.depth * 16, 8192);
    m_history.reward(us, m, bonus);
    // The moves tried (or pruned) before it did not cut: lower them.
    for (int k = 0; k < index; ++k) {
        const Move earlier = picker.move_at(k);
        if (earlier.is_pass()) continue;
        m_history.punish(us, earlier, bonus);
    }
}

void Search::Thread::prepare(const Position& root, const std::vector<std::uint64_t>& history) {
    m_nodes.store(0, std::memory_order_relaxed);
    m_root_nodes.clear();
    m_keys.assign(history.begin(), history.end());
    m_root_keys = m_keys.size();
    m_keys.resize(m_root_keys + max_ply + 2);
    if (const int div = m_owner.m_options.tune.lmr_div; div != m_reductions_div) {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                m_reductions[d][m] = static_cast<std::uint8_t>(
                    std::min(63.0, 0.5 + std::log(d) * std::log(m) * 100 / div));
        m_reductions_div = div;
    }
    const auto& networks = m_owner.m_options.networks;
    m_network = networks ? networks->find(root) : nullptr;
    m_acc_position.fill(nullptr);
    std::fill(m_eval_cache.begin(), m_eval_cache.end(), 0);
}

int Search::Thread::aspirate(const Position& root, int depth, int last) {
    int delta = 40;
    int alpha = -score_infinite;
    int beta = score_infinite;
    if (m_owner.m_options.aspiration_windows && depth >= 4 && !is_proven(last)) {
        alpha = last - delta;
        beta = last + delta;
    }
    int value = 0;
    while (true) {
        value = negamax(root, alpha, beta, depth, 0, true);
        if (stopped() && depth > 1) break;
        if (value <= alpha || value >= beta) stats.aspiration_fail();
        if (value <= alpha) {
            alpha = std::max(value - delta, -score_infinite);
        } else if (value >= beta) {
            beta = std::min(value + delta, score_infinite);
        } else {
            break;
        }
        delta *= 2;
        if (delta > 600) {
            alpha = -score_infinite;
            beta = score_infinite;
        }
    }
    return value;
}

void Search::Thread::search_more_lines(const Position& root, int depth, std::vector<Line>& lines,
                                       std::size_t count, const std::vector<Line>& last) {
    for (std::size_t k = lines.size(); k < count; ++k) {
        m_root_excluded.push_back(lines.back().pv.front());
        m_root_best = Move::none();
        // The window round this line's last score; the line above's when new.
        const int around = k < last.size() ? last[k].score : lines.back().score;
        const int value = aspirate(root, depth, around);
        if (stopped() && depth > 1) break;
        Line line{value, {}};
        line.pv.assign(m_pv[0].begin(), m_pv[0].begin() + m_pv_length[0]);
        if (line.pv.empty() && !m_root_best.is_none()) line.pv = {m_root_best};
        if (line.pv.empty()) break; // cannot happen: every move left is searched
        lines.push_back(std::move(line));
    }
    m_root_excluded.clear();
    // Best first. A later line searched apart may come out above an earlier
    // one (the windows and reductions differ); its first move is then the
    // better informed best.
    std::stable_sort(lines.begin(), lines.end(),
                     [](const Line& a, const Line& b) { return a.score > b.score; });
}

Search::Result Search::Thread::iterate(const Position& root,
                                       const std::vector<std::uint64_t>& history,
                                       const SearchLimits& limits, const InfoCallback* on_info,
                                       int start_depth) {
    prepare(root, history);

    MoveList root_moves;
    root.generate(root_moves);
    Result result;
    if (root_moves.empty()) return result; // the game is over
    result.best = root_moves[0];

    // The lines to report at each depth: the main thread's alone (helpers
    // search the best line, for the table), no more than the legal moves.
    const std::size_t line_count =
        m_main ? static_cast<std::size_t>(
                     std::clamp(m_owner.m_options.multi_pv, 1, static_cast<int>(root_moves.size())))
               : 1;
    std::vector<Line> lines;
    std::vector<Line> last_lines;

    const int max_depth = limits.depth > 0 ? std::min(limits.depth, max_ply - 1) : max_ply - 1;
    int score = 0;
    // The main thread's scores one and two depths back (none yet: taken as
    // proven, which the clock does not compare with).
    int score_one_back = score_infinite;
    int score_two_back = score_infinite;
    for (int depth = start_depth; depth <= max_depth; ++depth) {
        m_root_depth = depth;
        m_seldepth = 0;
        m_root_best = Move::none();

        // 1. The best line, with an aspiration window round the last score.
        const int value = aspirate(root, depth, score);

        // A best move found before the stop is still better informed than the last
        // depth's; an unfinished depth otherwise counts for nothing.
        const bool finished = !(stopped() && depth > 1);
        if (!finished) {
            if (!m_root_best.is_none() && m_root_best_score > score) {
                result.best = m_root_best;
                result.info.pv = {m_root_best};
            }
            break;
        }
        score = value;
        result.best = m_pv_length[0] > 0 ? m_pv[0][0] : result.best;
        SearchInfo& info = result.info;
        info.depth = depth;
        info.seldepth = m_seldepth;
        info.score = score;
        info.pv.assign(m_pv[0].begin(), m_pv[0].begin() + m_pv_length[0]);
        if (info.pv.empty()) info.pv = {result.best};

        // 2. MultiPV: the next best lines, each without the moves above it.
        // A depth stopped among them keeps its best line, which is complete.
        if (line_count > 1) {
            lines.assign(1, Line{score, info.pv});
            search_more_lines(root, depth, lines, line_count, last_lines);
            if (stopped() && depth > 1) break;
            score = lines.front().score;
            result.best = lines.front().pv.front();
            info.score = score;
            info.pv = lines.front().pv;
            info.seldepth = m_seldepth;
            last_lines = lines;
        }

        if (!m_main) continue;
        const int earlier = score_two_back;
        score_two_back = score_one_back;
        score_one_back = score;
        info.time_ms = elapsed_ms(start);
        info.nodes = total_nodes();
        info.nps = info.time_ms > 0 ? info.nodes * 1000 / static_cast<std::uint64_t>(info.time_ms)
                                    : info.nodes * 1000;
        info.hashfull = m_owner.m_tt.hashfull();
        if (on_info && *on_info) {
            if (line_count == 1) {
                (*on_info)(info);
            } else {
                for (std::size_t k = 0; k < lines.size(); ++k) {
                    SearchInfo line = info;
                    line.multipv = static_cast<int>(k + 1);
                    line.score = lines[k].score;
                    line.pv = lines[k].pv;
                    (*on_info)(line);
                }
            }
        }
        check_limits();
        if (stopped()) break;

        // Time (timeman.h): whether another depth can finish. A single legal
        // move needs no thought.
        if (!limits.infinite && limits.depth == 0) {
            if (root_moves.size() == 1 && limits.nodes == 0) break;
            if (!budget.another_depth(info.time_ms, time_scale(result.best, depth, score, earlier)))
                break;
            // A proven result cannot get better with depth.
            if (is_proven(score) && depth >= 2 * (score_win - std::abs(score)) + 2) break;
        }
    }
    result.info.nodes = total_nodes();
    return result;
}

Search::MoveScores Search::Thread::score_moves(const Position& root,
                                               const std::vector<std::uint64_t>& history,
                                               std::uint64_t nodes, int margin) {
    prepare(root, history);
    MoveScores scores;
    MoveList list;
    root.generate(list);
    std::vector<ScoredMove> order;
    for (const Move m : list) order.push_back({m, 0});
    if (order.empty()) return scores; // the game is over

    std::uint64_t last_cost = 0;     // the nodes of the last depth finished
    std::uint64_t previous_cost = 0; // and of the one before it
    for (int depth = 1; depth < max_ply - 1; ++depth) {
        // 1. Whether this depth fits: it costs about the last one times the
        // last growth (at least twice the last).
        if (depth > 1) {
            const double growth = previous_cost > 0
                                      ? std::max(2.0, static_cast<double>(last_cost) /
                                                          static_cast<double>(previous_cost))
                                      : 4.0;
            if (static_cast<double>(this->nodes()) + growth * static_cast<double>(last_cost) >
                static_cast<double>(nodes))
                break;
        }
        m_root_depth = depth;
        m_seldepth = 0;
        const std::uint64_t before = this->nodes();

        // 2. Every move, the best first: a full window for it, then a window
        // from the best so far less the margin; a move that fails low is out.
        std::vector<ScoredMove> found;
        int best = -score_infinite;
        m_keys[m_root_keys] = root.key();
        for (const ScoredMove& candidate : order) {
            const Position child = root.after(candidate.move);
            const int alpha = best == -score_infinite ? -score_infinite
                                                      : std::max(-score_infinite, best - margin);
            const int score = -negamax(child, -score_infinite, -alpha, depth - 1, 1, true);
            if (stopped() && depth > 1) break;
            if (score <= alpha && best != -score_infinite) continue;
            found.push_back({candidate.move, score});
            best = std::max(best, score);
        }
        if (stopped() && depth > 1) break;

        // 3. The depth's answer: the moves still within the margin, best first
        // (a move kept early may have fallen behind a later best).
        std::stable_sort(found.begin(), found.end(), [](const ScoredMove& a, const ScoredMove& b) {
            return a.score > b.score;
        });
        std::erase_if(found,
                      [best, margin](const ScoredMove& m) { return m.score < best - margin; });
        scores.moves = found;
        scores.depth = depth;
        // The next depth tries these first, then the others in the old order.
        std::vector<ScoredMove> next = found;
        for (const ScoredMove& m : order)
            if (std::none_of(found.begin(), found.end(),
                             [&m](const ScoredMove& f) { return f.move == m.move; }))
                next.push_back(m);
        order = std::move(next);
        previous_cost = last_cost;
        last_cost = this->nodes() - before;
        if (stopped()) break;
        // A proven result cannot get better with depth.
        if (is_proven(best) && depth >= 2 * (score_win - std::abs(best)) + 2) break;
    }
    scores.nodes = this->nodes();
    return scores;
}

Search::Search(std::size_t hash_megabytes)
    : m_tt(hash_megabytes) {
    set_threads(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
}

Search::Search(std::size_t hash_megabytes, int threads)
    : m_tt(hash_megabytes) {
    set_threads(threads);
}

Search::~Search() = default;

void Search::set_threads(int threads) {
    m_threads = std::clamp(threads, 1, 256);
    m_workers.clear();
    for (int i = 0; i < m_threads; ++i)
        m_workers.push_back(std::make_unique<Thread>(*this, i == 0));
}

void Search::new_game() {
    m_tt.clear();
    for (auto& w : m_workers) w->clear();
}

Search::Result Search::run(const Position& root, const std::vector<std::uint64_t>& history,
                           const SearchLimits& limits, const InfoCallback& on_info,
                           const std::function<bool()>& should_stop) {
    m_stop.store(false, std::memory_order_relaxed);
    m_tt.new_search();
    Thread& main = *m_workers[0];
    main.start = Clock::now();
    const SearchTunables& tune = m_options.tune;
    main.budget = budget_for(limits, root, {tune.tm_share, tune.tm_moves, tune.tm_start});
    main.node_limit = limits.nodes;
    main.should_stop = &should_stop;

    // Helper threads search the same root at staggered depths and share only the
    // table; the main thread reports, keeps time and gives the answer.
    std::vector<std::thread> running;
    for (std::size_t i = 1; i < m_workers.size(); ++i) {
        Thread* t = m_workers[i].get();
        running.emplace_back([t, &root, &history, &limits, i] {
            t->iterate(root, history, limits, nullptr, 1 + static_cast<int>(i % 2));
        });
    }
    Result result = main.iterate(root, history, limits, &on_info, 1);
    stop();
    for (auto& t : running) t.join();
    std::uint64_t total = 0;
    for (auto& w : m_workers) total += w->nodes();
    result.info.nodes = total;
    result.info.time_ms = elapsed_ms(main.start);
    result.info.nps = result.info.time_ms > 0
                          ? total * 1000 / static_cast<std::uint64_t>(result.info.time_ms)
                          : total * 1000;
    result.info.hashfull = m_tt.hashfull();
    return result;
}

Search::MoveScores Search::score_moves(const Position& root,
                                       const std::vector<std::uint64_t>& history,
                                       std::uint64_t nodes, int margin,
                                       const std::function<bool()>& should_stop) {
    m_stop.store(false, std::memory_order_relaxed);
    m_tt.new_search();
    for (auto& w : m_workers) w->reset_nodes();
    Thread& main = *m_workers[0];
    main.start = Clock::now();
    main.budget = {};
    main.node_limit = 2 * std::max<std::uint64_t>(nodes, 1);
    main.should_stop = &should_stop;
    MoveScores scores = main.score_moves(root, history, nodes, margin);
    main.should_stop = nullptr;
    return scores;
}

} // namespace ataxx

#include "game.h"

#include <algorithm>

namespace ataxx {

Game::Game(const Position& start) {
    Node first;
    first.position = start;
    m_nodes.push_back(std::move(first));
    m_line.push_back(root);
}

bool Game::play(Move move) {
    if (result().over() || !position().is_legal(move)) return false;
    if (can_redo() && m_moves[static_cast<std::size_t>(m_ply)] == move) return redo();
    const NodeId here = current_node();
    for (const NodeId child : at(here).children) {
        if (at(child).move == move) {
            set_line(child);
            return true;
        }
    }
    Node next;
    next.parent = here;
    next.move = move;
    next.position = position().after(move);
    const auto id = static_cast<NodeId>(m_nodes.size());
    m_nodes.push_back(std::move(next));
    at(here).children.push_back(id);
    set_line(id);
    return true;
}

bool Game::undo() noexcept {
    return go_to(m_ply - 1);
}

bool Game::redo() noexcept {
    return go_to(m_ply + 1);
}

bool Game::go_to(int ply) noexcept {
    if (ply < 0 || ply > length()) return false;
    m_ply = ply;
    return true;
}

void Game::truncate() {
    const std::vector<NodeId> after = at(current_node()).children;
    for (const NodeId child : after) remove_subtree(child);
    at(current_node()).children.clear();
    if (m_declared_node == current_node()) {
        m_declared_node = no_node;
        m_declared = Outcome::None;
        m_declared_reason.clear();
    }
    set_line(current_node());
}

const MoveNote& Game::note_at(int index) const noexcept {
    static const MoveNote none;
    return index >= 0 && index < length() ? at(node_at(index + 1)).note : none;
}

void Game::set_note(int index, MoveNote note) {
    if (index < 0 || index >= length()) return;
    at(node_at(index + 1)).note = std::move(note);
}

void Game::set_note_of(NodeId node, MoveNote note) {
    if (!contains(node) || node == root) return;
    at(node).note = std::move(note);
}

void Game::clear_notes() noexcept {
    for (Node& node : m_nodes) node.note = MoveNote{};
}

bool Game::has_notes() const noexcept {
    return std::any_of(m_nodes.begin(), m_nodes.end(),
                       [](const Node& node) { return node.alive && !node.note.empty(); });
}

int Game::repetitions() const noexcept {
    return repetitions_at(m_ply);
}

int Game::repetitions_at(int ply) const noexcept {
    return repetitions_on(m_line, ply);
}

int Game::repetitions_on(const std::vector<NodeId>& line, int ply) const noexcept {
    // Clones add a piece and nothing removes one, so no position from before the
    // last clone (the last reset of the halfmove clock) can come back.
    const auto position = [&](int i) -> const Position& {
        return at(line[static_cast<std::size_t>(i)]).position;
    };
    const Position& here = position(ply);
    const int earliest = std::max(0, ply - here.halfmove_clock());
    int count = 0;
    for (int i = ply; i >= earliest; --i)
        if (position(i).key() == here.key() && position(i).same_placement(here)) ++count;
    return count;
}

GameResult Game::result_at(int ply) const noexcept {
    return result_on(m_line, ply);
}

GameResult Game::result_on(const std::vector<NodeId>& line, int ply) const noexcept {
    const NodeId node = line[static_cast<std::size_t>(ply)];
    GameResult r = at(node).position.result();
    if (r.over()) return r;
    if (m_declared != Outcome::None && node == m_declared_node) {
        r.outcome = m_declared;
        r.reason = EndReason::Declared;
        return r;
    }
    if (rules().threefold_repetition && repetitions_on(line, ply) >= 3) {
        r.outcome = Outcome::Draw;
        r.reason = EndReason::Repetition;
    }
    return r;
}

GameResult Game::final_result() const noexcept {
    if (variation_depth(node_at(length())) == 0) return result_at(length());
    std::vector<NodeId> main{root};
    while (!at(main.back()).children.empty()) main.push_back(at(main.back()).children.front());
    return result_on(main, static_cast<int>(main.size()) - 1);
}

void Game::declare_result(Outcome outcome, std::string why) {
    m_ply = length();
    m_declared_node = current_node();
    m_declared = outcome;
    m_declared_reason = outcome == Outcome::None ? std::string() : std::move(why);
    if (outcome == Outcome::None) m_declared_node = no_node;
}

bool Game::contains(NodeId node) const noexcept {
    return node >= 0 && static_cast<std::size_t>(node) < m_nodes.size() && at(node).alive;
}

int Game::ply_of(NodeId node) const noexcept {
    int ply = 0;
    for (NodeId n = node; n != root; n = at(n).parent) ++ply;
    return ply;
}

int Game::variation_depth(NodeId node) const noexcept {
    int depth = 0;
    for (NodeId n = node; n != root; n = at(n).parent)
        if (at(at(n).parent).children.front() != n) ++depth;
    return depth;
}

std::vector<Move> Game::line_to(NodeId node) const {
    std::vector<Move> moves;
    if (!contains(node)) return moves;
    for (NodeId n = node; n != root; n = at(n).parent) moves.push_back(at(n).move);
    std::reverse(moves.begin(), moves.end());
    return moves;
}

std::vector<Move> Game::main_line() const {
    std::vector<Move> moves;
    for (NodeId n = root; !at(n).children.empty();) {
        n = at(n).children.front();
        moves.push_back(at(n).move);
    }
    return moves;
}

NodeId Game::main_line_end() const noexcept {
    NodeId n = root;
    while (!at(n).children.empty()) n = at(n).children.front();
    return n;
}

int Game::variation_count() const noexcept {
    int count = 0;
    for (const Node& node : m_nodes)
        if (node.alive && node.children.size() > 1)
            count += static_cast<int>(node.children.size()) - 1;
    return count;
}

bool Game::go_to_node(NodeId node) {
    if (!contains(node)) return false;
    const auto on_line = std::find(m_line.begin(), m_line.end(), node);
    if (on_line != m_line.end()) {
        m_ply = static_cast<int>(on_line - m_line.begin());
        return true;
    }
    set_line(node);
    return true;
}

NodeId Game::variation_start(NodeId node) const noexcept {
    for (NodeId n = node; n != root; n = at(n).parent)
        if (at(at(n).parent).children.front() != n) return n;
    return no_node;
}

bool Game::promote(NodeId node) {
    if (!contains(node)) return false;
    const NodeId first = variation_start(node);
    if (first == no_node) return false;
    auto& siblings = at(at(first).parent).children;
    const auto it = std::find(siblings.begin(), siblings.end(), first);
    std::rotate(siblings.begin(), it, it + 1);
    // The line's nodes are the same, in the same order.
    return true;
}

bool Game::promote_to_main_line(NodeId node) {
    if (!contains(node) || variation_depth(node) == 0) return false;
    while (promote(node)) {}
    return true;
}

bool Game::delete_variation(NodeId node) {
    if (!contains(node)) return false;
    const NodeId first = variation_start(node);
    if (first == no_node) return false;
    return delete_from(first);
}

bool Game::delete_from(NodeId node) {
    if (!contains(node) || node == root) return false;
    const NodeId before = at(node).parent;
    auto& siblings = at(before).children;
    siblings.erase(std::find(siblings.begin(), siblings.end(), node));
    const bool cursor_inside =
        std::find(m_line.begin(), m_line.begin() + m_ply + 1, node) != m_line.begin() + m_ply + 1;
    remove_subtree(node);
    if (cursor_inside)
        set_line(before);
    else
        repair_line();
    return true;
}

void Game::remove_subtree(NodeId node) {
    std::vector<NodeId> stack{node};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        Node& gone = at(n);
        gone.alive = false;
        stack.insert(stack.end(), gone.children.begin(), gone.children.end());
        gone.children.clear();
        gone.note = MoveNote{};
        if (n == m_declared_node) {
            m_declared_node = no_node;
            m_declared = Outcome::None;
            m_declared_reason.clear();
        }
    }
}

void Game::set_line(NodeId node) {
    m_line.clear();
    for (NodeId n = node; n != no_node; n = at(n).parent) m_line.push_back(n);
    std::reverse(m_line.begin(), m_line.end());
    m_ply = static_cast<int>(m_line.size()) - 1;
    for (NodeId n = node; !at(n).children.empty();) {
        n = at(n).children.front();
        m_line.push_back(n);
    }
    refresh_moves();
}

void Game::repair_line() {
    const auto gone =
        std::find_if(m_line.begin(), m_line.end(), [this](NodeId n) { return !at(n).alive; });
    m_line.erase(gone, m_line.end());
    for (NodeId n = m_line.back(); !at(n).children.empty();) {
        n = at(n).children.front();
        m_line.push_back(n);
    }
    m_ply = std::min(m_ply, static_cast<int>(m_line.size()) - 1);
    refresh_moves();
}

void Game::refresh_moves() {
    m_moves.clear();
    for (std::size_t i = 1; i < m_line.size(); ++i) m_moves.push_back(at(m_line[i]).move);
}

const char* outcome_string(Outcome outcome) noexcept {
    switch (outcome) {
    case Outcome::XWins:
        return "1-0";
    case Outcome::OWins:
        return "0-1";
    case Outcome::Draw:
        return "1/2-1/2";
    case Outcome::None:
        break;
    }
    return "*";
}

} // namespace ataxx

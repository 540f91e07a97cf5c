#pragma once

#include "position.h"

#include <string>
#include <vector>

namespace ataxx {

// A remark on one move of a record, as game files carry it: a numeric
// annotation glyph (PGN's $1 to $255, 0 for none; $6 dubious, $2 a mistake,
// $4 a blunder) and a comment in words. A game review writes them; the PGN
// reader keeps them and the writer puts them back after their move.
struct MoveNote {
    int nag = 0;
    std::string comment;

    [[nodiscard]] bool empty() const noexcept { return nag == 0 && comment.empty(); }
    [[nodiscard]] friend bool operator==(const MoveNote&, const MoveNote&) = default;
};

// A place in a game's tree of moves (see Game): the root, the start position,
// is 0; every move played gets the next number, and keeps it while it stays.
using NodeId = int;

// The record of one game: the start position and a tree of moves, each with its
// note, and a cursor for undo, redo and browsing.
//
// The tree. Every position may have several next moves: the first one continues
// the line it is on, the others are variations, each a line of its own that may
// branch again, to any depth. The main line follows the first move from the start
// to the end. Playing a move that differs from the next one adds a variation (or
// goes into the one that already has that move): nothing is ever dropped by
// playing; promote and delete change the tree on request.
//
// The line. The cursor stands on one line: from the start through the cursor's
// move and on, by first moves, to the end of that line. ply(), length(), moves(),
// position_at(), note_at(), undo, redo and go_to() are all about this line, so
// code that knows nothing of variations sees a game of one line, the one on the
// board. The position after every move is kept, which makes browsing free and lets
// the game see threefold repetition along the line being played (the one rule a
// lone position cannot judge). A result can also be declared from outside, for
// games decided by adjudication, resignation or an engine's failure; it belongs to
// the move at which it was declared and holds there only.
class Game {
public:
    static constexpr NodeId root = 0;
    static constexpr NodeId no_node = -1;

    // A game from the 7 x 7 start.
    Game()
        : Game(Position()) {}
    explicit Game(const Position& start);

    [[nodiscard]] const Position& start_position() const noexcept {
        return m_nodes.front().position;
    }
    // The position at the cursor.
    [[nodiscard]] const Position& position() const noexcept { return position_at(m_ply); }
    // The position after `ply` moves of the line, 0 <= ply <= length().
    [[nodiscard]] const Position& position_at(int ply) const noexcept {
        return m_nodes[static_cast<std::size_t>(node_at(ply))].position;
    }
    [[nodiscard]] const Rules& rules() const noexcept { return start_position().rules(); }

    // The cursor: how many moves of the line are played on the board.
    [[nodiscard]] int ply() const noexcept { return m_ply; }
    // The moves of the line, also those after the cursor.
    [[nodiscard]] int length() const noexcept { return static_cast<int>(m_moves.size()); }
    [[nodiscard]] const std::vector<Move>& moves() const noexcept { return m_moves; }
    [[nodiscard]] Move move_at(int index) const noexcept {
        return m_moves[static_cast<std::size_t>(index)];
    }

    // Plays a move at the cursor: the next move of the line when it is that move,
    // else the variation that begins with it, else a new variation (or the line's
    // continuation, at its end). The cursor's line becomes the line through it.
    // Returns false, changing nothing, when the move is not legal or the game is over.
    bool play(Move move);
    [[nodiscard]] bool can_undo() const noexcept { return m_ply > 0; }
    [[nodiscard]] bool can_redo() const noexcept { return m_ply < length(); }
    bool undo() noexcept;
    bool redo() noexcept;
    // Moves the cursor along the line; false when ply is outside 0..length().
    bool go_to(int ply) noexcept;
    // Drops the moves after the cursor, variations included.
    void truncate();

    // How often the position at the cursor has stood on the board in this line,
    // itself included.
    [[nodiscard]] int repetitions() const noexcept;
    // The result at the cursor: a declared result where it was declared, else what
    // the rules say (threefold repetition included when the rules ask for it).
    [[nodiscard]] GameResult result() const noexcept { return result_at(m_ply); }
    // The game's result: at the end of the main line, wherever the cursor stands.
    [[nodiscard]] GameResult final_result() const noexcept;

    // The note on move `index` of the line (an empty one when it has none). Notes
    // belong to their moves and go where they go.
    [[nodiscard]] const MoveNote& note_at(int index) const noexcept;
    // Sets the note of move `index` of the line; ignored when there is no such move.
    void set_note(int index, MoveNote note);
    // Every note of the tree.
    void clear_notes() noexcept;
    [[nodiscard]] bool has_notes() const noexcept;

    // Ends the game at the end of the line with a result the rules did not reach
    // (adjudication, resignation, time, an engine's failure), and says why in words.
    void declare_result(Outcome outcome, std::string why);
    // The words given with a declared result; empty when none is declared.
    [[nodiscard]] const std::string& declared_reason() const noexcept { return m_declared_reason; }

    // The tree. A node is a move with the position after it and its note; the
    // root is the start. Ids of nodes that were deleted are not valid any more.
    [[nodiscard]] bool contains(NodeId node) const noexcept;
    // The node after `ply` moves of the line (root for 0).
    [[nodiscard]] NodeId node_at(int ply) const noexcept {
        return m_line[static_cast<std::size_t>(ply)];
    }
    // The node at the cursor.
    [[nodiscard]] NodeId current_node() const noexcept { return node_at(m_ply); }
    [[nodiscard]] NodeId parent(NodeId node) const noexcept { return at(node).parent; }
    // The next moves from a node, the first one continuing its line.
    [[nodiscard]] const std::vector<NodeId>& children(NodeId node) const noexcept {
        return at(node).children;
    }
    [[nodiscard]] Move move_of(NodeId node) const noexcept { return at(node).move; }
    [[nodiscard]] const Position& position_of(NodeId node) const noexcept {
        return at(node).position;
    }
    [[nodiscard]] const MoveNote& note_of(NodeId node) const noexcept { return at(node).note; }
    void set_note_of(NodeId node, MoveNote note);
    // How many moves lead from the start to the node.
    [[nodiscard]] int ply_of(NodeId node) const noexcept;
    // How deep in variations the node is: 0 on the main line, 1 in a variation of
    // it, 2 in a variation of a variation, ...
    [[nodiscard]] int variation_depth(NodeId node) const noexcept;
    // The moves from the start to the node.
    [[nodiscard]] std::vector<Move> line_to(NodeId node) const;
    // The main line's moves, and its last node.
    [[nodiscard]] std::vector<Move> main_line() const;
    [[nodiscard]] NodeId main_line_end() const noexcept;
    // How many variations the tree holds (next moves other than the first).
    [[nodiscard]] int variation_count() const noexcept;

    // Puts the cursor on a node. A node of the line keeps the line (so that
    // browsing back and forth stays in it); another one makes the line the one
    // through it, on to its end by first moves. False, changing nothing, for a
    // node that is not in the tree.
    bool go_to_node(NodeId node);
    // The innermost variation the node is in becomes the line it branched from,
    // which becomes a variation of it. False on the main line.
    bool promote(NodeId node);
    // Promotes until the node is on the main line. False when it was already.
    bool promote_to_main_line(NodeId node);
    // Deletes the innermost variation the node is in, from its first move on.
    // False on the main line. A cursor inside goes to where the variation began.
    bool delete_variation(NodeId node);
    // Deletes the node's move and everything after it. False for the root. A
    // cursor inside goes to the move before it.
    bool delete_from(NodeId node);

private:
    struct Node {
        NodeId parent = no_node;
        Move move = Move::none();
        MoveNote note;
        Position position;
        std::vector<NodeId> children;
        bool alive = true;
    };

    [[nodiscard]] const Node& at(NodeId node) const noexcept {
        return m_nodes[static_cast<std::size_t>(node)];
    }
    [[nodiscard]] Node& at(NodeId node) noexcept { return m_nodes[static_cast<std::size_t>(node)]; }
    [[nodiscard]] GameResult result_at(int ply) const noexcept;
    [[nodiscard]] int repetitions_at(int ply) const noexcept;
    [[nodiscard]] GameResult result_on(const std::vector<NodeId>& line, int ply) const noexcept;
    [[nodiscard]] int repetitions_on(const std::vector<NodeId>& line, int ply) const noexcept;
    // The innermost node on the path to `node` that is not its parent's first move.
    [[nodiscard]] NodeId variation_start(NodeId node) const noexcept;
    // Makes the line the one through `node`, the cursor on it.
    void set_line(NodeId node);
    // The line up to its first deleted node, then on by first moves.
    void repair_line();
    // The line's moves again, after the nodes of the line changed.
    void refresh_moves();
    void remove_subtree(NodeId node);

    std::vector<Node> m_nodes;  // m_nodes[0]: the start
    std::vector<NodeId> m_line; // m_line[i]: the node after i moves of the line
    std::vector<Move> m_moves;  // the line's moves
    int m_ply = 0;
    NodeId m_declared_node = no_node;
    Outcome m_declared = Outcome::None;
    std::string m_declared_reason;
};

// "1-0", "0-1", "1/2-1/2" or "*".
[[nodiscard]] const char* outcome_string(Outcome outcome) noexcept;

} // namespace ataxx

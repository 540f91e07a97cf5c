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

// The record of one game: the start position, the moves played, and a cursor
// (the current ply) for undo, redo and browsing.
//
// Moves after the cursor stay in the record until a different move is played
// there, so undo followed by redo returns to the same game. The position after
// every ply is kept, which makes browsing free and lets the game see threefold
// repetition (the one rule a lone position cannot judge). A result can also
// be declared from outside, for games decided by adjudication, resignation or
// an engine's failure; it holds only at the end of the record.
class Game {
public:
    // A game from the 7 x 7 start.
    Game()
        : Game(Position()) {}
    explicit Game(const Position& start);

    [[nodiscard]] const Position& start_position() const noexcept { return m_positions.front(); }
    // The position at the cursor.
    [[nodiscard]] const Position& position() const noexcept { return m_positions[m_ply]; }
    // The position after `ply` moves, 0 <= ply <= length().
    [[nodiscard]] const Position& position_at(int ply) const noexcept {
        return m_positions[static_cast<std::size_t>(ply)];
    }
    [[nodiscard]] const Rules& rules() const noexcept { return start_position().rules(); }

    // The cursor: how many moves of the record are played on the board.
    [[nodiscard]] int ply() const noexcept { return m_ply; }
    // All moves in the record, also those after the cursor.
    [[nodiscard]] int length() const noexcept { return static_cast<int>(m_moves.size()); }
    [[nodiscard]] const std::vector<Move>& moves() const noexcept { return m_moves; }
    [[nodiscard]] Move move_at(int index) const noexcept {
        return m_moves[static_cast<std::size_t>(index)];
    }

    // Plays a move at the cursor. A legal move that differs from the next one in the
    // record drops the rest of the record. Returns false, changing nothing, when the
    // move is not legal or the game is over.
    bool play(Move move);
    [[nodiscard]] bool can_undo() const noexcept { return m_ply > 0; }
    [[nodiscard]] bool can_redo() const noexcept { return m_ply < length(); }
    bool undo() noexcept;
    bool redo() noexcept;
    // Moves the cursor; false when ply is outside 0..length().
    bool go_to(int ply) noexcept;
    // Drops the moves after the cursor.
    void truncate() noexcept;

    // How often the position at the cursor has stood on the board, itself included.
    [[nodiscard]] int repetitions() const noexcept;
    // The result at the cursor: a declared result at the end of the record, else what
    // the rules say (threefold repetition included when the rules ask for it).
    [[nodiscard]] GameResult result() const noexcept { return result_at(m_ply); }
    // The result at the end of the record, wherever the cursor stands: how the
    // game ended, or that it goes on from its last move.
    [[nodiscard]] GameResult final_result() const noexcept { return result_at(length()); }

    // The note on move `index` (an empty one when it has none). Notes belong to
    // their moves: when a different move drops the rest of the record, the
    // notes of the dropped moves go with them.
    [[nodiscard]] const MoveNote& note_at(int index) const noexcept;
    // Sets the note of move `index`; ignored when there is no such move.
    void set_note(int index, MoveNote note);
    void clear_notes() noexcept { m_notes.clear(); }
    [[nodiscard]] bool has_notes() const noexcept;

    // Ends the game at the end of the record with a result the rules did not reach
    // (adjudication, resignation, time, an engine's failure), and says why in words.
    void declare_result(Outcome outcome, std::string why);
    // The words given with a declared result; empty when none is declared.
    [[nodiscard]] const std::string& declared_reason() const noexcept { return m_declared_reason; }

private:
    [[nodiscard]] GameResult result_at(int ply) const noexcept;
    [[nodiscard]] int repetitions_at(int ply) const noexcept;

    std::vector<Position> m_positions; // m_positions[i]: after i moves
    std::vector<Move> m_moves;
    std::vector<MoveNote> m_notes; // m_notes[i]: on move i; no longer than m_moves
    int m_ply = 0;
    Outcome m_declared = Outcome::None;
    std::string m_declared_reason;
};

// "1-0", "0-1", "1/2-1/2" or "*".
[[nodiscard]] const char* outcome_string(Outcome outcome) noexcept;

} // namespace ataxx

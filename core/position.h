#pragma once

#include "cellset.h"
#include "geometry.h"
#include "move.h"
#include "rules.h"

#include <cstdint>

namespace ataxx {

// A position: the pieces of both sides, the blocked cells, the side to move,
// the clocks, the rules in force and a Zobrist key kept up to date by every
// move.
//
// Positions are small, trivially copyable values (the geometry is shared and
// immutable), so a search may copy-make, and the app may hand a position to
// another thread by value. make() returns what unmake() needs, for callers
// that prefer to undo in place. Nothing here allocates.
//
// A position knows every end-of-game rule but threefold repetition, which
// needs the history: Game and the search supply that.
class Position {
public:
    // What make() changed, for unmake().
    struct Undo {
        CellSet captured;
        std::uint64_t key = 0;
        int halfmove_clock = 0;
    };

    // The 7 x 7 start position.
    Position() noexcept;
    // The start position of a board: rectangles put x in the top-left and bottom-right
    // corners and o in the other two; hexagons put three pieces each on alternating
    // corners, x on the top-left one. No blocked cells.
    [[nodiscard]] static Position start(const Geometry& geometry, Rules rules = {}) noexcept;
    // Classic Hexxagon: side 5, three pieces each, three blocked cells round the centre.
    [[nodiscard]] static Position hexxagon(Rules rules = {}) noexcept;
    // A position from its parts, as a FEN reader or a board editor builds it. Pieces on
    // blocked cells and cells outside the geometry are dropped; callers validate first.
    [[nodiscard]] static Position from_parts(const Geometry& geometry, CellSet x, CellSet o,
                                             CellSet blocked, Side to_move, int halfmove_clock,
                                             int fullmove_number, Rules rules = {}) noexcept;

    [[nodiscard]] const Geometry& geometry() const noexcept { return *m_geometry; }
    [[nodiscard]] CellSet pieces(Side s) const noexcept { return m_pieces[side_index(s)]; }
    [[nodiscard]] CellSet blocked() const noexcept { return m_blocked; }
    [[nodiscard]] CellSet playable() const noexcept { return m_geometry->all_cells() & ~m_blocked; }
    [[nodiscard]] CellSet empty_cells() const noexcept {
        return m_geometry->all_cells() & ~(m_pieces[0] | m_pieces[1] | m_blocked);
    }
    [[nodiscard]] Side side_to_move() const noexcept { return m_side; }
    [[nodiscard]] int halfmove_clock() const noexcept { return m_halfmove_clock; }
    [[nodiscard]] int fullmove_number() const noexcept { return m_fullmove_number; }
    [[nodiscard]] const Rules& rules() const noexcept { return m_rules; }
    void set_rules(const Rules& rules) noexcept { m_rules = rules; }
    // 'x', 'o', '-' (blocked) or '.' (empty).
    [[nodiscard]] char cell_char(int cell) const noexcept;

    [[nodiscard]] std::uint64_t key() const noexcept { return m_key; }
    // The key computed from scratch; always equal to key().
    [[nodiscard]] std::uint64_t compute_key() const noexcept;

    // All legal moves: clones (one per destination), jumps, or the single pass when the
    // game is not over and the side to move cannot move (default rules). A finished
    // game has no moves.
    void generate(MoveList& moves) const noexcept;
    // The number of moves generate() would give, without listing them.
    [[nodiscard]] int count_moves() const noexcept;
    // after(m).count_moves(), without building the position: perft's last two plies.
    [[nodiscard]] int count_moves_after(Move m) const noexcept;
    // Whether generate() would give any move (a pass counts): false exactly where
    // the game is over. Far cheaper than generating: the search's leaves ask it.
    [[nodiscard]] bool has_moves() const noexcept;
    // Whether a game at this halfmove clock is drawn by the rules' halfmove limit.
    [[nodiscard]] bool clock_ran_out(int halfmove_clock) const noexcept;
    // Whether a side has a clone or a jump (the pass aside).
    [[nodiscard]] bool can_move(Side s) const noexcept;
    [[nodiscard]] bool is_legal(Move m) const noexcept;

    // Plays a legal move.
    void play(Move m) noexcept;
    // Plays a legal move and returns what unmake() needs to take it back.
    Undo make(Move m) noexcept {
        const Undo undo{captures(m), m_key, m_halfmove_clock};
        play(m);
        return undo;
    }
    void unmake(Move m, const Undo& undo) noexcept;
    // Copy-make.
    [[nodiscard]] Position after(Move m) const noexcept {
        Position next = *this;
        next.play(m);
        return next;
    }
    // The opponent pieces a move would turn over.
    [[nodiscard]] CellSet captures(Move m) const noexcept;

    // Whether the game is over here under the position's rules (repetition aside), and
    // how. Counts are filled in either way.
    [[nodiscard]] GameResult result() const noexcept;
    [[nodiscard]] bool is_over() const noexcept { return result().over(); }

    // The same pieces, blocked cells and side to move (the clocks may differ): what
    // counts as the same position for repetition.
    [[nodiscard]] bool same_placement(const Position& other) const noexcept {
        return m_geometry == other.m_geometry && m_side == other.m_side &&
               m_pieces[0] == other.m_pieces[0] && m_pieces[1] == other.m_pieces[1] &&
               m_blocked == other.m_blocked;
    }
    friend bool operator==(const Position& a, const Position& b) noexcept;

private:
    explicit Position(const Geometry& geometry) noexcept
        : m_geometry(&geometry) {}
    void refresh_key() noexcept { m_key = compute_key(); }
    CellSet& us() noexcept { return m_pieces[side_index(m_side)]; }
    CellSet& them() noexcept { return m_pieces[side_index(!m_side)]; }
    [[nodiscard]] int count_clones_and_jumps(Side s) const noexcept;
    // Whether some empty playable cell lies within distance 2 of some piece.
    [[nodiscard]] bool anyone_can_move() const noexcept;

    const Geometry* m_geometry;
    CellSet m_pieces[2];
    CellSet m_blocked;
    std::uint64_t m_key = 0;
    int m_halfmove_clock = 0;
    int m_fullmove_number = 1;
    Side m_side = Side::X;
    Rules m_rules;
};

} // namespace ataxx

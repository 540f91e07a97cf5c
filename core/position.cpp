#include "position.h"

#include "cellwords.h"
#include "zobrist.h"

#include <bit>

namespace ataxx {

Position::Position() noexcept
    : Position(start(Geometry::classic())) {}

Position Position::start(const Geometry& g, Rules rules) noexcept {
    CellSet x;
    CellSet o;
    if (g.is_hexagon()) {
        const int n = g.side() - 1;
        // Corners clockwise from the top-left, alternating x and o.
        const int corners[6][2] = {{0, -n}, {n, -n}, {n, 0}, {0, n}, {-n, n}, {-n, 0}};
        for (int i = 0; i < 6; ++i) {
            const int cell = g.cell_at_axial(corners[i][0], corners[i][1]);
            (i % 2 == 0 ? x : o).set(cell);
        }
    } else {
        const int last_row = g.height() - 1;
        const int last_column = g.width() - 1;
        x.set(g.cell_at(0, 0));
        x.set(g.cell_at(last_row, last_column));
        o.set(g.cell_at(0, last_column));
        o.set(g.cell_at(last_row, 0));
    }
    return from_parts(g, x, o, {}, Side::X, 0, 1, rules);
}

Position Position::hexxagon(Rules rules) noexcept {
    const Geometry& g = *Geometry::hexagon(5);
    Position p = start(g, rules);
    // One blocked cell next to the centre on the line to each of o's corners.
    CellSet blocked;
    blocked.set(g.cell_at_axial(1, -1));
    blocked.set(g.cell_at_axial(0, 1));
    blocked.set(g.cell_at_axial(-1, 0));
    return from_parts(g, p.pieces(Side::X), p.pieces(Side::O), blocked, Side::X, 0, 1, rules);
}

Position Position::from_parts(const Geometry& g, CellSet x, CellSet o, CellSet blocked,
                              Side to_move, int halfmove_clock, int fullmove_number,
                              Rules rules) noexcept {
    Position p(g);
    const CellSet all = g.all_cells();
    p.m_blocked = blocked & all;
    p.m_pieces[0] = x & all & ~p.m_blocked;
    p.m_pieces[1] = o & all & ~p.m_blocked & ~p.m_pieces[0];
    p.m_side = to_move;
    p.m_halfmove_clock = halfmove_clock;
    p.m_fullmove_number = fullmove_number;
    p.m_rules = rules;
    p.refresh_key();
    return p;
}

char Position::cell_char(int cell) const noexcept {
    if (m_pieces[0].contains(cell)) return 'x';
    if (m_pieces[1].contains(cell)) return 'o';
    if (m_blocked.contains(cell)) return '-';
    return '.';
}

std::uint64_t Position::compute_key() const noexcept {
    const auto& z = zobrist::keys;
    std::uint64_t key = z.geometry[static_cast<std::size_t>(m_geometry->id())];
    for (const int c : m_pieces[0]) key ^= z.piece[0][c];
    for (const int c : m_pieces[1]) key ^= z.piece[1][c];
    for (const int c : m_blocked) key ^= z.blocked[c];
    if (m_side == Side::O) key ^= z.o_to_move;
    return key;
}

namespace {

using namespace cellwords;

// Clones and jumps of `mine` into `empty`: clones once per destination (the
// union of the pieces' neighbourhoods), jumps once per origin and destination.
// The moves of `mine` into `empty` in generate()'s order: clones by
// destination, then jumps by origin and destination.
template <class Set>
void generate_of(const Geometry& g, Set mine, Set empty, MoveList& moves) noexcept {
    for (Set to = spread(g, mine) & empty; any(to);) moves.push(Move::clone(pop_lowest(to)));
    while (any(mine)) {
        const int from = pop_lowest(mine);
        for (Set to = narrow(g.jumps(from), Set{}) & empty; any(to);)
            moves.push(Move::jump(from, pop_lowest(to)));
    }
}

template <class Set>
int count_clones_and_jumps_of(const Geometry& g, Set mine, Set empty) noexcept {
    int n = popcount(spread(g, mine) & empty);
    while (any(mine)) n += popcount(narrow(g.jumps(pop_lowest(mine)), Set{}) & empty);
    return n;
}

template <class Set>
bool can_move_of(const Geometry& g, Set mine, Set empty) noexcept {
    while (any(mine))
        if (any(narrow(g.reach(pop_lowest(mine)), Set{}) & empty)) return true;
    return false;
}

// The number of moves of the side owning `mine` (the game-over tests on piece
// counts and the halfmove clock already passed).
template <class Set>
int count_moves_of(const Geometry& g, Set mine, Set theirs, Set empty, StuckRule stuck) noexcept {
    const int n = count_clones_and_jumps_of(g, mine, empty);
    if (n != 0) return n;
    return stuck == StuckRule::Pass && can_move_of(g, theirs, empty) ? 1 : 0;
}

} // namespace

int Position::count_clones_and_jumps(Side s) const noexcept {
    const Geometry& g = *m_geometry;
    if (g.cell_count() <= 64)
        return count_clones_and_jumps_of(g, pieces(s).lo(), empty_cells().lo());
    return count_clones_and_jumps_of(g, pieces(s), empty_cells());
}

bool Position::can_move(Side s) const noexcept {
    const Geometry& g = *m_geometry;
    if (g.cell_count() <= 64) return can_move_of(g, pieces(s).lo(), empty_cells().lo());
    return can_move_of(g, pieces(s), empty_cells());
}

bool Position::has_moves() const noexcept {
    if (m_pieces[0].empty() || m_pieces[1].empty() || clock_ran_out(m_halfmove_clock)) return false;
    return can_move(m_side) || (m_rules.stuck == StuckRule::Pass && can_move(!m_side));
}

bool Position::anyone_can_move() const noexcept {
    const Geometry& g = *m_geometry;
    const CellSet empty = empty_cells();
    const CellSet occupied = m_pieces[0] | m_pieces[1];
    // Walk whichever of the two sets is smaller.
    if (empty.count() < occupied.count()) {
        for (const int cell : empty)
            if (g.reach(cell) & occupied) return true;
    } else {
        for (const int cell : occupied)
            if (g.reach(cell) & empty) return true;
    }
    return false;
}

bool Position::clock_ran_out(int halfmove_clock) const noexcept {
    return m_rules.halfmove_limit != 0 && halfmove_clock >= m_rules.halfmove_limit;
}

int Position::count_moves() const noexcept {
    const CellSet mine = pieces(m_side);
    const CellSet theirs = pieces(!m_side);
    if (mine.empty() || theirs.empty() || clock_ran_out(m_halfmove_clock)) return 0;
    const Geometry& g = *m_geometry;
    if (g.cell_count() <= 64)
        return count_moves_of(g, mine.lo(), theirs.lo(), empty_cells().lo(), m_rules.stuck);
    return count_moves_of(g, mine, theirs, empty_cells(), m_rules.stuck);
}

// The same as after(m).count_moves(), without building the position.
int Position::count_moves_after(Move m) const noexcept {
    CellSet mine = pieces(m_side);
    CellSet theirs = pieces(!m_side);
    int clock = m_halfmove_clock + 1;
    if (!m.is_pass()) {
        const CellSet captured = m_geometry->adjacent(m.to()) & theirs;
        theirs ^= captured;
        mine |= captured | CellSet::single(m.to());
        if (m.is_jump())
            mine.reset(m.from());
        else
            clock = 0;
    }
    if (theirs.empty() || clock_ran_out(clock)) return 0;
    const Geometry& g = *m_geometry;
    const CellSet empty = g.all_cells() & ~(mine | theirs | m_blocked);
    if (g.cell_count() <= 64)
        return count_moves_of(g, theirs.lo(), mine.lo(), empty.lo(), m_rules.stuck);
    return count_moves_of(g, theirs, mine, empty, m_rules.stuck);
}

void Position::generate(MoveList& moves) const noexcept {
    moves.clear();
    if (m_pieces[0].empty() || m_pieces[1].empty() || clock_ran_out(m_halfmove_clock)) return;
    const Geometry& g = *m_geometry;
    if (g.cell_count() <= 64)
        generate_of(g, pieces(m_side).lo(), empty_cells().lo(), moves);
    else
        generate_of(g, pieces(m_side), empty_cells(), moves);
    if (moves.empty() && m_rules.stuck == StuckRule::Pass && can_move(!m_side))
        moves.push(Move::pass());
}

bool Position::is_legal(Move m) const noexcept {
    if (m.is_none()) return false;
    if (m.is_pass()) return count_clones_and_jumps(m_side) == 0 && count_moves() == 1;
    if (m_pieces[0].empty() || m_pieces[1].empty() || clock_ran_out(m_halfmove_clock)) return false;
    const Geometry& g = *m_geometry;
    const int to = m.to();
    if (to >= g.cell_count() || !empty_cells().contains(to)) return false;
    const CellSet mine = pieces(m_side);
    if (m.is_clone()) return static_cast<bool>(g.adjacent(to) & mine);
    return m.from() < g.cell_count() && mine.contains(m.from()) && g.jumps(m.from()).contains(to);
}

CellSet Position::captures(Move m) const noexcept {
    if (m.is_pass() || m.is_none()) return {};
    return m_geometry->adjacent(m.to()) & pieces(!m_side);
}

void Position::play(Move m) noexcept {
    const auto& z = zobrist::keys;
    const int s = static_cast<int>(m_side);
    if (m.is_pass()) {
        ++m_halfmove_clock;
    } else {
        const int to = m.to();
        const CellSet captured = m_geometry->adjacent(to) & them();
        us() |= CellSet::single(to) | captured;
        them() ^= captured;
        m_key ^= z.piece[s][to];
        for (const int c : captured) m_key ^= z.flip[c];
        if (m.is_jump()) {
            us().reset(m.from());
            m_key ^= z.piece[s][m.from()];
            ++m_halfmove_clock;
        } else {
            m_halfmove_clock = 0;
        }
    }
    if (m_side == Side::O) ++m_fullmove_number;
    m_side = !m_side;
    m_key ^= z.o_to_move;
}

void Position::unmake(Move m, const Undo& undo) noexcept {
    m_side = !m_side;
    if (m_side == Side::O) --m_fullmove_number;
    if (!m.is_pass()) {
        us().reset(m.to());
        if (m.is_jump()) us().set(m.from());
        us() ^= undo.captured;
        them() |= undo.captured;
    }
    m_key = undo.key;
    m_halfmove_clock = undo.halfmove_clock;
}

namespace {
GameResult decided_by_count(EndReason reason, int x, int o) noexcept {
    const Outcome outcome = x > o ? Outcome::XWins : o > x ? Outcome::OWins : Outcome::Draw;
    return {outcome, reason, x, o};
}
} // namespace

GameResult Position::result() const noexcept {
    const int x = m_pieces[0].count();
    const int o = m_pieces[1].count();
    if (x == 0 || o == 0) return decided_by_count(EndReason::NoPieces, x, o);
    const CellSet empty = empty_cells();
    if (empty.empty()) return decided_by_count(EndReason::BoardFull, x, o);
    if (!anyone_can_move()) return decided_by_count(EndReason::NoMoves, x, o);
    if (clock_ran_out(m_halfmove_clock)) return {Outcome::Draw, EndReason::HalfmoveLimit, x, o};
    if (m_rules.stuck != StuckRule::Pass && !can_move(m_side)) {
        if (m_rules.stuck == StuckRule::End) return decided_by_count(EndReason::NoMoves, x, o);
        const int free = empty.count();
        return m_side == Side::X ? decided_by_count(EndReason::NoMoves, x, o + free)
                                 : decided_by_count(EndReason::NoMoves, x + free, o);
    }
    return {Outcome::None, EndReason::None, x, o};
}

bool operator==(const Position& a, const Position& b) noexcept {
    return a.m_geometry == b.m_geometry && a.m_pieces[0] == b.m_pieces[0] &&
           a.m_pieces[1] == b.m_pieces[1] && a.m_blocked == b.m_blocked && a.m_side == b.m_side &&
           a.m_halfmove_clock == b.m_halfmove_clock && a.m_fullmove_number == b.m_fullmove_number &&
           a.m_rules == b.m_rules && a.m_key == b.m_key;
}

} // namespace ataxx

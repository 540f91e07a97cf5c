#include "game.h"

#include <algorithm>

namespace ataxx {

Game::Game(const Position& start) {
    m_positions.push_back(start);
}

bool Game::play(Move move) {
    if (result().over() || !position().is_legal(move)) return false;
    if (can_redo() && m_moves[static_cast<std::size_t>(m_ply)] == move) return redo();
    truncate();
    m_positions.push_back(position().after(move));
    m_moves.push_back(move);
    ++m_ply;
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

void Game::truncate() noexcept {
    m_positions.resize(static_cast<std::size_t>(m_ply) + 1, start_position());
    m_moves.resize(static_cast<std::size_t>(m_ply));
    if (m_notes.size() > m_moves.size()) m_notes.resize(m_moves.size());
    m_declared = Outcome::None;
    m_declared_reason.clear();
}

const MoveNote& Game::note_at(int index) const noexcept {
    static const MoveNote none;
    return index >= 0 && static_cast<std::size_t>(index) < m_notes.size()
               ? m_notes[static_cast<std::size_t>(index)]
               : none;
}

void Game::set_note(int index, MoveNote note) {
    if (index < 0 || index >= length()) return;
    const auto i = static_cast<std::size_t>(index);
    if (m_notes.size() <= i) {
        if (note.empty()) return;
        m_notes.resize(i + 1);
    }
    m_notes[i] = std::move(note);
}

bool Game::has_notes() const noexcept {
    return std::any_of(m_notes.begin(), m_notes.end(),
                       [](const MoveNote& note) { return !note.empty(); });
}

int Game::repetitions() const noexcept {
    return repetitions_at(m_ply);
}

int Game::repetitions_at(int ply) const noexcept {
    // Clones add a piece and nothing removes one, so no position from before the
    // last clone (the last reset of the halfmove clock) can come back.
    const Position& here = position_at(ply);
    const int earliest = std::max(0, ply - here.halfmove_clock());
    int count = 0;
    for (int i = ply; i >= earliest; --i)
        if (position_at(i).key() == here.key() && position_at(i).same_placement(here)) ++count;
    return count;
}

GameResult Game::result_at(int ply) const noexcept {
    GameResult r = position_at(ply).result();
    if (r.over()) return r;
    if (m_declared != Outcome::None && ply == length()) {
        r.outcome = m_declared;
        r.reason = EndReason::Declared;
        return r;
    }
    if (rules().threefold_repetition && repetitions_at(ply) >= 3) {
        r.outcome = Outcome::Draw;
        r.reason = EndReason::Repetition;
    }
    return r;
}

void Game::declare_result(Outcome outcome, std::string why) {
    m_ply = length();
    m_declared = outcome;
    m_declared_reason = outcome == Outcome::None ? std::string() : std::move(why);
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

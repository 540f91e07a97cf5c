#pragma once

// What a failed QCOMPARE prints for the game's own values, so that a
// comparison of moves, positions, rules or players shows both sides instead
// of "Compared values are not the same" alone: a position as its FEN, a move
// as its cells and, where they lie on the 7×7 board, its name there (a move
// does not know its board, so on other boards the cell numbers are what
// counts), a list of moves one after another, the rules as their three
// settings, a player as the window describes it. They specialise Qt Test's
// own toString(), the one form that both QCOMPARE and QCOMPARE_NE find
// (QCOMPARE_NE names QTest::toString, which argument-dependent lookup in the
// types' namespace would not reach).

#include "fen.h"
#include "geometry.h"
#include "move.h"
#include "notation.h"
#include "players/playersetup.h"
#include "position.h"
#include "rules.h"

#include <QByteArray>
#include <QTest>

#include <string>
#include <vector>

namespace printing {

inline std::string describeMove(ataxx::Move move) {
    const ataxx::Geometry& classic = ataxx::Geometry::classic();
    if (move.is_none() || move.is_pass()) return ataxx::move_to_string(classic, move);
    const bool onClassic = move.from() < classic.cell_count() && move.to() < classic.cell_count();
    const std::string cells = move.is_clone() ? "cell " + std::to_string(move.to())
                                              : "cells " + std::to_string(move.from()) + " to " +
                                                    std::to_string(move.to());
    return onClassic ? cells + " (" + ataxx::move_to_string(classic, move) + " on 7x7)" : cells;
}

} // namespace printing

namespace QTest {

template <>
inline char* toString(const ataxx::Move& move) {
    return qstrdup(printing::describeMove(move).c_str());
}

template <>
inline char* toString(const std::vector<ataxx::Move>& moves) {
    std::string text = std::to_string(moves.size()) + " moves:";
    for (const ataxx::Move move : moves) text += " [" + printing::describeMove(move) + "]";
    return qstrdup(text.c_str());
}

template <>
inline char* toString(const ataxx::Position& position) {
    return qstrdup(ataxx::write_fen(position).c_str());
}

template <>
inline char* toString(const ataxx::Rules& rules) {
    const char* stuck = rules.stuck == ataxx::StuckRule::Pass  ? "pass"
                        : rules.stuck == ataxx::StuckRule::End ? "end"
                                                               : "fill";
    const std::string text = std::string("stuck: ") + stuck +
                             ", halfmove limit: " + std::to_string(rules.halfmove_limit) +
                             ", repetition: " + (rules.threefold_repetition ? "on" : "off");
    return qstrdup(text.c_str());
}

template <>
inline char* toString(const ataxx::PlayerSetup& player) {
    return qstrdup(player.description().toUtf8().constData());
}

} // namespace QTest

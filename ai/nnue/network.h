#pragma once

#include "nnue/windows.h"
#include "position.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ataxx::nnue {

// A learned evaluation in the NNUE style, one network per board geometry and
// set of layouts of blocked cells (7x7 with its blocked layouts, Hexxagon, ...).
//
// Inputs: three per cell, seen from one side: the side's own piece, the
// other side's piece, a blocked cell. The same feature transformer turns the
// board into an accumulator of `hidden` values for each side (x's view and
// o's view), which a move changes only where cells changed. The evaluation
// puts the side to move's accumulator first and the other's second, squares
// each clipped value (SCReLU) and takes one weighted sum: the score for the
// side to move.
//
// Integer arithmetic throughout: transformer weights and biases are int16
// scaled by `qa`, output weights int16 scaled by `qb`, the output bias int32
// scaled by qa * qb. A squared value v * v (v = clamp(x, 0, qa)) is divided
// by qa, rounded, before it meets its weight, so each product is
// qa * qb times the float one and a fine qb costs no overflow. The trainer (train/trainer.h) works
// in floats with the same layout and writes this format.
inline constexpr int hidden = 128;
inline constexpr int qa = 255;
// A pattern network (ATXNNUE3, below) reads windows of cells (nnue/windows.h)
// instead of single cells, with up to this many values a side and output
// weights scaled by window_qb (|w| <= 127 in int16, so that a clipped value
// times its weight fits in 16 bits, the product the SIMD kernels need).
inline constexpr int max_hidden = 256;
inline constexpr int window_qb = 64;
inline constexpr int window_weight_limit = 127;
inline constexpr int max_buckets = 16;
inline constexpr int max_windows = 256; // a hexagon of side 7 has 216
inline constexpr int qb = 1024;
// Output weights within this (|w| <= 1.98 in floats): the output's sum stays
// far inside 32 bits.
inline constexpr int output_weight_limit = 2048;
inline constexpr int kinds = 3; // own, theirs, blocked

enum Kind : int { Own = 0, Theirs = 1, Blocked = 2 };

// Feature index of a cell seen from one side.
[[nodiscard]] constexpr int feature(Kind kind, int cell, int cells) noexcept {
    return static_cast<int>(kind) * cells + cell;
}

struct alignas(64) Accumulator {
    // By absolute side: [0] x's view, [1] o's view; the first width() values.
    std::array<std::array<std::int16_t, max_hidden>, 2> values;
    // A pattern network's window codes seen from x (o's view swaps Ours and
    // Others), kept so that a move recomputes only the windows it changes.
    std::array<std::uint16_t, max_windows> codes;
};

// What a network reads: single cells (ATXNNUE1 and 2) or windows (ATXNNUE3).
enum class Inputs : std::uint8_t { Cells, Windows };

// The order in which a network keeps its layouts of blocked cells (a strict
// order on cell sets: by cells 64-127, then 0-63).
[[nodiscard]] constexpr bool layout_before(CellSet a, CellSet b) noexcept {
    return a.hi() != b.hi() ? a.hi() < b.hi() : a.lo() < b.lo();
}

// What a weights file holds. Little-endian, in this order:
//   "ATXNNUE1" or "ATXNNUE2"     8 bytes
//   hidden, cells                uint32 each
//   shape, width, height         uint8 each (shape 0 rectangle, 1 hexagon side `width`)
//   hand-made share              uint8, 0 to 100 (see hand_made_share; 0 in older files)
//   scale                        int32: the score in hundredths of a piece is
//                                output * scale / (qa * qb)
//   (ATXNNUE2 only) layouts      uint32 count, then per layout its blocked
//                                cells as two uint64 (cells 0-63, 64-127)
//   transformer weights          int16 [cells * 3][hidden]
//   transformer biases           int16 [hidden]
//   output weights               int16 [2 * hidden]
//   output bias                  int32
//   checksum                     uint64: FNV-1a of every byte before it
//
// A pattern network, "ATXNNUE3", reads one input per window of the board
// (nnue/windows.h): each window, in its state seen from one side, adds its
// row to that side's accumulator. Its output layer has one set of weights per
// bucket of the number of pieces on the board (bucket_of), and its output
// weights are scaled by window_qb. Its score is
//   (sum over both halves of clamp(v, 0, qa)^2 * w / qa + bias) * scale / (qa * window_qb).
// Little-endian, in this order:
//   "ATXNNUE3"                   8 bytes
//   width, cells                 uint32 each: values a side (16 to 256, a multiple of 16)
//   shape, width, height         uint8 each, as above
//   hand-made share              uint8
//   scale                        int32
//   cells a window, buckets      uint8 each (4 on rectangles, 3 on hexagons; 1 to 16)
//   layouts                      uint32 count (0: any), then two uint64 each
//   transformer weights          int16 [windows * 4^cells a window][width]
//   transformer biases           int16 [width]
//   output weights               int16 [buckets][2 * width]
//   output biases                int32 [buckets]
//   checksum                     uint64: FNV-1a of every byte before it
class Network {
public:
    // Reads a network from bytes; nullptr and a message saying what is wrong
    // when the bytes are not one (`source` names them in the message).
    [[nodiscard]] static std::shared_ptr<const Network>
    read(std::span<const std::uint8_t> bytes, std::string_view source, std::string& error);
    [[nodiscard]] static std::shared_ptr<const Network> load(const std::string& path,
                                                             std::string& error);
    // The network in the file format.
    [[nodiscard]] std::vector<std::uint8_t> bytes() const;

    // A network of zeros for this geometry, for the trainer to fill: one
    // that reads cells (`hidden` values a side), or windows.
    explicit Network(const Geometry& geometry, Inputs inputs = Inputs::Cells, int width = hidden,
                     int buckets = 1);

    [[nodiscard]] const Geometry& geometry() const noexcept { return *m_geometry; }
    [[nodiscard]] int cells() const noexcept { return m_geometry->cell_count(); }
    [[nodiscard]] Inputs input_kind() const noexcept {
        return m_windows ? Inputs::Windows : Inputs::Cells;
    }
    [[nodiscard]] int inputs() const noexcept {
        return m_windows ? m_windows->inputs() : kinds * cells();
    }
    // Values a side.
    [[nodiscard]] int width() const noexcept { return m_width; }
    [[nodiscard]] int buckets() const noexcept { return m_buckets; }
    // The output bucket of a position: by the pieces on the board.
    [[nodiscard]] int bucket_of(const Position& position) const noexcept {
        const int pieces = (position.pieces(Side::X) | position.pieces(Side::O)).count();
        return std::min(m_buckets - 1, pieces * m_buckets / (cells() + 1));
    }
    // Whether the network knows boards with these blocked cells: it was
    // trained on that layout (or names none, and so takes any). A network
    // judges only what it has seen: on a layout it never met it can be far
    // worse than the hand-made evaluation.
    [[nodiscard]] bool knows_layout(CellSet blocked) const noexcept;

    // The accumulator of a position from scratch.
    void refresh(const Position& position, Accumulator& acc) const noexcept;
    // `acc` (of `before`) brought to `after`: only the cells whose pieces changed.
    void update(const Position& before, const Position& after, const Accumulator& from,
                Accumulator& to) const noexcept;
    // The score for the side to move of `position` (whose accumulator `acc`
    // is), in hundredths of a piece.
    [[nodiscard]] int evaluate(const Accumulator& acc, const Position& position) const noexcept;
    [[nodiscard]] int evaluate(const Position& position) const noexcept {
        Accumulator acc;
        refresh(position, acc);
        return evaluate(acc, position);
    }

    std::vector<std::int16_t> transformer_weights; // [inputs][width]
    std::vector<std::int16_t> transformer_bias;    // [width]
    std::vector<std::int16_t> output_weights;      // [buckets][2 * width]
    std::vector<std::int32_t> output_bias;         // [buckets]
    std::int32_t scale = 0;
    // The percentage of the search's static evaluation that the hand-made
    // evaluation gives, the network giving the rest (0: the network alone).
    // On the biggest boards a network alone misjudges the captures waiting
    // on the board, which the hand-made evaluation counts; the two together
    // beat either (README, "The built-in networks"). evaluate() is the
    // network's own score; the search blends.
    int hand_made_share = 0;
    // The layouts of blocked cells it was trained on, sorted; empty: any
    // (a file of the first format, which names none).
    std::vector<CellSet> layouts;

private:
    void refresh_windows(const Position& position, Accumulator& acc) const noexcept;
    void update_windows(const Position& before, const Position& after, const Accumulator& from,
                        Accumulator& to) const noexcept;

    const Geometry* m_geometry;
    const WindowSet* m_windows = nullptr; // null: the network reads cells
    int m_width = hidden;
    int m_buckets = 1;
};

// The networks the engine was built with (resources/nnue/*.nnue) are read
// once, by NetworkSet::builtins(). A built-in file that does not read is
// left out, and its message is in builtin_errors().
[[nodiscard]] const std::vector<std::string>& builtin_errors();

// The networks a search uses, by board and layout of blocked cells: the
// built-in ones, or a file given for one geometry in place of its built-in ones.
class NetworkSet {
public:
    [[nodiscard]] static std::shared_ptr<const NetworkSet> builtins();
    // The built-in networks with `network` alone for its own geometry.
    [[nodiscard]] static std::shared_ptr<const NetworkSet>
    with(std::shared_ptr<const Network> network);
    // The network for this position's board and layout of blocked cells;
    // nullptr where there is none (the hand-made evaluation plays there).
    [[nodiscard]] const Network* find(const Position& position) const noexcept;

private:
    std::vector<std::shared_ptr<const Network>> m_networks;
};

} // namespace ataxx::nnue

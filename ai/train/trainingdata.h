#pragma once

#include "position.h"

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace ataxx {

// One position of self-play for training an evaluation: the board, whose
// turn it is, what a search made of it and how the game ended. Fixed size
// and little-endian on disk (64 bytes), so files can be concatenated, split
// and read at any record.
struct TrainingRecord {
    std::uint64_t x[2] = {0, 0};       // x's pieces (CellSet lo, hi)
    std::uint64_t o[2] = {0, 0};       // o's pieces
    std::uint64_t blocked[2] = {0, 0}; // blocked cells
    std::uint8_t hexagon = 0;          // 1: a hexagon of side `width`
    std::uint8_t width = 0;
    std::uint8_t height = 0;
    std::uint8_t side = 0;  // 0: x to move, 1: o
    std::int16_t score = 0; // the search's score for the side to move (hundredths of a piece)
    std::int8_t result = 0; // the game's end for the side to move: 1 won, 0 drawn, -1 lost
    std::uint8_t reserved[9] = {};

    static constexpr std::size_t size = 64;
    [[nodiscard]] static TrainingRecord of(const Position& position, int score, int result);
    // The position again; nothing when the record's board is not one the game knows.
    [[nodiscard]] std::optional<Position> position() const;
};

// Appends records to a file; a file that cannot be written says so.
class TrainingWriter {
public:
    explicit TrainingWriter(const std::string& path, bool append = true);
    ~TrainingWriter();
    TrainingWriter(const TrainingWriter&) = delete;
    TrainingWriter& operator=(const TrainingWriter&) = delete;
    [[nodiscard]] bool ok() const noexcept { return m_file != nullptr; }
    [[nodiscard]] const std::string& error() const noexcept { return m_error; }
    bool write(const std::vector<TrainingRecord>& records);

private:
    std::FILE* m_file = nullptr;
    std::string m_error;
};

// Reads a whole file of records. A file whose size is not a whole number of
// records, or with a record whose board is unknown, is refused with the
// record's number in `error`.
[[nodiscard]] std::optional<std::vector<TrainingRecord>> read_training_file(const std::string& path,
                                                                            std::string& error);

} // namespace ataxx

#include "puzzle/puzzle.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <numeric>

namespace ataxx {

std::string day_text(PuzzleDay day) {
    const std::chrono::year_month_day date{std::chrono::sys_days{std::chrono::days{day}}};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return text;
}

std::optional<PuzzleDay> read_day(std::string_view text) noexcept {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
    const auto number = [&](std::size_t at, std::size_t length, int& out) {
        out = 0;
        for (std::size_t i = at; i < at + length; ++i) {
            if (text[i] < '0' || text[i] > '9') return false;
            out = out * 10 + (text[i] - '0');
        }
        return true;
    };
    int year = 0;
    int month = 0;
    int day = 0;
    if (!number(0, 4, year) || !number(5, 2, month) || !number(8, 2, day) || year < 1970)
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year{year},
                                           std::chrono::month{static_cast<unsigned>(month)},
                                           std::chrono::day{static_cast<unsigned>(day)}};
    if (!date.ok()) return std::nullopt;
    return static_cast<PuzzleDay>(std::chrono::sys_days{date}.time_since_epoch().count());
}

PuzzleDay today() noexcept {
    const auto now = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    return static_cast<PuzzleDay>(now.time_since_epoch().count());
}

std::vector<Move> best_line(const Puzzle& puzzle) {
    if (!puzzle.line.empty()) return puzzle.line;
    if (puzzle.right.empty()) return {};
    return {puzzle.right.front()};
}

bool is_right(const Puzzle& puzzle, Move move) noexcept {
    return std::find(puzzle.right.begin(), puzzle.right.end(), move) != puzzle.right.end();
}

void record_try(Puzzle& puzzle, bool solved, PuzzleDay day) {
    PuzzleRecord& record = puzzle.record;
    ++record.tried;
    if (solved) ++record.solved;
    record.tries.push_back({day, solved});
    record.box = solved ? std::clamp(record.box + 1, 1, puzzle_boxes) : 1;
    record.due = day + puzzle_box_days[static_cast<std::size_t>(record.box - 1)];
}

std::vector<std::size_t> due_puzzles(const std::vector<Puzzle>& puzzles, PuzzleDay day) {
    std::vector<std::size_t> due;
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        if (puzzles[i].record.due <= day) due.push_back(i);
    std::stable_sort(due.begin(), due.end(), [&](std::size_t a, std::size_t b) {
        const PuzzleRecord& ra = puzzles[a].record;
        const PuzzleRecord& rb = puzzles[b].record;
        if (ra.due != rb.due) return ra.due < rb.due;
        return ra.box < rb.box;
    });
    return due;
}

PuzzleBoard puzzle_board(const Position& position) noexcept {
    const Geometry& geometry = position.geometry();
    PuzzleBoard board;
    board.hexagon = geometry.is_hexagon();
    if (board.hexagon) {
        board.side = geometry.side();
    } else {
        board.width = geometry.width();
        board.height = geometry.height();
    }
    board.blocked = !position.blocked().empty();
    return board;
}

PuzzleStatistics puzzle_statistics(const std::vector<Puzzle>& puzzles, PuzzleDay day) {
    PuzzleStatistics statistics;
    std::map<PuzzleBoard, PuzzleStatistics::Board> boards;
    std::map<PuzzleDay, PuzzleStatistics::Day> days;
    for (const Puzzle& puzzle : puzzles) {
        const PuzzleRecord& record = puzzle.record;
        ++statistics.puzzles;
        if (record.tried == 0) ++statistics.never_tried;
        if (record.due <= day) ++statistics.due;
        statistics.tried += record.tried;
        statistics.solved += record.solved;
        statistics.failed += record.failed();
        ++statistics.in_box[static_cast<std::size_t>(std::clamp(record.box, 1, puzzle_boxes) - 1)];
        const PuzzleBoard kind = puzzle_board(puzzle.position);
        PuzzleStatistics::Board& board = boards[kind];
        board.board = kind;
        ++board.puzzles;
        board.solved += record.solved;
        board.failed += record.failed();
        for (const PuzzleTry& attempt : record.tries) {
            PuzzleStatistics::Day& on = days[attempt.day];
            on.day = attempt.day;
            ++(attempt.solved ? on.solved : on.failed);
        }
    }
    for (const auto& [kind, board] : boards) statistics.boards.push_back(board);
    for (const auto& [when, counts] : days) statistics.days.push_back(counts);
    return statistics;
}

} // namespace ataxx

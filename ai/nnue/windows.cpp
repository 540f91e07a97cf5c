#include "nnue/windows.h"

#include <memory>
#include <mutex>

namespace ataxx::nnue {

namespace {

WindowSet make(const Geometry& g) {
    WindowSet set;
    if (!g.is_hexagon()) {
        set.cells_per_window = 4;
        for (int row = 0; row + 1 < g.height(); ++row)
            for (int column = 0; column + 1 < g.width(); ++column)
                set.windows.push_back({static_cast<std::uint8_t>(g.cell_at(row, column)),
                                       static_cast<std::uint8_t>(g.cell_at(row, column + 1)),
                                       static_cast<std::uint8_t>(g.cell_at(row + 1, column)),
                                       static_cast<std::uint8_t>(g.cell_at(row + 1, column + 1))});
    } else {
        // Every triangle a < b < c of mutually adjacent cells, in order.
        set.cells_per_window = 3;
        const int n = g.cell_count();
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) {
                if (!g.adjacent(a).contains(b)) continue;
                for (int c = b + 1; c < n; ++c)
                    if (g.adjacent(a).contains(c) && g.adjacent(b).contains(c))
                        set.windows.push_back({static_cast<std::uint8_t>(a),
                                               static_cast<std::uint8_t>(b),
                                               static_cast<std::uint8_t>(c), 0});
            }
    }
    set.states = 1 << (2 * set.cells_per_window);
    for (int w = 0; w < set.count(); ++w)
        for (int k = 0; k < set.cells_per_window; ++k) {
            const int cell = set.windows[static_cast<std::size_t>(w)][static_cast<std::size_t>(k)];
            auto& count = set.member_count[static_cast<std::size_t>(cell)];
            set.members[static_cast<std::size_t>(cell)][count++] = {
                static_cast<std::uint16_t>(w), static_cast<std::uint16_t>(1 << (2 * k))};
        }
    return set;
}

} // namespace

const WindowSet& windows_of(const Geometry& geometry) {
    // One slot per geometry id, filled on first use and kept.
    static std::mutex mutex;
    static std::array<std::unique_ptr<const WindowSet>, 128> made;
    const auto id = static_cast<std::size_t>(geometry.id());
    const std::lock_guard lock(mutex);
    auto& slot = made.at(id);
    if (!slot) slot = std::make_unique<const WindowSet>(make(geometry));
    return *slot;
}

} // namespace ataxx::nnue

#include "nnue/network.h"

#include "nnue/networks_data.h"
#include "nnue/simd.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <mutex>
#include <optional>

namespace ataxx::nnue {

namespace {

constexpr char magic[8] = {'A', 'T', 'X', 'N', 'N', 'U', 'E', '1'};
constexpr char magic_layouts[8] = {'A', 'T', 'X', 'N', 'N', 'U', 'E', '2'};
constexpr char magic_windows[8] = {'A', 'T', 'X', 'N', 'N', 'U', 'E', '3'};

std::uint64_t fnv1a(std::span<const std::uint8_t> bytes) noexcept {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const std::uint8_t b : bytes) {
        h ^= b;
        h *= 0x100000001b3ull;
    }
    return h;
}

// Little-endian reading with a position, for messages that say where.
class Reader {
public:
    explicit Reader(std::span<const std::uint8_t> bytes)
        : m_bytes(bytes) {}
    [[nodiscard]] bool has(std::size_t n) const noexcept { return m_at + n <= m_bytes.size(); }
    [[nodiscard]] std::size_t at() const noexcept { return m_at; }
    std::uint64_t unsigned_of(std::size_t n) noexcept {
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < n; ++i) v |= std::uint64_t{m_bytes[m_at + i]} << (8 * i);
        m_at += n;
        return v;
    }
    std::int16_t i16() noexcept { return static_cast<std::int16_t>(unsigned_of(2)); }
    std::int32_t i32() noexcept { return static_cast<std::int32_t>(unsigned_of(4)); }

private:
    std::span<const std::uint8_t> m_bytes;
    std::size_t m_at = 0;
};

void put(std::vector<std::uint8_t>& out, std::uint64_t v, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

const Geometry* geometry_of(int shape, int width, int height) noexcept {
    if (shape == 0) return Geometry::rectangle(width, height);
    if (shape == 1 && height == 0) return Geometry::hexagon(width);
    return nullptr;
}

// Adds (sign 1) or subtracts (-1) the rows of `cells` as `kind` to a view.
void apply(const std::vector<std::int16_t>& weights, int cells_total, Kind kind, CellSet cells,
           int sign, std::array<std::int16_t, max_hidden>& view) noexcept {
    for (const int cell : cells) {
        const std::int16_t* row =
            weights.data() + static_cast<std::size_t>(feature(kind, cell, cells_total)) * hidden;
        if (sign > 0)
            for (int i = 0; i < hidden; ++i) view[i] = static_cast<std::int16_t>(view[i] + row[i]);
        else
            for (int i = 0; i < hidden; ++i) view[i] = static_cast<std::int16_t>(view[i] - row[i]);
    }
}

// Whether no hidden value of `net` can leave the int16 accumulator's range on
// any board: its bias and, for each of `groups` groups of `members` inputs
// (input_of(group, member), of which a board turns on one), the largest
// weight. False, with the value that could and by how much, when one can.
template <class InputOf>
bool fits_accumulator(const Network& net, int width, int groups, int members, InputOf input_of,
                      const std::string& where, std::string& error) {
    const auto w = static_cast<std::size_t>(width);
    for (std::size_t h = 0; h < w; ++h) {
        long reach = std::abs(long{net.transformer_bias[h]});
        for (int group = 0; group < groups; ++group) {
            long most = 0;
            for (int member = 0; member < members; ++member) {
                const auto input = static_cast<std::size_t>(input_of(group, member));
                most = std::max(most, std::abs(long{net.transformer_weights[input * w + h]}));
            }
            reach += most;
        }
        if (reach > 32767) {
            error = where + ": hidden value " + std::to_string(h + 1) + " can reach " +
                    std::to_string(reach) +
                    ", beyond the 16-bit accumulator's 32767 (the weights are too large)";
            return false;
        }
    }
    return true;
}

// The header of a network file: what the network is for and its shape.
struct Header {
    bool with_windows = false; // ATXNNUE3: a pattern network
    bool with_layouts = false; // ATXNNUE2 or 3: the layouts of blocked cells it knows
    int hidden = 0;            // values a side
    int cells = 0;
    const Geometry* geometry = nullptr;
    int hand_made_share = 0;
    std::int32_t scale = 0;
    int buckets = 1;
};

// A pattern network's part of the header: its windows' size and its output
// buckets.
bool read_window_header(Reader& in, Header& h, const std::string& where, std::string& error) {
    if (!in.has(2)) {
        error = where + ": the file is cut short in its header";
        return false;
    }
    const auto window_cells = static_cast<int>(in.unsigned_of(1));
    h.buckets = static_cast<int>(in.unsigned_of(1));
    if (window_cells != windows_of(*h.geometry).cells_per_window) {
        error = where + ": the network reads windows of " + std::to_string(window_cells) +
                " cells; on " + h.geometry->description() + " they have " +
                std::to_string(windows_of(*h.geometry).cells_per_window);
        return false;
    }
    if (h.buckets < 1 || h.buckets > max_buckets) {
        error = where + ": the network has " + std::to_string(h.buckets) +
                " output buckets; 1 to " + std::to_string(max_buckets) + " are allowed";
        return false;
    }
    return true;
}

// The header, checked: the magic, the board, the sizes, the scale.
std::optional<Header> read_header(std::span<const std::uint8_t> bytes, Reader& in,
                                  const std::string& where, std::string& error) {
    Header h;
    h.with_windows = bytes.size() >= 8 && std::memcmp(bytes.data(), magic_windows, 8) == 0;
    h.with_layouts =
        h.with_windows || (bytes.size() >= 8 && std::memcmp(bytes.data(), magic_layouts, 8) == 0);
    if (bytes.size() < 8 + 8 + 4 + 4 + 8 ||
        (!h.with_layouts && std::memcmp(bytes.data(), magic, 8) != 0)) {
        error = where + ": not a network file (it does not start with ATXNNUE1, 2 or 3)";
        return std::nullopt;
    }
    in.unsigned_of(8);
    h.hidden = static_cast<int>(in.unsigned_of(4));
    h.cells = static_cast<int>(in.unsigned_of(4));
    const auto shape = static_cast<int>(in.unsigned_of(1));
    const auto width = static_cast<int>(in.unsigned_of(1));
    const auto height = static_cast<int>(in.unsigned_of(1));
    h.hand_made_share = static_cast<int>(in.unsigned_of(1));
    h.scale = in.i32();
    if (!h.with_windows && h.hidden != hidden) {
        error = where + ": the network has " + std::to_string(h.hidden) +
                " hidden values a side; this engine is built for " + std::to_string(hidden);
        return std::nullopt;
    }
    if (h.with_windows && (h.hidden < 16 || h.hidden > max_hidden || h.hidden % 16 != 0)) {
        error = where + ": the network has " + std::to_string(h.hidden) +
                " values a side; a pattern network has a multiple of 16 from 16 to " +
                std::to_string(max_hidden);
        return std::nullopt;
    }
    h.geometry = geometry_of(shape, width, height);
    if (!h.geometry) {
        error = where + ": the network is for a board the game does not have (shape " +
                std::to_string(shape) + ", " + std::to_string(width) + " x " +
                std::to_string(height) + ")";
        return std::nullopt;
    }
    if (h.geometry->cell_count() != h.cells) {
        error = where + ": the network has " + std::to_string(h.cells) + " cells but its board (" +
                h.geometry->description() + ") has " + std::to_string(h.geometry->cell_count());
        return std::nullopt;
    }
    if (h.scale <= 0) {
        error =
            where + ": the network's scale is " + std::to_string(h.scale) + "; it must be positive";
        return std::nullopt;
    }
    if (h.hand_made_share > 100) {
        error = where + ": the hand-made evaluation's share is " +
                std::to_string(h.hand_made_share) + "%; it must be 0 to 100";
        return std::nullopt;
    }
    if (h.with_windows && !read_window_header(in, h, where, error)) return std::nullopt;
    return h;
}

// The layouts of blocked cells the network knows (ATXNNUE2 and 3), each on
// the board and in order.
bool read_layouts(Reader& in, const Header& h, Network& net, const std::string& where,
                  std::string& error) {
    if (!in.has(4)) {
        error = where + ": the file is cut short in its header";
        return false;
    }
    const std::uint64_t count = in.unsigned_of(4);
    if ((count == 0 && !h.with_windows) || !in.has(static_cast<std::size_t>(count) * 16)) {
        error = where + ": the list of " + std::to_string(count) +
                " layouts of blocked cells is empty or longer than the file";
        return false;
    }
    const CellSet board = CellSet::first(h.cells);
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::uint64_t lo = in.unsigned_of(8);
        const std::uint64_t hi = in.unsigned_of(8);
        const CellSet layout(lo, hi);
        if ((layout & ~board) != CellSet{} ||
            (!net.layouts.empty() && !layout_before(net.layouts.back(), layout))) {
            error = where + ": layout " + std::to_string(i + 1) +
                    " of blocked cells lies off the board or out of order";
            return false;
        }
        net.layouts.push_back(layout);
    }
    return true;
}

// The weights and biases, then the checksum of the whole file; the file must
// end there, and the output weights stay within the arithmetic's limit.
bool read_weights(std::span<const std::uint8_t> bytes, Reader& in, const Header& h, Network& net,
                  const std::string& where, std::string& error) {
    const std::size_t payload = net.transformer_weights.size() * 2 +
                                net.transformer_bias.size() * 2 + net.output_weights.size() * 2 +
                                net.output_bias.size() * 4;
    const std::size_t expected = in.at() + payload + 8;
    if (bytes.size() != expected) {
        error =
            where + ": " + std::to_string(bytes.size()) + " bytes where a " +
            h.geometry->description() + " network has " + std::to_string(expected) +
            (bytes.size() < expected ? " (the file is cut short)" : " (there is more after it)");
        return false;
    }
    for (auto& w : net.transformer_weights) w = in.i16();
    for (auto& b : net.transformer_bias) b = in.i16();
    for (auto& w : net.output_weights) w = in.i16();
    for (auto& b : net.output_bias) b = in.i32();
    const std::uint64_t sum = in.unsigned_of(8);
    if (sum != fnv1a(bytes.first(bytes.size() - 8))) {
        error = where + ": the checksum does not match (the file is damaged)";
        return false;
    }
    const int limit = h.with_windows ? window_weight_limit : output_weight_limit;
    for (const std::int16_t w : net.output_weights) {
        if (w < -limit || w > limit) {
            error = where + ": an output weight is " + std::to_string(w) + ", outside " +
                    std::to_string(-limit) + ".." + std::to_string(limit) +
                    " (the arithmetic would overflow)";
            return false;
        }
    }
    return true;
}

// The accumulator is int16 and a refresh or update adds without checking:
// every value must stay in range on any board. A board turns on one input
// of each group (a cell's kind, or a window's state), so a value reaches at
// most its bias and each group's largest weight. An update passes through
// sums of no board (a captured cell counts as both sides' for a moment),
// but int16 arithmetic wraps, so the value it ends on is exact whenever a
// board's is in range.
bool fits_its_accumulator(const Network& net, const Header& h, const std::string& where,
                          std::string& error) {
    if (h.with_windows) {
        const WindowSet& windows = windows_of(*h.geometry);
        return fits_accumulator(
            net, h.hidden, windows.count(), windows.states,
            [&windows](int w, int state) { return w * windows.states + state; }, where, error);
    }
    const int cell_count = h.geometry->cell_count();
    return fits_accumulator(
        net, h.hidden, cell_count, kinds,
        [cell_count](int cell, int kind) {
            return feature(static_cast<Kind>(kind), cell, cell_count);
        },
        where, error);
}

} // namespace

Network::Network(const Geometry& geometry, Inputs inputs, int width, int buckets)
    : m_geometry(&geometry)
    , m_windows(inputs == Inputs::Windows ? &windows_of(geometry) : nullptr)
    , m_width(inputs == Inputs::Windows ? width : hidden)
    , m_buckets(inputs == Inputs::Windows ? buckets : 1) {
    transformer_weights.assign(
        static_cast<std::size_t>(this->inputs()) * static_cast<std::size_t>(m_width), 0);
    transformer_bias.assign(static_cast<std::size_t>(m_width), 0);
    output_weights.assign(static_cast<std::size_t>(m_buckets * 2 * m_width), 0);
    output_bias.assign(static_cast<std::size_t>(m_buckets), 0);
}

std::shared_ptr<const Network> Network::read(std::span<const std::uint8_t> bytes,
                                             std::string_view source, std::string& error) {
    const std::string where = std::string(source);
    Reader in(bytes);
    const std::optional<Header> h = read_header(bytes, in, where, error);
    if (!h) return nullptr;
    auto net = std::make_shared<Network>(
        *h->geometry, h->with_windows ? Inputs::Windows : Inputs::Cells, h->hidden, h->buckets);
    net->hand_made_share = h->hand_made_share;
    if (h->with_layouts && !read_layouts(in, *h, *net, where, error)) return nullptr;
    if (!read_weights(bytes, in, *h, *net, where, error)) return nullptr;
    net->scale = h->scale;
    return fits_its_accumulator(*net, *h, where, error) ? net : nullptr;
}

std::shared_ptr<const Network> Network::load(const std::string& path, std::string& error) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        error = path + ": cannot open the network file";
        return nullptr;
    }
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)),
                                          std::istreambuf_iterator<char>());
    return read(bytes, path, error);
}

bool Network::knows_layout(CellSet blocked) const noexcept {
    return layouts.empty() ||
           std::binary_search(layouts.begin(), layouts.end(), blocked, layout_before);
}

std::vector<std::uint8_t> Network::bytes() const {
    const char* const kind = m_windows ? magic_windows : layouts.empty() ? magic : magic_layouts;
    std::vector<std::uint8_t> out(kind, kind + 8);
    put(out, static_cast<std::uint64_t>(m_width), 4);
    put(out, static_cast<std::uint64_t>(cells()), 4);
    const Geometry& g = geometry();
    put(out, g.is_hexagon() ? 1 : 0, 1);
    put(out, static_cast<std::uint64_t>(g.is_hexagon() ? g.side() : g.width()), 1);
    put(out, static_cast<std::uint64_t>(g.is_hexagon() ? 0 : g.height()), 1);
    put(out, static_cast<std::uint64_t>(hand_made_share), 1);
    put(out, static_cast<std::uint32_t>(scale), 4);
    if (m_windows) {
        put(out, static_cast<std::uint64_t>(m_windows->cells_per_window), 1);
        put(out, static_cast<std::uint64_t>(m_buckets), 1);
    }
    if (m_windows || !layouts.empty()) {
        put(out, layouts.size(), 4);
        for (const CellSet layout : layouts) {
            put(out, layout.lo(), 8);
            put(out, layout.hi(), 8);
        }
    }
    for (const auto w : transformer_weights) put(out, static_cast<std::uint16_t>(w), 2);
    for (const auto b : transformer_bias) put(out, static_cast<std::uint16_t>(b), 2);
    for (const auto w : output_weights) put(out, static_cast<std::uint16_t>(w), 2);
    for (const auto b : output_bias) put(out, static_cast<std::uint32_t>(b), 4);
    put(out, fnv1a(out), 8);
    return out;
}

void Network::refresh(const Position& p, Accumulator& acc) const noexcept {
    if (m_windows) {
        refresh_windows(p, acc);
        return;
    }
    const int n = cells();
    for (int s = 0; s < 2; ++s) {
        auto& view = acc.values[s];
        std::copy(transformer_bias.begin(), transformer_bias.end(), view.begin());
        const Side side = static_cast<Side>(s);
        apply(transformer_weights, n, Own, p.pieces(side), 1, view);
        apply(transformer_weights, n, Theirs, p.pieces(!side), 1, view);
        apply(transformer_weights, n, Blocked, p.blocked(), 1, view);
    }
}

void Network::update(const Position& before, const Position& after, const Accumulator& from,
                     Accumulator& to) const noexcept {
    if (m_windows) {
        update_windows(before, after, from, to);
        return;
    }
    if (&from != &to)
        for (int s = 0; s < 2; ++s)
            std::copy_n(from.values[s].begin(), hidden, to.values[s].begin());
    const int n = cells();
    for (int s = 0; s < 2; ++s) {
        const Side side = static_cast<Side>(s);
        const CellSet own_before = before.pieces(side), own_after = after.pieces(side);
        const CellSet their_before = before.pieces(!side), their_after = after.pieces(!side);
        auto& view = to.values[s];
        apply(transformer_weights, n, Own, own_after & ~own_before, 1, view);
        apply(transformer_weights, n, Own, own_before & ~own_after, -1, view);
        apply(transformer_weights, n, Theirs, their_after & ~their_before, 1, view);
        apply(transformer_weights, n, Theirs, their_before & ~their_after, -1, view);
    }
}

int Network::evaluate(const Accumulator& acc, const Position& position) const noexcept {
    const int us = static_cast<int>(position.side_to_move());
    if (m_windows) {
        const int b = bucket_of(position);
        const std::int16_t* w = output_weights.data() + static_cast<std::size_t>(b * 2 * m_width);
        const std::int64_t sum = simd::screlu_dot(acc.values[us].data(), w, m_width) +
                                 simd::screlu_dot(acc.values[1 - us].data(), w + m_width, m_width);
        const std::int64_t out = sum / qa + output_bias[static_cast<std::size_t>(b)];
        return static_cast<int>(
            std::clamp<std::int64_t>(out * scale / (qa * window_qb), -20000, 20000));
    }
    const auto half = [this](const std::array<std::int16_t, max_hidden>& view, int offset) {
        std::int32_t sum = 0;
        for (int i = 0; i < hidden; ++i) {
            const std::int32_t v = std::clamp<std::int32_t>(view[i], 0, qa);
            sum += (v * v + qa / 2) / qa * output_weights[offset + i];
        }
        return sum;
    };
    const std::int64_t out =
        std::int64_t{half(acc.values[us], 0)} + half(acc.values[1 - us], hidden) + output_bias[0];
    // Any weights (a file may hold absurd ones) stay a score, not an overflow.
    return static_cast<int>(std::clamp<std::int64_t>(out * scale / (qa * qb), -20000, 20000));
}

namespace {

// The codes of every window seen from x.
void window_codes(const WindowSet& windows, const Position& p, std::uint16_t* codes) noexcept {
    std::fill(codes, codes + windows.count(), std::uint16_t{0});
    const auto add = [&](CellSet cells, int state) {
        for (const int cell : cells) {
            const auto c = static_cast<std::size_t>(cell);
            for (int k = 0; k < windows.member_count[c]; ++k) {
                const auto& m = windows.members[c][static_cast<std::size_t>(k)];
                codes[m.window] = static_cast<std::uint16_t>(codes[m.window] + state * m.place);
            }
        }
    };
    add(p.pieces(Side::X), Ours);
    add(p.pieces(Side::O), Others);
    add(p.blocked(), Wall);
}

// A code seen from o: each cell's Ours and Others swapped.
constexpr std::array<std::uint16_t, 256> swapped_codes = [] {
    std::array<std::uint16_t, 256> t{};
    for (int code = 0; code < 256; ++code) {
        int out = 0;
        for (int k = 0; k < 4; ++k) {
            int state = code >> (2 * k) & 3;
            if (state == Ours || state == Others) state = Ours + Others - state;
            out |= state << (2 * k);
        }
        t[static_cast<std::size_t>(code)] = static_cast<std::uint16_t>(out);
    }
    return t;
}();

[[nodiscard]] constexpr int code_for(Side view, int x_code) noexcept {
    return view == Side::X ? x_code : swapped_codes[static_cast<std::size_t>(x_code)];
}

} // namespace

void Network::refresh_windows(const Position& p, Accumulator& acc) const noexcept {
    const WindowSet& windows = *m_windows;
    window_codes(windows, p, acc.codes.data());
    std::array<const std::int16_t*, max_windows> rows;
    const auto width = static_cast<std::size_t>(m_width);
    for (int s = 0; s < 2; ++s) {
        const Side view = static_cast<Side>(s);
        for (int w = 0; w < windows.count(); ++w)
            rows[static_cast<std::size_t>(w)] =
                transformer_weights.data() +
                (static_cast<std::size_t>(w * windows.states +
                                          code_for(view, acc.codes[static_cast<std::size_t>(w)]))) *
                    width;
        simd::add_rows(acc.values[side_index(view)].data(), transformer_bias.data(), rows.data(),
                       windows.count(), nullptr, 0, m_width);
    }
}

void Network::update_windows(const Position& before, const Position& after, const Accumulator& from,
                             Accumulator& to) const noexcept {
    const WindowSet& windows = *m_windows;
    // One pass over the changed cells: each cell's change of state, added to
    // the codes of its windows, whose codes before are noted the first time
    // one is met. From half the windows on, a refresh costs no more.
    const CellSet x_before = before.pieces(Side::X), x_after = after.pieces(Side::X);
    const CellSet o_before = before.pieces(Side::O), o_after = after.pieces(Side::O);
    const CellSet changed = (x_before ^ x_after) | (o_before ^ o_after);
    constexpr int most = 64;
    std::array<std::uint16_t, most> touched, old_codes;
    std::array<std::uint64_t, max_windows / 64> seen{};
    int count = 0;
    if (&from != &to) std::copy_n(from.codes.begin(), windows.count(), to.codes.begin());
    const int limit = std::min(most, (windows.count() + 1) / 2);
    for (const int cell : changed) {
        // Ours = 1, Others = 2, Empty = 0: the cell's state after less before.
        const int delta = (x_after.contains(cell) - x_before.contains(cell)) * Ours +
                          (o_after.contains(cell) - o_before.contains(cell)) * Others;
        const auto c = static_cast<std::size_t>(cell);
        const int members = windows.member_count[c];
        for (int k = 0; k < members; ++k) {
            const auto& m = windows.members[c][static_cast<std::size_t>(k)];
            const int w = m.window;
            std::uint64_t& bits = seen[static_cast<std::size_t>(w >> 6)];
            if (!(bits >> (w & 63) & 1)) {
                if (count == limit) {
                    refresh_windows(after, to);
                    return;
                }
                bits |= std::uint64_t{1} << (w & 63);
                old_codes[static_cast<std::size_t>(count)] =
                    from.codes[static_cast<std::size_t>(w)];
                touched[static_cast<std::size_t>(count++)] = static_cast<std::uint16_t>(w);
            }
            to.codes[m.window] = static_cast<std::uint16_t>(to.codes[m.window] + delta * m.place);
        }
    }
    const auto width = static_cast<std::size_t>(m_width);
    const auto states = static_cast<std::size_t>(windows.states);
    const std::int16_t* const weights = transformer_weights.data();
    std::array<const std::int16_t*, most> adds, subs;
    for (int s = 0; s < 2; ++s) {
        const Side view = static_cast<Side>(s);
        for (int i = 0; i < count; ++i) {
            const auto w = touched[static_cast<std::size_t>(i)];
            const std::int16_t* const base = weights + static_cast<std::size_t>(w) * states * width;
            subs[static_cast<std::size_t>(i)] =
                base +
                static_cast<std::size_t>(code_for(view, old_codes[static_cast<std::size_t>(i)])) *
                    width;
            adds[static_cast<std::size_t>(i)] =
                base + static_cast<std::size_t>(code_for(view, to.codes[w])) * width;
        }
        simd::add_rows(to.values[side_index(view)].data(), from.values[side_index(view)].data(),
                       adds.data(), count, subs.data(), count, m_width);
    }
}

namespace {

struct Builtins {
    std::vector<std::shared_ptr<const Network>> networks;
    std::vector<std::string> errors;
};

const Builtins& builtins_once() {
    static const Builtins b = [] {
        Builtins out;
        for (const auto& data : builtin_networks_data) {
            if (data.name.empty()) continue;
            std::string error;
            auto net =
                Network::read(data.bytes, "built-in network " + std::string(data.name), error);
            if (net)
                out.networks.push_back(std::move(net));
            else
                out.errors.push_back(error);
        }
        return out;
    }();
    return b;
}

} // namespace

const std::vector<std::string>& builtin_errors() {
    return builtins_once().errors;
}

std::shared_ptr<const NetworkSet> NetworkSet::builtins() {
    static const std::shared_ptr<const NetworkSet> set = [] {
        auto s = std::make_shared<NetworkSet>();
        s->m_networks = builtins_once().networks;
        return std::shared_ptr<const NetworkSet>(std::move(s));
    }();
    return set;
}

std::shared_ptr<const NetworkSet> NetworkSet::with(std::shared_ptr<const Network> network) {
    auto s = std::make_shared<NetworkSet>(*builtins());
    if (network) {
        std::erase_if(s->m_networks,
                      [&](const auto& n) { return &n->geometry() == &network->geometry(); });
        s->m_networks.push_back(std::move(network));
    }
    return s;
}

const Network* NetworkSet::find(const Position& position) const noexcept {
    // A board can have several networks, each for its own layouts (Hexxagon's
    // three holes, and the other side-5 hexagons); the first that knows wins.
    for (const auto& n : m_networks)
        if (&n->geometry() == &position.geometry() && n->knows_layout(position.blocked()))
            return n.get();
    return nullptr;
}

} // namespace ataxx::nnue

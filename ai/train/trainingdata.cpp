#include "train/trainingdata.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace ataxx {

namespace {

void put64(unsigned char* out, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out[i] = static_cast<unsigned char>(v >> (8 * i));
}
std::uint64_t get64(const unsigned char* in) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(in[i]) << (8 * i);
    return v;
}

void encode(const TrainingRecord& r, unsigned char* out) {
    std::memset(out, 0, TrainingRecord::size);
    put64(out + 0, r.x[0]);
    put64(out + 8, r.x[1]);
    put64(out + 16, r.o[0]);
    put64(out + 24, r.o[1]);
    put64(out + 32, r.blocked[0]);
    put64(out + 40, r.blocked[1]);
    out[48] = r.hexagon;
    out[49] = r.width;
    out[50] = r.height;
    out[51] = r.side;
    const auto score = static_cast<std::uint16_t>(r.score);
    out[52] = static_cast<unsigned char>(score & 0xff);
    out[53] = static_cast<unsigned char>(score >> 8);
    out[54] = static_cast<unsigned char>(r.result);
}

TrainingRecord decode(const unsigned char* in) {
    TrainingRecord r;
    r.x[0] = get64(in + 0);
    r.x[1] = get64(in + 8);
    r.o[0] = get64(in + 16);
    r.o[1] = get64(in + 24);
    r.blocked[0] = get64(in + 32);
    r.blocked[1] = get64(in + 40);
    r.hexagon = in[48];
    r.width = in[49];
    r.height = in[50];
    r.side = in[51];
    r.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(in[52] | (in[53] << 8)));
    r.result = static_cast<std::int8_t>(in[54]);
    return r;
}

} // namespace

TrainingRecord TrainingRecord::of(const Position& p, int score, int result) {
    TrainingRecord r;
    const Geometry& g = p.geometry();
    const CellSet x = p.pieces(Side::X);
    const CellSet o = p.pieces(Side::O);
    const CellSet b = p.blocked();
    r.x[0] = x.lo();
    r.x[1] = x.hi();
    r.o[0] = o.lo();
    r.o[1] = o.hi();
    r.blocked[0] = b.lo();
    r.blocked[1] = b.hi();
    r.hexagon = g.is_hexagon() ? 1 : 0;
    r.width = static_cast<std::uint8_t>(g.is_hexagon() ? g.side() : g.width());
    r.height = static_cast<std::uint8_t>(g.is_hexagon() ? g.side() : g.height());
    r.side = side_index(p.side_to_move());
    r.score = static_cast<std::int16_t>(std::clamp(score, -32000, 32000));
    r.result = static_cast<std::int8_t>(result > 0 ? 1 : result < 0 ? -1 : 0);
    return r;
}

std::optional<Position> TrainingRecord::position() const {
    const Geometry* g = hexagon ? Geometry::hexagon(width) : Geometry::rectangle(width, height);
    if (!g || side > 1 || result < -1 || result > 1) return std::nullopt;
    const CellSet all = CellSet::first(g->cell_count());
    const CellSet xs(x[0], x[1]);
    const CellSet os(o[0], o[1]);
    const CellSet bs(blocked[0], blocked[1]);
    if (!(xs & ~all).empty() || !(os & ~all).empty() || !(bs & ~all).empty() ||
        !(xs & os).empty() || !(xs & bs).empty() || !(os & bs).empty())
        return std::nullopt;
    return Position::from_parts(*g, xs, os, bs, side == 0 ? Side::X : Side::O, 0, 1);
}

TrainingWriter::TrainingWriter(const std::string& path, bool append) {
    m_file = std::fopen(path.c_str(), append ? "ab" : "wb");
    if (!m_file) m_error = "cannot write " + path + ": " + std::strerror(errno);
}

TrainingWriter::~TrainingWriter() {
    if (m_file) std::fclose(m_file);
}

bool TrainingWriter::write(const std::vector<TrainingRecord>& records) {
    if (!m_file) return false;
    std::vector<unsigned char> bytes(records.size() * TrainingRecord::size);
    for (std::size_t i = 0; i < records.size(); ++i)
        encode(records[i], bytes.data() + i * TrainingRecord::size);
    if (std::fwrite(bytes.data(), 1, bytes.size(), m_file) != bytes.size() ||
        std::fflush(m_file) != 0) {
        m_error = std::string("write failed: ") + std::strerror(errno);
        return false;
    }
    return true;
}

std::optional<std::vector<TrainingRecord>> read_training_file(const std::string& path,
                                                              std::string& error) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) {
        error = "cannot read " + path + ": " + std::strerror(errno);
        return std::nullopt;
    }
    std::vector<unsigned char> bytes;
    unsigned char buffer[1 << 16];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0)
        bytes.insert(bytes.end(), buffer, buffer + n);
    std::fclose(f);
    if (bytes.size() % TrainingRecord::size != 0) {
        error = path + ": " + std::to_string(bytes.size()) + " bytes is not a whole number of " +
                std::to_string(TrainingRecord::size) + "-byte records (cut short?)";
        return std::nullopt;
    }
    std::vector<TrainingRecord> records;
    records.reserve(bytes.size() / TrainingRecord::size);
    for (std::size_t i = 0; i < bytes.size(); i += TrainingRecord::size) {
        records.push_back(decode(bytes.data() + i));
        if (!records.back().position()) {
            error = path + ": record " + std::to_string(i / TrainingRecord::size + 1) +
                    " holds no valid position";
            return std::nullopt;
        }
    }
    return records;
}

} // namespace ataxx

// ataxx-train: trains the engine's network for one board from ataxx-datagen
// files and writes it in the engine's format (nnue/network.h).
#include "nnue/network.h"
#include "search/evaluate.h"
#include "tools/cli.h"
#include "train/trainer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

using ataxx::tools::add_number;

// What the command line asked for.
struct TrainCommand {
    long long epochs = 20;
    long long batch = 2048;
    long long threads = std::max(1u, std::thread::hardware_concurrency());
    long long seed = 1;
    long long validation_size = -1;
    long long hand_made_share = 0;
    double lr = 0.002;
    double score_weight = 0.5;
    double scale = 0;
    bool no_symmetries = false;
    bool factorised = false;
    bool describe = false;
    std::string board = "7x7";
    std::vector<std::string> files; // the network's, then the data's
};

void declare(CLI::App& app, TrainCommand& c) {
    app.add_option("--board", c.board,
                   "the board to train for, WxH or hexN (7x7); the data's\n"
                   "positions of other boards are left out, and the network\n"
                   "serves the layouts of blocked cells of those it learnt")
        ->type_name("B");
    add_number(app, "--epochs", c.epochs, 1, 10000, "passes over the data (20)");
    add_number(app, "--batch", c.batch, 1, 1 << 24, "positions a step (2048)");
    add_number(app, "--lr", c.lr, 1e-7, 1, "first learning rate (0.002), falling on a cosine");
    add_number(app, "--score-weight", c.score_weight, 0, 1,
               "share of the search's score in the target, the rest\n"
               "is the game's result (0.5)");
    add_number(app, "--scale", c.scale, 1, 100000,
               "score to win probability: sigmoid(score / K)\n"
               "(fitted to the data when not given)")
        ->type_name("K");
    add_number(app, "--validation", c.validation_size, 0, 1LL << 40,
               "positions held out to measure, whole games (2% up\nto 50000)");
    add_number(app, "--threads", c.threads, 1, 256, "(the number of cores)");
    add_number(app, "--seed", c.seed, 0, 1LL << 62, "(1)");
    app.add_flag("--no-symmetries", c.no_symmetries, "do not turn and mirror the positions");
    app.add_flag("--factorise", c.factorised,
                 "learn a row per kind of input shared by every cell as\n"
                 "well (folded into the cells' rows when written)");
    add_number(app, "--hand-made-share", c.hand_made_share, 0, 100,
               "the search's evaluation is P% the hand-made one's\n"
               "score and the rest the network's (0)")
        ->type_name("P");
    app.add_flag("--describe", c.describe,
                 "print the board's cells, the windows a pattern network\n"
                 "reads and the board's symmetries as JSON (for\n"
                 "scripts/train-windows.py), and train nothing");
    app.add_option("files", c.files,
                   "<out.nnue> <data file>...: the network to write, then\n"
                   "the ataxx-datagen files to learn from");
}

const ataxx::Geometry* board_of(const std::string& text) {
    int a = 0;
    int b = 0;
    char x = 0;
    if (std::sscanf(text.c_str(), "hex%d", &a) == 1) return ataxx::Geometry::hexagon(a);
    if (std::sscanf(text.c_str(), "%d%c%d", &a, &x, &b) == 3 && x == 'x')
        return ataxx::Geometry::rectangle(a, b);
    return nullptr;
}

// The board as scripts/train-windows.py needs it: the windows of a pattern
// network (nnue/windows.h) and the symmetries as cell permutations.
void describe(const ataxx::Geometry& g) {
    const ataxx::nnue::WindowSet& windows = ataxx::nnue::windows_of(g);
    std::printf(
        "{\"board\": \"%s\", \"hexagon\": %d, \"width\": %d, \"height\": %d, \"cells\": %d,\n",
        g.description().c_str(), g.is_hexagon() ? 1 : 0, g.is_hexagon() ? g.side() : g.width(),
        g.is_hexagon() ? 0 : g.height(), g.cell_count());
    std::printf(" \"cells_per_window\": %d,\n \"windows\": [", windows.cells_per_window);
    for (int w = 0; w < windows.count(); ++w) {
        std::printf("%s[", w ? ", " : "");
        for (int k = 0; k < windows.cells_per_window; ++k)
            std::printf("%s%d", k ? ", " : "",
                        windows.windows[static_cast<std::size_t>(w)][static_cast<std::size_t>(k)]);
        std::printf("]");
    }
    std::printf("],\n \"symmetries\": [");
    const auto symmetries = ataxx::train::symmetries(g);
    for (std::size_t s = 0; s < symmetries.size(); ++s) {
        std::printf("%s[", s ? ",\n  " : "");
        for (std::size_t c = 0; c < symmetries[s].size(); ++c)
            std::printf("%s%d", c ? ", " : "", symmetries[s][c]);
        std::printf("]");
    }
    std::printf("]}\n");
}

// The records of the data files that are positions of the board; nothing
// (said) when a file cannot be read or none is.
std::optional<std::vector<ataxx::TrainingRecord>>
read_records(const std::vector<std::string>& files, const ataxx::Geometry& geometry) {
    std::vector<ataxx::TrainingRecord> records;
    for (const std::string& file : files) {
        std::string error;
        auto read = ataxx::read_training_file(file, error);
        if (!read) {
            std::fprintf(stderr, "error: %s\n", error.c_str());
            return std::nullopt;
        }
        for (const ataxx::TrainingRecord& r : *read) {
            const ataxx::Geometry* g = r.hexagon ? ataxx::Geometry::hexagon(r.width)
                                                 : ataxx::Geometry::rectangle(r.width, r.height);
            if (g == &geometry) records.push_back(r);
        }
    }
    if (records.empty()) {
        std::fprintf(stderr, "error: no positions of a %s board in the data\n",
                     geometry.description().c_str());
        return std::nullopt;
    }
    return records;
}

// Held out: whole games, not scattered positions. Positions of one game
// lie next to each other in the data and share its result, so a position
// held out beside its neighbours in training would flatter a network that
// learnt the games by heart. Every step-th block of consecutive positions
// is held out instead (a game is cut only at a block's two ends). Returns
// those held out; `samples` keeps the rest.
std::vector<ataxx::train::Sample> hold_out(std::vector<ataxx::train::Sample>& samples,
                                           long long validation_size) {
    const std::size_t wanted =
        validation_size >= 0
            ? std::min<std::size_t>(static_cast<std::size_t>(validation_size), samples.size() / 2)
            : std::min<std::size_t>(samples.size() / 50, 50000);
    std::vector<ataxx::train::Sample> validation;
    if (wanted == 0) return validation;
    const std::size_t block = std::min<std::size_t>(1000, wanted);
    const std::size_t step = std::max<std::size_t>(2, samples.size() / wanted);
    std::vector<ataxx::train::Sample> kept;
    kept.reserve(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const bool held_out = (i / block) % step == step - 1 && validation.size() < wanted;
        (held_out ? validation : kept).push_back(samples[i]);
    }
    samples = std::move(kept);
    return validation;
}

// The loss of a score against a target, as the trainer measures it.
double loss_of(double score, float target, double scale) {
    const double prob = 1 / (1 + std::exp(-score / scale));
    return (prob - target) * (prob - target);
}

// The hand-made evaluation's scores of the held-out positions, and its loss
// printed as a yardstick.
std::vector<int> hand_made_scores(const ataxx::Geometry& geometry,
                                  const std::vector<ataxx::train::Sample>& validation,
                                  double scale) {
    std::vector<int> scores;
    double hand = 0;
    for (const ataxx::train::Sample& s : validation) {
        const auto p =
            ataxx::Position::from_parts(geometry, s.us, s.them, s.blocked, ataxx::Side::X, 0, 1);
        scores.push_back(ataxx::evaluate(p, ataxx::EvalWeights{}));
        hand += loss_of(scores.back(), s.target, scale);
    }
    std::printf("hand-made evaluation: validation loss %.6f\n",
                validation.empty() ? 0.0 : hand / static_cast<double>(validation.size()));
    return scores;
}

// The trained network in the engine's format, to `path`, once the engine has
// read it back; the engine's integer forward pass against the trainer's on
// the held-out positions. False (said) when it cannot be written.
bool write_network(const ataxx::train::FloatNetwork& net, const TrainCommand& c,
                   const ataxx::Geometry& geometry, const std::vector<ataxx::CellSet>& layouts,
                   const std::vector<ataxx::train::Sample>& validation) {
    const std::string& path = c.files.front();
    ataxx::nnue::Network quantised = net.quantised(c.scale);
    quantised.layouts = layouts;
    quantised.hand_made_share = static_cast<int>(c.hand_made_share);
    const std::vector<std::uint8_t> bytes = quantised.bytes();
    // The engine reads it first: a network it would refuse is not written.
    std::string error;
    const auto engine_net = ataxx::nnue::Network::read(bytes, path, error);
    if (!engine_net) {
        std::fprintf(stderr, "error: %s; nothing written\n", error.c_str());
        return false;
    }
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file.write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
    file.close();
    if (!file) {
        std::fprintf(stderr, "error: %s: cannot write the network\n", path.c_str());
        return false;
    }
    double total = 0;
    double worst = 0;
    for (const ataxx::train::Sample& s : validation) {
        const auto p =
            ataxx::Position::from_parts(geometry, s.us, s.them, s.blocked, ataxx::Side::X, 0, 1);
        const double d = std::abs(engine_net->evaluate(p) - net.score(s, c.scale));
        total += d;
        worst = std::max(worst, d);
    }
    std::printf("layouts of blocked cells it knows: %zu\n", layouts.size());
    std::printf("wrote %s (%zu bytes); integer against float on the held-out positions: mean %.2f, "
                "most %.2f hundredths of a piece\n",
                path.c_str(), bytes.size(),
                validation.empty() ? 0.0 : total / static_cast<double>(validation.size()), worst);
    return true;
}

// Trains the network on the data's positions of the board and writes it.
int train_network(TrainCommand& c, const ataxx::Geometry& geometry) {
    using namespace ataxx;
    const std::vector<std::string> data(c.files.begin() + 1, c.files.end());
    const auto records = read_records(data, geometry);
    if (!records) return 1;
    if (c.scale <= 0) c.scale = train::fit_score_scale(*records);
    const bool symmetries = !c.no_symmetries;
    std::vector<train::Sample> samples =
        train::samples_of(*records, geometry, c.scale, c.score_weight);
    // The network will serve only the layouts of blocked cells it learnt.
    const std::vector<CellSet> layouts = train::layouts_of(samples, geometry, symmetries);
    const std::vector<train::Sample> validation = hold_out(samples, c.validation_size);
    std::mt19937_64 rng(static_cast<std::uint64_t>(c.seed));
    std::shuffle(samples.begin(), samples.end(), rng);
    std::printf(
        "board %s: %zu positions to train on, %zu held out; score scale %.1f, score weight %.2f, "
        "%zu symmetries\n",
        geometry.description().c_str(), samples.size(), validation.size(), c.scale, c.score_weight,
        symmetries ? train::symmetries(geometry).size() : std::size_t{1});
    std::fflush(stdout);

    train::FloatNetwork net(geometry, static_cast<std::uint64_t>(c.seed));
    train::TrainSettings settings;
    settings.epochs = static_cast<int>(c.epochs);
    settings.batch = static_cast<int>(c.batch);
    settings.learning_rate = c.lr;
    settings.final_learning_rate = c.lr / 100;
    settings.threads = static_cast<int>(c.threads);
    settings.symmetries = symmetries;
    settings.factorised = c.factorised;
    settings.seed = static_cast<std::uint64_t>(c.seed);
    const std::vector<int> hand_scores = hand_made_scores(geometry, validation, c.scale);
    std::printf("epoch 0  validation loss %.6f\n", train::loss(net, validation));
    train::train(net, std::move(samples), validation, settings, [](const train::EpochReport& r) {
        std::printf("epoch %d  train loss %.6f  validation loss %.6f  %.0f positions/s\n", r.epoch,
                    r.train_loss, r.validation_loss, r.samples_per_second);
        std::fflush(stdout);
    });
    if (c.hand_made_share > 0 && !validation.empty()) {
        const double share = static_cast<double>(c.hand_made_share) / 100;
        double blended = 0;
        for (std::size_t i = 0; i < validation.size(); ++i)
            blended +=
                loss_of((1 - share) * net.score(validation[i], c.scale) + share * hand_scores[i],
                        validation[i].target, c.scale);
        std::printf("%lld%% hand-made evaluation: validation loss %.6f\n", c.hand_made_share,
                    blended / static_cast<double>(validation.size()));
    }
    return write_network(net, c, geometry, layouts, validation) ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("Trains the engine's network for one board from ataxx-datagen files and\n"
                 "writes it in the engine's format. With --describe, prints the board's\n"
                 "cells, windows and symmetries instead.",
                 "ataxx-train");
    ataxx::tools::set_up(app);
    TrainCommand command;
    declare(app, command);
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;
    if (command.files.size() < 2 && !command.describe)
        return ataxx::tools::usage_error(app, "ataxx-train takes <out.nnue> <data file>...");
    const ataxx::Geometry* geometry = board_of(command.board);
    if (!geometry) {
        std::fprintf(stderr, "error: --board %s is not a board (7x7, 6x8, hex5, ...)\n",
                     command.board.c_str());
        return 1;
    }
    if (command.describe) {
        describe(*geometry);
        return 0;
    }
    return train_network(command, *geometry);
}

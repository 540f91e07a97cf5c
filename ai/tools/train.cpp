// ataxx-train: trains the engine's network for one board from ataxx-datagen
// files and writes it in the engine's format (nnue/network.h).
#include "nnue/network.h"
#include "search/evaluate.h"
#include "tools/numbers.h"
#include "train/trainer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

int usage() {
    std::fprintf(stderr,
                 "usage: ataxx-train [options] <out.nnue> <data file>...\n"
                 "  --board B         the board to train for, WxH or hexN (7x7); the data's\n"
                 "                    positions of other boards are left out, and the network\n"
                 "                    serves the layouts of blocked cells of those it learnt\n"
                 "  --epochs N        passes over the data (20)\n"
                 "  --batch N         positions a step (2048)\n"
                 "  --lr X            first learning rate (0.002), falling on a cosine\n"
                 "  --score-weight X  share of the search's score in the target, the rest\n"
                 "                    is the game's result (0.5)\n"
                 "  --scale K         score to win probability: sigmoid(score / K)\n"
                 "                    (fitted to the data when not given)\n"
                 "  --validation N    positions held out to measure, whole games (2%% up\n"
                 "                    to 50000)\n"
                 "  --threads N       (the number of cores)\n"
                 "  --seed N          (1)\n"
                 "  --no-symmetries   do not turn and mirror the positions\n"
                 "  --factorise       learn a row per kind of input shared by every cell as\n"
                 "                    well (folded into the cells' rows when written)\n"
                 "  --hand-made-share P  the search's evaluation is P%% the hand-made one's\n"
                 "                    score and the rest the network's (0)\n"
                 "or:    ataxx-train --describe --board B\n"
                 "  prints the board's cells, the windows a pattern network reads and the\n"
                 "  board's symmetries as JSON (for scripts/train-windows.py)\n");
    return 2;
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

} // namespace

int main(int argc, char** argv) {
    using namespace ataxx;
    long long epochs = 20;
    long long batch = 2048;
    long long threads = std::max(1u, std::thread::hardware_concurrency());
    long long seed = 1;
    long long validation_size = -1;
    long long hand_made_share = 0;
    double lr = 0.002;
    double score_weight = 0.5;
    double scale = 0;
    bool symmetries = true;
    bool factorised = false;
    bool describe_board = false;
    std::string board = "7x7";
    std::vector<std::string> files;
    bool bad_number = false;
    const int status =
        tools::read_options(argc, argv,
                            {{"--epochs", &epochs, 1, 10000},
                             {"--batch", &batch, 1, 1 << 24},
                             {"--threads", &threads, 1, 256},
                             {"--seed", &seed, 0, 1LL << 62},
                             {"--validation", &validation_size, 0, 1LL << 40},
                             {"--hand-made-share", &hand_made_share, 0, 100}},
                            [&](int& i) {
                                const std::string arg = argv[i];
                                const auto real = [&](double low, double high, double& out) {
                                    const char* value = i + 1 < argc ? argv[++i] : nullptr;
                                    if (!tools::read_option_number(arg, value, low, high, out))
                                        bad_number = true;
                                    return true;
                                };
                                if (arg == "--lr") return real(1e-7, 1, lr);
                                if (arg == "--score-weight") return real(0, 1, score_weight);
                                if (arg == "--scale") return real(1, 100000, scale);
                                if (arg == "--no-symmetries") {
                                    symmetries = false;
                                    return true;
                                }
                                if (arg == "--factorise") {
                                    factorised = true;
                                    return true;
                                }
                                if (arg == "--describe") {
                                    describe_board = true;
                                    return true;
                                }
                                if (arg == "--board" && i + 1 < argc) {
                                    board = argv[++i];
                                    return true;
                                }
                                if (arg.starts_with("--")) return false;
                                files.push_back(arg);
                                return true;
                            });
    if (status > 0 || bad_number) return 1;
    if (status < 0 || (files.size() < 2 && !describe_board)) return usage();
    const Geometry* geometry = board_of(board);
    if (!geometry) {
        std::fprintf(stderr, "error: --board %s is not a board (7x7, 6x8, hex5, ...)\n",
                     board.c_str());
        return 1;
    }
    if (describe_board) {
        describe(*geometry);
        return 0;
    }
    const std::string out_path = files.front();
    files.erase(files.begin());

    std::vector<TrainingRecord> records;
    for (const std::string& file : files) {
        std::string error;
        auto read = read_training_file(file, error);
        if (!read) {
            std::fprintf(stderr, "error: %s\n", error.c_str());
            return 1;
        }
        for (const TrainingRecord& r : *read) {
            const Geometry* g =
                r.hexagon ? Geometry::hexagon(r.width) : Geometry::rectangle(r.width, r.height);
            if (g == geometry) records.push_back(r);
        }
    }
    if (records.empty()) {
        std::fprintf(stderr, "error: no positions of a %s board in the data\n",
                     geometry->description().c_str());
        return 1;
    }
    if (scale <= 0) scale = train::fit_score_scale(records);
    std::vector<train::Sample> samples = train::samples_of(records, *geometry, scale, score_weight);
    // The network will serve only the layouts of blocked cells it learnt.
    const std::vector<CellSet> layouts = train::layouts_of(samples, *geometry, symmetries);
    // Held out: whole games, not scattered positions. Positions of one game
    // lie next to each other in the data and share its result, so a position
    // held out beside its neighbours in training would flatter a network that
    // learnt the games by heart. Every step-th block of consecutive positions
    // is held out instead (a game is cut only at a block's two ends).
    const std::size_t wanted =
        validation_size >= 0
            ? std::min<std::size_t>(static_cast<std::size_t>(validation_size), samples.size() / 2)
            : std::min<std::size_t>(samples.size() / 50, 50000);
    std::vector<train::Sample> validation;
    if (wanted > 0) {
        const std::size_t block = std::min<std::size_t>(1000, wanted);
        const std::size_t step = std::max<std::size_t>(2, samples.size() / wanted);
        std::vector<train::Sample> kept;
        kept.reserve(samples.size());
        for (std::size_t i = 0; i < samples.size(); ++i) {
            const bool held_out = (i / block) % step == step - 1 && validation.size() < wanted;
            (held_out ? validation : kept).push_back(samples[i]);
        }
        samples = std::move(kept);
    }
    const std::size_t held = validation.size();
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    std::shuffle(samples.begin(), samples.end(), rng);
    std::printf(
        "board %s: %zu positions to train on, %zu held out; score scale %.1f, score weight %.2f, "
        "%zu symmetries\n",
        geometry->description().c_str(), samples.size(), held, scale, score_weight,
        symmetries ? train::symmetries(*geometry).size() : std::size_t{1});
    std::fflush(stdout);

    train::FloatNetwork net(*geometry, static_cast<std::uint64_t>(seed));
    train::TrainSettings settings;
    settings.epochs = static_cast<int>(epochs);
    settings.batch = static_cast<int>(batch);
    settings.learning_rate = lr;
    settings.final_learning_rate = lr / 100;
    settings.threads = static_cast<int>(threads);
    settings.symmetries = symmetries;
    settings.factorised = factorised;
    settings.seed = static_cast<std::uint64_t>(seed);
    // The hand-made evaluation's loss on the same positions, as a yardstick.
    const auto loss_of = [&](double score, float target) {
        const double prob = 1 / (1 + std::exp(-score / scale));
        return (prob - target) * (prob - target);
    };
    std::vector<int> hand_scores;
    double hand = 0;
    for (const train::Sample& s : validation) {
        const Position p = Position::from_parts(*geometry, s.us, s.them, s.blocked, Side::X, 0, 1);
        hand_scores.push_back(evaluate(p, EvalWeights{}));
        hand += loss_of(hand_scores.back(), s.target);
    }
    std::printf("hand-made evaluation: validation loss %.6f\n",
                validation.empty() ? 0.0 : hand / static_cast<double>(validation.size()));
    std::printf("epoch 0  validation loss %.6f\n", train::loss(net, validation));
    train::train(net, std::move(samples), validation, settings, [](const train::EpochReport& r) {
        std::printf("epoch %d  train loss %.6f  validation loss %.6f  %.0f positions/s\n", r.epoch,
                    r.train_loss, r.validation_loss, r.samples_per_second);
        std::fflush(stdout);
    });

    if (hand_made_share > 0 && !validation.empty()) {
        double blended = 0;
        for (std::size_t i = 0; i < validation.size(); ++i) {
            const double share = static_cast<double>(hand_made_share) / 100;
            blended +=
                loss_of((1 - share) * net.score(validation[i], scale) + share * hand_scores[i],
                        validation[i].target);
        }
        std::printf("%lld%% hand-made evaluation: validation loss %.6f\n", hand_made_share,
                    blended / static_cast<double>(validation.size()));
    }

    nnue::Network quantised = net.quantised(scale);
    quantised.layouts = layouts;
    quantised.hand_made_share = static_cast<int>(hand_made_share);
    const std::vector<std::uint8_t> bytes = quantised.bytes();
    // The engine reads it first: a network it would refuse is not written.
    std::string error;
    const auto engine_net = nnue::Network::read(bytes, out_path, error);
    if (!engine_net) {
        std::fprintf(stderr, "error: %s; nothing written\n", error.c_str());
        return 1;
    }
    {
        std::ofstream file(out_path, std::ios::binary | std::ios::trunc);
        file.write(reinterpret_cast<const char*>(bytes.data()),
                   static_cast<std::streamsize>(bytes.size()));
        if (!file) {
            std::fprintf(stderr, "error: %s: cannot write the network\n", out_path.c_str());
            return 1;
        }
    }
    // The engine's integer forward pass against the trainer's, on the held-out positions.
    double total = 0;
    double worst = 0;
    for (const train::Sample& s : validation) {
        const Position p = Position::from_parts(*geometry, s.us, s.them, s.blocked, Side::X, 0, 1);
        const double d = std::abs(engine_net->evaluate(p) - net.score(s, scale));
        total += d;
        worst = std::max(worst, d);
    }
    std::printf("layouts of blocked cells it knows: %zu\n", layouts.size());
    std::printf("wrote %s (%zu bytes); integer against float on the held-out positions: mean %.2f, "
                "most %.2f hundredths of a piece\n",
                out_path.c_str(), bytes.size(),
                validation.empty() ? 0.0 : total / static_cast<double>(validation.size()), worst);
    return 0;
}

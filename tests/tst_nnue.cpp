// The learned evaluation: the trainer lowers its loss on a small set, the
// engine's integer network gives the trainer's scores within the quantisation
// error, a move's update of the accumulators equals a refresh, and a weights
// file that is missing, cut short, of the wrong shape, damaged or with weights
// that could carry the accumulator out of range is refused with why, after
// which the engine plays on with the hand-made evaluation and says so. Also the tools end to end:
// datagen, train, the engine reading it.
#include "board/boardpresets.h"
#include "fen.h"
#include "nnue/network.h"
#include "nnue/simd.h"
#include "nnue/windows.h"
#include "search/evaluate.h"
#include "search/search.h"
#include "toolrun.h"
#include "train/trainer.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>

using namespace ataxx;

namespace {

// Positions of random play from a start, each with the hand-made evaluation as
// its score and the material's sign as its "result": something a network can
// learn quickly.
std::vector<TrainingRecord> random_records(const Position& start, int count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<TrainingRecord> out;
    Position p = start;
    while (static_cast<int>(out.size()) < count) {
        MoveList moves;
        p.generate(moves);
        if (moves.empty() || p.empty_cells().count() < 4) {
            p = start;
            continue;
        }
        const int score = evaluate(p, EvalWeights{});
        out.push_back(TrainingRecord::of(p, score, score > 50 ? 1 : score < -50 ? -1 : 0));
        p.play(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
    }
    return out;
}

// A pattern network of random weights, within the file's limits.
nnue::Network random_pattern_network(const Geometry& g, int width, int buckets,
                                     std::uint64_t seed) {
    nnue::Network net(g, nnue::Inputs::Windows, width, buckets);
    std::mt19937_64 rng(seed);
    const int windows = nnue::windows_of(g).count();
    const int reach = 32000 / (windows + 1);
    std::uniform_int_distribution<int> ft(-reach, reach), out(-127, 127), bias(-50000, 50000);
    for (auto& w : net.transformer_weights) w = static_cast<std::int16_t>(ft(rng) / 4);
    for (auto& b : net.transformer_bias) b = static_cast<std::int16_t>(100 + ft(rng) / 4);
    for (auto& w : net.output_weights) w = static_cast<std::int16_t>(out(rng));
    for (auto& b : net.output_bias) b = bias(rng);
    net.scale = 400;
    return net;
}

// Random games from a start; calls `each(before, after)` for every move.
template <typename F>
int random_moves(const Position& start, int count, std::uint64_t seed, F each) {
    std::mt19937_64 rng(seed);
    Position p = start;
    int played = 0;
    for (int i = 0; i < count; ++i) {
        MoveList moves;
        p.generate(moves);
        if (moves.empty()) {
            p = start;
            continue;
        }
        const Position next =
            p.after(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
        each(p, next);
        p = next;
        ++played;
    }
    return played;
}

void write_bytes(const std::string& path, const std::vector<std::uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
}

struct Trained {
    train::FloatNetwork net;
    std::vector<train::Sample> validation;
    double scale;
    double loss_before;
    double loss_after;
};

Trained train_small(const Position& start, int epochs, bool factorised = false) {
    const auto records = random_records(start, 4000, 5);
    const double scale = train::fit_score_scale(records);
    auto samples = train::samples_of(records, start.geometry(), scale, 0.7);
    std::vector<train::Sample> validation(samples.end() - 500, samples.end());
    samples.resize(samples.size() - 500);
    train::FloatNetwork net(start.geometry(), 3);
    const double before = train::loss(net, validation);
    train::TrainSettings settings;
    settings.epochs = epochs;
    settings.batch = 128;
    settings.learning_rate = 0.005;
    settings.final_learning_rate = 0.0005;
    settings.threads = 1;
    settings.seed = 9;
    settings.factorised = factorised;
    train::train(net, samples, validation, settings, {});
    const double after = train::loss(net, validation);
    return {std::move(net), std::move(validation), scale, before, after};
}

using Run = ToolRun;

Run run(const QString& program, const QStringList& arguments) {
    return runTool(program, arguments);
}

// The engine given `commands`, then "quit" once it has answered with a bestmove.
Run engine_session(const QString& commands) {
    QProcess process;
    process.start(QStringLiteral(ATAXX_ENGINE_PATH), {});
    Run r;
    if (!process.waitForStarted(60000)) return r;
    process.write(commands.toUtf8());
    while (!r.out.contains(QStringLiteral("bestmove")) && process.waitForReadyRead(60000))
        r.out += QString::fromUtf8(process.readAllStandardOutput());
    process.write("quit\n");
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished(10000);
        return r;
    }
    r.exit_code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out += QString::fromUtf8(process.readAllStandardOutput());
    return r;
}

// Self-play positions of 7x7 from ataxx-datagen (fast: 300 nodes a move).
Run self_play_7x7(const QString& path, int positions) {
    return run(QStringLiteral(ATAXX_DATAGEN_PATH),
               {"--positions", QString::number(positions), "--nodes", "300", "--threads", "1",
                "--board", "7x7", "--seed", "3", path});
}

// The engine searching with a network of plain 7x7 given by EvalFile: it says
// that the hand-made evaluation plays the blocked layouts, and moves.
void check_engine_uses_plain_7x7_network(const QString& net, const QString& also_says = {}) {
    const Run r = engine_session(
        QStringLiteral("uai\nsetoption name EvalFile value %1\nposition startpos\ngo depth 3\n")
            .arg(net));
    QVERIFY2(
        r.out.contains(QStringLiteral("info string EvalFile: %1 evaluates 7x7 boards without "
                                      "blocked cells; the hand-made evaluation plays the others")
                           .arg(net)),
        qPrintable(r.out));
    QVERIFY2(also_says.isEmpty() || r.out.contains(also_says), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("bestmove ")));
}

} // namespace

class TestNnue : public QObject {
    Q_OBJECT

private slots:
    void trainingLowersTheLoss();
    void integerNetworkGivesTheTrainersScores();
    void aMoveUpdatesTheAccumulatorsAsARefreshWould();
    void eachBoardHasItsSymmetries();
    void badFilesAreRefusedWithWhy();
    void theEngineFallsBackToTheHandMadeEvaluationAndSaysSo();
    void theToolsMakeANetworkTheEngineUses();
    void aNetworkServesOnlyTheLayoutsItLearnt();
    void aNetworkCanShareTheEvaluationWithTheHandMadeOne();
    void presetBoardsHaveANetworkWhereAMatchKeptOne();
    void patternWindowsAreSquaresAndTriangles();
    void thePatternTrainerMakesANetworkTheEngineUses();
    void aPatternNetworkUpdatesAsARefreshWouldInEveryInstructionSet();
    void aPatternNetworkFileRoundTripsAndBadOnesAreRefused();
};

void TestNnue::trainingLowersTheLoss() {
    const Trained t = train_small(Position(), 6);
    qInfo("validation loss %.5f before, %.5f after", t.loss_before, t.loss_after);
    QVERIFY2(t.loss_after < 0.6 * t.loss_before,
             qPrintable(QStringLiteral("loss %1 -> %2").arg(t.loss_before).arg(t.loss_after)));
}

void TestNnue::integerNetworkGivesTheTrainersScores() {
    // The last two boards have more than 64 cells; the last, with blocked
    // cells, is trained with the shared rows per kind of input, which the
    // file holds folded in.
    const std::pair<const char*, bool> boards[] = {
        {"x5o/7/7/7/7/7/o5x x 0 1", false},
        {"x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", false},
        {"x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1", false},
        {"x7o/9/9/9/9/9/9/9/o7x x 0 1", false},
        {"x5o/8/9/10/6-4/12/o3-7x/12/6-4/10/9/8/x5o x 0 1", true}};
    for (const auto& [fen, factorised] : boards) {
        const Position start = *read_fen(fen);
        const Trained t = train_small(start, 2, factorised);
        const bool learnt_shared =
            std::any_of(t.net.factor_weights.begin(), t.net.factor_weights.end(),
                        [](float w) { return std::abs(w) > 1e-4f; });
        QCOMPARE(learnt_shared, factorised);
        std::string error;
        const auto engine = nnue::Network::read(t.net.quantised(t.scale).bytes(), "test", error);
        QVERIFY2(engine, error.c_str());
        double total = 0;
        double worst = 0;
        for (const train::Sample& s : t.validation) {
            const Position p =
                Position::from_parts(start.geometry(), s.them, s.us, s.blocked, Side::O, 0, 1);
            const double d = std::abs(engine->evaluate(p) - t.net.score(s, t.scale));
            total += d;
            worst = std::max(worst, d);
        }
        const double mean = total / static_cast<double>(t.validation.size());
        qInfo("%s: integer against float: mean %.2f, most %.2f", fen, mean, worst);
        QVERIFY2(mean < 4 && worst < 15, fen);
        // And the scores are not all the same (a network of zeros would pass the above).
        QVERIFY(std::abs(t.net.score(t.validation[0], t.scale) -
                         t.net.score(t.validation[1], t.scale)) +
                    std::abs(t.net.score(t.validation[2], t.scale) -
                             t.net.score(t.validation[3], t.scale)) >
                1);
    }
}

void TestNnue::aMoveUpdatesTheAccumulatorsAsARefreshWould() {
    for (const char* fen :
         {"x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"}) {
        const Position start = *read_fen(fen);
        train::FloatNetwork net(start.geometry(), 11);
        const nnue::Network engine = net.quantised(300);
        std::mt19937_64 rng(2);
        Position p = start;
        nnue::Accumulator acc;
        engine.refresh(p, acc);
        int moves_played = 0;
        for (int i = 0; i < 300; ++i) {
            MoveList moves;
            p.generate(moves);
            if (moves.empty()) {
                p = start;
                engine.refresh(p, acc);
                continue;
            }
            const Position next =
                p.after(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
            nnue::Accumulator updated;
            engine.update(p, next, acc, updated);
            nnue::Accumulator fresh;
            engine.refresh(next, fresh);
            for (int side = 0; side < 2; ++side)
                QVERIFY2(std::equal(fresh.values[side].begin(),
                                    fresh.values[side].begin() + engine.width(),
                                    updated.values[side].begin()),
                         fen);
            QCOMPARE(engine.evaluate(updated, next), engine.evaluate(next));
            p = next;
            acc = updated;
            ++moves_played;
        }
        QVERIFY(moves_played > 250);
    }
}

void TestNnue::eachBoardHasItsSymmetries() {
    QCOMPARE(train::symmetries(Geometry::classic()).size(), std::size_t{8});
    QCOMPARE(train::symmetries(*Geometry::rectangle(6, 8)).size(), std::size_t{4});
    QCOMPARE(train::symmetries(*Geometry::hexagon(5)).size(), std::size_t{12});
    // Each is a one-to-one map that keeps neighbours and jumps, and maps the
    // start position's pieces onto the pieces of one side (its corners).
    for (const Position& start : {Position(), Position::hexxagon()}) {
        const Geometry& g = start.geometry();
        const auto map = [](CellSet cells, const std::vector<std::uint8_t>& perm) {
            CellSet out;
            for (const int c : cells) out.set(perm[static_cast<std::size_t>(c)]);
            return out;
        };
        for (const auto& perm : train::symmetries(g)) {
            QCOMPARE(map(g.all_cells(), perm), g.all_cells());
            for (int c = 0; c < g.cell_count(); ++c) {
                QCOMPARE(map(g.adjacent(c), perm), g.adjacent(perm[static_cast<std::size_t>(c)]));
                QCOMPARE(map(g.jumps(c), perm), g.jumps(perm[static_cast<std::size_t>(c)]));
            }
            const CellSet x = map(start.pieces(Side::X), perm);
            QVERIFY(x == start.pieces(Side::X) || x == start.pieces(Side::O));
        }
    }
}

void TestNnue::badFilesAreRefusedWithWhy() {
    QTemporaryDir dir;
    const std::string good_path = dir.filePath("good.nnue").toStdString();
    const train::FloatNetwork net(Geometry::classic(), 4);
    const std::vector<std::uint8_t> good = net.quantised(400).bytes();
    write_bytes(good_path, good);
    std::string error;
    QVERIFY2(nnue::Network::load(good_path, error), error.c_str());

    const auto refused = [&](const std::vector<std::uint8_t>& bytes, const char* expected) {
        const std::string path = dir.filePath("bad.nnue").toStdString();
        write_bytes(path, bytes);
        std::string why;
        const bool read = nnue::Network::load(path, why) != nullptr;
        if (read || why.find(expected) == std::string::npos || why.find(path) == std::string::npos)
            qWarning("expected '%s', got '%s'", expected, why.c_str());
        return !read && why.find(expected) != std::string::npos &&
               why.find(path) != std::string::npos;
    };
    std::string why;
    QVERIFY(!nnue::Network::load(dir.filePath("missing.nnue").toStdString(), why));
    QVERIFY2(why.find("cannot open") != std::string::npos, why.c_str());

    QVERIFY(refused(std::vector<std::uint8_t>(good.begin(), good.end() - 100), "cut short"));
    QVERIFY(refused({good.begin(), good.begin() + 20}, "not a network file"));
    auto wrong_hidden = good;
    wrong_hidden[8] = 64; // hidden: 64 instead of 128
    QVERIFY(refused(wrong_hidden, "hidden values"));
    auto wrong_board = good;
    wrong_board[16] = 1; // a hexagon of side 5 (61 cells) ...
    wrong_board[17] = 5;
    wrong_board[18] = 0;
    QVERIFY(refused(wrong_board, "cells but its board"));
    wrong_board[17] = 20; // ... of side 20: no such board
    QVERIFY(refused(wrong_board, "a board the game does not have"));
    auto damaged = good;
    damaged[good.size() / 2] ^= 0x10;
    QVERIFY(refused(damaged, "checksum"));
    auto longer = good;
    longer.push_back(0);
    QVERIFY(refused(longer, "more after it"));

    // Weights that could carry an accumulator past 16 bits are refused, even
    // with a good checksum: each own-piece weight of hidden value 3 at 700 on
    // 49 cells reaches 34,300.
    train::FloatNetwork large(Geometry::classic(), 4);
    const auto weight = [&](nnue::Kind kind, int cell) -> float& {
        return large.transformer_weights[static_cast<std::size_t>(
            nnue::feature(kind, cell, 49) * nnue::hidden + 2)];
    };
    large.transformer_bias[2] = 0;
    for (int cell = 0; cell < 49; ++cell) {
        weight(nnue::Own, cell) = 700.0f / nnue::qa;
        weight(nnue::Theirs, cell) = weight(nnue::Blocked, cell) = 0;
    }
    QVERIFY(refused(large.quantised(400).bytes(), "hidden value 3 can reach 34300"));
    // At 600 (29,400 in all) the same network reads.
    for (int cell = 0; cell < 49; ++cell) weight(nnue::Own, cell) = 600.0f / nnue::qa;
    write_bytes(good_path, large.quantised(400).bytes());
    QVERIFY2(nnue::Network::load(good_path, error), error.c_str());
    // The bound counts the bias and each cell's largest weight whatever its
    // kind and sign: a bias of 3,367 and -600 for the other side's piece on
    // every cell reach 32,767 exactly and read; one more for the bias does not.
    for (int cell = 0; cell < 49; ++cell) {
        weight(nnue::Own, cell) = 10.0f / nnue::qa;
        weight(nnue::Theirs, cell) = -600.0f / nnue::qa;
    }
    large.transformer_bias[2] = 3367.0f / nnue::qa;
    write_bytes(good_path, large.quantised(400).bytes());
    QVERIFY2(nnue::Network::load(good_path, error), error.c_str());
    large.transformer_bias[2] = 3368.0f / nnue::qa;
    QVERIFY(refused(large.quantised(400).bytes(), "hidden value 3 can reach 32768"));

    // The hand-made evaluation's share is a percentage.
    nnue::Network over = net.quantised(400);
    over.hand_made_share = 101;
    QVERIFY(refused(over.bytes(), "the hand-made evaluation's share is 101%; it must be 0 to 100"));
}

void TestNnue::theEngineFallsBackToTheHandMadeEvaluationAndSaysSo() {
    QTemporaryDir dir;
    const QString missing = dir.filePath("missing.nnue");
    const Run r = engine_session(QStringLiteral("uai\nsetoption name EvalFile value %1\n"
                                                "position startpos\ngo depth 4\n")
                                     .arg(missing));
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(
        r.out.contains(
            QStringLiteral("info string error: setoption EvalFile: %1: cannot open").arg(missing)),
        qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("using the hand-made evaluation")));
    QVERIFY2(r.out.contains(QStringLiteral("bestmove ")), qPrintable(r.out));

    // The hand-made evaluation it falls back to is the one UseNNUE false gives:
    // the same search, the same nodes.
    const auto nodes_of = [](const QString& out) {
        const auto lines = out.split('\n');
        for (const QString& line : lines)
            if (line.startsWith(QStringLiteral("info depth 4 ")))
                return line.section(QStringLiteral(" nodes "), 1).section(' ', 0, 0);
        return QString();
    };
    const Run hand = engine_session(
        QStringLiteral("uai\nsetoption name UseNNUE value false\nposition startpos\ngo depth 4\n"));
    QVERIFY(!nodes_of(hand.out).isEmpty());
    QCOMPARE(nodes_of(r.out), nodes_of(hand.out));
}

void TestNnue::theToolsMakeANetworkTheEngineUses() {
    QTemporaryDir dir;
    const QString data = dir.filePath("data.bin");
    const QString net = dir.filePath("7x7.nnue");
    const Run gen = self_play_7x7(data, 400);
    QVERIFY2(gen.exit_code == 0, qPrintable(gen.err));
    const Run trained = run(QStringLiteral(ATAXX_TRAIN_PATH),
                            {"--epochs", "2", "--threads", "1", "--batch", "64", net, data});
    QVERIFY2(trained.exit_code == 0, qPrintable(trained.out + trained.err));
    QVERIFY2(trained.out.contains(QStringLiteral("epoch 2")), qPrintable(trained.out));
    QVERIFY(trained.out.contains(QStringLiteral("integer against float")));
    QVERIFY2(trained.out.contains(QStringLiteral("layouts of blocked cells it knows: 1")),
             qPrintable(trained.out));

    // Trained on the classic board alone, it says that it leaves blocked layouts.
    check_engine_uses_plain_7x7_network(net);

    // A bad data file is refused with where.
    write_bytes(dir.filePath("short.bin").toStdString(), std::vector<std::uint8_t>(100, 0));
    const Run bad = run(QStringLiteral(ATAXX_TRAIN_PATH), {net, dir.filePath("short.bin")});
    QCOMPARE_NE(bad.exit_code, 0);
    QVERIFY2(bad.err.contains(QStringLiteral("short.bin")), qPrintable(bad.err));
}

void TestNnue::aNetworkServesOnlyTheLayoutsItLearnt() {
    // Trained on 7x7 without blocked cells: it knows that layout only.
    const Position start = *read_fen("x5o/7/7/7/7/7/o5x x 0 1");
    const Position blocked = *read_fen("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
    const auto samples =
        train::samples_of(random_records(start, 300, 2), start.geometry(), 400, 0.5);
    const std::vector<CellSet> layouts = train::layouts_of(samples, start.geometry(), true);
    QCOMPARE(layouts.size(), std::size_t{1});
    QVERIFY(layouts[0].empty());

    nnue::Network net = train::FloatNetwork(start.geometry(), 5).quantised(400);
    QVERIFY(net.knows_layout(blocked.blocked())); // a file of the first format: any layout
    net.layouts = layouts;
    std::string error;
    const auto read = nnue::Network::read(net.bytes(), "layouts.nnue", error);
    QVERIFY2(read, error.c_str());
    QCOMPARE(read->bytes(), net.bytes());
    QVERIFY(read->knows_layout(start.blocked()));
    QVERIFY(!read->knows_layout(blocked.blocked()));
    const auto set = nnue::NetworkSet::with(read);
    QCOMPARE(set->find(start), read.get());
    QCOMPARE(set->find(blocked), nullptr); // the hand-made evaluation plays there

    // A layout's image under a symmetry is known too (the trainer turns the boards).
    // One blocked cell at a6 has eight images: a6, a2, g6, g2, b7, f7, b1, f1.
    const Position edge = *read_fen("x5o/-6/7/7/7/7/o5x x 0 1");
    const auto turned = train::samples_of(random_records(edge, 200, 2), edge.geometry(), 400, 0.5);
    QCOMPARE(train::layouts_of(turned, edge.geometry(), true).size(), std::size_t{8});
    QCOMPARE(train::layouts_of(turned, edge.geometry(), false).size(), std::size_t{1});

    // A layout off the board is refused with where.
    net.layouts = {CellSet::first(60)};
    QVERIFY(!nnue::Network::read(net.bytes(), "off.nnue", error));
    QVERIFY2(error.find("off.nnue") != std::string::npos &&
                 error.find("off the board") != std::string::npos,
             error.c_str());

    // Side 5 has two built-in networks: one for Hexxagon's three holes, one
    // for the other presets. A layout of the board editor's, one of
    // Hexxagon's holes alone, is left to the hand-made evaluation.
    const Position hexxagon = *read_fen("x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1");
    const Position holeless = *read_fen("x3o/6/7/8/o7x/8/7/6/x3o x 0 1");
    const Position one_hole = *read_fen("x3o/6/7/4-3/o7x/8/7/6/x3o x 0 1");
    const auto builtins = nnue::NetworkSet::builtins();
    QVERIFY(builtins->find(hexxagon));
    QVERIFY(builtins->find(holeless));
    QVERIFY(builtins->find(hexxagon) != builtins->find(holeless));
    QCOMPARE(builtins->find(one_hole), nullptr);
}

void TestNnue::aNetworkCanShareTheEvaluationWithTheHandMadeOne() {
    // The share travels in the file.
    const Trained t = train_small(*read_fen("x5o/7/7/7/7/7/o5x x 0 1"), 3);
    nnue::Network net = t.net.quantised(t.scale);
    net.hand_made_share = 40;
    std::string error;
    const auto read = nnue::Network::read(net.bytes(), "shared.nnue", error);
    QVERIFY2(read, error.c_str());
    QCOMPARE(read->hand_made_share, 40);

    // The search's evaluation is the blend: at 100% the network's score counts
    // for nothing, and the search is the hand-made evaluation's, node for
    // node; at 0% and 40% the network changes it.
    const auto search_with = [&](int share) {
        Search search(16);
        search.set_threads(1);
        if (share >= 0) {
            auto copy = std::make_shared<nnue::Network>(*read);
            copy->hand_made_share = share;
            search.options().networks = nnue::NetworkSet::with(copy);
        } else {
            search.options().networks = nullptr;
        }
        SearchLimits limits;
        limits.depth = 5;
        const Position start = *read_fen("x5o/7/2o4/3x3/7/7/o5x x 0 1");
        const Search::Result r = search.run(start, {}, limits);
        return std::pair{r.info.nodes, r.info.score};
    };
    const auto hand_made = search_with(-1);
    QCOMPARE(search_with(100), hand_made);
    QCOMPARE_NE(search_with(0), hand_made);
    QCOMPARE_NE(search_with(40), hand_made);
    QCOMPARE_NE(search_with(40), search_with(0));
}

void TestNnue::presetBoardsHaveANetworkWhereAMatchKeptOne() {
    // Very hard plays every board of the settings' list with a network trained
    // on that board and layout, each kept by an SPRT against the hand-made
    // evaluation (README, "The built-in networks"); on 11x11 and the side-7
    // hexagon the network's score is blended half and half with the
    // hand-made one. A board whose network lost would be listed here.
    const QStringList hand_made = {};
    QVERIFY(nnue::builtin_errors().empty());
    const auto builtins = nnue::NetworkSet::builtins();
    for (const BoardPresets::Preset& preset : BoardPresets::all()) {
        const Position start = BoardPresets::startPosition(preset.key);
        const bool has_network = builtins->find(start) != nullptr;
        QVERIFY2(has_network != hand_made.contains(preset.key), qPrintable(preset.key));
        if (preset.key == QLatin1String("11x11") || preset.key == QLatin1String("hex7-holes"))
            QCOMPARE(builtins->find(start)->hand_made_share, 50);
        else if (has_network)
            QCOMPARE(builtins->find(start)->hand_made_share, 0);
    }
}

void TestNnue::patternWindowsAreSquaresAndTriangles() {
    // A rectangle's windows are its 2x2 squares, a hexagon's the triangles of
    // mutually adjacent cells; every cell is in one, none twice in the same.
    struct Case {
        const Geometry* g;
        int windows, cells;
    };
    for (const Case c : {Case{&Geometry::classic(), 36, 4}, Case{Geometry::rectangle(9, 5), 32, 4},
                         Case{Geometry::hexagon(5), 96, 3}, Case{Geometry::hexagon(7), 216, 3}}) {
        const nnue::WindowSet& set = nnue::windows_of(*c.g);
        QCOMPARE(set.count(), c.windows);
        QCOMPARE(set.cells_per_window, c.cells);
        QCOMPARE(set.inputs(), c.windows * (1 << (2 * c.cells)));
        CellSet covered;
        for (const auto& w : set.windows) {
            for (int a = 0; a < c.cells; ++a)
                for (int b = a + 1; b < c.cells; ++b)
                    QVERIFY(c.g->adjacent(w[static_cast<std::size_t>(a)])
                                .contains(w[static_cast<std::size_t>(b)]));
            for (int a = 0; a < c.cells; ++a)
                covered |= CellSet::single(w[static_cast<std::size_t>(a)]);
        }
        QCOMPARE(covered, c.g->all_cells());
    }
    // The corner of 7x7 is in one window, an inner cell in four.
    QCOMPARE(int{nnue::windows_of(Geometry::classic()).member_count[0]}, 1);
    QCOMPARE(int{nnue::windows_of(Geometry::classic()).member_count[24]}, 4);
}

void TestNnue::thePatternTrainerMakesANetworkTheEngineUses() {
    // A Python with PyTorch: $ATAXX_PYTHON, python3 or Debian's. scripts/test
    // installs it and sets ATAXX_REQUIRE_TORCH, so there the test always runs.
    QString python;
    QStringList candidates;
    if (!qEnvironmentVariableIsEmpty("ATAXX_PYTHON"))
        candidates << qEnvironmentVariable("ATAXX_PYTHON");
    candidates << QStringLiteral("python3") << QStringLiteral("/usr/bin/python3");
    for (const QString& candidate : candidates)
        if (run(candidate, {"-c", "import torch, numpy"}).exit_code == 0) {
            python = candidate;
            break;
        }
    if (python.isEmpty()) {
        if (qEnvironmentVariable("ATAXX_REQUIRE_TORCH") == QLatin1String("1"))
            QFAIL("no python3 with torch and numpy (Debian: python3-torch python3-numpy)");
        QSKIP("no python3 with torch and numpy; scripts/test installs them");
    }
    QTemporaryDir dir;
    const QString data = dir.filePath("data.bin");
    const QString net = dir.filePath("7x7.nnue");
    const Run gen = self_play_7x7(data, 3000);
    QVERIFY2(gen.exit_code == 0, qPrintable(gen.err));
    const QStringList common = {QStringLiteral(ATAXX_TRAIN_WINDOWS),
                                "--trainer",
                                QStringLiteral(ATAXX_TRAIN_PATH),
                                "--board",
                                "7x7",
                                "--width",
                                "32",
                                "--buckets",
                                "2",
                                "--batch",
                                "128",
                                "--device",
                                "cpu",
                                "--out",
                                net};
    const Run trained = run(python, common + QStringList{"--epochs", "4", "--lr", "0.01", data});
    QVERIFY2(trained.exit_code == 0, qPrintable(trained.out + trained.err));
    // The loss falls from the first epoch to the last (a fixed seed: the same run each time).
    const auto loss_of = [&](const QString& epoch) {
        const QRegularExpression re(epoch + QStringLiteral(": train ([0-9.]+)"));
        const auto m = re.match(trained.out);
        return m.hasMatch() ? m.captured(1).toDouble() : -1.0;
    };
    const double first = loss_of(QStringLiteral("epoch 1")),
                 last = loss_of(QStringLiteral("epoch 4"));
    QVERIFY2(first > 0 && last > 0 && last < first, qPrintable(trained.out));

    std::string error;
    const auto read = nnue::Network::load(net.toStdString(), error);
    QVERIFY2(read, error.c_str());
    QCOMPARE(read->input_kind(), nnue::Inputs::Windows);
    QCOMPARE(read->width(), 32);
    QCOMPARE(read->buckets(), 2);
    QVERIFY(read->knows_layout(CellSet{}));
    QVERIFY(!read->knows_layout(CellSet::single(24)));
    check_engine_uses_plain_7x7_network(
        net, QStringLiteral("a pattern network (36 windows of 4 cells, 32 values "
                            "a side, 2 outputs by pieces on the board)"));

    // Trained further from that network (--init) with no epochs, it gives the
    // same file back: the weights and the scale were read as they were written.
    const QString again = dir.filePath("again.nnue");
    QStringList further = common;
    further[further.indexOf(QStringLiteral("--out")) + 1] = again;
    const Run zero = run(python, further + QStringList{"--init", net, "--epochs", "0", data});
    QVERIFY2(zero.exit_code == 0, qPrintable(zero.out + zero.err));
    QVERIFY2(zero.out.contains(QStringLiteral("before training")), qPrintable(zero.out));
    const auto bytes_of = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QVERIFY(!bytes_of(net).isEmpty());
    QCOMPARE(bytes_of(again), bytes_of(net));
    // A network of another width is refused, naming the file and the width.
    QStringList wider = further;
    wider[wider.indexOf(QStringLiteral("--width")) + 1] = QStringLiteral("48");
    const Run other = run(python, wider + QStringList{"--init", net, "--epochs", "1", data});
    QCOMPARE_NE(other.exit_code, 0);
    QVERIFY2(other.err.contains(QStringLiteral("7x7.nnue")) &&
                 other.err.contains(QStringLiteral("width 32")),
             qPrintable(other.err));

    // A data file that is not whole records is refused, naming it.
    write_bytes(dir.filePath("short.bin").toStdString(), std::vector<std::uint8_t>(100, 0));
    const Run bad = run(python, common + QStringList{"--epochs", "1", dir.filePath("short.bin")});
    QCOMPARE_NE(bad.exit_code, 0);
    QVERIFY2(bad.err.contains(QStringLiteral("short.bin")) &&
                 bad.err.contains(QStringLiteral("not a whole number")),
             qPrintable(bad.err));
}

void TestNnue::aPatternNetworkUpdatesAsARefreshWouldInEveryInstructionSet() {
    // Plain 7x7, blocked 7x7, Hexxagon (three holes) and 9x9, at the widest
    // width and at one that leaves a tail to the wide kernels (48): every
    // move's update gives the refresh's values and score, in each instruction
    // set the processor has (plain C++, AVX2, AVX-512), the same to the bit.
    using nnue::simd::Level;
    std::vector<Level> levels;
    for (const Level l : {Level::Generic, Level::Avx2, Level::Avx512})
        if (l <= nnue::simd::widest()) levels.push_back(l);
    for (const int width : {256, 48})
        for (const char* fen :
             {"x5o/7/7/7/7/7/o5x x 0 1", "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
              "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1", "x7o/9/9/9/9/9/9/9/o7x x 0 1"}) {
            const Position start = *read_fen(fen);
            const nnue::Network net = random_pattern_network(start.geometry(), width, 8, 7);
            const auto w = static_cast<std::size_t>(width);
            int checked = 0;
            // Updates follow each other through whole games, as in a search,
            // one chain for each instruction set.
            std::array<nnue::Accumulator, 3> chained{};
            std::uint64_t chained_key = 0;
            random_moves(start, 300, 4, [&](const Position& before, const Position& after) {
                nnue::simd::use(Level::Generic);
                nnue::Accumulator plain;
                net.refresh(after, plain);
                const int plain_score = net.evaluate(plain, after);
                for (const Level l : levels) {
                    nnue::simd::use(l);
                    auto& chain = chained[static_cast<std::size_t>(l)];
                    if (chained_key != before.key()) net.refresh(before, chain);
                    nnue::Accumulator updated, fresh;
                    net.update(before, after, chain, updated);
                    chain = updated;
                    net.refresh(after, fresh);
                    for (int side = 0; side < 2; ++side) {
                        const auto& p = plain.values[static_cast<std::size_t>(side)];
                        QVERIFY2(std::equal(p.begin(), p.begin() + w,
                                            updated.values[static_cast<std::size_t>(side)].begin()),
                                 fen);
                        QVERIFY2(std::equal(p.begin(), p.begin() + w,
                                            fresh.values[static_cast<std::size_t>(side)].begin()),
                                 fen);
                    }
                    QCOMPARE(net.evaluate(updated, after), plain_score);
                }
                chained_key = after.key();
                ++checked;
            });
            nnue::simd::use(nnue::simd::chosen());
            QVERIFY(checked > 250);
        }
    // The scores are not all the same: the network reads the board.
    const nnue::Network net = random_pattern_network(Geometry::classic(), 256, 8, 7);
    QCOMPARE_NE(net.evaluate(Position()), net.evaluate(*read_fen("x5o/7/7/3x3/7/7/o5x o 0 1")));
    qInfo("pattern network kernels: %s (the widest here: %s)", nnue::simd::level(),
          nnue::simd::name(nnue::simd::widest()));
}

void TestNnue::aPatternNetworkFileRoundTripsAndBadOnesAreRefused() {
    nnue::Network net = random_pattern_network(Geometry::classic(), 128, 4, 3);
    net.layouts = {CellSet{}};
    const std::vector<std::uint8_t> bytes = net.bytes();
    QCOMPARE(std::string(bytes.begin(), bytes.begin() + 8), std::string("ATXNNUE3"));
    std::string error;
    const auto back = nnue::Network::read(bytes, "net", error);
    QVERIFY2(back, error.c_str());
    QCOMPARE(back->input_kind(), nnue::Inputs::Windows);
    QCOMPARE(back->width(), 128);
    QCOMPARE(back->buckets(), 4);
    QVERIFY(back->knows_layout(CellSet{}));
    QVERIFY(!back->knows_layout(CellSet::single(24)));
    random_moves(Position(), 100, 8, [&](const Position&, const Position& after) {
        QCOMPARE(back->evaluate(after), net.evaluate(after));
    });
    const auto refused = [](std::vector<std::uint8_t> b, const char* says) {
        std::string why;
        const auto n = nnue::Network::read(b, "bad.nnue", why);
        QVERIFY2(!n, says);
        QVERIFY2(why.find(says) != std::string::npos, why.c_str());
        QVERIFY2(why.rfind("bad.nnue", 0) == 0, why.c_str());
    };
    auto damaged = bytes;
    damaged[damaged.size() / 2] ^= 1;
    refused(damaged, "checksum");
    refused(std::vector<std::uint8_t>(bytes.begin(), bytes.end() - 100), "cut short");
    nnue::Network loud = net;
    loud.output_weights[5] = 300;
    refused(loud.bytes(), "output weight");
    nnue::Network big = net;
    for (std::size_t i = 0; i < big.transformer_weights.size(); i += 128)
        big.transformer_weights[i] = 3000;
    refused(big.bytes(), "can reach");
    // A hexagon's network read as a rectangle's: the windows differ.
    auto hex = random_pattern_network(*Geometry::hexagon(5), 128, 1, 3).bytes();
    hex[8 + 8 + 4 + 4 + 0] = 4; // cells a window: 4 on a hexagon
    refused(hex, "windows of 4 cells");
}

QTEST_GUILESS_MAIN(TestNnue)
#include "tst_nnue.moc"

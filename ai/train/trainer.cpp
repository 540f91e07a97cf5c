#include "train/trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <numeric>
#include <thread>
#include <utility>

namespace ataxx::train {

using nnue::hidden;

namespace {

constexpr float weight_limit = 1.98f; // keeps quantised output weights within their limit

double sigmoid(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

CellSet cells_of(const std::uint64_t (&bits)[2]) {
    return {bits[0], bits[1]};
}

} // namespace

CellSet permuted(CellSet cells, const std::vector<std::uint8_t>& perm) {
    CellSet out;
    for (const int c : cells) out.set(perm[static_cast<std::size_t>(c)]);
    return out;
}

std::vector<Sample> samples_of(const std::vector<TrainingRecord>& records, const Geometry& geometry,
                               double score_scale, double score_weight) {
    std::vector<Sample> out;
    for (const TrainingRecord& r : records) {
        const Geometry* g =
            r.hexagon ? Geometry::hexagon(r.width) : Geometry::rectangle(r.width, r.height);
        if (g != &geometry) continue;
        const CellSet x = cells_of(r.x);
        const CellSet o = cells_of(r.o);
        Sample s;
        s.us = r.side == 0 ? x : o;
        s.them = r.side == 0 ? o : x;
        s.blocked = cells_of(r.blocked);
        // Proven scores say who wins; beyond a few pieces the sigmoid is flat anyway.
        const double score = std::clamp<double>(r.score, -3000, 3000);
        const double result = (r.result + 1) / 2.0;
        s.target = static_cast<float>(score_weight * sigmoid(score / score_scale) +
                                      (1 - score_weight) * result);
        out.push_back(s);
    }
    return out;
}

double fit_score_scale(const std::vector<TrainingRecord>& records) {
    const auto error = [&](double scale) {
        double e = 0;
        for (const TrainingRecord& r : records) {
            const double score = std::clamp<double>(r.score, -3000, 3000);
            const double d = sigmoid(score / scale) - (r.result + 1) / 2.0;
            e += d * d;
        }
        return e;
    };
    // The error is unimodal in the scale: a golden-section search.
    double lo = 20;
    double hi = 2000;
    const double phi = (std::sqrt(5.0) - 1) / 2;
    double a = hi - phi * (hi - lo);
    double b = lo + phi * (hi - lo);
    double ea = error(a);
    double eb = error(b);
    for (int i = 0; i < 40; ++i) {
        if (ea < eb) {
            hi = b;
            b = a;
            eb = ea;
            a = hi - phi * (hi - lo);
            ea = error(a);
        } else {
            lo = a;
            a = b;
            ea = eb;
            b = lo + phi * (hi - lo);
            eb = error(b);
        }
    }
    return (lo + hi) / 2;
}

std::vector<std::vector<std::uint8_t>> symmetries(const Geometry& g) {
    // Doubled coordinates about the centre (q and r are column and row on a
    // rectangle, axial on a hexagon); every map (a, b) -> M (a, b) with M of
    // -1, 0, 1 that sends the cells onto themselves and keeps neighbours
    // neighbours is a symmetry.
    const int n = g.cell_count();
    int qmin = 1000, qmax = -1000, rmin = 1000, rmax = -1000;
    for (int c = 0; c < n; ++c) {
        qmin = std::min(qmin, g.q_of(c));
        qmax = std::max(qmax, g.q_of(c));
        rmin = std::min(rmin, g.r_of(c));
        rmax = std::max(rmax, g.r_of(c));
    }
    std::map<std::pair<int, int>, int> at;
    std::vector<std::pair<int, int>> coords(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) {
        coords[static_cast<std::size_t>(c)] = {2 * g.q_of(c) - qmin - qmax,
                                               2 * g.r_of(c) - rmin - rmax};
        at[coords[static_cast<std::size_t>(c)]] = c;
    }
    std::vector<std::vector<std::uint8_t>> out;
    const int values[] = {1, 0, -1};
    for (const int m00 : values)
        for (const int m01 : values)
            for (const int m10 : values)
                for (const int m11 : values) {
                    if (m00 * m11 - m01 * m10 == 0) continue;
                    std::vector<std::uint8_t> perm(static_cast<std::size_t>(n));
                    bool ok = true;
                    for (int c = 0; c < n && ok; ++c) {
                        const auto [a, b] = coords[static_cast<std::size_t>(c)];
                        const auto it = at.find({m00 * a + m01 * b, m10 * a + m11 * b});
                        ok = it != at.end();
                        if (ok)
                            perm[static_cast<std::size_t>(c)] =
                                static_cast<std::uint8_t>(it->second);
                    }
                    for (int c = 0; c < n && ok; ++c)
                        ok = permuted(g.adjacent(c), perm) ==
                             g.adjacent(perm[static_cast<std::size_t>(c)]);
                    if (ok) out.push_back(std::move(perm));
                }
    // The identity first, as the header promises (the loop above does not
    // meet it first).
    std::vector<std::uint8_t> identity(static_cast<std::size_t>(n));
    std::iota(identity.begin(), identity.end(), std::uint8_t{0});
    std::erase(out, identity);
    out.insert(out.begin(), identity);
    return out;
}

std::vector<CellSet> layouts_of(const std::vector<Sample>& samples, const Geometry& geometry,
                                bool with_symmetries) {
    std::vector<CellSet> seen;
    for (const Sample& s : samples) seen.push_back(s.blocked);
    std::sort(seen.begin(), seen.end(), nnue::layout_before);
    seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
    std::vector<CellSet> out = seen;
    if (with_symmetries)
        for (const auto& perm : symmetries(geometry))
            for (const CellSet layout : seen) out.push_back(permuted(layout, perm));
    std::sort(out.begin(), out.end(), nnue::layout_before);
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

FloatNetwork::FloatNetwork(const Geometry& geometry, std::uint64_t seed)
    : transformer_weights(static_cast<std::size_t>(nnue::kinds * geometry.cell_count()) * hidden)
    , transformer_bias(hidden)
    , output_weights(2 * hidden)
    , m_geometry(&geometry) {
    std::mt19937_64 rng(seed);
    // About a third of the cells hold something: the accumulator starts near a
    // spread of about 0.3 round its bias, inside SCReLU's bend.
    const double active = std::max(4.0, geometry.cell_count() / 1.5);
    std::normal_distribution<float> w(0.0f, static_cast<float>(0.3 / std::sqrt(active)));
    for (auto& x : transformer_weights) x = w(rng);
    for (auto& x : transformer_bias) x = 0.3f;
    std::normal_distribution<float> o(0.0f, static_cast<float>(1.0 / std::sqrt(2.0 * hidden)));
    for (auto& x : output_weights) x = o(rng);
}

namespace {

// Every set cell of a sample with its feature kind in each view: the side to
// move's, then the other side's.
template <typename F>
void for_each_feature(const Sample& s, F&& f) {
    for (const int c : s.us) f(nnue::Own, nnue::Theirs, c);
    for (const int c : s.them) f(nnue::Theirs, nnue::Own, c);
    for (const int c : s.blocked) f(nnue::Blocked, nnue::Blocked, c);
}

// The two accumulators of a sample in floats.
void accumulate(const FloatNetwork& net, const Sample& s, float* us, float* them) {
    const int n = net.geometry().cell_count();
    const float* w = net.transformer_weights.data();
    std::copy(net.transformer_bias.begin(), net.transformer_bias.end(), us);
    std::copy(net.transformer_bias.begin(), net.transformer_bias.end(), them);
    const bool factorised = !net.factor_weights.empty();
    const auto add = [&](float* view, nnue::Kind kind, int cell) {
        const float* row = w + static_cast<std::size_t>(nnue::feature(kind, cell, n)) * hidden;
        for (int i = 0; i < hidden; ++i) view[i] += row[i];
        if (factorised) {
            const float* shared =
                net.factor_weights.data() + static_cast<std::size_t>(kind) * hidden;
            for (int i = 0; i < hidden; ++i) view[i] += shared[i];
        }
    };
    for_each_feature(s, [&](nnue::Kind for_us, nnue::Kind for_them, int cell) {
        add(us, for_us, cell);
        add(them, for_them, cell);
    });
}

float screlu(float x) {
    const float v = std::clamp(x, 0.0f, 1.0f);
    return v * v;
}

float output_of(const FloatNetwork& net, const float* us, const float* them) {
    float out = net.output_bias;
    for (int i = 0; i < hidden; ++i)
        out += screlu(us[i]) * net.output_weights[static_cast<std::size_t>(i)] +
               screlu(them[i]) * net.output_weights[static_cast<std::size_t>(hidden + i)];
    return out;
}

struct Gradient {
    std::vector<float> tw, tf, tb, ow;
    float ob = 0;
    double loss = 0;
    explicit Gradient(const FloatNetwork& net)
        : tw(net.transformer_weights.size())
        , tf(net.factor_weights.size())
        , tb(hidden)
        , ow(2 * hidden) {}
    void clear() {
        std::fill(tw.begin(), tw.end(), 0.0f);
        std::fill(tf.begin(), tf.end(), 0.0f);
        std::fill(tb.begin(), tb.end(), 0.0f);
        std::fill(ow.begin(), ow.end(), 0.0f);
        ob = 0;
        loss = 0;
    }
};

void backward(const FloatNetwork& net, const Sample& s, Gradient& g) {
    alignas(64) float us[hidden];
    alignas(64) float them[hidden];
    accumulate(net, s, us, them);
    const float out = output_of(net, us, them);
    const float p = 1.0f / (1.0f + std::exp(-out));
    const float err = p - s.target;
    g.loss += static_cast<double>(err) * err;
    const float d = 2 * err * p * (1 - p);
    g.ob += d;
    alignas(64) float gu[hidden];
    alignas(64) float gt[hidden];
    for (int i = 0; i < hidden; ++i) {
        const auto ui = static_cast<std::size_t>(i);
        g.ow[ui] += d * screlu(us[i]);
        g.ow[hidden + ui] += d * screlu(them[i]);
        gu[i] = us[i] > 0 && us[i] < 1 ? d * net.output_weights[ui] * 2 * us[i] : 0.0f;
        gt[i] =
            them[i] > 0 && them[i] < 1 ? d * net.output_weights[hidden + ui] * 2 * them[i] : 0.0f;
        g.tb[ui] += gu[i] + gt[i];
    }
    const int n = net.geometry().cell_count();
    const auto add = [&](const float* grad, nnue::Kind kind, int cell) {
        float* row = g.tw.data() + static_cast<std::size_t>(nnue::feature(kind, cell, n)) * hidden;
        for (int i = 0; i < hidden; ++i) row[i] += grad[i];
        if (!g.tf.empty()) {
            float* shared = g.tf.data() + static_cast<std::size_t>(kind) * hidden;
            for (int i = 0; i < hidden; ++i) shared[i] += grad[i];
        }
    };
    for_each_feature(s, [&](nnue::Kind for_us, nnue::Kind for_them, int cell) {
        add(gu, for_us, cell);
        add(gt, for_them, cell);
    });
}

// Adam's moments for one array of parameters.
struct Adam {
    std::vector<float> m, v;
    explicit Adam(std::size_t n)
        : m(n)
        , v(n) {}
    void step(float* w, const float* grad, std::size_t n, float scale, float lr, int t,
              float limit) {
        constexpr float b1 = 0.9f, b2 = 0.999f, eps = 1e-8f;
        const float c1 = 1 - std::pow(b1, static_cast<float>(t));
        const float c2 = 1 - std::pow(b2, static_cast<float>(t));
        for (std::size_t i = 0; i < n; ++i) {
            const float gi = grad[i] * scale;
            m[i] = b1 * m[i] + (1 - b1) * gi;
            v[i] = b2 * v[i] + (1 - b2) * gi * gi;
            w[i] -= lr * (m[i] / c1) / (std::sqrt(v[i] / c2) + eps);
            w[i] = std::clamp(w[i], -limit, limit);
        }
    }
};

} // namespace

float FloatNetwork::forward(const Sample& sample) const {
    alignas(64) float us[hidden];
    alignas(64) float them[hidden];
    accumulate(*this, sample, us, them);
    return output_of(*this, us, them);
}

nnue::Network FloatNetwork::quantised(double score_scale) const {
    nnue::Network net(*m_geometry);
    const auto q = [](double x, double factor, double low, double high) {
        return std::clamp(std::round(x * factor), low, high);
    };
    for (std::size_t i = 0; i < transformer_weights.size(); ++i) {
        // Row i / hidden is input kind * cells + cell (nnue::feature).
        const std::size_t kind = i / hidden / static_cast<std::size_t>(m_geometry->cell_count());
        const float w =
            transformer_weights[i] +
            (factor_weights.empty() ? 0.0f : factor_weights[kind * hidden + i % hidden]);
        net.transformer_weights[i] = static_cast<std::int16_t>(q(w, nnue::qa, -32767, 32767));
    }
    for (std::size_t i = 0; i < hidden; ++i)
        net.transformer_bias[i] =
            static_cast<std::int16_t>(q(transformer_bias[i], nnue::qa, -32767, 32767));
    for (std::size_t i = 0; i < 2 * hidden; ++i)
        net.output_weights[i] = static_cast<std::int16_t>(
            q(output_weights[i], nnue::qb, -nnue::output_weight_limit, nnue::output_weight_limit));
    net.output_bias[0] =
        static_cast<std::int32_t>(q(output_bias, double{nnue::qa} * nnue::qb, -1e9, 1e9));
    net.scale = static_cast<std::int32_t>(std::lround(score_scale));
    return net;
}

double loss(const FloatNetwork& network, const std::vector<Sample>& samples) {
    if (samples.empty()) return 0;
    double sum = 0;
    for (const Sample& s : samples) {
        const double p = sigmoid(network.forward(s));
        sum += (p - s.target) * (p - s.target);
    }
    return sum / static_cast<double>(samples.size());
}

void train(FloatNetwork& net, std::vector<Sample> samples, const std::vector<Sample>& validation,
           const TrainSettings& settings, const std::function<void(const EpochReport&)>& report) {
    if (samples.empty()) return;
    const auto perms =
        settings.symmetries ? symmetries(net.geometry()) : std::vector<std::vector<std::uint8_t>>{};
    const int threads = std::max(1, settings.threads);
    if (settings.factorised && net.factor_weights.empty())
        net.factor_weights.assign(static_cast<std::size_t>(nnue::kinds) * hidden, 0.0f);
    std::vector<Gradient> grads(static_cast<std::size_t>(threads), Gradient(net));
    Adam tw(net.transformer_weights.size()), tf(net.factor_weights.size()), tb(hidden),
        ow(2 * hidden), ob(1);
    std::mt19937_64 rng(settings.seed);
    int step = 0;
    const std::size_t batch = static_cast<std::size_t>(std::max(1, settings.batch));
    for (int epoch = 1; epoch <= settings.epochs; ++epoch) {
        const auto started = std::chrono::steady_clock::now();
        std::shuffle(samples.begin(), samples.end(), rng);
        if (!perms.empty()) {
            std::uniform_int_distribution<std::size_t> pick(0, perms.size() - 1);
            for (Sample& s : samples) {
                const auto& perm = perms[pick(rng)];
                s.us = permuted(s.us, perm);
                s.them = permuted(s.them, perm);
                s.blocked = permuted(s.blocked, perm);
            }
        }
        const double progress = settings.epochs > 1 ? (epoch - 1.0) / (settings.epochs - 1.0) : 1.0;
        const double lr =
            settings.final_learning_rate + (settings.learning_rate - settings.final_learning_rate) *
                                               (1 + std::cos(3.14159265358979 * progress)) / 2;
        double epoch_loss = 0;
        for (std::size_t begin = 0; begin < samples.size(); begin += batch) {
            const std::size_t end = std::min(samples.size(), begin + batch);
            const std::size_t per = (end - begin + static_cast<std::size_t>(threads) - 1) /
                                    static_cast<std::size_t>(threads);
            std::vector<std::thread> running;
            for (int t = 0; t < threads; ++t) {
                const std::size_t a = begin + per * static_cast<std::size_t>(t);
                const std::size_t b = std::min(end, a + per);
                Gradient& g = grads[static_cast<std::size_t>(t)];
                const auto work = [&net, &samples, &g, a, b] {
                    g.clear();
                    for (std::size_t i = a; i < b; ++i) backward(net, samples[i], g);
                };
                if (t + 1 == threads)
                    work();
                else
                    running.emplace_back(work);
            }
            for (auto& r : running) r.join();
            for (std::size_t t = 1; t < grads.size(); ++t) {
                Gradient& g = grads[t];
                for (std::size_t i = 0; i < g.tw.size(); ++i) grads[0].tw[i] += g.tw[i];
                for (std::size_t i = 0; i < g.tf.size(); ++i) grads[0].tf[i] += g.tf[i];
                for (std::size_t i = 0; i < g.tb.size(); ++i) grads[0].tb[i] += g.tb[i];
                for (std::size_t i = 0; i < g.ow.size(); ++i) grads[0].ow[i] += g.ow[i];
                grads[0].ob += g.ob;
                grads[0].loss += g.loss;
            }
            epoch_loss += grads[0].loss;
            ++step;
            const float scale = 1.0f / static_cast<float>(end - begin);
            const auto rate = static_cast<float>(lr);
            Gradient& g = grads[0];
            tw.step(net.transformer_weights.data(), g.tw.data(), g.tw.size(), scale, rate, step,
                    weight_limit);
            if (!g.tf.empty())
                tf.step(net.factor_weights.data(), g.tf.data(), g.tf.size(), scale, rate, step,
                        weight_limit);
            tb.step(net.transformer_bias.data(), g.tb.data(), g.tb.size(), scale, rate, step,
                    weight_limit);
            ow.step(net.output_weights.data(), g.ow.data(), g.ow.size(), scale, rate, step,
                    weight_limit);
            ob.step(&net.output_bias, &g.ob, 1, scale, rate, step, 1e6f);
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        EpochReport r;
        r.epoch = epoch;
        r.train_loss = epoch_loss / static_cast<double>(samples.size());
        r.validation_loss = loss(net, validation);
        r.samples_per_second = seconds > 0 ? static_cast<double>(samples.size()) / seconds : 0;
        if (report) report(r);
    }
}

} // namespace ataxx::train

#include "match/sprt.h"

#include <algorithm>
#include <cmath>

namespace ataxx {

namespace {

double expected_score(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

// Mean and variance of the score a game, taken pair by pair (a pair that
// scored k half points scores k / 4 a game). Every bin gets a tiny prior count
// so that a run of identical pairs still has a variance.
struct Moments {
    double pairs = 0;
    double mean = 0.5;
    double variance = 0;
};

Moments moments(const PairCounts& counts) {
    constexpr double prior = 1e-3;
    Moments m;
    double total = 0;
    double sum = 0;
    for (int k = 0; k < 5; ++k) {
        const double n = counts[static_cast<std::size_t>(k)] + prior;
        total += n;
        sum += n * k / 4.0;
    }
    m.mean = sum / total;
    double squares = 0;
    for (int k = 0; k < 5; ++k) {
        const double n = counts[static_cast<std::size_t>(k)] + prior;
        const double d = k / 4.0 - m.mean;
        squares += n * d * d;
    }
    m.variance = squares / total;
    for (const int n : counts) m.pairs += n;
    return m;
}

} // namespace

double elo_of(double score) noexcept {
    score = std::clamp(score, 1e-6, 1 - 1e-6);
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double elo_margin_of(double score, double standard_error) noexcept {
    return (elo_of(score + 1.96 * standard_error) - elo_of(score - 1.96 * standard_error)) / 2;
}

PairEstimate estimate(const PairCounts& counts) noexcept {
    const Moments m = moments(counts);
    PairEstimate e;
    e.pairs = static_cast<int>(m.pairs);
    e.score = m.mean;
    e.elo = elo_of(m.mean);
    if (m.pairs >= 2) e.elo_margin = elo_margin_of(m.mean, std::sqrt(m.variance / m.pairs));
    return e;
}

double Sprt::lower_bound() const noexcept {
    return std::log(beta / (1 - alpha));
}
double Sprt::upper_bound() const noexcept {
    return std::log((1 - beta) / alpha);
}

double Sprt::llr(const PairCounts& counts) const noexcept {
    const Moments m = moments(counts);
    if (m.pairs < 1) return 0;
    const double s0 = expected_score(elo0);
    const double s1 = expected_score(elo1);
    // Normal approximation: the log of the ratio of the likelihoods of the
    // observed mean under s1 and under s0, with the measured variance.
    return m.pairs * (s1 - s0) * (2 * m.mean - s0 - s1) / (2 * m.variance);
}

Sprt::Verdict Sprt::verdict(const PairCounts& counts) const noexcept {
    if (estimate(counts).pairs < min_pairs) return Verdict::Continue;
    const double l = llr(counts);
    if (l >= upper_bound()) return Verdict::AcceptH1;
    if (l <= lower_bound()) return Verdict::AcceptH0;
    return Verdict::Continue;
}

bool Sprt::valid(std::string& why_not) const {
    if (!(elo0 < elo1)) {
        why_not = "ELO0 must be less than ELO1";
        return false;
    }
    if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
        why_not = "ALPHA and BETA must lie between 0 and 0.5";
        return false;
    }
    return true;
}

} // namespace ataxx

#pragma once

#include <array>
#include <string>

namespace ataxx {

// The results of game pairs (one opening, colours swapped) as a pentanomial:
// how many pairs the first player scored 0, 1/2, 1, 3/2 and 2 points in.
// Pairs are the unit of measure because the two games of a pair share their
// opening and so are not independent.
using PairCounts = std::array<int, 5>;

// What pair results say about the difference in strength: the mean score a
// game (0 .. 1), the logistic Elo difference and half the width of its 95%
// confidence interval, from the pairs' own variance.
struct PairEstimate {
    int pairs = 0;
    double score = 0.5;
    double elo = 0;
    double elo_margin = 0;
};
[[nodiscard]] PairEstimate estimate(const PairCounts& counts) noexcept;

// The logistic Elo difference of a mean score a game (0 .. 1), for every
// table and test: -400 log10(1 / score - 1), the score taken no nearer 0 or 1
// than 1e-6 (about 2400 Elo), so that a sweep has a number.
[[nodiscard]] double elo_of(double score) noexcept;
// Half the width of the 95% confidence interval of elo_of(score), for a mean
// score with that standard error: the interval's ends as Elo differences.
[[nodiscard]] double elo_margin_of(double score, double standard_error) noexcept;

// A sequential probability ratio test between H0 "the first player is ELO0
// stronger" and H1 "it is ELO1 stronger" (logistic Elo), with false-positive
// rate alpha and false-negative rate beta. The log-likelihood ratio uses the
// normal approximation over pair scores, with the variance measured from the
// pairs (the pentanomial model of current engine-testing tools).
struct Sprt {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;
    // No verdict before this many pairs: a handful of pairs can measure a
    // variance near zero (one won pair has none), and the normal
    // approximation would then decide on nothing.
    int min_pairs = 8;

    enum class Verdict { Continue, AcceptH0, AcceptH1 };

    [[nodiscard]] double lower_bound() const noexcept; // log(beta / (1 - alpha))
    [[nodiscard]] double upper_bound() const noexcept; // log((1 - beta) / alpha)
    [[nodiscard]] double llr(const PairCounts& counts) const noexcept;
    [[nodiscard]] Verdict verdict(const PairCounts& counts) const noexcept;
    // Whether the settings make a test: elo0 < elo1, 0 < alpha, beta < 0.5.
    [[nodiscard]] bool valid(std::string& why_not) const;
};

} // namespace ataxx

#include "rating.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ataxx::rating {

namespace {

// Glicko-2 works on its own scale: mu = (r - 1500) / 173.7178, phi = RD / 173.7178.
constexpr double glicko_scale = 173.7178;
constexpr double convergence = 0.000001;

double g(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expectation(double mu, double mu_j, double phi_j) {
    return 1.0 / (1.0 + std::exp(-g(phi_j) * (mu - mu_j)));
}

// The new volatility: the root of Glickman's f(x) by the Illinois algorithm
// (step 5 of his example).
double new_volatility(double sigma, double phi, double v, double delta) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double big_a = a;
    double big_b = 0.0;
    if (delta * delta > phi * phi + v) {
        big_b = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0.0 && k < 1000) ++k;
        big_b = a - k * tau;
    }
    double f_a = f(big_a);
    double f_b = f(big_b);
    for (int i = 0; i < 200 && std::abs(big_b - big_a) > convergence; ++i) {
        const double c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        const double f_c = f(c);
        if (f_c * f_b <= 0.0) {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    return std::exp(big_a / 2.0);
}

} // namespace

Family family_of(const Geometry& geometry) noexcept {
    if (geometry.is_hexagon()) return Family::Hexagonal;
    if (geometry.width() == 7 && geometry.height() == 7) return Family::Board7x7;
    return Family::Other;
}

std::string_view family_key(Family family) noexcept {
    switch (family) {
    case Family::Board7x7:
        return "7x7";
    case Family::Hexagonal:
        return "hexagonal";
    case Family::Other:
        break;
    }
    return "other";
}

Rating update(const Rating& before, std::span<const Result> games) {
    const double mu = (before.rating - 1500.0) / glicko_scale;
    const double phi = before.deviation / glicko_scale;
    const double sigma = before.volatility;
    if (games.empty()) {
        const double grown = std::sqrt(phi * phi + sigma * sigma);
        return {before.rating, std::min(grown * glicko_scale, newcomer_deviation), sigma};
    }
    double v_inverse = 0.0;
    double improvement = 0.0;
    for (const Result& game : games) {
        const double mu_j = (game.opponent - 1500.0) / glicko_scale;
        const double phi_j = game.opponent_deviation / glicko_scale;
        const double e = expectation(mu, mu_j, phi_j);
        v_inverse += g(phi_j) * g(phi_j) * e * (1.0 - e);
        improvement += g(phi_j) * (game.score - e);
    }
    const double v = 1.0 / v_inverse;
    const double sigma_new = new_volatility(sigma, phi, v, v * improvement);
    const double phi_star = std::sqrt(phi * phi + sigma_new * sigma_new);
    const double phi_new = 1.0 / std::sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    const double mu_new = mu + phi_new * phi_new * improvement;
    return {mu_new * glicko_scale + 1500.0, std::min(phi_new * glicko_scale, newcomer_deviation),
            sigma_new};
}

namespace {

// The combined spread of two ratings, as g() on the Elo scale takes it.
double combined_g(const Rating& player, double opponent_deviation) {
    const double phi = std::hypot(player.deviation, opponent_deviation) / glicko_scale;
    return g(phi);
}

} // namespace

double expected_score(const Rating& player, double opponent, double opponent_deviation) {
    const double gap = (player.rating - opponent) / glicko_scale;
    return 1.0 / (1.0 + std::exp(-combined_g(player, opponent_deviation) * gap));
}

double opponent_for_score(const Rating& player, double score, double opponent_deviation) {
    const double s = std::clamp(score, 0.001, 0.999);
    const double gap = std::log(s / (1.0 - s)) / combined_g(player, opponent_deviation);
    return player.rating - gap * glicko_scale;
}

} // namespace ataxx::rating

#pragma once

// For tests of the looks: how far apart two colours are, as a person sees
// them. contrastRatio() is the WCAG 2 contrast of their luminances (1 to 21;
// 3 is the least for marks that must be seen at a glance), colourDistance()
// the CIE 1976 distance in L*a*b* (about 2.3 is just noticeable; colours 40
// apart are told apart at a glance even as small dots).

#include <QColor>

#include <algorithm>
#include <cmath>

namespace colours {

inline double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

inline double luminance(const QColor& c) {
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

inline double contrastRatio(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

inline double colourDistance(const QColor& a, const QColor& b) {
    const auto lab = [](const QColor& c, double out[3]) {
        const double r = linear(c.redF()), g = linear(c.greenF()), bl = linear(c.blueF());
        const double xyz[3] = {(0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047,
                               0.2126 * r + 0.7152 * g + 0.0722 * bl,
                               (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883};
        double f[3];
        for (int i = 0; i < 3; ++i)
            f[i] = xyz[i] > 0.008856 ? std::cbrt(xyz[i]) : 7.787 * xyz[i] + 16.0 / 116.0;
        out[0] = 116 * f[1] - 16;
        out[1] = 500 * (f[0] - f[1]);
        out[2] = 200 * (f[1] - f[2]);
    };
    double p[3], q[3];
    lab(a, p);
    lab(b, q);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

} // namespace colours

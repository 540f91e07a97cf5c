// ataxx-picturediff: whether a picture of the game, made again, still looks
// like the committed one (scripts/make-screenshots --check runs it).
//
//   ataxx-picturediff COMMITTED.png NEW.png DIFF.png
//
// Not byte for byte: the same window gives slightly different pixels on
// another machine (font hinting, pngquant's palette and dithering). Both
// pictures are averaged over blocks of 3 x 3 pixels, which takes out the
// dithering and the hinting's fringes but keeps a piece, a word or a colour;
// then each block's colour difference is measured as ΔE (CIE 1976, the
// distance in L*a*b*, where about 2.3 is a just noticeable difference). The
// pictures differ when one block's ΔE is over 25 (a change in one spot: a
// digit, a mark), when more than 0.2% of the blocks differ by over 10 (a
// change over an area: a moved piece, a shade), or when they are not the
// same size. Measured on the pictures of this project: made twice, they
// are the same; without pngquant, or with other font hinting, at most ΔE 21
// and 0.1%; one digit of a label changed gives ΔE 34, a moved piece 1.5%,
// a slightly different highlight colour 0.5%. Then DIFF.png shows the new
// picture faded, with the blocks over ΔE 10 in magenta. Exit status: 0
// alike, 1 different, 2 an error.

#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QTextStream>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace {

constexpr int block = 3;
constexpr double spotLimit = 25.0;  // no block may differ by more
constexpr double blockLimit = 10.0; // ΔE over which a block counts as differing
constexpr double shareLimit = 0.2;  // per cent of the blocks that may differ so

using Lab = std::array<double, 3>;

// sRGB (0..1 each) to CIE L*a*b* under D65.
Lab toLab(double r, double g, double b) {
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    r = linear(r);
    g = linear(g);
    b = linear(b);
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
    };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

// The picture averaged over blocks (a partial block at the edges averages
// what it has), each block's colour in L*a*b*.
std::vector<Lab> blocks(const QImage& image, int columns, int rows) {
    std::vector<Lab> result;
    result.reserve(static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows));
    for (int by = 0; by < rows; ++by) {
        for (int bx = 0; bx < columns; ++bx) {
            double sum[3] = {0, 0, 0};
            int count = 0;
            for (int y = by * block; y < std::min(image.height(), (by + 1) * block); ++y) {
                const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
                for (int x = bx * block; x < std::min(image.width(), (bx + 1) * block); ++x) {
                    sum[0] += qRed(line[x]);
                    sum[1] += qGreen(line[x]);
                    sum[2] += qBlue(line[x]);
                    ++count;
                }
            }
            const double scale = 255.0 * count;
            result.push_back(toLab(sum[0] / scale, sum[1] / scale, sum[2] / scale));
        }
    }
    return result;
}

QImage load(const QString& path, QTextStream& err) {
    QImage image(path);
    if (image.isNull()) {
        err << "ataxx-picturediff: " << path << " cannot be read as a picture\n";
        return {};
    }
    // Drawn over white, as a page shows it.
    QImage flat(image.size(), QImage::Format_RGB32);
    flat.fill(Qt::white);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            const double a = c.alphaF();
            flat.setPixel(x, y,
                          qRgb(qRound(c.red() * a + 255 * (1 - a)),
                               qRound(c.green() * a + 255 * (1 - a)),
                               qRound(c.blue() * a + 255 * (1 - a))));
        }
    return flat;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4) {
        err << "usage: ataxx-picturediff COMMITTED.png NEW.png DIFF.png\n";
        return 2;
    }
    const QImage committed = load(args[1], err);
    const QImage made = load(args[2], err);
    if (committed.isNull() || made.isNull()) return 2;
    if (committed.size() != made.size()) {
        out << "differs: " << made.width() << " x " << made.height() << " pixels, was "
            << committed.width() << " x " << committed.height() << '\n';
        made.save(args[3]);
        return 1;
    }

    const int columns = (made.width() + block - 1) / block;
    const int rows = (made.height() + block - 1) / block;
    const std::vector<Lab> before = blocks(committed, columns, rows);
    const std::vector<Lab> after = blocks(made, columns, rows);
    std::vector<double> delta(before.size());
    double largest = 0;
    double total = 0;
    int over = 0;
    for (std::size_t i = 0; i < before.size(); ++i) {
        delta[i] = std::hypot(before[i][0] - after[i][0], before[i][1] - after[i][1],
                              before[i][2] - after[i][2]);
        largest = std::max(largest, delta[i]);
        total += delta[i];
        if (delta[i] > blockLimit) ++over;
    }
    const double share = 100.0 * over / static_cast<double>(delta.size());
    const bool differs = share > shareLimit || largest > spotLimit;
    out << (differs ? "differs: " : "alike: ") << "largest ΔE " << QString::number(largest, 'f', 1)
        << " (limit " << spotLimit << "); " << QString::number(share, 'f', 3) << "% of the "
        << block << "x" << block << " blocks (" << over << " of " << delta.size() << ") over ΔE "
        << blockLimit << " (limit " << QString::number(shareLimit, 'f', 1) << "%); mean ΔE "
        << QString::number(total / static_cast<double>(delta.size()), 'f', 2) << '\n';
    if (!differs) return 0;

    // The new picture faded to grey, the blocks over ΔE 10 in magenta.
    QImage diff = made.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < diff.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(diff.scanLine(y));
        for (int x = 0; x < diff.width(); ++x) {
            const std::size_t i = static_cast<std::size_t>(y / block) * columns + x / block;
            const int grey = 160 + qGray(line[x]) * 95 / 255;
            line[x] = delta[i] > blockLimit ? qRgb(230, 0, 160) : qRgb(grey, grey, grey);
        }
    }
    if (!diff.save(args[3])) {
        err << "ataxx-picturediff: " << args[3] << " cannot be written\n";
        return 2;
    }
    return 1;
}

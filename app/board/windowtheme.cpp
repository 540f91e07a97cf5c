#include "board/windowtheme.h"

#include "board/boardview.h"

#include <QApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QScopedValueRollback>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>
#include <cmath>

namespace ataxx {

namespace {

// Styles that paint with the platform's own pictures and leave most of the
// palette unused; under them a dark palette would give dark text on light
// buttons.
bool ignoresPalette(const QString& style) {
    return style.startsWith(QLatin1StringView("windows"), Qt::CaseInsensitive) ||
           style.compare(QLatin1StringView("macos"), Qt::CaseInsensitive) == 0;
}

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c) {
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

// `t` of the way from `a` to `b`, alpha included, in whole steps of 1/255 as
// the colour will be drawn (so a contrast measured on it is the one shown).
QColor mix(const QColor& a, const QColor& b, double t) {
    const auto channel = [t](int from, int to) { return qRound(from + (to - from) * t); };
    return QColor(channel(a.red(), b.red()), channel(a.green(), b.green()),
                  channel(a.blue(), b.blue()), channel(a.alpha(), b.alpha()));
}

// What text is drawn on: windows, fields and buttons, and the group boxes and
// tab pages that Fusion fills with shades between Button and Light.
constexpr QPalette::ColorRole textBackgrounds[] = {
    QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::Light};

// The least contrast of `text` (blended over each, when it is translucent, as
// Qt's default placeholder is) with the palette's backgrounds.
double leastContrast(const QColor& text, const QPalette& palette) {
    double least = 21;
    for (const QPalette::ColorRole role : textBackgrounds) {
        const QColor background = palette.color(role);
        QColor shown = mix(background, text, text.alphaF());
        shown.setAlpha(255);
        least = std::min(least, WindowTheme::contrast(shown, background));
    }
    return least;
}

// Paints a media symbol at any size, in the colour of the palette in force
// when it is drawn (an icon made of pixmaps would keep the colours of the
// theme it was made in).
class SymbolIconEngine : public QIconEngine {
public:
    explicit SymbolIconEngine(QStyle::StandardPixmap symbol)
        : m_symbol(symbol) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        const QPalette palette = QApplication::palette();
        QColor colour = palette.color(
            mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active, QPalette::ButtonText);
        if (mode == QIcon::Disabled) colour.setAlphaF(0.6f);
        const qreal side = std::min(rect.width(), rect.height()) * 0.7;
        const QRectF box(rect.center().x() + 0.5 - side / 2, rect.center().y() + 0.5 - side / 2,
                         side, side);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        const auto triangle = [&](qreal left, qreal right, bool forward) {
            QPainterPath path;
            const qreal tip = forward ? right : left;
            const qreal base = forward ? left : right;
            path.moveTo(base, box.top() + side * 0.1);
            path.lineTo(tip, box.center().y());
            path.lineTo(base, box.bottom() - side * 0.1);
            path.closeSubpath();
            painter->drawPath(path);
        };
        const auto bar = [&](qreal left, qreal width) {
            painter->drawRect(QRectF(left, box.top() + side * 0.1, width, side * 0.8));
        };
        const qreal l = box.left();
        switch (m_symbol) {
        case QStyle::SP_MediaPlay:
            triangle(l + side * 0.15, l + side * 0.9, true);
            break;
        case QStyle::SP_MediaPause:
            bar(l + side * 0.15, side * 0.25);
            bar(l + side * 0.6, side * 0.25);
            break;
        case QStyle::SP_MediaStop:
            painter->drawRect(box.adjusted(side * 0.12, side * 0.12, -side * 0.12, -side * 0.12));
            break;
        case QStyle::SP_MediaSkipForward:
            triangle(l + side * 0.05, l + side * 0.45, true);
            triangle(l + side * 0.4, l + side * 0.8, true);
            bar(l + side * 0.8, side * 0.14);
            break;
        case QStyle::SP_MediaSkipBackward:
            bar(l + side * 0.06, side * 0.14);
            triangle(l + side * 0.2, l + side * 0.6, false);
            triangle(l + side * 0.55, l + side * 0.95, false);
            break;
        case QStyle::SP_MediaSeekForward:
            triangle(l + side * 0.1, l + side * 0.55, true);
            triangle(l + side * 0.5, l + side * 0.95, true);
            break;
        case QStyle::SP_MediaSeekBackward:
            triangle(l + side * 0.05, l + side * 0.5, false);
            triangle(l + side * 0.45, l + side * 0.9, false);
            break;
        default:
            break;
        }
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    [[nodiscard]] QIconEngine* clone() const override { return new SymbolIconEngine(m_symbol); }

private:
    QStyle::StandardPixmap m_symbol;
};

} // namespace

QIcon WindowTheme::symbolIcon(QStyle::StandardPixmap symbol) {
    switch (symbol) {
    case QStyle::SP_MediaPlay:
    case QStyle::SP_MediaPause:
    case QStyle::SP_MediaStop:
    case QStyle::SP_MediaSkipForward:
    case QStyle::SP_MediaSkipBackward:
    case QStyle::SP_MediaSeekForward:
    case QStyle::SP_MediaSeekBackward:
        return QIcon(new SymbolIconEngine(symbol));
    default:
        return QApplication::style()->standardIcon(symbol);
    }
}

double WindowTheme::contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor WindowTheme::readableOn(const QColor& colour, const QColor& background, double ratio) {
    const QColor far =
        contrast(Qt::white, background) > contrast(Qt::black, background) ? Qt::white : Qt::black;
    // In steps of 2% towards black or white: the hue stays, the text just gets stronger.
    for (int step = 0; step <= 50; ++step) {
        const QColor c = mix(colour, far, step / 50.0);
        if (contrast(c, background) >= ratio) return c;
    }
    return far;
}

QColor WindowTheme::secondaryText(const QPalette& palette) {
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    // From halfway to the window back towards the text, in steps of 2%.
    for (int step = 25; step > 0; --step) {
        const QColor c = mix(text, window, step / 50.0);
        if (leastContrast(c, palette) >= 4.5) return c;
    }
    return text;
}

WindowTheme::WindowTheme(QObject* parent)
    : QObject(parent) {
    setObjectName(QStringLiteral("windowTheme"));
    if (parent) parent->installEventFilter(this);
}

bool WindowTheme::eventFilter(QObject* watched, QEvent* event) {
    // The desktop changed its colours under System (or under a palette of
    // ours, which may now be needed or not): Qt gave the new palette with the
    // placeholder of ours from before, which may now be unreadable. Looked at
    // once the change is done; a readable palette is left as it is, so this
    // settles after one apply.
    if (event->type() == QEvent::ApplicationPaletteChange && !m_applying &&
        qobject_cast<QApplication*>(watched)) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                const QPalette now = QApplication::palette();
                if (leastContrast(now.color(QPalette::PlaceholderText), now) < 4.5) applyPalette();
            },
            Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

WindowTheme* WindowTheme::instance() {
    // A child of the application, so it goes with it; without one, it lives on.
    static WindowTheme* theme = new WindowTheme(QCoreApplication::instance());
    return theme;
}

ThemeChoice WindowTheme::choice() {
    return instance()->m_choice;
}

void WindowTheme::follow(BoardView* view) {
    view->setThemeChoice(choice());
    connect(instance(), &WindowTheme::changed, view, &BoardView::setThemeChoice);
}

QPalette WindowTheme::darkPalette() {
    // Slate greys around the board's own dark frame, with a blue highlight.
    const QColor window(0x2d, 0x31, 0x36);
    const QColor base(0x23, 0x26, 0x2a);
    const QColor text(0xe6, 0xe8, 0xeb);
    const QColor disabledText(0x80, 0x86, 0x8d);
    const QColor highlight(0x3d, 0x8e, 0xe0);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2e, 0x33));
    p.setColor(QPalette::ToolTipBase, QColor(0x1d, 0x21, 0x26));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x3a, 0x40));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x50, 0x57));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x44, 0x4a));
    p.setColor(QPalette::Mid, QColor(0x5a, 0x61, 0x69));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1d, 0x20));
    p.setColor(QPalette::Shadow, QColor(0x0e, 0x10, 0x12));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xf0));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x50, 0x57));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    // Notes and hints: #c1c3c7, 4.6:1 on the lightest ground (Light, #4a5057),
    // 7.4:1 on the window (the disabled grey, #80868d, was 3.6:1 there).
    p.setColor(QPalette::PlaceholderText, secondaryText(p));
    return p;
}

QPalette WindowTheme::lightPalette() {
    // Fusion's palette: light on every platform, whatever the desktop uses.
    QPalette p(QColor(0xef, 0xef, 0xef));
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"))) {
        p = fusion->standardPalette();
        delete fusion;
    }
    // Notes and hints: #696969, 4.8:1 on the window (#efefef), instead of
    // Qt's half-strength black (4.0:1 even on white).
    p.setColor(QPalette::PlaceholderText, secondaryText(p));
    return p;
}

void WindowTheme::apply(ThemeChoice choice) {
    instance()->setChoice(choice);
}

void WindowTheme::setChoice(ThemeChoice choice) {
    m_choice = choice;
    if (qobject_cast<QApplication*>(QCoreApplication::instance())) applyPalette();
    emit changed(choice);
}

void WindowTheme::applyPalette() {
    const QScopedValueRollback applying(m_applying, true);
    // First the platform's palette (an empty palette resolves to it and
    // follows the desktop's changes); ours on top where it does not fit.
    QApplication::setPalette(QPalette());
    const bool systemDark = BoardTheme::isDark(QApplication::palette());
    QPalette ours;
    bool own = false;
    if (m_choice == ThemeChoice::Dark && !systemDark) {
        ours = darkPalette();
        own = true;
    } else if (m_choice == ThemeChoice::Light && systemDark) {
        ours = lightPalette();
        own = true;
    }
    const bool dark =
        m_choice == ThemeChoice::Dark || (m_choice != ThemeChoice::Light && systemDark);
    // The style: Fusion while a dark palette must show under a style that ignores it.
    const QString current = QApplication::style()->name();
    if ((own || dark) && ignoresPalette(current)) {
        m_originalStyle = current;
        QApplication::setStyle(QStringLiteral("Fusion"));
    } else if (!own && !dark && !m_originalStyle.isEmpty()) {
        QApplication::setStyle(m_originalStyle);
        m_originalStyle.clear();
    }
    if (own) {
        QApplication::setPalette(ours);
    } else {
        // The platform's own, but for a placeholder too faint to read: only
        // that role is set, so the rest still follows the desktop.
        const QPalette platform = QApplication::palette();
        if (leastContrast(platform.color(QPalette::PlaceholderText), platform) < 4.5) {
            QPalette hint;
            hint.setColor(QPalette::PlaceholderText, secondaryText(platform));
            QApplication::setPalette(hint);
        }
    }
}

} // namespace ataxx

#include "board/windowtheme.h"

#include "board/boardview.h"

#include <QApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>

namespace ataxx {

namespace {

// Styles that paint with the platform's own pictures and leave most of the
// palette unused; under them a dark palette would give dark text on light
// buttons.
bool ignoresPalette(const QString& style) {
    return style.startsWith(QLatin1StringView("windows"), Qt::CaseInsensitive) ||
           style.compare(QLatin1StringView("macos"), Qt::CaseInsensitive) == 0;
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

WindowTheme::WindowTheme(QObject* parent)
    : QObject(parent) {
    setObjectName(QStringLiteral("windowTheme"));
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
    p.setColor(QPalette::PlaceholderText, disabledText);
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
    return p;
}

QPalette WindowTheme::lightPalette() {
    // Fusion's palette: light on every platform, whatever the desktop uses.
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"))) {
        QPalette p = fusion->standardPalette();
        delete fusion;
        return p;
    }
    return QPalette(QColor(0xef, 0xef, 0xef));
}

void WindowTheme::apply(ThemeChoice choice) {
    instance()->setChoice(choice);
}

void WindowTheme::setChoice(ThemeChoice choice) {
    m_choice = choice;
    if (qobject_cast<QApplication*>(QCoreApplication::instance())) {
        // First the platform's palette (an empty palette resolves to it and
        // follows the desktop's changes); ours on top where it does not fit.
        QApplication::setPalette(QPalette());
        const bool systemDark = BoardTheme::isDark(QApplication::palette());
        QPalette ours;
        bool own = false;
        if (choice == ThemeChoice::Dark && !systemDark) {
            ours = darkPalette();
            own = true;
        } else if (choice == ThemeChoice::Light && systemDark) {
            ours = lightPalette();
            own = true;
        }
        const bool dark =
            choice == ThemeChoice::Dark || (choice != ThemeChoice::Light && systemDark);
        // The style: Fusion while a dark palette must show under a style that ignores it.
        const QString current = QApplication::style()->name();
        if ((own || dark) && ignoresPalette(current)) {
            m_originalStyle = current;
            QApplication::setStyle(QStringLiteral("Fusion"));
        } else if (!own && !dark && !m_originalStyle.isEmpty()) {
            QApplication::setStyle(m_originalStyle);
            m_originalStyle.clear();
        }
        if (own) QApplication::setPalette(ours);
    }
    emit changed(choice);
}

} // namespace ataxx

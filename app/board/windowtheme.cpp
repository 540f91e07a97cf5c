#include "board/windowtheme.h"

#include "board/boardview.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace ataxx {

namespace {

// Styles that paint with the platform's own pictures and leave most of the
// palette unused; under them a dark palette would give dark text on light
// buttons.
bool ignoresPalette(const QString& style) {
    return style.startsWith(QLatin1StringView("windows"), Qt::CaseInsensitive) ||
           style.compare(QLatin1StringView("macos"), Qt::CaseInsensitive) == 0;
}

} // namespace

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
        const bool dark = choice == ThemeChoice::Dark ||
                          (choice != ThemeChoice::Light && systemDark);
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

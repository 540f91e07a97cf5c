#pragma once

#include "board/boardtheme.h"

#include <QIcon>
#include <QObject>
#include <QPalette>
#include <QStyle>

namespace ataxx {

class BoardView;

// The chosen theme for the whole application, not just the board: Dark gives
// every window a dark palette (panels, lists, docks, dialogs), Light a light
// one, and System (or Colour-blind safe) the palette of the platform, which
// is dark where the desktop is. A style that draws with the platform's own
// look and ignores palettes (Windows, macOS) is replaced by Fusion while a
// palette of ours is in force.
//
// In every theme the palette's PlaceholderText, which notes and hints use for
// text a step quieter than the rest, still stands out by 4.5:1 (WCAG AA) from
// the window, the fields and the buttons: Dark and Light have it so, and a
// platform's palette whose placeholder is fainter gets a darker (or lighter)
// one on top, again whenever the desktop changes its colours.
//
// The theme is one per process, like the application palette it sets. Board
// views that stand for "the board" beyond the main window (the rules
// diagrams, the tournament dialog's board) follow it through follow().
class WindowTheme : public QObject {
    Q_OBJECT

public:
    [[nodiscard]] static WindowTheme* instance();

    // Applies `choice` to the application's palette (and style where needed);
    // the views that follow the theme repaint. Nothing happens without a
    // QApplication.
    static void apply(ThemeChoice choice);
    // The choice applied last; System before the first apply().
    [[nodiscard]] static ThemeChoice choice();
    // `view` takes the current choice now and follows later ones.
    static void follow(BoardView* view);

    // The media player's symbols (play, pause, stop, skip and seek, back and
    // forward), drawn whenever shown in the application palette's button
    // text colour, so that they stand out on light and dark toolbars alike.
    // Other pixmaps give the style's icon.
    [[nodiscard]] static QIcon symbolIcon(QStyle::StandardPixmap symbol);

    // The palettes Dark and Light use.
    [[nodiscard]] static QPalette darkPalette();
    [[nodiscard]] static QPalette lightPalette();

    // The WCAG 2 contrast ratio of two colours (1 to 21): 4.5 is the least for
    // text, 3 for marks and large text.
    [[nodiscard]] static double contrast(const QColor& a, const QColor& b);
    // `colour`, darkened or lightened (towards black or white, whichever
    // `background` lets stand out more) just enough to reach `ratio` against it.
    [[nodiscard]] static QColor readableOn(const QColor& colour, const QColor& background,
                                           double ratio = 4.5);
    // The quietest blend of the palette's WindowText towards its Window that
    // still reaches 4.5:1 against every background of the palette.
    [[nodiscard]] static QColor secondaryText(const QPalette& palette);

signals:
    void changed(ThemeChoice choice);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WindowTheme(QObject* parent);
    void setChoice(ThemeChoice choice);
    void applyPalette();

    ThemeChoice m_choice = ThemeChoice::System;
    QString m_originalStyle; // the style before a palette of ours replaced it
    bool m_applying = false; // while our own palette changes go out
};

} // namespace ataxx

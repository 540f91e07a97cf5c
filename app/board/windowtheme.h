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
// The theme is one per process, like the application palette it sets. Board
// views that stand for "the board" beyond the main window (the rules
// diagrams, the match dialog's board) follow it through follow().
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

signals:
    void changed(ThemeChoice choice);

private:
    explicit WindowTheme(QObject* parent);
    void setChoice(ThemeChoice choice);

    ThemeChoice m_choice = ThemeChoice::System;
    QString m_originalStyle; // the style before a palette of ours replaced it
};

} // namespace ataxx

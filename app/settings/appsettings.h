#pragma once

#include "board/animationspeed.h"
#include "board/boardtheme.h"
#include "players/playersetup.h"
#include "position.h"
#include "rules.h"

#include <QList>
#include <QSettings>
#include <QString>

namespace ataxx {

// A board layout the player saved under a name in the board editor.
struct SavedLayout {
    QString name;
    QString fen;

    [[nodiscard]] friend bool operator==(const SavedLayout&, const SavedLayout&) = default;
};

// The app's stored preferences, typed: the board and rules of a new game, the
// players, the looks and the language. Every settings key lives in
// appsettings.cpp and nowhere else, so widgets never spell keys. Values are
// read and written through at once; several AppSettings in one program see
// each other's changes (QSettings shares them).
//
// Every value read back is checked. A value that is damaged or edited by hand
// into something that makes no sense (a word where a number belongs, a board
// that cannot be played, a level that does not exist) is reported once on
// stderr with qWarning, removed from the file, and read as its default, so
// the app always starts.
class AppSettings {
public:
    // Uses the application's default QSettings (organisation and application names).
    AppSettings();

    [[nodiscard]] bool showLegalMoves() const;
    void setShowLegalMoves(bool show);
    [[nodiscard]] bool showLastMove() const;
    void setShowLastMove(bool show);
    [[nodiscard]] bool showCoordinates() const;
    void setShowCoordinates(bool show);
    [[nodiscard]] AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed speed);
    // Default: System.
    [[nodiscard]] ThemeChoice theme() const;
    void setTheme(ThemeChoice theme);
    // The pause before the computer's move is shown, 0 to maxComputerPause ms; default 400.
    static constexpr int maxComputerPause = 5000;
    [[nodiscard]] int computerPause() const;
    void setComputerPause(int milliseconds);

    // Default: x is the user, o the computer at Medium.
    [[nodiscard]] PlayerSetup player(Side side) const;
    void setPlayer(Side side, const PlayerSetup& player);
    // A name the player gave a side; empty (the default) lets the app choose one.
    [[nodiscard]] QString playerName(Side side) const;
    void setPlayerName(Side side, const QString& name);

    // The start of a new game: the board, its blocked cells and the pieces (the
    // rules apart). Default: the classic 7x7 start. A stored board that is no
    // longer valid (see BoardLayout::problem) reads as the default.
    [[nodiscard]] Position startPosition() const;
    void setStartPosition(const Position& start);
    // The rules of a new game; default: RULES.md's defaults.
    static constexpr int maxHalfmoveLimit = 10000;
    [[nodiscard]] Rules rules() const;
    void setRules(const Rules& rules);
    // The player's own layouts, in the order saved; broken entries are left out.
    [[nodiscard]] QList<SavedLayout> savedLayouts() const;
    void setSavedLayouts(const QList<SavedLayout>& layouts);

    // A language code of Languages::available() ("de"), or empty for the system's.
    [[nodiscard]] QString language() const;
    void setLanguage(const QString& code);

    // Sounds of the moves and the end of a game; default on, at 70 (of 0 to 100).
    [[nodiscard]] bool soundOn() const;
    void setSoundOn(bool on);
    [[nodiscard]] int soundVolume() const;
    void setSoundVolume(int percent);

    // The window's place and size (QWidget::saveGeometry) and its docks and
    // toolbars (QMainWindow::saveState), as Qt writes them; empty when none is
    // stored. Qt checks them when they are restored, and ignores bad ones.
    [[nodiscard]] QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    [[nodiscard]] QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    // Set, and written to disk at once, while a start restores the two
    // above; a start that finds it set knows the last one died doing it.
    [[nodiscard]] bool windowRestoring() const;
    void setWindowRestoring(bool restoring);

    // Forgets every stored value (the tests start from the defaults).
    void clear();

private:
    mutable QSettings m_settings;
};

} // namespace ataxx

#pragma once

#include "playersetup.h"
#include "rules.h"

#include <QSettings>
#include <QString>

namespace ataxx {

// How fast moves are shown: Off draws the new position at once.
enum class AnimationSpeed { Off, Fast, Normal, Slow };

// The app's stored preferences, typed: the View options, the players and the
// board of a new game. Every settings key lives in appsettings.cpp and
// nowhere else, so widgets never spell keys and a later settings dialog only
// adds accessors here. Values are read and written through at once.
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

    // Default: x is the user, o the computer at Medium.
    [[nodiscard]] PlayerSetup player(Side side) const;
    void setPlayer(Side side, const PlayerSetup& player);

    // A BoardPresets key; default "7x7".
    [[nodiscard]] QString boardPreset() const;
    void setBoardPreset(const QString& key);

    // Forgets every stored value (the tests start from the defaults).
    void clear();

private:
    QSettings m_settings;
};

} // namespace ataxx

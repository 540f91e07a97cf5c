#include "appsettings.h"

#include <QLatin1StringView>

namespace ataxx {

namespace {

namespace key {
constexpr auto showLegalMoves = QLatin1StringView("view/showLegalMoves");
constexpr auto showLastMove = QLatin1StringView("view/showLastMove");
constexpr auto showCoordinates = QLatin1StringView("view/showCoordinates");
constexpr auto animationSpeed = QLatin1StringView("view/animationSpeed");
constexpr auto boardPreset = QLatin1StringView("game/board");
constexpr auto playerX = QLatin1StringView("players/x");
constexpr auto playerO = QLatin1StringView("players/o");
} // namespace key

// Players are stored as "human" or a level key ("medium"), readable in the file.
QString playerText(const PlayerSetup& player) {
    const std::string_view level = level_key(player.level);
    const QString levelText = QString::fromLatin1(level.data(), qsizetype(level.size()));
    return player.computer ? levelText : QStringLiteral("human:") + levelText;
}

PlayerSetup playerFromText(const QString& text, PlayerSetup fallback) {
    PlayerSetup player;
    QString levelText = text;
    if (text.startsWith(QStringLiteral("human:"))) {
        player.computer = false;
        levelText = text.mid(6);
    } else {
        player.computer = true;
    }
    if (!level_from_string(levelText.toStdString(), player.level)) return fallback;
    return player;
}

const char* speedText(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Off:
        return "off";
    case AnimationSpeed::Fast:
        return "fast";
    case AnimationSpeed::Normal:
        break;
    case AnimationSpeed::Slow:
        return "slow";
    }
    return "normal";
}

} // namespace

AppSettings::AppSettings() = default;

bool AppSettings::showLegalMoves() const {
    return m_settings.value(key::showLegalMoves, true).toBool();
}
void AppSettings::setShowLegalMoves(bool show) {
    m_settings.setValue(key::showLegalMoves, show);
}

bool AppSettings::showLastMove() const {
    return m_settings.value(key::showLastMove, true).toBool();
}
void AppSettings::setShowLastMove(bool show) {
    m_settings.setValue(key::showLastMove, show);
}

bool AppSettings::showCoordinates() const {
    return m_settings.value(key::showCoordinates, true).toBool();
}
void AppSettings::setShowCoordinates(bool show) {
    m_settings.setValue(key::showCoordinates, show);
}

AnimationSpeed AppSettings::animationSpeed() const {
    const QString text = m_settings.value(key::animationSpeed).toString();
    for (const AnimationSpeed speed :
         {AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow})
        if (text == QLatin1StringView(speedText(speed))) return speed;
    return AnimationSpeed::Normal;
}
void AppSettings::setAnimationSpeed(AnimationSpeed speed) {
    m_settings.setValue(key::animationSpeed, QLatin1StringView(speedText(speed)));
}

PlayerSetup AppSettings::player(Side side) const {
    const PlayerSetup fallback =
        side == Side::X ? PlayerSetup::human() : PlayerSetup::engine(Level::Medium);
    const QVariant value = m_settings.value(side == Side::X ? key::playerX : key::playerO);
    return value.isValid() ? playerFromText(value.toString(), fallback) : fallback;
}
void AppSettings::setPlayer(Side side, const PlayerSetup& player) {
    m_settings.setValue(side == Side::X ? key::playerX : key::playerO, playerText(player));
}

QString AppSettings::boardPreset() const {
    return m_settings.value(key::boardPreset, QStringLiteral("7x7")).toString();
}
void AppSettings::setBoardPreset(const QString& key) {
    m_settings.setValue(key::boardPreset, key);
}

void AppSettings::clear() {
    m_settings.clear();
}

} // namespace ataxx

#include "players/playersetup.h"

#include "search/strength.h"

#include <algorithm>
#include <iterator>

namespace ataxx {

namespace {

// The levels' names, easiest first, and a computer's description, as the
// code writes them: translated when shown, kept so in a puzzle's source.
constexpr const char* levelNames[] = {
    QT_TRANSLATE_NOOP("PlayerSetup", "Very easy"), QT_TRANSLATE_NOOP("PlayerSetup", "Easy"),
    QT_TRANSLATE_NOOP("PlayerSetup", "Medium"), QT_TRANSLATE_NOOP("PlayerSetup", "Hard"),
    QT_TRANSLATE_NOOP("PlayerSetup", "Very hard")};
constexpr const char* computerFormat = QT_TRANSLATE_NOOP("PlayerSetup", "Computer (%1)");

const char* levelSource(Level level) {
    return levelNames[std::min(static_cast<std::size_t>(level), std::size(levelNames) - 1)];
}

} // namespace

QString PlayerSetup::levelName(Level level) {
    return tr(levelSource(level));
}

QString PlayerSetup::computerDescription(Level level, bool english) {
    return english
               ? QString::fromLatin1(computerFormat).arg(QString::fromLatin1(levelSource(level)))
               : tr(computerFormat).arg(levelName(level));
}

std::optional<PlayerSetup> PlayerSetup::fromCommandLine(const QString& text) {
    if (text.compare(QLatin1StringView("human"), Qt::CaseInsensitive) == 0) return human();
    Level level = Level::Medium;
    if (!level_from_string(text.toStdString(), level)) return std::nullopt;
    return engine(level);
}

QString PlayerSetup::evenDescription(int elo) {
    return elo > 0 ? tr("Computer (even, %1)").arg(elo) : tr("Computer (even)");
}

QString PlayerSetup::levelElo(Level level, rating::Family family) {
    // A level above the scale's top (Hard on hexagons, Very hard everywhere)
    // stands on the ladder's settings beyond it, where a person's rating never
    // goes: it reads as the top and more, as does a floor.
    const int elo = level_elo(level, family);
    const bool above = elo > strength_elo_max || level_elo_is_floor(level);
    return above ? QString::number(std::min(elo, strength_elo_max)) + QLatin1Char('+')
                 : QString::number(elo);
}

QString PlayerSetup::levelChoice(Level level, rating::Family family) {
    //: A level's name and its strength in Elo, as measured by matches: "Hard (1850)";
    //: "3000+" above the scale's top (500 to 3000).
    return tr("%1 (%2)").arg(levelName(level), levelElo(level, family));
}

QString PlayerSetup::computerChoice(Level level, rating::Family family) {
    //: A computer player's level and its strength in Elo: "Computer (Hard, 1850)";
    //: "3000+" above the scale's top (500 to 3000).
    return tr("Computer (%1, %2)").arg(levelName(level), levelElo(level, family));
}

QString PlayerSetup::sideName(Side side) {
    return side == Side::X ? tr("Black") : tr("White");
}

QString PlayerSetup::description() const {
    if (isExternal()) return external.name;
    if (isEven()) return evenDescription(elo);
    return computer ? computerDescription(level) : tr("Human");
}

} // namespace ataxx

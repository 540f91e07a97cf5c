#include "game/playersetup.h"

namespace ataxx {

QString PlayerSetup::levelName(Level level) {
    switch (level) {
    case Level::VeryEasy:
        return tr("Very easy");
    case Level::Easy:
        return tr("Easy");
    case Level::Medium:
        return tr("Medium");
    case Level::Hard:
        return tr("Hard");
    case Level::VeryHard:
        break;
    }
    return tr("Very hard");
}

QString PlayerSetup::sideName(Side side) {
    return side == Side::X ? tr("Black") : tr("White");
}

QString PlayerSetup::description() const {
    if (isExternal()) return external.name;
    return computer ? tr("Computer (%1)").arg(levelName(level)) : tr("Human");
}

} // namespace ataxx

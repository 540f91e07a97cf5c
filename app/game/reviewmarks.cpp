#include "game/reviewmarks.h"

#include <QCoreApplication>

namespace ataxx {

QString reviewSymbol(int nag) {
    switch (nag) {
    case 6:
        return QStringLiteral("?!");
    case 2:
        return QStringLiteral("?");
    case 4:
        return QStringLiteral("??");
    default:
        return {};
    }
}

QColor reviewColour(int nag) {
    switch (nag) {
    // Olive gold, orange and red: far enough apart to tell at a glance on the
    // graph's small dots (at least 40 apart in CIE L*a*b*), and dark enough to
    // read as text on the move list's white (contrast at least 3).
    case 6:
        return QColor(0x9a, 0x8a, 0x00);
    case 2:
        return QColor(0xd6, 0x5f, 0x00);
    case 4:
        return QColor(0xe0, 0x28, 0x4a);
    default:
        return {};
    }
}

QString reviewName(int nag) {
    switch (nag) {
    case 6:
        return QCoreApplication::translate("ataxx::ReviewMode", "Dubious");
    case 2:
        return QCoreApplication::translate("ataxx::ReviewMode", "Mistake");
    case 4:
        return QCoreApplication::translate("ataxx::ReviewMode", "Blunder");
    default:
        return {};
    }
}

} // namespace ataxx

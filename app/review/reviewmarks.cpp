#include "review/reviewmarks.h"

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
    // Yellow, orange and crimson, far enough apart to tell at a glance on
    // the graph's small dots (at least 40 apart in CIE L*a*b*).
    case 6:
        return QColor(0xe0, 0xbc, 0x00);
    case 2:
        return QColor(0xe8, 0x6a, 0x10);
    case 4:
        return QColor(0xc4, 0x1e, 0x3a);
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

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
    case 6:
        return QColor(0xd0, 0x9a, 0x00);
    case 2:
        return QColor(0xe8, 0x6a, 0x10);
    case 4:
        return QColor(0xe0, 0x2a, 0x2a);
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

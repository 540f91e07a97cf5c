#include "game/numbertext.h"

#include <QLocale>

namespace ataxx {

QString NumberText::decimal(double value, int decimals) {
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

QString NumberText::fromEngine(const std::string& text) {
    QString shown = QString::fromStdString(text);
    const QString point = QLocale().decimalPoint();
    if (point == QLatin1String(".")) return shown;
    // Only a point between two digits is a decimal point.
    for (qsizetype i = 1; i + 1 < shown.size(); ++i)
        if (shown[i] == QLatin1Char('.') && shown[i - 1].isDigit() && shown[i + 1].isDigit()) {
            shown.replace(i, 1, point);
            i += point.size() - 1;
        }
    return shown;
}

} // namespace ataxx

#include "engines/externalengine.h"

#include "uai/uaireader.h"

namespace ataxx {

QList<std::pair<QString, QString>> ExternalEngine::optionsToSend() const {
    QList<std::pair<QString, QString>> options;
    for (const QString& line : declaredOptions) {
        const auto option = read_uai_option(line.toStdString());
        if (!option || option->type == UaiOption::Type::Button) continue;
        const QString optionName = QString::fromStdString(option->name);
        const auto value = optionValues.constFind(optionName);
        if (value == optionValues.constEnd() || !option->accepts(value->toStdString())) continue;
        options.append({optionName, *value});
    }
    return options;
}

std::string ExternalEngine::matchDescription() const {
    std::string description = "uai:" + command.toStdString();
    for (const auto& [option, value] : optionsToSend()) {
        // The description's own separators cannot travel inside a name or value.
        if (option.contains(QLatin1Char('|')) || option.contains(QLatin1Char('=')) ||
            value.contains(QLatin1Char('|')))
            continue;
        description += '|' + option.toStdString() + '=' + value.toStdString();
    }
    return description;
}

} // namespace ataxx

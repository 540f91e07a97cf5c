#include "settings/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

#include <algorithm>

namespace ataxx {

namespace {

// The translators install() put in place, so the next call can take them out.
QList<QPointer<QTranslator>>& installed() {
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

} // namespace

QList<Languages::Language> Languages::available() {
    return {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("nl"), QStringLiteral("Nederlands")},
        {QStringLiteral("es"), QStringLiteral("Español")},
    };
}

bool Languages::contains(const QString& code) {
    const QList<Language> languages = available();
    return std::any_of(languages.begin(), languages.end(),
                       [&code](const Language& l) { return l.code == code; });
}

QString Languages::install(const QString& code) {
    for (const QPointer<QTranslator>& translator : installed()) {
        if (!translator) continue;
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installed().clear();

    // The system's languages in the user's order of preference, or the one chosen.
    const QLocale locale = code.isEmpty() || !contains(code) ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    // English, the language of the sources, has a file too: its plural forms.
    auto* app = new QTranslator(QCoreApplication::instance());
    if (!app->load(locale, QStringLiteral("ataxx"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        (void)app->load(QStringLiteral(":/i18n/ataxx_en.qm"));
    QString spoken = app->language().section(QLatin1Char('_'), 0, 0);
    if (spoken.isEmpty()) spoken = QStringLiteral("en");
    if (app->isEmpty()) {
        delete app;
    } else {
        QCoreApplication::installTranslator(app);
        installed() << app;
    }
    // Qt's own strings (the standard buttons) follow the app's language, so
    // that a dialog does not mix two languages.
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QLocale(spoken), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed() << qt;
    } else {
        delete qt;
    }
    return spoken;
}

} // namespace ataxx

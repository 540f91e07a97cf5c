#pragma once

#include <QList>
#include <QString>

namespace ataxx {

// The languages the app speaks, and switching to one.
//
// The app's own translations (translations/ataxx_<code>.ts) are compiled into
// the program as resources under :/i18n; Qt's translations of its standard
// dialogs and buttons (qtbase_<code>.qm) come from Qt's translations folder.
// install() replaces the translators of the running application; windows
// made before keep their texts, so the app asks for a restart.
class Languages {
public:
    struct Language {
        QString code;       // "de"
        QString nativeName; // "Deutsch": each language is named in itself
    };

    // English first, then German, French, Dutch and Spanish.
    [[nodiscard]] static QList<Language> available();
    [[nodiscard]] static bool contains(const QString& code);
    // Installs the translators for `code`, or for the system's languages when
    // `code` is empty, removing those installed before. Returns the code of the
    // language the app now speaks ("en" when no translation fits).
    static QString install(const QString& code);
};

} // namespace ataxx

// The translations: every .ts file finished, every string of the code in
// every .ts file (lupdate run again over the sources into a copy must find
// nothing new), and known strings coming out translated in each language,
// the app's own and Qt's standard buttons, in a real dialog too.

#include "board/boardlayout.h"
#include "fen.h"
#include "game/playersetup.h"
#include "mainwindow.h"
#include "settings/languages.h"
#include "settings/settingsdialog.h"
#include "watch/watchmode.h"

#include <QtTest>

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QPushButton>
#include <QXmlStreamReader>

#include <set>

using namespace ataxx;

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    QString type;             // "unfinished", "vanished", "obsolete" or empty
    QStringList translations; // one, or the plural forms
};

QString keyOf(const Message& m) {
    return m.context + QStringLiteral(" | ") + m.source + QStringLiteral(" | ") + m.comment;
}

QList<Message> readTs(const QString& path) {
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(path));
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1StringView("message"))
                messages << message;
            continue;
        }
        const QStringView name = xml.name();
        if (name == QLatin1StringView("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1StringView("message")) {
            message = Message{context, {}, {}, {}, {}};
        } else if (name == QLatin1StringView("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1StringView("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1StringView("translation")) {
            message.type = xml.attributes().value(QLatin1StringView("type")).toString();
            // Either text, or <numerusform> children.
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters()) text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1StringView("numerusform"))
                    message.translations << xml.readElementText();
                if (xml.isEndElement() && xml.name() == QLatin1StringView("translation")) break;
            }
            if (message.translations.isEmpty()) message.translations << text;
        }
    }
    if (xml.hasError()) qWarning("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QString tsPath(const QString& language) {
    return QStringLiteral(ATAXX_TRANSLATIONS_DIR "/ataxx_%1.ts").arg(language);
}

const QStringList translatedLanguages{"de", "fr", "nl", "es"};

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyTranslationIsFinished_data();
    void everyTranslationIsFinished();
    void theTranslationsHoldEveryStringOfTheCode_data();
    void theTranslationsHoldEveryStringOfTheCode();
    void aKnownStringComesOutTranslated_data();
    void aKnownStringComesOutTranslated();
    void pluralsFollowTheLanguage();
    void theSettingsDialogSpeaksTheLanguageWithQtsButtons_data();
    void theSettingsDialogSpeaksTheLanguageWithQtsButtons();
    void anUnknownLanguageFallsBackToEnglish();
    void theGermanGraphDockNamesTheEvaluation();
};

void TestTranslations::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
}

void TestTranslations::cleanupTestCase() {
    Languages::install(QStringLiteral("en"));
}

void TestTranslations::everyTranslationIsFinished_data() {
    QTest::addColumn<QString>("language");
    for (const QString& language : translatedLanguages + QStringList{"en"})
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::everyTranslationIsFinished() {
    QFETCH(QString, language);
    const QList<Message> messages = readTs(tsPath(language));
    QVERIFY(!messages.isEmpty());
    QStringList unfinished;
    for (const Message& m : messages) {
        const bool empty = std::any_of(m.translations.begin(), m.translations.end(),
                                       [](const QString& t) { return t.trimmed().isEmpty(); });
        if (!m.type.isEmpty() || empty) unfinished << keyOf(m);
    }
    QVERIFY2(
        unfinished.isEmpty(),
        qPrintable(QStringLiteral("%1 unfinished in ataxx_%2.ts (run scripts/update-translations "
                                  "and translate them):\n  %3")
                       .arg(unfinished.size())
                       .arg(language, unfinished.join(QStringLiteral("\n  ")))));
}

void TestTranslations::theTranslationsHoldEveryStringOfTheCode_data() {
    everyTranslationIsFinished_data();
}

void TestTranslations::theTranslationsHoldEveryStringOfTheCode() {
    QFETCH(QString, language);
    // lupdate, as the build's update target runs it, over a copy of the file.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("ataxx_%1.ts").arg(language));
    QVERIFY(QFile::copy(tsPath(language), copy));
    QStringList arguments{"-locations", "none", "-no-obsolete", "-silent"};
    if (language == QLatin1StringView("en")) arguments << QStringLiteral("-pluralonly");
    arguments << QStringLiteral("@" ATAXX_APP_SOURCES_LIST) << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(ATAXX_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(60000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    std::set<QString> before;
    for (const Message& m : readTs(tsPath(language))) before.insert(keyOf(m));
    std::set<QString> after;
    QStringList added;
    for (const Message& m : readTs(copy)) {
        after.insert(keyOf(m));
        if (!before.count(keyOf(m))) added << keyOf(m);
    }
    QStringList gone;
    for (const QString& key : before)
        if (!after.count(key)) gone << key;
    QVERIFY2(added.isEmpty(),
             qPrintable(QStringLiteral("strings of the code missing from ataxx_%1.ts (run "
                                       "scripts/update-translations):\n  %2")
                            .arg(language, added.join(QStringLiteral("\n  ")))));
    QVERIFY2(gone.isEmpty(),
             qPrintable(QStringLiteral("strings no longer in the code, still in ataxx_%1.ts (run "
                                       "scripts/update-translations):\n  %2")
                            .arg(language, gone.join(QStringLiteral("\n  ")))));
}

void TestTranslations::aKnownStringComesOutTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("newGame");
    QTest::addColumn<QString>("noPiece");
    QTest::newRow("German") << "de"
                            << "Schwarz"
                            << "Weiß"
                            << "&Neues Spiel"
                            << "Schwarz braucht mindestens einen Stein.";
    QTest::newRow("French") << "fr"
                            << "Noir"
                            << "Blanc"
                            << "&Nouvelle partie"
                            << "Noir doit avoir au moins un pion.";
    QTest::newRow("Dutch") << "nl"
                           << "Zwart"
                           << "Wit"
                           << "&Nieuw spel"
                           << "Zwart heeft minstens één steen nodig.";
    QTest::newRow("Spanish") << "es"
                             << "Negro"
                             << "Blanco"
                             << "&Nueva partida"
                             << "Negro necesita al menos una ficha.";
    QTest::newRow("English") << "en"
                             << "Black"
                             << "White"
                             << "&New game"
                             << "Black needs at least one piece.";
}

void TestTranslations::aKnownStringComesOutTranslated() {
    QFETCH(QString, language);
    QFETCH(QString, black);
    QFETCH(QString, white);
    QFETCH(QString, newGame);
    QFETCH(QString, noPiece);
    QCOMPARE(Languages::install(language), language);
    QCOMPARE(PlayerSetup::sideName(Side::X), black);
    QCOMPARE(PlayerSetup::sideName(Side::O), white);
    QCOMPARE(QCoreApplication::translate("ataxx::MainWindow", "&New game"), newGame);
    BoardLayout layout = BoardLayout::start(Geometry::classic());
    layout.x = {};
    QCOMPARE(layout.problem(), noPiece);
}

void TestTranslations::pluralsFollowTheLanguage() {
    // Two cells walled in (d1, e1), then one (e1).
    const auto two = read_fen("x4/5/1----/1----/o--2 x 0 1");
    const auto one = read_fen("x4/5/2---/2---/o1--1 x 0 1");
    QVERIFY(two && one);
    const auto problem = [](const Position& p) { return BoardLayout::fromPosition(p).problem(); };
    const auto check = [](const QString& text, const char* start) {
        QVERIFY2(text.startsWith(QString::fromUtf8(start)), qPrintable(text));
    };
    Languages::install(QStringLiteral("en"));
    check(problem(*two), "2 cells can never");
    check(problem(*one), "1 cell can never");
    Languages::install(QStringLiteral("de"));
    check(problem(*two), "2 Felder ");
    check(problem(*one), "1 Feld ");
    Languages::install(QStringLiteral("fr"));
    check(problem(*two), "2 cases ");
    check(problem(*one), "1 case ");
    Languages::install(QStringLiteral("nl"));
    check(problem(*two), "2 velden ");
    check(problem(*one), "1 veld ");
    Languages::install(QStringLiteral("es"));
    check(problem(*two), "2 casillas ");
    check(problem(*one), "1 casilla ");
    Languages::install(QStringLiteral("en"));
}

void TestTranslations::theSettingsDialogSpeaksTheLanguageWithQtsButtons_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("cancel");
    QTest::newRow("German") << "de"
                            << "Einstellungen"
                            << "Abbrechen";
    QTest::newRow("French") << "fr"
                            << "Paramètres"
                            << "Annuler";
    QTest::newRow("Dutch") << "nl"
                           << "Instellingen"
                           << "Annuleren";
    QTest::newRow("Spanish") << "es"
                             << "Configuración"
                             << "Cancelar";
}

void TestTranslations::theSettingsDialogSpeaksTheLanguageWithQtsButtons() {
    QFETCH(QString, language);
    QFETCH(QString, title);
    QFETCH(QString, cancel);
    Languages::install(language);
    SettingsDialog dialog;
    QCOMPARE(dialog.windowTitle(), title);
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    QVERIFY(buttons);
    // Qt's own translation of its standard button (qtbase_<language>.qm).
    QCOMPARE(buttons->button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), cancel);
    Languages::install(QStringLiteral("en"));
}

void TestTranslations::anUnknownLanguageFallsBackToEnglish() {
    QCOMPARE(Languages::install(QStringLiteral("xx")).isEmpty(), false);
    QVERIFY(!Languages::contains(QStringLiteral("xx")));
    QVERIFY(Languages::contains(QStringLiteral("nl")));
    QCOMPARE(Languages::available().size(), 5);
    Languages::install(QStringLiteral("en"));
    QCOMPARE(PlayerSetup::sideName(Side::X), QStringLiteral("Black"));
}

void TestTranslations::theGermanGraphDockNamesTheEvaluation() {
    // "Verlauf" (history) read as the list of moves; the dock shows the
    // evaluation's curve.
    QCOMPARE(Languages::install(QStringLiteral("de")), QStringLiteral("de"));
    {
        MainWindow window;
        const QString title = window.watchMode()->graphDock()->windowTitle();
        QVERIFY2(title.contains(QStringLiteral("Bewertung")), qPrintable(title));
        QVERIFY2(!title.contains(QStringLiteral("Verlauf")), qPrintable(title));
        QAction* show = window.watchMode()->actions().showGraph;
        QVERIFY(show);
        QVERIFY2(show->text().contains(QStringLiteral("Bewertung")), qPrintable(show->text()));
    }
    Languages::install(QStringLiteral("en"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"

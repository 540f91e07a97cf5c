// The translations: every .ts file finished, every string of the code in
// every .ts file (lupdate run again over the sources into a copy must find
// nothing new), and known strings coming out translated in each language,
// the app's own and Qt's standard buttons, in a real dialog too; the core's
// messages (a FEN, a move, a game file that cannot be read) among them.

#include "board/boardlayout.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "players/playersetup.h"
#include "puzzle/puzzlefile.h"
#include "puzzle/puzzlemaker.h"
#include "puzzleswindow/puzzlecollector.h"
#include "puzzleswindow/puzzlesourcetext.h"
#include "puzzleswindow/puzzlestore.h"
#include "puzzleswindow/puzzleswindow.h"
#include "settings/languages.h"
#include "settingsdialog/settingsdialog.h"
#include "testwindow.h"
#include "watch/watchmode.h"

#include <QtTest>

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <map>
#include <set>

using namespace ataxx;

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    QString type;             // "unfinished", "vanished", "obsolete" or empty
    QStringList translations; // one, or the plural forms
};

QString keyOf(const TsMessage& m) {
    return m.context + QStringLiteral(" | ") + m.source + QStringLiteral(" | ") + m.comment;
}

QList<TsMessage> readTs(const QString& path) {
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(path));
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
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
            message = TsMessage{context, {}, {}, {}, {}};
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
    void everyCoreMessageIsTranslatedWithItsPlaceholders_data();
    void everyCoreMessageIsTranslatedWithItsPlaceholders();
    void aBadMoveInAGameFileIsToldInTheLanguage_data();
    void aBadMoveInAGameFileIsToldInTheLanguage();
    void aPuzzlesSourceLineIsInTheLanguage_data();
    void aPuzzlesSourceLineIsInTheLanguage();
    void aPuzzleMadeInOneLanguageReadsInAnother();
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
    const QList<TsMessage> messages = readTs(tsPath(language));
    QVERIFY(!messages.isEmpty());
    QStringList unfinished;
    for (const TsMessage& m : messages) {
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
    QStringList arguments{
        "-locations", "none", "-no-obsolete", "-silent", "-tr-function-alias", ATAXX_LUPDATE_ALIAS};
    if (language == QLatin1StringView("en")) arguments << QStringLiteral("-pluralonly");
    arguments << QStringLiteral("@" ATAXX_APP_SOURCES_LIST) << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(ATAXX_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(60000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    std::set<QString> before;
    for (const TsMessage& m : readTs(tsPath(language))) before.insert(keyOf(m));
    std::set<QString> after;
    QStringList added;
    for (const TsMessage& m : readTs(copy)) {
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

void TestTranslations::everyCoreMessageIsTranslatedWithItsPlaceholders_data() {
    QTest::addColumn<QString>("language");
    for (const QString& language : translatedLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::everyCoreMessageIsTranslatedWithItsPlaceholders() {
    // The formats of the FEN, move and game-file readers are in each .ts file,
    // and each translation keeps every placeholder of its English: a lost %2
    // would drop the cell or the line from the message.
    QFETCH(QString, language);
    std::map<QString, int> perContext;
    QStringList wrong;
    const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    const auto placeholders = [&placeholder](const QString& text) {
        QStringList found;
        for (auto it = placeholder.globalMatch(text); it.hasNext();) found << it.next().captured();
        found.sort();
        return found;
    };
    for (const TsMessage& m : readTs(tsPath(language))) {
        if (!m.context.startsWith(QLatin1StringView("ataxx::"))) continue;
        const QString context = m.context.mid(7);
        if (context != QLatin1StringView("fen") && context != QLatin1StringView("notation") &&
            context != QLatin1StringView("pgn") && context != QLatin1StringView("text"))
            continue;
        ++perContext[context];
        if (placeholders(m.translations.value(0)) != placeholders(m.source))
            wrong << keyOf(m) + QStringLiteral(" -> ") + m.translations.value(0);
    }
    for (const char* context : {"fen", "notation", "pgn", "text"})
        QVERIFY2(perContext[QString::fromLatin1(context)] > 0, context);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestTranslations::aBadMoveInAGameFileIsToldInTheLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("noEnglish");
    // Spanish and Dutch share words with English ("legal", "regel"); German
    // and French must have none.
    QTest::newRow("German") << "de" << true;
    QTest::newRow("French") << "fr" << true;
    QTest::newRow("Dutch") << "nl" << false;
    QTest::newRow("Spanish") << "es" << false;
}

void TestTranslations::aBadMoveInAGameFileIsToldInTheLanguage() {
    // A file whose second line plays a jump from White's corner while Black
    // is to move, opened as a person opens it: the message on screen is in the
    // user's language and names the side as the language does.
    QFETCH(QString, language);
    QFETCH(bool, noEnglish);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.pgn"));
    const QByteArray text = "[Event \"a\"]\n1. a1a3 *\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    const auto english = read_pgn(text.toStdString());
    QVERIFY(!english);
    QCOMPARE(Languages::install(language), language);
    {
        test::TestWindowWith<> w;
        QVERIFY(!w.window.document()->openFile(path));
        QCOMPARE(w.prompter->errors.size(), 1);
        const QString shown = w.prompter->errors.front();
        QVERIFY2(shown.contains(QStringLiteral("'a1a3'")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("a1")), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1Char('2')), qPrintable(shown));
        QVERIFY2(shown.contains(PlayerSetup::sideName(Side::X)), qPrintable(shown));
        QVERIFY2(!shown.contains(QString::fromStdString(english.error())), qPrintable(shown));
        // Every English word of the core's message is gone (the move's
        // quoted text and the cells aside).
        const QStringList words =
            QString::fromStdString(english.error())
                .split(QRegularExpression(QStringLiteral("[^A-Za-z]+")), Qt::SkipEmptyParts);
        QVERIFY(words.contains(QStringLiteral("Black")));
        for (const QString& word : words) {
            if (!noEnglish || word.size() < 3) continue;
            QVERIFY2(!shown.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(word))),
                     qPrintable(word + QStringLiteral(" in: ") + shown));
        }
    }
    Languages::install(QStringLiteral("en"));
}

namespace {

// A game as the app records it in the language installed: the players and
// the event in the app's own words.
PgnGame recordedGame() {
    PgnGame pgn;
    pgn.set_tag("Event",
                QCoreApplication::translate("ataxx::GameDocument", "Ataxx game").toStdString());
    pgn.set_tag("Date", "2026.11.28");
    pgn.set_tag("Black", QCoreApplication::translate("ataxx::GameDocument", "You").toStdString());
    pgn.set_tag("White", PlayerSetup::computerDescription(Level::Medium).toStdString());
    return pgn;
}

// A puzzle of that game at White's 12th move, kept as the store keeps it:
// through its file.
Puzzle puzzleOf(const PgnGame& pgn) {
    Puzzle puzzle;
    puzzle.position = *read_fen("x5o/7/7/7/7/7/o5x o 0 12");
    puzzle.right = {*read_move(puzzle.position, "f6")};
    puzzle.played = *read_move(puzzle.position, "g7e5");
    puzzle.loss = 230;
    puzzle.id = puzzle_source(pgn) + ", move 12...";
    puzzle.source = PuzzleSourceText::kept(pgn);
    puzzle.record.due = today();
    const auto back = read_puzzle(write_puzzle(puzzle));
    return back ? *back : Puzzle{};
}

// What the Puzzles window shows as the puzzle's source.
QString sourceShown(const Puzzle& puzzle) {
    QTemporaryDir dir;
    test::RecordingPrompter prompter;
    PuzzleStore store(dir.filePath(QStringLiteral("puzzles.epd")));
    store.add({puzzle});
    PuzzleCollector collector(&store, &prompter, nullptr);
    PuzzlesWindow window(&store, &collector, &prompter);
    window.show();
    window.start();
    return window.findChild<QLabel*>(QStringLiteral("sourceLabel"))->text();
}

} // namespace

void TestTranslations::aPuzzlesSourceLineIsInTheLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const QString& language : QStringList{"de", "fr"})
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::aPuzzlesSourceLineIsInTheLanguage() {
    // A puzzle made in English ("You vs Computer (Medium), Ataxx game,
    // 2026-11-28, move 12...") reads in the language chosen since.
    QFETCH(QString, language);
    Languages::install(QStringLiteral("en"));
    const Puzzle puzzle = puzzleOf(recordedGame());
    QCOMPARE(QString::fromStdString(puzzle.source.white), QStringLiteral("Computer (Medium)"));
    QCOMPARE(QString::fromStdString(puzzle.id),
             QStringLiteral("You vs Computer (Medium), Ataxx game, 2026-11-28, move 12..."));
    QCOMPARE(Languages::install(language), language);
    const QString shown = sourceShown(puzzle);
    const QString you = QCoreApplication::translate("ataxx::GameDocument", "You");
    QVERIFY2(shown.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(you))),
             qPrintable(shown));
    QVERIFY2(shown.contains(PlayerSetup::computerDescription(Level::Medium)), qPrintable(shown));
    QVERIFY2(shown.contains(QCoreApplication::translate("ataxx::GameDocument", "Ataxx game")),
             qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("2026-11-28")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("12")), qPrintable(shown));
    for (const char* english : {"You", "vs", "move", "Medium", "Ataxx game"})
        QVERIFY2(!shown.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(english))),
                 qPrintable(QString::fromLatin1(english) + QStringLiteral(" in: ") + shown));
    Languages::install(QStringLiteral("en"));
}

void TestTranslations::aPuzzleMadeInOneLanguageReadsInAnother() {
    // Made while the app spoke German, shown while it speaks French: the
    // app's words follow the language shown, not the one made in.
    QCOMPARE(Languages::install(QStringLiteral("de")), QStringLiteral("de"));
    const Puzzle puzzle = puzzleOf(recordedGame());
    const QString german = PuzzleSourceText::line(puzzle);
    QVERIFY2(german.startsWith(QStringLiteral("Du gegen Computer (Mittel), Ataxx-Partie")),
             qPrintable(german));
    QCOMPARE(Languages::install(QStringLiteral("fr")), QStringLiteral("fr"));
    const QString french = PuzzleSourceText::line(puzzle);
    QVERIFY2(french.startsWith(QStringLiteral("Vous contre Ordinateur (Moyen), Partie d’Ataxx")),
             qPrintable(french));
    Languages::install(QStringLiteral("en"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"

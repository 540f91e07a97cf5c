// The player's manual, doc/manual.md, as the game shows it (Help ▸ Manual,
// F1): the same headings as the file, links between sections that scroll
// there by click and by keyboard, links to other files as plain text, its
// pictures, and readable in the light and dark themes; and the README kept a
// page that starts the game, with its links into the manual leading
// somewhere.

#include "board/windowtheme.h"
#include "help/manualdialog.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "testwindow.h"

#include <QtTest>

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QFile>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>

using namespace ataxx;
using namespace ataxx::test;

namespace {

QString sourceFile(const char* path) {
    QFile file(QStringLiteral(ATAXX_TEST_DATA "/../../") + QLatin1StringView(path));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

// The headings of a Markdown text, outside its code blocks, with their levels.
QStringList markdownHeadings(const QString& markdown) {
    QStringList headings;
    bool inCode = false;
    static const QRegularExpression heading(QStringLiteral("^(#{1,6}) +(.*)$"));
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("```"))) inCode = !inCode;
        if (inCode) continue;
        const QRegularExpressionMatch m = heading.match(line);
        if (m.hasMatch())
            headings
                << QStringLiteral("%1 %2").arg(m.capturedLength(1)).arg(m.captured(2).trimmed());
    }
    return headings;
}

QStringList shownHeadings(const QTextDocument* document) {
    QStringList headings;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        if (const int level = block.blockFormat().headingLevel(); level > 0)
            headings << QStringLiteral("%1 %2").arg(level).arg(block.text());
    return headings;
}

QTextBlock headingBlock(const QTextDocument* document, const QString& text) {
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        if (block.blockFormat().headingLevel() > 0 && block.text() == text) return block;
    return {};
}

struct Link {
    QString href;
    QString text;
    int position = 0; // of its first character
    QColor colour;
};

QList<Link> shownLinks(const QTextDocument* document, const QPalette& palette) {
    QList<Link> links;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (!format.isAnchor() || format.anchorHref().isEmpty()) continue;
            const QColor colour = format.hasProperty(QTextFormat::ForegroundBrush)
                                      ? format.foreground().color()
                                      : palette.color(QPalette::Text);
            links.append({format.anchorHref(), fragment.text(), fragment.position(), colour});
        }
    }
    return links;
}

// Is the heading's block at the top of the browser's page (or as near as the
// end of the text lets it come)?
bool atTheTop(const QTextBrowser* browser, const QTextBlock& block) {
    const QScrollBar* bar = browser->verticalScrollBar();
    const int top = qRound(browser->document()->documentLayout()->blockBoundingRect(block).top());
    return bar->value() == std::min(top, bar->maximum()) && browser->textCursor().block() == block;
}

// The manual opened by F1 on a shown window.
struct Fixture : TestWindow {
    Fixture() {
        if (!QTest::qWaitForWindowExposed(&window)) return;
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window)) return;
        QTest::keyClick(&window, Qt::Key_F1);
        manual = window.findChild<ManualDialog*>();
    }
    ManualDialog* manual = nullptr;
};

// Until `dialog` is the active window. The offscreen platform reports a
// dialog active while its parent is (QWindow::isActive follows transient
// parents), and activates it only when asked after it is shown.
bool activate(QWidget* dialog) {
    dialog->activateWindow();
    return QTest::qWaitFor([dialog] { return QApplication::activeWindow() == dialog; },
                           eventTimeoutMs);
}

} // namespace

class TestManual : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void f1OpensTheManualAndHowToPlayIsBesideIt();
    void theManualShowsTheFilesHeadings();
    void clickingALinkScrollsToItsSection();
    void theKeyboardFollowsALinkToo();
    void everyLinkToASectionFindsItsHeading();
    void linksToOtherFilesArePlainText();
    void thePicturesAreShownAPageWide();
    void linksAndTextAreReadableInEveryTheme();
    void escapeAndCtrlWCloseTheManual();
    void theReadmeStartsTheGameAndLeavesTheRestToTheManual();
};

void TestManual::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_manual"));
    Languages::install(QStringLiteral("en"));
}

void TestManual::init() {
    AppSettings().clear();
}

void TestManual::cleanup() {
    WindowTheme::apply(ThemeChoice::System);
}

void TestManual::f1OpensTheManualAndHowToPlayIsBesideIt() {
    Fixture f;
    QVERIFY(f.manual);
    QVERIFY(activate(f.manual));
    QCOMPARE(f.manual->windowTitle(), QStringLiteral("Manual"));
    QVERIFY(!f.manual->isModal());
    QCOMPARE(f.manual->browser()->accessibleName(), QStringLiteral("Manual"));
    QVERIFY2(
        f.manual->browser()->hasFocus(),
        qPrintable(QApplication::focusWidget()
                       ? QString::fromLatin1(QApplication::focusWidget()->metaObject()->className())
                       : QStringLiteral("none")));
    // It opens at the start and can be made smaller or larger.
    QCOMPARE(f.manual->browser()->verticalScrollBar()->value(), 0);
    QVERIFY(f.manual->minimumWidth() < f.manual->width());
    QVERIFY(f.manual->maximumWidth() > f.manual->width());
    // The rules with their diagrams stay in the Help menu, on a key of their own.
    QAction* manual = f.window.actions().manual;
    QAction* howToPlay = f.window.actions().howToPlay;
    QCOMPARE(manual->shortcut(), QKeySequence(Qt::Key_F1));
    QVERIFY(!howToPlay->shortcut().isEmpty());
    QVERIFY(howToPlay->shortcut() != manual->shortcut());
    const QList<QObject*> menus = manual->associatedObjects();
    QVERIFY(std::any_of(menus.begin(), menus.end(), [&](QObject* menu) {
        return qobject_cast<QMenu*>(menu) && howToPlay->associatedObjects().contains(menu);
    }));
    // F1 again brings the same window back where it was.
    f.manual->showSection(QStringLiteral("settings"));
    const int at = f.manual->browser()->verticalScrollBar()->value();
    QVERIFY(at > 0);
    f.manual->close();
    f.window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&f.window));
    QTest::keyClick(&f.window, Qt::Key_F1);
    QVERIFY(activate(f.manual));
    QCOMPARE(f.window.findChildren<ManualDialog*>().size(), 1);
    QCOMPARE(f.manual->browser()->verticalScrollBar()->value(), at);
}

void TestManual::theManualShowsTheFilesHeadings() {
    const QString file = sourceFile("doc/manual.md");
    QVERIFY(!file.isEmpty());
    // The app's copy is the file.
    QCOMPARE(ManualDialog::manualText(), file);
    Fixture f;
    QVERIFY(f.manual);
    const QStringList headings = markdownHeadings(file);
    QVERIFY2(headings.size() >= 10, qPrintable(headings.join(QLatin1String(", "))));
    QCOMPARE(shownHeadings(f.manual->browser()->document()), headings);
    QVERIFY(headings.contains(QStringLiteral("2 Puzzles")));
    QVERIFY(headings.contains(QStringLiteral("2 Where things are kept")));
}

void TestManual::clickingALinkScrollsToItsSection() {
    Fixture f;
    QVERIFY(f.manual);
    QVERIFY(QTest::qWaitForWindowExposed(f.manual));
    QTextBrowser* browser = f.manual->browser();
    const QTextBlock puzzles = headingBlock(browser->document(), QStringLiteral("Puzzles"));
    QVERIFY(puzzles.isValid());
    QVERIFY(!atTheTop(browser, puzzles));
    // The entry of the contents at the start.
    const QList<Link> links = shownLinks(browser->document(), browser->palette());
    const auto link = std::find_if(links.begin(), links.end(), [](const Link& l) {
        return l.href == QLatin1String("#puzzles");
    });
    QVERIFY(link != links.end());
    QCOMPARE(link->text, QStringLiteral("Puzzles"));
    QTextCursor cursor(browser->document());
    cursor.setPosition(link->position + 1);
    const QPoint at = browser->cursorRect(cursor).center();
    QVERIFY(browser->viewport()->rect().contains(at));
    QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, at);
    QTRY_VERIFY(atTheTop(browser, puzzles));
    QVERIFY(browser->verticalScrollBar()->value() > 0);
}

void TestManual::theKeyboardFollowsALinkToo() {
    // From the Puzzles heading, Tab selects the next link, the one to the
    // review, and Enter follows it.
    Fixture f;
    QVERIFY(f.manual);
    QVERIFY(activate(f.manual));
    QTextBrowser* browser = f.manual->browser();
    QVERIFY(f.manual->showSection(QStringLiteral("puzzles")));
    QTest::keyClick(browser, Qt::Key_Tab);
    QCOMPARE(browser->textCursor().selectedText(), QStringLiteral("Game review"));
    QVERIFY(browser->hasFocus());
    QTest::keyClick(browser, Qt::Key_Return);
    QTRY_VERIFY(
        atTheTop(browser, headingBlock(browser->document(), QStringLiteral("Game review"))));
}

void TestManual::everyLinkToASectionFindsItsHeading() {
    Fixture f;
    QVERIFY(f.manual);
    QTextBrowser* browser = f.manual->browser();
    QStringList sections;
    for (const Link& link : shownLinks(browser->document(), browser->palette()))
        if (link.href.startsWith(QLatin1Char('#'))) sections << link.href.mid(1);
    // The contents name every section, and the text links a few more times.
    QVERIFY2(sections.size() >= 14, qPrintable(sections.join(QLatin1String(", "))));
    for (const QString& section : sections) {
        QVERIFY2(f.manual->showSection(section), qPrintable(section));
        QVERIFY2(browser->textCursor().block().blockFormat().headingLevel() > 0,
                 qPrintable(section));
        QCOMPARE(ManualDialog::anchorOf(browser->textCursor().block().text()), section);
    }
    QVERIFY(!f.manual->showSection(QStringLiteral("no-such-section")));
    // GitHub's anchors, which the file's links follow.
    QCOMPARE(ManualDialog::anchorOf(QStringLiteral("Watch, analyse and play tournaments")),
             QStringLiteral("watch-analyse-and-play-tournaments"));
    QCOMPARE(ManualDialog::anchorOf(QStringLiteral("Your rating and the even game")),
             QStringLiteral("your-rating-and-the-even-game"));
    QCOMPARE(ManualDialog::anchorOf(QStringLiteral("Moves on 7×7: clone_and-jump")),
             QStringLiteral("moves-on-77-clone_and-jump"));
}

void TestManual::linksToOtherFilesArePlainText() {
    // The file links the engine's guide and the puzzles' format; the game,
    // installed without its sources, shows their names as text.
    const QString file = ManualDialog::manualText();
    QVERIFY(file.contains(QLatin1String("[ai/README.md](../ai/README.md)")));
    QVERIFY(file.contains(QLatin1String("[ai/puzzle/README.md](../ai/puzzle/README.md)")));
    Fixture f;
    QVERIFY(f.manual);
    QTextBrowser* browser = f.manual->browser();
    for (const Link& link : shownLinks(browser->document(), browser->palette()))
        QVERIFY2(link.href.startsWith(QLatin1Char('#')) ||
                     link.href.startsWith(QLatin1String("https://")),
                 qPrintable(link.href));
    const QString text = browser->document()->toPlainText();
    QVERIFY(text.contains(QLatin1String("see ai/README.md")));
    QVERIFY(text.contains(QLatin1String("The file format is in ai/puzzle/README.md.")));
}

void TestManual::thePicturesAreShownAPageWide() {
    static const QRegularExpression picture(QStringLiteral(R"(!\[[^\]]*\]\(([^)]+)\))"));
    QStringList names;
    for (const QRegularExpressionMatch& m : picture.globalMatch(ManualDialog::manualText()))
        names << m.captured(1);
    QVERIFY(names.size() >= 4);
    Fixture f;
    QVERIFY(f.manual);
    for (const QString& name : names) {
        const QVariant loaded =
            f.manual->browser()->loadResource(QTextDocument::ImageResource, QUrl(name));
        const QImage image = loaded.value<QImage>();
        QVERIFY2(!image.isNull(), qPrintable(name));
        QVERIFY2(image.width() <= 600 && image.width() >= 300, qPrintable(name));
        // The source tree's picture, made smaller.
        const QImage original(QStringLiteral(ATAXX_TEST_DATA "/../../doc/") + name);
        QVERIFY2(!original.isNull(), qPrintable(name));
        QVERIFY2(qAbs(image.width() * original.height() / original.width() - image.height()) <= 1,
                 qPrintable(name));
    }
}

void TestManual::linksAndTextAreReadableInEveryTheme() {
    // The theme changes while the manual is open; its links take the new
    // palette's colours.
    Fixture f;
    QVERIFY(f.manual);
    for (const ThemeChoice theme : {ThemeChoice::Light, ThemeChoice::Dark, ThemeChoice::Light}) {
        WindowTheme::apply(theme);
        QTextBrowser* browser = f.manual->browser();
        const QPalette palette = browser->palette();
        const QColor base = palette.color(QPalette::Base);
        QVERIFY(WindowTheme::contrast(palette.color(QPalette::Text), base) >= 4.5);
        const QList<Link> links = shownLinks(browser->document(), palette);
        QVERIFY(!links.isEmpty());
        for (const Link& link : links)
            QVERIFY2(WindowTheme::contrast(link.colour, base) >= 4.5,
                     qPrintable(link.text + QLatin1Char(' ') + link.colour.name() +
                                QLatin1String(" on ") + base.name()));
    }
}

void TestManual::escapeAndCtrlWCloseTheManual() {
    Fixture f;
    for (const QKeySequence& keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        f.window.actions().manual->trigger();
        ManualDialog* manual = f.window.findChild<ManualDialog*>();
        QVERIFY(manual);
        QVERIFY(activate(manual));
        QTest::keySequence(manual->browser(), keys);
        QVERIFY2(QTest::qWaitFor([&] { return !manual->isVisible(); }, eventTimeoutMs),
                 qPrintable(keys.toString()));
    }
}

void TestManual::theReadmeStartsTheGameAndLeavesTheRestToTheManual() {
    const QString readme = sourceFile("README.md");
    QVERIFY(!readme.isEmpty());
    const qsizetype lines = readme.count(QLatin1Char('\n'));
    QVERIFY2(lines <= 330, qPrintable(QStringLiteral("README.md has %1 lines").arg(lines)));
    // It starts the game (the two commands) and points to the manual.
    QVERIFY(readme.contains(QLatin1String("scripts/run ")));
    QVERIFY(readme.contains(QLatin1String("scripts/test ")));
    QVERIFY(readme.contains(QLatin1String("](doc/manual.md)")));
    // Every link of the project's pages into the manual finds its section.
    Fixture f;
    QVERIFY(f.manual);
    static const QRegularExpression intoTheManual(QStringLiteral(R"(manual\.md#([^)\s]+)\))"));
    int found = 0;
    for (const char* page : {"README.md", "DESIGN.md", "tests/README.md", "ai/README.md"}) {
        for (const QRegularExpressionMatch& m : intoTheManual.globalMatch(sourceFile(page))) {
            QVERIFY2(f.manual->showSection(m.captured(1)),
                     qPrintable(QLatin1String(page) + QLatin1String(": ") + m.captured(1)));
            ++found;
        }
    }
    QVERIFY(found >= 6);
}

QTEST_MAIN(TestManual)
#include "tst_manual.moc"

// Contrast as WCAG 2 level AA asks it, in every dialog a person reads and in
// every theme: each page of the Settings dialog, the external engines and an
// engine's options, the tournament, the review summary, How to play and About
// are shown, grabbed, and measured where they are drawn. Text needs 4.5:1
// against the colour behind it; the mark of a ticked check box or a chosen
// radio button 3:1 against the box it sits in.
//
// How a text is measured: in the grabbed pixels of the widget's text area
// (a label's contents, a button's face, a check box's words, a group box's
// title, a tab, a combo box's or a line edit's field) the colour that fills
// most of the area is the background, and the pixel farthest from it in
// contrast is the ink. Anti-aliasing only blends the edges of glyphs; the
// stems of a normal-size font cover whole pixels, so the darkest pixel is the
// text colour itself (theMeasureFindsTheColoursOfAPlainLabel checks that).
// Only the strongest ink of a widget is measured: a label in two colours
// passes on the stronger.
//
// Disabled controls are not measured: WCAG exempts an inactive user interface
// component, and so is everything inside a disabled container (a group box
// of check boxes included). A label is no control, though: one disabled by
// itself (a note greyed to look secondary) is text a person reads, and it is
// measured like any other.
//
// ATAXX_CONTRAST_VERBOSE=1 prints every measure.

#include "board/windowtheme.h"
#include "colours.h"
#include "engines/engineoptionsdialog.h"
#include "engines/enginesdialog.h"
#include "game/movelistview.h"
#include "help/howtoplaydialog.h"
#include "mainwindow.h"
#include "notation.h"
#include "reviewmode/reviewsummarydialog.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "settingsdialog/settingsdialog.h"
#include "watch/evalgraph.h"
#include "watch/tournamentdialog.h"
#include "watch/tournamentrunner.h"

#include <QtTest>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyleOption>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

#include <map>
#include <memory>

using namespace ataxx;

namespace {

constexpr double textContrast = 4.5;
constexpr double markContrast = 3.0;

struct Measure {
    QColor background;
    QColor ink;
    double ratio = 1;
};

// The most common colour of `pixels` is the background, the pixel farthest
// from it in contrast the ink.
Measure measure(const QList<QRgb>& pixels) {
    std::map<QRgb, int> counts;
    for (const QRgb pixel : pixels) ++counts[pixel];
    Measure m;
    int most = 0;
    for (const auto& [colour, count] : counts) {
        if (count > most) {
            most = count;
            m.background = QColor::fromRgb(colour);
        }
    }
    for (const auto& entry : counts) {
        const QColor colour = QColor::fromRgb(entry.first);
        const double ratio = colours::contrastRatio(colour, m.background);
        if (ratio > m.ratio) {
            m.ratio = ratio;
            m.ink = colour;
        }
    }
    return m;
}

Measure measure(const QImage& image, const QRect& area) {
    QList<QRgb> pixels;
    const QRect inside = area & image.rect();
    for (int y = inside.top(); y <= inside.bottom(); ++y)
        for (int x = inside.left(); x <= inside.right(); ++x) pixels << image.pixel(x, y);
    return measure(pixels);
}

QString plain(QString text) {
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    text.replace(QLatin1Char('&'), QString()).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text.size() > 60 ? text.left(57) + QStringLiteral("...") : text;
}

// Whether the contrast rules apply to `widget` (see the top of the file).
bool measured(const QWidget* widget) {
    if (widget->isEnabled()) return true;
    return qobject_cast<const QLabel*>(widget) && widget->parentWidget() &&
           widget->parentWidget()->isEnabled();
}

// A text to measure: the widget, its words and where they are drawn, in the
// widget's coordinates.
struct Text {
    QString words;
    QRect area;
};

QList<Text> textsOf(QWidget* w) {
    QStyle* style = w->style();
    if (auto* label = qobject_cast<QLabel*>(w)) {
        if (plain(label->text()).trimmed().isEmpty()) return {};
        return {{label->text(), label->contentsRect()}};
    }
    if (auto* box = qobject_cast<QGroupBox*>(w)) {
        if (box->title().isEmpty()) return {};
        QStyleOptionGroupBox option;
        option.initFrom(box);
        option.text = box->title();
        option.lineWidth = 1;
        option.textAlignment = box->alignment();
        option.subControls = QStyle::SC_GroupBoxFrame | QStyle::SC_GroupBoxLabel;
        if (box->isFlat()) option.features |= QStyleOptionFrame::Flat;
        return {{box->title(), style->subControlRect(QStyle::CC_GroupBox, &option,
                                                     QStyle::SC_GroupBoxLabel, box)}};
    }
    if (auto* button = qobject_cast<QAbstractButton*>(w)) {
        if (button->text().isEmpty()) return {};
        const bool radio = qobject_cast<QRadioButton*>(w);
        if (radio || qobject_cast<QCheckBox*>(w)) {
            QStyleOptionButton option;
            option.initFrom(button);
            option.text = button->text();
            option.icon = button->icon();
            option.iconSize = button->iconSize();
            return {{button->text(), style->subElementRect(radio ? QStyle::SE_RadioButtonContents
                                                                 : QStyle::SE_CheckBoxContents,
                                                           &option, button)}};
        }
        if (auto* tool = qobject_cast<QToolButton*>(w);
            tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
            return {};
        // Inside the frame of the button's face.
        return {{button->text(), button->rect().adjusted(3, 3, -3, -3)}};
    }
    if (auto* combo = qobject_cast<QComboBox*>(w)) {
        if (combo->isEditable() || combo->currentText().isEmpty()) return {};
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = false;
        option.frame = combo->hasFrame();
        return {{combo->currentText(), style->subControlRect(QStyle::CC_ComboBox, &option,
                                                             QStyle::SC_ComboBoxEditField, combo)}};
    }
    if (auto* edit = qobject_cast<QLineEdit*>(w)) {
        const QString shown = edit->text().isEmpty() ? edit->placeholderText() : edit->text();
        if (shown.isEmpty()) return {};
        return {{shown, edit->rect().adjusted(3, 3, -3, -3)}};
    }
    if (auto* tabs = qobject_cast<QTabBar*>(w)) {
        QList<Text> texts;
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->isTabEnabled(i) && tabs->isTabVisible(i))
                texts.append({tabs->tabText(i), tabs->tabRect(i).adjusted(4, 4, -4, -4)});
        return texts;
    }
    return {};
}

// What the contrast checks found in one dialog, over one or more looks at it
// (its pages, its scrolled views).
class Survey {
public:
    explicit Survey(QString dialog)
        : m_dialog(std::move(dialog)) {}

    // Grabs `top` as shown and measures every text and mark entirely in view.
    void look(QWidget* top, const QString& page = {}) {
        if (QWidget* focus = QApplication::focusWidget()) focus->clearFocus(); // no focus frames
        QCoreApplication::processEvents();
        const QImage image = top->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QString where = page.isEmpty() ? m_dialog : m_dialog + QStringLiteral(", ") + page;
        for (QWidget* w : top->findChildren<QWidget*>()) {
            if (!w->isVisible() || !measured(w)) continue;
            const QRect inView = w->visibleRegion().boundingRect();
            for (const Text& text : textsOf(w)) {
                if (text.area.isEmpty()) continue;
                const QString key = plain(text.words);
                m_seen.insert(key);
                if (!inView.contains(text.area)) continue;
                m_measured.insert(key);
                const QRect area(w->mapTo(top, text.area.topLeft()), text.area.size());
                const Measure m = measure(image, area);
                ++m_texts;
                if (qEnvironmentVariableIsSet("ATAXX_CONTRAST_VERBOSE"))
                    qInfo("%s: \"%s\" %s on %s, %.2f:1", qPrintable(where), qPrintable(key),
                          qPrintable(m.ink.name()), qPrintable(m.background.name()), m.ratio);
                if (m.ratio < textContrast)
                    m_failures << QStringLiteral("%1: text \"%2\" (%3) is %4 on %5, %6:1")
                                      .arg(where, key,
                                           QString::fromLatin1(w->metaObject()->className()),
                                           m.ink.name(), m.background.name())
                                      .arg(m.ratio, 0, 'f', 2);
            }
            if (auto* button = qobject_cast<QAbstractButton*>(w);
                button && button->isChecked() && inView.contains(button->rect()))
                lookAtMark(image, top, button, where);
        }
    }

    // Every text was measured at least once, entirely in view.
    void checkAllSeen() {
        for (const QString& key : std::as_const(m_seen))
            if (!m_measured.contains(key))
                m_failures << QStringLiteral("%1: text \"%2\" was never entirely in view")
                                  .arg(m_dialog, key);
    }

    [[nodiscard]] const QStringList& failures() const { return m_failures; }
    [[nodiscard]] int texts() const { return m_texts; }
    [[nodiscard]] int marks() const { return m_marks; }

private:
    // The mark of a ticked box: the pixels where the grabbed indicator differs
    // from the same indicator unticked, drawn by the button's style; the
    // background is what those pixels are unticked.
    void lookAtMark(const QImage& image, QWidget* top, QAbstractButton* button,
                    const QString& where) {
        const bool radio = qobject_cast<QRadioButton*>(button);
        if (!radio && !qobject_cast<QCheckBox*>(button)) return;
        QStyleOptionButton option;
        option.initFrom(button);
        option.text = button->text();
        const QRect indicator = button->style()->subElementRect(
            radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &option,
            button);
        const QImage on =
            image.copy(QRect(button->mapTo(top, indicator.topLeft()), indicator.size()));
        QImage off = on;
        {
            QPainter painter(&off);
            option.rect = off.rect();
            option.state = (option.state & ~QStyle::State_On) | QStyle::State_Off;
            button->style()->drawPrimitive(radio ? QStyle::PE_IndicatorRadioButton
                                                 : QStyle::PE_IndicatorCheckBox,
                                           &option, &painter, button);
        }
        QList<QRgb> under, mark;
        for (int y = 0; y < on.height(); ++y) {
            for (int x = 0; x < on.width(); ++x) {
                if (on.pixel(x, y) == off.pixel(x, y)) continue;
                under << off.pixel(x, y);
                mark << on.pixel(x, y);
            }
        }
        const QString key = button->text().isEmpty() ? button->objectName() : plain(button->text());
        ++m_marks;
        if (mark.isEmpty()) {
            m_failures << QStringLiteral("%1: the mark of \"%2\" is not drawn").arg(where, key);
            return;
        }
        const QColor background = measure(under).background;
        const QColor ink = measure(mark).background;
        const double ratio = colours::contrastRatio(ink, background);
        if (qEnvironmentVariableIsSet("ATAXX_CONTRAST_VERBOSE"))
            qInfo("%s: mark of \"%s\" %s on %s, %.2f:1 (%d pixels)", qPrintable(where),
                  qPrintable(key), qPrintable(ink.name()), qPrintable(background.name()), ratio,
                  int(mark.size()));
        if (ratio < markContrast)
            m_failures << QStringLiteral("%1: the mark of \"%2\" is %3 on %4, %5:1")
                              .arg(where, key, ink.name(), background.name())
                              .arg(ratio, 0, 'f', 2);
    }

    QString m_dialog;
    QStringList m_failures;
    QSet<QString> m_seen;
    QSet<QString> m_measured;
    int m_texts = 0;
    int m_marks = 0;
};

// Looks at `dialog` as it opens, then at every tab of its tab widgets and
// every stretch of its scroll areas.
void survey(Survey& s, QWidget* dialog) {
    s.look(dialog);
    for (QTabWidget* tabs : dialog->findChildren<QTabWidget*>()) {
        if (!tabs->isVisible()) continue;
        const int shown = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            if (i == shown) continue;
            tabs->setCurrentIndex(i);
            s.look(dialog, tabs->tabText(i).remove(QLatin1Char('&')));
        }
        tabs->setCurrentIndex(shown);
    }
    for (QScrollArea* area : dialog->findChildren<QScrollArea*>()) {
        if (!area->isVisible() || !area->widget()) continue;
        for (QWidget* w : area->widget()->findChildren<QWidget*>()) {
            if (!w->isVisible() || textsOf(w).isEmpty() || w->visibleRegion() == QRegion(w->rect()))
                continue;
            area->ensureWidgetVisible(w, 0, 0);
            s.look(dialog, QStringLiteral("scrolled to \"%1\"").arg(plain(textsOf(w)[0].words)));
        }
    }
}

ExternalEngine fakeEngine() {
    ExternalEngine engine;
    engine.name = QStringLiteral("Fake engine");
    engine.command = QStringLiteral("/nonexistent/fake-engine");
    engine.declaredOptions = {
        QStringLiteral("option name Hash type spin default 16 min 1 max 1024"),
        QStringLiteral("option name Ponder type check default true"),
        QStringLiteral("option name Style type combo default Solid var Solid var Wild"),
        QStringLiteral("option name Book type string default book.bin"),
        QStringLiteral("option name Clear Hash type button"),
    };
    return engine;
}

enum class Dialog {
    SettingsBoard,
    SettingsPlayers,
    SettingsRules,
    SettingsAppearance,
    SettingsLanguage,
    Engines,
    EngineOptions,
    Tournament,
    ReviewSummary,
    HowToPlay,
    About,
    SettingsHeldBack
};

} // namespace

Q_DECLARE_METATYPE(ataxx::ThemeChoice)
Q_DECLARE_METATYPE(Dialog)

class TestContrast : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void theMeasureFindsTheColoursOfAPlainLabel();
    void everyTextAndMarkMeetsWcagAA_data();
    void everyTextAndMarkMeetsWcagAA();
    void theMoveListsMarkedAndLaterMovesAreReadable_data();
    void theMoveListsMarkedAndLaterMovesAreReadable();
    void theGraphsPieceLinesStandOutInEveryTheme_data();
    void theGraphsPieceLinesStandOutInEveryTheme();
    void theGraphsEngineLinesStandOutInEveryTheme_data();
    void theGraphsEngineLinesStandOutInEveryTheme();
};

void TestContrast::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_contrast"));
    QCOMPARE(Languages::install(QStringLiteral("en")), QStringLiteral("en"));
}

void TestContrast::init() {
    AppSettings().clear();
}

void TestContrast::theMeasureFindsTheColoursOfAPlainLabel() {
    // Grey on grey, as a note might be: the darkest glyph pixel is the text
    // colour itself, not a lighter blend of it with the background.
    for (const QColor& ink : {QColor(0x77, 0x77, 0x77), QColor(0x20, 0x40, 0x90)}) {
        QWidget page;
        QPalette palette = page.palette();
        palette.setColor(QPalette::Window, QColor(0xee, 0xee, 0xee));
        palette.setColor(QPalette::WindowText, ink);
        page.setPalette(palette);
        page.setAutoFillBackground(true);
        auto* label = new QLabel(QStringLiteral("Ataxx speaks the new language next time."), &page);
        label->adjustSize();
        page.resize(label->size() + QSize(8, 8));
        label->move(4, 4);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const Measure m =
            measure(page.grab().toImage().convertToFormat(QImage::Format_RGB32), label->geometry());
        QCOMPARE(m.background.name(), QStringLiteral("#eeeeee"));
        QCOMPARE(m.ink.name(), ink.name());
    }
}

void TestContrast::everyTextAndMarkMeetsWcagAA_data() {
    QTest::addColumn<ThemeChoice>("theme");
    QTest::addColumn<Dialog>("dialog");
    const std::pair<ThemeChoice, const char*> themes[] = {
        {ThemeChoice::System, "system"},
        {ThemeChoice::Light, "light"},
        {ThemeChoice::Dark, "dark"},
        {ThemeChoice::ColourBlind, "colour-blind"}};
    const std::pair<Dialog, const char*> dialogs[] = {
        {Dialog::SettingsBoard, "Settings, Board"},
        {Dialog::SettingsPlayers, "Settings, Players"},
        {Dialog::SettingsRules, "Settings, Rules"},
        {Dialog::SettingsAppearance, "Settings, Appearance"},
        {Dialog::SettingsLanguage, "Settings, Language"},
        {Dialog::SettingsHeldBack, "Settings, OK held back"},
        {Dialog::Engines, "External engines"},
        {Dialog::EngineOptions, "Engine options"},
        {Dialog::Tournament, "Tournament"},
        {Dialog::ReviewSummary, "Review summary"},
        {Dialog::HowToPlay, "How to play"},
        {Dialog::About, "About"},
    };
    for (const auto& [theme, themeName] : themes)
        for (const auto& [dialog, dialogName] : dialogs)
            QTest::addRow("%s (%s)", dialogName, themeName) << theme << dialog;
}

void TestContrast::everyTextAndMarkMeetsWcagAA() {
    QFETCH(ThemeChoice, theme);
    QFETCH(Dialog, dialog);
    AppSettings().setTheme(theme);
    WindowTheme::apply(theme);
    Survey s(QString::fromUtf8(QTest::currentDataTag()));
    const auto show = [](QWidget* w) {
        w->show();
        return QTest::qWaitForWindowExposed(w);
    };

    switch (dialog) {
    case Dialog::SettingsBoard:
    case Dialog::SettingsPlayers:
    case Dialog::SettingsRules:
    case Dialog::SettingsAppearance:
    case Dialog::SettingsLanguage: {
        SettingsDialog settings;
        settings.showPage(static_cast<SettingsDialog::Page>(static_cast<int>(dialog)));
        QVERIFY(show(&settings));
        s.look(&settings);
        break;
    }
    case Dialog::SettingsHeldBack: {
        // The line in red that says why OK is held back.
        SettingsDialog settings;
        QVERIFY(show(&settings));
        auto* fen = settings.findChild<QLineEdit*>(QStringLiteral("boardFen"));
        QVERIFY(fen);
        fen->selectAll();
        QTest::keyClicks(fen, QStringLiteral("7/7/7/7/7/7/o5o x 0 1"));
        QTest::keyClick(fen, Qt::Key_Return);
        QVERIFY(!settings.problem().isEmpty());
        s.look(&settings);
        break;
    }
    case Dialog::Engines: {
        EnginesDialog engines({fakeEngine()});
        QVERIFY(show(&engines));
        survey(s, &engines);
        break;
    }
    case Dialog::EngineOptions: {
        EngineOptionsDialog options(fakeEngine());
        QVERIFY(show(&options));
        survey(s, &options);
        break;
    }
    case Dialog::Tournament: {
        TournamentRunner runner;
        TournamentDialog match(&runner, {fakeEngine()});
        QVERIFY(show(&match));
        survey(s, &match);
        break;
    }
    case Dialog::ReviewSummary: {
        ReviewSummaryDialog summary;
        ReviewSummary black{20, 12, 4, 2, 1, 1, 81.5};
        ReviewSummary white{20, 9, 5, 3, 2, 1, 72.25};
        summary.setSummary(black, white, 6);
        summary.setMarkedMoves({{15, 4, QStringLiteral("8. g3f5?? (Black)"),
                                 QStringLiteral("After g3f5, White's g6 takes 2 pieces.")},
                                {20, 6, QStringLiteral("10. b3?! (White)"), QString()}});
        QVERIFY(show(&summary));
        survey(s, &summary);
        break;
    }
    case Dialog::HowToPlay: {
        HowToPlayDialog help;
        QVERIFY(show(&help));
        survey(s, &help);
        break;
    }
    case Dialog::About: {
        MainWindow window;
        WindowTheme::apply(theme);
        window.actions().about->trigger();
        auto* about = window.findChild<QMessageBox*>();
        QVERIFY(about);
        QVERIFY(QTest::qWaitForWindowExposed(about));
        survey(s, about);
        about->close();
        break;
    }
    }
    s.checkAllSeen();
    if (qEnvironmentVariableIsSet("ATAXX_CONTRAST_VERBOSE"))
        qInfo("%d texts and %d marks measured", s.texts(), s.marks());
    QVERIFY(s.texts() > 0);
    QVERIFY2(s.failures().isEmpty(), qPrintable(s.failures().join(QLatin1Char('\n'))));
}

void TestContrast::theMoveListsMarkedAndLaterMovesAreReadable_data() {
    QTest::addColumn<ThemeChoice>("theme");
    QTest::newRow("light") << ThemeChoice::Light;
    QTest::newRow("dark") << ThemeChoice::Dark;
    QTest::newRow("colour-blind") << ThemeChoice::ColourBlind;
}

void TestContrast::theMoveListsMarkedAndLaterMovesAreReadable() {
    // The main window's move list: a reviewed game's dubious move, mistake
    // and blunder in their colours, and the moves after the one shown in a
    // quieter grey, each text at 4.5:1 on its row.
    QFETCH(ThemeChoice, theme);
    WindowTheme::apply(theme);
    Game game;
    for (int i = 0; i < 8; ++i) {
        MoveList moves;
        game.position().generate(moves);
        QVERIFY(moves.size() > 0);
        QVERIFY(game.play(moves[0]));
    }
    game.set_note(1, {6, "dubious"});
    game.set_note(2, {2, "mistake"});
    game.set_note(3, {4, "blunder"});
    QVERIFY(game.go_to(4)); // the marked moves shown, the last four later
    MoveListView list;
    list.resize(300, 300);
    list.setGame(&game);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    list.clearSelection();
    list.setCurrentCell(-1, -1);
    QCoreApplication::processEvents();
    const QImage image = list.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    QStringList failures;
    int measuredTexts = 0;
    for (int row = 0; row < list.rowCount(); ++row) {
        for (int column = 0; column < list.columnCount(); ++column) {
            const QTableWidgetItem* item = list.item(row, column);
            if (!item || item->text().isEmpty()) continue;
            const Measure m = measure(image, list.visualItemRect(item).adjusted(1, 1, -1, -1));
            ++measuredTexts;
            if (m.ratio < textContrast)
                failures << QStringLiteral("%1: %2 on %3, %4:1")
                                .arg(item->text(), m.ink.name(), m.background.name())
                                .arg(m.ratio, 0, 'f', 2);
        }
    }
    QCOMPARE(measuredTexts, 8);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestContrast)
void TestContrast::theGraphsPieceLinesStandOutInEveryTheme_data() {
    QTest::addColumn<ThemeChoice>("theme");
    QTest::newRow("light") << ThemeChoice::Light;
    QTest::newRow("dark") << ThemeChoice::Dark;
    QTest::newRow("colour-blind") << ThemeChoice::ColourBlind;
}

// Each side's line of piece counts, in its side's colour, meets the 3:1 of
// WCAG for graphics against the graph's background: at every point of the
// line, its ink or what is drawn right beside it (an outline).
void TestContrast::theGraphsPieceLinesStandOutInEveryTheme() {
    QFETCH(ThemeChoice, theme);
    WindowTheme::apply(theme);
    Game game;
    // Twelve moves, the same every run.
    for (int ply = 0; ply < 12; ++ply) {
        MoveList moves;
        game.position().generate(moves);
        QVERIFY(game.play(moves[moves.size() / 2]));
    }
    EvalGraph graph;
    graph.setGame(&game);
    graph.resize(420, 300);
    graph.refresh();
    const QImage image = graph.grab().toImage();
    const QColor base = graph.palette().color(QPalette::Base);
    for (const Side side : {Side::X, Side::O}) {
        QStringList faint;
        for (int move = 1; move <= game.length(); ++move) {
            // The most contrast within two pixels of the point: the line's
            // ink, or its outline.
            const QPoint at = graph.countPosition(side, move).toPoint();
            double best = 0;
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx)
                    if (image.valid(at.x() + dx, at.y() + dy))
                        best =
                            std::max(best, colours::contrastRatio(
                                               image.pixelColor(at.x() + dx, at.y() + dy), base));
            if (best < 3.0) faint << QStringLiteral("move %1: %2").arg(move).arg(best, 0, 'f', 2);
        }
        QVERIFY2(faint.isEmpty(), qPrintable(QStringLiteral("%1's line: %2")
                                                 .arg(side == Side::X ? "Black" : "White",
                                                      faint.join(QStringLiteral(", ")))));
    }
    WindowTheme::apply(ThemeChoice::System);
}

void TestContrast::theGraphsEngineLinesStandOutInEveryTheme_data() {
    theGraphsPieceLinesStandOutInEveryTheme_data();
}

// Two computers' engines, a line each: every point of either, in its
// engine's colour, meets 3:1 against the graph's background, and the two
// colours are far apart.
void TestContrast::theGraphsEngineLinesStandOutInEveryTheme() {
    QFETCH(ThemeChoice, theme);
    WindowTheme::apply(theme);
    Game game;
    for (int ply = 0; ply < 12; ++ply) {
        MoveList moves;
        game.position().generate(moves);
        QVERIFY(game.play(moves[moves.size() / 2]));
    }
    EvalGraph graph;
    graph.setGame(&game);
    graph.resize(420, 300);
    // Each engine a little more sure of its side, move after move.
    for (int ply = 0; ply < game.length(); ++ply)
        graph.recordEvaluation(ply, game.position_at(ply), 20 * ply, PlyEvaluation::Source::Player);
    QCOMPARE(graph.lineCount(), 2);
    const QImage image = graph.grab().toImage();
    const QColor base = graph.palette().color(QPalette::Base);
    QVERIFY(colours::colourDistance(EvalGraph::engineColour(Side::X),
                                    EvalGraph::engineColour(Side::O)) > 100);
    QStringList faint;
    for (int move = 1; move <= game.length(); ++move) {
        const QPoint at = graph.pointPosition(move).toPoint();
        const double ratio = colours::contrastRatio(image.pixelColor(at), base);
        if (ratio < 3.0) faint << QStringLiteral("move %1: %2").arg(move).arg(ratio, 0, 'f', 2);
    }
    QVERIFY2(faint.isEmpty(), qPrintable(faint.join(QStringLiteral(", "))));
    WindowTheme::apply(ThemeChoice::System);
}

#include "tst_contrast.moc"

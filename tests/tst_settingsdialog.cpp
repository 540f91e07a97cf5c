// The settings dialog, clicked as a player would: every setting changed and
// found again when the dialog opens anew; the board editor's tools and
// symmetries clicked on the preview; every reason OK is held back; presets,
// pasted FENs and saved layouts; the window applying what changed: the dark
// palette over the whole window and back, and the sound setting.

#include "board/boardpresets.h"
#include "board/boardview.h"
#include "fen.h"
#include "game/movelistview.h"
#include "game/playerpanel.h"
#include "game/sounds.h"
#include "help/howtoplaydialog.h"
#include "mainwindow.h"
#include "search/strength.h"
#include "settings/languages.h"
#include "settingsdialog/boardeditor.h"
#include "settingsdialog/settingsdialog.h"
#include "watch/watchmode.h"

#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>

#include <algorithm>
#include <memory>

using namespace ataxx;

Q_DECLARE_METATYPE(ataxx::Symmetry)

namespace {

template <typename W>
W* child(const QObject* parent, const char* name) {
    W* widget = parent->findChild<W*>(QLatin1StringView(name));
    if (!widget) qWarning("no child %s", name);
    return widget;
}

QString fenOf(const BoardEditor* editor) {
    return QString::fromStdString(write_fen(editor->boardLayout().position()));
}

// Clicks a cell of the editor's preview, as the mouse does.
void clickCell(BoardEditor* editor, const char* name) {
    BoardView* view = editor->preview();
    const int cell = editor->boardLayout().geometry->cell_from_name(name);
    QVERIFY2(cell >= 0, name);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(cell).toPoint());
}

void typeFen(BoardEditor* editor, const QString& fen) {
    auto* field = child<QLineEdit>(editor, "boardFen");
    field->selectAll();
    QTest::keyClicks(field, fen);
    QTest::keyClick(field, Qt::Key_Return);
}

// Chooses a combo box item by its text, as a user picking from the list does.
void choose(QComboBox* combo, const QString& text) {
    const int index = combo->findText(text, Qt::MatchContains);
    QVERIFY2(index >= 0, qPrintable(text));
    combo->setCurrentIndex(index);
}

class RecordingPrompter : public Prompter {
public:
    bool confirm(QWidget*, const QString&, const QString& text) override {
        questions << text;
        return answer;
    }
    QStringList questions;
    bool answer = true;

    SaveChoice askToSave(QWidget*, const QString&, const QString& text) override {
        saveQuestions << text;
        return saveChoice;
    }
    // Asked before a game with unsaved moves is replaced; by default it is given up.
    QStringList saveQuestions;
    SaveChoice saveChoice = SaveChoice::Discard;
};

// Stands in for the speakers: remembers what the game asked to play.
class RecordingSoundOutput : public SoundOutput {
public:
    struct Played {
        SoundEffect effect;
        int count;
        double volume;
    };
    void play(SoundEffect effect, int count, double volume) override {
        played.push_back({effect, count, volume});
    }
    [[nodiscard]] int countOf(SoundEffect effect) const {
        return static_cast<int>(
            std::count_if(played.begin(), played.end(),
                          [effect](const Played& p) { return p.effect == effect; }));
    }
    std::vector<Played> played;
};

// Opens the window's settings as the toolbar does, changes what `change`
// changes, and clicks OK.
template <typename Change>
void changeSettings(MainWindow& window, Change change) {
    window.actions().settings->trigger();
    SettingsDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<SettingsDialog*>()) && dialog->isVisible());
    child<QTabWidget>(dialog, "settingsTabs")->setCurrentIndex(3);
    change(dialog);
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QTRY_VERIFY(!window.findChild<SettingsDialog*>());
}

bool dark(const QColor& colour) {
    return colour.lightness() < 110;
}
bool light(const QColor& colour) {
    return colour.lightness() > 170;
}

} // namespace

class TestSettingsDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void everySettingIsKeptWhenTheDialogOpensAgain();
    void cancelChangesNothing();
    void theFreeAllCellsButtonHasRoomAroundItsWords();
    void aClickIsRepeatedByTheSymmetry_data();
    void aClickIsRepeatedByTheSymmetry();
    void theBlockToolBlocksAndFreesMirroredCells();
    void aMirroredPieceGoesToTheOtherSide();
    void symmetriesFollowTheShape();
    void okIsHeldBackWithAReason_data();
    void okIsHeldBackWithAReason();
    void aStrictRuleCanEndTheGameBeforeItStarts();
    void theProblemLineEndsItsSentenceOnce();
    void everyPresetCanStartAGameAndIsFair();
    void aPresetGivesItsPosition_data();
    void aPresetGivesItsPosition();
    void aPastedFenGivesItsPosition();
    void aBadFenShowsWhatIsWrong();
    void eachLevelShowsItsEloForTheBoardChosen();
    void shapeAndSizeMakeANewBoard();
    void aLayoutSavedUnderANameComesBack();
    void theWindowAppliesTheSettings();
    void aChangedBoardAsksBeforeReplacingTheGame();
    void playersOfTheGameOnScreenStayOutOfTheSettings();
    void newGameWithOpensOnTheBoardAndStarts();
    void darkColoursTheWholeWindowAndLightBringsItBack();
    void theSoundSettingIsKeptAndMovesAskForTheirSounds();
    void everySoundIsCompiledInAsAShortWaveFile();
    void theDrawWithoutClonesIsCountedInMovesByEachPlayerEverywhere();
};

void TestSettingsDialog::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_settingsdialog"));
    // English, with its plural forms ("1 cell", "3 cells"), as the app speaks it.
    QCOMPARE(Languages::install(QStringLiteral("en")), QStringLiteral("en"));
}

void TestSettingsDialog::init() {
    AppSettings().clear();
}

void TestSettingsDialog::everySettingIsKeptWhenTheDialogOpensAgain() {
    const QString layout = QStringLiteral("x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1");
    {
        SettingsDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Board: a preset.
        choose(child<QComboBox>(&dialog, "boardPreset"), BoardPresets::find("7x7-rooms").name);
        QCOMPARE(fenOf(dialog.boardEditor()), layout);
        // Players.
        child<QComboBox>(&dialog, "kindX")->setCurrentIndex(1);
        child<QComboBox>(&dialog, "levelX")->setCurrentIndex(4);
        child<QComboBox>(&dialog, "kindO")->setCurrentIndex(0);
        child<QComboBox>(&dialog, "levelO")->setCurrentIndex(1);
        QTest::keyClicks(child<QLineEdit>(&dialog, "nameX"), QStringLiteral("Deep Ataxx"));
        QTest::keyClicks(child<QLineEdit>(&dialog, "nameO"), QStringLiteral("Ada"));
        // Rules.
        child<QComboBox>(&dialog, "stuckRule")->setCurrentIndex(2);
        child<QRadioButton>(&dialog, "limitOther")->click();
        // Counted in moves by each player, as the move list counts: 30 each, 60 in all.
        child<QSpinBox>(&dialog, "halfmoveLimit")->setValue(30);
        child<QCheckBox>(&dialog, "repetition")->click();
        // Appearance.
        child<QComboBox>(&dialog, "theme")->setCurrentIndex(3);
        child<QComboBox>(&dialog, "animationSpeed")->setCurrentIndex(3);
        child<QCheckBox>(&dialog, "showLegal")->click();
        child<QCheckBox>(&dialog, "showLast")->click();
        child<QCheckBox>(&dialog, "showCoords")->click();
        child<QSpinBox>(&dialog, "computerPause")->setValue(1200);
        // Language.
        auto* language = child<QComboBox>(&dialog, "language");
        language->setCurrentIndex(language->findData(QStringLiteral("nl")));
        QVERIFY(dialog.okButton()->isEnabled());
        QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    // What the settings say now.
    AppSettings settings;
    QCOMPARE(QString::fromStdString(write_fen(settings.startPosition())), layout);
    QCOMPARE(settings.player(Side::X), PlayerSetup::engine(Level::VeryHard));
    QCOMPARE(settings.player(Side::O).computer, false);
    QCOMPARE(settings.player(Side::O).level, Level::Easy);
    QCOMPARE(settings.playerName(Side::X), QStringLiteral("Deep Ataxx"));
    QCOMPARE(settings.playerName(Side::O), QStringLiteral("Ada"));
    QCOMPARE(settings.rules(), (Rules{StuckRule::Fill, 60, true}));
    QCOMPARE(settings.theme(), ThemeChoice::ColourBlind);
    QCOMPARE(settings.animationSpeed(), AnimationSpeed::Slow);
    QVERIFY(!settings.showLegalMoves());
    QVERIFY(!settings.showLastMove());
    QVERIFY(!settings.showCoordinates());
    QCOMPARE(settings.computerPause(), 1200);
    QCOMPARE(settings.language(), QStringLiteral("nl"));

    // And what the dialog shows when it opens again.
    SettingsDialog again;
    again.show();
    QCOMPARE(fenOf(again.boardEditor()), layout);
    QCOMPARE(child<QComboBox>(&again, "boardPreset")->currentText().trimmed(),
             BoardPresets::find("7x7-rooms").name);
    QCOMPARE(again.player(Side::X), PlayerSetup::engine(Level::VeryHard));
    QCOMPARE(child<QComboBox>(&again, "kindO")->currentIndex(), 0);
    QCOMPARE(child<QComboBox>(&again, "levelO")->currentIndex(), 1);
    // A person has no level: the box is not shown.
    QVERIFY(child<QComboBox>(&again, "levelO")->isHidden());
    QCOMPARE(child<QLineEdit>(&again, "nameX")->text(), QStringLiteral("Deep Ataxx"));
    QCOMPARE(child<QLineEdit>(&again, "nameO")->text(), QStringLiteral("Ada"));
    QCOMPARE(child<QComboBox>(&again, "stuckRule")->currentIndex(), 2);
    QVERIFY(child<QRadioButton>(&again, "limitOther")->isChecked());
    QCOMPARE(child<QSpinBox>(&again, "halfmoveLimit")->value(), 30);
    QVERIFY(child<QSpinBox>(&again, "halfmoveLimit")->isEnabled());
    QVERIFY(child<QCheckBox>(&again, "repetition")->isChecked());
    QCOMPARE(again.rules(), (Rules{StuckRule::Fill, 60, true}));
    QCOMPARE(child<QComboBox>(&again, "theme")->currentIndex(), 3);
    QCOMPARE(child<QComboBox>(&again, "animationSpeed")->currentIndex(), 3);
    QVERIFY(!child<QCheckBox>(&again, "showLegal")->isChecked());
    QVERIFY(!child<QCheckBox>(&again, "showLast")->isChecked());
    QVERIFY(!child<QCheckBox>(&again, "showCoords")->isChecked());
    QCOMPARE(child<QSpinBox>(&again, "computerPause")->value(), 1200);
    QCOMPARE(child<QComboBox>(&again, "language")->currentData().toString(), QStringLiteral("nl"));
    // The board preview wears the chosen colours.
    QCOMPARE(again.boardEditor()->preview()->themeChoice(), ThemeChoice::ColourBlind);

    // No limit at all is kept too.
    child<QRadioButton>(&again, "limitNone")->click();
    again.accept();
    QCOMPARE(AppSettings().rules().halfmove_limit, 0);
    SettingsDialog third;
    QVERIFY(child<QRadioButton>(&third, "limitNone")->isChecked());
}

void TestSettingsDialog::cancelChangesNothing() {
    SettingsDialog dialog;
    dialog.show();
    child<QComboBox>(&dialog, "theme")->setCurrentIndex(2);
    clickCell(dialog.boardEditor(), "d4");
    child<QComboBox>(&dialog, "kindX")->setCurrentIndex(1);
    dialog.reject();
    AppSettings settings;
    QCOMPARE(settings.theme(), ThemeChoice::System);
    QCOMPARE(QString::fromStdString(write_fen(settings.startPosition())),
             QString::fromLatin1(start_fen));
    QCOMPARE(settings.player(Side::X), PlayerSetup::human());
}

void TestSettingsDialog::aClickIsRepeatedByTheSymmetry_data() {
    QTest::addColumn<QString>("board");
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QStringList>("blocked");
    QTest::newRow("none") << "x5o/7/7/7/7/7/o5x x 0 1" << Symmetry::None << "b3"
                          << QStringList{"b3"};
    QTest::newRow("left-right") << "x5o/7/7/7/7/7/o5x x 0 1" << Symmetry::LeftRight << "b3"
                                << QStringList{"b3", "f3"};
    QTest::newRow("top-bottom") << "x5o/7/7/7/7/7/o5x x 0 1" << Symmetry::TopBottom << "b3"
                                << QStringList{"b3", "b5"};
    QTest::newRow("four-way") << "x5o/7/7/7/7/7/o5x x 0 1" << Symmetry::FourWay << "b3"
                              << QStringList{"b3", "f3", "b5", "f5"};
    QTest::newRow("point, rectangle")
        << "x5o/7/7/7/7/7/o5x x 0 1" << Symmetry::Point << "b3" << QStringList{"b3", "f5"};
    QTest::newRow("point, 8x6") << "x6o/8/8/8/8/o6x x 0 1" << Symmetry::Point << "c2"
                                << QStringList{"c2", "f5"};
    QTest::newRow("left-right, middle column")
        << "x5o/7/7/7/7/7/o5x x 0 1" << Symmetry::LeftRight << "d2" << QStringList{"d2"};
    // Hexxagon without holes: e5 is the centre, f5 next to it.
    QTest::newRow("point, hexagon")
        << "x3o/6/7/8/o7x/8/7/6/x3o x 0 1" << Symmetry::Point << "f5" << QStringList{"f5", "d5"};
    QTest::newRow("three-fold") << "x3o/6/7/8/o7x/8/7/6/x3o x 0 1" << Symmetry::Rotate3 << "f5"
                                << QStringList{"f5", "d4", "e6"};
    QTest::newRow("six-fold") << "x3o/6/7/8/o7x/8/7/6/x3o x 0 1" << Symmetry::Rotate6 << "f5"
                              << QStringList{"f5", "e4", "d4", "d5", "e6", "f6"};
    QTest::newRow("six-fold, centre")
        << "x3o/6/7/8/o7x/8/7/6/x3o x 0 1" << Symmetry::Rotate6 << "e5" << QStringList{"e5"};
}

void TestSettingsDialog::aClickIsRepeatedByTheSymmetry() {
    QFETCH(QString, board);
    QFETCH(Symmetry, symmetry);
    QFETCH(QString, cell);
    QFETCH(QStringList, blocked);

    SettingsDialog dialog;
    dialog.resize(900, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    BoardEditor* editor = dialog.boardEditor();
    typeFen(editor, board);
    editor->setTool(BoardEditor::Tool::Block);
    editor->setSymmetry(symmetry);
    QCOMPARE(editor->symmetry(), symmetry);
    clickCell(editor, cell.toLatin1().constData());

    const BoardLayout& layout = editor->boardLayout();
    QStringList names;
    for (const int c : layout.blocked) names << QString::fromStdString(layout.geometry->name(c));
    names.sort();
    blocked.sort();
    QCOMPARE(names, blocked);
    // The preview shows them.
    for (const int c : layout.blocked)
        QVERIFY(editor->preview()->game()->position().blocked().contains(c));
}

void TestSettingsDialog::theFreeAllCellsButtonHasRoomAroundItsWords() {
    SettingsDialog dialog;
    dialog.resize(900, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.showPage(SettingsDialog::Page::Board);
    auto* button = dialog.findChild<QPushButton*>(QStringLiteral("clearBlocked"));
    QVERIFY(button);
    // At least an 'M' of room on each side of the words.
    const QFontMetrics metrics = button->fontMetrics();
    const int words = metrics.horizontalAdvance(QStringLiteral("Free all cells"));
    QVERIFY2(button->width() >= words + 2 * metrics.horizontalAdvance(QLatin1Char('M')),
             qPrintable(QStringLiteral("%1 for %2").arg(button->width()).arg(words)));
}

void TestSettingsDialog::theBlockToolBlocksAndFreesMirroredCells() {
    SettingsDialog dialog;
    dialog.resize(900, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    BoardEditor* editor = dialog.boardEditor();
    editor->setSymmetry(Symmetry::FourWay);
    clickCell(editor, "c3");
    QCOMPARE(fenOf(editor), QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"));
    // It is a preset now.
    QCOMPARE(child<QComboBox>(&dialog, "boardPreset")->currentText().trimmed(),
             BoardPresets::find("7x7-blocked").name);
    // A click on a blocked cell frees it and its images.
    clickCell(editor, "e5");
    QCOMPARE(fenOf(editor), QString::fromLatin1(start_fen));
    // A blocked corner takes the pieces there away; OK waits for pieces.
    clickCell(editor, "a1");
    QCOMPARE(fenOf(editor), QStringLiteral("-5-/7/7/7/7/7/-5- x 0 1"));
    QVERIFY(!dialog.okButton()->isEnabled());
    // The Free all cells button.
    QTest::mouseClick(child<QPushButton>(&dialog, "clearBlocked"), Qt::LeftButton);
    QCOMPARE(fenOf(editor), QStringLiteral("7/7/7/7/7/7/7 x 0 1"));
}

void TestSettingsDialog::aMirroredPieceGoesToTheOtherSide() {
    SettingsDialog dialog;
    dialog.resize(900, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    BoardEditor* editor = dialog.boardEditor();
    typeFen(editor, QStringLiteral("7/7/7/7/7/7/7 x 0 1"));

    // Four-way: Black in the top-left and bottom-right corners, White in the others.
    editor->setSymmetry(Symmetry::FourWay);
    QTest::mouseClick(child<QRadioButton>(&dialog, "toolBlack"), Qt::LeftButton);
    QCOMPARE(editor->tool(), BoardEditor::Tool::BlackPiece);
    clickCell(editor, "a7");
    QCOMPARE(fenOf(editor), QString::fromLatin1(start_fen));
    // Clicking a piece removes it and its images.
    clickCell(editor, "g7");
    QCOMPARE(fenOf(editor), QStringLiteral("7/7/7/7/7/7/7 x 0 1"));

    // Point symmetry keeps the side on a rectangle.
    editor->setSymmetry(Symmetry::Point);
    QTest::mouseClick(child<QRadioButton>(&dialog, "toolWhite"), Qt::LeftButton);
    clickCell(editor, "b6");
    QCOMPARE(fenOf(editor), QStringLiteral("7/1o5/7/7/7/5o1/7 x 0 1"));

    // On a hexagon, a sixth of a turn carries a piece to the other side: the
    // Hexxagon start comes from one click on its top-left corner.
    typeFen(editor, QStringLiteral("5/6/7/8/9/8/7/6/5 x 0 1"));
    editor->setSymmetry(Symmetry::Rotate6);
    QTest::mouseClick(child<QRadioButton>(&dialog, "toolBlack"), Qt::LeftButton);
    clickCell(editor, "e9");
    QCOMPARE(fenOf(editor), QStringLiteral("x3o/6/7/8/o7x/8/7/6/x3o x 0 1"));
    // A piece on a blocked cell frees it.
    editor->setTool(BoardEditor::Tool::Block);
    editor->setSymmetry(Symmetry::Rotate3);
    clickCell(editor, "f6");
    QCOMPARE(editor->boardLayout().blocked.count(), 3);
    editor->setTool(BoardEditor::Tool::WhitePiece);
    editor->setSymmetry(Symmetry::None);
    clickCell(editor, "f6");
    QCOMPARE(editor->boardLayout().blocked.count(), 2);
    QVERIFY(editor->boardLayout().o.contains(editor->boardLayout().geometry->cell_from_name("f6")));
}

void TestSettingsDialog::symmetriesFollowTheShape() {
    SettingsDialog dialog;
    dialog.show();
    auto* symmetry = child<QComboBox>(&dialog, "symmetry");
    QCOMPARE(symmetry->count(), 5);
    dialog.boardEditor()->setSymmetry(Symmetry::Point);
    child<QComboBox>(&dialog, "boardShape")->setCurrentIndex(1);
    QVERIFY(dialog.boardEditor()->boardLayout().geometry->is_hexagon());
    QCOMPARE(symmetry->count(), 4);
    // Point symmetry fits both shapes and stays chosen.
    QCOMPARE(dialog.boardEditor()->symmetry(), Symmetry::Point);
    QVERIFY(symmetry->findData(static_cast<int>(Symmetry::Rotate6)) >= 0);
    QVERIFY(symmetry->findData(static_cast<int>(Symmetry::LeftRight)) < 0);
}

void TestSettingsDialog::okIsHeldBackWithAReason_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no black piece") << "7/7/7/7/7/7/o5o x 0 1"
                                    << "Black needs at least one piece";
    QTest::newRow("no white piece") << "x6/7/7/7/7/7/7 x 0 1"
                                    << "White needs at least one piece";
    QTest::newRow("over: full board") << "xxxo/xxoo/oooo x 0 1"
                                      << "would be over before the first move";
    QTest::newRow("over: no empty cell in reach") << "xo--1/----1/----1/5/5 x 0 1"
                                                  << "would be over before the first move";
    QTest::newRow("over: halfmove limit") << "x5o/7/7/7/7/7/o5x x 100 60"
                                          << "would be over before the first move";
    QTest::newRow("four rooms, all reached") << "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1"
                                             << "";
    QTest::newRow("a corner walled in") << "x--2/1--2/1----/1----/o4 x 0 1"
                                        << "4 cells can never be reached by any piece: d5, e5, "
                                           "d4, e4.";
    QTest::newRow("one cell walled in") << "x4/5/2---/2---/o1--1 o 0 1"
                                        << "1 cell can never be reached by any piece: e1.";
}

void TestSettingsDialog::okIsHeldBackWithAReason() {
    QFETCH(QString, fen);
    QFETCH(QString, reason);

    SettingsDialog dialog;
    dialog.show();
    typeFen(dialog.boardEditor(), fen);
    auto* line = child<QLabel>(&dialog, "problemLabel");
    if (reason.isEmpty()) {
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(!line->isVisible());
        return;
    }
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(line->isVisible());
    QVERIFY2(line->text().contains(reason), qPrintable(line->text()));
    // OK does nothing meanwhile, even when asked directly.
    dialog.accept();
    QVERIFY(dialog.isVisible());
}

void TestSettingsDialog::theProblemLineEndsItsSentenceOnce() {
    // The reason is a sentence of its own ("White needs at least one piece.").
    SettingsDialog dialog;
    dialog.show();
    typeFen(dialog.boardEditor(), QStringLiteral("x6/7/7/7/7/7/7 x 0 1"));
    QVERIFY(!dialog.okButton()->isEnabled());
    const QString shown = child<QLabel>(&dialog, "problemLabel")->text();
    QVERIFY2(shown.contains(QStringLiteral("at least one piece")), qPrintable(shown));
    QVERIFY2(shown.endsWith(QLatin1Char('.')) && !shown.contains(QStringLiteral("..")),
             qPrintable(shown));
}

void TestSettingsDialog::aStrictRuleCanEndTheGameBeforeItStarts() {
    // Black, to move, cannot move here; White can. Under "pass" the game goes
    // on, under "end" it is over at once.
    const QString fen = QStringLiteral("xoo2/ooo2/ooo2/5/5 x 0 1");
    SettingsDialog dialog;
    dialog.show();
    typeFen(dialog.boardEditor(), fen);
    QVERIFY(dialog.okButton()->isEnabled());
    child<QComboBox>(&dialog, "stuckRule")->setCurrentIndex(1);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(dialog.problem().contains(QStringLiteral("over before the first move")));
    child<QComboBox>(&dialog, "stuckRule")->setCurrentIndex(0);
    QVERIFY(dialog.okButton()->isEnabled());
}

void TestSettingsDialog::everyPresetCanStartAGameAndIsFair() {
    const QList<BoardPresets::Preset> presets = BoardPresets::all();
    QVERIFY(std::count_if(presets.begin(), presets.end(), [](const auto& p) {
                return p.group == BoardPresets::Group::Blocked;
            }) >= 12);
    QVERIFY(std::count_if(presets.begin(), presets.end(), [](const auto& p) {
                return p.group == BoardPresets::Group::Hexagon;
            }) >= 5);
    for (const BoardPresets::Preset& preset : presets) {
        const auto position = read_fen(preset.fen.toStdString());
        QVERIFY2(position, qPrintable(preset.key));
        const BoardLayout layout = BoardLayout::fromPosition(*position);
        QVERIFY2(layout.problem().isEmpty(),
                 qPrintable(preset.key + QStringLiteral(": ") + layout.problem()));
        // Fair: the mirror (a third of a turn on hexagons) carries each side's
        // pieces onto the other's, or its own, as BoardLayout's editing does.
        const Symmetry symmetry =
            layout.geometry->is_hexagon() ? Symmetry::Rotate3 : Symmetry::LeftRight;
        for (int cell = 0; cell < layout.geometry->cell_count(); ++cell) {
            for (const BoardLayout::Image& image : layout.images(cell, symmetry)) {
                QVERIFY2(layout.blocked.contains(cell) == layout.blocked.contains(image.cell),
                         qPrintable(preset.key));
                const CellSet& same = image.swapsSides ? layout.o : layout.x;
                QVERIFY2(layout.x.contains(cell) == same.contains(image.cell),
                         qPrintable(preset.key));
            }
        }
        QVERIFY(BoardPresets::contains(preset.key));
        QCOMPARE(BoardPresets::keyOf(*position), preset.key);
    }
}

void TestSettingsDialog::aPresetGivesItsPosition_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("fen");
    QTest::newRow("classic") << "7x7"
                             << "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("four pillars") << "7x7-blocked"
                                  << "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1";
    QTest::newRow("cross") << "7x7-cross"
                           << "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1";
    QTest::newRow("lattice") << "7x7-lattice"
                             << "x1-1-1o/2-1-2/-5-/-2-2-/-5-/2-1-2/o1-1-1x x 0 1";
    QTest::newRow("hexxagon") << "hexxagon"
                              << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1";
    QTest::newRow("hexxagon without holes") << "hexxagon-open"
                                            << "x3o/6/7/8/o7x/8/7/6/x3o x 0 1";
    QTest::newRow("hexxagon ring") << "hexxagon-ring"
                                   << "x3o/6/7/3--3/o2-1-2x/3--3/7/6/x3o x 0 1";
    QTest::newRow("9x9") << "9x9"
                         << "x7o/9/9/9/9/9/9/9/o7x x 0 1";
}

void TestSettingsDialog::aPresetGivesItsPosition() {
    QFETCH(QString, key);
    QFETCH(QString, fen);
    SettingsDialog dialog;
    dialog.show();
    auto* presets = child<QComboBox>(&dialog, "boardPreset");
    const QString name = BoardPresets::find(key).name;
    const int index = presets->findText(name, Qt::MatchEndsWith);
    QVERIFY2(index >= 0, qPrintable(name));
    presets->setCurrentIndex(index);
    QCOMPARE(fenOf(dialog.boardEditor()), fen);
    QCOMPARE(child<QLineEdit>(&dialog, "boardFen")->text(), fen);
    QCOMPARE(QString::fromStdString(write_fen(dialog.boardEditor()->preview()->game()->position())),
             fen);
    QVERIFY(dialog.okButton()->isEnabled());
}

void TestSettingsDialog::aPastedFenGivesItsPosition() {
    SettingsDialog dialog;
    dialog.show();
    BoardEditor* editor = dialog.boardEditor();
    auto* field = child<QLineEdit>(&dialog, "boardFen");
    field->selectAll();
    QTest::keyClicks(field, QStringLiteral("  x4o/6/2--2/2--2/6/o4x o 3 7 "));
    // The preview follows while typing; the field is tidied when editing ends.
    QCOMPARE(fenOf(editor), QStringLiteral("x4o/6/2--2/2--2/6/o4x o 3 7"));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(field->text(), QStringLiteral("x4o/6/2--2/2--2/6/o4x o 3 7"));
    // Enter tidied the field; it did not close the dialog.
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(child<QSpinBox>(&dialog, "boardWidth")->value(), 6);
    QCOMPARE(child<QComboBox>(&dialog, "boardPreset")->currentIndex(), 0);
    dialog.accept();
    QCOMPARE(QString::fromStdString(write_fen(AppSettings().startPosition())),
             QStringLiteral("x4o/6/2--2/2--2/6/o4x o 3 7"));
}

void TestSettingsDialog::eachLevelShowsItsEloForTheBoardChosen() {
    SettingsDialog dialog;
    dialog.show();
    BoardEditor* editor = dialog.boardEditor();
    auto* levels = child<QComboBox>(&dialog, "levelO");
    const auto shown = [levels] {
        QStringList texts;
        for (int i = 0; i < levels->count(); ++i) texts << levels->itemText(i);
        return texts;
    };
    // On the scale the README explains, 500 to 3000: a level above its top
    // (Very hard, whose measure is a floor, and Hard) reads as
    // the top and more, never as a number beyond it.
    const QStringList sevenBySeven{"Very easy (500)", "Easy (1422)", "Medium (2365)",
                                   "Hard (3000+)", "Very hard (3000+)"};
    typeFen(editor, QString::fromLatin1(start_fen.data()));
    QCOMPARE(shown(), sevenBySeven);
    // Hexxagon: the hexagons' measured Elo, which differ.
    typeFen(editor, QString::fromLatin1(hexxagon_fen.data()));
    QCOMPARE(shown(), (QStringList{"Very easy (500)", "Easy (1594)", "Medium (2807)",
                                   "Hard (3000+)", "Very hard (3000+)"}));
    for (int i = 0; i < level_count; ++i) {
        const int elo = level_elo(static_cast<Level>(i), rating::Family::Hexagonal);
        QCOMPARE(levels->itemText(i).endsWith(QStringLiteral("+)")), elo > strength_elo_max);
    }
    // Choosing a level still chooses it.
    levels->setCurrentIndex(3);
    QCOMPARE(dialog.player(Side::O).level, Level::Hard);
}

void TestSettingsDialog::aBadFenShowsWhatIsWrong() {
    SettingsDialog dialog;
    dialog.show();
    const QString bad = QStringLiteral("x5o/7/7/7/7/7/o5xx x 0 1");
    typeFen(dialog.boardEditor(), bad);
    const auto expected = read_fen(bad.toStdString());
    QVERIFY(!expected);
    const QString error = QString::fromStdString(expected.error());
    QVERIFY(child<QLabel>(&dialog, "fenMessage")->isVisible());
    QCOMPARE(child<QLabel>(&dialog, "fenMessage")->text(), error);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(dialog.problem().contains(error));
    // The board keeps the last good layout, and a good FEN clears the error.
    QCOMPARE(fenOf(dialog.boardEditor()), QString::fromLatin1(start_fen));
    typeFen(dialog.boardEditor(), QStringLiteral("startpos"));
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(!child<QLabel>(&dialog, "fenMessage")->isVisible());
    QCOMPARE(child<QLineEdit>(&dialog, "boardFen")->text(), QString::fromLatin1(start_fen));
}

void TestSettingsDialog::shapeAndSizeMakeANewBoard() {
    SettingsDialog dialog;
    dialog.show();
    child<QSpinBox>(&dialog, "boardWidth")->setValue(9);
    child<QSpinBox>(&dialog, "boardHeight")->setValue(5);
    QCOMPARE(fenOf(dialog.boardEditor()), QStringLiteral("x7o/9/9/9/o7x x 0 1"));
    QVERIFY(!child<QSpinBox>(&dialog, "boardSide")->isVisible());
    child<QComboBox>(&dialog, "boardShape")->setCurrentIndex(1);
    QVERIFY(child<QSpinBox>(&dialog, "boardSide")->isVisible());
    QVERIFY(!child<QSpinBox>(&dialog, "boardWidth")->isVisible());
    child<QSpinBox>(&dialog, "boardSide")->setValue(3);
    QCOMPARE(fenOf(dialog.boardEditor()), QStringLiteral("x1o/4/o3x/4/x1o x 0 1"));
    QCOMPARE(child<QSpinBox>(&dialog, "boardSide")->minimum(), 2);
    QCOMPARE(child<QSpinBox>(&dialog, "boardSide")->maximum(), 7);
    QCOMPARE(child<QSpinBox>(&dialog, "boardWidth")->minimum(), 3);
    QCOMPARE(child<QSpinBox>(&dialog, "boardWidth")->maximum(), 11);
}

void TestSettingsDialog::aLayoutSavedUnderANameComesBack() {
    const QString fen = QStringLiteral("x5o/7/7/3-3/7/7/o5x x 0 1");
    {
        SettingsDialog dialog;
        dialog.show();
        typeFen(dialog.boardEditor(), fen);
        QTest::keyClicks(child<QLineEdit>(&dialog, "layoutName"), QStringLiteral("Centre hole"));
        QTest::mouseClick(child<QPushButton>(&dialog, "saveLayout"), Qt::LeftButton);
        // Enter in the name field saves too (the same layout again), and keeps the dialog open.
        QTest::keyClick(child<QLineEdit>(&dialog, "layoutName"), Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(AppSettings().savedLayouts().size(), 1);
        auto* presets = child<QComboBox>(&dialog, "boardPreset");
        QCOMPARE(presets->currentText().trimmed(), QStringLiteral("Centre hole"));
        QVERIFY(child<QPushButton>(&dialog, "deleteLayout")->isEnabled());
        // Saved at once, even when the dialog is cancelled.
        dialog.reject();
    }
    QCOMPARE(AppSettings().savedLayouts(), (QList<SavedLayout>{{"Centre hole", fen}}));

    SettingsDialog dialog;
    dialog.show();
    auto* presets = child<QComboBox>(&dialog, "boardPreset");
    choose(presets, QStringLiteral("Centre hole"));
    QCOMPARE(fenOf(dialog.boardEditor()), fen);
    QTest::mouseClick(child<QPushButton>(&dialog, "deleteLayout"), Qt::LeftButton);
    QVERIFY(AppSettings().savedLayouts().isEmpty());
    QCOMPARE(presets->findText(QStringLiteral("Centre hole"), Qt::MatchContains), -1);
    QCOMPARE(presets->currentIndex(), 0);
}

void TestSettingsDialog::theWindowAppliesTheSettings() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions().settings->trigger();
    auto* dialog = window.findChild<SettingsDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    choose(child<QComboBox>(dialog, "boardPreset"), BoardPresets::find("hexxagon").name);
    child<QComboBox>(dialog, "kindO")->setCurrentIndex(0);
    QTest::keyClicks(child<QLineEdit>(dialog, "nameO"), QStringLiteral("Ada"));
    child<QComboBox>(dialog, "stuckRule")->setCurrentIndex(1);
    child<QComboBox>(dialog, "theme")->setCurrentIndex(2);
    child<QCheckBox>(dialog, "showCoords")->click();
    child<QComboBox>(dialog, "animationSpeed")->setCurrentIndex(0);
    child<QSpinBox>(dialog, "computerPause")->setValue(0);
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);

    // No move was played, so the new board and rules start a game at once.
    const Game& game = window.controller()->game();
    QCOMPARE(QString::fromStdString(write_fen(game.start_position())),
             QString::fromLatin1(hexxagon_fen));
    QCOMPARE(game.rules().stuck, StuckRule::End);
    QVERIFY(!window.controller()->isComputer(Side::O));
    QCOMPARE(window.playerPanel(Side::O)->playerName(), QStringLiteral("Ada"));
    QCOMPARE(window.boardView()->themeChoice(), ThemeChoice::Dark);
    QVERIFY(!window.boardView()->showsCoordinates());
    QVERIFY(!window.actions().showCoordinates->isChecked());
    QCOMPARE(window.boardView()->animationSpeed(), AnimationSpeed::Off);
    QVERIFY(window.actions().speed(AnimationSpeed::Off)->isChecked());
    QCOMPARE(window.controller()->computerPause(), 0);

    // A new window starts the same way.
    MainWindow again;
    QCOMPARE(QString::fromStdString(write_fen(again.controller()->game().start_position())),
             QString::fromLatin1(hexxagon_fen));
    QCOMPARE(again.controller()->game().rules().stuck, StuckRule::End);
    QCOMPARE(again.boardView()->themeChoice(), ThemeChoice::Dark);
}

void TestSettingsDialog::playersOfTheGameOnScreenStayOutOfTheSettings() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Two computers for this game only, as the watch toolbar sets them.
    window.controller()->setPlayer(Side::X, PlayerSetup::engine(Level::Hard));
    window.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::Easy));
    window.controller()->setPaused(true);

    // The dialog shows who plays a new game; OK after a change of colours
    // alone keeps both that and the players of the game on screen.
    window.showSettings();
    auto* dialog = window.findChild<SettingsDialog*>();
    QVERIFY(dialog);
    QCOMPARE(child<QComboBox>(dialog, "kindX")->currentIndex(), 0);
    child<QComboBox>(dialog, "theme")->setCurrentIndex(1);
    dialog->accept();
    QVERIFY(!AppSettings().player(Side::X).computer);
    QCOMPARE(window.controller()->player(Side::X), PlayerSetup::engine(Level::Hard));
    QCOMPARE(window.controller()->player(Side::O), PlayerSetup::engine(Level::Easy));
    QTRY_VERIFY(!window.findChild<SettingsDialog*>());

    // A side changed in the dialog changes in the settings and on screen.
    window.showSettings();
    dialog = window.findChild<SettingsDialog*>();
    child<QComboBox>(dialog, "kindO")->setCurrentIndex(0);
    dialog->accept();
    QVERIFY(!AppSettings().player(Side::O).computer);
    QVERIFY(!window.controller()->isComputer(Side::O));
    QCOMPARE(window.controller()->player(Side::X), PlayerSetup::engine(Level::Hard));
}

void TestSettingsDialog::aChangedBoardAsksBeforeReplacingTheGame() {
    MainWindow window;
    auto recorder = std::make_unique<RecordingPrompter>();
    RecordingPrompter* prompter = recorder.get();
    window.setPrompter(std::move(recorder));
    window.controller()->setPlayer(Side::O, PlayerSetup::human());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.controller()->playHumanMove(
        Move::clone(window.controller()->game().position().geometry().cell_from_name("b6"))));

    // Kept: the rules apply from the next new game.
    prompter->answer = false;
    window.showSettings();
    auto* dialog = window.findChild<SettingsDialog*>();
    child<QCheckBox>(dialog, "repetition")->click();
    dialog->accept();
    QCOMPARE(prompter->questions.size(), 1);
    QCOMPARE(window.controller()->game().length(), 1);
    QVERIFY(AppSettings().rules().threefold_repetition);
    QTRY_VERIFY(!window.findChild<SettingsDialog*>());

    // A change of appearance alone asks nothing.
    window.showSettings();
    dialog = window.findChild<SettingsDialog*>();
    child<QComboBox>(dialog, "theme")->setCurrentIndex(1);
    dialog->accept();
    QCOMPARE(prompter->questions.size(), 1);
    QCOMPARE(window.controller()->game().length(), 1);
    QTRY_VERIFY(!window.findChild<SettingsDialog*>());

    // Replaced.
    prompter->answer = true;
    window.showSettings();
    dialog = window.findChild<SettingsDialog*>();
    choose(child<QComboBox>(dialog, "boardPreset"), BoardPresets::find("7x7-cross").name);
    dialog->accept();
    QCOMPARE(prompter->questions.size(), 2);
    QCOMPARE(window.controller()->game().length(), 0);
    QCOMPARE(QString::fromStdString(write_fen(window.controller()->game().start_position())),
             BoardPresets::find("7x7-cross").fen);
    QVERIFY(window.controller()->game().rules().threefold_repetition);
}

void TestSettingsDialog::newGameWithOpensOnTheBoardAndStarts() {
    MainWindow window;
    auto recorder = std::make_unique<RecordingPrompter>();
    RecordingPrompter* prompter = recorder.get();
    window.setPrompter(std::move(recorder));
    window.controller()->setPlayer(Side::O, PlayerSetup::human());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.controller()->playHumanMove(
        Move::clone(window.controller()->game().position().geometry().cell_from_name("b6"))));
    window.actions().newGameSettings->trigger();
    auto* dialog = window.findChild<SettingsDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->mode(), SettingsDialog::Mode::NewGame);
    QCOMPARE(child<QTabWidget>(dialog, "settingsTabs")->currentIndex(), 0);
    QVERIFY(dialog->okButton()->text().contains(QStringLiteral("Start")));
    // Nothing changed, and still a new game starts, without asking about the
    // board; only the unsaved game in progress is offered for saving first.
    dialog->accept();
    QVERIFY(prompter->questions.isEmpty());
    QCOMPARE(prompter->saveQuestions.size(), 1);
    QCOMPARE(window.controller()->game().length(), 0);
}

void TestSettingsDialog::darkColoursTheWholeWindowAndLightBringsItBack() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions().howToPlay->trigger();
    auto* help = window.findChild<HowToPlayDialog*>();
    QVERIFY(help);
    const QList<BoardView*> diagrams = help->findChildren<BoardView*>();
    QVERIFY(!diagrams.isEmpty());
    QDockWidget* dock = window.watchMode()->outputDock();
    const auto check = [&](bool wantDark) {
        const auto ok = wantDark ? dark : light;
        const PlayerPanel* panel = window.playerPanel(Side::X);
        QVERIFY(ok(panel->palette().color(QPalette::Window)));
        QVERIFY(ok(panel->palette().color(QPalette::Base)));
        QVERIFY(!ok(panel->palette().color(QPalette::WindowText)));
        QVERIFY(ok(window.moveListView()->palette().color(QPalette::Base)));
        QVERIFY(!ok(window.moveListView()->palette().color(QPalette::Text)));
        QVERIFY(ok(window.palette().color(QPalette::Window)));
        QVERIFY(ok(dock->palette().color(QPalette::Window)));
        QVERIFY(ok(help->palette().color(QPalette::Window)));
    };

    // The offscreen platform is light.
    check(false);
    changeSettings(window, [](SettingsDialog* shown) {
        auto* theme = child<QComboBox>(shown, "theme");
        theme->setCurrentIndex(theme->findData(static_cast<int>(ThemeChoice::Dark)));
    });
    check(true);
    QCOMPARE(window.boardView()->themeChoice(), ThemeChoice::Dark);
    // The rules' diagrams follow the chosen theme.
    for (const BoardView* diagram : diagrams) QCOMPARE(diagram->themeChoice(), ThemeChoice::Dark);
    // A dialog opened now is dark too.
    window.actions().settings->trigger();
    SettingsDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<SettingsDialog*>()) && dialog->isVisible());
    QVERIFY(dark(dialog->palette().color(QPalette::Window)));
    QVERIFY(dark(child<QComboBox>(dialog, "theme")->palette().color(QPalette::Base)));
    dialog->reject();
    QTRY_VERIFY(!window.findChild<SettingsDialog*>());

    changeSettings(window, [](SettingsDialog* shown) {
        auto* theme = child<QComboBox>(shown, "theme");
        theme->setCurrentIndex(theme->findData(static_cast<int>(ThemeChoice::Light)));
    });
    check(false);
    for (const BoardView* diagram : diagrams) QCOMPARE(diagram->themeChoice(), ThemeChoice::Light);

    // Following the (light) system is light as well.
    changeSettings(window, [](SettingsDialog* shown) {
        auto* theme = child<QComboBox>(shown, "theme");
        theme->setCurrentIndex(theme->findData(static_cast<int>(ThemeChoice::System)));
    });
    check(false);
}

void TestSettingsDialog::theSoundSettingIsKeptAndMovesAskForTheirSounds() {
    MainWindow window;
    window.controller()->setPlayer(Side::O, PlayerSetup::human());
    auto recorder = std::make_unique<RecordingSoundOutput>();
    RecordingSoundOutput* speakers = recorder.get();
    window.sounds()->setOutput(std::move(recorder));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // On by default.
    QVERIFY(AppSettings().soundOn());
    QVERIFY(window.sounds()->isEnabled());

    // A quieter volume, kept.
    changeSettings(window, [](SettingsDialog* dialog) {
        QVERIFY(child<QCheckBox>(dialog, "soundOn")->isChecked());
        auto* volume = child<QSlider>(dialog, "soundVolume");
        QVERIFY(volume->isEnabled());
        volume->setValue(40);
    });
    QCOMPARE(AppSettings().soundVolume(), 40);
    QCOMPARE(window.sounds()->volume(), 40);

    // A clone clicked on the board: the clone sound, nothing captured.
    BoardView* board = window.boardView();
    const auto click = [&](const char* cell) {
        const int index = window.controller()->game().position().geometry().cell_from_name(cell);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCenter(index).toPoint());
    };
    click("b6");
    QCOMPARE(window.controller()->game().length(), 1);
    QCOMPARE(speakers->played.size(), std::size_t(1));
    QCOMPARE(speakers->played[0].effect, SoundEffect::Clone);
    QVERIFY(speakers->played[0].volume > 0.0 && speakers->played[0].volume < 1.0);
    // A cell that no move of White reaches: the knock.
    QTRY_VERIFY_WITH_TIMEOUT(!board->isAnimating(), 60000);
    click("d4");
    QCOMPARE(window.controller()->game().length(), 1);
    QCOMPARE(speakers->countOf(SoundEffect::Illegal), 1);
    // A jump that captures two: the jump, then two ticks.
    window.startGame(*read_fen("7/7/7/1oox3/7/7/x6 x 0 1"));
    speakers->played.clear();
    click("a1");
    click("c3");
    QCOMPARE(window.controller()->game().length(), 1);
    QCOMPARE(speakers->countOf(SoundEffect::Jump), 1);
    QCOMPARE(speakers->countOf(SoundEffect::Capture), 1);
    const auto capture =
        std::find_if(speakers->played.begin(), speakers->played.end(),
                     [](const auto& p) { return p.effect == SoundEffect::Capture; });
    QCOMPARE(capture->count, 2);

    // Off, kept, and silent.
    changeSettings(window, [](SettingsDialog* dialog) {
        child<QCheckBox>(dialog, "soundOn")->click();
        QVERIFY(!child<QSlider>(dialog, "soundVolume")->isEnabled());
    });
    QVERIFY(!AppSettings().soundOn());
    QVERIFY(!window.sounds()->isEnabled());
    speakers->played.clear();
    window.startGame(*read_fen(start_fen));
    click("b6");
    QCOMPARE(window.controller()->game().length(), 1);
    QVERIFY(speakers->played.empty());
    MainWindow again;
    QVERIFY(!again.sounds()->isEnabled());
    QCOMPARE(again.sounds()->volume(), 40);
}

void TestSettingsDialog::everySoundIsCompiledInAsAShortWaveFile() {
    // What SpeakerOutput plays: mono 16-bit PCM at 22050 Hz, none longer
    // than a second and a half, one capture file per number of pieces.
    QStringList names{QStringLiteral("clone"), QStringLiteral("jump"), QStringLiteral("illegal"),
                      QStringLiteral("gameover")};
    for (int count = 1; count <= Sounds::maxCaptureTicks; ++count)
        names << QStringLiteral("capture%1").arg(count);
    for (const QString& name : names) {
        QFile file(QStringLiteral(":/ataxx/sounds/%1.wav").arg(name));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(name));
        const QByteArray data = file.readAll();
        QVERIFY2(data.size() > 44, qPrintable(name));
        QCOMPARE(data.left(4), QByteArray("RIFF"));
        QCOMPARE(data.mid(8, 4), QByteArray("WAVE"));
        const auto u16 = [&data](int at) {
            return quint16(quint8(data[at]) | quint8(data[at + 1]) << 8);
        };
        const auto u32 = [&](int at) { return quint32(u16(at)) | quint32(u16(at + 2)) << 16; };
        QCOMPARE(u16(20), quint16(1)); // PCM
        QCOMPARE(u16(22), quint16(1)); // mono
        QCOMPARE(u32(24), quint32(22050));
        QCOMPARE(u16(34), quint16(16)); // bits
        const double seconds = u32(40) / 2.0 / 22050.0;
        QVERIFY2(seconds > 0.05 && seconds < 1.5, qPrintable(name));
    }
}

void TestSettingsDialog::theDrawWithoutClonesIsCountedInMovesByEachPlayerEverywhere() {
    // As the move list counts: moves by each player. The Rules page and the
    // rules in Help say the standard limit the same way.
    const QString standard = QStringLiteral("50 moves by each player without a clone");
    SettingsDialog dialog;
    dialog.showPage(SettingsDialog::Page::Rules);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* limitStandard = child<QRadioButton>(&dialog, "limitStandard");
    QVERIFY2(limitStandard->text().contains(standard), qPrintable(limitStandard->text()));
    QVERIFY(child<QRadioButton>(&dialog, "limitOther")
                ->text()
                .contains(QStringLiteral("moves by each player")));
    HowToPlayDialog help;
    const QList<QLabel*> texts = help.findChildren<QLabel*>();
    QVERIFY(std::any_of(texts.begin(), texts.end(), [&standard](const QLabel* label) {
        return label->text().contains(standard);
    }));

    // 20 moves by each player is a draw after 40 moves in all.
    child<QRadioButton>(&dialog, "limitOther")->click();
    child<QSpinBox>(&dialog, "halfmoveLimit")->setValue(20);
    QCOMPARE(dialog.rules().halfmove_limit, 40);
    dialog.reject();
}

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"

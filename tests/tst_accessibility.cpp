// What assistive technology reads through Qt's accessibility interfaces, the
// ones the AT-SPI bridge hands to a screen reader: the board as a table of
// named cells with actions, the keyboard cursor as the focus, the moves and
// their results announced, a name for every control of every window and
// dialog, and Tab reaching each of them. Under the offscreen platform Qt 6.4
// sends no accessibility event (no bridge is active, and an update handler is
// not called then), so the events themselves, as a screen reader receives
// them, are tests/accessibility/tst_atspi.py's, on the real AT-SPI bus.

#include "board/boardaccessible.h"
#include "board/boardpresets.h"
#include "fen.h"
#include "game/announcer.h"
#include "game/movelistview.h"
#include "game/movetext.h"
#include "help/howtoplaydialog.h"
#include "help/manualdialog.h"
#include "library/gameswindow.h"
#include "notation.h"
#include "puzzleswindow/puzzleswindow.h"
#include "reviewmode/reviewsummarydialog.h"
#include "settings/appsettings.h"
#include "settingsdialog/settingsdialog.h"
#include "testwindow.h"
#include "watch/evalgraph.h"
#include "watch/watchmode.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <functional>
#include <vector>

using namespace ataxx;
using ataxx::test::TestWindow;
using ataxx::test::WindowSetup;

namespace {

// The names of a rectangle's cells in reading order.
QStringList rectangleNames(int width, int height) {
    QStringList names;
    for (int row = 0; row < height; ++row)
        for (int column = 0; column < width; ++column)
            names << QStringLiteral("%1%2").arg(QChar(u'a' + column)).arg(height - row);
    return names;
}

QStringList hexagonNames(int side) {
    QStringList names;
    for (int r = -(side - 1); r < side; ++r)
        for (int q = std::max(-(side - 1), -(side - 1) - r); q <= std::min(side - 1, side - 1 - r);
             ++q)
            names << QStringLiteral("%1%2").arg(QChar(u'a' + q + side - 1)).arg(side - r);
    return names;
}

bool isControl(QAccessible::Role role) {
    switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::Slider:
    case QAccessible::SpinBox:
    case QAccessible::EditableText:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::PageTab:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Dial:
    case QAccessible::Chart:
    case QAccessible::Graphic:
    case QAccessible::Canvas:
        return true;
    default:
        return false;
    }
}

QString describe(QAccessibleInterface* iface) {
    QString where;
    for (QAccessibleInterface* p = iface; p; p = p->parent())
        if (p->object() && !p->object()->objectName().isEmpty()) {
            where = p->object()->objectName();
            break;
        }
    return QStringLiteral("%1 (role %2, description \"%3\", in %4)")
        .arg(iface->object() ? QString::fromLatin1(iface->object()->metaObject()->className())
                             : QStringLiteral("-"))
        .arg(iface->role())
        .arg(iface->text(QAccessible::Description), where);
}

// The controls on screen under `iface` that a screen reader could not name.
void collectUnnamed(QAccessibleInterface* iface, QStringList& unnamed, int depth = 0) {
    if (!iface || iface->state().invisible || depth > 40) return;
    if (isControl(iface->role()) && iface->text(QAccessible::Name).trimmed().isEmpty())
        unnamed << describe(iface);
    for (int i = 0; i < iface->childCount(); ++i)
        collectUnnamed(iface->child(i), unnamed, depth + 1);
}

QStringList unnamedControls(QWidget* window) {
    QStringList unnamed;
    collectUnnamed(QAccessible::queryAccessibleInterface(window), unnamed);
    return unnamed;
}

// Whether a person works `w` (as opposed to reading it).
bool interactive(const QWidget* w) {
    if (qobject_cast<const QScrollBar*>(w) || qobject_cast<const QHeaderView*>(w)) return false;
    return qobject_cast<const QAbstractButton*>(w) || qobject_cast<const QComboBox*>(w) ||
           qobject_cast<const QAbstractSlider*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QLineEdit*>(w) || qobject_cast<const QAbstractItemView*>(w) ||
           qobject_cast<const QTabBar*>(w) || qobject_cast<const EvalGraph*>(w) ||
           // A board one plays or edits; a diagram or a preview is a picture.
           (qobject_cast<const BoardView*>(w) &&
            !w->testAttribute(Qt::WA_TransparentForMouseEvents) &&
            (static_cast<const BoardView*>(w)->isInteractive() ||
             static_cast<const BoardView*>(w)->isEditMode()));
}

// An action that the menus or a shortcut reach.
bool reachedOtherwise(const QAction* action) {
    if (!action) return false;
    if (!action->shortcut().isEmpty()) return true;
    for (const QObject* o : action->associatedObjects())
        if (qobject_cast<const QMenu*>(o)) return true;
    return false;
}

// The controls on screen in `window` that Tab never reaches and no menu or
// shortcut stands in for.
QStringList unreachable(QWidget* window) {
    QStringList missed;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (w->window() != window || !w->isVisible() || !w->isEnabled() || !interactive(w))
            continue;
        // Qt's own parts: a dock's title buttons (View menu), a toolbar's
        // extension, a spin box's line (the box has the focus), a table's
        // corner (select all).
        if (w->objectName().startsWith(QLatin1StringView("qt_")) ||
            w->inherits("QTableCornerButton"))
            continue;
        const QWidget* focus = w->focusProxy() ? w->focusProxy() : w;
        if (focus->focusPolicy() & Qt::TabFocus) continue;
        if (const auto* tool = qobject_cast<const QToolButton*>(w);
            tool && reachedOtherwise(tool->defaultAction()))
            continue;
        missed << QStringLiteral("%1 \"%2\" (%3)")
                      .arg(QString::fromLatin1(w->metaObject()->className()),
                           w->accessibleName().isEmpty() ? w->toolTip() : w->accessibleName(),
                           w->objectName());
    }
    return missed;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void theBoardIsATableOfNamedDescribedCells_data();
    void theBoardIsATableOfNamedDescribedCells();
    void aCellsPressPlaysWhatAClickPlays();
    void aSelectedPieceAndItsTargetsAreSaid();
    void theKeyboardCursorIsTheFocus();
    void movesAndTheEndOfTheGameAreAnnounced();
    void theComputersMovesAreAnnouncedToo();
    void movesAreSentences_data();
    void movesAreSentences();
    void hintsAndRefusedClicksAreAnnounced();
    void theGraphSaysWhereTheGameStands();
    void reviewMarksAreSaidInTheMoveList();
    void everyControlOfTheWindowHasANameAndTabReachesIt();
    void everyControlOfEveryDialogHasANameAndTabReachesIt();
};

void TestAccessibility::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_accessibility"));
}

void TestAccessibility::init() {
    AppSettings().clear();
}

void TestAccessibility::theBoardIsATableOfNamedDescribedCells_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QStringList>("names");
    QTest::addRow("7x7") << "7x7" << rectangleNames(7, 7);
    QTest::addRow("blocked 7x7") << "7x7-blocked" << rectangleNames(7, 7);
    QTest::addRow("5x5") << "5x5" << rectangleNames(5, 5);
    QTest::addRow("hexxagon") << "hexxagon" << hexagonNames(5);
    QTest::addRow("hexagon of side 4") << "hex4" << hexagonNames(4);
}

void TestAccessibility::theBoardIsATableOfNamedDescribedCells() {
    QFETCH(QString, preset);
    QFETCH(QStringList, names);
    TestWindow w;
    w.window.chooseBoard(BoardPresets::startPosition(preset));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.board());
    QVERIFY(board);
    // A panel (Orca reads a table's whole row at each step up or down) with
    // the table interface.
    QCOMPARE(board->role(), QAccessible::Grouping);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Board"));
    QVERIFY(!board->text(QAccessible::Description).isEmpty());

    const Position& p = w.game().position();
    const Geometry& g = p.geometry();
    QVERIFY(board->childCount() >= names.size());
    QAccessibleTableInterface* table = board->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), g.row_count());
    QCOMPARE(table->columnCount(), g.width());
    int blocked = 0;
    for (int cell = 0; cell < names.size(); ++cell) {
        QAccessibleInterface* child = board->child(cell);
        QVERIFY(child);
        QCOMPARE(child->role(), QAccessible::Cell);
        QCOMPARE(child->text(QAccessible::Name), names[cell]);
        QCOMPARE(board->indexOfChild(child), cell);
        QCOMPARE(child->parent(), board);
        const QString description = child->text(QAccessible::Description);
        const QString expected = p.blocked().contains(cell)         ? QStringLiteral("blocked")
                                 : p.pieces(Side::X).contains(cell) ? QStringLiteral("Black")
                                 : p.pieces(Side::O).contains(cell) ? QStringLiteral("White")
                                                                    : QStringLiteral("empty");
        QCOMPARE(description, expected);
        blocked += p.blocked().contains(cell) ? 1 : 0;
        // The table finds the cell where the cell says it is, and the
        // cell lies where the view draws it.
        QAccessibleTableCellInterface* tableCell = child->tableCellInterface();
        QVERIFY(tableCell);
        QCOMPARE(table->cellAt(tableCell->rowIndex(), tableCell->columnIndex()), child);
        QCOMPARE(tableCell->rowIndex(), g.row_of(cell));
        QVERIFY(
            child->rect().contains(w.board()->mapToGlobal(w.board()->cellCenter(cell).toPoint())));
        QCOMPARE(board->childAt(child->rect().center().x(), child->rect().center().y()), child);
        QVERIFY(child->state().focusable);
        QVERIFY(child->actionInterface());
        QVERIFY(child->actionInterface()->actionNames().contains(
            QAccessibleActionInterface::pressAction()));
    }
    QCOMPARE(blocked, p.blocked().count());
}

void TestAccessibility::aCellsPressPlaysWhatAClickPlays() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    w.window.newGame();
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.board());
    QAccessibleInterface* b6 = board->child(w.cell("b6"));
    b6->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(w.game().ply(), 1);
    QCOMPARE(w.game().move_at(0), Move::clone(w.cell("b6")));
    QCOMPARE(b6->text(QAccessible::Description), QStringLiteral("Black, last move"));
    // The cursor went there.
    QCOMPARE(w.board()->cursorCell(), w.cell("b6"));

    // A press where a click plays nothing plays nothing, and says why.
    QAccessibleInterface* d4 = board->child(w.cell("d4"));
    d4->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(w.game().ply(), 1);
    QVERIFY(!w.window.announcer()->text().isEmpty());
}

void TestAccessibility::aSelectedPieceAndItsTargetsAreSaid() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    w.window.newGame();
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.board());
    const auto description = [&](const char* cell) {
        return board->child(w.cell(cell))->text(QAccessible::Description);
    };
    board->child(w.cell("a7"))
        ->actionInterface()
        ->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(description("a7"), QStringLiteral("Black, selected"));
    QVERIFY(board->child(w.cell("a7"))->state().selected);
    QCOMPARE(board->tableInterface()->selectedCellCount(), 1);
    QCOMPARE(description("b6"), QStringLiteral("empty, clone target"));
    QCOMPARE(description("c5"), QStringLiteral("empty, jump target"));
    QCOMPARE(description("d4"), QStringLiteral("empty"));
    // The screen reader says nothing of a selection by itself: it is announced.
    QCOMPARE(w.window.announcer()->text(),
             QStringLiteral("a7 selected. Clones to a6, b6, b7. Jumps to a5, b5, c5, c6, c7."));
    board->child(w.cell("a7"))
        ->actionInterface()
        ->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(w.window.announcer()->text(), QStringLiteral("No piece selected."));
    QCOMPARE(description("b6"), QStringLiteral("empty"));
    board->child(w.cell("a7"))
        ->actionInterface()
        ->doAction(QAccessibleActionInterface::pressAction());

    // The jump: the origin left, the destination the last move.
    board->child(w.cell("c5"))
        ->actionInterface()
        ->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(w.game().move_at(0), Move::jump(w.cell("a7"), w.cell("c5")));
    QCOMPARE(description("a7"), QStringLiteral("empty, left by the last move"));
    QCOMPARE(description("c5"), QStringLiteral("Black, last move"));
    QVERIFY(!board->child(w.cell("a7"))->state().selected);
    QCOMPARE(board->tableInterface()->selectedCellCount(), 0);
}

void TestAccessibility::theKeyboardCursorIsTheFocus() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    w.window.newGame();
    w.window.activateWindow();
    w.board()->setFocus();
    QVERIFY(QTest::qWaitFor([&] { return w.board()->hasFocus(); }));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.board());
    QCOMPARE(board->focusChild(), nullptr);    // no cursor yet: the board itself
    QTest::keyClick(w.board(), Qt::Key_Right); // the cursor appears on a7
    QCOMPARE(board->focusChild(), board->child(w.cell("a7")));
    QTest::keyClick(w.board(), Qt::Key_Down);
    QCOMPARE(board->focusChild(), board->child(w.cell("a6")));
    QVERIFY(board->child(w.cell("a6"))->state().focused);
    QVERIFY(!board->child(w.cell("a7"))->state().focused);
    // SetFocus puts the cursor on a cell.
    board->child(w.cell("d4"))
        ->actionInterface()
        ->doAction(QAccessibleActionInterface::setFocusAction());
    QCOMPARE(w.board()->cursorCell(), w.cell("d4"));
    QCOMPARE(board->focusChild(), board->child(w.cell("d4")));
    // Enter there plays as a click does, and is announced.
    QTest::keyClick(w.board(), Qt::Key_Up); // d5
    QTest::keyClick(w.board(), Qt::Key_Left);
    QTest::keyClick(w.board(), Qt::Key_Up);
    QTest::keyClick(w.board(), Qt::Key_Left);
    QTest::keyClick(w.board(), Qt::Key_Up); // b7
    QCOMPARE(w.board()->cursorCell(), w.cell("b7"));
    QTest::keyClick(w.board(), Qt::Key_Return);
    QCOMPARE(w.window.announcer()->text(), QStringLiteral("Black clones to b7. Black 3, White 2."));
}

void TestAccessibility::movesAndTheEndOfTheGameAreAnnounced() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    // Black to move takes White's last piece: the game ends with it.
    w.window.startGame(*read_fen("7/7/7/7/7/1o5/x6 x 0 1"));
    const int before = w.window.announcer()->count();
    w.click("a2");
    const QString said = w.window.announcer()->text();
    QVERIFY2(said.startsWith(QStringLiteral("Black clones to a2 and takes 1. Black 3, White 0. "
                                            "Game over: Black wins")),
             qPrintable(said));
    QCOMPARE(w.window.announcer()->count(), before + 1);
    // A notification whose one line says it, to read as text too.
    QAccessibleInterface* notification =
        QAccessible::queryAccessibleInterface(w.window.announcer());
    QCOMPARE(notification->role(), QAccessible::Notification);
    QCOMPARE(notification->child(0)->text(QAccessible::Name), said);
    QCOMPARE(notification->child(0)->textInterface()->text(0, 5), QStringLiteral("Black"));

    // Undo says where the game is now.
    w.window.actions().undo->trigger();
    QVERIFY2(w.window.announcer()->text().startsWith(QStringLiteral("Move 1")),
             qPrintable(w.window.announcer()->text()));
}

void TestAccessibility::theComputersMovesAreAnnouncedToo() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::VeryEasy));
    w.window.newGame();
    const int before = w.window.announcer()->count();
    w.click("b6");
    QVERIFY(w.waitForPly(2));
    QVERIFY(w.waitUntilIdle());
    QVERIFY(w.window.announcer()->count() >= before + 2);
    const QString said = w.window.announcer()->text();
    QVERIFY2(said.startsWith(QStringLiteral("White ")), qPrintable(said));
    QVERIFY2(said.startsWith(MoveText::sentence(w.game().position_at(1), w.game().move_at(1))),
             qPrintable(said));
}

void TestAccessibility::movesAreSentences_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("sentence");
    QTest::addRow("a clone") << "x5o/7/7/7/7/7/o5x x 0 1"
                             << "b6"
                             << "Black clones to b6.";
    QTest::addRow("a clone that takes") << "x5o/1o5/7/7/7/7/o5x x 0 1"
                                        << "b7"
                                        << "Black clones to b7 and takes 1.";
    QTest::addRow("a jump") << "x5o/7/7/7/7/7/o5x o 0 1"
                            << "g7e5"
                            << "White jumps g7 to e5.";
    QTest::addRow("a jump that takes three") << "x5o/7/3xxx1/7/7/7/o5x o 0 1"
                                             << "g7e6"
                                             << "White jumps g7 to e6 and takes 3.";
    QTest::addRow("a pass") << "7/7/7/7/xxx4/xxx4/oxx4 o 0 1"
                            << "0000"
                            << "White cannot move and passes.";
    QTest::addRow("on a hexagon") << "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1"
                                  << "e8"
                                  << "Black clones to e8.";
}

void TestAccessibility::movesAreSentences() {
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, sentence);
    const auto position = read_fen(fen.toStdString());
    QVERIFY(position);
    const auto m = read_move(*position, move.toStdString());
    QVERIFY(m);
    QCOMPARE(MoveText::sentence(*position, *m), sentence);
}

void TestAccessibility::hintsAndRefusedClicksAreAnnounced() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    w.window.newGame();
    w.click("d4"); // out of reach
    QVERIFY2(w.window.announcer()->text().contains(QStringLiteral("d4")),
             qPrintable(w.window.announcer()->text()));
    const int before = w.window.announcer()->count();
    w.window.actions().hint->trigger();
    QVERIFY(QTest::qWaitFor([&] { return w.window.announcer()->count() > before; },
                            test::eventTimeoutMs));
    QVERIFY2(w.window.announcer()->text().startsWith(QStringLiteral("Hint: ")),
             qPrintable(w.window.announcer()->text()));
    // The hint's cell says so.
    const Move hint = w.board()->hint();
    QVERIFY(!hint.is_none());
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.board());
    QVERIFY(board->child(hint.to())
                ->text(QAccessible::Description)
                .contains(QStringLiteral("the hint's move goes here")));
}

void TestAccessibility::theGraphSaysWhereTheGameStands() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    w.window.newGame();
    EvalGraph* graph = w.window.watchMode()->graph();
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(graph);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Graph"));
    QCOMPARE(iface->text(QAccessible::Description), QStringLiteral("No moves yet"));
    w.click("b6");
    graph->recordEvaluation(0, w.game().position_at(0), 85);
    const QString description = iface->text(QAccessible::Description);
    QVERIFY2(description.contains(QStringLiteral("b6")), qPrintable(description));
    QVERIFY2(description.contains(QStringLiteral("3 – 2")), qPrintable(description));
    QVERIFY2(description.contains(QStringLiteral("+0.85")), qPrintable(description));
    // The keys go through the game as clicks on the points do.
    QSignalSpy asked(graph, &EvalGraph::plySelected);
    QTest::keyClick(graph, Qt::Key_Left);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.takeFirst().at(0).toInt(), 0);
}

void TestAccessibility::reviewMarksAreSaidInTheMoveList() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::human());
    w.window.newGame();
    w.click("b6");
    std::vector<MoveNote> notes(1);
    notes[0].nag = 4; // a blunder; b7 was better
    notes[0].comment = "best b7 +1.00; played -2.50; depth 4";
    w.controller()->annotate(notes);
    MoveListView* list = w.window.moveListView();
    const QModelIndex index = list->modelIndexOfMove(0);
    QCOMPARE(index.data(Qt::DisplayRole).toString(), QStringLiteral("b6??"));
    QCOMPARE(index.data(Qt::AccessibleTextRole).toString(), QStringLiteral("b6, Blunder"));
    // Browsing back to it says its mark.
    w.controller()->goTo(0);
    w.controller()->goTo(1);
    QVERIFY2(w.window.announcer()->text().startsWith(
                 QStringLiteral("Last move: Black clones to b6. Blunder. Better: b7. Move 1")),
             qPrintable(w.window.announcer()->text()));
}

void TestAccessibility::everyControlOfTheWindowHasANameAndTabReachesIt() {
    TestWindow w;
    w.setPlayers(PlayerSetup::human(), PlayerSetup::engine(Level::Medium));
    w.window.newGame();
    w.window.watchMode()->showDocks();
    w.click("b6");
    QVERIFY(w.waitForPly(2));
    QVERIFY(w.waitUntilIdle());
    QCOMPARE(unnamedControls(&w.window), QStringList());
    QVERIFY2(unreachable(&w.window).isEmpty(),
             qPrintable(unreachable(&w.window).join(QStringLiteral("; "))));
}

void TestAccessibility::everyControlOfEveryDialogHasANameAndTabReachesIt() {
    TestWindow w;
    w.window.watchMode()->showTournamentDialog();
    QWidget* tournament = w.window.watchMode()->tournamentDialog();
    QVERIFY(tournament);
    w.window.watchMode()->showEnginesDialog();
    QWidget* engines = w.window.watchMode()->enginesDialog();
    QVERIFY(engines);
    w.window.showPuzzles();
    QWidget* puzzles = w.window.puzzlesWindow();
    QVERIFY(puzzles);
    w.window.showHowToPlay();
    auto* howToPlay = w.window.findChild<HowToPlayDialog*>();
    QVERIFY(howToPlay);
    w.window.showManual();
    auto* manual = w.window.findChild<ManualDialog*>();
    QVERIFY(manual);
    ReviewSummaryDialog summary(&w.window);
    summary.show();
    w.window.showGames();
    QWidget* games = w.window.gamesWindow();
    QVERIFY(games);
    for (QWidget* dialog :
         {tournament, engines, puzzles, static_cast<QWidget*>(howToPlay),
          static_cast<QWidget*>(manual), static_cast<QWidget*>(&summary), games}) {
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        // Each tab in turn.
        const QList<QTabWidget*> tabs = dialog->findChildren<QTabWidget*>();
        for (QTabWidget* tab : tabs.isEmpty() ? QList<QTabWidget*>{nullptr} : tabs) {
            for (int page = 0; page < (tab ? tab->count() : 1); ++page) {
                if (tab) tab->setCurrentIndex(page);
                const QString where = dialog->objectName() + QLatin1Char(' ') +
                                      (tab ? tab->tabText(page) : QString()) + QLatin1String(": ");
                QVERIFY2(unnamedControls(dialog).isEmpty(),
                         qPrintable(where + unnamedControls(dialog).join(QStringLiteral("; "))));
                QVERIFY2(unreachable(dialog).isEmpty(),
                         qPrintable(where + unreachable(dialog).join(QStringLiteral("; "))));
            }
        }
    }
    // Each page of the settings, and New game with…
    for (const auto mode : {SettingsDialog::Mode::Settings, SettingsDialog::Mode::NewGame}) {
        SettingsDialog settings(mode, &w.window);
        settings.show();
        QVERIFY(QTest::qWaitForWindowExposed(&settings));
        for (const auto page : {SettingsDialog::Page::Board, SettingsDialog::Page::Players,
                                SettingsDialog::Page::Rules, SettingsDialog::Page::Appearance,
                                SettingsDialog::Page::Language}) {
            settings.showPage(page);
            QVERIFY2(unnamedControls(&settings).isEmpty(),
                     qPrintable(QStringLiteral("settings page %1: ").arg(static_cast<int>(page)) +
                                unnamedControls(&settings).join(QStringLiteral("; "))));
            QVERIFY2(unreachable(&settings).isEmpty(),
                     qPrintable(QStringLiteral("settings page %1: ").arg(static_cast<int>(page)) +
                                unreachable(&settings).join(QStringLiteral("; "))));
        }
    }
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"

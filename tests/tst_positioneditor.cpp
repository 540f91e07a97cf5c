// The analysis board's position editor, used as a person uses it: cells
// clicked, dragged over and right-clicked, the tools, the symmetries, Clear
// and Start position, the side to move, the keyboard alone; every position the
// rules refuse named under the board with OK held back, in the editor and in
// a FEN typed into the dialog; on a 7 x 7, a hexagonal and a blocked board.
// And the core's checks of a set-up position, one row a reason.

#include "board/boardview.h"
#include "fen.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "settingsdialog/positioneditor.h"
#include "settingsdialog/positioneditordialog.h"
#include "setup.h"

#include <QtTest>

#include <QAccessible>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

#include <optional>

using namespace ataxx;

Q_DECLARE_METATYPE(ataxx::SetupFault)

namespace {

template <typename W>
W* child(const QObject* parent, const char* name) {
    W* widget = parent->findChild<W*>(QLatin1StringView(name));
    if (!widget) qWarning("no child %s", name);
    return widget;
}

Position fromFen(const char* fen, Rules rules = {}) {
    const auto position = read_fen(fen, rules);
    if (!position) qWarning("%s: %s", fen, position.error().c_str());
    return position ? *position : Position();
}

QString fenOf(const PositionEditor* editor) {
    return QString::fromStdString(write_fen(editor->position()));
}

// The rows of the FEN alone: where the pieces and blocked cells stand.
QString rowsOf(const PositionEditor* editor) {
    return QString::fromStdString(write_fen_rows(editor->position()));
}

int cellNamed(const PositionEditor* editor, const char* name) {
    const int cell = editor->position().geometry().cell_from_name(name);
    if (cell < 0) qWarning("no cell %s", name);
    return cell;
}

QPoint centreOf(const PositionEditor* editor, const char* name) {
    return editor->view()->cellCenter(cellNamed(editor, name)).toPoint();
}

void clickCell(PositionEditor* editor, const char* name, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(editor->view(), button, {}, centreOf(editor, name));
}

// A drag with `button` held from the first cell through the others, as the
// mouse sends it: a press, moves with the button down, a release.
void drag(PositionEditor* editor, const std::vector<const char*>& cells,
          Qt::MouseButton button = Qt::LeftButton) {
    QWidget* view = editor->view();
    const auto send = [view](QEvent::Type type, QPoint at, Qt::MouseButton which,
                             Qt::MouseButtons held) {
        QMouseEvent event(type, at, view->mapToGlobal(at), which, held, Qt::NoModifier);
        QApplication::sendEvent(view, &event);
    };
    send(QEvent::MouseButtonPress, centreOf(editor, cells.front()), button, button);
    for (const char* cell : cells) {
        // Halfway from the last cell first, so that the way in between is crossed.
        send(QEvent::MouseMove, centreOf(editor, cell) + QPoint(1, 1), Qt::NoButton, button);
        send(QEvent::MouseMove, centreOf(editor, cell), Qt::NoButton, button);
    }
    send(QEvent::MouseButtonRelease, centreOf(editor, cells.back()), button, Qt::NoButton);
}

// Clicks a radio button on its round mark, where a person aims.
void clickRadio(const QObject* parent, const char* name) {
    auto* button = child<QRadioButton>(parent, name);
    QTest::mouseClick(button, Qt::LeftButton, {},
                      QPoint(button->height() / 2, button->height() / 2));
}

void typeFen(PositionEditorDialog* dialog, const QString& fen) {
    QLineEdit* field = dialog->fenField();
    field->setFocus();
    field->selectAll();
    QTest::keyClicks(field, fen);
}

QString lineOf(const PositionEditor* editor) {
    return child<QLabel>(editor, "setupMessage")->text();
}

} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void theCoreNamesEveryPositionTheRulesRefuse_data();
    void theCoreNamesEveryPositionTheRulesRefuse();
    void aSideThatCannotMovePassesUnderTheDefaultRules();

    void clickingACellPutsThePieceAndClickingItAgainTakesItAway_data();
    void clickingACellPutsThePieceAndClickingItAgainTakesItAway();
    void theRightButtonAndTheEmptyToolTakePiecesAway();
    void aDragPaintsEveryCellItCrosses();
    void aChangeIsRepeatedByTheSymmetry();
    void symmetriesFollowTheShape();
    void clearEmptiesTheBoardAndStartPositionPutsThePiecesBack();
    void aBlockedCellTakesNoPieceAndTheLineSaysSo();
    void theSideToMoveIsChosenWithItsButtons();
    void theKeyboardAloneSetsUpAPosition();
    void theBoardAndItsControlsHaveNamesForAScreenReader();

    void eachRefusedPositionHoldsOkBackAndSaysWhy_data();
    void eachRefusedPositionHoldsOkBackAndSaysWhy();
    void takingTheLastWhitePieceAwayHoldsOkBack();
    void aTypedFenSetsTheBoardAndABadOneIsNamed();
    void theFenFieldFollowsTheBoard();
    void theDialogAnswersThePositionSetUpOrNothing();
    void theBoardIsDrawnInTheThemeChosen();
};

void TestPositionEditor::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_positioneditor"));
    QCOMPARE(Languages::install(QStringLiteral("en")), QStringLiteral("en"));
}

void TestPositionEditor::theCoreNamesEveryPositionTheRulesRefuse_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("stuck");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<SetupFault>("fault");
    QTest::addColumn<QString>("words");
    const auto pass = static_cast<int>(StuckRule::Pass);
    const auto end = static_cast<int>(StuckRule::End);
    const auto fill = static_cast<int>(StuckRule::Fill);
    QTest::newRow("the 7 x 7 start")
        << QString::fromLatin1(start_fen) << pass << false << SetupFault::NoPieces << QString();
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen) << pass << false
                              << SetupFault::NoPieces << QString();
    QTest::newRow("one piece each, far apart")
        << "x10/11/11/11/11/11/11/11/11/11/10o o 37 60" << pass << false << SetupFault::NoPieces
        << QString();
    QTest::newRow("an empty board") << "7/7/7/7/7/7/7 x 0 1" << pass << true << SetupFault::NoPieces
                                    << "there are no pieces on the board";
    QTest::newRow("no White") << "x6/7/7/7/7/7/7 o 0 1" << pass << true
                              << SetupFault::SideHasNoPieces << "White has no pieces";
    QTest::newRow("no Black on a hexagon") << "2o/4/5/4/3 x 0 1" << pass << true
                                           << SetupFault::SideHasNoPieces << "Black has no pieces";
    QTest::newRow("a full board") << "xxx/xoo/ooo x 0 1" << pass << true << SetupFault::BoardFull
                                  << "the board is full";
    QTest::newRow("empty cells out of reach")
        << "xo---/-----/----1 x 0 1" << pass << true << SetupFault::OutOfReach
        << "no piece can reach any of the empty cells (e1)";
    QTest::newRow("the halfmove clock at the limit")
        << "x5o/7/7/7/7/7/o5x x 100 51" << pass << true << SetupFault::ClockRanOut
        << "the halfmove clock is 100, and the rules draw the game at 100";
    QTest::newRow("Black stuck, the end rule")
        << "x--2/---2/---2/5/4o x 0 1" << end << true << SetupFault::SideToMoveStuck
        << "Black is to move and cannot move";
    QTest::newRow("Black stuck, the fill rule")
        << "x--2/---2/---2/5/4o x 0 1" << fill << true << SetupFault::SideToMoveStuck
        << "Black is to move and cannot move";
    QTest::newRow("Black stuck, White to move, the end rule")
        << "x--2/---2/---2/5/4o o 0 1" << end << false << SetupFault::NoPieces << QString();
    QTest::newRow("Black stuck, the default rules")
        << "x--2/---2/---2/5/4o x 0 1" << pass << false << SetupFault::NoPieces << QString();
}

void TestPositionEditor::theCoreNamesEveryPositionTheRulesRefuse() {
    QFETCH(QString, fen);
    QFETCH(int, stuck);
    QFETCH(bool, refused);
    QFETCH(SetupFault, fault);
    QFETCH(QString, words);
    Rules rules;
    rules.stuck = static_cast<StuckRule>(stuck);
    const auto position = read_fen(fen.toStdString(), rules);
    QVERIFY2(position, position.error().c_str());
    const auto problem = setup_problem(*position);
    QCOMPARE(problem.has_value(), refused);
    // What the core refuses is exactly what the rules call a finished game.
    QCOMPARE(position->is_over(), refused);
    if (!problem) return;
    QCOMPARE(problem->fault, fault);
    const QString text = QString::fromStdString(problem->message.text());
    QVERIFY2(text.startsWith(QStringLiteral("the game would already be over: ")), qPrintable(text));
    QVERIFY2(text.contains(words), qPrintable(text));
}

void TestPositionEditor::aSideThatCannotMovePassesUnderTheDefaultRules() {
    QVERIFY(must_pass(fromFen("x--2/---2/---2/5/4o x 0 1")));
    QVERIFY(!must_pass(fromFen("x--2/---2/---2/5/4o o 0 1")));
    QVERIFY(!must_pass(fromFen(start_fen.data())));
    // A finished game has no pass either.
    QVERIFY(!must_pass(fromFen("xxx/xoo/ooo x 0 1")));

    PositionEditor editor;
    editor.setPosition(fromFen("x--2/---2/---2/5/4o x 0 1"));
    QVERIFY(editor.problem().isEmpty());
    QCOMPARE(lineOf(&editor), QStringLiteral("Black cannot move here, and passes."));
}

void TestPositionEditor::clickingACellPutsThePieceAndClickingItAgainTakesItAway_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("withBlack");
    QTest::addColumn<QString>("withWhite");
    QTest::newRow("7 x 7") << QString::fromLatin1(start_fen) << "d4"
                           << "x5o/7/7/3x3/7/7/o5x"
                           << "x5o/7/7/3o3/7/7/o5x";
    QTest::newRow("Hexxagon") << QString::fromLatin1(hexxagon_fen) << "e2"
                              << "x3o/6/7/4-3/o2-4x/4-3/7/4x1/x3o"
                              << "x3o/6/7/4-3/o2-4x/4-3/7/4o1/x3o";
    QTest::newRow("blocked 5 x 9") << "x3o/5/1-1-1/5/5/5/1-1-1/5/o3x x 0 1"
                                   << "c5"
                                   << "x3o/5/1-1-1/5/2x2/5/1-1-1/5/o3x"
                                   << "x3o/5/1-1-1/5/2o2/5/1-1-1/5/o3x";
}

void TestPositionEditor::clickingACellPutsThePieceAndClickingItAgainTakesItAway() {
    QFETCH(QString, start);
    QFETCH(QString, cell);
    QFETCH(QString, withBlack);
    QFETCH(QString, withWhite);
    PositionEditor editor;
    editor.resize(700, 500);
    editor.setPosition(fromFen(qPrintable(start)));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const QString before = rowsOf(&editor);
    const QByteArray name = cell.toLatin1();

    clickRadio(&editor, "toolBlack");
    clickCell(&editor, name.constData());
    QCOMPARE(rowsOf(&editor), withBlack);
    clickCell(&editor, name.constData());
    QCOMPARE(rowsOf(&editor), before);

    clickRadio(&editor, "toolWhite");
    QCOMPARE(editor.tool(), PositionEditor::Tool::WhitePiece);
    clickCell(&editor, name.constData());
    QCOMPARE(rowsOf(&editor), withWhite);
    // A White piece over a Black one replaces it.
    editor.setTool(PositionEditor::Tool::BlackPiece);
    clickCell(&editor, name.constData());
    QCOMPARE(rowsOf(&editor), withBlack);
    // A double click is two clicks: the piece goes and comes back.
    // (A widget gets its press, its release, then the double click for the
    // second press, and its release.)
    QSignalSpy changes(&editor, &PositionEditor::changed);
    clickCell(&editor, name.constData());
    QTest::mouseDClick(editor.view(), Qt::LeftButton, {}, centreOf(&editor, name.constData()));
    QCOMPARE(changes.count(), 2);
    QCOMPARE(rowsOf(&editor), withBlack);
}

void TestPositionEditor::theRightButtonAndTheEmptyToolTakePiecesAway() {
    PositionEditor editor;
    editor.resize(700, 500);
    editor.setPosition(fromFen(start_fen.data()));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    // The right button empties whatever the tool.
    clickCell(&editor, "a7", Qt::RightButton);
    QCOMPARE(rowsOf(&editor), QStringLiteral("6o/7/7/7/7/7/o5x"));
    // On an empty cell it does nothing.
    clickCell(&editor, "a7", Qt::RightButton);
    QCOMPARE(rowsOf(&editor), QStringLiteral("6o/7/7/7/7/7/o5x"));
    clickRadio(&editor, "toolEmpty");
    clickCell(&editor, "g7");
    clickCell(&editor, "d4");
    QCOMPARE(rowsOf(&editor), QStringLiteral("7/7/7/7/7/7/o5x"));
}

void TestPositionEditor::aDragPaintsEveryCellItCrosses() {
    PositionEditor editor;
    editor.resize(700, 500);
    editor.setPosition(fromFen(start_fen.data()));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));

    editor.setTool(PositionEditor::Tool::WhitePiece);
    drag(&editor, {"a4", "b4", "c4", "d4", "d3"});
    QCOMPARE(rowsOf(&editor), QStringLiteral("x5o/7/7/oooo3/3o3/7/o5x"));
    // A drag that starts on the tool's own piece takes pieces away on its way.
    drag(&editor, {"b4", "c4"});
    QCOMPARE(rowsOf(&editor), QStringLiteral("x5o/7/7/o2o3/3o3/7/o5x"));
    // The right button too, whatever stands on the cells.
    drag(&editor, {"g7", "g6", "g5", "g4", "g3", "g2", "g1"}, Qt::RightButton);
    QCOMPARE(rowsOf(&editor), QStringLiteral("x6/7/7/o2o3/3o3/7/o6"));
    // Moving with no button held changes nothing.
    QTest::mouseMove(editor.view(), centreOf(&editor, "e5"));
    QTest::mouseMove(editor.view(), centreOf(&editor, "f5"));
    QCOMPARE(rowsOf(&editor), QStringLiteral("x6/7/7/o2o3/3o3/7/o6"));
}

void TestPositionEditor::aChangeIsRepeatedByTheSymmetry() {
    PositionEditor editor;
    editor.resize(700, 500);
    editor.setPosition(fromFen("7/7/7/7/7/7/7 x 0 1"));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));

    // Four-way on a rectangle: one click makes the start, the mirrored
    // corners going to White.
    editor.setSymmetry(Symmetry::FourWay);
    editor.setTool(PositionEditor::Tool::BlackPiece);
    clickCell(&editor, "a7");
    QCOMPARE(fenOf(&editor), QString::fromLatin1(start_fen));
    // A drag is mirrored at each cell.
    editor.setSymmetry(Symmetry::LeftRight);
    drag(&editor, {"b5", "c5"});
    QCOMPARE(rowsOf(&editor), QStringLiteral("x5o/7/1xx1oo1/7/7/7/o5x"));
    // The right button empties the images too.
    clickCell(&editor, "b5", Qt::RightButton);
    QCOMPARE(rowsOf(&editor), QStringLiteral("x5o/7/2x1o2/7/7/7/o5x"));

    // On Hexxagon's board, a sixth of a turn gives the start from one click;
    // its blocked cells stay.
    editor.setPosition(fromFen("5/6/7/4-3/3-5/4-3/7/6/5 x 0 1"));
    editor.setSymmetry(Symmetry::Rotate6);
    clickCell(&editor, "e9");
    QCOMPARE(fenOf(&editor), QString::fromLatin1(hexxagon_fen));
}

void TestPositionEditor::symmetriesFollowTheShape() {
    PositionEditor editor;
    editor.setPosition(fromFen(start_fen.data()));
    editor.setSymmetry(Symmetry::FourWay);
    QCOMPARE(editor.symmetry(), Symmetry::FourWay);
    // A hexagon has no four-way mirror: the choice goes back to none.
    editor.setPosition(fromFen(hexxagon_fen.data()));
    QCOMPARE(editor.symmetry(), Symmetry::None);
    editor.setSymmetry(Symmetry::Rotate3);
    QCOMPARE(editor.symmetry(), Symmetry::Rotate3);
    editor.setSymmetry(Symmetry::LeftRight);
    QCOMPARE(editor.symmetry(), Symmetry::Rotate3);
}

void TestPositionEditor::clearEmptiesTheBoardAndStartPositionPutsThePiecesBack() {
    PositionEditorDialog dialog(fromFen("x3o/6/7/4-3/o2-4x/4-3/7/4x1/x3o o 17 30"),
                                ThemeChoice::Dark);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    PositionEditor* editor = dialog.editor();
    QVERIFY(dialog.okButton()->isEnabled());

    QTest::mouseClick(child<QPushButton>(&dialog, "clearBoard"), Qt::LeftButton);
    // The blocked cells stay, and so does the side to move; the clocks start again.
    QCOMPARE(fenOf(editor), QStringLiteral("5/6/7/4-3/3-5/4-3/7/6/5 o 0 1"));
    QVERIFY(!dialog.okButton()->isEnabled());
    QCOMPARE(lineOf(editor),
             QStringLiteral("The game would already be over: there are no pieces on the board."));

    QTest::mouseClick(child<QPushButton>(&dialog, "startPosition"), Qt::LeftButton);
    QCOMPARE(fenOf(editor), QString::fromLatin1(hexxagon_fen));
    QVERIFY(dialog.okButton()->isEnabled());
    QCOMPARE(dialog.fenField()->text(), QString::fromLatin1(hexxagon_fen));

    // A blocked corner of a rectangle keeps no start piece.
    editor->setPosition(fromFen("-5o/7/7/3x3/7/7/o5x o 0 1"));
    QTest::mouseClick(child<QPushButton>(&dialog, "startPosition"), Qt::LeftButton);
    QCOMPARE(fenOf(editor), QStringLiteral("-5o/7/7/7/7/7/o5x x 0 1"));
}

void TestPositionEditor::aBlockedCellTakesNoPieceAndTheLineSaysSo() {
    PositionEditor editor;
    editor.resize(700, 500);
    editor.setPosition(fromFen("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1"));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    clickCell(&editor, "c5");
    QCOMPARE(rowsOf(&editor), QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x"));
    QVERIFY2(lineOf(&editor).contains(QStringLiteral("c5 is blocked")),
             qPrintable(lineOf(&editor)));
    // The next change lets the note go.
    clickCell(&editor, "d4");
    QVERIFY2(!lineOf(&editor).contains(QStringLiteral("blocked")), qPrintable(lineOf(&editor)));
    // A symmetry's image that falls on a blocked cell is left alone.
    editor.setSymmetry(Symmetry::FourWay);
    editor.setPosition(fromFen("x5o/7/2-4/7/7/7/o5x x 0 1"));
    clickCell(&editor, "e5");
    QCOMPARE(rowsOf(&editor), QStringLiteral("x5o/7/2-1x2/7/2x1o2/7/o5x"));
}

void TestPositionEditor::theSideToMoveIsChosenWithItsButtons() {
    PositionEditorDialog dialog(fromFen(start_fen.data()), ThemeChoice::Dark);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    PositionEditor* editor = dialog.editor();
    QVERIFY(child<QRadioButton>(editor, "sideBlack")->isChecked());
    clickRadio(editor, "sideWhite");
    QCOMPARE(editor->sideToMove(), Side::O);
    QCOMPARE(dialog.fenField()->text(), QStringLiteral("x5o/7/7/7/7/7/o5x o 0 1"));
    QVERIFY2(lineOf(editor).startsWith(QStringLiteral("White to move")),
             qPrintable(lineOf(editor)));
    // A FEN with Black to move sets the button back.
    typeFen(&dialog, QString::fromLatin1(start_fen));
    QVERIFY(child<QRadioButton>(editor, "sideBlack")->isChecked());
    QCOMPARE(dialog.position().side_to_move(), Side::X);
}

void TestPositionEditor::theKeyboardAloneSetsUpAPosition() {
    PositionEditorDialog dialog(fromFen(start_fen.data()), ThemeChoice::Dark);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    PositionEditor* editor = dialog.editor();
    BoardView* view = editor->view();
    // The board has the keys when the dialog opens.
    QTRY_VERIFY(view->hasFocus());
    // The first arrow shows the cursor on a Black piece (a7), the next move it.
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->cursorCell(), cellNamed(editor, "a7"));
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_B);
    QCOMPARE(rowsOf(editor), QStringLiteral("xx4o/7/7/7/7/7/o5x"));
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_W);
    QCOMPARE(rowsOf(editor), QStringLiteral("xx4o/1o5/7/7/7/7/o5x"));
    // x and o are the FEN's letters for the same.
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_X);
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_O);
    QCOMPARE(rowsOf(editor), QStringLiteral("xx4o/1oxo3/7/7/7/7/o5x"));
    // Delete empties; a letter again on the same piece keeps it.
    QTest::keyClick(view, Qt::Key_Delete);
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_B);
    QCOMPARE(rowsOf(editor), QStringLiteral("xx4o/1ox4/7/7/7/7/o5x"));
    // Space uses the tool chosen, as a click does.
    editor->setTool(PositionEditor::Tool::WhitePiece);
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(rowsOf(editor), QStringLiteral("xx4o/1ox4/2o4/7/7/7/o5x"));
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(rowsOf(editor), QStringLiteral("xx4o/1ox4/7/7/7/7/o5x"));
    // Enter on the board does not close the dialog.
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(dialog.isVisible());
    QCOMPARE(rowsOf(editor), QStringLiteral("xx4o/1ox4/2o4/7/7/7/o5x"));
    // The side to move and the tools are reached by their keys.
    QTest::keyClick(&dialog, Qt::Key_H, Qt::AltModifier);
    QTRY_COMPARE(editor->sideToMove(), Side::O);
    QTest::keyClick(&dialog, Qt::Key_E, Qt::AltModifier);
    QTRY_COMPARE(editor->tool(), PositionEditor::Tool::Empty);
}

void TestPositionEditor::theBoardAndItsControlsHaveNamesForAScreenReader() {
    PositionEditorDialog dialog(fromFen(start_fen.data()), ThemeChoice::Dark);
    PositionEditor* editor = dialog.editor();
    QVERIFY(!editor->view()->accessibleName().isEmpty());
    QVERIFY(editor->view()->accessibleDescription().contains(QStringLiteral("Delete")));
    for (const char* name : {"toolBlack", "toolWhite", "toolEmpty", "sideBlack", "sideWhite"})
        QVERIFY2(!child<QRadioButton>(editor, name)->text().isEmpty(), name);
    for (const char* name : {"clearBoard", "startPosition"})
        QVERIFY2(!child<QPushButton>(editor, name)->text().isEmpty(), name);
    // Each cell says what stands on it.
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(editor->view());
    QVERIFY(board);
    QAccessibleInterface* a7 = board->child(cellNamed(editor, "a7"));
    QVERIFY(a7);
    QCOMPARE(a7->text(QAccessible::Name), QStringLiteral("a7"));
    QVERIFY2(a7->text(QAccessible::Description).contains(QStringLiteral("Black")),
             qPrintable(a7->text(QAccessible::Description)));
}

void TestPositionEditor::eachRefusedPositionHoldsOkBackAndSaysWhy_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("line");
    QTest::newRow("no pieces") << "7/7/7/7/7/7/7 x 0 1"
                               << "The game would already be over: there are no pieces on the "
                                  "board.";
    QTest::newRow("no Black") << "6o/7/7/7/7/7/o6 x 0 1"
                              << "The game would already be over: Black has no pieces.";
    QTest::newRow("no White on a hexagon")
        << "x3x/6/7/4-3/4-4/4-3/7/6/5 o 0 1"
        << "The game would already be over: White has no pieces.";
    QTest::newRow("full") << "xxx/xoo/ooo x 0 1"
                          << "The game would already be over: the board is full.";
    QTest::newRow("out of reach") << "xo---/-----/----1 o 0 1"
                                  << "The game would already be over: no piece can reach any of "
                                     "the empty cells (e1).";
    QTest::newRow("clock") << "x5o/7/7/7/7/7/o5x x 120 70"
                           << "The game would already be over: the halfmove clock is 120, and "
                              "the rules draw the game at 100.";
}

void TestPositionEditor::eachRefusedPositionHoldsOkBackAndSaysWhy() {
    QFETCH(QString, fen);
    QFETCH(QString, line);
    PositionEditorDialog dialog(fromFen(start_fen.data()), ThemeChoice::Dark);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.okButton()->isEnabled());
    typeFen(&dialog, fen);
    QCOMPARE(rowsOf(dialog.editor()), fen.section(QLatin1Char(' '), 0, 0));
    QVERIFY(!dialog.okButton()->isEnabled());
    QCOMPARE(lineOf(dialog.editor()), line);
    QCOMPARE(dialog.problem(), line);
    // Enter in the field, or OK clicked anyway, closes nothing.
    QTest::keyClick(dialog.fenField(), Qt::Key_Return);
    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TestPositionEditor::takingTheLastWhitePieceAwayHoldsOkBack() {
    PositionEditorDialog dialog(fromFen("x5o/7/7/7/7/7/7 x 0 1"), ThemeChoice::Dark);
    dialog.resize(800, 600);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.okButton()->isEnabled());
    clickCell(dialog.editor(), "g7", Qt::RightButton);
    QVERIFY(!dialog.okButton()->isEnabled());
    QCOMPARE(lineOf(dialog.editor()),
             QStringLiteral("The game would already be over: White has no pieces."));
    dialog.editor()->setTool(PositionEditor::Tool::WhitePiece);
    clickCell(dialog.editor(), "d4");
    QVERIFY(dialog.okButton()->isEnabled());
    QCOMPARE(lineOf(dialog.editor()), QStringLiteral("Black to move. Pieces: Black 1, White 1."));
}

void TestPositionEditor::aTypedFenSetsTheBoardAndABadOneIsNamed() {
    PositionEditorDialog dialog(fromFen(start_fen.data()), ThemeChoice::Dark);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* fenMessage = child<QLabel>(&dialog, "setupFenMessage");

    // A FEN that reads sets the board at once, even another board's.
    typeFen(&dialog, QStringLiteral("  x4o/6/2--2/2--2/6/o4x o 3 7 "));
    QCOMPARE(fenOf(dialog.editor()), QStringLiteral("x4o/6/2--2/2--2/6/o4x o 3 7"));
    QVERIFY(dialog.okButton()->isEnabled());
    // The field keeps what was typed until editing ends, then shows the FEN as written.
    QCOMPARE(dialog.fenField()->text(), QStringLiteral("  x4o/6/2--2/2--2/6/o4x o 3 7 "));
    QTest::keyClick(dialog.fenField(), Qt::Key_Return);
    QCOMPARE(dialog.fenField()->text(), QStringLiteral("x4o/6/2--2/2--2/6/o4x o 3 7"));

    // One that does not read is named under the field, and OK waits.
    typeFen(&dialog, QStringLiteral("x5o/7/7/7/7/7/o5x q"));
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(fenMessage->isVisible());
    QCOMPARE(fenMessage->text(),
             QStringLiteral("The FEN cannot be read: the side to move must be x or o, not 'q'"));
    // The board stays as it was.
    QCOMPARE(fenOf(dialog.editor()), QStringLiteral("x4o/6/2--2/2--2/6/o4x o 3 7"));
    // Leaving the field keeps the bad text to be mended.
    dialog.editor()->setFocus();
    QCOMPARE(dialog.fenField()->text(), QStringLiteral("x5o/7/7/7/7/7/o5x q"));
    QVERIFY(!dialog.okButton()->isEnabled());

    // Mending it sets the board.
    typeFen(&dialog, QStringLiteral("x5o/7/7/7/7/7/o5x o"));
    QVERIFY(!fenMessage->isVisible());
    QVERIFY(dialog.okButton()->isEnabled());
    QCOMPARE(fenOf(dialog.editor()), QStringLiteral("x5o/7/7/7/7/7/o5x o 0 1"));

    // Another bad one, then a change on the board: the board wins.
    typeFen(&dialog, QStringLiteral("x5o/7/7/7"));
    QVERIFY(!dialog.okButton()->isEnabled());
    dialog.editor()->paintCell(cellNamed(dialog.editor(), "d4"), PositionEditor::Tool::BlackPiece);
    QVERIFY(!fenMessage->isVisible());
    QVERIFY(dialog.okButton()->isEnabled());
    QCOMPARE(dialog.fenField()->text(), QStringLiteral("x5o/7/7/3x3/7/7/o5x o 0 1"));
}

void TestPositionEditor::theFenFieldFollowsTheBoard() {
    PositionEditorDialog dialog(fromFen(hexxagon_fen.data()), ThemeChoice::Dark);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.fenField()->text(), QString::fromLatin1(hexxagon_fen));
    clickCell(dialog.editor(), "e5");
    QCOMPARE(dialog.fenField()->text(), QStringLiteral("x3o/6/7/4-3/o2-x3x/4-3/7/6/x3o x 0 1"));
}

void TestPositionEditor::theDialogAnswersThePositionSetUpOrNothing() {
    const Position start = fromFen(start_fen.data(), Rules{StuckRule::End, 50, true});
    // OK: the position as set up, under the rules it came with.
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<PositionEditorDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->editor()->paintCell(dialog->editor()->position().geometry().cell_from_name("d4"),
                                    PositionEditor::Tool::WhitePiece);
        dialog->okButton()->click();
    });
    const std::optional<Position> set =
        PositionEditorDialog::setUpPosition(start, ThemeChoice::Dark);
    QVERIFY(set);
    QCOMPARE(QString::fromStdString(write_fen(*set)), QStringLiteral("x5o/7/7/3o3/7/7/o5x x 0 1"));
    QVERIFY(set->rules() == start.rules());
    // Cancel: nothing.
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<PositionEditorDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->editor()->clearBoard();
        dialog->reject();
    });
    QVERIFY(!PositionEditorDialog::setUpPosition(start, ThemeChoice::Dark));
}

void TestPositionEditor::theBoardIsDrawnInTheThemeChosen() {
    for (const ThemeChoice choice : {ThemeChoice::Light, ThemeChoice::Dark}) {
        PositionEditorDialog dialog(fromFen(start_fen.data()), choice);
        dialog.resize(800, 600);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        BoardView* view = dialog.editor()->view();
        const QImage picture = view->grab().toImage();
        // The view's own background, light on light and dark on dark.
        const QColor background = picture.pixelColor(2, 2);
        if (choice == ThemeChoice::Light)
            QVERIFY2(background.lightness() > 170, qPrintable(background.name()));
        else
            QVERIFY2(background.lightness() < 110, qPrintable(background.name()));
        // The pieces stand out from their cells: Black dark, White light.
        const auto at = [&](const char* cell) {
            const QPointF centre = view->cellCenter(cellNamed(dialog.editor(), cell));
            return picture.pixelColor((centre * picture.devicePixelRatio()).toPoint());
        };
        QVERIFY2(at("a7").lightness() < 90, qPrintable(at("a7").name()));
        QVERIFY2(at("g7").lightness() > 170, qPrintable(at("g7").name()));
    }
}

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"

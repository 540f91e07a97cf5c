// The board view, clicked and typed at like a player would: clones and jumps
// on 7x7, Hexxagon and boards with blocked cells; clicks that must do nothing;
// targets drawn in two styles; input during an animation; the keyboard; hit
// testing on every board shape; and animation on and off ending in the same
// picture.

#include "board/boardview.h"
#include "fen.h"
#include "notation.h"
#include "printing.h"

#include <QtTest>

#include <memory>

using namespace ataxx;

namespace {

const QString classicFen = QStringLiteral("x5o/7/7/7/7/7/o5x x 0 1");
const QString hexxagonFen = QStringLiteral("x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1");
const QString blockedFen = QStringLiteral("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");

// Waits for an animation or a timer, with room for a machine under full
// load: they cost nothing when it ends early.
constexpr int eventTimeoutMs = 60000;

Position positionFrom(const QString& fen) {
    const auto position = read_fen(fen.toStdString());
    return position ? *position : Position();
}

// A board view on its own game, where every move the view chooses is played
// and shown, as the main window does.
class Board {
public:
    explicit Board(const QString& fen, AnimationSpeed speed = AnimationSpeed::Off)
        : game(positionFrom(fen)) {
        view.setAnimationSpeed(speed);
        view.setGame(&game);
        view.resize(480, 480);
        QObject::connect(&view, &BoardView::moveChosen, &view, [this](Move move) {
            chosen.push_back(move);
            if (game.play(move)) view.showPosition(true);
        });
    }

    [[nodiscard]] int cell(const QString& name) const {
        return game.position().geometry().cell_from_name(name.toStdString());
    }
    void click(const QString& name) { clickAt(view.cellCenter(cell(name)).toPoint()); }
    void clickAt(QPoint point) { QTest::mouseClick(&view, Qt::LeftButton, {}, point); }
    [[nodiscard]] QString moveText(int index) const {
        return QString::fromStdString(
            move_to_string(game.position().geometry(), game.move_at(index)));
    }
    [[nodiscard]] bool waitForAnimation() {
        return QTest::qWaitFor([this] { return !view.isAnimating(); }, eventTimeoutMs);
    }

    Game game;
    BoardView view;
    std::vector<Move> chosen;
};

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void clickingAnEmptyCellNextToYourPiecePlaysACloneThere_data();
    void clickingAnEmptyCellNextToYourPiecePlaysACloneThere();
    void selectingAPieceThenACellTwoAwayPlaysAJump_data();
    void selectingAPieceThenACellTwoAwayPlaysAJump();
    void selectingAPieceThenANeighbourClonesFromIt();
    void clicksThatNameNoLegalMoveChangeNothing_data();
    void clicksThatNameNoLegalMoveChangeNothing();
    void aSelectedPieceShowsCloneAndJumpTargetsInTwoStyles();
    void clickingTheSelectedPieceAgainDeselectsIt();
    void clicksDuringAnAnimationAreIgnored();
    void aNonInteractiveBoardIgnoresClicks();
    void arrowKeysAndEnterPlayMoves_data();
    void arrowKeysAndEnterPlayMoves();
    void everyCellCentreLiesInItsOwnCell_data();
    void everyCellCentreLiesInItsOwnCell();
    void animationOnAndOffEndInTheSameBoard_data();
    void animationOnAndOffEndInTheSameBoard();
    void aHintIsMarkedAndGoesAwayByItself();
    void undoingClearsTheSelection();
};

void TestBoardView::clickingAnEmptyCellNextToYourPiecePlaysACloneThere_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("target");
    QTest::newRow("7x7") << classicFen << "b6";
    QTest::newRow("7x7, other corner") << classicFen << "f2";
    QTest::newRow("Hexxagon") << hexxagonFen << "e8";
    QTest::newRow("Hexxagon, right corner") << hexxagonFen << "h5";
    QTest::newRow("blocked cells") << blockedFen << "b6";
    QTest::newRow("11x11") << "x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1"
                           << "j2";
}

void TestBoardView::clickingAnEmptyCellNextToYourPiecePlaysACloneThere() {
    QFETCH(QString, fen);
    QFETCH(QString, target);
    Board board(fen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    const int before = board.game.position().pieces(Side::X).count();

    board.click(target);

    QCOMPARE(board.game.ply(), 1);
    QVERIFY(board.game.move_at(0).is_clone());
    QCOMPARE(board.moveText(0), target);
    QCOMPARE(board.game.position().pieces(Side::X).count(), before + 1);
}

void TestBoardView::selectingAPieceThenACellTwoAwayPlaysAJump_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("7x7") << classicFen << "a7"
                         << "c5";
    QTest::newRow("7x7, straight") << classicFen << "g1"
                                   << "e1";
    QTest::newRow("Hexxagon") << hexxagonFen << "e9"
                              << "e7";
    QTest::newRow("Hexxagon, from the right") << hexxagonFen << "i5"
                                              << "g5";
    QTest::newRow("blocked cells") << blockedFen << "g1"
                                   << "e2";
    QTest::newRow("over a blocked cell") << "7/7/7/3x3/3-3/7/o5o x 0 1"
                                         << "d4"
                                         << "d2";
}

void TestBoardView::selectingAPieceThenACellTwoAwayPlaysAJump() {
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    Board board(fen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));

    board.click(from);
    QCOMPARE(board.view.selectedCell(), board.cell(from));
    QCOMPARE(board.game.ply(), 0);
    board.click(to);

    QCOMPARE(board.game.ply(), 1);
    QVERIFY(board.game.move_at(0).is_jump());
    QCOMPARE(board.moveText(0), from + to);
    QCOMPARE(board.game.position().cell_char(board.cell(from)), '.');
    QCOMPARE(board.game.position().cell_char(board.cell(to)), 'x');
    QCOMPARE(board.view.selectedCell(), -1);
}

void TestBoardView::selectingAPieceThenANeighbourClonesFromIt() {
    Board board(classicFen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    board.click("g1");
    board.click("f1");
    QCOMPARE(board.game.ply(), 1);
    QCOMPARE(board.moveText(0), QStringLiteral("f1"));
    QCOMPARE(board.game.position().pieces(Side::X).count(), 3);
}

void TestBoardView::clicksThatNameNoLegalMoveChangeNothing_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("clicks");
    QTest::newRow("an opponent piece") << classicFen << QStringList{"g7"};
    QTest::newRow("an empty cell out of reach") << classicFen << QStringList{"d4"};
    QTest::newRow("a jump target with nothing selected") << classicFen << QStringList{"c5"};
    QTest::newRow("three cells away") << classicFen << QStringList{"a7", "d4"};
    QTest::newRow("a piece, then an opponent piece") << classicFen << QStringList{"a7", "g7"};
    QTest::newRow("a blocked cell as a jump target") << blockedFen << QStringList{"a7", "c5"};
    QTest::newRow("a blocked cell") << blockedFen << QStringList{"c3"};
    QTest::newRow("a blocked hexagon") << hexxagonFen << QStringList{"d5"};
    QTest::newRow("Hexxagon, three away") << hexxagonFen << QStringList{"e9", "e6"};
    QTest::newRow("a finished game")
        << "xxxxxxx/7/7/7/7/7/7 x 0 1" << QStringList{"a6", "a7", "a5"};
    QTest::newRow("White's piece on Black's turn") << classicFen << QStringList{"a1", "b2"};
}

void TestBoardView::clicksThatNameNoLegalMoveChangeNothing() {
    QFETCH(QString, fen);
    QFETCH(QStringList, clicks);
    Board board(fen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    QSignalSpy chosen(&board.view, &BoardView::moveChosen);
    const Position before = board.game.position();

    for (const QString& name : clicks) {
        QVERIFY2(board.cell(name) >= 0, qPrintable(name));
        board.click(name);
    }
    // Outside the board altogether, too.
    board.clickAt(QPoint(1, 1));

    QCOMPARE(chosen.count(), 0);
    QCOMPARE(board.game.ply(), 0);
    QCOMPARE(board.game.position(), before);
}

void TestBoardView::aSelectedPieceShowsCloneAndJumpTargetsInTwoStyles() {
    Board board(classicFen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    const QImage before = board.view.grab().toImage();
    board.click("a7");
    const QImage after = board.view.grab().toImage();

    const auto centre = [&](const QImage& image, const QString& name) {
        return image.pixelColor(board.view.cellCenter(board.cell(name)).toPoint());
    };
    const auto cellChanged = [&](const QString& name) {
        const QPointF c = board.view.cellCenter(board.cell(name));
        const int r = 18;
        for (int dx = -r; dx <= r; dx += 2)
            for (int dy = -r; dy <= r; dy += 2) {
                const QPoint p = (c + QPointF(dx, dy)).toPoint();
                if (before.pixelColor(p) != after.pixelColor(p)) return true;
            }
        return false;
    };

    const Geometry& g = board.game.position().geometry();
    QCOMPARE(board.view.cloneTargets().count(), 3);
    QCOMPARE(board.view.jumpTargets().count(), 5);
    QVERIFY(board.view.cloneTargets().contains(g.cell_from_name("b6")));
    QVERIFY(board.view.jumpTargets().contains(g.cell_from_name("c5")));
    // A clone target is a solid dot (its centre changes); a jump target is a ring
    // (the cell changes, its centre does not); a cell out of reach stays as it was.
    QCOMPARE_NE(centre(before, "b6"), centre(after, "b6"));
    QVERIFY(cellChanged("b6"));
    QCOMPARE(centre(before, "c5"), centre(after, "c5"));
    QVERIFY(cellChanged("c5"));
    QVERIFY(!cellChanged("d4"));
    QVERIFY(!cellChanged("e2"));
}

void TestBoardView::clickingTheSelectedPieceAgainDeselectsIt() {
    Board board(classicFen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    board.click("a7");
    QCOMPARE(board.view.selectedCell(), board.cell("a7"));
    board.click("a7");
    QCOMPARE(board.view.selectedCell(), -1);
    board.click("g1");
    QTest::keyClick(&board.view, Qt::Key_Escape);
    QCOMPARE(board.view.selectedCell(), -1);
    QCOMPARE(board.game.ply(), 0);
}

void TestBoardView::clicksDuringAnAnimationAreIgnored() {
    Board board(classicFen, AnimationSpeed::Slow);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    QSignalSpy finished(&board.view, &BoardView::animationFinished);

    board.click("b6");
    QCOMPARE(board.game.ply(), 1);
    QVERIFY(board.view.isAnimating());
    // White's clone, clicked while Black's move is still being shown.
    board.click("b2");
    board.click("a1");
    QTest::keyClick(&board.view, Qt::Key_Return);
    QCOMPARE(board.game.ply(), 1);
    QCOMPARE(board.chosen.size(), std::size_t{1});

    QVERIFY(finished.wait(eventTimeoutMs));
    QVERIFY(!board.view.isAnimating());
    board.click("b2");
    QCOMPARE(board.game.ply(), 2);
    QCOMPARE(board.moveText(1), QStringLiteral("b2"));
}

void TestBoardView::aNonInteractiveBoardIgnoresClicks() {
    Board board(classicFen);
    board.view.setInteractive(false);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    board.click("b6");
    board.click("a7");
    QCOMPARE(board.game.ply(), 0);
    QCOMPARE(board.view.selectedCell(), -1);
    board.view.setInteractive(true);
    board.click("b6");
    QCOMPARE(board.game.ply(), 1);
}

void TestBoardView::arrowKeysAndEnterPlayMoves_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<QString>("expected");
    const int enter = Qt::Key_Return;
    // The first arrow shows the cursor on the first piece of the side to move.
    QTest::newRow("7x7 clone") << classicFen
                               << QList<int>{Qt::Key_Right, enter, Qt::Key_Right, Qt::Key_Down,
                                             enter}
                               << "b6";
    QTest::newRow("7x7 jump") << classicFen
                              << QList<int>{Qt::Key_Down, Qt::Key_Space, Qt::Key_Down,
                                            Qt::Key_Down, Qt::Key_Right, Qt::Key_Right,
                                            enter}
                              << "a7c5";
    QTest::newRow("Hexxagon clone")
        << hexxagonFen << QList<int>{Qt::Key_Left, enter, Qt::Key_Down, enter} << "e8";
    QTest::newRow("Hexxagon jump")
        << hexxagonFen
        << QList<int>{Qt::Key_Up, enter, Qt::Key_Down, Qt::Key_Down, Qt::Key_Left, enter} << "e9d7";
}

void TestBoardView::arrowKeysAndEnterPlayMoves() {
    QFETCH(QString, fen);
    QFETCH(QList<int>, keys);
    QFETCH(QString, expected);
    Board board(fen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    board.view.setFocus();
    for (const int key : keys) QTest::keyClick(&board.view, static_cast<Qt::Key>(key));
    QCOMPARE(board.game.ply(), 1);
    QCOMPARE(board.moveText(0), expected);
}

void TestBoardView::everyCellCentreLiesInItsOwnCell_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("coordinates");
    QTest::addColumn<QSize>("size");
    const QSize square(400, 400);
    const QSize wide(900, 300);
    const QSize tall(250, 700);
    QTest::newRow("7x7") << classicFen << true << square;
    QTest::newRow("7x7 wide, no coordinates") << classicFen << false << wide;
    QTest::newRow("3x5 tall") << "x1o/3/3/3/o1x x 0 1" << true << tall;
    QTest::newRow("11x11") << "x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1" << true << square;
    QTest::newRow("hexagon 2") << "xo/o1x/xo x 0 1" << true << square;
    QTest::newRow("Hexxagon") << hexxagonFen << true << square;
    QTest::newRow("Hexxagon wide") << hexxagonFen << false << wide;
    QTest::newRow("hexagon 7") << "x5o/8/9/10/11/12/o11x/12/11/10/9/8/x5o x 0 1" << true << tall;
}

void TestBoardView::everyCellCentreLiesInItsOwnCell() {
    QFETCH(QString, fen);
    QFETCH(bool, coordinates);
    QFETCH(QSize, size);
    Board board(fen);
    board.view.setShowCoordinates(coordinates);
    board.view.resize(size);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    const Geometry& g = board.game.position().geometry();
    const QRectF inside = QRectF(board.view.rect());
    for (int cell = 0; cell < g.cell_count(); ++cell) {
        const QPointF centre = board.view.cellCenter(cell);
        QVERIFY(inside.contains(centre));
        QCOMPARE(board.view.cellAt(centre), cell);
        // Neighbouring centres are one cell apart, the same everywhere.
        for (const int next : g.adjacent(cell)) {
            const QPointF d = board.view.cellCenter(next) - centre;
            QVERIFY(std::hypot(d.x(), d.y()) > 8);
        }
    }
    QCOMPARE(board.view.cellAt(QPointF(0.5, 0.5)), -1);
}

void TestBoardView::animationOnAndOffEndInTheSameBoard_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("clicks");
    // Clones and jumps with captures, on every kind of board.
    QTest::newRow("7x7") << classicFen
                         << QStringList{"b6", "b2", "b5", "b2", "b4", "c5", "a2", "b3"};
    QTest::newRow("Hexxagon") << hexxagonFen
                              << QStringList{"e8", "h8", "f8", "g8", "f9", "g9", "e8", "e6"};
    QTest::newRow("blocked cells")
        << blockedFen << QStringList{"b6", "b2", "b5", "b2", "b4", "a5", "a2", "a3"};
}

void TestBoardView::animationOnAndOffEndInTheSameBoard() {
    QFETCH(QString, fen);
    QFETCH(QStringList, clicks);
    Board still(fen, AnimationSpeed::Off);
    Board moving(fen, AnimationSpeed::Fast);
    still.view.show();
    moving.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&still.view));
    QVERIFY(QTest::qWaitForWindowExposed(&moving.view));

    bool animated = false;
    for (const QString& name : clicks) {
        still.click(name);
        QVERIFY(!still.view.isAnimating());
        moving.click(name);
        animated = animated || moving.view.isAnimating();
        QVERIFY(moving.waitForAnimation());
        QCOMPARE(moving.game.ply(), still.game.ply());
    }
    QVERIFY(animated);
    QVERIFY(still.game.ply() >= 4);
    QCOMPARE(moving.game.position(), still.game.position());
    QCOMPARE(moving.view.grab().toImage(), still.view.grab().toImage());

    // And both are what a fresh view of the final game draws.
    BoardView fresh;
    fresh.setAnimationSpeed(AnimationSpeed::Off);
    fresh.resize(still.view.size());
    fresh.setGame(&still.game);
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    QCOMPARE(fresh.grab().toImage(), still.view.grab().toImage());
}

void TestBoardView::aHintIsMarkedAndGoesAwayByItself() {
    Board board(classicFen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    const QImage before = board.view.grab().toImage();
    const Move move = Move::jump(board.cell("a7"), board.cell("c5"));
    board.view.showHint(move, 300);
    QCOMPARE(board.view.hint(), move);
    QVERIFY(board.view.grab().toImage() != before);
    QTRY_VERIFY_WITH_TIMEOUT(board.view.hint().is_none(), eventTimeoutMs);
    QCOMPARE(board.view.grab().toImage(), before);
    // An illegal hint is not shown at all.
    board.view.showHint(Move::jump(board.cell("a7"), board.cell("d4")));
    QVERIFY(board.view.hint().is_none());
}

void TestBoardView::undoingClearsTheSelection() {
    Board board(classicFen);
    board.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board.view));
    board.click("b6");
    board.click("a1");
    QCOMPARE(board.view.selectedCell(), board.cell("a1"));
    QVERIFY(board.game.undo());
    board.view.showPosition(false);
    QCOMPARE(board.view.selectedCell(), -1);
    QVERIFY(board.view.cloneTargets().empty());
    // Black is to move again, and its pieces answer.
    board.click("a7");
    QCOMPARE(board.view.selectedCell(), board.cell("a7"));
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"

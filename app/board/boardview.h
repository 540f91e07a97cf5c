#pragma once

#include "board/animationspeed.h"
#include "board/boardtheme.h"
#include "game.h"
#include "search/searchworker.h"

#include <QPointer>
#include <QPolygonF>
#include <QSequentialAnimationGroup>
#include <QTimer>
#include <QWidget>

#include <vector>

namespace ataxx {

// The board: draws a game's position at its cursor, rectangles and pointy-top
// hexagons alike, scaled to the widget, and turns clicks and keys into moves.
//
// The view keeps no board of its own. It reads everything from the Game it is
// given (the position at the cursor, the move that led there and the position
// before it) plus a few display states: the selected piece, the hover and
// keyboard cursors, a hint, and the progress of the move animation. The
// animation of a move is one QSequentialAnimationGroup (the clone growing or
// the jump travelling, then the captured pieces turning over one after
// another); the next showPosition() stops it before anything else happens,
// and with animation off the final position is simply drawn.
//
// Input while a move is being animated is ignored, always: clicks and Enter
// do nothing until animationFinished() (the keyboard cursor still moves).
// The view never plays a move itself: it emits moveChosen() with a legal move
// and its owner decides. A click that plays nothing and selects nothing (a
// blocked cell, the other side's piece, a cell out of reach) emits
// clickRefused(), so that the owner can say why.
//
// Assistive technology reads it through BoardAccessible, a grid of named
// cells with actions; the view tells it when what a cell says may have
// changed, and the keyboard cursor is its focus.
//
// In edit mode (the settings dialog's board editor) the view plays nothing:
// a click or Enter on a cell emits cellClicked() for any cell, blocked ones
// included, and the hover follows the mouse over every cell.
class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // The game to show, not owned; call showPosition() after every change to it.
    void setGame(const Game* game);
    [[nodiscard]] const Game* game() const { return m_game; }
    // Draws the position at the game's cursor. With `animateLastMove`, the move that
    // led to it is animated (unless the speed is Off). Any running animation ends
    // first; the selection and the hint are cleared.
    void showPosition(bool animateLastMove = false);

    // Whether clicks and keys may choose moves for the side to move.
    void setInteractive(bool interactive);
    [[nodiscard]] bool isInteractive() const { return m_interactive; }

    void setShowLegalMoves(bool show);
    void setShowLastMove(bool show);
    void setShowCoordinates(bool show);
    [[nodiscard]] bool showsCoordinates() const { return m_showCoordinates; }
    void setAnimationSpeed(AnimationSpeed speed) { m_speed = speed; }
    [[nodiscard]] AnimationSpeed animationSpeed() const { return m_speed; }
    // The colours; with ThemeChoice::System the view follows the palette as it changes.
    void setThemeChoice(ThemeChoice choice);
    [[nodiscard]] ThemeChoice themeChoice() const { return m_themeChoice; }
    [[nodiscard]] const BoardTheme& theme() const { return m_theme; }

    void setEditMode(bool edit);
    [[nodiscard]] bool isEditMode() const { return m_editMode; }

    [[nodiscard]] bool isAnimating() const { return m_animation != nullptr; }
    // Jumps to the end of a running animation.
    void finishAnimation();

    // Marks a move (the engine's advice) for a while; showPosition() clears it.
    void showHint(Move move, int milliseconds = 4000);
    [[nodiscard]] Move hint() const { return m_hint; }

    // Selects a piece of the side to move as a click does (-1 clears).
    void setSelectedCell(int cell);
    [[nodiscard]] int selectedCell() const { return m_selected; }
    // Where clone and jump moves of the selected piece can go.
    [[nodiscard]] CellSet cloneTargets() const;
    [[nodiscard]] CellSet jumpTargets() const;
    [[nodiscard]] int cursorCell() const { return m_cursor; }
    // Puts the keyboard cursor on `cell`, shown (assistive technology's SetFocus).
    void setCursorCell(int cell);
    // What a click on `cell` does, or Enter there (assistive technology's
    // Press), after any animation has been finished; the cursor goes there too.
    void activateCell(int cell);

    // Widget coordinates of a cell's centre, and the cell under a point (-1 if none).
    [[nodiscard]] QPointF cellCenter(int cell) const;
    // The box around a cell's outline, in widget coordinates.
    [[nodiscard]] QRectF cellRect(int cell) const;
    [[nodiscard]] int cellAt(QPointF point) const;

    // The board as drawn: the bounding box of its cells (the frame around
    // them aside), in the view's pixels. Its shorter side is the board's size
    // as a person sees it, on a hexagon too.
    [[nodiscard]] QRectF boardRect() const;
    // The size the view needs for boardRect()'s shorter side to be `side`
    // pixels, coordinates around it included.
    [[nodiscard]] QSize sizeForBoard(int side) const;
    // The widest the view can use at `height` pixels: wider, the board is
    // drawn no bigger.
    [[nodiscard]] int widthForHeight(int height) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    void moveChosen(ataxx::Move move);
    // A move animation ended, by itself or cut short.
    void animationFinished();
    // An empty cell was clicked (or chosen with the keys) that no move of the
    // side to move reaches from its selection or at all.
    void moveRefused(int cell);
    // Edit mode: a cell was clicked.
    void cellClicked(int cell);
    // A click or Enter on `cell` that the rules do not allow, with the piece
    // that was selected then (-1 when none); see ClickReason.
    void clickRefused(int cell, int selected);
    // The hint's mark went: it faded, or the position changed.
    void hintCleared();
    // The selected piece changed by setSelectedCell() (a click, a key), -1
    // when none is selected now; a move played or a new position lets it go
    // without this signal.
    void selectionChanged(int cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Where everything goes at the current size: cell centres in widget
    // coordinates and the scale of one cell width.
    struct Layout {
        std::vector<QPointF> centers;
        qreal scale = 1; // pixels per unit; a cell is one unit wide
        QPointF origin;
        QRectF cells; // the cells' bounding box, in pixels
        // In units: the cells' bounding box, and the box scaled to fit the
        // view (the cells, the coordinates and a margin).
        QRectF unitCells;
        QRectF unitBox;
        struct Label {
            QPointF at;
            QString text;
        };
        std::vector<Label> labels;
    };
    // The animation of the move that led to the position at `ply`.
    struct MoveAnimation {
        int ply = -1;
        int cloneSource = -1;
        std::vector<int> flipOrder;
        qreal moveProgress = 1;
        qreal flipProgress = 1;
        int flipDuration = 0;
        int flipStagger = 0;
    };

    [[nodiscard]] const Layout& layout() const;
    void invalidateLayout();
    [[nodiscard]] QPolygonF cellPolygon(int cell, qreal inset = 1.0) const;
    [[nodiscard]] bool hexagonal() const;
    [[nodiscard]] bool acceptsInput() const;
    [[nodiscard]] CellSet cloneReachable() const;
    [[nodiscard]] int cloneSourceFor(int target) const;

    void activate(int cell);
    void choose(Move move, int cloneSource);
    void moveCursor(int key);
    void setHover(int cell);
    void startAnimation();
    void endAnimation();
    void clearHint();

    void paintCells(QPainter& painter) const;
    void paintMarks(QPainter& painter) const;
    void paintPieces(QPainter& painter) const;
    void paintLabels(QPainter& painter) const;
    void paintTargetDot(QPainter& painter, int cell, const QColor& color, bool jump,
                        qreal opacity) const;

    const Game* m_game = nullptr;
    BoardTheme m_theme = BoardTheme::standard();
    ThemeChoice m_themeChoice = ThemeChoice::Dark;
    bool m_editMode = false;
    bool m_interactive = true;
    bool m_showLegalMoves = true;
    bool m_showLastMove = true;
    bool m_showCoordinates = true;
    AnimationSpeed m_speed = AnimationSpeed::Normal;

    int m_selected = -1;
    int m_hover = -1;
    int m_cursor = -1;
    bool m_cursorVisible = false;
    int m_pressCell = -1;
    bool m_deselectOnRelease = false;
    Move m_chosen = Move::none(); // the last move emitted, with the piece it cloned from
    int m_chosenSource = -1;

    Move m_hint = Move::none();
    QTimer m_hintTimer;

    QPointer<QSequentialAnimationGroup> m_animation;
    MoveAnimation m_anim;

    mutable Layout m_layout;
    mutable bool m_layoutValid = false;
    // The size it was made for: one asked for before resizeEvent (by an event
    // filter of the resize, as the game-over panel's) is made afresh.
    mutable QSize m_layoutSize;
    const Geometry* m_layoutGeometry = nullptr;
};

} // namespace ataxx

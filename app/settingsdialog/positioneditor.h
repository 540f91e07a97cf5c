#pragma once

#include "board/boardlayout.h"
#include "board/boardtheme.h"
#include "game.h"
#include "setup.h"

#include <QWidget>

#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;

namespace ataxx {

class BoardView;

// The analysis board's position editor: the pieces of a position and its
// side to move, set by hand on the board it came from.
//
// The board keeps the shape and blocked cells it was given (those are the
// settings' board editor's to change); only pieces and the side to move
// change here. It is drawn by the game's own BoardView in edit mode, so it
// looks like the board in every theme. A press with the chosen tool (Black,
// White or Empty) puts it on the cell, or empties a cell that already holds
// the tool's piece, and a drag goes on doing the same over every cell it
// crosses; the right button empties. Each change is repeated by the chosen
// symmetry, as in the board editor (BoardLayout::images), a piece carried to
// the other half of the board going to the other side. Blocked cells take no
// piece. From the keyboard: the arrow keys move the board's cursor, B or X
// puts a Black piece, W or O a White one, Delete, Backspace or a full stop
// empties the cell, Enter and Space use the tool.
//
// Under the board a line says why the position cannot be played from
// (setup_problem, in the user's language), or that the side to move will pass;
// problem() gives the refusal alone, for a dialog to hold its OK back.
class PositionEditor : public QWidget {
    Q_OBJECT

public:
    enum class Tool { BlackPiece, WhitePiece, Empty };

    explicit PositionEditor(QWidget* parent = nullptr);

    // The position to edit: its board, blocked cells, pieces, side to move and
    // clocks; its rules are those the position is checked under.
    void setPosition(const Position& position);
    // The position as edited, under the rules it was given.
    [[nodiscard]] Position position() const;

    void setTool(Tool tool);
    [[nodiscard]] Tool tool() const;
    void setSymmetry(Symmetry symmetry);
    [[nodiscard]] Symmetry symmetry() const;
    void setSideToMove(Side side);
    [[nodiscard]] Side sideToMove() const { return m_layout.toMove; }
    void setThemeChoice(ThemeChoice choice);

    // Puts what `tool` stands for on `cell` and its images by the symmetry;
    // blocked cells and cells off the board are left alone.
    void paintCell(int cell, Tool tool);
    // Empties every cell.
    void clearBoard();
    // The board's usual start (pieces in the corners), on its blocked cells.
    void restoreStart();

    // Why the position cannot be played from, in the user's language, or an
    // empty string; and the same as the core's answer.
    [[nodiscard]] QString problem() const;
    [[nodiscard]] std::optional<SetupProblem> setupProblem() const;
    // What the line under the board says now.
    [[nodiscard]] QString message() const;

    [[nodiscard]] BoardView* view() const { return m_view; }

signals:
    // The position changed: a piece, the side to move, or all of it.
    void changed();

protected:
    // Presses, drags and keys on the board.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The parts: the board on the left; on the right the tools, the symmetry,
    // the side to move and the Clear and Start position buttons.
    void createView();
    QWidget* createToolBox();
    QWidget* createSideBox();

    // A press of the mouse or a key with `tool` at `cell`: the stroke puts the
    // tool, or empties when the cell already holds the tool's piece.
    void startStroke(int cell, Tool tool);
    bool mouseEvent(QEvent* event);
    bool keyEvent(QKeyEvent* event);
    // Shows m_layout: the board, the side to move, the symmetries, the line.
    void refresh();

    BoardLayout m_layout;
    Rules m_rules;
    Game m_game; // what the view draws: m_layout as a game with no moves
    // The drag under way: what it puts, and the last cell it put it on.
    std::optional<Tool> m_stroke;
    int m_strokeCell = -1;
    // A blocked cell the last press or key tried to change, named on the line.
    int m_refusedCell = -1;

    BoardView* m_view;
    QButtonGroup* m_tools;
    QButtonGroup* m_sides;
    QComboBox* m_symmetry;
    QLabel* m_message;
};

} // namespace ataxx

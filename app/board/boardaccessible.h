#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QStringList>

#include <vector>

namespace ataxx {

class BoardView;
class Geometry;

// The board as assistive technology reads it (a screen reader through
// AT-SPI): a grid of cells, rows from the top and columns by file, each
// cell a child named by its cell ("c3") and described by what stands there
// ("White", "empty", "blocked") and what it is now ("selected", "clone
// target", "last move", "hint"), with a press action that does what a click
// does. On a hexagon a row holds the cells of one flat row and a column
// those of one file letter; (row, column) pairs off the board hold no cell.
//
// The grid has Qt's table and table-cell interfaces (where a cell stands),
// but the role of a panel, not of a table: Orca reads every cell of a GUI
// table's row when the focus changes rows, which on a board said seven
// names at each step up or down; a panel's cells it says one at a time
// ("b6. empty."), as a player steps through them.
//
// The keyboard cursor is the accessible focus: the view calls cursorMoved()
// when the arrows move it, and cellsChanged() whenever what a cell says may
// have changed (a new position, a selection, a hint), which sends the
// changes of the cells' descriptions and selection as accessibility events,
// so that a client's cache (and the screen reader) follows the game.
//
// The cells' interfaces are made when first asked for, kept (Qt's
// accessibility cache gives each a stable id, the id of its AT-SPI object),
// and made again for another board.
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessible)

public:
    explicit BoardAccessible(BoardView* view);
    ~BoardAccessible() override;

    // Installs the factory that gives every BoardView (and the Announcer) its
    // interface; called by their constructors, once is enough.
    static void install();
    // The view's cells may say something else now; see above.
    static void cellsChanged(BoardView* view);
    // The keyboard cursor moved, or the view took the focus: the cell under
    // the cursor becomes the accessible focus.
    static void cursorMoved(BoardView* view);

    [[nodiscard]] BoardView* view() const;
    // The selection in words, for the screen reader to say when it changes:
    // "a7 selected. Clones to a6, b6, b7. Jumps to a5, b5, c5, c6, c7."
    [[nodiscard]] static QString selectionText(const BoardView& view);
    // What `cell` is, as its description says it.
    [[nodiscard]] QString cellDescription(int cell) const;
    [[nodiscard]] QString cellName(int cell) const;

    // QAccessibleInterface
    [[nodiscard]] QAccessibleInterface* child(int index) const override;
    [[nodiscard]] int childCount() const override;
    [[nodiscard]] int indexOfChild(const QAccessibleInterface* child) const override;
    [[nodiscard]] QAccessibleInterface* childAt(int x, int y) const override;
    [[nodiscard]] QAccessibleInterface* focusChild() const override;
    [[nodiscard]] QString text(QAccessible::Text t) const override;
    [[nodiscard]] void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableInterface
    [[nodiscard]] QAccessibleInterface* caption() const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* summary() const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* cellAt(int row, int column) const override;
    [[nodiscard]] int selectedCellCount() const override;
    [[nodiscard]] QList<QAccessibleInterface*> selectedCells() const override;
    [[nodiscard]] QString columnDescription(int column) const override;
    [[nodiscard]] QString rowDescription(int row) const override;
    [[nodiscard]] int selectedColumnCount() const override { return 0; }
    [[nodiscard]] int selectedRowCount() const override { return 0; }
    [[nodiscard]] int columnCount() const override;
    [[nodiscard]] int rowCount() const override;
    [[nodiscard]] QList<int> selectedColumns() const override { return {}; }
    [[nodiscard]] QList<int> selectedRows() const override { return {}; }
    [[nodiscard]] bool isColumnSelected(int) const override { return false; }
    [[nodiscard]] bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

private:
    [[nodiscard]] const Geometry* geometry() const;
    // Drops the cells' interfaces when the board is another one now.
    void followGeometry() const;
    void sendChanges();

    mutable const Geometry* m_cellsGeometry = nullptr;
    mutable std::vector<QAccessible::Id> m_cells; // 0: not made yet
    // What was last sent, to send only what changed.
    QStringList m_sentDescriptions;
    int m_sentSelection = -1;
};

} // namespace ataxx

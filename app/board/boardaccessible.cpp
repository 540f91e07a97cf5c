#include "board/boardaccessible.h"

#include "board/boardview.h"
#include "players/playersetup.h"

#include <QAccessibleActionInterface>

#include <algorithm>
#include <utility>
#include <vector>

namespace ataxx {

namespace {

// One cell of the board: no QObject of its own, it asks the board's
// interface for everything, so it is always as current as the view.
class CellAccessible : public QAccessibleInterface,
                       public QAccessibleTableCellInterface,
                       public QAccessibleActionInterface {
public:
    CellAccessible(BoardAccessible* board, const Geometry* geometry, int cell)
        : m_board(board)
        , m_geometry(geometry)
        , m_cell(cell) {}

    [[nodiscard]] int cell() const { return m_cell; }

    // QAccessibleInterface
    [[nodiscard]] bool isValid() const override {
        const BoardView* view = m_board->view();
        return view && view->game() && &view->game()->position().geometry() == m_geometry;
    }
    [[nodiscard]] QObject* object() const override { return nullptr; }
    [[nodiscard]] QWindow* window() const override { return m_board->window(); }
    [[nodiscard]] QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* parent() const override { return m_board; }
    [[nodiscard]] QAccessibleInterface* child(int) const override { return nullptr; }
    [[nodiscard]] int childCount() const override { return 0; }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    [[nodiscard]] QString text(QAccessible::Text t) const override {
        if (!isValid()) return {};
        if (t == QAccessible::Name) return m_board->cellName(m_cell);
        if (t == QAccessible::Description) return m_board->cellDescription(m_cell);
        return {};
    }
    void setText(QAccessible::Text, const QString&) override {}
    [[nodiscard]] QRect rect() const override {
        const BoardView* view = m_board->view();
        if (!isValid()) return {};
        const QRect local = view->cellRect(m_cell).toAlignedRect();
        return QRect(view->mapToGlobal(local.topLeft()), local.size());
    }
    [[nodiscard]] QAccessible::Role role() const override { return QAccessible::Cell; }
    [[nodiscard]] QAccessible::State state() const override {
        QAccessible::State state;
        const BoardView* view = m_board->view();
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        state.focusable = true;
        state.focused = view->hasFocus() && view->cursorCell() == m_cell;
        state.selectable = !view->game()->position().blocked().contains(m_cell);
        state.selected = view->selectedCell() == m_cell;
        if (!view->isVisible()) state.invisible = true;
        return state;
    }
    [[nodiscard]] void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::TableCellInterface)
            return static_cast<QAccessibleTableCellInterface*>(this);
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    [[nodiscard]] bool isSelected() const override {
        return isValid() && m_board->view()->selectedCell() == m_cell;
    }
    [[nodiscard]] QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    [[nodiscard]] QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    [[nodiscard]] int columnIndex() const override { return m_geometry->file_of(m_cell); }
    [[nodiscard]] int rowIndex() const override { return m_geometry->row_of(m_cell); }
    [[nodiscard]] int columnExtent() const override { return 1; }
    [[nodiscard]] int rowExtent() const override { return 1; }
    [[nodiscard]] QAccessibleInterface* table() const override { return m_board; }

    // QAccessibleActionInterface: Press does what a click does; SetFocus
    // puts the keyboard cursor on the cell.
    [[nodiscard]] QStringList actionNames() const override {
        return {pressAction(), setFocusAction()};
    }
    void doAction(const QString& name) override {
        BoardView* view = m_board->view();
        if (!isValid()) return;
        if (name == pressAction())
            view->activateCell(m_cell);
        else if (name == setFocusAction())
            view->setCursorCell(m_cell);
    }
    [[nodiscard]] QStringList keyBindingsForAction(const QString& name) const override {
        if (name == pressAction()) return {QStringLiteral("Return"), QStringLiteral("space")};
        return {};
    }

private:
    BoardAccessible* m_board;
    const Geometry* m_geometry;
    int m_cell;
};

QAccessibleInterface* factory(const QString& className, QObject* object) {
    if (className == QLatin1StringView("ataxx::BoardView") && object && object->isWidgetType())
        return new BoardAccessible(static_cast<BoardView*>(object));
    return nullptr;
}

BoardAccessible* interfaceOf(BoardView* view) {
    return dynamic_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(view));
}

} // namespace

BoardAccessible::BoardAccessible(BoardView* view)
    : QAccessibleWidget(view, QAccessible::Grouping) {}

BoardAccessible::~BoardAccessible() {
    for (const QAccessible::Id id : m_cells)
        if (id) QAccessible::deleteAccessibleInterface(id);
}

void BoardAccessible::install() {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

BoardView* BoardAccessible::view() const {
    return static_cast<BoardView*>(widget());
}

const Geometry* BoardAccessible::geometry() const {
    const BoardView* v = view();
    return v && v->game() ? &v->game()->position().geometry() : nullptr;
}

void BoardAccessible::followGeometry() const {
    const Geometry* g = geometry();
    if (g == m_cellsGeometry) return;
    for (const QAccessible::Id id : m_cells)
        if (id) QAccessible::deleteAccessibleInterface(id);
    m_cellsGeometry = g;
    m_cells.assign(g ? static_cast<std::size_t>(g->cell_count()) : 0, 0);
}

QString BoardAccessible::cellName(int cell) const {
    const Geometry* g = geometry();
    if (!g || cell < 0 || cell >= g->cell_count()) return {};
    return QString::fromStdString(g->name(cell));
}

QString BoardAccessible::cellDescription(int cell) const {
    const BoardView* v = view();
    const Geometry* g = geometry();
    if (!g || cell < 0 || cell >= g->cell_count()) return {};
    const Game& game = *v->game();
    const Position& p = game.position();
    if (p.blocked().contains(cell)) return tr("blocked");
    QStringList parts;
    if (p.pieces(Side::X).contains(cell))
        parts << PlayerSetup::sideName(Side::X);
    else if (p.pieces(Side::O).contains(cell))
        parts << PlayerSetup::sideName(Side::O);
    else
        parts << tr("empty");
    if (v->selectedCell() == cell) parts << tr("selected");
    if (v->cloneTargets().contains(cell)) parts << tr("clone target");
    if (v->jumpTargets().contains(cell)) parts << tr("jump target");
    if (game.ply() > 0) {
        const Move last = game.move_at(game.ply() - 1);
        if (!last.is_pass() && !last.is_none()) {
            if (last.to() == cell) parts << tr("last move");
            if (last.is_jump() && last.from() == cell) parts << tr("left by the last move");
            if (game.position_at(game.ply() - 1).captures(last).contains(cell))
                parts << tr("taken by the last move");
        }
    }
    const Move hint = v->hint();
    if (!hint.is_none() && !hint.is_pass()) {
        if (hint.to() == cell) parts << tr("the hint's move goes here");
        if (hint.is_jump() && hint.from() == cell) parts << tr("the hint's move jumps from here");
    }
    return parts.join(QStringLiteral(", "));
}

// The cells come first, in reading order (child i is cell i); the view's
// own widgets (the game-over panel) after them.
QAccessibleInterface* BoardAccessible::child(int index) const {
    followGeometry();
    const int cells = static_cast<int>(m_cells.size());
    if (index >= cells) return QAccessibleWidget::child(index - cells);
    if (index < 0) return nullptr;
    QAccessible::Id& id = m_cells[static_cast<std::size_t>(index)];
    if (!id)
        id = QAccessible::registerAccessibleInterface(
            new CellAccessible(const_cast<BoardAccessible*>(this), m_cellsGeometry, index));
    return QAccessible::accessibleInterface(id);
}

int BoardAccessible::childCount() const {
    const Geometry* g = geometry();
    return (g ? g->cell_count() : 0) + QAccessibleWidget::childCount();
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    followGeometry();
    for (std::size_t i = 0; i < m_cells.size(); ++i)
        if (m_cells[i] && QAccessible::accessibleInterface(m_cells[i]) == child)
            return static_cast<int>(i);
    const int index = QAccessibleWidget::indexOfChild(child);
    return index < 0 ? -1 : index + static_cast<int>(m_cells.size());
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const BoardView* v = view();
    if (!v || !v->game()) return nullptr;
    // A panel over the board comes first.
    if (QAccessibleInterface* widget = QAccessibleWidget::childAt(x, y)) return widget;
    const int cell = v->cellAt(QPointF(v->mapFromGlobal(QPoint(x, y))));
    return cell >= 0 ? child(cell) : nullptr;
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    const BoardView* v = view();
    if (!v) return nullptr;
    if (!v->hasFocus()) return QAccessibleWidget::focusChild();
    return v->cursorCell() >= 0 ? child(v->cursorCell()) : nullptr;
}

QString BoardAccessible::text(QAccessible::Text t) const {
    const BoardView* v = view();
    if (t == QAccessible::Name) {
        const QString name = QAccessibleWidget::text(t);
        return name.isEmpty() ? tr("Board") : name;
    }
    if (t != QAccessible::Description || !v || !v->accessibleDescription().isEmpty() ||
        v->focusPolicy() == Qt::NoFocus)
        return QAccessibleWidget::text(t);
    // How to play on it; what stands where is the cells' to say, and each
    // move is announced.
    if (v->isEditMode())
        return tr("Arrow keys move between the cells; Enter or Space changes the cell with "
                  "the chosen tool.");
    return tr("Arrow keys move between the cells; Enter or Space selects a piece and plays.");
}

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString BoardAccessible::selectionText(const BoardView& view) {
    const int selected = view.selectedCell();
    if (!view.game() || selected < 0) return tr("No piece selected.");
    const Geometry& g = view.game()->position().geometry();
    // By file, then rank: a5, b5, c5, c6, c7.
    const auto names = [&g](CellSet cells) {
        std::vector<int> sorted;
        for (const int cell : cells) sorted.push_back(cell);
        std::sort(sorted.begin(), sorted.end(), [&g](int a, int b) {
            return std::pair(g.file_of(a), g.rank_of(a)) < std::pair(g.file_of(b), g.rank_of(b));
        });
        QStringList list;
        for (const int cell : sorted) list << QString::fromStdString(g.name(cell));
        return list.join(QStringLiteral(", "));
    };
    QString text = tr("%1 selected.").arg(QString::fromStdString(g.name(selected)));
    const CellSet clones = view.cloneTargets();
    const CellSet jumps = view.jumpTargets();
    if (!clones.empty()) text += QLatin1Char(' ') + tr("Clones to %1.").arg(names(clones));
    if (!jumps.empty()) text += QLatin1Char(' ') + tr("Jumps to %1.").arg(names(jumps));
    if (clones.empty() && jumps.empty()) text += QLatin1Char(' ') + tr("It cannot move.");
    return text;
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const {
    const Geometry* g = geometry();
    if (!g || row < 0 || row >= g->row_count()) return nullptr;
    // A row's cells are numbered left to right, their files one apart.
    const int first = g->row_start(row);
    const int index = column - g->file_of(first);
    if (index < 0 || index >= g->row_length(row)) return nullptr;
    return child(first + index);
}

int BoardAccessible::selectedCellCount() const {
    const BoardView* v = view();
    return v && v->selectedCell() >= 0 ? 1 : 0;
}

QList<QAccessibleInterface*> BoardAccessible::selectedCells() const {
    const BoardView* v = view();
    if (!v || v->selectedCell() < 0) return {};
    return {child(v->selectedCell())};
}

QString BoardAccessible::columnDescription(int column) const {
    const Geometry* g = geometry();
    if (!g || column < 0 || column >= g->width()) return {};
    return QString(QChar(u'a' + static_cast<char16_t>(column)));
}

QString BoardAccessible::rowDescription(int row) const {
    const Geometry* g = geometry();
    if (!g || row < 0 || row >= g->row_count()) return {};
    return QString::number(g->rank_of(g->row_start(row)));
}

int BoardAccessible::columnCount() const {
    const Geometry* g = geometry();
    return g ? g->width() : 0;
}

int BoardAccessible::rowCount() const {
    const Geometry* g = geometry();
    return g ? g->row_count() : 0;
}

void BoardAccessible::cellsChanged(BoardView* view) {
    if (!QAccessible::isActive()) return;
    if (BoardAccessible* iface = interfaceOf(view)) iface->sendChanges();
}

void BoardAccessible::sendChanges() {
    BoardView* v = view();
    const Geometry* before = m_cellsGeometry;
    followGeometry();
    const int count = static_cast<int>(m_cells.size());
    if (m_cellsGeometry != before || m_sentDescriptions.size() != count) {
        // Another board: other cells. What was sent for the old ones is void.
        m_sentDescriptions = QStringList(count, QString());
        m_sentSelection = -1;
        if (before) {
            QAccessibleEvent reorder(v, QAccessible::ObjectReorder);
            QAccessible::updateAccessibility(&reorder);
        }
    }
    for (int cell = 0; cell < count; ++cell) {
        QString description = cellDescription(cell);
        if (description == m_sentDescriptions[cell]) continue;
        m_sentDescriptions[cell] = std::move(description);
        QAccessibleEvent event(child(cell), QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
    const int selected = v->selectedCell();
    if (selected != m_sentSelection) {
        if (m_sentSelection >= 0 && m_sentSelection < count) {
            QAccessibleEvent removed(child(m_sentSelection), QAccessible::SelectionRemove);
            QAccessible::updateAccessibility(&removed);
        }
        if (selected >= 0) {
            QAccessibleEvent added(child(selected), QAccessible::SelectionAdd);
            QAccessible::updateAccessibility(&added);
        }
        m_sentSelection = selected;
    }
}

void BoardAccessible::cursorMoved(BoardView* view) {
    if (!QAccessible::isActive() || !view->hasFocus() || view->cursorCell() < 0) return;
    BoardAccessible* iface = interfaceOf(view);
    if (!iface) return;
    iface->sendChanges();
    QAccessibleEvent focus(view, QAccessible::Focus);
    focus.setChild(view->cursorCell());
    QAccessible::updateAccessibility(&focus);
}

} // namespace ataxx

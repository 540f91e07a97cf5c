#include "settingsdialog/positioneditor.h"

#include "board/boardview.h"
#include "game/messagetext.h"
#include "players/playersetup.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QStringList>
#include <QVBoxLayout>

namespace ataxx {

namespace {

// A message of the core as a sentence of its own: a capital first, a full
// stop last.
QString sentence(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    if (!text.endsWith(QLatin1Char('.'))) text += QLatin1Char('.');
    return text;
}

QPushButton* buttonWithName(const QString& text, const char* name, QWidget* parent) {
    auto* button = new QPushButton(text, parent);
    button->setObjectName(QLatin1StringView(name));
    return button;
}

} // namespace

PositionEditor::PositionEditor(QWidget* parent)
    : QWidget(parent)
    , m_game(m_layout.position())
    , m_view(new BoardView(this))
    , m_tools(new QButtonGroup(this))
    , m_sides(new QButtonGroup(this))
    , m_symmetry(new QComboBox(this))
    , m_message(new QLabel(this)) {
    createView();
    QWidget* toolBox = createToolBox();
    QWidget* sideBox = createSideBox();

    auto* clear = buttonWithName(tr("&Clear"), "clearBoard", this);
    clear->setToolTip(tr("Takes every piece off the board."));
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    auto* start = buttonWithName(tr("&Start position"), "startPosition", this);
    start->setToolTip(tr("Puts the pieces where a game on this board starts."));
    connect(start, &QPushButton::clicked, this, &PositionEditor::restoreStart);

    m_message->setObjectName(QStringLiteral("setupMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* side = new QVBoxLayout;
    side->addWidget(toolBox);
    side->addWidget(sideBox);
    side->addWidget(clear);
    side->addWidget(start);
    side->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_view, 1);
    top->addLayout(side);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top, 1);
    layout->addWidget(m_message);

    setFocusProxy(m_view);
    setTabOrder(m_view, m_tools->button(static_cast<int>(Tool::BlackPiece)));
    refresh();
}

void PositionEditor::createView() {
    m_view->setObjectName(QStringLiteral("setupBoard"));
    m_view->setEditMode(true);
    m_view->setInteractive(false);
    m_view->setShowLegalMoves(false);
    m_view->setShowLastMove(false);
    m_view->setAnimationSpeed(AnimationSpeed::Off);
    m_view->setMinimumSize(300, 300);
    m_view->setGame(&m_game);
    m_view->setAccessibleName(tr("Position being set up"));
    m_view->setAccessibleDescription(
        tr("Arrow keys move between the cells. B puts a Black piece, W a White one, Delete "
           "empties the cell; Enter or Space uses the tool chosen."));
    m_view->setToolTip(tr("Click or drag to put the chosen tool on the cells; the right button "
                          "empties them."));
    m_view->installEventFilter(this);
    // Enter, Space and assistive technology's Press: the tool at the cursor.
    connect(m_view, &BoardView::cellClicked, this, [this](int cell) {
        startStroke(cell, tool());
        m_stroke.reset();
    });
}

QWidget* PositionEditor::createToolBox() {
    auto* box = new QGroupBox(tr("Put on the board"), this);
    auto* layout = new QVBoxLayout(box);
    const struct {
        Tool tool;
        QString text;
        const char* name;
    } tools[] = {
        {Tool::BlackPiece, tr("&Black piece"), "toolBlack"},
        {Tool::WhitePiece, tr("&White piece"), "toolWhite"},
        {Tool::Empty, tr("&Empty (remove)"), "toolEmpty"},
    };
    for (const auto& t : tools) {
        auto* button = new QRadioButton(t.text, box);
        button->setObjectName(QLatin1StringView(t.name));
        m_tools->addButton(button, static_cast<int>(t.tool));
        layout->addWidget(button);
    }
    m_tools->button(static_cast<int>(Tool::BlackPiece))->setChecked(true);
    m_symmetry->setObjectName(QStringLiteral("setupSymmetry"));
    m_symmetry->setToolTip(tr("Each change is repeated on the mirrored or turned cells. A piece "
                              "carried to the other half of the board goes to the other side."));
    auto* symmetryRow = new QFormLayout;
    symmetryRow->addRow(tr("S&ymmetry:"), m_symmetry);
    layout->addLayout(symmetryRow);
    return box;
}

QWidget* PositionEditor::createSideBox() {
    auto* box = new QGroupBox(tr("Side to move"), this);
    auto* layout = new QVBoxLayout(box);
    auto* black = new QRadioButton(tr("Blac&k"), box);
    black->setObjectName(QStringLiteral("sideBlack"));
    auto* white = new QRadioButton(tr("W&hite"), box);
    white->setObjectName(QStringLiteral("sideWhite"));
    m_sides->addButton(black, static_cast<int>(Side::X));
    m_sides->addButton(white, static_cast<int>(Side::O));
    layout->addWidget(black);
    layout->addWidget(white);
    connect(m_sides, &QButtonGroup::idClicked, this,
            [this](int id) { setSideToMove(static_cast<Side>(id)); });
    return box;
}

void PositionEditor::setPosition(const Position& position) {
    m_layout = BoardLayout::fromPosition(position);
    m_rules = position.rules();
    m_stroke.reset();
    m_refusedCell = -1;
    refresh();
}

Position PositionEditor::position() const {
    return m_layout.position(m_rules);
}

void PositionEditor::setTool(Tool tool) {
    m_tools->button(static_cast<int>(tool))->setChecked(true);
}

PositionEditor::Tool PositionEditor::tool() const {
    return static_cast<Tool>(m_tools->checkedId());
}

void PositionEditor::setSymmetry(Symmetry symmetry) {
    const int index = m_symmetry->findData(static_cast<int>(symmetry));
    if (index >= 0) m_symmetry->setCurrentIndex(index);
}

Symmetry PositionEditor::symmetry() const {
    return m_symmetry->count() > 0 ? static_cast<Symmetry>(m_symmetry->currentData().toInt())
                                   : Symmetry::None;
}

void PositionEditor::setSideToMove(Side side) {
    if (side == m_layout.toMove) return;
    m_layout.toMove = side;
    m_refusedCell = -1;
    refresh();
}

void PositionEditor::setThemeChoice(ThemeChoice choice) {
    m_view->setThemeChoice(choice);
}

void PositionEditor::paintCell(int cell, Tool tool) {
    const Geometry& g = *m_layout.geometry;
    if (cell < 0 || cell >= g.cell_count()) return;
    if (m_layout.blocked.contains(cell)) {
        m_refusedCell = cell;
        refresh();
        return;
    }
    m_refusedCell = -1;
    for (const BoardLayout::Image& image : m_layout.images(cell, symmetry())) {
        if (m_layout.blocked.contains(image.cell)) continue;
        m_layout.x.reset(image.cell);
        m_layout.o.reset(image.cell);
        if (tool == Tool::Empty) continue;
        const bool white = (tool == Tool::WhitePiece) != image.swapsSides;
        (white ? m_layout.o : m_layout.x).set(image.cell);
    }
    refresh();
}

void PositionEditor::clearBoard() {
    m_layout.x = {};
    m_layout.o = {};
    m_layout.halfmoveClock = 0;
    m_layout.fullmoveNumber = 1;
    m_refusedCell = -1;
    refresh();
}

void PositionEditor::restoreStart() {
    const Position start = Position::start(*m_layout.geometry);
    m_layout.x = start.pieces(Side::X) & ~m_layout.blocked;
    m_layout.o = start.pieces(Side::O) & ~m_layout.blocked;
    m_layout.toMove = start.side_to_move();
    m_layout.halfmoveClock = 0;
    m_layout.fullmoveNumber = 1;
    m_refusedCell = -1;
    refresh();
}

std::optional<SetupProblem> PositionEditor::setupProblem() const {
    return setup_problem(position());
}

QString PositionEditor::problem() const {
    const auto problem = setupProblem();
    return problem ? sentence(MessageText::of(problem->message)) : QString();
}

QString PositionEditor::message() const {
    return m_message->text();
}

void PositionEditor::startStroke(int cell, Tool tool) {
    const Geometry& g = *m_layout.geometry;
    if (cell < 0 || cell >= g.cell_count()) return;
    Tool stroke = tool;
    if ((tool == Tool::BlackPiece && m_layout.x.contains(cell)) ||
        (tool == Tool::WhitePiece && m_layout.o.contains(cell)))
        stroke = Tool::Empty;
    m_stroke = stroke;
    m_strokeCell = cell;
    paintCell(cell, stroke);
}

bool PositionEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_view) return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::MouseButtonRelease:
        return mouseEvent(event);
    case QEvent::KeyPress:
        return keyEvent(static_cast<QKeyEvent*>(event));
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

bool PositionEditor::mouseEvent(QEvent* event) {
    const auto* mouse = static_cast<QMouseEvent*>(event);
    const int cell = m_view->cellAt(mouse->position());
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: // a double click's second press
        // The view gets no press: in edit mode it would take it for a click of its own.
        if (mouse->button() == Qt::LeftButton)
            startStroke(cell, tool());
        else if (mouse->button() == Qt::RightButton)
            startStroke(cell, Tool::Empty);
        return true;
    case QEvent::MouseMove:
        // The view follows the mouse with its hover; a drag paints on the way.
        if (m_stroke && (mouse->buttons() & (Qt::LeftButton | Qt::RightButton)) && cell >= 0 &&
            cell != m_strokeCell) {
            m_strokeCell = cell;
            paintCell(cell, *m_stroke);
        }
        return false;
    case QEvent::MouseButtonRelease:
        if (!(mouse->buttons() & (Qt::LeftButton | Qt::RightButton))) {
            m_stroke.reset();
            m_strokeCell = -1;
        }
        return true;
    default:
        return false;
    }
}

bool PositionEditor::keyEvent(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    std::optional<Tool> tool;
    switch (event->key()) {
    case Qt::Key_B:
    case Qt::Key_X:
        tool = Tool::BlackPiece;
        break;
    case Qt::Key_W:
    case Qt::Key_O:
        tool = Tool::WhitePiece;
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
    case Qt::Key_Period:
        tool = Tool::Empty;
        break;
    default:
        return false;
    }
    const int cell = m_view->cursorCell();
    // Before the first arrow key the cursor is nowhere: the key shows it first.
    if (cell < 0) {
        m_view->setCursorCell(m_layout.geometry->all_cells().lowest());
        return true;
    }
    paintCell(cell, *tool);
    return true;
}

void PositionEditor::refresh() {
    const Geometry& g = *m_layout.geometry;
    m_game = Game(position());
    m_view->showPosition(false);

    {
        const QSignalBlocker block(m_sides);
        m_sides->button(static_cast<int>(m_layout.toMove))->setChecked(true);
    }

    // The symmetries of the shape, keeping the chosen one where it still fits.
    const QList<Symmetry> symmetries = BoardLayout::symmetries(g.shape());
    const Symmetry chosen = symmetry();
    if (m_symmetry->count() != symmetries.size() ||
        m_symmetry->itemData(m_symmetry->count() - 1).toInt() !=
            static_cast<int>(symmetries.back())) {
        const QSignalBlocker block(m_symmetry);
        m_symmetry->clear();
        for (const Symmetry s : symmetries)
            m_symmetry->addItem(BoardLayout::symmetryName(s), static_cast<int>(s));
        setSymmetry(symmetries.contains(chosen) ? chosen : Symmetry::None);
    }

    QStringList lines;
    if (m_refusedCell >= 0)
        lines << tr("%1 is blocked: no piece can stand there.")
                     .arg(QString::fromStdString(g.name(m_refusedCell)));
    const QString refused = problem();
    const Position p = position();
    if (!refused.isEmpty())
        lines << refused;
    else if (must_pass(p))
        lines
            << tr("%1 cannot move here, and passes.").arg(PlayerSetup::sideName(p.side_to_move()));
    else
        lines << tr("%1 to move. Pieces: %2 %3, %4 %5.")
                     .arg(PlayerSetup::sideName(p.side_to_move()), PlayerSetup::sideName(Side::X))
                     .arg(p.pieces(Side::X).count())
                     .arg(PlayerSetup::sideName(Side::O))
                     .arg(p.pieces(Side::O).count());
    m_message->setText(lines.join(QLatin1Char(' ')));
    emit changed();
}

} // namespace ataxx

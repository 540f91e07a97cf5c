#include "board/boardview.h"

#include "board/boardaccessible.h"

#include <QFocusEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSequentialAnimationGroup>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ataxx {

namespace {

// A hexagon cell is one unit wide (flat side to flat side); its corners lie at
// this distance from the centre, and rows are 1.5 times that apart.
constexpr qreal hexRadius = 0.57735026918962576; // 1 / sqrt(3)
constexpr qreal hexRowStep = 1.5 * hexRadius;
// Room for one row of coordinates outside the board, in units.
constexpr qreal labelOffset = 0.78;
constexpr qreal margin = 0.18;

struct Durations {
    int clone;
    int jump;
    int flip;
    int stagger;
};

Durations durationsFor(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Off:
        return {0, 0, 0, 0};
    case AnimationSpeed::Fast:
        return {110, 160, 130, 35};
    case AnimationSpeed::Normal:
        break;
    case AnimationSpeed::Slow:
        return {420, 560, 420, 150};
    }
    return {200, 280, 220, 70};
}

// Centres in units: rectangles by column and row, hexagons by axial (q, r).
QPointF rectUnitCenter(int column, int row) {
    return QPointF(column + 0.5, row + 0.5);
}

QPointF hexUnitCenter(int q, int r) {
    return QPointF(q + r / 2.0, r * hexRowStep);
}

QPointF unitCenterOf(const Geometry& g, int cell) {
    return g.is_hexagon() ? hexUnitCenter(g.q_of(cell), g.r_of(cell))
                          : rectUnitCenter(g.column_of(cell), g.row_of(cell));
}

qreal easeOutCubic(qreal t) {
    return 1 - std::pow(1 - t, 3);
}

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_hintTimer.setSingleShot(true);
    connect(&m_hintTimer, &QTimer::timeout, this, &BoardView::clearHint);
    BoardAccessible::install();
}

BoardView::~BoardView() {
    // No signal may reach the owner while it is being torn down.
    if (m_animation) {
        m_animation->disconnect(this);
        m_animation->stop();
    }
}

void BoardView::setGame(const Game* game) {
    m_game = game;
    showPosition(false);
}

void BoardView::showPosition(bool animateLastMove) {
    finishAnimation();
    m_selected = -1;
    m_pressCell = -1;
    m_deselectOnRelease = false;
    clearHint();
    if (!m_game) {
        update();
        return;
    }
    const Geometry& g = m_game->position().geometry();
    if (&g != m_layoutGeometry) {
        m_layoutGeometry = &g;
        m_cursor = -1;
        m_hover = -1;
        invalidateLayout();
    }
    if (animateLastMove && m_speed != AnimationSpeed::Off && m_game->ply() > 0) startAnimation();
    m_chosen = Move::none();
    m_chosenSource = -1;
    update();
    BoardAccessible::cellsChanged(this);
}

void BoardView::setInteractive(bool interactive) {
    if (interactive == m_interactive) return;
    m_interactive = interactive;
    if (!interactive) m_selected = -1;
    update();
    BoardAccessible::cellsChanged(this);
}

void BoardView::setShowLegalMoves(bool show) {
    m_showLegalMoves = show;
    update();
}

void BoardView::setShowLastMove(bool show) {
    m_showLastMove = show;
    update();
}

void BoardView::setShowCoordinates(bool show) {
    m_showCoordinates = show;
    invalidateLayout();
}

void BoardView::setThemeChoice(ThemeChoice choice) {
    m_themeChoice = choice;
    m_theme = BoardTheme::forChoice(choice, palette());
    update();
}

void BoardView::setEditMode(bool edit) {
    m_editMode = edit;
    m_selected = -1;
    update();
}

void BoardView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (m_themeChoice == ThemeChoice::System && event->type() == QEvent::PaletteChange)
        setThemeChoice(ThemeChoice::System);
}

void BoardView::finishAnimation() {
    if (!m_animation) return;
    m_animation->disconnect(this);
    m_animation->stop();
    endAnimation();
}

void BoardView::showHint(Move move, int milliseconds) {
    if (!m_game || !m_game->position().is_legal(move)) return;
    m_hint = move;
    m_hintTimer.start(milliseconds);
    update();
    BoardAccessible::cellsChanged(this);
}

void BoardView::clearHint() {
    m_hintTimer.stop();
    if (m_hint.is_none()) return;
    m_hint = Move::none();
    update();
    BoardAccessible::cellsChanged(this);
    emit hintCleared();
}

void BoardView::setSelectedCell(int cell) {
    if (!m_game || cell < 0 ||
        !m_game->position().pieces(m_game->position().side_to_move()).contains(cell))
        cell = -1;
    const bool changed = cell != m_selected;
    m_selected = cell;
    update();
    BoardAccessible::cellsChanged(this);
    if (changed) emit selectionChanged(cell);
}

CellSet BoardView::cloneTargets() const {
    if (!m_game || m_selected < 0) return {};
    const Position& p = m_game->position();
    return p.geometry().adjacent(m_selected) & p.empty_cells();
}

CellSet BoardView::jumpTargets() const {
    if (!m_game || m_selected < 0) return {};
    const Position& p = m_game->position();
    return p.geometry().jumps(m_selected) & p.empty_cells();
}

QPointF BoardView::cellCenter(int cell) const {
    const Layout& l = layout();
    if (cell < 0 || cell >= static_cast<int>(l.centers.size())) return {};
    return l.centers[static_cast<std::size_t>(cell)];
}

QRectF BoardView::cellRect(int cell) const {
    return cellPolygon(cell).boundingRect();
}

QRectF BoardView::boardRect() const {
    return layout().cells;
}

QSize BoardView::sizeForBoard(int side) const {
    const Layout& l = layout();
    const qreal shorter = std::min(l.unitCells.width(), l.unitCells.height());
    if (shorter <= 0) return {side, side};
    const qreal scale = side / shorter;
    return {static_cast<int>(std::ceil(l.unitBox.width() * scale)),
            static_cast<int>(std::ceil(l.unitBox.height() * scale))};
}

int BoardView::widthForHeight(int height) const {
    const Layout& l = layout();
    if (l.unitBox.height() <= 0) return height;
    return static_cast<int>(std::ceil(height * l.unitBox.width() / l.unitBox.height()));
}

int BoardView::cellAt(QPointF point) const {
    const Layout& l = layout();
    // The cell with the nearest centre, if the point lies inside its outline.
    int best = -1;
    qreal bestDistance = 0;
    for (int cell = 0; cell < static_cast<int>(l.centers.size()); ++cell) {
        const QPointF d = point - l.centers[static_cast<std::size_t>(cell)];
        const qreal distance = QPointF::dotProduct(d, d);
        if (best < 0 || distance < bestDistance) {
            best = cell;
            bestDistance = distance;
        }
    }
    if (best >= 0 && !cellPolygon(best).containsPoint(point, Qt::OddEvenFill)) return -1;
    return best;
}

QSize BoardView::sizeHint() const {
    return {560, 560};
}

QSize BoardView::minimumSizeHint() const {
    return {180, 180};
}

bool BoardView::hexagonal() const {
    return m_game && m_game->position().geometry().is_hexagon();
}

void BoardView::invalidateLayout() {
    m_layoutValid = false;
    update();
}

const BoardView::Layout& BoardView::layout() const {
    if (m_layoutValid && m_layoutSize == size()) return m_layout;
    m_layoutValid = true;
    m_layoutSize = size();
    m_layout = Layout();
    if (!m_game) return m_layout;
    const Geometry& g = m_game->position().geometry();
    const int n = g.cell_count();

    // 1. Cell centres and label places in units.
    std::vector<QPointF> units(static_cast<std::size_t>(n));
    for (int cell = 0; cell < n; ++cell)
        units[static_cast<std::size_t>(cell)] = unitCenterOf(g, cell);
    std::vector<Layout::Label> labels;
    if (m_showCoordinates) {
        // Ranks to the left of each row, files below the lowest cell of each file
        // (on a hexagon that is down and to the right, along the file's own line).
        for (int row = 0; row < g.row_count(); ++row) {
            const int first = g.row_start(row);
            labels.push_back({units[static_cast<std::size_t>(first)] - QPointF(labelOffset, 0),
                              QString::number(g.rank_of(first))});
        }
        std::vector<int> lowest(static_cast<std::size_t>(g.width()), -1);
        for (int cell = 0; cell < n; ++cell) {
            const auto file = static_cast<std::size_t>(g.file_of(cell));
            if (file < lowest.size() &&
                (lowest[file] < 0 || g.row_of(cell) > g.row_of(lowest[file])))
                lowest[file] = cell;
        }
        const QPointF down = g.is_hexagon() ? QPointF(0.5, hexRowStep) : QPointF(0, 1);
        // Hexagon files sit a little closer, so each letter stays by its own cell.
        const qreal step = (g.is_hexagon() ? 0.66 : labelOffset) / std::hypot(down.x(), down.y());
        for (std::size_t file = 0; file < lowest.size(); ++file) {
            if (lowest[file] < 0) continue;
            labels.push_back({units[static_cast<std::size_t>(lowest[file])] + down * step,
                              QString(QChar(u'a' + static_cast<char16_t>(file)))});
        }
    }

    // 2. The bounding box of cells and labels, scaled to fit and centred.
    const qreal half = g.is_hexagon() ? hexRadius : 0.5;
    QRectF cells;
    for (const QPointF& u : units) cells |= QRectF(u.x() - 0.5, u.y() - half, 1, 2 * half);
    QRectF box = cells;
    for (const Layout::Label& label : labels)
        box |= QRectF(label.at - QPointF(0.25, 0.25), QSizeF(0.5, 0.5));
    box.adjust(-margin, -margin, margin, margin);
    const qreal scale = std::min(width() / box.width(), height() / box.height());
    const QPointF origin =
        QPointF((width() - box.width() * scale) / 2, (height() - box.height() * scale) / 2) -
        box.topLeft() * scale;

    m_layout.scale = scale;
    m_layout.origin = origin;
    m_layout.unitCells = cells;
    m_layout.unitBox = box;
    m_layout.cells = QRectF(origin + cells.topLeft() * scale, cells.size() * scale);
    m_layout.centers.reserve(units.size());
    for (const QPointF& u : units) m_layout.centers.push_back(origin + u * scale);
    for (const Layout::Label& label : labels)
        m_layout.labels.push_back({origin + label.at * scale, label.text});
    return m_layout;
}

QPolygonF BoardView::cellPolygon(int cell, qreal inset) const {
    const Layout& l = layout();
    const QPointF c = cellCenter(cell);
    QPolygonF polygon;
    if (hexagonal()) {
        // Pointy-top: a corner straight up and straight down.
        const qreal r = hexRadius * l.scale * inset;
        for (int i = 0; i < 6; ++i) {
            const qreal angle = (60.0 * i - 90.0) * std::numbers::pi / 180.0;
            polygon << c + QPointF(r * std::cos(angle), r * std::sin(angle));
        }
    } else {
        const qreal h = 0.5 * l.scale * inset;
        polygon << c + QPointF(-h, -h) << c + QPointF(h, -h) << c + QPointF(h, h)
                << c + QPointF(-h, h);
    }
    return polygon;
}

bool BoardView::acceptsInput() const {
    return m_game && m_interactive && !isAnimating() && !m_game->result().over();
}

CellSet BoardView::cloneReachable() const {
    const Position& p = m_game->position();
    return p.geometry().adjacent_to(p.pieces(p.side_to_move())) & p.empty_cells();
}

int BoardView::cloneSourceFor(int target) const {
    // The piece a clone appears to grow out of: the selected one when it is a
    // neighbour, else the first neighbour of the side that moved.
    const Position& p = m_game->position();
    if (m_selected >= 0 && p.geometry().adjacent(m_selected).contains(target)) return m_selected;
    const CellSet sources = p.geometry().adjacent(target) & p.pieces(p.side_to_move());
    return sources.empty() ? target : sources.lowest();
}

void BoardView::activate(int cell) {
    if (!acceptsInput()) return;
    const Position& p = m_game->position();
    const Side us = p.side_to_move();
    const Geometry& g = p.geometry();
    if (cell < 0) {
        setSelectedCell(-1);
        return;
    }
    if (p.pieces(us).contains(cell)) {
        setSelectedCell(cell == m_selected ? -1 : cell);
        return;
    }
    const int selected = m_selected;
    if (!p.empty_cells().contains(cell)) {
        setSelectedCell(-1);
        emit clickRefused(cell, selected);
        return;
    }
    if (m_selected >= 0 && g.jumps(m_selected).contains(cell)) {
        choose(Move::jump(m_selected, cell), -1);
        return;
    }
    if (cloneReachable().contains(cell)) {
        choose(Move::clone(cell), cloneSourceFor(cell));
        return;
    }
    setSelectedCell(-1);
    emit moveRefused(cell);
    emit clickRefused(cell, selected);
}

void BoardView::choose(Move move, int cloneSource) {
    if (!m_game->position().is_legal(move)) return;
    m_chosen = move;
    m_chosenSource = cloneSource;
    m_selected = -1;
    update();
    BoardAccessible::cellsChanged(this);
    emit moveChosen(move);
}

void BoardView::startAnimation() {
    const int ply = m_game->ply();
    const Position& before = m_game->position_at(ply - 1);
    const Move move = m_game->move_at(ply - 1);
    if (move.is_pass() || move.is_none()) return;
    const Geometry& g = before.geometry();
    const Durations d = durationsFor(m_speed);

    m_anim = MoveAnimation();
    m_anim.ply = ply;
    m_anim.moveProgress = 0;
    m_anim.flipProgress = 0;
    m_anim.flipDuration = d.flip;
    m_anim.flipStagger = d.stagger;
    if (move.is_clone()) {
        if (m_chosen == move && m_chosenSource >= 0) {
            m_anim.cloneSource = m_chosenSource;
        } else {
            const CellSet sources = g.adjacent(move.to()) & before.pieces(before.side_to_move());
            m_anim.cloneSource = sources.empty() ? move.to() : sources.lowest();
        }
    }

    // The captured pieces turn over in a wave round the destination, starting
    // next to where the piece came from.
    const int from = move.is_clone() ? m_anim.cloneSource : move.from();
    const QPointF center = unitCenterOf(g, move.to());
    const QPointF source = unitCenterOf(g, from) - center;
    const qreal start = std::atan2(source.y(), source.x());
    std::vector<std::pair<qreal, int>> order;
    for (const int cell : before.captures(move)) {
        const QPointF v = unitCenterOf(g, cell) - center;
        qreal angle = std::atan2(v.y(), v.x()) - start;
        while (angle < 0) angle += 2 * std::numbers::pi;
        order.emplace_back(angle, cell);
    }
    std::sort(order.begin(), order.end());
    for (const auto& [angle, cell] : order) m_anim.flipOrder.push_back(cell);

    auto* group = new QSequentialAnimationGroup(this);
    auto* travel = new QVariantAnimation(group);
    travel->setStartValue(0.0);
    travel->setEndValue(1.0);
    travel->setDuration(move.is_jump() ? d.jump : d.clone);
    travel->setEasingCurve(move.is_jump() ? QEasingCurve::InOutQuad : QEasingCurve::OutBack);
    connect(travel, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_anim.moveProgress = value.toReal();
        update();
    });
    group->addAnimation(travel);
    if (!m_anim.flipOrder.empty()) {
        auto* wave = new QVariantAnimation(group);
        wave->setStartValue(0.0);
        wave->setEndValue(1.0);
        wave->setDuration(d.flip + d.stagger * (static_cast<int>(m_anim.flipOrder.size()) - 1));
        connect(wave, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
            m_anim.flipProgress = value.toReal();
            update();
        });
        group->addAnimation(wave);
    }
    connect(group, &QAbstractAnimation::finished, this, &BoardView::endAnimation);
    m_animation = group;
    group->start();
}

void BoardView::endAnimation() {
    if (!m_animation) return;
    m_animation->deleteLater();
    m_animation = nullptr;
    m_anim = MoveAnimation();
    update();
    emit animationFinished();
}

void BoardView::setHover(int cell) {
    if (cell == m_hover) return;
    m_hover = cell;
    update();
}

void BoardView::moveCursor(int key) {
    const Geometry& g = m_game->position().geometry();
    if (m_cursor < 0) {
        // Start on the selected piece, else on a piece of the side to move.
        const CellSet ours = m_game->position().pieces(m_game->position().side_to_move());
        m_cursor = m_selected >= 0 ? m_selected : ours.empty() ? 0 : ours.lowest();
        return;
    }
    const int row = g.row_of(m_cursor);
    const int column = g.column_of(m_cursor);
    int next = -1;
    if (key == Qt::Key_Left) next = g.cell_at(row, column - 1);
    if (key == Qt::Key_Right) next = g.cell_at(row, column + 1);
    if (key == Qt::Key_Up || key == Qt::Key_Down) {
        // The cell of the next row whose centre lies nearest below or above. On a
        // hexagon two are equally near: Down takes the right one and Up the left,
        // so that both follow the file and undo each other.
        const int target = row + (key == Qt::Key_Up ? -1 : 1);
        if (target >= 0 && target < g.row_count()) {
            const qreal x = unitCenterOf(g, m_cursor).x();
            qreal best = 0;
            for (int c = 0; c < g.row_length(target); ++c) {
                const int cell = g.row_start(target) + c;
                const qreal distance = std::abs(unitCenterOf(g, cell).x() - x);
                const bool tie = std::abs(distance - best) < 1e-6;
                if (next < 0 || distance < best - 1e-6 || (tie && key == Qt::Key_Down)) {
                    next = cell;
                    best = distance;
                }
            }
        }
    }
    if (next >= 0) m_cursor = next;
}

void BoardView::setCursorCell(int cell) {
    if (!m_game || cell < 0 || cell >= m_game->position().geometry().cell_count()) return;
    m_cursor = cell;
    m_cursorVisible = true;
    update();
    if (hasFocus())
        BoardAccessible::cursorMoved(this);
    else
        setFocus(Qt::OtherFocusReason); // focusInEvent() says where the cursor is
}

void BoardView::activateCell(int cell) {
    if (!m_game || cell < 0 || cell >= m_game->position().geometry().cell_count()) return;
    setCursorCell(cell);
    if (m_editMode) {
        emit cellClicked(cell);
        return;
    }
    // Assistive technology sees no animation: its press acts on the
    // position of the record, as drawn at the animation's end.
    finishAnimation();
    activate(cell);
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    invalidateLayout();
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_game) return;
    m_cursorVisible = false;
    const int cell = cellAt(event->position());
    m_pressCell = cell;
    m_deselectOnRelease = false;
    if (m_editMode) {
        if (cell >= 0) emit cellClicked(cell);
        return;
    }
    if (!acceptsInput()) return;
    // A press on the selected piece deselects it on release, so that it can also
    // be dragged to a target.
    if (cell >= 0 && cell == m_selected) {
        m_deselectOnRelease = true;
        return;
    }
    activate(cell);
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_game) return;
    const int cell = cellAt(event->position());
    const int pressed = std::exchange(m_pressCell, -1);
    const bool deselect = std::exchange(m_deselectOnRelease, false);
    if (!acceptsInput()) return;
    if (cell == pressed) {
        if (deselect) setSelectedCell(-1);
        return;
    }
    // Dragged from the selected piece to a target.
    if (m_selected >= 0 && pressed == m_selected && (cloneTargets() | jumpTargets()).contains(cell))
        activate(cell);
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    m_cursorVisible = false;
    setHover(m_game ? cellAt(event->position()) : -1);
}

void BoardView::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    setHover(-1);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (!m_game) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        moveCursor(event->key());
        m_cursorVisible = true;
        update();
        BoardAccessible::cursorMoved(this);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_cursor < 0) {
            moveCursor(event->key());
            m_cursorVisible = true;
            update();
            BoardAccessible::cursorMoved(this);
            return;
        }
        m_cursorVisible = true;
        if (m_editMode)
            emit cellClicked(m_cursor);
        else
            activate(m_cursor);
        update();
        return;
    case Qt::Key_Escape:
        if (m_selected >= 0) {
            setSelectedCell(-1);
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    update();
    BoardAccessible::cursorMoved(this);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), m_theme.background);
    if (!m_game) return;
    paintCells(painter);
    paintMarks(painter);
    paintPieces(painter);
    paintLabels(painter);
}

void BoardView::paintCells(QPainter& painter) const {
    const Position& p = m_game->position();
    const Geometry& g = p.geometry();
    const qreal scale = layout().scale;
    const int n = g.cell_count();

    // The frame: every cell's outline drawn wide in the frame colour, so that the
    // board has a border that follows its shape and gaps between the cells.
    QPainterPath outline;
    for (int cell = 0; cell < n; ++cell) outline.addPolygon(cellPolygon(cell));
    outline.setFillRule(Qt::WindingFill);
    painter.setPen(QPen(m_theme.frame, scale * 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(m_theme.frame);
    painter.drawPath(outline.simplified());

    for (int cell = 0; cell < n; ++cell) {
        const QPolygonF polygon = cellPolygon(cell, 0.94);
        if (p.blocked().contains(cell)) {
            // Blocked: a dark recess with hatching, unlike any playable cell.
            painter.setPen(Qt::NoPen);
            painter.setBrush(m_theme.blocked);
            painter.drawPolygon(polygon);
            painter.save();
            QPainterPath clip;
            clip.addPolygon(polygon);
            painter.setClipPath(clip);
            painter.setPen(QPen(m_theme.blockedHatch, scale * 0.07, Qt::SolidLine, Qt::FlatCap));
            const QPointF c = cellCenter(cell);
            const qreal step = scale * 0.2;
            for (qreal d = -scale; d <= scale; d += step)
                painter.drawLine(c + QPointF(d - scale, scale), c + QPointF(d + scale, -scale));
            painter.setPen(QPen(QColor(0, 0, 0, 110), scale * 0.1));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(polygon);
            painter.restore();
            continue;
        }
        QColor fill;
        if (g.is_hexagon()) {
            const int shade = ((g.q_of(cell) - g.r_of(cell)) % 3 + 3) % 3;
            fill = shade == 0   ? m_theme.cellLight
                   : shade == 1 ? m_theme.cellDark
                                : m_theme.cellThird;
        } else {
            fill = (g.row_of(cell) + g.column_of(cell)) % 2 == 0 ? m_theme.cellLight
                                                                 : m_theme.cellDark;
        }
        QLinearGradient gradient(polygon.boundingRect().topLeft(),
                                 polygon.boundingRect().bottomRight());
        gradient.setColorAt(0, fill.lighter(106));
        gradient.setColorAt(1, fill.darker(104));
        painter.setPen(Qt::NoPen);
        painter.setBrush(gradient);
        painter.drawPolygon(polygon);
    }
}

void BoardView::paintTargetDot(QPainter& painter, int cell, const QColor& color, bool jump,
                               qreal opacity) const {
    // Clone targets are solid dots, jump targets hollow rings: told apart by
    // shape as well as colour.
    const qreal scale = layout().scale;
    const QPointF c = cellCenter(cell);
    painter.save();
    painter.setOpacity(opacity);
    if (jump) {
        painter.setPen(QPen(color, scale * 0.07, Qt::SolidLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, scale * 0.2, scale * 0.2);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        painter.drawEllipse(c, scale * 0.17, scale * 0.17);
    }
    painter.restore();
}

void BoardView::paintMarks(QPainter& painter) const {
    const Position& p = m_game->position();
    const Geometry& g = p.geometry();
    const qreal scale = layout().scale;
    const int ply = m_game->ply();

    // The last move: its destination tinted, a jump's origin outlined.
    if (m_showLastMove && ply > 0) {
        const Move last = m_game->move_at(ply - 1);
        if (!last.is_pass() && !last.is_none()) {
            QColor tint = m_theme.lastMove;
            tint.setAlpha(120);
            painter.setPen(Qt::NoPen);
            painter.setBrush(tint);
            painter.drawPolygon(cellPolygon(last.to(), 0.94));
            if (last.is_jump()) {
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(m_theme.lastMove, scale * 0.05, Qt::DashLine));
                painter.drawPolygon(cellPolygon(last.from(), 0.78));
            }
        }
    }

    const bool input = acceptsInput() && !m_editMode;
    if ((input && m_hover >= 0 && !p.blocked().contains(m_hover)) || (m_editMode && m_hover >= 0)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(m_theme.hover);
        painter.drawPolygon(cellPolygon(m_hover, 0.94));
    }

    // The selected piece's targets; with nothing selected, a hovered piece's
    // targets faintly, and a hovered cell a clone reaches.
    if (m_showLegalMoves && (input || m_selected >= 0)) {
        int source = m_selected;
        if (source < 0 && input && m_hover >= 0 && p.pieces(p.side_to_move()).contains(m_hover))
            source = m_hover;
        const qreal opacity = m_selected >= 0 ? 0.9 : 0.45;
        if (source >= 0) {
            for (const int cell : g.adjacent(source) & p.empty_cells())
                paintTargetDot(painter, cell, m_theme.cloneTarget, false, opacity);
            for (const int cell : g.jumps(source) & p.empty_cells())
                paintTargetDot(painter, cell, m_theme.jumpTarget, true, opacity);
        }
        if (input && m_selected < 0 && m_hover >= 0 && cloneReachable().contains(m_hover))
            paintTargetDot(painter, m_hover, m_theme.cloneTarget, false, 0.7);
    }

    if (m_selected >= 0) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(m_theme.selection, scale * 0.08));
        painter.drawPolygon(cellPolygon(m_selected, 0.86));
    }

    if (!m_hint.is_none() && !m_hint.is_pass()) {
        painter.setPen(QPen(m_theme.hint, scale * 0.08));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(cellPolygon(m_hint.to(), 0.84));
        QColor fill = m_theme.hint;
        fill.setAlpha(90);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawPolygon(cellPolygon(m_hint.to(), 0.84));
        if (m_hint.is_jump()) {
            painter.setPen(QPen(m_theme.hint, scale * 0.08, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(cellPolygon(m_hint.from(), 0.84));
            painter.setPen(QPen(m_theme.hint, scale * 0.06, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(cellCenter(m_hint.from()), cellCenter(m_hint.to()));
        }
    }

    if (m_cursorVisible && hasFocus() && m_cursor >= 0) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(m_theme.cursor, scale * 0.06, Qt::DashLine));
        painter.drawPolygon(cellPolygon(m_cursor, 0.9));
    }
}

void BoardView::paintPieces(QPainter& painter) const {
    const Position& p = m_game->position();
    const Geometry& g = p.geometry();
    const qreal radius = layout().scale * (g.is_hexagon() ? 0.39 : 0.37);
    const bool animating = isAnimating() && m_anim.ply == m_game->ply();
    Move move = Move::none();
    Side mover = p.side_to_move();
    if (animating) {
        move = m_game->move_at(m_anim.ply - 1);
        mover = m_game->position_at(m_anim.ply - 1).side_to_move();
    }

    for (const Side side : {Side::X, Side::O}) {
        for (const int cell : p.pieces(side)) {
            if (animating && cell == move.to()) continue;
            if (animating) {
                const auto it = std::find(m_anim.flipOrder.begin(), m_anim.flipOrder.end(), cell);
                if (it != m_anim.flipOrder.end()) {
                    // Each captured piece turns over in its own slice of the wave.
                    const int index = static_cast<int>(it - m_anim.flipOrder.begin());
                    const qreal total =
                        m_anim.flipDuration +
                        m_anim.flipStagger * (static_cast<qreal>(m_anim.flipOrder.size()) - 1);
                    const qreal local =
                        std::clamp((m_anim.flipProgress * total - index * m_anim.flipStagger) /
                                       m_anim.flipDuration,
                                   0.0, 1.0);
                    const Side shown = local < 0.5 ? !mover : mover;
                    const qreal squeeze = std::abs(std::cos(local * std::numbers::pi));
                    m_theme.paintPiece(painter, cellCenter(cell),
                                       radius * (1 + 0.12 * std::sin(local * std::numbers::pi)),
                                       shown, squeeze);
                    continue;
                }
            }
            m_theme.paintPiece(painter, cellCenter(cell), radius, side);
        }
    }

    if (animating) {
        // The moving piece last, above the others.
        const qreal t = m_anim.moveProgress;
        const QPointF to = cellCenter(move.to());
        if (move.is_clone()) {
            const QPointF from = cellCenter(m_anim.cloneSource);
            const qreal travel = std::clamp(t, 0.0, 1.0);
            m_theme.paintPiece(painter, from + (to - from) * easeOutCubic(travel),
                               radius * std::max(0.25, 0.25 + 0.75 * t), mover);
        } else {
            const QPointF from = cellCenter(move.from());
            const qreal lift = std::sin(t * std::numbers::pi);
            m_theme.paintPiece(painter, from + (to - from) * t, radius * (1 + 0.25 * lift), mover);
        }
    }
}

void BoardView::paintLabels(QPainter& painter) const {
    const Layout& l = layout();
    if (l.labels.empty()) return;
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(l.scale * 0.3)));
    painter.setFont(font);
    painter.setPen(m_theme.coordinates);
    const qreal box = l.scale * 0.6;
    for (const Layout::Label& label : l.labels)
        painter.drawText(QRectF(label.at - QPointF(box / 2, box / 2), QSizeF(box, box)),
                         Qt::AlignCenter, label.text);
}

} // namespace ataxx

#include "game/movelistview.h"

#include "board/windowtheme.h"
#include "game/movetext.h"
#include "game/reviewmarks.h"
#include "players/playersetup.h"
#include "review/review.h"

#include "pgn.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QStyle>
#include <QTimer>

#include <algorithm>

namespace ataxx {

MoveListView::MoveListView(QWidget* parent)
    : QTableWidget(parent) {
    setObjectName(QStringLiteral("moveList"));
    setColumnCount(2);
    setHorizontalHeaderLabels({PlayerSetup::sideName(Side::X), PlayerSetup::sideName(Side::O)});
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Rows as tall as the text needs, so that a short list beside docks
    // still shows several moves.
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    verticalHeader()->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000.")) + 8);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    // Tab reaches it, where the arrows go through the moves and Enter shows
    // the position after one, and Tab goes on; a click leaves the focus on
    // the board.
    setFocusPolicy(Qt::TabFocus);
    setTabKeyNavigation(false);
    setAlternatingRowColors(true);
    connect(this, &QTableWidget::cellClicked, this, [this](int row, int column) {
        const NodeId node = nodeAt(row, column);
        if (node != Game::no_node) emit nodeSelected(node);
    });
    connect(this, &QTableWidget::activated, this, [this](const QModelIndex& index) {
        const NodeId node = nodeAt(index.row(), index.column());
        if (node != Game::no_node) emit nodeSelected(node);
    });
}

namespace {

// Links in a variation's text name their node: "node:17".
QString nodeLink(NodeId node) {
    return QStringLiteral("node:%1").arg(node);
}

NodeId linkedNode(const QString& link) {
    bool ok = false;
    const int node = link.startsWith(QLatin1String("node:")) ? link.mid(5).toInt(&ok) : -1;
    return ok ? node : Game::no_node;
}

} // namespace

void MoveListView::addReviewSentences(const QMap<QString, QString>& sentences) {
    m_reviewSentences.insert(sentences);
    refresh();
}

void MoveListView::setGame(const Game* game) {
    m_game = game;
    refresh();
}

QSize MoveListView::minimumSizeHint() const {
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int cell = metrics.horizontalAdvance(QStringLiteral("g7"));
    if (m_game) {
        const Geometry& geometry = m_game->start_position().geometry();
        for (int i = 0; i < geometry.cell_count(); ++i)
            cell =
                std::max(cell, metrics.horizontalAdvance(QString::fromStdString(geometry.name(i))));
    }
    const int move = 2 * cell + metrics.horizontalAdvance(QStringLiteral("??")) + 8;
    const int width = verticalHeader()->minimumWidth() + 2 * move + 2 * frameWidth() +
                      style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return {width, QTableWidget::minimumSizeHint().height()};
}

NodeId MoveListView::nodeAt(int row, int column) const {
    for (std::size_t i = 0; i < m_cells.size(); ++i)
        if (m_cells[i].row == row && m_cells[i].column == column) return m_mainNodes[i];
    return Game::no_node;
}

NodeId MoveListView::nodeAt(const QPoint& viewportPoint) const {
    const QModelIndex index = indexAt(viewportPoint);
    return index.isValid() ? nodeAt(index.row(), index.column()) : Game::no_node;
}

QModelIndex MoveListView::modelIndexOfMove(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= m_cells.size()) return {};
    const Cell& cell = m_cells[static_cast<std::size_t>(index)];
    return model()->index(cell.row, cell.column);
}

QLabel* MoveListView::variationLabel(NodeId first) const {
    for (const auto& [row, node] : m_variationRows)
        if (node == first) return qobject_cast<QLabel*>(cellWidget(row, 0));
    return nullptr;
}

void MoveListView::refresh() {
    clearContents();
    clearSpans();
    m_cells.clear();
    m_mainNodes.clear();
    m_variationRows.clear();
    m_hovered = Game::no_node;
    if (!m_game) {
        setRowCount(0);
        return;
    }
    for (NodeId n = Game::root; !m_game->children(n).empty();) {
        n = m_game->children(n).front();
        m_mainNodes.push_back(n);
    }
    const Geometry& geometry = m_game->start_position().geometry();
    if (&geometry != m_geometry) {
        m_geometry = &geometry;
        updateGeometry(); // another board may have longer cell names
    }
    const std::vector<std::pair<int, NodeId>> breaks = placeCells();
    fillMoves();
    for (const auto& [breakRow, node] : breaks) fillVariations(breakRow + 1, node);
    fitVariationRows();
    // Once the new labels are laid out, their heights again.
    if (!m_variationRows.empty()) QTimer::singleShot(0, this, &MoveListView::fitVariationRows);
    showCurrent();
}

std::vector<std::pair<int, NodeId>> MoveListView::placeCells() {
    // Where each main-line move stands: Black's on the left, White's on the
    // right, a row per move number, and a variation's row after the move it
    // could have replaced, which leaves the rest of that move number's row
    // empty and starts the next move on a row of its own.
    int row = 0;
    int column = side_index(m_game->start_position().side_to_move());
    int rows = 0;
    std::vector<std::pair<int, NodeId>> breaks; // row, main-line move with variations
    for (const NodeId node : m_mainNodes) {
        m_cells.push_back({row, column});
        rows = row + 1;
        const auto choices = static_cast<int>(m_game->children(m_game->parent(node)).size());
        if (choices > 1) {
            breaks.emplace_back(row, node);
            row += choices;
            rows = row;
            column = 1 - column;
        } else if (column == 1) {
            ++row;
            column = 0;
        } else {
            column = 1;
        }
    }
    setRowCount(rows);
    // Each move row is numbered; a variation's row is not.
    QStringList numbers;
    for (int r = 0; r < rows; ++r) numbers << QString();
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const Position& before = m_game->position_of(m_game->parent(m_mainNodes[i]));
        QString& label = numbers[m_cells[i].row];
        if (label.isEmpty()) label = QStringLiteral("%1.").arg(before.fullmove_number());
        // White's move on a row of its own after a variation: "…" on Black's side.
        if (i > 0 && m_cells[i].column == 1 && m_cells[i - 1].row != m_cells[i].row) {
            auto* gap = new QTableWidgetItem(QStringLiteral("\u2026"));
            gap->setFlags(Qt::NoItemFlags);
            gap->setData(Qt::AccessibleTextRole, QString());
            setItem(m_cells[i].row, 0, gap);
        }
    }
    setVerticalHeaderLabels(numbers);
    return breaks;
}

void MoveListView::fillMoves() {
    const Geometry& geometry = m_game->start_position().geometry();
    // The moves after the one shown read quieter, and every colour reaches
    // 4.5:1 on both row colours (WCAG AA for text).
    const QColor later = WindowTheme::secondaryText(palette());
    const auto readable = [this](const QColor& colour) {
        return WindowTheme::readableOn(
            WindowTheme::readableOn(colour, palette().color(QPalette::Base)),
            palette().color(QPalette::AlternateBase));
    };
    // The moves played to reach the board: the line up to the cursor.
    const int shownPly = m_game->ply();
    const auto onBoard = [this, shownPly](int index) {
        return index < shownPly &&
               m_game->node_at(index + 1) == m_mainNodes[static_cast<std::size_t>(index)];
    };
    for (std::size_t i = 0; i < m_mainNodes.size(); ++i) {
        const NodeId node = m_mainNodes[i];
        const Move move = m_game->move_of(node);
        const MoveNote& note = m_game->note_of(node);
        const QString mark = reviewSymbol(note.nag);
        auto* item = new QTableWidgetItem(MoveText::move(geometry, move) + mark);
        item->setData(Qt::UserRole, static_cast<int>(i) + 1);
        // A review's mark in its colour, with what it found as the tooltip.
        if (!mark.isEmpty()) {
            item->setForeground(readable(reviewColour(note.nag)));
            QFont bold = font();
            bold.setBold(true);
            item->setFont(bold);
            // The figures, and below them the review's sentences, in the
            // user's language where this run's review wrote them.
            const ReviewComment parts = split_review_comment(note.comment);
            QString tip =
                tr("%1: %2").arg(reviewName(note.nag), QString::fromStdString(parts.figures));
            if (!parts.sentences.empty()) {
                const QString english = QString::fromStdString(parts.sentences);
                tip += QLatin1Char('\n') + m_reviewSentences.value(english, english);
            }
            item->setToolTip(tip);
            // Said, not spelled out: "g3f5, Blunder" for "g3f5??".
            item->setData(Qt::AccessibleTextRole,
                          tr("%1, %2").arg(MoveText::move(geometry, move), reviewName(note.nag)));
        } else if (!note.comment.empty()) {
            item->setToolTip(QString::fromStdString(note.comment));
        }
        item->setData(Qt::AccessibleDescriptionRole, item->toolTip());
        if (!onBoard(static_cast<int>(i))) item->setForeground(later);
        setItem(m_cells[i].row, m_cells[i].column, item);
    }
}

void MoveListView::showCurrent() {
    const NodeId current = m_game->current_node();
    const auto onMain = std::find(m_mainNodes.begin(), m_mainNodes.end(), current);
    if (onMain != m_mainNodes.end()) {
        const QModelIndex index = modelIndexOfMove(static_cast<int>(onMain - m_mainNodes.begin()));
        setCurrentCell(index.row(), index.column());
        scrollTo(index);
        return;
    }
    setCurrentCell(-1, -1);
    clearSelection();
    // The variation the cursor is in: the row of its first move off the main line.
    NodeId first = current;
    while (first != Game::root && m_game->variation_depth(m_game->parent(first)) > 0)
        first = m_game->parent(first);
    for (const auto& [varRow, varNode] : m_variationRows)
        if (varNode == first) scrollTo(model()->index(varRow, 0));
    if (current == Game::root) scrollToTop();
}

void MoveListView::fillVariations(int row, NodeId mainMove) {
    const auto& choices = m_game->children(m_game->parent(mainMove));
    for (std::size_t k = 1; k < choices.size(); ++k, ++row) {
        const NodeId first = choices[k];
        auto* label = new QLabel(this);
        label->setObjectName(QStringLiteral("variation"));
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
        label->setContentsMargins(12 + 12 * (m_game->variation_depth(first) - 1), 1, 4, 1);
        QFont small = font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        label->setFont(small);
        label->setText(QStringLiteral("(") + moveHtml(first, true) + linesHtml(first, false) +
                       QStringLiteral(")"));
        label->setAccessibleName(
            tr("Variation: %1")
                .arg(label->text().remove(QRegularExpression(QStringLiteral("<[^>]*>")))));
        label->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(label, &QLabel::linkActivated, this, [this](const QString& link) {
            const NodeId node = linkedNode(link);
            if (node != Game::no_node) emit nodeSelected(node);
        });
        connect(label, &QLabel::linkHovered, this,
                [this](const QString& link) { m_hovered = linkedNode(link); });
        connect(label, &QLabel::customContextMenuRequested, this, [this, label, first](QPoint at) {
            const NodeId node = m_hovered != Game::no_node ? m_hovered : first;
            showMenu(node, label->mapToGlobal(at));
        });
        setSpan(row, 0, 1, 2);
        // The row itself is no move: a click on its blank part selects nothing.
        auto* holder = new QTableWidgetItem;
        holder->setFlags(Qt::NoItemFlags);
        setItem(row, 0, holder);
        setCellWidget(row, 0, label);
        m_variationRows.emplace_back(row, first);
    }
}

QString MoveListView::linesHtml(NodeId node, bool numbered) const {
    // The line on from `node` by first moves, each other choice in brackets
    // after the move it could have replaced, smaller the deeper it is.
    QString html;
    while (!m_game->children(node).empty()) {
        const auto& next = m_game->children(node);
        html += QLatin1Char(' ') + moveHtml(next.front(), numbered);
        for (std::size_t i = 1; i < next.size(); ++i)
            html += QStringLiteral(" (") + moveHtml(next[i], true) + linesHtml(next[i], false) +
                    QStringLiteral(")");
        numbered = next.size() > 1;
        node = next.front();
    }
    return html;
}

QString MoveListView::moveHtml(NodeId node, bool numbered) const {
    const Position& before = m_game->position_of(m_game->parent(node));
    QString number;
    if (before.side_to_move() == Side::X)
        number = QStringLiteral("%1. ").arg(before.fullmove_number());
    else if (numbered)
        number = QStringLiteral("%1\u2026 ").arg(before.fullmove_number());
    const QString text = (MoveText::move(before.geometry(), m_game->move_of(node)) +
                          reviewSymbol(m_game->note_of(node).nag))
                             .toHtmlEscaped();
    const QPalette colours = palette();
    QString link = QStringLiteral("<a href=\"%1\" style=\"text-decoration:none; color:%2\">%3</a>")
                       .arg(nodeLink(node), colours.color(QPalette::Text).name(), text);
    if (node == m_game->current_node())
        link = QStringLiteral("<span style=\"background-color:%1\"><b>%2</b></span>")
                   .arg(colours.color(QPalette::Highlight).name(),
                        QStringLiteral(
                            "<a href=\"%1\" style=\"text-decoration:none; color:%2\">%3</a>")
                            .arg(nodeLink(node), colours.color(QPalette::HighlightedText).name(),
                                 text));
    return number + link;
}

void MoveListView::fitVariationRows() {
    const int width = std::max(1, viewport()->width());
    for (const auto& [row, node] : m_variationRows) {
        Q_UNUSED(node);
        if (auto* label = qobject_cast<QLabel*>(cellWidget(row, 0))) {
            label->ensurePolished();
            setRowHeight(row, std::max(verticalHeader()->defaultSectionSize(),
                                       label->heightForWidth(width) + 2));
        }
    }
}

void MoveListView::changeEvent(QEvent* event) {
    QTableWidget::changeEvent(event);
    // The variations' colours are written into their text: a new theme
    // writes them again.
    if (event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::FontChange)
        refresh();
}

void MoveListView::resizeEvent(QResizeEvent* event) {
    QTableWidget::resizeEvent(event);
    fitVariationRows();
}

void MoveListView::keyPressEvent(QKeyEvent* event) {
    if (!m_game || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
        QTableWidget::keyPressEvent(event);
        return;
    }
    const NodeId current = m_game->current_node();
    NodeId target = Game::no_node;
    switch (event->key()) {
    case Qt::Key_Left:
        if (m_game->ply() > 0) target = m_game->node_at(m_game->ply() - 1);
        break;
    case Qt::Key_Right:
        if (m_game->ply() < m_game->length()) target = m_game->node_at(m_game->ply() + 1);
        break;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        if (current == Game::root) break;
        const auto& choices = m_game->children(m_game->parent(current));
        const auto at = std::find(choices.begin(), choices.end(), current) - choices.begin();
        const auto next = at + (event->key() == Qt::Key_Down ? 1 : -1);
        if (next >= 0 && next < static_cast<long>(choices.size()))
            target = choices[static_cast<std::size_t>(next)];
        break;
    }
    case Qt::Key_Home:
        target = Game::root;
        break;
    case Qt::Key_End:
        target = m_game->node_at(m_game->length());
        break;
    default:
        QTableWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    if (target != Game::no_node && target != current) emit nodeSelected(target);
}

void MoveListView::contextMenuEvent(QContextMenuEvent* event) {
    if (!m_game) return;
    // A scroll area hands its viewport's events on in the viewport's coordinates.
    const NodeId node =
        event->reason() == QContextMenuEvent::Mouse ? nodeAt(event->pos()) : m_game->current_node();
    if (node == Game::no_node || node == Game::root) return;
    showMenu(node, event->globalPos());
}

void MoveListView::showMenu(NodeId node, const QPoint& globalPos) {
    if (!m_game || !m_game->contains(node) || node == Game::root) return;
    const bool inVariation = m_game->variation_depth(node) > 0;
    QMenu menu(this);
    menu.addAction(tr("Promote to main line"), this,
                   [this, node] { emit promoteToMainLineRequested(node); })
        ->setEnabled(inVariation);
    menu.addAction(tr("Promote variation"), this, [this, node] { emit promoteRequested(node); })
        ->setEnabled(inVariation);
    menu.addAction(tr("Delete variation"), this,
                   [this, node] { emit deleteVariationRequested(node); })
        ->setEnabled(inVariation);
    menu.addAction(tr("Delete from here"), this, [this, node] { emit deleteFromRequested(node); });
    menu.addSeparator();
    menu.addAction(tr("Copy line as PGN"), this, [this, node] { copyLine(node); });
    menu.exec(globalPos);
}

void MoveListView::copyLine(NodeId node) const {
    // The line from the start to the move, as a game of its own.
    PgnGame pgn{{}, Game(m_game->start_position())};
    for (const Move move : m_game->line_to(node)) pgn.game.play(move);
    QGuiApplication::clipboard()->setText(QString::fromStdString(write_pgn(pgn)));
}

void MoveListView::currentChanged(const QModelIndex& current, const QModelIndex& previous) {
    if (hasFocus())
        QTableWidget::currentChanged(current, previous);
    else
        QAbstractItemView::currentChanged(current, previous);
}

} // namespace ataxx

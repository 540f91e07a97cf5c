#include "game/movelistview.h"

#include "board/windowtheme.h"
#include "game/movetext.h"
#include "game/reviewmarks.h"
#include "players/playersetup.h"
#include "review/review.h"

#include <QHeaderView>
#include <QStyle>

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
        const int index = moveIndexAt(row, column);
        if (index >= 0) emit plySelected(index + 1);
    });
    connect(this, &QTableWidget::activated, this, [this](const QModelIndex& index) {
        const int move = moveIndexAt(index.row(), index.column());
        if (move >= 0) emit plySelected(move + 1);
    });
}

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

int MoveListView::firstSlot() const {
    // A game that starts with White to move leaves Black's first cell empty.
    return m_game ? side_index(m_game->start_position().side_to_move()) : 0;
}

int MoveListView::moveIndexAt(int row, int column) const {
    if (!m_game) return -1;
    const int index = row * 2 + column - firstSlot();
    return index >= 0 && index < m_game->length() ? index : -1;
}

QModelIndex MoveListView::modelIndexOfMove(int index) const {
    if (!m_game || index < 0 || index >= m_game->length()) return {};
    const int slot = index + firstSlot();
    return model()->index(slot / 2, slot % 2);
}

void MoveListView::refresh() {
    clearContents();
    if (!m_game) {
        setRowCount(0);
        return;
    }
    const int length = m_game->length();
    const int slotCount = length + firstSlot();
    setRowCount((slotCount + 1) / 2);
    const int firstNumber = m_game->start_position().fullmove_number();
    QStringList numbers;
    for (int row = 0; row < rowCount(); ++row)
        numbers << QStringLiteral("%1.").arg(firstNumber + row);
    setVerticalHeaderLabels(numbers);

    const Geometry& geometry = m_game->start_position().geometry();
    if (&geometry != m_geometry) {
        m_geometry = &geometry;
        updateGeometry(); // another board may have longer cell names
    }
    // The moves after the one shown read quieter, and every colour reaches
    // 4.5:1 on both row colours (WCAG AA for text).
    const QColor later = WindowTheme::secondaryText(palette());
    const auto readable = [this](const QColor& colour) {
        return WindowTheme::readableOn(
            WindowTheme::readableOn(colour, palette().color(QPalette::Base)),
            palette().color(QPalette::AlternateBase));
    };
    for (int i = 0; i < length; ++i) {
        const Move move = m_game->move_at(i);
        const MoveNote& note = m_game->note_at(i);
        const QString mark = reviewSymbol(note.nag);
        auto* item = new QTableWidgetItem(MoveText::move(geometry, move) + mark);
        item->setData(Qt::UserRole, i + 1);
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
        if (i >= m_game->ply()) item->setForeground(later);
        const int slot = i + firstSlot();
        setItem(slot / 2, slot % 2, item);
    }
    const int current = m_game->ply() - 1;
    if (current >= 0) {
        const QModelIndex index = modelIndexOfMove(current);
        setCurrentCell(index.row(), index.column());
        scrollTo(index);
    } else {
        setCurrentCell(-1, -1);
        clearSelection();
        scrollToTop();
    }
}

void MoveListView::currentChanged(const QModelIndex& current, const QModelIndex& previous) {
    if (hasFocus())
        QTableWidget::currentChanged(current, previous);
    else
        QAbstractItemView::currentChanged(current, previous);
}

} // namespace ataxx

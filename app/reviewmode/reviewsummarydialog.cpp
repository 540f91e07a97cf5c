#include "reviewmode/reviewsummarydialog.h"

#include "board/windowtheme.h"
#include "game/reviewmarks.h"
#include "players/playersetup.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QVBoxLayout>

namespace ataxx {

ReviewSummaryDialog::ReviewSummaryDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("reviewSummary"));
    setWindowTitle(tr("Game review"));
    auto* layout = new QVBoxLayout(this);
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(24);
    for (int column = 0; column < 2; ++column) {
        auto* side = new QLabel(
            QStringLiteral("<b>%1</b>").arg(PlayerSetup::sideName(column == 0 ? Side::X : Side::O)),
            this);
        grid->addWidget(side, 0, column + 1, Qt::AlignRight);
    }
    const QString rows[5] = {
        tr("Accuracy"),
        tr("Best moves"),
        QStringLiteral("%1 (?!)").arg(reviewName(6)),
        QStringLiteral("%1 (?)").arg(reviewName(2)),
        QStringLiteral("%1 (?"
                       "?)")
            .arg(reviewName(4)),
    };
    for (int row = 0; row < 5; ++row) {
        m_names[row] = new QLabel(rows[row], this);
        grid->addWidget(m_names[row], row + 1, 0);
        for (int column = 0; column < 2; ++column) {
            m_cells[row][column] = new QLabel(this);
            m_cells[row][column]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            grid->addWidget(m_cells[row][column], row + 1, column + 1);
        }
    }
    layout->addLayout(grid);
    m_depth = new QLabel(this);
    m_depth->setWordWrap(true);
    layout->addWidget(m_depth);
    m_markedTitle = new QLabel(this);
    layout->addWidget(m_markedTitle);
    m_marked = new QListWidget(this);
    m_marked->setObjectName(QStringLiteral("markedMoves"));
    m_marked->setAccessibleName(tr("Marked moves:"));
    m_marked->setWordWrap(true);
    m_marked->setTextElideMode(Qt::ElideNone);
    m_marked->setResizeMode(QListView::Adjust);
    m_marked->setUniformItemSizes(false);
    m_marked->setMinimumWidth(fontMetrics().averageCharWidth() * 60);
    m_marked->setMinimumHeight(fontMetrics().lineSpacing() * 8);
    connect(m_marked, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { emit plySelected(item->data(Qt::UserRole).toInt()); });
    connect(m_marked, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit plySelected(item->data(Qt::UserRole).toInt()); });
    layout->addWidget(m_marked, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    colourNames();
}

void ReviewSummaryDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) colourNames();
}

void ReviewSummaryDialog::colourNames() {
    // The marks' own colours are made for small dots and the move list; as
    // text on the window they may need to be darker (light themes) or lighter.
    const QColor window = palette().color(QPalette::Window);
    const int nags[5] = {0, 0, 6, 2, 4};
    for (int row = 0; row < 5; ++row) {
        if (nags[row] == 0) continue;
        const QColor colour = WindowTheme::readableOn(reviewColour(nags[row]), window);
        m_names[row]->setStyleSheet(QStringLiteral("color: %1").arg(colour.name()));
    }
    // The list's moves on its own base.
    if (!m_marked) return;
    const QColor base = m_marked->palette().color(QPalette::Base);
    for (int row = 0; row < m_marked->count() && row < m_markedMoves.size(); ++row)
        m_marked->item(row)->setForeground(
            WindowTheme::readableOn(reviewColour(m_markedMoves[row].nag), base));
}

void ReviewSummaryDialog::setMarkedMoves(const QList<MarkedMove>& moves) {
    m_markedMoves = moves;
    m_marked->clear();
    m_markedTitle->setText(moves.isEmpty() ? tr("No move was marked.") : tr("Marked moves:"));
    m_marked->setVisible(!moves.isEmpty());
    for (const MarkedMove& move : moves) {
        auto* item = new QListWidgetItem(
            move.sentences.isEmpty() ? move.move : move.move + QLatin1Char('\n') + move.sentences,
            m_marked);
        item->setData(Qt::UserRole, move.ply);
        item->setToolTip(move.sentences);
    }
    colourNames();
}

int ReviewSummaryDialog::markedMoveCount() const {
    return m_marked->count();
}

QString ReviewSummaryDialog::markedMoveText(int row) const {
    if (row < 0 || row >= m_marked->count()) return {};
    return m_marked->item(row)->text();
}

void ReviewSummaryDialog::setSummary(const ReviewSummary& black, const ReviewSummary& white,
                                     int depth) {
    const ReviewSummary* sides[2] = {&black, &white};
    const QLocale locale;
    for (int column = 0; column < 2; ++column) {
        const ReviewSummary& s = *sides[column];
        m_cells[0][column]->setText(s.judged == 0
                                        ? QStringLiteral("–")
                                        : tr("%1%").arg(locale.toString(s.accuracy, 'f', 1)));
        m_cells[1][column]->setText(QString::number(s.best));
        m_cells[2][column]->setText(QString::number(s.dubious));
        m_cells[3][column]->setText(QString::number(s.mistakes));
        m_cells[4][column]->setText(QString::number(s.blunders));
    }
    m_depth->setText(tr("Each move was compared with our engine's best move at depth %1. "
                        "A move's accuracy is 100% for the best move and falls with every piece "
                        "it gives away (78% for one, 37% for four); a side's accuracy is the "
                        "average over its moves that had a choice.")
                         .arg(depth));
}

QString ReviewSummaryDialog::cellText(int row, int column) const {
    if (row < 0 || row >= 5 || column < 0 || column >= 2) return {};
    return m_cells[row][column]->text();
}

} // namespace ataxx

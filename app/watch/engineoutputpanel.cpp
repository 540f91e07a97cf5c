#include "watch/engineoutputpanel.h"

#include "game/movetext.h"
#include "game/numbertext.h"
#include "players/playersetup.h"
#include "search/scoretext.h"

#include <QCheckBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <QStyle>

#include <algorithm>
#include <cmath>

namespace ataxx {

namespace {

enum Column { DepthColumn, ScoreColumn, NodesColumn, SpeedColumn, TimeColumn, PvColumn };

// 1234 -> "1234", 1234567 -> "1.23M": the digits that matter.
QString compact(std::uint64_t value) {
    if (value < 10000) return QString::number(value);
    const std::pair<double, const char*> units[] = {{1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
    for (const auto& [size, suffix] : units) {
        if (static_cast<double>(value) < size) continue;
        const double scaled = static_cast<double>(value) / size;
        return NumberText::decimal(scaled, scaled < 10    ? 2
                                           : scaled < 100 ? 1
                                                          : 0) +
               QLatin1StringView(suffix);
    }
    return QString::number(value);
}

// Passes read "pass", never the protocol's "0000".
QString moveText(const Position& position, Move move) {
    return MoveText::move(position.geometry(), move);
}

QString pvText(const Position& root, const std::vector<Move>& pv) {
    return MoveText::line(root, pv);
}

} // namespace

EngineOutputPanel::EngineOutputPanel(QWidget* parent)
    : QWidget(parent)
    , m_showBestMove(new QCheckBox(this))
    , m_stopAnalysis(new QPushButton(tr("Stop"), this)) {
    setObjectName(QStringLiteral("engineOutput"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    createBestMoveRow(layout);

    const QString titles[] = {PlayerSetup::sideName(Side::X), PlayerSetup::sideName(Side::O),
                              tr("Analysis")};
    const char* names[] = {"outputBlack", "outputWhite", "outputAnalysis"};
    for (std::size_t i = 0; i < m_parts.size(); ++i) createSection(layout, i, titles[i], names[i]);
    setSectionVisible(Section::Analysis, false);
}

void EngineOutputPanel::createBestMoveRow(QVBoxLayout* layout) {
    m_showBestMove->setObjectName(QStringLiteral("showBestMove"));
    // The check box's words wrap in a narrow dock rather than making the
    // panel wider than it or being cut; a click on them ticks the box, as on
    // a check box's own text (eventFilter).
    m_bestMoveLabel = new QLabel(tr("Show the best move on the board"), this);
    m_bestMoveLabel->setObjectName(QStringLiteral("showBestMoveText"));
    m_bestMoveLabel->setWordWrap(true);
    m_bestMoveLabel->setBuddy(m_showBestMove);
    m_bestMoveLabel->installEventFilter(this);
    m_showBestMove->setAccessibleName(m_bestMoveLabel->text());
    auto* bestMoveRow = new QHBoxLayout;
    bestMoveRow->setSpacing(style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing));
    bestMoveRow->addWidget(m_showBestMove, 0, Qt::AlignTop);
    bestMoveRow->addWidget(m_bestMoveLabel, 1);
    layout->addLayout(bestMoveRow);
    connect(m_showBestMove, &QCheckBox::toggled, this, &EngineOutputPanel::showBestMoveToggled);
    // With no section shown (no computer plays, no analysis), a line that
    // says so under the check box, and the empty space below it.
    m_placeholder = new QLabel(tr("No engine is thinking. Choose a computer for a side in the "
                                  "toolbar, or Analyse."),
                               this);
    m_placeholder->setObjectName(QStringLiteral("noOutput"));
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText); // quieter, yet readable
    layout->addWidget(m_placeholder, 1);
}

void EngineOutputPanel::createSection(QVBoxLayout* layout, std::size_t i, const QString& title,
                                      const char* name) {
    Part& p = m_parts[i];
    p.box = new QGroupBox(title, this);
    p.box->setObjectName(QLatin1StringView(name));
    p.box->setMinimumWidth(1);
    p.title = title;
    p.head = title;
    auto* box = new QVBoxLayout(p.box);
    // Narrow at the sides: in a small window every pixel goes to the table.
    box->setContentsMargins(3, 6, 3, 6);
    box->setSpacing(4);
    auto* top = new QHBoxLayout;
    p.summary = new QLabel(p.box);
    p.summary->setObjectName(QStringLiteral("summary"));
    p.summary->setWordWrap(true);
    p.summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = p.summary->font();
    bold.setBold(true);
    p.summary->setFont(bold);
    top->addWidget(p.summary, 1);
    if (i == static_cast<std::size_t>(Section::Analysis)) {
        m_stopAnalysis->setObjectName(QStringLiteral("stopAnalysis"));
        m_stopAnalysis->setToolTip(tr("Stop the analysis"));
        connect(m_stopAnalysis, &QPushButton::clicked, this,
                &EngineOutputPanel::stopAnalysisRequested);
    }
    box->addLayout(top);
    if (i == static_cast<std::size_t>(Section::Analysis)) {
        // Below the summary, which keeps the whole width in a narrow dock.
        auto* controls = new QHBoxLayout;
        createLinesBox(controls);
        controls->addStretch(1);
        controls->addWidget(m_stopAnalysis);
        box->addLayout(controls);
    }
    p.lines = new EngineLines(p.box);
    p.lines->setAccessibleName(tr("Best lines"));
    p.lines->hide();
    connect(p.lines, &EngineLines::lineChosen, this, &EngineOutputPanel::lineChosen);
    connect(p.lines, &EngineLines::variationRequested, this,
            &EngineOutputPanel::variationRequested);
    box->addWidget(p.lines);
    createTable(p, title);
    box->addWidget(p.table, 1);
    layout->addWidget(p.box, 1);
    updateSummary(p);
    fitColumns(p.table);
}

void EngineOutputPanel::createLinesBox(QHBoxLayout* top) {
    m_analysisLines = new QSpinBox(this);
    m_analysisLines->setObjectName(QStringLiteral("analysisLines"));
    m_analysisLines->setRange(1, 8);
    m_analysisLines->setValue(3);
    m_analysisLines->setToolTip(tr("How many of the best lines the analysis shows"));
    auto* label = new QLabel(tr("Lines:"), this);
    label->setBuddy(m_analysisLines);
    m_analysisLines->setAccessibleName(tr("Best lines shown"));
    top->addWidget(label);
    top->addWidget(m_analysisLines);
    connect(m_analysisLines, &QSpinBox::valueChanged, this, [this](int count) {
        part(Section::Analysis).lines->setMaximumLines(count);
        emit analysisLinesChanged(count);
    });
}

void EngineOutputPanel::setAnalysisLines(int count) {
    const QSignalBlocker blocker(m_analysisLines);
    m_analysisLines->setValue(count);
    if (EngineLines* shown = part(Section::Analysis).lines)
        shown->setMaximumLines(m_analysisLines->value());
}

int EngineOutputPanel::analysisLines() const {
    return m_analysisLines->value();
}

void EngineOutputPanel::updateLinesVisible(Section section) {
    const EngineLines* shown = part(section).lines;
    part(section).lines->setVisible(shown->lineCount() >= (section == Section::Analysis ? 1 : 2));
}

void EngineOutputPanel::createTable(Part& p, const QString& title) {
    p.table = new QTableWidget(0, 6, p.box);
    p.table->setHorizontalHeaderLabels(
        {tr("Depth"), tr("Score"), tr("Nodes"), tr("Nodes/s"), tr("Time"), tr("Best line")});
    p.table->horizontalHeaderItem(DepthColumn)->setToolTip(tr("Depth / selective depth"));
    p.table->horizontalHeaderItem(ScoreColumn)
        ->setToolTip(tr("For the side to move, in pieces; #7: wins in 7 moves, "
                        "#-7: loses in 7 moves"));
    p.table->horizontalHeaderItem(PvColumn)->setToolTip(tr("The principal variation"));
    // From the left, as the line below it: cut at its end in a narrow table.
    p.table->horizontalHeaderItem(PvColumn)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    p.table->verticalHeader()->hide();
    p.table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    p.table->setSelectionBehavior(QAbstractItemView::SelectRows);
    p.table->setSelectionMode(QAbstractItemView::SingleSelection);
    p.table->setWordWrap(false);
    // Reached by Tab (a screen reader reads the rows), not taken by a
    // click; the arrows go through the rows, Tab goes on.
    p.table->setFocusPolicy(Qt::TabFocus);
    p.table->setTabKeyNavigation(false);
    p.table->setAccessibleName(title);
    p.table->verticalHeader()->setDefaultSectionSize(p.table->fontMetrics().height() + 4);
    QHeaderView* header = p.table->horizontalHeader();
    header->setHighlightSections(false);
    // The columns fit the table's width (fitColumns): the best line takes
    // what is left and is shortened with "…", its tooltip the whole row.
    header->setMinimumSectionSize(1);
    p.table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    p.table->setTextElideMode(Qt::ElideRight);
    p.table->setMinimumHeight(p.table->verticalHeader()->defaultSectionSize() * 4);
    p.table->viewport()->installEventFilter(this);
}

bool EngineOutputPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_bestMoveLabel && event->type() == QEvent::MouseButtonRelease &&
        static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton) {
        m_showBestMove->click();
        return true;
    }
    // The table's viewport: its width is what the columns share.
    if (event->type() == QEvent::Resize)
        if (auto* table = qobject_cast<QTableWidget*>(watched->parent())) fitColumns(table);
    return QWidget::eventFilter(watched, event);
}

void EngineOutputPanel::fitColumns(QTableWidget* table) {
    // Each number column as wide as its longest value or its heading; in a
    // narrow dock the least needed go (nodes per second, then nodes, then
    // time, then the depth, which the summary above says too), so that the
    // best line keeps room to be read. The tooltips keep every value.
    const QFontMetrics metrics = table->fontMetrics();
    const QFontMetrics headerMetrics = table->horizontalHeader()->fontMetrics();
    const int digit = metrics.horizontalAdvance(QLatin1Char('0'));
    const int padding = 2 * table->style()->pixelMetric(QStyle::PM_HeaderMargin) + 6;
    const std::pair<Column, int> numbers[] = {
        {DepthColumn, 5}, {ScoreColumn, 6}, {NodesColumn, 6}, {SpeedColumn, 6}, {TimeColumn, 5}};
    int widths[PvColumn] = {};
    for (const auto& [column, digits] : numbers) {
        const QTableWidgetItem* heading = table->horizontalHeaderItem(column);
        widths[column] = std::max(digit * digits + 8,
                                  headerMetrics.horizontalAdvance(heading->text()) + padding);
    }
    const int available = table->viewport()->width();
    const int lineRoom = digit * 14;
    int used = 0;
    for (const int width : widths) used += width;
    for (const Column column : {SpeedColumn, NodesColumn, TimeColumn, DepthColumn}) {
        const bool hide = available - used < lineRoom;
        table->setColumnHidden(column, hide);
        if (hide) used -= widths[column];
    }
    for (const auto& [column, digits] : numbers) table->setColumnWidth(column, widths[column]);
    // The best line takes the rest (the header's stretch would keep it at
    // its default width at least, wider than a narrow table); its heading
    // takes its short form where the long one does not fit.
    const int lineWidth = std::max(digit * 4, available - used);
    table->setColumnWidth(PvColumn, lineWidth);
    const QString heading = tr("Best line");
    table->horizontalHeaderItem(PvColumn)->setText(
        headerMetrics.horizontalAdvance(heading) + padding <= lineWidth ? heading : tr("Line"));
}

void EngineOutputPanel::setTitle(Section section, const QString& title) {
    Part& p = part(section);
    const QString head = section == Section::Analysis
                             ? tr("Analysis")
                             : PlayerSetup::sideName(section == Section::Black ? Side::X : Side::O);
    p.head = head;
    p.title = title.isEmpty() ? head : tr("%1 — %2").arg(head, title);
    p.table->setAccessibleName(p.title); // whole, however narrow the dock
    fitTexts();
}

void EngineOutputPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitTexts();
}

void EngineOutputPanel::fitTexts() {
    // A section's title in a narrow dock: the side and its player, else the
    // side alone (its player is on its card), shortened with "…" only where
    // even that does not fit.
    for (Part& p : m_parts) {
        if (!p.box) continue;
        const int room = width() - 8 - 16;
        const QFontMetrics metrics = p.box->fontMetrics();
        QString shown = p.title;
        if (metrics.horizontalAdvance(shown) > room && !p.head.isEmpty()) shown = p.head;
        shown = metrics.elidedText(shown, Qt::ElideRight, room);
        p.box->setTitle(shown);
        p.box->setToolTip(shown == p.title ? QString() : p.title);
    }
}

void EngineOutputPanel::setSectionVisible(Section section, bool visible) {
    part(section).box->setVisible(visible);
    m_placeholder->setVisible(std::all_of(m_parts.begin(), m_parts.end(),
                                          [](const Part& p) { return p.box->isHidden(); }));
}

bool EngineOutputPanel::isSectionVisible(Section section) const {
    return !part(section).box->isHidden();
}

void EngineOutputPanel::beginSearch(Section section, const Position& position, int ply) {
    Part& p = part(section);
    p.position = position;
    p.ply = ply;
    p.latest = SearchInfo();
    p.state = section == Section::Analysis ? tr("analysing…") : tr("thinking…");
    p.note.clear();
    p.table->setRowCount(0);
    p.lines->clear(position);
    if (section == Section::Analysis) p.lines->setMaximumLines(m_analysisLines->value());
    updateLinesVisible(section);
    updateSummary(p);
}

void EngineOutputPanel::addInfo(Section section, const SearchInfo& info) {
    Part& p = part(section);
    p.lines->setLine(info);
    updateLinesVisible(section);
    if (info.multipv > 1) return;
    QTableWidget* table = p.table;
    // The newest depth on top; a second report for the same depth replaces it.
    const bool sameDepth = table->rowCount() > 0 && table->item(0, DepthColumn) &&
                           table->item(0, DepthColumn)->data(Qt::UserRole).toInt() == info.depth;
    if (!sameDepth) table->insertRow(0);
    const QString depth = info.seldepth > info.depth
                              ? QStringLiteral("%1/%2").arg(info.depth).arg(info.seldepth)
                              : QString::number(info.depth);
    const QString texts[] = {
        depth,
        NumberText::fromEngine(score_text(info.score)),
        compact(info.nodes),
        compact(info.nps),
        NumberText::decimal(static_cast<double>(info.time_ms) / 1000.0, 2),
        pvText(p.position, info.pv),
    };
    for (int column = 0; column < 6; ++column) {
        auto* item = new QTableWidgetItem(texts[column]);
        if (column != PvColumn) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(0, column, item);
    }
    table->item(0, DepthColumn)->setData(Qt::UserRole, info.depth);
    // The whole row, with what a narrow table leaves out, on every cell.
    const QString row = tr("Depth %1, score %2, %3 nodes, %4 nodes/s, %5 s\n%6")
                            .arg(texts[DepthColumn], texts[ScoreColumn])
                            .arg(info.nodes)
                            .arg(texts[SpeedColumn], texts[TimeColumn], texts[PvColumn]);
    for (int column = 0; column < 6; ++column) table->item(0, column)->setToolTip(row);
    p.latest = info;
    p.note.clear();
    updateSummary(p);
}

void EngineOutputPanel::setNote(Section section, const QString& note) {
    Part& p = part(section);
    p.note = note;
    updateSummary(p);
}

void EngineOutputPanel::setState(Section section, const QString& state) {
    Part& p = part(section);
    p.state = state;
    updateSummary(p);
}

bool EngineOutputPanel::isColumnShown(Section section, int column) const {
    return !part(section).table->isColumnHidden(column);
}

int EngineOutputPanel::rowCount(Section section) const {
    return part(section).table->rowCount();
}

QString EngineOutputPanel::summary(Section section) const {
    return part(section).summary->text();
}

QString EngineOutputPanel::cellText(Section section, int row, int column) const {
    const QTableWidgetItem* item = part(section).table->item(row, column);
    return item ? item->text() : QString();
}

Move EngineOutputPanel::bestMove(Section section) const {
    const Part& p = part(section);
    if (p.latest.pv.empty() || !p.position.is_legal(p.latest.pv.front())) return Move::none();
    return p.latest.pv.front();
}

QString EngineOutputPanel::scoreInWords(const Position& position, int score) {
    const Side mover = position.side_to_move();
    const int moves = result_in_moves(score);
    if (moves != 0) {
        const Side winner = moves > 0 ? mover : !mover;
        return tr("%1 wins in %n move(s)", nullptr, std::abs(moves))
            .arg(PlayerSetup::sideName(winner));
    }
    if (std::abs(score) < 10) return tr("About even");
    const Side ahead = score > 0 ? mover : !mover;
    return tr("%1 is ahead by %2")
        .arg(PlayerSetup::sideName(ahead))
        .arg(NumberText::fromEngine(pieces_text(score)));
}

void EngineOutputPanel::updateSummary(Part& p) {
    QString text;
    if (!p.note.isEmpty()) {
        text = p.note;
    } else if (p.latest.depth == 0) {
        text = p.state.isEmpty() ? tr("Waiting.") : p.state;
    } else {
        const Move best = p.latest.pv.empty() ? Move::none() : p.latest.pv.front();
        const QString move = best.is_none() || !p.position.is_legal(best)
                                 ? QStringLiteral("–")
                                 : moveText(p.position, best);
        // Numbered as a game file does: "12. d5" for Black, "12… d5" for White.
        const QString number =
            QString::number(p.position.fullmove_number()) +
            (p.position.side_to_move() == Side::X ? QStringLiteral(".") : QStringLiteral("…"));
        text = tr("%1 %2: %3 (depth %4)")
                   .arg(number, move, scoreInWords(p.position, p.latest.score))
                   .arg(p.latest.depth);
        if (!p.state.isEmpty()) text += QStringLiteral(" — ") + p.state;
    }
    p.summary->setText(text);
}

} // namespace ataxx

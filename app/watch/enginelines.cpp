#include "watch/enginelines.h"

#include "game/movetext.h"
#include "game/numbertext.h"
#include "search/scoretext.h"

#include <QEnterEvent>
#include <QLabel>
#include <QLayout>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ataxx {

namespace {

// The most lines a report may rank: an engine's absurd rank is left out
// rather than making thousands of rows.
constexpr int mostLines = 16;

// Items side by side, wrapped onto the next row where the width ends, as
// words in a paragraph: a line's moves in a narrow dock.
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent)
        : QLayout(parent) {
        setContentsMargins(0, 0, 0, 0);
        setSpacing(2);
    }
    ~FlowLayout() override {
        while (QLayoutItem* item = FlowLayout::takeAt(0)) delete item;
    }
    FlowLayout(const FlowLayout&) = delete;
    FlowLayout& operator=(const FlowLayout&) = delete;

    void addItem(QLayoutItem* item) override { m_items.push_back(item); }
    [[nodiscard]] int count() const override { return static_cast<int>(m_items.size()); }
    [[nodiscard]] QLayoutItem* itemAt(int index) const override {
        return index >= 0 && index < count() ? m_items[static_cast<std::size_t>(index)] : nullptr;
    }
    QLayoutItem* takeAt(int index) override {
        if (index < 0 || index >= count()) return nullptr;
        QLayoutItem* item = m_items[static_cast<std::size_t>(index)];
        m_items.erase(m_items.begin() + index);
        return item;
    }
    [[nodiscard]] Qt::Orientations expandingDirections() const override { return {}; }
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override {
        return arrange(QRect(0, 0, width, 0), false);
    }
    void setGeometry(const QRect& rect) override {
        QLayout::setGeometry(rect);
        arrange(rect, true);
    }
    // As wide as its widest item: the rest wraps.
    [[nodiscard]] QSize minimumSize() const override {
        QSize size;
        for (const QLayoutItem* item : m_items)
            if (!item->isEmpty()) size = size.expandedTo(item->minimumSize());
        return size;
    }
    [[nodiscard]] QSize sizeHint() const override {
        const QSize least = minimumSize();
        return {least.width(), heightForWidth(least.width())};
    }

private:
    // Places the shown items row by row in `rect` (when `apply`); returns
    // the height they take.
    int arrange(const QRect& rect, bool apply) const {
        int x = rect.x();
        int y = rect.y();
        int rowHeight = 0;
        for (QLayoutItem* item : m_items) {
            if (item->isEmpty()) continue; // a hidden button
            const QSize hint = item->sizeHint();
            if (x > rect.x() && x + hint.width() > rect.x() + rect.width()) {
                x = rect.x();
                y += rowHeight + spacing();
                rowHeight = 0;
            }
            if (apply) item->setGeometry(QRect(QPoint(x, y), hint));
            x += hint.width() + spacing();
            rowHeight = std::max(rowHeight, hint.height());
        }
        return y + rowHeight - rect.y();
    }

    std::vector<QLayoutItem*> m_items;
};

QString scoreOf(const SearchInfo& info) {
    return NumberText::fromEngine(score_text(info.score));
}

// The variation as far as it is legal from `position`.
std::vector<Move> legalPrefix(const Position& position, const std::vector<Move>& line) {
    std::vector<Move> legal;
    Position p = position;
    for (const Move m : line) {
        if (p.is_over() || !p.is_legal(m)) break;
        legal.push_back(m);
        p.play(m);
    }
    return legal;
}

} // namespace

EngineLines::EngineLines(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this)) {
    setObjectName(QStringLiteral("engineLines"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(2);
}

void EngineLines::clear(const Position& position) {
    m_position = position;
    m_waiting.clear();
    for (Row& r : m_rows) {
        r.filled = false;
        r.info = SearchInfo();
    }
    updateVisibility();
}

void EngineLines::setMaximumLines(int lines) {
    m_maximum = std::clamp(lines, 1, mostLines);
    updateVisibility();
}

void EngineLines::setLine(const SearchInfo& info) {
    if (info.multipv < 1 || info.multipv > mostLines) return;
    SearchInfo legal = info;
    legal.pv = legalPrefix(m_position, info.pv);
    if (legal.pv.empty()) return;
    if (m_held) {
        m_waiting[info.multipv] = std::move(legal);
        return;
    }
    show(legal);
}

void EngineLines::show(const SearchInfo& legal) {
    Row& r = row(legal.multipv);
    r.info = legal;
    r.filled = true;
    fill(r, legal.multipv);
    updateVisibility();
}

void EngineLines::enterEvent(QEnterEvent* event) {
    QWidget::enterEvent(event);
    m_held = true;
}

void EngineLines::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    m_held = false;
    const std::map<int, SearchInfo> waiting = std::exchange(m_waiting, {});
    for (const auto& [rank, info] : waiting) show(info);
}

int EngineLines::lineCount() const {
    int count = 0;
    for (std::size_t i = 0; i < m_rows.size() && static_cast<int>(i) < m_maximum; ++i)
        if (m_rows[i].filled) ++count;
    return count;
}

const SearchInfo& EngineLines::line(int rank) const {
    static const SearchInfo none;
    if (rank < 1 || rank > static_cast<int>(m_rows.size())) return none;
    const Row& r = m_rows[static_cast<std::size_t>(rank - 1)];
    return r.filled ? r.info : none;
}

QToolButton* EngineLines::moveButton(int rank, int index) const {
    if (rank < 1 || rank > static_cast<int>(m_rows.size()) || index < 0) return nullptr;
    const Row& r = m_rows[static_cast<std::size_t>(rank - 1)];
    if (!r.filled || index >= static_cast<int>(r.moves.size())) return nullptr;
    QToolButton* button = r.moves[static_cast<std::size_t>(index)];
    return button->isHidden() ? nullptr : button;
}

QToolButton* EngineLines::addButton(int rank) const {
    if (rank < 1 || rank > static_cast<int>(m_rows.size())) return nullptr;
    const Row& r = m_rows[static_cast<std::size_t>(rank - 1)];
    return r.filled ? r.add : nullptr;
}

QString EngineLines::lineText(int rank) const {
    const SearchInfo& info = line(rank);
    if (info.pv.empty()) return {};
    return tr("Line %1: %2, depth %3: %4")
        .arg(rank)
        .arg(scoreOf(info))
        .arg(info.depth)
        .arg(MoveText::line(m_position, info.pv));
}

EngineLines::Row& EngineLines::row(int rank) {
    while (static_cast<int>(m_rows.size()) < rank) {
        const int made = static_cast<int>(m_rows.size()) + 1;
        Row r;
        r.box = new QWidget(this);
        r.box->setObjectName(QStringLiteral("line%1").arg(made));
        auto* flow = new FlowLayout(r.box);
        r.head = new QLabel(r.box);
        r.head->setObjectName(QStringLiteral("lineScore"));
        QFont bold = r.head->font();
        bold.setBold(true);
        r.head->setFont(bold);
        flow->addWidget(r.head);
        r.add = new QToolButton(r.box);
        r.add->setObjectName(QStringLiteral("addLine"));
        r.add->setText(tr("Add"));
        r.add->setToolTip(tr("Add this line to the game as a variation"));
        r.add->setAccessibleName(tr("Add line %1 as a variation").arg(made));
        r.add->setFocusPolicy(Qt::TabFocus);
        connect(r.add, &QToolButton::clicked, this, [this, made] {
            const SearchInfo& info = line(made);
            if (!info.pv.empty()) emit variationRequested(m_position, info.pv);
        });
        flow->addWidget(r.add);
        r.box->hide();
        m_layout->addWidget(r.box);
        m_rows.push_back(std::move(r));
    }
    return m_rows[static_cast<std::size_t>(rank - 1)];
}

void EngineLines::fill(Row& r, int rank) {
    const SearchInfo& info = r.info;
    const QString score = scoreOf(info);
    r.head->setText(tr("%1 d%2", "a line's score and its depth, short").arg(score).arg(info.depth));
    const QString whole = lineText(rank);
    r.head->setToolTip(whole);
    r.box->setToolTip(whole);
    r.box->setAccessibleName(whole);
    r.head->setAccessibleName(tr("Line %1: %2, depth %3").arg(rank).arg(score).arg(info.depth));

    // The buttons of the moves, made as the line grows and kept after it.
    auto* flow = static_cast<FlowLayout*>(r.box->layout());
    const std::size_t shown = std::min<std::size_t>(info.pv.size(), shownMoves);
    while (r.moves.size() < shown) {
        const int index = static_cast<int>(r.moves.size());
        auto* button = new QToolButton(r.box);
        button->setObjectName(QStringLiteral("lineMove"));
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::TabFocus);
        connect(button, &QToolButton::clicked, this,
                [this, rank, index] { chooseMove(rank, index); });
        // Before the Add button, which stays last.
        flow->removeWidget(r.add);
        flow->addWidget(button);
        flow->addWidget(r.add);
        r.moves.push_back(button);
    }
    Position p = m_position;
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
        QToolButton* button = r.moves[i];
        button->setVisible(i < shown);
        if (i >= shown) continue;
        const Move m = info.pv[i];
        // Numbered as a game file does: "12. b6" for Black, "12… b6" for
        // White's move when it starts the line.
        QString number;
        if (p.side_to_move() == Side::X)
            number = QStringLiteral("%1. ").arg(p.fullmove_number());
        else if (i == 0)
            number = QStringLiteral("%1… ").arg(p.fullmove_number());
        button->setText(number + MoveText::move(p.geometry(), m));
        button->setAccessibleName(tr("Line %1, move %2: %3")
                                      .arg(rank)
                                      .arg(static_cast<int>(i) + 1)
                                      .arg(MoveText::sentence(p, m)));
        button->setToolTip(tr("Play the line up to this move on the board"));
        p.play(m);
    }
}

void EngineLines::updateVisibility() {
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_rows[i].box->setVisible(m_rows[i].filled && static_cast<int>(i) < m_maximum);
}

void EngineLines::chooseMove(int rank, int index) {
    const SearchInfo& info = line(rank);
    if (index < 0 || index >= static_cast<int>(info.pv.size())) return;
    emit lineChosen(m_position, std::vector<Move>(info.pv.begin(), info.pv.begin() + index + 1));
}

} // namespace ataxx

#include "library/ratingview.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ataxx {

namespace {

constexpr rating::Family families[] = {rating::Family::Board7x7, rating::Family::Hexagonal,
                                       rating::Family::Other};

QColor blend(const QColor& a, const QColor& b, double share) {
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - share) + b.redF() * share),
                            static_cast<float>(a.greenF() * (1 - share) + b.greenF() * share),
                            static_cast<float>(a.blueF() * (1 - share) + b.blueF() * share));
}

QString percent(double score) {
    return RatingView::tr("%1%").arg(std::lround(100 * score));
}

} // namespace

RatingView::RatingView(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("ratingView"));

    m_family = new QComboBox(this);
    m_family->setObjectName(QStringLiteral("ratingFamily"));
    m_family->setAccessibleName(tr("Boards"));
    m_family->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* boards = new QLabel(tr("&Boards:"), this);
    boards->setBuddy(m_family);

    m_rating = new QLabel(this);
    m_rating->setObjectName(QStringLiteral("ratingText"));
    QFont big = m_rating->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_rating->setFont(big);
    m_rating->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("ratingSummary"));
    m_summary->setWordWrap(true);

    m_chart = new QChart;
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    m_line = new QLineSeries(m_chart);
    m_line->setName(tr("Rating"));
    m_line->setPointsVisible(true);
    m_upper = new QLineSeries(m_chart);
    m_lower = new QLineSeries(m_chart);
    m_band = new QAreaSeries(m_upper, m_lower);
    m_band->setName(tr("Rating ± deviation"));
    m_chart->addSeries(m_band);
    m_chart->addSeries(m_line);
    m_games = new QValueAxis(m_chart);
    m_games->setTitleText(tr("Rated games"));
    m_games->setLabelFormat(QStringLiteral("%d"));
    m_elo = new QValueAxis(m_chart);
    m_elo->setTitleText(tr("Rating"));
    m_elo->setLabelFormat(QStringLiteral("%d"));
    m_chart->addAxis(m_games, Qt::AlignBottom);
    m_chart->addAxis(m_elo, Qt::AlignLeft);
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(m_band), static_cast<QAbstractSeries*>(m_line)}) {
        series->attachAxis(m_games);
        series->attachAxis(m_elo);
    }
    m_chartView = new QChartView(m_chart, this);
    m_chartView->setObjectName(QStringLiteral("ratingChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setAccessibleName(tr("Rating history"));
    m_chartView->setMinimumHeight(160);

    m_results = new QTableWidget(0, 6, this);
    m_results->setObjectName(QStringLiteral("ratingResults"));
    m_results->setAccessibleName(tr("Results by level and board"));
    m_results->setHorizontalHeaderLabels(
        {tr("Opponent"), tr("Board"), tr("Won"), tr("Drawn"), tr("Lost"), tr("Score")});
    m_results->verticalHeader()->hide();
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_results->setWordWrap(false);
    m_results->setAlternatingRowColors(true);
    m_results->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_results->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);

    auto* top = new QHBoxLayout;
    top->addWidget(boards);
    top->addWidget(m_family);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_rating);
    layout->addWidget(m_summary);
    layout->addWidget(m_chartView, 3);
    layout->addWidget(m_results, 2);

    connect(m_family, &QComboBox::currentIndexChanged, this, &RatingView::showFamily);
    connect(m_family, &QComboBox::activated, this, [this] { m_chosen = true; });
    updateChoices();
    applyColours();
}

void RatingView::setRatings(const PlayerRatings& ratings) {
    m_ratings = ratings;
    updateChoices();
    showFamily();
}

void RatingView::setFamily(rating::Family family) {
    m_chosen = true;
    m_family->setCurrentIndex(std::max(0, m_family->findData(static_cast<int>(family))));
}

rating::Family RatingView::family() const {
    return static_cast<rating::Family>(m_family->currentData().toInt());
}

QString RatingView::ratingText() const {
    return m_rating->text();
}

void RatingView::updateChoices() {
    const int chosen = m_family->currentIndex();
    const QSignalBlocker block(m_family);
    m_family->clear();
    for (const rating::Family family : families) {
        const QString name = PlayerRatings::familyName(family);
        m_family->addItem(
            m_ratings.games(family) == 0
                ? name
                : tr("%1: %2").arg(name, PlayerRatings::ratingText(m_ratings.rating(family))),
            static_cast<int>(family));
    }
    if (m_chosen && chosen >= 0) {
        m_family->setCurrentIndex(chosen);
    } else {
        // The family played most, until the person chooses one.
        int most = 0;
        for (int i = 0; i < m_family->count(); ++i)
            if (m_ratings.games(families[i]) > m_ratings.games(families[most])) most = i;
        m_family->setCurrentIndex(most);
        showFamily();
    }
}

void RatingView::showFamily() {
    const rating::Family chosen = family();
    const std::vector<PlayerRatings::Point>& history = m_ratings.history(chosen);
    const rating::Rating now = m_ratings.rating(chosen);
    if (history.empty()) {
        m_rating->setText(tr("No rated games yet"));
        m_summary->setText(
            tr("Your games against the computer at a level or in an even game (Game ▸ Even "
               "game) rate you here, on the computer's scale. A newcomer starts at %1.")
                .arg(PlayerRatings::ratingText(now)));
    } else {
        m_rating->setText(PlayerRatings::ratingText(now));
        const PlayerRatings::Tally total = m_ratings.total(chosen);
        m_summary->setText(tr("%n rated game(s): %1 won, %2 drawn, %3 lost, a score of %4.",
                              nullptr, total.games())
                               .arg(total.wins)
                               .arg(total.draws)
                               .arg(total.losses)
                               .arg(percent(total.score())));
    }
    m_chartView->setAccessibleDescription(m_summary->text());

    // The rating after each game, and a band of one deviation each side.
    QList<QPointF> line;
    QList<QPointF> upper;
    QList<QPointF> lower;
    double low = now.rating - now.deviation;
    double high = now.rating + now.deviation;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const rating::Rating& r = history[i].after;
        const double x = static_cast<double>(i + 1);
        line.append({x, r.rating});
        upper.append({x, r.rating + r.deviation});
        lower.append({x, r.rating - r.deviation});
        low = std::min(low, r.rating - r.deviation);
        high = std::max(high, r.rating + r.deviation);
    }
    m_line->replace(line);
    m_upper->replace(upper);
    m_lower->replace(lower);
    const auto count = static_cast<double>(std::max<std::size_t>(history.size(), 1));
    m_games->setRange(history.size() <= 1 ? 0.5 : 1.0, count + (history.size() <= 1 ? 0.5 : 0));
    m_games->setTickCount(static_cast<int>(std::min(count, 10.0)) + (history.size() <= 1 ? 1 : 0));
    m_games->setTickType(QValueAxis::TicksDynamic);
    m_games->setTickAnchor(1);
    m_games->setTickInterval(std::max(1.0, std::ceil(count / 10)));
    m_elo->setRange(std::floor(low / 100) * 100, std::ceil(high / 100) * 100);
    m_elo->applyNiceNumbers();

    m_results->setRowCount(0);
    for (const PlayerRatings::Results& results : m_ratings.results(chosen)) {
        const int row = m_results->rowCount();
        m_results->insertRow(row);
        const PlayerRatings::Tally& t = results.tally;
        const QString cells[] = {PlayerRatings::opponentName(results.level),
                                 results.board,
                                 QString::number(t.wins),
                                 QString::number(t.draws),
                                 QString::number(t.losses),
                                 percent(t.score())};
        for (int column = 0; column < 6; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column >= 2) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_results->setItem(row, column, item);
        }
    }
}

void RatingView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_colouring) applyColours();
}

void RatingView::applyColours() {
    // The chart paints with colours of its own: those of the window's palette,
    // so that it reads in the dark theme as in the light one.
    m_colouring = true;
    const QPalette& p = palette();
    const QColor base = p.color(QPalette::Base);
    const QColor text = p.color(QPalette::Text);
    const QColor accent = p.color(QPalette::Highlight);
    m_chart->setBackgroundBrush(base);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chartView->setBackgroundBrush(base);
    for (QValueAxis* axis : {m_games, m_elo}) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(blend(base, text, 0.5));
        axis->setGridLineColor(blend(base, text, 0.15));
        axis->setMinorGridLineVisible(false);
    }
    QPen pen(accent, 2.5);
    m_line->setPen(pen);
    m_line->setColor(accent);
    QColor band = accent;
    band.setAlphaF(0.22f);
    m_band->setBrush(band);
    m_band->setPen(Qt::NoPen);
    m_colouring = false;
}

} // namespace ataxx

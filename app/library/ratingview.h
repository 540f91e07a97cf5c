#pragma once

#include "library/playerratings.h"

#include <QWidget>

class QAreaSeries;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QTableWidget;
class QValueAxis;

namespace ataxx {

// The Games window's Rating page: the person's rating on one family of
// boards (chosen above it; each choice says its rating), its history as a
// Qt Charts line, game by game, with the deviation as a band around it, and
// the results against each level on each board (won, drawn, lost, score).
// It shows a PlayerRatings and knows nothing of the library; it follows the
// application's palette, so that the chart reads in the light and the dark
// theme alike.
class RatingView : public QWidget {
    Q_OBJECT

public:
    explicit RatingView(QWidget* parent = nullptr);

    void setRatings(const PlayerRatings& ratings);
    [[nodiscard]] const PlayerRatings& ratings() const { return m_ratings; }

    void setFamily(rating::Family family);
    [[nodiscard]] rating::Family family() const;

    // What the page shows of the chosen family, for the tests: the rating's
    // line ("1563 ± 74" or that there are no rated games), the chart's
    // series of ratings (one point a game) and the results' table.
    [[nodiscard]] QString ratingText() const;
    [[nodiscard]] QLineSeries* ratingSeries() const { return m_line; }
    [[nodiscard]] QChartView* chartView() const { return m_chartView; }
    [[nodiscard]] QTableWidget* resultsTable() const { return m_results; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateChoices();
    void showFamily();
    void applyColours();

    PlayerRatings m_ratings;
    QComboBox* m_family = nullptr;
    QLabel* m_rating = nullptr;
    QLabel* m_summary = nullptr;
    QChartView* m_chartView = nullptr;
    QChart* m_chart = nullptr;
    QLineSeries* m_line = nullptr;
    QLineSeries* m_upper = nullptr;
    QLineSeries* m_lower = nullptr;
    QAreaSeries* m_band = nullptr;
    QValueAxis* m_games = nullptr;
    QValueAxis* m_elo = nullptr;
    QTableWidget* m_results = nullptr;
    bool m_colouring = false;
    bool m_chosen = false; // a family chosen, not the one played most
};

} // namespace ataxx

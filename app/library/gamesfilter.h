#pragma once

#include "library/librarygame.h"

#include <QDate>
#include <QSortFilterProxyModel>
#include <QString>

#include <optional>

namespace ataxx {

class GamesModel;

// Which games of a GamesModel the Games window shows, and in which order:
// a search of the players' names, the board (a kind of board or one board by
// its name), the opponent (LibraryGame::opponentText), the result (the
// person's win, loss, any draw, either side's win, unfinished) and a period
// up to today. Every criterion left at its default lets every game through.
class GamesFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class ResultFilter { Any, PersonWon, PersonLost, Draw, BlackWon, WhiteWon, Unfinished };
    enum class Period { Any, Today, Week, Month, Year };

    explicit GamesFilter(GamesModel* model, QObject* parent = nullptr);

    void setSearch(const QString& text);
    // A kind of board, or one board by its name (LibraryGame::boardName);
    // neither: every board.
    void setBoardKind(std::optional<BoardKind> kind);
    void setBoardName(const QString& name);
    // An opponent as opponentText names it; empty: every opponent.
    void setOpponent(const QString& opponent);
    void setResult(ResultFilter result);
    void setPeriod(Period period);
    // The day a period counts back from (today unless a test says otherwise).
    void setToday(QDate today);

    [[nodiscard]] static bool matches(const LibraryGame& game, ResultFilter result);

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& parent) const override;

private:
    GamesModel* m_model;
    QString m_search;
    std::optional<BoardKind> m_boardKind;
    QString m_boardName;
    QString m_opponent;
    ResultFilter m_result = ResultFilter::Any;
    Period m_period = Period::Any;
    QDate m_today;
};

} // namespace ataxx

#pragma once

#include "library/librarygame.h"

#include <QAbstractTableModel>
#include <QDate>

#include <vector>

namespace ataxx {

// The games of the library as a table for the Games window: one row a game,
// the date it ended (in the person's time zone and words), the players, the
// result, the board, the moves, the review's accuracy and where it came from.
// Each cell's sort key (sortRole) sorts as a person expects: dates in time,
// moves as numbers. The rows are summaries (LibraryGame), never the moves.
class GamesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Date, Black, White, Result, Board, Moves, Review, Source, ColumnCount };
    static constexpr int sortRole = Qt::UserRole;
    static constexpr int idRole = Qt::UserRole + 1;

    explicit GamesModel(QObject* parent = nullptr);

    void setGames(std::vector<LibraryGame> games);
    [[nodiscard]] const LibraryGame& game(int row) const {
        return m_rows[static_cast<std::size_t>(row)].game;
    }
    // The day the game ended (or the file gives), in local time; invalid when unknown.
    [[nodiscard]] QDate day(int row) const { return m_rows[static_cast<std::size_t>(row)].day; }
    // The row of game `id`; -1 when none.
    [[nodiscard]] int rowOf(qint64 id) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

    // "94%" for an accuracy.
    [[nodiscard]] static QString accuracyText(double accuracy);

private:
    struct Row {
        LibraryGame game;
        QDate day;
        QString dateText;
        QVariant dateKey;
    };

    [[nodiscard]] QVariant display(const Row& row, int column) const;
    [[nodiscard]] QVariant sortKey(const Row& row, int column) const;
    [[nodiscard]] QVariant toolTip(const Row& row, int column) const;

    std::vector<Row> m_rows;
};

} // namespace ataxx

#pragma once

#include "match/tournament.h"

#include <QAbstractTableModel>

#include <vector>

namespace ataxx {

// A tournament's crosstable (ai/match/tournament.h) for a table view: a row
// a player in the order of the ranking, with rank, name, games, points,
// W/D/L, score and Elo, then a column an opponent by rank with the pairwise
// score ("1.5/2"; "×" against itself, "·" before they met). The numbers
// are the Crosstable's; the model only words them, as the text table does.
class CrosstableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // The columns before the pairwise scores.
    enum Column {
        RankColumn,
        PlayerColumn,
        GamesColumn,
        PointsColumn,
        WdlColumn,
        ScoreColumn,
        EloColumn,
        FirstOpponentColumn
    };

    explicit CrosstableModel(QObject* parent = nullptr);

    // Shows `table` (a copy): the view is reset.
    void setCrosstable(const Crosstable& table);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

    // Points as the table writes them: "3", "2.5".
    [[nodiscard]] static QString pointsText(double points);
    // A player's Elo as the text crosstable writes it (elo_text), "–" before any game.
    [[nodiscard]] static QString eloText(const MatchTally& tally);

private:
    [[nodiscard]] QString text(int row, int column) const;

    Crosstable m_table;
    std::vector<int> m_order; // players by rank
};

} // namespace ataxx

#pragma once

#include "match/tournament.h"

#include <QAbstractTableModel>

#include <vector>

namespace ataxx {

// A tournament's crosstable (ai/match/tournament.h) for a table view: a row
// a player in the order of the ranking, with rank, name, games, points,
// W/D/L, score and Elo, then a column an opponent by rank with the pairwise
// score ("1.5/2"; "×" against itself, "·" before they met). The cells are
// the Crosstable's (Crosstable::cell), as the text table writes them but for
// those marks.
class CrosstableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // The columns (the pairwise scores from FirstOpponentColumn on).
    using enum Crosstable::Column;

    explicit CrosstableModel(QObject* parent = nullptr);

    // Shows `table` (a copy): the view is reset.
    void setCrosstable(const Crosstable& table);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    [[nodiscard]] QString text(int row, int column) const;

    Crosstable m_table;
    std::vector<int> m_order; // players by rank
};

} // namespace ataxx

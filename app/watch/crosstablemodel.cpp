#include "watch/crosstablemodel.h"

#include "game/numbertext.h"

namespace ataxx {

CrosstableModel::CrosstableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void CrosstableModel::setCrosstable(const Crosstable& table) {
    beginResetModel();
    m_table = table;
    m_order = m_table.ranking();
    endResetModel();
}

int CrosstableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_table.players();
}

int CrosstableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstOpponentColumn + m_table.players();
}

QString CrosstableModel::text(int row, int column) const {
    static constexpr Crosstable::Marks marks{"×", "·", "–"};
    const std::string cell = m_table.cell(m_order, row, column, marks);
    // The points and scores with the decimal sign of the person's language.
    return column == PlayerColumn ? QString::fromStdString(cell) : NumberText::fromEngine(cell);
}

QVariant CrosstableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    switch (role) {
    case Qt::DisplayRole:
        return text(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return index.column() == PlayerColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                              : QVariant(Qt::AlignCenter);
    case Qt::ToolTipRole:
        if (index.column() >= FirstOpponentColumn) {
            const int q = m_order[static_cast<std::size_t>(index.column() - FirstOpponentColumn)];
            return tr("%1 against %2")
                .arg(text(index.row(), PlayerColumn), QString::fromStdString(m_table.name(q)));
        }
        return text(index.row(), index.column());
    default:
        return {};
    }
}

QVariant CrosstableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case PlayerColumn:
        return tr("Player");
    case GamesColumn:
        return tr("Games");
    case PointsColumn:
        return tr("Points");
    case WdlColumn:
        return tr("W/D/L");
    case ScoreColumn:
        return tr("Score");
    case EloColumn:
        return tr("Elo");
    default:
        return QString::number(section - FirstOpponentColumn + 1);
    }
}

} // namespace ataxx

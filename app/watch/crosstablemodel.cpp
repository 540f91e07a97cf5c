#include "watch/crosstablemodel.h"

#include <cmath>

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

QString CrosstableModel::pointsText(double points) {
    return points == std::floor(points) ? QString::number(points, 'f', 0)
                                        : QString::number(points, 'f', 1);
}

QString CrosstableModel::eloText(const MatchTally& tally) {
    return tally.games() == 0 ? QStringLiteral("–") : QString::fromStdString(elo_text(tally));
}

QString CrosstableModel::text(int row, int column) const {
    const int p = m_order[static_cast<std::size_t>(row)];
    const MatchTally& t = m_table.tally(p);
    switch (column) {
    case RankColumn:
        return QString::number(row + 1);
    case PlayerColumn:
        return QString::fromStdString(m_table.name(p));
    case GamesColumn:
        return QString::number(t.games());
    case PointsColumn:
        return pointsText(m_table.points(p));
    case WdlColumn:
        return QStringLiteral("%1/%2/%3").arg(t.wins).arg(t.draws).arg(t.losses);
    case ScoreColumn:
        return t.games() ? QStringLiteral("%1%").arg(t.score() * 100, 0, 'f', 1)
                         : QStringLiteral("–");
    case EloColumn:
        return eloText(t);
    default:
        break;
    }
    const int q = m_order[static_cast<std::size_t>(column - FirstOpponentColumn)];
    if (q == p) return QStringLiteral("×");
    if (m_table.games(p, q) == 0) return QStringLiteral("·");
    return QStringLiteral("%1/%2").arg(pointsText(m_table.points(p, q))).arg(m_table.games(p, q));
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

#include "library/gamesmodel.h"

#include "players/playersetup.h"

#include <QDateTime>
#include <QLocale>

#include <cmath>

namespace ataxx {

namespace {

// Full moves, as the move list numbers them.
int fullMoves(const LibraryGame& game) {
    const bool blackFirst = !game.startFen.contains(QLatin1String(" o "));
    return blackFirst ? (game.plies + 1) / 2 : (game.plies + 2) / 2;
}

QString sideReviewText(Side side, const SideReview& review) {
    if (review.judged == 0) return {};
    return GamesModel::tr("%1: %2 accuracy; %3, %4, %5")
        .arg(PlayerSetup::sideName(side), GamesModel::accuracyText(review.accuracy),
             GamesModel::tr("%n dubious move(s)", nullptr, review.dubious),
             GamesModel::tr("%n mistake(s)", nullptr, review.mistakes),
             GamesModel::tr("%n blunder(s)", nullptr, review.blunders));
}

} // namespace

GamesModel::GamesModel(QObject* parent)
    : QAbstractTableModel(parent) {}

QString GamesModel::accuracyText(double accuracy) {
    return tr("%1%").arg(static_cast<int>(std::lround(accuracy)));
}

void GamesModel::setGames(std::vector<LibraryGame> games) {
    beginResetModel();
    m_rows.clear();
    m_rows.reserve(games.size());
    const QLocale locale;
    for (LibraryGame& game : games) {
        Row row;
        if (game.date.contains(QLatin1Char('T'))) {
            const QDateTime ended = QDateTime::fromString(game.date, Qt::ISODate).toLocalTime();
            row.day = ended.date();
            row.dateText = locale.toString(ended, QLocale::ShortFormat);
            row.dateKey = ended;
        } else if (!game.date.isEmpty()) {
            row.day = QDate::fromString(game.date, Qt::ISODate);
            row.dateText = locale.toString(row.day, QLocale::ShortFormat);
            row.dateKey = row.day.startOfDay();
        } else {
            row.dateKey = QDateTime();
        }
        row.game = std::move(game);
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

int GamesModel::rowOf(qint64 id) const {
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].game.id == id) return static_cast<int>(i);
    return -1;
}

int GamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int GamesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GamesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Moves || index.column() == Review)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case sortRole:
        return sortKey(row, index.column());
    case idRole:
        return row.game.id;
    default:
        return {};
    }
}

QVariant GamesModel::display(const Row& row, int column) const {
    const LibraryGame& game = row.game;
    switch (column) {
    case Date:
        return row.dateText;
    case Black:
        return game.shownName(Side::X);
    case White:
        return game.shownName(Side::O);
    case Result:
        return game.outcome == Outcome::None
                   ? game.resultText()
                   : tr("%1, %2–%3").arg(game.resultText()).arg(game.counts[0]).arg(game.counts[1]);
    case Board:
        return game.boardName();
    case Moves:
        return fullMoves(game);
    case Review:
        if (!game.reviewed()) return QString();
        return tr("%1 · %2").arg(
            game.review[0].judged > 0 ? accuracyText(game.review[0].accuracy) : tr("–"),
            game.review[1].judged > 0 ? accuracyText(game.review[1].accuracy) : tr("–"));
    case Source:
        return game.sourceText();
    default:
        return {};
    }
}

QVariant GamesModel::sortKey(const Row& row, int column) const {
    const LibraryGame& game = row.game;
    switch (column) {
    case Date:
        return row.dateKey;
    case Black:
    case White:
    case Board:
    case Source:
        return display(row, column).toString().toLower();
    case Result:
        return static_cast<int>(game.outcome);
    case Moves:
        return game.plies;
    case Review: {
        if (!game.reviewed()) return -1.0;
        double total = 0;
        int sides = 0;
        for (const SideReview& review : game.review) {
            if (review.judged == 0) continue;
            total += review.accuracy;
            ++sides;
        }
        return total / sides;
    }
    default:
        return {};
    }
}

QVariant GamesModel::toolTip(const Row& row, int column) const {
    const LibraryGame& game = row.game;
    switch (column) {
    case Black:
    case White: {
        const LibraryPlayer& player = game.players[column == Black ? 0 : 1];
        const QString kind = tr("%1 played by: %2")
                                 .arg(PlayerSetup::sideName(column == Black ? Side::X : Side::O),
                                      LibraryGame::playerKindText(player));
        // The name whole, where a narrow column cuts it short.
        const QString name = game.shownName(column == Black ? Side::X : Side::O);
        return name.isEmpty() ? kind : name + QLatin1Char('\n') + kind;
    }
    case Result:
        return game.termination.isEmpty() ? QVariant() : QVariant(game.termination);
    case Board:
        return game.startFen;
    case Review: {
        if (!game.reviewed()) return tr("Not reviewed");
        QStringList lines;
        for (const Side side : {Side::X, Side::O}) {
            const QString line = sideReviewText(side, game.reviewOf(side));
            if (!line.isEmpty()) lines << line;
        }
        return lines.join(QLatin1Char('\n'));
    }
    case Source:
        return game.source == LibraryGame::Source::Watched
                   ? tr("Two computers played this game while you watched.")
                   : QVariant();
    default:
        return {};
    }
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Date:
        return tr("Date");
    case Black:
        return PlayerSetup::sideName(Side::X);
    case White:
        return PlayerSetup::sideName(Side::O);
    case Result:
        return tr("Result");
    case Board:
        return tr("Board");
    case Moves:
        return tr("Moves");
    case Review:
        return tr("Accuracy");
    case Source:
        return tr("Kind");
    default:
        return {};
    }
}

} // namespace ataxx

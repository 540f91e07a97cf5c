#include "library/gamesfilter.h"

#include "library/gamesmodel.h"

namespace ataxx {

GamesFilter::GamesFilter(GamesModel* model, QObject* parent)
    : QSortFilterProxyModel(parent)
    , m_model(model) {
    setSourceModel(model);
    setSortRole(GamesModel::sortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void GamesFilter::setSearch(const QString& text) {
    m_search = text.trimmed();
    invalidateFilter();
}

void GamesFilter::setBoardKind(std::optional<BoardKind> kind) {
    m_boardKind = kind;
    m_boardName.clear();
    invalidateFilter();
}

void GamesFilter::setBoardName(const QString& name) {
    m_boardName = name;
    m_boardKind.reset();
    invalidateFilter();
}

void GamesFilter::setOpponent(const QString& opponent) {
    m_opponent = opponent;
    invalidateFilter();
}

void GamesFilter::setResult(ResultFilter result) {
    m_result = result;
    invalidateFilter();
}

void GamesFilter::setPeriod(Period period) {
    m_period = period;
    invalidateFilter();
}

void GamesFilter::setToday(QDate today) {
    m_today = today;
    invalidateFilter();
}

bool GamesFilter::matches(const LibraryGame& game, ResultFilter result) {
    const std::optional<Side> person = game.personSide();
    const auto won = [&game](Side side) {
        return game.outcome == (side == Side::X ? Outcome::XWins : Outcome::OWins);
    };
    switch (result) {
    case ResultFilter::Any:
        return true;
    case ResultFilter::PersonWon:
        return person && won(*person);
    case ResultFilter::PersonLost:
        return person && won(!*person);
    case ResultFilter::Draw:
        return game.outcome == Outcome::Draw;
    case ResultFilter::BlackWon:
        return won(Side::X);
    case ResultFilter::WhiteWon:
        return won(Side::O);
    case ResultFilter::Unfinished:
        return game.outcome == Outcome::None;
    }
    return true;
}

bool GamesFilter::filterAcceptsRow(int sourceRow, const QModelIndex& parent) const {
    if (parent.isValid()) return false;
    const LibraryGame& game = m_model->game(sourceRow);
    if (!m_search.isEmpty() && !game.shownName(Side::X).contains(m_search, Qt::CaseInsensitive) &&
        !game.shownName(Side::O).contains(m_search, Qt::CaseInsensitive) &&
        !game.players[0].engine.contains(m_search, Qt::CaseInsensitive) &&
        !game.players[1].engine.contains(m_search, Qt::CaseInsensitive))
        return false;
    if (m_boardKind && game.boardKind != *m_boardKind) return false;
    if (!m_boardName.isEmpty() && game.boardName() != m_boardName) return false;
    if (!m_opponent.isEmpty() && game.opponentText() != m_opponent) return false;
    if (!matches(game, m_result)) return false;
    if (m_period != Period::Any) {
        const QDate day = m_model->day(sourceRow);
        const QDate today = m_today.isValid() ? m_today : QDate::currentDate();
        const int back = m_period == Period::Today   ? 0
                         : m_period == Period::Week  ? 6
                         : m_period == Period::Month ? 29
                                                     : 364;
        if (!day.isValid() || day < today.addDays(-back) || day > today) return false;
    }
    return true;
}

} // namespace ataxx

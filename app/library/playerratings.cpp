#include "library/playerratings.h"

#include "players/playersetup.h"
#include "search/strength.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace ataxx {

double PlayerRatings::opponentDeviation() {
    return scale_deviation;
}

double PlayerRatings::Tally::score() const {
    return games() == 0 ? 0.0 : (wins + 0.5 * draws) / games();
}

PlayerRatings PlayerRatings::of(const std::vector<LibraryGame>& games) {
    // In the order kept (the library's ids grow with each game added).
    std::vector<const LibraryGame*> rated;
    for (const LibraryGame& game : games)
        if (game.personScore()) rated.push_back(&game);
    std::stable_sort(rated.begin(), rated.end(),
                     [](const LibraryGame* a, const LibraryGame* b) { return a->id < b->id; });

    PlayerRatings ratings;
    // Keyed by level (the even game after the levels) and board.
    std::array<std::map<std::tuple<int, QString>, Tally>, rating::family_count> tallies;
    for (const LibraryGame* game : rated) {
        const auto index = static_cast<std::size_t>(game->family());
        Family& family = ratings.m_families[index];
        const double score = *game->personScore();
        const rating::Result result{static_cast<double>(game->rated->opponentElo),
                                    opponentDeviation(), score};
        const rating::Rating before =
            family.history.empty() ? newcomer_rating() : family.history.back().after;
        family.history.push_back({game->id, game->date, game->rated->opponentElo, score,
                                  rating::update(before, {&result, 1})});

        const LibraryPlayer& computer = game->player(!game->rated->person);
        const int level = computer.level ? static_cast<int>(*computer.level) : level_count;
        Tally& tally = tallies[index][{level, game->boardName()}];
        if (score == 1.0)
            ++tally.wins;
        else if (score == 0.0)
            ++tally.losses;
        else
            ++tally.draws;
    }
    for (std::size_t index = 0; index < tallies.size(); ++index) {
        for (const auto& [key, tally] : tallies[index]) {
            Results results;
            const int level = std::get<0>(key);
            if (level < level_count) results.level = static_cast<Level>(level);
            results.board = std::get<1>(key);
            results.tally = tally;
            ratings.m_families[index].results.push_back(results);
        }
    }
    return ratings;
}

rating::Rating PlayerRatings::rating(rating::Family which) const {
    const std::vector<Point>& points = family(which).history;
    return points.empty() ? newcomer_rating() : points.back().after;
}

int PlayerRatings::games(rating::Family which) const {
    return static_cast<int>(family(which).history.size());
}

const std::vector<PlayerRatings::Point>& PlayerRatings::history(rating::Family which) const {
    return family(which).history;
}

const std::vector<PlayerRatings::Results>& PlayerRatings::results(rating::Family which) const {
    return family(which).results;
}

PlayerRatings::Tally PlayerRatings::total(rating::Family which) const {
    Tally sum;
    for (const Results& results : family(which).results) {
        sum.wins += results.tally.wins;
        sum.draws += results.tally.draws;
        sum.losses += results.tally.losses;
    }
    return sum;
}

QString PlayerRatings::ratingText(const rating::Rating& rating) {
    return tr("%1 ± %2").arg(std::lround(rating.rating)).arg(std::lround(rating.deviation));
}

QString PlayerRatings::familyName(rating::Family family) {
    switch (family) {
    case rating::Family::Board7x7:
        return tr("7×7 boards");
    case rating::Family::Hexagonal:
        return tr("Hexagonal boards");
    case rating::Family::Other:
        break;
    }
    return tr("Other boards");
}

QString PlayerRatings::opponentName(const std::optional<Level>& level) {
    return level ? PlayerSetup::levelName(*level) : tr("Even game");
}

} // namespace ataxx

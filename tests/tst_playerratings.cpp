// The person's ratings (app/library/PlayerRatings) from a planted series of
// the library's games: a newcomer starts at 1750 ± 700; a win moves the
// rating up, more against a stronger computer than a weaker one, and the
// deviation shrinks; the games count in the order kept; deleting a game
// works the rating out again as if it had never been played; the families of
// boards are kept apart; unrated games count for nothing; the results
// against each level and board are tallied.

#include "library/librarygame.h"
#include "library/playerratings.h"
#include "search/strength.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace ataxx;

namespace {

LibraryPlayer person() {
    LibraryPlayer player;
    player.kind = LibraryPlayer::Kind::Human;
    player.name = QStringLiteral("Anna");
    return player;
}

LibraryPlayer computerAt(Level level) {
    LibraryPlayer player;
    player.kind = LibraryPlayer::Kind::Computer;
    player.name = QStringLiteral("Computer");
    player.level = level;
    return player;
}

LibraryPlayer evenComputer(int elo) {
    LibraryPlayer player;
    player.kind = LibraryPlayer::Kind::Computer;
    player.name = QStringLiteral("Computer (even, %1)").arg(elo);
    player.elo = elo;
    return player;
}

// A game as the library lists it: the person plays Black against `computer`
// on a kind of board, and the person's score is `score`.
LibraryGame game(qint64 id, const LibraryPlayer& computer, double score,
                 BoardKind kind = BoardKind::Square7x7, bool personIsBlack = true) {
    LibraryGame g;
    g.id = id;
    g.source = LibraryGame::Source::Played;
    g.boardKind = kind;
    g.hexagon = kind == BoardKind::Hexagon;
    g.width = g.height = kind == BoardKind::Hexagon ? 4 : kind == BoardKind::Other ? 9 : 7;
    g.players = personIsBlack ? std::array{person(), computer} : std::array{computer, person()};
    const Side personSide = personIsBlack ? Side::X : Side::O;
    g.outcome = score == 0.5                                ? Outcome::Draw
                : (score == 1.0) == (personSide == Side::X) ? Outcome::XWins
                                                            : Outcome::OWins;
    g.rated = LibraryGame::ratingOf(g.source, g.players, g.boardKind);
    return g;
}

} // namespace

class TestPlayerRatings : public QObject {
    Q_OBJECT

private slots:
    void aNewcomerStartsInTheMiddleOfTheScale();
    void aWinAgainstAStrongerComputerRaisesTheRatingMore();
    void theGamesCountInTheOrderKept();
    void deletingAGameWorksTheRatingOutAgain();
    void theFamiliesOfBoardsAreKeptApart();
    void onlyAPersonsGamesAgainstOurEngineAreRated();
    void theResultsAreTalliedByLevelAndBoard();
};

void TestPlayerRatings::aNewcomerStartsInTheMiddleOfTheScale() {
    const PlayerRatings ratings = PlayerRatings::of({});
    for (const auto family :
         {rating::Family::Board7x7, rating::Family::Hexagonal, rating::Family::Other}) {
        QCOMPARE(ratings.rating(family).rating, 1750.0);
        QCOMPARE(ratings.rating(family).deviation, 700.0);
        QCOMPARE(ratings.games(family), 0);
        QVERIFY(ratings.history(family).empty());
    }
    QCOMPARE(PlayerRatings::ratingText(ratings.rating(rating::Family::Board7x7)),
             QStringLiteral("1750 ± 700"));
    QCOMPARE(even_game_elo(ratings.rating(rating::Family::Board7x7)), 1750);
}

void TestPlayerRatings::aWinAgainstAStrongerComputerRaisesTheRatingMore() {
    const auto after = [](const LibraryPlayer& computer, double score) {
        return PlayerRatings::of({game(1, computer, score)}).rating(rating::Family::Board7x7);
    };
    const rating::Rating strong = after(evenComputer(1900), 1.0);
    const rating::Rating weak = after(evenComputer(1100), 1.0);
    QVERIFY(strong.rating > weak.rating);
    QVERIFY(weak.rating > 1750);
    QVERIFY(strong.deviation < 700);
    // A loss to the weaker costs more than a loss to the stronger.
    QVERIFY(after(evenComputer(1100), 0.0).rating < after(evenComputer(1900), 0.0).rating);
    // A level's place on the scale, as strength.h gives it, for a game at a level.
    const rating::Rating hard = after(computerAt(Level::Hard), 1.0);
    const rating::Rating easy = after(computerAt(Level::Easy), 1.0);
    QVERIFY(level_elo(Level::Hard, rating::Family::Board7x7) >
            level_elo(Level::Easy, rating::Family::Board7x7));
    QVERIFY(hard.rating > easy.rating);
    // A draw against an equal opponent leaves the rating where it was.
    QVERIFY(std::abs(after(evenComputer(1750), 0.5).rating - 1750) < 0.5);
}

void TestPlayerRatings::theGamesCountInTheOrderKept() {
    // The same results in another order make another history.
    const std::vector<LibraryGame> games{game(1, evenComputer(1750), 1.0),
                                         game(2, evenComputer(1700), 0.0),
                                         game(3, evenComputer(1600), 1.0)};
    std::vector<LibraryGame> shuffled{games[2], games[0], games[1]};
    const PlayerRatings a = PlayerRatings::of(games);
    const PlayerRatings b = PlayerRatings::of(shuffled);
    QCOMPARE(a.history(rating::Family::Board7x7).size(), std::size_t(3));
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(a.history(rating::Family::Board7x7)[i].game, qint64(i + 1));
        QCOMPARE(a.history(rating::Family::Board7x7)[i].after.rating,
                 b.history(rating::Family::Board7x7)[i].after.rating);
    }
    // Each step is one Glicko-2 period of one game, from a newcomer's rating.
    rating::Rating r = newcomer_rating();
    for (const LibraryGame& g : games) {
        const rating::Result result{static_cast<double>(g.rated->opponentElo),
                                    PlayerRatings::opponentDeviation(), *g.personScore()};
        r = rating::update(r, {&result, 1});
    }
    QCOMPARE(a.rating(rating::Family::Board7x7).rating, r.rating);
    QCOMPARE(a.rating(rating::Family::Board7x7).deviation, r.deviation);
}

void TestPlayerRatings::deletingAGameWorksTheRatingOutAgain() {
    std::vector<LibraryGame> games{game(1, evenComputer(1750), 1.0),
                                   game(2, evenComputer(1650), 1.0),
                                   game(3, evenComputer(1800), 0.0)};
    const PlayerRatings all = PlayerRatings::of(games);
    games.erase(games.begin() + 1);
    const PlayerRatings fewer = PlayerRatings::of(games);
    const PlayerRatings never =
        PlayerRatings::of({game(1, evenComputer(1750), 1.0), game(3, evenComputer(1800), 0.0)});
    QCOMPARE(fewer.games(rating::Family::Board7x7), 2);
    QVERIFY(fewer.rating(rating::Family::Board7x7).rating <
            all.rating(rating::Family::Board7x7).rating);
    QCOMPARE(fewer.rating(rating::Family::Board7x7).rating,
             never.rating(rating::Family::Board7x7).rating);
    QCOMPARE(fewer.total(rating::Family::Board7x7), (PlayerRatings::Tally{1, 0, 1}));
}

void TestPlayerRatings::theFamiliesOfBoardsAreKeptApart() {
    const PlayerRatings ratings = PlayerRatings::of({
        game(1, evenComputer(1750), 1.0, BoardKind::Square7x7),
        game(2, evenComputer(1750), 0.0, BoardKind::Hexagon),
        game(3, evenComputer(1750), 0.0, BoardKind::Hexagon, false),
    });
    QCOMPARE(ratings.games(rating::Family::Board7x7), 1);
    QCOMPARE(ratings.games(rating::Family::Hexagonal), 2);
    QCOMPARE(ratings.games(rating::Family::Other), 0);
    QVERIFY(ratings.rating(rating::Family::Board7x7).rating > 1750);
    QVERIFY(ratings.rating(rating::Family::Hexagonal).rating < 1750);
    QCOMPARE(ratings.rating(rating::Family::Other).rating, 1750.0);
    QCOMPARE(ratings.rating(rating::Family::Other).deviation, 700.0);
    // The one 7×7 game alone makes the 7×7 rating.
    QCOMPARE(ratings.rating(rating::Family::Board7x7).rating,
             PlayerRatings::of({game(1, evenComputer(1750), 1.0)})
                 .rating(rating::Family::Board7x7)
                 .rating);
}

void TestPlayerRatings::onlyAPersonsGamesAgainstOurEngineAreRated() {
    LibraryGame engine = game(1, evenComputer(1750), 1.0);
    engine.players[1] = LibraryPlayer{};
    engine.players[1].kind = LibraryPlayer::Kind::Engine;
    engine.players[1].engine = QStringLiteral("Other engine");
    QVERIFY(!LibraryGame::ratingOf(engine.source, engine.players, engine.boardKind));
    LibraryGame people = game(2, person(), 1.0);
    QVERIFY(!LibraryGame::ratingOf(people.source, people.players, people.boardKind));
    const LibraryGame watched = game(3, computerAt(Level::Hard), 1.0);
    QVERIFY(!LibraryGame::ratingOf(LibraryGame::Source::Watched,
                                   {computerAt(Level::Easy), computerAt(Level::Hard)},
                                   watched.boardKind));
    QVERIFY(
        !LibraryGame::ratingOf(LibraryGame::Source::Imported, watched.players, watched.boardKind));
    // As the person's side, the computer's level on the board's family.
    const auto rated = LibraryGame::ratingOf(
        LibraryGame::Source::Played, {computerAt(Level::Hard), person()}, BoardKind::Hexagon);
    QVERIFY(rated);
    QCOMPARE(rated->person, Side::O);
    QCOMPARE(rated->opponentElo, level_elo(Level::Hard, rating::Family::Hexagonal));

    LibraryGame unrated = game(4, evenComputer(1750), 1.0);
    unrated.rated.reset();
    LibraryGame unfinished = game(5, evenComputer(1750), 1.0);
    unfinished.outcome = Outcome::None;
    const PlayerRatings ratings = PlayerRatings::of({unrated, unfinished});
    QCOMPARE(ratings.games(rating::Family::Board7x7), 0);
}

void TestPlayerRatings::theResultsAreTalliedByLevelAndBoard() {
    const PlayerRatings ratings = PlayerRatings::of({
        game(1, computerAt(Level::Hard), 1.0),
        game(2, computerAt(Level::Easy), 1.0),
        game(3, computerAt(Level::Hard), 0.5),
        game(4, computerAt(Level::Hard), 0.0, BoardKind::Square7x7, false),
        game(5, evenComputer(1540), 1.0),
    });
    const std::vector<PlayerRatings::Results>& results = ratings.results(rating::Family::Board7x7);
    QCOMPARE(results.size(), std::size_t(3));
    QCOMPARE(results[0].level, std::optional<Level>(Level::Easy));
    QCOMPARE(results[0].tally, (PlayerRatings::Tally{1, 0, 0}));
    QCOMPARE(results[1].level, std::optional<Level>(Level::Hard));
    QCOMPARE(results[1].tally, (PlayerRatings::Tally{1, 1, 1}));
    QCOMPARE(results[1].tally.score(), 0.5);
    QCOMPARE(results[2].level, std::optional<Level>());
    QCOMPARE(PlayerRatings::opponentName(results[2].level), QStringLiteral("Even game"));
    QCOMPARE(results[1].board, game(1, computerAt(Level::Hard), 1.0).boardName());
    QCOMPARE(ratings.total(rating::Family::Board7x7), (PlayerRatings::Tally{3, 1, 1}));
}

QTEST_GUILESS_MAIN(TestPlayerRatings)
#include "tst_playerratings.moc"

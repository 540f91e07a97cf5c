#include "library/librarygame.h"

#include "board/boardpresets.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "notation.h"
#include "players/playersetup.h"
#include "review/review.h"
#include "search/scoretext.h"
#include "search/strength.h"
#include "settings/languages.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QStringList>
#include <QTranslator>

#include <algorithm>

namespace ataxx {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

// The names the app gives players itself (GameDocument::playerName), in
// English and in every language it speaks: a kept game names its players in
// the language of the day it was played.
const QStringList& madeNames() {
    static const QStringList names = [] {
        QStringList sources{QStringLiteral("You"), QStringLiteral("Human"),
                            QStringLiteral("Computer (even)")};
        for (const Level level :
             {Level::VeryEasy, Level::Easy, Level::Medium, Level::Hard, Level::VeryHard})
            sources << PlayerSetup::computerDescription(level, true);
        QStringList made = sources;
        for (const Languages::Language& language : Languages::available()) {
            QTranslator translator;
            if (!translator.load(QStringLiteral(":/i18n/ataxx_%1.qm").arg(language.code))) continue;
            const auto translated = [&translator](const char* context, const char* text) {
                const QString t = translator.translate(context, text);
                return t.isEmpty() ? QString::fromLatin1(text) : t;
            };
            made << translated("ataxx::GameDocument", "You")
                 << translated("ataxx::GameDocument", "Human") << translated("PlayerSetup", "Human")
                 << translated("PlayerSetup", "Computer (even)");
            const QString format = translated("PlayerSetup", "Computer (%1)");
            for (const char* level : {"Very easy", "Easy", "Medium", "Hard", "Very hard"})
                made << format.arg(translated("PlayerSetup", level));
        }
        made.removeDuplicates();
        return made;
    }();
    return names;
}

// "Computer (even, 1530)" in any of the app's languages.
bool isEvenGameName(const QString& name) {
    static const QRegularExpression even(QStringLiteral(R"(^\S+ \([^,()]+, \d+\)$)"));
    return even.match(name).hasMatch();
}

} // namespace

LibraryPlayer LibraryPlayer::of(const PlayerSetup& setup, const QString& name) {
    LibraryPlayer player;
    player.name = name;
    if (setup.isExternal()) {
        player.kind = Kind::Engine;
        player.engine = setup.external.name;
    } else if (setup.computer) {
        player.kind = Kind::Computer;
        if (setup.isEven() && setup.elo > 0)
            player.elo = setup.elo;
        else
            player.level = setup.level;
    } else {
        player.kind = Kind::Human;
    }
    return player;
}

LibraryGame LibraryGame::describe(const PgnGame& pgn, Source source,
                                  const std::array<LibraryPlayer, 2>& players,
                                  const QString& date) {
    LibraryGame entry;
    entry.source = source;
    entry.date = date;
    entry.players = players;
    entry.event = fromStd(pgn.tag("Event"));
    if (entry.event == QLatin1String("?")) entry.event.clear();

    const Game& game = pgn.game;
    const Position& start = game.start_position();
    const Geometry& geometry = start.geometry();
    entry.startFen = fromStd(write_fen(start));
    entry.boardKey = BoardPresets::keyOf(start);
    entry.hexagon = geometry.is_hexagon();
    entry.width = entry.hexagon ? geometry.side() : geometry.width();
    entry.height = entry.hexagon ? geometry.side() : geometry.height();
    entry.blockedCells = start.blocked().count();
    entry.boardKind = entry.hexagon                                     ? BoardKind::Hexagon
                      : geometry.width() == 7 && geometry.height() == 7 ? BoardKind::Square7x7
                                                                        : BoardKind::Other;
    entry.rules = start.rules();
    const GameResult result = game.final_result();
    entry.outcome = result.outcome;
    if (result.reason == EndReason::Declared) entry.termination = fromStd(game.declared_reason());
    const Position& end = game.position_at(game.length());
    entry.counts = {end.pieces(Side::X).count(), end.pieces(Side::O).count()};
    if (result.over()) entry.counts = {result.x_count, result.o_count};
    entry.plies = game.length();
    entry.review = reviewOf(game);
    entry.fingerprint = fingerprintOf(pgn);
    entry.rated = ratingOf(source, players, entry.boardKind);
    return entry;
}

std::optional<LibraryGame::Rated>
LibraryGame::ratingOf(Source source, const std::array<LibraryPlayer, 2>& players, BoardKind kind) {
    if (source != Source::Played) return std::nullopt;
    const auto human = [](const LibraryPlayer& p) { return p.kind == LibraryPlayer::Kind::Human; };
    const auto ours = [](const LibraryPlayer& p) {
        return p.kind == LibraryPlayer::Kind::Computer && (p.level || p.elo);
    };
    std::optional<Side> person;
    if (human(players[0]) && ours(players[1])) person = Side::X;
    if (human(players[1]) && ours(players[0])) person = Side::O;
    if (!person) return std::nullopt;
    const LibraryPlayer& computer = players[side_index(!*person)];
    Rated rated;
    rated.person = *person;
    rated.opponentElo = computer.elo ? *computer.elo : level_elo(*computer.level, familyOf(kind));
    return rated;
}

rating::Family LibraryGame::familyOf(BoardKind kind) {
    switch (kind) {
    case BoardKind::Square7x7:
        return rating::Family::Board7x7;
    case BoardKind::Hexagon:
        return rating::Family::Hexagonal;
    case BoardKind::Other:
        break;
    }
    return rating::Family::Other;
}

std::optional<double> LibraryGame::personScore() const {
    if (!rated || outcome == Outcome::None) return std::nullopt;
    if (outcome == Outcome::Draw) return 0.5;
    const Side winner = outcome == Outcome::XWins ? Side::X : Side::O;
    return winner == rated->person ? 1.0 : 0.0;
}

QString LibraryGame::fingerprintOf(const PgnGame& pgn) {
    // A tag a writer filled in for want of one ("?", "????.??.??") is none,
    // so that a game written out and read back is the same game.
    std::string text;
    for (const char* tag : {"Event", "Site", "Date", "Round", "Black", "White"}) {
        const std::string value = pgn.tag(tag);
        if (value.find_first_not_of("?.") != std::string::npos) text += value;
        text += '\n';
    }
    const Game& game = pgn.game;
    text += outcome_string(game.final_result().outcome);
    text += '\n';
    text += write_fen(game.start_position());
    const Geometry& geometry = game.start_position().geometry();
    for (const Move move : game.moves()) {
        text += ' ';
        text += move_to_string(geometry, move);
    }
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha1)
            .toHex());
}

std::array<SideReview, 2> LibraryGame::reviewOf(const Game& game) {
    std::array<SideReview, 2> sides;
    std::array<double, 2> total{};
    for (const MoveReview& move : noted_review(game)) {
        const std::size_t side = side_index(game.position_at(move.index).side_to_move());
        SideReview& review = sides[side];
        ++review.judged;
        total[side] += move_accuracy(move.loss);
        switch (move.quality) {
        case MoveQuality::Dubious:
            ++review.dubious;
            break;
        case MoveQuality::Mistake:
            ++review.mistakes;
            break;
        case MoveQuality::Blunder:
            ++review.blunders;
            break;
        default:
            break;
        }
    }
    for (std::size_t side = 0; side < 2; ++side)
        if (sides[side].judged > 0) sides[side].accuracy = total[side] / sides[side].judged;
    return sides;
}

QString LibraryGame::dateFromTag(const std::string& tag) {
    // "yyyy.MM.dd"; a date with question marks is not a whole date.
    const QString text = fromStd(tag).trimmed();
    if (text.size() != 10 || text.contains(QLatin1Char('?'))) return {};
    QString iso = text;
    iso.replace(QLatin1Char('.'), QLatin1Char('-'));
    if (iso[4] != QLatin1Char('-') || iso[7] != QLatin1Char('-')) return {};
    for (const int at : {0, 1, 2, 3, 5, 6, 8, 9})
        if (!iso[at].isDigit()) return {};
    return iso;
}

std::optional<Side> LibraryGame::personSide() const {
    const auto human = [](const LibraryPlayer& p) { return p.kind == LibraryPlayer::Kind::Human; };
    if (human(players[0]) && players[1].isComputer()) return Side::X;
    if (human(players[1]) && players[0].isComputer()) return Side::O;
    return std::nullopt;
}

QString LibraryGame::shownName(Side side) const {
    const LibraryPlayer& p = player(side);
    const bool ours = p.kind == LibraryPlayer::Kind::Human ||
                      (p.kind == LibraryPlayer::Kind::Computer && (p.level || p.elo));
    const bool made = p.name.isEmpty() || madeNames().contains(p.name) ||
                      (p.kind == LibraryPlayer::Kind::Computer && p.elo && isEvenGameName(p.name));
    if (!ours || !made) return p.name;
    if (p.kind == LibraryPlayer::Kind::Human)
        return player(!side).isComputer() ? GameDocument::tr("You")
                                          : PlayerSetup::human().description();
    if (p.elo && !p.level) return PlayerSetup::evenDescription(*p.elo);
    return playerKindText(p);
}

std::optional<std::vector<Side>> LibraryGame::people() const {
    std::vector<Side> sides;
    for (const Side side : {Side::X, Side::O}) {
        const LibraryPlayer& p = player(side);
        if (p.kind == LibraryPlayer::Kind::Unknown) return std::nullopt;
        if (p.kind == LibraryPlayer::Kind::Human) sides.push_back(side);
    }
    return sides;
}

QString LibraryGame::boardName() const {
    if (!boardKey.isEmpty() && BoardPresets::contains(boardKey))
        return BoardPresets::find(boardKey).name;
    const QString shape =
        hexagon ? tr("Hexagon, side %1").arg(width) : tr("%1×%2").arg(width).arg(height);
    return blockedCells == 0 ? shape
                             : tr("%1, %n blocked cell(s)", nullptr, blockedCells).arg(shape);
}

QString LibraryGame::boardKindName(BoardKind kind) {
    switch (kind) {
    case BoardKind::Square7x7:
        return tr("7×7");
    case BoardKind::Hexagon:
        return tr("Hexagonal");
    case BoardKind::Other:
        break;
    }
    return tr("Other boards");
}

QString LibraryGame::resultText() const {
    switch (outcome) {
    case Outcome::XWins:
        return tr("%1 won").arg(PlayerSetup::sideName(Side::X));
    case Outcome::OWins:
        return tr("%1 won").arg(PlayerSetup::sideName(Side::O));
    case Outcome::Draw:
        return tr("Draw");
    case Outcome::None:
        break;
    }
    return tr("Unfinished");
}

QString LibraryGame::playerKindText(const LibraryPlayer& player) {
    switch (player.kind) {
    case LibraryPlayer::Kind::Human:
        return PlayerSetup::human().description();
    case LibraryPlayer::Kind::Computer:
        // A computer at an Elo setting is the even game's.
        if (player.elo && !player.level) return PlayerSetup::evenDescription();
        return PlayerSetup::computerDescription(player.level.value_or(Level::Medium));
    case LibraryPlayer::Kind::Engine:
        return player.engine;
    case LibraryPlayer::Kind::Unknown:
        break;
    }
    return tr("From a file");
}

QString LibraryGame::opponentText() const {
    if (source == Source::Imported) return tr("From a file");
    if (const std::optional<Side> person = personSide()) return playerKindText(player(!*person));
    if (players[0].isComputer() && players[1].isComputer()) return tr("Computers only");
    return tr("A person");
}

QString LibraryGame::sourceText() const {
    switch (source) {
    case Source::Played:
        return tr("Played");
    case Source::Watched:
        return tr("Watched");
    case Source::Imported:
        break;
    }
    return tr("Imported");
}

} // namespace ataxx

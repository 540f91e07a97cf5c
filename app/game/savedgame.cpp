#include "game/savedgame.h"

#include "game/wholefile.h"
#include "notation.h"
#include "search/searchtypes.h"
#include "search/strength.h"

#include <QCoreApplication>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>

namespace ataxx {

namespace {

constexpr const char* cursorTag = "CurrentPly";
// The line on the board when it is a variation: its moves from the start.
constexpr const char* lineTag = "CurrentLine";
constexpr std::array<const char*, 2> playerTags{"BlackPlayer", "WhitePlayer"};
constexpr const char* helpTag = "HadHelp";
constexpr const char* evaluationsTag = "Evaluations";
const QString humanPrefix = QStringLiteral("human:");
const QString enginePrefix = QStringLiteral("engine:");
// The even game's computer and the point of the scale it plays at: "even:1530".
const QString evenPrefix = QStringLiteral("even:");

QString levelText(Level level) {
    const std::string_view key = level_key(level);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

std::optional<PlayerSetup> parsePlayer(const QString& text, const QList<ExternalEngine>& engines) {
    if (text.startsWith(enginePrefix)) {
        const QString name = text.mid(enginePrefix.size());
        for (const ExternalEngine& engine : engines)
            if (engine.name == name && engine.isValid()) return PlayerSetup::externalEngine(engine);
        return std::nullopt;
    }
    if (text.startsWith(evenPrefix)) {
        bool ok = false;
        const int elo = text.mid(evenPrefix.size()).toInt(&ok);
        if (!ok || elo < strength_elo_min || elo > strength_elo_max) return std::nullopt;
        return PlayerSetup::evenGame(elo);
    }
    PlayerSetup player;
    player.computer = !text.startsWith(humanPrefix);
    const QString level = player.computer ? text : text.mid(humanPrefix.size());
    if (!level_from_string(level.toStdString(), player.level)) return std::nullopt;
    return player;
}

// A saved game is one game; anything much bigger is not ours.
constexpr qint64 maxFileSize = 4 * 1024 * 1024;

} // namespace

SavedGame::SavedGame()
    : SavedGame(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                QStringLiteral("/game-in-progress.pgn")) {}

SavedGame::SavedGame(QString path)
    : m_path(std::move(path)) {}

bool SavedGame::write(const PgnGame& pgn) const {
    PgnGame copy = pgn;
    copy.set_tag(cursorTag, std::to_string(pgn.game.ply()));
    const Game& game = pgn.game;
    if (game.variation_depth(game.node_at(game.length())) > 0) {
        std::string line;
        for (int i = 0; i < game.length(); ++i) {
            if (i > 0) line += ' ';
            line += move_to_string(game.start_position().geometry(), game.move_at(i));
        }
        copy.set_tag(lineTag, line);
    }
    const std::string text = write_pgn(copy);
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QString error;
    if (!writeWholeFile(m_path, text, error)) {
        qWarning().noquote() << QStringLiteral("ataxx: the game in progress could not be saved "
                                               "to %1: %2")
                                    .arg(m_path, error);
        return false;
    }
    return true;
}

std::optional<PgnGame> SavedGame::read() const {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > maxFileSize) return std::nullopt;
    const QByteArray data = file.readAll();
    auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (!games || games->size() != 1) {
        if (!games)
            qWarning().noquote() << QStringLiteral("ataxx: the saved game %1 cannot be read: %2")
                                        .arg(m_path, QString::fromStdString(games.error()));
        return std::nullopt;
    }
    PgnGame pgn = std::move(games->front());
    if (pgn.game.length() == 0 || pgn.game.result().over()) return std::nullopt;
    bool ok = false;
    const int ply = QString::fromStdString(pgn.tag(cursorTag)).toInt(&ok);
    // The variation on the board, followed move by move through the tree;
    // one the tree does not have leaves the board on the main line.
    NodeId node = Game::root;
    for (const QString& text :
         QString::fromStdString(pgn.tag(lineTag)).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto& next = pgn.game.children(node);
        const auto found = std::find_if(next.begin(), next.end(), [&](NodeId child) {
            return move_to_string(pgn.game.start_position().geometry(), pgn.game.move_of(child)) ==
                   text.toStdString();
        });
        if (found == next.end()) {
            node = Game::root;
            break;
        }
        node = *found;
    }
    if (node != Game::root) {
        pgn.game.go_to_node(Game::root);
        pgn.game.go_to_node(node);
    }
    if (ok) pgn.game.go_to(ply);
    // The cursor is the file's business, not the game's tags.
    std::erase_if(pgn.tags,
                  [](const auto& tag) { return tag.first == cursorTag || tag.first == lineTag; });
    return pgn;
}

void SavedGame::remove() const {
    QFile::remove(m_path);
}

void SavedGame::putPlayers(PgnGame& pgn, const std::array<PlayerSetup, 2>& players) {
    for (std::size_t i = 0; i < 2; ++i) {
        const PlayerSetup& player = players[i];
        const QString text = player.isExternal() ? enginePrefix + player.external.name
                             : player.isEven() && player.elo > 0
                                 ? evenPrefix + QString::number(player.elo)
                             : player.computer ? levelText(player.level)
                                               : humanPrefix + levelText(player.level);
        pgn.set_tag(playerTags[i], text.toStdString());
    }
}

std::array<std::optional<PlayerSetup>, 2>
SavedGame::takePlayers(PgnGame& pgn, const QList<ExternalEngine>& engines, QStringList* problems) {
    std::array<std::optional<PlayerSetup>, 2> players;
    for (std::size_t i = 0; i < 2; ++i) {
        const auto tag = std::find_if(pgn.tags.begin(), pgn.tags.end(),
                                      [i](const auto& t) { return t.first == playerTags[i]; });
        if (tag == pgn.tags.end()) continue;
        const QString text = QString::fromStdString(tag->second).trimmed();
        pgn.tags.erase(tag);
        players[i] = parsePlayer(text, engines);
        if (!players[i] && problems) {
            const QString side = PlayerSetup::sideName(i == 0 ? Side::X : Side::O);
            problems->append(
                text.startsWith(enginePrefix)
                    ? QCoreApplication::translate("SavedGame",
                                                  "%1's engine “%2” is no longer set up.")
                          .arg(side, text.mid(enginePrefix.size()))
                    : QCoreApplication::translate("SavedGame", "%1's player “%2” is not a player.")
                          .arg(side, text));
        }
    }
    return players;
}

void SavedGame::putHelp(PgnGame& pgn, bool hadHelp) {
    if (hadHelp) pgn.set_tag(helpTag, "1");
}

bool SavedGame::takeHelp(PgnGame& pgn) {
    const bool hadHelp = !pgn.tag(helpTag).empty() && pgn.tag(helpTag) != "0";
    std::erase_if(pgn.tags, [](const auto& tag) { return tag.first == helpTag; });
    return hadHelp;
}

void SavedGame::putEvaluations(PgnGame& pgn, const std::vector<PlyEvaluation>& evaluations) {
    QStringList words;
    for (const PlyEvaluation& e : evaluations) {
        QString word = QStringLiteral("%1:%2").arg(e.ply).arg(e.scoreForBlack);
        if (e.source == PlyEvaluation::Source::Player) word += QStringLiteral(":p");
        if (e.source == PlyEvaluation::Source::Review) word += QStringLiteral(":r");
        words << word;
    }
    if (!words.isEmpty()) pgn.set_tag(evaluationsTag, words.join(QLatin1Char(' ')).toStdString());
}

std::vector<PlyEvaluation> SavedGame::takeEvaluations(PgnGame& pgn) {
    const QString text = QString::fromStdString(pgn.tag(evaluationsTag));
    std::erase_if(pgn.tags, [](const auto& tag) { return tag.first == evaluationsTag; });
    // By ply, so that a ply written twice counts once, the later one.
    std::map<int, PlyEvaluation> read;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = word.split(QLatin1Char(':'));
        if (parts.size() < 2 || parts.size() > 3) continue;
        bool plyOk = false;
        bool scoreOk = false;
        PlyEvaluation e;
        e.ply = parts[0].toInt(&plyOk);
        e.scoreForBlack = parts[1].toInt(&scoreOk);
        if (!plyOk || !scoreOk || e.ply < 0 || e.ply >= pgn.game.length() ||
            std::abs(e.scoreForBlack) > score_win)
            continue;
        if (parts.size() == 3) {
            if (parts[2] == QLatin1String("p"))
                e.source = PlyEvaluation::Source::Player;
            else if (parts[2] == QLatin1String("r"))
                e.source = PlyEvaluation::Source::Review;
            else
                continue;
        }
        read[e.ply] = e;
    }
    std::vector<PlyEvaluation> evaluations;
    evaluations.reserve(read.size());
    for (const auto& [ply, e] : read) evaluations.push_back(e);
    return evaluations;
}

} // namespace ataxx

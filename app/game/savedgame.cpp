#include "game/savedgame.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <string>

namespace ataxx {

namespace {

constexpr const char* cursorTag = "CurrentPly";
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
    const std::string text = write_pgn(copy);
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        qWarning().noquote() << QStringLiteral("ataxx: the game in progress could not be saved "
                                               "to %1: %2")
                                    .arg(m_path, file.errorString());
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
    if (ok) pgn.game.go_to(ply);
    // The cursor is the file's business, not the game's tags.
    std::erase_if(pgn.tags, [](const auto& tag) { return tag.first == cursorTag; });
    return pgn;
}

void SavedGame::remove() const {
    QFile::remove(m_path);
}

} // namespace ataxx

#pragma once

// Files the tests read and write: the planted game of tests/data (a game
// with one blunder, which the review, the puzzles and the library take), and
// a file's bytes read or written whole.

#include "pgn.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <string_view>

namespace ataxx::test {

inline QString plantedPath() {
    return QStringLiteral(ATAXX_TEST_DATA "/planted_blunder.pgn");
}

// The planted game, or an empty one when it cannot be read.
inline PgnGame plantedGame() {
    QFile file(plantedPath());
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = file.readAll();
    const auto games =
        read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    return games ? games->front() : PgnGame{};
}

// A file's bytes; empty when it cannot be read.
inline QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray{};
}

inline bool writeFile(const QString& path, const QByteArray& data) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

} // namespace ataxx::test

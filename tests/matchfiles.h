#pragma once

// What the match and tournament tests share: the game file a match wrote,
// read back; each player's score in its games; and ataxx-match run as a
// process.

#include "pgn.h"

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <string_view>
#include <vector>

// The games of a file; none when it is missing or does not read.
inline std::vector<ataxx::PgnGame> gamesInFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = file.readAll();
    auto games =
        ataxx::read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    return games ? *games : std::vector<ataxx::PgnGame>{};
}

// A player's half points and games, as the games' own records say.
struct FileScore {
    int halfPoints = 0;
    int games = 0;
};
inline std::map<std::string, FileScore> scoresInGames(const std::vector<ataxx::PgnGame>& games) {
    std::map<std::string, FileScore> scores;
    for (const ataxx::PgnGame& g : games) {
        const ataxx::Outcome o = g.game.result().outcome;
        FileScore& black = scores[g.tag("Black")];
        FileScore& white = scores[g.tag("White")];
        ++black.games;
        ++white.games;
        black.halfPoints += o == ataxx::Outcome::XWins ? 2 : o == ataxx::Outcome::Draw ? 1 : 0;
        white.halfPoints += o == ataxx::Outcome::OWins ? 2 : o == ataxx::Outcome::Draw ? 1 : 0;
    }
    return scores;
}

// ataxx-match with these arguments: its exit status (-1 when it did not end
// in time) and all it printed.
struct MatchToolRun {
    int exit = -1;
    QString output;
};
inline MatchToolRun runMatchTool(const QStringList& arguments) {
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(ATAXX_MATCH_PATH), arguments);
    // Generous for a loaded machine; the tests' games are node- or
    // depth-limited, so their results do not depend on its speed.
    if (!p.waitForFinished(300000)) return {-1, QString::fromUtf8(p.readAll())};
    return {p.exitCode(), QString::fromUtf8(p.readAll())};
}

// ataxx-explorer-bench: how fast the opening explorer answers from a large
// games library. It makes a library of generated games (explorergames.h:
// 10,000 unless told, from the 7×7 start, sharing their openings), times
// the explorer's question at the start and at a few deeper positions, and
// then times building the index again for the same games as a library made
// before the index gets it when it is opened: in steps, with the longest
// step, which is how long the window waits at most.
//
//   ataxx-explorer-bench [--games N] [--seed S] [--keep PATH]
//
// Not a test: its figures go in tests/README.md.

#include "explorergames.h"
#include "library/gameslibrary.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace ataxx;
using namespace ataxx::test;

namespace {

double millisecondsOf(const QElapsedTimer& clock) {
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

bool runSql(const QString& path, const QStringList& statements) {
    bool ok = true;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString& statement : statements) {
            if (!ok) break;
            ok = query.exec(statement);
            if (!ok)
                std::fprintf(stderr, "%s: %s\n", qPrintable(statement),
                             qPrintable(query.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench"));
    return ok;
}

// The explorer's question at `position`, `times` times: the median and the
// longest, in milliseconds.
void timeQuestion(GamesLibrary& library, const Position& position, const char* name, int times) {
    std::vector<double> took;
    std::size_t moves = 0;
    int games = 0;
    for (int i = 0; i < times; ++i) {
        QElapsedTimer clock;
        clock.start();
        const std::vector<ExplorerMove> answer = library.movesFrom(position);
        took.push_back(millisecondsOf(clock));
        moves = answer.size();
        games = 0;
        for (const ExplorerMove& move : answer) games += move.games;
    }
    std::sort(took.begin(), took.end());
    std::printf("  %-22s %6d games %3zu moves   median %7.3f ms   longest %7.3f ms\n", name, games,
                moves, took[took.size() / 2], took.back());
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    int count = 10000;
    std::uint64_t seed = 1;
    QString keep;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--games"))
            count = std::max(1, args[i + 1].toInt());
        else if (args[i] == QLatin1String("--seed"))
            seed = args[i + 1].toULongLong();
        else if (args[i] == QLatin1String("--keep"))
            keep = args[i + 1];
        else {
            std::fprintf(stderr,
                         "usage: ataxx-explorer-bench [--games N] [--seed S] [--keep PATH]\n");
            return 2;
        }
    }
    QTemporaryDir dir;
    const QString path = keep.isEmpty() ? dir.filePath(QStringLiteral("games.sqlite")) : keep;

    std::vector<PgnGame> games;
    games.reserve(static_cast<std::size_t>(count));
    long plies = 0;
    for (int number = 0; number < count; ++number) {
        games.push_back(explorerGame(number, seed));
        plies += games.back().game.length();
    }
    std::printf("%d games, %.1f plies a game on average\n", count,
                static_cast<double>(plies) / count);

    {
        GamesLibrary library(path);
        if (!library.open()) {
            std::fprintf(stderr, "%s\n", qPrintable(library.errorString()));
            return 1;
        }
        QElapsedTimer clock;
        clock.start();
        library.beginBatch();
        for (int number = 0; number < count; ++number) {
            const PgnGame& pgn = games[static_cast<std::size_t>(number)];
            if (!library.add(pgn, explorerEntry(pgn, number))) {
                std::fprintf(stderr, "%s\n", qPrintable(library.errorString()));
                return 1;
            }
        }
        library.endBatch();
        std::printf("kept, with their index, in %.1f s (%.2f ms a game); the file is %.1f MB\n",
                    millisecondsOf(clock) / 1000, millisecondsOf(clock) / count,
                    static_cast<double>(QFileInfo(path).size() +
                                        QFileInfo(path + QStringLiteral("-wal")).size()) /
                        1e6);

        std::printf("the explorer's question:\n");
        const Game& first = games.front().game;
        timeQuestion(library, first.start_position(), "start", 50);
        for (const int ply : {1, 2, 4, 8, 16}) {
            if (ply > first.length()) break;
            const QByteArray name = QStringLiteral("game 1 after %1 plies").arg(ply).toUtf8();
            timeQuestion(library, first.position_at(ply), name.constData(), 50);
        }
    }

    {
        // Opened again, as at the app's start.
        GamesLibrary library(path);
        QElapsedTimer clock;
        clock.start();
        if (!library.open()) return 1;
        std::printf("opened again in %.1f ms, nothing to index: %s\n", millisecondsOf(clock),
                    library.isIndexed() ? "yes" : "no");
    }

    // The same games as a library made before the index: built again on opening.
    if (!runSql(path, {QStringLiteral("DROP TABLE positions"),
                       QStringLiteral("DROP INDEX games_to_index"),
                       QStringLiteral("ALTER TABLE games DROP COLUMN indexed"),
                       QStringLiteral("PRAGMA user_version = 3")}))
        return 1;
    GamesLibrary library(path);
    QElapsedTimer clock;
    clock.start();
    if (!library.open()) {
        std::fprintf(stderr, "%s\n", qPrintable(library.errorString()));
        return 1;
    }
    const double opening = millisecondsOf(clock);
    double longest = 0;
    int steps = 0;
    for (bool more = true; more; ++steps) {
        QElapsedTimer step;
        step.start();
        more = library.indexSome(GamesLibrary::indexStepMs);
        longest = std::max(longest, millisecondsOf(step));
    }
    std::printf("an older library: opened and brought up to date in %.1f ms, indexed in %.1f s, "
                "%d steps of at most %.1f ms (the window's events run between them)\n",
                opening, millisecondsOf(clock) / 1000, steps, longest);
    return library.isIndexed() ? 0 : 1;
}

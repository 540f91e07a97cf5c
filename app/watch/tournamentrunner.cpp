#include "watch/tournamentrunner.h"

#include "fen.h"
#include "game/messagetext.h"
#include "settings/enginesettings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <algorithm>
#include <fstream>
#include <utility>

namespace ataxx {

namespace {

// The newlines that end a file's text with a blank line: none for an empty
// or missing file.
std::string separatorAfter(const std::string& name) {
    std::ifstream in(name, std::ios::binary | std::ios::ate);
    const std::streamoff size = in ? static_cast<std::streamoff>(in.tellg()) : 0;
    if (size <= 0) return {};
    char tail[2] = {' ', ' '};
    const std::streamoff n = std::min<std::streamoff>(size, 2);
    in.seekg(size - n);
    in.read(tail + 2 - n, n);
    if (tail[1] != '\n') return "\n\n";
    return tail[0] == '\n' ? std::string() : std::string("\n");
}

} // namespace

QVariantMap planToVariant(const TournamentSetup& plan) {
    const TournamentPlan& t = plan.tournament;
    QStringList players;
    for (const TournamentPlayer& p : t.players)
        players << QString::fromStdString(p.name) + QLatin1Char('\t') +
                       QString::fromStdString(p.description);
    QStringList openings;
    for (const TournamentOpening& o : t.openings)
        openings << QString::fromStdString(o.board) + QLatin1Char('\t') +
                        QString::fromStdString(o.fen);
    return {{QStringLiteral("players"), players},
            {QStringLiteral("gauntlet"), t.format == TournamentFormat::Gauntlet},
            {QStringLiteral("rounds"), t.rounds},
            {QStringLiteral("openings"), openings},
            {QStringLiteral("randomPlies"), t.random_plies},
            {QStringLiteral("seed"), QString::number(t.seed)},
            {QStringLiteral("moveTime"), t.tc.movetime_ms},
            {QStringLiteral("event"), QString::fromStdString(t.event)},
            {QStringLiteral("file"), plan.pgnPath}};
}

std::optional<TournamentSetup> planFromVariant(const QVariantMap& map) {
    TournamentSetup plan;
    TournamentPlan& t = plan.tournament;
    const auto pairs = [&map](const char* key, auto add) {
        for (const QString& entry : map.value(QLatin1StringView(key)).toStringList()) {
            const qsizetype tab = entry.indexOf(QLatin1Char('\t'));
            if (tab <= 0) return false;
            add(entry.left(tab).toStdString(), entry.mid(tab + 1).toStdString());
        }
        return true;
    };
    if (!pairs("players",
               [&t](std::string a, std::string b) {
                   t.players.push_back({std::move(a), std::move(b)});
               }) ||
        !pairs("openings", [&t](std::string a, std::string b) {
            t.openings.push_back({std::move(a), std::move(b)});
        }))
        return std::nullopt;
    t.format = map.value(QStringLiteral("gauntlet")).toBool() ? TournamentFormat::Gauntlet
                                                              : TournamentFormat::RoundRobin;
    t.rounds = map.value(QStringLiteral("rounds")).toInt();
    t.random_plies = std::clamp(map.value(QStringLiteral("randomPlies")).toInt(), 0, 8);
    bool ok = false;
    t.seed = map.value(QStringLiteral("seed")).toString().toULongLong(&ok);
    t.tc.movetime_ms = std::clamp(map.value(QStringLiteral("moveTime")).toInt(), 10, 600000);
    t.event = map.value(QStringLiteral("event")).toString().toStdString();
    plan.pgnPath = map.value(QStringLiteral("file")).toString();
    // A plan that cannot be played (damaged settings, a player description
    // that no longer reads) is none; an external engine plays by the command
    // line kept here, even if it was removed from the engines' list since.
    if (!ok || t.event.empty() || !check_plan(t).empty()) return std::nullopt;
    return plan;
}

TournamentRunner::TournamentRunner(QObject* parent)
    : QObject(parent) {}

TournamentRunner::~TournamentRunner() {
    if (m_shared) m_shared->stop = true;
    // The worker posts to this object; it must be gone before this is. The
    // players give up their move on the flag, so this is a short wait.
    if (m_thread) m_thread->wait();
}

MatchTally TournamentRunner::tally() const {
    return m_table.players() > 0 ? m_table.tally(0) : MatchTally();
}

bool TournamentRunner::canResume() const {
    return !m_running && m_stopped && m_plan.playerCount() > 0 &&
           static_cast<int>(m_games.size()) < m_plan.games();
}

bool TournamentRunner::checkFile(const QString& path, QString& error) const {
    if (path.isEmpty()) return true;
    // The folder may not be there yet (a fresh account has no Documents).
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Appended to: the games of earlier matches in the file are kept.
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool TournamentRunner::prepare(const TournamentSetup& plan, QString& error) {
    if (m_running) {
        error = tr("A match is running already.");
        return false;
    }
    if (plan.tournament.openings.empty()) {
        error = tr("Choose at least one board.");
        return false;
    }
    if (const std::string why = check_plan(plan.tournament); !why.empty()) {
        error = QString::fromStdString(why);
        return false;
    }
    if (!checkFile(plan.pgnPath, error)) return false;
    m_plan = plan;
    std::vector<std::string> names;
    for (const TournamentPlayer& p : plan.tournament.players) names.push_back(p.name);
    m_table = Crosstable(names);
    m_games.clear();
    // Remembered, so that it can go on after the app was closed; it replaces
    // whatever an earlier run left.
    EngineSettings().setTournament(plan.pgnPath.isEmpty() ? QVariantMap() : planToVariant(plan));
    m_earlier.emplace();
    return true;
}

bool TournamentRunner::start(const TournamentSetup& plan, QString& error) {
    if (!prepare(plan, error)) return false;
    launch({});
    return true;
}

bool TournamentRunner::resume(QString& error) {
    if (!canResume()) {
        error = tr("There is no stopped tournament to go on with.");
        return false;
    }
    if (!checkFile(m_plan.pgnPath, error)) return false;
    std::set<int> done;
    for (const TournamentGame& game : m_games) done.insert(game.number);
    launch(std::move(done));
    return true;
}

namespace {

// The games of a tournament's file; false, with the reason, when the file
// cannot be read whole (a game in it that does not read): the games it holds
// could not be told apart from those still to play.
bool gamesOfFile(const QString& path, std::vector<PgnGame>& games, QString& error) {
    games.clear();
    QFile file(path);
    if (path.isEmpty() || !file.exists()) return true;
    if (!file.open(QIODevice::ReadOnly)) {
        error = TournamentRunner::tr("%1 cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray data = file.readAll();
    auto read = read_pgn(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (!read) {
        error = QStringLiteral("%1: %2").arg(path, MessageText::of(read.message()));
        return false;
    }
    games = std::move(*read);
    return true;
}

TournamentGame finishedGame(const ScheduledGame& scheduled, const std::vector<std::string>& boards,
                            const PgnGame& pgn) {
    TournamentGame game;
    game.number = scheduled.number;
    game.round = scheduled.round;
    game.black = scheduled.black;
    game.white = scheduled.white;
    game.board = QString::fromStdString(boards[static_cast<std::size_t>(scheduled.board)]);
    game.pgn = pgn;
    return game;
}

} // namespace

int TournamentRunner::gamesInFile(const TournamentSetup& plan, QString& error) {
    std::vector<PgnGame> games;
    if (!gamesOfFile(plan.pgnPath, games, error)) return -1;
    return static_cast<int>(finished_games(plan.tournament, games).size());
}

const EarlierTournament& TournamentRunner::earlier() const {
    if (m_earlier) return *m_earlier;
    m_earlier.emplace();
    if (m_plan.playerCount() > 0) return *m_earlier;
    const auto saved = planFromVariant(EngineSettings().tournament());
    if (!saved || saved->pgnPath.isEmpty()) return *m_earlier;
    QString error;
    const int played = gamesInFile(*saved, error);
    if (played < 0) {
        m_earlier->error = error;
    } else if (played < saved->games()) {
        m_earlier->plan = saved;
        m_earlier->played = played;
    }
    return *m_earlier;
}

bool TournamentRunner::resumeEarlier(QString& error) {
    const EarlierTournament& earlier = this->earlier();
    if (!earlier.plan) {
        error = earlier.error.isEmpty() ? tr("There is no stopped tournament to go on with.")
                                        : earlier.error;
        return false;
    }
    // A copy: starting it forgets what was remembered.
    const TournamentSetup plan = *earlier.plan;
    return resumeFromFile(plan, error);
}

bool TournamentRunner::resumeFromFile(const TournamentSetup& plan, QString& error) {
    std::vector<PgnGame> games;
    if (!gamesOfFile(plan.pgnPath, games, error)) return false;
    if (!prepare(plan, error)) return false;
    const std::vector<ScheduledGame> list = schedule(plan.tournament);
    const std::vector<std::string> boards = boards_of(plan.tournament.openings);
    std::set<int> done;
    for (const auto& [number, pgn] : finished_games(plan.tournament, games)) {
        record(finishedGame(list[static_cast<std::size_t>(number - 1)], boards, pgn));
        done.insert(number);
    }
    launch(std::move(done));
    return true;
}

void TournamentRunner::record(const TournamentGame& game) {
    m_table.add(game.black, game.white, game.pgn.game.result().outcome);
    m_games.push_back(game);
}

void TournamentRunner::launch(std::set<int> done) {
    m_current = Game();
    m_currentGame.reset();
    m_running = true;
    m_stopped = false;
    m_shared = std::make_shared<Shared>();
    QThread* thread = QThread::create([this, plan = m_plan, done = std::move(done),
                                       shared = m_shared] { run(plan, done, shared); });
    thread->setObjectName(QStringLiteral("tournament"));
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_thread = thread;
    thread->start();
}

void TournamentRunner::stop() {
    if (m_shared) m_shared->stop = true;
}

// On the worker thread: everything it tells the window is posted, queued.
void TournamentRunner::run(const TournamentSetup& plan, std::set<int> done,
                           std::shared_ptr<Shared> shared) {
    const auto post = [this](auto function) {
        QMetaObject::invokeMethod(this, std::move(function), Qt::QueuedConnection);
    };
    std::ofstream file;
    // What goes before the first game, so that it starts after a blank line
    // when the file holds games already.
    std::string separator;
    if (!plan.pgnPath.isEmpty()) {
        const std::string name = QFile::encodeName(plan.pgnPath).toStdString();
        separator = separatorAfter(name);
        file.open(name, std::ios::binary | std::ios::app);
    }
    const std::vector<std::string> boards = boards_of(plan.tournament.openings);
    QString error;
    if (!plan.pgnPath.isEmpty() && !file.is_open())
        error = tr("%1 cannot be written: the games are not saved.").arg(plan.pgnPath);
    TournamentRun run;
    run.concurrency = 1;
    run.done = std::move(done);
    run.should_stop = [&shared] { return shared->stop.load(std::memory_order_relaxed); };
    run.on_start = [this, post](const ScheduledGame& game, const Position& start) {
        post([this, game, start] {
            m_currentGame = game;
            m_current = Game(start);
            emit gameStarted(game.number);
        });
    };
    run.on_turn = [this, post](const ScheduledGame&, const Game& game) {
        post([this, game] {
            m_current = game;
            emit currentGameChanged();
        });
    };
    run.on_info = [this, post](const ScheduledGame&, Side side, const SearchInfo& info) {
        post([this, side, info] { emit engineInfo(side, info); });
    };
    run.on_game = [&](const ScheduledGame& scheduled, const PgnGame& pgn) {
        if (file.is_open()) {
            file << std::exchange(separator, std::string()) << write_pgn(pgn) << '\n';
            file.flush();
            if (!file && error.isEmpty())
                error = tr("%1 could not be written completely.").arg(plan.pgnPath);
        }
        post([this, game = finishedGame(scheduled, boards, pgn)] {
            record(game);
            m_current = Game();
            m_currentGame.reset();
            emit gameFinished(static_cast<int>(m_games.size()) - 1);
        });
    };
    std::string why;
    if (!run_tournament(plan.tournament, run, why) && error.isEmpty())
        error = QString::fromStdString(why);
    const bool stopped = shared->stop.load();
    post([this, stopped, error] {
        m_running = false;
        // Stopped after its last game, a tournament is over: nothing to resume.
        m_stopped = stopped && static_cast<int>(m_games.size()) < m_plan.games();
        // Played to its end: nothing is left to go on with after a restart.
        if (!m_stopped && error.isEmpty()) EngineSettings().setTournament({});
        m_current = Game();
        m_currentGame.reset();
        emit finished(m_stopped, error);
    });
}

} // namespace ataxx

#include "watch/matchrunner.h"

#include "fen.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <algorithm>
#include <fstream>
#include <utility>

namespace ataxx {

namespace {

// A player of the match tool, named for the game file, that gives up as soon
// as the match is stopped, even in the middle of its move, and shows each
// position it is asked about.
class WatchedPlayer final : public MatchPlayer {
public:
    WatchedPlayer(std::unique_ptr<MatchPlayer> inner, std::string name,
                  const std::atomic<bool>& stop, std::function<void(const Game&)> onTurn)
        : m_inner(std::move(inner))
        , m_name(std::move(name))
        , m_stop(stop)
        , m_onTurn(std::move(onTurn)) {
        m_inner->set_should_stop([&stop = m_stop] { return stop.load(std::memory_order_relaxed); });
    }

    std::string name() const override { return m_name; }
    bool prepare_game(const Position& start, std::string& why_not) override {
        return m_inner->prepare_game(start, why_not);
    }
    PlayerAnswer choose(const Game& game, const SearchLimits& limits) override {
        if (m_stop.load()) {
            PlayerAnswer answer;
            answer.failure = "stopped";
            return answer;
        }
        m_onTurn(game);
        return m_inner->choose(game, limits);
    }

private:
    std::unique_ptr<MatchPlayer> m_inner;
    std::string m_name;
    const std::atomic<bool>& m_stop;
    std::function<void(const Game&)> m_onTurn;
};

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

MatchRunner::MatchRunner(QObject* parent)
    : QObject(parent) {}

MatchRunner::~MatchRunner() {
    if (m_shared) m_shared->stop = true;
    // The worker posts to this object; it must be gone before this is. The
    // players give up their move on the flag, so this is a short wait.
    if (m_thread) m_thread->wait();
}

bool MatchRunner::start(const MatchPlan& plan, QString& error) {
    if (m_running) {
        error = tr("A match is running already.");
        return false;
    }
    std::string why;
    if (!make_player(plan.first, why) || !make_player(plan.second, why)) {
        error = QString::fromStdString(why);
        return false;
    }
    if (plan.openings.empty() || plan.games < 1) {
        error = tr("Choose at least one board.");
        return false;
    }
    for (const std::string& fen : plan.openings) {
        if (const auto position = read_fen(fen, plan.rules); !position) {
            error = tr("The opening %1 cannot be read: %2")
                        .arg(QString::fromStdString(fen), QString::fromStdString(position.error()));
            return false;
        }
    }
    if (!plan.pgnPath.isEmpty()) {
        // The folder may not be there yet (a fresh account has no Documents).
        QDir().mkpath(QFileInfo(plan.pgnPath).absolutePath());
        // Appended to: the games of earlier matches in the file are kept.
        QFile file(plan.pgnPath);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
            error = tr("%1 cannot be written: %2").arg(plan.pgnPath, file.errorString());
            return false;
        }
    }

    m_plan = plan;
    m_tally = MatchTally();
    m_games.clear();
    m_current = Game();
    m_currentRound = 0;
    m_running = true;
    m_shared = std::make_shared<Shared>();
    QThread* thread = QThread::create([this, plan, shared = m_shared] { run(plan, shared); });
    thread->setObjectName(QStringLiteral("match"));
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_thread = thread;
    thread->start();
    return true;
}

void MatchRunner::stop() {
    if (m_shared) m_shared->stop = true;
}

// On the worker thread: everything it tells the window is posted, queued.
void MatchRunner::run(const MatchPlan& plan, std::shared_ptr<Shared> shared) {
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
    std::string unused;
    const auto showTurn = [this, post](const Game& game) {
        post([this, game] {
            m_current = game;
            emit currentGameChanged();
        });
    };
    WatchedPlayer first(make_player(plan.first, unused), plan.firstName.toStdString(), shared->stop,
                        showTurn);
    WatchedPlayer second(make_player(plan.second, unused), plan.secondName.toStdString(),
                         shared->stop, showTurn);

    TimeControl tc;
    tc.movetime_ms = plan.moveTimeMs;
    MatchTally tally;
    QString error;
    const int pairs = (plan.games + 1) / 2;
    for (int pair = 0; pair < pairs && !shared->stop; ++pair) {
        const std::size_t which = static_cast<std::size_t>(pair) % plan.openings.size();
        const Position start = pair_opening(*read_fen(plan.openings[which], plan.rules), pair,
                                            plan.randomPlies, plan.seed, plan.rules);
        const QString opening = plan.openingNames.value(static_cast<qsizetype>(which));
        for (int g = 0; g < 2 && pair * 2 + g < plan.games && !shared->stop; ++g) {
            const int round = pair * 2 + g + 1;
            const bool firstIsBlack = g == 0;
            post([this, round, start] {
                m_currentRound = round;
                m_current = Game(start);
                emit gameStarted(round);
            });
            MatchGame game;
            game.round = round;
            game.opening = opening;
            game.firstIsBlack = firstIsBlack;
            game.pgn = firstIsBlack ? play_game(first, second, start, tc, "Ataxx match", round)
                                    : play_game(second, first, start, tc, "Ataxx match", round);
            if (shared->stop) break; // cut short: neither counted nor written
            const Outcome outcome = game.pgn.game.result().outcome;
            if (outcome == Outcome::Draw)
                ++tally.draws;
            else if ((outcome == Outcome::XWins) == firstIsBlack)
                ++tally.wins;
            else
                ++tally.losses;
            if (file.is_open()) {
                file << std::exchange(separator, std::string()) << write_pgn(game.pgn) << '\n';
                file.flush();
                if (!file && error.isEmpty())
                    error = tr("%1 could not be written completely.").arg(plan.pgnPath);
            }
            post([this, game = std::move(game), tally] {
                m_games.push_back(game);
                m_tally = tally;
                m_current = Game();
                m_currentRound = 0;
                emit gameFinished(static_cast<int>(m_games.size()) - 1);
            });
        }
    }
    const bool stopped = shared->stop.load();
    post([this, stopped, error] {
        m_running = false;
        m_currentRound = 0;
        emit finished(stopped, error);
    });
}

} // namespace ataxx

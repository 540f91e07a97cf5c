#pragma once

#include "match/tournament.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <atomic>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

class QThread;

namespace ataxx {

// What a tournament is to be (a match is a tournament of two): the players,
// who meets whom, the rounds, the openings with the boards they belong to,
// the time per move (the plan's time control), and the file the games go to.
struct TournamentSetup {
    TournamentPlan tournament;
    // Every finished game is appended here, as PGN, after the games already in
    // the file (a blank line between games); empty for no file.
    QString pgnPath;

    [[nodiscard]] int playerCount() const { return static_cast<int>(tournament.players.size()); }
    [[nodiscard]] QString playerName(int index) const {
        return QString::fromStdString(tournament.players.at(static_cast<std::size_t>(index)).name);
    }
    // The games the schedule holds.
    [[nodiscard]] int games() const { return static_cast<int>(schedule(tournament).size()); }
};

// A plan as the settings keep it (to resume a tournament after the app was
// closed), and back; nothing for a map that does not hold a plan.
[[nodiscard]] QVariantMap planToVariant(const TournamentSetup& plan);
[[nodiscard]] std::optional<TournamentSetup> planFromVariant(const QVariantMap& map);

// One finished game of a tournament, as the tournament dialog lists it.
struct TournamentGame {
    int number = 0; // its place in the schedule (the PGN Round tag)
    int round = 0;  // the tournament's round
    int black = 0;  // player indices
    int white = 0;
    QString board;
    PgnGame pgn;
};

// A tournament with a game file is remembered in the settings as it starts
// and forgotten once played to its end, so that one stopped, or cut short by
// the app closing, can go on in a later run of the app (TournamentRunner::earlier).
struct EarlierTournament {
    std::optional<TournamentSetup> plan; // none: nothing to go on with
    int played = 0;                      // of its games, in its file
    QString error;                       // why it cannot go on (its file does not read whole)
};

// Plays a tournament on a worker thread with the match tool's runner
// (ai/match/tournament.h): every pairing a pair of games a round from one
// opening with colours swapped, the openings spread over the boards, every
// game appended to one PGN file as soon as it ends (earlier games in the file
// are kept), one game at a time so that it can be watched.
//
// Nothing here blocks the GUI thread while the games run: the worker posts
// each game, the table and the game in progress to this object's thread
// (queued), and stop() only raises an atomic flag. The players look at the
// flag while they think (our levels' search every few hundred nodes; an
// external engine is sent `stop`, and killed if it does not answer at once),
// so a tournament stops within milliseconds, not at the end of the move; the
// game cut short is neither counted nor written. A stopped tournament can be
// resumed: the games it finished count, the rest are played (also after the
// app was closed, from its game file). Only the destructor waits for the
// worker, and for no longer than that.
class TournamentRunner : public QObject {
    Q_OBJECT

public:
    explicit TournamentRunner(QObject* parent = nullptr);
    ~TournamentRunner() override;

    // Starts a tournament; false, with the reason, when one is running
    // already, the plan cannot be played or the file cannot be written
    // (appended to).
    bool start(const TournamentSetup& plan, QString& error);
    // Goes on with the stopped tournament: its finished games count, the rest
    // are played. False, with the reason, when there is none to go on with.
    bool resume(QString& error);
    // Goes on with `plan`, a tournament stopped earlier (in another run of the
    // app): the games of its file that belong to it (same Event, players,
    // schedule and openings) count, the rest are played.
    bool resumeFromFile(const TournamentSetup& plan, QString& error);
    // How many of `plan`'s games its file holds already (see resumeFromFile);
    // -1, with the reason, when the file cannot be read whole (resumeFromFile
    // then refuses too, rather than play games again).
    [[nodiscard]] static int gamesInFile(const TournamentSetup& plan, QString& error);
    void stop();
    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] bool isStopping() const { return m_running && m_shared && m_shared->stop; }
    // Stopped before its last game, and not started again since.
    [[nodiscard]] bool canResume() const;

    // The tournament an earlier run of the app left unfinished, read from the
    // settings and its file once; nothing once a tournament started in this run.
    [[nodiscard]] const EarlierTournament& earlier() const;
    // Goes on with it (see resumeFromFile); false, with the reason, when there
    // is none or it cannot go on.
    bool resumeEarlier(QString& error);

    [[nodiscard]] const TournamentSetup& plan() const { return m_plan; }
    [[nodiscard]] const Crosstable& crosstable() const { return m_table; }
    // The first player's wins, draws and losses so far (of a match of two,
    // the match's tally).
    [[nodiscard]] MatchTally tally() const;
    // The finished games, in the order they ended.
    [[nodiscard]] const std::vector<TournamentGame>& games() const { return m_games; }
    // The game being played, as of its last move (empty between games), and
    // its place in the schedule (0 between games).
    [[nodiscard]] const Game& currentGame() const { return m_current; }
    [[nodiscard]] int currentNumber() const { return m_currentGame ? m_currentGame->number : 0; }
    [[nodiscard]] const std::optional<ScheduledGame>& currentScheduled() const {
        return m_currentGame;
    }

signals:
    void gameStarted(int number);
    void currentGameChanged();
    // What the player of `side` in the current game thinks.
    void engineInfo(ataxx::Side side, const ataxx::SearchInfo& info);
    void gameFinished(int index);
    // The games are over: all played, stopped before the last (`stopped`; see
    // canResume), or failed with `error`.
    void finished(bool stopped, const QString& error);

private:
    struct Shared {
        std::atomic<bool> stop{false};
    };

    bool checkFile(const QString& path, QString& error) const;
    // Checks `plan` and makes it the runner's, with no game played yet.
    bool prepare(const TournamentSetup& plan, QString& error);
    void launch(std::set<int> done);
    void run(const TournamentSetup& plan, std::set<int> done, std::shared_ptr<Shared> shared);
    void record(const TournamentGame& game);

    TournamentSetup m_plan;
    Crosstable m_table;
    std::vector<TournamentGame> m_games;
    Game m_current;
    std::optional<ScheduledGame> m_currentGame;
    bool m_running = false;
    bool m_stopped = false;
    std::shared_ptr<Shared> m_shared;
    QPointer<QThread> m_thread;
    mutable std::optional<EarlierTournament> m_earlier; // read when first asked for
};

} // namespace ataxx

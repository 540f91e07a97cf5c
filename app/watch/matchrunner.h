#pragma once

#include "match/match.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <string>
#include <vector>

class QThread;

namespace ataxx {

// What a match is to be: two players (as the match tool describes them:
// "hard", "very-hard", "uai:<command>"), how many games, the openings to
// play them from, the time per move and the file the games go to.
struct MatchPlan {
    QString firstName;
    QString secondName;
    std::string first;
    std::string second;
    int games = 10;
    QStringList openingNames;
    std::vector<std::string> openings; // FENs, one per name
    int moveTimeMs = 200;
    // Random plies played from each opening (the same for both games of a pair).
    int randomPlies = 2;
    std::uint64_t seed = 1;
    Rules rules;
    // Every finished game is appended here, as PGN, after the games already in
    // the file (a blank line between games); empty for no file.
    QString pgnPath;
};

// One finished game of a match, as the match dialog lists it.
struct MatchGame {
    int round = 0;
    QString opening;
    bool firstIsBlack = true;
    PgnGame pgn;
};

// Plays a match on a worker thread with the match tool's game runner
// (ai/match/match.h: make_player, play_game, MatchTally): games in pairs from the
// same opening with colours swapped, over the openings in turn, every game
// appended to one PGN file as soon as it ends (earlier matches' games in the
// file are kept).
//
// Nothing here blocks the GUI thread while the match runs: the worker posts
// each game, the tally and the game in progress to this object's thread
// (queued), and stop() only raises an atomic flag. The players look at the
// flag while they think (our levels' search every few hundred nodes; an
// external engine is sent `stop`, and killed if it does not answer at once),
// so a match ends within milliseconds, not at the end of the move; the game
// cut short is neither counted nor written. Only the destructor waits for the
// worker (it belongs to the window, so that happens when the app closes), and
// for no longer than that.
class MatchRunner : public QObject {
    Q_OBJECT

public:
    explicit MatchRunner(QObject* parent = nullptr);
    ~MatchRunner() override;

    // Starts a match; false, with the reason, when one is running already, a
    // player description is bad, there is no opening or the file cannot be
    // written (appended to).
    bool start(const MatchPlan& plan, QString& error);
    void stop();
    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] bool isStopping() const { return m_running && m_shared && m_shared->stop; }

    [[nodiscard]] const MatchPlan& plan() const { return m_plan; }
    // The first player's wins, draws and losses so far.
    [[nodiscard]] const MatchTally& tally() const { return m_tally; }
    [[nodiscard]] const std::vector<MatchGame>& games() const { return m_games; }
    // The game being played, as of its last move (empty between games).
    [[nodiscard]] const Game& currentGame() const { return m_current; }
    [[nodiscard]] int currentRound() const { return m_currentRound; }

signals:
    void gameStarted(int round);
    void currentGameChanged();
    void gameFinished(int index);
    // The match is over: all games played, stopped, or failed with `error`.
    void finished(bool stopped, const QString& error);

private:
    struct Shared {
        std::atomic<bool> stop{false};
    };

    void run(const MatchPlan& plan, std::shared_ptr<Shared> shared);

    MatchPlan m_plan;
    MatchTally m_tally;
    std::vector<MatchGame> m_games;
    Game m_current;
    int m_currentRound = 0;
    bool m_running = false;
    std::shared_ptr<Shared> m_shared;
    QPointer<QThread> m_thread;
};

} // namespace ataxx

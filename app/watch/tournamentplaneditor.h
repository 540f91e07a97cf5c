#pragma once

#include "engines/externalengine.h"
#include "players/playersetup.h"
#include "watch/tournamentrunner.h"

#include <QList>
#include <QWidget>

#include <map>
#include <string>
#include <vector>

class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace ataxx {

class PlayerComboBox;

// What a tournament is to be, as a form: the players (levels of our engine
// or external engines, as many as wanted, in order), round robin or
// gauntlet, the rounds, the time per move, the openings (the boards'
// balanced book positions, or random moves from the start), the boards and
// how the games spread over them, and the game file. An external engine is
// offered only the boards it plays.
//
// plan() is what the controls say, and nothing else: the same controls give
// the same plan (the tournament dialog adds the seed and the name as it
// starts one).
class TournamentPlanEditor : public QWidget {
    Q_OBJECT

public:
    explicit TournamentPlanEditor(const QList<ExternalEngine>& engines, QWidget* parent = nullptr);

    [[nodiscard]] TournamentSetup plan() const;
    // Whether plan() can be played: two players or more, and a board.
    [[nodiscard]] bool isComplete() const;

    // The engines the players may be. A player whose engine is gone leaves
    // the list; one whose engine was edited plays as it is now.
    void setEngines(const QList<ExternalEngine>& engines);
    void setPlayers(const QList<PlayerSetup>& players);
    [[nodiscard]] QList<PlayerSetup> players() const { return m_playerList; }
    // The player the "Add" button adds.
    void setCandidate(const PlayerSetup& player);
    void setRounds(int rounds);
    void setGauntlet(bool gauntlet);
    void setMoveTime(int milliseconds);
    void setPgnPath(const QString& path);
    [[nodiscard]] QString pgnPath() const;
    // Random moves from the boards' starts instead of the books' positions (0: the books).
    void setRandomPlies(int plies);
    // Checks exactly the boards whose start FENs are given.
    void setOpenings(const QStringList& fens);
    // While a tournament runs its plan cannot change: every control is off.
    void setLocked(bool locked);

    // How the games are spread over the boards ("12 games: 6 on 7×7, ..."),
    // or what is missing for a tournament.
    [[nodiscard]] QString spreadText() const;
    [[nodiscard]] QPushButton* addButton() const { return m_add; }
    [[nodiscard]] QPushButton* removeButton() const { return m_remove; }
    [[nodiscard]] QListWidget* playerList() const { return m_players; }

    // "Computer (Hard)", or the external engine's name, and its match description.
    [[nodiscard]] static QString playerName(const PlayerSetup& player);
    [[nodiscard]] static std::string playerDescription(const PlayerSetup& player);

signals:
    // Anything plan() depends on changed.
    void planChanged();

private:
    // The rows of the form, top to bottom: what each puts right of its label.
    QVBoxLayout* createPlayersField();
    QComboBox* createPairingsField();
    // The rounds, and the time per move beside them.
    QHBoxLayout* createRoundsField();
    // Book positions or random moves, and how many.
    QHBoxLayout* createOpeningsField();
    QListWidget* createBoardsField();
    // How the games spread over the boards, under them.
    QLabel* createSpreadLabel();
    QHBoxLayout* createGameFileField();
    // Names for a screen reader where a row's label does not reach its
    // controls (`openings` is the Openings row's field).
    void nameForScreenReaders(QFormLayout* form, QLayout* openings);
    // The controls' signals, connected once the first plan is in them.
    void connectControls();

    void browse();
    void addPlayer();
    void removePlayer();
    void moveUp();
    void refreshPlayers();
    void updateBoards();
    void updateSpread();
    void updateEnabled();

    QList<PlayerSetup> m_playerList;
    QListWidget* m_players;
    PlayerComboBox* m_candidate;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_up;
    QComboBox* m_format;
    QSpinBox* m_rounds;
    QSpinBox* m_moveTime;
    QComboBox* m_openingKind;
    QSpinBox* m_randomPlies;
    QListWidget* m_boards;
    QLabel* m_spread;
    QLineEdit* m_path;
    QPushButton* m_browse;
    bool m_locked = false;
    // Each board's book positions, by the board's start FEN.
    mutable std::map<QString, std::vector<std::string>> m_books;
};

} // namespace ataxx

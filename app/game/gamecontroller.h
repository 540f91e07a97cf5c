#pragma once

#include "game.h"
#include "players/playersetup.h"
#include "search/searchworker.h"
#include "uai/uaiprocess.h"

#include <QObject>
#include <QTimer>

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace ataxx {

// Runs one game: the record, who plays each side, and the engine that moves
// for the computer and gives hints. Views read game() and redraw on
// gameChanged(); nothing else changes the record.
//
// The computer's turn begins as soon as it has the move at the end of the
// record. Its search runs on the SearchThread while the previous move is still
// being shown; the answer is played once the display is idle (see
// setDisplayBusy) and a short pause has passed, so a person can follow it.
// Undo, redo, browsing, a new or loaded game, and switching a side all cancel
// the search first: SearchThread drops the late answer, and this class also
// checks the request id, so a stale move is never played. The computer only
// moves at the end of the record: browsing back through the moves pauses it.
//
// A side may also be an external UAI engine, run by a UaiProcess of its own
// that is started on its first turn; its failures (it cannot start, it
// crashes, it says nothing in time, it rejects the board or plays an illegal
// move) end the game against it with the reason. When two computers play,
// the game can be paused, stepped one move at a time and resumed; undo waits
// for a pause, and browsing back pauses by itself.
class GameController : public QObject {
    Q_OBJECT

public:
    // How the record changed, so that views know whether to animate.
    // TreeChanged: variations promoted or deleted, the position on the board
    // maybe elsewhere, nothing played.
    enum class Change { NewGame, MovePlayed, CursorMoved, ResultDeclared, Annotated, TreeChanged };
    Q_ENUM(Change)

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    [[nodiscard]] const Game& game() const { return m_game; }

    [[nodiscard]] PlayerSetup player(Side side) const { return m_players[side_index(side)]; }
    // Takes effect at once: a search for a side that became human is cancelled,
    // a side that became the computer starts thinking if it is to move.
    void setPlayer(Side side, const PlayerSetup& player);
    [[nodiscard]] bool isComputer(Side side) const { return player(side).computer; }

    // The side to move at the cursor is a person who may play now.
    [[nodiscard]] bool humanToMove() const;
    // The board is off the game's course: in a variation, or browsed back to
    // in a game that is over (not by undo, which takes moves back to play on).
    // There a person moves both sides, to try things out, and no computer
    // plays; the game itself, its main line, is untouched.
    [[nodiscard]] bool isExploring() const;
    // The computer is searching, or its move waits to be shown.
    [[nodiscard]] bool isThinking() const { return m_turn == Turn::Computer; }
    [[nodiscard]] bool isHinting() const { return m_hintId != 0; }
    // The cursor was moved back through the move list (not by undo).
    [[nodiscard]] bool isBrowsing() const { return m_browsing; }
    [[nodiscard]] bool canUndo() const { return undoTarget() >= 0 && !computersPlaying(); }
    [[nodiscard]] bool canRedo() const { return redoTarget() >= 0; }
    // A person had help in this game against our engine: moves taken back
    // (a move played on the game's line before its end), a hint, the analysis
    // while the game was on, or a side changed during the game. Such a game
    // does not count for the person's rating. A new or loaded game starts
    // without help.
    [[nodiscard]] bool hadHelp() const { return m_hadHelp; }
    // The players now are a person and our engine, one side each: a game
    // the rating counts, where help matters.
    [[nodiscard]] bool isRatedPairing() const;
    // The analysis ran, or gave a hint: help while the game is still on.
    void noteAnalysis();

    // The pause before the computer's move is shown (default 400 ms).
    void setComputerPause(int milliseconds) { m_pauseMs = milliseconds; }
    [[nodiscard]] int computerPause() const { return m_pauseMs; }
    // Very hard's thinking time per move (default 2 s).
    void setVeryHardMoveTime(int milliseconds) { m_veryHardMs = milliseconds; }
    // While the display is busy (a move being animated) the computer's answer waits.
    void setDisplayBusy(bool busy);
    // The easy levels choose at random among equally good moves, and medium's
    // evaluation has noise: by default each move draws a fresh seed. A fixed
    // seed makes them play the same move whenever the position is the same,
    // so that a game between them is the same game every time, however fast
    // the machine (the tests use it); no seed goes back to fresh ones.
    void setFixedSeed(std::optional<quint64> seed) { m_fixedSeed = seed; }

    // The point of the strength scale where the even game's computer plays
    // on a board (from the person's rating on its family, which the window
    // knows); without one, the scale's middle. A new game asks it again for
    // each even side, so that the next even game follows the rating; a side
    // made even during a game, or a game loaded with an even side that has
    // no point yet, asks it for the game's board.
    using EvenElo = std::function<int(const Position& start)>;
    void setEvenElo(EvenElo source) { m_evenElo = std::move(source); }

    void newGame(const Position& start);
    // hadHelp: the game goes on from one in which the person had help (a game
    // resumed from the autosave), so it is not rated either.
    void loadGame(const Game& game, bool hadHelp = false);
    // A person's move at the cursor. On the game's line before its end it takes
    // the later moves back: the new line is the game's (its main line) and the
    // moves taken back stay as a variation. While exploring it goes into the
    // tree as a variation (or follows the one that has it). Returns false,
    // changing nothing, when it is not a person's turn or the move is illegal.
    bool playHumanMove(Move move);
    // Shows a node of the tree: its line becomes the one on the board.
    void goToNode(NodeId node);
    // Plays moves from the cursor as a person exploring would (the engine's
    // line, a move of the explorer): into the tree as a variation where they
    // differ from it, the cursor after the last. A game going on against a
    // computer is moved on by its players only: at its end only the first
    // move is played, as the person's own (playHumanMove), and a line that
    // reaches its end stops there. False, changing nothing, when a move is
    // not legal or not the person's to play.
    bool playLine(const std::vector<Move>& moves);
    // Keeps moves from the cursor in the tree as playLine would, the board
    // staying where it is. False, adding nothing, where playLine would play
    // only the person's move (at the end of a game going on against a
    // computer) or a move is not legal.
    bool addLine(const std::vector<Move>& moves);
    // The tree's operations on a node (see Game); the cursor stays on its move
    // or goes where Game says. They count as help in a game going on when they
    // change its main line.
    bool promote(NodeId node);
    bool promoteToMainLine(NodeId node);
    bool deleteVariation(NodeId node);
    bool deleteFrom(NodeId node);
    // Against the computer, back to the person's previous turn (their move and the
    // reply); between people, one move. Redo goes forward the same way.
    void undo();
    void redo();
    // Shows the position after `ply` moves of the line on the board.
    void goTo(int ply);
    // Asks the engine for the move it would play for the person to move.
    void requestHint();
    // Cancels the search and any move waiting to be shown.
    void stopThinking();

    // While paused, the computer sides do not move (a person still may).
    void setPaused(bool paused);
    [[nodiscard]] bool isPaused() const { return m_paused; }
    // While a question about the game is on screen (see HoldingPrompter), the
    // computers hold: a move they choose waits, unplayed, until every hold is
    // released, and then follows after the usual pause. Unlike a pause this is
    // not shown and changes nothing a person chose; holds nest.
    void hold();
    void release();
    [[nodiscard]] bool isHeld() const { return m_holds > 0; }
    // The computer's move is chosen and waits to be shown (the pause, the
    // animation, a hold).
    [[nodiscard]] bool hasMoveWaiting() const { return !m_pending.is_none(); }
    // While paused: the next move of the record is shown again, or at the end
    // of the record the computer to move plays one move, then holds again.
    void step();
    // Replaces the notes of the first notes.size() moves (a game review's marks);
    // false, changing nothing, when the record has fewer moves.
    bool annotate(const std::vector<MoveNote>& notes);
    // Takes the tree of `annotated` in place of the game's (a game review's
    // notes and lines: its variations), with its cursor; false, changing
    // nothing, unless it has the game's start and main line.
    bool replaceTree(const Game& annotated);
    // The computers play on from the position on the board: its line becomes the
    // game's, and the moves after it stay, as a variation once a different move
    // is played.
    void playOnFromHere();
    [[nodiscard]] bool bothComputers() const { return !hasHuman(); }
    // Two computers are playing on: not paused, at the end of an unfinished game.
    [[nodiscard]] bool computersPlaying() const;
    // The process of a side's external engine, once it has played (else null).
    [[nodiscard]] UaiProcess* externalEngine(Side side) const {
        return m_engines[side_index(side)];
    }

signals:
    void gameChanged(ataxx::GameController::Change change);
    void playersChanged();
    void thinkingChanged(bool thinking);
    // After each depth of the computer's search; score in hundredths of a piece,
    // from the thinking side's point of view (see searchtypes.h for proven scores).
    void searchProgress(int depth, int score);
    void hintingChanged(bool hinting);
    void hintReady(ataxx::Move move);
    // Every report of the computer's search, ours or an external engine's, for
    // the side it thinks for; the final one comes again with the move.
    void engineInfo(ataxx::Side side, const ataxx::SearchInfo& info);
    // The first help of a game a person plays against our engine (hadHelp).
    void helpTaken();
    void pausedChanged(bool paused);
    void heldChanged(bool held);

private:
    enum class Turn { Idle, Computer, ForcedPass };

    [[nodiscard]] static bool onlyPass(const Position& position);
    [[nodiscard]] bool hasHuman() const { return !isComputer(Side::X) || !isComputer(Side::O); }
    [[nodiscard]] bool hasComputer() const { return isComputer(Side::X) || isComputer(Side::O); }
    [[nodiscard]] bool humanTurnAt(int ply) const;
    [[nodiscard]] int undoTarget() const;
    [[nodiscard]] int redoTarget() const;
    [[nodiscard]] SearchRequest requestFor(Level level, int elo = 0) const;
    [[nodiscard]] int evenEloFor(const Position& start) const;
    // Gives even sides without a point of the scale (or every even side,
    // with `again`) the one for the game's start; true when one changed.
    bool placeEvenPlayers(const Position& start, bool again);
    // Notes help (hadHelp) in a game a person plays against our engine.
    void noteHelp();

    void cancelTurn();
    // Not paused any more, without starting a turn.
    void resetPause();
    void beginTurn();
    void tryPlayPending();
    void playAndAnnounce(Move move);
    // Every move of `moves` is legal in turn from the cursor.
    [[nodiscard]] bool isLegalLine(const std::vector<Move>& moves) const;
    // A game going on against a computer: only its players move it on, so a
    // line played or added stops at its main line's end.
    [[nodiscard]] bool guardsGamesEnd() const;
    // Plays a legal line from the cursor into the tree, up to a guarded end.
    void playIntoTree(const std::vector<Move>& moves);
    // Runs a change of the tree's shape and tells the views.
    bool changeTree(const std::function<bool()>& change);
    void moveCursor(int ply, bool browsing);
    void onBestMove(quint64 id, Move move, const SearchInfo& info);
    void onInfo(quint64 id, const SearchInfo& info);
    UaiProcess* engineFor(Side side);
    void onEngineFailed(Side side, UaiProcess::Failure failure, const QString& detail);

    Game m_game;
    std::array<PlayerSetup, 2> m_players{PlayerSetup::human(), PlayerSetup::engine(Level::Medium)};
    SearchThread* m_search;
    quint64 m_searchId = 0;
    quint64 m_hintId = 0;
    std::array<UaiProcess*, 2> m_engines{};
    quint64 m_engineId = 0;
    Side m_engineSide = Side::X;
    Turn m_turn = Turn::Idle;
    Move m_pending = Move::none();
    QTimer m_pause;
    bool m_pauseElapsed = false;
    bool m_displayBusy = false;
    bool m_browsing = false;
    bool m_playOnHere = false; // playOnFromHere: the computers play before the line's end
    bool m_hadHelp = false;
    int m_openedLength = 0; // the record's moves when the game was started or opened
    bool m_paused = false;
    bool m_stepping = false;
    int m_holds = 0;
    int m_pauseMs = 400;
    int m_veryHardMs = 2000;
    std::optional<quint64> m_fixedSeed;
    EvenElo m_evenElo;
};

} // namespace ataxx

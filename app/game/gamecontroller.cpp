#include "game/gamecontroller.h"

#include "engines/enginefailure.h"
#include "search/strength.h"

#include <QRandomGenerator>
#include <QThread>

#include <algorithm>

namespace ataxx {

GameController::GameController(QObject* parent)
    : QObject(parent)
    , m_search(new SearchThread(this)) {
    m_pause.setSingleShot(true);
    connect(&m_pause, &QTimer::timeout, this, [this] {
        m_pauseElapsed = true;
        tryPlayPending();
    });
    connect(m_search, &SearchThread::bestMove, this, &GameController::onBestMove);
    connect(m_search, &SearchThread::info, this, &GameController::onInfo);
}

GameController::~GameController() {
    // Nothing may be emitted to views that are going away; SearchThread's own
    // destructor then stops the search and waits for its thread.
    blockSignals(true);
    cancelTurn();
}

bool GameController::onlyPass(const Position& position) {
    MoveList moves;
    position.generate(moves);
    return moves.size() == 1 && moves[0].is_pass();
}

bool GameController::humanTurnAt(int ply) const {
    const Position& position = m_game.position_at(ply);
    return !isComputer(position.side_to_move()) && !onlyPass(position);
}

bool GameController::humanToMove() const {
    return m_turn == Turn::Idle &&
           (isExploring() || !isComputer(m_game.position().side_to_move())) &&
           !m_game.result().over() && !onlyPass(m_game.position());
}

bool GameController::isExploring() const {
    // Undo in a game that is over takes moves back to play on (the person's
    // wish to try again); browsing back to a position of it is looking.
    return m_game.variation_depth(m_game.current_node()) > 0 ||
           (m_game.final_result().over() && m_browsing);
}

int GameController::undoTarget() const {
    const int ply = m_game.ply();
    if (ply == 0) return -1;
    if (!hasHuman() || isExploring()) return ply - 1;
    for (int p = ply - 1; p >= 0; --p)
        if (humanTurnAt(p)) return p;
    return -1;
}

int GameController::redoTarget() const {
    const int ply = m_game.ply();
    if (ply >= m_game.length()) return -1;
    if (!hasHuman() || isExploring()) return ply + 1;
    for (int p = ply + 1; p <= m_game.length(); ++p)
        if (p == m_game.length() || humanTurnAt(p)) return p;
    return -1;
}

void GameController::setPlayer(Side side, const PlayerSetup& chosen) {
    PlayerSetup player = chosen;
    if (player.isEven() && player.elo <= 0) player.elo = evenEloFor(m_game.start_position());
    if (m_players[side_index(side)] == player) return;
    cancelTurn();
    m_players[side_index(side)] = player;
    // Another opponent, or the computer playing for the person, once moves
    // were played here (not the players of a game just opened).
    if (m_game.length() > m_openedLength && !m_game.result().over()) noteHelp();
    if (UaiProcess* engine = m_engines[side_index(side)]; engine && !player.isExternal())
        engine->shutDown();
    // Pausing is for watching: a person taking a side plays at once.
    if (!player.computer) resetPause();
    emit playersChanged();
    beginTurn();
}

void GameController::setDisplayBusy(bool busy) {
    if (busy == m_displayBusy) return;
    m_displayBusy = busy;
    // The pause starts again once the display is idle, so that it is seen.
    m_pause.stop();
    m_pauseElapsed = false;
    if (!busy && m_turn != Turn::Idle) m_pause.start(m_pauseMs);
}

int GameController::evenEloFor(const Position& start) const {
    return m_evenElo ? m_evenElo(start) : even_game_elo(newcomer_rating());
}

bool GameController::placeEvenPlayers(const Position& start, bool again) {
    bool changed = false;
    for (PlayerSetup& player : m_players) {
        if (!player.isEven() || (!again && player.elo > 0)) continue;
        const int elo = evenEloFor(start);
        changed = changed || elo != player.elo;
        player.elo = elo;
    }
    return changed;
}

void GameController::newGame(const Position& start) {
    cancelTurn();
    // The even game follows the person's rating as it is now.
    if (placeEvenPlayers(start, true)) emit playersChanged();
    loadGame(Game(start));
}

void GameController::loadGame(const Game& game, bool hadHelp) {
    cancelTurn();
    if (placeEvenPlayers(game.start_position(), false)) emit playersChanged();
    m_game = game;
    m_openedLength = game.length();
    m_browsing = false;
    m_playOnHere = false;
    m_hadHelp = hadHelp;
    m_search->newGame();
    for (UaiProcess* engine : m_engines)
        if (engine) engine->newGame();
    resetPause();
    emit gameChanged(Change::NewGame);
    beginTurn();
}

bool GameController::annotate(const std::vector<MoveNote>& notes) {
    if (static_cast<std::size_t>(m_game.length()) < notes.size()) return false;
    for (std::size_t i = 0; i < notes.size(); ++i) m_game.set_note(static_cast<int>(i), notes[i]);
    emit gameChanged(Change::Annotated);
    return true;
}

bool GameController::replaceTree(const Game& annotated) {
    if (annotated.start_position() != m_game.start_position() ||
        annotated.main_line() != m_game.main_line())
        return false;
    m_game = annotated;
    emit gameChanged(Change::Annotated);
    return true;
}

bool GameController::playHumanMove(Move move) {
    if (!humanToMove() || !m_game.position().is_legal(move)) return false;
    cancelTurn();
    const bool exploring = isExploring();
    const bool takingBack =
        !exploring && m_game.ply() < m_game.length() && m_game.move_at(m_game.ply()) != move;
    // Taking moves back, or trying moves out beside a game going on, is help.
    if (takingBack || (exploring && !m_game.final_result().over())) noteHelp();
    if (!m_game.play(move)) return false;
    if (takingBack) m_game.promote_to_main_line(m_game.current_node());
    m_browsing = false;
    emit gameChanged(Change::MovePlayed);
    beginTurn();
    return true;
}

void GameController::goToNode(NodeId node) {
    if (!m_game.contains(node) || node == m_game.current_node()) return;
    // Two computers would play on from wherever the board is once it is at
    // a line's end again: looking elsewhere holds them, as goTo does.
    const bool wasPlaying = computersPlaying();
    cancelTurn();
    m_playOnHere = false;
    m_game.go_to_node(node);
    if (wasPlaying && node != m_game.main_line_end()) setPaused(true);
    m_browsing = m_game.ply() < m_game.length() || m_game.variation_depth(node) > 0;
    emit gameChanged(Change::CursorMoved);
    beginTurn();
}

bool GameController::isLegalLine(const std::vector<Move>& moves) const {
    Position at = m_game.position();
    for (const Move move : moves) {
        if (!at.is_legal(move)) return false;
        at = at.after(move);
    }
    return true;
}

bool GameController::guardsGamesEnd() const {
    // Only the players move on a game going on against a computer.
    return !m_game.final_result().over() && hasComputer();
}

void GameController::playIntoTree(const std::vector<Move>& moves) {
    cancelTurn();
    if (!m_game.final_result().over()) noteHelp();
    const bool guarded = guardsGamesEnd();
    for (const Move move : moves) {
        if (guarded && m_game.current_node() == m_game.main_line_end()) break;
        m_game.play(move);
    }
}

bool GameController::playLine(const std::vector<Move>& moves) {
    // Legal all the way, or nothing is played.
    if (!isLegalLine(moves)) return false;
    if (moves.empty()) return true;
    // At the end of a guarded game, the line's first move is the person's
    // own move, when it is theirs.
    if (guardsGamesEnd() && m_game.current_node() == m_game.main_line_end())
        return playHumanMove(moves.front());
    playIntoTree(moves);
    m_browsing = m_game.ply() < m_game.length() || isExploring();
    emit gameChanged(Change::MovePlayed);
    beginTurn();
    return true;
}

bool GameController::addLine(const std::vector<Move>& moves) {
    if (!isLegalLine(moves) || moves.empty() ||
        (guardsGamesEnd() && m_game.current_node() == m_game.main_line_end()))
        return false;
    const NodeId here = m_game.current_node();
    // The line on the board, so that the cursor comes back onto it.
    const NodeId end = m_game.node_at(m_game.length());
    playIntoTree(moves);
    m_game.go_to_node(end);
    m_game.go_to_node(here);
    emit gameChanged(Change::TreeChanged);
    beginTurn();
    return true;
}

bool GameController::promote(NodeId node) {
    return changeTree([&] { return m_game.promote(node); });
}

bool GameController::promoteToMainLine(NodeId node) {
    return changeTree([&] { return m_game.promote_to_main_line(node); });
}

bool GameController::deleteVariation(NodeId node) {
    return changeTree([&] { return m_game.delete_variation(node); });
}

bool GameController::deleteFrom(NodeId node) {
    return changeTree([&] { return m_game.delete_from(node); });
}

bool GameController::changeTree(const std::function<bool()>& change) {
    const std::vector<Move> mainLine = m_game.main_line();
    const bool over = m_game.final_result().over();
    cancelTurn();
    m_playOnHere = false;
    if (!change()) {
        beginTurn();
        return false;
    }
    // A game going on whose moves changed: the person had help.
    if (!over && m_game.main_line() != mainLine) noteHelp();
    m_browsing = m_game.ply() < m_game.length() || isExploring();
    emit gameChanged(Change::TreeChanged);
    beginTurn();
    return true;
}

void GameController::undo() {
    const int target = undoTarget();
    if (target >= 0 && canUndo()) moveCursor(target, false);
}

void GameController::redo() {
    const int target = redoTarget();
    if (target >= 0) moveCursor(target, false);
}

void GameController::goTo(int ply) {
    if (ply < 0 || ply > m_game.length() || ply == m_game.ply()) return;
    // Two computers would play on from an earlier position once it is left
    // at the end again: looking back holds them.
    if (ply < m_game.length() && computersPlaying()) setPaused(true);
    moveCursor(ply, ply < m_game.length());
}

bool GameController::computersPlaying() const {
    return !hasHuman() && !m_paused && m_game.ply() == m_game.length() && !m_game.result().over();
}

void GameController::setPaused(bool paused) {
    m_stepping = false;
    if (paused == m_paused) return;
    m_paused = paused;
    if (paused && m_turn == Turn::Computer) cancelTurn();
    emit pausedChanged(paused);
    if (!paused) beginTurn();
}

void GameController::hold() {
    if (++m_holds == 1) emit heldChanged(true);
}

void GameController::release() {
    if (m_holds == 0 || --m_holds > 0) return;
    emit heldChanged(false);
    // A move chosen meanwhile follows after the usual pause, so that it is
    // seen, and never before the answer has taken effect.
    if (m_turn != Turn::Idle && !m_pending.is_none()) {
        m_pause.stop();
        m_pauseElapsed = false;
        if (!m_displayBusy) m_pause.start(m_pauseMs);
    }
}

void GameController::resetPause() {
    m_stepping = false;
    if (!m_paused) return;
    m_paused = false;
    emit pausedChanged(false);
}

void GameController::step() {
    if (!m_paused || m_turn != Turn::Idle) return;
    if (m_game.ply() < m_game.length()) {
        moveCursor(m_game.ply() + 1, m_game.ply() + 1 < m_game.length());
        return;
    }
    if (!isComputer(m_game.position().side_to_move())) return;
    m_stepping = true;
    beginTurn();
    if (m_turn != Turn::Computer) m_stepping = false;
}

bool GameController::isRatedPairing() const {
    // Only a person's game against our engine is rated: one side a person,
    // the other a computer, neither an external engine.
    return isComputer(Side::X) != isComputer(Side::O) && !player(Side::X).isExternal() &&
           !player(Side::O).isExternal();
}

void GameController::noteHelp() {
    if (m_hadHelp || !isRatedPairing()) return;
    m_hadHelp = true;
    emit helpTaken();
}

void GameController::noteAnalysis() {
    if (!m_game.final_result().over()) noteHelp();
}

void GameController::playOnFromHere() {
    if (m_game.ply() == m_game.length() && m_game.variation_depth(m_game.current_node()) == 0)
        return;
    cancelTurn();
    noteHelp();
    m_game.promote_to_main_line(m_game.current_node());
    m_playOnHere = m_game.ply() < m_game.length();
    m_browsing = false;
    emit gameChanged(Change::TreeChanged);
    beginTurn();
}

void GameController::moveCursor(int ply, bool browsing) {
    cancelTurn();
    m_playOnHere = false;
    m_game.go_to(ply);
    m_browsing = browsing;
    emit gameChanged(Change::CursorMoved);
    beginTurn();
}

void GameController::requestHint() {
    if (!humanToMove() || m_hintId != 0) return;
    noteHelp();
    m_hintId = m_search->start(requestFor(Level::Hard));
    emit hintingChanged(true);
}

void GameController::stopThinking() {
    cancelTurn();
}

SearchRequest GameController::requestFor(Level level, int elo) const {
    SearchRequest request;
    request.position = m_game.position();
    request.history.reserve(static_cast<std::size_t>(m_game.ply()));
    for (int i = 0; i < m_game.ply(); ++i) request.history.push_back(m_game.position_at(i).key());
    request.level.level = level;
    request.level.elo = elo;
    request.level.movetime_ms = m_veryHardMs;
    request.level.seed = m_fixedSeed ? *m_fixedSeed : QRandomGenerator::global()->generate64();
    // One core stays free for the window.
    request.threads = std::max(1, QThread::idealThreadCount() - 1);
    return request;
}

void GameController::cancelTurn() {
    const bool wasThinking = m_turn == Turn::Computer;
    const bool wasHinting = m_hintId != 0;
    if (m_searchId != 0 || m_hintId != 0) m_search->cancel();
    if (m_engineId != 0 && m_engines[side_index(m_engineSide)])
        m_engines[side_index(m_engineSide)]->cancel();
    m_searchId = 0;
    m_hintId = 0;
    m_engineId = 0;
    m_stepping = false;
    m_turn = Turn::Idle;
    m_pending = Move::none();
    m_pause.stop();
    m_pauseElapsed = false;
    if (wasThinking) emit thinkingChanged(false);
    if (wasHinting) emit hintingChanged(false);
}

void GameController::beginTurn() {
    if (m_turn != Turn::Idle || (m_game.ply() < m_game.length() && !m_playOnHere) ||
        m_game.result().over() || isExploring())
        return;
    const Position& position = m_game.position();
    if (isComputer(position.side_to_move())) {
        if (m_paused && !m_stepping) return;
        const Side side = position.side_to_move();
        m_turn = Turn::Computer;
        if (player(side).isExternal()) {
            m_engineSide = side;
            m_engineId = engineFor(side)->go(m_game, player(side).external.moveTimeMs);
        } else {
            const PlayerSetup& setup = m_players[side_index(side)];
            m_searchId = m_search->start(requestFor(setup.level, setup.isEven() ? setup.elo : 0));
        }
        emit thinkingChanged(true);
    } else if (onlyPass(position)) {
        // A person with no move passes by itself, after the same pause.
        m_turn = Turn::ForcedPass;
        m_pending = Move::pass();
    } else {
        return;
    }
    m_pauseElapsed = false;
    if (!m_displayBusy) m_pause.start(m_pauseMs);
}

void GameController::onBestMove(quint64 id, Move move, const SearchInfo& info) {
    if (id != 0 && id == m_hintId) {
        m_hintId = 0;
        emit hintingChanged(false);
        if (m_game.position().is_legal(move)) emit hintReady(move);
        return;
    }
    if (id == 0 || id != m_searchId || m_turn != Turn::Computer) return;
    m_searchId = 0;
    if (!m_game.position().is_legal(move)) {
        // The engine always answers with a legal move; should it not, any legal
        // move keeps the game going rather than stalling it.
        MoveList moves;
        m_game.position().generate(moves);
        if (moves.empty()) return;
        move = moves[0];
    }
    emit searchProgress(info.depth, info.score);
    if (info.depth > 0) emit engineInfo(m_game.position().side_to_move(), info);
    m_pending = move;
    tryPlayPending();
}

void GameController::onInfo(quint64 id, const SearchInfo& info) {
    if (id == 0 || id != m_searchId) return;
    emit searchProgress(info.depth, info.score);
    emit engineInfo(m_game.position().side_to_move(), info);
}

UaiProcess* GameController::engineFor(Side side) {
    UaiProcess*& engine = m_engines[side_index(side)];
    if (!engine) {
        engine = new UaiProcess(this);
        const auto current = [this, side](quint64 id) {
            return id != 0 && id == m_engineId && m_engineSide == side && m_turn == Turn::Computer;
        };
        connect(engine, &UaiProcess::info, this,
                [this, side, current](quint64 id, const SearchInfo& info) {
                    if (!current(id)) return;
                    emit searchProgress(info.depth, info.score);
                    emit engineInfo(side, info);
                });
        connect(engine, &UaiProcess::bestMove, this,
                [this, current](quint64 id, Move move, const SearchInfo&) {
                    if (!current(id)) return;
                    m_engineId = 0;
                    m_pending = move;
                    tryPlayPending();
                });
        connect(
            engine, &UaiProcess::failed, this,
            [this, side, current](quint64 id, UaiProcess::Failure failure, const QString& detail) {
                if (!current(id)) return;
                m_engineId = 0;
                onEngineFailed(side, failure, detail);
            });
    }
    engine->setCommand(player(side).external.command);
    engine->setOptions(player(side).external.optionsToSend());
    return engine;
}

void GameController::onEngineFailed(Side side, UaiProcess::Failure failure, const QString& detail) {
    const UaiProcess* engine = m_engines[side_index(side)];
    const QString reason = EngineFailure::describe(player(side).external.name, failure, detail,
                                                   engine ? engine->errorOutput() : QString());
    cancelTurn();
    m_game.truncate();
    m_game.declare_result(side == Side::X ? Outcome::OWins : Outcome::XWins, reason.toStdString());
    emit gameChanged(Change::ResultDeclared);
}

void GameController::tryPlayPending() {
    if (m_pending.is_none() || !m_pauseElapsed || m_displayBusy || m_holds > 0) return;
    const Move move = std::exchange(m_pending, Move::none());
    const bool wasThinking = m_turn == Turn::Computer;
    m_turn = Turn::Idle;
    m_pauseElapsed = false;
    m_stepping = false;
    if (wasThinking) emit thinkingChanged(false);
    playAndAnnounce(move);
}

void GameController::playAndAnnounce(Move move) {
    if (!m_game.play(move)) return;
    // Played on from before the line's end: the new line is the game's.
    if (m_playOnHere) m_game.promote_to_main_line(m_game.current_node());
    m_playOnHere = m_playOnHere && m_game.ply() < m_game.length();
    m_browsing = false;
    emit gameChanged(Change::MovePlayed);
    beginTurn();
}

} // namespace ataxx

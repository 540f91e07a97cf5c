#include "analysisboard.h"

#include "game/gamecontroller.h"
#include "game/prompter.h"
#include "library/gamerecorder.h"
#include "library/gameslibrary.h"
#include "library/librarygame.h"
#include "mainwindow.h"
#include "settings/appsettings.h"
#include "settingsdialog/positioneditordialog.h"
#include "watch/watchmode.h"

#include <QDateTime>

namespace ataxx {

AnalysisBoard::AnalysisBoard(MainWindow* window)
    : QObject(window)
    , m_window(window) {
    setObjectName(QStringLiteral("analysisBoard"));
}

void AnalysisBoard::putAside() {
    GameController* controller = m_window->controller();
    m_aside = Aside{controller->game(),
                    {controller->player(Side::X), controller->player(Side::O)},
                    controller->hadHelp(),
                    m_window->watchMode()->isAnalysing(),
                    m_window->document()->state()};
    // Nothing played here is a game of the library, nor the game to resume.
    m_window->gameRecorder()->setRecording(false);
    m_window->document()->holdAutosave(true);
    m_window->document()->setAnalysis(true);
}

void AnalysisBoard::show(const Game& game) {
    GameController* controller = m_window->controller();
    controller->stopThinking();
    for (const Side side : {Side::X, Side::O}) controller->setPlayer(side, PlayerSetup::human());
    // Help here is no help in a game: the board is nobody's game.
    controller->loadGame(game, true);
    m_window->document()->newGameStarted();
    m_window->watchMode()->setAnalysing(true);
    emit openChanged(true);
}

bool AnalysisBoard::open() {
    if (isOpen()) return false;
    putAside();
    show(m_aside->game);
    m_window->showNotice(tr("Analysis board: you move both sides. Your game waits."));
    return true;
}

bool AnalysisBoard::openPosition(const Position& start) {
    if (isOpen() && !m_window->document()->mayReplaceGame()) return false;
    if (!isOpen()) putAside();
    show(Game(start));
    m_window->showNotice(tr("Analysis board: the position you set up."));
    return true;
}

bool AnalysisBoard::setUpPosition() {
    const std::optional<Position> position = PositionEditorDialog::setUpPosition(
        m_window->controller()->game().position(), AppSettings().theme(), m_window);
    return position && openPosition(*position);
}

bool AnalysisBoard::saveToLibrary() {
    if (!isOpen()) return false;
    PgnGame pgn = m_window->document()->record();
    if (pgn.tag("Event").empty() || pgn.tag("Event") == "?") pgn.set_tag("Event", "Analysis");
    std::array<LibraryPlayer, 2> players;
    for (const Side side : {Side::X, Side::O})
        players[side_index(side)] =
            LibraryPlayer::of(PlayerSetup::human(), m_window->document()->playerName(side));
    const LibraryGame entry =
        LibraryGame::describe(pgn, LibraryGame::Source::Imported, players,
                              QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!m_window->gamesLibrary()->add(pgn, entry)) {
        m_window->prompter()->error(m_window, tr("Save to games library"),
                                    tr("The analysis could not be kept in the games library."));
        return false;
    }
    m_window->document()->markKept();
    m_window->showNotice(tr("The analysis is kept in your games library."));
    return true;
}

bool AnalysisBoard::close() {
    if (!isOpen()) return false;
    if (!m_window->document()->mayReplaceGame()) return false;
    m_window->document()->setAnalysis(false);
    Aside aside = std::move(*m_aside);
    m_aside.reset();
    GameController* controller = m_window->controller();
    controller->stopThinking();
    m_window->watchMode()->setAnalysing(false);
    for (const Side side : {Side::X, Side::O})
        controller->setPlayer(side, aside.players[side_index(side)]);
    m_window->gameRecorder()->setRecording(true);
    controller->loadGame(aside.game, aside.hadHelp);
    m_window->document()->restore(aside.document);
    m_window->document()->holdAutosave(false);
    m_window->watchMode()->setAnalysing(aside.analysing);
    emit openChanged(false);
    m_window->showNotice(tr("Back to your game."));
    return true;
}

} // namespace ataxx

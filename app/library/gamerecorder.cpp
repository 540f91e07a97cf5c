#include "library/gamerecorder.h"

#include "game/gamedocument.h"
#include "game/prompter.h"
#include "library/gameslibrary.h"
#include "library/librarygame.h"
#include "pgn.h"

#include <QDateTime>
#include <QWidget>

namespace ataxx {

namespace {

// The same game: the same start and main line.
bool sameMoves(const Game& a, const Game& b) {
    return a.start_position() == b.start_position() && a.main_line() == b.main_line();
}

// The same moves, variations, notes and end: nothing new to keep.
bool sameRecord(const Game& a, const Game& b) {
    return sameMoves(a, b) && write_pgn(PgnGame{{}, a}) == write_pgn(PgnGame{{}, b});
}

} // namespace

GameRecorder::GameRecorder(GamesLibrary* library, GameController* controller,
                           GameDocument* document, Prompter* prompter, QWidget* window)
    : QObject(window)
    , m_library(library)
    , m_controller(controller)
    , m_document(document)
    , m_prompter(prompter)
    , m_window(window) {
    setObjectName(QStringLiteral("gameRecorder"));
    connect(m_controller, &GameController::gameChanged, this, &GameRecorder::onGameChanged);
    connect(m_library, &GamesLibrary::removed, this, [this](const QList<qint64>& ids) {
        if (m_id && ids.contains(*m_id)) {
            m_id.reset();
            m_kept.reset();
        }
    });
}

void GameRecorder::link(qint64 id) {
    m_id = id;
    m_playedHere = false;
    m_kept = m_controller->game();
}

void GameRecorder::setRecording(bool on) {
    m_recording = on;
    m_id.reset();
    m_kept.reset();
    m_keptRated = false;
}

void GameRecorder::onGameChanged(GameController::Change change) {
    if (!m_recording) return;
    const Game& game = m_controller->game();
    switch (change) {
    case GameController::Change::NewGame:
        m_id.reset();
        m_kept.reset();
        m_keptRated = false;
        return;
    case GameController::Change::MovePlayed:
    case GameController::Change::ResultDeclared:
        // Ended on the board, by a move or by a declared result (not a
        // variation's end, which is only tried out).
        if (game.current_node() == game.main_line_end() && game.result().over()) keep();
        return;
    case GameController::Change::TreeChanged:
        // Variations promoted or deleted in a game kept.
        if (m_id && m_kept && game.final_result().over()) keep();
        return;
    case GameController::Change::Annotated:
        // A review's marks of the game as kept.
        if (m_id && m_kept && sameMoves(*m_kept, game)) keep();
        return;
    case GameController::Change::CursorMoved:
        return;
    }
}

void GameRecorder::keep() {
    const Game game = m_controller->game();
    if (m_kept && sameRecord(*m_kept, game)) return;
    const PgnGame pgn = m_document->record();

    bool updating = m_id && (m_playedHere || sameMoves(*m_kept, game));
    // A rated game's end stands: taken back and played on, it is a new game.
    if (updating && m_playedHere && m_keptRated && !sameMoves(*m_kept, game)) {
        updating = false;
        m_id.reset();
    }
    LibraryGame entry;
    if (updating && !m_playedHere) {
        // A game opened from the library keeps where it came from, its
        // players and its date; only its moves' notes are new.
        const std::optional<LibraryGame> was = m_library->entry(*m_id);
        if (was) {
            entry = LibraryGame::describe(pgn, was->source, was->players, was->date);
            // Rated, or not, at the computer's Elo of the time it was played.
            entry.rated = was->rated;
        }
        updating = was.has_value();
    }
    if (!updating || m_playedHere) {
        std::array<LibraryPlayer, 2> players;
        for (const Side side : {Side::X, Side::O}) {
            QString name = QString::fromStdString(pgn.tag(side == Side::X ? "Black" : "White"));
            if (name.isEmpty() || name == QLatin1String("?")) name = m_document->playerName(side);
            players[side_index(side)] = LibraryPlayer::of(m_controller->player(side), name);
        }
        const bool watched = players[0].isComputer() && players[1].isComputer();
        entry = LibraryGame::describe(
            pgn, watched ? LibraryGame::Source::Watched : LibraryGame::Source::Played, players,
            QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        // Takebacks, hints or the analysis: not the person's own game.
        if (m_controller->hadHelp()) entry.rated.reset();
    }

    bool written = false;
    if (updating) {
        written = m_library->update(*m_id, pgn, entry);
    } else if (const std::optional<qint64> id = m_library->add(pgn, entry)) {
        m_id = id;
        m_playedHere = true;
        written = true;
    }
    // A damaged library put aside, or none to be had, is told once.
    const QString notice = m_library->takeNotice();
    if (!notice.isEmpty()) {
        m_prompter->error(m_window, tr("Games"), notice);
        m_failureReported = m_failureReported || !written;
    }
    if (!written) {
        if (!m_failureReported)
            m_prompter->error(m_window, tr("Games"),
                              tr("This game could not be kept in your games library: %1")
                                  .arg(m_library->errorString()));
        m_failureReported = true;
        return;
    }
    m_kept = game;
    m_keptRated = entry.rated.has_value();
    m_document->markKept();
    emit kept(*m_id);
}

} // namespace ataxx

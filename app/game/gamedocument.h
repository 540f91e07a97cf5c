#pragma once

#include "game/savedgame.h"
#include "game/savemark.h"
#include "pgn.h"
#include "settings/appsettings.h"

#include <QObject>
#include <QString>

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QWidget;

namespace ataxx {

class GameController;
class Prompter;

// The game on screen as a document: the file it was opened from or saved to
// (its path, its tags, its players' names), whether it changed since
// (SaveMark), opening and saving, the question before it is replaced, and the
// autosave that keeps the game in progress for the next start (SavedGame).
//
// It holds no game: the GameController does. The window tells it when a new
// game starts (newGameStarted) and when the game changes (autosave); it tells
// the window when the file changes (fileChanged: the title) and what to say
// (notice). The graph's evaluations, which the autosave keeps too, come from
// a function the window gives (setEvaluations) and go back to the graph when
// a game is resumed (evaluationsResumed). Errors and questions go through the Prompter, with
// `window` as their parent; a failed read or write says what and where, and leaves the game on
// screen as it was.
class GameDocument : public QObject {
    Q_OBJECT

public:
    GameDocument(GameController* controller, QWidget* window, Prompter* prompter);

    // The file the game was opened from or saved to; empty for a new game, a
    // resumed one, or one of a file of several games.
    [[nodiscard]] QString filePath() const { return m_filePath; }
    // The name shown for the player of `side`: an opened game's player while a
    // person plays that side on, else the name chosen in the settings, else the
    // computer's level or engine, else "You" against a computer or "Human".
    [[nodiscard]] QString playerName(Side side) const;
    // The game as it is saved: the file's tags, with an event, a date and the
    // players' names where it had none; a game begun here says who played
    // each side (PGN's BlackType and WhiteType: "human" or "program").
    [[nodiscard]] PgnGame record() const;
    // The sides people played in the game on screen, as far as is known: in
    // a game begun (or resumed) here, the sides no computer plays; in an
    // opened one, those its file's BlackType and WhiteType tags call "human",
    // or those openGame was told. None when an opened game does not say.
    [[nodiscard]] std::optional<std::vector<Side>> people() const;

    // Forgets the file: the game on screen is new.
    void newGameStarted();

    // Reads a game file; a file with several games offers a list. On any error the
    // user is told what is wrong and where, and the game on screen stays as it was.
    bool openFile(const QString& path);
    // Puts `pgn` on the board as openFile puts a file's game there, after
    // mayReplaceGame; `path` is its file, empty for none (a game of a file of
    // many, one of the games library). `people`: the sides people played,
    // where something other than the file knows (the games library). False
    // when the person cancelled.
    bool openGame(const PgnGame& pgn, const QString& path = QString(),
                  std::optional<std::vector<Side>> people = std::nullopt);
    // The game on screen, as it is now, is kept elsewhere (the games
    // library): replacing it asks nothing until it changes.
    void markKept();
    // Writes the game (all of its moves) as PGN through QSaveFile.
    bool saveFile(const QString& path);
    // Open…, Save (Save as… when the game has no file) and Save as…, with the
    // file dialogs.
    void open();
    bool save();
    bool saveAs();

    // Before New game, Open, the demo and a game of a file's list replace the game
    // on screen, and before Quit when the game will not be kept for the next
    // start: a game with moves that is neither over nor unchanged since it was
    // saved or opened asks Save, Discard or Cancel. Save goes through save()
    // (Save as… when it has no file); a cancelled or failed save cancels.
    [[nodiscard]] bool mayReplaceGame();

    // From now on the game in progress is kept in `saved` after every change and
    // when the window closes (see SavedGame). Before that nothing is written, so
    // the game of the last run stays until it has been offered.
    void enableAutosave(const SavedGame& saved = SavedGame());
    // At start: offers the game of the last run when it was left unfinished (a
    // question through the Prompter that does not block), restores it on yes and
    // forgets it on no; then enables autosave.
    void offerSavedGame(const SavedGame& saved = SavedGame());
    // At a start with a game of its own (a file, a board or position from the
    // command line, a demo), where nothing is offered: as enableAutosave, unless
    // the last run left a game worth offering. That one then stays untouched for
    // a later start to offer, and this run's game is not kept. Returns whether
    // autosave is on.
    bool enableAutosaveUnlessAGameWaits(const SavedGame& saved = SavedGame());
    [[nodiscard]] bool autosaving() const { return m_autosave.has_value(); }
    // While held (the analysis board), nothing is autosaved: the game in
    // progress kept for the next start stays the one put aside.
    void holdAutosave(bool held) { m_autosaveHeld = held; }
    // The game on screen is an analysis (the analysis board), which the
    // question before it is replaced calls so.
    void setAnalysis(bool analysis) { m_analysis = analysis; }

    // What the document knows of the game on screen besides the game: its
    // file, tags and names, and whether it changed since; put aside with the
    // game (the analysis board) and put back with it.
    struct State {
        QString filePath;
        std::vector<std::pair<std::string, std::string>> tags;
        std::array<QString, 2> fileNames;
        bool opened = false;
        std::optional<std::vector<Side>> openedPeople;
        SaveMark saveMark;
    };
    [[nodiscard]] State state() const {
        return {m_filePath, m_tags, m_fileNames, m_opened, m_openedPeople, m_saveMark};
    }
    void restore(const State& state);
    // What the graph draws of the game on screen, asked at each autosave.
    void setEvaluations(std::function<std::vector<PlyEvaluation>()> evaluations);
    // Keeps the game in progress for the next start, once autosave is on; a
    // game without moves forgets the last one.
    void autosave();

signals:
    // The file's path changed (opened, saved, a new game).
    void fileChanged();
    // A remark for the status bar.
    void notice(const QString& text);
    // The game of the last run is on the board again, with the evaluations
    // its graph drew (after the game's own gameChanged).
    void evaluationsResumed(const std::vector<ataxx::PlyEvaluation>& evaluations);

private:
    // The game of the last run, with its players, on the board.
    void resumeGame(PgnGame pgn);

    GameController* m_controller;
    QWidget* m_window;
    Prompter* m_prompter;
    AppSettings m_settings;
    std::optional<SavedGame> m_autosave; // set once autosave is on
    std::function<std::vector<PlyEvaluation>()> m_evaluations;
    SaveMark m_saveMark;     // the game as last saved or opened
    bool m_offering = false; // the saved game is being offered
    bool m_autosaveHeld = false;
    bool m_analysis = false;
    QString m_filePath;
    std::vector<std::pair<std::string, std::string>> m_tags; // of the game file read
    // An opened game is shown with its file's players' names and played on by
    // people (nobody moves by itself).
    std::array<QString, 2> m_fileNames;
    // The game on screen was opened (not begun or resumed here), and the
    // sides its people played, where known.
    bool m_opened = false;
    std::optional<std::vector<Side>> m_openedPeople;
};

} // namespace ataxx

#pragma once

// The main window as the widget tests drive it (tst_mainwindow,
// tst_gamesafety, tst_review, tst_watchmode, tst_appsettings): one fixture,
// so that every test starts the window the same way and finds the same
// helpers. A test file adds what only it needs by deriving from it.

#include "board/boardview.h"
#include "game/gamecontroller.h"
#include "game/prompter.h"
#include "mainwindow.h"
#include "players/playersetup.h"

#include <QSize>
#include <QStringList>
#include <QTest>

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace ataxx::test {

// Waits for an event, with room for a machine under full load: they cost
// nothing when the event comes early.
inline constexpr int eventTimeoutMs = 60000;

// Answers every question at once as set, and keeps what was asked.
class RecordingPrompter : public Prompter {
public:
    void error(QWidget*, const QString&, const QString& text) override { errors << text; }
    bool confirm(QWidget*, const QString&, const QString& text) override {
        questions << text;
        if (whileAsking) whileAsking();
        return answer;
    }
    int choose(QWidget*, const QString&, const QString& label, const QStringList& items) override {
        questions << label;
        offered = items;
        if (whileAsking) whileAsking();
        return choice;
    }
    SaveChoice askToSave(QWidget*, const QString&, const QString& text) override {
        saveQuestions << text;
        if (whileAsking) whileAsking();
        return saveChoice;
    }

    QStringList errors;
    QStringList questions; // yes/no questions and the labels of choices
    QStringList offered;   // the last list to choose from
    bool answer = true;    // to yes/no questions
    int choice = 0;
    // Asked before a game with unsaved moves is replaced; by default it is given up.
    QStringList saveQuestions;
    SaveChoice saveChoice = SaveChoice::Discard;
    // Runs while a question is on screen, before it is answered.
    std::function<void()> whileAsking;
};

// How the window starts; a value left empty is the app's own (its settings).
struct WindowSetup {
    std::optional<AnimationSpeed> speed = AnimationSpeed::Off;
    // Milliseconds between a computer's moves.
    std::optional<int> computerPause = 30;
    // The computer players' seed, so that their games are the same every run.
    std::optional<quint64> seed = 7;
    std::optional<QSize> size = QSize(900, 640);

    // The window as the app starts it, touching no setting.
    [[nodiscard]] static WindowSetup asTheAppStartsIt() { return {{}, {}, {}, {}}; }
};

// A shown MainWindow whose questions go to a prompter of type P (a
// RecordingPrompter unless the test needs another; Prompter itself asks in
// real message boxes).
template <class P = RecordingPrompter>
class TestWindowWith {
public:
    explicit TestWindowWith(const WindowSetup& setup = {}) {
        auto owned = std::make_unique<P>();
        prompter = owned.get();
        window.setPrompter(std::move(owned));
        if (setup.speed) window.actions().speed(*setup.speed)->trigger();
        if (setup.computerPause) controller()->setComputerPause(*setup.computerPause);
        if (setup.seed) controller()->setFixedSeed(*setup.seed);
        if (setup.size) window.resize(*setup.size);
        window.show();
    }

    [[nodiscard]] GameController* controller() const { return window.controller(); }
    [[nodiscard]] const Game& game() const { return window.controller()->game(); }
    [[nodiscard]] BoardView* board() const { return window.boardView(); }
    // As a person chooses them in the toolbar: for this game and the next.
    void setPlayers(const PlayerSetup& x, const PlayerSetup& o) {
        window.choosePlayer(Side::X, x);
        window.choosePlayer(Side::O, o);
    }
    // A cell by its name ("b6"); -1 for none.
    [[nodiscard]] int cell(const std::string& name) const {
        return game().position().geometry().cell_from_name(name);
    }
    [[nodiscard]] int cell(const char* name) const { return cell(std::string(name)); }
    [[nodiscard]] int cell(const QString& name) const { return cell(name.toStdString()); }
    // A real click on a cell.
    void clickCell(int cell) {
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->cellCenter(cell).toPoint());
    }
    void click(const std::string& name) { clickCell(cell(name)); }
    void click(const char* name) { clickCell(cell(name)); }
    void click(const QString& name) { clickCell(cell(name)); }
    // Until the cursor is at `ply`.
    [[nodiscard]] bool waitForPly(int ply, int timeout = eventTimeoutMs) {
        return QTest::qWaitFor([this, ply] { return game().ply() == ply; }, timeout);
    }
    // Until no computer thinks and no move is being shown.
    [[nodiscard]] bool waitUntilIdle(int timeout = eventTimeoutMs) {
        return QTest::qWaitFor(
            [this] { return !controller()->isThinking() && !board()->isAnimating(); }, timeout);
    }

    MainWindow window;
    P* prompter = nullptr;
};

using TestWindow = TestWindowWith<>;

} // namespace ataxx::test

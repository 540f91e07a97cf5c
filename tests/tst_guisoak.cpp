// The GUI soak: the real window plays animated computer-vs-computer games one
// after another for a while (ATAXX_GUI_SOAK_SECONDS, default 180) over
// rectangles, blocked boards and hexagons and under every optional rule, with
// the game saved after every move as in the app. Every game must end with the
// game-over banner, every move must be legal when replayed on the core, and
// the resident memory once warmed up must stay flat. Each game has a seed of
// its own for the easy levels' random choices (its number), so that a game
// that goes wrong can be played again. The figures (games,
// moves, memory) are printed at the end; the README quotes them.
//
// Under a sanitizer the run is short and the memory check is left out: the
// sanitizer's own bookkeeping grows by design, and LeakSanitizer checks for
// leaks there instead.

#include "board/gameoveroverlay.h"
#include "fen.h"
#include "game/gamecontroller.h"
#include "game/gamedocument.h"
#include "game/prompter.h"
#include "game/savedgame.h"
#include "mainwindow.h"
#include "players/playersetup.h"

#include <QtTest>

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ATAXX_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ATAXX_SANITIZED 1
#endif
#endif

using namespace ataxx;

namespace {

class SilentPrompter : public Prompter {
public:
    void error(QWidget*, const QString&, const QString& text) override { errors << text; }
    bool confirm(QWidget*, const QString&, const QString&) override { return true; }
    // A game about to be replaced is given up, as these tests start games freely.
    SaveChoice askToSave(QWidget*, const QString&, const QString&) override {
        return SaveChoice::Discard;
    }
    int choose(QWidget*, const QString&, const QString&, const QStringList&) override { return 0; }

    QStringList errors;
};

// A value of /proc/self/status in kB ("VmRSS", "VmHWM"), or -1.
long statusKb(const char* field) {
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly)) return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray& line : file.readAll().split('\n')) {
        if (!line.startsWith(key)) continue;
        bool ok = false;
        const long value = line.mid(key.size()).trimmed().split(' ').value(0).toLong(&ok);
        return ok ? value : -1;
    }
    return -1;
}

struct Board {
    const char* name;
    const char* fen;
    Rules rules;
};

Rules rulesOf(StuckRule stuck, int halfmoveLimit, bool repetition) {
    Rules rules;
    rules.stuck = stuck;
    rules.halfmove_limit = static_cast<std::uint16_t>(halfmoveLimit);
    rules.threefold_repetition = repetition;
    return rules;
}

const std::array boards{
    Board{"7x7", "x5o/7/7/7/7/7/o5x x 0 1", Rules{}},
    Board{"Hexxagon", "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1", rulesOf(StuckRule::End, 100, true)},
    Board{"7x7 blocked", "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", rulesOf(StuckRule::Fill, 0, false)},
    Board{"hexagon side 4", "x2o/5/6/o5x/6/5/x2o x 0 1", rulesOf(StuckRule::Pass, 30, true)},
    Board{"7x7 cross", "x2-2o/3-3/3-3/---1---/3-3/3-3/o2-2x x 0 1", Rules{}},
    Board{"5x5", "x3o/5/5/5/o3x x 0 1", rulesOf(StuckRule::Fill, 100, true)},
    Board{"9x9", "x7o/9/9/9/9/9/9/9/o7x x 0 1", rulesOf(StuckRule::End, 60, false)},
};

} // namespace

class TestGuiSoak : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void animatedComputerGamesForMinutesKeepMemoryFlat();
};

void TestGuiSoak::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_guisoak"));
}

void TestGuiSoak::animatedComputerGamesForMinutesKeepMemoryFlat() {
#ifdef ATAXX_SANITIZED
    const int defaultSeconds = 20;
    const bool checkMemory = false;
#else
    const int defaultSeconds = 180;
    const bool checkMemory = true;
#endif
    bool ok = false;
    int seconds = qEnvironmentVariableIntValue("ATAXX_GUI_SOAK_SECONDS", &ok);
    if (!ok || seconds <= 0) seconds = defaultSeconds;

    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const SavedGame saved(folder.filePath(QStringLiteral("game-in-progress.pgn")));

    MainWindow window;
    auto prompter = std::make_unique<SilentPrompter>();
    SilentPrompter* silent = prompter.get();
    window.setPrompter(std::move(prompter));
    window.actions().speed(AnimationSpeed::Fast)->trigger();
    window.controller()->setComputerPause(0);
    window.controller()->setPlayer(Side::X, PlayerSetup::engine(Level::Easy));
    window.controller()->setPlayer(Side::O, PlayerSetup::engine(Level::VeryEasy));
    window.document()->enableAutosave(saved);
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QElapsedTimer clock;
    clock.start();
    const qint64 budgetMs = qint64(seconds) * 1000;
    int games = 0;
    long moves = 0;
    std::vector<long> rssAfterGame;
    long warmRss = -1;

    // Every board once to warm up, then every board at least once more.
    const int minimumGames = int(boards.size()) * (checkMemory ? 2 : 1);
    while (clock.elapsed() < budgetMs || games < minimumGames) {
        const Board& board = boards[games % boards.size()];
        const auto read = read_fen(board.fen);
        QVERIFY2(read.has_value(), board.name);
        Position start = *read;
        start.set_rules(board.rules);
        window.controller()->setFixedSeed(quint64(games) + 1);
        window.startGame(start);

        const Game& game = window.controller()->game();
        QVERIFY2(QTest::qWaitFor([&game] { return game.result().over(); }, 120000),
                 qPrintable(QStringLiteral("game %1 on %2 did not end")
                                .arg(games + 1)
                                .arg(QLatin1StringView(board.name))));
        QVERIFY(
            QTest::qWaitFor([&window] { return window.gameOverOverlay()->isVisible(); }, 10000));

        // Every move of the record is legal on the core, from the start.
        Position replay = game.start_position();
        for (const Move move : game.moves()) {
            QVERIFY2(replay.is_legal(move),
                     qPrintable(QStringLiteral("illegal move in game %1 on %2")
                                    .arg(games + 1)
                                    .arg(QLatin1StringView(board.name))));
            replay.play(move);
        }
        QVERIFY(replay.same_placement(game.position()));

        ++games;
        moves += game.length();
        rssAfterGame.push_back(statusKb("VmRSS"));
        // Warmed up: every board has been played once (tables, fonts, caches).
        if (games == int(boards.size())) warmRss = rssAfterGame.back();
    }
    QVERIFY2(silent->errors.isEmpty(), qPrintable(silent->errors.join(QLatin1Char('\n'))));

    const long finalRss = rssAfterGame.back();
    const long peakRss = statusKb("VmHWM");
    // Median of the last games' figures, so one game's passing peak does not count.
    std::vector<long> tail(rssAfterGame.end() - std::min<std::ptrdiff_t>(7, rssAfterGame.size()),
                           rssAfterGame.end());
    std::sort(tail.begin(), tail.end());
    const long lateRss = tail[tail.size() / 2];
    qInfo("GUI soak: %d animated games, %ld moves in %.0f s; resident memory %ld kB once warmed "
          "up (after %zu games), %ld kB at the end (median of the last games %ld kB), peak %ld kB",
          games, moves, clock.elapsed() / 1000.0, warmRss, boards.size(), finalRss, lateRss,
          peakRss);

    if (checkMemory && warmRss > 0) {
        // Flat: what the later games hold on to beyond the warmed-up figure
        // stays within a few megabytes, whatever the number of games.
        const long growthKb = lateRss - warmRss;
        QVERIFY2(growthKb < 6 * 1024,
                 qPrintable(QStringLiteral("resident memory grew by %1 kB over %2 games")
                                .arg(growthKb)
                                .arg(games - int(boards.size()))));
    }
}

QTEST_MAIN(TestGuiSoak)
#include "tst_guisoak.moc"

// What the app remembers between runs: settings read back as written, a
// damaged or hand-edited settings file that still starts the app with the
// defaults (and says so on stderr), and the game in progress surviving a
// closed window or a crash, offered again by the next window.

#include "board/boardlayout.h"
#include "board/boardpresets.h"
#include "board/boardview.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "game/movelistview.h"
#include "game/savedgame.h"
#include "mainwindow.h"
#include "notation.h"
#include "printing.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "testwindow.h"

#include <QtTest>

#include <QAction>
#include <QMessageBox>

using namespace ataxx;

namespace {

// Answers the non-blocking question when the test says so, as a person
// looking at the message box would.
class AskingPrompter : public Prompter {
public:
    void ask(QWidget*, const QString&, const QString& text,
             std::function<void(bool)> answer) override {
        questions << text;
        pending = std::move(answer);
    }
    bool confirm(QWidget*, const QString&, const QString&) override { return true; }
    // A game about to be replaced is given up, as these tests start games freely.
    SaveChoice askToSave(QWidget*, const QString&, const QString&) override {
        return SaveChoice::Discard;
    }
    void error(QWidget*, const QString&, const QString& text) override { errors << text; }

    QStringList questions;
    QStringList errors;
    std::function<void(bool)> pending;
};

QStringList moveTexts(const Game& game) {
    QStringList moves;
    for (int i = 0; i < game.length(); ++i)
        moves << QString::fromStdString(
            move_to_string(game.position_at(i).geometry(), game.move_at(i)));
    return moves;
}

void writeSettingsFile(const QByteArray& text) {
    const QString path = QSettings().fileName();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

// A window as the app starts it, with a prompter the test answers.
struct Window : test::TestWindowWith<AskingPrompter> {
    Window()
        : test::TestWindowWith<AskingPrompter>(test::WindowSetup::asTheAppStartsIt()) {
        controller()->setPlayer(Side::O, PlayerSetup::human());
    }
};

} // namespace

class TestAppSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void valuesAreReadBackAsWritten();
    void aFreshStartHasTheDefaults();
    void theEvenGamesComputerIsReadBackAsWritten();
    void theEvenGamesPointIsKeptWithTheGameInProgress();
    void aDamagedValueFallsBackToItsDefaultWithAWarning_data();
    void aDamagedValueFallsBackToItsDefaultWithAWarning();
    void aGarbageSettingsFileStillStartsTheAppWithDefaults();
    void brokenSavedLayoutsAreLeftOut();
    void aGameSurvivesAClosedWindow();
    void anUndoneMoveComesBackAsARedo();
    void aDeclinedGameIsForgotten();
    void escapeOnTheQuestionGoesOnWithTheGame();
    void aGameGivenAtStartLeavesTheUnfinishedGameForLater();
    void aStartWithALongHalfmoveClockIsKept();
    void aGameSurvivesACrashBecauseEveryMoveIsSaved();
    void nothingIsOfferedForAFinishedGameOrANewOne();
    void aDamagedSavedGameIsNotOffered();
};

void TestAppSettings::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AtaxxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_appsettings"));
    Languages::install(QStringLiteral("en"));
}

void TestAppSettings::init() {
    AppSettings().clear();
    SavedGame().remove();
}

void TestAppSettings::cleanup() {
    AppSettings().clear();
    SavedGame().remove();
}

void TestAppSettings::valuesAreReadBackAsWritten() {
    PlayerSetup easyHuman; // a human, with the level kept for the computer
    easyHuman.level = Level::VeryEasy;
    {
        AppSettings s;
        s.setShowLegalMoves(false);
        s.setShowLastMove(false);
        s.setShowCoordinates(false);
        s.setAnimationSpeed(AnimationSpeed::Fast);
        s.setTheme(ThemeChoice::Light);
        s.setComputerPause(250);
        s.setPlayer(Side::X, PlayerSetup::engine(Level::Hard));
        s.setPlayer(Side::O, easyHuman);
        s.setPlayerName(Side::X, QStringLiteral("  Émile  "));
        s.setStartPosition(BoardPresets::startPosition(QStringLiteral("hexxagon-star")));
        s.setRules({StuckRule::End, 0, true});
        s.setSavedLayouts({{QStringLiteral("Mine"), QStringLiteral("x5o/7/7/3-3/7/7/o5x x 0 1")}});
        s.setLanguage(QStringLiteral("fr"));
    }
    // Through the file, not only the in-memory cache.
    QSettings().sync();
    AppSettings s;
    QVERIFY(!s.showLegalMoves());
    QVERIFY(!s.showLastMove());
    QVERIFY(!s.showCoordinates());
    QCOMPARE(s.animationSpeed(), AnimationSpeed::Fast);
    QCOMPARE(s.theme(), ThemeChoice::Light);
    QCOMPARE(s.computerPause(), 250);
    QCOMPARE(s.player(Side::X), PlayerSetup::engine(Level::Hard));
    QCOMPARE(s.player(Side::O), easyHuman);
    QCOMPARE(s.playerName(Side::X), QStringLiteral("Émile"));
    QCOMPARE(s.playerName(Side::O), QString());
    QCOMPARE(QString::fromStdString(write_fen(s.startPosition())),
             BoardPresets::find(QStringLiteral("hexxagon-star")).fen);
    QCOMPARE(s.rules(), (Rules{StuckRule::End, 0, true}));
    QCOMPARE(s.savedLayouts().size(), 1);
    QCOMPARE(s.savedLayouts().front().name, QStringLiteral("Mine"));
    QCOMPARE(s.language(), QStringLiteral("fr"));
}

void TestAppSettings::aFreshStartHasTheDefaults() {
    AppSettings s;
    QVERIFY(s.showLegalMoves());
    QVERIFY(s.showLastMove());
    QVERIFY(s.showCoordinates());
    QCOMPARE(s.animationSpeed(), AnimationSpeed::Normal);
    QCOMPARE(s.theme(), ThemeChoice::System);
    QCOMPARE(s.computerPause(), 400);
    QCOMPARE(s.player(Side::X), PlayerSetup::human());
    QCOMPARE(s.player(Side::O), PlayerSetup::engine(Level::Medium));
    QCOMPARE(s.playerName(Side::X), QString());
    QCOMPARE(QString::fromStdString(write_fen(s.startPosition())), QString::fromLatin1(start_fen));
    QCOMPARE(s.rules(), Rules{});
    QVERIFY(s.savedLayouts().isEmpty());
    QCOMPARE(s.language(), QString());
}

void TestAppSettings::theEvenGamesComputerIsReadBackAsWritten() {
    {
        AppSettings s;
        // The point of the scale belongs to a game, not to the settings.
        s.setPlayer(Side::O, PlayerSetup::evenGame(1620));
        s.setPlayer(Side::X, PlayerSetup::human());
    }
    QSettings().sync();
    QCOMPARE(QSettings().value(QStringLiteral("players/o")).toString(), QStringLiteral("even"));
    AppSettings s;
    const PlayerSetup even = s.player(Side::O);
    QVERIFY(even.isEven());
    QCOMPARE(even.elo, 0);
    QCOMPARE(even, PlayerSetup::evenGame());
    QCOMPARE(even.description(), QStringLiteral("Computer (even)"));
    QCOMPARE(PlayerSetup::evenGame(1620).description(), QStringLiteral("Computer (even, 1620)"));
    QCOMPARE(s.player(Side::X), PlayerSetup::human());
    // A side switched to a level is no longer even.
    s.setPlayer(Side::O, PlayerSetup::engine(Level::Easy));
    QVERIFY(!s.player(Side::O).isEven());
}

void TestAppSettings::theEvenGamesPointIsKeptWithTheGameInProgress() {
    // The game in progress keeps the point its even game plays at, so that
    // it goes on at the same strength after a restart.
    PgnGame pgn;
    SavedGame::putPlayers(pgn, {PlayerSetup::human(), PlayerSetup::evenGame(1630)});
    QCOMPARE(QString::fromStdString(pgn.tag("WhitePlayer")), QStringLiteral("even:1630"));
    QStringList problems;
    const auto players = SavedGame::takePlayers(pgn, {}, &problems);
    QVERIFY(problems.isEmpty());
    QCOMPARE(players[0], std::optional<PlayerSetup>(PlayerSetup::human()));
    QCOMPARE(players[1], std::optional<PlayerSetup>(PlayerSetup::evenGame(1630)));
    // A point off the scale is no player.
    pgn.set_tag("WhitePlayer", "even:99999");
    QVERIFY(!SavedGame::takePlayers(pgn, {}, &problems)[1]);
    QCOMPARE(problems.size(), 1);
}

void TestAppSettings::aDamagedValueFallsBackToItsDefaultWithAWarning_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("key");
    QTest::newRow("bool") << QByteArray("[view]\nshowCoordinates=banana\n") << "showCoordinates";
    QTest::newRow("speed") << QByteArray("[view]\nanimationSpeed=42\n") << "animationSpeed";
    QTest::newRow("theme") << QByteArray("[view]\ntheme=purple\n") << "theme";
    QTest::newRow("pause, negative") << QByteArray("[view]\ncomputerPause=-5\n") << "computerPause";
    QTest::newRow("pause, huge") << QByteArray("[view]\ncomputerPause=99999999999\n")
                                 << "computerPause";
    QTest::newRow("player") << QByteArray("[players]\nx=grandmaster\n") << "players/x";
    QTest::newRow("player, even with a point")
        << QByteArray("[players]\nx=even:1500\n") << "players/x";
    QTest::newRow("name, control characters")
        << QByteArray("[players]\nxName=\"a\\x1b[31mb\"\n") << "players/xName";
    QTest::newRow("board, not a FEN") << QByteArray("[game]\nstart=chess\n") << "game/start";
    QTest::newRow("board, no pieces")
        << QByteArray("[game]\nstart=7/7/7/7/7/7/7 x 0 1\n") << "game/start";
    QTest::newRow("stuck rule") << QByteArray("[rules]\nwhenStuck=cry\n") << "rules/whenStuck";
    QTest::newRow("halfmove limit")
        << QByteArray("[rules]\nhalfmoveLimit=1e9\n") << "rules/halfmoveLimit";
    QTest::newRow("repetition") << QByteArray("[rules]\nthreefoldRepetition=maybe\n")
                                << "rules/threefoldRepetition";
    QTest::newRow("language") << QByteArray("[General]\nlanguage=tlh\n") << "language";
}

void TestAppSettings::aDamagedValueFallsBackToItsDefaultWithAWarning() {
    QFETCH(QByteArray, line);
    QFETCH(QString, key);
    writeSettingsFile(line);
    QTest::ignoreMessage(
        QtWarningMsg,
        QRegularExpression(
            QStringLiteral("setting .*%1.*makes no sense").arg(QRegularExpression::escape(key))));
    {
        AppSettings s;
        QCOMPARE(s.showCoordinates(), true);
        QCOMPARE(s.animationSpeed(), AnimationSpeed::Normal);
        QCOMPARE(s.theme(), ThemeChoice::System);
        QCOMPARE(s.computerPause(), 400);
        QCOMPARE(s.player(Side::X), PlayerSetup::human());
        QCOMPARE(s.playerName(Side::X), QString());
        QCOMPARE(QString::fromStdString(write_fen(s.startPosition())),
                 QString::fromLatin1(start_fen));
        QCOMPARE(s.rules(), Rules{});
        QCOMPARE(s.language(), QString());
    }
    // The bad value is gone: a second reading is quiet (an unexpected warning fails the test).
    QTest::failOnWarning(QRegularExpression(QStringLiteral("makes no sense")));
    AppSettings again;
    QCOMPARE(again.computerPause(), 400);
    QCOMPARE(again.rules(), Rules{});
    QCOMPARE(QString::fromStdString(write_fen(again.startPosition())),
             QString::fromLatin1(start_fen));
}

void TestAppSettings::aGarbageSettingsFileStillStartsTheAppWithDefaults() {
    // Every value damaged, and lines that are not settings at all.
    writeSettingsFile("\x01\x02 garbage \xff\xfe\n[view\nshowLegalMoves=perhaps\nshowLastMove=\n"
                      "showCoordinates=2\nanimationSpeed=warp\ntheme=\ncomputerPause=soon\n"
                      "[players]\nx=human:god\no=\nxName=\"" +
                      QByteArray(500, 'n') +
                      "\"\n[game]\nstart=x5o/7/7/7/7/7/o5xx x 0 1\n[rules]\nwhenStuck=0\n"
                      "halfmoveLimit=many\nthreefoldRepetition=2\n[layouts]\nsize=3\n1\\name=\n"
                      "1\\fen=x\n[General]\nlanguage=--\n");
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Game& game = window.controller()->game();
    QCOMPARE(QString::fromStdString(write_fen(game.position())), QString::fromLatin1(start_fen));
    QCOMPARE(game.rules(), Rules{});
    QVERIFY(!window.controller()->isComputer(Side::X));
    QVERIFY(window.controller()->isComputer(Side::O));
    QCOMPARE(window.controller()->player(Side::O).level, Level::Medium);
    QVERIFY(window.boardView()->showsCoordinates());
    QCOMPARE(window.boardView()->animationSpeed(), AnimationSpeed::Normal);
    QCOMPARE(window.boardView()->themeChoice(), ThemeChoice::System);
    QCOMPARE(window.controller()->computerPause(), 400);
    QVERIFY(window.actions().showLegalMoves->isChecked());
    QVERIFY(window.actions().speed(AnimationSpeed::Normal)->isChecked());
    QVERIFY(AppSettings().savedLayouts().isEmpty());
}

void TestAppSettings::brokenSavedLayoutsAreLeftOut() {
    writeSettingsFile("[layouts]\nsize=3\n1\\name=Good\n1\\fen=x5o/7/7/3-3/7/7/o5x x 0 1\n"
                      "2\\name=No pieces\n2\\fen=7/7/7/7/7/7/7 x 0 1\n3\\name=\n"
                      "3\\fen=x5o/7/7/7/7/7/o5x x 0 1\n");
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("layouts/2")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("layouts/3")));
    const QList<SavedLayout> layouts = AppSettings().savedLayouts();
    QCOMPARE(layouts.size(), 1);
    QCOMPARE(layouts.front().name, QStringLiteral("Good"));
    // Rewritten without them.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("makes no sense")));
    QCOMPARE(AppSettings().savedLayouts().size(), 1);
}

void TestAppSettings::aGameSurvivesAClosedWindow() {
    QStringList moves;
    QString fen;
    {
        Window w;
        w.window.document()->offerSavedGame();
        QVERIFY(w.prompter->questions.isEmpty()); // nothing saved yet
        GameController* c = w.window.controller();
        for (const char* move : {"b6", "b2", "a7c5", "g7e6"}) {
            const auto m = read_move(c->game().position(), move);
            QVERIFY2(m, move);
            QVERIFY(c->playHumanMove(*m));
        }
        moves = moveTexts(c->game());
        fen = QString::fromStdString(write_fen(c->game().position()));
        QVERIFY(w.window.close());
    }
    QVERIFY(QFile::exists(SavedGame().path()));

    Window w;
    QCOMPARE(w.window.controller()->game().length(), 0);
    w.window.document()->offerSavedGame();
    QCOMPARE(w.prompter->questions.size(), 1);
    // Counted as the move list counts: four moves fill two rows, and Black plays move 3.
    QVERIFY2(w.prompter->questions.front().contains(QStringLiteral("move 3, Black to play")),
             qPrintable(w.prompter->questions.front()));
    // Nothing changes until the answer.
    QCOMPARE(w.window.controller()->game().length(), 0);
    w.prompter->pending(true);
    const Game& game = w.window.controller()->game();
    QCOMPARE(moveTexts(game), moves);
    QCOMPARE(QString::fromStdString(write_fen(game.position())), fen);
    QCOMPARE(w.window.moveListView()->rowCount(), 2);
    QVERIFY(w.window.boardView()->isInteractive());
}

void TestAppSettings::anUndoneMoveComesBackAsARedo() {
    {
        Window w;
        w.window.document()->enableAutosave();
        GameController* c = w.window.controller();
        for (const char* move : {"b6", "b2", "c5"})
            QVERIFY(c->playHumanMove(*read_move(c->game().position(), move)));
        c->undo();
        QCOMPARE(c->game().ply(), 2);
    }
    Window w;
    w.window.document()->offerSavedGame();
    w.prompter->pending(true);
    QCOMPARE(w.window.controller()->game().length(), 3);
    QCOMPARE(w.window.controller()->game().ply(), 2);
    QVERIFY(w.window.controller()->canRedo());
}

void TestAppSettings::escapeOnTheQuestionGoesOnWithTheGame() {
    {
        Window w;
        w.window.document()->enableAutosave();
        GameController* c = w.window.controller();
        QVERIFY(c->playHumanMove(*read_move(c->game().position(), "b6")));
    }
    // The app's own message box: Escape is no answer, so nothing is thrown away.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->offerSavedGame();
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox*>()) && box->isVisible());
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_COMPARE(window.controller()->game().length(), 1);
    QVERIFY(QFile::exists(SavedGame().path()));
}

void TestAppSettings::aGameGivenAtStartLeavesTheUnfinishedGameForLater() {
    {
        Window w;
        w.window.document()->enableAutosave();
        GameController* c = w.window.controller();
        for (const char* move : {"b6", "b2"})
            QVERIFY(c->playHumanMove(*read_move(c->game().position(), move)));
    }
    {
        // Started with a game of its own (a file, --board, --demo): the unfinished
        // game is neither offered nor overwritten by this run's moves.
        Window w;
        QVERIFY(!w.window.document()->enableAutosaveUnlessAGameWaits());
        GameController* c = w.window.controller();
        QVERIFY(c->playHumanMove(*read_move(c->game().position(), "f2")));
        QVERIFY(w.prompter->questions.isEmpty());
    }
    {
        // The next plain start offers it, whole.
        Window w;
        w.window.document()->offerSavedGame();
        QCOMPARE(w.prompter->questions.size(), 1);
        w.prompter->pending(true);
        QCOMPARE(moveTexts(w.window.controller()->game()),
                 QStringList({QStringLiteral("b6"), QStringLiteral("b2")}));
    }
    // With nothing waiting, such a start keeps its game as usual.
    SavedGame().remove();
    {
        Window w;
        QVERIFY(w.window.document()->enableAutosaveUnlessAGameWaits());
        GameController* c = w.window.controller();
        QVERIFY(c->playHumanMove(*read_move(c->game().position(), "f2")));
    }
    Window w;
    w.window.document()->offerSavedGame();
    QCOMPARE(w.prompter->questions.size(), 1);
}

void TestAppSettings::aStartWithALongHalfmoveClockIsKept() {
    // Fine without a halfmove limit; the clock is not checked against the default one.
    const QString fen = QStringLiteral("x5o/7/7/7/7/7/o5x x 120 80");
    Rules noLimit;
    noLimit.halfmove_limit = 0;
    {
        AppSettings s;
        s.setRules(noLimit);
        s.setStartPosition(*read_fen(fen.toStdString(), noLimit));
    }
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
    const AppSettings s;
    QCOMPARE(QString::fromStdString(write_fen(s.startPosition())), fen);
    QCOMPARE(s.rules().halfmove_limit, 0);
}

void TestAppSettings::aDeclinedGameIsForgotten() {
    {
        Window w;
        w.window.document()->enableAutosave();
        GameController* c = w.window.controller();
        QVERIFY(c->playHumanMove(*read_move(c->game().position(), "b6")));
    }
    {
        Window w;
        w.window.document()->offerSavedGame();
        QCOMPARE(w.prompter->questions.size(), 1);
        w.prompter->pending(false);
        QCOMPARE(w.window.controller()->game().length(), 0);
        QVERIFY(!QFile::exists(SavedGame().path()));
    }
    Window w;
    w.window.document()->offerSavedGame();
    QVERIFY(w.prompter->questions.isEmpty());
}

void TestAppSettings::aGameSurvivesACrashBecauseEveryMoveIsSaved() {
    // No close: the file must already hold each move as it is played.
    auto w = std::make_unique<Window>();
    w->window.document()->enableAutosave();
    GameController* c = w->window.controller();
    QVERIFY(c->playHumanMove(*read_move(c->game().position(), "b6")));
    auto saved = SavedGame().read();
    QVERIFY(saved);
    QCOMPARE(saved->game.length(), 1);
    QVERIFY(c->playHumanMove(*read_move(c->game().position(), "b2")));
    saved = SavedGame().read();
    QVERIFY(saved);
    QCOMPARE(moveTexts(saved->game), (QStringList{"b6", "b2"}));
    // The rules and a non-standard board travel with it.
    Position hex = BoardPresets::startPosition(QStringLiteral("hexxagon"));
    hex.set_rules({StuckRule::Fill, 30, true});
    w->window.startGame(hex);
    QVERIFY(!QFile::exists(SavedGame().path())); // a new game without moves replaces it
    QVERIFY(c->playHumanMove(*read_move(c->game().position(), "e8")));
    saved = SavedGame().read();
    QVERIFY(saved);
    QCOMPARE(saved->game.rules(), (Rules{StuckRule::Fill, 30, true}));
    QCOMPARE(QString::fromStdString(write_fen(saved->game.start_position())),
             QString::fromLatin1(hexxagon_fen));
}

void TestAppSettings::nothingIsOfferedForAFinishedGameOrANewOne() {
    {
        Window w;
        w.window.document()->enableAutosave();
        // A game one move from its end: Black fills the last cell.
        w.window.startGame(*read_fen("xxxo/xxoo/oox1 x 0 1"));
        GameController* c = w.window.controller();
        QVERIFY(c->playHumanMove(*read_move(c->game().position(), "d1")));
        QVERIFY(c->game().result().over());
    }
    Window w;
    w.window.document()->offerSavedGame();
    QVERIFY(w.prompter->questions.isEmpty());
}

void TestAppSettings::aDamagedSavedGameIsNotOffered() {
    QDir().mkpath(QFileInfo(SavedGame().path()).absolutePath());
    QFile file(SavedGame().path());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"x\"]\n\n1. b6 z9 *\n");
    file.close();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot be read")));
    Window w;
    w.window.document()->offerSavedGame();
    QVERIFY(w.prompter->questions.isEmpty());
    QCOMPARE(w.window.controller()->game().length(), 0);
}

QTEST_MAIN(TestAppSettings)
#include "tst_appsettings.moc"

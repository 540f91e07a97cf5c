// The window on a real desktop: an X server with a window manager (Xvfb and
// openbox, started by run-on-desktop), where maximising, the saved geometry
// and docks, the smallest size and dialogs behave as a person sees them,
// unlike on the offscreen platform of the other widget tests. The program
// itself (`ataxx`) is started too, as a person starts it again after closing
// it, and closed as the window manager closes it.

#include "game/savedgame.h"
#include "mainwindow.h"
#include "notation.h"
#include "pgn.h"
#include "settings/appsettings.h"
#include "testwindow.h"
#include "watch/watchmode.h"

#include <QDataStream>
#include <QDockWidget>
#include <QIODevice>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include <memory>

using namespace ataxx;
using ataxx::test::eventTimeoutMs;
using ataxx::test::TestWindow;
using ataxx::test::WindowSetup;

namespace {

// Runs a small X tool and returns what it printed; empty when it failed.
QString xTool(const QString& program, const QStringList& arguments) {
    QProcess tool;
    tool.start(program, arguments);
    if (!tool.waitForFinished(eventTimeoutMs) || tool.exitCode() != 0) return {};
    return QString::fromUtf8(tool.readAllStandardOutput()).trimmed();
}

// The program `ataxx`, started as a person starts it, on the same settings.
class RunningApp {
public:
    RunningApp() {
        m_process.setProgram(QStringLiteral(ATAXX_APP_PATH));
        m_process.setProcessChannelMode(QProcess::ForwardedChannels);
        m_process.start();
        m_process.waitForStarted(eventTimeoutMs);
    }
    ~RunningApp() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(eventTimeoutMs);
        }
    }
    RunningApp(const RunningApp&) = delete;
    RunningApp& operator=(const RunningApp&) = delete;

    [[nodiscard]] bool running() const { return m_process.state() != QProcess::NotRunning; }

    // Its main window, once the window manager shows it; empty when it never does.
    [[nodiscard]] QString waitForWindow() {
        QString id;
        // Until it shows a window or ends; which of the two, the caller reads.
        static_cast<void>(QTest::qWaitFor(
            [this, &id] {
                if (!running()) return true;
                id = xTool(QStringLiteral("xdotool"),
                           {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                            QStringLiteral("--pid"), QString::number(m_process.processId()),
                            QStringLiteral("--name"), QStringLiteral("Ataxx")})
                         .section(QLatin1Char('\n'), 0, 0);
                return !id.isEmpty();
            },
            eventTimeoutMs));
        return running() ? id : QString();
    }

    // Closed as the window manager closes a window (its close button).
    [[nodiscard]] bool closeThroughTheWindowManager(const QString& window) {
        xTool(QStringLiteral("wmctrl"), {QStringLiteral("-i"), QStringLiteral("-c"), window});
        return m_process.waitForFinished(eventTimeoutMs);
    }

    [[nodiscard]] int exitCode() const { return m_process.exitCode(); }
    // How it ended, for a failure's message.
    [[nodiscard]] QByteArray end() const {
        return running() ? QByteArray("still running")
                         : QStringLiteral("ended: %1, exit code %2")
                               .arg(m_process.exitStatus() == QProcess::CrashExit
                                        ? QStringLiteral("crashed")
                                        : QStringLiteral("exited"))
                               .arg(m_process.exitCode())
                               .toLocal8Bit();
    }
    [[nodiscard]] QProcess::ExitStatus exitStatus() const { return m_process.exitStatus(); }

private:
    QProcess m_process;
};

bool isMaximisedOnScreen(const QString& window) {
    const QString state = xTool(QStringLiteral("xprop"),
                                {QStringLiteral("-id"), window, QStringLiteral("_NET_WM_STATE")});
    return state.contains(QStringLiteral("_NET_WM_STATE_MAXIMIZED_VERT")) &&
           state.contains(QStringLiteral("_NET_WM_STATE_MAXIMIZED_HORZ"));
}

// Waits until the window manager has maximised `window` and Qt has laid it out.
bool waitUntilMaximised(QWidget& window) {
    const QSize screen = window.screen()->availableGeometry().size();
    return QTest::qWaitFor(
        [&] {
            return window.isMaximized() && window.width() > screen.width() * 9 / 10 &&
                   window.height() > screen.height() * 8 / 10;
        },
        eventTimeoutMs);
}

// A window state as QMainWindow::saveState writes it, for layout `version`
// of the docks and toolbars.
QByteArray stateOfVersion(int version) {
    TestWindow w(WindowSetup::asTheAppStartsIt());
    w.window.watchMode()->outputDock()->show();
    return w.window.saveState(version);
}

} // namespace

class TestDesktop : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void closedMaximisedWithBothDocksItStartsAgainTwice();
    void anyBytesSavedForTheWindowLetItStart_data();
    void anyBytesSavedForTheWindowLetItStart();
    void aStartThatDiedRestoringTheWindowIsFollowedByOneThatStarts();
    void theSmallestWindowHidesNothing();
    void aDialogOpensOverTheWindowOnTheScreen();
    void everyAnswerToGoOnWithTheLastGameKeepsTheGameOpen_data();
    void everyAnswerToGoOnWithTheLastGameKeepsTheGameOpen();
    void helpAndVersionNeedNoDisplay();
};

void TestDesktop::initTestCase() {
    QVERIFY2(QGuiApplication::platformName() == QLatin1String("xcb"),
             "run through tests/desktop/run-on-desktop, on an X server with a window manager");
    // The settings of the program itself, so that `ataxx` started from here
    // finds what the windows of this test saved (run-on-desktop gives the
    // run a settings folder of its own).
    QCoreApplication::setOrganizationName(QStringLiteral("Ataxx"));
    QCoreApplication::setApplicationName(QStringLiteral("ataxx"));
}

void TestDesktop::init() {
    AppSettings().clear();
}

void TestDesktop::closedMaximisedWithBothDocksItStartsAgainTwice() {
    {
        // As a person does it: both docks from the View menu, the window
        // manager's maximise, then the window's close.
        TestWindow w(WindowSetup::asTheAppStartsIt());
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        for (const char* name : {"showEngineOutput", "showGraph"})
            w.window.findChild<QAction*>(QLatin1StringView(name))->trigger();
        w.window.showMaximized();
        QVERIFY(waitUntilMaximised(w.window));
        QTRY_VERIFY(w.window.watchMode()->outputDock()->isVisible() &&
                    w.window.watchMode()->graphDock()->isVisible());
        QVERIFY(w.window.close());
    }
    for (int start = 1; start <= 2; ++start) {
        RunningApp app;
        const QString window = app.waitForWindow();
        QVERIFY2(!window.isEmpty(), qPrintable(QStringLiteral("start %1: no window").arg(start)));
        // Past the moment the crash came: the window manager's maximise and
        // the layout after it, and the start counted as through.
        QTest::qWait(MainWindow::restoredAfterMs + 2000);
        QVERIFY2(app.running(), qPrintable(QStringLiteral("start %1 ended by itself").arg(start)));
        QVERIFY2(isMaximisedOnScreen(window),
                 qPrintable(QStringLiteral("start %1 is not maximised").arg(start)));
        QVERIFY(app.closeThroughTheWindowManager(window));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        QVERIFY(!AppSettings().windowRestoring());
    }
    // And in this process too, where the test can see the docks: maximised,
    // with both docks, as it was closed.
    TestWindow again(WindowSetup::asTheAppStartsIt());
    QVERIFY(waitUntilMaximised(again.window));
    QTRY_VERIFY(again.window.watchMode()->outputDock()->isVisible());
    QVERIFY(again.window.watchMode()->graphDock()->isVisible());
    QTest::qWait(500);
    QVERIFY(again.window.isVisible());
}

void TestDesktop::anyBytesSavedForTheWindowLetItStart_data() {
    QTest::addColumn<QByteArray>("geometry");
    QTest::addColumn<QByteArray>("state");

    QByteArray geometry;
    QByteArray state;
    {
        TestWindow w(WindowSetup::asTheAppStartsIt());
        for (const char* name : {"showEngineOutput", "showGraph"})
            w.window.findChild<QAction*>(QLatin1StringView(name))->trigger();
        w.window.showMaximized();
        QVERIFY(waitUntilMaximised(w.window));
        geometry = w.window.saveGeometry();
        state = w.window.saveState(MainWindow::windowStateVersion);
    }
    QTest::newRow("truncated") << geometry.left(geometry.size() / 2)
                               << state.left(state.size() / 2);
    QByteArray noise(700, '\0');
    for (int i = 0; i < noise.size(); ++i) noise[i] = static_cast<char>((i * 151 + 7) % 256);
    QTest::newRow("noise") << noise << noise;
    QTest::newRow("another layout version") << geometry << stateOfVersion(0);
    // A window saved on a larger screen, far to the right of this one.
    QByteArray elsewhere = geometry;
    {
        TestWindow w(WindowSetup::asTheAppStartsIt());
        w.window.setGeometry(5000, 3000, 1800, 1400);
        elsewhere = w.window.saveGeometry();
    }
    QTest::newRow("another screen") << elsewhere << state;
}

void TestDesktop::anyBytesSavedForTheWindowLetItStart() {
    QFETCH(QByteArray, geometry);
    QFETCH(QByteArray, state);
    {
        AppSettings settings;
        settings.setWindowGeometry(geometry);
        settings.setWindowState(state);
    }
    RunningApp app;
    const QString window = app.waitForWindow();
    QVERIFY(!window.isEmpty());
    QTest::qWait(MainWindow::restoredAfterMs + 1000);
    QVERIFY(app.running());
    QVERIFY(app.closeThroughTheWindowManager(window));
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 0);

    // On the screen, where a person can reach it.
    TestWindow w(WindowSetup::asTheAppStartsIt());
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const QRect screen = w.window.screen()->availableGeometry();
    QTRY_VERIFY(screen.intersects(w.window.frameGeometry()));
    QVERIFY(screen.contains(w.window.frameGeometry().center()));
}

void TestDesktop::aStartThatDiedRestoringTheWindowIsFollowedByOneThatStarts() {
    {
        TestWindow w(WindowSetup::asTheAppStartsIt());
        w.window.watchMode()->outputDock()->show();
        w.window.showMaximized();
        QVERIFY(waitUntilMaximised(w.window));
        QVERIFY(w.window.close());
    }
    // What a start that died while it restored the window leaves behind.
    AppSettings().setWindowRestoring(true);
    TestWindow w(WindowSetup::asTheAppStartsIt());
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QTest::qWait(1000);
    QVERIFY(!w.window.isMaximized());
    QVERIFY(w.window.watchMode()->outputDock()->isHidden());
    QVERIFY2(w.window.statusText().contains(QStringLiteral("as new")),
             qPrintable(w.window.statusText()));
    // And it counts as through once it has been shown a while.
    QTRY_VERIFY_WITH_TIMEOUT(!AppSettings().windowRestoring(), eventTimeoutMs);
}

void TestDesktop::theSmallestWindowHidesNothing() {
    TestWindow w(WindowSetup::asTheAppStartsIt());
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const QString window = QString::number(w.window.winId());
    // Smaller than the window allows, as a person drags its corner: the
    // window manager stops at the window's minimum.
    xTool(QStringLiteral("wmctrl"), {QStringLiteral("-i"), QStringLiteral("-r"), window,
                                     QStringLiteral("-e"), QStringLiteral("0,20,20,300,200")});
    QTRY_COMPARE_WITH_TIMEOUT(w.window.size(), MainWindow::minimumWindowSize, eventTimeoutMs);
    // Every toolbar's buttons on screen, none behind an extension arrow,
    // once the toolbars have been fitted to the new width.
    const auto hidden = [&w] {
        QStringList bars;
        for (QToolBar* bar : w.window.findChildren<QToolBar*>()) {
            if (!bar->isVisible()) continue;
            for (QToolButton* extension : bar->findChildren<QToolButton*>(
                     QStringLiteral("qt_toolbar_ext_button"), Qt::FindDirectChildrenOnly))
                if (extension->isVisible()) bars << bar->windowTitle();
        }
        return bars;
    };
    QTRY_COMPARE_WITH_TIMEOUT(hidden(), QStringList(), eventTimeoutMs);
    // The whole board inside the window.
    BoardView* board = w.board();
    const QRect boardInWindow(board->mapTo(&w.window, QPoint(0, 0)), board->size());
    QVERIFY(w.window.rect().contains(boardInWindow));
    const QRectF drawn = board->boardRect();
    QVERIFY(drawn.width() > 250 && drawn.height() > 250);
}

void TestDesktop::aDialogOpensOverTheWindowOnTheScreen() {
    TestWindow w(WindowSetup::asTheAppStartsIt());
    xTool(QStringLiteral("wmctrl"),
          {QStringLiteral("-i"), QStringLiteral("-r"), QString::number(w.window.winId()),
           QStringLiteral("-e"), QStringLiteral("0,300,200,940,680")});
    QTRY_VERIFY_WITH_TIMEOUT(w.window.frameGeometry().left() >= 250, eventTimeoutMs);
    w.window.showSettings();
    QWidget* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = QApplication::activeModalWidget()
                                           ? QApplication::activeModalWidget()
                                           : QApplication::activeWindow()) &&
                                 dialog != &w.window,
                             eventTimeoutMs);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // Over the window it belongs to, whole on the screen.
    QTRY_VERIFY_WITH_TIMEOUT(w.window.frameGeometry().contains(dialog->frameGeometry().center()),
                             eventTimeoutMs);
    QVERIFY(dialog->screen()->availableGeometry().contains(dialog->frameGeometry()));
    dialog->close();
}

void TestDesktop::everyAnswerToGoOnWithTheLastGameKeepsTheGameOpen_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("keys"); // as xdotool names them; none: the close button
    for (const char* language : {"fr", "en"}) {
        const auto row = [language](const char* how, const QStringList& keys) {
            QTest::addRow("%s, %s", language, how) << QString::fromLatin1(language) << keys;
        };
        row("Enter", {QStringLiteral("Return")});
        row("Escape", {QStringLiteral("Escape")});
        row("the Yes mnemonic", {QStringLiteral("alt+o"), QStringLiteral("alt+y")});
        row("the No mnemonic", {QStringLiteral("alt+n")});
        row("Tab to No, then Space", {QStringLiteral("Tab"), QStringLiteral("space")});
        row("the window manager's close", {});
    }
}

void TestDesktop::everyAnswerToGoOnWithTheLastGameKeepsTheGameOpen() {
    QFETCH(QString, language);
    QFETCH(QStringList, keys);
    AppSettings().setLanguage(language);
    // An unfinished game of the last run, as the autosave leaves it.
    Game game;
    QVERIFY(game.play(read_move(game.position(), "b6").value()));
    PgnGame pgn;
    pgn.game = game;
    QVERIFY(SavedGame().write(pgn));

    RunningApp app;
    QVERIFY(!app.waitForWindow().isEmpty());
    // The question, a window of its own over the game's.
    QString question;
    QVERIFY(QTest::qWaitFor(
        [&] {
            question = xTool(QStringLiteral("xdotool"),
                             {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                              QStringLiteral("--name"), QStringLiteral("\\?$")})
                           .section(QLatin1Char('\n'), 0, 0);
            return !question.isEmpty();
        },
        eventTimeoutMs));
    if (keys.isEmpty()) {
        xTool(QStringLiteral("wmctrl"), {QStringLiteral("-i"), QStringLiteral("-c"), question});
    } else {
        xTool(QStringLiteral("xdotool"),
              {QStringLiteral("windowactivate"), QStringLiteral("--sync"), question});
        for (const QString& key : keys)
            xTool(QStringLiteral("xdotool"), {QStringLiteral("key"), key});
    }
    // The question goes; the game's window stays, and the program with it.
    QVERIFY(QTest::qWaitFor(
        [&] {
            return xTool(QStringLiteral("xdotool"),
                         {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                          QStringLiteral("--name"), QStringLiteral("\\?$")})
                .isEmpty();
        },
        eventTimeoutMs));
    QTest::qWait(1500);
    QVERIFY2(app.running(), app.end().constData());
    const QString window = app.waitForWindow();
    QVERIFY2(!window.isEmpty(), app.end().constData());
    QVERIFY(app.closeThroughTheWindowManager(window));
    QCOMPARE(app.exitCode(), 0);
}

void TestDesktop::helpAndVersionNeedNoDisplay() {
    // As on a terminal without a display (ssh, a build machine): the window's
    // platform could not start there, and --help and --version need none.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    for (const auto& [option, expected] :
         {std::pair{QStringLiteral("--version"), QStringLiteral("ataxx " ATAXX_VERSION)},
          std::pair{QStringLiteral("--help"), QStringLiteral("--board <board>")}}) {
        QProcess app;
        app.setProcessEnvironment(environment);
        app.start(QStringLiteral(ATAXX_APP_PATH), {option});
        QVERIFY(app.waitForFinished(eventTimeoutMs));
        const QString output = QString::fromUtf8(app.readAllStandardOutput());
        QVERIFY2(app.exitStatus() == QProcess::NormalExit && app.exitCode() == 0,
                 qPrintable(option + QStringLiteral(": ") +
                            QString::fromUtf8(app.readAllStandardError())));
        QVERIFY2(output.contains(expected), qPrintable(output));
    }
}

QTEST_MAIN(TestDesktop)
#include "tst_desktop.moc"

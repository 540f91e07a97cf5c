// The ataxx program: the game's window, with a few command-line options to
// start from a position, a board, a game file or with other players. Started
// without any of them, it offers the unfinished game of the last run.

#include "board/boardpresets.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "game/messagetext.h"
#include "help/screenshotmode.h"
#include "mainwindow.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "watch/watchmode.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>

namespace {

bool readPlayer(const QString& text, ataxx::PlayerSetup& player) {
    if (text.compare(QLatin1StringView("human"), Qt::CaseInsensitive) == 0) {
        player.computer = false;
        return true;
    }
    player.computer = true;
    return ataxx::level_from_string(text.toStdString(), player.level);
}

int fail(const QString& message) {
    QTextStream(stderr) << "ataxx: " << message << '\n';
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ataxx"));
    QApplication::setApplicationName(QStringLiteral("ataxx"));
    QApplication::setApplicationDisplayName(QStringLiteral("Ataxx"));
    QApplication::setApplicationVersion(QStringLiteral(ATAXX_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("ataxx"));
    QApplication::setWindowIcon(ataxx::MainWindow::applicationIcon());
    ataxx::Languages::install(ataxx::AppSettings().language());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Ataxx and Hexxagon against a friend or the computer."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fen(QStringLiteral("fen"),
                                 QApplication::translate("main", "Start from this position."),
                                 QStringLiteral("FEN"));
    QStringList boards;
    for (const auto& preset : ataxx::BoardPresets::all()) boards << preset.key;
    const QCommandLineOption board(
        QStringLiteral("board"),
        QApplication::translate("main", "Start a new game on a board, which new games keep: %1.")
            .arg(boards.join(", ")),
        QStringLiteral("board"));
    const QCommandLineOption black(
        QStringLiteral("black"),
        QApplication::translate(
            "main", "Who plays Black (x): human, or a level from very-easy to very-hard."),
        QStringLiteral("player"));
    const QCommandLineOption white(
        QStringLiteral("white"),
        QApplication::translate("main", "Who plays White (o), as for --black."),
        QStringLiteral("player"));
    const QCommandLineOption settings(
        QStringLiteral("settings"), QApplication::translate("main", "Open the settings at once."));
    parser.addOptions({fen, board, black, white, settings});
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QApplication::translate("main",
                                "Start a game between two computers on the board of a new game."));
    parser.addOption(demo);
    // For scripts/make-screenshots only, so not in --help: see ScreenshotMode.
    QCommandLineOption screenshot(QStringLiteral("screenshot"), QString(), QStringLiteral("png"));
    QCommandLineOption screenshotPly(QStringLiteral("screenshot-ply"), QString(),
                                     QStringLiteral("moves"));
    QCommandLineOption screenshotYou(QStringLiteral("screenshot-you"), QString());
    QCommandLineOption screenshotReview(QStringLiteral("screenshot-review"), QString());
    QCommandLineOption screenshotPuzzles(QStringLiteral("screenshot-puzzles"), QString());
    QCommandLineOption screenshotSearches(QStringLiteral("screenshot-searches"), QString(),
                                          QStringLiteral("file"));
    for (QCommandLineOption* option :
         {&screenshot, &screenshotPly, &screenshotYou, &screenshotReview, &screenshotSearches,
          &screenshotPuzzles}) {
        option->setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(*option);
    }
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A game file (PGN) to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    ataxx::MainWindow window;
    // Before any computer is chosen: nothing moves until the picture's game is loaded.
    ataxx::ScreenshotMode* shooter = nullptr;
    if (parser.isSet(screenshot)) {
        ataxx::ScreenshotMode::Plan plan;
        plan.path = parser.value(screenshot);
        plan.game = parser.positionalArguments().value(0);
        plan.ply = parser.isSet(screenshotPly) ? parser.value(screenshotPly).toInt() : -1;
        plan.you = parser.isSet(screenshotYou);
        plan.review = parser.isSet(screenshotReview);
        plan.searches = parser.value(screenshotSearches);
        plan.puzzles = parser.isSet(screenshotPuzzles);
        shooter = new ataxx::ScreenshotMode(&window, plan);
    }
    for (const auto& [option, side] :
         {std::pair{&black, ataxx::Side::X}, std::pair{&white, ataxx::Side::O}}) {
        if (!parser.isSet(*option)) continue;
        ataxx::PlayerSetup player = window.controller()->player(side);
        if (!readPlayer(parser.value(*option), player))
            return fail(
                QApplication::translate("main", "unknown player: %1").arg(parser.value(*option)));
        window.choosePlayer(side, player);
    }
    // A board or position from the command line is played by the rules of the settings.
    const ataxx::Rules rules = ataxx::AppSettings().rules();
    if (parser.isSet(board)) {
        if (!ataxx::BoardPresets::contains(parser.value(board)))
            return fail(
                QApplication::translate("main", "unknown board: %1").arg(parser.value(board)));
        // The board of later new games too, as if chosen in the settings.
        window.chooseBoard(ataxx::BoardPresets::startPosition(parser.value(board)));
    }
    if (parser.isSet(fen)) {
        const auto position = ataxx::read_fen(parser.value(fen).toStdString(), rules);
        if (!position)
            return fail(QApplication::translate("main", "bad FEN: %1")
                            .arg(ataxx::MessageText::of(position.message())));
        window.startGame(*position);
    }
    window.show();
    const bool gameGiven = parser.isSet(board) || parser.isSet(fen) || parser.isSet(demo) ||
                           !parser.positionalArguments().isEmpty();
    // The picture's game is the screenshot mode's to load, with the players given.
    if (!parser.positionalArguments().isEmpty() && !shooter)
        window.document()->openFile(parser.positionalArguments().front());
    // The game of the last run is offered only when no other game was asked
    // for. When one was, an unfinished game of the last run waits, untouched,
    // for the next start without one; otherwise the game from now on is kept.
    if (gameGiven)
        window.document()->enableAutosaveUnlessAGameWaits();
    else
        window.document()->offerSavedGame();
    if (parser.isSet(settings)) window.showSettings();
    if (parser.isSet(demo)) window.watchMode()->startDemo();
    if (shooter) shooter->start();
    return app.exec();
}

// The ataxx program: the game's window, with a few command-line options to
// start from a position, a board, a game file or with other players. Started
// without any of them, it offers the unfinished game of the last run.

#include "board/boardpresets.h"
#include "fen.h"
#include "game/gamedocument.h"
#include "game/messagetext.h"
#include "mainwindow.h"
#include "screenshotmode.h"
#include "settings/appsettings.h"
#include "settings/languages.h"
#include "watch/watchmode.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>

namespace {

int fail(const QString& message) {
    QTextStream(stderr) << "ataxx: " << message << '\n';
    return 2;
}

// The names Qt reads for the settings' folder, --version, the desktop entry.
void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("Ataxx"));
    QCoreApplication::setApplicationName(QStringLiteral("ataxx"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATAXX_VERSION));
}

// The command line's options, as --help lists them.
struct Options {
    QCommandLineOption fen{QStringLiteral("fen"),
                           QCoreApplication::translate("main", "Start from this position."),
                           QStringLiteral("FEN")};
    QCommandLineOption board{QStringLiteral("board"), QString(), QStringLiteral("board")};
    QCommandLineOption black{
        QStringLiteral("black"),
        QCoreApplication::translate(
            "main", "Who plays Black (x): human, or a level from very-easy to very-hard."),
        QStringLiteral("player")};
    QCommandLineOption white{
        QStringLiteral("white"),
        QCoreApplication::translate("main", "Who plays White (o), as for --black."),
        QStringLiteral("player")};
    QCommandLineOption settings{QStringLiteral("settings"),
                                QCoreApplication::translate("main", "Open the settings at once.")};
    QCommandLineOption demo{
        QStringLiteral("demo"),
        QCoreApplication::translate(
            "main", "Start a game between two computers on the board of a new game.")};
    // For scripts/make-screenshots only, so not in --help: see ScreenshotMode.
    QCommandLineOption screenshot{QStringLiteral("screenshot"), QString(), QStringLiteral("png")};
    QCommandLineOption screenshotPly{QStringLiteral("screenshot-ply"), QString(),
                                     QStringLiteral("moves")};
    QCommandLineOption screenshotYou{QStringLiteral("screenshot-you"), QString()};
    QCommandLineOption screenshotReview{QStringLiteral("screenshot-review"), QString()};
    QCommandLineOption screenshotPuzzles{QStringLiteral("screenshot-puzzles"), QString()};
    QCommandLineOption screenshotRating{QStringLiteral("screenshot-rating"), QString()};
    QCommandLineOption screenshotSearches{QStringLiteral("screenshot-searches"), QString(),
                                          QStringLiteral("file")};

    // Adds them all to `parser`, with --help and --version.
    void addTo(QCommandLineParser& parser) {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Ataxx and Hexxagon against a friend or the computer."));
        parser.addHelpOption();
        parser.addVersionOption();
        QStringList boards;
        for (const auto& preset : ataxx::BoardPresets::all()) boards << preset.key;
        board.setDescription(QCoreApplication::translate(
                                 "main", "Start a new game on a board, which new games keep: %1.")
                                 .arg(boards.join(", ")));
        parser.addOptions({fen, board, black, white, settings, demo});
        for (QCommandLineOption* option :
             {&screenshot, &screenshotPly, &screenshotYou, &screenshotReview, &screenshotSearches,
              &screenshotPuzzles, &screenshotRating}) {
            option->setFlags(QCommandLineOption::HiddenFromHelp);
            parser.addOption(*option);
        }
        parser.addPositionalArgument(
            QStringLiteral("file"),
            QCoreApplication::translate("main", "A game file (PGN) to open."),
            QStringLiteral("[file]"));
    }
};

// --help and --version need no window, so they are answered before there is
// a display to open: on a terminal without one (ssh, a build machine) too.
// Anything else, errors included, is for the parse under the GUI.
void answerHelpAndVersion(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    nameApplication();
    ataxx::Languages::install(ataxx::AppSettings().language());
    Options options;
    QCommandLineParser parser;
    options.addTo(parser);
    if (!parser.parse(QCoreApplication::arguments())) return;
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion(); // exits
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp();       // exits
}

} // namespace

int main(int argc, char** argv) {
    answerHelpAndVersion(argc, argv);
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Ataxx"));
    QApplication::setDesktopFileName(QStringLiteral("ataxx"));
    QApplication::setWindowIcon(ataxx::MainWindow::applicationIcon());
    ataxx::Languages::install(ataxx::AppSettings().language());

    Options options;
    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(app);

    ataxx::MainWindow window;
    // Before any computer is chosen: nothing moves until the picture's game is loaded.
    ataxx::ScreenshotMode* shooter = nullptr;
    if (parser.isSet(options.screenshot)) {
        ataxx::ScreenshotMode::Plan plan;
        plan.path = parser.value(options.screenshot);
        plan.game = parser.positionalArguments().value(0);
        plan.ply =
            parser.isSet(options.screenshotPly) ? parser.value(options.screenshotPly).toInt() : -1;
        plan.you = parser.isSet(options.screenshotYou);
        plan.review = parser.isSet(options.screenshotReview);
        plan.searches = parser.value(options.screenshotSearches);
        plan.puzzles = parser.isSet(options.screenshotPuzzles);
        plan.rating = parser.isSet(options.screenshotRating);
        shooter = new ataxx::ScreenshotMode(&window, plan);
    }
    for (const auto& [option, side] :
         {std::pair{&options.black, ataxx::Side::X}, std::pair{&options.white, ataxx::Side::O}}) {
        if (!parser.isSet(*option)) continue;
        // The player asked for, whole: nothing of the side's remembered one
        // (an even game, an external engine) stays.
        const auto player = ataxx::PlayerSetup::fromCommandLine(parser.value(*option));
        if (!player)
            return fail(
                QApplication::translate("main", "unknown player: %1").arg(parser.value(*option)));
        window.choosePlayer(side, *player);
    }
    // A board or position from the command line is played by the rules of the settings.
    const ataxx::Rules rules = ataxx::AppSettings().rules();
    if (parser.isSet(options.board)) {
        if (!ataxx::BoardPresets::contains(parser.value(options.board)))
            return fail(QApplication::translate("main", "unknown board: %1")
                            .arg(parser.value(options.board)));
        // The board of later new games too, as if chosen in the settings.
        window.chooseBoard(ataxx::BoardPresets::startPosition(parser.value(options.board)));
    }
    if (parser.isSet(options.fen)) {
        const auto position = ataxx::read_fen(parser.value(options.fen).toStdString(), rules);
        if (!position)
            return fail(QApplication::translate("main", "bad FEN: %1")
                            .arg(ataxx::MessageText::of(position.message())));
        window.startGame(*position);
    }
    window.show();
    // Players asked for make a game of their own too: the last run's game,
    // offered, would go on with its own players.
    const bool gameGiven = parser.isSet(options.board) || parser.isSet(options.fen) ||
                           parser.isSet(options.demo) || parser.isSet(options.black) ||
                           parser.isSet(options.white) || !parser.positionalArguments().isEmpty();
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
    if (parser.isSet(options.settings)) window.showSettings();
    if (parser.isSet(options.demo)) window.watchMode()->startDemo();
    if (shooter) shooter->start();
    return app.exec();
}

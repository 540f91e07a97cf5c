// ataxx-pgn: the file work of the games window on the command line, for
// people who keep many games (as pgn-extract does for chess). It reads game
// files, one after another, and writes their games back normalised on
// standard output, variations, comments and NAGs kept unless asked to leave
// them out; with --check it only reads them and says what each holds. A file
// that cannot be read is named with what is wrong and where (its game and
// line, from the reader), its games are not written, the next file is read
// all the same, and the exit status is 1.
#include "pgn.h"
#include "tools/cli.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

using ataxx::Game;
using ataxx::NodeId;
using ataxx::PgnGame;

// What the command line asked for.
struct PgnCommand {
    std::vector<std::string> files;
    bool check = false;
    bool no_variations = false;
    bool no_comments = false;
};

// How a file is named in the messages: as given, and standard input as grep
// names it.
std::string display_name(const std::string& file) {
    return file == "-" ? "(standard input)" : file;
}

// The whole text of a file ("-": standard input), or false with the reason
// in `error` ("cannot open: No such file or directory"). Read as bytes: the
// reader names a byte that is no character itself.
bool read_file(const std::string& file, std::string& text, std::string& error) {
    std::FILE* in = file == "-" ? stdin : std::fopen(file.c_str(), "rb");
    if (in == nullptr) {
        error = std::string("cannot open: ") + std::strerror(errno);
        return false;
    }
    char buffer[1 << 16];
    std::size_t count = 0;
    while ((count = std::fread(buffer, 1, sizeof buffer, in)) > 0) text.append(buffer, count);
    const bool failed = std::ferror(in) != 0;
    const int cause = errno; // a directory opens, and fails here: "Is a directory"
    if (in != stdin) std::fclose(in);
    if (failed) error = std::string("cannot read: ") + std::strerror(cause);
    return !failed;
}

// The main line alone: every variation, at every move of it, deleted (the
// moves, their notes and the result on the main line stay as they are).
void drop_variations(Game& game) {
    for (NodeId node = Game::root; !game.children(node).empty(); node = game.children(node).front())
        while (game.children(node).size() > 1) game.delete_variation(game.children(node).back());
}

// "1 game", "12 games".
std::string counted(long long count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

// What --check prints of a file that reads: its games, the moves of their
// main lines and their variations, e.g. "games.pgn: 12 games, 480 moves, 7
// variations".
std::string summary(const std::string& name, const std::vector<PgnGame>& games) {
    long long moves = 0;
    long long variations = 0;
    for (const PgnGame& pgn : games) {
        moves += static_cast<long long>(pgn.game.main_line().size());
        variations += pgn.game.variation_count();
    }
    return name + ": " + counted(static_cast<long long>(games.size()), "game", "games") + ", " +
           counted(moves, "move", "moves") + ", " + counted(variations, "variation", "variations") +
           "\n";
}

// Reads one file and writes what the command asks of it on standard output;
// false, with the reason on standard error, when it cannot be read. `first`
// says whether no game was written yet, for the blank line between games.
bool process(const PgnCommand& command, const std::string& file, bool& first) {
    const std::string name = display_name(file);
    std::string text;
    std::string error;
    if (!read_file(file, text, error)) {
        std::fprintf(stderr, "%s: %s\n", name.c_str(), error.c_str());
        return false;
    }
    auto games = ataxx::read_pgn(text);
    if (!games) {
        std::fprintf(stderr, "%s: %s\n", name.c_str(), games.error().c_str());
        return false;
    }
    if (command.check) {
        std::fputs(summary(name, *games).c_str(), stdout);
        return true;
    }
    for (PgnGame pgn : *games) {
        if (command.no_variations) drop_variations(pgn.game);
        if (command.no_comments) pgn.game.clear_notes();
        if (!first) std::fputc('\n', stdout);
        first = false;
        std::fputs(ataxx::write_pgn(pgn).c_str(), stdout);
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("Reads game files (PGN) and writes their games back normalised on standard\n"
                 "output, one blank line between games, variations, comments and NAGs kept.\n"
                 "With --check, only reads them and prints what each holds. A file that\n"
                 "cannot be read is named on standard error with the game and line at\n"
                 "fault, its games are left out, and the exit status is 1.",
                 "ataxx-pgn");
    ataxx::tools::set_up(app);
    PgnCommand command;
    app.add_flag("--check", command.check,
                 "only read the files; count their games, moves, variations");
    app.add_flag("--no-variations", command.no_variations, "write the main lines alone");
    app.add_flag("--no-comments", command.no_comments, "write no comments and no NAGs");
    app.add_option("file", command.files, "game files in order; - or none: standard input")
        ->type_name("FILE");
    if (const auto status = ataxx::tools::parse(app, argc, argv)) return *status;
    if (command.check && (command.no_variations || command.no_comments))
        return ataxx::tools::usage_error(
            app, std::string("--check writes no games, so ") +
                     (command.no_variations ? "--no-variations" : "--no-comments") +
                     " has nothing to leave out");
    if (command.files.empty()) command.files.push_back("-");

    bool failed = false;
    bool first = true;
    for (const std::string& file : command.files)
        if (!process(command, file, first)) failed = true;
    if (std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        std::fprintf(stderr, "error: cannot write the games: %s\n", std::strerror(errno));
        return 1;
    }
    return failed ? 1 : 0;
}

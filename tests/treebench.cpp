// How long the window takes to show a game with many variations: a game of
// 200 moves on an 11 x 11 board with 50 variations of up to six moves, built
// from fixed random moves; the move list drawn again from scratch (what every
// move, click and key does), the cursor moved along the main line and into
// each variation, and the game written and read back as PGN. Not a test:
// tests/README.md has its figures.
//
//   build-dev/tests/ataxx-tree-bench

#include "fen.h"
#include "game.h"
#include "game/movelistview.h"
#include "pgn.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

using namespace ataxx;

namespace {

Game bigTree(std::vector<NodeId>& ends) {
    Game game(*read_fen("x9o/11/11/11/11/11/11/11/11/11/o9x x 0 1"));
    std::mt19937 random(62);
    MoveList moves;
    while (game.length() < 200 && !game.result().over()) {
        game.position().generate(moves);
        game.play(moves[random() % moves.size()]);
    }
    while (game.variation_count() < 50) {
        game.go_to_node(game.main_line_end());
        game.go_to(static_cast<int>(random() % static_cast<unsigned>(game.length())));
        for (int i = 0; i < 6 && !game.result().over(); ++i) {
            game.position().generate(moves);
            game.play(moves[random() % moves.size()]);
        }
        ends.push_back(game.current_node());
    }
    game.go_to_node(game.main_line_end());
    return game;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    std::vector<NodeId> ends;
    Game game = bigTree(ends);
    MoveListView list;
    list.resize(320, 700);
    list.show();
    list.setGame(&game);
    QApplication::processEvents();

    QElapsedTimer timer;
    std::vector<double> refresh;
    for (int ply = 0; ply <= game.length(); ply += 4) {
        game.go_to(ply);
        timer.start();
        list.refresh();
        QApplication::processEvents();
        refresh.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::vector<double> into;
    for (const NodeId end : ends) {
        timer.start();
        game.go_to_node(end);
        list.refresh();
        QApplication::processEvents();
        into.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    timer.start();
    const std::string text = write_pgn(PgnGame{{}, game});
    const double write = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    timer.start();
    const auto back = read_pgn(text);
    const double read = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    std::printf("game: %d moves on the main line, %d variations, %zu bytes of PGN\n",
                static_cast<int>(game.main_line().size()), game.variation_count(), text.size());
    std::printf("move list drawn again, cursor on the main line: median %.1f ms, longest %.1f ms\n",
                median(refresh), *std::max_element(refresh.begin(), refresh.end()));
    std::printf("into a variation and drawn again: median %.1f ms, longest %.1f ms\n", median(into),
                *std::max_element(into.begin(), into.end()));
    std::printf("PGN written in %.1f ms, read back in %.1f ms (%s)\n", write, read,
                back && back->front().game.variation_count() == 50 ? "the same tree" : "DIFFERENT");
    return back ? 0 : 1;
}

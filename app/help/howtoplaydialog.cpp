#include "help/howtoplaydialog.h"

#include "board/boardview.h"
#include "board/windowtheme.h"
#include "fen.h"
#include "notation.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <limits>

namespace ataxx {

HowToPlayDialog::HowToPlayDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("How to play"));
    resize(720, 640);

    auto* page = new QWidget;
    auto* grid = new QGridLayout(page);
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(18);
    grid->setHorizontalSpacing(18);
    int row = 0;
    const auto addSection = [&](const QString& text, QWidget* picture, QWidget* second = nullptr) {
        auto* label = new QLabel(text, page);
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        auto* pictures = new QWidget(page);
        auto* box = new QVBoxLayout(pictures);
        box->setContentsMargins(0, 0, 0, 0);
        box->addWidget(picture);
        if (second) box->addWidget(second);
        box->addStretch();
        grid->addWidget(pictures, row, 0, Qt::AlignTop);
        grid->addWidget(label, row, 1);
        ++row;
    };

    addSection(tr("<h3>The aim</h3><p>Two players, Black and White, take turns; Black "
                  "moves first. When the game ends, the player with more pieces on the "
                  "board wins.</p>"
                  "<h3>Moves</h3><p>Pick one of your pieces. It can <b>clone</b> to an "
                  "empty cell next to it (the solid dots): a new piece appears there "
                  "and the old one stays. Or it can <b>jump</b> to an empty cell two steps "
                  "away (the rings): the piece leaves its cell. Whatever lies in "
                  "between does not matter.</p><p>Click a piece, then a target; or click "
                  "an empty cell next to your pieces to clone there at once. The arrow "
                  "keys and Enter work too. A click that plays nothing says why in the "
                  "status bar.</p>"),
               diagram("5/5/2x2/5/5 x 0 1", nullptr, "c3"));
    addSection(tr("<h3>Captures</h3><p>After a clone or a jump, every opponent piece "
                  "next to the cell you moved to becomes yours. Here Black clones from b2 "
                  "to the marked cell, c3, and takes the three White pieces around it.</p>"),
               diagram("5/1oo2/3o1/1x3/5 x 0 1", nullptr, nullptr, "c3"),
               diagram("5/1oo2/3o1/1x3/5 x 0 1", "c3"));
    addSection(tr("<h3>Hexagons and blocked cells</h3><p>On a hexagonal board (Hexxagon) "
                  "each cell has six neighbours for clones and twelve cells two steps away "
                  "for jumps. Dark hatched cells are <b>blocked</b>: no piece may stand "
                  "there, but jumps may pass over them.</p>"),
               diagram("3/4/2x-1/4/3 x 0 1", nullptr, "c3"));
    addSection(tr("<h3>Passing and the end</h3><p>A player who cannot move passes. The "
                  "game ends when a player has no pieces left, when no empty cell can be "
                  "reached by anyone (a full board, for example), or after 50 moves by "
                  "each player without a clone. The player with more pieces wins; equal "
                  "counts are a draw.</p>"),
               diagram("xxoo/xxxo/xxxo/xooo x 0 1"));
    addSection(tr("<h3>Game review</h3><p><b>Review game</b> (the Computer menu, the toolbar, "
                  "or R) lets our engine judge every move of the game on screen. It searches "
                  "the position before each move to a fixed depth and compares the move played "
                  "with the best move it finds there, looking as far ahead. What the move "
                  "gave away, in pieces, is its <b>loss</b>: from 0.8 of a piece it is marked "
                  "dubious (?!), from 1.8 a mistake (?), from 3.5 a blunder (?"
                  "?). Throwing "
                  "away a won game is always a blunder; a slower win loses nothing. A move with "
                  "no choice, such as a forced pass, is not judged. Here Black's best move is "
                  "the clone to c3, which takes three pieces.</p>"
                  "<p>The marks appear in the move list and on the graph; click a marked move "
                  "to see the better move drawn on the board. A move's <b>accuracy</b> is 100% "
                  "for the engine's best and falls with every piece it loses: 78% for one "
                  "piece, 61% for two, 37% for four (100 × e<sup>−loss/4</sup>, with the loss "
                  "in pieces). A side's accuracy is the average over its moves that had a "
                  "choice. The marks are saved in the game file as $6, $2 and $4, each with a "
                  "comment giving the scores and the better move.</p>"),
               diagram("5/1oo2/1o3/3x1/5 x 0 1", nullptr, nullptr, "c3"));

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll);
    layout->addWidget(buttons);
}

BoardView* HowToPlayDialog::diagram(const char* fen, const char* played, const char* select,
                                    const char* marked) {
    const auto position = read_fen(fen);
    m_games.emplace_back(position ? *position : Position());
    Game& game = m_games.back();
    if (played) {
        const auto move = read_move(game.position(), played);
        if (move) game.play(*move);
    }
    auto* view = new BoardView(this);
    view->setFixedSize(190, 190);
    view->setFocusPolicy(Qt::NoFocus);
    view->setInteractive(false);
    view->setAccessibleName(tr("Diagram"));
    view->setAnimationSpeed(AnimationSpeed::Off);
    WindowTheme::follow(view);
    view->setGame(&game);
    if (select) view->setSelectedCell(game.position().geometry().cell_from_name(select));
    if (marked) {
        const auto move = read_move(game.position(), marked);
        if (move) view->showHint(*move, std::numeric_limits<int>::max());
    }
    return view;
}

} // namespace ataxx

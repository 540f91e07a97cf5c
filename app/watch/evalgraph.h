#pragma once

#include "game.h"
#include "game/plyevaluation.h"

#include <QStringList>
#include <QWidget>

#include <map>
#include <optional>
#include <utility>
#include <vector>

class QPainter;

namespace ataxx {

// The game as two curves over its moves, painted with QPainter: above, the
// evaluation from Black's (x's) point of view, as the engines reported it
// while they chose each move (or as the analysis found it); below, the piece
// counts of both sides after each move. One point per move of the record;
// the position on the board is marked, and clicking a point asks for the
// position after that move (plySelected). A game review's marks (see
// ReviewMode) are drawn on their moves in their colours: a dot on the curve
// and the sign ("??") above it, the signs staggered in rows so that marks of
// neighbouring moves never run together; where a cluster is too dense even
// for that, the worst marks keep their signs and the others only their dots
// (the point's tooltip names every mark).
//
// Where the engines of both sides evaluated their own moves (two computers
// playing, a match's game opened from its file), each engine has a line of
// its own, as match tools draw them: Black's engine's through Black's moves,
// White's through White's, both from Black's point of view, in two colours
// and styles named in a legend beside the title; a curve that went back and
// forth between two opinions told nobody who was better. With one engine (a
// person against the computer), a review or the analysis, one line goes
// through every evaluated move, shaded towards zero.
//
// The counts come from the game itself. Evaluations are recorded with the
// key of the position they belong to, so after undo and a different move the
// old numbers are not drawn against the new moves.
class EvalGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // The game to draw, not owned; call refresh() after every change to it.
    void setGame(const Game* game);
    void refresh();
    // Forgets every evaluation (a new game).
    void clearEvaluations();
    // A search of the position after `ply` moves found `score` (for the side to
    // move there); drawn at move ply + 1, the move chosen from it.
    void recordEvaluation(int ply, const Position& position, int score,
                          PlyEvaluation::Source source = PlyEvaluation::Source::Analysis);
    // Records the evaluations the game's notes give: a saved review's ("best
    // f5 +0.85") and a match runner's move comments ("+0.21/16 0.65s", the
    // mover's engine's), so that a game opened from its file draws the curve
    // it was saved with.
    void recordNotedEvaluations();
    // The evaluations drawn, by ply, and the same again, for a game resumed
    // at the next start (SavedGame::putEvaluations): those of plies the game
    // does not have, or of other positions, are left out.
    [[nodiscard]] std::vector<PlyEvaluation> evaluations() const;
    void restoreEvaluations(const std::vector<PlyEvaluation>& evaluations);

    // One per move of the record.
    [[nodiscard]] int pointCount() const;
    // The evaluation drawn at move `move` (1-based), in hundredths of a piece
    // for Black; none when no search was recorded for it.
    [[nodiscard]] std::optional<int> evaluationAt(int move) const;
    // The evaluation lines drawn: none without evaluations, one, or two where
    // each side's engine has its own (see above).
    [[nodiscard]] int lineCount() const;
    // The evaluation on `side`'s engine's line at move `move` (1-based), for
    // Black: only at that side's moves, and only while each engine has a
    // line of its own.
    [[nodiscard]] std::optional<int> engineEvaluationAt(Side side, int move) const;
    // The colour of `side`'s engine's line: 3:1 or more against the light
    // and the dark theme's base, and told apart from the other also by its
    // style (Black's solid with round points, White's dashed with square ones).
    [[nodiscard]] static QColor engineColour(Side side);
    // Where the point of move `move` (1-based) is drawn in the upper, evaluation
    // half of the graph (at the zero line when it has no evaluation).
    [[nodiscard]] QPointF pointPosition(int move) const;
    // Where `side`'s piece count after move `move` (1-based) is drawn, in
    // the lower half of the graph.
    [[nodiscard]] QPointF countPosition(Side side, int move) const;
    // The framed area of the evaluation curve. Every point is drawn inside it,
    // clear of its edges, whatever the scores (proven results included).
    [[nodiscard]] QRectF evaluationArea() const;

    // The two titles as last drawn (evaluation, pieces), in their shorter
    // forms where the graph is narrow.
    [[nodiscard]] QStringList shownTitles() const { return m_shownTitles; }
    // The legend of the engines' lines as last drawn, Black's engine first;
    // empty with one line.
    [[nodiscard]] QStringList shownLegend() const { return m_shownLegend; }

    // A review mark's sign as drawn on the graph.
    struct MarkLabel {
        int move = 0; // 1-based
        int nag = 0;
        QRectF rect;
    };
    // The signs drawn at the current size, none overlapping another.
    [[nodiscard]] std::vector<MarkLabel> markLabels() const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    // The position after `ply` moves was asked for.
    void plySelected(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    // Left and Right, Home and End ask for the positions around the one on
    // the board, as clicks on the points do.
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Evaluation {
        std::uint64_t key = 0;
        int scoreForX = 0;
        PlyEvaluation::Source source = PlyEvaluation::Source::Analysis;
    };
    // The drawing areas at the current size.
    struct Frame {
        QRectF eval;
        QRectF plot; // where ±range lies: eval, less room for a point's dot
        QRectF counts;
        qreal step = 1;  // pixels per move
        qreal range = 2; // evaluation at the top edge, in pieces
        int maxCount = 1;
    };

    [[nodiscard]] Frame frame() const;
    // The evaluation recorded for the position before move `move` (1-based),
    // while that position is still the game's; else none.
    [[nodiscard]] const Evaluation* evaluationOf(int move) const;
    // Whether each side's engine has a line of its own: both engines'
    // evaluations of their own moves are there, and no review's.
    [[nodiscard]] bool drawsEachEngine() const;
    [[nodiscard]] Side moverOf(int move) const;
    [[nodiscard]] qreal xOf(const Frame& f, int move) const;
    [[nodiscard]] qreal evalY(const Frame& f, int scoreForX) const;
    [[nodiscard]] static qreal countY(const Frame& f, int count);
    [[nodiscard]] int moveAt(QPointF point) const;
    // Move `move` (1-based) in words: the move, the counts after it, its
    // evaluation and mark; the point's tooltip.
    [[nodiscard]] QString pointText(int move) const;
    // The graph in words for assistive technology: the point of the position
    // on the board, as its tooltip says it.
    void describe();
    [[nodiscard]] QFont markFont() const;
    [[nodiscard]] std::vector<MarkLabel> layOutMarks(const Frame& f) const;
    // paintEvent's steps, in the order they draw. The titles keep what they
    // show (shownTitles).
    void drawTitles(QPainter& painter, const Frame& f);
    void drawScales(QPainter& painter, const Frame& f) const;
    void drawMoveNumbers(QPainter& painter, const Frame& f, int moves) const;
    void drawCursor(QPainter& painter, const Frame& f, int moves) const;
    void drawEvaluation(QPainter& painter, const Frame& f, int moves) const;
    void drawEngineLines(QPainter& painter, const Frame& f, int moves) const;
    void drawMarks(QPainter& painter, const Frame& f, int moves) const;
    void drawCounts(QPainter& painter, const Frame& f, int moves) const;

    const Game* m_game = nullptr;
    // By the ply and the key of the position searched, so that each line of a
    // game's tree keeps its own (a variation's evaluation hides no main line's).
    std::map<std::pair<int, std::uint64_t>, Evaluation> m_evaluations;
    int m_hover = -1;
    QStringList m_shownTitles;
    QStringList m_shownLegend;
};

} // namespace ataxx

#pragma once

#include "position.h"
#include "search/searchtypes.h"

#include <QWidget>

#include <map>
#include <vector>

class QLabel;
class QToolButton;
class QVBoxLayout;

namespace ataxx {

// The engine's best lines (MultiPV) as a person uses them beside the board:
// one row per line, best first, each with its score and depth and then its
// moves as buttons. A click on a move (or Space on it) asks for the line up
// to that move to be played on the board as a variation (lineChosen); the
// row's Add button asks for the whole line to be kept (variationRequested).
// Neither plays anything itself: the window decides what a line does.
//
// Rows are made once and reused as reports come, so that a button a person
// has reached with Tab keeps the focus while the search goes on. While the
// mouse is over the lines they hold still (the reports wait, the last of
// each line shown when it leaves), so that the move a person aims at is the
// move they read. Every
// button reads as a sentence to a screen reader ("Line 2, move 1: Black
// clones to b6."), every row as its line ("Line 2: +0.25, depth 12: b6 f6").
class EngineLines : public QWidget {
    Q_OBJECT

public:
    // The moves a row shows; the rest of a longer line is in its tooltip
    // (and kept by Add).
    static constexpr int shownMoves = 10;

    explicit EngineLines(QWidget* parent = nullptr);

    // A search of `position` begins: no line is shown.
    void clear(const Position& position);
    // A report of the search: it replaces the line of its rank (multipv).
    // A report whose variation is empty or not legal here is left out.
    void setLine(const SearchInfo& info);
    // Lines of a rank above `lines` are not shown (the count was lowered).
    void setMaximumLines(int lines);

    // The lines shown, and what each holds (rank 1 the best).
    [[nodiscard]] int lineCount() const;
    [[nodiscard]] const SearchInfo& line(int rank) const;
    [[nodiscard]] const Position& position() const { return m_position; }
    // The button of a line's move (`index` from 0) and its Add button; null
    // where there is none.
    [[nodiscard]] QToolButton* moveButton(int rank, int index) const;
    [[nodiscard]] QToolButton* addButton(int rank) const;
    // A line's row as a screen reader reads it.
    [[nodiscard]] QString lineText(int rank) const;

signals:
    // The line of rank `rank` from `from` up to and including the move chosen.
    void lineChosen(const ataxx::Position& from, const std::vector<ataxx::Move>& moves);
    // The whole line, to keep as a variation.
    void variationRequested(const ataxx::Position& from, const std::vector<ataxx::Move>& moves);

protected:
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Row {
        QWidget* box = nullptr;
        QLabel* head = nullptr;
        std::vector<QToolButton*> moves;
        QToolButton* add = nullptr;
        SearchInfo info;
        bool filled = false;
    };

    Row& row(int rank);
    void fill(Row& row, int rank);
    void updateVisibility();
    void chooseMove(int rank, int index);

    void show(const SearchInfo& legal);

    QVBoxLayout* m_layout;
    Position m_position;
    bool m_held = false;                 // the mouse is over the lines
    std::map<int, SearchInfo> m_waiting; // by rank, while held
    std::vector<Row> m_rows;
    int m_maximum = 8;
};

} // namespace ataxx

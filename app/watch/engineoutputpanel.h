#pragma once

#include "position.h"
#include "search/searchtypes.h"
#include "watch/enginelines.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QHBoxLayout;
class QVBoxLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ataxx {

// What the engines think, as they print it: one section for each computer
// side and one for the analysis, each a live table with a row per completed
// depth (depth, score, nodes, nodes per second, time, principal variation)
// and a line above it with the best move and the score in words ("Black
// wins in 7 moves" once the search has proven the result).
//
// A search of several best lines (MultiPV) shows them above the table
// (EngineLines), best first, with clickable moves: the analysis always, with
// a spin box for how many; a computer's section once its engine sends more
// than one. The table and the words keep to the best line.
//
// The panel only shows what it is given: the window tells it when a search
// begins (which clears the section) and passes on each report. Scores in the
// table are the engine's own, from the side to move's point of view, as
// engines print them; the words above say whom they favour.
class EngineOutputPanel : public QWidget {
    Q_OBJECT

public:
    enum class Section { Black, White, Analysis };

    explicit EngineOutputPanel(QWidget* parent = nullptr);

    // Who thinks in a section ("Computer (Hard)", an engine's name), and
    // whether the section is shown.
    void setTitle(Section section, const QString& title);
    void setSectionVisible(Section section, bool visible);
    [[nodiscard]] bool isSectionVisible(Section section) const;

    // A search of `position` (after `ply` moves of the game) begins: the
    // section is cleared.
    void beginSearch(Section section, const Position& position, int ply);
    // A report of that search. A report for a depth already listed replaces
    // it. A report of a line below the best (multipv above 1) goes to the
    // section's lines only.
    void addInfo(Section section, const SearchInfo& info);
    // A line of its own in place of the best move ("The game is over here.").
    void setNote(Section section, const QString& note);
    // The section's search has ended ("played e5", "stopped").
    void setState(Section section, const QString& state);

    [[nodiscard]] int rowCount(Section section) const;
    [[nodiscard]] QString summary(Section section) const;
    [[nodiscard]] QString cellText(Section section, int row, int column) const;
    // The best move of the section's latest report (none before the first).
    [[nodiscard]] Move bestMove(Section section) const;
    [[nodiscard]] QCheckBox* showBestMoveBox() const { return m_showBestMove; }
    [[nodiscard]] QPushButton* stopAnalysisButton() const { return m_stopAnalysis; }
    // The best lines of a section.
    [[nodiscard]] EngineLines* lines(Section section) const { return part(section).lines; }
    // How many best lines the analysis shows (1 to 8); setting it does not
    // emit analysisLinesChanged.
    [[nodiscard]] QSpinBox* analysisLinesBox() const { return m_analysisLines; }
    void setAnalysisLines(int lines);
    [[nodiscard]] int analysisLines() const;

    // A score in words for a search of `position`: "Black wins in 7 moves",
    // "Black is ahead by 1.25", "even".
    [[nodiscard]] static QString scoreInWords(const Position& position, int score);

    // The line shown while no section is.
    [[nodiscard]] QLabel* placeholder() const { return m_placeholder; }
    // Whether a column of a section's table is shown: the least needed give
    // way in a narrow dock.
    [[nodiscard]] bool isColumnShown(Section section, int column) const;

signals:
    void showBestMoveToggled(bool show);
    void stopAnalysisRequested();
    // The person changed how many lines the analysis shows.
    void analysisLinesChanged(int lines);
    // A move of a best line was clicked: the line from `from` (the position
    // the section's search began from) up to and including that move, to be
    // played on the board as a variation.
    void lineChosen(const ataxx::Position& from, const std::vector<ataxx::Move>& moves);
    // A line's Add button: the whole line from `from`, to keep as a variation.
    void variationRequested(const ataxx::Position& from, const std::vector<ataxx::Move>& moves);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Part {
        QGroupBox* box = nullptr;
        QLabel* summary = nullptr;
        QTableWidget* table = nullptr;
        EngineLines* lines = nullptr;
        QString title; // all of it; the box shows what fits
        QString head;  // the side alone, when the whole title does not fit
        Position position;
        int ply = 0;
        SearchInfo latest;
        QString state;
        QString note;
    };

    [[nodiscard]] Part& part(Section section) { return m_parts[static_cast<std::size_t>(section)]; }
    [[nodiscard]] const Part& part(Section section) const {
        return m_parts[static_cast<std::size_t>(section)];
    }
    // The constructor's parts: the best move's check box and the line
    // shown while no section is; a section (its box, summary and Stop);
    // its table of the search's reports.
    void createBestMoveRow(QVBoxLayout* layout);
    void createSection(QVBoxLayout* layout, std::size_t i, const QString& title, const char* name);
    void createTable(Part& p, const QString& title);
    void updateSummary(Part& part);
    // The Lines spin box of the analysis's top row.
    void createLinesBox(QHBoxLayout* top);
    // A section's lines are shown in the analysis, elsewhere from two on.
    void updateLinesVisible(Section section);
    void fitColumns(QTableWidget* table);
    void fitTexts();

    std::array<Part, 3> m_parts;
    QCheckBox* m_showBestMove;
    QPushButton* m_stopAnalysis;
    QSpinBox* m_analysisLines = nullptr;
    QLabel* m_placeholder = nullptr;
    QLabel* m_bestMoveLabel = nullptr; // the check box's words, wrapped in a narrow dock
};

} // namespace ataxx

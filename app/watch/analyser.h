#pragma once

#include "game.h"
#include "search/searchworker.h"

#include <QObject>

namespace ataxx {

// Analysis: our engine thinking about one position without a time limit
// (SearchLimits::infinite) on a SearchThread of its own, so that it never
// takes the game's engine away from a computer player. Each completed depth
// arrives as info(); the search runs until stop() or another analyse(), or
// ends by itself once it has proven the result and searched past its last
// move (finished()). A new position drops the old search's late answers.
//
// It looks for the best few lines (setLineCount, MultiPV): each depth then
// arrives as one info() per line, best first, SearchInfo::multipv telling
// which; latest() and finished() are the best line's.
class Analyser : public QObject {
    Q_OBJECT

public:
    explicit Analyser(QObject* parent = nullptr);
    ~Analyser() override;

    // Analyses the position at the game's cursor; false (and nothing runs) when
    // the game is over there.
    bool analyse(const Game& game);
    void stop();
    [[nodiscard]] bool isRunning() const { return m_id != 0; }
    // The best lines asked for from the next analyse() on (1 to 8; 3 until set).
    void setLineCount(int lines);
    [[nodiscard]] int lineCount() const { return m_lines; }
    // The position analysed last, its ply in the game, and its latest report.
    [[nodiscard]] const Position& position() const { return m_position; }
    [[nodiscard]] int ply() const { return m_ply; }
    [[nodiscard]] const SearchInfo& latest() const { return m_latest; }

signals:
    void info(const ataxx::SearchInfo& info);
    void finished(const ataxx::SearchInfo& info);

private:
    SearchThread* m_search = nullptr; // made on the first analysis: its table is large
    quint64 m_id = 0;
    Position m_position;
    int m_ply = 0;
    int m_lines = 3;
    SearchInfo m_latest;
};

} // namespace ataxx

#pragma once

#include "library/positionindex.h"
#include "position.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace ataxx {

class GamesLibrary;

// The opening explorer, "What your games played here": for the position on
// the board, the moves played from it in the person's games library, each
// with how many games played it, how those games scored for the side to move
// and their wins, draws and losses, most played first. It reads the
// library's position index (positionindex.h), which answers in a few
// milliseconds, so it asks again at every move, on the window's thread; a
// hidden explorer asks nothing until it is shown. The games counted are all
// the library's or only the person's own. A line under the table says how
// many games got here, or that none did, and while the games of an older
// library are still being indexed, how far that has got.
//
// Clicking a move, or Enter on it, chooses it (moveChosen): the window plays
// it on the board. A double click chooses once, not a move and then the
// next position's move under the pointer.
class OpeningExplorer : public QWidget {
    Q_OBJECT

public:
    explicit OpeningExplorer(GamesLibrary* library, QWidget* parent = nullptr);

    // The position to explore.
    void setPosition(const Position& position);
    [[nodiscard]] const Position& position() const { return m_position; }
    [[nodiscard]] ExplorerGames games() const;
    void setGames(ExplorerGames games);

    // The moves shown, in the table's order.
    [[nodiscard]] const std::vector<ExplorerMove>& moves() const { return m_moves; }
    [[nodiscard]] QTreeWidget* table() const { return m_table; }
    // The line under the table.
    [[nodiscard]] QString statusText() const;

signals:
    void moveChosen(ataxx::Move move);

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Asks the library again, now if the explorer is on screen, else when it is shown.
    void refresh();
    void fill();
    void updateStatus();
    void choose(const QTreeWidgetItem* item);

    GamesLibrary* m_library;
    QComboBox* m_filter = nullptr;
    QTreeWidget* m_table = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    Position m_position;
    std::vector<ExplorerMove> m_moves;
    // The table is older than the position or the library.
    bool m_stale = true;
    // The release of a double click's second press is no click of its own.
    bool m_afterDoubleClick = false;
};

} // namespace ataxx

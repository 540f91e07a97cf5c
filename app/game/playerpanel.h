#pragma once

#include "rules.h"

#include <QFrame>

class QLabel;

namespace ataxx {

// One side in the window's side panel: its piece, its name, who plays it
// ("You", "Computer (Medium)"), its piece count, and whether it is to move (a
// lit frame and "To move", "Thinking…" or "Paused"). It only shows what the window
// tells it; the counts come from the game's position.
class PlayerPanel : public QFrame {
    Q_OBJECT

public:
    explicit PlayerPanel(Side side, QWidget* parent = nullptr);

    [[nodiscard]] Side side() const { return m_side; }
    // Who plays this side: "You", "Human", "Computer (Medium)".
    void setPlayerName(const QString& name);
    [[nodiscard]] QString playerName() const;
    void setCount(int count);
    [[nodiscard]] int count() const { return m_count; }
    // Where this side stands, as the card's last line says it.
    enum class Turn {
        Waiting,  // the other side moves next, or the game is over: nothing shown
        ToMove,   // "To move"
        Thinking, // the computer searches for this side
        Held,     // the computer's move waits while a person answers a question
        Paused,   // the computers are paused
    };
    void setTurn(Turn turn);
    [[nodiscard]] QString stateText() const;
    [[nodiscard]] bool isToMove() const { return m_toMove; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showName();

    Side m_side;
    int m_count = 0;
    bool m_toMove = false;
    QLabel* m_sideLabel;
    QString m_fullName;
    QLabel* m_name;
    QLabel* m_countLabel;
    QLabel* m_state;
};

} // namespace ataxx

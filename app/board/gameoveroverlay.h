#pragma once

#include "rules.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace ataxx {

// The end of a game, shown over the middle of the board: who won, why the game
// ended (board full, no pieces, no moves, the halfmove limit, repetition, or a
// declared result) and both counts, with a New game button. It is not modal:
// Close hides it so the final position can be studied, and the window hides
// it whenever the cursor leaves the end of the game.
class GameOverOverlay : public QFrame {
    Q_OBJECT

public:
    // Follows the size of `board`, whose child it becomes.
    explicit GameOverOverlay(QWidget* board);

    // Fills in the texts; `declaredReason` is used for EndReason::Declared.
    void setResult(const GameResult& result, const QString& declaredReason);
    [[nodiscard]] QString title() const;
    [[nodiscard]] QString reason() const;
    [[nodiscard]] QPushButton* newGameButton() const { return m_newGame; }

    // The words for an end reason, as the status bar and this overlay use them.
    [[nodiscard]] static QString reasonText(const GameResult& result,
                                            const QString& declaredReason);
    [[nodiscard]] static QString titleText(const GameResult& result);

signals:
    void newGameRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void place();

    QLabel* m_title;
    QLabel* m_reason;
    QLabel* m_counts;
    QPushButton* m_newGame;
    QPushButton* m_close;
};

} // namespace ataxx

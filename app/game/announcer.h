#pragma once

#include <QString>
#include <QWidget>

namespace ataxx {

class BoardView;

// What a screen reader should say without being asked: each move, the end of
// the game, a hint, a selection, a puzzle's verdict. Qt 6.4 has no
// announcement event (6.8 does), so a window holds one Announcer, an
// invisible widget that assistive technology sees as a notification holding
// one line of text: say() replaces the line (a text change whose event
// carries the words, and a name change, for AT-SPI clients such as a test)
// and shows the notification again, which Orca speaks ("notification. White
// jumps f4 to d5 and takes 3."). It takes no room and draws nothing. Without
// a screen reader it only keeps the text.
class Announcer : public QWidget {
    Q_OBJECT

public:
    explicit Announcer(QWidget* window);

    // Says `text` (in the user's language); an empty text says nothing. The
    // same text again is said again.
    void say(const QString& text);
    // Says what a piece selected on `board` can do, and when it is let go:
    // the screen reader says nothing of a selection by itself.
    void follow(BoardView* board);
    // What was said last.
    [[nodiscard]] QString text() const { return m_text; }
    // How many times say() spoke, for tests.
    [[nodiscard]] int count() const { return m_count; }

private:
    QString m_text;
    int m_count = 0;
};

} // namespace ataxx

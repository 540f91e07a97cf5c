#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

namespace ataxx {

class MainWindow;

// The pictures of the game in the README and the AppStream metainfo, made by
// the program itself (scripts/make-screenshots runs it with the hidden
// --screenshot options). It drives the real window the way a player would
// get there, the same way every time: the computers play with a fixed seed
// up to a move, a review runs at a fixed depth. Then it saves the window as
// a PNG and quits. Nothing waits on the GUI thread: every step follows a
// signal or a timer.
class ScreenshotMode : public QObject {
    Q_OBJECT

public:
    struct Plan {
        QString path;        // where the PNG goes
        int ply = 0;         // the computers play this many moves first
        bool you = false;    // then the side to move is a person, a piece selected
        bool review = false; // the game is reviewed, the first marked move shown
    };

    // Fixes the computers' seed, no pause and no animation: made before any
    // computer starts thinking.
    ScreenshotMode(MainWindow* window, Plan plan);

    // Once the window is shown and its game started: quits the application
    // with 0 once the picture is saved, with 1 if it cannot be made within
    // two minutes.
    void start();

private:
    void onGameChanged();
    void afterReview();
    void takePicture();
    void fail(const QString& why);

    MainWindow* m_window;
    Plan m_plan;
    QTimer m_giveUp;
    bool m_done = false;
    bool m_reviewing = false;
};

} // namespace ataxx

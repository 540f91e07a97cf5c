#pragma once

#include "game/gamecontroller.h"
#include "review/review.h"

#include <QMap>
#include <QObject>
#include <QPointer>

#include <vector>

class QAction;
class QMainWindow;
class QProgressDialog;

namespace ataxx {

class BestMoveOverlay;
class Reviewer;
class ReviewSummaryDialog;
class WatchHost;
class WatchMode;

// Game review in the window: the "Review game" action (Computer menu and the
// game's toolbar) runs a Reviewer over the game on screen, with a progress
// dialog whose Cancel stops it; then the marks go into the game's record as
// notes on its main line, with the better move and the engine's line after
// it as a variation at every marked move (add_review_lines), in a copy of the
// record that takes its place (GameController::replaceTree); the move list
// and the graph show them and the game file keeps them; the graph gets the
// engine's evaluation of every position, and a summary per side is shown
// with the marked moves and why each was worse (explain.h), in the user's
// language.
//
// Whenever the board shows the position after a marked move, the better
// move the review found is drawn on the board in the mark's colour. Marks
// belong to their moves: a different move played over a marked one drops
// the marks of the moves it replaces (Game::truncate), and the rest stay.
class ReviewMode : public QObject {
    Q_OBJECT

public:
    ReviewMode(WatchHost* host, WatchMode* watch);
    ~ReviewMode() override;

    // Reviews the game on screen, all of its moves; says so and does nothing
    // when it has none.
    void review();
    void cancel();
    // The depth of the searches (6 by default; tests take less).
    void setDepth(int depth);
    [[nodiscard]] int depth() const;

    [[nodiscard]] QAction* reviewAction() const { return m_action; }
    [[nodiscard]] Reviewer* reviewer() const { return m_reviewer; }
    // The progress of the running review, and the summary of the last one
    // (null before the first).
    [[nodiscard]] QProgressDialog* progressDialog() const;
    [[nodiscard]] ReviewSummaryDialog* summaryDialog() const;
    [[nodiscard]] BestMoveOverlay* betterMoveOverlay() const { return m_overlay; }
    // The findings of the last review that finished (its MoveReview values,
    // which the puzzles take as they are); empty before the first.
    [[nodiscard]] const std::vector<MoveReview>& findings() const { return m_findings; }

signals:
    // The sentences of the review's explanations in the user's language, by
    // their English in the notes (MoveListView::addReviewSentences); just
    // before the notes go into the game.
    void sentencesTranslated(const QMap<QString, QString>& sentences);
    // The marks are in the game and the summary is shown.
    void reviewFinished();

private:
    void onFinished(const std::vector<MoveReview>& moves);
    void onGameChanged(GameController::Change change);
    void updateOverlay();
    void updateAction();

    WatchHost* m_host;
    WatchMode* m_watch;
    QMainWindow* m_window;
    Reviewer* m_reviewer;
    QAction* m_action = nullptr;
    BestMoveOverlay* m_overlay = nullptr;
    QPointer<QProgressDialog> m_progress;
    QPointer<ReviewSummaryDialog> m_summary;
    std::vector<MoveReview> m_findings;
};

} // namespace ataxx

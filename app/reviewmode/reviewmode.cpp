#include "reviewmode/reviewmode.h"

#include "board/bestmoveoverlay.h"
#include "game/movetext.h"
#include "game/prompter.h"
#include "game/reviewmarks.h"
#include "reviewmode/explanationtext.h"
#include "reviewmode/reviewer.h"
#include "reviewmode/reviewsummarydialog.h"
#include "watch/evalgraph.h"
#include "watch/watchhost.h"
#include "watch/watchmode.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QProgressDialog>
#include <QStyle>
#include <QToolBar>

#include <algorithm>

namespace ataxx {

ReviewMode::ReviewMode(WatchHost* host, WatchMode* watch)
    : QObject(host->hostWindow())
    , m_host(host)
    , m_watch(watch)
    , m_window(host->hostWindow())
    , m_reviewer(new Reviewer(this)) {
    setObjectName(QStringLiteral("reviewMode"));
    m_action = new QAction(
        QIcon::fromTheme(QStringLiteral("view-statistics"),
                         m_window->style()->standardIcon(QStyle::SP_FileDialogInfoView)),
        tr("&Review game"), m_window);
    m_action->setObjectName(QStringLiteral("reviewGame"));
    m_action->setToolTip(tr("Our engine judges every move of the game and marks the "
                            "dubious moves, mistakes and blunders (R)"));
    m_action->setShortcut(QKeySequence(Qt::Key_R));
    connect(m_action, &QAction::triggered, this, &ReviewMode::review);

    // Beside Analyse in the Computer menu.
    QAction* analyse = m_watch->actions().analyse;
    if (auto* menu = m_window->findChild<QMenu*>(QStringLiteral("computerMenu"))) {
        const QList<QAction*> actions = menu->actions();
        const qsizetype at = actions.indexOf(analyse);
        menu->insertAction(at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr,
                           m_action);
    }
    // On the game's toolbar after Hint, named like its neighbours, with a
    // short name so that the toolbar still fits in every language.
    m_action->setIconText(tr("Review"));
    if (auto* tools = m_window->findChild<QToolBar*>(QStringLiteral("gameToolBar"))) {
        const QList<QAction*> actions = tools->actions();
        const qsizetype at = actions.indexOf(m_host->hintAction());
        tools->insertAction(at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr,
                            m_action);
    }

    m_overlay = new BestMoveOverlay(host->boardView());
    m_overlay->setObjectName(QStringLiteral("betterMoveOverlay"));
    m_overlay->setColour(reviewColour(2));

    connect(m_reviewer, &Reviewer::progress, this, [this](int done, int total) {
        if (!m_progress) return;
        m_progress->setMaximum(total);
        m_progress->setValue(done);
        m_progress->setLabelText(
            tr("Reviewing move %1 of %2…").arg(done + 1 > total ? total : done + 1).arg(total));
    });
    connect(m_reviewer, &Reviewer::finished, this, &ReviewMode::onFinished);
    connect(host->controller(), &GameController::gameChanged, this, &ReviewMode::onGameChanged);
    updateAction();
}

ReviewMode::~ReviewMode() = default;

QProgressDialog* ReviewMode::progressDialog() const {
    return m_progress;
}

ReviewSummaryDialog* ReviewMode::summaryDialog() const {
    return m_summary;
}

void ReviewMode::setDepth(int depth) {
    ReviewSettings settings = m_reviewer->settings();
    settings.depth = std::clamp(depth, 1, 64);
    settings.movetime_ms = 0;
    settings.threads = 1;
    m_reviewer->setSettings(settings);
}

int ReviewMode::depth() const {
    return m_reviewer->settings().depth;
}

void ReviewMode::review() {
    // The main line, wherever the board is: the marks and lines go there.
    Game game = m_host->controller()->game();
    game.go_to_node(game.main_line_end());
    if (game.length() == 0) {
        m_host->prompter()->error(m_window, tr("Review game"),
                                  tr("There is nothing to review yet: no move has been played."));
        return;
    }
    if (m_summary) m_summary->close();
    m_reviewer->start(game);
    if (!m_progress) {
        m_progress = new QProgressDialog(m_window);
        m_progress->setObjectName(QStringLiteral("reviewProgress"));
        m_progress->setWindowTitle(tr("Review game"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        m_progress->setMinimumDuration(0);
        connect(m_progress, &QProgressDialog::canceled, this, &ReviewMode::cancel);
    }
    m_progress->setRange(0, game.length());
    m_progress->setValue(0);
    m_progress->setLabelText(tr("Reviewing move %1 of %2…").arg(1).arg(game.length()));
    m_progress->show();
    updateAction();
}

void ReviewMode::cancel() {
    m_reviewer->cancel();
    if (m_progress) m_progress->hide();
    updateAction();
}

void ReviewMode::onFinished(const std::vector<MoveReview>& moves) {
    if (m_progress) m_progress->hide();
    updateAction();
    GameController* controller = m_host->controller();
    const Game& reviewed = m_reviewer->game();
    const Game& game = controller->game();
    // The marks fit the record only while its main line still starts with the
    // moves reviewed.
    const std::vector<Move> line = game.main_line();
    const bool same = line.size() >= reviewed.moves().size() &&
                      std::equal(reviewed.moves().begin(), reviewed.moves().end(), line.begin()) &&
                      game.start_position() == reviewed.start_position();
    if (!same) {
        m_host->prompter()->error(m_window, tr("Review game"),
                                  tr("The game changed during the review; review it again."));
        return;
    }
    std::vector<MoveNote> notes;
    notes.reserve(static_cast<std::size_t>(reviewed.length()));
    for (int i = 0; i < reviewed.length(); ++i) notes.emplace_back();
    // Each marked move's explanation: in English in its note, in the user's
    // language in the move list's tooltip and the summary.
    const Geometry& geometry = reviewed.start_position().geometry();
    QMap<QString, QString> sentences;
    QList<ReviewSummaryDialog::MarkedMove> marked;
    for (const MoveReview& move : moves) {
        if (move.index < 0 || move.index >= reviewed.length()) continue;
        const MoveNote note = review_note(reviewed, move);
        notes[static_cast<std::size_t>(move.index)] = note;
        if (note.nag == 0) continue;
        const Explanation explanation = explain(reviewed, move);
        const QString english = QString::fromStdString(explanation_text(reviewed, explanation));
        const QString translated = ExplanationText::text(geometry, explanation);
        if (!english.isEmpty()) sentences.insert(english, translated);
        const Position& before = reviewed.position_at(move.index);
        marked.append({move.index + 1, note.nag,
                       tr("%1. %2 (%3)")
                           .arg(MoveText::moveNumber(reviewed, move.index))
                           .arg(MoveText::move(geometry, move.played) + reviewSymbol(note.nag),
                                PlayerSetup::sideName(before.side_to_move())),
                       translated});
    }
    emit sentencesTranslated(sentences);
    for (const MoveReview& move : moves)
        if (move.quality != MoveQuality::Forced)
            m_watch->graph()->recordEvaluation(move.index, reviewed.position_at(move.index),
                                               move.best_score, PlyEvaluation::Source::Review);
    // The notes on the main line, and the better moves' lines beside the
    // marked moves, in a copy of the game that takes the record's place.
    Game annotated = game;
    add_review_lines(annotated, moves);
    NodeId node = Game::root;
    for (const MoveNote& note : notes) {
        node = annotated.children(node).front();
        annotated.set_note_of(node, note);
    }
    controller->replaceTree(annotated);
    m_watch->showGraph();

    if (!m_summary) {
        m_summary = new ReviewSummaryDialog(m_window);
        // The summary's moves are the game's: on its main line, wherever the
        // board is.
        connect(m_summary, &ReviewSummaryDialog::plySelected, controller, [controller](int ply) {
            const Game& record = controller->game();
            NodeId shown = Game::root;
            for (int i = 0; i < ply && !record.children(shown).empty(); ++i)
                shown = record.children(shown).front();
            controller->goToNode(shown);
        });
    }
    m_summary->setSummary(summarize(reviewed, moves, Side::X), summarize(reviewed, moves, Side::O),
                          depth());
    m_summary->setMarkedMoves(marked);
    m_summary->show();
    m_summary->raise();
    m_findings = moves;
    emit reviewFinished();
}

void ReviewMode::onGameChanged(GameController::Change) {
    updateOverlay();
    updateAction();
}

void ReviewMode::updateOverlay() {
    const Game& game = m_host->controller()->game();
    const int index = game.ply() - 1;
    const int nag = index >= 0 ? game.note_at(index).nag : 0;
    const std::optional<Move> better =
        reviewSymbol(nag).isEmpty() ? std::nullopt : better_move(game, index);
    if (!better) {
        m_overlay->clear();
        return;
    }
    m_overlay->setColour(reviewColour(nag));
    m_overlay->setAlternative(*better, game.position());
}

void ReviewMode::updateAction() {
    m_action->setEnabled(!m_reviewer->isRunning() && m_host->controller()->game().length() > 0);
}

} // namespace ataxx

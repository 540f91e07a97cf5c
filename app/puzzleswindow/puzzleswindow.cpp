#include "puzzleswindow/puzzleswindow.h"

#include "board/boardview.h"
#include "game/announcer.h"
#include "game/messagetext.h"
#include "game/movetext.h"
#include "game/numbertext.h"
#include "game/prompter.h"
#include "players/playersetup.h"
#include "puzzle/puzzlemaker.h"
#include "puzzleswindow/puzzlecollector.h"
#include "puzzleswindow/puzzlesourcetext.h"
#include "puzzleswindow/puzzlestore.h"
#include "reviewmode/explanationtext.h"
#include "search/scoretext.h"

#include <QDate>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ataxx {

namespace {

// Game files bigger than this are not game files (as MainWindow::openFile).
constexpr qint64 maxFileSize = 64 * 1024 * 1024;
// The pause before each move of the best line played out after an answer.
constexpr int answerPauseMs = 700;

QString dayText(PuzzleDay day) {
    return QLocale().toString(QDate(1970, 1, 1).addDays(day), QLocale::ShortFormat);
}

QString boardText(const PuzzleBoard& board) {
    QString text = board.hexagon ? PuzzlesWindow::tr("Hexagon, side %1").arg(board.side)
                                 : PuzzlesWindow::tr("%1×%2").arg(board.width).arg(board.height);
    if (board.blocked) text = PuzzlesWindow::tr("%1, blocked cells").arg(text);
    return text;
}

QTableWidget* makeTable(const QStringList& headers, QWidget* parent) {
    auto* table = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setTabKeyNavigation(false); // the arrows go through it, Tab goes on
    // The first column (the board, the day) takes the room left.
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    return table;
}

void setRow(QTableWidget* table, int row, const QStringList& cells) {
    for (int column = 0; column < cells.size(); ++column) {
        auto* item = new QTableWidgetItem(cells[column]);
        if (column > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(row, column, item);
    }
}

} // namespace

PuzzlesWindow::PuzzlesWindow(PuzzleStore* store, PuzzleCollector* collector, Prompter* prompter,
                             QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_store(store)
    , m_collector(collector)
    , m_prompter(prompter) {
    setObjectName(QStringLiteral("puzzlesWindow"));
    setWindowTitle(tr("Puzzles"));
    m_tabs = new QTabWidget(this);
    auto* puzzles = new QWidget(m_tabs);
    auto* statistics = new QWidget(m_tabs);
    createPuzzlePage(puzzles);
    createStatisticsPage(statistics);
    m_tabs->addTab(puzzles, tr("&Puzzles"));
    m_tabs->addTab(statistics, tr("&Statistics"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    m_announcer = new Announcer(this);
    m_announcer->follow(m_board);

    m_answerTimer.setSingleShot(true);
    m_answerTimer.setInterval(answerPauseMs);
    connect(&m_answerTimer, &QTimer::timeout, this, &PuzzlesWindow::playLine);
    connect(m_board, &BoardView::moveChosen, this, &PuzzlesWindow::answer);
    connect(m_board, &BoardView::animationFinished, this, [this] {
        if (m_answerPending) m_answerTimer.start();
    });
    connect(m_store, &PuzzleStore::changed, this, [this] {
        updateStatistics();
        // New puzzles (a review just ended, a game file, the library) are
        // offered at once when none is on the board, and after today's
        // others when one is.
        if (m_stack->currentIndex() == 1) {
            start();
            return;
        }
        const std::vector<Puzzle>& stored = m_store->puzzles();
        for (const std::size_t index : due_puzzles(stored, today()))
            if (index >= m_queued) m_queue.push_back(index);
        m_queued = stored.size();
        updateProgress();
    });
    if (m_collector) {
        connect(m_collector, &PuzzleCollector::collected, this, [this](int added) {
            if (!m_making) return;
            m_making = false;
            m_make->setEnabled(true);
            m_cancelMake->hide();
            if (added < 0)
                m_makeStatus->clear();
            else if (m_cancelling)
                m_makeStatus->setText(
                    tr("Stopped: %n new puzzle(s) made from the games reviewed.", nullptr, added));
            else if (m_makingFrom == GamesFrom::Library)
                m_makeStatus->setText(tr("%n new puzzle(s) made from your games.", nullptr, added));
            else
                m_makeStatus->setText(
                    tr("%n new puzzle(s) made from the game file.", nullptr, added));
        });
        connect(m_collector, &PuzzleCollector::gamesProgress, this, [this](int done, int total) {
            if (m_making && !m_cancelling && done < total)
                m_makeStatus->setText(makingText(done + 1, total));
        });
        connect(m_collector, &PuzzleCollector::reviewProgress, this,
                [this](int game, int total, int move, int moves) {
                    if (m_making && !m_cancelling)
                        m_makeStatus->setText(
                            makingText(game + 1, total, std::min(move + 1, moves), moves));
                });
    }
    // Ctrl+W, as the system names closing a window.
    auto* close = new QShortcut(QKeySequence::Close, this);
    connect(close, &QShortcut::activated, this, &QWidget::close);
    resize(720, 540);
}

void PuzzlesWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

PuzzlesWindow::~PuzzlesWindow() {
    m_board->disconnect(this);
}

void PuzzlesWindow::createPuzzlePage(QWidget* page) {
    m_stack = new QStackedWidget(page);

    auto* play = new QWidget(m_stack);
    m_board = new BoardView(play);
    m_board->setObjectName(QStringLiteral("puzzleBoard"));
    m_board->setGame(&m_game);
    m_progress = new QLabel(play);
    m_progress->setObjectName(QStringLiteral("progressLabel"));
    m_prompt = new QLabel(play);
    m_prompt->setObjectName(QStringLiteral("promptLabel"));
    m_prompt->setWordWrap(true);
    QFont bold = m_prompt->font();
    bold.setBold(true);
    m_prompt->setFont(bold);
    m_source = new QLabel(play);
    m_source->setObjectName(QStringLiteral("sourceLabel"));
    m_source->setWordWrap(true);
    m_feedback = new QLabel(play);
    m_feedback->setObjectName(QStringLiteral("feedbackLabel"));
    m_feedback->setWordWrap(true);
    m_feedback->setTextFormat(Qt::PlainText);
    m_retry = new QPushButton(tr("&Retry"), play);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_retry->setToolTip(tr("Try this puzzle again"));
    m_hint = new QPushButton(tr("&Hint"), play);
    m_hint->setObjectName(QStringLiteral("hintButton"));
    m_hint->setToolTip(tr("Show the piece to move, or the cell to clone to"));
    m_next = new QPushButton(tr("&Next"), play);
    m_next->setObjectName(QStringLiteral("nextButton"));
    m_next->setToolTip(tr("Go on to the next puzzle"));
    connect(m_retry, &QPushButton::clicked, this, &PuzzlesWindow::retry);
    connect(m_hint, &QPushButton::clicked, this, &PuzzlesWindow::showHint);
    connect(m_next, &QPushButton::clicked, this, &PuzzlesWindow::next);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_retry);
    buttons->addWidget(m_hint);
    buttons->addWidget(m_next);
    auto* side = new QVBoxLayout;
    side->addWidget(m_progress);
    side->addWidget(m_prompt);
    side->addWidget(m_source);
    side->addSpacing(8);
    side->addWidget(m_feedback);
    side->addStretch(1);
    side->addLayout(buttons);
    auto* sideWidget = new QWidget(play);
    sideWidget->setLayout(side);
    sideWidget->setFixedWidth(240);
    side->setContentsMargins(0, 0, 0, 0);
    auto* playLayout = new QHBoxLayout(play);
    playLayout->setContentsMargins(0, 0, 0, 0);
    playLayout->addWidget(m_board, 1);
    playLayout->addWidget(sideWidget);

    m_message = new QLabel(m_stack);
    m_message->setObjectName(QStringLiteral("messageLabel"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setMargin(24);
    m_stack->addWidget(play);
    m_stack->addWidget(m_message);

    m_make = new QPushButton(tr("&Make puzzles from a game file…"), page);
    m_make->setObjectName(QStringLiteral("makePuzzlesButton"));
    m_make->setToolTip(tr("Review the games of a file and keep the mistakes of the sides "
                          "you choose as puzzles"));
    m_make->setEnabled(m_collector != nullptr);
    connect(m_make, &QPushButton::clicked, this, &PuzzlesWindow::makePuzzlesFromFile);
    m_cancelMake = new QPushButton(tr("Cancel"), page);
    m_cancelMake->setObjectName(QStringLiteral("cancelMakingButton"));
    m_cancelMake->setToolTip(tr("Stop reviewing the file; the games reviewed keep their puzzles"));
    m_cancelMake->hide();
    connect(m_cancelMake, &QPushButton::clicked, this, &PuzzlesWindow::cancelMaking);
    m_makeStatus = new QLabel(page);
    m_makeStatus->setObjectName(QStringLiteral("makeStatusLabel"));
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_makeStatus, 1);
    bottom->addWidget(m_cancelMake);
    bottom->addWidget(m_make);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_stack, 1);
    layout->addLayout(bottom);
}

void PuzzlesWindow::createStatisticsPage(QWidget* page) {
    m_summary = new QLabel(page);
    m_summary->setObjectName(QStringLiteral("statisticsSummary"));
    m_summary->setWordWrap(true);
    m_boards = makeTable({tr("Board"), tr("Puzzles"), tr("Solved"), tr("Failed")}, page);
    m_boards->setObjectName(QStringLiteral("statisticsByBoard"));
    m_boards->setAccessibleName(tr("By board"));
    m_days = makeTable({tr("Day"), tr("Solved"), tr("Failed")}, page);
    m_days->setObjectName(QStringLiteral("statisticsByDay"));
    m_days->setAccessibleName(tr("By day"));
    auto* tables = new QHBoxLayout;
    auto* boards = new QVBoxLayout;
    boards->addWidget(new QLabel(tr("By board"), page));
    boards->addWidget(m_boards);
    auto* days = new QVBoxLayout;
    days->addWidget(new QLabel(tr("By day"), page));
    days->addWidget(m_days);
    tables->addLayout(boards, 3);
    tables->addLayout(days, 2);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_summary);
    layout->addLayout(tables, 1);
}

void PuzzlesWindow::start() {
    m_answerTimer.stop();
    m_answerPending = false;
    if (!m_store->isLoaded() && !m_store->load()) {
        m_queue.clear();
        m_message->setText(tr("Your puzzles could not be read from %1: %2")
                               .arg(m_store->path(), m_store->errorString()));
        m_stack->setCurrentIndex(1);
        m_prompter->error(this, tr("Puzzles"), m_message->text());
        updateStatistics();
        return;
    }
    m_queue = due_puzzles(m_store->puzzles(), today());
    m_queued = m_store->puzzles().size();
    m_at = 0;
    m_recorded = false;
    updateStatistics();
    if (m_queue.empty())
        showMessage();
    else
        showCurrent();
}

int PuzzlesWindow::currentPuzzle() const {
    return m_at < m_queue.size() ? static_cast<int>(m_queue[m_at]) : -1;
}

const Puzzle* PuzzlesWindow::puzzle() const {
    const int index = currentPuzzle();
    if (index < 0 || index >= static_cast<int>(m_store->puzzles().size())) return nullptr;
    return &m_store->puzzles()[static_cast<std::size_t>(index)];
}

QString PuzzlesWindow::feedbackText() const {
    return m_feedback->text();
}

QString PuzzlesWindow::messageText() const {
    return m_message->text();
}

void PuzzlesWindow::showCurrent() {
    ++m_answerId; // a search of an earlier answer no longer has a place
    m_answerTimer.stop();
    m_answerPending = false;
    const Puzzle* p = puzzle();
    if (!p) {
        showMessage();
        return;
    }
    m_stack->setCurrentIndex(0);
    m_state = State::Waiting;
    m_game = Game(p->position);
    m_board->setInteractive(true);
    m_board->showPosition(false);
    m_prompt->setText(tr("%1 to play: find a better move than the one you played.")
                          .arg(PlayerSetup::sideName(p->position.side_to_move())));
    m_source->setText(tr("From: %1").arg(PuzzleSourceText::line(*p)));
    m_feedback->clear();
    m_retry->setEnabled(false);
    m_hint->setEnabled(true);
    updateProgress();
    m_board->setFocus();
    m_announcer->say(tr("%1. %2").arg(m_progress->text(), m_prompt->text()));
}

void PuzzlesWindow::showMessage() {
    m_stack->setCurrentIndex(1);
    const std::vector<Puzzle>& puzzles = m_store->puzzles();
    QString text;
    if (puzzles.empty()) {
        text = tr("You have no puzzles yet.\n\nPuzzles are made from your own mistakes: "
                  "play a game, then choose Review game in the Computer menu. Each of your "
                  "mistakes and blunders becomes a puzzle here, the position before it, "
                  "where you find a better move.\n\nYou can also make puzzles from the "
                  "games of a file.");
    } else {
        PuzzleDay next = puzzles.front().record.due;
        for (const Puzzle& p : puzzles) next = std::min(next, p.record.due);
        text = m_solvedToday + m_failedToday > 0
                   ? tr("That was every puzzle due today: %1 solved, %2 failed.")
                         .arg(m_solvedToday)
                         .arg(m_failedToday)
                   : tr("No puzzle is due today.");
        text += QLatin1String("\n\n") + tr("You have %n puzzle(s); the next is due on %1.", nullptr,
                                           static_cast<int>(puzzles.size()))
                                            .arg(dayText(next));
    }
    m_message->setText(text);
    m_announcer->say(text);
}

void PuzzlesWindow::updateProgress() {
    if (m_queue.empty()) {
        m_progress->clear();
        return;
    }
    m_progress->setText(tr("Puzzle %1 of %2 due today")
                            .arg(static_cast<int>(m_at) + 1)
                            .arg(static_cast<int>(m_queue.size())));
}

void PuzzlesWindow::answer(Move move) {
    const Puzzle* p = puzzle();
    if (!p || m_state != State::Waiting || !m_game.play(move)) return;
    const int index = currentPuzzle();
    const Geometry& g = p->position.geometry();
    const bool right = is_right(*p, move);
    m_state = State::Answered;
    m_board->setInteractive(false);
    m_board->showPosition(true);
    m_retry->setEnabled(true);
    m_hint->setEnabled(false);

    const QString played = MoveText::move(g, move);
    const QString best = MoveText::move(g, p->right.front());
    // The best line is played out from the puzzle's position after a wrong
    // answer, on from the answer when it is the line's first move.
    m_line = best_line(*p);
    m_lineAt = !m_line.empty() && move == m_line.front() ? 1 : 0;
    const bool playOut = !right || m_lineAt == 1;
    QString text = right
                       ? tr("Right: %1 is a good move here.").arg(played)
                       : tr("Wrong: %1 is not good enough. The best move is %2.").arg(played, best);
    const QString line = MoveText::line(p->position, m_line);
    if (m_line.size() > 1)
        text += QLatin1Char(' ') +
                (playOut ? tr("The best line, played on the board: %1.") : tr("The best line: %1."))
                    .arg(line);
    else if (!right)
        text += QLatin1Char(' ') + tr("It is played on the board.");
    m_verdict = text;
    m_answerWhy.clear();
    m_gameWhy.clear();
    // What the move of the game cost, in pieces as the scores read.
    if (!p->played.is_none()) {
        const QString game = MoveText::move(g, p->played);
        m_gameWhy = p->loss >= 1500
                        ? tr("In the game you played %1, which threw away the result.").arg(game)
                        : tr("In the game you played %1, which lost %2 pieces against the best "
                             "move, %3.")
                              .arg(game, NumberText::fromEngine(pieces_text(p->loss)), best);
    }
    // Why it was worse, as the review says it.
    const QString why = ExplanationText::text(g, puzzle_explanation(*p));
    if (!why.isEmpty()) m_gameWhy += QLatin1Char('\n') + why;
    if (p->right.size() > 1) {
        QStringList others;
        for (const Move m : p->right)
            if (m != move) others << MoveText::move(g, m);
        m_gameWhy += QLatin1Char('\n') + (right ? tr("Also good: %1.") : tr("Good moves: %1."))
                                             .arg(others.join(QLatin1String(", ")));
    }
    showFeedback();
    m_announcer->say(feedbackText());
    // A wrong answer other than the game's move: what it loses and why, once
    // the collector's thread has searched it as the review would have.
    if (!right && move != p->played && m_collector) {
        const quint64 id = m_answerId;
        m_collector->reviewAnswer(*p, move, this, [this, id, index](const MoveReview& review) {
            const Puzzle* now = puzzle();
            if (id != m_answerId || !now || currentPuzzle() != index) return;
            const Geometry& geometry = now->position.geometry();
            const QString answered = MoveText::move(geometry, review.played);
            m_answerWhy = review.loss >= 1500
                              ? tr("Your answer %1 throws away the result.").arg(answered)
                              : tr("Your answer %1 loses %2 pieces against %3.")
                                    .arg(answered, NumberText::fromEngine(pieces_text(review.loss)),
                                         MoveText::move(geometry, now->right.front()));
            const QString because =
                ExplanationText::text(geometry, answer_explanation(*now, review));
            if (!because.isEmpty()) m_answerWhy += QLatin1Char(' ') + because;
            showFeedback();
            m_announcer->say(m_answerWhy);
        });
    }

    if (!m_recorded) {
        m_recorded = true;
        (right ? m_solvedToday : m_failedToday) += 1;
        if (!m_store->recordTry(index, right, today()))
            m_prompter->error(this, tr("Puzzles"),
                              tr("Your answer could not be kept in %1: %2")
                                  .arg(m_store->path(), m_store->errorString()));
    }
    if (playOut) {
        m_answerPending = m_lineAt < m_line.size();
        if (m_answerPending && !m_board->isAnimating()) m_answerTimer.start();
    }
    updateStatistics();
    emit answered(right);
}

void PuzzlesWindow::showFeedback() {
    QStringList parts{m_verdict};
    if (!m_answerWhy.isEmpty()) parts << m_answerWhy;
    if (!m_gameWhy.isEmpty()) parts << m_gameWhy;
    m_feedback->setText(parts.join(QLatin1Char('\n')));
}

void PuzzlesWindow::setLinePause(int ms) {
    m_answerTimer.setInterval(std::max(0, ms));
}

void PuzzlesWindow::playLine() {
    m_answerPending = false;
    const Puzzle* p = puzzle();
    if (!p || m_state != State::Answered || m_lineAt >= m_line.size()) return;
    if (m_lineAt == 0) m_game = Game(p->position);
    if (!m_game.play(m_line[m_lineAt])) return;
    ++m_lineAt;
    m_answerPending = m_lineAt < m_line.size();
    m_board->showPosition(true);
    if (m_answerPending && !m_board->isAnimating()) m_answerTimer.start();
}

void PuzzlesWindow::retry() {
    if (!puzzle()) return;
    const bool recorded = m_recorded;
    showCurrent();
    m_recorded = recorded;
    m_feedback->setText(tr("Try again."));
    m_announcer->say(m_feedback->text() + QLatin1Char(' ') + m_prompt->text());
}

void PuzzlesWindow::showHint() {
    const Puzzle* p = puzzle();
    if (!p || m_state != State::Waiting || p->right.empty()) return;
    const Move move = p->right.front();
    // The piece to move for a jump; for a clone, any piece beside the cell
    // would do, so the cell itself is shown.
    const QString cell = QString::fromStdString(
        p->position.geometry().name(move.is_jump() ? move.from() : move.to()));
    if (move.is_jump()) {
        m_board->setSelectedCell(move.from());
        m_announcer->say(tr("Hint: the piece on %1 moves.").arg(cell));
    } else {
        m_board->showHint(move);
        m_announcer->say(tr("Hint: a clone to %1.").arg(cell));
    }
}

void PuzzlesWindow::next() {
    if (m_queue.empty()) return;
    ++m_at;
    m_recorded = false;
    if (m_at >= m_queue.size()) {
        m_answerTimer.stop();
        m_answerPending = false;
        m_queue.clear();
        m_at = 0;
        showMessage();
        updateProgress();
        return;
    }
    showCurrent();
}

void PuzzlesWindow::updateStatistics() {
    const PuzzleStatistics s = puzzle_statistics(m_store->puzzles(), today());
    m_summary->setText(
        tr("%n puzzle(s), %1 due today, %2 never tried.", nullptr, s.puzzles)
            .arg(s.due)
            .arg(s.never_tried) +
        QLatin1Char('\n') +
        tr("%n try(s): %1 solved, %2 failed.", nullptr, s.tried).arg(s.solved).arg(s.failed));
    m_boards->setRowCount(static_cast<int>(s.boards.size()));
    for (int row = 0; row < static_cast<int>(s.boards.size()); ++row) {
        const PuzzleStatistics::Board& b = s.boards[static_cast<std::size_t>(row)];
        setRow(m_boards, row,
               {boardText(b.board), QString::number(b.puzzles), QString::number(b.solved),
                QString::number(b.failed)});
    }
    // The latest day first.
    m_days->setRowCount(static_cast<int>(s.days.size()));
    for (int row = 0; row < static_cast<int>(s.days.size()); ++row) {
        const PuzzleStatistics::Day& d = s.days[s.days.size() - 1 - static_cast<std::size_t>(row)];
        setRow(m_days, row, {dayText(d.day), QString::number(d.solved), QString::number(d.failed)});
    }
}

void PuzzlesWindow::makePuzzlesFromFile() {
    if (!m_collector) return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Make puzzles from a game file"), QString(),
                                     tr("Game files (*.pgn);;All files (*)"));
    if (path.isEmpty()) return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_prompter->error(this, tr("Puzzles"),
                          tr("%1 could not be read: %2").arg(path, file.errorString()));
        return;
    }
    if (file.size() > maxFileSize) {
        m_prompter->error(this, tr("Puzzles"), tr("%1 is too large for a game file.").arg(path));
        return;
    }
    const QByteArray bytes = file.readAll();
    const Expected<std::vector<PgnGame>> games =
        read_pgn(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!games) {
        m_prompter->error(this, tr("Puzzles"),
                          tr("%1 is not a game file we can read: %2")
                              .arg(path, MessageText::of(games.message())));
        return;
    }
    const int side = m_prompter->choose(
        this, tr("Make puzzles"), tr("Whose mistakes become puzzles?"),
        {PlayerSetup::sideName(Side::X), PlayerSetup::sideName(Side::O), tr("Both")});
    if (side < 0) return;
    std::vector<Side> sides;
    if (side != 1) sides.push_back(Side::X);
    if (side != 0) sides.push_back(Side::O);
    makePuzzles(*games, sides);
}

bool PuzzlesWindow::makePuzzles(const std::vector<PgnGame>& games, const std::vector<Side>& sides,
                                int reviewDepth, GamesFrom from,
                                PuzzleCollector::Reviewed reviewed) {
    if (!m_collector) return false;
    if (m_making) {
        m_prompter->error(this, tr("Puzzles"),
                          tr("Puzzles are being made from other games; try "
                             "again once they are done."));
        return false;
    }
    if (!m_collector->collectGames(games, sides, reviewDepth, std::move(reviewed))) {
        m_prompter->error(this, tr("Puzzles"),
                          from == GamesFrom::File ? tr("The file holds no game with moves.")
                                                  : tr("No game chosen has moves."));
        return false;
    }
    m_making = true;
    m_makingFrom = from;
    m_cancelling = false;
    m_make->setEnabled(false);
    m_cancelMake->setEnabled(true);
    m_cancelMake->show();
    const auto total = std::count_if(games.begin(), games.end(),
                                     [](const PgnGame& pgn) { return pgn.game.length() > 0; });
    m_makeStatus->setText(makingText(1, static_cast<int>(total)));
    return true;
}

QString PuzzlesWindow::makingText(int game, int total, int move, int moves) const {
    const bool file = m_makingFrom == GamesFrom::File;
    if (moves <= 0)
        return (file ? tr("Reviewing game %1 of %2 of the file…") : tr("Reviewing game %1 of %2…"))
            .arg(game)
            .arg(total);
    return (file ? tr("Reviewing game %1 of %2 of the file: move %3 of %4…")
                 : tr("Reviewing game %1 of %2: move %3 of %4…"))
        .arg(game)
        .arg(total)
        .arg(move)
        .arg(moves);
}

void PuzzlesWindow::cancelMaking() {
    if (!m_making || m_cancelling) return;
    m_cancelling = true;
    m_cancelMake->setEnabled(false);
    m_makeStatus->setText(tr("Stopping…"));
    m_collector->cancelGames();
}

} // namespace ataxx

#include "puzzleswindow/puzzlecollector.h"

#include "game/prompter.h"
#include "puzzle/puzzlemaker.h"
#include "puzzleswindow/puzzlesourcetext.h"
#include "puzzleswindow/puzzlestore.h"
#include "review/review.h"

#include <QWidget>

#include <algorithm>
#include <iterator>

namespace ataxx {

PuzzleCollector::PuzzleCollector(PuzzleStore* store, Prompter* prompter, QWidget* window,
                                 QObject* parent)
    : QObject(parent)
    , m_store(store)
    , m_prompter(prompter)
    , m_window(window) {
    setObjectName(QStringLiteral("puzzleCollector"));
}

PuzzleCollector::~PuzzleCollector() {
    m_run->stop.store(true, std::memory_order_relaxed);
    for (const QPointer<QThread>& thread : m_threads)
        if (thread) thread->wait();
}

bool PuzzleCollector::collect(const PgnGame& pgn, const std::vector<Side>& sides,
                              const std::vector<MoveReview>& review) {
    // The review's findings of the moves that make puzzles, as they are.
    const Game& game = pgn.game;
    std::vector<MoveReview> marked;
    for (const MoveReview& move : review) {
        if ((move.quality != MoveQuality::Mistake && move.quality != MoveQuality::Blunder) ||
            move.index < 0 || move.index >= game.length() ||
            game.move_at(move.index) != move.played ||
            std::find(sides.begin(), sides.end(), game.position_at(move.index).side_to_move()) ==
                sides.end())
            continue;
        marked.push_back(move);
    }
    if (marked.empty()) return false;

    startCollection([record = game, marked, sides, source = puzzle_source(pgn),
                     parts = PuzzleSourceText::kept(pgn),
                     day = today()](const std::function<bool()>& stop) {
        PuzzleMaker maker(PuzzleSettings{});
        std::vector<Puzzle> puzzles = maker.make(record, marked, sides, source, day, stop);
        for (Puzzle& puzzle : puzzles) puzzle.source = parts;
        return puzzles;
    });
    return true;
}

bool PuzzleCollector::collectGames(const std::vector<PgnGame>& games,
                                   const std::vector<Side>& sides, int reviewDepth,
                                   Reviewed reviewed) {
    const auto hasMoves = [](const PgnGame& pgn) { return pgn.game.length() > 0; };
    if (sides.empty() || std::none_of(games.begin(), games.end(), hasMoves)) return false;
    ReviewSettings review;
    review.depth = std::max(1, reviewDepth);
    // Each game with moves, with its place in `games` (for `reviewed`).
    std::vector<std::pair<std::size_t, PgnGame>> withMoves;
    std::vector<PuzzleSource> parts;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (!hasMoves(games[i])) continue;
        withMoves.emplace_back(i, games[i]);
        parts.push_back(PuzzleSourceText::kept(games[i]));
    }
    m_gamesRun = std::make_shared<Run>();
    startCollection(
        [this, review, games = std::move(withMoves), parts = std::move(parts), sides,
         reviewed = std::move(reviewed), day = today()](const std::function<bool()>& stop) {
            std::vector<Puzzle> puzzles;
            const int total = static_cast<int>(games.size());
            for (int done = 0; done < total; ++done) {
                if (stop()) break;
                const auto& [place, pgn] = games[static_cast<std::size_t>(done)];
                std::vector<MoveReview> moves = noted_review(pgn.game);
                if (moves.empty()) {
                    GameReviewer reviewer(review);
                    const auto progress = [this, done, total](int move, int length) {
                        QMetaObject::invokeMethod(
                            this,
                            [this, done, total, move, length] {
                                emit reviewProgress(done, total, move, length);
                            },
                            Qt::QueuedConnection);
                    };
                    moves = reviewer.review_game(pgn.game, progress, stop);
                    if (stop()) break; // a review cut short would mark moves wrongly
                    if (reviewed)
                        QMetaObject::invokeMethod(
                            this, [reviewed, place, moves] { reviewed(place, moves); },
                            Qt::QueuedConnection);
                }
                PuzzleMaker maker(PuzzleSettings{});
                std::vector<Puzzle> made =
                    maker.make(pgn.game, moves, sides, puzzle_source(pgn), day, stop);
                if (stop()) break;
                for (Puzzle& puzzle : made) puzzle.source = parts[static_cast<std::size_t>(done)];
                puzzles.insert(puzzles.end(), made.begin(), made.end());
                QMetaObject::invokeMethod(
                    this, [this, done, total] { emit gamesProgress(done + 1, total); },
                    Qt::QueuedConnection);
            }
            return puzzles;
        },
        m_gamesRun);
    return true;
}

void PuzzleCollector::cancelGames() {
    if (m_gamesRun) m_gamesRun->stop.store(true, std::memory_order_relaxed);
}

void PuzzleCollector::reviewAnswer(const Puzzle& puzzle, Move answer, QObject* context,
                                   std::function<void(const MoveReview&)> done) {
    startThread([puzzle, answer, context = QPointer<QObject>(context),
                 done = std::move(done)](const std::function<bool()>& stop) {
        PuzzleMaker maker(PuzzleSettings{});
        const MoveReview review = maker.review_answer(puzzle, answer, stop);
        return std::function<void()>([context, done, review] {
            if (context) done(review);
        });
    });
}

void PuzzleCollector::startCollection(
    std::function<std::vector<Puzzle>(const std::function<bool()>&)> make,
    std::shared_ptr<Run> cancel) {
    ++m_running;
    startThread(
        [this, make = std::move(make)](const std::function<bool()>& stop) {
            return std::function<void()>([this, puzzles = make(stop)] { onMade(puzzles); });
        },
        std::move(cancel));
}

void PuzzleCollector::startThread(
    std::function<std::function<void()>(const std::function<bool()>&)> work,
    std::shared_ptr<Run> cancel) {
    // The thread owns copies of what it reads and answers through a queued
    // call; once the collector is gone, the stop flag ends its searches.
    QThread* thread =
        QThread::create([this, run = m_run, cancel = std::move(cancel), work = std::move(work)] {
            const auto gone = [&run] { return run->stop.load(std::memory_order_relaxed); };
            const auto stop = [&] {
                return gone() || (cancel && cancel->stop.load(std::memory_order_relaxed));
            };
            std::function<void()> done = work(stop);
            if (gone()) return;
            QMetaObject::invokeMethod(this, std::move(done), Qt::QueuedConnection);
        });
    thread->setObjectName(QStringLiteral("puzzleThread"));
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    std::erase_if(m_threads, [](const QPointer<QThread>& t) { return t.isNull(); });
    m_threads.emplace_back(thread);
    thread->start(QThread::LowPriority);
}

void PuzzleCollector::onMade(const std::vector<Puzzle>& puzzles) {
    --m_running;
    const int added = m_store->add(puzzles);
    if (added < 0)
        m_prompter->error(m_window, tr("Puzzles"),
                          tr("Your mistakes could not be kept as puzzles in %1: %2")
                              .arg(m_store->path(), m_store->errorString()));
    // Lines of the file that could not be read are kept; they are named once.
    if (!m_problemsShown && !m_store->problems().isEmpty()) {
        m_problemsShown = true;
        m_prompter->error(m_window, tr("Puzzles"),
                          tr("Some lines of %1 could not be read; they are kept as they "
                             "are:\n%2")
                              .arg(m_store->path(), m_store->problems().join(QLatin1Char('\n'))));
    }
    emit collected(added);
}

} // namespace ataxx

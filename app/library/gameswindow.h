#pragma once

#include "pgn.h"
#include "rules.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <vector>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressDialog;
class QPushButton;
class QTableView;
class QTabWidget;

namespace ataxx {

class GamesFilter;
class GamesLibrary;
class GamesModel;
class PgnImporter;
class Prompter;
class RatingView;

// The Games window (Game > Games…): the games of the library in a list that
// sorts by any column and filters by board, opponent, result and date, with
// a search of the players' names. The selected games are opened on the
// board (Enter, a double click), reviewed, made into puzzles, exported to a
// PGN file or deleted; a PGN file of many games is imported with a progress
// dialog and a Cancel, its bad games named and skipped (PgnImporter).
//
// It is a window of its own over the GamesLibrary and never touches the
// game on the board: opening, reviewing and making puzzles are requests
// (signals) that the main window carries out, after its usual question
// before a game in progress is replaced. Its size and its list's columns and
// sort are remembered (LibrarySettings). Escape and Ctrl+W close it.
//
// Its second page, Rating, shows the person's rating on each family of
// boards from the rated games (PlayerRatings), its history as a chart and
// the results against each level (RatingView).
class GamesWindow : public QWidget {
    Q_OBJECT

public:
    GamesWindow(GamesLibrary* library, Prompter* prompter, QWidget* parent = nullptr);
    ~GamesWindow() override;

    // Reads the library again (opening it the first time, and saying once
    // if a damaged file was put aside) and shows its games.
    void reload();

    [[nodiscard]] QTableView* view() const { return m_view; }
    [[nodiscard]] GamesModel* model() const { return m_model; }
    [[nodiscard]] GamesFilter* filter() const { return m_filter; }
    [[nodiscard]] RatingView* ratingView() const { return m_ratingView; }
    // Shows the list of games, or the rating.
    void showGames();
    void showRating();
    // The games selected, in the list's order.
    [[nodiscard]] QList<qint64> selectedGames() const;
    void selectGames(const QList<qint64>& ids);
    // The line under the list: how many games, what the last import or
    // export did, or why there is no library.
    [[nodiscard]] QString statusText() const;

    void openSelected();
    void reviewSelected();
    // Asks whose mistakes become puzzles when the selected games do not say
    // (the sides people played), then asks for the puzzles.
    void makePuzzlesFromSelected();
    // Asks for a file, then exportGames.
    void exportSelected();
    bool exportGames(const QList<qint64>& ids, const QString& path);
    // Asks first.
    void deleteSelected();
    // Asks for a file, then importFrom.
    void importFile();
    bool importFrom(const QString& path);
    [[nodiscard]] PgnImporter* importer() const { return m_importer; }
    // The import's progress dialog, once an import has shown it.
    [[nodiscard]] QProgressDialog* importProgress() const;

signals:
    void openRequested(qint64 id);
    // Open the game, then review it.
    void reviewRequested(qint64 id);
    // Make puzzles of `games` (the library's games `ids`, in the same order)
    // for the mistakes of `sides`.
    void puzzlesRequested(const QList<qint64>& ids, const std::vector<ataxx::PgnGame>& games,
                          const std::vector<ataxx::Side>& sides);

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    QWidget* createFilters();
    // The constructor's parts: the list and its status line; the buttons
    // under it (in a row); the wiring of the list, the library and the
    // importer; the columns and the size as the person left them, or as
    // their usual texts need.
    void createList();
    QHBoxLayout* createButtons();
    void connectParts();
    void restoreColumnsAndSize();
    void createActions();
    // The choices of the board and opponent filters: those of the games kept.
    void updateChoices();
    void applyFilters();
    void updateActions();
    void updateStatus();
    void onImportFinished();
    [[nodiscard]] qint64 currentGame() const;

    GamesLibrary* m_library;
    Prompter* m_prompter;
    GamesModel* m_model;
    GamesFilter* m_filter;
    PgnImporter* m_importer;
    QPointer<QProgressDialog> m_progress;
    QString m_problem; // why the library cannot be read
    QString m_note;    // what the last import or export did

    QTabWidget* m_tabs = nullptr;
    RatingView* m_ratingView = nullptr;
    bool m_placed = false; // put over its parent, on its first showing
    // The width each column's usual text needs (usualWidths); empty where the
    // columns are the person's own, restored from the settings or dragged.
    std::vector<int> m_usualWidths;
    bool m_fitting = false; // fitColumns is sizing the columns
    void place();
    [[nodiscard]] std::vector<int> usualWidths() const;
    void fitColumns();
    QLineEdit* m_search = nullptr;
    QComboBox* m_board = nullptr;
    QComboBox* m_opponent = nullptr;
    QComboBox* m_result = nullptr;
    QComboBox* m_period = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_review = nullptr;
    QPushButton* m_puzzles = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_import = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_reviewAction = nullptr;
    QAction* m_puzzlesAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_deleteAction = nullptr;
};

} // namespace ataxx

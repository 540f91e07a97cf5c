#pragma once

#include "puzzle/puzzle.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace ataxx {

// The person's puzzles, kept on disk in the app's data folder
// (QStandardPaths::AppDataLocation) in the puzzle file format of
// ai/puzzle/README.md, written whole through QSaveFile after every change so
// that it is never half written.
//
// The file is read with the defensive reader: a damaged line costs only
// itself. Its number and reason are kept in problems(), for the window to
// show, and the line itself is written back unchanged after the puzzles, so
// that a person can mend it and nothing is lost. A file that cannot be read
// at all is never written over. The store says what went wrong (errorString)
// and leaves showing it to its caller.
class PuzzleStore : public QObject {
    Q_OBJECT

public:
    // The file in the app's data folder; tests pass a path of their own.
    explicit PuzzleStore(QObject* parent = nullptr);
    explicit PuzzleStore(QString path, QObject* parent = nullptr);

    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] static QString defaultPath();

    // Reads the file; a missing file is an empty collection. False, leaving
    // the collection empty and the file alone, when it exists but cannot be
    // read.
    bool load();
    [[nodiscard]] bool isLoaded() const { return m_loaded; }
    // Writes the collection; false when the file cannot be written.
    bool save();

    // Adds the puzzles that are not in the collection yet (the same position
    // and move played), loading the file first if need be, and saves. The
    // number added, or -1 when the file could not be read or written.
    int add(const std::vector<Puzzle>& puzzles);
    // Counts a try at puzzle `index` (see record_try) and saves; false when
    // there is no such puzzle or the file cannot be written.
    bool recordTry(int index, bool solved, PuzzleDay day);

    [[nodiscard]] const std::vector<Puzzle>& puzzles() const { return m_puzzles; }
    // The lines of the last load that could not be read: "line 3: bm: ...".
    [[nodiscard]] QStringList problems() const { return m_problems; }
    // Why the last load or save failed.
    [[nodiscard]] QString errorString() const { return m_error; }

signals:
    // The collection changed (loaded, puzzles added, a try counted).
    void changed();

private:
    QString m_path;
    bool m_loaded = false;
    std::vector<Puzzle> m_puzzles;
    std::vector<std::string> m_damagedLines;
    QStringList m_problems;
    QString m_error;
};

} // namespace ataxx

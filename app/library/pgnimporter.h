#pragma once

#include "library/pgnsplitter.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>

namespace ataxx {

class GamesLibrary;

// Imports the games of a PGN file into the library, a few at a time between
// the window's events, so that the window never stops answering however
// long the file: each step cuts the next games out of the file
// (PgnSplitter), reads each on its own and keeps it as an imported game, for
// at most stepMs or stepGames games, and then lets the events run.
//
// A game that cannot be read, or has no moves, is skipped and named in
// problems() by its number in the file, its line, its players and what is
// wrong; a game the library holds already (the same fingerprint) is skipped
// and counted. Cancel stops before the next game: the games imported so far
// stay. Each game is a transaction of its own (GamesLibrary::beginBatch).
class PgnImporter : public QObject {
    Q_OBJECT

public:
    // Game files bigger than this are not game files.
    static constexpr qint64 maxFileSize = 64 * 1024 * 1024;
    static constexpr int stepMs = 15;
    static constexpr int stepGames = 50;

    explicit PgnImporter(GamesLibrary* library, QObject* parent = nullptr);
    ~PgnImporter() override;

    // Reads the file and starts importing it; false, with errorString(), when
    // it cannot be read, is too big, or an import is running.
    bool start(const QString& path);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] bool wasCancelled() const { return m_cancelled; }

    [[nodiscard]] QString fileName() const { return m_name; }
    [[nodiscard]] qint64 bytesDone() const;
    [[nodiscard]] qint64 bytesTotal() const { return m_bytes.size(); }
    // The games found in the file so far, good and bad.
    [[nodiscard]] int gamesRead() const { return m_read; }
    [[nodiscard]] int imported() const { return m_imported; }
    // The games the library held already.
    [[nodiscard]] int alreadyKept() const { return m_duplicates; }
    // The games skipped: "Game 3 (line 41), Anna – Ben: move 'z9' …".
    [[nodiscard]] QStringList problems() const { return m_problems; }
    [[nodiscard]] QString errorString() const { return m_error; }
    // What the import did, in a sentence or two for the person.
    [[nodiscard]] QString summary() const;

signals:
    // After each step.
    void progress();
    // The import ended: the whole file, a cancel, or a library that could not
    // be written (errorString()).
    void finished();

private:
    void step();
    void importPiece(const PgnSplitter::Piece& piece);
    void finish();

    // The library may go first when the window closes during an import.
    QPointer<GamesLibrary> m_library;
    QTimer m_timer;
    QByteArray m_bytes;
    std::unique_ptr<PgnSplitter> m_splitter;
    QString m_name;
    bool m_running = false;
    bool m_cancelled = false;
    int m_read = 0;
    int m_imported = 0;
    int m_duplicates = 0;
    QStringList m_problems;
    QString m_error;
};

} // namespace ataxx

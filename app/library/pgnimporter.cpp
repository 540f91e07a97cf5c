#include "library/pgnimporter.h"

#include "game/messagetext.h"
#include "library/gameslibrary.h"
#include "library/librarygame.h"
#include "pgn.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <charconv>
#include <string>
#include <variant>

namespace ataxx {

namespace {

// The value of a tag in a game's text, for naming a game that cannot be
// read; empty when it has none.
std::string tagIn(std::string_view text, std::string_view name) {
    // Built by appending: GCC 12 warns wrongly (-Wrestrict) about "[" + name.
    std::string key(1, '[');
    key.append(name);
    key.append(" \"");
    const std::size_t at = text.find(key);
    if (at == std::string_view::npos) return {};
    const std::size_t begin = at + key.size();
    const std::size_t end = text.find('"', begin);
    if (end == std::string_view::npos ||
        text.substr(begin, end - begin).find('\n') != std::string_view::npos)
        return {};
    return std::string(text.substr(begin, end - begin));
}

// What the reader found wrong, without its "game 1, line 2:" (the file's
// numbers are given instead), and the line it names within the piece.
std::pair<Message, int> innerMessage(const Message& message) {
    const auto& arguments = message.arguments();
    if (arguments.size() == 3 && std::holds_alternative<Message>(arguments[2]) &&
        std::holds_alternative<std::string>(arguments[1])) {
        const std::string& number = std::get<std::string>(arguments[1]);
        int line = 1;
        std::from_chars(number.data(), number.data() + number.size(), line);
        return {std::get<Message>(arguments[2]), line};
    }
    return {message, 1};
}

} // namespace

PgnImporter::PgnImporter(GamesLibrary* library, QObject* parent)
    : QObject(parent)
    , m_library(library) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &PgnImporter::step);
}

PgnImporter::~PgnImporter() {
    if (m_running && m_library) m_library->endBatch();
}

bool PgnImporter::start(const QString& path) {
    if (!m_library) return false;
    if (m_running) {
        m_error = tr("An import is running.");
        return false;
    }
    m_name = QFileInfo(path).fileName();
    m_error.clear();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = tr("%1 could not be read: %2").arg(m_name, file.errorString());
        return false;
    }
    if (file.size() > maxFileSize) {
        m_error = tr("%1 is too big to be a game file.").arg(m_name);
        return false;
    }
    m_bytes = file.readAll();
    if (!m_library->open()) {
        m_error = m_library->errorString();
        return false;
    }
    m_splitter = std::make_unique<PgnSplitter>(
        std::string_view(m_bytes.constData(), static_cast<std::size_t>(m_bytes.size())));
    m_running = true;
    m_cancelled = false;
    m_read = m_imported = m_duplicates = 0;
    m_problems.clear();
    m_library->beginBatch();
    m_timer.start();
    return true;
}

void PgnImporter::cancel() {
    if (!m_running) return;
    m_cancelled = true;
    m_timer.stop();
    finish();
}

qint64 PgnImporter::bytesDone() const {
    return m_splitter ? static_cast<qint64>(m_splitter->position()) : 0;
}

void PgnImporter::step() {
    // The library is gone (the window is closing): nothing more to write.
    if (!m_library) {
        m_cancelled = true;
        finish();
        return;
    }
    QElapsedTimer clock;
    clock.start();
    for (int games = 0; games < stepGames && clock.elapsed() < stepMs; ++games) {
        const std::optional<PgnSplitter::Piece> piece = m_splitter->next();
        if (!piece) {
            finish();
            return;
        }
        importPiece(*piece);
        if (!m_error.isEmpty()) {
            finish();
            return;
        }
    }
    emit progress();
    // A cancel during the progress report has ended the import.
    if (m_running) m_timer.start();
}

void PgnImporter::importPiece(const PgnSplitter::Piece& piece) {
    const int number = ++m_read;
    const auto name = [&piece, number](int line) {
        const QString black = QString::fromStdString(tagIn(piece.text, "Black"));
        const QString white = QString::fromStdString(tagIn(piece.text, "White"));
        const QString game = tr("Game %1 (line %2)").arg(number).arg(line);
        return black.isEmpty() && white.isEmpty() ? game
                                                  : tr("%1, %2 – %3").arg(game, black, white);
    };
    auto read = read_pgn(piece.text);
    if (!read) {
        const auto [inner, line] = innerMessage(read.message());
        m_problems << tr("%1: %2").arg(name(piece.line + line - 1), MessageText::of(inner));
        return;
    }
    for (PgnGame& pgn : read.value()) {
        if (pgn.game.length() == 0) {
            m_problems << tr("%1: it has no moves.").arg(name(piece.line));
            continue;
        }
        const QString fingerprint = LibraryGame::fingerprintOf(pgn);
        if (m_library->contains(fingerprint)) {
            ++m_duplicates;
            continue;
        }
        std::array<LibraryPlayer, 2> players;
        for (const Side side : {Side::X, Side::O}) {
            LibraryPlayer& player = players[side_index(side)];
            player.name = QString::fromStdString(pgn.tag(side == Side::X ? "Black" : "White"));
        }
        const LibraryGame entry = LibraryGame::describe(pgn, LibraryGame::Source::Imported, players,
                                                        LibraryGame::dateFromTag(pgn.tag("Date")));
        if (!m_library->add(pgn, entry)) {
            m_error = m_library->errorString();
            return;
        }
        ++m_imported;
    }
}

void PgnImporter::finish() {
    m_running = false;
    m_splitter.reset();
    m_bytes.clear();
    if (m_library) m_library->endBatch();
    emit finished();
}

QString PgnImporter::summary() const {
    QString text = m_cancelled
                       ? tr("Stopped: %n game(s) of %1 imported.", nullptr, m_imported).arg(m_name)
                       : tr("%n game(s) of %1 imported.", nullptr, m_imported).arg(m_name);
    if (m_duplicates > 0)
        text +=
            QLatin1Char(' ') + tr("%n game(s) were in the library already.", nullptr, m_duplicates);
    if (!m_problems.isEmpty())
        text += QLatin1Char(' ') + tr("%n game(s) could not be read and were skipped.", nullptr,
                                      static_cast<int>(m_problems.size()));
    if (!m_error.isEmpty())
        text += QLatin1Char(' ') + tr("The library could not be written: %1").arg(m_error);
    return text;
}

} // namespace ataxx

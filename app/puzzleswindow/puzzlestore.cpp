#include "puzzleswindow/puzzlestore.h"

#include "game/wholefile.h"
#include "puzzle/puzzlefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <string_view>

namespace ataxx {

namespace {

// Far beyond any person's collection (a line is about 200 bytes); a bigger
// file is not ours.
constexpr qint64 maxFileSize = 64 * 1024 * 1024;

constexpr std::string_view fileHeader =
    "# Ataxx puzzles: one a line, the format of ai/puzzle/README.md\n";

bool samePuzzle(const Puzzle& a, const Puzzle& b) {
    return a.played == b.played && a.position.same_placement(b.position);
}

} // namespace

PuzzleStore::PuzzleStore(QObject* parent)
    : PuzzleStore(defaultPath(), parent) {}

PuzzleStore::PuzzleStore(QString path, QObject* parent)
    : QObject(parent)
    , m_path(std::move(path)) {
    setObjectName(QStringLiteral("puzzleStore"));
}

QString PuzzleStore::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/puzzles.epd");
}

bool PuzzleStore::load() {
    m_loaded = false;
    m_puzzles.clear();
    m_damagedLines.clear();
    m_problems.clear();
    m_error.clear();
    QFile file(m_path);
    if (!file.exists()) {
        m_loaded = true;
        emit changed();
        return true;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = file.errorString();
        return false;
    }
    if (file.size() > maxFileSize) {
        m_error = tr("The file is larger than %1 MB.").arg(maxFileSize / (1024 * 1024));
        return false;
    }
    const QByteArray data = file.readAll();
    const std::string_view text(data.constData(), static_cast<std::size_t>(data.size()));
    PuzzleFile read = read_puzzles(text);
    m_puzzles = std::move(read.puzzles);
    // The damaged lines themselves, to be written back as they were.
    std::vector<std::string_view> lines;
    std::size_t at = 0;
    while (at <= text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    for (const PuzzleFileProblem& problem : read.problems) {
        m_problems << QString::fromStdString(problem_text(problem));
        const auto index = static_cast<std::size_t>(problem.line - 1);
        if (index < lines.size()) {
            std::string line(lines[index]);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            m_damagedLines.push_back(std::move(line));
        }
    }
    m_loaded = true;
    emit changed();
    return true;
}

bool PuzzleStore::save() {
    m_error.clear();
    std::string text(fileHeader);
    text += write_puzzles(m_puzzles);
    for (const std::string& line : m_damagedLines) text += line + '\n';
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    return writeWholeFile(m_path, text, m_error, {});
}

int PuzzleStore::add(const std::vector<Puzzle>& puzzles) {
    if (!m_loaded && !load()) return -1;
    int added = 0;
    for (const Puzzle& puzzle : puzzles) {
        const bool known = std::any_of(m_puzzles.begin(), m_puzzles.end(),
                                       [&](const Puzzle& p) { return samePuzzle(p, puzzle); });
        if (known) continue;
        m_puzzles.push_back(puzzle);
        ++added;
    }
    if (added == 0) return 0;
    emit changed();
    return save() ? added : -1;
}

bool PuzzleStore::recordTry(int index, bool solved, PuzzleDay day) {
    if (index < 0 || index >= static_cast<int>(m_puzzles.size())) return false;
    record_try(m_puzzles[static_cast<std::size_t>(index)], solved, day);
    emit changed();
    return save();
}

} // namespace ataxx

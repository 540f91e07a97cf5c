#include "puzzleswindow/puzzlesourcetext.h"

#include "players/playersetup.h"
#include "puzzle/puzzlemaker.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace ataxx {

namespace {

// The app's own words for players and games, each in the code's English and
// in the user's language: the names GameDocument gives players and games
// and the computers' descriptions.
std::vector<std::pair<QString, QString>> appWords() {
    std::vector<std::pair<QString, QString>> words;
    for (const char* text : {"You", "Human", "Ataxx game"})
        words.emplace_back(QString::fromLatin1(text),
                           QCoreApplication::translate("ataxx::GameDocument", text));
    for (const Level level :
         {Level::VeryEasy, Level::Easy, Level::Medium, Level::Hard, Level::VeryHard})
        words.emplace_back(PlayerSetup::computerDescription(level, true),
                           PlayerSetup::computerDescription(level));
    return words;
}

QString shownPart(const std::string& part) {
    const QString text = QString::fromStdString(part);
    for (const auto& [english, translated] : appWords())
        if (text == english) return translated;
    return text;
}

std::string keptPart(const std::string& part) {
    const QString text = QString::fromStdString(part);
    for (const auto& [english, translated] : appWords())
        if (text == translated) return english.toStdString();
    return part;
}

} // namespace

QString PuzzleSourceText::line(const Puzzle& puzzle) {
    const PuzzleSource& source = puzzle.source;
    if (source.empty()) return QString::fromStdString(puzzle.id);
    QStringList parts;
    const auto player = [](const std::string& name) {
        return name.empty() ? QStringLiteral("?") : shownPart(name);
    };
    if (!source.black.empty() || !source.white.empty())
        parts << tr("%1 vs %2").arg(player(source.black), player(source.white));
    if (!source.event.empty()) parts << shownPart(source.event);
    if (!source.date.empty()) parts << QString::fromStdString(source.date);
    const Position& position = puzzle.position;
    parts << (position.side_to_move() == Side::O ? tr("move %1...") : tr("move %1"))
                 .arg(position.fullmove_number());
    return parts.join(QStringLiteral(", "));
}

PuzzleSource PuzzleSourceText::kept(const PgnGame& pgn) {
    PuzzleSource source = puzzle_source_parts(pgn);
    for (std::string* part : {&source.black, &source.white, &source.event}) *part = keptPart(*part);
    return source;
}

} // namespace ataxx

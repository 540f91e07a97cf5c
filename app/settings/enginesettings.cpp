#include "settings/enginesettings.h"

#include <QDir>
#include <QLatin1StringView>
#include <QStandardPaths>

#include <algorithm>

namespace ataxx {

namespace {

namespace key {
constexpr auto group = QLatin1StringView("engines");
constexpr auto list = QLatin1StringView("engines/list");
constexpr auto name = QLatin1StringView("name");
constexpr auto command = QLatin1StringView("command");
constexpr auto moveTime = QLatin1StringView("moveTime");
constexpr auto boards = QLatin1StringView("boards");
constexpr auto declaredOptions = QLatin1StringView("declaredOptions");
constexpr auto optionValues = QLatin1StringView("options");
// Before the trial per board family: three kinds of board, by flag.
constexpr auto rectangles = QLatin1StringView("rectangles");
constexpr auto hexagons = QLatin1StringView("hexagons");
constexpr auto blocked = QLatin1StringView("blockedCells");
constexpr auto watchX = QLatin1StringView("engines/watchBlack");
constexpr auto watchO = QLatin1StringView("engines/watchWhite");
constexpr auto showBestMove = QLatin1StringView("engines/showBestMove");
constexpr auto analysisLines = QLatin1StringView("engines/analysisLines");
// The game file of tournaments (its key from when they were called matches).
constexpr auto tournamentFile = QLatin1StringView("engines/matchFile");
constexpr auto tournament = QLatin1StringView("engines/tournament");
} // namespace key

constexpr auto enginePrefix = QLatin1StringView("engine:");

} // namespace

EngineSettings::EngineSettings() = default;

QList<ExternalEngine> EngineSettings::engines() const {
    QSettings& settings = m_settings;
    QList<ExternalEngine> engines;
    const int count = settings.beginReadArray(key::list);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        ExternalEngine engine;
        engine.name = settings.value(key::name).toString();
        engine.command = settings.value(key::command).toString();
        engine.moveTimeMs = std::clamp(settings.value(key::moveTime, 1000).toInt(), 10, 600000);
        if (settings.contains(key::boards)) {
            const QStringList keys = settings.value(key::boards).toStringList();
            for (const BoardFamily family : allBoardFamilies)
                engine.setPlays(family, keys.contains(BoardFamilies::key(family)));
        } else {
            // Settings of an earlier version, whose trial played 7×7, blocked
            // 7×7 and Hexxagon: those three, and no board it was never tried on.
            const bool rectangles = settings.value(key::rectangles, true).toBool();
            const bool hexagons = settings.value(key::hexagons, true).toBool();
            const bool blocked = settings.value(key::blocked, true).toBool();
            engine.boards = 0;
            engine.setPlays(BoardFamily::Classic7x7, rectangles);
            engine.setPlays(BoardFamily::Blocked7x7, rectangles && blocked);
            engine.setPlays(BoardFamily::SmallHexagons, hexagons);
        }
        engine.declaredOptions = settings.value(key::declaredOptions).toStringList();
        const QVariantMap values = settings.value(key::optionValues).toMap();
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            engine.optionValues.insert(it.key(), it.value().toString());
        if (engine.isValid() && !engine.name.isEmpty()) engines << engine;
    }
    settings.endArray();
    return engines;
}

void EngineSettings::setEngines(const QList<ExternalEngine>& engines) {
    m_settings.remove(key::list);
    m_settings.beginWriteArray(key::list, static_cast<int>(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        const ExternalEngine& engine = engines[i];
        m_settings.setArrayIndex(i);
        m_settings.setValue(key::name, engine.name);
        m_settings.setValue(key::command, engine.command);
        m_settings.setValue(key::moveTime, engine.moveTimeMs);
        QStringList boards;
        for (const BoardFamily family : allBoardFamilies)
            if (engine.plays(family)) boards << BoardFamilies::key(family);
        m_settings.setValue(key::boards, boards);
        m_settings.setValue(key::declaredOptions, engine.declaredOptions);
        QVariantMap values;
        for (auto it = engine.optionValues.cbegin(); it != engine.optionValues.cend(); ++it)
            values.insert(it.key(), it.value());
        m_settings.setValue(key::optionValues, values);
    }
    m_settings.endArray();
}

ExternalEngine EngineSettings::engine(const QString& name) const {
    for (const ExternalEngine& engine : engines())
        if (engine.name == name) return engine;
    return {};
}

// Players are stored as a level key ("hard") or "engine:<name>".
PlayerSetup EngineSettings::watchPlayer(Side side) const {
    const PlayerSetup fallback = PlayerSetup::engine(side == Side::X ? Level::Hard : Level::Medium);
    const QString text = m_settings.value(side == Side::X ? key::watchX : key::watchO).toString();
    if (text.startsWith(enginePrefix)) {
        const ExternalEngine engine = this->engine(text.mid(enginePrefix.size()));
        return engine.isValid() ? PlayerSetup::externalEngine(engine) : fallback;
    }
    Level level;
    return level_from_string(text.toStdString(), level) ? PlayerSetup::engine(level) : fallback;
}

void EngineSettings::setWatchPlayer(Side side, const PlayerSetup& player) {
    const std::string_view level = level_key(player.level);
    const QString text = player.isExternal()
                             ? enginePrefix + player.external.name
                             : QString::fromLatin1(level.data(), qsizetype(level.size()));
    m_settings.setValue(side == Side::X ? key::watchX : key::watchO, text);
}

bool EngineSettings::showBestMove() const {
    return m_settings.value(key::showBestMove, true).toBool();
}

void EngineSettings::setShowBestMove(bool show) {
    m_settings.setValue(key::showBestMove, show);
}

int EngineSettings::analysisLines() const {
    bool ok = false;
    const int lines = m_settings.value(key::analysisLines, 3).toInt(&ok);
    return ok ? std::clamp(lines, 1, 8) : 3;
}

void EngineSettings::setAnalysisLines(int lines) {
    m_settings.setValue(key::analysisLines, std::clamp(lines, 1, 8));
}

QString EngineSettings::tournamentFile() const {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString fallback = QDir(documents.isEmpty() ? QDir::homePath() : documents)
                                 .filePath(QStringLiteral("ataxx-match.pgn"));
    return m_settings.value(key::tournamentFile, fallback).toString();
}

void EngineSettings::setTournamentFile(const QString& path) {
    m_settings.setValue(key::tournamentFile, path);
}

void EngineSettings::clear() {
    m_settings.remove(key::group);
}

QVariantMap EngineSettings::tournament() const {
    return m_settings.value(key::tournament).toMap();
}

void EngineSettings::setTournament(const QVariantMap& plan) {
    if (plan.isEmpty())
        m_settings.remove(key::tournament);
    else
        m_settings.setValue(key::tournament, plan);
}

} // namespace ataxx

#include "settings/appsettings.h"

#include "board/boardlayout.h"
#include "board/boardpresets.h"
#include "fen.h"
#include "settings/enginesettings.h"
#include "settings/languages.h"

#include <QDebug>
#include <QLatin1StringView>

#include <array>
#include <optional>

namespace ataxx {

namespace {

namespace key {
constexpr auto showLegalMoves = QLatin1StringView("view/showLegalMoves");
constexpr auto showLastMove = QLatin1StringView("view/showLastMove");
constexpr auto showCoordinates = QLatin1StringView("view/showCoordinates");
constexpr auto animationSpeed = QLatin1StringView("view/animationSpeed");
constexpr auto theme = QLatin1StringView("view/theme");
constexpr auto computerPause = QLatin1StringView("view/computerPause");
constexpr auto start = QLatin1StringView("game/start");
constexpr auto oldBoardPreset = QLatin1StringView("game/board"); // before game/start
constexpr auto playerX = QLatin1StringView("players/x");
constexpr auto playerO = QLatin1StringView("players/o");
constexpr auto nameX = QLatin1StringView("players/xName");
constexpr auto nameO = QLatin1StringView("players/oName");
constexpr auto whenStuck = QLatin1StringView("rules/whenStuck");
constexpr auto halfmoveLimit = QLatin1StringView("rules/halfmoveLimit");
constexpr auto repetition = QLatin1StringView("rules/threefoldRepetition");
constexpr auto layouts = QLatin1StringView("layouts");
constexpr auto layoutName = QLatin1StringView("name");
constexpr auto layoutFen = QLatin1StringView("fen");
constexpr auto language = QLatin1StringView("language");
constexpr auto soundOn = QLatin1StringView("sound/on");
constexpr auto soundVolume = QLatin1StringView("sound/volume");
constexpr auto windowGeometry = QLatin1StringView("window/geometry");
constexpr auto windowState = QLatin1StringView("window/state");
constexpr auto windowRestoring = QLatin1StringView("window/restoring");
} // namespace key

constexpr int defaultComputerPause = 400;
constexpr int maxNameLength = 60;

void warnBadValue(const QSettings& settings, QStringView key, const QVariant& value) {
    qWarning().noquote() << QStringLiteral("ataxx: the setting %1 = \"%2\" in %3 makes no sense; "
                                           "using the default instead")
                                .arg(key, value.toString(), settings.fileName());
}

// Reads a value through `parse`, which gives std::nullopt for a value that
// makes no sense. A missing value is the default; a bad one is reported,
// removed from the file and read as the default.
template <typename T, typename Parse>
T readChecked(QSettings& settings, QLatin1StringView key, T fallback, Parse parse) {
    const QVariant value = settings.value(key);
    if (!value.isValid()) return fallback;
    if (const std::optional<T> parsed = parse(value)) return *parsed;
    warnBadValue(settings, QString(key), value);
    settings.remove(key);
    return fallback;
}

std::optional<bool> parseBool(const QVariant& value) {
    if (value.typeId() == QMetaType::Bool) return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1StringView("true") || text == QLatin1StringView("1")) return true;
    if (text == QLatin1StringView("false") || text == QLatin1StringView("0")) return false;
    return std::nullopt;
}

auto parseInt(int min, int max) {
    return [min, max](const QVariant& value) -> std::optional<int> {
        bool ok = false;
        const int number = value.toString().trimmed().toInt(&ok);
        if (!ok || number < min || number > max) return std::nullopt;
        return number;
    };
}

// An enumeration stored as one of a few words, readable in the file.
template <typename E, std::size_t N>
struct Words {
    std::array<std::pair<E, const char*>, N> words;

    [[nodiscard]] QLatin1StringView text(E value) const {
        for (const auto& [e, word] : words)
            if (e == value) return QLatin1StringView(word);
        return QLatin1StringView(words.front().second);
    }
    [[nodiscard]] std::optional<E> parse(const QVariant& value) const {
        const QString text = value.toString().trimmed();
        for (const auto& [e, word] : words)
            if (text == QLatin1StringView(word)) return e;
        return std::nullopt;
    }
};

constexpr Words<AnimationSpeed, 4> speedWords{{{{AnimationSpeed::Off, "off"},
                                                {AnimationSpeed::Fast, "fast"},
                                                {AnimationSpeed::Normal, "normal"},
                                                {AnimationSpeed::Slow, "slow"}}}};
constexpr Words<ThemeChoice, 4> themeWords{{{{ThemeChoice::System, "system"},
                                             {ThemeChoice::Light, "light"},
                                             {ThemeChoice::Dark, "dark"},
                                             {ThemeChoice::ColourBlind, "colour-blind"}}}};
constexpr Words<StuckRule, 3> stuckWords{
    {{{StuckRule::Pass, "pass"}, {StuckRule::End, "end"}, {StuckRule::Fill, "fill"}}}};

// Players are stored as a level key ("medium") for the computer, or
// "human:" and the level kept for when the side is switched back, or
// "engine:" and the name of an external engine (EngineSettings), or "even"
// for the computer of the even game (its strength is found when a game
// starts, from the person's rating).
constexpr auto enginePrefix = QLatin1StringView("engine:");
constexpr auto evenText = QLatin1StringView("even");

QString playerText(const PlayerSetup& player) {
    if (player.isExternal()) return enginePrefix + player.external.name;
    if (player.isEven()) return evenText;
    const std::string_view level = level_key(player.level);
    const QString levelText = QString::fromLatin1(level.data(), qsizetype(level.size()));
    return player.computer ? levelText : QStringLiteral("human:") + levelText;
}

std::optional<PlayerSetup> parsePlayer(const QVariant& value) {
    QString text = value.toString().trimmed();
    if (text.startsWith(enginePrefix)) {
        // An engine removed since reads as a bad value: the side's default.
        const ExternalEngine engine = EngineSettings().engine(text.mid(enginePrefix.size()));
        if (!engine.isValid()) return std::nullopt;
        return PlayerSetup::externalEngine(engine);
    }
    if (text == evenText) return PlayerSetup::evenGame();
    PlayerSetup player;
    player.computer = !text.startsWith(QLatin1StringView("human:"));
    if (!player.computer) text = text.mid(6);
    if (!level_from_string(text.toStdString(), player.level)) return std::nullopt;
    return player;
}

std::optional<QString> parseName(const QVariant& value) {
    const QString name = value.toString();
    if (name.size() > maxNameLength || std::any_of(name.begin(), name.end(), [](QChar c) {
            return c.category() == QChar::Other_Control;
        }))
        return std::nullopt;
    return name.trimmed();
}

// A start FEN that reads and that a game can start from. The halfmove clock is
// not held against it here: the rules it will be played by are a setting of
// their own (with no halfmove limit, a clock past 100 is fine).
std::optional<Position> parseStart(const QVariant& value) {
    Rules noLimit;
    noLimit.halfmove_limit = 0;
    const auto position = read_fen(value.toString().toStdString());
    if (!position || !BoardLayout::fromPosition(*position).problem(noLimit).isEmpty())
        return std::nullopt;
    return *position;
}

void writeLayouts(QSettings& settings, const QList<SavedLayout>& layouts) {
    settings.remove(key::layouts);
    settings.beginWriteArray(key::layouts, static_cast<int>(layouts.size()));
    for (int i = 0; i < layouts.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(key::layoutName, layouts[i].name);
        settings.setValue(key::layoutFen, layouts[i].fen);
    }
    settings.endArray();
}

} // namespace

AppSettings::AppSettings() {
    if (m_settings.status() == QSettings::FormatError)
        qWarning().noquote() << QStringLiteral("ataxx: the settings file %1 could not be read; "
                                               "using the defaults")
                                    .arg(m_settings.fileName());
}

bool AppSettings::showLegalMoves() const {
    return readChecked(m_settings, key::showLegalMoves, true, parseBool);
}
void AppSettings::setShowLegalMoves(bool show) {
    m_settings.setValue(key::showLegalMoves, show);
}

bool AppSettings::showLastMove() const {
    return readChecked(m_settings, key::showLastMove, true, parseBool);
}
void AppSettings::setShowLastMove(bool show) {
    m_settings.setValue(key::showLastMove, show);
}

bool AppSettings::showCoordinates() const {
    return readChecked(m_settings, key::showCoordinates, true, parseBool);
}
void AppSettings::setShowCoordinates(bool show) {
    m_settings.setValue(key::showCoordinates, show);
}

AnimationSpeed AppSettings::animationSpeed() const {
    return readChecked(m_settings, key::animationSpeed, AnimationSpeed::Normal,
                       [](const QVariant& v) { return speedWords.parse(v); });
}
void AppSettings::setAnimationSpeed(AnimationSpeed speed) {
    m_settings.setValue(key::animationSpeed, speedWords.text(speed));
}

ThemeChoice AppSettings::theme() const {
    return readChecked(m_settings, key::theme, ThemeChoice::System,
                       [](const QVariant& v) { return themeWords.parse(v); });
}
void AppSettings::setTheme(ThemeChoice theme) {
    m_settings.setValue(key::theme, themeWords.text(theme));
}

int AppSettings::computerPause() const {
    return readChecked(m_settings, key::computerPause, defaultComputerPause,
                       parseInt(0, maxComputerPause));
}
void AppSettings::setComputerPause(int milliseconds) {
    m_settings.setValue(key::computerPause, std::clamp(milliseconds, 0, maxComputerPause));
}

PlayerSetup AppSettings::player(Side side) const {
    const PlayerSetup fallback =
        side == Side::X ? PlayerSetup::human() : PlayerSetup::engine(Level::Medium);
    return readChecked(m_settings, side == Side::X ? key::playerX : key::playerO, fallback,
                       parsePlayer);
}
void AppSettings::setPlayer(Side side, const PlayerSetup& player) {
    m_settings.setValue(side == Side::X ? key::playerX : key::playerO, playerText(player));
}

QString AppSettings::playerName(Side side) const {
    return readChecked(m_settings, side == Side::X ? key::nameX : key::nameO, QString(), parseName);
}
void AppSettings::setPlayerName(Side side, const QString& name) {
    const QLatin1StringView k = side == Side::X ? key::nameX : key::nameO;
    if (name.trimmed().isEmpty())
        m_settings.remove(k);
    else
        m_settings.setValue(k, name.trimmed().left(maxNameLength));
}

Position AppSettings::startPosition() const {
    // Earlier versions stored only a preset key.
    Position fallback;
    const QString oldKey = m_settings.value(key::oldBoardPreset).toString();
    if (!oldKey.isEmpty() && BoardPresets::contains(oldKey))
        fallback = BoardPresets::startPosition(oldKey);
    return readChecked(m_settings, key::start, fallback, parseStart);
}
void AppSettings::setStartPosition(const Position& start) {
    m_settings.remove(key::oldBoardPreset);
    m_settings.setValue(key::start, QString::fromStdString(write_fen(start)));
}

Rules AppSettings::rules() const {
    Rules rules;
    rules.stuck = readChecked(m_settings, key::whenStuck, StuckRule::Pass,
                              [](const QVariant& v) { return stuckWords.parse(v); });
    rules.halfmove_limit = static_cast<std::uint16_t>(
        readChecked(m_settings, key::halfmoveLimit, int(Rules::default_halfmove_limit),
                    parseInt(0, maxHalfmoveLimit)));
    rules.threefold_repetition = readChecked(m_settings, key::repetition, false, parseBool);
    return rules;
}
void AppSettings::setRules(const Rules& rules) {
    m_settings.setValue(key::whenStuck, stuckWords.text(rules.stuck));
    m_settings.setValue(key::halfmoveLimit, std::min(int(rules.halfmove_limit), maxHalfmoveLimit));
    m_settings.setValue(key::repetition, rules.threefold_repetition);
}

QList<SavedLayout> AppSettings::savedLayouts() const {
    QList<SavedLayout> layouts;
    bool damaged = false;
    const int count = m_settings.beginReadArray(key::layouts);
    for (int i = 0; i < count; ++i) {
        m_settings.setArrayIndex(i);
        const QVariant name = m_settings.value(key::layoutName);
        const QVariant fen = m_settings.value(key::layoutFen);
        const std::optional<QString> goodName = parseName(name);
        if (!goodName || goodName->isEmpty() || !parseStart(fen)) {
            warnBadValue(m_settings, QStringLiteral("%1/%2").arg(QString(key::layouts)).arg(i + 1),
                         QStringLiteral("%1: %2").arg(name.toString(), fen.toString()));
            damaged = true;
            continue;
        }
        layouts.append({*goodName, fen.toString()});
    }
    m_settings.endArray();
    // The broken entries go, as a broken single value does.
    if (damaged) writeLayouts(m_settings, layouts);
    return layouts;
}
void AppSettings::setSavedLayouts(const QList<SavedLayout>& layouts) {
    writeLayouts(m_settings, layouts);
}

QString AppSettings::language() const {
    return readChecked(m_settings, key::language, QString(),
                       [](const QVariant& v) -> std::optional<QString> {
                           const QString code = v.toString().trimmed();
                           if (code.isEmpty() || Languages::contains(code)) return code;
                           return std::nullopt;
                       });
}
void AppSettings::setLanguage(const QString& code) {
    if (code.isEmpty())
        m_settings.remove(key::language);
    else
        m_settings.setValue(key::language, code);
}

bool AppSettings::soundOn() const {
    return readChecked(m_settings, key::soundOn, true, parseBool);
}
void AppSettings::setSoundOn(bool on) {
    m_settings.setValue(key::soundOn, on);
}

int AppSettings::soundVolume() const {
    return readChecked(m_settings, key::soundVolume, 70, parseInt(0, 100));
}
void AppSettings::setSoundVolume(int percent) {
    m_settings.setValue(key::soundVolume, std::clamp(percent, 0, 100));
}

QByteArray AppSettings::windowGeometry() const {
    return m_settings.value(key::windowGeometry).toByteArray();
}
void AppSettings::setWindowGeometry(const QByteArray& geometry) {
    m_settings.setValue(key::windowGeometry, geometry);
}

QByteArray AppSettings::windowState() const {
    return m_settings.value(key::windowState).toByteArray();
}
void AppSettings::setWindowState(const QByteArray& state) {
    m_settings.setValue(key::windowState, state);
}

bool AppSettings::windowRestoring() const {
    return m_settings.value(key::windowRestoring).toBool();
}
void AppSettings::setWindowRestoring(bool restoring) {
    if (restoring)
        m_settings.setValue(key::windowRestoring, true);
    else
        m_settings.remove(key::windowRestoring);
    m_settings.sync();
}

void AppSettings::clear() {
    m_settings.clear();
}

} // namespace ataxx

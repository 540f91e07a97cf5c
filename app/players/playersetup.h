#pragma once

#include "engines/externalengine.h"
#include "rating.h"
#include "rules.h"
#include "search/searchtypes.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ataxx {

// Who plays one side: a person at this computer, the engine at one of the
// five levels, the engine at the even game's strength, or an external UAI
// engine. A plain value that the settings store, the settings dialog edits
// and the game controller acts on; the level is kept while the side is human
// so that switching back restores it.
//
// The even game's computer plays at the point of the strength scale where
// the person's expected score is half (search/strength.h's even_game_elo of
// their rating on the board's family). The settings keep only that it is the
// even game; the point itself, `elo`, is found when a game starts (the game
// controller asks the window, which knows the rating) and kept with that game.
struct PlayerSetup {
    Q_DECLARE_TR_FUNCTIONS(PlayerSetup)

public:
    bool computer = false;
    Level level = Level::Medium;
    // When valid (and computer), this engine plays instead of ours.
    ExternalEngine external;
    // The even game's computer (with computer, not external), and the point
    // of the scale it plays at in this game (0 until a game gives it one).
    bool even = false;
    int elo = 0;

    [[nodiscard]] static PlayerSetup human() { return {}; }
    [[nodiscard]] static PlayerSetup engine(Level level) { return {true, level, {}}; }
    [[nodiscard]] static PlayerSetup externalEngine(const ExternalEngine& engine) {
        return {true, Level::Medium, engine};
    }
    [[nodiscard]] static PlayerSetup evenGame(int elo = 0) {
        return {true, Level::Medium, {}, true, elo};
    }
    // The player a command line names: "human", or a level of our engine
    // ("very-easy" ... "very-hard"), whole and new, whatever was remembered
    // for the side (no even game, no external engine); none for other words.
    [[nodiscard]] static std::optional<PlayerSetup> fromCommandLine(const QString& text);
    [[nodiscard]] bool isExternal() const { return computer && external.isValid(); }
    [[nodiscard]] bool isEven() const { return computer && even && !isExternal(); }

    // A level's Elo on a family's boards as the app shows it, on the scale
    // the README explains (500 to 3000): "2365", and "3000+" for a level
    // above its top (Very hard, whose measure is a floor, on every board).
    [[nodiscard]] static QString levelElo(Level level, rating::Family family);

    // "Very easy" ... "Very hard", translated.
    [[nodiscard]] static QString levelName(Level level);
    // "Hard (1850)": a level's name and its measured Elo on the strength scale
    // on a family's boards (search/strength.h), as offered where a level is chosen.
    [[nodiscard]] static QString levelChoice(Level level, rating::Family family);
    // "Computer (Hard, 1850)": the same for a computer player.
    [[nodiscard]] static QString computerChoice(Level level, rating::Family family);
    // "Black", "White": the names RULES.md gives x and o in game files, translated.
    [[nodiscard]] static QString sideName(Side side);
    // "Human", "Computer (Medium)", "Computer (even, 1530)" or the external
    // engine's name.
    [[nodiscard]] QString description() const;
    // "Computer (even)", and with the point of the scale "Computer (even, 1530)".
    [[nodiscard]] static QString evenDescription(int elo = 0);
    // "Computer (Medium)", translated or in the code's English.
    [[nodiscard]] static QString computerDescription(Level level, bool english = false);

    [[nodiscard]] friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

} // namespace ataxx

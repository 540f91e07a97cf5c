#pragma once

#include "engines/externalengine.h"
#include "players/playersetup.h"

#include <QList>
#include <QSettings>

namespace ataxx {

// What the watch, analysis and match features remember, typed: the external
// engines the user added, the players of a computer game, whether the
// engine's best move is drawn on the board and the match's game file. All
// keys live in the "engines/" group, spelled in enginesettings.cpp only, so
// they never collide with the app's other settings (AppSettings).
class EngineSettings {
public:
    EngineSettings();

    [[nodiscard]] QList<ExternalEngine> engines() const;
    void setEngines(const QList<ExternalEngine>& engines);
    // The engine of that name, or an invalid one.
    [[nodiscard]] ExternalEngine engine(const QString& name) const;

    // The players of a computer game (the --demo game, Start): default Hard
    // for Black and Medium for White. An external engine that was removed
    // reads as Hard.
    [[nodiscard]] PlayerSetup watchPlayer(Side side) const;
    void setWatchPlayer(Side side, const PlayerSetup& player);

    // Whether the engine's current best move is drawn on the board (default on).
    [[nodiscard]] bool showBestMove() const;
    void setShowBestMove(bool show);

    // How many best lines the analysis shows (1 to 8, default 3).
    [[nodiscard]] int analysisLines() const;
    void setAnalysisLines(int lines);

    // The game file a match writes (default: ataxx-match.pgn in Documents).
    [[nodiscard]] QString tournamentFile() const;
    void setTournamentFile(const QString& path);

    // The tournament last started, to resume it after the app was closed
    // (see planToVariant); empty for none.
    [[nodiscard]] QVariantMap tournament() const;
    void setTournament(const QVariantMap& plan);

    // Forgets every value of the group (the tests start from the defaults).
    void clear();

private:
    mutable QSettings m_settings; // reading an array is not const
};

} // namespace ataxx

#pragma once

#include "game/gamecontroller.h"

#include <QObject>

#include <memory>

namespace ataxx {

class BoardView;

// The sounds the game makes.
enum class SoundEffect { Clone, Jump, Capture, Illegal, GameOver };

// Where the sounds go: the speakers (Sounds::speakers()), or a recorder in
// the tests.
class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    // `count` is the number of pieces captured, for SoundEffect::Capture (1 to
    // Sounds::maxCaptureTicks; more are heard as that many); `volume` is 0 to 1,
    // linear.
    virtual void play(SoundEffect effect, int count, double volume) = 0;
};

// What a game sounds like: a pop for a clone, a swish for a jump, one tick
// per captured piece (so their number is heard), a knock for a click on a
// cell that no move reaches, and an arpeggio when the game ends. The sounds
// are synthesised by scripts/make-sounds and compiled in (resources/sounds).
//
// It follows the controller's moves and the board's refused clicks, and asks
// its SoundOutput to play. Only moves as they are played sound: undo, redo,
// browsing and loading a game stay silent. Where there is no audio device (a
// server, CI, the offscreen platform) the speakers are silent, without a
// warning.
class Sounds : public QObject {
    Q_OBJECT

public:
    static constexpr int maxCaptureTicks = 8;

    Sounds(GameController* controller, BoardView* board, QObject* parent = nullptr);
    ~Sounds() override;

    void setEnabled(bool on) { m_enabled = on; }
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    // 0 to 100, as the slider shows it (perceived loudness, not amplitude).
    void setVolume(int percent);
    [[nodiscard]] int volume() const { return m_volume; }

    void setOutput(std::unique_ptr<SoundOutput> output);
    [[nodiscard]] SoundOutput* output() const { return m_output.get(); }

    // Plays `effect` now, if sound is on.
    void play(SoundEffect effect, int count = 1);

    // The QSoundEffect player, or a silent one where no audio output exists.
    [[nodiscard]] static std::unique_ptr<SoundOutput> speakers();

private:
    void onGameChanged(GameController::Change change);

    GameController* m_controller;
    std::unique_ptr<SoundOutput> m_output;
    bool m_enabled = true;
    int m_volume = 70;
};

} // namespace ataxx

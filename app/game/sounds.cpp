#include "game/sounds.h"

#include "board/boardview.h"

#include <QAudio>
#include <QAudioDevice>
#include <QGuiApplication>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include <algorithm>
#include <array>

namespace ataxx {

namespace {

// Nothing to hear: no audio output, or a platform without a screen.
class SilentOutput : public SoundOutput {
public:
    void play(SoundEffect, int, double) override {}
};

// The compiled-in WAV files through QSoundEffect, one effect per file, made
// on first use so that a game that never sounds never opens the audio device.
class SpeakerOutput : public SoundOutput {
public:
    void play(SoundEffect effect, int count, double volume) override {
        const int index = effect == SoundEffect::Capture
                              ? captureBase + std::clamp(count, 1, Sounds::maxCaptureTicks) - 1
                              : static_cast<int>(effect);
        auto& sound = m_effects[static_cast<std::size_t>(index)];
        if (!sound) {
            sound = std::make_unique<QSoundEffect>();
            sound->setSource(QUrl(QStringLiteral("qrc:/ataxx/sounds/%1.wav").arg(fileName(index))));
        }
        sound->setVolume(static_cast<float>(volume));
        sound->play();
    }

private:
    static constexpr int captureBase = 5; // after the other effects
    static QString fileName(int index) {
        switch (index) {
        case static_cast<int>(SoundEffect::Clone):
            return QStringLiteral("clone");
        case static_cast<int>(SoundEffect::Jump):
            return QStringLiteral("jump");
        case static_cast<int>(SoundEffect::Illegal):
            return QStringLiteral("illegal");
        case static_cast<int>(SoundEffect::GameOver):
            return QStringLiteral("gameover");
        default:
            return QStringLiteral("capture%1").arg(index - captureBase + 1);
        }
    }

    std::array<std::unique_ptr<QSoundEffect>, captureBase + Sounds::maxCaptureTicks> m_effects;
};

} // namespace

Sounds::Sounds(GameController* controller, BoardView* board, QObject* parent)
    : QObject(parent)
    , m_controller(controller) {
    setObjectName(QStringLiteral("sounds"));
    connect(controller, &GameController::gameChanged, this, &Sounds::onGameChanged);
    if (board)
        connect(board, &BoardView::moveRefused, this, [this] { play(SoundEffect::Illegal); });
}

Sounds::~Sounds() = default;

namespace {

// Qt's audio backends say on stderr when they find no sound server
// ("PulseAudioService: pa_context_connect() failed"); for a game without
// speakers that is no news. The messages of the one look for devices go.
void dropMessage(QtMsgType, const QMessageLogContext&, const QString&) {}

bool hasAudioOutput() {
    const QtMessageHandler previous = qInstallMessageHandler(dropMessage);
    const bool found = !QMediaDevices::audioOutputs().isEmpty();
    qInstallMessageHandler(previous);
    return found;
}

} // namespace

std::unique_ptr<SoundOutput> Sounds::speakers() {
    const QString platform = QGuiApplication::platformName();
    if (platform == QLatin1StringView("offscreen") || platform == QLatin1StringView("minimal") ||
        !hasAudioOutput())
        return std::make_unique<SilentOutput>();
    return std::make_unique<SpeakerOutput>();
}

void Sounds::setVolume(int percent) {
    m_volume = std::clamp(percent, 0, 100);
}

void Sounds::setOutput(std::unique_ptr<SoundOutput> output) {
    m_output = std::move(output);
}

void Sounds::play(SoundEffect effect, int count) {
    if (!m_enabled || m_volume == 0) return;
    // The speakers are looked for on the first sound, not at start.
    if (!m_output) m_output = speakers();
    const double volume = QAudio::convertVolume(m_volume / 100.0, QAudio::LogarithmicVolumeScale,
                                                QAudio::LinearVolumeScale);
    m_output->play(effect, count, volume);
}

void Sounds::onGameChanged(GameController::Change change) {
    const Game& game = m_controller->game();
    if (change == GameController::Change::ResultDeclared) {
        play(SoundEffect::GameOver);
        return;
    }
    if (change != GameController::Change::MovePlayed || game.ply() == 0) return;
    const Move move = game.move_at(game.ply() - 1);
    if (!move.is_pass()) {
        play(move.is_clone() ? SoundEffect::Clone : SoundEffect::Jump);
        const int captured =
            static_cast<int>(game.position_at(game.ply() - 1).captures(move).count());
        if (captured > 0) play(SoundEffect::Capture, captured);
    }
    if (game.result().over() && game.ply() == game.length()) play(SoundEffect::GameOver);
}

} // namespace ataxx

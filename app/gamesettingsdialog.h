#pragma once

#include "playersetup.h"

#include <QDialog>

class QComboBox;

namespace ataxx {

// The small "Settings…" dialog of this first version: who plays each side
// (Human or Computer, and the computer's level) and the board of the next new
// game, from BoardPresets. It only edits values; the main window applies them
// (players at once, a changed board by starting a new game). A later, full
// settings dialog replaces it.
class GameSettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit GameSettingsDialog(QWidget* parent = nullptr);

    void setPlayer(Side side, const PlayerSetup& player);
    [[nodiscard]] PlayerSetup player(Side side) const;
    void setBoardPreset(const QString& key);
    [[nodiscard]] QString boardPreset() const;

private:
    struct SideControls {
        QComboBox* kind = nullptr;
        QComboBox* level = nullptr;
    };
    [[nodiscard]] const SideControls& controls(Side side) const {
        return side == Side::X ? m_x : m_o;
    }

    SideControls m_x;
    SideControls m_o;
    QComboBox* m_board;
};

} // namespace ataxx

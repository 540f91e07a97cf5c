#include "gamesettingsdialog.h"

#include "boardpresets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ataxx {

GameSettingsDialog::GameSettingsDialog(QWidget* parent)
    : QDialog(parent)
    , m_board(new QComboBox(this)) {
    setWindowTitle(tr("Settings"));

    auto* players = new QGroupBox(tr("Players"), this);
    auto* playersForm = new QFormLayout(players);
    for (const Side side : {Side::X, Side::O}) {
        SideControls& c = side == Side::X ? m_x : m_o;
        c.kind = new QComboBox(players);
        c.kind->addItem(tr("Human"));
        c.kind->addItem(tr("Computer"));
        c.level = new QComboBox(players);
        for (int i = 0; i < level_count; ++i)
            c.level->addItem(PlayerSetup::levelName(static_cast<Level>(i)));
        c.kind->setObjectName(side == Side::X ? QStringLiteral("kindX") : QStringLiteral("kindO"));
        c.level->setObjectName(side == Side::X ? QStringLiteral("levelX")
                                               : QStringLiteral("levelO"));
        connect(c.kind, &QComboBox::currentIndexChanged, c.level,
                [level = c.level](int index) { level->setEnabled(index == 1); });
        auto* row = new QHBoxLayout;
        row->addWidget(c.kind);
        row->addWidget(c.level, 1);
        playersForm->addRow(PlayerSetup::sideName(side), row);
    }

    auto* board = new QGroupBox(tr("Board"), this);
    auto* boardLayout = new QVBoxLayout(board);
    for (const BoardPresets::Preset& preset : BoardPresets::all())
        m_board->addItem(preset.name, preset.key);
    m_board->setObjectName(QStringLiteral("boardPreset"));
    boardLayout->addWidget(m_board);
    auto* note = new QLabel(tr("A different board starts a new game."), board);
    note->setEnabled(false);
    boardLayout->addWidget(note);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(players);
    layout->addWidget(board);
    layout->addWidget(buttons);

    setPlayer(Side::X, PlayerSetup::human());
    setPlayer(Side::O, PlayerSetup::engine(Level::Medium));
}

void GameSettingsDialog::setPlayer(Side side, const PlayerSetup& player) {
    const SideControls& c = controls(side);
    c.kind->setCurrentIndex(player.computer ? 1 : 0);
    c.level->setCurrentIndex(static_cast<int>(player.level));
    c.level->setEnabled(player.computer);
}

PlayerSetup GameSettingsDialog::player(Side side) const {
    const SideControls& c = controls(side);
    return {c.kind->currentIndex() == 1, static_cast<Level>(c.level->currentIndex())};
}

void GameSettingsDialog::setBoardPreset(const QString& key) {
    const int index = m_board->findData(key);
    m_board->setCurrentIndex(index >= 0 ? index : 0);
}

QString GameSettingsDialog::boardPreset() const {
    return m_board->currentData().toString();
}

} // namespace ataxx

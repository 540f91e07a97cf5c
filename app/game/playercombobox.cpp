#include "game/playercombobox.h"

namespace ataxx {

namespace {
enum Kind { HumanItem, LevelItem, EvenItem, EngineItem };
constexpr int kindRole = Qt::UserRole;
constexpr int valueRole = Qt::UserRole + 1;
} // namespace

PlayerComboBox::PlayerComboBox(bool offerHuman, QWidget* parent)
    : QComboBox(parent)
    , m_offerHuman(offerHuman)
    , m_player(offerHuman ? PlayerSetup::human() : PlayerSetup::engine(Level::Medium)) {
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    rebuild();
    connect(this, &QComboBox::activated, this, [this](int index) {
        const int kind = itemData(index, kindRole).toInt();
        const int value = itemData(index, valueRole).toInt();
        if (kind == HumanItem)
            m_player = PlayerSetup::human();
        else if (kind == LevelItem)
            m_player = PlayerSetup::engine(static_cast<Level>(value));
        else if (kind == EvenItem)
            m_player = PlayerSetup::evenGame();
        else if (value >= 0 && value < static_cast<int>(m_engines.size()))
            m_player = PlayerSetup::externalEngine(m_engines[value]);
        emit playerChosen();
    });
}

void PlayerComboBox::setEngines(const QList<ExternalEngine>& engines,
                                const std::optional<Position>& board) {
    m_engines = engines;
    m_board = board;
    // A chosen engine that was edited keeps its place under its name.
    if (m_player.isExternal())
        for (const ExternalEngine& engine : engines)
            if (engine.name == m_player.external.name) m_player.external = engine;
    rebuild();
}

void PlayerComboBox::setPlayer(const PlayerSetup& player) {
    m_player = player;
    if (!m_offerHuman && !m_player.computer) m_player.computer = true;
    rebuild();
}

PlayerSetup PlayerComboBox::player() const {
    return m_player;
}

void PlayerComboBox::rebuild() {
    const QSignalBlocker blocker(this);
    clear();
    int current = -1;
    if (m_offerHuman) {
        addItem(tr("Human"));
        setItemData(0, HumanItem, kindRole);
        if (!m_player.computer) current = 0;
    }
    for (int i = 0; i < level_count; ++i) {
        const auto level = static_cast<Level>(i);
        addItem(PlayerSetup::computerChoice(level, m_board ? rating::family_of(m_board->geometry())
                                                           : rating::Family::Board7x7));
        setItemData(count() - 1, LevelItem, kindRole);
        setItemData(count() - 1, i, valueRole);
        if (m_player.computer && !m_player.isExternal() && !m_player.isEven() &&
            m_player.level == level)
            current = count() - 1;
    }
    if (m_offerHuman) {
        // The even game is a person's game: offered only where a person may play.
        addItem(PlayerSetup::evenDescription());
        setItemData(count() - 1, EvenItem, kindRole);
        setItemData(count() - 1,
                    tr("The computer at your strength, from your rating on this kind of board"),
                    Qt::ToolTipRole);
        if (m_player.isEven()) current = count() - 1;
    }
    bool separated = false;
    const auto addEngine = [this, &separated, &current](const ExternalEngine& engine, int index,
                                                        const QString& text) {
        if (!separated) insertSeparator(count());
        separated = true;
        addItem(text);
        setItemData(count() - 1, EngineItem, kindRole);
        setItemData(count() - 1, index, valueRole);
        setItemData(count() - 1, engine.command, Qt::ToolTipRole);
        if (m_player.isExternal() && m_player.external.name == engine.name) current = count() - 1;
    };
    for (int i = 0; i < m_engines.size(); ++i)
        if (!m_board || m_engines[i].accepts(*m_board))
            addEngine(m_engines[i], i, m_engines[i].name);
    if (m_player.isExternal() && current < 0) {
        // Chosen, but not among those offered: it cannot play this board, or was
        // removed. Index -1 keeps the player as it is.
        const bool plays = !m_board || m_player.external.accepts(*m_board);
        addEngine(m_player.external, -1,
                  plays ? m_player.external.name
                        : tr("%1 (cannot play this board)").arg(m_player.external.name));
    }
    setCurrentIndex(std::max(current, 0));
}

} // namespace ataxx

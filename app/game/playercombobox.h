#pragma once

#include "engines/externalengine.h"
#include "players/playersetup.h"

#include <QComboBox>
#include <QList>

#include <optional>

namespace ataxx {

// A choice of player: Human (where a person may play), our engine at each of
// the five levels (with its measured Elo on the board's family, 7 x 7's when
// no board is given), the even game's computer (where a person may play: at
// the person's strength), and the external engines the user added. Given a board,
// it offers only the engines that play it; an engine already chosen that
// does not is still listed, marked, so the box always shows who plays.
class PlayerComboBox : public QComboBox {
    Q_OBJECT

public:
    explicit PlayerComboBox(bool offerHuman, QWidget* parent = nullptr);

    // The engines to offer; with a board, only those that accept it.
    void setEngines(const QList<ExternalEngine>& engines,
                    const std::optional<Position>& board = std::nullopt);
    void setPlayer(const PlayerSetup& player);
    [[nodiscard]] PlayerSetup player() const;

signals:
    // The user chose another player.
    void playerChosen();

private:
    void rebuild();

    bool m_offerHuman;
    QList<ExternalEngine> m_engines;
    std::optional<Position> m_board;
    PlayerSetup m_player;
    bool m_rebuilding = false;
};

} // namespace ataxx

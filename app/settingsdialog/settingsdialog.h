#pragma once

#include "game.h"
#include "settings/appsettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSlider;
class QSpinBox;
class QTabWidget;

namespace ataxx {

class BoardEditor;
class BoardView;

// The settings, on five pages: the Board of a new game (BoardEditor), the
// Players (Human or Computer at a level, and a name), the Rules (what a side
// that cannot move does, the halfmove limit, threefold repetition), the
// Appearance (theme, animation speed, the marks on the board, the pause
// before the computer's move, sound) and the Language.
//
// The dialog reads AppSettings when it opens and writes them all back on OK;
// Cancel changes nothing (but for layouts saved by name, see BoardEditor).
// OK is held back, with a line saying why, while no game could start on the
// board. The main window applies what changed. Opened from New game… it is
// the same dialog on its Board page, and OK starts the game.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    enum class Mode { Settings, NewGame };
    enum class Page { Board, Players, Rules, Appearance, Language };

    explicit SettingsDialog(Mode mode = Mode::Settings, QWidget* parent = nullptr);

    [[nodiscard]] Mode mode() const { return m_mode; }
    void showPage(Page page);
    [[nodiscard]] BoardEditor* boardEditor() const { return m_board; }
    [[nodiscard]] QPushButton* okButton() const { return m_ok; }
    // Why OK is held back, or an empty string.
    [[nodiscard]] QString problem() const;

    // Who plays, as shown; the window passes the players of the game on screen.
    void setPlayer(Side side, const PlayerSetup& player);
    [[nodiscard]] PlayerSetup player(Side side) const;
    [[nodiscard]] Rules rules() const;

public slots:
    // Writes every setting, then closes.
    void accept() override;

private:
    struct SideControls {
        QComboBox* kind = nullptr;
        QComboBox* level = nullptr;
        QLineEdit* name = nullptr;
    };

    QWidget* createPlayersPage();
    QWidget* createRulesPage();
    QWidget* createAppearancePage();
    QWidget* createLanguagePage();
    void load();
    void updateProblem();
    // The external engines offered in each side's box: those that play the
    // board of the Board page, and a chosen one that does not, marked.
    void fillEngineChoices();
    void fillEngineChoices(Side side, const PlayerSetup& chosen);
    [[nodiscard]] QString enginesProblem() const;
    [[nodiscard]] const SideControls& controls(Side side) const {
        return side == Side::X ? m_x : m_o;
    }

    Mode m_mode;
    AppSettings m_settings;
    QTabWidget* m_tabs;
    BoardEditor* m_board;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;

    SideControls m_x;
    SideControls m_o;
    QList<ExternalEngine> m_engines;

    QComboBox* m_stuck = nullptr;
    QRadioButton* m_limitStandard = nullptr;
    QRadioButton* m_limitOther = nullptr;
    QRadioButton* m_limitNone = nullptr;
    QSpinBox* m_limit = nullptr;
    QCheckBox* m_repetition = nullptr;

    QComboBox* m_theme = nullptr;
    Game m_themeGame; // a few moves on a small board, to show the marks
    BoardView* m_themePreview = nullptr;
    QComboBox* m_speed = nullptr;
    QCheckBox* m_legalMoves = nullptr;
    QCheckBox* m_lastMove = nullptr;
    QCheckBox* m_coordinates = nullptr;
    QSpinBox* m_pause = nullptr;
    QCheckBox* m_sound = nullptr;
    QSlider* m_volume = nullptr;

    QComboBox* m_language = nullptr;
};

} // namespace ataxx

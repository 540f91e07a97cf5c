#pragma once

#include "board/boardlayout.h"
#include "game.h"
#include "settings/appsettings.h"

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace ataxx {

class BoardView;

// The Board page of the settings dialog: the board a new game starts on.
//
// On the left, a preview drawn by the game's own BoardView, in edit mode:
// clicks block or free cells, or place and remove pieces, repeated by the
// chosen symmetry (BoardLayout does the editing). On the right, the presets
// (BoardPresets, then the player's own layouts), the shape and size, the
// tools, the symmetry, a FEN field that shows the layout and takes a pasted
// one, and saving the layout under a name.
//
// problem() says why a game cannot start on the board (a FEN that does not
// read, or BoardLayout::problem); the dialog shows it and holds OK back.
// Saved layouts are written to the settings at once: saving one is an action
// of its own, not a setting that Cancel takes back.
class BoardEditor : public QWidget {
    Q_OBJECT

public:
    enum class Tool { Block, BlackPiece, WhitePiece };

    explicit BoardEditor(QWidget* parent = nullptr);

    void setBoardLayout(const BoardLayout& layout);
    [[nodiscard]] const BoardLayout& boardLayout() const { return m_layout; }
    // The rules the layout is checked under (a game may be over at once under some).
    void setRules(const Rules& rules);
    // Why no game can start on this board, or an empty string.
    [[nodiscard]] QString problem() const;
    void setThemeChoice(ThemeChoice choice);

    void setTool(Tool tool);
    [[nodiscard]] Tool tool() const;
    void setSymmetry(Symmetry symmetry);
    [[nodiscard]] Symmetry symmetry() const;
    // Applies the current tool at a cell, as a click on the preview does.
    void editCell(int cell);
    [[nodiscard]] BoardView* preview() const { return m_preview; }

signals:
    // The layout or its problem changed.
    void changed();

protected:
    // Enter in the FEN and name fields acts on the field, not on the dialog's OK.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The parts of the editor: the preview on the left; on the right, top to
    // bottom, the board chosen, "Shape and size", "Edit the board" (the tools,
    // the symmetry, Free all cells) and "Your layouts"; the FEN below both.
    void createPreview();
    QFormLayout* createPresetRow();
    QGroupBox* createShapeBox();
    QGroupBox* createToolBox();
    QFormLayout* createFenRow();
    QGroupBox* createSaveBox();

    void buildPresetList();
    void choosePreset(int index);
    void shapeOrSizeEdited();
    void fenEdited(const QString& text);
    void saveLayout();
    void deleteLayout();
    // Shows m_layout everywhere: preview, FEN field, shape and size, preset.
    void refresh();

    AppSettings m_settings;
    BoardLayout m_layout;
    Rules m_rules;
    Game m_game; // what the preview draws: m_layout as a game with no moves
    QString m_fenError;

    BoardView* m_preview;
    QComboBox* m_presets;
    QComboBox* m_shape;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QSpinBox* m_side;
    QLabel* m_widthLabel;
    QLabel* m_heightLabel;
    QLabel* m_sideLabel;
    QButtonGroup* m_tools;
    QComboBox* m_symmetry;
    QLineEdit* m_fen;
    QLabel* m_fenMessage;
    QLineEdit* m_layoutName;
    QPushButton* m_save;
    QPushButton* m_delete;
};

} // namespace ataxx

#pragma once

#include "board/boardtheme.h"
#include "position.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace ataxx {

class PositionEditor;

// Game > Analysis board > Set up position: the position editor, the FEN of
// the position being edited, and OK and Cancel.
//
// The FEN field follows the board as it is edited, and a FEN typed or pasted
// there sets the board as soon as it reads (its own board and blocked cells
// too); one that does not read is named under the field. OK is held back
// while the FEN does not read or the rules refuse the position
// (PositionEditor::problem), whose reason the line under the board gives.
class PositionEditorDialog : public QDialog {
    Q_OBJECT

public:
    // Starts from `position`, checked under its rules; the board drawn in `theme`.
    explicit PositionEditorDialog(const Position& position, ThemeChoice theme = ThemeChoice::System,
                                  QWidget* parent = nullptr);
    // The FEN field and the editor signal while their widgets are torn down
    // (the field loses the focus and finishes its editing): by then this
    // dialog listens no more.
    ~PositionEditorDialog() override;

    // Opens the dialog on `position` and waits for the person: the position set
    // up, or nothing when they cancel. The answer's rules are `position`'s.
    [[nodiscard]] static std::optional<Position>
    setUpPosition(const Position& position, ThemeChoice theme, QWidget* parent = nullptr);

    // The position as edited now.
    [[nodiscard]] Position position() const;
    // Why OK is held back, or an empty string.
    [[nodiscard]] QString problem() const;

    [[nodiscard]] PositionEditor* editor() const { return m_editor; }
    [[nodiscard]] QLineEdit* fenField() const { return m_fen; }
    [[nodiscard]] QPushButton* okButton() const { return m_ok; }

protected:
    // Enter in the FEN field sets the field right, rather than pressing OK.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fenEdited(const QString& text);
    // The FEN field shows the board again (unless a FEN being typed does not read).
    void showFen();
    void updateOk();

    PositionEditor* m_editor;
    QLineEdit* m_fen;
    QLabel* m_fenMessage;
    QPushButton* m_ok;
    QString m_fenError;
    // A FEN that reads is being put on the board: the field keeps its text.
    bool m_readingFen = false;
};

} // namespace ataxx

#pragma once

#include "engines/externalengine.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ataxx {

class EngineProbe;

// The external engines the user added: each with a name, the command that
// runs it, its time per move, the boards it plays and its options. Adding an
// engine (or checking one again) runs it once on each kind of board through
// an EngineProbe, without blocking, and keeps it only if it played at least
// one; the dialog says which boards it could not play and why (the engine's
// last lines, and all it wrote under Details). The boards of the selected
// engine can be ticked by hand, its options set (EngineOptionsDialog).
// Changes are kept at once (enginesChanged), in EngineSettings by the window.
class EnginesDialog : public QDialog {
    Q_OBJECT

public:
    explicit EnginesDialog(const QList<ExternalEngine>& engines, QWidget* parent = nullptr);

    [[nodiscard]] const QList<ExternalEngine>& engines() const { return m_engines; }
    // Fills in the form below the list (as a person would type it).
    void setForm(const QString& name, const QString& command, int moveTimeMs);
    // Adds the engine of the form after checking it.
    void addFromForm();
    [[nodiscard]] bool isChecking() const;
    [[nodiscard]] QString statusText() const;

    // What the engine's last trial wrote to its error output, board by board.
    [[nodiscard]] QString details() const;

    // "7×7, 7×7 with blocked cells, Hexxagon": the boards an engine plays.
    [[nodiscard]] static QString boardsText(const ExternalEngine& engine);

signals:
    void enginesChanged(const QList<ataxx::ExternalEngine>& engines);

private:
    // The parts of the dialog, top to bottom.
    QLabel* createIntro();
    void createEngineTable();
    // Remove, Check again and Options…, for the engine selected in the table.
    QHBoxLayout* createRowButtons();
    // A tick box a kind of board: the boards the selected engine plays.
    void createBoardsBox();
    // "Add an engine": name, command (with Browse…), time per move, Add.
    QGroupBox* createAddForm();
    // The last trial's report, which scrolls, and Details… beside it.
    QHBoxLayout* createStatusRow();
    // The buttons, the table's selection and the probe's answer.
    void connectSignals();

    void refreshTable();
    void refreshRow(int row);
    void fillBoardBoxes();
    void editOptions();
    void showDetails();
    void showDetailsButton(const QString& details);
    void removeSelected();
    void checkSelected();
    void onProbed(const ExternalEngine& engine, const QString& reportedName,
                  const QStringList& problems, const QString& details);
    void setBusy(bool busy);
    [[nodiscard]] QString uniqueName(QString name, int skipRow) const;

    QList<ExternalEngine> m_engines;
    EngineProbe* m_probe;
    int m_checkingRow = -1; // the row checked again, or -1 when adding
    QTableWidget* m_table;
    QLineEdit* m_name;
    QLineEdit* m_command;
    QSpinBox* m_moveTime;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_check;
    QPushButton* m_options;
    QPushButton* m_details;
    QLabel* m_status;
    QGroupBox* m_boards = nullptr;
    QList<QCheckBox*> m_boardBoxes;
    QString m_lastDetails;
    bool m_filling = false;
};

} // namespace ataxx

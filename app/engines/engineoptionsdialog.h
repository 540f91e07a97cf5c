#pragma once

#include "engines/externalengine.h"
#include "uai/uaireader.h"

#include <QDialog>
#include <QList>

#include <vector>

class QWidget;

namespace ataxx {

// The options an external engine declared (its `option` lines), each as the
// control of its kind: a number box for a spin (within its min and max), a
// check box, a list for a combo, a text field for a string. It starts from
// the values the person set before, else the engine's defaults; values()
// gives back those that differ from the defaults, which is what is stored
// and sent before each game. Buttons (actions for a running engine) are
// listed as such and not stored.
class EngineOptionsDialog : public QDialog {
    Q_OBJECT

public:
    explicit EngineOptionsDialog(const ExternalEngine& engine, QWidget* parent = nullptr);

    // The values chosen that differ from the engine's defaults, by option name.
    [[nodiscard]] QMap<QString, QString> values() const;
    // The control of an option (for tests and accessibility); null if none.
    [[nodiscard]] QWidget* editor(const QString& optionName) const;
    // Every control back to the engine's default.
    void restoreDefaults();

private:
    struct Row {
        UaiOption option;
        QWidget* editor = nullptr;
    };
    void setValue(const Row& row, const QString& value);
    [[nodiscard]] QString value(const Row& row) const;

    std::vector<Row> m_rows;
};

} // namespace ataxx

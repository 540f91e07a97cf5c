#include "engines/engineoptionsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace ataxx {

namespace {

int toInt(std::int64_t value) {
    return static_cast<int>(std::clamp<std::int64_t>(value, std::numeric_limits<int>::min(),
                                                     std::numeric_limits<int>::max()));
}

} // namespace

EngineOptionsDialog::EngineOptionsDialog(const ExternalEngine& engine, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("engineOptionsDialog"));
    setWindowTitle(tr("Options of %1").arg(engine.name));

    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    for (const QString& line : engine.declaredOptions) {
        const auto option = read_uai_option(line.toStdString());
        if (!option) continue;
        const QString name = QString::fromStdString(option->name);
        QWidget* editor = nullptr;
        switch (option->type) {
        case UaiOption::Type::Spin: {
            auto* box = new QSpinBox(page);
            if (option->min != option->max)
                box->setRange(toInt(option->min), toInt(option->max));
            else
                box->setRange(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
            editor = box;
            break;
        }
        case UaiOption::Type::Check:
            editor = new QCheckBox(page);
            break;
        case UaiOption::Type::Combo: {
            auto* box = new QComboBox(page);
            for (const std::string& choice : option->choices)
                box->addItem(QString::fromStdString(choice));
            editor = box;
            break;
        }
        case UaiOption::Type::String:
            editor = new QLineEdit(page);
            break;
        case UaiOption::Type::Button: {
            auto* label = new QLabel(tr("(an action for a running engine; not stored)"), page);
            label->setForegroundRole(QPalette::PlaceholderText); // a note, readable in every theme
            form->addRow(name + QLatin1Char(':'), label);
            continue;
        }
        }
        editor->setObjectName(QStringLiteral("option:") + name);
        editor->setToolTip(tr("Default: %1").arg(QString::fromStdString(option->default_value)));
        form->addRow(name + QLatin1Char(':'), editor);
        m_rows.push_back({*option, editor});
        const auto chosen = engine.optionValues.constFind(name);
        setValue(m_rows.back(),
                 chosen != engine.optionValues.constEnd() && option->accepts(chosen->toStdString())
                     ? *chosen
                     : QString::fromStdString(option->default_value));
    }
    if (engine.declaredOptions.isEmpty())
        form->addRow(new QLabel(tr("This engine declared no options. Check it again in the list "
                                   "of engines if it has some now."),
                                page));

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &EngineOptionsDialog::restoreDefaults);

    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("The options %1 declared. The values you set are sent to it before each game.")
            .arg(engine.name),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    // Room for a path or a list of choices beside its name.
    resize(std::max(sizeHint().width(), 480), sizeHint().height());
}

void EngineOptionsDialog::setValue(const Row& row, const QString& value) {
    if (auto* box = qobject_cast<QSpinBox*>(row.editor))
        box->setValue(value.toInt());
    else if (auto* check = qobject_cast<QCheckBox*>(row.editor))
        check->setChecked(value == QLatin1StringView("true"));
    else if (auto* combo = qobject_cast<QComboBox*>(row.editor))
        combo->setCurrentIndex(std::max(0, combo->findText(value)));
    else if (auto* text = qobject_cast<QLineEdit*>(row.editor))
        text->setText(value);
}

QString EngineOptionsDialog::value(const Row& row) const {
    if (auto* box = qobject_cast<QSpinBox*>(row.editor)) return QString::number(box->value());
    if (auto* check = qobject_cast<QCheckBox*>(row.editor))
        return check->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto* combo = qobject_cast<QComboBox*>(row.editor)) return combo->currentText();
    if (auto* text = qobject_cast<QLineEdit*>(row.editor)) return text->text();
    return {};
}

QMap<QString, QString> EngineOptionsDialog::values() const {
    QMap<QString, QString> values;
    for (const Row& row : m_rows) {
        const QString chosen = value(row);
        if (chosen != QString::fromStdString(row.option.default_value))
            values.insert(QString::fromStdString(row.option.name), chosen);
    }
    return values;
}

QWidget* EngineOptionsDialog::editor(const QString& optionName) const {
    for (const Row& row : m_rows)
        if (QString::fromStdString(row.option.name) == optionName) return row.editor;
    return nullptr;
}

void EngineOptionsDialog::restoreDefaults() {
    for (const Row& row : m_rows) setValue(row, QString::fromStdString(row.option.default_value));
}

} // namespace ataxx

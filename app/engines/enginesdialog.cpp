#include "engines/enginesdialog.h"

#include "engines/engineprobe.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ataxx {

EnginesDialog::EnginesDialog(const QList<ExternalEngine>& engines, QWidget* parent)
    : QDialog(parent)
    , m_engines(engines)
    , m_probe(new EngineProbe(this))
    , m_table(new QTableWidget(0, 4, this))
    , m_name(new QLineEdit(this))
    , m_command(new QLineEdit(this))
    , m_moveTime(new QSpinBox(this))
    , m_add(new QPushButton(tr("Add"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_check(new QPushButton(tr("Check again"), this))
    , m_status(new QLabel(this)) {
    setObjectName(QStringLiteral("enginesDialog"));
    setWindowTitle(tr("External engines"));

    auto* intro = new QLabel(tr("Engines that speak the Universal Ataxx Interface (UAI) can play "
                                "a side or a match. Each is tried on a 7×7 board, on 7×7 with "
                                "blocked cells and on Hexxagon, and offered only for the boards "
                                "it plays."),
                             this);
    intro->setWordWrap(true);

    m_table->setObjectName(QStringLiteral("engineTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Command"), tr("Time per move"), tr("Boards")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* rowButtons = new QHBoxLayout;
    rowButtons->addWidget(m_remove);
    rowButtons->addWidget(m_check);
    rowButtons->addStretch(1);

    auto* add = new QGroupBox(tr("Add an engine"), this);
    auto* form = new QFormLayout(add);
    m_name->setObjectName(QStringLiteral("engineName"));
    m_name->setPlaceholderText(tr("The name the engine gives"));
    form->addRow(tr("Name:"), m_name);
    m_command->setObjectName(QStringLiteral("engineCommand"));
    m_command->setPlaceholderText(tr("/path/to/engine --option"));
    auto* browse = new QPushButton(tr("Browse…"), add);
    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(browse);
    form->addRow(tr("Command:"), commandRow);
    m_moveTime->setRange(10, 600000);
    m_moveTime->setSingleStep(100);
    m_moveTime->setValue(1000);
    m_moveTime->setSuffix(tr(" ms"));
    form->addRow(tr("Time per move:"), m_moveTime);
    m_add->setObjectName(QStringLiteral("addEngine"));
    form->addRow(m_add);
    m_status->setObjectName(QStringLiteral("engineStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(add);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose an engine"));
        if (!path.isEmpty()) m_command->setText(path);
    });
    connect(m_add, &QPushButton::clicked, this, &EnginesDialog::addFromForm);
    connect(m_remove, &QPushButton::clicked, this, &EnginesDialog::removeSelected);
    connect(m_check, &QPushButton::clicked, this, &EnginesDialog::checkSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] { setBusy(isChecking()); });
    connect(m_probe, &EngineProbe::finished, this, &EnginesDialog::onProbed);

    refreshTable();
    setBusy(false);
    resize(720, 480);
}

QString EnginesDialog::boardsText(const ExternalEngine& engine) {
    QStringList boards;
    if (engine.rectangles) boards << tr("rectangles");
    if (engine.blockedCells) boards << tr("blocked cells");
    if (engine.hexagons) boards << tr("hexagons");
    return boards.isEmpty() ? tr("none") : boards.join(tr(", "));
}

void EnginesDialog::setForm(const QString& name, const QString& command, int moveTimeMs) {
    m_name->setText(name);
    m_command->setText(command);
    m_moveTime->setValue(moveTimeMs);
}

bool EnginesDialog::isChecking() const {
    return m_probe->isRunning();
}

QString EnginesDialog::statusText() const {
    return m_status->text();
}

void EnginesDialog::refreshTable() {
    m_table->setRowCount(static_cast<int>(m_engines.size()));
    for (int row = 0; row < m_engines.size(); ++row) {
        const ExternalEngine& engine = m_engines[row];
        const QString texts[] = {engine.name, engine.command, tr("%1 ms").arg(engine.moveTimeMs),
                                 boardsText(engine)};
        for (int column = 0; column < 4; ++column) {
            auto* item = new QTableWidgetItem(texts[column]);
            item->setToolTip(texts[column]);
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
}

void EnginesDialog::setBusy(bool busy) {
    const bool selected = !m_table->selectedItems().isEmpty();
    m_add->setEnabled(!busy);
    m_remove->setEnabled(!busy && selected);
    m_check->setEnabled(!busy && selected);
    m_name->setEnabled(!busy);
    m_command->setEnabled(!busy);
    m_moveTime->setEnabled(!busy);
}

QString EnginesDialog::uniqueName(QString name, int skipRow) const {
    const QString base = name;
    for (int n = 2;; ++n) {
        bool taken = false;
        for (int row = 0; row < m_engines.size(); ++row)
            if (row != skipRow && m_engines[row].name == name) taken = true;
        if (!taken) return name;
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    }
}

void EnginesDialog::addFromForm() {
    const QString command = m_command->text().trimmed();
    if (command.isEmpty()) {
        m_status->setText(tr("Give the command that runs the engine."));
        return;
    }
    ExternalEngine engine;
    engine.name = m_name->text().trimmed();
    engine.command = command;
    engine.moveTimeMs = m_moveTime->value();
    m_checkingRow = -1;
    m_status->setText(tr("Trying the engine on each kind of board…"));
    setBusy(true);
    m_probe->start(engine);
}

void EnginesDialog::removeSelected() {
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_engines.size()) return;
    m_engines.removeAt(row);
    refreshTable();
    m_status->clear();
    setBusy(false);
    emit enginesChanged(m_engines);
}

void EnginesDialog::checkSelected() {
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_engines.size()) return;
    m_checkingRow = row;
    m_status->setText(tr("Trying %1 on each kind of board…").arg(m_engines[row].name));
    setBusy(true);
    m_probe->start(m_engines[row]);
}

void EnginesDialog::onProbed(const ExternalEngine& probed, const QString& reportedName,
                             const QString& problem) {
    ExternalEngine engine = probed;
    const bool plays = engine.rectangles || engine.hexagons;
    if (m_checkingRow < 0) {
        if (!plays) {
            m_status->setText(tr("The engine was not added: %1").arg(problem));
            setBusy(false);
            return;
        }
        if (engine.name.isEmpty())
            engine.name = reportedName.isEmpty()
                              ? QFileInfo(engine.command.section(QLatin1Char(' '), 0, 0)).fileName()
                              : reportedName;
        engine.name = uniqueName(engine.name, -1);
        m_engines << engine;
        m_name->clear();
        m_command->clear();
    } else if (m_checkingRow < m_engines.size()) {
        m_engines[m_checkingRow] = engine;
    }
    QString text = tr("%1 plays: %2.").arg(engine.name, boardsText(engine));
    if (!problem.isEmpty()) text += QLatin1Char(' ') + problem;
    m_status->setText(text);
    m_checkingRow = -1;
    refreshTable();
    setBusy(false);
    emit enginesChanged(m_engines);
}

} // namespace ataxx

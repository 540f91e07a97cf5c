#include "engines/enginesdialog.h"

#include "engines/engineoptionsdialog.h"
#include "engines/engineprobe.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
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
    , m_options(new QPushButton(tr("Options…"), this))
    , m_details(new QPushButton(tr("Details…"), this))
    , m_status(new QLabel(this)) {
    setObjectName(QStringLiteral("enginesDialog"));
    setWindowTitle(tr("External engines"));

    QLabel* intro = createIntro();
    createEngineTable();
    QHBoxLayout* rowButtons = createRowButtons();
    createBoardsBox();
    QGroupBox* add = createAddForm();
    QHBoxLayout* statusRow = createStatusRow();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_boards);
    layout->addWidget(add);
    // Room to spare goes mostly to the report, where a long one needs it.
    layout->addLayout(statusRow, 3);
    layout->addWidget(buttons);

    connectSignals();
    refreshTable();
    setBusy(false);
    resize(760, 600);
}

QLabel* EnginesDialog::createIntro() {
    auto* intro = new QLabel(tr("Engines that speak the Universal Ataxx Interface (UAI) can play "
                                "a side or a match. Each is tried on 7×7, 7×7 with blocked "
                                "cells, 5×5, 9×9, Hexxagon and the hexagon of side 6, and "
                                "offered only for the kinds of board it played; you may tick "
                                "more or fewer below."),
                             this);
    intro->setWordWrap(true);
    return intro;
}

void EnginesDialog::createEngineTable() {
    m_table->setObjectName(QStringLiteral("engineTable"));
    m_table->setAccessibleName(windowTitle());
    m_table->setTabKeyNavigation(false); // the arrows go through it, Tab goes on
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Command"), tr("Time per move"), tr("Boards")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // The command takes the room the other columns leave, so the table fills
    // its width to the right edge.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    // Room for four rows, whatever the trial's report below them takes.
    const int rows = 4;
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              rows * m_table->verticalHeader()->defaultSectionSize() +
                              m_table->horizontalScrollBar()->sizeHint().height() +
                              2 * m_table->frameWidth());
}

QHBoxLayout* EnginesDialog::createRowButtons() {
    auto* rowButtons = new QHBoxLayout;
    m_remove->setObjectName(QStringLiteral("removeEngine"));
    m_check->setObjectName(QStringLiteral("checkEngine"));
    m_options->setObjectName(QStringLiteral("engineOptions"));
    m_options->setToolTip(tr("The options the engine declared: its hash size, its threads, …"));
    rowButtons->addWidget(m_remove);
    rowButtons->addWidget(m_check);
    rowButtons->addWidget(m_options);
    rowButtons->addStretch(1);
    return rowButtons;
}

void EnginesDialog::createBoardsBox() {
    m_boards = new QGroupBox(tr("Boards the selected engine plays"), this);
    auto* boardGrid = new QGridLayout(m_boards);
    for (const BoardFamily family : allBoardFamilies) {
        auto* box = new QCheckBox(BoardFamilies::name(family), m_boards);
        box->setObjectName(QStringLiteral("plays:") + BoardFamilies::key(family));
        const int i = static_cast<int>(family);
        boardGrid->addWidget(box, i / 2, i % 2);
        m_boardBoxes << box;
        connect(box, &QCheckBox::toggled, this, [this, family](bool plays) {
            const int row = m_table->currentRow();
            if (m_filling || row < 0 || row >= m_engines.size()) return;
            if (m_engines[row].plays(family) == plays) return;
            m_engines[row].setPlays(family, plays);
            refreshRow(row);
            emit enginesChanged(m_engines);
        });
    }
}

QGroupBox* EnginesDialog::createAddForm() {
    auto* add = new QGroupBox(tr("Add an engine"), this);
    auto* form = new QFormLayout(add);
    m_name->setObjectName(QStringLiteral("engineName"));
    m_name->setPlaceholderText(tr("The name the engine gives"));
    form->addRow(tr("Name:"), m_name);
    m_command->setObjectName(QStringLiteral("engineCommand"));
    m_command->setPlaceholderText(tr("/path/to/engine --option"));
    auto* browse = new QPushButton(tr("Browse…"), add);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose an engine"));
        if (!path.isEmpty()) m_command->setText(path);
    });
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
    return add;
}

QHBoxLayout* EnginesDialog::createStatusRow() {
    m_status->setObjectName(QStringLiteral("engineStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setObjectName(QStringLiteral("engineDetails"));
    m_details->setToolTip(tr("Everything the engine wrote to its error output in the trials "
                             "it failed"));
    m_details->hide();
    // The trial's report may run to many lines (an engine's own last words):
    // it scrolls rather than squeeze the list of engines, which keeps room for
    // a few rows whatever the report.
    auto* statusArea = new QScrollArea(this);
    statusArea->setObjectName(QStringLiteral("engineStatusArea"));
    statusArea->setFrameShape(QFrame::NoFrame);
    statusArea->setWidgetResizable(true);
    statusArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    statusArea->setWidget(m_status);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    statusArea->setMinimumHeight(3 * fontMetrics().lineSpacing());
    statusArea->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::MinimumExpanding);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(statusArea, 1);
    statusRow->addWidget(m_details, 0, Qt::AlignTop);
    return statusRow;
}

void EnginesDialog::connectSignals() {
    connect(m_add, &QPushButton::clicked, this, &EnginesDialog::addFromForm);
    connect(m_remove, &QPushButton::clicked, this, &EnginesDialog::removeSelected);
    connect(m_check, &QPushButton::clicked, this, &EnginesDialog::checkSelected);
    connect(m_options, &QPushButton::clicked, this, &EnginesDialog::editOptions);
    connect(m_details, &QPushButton::clicked, this, &EnginesDialog::showDetails);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        setBusy(isChecking());
        fillBoardBoxes();
    });
    connect(m_probe, &EngineProbe::finished, this, &EnginesDialog::onProbed);
}

QString EnginesDialog::boardsText(const ExternalEngine& engine) {
    if (engine.boards == ExternalEngine().boards) return tr("every board");
    QStringList boards;
    for (const BoardFamily family : allBoardFamilies)
        if (engine.plays(family)) boards << BoardFamilies::trialName(family);
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
    for (int row = 0; row < m_engines.size(); ++row) refreshRow(row);
    m_table->resizeColumnsToContents();
    fillBoardBoxes();
}

void EnginesDialog::refreshRow(int row) {
    const ExternalEngine& engine = m_engines[row];
    const QString texts[] = {engine.name, engine.command, tr("%1 ms").arg(engine.moveTimeMs),
                             boardsText(engine)};
    for (int column = 0; column < 4; ++column) {
        auto* item = new QTableWidgetItem(texts[column]);
        item->setToolTip(texts[column]);
        m_table->setItem(row, column, item);
    }
}

void EnginesDialog::fillBoardBoxes() {
    const int row = m_table->selectedItems().isEmpty() ? -1 : m_table->currentRow();
    const bool selected = row >= 0 && row < m_engines.size();
    m_filling = true;
    for (const BoardFamily family : allBoardFamilies)
        m_boardBoxes[static_cast<int>(family)]->setChecked(selected &&
                                                           m_engines[row].plays(family));
    m_filling = false;
}

void EnginesDialog::editOptions() {
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_engines.size()) return;
    auto* dialog = new EngineOptionsDialog(m_engines[row], this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString name = m_engines[row].name;
    connect(dialog, &QDialog::accepted, this, [this, dialog, name] {
        // Found again by name: the list may have changed meanwhile.
        for (ExternalEngine& engine : m_engines) {
            if (engine.name != name) continue;
            engine.optionValues = dialog->values();
            emit enginesChanged(m_engines);
        }
    });
    dialog->open();
}

void EnginesDialog::showDetails() {
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("engineDetailsDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("What the engine wrote"));
    auto* text = new QPlainTextEdit(m_lastDetails, dialog);
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    dialog->resize(640, 400);
    dialog->open();
}

QString EnginesDialog::details() const {
    return m_lastDetails;
}

void EnginesDialog::setBusy(bool busy) {
    const bool selected = !m_table->selectedItems().isEmpty();
    m_add->setEnabled(!busy);
    m_remove->setEnabled(!busy && selected);
    m_check->setEnabled(!busy && selected);
    m_options->setEnabled(!busy && selected);
    m_boards->setEnabled(!busy && selected);
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
    showDetailsButton({});
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
    showDetailsButton({});
    m_status->setText(tr("Trying %1 on each kind of board…").arg(m_engines[row].name));
    setBusy(true);
    m_probe->start(m_engines[row]);
}

void EnginesDialog::showDetailsButton(const QString& details) {
    m_lastDetails = details;
    m_details->setVisible(!details.isEmpty());
}

void EnginesDialog::onProbed(const ExternalEngine& probed, const QString& reportedName,
                             const QStringList& problems, const QString& details) {
    ExternalEngine engine = probed;
    showDetailsButton(details);
    if (m_checkingRow < 0) {
        if (!engine.playsAny()) {
            m_status->setText(
                tr("The engine was not added: %1").arg(problems.join(QLatin1Char('\n'))));
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
        // Checked again: what it plays and declares now, its settings kept.
        m_engines[m_checkingRow].boards = engine.boards;
        m_engines[m_checkingRow].declaredOptions = engine.declaredOptions;
        engine = m_engines[m_checkingRow];
    }
    QString text = engine.playsAny() ? tr("%1 plays: %2.").arg(engine.name, boardsText(engine))
                                     : tr("%1 played none of the boards.").arg(engine.name);
    // A line a board; the first failure with words of the engine's own (the
    // last lines of its error output) in full, as they tell the cause;
    // everything it wrote under Details.
    bool shownInFull = false;
    for (const QString& problem : problems) {
        const bool full = !shownInFull && problem.contains(QLatin1Char('\n'));
        shownInFull = shownInFull || full;
        text += QLatin1Char('\n') + (full ? problem : problem.section(QLatin1Char('\n'), 0, 0));
    }
    m_status->setText(text);
    const int row = m_checkingRow < 0 ? static_cast<int>(m_engines.size()) - 1 : m_checkingRow;
    m_checkingRow = -1;
    refreshTable();
    m_table->selectRow(row);
    setBusy(false);
    emit enginesChanged(m_engines);
}

} // namespace ataxx

#include "settingsdialog/positioneditordialog.h"

#include "fen.h"
#include "game/messagetext.h"
#include "settingsdialog/positioneditor.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ataxx {

PositionEditorDialog::PositionEditorDialog(const Position& position, ThemeChoice theme,
                                           QWidget* parent)
    : QDialog(parent)
    , m_editor(new PositionEditor(this))
    , m_fen(new QLineEdit(this))
    , m_fenMessage(new QLabel(this)) {
    setWindowTitle(tr("Set up position"));
    m_editor->setObjectName(QStringLiteral("positionEditor"));
    m_editor->setThemeChoice(theme);
    m_editor->setPosition(position);

    m_fen->setObjectName(QStringLiteral("setupFen"));
    m_fen->setToolTip(tr("The position as a position string (FEN). Type or paste one to set "
                         "up the board."));
    m_fen->installEventFilter(this);
    m_fenMessage->setObjectName(QStringLiteral("setupFenMessage"));
    m_fenMessage->setWordWrap(true);
    m_fenMessage->hide();
    auto* fenRow = new QFormLayout;
    fenRow->addRow(tr("&FEN:"), m_fen);
    fenRow->addRow(QString(), m_fenMessage);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (problem().isEmpty()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_editor, 1);
    layout->addLayout(fenRow);
    layout->addWidget(buttons);

    connect(m_editor, &PositionEditor::changed, this, [this] {
        if (m_readingFen) return;
        // A change on the board wins over a FEN that did not read.
        m_fenError.clear();
        showFen();
    });
    connect(m_fen, &QLineEdit::textEdited, this, &PositionEditorDialog::fenEdited);
    connect(m_fen, &QLineEdit::editingFinished, this, [this] {
        if (m_fenError.isEmpty()) showFen();
    });
    showFen();
    m_editor->setFocus(Qt::OtherFocusReason);
    // Room for a board of a good size beside the tools.
    resize(sizeHint().expandedTo(QSize(720, 560)));
}

PositionEditorDialog::~PositionEditorDialog() {
    disconnect(m_fen, nullptr, this, nullptr);
    disconnect(m_editor, nullptr, this, nullptr);
}

std::optional<Position> PositionEditorDialog::setUpPosition(const Position& position,
                                                            ThemeChoice theme, QWidget* parent) {
    PositionEditorDialog dialog(position, theme, parent);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return dialog.position();
}

Position PositionEditorDialog::position() const {
    return m_editor->position();
}

QString PositionEditorDialog::problem() const {
    if (!m_fenError.isEmpty()) return tr("The FEN cannot be read: %1").arg(m_fenError);
    return m_editor->problem();
}

bool PositionEditorDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_fen && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (m_fenError.isEmpty()) showFen();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void PositionEditorDialog::fenEdited(const QString& text) {
    const auto read = read_fen(text.toStdString(), m_editor->position().rules());
    if (!read) {
        m_fenError = MessageText::of(read.message());
        m_fenMessage->setText(tr("The FEN cannot be read: %1").arg(m_fenError));
        m_fenMessage->show();
        updateOk();
        return;
    }
    m_fenError.clear();
    m_fenMessage->hide();
    // The field keeps what is being typed; it is written anew when editing ends.
    m_readingFen = true;
    m_editor->setPosition(*read);
    m_readingFen = false;
    updateOk();
}

void PositionEditorDialog::showFen() {
    if (m_fenError.isEmpty()) {
        m_fenMessage->hide();
        const QSignalBlocker block(m_fen);
        m_fen->setText(QString::fromStdString(write_fen(m_editor->position())));
    }
    updateOk();
}

void PositionEditorDialog::updateOk() {
    m_ok->setEnabled(problem().isEmpty());
}

} // namespace ataxx

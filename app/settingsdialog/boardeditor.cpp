#include "settingsdialog/boardeditor.h"

#include "board/boardpresets.h"
#include "board/boardview.h"
#include "fen.h"
#include "game/messagetext.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace ataxx {

namespace {

// What an item of the preset list holds.
constexpr int fenRole = Qt::UserRole;
constexpr int kindRole = Qt::UserRole + 1;
constexpr int nameRole = Qt::UserRole + 2;
enum class ItemKind { Custom, Header, Preset, Saved };

QComboBox* comboWithName(const char* name, QWidget* parent) {
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QLatin1StringView(name));
    return combo;
}

QSpinBox* spinWithName(const char* name, int min, int max, QWidget* parent) {
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(QLatin1StringView(name));
    spin->setRange(min, max);
    return spin;
}

} // namespace

BoardEditor::BoardEditor(QWidget* parent)
    : QWidget(parent)
    , m_game(m_layout.position())
    , m_preview(new BoardView(this))
    , m_presets(comboWithName("boardPreset", this))
    , m_shape(comboWithName("boardShape", this))
    , m_width(spinWithName("boardWidth", Geometry::min_rect_side, Geometry::max_rect_side, this))
    , m_height(spinWithName("boardHeight", Geometry::min_rect_side, Geometry::max_rect_side, this))
    , m_side(spinWithName("boardSide", Geometry::min_hex_side, Geometry::max_hex_side, this))
    , m_widthLabel(new QLabel(tr("&Width:"), this))
    , m_heightLabel(new QLabel(tr("&Height:"), this))
    , m_sideLabel(new QLabel(tr("S&ide:"), this))
    , m_tools(new QButtonGroup(this))
    , m_symmetry(comboWithName("symmetry", this))
    , m_fen(new QLineEdit(this))
    , m_fenMessage(new QLabel(this))
    , m_layoutName(new QLineEdit(this))
    , m_save(new QPushButton(tr("Sa&ve"), this))
    , m_delete(new QPushButton(tr("&Delete"), this)) {
    createPreview();
    QFormLayout* presetRow = createPresetRow();
    QGroupBox* shapeBox = createShapeBox();
    QGroupBox* toolBox = createToolBox();
    QFormLayout* fenRow = createFenRow();
    QGroupBox* saveBox = createSaveBox();

    // The preview on the left, the controls on the right, the FEN below both.
    auto* side = new QVBoxLayout;
    side->addLayout(presetRow);
    side->addWidget(shapeBox);
    side->addWidget(toolBox);
    side->addWidget(saveBox);
    side->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_preview, 1);
    top->addLayout(side);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);

    buildPresetList();
    refresh();
}

void BoardEditor::createPreview() {
    m_preview->setObjectName(QStringLiteral("boardPreview"));
    m_preview->setEditMode(true);
    m_preview->setInteractive(false);
    m_preview->setShowLegalMoves(false);
    m_preview->setShowLastMove(false);
    m_preview->setAnimationSpeed(AnimationSpeed::Off);
    m_preview->setMinimumSize(320, 320);
    m_preview->setToolTip(tr("Click cells to change them with the tool chosen on the right."));
    m_preview->setGame(&m_game);
    connect(m_preview, &BoardView::cellClicked, this, &BoardEditor::editCell);
}

QFormLayout* BoardEditor::createPresetRow() {
    m_presets->setToolTip(tr("Ready-made boards, and the layouts you saved."));
    connect(m_presets, &QComboBox::currentIndexChanged, this, &BoardEditor::choosePreset);
    auto* presetRow = new QFormLayout;
    presetRow->addRow(tr("&Board:"), m_presets);
    return presetRow;
}

QGroupBox* BoardEditor::createShapeBox() {
    m_shape->addItem(tr("Rectangle"));
    m_shape->addItem(tr("Hexagon"));
    m_widthLabel->setBuddy(m_width);
    m_heightLabel->setBuddy(m_height);
    m_sideLabel->setBuddy(m_side);
    m_side->setToolTip(tr("Cells along each edge of the hexagon."));
    connect(m_shape, &QComboBox::currentIndexChanged, this, &BoardEditor::shapeOrSizeEdited);
    for (QSpinBox* spin : {m_width, m_height, m_side})
        connect(spin, &QSpinBox::valueChanged, this, &BoardEditor::shapeOrSizeEdited);
    auto* shapeBox = new QGroupBox(tr("Shape and size"), this);
    auto* shapeForm = new QFormLayout(shapeBox);
    shapeForm->addRow(tr("S&hape:"), m_shape);
    shapeForm->addRow(m_widthLabel, m_width);
    shapeForm->addRow(m_heightLabel, m_height);
    shapeForm->addRow(m_sideLabel, m_side);
    return shapeBox;
}

QGroupBox* BoardEditor::createToolBox() {
    auto* toolBox = new QGroupBox(tr("Edit the board"), this);
    auto* toolLayout = new QVBoxLayout(toolBox);
    const std::pair<Tool, QString> tools[] = {
        {Tool::Block, tr("&Block or free cells")},
        {Tool::BlackPiece, tr("Place or remove B&lack pieces")},
        {Tool::WhitePiece, tr("Place or remove W&hite pieces")},
    };
    for (const auto& [tool, text] : tools) {
        auto* button = new QRadioButton(text, toolBox);
        button->setObjectName(tool == Tool::Block        ? QStringLiteral("toolBlock")
                              : tool == Tool::BlackPiece ? QStringLiteral("toolBlack")
                                                         : QStringLiteral("toolWhite"));
        m_tools->addButton(button, static_cast<int>(tool));
        toolLayout->addWidget(button);
    }
    m_tools->button(static_cast<int>(Tool::Block))->setChecked(true);
    auto* symmetryRow = new QFormLayout;
    symmetryRow->addRow(tr("S&ymmetry:"), m_symmetry);
    toolLayout->addLayout(symmetryRow);
    m_symmetry->setToolTip(tr("Each click is repeated on the mirrored or turned cells. A piece "
                              "carried to the other half of the board goes to the other side, "
                              "so that the layout stays fair."));
    auto* clear = new QPushButton(tr("&Free all cells"), toolBox);
    clear->setObjectName(QStringLiteral("clearBlocked"));
    // Room on both sides of its words, which some styles do not give a
    // button outside a button box.
    const int em = clear->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    clear->setMinimumWidth(clear->fontMetrics().horizontalAdvance(clear->text()) + 3 * em);
    connect(clear, &QPushButton::clicked, this, [this] {
        m_layout.clearBlocked();
        refresh();
    });
    toolLayout->addWidget(clear, 0, Qt::AlignLeft);
    return toolBox;
}

QFormLayout* BoardEditor::createFenRow() {
    m_fen->setObjectName(QStringLiteral("boardFen"));
    m_fen->setToolTip(tr("The layout as a position string (FEN). Paste one to use it."));
    m_fenMessage->setObjectName(QStringLiteral("fenMessage"));
    m_fenMessage->setWordWrap(true);
    m_fenMessage->hide();
    connect(m_fen, &QLineEdit::textEdited, this, &BoardEditor::fenEdited);
    connect(m_fen, &QLineEdit::editingFinished, this, [this] {
        if (m_fenError.isEmpty()) refresh();
    });
    m_fen->installEventFilter(this);
    auto* fenRow = new QFormLayout;
    fenRow->addRow(tr("&FEN:"), m_fen);
    fenRow->addRow(QString(), m_fenMessage);
    return fenRow;
}

QGroupBox* BoardEditor::createSaveBox() {
    auto* saveBox = new QGroupBox(tr("Your layouts"), this);
    auto* saveLayout = new QHBoxLayout(saveBox);
    m_layoutName->setObjectName(QStringLiteral("layoutName"));
    m_layoutName->setPlaceholderText(tr("Name"));
    m_layoutName->setMaxLength(40);
    m_save->setObjectName(QStringLiteral("saveLayout"));
    m_save->setToolTip(tr("Adds this layout to the list of boards, or replaces the one of "
                          "that name."));
    m_delete->setObjectName(QStringLiteral("deleteLayout"));
    m_delete->setToolTip(tr("Removes the chosen layout of yours from the list."));
    saveLayout->addWidget(m_layoutName, 1);
    saveLayout->addWidget(m_save);
    saveLayout->addWidget(m_delete);
    connect(m_layoutName, &QLineEdit::textChanged, this,
            [this](const QString& text) { m_save->setEnabled(!text.trimmed().isEmpty()); });
    m_layoutName->installEventFilter(this);
    connect(m_save, &QPushButton::clicked, this, &BoardEditor::saveLayout);
    connect(m_delete, &QPushButton::clicked, this, &BoardEditor::deleteLayout);
    m_save->setEnabled(false);
    return saveBox;
}

bool BoardEditor::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress && (watched == m_fen || watched == m_layoutName)) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (watched == m_layoutName)
                saveLayout();
            else if (m_fenError.isEmpty())
                refresh();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void BoardEditor::buildPresetList() {
    const QSignalBlocker block(m_presets);
    m_presets->clear();
    auto* model = qobject_cast<QStandardItemModel*>(m_presets->model());
    const auto add = [this, model](const QString& text, ItemKind kind, const QString& fen,
                                   const QString& name) {
        m_presets->addItem(text);
        const int index = m_presets->count() - 1;
        m_presets->setItemData(index, fen, fenRole);
        m_presets->setItemData(index, static_cast<int>(kind), kindRole);
        m_presets->setItemData(index, name, nameRole);
        if (kind == ItemKind::Header && model) {
            QStandardItem* item = model->item(index);
            item->setFlags(item->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    };
    add(tr("Your own layout"), ItemKind::Custom, QString(), QString());
    std::optional<BoardPresets::Group> group;
    for (const BoardPresets::Preset& preset : BoardPresets::all()) {
        if (preset.group != group) {
            group = preset.group;
            if (preset.group != BoardPresets::Group::Classic)
                add(BoardPresets::groupName(preset.group), ItemKind::Header, QString(), QString());
        }
        const QString indent =
            preset.group == BoardPresets::Group::Classic ? QString() : QStringLiteral("    ");
        add(indent + preset.name, ItemKind::Preset, preset.fen, preset.key);
    }
    const QList<SavedLayout> saved = m_settings.savedLayouts();
    if (!saved.isEmpty()) add(tr("Your layouts"), ItemKind::Header, QString(), QString());
    for (const SavedLayout& layout : saved)
        add(QStringLiteral("    ") + layout.name, ItemKind::Saved, layout.fen, layout.name);
}

void BoardEditor::choosePreset(int index) {
    const auto kind = static_cast<ItemKind>(m_presets->itemData(index, kindRole).toInt());
    if (kind != ItemKind::Preset && kind != ItemKind::Saved) {
        refresh();
        return;
    }
    const auto position = read_fen(m_presets->itemData(index, fenRole).toString().toStdString());
    if (!position) return;
    if (kind == ItemKind::Saved)
        m_layoutName->setText(m_presets->itemData(index, nameRole).toString());
    m_fenError.clear();
    m_layout = BoardLayout::fromPosition(*position);
    refresh();
}

void BoardEditor::setBoardLayout(const BoardLayout& layout) {
    m_fenError.clear();
    m_layout = layout;
    refresh();
}

void BoardEditor::setRules(const Rules& rules) {
    m_rules = rules;
    emit changed();
}

QString BoardEditor::problem() const {
    if (!m_fenError.isEmpty()) return tr("The FEN cannot be read: %1").arg(m_fenError);
    return m_layout.problem(m_rules);
}

void BoardEditor::setThemeChoice(ThemeChoice choice) {
    m_preview->setThemeChoice(choice);
}

void BoardEditor::setTool(Tool tool) {
    m_tools->button(static_cast<int>(tool))->setChecked(true);
}

BoardEditor::Tool BoardEditor::tool() const {
    return static_cast<Tool>(m_tools->checkedId());
}

void BoardEditor::setSymmetry(Symmetry symmetry) {
    const int index = m_symmetry->findData(static_cast<int>(symmetry));
    if (index >= 0) m_symmetry->setCurrentIndex(index);
}

Symmetry BoardEditor::symmetry() const {
    return static_cast<Symmetry>(m_symmetry->currentData().toInt());
}

void BoardEditor::editCell(int cell) {
    if (cell < 0 || cell >= m_layout.geometry->cell_count()) return;
    switch (tool()) {
    case Tool::Block:
        m_layout.toggleBlocked(cell, symmetry());
        break;
    case Tool::BlackPiece:
        m_layout.togglePiece(cell, Side::X, symmetry());
        break;
    case Tool::WhitePiece:
        m_layout.togglePiece(cell, Side::O, symmetry());
        break;
    }
    m_fenError.clear();
    refresh();
}

void BoardEditor::shapeOrSizeEdited() {
    const bool hexagon = m_shape->currentIndex() == 1;
    const Geometry* geometry = hexagon ? Geometry::hexagon(m_side->value())
                                       : Geometry::rectangle(m_width->value(), m_height->value());
    if (!geometry || geometry == m_layout.geometry) return;
    // A new board starts from its own corners; the old blocked cells do not fit it.
    m_fenError.clear();
    m_layout = BoardLayout::start(*geometry);
    refresh();
}

void BoardEditor::fenEdited(const QString& text) {
    const auto position = read_fen(text.toStdString());
    if (!position) {
        m_fenError = MessageText::of(position.message());
        m_fenMessage->setText(m_fenError);
        m_fenMessage->show();
        emit changed();
        return;
    }
    m_fenError.clear();
    m_layout = BoardLayout::fromPosition(*position);
    // The field keeps what is being typed; refresh() rewrites it when editing ends.
    const QSignalBlocker block(m_fen);
    const int cursor = m_fen->cursorPosition();
    refresh();
    m_fen->setText(text);
    m_fen->setCursorPosition(cursor);
}

void BoardEditor::saveLayout() {
    const QString name = m_layoutName->text().trimmed();
    if (name.isEmpty() || !m_fenError.isEmpty()) return;
    QList<SavedLayout> saved = m_settings.savedLayouts();
    const SavedLayout layout{name, m_layout.fen()};
    const auto same = std::find_if(saved.begin(), saved.end(),
                                   [&name](const SavedLayout& l) { return l.name == name; });
    if (same != saved.end())
        *same = layout;
    else
        saved.append(layout);
    m_settings.setSavedLayouts(saved);
    buildPresetList();
    refresh();
}

void BoardEditor::deleteLayout() {
    const int index = m_presets->currentIndex();
    if (static_cast<ItemKind>(m_presets->itemData(index, kindRole).toInt()) != ItemKind::Saved)
        return;
    const QString name = m_presets->itemData(index, nameRole).toString();
    QList<SavedLayout> saved = m_settings.savedLayouts();
    saved.removeIf([&name](const SavedLayout& l) { return l.name == name; });
    m_settings.setSavedLayouts(saved);
    buildPresetList();
    refresh();
}

void BoardEditor::refresh() {
    const Geometry& g = *m_layout.geometry;
    m_game = Game(m_layout.position(m_rules));
    m_preview->showPosition(false);

    {
        const QSignalBlocker blockShape(m_shape);
        const QSignalBlocker blockWidth(m_width);
        const QSignalBlocker blockHeight(m_height);
        const QSignalBlocker blockSide(m_side);
        m_shape->setCurrentIndex(g.is_hexagon() ? 1 : 0);
        if (g.is_hexagon()) {
            m_side->setValue(g.side());
        } else {
            m_width->setValue(g.width());
            m_height->setValue(g.height());
        }
    }
    for (QWidget* w : {static_cast<QWidget*>(m_width), static_cast<QWidget*>(m_widthLabel),
                       static_cast<QWidget*>(m_height), static_cast<QWidget*>(m_heightLabel)})
        w->setVisible(!g.is_hexagon());
    m_side->setVisible(g.is_hexagon());
    m_sideLabel->setVisible(g.is_hexagon());

    // The symmetries of the shape, keeping the chosen one where it still fits.
    const QList<Symmetry> symmetries = BoardLayout::symmetries(g.shape());
    const Symmetry chosen = m_symmetry->count() > 0 ? symmetry() : Symmetry::None;
    if (m_symmetry->count() != symmetries.size() ||
        m_symmetry->itemData(m_symmetry->count() - 1).toInt() !=
            static_cast<int>(symmetries.back())) {
        const QSignalBlocker block(m_symmetry);
        m_symmetry->clear();
        for (const Symmetry s : symmetries)
            m_symmetry->addItem(BoardLayout::symmetryName(s), static_cast<int>(s));
        setSymmetry(symmetries.contains(chosen) ? chosen : Symmetry::None);
    }

    if (m_fenError.isEmpty()) {
        m_fenMessage->hide();
        const QSignalBlocker block(m_fen);
        m_fen->setText(m_layout.fen());
    }

    // The preset (or saved layout) this layout is, else "your own layout".
    const QString fen = m_layout.fen();
    int match = 0;
    for (int i = 0; i < m_presets->count(); ++i) {
        const auto kind = static_cast<ItemKind>(m_presets->itemData(i, kindRole).toInt());
        if ((kind == ItemKind::Preset || kind == ItemKind::Saved) &&
            m_presets->itemData(i, fenRole).toString() == fen) {
            match = i;
            break;
        }
    }
    {
        const QSignalBlocker block(m_presets);
        m_presets->setCurrentIndex(match);
    }
    m_delete->setEnabled(static_cast<ItemKind>(m_presets->itemData(match, kindRole).toInt()) ==
                         ItemKind::Saved);
    emit changed();
}

} // namespace ataxx

#include "settingsdialog/settingsdialog.h"

#include "board/boardview.h"
#include "board/windowtheme.h"
#include "fen.h"
#include "notation.h"
#include "settings/enginesettings.h"
#include "settings/languages.h"
#include "settingsdialog/boardeditor.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ataxx {

namespace {

// The items of a side's "Played by" box: Human, Computer (at the level of
// the box beside it), Computer (even), then the external engines.
constexpr int evenItem = 2;
constexpr int firstEngineItem = 3;

// A grey line under a group of settings that says what they do: in the
// palette's secondary text colour, which every theme keeps readable (not
// disabled, which would grey it out of reach and tell a screen reader that it
// is unavailable).
QLabel* note(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

template <typename W>
W* named(W* widget, const char* name) {
    widget->setObjectName(QLatin1StringView(name));
    return widget;
}

} // namespace

SettingsDialog::SettingsDialog(Mode mode, QWidget* parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_tabs(named(new QTabWidget(this), "settingsTabs"))
    , m_board(named(new BoardEditor(this), "boardEditor"))
    , m_problem(named(new QLabel(this), "problemLabel")) {
    setWindowTitle(mode == Mode::NewGame ? tr("New game") : tr("Settings"));

    m_tabs->addTab(m_board, tr("&Board"));
    m_tabs->addTab(createPlayersPage(), tr("&Players"));
    m_tabs->addTab(createRulesPage(), tr("&Rules"));
    m_tabs->addTab(createAppearancePage(), tr("&Appearance"));
    m_tabs->addTab(createLanguagePage(), tr("&Language"));

    m_problem->setWordWrap(true);
    // Red: #c62828 on a light window; lightened on a dark one, where it would
    // read at 2.3:1, until it reaches 4.5:1.
    QPalette warning = m_problem->palette();
    warning.setColor(
        QPalette::WindowText,
        WindowTheme::readableOn(QColor(0xc6, 0x28, 0x28), warning.color(QPalette::Window)));
    m_problem->setPalette(warning);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    if (mode == Mode::NewGame) m_ok->setText(tr("&Start the game"));
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_board, &BoardEditor::changed, this, [this] {
        fillEngineChoices();
        updateProblem();
    });
    m_engines = EngineSettings().engines();
    load();
    updateProblem();
}

QWidget* SettingsDialog::createPlayersPage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    for (const Side side : {Side::X, Side::O}) {
        SideControls& c = side == Side::X ? m_x : m_o;
        const bool x = side == Side::X;
        auto* box = new QGroupBox(x ? tr("Black (moves first)") : tr("White"), page);
        auto* form = new QFormLayout(box);
        c.kind = named(new QComboBox(box), x ? "kindX" : "kindO");
        c.kind->addItem(tr("Human"));
        c.kind->addItem(tr("Computer"));
        // At the strength where the person's expected score is half.
        c.kind->addItem(PlayerSetup::evenDescription());
        c.kind->setItemData(evenItem,
                            tr("The computer at your strength, from your rating on the board's "
                               "kind: it follows your results, game after game"),
                            Qt::ToolTipRole);
        c.level = named(new QComboBox(box), x ? "levelX" : "levelO");
        for (int i = 0; i < level_count; ++i)
            c.level->addItem(
                PlayerSetup::levelChoice(static_cast<Level>(i), rating::Family::Board7x7));
        c.level->setToolTip(tr("Beside each level, its strength in Elo on boards like the one "
                               "chosen, as measured by matches against the engine's strength "
                               "scale"));
        c.name = named(new QLineEdit(box), x ? "nameX" : "nameO");
        c.name->setMaxLength(40);
        c.name->setPlaceholderText(tr("Chosen by the game"));
        c.name->setToolTip(tr("Shown beside the board and written into saved games. Leave "
                              "it empty for “You”, “Human” or the computer's level."));
        connect(c.kind, &QComboBox::currentIndexChanged, this, [this, level = c.level](int index) {
            // Only the computer has a level (a person has none, nor an external engine).
            level->setVisible(index == 1);
            updateProblem();
        });
        auto* row = new QHBoxLayout;
        row->addWidget(c.kind);
        row->addWidget(c.level, 1);
        auto* playedBy = new QLabel(tr("&Played by:"), box);
        playedBy->setBuddy(c.kind);
        form->addRow(playedBy, row);
        form->addRow(tr("&Name:"), c.name);
        layout->addWidget(box);
    }
    layout->addWidget(
        note(tr("A new game is played by the players chosen last, here or in the toolbar; "
                "Stop, watching the computers and opening a game change only the game on the "
                "board. A side is a person, the computer at a level or at your strength (even, "
                "from your rating), or an external engine that plays the board chosen (Computer "
                "▸ External engines adds them)."),
             page));
    layout->addStretch(1);
    return page;
}

QWidget* SettingsDialog::createRulesPage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);

    auto* stuckBox = new QGroupBox(tr("When the side to move cannot move"), page);
    auto* stuckLayout = new QVBoxLayout(stuckBox);
    m_stuck = named(new QComboBox(stuckBox), "stuckRule");
    m_stuck->addItem(tr("It passes, and the other side moves again"));
    m_stuck->addItem(tr("The game ends, and the pieces are counted"));
    m_stuck->addItem(tr("The game ends, and the empty cells go to the other side"));
    stuckLayout->addWidget(m_stuck);
    stuckLayout->addWidget(note(tr("Passing is the standard rule. Ending the game is the rule "
                                   "of GNOME's Ataxx, filling the board that of many versions "
                                   "for phones."),
                                stuckBox));
    layout->addWidget(stuckBox);

    auto* limitBox = new QGroupBox(tr("Draw without clones"), page);
    auto* limitLayout = new QVBoxLayout(limitBox);
    m_limitStandard =
        named(new QRadioButton(tr("After %1 moves by each player without a clone (standard)")
                                   .arg(Rules::default_halfmove_limit / 2),
                               limitBox),
              "limitStandard");
    m_limitOther = named(new QRadioButton(tr("After this many moves by each player:"), limitBox),
                         "limitOther");
    m_limitNone = named(new QRadioButton(tr("Never"), limitBox), "limitNone");
    m_limit = named(new QSpinBox(limitBox), "halfmoveLimit");
    // Counted as the move list counts, in moves by each player; the rules count
    // both players' moves together (the halfmove clock), twice as many.
    m_limit->setRange(1, AppSettings::maxHalfmoveLimit / 2);
    m_limit->setToolTip(tr("Jumps and passes count; a clone by either player starts the count "
                           "again."));
    auto* group = new QButtonGroup(limitBox);
    for (QRadioButton* b : {m_limitStandard, m_limitOther, m_limitNone}) group->addButton(b);
    auto* otherRow = new QHBoxLayout;
    otherRow->addWidget(m_limitOther);
    otherRow->addWidget(m_limit);
    otherRow->addStretch(1);
    limitLayout->addWidget(m_limitStandard);
    limitLayout->addLayout(otherRow);
    limitLayout->addWidget(m_limitNone);
    connect(m_limitOther, &QRadioButton::toggled, m_limit, &QSpinBox::setEnabled);
    layout->addWidget(limitBox);

    m_repetition =
        named(new QCheckBox(tr("A position that comes back a &third time is a draw"), page),
              "repetition");
    layout->addWidget(m_repetition);
    layout->addWidget(
        note(tr("The rules and the board apply from the next new game. The computer plays "
                "by the same rules."),
             page));
    layout->addStretch(1);

    const auto rulesChanged = [this] { m_board->setRules(rules()); };
    connect(m_stuck, &QComboBox::currentIndexChanged, this, rulesChanged);
    connect(group, &QButtonGroup::buttonToggled, this, rulesChanged);
    connect(m_limit, &QSpinBox::valueChanged, this, rulesChanged);
    connect(m_repetition, &QCheckBox::toggled, this, rulesChanged);
    return page;
}

QWidget* SettingsDialog::createAppearancePage() {
    auto* page = new QWidget(this);
    auto* layout = new QHBoxLayout(page);
    auto* form = new QFormLayout;

    m_theme = named(new QComboBox(page), "theme");
    for (const ThemeChoice choice :
         {ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark, ThemeChoice::ColourBlind})
        m_theme->addItem(BoardTheme::choiceName(choice), static_cast<int>(choice));
    form->addRow(tr("&Colours:"), m_theme);

    m_speed = named(new QComboBox(page), "animationSpeed");
    m_speed->setToolTip(tr("How fast moves and captures are shown on the board."));
    m_speed->addItem(tr("Off"), static_cast<int>(AnimationSpeed::Off));
    m_speed->addItem(tr("Fast"), static_cast<int>(AnimationSpeed::Fast));
    m_speed->addItem(tr("Normal"), static_cast<int>(AnimationSpeed::Normal));
    m_speed->addItem(tr("Slow"), static_cast<int>(AnimationSpeed::Slow));
    form->addRow(tr("&Animation:"), m_speed);

    m_legalMoves = named(new QCheckBox(tr("Show where a piece can &move"), page), "showLegal");
    m_lastMove = named(new QCheckBox(tr("Show the &last move"), page), "showLast");
    m_coordinates =
        named(new QCheckBox(tr("Show the c&oordinates around the board"), page), "showCoords");
    form->addRow(m_legalMoves);
    form->addRow(m_lastMove);
    form->addRow(m_coordinates);

    m_pause = named(new QSpinBox(page), "computerPause");
    m_pause->setRange(0, AppSettings::maxComputerPause);
    m_pause->setSingleStep(100);
    m_pause->setSuffix(tr(" ms"));
    m_pause->setToolTip(tr("How long the computer waits before its move is shown, so that "
                           "you can follow the game."));
    form->addRow(tr("&Pause before the computer's move:"), m_pause);

    m_sound =
        named(new QCheckBox(tr("Play &sounds for moves, captures and the end"), page), "soundOn");
    m_sound->setToolTip(tr("A clone, a jump, each captured piece, a cell that cannot be played "
                           "and the end of a game each have a short sound."));
    form->addRow(m_sound);
    m_volume = named(new QSlider(Qt::Horizontal, page), "soundVolume");
    m_volume->setRange(0, 100);
    m_volume->setPageStep(10);
    form->addRow(tr("&Volume:"), m_volume);
    connect(m_sound, &QCheckBox::toggled, m_volume, &QSlider::setEnabled);

    // A small board with a move played and a piece selected shows the marks.
    const auto start = read_fen("5/1o3/2x-1/3o1/x4 x 0 1");
    m_themeGame = Game(start ? *start : Position());
    if (const auto move = read_move(m_themeGame.position(), "c3b2")) m_themeGame.play(*move);
    m_themePreview = named(new BoardView(page), "themePreview");
    m_themePreview->setFixedSize(220, 220);
    m_themePreview->setFocusPolicy(Qt::NoFocus);
    m_themePreview->setAnimationSpeed(AnimationSpeed::Off);
    m_themePreview->setGame(&m_themeGame);
    m_themePreview->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_themePreview->setAccessibleName(tr("Preview"));
    const auto updatePreview = [this] {
        const auto choice = static_cast<ThemeChoice>(m_theme->currentData().toInt());
        m_themePreview->setThemeChoice(choice);
        m_themePreview->setShowLegalMoves(m_legalMoves->isChecked());
        m_themePreview->setShowLastMove(m_lastMove->isChecked());
        m_themePreview->setShowCoordinates(m_coordinates->isChecked());
        m_themePreview->setSelectedCell(m_themeGame.position().geometry().cell_from_name("d2"));
        m_board->setThemeChoice(choice);
    };
    connect(m_theme, &QComboBox::currentIndexChanged, this, updatePreview);
    for (QCheckBox* box : {m_legalMoves, m_lastMove, m_coordinates})
        connect(box, &QCheckBox::toggled, this, updatePreview);

    layout->addLayout(form, 1);
    layout->addWidget(m_themePreview, 0, Qt::AlignTop);
    return page;
}

QWidget* SettingsDialog::createLanguagePage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    m_language = named(new QComboBox(page), "language");
    const QString systemName = QLocale::system().nativeLanguageName();
    m_language->addItem(systemName.isEmpty() ? tr("The system's language")
                                             : tr("The system's language (%1)").arg(systemName),
                        QString());
    for (const Languages::Language& language : Languages::available())
        m_language->addItem(language.nativeName, language.code);
    form->addRow(tr("&Language:"), m_language);
    layout->addLayout(form);
    layout->addWidget(note(tr("Ataxx speaks the new language the next time it starts. Your "
                              "game is kept."),
                           page));
    layout->addStretch(1);
    return page;
}

void SettingsDialog::load() {
    m_board->setBoardLayout(BoardLayout::fromPosition(m_settings.startPosition()));

    for (const Side side : {Side::X, Side::O}) {
        setPlayer(side, m_settings.player(side));
        controls(side).name->setText(m_settings.playerName(side));
    }
    fillEngineChoices();

    const Rules r = m_settings.rules();
    m_stuck->setCurrentIndex(static_cast<int>(r.stuck));
    m_limit->setValue(
        (r.halfmove_limit == 0 ? Rules::default_halfmove_limit : r.halfmove_limit + 1) / 2);
    if (r.halfmove_limit == 0)
        m_limitNone->setChecked(true);
    else if (r.halfmove_limit == Rules::default_halfmove_limit)
        m_limitStandard->setChecked(true);
    else
        m_limitOther->setChecked(true);
    m_limit->setEnabled(m_limitOther->isChecked());
    m_repetition->setChecked(r.threefold_repetition);
    m_board->setRules(r);

    m_legalMoves->setChecked(m_settings.showLegalMoves());
    m_lastMove->setChecked(m_settings.showLastMove());
    m_coordinates->setChecked(m_settings.showCoordinates());
    m_speed->setCurrentIndex(m_speed->findData(static_cast<int>(m_settings.animationSpeed())));
    m_pause->setValue(m_settings.computerPause());
    m_sound->setChecked(m_settings.soundOn());
    m_volume->setValue(m_settings.soundVolume());
    m_volume->setEnabled(m_sound->isChecked());
    m_theme->setCurrentIndex(-1); // so that the preview is set up even for the first theme
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(m_settings.theme())));

    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.language())));
}

void SettingsDialog::showPage(Page page) {
    m_tabs->setCurrentIndex(static_cast<int>(page));
}

QString SettingsDialog::problem() const {
    const QString board = m_board->problem();
    return board.isEmpty() ? enginesProblem() : board;
}

QString SettingsDialog::enginesProblem() const {
    if (!m_x.kind || !m_o.kind) return {}; // still being built
    QStringList refusing;
    const Position start = m_board->boardLayout().position();
    for (const Side side : {Side::X, Side::O}) {
        const PlayerSetup chosen = player(side);
        if (chosen.isExternal() && !chosen.external.accepts(start))
            refusing << tr("%1 (%2) does not play it")
                            .arg(chosen.external.name, PlayerSetup::sideName(side));
    }
    return refusing.join(tr("; "));
}

void SettingsDialog::fillEngineChoices() {
    for (const Side side : {Side::X, Side::O}) fillEngineChoices(side, player(side));
}

void SettingsDialog::fillEngineChoices(Side side, const PlayerSetup& chosen) {
    const Position start = m_board->boardLayout().position();
    const SideControls& c = controls(side);
    // The levels' Elo are those of the board's family.
    const rating::Family family = rating::family_of(start.geometry());
    for (int i = 0; i < level_count && i < c.level->count(); ++i)
        c.level->setItemText(i, PlayerSetup::levelChoice(static_cast<Level>(i), family));
    const QSignalBlocker blocker(c.kind);
    while (c.kind->count() > firstEngineItem) c.kind->removeItem(firstEngineItem);
    const auto add = [&c](const ExternalEngine& engine, const QString& text) {
        c.kind->addItem(text, engine.name);
        c.kind->setItemData(c.kind->count() - 1, engine.command, Qt::ToolTipRole);
    };
    for (const ExternalEngine& engine : std::as_const(m_engines))
        if (engine.accepts(start)) add(engine, engine.name);
    if (chosen.isExternal() && c.kind->findData(chosen.external.name) < 0)
        add(chosen.external, chosen.external.accepts(start)
                                 ? chosen.external.name
                                 : tr("%1 (cannot play this board)").arg(chosen.external.name));
    c.kind->setCurrentIndex(chosen.isExternal() ? c.kind->findData(chosen.external.name)
                            : chosen.isEven()   ? evenItem
                            : chosen.computer   ? 1
                                                : 0);
    c.level->setVisible(c.kind->currentIndex() == 1); // only the computer has a level
}

void SettingsDialog::updateProblem() {
    const QString text = problem();
    // The sentence ends once: a reason that is a sentence of its own ("…at
    // least one piece.") loses its full stop.
    const QString reason = text.endsWith(QLatin1Char('.')) ? text.chopped(1) : text;
    m_problem->setText(text.isEmpty() ? QString()
                                      : tr("Cannot start on this board: %1.").arg(reason));
    m_problem->setVisible(!text.isEmpty());
    if (m_ok) m_ok->setEnabled(text.isEmpty());
}

void SettingsDialog::setPlayer(Side side, const PlayerSetup& player) {
    const SideControls& c = controls(side);
    c.level->setCurrentIndex(static_cast<int>(player.level));
    if (player.isExternal()) {
        // Known by name here; an engine no longer in the list is shown as it was.
        bool known = false;
        for (const ExternalEngine& engine : std::as_const(m_engines))
            known = known || engine.name == player.external.name;
        if (!known) m_engines << player.external;
    }
    fillEngineChoices(side, player);
    updateProblem();
}

PlayerSetup SettingsDialog::player(Side side) const {
    const SideControls& c = controls(side);
    PlayerSetup player;
    player.computer = c.kind->currentIndex() >= 1;
    player.level = static_cast<Level>(c.level->currentIndex());
    player.even = c.kind->currentIndex() == evenItem;
    if (c.kind->currentIndex() >= firstEngineItem) {
        const QString name = c.kind->currentData().toString();
        for (const ExternalEngine& engine : m_engines)
            if (engine.name == name) return PlayerSetup::externalEngine(engine);
    }
    return player;
}

Rules SettingsDialog::rules() const {
    Rules r;
    r.stuck = static_cast<StuckRule>(m_stuck->currentIndex());
    r.halfmove_limit = m_limitNone->isChecked() ? 0
                       : m_limitOther->isChecked()
                           ? static_cast<std::uint16_t>(2 * m_limit->value())
                           : Rules::default_halfmove_limit;
    r.threefold_repetition = m_repetition->isChecked();
    return r;
}

void SettingsDialog::accept() {
    if (!problem().isEmpty()) return;
    m_settings.setStartPosition(m_board->boardLayout().position());
    for (const Side side : {Side::X, Side::O}) {
        m_settings.setPlayer(side, player(side));
        m_settings.setPlayerName(side, controls(side).name->text());
    }
    m_settings.setRules(rules());
    m_settings.setTheme(static_cast<ThemeChoice>(m_theme->currentData().toInt()));
    m_settings.setAnimationSpeed(static_cast<AnimationSpeed>(m_speed->currentData().toInt()));
    m_settings.setShowLegalMoves(m_legalMoves->isChecked());
    m_settings.setShowLastMove(m_lastMove->isChecked());
    m_settings.setShowCoordinates(m_coordinates->isChecked());
    m_settings.setComputerPause(m_pause->value());
    m_settings.setSoundOn(m_sound->isChecked());
    m_settings.setSoundVolume(m_volume->value());
    m_settings.setLanguage(m_language->currentData().toString());
    QDialog::accept();
}

} // namespace ataxx

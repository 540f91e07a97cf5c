#include "game/gamedocument.h"

#include "game/gamecontroller.h"
#include "game/holdingprompter.h"
#include "game/messagetext.h"
#include "game/movetext.h"
#include "game/prompter.h"
#include "game/wholefile.h"
#include "players/playersetup.h"
#include "settings/enginesettings.h"

#include <QDate>
#include <QDebug>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QStringList>
#include <QWidget>

namespace ataxx {

namespace {

// Game files bigger than this are not game files.
constexpr qint64 maxFileSize = 64 * 1024 * 1024;

// PGN's tag for who played a side: "human" or "program".
const char* typeTag(Side side) {
    return side == Side::X ? "BlackType" : "WhiteType";
}

// The sides a game's BlackType and WhiteType tags call "human"; none unless
// both tags say who played.
std::optional<std::vector<Side>> peopleOfTags(const PgnGame& pgn) {
    std::vector<Side> people;
    for (const Side side : {Side::X, Side::O}) {
        const QString type = QString::fromStdString(pgn.tag(typeTag(side))).trimmed().toLower();
        if (type == QLatin1String("human"))
            people.push_back(side);
        else if (type != QLatin1String("program"))
            return std::nullopt;
    }
    return people;
}

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

GameDocument::GameDocument(GameController* controller, QWidget* window, Prompter* prompter)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
    , m_prompter(prompter) {}

void GameDocument::newGameStarted() {
    m_opened = false;
    m_openedPeople.reset();
    m_filePath.clear();
    m_tags.clear();
    m_fileNames = {};
    m_saveMark.clear();
    emit fileChanged();
}

void GameDocument::restore(const State& state) {
    m_filePath = state.filePath;
    m_tags = state.tags;
    m_fileNames = state.fileNames;
    m_opened = state.opened;
    m_openedPeople = state.openedPeople;
    m_saveMark = state.saveMark;
    emit fileChanged();
}

QString GameDocument::playerName(Side side) const {
    // An opened game's player, while a person plays that side on.
    const QString& fromFile = m_fileNames[side_index(side)];
    if (!fromFile.isEmpty() && !m_controller->isComputer(side)) return fromFile;
    const QString chosen = m_settings.playerName(side);
    if (!chosen.isEmpty()) return chosen;
    const PlayerSetup player = m_controller->player(side);
    if (player.computer) return player.description();
    return m_controller->isComputer(!side) ? tr("You") : tr("Human");
}

bool GameDocument::mayReplaceGame() {
    if (!m_saveMark.wouldLose(m_controller->game())) return true;
    // Held from the question to the end of Save as…, so that the move named is
    // the game's last and the game saved is the game asked about.
    const HoldingPrompter::Hold hold(m_controller);
    const Game& game = m_controller->game();
    // A finished game loses only its review's marks and the variations tried.
    const QString text =
        !m_saveMark.wouldLoseMoves(game)
            ? (game.has_notes() ? tr("The marks of the game's review are not saved. Save the "
                                     "game with them first?")
                                : tr("The variations of this game are not saved. Save the game "
                                     "with them first?"))
        : m_analysis ? tr("The analysis (move %1) is not saved. Save it first?")
                           .arg(MoveText::moveNumber(game, game.length()))
        : m_filePath.isEmpty()
            ? tr("The game in progress (move %1) is not saved. Save it first?")
                  .arg(MoveText::moveNumber(game, game.length()))
            : tr("The game in progress (move %1) has changed since it was saved to %2. Save "
                 "it first?")
                  .arg(MoveText::moveNumber(game, game.length()))
                  .arg(QFileInfo(m_filePath).fileName());
    switch (m_prompter->askToSave(m_window, tr("Save the game?"), text)) {
    case Prompter::SaveChoice::Save:
        return save();
    case Prompter::SaveChoice::Discard:
        return true;
    case Prompter::SaveChoice::Cancel:
        break;
    }
    return false;
}

bool GameDocument::openFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_prompter->error(m_window, tr("Cannot open the game"),
                          tr("%1 could not be read: %2").arg(name, file.errorString()));
        return false;
    }
    if (file.size() > maxFileSize) {
        m_prompter->error(m_window, tr("Cannot open the game"),
                          tr("%1 is too big to be a game file.").arg(name));
        return false;
    }
    const QByteArray bytes = file.readAll();
    auto games =
        read_pgn(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!games) {
        m_prompter->error(m_window, tr("Cannot open the game"),
                          tr("%1 is not a game file that can be read:\n%2")
                              .arg(name, MessageText::of(games.message())));
        return false;
    }
    std::vector<PgnGame>& list = games.value();
    if (list.empty()) {
        m_prompter->error(m_window, tr("Cannot open the game"), tr("%1 holds no game.").arg(name));
        return false;
    }

    int chosen = 0;
    if (list.size() > 1) {
        QStringList items;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const PgnGame& g = list[i];
            // Full moves, as the move list numbers them.
            const int moves =
                g.game.length() == 0 ? 0 : MoveText::moveNumber(g.game, g.game.length() - 1);
            items << tr("%1. %2 – %3, %4 (%n move(s))", nullptr, moves)
                         .arg(i + 1)
                         .arg(fromStd(g.tag("Black")), fromStd(g.tag("White")),
                              fromStd(g.tag("Result")));
        }
        chosen = m_prompter->choose(m_window, tr("Open a game"),
                                    tr("%1 holds %2 games. Which one?").arg(name).arg(list.size()),
                                    items);
        if (chosen < 0 || chosen >= static_cast<int>(list.size())) return false;
    }

    // Saving must not overwrite a file of many games with one of them.
    return openGame(list[static_cast<std::size_t>(chosen)], list.size() == 1 ? path : QString());
}

bool GameDocument::openGame(const PgnGame& pgn, const QString& path,
                            std::optional<std::vector<Side>> people) {
    if (!mayReplaceGame()) return false;
    m_opened = true;
    m_openedPeople = people ? std::move(people) : peopleOfTags(pgn);
    // People play on, so that nobody moves by itself while the game is looked
    // at; the player boxes give a side to a computer.
    std::array<QString, 2> names;
    for (const Side side : {Side::X, Side::O}) {
        const std::size_t i = side_index(side);
        const QString player = fromStd(pgn.tag(side == Side::X ? "Black" : "White")).trimmed();
        names[i] =
            player.isEmpty() || player == QLatin1String("?") ? PlayerSetup::sideName(side) : player;
    }
    m_fileNames = names;
    for (const Side side : {Side::X, Side::O}) m_controller->setPlayer(side, PlayerSetup::human());
    m_controller->loadGame(pgn.game);
    m_saveMark.mark(m_controller->game());
    m_tags = pgn.tags;
    emit notice(tr("Both sides are yours to play here; choose a computer for a side in the "
                   "toolbar to play against it."));
    m_filePath = path;
    emit fileChanged();
    return true;
}

void GameDocument::markKept() {
    m_saveMark.mark(m_controller->game());
}

PgnGame GameDocument::record() const {
    PgnGame pgn{m_tags, m_controller->game()};
    if (pgn.tag("Event").empty()) pgn.set_tag("Event", tr("Ataxx game").toStdString());
    if (pgn.tag("Date").empty())
        pgn.set_tag("Date",
                    QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    if (m_tags.empty()) {
        pgn.set_tag("Black", playerName(Side::X).toStdString());
        pgn.set_tag("White", playerName(Side::O).toStdString());
    }
    if (!m_opened)
        for (const Side side : {Side::X, Side::O})
            pgn.set_tag(typeTag(side), m_controller->isComputer(side) ? "program" : "human");
    return pgn;
}

std::optional<std::vector<Side>> GameDocument::people() const {
    if (m_opened) return m_openedPeople;
    std::vector<Side> sides;
    for (const Side side : {Side::X, Side::O})
        if (!m_controller->isComputer(side)) sides.push_back(side);
    return sides;
}

bool GameDocument::saveFile(const QString& path) {
    const PgnGame pgn = record();
    const std::string text = write_pgn(pgn);

    const QString name = QFileInfo(path).fileName();
    QString error;
    if (!writeWholeFile(path, text, error)) {
        m_prompter->error(m_window, tr("Cannot save the game"),
                          tr("%1 could not be written: %2").arg(name, error));
        return false;
    }
    m_tags = pgn.tags;
    m_filePath = path;
    m_saveMark.mark(pgn.game);
    emit fileChanged();
    return true;
}

void GameDocument::open() {
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open a game"), QString(),
                                                      tr("Game files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool GameDocument::save() {
    return m_filePath.isEmpty() ? saveAs() : saveFile(m_filePath);
}

bool GameDocument::saveAs() {
    const HoldingPrompter::Hold hold(m_controller);
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save the game"),
                                                m_filePath.isEmpty() ? tr("game.pgn") : m_filePath,
                                                tr("Game files (*.pgn);;All files (*)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    return saveFile(path);
}

void GameDocument::enableAutosave(const SavedGame& saved) {
    m_autosave = saved;
}

bool GameDocument::enableAutosaveUnlessAGameWaits(const SavedGame& saved) {
    if (saved.read()) return false;
    enableAutosave(saved);
    return true;
}

void GameDocument::offerSavedGame(const SavedGame& saved) {
    const std::optional<PgnGame> pgn = saved.read();
    if (!pgn) {
        enableAutosave(saved);
        return;
    }
    m_offering = true;
    m_autosave = saved;
    const Game& game = pgn->game;
    // Counted as the move list and the status bar count: full moves, at the saved cursor.
    m_prompter->ask(m_window, tr("Go on with your game?"),
                    tr("Your last game was not finished (move %1, %2 to play). Go on with it?")
                        .arg(MoveText::moveNumber(game, game.ply()))
                        .arg(PlayerSetup::sideName(game.position().side_to_move())),
                    [this, pgn = *pgn, saved](bool yes) {
                        m_offering = false;
                        if (yes) {
                            resumeGame(pgn);
                        } else {
                            saved.remove();
                        }
                        autosave();
                    });
}

void GameDocument::resumeGame(PgnGame pgn) {
    m_opened = false;
    m_openedPeople.reset();
    // The game goes on with the players it was played with. A side stored by an
    // older version keeps the settings' player; a damaged value or an engine
    // that is no longer set up falls back to it too, and says so.
    QStringList problems;
    const auto players = SavedGame::takePlayers(pgn, EngineSettings().engines(), &problems);
    const bool hadHelp = SavedGame::takeHelp(pgn);
    const std::vector<PlyEvaluation> evaluations = SavedGame::takeEvaluations(pgn);
    for (const Side side : {Side::X, Side::O}) {
        const auto& player = players[side_index(side)];
        if (player) m_controller->setPlayer(side, *player);
    }
    m_controller->loadGame(pgn.game, hadHelp);
    m_saveMark.clear();
    m_tags = pgn.tags;
    emit evaluationsResumed(evaluations);
    if (!problems.isEmpty()) {
        const QString text = problems.join(QLatin1Char(' ')) + QLatin1Char(' ') +
                             tr("That side is played as set in the settings.");
        qWarning().noquote() << QStringLiteral("ataxx: resuming the saved game:") << text;
        emit notice(text);
    }
}

void GameDocument::autosave() {
    if (!m_autosave || m_offering || m_autosaveHeld) return;
    // A game without moves is nothing to go on with: a new game forgets the last one.
    if (m_controller->game().length() == 0) {
        m_autosave->remove();
        return;
    }
    PgnGame pgn = record();
    SavedGame::putPlayers(pgn, {m_controller->player(Side::X), m_controller->player(Side::O)});
    SavedGame::putHelp(pgn, m_controller->hadHelp());
    if (m_evaluations) SavedGame::putEvaluations(pgn, m_evaluations());
    m_autosave->write(pgn);
}

void GameDocument::setEvaluations(std::function<std::vector<PlyEvaluation>()> evaluations) {
    m_evaluations = std::move(evaluations);
}

} // namespace ataxx

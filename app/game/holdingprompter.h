#pragma once

#include "game/prompter.h"

#include <QPointer>

#include <memory>

namespace ataxx {

class GameController;

// The one way every question of the window goes: it holds the computers
// (GameController::hold) while the question is on screen and hands it to the
// Prompter that asks it (Qt's dialogs, or a test's). So the game a question
// names is still the game on screen when the answer comes, whichever part of
// the window asks; a cancelled question lets the computers go on. Errors ask
// nothing and pass straight through.
class HoldingPrompter final : public Prompter {
public:
    HoldingPrompter(GameController* controller, std::unique_ptr<Prompter> asker);

    // The Prompter that asks from now on (tests install their own).
    void setAsker(std::unique_ptr<Prompter> asker);

    void error(QWidget* parent, const QString& title, const QString& text) override;
    bool confirm(QWidget* parent, const QString& title, const QString& text) override;
    void ask(QWidget* parent, const QString& title, const QString& text,
             std::function<void(bool)> answer) override;
    int choose(QWidget* parent, const QString& title, const QString& label,
               const QStringList& items) override;
    SaveChoice askToSave(QWidget* parent, const QString& title, const QString& text) override;

    // Holds the computers for as long as it lives.
    class Hold {
    public:
        explicit Hold(GameController* controller);
        ~Hold();
        Hold(const Hold&) = delete;
        Hold& operator=(const Hold&) = delete;

    private:
        QPointer<GameController> m_controller;
    };

private:
    QPointer<GameController> m_controller;
    std::unique_ptr<Prompter> m_asker;
};

} // namespace ataxx

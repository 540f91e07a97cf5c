#include "game/holdingprompter.h"

#include "game/gamecontroller.h"

namespace ataxx {

HoldingPrompter::Hold::Hold(GameController* controller)
    : m_controller(controller) {
    if (m_controller) m_controller->hold();
}

HoldingPrompter::Hold::~Hold() {
    if (m_controller) m_controller->release();
}

HoldingPrompter::HoldingPrompter(GameController* controller, std::unique_ptr<Prompter> asker)
    : m_controller(controller)
    , m_asker(std::move(asker)) {}

void HoldingPrompter::setAsker(std::unique_ptr<Prompter> asker) {
    if (asker) m_asker = std::move(asker);
}

void HoldingPrompter::error(QWidget* parent, const QString& title, const QString& text) {
    m_asker->error(parent, title, text);
}

bool HoldingPrompter::confirm(QWidget* parent, const QString& title, const QString& text) {
    const Hold hold(m_controller);
    return m_asker->confirm(parent, title, text);
}

void HoldingPrompter::ask(QWidget* parent, const QString& title, const QString& text,
                          std::function<void(bool)> answer) {
    // Held until the answer comes, or until the question goes without one.
    auto hold = std::make_shared<Hold>(m_controller);
    m_asker->ask(parent, title, text, [hold, answer = std::move(answer)](bool yes) mutable {
        const auto held = std::move(hold);
        answer(yes);
    });
}

int HoldingPrompter::choose(QWidget* parent, const QString& title, const QString& label,
                            const QStringList& items) {
    const Hold hold(m_controller);
    return m_asker->choose(parent, title, label, items);
}

Prompter::SaveChoice HoldingPrompter::askToSave(QWidget* parent, const QString& title,
                                                const QString& text) {
    const Hold hold(m_controller);
    return m_asker->askToSave(parent, title, text);
}

} // namespace ataxx

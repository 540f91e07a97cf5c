#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace ataxx {

// Every question and message the main window puts to the user goes through
// here: errors, yes/no questions, and picking one game of a file. The default
// shows Qt dialogs; tests install their own Prompter that records what was
// asked and answers at once, so no modal dialog ever blocks them.
class Prompter {
public:
    virtual ~Prompter() = default;

    // A message about something that went wrong. The default does not block (QMessageBox::open).
    virtual void error(QWidget* parent, const QString& title, const QString& text);
    // A yes/no question; true for yes.
    virtual bool confirm(QWidget* parent, const QString& title, const QString& text);
    // A yes/no question that does not block: `answer` is called later, false
    // only for an explicit no. Closing the box without a choice (Escape, the
    // close button) answers yes, so ask questions whose yes loses nothing. The
    // default shows a window-modal message box (QMessageBox::open).
    virtual void ask(QWidget* parent, const QString& title, const QString& text,
                     std::function<void(bool)> answer);
    // One item of a list, or -1 when the user cancels.
    virtual int choose(QWidget* parent, const QString& title, const QString& label,
                       const QStringList& items);

    // What to do with a game that is about to be replaced or closed unsaved.
    enum class SaveChoice { Save, Discard, Cancel };
    // Save, Discard or Cancel, with the platform's buttons; Escape and the
    // close button cancel. The default blocks (a modal QMessageBox).
    virtual SaveChoice askToSave(QWidget* parent, const QString& title, const QString& text);
};

} // namespace ataxx

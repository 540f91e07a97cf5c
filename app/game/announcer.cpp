#include "game/announcer.h"

#include "board/boardaccessible.h"
#include "board/boardview.h"

#include <QAccessible>
#include <QAccessibleWidget>

#include <utility>

namespace ataxx {

namespace {

// The notification's one line, a label without a widget of its own: Orca
// speaks a notification's labels when it shows. Its text interface lets a
// client read the line, and carries each new line in the text-changed event
// itself, so a listener gets every line even when the next one follows at once.
class AnnouncementText : public QAccessibleInterface, public QAccessibleTextInterface {
public:
    explicit AnnouncementText(QAccessibleInterface* notification)
        : m_notification(notification) {}

    [[nodiscard]] bool isValid() const override { return m_notification->isValid(); }
    [[nodiscard]] QObject* object() const override { return nullptr; }
    [[nodiscard]] QWindow* window() const override { return m_notification->window(); }
    [[nodiscard]] QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* parent() const override { return m_notification; }
    [[nodiscard]] QAccessibleInterface* child(int) const override { return nullptr; }
    [[nodiscard]] int childCount() const override { return 0; }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    [[nodiscard]] QString text(QAccessible::Text t) const override {
        return t == QAccessible::Name ? line() : QString();
    }
    void setText(QAccessible::Text, const QString&) override {}
    [[nodiscard]] QRect rect() const override { return m_notification->rect(); }
    [[nodiscard]] QAccessible::Role role() const override { return QAccessible::StaticText; }
    [[nodiscard]] QAccessible::State state() const override {
        QAccessible::State state;
        state.readOnly = true;
        return state;
    }
    [[nodiscard]] void* interface_cast(QAccessible::InterfaceType type) override {
        return type == QAccessible::TextInterface ? static_cast<QAccessibleTextInterface*>(this)
                                                  : nullptr;
    }

    // QAccessibleTextInterface: the line, read-only, without a caret or selection.
    void selection(int, int* startOffset, int* endOffset) const override {
        *startOffset = *endOffset = 0;
    }
    [[nodiscard]] int selectionCount() const override { return 0; }
    void addSelection(int, int) override {}
    void removeSelection(int) override {}
    void setSelection(int, int, int) override {}
    [[nodiscard]] int cursorPosition() const override { return 0; }
    void setCursorPosition(int) override {}
    [[nodiscard]] QString text(int startOffset, int endOffset) const override {
        return line().mid(startOffset, endOffset - startOffset);
    }
    [[nodiscard]] int characterCount() const override { return static_cast<int>(line().size()); }
    [[nodiscard]] QRect characterRect(int) const override { return {}; }
    [[nodiscard]] int offsetAtPoint(const QPoint&) const override { return -1; }
    void scrollToSubstring(int, int) override {}
    [[nodiscard]] QString attributes(int, int* startOffset, int* endOffset) const override {
        *startOffset = 0;
        *endOffset = characterCount();
        return {};
    }

private:
    [[nodiscard]] QString line() const {
        const auto* announcer = static_cast<const Announcer*>(m_notification->object());
        return announcer ? announcer->text() : QString();
    }

    QAccessibleInterface* m_notification;
};

// The Announcer as a notification, never invisible to assistive technology
// although it takes no room on screen.
class AnnouncerAccessible : public QAccessibleWidget {
public:
    explicit AnnouncerAccessible(Announcer* announcer)
        : QAccessibleWidget(announcer, QAccessible::Notification) {}
    ~AnnouncerAccessible() override {
        if (m_text) QAccessible::deleteAccessibleInterface(m_text);
    }

    [[nodiscard]] QAccessible::State state() const override {
        QAccessible::State state = QAccessibleWidget::state();
        state.invisible = false;
        state.offscreen = false;
        state.focusable = false;
        return state;
    }
    [[nodiscard]] int childCount() const override { return 1; }
    [[nodiscard]] QAccessibleInterface* child(int index) const override {
        if (index != 0) return nullptr;
        if (!m_text)
            m_text = QAccessible::registerAccessibleInterface(
                new AnnouncementText(const_cast<AnnouncerAccessible*>(this)));
        return QAccessible::accessibleInterface(m_text);
    }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface* child) const override {
        return child && child == this->child(0) ? 0 : -1;
    }
    [[nodiscard]] QAccessibleInterface* childAt(int, int) const override { return nullptr; }

private:
    mutable QAccessible::Id m_text = 0;
};

QAccessibleInterface* factory(const QString& className, QObject* object) {
    if (className == QLatin1StringView("ataxx::Announcer") && object && object->isWidgetType())
        return new AnnouncerAccessible(static_cast<Announcer*>(object));
    return nullptr;
}

} // namespace

Announcer::Announcer(QWidget* window)
    : QWidget(window) {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
    setObjectName(QStringLiteral("announcer"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(0, 0, 0, 0);
    show();
}

void Announcer::follow(BoardView* board) {
    connect(board, &BoardView::selectionChanged, this,
            [this, board] { say(BoardAccessible::selectionText(*board)); });
}

void Announcer::say(const QString& text) {
    if (text.isEmpty()) return;
    const QString old = std::exchange(m_text, text);
    ++m_count;
    if (!QAccessible::isActive()) return;
    QAccessibleInterface* notification = QAccessible::queryAccessibleInterface(this);
    if (!notification) return;
    QAccessibleInterface* line = notification->child(0);
    QAccessibleTextUpdateEvent replaced(line, 0, old, text);
    QAccessible::updateAccessibility(&replaced);
    QAccessibleEvent renamed(line, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&renamed);
    // Shown again, so that Orca speaks it.
    QAccessibleEvent hidden(this, QAccessible::ObjectHide);
    QAccessible::updateAccessibility(&hidden);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}

} // namespace ataxx

#include "game/statuslabel.h"

namespace ataxx {

StatusLabel::StatusLabel(QWidget* parent)
    : QLabel(parent) {
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setMinimumWidth(0);
}

void StatusLabel::setFullText(const QString& text) {
    m_text = text;
    showText();
}

void StatusLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    showText();
}

void StatusLabel::showText() {
    const int room = contentsRect().width() - 2 * margin() - 2;
    const QString shown = fontMetrics().elidedText(m_text, Qt::ElideRight, room);
    setText(shown);
    setToolTip(shown == m_text ? QString() : m_text);
}

} // namespace ataxx

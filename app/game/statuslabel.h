#pragma once

#include <QLabel>

namespace ataxx {

// The status bar's message, shortened with "…" to the bar's width rather than
// cut off mid-word, the whole of it in the tooltip; it never widens the window.
class StatusLabel : public QLabel {
public:
    explicit StatusLabel(QWidget* parent);

    void setFullText(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void showText();

    QString m_text;
};

} // namespace ataxx

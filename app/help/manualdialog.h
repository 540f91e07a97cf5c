#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace ataxx {

// Help ▸ Manual (F1): the player's manual, doc/manual.md, compiled into the
// app and drawn by Qt's Markdown reader, so that the page read in the source
// tree and the one the game shows are one text (in English, whatever the
// app's language; the window around it is translated).
//
// Qt's reader gives headings no anchors, so a link to a section
// ("#puzzles") is followed here: the heading whose GitHub anchor it names is
// scrolled to the top. Links to other files of the source tree (the engine's
// README) are shown as plain text, since an installed game has no source
// tree; web links open in the browser. The manual's pictures are compiled in
// beside it and drawn no wider than a page.
class ManualDialog : public QDialog {
    Q_OBJECT

public:
    explicit ManualDialog(QWidget* parent = nullptr);

    [[nodiscard]] QTextBrowser* browser() const { return m_browser; }

    // Scrolls the heading whose anchor is `anchor` ("your-games") to the top
    // and selects it; false when no heading has it.
    bool showSection(const QString& anchor);

    // The anchor GitHub gives a heading: lower case, spaces as hyphens,
    // punctuation other than hyphens and underscores dropped.
    [[nodiscard]] static QString anchorOf(const QString& heading);
    // doc/manual.md as compiled in.
    [[nodiscard]] static QString manualText();
    // What the window shows: manualText() with its links to other files
    // made plain text.
    [[nodiscard]] static QString shownText();

protected:
    void changeEvent(QEvent* event) override;

private:
    void load();

    QTextBrowser* m_browser = nullptr;
};

} // namespace ataxx

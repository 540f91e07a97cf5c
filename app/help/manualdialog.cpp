#include "help/manualdialog.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QScrollBar>
#include <QShortcut>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace ataxx {

namespace {

// Where the manual lies among the resources; its pictures' paths are relative
// to it, as they are to doc/manual.md in the source tree.
const QUrl manualUrl(QStringLiteral("qrc:/ataxx/doc/manual.md"));

// The pictures are as wide as the window the screenshots were made of; drawn
// at that size they would need a window wider than most people keep.
constexpr int pictureWidth = 560;

class ManualBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl& name) override {
        if (type != QTextDocument::ImageResource) return QTextBrowser::loadResource(type, name);
        QImage picture(QLatin1Char(':') + manualUrl.resolved(name).path());
        if (picture.width() > pictureWidth)
            picture = picture.scaledToWidth(pictureWidth, Qt::SmoothTransformation);
        return picture;
    }
};

} // namespace

ManualDialog::ManualDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Manual"));
    resize(760, 680);

    m_browser = new ManualBrowser(this);
    m_browser->setAccessibleName(tr("Manual"));
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QString scheme = url.scheme();
        if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
            QDesktopServices::openUrl(url);
        else if (url.hasFragment())
            showSection(url.fragment());
    });
    load();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* close = new QShortcut(QKeySequence::Close, this);
    connect(close, &QShortcut::activated, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    m_browser->setFocus();
}

void ManualDialog::load() {
    // Qt's reader colours links with the palette of the moment, so a change
    // of theme reads the text again, where the reader was.
    const int at = m_browser->verticalScrollBar()->value();
    m_browser->setMarkdown(shownText());
    m_browser->verticalScrollBar()->setValue(at);
}

void ManualDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_browser) load();
}

bool ManualDialog::showSection(const QString& anchor) {
    QTextDocument* document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || anchorOf(block.text()) != anchor) continue;
        // The heading selected, as a link is when Tab reaches it, so that Tab
        // goes on to the section's own links rather than from the start.
        QTextCursor heading(block);
        heading.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        m_browser->setTextCursor(heading);
        const QRectF place = document->documentLayout()->blockBoundingRect(block);
        m_browser->verticalScrollBar()->setValue(qRound(place.top()));
        return true;
    }
    return false;
}

QString ManualDialog::anchorOf(const QString& heading) {
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
        else if (c.isLetterOrNumber() || c.isMark() || c == QLatin1Char('-') ||
                 c == QLatin1Char('_'))
            anchor += c;
    }
    return anchor;
}

QString ManualDialog::manualText() {
    QFile file(QLatin1Char(':') + manualUrl.path());
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

QString ManualDialog::shownText() {
    // [text](target) where the target is neither a section (#...) nor a web
    // page, and the link no picture (![...]): the text alone.
    static const QRegularExpression fileLink(
        QStringLiteral(R"((?<!!)\[([^\]]+)\]\((?!#|https?:)[^)]*\))"));
    QString text = manualText();
    text.replace(fileLink, QStringLiteral("\\1"));
    return text;
}

} // namespace ataxx

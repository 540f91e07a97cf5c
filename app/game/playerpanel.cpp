#include "game/playerpanel.h"

#include "board/boardtheme.h"
#include "players/playersetup.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>

#include <algorithm>

namespace ataxx {

namespace {

// The piece at the left of the panel, painted like the board's.
class PieceIcon : public QWidget {
public:
    PieceIcon(Side side, QWidget* parent)
        : QWidget(parent)
        , m_side(side) {
        setFixedSize(40, 40);
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        BoardTheme::standard().paintPiece(painter, QPointF(width() / 2.0, height() / 2.0),
                                          width() * 0.42, m_side);
    }

private:
    Side m_side;
};

} // namespace

PlayerPanel::PlayerPanel(Side side, QWidget* parent)
    : QFrame(parent)
    , m_side(side)
    , m_sideLabel(new QLabel(PlayerSetup::sideName(side), this))
    , m_name(new QLabel(this))
    , m_countLabel(new QLabel(this))
    , m_state(new QLabel(this)) {
    setObjectName(side == Side::X ? QStringLiteral("playerPanelX")
                                  : QStringLiteral("playerPanelO"));
    setFrameShape(QFrame::NoFrame);
    setMinimumHeight(64);
    setAccessibleName(PlayerSetup::sideName(side));

    QFont sideFont = m_sideLabel->font();
    sideFont.setBold(true);
    m_sideLabel->setFont(sideFont);
    m_name->setObjectName(QStringLiteral("player"));
    // The name gives way to the panel's width (see showName), not the other way round.
    m_name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_name->setMinimumWidth(0);
    QFont stateFont = m_state->font();
    stateFont.setItalic(true);
    m_state->setFont(stateFont);
    m_state->setMinimumHeight(m_state->fontMetrics().height());
    // A long state ("Paused", "Thinking…" in a longer language) wraps rather
    // than widening the panel beyond its share of a small window.
    m_state->setWordWrap(true);
    QFont countFont = m_countLabel->font();
    countFont.setPointSizeF(countFont.pointSizeF() * 1.8);
    countFont.setBold(true);
    m_countLabel->setFont(countFont);
    m_countLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Two digits' room, so that the name beside it does not move when the
    // count reaches 10 (the few boards with 100 pieces or more widen it).
    m_countLabel->setMinimumWidth(
        m_countLabel->fontMetrics().horizontalAdvance(QStringLiteral("00")));
    m_countLabel->setObjectName(QStringLiteral("count"));
    m_state->setObjectName(QStringLiteral("state"));

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(10, 6, 12, 6);
    layout->setVerticalSpacing(1);
    layout->addWidget(new PieceIcon(side, this), 0, 0, 3, 1);
    // The count beside the side's name only, so that the player's name and
    // the state below have the card's whole width.
    layout->addWidget(m_sideLabel, 0, 1);
    layout->addWidget(m_countLabel, 0, 2);
    layout->addWidget(m_name, 1, 1, 1, 2);
    layout->addWidget(m_state, 2, 1, 1, 2);
    layout->setColumnStretch(1, 1);
    setCount(0);
    setTurn(Turn::Waiting);
}

void PlayerPanel::setPlayerName(const QString& name) {
    m_fullName = name;
    // Room for the name on two lines, broken where the longer line is the
    // shortest ("Computer" over "(Very hard)"), so that the side panel never
    // gets narrower than a level's name; a longer name (an external engine's)
    // asks for at most `longest` and may be shortened.
    constexpr int longest = 140;
    const QFontMetrics metrics = m_name->fontMetrics();
    int needed = metrics.horizontalAdvance(name);
    for (qsizetype space = name.indexOf(QLatin1Char(' ')); space > 0;
         space = name.indexOf(QLatin1Char(' '), space + 1))
        needed = std::min(needed, std::max(metrics.horizontalAdvance(name.left(space)),
                                           metrics.horizontalAdvance(name.mid(space + 1))));
    m_name->setMinimumWidth(std::min(needed, longest));
    showName();
}

QString PlayerPanel::playerName() const {
    return m_fullName;
}

void PlayerPanel::showName() {
    // A name too long for a narrow panel goes on two lines, broken at a space
    // ("Computer" over "(Very hard)"); only what fits on neither is shortened
    // with "…", and then the tooltip has all of it.
    const QFontMetrics metrics = m_name->fontMetrics();
    const int width = m_name->width();
    QString shown = m_fullName;
    if (metrics.horizontalAdvance(m_fullName) > width) {
        qsizetype cut = m_fullName.lastIndexOf(QLatin1Char(' '));
        while (cut > 0 && metrics.horizontalAdvance(m_fullName.left(cut)) > width)
            cut = m_fullName.lastIndexOf(QLatin1Char(' '), cut - 1);
        shown = cut > 0 ? m_fullName.left(cut) + QLatin1Char('\n') +
                              metrics.elidedText(m_fullName.mid(cut + 1), Qt::ElideRight, width)
                        : metrics.elidedText(m_fullName, Qt::ElideRight, width);
    }
    m_name->setText(shown);
    const bool whole = QString(shown).replace(QLatin1Char('\n'), QLatin1Char(' ')) == m_fullName;
    m_name->setToolTip(whole ? QString() : m_fullName);
}

void PlayerPanel::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    showName();
}

void PlayerPanel::setCount(int count) {
    m_count = count;
    m_countLabel->setText(QString::number(count));
    m_countLabel->setToolTip(tr("%n piece(s) on the board", nullptr, count));
}

void PlayerPanel::setTurn(Turn turn) {
    m_toMove = turn != Turn::Waiting;
    QString text;
    switch (turn) {
    case Turn::Waiting:
        break;
    case Turn::ToMove:
        text = tr("To move");
        break;
    case Turn::Thinking:
        text = tr("Thinking…");
        break;
    case Turn::Held:
        text = tr("Held while you answer");
        break;
    case Turn::Paused:
        text = tr("Paused");
        break;
    }
    m_state->setText(text);
    update();
}

QString PlayerPanel::stateText() const {
    return m_state->text();
}

void PlayerPanel::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    const QPalette& pal = palette();
    // A tint of the highlight colour over the base, readable in light and dark themes.
    painter.setPen(Qt::NoPen);
    painter.setBrush(pal.color(QPalette::Base));
    painter.drawRoundedRect(box, 8, 8);
    QColor tint = pal.color(QPalette::Highlight);
    tint.setAlpha(m_toMove ? 60 : 0);
    painter.setBrush(tint);
    painter.setPen(QPen(m_toMove ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid),
                        m_toMove ? 3 : 1));
    painter.drawRoundedRect(box, 8, 8);
    QFrame::paintEvent(event);
}

} // namespace ataxx

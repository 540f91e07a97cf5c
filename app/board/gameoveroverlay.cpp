#include "board/gameoveroverlay.h"

#include "board/boardview.h"
#include "players/playersetup.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace ataxx {

GameOverOverlay::GameOverOverlay(QWidget* board)
    : QFrame(board)
    , m_title(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_counts(new QLabel(this))
    , m_newGame(new QPushButton(tr("New game"), this))
    , m_close(new QPushButton(tr("Close"), this)) {
    setObjectName(QStringLiteral("gameOverOverlay"));
    setAttribute(Qt::WA_StyledBackground, false);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    for (QLabel* label : {m_title, m_reason, m_counts}) {
        label->setAlignment(Qt::AlignCenter);
        label->setWordWrap(true);
        QPalette pal = label->palette();
        pal.setColor(QPalette::WindowText, Qt::white);
        label->setPalette(pal);
    }
    m_newGame->setDefault(true);
    m_newGame->setObjectName(QStringLiteral("overlayNewGame"));

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_close);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 22, 32, 22);
    layout->addWidget(m_title);
    layout->addWidget(m_reason);
    layout->addWidget(m_counts);
    layout->addSpacing(8);
    layout->addLayout(buttons);

    connect(m_newGame, &QPushButton::clicked, this, &GameOverOverlay::newGameRequested);
    connect(m_close, &QPushButton::clicked, this, &QWidget::hide);
    board->installEventFilter(this);
    hide();
}

QString GameOverOverlay::titleText(const GameResult& result) {
    switch (result.outcome) {
    case Outcome::XWins:
        return tr("%1 wins").arg(PlayerSetup::sideName(Side::X));
    case Outcome::OWins:
        return tr("%1 wins").arg(PlayerSetup::sideName(Side::O));
    case Outcome::Draw:
        return tr("Draw");
    case Outcome::None:
        break;
    }
    return {};
}

QString GameOverOverlay::reasonText(const GameResult& result, const QString& declaredReason) {
    switch (result.reason) {
    case EndReason::NoPieces:
        return tr("%1 has no pieces left.")
            .arg(PlayerSetup::sideName(result.x_count == 0 ? Side::X : Side::O));
    case EndReason::BoardFull:
        return tr("The board is full.");
    case EndReason::NoMoves:
        return tr("No piece can move any more.");
    case EndReason::HalfmoveLimit:
        return tr("Too many moves by each player without a clone.");
    case EndReason::Repetition:
        return tr("The same position came up for the third time.");
    case EndReason::Declared:
        // The reason is a sentence of its own ("Zataxx stopped running …").
        return declaredReason.isEmpty() ? tr("The result was declared.") : declaredReason;
    case EndReason::None:
        break;
    }
    return {};
}

void GameOverOverlay::setResult(const GameResult& result, const QString& declaredReason) {
    m_title->setText(titleText(result));
    m_reason->setText(reasonText(result, declaredReason));
    m_counts->setText(tr("%1 %2 — %3 %4")
                          .arg(PlayerSetup::sideName(Side::X))
                          .arg(result.x_count)
                          .arg(result.o_count)
                          .arg(PlayerSetup::sideName(Side::O)));
    adjustSize();
    place();
}

QString GameOverOverlay::title() const {
    return m_title->text();
}

QString GameOverOverlay::reason() const {
    return m_reason->text();
}

void GameOverOverlay::place() {
    // Over the board as drawn, never over its coordinates: as wide as its
    // words (at least 320 pixels) where the board is wider, else the board's
    // width, the words wrapping.
    const QWidget* parent = parentWidget();
    const auto* board = qobject_cast<const BoardView*>(parent);
    const QRect area =
        board && !board->boardRect().isEmpty() ? board->boardRect().toRect() : parent->rect();
    const int width = std::min(std::max(sizeHint().width(), 320), area.width());
    const int height =
        std::min(hasHeightForWidth() ? heightForWidth(width) : sizeHint().height(), area.height());
    setGeometry(QRect(QPoint(area.center().x() - width / 2, area.center().y() - height / 2),
                      QSize(width, height)));
}

bool GameOverOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) place();
    return QFrame::eventFilter(watched, event);
}

void GameOverOverlay::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5));
    painter.setBrush(QColor(20, 24, 28, 225));
    painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 12, 12);
}

} // namespace ataxx

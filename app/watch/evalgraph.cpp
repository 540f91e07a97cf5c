#include "watch/evalgraph.h"

#include "game/movetext.h"
#include "game/numbertext.h"
#include "game/reviewmarks.h"
#include "players/playersetup.h"
#include "review/review.h"
#include "search/scoretext.h"
#include "search/searchtypes.h"
#include "uai/uaireader.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QStyleOption>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ataxx {

namespace {

constexpr qreal leftMargin = 40;
constexpr qreal rightMargin = 10;
constexpr qreal topMargin = 18;
constexpr qreal gap = 22;
constexpr qreal bottomMargin = 18;
// The smallest evaluation scale, in pieces either way. The scale grows to
// the largest evaluation of the game, so that the curve never runs flat along
// an edge it has left; proven results are drawn at the scale's ends.
constexpr qreal minRange = 2;
// The scale's ends lie this far inside the frame, so that a point at either
// end (its dot, a mark's larger dot) is drawn whole, not cut by the frame.
constexpr qreal plotInset = 7;
// A mark's sign: its rows at the top of the graph, their height, and the
// room kept between two signs in a row.
constexpr int markRows = 3;
constexpr qreal markRowHeight = 14;
constexpr qreal markSpacing = 2;

const QColor blackColour(0x26, 0x26, 0x2b);
const QColor whiteColour(0xf4, 0xf1, 0xea);
const QColor evalColour(0x29, 0x79, 0xd6);
// The engines' lines: blue and orange, a pair that colour-blind eyes tell
// apart too; 4.4:1 and 3.7:1 on the light theme's white, 3.5:1 and 4.1:1 on
// the dark one's base.
const QColor blackEngineColour = evalColour;
const QColor whiteEngineColour(0xcc, 0x6a, 0x14);
// A legend's sample of a line, and the room between its entries.
constexpr qreal sampleWidth = 16;
constexpr qreal legendSpacing = 10;

// A score in pieces for drawing, within `range`: proven results go to the edge.
qreal piecesOf(int scoreForX, qreal range) {
    if (is_proven(scoreForX)) return scoreForX > 0 ? range : -range;
    return std::clamp(scoreForX / 100.0, -range, range);
}

// One run of evaluated moves in `eval`: the area between it and zero, the
// line and the points.
void drawEvaluationRun(QPainter& painter, const QRectF& eval, const std::vector<QPointF>& run) {
    if (run.empty()) return;
    QPainterPath area;
    area.moveTo(run.front().x(), eval.center().y());
    for (const QPointF& p : run) area.lineTo(p);
    area.lineTo(run.back().x(), eval.center().y());
    area.closeSubpath();
    painter.setPen(Qt::NoPen);
    QColor above = blackColour;
    above.setAlpha(90);
    QColor below = whiteColour.darker(115);
    below.setAlpha(160);
    painter.save();
    painter.setClipRect(QRectF(eval.left(), eval.top(), eval.width(), eval.height() / 2),
                        Qt::IntersectClip);
    painter.fillPath(area, above);
    painter.restore();
    painter.save();
    painter.setClipRect(QRectF(eval.left(), eval.center().y(), eval.width(), eval.height() / 2),
                        Qt::IntersectClip);
    painter.fillPath(area, below);
    painter.restore();
    painter.setPen(QPen(evalColour, 2));
    if (run.size() > 1) painter.drawPolyline(run.data(), static_cast<int>(run.size()));
    painter.setBrush(evalColour);
    painter.setPen(Qt::NoPen);
    for (const QPointF& p : run) painter.drawEllipse(p, 2.5, 2.5);
}

// A point of `side`'s engine's line: Black's round, White's square.
void drawEnginePoint(QPainter& painter, Side side, QPointF p) {
    if (side == Side::X)
        painter.drawEllipse(p, 2.5, 2.5);
    else
        painter.drawRect(QRectF(p.x() - 2.5, p.y() - 2.5, 5, 5));
}

// One run of `side`'s engine's evaluated moves: Black's line solid, White's
// dashed, without shading (two areas would hide each other).
void drawEngineRun(QPainter& painter, Side side, const std::vector<QPointF>& run) {
    if (run.empty()) return;
    const QColor colour = EvalGraph::engineColour(side);
    painter.setPen(QPen(colour, 2, side == Side::X ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap,
                        Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    if (run.size() > 1) painter.drawPolyline(run.data(), static_cast<int>(run.size()));
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    for (const QPointF& p : run) drawEnginePoint(painter, side, p);
}

QString engineName(Side side) {
    return EvalGraph::tr("%1's engine").arg(PlayerSetup::sideName(side));
}

} // namespace

EvalGraph::EvalGraph(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("evalGraph"));
    setAccessibleName(tr("Graph"));
    setMouseTracking(true);
    setFocusPolicy(Qt::TabFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    describe();
}

void EvalGraph::setGame(const Game* game) {
    m_game = game;
    update();
    describe();
}

void EvalGraph::refresh() {
    update();
    describe();
}

void EvalGraph::clearEvaluations() {
    m_evaluations.clear();
    update();
    describe();
}

void EvalGraph::recordEvaluation(int ply, const Position& position, int score,
                                 PlyEvaluation::Source source) {
    const int forX = position.side_to_move() == Side::X ? score : -score;
    m_evaluations[{ply, position.key()}] = {position.key(), forX, source};
    update();
    describe();
}

std::vector<PlyEvaluation> EvalGraph::evaluations() const {
    std::vector<PlyEvaluation> drawn;
    for (int move = 1; move <= pointCount(); ++move)
        if (const Evaluation* e = evaluationOf(move))
            drawn.push_back({move - 1, e->scoreForX, e->source});
    return drawn;
}

void EvalGraph::restoreEvaluations(const std::vector<PlyEvaluation>& evaluations) {
    if (!m_game) return;
    for (const PlyEvaluation& e : evaluations)
        if (e.ply >= 0 && e.ply < m_game->length())
            m_evaluations[{e.ply, m_game->position_at(e.ply).key()}] = {
                m_game->position_at(e.ply).key(), e.scoreForBlack, e.source};
    update();
    describe();
}

void EvalGraph::describe() {
    const int ply = m_game ? m_game->ply() : 0;
    const QString text = ply == 0 ? tr("No moves yet") : pointText(ply);
    // Only a change is sent to assistive technology.
    if (text != accessibleDescription()) setAccessibleDescription(text);
}

void EvalGraph::recordNotedEvaluations() {
    if (!m_game) return;
    for (int ply = 0; ply < m_game->length(); ++ply) {
        if (const std::optional<int> score = noted_best_score(*m_game, ply))
            recordEvaluation(ply, m_game->position_at(ply), *score, PlyEvaluation::Source::Review);
        else if (const auto info = read_move_comment(m_game->note_at(ply).comment))
            recordEvaluation(ply, m_game->position_at(ply), info->score,
                             PlyEvaluation::Source::Player);
    }
}

int EvalGraph::pointCount() const {
    return m_game ? m_game->length() : 0;
}

const EvalGraph::Evaluation* EvalGraph::evaluationOf(int move) const {
    if (!m_game || move < 1 || move > m_game->length()) return nullptr;
    const auto it = m_evaluations.find({move - 1, m_game->position_at(move - 1).key()});
    if (it == m_evaluations.end()) return nullptr;
    return &it->second;
}

std::optional<int> EvalGraph::evaluationAt(int move) const {
    if (const Evaluation* e = evaluationOf(move)) return e->scoreForX;
    return std::nullopt;
}

Side EvalGraph::moverOf(int move) const {
    return m_game->position_at(move - 1).side_to_move();
}

bool EvalGraph::drawsEachEngine() const {
    bool found[2] = {false, false};
    for (int move = 1; move <= pointCount(); ++move) {
        const Evaluation* e = evaluationOf(move);
        if (!e) continue;
        // A review's curve is one opinion, whatever else it left standing.
        if (e->source == PlyEvaluation::Source::Review) return false;
        if (e->source == PlyEvaluation::Source::Player)
            found[moverOf(move) == Side::X ? 0 : 1] = true;
    }
    return found[0] && found[1];
}

int EvalGraph::lineCount() const {
    if (drawsEachEngine()) return 2;
    for (int move = 1; move <= pointCount(); ++move)
        if (evaluationOf(move)) return 1;
    return 0;
}

std::optional<int> EvalGraph::engineEvaluationAt(Side side, int move) const {
    if (!drawsEachEngine() || !evaluationOf(move) || moverOf(move) != side) return std::nullopt;
    return evaluationOf(move)->scoreForX;
}

QColor EvalGraph::engineColour(Side side) {
    return side == Side::X ? blackEngineColour : whiteEngineColour;
}

QSize EvalGraph::sizeHint() const {
    return {480, 220};
}

QSize EvalGraph::minimumSizeHint() const {
    return {140, 120};
}

EvalGraph::Frame EvalGraph::frame() const {
    Frame f;
    const qreal width = std::max<qreal>(10, this->width() - leftMargin - rightMargin);
    const qreal height = std::max<qreal>(20, this->height() - topMargin - gap - bottomMargin);
    f.eval = QRectF(leftMargin, topMargin, width, height * 0.6);
    f.plot = f.eval.adjusted(0, plotInset, 0, -plotInset);
    f.counts = QRectF(leftMargin, f.eval.bottom() + gap, width, height * 0.4);
    const int moves = std::max(10, pointCount());
    f.step = width / moves;
    // The evaluation scale: whole pieces, at least two, enough for the largest.
    qreal largest = minRange;
    for (int move = 1; move <= pointCount(); ++move)
        if (const auto e = evaluationAt(move); e && !is_proven(*e))
            largest = std::max(largest, std::abs(*e / 100.0));
    f.range = std::ceil(largest);
    // The count scale: the largest count of the game, rounded up to fives.
    if (m_game) {
        int most = 10;
        for (int ply = 0; ply <= m_game->length(); ++ply)
            for (const Side side : {Side::X, Side::O})
                most = std::max(most, m_game->position_at(ply).pieces(side).count());
        f.maxCount = (most + 4) / 5 * 5;
    }
    return f;
}

qreal EvalGraph::xOf(const Frame& f, int move) const {
    return f.eval.left() + (move - 0.5) * f.step;
}

qreal EvalGraph::evalY(const Frame& f, int scoreForX) const {
    const qreal pieces = piecesOf(scoreForX, f.range);
    return f.plot.center().y() - pieces / f.range * (f.plot.height() / 2);
}

QPointF EvalGraph::pointPosition(int move) const {
    const Frame f = frame();
    const auto e = evaluationAt(move);
    return {xOf(f, move), e ? evalY(f, *e) : f.eval.center().y()};
}

QPointF EvalGraph::countPosition(Side side, int move) const {
    const Frame f = frame();
    const int count = m_game ? m_game->position_at(move).pieces(side).count() : 0;
    return {xOf(f, move), countY(f, count)};
}

qreal EvalGraph::countY(const Frame& f, int count) {
    return f.counts.bottom() - static_cast<qreal>(count) / f.maxCount * f.counts.height();
}

QRectF EvalGraph::evaluationArea() const {
    return frame().eval;
}

QFont EvalGraph::markFont() const {
    QFont bold = font();
    bold.setPointSizeF(bold.pointSizeF() * 0.85);
    bold.setBold(true);
    return bold;
}

std::vector<EvalGraph::MarkLabel> EvalGraph::markLabels() const {
    return layOutMarks(frame());
}

// Each sign goes to the first row where it keeps clear of the signs already
// there, the worst marks placed first, so that in a cluster too dense for the
// rows a blunder keeps its sign and a dubious move gives its up.
std::vector<EvalGraph::MarkLabel> EvalGraph::layOutMarks(const Frame& f) const {
    std::vector<MarkLabel> marks;
    if (!m_game) return marks;
    for (int move = 1; move <= m_game->length(); ++move)
        if (const int nag = m_game->note_at(move - 1).nag; !reviewSymbol(nag).isEmpty())
            marks.push_back({move, nag, {}});
    const auto severity = [](int nag) { return nag == 4 ? 0 : nag == 2 ? 1 : 2; };
    std::stable_sort(marks.begin(), marks.end(), [&](const MarkLabel& a, const MarkLabel& b) {
        return severity(a.nag) < severity(b.nag);
    });
    const QFontMetricsF metrics(markFont());
    const int rows = std::clamp(static_cast<int>(f.eval.height() / 2 / markRowHeight), 1, markRows);
    std::vector<std::vector<QRectF>> placed(static_cast<std::size_t>(rows));
    std::vector<MarkLabel> shown;
    for (MarkLabel& mark : marks) {
        const qreal width = metrics.horizontalAdvance(reviewSymbol(mark.nag)) + 2;
        const qreal left = std::clamp(xOf(f, mark.move) - width / 2, f.eval.left() + 1,
                                      f.eval.right() - 1 - width);
        for (int row = 0; row < rows; ++row) {
            const QRectF rect(left, f.eval.top() + 1 + row * markRowHeight, width, markRowHeight);
            const QRectF room = rect.adjusted(-markSpacing, 0, markSpacing, 0);
            auto& inRow = placed[static_cast<std::size_t>(row)];
            if (std::any_of(inRow.begin(), inRow.end(),
                            [&room](const QRectF& other) { return other.intersects(room); }))
                continue;
            inRow.push_back(rect);
            mark.rect = rect;
            shown.push_back(mark);
            break;
        }
    }
    std::sort(shown.begin(), shown.end(),
              [](const MarkLabel& a, const MarkLabel& b) { return a.move < b.move; });
    return shown;
}

int EvalGraph::moveAt(QPointF point) const {
    if (pointCount() == 0) return -1;
    const Frame f = frame();
    if (point.x() < f.eval.left() - f.step || point.x() > f.eval.right() + f.step) return -1;
    const int move = static_cast<int>(std::floor((point.x() - f.eval.left()) / f.step)) + 1;
    return std::clamp(move, 1, pointCount());
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = rect().adjusted(1, 1, -1, -1);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &painter, this);
    }
    const Frame f = frame();
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);

    // Each step leaves the painter's pen and brush as the next one finds them.
    drawTitles(painter, f);
    drawScales(painter, f);
    const int moves = pointCount();
    if (moves == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        // Wrapped inside the frame in a narrow dock, never past it.
        painter.drawText(f.eval.adjusted(4, 0, -4, 0), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No moves yet"));
        return;
    }
    drawMoveNumbers(painter, f, moves);
    drawCursor(painter, f, moves);
    drawEvaluation(painter, f, moves);
    drawMarks(painter, f, moves);
    drawCounts(painter, f, moves);
}

// The titles start at the left edge (the scales' column is empty at their
// height). In a narrow dock a title takes its shorter form, and is shortened
// with "…" only where even that does not fit.
void EvalGraph::drawTitles(QPainter& painter, const Frame& f) {
    painter.setPen(palette().color(QPalette::Text));
    const QFontMetrics metrics(painter.font());
    const qreal titleRoom = f.eval.right() - 4;
    const auto fitted = [&metrics, titleRoom](const QStringList& forms) {
        for (const QString& form : forms)
            if (metrics.horizontalAdvance(form) <= titleRoom) return form;
        return metrics.elidedText(forms.back(), Qt::ElideRight, static_cast<int>(titleRoom));
    };
    const QString evaluationTitle = tr("Evaluation for %1").arg(PlayerSetup::sideName(Side::X));
    m_shownLegend.clear();
    if (drawsEachEngine()) {
        // The legend at the right of the title's row, its entries named by
        // the engines' sides, or by the sides alone where that is too long;
        // the title takes what is left, in its shorter form if need be.
        const auto legendWidth = [&metrics](const QStringList& names) {
            qreal width = 0;
            for (const QString& name : names)
                width += sampleWidth + 4 + metrics.horizontalAdvance(name) + legendSpacing;
            return width;
        };
        const QStringList full{engineName(Side::X), engineName(Side::O)};
        const QStringList sides{PlayerSetup::sideName(Side::X), PlayerSetup::sideName(Side::O)};
        const QStringList titles{evaluationTitle, tr("Evaluation")};
        QStringList legend = sides;
        QString title;
        for (const QStringList& names : {full, sides}) {
            const qreal room = titleRoom - legendWidth(names);
            const auto fits = std::find_if(titles.begin(), titles.end(), [&](const QString& t) {
                return metrics.horizontalAdvance(t) <= room;
            });
            if (fits != titles.end()) {
                legend = names;
                title = *fits;
                break;
            }
        }
        const qreal legendLeft = titleRoom + 4 - legendWidth(legend) + legendSpacing;
        if (title.isEmpty())
            title = metrics.elidedText(titles.back(), Qt::ElideRight,
                                       static_cast<int>(std::max<qreal>(0, legendLeft - 8)));
        m_shownTitles = {title};
        m_shownLegend = legend;
        painter.drawText(QRectF(4, 0, titleRoom, topMargin), Qt::AlignLeft | Qt::AlignVCenter,
                         title);
        qreal x = legendLeft;
        for (const Side side : {Side::X, Side::O}) {
            const QString& name = legend[side == Side::X ? 0 : 1];
            const qreal y = topMargin / 2;
            painter.save();
            painter.setPen(QPen(engineColour(side), 2,
                                side == Side::X ? Qt::SolidLine : Qt::DashLine, Qt::FlatCap));
            painter.drawLine(QPointF(x, y), QPointF(x + sampleWidth, y));
            painter.setPen(Qt::NoPen);
            painter.setBrush(engineColour(side));
            drawEnginePoint(painter, side, QPointF(x + sampleWidth / 2, y));
            painter.restore();
            x += sampleWidth + 4;
            const qreal width = metrics.horizontalAdvance(name);
            painter.drawText(QRectF(x, 0, width + 1, topMargin), Qt::AlignLeft | Qt::AlignVCenter,
                             name);
            x += width + legendSpacing;
        }
    } else {
        m_shownTitles = {fitted({evaluationTitle})};
        painter.drawText(QRectF(4, 0, titleRoom, topMargin), Qt::AlignLeft | Qt::AlignVCenter,
                         m_shownTitles.front());
    }
    QStringList pieces{tr("Pieces")};
    if (m_game && m_game->ply() > 0) {
        const Position& shown = m_game->position();
        const QString black = PlayerSetup::sideName(Side::X);
        const QString white = PlayerSetup::sideName(Side::O);
        const int x = shown.pieces(Side::X).count();
        const int o = shown.pieces(Side::O).count();
        pieces = QStringList{tr("Pieces after move %1: %2 %3, %4 %5")
                                 .arg(MoveText::moveNumber(*m_game, m_game->ply() - 1))
                                 .arg(black)
                                 .arg(x)
                                 .arg(white)
                                 .arg(o),
                             tr("Pieces: %1 %2, %3 %4").arg(black).arg(x).arg(white).arg(o),
                             QStringLiteral("%1 %2, %3 %4").arg(black).arg(x).arg(white).arg(o)};
    }
    m_shownTitles << fitted(pieces);
    painter.drawText(QRectF(4, f.eval.bottom(), titleRoom, gap), Qt::AlignLeft | Qt::AlignVCenter,
                     m_shownTitles.back());
}

// The frames, the zero line and the scales' numbers.
void EvalGraph::drawScales(QPainter& painter, const Frame& f) const {
    const QColor grid = palette().color(QPalette::Mid);
    painter.setPen(QPen(grid, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(f.eval);
    painter.drawRect(f.counts);
    painter.setPen(QPen(grid, 1, Qt::DashLine));
    painter.drawLine(QPointF(f.eval.left(), f.eval.center().y()),
                     QPointF(f.eval.right(), f.eval.center().y()));
    painter.setPen(palette().color(QPalette::Text));
    const QRectF labelBox(0, 0, leftMargin - 4, 14);
    const auto label = [&painter, &labelBox](qreal y, const QString& s) {
        painter.drawText(labelBox.translated(0, y - labelBox.height() / 2),
                         Qt::AlignRight | Qt::AlignVCenter, s);
    };
    label(f.plot.top(), QStringLiteral("+%1").arg(f.range));
    label(f.eval.center().y(), QStringLiteral("0"));
    label(f.plot.bottom(), QStringLiteral("−%1").arg(f.range));
    label(f.counts.top() + 6, QString::number(f.maxCount));
    label(f.counts.bottom() - 6, QStringLiteral("0"));
}

// Move numbers along the bottom, every so often: full moves, as the move
// list numbers them, each under Black's half of it (in the scales' pen).
void EvalGraph::drawMoveNumbers(QPainter& painter, const Frame& f, int moves) const {
    const int every = std::max(1, static_cast<int>(std::ceil(40 / (2 * f.step))));
    for (int point = 1; point <= moves; ++point) {
        const int number = MoveText::moveNumber(*m_game, point - 1);
        if (m_game->position_at(point - 1).side_to_move() != Side::X || number % every != 0)
            continue;
        painter.drawText(QRectF(xOf(f, point) - 20, f.counts.bottom() + 2, 40, bottomMargin - 2),
                         Qt::AlignHCenter | Qt::AlignTop, QString::number(number));
    }
}

// The position on the board, and the move under the pointer.
void EvalGraph::drawCursor(QPainter& painter, const Frame& f, int moves) const {
    if (m_game->ply() > 0) {
        QColor cursor = palette().color(QPalette::Highlight);
        cursor.setAlpha(70);
        const qreal x = xOf(f, m_game->ply());
        painter.fillRect(
            QRectF(x - f.step / 2, f.eval.top(), f.step, f.counts.bottom() - f.eval.top()), cursor);
    }
    if (m_hover >= 1 && m_hover <= moves) {
        painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
        const qreal x = xOf(f, m_hover);
        painter.drawLine(QPointF(x, f.eval.top()), QPointF(x, f.counts.bottom()));
    }
}

// The evaluation: a line through each run of evaluated moves, shaded towards
// zero (dark where Black is ahead, light where White is); or each engine's.
void EvalGraph::drawEvaluation(QPainter& painter, const Frame& f, int moves) const {
    painter.save();
    painter.setClipRect(f.eval.adjusted(1, 1, -1, -1));
    if (drawsEachEngine()) {
        drawEngineLines(painter, f, moves);
        painter.restore();
        return;
    }
    std::vector<QPointF> run;
    for (int move = 1; move <= moves; ++move) {
        const auto e = evaluationAt(move);
        if (!e) {
            drawEvaluationRun(painter, f.eval, run);
            run.clear();
            continue;
        }
        run.emplace_back(xOf(f, move), evalY(f, *e));
    }
    drawEvaluationRun(painter, f.eval, run);
    painter.restore();
}

// Each engine's line through the evaluations of its side's moves, skipping
// the other side's; a move of its side without one breaks it.
void EvalGraph::drawEngineLines(QPainter& painter, const Frame& f, int moves) const {
    for (const Side side : {Side::X, Side::O}) {
        std::vector<QPointF> run;
        for (int move = 1; move <= moves; ++move) {
            if (moverOf(move) != side) continue;
            const auto e = evaluationAt(move);
            if (!e) {
                drawEngineRun(painter, side, run);
                run.clear();
                continue;
            }
            run.emplace_back(xOf(f, move), evalY(f, *e));
        }
        drawEngineRun(painter, side, run);
    }
}

// A game review's marks: a dot in the mark's colour on the move's point, its
// sign at the top of the graph where there is room for it.
void EvalGraph::drawMarks(QPainter& painter, const Frame& f, int moves) const {
    for (int move = 1; move <= moves; ++move) {
        const int nag = m_game->note_at(move - 1).nag;
        if (reviewSymbol(nag).isEmpty()) continue;
        painter.setPen(QPen(palette().color(QPalette::Base), 1.5));
        painter.setBrush(reviewColour(nag));
        painter.drawEllipse(pointPosition(move), 4.5, 4.5);
    }
    const QFont small = painter.font();
    painter.setFont(markFont());
    for (const MarkLabel& mark : layOutMarks(f)) {
        painter.setPen(reviewColour(mark.nag));
        painter.drawText(mark.rect, Qt::AlignCenter, reviewSymbol(mark.nag));
    }
    painter.setFont(small);
}

// The piece counts after each move.
void EvalGraph::drawCounts(QPainter& painter, const Frame& f, int moves) const {
    for (const Side side : {Side::O, Side::X}) {
        std::vector<QPointF> points;
        points.reserve(static_cast<std::size_t>(moves));
        for (int move = 1; move <= moves; ++move)
            points.emplace_back(xOf(f, move),
                                countY(f, m_game->position_at(move).pieces(side).count()));
        // Each line in its side's colour inside an outline of the other's, so
        // that both show on any base: White's on a light one, Black's on a
        // dark one.
        const QColor ink = side == Side::X ? blackColour : whiteColour;
        const QColor outline = side == Side::X ? whiteColour : blackColour;
        painter.setPen(QPen(outline, 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(points.data(), static_cast<int>(points.size()));
        painter.setPen(QPen(ink, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(points.data(), static_cast<int>(points.size()));
        if (points.size() == 1) painter.drawEllipse(points.front(), 2, 2);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const int move = moveAt(event->position());
    if (move >= 1) emit plySelected(move);
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event) {
    const int move = moveAt(event->position());
    if (move != m_hover) {
        m_hover = move;
        update();
    }
    if (move < 1 || !m_game) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), pointText(move), this);
}

void EvalGraph::keyPressEvent(QKeyEvent* event) {
    if (!m_game) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int ply = m_game->ply();
    int target = -1;
    switch (event->key()) {
    case Qt::Key_Left:
        target = ply - 1;
        break;
    case Qt::Key_Right:
        target = ply + 1;
        break;
    case Qt::Key_Home:
        target = 0;
        break;
    case Qt::Key_End:
        target = m_game->length();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (target >= 0 && target <= m_game->length() && target != ply) emit plySelected(target);
}

QString EvalGraph::pointText(int move) const {
    const Position& before = m_game->position_at(move - 1);
    const Position& after = m_game->position_at(move);
    // Numbered as the move list numbers it: Black's move and White's answer share a number.
    QString tip = tr("Move %1: %2 (%3)")
                      .arg(MoveText::moveNumber(*m_game, move - 1))
                      .arg(MoveText::move(before.geometry(), m_game->move_at(move - 1)))
                      .arg(PlayerSetup::sideName(before.side_to_move()));
    tip +=
        QLatin1Char('\n') +
        tr("Pieces: %1 – %2").arg(after.pieces(Side::X).count()).arg(after.pieces(Side::O).count());
    if (const Evaluation* e = evaluationOf(move)) {
        const int moves = result_in_moves(e->scoreForX);
        const QString score = NumberText::fromEngine(score_text(e->scoreForX));
        const QString won = moves != 0
                                ? tr("%1 wins in %n move(s)", nullptr, std::abs(moves))
                                      .arg(PlayerSetup::sideName(moves > 0 ? Side::X : Side::O))
                                : QString();
        // Whose it is where each engine has its line: the mover's engine's.
        if (e->source == PlyEvaluation::Source::Player && drawsEachEngine())
            tip += QLatin1Char('\n') +
                   tr("%1's engine: %2")
                       .arg(PlayerSetup::sideName(before.side_to_move()), moves != 0 ? won : score);
        else
            tip += QLatin1Char('\n') + (moves != 0 ? won : tr("Evaluation: %1").arg(score));
    }
    // The mark by name: on a crowded graph its sign may give way to a worse one.
    if (const QString mark = reviewName(m_game->note_at(move - 1).nag); !mark.isEmpty())
        tip += QLatin1Char('\n') + mark;
    return tip;
}

void EvalGraph::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    m_hover = -1;
    update();
}

} // namespace ataxx

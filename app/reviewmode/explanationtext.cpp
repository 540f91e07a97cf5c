#include "reviewmode/explanationtext.h"

#include "game/movetext.h"
#include "game/numbertext.h"
#include "players/playersetup.h"
#include "search/scoretext.h"

#include <QLocale>
#include <QStringList>

namespace ataxx {

QString ExplanationText::text(const Geometry& geometry, const Explanation& explanation) {
    if (explanation.main == ExplanationFact::None) return {};
    const QString first = sentence(geometry, explanation, explanation.main, true);
    const QString second = sentence(geometry, explanation, explanation.second, false);
    if (first.isEmpty() || second.isEmpty()) return first + second;
    return first + QLatin1Char(' ') + second;
}

QString ExplanationText::sentence(const Geometry& geometry, const Explanation& e,
                                  ExplanationFact fact, bool leading) {
    const auto name = [&geometry](Move move) {
        return move.is_none() ? QString() : MoveText::move(geometry, move);
    };
    const QString played = name(e.played);
    const QString better = name(e.better);
    const QString reply = name(e.reply);
    const QString mover = PlayerSetup::sideName(e.mover);
    const QString opponent = PlayerSetup::sideName(!e.mover);
    switch (fact) {
    case ExplanationFact::None:
        break;
    case ExplanationFact::Loses:
        if (e.ends_game) {
            if (e.better_result > 0)
                return tr("%1 ends the game, and %2 loses; %3 still wins.")
                    .arg(played, mover, better);
            if (e.better_result == 0)
                return tr("%1 ends the game, and %2 loses; %3 keeps the game open.")
                    .arg(played, mover, better);
            return tr("%1 ends the game, and %2 loses; %3 holds out longer.")
                .arg(played, mover, better);
        }
        if (e.better_result > 0)
            return tr("%1 loses by force in %n move(s); %2 still wins.", "", -e.played_result)
                .arg(played, better);
        if (e.better_result == 0)
            return tr("%1 loses by force in %n move(s); %2 keeps the game open.", "",
                      -e.played_result)
                .arg(played, better);
        return tr("%1 loses by force in %n move(s); %2 holds out longer.", "", -e.played_result)
            .arg(played, better);
    case ExplanationFact::MissesWin:
        return tr("%1 wins by force in %n move(s); %2 lets the win slip.", "", e.better_result)
            .arg(better, played);
    case ExplanationFact::HoleTaken:
        return tr("The jump from %1 leaves a hole: %2's %3 lands in it and takes %n piece(s).", "",
                  e.reply_takes)
            .arg(QString::fromStdString(geometry.name(e.hole)), opponent, reply);
    case ExplanationFact::Pass:
        return tr("After %1, %2's %3 takes %n piece(s) and %4 must pass.", "", e.reply_takes)
            .arg(played, opponent, reply, mover);
    case ExplanationFact::Reply: {
        if (!leading)
            return tr("%1's reply %2 takes %n piece(s).", "", e.reply_takes).arg(opponent, reply);
        const bool safeJump = e.reply.is_jump() && !e.reply_leaves_hole;
        if (e.open_cells.empty()) {
            if (safeJump)
                return tr("After %1, %2's %3 takes %n piece(s) and the jump leaves no hole.", "",
                          e.reply_takes)
                    .arg(played, opponent, reply);
            return tr("After %1, %2's %3 takes %n piece(s).", "", e.reply_takes)
                .arg(played, opponent, reply);
        }
        QStringList cells;
        for (const int cell : e.open_cells) cells << QString::fromStdString(geometry.name(cell));
        const QString open = QLocale().createSeparatedList(cells);
        if (safeJump)
            return tr("%1 leaves %4 open: %2's %3 takes %n piece(s) and the jump leaves no hole.",
                      "", e.reply_takes)
                .arg(played, opponent, reply, open);
        return tr("%1 leaves %4 open: %2's %3 takes %n piece(s).", "", e.reply_takes)
            .arg(played, opponent, reply, open);
    }
    case ExplanationFact::Better:
        if (e.better_takes == 0) return tr("%1 instead leaves no hole.").arg(better);
        if (e.hole >= 0 && !e.better_leaves_hole)
            return tr("%1 instead takes %n piece(s) and leaves no hole.", "", e.better_takes)
                .arg(better);
        // Against the move played's own count, so that it is not read
        // against the reply's.
        if (e.played_takes == 0)
            return tr("%1 instead takes %n piece(s), %2 none.", "", e.better_takes)
                .arg(better, played);
        return tr("%1 instead takes %n piece(s), %2 only %3.", "", e.better_takes)
            .arg(better, played)
            .arg(e.played_takes);
    case ExplanationFact::Line:
        // Each count with its side's name, the mover's first.
        return tr("After %n move(s) each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.", "",
                  e.line_moves)
            .arg(better, mover, QString::number(e.better_line_own), opponent,
                 QString::number(e.better_line_theirs), played, QString::number(e.played_line_own),
                 QString::number(e.played_line_theirs));
    case ExplanationFact::LessBad:
        return tr("Both moves leave %1 behind; %2 loses less: %3 against %4.")
            .arg(mover, better, NumberText::fromEngine(score_text(e.better_score)),
                 NumberText::fromEngine(score_text(e.played_score)));
    case ExplanationFact::Deeper:
        return tr("No capture in the next moves sets them apart; searching %n ply(-ies) ahead, "
                  "the engine finds %1 better by %2 pieces.",
                  "", e.depth)
            .arg(better, NumberText::decimal(e.loss / 100.0, 2));
    }
    return {};
}

} // namespace ataxx

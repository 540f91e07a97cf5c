// The match tools that measure a gain: the pentanomial SPRT and its Elo
// estimate, the opening books, engine options in a player's description, and
// ataxx-match --sprt stopping as soon as the test decides.
#include "fen.h"
#include "match/books.h"
#include "match/match.h"
#include "match/sprt.h"
#include "matchfiles.h"
#include "pgn.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>
#include <set>

using namespace ataxx;

class TestSprt : public QObject {
    Q_OBJECT

private slots:
    void boundsFollowAlphaAndBeta();
    void evenPairsLeanTowardsNoGain();
    void llrMatchesTheNormalApproximationWorkedByHand();
    void aStrongerFirstPlayerIsAcceptedAndAWeakerRejected();
    void eloEstimateAndItsMarginFollowThePairs();
    void badSettingsAreRefused();
    void everyBookHoldsHundredsOfDistinctPlayablePositions();
    void engineOptionsAreReadFromTheDescription();
    void theMatchToolStopsOnceTheTestDecides();
    void theMatchToolAcceptsNoGainBetweenEqualPlayers();
    void theMatchToolPlaysOneBoardOfABook();
    void aMatchStoppedByCtrlCSaysWhereItStood();
};

void TestSprt::boundsFollowAlphaAndBeta() {
    Sprt test{0, 5, 0.05, 0.05};
    QVERIFY(std::abs(test.upper_bound() - 2.944) < 0.001);
    QVERIFY(std::abs(test.lower_bound() + 2.944) < 0.001);
    test.alpha = 0.01;
    QVERIFY(test.upper_bound() > 4.5);
}

void TestSprt::evenPairsLeanTowardsNoGain() {
    const Sprt test{0, 10};
    const PairCounts even{10, 20, 40, 20, 10};
    QVERIFY(test.llr(even) < 0);
    // Thirty times as many even pairs: thirty times the evidence, and H0 is accepted.
    const PairCounts many{300, 600, 1200, 600, 300};
    QVERIFY(std::abs(test.llr(many) - 30 * test.llr(even)) < 0.01);
    QCOMPARE(test.verdict(many), Sprt::Verdict::AcceptH0);
}

void TestSprt::llrMatchesTheNormalApproximationWorkedByHand() {
    // Pairs scoring 0, 1/4, 1/2, 3/4 and 1 a game, 10/20/40/20/10 times: mean
    // 0.5, variance 0.075 a pair. For 0 and 10 Elo the expected scores are 0.5
    // and 0.514387; LLR = 100 * 0.014387 * (1 - 1.014387) / 0.15 = -0.1380.
    const Sprt test{0, 10};
    QVERIFY2(std::abs(test.llr({10, 20, 40, 20, 10}) + 0.1380) < 0.002,
             qPrintable(QString::number(test.llr({10, 20, 40, 20, 10}))));
}

void TestSprt::aStrongerFirstPlayerIsAcceptedAndAWeakerRejected() {
    const Sprt test{0, 10};
    // About 59% a game, +61 Elo: far better than 10 Elo, which 100 pairs do
    // not yet prove and 200 do.
    const PairCounts better{5, 15, 35, 30, 15};
    QVERIFY(test.llr(better) > 1);
    QCOMPARE(test.verdict(better), Sprt::Verdict::Continue);
    QCOMPARE(test.verdict({10, 30, 70, 60, 30}), Sprt::Verdict::AcceptH1);
    const PairCounts worse{30, 60, 70, 30, 10};
    QCOMPARE(test.verdict(worse), Sprt::Verdict::AcceptH0);
    // Too few pairs to say either.
    QCOMPARE(test.verdict({0, 1, 2, 2, 0}), Sprt::Verdict::Continue);
    // One won pair has no variance, and an LLR as large as it likes; it proves nothing.
    QVERIFY(test.llr({0, 0, 0, 0, 1}) > test.upper_bound());
    QCOMPARE(test.verdict({0, 0, 0, 0, 1}), Sprt::Verdict::Continue);
    QCOMPARE(test.verdict({0, 0, 0, 0, 8}), Sprt::Verdict::AcceptH1);
}

void TestSprt::eloEstimateAndItsMarginFollowThePairs() {
    const PairEstimate even = estimate({10, 20, 40, 20, 10});
    QCOMPARE(even.pairs, 100);
    QVERIFY(std::abs(even.elo) < 0.5);
    QVERIFY(even.elo_margin > 10 && even.elo_margin < 60);
    const PairEstimate better = estimate({5, 15, 35, 30, 15});
    QVERIFY(better.elo > 50 && better.elo < 75); // a score of 0.5875 is +61
    const PairEstimate more = estimate({50, 150, 350, 300, 150});
    QVERIFY(std::abs(more.elo - better.elo) < 1);
    QVERIFY(more.elo_margin < better.elo_margin / 3);
}

void TestSprt::badSettingsAreRefused() {
    std::string why;
    QVERIFY(!(Sprt{5, 0}.valid(why)));
    QVERIFY(!why.empty());
    QVERIFY(!(Sprt{0, 5, 0, 0.05}.valid(why)));
    QVERIFY(!(Sprt{0, 5, 0.05, 0.7}.valid(why)));
    QVERIFY((Sprt{-5, 5, 0.05, 0.1}.valid(why)));
}

void TestSprt::everyBookHoldsHundredsOfDistinctPlayablePositions() {
    const auto names = opening_book_names();
    const std::set<std::string_view> wanted{"7x7",      "blocked",    "hexxagon",
                                            "hexagons", "rectangles", "natural"};
    QCOMPARE(std::set<std::string_view>(names.begin(), names.end()), wanted);
    for (const std::string_view name : names) {
        const auto fens = opening_book(name);
        QVERIFY2(fens.size() >= 300, std::string(name).c_str());
        std::set<std::string> distinct;
        bool hexagon = false;
        for (const std::string& fen : fens) {
            const auto p = read_fen(fen);
            QVERIFY2(p.has_value(), (fen + ": " + p.error()).c_str());
            QVERIFY2(!p->is_over(), fen.c_str());
            hexagon = hexagon || p->geometry().is_hexagon();
            distinct.insert(fen);
        }
        QCOMPARE(distinct.size(), fens.size());
        QCOMPARE(hexagon, name == "hexxagon" || name == "hexagons");
    }
    QVERIFY(opening_book("chess").empty());
}

void TestSprt::engineOptionsAreReadFromTheDescription() {
    std::string error;
    QVERIFY(!make_player("uai:engine|Threads", error));
    QVERIFY2(error.find("Name=Value") != std::string::npos, error.c_str());
    QVERIFY(!make_player("uai:|Threads=1", error));
    // The options reach the engine: an unknown one gets the engine's error,
    // known ones play a whole game.
    const std::string engine = std::string("uai:") + ATAXX_ENGINE_PATH;
    auto ours = make_player(engine + "|Threads=1|Hash=8|Level=very-easy", error);
    QVERIFY2(ours, error.c_str());
    auto easy = make_player("easy", error);
    TimeControl tc;
    tc.depth = 1;
    const PgnGame game = play_game(*ours, *easy, *read_fen("x3o/5/5/5/o3x x 0 1"), tc);
    QVERIFY(game.game.result().over());
    QVERIFY2(game.game.declared_reason().empty(), game.game.declared_reason().c_str());
}

void TestSprt::theMatchToolStopsOnceTheTestDecides() {
    const MatchToolRun r = runMatchTool({"--sprt", "0", "20", "--games", "60", "--nodes", "2000",
                                         "--board", "7x7", "--quiet", "hard", "very-easy"});
    QVERIFY2(r.exit == 0, qPrintable(r.output));
    QVERIFY2(r.output.contains("sprt: H1 accepted, nodes 2000"), qPrintable(r.output));
    // Stopped before the 60 games it could play, with the figures of the test.
    const QRegularExpression games(QStringLiteral("games (\\d+) wins"));
    const auto m = games.match(r.output);
    QVERIFY2(m.hasMatch() && m.captured(1).toInt() < 60, qPrintable(r.output));
    QVERIFY2(r.output.contains(
                 QRegularExpression(QStringLiteral("llr [0-9.]+ \\(-2.94, 2.94\\) \\[0, 20\\]"))),
             qPrintable(r.output));
}

void TestSprt::theMatchToolAcceptsNoGainBetweenEqualPlayers() {
    const MatchToolRun r = runMatchTool({"--sprt", "100", "200", "--games", "200", "--nodes", "500",
                                         "--board", "all", "--quiet", "medium", "medium"});
    QVERIFY2(r.exit == 0, qPrintable(r.output));
    QVERIFY2(r.output.contains("sprt: H0 accepted"), qPrintable(r.output));
}

void TestSprt::theMatchToolPlaysOneBoardOfABook() {
    // The rectangles book holds five sizes; rectangles:8x8 plays the 8x8 ones only.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pgn = dir.filePath("games.pgn");
    const MatchToolRun r =
        runMatchTool({"--games", "4", "--depth", "1", "--board", "rectangles:8x8", "--pgn", pgn,
                      "--quiet", "easy", "easy"});
    QVERIFY2(r.exit == 0, qPrintable(r.output));
    QFile file(pgn);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto games = read_pgn(std::string_view(text.constData(), std::size_t(text.size())));
    QVERIFY2(games.has_value(), games.error().c_str());
    QCOMPARE(games->size(), std::size_t{4});
    // Each move carries what its player said of it, as match runners write it:
    // {+0.21/16 0.65s}, the time alone where the player reported no search.
    const QRegularExpression comment(
        QStringLiteral("^([+-]([0-9]+\\.[0-9]{2}|M[0-9]+)/[0-9]+ )?[0-9]+\\.[0-9]{2}s$"));
    for (const PgnGame& g : *games) {
        QCOMPARE(g.game.start_position().geometry().description(), std::string("8x8"));
        for (int i = 0; i < g.game.length(); ++i)
            QVERIFY2(comment.match(QString::fromStdString(g.game.note_at(i).comment)).hasMatch(),
                     g.game.note_at(i).comment.c_str());
    }
    QVERIFY(text.contains(" {"));

    // A board the book does not hold is refused, saying so.
    const MatchToolRun bad =
        runMatchTool({"--games", "2", "--depth", "1", "--board", "rectangles:7x7", "easy", "easy"});
    QCOMPARE(bad.exit, 2);
    QVERIFY2(
        bad.output.contains("--board rectangles:7x7: the book rectangles has no 7x7 positions"),
        qPrintable(bad.output));
    // So is a book that does not exist.
    const MatchToolRun unknown =
        runMatchTool({"--games", "2", "--depth", "1", "--board", "squares:8x8", "easy", "easy"});
    QCOMPARE(unknown.exit, 2);
    QVERIFY2(unknown.output.contains("--board squares:8x8: 'squares' is not a book"),
             qPrintable(unknown.output));
}

QTEST_GUILESS_MAIN(TestSprt)
void TestSprt::aMatchStoppedByCtrlCSaysWhereItStood() {
    // An SPRT that would run for hours, stopped by Ctrl-C once a few games
    // are in the file: the games finished are counted and written, the
    // test's figures printed, and the status is 130 as after any Ctrl-C.
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("m.pgn"));
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(ATAXX_MATCH_PATH),
            QStringList{"--sprt", "0", "10", "--movetime", "20", "--board", "7x7", "--concurrency",
                        "2", "--pgn", pgn, "hard", "medium"});
    QVERIFY(p.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(gamesInFile(pgn).size() >= 3, 120000);
    ::kill(static_cast<pid_t>(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(60000));
    const QString output = QString::fromUtf8(p.readAll());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    const std::size_t played = gamesInFile(pgn).size();
    QVERIFY2(output.contains(QStringLiteral("stopped after %1 games").arg(played)),
             qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("sprt: no decision, movetime 20 ms")),
             qPrintable(output));
    QVERIFY2(
        output.contains(QRegularExpression(QStringLiteral("sprt: games %1 W/D/L ").arg(played))),
        qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("hard vs medium: games %1 ").arg(played)),
             qPrintable(output));
}

#include "tst_sprt.moc"

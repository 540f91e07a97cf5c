// Self-play records for training an evaluation: what is written is read back
// as the same positions, scores and results, on every board; a file cut short
// or holding a record of no known board is refused with where; one thread of
// ataxx-datagen writes the same bytes again for the same seed, so that every
// network's data can be made again (ai/README.md).
#include "fen.h"
#include "train/trainingdata.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace ataxx;

class TestTrainingData : public QObject {
    Q_OBJECT

private slots:
    void recordsComeBackAsTheyWereWritten();
    void aFileCutShortIsRefusedWithWhy();
    void aRecordOfNoKnownBoardIsRefusedWithItsNumber();
    void datagenWritesPositionsOfWholeGames();
    void datagenWritesTheSameBytesForTheSameSeed();
    void datagenDrawsItsRandomPliesByTheScoresTheSameWayAgain();
    void datagenPlaysFromAnOpeningsFile();
};

void TestTrainingData::recordsComeBackAsTheyWereWritten() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("data.bin").toStdString();
    const std::vector<std::string> fens{
        "x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1",
        "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o x 0 1",
        "x9o/11/11/11/11/11/11/11/11/11/o9x o 0 1",
        "x5o/8/9/10/6-4/12/o3-7x/12/6-4/10/9/8/x5o x 0 1",
    };
    std::vector<TrainingRecord> written;
    for (std::size_t i = 0; i < fens.size(); ++i)
        written.push_back(TrainingRecord::of(*read_fen(fens[i]), -250 + 100 * static_cast<int>(i),
                                             static_cast<int>(i % 3) - 1));
    {
        TrainingWriter writer(path, false);
        QVERIFY2(writer.ok(), writer.error().c_str());
        QVERIFY(writer.write(written));
    }
    std::string error;
    const auto read = read_training_file(path, error);
    QVERIFY2(read.has_value(), error.c_str());
    QCOMPARE(read->size(), fens.size());
    for (std::size_t i = 0; i < fens.size(); ++i) {
        const auto p = (*read)[i].position();
        QVERIFY(p.has_value());
        QCOMPARE(write_fen(*p), fens[i]);
        QCOMPARE(int((*read)[i].score), -250 + 100 * static_cast<int>(i));
        QCOMPARE(int((*read)[i].result), static_cast<int>(i % 3) - 1);
    }
}

void TestTrainingData::aFileCutShortIsRefusedWithWhy() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("short.bin").toStdString();
    {
        TrainingWriter writer(path, false);
        QVERIFY(writer.write({TrainingRecord::of(*read_fen("x5o/7/7/7/7/7/o5x x 0 1"), 0, 0)}));
    }
    std::ofstream(path, std::ios::app) << "tail";
    std::string error;
    QVERIFY(!read_training_file(path, error));
    QVERIFY2(error.find("68 bytes is not a whole number of 64-byte records") != std::string::npos,
             error.c_str());
    QVERIFY(!read_training_file(dir.filePath("missing.bin").toStdString(), error));
    QVERIFY2(error.find("cannot read") != std::string::npos, error.c_str());
}

void TestTrainingData::aRecordOfNoKnownBoardIsRefusedWithItsNumber() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("bad.bin").toStdString();
    TrainingRecord good = TrainingRecord::of(*read_fen("x5o/7/7/7/7/7/o5x x 0 1"), 0, 0);
    TrainingRecord overlapping = good;
    overlapping.o[0] |= overlapping.x[0]; // a cell with both colours
    TrainingRecord no_board = good;
    no_board.width = 200;
    for (const TrainingRecord& bad : {overlapping, no_board}) {
        {
            TrainingWriter writer(path, false);
            QVERIFY(writer.write({good, good, bad}));
        }
        std::string error;
        QVERIFY(!read_training_file(path, error));
        QVERIFY2(error.find("record 3 holds no valid position") != std::string::npos,
                 error.c_str());
    }
}

void TestTrainingData::datagenWritesPositionsOfWholeGames() {
    QTemporaryDir dir;
    const QString path = dir.filePath("selfplay.bin");
    QProcess datagen;
    datagen.start(
        QStringLiteral(ATAXX_DATAGEN_PATH),
        {"--positions", "200", "--nodes", "300", "--threads", "2", "--board", "hexxagon", path});
    QVERIFY(datagen.waitForFinished(300000));
    QCOMPARE(datagen.exitCode(), 0);
    QVERIFY(datagen.readAllStandardError().contains("positions/s"));
    std::string error;
    const auto records = read_training_file(path.toStdString(), error);
    QVERIFY2(records.has_value(), error.c_str());
    QVERIFY(records->size() >= 200);
    int decided = 0;
    for (const TrainingRecord& r : *records) {
        QVERIFY(r.position()->geometry().is_hexagon());
        decided += r.result != 0;
    }
    QVERIFY(decided > 0); // whole games, played to their end
}

namespace {

// The bytes ataxx-datagen writes with one thread from the 7x7 book with the
// built-in network, at 300 nodes a move: a few games.
QByteArray self_play_bytes(const QTemporaryDir& dir, const QString& name, const QString& seed,
                           const QStringList& more = {}) {
    const QString path = dir.filePath(name);
    QProcess datagen;
    datagen.start(QStringLiteral(ATAXX_DATAGEN_PATH),
                  QStringList{"--positions", "150", "--nodes", "300", "--threads", "1", "--board",
                              "7x7", "--seed", seed} +
                      more + QStringList{path});
    if (!datagen.waitForFinished(300000) || datagen.exitCode() != 0) return {};
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray{};
}

} // namespace

void TestTrainingData::datagenWritesTheSameBytesForTheSameSeed() {
    QTemporaryDir dir;
    const QByteArray first = self_play_bytes(dir, "first.bin", "5");
    QVERIFY(first.size() >= 150 * 64);
    QCOMPARE(self_play_bytes(dir, "again.bin", "5"), first);
    const QByteArray other = self_play_bytes(dir, "other.bin", "6");
    QVERIFY(other.size() >= 150 * 64);
    QVERIFY(other != first);
}

// --temperature draws the random plies by the engine's scores (natural
// openings): other games than uniform plies from the same seed, and the same
// bytes again, so such data can be made again too.
void TestTrainingData::datagenDrawsItsRandomPliesByTheScoresTheSameWayAgain() {
    QTemporaryDir dir;
    const QStringList natural{"--board", "natural", "--temperature", "20"};
    const QByteArray first = self_play_bytes(dir, "first.bin", "5", natural);
    QVERIFY(first.size() >= 150 * 64);
    QCOMPARE(self_play_bytes(dir, "again.bin", "5", natural), first);
    const QByteArray uniform = self_play_bytes(dir, "uniform.bin", "5", {"--board", "natural"});
    QVERIFY(uniform.size() >= 150 * 64);
    QVERIFY(uniform != first);
}

// --openings FILE: the games begin at the file's positions (here one, three
// plies from the start, with no random plies after it), not at a book's.
void TestTrainingData::datagenPlaysFromAnOpeningsFile() {
    QTemporaryDir dir;
    const QString openings = dir.filePath("openings.txt");
    const std::string opening = "xx3oo/x6/7/7/7/7/o5x o 0 1";
    {
        std::ofstream out(openings.toStdString());
        out << "# one natural opening\n" << opening << "\n";
    }
    const QString path = dir.filePath("selfplay.bin");
    QProcess datagen;
    datagen.start(QStringLiteral(ATAXX_DATAGEN_PATH),
                  {"--positions", "300", "--nodes", "300", "--threads", "1", "--random-plies", "0",
                   "--openings", openings, path});
    QVERIFY(datagen.waitForFinished(300000));
    QCOMPARE(datagen.exitCode(), 0);
    std::string error;
    const auto records = read_training_file(path.toStdString(), error);
    QVERIFY2(records.has_value(), error.c_str());
    QVERIFY(records->size() >= 300);
    const Position start = *read_fen(opening);
    int starts = 0;
    for (const TrainingRecord& r : *records) {
        const auto p = r.position();
        QVERIFY(p.has_value());
        QCOMPARE(p->geometry().description(), start.geometry().description());
        starts += write_fen_rows(*p) == write_fen_rows(start) &&
                  p->side_to_move() == start.side_to_move();
    }
    QCOMPARE(write_fen_rows(*records->front().position()), write_fen_rows(start));
    QVERIFY(starts >= 2); // each game's first; a 7x7 game is some 100 plies, 300 are several
}

QTEST_GUILESS_MAIN(TestTrainingData)
#include "tst_trainingdata.moc"

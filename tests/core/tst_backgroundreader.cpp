// The workspace's background reader: jobs run on a thread of their own with a read-only
// connection, in order, and answer on the owner's thread; an answer whose context is gone is
// dropped; the reader waits for its running job when destroyed; when its connection cannot open,
// the owner's answers on the owner's thread.

#include "core/store/BackgroundReader.h"
#include "core/store/Database.h"

#include <QRegularExpression>
#include <QSemaphore>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>
#include <numeric>

using namespace acp;

namespace {

int rowCount(Database &database)
{
    QSqlQuery query(database.connection());
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM pull_requests")) && query.next()
        ? query.value(0).toInt()
        : -1;
}

bool addRow(Database &database, int number)
{
    QSqlQuery query(database.connection());
    query.prepare(QStringLiteral("INSERT INTO pull_requests (number) VALUES (?)"));
    query.addBindValue(number);
    return query.exec();
}

// Runs an empty job and waits for its answer: every job queued before it has answered by then.
bool answers(BackgroundReader &reader)
{
    QObject context;
    bool answered = false;
    reader.run(&context, [&answered](Database &) -> BackgroundReader::Result {
        return [&answered] { answered = true; };
    });
    return QTest::qWaitFor([&answered] { return answered; });
}

} // namespace

class tst_BackgroundReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_database; // the window's connection
    QString m_path;

private slots:
    void init()
    {
        m_path = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction())
                                + QStringLiteral(".sqlite3"));
        QVERIFY2(m_database.open(m_path), qPrintable(m_database.errorString()));
    }

    void cleanup() { m_database.close(); }

    void jobsRunOffTheOwnersThreadAndAnswerOnIt()
    {
        QVERIFY(addRow(m_database, 1));
        BackgroundReader reader(m_path);
        QThread *jobThread = nullptr;
        QThread *answerThread = nullptr;
        int count = 0;
        reader.run(this, [&](Database &database) -> BackgroundReader::Result {
            jobThread = QThread::currentThread();
            const int read = rowCount(database);
            return [&, read] {
                answerThread = QThread::currentThread();
                count = read;
            };
        });
        QTRY_VERIFY(answerThread);
        QVERIFY(jobThread != QThread::currentThread());
        QCOMPARE(answerThread, QThread::currentThread());
        QCOMPARE(count, rowCount(m_database));
    }

    void jobsRunOneAtATimeInOrder()
    {
        BackgroundReader reader(m_path);
        QList<int> answered;
        std::atomic<int> running = 0;
        bool overlapped = false;
        for (int i = 0; i < 20; ++i) {
            reader.run(this, [&, i](Database &) -> BackgroundReader::Result {
                overlapped = overlapped || running.fetch_add(1) != 0;
                running.fetch_sub(1);
                return [&answered, i] { answered.append(i); };
            });
        }
        QVERIFY(answers(reader));
        QList<int> expected(20);
        std::iota(expected.begin(), expected.end(), 0);
        QCOMPARE(answered, expected);
        QVERIFY(!overlapped);
    }

    // WAL: the reader sees what was committed, not the window's transaction in progress, and is
    // not held up by it.
    void readsACommittedSnapshotWhileTheWindowWrites()
    {
        QVERIFY(addRow(m_database, 1));
        const int committed = rowCount(m_database);
        Transaction transaction(m_database.connection());
        QVERIFY(transaction.isActive());
        QVERIFY(addRow(m_database, 2));
        BackgroundReader reader(m_path);
        int seen = -1;
        reader.run(this, [&seen](Database &database) -> BackgroundReader::Result {
            const int read = rowCount(database);
            return [&seen, read] { seen = read; };
        });
        QTRY_COMPARE(seen, committed);
        QVERIFY(transaction.commit());
        reader.run(this, [&seen](Database &database) -> BackgroundReader::Result {
            const int read = rowCount(database);
            return [&seen, read] { seen = read; };
        });
        QTRY_COMPARE(seen, committed + 1);
    }

    void itsConnectionCannotWrite()
    {
        BackgroundReader reader(m_path);
        QString error;
        reader.run(this, [&error](Database &database) -> BackgroundReader::Result {
            QSqlQuery query(database.connection());
            const QString why =
                query.exec(QStringLiteral("INSERT INTO pull_requests (number) VALUES (9)"))
                ? QStringLiteral("written")
                : query.lastError().text();
            return [&error, why] { error = why; };
        });
        QTRY_VERIFY(!error.isEmpty());
        QVERIFY2(error.contains(QStringLiteral("readonly")), qPrintable(error));
        QCOMPARE(rowCount(m_database), 0);
    }

    void aFileAtAnotherSchemaVersionIsNotRead()
    {
        m_database.close();
        QFile::remove(m_path);
        Database older;
        QVERIFY(older.openAtVersion(m_path, 3));
        BackgroundReader reader(m_path);
        QString error;
        bool open = true;
        reader.run(this, [&](Database &database) -> BackgroundReader::Result {
            const bool isOpen = database.isOpen();
            const QString why = database.errorString();
            return [&, isOpen, why] {
                open = isOpen;
                error = why;
            };
        });
        QTRY_VERIFY(!error.isEmpty());
        QVERIFY(!open);
        QVERIFY2(error.contains(QStringLiteral("schema version 3")), qPrintable(error));
    }

    // The window's own connection answers, on its thread, when the reader's cannot open.
    void aJobRunsWithTheFallbackWhenItsConnectionCannotOpen()
    {
        BackgroundReader reader(m_dir.filePath(QStringLiteral("missing/workspace.sqlite3")),
                                &m_database);
        Database *used = nullptr;
        QThread *ranOn = nullptr;
        int rows = -1;
        bool answered = false;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("window's thread")));
        reader.run(this, [&](Database &database) -> BackgroundReader::Result {
            used = &database;
            ranOn = QThread::currentThread();
            rows = rowCount(database);
            return [&answered] { answered = true; };
        });
        QTRY_VERIFY(answered);
        QCOMPARE(used, &m_database);
        QCOMPARE(ranOn, QThread::currentThread());
        QCOMPARE(rows, 0);
    }

    void anAnswerWhoseContextIsGoneIsDropped()
    {
        BackgroundReader reader(m_path);
        QSemaphore proceed;
        auto context = std::make_unique<QObject>();
        bool answered = false;
        reader.run(context.get(), [&](Database &) -> BackgroundReader::Result {
            proceed.acquire();
            return [&answered] { answered = true; };
        });
        context.reset();
        proceed.release();
        QVERIFY(answers(reader));
        QVERIFY(!answered);
    }

    void destroyingTheReaderWaitsForItsRunningJob()
    {
        auto reader = std::make_unique<BackgroundReader>(m_path);
        QSemaphore started;
        QSemaphore proceed;
        std::atomic<bool> finished = false;
        bool answered = false;
        reader->run(this, [&](Database &) -> BackgroundReader::Result {
            started.release();
            proceed.acquire();
            finished = true;
            return [&answered] { answered = true; };
        });
        started.acquire();
        proceed.release();
        reader.reset();
        QVERIFY(finished);
        QCoreApplication::processEvents();
        QVERIFY(!answered); // its answer went with the reader
    }
};

QTEST_GUILESS_MAIN(tst_BackgroundReader)
#include "tst_backgroundreader.moc"

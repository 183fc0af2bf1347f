// Checkpoints on a worker thread: BackgroundCheckpointer copies a workspace's write-ahead log
// into its file with a connection of its own, once per burst of requests, and never creates a
// file that is not there; Database's bulk writes raise the committing connection's own bound so
// that its commits leave the checkpoints to the worker, nest, put the bound back as it was, and
// still let close() stamp the file as whole.

#include "core/store/BackgroundCheckpointer.h"
#include "core/store/Database.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

namespace {

constexpr qint64 kWritten = 6 * 1024 * 1024; // 1,500 pages of 4 KiB: past SQLite's 1,000

int pragma(Database &database, const char *name)
{
    QSqlQuery query(database.connection());
    return query.exec(QStringLiteral("PRAGMA ") + QLatin1String(name)) && query.next()
        ? query.value(0).toInt()
        : -1;
}

int checkpointBound(Database &database)
{
    return pragma(database, "wal_autocheckpoint");
}

// kWritten bytes in one commit, into a table of the test's own.
bool writeMuch(Database &database)
{
    QSqlQuery query(database.connection());
    if (!query.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS filler (data BLOB)"))) {
        return false;
    }
    Transaction transaction(database.connection());
    query.prepare(QStringLiteral("INSERT INTO filler (data) VALUES (:data)"));
    for (qint64 written = 0; written < kWritten; written += 64 * 1024) {
        query.bindValue(QStringLiteral(":data"), QByteArray(64 * 1024, 'x'));
        if (!query.exec()) {
            qWarning() << query.lastError().text();
            return false;
        }
    }
    return transaction.commit();
}

qint64 fileSize(const QString &path)
{
    return QFileInfo(path).size();
}

} // namespace

class tst_BackgroundCheckpointer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_database; // the committing connection
    QString m_path;

private slots:
    void init()
    {
        // The worker opens the file by URI: characters that mean something in one must not.
        m_path = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction())
                                + QStringLiteral(" #1 50%20 ?x=\u00e9.sqlite3"));
        QVERIFY2(m_database.open(m_path), qPrintable(m_database.errorString()));
    }

    void cleanup() { m_database.close(); }

    void copiesTheLogIntoTheFile()
    {
        QSqlQuery(m_database.connection()).exec(QStringLiteral("PRAGMA wal_autocheckpoint=0"));
        QVERIFY(writeMuch(m_database));
        QCOMPARE_LT(fileSize(m_path), kWritten); // still in the log

        BackgroundCheckpointer checkpointer(m_path);
        checkpointer.request();
        checkpointer.waitUntilIdle();
        QCOMPARE(checkpointer.checkpointsRun(), 1);
        QCOMPARE_GT(fileSize(m_path), kWritten);
    }

    void requestsMeanwhileMakeOneMore()
    {
        QVERIFY(writeMuch(m_database));
        BackgroundCheckpointer checkpointer(m_path);
        for (int i = 0; i < 50; ++i) {
            checkpointer.request();
        }
        checkpointer.waitUntilIdle();
        // The first may start before the second is asked for; the other 49 are one more.
        QCOMPARE_GE(checkpointer.checkpointsRun(), 1);
        QCOMPARE_LE(checkpointer.checkpointsRun(), 2);
    }

    void aMissingFileIsNotCreated()
    {
        const QString missing = m_dir.filePath(QStringLiteral("gone.sqlite3"));
        QTest::ignoreMessage(
            QtWarningMsg, QRegularExpression(QStringLiteral("no checkpoints in the background.*")));
        BackgroundCheckpointer checkpointer(missing);
        checkpointer.request();
        checkpointer.waitUntilIdle();
        checkpointer.request(); // no second attempt, no second warning
        checkpointer.waitUntilIdle();
        QVERIFY(!QFileInfo::exists(missing));
    }

    void commitsOutsideBulkWritesCheckpointThemselves()
    {
        // The control for the next test: SQLite's own bound copies a log of 1,500 pages into
        // the file inside the commit.
        QCOMPARE(checkpointBound(m_database), 1000);
        QVERIFY(writeMuch(m_database));
        QCOMPARE_GT(fileSize(m_path), kWritten);
    }

    void bulkWritesLeaveCheckpointsToTheWorker()
    {
        BulkWrites bulk(m_database);
        QCOMPARE(checkpointBound(m_database), 8192);
        QVERIFY(writeMuch(m_database));
        QCOMPARE_LT(fileSize(m_path), kWritten); // the commit did not checkpoint
        bulk.committed();
        QTRY_COMPARE_GT(fileSize(m_path), kWritten);
    }

    void bulkWritesNestAndPutTheBoundBack()
    {
        QSqlQuery(m_database.connection()).exec(QStringLiteral("PRAGMA wal_autocheckpoint=500"));
        QSqlQuery(m_database.connection()).exec(QStringLiteral("PRAGMA cache_size=-3000"));
        {
            BulkWrites outer(m_database);
            {
                BulkWrites inner(m_database);
                QCOMPARE(checkpointBound(m_database), 8192);
                QCOMPARE(pragma(m_database, "cache_size"), -16 * 1024); // 16 MiB
            }
            QCOMPARE(checkpointBound(m_database), 8192);
            QCOMPARE(pragma(m_database, "cache_size"), -16 * 1024);
        }
        QCOMPARE(checkpointBound(m_database), 500);
        QCOMPARE(pragma(m_database, "cache_size"), -3000);
    }

    void theLastCommitIsCopiedToo()
    {
        {
            BulkWrites bulk(m_database);
            QVERIFY(writeMuch(m_database));
            bulk.committed();
            // Asked for while the first checkpoint runs or within its gap: one more after it.
            QVERIFY(writeMuch(m_database));
            bulk.committed();
        }
        QTRY_COMPARE_GT(fileSize(m_path), 2 * kWritten);
    }

    void closedDuringBulkWritesTheFileIsStampedWhole()
    {
        {
            BulkWrites bulk(m_database);
            QVERIFY(writeMuch(m_database));
            bulk.committed();
            QTRY_COMPARE_GT(fileSize(m_path), kWritten); // the worker's connection is open
            // The window closes during a sync: the worker's connection goes first, so that the
            // workspace's own is the last one and stamps the file.
            m_database.close();
        }
        QVERIFY(!QFileInfo::exists(m_path + QStringLiteral("-wal")));
        Database reopened;
        QVERIFY2(reopened.open(m_path), qPrintable(reopened.errorString()));
        QVERIFY(!reopened.checkedEveryPage());
        QCOMPARE(checkpointBound(reopened), 1000);
    }
};

QTEST_GUILESS_MAIN(tst_BackgroundCheckpointer)
#include "tst_backgroundcheckpointer.moc"

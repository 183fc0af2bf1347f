#include "core/outbox/Outbox.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/voting/VoteStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// Counts the commits that were synced to disk (Database logs each at debug level).
struct DurableCommitCounter
{
    DurableCommitCounter()
    {
        count = 0;
        QLoggingCategory::setFilterRules(QStringLiteral("acp.store.debug=true"));
        previous = qInstallMessageHandler(
            [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
                if (qstrcmp(context.category, "acp.store") == 0
                    && message.contains(QStringLiteral("synced to disk")))
                    ++count;
                else if (previous)
                    previous(type, context, message);
            });
    }
    ~DurableCommitCounter()
    {
        qInstallMessageHandler(previous);
        QLoggingCategory::setFilterRules(QString());
    }
    static inline int count = 0;
    static inline QtMessageHandler previous = nullptr;
};

} // namespace

class tst_Database : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void createsLatestSchemaFromEmptyFile()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY2(db.open(dir.filePath(QStringLiteral("sub/folder/ws.sqlite3"))),
                 qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), Database::latestSchemaVersion());
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        for (const char *table :
             { "issues", "comments", "labels", "issue_labels", "reactions", "sync_validators",
               "sync_marks", "sync_values", "reviewer_application_notes" }) {
            QVERIFY2(
                query.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table))),
                table);
        }
    }

    void migratesFromEveryEarlierVersion_data()
    {
        QTest::addColumn<int>("fromVersion");
        for (int version = 0; version < Database::latestSchemaVersion(); ++version) {
            QTest::addRow("from v%d", version) << version;
        }
    }

    void migratesFromEveryEarlierVersion()
    {
        QFETCH(int, fromVersion);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        {
            Database old;
            QVERIFY2(old.openAtVersion(path, fromVersion), qPrintable(old.errorString()));
            QCOMPARE(old.schemaVersion(), fromVersion);
            if (fromVersion >= 1) {
                QSqlQuery insert(old.connection());
                QVERIFY(insert.exec(QStringLiteral(
                    "INSERT INTO issues (number, title) VALUES (7, 'Kept across upgrades')")));
            }
            if (fromVersion >= 5) { // the link preview cache
                QSqlQuery insert(old.connection());
                QVERIFY(insert.exec(QStringLiteral(
                    "INSERT INTO link_previews (url, kind, title, status, attempted_at) VALUES "
                    "('https://x.example/', 'web-page', 'Cached', 'ok', '2025-01-01T00:00:00Z')")));
            }
        }
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), Database::latestSchemaVersion());
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM reviewer_application_notes")));
        if (fromVersion >= 1) {
            QVERIFY(query.exec(QStringLiteral("SELECT title FROM issues WHERE number = 7"))
                    && query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("Kept across upgrades"));
        }
        if (fromVersion >= 5) {
            QVERIFY(query.exec(QStringLiteral("SELECT title FROM link_previews")) && query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("Cached"));
        }
        // A preview refused for its address can be cached.
        QVERIFY2(
            query.exec(QStringLiteral(
                "INSERT INTO link_previews (url, kind, status, attempted_at) VALUES "
                "('http://127.0.0.1/', 'web-page', 'blocked-address', '2025-01-01T00:00:00Z')")),
            qPrintable(query.lastError().text()));
    }

    // Issues and comments cached before author_association was stored come out of the upgrade
    // with an unknown association (never trusted: see AuthorTrust), and the sync's `since`
    // marks and validators are gone, so the next sync lists everything again and fills it in.
    void authorAssociationUpgradeForcesAFullListing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        const int before = 8; // the schema before the step that learned who wrote what
        {
            Database old;
            QVERIFY2(old.openAtVersion(path, before), qPrintable(old.errorString()));
            QSqlQuery insert(old.connection());
            for (const char *statement :
                 { "INSERT INTO issues (number, title, author) VALUES (12, 'TPE', 'vendor')",
                   "INSERT INTO comments (id, issue_number, author, body) VALUES "
                   "(5, 12, 'mallory', 'copy\n\n<!-- acp-workbench:vote -->')",
                   "INSERT INTO reactions (id, subject_type, subject_id, user, content) VALUES "
                   "(9, 'comment', 5, 'mallory-a', '+1')",
                   "INSERT INTO sync_marks (listing, mark) VALUES ('issues', "
                   "'2026-05-01T00:00:00Z'), ('comments', '2026-05-01T00:00:00Z')",
                   "INSERT INTO sync_validators (url_key, etag) VALUES ('/repos/o/r/issues', "
                   "'W/\"x\"')" }) {
                QVERIFY2(insert.exec(QString::fromUtf8(statement)), statement);
            }
        }
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.errorString()));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral(
                    "SELECT author_association IS NULL, author_id FROM comments WHERE id = 5"))
                && query.next());
        QVERIFY(query.value(0).toBool());
        QCOMPARE(query.value(1).toLongLong(), 0);
        QVERIFY(query.exec(QStringLiteral(
                    "SELECT author_association IS NULL FROM issues WHERE number = 12"))
                && query.next());
        QVERIFY(query.value(0).toBool());
        QVERIFY(query.exec(QStringLiteral("SELECT user_id FROM reactions WHERE id = 9"))
                && query.next());
        QCOMPARE(query.value(0).toLongLong(), 0);
        for (const char *table : { "sync_marks", "sync_validators" }) {
            QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table)))
                    && query.next());
            QCOMPARE(query.value(0).toInt(), 0);
        }
        for (const char *column : { "frozen_tally", "frozen_at", "decision_uuid" }) {
            QVERIFY2(
                query.exec(
                    QStringLiteral("SELECT %1 FROM reviewer_votes").arg(QLatin1String(column))),
                column);
        }
        QVERIFY(query.exec(QStringLiteral(
            "SELECT representative_id, alternate_id FROM reviewer_roster_organizations")));
    }

    void reopeningDoesNotMigrateAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        {
            Database db;
            QVERIFY(db.open(path));
        }
        Database db;
        QVERIFY(db.open(path));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM schema_version")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
    }

    // A kept statement is prepared once per connection, sees what is written after it was
    // prepared, and goes with the connection: closing leaves nothing in use, reopening works.
    void keptStatementsLastAsLongAsTheirConnection()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        Database db;
        QVERIFY(db.open(path));
        const QString statement = QStringLiteral("SELECT title FROM issues WHERE number = ?");
        QSqlQuery *first = db.keptStatement(statement, nullptr);
        QVERIFY(first);
        QCOMPARE(db.keptStatement(statement, nullptr), first);
        QVERIFY(db.keptStatement(QStringLiteral("SELECT 1"), nullptr) != first);

        Issue issue;
        issue.number = 7;
        issue.title = QStringLiteral("[ACP Application]: Kept");
        QVERIFY(IssueCache(db).upsertIssue(issue));
        QCOMPARE(IssueCache(db).issue(7)->title, issue.title);
        issue.title = QStringLiteral("[ACP Application]: Changed");
        QVERIFY(IssueCache(db).upsertIssue(issue));
        QCOMPARE(IssueCache(db).issue(7)->title, issue.title); // another cache, the same statement
        QVERIFY(!IssueCache(db).issue(8));

        // A statement that cannot be prepared is not kept, and SQLite says why.
        QString error;
        QVERIFY(!db.keptStatement(QStringLiteral("SELECT title FROM nowhere"), &error));
        QVERIFY2(error.contains(QStringLiteral("nowhere")), qPrintable(error));

        QTest::failOnWarning(QRegularExpression(QStringLiteral("still in use")));
        db.close();
        QVERIFY(db.open(path));
        QCOMPARE(IssueCache(db).issue(7)->title, issue.title);
    }

    void refusesSchemaFromTheFuture()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        {
            Database db;
            QVERIFY(db.open(path));
            QSqlQuery query(db.connection());
            QVERIFY(query.exec(QStringLiteral("UPDATE schema_version SET version = 999")));
        }
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.errorString().contains(QStringLiteral("newer version")),
                 qPrintable(db.errorString()));
        QVERIFY(!db.isOpen());
    }

    void failedMigrationLeavesPreviousVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        {
            Database db;
            QVERIFY(db.openAtVersion(path, 1));
            // A table in the way of step 2 makes that step fail half-way.
            QSqlQuery query(db.connection());
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE reviewer_application_notes (x)")));
        }
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY(!db.errorString().isEmpty());
        Database reopened;
        QVERIFY(reopened.openAtVersion(path, 1));
        QCOMPARE(reopened.schemaVersion(), 1);
    }

    void unwritableLocationIsAClearError()
    {
        Database db;
        QVERIFY(!db.open(QStringLiteral("/proc/acp-workbench-cannot-write/ws.sqlite3")));
        QVERIFY(db.errorString().contains(QStringLiteral("could not")));
    }

    void transactionRollsBackUnlessCommitted()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ws.sqlite3"))));
        {
            Transaction transaction(db.connection());
            QVERIFY(transaction.isActive());
            QSqlQuery(db.connection())
                .exec(QStringLiteral("INSERT INTO issues (number, title) VALUES (1, 'x')"));
        }
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM issues")) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        {
            Transaction transaction(db.connection());
            QSqlQuery(db.connection())
                .exec(QStringLiteral("INSERT INTO issues (number, title) VALUES (1, 'x')"));
            QVERIFY(transaction.commit());
        }
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM issues")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
    }

    // A transaction inside another is a savepoint: its rollback undoes only its own writes,
    // its commit leaves them to the outer one, and the outer rollback undoes everything.
    void nestedTransactionsAreSavepoints()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ws.sqlite3"))));
        const auto insert = [&db](int number) {
            return QSqlQuery(db.connection())
                .exec(QStringLiteral("INSERT INTO issues (number, title) VALUES (%1, 'x')")
                          .arg(number));
        };
        const auto numbers = [&db] {
            QList<int> found;
            QSqlQuery query(db.connection());
            query.exec(QStringLiteral("SELECT number FROM issues ORDER BY number"));
            while (query.next()) {
                found.append(query.value(0).toInt());
            }
            return found;
        };
        {
            Transaction outer(db.connection(), Transaction::Durability::PowerLossSafe);
            QVERIFY(outer.isActive());
            QVERIFY(insert(1));
            {
                Transaction inner(db.connection());
                QVERIFY2(inner.isActive(), qPrintable(inner.errorString()));
                QVERIFY(insert(2));
            } // rolled back: only 2 goes
            {
                Transaction inner(db.connection(), Transaction::Durability::PowerLossSafe);
                QVERIFY(insert(3));
                QVERIFY(inner.commit());
            }
            QCOMPARE(numbers(), QList<int>({ 1, 3 }));
            QVERIFY(outer.commit());
        }
        QCOMPARE(numbers(), QList<int>({ 1, 3 }));
        {
            Transaction outer(db.connection());
            QVERIFY(insert(4));
            {
                Transaction inner(db.connection());
                QVERIFY(insert(5));
                QVERIFY(inner.commit());
            }
        } // the outer one rolls back its savepoint's writes too
        QCOMPARE(numbers(), QList<int>({ 1, 3 }));
        {
            // And afterwards a transaction is a real one again.
            Transaction transaction(db.connection());
            QVERIFY(insert(6));
            QVERIFY(transaction.commit());
        }
        Database other;
        QVERIFY(other.open(dir.filePath(QStringLiteral("ws.sqlite3"))));
        QSqlQuery query(other.connection());
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM issues")) && query.next());
        QCOMPARE(query.value(0).toInt(), 3); // committed, visible to another connection
    }

    // BEGIN IMMEDIATE: the write lock is taken when the transaction starts, not at its first
    // write, so a second writer waits (busy timeout) or fails at BEGIN, never half-way.
    void transactionsTakeTheWriteLockAtOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        Database first;
        QVERIFY(first.open(path));
        Database second;
        QVERIFY(second.open(path));
        QSqlQuery shortWait(second.connection());
        QVERIFY(shortWait.exec(QStringLiteral("PRAGMA busy_timeout=50")));
        {
            Transaction reading(first.connection());
            QVERIFY(reading.isActive());
            QSqlQuery read(first.connection());
            QVERIFY(read.exec(QStringLiteral("SELECT COUNT(*) FROM issues")) && read.next());
            Transaction other(second.connection());
            QVERIFY(!other.isActive()); // the lock is held although nothing was written yet
            QVERIFY2(other.errorString().contains(QStringLiteral("locked")),
                     qPrintable(other.errorString()));
        }
        Transaction after(second.connection());
        QVERIFY(after.isActive());
    }

    void powerLossSafeTransactionsSyncTheirCommit()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ws.sqlite3"))));
        auto synchronous = [&db] {
            QSqlQuery query(db.connection());
            return query.exec(QStringLiteral("PRAGMA synchronous")) && query.next()
                ? query.value(0).toInt()
                : -1;
        };
        QCOMPARE(synchronous(), 1); // NORMAL: the sync's many page commits stay cheap
        {
            Transaction durable(db.connection(), Transaction::Durability::PowerLossSafe);
            QVERIFY(durable.isActive());
            QCOMPARE(synchronous(), 2); // FULL for this one
            QVERIFY(durable.commit());
        }
        QCOMPARE(synchronous(), 1);
        {
            Transaction rolledBack(db.connection(), Transaction::Durability::PowerLossSafe);
            QCOMPARE(synchronous(), 2);
        }
        QCOMPARE(synchronous(), 1);
    }

    // Every change of the outbox and of a queued ballot decides whether a write to GitHub is
    // repeated: each is committed with a sync to disk.
    void outboxAndBallotChangesAreSyncedToDisk()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ws.sqlite3"))));
        Issue issue;
        issue.number = 7;

        issue.title = QStringLiteral("An application");
        issue.author = QStringLiteral("dev");
        issue.state = QStringLiteral("open");
        issue.createdAt = issue.updatedAt = QDateTime::currentDateTimeUtc();
        QVERIFY(IssueCache(db).upsertIssue(issue));
        Outbox outbox(db);
        OutboxAction draft;
        draft.kind = ActionKind::BackToReview;
        draft.issueNumber = 7;
        draft.uuid = QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e");
        draft.setComment(QStringLiteral("Thanks."));

        DurableCommitCounter counter;
        const std::optional<OutboxAction> queued = outbox.enqueue(draft);
        QVERIFY2(queued, qPrintable(outbox.errorString()));
        QCOMPARE(DurableCommitCounter::count, 1);
        QVERIFY(outbox.cancel(queued->id));
        QCOMPARE(DurableCommitCounter::count, 2);

        VoteStore votes(db);
        std::optional<QueuedBallot> ballot = votes.queueBallot(7, 42, BallotChoice::Approve);
        QVERIFY2(ballot, qPrintable(votes.errorString()));
        QCOMPARE(DurableCommitCounter::count, 3);
        ballot->state = BallotState::Sending;
        QVERIFY(votes.saveBallot(*ballot));
        QCOMPARE(DurableCommitCounter::count, 4);
    }

    // A damaged file is reported as damaged and left alone; it is never read (and then
    // rebuilt) as an empty workspace.
    void damagedFileIsReportedNotReadAsEmpty_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("not a database") << QStringLiteral("garbage");
        QTest::newRow("a page overwritten") << QStringLiteral("page");
        QTest::newRow("truncated") << QStringLiteral("truncated");
    }
    void damagedFileIsReportedNotReadAsEmpty()
    {
        QFETCH(QString, damage);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        {
            Database db;
            QVERIFY(db.open(path));
            Issue issue;
            issue.title = QStringLiteral("An application with a long body");
            issue.body = QString(3000, QLatin1Char('x'));
            issue.author = QStringLiteral("dev");
            issue.state = QStringLiteral("open");
            issue.createdAt = issue.updatedAt = QDateTime::currentDateTimeUtc();
            for (int number = 1; number <= 200; ++number) {
                issue.number = number;

                QVERIFY(IssueCache(db).upsertIssue(issue));
            }
            QSqlQuery query(db.connection());
            QVERIFY(query.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        }
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 size = file.size();
            QVERIFY(size > 100 * 4096);
            if (damage == QLatin1String("garbage")) {
                QVERIFY(file.write(QByteArray(int(size), 'Z')) == size);
            } else if (damage == QLatin1String("page")) {
                // A page in the middle of the issues table: its header and cells garbled.
                QVERIFY(file.seek((size / 4096 / 2) * 4096));
                QVERIFY(file.write(QByteArray(4096, char(0xA5))) == 4096);
            } else {
                QVERIFY(file.resize(size / 2));
            }
        }
        const QByteArray before = fileHash(path);
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY(db.isCorrupt());
        QVERIFY2(db.errorString().contains(QStringLiteral("is damaged")),
                 qPrintable(db.errorString()));
        QVERIFY(db.errorString().contains(QDir::toNativeSeparators(path)));
        QVERIFY(!db.isOpen());
        QCOMPARE(fileHash(path), before);
    }

    void anotherProgramsDatabaseIsLeftAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.sqlite3"));
        {
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(path);
            QVERIFY(other.open());
            QSqlQuery query(other);
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY)")));
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        const QByteArray before = fileHash(path);
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.errorString().contains(QStringLiteral("another program")),
                 qPrintable(db.errorString()));
        QCOMPARE(fileHash(path), before);
    }

    void twoConnectionsToOneFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        Database first;
        Database second;
        QVERIFY(first.open(path));
        QVERIFY(second.open(path));
        QVERIFY(QSqlQuery(first.connection())
                    .exec(QStringLiteral("INSERT INTO issues (number, title) VALUES (3, 'seen')")));
        QSqlQuery query(second.connection());
        QVERIFY(query.exec(QStringLiteral("SELECT title FROM issues WHERE number = 3"))
                && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("seen"));
    }
};

QTEST_GUILESS_MAIN(tst_Database)
#include "tst_database.moc"

#include "store/Database.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

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
    }

    // Issues and comments cached before author_association was stored come out of the upgrade
    // with an unknown association (never trusted: see AuthorTrust), and the sync's `since`
    // marks and validators are gone, so the next sync lists everything again and fills it in.
    void authorAssociationUpgradeForcesAFullListing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        const int before = Database::latestSchemaVersion() - 1;
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

#include "store/Database.h"

#include <QSqlError>
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

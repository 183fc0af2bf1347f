// DeferredCommentIndex: a first sync's comment listing fills the comments table without its
// index by issue, built once it ends as the schema defines it; the marked comments' partial
// index stays throughout (a read names it); on a table that already holds comments nothing is
// dropped; a failed build (a full disk) leaves every read correct and the next open builds it.

#include "core/store/Database.h"
#include "core/store/DeferredCommentIndex.h"
#include "core/store/IssueCache.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace acp;

namespace {

const QStringList kNames = { QStringLiteral("comments_issue"), QStringLiteral("comments_marked") };
const QStringList kMarkedOnly = { QStringLiteral("comments_marked") };

// name -> the CREATE statement sqlite_master holds, for the comments' two indexes.
QMap<QString, QString> indexSql(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.exec(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND "
                              "name IN ('comments_issue', 'comments_marked')"));
    QMap<QString, QString> sql;
    while (query.next())
        sql.insert(query.value(0).toString(), query.value(1).toString());
    return sql;
}

// `count` comments spread over ten issues; every seventh carries a workbench marker.
bool addComments(const QSqlDatabase &db, int count, int firstId = 1)
{
    Transaction transaction(db);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO comments (id, issue_number, author, body, "
                                 "created_at) VALUES (?, ?, ?, ?, ?)"));
    for (int id = firstId; id < firstId + count; ++id) {
        query.addBindValue(id);
        query.addBindValue(id % 10 + 1);
        query.addBindValue(QStringLiteral("someone"));
        query.addBindValue(id % 7 == 0 ? QStringLiteral("<!-- acp-workbench:vote -->")
                                       : QStringLiteral("a comment, %1").arg(id));
        query.addBindValue(QStringLiteral("2026-01-01T00:00:%1Z").arg(id % 60, 2, 10, QChar(u'0')));
        if (!query.exec()) {
            qWarning() << query.lastError().text();
            return false;
        }
    }
    return transaction.commit();
}

// Ids of issue 3's comments, through whatever plan SQLite picks.
QList<int> commentsOfIssue3(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.exec(
        QStringLiteral("SELECT id FROM comments WHERE issue_number = 3 ORDER BY created_at, id"));
    QList<int> ids;
    while (query.next())
        ids.append(query.value(0).toInt());
    return ids;
}

int markedOfIssue3(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT count(*) FROM comments WHERE issue_number = 3 AND "
                                     "instr(body, 'acp-workbench:') > 0"))
            && query.next()
        ? query.value(0).toInt()
        : -1;
}

QString queryPlan(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    query.exec(QStringLiteral("EXPLAIN QUERY PLAN ") + statement);
    QString plan;
    while (query.next())
        plan += query.value(3).toString() + u'\n';
    return plan;
}

} // namespace

class TestDeferredCommentIndex : public QObject
{
    Q_OBJECT
private slots:
    void emptyTable_dropsThenBuildsTheSchemasIndex()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("w.sqlite3"))));
        const QSqlDatabase db = database.connection();
        const QMap<QString, QString> schema = indexSql(db);
        QCOMPARE(schema.keys(), kNames);

        DeferredCommentIndex deferred(database);
        QVERIFY(deferred.isDeferring());
        QCOMPARE(indexSql(db).keys(), kMarkedOnly);

        QVERIFY(addComments(db, 700));
        const QList<int> scanned = commentsOfIssue3(db); // read correctly without it
        QCOMPARE(scanned.size(), 70);
        QCOMPARE(markedOfIssue3(db), 10);
        IssueCache cache(database); // what the window and the vote poll read meanwhile
        QCOMPARE(cache.comments(3).size(), 70);
        QCOMPARE(cache.markedComments(3).size(), 10); // INDEXED BY comments_marked
        QVERIFY2(cache.errorString().isEmpty(), qPrintable(cache.errorString()));

        QVERIFY2(deferred.build(), qPrintable(deferred.errorString()));
        QVERIFY(!deferred.isDeferring());
        QCOMPARE(indexSql(db), schema); // word for word what the migrations created
        QCOMPARE(commentsOfIssue3(db), scanned);
        QCOMPARE(markedOfIssue3(db), 10);
        QVERIFY2(queryPlan(db,
                           QStringLiteral("SELECT id FROM comments WHERE issue_number = 3 "
                                          "ORDER BY created_at"))
                     .contains(QLatin1String("comments_issue")),
                 "the by-issue read uses the built index");
        QVERIFY(queryPlan(db,
                          QStringLiteral("SELECT id FROM comments WHERE issue_number = 3 AND "
                                         "instr(body, 'acp-workbench:') > 0"))
                    .contains(QLatin1String("comments_marked")));
        QVERIFY(deferred.build()); // built already: nothing to do
    }

    void commentsCached_nothingDropped()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("w.sqlite3"))));
        QVERIFY(addComments(database.connection(), 1));
        DeferredCommentIndex deferred(database);
        QVERIFY(!deferred.isDeferring());
        QCOMPARE(indexSql(database.connection()).keys(), kNames);
    }

    void destroyed_buildsIt()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("w.sqlite3"))));
        {
            DeferredCommentIndex deferred(database);
            QVERIFY(deferred.isDeferring());
            QVERIFY(addComments(database.connection(), 50));
        }
        QCOMPARE(indexSql(database.connection()).keys(), kNames);
    }

    void leftOutByAnEndedProcess_builtAtOpen()
    {
        // What a process killed during a first sync leaves on disk: the comments, no indexes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlite3"));
        QMap<QString, QString> schema;
        {
            Database database;
            QVERIFY(database.open(path));
            schema = indexSql(database.connection());
            QVERIFY(addComments(database.connection(), 100));
        }
        {
            QSqlDatabase raw =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("killed"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery query(raw);
            QVERIFY(query.exec(QStringLiteral("DROP INDEX comments_issue")));
            query.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("killed"));

        Database reopened;
        QVERIFY(reopened.open(path));
        QCOMPARE(indexSql(reopened.connection()), schema);
        QCOMPARE(commentsOfIssue3(reopened.connection()).size(), 10);
        reopened.close();

        // The build counts as a change: the file is stamped again, so the next open trusts it.
        Database third;
        QVERIFY(third.open(path));
        QVERIFY(!third.checkedEveryPage());
    }

    void fullDisk_buildFails_readsStayCorrect_nextOpenBuilds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlite3"));
        Database database;
        QVERIFY(database.open(path));
        {
            const QSqlDatabase db = database.connection();
            std::optional<DeferredCommentIndex> deferred(std::in_place, database);
            QVERIFY(deferred->isDeferring());
            QVERIFY(addComments(db, 3000));

            {
                // No page more than the file has: SQLite answers as it does on a full disk.
                QSqlQuery query(db);
                QVERIFY(query.exec(QStringLiteral("PRAGMA page_count")) && query.next());
                const int pages = query.value(0).toInt();
                QVERIFY(query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));
            }

            QVERIFY(!deferred->build());
            QVERIFY2(deferred->errorString().contains(QLatin1String("full")),
                     qPrintable(deferred->errorString()));
            QVERIFY(deferred->isDeferring());
            QCOMPARE(indexSql(db).keys(), kMarkedOnly); // nothing half built
            QCOMPARE(commentsOfIssue3(db).size(), 300);
            QCOMPARE(markedOfIssue3(db), 43);

            QTest::ignoreMessage(
                QtWarningMsg, QRegularExpression(QStringLiteral("index could not be built.*full")));
            deferred.reset(); // tries once more, and says why it could not
            QCOMPARE(indexSql(db).keys(), kMarkedOnly);
        }
        database.close();

        QVERIFY(database.open(path)); // the limit was the connection's own
        QCOMPARE(indexSql(database.connection()).keys(), kNames);
        QCOMPARE(commentsOfIssue3(database.connection()).size(), 300);
    }
};

QTEST_GUILESS_MAIN(TestDeferredCommentIndex)
#include "tst_deferredcommentindex.moc"

// DeferredIndexes: a first sync's listings fill the issues and the comments without the indexes
// keyed otherwise than by their rows' order, built once each listing ends, word for word as
// the schema defines them; the small partial indexes stay throughout (a read names
// comments_marked); a table that already holds rows keeps its indexes; a failed build (a full
// disk) leaves every read correct, and the next open builds them.

#include "core/store/Database.h"
#include "core/store/DeferredIndexes.h"
#include "core/store/IssueCache.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace acp;

namespace {

const QStringList kCommentsDeferred = { QStringLiteral("comments_issue") };
const QStringList kIssuesDeferred = { QStringLiteral("issue_labels_ordered"),
                                      QStringLiteral("issues_author"),
                                      QStringLiteral("issues_listed"),
                                      QStringLiteral("issues_updated_at") };

// name -> the CREATE statement sqlite_master holds, for every index the schema wrote.
QMap<QString, QString> indexSql(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.exec(QStringLiteral(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"));
    QMap<QString, QString> sql;
    while (query.next())
        sql.insert(query.value(0).toString(), query.value(1).toString());
    return sql;
}

QStringList without(QStringList names, const QStringList &gone)
{
    for (const QString &name : gone)
        names.removeAll(name);
    return names;
}

// `count` issues, numbered from the top down as an update-ordered listing brings them, each
// with a label, by five authors.
bool addIssues(const QSqlDatabase &db, int count)
{
    Transaction transaction(db);
    QSqlQuery issue(db);
    issue.prepare(QStringLiteral("INSERT INTO issues (number, title, author, body, updated_at) "
                                 "VALUES (?, ?, ?, ?, ?)"));
    QSqlQuery label(db);
    label.prepare(
        QStringLiteral("INSERT INTO issue_labels (issue_number, position, name) VALUES (?, 0, ?)"));
    for (int number = count; number >= 1; --number) {
        issue.addBindValue(number);
        issue.addBindValue(QStringLiteral("[ACP] Platform %1").arg(number));
        issue.addBindValue(QStringLiteral("Vendor%1").arg(number % 5));
        issue.addBindValue(QStringLiteral("### Platform name\n\nPlatform %1").arg(number));
        issue.addBindValue(
            QStringLiteral("2026-02-%1T00:00:00Z").arg(number % 28 + 1, 2, 10, QChar(u'0')));
        label.addBindValue(number);
        label.addBindValue(number % 2 ? QStringLiteral("acp:submitted")
                                      : QStringLiteral("acp:under-review"));
        if (!issue.exec() || !label.exec()) {
            qWarning() << issue.lastError().text() << label.lastError().text();
            return false;
        }
    }
    return transaction.commit();
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

class TestDeferredIndexes : public QObject
{
    Q_OBJECT
private slots:
    void emptyComments_dropsThenBuildsTheSchemasIndex()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("w.sqlite3"))));
        const QSqlDatabase db = database.connection();
        const QMap<QString, QString> schema = indexSql(db);
        QVERIFY(schema.contains(QStringLiteral("comments_marked")));

        DeferredIndexes deferred(database, DeferredIndexes::Table::Comments);
        QVERIFY(deferred.isDeferring());
        QCOMPARE(indexSql(db).keys(), without(schema.keys(), kCommentsDeferred));

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

    void emptyIssues_dropsThenBuildsTheSchemasIndexes()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("w.sqlite3"))));
        const QSqlDatabase db = database.connection();
        const QMap<QString, QString> schema = indexSql(db);

        DeferredIndexes deferred(database, DeferredIndexes::Table::Issues);
        QVERIFY(deferred.isDeferring());
        QCOMPARE(indexSql(db).keys(), without(schema.keys(), kIssuesDeferred));
        QVERIFY(indexSql(db).contains(QStringLiteral("issues_unnamed")));

        QVERIFY(addIssues(db, 300));
        IssueCache cache(database); // the application list, and one application, meanwhile
        const QList<IssueCache::ListedIssue> scanned =
            cache.listedIssues(IssueCache::Listed::Shown);
        QCOMPARE(scanned.size(), 300);
        QCOMPARE(scanned.constFirst().issue.number, 1);
        QCOMPARE(scanned.constLast().issue.labels.size(), 1);
        QCOMPARE(cache.issue(42).value_or(Issue()).author, QStringLiteral("Vendor2"));
        QVERIFY2(cache.errorString().isEmpty(), qPrintable(cache.errorString()));

        QVERIFY2(deferred.build(), qPrintable(deferred.errorString()));
        QCOMPARE(indexSql(db), schema);
        const QList<IssueCache::ListedIssue> indexed =
            cache.listedIssues(IssueCache::Listed::Shown);
        QCOMPARE(indexed.size(), scanned.size());
        for (qsizetype i = 0; i < indexed.size(); ++i) {
            QCOMPARE(indexed.at(i).issue.number, scanned.at(i).issue.number);
            QCOMPARE(indexed.at(i).issue.title, scanned.at(i).issue.title);
            QCOMPARE(indexed.at(i).issue.labels.size(), scanned.at(i).issue.labels.size());
        }
        QVERIFY(queryPlan(db, IssueCache::listingStatements().shownIssues)
                    .contains(QLatin1String("issues_listed")));
    }

    void rowsCached_nothingDropped()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("w.sqlite3"))));
        const QMap<QString, QString> schema = indexSql(database.connection());
        QVERIFY(addComments(database.connection(), 1));
        QVERIFY(addIssues(database.connection(), 1));
        DeferredIndexes comments(database, DeferredIndexes::Table::Comments);
        DeferredIndexes issues(database, DeferredIndexes::Table::Issues);
        QVERIFY(!comments.isDeferring());
        QVERIFY(!issues.isDeferring());
        QCOMPARE(indexSql(database.connection()), schema);
    }

    void destroyed_buildsThem()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("w.sqlite3"))));
        const QMap<QString, QString> schema = indexSql(database.connection());
        {
            DeferredIndexes issues(database, DeferredIndexes::Table::Issues);
            DeferredIndexes comments(database, DeferredIndexes::Table::Comments);
            QVERIFY(issues.isDeferring() && comments.isDeferring());
            QVERIFY(addComments(database.connection(), 50));
        }
        QCOMPARE(indexSql(database.connection()), schema);
    }

    void leftOutByAnEndedProcess_builtAtOpen()
    {
        // What a process killed during a first sync leaves on disk: the rows, not the indexes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlite3"));
        QMap<QString, QString> schema;
        {
            Database database;
            QVERIFY(database.open(path));
            schema = indexSql(database.connection());
            QVERIFY(addComments(database.connection(), 100));
            QVERIFY(addIssues(database.connection(), 10));
        }
        {
            QSqlDatabase raw =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("killed"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery query(raw);
            for (const QString &name : kCommentsDeferred + kIssuesDeferred)
                QVERIFY(query.exec(QStringLiteral("DROP INDEX ") + name));
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
        const QMap<QString, QString> schema = indexSql(database.connection());
        {
            const QSqlDatabase db = database.connection();
            std::optional<DeferredIndexes> deferred(std::in_place, database,
                                                    DeferredIndexes::Table::Comments);
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
            const QStringList leftOut = without(schema.keys(), kCommentsDeferred);
            QCOMPARE(indexSql(db).keys(), leftOut); // nothing half built
            QCOMPARE(commentsOfIssue3(db).size(), 300);
            QCOMPARE(markedOfIssue3(db), 43);

            QTest::ignoreMessage(QtWarningMsg,
                                 QRegularExpression(QStringLiteral("could not be built.*full")));
            deferred.reset(); // tries once more, and says why it could not
            QCOMPARE(indexSql(db).keys(), leftOut);
        }
        database.close();

        QVERIFY(database.open(path)); // the limit was the connection's own
        QCOMPARE(indexSql(database.connection()), schema);
        QCOMPARE(commentsOfIssue3(database.connection()).size(), 300);
    }
};

QTEST_GUILESS_MAIN(TestDeferredIndexes)
#include "tst_deferredindexes.moc"

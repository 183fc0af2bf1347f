// What a sync page asks of the cache in one go (SyncPageReads), on a real SQLite file: each
// row's stored updated_at and deleted flag, the reactions held per subject, and the
// pull-request numbers, for more ids than one bound list holds.

#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SyncPageReads.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;

class tst_SyncPageReads : public QObject
{
    Q_OBJECT

private slots:
    void pageStatesInOneQuery()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("cache.sqlite3"))));
        IssueCache cache(db);
        for (int number = 1; number <= 3; ++number) {
            Issue issue;
            issue.number = number;
            issue.author = QStringLiteral("vendor");
            issue.state = QStringLiteral("open");
            issue.updatedAt = QDateTime(QDate(2026, 3, 2), QTime(10, 30, 15), QTimeZone::utc());
            QVERIFY2(cache.upsertIssue(issue), qPrintable(cache.errorString()));
        }
        QVERIFY(cache.markIssueDeleted(3));
        const QDateTime when(QDate(2026, 3, 6), QTime(12, 0, 7), QTimeZone::utc());
        QList<qint64> ids;
        for (qint64 id = 100; id < 700; ++id) { // more than one chunk of bound ids
            QVERIFY(cache.upsertComment({ id,
                                          1,
                                          QStringLiteral("a"),
                                          QStringLiteral("body %1").arg(id),
                                          when,
                                          when,
                                          {},
                                          0 }));
            ids.append(id);
        }
        const SyncPageReads reads(db);

        const auto issues = reads.cachedStates(ReactionSubject::Issue, { 1, 2, 3, 4 });
        QCOMPARE(issues.size(), 3);
        QCOMPARE(issues.value(1).updatedAt, QStringLiteral("2026-03-02T10:30:15Z"));
        QVERIFY(!issues.value(2).deleted);
        QVERIFY(issues.value(3).deleted);
        QVERIFY(!issues.contains(4));

        ids.append(9999); // not cached
        const auto comments = reads.cachedStates(ReactionSubject::Comment, ids);
        QCOMPARE(comments.size(), 600);
        QCOMPARE(comments.value(699).updatedAt, QStringLiteral("2026-03-06T12:00:07Z"));
        QVERIFY(!comments.contains(9999));
        QVERIFY(reads.cachedStates(ReactionSubject::Comment, {}).isEmpty());

        QVERIFY(
            cache.replaceReactions(ReactionSubject::Comment, 650,
                                   { { 1, QStringLiteral("ana"), QStringLiteral("+1"), when },
                                     { 2, QStringLiteral("ben"), QStringLiteral("eyes"), when } }));
        QVERIFY(
            cache.replaceReactions(ReactionSubject::Issue, 650,
                                   { { 3, QStringLiteral("cy"), QStringLiteral("-1"), when } }));
        const auto counts = reads.storedReactionCounts(ReactionSubject::Comment, ids);
        QCOMPARE(counts.size(), 1);
        QCOMPARE(counts.value(650), cache.storedReactionCount(ReactionSubject::Comment, 650));
        QCOMPARE(reads.storedReactionCounts(ReactionSubject::Issue, { 650 }).value(650), 1);

        QVERIFY(reads.pullRequests().isEmpty());
        QVERIFY(cache.rememberPullRequest(9));
        QVERIFY(cache.rememberPullRequest(11));
        QCOMPARE(reads.pullRequests(), (QSet<int> { 9, 11 }));
        QVERIFY(reads.errorString().isEmpty());
    }

    // Whether anything of a kind is cached at all: its rows, or reactions to one of them.
    void nothingCached()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("cache.sqlite3"))));
        IssueCache cache(db);
        const SyncPageReads reads(db);
        QVERIFY(reads.nothingCached(ReactionSubject::Issue));
        QVERIFY(reads.nothingCached(ReactionSubject::Comment));

        const QDateTime when(QDate(2026, 3, 6), QTime(12, 0, 7), QTimeZone::utc());
        QVERIFY(
            cache.replaceReactions(ReactionSubject::Comment, 5,
                                   { { 1, QStringLiteral("ana"), QStringLiteral("+1"), when } }));
        QVERIFY(reads.nothingCached(ReactionSubject::Issue));
        QVERIFY(!reads.nothingCached(ReactionSubject::Comment)); // a reaction to a comment

        Issue issue;
        issue.number = 1;
        issue.author = QStringLiteral("vendor");
        issue.state = QStringLiteral("open");
        QVERIFY2(cache.upsertIssue(issue), qPrintable(cache.errorString()));
        QVERIFY(!reads.nothingCached(ReactionSubject::Issue));

        QVERIFY(cache.replaceReactions(ReactionSubject::Comment, 5, {}));
        QVERIFY(reads.nothingCached(ReactionSubject::Comment));
        QVERIFY(cache.upsertComment(
            { 7, 1, QStringLiteral("a"), QStringLiteral("b"), when, when, {}, 0 }));
        QVERIFY(!reads.nothingCached(ReactionSubject::Comment));
        QVERIFY(reads.errorString().isEmpty());
    }

    // An issue's cached comments created by a time, that time included.
    void commentsCreatedBy()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("cache.sqlite3"))));
        IssueCache cache(db);
        const SyncPageReads reads(db);
        const QDateTime noon(QDate(2026, 3, 6), QTime(12, 0, 0), QTimeZone::utc());
        for (qint64 id = 1; id <= 3; ++id) {
            const QDateTime created = noon.addSecs(id * 60);
            QVERIFY(cache.upsertComment(
                { id, 1, QStringLiteral("a"), QStringLiteral("b"), created, created, {}, 0 }));
        }
        QVERIFY(cache.upsertComment(
            { 9, 2, QStringLiteral("a"), QStringLiteral("b"), noon, noon, {}, 0 }));
        QCOMPARE(reads.commentsCreatedBy(1, noon), 0);
        QCOMPARE(reads.commentsCreatedBy(1, noon.addSecs(120)), 2);
        QCOMPARE(reads.commentsCreatedBy(1, noon.addSecs(3600)), 3);
        QCOMPARE(reads.commentsCreatedBy(2, noon), 1);
        QCOMPARE(reads.commentsCreatedBy(3, noon.addSecs(3600)), 0);
        QVERIFY(reads.errorString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_SyncPageReads)
#include "tst_syncpagereads.moc"

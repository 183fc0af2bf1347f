#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;

namespace {
Issue sampleIssue(int number)
{
    Issue issue;
    issue.number = number;
    issue.githubId = 1000 + number;
    issue.nodeId = QStringLiteral("I_kw%1").arg(number);
    issue.title = QStringLiteral("[ACP] Application %1").arg(number);
    issue.body = QStringLiteral("### Platform name\n\nPlatform %1\n").arg(number);
    issue.author = QStringLiteral("vendor");
    issue.state = QStringLiteral("open");
    issue.labels = { QStringLiteral("new"), QStringLiteral("hardware") };
    issue.createdAt = QDateTime(QDate(2026, 3, 1), QTime(9, 0), QTimeZone::utc());
    issue.updatedAt = QDateTime(QDate(2026, 3, 2), QTime(10, 30, 15), QTimeZone::utc());
    issue.htmlUrl = QUrl(QStringLiteral("https://github.com/o/r/issues/%1").arg(number));
    issue.commentCount = 2;
    issue.reactionCount = 1;
    return issue;
}
} // namespace

class tst_IssueCache : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;

private slots:
    void init()
    {
        m_db = std::make_unique<Database>();
        QVERIFY(m_db->open(m_dir.filePath(
            QStringLiteral("%1.sqlite3").arg(QLatin1String(QTest::currentTestFunction())))));
    }
    void cleanup() { m_db.reset(); }

    void roundTripsAnIssue()
    {
        IssueCache cache(*m_db);
        const Issue written = sampleIssue(5);
        QVERIFY2(cache.upsertIssue(written), qPrintable(cache.errorString()));
        const std::optional<Issue> read = cache.issue(5);
        QVERIFY(read);
        QCOMPARE(read->title, written.title);
        QCOMPARE(read->body, written.body);
        QCOMPARE(read->githubId, written.githubId);
        QCOMPARE(read->nodeId, written.nodeId);
        QCOMPARE(read->labels, written.labels);
        QCOMPARE(read->createdAt, written.createdAt);
        QCOMPARE(read->updatedAt, written.updatedAt);
        QVERIFY(!read->closedAt.isValid());
        QCOMPARE(read->htmlUrl, written.htmlUrl);
        QCOMPARE(read->commentCount, 2);
        QCOMPARE(read->reactionCount, 1);
        QVERIFY(!cache.issue(6));
    }

    // Who wrote what: the author's account id and role in the repository, and each reacting
    // account's id. An association GitHub did not report stays unknown (NULL), never "".
    void authorsAndAccountsRoundTrip()
    {
        IssueCache cache(*m_db);
        Issue issue = sampleIssue(12);
        issue.authorId = 501;
        issue.authorAssociation = QStringLiteral("CONTRIBUTOR");
        QVERIFY(cache.upsertIssue(issue));
        QCOMPARE(cache.issue(12)->authorId, 501);
        QCOMPARE(cache.issue(12)->authorAssociation, QStringLiteral("CONTRIBUTOR"));

        Comment comment;
        comment.id = 77;
        comment.issueNumber = 12;
        comment.author = QStringLiteral("wg-cochair-ana");
        comment.authorId = 90210001;
        comment.authorAssociation = QStringLiteral("MEMBER");
        comment.body = QStringLiteral("Vote");
        comment.createdAt = QDateTime(QDate(2026, 5, 1), QTime(9, 0), QTimeZone::utc());
        QVERIFY(cache.upsertComment(comment));
        QCOMPARE(cache.comment(77)->authorAssociation, QStringLiteral("MEMBER"));
        QCOMPARE(cache.comments(12).constFirst().authorId, 90210001);
        // A payload without the role leaves it unknown.
        comment.authorAssociation.clear();
        QVERIFY(cache.upsertComment(comment));
        QVERIFY(cache.comment(77)->authorAssociation.isEmpty());

        const QDateTime later = comment.createdAt.addDays(30);
        QVERIFY(cache.replaceReactions(
            ReactionSubject::Comment, 77,
            { { 1, QStringLiteral("alice"), QStringLiteral("+1"), later, 1001 },
              { 2, QStringLiteral("bob"), QStringLiteral("-1"), later, 0 } }));
        const QList<Reaction> reactions = cache.reactions(ReactionSubject::Comment, 77);
        QCOMPARE(reactions.at(0).userId, 1001);
        QCOMPARE(reactions.at(1).userId, 0);

        // The account first seen with a login, by time: after "alice" was renamed away and
        // taken by another account, the earlier sighting still names the first account.
        Comment older = comment;
        older.id = 78;
        older.author = QStringLiteral("Alice");
        older.authorId = 4242;
        older.createdAt = comment.createdAt.addDays(-100);
        QVERIFY(cache.upsertComment(older));
        QCOMPARE(cache.firstUserId(QStringLiteral("ALICE")), 4242);
        QCOMPARE(cache.firstUserId(QStringLiteral("vendor")), 501);
        QCOMPARE(cache.firstUserId(QStringLiteral("bob")), 0); // only seen without an id
        QCOMPARE(cache.firstUserId(QString()), 0);
    }

    void upsertReplacesFieldsAndLabels()
    {
        IssueCache cache(*m_db);
        Issue issue = sampleIssue(1);
        QVERIFY(cache.upsertIssue(issue));
        issue.title = QStringLiteral("Renamed");
        issue.state = QStringLiteral("closed");
        issue.stateReason = QStringLiteral("not_planned");
        issue.closedAt = issue.updatedAt;
        issue.labels = { QStringLiteral("Declined") };
        QVERIFY(cache.upsertIssue(issue));
        QCOMPARE(cache.issueCount(), 1);
        const Issue read = *cache.issue(1);
        QCOMPARE(read.title, QStringLiteral("Renamed"));
        QCOMPARE(read.stateReason, QStringLiteral("not_planned"));
        QCOMPARE(read.labels, QStringList { QStringLiteral("Declined") });
        QCOMPARE(cache.issues().first().labels, QStringList { QStringLiteral("Declined") });
    }

    void hostileTextIsStoredVerbatim()
    {
        IssueCache cache(*m_db);
        Issue issue = sampleIssue(2);
        issue.title = QStringLiteral("x'); DROP TABLE issues; --");
        issue.body = QStringLiteral("\"quoted\" \\ backslash \u202Ebidi ☃ 天河 \0 nul")
                         .replace(QChar(0), QStringLiteral("?"));
        QVERIFY(cache.upsertIssue(issue));
        QCOMPARE(cache.issue(2)->title, issue.title);
        QCOMPARE(cache.issue(2)->body, issue.body);
    }

    void deletedIssuesLeaveTheListButStayReadable()
    {
        IssueCache cache(*m_db);
        QVERIFY2(cache.upsertIssue(sampleIssue(1)), qPrintable(cache.errorString()));
        QVERIFY(cache.upsertIssue(sampleIssue(2)));
        QVERIFY(cache.markIssueDeleted(2));
        QCOMPARE(cache.issues().size(), 1);
        QCOMPARE(cache.issues(true).size(), 2);
        QVERIFY(cache.issue(2)->deleted);
        QCOMPARE(cache.issueCount(), 1);
    }

    // What every command and service that works on one application asks first.
    void applicationsAreLiveIssuesOnly()
    {
        IssueCache cache(*m_db);
        QVERIFY(cache.upsertIssue(sampleIssue(1)));
        QVERIFY(cache.upsertIssue(sampleIssue(2)));
        QVERIFY(cache.markIssueDeleted(2));
        QVERIFY(cache.rememberPullRequest(3));

        QString problem = QStringLiteral("stale");
        const std::optional<Issue> live = cache.application(1, &problem);
        QVERIFY(live);
        QCOMPARE(live->title, sampleIssue(1).title);
        QVERIFY(problem.isEmpty());

        QVERIFY(!cache.application(2, &problem));
        QCOMPARE(problem, QStringLiteral("Application #2 was deleted on GitHub."));
        QVERIFY(!cache.application(3, &problem));
        QCOMPARE(problem, QStringLiteral("#3 is a pull request, not an application."));
        QVERIFY(!cache.application(4, &problem));
        QCOMPARE(problem,
                 QString::fromUtf8("Application #4 is not in the cache; run “sync” first, or check "
                                   "the number."));
        QVERIFY(!cache.application(4, nullptr));
    }

    void olderVersionOfAComment_keepsTheNewerOne()
    {
        IssueCache cache(*m_db);
        QVERIFY(cache.upsertIssue(sampleIssue(1)));
        Comment comment { 21,
                          1,
                          QStringLiteral("cochair"),
                          QStringLiteral("edited"),
                          QDateTime(QDate(2026, 3, 4), QTime(8, 0), QTimeZone::utc()),
                          QDateTime(QDate(2026, 3, 5), QTime(8, 0), QTimeZone::utc()),
                          {},
                          2 };
        QVERIFY(cache.upsertComment(comment));
        Comment older = comment;
        older.body = QStringLiteral("as first written");
        older.updatedAt = comment.createdAt;
        older.reactionCount = 0;
        QVERIFY2(cache.upsertComment(older), qPrintable(cache.errorString()));
        QCOMPARE(cache.comment(21)->body, QStringLiteral("edited"));
        QCOMPARE(cache.comment(21)->reactionCount, 2);

        // The same time: reactions move no updated_at, so the count is taken.
        Comment same = comment;
        same.reactionCount = 3;
        QVERIFY(cache.upsertComment(same));
        QCOMPARE(cache.comment(21)->reactionCount, 3);
        Comment newer = comment;
        newer.body = QStringLiteral("edited again");
        newer.updatedAt = comment.updatedAt.addSecs(1);
        QVERIFY(cache.upsertComment(newer));
        QCOMPARE(cache.comment(21)->body, QStringLiteral("edited again"));
    }

    void commentsAreOrderedAndPullRequestCommentsDropped()
    {
        IssueCache cache(*m_db);
        QVERIFY2(cache.upsertIssue(sampleIssue(1)), qPrintable(cache.errorString()));
        Comment later { 11,
                        1,
                        QStringLiteral("cochair"),
                        QStringLiteral("second"),
                        QDateTime(QDate(2026, 3, 5), QTime(8, 0), QTimeZone::utc()),
                        {},
                        {},
                        0 };
        Comment earlier { 12,
                          1,
                          QStringLiteral("vendor"),
                          QStringLiteral("first"),
                          QDateTime(QDate(2026, 3, 4), QTime(8, 0), QTimeZone::utc()),
                          {},
                          {},
                          0 };
        Comment onPull { 13, 9, QStringLiteral("dev"), QStringLiteral("pr"), earlier.createdAt, {},
                         {}, 0 };
        QVERIFY(cache.upsertComment(later));
        QVERIFY(cache.upsertComment(earlier));
        QVERIFY(cache.upsertComment(onPull));
        const QList<Comment> comments = cache.comments(1);
        QCOMPARE(comments.size(), 2);
        QCOMPARE(comments.at(0).body, QStringLiteral("first"));
        QCOMPARE(comments.at(1).body, QStringLiteral("second"));

        QVERIFY(cache.rememberPullRequest(9));
        QVERIFY(cache.isPullRequest(9));
        QVERIFY(!cache.isPullRequest(1));
        QVERIFY(cache.comments(9).isEmpty());
        QCOMPARE(cache.commentCount(), 2);

        later.body = QStringLiteral("second, edited");
        QVERIFY(cache.upsertComment(later));
        QCOMPARE(cache.comment(11)->body, QStringLiteral("second, edited"));
        QVERIFY(cache.deleteComment(11));
        QVERIFY(!cache.comment(11));
    }

    // The marked comments are those holding "acp-workbench:" (as MarkerBlock needs it, case
    // and all), in thread order; an edit moves a comment in or out. (They are read INDEXED BY
    // the partial index, so the query fails, and this test with it, if it cannot be used.)
    void markedCommentsAreThoseWithAMarkerInThreadOrder()
    {
        IssueCache cache(*m_db);
        QVERIFY2(cache.upsertIssue(sampleIssue(1)), qPrintable(cache.errorString()));
        QVERIFY2(cache.upsertIssue(sampleIssue(2)), qPrintable(cache.errorString()));
        const QDateTime start(QDate(2026, 3, 4), QTime(8, 0), QTimeZone::utc());
        const QStringList bodies = {
            QStringLiteral("Vote here.\n<!-- acp-workbench:vote -->"),
            QStringLiteral("Plain words."),
            QStringLiteral("<!-- ACP-WORKBENCH:vote -->"), // not a marker MarkerBlock reads
            QStringLiteral("Closes soon.\n<!-- acp-workbench:vote-closes=2026-04-01 -->"),
        };
        for (int i = 0; i < bodies.size(); ++i) {
            // Written newest first: the order read is the thread's, not the writing's.
            const int at = int(bodies.size()) - 1 - i;
            QVERIFY(cache.upsertComment(Comment { 100 + at,
                                                  1,
                                                  QStringLiteral("cochair"),
                                                  bodies.at(at),
                                                  start.addDays(at),
                                                  {},
                                                  {},
                                                  0 }));
        }
        QVERIFY(cache.upsertComment(
            Comment { 200, 2, QStringLiteral("cochair"), bodies.at(0), start, {}, {}, 0 }));
        const auto ids = [](const QList<Comment> &comments) {
            QList<qint64> found;
            for (const Comment &comment : comments) {
                found.append(comment.id);
            }
            return found;
        };
        QCOMPARE(ids(cache.markedComments(1)), (QList<qint64> { 100, 103 }));
        QCOMPARE(cache.markedComments(1).at(1).body, bodies.at(3));

        QVERIFY(cache.upsertComment(Comment { 100,
                                              1,
                                              QStringLiteral("cochair"),
                                              QStringLiteral("Marker removed."),
                                              start,
                                              {},
                                              {},
                                              0 }));
        QVERIFY(cache.upsertComment(Comment { 101,
                                              1,
                                              QStringLiteral("cochair"),
                                              QStringLiteral("<!-- acp-workbench:reviewed -->"),
                                              start.addDays(1),
                                              {},
                                              {},
                                              0 }));
        QCOMPARE(ids(cache.markedComments(1)), (QList<qint64> { 101, 103 }));
        QCOMPARE(ids(cache.markedComments(2)), (QList<qint64> { 200 }));
    }

    void reactionsAreReplacedPerSubject()
    {
        IssueCache cache(*m_db);
        const QDateTime when(QDate(2026, 3, 6), QTime(12, 0), QTimeZone::utc());
        QVERIFY(
            cache.replaceReactions(ReactionSubject::Comment, 42,
                                   { { 1, QStringLiteral("ana"), QStringLiteral("+1"), when },
                                     { 2, QStringLiteral("ben"), QStringLiteral("eyes"), when } }));
        QVERIFY(
            cache.replaceReactions(ReactionSubject::Issue, 42,
                                   { { 3, QStringLiteral("cy"), QStringLiteral("-1"), when } }));
        QCOMPARE(cache.storedReactionCount(ReactionSubject::Comment, 42), 2);
        QCOMPARE(cache.storedReactionCount(ReactionSubject::Issue, 42), 1);
        QVERIFY(
            cache.replaceReactions(ReactionSubject::Comment, 42,
                                   { { 2, QStringLiteral("ben"), QStringLiteral("eyes"), when } }));
        const QList<Reaction> reactions = cache.reactions(ReactionSubject::Comment, 42);
        QCOMPARE(reactions.size(), 1);
        QCOMPARE(reactions.first().user, QStringLiteral("ben"));
        QCOMPARE(reactions.first().createdAt, when);
        QCOMPARE(cache.storedReactionCount(ReactionSubject::Issue, 42), 1);
    }

    // The upserts, prepared once per IssueCache, stay correct across many rows and
    // transactions.
    void preparedUpsertsAcrossRowsAndTransactions()
    {
        IssueCache cache(*m_db);
        for (int number = 1; number <= 3; ++number) {
            Transaction transaction(m_db->connection());
            QVERIFY2(cache.upsertIssue(sampleIssue(number)), qPrintable(cache.errorString()));
            QVERIFY(transaction.commit());
        }
        Issue edited = sampleIssue(2);
        edited.title = QStringLiteral("edited");
        QVERIFY(cache.upsertIssue(edited));
        QCOMPARE(cache.issue(2)->title, QStringLiteral("edited"));
        QCOMPARE(cache.issue(3)->title, sampleIssue(3).title);
        const QDateTime when(QDate(2026, 3, 6), QTime(12, 0, 7), QTimeZone::utc());
        for (qint64 id = 100; id < 300; ++id) {
            QVERIFY(cache.upsertComment({ id,
                                          1,
                                          QStringLiteral("a"),
                                          QStringLiteral("body %1").arg(id),
                                          when,
                                          when,
                                          {},
                                          0 }));
        }
        QCOMPARE(cache.commentCount(), 200);
        QCOMPARE(cache.comment(250)->body, QStringLiteral("body 250"));
        QCOMPARE(cache.comment(100)->updatedAt, when);
    }

    // The list reads no bodies: the platform's name is stored when the issue is written, and
    // derived once for issues cached before it was (schema 14).
    void listedIssuesCarryThePlatformNameWithoutTheBody()
    {
        IssueCache cache(*m_db);
        QVERIFY(cache.upsertIssue(sampleIssue(1)));
        Issue renamed = sampleIssue(2);
        renamed.body = QStringLiteral("### Platform name\n\nFirst name\n");
        QVERIFY(cache.upsertIssue(renamed));
        renamed.body = QStringLiteral("### Platform name\n\nSecond name\n");
        QVERIFY(cache.upsertIssue(renamed));
        QVERIFY(cache.upsertIssue(sampleIssue(3)));
        QVERIFY(cache.markIssueDeleted(3));

        QList<IssueCache::ListedIssue> listed = cache.listedIssues();
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed.at(0).platformName, QStringLiteral("Platform 1"));
        QCOMPARE(listed.at(1).platformName, QStringLiteral("Second name"));
        QVERIFY(listed.at(0).issue.body.isEmpty());
        QCOMPARE(listed.at(0).issue.labels, sampleIssue(1).labels);
        QCOMPARE(listed.at(0).issue.title, sampleIssue(1).title);

        // A cache written before the column: derived on reading, stored once by the fill.
        QSqlQuery forget(m_db->connection());
        QVERIFY(forget.exec(QStringLiteral("UPDATE issues SET platform_name = NULL")));
        listed = cache.listedIssues();
        QCOMPARE(listed.at(1).platformName, QStringLiteral("Second name"));
        QVERIFY(listed.at(1).issue.body.isEmpty());
        const QList<IssueCache::ListedIssue> shown = cache.listedIssues(IssueCache::Listed::Shown);
        QCOMPARE(shown.at(0).platformName, QStringLiteral("Platform 1"));
        QCOMPARE(shown.at(1).platformName, QStringLiteral("Second name"));
        QVERIFY2(cache.fillPlatformNames(), qPrintable(cache.errorString()));
        QSqlQuery stored(m_db->connection());
        QVERIFY(stored.exec(QStringLiteral("SELECT number, platform_name FROM issues "
                                           "ORDER BY number")));
        QStringList names;
        while (stored.next()) {
            names.append(stored.value(1).toString());
        }
        QCOMPARE(names,
                 (QStringList { QStringLiteral("Platform 1"), QStringLiteral("Second name"),
                                QStringLiteral("Platform 3") }));
        QVERIFY(cache.fillPlatformNames()); // nothing left to do
    }

    // The list reads its text as bytes and converts it itself: every field but the body comes
    // back as the whole issue's read gives it, letters beyond ASCII and empty texts included.
    void theListReadsEveryFieldAsStored()
    {
        IssueCache cache(*m_db);
        Issue written = sampleIssue(7);
        written.title = QStringLiteral("[ACP] Plataforma \u00fcber \u65e5\u672c \U0001F680");
        written.body = QStringLiteral("### Platform name\n\nN\u00e4me \U0001F680\n");
        written.author = QStringLiteral("v\u00e9ndor");
        written.state = QStringLiteral("closed");
        written.stateReason = QStringLiteral("not_planned");
        written.closedAt = QDateTime(QDate(2026, 4, 5), QTime(6, 7, 8), QTimeZone::utc());
        written.labels = { QStringLiteral("\u00e9tiquette"), QStringLiteral("hardware") };
        written.authorId = 424242;
        written.authorAssociation = QStringLiteral("CONTRIBUTOR");
        QVERIFY2(cache.upsertIssue(written), qPrintable(cache.errorString()));
        Issue unknownRole = sampleIssue(8);
        unknownRole.stateReason = QStringLiteral("");
        QVERIFY2(cache.upsertIssue(unknownRole), qPrintable(cache.errorString()));

        const QList<IssueCache::ListedIssue> listed = cache.listedIssues();
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed.at(0).platformName, QStringLiteral("N\u00e4me \U0001F680"));
        for (const IssueCache::ListedIssue &entry : listed) {
            const Issue &got = entry.issue;
            const std::optional<Issue> whole = cache.issue(got.number);
            QVERIFY(whole);
            QVERIFY(got.body.isEmpty());
            QCOMPARE(got.githubId, whole->githubId);
            QCOMPARE(got.nodeId, whole->nodeId);
            QCOMPARE(got.title, whole->title);
            QCOMPARE(got.author, whole->author);
            QCOMPARE(got.state, whole->state);
            QCOMPARE(got.stateReason, whole->stateReason);
            QCOMPARE(got.labels, whole->labels);
            QCOMPARE(got.createdAt, whole->createdAt);
            QCOMPARE(got.updatedAt, whole->updatedAt);
            QCOMPARE(got.closedAt, whole->closedAt);
            QCOMPARE(got.htmlUrl, whole->htmlUrl);
            QCOMPARE(got.commentCount, whole->commentCount);
            QCOMPARE(got.reactionCount, whole->reactionCount);
            QCOMPARE(got.deleted, whole->deleted);
            QCOMPARE(got.authorId, whole->authorId);
            QCOMPARE(got.authorAssociation, whole->authorAssociation);
        }
        QCOMPARE(listed.at(0).issue.title, written.title);
        QCOMPARE(listed.at(0).issue.author, written.author);
        QCOMPARE(listed.at(0).issue.labels, written.labels);
        QCOMPARE(listed.at(0).issue.closedAt, written.closedAt);
        QCOMPARE(listed.at(0).issue.authorAssociation, written.authorAssociation);
    }

    void theShownListReadsWhatTheListShows()
    {
        IssueCache cache(*m_db);
        Issue written = sampleIssue(7);
        written.title = QStringLiteral("[ACP] Plataforma \u00fcber \u65e5\u672c \U0001F680");
        written.body = QStringLiteral("### Platform name\n\nN\u00e4me \U0001F680\n");
        written.author = QStringLiteral("v\u00e9ndor");
        written.state = QStringLiteral("closed");
        written.labels = { QStringLiteral("\u00e9tiquette"), QStringLiteral("hardware") };
        written.commentCount = 12;
        written.authorId = 424242;
        QVERIFY2(cache.upsertIssue(written), qPrintable(cache.errorString()));
        QVERIFY2(cache.upsertIssue(sampleIssue(8)), qPrintable(cache.errorString()));
        QVERIFY2(cache.upsertIssue(sampleIssue(9)), qPrintable(cache.errorString()));
        QVERIFY(cache.markIssueDeleted(9));

        const QList<IssueCache::ListedIssue> every = cache.listedIssues();
        const QList<IssueCache::ListedIssue> shown = cache.listedIssues(IssueCache::Listed::Shown);
        QCOMPARE(shown.size(), 2);
        QCOMPARE(every.size(), 2);
        for (qsizetype i = 0; i < shown.size(); ++i) {
            const Issue &got = shown.at(i).issue;
            const Issue &whole = every.at(i).issue;
            QCOMPARE(shown.at(i).platformName, every.at(i).platformName);
            QCOMPARE(got.number, whole.number);
            QCOMPARE(got.title, whole.title);
            QCOMPARE(got.author, whole.author);
            QCOMPARE(got.state, whole.state);
            QCOMPARE(got.labels, whole.labels);
            QCOMPARE(got.createdAt, whole.createdAt);
            QCOMPARE(got.updatedAt, whole.updatedAt);
            QCOMPARE(got.htmlUrl, whole.htmlUrl);
            QCOMPARE(got.commentCount, whole.commentCount);
            // Not read.
            QCOMPARE(got.authorId, 0);
            QVERIFY(got.nodeId.isEmpty());
        }
        QCOMPARE(shown.at(0).issue.title, written.title);
        QCOMPARE(shown.at(0).issue.commentCount, 12);
        QCOMPARE(shown.at(0).platformName, QStringLiteral("N\u00e4me \U0001F680"));
    }

    // Read at each start: from covering indexes, never from the rows, whose bodies make each
    // about a page.
    void theListIsReadFromIndexesOnly()
    {
        const IssueCache::ListingStatements &statements = IssueCache::listingStatements();
        const auto plan = [this](const QString &statement) {
            QSqlQuery explain(m_db->connection());
            if (!explain.exec(QStringLiteral("EXPLAIN QUERY PLAN ") + statement)) {
                return QString();
            }
            QStringList steps;
            while (explain.next()) {
                steps.append(explain.value(3).toString());
            }
            return steps.join(QLatin1Char('\n'));
        };
        QCOMPARE(plan(statements.issues),
                 QStringLiteral("SCAN issues USING COVERING INDEX issues_listed"));
        QCOMPARE(plan(statements.shownIssues),
                 QStringLiteral("SCAN issues USING COVERING INDEX issues_listed"));
        QCOMPARE(plan(statements.labels),
                 QStringLiteral("SCAN issue_labels USING COVERING INDEX issue_labels_ordered"));
        QCOMPARE(plan(statements.unnamed),
                 QStringLiteral("SCAN issues USING INDEX issues_unnamed"));
    }

    void labelsCompareCaseInsensitively()
    {
        IssueCache cache(*m_db);
        QVERIFY(cache.upsertLabel({ QStringLiteral("new"), QStringLiteral("ededed"), {} }));
        QVERIFY(cache.upsertLabel(
            { QStringLiteral("New"), QStringLiteral("00ff00"), QStringLiteral("Backlog") }));
        const QList<Label> labels = cache.labels();
        QCOMPARE(labels.size(), 1);
        QCOMPARE(labels.first().name, QStringLiteral("New"));
        QCOMPARE(labels.first().color, QStringLiteral("00ff00"));
    }

    void cacheWritesNeverTouchReviewerData()
    {
        IssueCache cache(*m_db);
        ReviewerStore reviewer(*m_db);
        QVERIFY2(cache.upsertIssue(sampleIssue(1)), qPrintable(cache.errorString()));
        QVERIFY(reviewer.setApplicationNote(1, QStringLiteral("Ask about the CI matrix.")));
        Issue changed = sampleIssue(1);
        changed.body = QStringLiteral("rewritten by the applicant");
        QVERIFY(cache.upsertIssue(changed));
        QVERIFY(cache.markIssueDeleted(1));
        QVERIFY(cache.rememberPullRequest(1));
        QCOMPARE(reviewer.applicationNote(1), QStringLiteral("Ask about the CI matrix."));
        QVERIFY(reviewer.applicationNoteUpdatedAt(1).isValid());
        QVERIFY(reviewer.setApplicationNote(1, QString()));
        QVERIFY(reviewer.applicationNote(1).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_IssueCache)
#include "tst_issuecache.moc"

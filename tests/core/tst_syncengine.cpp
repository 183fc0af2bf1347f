// Over 600 lines on purpose: one test executable per class; each fault and resume path of the sync
// has its case.

#include "GitHubTestServer.h"
#include "core/github/GitHubClient.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/VotePoller.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using namespace acp;
using acp::test::GitHubTestServer;

namespace {

RetryPolicy fastPolicy()
{
    RetryPolicy policy;
    policy.second = std::chrono::milliseconds(1); // every wait runs, none takes time
    policy.maxAttempts = 4;
    policy.requestTimeoutSeconds = 30;
    return policy;
}

// One workspace: a real SQLite file, a client and an engine pointed at a loopback server.
struct Rig
{
    explicit Rig(GitHubTestServer &server, const QString &repository = {})
    {
        if (!dir.isValid() || !database.open(dir.filePath(QStringLiteral("workspace.sqlite3"))))
            qFatal("could not open the test database: %s", qPrintable(database.errorString()));
        client = std::make_unique<GitHubClient>(server.apiUrl(), QStringLiteral("test-token"));
        client->setRetryPolicy(fastPolicy());
        poller = std::make_unique<VotePoller>(database, *client);
        engine = std::make_unique<SyncEngine>(
            database, *client, repository.isEmpty() ? server.fullName() : repository);
        engine->setFollowUp(poller.get()); // as Workspace does
    }

    QTemporaryDir dir;
    Database database;
    std::unique_ptr<GitHubClient> client;
    std::unique_ptr<VotePoller> poller;
    std::unique_ptr<SyncEngine> engine;
};

// Runs start() (or syncIssue) and waits for finished(), which must come exactly once.
SyncResult waitFinished(SyncEngine &engine, const std::function<void()> &begin)
{
    QSignalSpy finished(&engine, &SyncEngine::finished);
    begin();
    if (finished.isEmpty() && !finished.wait(60000))
        qWarning("the sync did not finish");
    QCoreApplication::processEvents(); // a second finished() would show up here
    if (finished.size() != 1) {
        qWarning("finished() was emitted %d times", int(finished.size()));
        SyncResult wrong;
        wrong.outcome = SyncResult::Outcome::Failed;
        wrong.errorString = QStringLiteral("finished() emitted %1 times").arg(finished.size());
        return wrong;
    }
    return finished.constFirst().constFirst().value<SyncResult>();
}

SyncResult sync(SyncEngine &engine)
{
    return waitFinished(engine, [&engine] { engine.start(); });
}

// GitHub's clock moves on between a change and the next sync. (A sync that starts within a few
// seconds of a change keeps its old mark on purpose; see SyncEngine's listing edge case.)
void letTimePass(GitHubTestServer &server, int seconds = 60)
{
    server.setNow(server.now().addSecs(seconds));
}

// `count` issues listed ten to a page, with GitHub's clock moved on after them.
void addPagedIssues(GitHubTestServer &server, int count)
{
    server.setPageSizeLimit(10);
    for (int i = 0; i < count; ++i)
        server.addIssue(QStringLiteral("Issue %1").arg(i), QStringLiteral("body"));
    letTimePass(server);
}

// Runs `change` once, as soon as the server has answered the `page`th request of the listing
// whose path holds `listing` ("/issues?" or "/issues/comments?"): before the sync asks for the
// next page. `*happened` says whether it ran.
void onceAfterListingPage(GitHubTestServer &server, QObject *context, const QString &listing,
                          int page, bool *happened, std::function<void()> change)
{
    *happened = false;
    auto served = std::make_shared<int>(0);
    QObject::connect(&server, &GitHubTestServer::requestServed, context,
                     [happened, served, listing, page,
                      change = std::move(change)](int, const QString &pathAndQuery) {
                         if (*happened || !pathAndQuery.contains(listing) || ++*served < page)
                             return;
                         *happened = true;
                         change();
                     });
}

void onceAfterFirstIssuePage(GitHubTestServer &server, QObject *context, bool *happened,
                             std::function<void()> change)
{
    onceAfterListingPage(server, context, QStringLiteral("/issues?"), 1, happened,
                         std::move(change));
}

// An issue with 25 comments, listed ten to a page; returns their ids.
QList<qint64> addPagedComments(GitHubTestServer &server, int *issue)
{
    server.setPageSizeLimit(10);
    *issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
    QList<qint64> comments;
    for (int i = 0; i < 25; ++i)
        comments.append(server.addComment(*issue, QStringLiteral("commenter"),
                                          QStringLiteral("Comment %1").arg(i)));
    letTimePass(server);
    return comments;
}

// An issue with 25 reactions, listed ten to a page; returns their ids.
QList<qint64> addPagedReactions(GitHubTestServer &server, int *issue)
{
    server.setPageSizeLimit(10);
    *issue = server.addIssue(QStringLiteral("[Application] Popular"), QStringLiteral("body"));
    QList<qint64> reactions;
    for (int i = 0; i < 25; ++i)
        reactions.append(server.addIssueReaction(*issue, QStringLiteral("user-%1").arg(i),
                                                 QStringLiteral("+1")));
    letTimePass(server);
    return reactions;
}

bool sameReactions(QList<Reaction> cached, QList<GitHubTestServer::ReactionData> served)
{
    if (cached.size() != served.size())
        return false;
    std::sort(cached.begin(), cached.end(),
              [](const Reaction &a, const Reaction &b) { return a.id < b.id; });
    std::sort(served.begin(), served.end(),
              [](const GitHubTestServer::ReactionData &a, const GitHubTestServer::ReactionData &b) {
                  return a.id < b.id;
              });
    for (qsizetype i = 0; i < cached.size(); ++i) {
        if (cached.at(i).id != served.at(i).id || cached.at(i).user != served.at(i).user
            || cached.at(i).content != served.at(i).content
            || cached.at(i).createdAt.toSecsSinceEpoch()
                != served.at(i).createdAt.toSecsSinceEpoch())
            return false;
    }
    return true;
}

// The comments' index by issue is in the schema (DeferredIndexes leaves it out during a
// first sync's comment listing).
bool commentIndexPresent(Database &database)
{
    QSqlQuery query(database.connection());
    return query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND "
                                     "name = 'comments_issue'"))
        && query.next() && query.value(0).toInt() == 1;
}

// The issues' indexes that DeferredIndexes leaves out during a first sync's issue listing.
bool issueIndexesPresent(Database &database)
{
    QSqlQuery query(database.connection());
    return query.exec(QStringLiteral(
               "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN "
               "('issues_updated_at', 'issues_author', 'issues_listed', 'issue_labels_ordered')"))
        && query.next() && query.value(0).toInt() == 4;
}

// Reads one issue's comments and its marked ones as the window and the vote poll do; false
// with SQLite's complaint printed when either fails.
bool commentsReadable(Database &database, int issueNumber)
{
    IssueCache cache(database);
    cache.comments(issueNumber);
    cache.markedComments(issueNumber); // names comments_marked: it must be there
    if (!cache.errorString().isEmpty())
        qWarning() << cache.errorString();
    return cache.errorString().isEmpty();
}

QString sameSecond(const QDateTime &a, const QDateTime &b, const char *what, int number)
{
    if (a.isValid() != b.isValid() || (a.isValid() && a.toSecsSinceEpoch() != b.toSecsSinceEpoch()))
        return QStringLiteral("#%1 %2: cached %3, served %4")
            .arg(number)
            .arg(QLatin1String(what), a.toString(Qt::ISODate), b.toString(Qt::ISODate));
    return {};
}

// Every field of every issue, comment, label name and reaction the cache should mirror.
// Returns an empty string when the cache equals the server, else the first difference.
QString differences(Database &database, const GitHubTestServer &server)
{
    IssueCache cache(database);
    const QList<GitHubTestServer::IssueData> issues = server.issues();
    const QList<GitHubTestServer::CommentData> comments = server.comments();
    QSet<int> pullRequests;
    QHash<int, int> commentsPerIssue;
    for (const auto &comment : comments)
        ++commentsPerIssue[comment.issueNumber];
    int liveIssues = 0;
    QSet<QString> labelNames;
    for (const auto &cachedLabel : cache.labels())
        labelNames.insert(cachedLabel.name.toLower());

    for (const auto &served : issues) {
        if (served.pullRequest) {
            pullRequests.insert(served.number);
            if (cache.issue(served.number))
                return QStringLiteral("pull request #%1 was cached as an issue").arg(served.number);
            continue;
        }
        const std::optional<Issue> cached = cache.issue(served.number);
        if (served.deleted) {
            if (cached && !cached->deleted)
                return QStringLiteral("#%1 is deleted on the server but not in the cache")
                    .arg(served.number);
            continue;
        }
        ++liveIssues;
        if (!cached)
            return QStringLiteral("#%1 is missing").arg(served.number);
        const int n = served.number;
        if (cached->title != served.title)
            return QStringLiteral("#%1 title: %2 vs %3").arg(n).arg(cached->title, served.title);
        if (cached->body != (served.bodyIsNull ? QString() : served.body))
            return QStringLiteral("#%1 body differs").arg(n);
        if (cached->author != served.author)
            return QStringLiteral("#%1 author: %2 vs %3").arg(n).arg(cached->author, served.author);
        if (cached->state != served.state)
            return QStringLiteral("#%1 state: %2 vs %3").arg(n).arg(cached->state, served.state);
        if (cached->stateReason != served.stateReason)
            return QStringLiteral("#%1 state_reason: %2 vs %3")
                .arg(n)
                .arg(cached->stateReason, served.stateReason);
        if (cached->labels != served.labels)
            return QStringLiteral("#%1 labels: %2 vs %3")
                .arg(n)
                .arg(cached->labels.join(QLatin1Char(',')), served.labels.join(QLatin1Char(',')));
        for (const QString &label : served.labels) {
            if (!labelNames.contains(label.toLower()))
                return QStringLiteral("label %1 missing from the label table").arg(label);
        }
        for (const QString &diff :
             { sameSecond(cached->createdAt, served.createdAt, "created_at", n),
               sameSecond(cached->updatedAt, served.updatedAt, "updated_at", n),
               sameSecond(cached->closedAt, served.closedAt, "closed_at", n) }) {
            if (!diff.isEmpty())
                return diff;
        }
        if (cached->commentCount != commentsPerIssue.value(n))
            return QStringLiteral("#%1 comment count: %2 vs %3")
                .arg(n)
                .arg(cached->commentCount)
                .arg(commentsPerIssue.value(n));
        const auto servedReactions = server.issueReactions(n);
        if (cached->reactionCount != servedReactions.size())
            return QStringLiteral("#%1 reaction rollup: %2 vs %3")
                .arg(n)
                .arg(cached->reactionCount)
                .arg(servedReactions.size());
        if (!sameReactions(cache.reactions(ReactionSubject::Issue, n), servedReactions))
            return QStringLiteral("#%1 reactions differ").arg(n);
        if (cached->deleted)
            return QStringLiteral("#%1 is marked deleted").arg(n);
    }
    if (cache.issueCount() != liveIssues)
        return QStringLiteral("issue count: %1 cached vs %2 served")
            .arg(cache.issueCount())
            .arg(liveIssues);

    int issueComments = 0;
    for (const auto &served : comments) {
        const std::optional<Comment> cached = cache.comment(served.id);
        if (pullRequests.contains(served.issueNumber)) {
            if (cached)
                return QStringLiteral("pull request comment %1 was cached").arg(served.id);
            continue;
        }
        ++issueComments;
        if (!cached)
            return QStringLiteral("comment %1 on #%2 is missing")
                .arg(served.id)
                .arg(served.issueNumber);
        if (cached->issueNumber != served.issueNumber || cached->author != served.author
            || cached->body != served.body)
            return QStringLiteral("comment %1 differs").arg(served.id);
        for (const QString &diff : { sameSecond(cached->createdAt, served.createdAt,
                                                "comment created_at", int(served.id)),
                                     sameSecond(cached->updatedAt, served.updatedAt,
                                                "comment updated_at", int(served.id)) }) {
            if (!diff.isEmpty())
                return diff;
        }
        const auto servedReactions = server.commentReactions(served.id);
        if (cached->reactionCount != servedReactions.size()
            || !sameReactions(cache.reactions(ReactionSubject::Comment, served.id),
                              servedReactions))
            return QStringLiteral("reactions of comment %1 differ").arg(served.id);
    }
    // No duplicates, nothing left over.
    if (cache.commentCount() != issueComments)
        return QStringLiteral("comment count: %1 cached vs %2 served")
            .arg(cache.commentCount())
            .arg(issueComments);
    return {};
}

// A repository with everything the sync has to tell apart: issues over several pages, pull
// requests with comments, labels, closed issues, reactions on issues and comments.
void buildRepository(GitHubTestServer &server, int issues = 250, int comments = 600,
                     int reactions = 400)
{
    server.populate(issues, comments, reactions, 11);
    const int pr = server.addPullRequest(QStringLiteral("Add a CI badge"));
    server.addComment(pr, QStringLiteral("maintainer"), QStringLiteral("Thanks, merging."));
    const int withNullBody = server.addIssue(QStringLiteral("[Application] Empty"), QString());
    server.addIssueReaction(withNullBody, QStringLiteral("voter-arm"), QStringLiteral("+1"));
    // More than one page of reactions on one issue.
    const int popular = server.addIssue(QStringLiteral("[Application] Popular"),
                                        QStringLiteral("### Platform\n\nPopular"),
                                        QStringLiteral("vendor"), { QStringLiteral("voting") });
    for (int i = 0; i < 130; ++i)
        server.addIssueReaction(popular, QStringLiteral("user-%1").arg(i),
                                i % 2 ? QStringLiteral("+1") : QStringLiteral("eyes"));
    const qint64 voteComment =
        server.addComment(popular, QStringLiteral("cochair-ana"), QStringLiteral("Vote here"));
    server.addCommentReaction(voteComment, QStringLiteral("voter-aws"), QStringLiteral("-1"));
    server.closeIssue(withNullBody, QStringLiteral("not_planned"));
    letTimePass(server);
}

int requestsMatching(const GitHubTestServer &server, const QString &fragment)
{
    int count = 0;
    for (const auto &record : server.requests()) {
        if (record.pathAndQuery.contains(fragment))
            ++count;
    }
    return count;
}

// Eight items at seconds of their own, six sharing one (at page size 10, page 1 ends with the
// second of those), then `after` more; `add(label)` adds one at the server's next second.
void addAroundASharedSecond(GitHubTestServer &server, int after,
                            const std::function<void(const QString &)> &add)
{
    server.setPageSizeLimit(10);
    for (int i = 0; i < 8; ++i)
        add(QStringLiteral("Before %1").arg(i));
    const QDateTime shared = server.now();
    for (int i = 0; i < 6; ++i) {
        server.setNow(shared);
        add(QStringLiteral("Shared %1").arg(i));
    }
    for (int i = 0; i < after; ++i)
        add(QStringLiteral("After %1").arg(i));
    letTimePass(server);
}

void injectExclusiveSince(GitHubTestServer &server, const QString &listing)
{
    GitHubTestServer::Fault fault;
    fault.kind = GitHubTestServer::FaultKind::ExclusiveSince;
    fault.pathContains = listing;
    fault.times = 1000;
    server.injectFault(fault);
}

// First pages of the issue listing asked for without `since`: every issue.
int listingsOfEveryIssue(const GitHubTestServer &server)
{
    int count = 0;
    for (const auto &record : server.requests()) {
        if (record.pathAndQuery.contains(QLatin1String("/issues?state=all"))
            && !record.pathAndQuery.contains(QLatin1String("since=")))
            ++count;
    }
    return count;
}

int readsOfIssue(const GitHubTestServer &server, int number)
{
    int count = 0;
    for (const auto &record : server.requests()) {
        if (record.pathAndQuery.endsWith(QStringLiteral("/issues/%1").arg(number)))
            ++count;
    }
    return count;
}

} // namespace

class TestSyncEngine : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void initialSync_matchesServer()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        QSignalSpy progress(rig.engine.get(), &SyncEngine::progress);

        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.outcome, SyncResult::Outcome::Succeeded);
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        int liveIssues = 0;
        for (const auto &issue : server.issues())
            liveIssues += !issue.pullRequest && !issue.deleted;
        QCOMPARE(result.issuesUpdated, liveIssues);
        QCOMPARE(result.requests, server.requestCount());
        QCOMPARE(result.repositoryFullName, server.fullName());
        qInfo("initial sync: %d issues, %d comments cached with %d requests", liveIssues,
              IssueCache(rig.database).commentCount(), result.requests);

        // Pages of issues and comments were read by following Link; each listing is sorted by
        // update time, oldest first.
        QVERIFY(requestsMatching(server, QStringLiteral("/issues?")) >= 3);
        QVERIFY(requestsMatching(server, QStringLiteral("/issues/comments?")) >= 6);
        for (const auto &record : server.requests()) {
            if (record.pathAndQuery.contains(QLatin1String("/issues?"))
                || record.pathAndQuery.contains(QLatin1String("/issues/comments?"))) {
                QVERIFY(record.pathAndQuery.contains(QLatin1String("sort=updated")));
                QVERIFY(record.pathAndQuery.contains(QLatin1String("direction=asc")));
                QVERIFY(record.pathAndQuery.contains(QLatin1String("per_page=100")));
            }
        }

        // Progress: phases in order, a translated message each time, and Done at the end.
        QVERIFY(progress.size() >= 10);
        const auto last = progress.constLast().constFirst().value<SyncProgress>();
        QCOMPARE(last.phase, SyncProgress::Phase::Done);
        QCOMPARE(last.issuesUpdated, liveIssues);
        bool sawIssuePage3 = false;
        for (const auto &arguments : std::as_const(progress)) {
            const auto p = arguments.constFirst().value<SyncProgress>();
            QVERIFY(!p.message.isEmpty());
            sawIssuePage3 |= p.phase == SyncProgress::Phase::Issues
                && p.message.startsWith(QLatin1String("Fetching issues: page 3"));
        }
        QVERIFY(sawIssuePage3);

        SyncStateStore state(rig.database);
        QVERIFY(state.sinceMark(QStringLiteral("issues")).isValid());
        QVERIFY(state.sinceMark(QStringLiteral("comments")).isValid());
        QVERIFY(state.status().lastSuccess.isValid());
        QVERIFY(state.status().lastAttempt.isValid());
        QCOMPARE(state.rateLimit().limit, rig.client->rateLimit().limit);
    }

    void pageCommits_leaveCheckpointsToAWorker()
    {
        // While a run writes its pages, its connection's own checkpoint bound is raised: a worker
        // thread checkpoints instead (tst_backgroundcheckpointer). It is put back after.
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        const auto bound = [&rig] {
            QSqlQuery query(rig.database.connection());
            return query.exec(QStringLiteral("PRAGMA wal_autocheckpoint")) && query.next()
                ? query.value(0).toInt()
                : -1;
        };
        QList<int> boundsWhileRunning;
        connect(rig.engine.get(), &SyncEngine::progress, this,
                [&] { boundsWhileRunning.append(bound()); });
        QVERIFY(sync(*rig.engine).ok());
        QVERIFY(!boundsWhileRunning.isEmpty());
        QCOMPARE(boundsWhileRunning.count(8192), boundsWhileRunning.size());
        QCOMPARE(bound(), 1000);
    }

    void firstListings_buildTheirIndexesAfter()
    {
        // The first sync fills the issues, then the comments, without the indexes keyed
        // otherwise and builds them once each listing ends, before the next phase reads;
        // every read works meanwhile; a later sync, with rows cached, keeps them throughout.
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        QMultiHash<SyncProgress::Phase, bool> present;
        QMultiHash<SyncProgress::Phase, bool> issuesIndexed;
        bool readable = true;
        const int firstIssue = server.issues().constFirst().number;
        connect(rig.engine.get(), &SyncEngine::progress, this, [&](const SyncProgress &p) {
            present.insert(p.phase, commentIndexPresent(rig.database));
            issuesIndexed.insert(p.phase, issueIndexesPresent(rig.database));
            IssueCache cache(rig.database);
            cache.listedIssues(); // the application list, as the window reads it
            readable = readable && commentsReadable(rig.database, firstIssue)
                && cache.errorString().isEmpty();
        });
        QVERIFY(sync(*rig.engine).ok());
        QVERIFY(readable);
        QVERIFY(!issuesIndexed.values(SyncProgress::Phase::Issues).isEmpty());
        QVERIFY(!issuesIndexed.values(SyncProgress::Phase::Issues).contains(true));
        QVERIFY(!issuesIndexed.values(SyncProgress::Phase::Comments).contains(false));
        QVERIFY(issueIndexesPresent(rig.database));
        QVERIFY(present.values(SyncProgress::Phase::Issues).contains(true));
        QVERIFY(!present.values(SyncProgress::Phase::Comments).isEmpty());
        QVERIFY(!present.values(SyncProgress::Phase::Comments).contains(true));
        QVERIFY(!present.values(SyncProgress::Phase::Reactions).isEmpty());
        QVERIFY(!present.values(SyncProgress::Phase::Reactions).contains(false));
        QVERIFY(commentIndexPresent(rig.database));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        present.clear();
        issuesIndexed.clear();
        server.addComment(firstIssue, QStringLiteral("someone"), QStringLiteral("one more"));
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        QVERIFY(!present.values(SyncProgress::Phase::Comments).isEmpty());
        QVERIFY(!present.values(SyncProgress::Phase::Comments).contains(false));
        QVERIFY(!issuesIndexed.values(SyncProgress::Phase::Issues).isEmpty());
        QVERIFY(!issuesIndexed.values(SyncProgress::Phase::Issues).contains(false));
    }

    void engineGoneDuringFirstCommentListing_indexBuilt()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        bool deleting = false;
        bool indexWhileListing = true;
        connect(rig.engine.get(), &SyncEngine::progress, this, [&](const SyncProgress &p) {
            if (p.phase == SyncProgress::Phase::Comments && !deleting) {
                deleting = true;
                indexWhileListing = commentIndexPresent(rig.database);
                QTimer::singleShot(0, this, [&] { rig.engine.reset(); }); // as the window closes
            }
        });
        QSignalSpy gone(rig.engine.get(), &QObject::destroyed);
        rig.engine->start();
        QVERIFY(gone.wait());
        QVERIFY(!indexWhileListing);
        QVERIFY(commentIndexPresent(rig.database));
    }

    void noChangeResync_costsAtMostThreeRequests()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        const SyncResult first = sync(*rig.engine);
        QVERIFY2(first.ok(), qPrintable(first.errorString));

        letTimePass(server);
        server.clearRequests();
        const SyncResult again = sync(*rig.engine);
        QVERIFY2(again.ok(), qPrintable(again.errorString));
        qInfo("first no-change resync: %d requests", again.requests);
        QVERIFY2(again.requests <= 3, qPrintable(QString::number(again.requests)));
        QCOMPARE(again.requests, server.requestCount());
        // The repository revalidates; each listing is one small `since` page (the items at the
        // inclusive mark), whose validator is kept from now on.
        QCOMPARE(server.requests().at(0).status, 304);
        for (const auto &record : server.requests())
            QVERIFY2(record.status == 304 || record.pathAndQuery.contains(QLatin1String("since=")),
                     qPrintable(record.pathAndQuery));
        QCOMPARE(again.issuesUpdated, 0);
        QCOMPARE(again.commentsUpdated, 0);

        letTimePass(server);
        server.clearRequests();
        const SyncResult third = sync(*rig.engine);
        QVERIFY2(third.ok(), qPrintable(third.errorString));
        qInfo("later no-change resync: %d requests", third.requests);
        QCOMPARE(third.requests, 3);
        for (const auto &record : server.requests())
            QVERIFY2(record.status == 304, qPrintable(record.pathAndQuery));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void incremental_fetchesOnlyChanges()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        // A no-change run keeps validators for its `since` pages (the next one would get 304s)…
        letTimePass(server);
        server.clearRequests();
        QVERIFY(sync(*rig.engine).ok());
        QStringList sincePages;
        for (const auto &record : server.requests()) {
            if (record.pathAndQuery.contains(QLatin1String("since=")))
                sincePages.append(record.pathAndQuery);
        }
        QCOMPARE(sincePages.size(), 2);
        SyncStateStore state(rig.database);
        for (const QString &page : std::as_const(sincePages))
            QVERIFY2(!state.validators(page).etag.isEmpty(), qPrintable(page));

        // Two issues change; one of them gets a new comment; one old issue gets a new reaction.
        const QList<GitHubTestServer::IssueData> issues = server.issues();
        int a = 0;
        int b = 0;
        for (const auto &issue : issues) {
            if (issue.pullRequest || issue.deleted)
                continue;
            if (a == 0)
                a = issue.number;
            else if (b == 0 && issue.state == QLatin1String("open"))
                b = issue.number;
        }
        QVERIFY(a && b);
        server.editIssue(a, QStringLiteral("Edited title"),
                         QStringLiteral("### Platform\n\nEdited"));
        server.setIssueLabels(b, { QStringLiteral("needs-info") });
        server.closeIssue(b, QStringLiteral("completed"));
        const qint64 comment =
            server.addComment(a, QStringLiteral("applicant"), QStringLiteral("More evidence"));
        server.addIssueReaction(a, QStringLiteral("voter-ibm"), QStringLiteral("+1"));
        letTimePass(server);

        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.issuesUpdated, 2);
        QCOMPARE(result.commentsUpdated, 1);
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QCOMPARE(IssueCache(rig.database).comment(comment)->body, QStringLiteral("More evidence"));

        // The listings asked only for what changed since the last run.
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues?")), 1);
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/comments?")), 1);
        for (const auto &record : server.requests()) {
            if (record.pathAndQuery.contains(QLatin1String("/issues?"))
                || record.pathAndQuery.contains(QLatin1String("/issues/comments?")))
                QVERIFY2(record.pathAndQuery.contains(QLatin1String("since=")),
                         qPrintable(record.pathAndQuery));
            // No reactions fetched for anything that did not change.
            if (record.pathAndQuery.contains(QLatin1String("/reactions")))
                QVERIFY2(record.pathAndQuery.contains(QStringLiteral("/issues/%1/").arg(a))
                             || record.pathAndQuery.contains(QStringLiteral("/issues/%1/").arg(b)),
                         qPrintable(record.pathAndQuery));
        }
        QVERIFY(result.requests <= 5);
        // …and once the marks move, those URLs are never asked again: their validators go.
        for (const QString &page : std::as_const(sincePages))
            QVERIFY2(state.validators(page).etag.isEmpty(), qPrintable(page));
        qInfo("incremental sync (2 issues, 1 comment, 1 reaction changed): %d requests",
              result.requests);
    }

    void pullRequestComments_dropped()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue =
            server.addIssue(QStringLiteral("[Application] X"), QStringLiteral("body"));
        const int pr = server.addPullRequest(QStringLiteral("A fix"));
        const qint64 onIssue =
            server.addComment(issue, QStringLiteral("a"), QStringLiteral("on the issue"));
        const qint64 onPr =
            server.addComment(pr, QStringLiteral("b"), QStringLiteral("on the pull request"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        IssueCache cache(rig.database);
        QVERIFY(cache.comment(onIssue));
        QVERIFY(!cache.comment(onPr));
        QVERIFY(cache.isPullRequest(pr));
        QVERIFY(!cache.issue(pr));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void faults_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("where");
        QTest::addColumn<int>("times");
        QTest::addColumn<bool>("mustSucceed");
        using K = GitHubTestServer::FaultKind;
        const QList<QPair<const char *, QString>> places = {
            { "first", QString() }, // the repository request first, then whatever follows
            { "issues p1", QStringLiteral("/issues?state=all") },
            { "issues p2", QStringLiteral("since=") }, // the first page asked for from a time
            { "comments", QStringLiteral("/issues/comments?") },
            { "reactions", QStringLiteral("/reactions") },
        };
        const QList<QPair<const char *, K>> kinds = {
            { "500", K::ServerError500 },
            { "502", K::BadGateway502 },
            { "secondary", K::SecondaryRateLimit403 },
            { "primary", K::PrimaryRateLimit403 },
            { "429", K::TooManyRequests429 },
            { "slow", K::Slow },
            { "drop", K::DropMidBody },
            { "malformed", K::MalformedJson },
            { "404", K::NotFound404 },
        };
        for (const auto &place : places) {
            for (const auto &kind : kinds) {
                const bool retried =
                    kind.second != K::MalformedJson && kind.second != K::NotFound404;
                // Once: retries absorb it (or it fails cleanly if it cannot be retried).
                QTest::addRow("%s %s once", kind.first, place.first)
                    << int(kind.second) << place.second << 1 << retried;
                // Persistently: the sync fails cleanly (a slow answer is still an answer).
                QTest::addRow("%s %s always", kind.first, place.first)
                    << int(kind.second) << place.second << 50 << (kind.second == K::Slow);
            }
        }
    }
    void faults()
    {
        QFETCH(int, kind);
        QFETCH(QString, where);
        QFETCH(int, times);
        QFETCH(bool, mustSucceed);

        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server, 120, 250, 150); // still several pages of each
        Rig rig(server);

        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind(kind);
        fault.pathContains = where;
        fault.times = times;
        fault.retryAfterSeconds = 2;
        fault.resetInSeconds = 3;
        fault.delayMs = 20;
        server.injectFault(fault);

        const SyncResult faulty = sync(*rig.engine);
        QVERIFY2(server.pendingFaults() < times, "the fault was never hit");
        // Built again, however the run ended.
        QVERIFY(commentIndexPresent(rig.database) && issueIndexesPresent(rig.database));
        if (mustSucceed)
            QVERIFY2(faulty.ok(), qPrintable(faulty.errorString));
        SyncStateStore state(rig.database);
        if (!faulty.ok()) {
            QCOMPARE(faulty.outcome, SyncResult::Outcome::Failed);
            // One clear sentence, recorded for the status bar.
            QVERIFY(!faulty.errorString.isEmpty());
            QVERIFY2(faulty.errorString.endsWith(QLatin1Char('.')), qPrintable(faulty.errorString));
            QVERIFY(!faulty.errorString.contains(QLatin1Char('\n')));
            QCOMPARE(state.status().lastError, faulty.errorString);
            // Marks advance only after a whole run.
            QVERIFY(!state.sinceMark(QStringLiteral("issues")).isValid());
            QVERIFY(!state.sinceMark(QStringLiteral("comments")).isValid());
            if (kind == int(GitHubTestServer::FaultKind::MalformedJson))
                QVERIFY2(faulty.errorString.startsWith(QLatin1String(
                             "GitHub sent a response the workbench could not read (")),
                         qPrintable(faulty.errorString));
        }
        QVERIFY(server.requestCount() > 0);

        server.clearFaults();
        letTimePass(server);
        const SyncResult clean = sync(*rig.engine);
        QVERIFY2(clean.ok(), qPrintable(clean.errorString));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(state.sinceMark(QStringLiteral("issues")).isValid());
    }

    // The next reaction list is asked for before the last one is written; a run that fails on
    // it still keeps the one before, as it keeps the listing's pages.
    void reactionListBeforeAFailure_isKept()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int first = server.addIssue(QStringLiteral("[Application] First"), QString());
        server.addIssueReaction(first, QStringLiteral("voter-arm"), QStringLiteral("+1"));
        server.addIssueReaction(first, QStringLiteral("voter-aws"), QStringLiteral("eyes"));
        const int second = server.addIssue(QStringLiteral("[Application] Second"), QString());
        server.addIssueReaction(second, QStringLiteral("voter-amd"), QStringLiteral("+1"));
        letTimePass(server);
        Rig rig(server);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::MalformedJson;
        fault.pathContains = QStringLiteral("/issues/%1/reactions").arg(second);
        server.injectFault(fault);

        const SyncResult result = sync(*rig.engine);
        QCOMPARE(server.pendingFaults(), 0);
        QCOMPARE(result.outcome, SyncResult::Outcome::Failed);
        IssueCache cache(rig.database);
        QCOMPARE(cache.reactions(ReactionSubject::Issue, first).size(), 2);
        QCOMPARE(cache.reactions(ReactionSubject::Issue, second).size(), 0);

        const SyncResult clean = sync(*rig.engine);
        QVERIFY2(clean.ok(), qPrintable(clean.errorString));
        QCOMPARE(cache.reactions(ReactionSubject::Issue, second).size(), 1);
    }

    // Reaction lists are written fifty at a time. A run that ends between two writes (cancelled,
    // or its engine destroyed when the window closes) still keeps every list it fetched, as
    // when each was written on its own: the next sync does not ask for them again.
    void reactionListsFetchedBeforeTheEnd_areKept_data()
    {
        QTest::addColumn<int>("stopBefore"); // stop when asking for this list (1-based)
        QTest::addColumn<bool>("destroyEngine");
        QTest::newRow("cancelled, none written yet") << 20 << false;
        QTest::newRow("cancelled after a write") << 60 << false;
        QTest::newRow("engine destroyed") << 30 << true;
    }

    void reactionListsFetchedBeforeTheEnd_areKept()
    {
        QFETCH(int, stopBefore);
        QFETCH(bool, destroyEngine);
        GitHubTestServer server;
        QVERIFY(server.listen());
        for (int i = 0; i < 70; ++i) {
            const int number =
                server.addIssue(QStringLiteral("[Application] Platform %1").arg(i), QString());
            server.addIssueReaction(number, QStringLiteral("voter-%1").arg(i),
                                    QStringLiteral("+1"));
        }
        letTimePass(server);
        Rig rig(server);
        int asked = 0;
        connect(rig.engine.get(), &SyncEngine::progress, this, [&](const SyncProgress &progress) {
            if (progress.phase != SyncProgress::Phase::Reactions || ++asked != stopBefore)
                return;
            if (destroyEngine) // from the event loop, as the window closes
                QTimer::singleShot(0, this, [&] { rig.engine.reset(); });
            else
                rig.engine->cancel();
        });
        const int keptAtLeast = stopBefore - 1;
        if (destroyEngine) {
            QSignalSpy gone(rig.engine.get(), &QObject::destroyed);
            rig.engine->start();
            QVERIFY(gone.wait(60000));
        } else {
            QCOMPARE(sync(*rig.engine).outcome, SyncResult::Outcome::Cancelled);
        }
        QCOMPARE(asked, stopBefore);
        const int asks = requestsMatching(server, QStringLiteral("/reactions"));
        if (!destroyEngine)
            QCOMPARE(asks, stopBefore - 1); // cancelled before the next was asked for
        QSqlQuery kept(rig.database.connection());
        QVERIFY(kept.exec(QStringLiteral(
            "SELECT COUNT(DISTINCT subject_id) FROM reactions WHERE subject_type = 'issue'")));
        QVERIFY(kept.next());
        // Destroyed from the event loop, the run may have had the next answer first: kept too.
        QVERIFY2(kept.value(0).toInt() >= keptAtLeast && kept.value(0).toInt() <= asks,
                 qPrintable(
                     QStringLiteral("%1 kept, %2 asked for").arg(kept.value(0).toInt()).arg(asks)));
        if (!destroyEngine)
            QCOMPARE(kept.value(0).toInt(), keptAtLeast);
    }

    void faultDuringIncrementalSync_resumes()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        SyncStateStore state(rig.database);
        const QDateTime issuesMark = state.sinceMark(QStringLiteral("issues"));
        const QDateTime commentsMark = state.sinceMark(QStringLiteral("comments"));

        // 150 new comments: two pages of the since listing; the second page breaks.
        const QList<GitHubTestServer::IssueData> issues = server.issues();
        for (int i = 0; i < 150; ++i)
            server.addComment(issues.at(i % 40).number, QStringLiteral("commenter"),
                              QStringLiteral("Comment %1").arg(i));
        letTimePass(server);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::DropMidBody;
        fault.pathContains = QStringLiteral("/issues/comments?");
        fault.skip = 1;
        fault.times = 50;
        server.injectFault(fault);
        const SyncResult broken = sync(*rig.engine);
        QCOMPARE(broken.outcome, SyncResult::Outcome::Failed);
        QVERIFY2(broken.errorString.startsWith(QLatin1String("GitHub could not be reached")),
                 qPrintable(broken.errorString));
        QCOMPARE(state.sinceMark(QStringLiteral("issues")), issuesMark);
        QCOMPARE(state.sinceMark(QStringLiteral("comments")), commentsMark);
        // The first page was written (pages are upserts), the rest comes next time.
        QVERIFY(IssueCache(rig.database).commentCount() > 0);

        server.clearFaults();
        letTimePass(server);
        const SyncResult resumed = sync(*rig.engine);
        QVERIFY2(resumed.ok(), qPrintable(resumed.errorString));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(state.sinceMark(QStringLiteral("comments")) > commentsMark);
    }

    void updateDuringListing_missesNothing()
    {
        // The oldest issue is updated after the first page was read: it moves to the end, and
        // the items after its old place move up one. Paged by offset, issue 11 would slide from
        // page 2 onto page 1, unseen; the pages chained by `since` still find it, and the moved
        // issue comes again at the end with its new version.
        GitHubTestServer server;
        QVERIFY(server.listen());
        addPagedIssues(server, 35);
        Rig rig(server);
        bool mutated = false;
        onceAfterFirstIssuePage(server, this, &mutated, [&server] {
            server.editIssue(1, QStringLiteral("Moved"), QStringLiteral("body"));
        });
        const SyncResult first = sync(*rig.engine);
        QVERIFY2(first.ok(), qPrintable(first.errorString));
        QVERIFY(mutated);
        QVERIFY(IssueCache(rig.database).issue(11));
        QCOMPARE(IssueCache(rig.database).issue(1)->title, QStringLiteral("Moved"));
        QCOMPARE(first.issuesUpdated, 35); // issue 1 twice, counted once
        SyncStateStore state(rig.database);
        QVERIFY(state.sinceMark(QStringLiteral("issues")).isValid()); // nothing left unread
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void itemListedUnchangedThenUpdated_countsOnce()
    {
        // The next run lists the issue at the mark again, unchanged; it is updated while the
        // listing pages on and comes again at the end, changed: one update.
        GitHubTestServer server;
        QVERIFY(server.listen());
        addPagedIssues(server, 25);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        const QDateTime mark = SyncStateStore(rig.database).sinceMark(QStringLiteral("issues"));
        int atTheMark = 0;
        for (const auto &issue : server.issues()) {
            if (issue.updatedAt == mark)
                atTheMark = issue.number;
        }
        QVERIFY(atTheMark > 0);
        for (int i = 0; i < 15; ++i)
            server.addIssue(QStringLiteral("New %1").arg(i), QStringLiteral("body"));
        letTimePass(server);
        bool edited = false;
        onceAfterFirstIssuePage(server, this, &edited, [&server, atTheMark] {
            server.editIssue(atTheMark, QStringLiteral("Edited"), QStringLiteral("body"));
        });
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QVERIFY(edited);
        QCOMPARE(result.issuesUpdated, 16);
        QCOMPARE(IssueCache(rig.database).issue(atTheMark)->title, QStringLiteral("Edited"));
    }

    void pageBoundaryItem_countsOnce()
    {
        // Each page after the first is asked for from the updated_at of the page before's last
        // item, and `since` is inclusive: that item comes again at the top of the next page,
        // unchanged. An initial sync reads no cache state for its pages (nothing was cached), so
        // it knows the item from the page before: written once, counted once.
        GitHubTestServer server;
        QVERIFY(server.listen());
        addPagedIssues(server, 25);
        Rig rig(server);
        const SyncResult first = sync(*rig.engine);
        QVERIFY2(first.ok(), qPrintable(first.errorString));
        QCOMPARE(first.issuesUpdated, 25);
        QCOMPARE(IssueCache(rig.database).issueCount(), 25);
        // 25 issues, 10 to a page: 1-10, then 10-19 and 19-25 (the last page is not full).
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues?")), 3);
        QCOMPARE(requestsMatching(server, QStringLiteral("&page=")), 0); // never by offset

        // Cached before the run: the page state is read from the cache, with the same count.
        server.editIssue(5, QStringLiteral("Edited"), QStringLiteral("body"));
        letTimePass(server);
        SyncStateStore(rig.database).setSinceMark(QStringLiteral("issues"), QDateTime());
        const SyncResult again = sync(*rig.engine);
        QVERIFY2(again.ok(), qPrintable(again.errorString));
        QCOMPARE(again.issuesUpdated, 1);
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void itemRemovedFromAPageAlreadyRead_isNotMissed()
    {
        // An item that disappears from a page already read (an issue deleted or transferred)
        // would move the first item of the next page onto the page before, were the pages asked
        // for by offset. Chained by `since`, nothing that happens before can move what comes
        // after.
        GitHubTestServer server;
        QVERIFY(server.listen());
        addPagedIssues(server, 25);
        Rig rig(server);
        bool removed = false;
        onceAfterFirstIssuePage(server, this, &removed,
                                [&server] { server.deleteIssue(1); }); // on page 1, just served
        const SyncResult first = sync(*rig.engine);
        QVERIFY2(first.ok(), qPrintable(first.errorString));
        QVERIFY(removed);
        for (int number = 2; number <= 25; ++number)
            QVERIFY2(IssueCache(rig.database).issue(number), qPrintable(QString::number(number)));
    }

    void commentRemovedFromAPageAlreadyRead_isNotMissed()
    {
        // The same for the comment listing: authors delete their own comments.
        GitHubTestServer server;
        QVERIFY(server.listen());
        int issue = 0;
        const QList<qint64> comments = addPagedComments(server, &issue);
        Rig rig(server);
        bool removed = false;
        onceAfterListingPage(server, this, QStringLiteral("/issues/comments?"), 1, &removed,
                             [&server, &comments] { server.deleteComment(comments.at(2)); });
        const SyncResult first = sync(*rig.engine);
        QVERIFY2(first.ok(), qPrintable(first.errorString));
        QVERIFY(removed);
        IssueCache cache(rig.database);
        for (qsizetype i = 3; i < comments.size(); ++i)
            QVERIFY2(cache.comment(comments.at(i)), qPrintable(QString::number(i)));
    }

    void moreThanAPageInOneSecond_markStopsThere()
    {
        // More than a page of items updated in the same second cannot be told apart by `since`:
        // that range is paged by offset (Link), where an issue deleted from a page already read
        // hides the next page's first. The mark stops at that second, so the next run reads the
        // range again and finds it.
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.setPageSizeLimit(10);
        for (int i = 0; i < 5; ++i)
            server.addIssue(QStringLiteral("Before %1").arg(i), QStringLiteral("body"));
        const QDateTime sameSecond = server.now();
        QList<int> crowd;
        for (int i = 0; i < 25; ++i) {
            server.setNow(sameSecond);
            crowd.append(server.addIssue(QStringLiteral("Crowd %1").arg(i), QStringLiteral("b")));
        }
        for (int i = 0; i < 5; ++i)
            server.addIssue(QStringLiteral("After %1").arg(i), QStringLiteral("body"));
        letTimePass(server);
        const QDateTime crowded = sameSecond.addSecs(1);

        Rig rig(server);
        bool removed = false;
        // Page 1: five before, five of the crowd. Page 2: the crowd from its second; all ten
        // share it, so page 3 is that query's page 2, by offset.
        onceAfterListingPage(server, this, QStringLiteral("/issues?"), 2, &removed,
                             [&server, &crowd] { server.deleteIssue(crowd.at(0)); });
        const SyncResult first = sync(*rig.engine);
        QVERIFY2(first.ok(), qPrintable(first.errorString));
        QVERIFY(removed);
        QVERIFY(requestsMatching(server, QStringLiteral("&page=2")) >= 1);
        SyncStateStore state(rig.database);
        QCOMPARE(state.sinceMark(QStringLiteral("issues")), crowded);
        // The first of page 3 slid onto page 2 after it was read.
        IssueCache cache(rig.database);
        QList<int> missing;
        for (int number : std::as_const(crowd)) {
            if (!cache.issue(number))
                missing.append(number);
        }
        QCOMPARE(missing.size(), 1);

        letTimePass(server);
        const SyncResult second = sync(*rig.engine);
        QVERIFY2(second.ok(), qPrintable(second.errorString));
        QVERIFY(cache.issue(missing.constFirst()));
        QVERIFY(state.sinceMark(QStringLiteral("issues")) >= crowded);
    }

    void serverWithExclusiveSince_missesNothing()
    {
        // Each page is asked for from its predecessor's last updated_at, and `since` is taken to
        // be inclusive, so the items at that second come again. On a server where it is
        // exclusive, the items sharing that second that did not fit on the page would be lost.
        // A page that lacks the item it was asked from, and begins after its second, shows
        // that: the second is read again, from the one before, once the listing has ended.
        QFETCH(bool, exclusive);
        GitHubTestServer server;
        QVERIFY(server.listen());
        addAroundASharedSecond(server, 41, [&server](const QString &title) {
            server.addIssue(title, QStringLiteral("body"));
        });
        if (exclusive)
            injectExclusiveSince(server, QStringLiteral("/issues?"));
        Rig rig(server);
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.issuesUpdated, 55);
        QCOMPARE(IssueCache(rig.database).issueCount(), 55);
        // Inclusive: 10, then from each page's last second (the shared one twice: 8 new), 7.
        // Exclusive: page 2 lacks the shared second (10 new), page 3 (asked for before page 2
        // was read) its own first second; from then on each page is asked for from the second
        // before, and lacks nothing (6 pages); the two seconds are read again: 8.
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues?")), exclusive ? 8 : 7);
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void serverWithExclusiveSince_missesNoComment()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        addAroundASharedSecond(server, 11, [&server, issue](const QString &body) {
            server.addComment(issue, QStringLiteral("a"), body);
        });
        injectExclusiveSince(server, QStringLiteral("/issues/comments?"));
        Rig rig(server);
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.commentsUpdated, 25);
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void serverWithExclusiveSince_missesNothing_data()
    {
        QTest::addColumn<bool>("exclusive");
        QTest::newRow("inclusive") << false;
        QTest::newRow("exclusive") << true;
    }

    void serverIgnoringSince_readByOffset()
    {
        // A server that does not filter by `since` would send every new query back to its
        // first page, and pages chained by `since` would start over again and again. The sync
        // notices items older than it asked for, reads the rest by offset (Link), and keeps the
        // mark where it was.
        GitHubTestServer server;
        QVERIFY(server.listen());
        addPagedIssues(server, 45);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::IgnoreSince;
        fault.pathContains = QStringLiteral("/issues?");
        fault.times = 1000;
        server.injectFault(fault);
        Rig rig(server);
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.issuesUpdated, 45);
        QCOMPARE(IssueCache(rig.database).issueCount(), 45);
        // Five pages; the first two asked from a time came back from the start.
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues?")), 8);
        QVERIFY(!SyncStateStore(rig.database).sinceMark(QStringLiteral("issues")).isValid());
    }

    void deletedComment_leavesTheCacheWhenItsIssueIsListed()
    {
        // The listings never show a deleted comment. Once its issue is listed again (here it is
        // edited), the issue's comment count no longer matches the cache, and its thread is
        // read whole. The other issues' threads are not read.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        const int other = server.addIssue(QStringLiteral("Other"), QStringLiteral("body"));
        const qint64 kept = server.addComment(issue, QStringLiteral("a"), QStringLiteral("One"));
        const qint64 gone = server.addComment(issue, QStringLiteral("b"), QStringLiteral("Two"));
        server.addComment(other, QStringLiteral("a"), QStringLiteral("Three"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        IssueCache cache(rig.database);
        QVERIFY(cache.comment(gone));

        server.deleteComment(gone);
        letTimePass(server);
        server.clearRequests();
        QVERIFY(sync(*rig.engine).ok());
        QVERIFY(cache.comment(gone)); // its issue was not listed: nothing shows the deletion
        QCOMPARE(requestsMatching(server, QStringLiteral("/comments?per_page")), 0);

        server.editIssue(issue, QStringLiteral("Edited"), QStringLiteral("body"));
        letTimePass(server);
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QVERIFY(!cache.comment(gone));
        QVERIFY(cache.comment(kept));
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/%1/comments").arg(issue)), 1);
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/%1/comments").arg(other)), 0);
        QCOMPARE(result.commentsUpdated, 0);
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void commentMissingFromTheCache_arrivesWhenItsIssueIsListed()
    {
        // A comment the listings did not bring (one a lagging listing showed late, dated before
        // the mark) is in the issue's count: the thread is read whole and it arrives.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        server.addComment(issue, QStringLiteral("a"), QStringLiteral("One"));
        const qint64 missed = server.addComment(issue, QStringLiteral("b"), QStringLiteral("Two"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        IssueCache cache(rig.database);
        QVERIFY(cache.deleteComment(missed));

        server.setIssueLabels(issue, { QStringLiteral("needs-info") });
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        QCOMPARE(cache.comment(missed)->body, QStringLiteral("Two"));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void commentAddedDuringTheRun_readsNoThread()
    {
        // A comment made after the issue listing showed its issue is not in the count the
        // listing gave: it is not taken for a difference.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        server.addComment(issue, QStringLiteral("a"), QStringLiteral("One"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());

        server.editIssue(issue, QStringLiteral("Edited"), QStringLiteral("body"));
        letTimePass(server);
        bool added = false;
        onceAfterFirstIssuePage(server, this, &added, [&server, issue] {
            server.addComment(issue, QStringLiteral("b"), QStringLiteral("Two"));
        });
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QVERIFY(added);
        QCOMPARE(IssueCache(rig.database).comments(issue).size(), 2);
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/%1/comments").arg(issue)), 0);
    }

    void commentTheThreadLagsBehind_isNotTakenForDeleted()
    {
        // An issue's thread is served by a replica that lags behind a new comment, which the
        // repository's listing has already brought. The thread is read whole because another
        // comment was deleted; the new one it lacks is asked for on its own and kept. Dropping
        // it would lose it for good: the mark moves past it, and no listing shows it again.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        server.addComment(issue, QStringLiteral("a"), QStringLiteral("One"));
        const qint64 gone = server.addComment(issue, QStringLiteral("b"), QStringLiteral("Two"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());

        server.deleteComment(gone);
        server.setCommentListingLag(60 * 60 * 1000);
        const qint64 lagging = server.addComment(issue, QStringLiteral("c"), QStringLiteral("New"));
        letTimePass(server);
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/%1/comments").arg(issue)), 1);
        IssueCache cache(rig.database);
        QVERIFY(!cache.comment(gone));
        QVERIFY(cache.comment(lagging));

        server.catchUpCommentListings();
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void syncIssue_commentTheThreadLagsBehind_isKept()
    {
        // The same lag under a refresh of one issue: a comment the cache holds and the thread
        // lacks is asked for on its own before it is dropped.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        const qint64 gone = server.addComment(issue, QStringLiteral("a"), QStringLiteral("One"));
        letTimePass(server);
        server.setCommentListingLag(60 * 60 * 1000);
        const qint64 lagging = server.addComment(issue, QStringLiteral("b"), QStringLiteral("Two"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        IssueCache cache(rig.database);
        QVERIFY(cache.comment(lagging));

        server.deleteComment(gone);
        server.clearRequests();
        const SyncResult result = waitFinished(*rig.engine, [&] { rig.engine->syncIssue(issue); });
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QVERIFY(!cache.comment(gone));
        QVERIFY(cache.comment(lagging));
        // One request for each comment the thread lacked.
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/comments/%1").arg(gone)), 1);
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/comments/%1").arg(lagging)), 1);
    }

    void threadLaggingBehindAnEdit_doesNotUndoIt()
    {
        // A comment edited on GitHub: the repository's listing brings the new body, then the
        // issue's thread, read whole because another comment was deleted, comes from a replica
        // that still has the old one. An older version never replaces a newer one in the cache
        // (the mark has moved past the edit, so no later listing would bring it back). Nor does
        // a refresh of the issue from that replica.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        const qint64 edited = server.addComment(issue, QStringLiteral("a"), QStringLiteral("Old"));
        const qint64 gone = server.addComment(issue, QStringLiteral("b"), QStringLiteral("Two"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());

        server.deleteComment(gone);
        server.setCommentListingLag(60 * 60 * 1000);
        server.editComment(edited, QStringLiteral("New"));
        letTimePass(server);
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/%1/comments").arg(issue)), 1);
        IssueCache cache(rig.database);
        QVERIFY(!cache.comment(gone));
        QCOMPARE(cache.comment(edited)->body, QStringLiteral("New"));

        QVERIFY(waitFinished(*rig.engine, [&] { rig.engine->syncIssue(issue); }).ok());
        QCOMPARE(cache.comment(edited)->body, QStringLiteral("New"));

        server.catchUpCommentListings();
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void issueAnswerOlderThanTheCache_doesNotReplaceIt()
    {
        // The cache holds a later version of an issue than GitHub's answer (the answer to a
        // write of the reviewer's, stored as it came, then a refresh served by a replica that
        // lags behind that write). The later version stays, labels and all, until an answer at
        // least as new comes.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        IssueCache cache(rig.database);
        Issue later = *cache.issue(issue);
        later.title = QStringLiteral("Later");
        later.labels = { QStringLiteral("voting") };
        later.updatedAt = later.updatedAt.addSecs(3600);
        QVERIFY(cache.upsertIssue(later));

        QVERIFY(waitFinished(*rig.engine, [&] { rig.engine->syncIssue(issue); }).ok());
        QCOMPARE(cache.issue(issue)->title, QStringLiteral("Later"));
        QCOMPARE(cache.issue(issue)->labels, QStringList { QStringLiteral("voting") });

        letTimePass(server, 2 * 3600);
        server.editIssue(issue, QStringLiteral("Edited"), QStringLiteral("body"));
        QVERIFY(waitFinished(*rig.engine, [&] { rig.engine->syncIssue(issue); }).ok());
        QCOMPARE(cache.issue(issue)->title, QStringLiteral("Edited"));
        QVERIFY(cache.issue(issue)->labels.isEmpty());
    }

    void relisting_findsDeletionsTheListingsNeverShow()
    {
        // An issue deleted on GitHub, an issue transferred to another repository, and a comment
        // deleted from an issue that did not change otherwise: no listing from the mark shows
        // any of them. A day later (GitHub's clock) a run lists every issue: the issues it lacks
        // are asked for on their own and leave the cache, and the issue whose comment count
        // differs from the cache has its thread read whole.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int kept = server.addIssue(QStringLiteral("Kept"), QStringLiteral("body"));
        const int deleted = server.addIssue(QStringLiteral("Deleted"), QStringLiteral("body"));
        const int moved = server.addIssue(QStringLiteral("Moved"), QStringLiteral("body"));
        const int elsewhere = server.addIssue(QStringLiteral("Elsewhere"), QStringLiteral("body"));
        server.addComment(kept, QStringLiteral("a"), QStringLiteral("One"));
        const qint64 gone = server.addComment(kept, QStringLiteral("b"), QStringLiteral("Two"));
        // The last issue updated, so the one a listing from the mark shows again (`since` is
        // inclusive): `kept` is not listed until it changes.
        server.addComment(elsewhere, QStringLiteral("c"), QStringLiteral("Three"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        IssueCache cache(rig.database);
        QCOMPARE(cache.issueCount(), 4);

        server.deleteIssue(deleted);
        server.deleteComment(gone);
        server.deleteIssue(moved); // gone from the listings
        server.clearRequests();
        letTimePass(server, 3600);
        QVERIFY(sync(*rig.engine).ok());
        QVERIFY(cache.comment(gone)); // an hour later: not relisted
        QCOMPARE(listingsOfEveryIssue(server), 0);

        letTimePass(server, 24 * 3600);
        // Transferred: its number answers with another repository's issue (here the server's
        // own `elsewhere`, whose number differs), and the listings no longer show it.
        GitHubTestServer::Fault transfer;
        transfer.kind = GitHubTestServer::FaultKind::RedirectTo;
        transfer.redirectStatus = 301;
        transfer.pathContains = QStringLiteral("/issues/%1").arg(moved);
        transfer.target = server.apiUrl().resolved(
            QUrl(QStringLiteral("/repos/%1/issues/%2").arg(server.fullName()).arg(elsewhere)));
        transfer.times = 1;
        server.injectFault(transfer);
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.issuesDeleted, 2);
        QVERIFY(cache.issue(deleted)->deleted);
        QVERIFY(cache.issue(moved)->deleted);
        QVERIFY(!cache.issue(kept)->deleted);
        QVERIFY(!cache.comment(gone));
        QCOMPARE(server.pendingFaults(), 0);
        QCOMPARE(listingsOfEveryIssue(server), 1);
        QCOMPARE(readsOfIssue(server, deleted), 1);
        QCOMPARE(readsOfIssue(server, kept), 0);
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/%1/comments").arg(kept)), 1);
        QCOMPARE(requestsMatching(server, QStringLiteral("/issues/%1/comments").arg(elsewhere)), 0);
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        // The next run, an hour later, lists from the mark again.
        letTimePass(server, 3600);
        server.clearRequests();
        QVERIFY(sync(*rig.engine).ok());
        QCOMPARE(listingsOfEveryIssue(server), 0);
    }

    void relisting_issueTheListingLagsBehind_isKept()
    {
        // An issue the listing of every issue lacks but that answers on its own (the listing's
        // replica lags behind its opening) stays.
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("Listed"), QStringLiteral("body"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        server.setIssueListingLag(60 * 60 * 1000);
        const int lagging = server.addIssue(QStringLiteral("New"), QStringLiteral("body"));
        QVERIFY(waitFinished(*rig.engine, [&] { rig.engine->syncIssue(lagging); }).ok());
        IssueCache cache(rig.database);
        QVERIFY(cache.issue(lagging));

        letTimePass(server, 25 * 3600);
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.issuesDeleted, 0);
        QVERIFY(!cache.issue(lagging)->deleted);
        QCOMPARE(readsOfIssue(server, lagging), 1);
    }

    void relisting_everyRunWithAnIntervalOfZero()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        letTimePass(server);
        Rig rig(server);
        rig.engine->setRelistInterval(std::chrono::seconds(0));
        QVERIFY(sync(*rig.engine).ok());
        for (int run = 0; run < 2; ++run) {
            letTimePass(server);
            server.clearRequests();
            QVERIFY(sync(*rig.engine).ok());
            QCOMPARE(listingsOfEveryIssue(server), 1);
        }
    }

    void commentMissingFromTheThread_unconfirmed_keptAndTheRunFails()
    {
        // A comment the thread lacks whose own read fails (a 500, a malformed answer) stays in
        // the cache, and the run fails with the reason.
        QFETCH(GitHubTestServer::FaultKind, faultKind);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("Issue"), QStringLiteral("body"));
        const qint64 gone = server.addComment(issue, QStringLiteral("a"), QStringLiteral("One"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());

        server.deleteComment(gone);
        GitHubTestServer::Fault fault;
        fault.kind = faultKind;
        fault.pathContains = QStringLiteral("/issues/comments/%1").arg(gone);
        fault.times = 10;
        server.injectFault(fault);
        const SyncResult result = waitFinished(*rig.engine, [&] { rig.engine->syncIssue(issue); });
        QVERIFY(!result.ok());
        QVERIFY(!result.errorString.isEmpty());
        IssueCache cache(rig.database);
        QVERIFY(cache.comment(gone));

        server.clearFaults();
        QVERIFY(waitFinished(*rig.engine, [&] { rig.engine->syncIssue(issue); }).ok());
        QVERIFY(!cache.comment(gone));
    }

    void commentMissingFromTheThread_unconfirmed_keptAndTheRunFails_data()
    {
        QTest::addColumn<GitHubTestServer::FaultKind>("faultKind");
        QTest::newRow("500") << GitHubTestServer::FaultKind::ServerError500;
        QTest::newRow("malformed") << GitHubTestServer::FaultKind::MalformedJson;
    }

    void reactionTakenBackWhilePaged_listIsWhole()
    {
        // A reaction list of several pages is paged by offset: one taken back from page 1 after
        // it was read moves the first of page 2 onto page 1, unseen. It is read until two reads
        // agree, so the cache holds the list as it is.
        GitHubTestServer server;
        QVERIFY(server.listen());
        int issue = 0;
        const QList<qint64> reactions = addPagedReactions(server, &issue);
        Rig rig(server);
        bool takenBack = false;
        onceAfterListingPage(server, this, QStringLiteral("/reactions"), 1, &takenBack,
                             [&] { server.removeReaction(reactions.at(1)); });
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QVERIFY(takenBack);
        QVERIFY(sameReactions(IssueCache(rig.database).reactions(ReactionSubject::Issue, issue),
                              server.issueReactions(issue)));
        // Read three times: the first read lacked the 11th, the second lacked the 2nd.
        QCOMPARE(requestsMatching(server, QStringLiteral("/reactions")), 9);
    }

    void reactionsChangingAtEveryRead_keepTheCachedList()
    {
        // Someone takes a reaction back after every first page: no two reads agree. The list is
        // not stored, and the run goes on (failing it would let anyone who keeps reacting stop
        // every sync); its count still differs from GitHub's, so the next run asks again.
        GitHubTestServer server;
        QVERIFY(server.listen());
        int issue = 0;
        const QList<qint64> reactions = addPagedReactions(server, &issue);
        Rig rig(server);
        int takenBack = 0;
        auto churn = connect(&server, &GitHubTestServer::requestServed, this,
                             [&](int, const QString &pathAndQuery) {
                                 if (pathAndQuery.contains(QLatin1String("/reactions"))
                                     && !pathAndQuery.contains(QLatin1String("&page=")))
                                     server.removeReaction(reactions.at(takenBack++));
                             });
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(takenBack, 4);
        IssueCache cache(rig.database);
        QVERIFY(cache.reactions(ReactionSubject::Issue, issue).isEmpty());

        disconnect(churn);
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        QVERIFY(sameReactions(cache.reactions(ReactionSubject::Issue, issue),
                              server.issueReactions(issue)));
        QCOMPARE(cache.reactions(ReactionSubject::Issue, issue).size(), 21);
    }

    void syncIssue_commentDeletedWhilePaged_othersKept()
    {
        // Refreshing one issue drops the cached comments its thread no longer has. A comment
        // deleted from page 1 after it was read hides the first of page 2, which must not be
        // taken for deleted too.
        GitHubTestServer server;
        QVERIFY(server.listen());
        int issue = 0;
        const QList<qint64> comments = addPagedComments(server, &issue);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        IssueCache cache(rig.database);
        QCOMPARE(cache.comments(issue).size(), 25);

        bool deleted = false;
        onceAfterListingPage(server, this, QStringLiteral("/issues/%1/comments").arg(issue), 1,
                             &deleted, [&] { server.deleteComment(comments.at(2)); });
        const SyncResult result = waitFinished(*rig.engine, [&] { rig.engine->syncIssue(issue); });
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QVERIFY(deleted);
        QVERIFY(!cache.comment(comments.at(2)));
        QCOMPARE(cache.comments(issue).size(), 24);
        QVERIFY(cache.comment(comments.at(10))); // slid onto page 1 in the first read
    }

    void recentChanges_areReadAgain()
    {
        // Items updated within a few seconds of the listing's start (GitHub's clock) may not be
        // visible in it yet, so they cannot move the mark: the next run reads them again.
        GitHubTestServer server;
        QVERIFY(server.listen());
        for (int i = 0; i < 5; ++i)
            server.addIssue(QStringLiteral("Old %1").arg(i), QStringLiteral("body"));
        letTimePass(server);
        const int fresh = server.addIssue(QStringLiteral("Fresh"), QStringLiteral("body"));
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());

        QDateTime newestOld;
        QDateTime freshUpdated;
        for (const auto &issue : server.issues()) {
            if (issue.number == fresh)
                freshUpdated = issue.updatedAt;
            else if (!newestOld.isValid() || issue.updatedAt > newestOld)
                newestOld = issue.updatedAt;
        }
        SyncStateStore state(rig.database);
        QCOMPARE(state.sinceMark(QStringLiteral("issues")).toSecsSinceEpoch(),
                 newestOld.toSecsSinceEpoch());
        QVERIFY(state.sinceMark(QStringLiteral("issues")) < freshUpdated);

        // With no time passing, the same items are read again, and the mark stays.
        server.clearRequests();
        QVERIFY(sync(*rig.engine).ok());
        QCOMPARE(state.sinceMark(QStringLiteral("issues")).toSecsSinceEpoch(),
                 newestOld.toSecsSinceEpoch());
        // Once GitHub's clock has moved on, an unchanged page is a 304 (no news, mark stays);
        // the next change moves the mark past the fresh item.
        letTimePass(server);
        server.clearRequests();
        QVERIFY(sync(*rig.engine).ok());
        for (const auto &record : server.requests())
            QCOMPARE(record.status, 304);
        const int later = server.addIssue(QStringLiteral("Later"), QStringLiteral("body"));
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        QDateTime laterUpdated;
        for (const auto &issue : server.issues()) {
            if (issue.number == later)
                laterUpdated = issue.updatedAt;
        }
        QVERIFY(laterUpdated > freshUpdated);
        QCOMPARE(state.sinceMark(QStringLiteral("issues")).toSecsSinceEpoch(),
                 laterUpdated.toSecsSinceEpoch());
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void rename_followedAndRecorded()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        const QString oldName = server.fullName();
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());

        server.renameRepository(QStringLiteral("pytorch-foundation"), QStringLiteral("acp"));
        server.addIssue(QStringLiteral("[Application] After the move"), QStringLiteral("body"));
        letTimePass(server);
        QSignalSpy renamed(rig.engine.get(), &SyncEngine::repositoryRenamed);
        server.clearRequests();
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(renamed.size(), 1);
        QCOMPARE(renamed.at(0).at(0).toString(), oldName);
        QCOMPARE(renamed.at(0).at(1).toString(), QStringLiteral("pytorch-foundation/acp"));
        QCOMPARE(result.repositoryFullName, QStringLiteral("pytorch-foundation/acp"));
        QCOMPARE(rig.engine->repositoryFullName(), QStringLiteral("pytorch-foundation/acp"));
        QCOMPARE(SyncStateStore(rig.database).repositoryFullName(),
                 QStringLiteral("pytorch-foundation/acp"));
        QCOMPARE(server.requests().constFirst().status, 301);
        // After the first answer, the rest of the run uses the new name directly.
        for (qsizetype i = 2; i < server.requests().size(); ++i)
            QVERIFY2(server.requests().at(i).pathAndQuery.startsWith(
                         QLatin1String("/repos/pytorch-foundation/acp")),
                     qPrintable(server.requests().at(i).pathAndQuery));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        // The next run does not rename again.
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        QCOMPARE(renamed.size(), 1);
    }

    void repositoryNotFound_clearError()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server, QStringLiteral("nobody/nothing"));
        const SyncResult result = sync(*rig.engine);
        QCOMPARE(result.outcome, SyncResult::Outcome::Failed);
        QCOMPARE(result.errorString,
                 QStringLiteral(
                     "The repository nobody/nothing was not found, or your token cannot see it."));
        QCOMPARE(SyncStateStore(rig.database).status().lastError, result.errorString);
        QVERIFY(SyncStateStore(rig.database).status().lastFailure.isValid());
    }

    void invalidRepositoryName_fails()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server, QStringLiteral("not-a-repository"));
        const SyncResult result = sync(*rig.engine);
        QCOMPARE(result.outcome, SyncResult::Outcome::Failed);
        QVERIFY(!result.errorString.isEmpty());
        QCOMPARE(server.requestCount(), 0);
    }

    void deletedIssue_410MarksDeleted()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int keep = server.addIssue(QStringLiteral("[Application] Keep"), QStringLiteral("b"));
        const int gone = server.addIssue(QStringLiteral("[Application] Gone"), QStringLiteral("b"));
        server.addIssueReaction(gone, QStringLiteral("voter-arm"), QStringLiteral("+1"));
        letTimePass(server);
        Rig rig(server);
        // The issue disappears between the listing and the fetch of its reactions.
        bool deleted = false;
        onceAfterFirstIssuePage(server, this, &deleted,
                                [&server, gone] { server.deleteIssue(gone); });
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.issuesDeleted, 1);
        IssueCache cache(rig.database);
        QVERIFY(cache.issue(gone)->deleted);
        QVERIFY(!cache.issue(keep)->deleted);
        QCOMPARE(cache.issueCount(), 1);
    }

    void syncIssue_refreshesOne()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());

        int number = 0;
        for (const auto &issue : server.issues()) {
            if (!issue.pullRequest && !issue.deleted) {
                number = issue.number;
                break;
            }
        }
        server.editIssue(number, QStringLiteral("Refreshed"), QStringLiteral("new body"));
        const qint64 comment =
            server.addComment(number, QStringLiteral("applicant"), QStringLiteral("Answer"));
        server.addCommentReaction(comment, QStringLiteral("voter-aws"), QStringLiteral("eyes"));
        server.addIssueReaction(number, QStringLiteral("voter-meta"), QStringLiteral("+1"));
        letTimePass(server);
        server.clearRequests();
        const SyncResult result = waitFinished(*rig.engine, [&] { rig.engine->syncIssue(number); });
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.issuesUpdated, 1);
        // Only this issue was asked for.
        for (const auto &record : server.requests())
            QVERIFY2(record.pathAndQuery.contains(QStringLiteral("/issues/%1").arg(number))
                         || record.pathAndQuery.contains(
                             QStringLiteral("/issues/comments/%1/").arg(comment))
                         || record.pathAndQuery.contains(QLatin1String("/issues/comments/")),
                     qPrintable(record.pathAndQuery));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void syncIssue_deletedAndMissing()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int gone = server.addIssue(QStringLiteral("[Application] Gone"), QStringLiteral("b"));
        letTimePass(server);
        Rig rig(server);
        QVERIFY(sync(*rig.engine).ok());
        server.deleteIssue(gone);

        const SyncResult deleted = waitFinished(*rig.engine, [&] { rig.engine->syncIssue(gone); });
        QVERIFY2(deleted.ok(), qPrintable(deleted.errorString));
        QCOMPARE(deleted.issuesDeleted, 1);
        QVERIFY(IssueCache(rig.database).issue(gone)->deleted);

        const SyncResult missing = waitFinished(*rig.engine, [&] { rig.engine->syncIssue(4242); });
        QCOMPARE(missing.outcome, SyncResult::Outcome::Failed);
        QVERIFY2(missing.errorString.contains(QLatin1String("#4242")),
                 qPrintable(missing.errorString));
    }

    void cancel_stopsCleanly()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        buildRepository(server);
        Rig rig(server);
        bool cancelled = false;
        connect(rig.engine.get(), &SyncEngine::progress, this, [&](const SyncProgress &p) {
            if (!cancelled && p.phase == SyncProgress::Phase::Issues && p.pagesFetched >= 2) {
                cancelled = true;
                rig.engine->cancel();
            }
        });
        const SyncResult result = sync(*rig.engine);
        QCOMPARE(result.outcome, SyncResult::Outcome::Cancelled);
        QVERIFY(!rig.engine->isRunning());
        const int requestsWhenCancelled = server.requestCount();
        QTest::qWait(50); // nothing else goes out after a cancel
        QCOMPARE(server.requestCount(), requestsWhenCancelled);
        QVERIFY(!SyncStateStore(rig.database).sinceMark(QStringLiteral("issues")).isValid());

        disconnect(rig.engine.get(), &SyncEngine::progress, this, nullptr);
        const SyncResult after = sync(*rig.engine);
        QVERIFY2(after.ok(), qPrintable(after.errorString));
        const QString diff = differences(rig.database, server);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void cancel_atEveryStep()
    {
        // Cancel from a progress slot at each step in turn: every run ends Cancelled, exactly
        // once, with nothing sent afterwards, and a clean run then completes the cache.
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.setPageSizeLimit(10);
        server.populate(25, 40, 30, 5);
        const int pr = server.addPullRequest(QStringLiteral("A fix"));
        server.addComment(pr, QStringLiteral("dev"), QStringLiteral("lgtm"));
        letTimePass(server);

        int steps = 0;
        {
            Rig probe(server);
            connect(probe.engine.get(), &SyncEngine::progress, this, [&steps] { ++steps; });
            QVERIFY(sync(*probe.engine).ok());
        }
        QVERIFY(steps > 10);
        for (int step = 1; step < steps; ++step) {
            Rig rig(server);
            int seen = 0;
            connect(rig.engine.get(), &SyncEngine::progress, this, [&] {
                if (++seen == step)
                    rig.engine->cancel();
            });
            bool indexWhenFinished = false; // built before anyone hears the run ended
            connect(rig.engine.get(), &SyncEngine::finished, this, [&] {
                indexWhenFinished =
                    commentIndexPresent(rig.database) && issueIndexesPresent(rig.database);
            });
            const SyncResult result = sync(*rig.engine);
            QCOMPARE(result.outcome, SyncResult::Outcome::Cancelled);
            QCOMPARE(seen, step);
            QVERIFY(!rig.engine->isRunning());
            QVERIFY(indexWhenFinished);
            disconnect(rig.engine.get(), &SyncEngine::finished, this, nullptr);
            QVERIFY(!rig.client->isBusy());
            disconnect(rig.engine.get(), &SyncEngine::progress, this, nullptr);
            const SyncResult clean = sync(*rig.engine);
            QVERIFY2(clean.ok(), qPrintable(clean.errorString));
            const QString diff = differences(rig.database, server);
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(diff)));
        }
    }

    void cancel_duringRateLimitWait()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("[Application] X"), QStringLiteral("b"));
        letTimePass(server);
        Rig rig(server);
        RetryPolicy policy = fastPolicy();
        policy.second = std::chrono::milliseconds(1000); // a real wait: cancel must cut it short
        rig.client->setRetryPolicy(policy);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::SecondaryRateLimit403;
        fault.retryAfterSeconds = 600;
        server.injectFault(fault);
        QSignalSpy waiting(rig.engine.get(), &SyncEngine::waiting);
        connect(rig.engine.get(), &SyncEngine::waiting, rig.engine.get(),
                [&] { rig.engine->cancel(); });
        const SyncResult result = sync(*rig.engine);
        QCOMPARE(result.outcome, SyncResult::Outcome::Cancelled);
        QCOMPARE(waiting.size(), 1);
        QCOMPARE(waiting.at(0).at(0).toInt(), 600);
        QVERIFY(!rig.client->isBusy());
    }

    void reviewerNote_untouched()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("[Application] Noted"), QStringLiteral("b"));
        letTimePass(server);
        Rig rig(server);
        ReviewerStore reviewer(rig.database);
        QVERIFY(reviewer.setApplicationNote(number, QStringLiteral("CI evidence is **thin**.")));
        const QDateTime notedAt = reviewer.applicationNoteUpdatedAt(number);
        QVERIFY(sync(*rig.engine).ok());
        server.editIssue(number, QStringLiteral("[Application] Noted, edited"),
                         QStringLiteral("new"));
        server.addComment(number, QStringLiteral("x"), QStringLiteral("y"));
        letTimePass(server);
        QVERIFY(sync(*rig.engine).ok());
        QVERIFY(waitFinished(*rig.engine, [&] { rig.engine->syncIssue(number); }).ok());
        QCOMPARE(reviewer.applicationNote(number), QStringLiteral("CI evidence is **thin**."));
        QCOMPARE(reviewer.applicationNoteUpdatedAt(number), notedAt);
        QCOMPARE(IssueCache(rig.database).issue(number)->title,
                 QStringLiteral("[Application] Noted, edited"));
    }

    void startWhileRunning_isIgnored()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.populate(20, 20);
        letTimePass(server);
        Rig rig(server);
        QSignalSpy finished(rig.engine.get(), &SyncEngine::finished);
        rig.engine->start();
        QVERIFY(rig.engine->isRunning());
        rig.engine->start();
        QVERIFY(finished.wait(60000));
        QCoreApplication::processEvents();
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.constFirst().constFirst().value<SyncResult>().ok());
    }

    void waiting_forwarded()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("[Application] X"), QStringLiteral("b"));
        letTimePass(server);
        Rig rig(server);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::TooManyRequests429;
        fault.retryAfterSeconds = 9;
        fault.pathContains = QStringLiteral("/issues?");
        server.injectFault(fault);
        QSignalSpy waiting(rig.engine.get(), &SyncEngine::waiting);
        const SyncResult result = sync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(waiting.size(), 1);
        QCOMPARE(waiting.at(0).at(0).toInt(), 9);
        QVERIFY(!waiting.at(0).at(1).toString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSyncEngine)
#include "tst_syncengine.moc"

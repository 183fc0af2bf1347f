// Requests stay on the API's own origin. Two loopback GitHub-shaped servers on two ports: the
// first (the workspace's API) answers with a redirect or a Link header pointing at the second
// (anyone's server). The client, the sync, the vote poller and the outbox's marker lookup must
// refuse to go there: the second server's request log stays empty, so neither the token nor
// anything else reaches it.

#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "core/actions/ActionComposer.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSet.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/Roster.h"
#include "core/voting/VotePoller.h"
#include "core/voting/VoteService.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;
using FaultKind = GitHubTestServer::FaultKind;

namespace {

const QString kToken = QStringLiteral("gho_CROSSORIGIN_5e1b7c9a");
const QString kBody =
    s("### Platform name\n\nNordlicht NPU\n\n### Security policy\n\n_No response_\n");

RetryPolicy fastRetries()
{
    RetryPolicy policy;
    policy.second = std::chrono::milliseconds(1);
    policy.maxAttempts = 3;
    policy.requestTimeoutSeconds = 30;
    return policy;
}

// The same path and query on the other server.
QUrl elsewhere(const GitHubTestServer &other, const QString &pathAndQuery)
{
    return QUrl(other.apiUrl().toString() + pathAndQuery);
}

// Fails when the other server saw any request, and in any case when the token appears in
// anything it received.
QString leaks(const GitHubTestServer &other)
{
    QStringList found;
    for (const auto &request : other.requests()) {
        found.append(QString::fromLatin1(request.method) + QLatin1Char(' ') + request.pathAndQuery);
        QByteArray everything = request.pathAndQuery.toUtf8() + request.body;
        for (auto it = request.headers.cbegin(); it != request.headers.cend(); ++it)
            everything += it.key() + ": " + it.value() + '\n';
        if (everything.contains(kToken.toUtf8()))
            found.append(QStringLiteral("the token!"));
    }
    return found.join(QLatin1Char('\n'));
}

ApiResponse fetch(GitHubClient &client, const ApiRequest &request)
{
    ApiResponse result;
    bool done = false;
    QObject context;
    client.send(request, &context, [&](const ApiResponse &response) {
        result = response;
        done = true;
    });
    if (done)
        qWarning("the callback ran inside send()");
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        qWarning("request did not finish");
    return result;
}

int requestCount(const GitHubTestServer &server, const QByteArray &method, const QString &fragment)
{
    int count = 0;
    for (const auto &request : server.requests())
        count += request.method == method && request.pathAndQuery.contains(fragment) ? 1 : 0;
    return count;
}

struct Rig
{
    explicit Rig(GitHubTestServer &server)
        : server(server)
    {
        if (!dir.isValid() || !database.open(dir.filePath(s("workspace.sqlite3"))))
            qFatal("could not open the test database");
        client = std::make_unique<GitHubClient>(server.apiUrl(), kToken);
        client->setRetryPolicy(fastRetries());
        poller = std::make_unique<VotePoller>(database, *client);
        engine = std::make_unique<SyncEngine>(database, *client, server.fullName());
        engine->setFollowUp(poller.get()); // as Workspace does
    }

    SyncResult sync(int issueNumber = 0)
    {
        QSignalSpy finished(engine.get(), &SyncEngine::finished);
        if (issueNumber > 0)
            engine->syncIssue(issueNumber);
        else
            engine->start();
        if (finished.isEmpty() && !finished.wait(60000))
            qWarning("the sync did not finish");
        if (finished.size() != 1) {
            SyncResult wrong;
            wrong.outcome = SyncResult::Outcome::Failed;
            wrong.errorString = s("finished() count: %1").arg(finished.size());
            return wrong;
        }
        return finished.constFirst().constFirst().value<SyncResult>();
    }

    GitHubTestServer &server;
    QTemporaryDir dir;
    Database database;
    std::unique_ptr<GitHubClient> client;
    std::unique_ptr<VotePoller> poller;
    std::unique_ptr<SyncEngine> engine;
};

} // namespace

class tst_CrossOrigin : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<SyncResult>();
        qRegisterMetaType<VotePollResult>();
        qRegisterMetaType<PushSummary>();
    }

    // A redirect to another port (another origin) is not followed, for reads and for writes;
    // one to the same origin still is (a renamed repository).
    void redirectToAnotherOrigin_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<int>("status");
        QTest::newRow("GET 302") << QByteArray("GET") << 302;
        QTest::newRow("GET 301") << QByteArray("GET") << 301;
        QTest::newRow("POST 307") << QByteArray("POST") << 307;
        QTest::newRow("PATCH 308") << QByteArray("PATCH") << 308;
    }

    void redirectToAnotherOrigin()
    {
        QFETCH(QByteArray, method);
        QFETCH(int, status);
        GitHubTestServer server;
        GitHubTestServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        const int number = server.addIssue(s("[ACP Application]: Redirected"), kBody);
        const QString path = s("/repos/%1/issues/%2").arg(server.fullName()).arg(number);
        GitHubTestServer::Fault redirect;
        redirect.kind = FaultKind::RedirectTo;
        redirect.redirectStatus = status;
        redirect.target = elsewhere(other, path);
        server.injectFault(redirect);

        GitHubClient client(server.apiUrl(), kToken);
        client.setRetryPolicy(fastRetries());
        ApiRequest request;
        request.method = method;
        request.url = client.endpoint(path);
        if (method != "GET")
            request.body = "{\"title\":\"changed\"}";
        const ApiResponse response = fetch(client, request);
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(response.status, status);
        QVERIFY2(response.errorString.contains(
                     s("redirected the request to %1").arg(other.apiUrl().toString())),
                 qPrintable(response.errorString));
        QVERIFY(!response.errorString.contains(path)); // the origin only
        QCOMPARE(server.requestCount(), 1);
        QCOMPARE(client.requestsSent(), 1);
        const QString leaked = leaks(other);
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked));
        QCOMPARE(server.issues().constFirst().title, s("[ACP Application]: Redirected"));
    }

    // A Link header's next page on another origin is handed on as it is (so a caller can tell
    // the listing is incomplete), but sending it is refused without a connection.
    void linkToAnotherOrigin_isNeverRequested()
    {
        GitHubTestServer server;
        GitHubTestServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        server.addIssue(s("[ACP Application]: Paged"), kBody);
        const QString path = s("/repos/%1/issues").arg(server.fullName());
        GitHubTestServer::Fault link;
        link.kind = FaultKind::LinkNextTo;
        link.target = elsewhere(other, path + s("?page=2&access_token=") + kToken);
        link.pathContains = path;
        server.injectFault(link);

        GitHubClient client(server.apiUrl(), kToken);
        client.setRetryPolicy(fastRetries());
        ApiRequest request;
        request.url = client.endpoint(path);
        const ApiResponse first = fetch(client, request);
        QVERIFY2(first.ok(), qPrintable(first.errorString));
        QCOMPARE(first.nextPage.port(), int(other.port()));

        ApiRequest next;
        next.url = first.nextPage;
        const ApiResponse refused = fetch(client, next);
        QCOMPARE(refused.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(refused.status, 0);
        QVERIFY2(refused.errorString.contains(other.apiUrl().toString()),
                 qPrintable(refused.errorString));
        QVERIFY(!refused.errorString.contains(kToken));
        QCOMPARE(client.requestsSent(), 1);
        const QString leaked = leaks(other);
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked));

        // Any other address given to the client directly: refused the same way, in order with
        // nothing else broken (the next request on the API's origin still goes).
        for (const QString &address :
             { s("https://evil.example/repos/o/r/issues"),
               s("http://127.0.0.1:%1/user").arg(other.port()),
               s("https://127.0.0.1:%1/user").arg(server.port()),
               s("ftp://127.0.0.1:%1/user").arg(server.port()), s("/user") }) {
            ApiRequest stray;
            stray.url = QUrl(address);
            QCOMPARE(fetch(client, stray).outcome, ApiResponse::Outcome::HttpError);
        }
        ApiRequest user;
        user.url = client.endpoint(s("/user"));
        QVERIFY(fetch(client, user).ok());
        QVERIFY(leaks(other).isEmpty());
    }

    // The sync's listings: a cross-origin next page ends the sync with the reason, not with a
    // cache that silently lacks the rest.
    void syncDoesNotFollowAnotherOrigin_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("link") << int(FaultKind::LinkNextTo);
        QTest::newRow("redirect") << int(FaultKind::RedirectTo);
    }

    void syncDoesNotFollowAnotherOrigin()
    {
        QFETCH(int, kind);
        GitHubTestServer server;
        GitHubTestServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        other.populate(5, 10); // something worth taking, were it followed
        server.populate(3, 6);
        server.setNow(server.now().addSecs(60));
        GitHubTestServer::Fault fault;
        fault.kind = FaultKind(kind);
        fault.pathContains = s("/issues?");
        fault.target =
            elsewhere(other, s("/repos/%1/issues?state=all&page=2").arg(other.fullName()));
        server.injectFault(fault);

        Rig rig(server);
        const SyncResult result = rig.sync();
        QCOMPARE(result.outcome, SyncResult::Outcome::Failed);
        QVERIFY2(result.errorString.contains(other.apiUrl().toString()),
                 qPrintable(result.errorString));
        const QString leaked = leaks(other);
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked));
        // Nothing of the other server's made it into the cache.
        QVERIFY(IssueCache(rig.database).issues().size() <= server.issues().size());
    }

    // The vote poller pages through a vote comment's reactions: not onto another origin.
    void votePollerDoesNotFollowAnotherOrigin()
    {
        GitHubTestServer server;
        GitHubTestServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        server.setAuthorAssociation(s("wg-cochair-ana"), s("MEMBER"));
        Rig rig(server);
        const int issue = server.addIssue(s("[ACP Application]: Lumen LPU"),
                                          s("### Platform name\n\nLumen LPU\n"), s("lumen-vendor"),
                                          { s("voting") });
        const QString uuid = s("7a0c2b8e-0d1e-4c3a-9b7f-2a1d3c4e5f61");
        Roster roster;
        roster.organizations = {
            { s("Basalt Cloud"), s("basalt-tomas"), {}, OrganizationStatus::Eligible, {} },
            { s("Halcyon"), s("halcyon-lin"), {}, OrganizationStatus::Eligible, {} }
        };
        VoteService(rig.database)
            .recordVoteOpened(issue, roster, CountingRule::StrictMajority, QDate(2026, 6, 1), uuid);
        const qint64 comment =
            server.addComment(issue, s("wg-cochair-ana"),
                              s("## Vote\n\n") + roster.toMarkdownTable()
                                  + s("\n\n<!-- acp-workbench:vote -->\n<!-- acp-workbench:action=")
                                  + uuid + s(" -->\n"));
        server.setNow(server.now().addSecs(60));
        QVERIFY(rig.sync().ok());

        // A new ballot: the poll's conditional request gets a full page, not a 304.
        server.addCommentReaction(comment, s("basalt-tomas"), s("+1"));
        const QString reactions = s("/issues/comments/%1/reactions").arg(comment);
        GitHubTestServer::Fault link;
        link.kind = FaultKind::LinkNextTo;
        link.pathContains = reactions;
        link.target =
            elsewhere(other, s("/repos/%1").arg(server.fullName()) + reactions + s("?page=2"));
        server.injectFault(link);
        server.clearRequests();
        VotePoller poller(rig.database, *rig.client);
        QSignalSpy finished(&poller, &VotePoller::finished);
        poller.start(server.fullName());
        QVERIFY(finished.wait(30000));
        const auto result = finished.constFirst().constFirst().value<VotePollResult>();
        QCOMPARE(requestCount(server, "GET", reactions), 1); // the page with the hostile Link
        QCOMPARE(result.outcome, VotePollResult::Outcome::Failed);
        QVERIFY2(result.errorString.contains(other.apiUrl().toString()),
                 qPrintable(result.errorString));
        const QString leaked = leaks(other);
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked));
    }

    // The outbox looks for an earlier attempt's comment by its marker, page by page. A next
    // page on another origin is neither requested nor taken as "not there" (which would post
    // the comment a second time): the action waits, unsent.
    void outboxLookupDoesNotFollowAnotherOrigin()
    {
        GitHubTestServer server;
        GitHubTestServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.sync(number).ok());
        Outbox outbox(rig.database);
        ChecklistStore store(rig.database);
        store.setEntry(number, s("security-policy"), ChecklistStatus::Gap, s("No timeline."));
        const Issue cached = *IssueCache(rig.database).issue(number);
        const Checklist checklist = Checklist::load(
            cached, IssueCache(rig.database).comments(number), RequirementSet::builtIn(), store);
        ActionComposer composer;
        const ComposeResult composed =
            composer.requestInfo(cached, *outbox.expectedState(number), checklist, false);
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        std::optional<OutboxAction> action = outbox.enqueue(*composed.action);
        QVERIFY(action);
        // An earlier attempt may have posted the comment: the push must look it up first.
        action->state = ActionState::Sending;
        action->attempts = 1;
        action->remoteIds.insert(s("comment_attempted_at"), server.now().toString(Qt::ISODate));
        QVERIFY(outbox.store().save(*action));

        const QString comments = s("/issues/%1/comments").arg(number);
        GitHubTestServer::Fault link;
        link.kind = FaultKind::LinkNextTo;
        link.pathContains = comments + s("?");
        link.target =
            elsewhere(other, s("/repos/%1").arg(server.fullName()) + comments + s("?page=2"));
        link.times = 100;
        server.injectFault(link);
        server.clearRequests();

        OutboxPusher pusher(outbox, *rig.client, server.fullName());
        PushPolicy policy;
        policy.mutationInterval = std::chrono::milliseconds(0);
        policy.lookupDelay = std::chrono::milliseconds(0);
        pusher.setPolicy(policy);
        QSignalSpy finished(&pusher, &OutboxPusher::finished);
        pusher.push();
        QVERIFY(finished.wait(60000));
        const auto summary = finished.constFirst().constFirst().value<PushSummary>();
        QVERIFY(!summary.allSent());
        QVERIFY(requestCount(server, "GET", comments) >= 1); // looked on the API's own origin
        QCOMPARE(requestCount(server, "POST", comments), 0); // and never posted blind
        const QString leaked = leaks(other);
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked));
    }
};

QTEST_GUILESS_MAIN(tst_CrossOrigin)
#include "tst_crossorigin.moc"

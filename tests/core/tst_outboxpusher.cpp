// Over 600 lines on purpose: one test executable per class; each step and fault of a push has its
// case.
//
// Pushing the outbox to the loopback GitHub-shaped server: every action lands exactly once and
// in order, labels change by add/remove only, decisions close the issue with the right reason;
// after dropped answers, server errors, rate limits, timeouts and crashes, no comment is ever
// posted twice; stale actions are blocked instead of sent.

#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "core/actions/ActionComposer.h"
#include "core/actions/ActionService.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/review/ChecklistEditor.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

namespace {

RetryPolicy fastRetries()
{
    RetryPolicy policy;
    policy.second = std::chrono::milliseconds(1); // every wait runs, none takes time
    policy.maxAttempts = 4;
    policy.requestTimeoutSeconds = 30;
    return policy;
}

PushPolicy fastPush()
{
    PushPolicy policy;
    policy.mutationInterval = std::chrono::milliseconds(0);
    policy.lookupDelay = std::chrono::milliseconds(0);
    policy.lookupConfirmInterval = std::chrono::milliseconds(0); // tests that need it set it
    return policy;
}

const QString kBody =
    s("### Platform name\n\nNordlicht NPU\n\n### Security policy\n\n_No response_\n");

// One workspace on the loopback server (a real SQLite file, its client, sync engine, outbox and
// pusher), with actions composed and queued through ActionService as the window and the
// command line do.
std::unique_ptr<Workspace> openWorkspace(const GitHubTestServer &server, const QString &file)
{
    WorkspaceOptions options;
    options.apiUrl = server.apiUrl();
    options.repository = server.fullName();
    options.databasePath = file;
    options.token = s("test-token");
    auto workspace = std::make_unique<Workspace>(options);
    if (!workspace->open())
        qFatal("could not open the test workspace: %s", qPrintable(workspace->errorString()));
    workspace->client()->setRetryPolicy(fastRetries());
    workspace->pusher()->setPolicy(fastPush());
    return workspace;
}

struct Rig
{
    explicit Rig(GitHubTestServer &server, const QString &path = {})
        : server(server)
        , workspace(
              openWorkspace(server, path.isEmpty() ? dir.filePath(s("workspace.sqlite3")) : path))
        , database(workspace->database())
        , client(workspace->client())
        , engine(workspace->syncEngine())
        , outbox(workspace->outbox())
        , pusher(workspace->pusher())
    { }

    // A pusher of its own on the same outbox and client: one that dies mid-push.
    std::unique_ptr<OutboxPusher> makePusher()
    {
        auto made = std::make_unique<OutboxPusher>(*outbox, *client, server.fullName());
        made->setPolicy(fastPush());
        return made;
    }

    bool syncIssue(int number)
    {
        QSignalSpy finished(engine, &SyncEngine::finished);
        engine->syncIssue(number);
        if (!finished.wait(30000))
            return false;
        return finished.constFirst().constFirst().value<SyncResult>().ok();
    }

    Issue issue(int number) { return *IssueCache(database).issue(number); }

    IssueSnapshot expected(int number) { return *outbox->expectedState(number); }

    std::optional<OutboxAction> queue(const ActionRequest &request)
    {
        const ActionService service(*workspace);
        const ActionDraft draft = service.compose(request);
        if (!draft.ok()) {
            qWarning("compose failed: %s", qPrintable(draft.composed.error));
            return std::nullopt;
        }
        const ActionService::QueueResult queued = service.queue(draft);
        if (!queued.ok())
            qWarning("queueing failed: %s", qPrintable(queued.error));
        return queued.action;
    }

    std::optional<OutboxAction> requestInfo(int number)
    {
        ChecklistEditor editor(database, workspace->requirements());
        if (!editor.setEntry(number, s("security-policy"), ChecklistStatus::Gap,
                             s("SECURITY.md gives no disclosure timeline.")))
            qWarning("the checklist could not be saved: %s", qPrintable(editor.errorString()));
        return queue({ .kind = ActionKind::RequestInfo, .issueNumber = number });
    }
    std::optional<OutboxAction> startVote(int number)
    {
        return queue({ .kind = ActionKind::StartVote,
                       .issueNumber = number,
                       .closes = QDate::currentDate().addDays(14) });
    }
    std::optional<OutboxAction> decide(int number, bool approved)
    {
        return queue(
            { .kind = ActionKind::RecordDecision,
              .issueNumber = number,
              .approved = approved,
              .tally = s("5 approve, 1 reject"),
              .details = approved ? s("Meets every requirement.") : s("No security policy.") });
    }
    std::optional<OutboxAction> backToReview(int number)
    {
        return queue(
            { .kind = ActionKind::BackToReview, .issueNumber = number, .details = s("Thanks.") });
    }

    PushSummary push()
    {
        QSignalSpy finished(pusher, &OutboxPusher::finished);
        pusher->push();
        if (finished.isEmpty() && !finished.wait(60000))
            qWarning("the push did not finish");
        QCoreApplication::processEvents(); // a second finished() would show up here
        if (finished.size() != 1) {
            qWarning("finished() was emitted %d times", int(finished.size()));
            PushSummary wrong;
            wrong.errorString = s("finished() emitted %1 times").arg(finished.size());
            wrong.leftUnsent = -1;
            return wrong;
        }
        return finished.constFirst().constFirst().value<PushSummary>();
    }

    OutboxAction reload(const OutboxAction &action) { return *outbox->action(action.id); }

    GitHubTestServer &server;
    QTemporaryDir dir;
    std::unique_ptr<Workspace> workspace;
    Database &database;
    GitHubClient *client;
    SyncEngine *engine;
    Outbox *outbox;
    OutboxPusher *pusher;
    ActionComposer composer; // for actions the services would not compose (stale, hand-made)
};

int markerCount(const GitHubTestServer &server, const OutboxAction &action)
{
    int count = 0;
    const QString marker = OutboxAction::actionMarker(action.uuid);
    for (const auto &comment : server.comments()) {
        if (comment.body.contains(marker))
            ++count;
    }
    return count;
}

GitHubTestServer::IssueData serverIssue(const GitHubTestServer &server, int number)
{
    for (const auto &issue : server.issues()) {
        if (issue.number == number)
            return issue;
    }
    return {};
}

QStringList sorted(QStringList list)
{
    for (QString &item : list)
        item = item.toLower();
    list.sort();
    return list;
}

int requestCount(const GitHubTestServer &server, const QByteArray &method, const QString &contains)
{
    int count = 0;
    for (const auto &request : server.requests()) {
        if (request.method == method && request.pathAndQuery.contains(contains))
            ++count;
    }
    return count;
}

QString requestLog(const GitHubTestServer &server)
{
    QStringList lines;
    for (const auto &request : server.requests())
        lines.append(s("%1 %2 %3")
                         .arg(QString::fromLatin1(request.method))
                         .arg(request.status)
                         .arg(request.pathAndQuery));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class tst_OutboxPusher : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settings;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settings.isValid());
        acp::test::isolateSettings(m_settings.path(), s("tst_outboxpusher"));
    }
    void cleanup() { QSettings().remove(s("labels")); }

    void requestInfoLandsOnceAndKeepsOthersLabels()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody,
                                           s("nordlicht-dev"), { s("new"), s("hardware") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const std::optional<OutboxAction> action = rig.requestInfo(number);
        QVERIFY(action);
        // Meanwhile another co-chair labels the issue on GitHub.
        server.setIssueLabels(number, { s("new"), s("hardware"), s("priority") });
        server.clearRequests();

        QSignalSpy states(rig.pusher, &OutboxPusher::actionStateChanged);
        QSignalSpy changed(rig.outbox, &Outbox::actionChanged);
        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(),
                 qPrintable(summary.messages.join(QLatin1Char('\n')) + summary.errorString));
        QCOMPARE(summary.sent, 1);
        QCOMPARE(markerCount(server, *action), 1);
        QCOMPARE(sorted(serverIssue(server, number).labels),
                 (QStringList { s("hardware"), s("needs-info"), s("priority") }));
        QCOMPARE(requestCount(server, "PUT", s("/")), 0);
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        QCOMPARE(requestCount(server, "POST", s("/labels")), 1);
        QCOMPARE(requestCount(server, "DELETE", s("/labels/new")), 1);
        for (const auto &request : server.requests())
            QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer test-token"));

        const OutboxAction sent = rig.reload(*action);
        QCOMPARE(sent.state, ActionState::Sent);
        QCOMPARE(sent.attempts, 1);
        QVERIFY(sent.lastError.isEmpty());
        QCOMPARE(sent.doneSteps(),
                 (QStringList { s("comment"), s("add-labels"), s("remove-label:new") }));
        const auto comments = server.comments();
        QCOMPARE(sent.commentId(), comments.last().id);
        QCOMPARE(comments.last().author, server.defaultLogin());
        QVERIFY(comments.last().body.contains(s("SECURITY.md gives no disclosure timeline.")));
        // States went queued -> sending -> sent, and every change was announced.
        QCOMPARE(states.size(), 2);
        QCOMPARE(states.at(0).at(1).value<ActionState>(), ActionState::Sending);
        QCOMPARE(states.at(1).at(1).value<ActionState>(), ActionState::Sent);
        QVERIFY(changed.size() >= 4);

        // The cache shows the result at once, and the next action builds on it.
        IssueCache cache(rig.database);
        QCOMPARE(sorted(cache.issue(number)->labels),
                 (QStringList { s("hardware"), s("needs-info"), s("priority") }));
        QVERIFY(cache.comment(sent.commentId()));
        QCOMPARE(rig.outbox->expectedState(number)->reviewState(LabelScheme()),
                 ReviewState::NeedsInfo);

        // The audit log tells the story, with the login GitHub reported.
        QStringList events;
        for (const AuditEntry &entry : rig.outbox->audit(number))
            events.append(entry.event);
        QCOMPARE(events.first(), s("queued"));
        QCOMPARE(events.last(), s("sent"));
        QVERIFY(events.contains(s("sending")));
        QCOMPARE(rig.outbox->audit(number).last().actor, server.defaultLogin());

        // Nothing left: a second push sends nothing.
        server.clearRequests();
        const PushSummary again = rig.push();
        QVERIFY(again.allSent());
        QCOMPARE(again.sent, 0);
        QCOMPARE(server.requestCount(), 0);
    }

    void lifecycleInOrderEndsClosed_data()
    {
        QTest::addColumn<bool>("approved");
        QTest::newRow("approved") << true;
        QTest::newRow("declined") << false;
    }

    void lifecycleInOrderEndsClosed()
    {
        QFETCH(bool, approved);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody,
                                           s("nordlicht-dev"), { s("New") });
        const int other =
            server.addIssue(s("[ACP Application]: Other"), kBody, s("other-dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        QVERIFY(rig.syncIssue(other));

        // Queued offline, all at once: each is queued against the state the previous leaves.
        QList<OutboxAction> queued;
        queued.append(*rig.requestInfo(number));
        queued.append(*rig.requestInfo(other));
        queued.append(*rig.backToReview(number));
        queued.append(*rig.startVote(number));
        const std::optional<OutboxAction> decision = rig.decide(number, approved);
        QVERIFY(decision);
        queued.append(*decision);
        QCOMPARE(rig.outbox->pendingCount(), 5);

        rig.pusher->setPolicy([] {
            PushPolicy policy = fastPush();
            policy.mutationInterval = std::chrono::milliseconds(20);
            return policy;
        }());
        QElapsedTimer timer;
        timer.start();
        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(),
                 qPrintable(summary.messages.join(QLatin1Char('\n')) + summary.errorString));
        QCOMPARE(summary.sent, 5);
        const int mutations = requestCount(server, "POST", s("/"))
            + requestCount(server, "DELETE", s("/")) + requestCount(server, "PATCH", s("/"));
        QVERIFY(timer.elapsed() >= 20 * (mutations - 1));

        // Each comment once, in the order queued.
        QList<qint64> ids;
        for (const OutboxAction &action : queued) {
            QCOMPARE(markerCount(server, action), 1);
            const OutboxAction sent = rig.reload(action);
            QCOMPARE(sent.state, ActionState::Sent);
            ids.append(sent.commentId());
        }
        QVERIFY(ids.at(0) < ids.at(2) && ids.at(2) < ids.at(3) && ids.at(3) < ids.at(4));
        const auto data = serverIssue(server, number);
        QCOMPARE(sorted(data.labels), QStringList { approved ? s("approved") : s("declined") });
        QCOMPARE(data.state, s("closed"));
        QCOMPARE(data.stateReason, approved ? s("completed") : s("not_planned"));
        QCOMPARE(requestCount(server, "PATCH", s("/issues/%1").arg(number)), 1);
        QCOMPARE(sorted(serverIssue(server, other).labels), QStringList { s("needs-info") });
        QCOMPARE(serverIssue(server, other).state, s("open"));
        // The vote comment carries the hidden vote marker for the tally.
        bool voteMarker = false;
        for (const auto &comment : server.comments())
            voteMarker = voteMarker
                || (comment.body.contains(s("<!-- acp-workbench:vote -->"))
                    && comment.body.contains(OutboxAction::actionMarker(queued.at(3).uuid)));
        QVERIFY(voteMarker);
        const std::optional<Issue> cached = IssueCache(rig.database).issue(number);
        QCOMPARE(cached->state, s("closed"));
        QCOMPARE(cached->stateReason, approved ? s("completed") : s("not_planned"));
    }

    void droppedAnswerToThePostIsFoundByItsMarker()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.requestInfo(number);
        // GitHub creates the comment, then the connection dies before the answer is complete.
        GitHubTestServer::Fault drop;
        drop.kind = GitHubTestServer::FaultKind::DropMidBody;
        drop.pathContains = s("/issues/%1/comments").arg(number);
        server.injectFault(drop);
        server.clearRequests();

        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(), qPrintable(requestLog(server)));
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1); // never posted again
        QCOMPARE(requestCount(server, "GET", s("/comments?since=")), 1); // looked instead
        const OutboxAction sent = rig.reload(action);
        QVERIFY(sent.remoteIds.value(s("found_by_marker")).toBool());
        QCOMPARE(sent.commentId(), server.comments().last().id);
        QCOMPARE(sorted(serverIssue(server, number).labels), QStringList { s("needs-info") });
    }

    void serverErrorsAreRetriedWithoutDuplicates_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("times");
        QTest::addColumn<int>("expectedCommentPosts");
        QTest::addColumn<int>("expectedPushes");
        using K = GitHubTestServer::FaultKind;
        // A 5xx to a comment POST may hide a comment that landed: the push that made it only
        // looks for it, and the next push posts it again after looking once more.
        QTest::newRow("500 on the comment")
            << int(K::ServerError500) << s("/comments") << 1 << 2 << 2;
        // The second 502 hits the marker lookup (a GET, retried by the client).
        QTest::newRow("502 twice on the comment")
            << int(K::BadGateway502) << s("/comments") << 2 << 2 << 2;
        QTest::newRow("502 on the labels") << int(K::BadGateway502) << s("/labels") << 2 << 1 << 1;
        QTest::newRow("dropped label answer") << int(K::DropMidBody) << s("/labels") << 2 << 1 << 1;
        // A rate limit means "not done": the client waits and sends it again.
        QTest::newRow("secondary rate limit")
            << int(K::SecondaryRateLimit403) << s("/comments") << 2 << 3 << 1;
        QTest::newRow("429 on the labels")
            << int(K::TooManyRequests429) << s("/labels") << 1 << 1 << 1;
        QTest::newRow("500 on reading the issue")
            << int(K::ServerError500) << s("/issues/1") << 2 << 1 << 1;
    }

    void serverErrorsAreRetriedWithoutDuplicates()
    {
        QFETCH(int, kind);
        QFETCH(QString, path);
        QFETCH(int, times);
        QFETCH(int, expectedCommentPosts);
        QFETCH(int, expectedPushes);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"),
                                           { s("voting") });
        QCOMPARE(number, 1);
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.decide(number, true);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind(kind);
        fault.pathContains = path;
        fault.times = times;
        fault.retryAfterSeconds = 1;
        server.injectFault(fault);
        server.clearRequests();
        QSignalSpy waiting(rig.pusher, &OutboxPusher::waiting);

        PushSummary summary = rig.push();
        int pushes = 1;
        while (!summary.allSent() && pushes < 3) {
            QCOMPARE(requestCount(server, "POST", s("/comments")), 1); // never twice in a push
            summary = rig.push();
            ++pushes;
        }
        QVERIFY2(summary.allSent(), qPrintable(summary.errorString + s("\n") + requestLog(server)));
        QCOMPARE(pushes, expectedPushes);
        QCOMPARE(server.pendingFaults(), 0);
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(requestCount(server, "POST", s("/comments")), expectedCommentPosts);
        QVERIFY(!waiting.isEmpty());
        const auto data = serverIssue(server, number);
        QCOMPARE(sorted(data.labels), QStringList { s("approved") });
        QCOMPARE(data.state, s("closed"));
        QCOMPARE(data.stateReason, s("completed"));
        QCOMPARE(rig.reload(action).state, ActionState::Sent);
    }

    void timeoutAfterTheServerCommittedIsNotPostedTwice()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        RetryPolicy impatient = fastRetries();
        impatient.requestTimeoutSeconds = 1;
        rig.client->setRetryPolicy(impatient);
        const OutboxAction action = *rig.startVote(number);
        GitHubTestServer::Fault stall;
        stall.kind = GitHubTestServer::FaultKind::SlowAfterCommit;
        stall.pathContains = s("/issues/%1/comments").arg(number);
        stall.delayMs = 2500;
        server.injectFault(stall);
        server.clearRequests();

        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(), qPrintable(summary.errorString + s("\n") + requestLog(server)));
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        QVERIFY(rig.reload(action).remoteIds.value(s("found_by_marker")).toBool());
        QCOMPARE(sorted(serverIssue(server, number).labels), QStringList { s("voting") });
    }

    void crashWhileSendingIsResolvedByTheNextPusher()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        QTemporaryDir dir;
        const QString path = dir.filePath(s("shared.sqlite3"));
        OutboxAction action;
        {
            Rig first(server, path);
            QVERIFY(first.syncIssue(number));
            action = *first.requestInfo(number);
            // The comment is committed, the answer never comes: the "process" dies meanwhile.
            GitHubTestServer::Fault stall;
            stall.kind = GitHubTestServer::FaultKind::SlowAfterCommit;
            stall.pathContains = s("/issues/%1/comments").arg(number);
            stall.delayMs = 60000;
            server.injectFault(stall);
            std::unique_ptr<OutboxPusher> dying = first.makePusher();
            dying->push();
            QTRY_VERIFY_WITH_TIMEOUT(requestCount(server, "POST", s("/comments")) == 1, 20000);
            QCOMPARE(markerCount(server, action), 1);
            dying.reset();
            const OutboxAction left = *first.outbox->action(action.id);
            QCOMPARE(left.state, ActionState::Sending);
            QVERIFY(left.commentAttempted());
        }

        // A new process opens the same database and pushes.
        Rig second(server, path);
        QCOMPARE(second.outbox->action(action.id)->state, ActionState::Sending);
        const PushSummary summary = second.push();
        QVERIFY2(summary.allSent(), qPrintable(summary.errorString + s("\n") + requestLog(server)));
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        const OutboxAction sent = *second.outbox->action(action.id);
        QCOMPARE(sent.state, ActionState::Sent);
        QCOMPARE(sent.attempts, 2);
        QCOMPARE(sorted(serverIssue(server, number).labels), QStringList { s("needs-info") });
        bool resumed = false;
        for (const AuditEntry &entry : second.outbox->audit(number))
            resumed = resumed || entry.detail.contains(s("resumed"));
        QVERIFY(resumed);
    }

    void crashBeforeThePostReachedGitHubPostsOnce()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        OutboxAction action = *rig.requestInfo(number);
        // As a crash right after the attempt was recorded, before anything was sent.
        action.state = ActionState::Sending;
        action.attempts = 1;
        action.remoteIds.insert(s("comment_attempted_at"), server.now().toString(Qt::ISODate));
        QVERIFY(rig.outbox->store().save(action));
        server.clearRequests();

        // GitHub's listing may lag behind a write: two lookups (a while apart) before posting.
        const PushSummary summary = rig.push();
        QVERIFY(summary.allSent());
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(requestCount(server, "GET", s("/comments?since=")), 2);
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        QVERIFY(!rig.reload(action).remoteIds.contains(s("found_by_marker")));
    }

    // The server commits each write and closes the connection without answering, on a fresh or
    // a kept-alive connection: every write of the action still happens once.
    void writesClosedWithoutAnswerLandOnce_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("connectionUse");
        using Use = GitHubTestServer::ConnectionUse;
        const QList<QPair<QByteArray, QString>> writes = {
            { "POST", s("/comments") },
            { "POST", s("/labels") },
            { "DELETE", s("/labels/voting") },
            { "PATCH", s("/issues/1") },
        };
        for (const auto &write : writes) {
            for (const auto &[use, name] :
                 { std::pair { Use::Fresh, "fresh" }, std::pair { Use::Reused, "kept-alive" },
                   std::pair { Use::Any, "any" } }) {
                QTest::addRow("%s %s, %s connection", write.first.constData(),
                              qPrintable(write.second), name)
                    << write.first << write.second << int(use);
            }
        }
    }
    void writesClosedWithoutAnswerLandOnce()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(int, connectionUse);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"),
                                           { s("voting") });
        QCOMPARE(number, 1);
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.decide(number, true);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = method;
        fault.pathContains = path;
        fault.connection = GitHubTestServer::ConnectionUse(connectionUse);
        server.injectFault(fault);
        server.clearRequests();

        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(), qPrintable(summary.errorString + s("\n") + requestLog(server)));
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        const auto data = serverIssue(server, number);
        QCOMPARE(sorted(data.labels), QStringList { s("approved") });
        QCOMPARE(data.state, s("closed"));
        // A write the transport could not confirm is repeated only by the pusher, after a
        // pause (labels and state are idempotent) or a lookup (the comment): never back to back.
        const auto requests = server.requests();
        for (qsizetype i = 1; i < requests.size(); ++i) {
            if (requests.at(i).method != "GET") {
                QVERIFY2(requests.at(i).method != requests.at(i - 1).method
                             || requests.at(i).pathAndQuery != requests.at(i - 1).pathAndQuery,
                         qPrintable(requestLog(server)));
            }
        }
        if (method == "POST" && path == s("/comments") && server.pendingFaults() == 0)
            QVERIFY(rig.reload(action).remoteIds.value(s("found_by_marker")).toBool());
    }

    // GitHub's listing lags behind the write: the push that attempted the comment never posts it
    // again, and the next one finds it once the listing catches up.
    void laggingListingIsNeverPostedTwice()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        PushPolicy policy = fastPush();
        policy.lookupConfirmInterval = std::chrono::milliseconds(400);
        rig.pusher->setPolicy(policy);
        const OutboxAction action = *rig.startVote(number);
        server.setCommentListingLag(250);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = "POST";
        fault.pathContains = s("/comments");
        server.injectFault(fault);
        server.clearRequests();

        const PushSummary first = rig.push();
        QVERIFY(!first.allSent());
        QCOMPARE(first.deferred, 1);
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        QCOMPARE(requestCount(server, "GET", s("/comments?since=")), 1);
        QVERIFY2(first.messages.join(QLatin1Char(' ')).contains(s("not listed yet")),
                 qPrintable(first.messages.join(QLatin1Char(' '))));
        const OutboxAction waiting = rig.reload(action);
        QCOMPARE(waiting.state, ActionState::Queued);
        QVERIFY(waiting.commentAttempted());
        QCOMPARE(waiting.commentLookupMisses().size(), 1);

        const PushSummary second = rig.push();
        QVERIFY2(second.allSent(), qPrintable(second.errorString + s("\n") + requestLog(server)));
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        QCOMPARE(markerCount(server, action), 1);
        QVERIFY(rig.reload(action).remoteIds.value(s("found_by_marker")).toBool());
        QCOMPARE(sorted(serverIssue(server, number).labels), QStringList { s("voting") });
    }

    // A comment that really never landed is posted again in a later push, and only after two
    // lookups at least lookupConfirmInterval apart found nothing.
    void missingCommentIsPostedAgainOnlyAfterTwoLookupsApart()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        PushPolicy policy = fastPush();
        policy.lookupConfirmInterval = std::chrono::milliseconds(300);
        rig.pusher->setPolicy(policy);
        const OutboxAction action = *rig.startVote(number);
        GitHubTestServer::Fault fault; // a 5xx: it did not land, but the workbench cannot know
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.method = "POST";
        fault.pathContains = s("/comments");
        server.injectFault(fault);
        server.clearRequests();

        QVERIFY(!rig.push().allSent());
        QCOMPARE(requestCount(server, "POST", s("/comments")), 1);
        QCOMPARE(markerCount(server, action), 0);

        QElapsedTimer timer;
        timer.start();
        const PushSummary second = rig.push();
        QVERIFY2(second.allSent(), qPrintable(second.errorString + s("\n") + requestLog(server)));
        QCOMPARE(requestCount(server, "POST", s("/comments")), 2);
        QCOMPARE(markerCount(server, action), 1);
        const QList<QDateTime> misses = rig.reload(action).commentLookupMisses();
        QVERIFY(misses.isEmpty()); // the new attempt starts afresh
        // The second push looked once more, the rest of the interval later, before posting.
        QCOMPARE(requestCount(server, "GET", s("/comments?since=")), 3);
        QVERIFY2(timer.elapsed() >= 250, qPrintable(QString::number(timer.elapsed())));
    }

    // The comment of an attempt is the action's own progress: GitHub's changed state is not
    // "stale" until the lookup has shown that the comment is not there.
    void stalenessCheckWaitsForTheLookup_data()
    {
        QTest::addColumn<bool>("commentLanded");
        QTest::newRow("the comment landed: finish the action") << true;
        QTest::newRow("it did not: blocked as stale") << false;
    }
    void stalenessCheckWaitsForTheLookup()
    {
        QFETCH(bool, commentLanded);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.startVote(number);
        GitHubTestServer::Fault post;
        post.kind = commentLanded ? GitHubTestServer::FaultKind::CommitThenClose
                                  : GitHubTestServer::FaultKind::ServerError500;
        post.method = "POST";
        post.pathContains = s("/comments");
        server.injectFault(post);
        GitHubTestServer::Fault lookup; // the lookup fails too: the push ends undecided
        lookup.kind = GitHubTestServer::FaultKind::NotFound404;
        lookup.method = "GET";
        lookup.pathContains = s("/comments?since=");
        server.injectFault(lookup);
        QVERIFY(!rig.push().allSent());
        QCOMPARE(rig.reload(action).state, ActionState::Blocked); // the 404 of the lookup
        QVERIFY(rig.outbox->retry(action.id));
        // Meanwhile a co-chair labels the issue by hand, as the vote would.
        server.setIssueLabels(number, { s("voting") });
        server.clearRequests();

        const PushSummary summary = rig.push();
        QCOMPARE(requestCount(server, "POST", s("/comments")), 0);
        if (commentLanded) {
            QVERIFY2(summary.allSent(), qPrintable(summary.errorString + requestLog(server)));
            QCOMPARE(rig.reload(action).state, ActionState::Sent);
            QCOMPARE(markerCount(server, action), 1);
        } else {
            QCOMPARE(summary.blocked, 1);
            QCOMPARE(rig.reload(action).state, ActionState::Blocked);
            QCOMPARE(markerCount(server, action), 0);
            QCOMPARE(requestCount(server, "GET", s("/comments?since=")), 2);
        }
    }

    // A POST that never left this machine (the connection was refused) is not an attempt: the
    // next push posts without looking, and without waiting for a lagging listing.
    void refusedConnectionIsNotAnAttempt()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const quint16 port = server.port();
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        PushPolicy policy = fastPush();
        policy.lookupConfirmInterval = std::chrono::hours(1); // a lookup would hold it back
        rig.pusher->setPolicy(policy);
        const OutboxAction action = *rig.startVote(number);
        // The issue is read on the kept-alive connection; then the server stops accepting new
        // connections, which the comment's POST needs.
        QObject::connect(&server, &GitHubTestServer::requestServed, &server,
                         [&server, number](int status, const QString &target) {
                             if (status == 200 && target.endsWith(s("/issues/%1").arg(number)))
                                 server.stopListening();
                         });
        server.clearRequests();
        const PushSummary first = rig.push();
        QVERIFY(!first.allSent());
        QVERIFY2(first.errorString.contains(s("not sent")), qPrintable(first.errorString));
        QVERIFY(!rig.reload(action).commentAttempted());
        QCOMPARE(requestCount(server, "POST", s("/comments")), 0);

        QObject::disconnect(&server, &GitHubTestServer::requestServed, &server, nullptr);
        QVERIFY(server.listen(port));
        const PushSummary second = rig.push();
        QVERIFY2(second.allSent(), qPrintable(second.errorString + requestLog(server)));
        QCOMPARE(requestCount(server, "GET", s("/comments?since=")), 0);
        QCOMPARE(markerCount(server, action), 1);
    }

    void staleActionsAreBlockedNotSent_data()
    {
        QTest::addColumn<QStringList>("remoteLabels");
        QTest::addColumn<bool>("close");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("already approved") << QStringList { s("approved") } << true << s("approved");
        QTest::newRow("vote started meanwhile")
            << QStringList { s("voting") } << false << s("“voting”");
        QTest::newRow("closed") << QStringList { s("new") } << true << s("closed");
    }

    void staleActionsAreBlockedNotSent()
    {
        QFETCH(QStringList, remoteLabels);
        QFETCH(bool, close);
        QFETCH(QString, phrase);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        const int other =
            server.addIssue(s("[ACP Application]: Other"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        QVERIFY(rig.syncIssue(other));
        const OutboxAction stale = *rig.requestInfo(number);
        const OutboxAction behind = *rig.startVote(number);
        const OutboxAction fine = *rig.requestInfo(other);
        server.setIssueLabels(number, remoteLabels);
        if (close)
            server.closeIssue(number);
        server.clearRequests();

        const PushSummary summary = rig.push();
        QVERIFY(!summary.allSent());
        QCOMPARE(summary.blocked, 1);
        QCOMPARE(summary.sent, 1);
        QCOMPARE(summary.heldBack, 1);
        QCOMPARE(summary.leftUnsent, 2);
        const OutboxAction blocked = rig.reload(stale);
        QCOMPARE(blocked.state, ActionState::Blocked);
        QVERIFY2(blocked.lastError.contains(phrase), qPrintable(blocked.lastError));
        QVERIFY(blocked.lastError.contains(s("#%1").arg(number)));
        QCOMPARE(rig.reload(behind).state, ActionState::Queued); // waits behind it
        QCOMPARE(rig.reload(fine).state, ActionState::Sent);
        // Nothing was written to the stale issue.
        for (const auto &request : server.requests()) {
            if (request.pathAndQuery.contains(s("/issues/%1").arg(number)))
                QCOMPARE(request.method, QByteArray("GET"));
        }
        QCOMPARE(markerCount(server, stale), 0);
        QCOMPARE(sorted(serverIssue(server, number).labels), sorted(remoteLabels));
        // The cache shows what blocked it.
        QCOMPARE(sorted(IssueCache(rig.database).issue(number)->labels), sorted(remoteLabels));
        QCOMPARE(IssueCache(rig.database).issue(number)->state, close ? s("closed") : s("open"));
        bool explained = false;
        for (const QString &message : summary.messages)
            explained = explained || message.contains(phrase);
        QVERIFY(explained);

        // Pushing again changes nothing until the user decides.
        server.clearRequests();
        QCOMPARE(rig.push().blocked, 0);
        QCOMPARE(server.requestCount(), 0);

        // Cancel the stale one: the next one is now checked on its own and blocked too, since
        // it was queued expecting needs-info.
        QVERIFY(rig.outbox->cancel(stale.id));
        const PushSummary after = rig.push();
        QCOMPARE(after.blocked, 1);
        QCOMPARE(rig.reload(behind).state, ActionState::Blocked);
        QCOMPARE(rig.reload(stale).state, ActionState::Cancelled);
        QCOMPARE(markerCount(server, behind), 0);
    }

    void deletedApplicationBlocksItsActions()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.startVote(number);
        server.deleteIssue(number);
        const PushSummary summary = rig.push();
        QCOMPARE(summary.blocked, 1);
        const OutboxAction blocked = rig.reload(action);
        QCOMPARE(blocked.state, ActionState::Blocked);
        QVERIFY2(blocked.lastError.contains(s("deleted")), qPrintable(blocked.lastError));
        QVERIFY(IssueCache(rig.database).issue(number)->deleted);
        QCOMPARE(server.comments().size(), 0);
    }

    void retryingABlockedActionAcceptsGitHubsState()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Nordlicht NPU"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.requestInfo(number);
        server.setIssueLabels(number, { s("new"), s("needs-info") }); // someone asked first
        QCOMPARE(rig.push().blocked, 1);

        QVERIFY(rig.outbox->retry(action.id));
        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(), qPrintable(summary.messages.join(QLatin1Char('\n'))));
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(sorted(serverIssue(server, number).labels), QStringList { s("needs-info") });

        // Had it moved again, it would have been blocked again.
        const OutboxAction vote = *rig.startVote(number);
        server.setIssueLabels(number, { s("voting") });
        QCOMPARE(rig.push().blocked, 1);
        QVERIFY(rig.outbox->retry(vote.id));
        server.setIssueLabels(number, { s("declined") });
        QCOMPARE(rig.push().blocked, 1);
        QCOMPARE(markerCount(server, vote), 0);
    }

    void cancelledActionsStayUnsent()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int a = server.addIssue(s("[ACP Application]: A"), kBody, s("dev"), { s("new") });
        const int b = server.addIssue(s("[ACP Application]: B"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(a));
        QVERIFY(rig.syncIssue(b));
        const OutboxAction first = *rig.requestInfo(a);
        const OutboxAction second = *rig.requestInfo(b);
        QVERIFY(rig.outbox->editComment(second.id,
                                        s("Edited before sending: please add a SECURITY.md.")));
        QVERIFY(rig.outbox->cancel(first.id));
        const PushSummary summary = rig.push();
        QVERIFY(summary.allSent());
        QCOMPARE(summary.sent, 1);
        QCOMPARE(markerCount(server, first), 0);
        QCOMPARE(markerCount(server, second), 1);
        QVERIFY(server.comments().last().body.startsWith(
            s("Edited before sending: please add a SECURITY.md.")));
        QCOMPARE(rig.reload(first).state, ActionState::Cancelled);
        QVERIFY(!rig.outbox->cancel(second.id)); // sent
        QCOMPARE(sorted(serverIssue(server, a).labels), QStringList { s("new") });
    }

    void permissionAndValidationErrorsFailWithAReason()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int a = server.addIssue(s("[ACP Application]: A"), kBody, s("dev"), { s("new") });
        const int b = server.addIssue(s("[ACP Application]: B"), kBody, s("dev"), { s("voting") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(a));
        QVERIFY(rig.syncIssue(b));
        const OutboxAction labelling = *rig.requestInfo(a);
        // A token without triage rights: GitHub answers 404 to labelling.
        GitHubTestServer::Fault denied;
        denied.kind = GitHubTestServer::FaultKind::NotFound404;
        denied.pathContains = s("/issues/%1/labels").arg(a);
        denied.times = 1;
        server.injectFault(denied);
        // A state reason GitHub does not know: 422.
        ActionComposer::DecisionOptions options;
        options.reasons = s("Quorum was not met.");
        ComposeResult decision = rig.composer.decision(rig.issue(b), rig.expected(b), options);
        decision.action->payload.insert(s("state_reason"), s("won't fix"));
        const OutboxAction invalid = *rig.outbox->enqueue(*decision.action);

        const PushSummary summary = rig.push();
        QCOMPARE(summary.failed, 2);
        QCOMPARE(summary.leftUnsent, 2);
        const OutboxAction failed = rig.reload(labelling);
        QCOMPARE(failed.state, ActionState::Failed);
        QVERIFY2(failed.lastError.contains(s("triage")), qPrintable(failed.lastError));
        QCOMPARE(failed.doneSteps(), QStringList { s("comment") }); // the comment did land
        QCOMPARE(markerCount(server, labelling), 1);
        const OutboxAction rejected = rig.reload(invalid);
        QCOMPARE(rejected.state, ActionState::Failed);
        QVERIFY2(rejected.lastError.contains(s("422")), qPrintable(rejected.lastError));

        // The user fixes the token and retries: the rest goes, the comment is not repeated.
        QVERIFY(rig.outbox->retry(labelling.id));
        const PushSummary retried = rig.push();
        QCOMPARE(rig.reload(labelling).state, ActionState::Sent);
        QCOMPARE(markerCount(server, labelling), 1);
        QCOMPARE(sorted(serverIssue(server, a).labels), QStringList { s("needs-info") });
        QCOMPARE(retried.leftUnsent, 1);
    }

    void removingALabelThatIsAlreadyGoneCountsAsDone()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("[ACP Application]: A"), kBody, s("dev"),
                                           { s("New"), s("needs-info") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.startVote(number);
        // Someone removes the label between our read and our DELETE: 404 "Label does not exist".
        GitHubTestServer::Fault gone;
        gone.kind = GitHubTestServer::FaultKind::NotFound404;
        gone.pathContains = s("/labels/needs-info");
        server.injectFault(gone);
        server.clearRequests();
        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(), qPrintable(summary.messages.join(QLatin1Char('\n'))));
        QCOMPARE(rig.reload(action).state, ActionState::Sent);
        // The capitalised label was removed by its own name.
        QCOMPARE(requestCount(server, "DELETE", s("/labels/New")), 1);
        QCOMPARE(sorted(serverIssue(server, number).labels),
                 (QStringList { s("needs-info"), s("voting") }));
    }

    void labelsWithSpacesAndSlashesAreOnePathSegment()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("[ACP Application]: A"), kBody, s("dev"),
                                           { s("In Review/Info"), s("keep") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        {
            QSettings settings; // cleanup() removes them
            settings.setValue(LabelScheme::settingsKey(ReviewState::New), s("in review/info"));
            settings.setValue(LabelScheme::settingsKey(ReviewState::NeedsInfo), s("needs info"));
        }
        rig.workspace->reloadSettings();
        const OutboxAction action = *rig.requestInfo(number);
        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(),
                 qPrintable(summary.messages.join(QLatin1Char('\n')) + requestLog(server)));
        QCOMPARE(sorted(serverIssue(server, number).labels),
                 (QStringList { s("keep"), s("needs info") }));
        QCOMPARE(requestCount(server, "DELETE", s("/labels/In%20Review%2FInfo")), 1);
        QCOMPARE(rig.reload(action).state, ActionState::Sent);
    }

    void offlineQueueThenPushLater()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: A"), kBody, s("dev"), { s("new") });
        QTemporaryDir dir;
        const QString path = dir.filePath(s("ws.sqlite3"));
        {
            Rig online(server, path);
            QVERIFY(online.syncIssue(number));
        }
        // On the plane: nothing listens.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const QUrl nowhere(s("http://127.0.0.1:%1").arg(closed.serverPort()));
        closed.close();
        Database database;
        QVERIFY(database.open(path));
        Outbox outbox(database);
        ActionComposer composer;
        const Issue issue = *IssueCache(database).issue(number);
        const OutboxAction action =
            *outbox.enqueue(*composer.startVote(issue, *outbox.expectedState(number), {}).action);
        GitHubClient offline(nowhere, s("test-token"));
        offline.setRetryPolicy(fastRetries());
        OutboxPusher pusher(outbox, offline, server.fullName());
        pusher.setPolicy(fastPush());
        QSignalSpy finished(&pusher, &OutboxPusher::finished);
        pusher.push();
        QVERIFY(finished.wait(30000));
        const PushSummary summary = finished.constFirst().constFirst().value<PushSummary>();
        QVERIFY(!summary.allSent());
        QCOMPARE(summary.deferred, 1);
        QVERIFY(!summary.errorString.isEmpty());
        const OutboxAction waiting = *outbox.action(action.id);
        QCOMPARE(waiting.state, ActionState::Queued);
        QVERIFY(!waiting.lastError.isEmpty());

        // Back online.
        GitHubClient online(server.apiUrl(), s("test-token"));
        online.setRetryPolicy(fastRetries());
        OutboxPusher later(outbox, online, server.fullName());
        later.setPolicy(fastPush());
        QSignalSpy done(&later, &OutboxPusher::finished);
        later.push();
        QVERIFY(done.wait(30000));
        QVERIFY(done.constFirst().constFirst().value<PushSummary>().allSent());
        QCOMPARE(markerCount(server, action), 1);
        QCOMPARE(outbox.action(action.id)->state, ActionState::Sent);
    }

    void pushNeedsATokenAndOnePusherAtATime()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: A"), kBody, s("dev"), { s("new") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        GitHubClient anonymous(server.apiUrl(), QString());
        OutboxPusher noToken(*rig.outbox, anonymous, server.fullName());
        QSignalSpy refused(&noToken, &OutboxPusher::finished);

        // An empty outbox needs no token (the GUI pushes whenever the network comes back).
        noToken.push();
        QVERIFY(refused.wait(5000));
        QVERIFY(refused.constFirst().constFirst().value<PushSummary>().allSent());
        QVERIFY(refused.constFirst().constFirst().value<PushSummary>().errorString.isEmpty());
        refused.clear();

        rig.startVote(number);
        noToken.push();
        QVERIFY(refused.wait(5000));
        QVERIFY(refused.constFirst().constFirst().value<PushSummary>().errorString.contains(
            s("token")));

        // A second pusher on the same database waits its turn.
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.pathContains = s("/issues/%1").arg(number);
        slow.delayMs = 300;
        server.injectFault(slow);
        QSignalSpy firstDone(rig.pusher, &OutboxPusher::finished);
        rig.pusher->push();
        QVERIFY(rig.pusher->isRunning());
        Outbox other(rig.database);
        OutboxPusher second(other, *rig.client, server.fullName());
        QSignalSpy secondDone(&second, &OutboxPusher::finished);
        second.push();
        QVERIFY(secondDone.wait(5000));
        QVERIFY(secondDone.constFirst().constFirst().value<PushSummary>().errorString.contains(
            s("Another push")));
        QVERIFY(firstDone.wait(30000));
        QVERIFY(firstDone.constFirst().constFirst().value<PushSummary>().allSent());
        QCOMPARE(server.comments().size(), 1);
    }

    void cancelStopsAndTheNextPushResumes()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: A"), kBody, s("dev"), { s("voting") });
        Rig rig(server);
        QVERIFY(rig.syncIssue(number));
        const OutboxAction action = *rig.decide(number, false);
        // Cancel as soon as the comment is confirmed.
        connect(rig.outbox, &Outbox::actionChanged, rig.pusher,
                [&rig](const OutboxAction &changed) {
                    if (changed.isStepDone(s("comment")) && !changed.isStepDone(s("add-labels")))
                        rig.pusher->cancel();
                });
        const PushSummary summary = rig.push();
        QVERIFY(summary.cancelled);
        QCOMPARE(summary.leftUnsent, 1);
        const OutboxAction stopped = rig.reload(action);
        QCOMPARE(stopped.state, ActionState::Queued);
        QCOMPARE(stopped.doneSteps(), QStringList { s("comment") });
        QVERIFY(!stopped.isEditable());
        rig.outbox->disconnect(rig.pusher);

        const PushSummary resumed = rig.push();
        QVERIFY(resumed.allSent());
        QCOMPARE(markerCount(server, action), 1);
        const auto data = serverIssue(server, number);
        QCOMPARE(sorted(data.labels), QStringList { s("declined") });
        QCOMPARE(data.stateReason, s("not_planned"));
    }

    // Many runs of a mixed sequence against random faults: every action lands exactly once and
    // in order per issue. ACP_OUTBOX_RANDOM_RUNS sets the number of runs (default 25).
    void randomFaultsNeverDuplicate()
    {
        bool ok = false;
        int runs = qEnvironmentVariableIntValue("ACP_OUTBOX_RANDOM_RUNS", &ok);
        if (!ok || runs <= 0)
            runs = 25;
        const quint32 seed = quint32(qEnvironmentVariableIntValue("ACP_OUTBOX_RANDOM_SEED", &ok));
        QRandomGenerator random(ok ? seed : 20260301u);
        using K = GitHubTestServer::FaultKind;
        const QList<K> kinds { K::DropMidBody,    K::DropMidBody,        K::ServerError500,
                               K::BadGateway502,  K::TooManyRequests429, K::SecondaryRateLimit403,
                               K::SlowAfterCommit };
        int faultsInjected = 0;
        int faultsHit = 0;
        int pushes = 0;
        int actionsSent = 0;
        for (int run = 0; run < runs; ++run) {
            GitHubTestServer server;
            QVERIFY(server.listen());
            const int a =
                server.addIssue(s("[ACP Application]: A"), kBody, s("dev-a"), { s("new") });
            const int b =
                server.addIssue(s("[ACP Application]: B"), kBody, s("dev-b"), { s("needs-info") });
            const int c = server.addIssue(s("[ACP Application]: C"), kBody, s("dev-c"),
                                          { s("New"), s("cuda") });
            Rig rig(server);
            RetryPolicy retry = fastRetries();
            retry.requestTimeoutSeconds = 1;
            rig.client->setRetryPolicy(retry);
            QVERIFY(rig.syncIssue(a) && rig.syncIssue(b) && rig.syncIssue(c));

            // Per issue a fixed lifecycle; across issues a random interleaving.
            QHash<int, QList<std::function<std::optional<OutboxAction>()>>> plans;
            plans[a] = { [&] { return rig.requestInfo(a); }, [&] { return rig.backToReview(a); },
                         [&] { return rig.startVote(a); }, [&] { return rig.decide(a, true); } };
            plans[b] = { [&] { return rig.startVote(b); }, [&] { return rig.decide(b, false); } };
            plans[c] = { [&] { return rig.requestInfo(c); } };
            QHash<int, QList<OutboxAction>> queued;
            QList<int> remaining { a, a, a, a, b, b, c };
            while (!remaining.isEmpty()) {
                const int number = remaining.takeAt(random.bounded(int(remaining.size())));
                const std::optional<OutboxAction> action = plans[number].takeFirst()();
                QVERIFY(action);
                queued[number].append(*action);
            }

            const int faultCount = 2 + random.bounded(6);
            int injectedThisRun = 0;
            const QStringList paths { s("/comments"),         s("/labels"),
                                      s("/issues/%1").arg(a), s("/issues/%1").arg(b),
                                      s("/issues/%1").arg(c), QString() };
            for (int i = 0; i < faultCount; ++i) {
                GitHubTestServer::Fault fault;
                fault.kind = kinds.at(random.bounded(int(kinds.size())));
                if (fault.kind == K::SlowAfterCommit && random.bounded(3) != 0)
                    fault.kind = K::DropMidBody; // keep the slow ones rare: each costs a second
                fault.pathContains = paths.at(random.bounded(int(paths.size())));
                fault.times = 1 + random.bounded(2);
                fault.retryAfterSeconds = 1;
                fault.delayMs = 1500;
                server.injectFault(fault);
                injectedThisRun += fault.times;
            }

            int attempts = 0;
            PushSummary summary;
            do {
                summary = rig.push();
                ++pushes;
            } while (!summary.allSent() && summary.blocked == 0 && summary.failed == 0
                     && ++attempts < 20);
            QVERIFY2(
                summary.allSent(),
                qPrintable(s("run %1: %2\n%3")
                               .arg(run)
                               .arg(summary.messages.join(QLatin1Char('\n')), requestLog(server))));
            faultsInjected += injectedThisRun;
            faultsHit += injectedThisRun - server.pendingFaults();

            // Exactly once, and in order per issue.
            for (auto it = queued.cbegin(); it != queued.cend(); ++it) {
                qint64 previous = 0;
                for (const OutboxAction &action : it.value()) {
                    QVERIFY2(markerCount(server, action) == 1,
                             qPrintable(s("run %1, #%2, %3: %4 copies")
                                            .arg(run)
                                            .arg(it.key())
                                            .arg(actionKindId(action.kind))
                                            .arg(markerCount(server, action))));
                    const qint64 id = rig.reload(action).commentId();
                    QVERIFY(id > previous);
                    previous = id;
                    ++actionsSent;
                }
            }
            QCOMPARE(server.comments().size(), 7); // no stray duplicates
            QCOMPARE(requestCount(server, "PUT", s("/")), 0);
            const auto issueA = serverIssue(server, a);
            QCOMPARE(sorted(issueA.labels), QStringList { s("approved") });
            QCOMPARE(issueA.stateReason, s("completed"));
            const auto issueB = serverIssue(server, b);
            QCOMPARE(sorted(issueB.labels), QStringList { s("declined") });
            QCOMPARE(issueB.stateReason, s("not_planned"));
            QCOMPARE(sorted(serverIssue(server, c).labels),
                     (QStringList { s("cuda"), s("needs-info") }));
        }
        qInfo("%d runs, %d pushes, %d actions sent exactly once, %d of %d faults hit, 0 duplicates",
              runs, pushes, actionsSent, faultsHit, faultsInjected);
    }
};

QTEST_GUILESS_MAIN(tst_OutboxPusher)
#include "tst_outboxpusher.moc"

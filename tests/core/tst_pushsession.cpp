#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "VoteAndWaitingRepository.h"
#include "core/actions/ActionService.h"
#include "core/actions/PushSession.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

namespace {

const QString kVoterToken = s("priya-token");

// (VoteAndWaitingRepository with this test's voter token.)
struct Repository : acp::test::VoteAndWaitingRepository
{
    explicit Repository(GitHubTestServer &server)
        : VoteAndWaitingRepository(server, kVoterToken)
    { }
};

} // namespace

// PushSession: one push for the window and the command line; the actions first, then the
// ballots; cancelling stops before the ballots.
class tst_PushSession : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    // An anonymous workspace on `server`, synced; the token comes later (setToken), so that
    // a ballot cast before waits in the outbox.
    std::unique_ptr<Workspace> openSynced(GitHubTestServer &server)
    {
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = m_dir.filePath(s("ws%1.sqlite3").arg(++m_counter));
        options.allowInsecureHttpToken = true;
        auto workspace = std::make_unique<Workspace>(options);
        if (!workspace->open()) {
            qWarning() << workspace->errorString();
            return nullptr;
        }
        RetryPolicy retries;
        retries.second = std::chrono::milliseconds(1);
        retries.maxAttempts = 3;
        workspace->client()->setRetryPolicy(retries);
        PushPolicy quick;
        quick.mutationInterval = std::chrono::milliseconds(0);
        quick.lookupDelay = std::chrono::milliseconds(0);
        quick.lookupConfirmInterval = std::chrono::milliseconds(0);
        workspace->pusher()->setPolicy(quick);
        QSignalSpy synced(workspace->syncEngine(), &SyncEngine::finished);
        workspace->syncEngine()->start();
        if (!synced.wait(30000)) {
            qWarning("the sync did not finish");
            return nullptr;
        }
        return workspace;
    }

    // A back-to-review action on the application waiting for an answer, and a ballot on the
    // vote, both queued.
    static bool queueBoth(Workspace &workspace, const Repository &repository)
    {
        ActionRequest request;
        request.kind = ActionKind::BackToReview;
        request.issueNumber = repository.waiting;
        request.details = s("Thank you, that answers it.");
        const ActionService service(workspace);
        const ActionService::QueueResult queued = service.queue(service.compose(request));
        if (!queued.ok()) {
            qWarning() << queued.error;
            return false;
        }
        const VoteService::CastResult cast =
            workspace.votingSession()->cast(repository.voting, BallotChoice::Approve);
        if (!cast.ok()) {
            qWarning() << cast.error;
            return false;
        }
        return true;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void demoWorkspaceNeverPushes()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        PushSession *session = PushSession::of(workspace);
        QCOMPARE(PushSession::of(workspace), session); // one per workspace
        QSignalSpy started(session, &PushSession::started);
        QVERIFY(!session->canPush());
        QCOMPARE(session->push(), PushSession::Start::Offline);
        QVERIFY(started.isEmpty());
    }

    void nothingWaits()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const Repository repository(server);
        auto workspace = openSynced(server);
        QVERIFY(workspace);
        PushSession *session = PushSession::of(*workspace);
        QSignalSpy started(session, &PushSession::started);
        QCOMPARE(session->push(), PushSession::Start::NothingWaits);
        QVERIFY(started.isEmpty());
        QVERIFY(!session->isRunning());
    }

    void actionsGoBeforeBallots()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const Repository repository(server);
        auto workspace = openSynced(server);
        QVERIFY(workspace);
        QVERIFY(queueBoth(*workspace, repository));
        PushSession *session = PushSession::of(*workspace);
        QCOMPARE(session->pendingActions(), 1);
        QCOMPARE(session->pendingBallots(), 1); // no token yet: the ballot waits

        workspace->setToken(kVoterToken);
        server.clearRequests();
        QSignalSpy started(session, &PushSession::started);
        QSignalSpy actionsFinished(session, &PushSession::actionsFinished);
        QSignalSpy ballotsStarted(session, &PushSession::ballotsStarted);
        QSignalSpy finished(session, &PushSession::finished);
        QCOMPARE(session->push(), PushSession::Start::Started);
        QVERIFY(session->isRunning());
        QCOMPARE(session->push(), PushSession::Start::AlreadyRunning);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.constFirst().at(0).toInt(), 1);
        QCOMPARE(started.constFirst().at(1).toInt(), 1);
        QCOMPARE(actionsFinished.size(), 1);
        QCOMPARE(ballotsStarted.size(), 1);
        const auto summary = finished.constFirst().constFirst().value<PushSessionSummary>();
        QVERIFY(summary.actionsPushed);
        QCOMPARE(summary.actions.sent, 1);
        QVERIFY(summary.ballotsSent);
        QCOMPARE(summary.ballots.sent, 1);
        QVERIFY(summary.allSent());
        QVERIFY(!session->isRunning());
        QCOMPARE(session->pendingActions(), 0);
        QCOMPARE(session->pendingBallots(), 0);

        // The comment on the waiting application went out before the reaction on the vote.
        qsizetype commentAt = -1;
        qsizetype reactionAt = -1;
        const auto requests = server.requests();
        for (qsizetype i = 0; i < requests.size(); ++i) {
            const auto &request = requests.at(i);
            if (request.method != "POST") {
                continue;
            }
            if (request.pathAndQuery.contains(s("/issues/%1/comments").arg(repository.waiting))) {
                commentAt = i;
            } else if (request.pathAndQuery.contains(
                           s("/comments/%1/reactions").arg(repository.voteComment))) {
                reactionAt = i;
            }
        }
        QVERIFY(commentAt >= 0);
        QVERIFY(reactionAt > commentAt);
        QCOMPARE(server.commentReactions(repository.voteComment).size(), 1);
    }

    void cancelledPushLeavesTheBallotsQueued()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const Repository repository(server);
        auto workspace = openSynced(server);
        QVERIFY(workspace);
        QVERIFY(queueBoth(*workspace, repository));
        workspace->setToken(kVoterToken);
        server.clearRequests();
        PushSession *session = PushSession::of(*workspace);
        QSignalSpy ballotsStarted(session, &PushSession::ballotsStarted);
        QSignalSpy finished(session, &PushSession::finished);
        QCOMPARE(session->push(), PushSession::Start::Started);
        session->cancel();
        QVERIFY(finished.wait(60000));
        const auto summary = finished.constFirst().constFirst().value<PushSessionSummary>();
        QVERIFY(summary.cancelled);
        QVERIFY(!summary.allSent());
        QVERIFY(ballotsStarted.isEmpty());
        QCOMPARE(session->pendingBallots(), 1);
        for (const auto &request : server.requests()) {
            QVERIFY2(!request.pathAndQuery.contains(s("/reactions")) || request.method == "GET",
                     qPrintable(request.pathAndQuery));
        }
    }
};

QTEST_MAIN(tst_PushSession)
#include "tst_pushsession.moc"

// Regression tests for what the fault soak (acp-fault-soak) found in OutboxPusher: a 200 answer
// whose JSON is cut off must never be read as "nothing there".
//   - The marker lookup after an ambiguous comment POST: an unreadable list made the comment
//     look absent, and the pusher posted it a second time.
//   - The answer to adding labels: an unreadable list made every label look gone, and the
//     removal of `new` that follows was skipped as already done.

#include "GitHubTestServer.h"
#include "ResilienceSupport.h"
#include "core/actions/ActionComposer.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/VotePoller.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using FaultKind = GitHubTestServer::FaultKind;

namespace {

struct Rig
{
    explicit Rig(GitHubTestServer &server)
        : server(server)
    {
        if (!database.open(dir.filePath(QStringLiteral("workspace.sqlite3"))))
            qFatal("could not open the test database: %s", qPrintable(database.errorString()));
        client = std::make_unique<GitHubClient>(server.apiUrl(), QStringLiteral("test-token"));
        RetryPolicy retries;
        retries.second = std::chrono::milliseconds(1);
        client->setRetryPolicy(retries);
        poller = std::make_unique<VotePoller>(database, *client);
        engine = std::make_unique<SyncEngine>(database, *client, server.fullName());
        engine->setFollowUp(poller.get()); // as Workspace does
        outbox = std::make_unique<Outbox>(database);
        pusher = std::make_unique<OutboxPusher>(*outbox, *client, server.fullName());
        PushPolicy policy;
        policy.mutationInterval = std::chrono::milliseconds(0);
        policy.lookupDelay = std::chrono::milliseconds(0);
        pusher->setPolicy(policy);
    }

    bool sync()
    {
        QSignalSpy finished(engine.get(), &SyncEngine::finished);
        engine->start();
        return finished.wait(30000) && finished.constFirst().constFirst().value<SyncResult>().ok();
    }

    std::optional<OutboxAction> startVote(int number)
    {
        const Issue issue = *IssueCache(database).issue(number);
        const ComposeResult result = composer.startVote(issue, *outbox->expectedState(number), {});
        return result.ok() ? outbox->enqueue(*result.action) : std::nullopt;
    }

    PushSummary push()
    {
        QSignalSpy finished(pusher.get(), &OutboxPusher::finished);
        pusher->push();
        if (finished.isEmpty() && !finished.wait(30000))
            return {};
        return finished.constFirst().constFirst().value<PushSummary>();
    }

    QStringList labels(int number)
    {
        for (const auto &issue : server.issues()) {
            if (issue.number == number) {
                QStringList lower;
                for (const QString &label : issue.labels)
                    lower.append(label.toLower());
                lower.sort();
                return lower;
            }
        }
        return {};
    }

    GitHubTestServer &server;
    QTemporaryDir dir;
    Database database;
    std::unique_ptr<GitHubClient> client;
    std::unique_ptr<VotePoller> poller;
    std::unique_ptr<SyncEngine> engine;
    std::unique_ptr<Outbox> outbox;
    ActionComposer composer;
    std::unique_ptr<OutboxPusher> pusher;
};

const QString kBody = QStringLiteral("### Platform name\n\nNordlicht NPU\n");

} // namespace

class tst_PushFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void unreadableMarkerLookupNeverPostsTwice()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("apps"));
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP] Nordlicht"), kBody,
                                           QStringLiteral("vendor"), { QStringLiteral("new") });
        Rig rig(server);
        QVERIFY(rig.sync());
        const std::optional<OutboxAction> action = rig.startVote(number);
        QVERIFY(action);

        // The comment is created, but its answer is cut off: the pusher cannot know it landed
        // and looks for its marker; that list comes back as a 200 with truncated JSON.
        const QString commentsPath = QStringLiteral("/issues/%1/comments").arg(number);
        server.injectFault({ FaultKind::DropMidBody, commentsPath, 1 });
        server.injectFault({ FaultKind::MalformedJson, commentsPath + QLatin1Char('?'), 1 });
        const PushSummary first = rig.push();
        QCOMPARE(resilience::actionMarkerCounts(server).value(action->uuid), 1);
        QCOMPARE(first.sent, 0);
        QCOMPARE(first.leftUnsent, 1);
        QCOMPARE(rig.outbox->action(action->id)->state, ActionState::Queued);

        // The next push finds the comment by its marker and finishes the action.
        QCOMPARE(server.pendingFaults(), 0);
        const PushSummary second = rig.push();
        QCOMPARE(second.sent, 1);
        QCOMPARE(resilience::actionMarkerCounts(server).value(action->uuid), 1);
        QCOMPARE(rig.labels(number), QStringList { QStringLiteral("voting") });
    }

    void unreadableLabelAnswerStillRemovesLabels()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("apps"));
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("[ACP] Nordlicht"), kBody, QStringLiteral("vendor"),
                            { QStringLiteral("new"), QStringLiteral("needs-info") });
        Rig rig(server);
        QVERIFY(rig.sync());
        const std::optional<OutboxAction> action = rig.startVote(number);
        QVERIFY(action);
        QVERIFY(action->removeLabels().contains(QStringLiteral("new")));

        // +voting is answered with truncated JSON; -needs-info and -new must still be sent.
        server.injectFault(
            { FaultKind::MalformedJson, QStringLiteral("/issues/%1/labels").arg(number), 1 });
        const PushSummary summary = rig.push();
        QCOMPARE(summary.sent, 1);
        QCOMPARE(server.pendingFaults(), 0);
        QCOMPARE(rig.labels(number), QStringList { QStringLiteral("voting") });
        QCOMPARE(resilience::actionMarkerCounts(server).value(action->uuid), 1);
    }
};

QTEST_GUILESS_MAIN(tst_PushFaults)
#include "tst_pushfaults.moc"

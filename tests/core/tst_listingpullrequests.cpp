// A listing pull request to the site's repository, pushed through the outbox against the
// loopback GitHub-shaped server: one fork, one commit, one branch and one pull request, also
// when an answer is lost after GitHub made the change, at every step.
#include "GitHubTestServer.h"
#include "ListingSiteRig.h"
#include "TestSupport.h"
#include "core/github/GitHubClient.h"
#include "core/listing/ListingDrafts.h"
#include "core/listing/ListingPullRequests.h"
#include "core/outbox/ActionCancellation.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

using acp::test::kFork;
using acp::test::kSite;
using acp::test::SiteRig;

class tst_ListingPullRequests : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::isolateSettings(m_settingsDir.path(), QStringLiteral("tst_listingpullrequests"));
        QSettings().clear();
    }

    void opensOnePullRequestFromANewFork()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        const std::optional<OutboxAction> queued = rig.queue(&error);
        QVERIFY2(queued, qPrintable(error));
        QCOMPARE(queued->kind, ActionKind::ListingPullRequest);
        QCOMPARE(queued->siteRepository(), kSite);
        const QString branch = queued->pullRequest().value(QLatin1String("branch")).toString();
        QVERIFY(branch.startsWith(QStringLiteral("acp-listing-nordlicht_npu-")));
        // Nothing else of the same kind while it waits.
        QVERIFY(!rig.queue(&error));
        QVERIFY(error.contains(QStringLiteral("already in the outbox")));

        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(),
                 qPrintable(summary.errorString + summary.messages.join(QLatin1Char(' '))));
        QCOMPARE(summary.sent, 1);
        QCOMPARE(rig.server.forksCreated(), 1);
        QCOMPARE(rig.server.commitsCreated(), 1);
        QCOMPARE(rig.server.refsCreated(), 1);
        const auto pulls = rig.server.pullRequests(kSite);
        QCOMPARE(pulls.size(), 1);
        QCOMPARE(pulls.constFirst().head, QStringLiteral("reviewer:") + branch);
        QCOMPARE(pulls.constFirst().base, QStringLiteral("site"));
        QCOMPARE(pulls.constFirst().title,
                 QStringLiteral("Add Nordlicht NPU to the additional platforms"));
        QVERIFY(pulls.constFirst().body.contains(
            QStringLiteral("/acme/acp/issues/%1").arg(rig.number)));

        // The branch holds the site's files and the two new ones, exactly as drafted.
        const PlatformListing listing = *ListingDrafts(*rig.workspace).draft(rig.number);
        const QMap<QString, QByteArray> files = rig.server.gitFiles(kFork, branch);
        QCOMPARE(files.value(listing.entryPath()), listing.entryJson());
        QCOMPARE(files.value(listing.guidePath()), listing.guide.toUtf8());
        QVERIFY(files.contains(QStringLiteral("_additional_platforms/xpu.json")));
        QVERIFY(files.contains(QStringLiteral("index.html")));

        const OutboxAction sent = rig.action(queued->id);
        QCOMPARE(sent.state, ActionState::Sent);
        QCOMPARE(sent.pullRequestNumber(), pulls.constFirst().number);
        QVERIFY(sent.pullRequestUrl().toString().endsWith(
            QStringLiteral("/pull/%1").arg(pulls.constFirst().number)));
        // Nothing was written on the application's issue.
        QCOMPARE(rig.requests("POST", QStringLiteral("/repos/acme/acp/")), 0);
        QCOMPARE(rig.requests("PATCH", QStringLiteral("/repos/acme/acp/")), 0);
    }

    void aLostAnswerAtEveryStepStillMakesEachOnce_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("kind");
        const int closes = int(GitHubTestServer::FaultKind::CommitThenClose);
        const int gateway = int(GitHubTestServer::FaultKind::BadGateway502);
        for (const char *path :
             { "/forks", "/git/blobs", "/git/trees", "/git/commits", "/git/refs", "/pulls" }) {
            QTest::newRow(qPrintable(QStringLiteral("%1 closed").arg(QLatin1String(path))))
                << QString::fromLatin1(path) << closes;
            QTest::newRow(qPrintable(QStringLiteral("%1 502").arg(QLatin1String(path))))
                << QString::fromLatin1(path) << gateway;
        }
    }
    void aLostAnswerAtEveryStepStillMakesEachOnce()
    {
        QFETCH(QString, path);
        QFETCH(int, kind);
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        const std::optional<OutboxAction> queued = rig.queue(&error);
        QVERIFY2(queued, qPrintable(error));
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind(kind);
        fault.pathContains = path;
        fault.method = "POST";
        rig.server.injectFault(fault);

        PushSummary summary = rig.push();
        for (int push = 0; push < 3 && !summary.allSent(); ++push) {
            summary = rig.push(); // whatever the first push left, later ones finish
        }
        QVERIFY2(summary.allSent(),
                 qPrintable(summary.errorString + summary.messages.join(QLatin1Char(' '))));
        QCOMPARE(rig.server.pendingFaults(), 0);
        QCOMPARE(rig.server.forksCreated(), 1);
        QCOMPARE(rig.server.commitsCreated(), 1);
        QCOMPARE(rig.server.refsCreated(), 1);
        QCOMPARE(rig.server.pullRequests(kSite).size(), 1);
        QCOMPARE(rig.action(queued->id).pullRequestNumber(),
                 rig.server.pullRequests(kSite).constFirst().number);
    }

    void aStoppedPushResumesWhereItWas()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        const std::optional<OutboxAction> queued = rig.queue(&error);
        QVERIFY2(queued, qPrintable(error));
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.pathContains = QStringLiteral("/git/commits");
        fault.method = "POST";
        fault.times = 100;
        rig.server.injectFault(fault);

        const PushSummary first = rig.push();
        QCOMPARE(first.deferred, 1);
        const OutboxAction waiting = rig.action(queued->id);
        QCOMPARE(waiting.state, ActionState::Queued);
        for (const char *part : { "fork", "base", "blobs", "tree" }) {
            QVERIFY2(waiting.isStepDone(QLatin1String(part)), part);
        }
        QVERIFY(!waiting.isStepDone(QStringLiteral("commit")));
        const int blobPosts = rig.requests("POST", QStringLiteral("/git/blobs"));
        QCOMPARE(blobPosts, 2);

        rig.server.clearFaults();
        const PushSummary second = rig.push();
        QVERIFY2(second.allSent(), qPrintable(second.errorString));
        // What was done is not done again.
        QCOMPARE(rig.requests("POST", QStringLiteral("/git/blobs")), blobPosts);
        QCOMPARE(rig.requests("POST", QStringLiteral("/forks")), 1);
        QCOMPARE(rig.server.pullRequests(kSite).size(), 1);
    }

    // Cancelling after an opening that got no answer looks for the pull request first: not
    // there, the action is cancelled; there, it is recorded and kept (the next push finishes it,
    // with no second pull request); GitHub not answering, the user is asked.
    void cancellingAfterAnUnansweredPullRequestLooksFirst_data()
    {
        QTest::addColumn<bool>("opened");
        QTest::addColumn<bool>("lookupFails");
        QTest::newRow("not opened") << false << false;
        QTest::newRow("opened, answer lost") << true << false;
        QTest::newRow("lookup fails") << false << true;
    }
    void cancellingAfterAnUnansweredPullRequestLooksFirst()
    {
        QFETCH(bool, opened);
        QFETCH(bool, lookupFails);
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        const std::optional<OutboxAction> queued = rig.queue(&error);
        QVERIFY2(queued, qPrintable(error));
        GitHubTestServer::Fault fault;
        fault.kind = opened ? GitHubTestServer::FaultKind::CommitThenClose
                            : GitHubTestServer::FaultKind::ServerError500;
        fault.pathContains = QStringLiteral("/pulls");
        fault.method = "POST";
        fault.times = opened ? 1 : 100;
        rig.server.injectFault(fault);
        // The push's own look for it fails too: it stops with the pull request unknown.
        GitHubTestServer::Fault listingDown;
        listingDown.kind = GitHubTestServer::FaultKind::ServerError500;
        listingDown.pathContains = QStringLiteral("/pulls?");
        listingDown.method = "GET";
        listingDown.times = 100;
        rig.server.injectFault(listingDown);
        QCOMPARE(rig.push().deferred, 1);
        const OutboxAction waiting = rig.action(queued->id);
        QVERIFY(waiting.remoteIds.value(QLatin1String("pr_attempted")).toBool());
        QCOMPARE(waiting.pullRequestNumber(), 0);
        QCOMPARE(rig.server.pullRequests(kSite).size(), opened ? 1 : 0);
        rig.server.clearFaults();
        if (lookupFails)
            rig.server.injectFault(listingDown);

        ActionCancellation cancellation(*rig.workspace->outbox(), rig.workspace->client(),
                                        rig.server.fullName());
        QSignalSpy finished(&cancellation, &ActionCancellation::finished);
        cancellation.cancel(queued->id);
        QVERIFY(!finished.isEmpty() || finished.wait(10000));
        const auto outcome = finished.constFirst().at(0).value<ActionCancellation::Outcome>();
        const QString message = finished.constFirst().at(1).toString();
        if (opened) {
            QCOMPARE(outcome, ActionCancellation::Outcome::PullRequestOnGitHub);
            QVERIFY2(message.contains(kSite), qPrintable(message));
            const OutboxAction recorded = rig.action(queued->id);
            QVERIFY(recorded.isPending());
            QCOMPARE(recorded.pullRequestNumber(),
                     rig.server.pullRequests(kSite).constFirst().number);
            QVERIFY(rig.push().allSent());
            QCOMPARE(rig.action(queued->id).state, ActionState::Sent);
            QCOMPARE(rig.server.pullRequests(kSite).size(), 1);
            QCOMPARE(rig.requests("POST", QStringLiteral("/pulls")), 1);
            return;
        }
        if (!lookupFails) {
            QCOMPARE(outcome, ActionCancellation::Outcome::Cancelled);
            QCOMPARE(rig.action(queued->id).state, ActionState::Cancelled);
            return;
        }
        QCOMPARE(outcome, ActionCancellation::Outcome::MayBeOnGitHub);
        QVERIFY2(message.contains(kSite), qPrintable(message));
        QVERIFY(rig.action(queued->id).isPending());

        ActionCancellation forced(*rig.workspace->outbox(), rig.workspace->client(),
                                  rig.server.fullName());
        QSignalSpy done(&forced, &ActionCancellation::finished);
        forced.cancel(queued->id, true);
        QVERIFY(!done.isEmpty() || done.wait(10000));
        QCOMPARE(done.constFirst().at(0).value<ActionCancellation::Outcome>(),
                 ActionCancellation::Outcome::Cancelled);
        QCOMPARE(rig.action(queued->id).state, ActionState::Cancelled);
    }

    void aForkStillBeingMadeIsWaitedFor()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        rig.server.setForkReadyAfterRequests(2);
        QString error;
        QVERIFY2(rig.queue(&error), qPrintable(error));
        const PushSummary summary = rig.push();
        QVERIFY2(summary.allSent(),
                 qPrintable(summary.errorString + summary.messages.join(QLatin1Char(' '))));
        QCOMPARE(rig.server.pullRequests(kSite).size(), 1);
    }

    void anExistingForkIsUsed()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        QVERIFY2(rig.queue(&error), qPrintable(error));
        QVERIFY(rig.push().allSent());
        // The platform's listing again (say after the first was closed): the same fork.
        const std::optional<OutboxAction> again = rig.queue(&error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(rig.push().allSent());
        QCOMPARE(rig.server.forksCreated(), 1);
        QCOMPARE(rig.server.pullRequests(kSite).size(), 2);
    }

    void aPlatformNoLongerApprovedIsBlocked()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        const std::optional<OutboxAction> queued = rig.queue(&error);
        QVERIFY2(queued, qPrintable(error));
        rig.server.setIssueLabels(rig.number, { QStringLiteral("declined") });
        const PushSummary summary = rig.push();
        QCOMPARE(summary.blocked, 1);
        QCOMPARE(rig.action(queued->id).state, ActionState::Blocked);
        QCOMPARE(rig.server.forksCreated(), 0);
        QCOMPARE(rig.server.pullRequests(kSite).size(), 0);
    }

    void refusesWhatCannotBeListed()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        PlatformListing listing = *ListingDrafts(*rig.workspace).draft(rig.number);
        listing.stable = {};
        QString error;
        QVERIFY(!ListingPullRequests(*rig.workspace)
                     .queue(rig.number, listing, ListingPullRequests::Change::Add, &error));
        QVERIFY2(error.contains(QStringLiteral("stable")), qPrintable(error));
        // Removal is for retired platforms only.
        QVERIFY(!ListingPullRequests(*rig.workspace)
                     .queue(rig.number, listing, ListingPullRequests::Change::Remove, &error));
        QVERIFY2(error.contains(QStringLiteral("not retired")), qPrintable(error));
        QCOMPARE(rig.workspace->outbox()->pendingCount(), 0);
    }

    void aRetiredPlatformsListingIsRemoved()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        const PlatformListing listing = *ListingDrafts(*rig.workspace).draft(rig.number);
        rig.server.setGitFiles(kSite,
                               { { QStringLiteral("_additional_platforms/xpu.json"),
                                   QByteArray("{\"name\": \"XPU\"}\n") },
                                 { listing.entryPath(), listing.entryJson() },
                                 { listing.guidePath(), listing.guide.toUtf8() } });
        rig.server.setIssueLabels(rig.number, { QStringLiteral("retired") });
        QSignalSpy finished(rig.workspace->syncEngine(), &SyncEngine::finished);
        rig.workspace->syncEngine()->syncIssue(rig.number);
        QVERIFY(finished.wait(30000));
        QString error;
        const std::optional<OutboxAction> queued =
            ListingPullRequests(*rig.workspace)
                .queue(rig.number, listing, ListingPullRequests::Change::Remove, &error);
        QVERIFY2(queued, qPrintable(error));
        QVERIFY(queued->summary().contains(QStringLiteral("delete")));
        QVERIFY(rig.push().allSent());
        const auto pulls = rig.server.pullRequests(kSite);
        QCOMPARE(pulls.size(), 1);
        QVERIFY(pulls.constFirst().title.startsWith(QStringLiteral("Remove Nordlicht NPU")));
        const QString branch = queued->pullRequest().value(QLatin1String("branch")).toString();
        const QMap<QString, QByteArray> files = rig.server.gitFiles(kFork, branch);
        QVERIFY(!files.contains(listing.entryPath()));
        QVERIFY(!files.contains(listing.guidePath()));
        QVERIFY(files.contains(QStringLiteral("_additional_platforms/xpu.json")));
    }
};

QTEST_GUILESS_MAIN(tst_ListingPullRequests)
#include "tst_listingpullrequests.moc"

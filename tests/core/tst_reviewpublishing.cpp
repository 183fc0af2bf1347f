// Two reviewers' workbenches on one repository (the loopback GitHub): each publishes its
// checklist as a review, publishes again (one comment each, edited in place), reads the other's,
// and sees where they disagree; an outsider's review table counts for nothing; a review comment
// deleted on GitHub is posted anew; an edit whose answer is lost is sent again, never doubled.

#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "core/actions/ActionService.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/review/ChecklistStore.h"
#include "core/review/TeamReviews.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

class tst_ReviewPublishing : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_counter = 0;
    int m_issue = 0;

    std::unique_ptr<Workspace> openSynced(GitHubTestServer &server, const QString &token)
    {
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = m_dir.filePath(s("ws%1.sqlite3").arg(++m_counter));
        options.allowInsecureHttpToken = true;
        options.token = token;
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
        return sync(*workspace) ? std::move(workspace) : nullptr;
    }

    static bool sync(Workspace &workspace)
    {
        QSignalSpy synced(workspace.syncEngine(), &SyncEngine::finished);
        workspace.syncEngine()->start();
        return synced.wait(30000);
    }

    // Queues the checklist as a review and pushes it; the action as it ended.
    std::optional<OutboxAction> publish(Workspace &workspace)
    {
        ActionRequest request;
        request.kind = ActionKind::PublishReview;
        request.issueNumber = m_issue;
        const ActionService service(workspace);
        const ActionDraft draft = service.compose(request);
        if (!draft.ok()) {
            qWarning() << draft.composed.error;
            return std::nullopt;
        }
        const ActionService::QueueResult queued = service.queue(draft);
        if (!queued.ok()) {
            qWarning() << queued.error;
            return std::nullopt;
        }
        QSignalSpy finished(workspace.pusher(), &OutboxPusher::finished);
        workspace.pusher()->push();
        if (!finished.wait(30000)) {
            return std::nullopt;
        }
        return workspace.outbox()->action(queued.action->id);
    }

    static QList<GitHubTestServer::CommentData> commentsBy(const GitHubTestServer &server,
                                                           const QString &login)
    {
        QList<GitHubTestServer::CommentData> found;
        for (const GitHubTestServer::CommentData &comment : server.comments()) {
            if (comment.author == login) {
                found.append(comment);
            }
        }
        return found;
    }

    static void setStatus(Workspace &workspace, int issue, const QString &id,
                          ChecklistStatus status, const QString &note = {})
    {
        ChecklistStore(workspace.database()).setEntry(issue, id, status, note);
    }

    void prepare(GitHubTestServer &server)
    {
        QVERIFY(server.listen());
        server.setTokenLogin(s("ana-token"), s("cochair-ana"));
        server.setTokenLogin(s("bo-token"), s("cochair-bo"));
        server.setAuthorAssociation(s("cochair-ana"), s("MEMBER"));
        server.setAuthorAssociation(s("cochair-bo"), s("MEMBER"));
        m_issue = server.addIssue(s("[Application] FooChip"),
                                  s("### PyTorch integration\n\nPrivateUse1\n\n"
                                    "### Security policy\n\nSECURITY.md\n"),
                                  s("applicant"), { s("new") });
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void twoReviewersPublishReadAndDisagree()
    {
        GitHubTestServer server;
        prepare(server);
        auto ana = openSynced(server, s("ana-token"));
        auto bo = openSynced(server, s("bo-token"));
        QVERIFY(ana && bo);

        setStatus(*ana, m_issue, s("security-policy"), ChecklistStatus::Met, s("SECURITY.md"));
        setStatus(*ana, m_issue, s("working-ci"), ChecklistStatus::Gap, s("no runs"));
        std::optional<OutboxAction> first = publish(*ana);
        QVERIFY(first);
        QCOMPARE(first->state, ActionState::Sent);
        QCOMPARE(commentsBy(server, s("cochair-ana")).size(), 1);
        const qint64 anaComment = commentsBy(server, s("cochair-ana")).at(0).id;

        setStatus(*bo, m_issue, s("security-policy"), ChecklistStatus::Met);
        setStatus(*bo, m_issue, s("working-ci"), ChecklistStatus::Met, s("nightly runs"));
        QVERIFY(publish(*bo));
        // An outsider's copy of a review table counts for nothing.
        server.addComment(m_issue, s("passer-by"),
                          s("| Requirement | Status |\n|---|---|\n| Security policy | 🔴 |\n"
                            "| Working CI | 🔴 |\n| Release gap | 🔴 |\n"));

        // Ana publishes again: her one comment is edited, not a second one posted.
        setStatus(*ana, m_issue, s("working-ci"), ChecklistStatus::NeedsJudgment, s("nightly?"));
        const std::optional<OutboxAction> again = publish(*ana);
        QVERIFY(again);
        QCOMPARE(again->state, ActionState::Sent);
        QCOMPARE(again->summary().left(13), s("Update review"));
        QVERIFY2(again->changesText().contains(s("working-ci gap → needs-judgment")),
                 qPrintable(again->changesText()));
        const QList<GitHubTestServer::CommentData> anas = commentsBy(server, s("cochair-ana"));
        QCOMPARE(anas.size(), 1);
        QCOMPARE(anas.at(0).id, anaComment);
        QVERIFY(anas.at(0).body.contains(s("review-status=working-ci:needs-judgment")));
        QVERIFY(anas.at(0).body.contains(s("| Working CI | ⚠️ needs judgment | nightly? |")));

        // Each reads the other's after a sync.
        QVERIFY(sync(*ana));
        const std::optional<Issue> issue = IssueCache(ana->database()).issue(m_issue);
        QVERIFY(issue);
        const QList<PublishedReview> reviews =
            TeamReviews::collect(*issue, IssueCache(ana->database()).comments(m_issue),
                                 ana->requirements(), ana->authorTrust());
        // In the thread's order: Ana's comment came first, and was edited in place.
        QCOMPARE(reviews.size(), 2);
        QCOMPARE(reviews.at(0).author, s("cochair-ana"));
        QCOMPARE(reviews.at(1).author, s("cochair-bo"));
        QCOMPARE(reviews.at(0).source, ReviewSource::Workbench);
        QCOMPARE(reviews.at(0).commentIds, QList<qint64> { anaComment });
        QCOMPARE(reviews.at(0).item(s("working-ci"))->status, ChecklistStatus::NeedsJudgment);
        QCOMPARE(reviews.at(1).item(s("working-ci"))->note, s("nightly runs"));
        QCOMPARE(TeamReviews::disagreements(reviews, ana->requirements()),
                 QStringList { s("working-ci") });
    }

    void aDeletedReviewCommentIsPostedAnew()
    {
        GitHubTestServer server;
        prepare(server);
        auto ana = openSynced(server, s("ana-token"));
        QVERIFY(ana);
        setStatus(*ana, m_issue, s("security-policy"), ChecklistStatus::Met);
        QVERIFY(publish(*ana));
        const qint64 original = commentsBy(server, s("cochair-ana")).at(0).id;
        server.deleteComment(original);

        setStatus(*ana, m_issue, s("security-policy"), ChecklistStatus::Gap);
        const std::optional<OutboxAction> again = publish(*ana);
        QVERIFY(again);
        QCOMPARE(again->state, ActionState::Sent);
        const QList<GitHubTestServer::CommentData> anas = commentsBy(server, s("cochair-ana"));
        QCOMPARE(anas.size(), 1);
        QVERIFY(anas.at(0).id != original);
        QCOMPARE(again->commentId(), anas.at(0).id);
        QVERIFY(anas.at(0).body.contains(s("review-status=security-policy:gap")));
    }

    void anEditWhoseAnswerIsLostIsSentAgainNotDoubled()
    {
        GitHubTestServer server;
        prepare(server);
        auto ana = openSynced(server, s("ana-token"));
        QVERIFY(ana);
        setStatus(*ana, m_issue, s("security-policy"), ChecklistStatus::Met);
        QVERIFY(publish(*ana));
        // The edit is committed, then the connection closes without an answer.
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = "PATCH";
        fault.pathContains = s("/issues/comments/");
        server.injectFault(fault);
        setStatus(*ana, m_issue, s("release-gap"), ChecklistStatus::NotApplicable);
        const std::optional<OutboxAction> again = publish(*ana);
        QVERIFY(again);
        QCOMPARE(again->state, ActionState::Sent);
        QCOMPARE(server.pendingFaults(), 0);
        const QList<GitHubTestServer::CommentData> anas = commentsBy(server, s("cochair-ana"));
        QCOMPARE(anas.size(), 1);
        QVERIFY(anas.at(0).body.contains(s("review-status=release-gap:not-applicable")));
    }

    void aReviewStillQueuedIsReplaced()
    {
        GitHubTestServer server;
        prepare(server);
        auto ana = openSynced(server, s("ana-token"));
        QVERIFY(ana);
        const ActionService service(*ana);
        ActionRequest request;
        request.kind = ActionKind::PublishReview;
        request.issueNumber = m_issue;
        QVERIFY(!service.compose(request).ok()); // nothing reviewed yet
        setStatus(*ana, m_issue, s("security-policy"), ChecklistStatus::Met);
        const ActionService::QueueResult first = service.queue(service.compose(request));
        QVERIFY(first.ok());
        setStatus(*ana, m_issue, s("working-ci"), ChecklistStatus::Gap);
        const ActionService::QueueResult second = service.queue(service.compose(request));
        QVERIFY(second.ok());
        QCOMPARE(ana->outbox()->action(first.action->id)->state, ActionState::Cancelled);
        QCOMPARE(ana->outbox()->pendingCount(), 1);
        QSignalSpy finished(ana->pusher(), &OutboxPusher::finished);
        ana->pusher()->push();
        QVERIFY(finished.wait(30000));
        QCOMPARE(commentsBy(server, s("cochair-ana")).size(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_ReviewPublishing)
#include "tst_reviewpublishing.moc"

// Over 600 lines on purpose: one test executable per class; the poll, the sender and the session
// share one fixture.
//
// Votes against the loopback GitHub-shaped server: the sync polls the vote comments of open
// votes with conditional requests (an unchanged vote costs one 304), reactions added on the
// server by other users reach the tally, and a ballot cast here lands as exactly one reaction.

#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "core/github/GitHubClient.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/BallotSender.h"
#include "core/voting/VotePoller.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

namespace {

constexpr qint64 kDemoVoteComment = 3650014809;
const QString kVoterToken = QStringLiteral("voter-token");

// The demo workspace (resources/demo/demo-workspace.json) as a test-server fixture.
QJsonObject demoFixture()
{
    QFile file(QStringLiteral(ACP_TEST_DATA_DIR "/../../resources/demo/demo-workspace.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the demo workspace");
    const QJsonObject demo = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray reactions;
    for (const QJsonValue &value : demo.value(s("reactions")).toArray()) {
        const QJsonObject entry = value.toObject();
        QJsonObject reaction = entry.value(s("reaction")).toObject();
        if (entry.value(s("subject")).toString() == QLatin1String("comment"))
            reaction.insert(s("comment_id"), entry.value(s("subject_id")));
        else
            reaction.insert(s("issue_number"), entry.value(s("subject_id")));
        reactions.append(reaction);
    }
    return QJsonObject {
        { s("labels"), demo.value(s("labels")) },
        { s("issues"), demo.value(s("issues")) },
        { s("comments"), demo.value(s("comments")) },
        { s("reactions"), reactions },
    };
}

RetryPolicy fastPolicy()
{
    RetryPolicy policy;
    policy.second = std::chrono::milliseconds(1);
    policy.maxAttempts = 3;
    policy.requestTimeoutSeconds = 30;
    return policy;
}

struct Rig
{
    explicit Rig(GitHubTestServer &server, const QString &token = QStringLiteral("test-token"))
    {
        if (!dir.isValid() || !database.open(dir.filePath(QStringLiteral("workspace.sqlite3"))))
            qFatal("could not open the test database");
        client = std::make_unique<GitHubClient>(server.apiUrl(), token);
        client->setRetryPolicy(fastPolicy());
        poller = std::make_unique<VotePoller>(database, *client);
        engine = std::make_unique<SyncEngine>(database, *client, server.fullName());
        engine->setFollowUp(poller.get()); // as Workspace does
    }

    QTemporaryDir dir;
    Database database;
    std::unique_ptr<GitHubClient> client;
    std::unique_ptr<VotePoller> poller;
    std::unique_ptr<SyncEngine> engine;
};

SyncResult runSync(SyncEngine &engine, int issueNumber = 0)
{
    QSignalSpy finished(&engine, &SyncEngine::finished);
    if (issueNumber > 0)
        engine.syncIssue(issueNumber);
    else
        engine.start();
    if (finished.isEmpty() && !finished.wait(60000))
        qWarning("the sync did not finish");
    QCoreApplication::processEvents();
    if (finished.size() != 1) {
        SyncResult wrong;
        wrong.outcome = SyncResult::Outcome::Failed;
        wrong.errorString = QStringLiteral("finished() emitted %1 times").arg(finished.size());
        return wrong;
    }
    return finished.constFirst().constFirst().value<SyncResult>();
}

// A poll of every open vote, by a poller of its own (not the sync's follow-up).
VotePollResult runPoll(Rig &rig, const GitHubTestServer &server)
{
    VotePoller poller(rig.database, *rig.client);
    QSignalSpy finished(&poller, &VotePoller::finished);
    poller.start(server.fullName());
    if (!finished.wait(30000)) {
        VotePollResult wrong;
        wrong.outcome = VotePollResult::Outcome::Failed;
        wrong.errorString = QStringLiteral("the poll did not finish");
        return wrong;
    }
    return finished.constFirst().constFirst().value<VotePollResult>();
}

BallotSendSummary runSender(BallotSender &sender)
{
    QSignalSpy finished(&sender, &BallotSender::finished);
    sender.send();
    if (finished.isEmpty() && !finished.wait(60000))
        qWarning("the ballot sender did not finish");
    QCoreApplication::processEvents();
    if (finished.size() != 1) {
        BallotSendSummary wrong;
        wrong.errorString = QStringLiteral("finished() emitted %1 times").arg(finished.size());
        wrong.failed = 99;
        return wrong;
    }
    return finished.constFirst().constFirst().value<BallotSendSummary>();
}

void letTimePass(GitHubTestServer &server, int seconds = 60)
{
    server.setNow(server.now().addSecs(seconds));
}

QList<GitHubTestServer::RequestRecord> requestsTo(const GitHubTestServer &server,
                                                  const QString &fragment,
                                                  const QByteArray &method = "GET")
{
    QList<GitHubTestServer::RequestRecord> found;
    for (const auto &record : server.requests()) {
        if (record.method == method && record.pathAndQuery.contains(fragment))
            found.append(record);
    }
    return found;
}

QStringList ballotsOf(const GitHubTestServer &server, qint64 commentId, const QString &login)
{
    QStringList contents;
    for (const auto &reaction : server.commentReactions(commentId)) {
        if (reaction.user == login && ballotChoiceFromReaction(reaction.content))
            contents.append(reaction.content);
    }
    return contents;
}

// An application in voting with a vote comment this workbench posted (the start-vote action's
// marker in it) and its roster recorded when the vote was queued.
struct OpenedVote
{
    int issue = 0;
    qint64 comment = 0;
};

Roster threeOrganizations()
{
    Roster roster;
    roster.organizations = {
        { s("Basalt Cloud"),
          s("basalt-tomas"),
          s("basalt-alt-rhea"),
          OrganizationStatus::Eligible,
          {} },
        { s("Halcyon"), s("halcyon-lin"), {}, OrganizationStatus::Eligible, {} },
        { s("Quillfeather AI"), s("qf-priya"), {}, OrganizationStatus::Eligible, {} },
        { s("Vantablue"), s("vantablue-rep"), {}, OrganizationStatus::Suspended, {} },
    };
    return roster;
}

// The vote comment as the outbox posts it: the text, a blank line, the markers.
QString voteBody(const Roster &roster, const QString &uuid)
{
    return s("## Vote\n\n") + roster.toMarkdownTable()
        + s("\n\n<!-- acp-workbench:vote -->\n<!-- acp-workbench:vote-rule=strict -->\n"
            "<!-- acp-workbench:action=")
        + uuid + s(" -->\n");
}

// The co-chair is a member of the repository (the applicant and everyone else are not).
OpenedVote openVote(GitHubTestServer &server, Database &database, bool record = true)
{
    server.setAuthorAssociation(s("wg-cochair-ana"), s("MEMBER"));
    OpenedVote vote;
    vote.issue =
        server.addIssue(s("[ACP Application]: Lumen LPU"), s("### Platform name\n\nLumen LPU\n"),
                        s("lumen-vendor"), { s("voting") });
    const QString uuid = s("5f0c2b8e-0d1e-4c3a-9b7f-2a1d3c4e5f60");
    if (record) {
        VoteService(database).recordVoteOpened(vote.issue, threeOrganizations(),
                                               CountingRule::StrictMajority, QDate(2026, 6, 1),
                                               uuid);
    }
    vote.comment =
        server.addComment(vote.issue, s("wg-cochair-ana"), voteBody(threeOrganizations(), uuid));
    return vote;
}

// The forged copy: the vote comment, markers and all, with a roster of the forger's accounts.
qint64 forgeVote(GitHubTestServer &server, int issue, const QString &forger)
{
    Roster puppets;
    puppets.organizations = {
        { s("Sock Puppet Inc"), s("mallory-a"), {}, OrganizationStatus::Eligible, {} },
        { s("Puppet Two"), s("mallory-b"), {}, OrganizationStatus::Eligible, {} },
    };
    const qint64 forged = server.addComment(
        issue, forger, voteBody(puppets, s("5f0c2b8e-0d1e-4c3a-9b7f-2a1d3c4e5f60")));
    server.addCommentReaction(forged, s("mallory-a"), s("+1"));
    server.addCommentReaction(forged, s("mallory-b"), s("+1"));
    return forged;
}

} // namespace

class tst_VotePoller : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<SyncResult>();
    }

    void demoVoteThroughTheSync_secondPollIs304()
    {
        GitHubTestServer server(s("acp-demo"), s("additional-compute-platforms"));
        QString error;
        QVERIFY2(server.loadFixture(demoFixture(), &error), qPrintable(error));
        QVERIFY(server.listen());
        letTimePass(server);
        Rig rig(server);

        QSignalSpy polls(rig.poller.get(), &VotePoller::finished);
        const SyncResult first = runSync(*rig.engine);
        QVERIFY2(first.ok(), qPrintable(first.errorString));
        QCOMPARE(polls.size(), 1);
        const auto poll = polls.constFirst().constFirst().value<VotePollResult>();
        QCOMPARE(poll.votes, 1); // only #12 is open and in voting
        QCOMPARE(poll.changed, 0); // the sync's own reaction step had read the new comment
        const QString reactionsPath = s("/issues/comments/%1/reactions").arg(kDemoVoteComment);
        QCOMPARE(requestsTo(server, reactionsPath).constLast().status, 200);

        const VoteInfo vote = *VoteService(rig.database).vote(12);
        QCOMPARE(vote.tally.summary(),
                 s("5 of 6 organizations voted; quorum needs 4; approvals 3 of 5"));
        QVERIFY(vote.tally.passed);
        QCOMPARE(vote.tally.ambiguous, 1);

        // Nothing changed: the vote costs one conditional request, answered 304.
        letTimePass(server);
        server.clearRequests();
        const SyncResult second = runSync(*rig.engine);
        QVERIFY2(second.ok(), qPrintable(second.errorString));
        const auto again = requestsTo(server, reactionsPath);
        QCOMPARE(again.size(), 1);
        QCOMPARE(again.constFirst().status, 304);
        QVERIFY(!again.constFirst().headers.value("if-none-match").isEmpty());
        const auto secondPoll = polls.constLast().constFirst().value<VotePollResult>();
        QCOMPARE(secondPoll.notModified, 1);
        QCOMPARE(secondPoll.changed, 0);
        QCOMPARE(second.requests, server.requestCount());
        for (const auto &record : server.requests())
            QVERIFY2(record.status == 304 || record.pathAndQuery.contains(QLatin1String("since=")),
                     qPrintable(record.pathAndQuery));
    }

    void reactionsAddedOnTheServer_reachTheTally()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        server.addCommentReaction(opened.comment, s("basalt-alt-rhea"), s("+1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        VoteInfo vote = *VoteService(rig.database).vote(opened.issue);
        QCOMPARE(vote.source, VoteSource::Recorded);
        QCOMPARE(vote.commentId, opened.comment);
        QCOMPARE(vote.tally.participants, 1);
        QCOMPARE(vote.tally.rows.constFirst().reason, TallyReason::Alternate);

        // Voters react on the GitHub page. Reactions move no updated_at, so only the poll sees
        // them: the representative overrides the alternate, a suspended organization and a
        // bystander do not count, Halcyon abstains.
        server.addCommentReaction(opened.comment, s("basalt-tomas"), s("-1"));
        server.addCommentReaction(opened.comment, s("vantablue-rep"), s("+1"));
        server.addCommentReaction(opened.comment, s("bystander"), s("+1"));
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("eyes"));
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("heart"));
        letTimePass(server);
        server.clearRequests();
        const SyncResult result = runSync(*rig.engine);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.commentsUpdated, 0); // the listings saw nothing…
        vote = *VoteService(rig.database).vote(opened.issue);
        QCOMPARE(vote.reactions.size(), 6); // …the poll did
        QCOMPARE(vote.tally.eligible, 3);
        QCOMPARE(vote.tally.participants, 2);
        QCOMPARE(vote.tally.reject, 1);
        QCOMPARE(vote.tally.abstain, 1);
        QVERIFY(vote.tally.quorumMet);
        QVERIFY(!vote.tally.passed);
        QCOMPARE(vote.tally.nonBinding, 1);
        QCOMPARE(vote.tally.notVoted, QStringList { s("Quillfeather AI") });
        // The poll asked conditionally (the comment may also have come by in the listing at
        // the inclusive mark, whose reactions the sync then read itself).
        int conditional = 0;
        for (const auto &record : requestsTo(server, s("/reactions")))
            conditional += record.headers.contains("if-none-match") ? 1 : 0;
        QCOMPARE(conditional, 1);

        // Once the vote is decided, its comment is no longer polled.
        server.setIssueLabels(opened.issue, { s("approved") });
        server.closeIssue(opened.issue);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        server.clearRequests();
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        QVERIFY(requestsTo(server, s("/reactions")).isEmpty());
        QVERIFY(VoteService(rig.database).openVotes().isEmpty());
    }

    void singleIssueRefreshPollsItsVote()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        // A changed ballot keeps the rollup count the same: only the poll notices.
        server.addCommentReaction(opened.comment, s("qf-priya"), s("+1"));
        QVERIFY(runSync(*rig.engine, opened.issue).ok());
        QCOMPARE(VoteService(rig.database).vote(opened.issue)->tally.approve, 1);
    }

    void deletedVoteCommentLeavesTheCache()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        QVERIFY(IssueCache(rig.database).comment(opened.comment));

        server.deleteComment(opened.comment);
        const VotePollResult result = runPoll(rig, server);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QCOMPARE(result.gone, 1);
        QVERIFY(!IssueCache(rig.database).comment(opened.comment));
        const VoteInfo vote = *VoteService(rig.database).vote(opened.issue);
        QVERIFY(!vote.isPosted()); // the record remains; its comment is gone
    }

    void reactionTakenBackWhilePaged_ballotStillCounted()
    {
        // A vote comment's reactions over two pages. A bystander takes theirs back just after
        // page 1 of the poll was served: the representative's ballot, first on page 2, slides
        // onto page 1 and the read misses it. Read again until two reads agree, it counts.
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());

        server.setPageSizeLimit(3);
        const qint64 takenBack =
            server.addCommentReaction(opened.comment, s("bystander-1"), s("heart"));
        server.addCommentReaction(opened.comment, s("bystander-2"), s("heart"));
        server.addCommentReaction(opened.comment, s("bystander-3"), s("heart"));
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("+1"));
        letTimePass(server);
        bool removed = false;
        connect(&server, &GitHubTestServer::requestServed, this, [&](int, const QString &path) {
            if (!removed && path.contains(QLatin1String("/reactions"))) {
                removed = true;
                server.removeReaction(takenBack);
            }
        });
        const VotePollResult result = runPoll(rig, server);
        QVERIFY2(result.ok(), qPrintable(result.errorString));
        QVERIFY(removed);
        const VoteInfo vote = *VoteService(rig.database).vote(opened.issue);
        QCOMPARE(vote.reactions.size(), 3);
        QCOMPARE(vote.tally.participants, 1);
        QCOMPARE(vote.tally.approve, 1);
    }

    void reactionsChangingAtEveryRead_failThePoll()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("+1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());

        server.setPageSizeLimit(3);
        QList<qint64> bystanders;
        for (int i = 0; i < 8; ++i)
            bystanders.append(
                server.addCommentReaction(opened.comment, s("bystander-%1").arg(i), s("heart")));
        letTimePass(server);
        int removed = 0;
        connect(&server, &GitHubTestServer::requestServed, this, [&](int, const QString &path) {
            if (path.contains(QLatin1String("/reactions"))
                && !path.contains(QLatin1String("&page=")))
                server.removeReaction(bystanders.at(removed++));
        });
        const VotePollResult result = runPoll(rig, server);
        QCOMPARE(result.outcome, VotePollResult::Outcome::Failed);
        QCOMPARE(result.errorString,
                 s("The reactions on the vote comment of #%1 changed while each of 4 reads of "
                   "them was under way, so the vote was not counted again. Try again in a "
                   "moment.")
                     .arg(opened.issue));
        // What the cache held stays: the ballot read before still counts.
        const VoteInfo vote = *VoteService(rig.database).vote(opened.issue);
        QCOMPARE(vote.reactions.size(), 1);
        QCOMPARE(vote.tally.approve, 1);
    }

    void ballotSenderReadsTheWholeList()
    {
        // The sender reads the vote comment's reactions to find the voter's earlier ballot, which
        // it takes back. Over pages, a bystander's reaction taken back from page 1 hides the first
        // of page 2: here the earlier ballot, which would stay beside the new one.
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        const qint64 takenBack =
            server.addCommentReaction(opened.comment, s("bystander-1"), s("heart"));
        server.addCommentReaction(opened.comment, s("bystander-2"), s("heart"));
        server.addCommentReaction(opened.comment, s("bystander-3"), s("heart"));
        server.addCommentReaction(opened.comment, s("qf-priya"), s("-1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        QVERIFY(votes.castBallot(opened.issue, BallotChoice::Approve).ok());

        server.setPageSizeLimit(3);
        bool removed = false;
        connect(&server, &GitHubTestServer::requestServed, this, [&](int, const QString &path) {
            if (!removed && path.contains(QLatin1String("/reactions?"))) {
                removed = true;
                server.removeReaction(takenBack);
            }
        });
        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        const BallotSendSummary summary = runSender(sender);
        QVERIFY2(summary.errorString.isEmpty(), qPrintable(summary.errorString));
        QVERIFY(removed);
        QCOMPARE(summary.sent, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
    }

    void nothingToPoll_noRequests()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        VotePoller poller(rig.database, *rig.client);
        QSignalSpy finished(&poller, &VotePoller::finished);
        poller.start(server.fullName());
        QVERIFY(finished.isEmpty()); // after start() returns
        QVERIFY(finished.wait(5000));
        const auto result = finished.constFirst().constFirst().value<VotePollResult>();
        QVERIFY(result.ok());
        QCOMPARE(result.votes, 0);
        QCOMPARE(server.requestCount(), 0);
    }

    // The poll ends every sync: it is led by the marked comments' partial index, and looks the
    // few issues they name up by number, instead of asking every issue for a marked comment.
    void thePollIsLedByMarkedComments()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(QStringLiteral("workspace.sqlite3"))));
        QSqlQuery explain(database.connection());
        QVERIFY(explain.exec(QStringLiteral("EXPLAIN QUERY PLAN ")
                             + VoteService::openVoteCandidatesStatement(1, true).replace(
                                 QLatin1Char('?'), QStringLiteral("'voting'"))));
        QStringList steps;
        while (explain.next()) {
            steps.append(explain.value(3).toString());
        }
        QVERIFY2(steps.contains(QStringLiteral("SCAN c USING INDEX comments_marked")),
                 qPrintable(steps.join(QLatin1Char('\n'))));
        QVERIFY2(steps.contains(QStringLiteral("SEARCH i USING INTEGER PRIMARY KEY (rowid=?)")),
                 qPrintable(steps.join(QLatin1Char('\n'))));
    }

    void pollFailureFailsTheSync()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.pathContains = s("/comments/%1/reactions").arg(opened.comment);
        fault.times = 10;
        server.injectFault(fault);
        const SyncResult result = runSync(*rig.engine);
        QCOMPARE(result.outcome, SyncResult::Outcome::Failed);
        QVERIFY(!result.errorString.isEmpty());
        // The next sync, with GitHub back, gets it.
        server.clearFaults();
        QVERIFY(runSync(*rig.engine).ok());
        QVERIFY(VoteService(rig.database).vote(opened.issue)->isPosted());
    }

    void cancelWhilePolling()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.delayMs = 3000;
        slow.pathContains = s("/comments/%1/reactions").arg(opened.comment);
        server.injectFault(slow);
        connect(rig.engine.get(), &SyncEngine::progress, this, [&](const SyncProgress &progress) {
            if (progress.message.contains(QLatin1String("ballots")))
                QTimer::singleShot(50, rig.engine.get(), &SyncEngine::cancel);
        });
        const SyncResult result = runSync(*rig.engine);
        QCOMPARE(result.outcome, SyncResult::Outcome::Cancelled);
        QVERIFY(!rig.poller->isRunning());
        QVERIFY(!rig.engine->isRunning());
    }

    void ballotLandsAsExactlyOneReaction()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        // qf-priya first voted on the GitHub page.
        server.addCommentReaction(opened.comment, s("qf-priya"), s("-1"));
        server.addCommentReaction(opened.comment, s("qf-priya"), s("heart"));
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("+1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);

        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        QVERIFY(votes.castBallot(opened.issue, BallotChoice::Approve).ok());
        server.clearRequests();
        BallotSendSummary summary = runSender(sender);
        QVERIFY2(summary.errorString.isEmpty(), qPrintable(summary.errorString));
        QCOMPARE(summary.sent, 1);
        QVERIFY(summary.allSent());
        QCOMPARE(summary.login, s("qf-priya"));
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
        QCOMPARE(server.commentReactions(opened.comment).size(), 3); // the heart stays
        QCOMPARE(requestsTo(server, s("/user")).size(), 1);
        QCOMPARE(requestsTo(server, s("/reactions"), "POST").size(), 1);
        QCOMPARE(requestsTo(server, s("/reactions/"), "DELETE").size(), 1);

        // The cache shows it at once, without a sync.
        VoteInfo vote = *votes.vote(opened.issue);
        MyBallot mine = votes.myBallot(vote, s("qf-priya"));
        QCOMPARE(mine.onGitHub, BallotChoice::Approve);
        QVERIFY(!mine.isPending());
        QCOMPARE(vote.tally.approve, 2);

        // Changed with one more ballot: still exactly one reaction; the login is remembered.
        QVERIFY(votes.castBallot(opened.issue, BallotChoice::Abstain).ok());
        server.clearRequests();
        summary = runSender(sender);
        QCOMPARE(summary.sent, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("eyes") });
        QVERIFY(requestsTo(server, s("/user")).isEmpty());
        QCOMPARE(votes.vote(opened.issue)->tally.abstain, 1);

        // The same ballot again changes nothing on GitHub and makes no write.
        QVERIFY(votes.castBallot(opened.issue, BallotChoice::Abstain).ok());
        server.clearRequests();
        summary = runSender(sender);
        QCOMPARE(summary.sent, 1);
        QVERIFY(requestsTo(server, s("/reactions"), "POST").isEmpty());
        QVERIFY(requestsTo(server, s("/reactions/"), "DELETE").isEmpty());
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("eyes") });

        // The next sync agrees with what the sender wrote into the cache.
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        QCOMPARE(votes.vote(opened.issue)->tally.abstain, 1);
        QCOMPARE(votes.vote(opened.issue)->reactions.size(), 3);
    }

    // The attack, end to end: after the co-chair opened the vote (from another workbench:
    // nothing is recorded here), an account with no role in the repository posts a copy of
    // the vote comment, markers and all, with its own roster of two accounts, and those two
    // approve. The voter's workbench puts its ballot on the co-chair's comment, and the tally
    // follows the co-chair's roster.
    void forgedVoteCommentTakesOverNothing()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database, false);
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("+1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        QCOMPARE(votes.vote(opened.issue)->commentId, opened.comment);

        letTimePass(server);
        const qint64 forged = forgeVote(server, opened.issue, s("mallory"));
        QCOMPARE(server.comments().constLast().body.contains(s("acp-workbench:vote")), true);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        QCOMPARE(IssueCache(rig.database).comment(forged)->authorAssociation, s("NONE"));

        VoteInfo vote = *votes.vote(opened.issue);
        QCOMPARE(vote.commentId, opened.comment);
        QCOMPARE(vote.roster.organizations.size(), 4);
        QVERIFY(!vote.roster.organizationOf(s("mallory-a")));
        QCOMPARE(vote.tally.approve, 1); // halcyon-lin; the forger's two approvals are elsewhere
        QCOMPARE(vote.tally.participants, 1);
        QCOMPARE(vote.warnings.size(), 1);
        QCOMPARE(vote.warnings.constFirst().kind, VoteCommentWarning::Kind::UntrustedVoteComment);
        QCOMPARE(vote.warnings.constFirst().commentId, forged);
        // Only the trusted comment is polled.
        QCOMPARE(votes.openVoteComments(), QList<qint64> { opened.comment });

        // The voter's ballot goes on the co-chair's comment, never on the forged one.
        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        const VoteService::CastResult cast = votes.castBallot(opened.issue, BallotChoice::Approve);
        QVERIFY2(cast.ok(), qPrintable(cast.error));
        QCOMPARE(cast.ballot->commentId, opened.comment);
        const BallotSendSummary summary = runSender(sender);
        QCOMPARE(summary.sent, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
        QVERIFY(ballotsOf(server, forged, s("qf-priya")).isEmpty());
        QVERIFY(requestsTo(server, s("/comments/%1/reactions").arg(forged), "POST").isEmpty());
        vote = *votes.vote(opened.issue);
        QCOMPARE(vote.tally.approve, 2);
        QCOMPARE(vote.tally.participants, 2);
    }

    // The applicant is an owner of the repository (a vendor hosting it): their own vote
    // comment still opens no vote.
    void applicantCannotOpenTheirOwnVote()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        server.setAuthorAssociation(s("lumen-vendor"), s("OWNER"));
        const int issue = server.addIssue(s("[ACP Application]: Lumen LPU"), s("Body"),
                                          s("lumen-vendor"), { s("voting") });
        const qint64 own = forgeVote(server, issue, s("lumen-vendor"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        QCOMPARE(IssueCache(rig.database).comment(own)->authorAssociation, s("OWNER"));
        const VoteService votes(rig.database);
        QVERIFY(!votes.vote(issue));
        QVERIFY(votes.openVoteComments().isEmpty());
        QVERIFY(!votes.castBallot(issue, BallotChoice::Approve).ok());
    }

    // Ballots queued before the forged comment appeared, or on a comment the workbench does not
    // trust (an earlier version picked the newest marked comment), never land on it.
    void queuedBallotOnlyGoesOnTheTrustedComment()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database, false);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        // Queued offline, before the forgery.
        const VoteService::CastResult early = votes.castBallot(opened.issue, BallotChoice::Reject);
        QVERIFY(early.ok());
        letTimePass(server);
        const qint64 forged = forgeVote(server, opened.issue, s("mallory"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        BallotSendSummary summary = runSender(sender);
        QCOMPARE(summary.sent, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("-1") });
        QVERIFY(ballotsOf(server, forged, s("qf-priya")).isEmpty());

        // A ballot sitting in the queue on the forged comment goes nowhere.
        VoteStore store(rig.database);
        const std::optional<QueuedBallot> onForged =
            store.queueBallot(opened.issue, forged, BallotChoice::Approve);
        QVERIFY(onForged);
        server.clearRequests();
        summary = runSender(sender);
        QCOMPARE(summary.sent, 0);
        QCOMPARE(summary.failed, 1);
        QCOMPARE(store.ballot(onForged->id)->state, BallotState::Failed);
        QVERIFY(store.ballot(onForged->id)->lastError.contains(s("trusts")));
        QVERIFY(ballotsOf(server, forged, s("qf-priya")).isEmpty());
        QVERIFY(requestsTo(server, s("/reactions"), "POST").isEmpty());

        // Nor on a comment whose author the cache still trusts but GitHub no longer does (the
        // sender reads the comment fresh).
        server.setAuthorAssociation(s("wg-cochair-ana"), s("NONE"));
        QVERIFY(votes.castBallot(opened.issue, BallotChoice::Abstain).ok());
        server.clearRequests();
        summary = runSender(sender);
        QCOMPARE(summary.failed, 1);
        QVERIFY(requestsTo(server, s("/reactions"), "POST").isEmpty());
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("-1") });
    }

    // A representative renames their account and someone else registers the old login: the
    // newcomer's reaction is not the organization's ballot. The vote keeps the account id it
    // first saw with the login.
    void renamedAccountCannotVoteForTheOrganization()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        Rig rig(server);
        const OpenedVote opened = openVote(server, rig.database);
        const qint64 priya = server.userId(s("qf-priya"));
        server.addComment(opened.issue, s("qf-priya"), s("Quillfeather will vote this week."));
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("+1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        // The vote learned the representatives' accounts from what it saw.
        const VoteRecord record = *VoteStore(rig.database).latestVote(opened.issue);
        QCOMPARE(record.roster.organization(s("Quillfeather AI"))->representativeId, priya);
        QCOMPARE(record.roster.organization(s("Halcyon"))->representativeId,
                 server.userId(s("halcyon-lin")));

        server.renameUser(s("qf-priya"), s("qf-priya-2026"));
        QVERIFY(server.userId(s("qf-priya")) != priya);
        server.addCommentReaction(opened.comment, s("qf-priya"), s("+1")); // the newcomer
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        VoteInfo vote = *VoteService(rig.database).vote(opened.issue);
        QCOMPARE(vote.tally.participants, 1);
        QCOMPARE(vote.tally.otherAccount, 1);
        QVERIFY(vote.tally.notVoted.contains(s("Quillfeather AI")));
        const TallyRow *newcomer = nullptr;
        for (const TallyRow &row : vote.tally.rows) {
            if (row.login == QLatin1String("qf-priya")) {
                newcomer = &row;
            }
        }
        QVERIFY(newcomer);
        QVERIFY(!newcomer->counted);
        QCOMPARE(newcomer->reason, TallyReason::OtherAccount);
        // The real representative, under the new login, votes as a non-roster login.
        server.addCommentReaction(opened.comment, s("qf-priya-2026"), s("-1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        vote = *VoteService(rig.database).vote(opened.issue);
        QCOMPARE(vote.tally.nonBinding, 1);
        QCOMPARE(vote.tally.participants, 1);
    }

    // A cache written before author_association was stored knows nobody's role, so it trusts
    // nobody; the upgrade drops the sync's `since` marks, and the next sync reads every comment
    // again and learns who wrote the vote comment, though nothing about it changed on GitHub.
    void upgradedCacheLearnsWhoWroteTheVote()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const QString path = dir.filePath(s("workspace.sqlite3"));
        const int issue = server.addIssue(s("[ACP Application]: Lumen LPU"), s("Body"),
                                          s("lumen-vendor"), { s("voting") });
        server.setAuthorAssociation(s("wg-cochair-ana"), s("MEMBER"));
        const qint64 comment = server.addComment(
            issue, s("wg-cochair-ana"),
            voteBody(threeOrganizations(), s("5f0c2b8e-0d1e-4c3a-9b7f-2a1d3c4e5f60")));
        const GitHubTestServer::CommentData posted = server.comments().constLast();
        letTimePass(server, 3600);
        {
            // What the previous version cached: the issue and the comment, and marks past them.
            Database old;
            // Schema 8: before the step that learned who wrote what.
            QVERIFY(old.openAtVersion(path, 8));
            QSqlQuery query(old.connection());
            query.prepare(s("INSERT INTO issues (number, title, author, state, created_at, "
                            "updated_at) VALUES (?, 'Lumen', 'lumen-vendor', 'open', ?, ?)"));
            const QString at = posted.createdAt.toString(Qt::ISODate);
            query.addBindValue(issue);
            query.addBindValue(at);
            query.addBindValue(at);
            QVERIFY(query.exec());
            query.prepare(s("INSERT INTO issue_labels (issue_number, position, name) "
                            "VALUES (?, 0, 'voting')"));
            query.addBindValue(issue);
            QVERIFY(query.exec());
            query.prepare(s("INSERT INTO comments (id, issue_number, author, body, created_at, "
                            "updated_at) VALUES (?, ?, 'wg-cochair-ana', ?, ?, ?)"));
            query.addBindValue(comment);
            query.addBindValue(issue);
            query.addBindValue(posted.body);
            query.addBindValue(at);
            query.addBindValue(at);
            QVERIFY(query.exec());
            const QString mark = server.now().toString(Qt::ISODate);
            query.prepare(s("INSERT INTO sync_marks (listing, mark) VALUES ('issues', ?), "
                            "('comments', ?)"));
            query.addBindValue(mark);
            query.addBindValue(mark);
            QVERIFY(query.exec());
        }
        Database database;
        QVERIFY(database.open(path));
        QVERIFY(IssueCache(database).comment(comment)->authorAssociation.isEmpty());
        QVERIFY(!VoteService(database).vote(issue)); // unknown role: not trusted
        GitHubClient client(server.apiUrl(), s("test-token"));
        client.setRetryPolicy(fastPolicy());
        SyncEngine engine(database, client, server.fullName());
        server.clearRequests();
        QVERIFY(runSync(engine).ok());
        for (const auto &record : requestsTo(server, s("/issues/comments?")))
            QVERIFY2(!record.pathAndQuery.contains(s("since=")), qPrintable(record.pathAndQuery));
        QCOMPARE(IssueCache(database).comment(comment)->authorAssociation, s("MEMBER"));
        const std::optional<VoteInfo> vote = VoteService(database).vote(issue);
        QVERIFY(vote);
        QCOMPARE(vote->commentId, comment);
    }

    void ambiguousBallotIsRepaired()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("halcyon-lin"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        for (const char *content : { "+1", "-1", "eyes" })
            server.addCommentReaction(opened.comment, s("halcyon-lin"), s(content));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        QCOMPARE(votes.myBallot(*votes.vote(opened.issue), s("halcyon-lin")).onGitHub,
                 BallotChoice::Ambiguous);

        QVERIFY(votes.castBallot(opened.issue, BallotChoice::Reject).ok());
        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        server.clearRequests();
        QCOMPARE(runSender(sender).sent, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("halcyon-lin")), QStringList { s("-1") });
        QVERIFY(requestsTo(server, s("/reactions"), "POST").isEmpty()); // -1 was there already
        QCOMPARE(requestsTo(server, s("/reactions/"), "DELETE").size(), 2);
        QCOMPARE(votes.vote(opened.issue)->tally.reject, 1);
    }

    void ballotOnAClosedVoteFails()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        const auto cast = votes.castBallot(opened.issue, BallotChoice::Approve);
        QVERIFY(cast.ok());
        // Decided on GitHub before the ballot went out.
        server.setIssueLabels(opened.issue, { s("declined") });
        server.closeIssue(opened.issue, s("not_planned"));

        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        QSignalSpy changes(&sender, &BallotSender::ballotChanged);
        server.clearRequests();
        const BallotSendSummary summary = runSender(sender);
        QCOMPARE(summary.failed, 1);
        QCOMPARE(summary.sent, 0);
        QCOMPARE(summary.messages.size(), 1);
        QVERIFY2(summary.messages.constFirst().contains(s("no longer open")),
                 qPrintable(summary.messages.constFirst()));
        QVERIFY(requestsTo(server, s("/reactions"), "POST").isEmpty());
        QVERIFY(server.commentReactions(opened.comment).isEmpty());
        const QueuedBallot failed = *VoteStore(rig.database).ballot(cast.ballot->id);
        QCOMPARE(failed.state, BallotState::Failed);
        QVERIFY(!failed.lastError.isEmpty());
        QCOMPARE(changes.size(), 2); // sending, failed
    }

    void offlineBallotWaitsAndGoesLater()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        QVERIFY(votes.castBallot(opened.issue, BallotChoice::Approve).ok());

        // GitHub unreachable: a client pointed at a closed port.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        GitHubClient offline(QUrl(s("http://127.0.0.1:%1").arg(port)), kVoterToken);
        offline.setRetryPolicy(fastPolicy());
        BallotSender unreachable(rig.database, offline, server.fullName(), kVoterToken);
        BallotSendSummary summary = runSender(unreachable);
        QCOMPARE(summary.sent, 0);
        QCOMPARE(summary.leftUnsent, 1);
        QVERIFY(!summary.errorString.isEmpty());
        const QList<QueuedBallot> pending = VoteStore(rig.database).pendingBallots();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.constFirst().state, BallotState::Queued);
        QCOMPARE(pending.constFirst().attempts, 0); // stopped before it: no login offline
        QVERIFY(votes.myBallot(*votes.vote(opened.issue), s("qf-priya")).isPending());

        // A ballot left `sending` by a crash is resumed too; the login is learned once online.
        QueuedBallot crashed = pending.constFirst();
        crashed.state = BallotState::Sending;
        QVERIFY(VoteStore(rig.database).saveBallot(crashed));
        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        summary = runSender(sender);
        QCOMPARE(summary.sent, 1);
        QVERIFY(summary.allSent());
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
        QCOMPARE(VoteStore(rig.database).ballot(crashed.id)->attempts, 1);
        QCOMPARE(VoteStore(rig.database).ballot(crashed.id)->state, BallotState::Sent);
    }

    void transientFailureLeavesTheBallotQueued()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        const auto cast = votes.castBallot(opened.issue, BallotChoice::Reject);
        QVERIFY(cast.ok());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::BadGateway502;
        fault.pathContains = s("/comments/%1/reactions").arg(opened.comment);
        fault.times = 3; // every attempt the client makes
        server.injectFault(fault);
        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        BallotSendSummary summary = runSender(sender);
        QCOMPARE(summary.deferred, 1);
        QCOMPARE(summary.leftUnsent, 1);
        QCOMPARE(VoteStore(rig.database).ballot(cast.ballot->id)->state, BallotState::Queued);
        QVERIFY(!VoteStore(rig.database).ballot(cast.ballot->id)->lastError.isEmpty());
        QVERIFY(server.commentReactions(opened.comment).isEmpty());

        summary = runSender(sender);
        QCOMPARE(summary.sent, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("-1") });
        QVERIFY(VoteStore(rig.database).ballot(cast.ballot->id)->lastError.isEmpty());
    }

    // The answer to the ballot's POST is lost after GitHub committed it (the client times out):
    // the ballot stays queued, and the next send finds the reaction instead of adding a second.
    // Then a change whose DELETE of the old reaction is lost, changed back before the retry:
    // the login ends with exactly one ballot reaction, the newest.
    void droppedAnswerAfterCommitLandsOnce()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = dir.filePath(s("ws.sqlite3"));
        options.token = kVoterToken;
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        RetryPolicy impatient = fastPolicy();
        impatient.maxAttempts = 1; // the sender's own retry is under test, not the client's
        impatient.requestTimeoutSeconds = 1;
        workspace.client()->setRetryPolicy(impatient);
        const OpenedVote opened = openVote(server, workspace.database());
        letTimePass(server);
        QVERIFY(runSync(*workspace.syncEngine()).ok());
        VotingSession *session = workspace.votingSession();
        QCOMPARE(workspace.votingSession(), session); // one per workspace
        QSignalSpy sent(session, &VotingSession::sendFinished);

        // Stall the next write on the vote comment's reactions once its list has been read.
        QString stallPath;
        connect(&server, &GitHubTestServer::requestServed, this, [&](int, const QString &path) {
            if (stallPath.isEmpty() || !path.contains(s("/reactions?"))) {
                return;
            }
            GitHubTestServer::Fault stall;
            stall.kind = GitHubTestServer::FaultKind::SlowAfterCommit;
            stall.pathContains = stallPath;
            stall.delayMs = 3000;
            server.injectFault(stall);
            stallPath.clear();
        });
        const QString reactionsPath = s("/comments/%1/reactions").arg(opened.comment);

        stallPath = reactionsPath;
        const auto first = session->cast(opened.issue, BallotChoice::Approve);
        QVERIFY(first.ok());
        QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 1, 30000);
        BallotSendSummary summary = sent.takeFirst().constFirst().value<BallotSendSummary>();
        QCOMPARE(summary.deferred, 1);
        QCOMPARE(summary.leftUnsent, 1);
        QCOMPARE(session->pendingCount(), 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
        QCOMPARE(requestsTo(server, reactionsPath, "POST").size(), 1);

        QVERIFY(session->sendPending());
        QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 1, 30000);
        summary = sent.takeFirst().constFirst().value<BallotSendSummary>();
        QCOMPARE(summary.sent, 1);
        QVERIFY(summary.allSent());
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
        QCOMPARE(requestsTo(server, reactionsPath, "POST").size(), 1); // found, not added again
        QCOMPARE(VoteStore(workspace.database()).ballot(first.ballot->id)->state,
                 BallotState::Sent);
        const qint64 approveReaction = server.commentReactions(opened.comment).constFirst().id;

        // Reject: the new reaction lands, the answer to deleting the old one is lost.
        stallPath = s("/reactions/%1").arg(approveReaction);
        const auto change = session->cast(opened.issue, BallotChoice::Reject);
        QVERIFY(change.ok());
        QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 1, 30000);
        summary = sent.takeFirst().constFirst().value<BallotSendSummary>();
        QCOMPARE(summary.deferred, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("-1") });
        QCOMPARE(VoteStore(workspace.database()).ballot(change.ballot->id)->state,
                 BallotState::Queued);

        // Changed back before the retry: the queued Reject is replaced; exactly one +1 is left.
        const auto back = session->cast(opened.issue, BallotChoice::Approve);
        QVERIFY(back.ok());
        QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 1, 30000);
        summary = sent.takeFirst().constFirst().value<BallotSendSummary>();
        QCOMPARE(summary.sent, 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
        QCOMPARE(VoteStore(workspace.database()).ballot(change.ballot->id)->state,
                 BallotState::Cancelled);
        QCOMPARE(session->pendingCount(), 0);
        const MyBallot mine = session->myBallot(*session->vote(opened.issue));
        QCOMPARE(mine.onGitHub, BallotChoice::Approve);
        QCOMPARE(session->vote(opened.issue)->tally.approve, 1);
    }

    // The server commits the ballot's reaction (and later the removal of the old one) and closes
    // the connection without answering, on a fresh or a kept-alive connection: the voter ends
    // with exactly one reaction, and no write is ever sent twice back to back.
    void ballotWritesClosedWithoutAnswerLandOnce_data()
    {
        QTest::addColumn<int>("connectionUse");
        QTest::newRow("fresh connection") << int(GitHubTestServer::ConnectionUse::Fresh);
        QTest::newRow("kept-alive connection") << int(GitHubTestServer::ConnectionUse::Reused);
        QTest::newRow("any connection") << int(GitHubTestServer::ConnectionUse::Any);
    }
    void ballotWritesClosedWithoutAnswerLandOnce()
    {
        QFETCH(int, connectionUse);
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = dir.filePath(s("ws.sqlite3"));
        options.token = kVoterToken;
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        workspace.client()->setRetryPolicy(fastPolicy());
        const OpenedVote opened = openVote(server, workspace.database());
        letTimePass(server);
        QVERIFY(runSync(*workspace.syncEngine()).ok());
        VotingSession *session = workspace.votingSession();
        QSignalSpy sent(session, &VotingSession::sendFinished);
        const QString reactionsPath = s("/comments/%1/reactions").arg(opened.comment);
        auto closeNext = [&](const QByteArray &method, const QString &path) {
            GitHubTestServer::Fault fault;
            fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
            fault.method = method;
            fault.pathContains = path;
            fault.connection = GitHubTestServer::ConnectionUse(connectionUse);
            server.injectFault(fault);
        };
        auto sendUntilDone = [&] {
            for (int round = 0; round < 3 && session->pendingCount() > 0; ++round) {
                if (round > 0)
                    QVERIFY(session->sendPending());
                QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 1, 30000);
                sent.clear();
            }
            QCOMPARE(session->pendingCount(), 0);
        };
        auto noBackToBackWrites = [&] {
            const auto requests = server.requests();
            for (qsizetype i = 1; i < requests.size(); ++i) {
                if (requests.at(i).method == "GET")
                    continue;
                QVERIFY2(requests.at(i).method != requests.at(i - 1).method
                             || requests.at(i).pathAndQuery != requests.at(i - 1).pathAndQuery,
                         qPrintable(QString::fromLatin1(requests.at(i).method) + QLatin1Char(' ')
                                    + requests.at(i).pathAndQuery));
            }
        };

        closeNext("POST", reactionsPath);
        QVERIFY(session->cast(opened.issue, BallotChoice::Approve).ok());
        sendUntilDone();
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("+1") });
        QCOMPARE(requestsTo(server, reactionsPath, "POST").size(), 1);
        noBackToBackWrites();

        // Changed to reject: the old reaction's removal is committed and its answer lost.
        const qint64 approveReaction = server.commentReactions(opened.comment).constFirst().id;
        closeNext("DELETE", s("/reactions/%1").arg(approveReaction));
        QVERIFY(session->cast(opened.issue, BallotChoice::Reject).ok());
        sendUntilDone();
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("-1") });
        noBackToBackWrites();
        QCOMPARE(session->vote(opened.issue)->tally.reject, 1);
    }

    // A process died while sending a ballot (its reaction landed; the ballot is still
    // "sending"), and the voter then changed it. The next send never re-sends the old ballot
    // over the newer one: it is cancelled, and the newer one leaves exactly one reaction.
    void olderPendingBallotIsNotSentOverANewerOne()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        const VoteService votes(rig.database);
        VoteStore store(rig.database);

        auto older = *votes.castBallot(opened.issue, BallotChoice::Approve).ballot;
        older.state = BallotState::Sending;
        older.login = s("qf-priya");
        older.attempts = 1;
        QVERIFY(store.saveBallot(older));
        server.addCommentReaction(opened.comment, s("qf-priya"), s("+1")); // it had landed
        const auto newer = votes.castBallot(opened.issue, BallotChoice::Abstain);
        QVERIFY(newer.ok());
        QCOMPARE(store.pendingBallots().size(), 2); // a ballot being sent is left alone

        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(0));
        QList<BallotState> olderStates;
        connect(&sender, &BallotSender::ballotChanged, this, [&](const QueuedBallot &ballot) {
            if (ballot.id == older.id) {
                olderStates.append(ballot.state);
            }
        });
        server.clearRequests();
        const BallotSendSummary summary = runSender(sender);
        QCOMPARE(summary.sent, 1);
        QVERIFY(summary.allSent());
        QCOMPARE(olderStates, QList<BallotState> { BallotState::Cancelled });
        QCOMPARE(store.ballot(older.id)->state, BallotState::Cancelled);
        QCOMPARE(store.ballot(newer.ballot->id)->state, BallotState::Sent);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("eyes") });
        QCOMPARE(requestsTo(server, s("/reactions"), "POST").size(), 1);
        QCOMPARE(requestsTo(server, s("/reactions/"), "DELETE").size(), 1);
    }

    // What the GUI's vote buttons drive: cast, change while the first is still being sent, and
    // the signals a panel listens to.
    void sessionCastsAndChangesABallot()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = dir.filePath(s("ws.sqlite3"));
        options.token = kVoterToken;
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        workspace.client()->setRetryPolicy(fastPolicy());
        const OpenedVote opened = openVote(server, workspace.database());
        letTimePass(server);

        VotingSession &session = *workspace.votingSession();
        QSignalSpy changed(&session, &VotingSession::votesChanged);
        QSignalSpy ballots(&session, &VotingSession::ballotChanged);
        QSignalSpy sent(&session, &VotingSession::sendFinished);
        QSignalSpy logins(&session, &VotingSession::loginChanged);
        QVERIFY(session.login().isEmpty()); // never signed in with this token
        QVERIFY(session.canSend());

        QVERIFY(runSync(*workspace.syncEngine()).ok());
        QCOMPARE(session.openVotes().size(), 1);
        QCOMPARE(changed.size(), 1); // the vote became known
        changed.clear();
        letTimePass(server);
        QVERIFY(runSync(*workspace.syncEngine()).ok());
        QCOMPARE(changed.size(), 0); // nothing changed
        // A ballot cast on the web reaches the panel through the sync's poll.
        server.addCommentReaction(opened.comment, s("halcyon-lin"), s("+1"));
        letTimePass(server);
        QVERIFY(runSync(*workspace.syncEngine()).ok());
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.constFirst().constFirst().value<QList<int>>(),
                 QList<int> { opened.issue });

        const auto first = session.cast(opened.issue, BallotChoice::Approve);
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(ballots.size(), 1); // queued, at once
        QVERIFY(session.myBallot(*session.vote(opened.issue)).isPending());
        // Changed before the first one went out: the second follows it.
        const auto second = session.cast(opened.issue, BallotChoice::Reject);
        QVERIFY(second.ok());
        QTRY_VERIFY_WITH_TIMEOUT(sent.size() == 2, 30000);
        QVERIFY(!session.isSending());
        QCOMPARE(session.login(), s("qf-priya"));
        QCOMPARE(logins.size(), 1);
        QCOMPARE(ballotsOf(server, opened.comment, s("qf-priya")), QStringList { s("-1") });
        const MyBallot mine = session.myBallot(*session.vote(opened.issue));
        QCOMPARE(mine.current(), BallotChoice::Reject);
        QCOMPARE(mine.onGitHub, BallotChoice::Reject);
        QVERIFY(!mine.isPending());
        QCOMPARE(mine.organization, s("Quillfeather AI"));
        QVERIFY(changed.size() >= 2);
        QCOMPARE(session.vote(opened.issue)->tally.summary(),
                 s("2 of 3 organizations voted; quorum needs 2; approvals 1 of 2"));
    }

    void sessionInTheDemoWorkspace()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = dir.filePath(s("demo.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        VotingSession &session = *workspace.votingSession();
        QVERIFY(!session.canSend());
        QCOMPARE(session.login(), VoteService::demoLogin());
        QSignalSpy changed(&session, &VotingSession::votesChanged);
        QCOMPARE(session.myBallot(*session.vote(12)).current(), BallotChoice::Ambiguous);

        QVERIFY(session.cast(12, BallotChoice::Approve).ok());
        QCOMPARE(changed.size(), 1);
        VoteInfo vote = *session.vote(12);
        QCOMPARE(session.myBallot(vote).current(), BallotChoice::Approve);
        QVERIFY(!session.myBallot(vote).isPending());
        QCOMPARE(vote.tally.approve, 4);

        QVERIFY(session.cast(12, BallotChoice::Abstain).ok());
        vote = *session.vote(12);
        QCOMPARE(vote.tally.approve, 3);
        QCOMPARE(vote.tally.abstain, 2);
        QCOMPARE(session.myBallot(vote).onGitHub, BallotChoice::Abstain);
        QVERIFY(!session.cast(3, BallotChoice::Approve).ok()); // decided long ago
    }

    void mutationsAreSpaced()
    {
        GitHubTestServer server;
        server.setTokenLogin(kVoterToken, s("qf-priya"));
        QVERIFY(server.listen());
        Rig rig(server, kVoterToken);
        const OpenedVote opened = openVote(server, rig.database);
        server.addCommentReaction(opened.comment, s("qf-priya"), s("-1"));
        letTimePass(server);
        QVERIFY(runSync(*rig.engine).ok());
        QVERIFY(VoteService(rig.database).castBallot(opened.issue, BallotChoice::Approve).ok());
        BallotSender sender(rig.database, *rig.client, server.fullName(), kVoterToken);
        sender.setMutationInterval(std::chrono::milliseconds(300));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(runSender(sender).sent, 1);
        QVERIFY2(timer.elapsed() >= 300,
                 qPrintable(QString::number(timer.elapsed()))); // POST, wait, DELETE
    }
};

QTEST_GUILESS_MAIN(tst_VotePoller)
#include "tst_votepoller.moc"

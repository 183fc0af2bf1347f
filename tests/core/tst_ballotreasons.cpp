// A voter's reason for a ballot: written as their own comment beside the reaction, read back
// only from that voter's comment for the same choice, listed beside the ballot in the tally, the
// decision table and the vote's JSON, and posted exactly once through lost answers and a lagging
// comment listing.

#include "DemoWorkspaces.h"
#include "GitHubTestServer.h"
#include "ServerWorkspaces.h"
#include "TestSupport.h"
#include "VoteAndWaitingRepository.h"
#include "core/github/GitHubClient.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/BallotReasons.h"
#include "core/voting/BallotSender.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

namespace {

const QString kVoterToken = QStringLiteral("voter-token");
constexpr qint64 kVote = 9001;

Comment comment(qint64 id, const QString &author, const QString &body, int minute)
{
    Comment c;
    c.id = id;
    c.issueNumber = 12;
    c.author = author;
    c.body = body;
    c.createdAt = QDateTime(QDate(2026, 11, 3), QTime(10, minute), Qt::UTC);
    return c;
}

Roster twoOrganizations()
{
    Roster roster;
    roster.organizations = {
        { s("Quillfeather AI"), s("qf-priya"), {}, OrganizationStatus::Eligible, {} },
        { s("Halcyon"), s("halcyon-lin"), {}, OrganizationStatus::Eligible, {} },
    };
    return roster;
}

Reaction reaction(qint64 id, const QString &user, const QString &content)
{
    Reaction r;
    r.id = id;
    r.user = user;
    r.content = content;
    r.createdAt = QDateTime(QDate(2026, 11, 3), QTime(9, 0), Qt::UTC);
    return r;
}

const TallyRow *rowOf(const VoteTally &tally, const QString &login)
{
    for (const TallyRow &row : tally.rows) {
        if (row.login == login)
            return &row;
    }
    return nullptr;
}

BallotSendSummary runSender(BallotSender &sender)
{
    QSignalSpy finished(&sender, &BallotSender::finished);
    sender.send();
    if (finished.isEmpty() && !finished.wait(60000))
        qWarning("the ballot sender did not finish");
    if (finished.size() != 1) {
        BallotSendSummary wrong;
        wrong.failed = 99;
        wrong.errorString = QStringLiteral("finished() emitted %1 times").arg(finished.size());
        return wrong;
    }
    return finished.constFirst().constFirst().value<BallotSendSummary>();
}

bool sync(Workspace &workspace)
{
    QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
    workspace.syncEngine()->start();
    return (!finished.isEmpty() || finished.wait(60000))
        && finished.constFirst().constFirst().value<SyncResult>().ok();
}

// Comments on the server that carry the ballot's marker.
int reasonCommentsOn(const GitHubTestServer &server, const QueuedBallot &ballot)
{
    int count = 0;
    for (const auto &posted : server.comments()) {
        if (posted.body.contains(BallotReasons::ballotMarker(ballot.reasonUuid)))
            ++count;
    }
    return count;
}

// A voter's workspace on a repository with a running vote, and a sender that does not space its
// writes.
struct VoterRig
{
    explicit VoterRig(GitHubTestServer &server)
        : repository(server, kVoterToken)
    {
        WorkspaceOptions options =
            acp::test::workspaceOptionsFor(server, dir.filePath(s("ws.sqlite3")));
        options.token = kVoterToken;
        workspace = std::make_unique<Workspace>(options);
        if (!workspace->open())
            qFatal("could not open the workspace");
        RetryPolicy quick;
        quick.second = std::chrono::milliseconds(1);
        quick.maxAttempts = 1; // the sender's own resumption is under test, not the client's
        quick.requestTimeoutSeconds = 5;
        workspace->client()->setRetryPolicy(quick);
        sender = std::make_unique<BallotSender>(workspace->database(), *workspace->client(),
                                                server.fullName(), kVoterToken);
        sender->setMutationInterval(std::chrono::milliseconds(0));
        sender->setReasonConfirmInterval(std::chrono::milliseconds(0));
    }

    VoteService votes() const { return VoteService(workspace->database()); }

    QTemporaryDir dir;
    acp::test::VoteAndWaitingRepository repository;
    std::unique_ptr<Workspace> workspace;
    std::unique_ptr<BallotSender> sender;
};

} // namespace

class tst_BallotReasons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void commentReadsBack()
    {
        const QString body = BallotReasons::commentBody(
            kVote, QUrl(s("https://github.com/o/r/issues/12#issuecomment-9001")),
            BallotChoice::Reject, s("  The CI does not run upstream tests.\n\nSee the logs.  "),
            s("b-1"));
        QVERIFY(body.startsWith(s("**Ballot reason** (reject), on the vote: https://github.com")));
        QVERIFY(body.contains(BallotReasons::ballotMarker(s("b-1"))));
        const auto reason = BallotReasons::read(comment(5, s("qf-priya"), body, 1), kVote);
        QVERIFY(reason);
        QCOMPARE(reason->choice, BallotChoice::Reject);
        QCOMPARE(reason->login, s("qf-priya"));
        QCOMPARE(reason->text, s("The CI does not run upstream tests.\n\nSee the logs."));

        // Another vote's reason, a comment without the markers, markers only quoted or in code,
        // an unknown choice or no words: no reason.
        QVERIFY(!BallotReasons::read(comment(5, s("qf-priya"), body, 1), kVote + 1));
        QVERIFY(!BallotReasons::read(comment(6, s("qf-priya"), s("I approve because it works."), 1),
                                     kVote));
        QVERIFY(!BallotReasons::read(
            comment(7, s("qf-priya"),
                    s("Reason\n\n```\n<!-- acp-workbench:ballot-reason=9001 -->\n"
                      "<!-- acp-workbench:ballot-choice=approve -->\n```\n"),
                    1),
            kVote));
        QVERIFY(!BallotReasons::read(comment(8, s("qf-priya"),
                                             s("Why\n\n<!-- acp-workbench:ballot-reason=9001 -->\n"
                                               "<!-- acp-workbench:ballot-choice=heart -->\n"),
                                             1),
                                     kVote));
        QVERIFY(!BallotReasons::read(
            comment(9, s("qf-priya"),
                    BallotReasons::commentBody(kVote, {}, BallotChoice::Approve, {}, s("b-2")), 1),
            kVote));
    }

    // The tally shows a reason only beside the ballot of the comment's own author, for the
    // choice it explains, the latest one winning; a passer-by's copy explains nobody's ballot.
    void reasonsStandBesideTheirOwnBallot()
    {
        const auto reasonComment = [](qint64 id, const QString &author, BallotChoice choice,
                                      const QString &words, int minute) {
            return comment(id, author,
                           BallotReasons::commentBody(kVote, {}, choice, words, s("u%1").arg(id)),
                           minute);
        };
        const QList<Comment> comments {
            reasonComment(1, s("qf-priya"), BallotChoice::Approve, s("First thoughts."), 1),
            reasonComment(2, s("qf-priya"), BallotChoice::Approve, s("Every requirement is met."),
                          2),
            // Halcyon voted reject; its earlier reason was for approve.
            reasonComment(3, s("halcyon-lin"), BallotChoice::Approve, s("Looks fine."), 3),
            // A passer-by writes "reasons" for both, and for a ballot of their own.
            reasonComment(4, s("mallory"), BallotChoice::Approve, s("Bribed."), 4),
            reasonComment(5, s("mallory"), BallotChoice::Reject, s("Rigged."), 5),
        };
        const QList<Reaction> reactions { reaction(1, s("qf-priya"), s("+1")),
                                          reaction(2, s("halcyon-lin"), s("-1")),
                                          reaction(3, s("mallory"), s("+1")) };
        const Roster roster = twoOrganizations();
        VoteTally tally = tallyVote(roster, reactions);
        BallotReasons::attach(tally, roster, BallotReasons::collect(comments, kVote));
        QCOMPARE(rowOf(tally, s("qf-priya"))->voterReason, s("Every requirement is met."));
        QVERIFY(rowOf(tally, s("halcyon-lin"))->voterReason.isEmpty());
        QCOMPARE(rowOf(tally, s("mallory"))->voterReason, s("Bribed.")); // non-binding, own
        QCOMPARE(tally.approve, 1); // a reason never counts
        QCOMPARE(tally.reject, 1);

        // The login was renamed away and taken by another account: that account's words are
        // not the roster member's reason.
        Roster known = roster;
        known.organizations[0].representativeId = 111;
        Comment impostor = reasonComment(6, s("qf-priya"), BallotChoice::Approve, s("Mine."), 6);
        impostor.authorId = 222;
        tally = tallyVote(known, reactions);
        BallotReasons::attach(tally, known, BallotReasons::collect({ impostor }, kVote));
        QVERIFY(rowOf(tally, s("qf-priya"))->voterReason.isEmpty());
        impostor.authorId = 111;
        BallotReasons::attach(tally, known, BallotReasons::collect({ impostor }, kVote));
        QCOMPARE(rowOf(tally, s("qf-priya"))->voterReason, s("Mine."));

        // Kept through the tally frozen by a decision.
        QCOMPARE(rowOf(VoteTally::fromJson(tally.toJson()), s("qf-priya"))->voterReason,
                 s("Mine."));
        QCOMPARE(rowOf(tally, s("qf-priya"))->toJson().value(s("voter_reason")).toString(),
                 s("Mine."));
        QVERIFY(rowOf(tally, s("halcyon-lin"))->toJson().value(s("voter_reason")).isNull());
    }

    // The decision comment's table gets a Reason column once someone gave one; the voter's words
    // are literal text there (no mention, link, HTML or a cell of their own).
    void decisionTableListsReasons()
    {
        const Roster roster = twoOrganizations();
        const QList<Reaction> reactions { reaction(1, s("qf-priya"), s("+1")),
                                          reaction(2, s("halcyon-lin"), s("-1")) };
        VoteTally tally = tallyVote(roster, reactions);
        QVERIFY(!tally.toMarkdownTable().contains(s("Reason")));
        const Comment hostile =
            comment(1, s("qf-priya"),
                    BallotReasons::commentBody(
                        kVote, {}, BallotChoice::Approve,
                        s("Fine | @everyone <img src=x onerror=alert(1)>\nyes"), s("u1")),
                    1);
        BallotReasons::attach(tally, roster, BallotReasons::collect({ hostile }, kVote));
        const QString table = tally.toMarkdownTable();
        QVERIFY2(table.contains(s("| Organization | Voted by | Ballot | Time (UTC) | Reason |")),
                 qPrintable(table));
        const QString priyaLine = table.split(QLatin1Char('\n')).filter(s("Quillfeather")).first();
        QCOMPARE(priyaLine.count(QLatin1Char('|')) - priyaLine.count(s("\\|")), 6);
        QVERIFY2(!priyaLine.contains(s("<img")), qPrintable(priyaLine));
        QVERIFY2(!priyaLine.contains(s(" @everyone")), qPrintable(priyaLine));
        const QString halcyonLine = table.split(QLatin1Char('\n')).filter(s("Halcyon")).first();
        QVERIFY2(halcyonLine.endsWith(s("| — |")), qPrintable(halcyonLine));
    }

    void acceptableReasons()
    {
        QVERIFY(BallotReasons::whyNotAcceptable({}, false).isEmpty());
        QVERIFY(!BallotReasons::whyNotAcceptable(s("  \n "), true).isEmpty());
        QVERIFY(BallotReasons::whyNotAcceptable(s("Because."), true).isEmpty());
        const QString longest(BallotReasons::kMaximumLength, QLatin1Char('x'));
        QVERIFY(BallotReasons::whyNotAcceptable(longest, true).isEmpty());
        QVERIFY(!BallotReasons::whyNotAcceptable(longest + QLatin1Char('x'), true).isEmpty());
        // Words that would read as the workbench's own markers after it.
        QVERIFY(!BallotReasons::whyNotAcceptable(s("ok\n\n<!-- acp-workbench:vote -->"), false)
                     .isEmpty());
    }

    // The setting makes a reason required for every ballot cast here (the vote panel and
    // `vote` both cast through VotingSession).
    void requiredReasonIsEnforcedWhereBallotsAreCast()
    {
        QTemporaryDir dir;
        const auto workspace = acp::test::openDemoWorkspace(dir.filePath(s("demo.sqlite3")));
        QVERIFY(workspace);
        VotingSession &session = *workspace->votingSession();
        {
            QSettings settings;
            BallotReasons::setRequired(settings, true);
        }
        auto refused = session.cast(12, BallotChoice::Approve);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(s("reason")), qPrintable(refused.error));
        QCOMPARE(session.myBallot(*session.vote(12)).current(), BallotChoice::Ambiguous);

        // In the demo workspace the reason lands in the local copy, beside the ballot.
        const auto cast = session.cast(12, BallotChoice::Approve, s("Meets all ten requirements."));
        QVERIFY2(cast.ok(), qPrintable(cast.error));
        QCOMPARE(cast.ballot->reason, s("Meets all ten requirements."));
        QVERIFY(cast.ballot->reasonCommentId != 0);
        const VoteInfo vote = *session.vote(12);
        const TallyRow *mine = rowOf(vote.tally, VoteService::demoLogin());
        QVERIFY(mine);
        QCOMPARE(mine->voterReason, s("Meets all ten requirements."));
        const QJsonArray ballots = vote.toJson().value(s("ballots")).toArray();
        const auto json = std::find_if(ballots.cbegin(), ballots.cend(), [](const QJsonValue &b) {
            return b.toObject().value(s("login")).toString() == VoteService::demoLogin();
        });
        QVERIFY(json != ballots.cend());
        QCOMPARE(json->toObject().value(s("voter_reason")).toString(),
                 s("Meets all ten requirements."));
    }

    void reasonIsPostedBesideTheBallot()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        VoterRig rig(server);
        QVERIFY(sync(*rig.workspace));
        const auto cast = rig.votes().castBallot(rig.repository.voting, BallotChoice::Approve,
                                                 s("The evidence is complete."));
        QVERIFY2(cast.ok(), qPrintable(cast.error));
        const BallotSendSummary summary = runSender(*rig.sender);
        QVERIFY2(summary.allSent(), qPrintable(summary.messages.join(QLatin1Char('\n'))));
        const QueuedBallot sent = *VoteStore(rig.workspace->database()).ballot(cast.ballot->id);
        QCOMPARE(sent.state, BallotState::Sent);
        QCOMPARE(reasonCommentsOn(server, sent), 1);
        QVERIFY(sent.reasonCommentId > 0);
        const auto comments = server.comments();
        const auto posted = std::find_if(comments.cbegin(), comments.cend(), [&](const auto &c) {
            return c.id == sent.reasonCommentId;
        });
        QVERIFY(posted != comments.cend());
        QCOMPARE(posted->author, s("qf-priya"));
        QVERIFY(posted->body.contains(s("The evidence is complete.")));
        // It links the vote it explains.
        const QUrl voteUrl = rig.votes().vote(rig.repository.voting)->commentUrl;
        QVERIFY(voteUrl.isValid());
        QVERIFY2(posted->body.contains(s("on the vote: ") + voteUrl.toString()),
                 qPrintable(posted->body));
        // The tally shows it at once, without a sync; and after one.
        QCOMPARE(rowOf(rig.votes().vote(rig.repository.voting)->tally, s("qf-priya"))->voterReason,
                 s("The evidence is complete."));
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(*rig.workspace));
        QCOMPARE(rowOf(rig.votes().vote(rig.repository.voting)->tally, s("qf-priya"))->voterReason,
                 s("The evidence is complete."));

        // Changed to reject without a reason: the approve reason no longer stands beside it.
        QVERIFY(rig.votes().castBallot(rig.repository.voting, BallotChoice::Reject).ok());
        QVERIFY(runSender(*rig.sender).allSent());
        QVERIFY(rowOf(rig.votes().vote(rig.repository.voting)->tally, s("qf-priya"))
                    ->voterReason.isEmpty());
        QCOMPARE(reasonCommentsOn(server, sent), 1);
    }

    // GitHub commits the reason's comment and closes the connection without answering, and the
    // listing may lag behind the write: the next send finds the comment by the ballot's marker
    // once the listing shows it, and never posts it twice.
    void lostAnswerToTheReasonPostsItOnce_data()
    {
        QTest::addColumn<int>("connectionUse");
        QTest::addColumn<bool>("listingLags");
        // (Writes go on a connection of their own: GitHubClient, HttpRequest.)
        QTest::newRow("answer lost") << int(GitHubTestServer::ConnectionUse::Fresh) << false;
        QTest::newRow("answer lost, listing lags")
            << int(GitHubTestServer::ConnectionUse::Any) << true;
    }
    void lostAnswerToTheReasonPostsItOnce()
    {
        QFETCH(int, connectionUse);
        QFETCH(bool, listingLags);
        GitHubTestServer server;
        QVERIFY(server.listen());
        VoterRig rig(server);
        QVERIFY(sync(*rig.workspace));
        const QString commentsPath = s("/issues/%1/comments").arg(rig.repository.voting);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = "POST";
        fault.pathContains = commentsPath;
        fault.connection = GitHubTestServer::ConnectionUse(connectionUse);
        server.injectFault(fault);
        if (listingLags) {
            server.setCommentListingLag(60 * 60 * 1000);
            // Confirmed missing only by a listing this long after the attempt.
            rig.sender->setReasonConfirmInterval(std::chrono::milliseconds(1000));
        }

        const auto cast = rig.votes().castBallot(rig.repository.voting, BallotChoice::Approve,
                                                 s("Upstream CI is green."));
        QVERIFY(cast.ok());
        BallotSendSummary summary = runSender(*rig.sender);
        QCOMPARE(summary.deferred, 1); // the answer was lost: left queued
        QueuedBallot ballot = *VoteStore(rig.workspace->database()).ballot(cast.ballot->id);
        QVERIFY(ballot.isPending());
        QVERIFY(ballot.reasonAttemptedAt.isValid());
        QCOMPARE(reasonCommentsOn(server, ballot), 1); // committed all the same

        if (listingLags) {
            // Not listed at the first look: the send waits and looks again; the listing catches
            // up meanwhile and the comment is found.
            connect(&server, &GitHubTestServer::requestServed, this,
                    [&server, commentsPath](int, const QString &path) {
                        if (path.contains(commentsPath))
                            server.catchUpCommentListings();
                    });
        }
        server.clearRequests();
        summary = runSender(*rig.sender);
        QVERIFY2(summary.allSent(), qPrintable(summary.messages.join(QLatin1Char('\n'))));
        ballot = *VoteStore(rig.workspace->database()).ballot(cast.ballot->id);
        QCOMPARE(ballot.state, BallotState::Sent);
        QCOMPARE(reasonCommentsOn(server, ballot), 1);
        int posts = 0;
        for (const auto &request : server.requests()) {
            if (request.method == "POST" && request.pathAndQuery.contains(commentsPath))
                ++posts;
        }
        QCOMPARE(posts, 0);
        QCOMPARE(rowOf(rig.votes().vote(rig.repository.voting)->tally, s("qf-priya"))->voterReason,
                 s("Upstream CI is green."));
    }

    // The post failed without being committed (a 500): after a lookup that does not find it,
    // listed after the confirm interval, it is posted.
    void reasonThatNeverLandedIsPostedOnTheNextSend()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        VoterRig rig(server);
        QVERIFY(sync(*rig.workspace));
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.method = "POST";
        fault.pathContains = s("/issues/%1/comments").arg(rig.repository.voting);
        server.injectFault(fault);
        const auto cast = rig.votes().castBallot(rig.repository.voting, BallotChoice::Abstain,
                                                 s("Conflict of interest."));
        QVERIFY(cast.ok());
        QCOMPARE(runSender(*rig.sender).deferred, 1);
        QueuedBallot ballot = *VoteStore(rig.workspace->database()).ballot(cast.ballot->id);
        QCOMPARE(reasonCommentsOn(server, ballot), 0);

        QVERIFY(runSender(*rig.sender).allSent());
        ballot = *VoteStore(rig.workspace->database()).ballot(cast.ballot->id);
        QCOMPARE(ballot.state, BallotState::Sent);
        QCOMPARE(reasonCommentsOn(server, ballot), 1);
    }
};

QTEST_GUILESS_MAIN(tst_BallotReasons)
#include "tst_ballotreasons.moc"

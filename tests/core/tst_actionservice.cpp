#include "DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/actions/ActionService.h"
#include "core/actions/DueList.h"
#include "core/outbox/Outbox.h"
#include "core/store/IssueCache.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/workspace/Workspace.h"

#include <QRegularExpression>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::openDemoWorkspace;
using acp::test::s;

// ActionService on the demo workspace (a real SQLite file, no network): what it composes for
// the window and the command line alike, and that an action and the vote it opens or freezes
// are stored together or not at all.
class tst_ActionService : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    std::unique_ptr<Workspace> openDemo()
    {
        return openDemoWorkspace(m_dir.filePath(s("demo%1.sqlite3").arg(++m_counter)));
    }

    static ActionRequest request(ActionKind kind, int number)
    {
        ActionRequest request;
        request.kind = kind;
        request.issueNumber = number;
        return request;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void decisionTakesTheTallyOfTheVoteUnlessGiven()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        const std::optional<VoteInfo> vote = VoteService::of(*workspace).vote(12);
        QVERIFY(vote);
        const QString table = vote->tally.toMarkdownTable();
        QVERIFY(!table.isEmpty());

        const ActionService service(*workspace);
        ActionRequest decision = request(ActionKind::RecordDecision, 12);
        decision.details = s("Meets every requirement.");
        const ActionDraft fromVote = service.compose(decision);
        QVERIFY2(fromVote.ok(), qPrintable(fromVote.composed.error));
        QVERIFY2(fromVote.composed.action->comment().contains(table),
                 qPrintable(fromVote.composed.action->comment()));

        decision.tally = s("7 approve, 0 reject (counted at the meeting)");
        const ActionDraft given = service.compose(decision);
        QVERIFY(given.ok());
        QVERIFY(given.composed.action->comment().contains(decision.tally));
        QVERIFY(!given.composed.action->comment().contains(table));
    }

    // The voting window: a vote whose comment states a minimum wait closes with a decision at
    // its deadline, or earlier only once the wait is over and its result settled.
    void aDecisionWaitsForTheVotingWindow()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        IssueCache cache(workspace->database());
        std::optional<Comment> voteComment;
        for (const Comment &comment : cache.comments(12)) {
            if (comment.body.contains(s("<!-- acp-workbench:vote -->"))) {
                voteComment = comment;
            }
        }
        QVERIFY(voteComment);
        const QDate today = QDate::currentDate();
        const auto withWindow = [&](const QDate &earliest, const QDate &closes) {
            static const QRegularExpression oldCloses(
                s("<!-- acp-workbench:vote-closes=[0-9-]+ -->\\n?"));
            Comment edited = *voteComment;
            edited.body.remove(oldCloses);
            edited.body += s("\n<!-- acp-workbench:vote-closes=%1 -->\n"
                             "<!-- acp-workbench:vote-earliest-close=%2 -->\n")
                               .arg(closes.toString(Qt::ISODate), earliest.toString(Qt::ISODate));
            QVERIFY(cache.upsertComment(edited));
        };
        const ActionService service(*workspace);
        ActionRequest decision = request(ActionKind::RecordDecision, 12);
        decision.details = s("Meets every requirement.");

        // Within the minimum wait: refused, whatever the tally.
        withWindow(today.addDays(2), today.addDays(20));
        ActionDraft draft = service.compose(decision);
        QVERIFY(!draft.ok());
        QVERIFY2(draft.composed.error.contains(s("minimum wait")),
                 qPrintable(draft.composed.error));
        QVERIFY(draft.composed.error.contains(today.addDays(2).toString(Qt::ISODate)));

        // The wait is over, but one organization has not voted and could still reject: 3 of 6
        // approvals would not be a majority.
        withWindow(today.addDays(-1), today.addDays(20));
        const std::optional<VoteInfo> vote = VoteService::of(*workspace).vote(12);
        QVERIFY(vote);
        QCOMPARE(vote->earliestClose, today.addDays(-1));
        QVERIFY(!vote->tally.isSettled());
        draft = service.compose(decision);
        QVERIFY(!draft.ok());
        QVERIFY2(draft.composed.error.contains(s("can still change")),
                 qPrintable(draft.composed.error));

        // Past its deadline the vote is closed, settled or not.
        withWindow(today.addDays(-10), today.addDays(-1));
        draft = service.compose(decision);
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));

        // A passer-by's copy of the vote comment with a later window moves nothing.
        Comment forged = *voteComment;
        forged.id = voteComment->id + 100000;
        forged.author = s("mallory");
        forged.authorAssociation = s("NONE");
        forged.createdAt = voteComment->createdAt.addSecs(3600);
        forged.body += s("\n<!-- acp-workbench:vote-closes=%1 -->\n"
                         "<!-- acp-workbench:vote-earliest-close=%2 -->\n")
                           .arg(today.addDays(30).toString(Qt::ISODate),
                                today.addDays(20).toString(Qt::ISODate));
        QVERIFY(cache.upsertComment(forged));
        QCOMPARE(VoteService::of(*workspace).vote(12)->earliestClose, today.addDays(-10));
        draft = service.compose(decision);
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));
    }

    void refusalsAreOneSentence()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        const ActionService service(*workspace);
        const ActionDraft unknown = service.compose(request(ActionKind::StartVote, 9999));
        QVERIFY(!unknown.ok());
        QVERIFY2(unknown.composed.error.contains(s("9999")), qPrintable(unknown.composed.error));
        // #21 is new: no vote runs, so no decision.
        const ActionDraft wrongState = service.compose(request(ActionKind::RecordDecision, 21));
        QVERIFY(!wrongState.ok());
        QVERIFY(!wrongState.composed.error.isEmpty());
        QVERIFY(!service.queue(wrongState).ok());
        QCOMPARE(workspace->outbox()->pendingCount(), 0);
    }

    void remindNamesTheOrganizationsThatHaveNotVoted()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        const ActionService service(*workspace);
        const std::optional<VoteInfo> vote = VoteService::of(*workspace).vote(12);
        QVERIFY(vote && vote->open && !vote->tally.notVoted.isEmpty());
        ActionRequest remind = request(ActionKind::Remind, 12);
        remind.details = s("The meeting is on Thursday.");
        const ActionDraft draft = service.compose(remind);
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));
        const QString comment = draft.composed.action->comment();
        // Exactly the organizations without a counted ballot, with their logins.
        for (const RosterOrganization &organization : vote->roster.organizations) {
            const bool waiting = vote->tally.notVoted.contains(organization.name);
            QCOMPARE(comment.contains(s("**%1**").arg(organization.name)), waiting);
            if (waiting && !organization.representative.isEmpty()) {
                QVERIFY(comment.contains(QLatin1Char('@') + organization.representative));
            }
        }
        QVERIFY(comment.contains(vote->commentUrl.toString()));
        QVERIFY(comment.contains(s("The meeting is on Thursday.")));
        const auto dueOf12 = [&workspace] {
            for (const DueItem &item :
                 DueList::compute(workspace->database(), workspace->labelScheme(), ActionSettings(),
                                  workspace->authorTrust(), QDate::currentDate())) {
                if (item.issueNumber == 12 && item.kind == DueItem::Kind::OpenVote) {
                    return item;
                }
            }
            return DueItem();
        };
        QVERIFY(!dueOf12().remindQueued);
        QVERIFY(service.queue(draft).ok());
        QCOMPARE(workspace->outbox()->pendingCount(), 1);
        // The Due view knows a reminder waits: it offers no second one.
        QVERIFY(dueOf12().remindQueued);
        QVERIFY(!dueOf12().remindSuggested);

        // No running vote: #21 is new, #3 decided.
        for (int number : { 21, 3 }) {
            const ActionDraft refused = service.compose(request(ActionKind::Remind, number));
            QVERIFY(!refused.ok());
            QVERIFY2(refused.composed.error.contains(QString::number(number)),
                     qPrintable(refused.composed.error));
        }
    }

    void startVoteIsQueuedWithTheVoteItOpens()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        Roster roster;
        roster.organizations = {
            { s("Quillfeather AI"), s("qf-priya"), {}, OrganizationStatus::Eligible, {} },
            { s("Halcyon"), s("halcyon-lin"), s("halcyon-bo"), OrganizationStatus::Eligible, {} },
        };
        QVERIFY(VoteStore(workspace->database()).saveRoster(roster, s("test")));
        const ActionService service(*workspace);
        ActionRequest vote = request(ActionKind::StartVote, 21);
        vote.closes = QDate::currentDate().addDays(10);
        const ActionDraft draft = service.compose(vote);
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));
        QCOMPARE(draft.roster.organizations.size(), 2); // the roster of record
        QVERIFY(draft.composed.action->comment().contains(s("Quillfeather AI")));

        const QString edited = draft.composed.action->comment() + s("\n\nEdited in the preview.");
        const ActionService::QueueResult queued = service.queue(draft, edited);
        QVERIFY2(queued.ok(), qPrintable(queued.error));
        QCOMPARE(queued.action->comment(), edited);
        QCOMPARE(workspace->outbox()->pendingCount(), 1);
        const std::optional<VoteRecord> record = VoteStore(workspace->database()).latestVote(21);
        QVERIFY(record);
        QCOMPARE(record->actionUuid, queued.action->uuid);
        QCOMPARE(record->closes, vote.closes);
        QCOMPARE(record->roster.organizations.size(), 2);
        QCOMPARE(record->roster.organizations.at(1).alternate, s("halcyon-bo"));
    }

    // The rule in force decides who may vote when the vote opens; the vote keeps the rule, its
    // comment states it and names each organization it leaves out, with the reason.
    void startVoteAppliesTheEligibilityRuleInForce()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo-rule%1.sqlite3").arg(++m_counter));
        options.eligibilityRuleFile = s(ACP_EXAMPLES_DIR "/eligibility-tac-seat.json");
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QVERIFY2(workspace.eligibilityRule().problem.isEmpty(),
                 qPrintable(workspace.eligibilityRule().problem));
        const QDate today = QDate::currentDate();
        Roster roster;
        RosterOrganization basalt {
            s("Basalt Cloud"), s("basalt-tomas"), {}, OrganizationStatus::Eligible, {}
        };
        basalt.tacSeat = true;
        basalt.lastActive = today.addDays(-10);
        RosterOrganization quarry { s("Quarry Labs"),
                                    s("quarry-ines"),
                                    {},
                                    OrganizationStatus::Eligible,
                                    s("founding member") };
        quarry.tacSeat = true;
        quarry.lastActive = today.addMonths(-6).addDays(-1);
        const RosterOrganization halcyon {
            s("Halcyon"), s("halcyon-lin"), {}, OrganizationStatus::Eligible, {}
        };
        roster.organizations = { basalt, quarry, halcyon };
        const std::optional<Roster> saved =
            VoteStore(workspace.database()).saveRoster(roster, s("test"));
        QVERIFY(saved);

        const ActionService service(workspace);
        const ActionDraft draft = service.compose(request(ActionKind::StartVote, 21));
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));
        const QString comment = draft.composed.action->comment();
        QVERIFY2(comment.contains(s("| Halcyon | @halcyon-lin | — | not eligible (no TAC seat) |")),
                 qPrintable(comment));
        QVERIFY2(comment.contains(s("| Quarry Labs | @quarry-ines | — | not eligible (last "
                                    "active %1, before %2) |")
                                      .arg(quarry.lastActive.toString(Qt::ISODate),
                                           today.addMonths(-6).toString(Qt::ISODate))),
                 qPrintable(comment));
        QVERIFY2(comment.contains(s("| Basalt Cloud | @basalt-tomas | — | eligible |")),
                 qPrintable(comment));
        QVERIFY2(comment.contains(s("**Eligibility:** An organization is eligible when it holds "
                                    "a TAC seat and was active within the last 6 months")),
                 qPrintable(comment));
        QVERIFY(comment.contains(
            s("(rule version 2, applied on %1).").arg(today.toString(Qt::ISODate))));
        // Another workbench reads the same roster back from the comment.
        const VoteCommentContent readBack = VoteService::parseVoteComment(comment);
        QVERIFY2(readBack.roster.ok(), qPrintable(readBack.roster.error));
        QCOMPARE(readBack.roster.roster->eligibleCount(), 1);
        QCOMPARE(readBack.roster.roster->organization(s("Halcyon"))->note, s("no TAC seat"));

        QVERIFY(service.queue(draft).ok());
        const std::optional<VoteRecord> record = VoteStore(workspace.database()).latestVote(21);
        QVERIFY(record);
        QCOMPARE(record->rosterVersion, saved->version);
        QCOMPARE(record->eligibility.value(QLatin1String("rule")).toString(),
                 s("tac-seat-and-activity"));
        QCOMPARE(record->eligibility.value(QLatin1String("version")).toInt(), 2);
        QCOMPARE(record->eligibility.value(QLatin1String("applied_on")).toString(),
                 today.toString(Qt::ISODate));
        QCOMPARE(record->roster.organization(s("Quarry Labs"))->note.left(12), s("last active "));
        QVERIFY(
            record->roster.organization(s("Quarry Labs"))->note.endsWith(s("; founding member")));
        QVERIFY(record->roster.organization(s("Basalt Cloud"))->tacSeat);
        const std::optional<VoteInfo> vote = VoteService::of(workspace).vote(21);
        QVERIFY(vote);
        QCOMPARE(vote->tally.eligible, 1);
        QCOMPARE(vote->toJson()
                     .value(QLatin1String("eligibility_rule"))
                     .toObject()
                     .value(QLatin1String("rule"))
                     .toString(),
                 s("tac-seat-and-activity"));
        // The roster of record is unchanged: the rule is applied to each vote, not stored.
        QCOMPARE(VoteStore(workspace.database()).currentRoster().eligibleCount(), 3);
    }

    void startVoteIsRefusedWhenNobodyMayVote()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo-rule%1.sqlite3").arg(++m_counter));
        options.eligibilityRuleFile = s(ACP_EXAMPLES_DIR "/eligibility-attendance.json");
        Workspace workspace(options);
        QVERIFY(workspace.open());
        Roster roster;
        roster.organizations = {
            { s("Halcyon"), s("halcyon-lin"), {}, OrganizationStatus::Eligible, {} },
        };
        QVERIFY(VoteStore(workspace.database()).saveRoster(roster, s("test")));
        const ActionService service(workspace);
        const ActionDraft noMeetings = service.compose(request(ActionKind::StartVote, 21));
        QVERIFY(!noMeetings.ok());
        QVERIFY2(noMeetings.composed.error.contains(s("meeting list")),
                 qPrintable(noMeetings.composed.error));
        roster.meetings = { QDate::currentDate().addDays(-1) };
        QVERIFY(VoteStore(workspace.database()).saveRoster(roster, s("test")));
        const ActionDraft nobody = service.compose(request(ActionKind::StartVote, 21));
        QVERIFY(!nobody.ok());
        QVERIFY2(nobody.composed.error.contains(s("No organization")),
                 qPrintable(nobody.composed.error));
        QCOMPARE(workspace.outbox()->pendingCount(), 0);
    }

    void decisionIsQueuedWithItsTallyFrozen()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        const ActionService service(*workspace);
        ActionRequest decision = request(ActionKind::RecordDecision, 12);
        decision.details = s("Meets every requirement.");
        const ActionDraft draft = service.compose(decision);
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));
        const ActionService::QueueResult queued = service.queue(draft);
        QVERIFY2(queued.ok(), qPrintable(queued.error));
        const std::optional<VoteInfo> vote = VoteService::of(*workspace).vote(12);
        QVERIFY(vote);
        QVERIFY(vote->frozen);
    }

    // The database refuses the vote record (as a full disk would): the action is not queued
    // either, and the outbox's audit log has no "queued" entry for it.
    void actionAndVoteAreStoredTogetherOrNotAtAll()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        QSqlQuery trigger(workspace->database().connection());
        QVERIFY(trigger.exec(s("CREATE TEMP TRIGGER refuse_votes BEFORE INSERT ON reviewer_votes "
                               "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END")));
        const ActionService service(*workspace);
        const ActionDraft draft = service.compose(request(ActionKind::StartVote, 21));
        QVERIFY(draft.ok());
        const ActionService::QueueResult queued = service.queue(draft);
        QVERIFY(!queued.ok());
        QVERIFY2(queued.error.contains(s("vote")), qPrintable(queued.error));
        QCOMPARE(workspace->outbox()->pendingCount(), 0);
        QVERIFY(workspace->outbox()->actions(21).isEmpty());
        QVERIFY(workspace->outbox()->audit().isEmpty());
        QVERIFY(!VoteStore(workspace->database()).latestVote(21));

        // Once the database accepts writes again, the same draft queues.
        QVERIFY(trigger.exec(s("DROP TRIGGER refuse_votes")));
        const ActionService::QueueResult again = service.queue(draft);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(workspace->outbox()->pendingCount(), 1);
    }
};

QTEST_MAIN(tst_ActionService)
#include "tst_actionservice.moc"

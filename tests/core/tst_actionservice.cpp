#include "DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/actions/ActionService.h"
#include "core/outbox/Outbox.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/workspace/Workspace.h"

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

    void decisionIsQueuedWithItsTallyFrozen()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        const ActionService service(*workspace);
        const ActionDraft draft = service.compose(request(ActionKind::RecordDecision, 12));
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

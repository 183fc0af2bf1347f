// The outbox tables and the Outbox facade over a real SQLite file: persistence, ordering,
// guarded state changes, the user's edit/cancel/retry rules, the audit log, and the stale
// rules an action is checked against before it is sent.

#include "TestSupport.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxStore.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;
using acp::test::s;

namespace {

Issue cachedIssue(int number, const QStringList &labels, const QString &state = s("open"))
{
    Issue issue;
    issue.number = number;
    issue.githubId = 1000 + number;
    issue.title = s("[ACP Application]: Platform %1").arg(number);
    issue.body = s("### Platform name\n\nPlatform %1\n").arg(number);
    issue.author = s("applicant");
    issue.state = state;
    issue.labels = labels;
    issue.createdAt = QDateTime(QDate(2025, 3, 1), QTime(9, 0), QTimeZone::utc());
    issue.updatedAt = issue.createdAt.addDays(1);
    return issue;
}

OutboxAction draft(int issue, ActionKind kind, const QString &comment, const QStringList &add,
                   const QStringList &remove, const QString &setState = {})
{
    OutboxAction action;
    action.kind = kind;
    action.issueNumber = issue;
    action.payload = QJsonObject {
        { s("comment"), comment },
        { s("add_labels"), QJsonArray::fromStringList(add) },
        { s("remove_labels"), QJsonArray::fromStringList(remove) },
    };
    if (!setState.isEmpty()) {
        action.payload.insert(s("set_state"), setState);
        action.payload.insert(s("state_reason"), s("completed"));
    }
    return action;
}

} // namespace

class tst_OutboxStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void migrationAddsTheOutboxAndKeepsOlderData()
    {
        QTemporaryDir dir;
        // The schema version before the outbox's step, wherever the step sits in the list.
        int previous = -1;
        for (int version = 1; version <= Database::latestSchemaVersion() && previous < 0;
             ++version) {
            Database probe;
            QVERIFY(probe.openAtVersion(dir.filePath(s("probe%1.sqlite3").arg(version)), version));
            QSqlQuery query(probe.connection());
            if (query.exec(s("SELECT COUNT(*) FROM outbox_actions")))
                previous = version - 1;
        }
        QVERIFY(previous >= 2);
        const QString path = dir.filePath(s("ws.sqlite3"));
        {
            Database old;
            QVERIFY2(old.openAtVersion(path, previous), qPrintable(old.errorString()));
            QVERIFY(ReviewerStore(old).setApplicationNote(4, s("Strong CI.")));
            // Written as that schema's sync wrote it (today's IssueCache writes later columns).
            QSqlQuery query(old.connection());
            QVERIFY(query.exec(s("INSERT INTO issues (number, title) VALUES (4, 'Application')")));
            QVERIFY(!query.exec(s("SELECT COUNT(*) FROM outbox_actions")));
        }
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), Database::latestSchemaVersion());
        QCOMPARE(ReviewerStore(db).applicationNote(4), s("Strong CI."));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(s("SELECT COUNT(*) FROM outbox_actions")));
        QVERIFY(query.exec(s("SELECT COUNT(*) FROM outbox_audit")));
        // The state column accepts only the six states.
        QVERIFY(!query.exec(s("INSERT INTO outbox_actions (uuid, kind, issue_number, state, "
                              "created_at, updated_at, position) VALUES ('u', 'decision', 1, "
                              "'lost', '', '', 1)")));
    }

    void actionsRoundTripInOrderAndSurviveReopening()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(s("ws.sqlite3"));
        QStringList uuids;
        {
            Database db;
            QVERIFY(db.open(path));
            OutboxStore store(db);
            for (int i = 0; i < 3; ++i) {
                OutboxAction action =
                    draft(10 + (i % 2), i == 2 ? ActionKind::Remind : ActionKind::RequestInfo,
                          s("Comment %1 with “quotes” and ünïcode").arg(i), { s("needs-info") },
                          { s("new") });
                action.queuedAgainst = IssueSnapshot::fromIssue(cachedIssue(10, { s("new") }));
                action.remoteIds.insert(s("done"), QJsonArray());
                const std::optional<OutboxAction> stored = store.insert(action);
                QVERIFY2(stored, qPrintable(store.errorString()));
                QVERIFY(stored->id > 0);
                QCOMPARE(stored->position, qint64(i + 1));
                QCOMPARE(stored->state, ActionState::Queued);
                QVERIFY(!stored->uuid.isEmpty());
                QVERIFY(stored->createdAt.isValid());
                uuids.append(stored->uuid);
            }
        }
        Database db;
        QVERIFY(db.open(path));
        OutboxStore store(db);
        const QList<OutboxAction> all = store.actions();
        QCOMPARE(all.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(all.at(i).uuid, uuids.at(i));
            QCOMPARE(all.at(i).comment(), s("Comment %1 with “quotes” and ünïcode").arg(i));
            QCOMPARE(all.at(i).addLabels(), QStringList { s("needs-info") });
            QCOMPARE(all.at(i).removeLabels(), QStringList { s("new") });
            QCOMPARE(all.at(i).queuedAgainst.labels, QStringList { s("new") });
            QCOMPARE(all.at(i).queuedAgainst.updatedAt,
                     QDateTime(QDate(2025, 3, 2), QTime(9, 0), QTimeZone::utc()));
        }
        QCOMPARE(store.actions(11).size(), 1);
        QCOMPARE(store.actions(10).size(), 2);
        // By kind: of every issue, or of one.
        QCOMPARE(store.actions(ActionKind::RequestInfo).size(), 2);
        QCOMPARE(store.actions(ActionKind::Remind, 10).size(), 1);
        QCOMPARE(store.actions(ActionKind::Remind, 10).constFirst().uuid, uuids.at(2));
        QCOMPARE(store.actions(ActionKind::RequestInfo, 10).size(), 1);
        QVERIFY(store.actions(ActionKind::Remind, 11).isEmpty());
        QCOMPARE(store.actionByUuid(uuids.at(1))->id, all.at(1).id);
        QCOMPARE(store.pendingCount(), 3);

        // A uuid is unique: the same action cannot be stored twice.
        OutboxAction again = all.at(0);
        QVERIFY(!store.insert(again));
    }

    void saveIsGuardedByTheExpectedState()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        OutboxStore store(db);
        OutboxAction action =
            *store.insert(draft(1, ActionKind::StartVote, s("Vote"), { s("voting") }, {}));

        action.state = ActionState::Sending;
        action.attempts = 1;
        action.markStepDone(s("comment"));
        action.remoteIds.insert(s("comment_id"), 4242);
        QVERIFY(store.save(action, { ActionState::Queued }));
        OutboxAction stored = *store.action(action.id);
        QCOMPARE(stored.state, ActionState::Sending);
        QCOMPARE(stored.attempts, 1);
        QCOMPARE(stored.doneSteps(), QStringList { s("comment") });
        QCOMPARE(stored.commentId(), qint64(4242));

        // Someone else moved it on meanwhile: a save that expected `queued` changes nothing.
        OutboxAction stale = action;
        stale.state = ActionState::Cancelled;
        QVERIFY(!store.save(stale, { ActionState::Queued }));
        QVERIFY(store.errorString().contains(s("sending")));
        QCOMPARE(store.action(action.id)->state, ActionState::Sending);
    }

    void stepsFollowThePayload()
    {
        OutboxAction action = draft(3, ActionKind::RecordDecision, s("Approved."),
                                    { s("approved") }, { s("voting"), s("New") }, s("closed"));
        action.uuid = s("0f0f0f0f-aaaa-bbbb-cccc-123456789abc");
        action.payload.insert(s("markers"), QJsonArray { s("acp-workbench:decision=approved") });
        const QList<ActionStep> steps = action.steps();
        QCOMPARE(steps.size(), 5);
        QCOMPARE(steps.at(0).key, s("comment"));
        QCOMPARE(steps.at(1).key, s("add-labels"));
        QCOMPARE(steps.at(2).key, s("remove-label:voting"));
        QCOMPARE(steps.at(3).key, s("remove-label:new"));
        QCOMPARE(steps.at(3).labels, QStringList { s("New") });
        QCOMPARE(steps.at(4).key, s("set-state"));
        const QString body = action.commentToPost();
        QVERIFY(body.startsWith(s("Approved.\n\n")));
        QVERIFY(body.contains(s("<!-- acp-workbench:decision=approved -->")));
        QVERIFY(body.trimmed().endsWith(
            s("<!-- acp-workbench:action=0f0f0f0f-aaaa-bbbb-cccc-123456789abc -->")));

        // An empty comment means labels only.
        action.setComment(s("  "));
        QCOMPARE(action.steps().constFirst().key, s("add-labels"));
        QVERIFY(action.commentToPost().isEmpty());
    }

    void outboxQueuesAgainstTheProjectedState()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        QVERIFY(IssueCache(db).upsertIssue(cachedIssue(7, { s("New"), s("hardware") })));
        Outbox outbox(db);
        QSignalSpy added(&outbox, &Outbox::actionAdded);
        QSignalSpy count(&outbox, &Outbox::pendingCountChanged);

        QVERIFY(!outbox.enqueue(draft(8, ActionKind::RequestInfo, s("x"), {}, {})));
        QVERIFY(outbox.errorString().contains(s("#8")));
        QVERIFY(!outbox.enqueue(draft(7, ActionKind::RequestInfo, QString(), {}, {})));

        const std::optional<OutboxAction> first = outbox.enqueue(draft(
            7, ActionKind::RequestInfo, s("Please add CI."), { s("needs-info") }, { s("new") }));
        QVERIFY2(first, qPrintable(outbox.errorString()));
        QCOMPARE(first->queuedAgainst.labels, (QStringList { s("New"), s("hardware") }));
        QCOMPARE(first->queuedAgainst.reviewState(LabelScheme()), ReviewState::New);

        // The second action is queued against the state the first one leaves behind.
        const std::optional<IssueSnapshot> expected = outbox.expectedState(7);
        QCOMPARE(expected->labels, (QStringList { s("hardware"), s("needs-info") }));
        const std::optional<OutboxAction> second = outbox.enqueue(
            draft(7, ActionKind::BackToReview, s("Back."), { s("new") }, { s("needs-info") }));
        QCOMPARE(second->queuedAgainst.reviewState(LabelScheme()), ReviewState::NeedsInfo);
        QCOMPARE(added.size(), 2);
        QCOMPARE(count.size(), 2);
        QCOMPARE(count.last().first().toInt(), 2);

        // Cancelled actions no longer shape what comes next.
        QVERIFY(outbox.cancel(second->id));
        QCOMPARE(outbox.expectedState(7)->reviewState(LabelScheme()), ReviewState::NeedsInfo);
        QVERIFY(outbox.cancel(first->id));
        QCOMPARE(outbox.expectedState(7)->reviewState(LabelScheme()), ReviewState::New);
        QCOMPARE(outbox.pendingCount(), 0);
    }

    void userRulesFollowTheState()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        QVERIFY(IssueCache(db).upsertIssue(cachedIssue(2, { s("voting") })));
        Outbox outbox(db);
        QSignalSpy changed(&outbox, &Outbox::actionChanged);
        OutboxAction action =
            *outbox.enqueue(draft(2, ActionKind::RecordDecision, s("Declined."), { s("declined") },
                                  { s("voting") }, s("closed")));

        QVERIFY(outbox.editComment(action.id, s("Declined: no security policy.")));
        QCOMPARE(outbox.action(action.id)->comment(), s("Declined: no security policy."));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.last().first().value<OutboxAction>().comment(),
                 s("Declined: no security policy."));

        // Once a POST of the comment may have happened, the text is what GitHub may hold.
        OutboxAction attempted = *outbox.action(action.id);
        attempted.remoteIds.insert(s("comment_attempted_at"), s("2025-03-03T09:00:00Z"));
        QVERIFY(outbox.store().save(attempted));
        QVERIFY(!outbox.editComment(action.id, s("Other text")));
        QVERIFY(outbox.errorString().contains(s("GitHub")));
        QVERIFY(!outbox.retry(action.id)); // queued: nothing to retry

        // Blocked: retrying accepts GitHub's state as it was seen.
        OutboxAction blocked = *outbox.action(action.id);
        blocked.state = ActionState::Blocked;
        blocked.lastError = s("moved");
        IssueSnapshot observed = blocked.queuedAgainst;
        observed.labels = { s("voting"), s("security") };
        blocked.remoteIds.insert(s("observed"), observed.toJson());
        QVERIFY(outbox.store().save(blocked));
        QVERIFY(outbox.retry(action.id));
        const OutboxAction retried = *outbox.action(action.id);
        QCOMPARE(retried.state, ActionState::Queued);
        QVERIFY(retried.lastError.isEmpty());
        QCOMPARE(retried.queuedAgainst.labels, (QStringList { s("voting"), s("security") }));
        QVERIFY(!retried.remoteIds.contains(s("observed")));

        // Sent is final.
        OutboxAction sent = retried;
        sent.state = ActionState::Sent;
        QVERIFY(outbox.store().save(sent));
        QVERIFY(!outbox.cancel(action.id));
        QVERIFY(!outbox.retry(action.id));
        QVERIFY(!outbox.editComment(action.id, s("x")));
        QCOMPARE(outbox.pendingCount(), 0);
    }

    void auditLogRecordsAndExportsCsv()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        QVERIFY(IssueCache(db).upsertIssue(cachedIssue(5, { s("new") })));
        Outbox outbox(db);
        outbox.setActor(s("cochair"));
        const OutboxAction action = *outbox.enqueue(
            draft(5, ActionKind::RequestInfo, s("Text"), { s("needs-info") }, { s("new") }));
        QVERIFY(outbox.editComment(action.id, s("Text, \"edited\"")));
        QVERIFY(outbox.cancel(action.id));

        const QList<AuditEntry> entries = outbox.audit(5);
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries.at(0).event, s("queued"));
        QCOMPARE(entries.at(1).event, s("edited"));
        QCOMPARE(entries.at(2).event, s("cancelled"));
        for (const AuditEntry &entry : entries) {
            QCOMPARE(entry.actor, s("cochair"));
            QCOMPARE(entry.actionUuid, action.uuid);
            QCOMPARE(entry.kind, s("request-info"));
            QVERIFY(entry.at.isValid());
        }
        QVERIFY(outbox.audit(6).isEmpty());

        AuditEntry tricky = entries.at(0);
        tricky.detail = s("a, \"b\"\nc");
        const QString csv = OutboxStore::auditCsv({ tricky });
        QVERIFY(csv.startsWith(s("at,actor,action,issue,kind,event,detail\r\n")));
        QVERIFY2(csv.contains(s(",\"a, \"\"b\"\"\nc\"\r\n")), qPrintable(csv));

        // What a server or an applicant wrote cannot become a spreadsheet formula.
        for (const QString &formula :
             { s("=HYPERLINK(\"http://evil.example\",\"x\")"), s("+1+cmd|' /C calc'!A0"), s("-2+3"),
               s("@SUM(A1)"), s("\t=1+1") }) {
            tricky.detail = formula;
            const QString line = OutboxStore::auditCsv({ tricky }).section(s("\r\n"), 1, 1);
            const QString cell = line.section(QLatin1Char(','), 6);
            QVERIFY2(cell.startsWith(QLatin1Char('\'')) || cell.startsWith(s("\"'")),
                     qPrintable(line));
        }
    }

    void staleRules_data()
    {
        QTest::addColumn<QStringList>("queuedLabels");
        QTest::addColumn<QString>("queuedState");
        QTest::addColumn<QStringList>("remoteLabels");
        QTest::addColumn<QString>("remoteState");
        QTest::addColumn<QStringList>("addLabels");
        QTest::addColumn<QString>("phrase"); // empty: not stale

        const QStringList needsInfo { s("needs-info") };
        QTest::newRow("unchanged")
            << QStringList { s("new") } << s("open") << QStringList { s("new") } << s("open")
            << needsInfo << QString();
        QTest::newRow("unrelated label added")
            << QStringList { s("new") } << s("open") << QStringList { s("new"), s("cuda") }
            << s("open") << needsInfo << QString();
        QTest::newRow("label case differs")
            << QStringList { s("new") } << s("open") << QStringList { s("New") } << s("open")
            << needsInfo << QString();
        QTest::newRow("new label removed, still new")
            << QStringList { s("new") } << s("open") << QStringList {} << s("open") << needsInfo
            << QString();
        QTest::newRow("now voting")
            << QStringList { s("new") } << s("open") << QStringList { s("voting") } << s("open")
            << needsInfo << s("from “new” to “voting”");
        QTest::newRow("already approved and closed")
            << QStringList { s("voting") } << s("open") << QStringList { s("approved") }
            << s("closed") << QStringList { s("approved") } << s("closed on GitHub as approved");
        QTest::newRow("closed without decision")
            << QStringList { s("new") } << s("open") << QStringList { s("new") } << s("closed")
            << needsInfo << s("closed on GitHub");
        QTest::newRow("someone did the same")
            << QStringList { s("approved") } << s("closed")
            << QStringList { s("approved"), s("Deficiency") } << s("closed")
            << QStringList { s("deficiency") } << s("already added the label");
    }

    void staleRules()
    {
        QFETCH(QStringList, queuedLabels);
        QFETCH(QString, queuedState);
        QFETCH(QStringList, remoteLabels);
        QFETCH(QString, remoteState);
        QFETCH(QStringList, addLabels);
        QFETCH(QString, phrase);
        OutboxAction action = draft(9, ActionKind::RequestInfo, s("x"), addLabels, {});
        action.queuedAgainst.labels = queuedLabels;
        action.queuedAgainst.state = queuedState;
        IssueSnapshot remote;
        remote.labels = remoteLabels;
        remote.state = remoteState;
        const QString reason = staleReason(action, remote, LabelScheme());
        if (phrase.isEmpty()) {
            QVERIFY2(reason.isEmpty(), qPrintable(reason));
        } else {
            QVERIFY2(reason.contains(phrase), qPrintable(reason));
            QVERIFY(reason.contains(s("#9")));
        }
        remote.deleted = true;
        QVERIFY(staleReason(action, remote, LabelScheme()).contains(s("deleted")));
    }

    void jsonIsStable()
    {
        OutboxAction action =
            draft(12, ActionKind::StartVote, s("Vote!"), { s("voting") }, { s("needs-info") });
        action.id = 4;
        action.uuid = s("u-1");
        action.state = ActionState::Blocked;
        action.lastError = s("moved");
        const QJsonObject json = action.toJson();
        for (const char *key : { "id",         "uuid",           "kind",      "issue",
                                 "state",      "position",       "attempts",  "last_error",
                                 "created_at", "updated_at",     "comment",   "comment_to_post",
                                 "add_labels", "remove_labels",  "set_state", "state_reason",
                                 "details",    "queued_against", "remote",    "summary" }) {
            QVERIFY2(json.contains(QLatin1String(key)), key);
        }
        QCOMPARE(json.value(s("kind")).toString(), s("start-vote"));
        QCOMPARE(json.value(s("state")).toString(), s("blocked"));
        QCOMPARE(json.value(s("issue")).toInt(), 12);
        QCOMPARE(json.value(s("last_error")).toString(), s("moved"));
        for (ActionKind kind : allActionKinds()) {
            QCOMPARE(actionKindFromId(actionKindId(kind)), kind);
        }
        for (ActionState state : allActionStates()) {
            QCOMPARE(actionStateFromId(actionStateId(state)), state);
        }
    }
};

QTEST_GUILESS_MAIN(tst_OutboxStore)
#include "tst_outboxstore.moc"

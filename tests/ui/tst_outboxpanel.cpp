#include "GitHubTestServer.h"
#include "core/actions/ActionComposer.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/outbox/AuditLogDialog.h"
#include "ui/outbox/OutboxModel.h"
#include "ui/outbox/OutboxPanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;

class tst_OutboxPanel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void buttonsFollowTheSelectedAction()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(QStringLiteral("panel.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        Outbox *outbox = workspace.outbox();
        QVERIFY(outbox);

        OutboxPanel panel;
        QAbstractItemModelTester tester(panel.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.setOutbox(outbox);
        QAction push(QStringLiteral("Push"));
        push.setEnabled(false);
        panel.setPushAction(&push);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(!panel.pushButton()->isEnabled());
        push.setEnabled(true);
        QVERIFY(panel.pushButton()->isEnabled());

        // Nothing selected: nothing to do.
        QVERIFY(!panel.editButton()->isEnabled());
        QVERIFY(!panel.cancelButton()->isEnabled());
        QVERIFY(!panel.retryButton()->isEnabled());

        const Issue issue = *IssueCache(workspace.database()).issue(15);
        const ComposeResult composed =
            ActionComposer(workspace.labelScheme())
                .backToReview(issue, *outbox->expectedState(15), QStringLiteral("Thank you."));
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        const std::optional<OutboxAction> queued = outbox->enqueue(*composed.action);
        QVERIFY(queued);
        QCOMPARE(panel.view()->model()->rowCount(), 1);
        QVERIFY(panel.selectAction(queued->id));
        QCOMPARE(panel.selectedActionId(), queued->id);

        // Queued: edit and cancel, no retry.
        QVERIFY(panel.editButton()->isEnabled());
        QVERIFY(panel.cancelButton()->isEnabled());
        QVERIFY(!panel.retryButton()->isEnabled());

        // Edit replaces the comment (the editor is the test's).
        QString seen;
        panel.setCommentEditor([&seen](QWidget *, QString &markdown) {
            seen = markdown;
            markdown = QStringLiteral("Welcome back to review.");
            return true;
        });
        QTest::mouseClick(panel.editButton(), Qt::LeftButton);
        QVERIFY(seen.contains(QStringLiteral("Thank you.")));
        QCOMPARE(outbox->action(queued->id)->comment(), QStringLiteral("Welcome back to review."));
        // An editor that is cancelled changes nothing.
        panel.setCommentEditor([](QWidget *, QString &markdown) {
            markdown = QStringLiteral("never");
            return false;
        });
        panel.editSelected();
        QCOMPARE(outbox->action(queued->id)->comment(), QStringLiteral("Welcome back to review."));

        // Failed (as a push leaves it): retry and cancel, no edit.
        OutboxAction failed = *outbox->action(queued->id);
        failed.state = ActionState::Failed;
        failed.lastError = QStringLiteral("You lack the permission to label issues.");
        failed.attempts = 1;
        QVERIFY(outbox->store().save(failed));
        panel.model()->reload();
        QVERIFY(panel.selectAction(queued->id));
        QCOMPARE(panel.model()->index(0, OutboxModel::ErrorColumn).data().toString(),
                 failed.lastError);
        QVERIFY(!panel.editButton()->isEnabled());
        QVERIFY(panel.cancelButton()->isEnabled());
        QVERIFY(panel.retryButton()->isEnabled());

        QTest::mouseClick(panel.retryButton(), Qt::LeftButton);
        QCOMPARE(outbox->action(queued->id)->state, ActionState::Queued);
        QVERIFY(!panel.retryButton()->isEnabled());
        QVERIFY(panel.cancelButton()->isEnabled());

        // Cancelled is final: nothing left to do.
        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        QCOMPARE(outbox->action(queued->id)->state, ActionState::Cancelled);
        QCOMPARE(outbox->pendingCount(), 0);
        QVERIFY(!panel.editButton()->isEnabled());
        QVERIFY(!panel.cancelButton()->isEnabled());
        QVERIFY(!panel.retryButton()->isEnabled());

        // The audit log shows what happened, and exports it as CSV.
        QVERIFY(panel.auditButton()->isEnabled());
        AuditLogDialog log(*outbox);
        QStringList events;
        for (const AuditEntry &entry : log.entries()) {
            events << entry.event;
        }
        for (const char *event : { "queued", "edited", "retried", "cancelled" }) {
            QVERIFY2(events.contains(QLatin1String(event)), qPrintable(events.join(u',')));
        }
        QCOMPARE(log.table()->rowCount(), int(log.entries().size()));
        QCOMPARE(log.table()->item(0, 2)->text(), QStringLiteral("#15"));
        const QString csvPath = m_dir.filePath(QStringLiteral("audit.csv"));
        QVERIFY(log.exportCsv(csvPath));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(csv.readAll());
        QVERIFY(text.startsWith(QStringLiteral("at,actor,action,issue,kind,event,detail")));
        QVERIFY(text.contains(queued->uuid));
        QVERIFY(text.contains(QStringLiteral("cancelled")));
    }

    // An action whose comment may have landed is cancelled only after a look on GitHub, and,
    // when the comment is there, only once the user confirms.
    // The action and its state are never elided ("Req…", "Qu…"), also when the outbox was
    // empty as the panel opened and the action was queued later: the last error gives way,
    // elided, with the whole text in its tool tip.
    void identifiersAndStatesKeepTheirWidth()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(QStringLiteral("narrow.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        Outbox *outbox = workspace.outbox();

        OutboxPanel panel;
        panel.setOutbox(outbox); // empty
        panel.resize(520, 240);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        const Issue issue = *IssueCache(workspace.database()).issue(12); // in voting
        ActionComposer::DecisionOptions decision;
        decision.approved = true;
        decision.reasons = QStringLiteral("Every requirement is met.");
        const ComposeResult composed = ActionComposer(workspace.labelScheme())
                                           .decision(issue, *outbox->expectedState(12), decision);
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        QVERIFY(outbox->enqueue(*composed.action));

        auto *view = panel.findChild<QTableView *>(QStringLiteral("outboxView"));
        QVERIFY(view);
        QAbstractItemModel *model = view->model();
        QTRY_COMPARE(model->rowCount(), 1);
        const QFontMetrics metrics(view->font());
        for (int column : { int(OutboxModel::IssueColumn), int(OutboxModel::KindColumn),
                            int(OutboxModel::StateColumn) }) {
            const QString text = model->index(0, column).data().toString();
            QTRY_VERIFY2(view->columnWidth(column) >= metrics.horizontalAdvance(text) + 6,
                         qPrintable(QStringLiteral("%1: %2 px for %3")
                                        .arg(column)
                                        .arg(view->columnWidth(column))
                                        .arg(text)));
        }
    }

    void cancelLooksOnGitHubAndAsks()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QStringLiteral("### Platform name\n\nNordlicht NPU\n"),
                                           QStringLiteral("dev"), { QStringLiteral("new") });
        WorkspaceOptions options;
        options.databasePath = m_dir.filePath(QStringLiteral("cancel.sqlite3"));
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.token = QStringLiteral("t");
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QSignalSpy synced(workspace.syncEngine(), &SyncEngine::finished);
        workspace.syncEngine()->syncIssue(number);
        QVERIFY(synced.wait(20000));
        const std::optional<Issue> issue = IssueCache(workspace.database()).issue(number);
        QVERIFY(issue);
        ActionComposer composer;
        const ComposeResult vote = composer.startVote(
            *issue, *workspace.outbox()->expectedState(number), ActionComposer::VoteOptions {});
        QVERIFY(vote.ok());
        const std::optional<OutboxAction> action = workspace.outbox()->enqueue(*vote.action);
        QVERIFY(action);

        // The comment lands, its answer is lost, and the lookup that follows fails: blocked,
        // with the comment's fate unknown.
        GitHubTestServer::Fault commit;
        commit.kind = GitHubTestServer::FaultKind::CommitThenClose;
        commit.method = "POST";
        commit.pathContains = QStringLiteral("/comments");
        server.injectFault(commit);
        GitHubTestServer::Fault lookup;
        lookup.kind = GitHubTestServer::FaultKind::NotFound404;
        lookup.pathContains = QStringLiteral("/comments?since=");
        server.injectFault(lookup);
        PushPolicy policy;
        policy.mutationInterval = std::chrono::milliseconds(0);
        policy.lookupDelay = std::chrono::milliseconds(0);
        workspace.pusher()->setPolicy(policy);
        QSignalSpy pushed(workspace.pusher(), &OutboxPusher::finished);
        workspace.pusher()->push();
        QVERIFY(pushed.wait(20000));
        QCOMPARE(workspace.outbox()->action(action->id)->state, ActionState::Blocked);

        OutboxPanel panel;
        panel.setOutbox(workspace.outbox());
        panel.setWorkspace(&workspace);
        QStringList asked;
        bool confirm = false;
        panel.setCancelConfirmer([&](QWidget *, const QString &message) {
            asked.append(message);
            return confirm;
        });
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.selectAction(action->id));
        QVERIFY(panel.cancelButton()->isEnabled());

        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        QTRY_COMPARE(asked.size(), 1);
        QVERIFY2(asked.constFirst().contains(QStringLiteral("already on GitHub")),
                 qPrintable(asked.constFirst()));
        QTRY_VERIFY(panel.cancelButton()->isEnabled());
        QCOMPARE(workspace.outbox()->action(action->id)->state, ActionState::Blocked);
        QVERIFY(workspace.outbox()->action(action->id)->isStepDone(QStringLiteral("comment")));

        confirm = true;
        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        QTRY_COMPARE(workspace.outbox()->action(action->id)->state, ActionState::Cancelled);
        QCOMPARE(asked.size(), 1); // the comment was already recorded: nothing more to ask
        int markers = 0;
        for (const auto &comment : server.comments())
            markers += comment.body.contains(OutboxAction::actionMarker(action->uuid)) ? 1 : 0;
        QCOMPARE(markers, 1);
    }
};

QTEST_MAIN(tst_OutboxPanel)
#include "tst_outboxpanel.moc"

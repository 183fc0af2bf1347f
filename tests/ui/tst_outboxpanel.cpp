#include "AuditLogDialog.h"
#include "OutboxModel.h"
#include "OutboxPanel.h"
#include "actions/ActionComposer.h"
#include "outbox/Outbox.h"
#include "store/IssueCache.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

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
};

QTEST_MAIN(tst_OutboxPanel)
#include "tst_outboxpanel.moc"

#include "../support/DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/actions/ActionService.h"
#include "core/outbox/Outbox.h"
#include "ui/actions/ActionController.h"
#include "ui/listing/ListingActions.h"
#include "ui/listing/ListingEditorDialog.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

class tst_ListingActions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::isolateSettings(m_settingsDir.path(), QStringLiteral("tst_listingactions"));
        QSettings().clear();
    }

    void enabledForApprovedApplicationsOnly()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("enabled.sqlite3")));
        QVERIFY(workspace);
        MainWindow window(*workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *draft = window.listingActions()->draftAction();
        QVERIFY(window.actionController()->menu()->actions().contains(draft));

        QVERIFY(window.selectApplication(3));
        QVERIFY(draft->isEnabled());
        QVERIFY(window.selectApplication(12));
        QVERIFY(!draft->isEnabled());
        QVERIFY(draft->toolTip().contains(QStringLiteral("#12")));

        // Recording the decision in the outbox is enough: the action follows the outbox.
        ActionRequest decision;
        decision.kind = ActionKind::RecordDecision;
        decision.issueNumber = 12;
        decision.details = QStringLiteral("All met.");
        const ActionService service(*workspace);
        QVERIFY(service.queue(service.compose(decision)).ok());
        QVERIFY(draft->isEnabled());
    }

    void aRetiredPlatformsListingIsDraftedForRemoval()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("retired.sqlite3")));
        QVERIFY(workspace);
        // #3 is retired by a retirement waiting in the outbox.
        ActionRequest retirement;
        retirement.kind = ActionKind::Retirement;
        retirement.issueNumber = 3;
        retirement.details = QStringLiteral("No release for a year.");
        const ActionService service(*workspace);
        const ActionDraft draft = service.compose(retirement);
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));
        QVERIFY(service.queue(draft).ok());

        MainWindow window(*workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(3));
        QAction *action = window.listingActions()->draftAction();
        QVERIFY(action->isEnabled());
        bool checked = false;
        window.listingActions()->setDialogRunner([&](ListingEditorDialog &dialog) {
            QVERIFY(dialog.isRemoval());
            QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("saveListingButton"))
                         ->isVisibleTo(&dialog));
            dialog.setConfirmation([](QWidget *, const QString &question) {
                return question.contains(QStringLiteral("deletes"));
            });
            dialog.findChild<QPushButton *>(QStringLiteral("pullRequestButton"))->click();
            checked = true;
        });
        action->trigger();
        QVERIFY(checked);
        const QList<OutboxAction> actions = workspace->outbox()->actions(3);
        QCOMPARE(actions.size(), 2);
        const OutboxAction &removal = actions.constLast();
        QCOMPARE(removal.kind, ActionKind::ListingPullRequest);
        QCOMPARE(removal.details().value(QStringLiteral("change")).toString(),
                 QStringLiteral("remove"));
        for (const QJsonValue &file : removal.siteFiles()) {
            QVERIFY(file.toObject().value(QStringLiteral("delete")).toBool());
        }
    }

    void opensTheEditorOnTheSelectedApplication()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("opens.sqlite3")));
        QVERIFY(workspace);
        MainWindow window(*workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(3));
        int opened = 0;
        window.listingActions()->setDialogRunner([&opened](ListingEditorDialog &dialog) {
            ++opened;
            QCOMPARE(dialog.listing().platformId, QStringLiteral("nordhaven_npu"));
            QVERIFY(dialog.isValid());
        });
        window.listingActions()->draftAction()->trigger();
        QCOMPARE(opened, 1);
    }
};

QTEST_MAIN(tst_ListingActions)
#include "tst_listingactions.moc"

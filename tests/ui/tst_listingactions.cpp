#include "../support/DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/actions/ActionService.h"
#include "ui/actions/ActionController.h"
#include "ui/listing/ListingActions.h"
#include "ui/listing/ListingEditorDialog.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
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

// The window's Applications and Dashboard tabs: View > Applications / Dashboard (Ctrl+1,
// Ctrl+2), the dashboard computed only once its tab is shown, and a dashboard row opening its
// application in the Applications tab.
#include "../support/DemoWorkspaces.h"
#include "TestSupport.h"
#include "ui/dashboard/DashboardView.h"
#include "ui/dashboard/ViewTabs.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QMenu>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace acp;

class tst_ViewTabs : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::isolateSettings(m_settingsDir.path(), QStringLiteral("tst_viewtabs"));
    }

    void switchesBetweenApplicationsAndTheDashboard()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("tabs.sqlite3")));
        QVERIFY(workspace);
        MainWindow window(*workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ViewTabs *tabs = window.viewTabs();
        QTabWidget *widget = tabs->tabs();
        QCOMPARE(widget->count(), 2);
        QCOMPARE(widget->currentIndex(), 0);
        QCOMPARE(widget->widget(0), window.findChild<QSplitter *>(QStringLiteral("mainSplitter")));
        QVERIFY(tabs->applicationsAction()->isChecked());
        // The dashboard is not even built until its tab is shown.
        QCOMPARE(tabs->dashboard(), nullptr);
        QCOMPARE(widget->widget(1)->findChild<DashboardView *>(), nullptr);

        QSignalSpy refreshed(tabs, &ViewTabs::dashboardRefreshed);
        QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(widget->currentIndex(), 1);
        QVERIFY(tabs->dashboardAction()->isChecked());
        DashboardView *dashboard = tabs->dashboard();
        QVERIFY(dashboard);
        QCOMPARE(widget->currentWidget()->findChild<DashboardView *>(), dashboard);
        QVERIFY(dashboard->isVisible());
        QVERIFY(window.focusWidget() == dashboard || dashboard->isAncestorOf(window.focusWidget()));
        // Its figures are computed on the background reader once it is shown.
        QVERIFY(!refreshed.isEmpty() || refreshed.wait());
        QVERIFY(!dashboard->isStale());

        // A row of the dashboard opens its application beside the list.
        QTreeWidget *votes = tabs->dashboard()->votesTable();
        emit votes->itemActivated(votes->topLevelItem(0), 0);
        QCOMPARE(widget->currentIndex(), 0);
        QVERIFY(tabs->applicationsAction()->isChecked());
        QCOMPARE(window.selectedApplication(), 12);

        // Clicking the tab works as the menu does.
        widget->setCurrentIndex(1);
        QVERIFY(tabs->dashboardAction()->isChecked());
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(widget->currentIndex(), 0);
    }

    void theViewMenuOffersBoth()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("menu.sqlite3")));
        QVERIFY(workspace);
        MainWindow window(*workspace);
        auto *view = window.findChild<QMenu *>(QStringLiteral("menuView"));
        QVERIFY(view);
        const QList<QAction *> actions = view->actions();
        QCOMPARE(actions.value(0), window.viewTabs()->applicationsAction());
        QCOMPARE(actions.value(1), window.viewTabs()->dashboardAction());
        QVERIFY(actions.value(2)->isSeparator());
    }
};

QTEST_MAIN(tst_ViewTabs)
#include "tst_viewtabs.moc"

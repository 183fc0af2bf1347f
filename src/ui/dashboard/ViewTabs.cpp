#include "ui/dashboard/ViewTabs.h"

#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/dashboard/DashboardView.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QActionGroup>
#include <QBoxLayout>
#include <QMenu>
#include <QTabWidget>

namespace acp {

ViewTabs::ViewTabs(MainWindow *window, QBoxLayout *layout, QWidget *applications, QMenu *viewMenu)
    : QObject(window)
    , m_window(window)
{
    const int index = layout->indexOf(applications);
    const int stretch = layout->stretch(index);
    m_tabs = new QTabWidget(applications->parentWidget());
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setAccessibleName(tr("Views"));
    layout->insertWidget(index, m_tabs, stretch);
    m_tabs->addTab(applications, tr("Applications"));
    // The dashboard's tab holds an empty page until it is first shown: building its tables is
    // work for a tab that most starts never open (buildDashboard()).
    m_dashboardPage = new QWidget(m_tabs);
    m_dashboardPage->setObjectName(QStringLiteral("dashboardPage"));
    auto *pageLayout = new QVBoxLayout(m_dashboardPage);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    m_tabs->addTab(m_dashboardPage, tr("Dashboard"));

    auto *group = new QActionGroup(this);
    m_showApplications = new QAction(tr("&Applications"), group);
    m_showApplications->setObjectName(QStringLiteral("actionShowApplications"));
    m_showApplications->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_showApplications->setStatusTip(tr("The application list beside the selected application"));
    m_showDashboard = new QAction(tr("Dash&board"), group);
    m_showDashboard->setObjectName(QStringLiteral("actionShowDashboard"));
    m_showDashboard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_showDashboard->setStatusTip(tr("The whole process at a glance: states, days per stage, "
                                     "open votes, deadlines and listed platforms"));
    for (QAction *action : group->actions()) {
        action->setCheckable(true);
    }
    m_showApplications->setChecked(true);
    QAction *first = viewMenu->actions().value(0);
    viewMenu->insertAction(first, m_showApplications);
    viewMenu->insertAction(first, m_showDashboard);
    viewMenu->insertSeparator(first);

    connect(m_showApplications, &QAction::triggered, this, &ViewTabs::showApplications);
    connect(m_showDashboard, &QAction::triggered, this, &ViewTabs::showDashboard);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int current) {
        if (current == 1)
            buildDashboard();
        (current == 0 ? m_showApplications : m_showDashboard)->setChecked(true);
    });
}

DashboardView *ViewTabs::buildDashboard()
{
    if (m_dashboard)
        return m_dashboard;
    m_dashboard = new DashboardView(m_window->workspace(), m_dashboardPage);
    m_dashboardPage->layout()->addWidget(m_dashboard);
    connect(m_dashboard, &DashboardView::applicationActivated, this, [this](int number) {
        showApplications();
        m_window->selectApplication(number);
    });
    connect(m_dashboard, &DashboardView::statusMessage, this, &ViewTabs::statusMessage);
    connect(m_dashboard, &DashboardView::refreshed, this, &ViewTabs::dashboardRefreshed);
    if (SyncEngine *engine = m_window->workspace().syncEngine()) {
        connect(engine, &SyncEngine::finished, m_dashboard, &DashboardView::refresh);
    }
    // Now, not from the event loop: its tab is being shown. Connected first: being shown starts
    // its refresh.
    m_dashboard->show();
    return m_dashboard;
}

void ViewTabs::showApplications()
{
    m_tabs->setCurrentIndex(0);
}

void ViewTabs::showDashboard()
{
    m_tabs->setCurrentIndex(1);
    buildDashboard()->setFocus(Qt::ShortcutFocusReason);
}

} // namespace acp

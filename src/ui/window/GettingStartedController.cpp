#include "ui/window/GettingStartedController.h"

#include "core/workspace/Workspace.h"
#include "ui/window/WelcomePage.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QBoxLayout>
#include <QMenu>
#include <QPushButton>

namespace acp {

GettingStartedController::GettingStartedController(const Workspace &workspace,
                                                   QAbstractItemModel *applications,
                                                   const Widgets &widgets, QObject *parent)
    : QObject(parent)
    , m_applications(applications)
    , m_widgets(widgets)
    , m_demo(workspace.isDemo())
{
    m_page = new WelcomePage(m_widgets.applicationArea->parentWidget());
    m_page->setWorkspace(workspace.repository(), workspace.host(), m_demo);
    m_page->hide();
    QBoxLayout *layout = m_widgets.centralLayout;
    layout->insertWidget(layout->indexOf(m_widgets.applicationArea), m_page, 1);
    // Sync Now is the window's Sync: disabled while a sync runs, and in the demo.
    QPushButton *syncButton = m_page->syncButton();
    syncButton->setEnabled(m_widgets.syncAction->isEnabled());
    connect(m_widgets.syncAction, &QAction::enabledChanged, syncButton, &QWidget::setEnabled);
    connect(m_page, &WelcomePage::syncRequested, m_widgets.syncAction, &QAction::trigger);
    connect(m_page, &WelcomePage::showApplicationsRequested, this, [this] {
        m_asked = false;
        update();
        emit applicationsShown();
    });
    connect(m_applications, &QAbstractItemModel::modelReset, this,
            &GettingStartedController::update);
    connect(m_applications, &QAbstractItemModel::rowsInserted, this,
            &GettingStartedController::update);

    m_action = new QAction(tr("&Getting Started"), this);
    m_action->setObjectName(QStringLiteral("actionGettingStarted"));
    m_action->setStatusTip(
        tr("How to sign in, choose a repository, sync, or try the demo workspace"));
    m_action->setIcon(QIcon::fromTheme(QStringLiteral("help-contents")));
    connect(m_action, &QAction::triggered, this, &GettingStartedController::show);
    m_widgets.helpMenu->insertAction(m_widgets.beforeAction, m_action);
    m_widgets.helpMenu->insertSeparator(m_widgets.beforeAction);
}

void GettingStartedController::show()
{
    m_asked = true;
    update();
    m_page->setFocus(Qt::OtherFocusReason);
}

void GettingStartedController::update()
{
    const bool hasApplications = m_applications->rowCount() > 0;
    const bool shown = m_asked || (!hasApplications && !m_demo);
    m_page->setApplicationsAvailable(hasApplications);
    m_page->setVisible(shown);
    m_widgets.applicationArea->setVisible(!shown);
}

} // namespace acp

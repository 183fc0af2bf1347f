#include "ui/window/WorkbenchSession.h"

#include "ui/account/AccountController.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WelcomePage.h"
#include "ui/window/WorkspaceMenu.h"

#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

namespace acp {

WorkbenchSession::WorkbenchSession(QObject *parent)
    : QObject(parent)
{ }

WorkbenchSession::~WorkbenchSession()
{
    // The window refers to the workspace: it goes first.
    m_window.reset();
    m_workspace.reset();
}

bool WorkbenchSession::open(const WorkspaceOptions &options)
{
    auto workspace = std::make_unique<Workspace>(options);
    if (!workspace->open()) {
        m_error = workspace->errorString();
        return false;
    }
    m_error.clear();
    QRect geometry;
    if (m_window) {
        geometry = m_window->geometry();
        m_window->close(); // saves its settings
        m_window.reset();
    }
    m_workspace = std::move(workspace);
    m_window = std::make_unique<MainWindow>(*m_workspace);
    MainWindow *window = m_window.get();
    m_account = new AccountController(*m_workspace, window);
    connect(m_account, &AccountController::message, window,
            [window](const QString &text, int timeoutMs) {
                window->statusBar()->showMessage(text, timeoutMs);
            });
    m_workspaceMenu = new WorkspaceMenu(*m_workspace, window);
    // Queued: the menu's action is still on the stack of the window about to go.
    connect(m_workspaceMenu, &WorkspaceMenu::openRequested, this, &WorkbenchSession::switchTo,
            Qt::QueuedConnection);
    connectWelcomePage(window);
    if (geometry.isValid())
        window->setGeometry(geometry);
    window->show();
    emit windowOpened(window);
    return true;
}

void WorkbenchSession::connectWelcomePage(MainWindow *window)
{
    WelcomePage *page = window->welcomePage();
    connect(page, &WelcomePage::signInRequested, m_account, &AccountController::signIn);
    connect(page, &WelcomePage::chooseRepositoryRequested, m_workspaceMenu,
            &WorkspaceMenu::showOpenDialog);
    connect(
        page, &WelcomePage::demoRequested, this,
        [this] {
            WorkspaceOptions demo;
            demo.demo = true;
            switchTo(demo);
        },
        Qt::QueuedConnection); // the page's button is still on the stack of the window about to go
    connect(m_account, &AccountController::accountChanged, page,
            [page, account = m_account](const Account &signedIn) {
                page->setAccount(signedIn, account->tokenSource());
            });
}

void WorkbenchSession::switchTo(const WorkspaceOptions &options)
{
    if (m_window && m_window->isSyncing())
        m_window->cancelSync();
    if (!open(options) && m_window) {
        QMessageBox::warning(m_window.get(), tr("Open Workspace"),
                             tr("The workspace could not be opened: %1").arg(m_error));
    }
}

AccountController *WorkbenchSession::account() const
{
    return m_account;
}

WorkspaceMenu *WorkbenchSession::workspaceMenu() const
{
    return m_workspaceMenu;
}

} // namespace acp

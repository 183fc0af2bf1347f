#pragma once

#include "core/workspace/Workspace.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace acp {

class AccountController;
class MainWindow;
class WorkspaceMenu;

// One workbench window on one workspace, switchable to another workspace (File > Open
// Workspace…, File > Recent Workspaces) without restarting: the window and workspace are
// replaced, each workspace keeping its own database and its own account (token per host).
// Attaches the Account menu and status (AccountController) to every window it opens.
//
// main() for the window becomes:
//     acp::WorkbenchSession session;
//     if (!session.open(request.workspace)) { report session.errorString(); return 1; }
//     return app.exec();
class WorkbenchSession : public QObject
{
    Q_OBJECT
public:
    explicit WorkbenchSession(QObject *parent = nullptr);
    ~WorkbenchSession() override;

    // Opens the workspace and shows its window. On failure the current window (if any) stays
    // and errorString() says why.
    bool open(const WorkspaceOptions &options);
    QString errorString() const { return m_error; }

    Workspace *workspace() const { return m_workspace.get(); }
    MainWindow *window() const { return m_window.get(); }
    AccountController *account() const;
    WorkspaceMenu *workspaceMenu() const;

signals:
    // A new window is up (after open() or a switch).
    void windowOpened(acp::MainWindow *window);

private:
    void switchTo(const WorkspaceOptions &options);
    // The first-run page's requests: sign in, choose a repository, open the demo.
    void connectWelcomePage(MainWindow *window);

    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<MainWindow> m_window;
    QPointer<AccountController> m_account;
    QPointer<WorkspaceMenu> m_workspaceMenu;
    QString m_error;
};

} // namespace acp

#pragma once

#include "core/workspace/Workspace.h"

#include <QDialog>
#include <QObject>

#include <memory>

class QAction;
class QMainWindow;
class QMenu;

namespace Ui {
class OpenWorkspaceDialog;
}

namespace acp {

// Asks for a host and a repository; the host maps to its API address (github::apiUrlForHost:
// GitHub Enterprise Server at https://HOST/api/v3, NAME.ghe.com at https://api.NAME.ghe.com).
class OpenWorkspaceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OpenWorkspaceDialog(QWidget *parent = nullptr);
    ~OpenWorkspaceDialog() override;

    void setHost(const QString &host);
    void setRepository(const QString &repository);
    // Valid once accepted; the database path is the default for the host and repository.
    WorkspaceOptions workspaceOptions() const { return m_options; }
    QString errorText() const;

public slots:
    void accept() override; // only when the host and repository make sense

private:
    std::unique_ptr<Ui::OpenWorkspaceDialog> m_ui;
    WorkspaceOptions m_options;
};

// File > Open Workspace… and File > Recent Workspaces for the main window; records the open
// workspace as the most recent one. Switching is the caller's: openRequested() says which
// workspace to open next (main() closes this window and opens one on it).
//
//     auto *workspaces = new WorkspaceMenu(workspace, &window);
//     connect(workspaces, &WorkspaceMenu::openRequested, ...);
class WorkspaceMenu : public QObject
{
    Q_OBJECT
public:
    WorkspaceMenu(const Workspace &workspace, QMainWindow *window);

    QAction *openAction() const { return m_openAction; }
    QMenu *recentMenu() const { return m_recentMenu; }
    // Rebuilds the recent list (also done each time the menu opens).
    void refresh();

public slots:
    void showOpenDialog();

signals:
    void openRequested(const acp::WorkspaceOptions &options);

private:
    QString m_currentDatabase;
    QMainWindow *m_window = nullptr;
    QAction *m_openAction = nullptr;
    QMenu *m_recentMenu = nullptr;
};

} // namespace acp

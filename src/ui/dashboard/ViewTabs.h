#pragma once

#include <QObject>

class QAction;
class QBoxLayout;
class QMenu;
class QTabWidget;
class QWidget;

namespace acp {

class DashboardView;
class MainWindow;

// The window's two views as tabs: Applications (the list beside the application) and the
// Dashboard. View > Applications (Ctrl+1) and View > Dashboard (Ctrl+2) switch between them;
// activating a row of the dashboard opens its application. The dashboard is built when its tab is
// first shown, computed only while it is shown, and again after each sync.
class ViewTabs : public QObject
{
    Q_OBJECT
public:
    // Puts `applications` (a widget of `layout`) into the first tab, where it was.
    ViewTabs(MainWindow *window, QBoxLayout *layout, QWidget *applications, QMenu *viewMenu);

    QTabWidget *tabs() const { return m_tabs; }
    // Null until the Dashboard tab has been shown.
    DashboardView *dashboard() const { return m_dashboard; }
    QAction *applicationsAction() const { return m_showApplications; }
    QAction *dashboardAction() const { return m_showDashboard; }

public slots:
    void showApplications();
    void showDashboard();

signals:
    void statusMessage(const QString &message, int timeoutMs);
    // The dashboard's figures have been computed and shown (DashboardView::refreshed); for
    // watching a dashboard that does not exist yet.
    void dashboardRefreshed();

private:
    DashboardView *buildDashboard();

    MainWindow *m_window;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_dashboardPage = nullptr;
    DashboardView *m_dashboard = nullptr;
    QAction *m_showApplications = nullptr;
    QAction *m_showDashboard = nullptr;
};

} // namespace acp

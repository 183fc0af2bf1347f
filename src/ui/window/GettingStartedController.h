#pragma once

#include <QObject>

class QAbstractItemModel;
class QAction;
class QBoxLayout;
class QMenu;
class QWidget;

namespace acp {

class WelcomePage;
class Workspace;

// The first-run page in the window: shown in place of the list and the application while a
// workspace (not the demo) has no applications, and on Help > Getting Started, with a way back
// once there are applications. Its Sync Now is the window's Sync action.
class GettingStartedController : public QObject
{
    Q_OBJECT
public:
    struct Widgets
    {
        QBoxLayout *centralLayout = nullptr; // the page goes in here, before
        QWidget *applicationArea = nullptr; // the list beside the application, which it replaces
        QAction *syncAction = nullptr;
        QMenu *helpMenu = nullptr; // Getting Started goes in before
        QAction *beforeAction = nullptr;
    };

    GettingStartedController(const Workspace &workspace, QAbstractItemModel *applications,
                             const Widgets &widgets, QObject *parent);

    WelcomePage *page() const { return m_page; }
    QAction *action() const { return m_action; }

public slots:
    void show(); // Help > Getting Started
    void update(); // after the applications changed

signals:
    // The reviewer chose the applications again (their list should take the focus).
    void applicationsShown();

private:
    QAbstractItemModel *m_applications;
    Widgets m_widgets;
    WelcomePage *m_page = nullptr;
    QAction *m_action = nullptr;
    bool m_demo = false;
    bool m_asked = false; // Help > Getting Started while there are applications
};

} // namespace acp

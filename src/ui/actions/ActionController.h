#pragma once

#include "core/outbox/OutboxAction.h"

#include <QHash>
#include <QNetworkInformation>
#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QDockWidget;
class QFrame;
class QLabel;
class QMenu;
class QPushButton;
class QToolButton;

namespace acp {

class ActionDialog;
struct BallotSendSummary;
class DuePanel;
class MainWindow;
class MessageBanner;
class OutboxPanel;
struct PushProgress;
struct PushSummary;
class Workspace;

// The co-chair actions in the main window: an Application menu and toolbar buttons (Request
// Info, Start Vote, Record Decision, Back to Review; for approved platforms Deficiency Notice,
// Retire, Review Complete), each opening an ActionDialog; the Outbox dock (View > Outbox) with
// a status-bar count of what waits; Push Now (F6) and an automatic push when the network comes
// back (the queued ballots after the actions), with progress and waits in the status bar; the
// Due dock; and a banner when the applicant answered a request for information.
//
// Co-chair actions are shown only to the logins listed in the setting `actions/coChairs`
// (to everyone when the list is empty or the signed-in login, `account/login`, is unknown).
// The demo workspace queues actions locally to try them out but never pushes.
class ActionController : public QObject
{
    Q_OBJECT
public:
    explicit ActionController(MainWindow *window);
    ~ActionController() override;

    QAction *action(ActionKind kind) const { return m_actions.value(kind); }
    QAction *pushAction() const { return m_pushAction; }
    QAction *showOutboxAction() const;
    QAction *showDueAction() const;
    QMenu *menu() const { return m_menu; }
    OutboxPanel *outboxPanel() const { return m_outboxPanel; }
    DuePanel *duePanel() const { return m_duePanel; }
    QDockWidget *outboxDock() const { return m_outboxDock; }
    QDockWidget *dueDock() const { return m_dueDock; }
    QToolButton *pendingButton() const { return m_pendingButton; }
    MessageBanner *followUpBanner() const { return m_banner; }
    QLabel *followUpLabel() const { return m_bannerLabel; }
    QString pushMessage() const; // the status bar's push text
    // The selected application as GitHub has it with the outbox's pending actions applied, as of
    // the last updateActions() or selection change; nothing when none is selected. Read once per
    // selection change, for every action that follows it.
    const std::optional<IssueSnapshot> &selectedState() const { return m_selectedState; }

    // Whether the co-chair actions are shown: no co-chairs set, the login unknown, or listed.
    static bool isCoChair();

    // How a dialog is run; the default is exec(). Tests replace it to drive the dialog.
    using DialogRunner = std::function<void(ActionDialog &dialog)>;
    void setDialogRunner(DialogRunner runner) { m_runDialog = std::move(runner); }

signals:
    // The application's actions were updated: selectedState() may have changed.
    void selectedStateUpdated();

public slots:
    void openAction(ActionKind kind);
    void pushNow();
    void updateActions();
    void updateFollowUp();
    // The network came back (Online after Disconnected or Local/Site): pushes what waits.
    void onReachabilityChanged(QNetworkInformation::Reachability reachability);

private:
    // After the cache changed: the actions, then the answer banner from the same read of the
    // application's expected state.
    void updateSelection();
    // The actions that depend on the selected application (and its expected state), and the
    // Push Now action (what waits, whether a push runs): updateActions() does both.
    void updateApplicationActions();
    void updatePushAction();
    // The banner saying the applicant answered a request for information, for `number` in the
    // state `expected` (GitHub's with the outbox's pending actions applied).
    void showFollowUp(int number, const std::optional<IssueSnapshot> &expected);
    void setupActions();
    void setupDocks();
    void setupStatusBar();
    void setupNetwork();
    void updatePendingCount(int count);
    void onPushProgress(const PushProgress &progress);
    void onPushWaiting(int seconds, const QString &reason);
    void onPushFinished(const PushSummary &summary);
    // Push Now's second part: the queued ballots, through the workspace's VotingSession.
    void onBallotsSent(const BallotSendSummary &summary);

    MainWindow *m_window;
    Workspace &m_workspace;
    QHash<ActionKind, QAction *> m_actions;
    std::optional<IssueSnapshot> m_selectedState;
    QAction *m_pushAction = nullptr;
    QAction *m_separatorPeriodic = nullptr;
    QMenu *m_menu = nullptr;
    OutboxPanel *m_outboxPanel = nullptr;
    DuePanel *m_duePanel = nullptr;
    QDockWidget *m_outboxDock = nullptr;
    QDockWidget *m_dueDock = nullptr;
    QToolButton *m_pendingButton = nullptr;
    QLabel *m_pushLabel = nullptr;
    MessageBanner *m_banner = nullptr;
    QLabel *m_bannerLabel = nullptr;
    QPushButton *m_bannerButton = nullptr;
    DialogRunner m_runDialog;
    bool m_reachable = true;
};

} // namespace acp

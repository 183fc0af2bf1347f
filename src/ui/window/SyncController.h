#pragma once

#include "core/sync/SyncEngine.h"

#include <QObject>
#include <QString>

class QAction;
class QLabel;
class QProgressBar;
class QStatusBar;
class QTimer;
class QToolButton;

namespace acp {

class MessageBanner;
struct RateLimitState;
class Workspace;

// The window's sync: the Sync (F5, Ctrl+R) and Cancel Sync (Shift+F5) actions, and while a sync
// runs its progress, the waits it counts down and a Cancel button in the status bar; a failure
// shows a banner with Retry (never a dialog). The status bar also says when the last sync
// succeeded and how many GitHub API requests are left. The demo workspace never syncs: the
// actions are disabled and say why.
class SyncController : public QObject
{
    Q_OBJECT
public:
    // The window's widgets the sync uses; the controller adds its own to `statusBar`.
    struct Widgets
    {
        QAction *syncAction = nullptr;
        QAction *cancelAction = nullptr;
        MessageBanner *banner = nullptr; // the error banner, with
        QLabel *bannerIcon = nullptr;
        QLabel *bannerLabel = nullptr; // rich text, with a "retry" link
        QToolButton *bannerCloseButton = nullptr;
        QStatusBar *statusBar = nullptr;
    };

    SyncController(Workspace &workspace, const Widgets &widgets, QObject *parent = nullptr);

    bool isSyncing() const { return m_running; }
    // The text of the error banner, empty when it is hidden.
    QString errorMessage() const;
    // The status bar's sync text ("Syncing…", a wait, "Sync failed: …"), empty when idle.
    QString progressText() const;
    // "Last synced 5 minutes ago": the window ages it on its clock.
    void updateLastSyncLabel();

public slots:
    void start();
    void cancel();

signals:
    // A sync is about to start (the window notes what it will compare the result with).
    void started();
    // A message for the status bar; empty clears it.
    void statusMessage(const QString &message, int timeoutMs);
    // A sync ended (also when cancelled or failed): the window refreshes what it shows, then
    // the controller says how it went.
    void finished(const SyncResult &result);

private:
    void setupActions();
    void setupStatusBar();
    void setupBanner();
    void onProgress(const SyncProgress &progress);
    void onWaiting(int seconds, const QString &reason);
    void onFinished(const SyncResult &result);
    void updateWaitCountdown();
    void setRunning(bool running);
    void showError(const SyncResult &result);
    void hideBanner();
    void updateRateLimitLabel(const RateLimitState &state);

    Workspace &m_workspace;
    Widgets m_widgets;
    QLabel *m_messageLabel = nullptr;
    QProgressBar *m_progressBar = nullptr;
    QToolButton *m_cancelButton = nullptr;
    QLabel *m_lastSyncLabel = nullptr;
    QLabel *m_rateLimitLabel = nullptr;
    QTimer *m_waitTimer = nullptr; // counts a wait down
    int m_waitRemaining = 0;
    QString m_waitReason;
    bool m_running = false;
};

} // namespace acp

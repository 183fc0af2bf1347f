#pragma once

#include <QObject>
#include <QString>

class QSystemTrayIcon;

namespace acp {

// Desktop notifications: the freedesktop.org notification service over D-Bus where one runs
// (Linux desktops), else the system tray's message; nothing where neither exists. The text is
// text: what GitHub users wrote (a platform name) is escaped for servers that read markup.
class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    explicit DesktopNotifier(QObject *parent = nullptr);
    ~DesktopNotifier() override;

    // Whether a notification has somewhere to go.
    bool isAvailable() const;
    // Shows `body` under `title`. False when there is nowhere to show it.
    bool notify(const QString &title, const QString &body);

    // The setting "notify me when a sync brings news" (QSettings, default on).
    static QString afterSyncSettingsKey(); // "notifications/afterSync"
    static bool isEnabledAfterSync();

    // The D-Bus service asked for ("org.freedesktop.Notifications"; tests run their own).
    static QString serviceName();

signals:
    // The notification service answered (its id for the notification, 0 without one).
    void delivered(uint id);

private:
    bool hasNotificationService() const;
    bool notifyOverDBus(const QString &title, const QString &body);
    void readCapabilities();

    QSystemTrayIcon *m_tray = nullptr;
    bool m_bodyMarkup = true; // until the server says otherwise: escaping is the safe side
};

} // namespace acp

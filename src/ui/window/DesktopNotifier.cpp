#include "ui/window/DesktopNotifier.h"

#include <QApplication>
#include <QSettings>
#include <QSystemTrayIcon>

#ifdef ACP_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#endif

namespace acp {

namespace {
constexpr int NotificationTimeoutMs = 10000;
const char NotificationsPath[] = "/org/freedesktop/Notifications";
const char NotificationsInterface[] = "org.freedesktop.Notifications";
} // namespace

DesktopNotifier::DesktopNotifier(QObject *parent)
    : QObject(parent)
{
    readCapabilities();
}

DesktopNotifier::~DesktopNotifier() = default;

QString DesktopNotifier::afterSyncSettingsKey()
{
    return QStringLiteral("notifications/afterSync");
}

bool DesktopNotifier::isEnabledAfterSync()
{
    return QSettings().value(afterSyncSettingsKey(), true).toBool();
}

QString DesktopNotifier::serviceName()
{
    return QString::fromLatin1(NotificationsInterface);
}

bool DesktopNotifier::isAvailable() const
{
#ifdef ACP_HAVE_DBUS
    if (hasNotificationService())
        return true;
#endif
    return QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages();
}

bool DesktopNotifier::notify(const QString &title, const QString &body)
{
    if (notifyOverDBus(title, body))
        return true;
    if (!QSystemTrayIcon::isSystemTrayAvailable() || !QSystemTrayIcon::supportsMessages())
        return false;
    if (!m_tray) {
        m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_tray->setToolTip(QApplication::applicationDisplayName());
    }
    m_tray->show();
    m_tray->showMessage(title, body, QSystemTrayIcon::Information, NotificationTimeoutMs);
    emit delivered(0);
    return true;
}

bool DesktopNotifier::hasNotificationService() const
{
#ifdef ACP_HAVE_DBUS
    const QDBusConnection bus = QDBusConnection::sessionBus();
    const QDBusConnectionInterface *daemon = bus.isConnected() ? bus.interface() : nullptr;
    return daemon
        && (daemon->isServiceRegistered(serviceName()).value()
            || daemon->activatableServiceNames().value().contains(serviceName()));
#else
    return false;
#endif
}

bool DesktopNotifier::notifyOverDBus(const QString &title, const QString &body)
{
#ifdef ACP_HAVE_DBUS
    if (!hasNotificationService())
        return false;
    QDBusConnection bus = QDBusConnection::sessionBus();
    QDBusMessage call =
        QDBusMessage::createMethodCall(serviceName(), QString::fromLatin1(NotificationsPath),
                                       serviceName(), QStringLiteral("Notify"));
    const QString text = m_bodyMarkup ? body.toHtmlEscaped() : body;
    call << QApplication::applicationDisplayName() << uint(0) << QStringLiteral("acp-workbench")
         << title << text << QStringList()
         << QVariantMap { { QStringLiteral("desktop-entry"), QStringLiteral("acp-workbench") } }
         << NotificationTimeoutMs;
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        const QDBusPendingReply<uint> reply = *w;
        w->deleteLater();
        emit delivered(reply.isError() ? 0 : reply.value());
    });
    return true;
#else
    Q_UNUSED(title);
    Q_UNUSED(body);
    return false;
#endif
}

void DesktopNotifier::readCapabilities()
{
#ifdef ACP_HAVE_DBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return;
    const QDBusMessage call =
        QDBusMessage::createMethodCall(serviceName(), QString::fromLatin1(NotificationsPath),
                                       serviceName(), QStringLiteral("GetCapabilities"));
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        const QDBusPendingReply<QStringList> reply = *w;
        w->deleteLater();
        if (!reply.isError())
            m_bodyMarkup = reply.value().contains(QStringLiteral("body-markup"));
    });
#endif
}

} // namespace acp

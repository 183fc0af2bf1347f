// Desktop notifications over D-Bus, received by a notification server of the test's own on the
// session bus (tests/support/run-with-secret-service.sh gives the test a private one), and the
// window's use of them: a sync that brings news while the window is in the background says so,
// unless the setting turns it off.

#include "ServerWorkspaces.h"
#include "TestSupport.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/window/DesktopNotifier.h"
#include "ui/window/MainWindow.h"
#include "ui/window/SyncNewsNotifier.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;

namespace {
QString s(const char *text)
{
    return QString::fromUtf8(text);
}
} // namespace

// What a desktop's notification daemon offers, recording what it is asked to show.
class FakeNotificationServer : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")

public:
    QStringList capabilities { s("body"), s("body-markup") };
    struct Shown
    {
        QString application;
        QString summary;
        QString body;
    };
    QList<Shown> shown;

public slots:
    QStringList GetCapabilities() { return capabilities; }
    uint Notify(const QString &application, uint replaces, const QString &icon,
                const QString &summary, const QString &body, const QStringList &actions,
                const QVariantMap &hints, int timeout)
    {
        Q_UNUSED(replaces);
        Q_UNUSED(icon);
        Q_UNUSED(actions);
        Q_UNUSED(hints);
        Q_UNUSED(timeout);
        shown.append({ application, summary, body });
        return uint(shown.size());
    }
};

class tst_DesktopNotifier : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FakeNotificationServer m_server;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir.path(), s("tst_desktopnotifier"));
        QDBusConnection bus = QDBusConnection::sessionBus();
        if (!bus.isConnected())
            QSKIP("No D-Bus session bus (dbus-run-session is not installed).");
        QVERIFY(bus.registerObject(s("/org/freedesktop/Notifications"), &m_server,
                                   QDBusConnection::ExportAllSlots));
        QVERIFY2(bus.registerService(DesktopNotifier::serviceName()),
                 qPrintable(bus.lastError().message()));
    }

    void init()
    {
        m_server.shown.clear();
        m_server.capabilities = { s("body"), s("body-markup") };
    }

    // The body is text: a platform name with markup arrives escaped where the server reads
    // markup, and as it is where the server shows plain text.
    void bodyIsText()
    {
        DesktopNotifier notifier;
        QSignalSpy delivered(&notifier, &DesktopNotifier::delivered);
        QVERIFY(notifier.isAvailable());
        QVERIFY(notifier.notify(s("acme/acp"), s("#12 <a href=\"x\">Evil</a> & co: quorum.")));
        QVERIFY(delivered.wait(10000));
        QCOMPARE(m_server.shown.size(), 1);
        QCOMPARE(m_server.shown.first().summary, s("acme/acp"));
        QCOMPARE(m_server.shown.first().body,
                 s("#12 &lt;a href=&quot;x&quot;&gt;Evil&lt;/a&gt; &amp; co: quorum."));

        m_server.capabilities = { s("body") };
        DesktopNotifier plain;
        QSignalSpy plainDelivered(&plain, &DesktopNotifier::delivered);
        // Its capabilities are read first (the same connection keeps the order).
        QVERIFY(plain.notify(s("acme/acp"), s("first")));
        QVERIFY(plainDelivered.wait(10000));
        QVERIFY(plain.notify(s("acme/acp"), s("<b>as written</b>")));
        QVERIFY(plainDelivered.wait(10000));
        QCOMPARE(m_server.shown.last().body, s("<b>as written</b>"));
    }

    void windowNotifiesNewsInTheBackground()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int waiting =
            test::addApplicationAwaitingAnswer(server, s("Fjord DSP"), s("fjord-vendor"));
        Workspace workspace(test::workspaceOptionsFor(server, m_dir.filePath(s("window.sqlite3"))));
        QVERIFY(workspace.open());
        MainWindow window(workspace); // never shown: never the active window
        QSignalSpy delivered(window.syncNews()->notifier(), &DesktopNotifier::delivered);
        QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);

        window.startSync();
        QVERIFY(finished.wait(30000));
        QVERIFY(window.syncNews()->lastNews().isEmpty()); // the first look is no news

        server.addComment(waiting, s("fjord-vendor"), s("Here is the CI."));
        server.setNow(server.now().addSecs(60));
        window.startSync();
        QVERIFY(finished.wait(30000));
        QCOMPARE(window.syncNews()->lastNews().size(), 1);
        QVERIFY(delivered.wait(10000));
        QCOMPARE(m_server.shown.size(), 1);
        QCOMPARE(m_server.shown.first().summary, server.fullName());
        QCOMPARE(
            m_server.shown.first().body,
            s("#%1 Fjord DSP: the applicant answered the request for information.").arg(waiting));

        // Turned off: the news is known, nothing is shown. A notification sent afterwards on
        // the same connection arrives alone.
        QSettings().setValue(DesktopNotifier::afterSyncSettingsKey(), false);
        server.addComment(waiting, s("fjord-vendor"), s("And the HUD link."));
        server.setNow(server.now().addSecs(60));
        window.startSync();
        QVERIFY(finished.wait(30000));
        QCOMPARE(window.syncNews()->lastNews().size(), 1);
        window.syncNews()->notifier()->notify(s("sentinel"), s("sentinel"));
        QVERIFY(delivered.wait(10000));
        QCOMPARE(m_server.shown.size(), 2);
        QCOMPARE(m_server.shown.last().summary, s("sentinel"));
        QSettings().remove(DesktopNotifier::afterSyncSettingsKey());
    }
};

QTEST_MAIN(tst_DesktopNotifier)
#include "tst_desktopnotifier.moc"

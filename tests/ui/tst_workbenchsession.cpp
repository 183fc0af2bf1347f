// Several workspaces (a repository on a host, each with its own database) kept in the settings
// and switched from the File menu; GitHub Enterprise hosts map to https://HOST/api/v3.

#include "GitHubTestServer.h"
#include "core/workspace/RecentWorkspaces.h"
#include "ui/account/AccountController.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WelcomePage.h"
#include "ui/window/WorkbenchSession.h"
#include "ui/window/WorkspaceMenu.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;

class tst_WorkbenchSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    WorkspaceOptions optionsFor(const GitHubTestServer &server, const QString &name) const
    {
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = m_dir.filePath(name + QStringLiteral(".sqlite3"));
        return options;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ui::initResources();
        QVERIFY(m_dir.isValid());
        qunsetenv("GH_TOKEN");
        qunsetenv("GITHUB_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        qunsetenv("GITHUB_ENTERPRISE_TOKEN");
    }

    void init() { QSettings().remove(QStringLiteral("RecentWorkspaces")); }

    void switchesBetweenWorkspaces()
    {
        GitHubTestServer first(QStringLiteral("acme"), QStringLiteral("first"));
        QVERIFY(first.listen());
        GitHubTestServer second(QStringLiteral("octo"), QStringLiteral("second"));
        QVERIFY(second.listen());

        WorkbenchSession session;
        QSignalSpy opened(&session, &WorkbenchSession::windowOpened);
        QVERIFY2(session.open(optionsFor(first, QStringLiteral("first"))),
                 qPrintable(session.errorString()));
        QCOMPARE(opened.size(), 1);
        QVERIFY(session.account());
        QCOMPARE(session.workspace()->repository(), QStringLiteral("acme/first"));
        QVERIFY(session.window()->isVisible());
        QVERIFY(session.window()->findChild<QMenu *>(QStringLiteral("menuAccount")));

        // The File menu has Open Workspace… and the recent list.
        QVERIFY(session.window()->findChild<QAction *>(QStringLiteral("actionOpenWorkspace")));
        QMenu *recent = session.workspaceMenu()->recentMenu();
        session.workspaceMenu()->refresh();
        QCOMPARE(recent->actions().size(), 1);
        QVERIFY(!recent->actions().first()->isEnabled()); // "No other workspaces yet"

        // Switch to the second, as File > Open Workspace… would.
        emit session.workspaceMenu()->openRequested(optionsFor(second, QStringLiteral("second")));
        QTRY_COMPARE(opened.size(), 2);
        QCOMPARE(session.workspace()->repository(), QStringLiteral("octo/second"));
        QCOMPARE(session.workspace()->databasePath(),
                 m_dir.filePath(QStringLiteral("second.sqlite3")));
        QVERIFY(session.window()->isVisible());
        QVERIFY(session.account());
        QCOMPARE(session.account()->tokenProvider()->host(), session.workspace()->host());

        // Both are remembered, most recent first, without any token.
        const QList<RecentWorkspace> list = RecentWorkspaces::load();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(0).repository, QStringLiteral("octo/second"));
        QCOMPARE(list.at(1).repository, QStringLiteral("acme/first"));
        QCOMPARE(list.at(1).displayName(),
                 QStringLiteral("acme/first on 127.0.0.1:%1").arg(first.port()));

        // The recent menu offers the first one; choosing it switches back.
        session.workspaceMenu()->refresh();
        recent = session.workspaceMenu()->recentMenu();
        QCOMPARE(recent->actions().size(), 1);
        // Numbered for the keyboard: "&1 acme/first on …".
        QVERIFY(recent->actions().first()->text().startsWith(QStringLiteral("&1 acme/first")));
        recent->actions().first()->trigger();
        QTRY_COMPARE(opened.size(), 3);
        QCOMPARE(session.workspace()->repository(), QStringLiteral("acme/first"));
    }

    // The first-run page of an empty workspace leads to signing in, another repository, or
    // the demo.
    void firstRunPageLeadsOnward()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        WorkbenchSession session;
        QSignalSpy opened(&session, &WorkbenchSession::windowOpened);
        QVERIFY(session.open(optionsFor(server, QStringLiteral("empty"))));
        WelcomePage *welcome = session.window()->welcomePage();
        QVERIFY(welcome->isVisible());

        // The account line follows the account (nothing found here: not signed in).
        QTRY_VERIFY(!session.account()->isBusy());
        QVERIFY2(welcome->accountText().startsWith(QStringLiteral("Not signed in.")),
                 qPrintable(welcome->accountText()));

        QTest::mouseClick(welcome->signInButton(), Qt::LeftButton);
        QVERIFY(session.account()->signInDialog());
        session.account()->signInDialog()->reject();

        QTest::mouseClick(welcome->chooseRepositoryButton(), Qt::LeftButton);
        auto *chooser = session.window()->findChild<OpenWorkspaceDialog *>();
        QVERIFY(chooser && chooser->isVisible());
        chooser->reject();

        QTest::mouseClick(welcome->demoButton(), Qt::LeftButton);
        QTRY_COMPARE(opened.size(), 2);
        QVERIFY(session.workspace()->isDemo());
        QVERIFY(!session.window()->welcomePage()->isVisible()); // it has applications
    }

    void refusedWorkspaceKeepsTheWindow()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        WorkbenchSession session;
        QVERIFY(session.open(optionsFor(server, QStringLiteral("kept"))));
        MainWindow *window = session.window();
        WorkspaceOptions insecure;
        insecure.apiUrl = QUrl(QStringLiteral("http://ghe.example.com/api/v3"));
        insecure.repository = QStringLiteral("acme/acp");
        insecure.databasePath = m_dir.filePath(QStringLiteral("insecure.sqlite3"));
        QVERIFY(!session.open(insecure));
        QVERIFY(session.errorString().contains(QStringLiteral("HTTPS")));
        QCOMPARE(session.window(), window);
        QVERIFY(!QFile::exists(insecure.databasePath));
    }

    void openDialogMapsHosts()
    {
        OpenWorkspaceDialog dialog;
        dialog.setHost(QStringLiteral("ghe.example.com"));
        dialog.setRepository(QStringLiteral("acme/acp"));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.workspaceOptions().apiUrl,
                 QUrl(QStringLiteral("https://ghe.example.com/api/v3")));
        QCOMPARE(dialog.workspaceOptions().repository, QStringLiteral("acme/acp"));
        QVERIFY(dialog.workspaceOptions().databasePath.contains(QStringLiteral("ghe.example.com")));

        OpenWorkspaceDialog tenant;
        tenant.setHost(QStringLiteral("octo.ghe.com"));
        tenant.setRepository(QStringLiteral("acme/acp"));
        tenant.accept();
        QCOMPARE(tenant.workspaceOptions().apiUrl,
                 QUrl(QStringLiteral("https://api.octo.ghe.com")));

        OpenWorkspaceDialog insecure;
        insecure.setHost(QStringLiteral("http://ghe.example.com"));
        insecure.setRepository(QStringLiteral("acme/acp"));
        insecure.accept();
        QCOMPARE(insecure.result(), int(QDialog::Rejected));
        QVERIFY(insecure.errorText().contains(QStringLiteral("HTTPS")));

        // A password or token typed into the host is refused and not repeated.
        OpenWorkspaceDialog withPassword;
        withPassword.setHost(QStringLiteral("https://reviewer:hunter2@ghe.example.com"));
        withPassword.setRepository(QStringLiteral("acme/acp"));
        withPassword.accept();
        QCOMPARE(withPassword.result(), int(QDialog::Rejected));
        QVERIFY2(withPassword.errorText().contains(QStringLiteral("user name or password")),
                 qPrintable(withPassword.errorText()));
        QVERIFY(!withPassword.errorText().contains(QStringLiteral("hunter2")));

        OpenWorkspaceDialog badName;
        badName.setHost(QStringLiteral("github.com"));
        badName.setRepository(QStringLiteral("not a repo"));
        badName.accept();
        QCOMPARE(badName.result(), int(QDialog::Rejected));
        QVERIFY(badName.errorText().contains(QStringLiteral("OWNER/NAME")));
    }

    // The recent-workspaces list is settings, which can be edited by hand: an entry whose
    // address carries a user name or password is never offered (it would be sent along), and
    // such an address is never written there.
    void recentWorkspacesRefuseUserInfo()
    {
        {
            QSettings settings;
            settings.beginWriteArray(QStringLiteral("RecentWorkspaces"), 2);
            settings.setArrayIndex(0);
            settings.setValue(QStringLiteral("apiUrl"),
                              QStringLiteral("https://reviewer:hunter2@ghe.example.com/api/v3"));
            settings.setValue(QStringLiteral("repository"), QStringLiteral("acme/stolen"));
            settings.setValue(QStringLiteral("databasePath"),
                              m_dir.filePath(QStringLiteral("stolen.sqlite3")));
            settings.setArrayIndex(1);
            settings.setValue(QStringLiteral("apiUrl"),
                              QStringLiteral("https://ghe.example.com/api/v3"));
            settings.setValue(QStringLiteral("repository"), QStringLiteral("acme/fine"));
            settings.setValue(QStringLiteral("databasePath"),
                              m_dir.filePath(QStringLiteral("fine.sqlite3")));
            settings.endArray();
        }
        const QList<RecentWorkspace> list = RecentWorkspaces::load();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().repository, QStringLiteral("acme/fine"));

        WorkspaceOptions options;
        options.apiUrl = QUrl(QStringLiteral("https://token0123@api.github.com"));
        options.repository = QStringLiteral("acme/other");
        options.databasePath = m_dir.filePath(QStringLiteral("other.sqlite3"));
        RecentWorkspaces::remember(options);
        for (const RecentWorkspace &entry : RecentWorkspaces::load())
            QVERIFY(entry.repository != QStringLiteral("acme/other"));
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("token0123"));
    }
};

QTEST_MAIN(tst_WorkbenchSession)
#include "tst_workbenchsession.moc"

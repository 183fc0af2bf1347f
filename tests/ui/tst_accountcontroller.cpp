// The account in the window: a new user signs in through the device flow (against the
// loopback server), the token goes to the keychain (or memory when there is none), the window
// shows "@login" with the scopes, a restart finds the token again, a revoked token is one clear
// prompt, and signing out forgets the token.

#include "GitHubTestServer.h"
#include "UrlCatcher.h"
#include "core/auth/Keychain.h"
#include "core/github/GitHubClient.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/account/AccountController.h"
#include "ui/account/SignInDialog.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QDesktopServices>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::UrlCatcher;
using Step = GitHubTestServer::DeviceFlowStep;

class tst_AccountController : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<GitHubTestServer> m_server;
    QTemporaryDir m_dir;
    UrlCatcher m_catcher;
    int m_hostCounter = 0;

    // Each test a fresh host (loopback port) so keychain entries do not meet.
    WorkspaceOptions options() const
    {
        WorkspaceOptions options;
        options.apiUrl = m_server->apiUrl();
        options.repository = m_server->fullName();
        options.databasePath =
            m_dir.filePath(QStringLiteral("ws-%1.sqlite3").arg(m_server->port()));
        return options;
    }

    static TokenProvider::Options providerOptions()
    {
        TokenProvider::Options options;
        options.useGhCli = false; // whatever gh this machine has stays out of it
        options.keychainTimeout = std::chrono::seconds(10);
        return options;
    }

    static AccountController *attach(Workspace &workspace, MainWindow &window)
    {
        auto *controller = new AccountController(workspace, &window);
        controller->setTokenProviderOptions(providerOptions());
        controller->setDeviceFlowSecond(std::chrono::milliseconds(5));
        return controller;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ui::initResources();
        QVERIFY(m_dir.isValid());
        QDesktopServices::setUrlHandler(QStringLiteral("http"), &m_catcher, "open");
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &m_catcher, "open");
    }

    void cleanupTestCase()
    {
        QDesktopServices::unsetUrlHandler(QStringLiteral("http"));
        QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
    }

    void init()
    {
        qunsetenv("GH_TOKEN");
        qunsetenv("GITHUB_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        qunsetenv("GITHUB_ENTERPRISE_TOKEN");
        TokenProvider::clearSessionTokens();
        m_server = std::make_unique<GitHubTestServer>();
        QVERIFY(m_server->listen());
        m_server->addIssue(QStringLiteral("[ACP Application]: Test NPU"),
                           QStringLiteral("### Platform name\n\nTest NPU\n"));
        QSettings().setValue(QStringLiteral("Account/oauthClientId"),
                             QStringLiteral("acp-test-client"));
    }

    void cleanup() { m_server.reset(); }

    void menuAndStatusAreAdded()
    {
        Workspace workspace(options());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        AccountController *account = attach(workspace, window);
        // Before Help, in the menu bar.
        const QList<QAction *> menus = window.menuBar()->actions();
        int accountIndex = -1;
        int helpIndex = -1;
        for (int i = 0; i < menus.size(); ++i) {
            if (menus.at(i)->menu() == account->menu())
                accountIndex = i;
            if (menus.at(i)->menu()
                && menus.at(i)->menu()->objectName() == QLatin1String("menuHelp"))
                helpIndex = i;
        }
        QVERIFY(accountIndex >= 0);
        QCOMPARE(accountIndex + 1, helpIndex);
        QSignalSpy changed(account, &AccountController::accountChanged);
        QVERIFY(changed.wait(15000));
        QCOMPARE(account->account().status, Account::Status::NoToken);
        QCOMPARE(account->statusButton()->text(), QStringLiteral("Not signed in"));
        QVERIFY(account->signInAction()->isEnabled());
        QVERIFY(!account->signOutAction()->isEnabled());
        // Nobody was asked anything without a token.
        QCOMPARE(m_server->requestCount(), 0);
    }

    // The loopback server is not github.com: its token comes from GH_ENTERPRISE_TOKEN, and
    // over plain http only with the command line's explicit permission.
    void environmentTokenShowsLoginAndScopes()
    {
        qputenv("GH_ENTERPRISE_TOKEN", "env-token-for-ui");
        m_server->setTokenLogin(QStringLiteral("env-token-for-ui"), QStringLiteral("cochair"));
        m_server->setTokenScopes(QStringLiteral("env-token-for-ui"),
                                 { QStringLiteral("repo"), QStringLiteral("read:org") });
        WorkspaceOptions allowed = options();
        allowed.allowInsecureHttpToken = true;
        Workspace workspace(allowed);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        AccountController *account = attach(workspace, window);
        QTRY_COMPARE_WITH_TIMEOUT(account->account().status, Account::Status::SignedIn, 15000);
        qunsetenv("GH_ENTERPRISE_TOKEN");
        QCOMPARE(account->account().login, QStringLiteral("cochair"));
        QCOMPARE(account->account().summary(),
                 QStringLiteral("Signed in as @cochair (scopes: repo, read:org)"));
        QCOMPARE(account->statusButton()->text(), QStringLiteral("@cochair"));
        QVERIFY2(account->statusButton()->toolTip().contains(QStringLiteral("GH_ENTERPRISE_TOKEN")),
                 qPrintable(account->statusButton()->toolTip()));
        QCOMPARE(account->tokenSource(), TokenSource::Environment);
        QVERIFY(workspace.client()->hasToken());
    }

    // A github.com token is not sent to another host, and no environment token goes over plain
    // http without the explicit permission: the window stays signed out and says why.
    void environmentTokenStaysOffPlainHttp()
    {
        qputenv("GH_TOKEN", "github-com-token");
        qputenv("GH_ENTERPRISE_TOKEN", "enterprise-token");
        Workspace workspace(options());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        AccountController *account = attach(workspace, window);
        QSignalSpy changed(account, &AccountController::accountChanged);
        QVERIFY(changed.wait(15000));
        qunsetenv("GH_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        QCOMPARE(account->account().status, Account::Status::NoToken);
        QVERIFY(!workspace.client()->hasToken());
        const QString tip = account->statusButton()->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("GH_ENTERPRISE_TOKEN is not sent to")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("plain http")), qPrintable(tip));
        for (const auto &request : m_server->requests()) {
            QVERIFY(request.headers.value("authorization").isEmpty());
        }
    }

    // The whole path: Sign In…, the code, the browser, approval, the keychain, a restart.
    void signInThroughDeviceFlowAndRestart()
    {
        m_server->setDeviceFlowScript({ Step::Pending }); // until the "user" approves below
        m_server->setDeviceFlowGrant(QStringLiteral("gho_signed_in_through_ui"),
                                     { QStringLiteral("repo") }, QStringLiteral("newuser"));
        bool inKeychain = false;
        {
            Workspace workspace(options());
            QVERIFY(workspace.open());
            MainWindow window(workspace);
            window.show();
            AccountController *account = attach(workspace, window);
            QTRY_COMPARE_WITH_TIMEOUT(account->account().status, Account::Status::NoToken, 15000);

            account->signInAction()->trigger();
            SignInDialog *dialog = account->signInDialog();
            QVERIFY(dialog);
            QTRY_VERIFY(dialog->isVisible());
            QCOMPARE(dialog->clientId(), QStringLiteral("acp-test-client"));
            QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->userCode().isEmpty(), 10000);
            QCOMPARE(dialog->userCode(), m_server->deviceFlowUserCode());
            QTRY_VERIFY(dialog->openButton()->isVisible());
            QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
            QCOMPARE(m_catcher.urls.size(), 1);
            QCOMPARE(m_catcher.urls.first().path(), QStringLiteral("/login/device"));
            m_catcher.urls.clear();
            QTRY_VERIFY_WITH_TIMEOUT(m_server->deviceFlowPolls() >= 2, 10000);

            // The user enters the code on GitHub: one more "slow down", then approval.
            QList<Step> approval(m_server->deviceFlowPolls(), Step::Pending);
            approval << Step::SlowDown << Step::Success;
            m_server->setDeviceFlowScript(approval);
            QSignalSpy stored(account->tokenProvider(), &TokenProvider::stored);
            QTRY_COMPARE_WITH_TIMEOUT(account->account().status, Account::Status::SignedIn, 20000);
            QCOMPARE(stored.size(), 1);
            inKeychain = stored.first().at(1).toBool();
            QCOMPARE(account->account().login, QStringLiteral("newuser"));
            QCOMPARE(account->account().summary(),
                     QStringLiteral("Signed in as @newuser (scopes: repo)"));
            QCOMPARE(account->statusButton()->text(), QStringLiteral("@newuser"));
            QVERIFY(workspace.client()->hasToken());
            if (inKeychain) {
                QTRY_VERIFY(!account->signInDialog()); // closed by itself
            } else {
                // No keychain: the dialog says the sign-in lasts for this session only.
                QVERIFY(
                    dialog->statusText().contains(QStringLiteral("until the workbench closes")));
                dialog->accept();
            }

            // A sync now runs with the new token.
            m_server->clearRequests();
            QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
            window.startSync();
            QVERIFY(finished.wait(20000));
            const auto requests = m_server->requests();
            QVERIFY(!requests.isEmpty());
            for (const auto &request : requests)
                QCOMPARE(request.headers.value("authorization"),
                         QByteArray("Bearer gho_signed_in_through_ui"));
        }
        if (!inKeychain && !Keychain::isCompiledIn())
            return; // nothing outlives the process without a keychain: covered by tst_tokenprovider

        // "Restart": a new workspace and window, and session memory wiped.
        if (inKeychain)
            TokenProvider::clearSessionTokens();
        Workspace workspace(options());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        AccountController *account = attach(workspace, window);
        QTRY_COMPARE_WITH_TIMEOUT(account->account().status, Account::Status::SignedIn, 15000);
        QCOMPARE(account->account().login, QStringLiteral("newuser"));
        QCOMPARE(account->tokenSource(), inKeychain ? TokenSource::Keychain : TokenSource::Session);

        // Sign out: the token is gone from the keychain and from the client.
        QSignalSpy signedOut(account->tokenProvider(), &TokenProvider::signedOut);
        account->signOutAction()->trigger();
        QVERIFY(signedOut.wait(15000));
        QCOMPARE(account->account().status, Account::Status::NoToken);
        QVERIFY(!workspace.client()->hasToken());
        TokenProvider::clearSessionTokens();
        TokenProvider after(workspace.host(), providerOptions());
        QSignalSpy resolved(&after, &TokenProvider::resolved);
        after.resolve();
        QVERIFY(resolved.wait(15000));
        QVERIFY(!resolved.first().at(0).value<TokenLookup>().found());
    }

    void deniedSignInSaysSo()
    {
        m_server->setDeviceFlowScript({ Step::Pending, Step::Denied });
        Workspace workspace(options());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        AccountController *account = attach(workspace, window);
        QTRY_COMPARE_WITH_TIMEOUT(account->account().status, Account::Status::NoToken, 15000);
        account->signIn();
        SignInDialog *dialog = account->signInDialog();
        QVERIFY(dialog);
        dialog->start();
        QTRY_VERIFY_WITH_TIMEOUT(
            dialog->statusText().contains(QStringLiteral("cancelled on GitHub")), 10000);
        QVERIFY(dialog->startButton()->isEnabled());
        QCOMPARE(account->account().status, Account::Status::NoToken);
        dialog->reject();
    }

    // A revoked token: the first 401 ends the sync with one prompt offering to sign in, not a
    // series of failing requests.
    void revokedTokenPromptsOnce()
    {
        qputenv("GH_ENTERPRISE_TOKEN", "soon-revoked");
        WorkspaceOptions allowed = options();
        allowed.allowInsecureHttpToken = true;
        Workspace workspace(allowed);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        AccountController *account = attach(workspace, window);
        QTRY_COMPARE_WITH_TIMEOUT(account->account().status, Account::Status::SignedIn, 15000);
        qunsetenv("GH_ENTERPRISE_TOKEN");

        m_server->revokeToken(QStringLiteral("soon-revoked"));
        m_server->clearRequests();
        QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
        window.startSync();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(0).value<SyncResult>().outcome, SyncResult::Outcome::Failed);
        QCOMPARE(m_server->requestCount(), 1); // one request, one 401, stop
        QVERIFY(window.syncErrorMessage().contains(QStringLiteral("rejected the token")));

        QTRY_VERIFY(account->signInPrompt());
        QMessageBox *prompt = account->signInPrompt();
        QVERIFY2(prompt->text().contains(QStringLiteral("GH_ENTERPRISE_TOKEN")),
                 qPrintable(prompt->text()));
        QCOMPARE(account->account().status, Account::Status::Rejected);
        QCOMPARE(account->statusButton()->text(), QStringLiteral("Sign in…"));

        // A second failure does not stack a second prompt.
        window.startSync();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isSyncing(), 20000);
        QCOMPARE(window.findChildren<QMessageBox *>().size(), 1);

        // "Sign In…" in the prompt opens the sign-in dialog.
        QPushButton *signInButton = nullptr;
        for (QAbstractButton *button : prompt->buttons()) {
            if (button->text() == QStringLiteral("Sign In…"))
                signInButton = qobject_cast<QPushButton *>(button);
        }
        QVERIFY(signInButton);
        signInButton->click();
        QTRY_VERIFY(account->signInDialog());
        account->signInDialog()->reject();
    }

    void demoWorkspaceNeedsNoAccount()
    {
        WorkspaceOptions demo;
        demo.demo = true;
        demo.databasePath = m_dir.filePath(QStringLiteral("demo.sqlite3"));
        Workspace workspace(demo);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        AccountController *account = attach(workspace, window);
        QTest::qWait(50);
        QCOMPARE(account->statusButton()->text(), QStringLiteral("No account needed"));
        QVERIFY(!account->signInAction()->isEnabled());
        account->signIn();
        QVERIFY(!account->signInDialog());
    }
};

QTEST_MAIN(tst_AccountController)
#include "tst_accountcontroller.moc"

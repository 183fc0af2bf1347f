#include "DemoWorkspaces.h"
#include "GitHubTestServer.h"
#include "core/github/GitHubClient.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/window/SyncController.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace acp;

namespace {

const char *const FormBody =
    "### Platform name\n\n%1\n\n### Company / organization\n\n%2\n\n"
    "### Supported features and API list\n\n| Feature | Status |\n|---|---|\n"
    "| Eager | complete |\n";

QString formBody(const QString &platform, const QString &company)
{
    return QString::fromLatin1(FormBody).arg(platform, company);
}

// A window with what MainWindow.ui gives the sync: the two actions and the error banner.
struct SyncWindow
{
    QMainWindow window;
    QAction *syncAction = nullptr;
    QAction *cancelAction = nullptr;
    MessageBanner *banner = nullptr;
    QLabel *bannerLabel = nullptr;
    QToolButton *bannerCloseButton = nullptr;
    SyncController *controller = nullptr;

    explicit SyncWindow(Workspace &workspace)
    {
        auto *central = new QWidget(&window);
        auto *layout = new QVBoxLayout(central);
        banner = new MessageBanner(central);
        auto *bannerLayout = new QHBoxLayout(banner);
        auto *bannerIcon = new QLabel(banner);
        bannerLabel = new QLabel(banner);
        bannerLabel->setTextFormat(Qt::RichText);
        bannerCloseButton = new QToolButton(banner);
        bannerLayout->addWidget(bannerIcon);
        bannerLayout->addWidget(bannerLabel, 1);
        bannerLayout->addWidget(bannerCloseButton);
        layout->addWidget(banner);
        layout->addStretch(1);
        window.setCentralWidget(central);
        syncAction = new QAction(QStringLiteral("&Sync"), &window);
        cancelAction = new QAction(QStringLiteral("&Cancel Sync"), &window);
        cancelAction->setToolTip(QStringLiteral("Stop the sync"));
        window.addAction(syncAction);
        window.addAction(cancelAction);
        controller = new SyncController(workspace,
                                        { syncAction, cancelAction, banner, bannerIcon, bannerLabel,
                                          bannerCloseButton, window.statusBar() },
                                        &window);
    }

    QToolButton *cancelButton() const
    {
        const QList<QToolButton *> buttons = window.statusBar()->findChildren<QToolButton *>();
        for (QToolButton *button : buttons) {
            if (button->text() == QLatin1String("Cancel")) {
                return button;
            }
        }
        return nullptr;
    }

    // Text of every label in the status bar, permanent widgets included.
    QString statusBarText() const
    {
        QStringList texts;
        const QList<QLabel *> labels = window.statusBar()->findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (!label->isHidden()) {
                texts << label->text();
            }
        }
        return texts.join(QLatin1Char('|'));
    }
};

} // namespace

class tst_SyncController : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dataDir;

    WorkspaceOptions serverOptions(const test::GitHubTestServer &server, const char *database)
    {
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = m_dataDir.filePath(QLatin1String(database));
        return options;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dataDir.isValid());
    }

    void demoWorkspaceNeverSyncs()
    {
        std::unique_ptr<Workspace> workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("demo.sqlite3")));
        QVERIFY(workspace);
        SyncWindow window(*workspace);
        window.window.show();

        QVERIFY(!window.syncAction->isEnabled());
        QVERIFY(!window.cancelAction->isEnabled());
        QCOMPARE(window.syncAction->toolTip(),
                 QStringLiteral("The demo workspace is offline: nothing is sent to GitHub"));
        QVERIFY(window.syncAction->shortcuts().contains(QKeySequence(Qt::Key_F5)));
        QVERIFY(window.syncAction->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QCOMPARE(window.cancelAction->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F5));
        // No last sync and no rate limit to speak of.
        QVERIFY2(!window.statusBarText().contains(QStringLiteral("synced")),
                 qPrintable(window.statusBarText()));

        QSignalSpy messages(window.controller, &SyncController::statusMessage);
        window.controller->start(); // does nothing but explain
        QCOMPARE(messages.count(), 1);
        QVERIFY(messages.first().first().toString().contains(QStringLiteral("offline")));
        QVERIFY(!window.controller->isSyncing());
    }

    void failureShowsABannerWithRetry()
    {
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("[ACP Application]: Aurora TPU"),
                        formBody(QStringLiteral("Aurora TPU"), QStringLiteral("Aurora Chips Ltd")));
        test::GitHubTestServer::Fault fault;
        fault.kind = test::GitHubTestServer::FaultKind::NotFound404;
        fault.times = 1000;
        server.injectFault(fault);
        server.setRateLimit(5000, 4990);

        Workspace workspace(serverOptions(server, "failing.sqlite3"));
        QVERIFY(workspace.open());
        SyncWindow window(workspace);
        window.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window.window));
        QVERIFY(window.syncAction->isEnabled());
        QVERIFY(window.statusBarText().contains(QStringLiteral("Never synced")));

        QSignalSpy finished(window.controller, &SyncController::finished);
        QSignalSpy messages(window.controller, &SyncController::statusMessage);
        window.syncAction->trigger();
        QVERIFY(window.controller->isSyncing());
        QVERIFY(!window.syncAction->isEnabled());
        QVERIFY(window.cancelAction->isEnabled());
        QVERIFY(window.cancelButton() && !window.cancelButton()->isHidden());
        // "Syncing …", or already what the engine says it does.
        QVERIFY(!window.controller->progressText().isEmpty());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.last().at(0).value<SyncResult>().outcome, SyncResult::Outcome::Failed);
        QVERIFY(!window.controller->isSyncing());
        QVERIFY(window.syncAction->isEnabled());
        QVERIFY(!window.cancelAction->isEnabled());
        QVERIFY(window.cancelButton()->isHidden());

        // Non-blocking: a banner with Retry, no dialog.
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QVERIFY(window.banner->isVisible());
        const QString banner = window.controller->errorMessage();
        QVERIFY2(banner.contains(QStringLiteral("Sync failed")), qPrintable(banner));
        QVERIFY(banner.contains(QStringLiteral("href=\"retry\"")));
        // A server that answered is not the machine being offline.
        QVERIFY(!finished.last().at(0).value<SyncResult>().offline);
        QCOMPARE(window.banner->level(), MessageBanner::Level::Warning);
        QCOMPARE(window.controller->progressText(),
                 QStringLiteral("Sync failed: see the message above."));

        // Retry from the banner once the server is healthy again.
        server.clearFaults();
        emit window.bannerLabel->linkActivated(QStringLiteral("retry"));
        QVERIFY(window.controller->isSyncing());
        QVERIFY(window.controller->errorMessage().isEmpty());
        QVERIFY(window.banner->isHidden());
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.last().at(0).value<SyncResult>().ok());
        QVERIFY2(messages.last().first().toString().startsWith(QStringLiteral("Sync finished")),
                 qPrintable(messages.last().first().toString()));
        QVERIFY(window.controller->progressText().isEmpty());
        QVERIFY2(window.statusBarText().contains(QStringLiteral("Last synced just now")),
                 qPrintable(window.statusBarText()));
        QVERIFY2(window.statusBarText().contains(QStringLiteral("API: 4")),
                 qPrintable(window.statusBarText()));
    }

    void applicationsThatLeftTheListAreCounted()
    {
        // A day later (GitHub's clock) the sync lists every issue; one deleted on GitHub leaves
        // the list, and the status message says so.
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        const int gone = server.addIssue(
            QStringLiteral("[ACP Application]: Aurora TPU"),
            formBody(QStringLiteral("Aurora TPU"), QStringLiteral("Aurora Chips Ltd")));
        server.addIssue(QStringLiteral("[ACP Application]: Borealis NPU"),
                        formBody(QStringLiteral("Borealis NPU"), QStringLiteral("Borealis Inc")));
        server.setNow(server.now().addSecs(60));
        Workspace workspace(serverOptions(server, "left.sqlite3"));
        QVERIFY(workspace.open());
        SyncWindow window(workspace);
        QSignalSpy finished(window.controller, &SyncController::finished);
        QSignalSpy messages(window.controller, &SyncController::statusMessage);
        window.controller->start();
        QVERIFY(finished.wait(30000));
        QVERIFY(!messages.last().first().toString().contains(QStringLiteral("left the list")));

        server.deleteIssue(gone);
        server.setNow(server.now().addSecs(25 * 3600));
        window.controller->start();
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.last().at(0).value<SyncResult>().ok());
        const QString message = messages.last().first().toString();
        QVERIFY2(message.startsWith(QStringLiteral("Sync finished")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("deleted, hidden or moved on GitHub left the "
                                                 "list.")),
                 qPrintable(message));
    }

    void offlineSaysTheCacheIsStillUsable()
    {
        // A name under .invalid never resolves (RFC 6761): what an offline laptop sees for
        // api.github.com. The refusal comes from the resolver, with no server involved.
        WorkspaceOptions options;
        options.apiUrl = QUrl(QStringLiteral("https://api.acp-offline.invalid"));
        options.repository = QStringLiteral("pytorch-fdn/additional-compute-platforms");
        options.databasePath = m_dataDir.filePath(QStringLiteral("offline.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        SyncWindow window(workspace);
        window.window.show();

        QSignalSpy finished(window.controller, &SyncController::finished);
        window.controller->start();
        QVERIFY(finished.wait(60000));
        const SyncResult result = finished.last().at(0).value<SyncResult>();
        QCOMPARE(result.outcome, SyncResult::Outcome::Failed);
        QVERIFY2(result.offline, qPrintable(result.errorString));
        QVERIFY(result.errorString.contains(QStringLiteral("api.acp-offline.invalid")));

        // Not a failure to puzzle over: offline, and what is cached still works; Retry stays.
        QVERIFY(window.banner->isVisible());
        QCOMPARE(window.banner->level(), MessageBanner::Level::Information);
        const QString banner = window.controller->errorMessage();
        QVERIFY2(banner.startsWith(QStringLiteral("You appear to be offline: "
                                                  "api.acp-offline.invalid could not be reached.")),
                 qPrintable(banner));
        QVERIFY(banner.contains(QStringLiteral("still be read and reviewed")));
        QVERIFY(banner.contains(QStringLiteral("href=\"retry\"")));
        QVERIFY(!banner.contains(QStringLiteral("Sync failed")));
        // The resolver's own words stay at hand.
        QVERIFY(window.bannerLabel->toolTip().contains(QStringLiteral("was not found")));
        QCOMPARE(window.controller->progressText(),
                 QStringLiteral("Offline: working from the cache."));
    }

    void bannerIsDismissed()
    {
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        test::GitHubTestServer::Fault fault;
        fault.kind = test::GitHubTestServer::FaultKind::NotFound404;
        fault.times = 1000;
        server.injectFault(fault);
        Workspace workspace(serverOptions(server, "dismissed.sqlite3"));
        QVERIFY(workspace.open());
        SyncWindow window(workspace);
        window.window.show();

        QSignalSpy finished(window.controller, &SyncController::finished);
        window.controller->start();
        QVERIFY(finished.wait(30000));
        QVERIFY(!window.controller->errorMessage().isEmpty());
        window.bannerCloseButton->click();
        QVERIFY(window.banner->isHidden());
        QVERIFY(window.controller->errorMessage().isEmpty());
    }

    void waitingCountsDownInTheStatusBar()
    {
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("[ACP Application]: Aurora TPU"),
                        formBody(QStringLiteral("Aurora TPU"), QStringLiteral("Aurora Chips Ltd")));
        test::GitHubTestServer::Fault fault;
        fault.kind = test::GitHubTestServer::FaultKind::TooManyRequests429;
        fault.retryAfterSeconds = 3;
        fault.times = 1;
        server.injectFault(fault);

        Workspace workspace(serverOptions(server, "waiting.sqlite3"));
        QVERIFY(workspace.open());
        RetryPolicy policy = workspace.client()->retryPolicy();
        policy.second = std::chrono::milliseconds(200); // keep the real code path, shrink the wait
        workspace.client()->setRetryPolicy(policy);
        SyncWindow window(workspace);
        window.window.show();

        QSignalSpy waiting(workspace.syncEngine(), &SyncEngine::waiting);
        QSignalSpy finished(window.controller, &SyncController::finished);
        window.controller->start();
        QVERIFY(waiting.wait(10000));
        QTRY_VERIFY2(window.controller->progressText().contains(QStringLiteral("Continuing in")),
                     qPrintable(window.controller->progressText()));
        QVERIFY(window.statusBarText().contains(QStringLiteral("Continuing in")));
        // The Cancel button is there while the sync runs.
        QVERIFY(window.cancelButton() && !window.cancelButton()->isHidden());
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.last().at(0).value<SyncResult>().ok());
        QVERIFY(!window.statusBarText().contains(QStringLiteral("Continuing in")));
    }

    void cancelStopsTheSync()
    {
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        server.populate(30, 30);
        test::GitHubTestServer::Fault slow;
        slow.kind = test::GitHubTestServer::FaultKind::Slow;
        slow.delayMs = 3000;
        slow.times = 1000;
        server.injectFault(slow);

        Workspace workspace(serverOptions(server, "cancel.sqlite3"));
        QVERIFY(workspace.open());
        SyncWindow window(workspace);
        window.window.show();

        QSignalSpy finished(window.controller, &SyncController::finished);
        QSignalSpy messages(window.controller, &SyncController::statusMessage);
        window.controller->start();
        QVERIFY(window.controller->isSyncing());
        window.cancelAction->trigger();
        QVERIFY(finished.count() == 1 || finished.wait(10000));
        QCOMPARE(finished.last().at(0).value<SyncResult>().outcome, SyncResult::Outcome::Cancelled);
        QVERIFY(!window.controller->isSyncing());
        QVERIFY(window.controller->errorMessage().isEmpty());
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().first().toString().startsWith(QStringLiteral("Sync cancelled")),
                 qPrintable(messages.last().first().toString()));
    }
};

QTEST_MAIN(tst_SyncController)
#include "tst_synccontroller.moc"

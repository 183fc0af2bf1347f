#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "core/actions/PushSession.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSet.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionController.h"
#include "ui/actions/ActionDialog.h"
#include "ui/actions/DuePanel.h"
#include "ui/outbox/OutboxPanel.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFrame>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::isolateSettings;

namespace {

const char *const Body = "### Platform name\n\nNordlicht NPU\n\n### Company / organization\n\n"
                         "Nordlicht AB\n";

bool syncIssue(Workspace &workspace, int number)
{
    QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
    workspace.syncEngine()->syncIssue(number);
    return finished.wait(30000) && finished.first().first().value<SyncResult>().ok();
}

int markerCount(const GitHubTestServer &server, int number, const QString &marker)
{
    int count = 0;
    for (const auto &comment : server.comments()) {
        count += comment.issueNumber == number && comment.body.contains(marker) ? 1 : 0;
    }
    return count;
}

QStringList serverLabels(const GitHubTestServer &server, int number)
{
    for (const auto &issue : server.issues()) {
        if (issue.number == number) {
            return issue.labels;
        }
    }
    return {};
}

} // namespace

class tst_ActionController : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;
    int m_counter = 0;

    WorkspaceOptions serverOptions(const GitHubTestServer &server)
    {
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.token = QStringLiteral("test-token");
        options.databasePath = m_dataDir.filePath(QStringLiteral("ws%1.sqlite3").arg(++m_counter));
        return options;
    }

    static void fast(Workspace &workspace)
    {
        RetryPolicy retries;
        retries.second = std::chrono::milliseconds(1);
        workspace.client()->setRetryPolicy(retries);
        PushPolicy push;
        push.mutationInterval = std::chrono::milliseconds(0);
        push.lookupDelay = std::chrono::milliseconds(0);
        workspace.pusher()->setPolicy(push);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        QVERIFY(m_dataDir.isValid());
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_actioncontroller"));
    }

    void init() { QSettings().clear(); }

    void requestInfoFromTheGuiIsPushedOnce()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QString::fromLatin1(Body), QStringLiteral("applicant"),
                                           { QStringLiteral("new") });
        Workspace workspace(serverOptions(server));
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QVERIFY(workspace.outbox());
        QVERIFY(workspace.pusher());
        fast(workspace);
        QVERIFY(syncIssue(workspace, number));

        const Requirement gap = RequirementSet::builtIn().requirements().first();
        QVERIFY(
            ChecklistStore(workspace.database()).setStatus(number, gap.id, ChecklistStatus::Gap));

        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(number));
        ActionController *controller = window.actionController();
        QVERIFY(controller);
        QAction *requestInfo = controller->action(ActionKind::RequestInfo);
        QVERIFY(requestInfo && requestInfo->isVisible() && requestInfo->isEnabled());
        QCOMPARE(requestInfo->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
        // Periodic-review actions are for approved platforms only.
        QVERIFY(!controller->action(ActionKind::Retirement)->isVisible());
        QCOMPARE(controller->pendingButton()->text(), QStringLiteral("Outbox empty"));
        QVERIFY(!controller->pushAction()->isEnabled());

        QString composed;
        controller->setDialogRunner([&composed](ActionDialog &dialog) {
            composed = dialog.comment();
            dialog.setComment(dialog.comment() + QStringLiteral("\n\nQueued from the GUI test."));
            QVERIFY(dialog.canQueue());
            dialog.queueButton()->click();
        });
        requestInfo->trigger();
        QVERIFY2(composed.contains(gap.title), qPrintable(composed));
        QCOMPARE(workspace.outbox()->pendingCount(), 1);
        QCOMPARE(controller->pendingButton()->text(), QStringLiteral("1 action waiting"));
        QVERIFY(controller->pushAction()->isEnabled());
        const OutboxAction queued = workspace.outbox()->pending().first();

        // The count opens the outbox.
        QVERIFY(controller->outboxDock()->isHidden());
        controller->pendingButton()->click();
        QVERIFY(controller->outboxDock()->isVisible());
        QCOMPARE(controller->outboxPanel()->view()->model()->rowCount(), 1);

        QSignalSpy finished(workspace.pusher(), &OutboxPusher::finished);
        QVERIFY(controller->outboxPanel()->pushButton()->isEnabled());
        QTest::mouseClick(controller->outboxPanel()->pushButton(), Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        const PushSummary summary = finished.first().first().value<PushSummary>();
        QCOMPARE(summary.sent, 1);

        QCOMPARE(markerCount(server, number, OutboxAction::actionMarker(queued.uuid)), 1);
        QCOMPARE(markerCount(server, number, QStringLiteral("Queued from the GUI test.")), 1);
        const QStringList labels = serverLabels(server, number);
        QVERIFY2(labels.contains(QStringLiteral("needs-info")), qPrintable(labels.join(u',')));
        QVERIFY(!labels.contains(QStringLiteral("new")));
        QCOMPARE(workspace.outbox()->pendingCount(), 0);
        QCOMPARE(controller->pendingButton()->text(), QStringLiteral("Outbox empty"));
        QCOMPARE(workspace.outbox()->action(queued.id)->state, ActionState::Sent);

        // Pushing again sends nothing more.
        controller->pushNow();
        QCOMPARE(markerCount(server, number, OutboxAction::actionMarker(queued.uuid)), 1);
    }

    void networkBackPushesAndWaitsAreShown()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QString::fromLatin1(Body), QStringLiteral("applicant"),
                                           { QStringLiteral("new") });
        Workspace workspace(serverOptions(server));
        QVERIFY(workspace.open());
        fast(workspace);
        QVERIFY(syncIssue(workspace, number));
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(number));
        ActionController *controller = window.actionController();

        // Nothing waits: Push Now does nothing. (The controller follows the pusher from the
        // start; the waits below are shown.)
        QSignalSpy finished(workspace.pusher(), &OutboxPusher::finished);
        controller->pushNow();
        QVERIFY(!PushSession::of(workspace)->isRunning());
        QStringList shown;
        connect(workspace.pusher(), &OutboxPusher::waiting, this,
                [&shown, controller] { shown << controller->pushMessage(); });

        controller->setDialogRunner([](ActionDialog &dialog) {
            dialog.setClosingDate(QDate(2030, 1, 31));
            QVERIFY2(dialog.queue(), qPrintable(dialog.errorText()));
        });
        controller->action(ActionKind::StartVote)->trigger();
        QCOMPARE(workspace.outbox()->pendingCount(), 1);
        const OutboxAction queued = workspace.outbox()->pending().first();

        GitHubTestServer::Fault limit;
        limit.kind = GitHubTestServer::FaultKind::SecondaryRateLimit403;
        limit.pathContains = QStringLiteral("/comments");
        limit.retryAfterSeconds = 1;
        server.injectFault(limit);

        // Offline, then back: the outbox is pushed without anyone asking.
        QSignalSpy started(workspace.pusher(), &OutboxPusher::started);
        controller->onReachabilityChanged(QNetworkInformation::Reachability::Disconnected);
        QCOMPARE(started.size(), 0);
        controller->onReachabilityChanged(QNetworkInformation::Reachability::Online);
        QCOMPARE(started.size(), 1);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().value<PushSummary>().sent, 1);
        QCOMPARE(markerCount(server, number, OutboxAction::actionMarker(queued.uuid)), 1);
        QVERIFY(serverLabels(server, number).contains(QStringLiteral("voting")));
        QVERIFY2(!shown.isEmpty() && shown.first().contains(QStringLiteral("Push waits")),
                 qPrintable(shown.join(u'|')));
        QCOMPARE(controller->pendingButton()->text(), QStringLiteral("Outbox empty"));

        // Online again while nothing waits: no push.
        controller->onReachabilityChanged(QNetworkInformation::Reachability::Disconnected);
        controller->onReachabilityChanged(QNetworkInformation::Reachability::Online);
        QCOMPARE(started.size(), 1);
    }

    void applicantAnswerShowsTheBanner()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QString::fromLatin1(Body), QStringLiteral("applicant"),
                                           { QStringLiteral("needs-info") });
        server.setAuthorAssociation(QStringLiteral("cochair"), QStringLiteral("MEMBER"));
        server.addComment(
            number, QStringLiteral("cochair"),
            QStringLiteral("Please link the CI.\n\n<!-- acp-workbench:request-info -->"));
        Workspace workspace(serverOptions(server));
        QVERIFY(workspace.open());
        fast(workspace);
        QVERIFY(syncIssue(workspace, number));

        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(number));
        ActionController *controller = window.actionController();
        QVERIFY(controller->followUpBanner()->isHidden()); // no answer yet

        server.addComment(number, QStringLiteral("applicant"),
                          QStringLiteral("Here is our CI: https://ci.example.org"));
        QVERIFY(syncIssue(workspace, number));
        controller->updateFollowUp();
        QVERIFY(!controller->followUpBanner()->isHidden());
        QVERIFY2(controller->followUpLabel()->text().contains(
                     QStringLiteral("The applicant answered on")),
                 qPrintable(controller->followUpLabel()->text()));
        QVERIFY(controller->followUpLabel()->text().contains(QStringLiteral("ci.example.org")));

        controller->setDialogRunner([](ActionDialog &dialog) {
            QCOMPARE(dialog.kind(), ActionKind::BackToReview);
            QVERIFY(dialog.queue());
        });
        auto *button = controller->followUpBanner()->findChild<QPushButton *>();
        QVERIFY(button);
        button->click();
        QCOMPARE(workspace.outbox()->pendingCount(), 1);
        QCOMPARE(workspace.outbox()->pending().first().kind, ActionKind::BackToReview);
        // Queued back to review: the application is no longer waiting for an answer.
        QVERIFY(controller->followUpBanner()->isHidden());
    }

    void coChairActionsFollowTheSettings()
    {
        QSettings settings;
        QVERIFY(ActionController::isCoChair()); // nothing set
        settings.setValue(QStringLiteral("actions/coChairs"),
                          QStringList { QStringLiteral("bob") });
        QVERIFY(ActionController::isCoChair()); // the login is unknown
        settings.setValue(QStringLiteral("account/login"), QStringLiteral("alice"));
        QVERIFY(!ActionController::isCoChair());
        settings.setValue(QStringLiteral("actions/coChairs"),
                          QStringList { QStringLiteral("bob"), QStringLiteral("Alice") });
        QVERIFY(ActionController::isCoChair());
        settings.setValue(QStringLiteral("actions/coChairs"), QStringList());
        QVERIFY(ActionController::isCoChair()); // none marked: everyone

        settings.setValue(QStringLiteral("actions/coChairs"),
                          QStringList { QStringLiteral("bob") });
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dataDir.filePath(QStringLiteral("demo-cochair.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        QVERIFY(window.selectApplication(21));
        ActionController *controller = window.actionController();
        QVERIFY(!controller->action(ActionKind::RequestInfo)->isVisible());
        QVERIFY(!controller->menu()->menuAction()->isVisible());
    }

    void remindIsOfferedWhileAVoteRuns()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dataDir.filePath(QStringLiteral("demo-remind.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ActionController *controller = window.actionController();
        QAction *remind = controller->action(ActionKind::Remind);
        QVERIFY(remind);
        // In the Voting menu as well as the Application menu.
        auto *voting = window.findChild<QMenu *>(QStringLiteral("menuVoting"));
        QVERIFY(voting && voting->actions().contains(remind));

        QVERIFY(window.selectApplication(21)); // new: no vote
        QVERIFY(!remind->isVisible());
        QVERIFY(window.selectApplication(12)); // voting
        QVERIFY(remind->isVisible());
        QVERIFY(remind->isEnabled());
        QString composed;
        controller->setDialogRunner([&composed](ActionDialog &dialog) {
            QCOMPARE(dialog.kind(), ActionKind::Remind);
            composed = dialog.comment();
            QVERIFY2(dialog.queue(), qPrintable(dialog.errorText()));
        });
        remind->trigger();
        QVERIFY2(composed.contains(QStringLiteral("@pinecrest-ode")), qPrintable(composed));
        QCOMPARE(workspace.outbox()->pendingCount(), 1);
        QCOMPARE(workspace.outbox()->pending().constFirst().kind, ActionKind::Remind);
    }

    void demoQueuesButNeverPushes()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dataDir.filePath(QStringLiteral("demo-push.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        QVERIFY(workspace.outbox());
        QVERIFY(!workspace.pusher());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(15));
        ActionController *controller = window.actionController();
        QList<ActionKind> opened;
        controller->setDialogRunner([&opened](ActionDialog &dialog) {
            opened << dialog.kind();
            QVERIFY(dialog.queue());
        });
        // The Application menu sits in the menu bar; its shortcut opens the dialog.
        QVERIFY(window.menuBar()->actions().contains(controller->menu()->menuAction()));
        QVERIFY(
            controller->menu()->actions().contains(controller->action(ActionKind::BackToReview)));
        QTest::keyClick(&window, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(opened, QList<ActionKind> { ActionKind::BackToReview });
        QCOMPARE(workspace.outbox()->pendingCount(), 1);
        QVERIFY(!controller->pushAction()->isEnabled());
        QVERIFY(controller->pushAction()->toolTip().contains(QStringLiteral("demo")));
        controller->pushNow(); // does nothing
        QCOMPARE(workspace.outbox()->pendingCount(), 1);

        // View > Outbox toggles the dock; the Due view lists the demo's open vote.
        QCOMPARE(controller->showOutboxAction()->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
        // Nothing is computed for the Due view while its dock is closed.
        QVERIFY(controller->duePanel()->isStale());
        QVERIFY(controller->duePanel()->items().isEmpty());
        controller->showDueAction()->trigger();
        QVERIFY(!controller->dueDock()->isHidden());
        QVERIFY(!controller->duePanel()->isStale());
        const QList<DueItem> items = controller->duePanel()->items();
        bool vote = false;
        for (const DueItem &item : items) {
            vote = vote || (item.kind == DueItem::Kind::OpenVote && item.issueNumber == 12);
        }
        QVERIFY(vote);
        QCOMPARE(controller->duePanel()->view()->topLevelItemCount(), int(items.size()));
        // Double-clicking (activating) an item selects its application.
        QTreeWidgetItem *first = controller->duePanel()->view()->topLevelItem(0);
        emit controller->duePanel()->view()->itemActivated(first, 0);
        QCOMPARE(window.selectedApplication(), items.first().issueNumber);

        // Remind Non-voters from the Due view: on the open vote's row, the dialog for its
        // application; once the reminder is queued, the button says it waits.
        QPushButton *remind = controller->duePanel()->remindButton();
        QTreeWidget *due = controller->duePanel()->view();
        for (int row = 0; row < due->topLevelItemCount(); ++row) {
            if (items.at(row).kind != DueItem::Kind::OpenVote) {
                due->setCurrentItem(due->topLevelItem(row));
                QVERIFY(!remind->isEnabled());
            }
        }
        for (int row = 0; row < due->topLevelItemCount(); ++row) {
            if (items.at(row).kind == DueItem::Kind::OpenVote && items.at(row).issueNumber == 12) {
                due->setCurrentItem(due->topLevelItem(row));
            }
        }
        QVERIFY(remind->isVisible());
        QVERIFY(remind->isEnabled());
        window.selectApplication(3);
        opened.clear();
        remind->click();
        QCOMPARE(opened, QList<ActionKind> { ActionKind::Remind });
        QCOMPARE(window.selectedApplication(), 12);
        // The queued reminder refreshed the Due view, which now offers no second one.
        for (int row = 0; row < due->topLevelItemCount(); ++row) {
            if (controller->duePanel()->items().at(row).issueNumber == 12) {
                QVERIFY(controller->duePanel()->items().at(row).remindQueued);
                due->setCurrentItem(due->topLevelItem(row));
            }
        }
        QVERIFY(!remind->isEnabled());
        QVERIFY(remind->toolTip().contains(QStringLiteral("waits in the outbox")));
    }
};

QTEST_MAIN(tst_ActionController)
#include "tst_actioncontroller.moc"

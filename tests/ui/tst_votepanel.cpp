#include "ActionController.h"
#include "GitHubTestServer.h"
#include "MainWindow.h"
#include "OutboxPanel.h"
#include "PendingBallotsView.h"
#include "VotePanel.h"
#include "sync/SyncEngine.h"
#include "voting/BallotSender.h"
#include "voting/VotingSession.h"
#include "workspace/Workspace.h"

#include <QDockWidget>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QToolButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;

class TestVotePanel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;
    int m_run = 0;

    WorkspaceOptions demoOptions()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dataDir.filePath(QStringLiteral("demo-%1.sqlite3").arg(++m_run));
        return options;
    }

    static VoteController *controllerOf(MainWindow &window)
    {
        return window.findChild<VoteController *>(QStringLiteral("voteController"));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        QVERIFY(m_dataDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("acp-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_votepanel"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QSettings().clear();
    }

    void demoVoteShowsTallyAndButtons()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        window.show();
        VoteController *controller = controllerOf(window);
        QVERIFY(controller);
        VotePanel *panel = controller->panel();

        QVERIFY(window.selectApplication(12));
        QTRY_VERIFY(panel->isVisible());
        QCOMPARE(panel->currentNumber(), 12);
        QCOMPARE(panel->summaryText(),
                 QStringLiteral("5 of 6 organizations voted; quorum needs 4; approvals 3 of 5"));
        QCOMPARE(panel->button(BallotChoice::Approve)->accessibleName(), QStringLiteral("Approve"));
        QCOMPARE(panel->button(BallotChoice::Reject)->accessibleName(), QStringLiteral("Reject"));
        QCOMPARE(panel->button(BallotChoice::Abstain)->accessibleName(), QStringLiteral("Abstain"));
        QVERIFY(
            panel->button(BallotChoice::Approve)->text().contains(QStringLiteral("\U0001F44D")));
        // Quorum is met (5 voted, 4 needed): a full bar that says so; the majority bar counts
        // approvals toward the 3 needed of 5 participants, reached.
        QCOMPARE(panel->quorumBar()->value(), panel->quorumBar()->maximum());
        QCOMPARE(panel->quorumBar()->format(),
                 QStringLiteral("Quorum met: 5 organizations voted, 4 needed"));
        QCOMPARE(panel->quorumBar()->accessibleDescription(), panel->quorumBar()->format());
        QCOMPARE(panel->majorityBar()->value(), 3);
        QCOMPARE(panel->majorityBar()->maximum(), 3);
        QCOMPARE(panel->majorityBar()->format(),
                 QStringLiteral("Majority reached: 3 approvals, 3 needed"));
        QVERIFY(panel->table()->rowCount() >= 5);

        // The open votes dock lists #12.
        QListWidget *list = controller->openVotesPanel()->list();
        bool listed = false;
        for (int i = 0; i < list->count(); ++i) {
            listed = listed || list->item(i)->data(Qt::UserRole).toInt() == 12;
        }
        QVERIFY(listed);
    }

    void clickingRejectCastsAndUpdatesTally()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        window.show();
        VoteController *controller = controllerOf(window);
        VotePanel *panel = controller->panel();
        VotingSession *session = controller->session();
        QVERIFY(window.selectApplication(12));
        QTRY_VERIFY(panel->isVisible());

        const VoteTally before = session->vote(12)->tally;
        const BallotChoice mineBefore = session->myBallot(*session->vote(12)).current();
        QVERIFY(mineBefore != BallotChoice::Reject);
        if (QPushButton *current = panel->button(mineBefore)) {
            QVERIFY(current->isChecked());
        }

        QTest::mouseClick(panel->button(BallotChoice::Reject), Qt::LeftButton);

        QTRY_COMPARE(session->myBallot(*session->vote(12)).current(), BallotChoice::Reject);
        const VoteTally after = session->vote(12)->tally;
        // The demo voter's ambiguous ballot did not count; the Reject replaces it and counts.
        QCOMPARE(mineBefore, BallotChoice::Ambiguous);
        QCOMPARE(after.reject, before.reject + 1);
        QCOMPARE(after.summary(),
                 QStringLiteral("6 of 6 organizations voted; quorum needs 4; approvals 3 of 6"));
        QTRY_COMPARE(panel->summaryText(), after.summary());
        QVERIFY(panel->button(BallotChoice::Reject)->isChecked());
        QVERIFY(!panel->button(BallotChoice::Approve)->isChecked());
        QVERIFY(!panel->button(BallotChoice::Abstain)->isChecked());
    }

    // Offline, a ballot waits in the Outbox (its own section, cancellable); Push Now sends it
    // through the workspace's voting session: one reaction on the server, the queue empty.
    void pushNowSendsQueuedBallots()
    {
        GitHubTestServer server;
        server.setTokenLogin(QStringLiteral("priya-token"), QStringLiteral("qf-priya"));
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Lumen LPU"),
                                           QStringLiteral("### Platform name\n\nLumen LPU\n"),
                                           QStringLiteral("lumen-vendor"), { QStringLiteral("voting") });
        const qint64 comment = server.addComment(
            number, QStringLiteral("wg-cochair-ana"),
            QStringLiteral("<!-- acp-workbench:vote -->\n| Organization | Representative |\n|---|---|\n"
                           "| Quillfeather AI | @qf-priya |\n| Halcyon | @halcyon-lin |\n"));
        server.setNow(server.now().addSecs(60));
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = m_dataDir.filePath(QStringLiteral("server-%1.sqlite3").arg(++m_run));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QSignalSpy synced(workspace.syncEngine(), &SyncEngine::finished);
        workspace.syncEngine()->start();
        QVERIFY(synced.wait(30000));

        MainWindow window(workspace);
        window.show();
        VoteController *controller = controllerOf(window);
        VotePanel *panel = controller->panel();
        QCOMPARE(controller->session(), VotingSession::of(workspace));
        QVERIFY(window.selectApplication(number));
        QTRY_VERIFY(panel->isVisible());
        ActionController *actions = window.actionController();
        PendingBallotsView *ballots = actions->outboxPanel()->ballotsView();
        QVERIFY(ballots->isHidden());

        // Reject, cancelled from the Outbox before it went anywhere.
        QTest::mouseClick(panel->button(BallotChoice::Reject), Qt::LeftButton);
        QCOMPARE(ballots->table()->rowCount(), 1);
        QVERIFY(!ballots->isHidden());
        QVERIFY(!ballots->cancelButton()->isEnabled()); // nothing selected
        ballots->table()->selectRow(0);
        QVERIFY(ballots->cancelButton()->isEnabled());
        QTest::mouseClick(ballots->cancelButton(), Qt::LeftButton);
        QCOMPARE(ballots->table()->rowCount(), 0);
        QVERIFY(ballots->isHidden());
        QCOMPARE(actions->pendingButton()->text(), QStringLiteral("Outbox empty"));
        QVERIFY(!actions->pushAction()->isEnabled());

        // Approve waits for the push.
        QTest::mouseClick(panel->button(BallotChoice::Approve), Qt::LeftButton);
        QCOMPARE(ballots->table()->rowCount(), 1);
        QCOMPARE(ballots->table()->item(0, 0)->text(), QStringLiteral("#%1").arg(number));
        QCOMPARE(actions->pendingButton()->text(), QStringLiteral("1 ballot waiting"));
        QVERIFY(actions->pushAction()->isEnabled());
        QVERIFY(server.commentReactions(comment).isEmpty());

        workspace.setToken(QStringLiteral("priya-token"));
        QSignalSpy sent(controller->session(), &VotingSession::sendFinished);
        actions->pushAction()->trigger();
        QVERIFY(!actions->pushAction()->isEnabled()); // while it runs
        QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 1, 30000);
        const auto reactions = server.commentReactions(comment);
        QCOMPARE(reactions.size(), 1);
        QCOMPARE(reactions.constFirst().user, QStringLiteral("qf-priya"));
        QCOMPARE(reactions.constFirst().content, QStringLiteral("+1"));
        QCOMPARE(ballots->table()->rowCount(), 0);
        QVERIFY(ballots->isHidden());
        QCOMPARE(actions->pendingButton()->text(), QStringLiteral("Outbox empty"));
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("1 ballot sent."));
        QTRY_COMPARE(panel->summaryText(),
                     QStringLiteral("1 of 2 organizations voted; quorum needs 2; approvals 1 of 1"));
        QCOMPARE(panel->quorumBar()->format(),
                 QStringLiteral("1 of 2 for quorum: 1 more organization needed"));
        QVERIFY(panel->quorumBar()->value() < panel->quorumBar()->maximum());

        // Online, a change goes at once: still exactly one reaction, the new one.
        QTest::mouseClick(panel->button(BallotChoice::Reject), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 2, 30000);
        QCOMPARE(server.commentReactions(comment).size(), 1);
        QCOMPARE(server.commentReactions(comment).constFirst().content, QStringLiteral("-1"));
    }

    void applicationNotInVotingHidesPanel()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        window.show();
        VoteController *controller = controllerOf(window);
        VotePanel *panel = controller->panel();
        QVERIFY(window.selectApplication(12));
        QTRY_VERIFY(panel->isVisible());

        int other = 0;
        for (int n = 1; n < 100 && other == 0; ++n) {
            const auto vote = controller->session()->vote(n);
            if (n != 12 && (!vote || !vote->open) && window.selectApplication(n)) {
                other = n;
            }
        }
        QVERIFY(other > 0);
        QCOMPARE(window.selectedApplication(), other);
        QTRY_VERIFY(!panel->isVisible());

        // Activating #12 in the Open votes dock selects it again and shows its vote.
        QListWidget *list = controller->openVotesPanel()->list();
        QListWidgetItem *item = nullptr;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->data(Qt::UserRole).toInt() == 12) {
                item = list->item(i);
            }
        }
        QVERIFY(item);
        emit list->itemActivated(item);
        QCOMPARE(window.selectedApplication(), 12);
        QTRY_VERIFY(panel->isVisible());
    }
};

QTEST_MAIN(TestVotePanel)
#include "tst_votepanel.moc"

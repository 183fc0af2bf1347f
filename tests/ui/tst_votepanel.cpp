#include "MainWindow.h"
#include "VotePanel.h"
#include "voting/VotingSession.h"
#include "workspace/Workspace.h"

#include <QDockWidget>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

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
        // Quorum is met (5 of the 4 needed), the majority bar counts approvals.
        QCOMPARE(panel->quorumBar()->value(), panel->quorumBar()->maximum());
        QCOMPARE(panel->majorityBar()->value(), 3);
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

#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/BallotReasons.h"
#include "core/voting/BallotSender.h"
#include "core/voting/VoteService.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionController.h"
#include "ui/outbox/OutboxPanel.h"
#include "ui/voting/OpenVotesPanel.h"
#include "ui/voting/PendingBallotsView.h"
#include "ui/voting/VoteController.h"
#include "ui/voting/VotePanel.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/window/MainWindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QToolButton>

#include <memory>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::isolateSettings;

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

    // A demo window with #12's vote on screen, for the tests that cast a ballot. The window goes
    // before its workspace.
    struct DemoVoteWindow
    {
        std::unique_ptr<Workspace> workspace;
        std::unique_ptr<MainWindow> window;
        VotePanel *panel = nullptr;
        VotingSession *session = nullptr;
    };

    void showDemoVote(DemoVoteWindow &demo)
    {
        demo.workspace = std::make_unique<Workspace>(demoOptions());
        QVERIFY2(demo.workspace->open(), qPrintable(demo.workspace->errorString()));
        demo.window = std::make_unique<MainWindow>(*demo.workspace);
        demo.window->show();
        VoteController *controller = controllerOf(*demo.window);
        QVERIFY(controller);
        demo.panel = controller->panel();
        demo.session = controller->session();
        QVERIFY(demo.window->selectApplication(12));
        QTRY_VERIFY(demo.panel->isVisible());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        QVERIFY(m_dataDir.isValid());
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_votepanel"));
        QSettings().clear();
    }

    void demoVoteShowsTallyAndButtons()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        window.show();
        // On screen: a dock opened now refreshes at once (at start-up it waits for the paint).
        QVERIFY(QTest::qWaitForWindowExposed(&window));
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

        // The open votes dock lists #12, computed once it is opened (not before the window's
        // first paint, while it is closed).
        QVERIFY(controller->openVotesPanel()->isStale());
        QCOMPARE(controller->openVotesPanel()->list()->count(), 0);
        controller->openVotesDock()->show();
        QVERIFY(!controller->openVotesPanel()->isStale());
        QListWidget *list = controller->openVotesPanel()->list();
        bool listed = false;
        for (int i = 0; i < list->count(); ++i) {
            listed = listed || list->item(i)->data(Qt::UserRole).toInt() == 12;
        }
        QVERIFY(listed);
    }

    // The voting window its comment states: when the vote may close before its deadline.
    void theVotingWindowSaysWhenTheVoteMayClose()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        IssueCache cache(workspace.database());
        std::optional<Comment> voteComment;
        for (const Comment &comment : cache.comments(12)) {
            if (comment.body.contains(QStringLiteral("<!-- acp-workbench:vote -->"))) {
                voteComment = comment;
            }
        }
        QVERIFY(voteComment);
        const QDate today = QDate::currentDate();
        Comment edited = *voteComment;
        edited.body += QStringLiteral("\n<!-- acp-workbench:vote-earliest-close=%1 -->\n")
                           .arg(today.addDays(2).toString(Qt::ISODate));
        QVERIFY(cache.upsertComment(edited));

        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        VotePanel *panel = controllerOf(window)->panel();
        QVERIFY(window.selectApplication(12));
        QTRY_VERIFY(panel->isVisible());
        auto *rule = panel->findChild<QLabel *>(QStringLiteral("voteRule"));
        QVERIFY2(rule->text().contains(QStringLiteral("May close early from")),
                 qPrintable(rule->text()));

        // The wait is over; one organization could still turn the result.
        edited = *voteComment;
        edited.body += QStringLiteral("\n<!-- acp-workbench:vote-earliest-close=%1 -->\n")
                           .arg(today.addDays(-1).toString(Qt::ISODate));
        QVERIFY(cache.upsertComment(edited));
        panel->reload();
        QVERIFY2(rule->text().contains(QStringLiteral("May close early once its result can no "
                                                      "longer change.")),
                 qPrintable(rule->text()));
    }

    void clickingRejectCastsAndUpdatesTally()
    {
        DemoVoteWindow demo;
        showDemoVote(demo);
        if (QTest::currentTestFailed()) {
            return;
        }
        VotePanel *panel = demo.panel;
        VotingSession *session = demo.session;

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

    // The reason typed beside the buttons goes with the ballot, and the table shows it beside
    // that ballot; with the setting on, a ballot without one is refused and nothing is cast.
    void reasonGoesWithTheBallot()
    {
        DemoVoteWindow demo;
        showDemoVote(demo);
        if (QTest::currentTestFailed()) {
            return;
        }
        VotePanel *panel = demo.panel;
        VotingSession *session = demo.session;
        {
            QSettings settings;
            BallotReasons::setRequired(settings, true);
        }
        panel->showApplication(12); // reads the setting again
        QVERIFY(panel->reasonEdit()->placeholderText().contains(QStringLiteral("required")));
        QTest::mouseClick(panel->button(BallotChoice::Approve), Qt::LeftButton);
        QCOMPARE(session->myBallot(*session->vote(12)).current(), BallotChoice::Ambiguous);

        const QString words = QStringLiteral("Upstream CI is green <b>on every PR</b>.");
        QTest::keyClicks(panel->reasonEdit(), words);
        QTest::mouseClick(panel->button(BallotChoice::Approve), Qt::LeftButton);
        QTRY_COMPARE(session->myBallot(*session->vote(12)).current(), BallotChoice::Approve);
        QVERIFY(panel->reasonEdit()->text().isEmpty()); // it went with the ballot
        QTableWidget *table = panel->table();
        QCOMPARE(table->horizontalHeaderItem(4)->text(), QStringLiteral("Reason"));
        bool shown = false;
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, 1)->text() == VoteService::demoLogin()) {
                QCOMPARE(table->item(row, 4)->text(), words); // as typed: plain text
                QCOMPARE(table->item(row, 4)->toolTip(), words);
                shown = true;
            }
        }
        QVERIFY(shown);
        QSettings().remove(QStringLiteral("voting/requireBallotReason"));
    }

    // Offline, a ballot waits in the Outbox (its own section, cancellable); Push Now sends it
    // through the workspace's voting session: one reaction on the server, the queue empty.
    void pushNowSendsQueuedBallots()
    {
        GitHubTestServer server;
        server.setTokenLogin(QStringLiteral("priya-token"), QStringLiteral("qf-priya"));
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("[ACP Application]: Lumen LPU"),
                            QStringLiteral("### Platform name\n\nLumen LPU\n"),
                            QStringLiteral("lumen-vendor"), { QStringLiteral("voting") });
        server.setAuthorAssociation(QStringLiteral("wg-cochair-ana"), QStringLiteral("MEMBER"));
        const qint64 comment = server.addComment(
            number, QStringLiteral("wg-cochair-ana"),
            QStringLiteral("| Organization | Representative |\n|---|---|\n"
                           "| Quillfeather AI | @qf-priya |\n| Halcyon | @halcyon-lin |\n\n"
                           "<!-- acp-workbench:vote -->\n"));
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
        QCOMPARE(controller->session(), workspace.votingSession());
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
        QTRY_COMPARE(
            panel->summaryText(),
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

    // Beside the vote: a second vote comment by a trusted author and a forged one by an
    // outsider, each named with which comment counts and why; the vote does not move. A ballot
    // after the closing date is in the table as late, not counted.
    void secondVoteCommentAndLateBallotAreShown()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        IssueCache cache(workspace.database());
        const Comment real = *cache.comment(3650014809);
        Comment second = real;
        second.id = 9900002;
        second.author = QStringLiteral("wg-cochair-ben");
        second.createdAt = real.createdAt.addDays(2);
        second.body.replace(QStringLiteral("7d2a4c6e"), QStringLiteral("00000000"));
        QVERIFY(cache.upsertComment(second));
        Comment forged = real;
        forged.id = 9900003;
        forged.author = QStringLiteral("mallory");
        forged.authorAssociation = QStringLiteral("NONE");
        forged.createdAt = real.createdAt.addDays(3);
        QVERIFY(cache.upsertComment(forged));
        const QDate closes = VoteService::of(workspace).vote(12)->closes;
        QList<Reaction> reactions = cache.reactions(ReactionSubject::Comment, real.id);
        reactions.append({ 95, QStringLiteral("occ-jana"), QStringLiteral("-1"),
                           QDateTime(closes.addDays(1), QTime(9, 0), QTimeZone::utc()) });
        QVERIFY(cache.replaceReactions(ReactionSubject::Comment, real.id, reactions));

        MainWindow window(workspace);
        window.show();
        VotePanel *panel = controllerOf(window)->panel();
        QVERIFY(window.selectApplication(12));
        QTRY_VERIFY(panel->isVisible());
        QLabel *warnings = panel->warningsLabel();
        QVERIFY(warnings->isVisible());
        QCOMPARE(warnings->textFormat(), Qt::PlainText);
        const QString text = warnings->text();
        QVERIFY2(text.contains(QStringLiteral("Two vote comments")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("wg-cochair-ben")));
        QVERIFY(text.contains(QStringLiteral("mallory")));
        QCOMPARE(text.count(QLatin1Char('\n')), 1); // one line each
        QCOMPARE(panel->summaryText(),
                 QStringLiteral("5 of 6 organizations voted; quorum needs 4; approvals 3 of 5"));

        bool lateShown = false;
        for (int row = 0; row < panel->table()->rowCount(); ++row) {
            if (panel->table()->item(row, 1)->text() == QLatin1String("occ-jana")
                && panel->table()->item(row, 2)->text().contains(QStringLiteral("late"))) {
                lateShown = true;
                QVERIFY(
                    panel->table()->item(row, 3)->text().startsWith(QStringLiteral("Not counted")));
            }
        }
        QVERIFY(lateShown);

        // Without them, no warning.
        QVERIFY(cache.deleteComment(second.id));
        QVERIFY(cache.deleteComment(forged.id));
        panel->reload();
        QVERIFY(panel->warningsLabel()->isHidden());
    }

    // The thread labels each comment's standing: "Working group" only for a trusted author;
    // a passer-by copying a co-chair's words is another participant, the applicant (an owner
    // of the repository here) stays the applicant.
    void threadShowsWhoSpeaksForTheWorkingGroup()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        IssueCache cache(workspace.database());
        Comment forged = *cache.comment(3650014809);
        forged.id = 9900004;
        forged.author = QStringLiteral("mallory");
        forged.authorAssociation = QStringLiteral("NONE");
        forged.createdAt = forged.createdAt.addDays(1);
        QVERIFY(cache.upsertComment(forged));
        Comment owner = forged;
        owner.id = 9900005;
        owner.author = QStringLiteral("tessellary-asb");
        owner.authorAssociation = QStringLiteral("OWNER");
        QVERIFY(cache.upsertComment(owner));

        MainWindow window(workspace);
        window.show();
        QVERIFY(window.selectApplication(12));
        auto *thread = window.findChild<MarkdownView *>(QStringLiteral("markdownView"));
        QVERIFY(thread);
        thread->finishRendering(); // the comments after the first screens come in steps
        const QString text = thread->document()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("wg-cochair-ana · Working group")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("mallory · Other participant")));
        QVERIFY(text.contains(QStringLiteral("tessellary-asb · Applicant")));
        QVERIFY(!text.contains(QStringLiteral("mallory · Working group")));
        QVERIFY(!text.contains(QStringLiteral("tessellary-asb · Working group")));
    }

    void applicationNotInVotingHidesPanel()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        window.show();
        // On screen: a dock opened now refreshes at once (at start-up it waits for the paint).
        QVERIFY(QTest::qWaitForWindowExposed(&window));
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

        // Activating #12 in the Open votes dock selects it again and shows its vote. (A dock
        // restored open at start-up fills in once the event loop has painted the window.)
        controller->openVotesDock()->show();
        QTRY_VERIFY(!controller->openVotesPanel()->isStale());
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

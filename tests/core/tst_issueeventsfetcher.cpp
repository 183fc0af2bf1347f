// The label history a sync reads after the issues (GitHub's issue events, newest first): stored
// once, read again only when an issue changed and then only down to what is known, resumed
// after a failure without a gap, and the dashboard's time per stage measured from it.

#include "GitHubTestServer.h"
#include "ServerWorkspaces.h"
#include "TestSupport.h"
#include "core/dashboard/DashboardFigures.h"
#include "core/github/GitHubClient.h"
#include "core/store/IssueEventStore.h"
#include "core/sync/IssueEventsFetcher.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

namespace {

SyncResult sync(Workspace &workspace, int issueNumber = 0)
{
    QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
    if (issueNumber > 0)
        workspace.syncEngine()->syncIssue(issueNumber);
    else
        workspace.syncEngine()->start();
    if (finished.isEmpty() && !finished.wait(60000))
        qWarning("the sync did not finish");
    return finished.isEmpty() ? SyncResult()
                              : finished.constFirst().constFirst().value<SyncResult>();
}

int eventListings(const GitHubTestServer &server)
{
    int count = 0;
    for (const auto &request : server.requests()) {
        if (request.pathAndQuery.contains(s("/issues/events")))
            ++count;
    }
    return count;
}

struct Rig
{
    explicit Rig(GitHubTestServer &server)
    {
        workspace = std::make_unique<Workspace>(
            acp::test::workspaceOptionsFor(server, dir.filePath(s("ws.sqlite3"))));
        if (!workspace->open())
            qFatal("could not open the workspace");
        RetryPolicy quick;
        quick.second = std::chrono::milliseconds(1);
        quick.maxAttempts = 1;
        workspace->client()->setRetryPolicy(quick);
    }
    QList<IssueEvent> events(int number) const
    {
        return IssueEventStore(workspace->database()).events(number);
    }
    QTemporaryDir dir;
    std::unique_ptr<Workspace> workspace;
};

} // namespace

class tst_IssueEventsFetcher : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void historyIsReadOnceAndThenOnlyWhatIsNew()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int a = server.addIssue(s("[ACP Application]: A"), s("### Platform name\n\nA\n"),
                                      s("vendor-a"), { s("new") });
        server.setIssueLabels(a, { s("needs-info") });
        const int b = server.addIssue(s("[ACP Application]: B"), s("### Platform name\n\nB\n"),
                                      s("vendor-b"), { s("new") });
        server.setIssueLabels(b, { s("voting") });
        server.setIssueLabels(b, { s("declined") });
        server.closeIssue(b);
        server.setNow(server.now().addSecs(60));
        Rig rig(server);

        QVERIFY(sync(*rig.workspace).ok());
        QCOMPARE(eventListings(server), 1);
        const QList<IssueEvent> ofB = rig.events(b);
        QStringList kinds;
        for (const IssueEvent &event : ofB)
            kinds.append(event.event + (event.label.isEmpty() ? QString() : s(":") + event.label));
        QCOMPARE(kinds,
                 (QStringList { s("labeled:new"), s("unlabeled:new"), s("labeled:voting"),
                                s("unlabeled:voting"), s("labeled:declined"), s("closed") }));
        QCOMPARE(rig.events(a).size(), 3);

        // Nothing changed: not even a request for the history.
        server.clearRequests();
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(*rig.workspace).ok());
        QCOMPARE(eventListings(server), 0);

        // Re-opened and re-labelled: one page, the new events added, nothing doubled.
        server.reopenIssue(b);
        server.setIssueLabels(b, { s("voting") });
        server.setNow(server.now().addSecs(60));
        server.clearRequests();
        QVERIFY(sync(*rig.workspace).ok());
        QCOMPARE(eventListings(server), 1);
        QCOMPARE(rig.events(b).size(), ofB.size() + 3);
        QCOMPARE(rig.events(a).size(), 3);

        // A one-issue sync leaves the history alone.
        server.setIssueLabels(a, { s("voting") });
        server.clearRequests();
        QVERIFY(sync(*rig.workspace, a).ok());
        QCOMPARE(eventListings(server), 0);
    }

    // The second page fails: the sync still succeeds (the dashboard falls back on comments),
    // the mark stays, and the next sync reads both pages again, storing each event once.
    void anInterruptedReadResumesWithoutAGap()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        QList<int> numbers;
        for (int i = 0; i < 70; ++i) {
            const int number =
                server.addIssue(s("[ACP Application]: P%1").arg(i),
                                s("### Platform name\n\nP%1\n").arg(i), s("vendor"), { s("new") });
            server.setIssueLabels(number, { s("needs-info") }); // 1 + 2 events each
            numbers.append(number);
        }
        QCOMPARE(server.issueEvents().size(), 210); // three pages of 100
        server.setNow(server.now().addSecs(60));
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.pathContains = s("/issues/events?per_page=100&page=2");
        server.injectFault(fault);
        Rig rig(server);

        QVERIFY(sync(*rig.workspace).ok());
        QCOMPARE(eventListings(server), 2);
        QCOMPARE(IssueEventStore(rig.workspace->database()).marks().throughEventId, 0);
        QVERIFY(IssueEventStore(rig.workspace->database()).allEvents().size() < 70);

        server.clearRequests();
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(*rig.workspace).ok());
        QCOMPARE(eventListings(server), 3);
        const auto all = IssueEventStore(rig.workspace->database()).allEvents();
        QCOMPARE(all.size(), 70);
        for (int number : std::as_const(numbers))
            QCOMPARE(all.value(number).size(), 3);
        QCOMPARE(IssueEventStore(rig.workspace->database()).marks().throughEventId,
                 server.issueEvents().constLast().id);
    }

    // Labels changed by hand on GitHub, with no workbench comment at all: the dashboard's time
    // per stage comes from the history.
    void theDashboardMeasuresFromTheHistory()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(s("[ACP Application]: Lumen"), s("### Platform name\n\nLumen\n"),
                            s("vendor"), { s("new") });
        const QDateTime opened = server.issues().constLast().createdAt;
        server.setNow(opened.addDays(3).addSecs(-1));
        server.setIssueLabels(number, { s("voting") }); // by hand: no vote comment
        // A later edit: without the history, the change would be dated to the last update.
        server.setNow(opened.addDays(5));
        server.editIssue(number, s("[ACP Application]: Lumen LPU"),
                         s("### Platform name\n\nLumen LPU\n"));
        server.setNow(opened.addDays(10));
        Rig rig(server);
        QVERIFY(sync(*rig.workspace).ok());

        const DashboardFigures figures =
            DashboardFigures::compute(*rig.workspace, opened.addDays(10));
        QCOMPARE(figures.timelines.size(), 1);
        const StageTimeline &timeline = figures.timelines.constFirst();
        QCOMPARE(timeline.current, ProcessStage::Voting);
        QCOMPARE(timeline.daysIn(ProcessStage::PreReview, opened.addDays(10)), 3.0);
        QCOMPARE(timeline.daysIn(ProcessStage::Voting, opened.addDays(10)), 7.0);
    }
};

QTEST_GUILESS_MAIN(tst_IssueEventsFetcher)
#include "tst_issueeventsfetcher.moc"

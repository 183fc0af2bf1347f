// The news a sync brings (what the window's desktop notification says): an applicant's answer,
// a vote reaching quorum or closing, a deadline passing. Real syncs against the loopback
// server; strangers' comments and reactions are no news.

#include "ServerWorkspaces.h"
#include "TestSupport.h"
#include "core/actions/ReviewNews.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QScopeGuard>
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

QStringList texts(const QList<ReviewNewsItem> &news)
{
    QStringList list;
    for (const ReviewNewsItem &item : news)
        list << item.text;
    return list;
}
} // namespace

class tst_ReviewNews : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static bool sync(Workspace &workspace)
    {
        QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
        workspace.syncEngine()->start();
        if (!finished.wait(30000))
            return false;
        const auto result = finished.constFirst().constFirst().value<SyncResult>();
        if (!result.ok())
            qWarning() << result.errorString;
        return result.ok();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir.path(), s("tst_reviewnews"));
    }

    void syncBringsNews()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int waiting =
            test::addApplicationAwaitingAnswer(server, s("Fjord DSP"), s("fjord-vendor"));
        const int voting = server.addIssue(s("[ACP Application]: Lumen LPU"),
                                           s("### Platform name\n\nLumen LPU\n"), s("lumen-vendor"),
                                           { s("voting") });
        const qint64 vote = server.addComment(
            voting, s("wg-cochair-ana"),
            s("| Organization | Representative |\n|---|---|\n"
              "| Quillfeather AI | @qf-priya |\n| Halcyon | @halcyon-lin |\n\n"
              "<!-- acp-workbench:vote -->\n<!-- acp-workbench:vote-closes=2030-06-30 -->"));
        server.setNow(server.now().addSecs(60));

        Workspace workspace(test::workspaceOptionsFor(server, m_dir.filePath(s("news.sqlite3"))));
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QVERIFY(sync(workspace));
        const QDate today(2030, 6, 1);
        const ReviewNewsSnapshot first = ReviewNewsSnapshot::take(workspace, today);
        QVERIFY(first.newsSince(first).isEmpty());

        // Strangers: a passer-by answering for the applicant, reactions from outside the roster.
        server.addComment(waiting, s("passer-by"), s("I can answer that: the CI is green."));
        server.addCommentReaction(vote, s("passer-by"), s("+1"));
        server.addCommentReaction(vote, s("another-stranger"), s("+1"));
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(workspace));
        const ReviewNewsSnapshot quiet = ReviewNewsSnapshot::take(workspace, today);
        QVERIFY2(quiet.newsSince(first).isEmpty(),
                 qPrintable(texts(quiet.newsSince(first)).join(QLatin1Char('\n'))));

        // The applicant answers; both organizations vote.
        server.addComment(waiting, s("fjord-vendor"), s("Here is the CI: https://ci.example"));
        server.addCommentReaction(vote, s("qf-priya"), s("+1"));
        server.addCommentReaction(vote, s("halcyon-lin"), s("-1"));
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(workspace));
        const ReviewNewsSnapshot second = ReviewNewsSnapshot::take(workspace, today);
        const QList<ReviewNewsItem> news = second.newsSince(quiet);
        QCOMPARE(texts(news),
                 QStringList({ s("#%1 Fjord DSP: the applicant answered the request for "
                                 "information.")
                                   .arg(waiting),
                               s("#%1 Lumen LPU: the vote reached quorum.").arg(voting) }));
        QCOMPARE(news.at(0).kind, ReviewNewsItem::Kind::ApplicantAnswered);
        QCOMPARE(news.at(0).issueNumber, waiting);
        QCOMPARE(news.at(1).kind, ReviewNewsItem::Kind::QuorumReached);
        // Once said, not said again.
        QVERIFY(ReviewNewsSnapshot::take(workspace, today).newsSince(second).isEmpty());

        // The closing date passes (no sync needed), then the decision closes the vote.
        const ReviewNewsSnapshot late = ReviewNewsSnapshot::take(workspace, QDate(2030, 7, 1));
        const QList<ReviewNewsItem> deadline = late.newsSince(second);
        QCOMPARE(deadline.size(), 1);
        QCOMPARE(deadline.first().kind, ReviewNewsItem::Kind::DeadlinePassed);
        QCOMPARE(deadline.first().issueNumber, voting);
        QVERIFY2(
            deadline.first().text.startsWith(s("#%1 Lumen LPU: a deadline passed (").arg(voting)),
            qPrintable(deadline.first().text));

        server.setIssueLabels(voting, { s("approved") });
        server.closeIssue(voting);
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(workspace));
        const QList<ReviewNewsItem> closed =
            ReviewNewsSnapshot::take(workspace, QDate(2030, 7, 1)).newsSince(late);
        // Approved long before "today": its periodic review is already due, and that is news too.
        QCOMPARE(closed.size(), 2);
        QCOMPARE(closed.at(0).text, s("#%1 Lumen LPU: the vote closed.").arg(voting));
        QCOMPARE(closed.at(1).kind, ReviewNewsItem::Kind::DeadlinePassed);
        QVERIFY2(closed.at(1).text.contains(s("Periodic review")), qPrintable(closed.at(1).text));
    }

    // A team's own label for a state counts as the workbench's does: an open vote under
    // "In Voting" is an open vote (VoteService asks SQLite for every voting label).
    void teamLabelsCount()
    {
        QSettings().setValue(s("labels/voting"), s("voting, in voting"));
        const auto restore = qScopeGuard([] { QSettings().remove(s("labels/voting")); });
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.setAuthorAssociation(s("wg-cochair-ana"), s("MEMBER"));
        const int voting = server.addIssue(s("[ACP Application]: Lumen LPU"),
                                           s("### Platform name\n\nLumen LPU\n"), s("lumen-vendor"),
                                           { s("In Voting") });
        const qint64 vote = server.addComment(
            voting, s("wg-cochair-ana"),
            s("| Organization | Representative |\n|---|---|\n| Quillfeather AI | @qf-priya |\n\n"
              "<!-- acp-workbench:vote -->"));
        Workspace workspace(test::workspaceOptionsFor(server, m_dir.filePath(s("team.sqlite3"))));
        QVERIFY(workspace.open());
        QVERIFY(sync(workspace));
        const QList<VoteInfo> open = workspace.votingSession()->openVotes();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().issueNumber, voting);

        const ReviewNewsSnapshot before = ReviewNewsSnapshot::take(workspace);
        server.addCommentReaction(vote, s("qf-priya"), s("+1"));
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(workspace));
        QCOMPARE(texts(ReviewNewsSnapshot::take(workspace).newsSince(before)),
                 QStringList { s("#%1 Lumen LPU: the vote reached quorum.").arg(voting) });
    }

    // A platform name is the applicant's text: one line, whatever it holds.
    void namesAreOneLine()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int waiting = test::addApplicationAwaitingAnswer(
            server, s("Evil <b>NPU</b>\t\u2028x"), s("evil-vendor"));
        Workspace workspace(test::workspaceOptionsFor(server, m_dir.filePath(s("names.sqlite3"))));
        QVERIFY(workspace.open());
        QVERIFY(sync(workspace));
        const ReviewNewsSnapshot before = ReviewNewsSnapshot::take(workspace);
        server.addComment(waiting, s("evil-vendor"), s("Answer"));
        server.setNow(server.now().addSecs(60));
        QVERIFY(sync(workspace));
        const QList<ReviewNewsItem> news = ReviewNewsSnapshot::take(workspace).newsSince(before);
        QCOMPARE(news.size(), 1);
        QVERIFY(!news.first().text.contains(QLatin1Char('\n')));
        QVERIFY(!news.first().text.contains(QChar(0x2028))); // a line separator is a break too
        QVERIFY2(news.first().text.contains(s("<b>NPU</b>")), qPrintable(news.first().text));
    }
};

QTEST_MAIN(tst_ReviewNews)
#include "tst_reviewnews.moc"

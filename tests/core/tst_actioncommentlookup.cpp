// ActionCommentLookup against the loopback GitHub-shaped server: "not found" lets an action be
// posted again, so it must hold for the whole thread, also when a comment is deleted while the
// thread is paged.

#include "GitHubTestServer.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/ActionCommentLookup.h"
#include "core/outbox/OutboxAction.h"

#include <QSignalSpy>
#include <QTest>

#include <optional>

using namespace acp;
using acp::test::GitHubTestServer;

namespace {

const QString kUuid = QStringLiteral("0b7d4c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e");

// An issue with `count` comments, ten to a page; the one at `markedAt` (if any) carries the
// action's marker.
struct Thread
{
    int issue = 0;
    QList<qint64> comments;
};
Thread addThread(GitHubTestServer &server, int count, int markedAt)
{
    server.setPageSizeLimit(10);
    Thread thread;
    thread.issue = server.addIssue(QStringLiteral("[ACP Application]: Paged"),
                                   QStringLiteral("### Platform name\n\nPaged\n"));
    for (int i = 0; i < count; ++i) {
        const QString body = i == markedAt
            ? QStringLiteral("Requested.\n\n") + OutboxAction::actionMarker(kUuid)
            : QStringLiteral("Comment %1").arg(i);
        thread.comments.append(server.addComment(thread.issue, QStringLiteral("commenter"), body));
    }
    return thread;
}

struct Lookup : QObject
{
    std::optional<ActionCommentLookup::Result> result;

    void run(GitHubClient &client, const GitHubTestServer &server, int issue)
    {
        ActionCommentLookup::start(client, this, server.fullName(), issue, kUuid, {},
                                   [this](const ActionCommentLookup::Result &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000);
    }
};

int threadRequests(const GitHubTestServer &server, int issue)
{
    int count = 0;
    for (const auto &record : server.requests())
        count += record.pathAndQuery.contains(QStringLiteral("/issues/%1/comments").arg(issue));
    return count;
}

} // namespace

class tst_ActionCommentLookup : public QObject
{
    Q_OBJECT
private slots:
    void onePage_readOnce()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const Thread thread = addThread(server, 5, -1);
        GitHubClient client(server.apiUrl(), QStringLiteral("token"));
        Lookup lookup;
        lookup.run(client, server, thread.issue);
        QCOMPARE(lookup.result->outcome, ActionCommentLookup::Outcome::NotFound);
        QCOMPARE(threadRequests(server, thread.issue), 1);
    }

    void severalPages_notFoundOnlyOnceTwoReadsAgree()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const Thread thread = addThread(server, 25, -1);
        GitHubClient client(server.apiUrl(), QStringLiteral("token"));
        Lookup lookup;
        lookup.run(client, server, thread.issue);
        QCOMPARE(lookup.result->outcome, ActionCommentLookup::Outcome::NotFound);
        QCOMPARE(threadRequests(server, thread.issue), 6); // three pages, twice
    }

    void markerHiddenByADeletion_isFound()
    {
        // The marked comment is the first of page 2. Comment 3 is deleted just after page 1 was
        // served: the marked one slides onto page 1, and the first read does not see it. Taken
        // for "not found", the action would be posted a second time.
        GitHubTestServer server;
        QVERIFY(server.listen());
        const Thread thread = addThread(server, 25, 10);
        bool deleted = false;
        connect(&server, &GitHubTestServer::requestServed, this, [&](int, const QString &path) {
            if (!deleted && path.contains(QLatin1String("/comments"))) {
                deleted = true;
                server.deleteComment(thread.comments.at(2));
            }
        });
        GitHubClient client(server.apiUrl(), QStringLiteral("token"));
        Lookup lookup;
        lookup.run(client, server, thread.issue);
        QVERIFY(deleted);
        QCOMPARE(lookup.result->outcome, ActionCommentLookup::Outcome::Found);
        QCOMPARE(lookup.result->comment.id, thread.comments.at(10));
    }

    void threadChangingAtEveryRead_fails()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const Thread thread = addThread(server, 25, -1);
        int deleted = 0;
        connect(&server, &GitHubTestServer::requestServed, this, [&](int, const QString &path) {
            if (path.contains(QLatin1String("/comments"))
                && !path.contains(QLatin1String("&page=")))
                server.deleteComment(thread.comments.at(deleted++));
        });
        GitHubClient client(server.apiUrl(), QStringLiteral("token"));
        Lookup lookup;
        lookup.run(client, server, thread.issue);
        // The comment's fate is unknown: the outbox looks again before posting anything.
        QCOMPARE(lookup.result->outcome, ActionCommentLookup::Outcome::Failed);
        QCOMPARE(lookup.result->response.errorString,
                 QStringLiteral("The comments changed while each of 4 reads of them was under "
                                "way."));
        QCOMPARE(deleted, 4);
    }
};

QTEST_GUILESS_MAIN(tst_ActionCommentLookup)
#include "tst_actioncommentlookup.moc"

#include "core/github/GitHubJson.h"
#include "core/github/LinkHeader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

using namespace acp;

namespace {

// Fixtures are written with single quotes (moc trips over raw strings holding "//").
QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray(json).replace('\'', '"'), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad fixture: %s", qPrintable(error.errorString()));
    return document.object();
}

QDateTime utc(int y, int mo, int d, int h, int mi, int s)
{
    return QDateTime(QDate(y, mo, d), QTime(h, mi, s), QTimeZone::utc());
}

// Shapes follow GitHub's documented examples (octokit/openapi), trimmed to what matters.
const char *const kIssue =
    "{"
    "'id': 1296269,"
    "'node_id': 'MDU6SXNzdWUxMjk2MjY5',"
    "'url': 'https://api.github.com/repos/pytorch-fdn/additional-compute-platforms/issues/1347',"
    "'html_url': 'https://github.com/pytorch-fdn/additional-compute-platforms/issues/1347',"
    "'number': 1347,"
    "'state': 'closed',"
    "'state_reason': 'not_planned',"
    "'title': '[Application] Example accelerator',"
    "'body': '### Platform name\\n\\nExample\\n\\n### CI\\n\\n_No response_',"
    "'user': { 'login': 'octocat', 'id': 1 },"
    "'labels': ["
    "{ 'id': 208045946, 'name': 'New', 'description': 'Awaiting pre-review', 'color': 'f29513', "
    "'default': true },"
    "{ 'id': 208045947, 'name': 'needs-info', 'description': null, 'color': 'ededed', 'default': "
    "false }"
    "],"
    "'locked': false,"
    "'comments': 7,"
    "'closed_at': '2024-03-05T10:11:12Z',"
    "'created_at': '2011-04-22T13:33:48Z',"
    "'updated_at': '2024-03-05T10:11:12Z',"
    "'reactions': { 'url': 'x', 'total_count': 5, '+1': 3, '-1': 1, 'eyes': 1, 'laugh': 0 }"
    "}";

} // namespace

class TestGitHubJson : public QObject
{
    Q_OBJECT
private slots:
    void issue_allFields()
    {
        const Issue issue = github::issueFromJson(parse(kIssue));
        QCOMPARE(issue.number, 1347);
        QCOMPARE(issue.githubId, qint64(1296269));
        QCOMPARE(issue.nodeId, QStringLiteral("MDU6SXNzdWUxMjk2MjY5"));
        QCOMPARE(issue.title, QStringLiteral("[Application] Example accelerator"));
        QCOMPARE(issue.body,
                 QStringLiteral("### Platform name\n\nExample\n\n### CI\n\n_No response_"));
        QCOMPARE(issue.author, QStringLiteral("octocat"));
        QCOMPARE(issue.state, QStringLiteral("closed"));
        QCOMPARE(issue.stateReason, QStringLiteral("not_planned"));
        QCOMPARE(issue.labels,
                 QStringList({ QStringLiteral("New"), QStringLiteral("needs-info") }));
        QCOMPARE(issue.createdAt, utc(2011, 4, 22, 13, 33, 48));
        QCOMPARE(issue.updatedAt, utc(2024, 3, 5, 10, 11, 12));
        QCOMPARE(issue.closedAt, utc(2024, 3, 5, 10, 11, 12));
        QCOMPARE(issue.createdAt.timeZone(), QTimeZone::utc());
        QCOMPARE(issue.htmlUrl,
                 QUrl(QStringLiteral(
                     "https://github.com/pytorch-fdn/additional-compute-platforms/issues/1347")));
        QCOMPARE(issue.commentCount, 7);
        QCOMPARE(issue.reactionCount, 5);
        QVERIFY(!issue.isPullRequest);
        QVERIFY(!issue.deleted);
    }

    void issue_nullBodyAndOpenState()
    {
        const Issue issue = github::issueFromJson(
            parse("{"
                  "'id': 2, 'number': 2, 'title': 't', 'body': null, 'state': 'open', "
                  "'state_reason': null,"
                  "'user': { 'login': 'a' }, 'labels': [], 'comments': 0, 'closed_at': null,"
                  "'created_at': '2024-01-01T00:00:00Z', 'updated_at': '2024-01-02T00:00:00Z' }"));
        QVERIFY(issue.body.isEmpty());
        QVERIFY(issue.stateReason.isEmpty());
        QVERIFY(!issue.closedAt.isValid());
        QCOMPARE(issue.reactionCount, 0); // no rollup at all
        QVERIFY(issue.labels.isEmpty());
    }

    void issue_ghostUser()
    {
        const Issue nullUser =
            github::issueFromJson(parse("{ 'number': 3, 'user': null, 'title': 'x' }"));
        QCOMPARE(nullUser.author, QStringLiteral("ghost"));
        const Issue missingUser = github::issueFromJson(parse("{ 'number': 3 }"));
        QCOMPARE(missingUser.author, QStringLiteral("ghost"));
    }

    void issue_pullRequest()
    {
        const Issue pr = github::issueFromJson(
            parse("{"
                  "'number': 4, 'title': 'Fix', 'user': { 'login': 'dev' },"
                  "'pull_request': { 'url': 'https://api.github.com/repos/o/r/pulls/4', "
                  "'merged_at': null } }"));
        QVERIFY(pr.isPullRequest);
        // The key alone decides, even with a null value.
        QVERIFY(
            github::issueFromJson(parse("{ 'number': 5, 'pull_request': null }")).isPullRequest);
    }

    void issue_labelStrings()
    {
        const Issue issue = github::issueFromJson(
            parse("{ 'number': 6, 'labels': ['voting', { 'name': 'Approved' }, '', {}] }"));
        QCOMPARE(issue.labels,
                 QStringList({ QStringLiteral("voting"), QStringLiteral("Approved") }));
    }

    void comment_allFields()
    {
        const Comment comment = github::commentFromJson(
            parse("{"
                  "'id': 1099511627776,"
                  "'node_id': 'MDEyOklzc3VlQ29tbWVudDE=',"
                  "'url': 'https://api.github.com/repos/o/r/issues/comments/1099511627776',"
                  "'html_url': 'https://github.com/o/r/issues/1347#issuecomment-1',"
                  "'body': 'Me too',"
                  "'user': { 'login': 'octocat' },"
                  "'created_at': '2011-04-14T16:00:49Z',"
                  "'updated_at': '2011-04-15T16:00:49Z',"
                  "'issue_url': 'https://api.github.com/repos/o/r/issues/1347',"
                  "'author_association': 'COLLABORATOR',"
                  "'reactions': { 'total_count': 2, '+1': 2 } }"));
        QCOMPARE(comment.id, Q_INT64_C(1099511627776)); // beyond 32 bits
        QCOMPARE(comment.issueNumber, 1347);
        QCOMPARE(comment.author, QStringLiteral("octocat"));
        QCOMPARE(comment.body, QStringLiteral("Me too"));
        QCOMPARE(comment.createdAt, utc(2011, 4, 14, 16, 0, 49));
        QCOMPARE(comment.updatedAt, utc(2011, 4, 15, 16, 0, 49));
        QCOMPARE(comment.htmlUrl,
                 QUrl(QStringLiteral("https://github.com/o/r/issues/1347#issuecomment-1")));
        QCOMPARE(comment.reactionCount, 2);
    }

    void comment_nullBodyGhost()
    {
        const Comment comment =
            github::commentFromJson(parse("{ 'id': 9, 'body': null, 'user': null, 'issue_url': "
                                          "'https://x/repos/o/r/issues/2' }"));
        QVERIFY(comment.body.isEmpty());
        QCOMPARE(comment.author, QStringLiteral("ghost"));
        QCOMPARE(comment.issueNumber, 2);
    }

    void reaction_fields()
    {
        const Reaction reaction = github::reactionFromJson(
            parse("{"
                  "'id': 1, 'node_id': 'MDg6UmVhY3Rpb24x', 'user': { 'login': 'voter' },"
                  "'content': '+1', 'created_at': '2016-05-20T20:09:31Z' }"));
        QCOMPARE(reaction.id, qint64(1));
        QCOMPARE(reaction.user, QStringLiteral("voter"));
        QCOMPARE(reaction.content, QStringLiteral("+1"));
        QCOMPARE(reaction.createdAt, utc(2016, 5, 20, 20, 9, 31));
        QCOMPARE(
            github::reactionFromJson(parse("{ 'id': 2, 'user': null, 'content': 'eyes' }")).user,
            QStringLiteral("ghost"));
    }

    void label_fields()
    {
        const Label label = github::labelFromJson(
            parse("{ 'id': 1, 'name': 'bug', 'color': 'f29513', 'description': null }"));
        QCOMPARE(label.name, QStringLiteral("bug"));
        QCOMPARE(label.color, QStringLiteral("f29513"));
        QVERIFY(label.description.isEmpty());
    }

    void issueNumberFromUrl_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("number");
        QTest::newRow("api") << QStringLiteral("https://api.github.com/repos/o/r/issues/42") << 42;
        QTest::newRow("loopback") << QStringLiteral("http://127.0.0.1:1234/repos/o/r/issues/7")
                                  << 7;
        QTest::newRow("empty") << QString() << 0;
        QTest::newRow("no number")
            << QStringLiteral("https://api.github.com/repos/o/r/issues/") << 0;
        QTest::newRow("not an issue")
            << QStringLiteral("https://api.github.com/repos/o/r/milestones/3") << 0;
        QTest::newRow("garbage") << QStringLiteral("https://api.github.com/repos/o/r/issues/4x")
                                 << 0;
    }
    void issueNumberFromUrl()
    {
        QFETCH(QString, url);
        QFETCH(int, number);
        QCOMPARE(github::issueNumberFromUrl(url), number);
    }

    void timestamps()
    {
        QCOMPARE(github::timestampFromJson(QJsonValue(QStringLiteral("2024-02-29T23:59:59Z"))),
                 utc(2024, 2, 29, 23, 59, 59));
        // An offset is converted to UTC.
        QCOMPARE(github::timestampFromJson(QJsonValue(QStringLiteral("2024-03-01T01:00:00+02:00"))),
                 utc(2024, 2, 29, 23, 0, 0));
        QVERIFY(!github::timestampFromJson(QJsonValue()).isValid());
        QVERIFY(!github::timestampFromJson(QJsonValue(QStringLiteral("yesterday"))).isValid());
        QCOMPARE(github::timestampToJson(utc(2024, 1, 2, 3, 4, 5)),
                 QStringLiteral("2024-01-02T03:04:05Z"));
        const QDateTime plusTwo(QDate(2024, 1, 2), QTime(5, 4, 5), QTimeZone(2 * 3600));
        QCOMPARE(github::timestampToJson(plusTwo), QStringLiteral("2024-01-02T03:04:05Z"));
        QVERIFY(github::timestampToJson(QDateTime()).isEmpty());
        // Round trip.
        const QDateTime when = utc(2023, 12, 31, 12, 0, 1);
        QCOMPARE(github::timestampFromJson(QJsonValue(github::timestampToJson(when))), when);
    }

    void linkHeader_github()
    {
        const QByteArray value = "<https://api.github.com/repositories/1300192/"
                                 "issues?page=2&per_page=100>; rel=\"next\", "
                                 "<https://api.github.com/repositories/1300192/"
                                 "issues?page=7&per_page=100>; rel=\"last\"";
        const auto links = github::parseLinkHeader(value);
        QCOMPARE(links.size(), 2);
        QCOMPARE(
            links.value(QStringLiteral("next")).toEncoded(),
            QByteArray("https://api.github.com/repositories/1300192/issues?page=2&per_page=100"));
        QCOMPARE(
            links.value(QStringLiteral("last")).toEncoded(),
            QByteArray("https://api.github.com/repositories/1300192/issues?page=7&per_page=100"));
    }

    void linkHeader_rfc8288()
    {
        // Commas and semicolons inside <…> and quotes, extra parameters, several rel types,
        // unquoted rel, odd spacing, upper case.
        const QByteArray value =
            "<https://x.test/a?since=2024-01-01T00%3A00%3A00Z&q=a,b;c>;title=\"x, y; z\";  "
            "REL=\"prev first\","
            "<https://x.test/n?page=3>;rel=next ,  </relative?page=9>; rel=\"last\"";
        const auto links =
            github::parseLinkHeader(value, QUrl(QStringLiteral("https://x.test/base/path")));
        QCOMPARE(links.value(QStringLiteral("prev")).toEncoded(),
                 QByteArray("https://x.test/a?since=2024-01-01T00%3A00%3A00Z&q=a,b;c"));
        QCOMPARE(links.value(QStringLiteral("first")), links.value(QStringLiteral("prev")));
        QCOMPARE(links.value(QStringLiteral("next")).toEncoded(),
                 QByteArray("https://x.test/n?page=3"));
        QCOMPARE(links.value(QStringLiteral("last")).toEncoded(),
                 QByteArray("https://x.test/relative?page=9"));
    }

    void linkHeader_malformed()
    {
        QVERIFY(github::parseLinkHeader(QByteArray()).isEmpty());
        QVERIFY(github::parseLinkHeader("garbage, more garbage").isEmpty());
        QVERIFY(github::parseLinkHeader("<https://x.test/unterminated; rel=\"next\"").isEmpty());
        const auto links =
            github::parseLinkHeader("nonsense; rel=next, <https://x.test/ok>; rel=next");
        QCOMPARE(links.value(QStringLiteral("next")).toEncoded(), QByteArray("https://x.test/ok"));
    }
};

QTEST_GUILESS_MAIN(TestGitHubJson)
#include "tst_githubjson.moc"

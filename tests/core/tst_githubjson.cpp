#include "core/github/GitHubJson.h"
#include "core/github/LinkHeader.h"

#include <QJsonArray>
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

// JSON written with ' for " (and so without escapes for them).
QByteArray q(const char *json)
{
    return QByteArray(json).replace('\'', '"');
}

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
                 QStringLiteral("https://github.com/o/r/issues/1347#issuecomment-1"));
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

    // The sync reads comment pages with commentsFromJson (JsonCursor); every comment must come
    // out as commentFromJson reads it from QJsonDocument, odd shapes and hostile text included.
    void commentPage_readAsTheDocumentReadsIt()
    {
        const QByteArray page =
            QByteArray(
                "[{'url':'https://api.github.com/repos/o/r/issues/comments/2500000401',"
                "'html_url':'https://github.com/o/r/issues/13#issuecomment-2500000401',"
                "'issue_url':'https://api.github.com/repos/o/r/issues/13','id':2500000401,"
                "'node_id':'MDEyOklzc3VlQ29tbWVudDI1MDAwMDA0MDE=',"
                "'user':{'login':'applicant-1173','id':27473900,'node_id':'MDQ6VXNlcjI3NDczOTAw',"
                "'avatar_url':'https://avatars.githubusercontent.com/u/27473900?v=4',"
                "'gravatar_id':'','url':'https://api.github.com/users/applicant-1173',"
                "'following_url':'https://api.github.com/users/a/following{/other_user}',"
                "'type':'User','site_admin':false},"
                "'created_at':'2023-03-06T07:26:31Z','updated_at':'2023-03-06T07:26:31Z',"
                "'author_association':'NONE',"
                "'body':'<script>alert(1)<\\/script> \\u0027quoted\\u0027 caf\\u00e9 "
                "\\ud83d\\ude00 \\u001b[2J line\\nbreak',"
                "'reactions':{'url':'x','total_count':3,'+1':2,'-1':0,'laugh':1},"
                "'performed_via_github_app':null},"
                // A deleted account, a null body, no reactions, a pull request's comment.
                "{'id':7,'user':null,'body':null,'issue_url':'https://x/repos/o/r/pull/4'},"
                // Members named twice count by their last value, as in QJsonDocument; numbers
                // written as doubles; strings where numbers belong and the other way round.
                "{'id':1,'id':8.0,'user':{'login':'first'},'user':{'login':'second','id':1e3},"
                "'reactions':{'total_count':2147483648},'body':12,'created_at':5,"
                "'updated_at':'2024-01-02T03:04:05+02:00','html_url':'not a url'},"
                "{'id':'9','issue_url':'https://x/repos/o/r/issues/0009'},"
                // Elements that are not objects.
                "5,null,'text',[{'id':3}],"
                // Unknown members of every kind, nested deep.
                "{'extra':{'a':[1,2,{'b':[true,false,null,-1.5e-3]}]},'id':10},"
                // Times and issue addresses, which are read from the page's bytes when written
                // without escapes: escaped ones, a byte order mark escaped and as bytes, other
                // digits, signs, spaces, no number, a number past nine digits, a pull's address,
                // an impossible month, a lower-case zone, a fraction.
                "{'id':11,'issue_url':'https://x/repos/o/r/issues/\\u0034\\u0032',"
                "'created_at':'\\u0032024-01-02T03:04:05Z',"
                "'updated_at':'\\ufeff2024-01-02T03:04:05Z'},"
                "{'id':12,'issue_url':'https://x/repos/o/r/issues/1234567890',"
                "'created_at':'\xef\xbb\xbf"
                "2024-01-02T03:04:05Z','updated_at':'2024-13-02T03:04:05Z'},"
                "{'id':13,'issue_url':'https://x/repos/o/r/pulls/"
                "5','created_at':'2024-01-02T03:04:05z',"
                "'updated_at':'2024-01-02T03:04:05.5Z'},"
                "{'id':14,'issue_url':'https://x/repos/o/r/issues/\xd9\xa4\xd9\xa2'},"
                "{'id':15,'issue_url':'https://x/repos/o/r/issues/\\u0664\\u0662'},"
                "{'id':16,'issue_url':'https://x/repos/o/r/issues/+5'},"
                "{'id':17,'issue_url':'https://x/repos/o/r/issues/ 5'},"
                "{'id':18,'issue_url':'https://x/repos/o/r/issues/'},"
                "{'id':19,'issue_url':'https://x/repos/o/r/comments/5'},"
                "{'id':20,'issue_url':'/issues/00'},{'id':21,'issue_url':'5'},"
                "{'id':22,'issue_url':'https://x/repos/o/r/issues/99999999999'}]")
                .replace('\'', '"');
        QJsonParseError error;
        const QJsonArray expected = QJsonDocument::fromJson(page, &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);

        QList<Comment> comments;
        QString problem;
        QVERIFY2(github::commentsFromJson(page, &comments, &problem), qPrintable(problem));
        QCOMPARE(comments.size(), expected.size());
        for (qsizetype i = 0; i < comments.size(); ++i) {
            const Comment want = github::commentFromJson(expected.at(i).toObject());
            const Comment &got = comments.at(i);
            QCOMPARE(got.id, want.id);
            QCOMPARE(got.issueNumber, want.issueNumber);
            QCOMPARE(got.author, want.author);
            QCOMPARE(got.authorId, want.authorId);
            QCOMPARE(got.authorAssociation, want.authorAssociation);
            QCOMPARE(got.body, want.body);
            QCOMPARE(got.createdAt, want.createdAt);
            QCOMPARE(got.updatedAt, want.updatedAt);
            QCOMPARE(got.htmlUrl, want.htmlUrl);
            QCOMPARE(got.reactionCount, want.reactionCount);
        }
        // The cases above are what they claim to be.
        QCOMPARE(comments.at(0).body.left(17), QStringLiteral("<script>alert(1)<"));
        QVERIFY(comments.at(0).body.contains(QStringLiteral("\U0001F600")));
        QCOMPARE(comments.at(0).reactionCount, 3);
        QCOMPARE(comments.at(1).author, QStringLiteral("ghost"));
        QCOMPARE(comments.at(2).id, 8);
        QCOMPARE(comments.at(2).author, QStringLiteral("second"));
        QCOMPARE(comments.at(2).authorId, 1000);
        QCOMPARE(comments.at(2).reactionCount, 0);
        QCOMPARE(comments.at(3).id, 0);
        QCOMPARE(comments.at(4).id, 0);
        QCOMPARE(comments.at(7).id, 0); // a list holding an object with an id
        QCOMPARE(comments.at(8).id, 10);
        QCOMPARE(comments.at(9).issueNumber, 42);
        QVERIFY(comments.at(9).createdAt.isValid());
        QCOMPARE(comments.at(10).issueNumber, 1234567890);
        QVERIFY(comments.at(10).createdAt.isValid()); // the mark dropped, as QString::fromUtf8
        QVERIFY(!comments.at(10).updatedAt.isValid());
        QCOMPARE(comments.at(11).issueNumber, 5);
        QVERIFY(comments.at(11).updatedAt.isValid());
        QCOMPARE(comments.at(20).issueNumber, 0);
    }

    // Issue pages likewise (issuesFromJson): every field, the label names and the label objects.
    void issuePage_readAsTheDocumentReadsIt()
    {
        const QByteArray page =
            QByteArray("[" + QByteArray(kIssue)
                       + ","
                         // A pull request (its key alone counts), labels of every shape, a
                         // number written as a double, a deleted account, a closed date.
                         "{'number':7.0,'pull_request':null,'user':null,'labels':['plain',"
                         "{'name':'voting','color':'0e8a16','description':null},{'name':''},5,"
                         "null,{'color':'fff'}],'closed_at':'2024-03-05T10:11:12+01:00',"
                         "'comments':'3','state':'closed','state_reason':'completed'},"
                         // Named twice: the last counts, as in QJsonDocument.
                         "{'number':8,'labels':[{'name':'first'}],'labels':[{'name':'second'}],"
                         "'title':'<img src=x onerror=alert(1)> \\u202e','title':'later',"
                         "'reactions':{'total_count':1},'reactions':null},"
                         "[], 'not an issue', {'number':-3}]")
                .replace('\'', '"');
        QJsonParseError error;
        const QJsonArray expected = QJsonDocument::fromJson(page, &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);

        QList<github::ListedIssue> issues;
        QString problem;
        QVERIFY2(github::issuesFromJson(page, &issues, &problem), qPrintable(problem));
        QCOMPARE(issues.size(), expected.size());
        for (qsizetype i = 0; i < issues.size(); ++i) {
            const github::ListedIssue want = github::listedIssueFromJson(expected.at(i).toObject());
            const Issue &got = issues.at(i).issue;
            QCOMPARE(got.number, want.issue.number);
            QCOMPARE(got.githubId, want.issue.githubId);
            QCOMPARE(got.nodeId, want.issue.nodeId);
            QCOMPARE(got.title, want.issue.title);
            QCOMPARE(got.body, want.issue.body);
            QCOMPARE(got.author, want.issue.author);
            QCOMPARE(got.authorId, want.issue.authorId);
            QCOMPARE(got.authorAssociation, want.issue.authorAssociation);
            QCOMPARE(got.state, want.issue.state);
            QCOMPARE(got.stateReason, want.issue.stateReason);
            QCOMPARE(got.labels, want.issue.labels);
            QCOMPARE(got.createdAt, want.issue.createdAt);
            QCOMPARE(got.updatedAt, want.issue.updatedAt);
            QCOMPARE(got.closedAt, want.issue.closedAt);
            QCOMPARE(got.htmlUrl, want.issue.htmlUrl);
            QCOMPARE(got.commentCount, want.issue.commentCount);
            QCOMPARE(got.reactionCount, want.issue.reactionCount);
            QCOMPARE(got.isPullRequest, want.issue.isPullRequest);
            QCOMPARE(issues.at(i).labels.size(), want.labels.size());
            for (qsizetype l = 0; l < want.labels.size(); ++l) {
                QCOMPARE(issues.at(i).labels.at(l).name, want.labels.at(l).name);
                QCOMPARE(issues.at(i).labels.at(l).color, want.labels.at(l).color);
                QCOMPARE(issues.at(i).labels.at(l).description, want.labels.at(l).description);
            }
        }
        // The cases above are what they claim to be.
        QCOMPARE(issues.at(0).issue.number, 1347);
        QCOMPARE(issues.at(0).labels.size(), 2);
        QCOMPARE(issues.at(1).issue.number, 7);
        QVERIFY(issues.at(1).issue.isPullRequest);
        QCOMPARE(issues.at(1).issue.labels,
                 QStringList({ QStringLiteral("plain"), QStringLiteral("voting") }));
        QCOMPARE(issues.at(1).labels.size(), 1);
        QCOMPARE(issues.at(2).issue.labels, QStringList { QStringLiteral("second") });
        QCOMPARE(issues.at(2).issue.title, QStringLiteral("later"));
        QCOMPARE(issues.at(2).issue.reactionCount, 0);
        QCOMPARE(issues.at(3).issue.number, 0);
    }

    void commentPage_refusedWhenNotAList()
    {
        for (const QByteArray &text :
             { QByteArray("{\"id\":1}"), QByteArray("[{\"id\":1},"), QByteArray("[{\"id\":1}] ["),
               QByteArray("[{\"body\":\"\xC3\"}]"), QByteArray() }) {
            QList<Comment> comments { Comment() };
            QString problem;
            QVERIFY(!github::commentsFromJson(text, &comments, &problem));
            QVERIFY(!problem.isEmpty());
            QVERIFY(comments.isEmpty());
        }
    }

    void lastUpdatedOf_data()
    {
        QTest::addColumn<QByteArray>("page");
        QTest::addColumn<QString>("expected"); // empty: invalid
        const QByteArray when = "2026-03-04T05:06:07.000Z";
        QTest::newRow("comments") << q(
            "[{'id':1,'updated_at':'2026-01-01T00:00:00Z'},"
            "{'id':2,'user':{'login':'a'},'updated_at':'2026-03-04T05:06:07Z','body':'x'}]")
                                  << QString::fromLatin1(when);
        // Nested objects with their own updated_at, before and after the element's.
        QTest::newRow("milestone after") << q(
            "[{'number':1,"
            "'updated_at':'2026-03-04T05:06:07Z','milestone':{'updated_at':'2027-01-01T00:00:00Z'},"
            "'performed_via_github_app':{'updated_at':'2028-01-01T00:00:00Z'}}]")
                                         << QString::fromLatin1(when);
        QTest::newRow("nested before")
            << q("[{'milestone':{'updated_at':"
                 "'2027-01-01T00:00:00Z'},'labels':[{'updated_at':'2029-01-01T00:00:00Z'}],"
                 "'updated_at' : '2026-03-04T05:06:07Z'}]")
            << QString::fromLatin1(when);
        // Text that looks like the member, inside strings (a hostile body).
        QTest::newRow("in a body") << q("[{'updated_at':'2026-03-04T05:06:07Z',"
                                        "'body':'\\',\\'updated_at\\':\\'2099-01-01T00:00:00Z\\' "
                                        "\\\\\\\\\\' }, {\\'updated_at\\':1'}]")
                                   << QString::fromLatin1(when);
        QTest::newRow("value named so")
            << q("[{'title':'updated_at',"
                 "'updated_at':'2026-03-04T05:06:07Z','x':['updated_at']}]")
            << QString::fromLatin1(when);
        QTest::newRow("named twice: the last")
            << q("[{'updated_at':"
                 "'2020-01-01T00:00:00Z','updated_at':'2026-03-04T05:06:07Z'}]")
            << QString::fromLatin1(when);
        QTest::newRow("named twice, last null")
            << q("[{'updated_at':'2026-03-04T05:06:07Z','updated_at':null}]") << QString();
        QTest::newRow("last has none")
            << q("[{'updated_at':'2026-03-04T05:06:07Z'},{'id':2}]") << QString();
        QTest::newRow("last not an object")
            << q("[{'updated_at':'2026-03-04T05:06:07Z'},5]") << QString();
        QTest::newRow("escaped name") << q(
            "[{'updated_at':'2026-03-04T05:06:07Z','updated\\u005fat':'2020-01-01T00:00:00Z'}]")
                                      << QString();
        QTest::newRow("escaped value")
            << q("[{'updated_at':'2026-03-04T05:06:07\\u005a'}]") << QString();
        QTest::newRow("fraction") << q("[{'updated_at':'2026-03-04T05:06:07.5Z'}]")
                                  << QStringLiteral("2026-03-04T05:06:07.500Z");
        QTest::newRow("empty list") << QByteArray("[]") << QString();
        QTest::newRow("cut short") << q("[{'updated_at':'2026-03-04T05:06:07Z") << QString();
    }

    void lastUpdatedOf()
    {
        QFETCH(QByteArray, page);
        QFETCH(QString, expected);
        const QDateTime scanned = acp::github::lastUpdatedOf(page);
        QCOMPARE(scanned.isValid(), !expected.isEmpty());
        if (scanned.isValid())
            QCOMPARE(scanned.toString(Qt::ISODateWithMs), expected);
        // Where the scan finds a time, the decoders read the same for the last element.
        QList<acp::Comment> comments;
        QList<acp::github::ListedIssue> issues;
        QString error;
        if (acp::github::commentsFromJson(page, &comments, &error) && scanned.isValid()) {
            QCOMPARE(comments.constLast().updatedAt, scanned);
            QVERIFY(acp::github::issuesFromJson(page, &issues, &error));
            QCOMPARE(issues.constLast().issue.updatedAt, scanned);
        }
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

    // GitHub's own form is read by hand (readWholeSecondUtc); every text gives what Qt's parser
    // gives, to the millisecond and with the same time spec.
    void timestamps_readByHandAsQtReadsThem_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : { "2024-02-29T23:59:59Z",      "2023-03-06T07:26:31Z",
                                  "1000-01-01T00:00:00Z",      "9999-12-31T23:59:59Z",
                                  "2023-02-29T00:00:00Z",      "2024-13-01T00:00:00Z",
                                  "2024-00-10T00:00:00Z",      "2024-01-32T00:00:00Z",
                                  "2024-01-01T24:00:00Z",      "2024-01-01T23:60:00Z",
                                  "2024-01-01T23:59:60Z",      "0999-12-31T23:59:59Z",
                                  "0000-01-01T00:00:00Z",      "-024-01-01T00:00:00Z",
                                  "2024-01-01 00:00:00Z",      "2024-01-01T00:00:00z",
                                  "2024-01-01T00:00:00+00:00", "2024-01-01T00:00:00.5Z",
                                  "2024-1-01T00:00:00Z",       "2024-01-01T0a:00:00Z",
                                  "2024-01-01T00:00:00Z ",     "" })
            QTest::newRow(text) << QString::fromLatin1(text);
        QTest::newRow("full-width digits") << QStringLiteral("２０２４-01-01T00:00:00Z");
    }

    void timestamps_readByHandAsQtReadsThem()
    {
        QFETCH(QString, text);
        QDateTime expected = QDateTime::fromString(text, Qt::ISODateWithMs);
        if (expected.isValid())
            expected = expected.toUTC();
        const QDateTime read = github::timestampFromText(text);
        QCOMPARE(read.isValid(), expected.isValid());
        if (!expected.isValid())
            return;
        QCOMPARE(read.toMSecsSinceEpoch(), expected.toMSecsSinceEpoch());
        QCOMPARE(read.timeSpec(), expected.timeSpec());
        QCOMPARE(read.timeZone(), expected.timeZone());
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

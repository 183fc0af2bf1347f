// Over 600 lines on purpose: one test executable per class; the test server's every route and fault
// is checked here.
//
// The loopback GitHub-shaped server, exercised over real HTTP with QNetworkAccessManager.

#include "GitHubTestServer.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>
#include <QTimeZone>
#include <QUrlQuery>

#include <memory>

using acp::test::GitHubTestServer;

namespace {

const QString kOwner = QStringLiteral("acme");
const QString kName = QStringLiteral("acp");

struct Http
{
    bool finished = false;
    int status = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // lower-case names

    QJsonDocument json() const { return QJsonDocument::fromJson(body); }
    QJsonObject object() const { return json().object(); }
    QJsonArray array() const { return json().array(); }
    QByteArray header(const char *name) const { return headers.value(QByteArray(name)); }
};

QHash<QString, QUrl> parseLinks(const QByteArray &header)
{
    QHash<QString, QUrl> links;
    static const QRegularExpression pattern(QStringLiteral("<([^>]*)>;\\s*rel=\"([a-z]+)\""));
    auto it = pattern.globalMatch(QString::fromLatin1(header));
    while (it.hasNext()) {
        const auto match = it.next();
        links.insert(match.captured(2), QUrl(match.captured(1)));
    }
    return links;
}

QStringList linkRels(const QByteArray &header)
{
    QStringList rels;
    static const QRegularExpression pattern(QStringLiteral("rel=\"([a-z]+)\""));
    auto it = pattern.globalMatch(QString::fromLatin1(header));
    while (it.hasNext())
        rels.append(it.next().captured(1));
    return rels;
}

struct RawResponse
{
    int status = 0;
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
};

// Reads `count` HTTP responses (Content-Length framed) from a raw socket.
QList<RawResponse> readResponses(QTcpSocket &socket, int count)
{
    QList<RawResponse> responses;
    QByteArray buffer;
    while (responses.size() < count) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end >= 0) {
            RawResponse response;
            const QList<QByteArray> lines = buffer.left(end).split('\n');
            response.status = lines.constFirst().split(' ').value(1).toInt();
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines.at(i).indexOf(':');
                response.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                        lines.at(i).mid(colon + 1).trimmed());
            }
            const int length = response.headers.value("content-length").toInt();
            if (buffer.size() >= end + 4 + length) {
                response.body = buffer.mid(end + 4, length);
                buffer.remove(0, end + 4 + length);
                responses.append(response);
                continue;
            }
        }
        if (socket.bytesAvailable() == 0) {
            // The server runs on this thread: wait with the event loop running.
            QSignalSpy readyRead(&socket, &QTcpSocket::readyRead);
            if (!readyRead.wait(5000))
                break;
        }
        buffer += socket.readAll();
    }
    return responses;
}

QDateTime ts(const QString &text)
{
    return QDateTime::fromString(text, Qt::ISODate);
}

} // namespace

class tst_GitHubTestServer : public QObject
{
    Q_OBJECT

    QNetworkAccessManager *m_nam = nullptr;

    // One HTTP exchange; waits on QNetworkReply::finished. Sends a bearer token unless
    // `token` is empty.
    Http call(const QByteArray &method, const QUrl &url, const QByteArray &body = {},
              const QList<QPair<QByteArray, QByteArray>> &headers = {},
              const QByteArray &token = "test-token")
    {
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::ManualRedirectPolicy);
        request.setRawHeader("Accept", "application/vnd.github+json");
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + token);
        if (!body.isEmpty())
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        for (const auto &header : headers)
            request.setRawHeader(header.first, header.second);
        QNetworkReply *reply = method == "HEAD" ? m_nam->head(request)
                                                : m_nam->sendCustomRequest(request, method, body);
        return wait(reply);
    }
    Http wait(QNetworkReply *reply)
    {
        Http result;
        if (!reply->isFinished()) {
            QSignalSpy finished(reply, &QNetworkReply::finished);
            if (!finished.wait(20000)) {
                reply->abort();
                reply->deleteLater();
                return result;
            }
        }
        result.finished = true;
        result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        result.error = reply->error();
        result.body = reply->readAll();
        for (const auto &pair : reply->rawHeaderPairs())
            result.headers.insert(pair.first.toLower(), pair.second);
        reply->deleteLater();
        return result;
    }
    Http get(const QUrl &url, const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        return call("GET", url, {}, headers);
    }
    static QUrl repoUrl(const GitHubTestServer &server, const QString &path,
                        const QString &query = {})
    {
        QUrl url(server.apiUrl().toString() + QStringLiteral("/repos/") + server.fullName() + path);
        if (!query.isEmpty())
            url.setQuery(query);
        return url;
    }
    // Follows rel="next" from `first`; returns every item seen (in order) and the pages read.
    QJsonArray walk(const QUrl &first, int *pages = nullptr)
    {
        QJsonArray all;
        QUrl next = first;
        int count = 0;
        while (next.isValid() && !next.isEmpty()) {
            const Http page = get(next);
            if (!page.finished || page.status != 200)
                return {};
            for (const QJsonValue &value : page.array())
                all.append(value);
            next = parseLinks(page.header("link")).value(QStringLiteral("next"));
            if (++count > 10000)
                return {};
        }
        if (pages)
            *pages = count;
        return all;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { m_nam = new QNetworkAccessManager(this); }
    void cleanup()
    {
        delete m_nam;
        m_nam = nullptr;
    }

    void repositoryAndCommonHeaders()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        QVERIFY(server.port() != 0);
        QCOMPARE(server.apiUrl(), QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.port())));

        const Http repo = get(repoUrl(server, {}), { { "X-GitHub-Api-Version", "2022-11-28" } });
        QVERIFY(repo.finished);
        QCOMPARE(repo.status, 200);
        const QJsonObject object = repo.object();
        QCOMPARE(object.value(QStringLiteral("full_name")).toString(), QStringLiteral("acme/acp"));
        QCOMPARE(object.value(QStringLiteral("name")).toString(), kName);
        QCOMPARE(object.value(QStringLiteral("owner"))
                     .toObject()
                     .value(QStringLiteral("login"))
                     .toString(),
                 kOwner);
        QCOMPARE(object.value(QStringLiteral("id")).toInteger(), server.repositoryId());
        for (const char *key : { "node_id", "html_url", "description", "private", "default_branch",
                                 "open_issues_count", "url", "issues_url" })
            QVERIFY2(object.contains(QLatin1String(key)), key);

        QCOMPARE(repo.header("content-type"), QByteArray("application/json; charset=utf-8"));
        QCOMPARE(repo.header("content-length").toInt(), repo.body.size());
        QCOMPARE(repo.header("x-github-api-version-selected"), QByteArray("2022-11-28"));
        QCOMPARE(repo.header("x-ratelimit-limit"), QByteArray("5000"));
        QCOMPARE(repo.header("x-ratelimit-remaining"), QByteArray("4999"));
        QCOMPARE(repo.header("x-ratelimit-used"), QByteArray("1"));
        QCOMPARE(repo.header("x-ratelimit-resource"), QByteArray("core"));
        QVERIFY(repo.header("x-ratelimit-reset").toLongLong() > server.now().toSecsSinceEpoch());
        const QDateTime date =
            QLocale::c().toDateTime(QString::fromLatin1(repo.header("date")),
                                    QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
        QVERIFY2(date.isValid(), repo.header("date").constData());
        QCOMPARE(QDateTime(date.date(), date.time(), QTimeZone::utc()), server.now());
        QVERIFY(repo.header("etag").startsWith("W/\""));

        // Another API version is echoed; unknown paths are GitHub's 404.
        const Http other = get(repoUrl(server, {}), { { "X-GitHub-Api-Version", "2026-03-10" } });
        QCOMPARE(other.header("x-github-api-version-selected"), QByteArray("2026-03-10"));
        const Http missing =
            get(QUrl(server.apiUrl().toString() + QStringLiteral("/nothing/here")));
        QCOMPARE(missing.status, 404);
        QCOMPARE(missing.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Not Found"));
        QVERIFY(missing.object().contains(QStringLiteral("documentation_url")));
        QVERIFY(!missing.header("x-ratelimit-remaining").isEmpty());
        QCOMPARE(get(QUrl(server.apiUrl().toString() + QStringLiteral("/repos/acme/other"))).status,
                 404);
        // Owner and name are case-insensitive, as on GitHub.
        QCOMPARE(get(QUrl(server.apiUrl().toString() + QStringLiteral("/repos/ACME/Acp"))).status,
                 200);
    }

    void issueAndCommentShapes()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.addLabel(QStringLiteral("voting"), QStringLiteral("fbca04"),
                        QStringLiteral("Open for votes"));
        const int number =
            server.addIssue(QStringLiteral("[Application]: Shape NPU"),
                            QStringLiteral("### Platform name\n\nShape NPU \"quoted\" 🚀"),
                            QStringLiteral("applicant"), { QStringLiteral("voting") });
        const qint64 commentId = server.addComment(number, QStringLiteral("cochair-ana"),
                                                   QStringLiteral("Line one\nLine two"));
        server.addIssueReaction(number, QStringLiteral("voter-a"), QStringLiteral("+1"));
        server.addCommentReaction(commentId, QStringLiteral("voter-a"), QStringLiteral("eyes"));
        server.addCommentReaction(commentId, QStringLiteral("voter-b"), QStringLiteral("eyes"));

        const Http issue = get(repoUrl(server, QStringLiteral("/issues/%1").arg(number)));
        QCOMPARE(issue.status, 200);
        const QJsonObject o = issue.object();
        for (const char *key : { "id",         "node_id",      "url",          "repository_url",
                                 "labels_url", "comments_url", "events_url",   "html_url",
                                 "number",     "state",        "state_reason", "title",
                                 "body",       "user",         "labels",       "assignee",
                                 "assignees",  "milestone",    "locked",       "comments",
                                 "created_at", "updated_at",   "closed_at",    "author_association",
                                 "reactions" })
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(!o.contains(QStringLiteral("pull_request")));
        QCOMPARE(o.value(QStringLiteral("number")).toInt(), number);
        QCOMPARE(o.value(QStringLiteral("body")).toString(),
                 QStringLiteral("### Platform name\n\nShape NPU \"quoted\" 🚀"));
        QCOMPARE(o.value(QStringLiteral("url")).toString(),
                 repoUrl(server, QStringLiteral("/issues/%1").arg(number)).toString());
        QCOMPARE(o.value(QStringLiteral("html_url")).toString(),
                 QStringLiteral("https://github.com/acme/acp/issues/%1").arg(number));
        QCOMPARE(o.value(QStringLiteral("comments")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("open"));
        QVERIFY(o.value(QStringLiteral("closed_at")).isNull());
        QVERIFY(o.value(QStringLiteral("state_reason")).isNull());
        QVERIFY(o.value(QStringLiteral("id")).toInteger() > 0);
        const QJsonObject user = o.value(QStringLiteral("user")).toObject();
        QCOMPARE(user.value(QStringLiteral("login")).toString(), QStringLiteral("applicant"));
        QCOMPARE(user.value(QStringLiteral("type")).toString(), QStringLiteral("User"));
        QVERIFY(user.value(QStringLiteral("id")).toInteger() > 0);
        const QJsonObject label = o.value(QStringLiteral("labels")).toArray().at(0).toObject();
        for (const char *key :
             { "id", "node_id", "url", "name", "color", "default", "description" })
            QVERIFY2(label.contains(QLatin1String(key)), key);
        QCOMPARE(label.value(QStringLiteral("name")).toString(), QStringLiteral("voting"));
        QCOMPARE(label.value(QStringLiteral("color")).toString(), QStringLiteral("fbca04"));
        const QJsonObject reactions = o.value(QStringLiteral("reactions")).toObject();
        for (const char *key : { "url", "total_count", "+1", "-1", "laugh", "hooray", "confused",
                                 "heart", "rocket", "eyes" })
            QVERIFY2(reactions.contains(QLatin1String(key)), key);
        QCOMPARE(reactions.value(QStringLiteral("total_count")).toInt(), 1);
        QCOMPARE(reactions.value(QStringLiteral("+1")).toInt(), 1);
        static const QRegularExpression stamp(
            QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"));
        QVERIFY(stamp.match(o.value(QStringLiteral("created_at")).toString()).hasMatch());
        QVERIFY(stamp.match(o.value(QStringLiteral("updated_at")).toString()).hasMatch());
        QCOMPARE(ts(o.value(QStringLiteral("updated_at")).toString()),
                 server.issues().at(0).updatedAt);

        const Http comment =
            get(repoUrl(server, QStringLiteral("/issues/comments/%1").arg(commentId)));
        QCOMPARE(comment.status, 200);
        const QJsonObject c = comment.object();
        for (const char *key : { "id", "node_id", "url", "html_url", "issue_url", "body", "user",
                                 "created_at", "updated_at", "author_association", "reactions" })
            QVERIFY2(c.contains(QLatin1String(key)), key);
        QCOMPARE(c.value(QStringLiteral("id")).toInteger(), commentId);
        QCOMPARE(c.value(QStringLiteral("issue_url")).toString(),
                 o.value(QStringLiteral("url")).toString());
        QCOMPARE(c.value(QStringLiteral("body")).toString(), QStringLiteral("Line one\nLine two"));
        QCOMPARE(
            c.value(QStringLiteral("reactions")).toObject().value(QStringLiteral("eyes")).toInt(),
            2);
        QVERIFY(c.value(QStringLiteral("html_url"))
                    .toString()
                    .endsWith(QStringLiteral("#issuecomment-%1").arg(commentId)));

        const Http list =
            get(repoUrl(server, QStringLiteral("/issues/comments/%1/reactions").arg(commentId)));
        QCOMPARE(list.status, 200);
        QCOMPARE(list.array().size(), 2);
        const QJsonObject reaction = list.array().at(0).toObject();
        for (const char *key : { "id", "node_id", "user", "content", "created_at" })
            QVERIFY2(reaction.contains(QLatin1String(key)), key);
        QCOMPARE(reaction.value(QStringLiteral("user"))
                     .toObject()
                     .value(QStringLiteral("login"))
                     .toString(),
                 QStringLiteral("voter-a"));
        QCOMPARE(reaction.value(QStringLiteral("content")).toString(), QStringLiteral("eyes"));
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues/comments/%1/reactions").arg(commentId),
                             QStringLiteral("content=%2B1")))
                     .array()
                     .size(),
                 0);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues/%1/reactions").arg(number),
                             QStringLiteral("content=%2B1")))
                     .array()
                     .size(),
                 1);

        // A null body stays null.
        server.editIssue(number, QStringLiteral("t"), QString());
        QString error;
        QVERIFY(server.loadFixture(
            QJsonObject {
                { QStringLiteral("issues"),
                  QJsonArray { QJsonObject { { QStringLiteral("number"), 99 },
                                             { QStringLiteral("title"), QStringLiteral("x") },
                                             { QStringLiteral("body"), QJsonValue::Null } } } } },
            &error));
        QVERIFY(get(repoUrl(server, QStringLiteral("/issues/99")))
                    .object()
                    .value(QStringLiteral("body"))
                    .isNull());
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues/%1").arg(number)))
                     .object()
                     .value(QStringLiteral("body"))
                     .toString(),
                 QString());

        // Labels endpoint.
        const Http labels = get(repoUrl(server, QStringLiteral("/labels")));
        QCOMPARE(labels.status, 200);
        QCOMPARE(labels.array().size(), 1);
        QCOMPARE(labels.array().at(0).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("voting"));
    }

    void paginationFollowsNextExactlyOnce()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        for (int i = 0; i < 95; ++i)
            server.addIssue(QStringLiteral("Issue %1").arg(i), QStringLiteral("body"));

        const Http first = get(
            repoUrl(server, QStringLiteral("/issues"), QStringLiteral("state=all&per_page=20")));
        QCOMPARE(first.status, 200);
        QCOMPARE(first.array().size(), 20);
        QCOMPARE(linkRels(first.header("link")),
                 QStringList({ QStringLiteral("next"), QStringLiteral("last") }));
        const QHash<QString, QUrl> links = parseLinks(first.header("link"));
        QCOMPARE(
            QUrlQuery(links.value(QStringLiteral("next"))).queryItemValue(QStringLiteral("page")),
            QStringLiteral("2"));
        QCOMPARE(
            QUrlQuery(links.value(QStringLiteral("last"))).queryItemValue(QStringLiteral("page")),
            QStringLiteral("5"));
        QCOMPARE(QUrlQuery(links.value(QStringLiteral("next")))
                     .queryItemValue(QStringLiteral("per_page")),
                 QStringLiteral("20"));
        QCOMPARE(
            QUrlQuery(links.value(QStringLiteral("next"))).queryItemValue(QStringLiteral("state")),
            QStringLiteral("all"));
        QCOMPARE(links.value(QStringLiteral("next")).host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(links.value(QStringLiteral("next")).port(), int(server.port()));

        const Http middle = get(links.value(QStringLiteral("next")));
        QCOMPARE(linkRels(middle.header("link")),
                 QStringList({ QStringLiteral("prev"), QStringLiteral("next"),
                               QStringLiteral("last"), QStringLiteral("first") }));
        const Http last = get(links.value(QStringLiteral("last")));
        QCOMPARE(last.array().size(), 15);
        QCOMPARE(linkRels(last.header("link")),
                 QStringList({ QStringLiteral("prev"), QStringLiteral("first") }));

        int pages = 0;
        const QJsonArray all = walk(
            repoUrl(server, QStringLiteral("/issues"), QStringLiteral("state=all&per_page=20")),
            &pages);
        QCOMPARE(pages, 5);
        QCOMPARE(all.size(), 95);
        QSet<int> numbers;
        for (const QJsonValue &value : all)
            numbers.insert(value.toObject().value(QStringLiteral("number")).toInt());
        QCOMPARE(numbers.size(), 95);
        // Default order: created, newest first.
        QCOMPARE(all.first().toObject().value(QStringLiteral("number")).toInt(), 95);
        QCOMPARE(all.last().toObject().value(QStringLiteral("number")).toInt(), 1);

        // Defaults: 30 per page; a single page has no Link header.
        const Http defaults = get(repoUrl(server, QStringLiteral("/issues")));
        QCOMPARE(defaults.array().size(), 30);
        const Http single =
            get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("per_page=100")));
        QCOMPARE(single.array().size(), 95);
        QVERIFY(single.header("link").isEmpty());

        // per_page is capped by the page size limit.
        server.setPageSizeLimit(10);
        const Http capped =
            get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("per_page=50")));
        QCOMPARE(capped.array().size(), 10);
        QCOMPARE(QUrlQuery(parseLinks(capped.header("link")).value(QStringLiteral("last")))
                     .queryItemValue(QStringLiteral("page")),
                 QStringLiteral("10"));

        // Strict GitHub style: Link URLs under /repositories/{id}.
        server.setLinksUseRepositoryId(true);
        const Http strict =
            get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("per_page=50")));
        QCOMPARE(parseLinks(strict.header("link")).value(QStringLiteral("next")).path(),
                 QStringLiteral("/repositories/%1/issues").arg(server.repositoryId()));
        QCOMPARE(
            get(parseLinks(strict.header("link")).value(QStringLiteral("next"))).array().size(),
            10);
    }

    void issueFiltersAndSorting()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        const int a = server.addIssue(QStringLiteral("a"), QStringLiteral("x"),
                                      QStringLiteral("u1"), { QStringLiteral("voting") });
        const int b =
            server.addIssue(QStringLiteral("b"), QStringLiteral("x"), QStringLiteral("u2"),
                            { QStringLiteral("voting"), QStringLiteral("approved") });
        const int c = server.addIssue(QStringLiteral("c"), QStringLiteral("x"));
        server.closeIssue(b, QStringLiteral("completed"));
        server.addComment(a, QStringLiteral("x"), QStringLiteral("y"));
        auto numbers = [&](const QString &query) {
            QList<int> result;
            for (const QJsonValue &value :
                 get(repoUrl(server, QStringLiteral("/issues"), query)).array())
                result.append(value.toObject().value(QStringLiteral("number")).toInt());
            return result;
        };
        QCOMPARE(numbers({}), QList<int>({ c, a }));
        QCOMPARE(numbers(QStringLiteral("state=closed")), QList<int>({ b }));
        QCOMPARE(numbers(QStringLiteral("state=all&direction=asc")), QList<int>({ a, b, c }));
        QCOMPARE(numbers(QStringLiteral("state=all&sort=updated&direction=asc")),
                 QList<int>({ c, b, a }));
        QCOMPARE(numbers(QStringLiteral("state=all&sort=updated")), QList<int>({ a, b, c }));
        QCOMPARE(numbers(QStringLiteral("state=all&labels=voting")), QList<int>({ b, a }));
        QCOMPARE(numbers(QStringLiteral("state=all&labels=voting,approved")), QList<int>({ b }));
        QCOMPARE(numbers(QStringLiteral("state=all&sort=comments&per_page=1")), QList<int>({ a }));
        QCOMPARE(numbers(QStringLiteral("state=all&creator=u2")), QList<int>({ b }));
        QCOMPARE(
            get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("state=bogus"))).status,
            422);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("since=yesterday")))
                     .status,
                 422);

        const QJsonObject closed =
            get(repoUrl(server, QStringLiteral("/issues/%1").arg(b))).object();
        QCOMPARE(closed.value(QStringLiteral("state")).toString(), QStringLiteral("closed"));
        QCOMPARE(closed.value(QStringLiteral("state_reason")).toString(),
                 QStringLiteral("completed"));
        QCOMPARE(ts(closed.value(QStringLiteral("closed_at")).toString()),
                 ts(closed.value(QStringLiteral("updated_at")).toString()));
    }

    void sinceIsInclusive()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        for (int i = 0; i < 6; ++i)
            server.addIssue(QStringLiteral("Issue %1").arg(i), QStringLiteral("body"));
        const int edited = 3;
        server.editIssue(edited, QStringLiteral("Edited"), QStringLiteral("new body"));
        const QDateTime mark = server.issues().at(edited - 1).updatedAt;
        server.editIssue(5, QStringLiteral("Edited later"), QStringLiteral("b"));

        const QString since = mark.toString(Qt::ISODate);
        const QJsonArray items =
            get(repoUrl(server, QStringLiteral("/issues"),
                        QStringLiteral("state=all&sort=updated&direction=asc&since=") + since))
                .array();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.at(0).toObject().value(QStringLiteral("number")).toInt(), edited);
        QCOMPARE(items.at(0).toObject().value(QStringLiteral("updated_at")).toString(), since);
        QCOMPARE(items.at(1).toObject().value(QStringLiteral("number")).toInt(), 5);
        // Fractions of a second count: half a second later excludes the mark itself.
        const QJsonArray half = get(repoUrl(server, QStringLiteral("/issues"),
                                            QStringLiteral("state=all&since=")
                                                + mark.addMSecs(500).toString(Qt::ISODateWithMs)))
                                    .array();
        QCOMPARE(half.size(), 1);
        // One second later excludes the mark itself.
        const QJsonArray later =
            get(repoUrl(server, QStringLiteral("/issues"),
                        QStringLiteral("state=all&since=") + mark.addSecs(1).toString(Qt::ISODate)))
                .array();
        QCOMPARE(later.size(), 1);

        // Comments: repo-wide and per issue.
        const qint64 c1 = server.addComment(1, QStringLiteral("x"), QStringLiteral("one"));
        const qint64 c2 = server.addComment(2, QStringLiteral("x"), QStringLiteral("two"));
        const qint64 c3 = server.addComment(1, QStringLiteral("x"), QStringLiteral("three"));
        server.editComment(c1, QStringLiteral("one, edited"));
        QDateTime c3Created;
        for (const auto &comment : server.comments()) {
            if (comment.id == c3)
                c3Created = comment.updatedAt;
        }
        auto ids = [&](const QString &path, const QString &query) {
            QList<qint64> result;
            for (const QJsonValue &value : get(repoUrl(server, path, query)).array())
                result.append(value.toObject().value(QStringLiteral("id")).toInteger());
            return result;
        };
        QCOMPARE(ids(QStringLiteral("/issues/comments"), {}), QList<qint64>({ c1, c2, c3 }));
        QCOMPARE(ids(QStringLiteral("/issues/comments"), QStringLiteral("direction=desc")),
                 QList<qint64>({ c1, c2, c3 }));
        QCOMPARE(
            ids(QStringLiteral("/issues/comments"), QStringLiteral("sort=created&direction=desc")),
            QList<qint64>({ c3, c2, c1 }));
        QCOMPARE(
            ids(QStringLiteral("/issues/comments"), QStringLiteral("sort=updated&direction=asc")),
            QList<qint64>({ c2, c3, c1 }));
        QCOMPARE(
            ids(QStringLiteral("/issues/comments"), QStringLiteral("sort=updated&direction=desc")),
            QList<qint64>({ c1, c3, c2 }));
        const QString c3Since = QStringLiteral("since=") + c3Created.toString(Qt::ISODate);
        QCOMPARE(ids(QStringLiteral("/issues/comments"),
                     QStringLiteral("sort=updated&direction=asc&") + c3Since),
                 QList<qint64>({ c3, c1 }));
        QCOMPARE(ids(QStringLiteral("/issues/comments"), c3Since), QList<qint64>({ c1, c3 }));
        QCOMPARE(ids(QStringLiteral("/issues/1/comments"), {}), QList<qint64>({ c1, c3 }));
        QCOMPARE(ids(QStringLiteral("/issues/1/comments"), c3Since), QList<qint64>({ c1, c3 }));
        QCOMPARE(ids(QStringLiteral("/issues/2/comments"), c3Since), QList<qint64>());
    }

    void etagRevalidation()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("one"), QStringLiteral("b"));
        const QUrl url = repoUrl(server, QStringLiteral("/issues"), QStringLiteral("state=all"));
        const Http first = get(url);
        QCOMPARE(first.status, 200);
        const QByteArray etag = first.header("etag");
        QVERIFY(etag.startsWith("W/\""));
        const int remaining = first.header("x-ratelimit-remaining").toInt();

        const Http again = get(url, { { "If-None-Match", etag } });
        QCOMPARE(again.status, 304);
        QVERIFY(again.body.isEmpty());
        QCOMPARE(again.header("etag"), etag);
        QCOMPARE(again.header("x-ratelimit-remaining").toInt(), remaining);
        QCOMPARE(server.rateLimitRemaining(), remaining);

        const Http plain = get(url);
        QCOMPARE(plain.status, 200);
        QCOMPARE(plain.header("etag"), etag);
        QCOMPARE(plain.header("x-ratelimit-remaining").toInt(), remaining - 1);

        server.addIssue(QStringLiteral("two"), QStringLiteral("b"));
        const Http changed = get(url, { { "If-None-Match", etag } });
        QCOMPARE(changed.status, 200);
        QVERIFY(changed.header("etag") != etag);
        QCOMPARE(changed.array().size(), 2);
        QCOMPARE(server.requests().constLast().status, 200);
        QCOMPARE(server.requests().at(1).status, 304);
        QCOMPARE(server.requests().at(1).headers.value("if-none-match"), etag);

        // Single objects carry Last-Modified and honour If-Modified-Since.
        const QUrl issueUrl = repoUrl(server, QStringLiteral("/issues/1"));
        const Http single = get(issueUrl);
        const QByteArray lastModified = single.header("last-modified");
        QVERIFY(lastModified.endsWith(" GMT"));
        QCOMPARE(get(issueUrl, { { "If-Modified-Since", lastModified } }).status, 304);
        server.editIssue(1, QStringLiteral("one, edited"), QStringLiteral("b"));
        const Http modified = get(issueUrl, { { "If-Modified-Since", lastModified } });
        QCOMPARE(modified.status, 200);
        QVERIFY(modified.header("last-modified") != lastModified);
    }

    void pullRequestsAreListedWithTheirKey()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        const int issue = server.addIssue(QStringLiteral("app"), QStringLiteral("b"));
        const int pr = server.addPullRequest(QStringLiteral("template change"));
        const QJsonArray items = get(repoUrl(server, QStringLiteral("/issues"))).array();
        QCOMPARE(items.size(), 2);
        for (const QJsonValue &value : items) {
            const QJsonObject object = value.toObject();
            const int number = object.value(QStringLiteral("number")).toInt();
            QCOMPARE(object.contains(QStringLiteral("pull_request")), number == pr);
            if (number == pr) {
                const QJsonObject key = object.value(QStringLiteral("pull_request")).toObject();
                QCOMPARE(key.value(QStringLiteral("url")).toString(),
                         repoUrl(server, QStringLiteral("/pulls/%1").arg(pr)).toString());
                QVERIFY(object.value(QStringLiteral("html_url"))
                            .toString()
                            .endsWith(QStringLiteral("/pull/%1").arg(pr)));
            } else {
                QCOMPARE(number, issue);
            }
        }
        QVERIFY(server.issues().at(1).pullRequest);
    }

    void deletedIssuesAnswerGone()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("keep"), QStringLiteral("b"));
        const int doomed = server.addIssue(QStringLiteral("spam"), QStringLiteral("b"));
        const qint64 comment =
            server.addComment(doomed, QStringLiteral("x"), QStringLiteral("spam comment"));
        server.deleteIssue(doomed);

        const Http gone = get(repoUrl(server, QStringLiteral("/issues/%1").arg(doomed)));
        QCOMPARE(gone.status, 410);
        QCOMPARE(gone.error, QNetworkReply::ContentGoneError);
        QCOMPARE(gone.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("This issue was deleted"));
        QVERIFY(gone.object().contains(QStringLiteral("documentation_url")));
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues/%1/comments").arg(doomed))).status,
                 410);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues/comments/%1").arg(comment))).status,
                 404);

        const QJsonArray listed =
            get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("state=all"))).array();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.at(0).toObject().value(QStringLiteral("title")).toString(),
                 QStringLiteral("keep"));
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues/comments"))).array().size(), 0);

        const Http unknown = get(repoUrl(server, QStringLiteral("/issues/777")));
        QCOMPARE(unknown.status, 404);
        QCOMPARE(unknown.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Not Found"));
    }

    void renamedRepositoryRedirects()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("one"), QStringLiteral("b"));
        server.renameRepository(QStringLiteral("new-owner"), QStringLiteral("new-name"));
        QCOMPARE(server.fullName(), QStringLiteral("new-owner/new-name"));

        const QUrl old(server.apiUrl().toString()
                       + QStringLiteral("/repos/acme/acp/issues?state=all&per_page=5"));
        const Http moved = get(old);
        QCOMPARE(moved.status, 301);
        const QString expected = server.apiUrl().toString()
            + QStringLiteral("/repositories/%1/issues?state=all&per_page=5")
                  .arg(server.repositoryId());
        QCOMPARE(QString::fromLatin1(moved.header("location")), expected);
        QCOMPARE(moved.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Moved Permanently"));
        QCOMPARE(moved.object().value(QStringLiteral("url")).toString(), expected);
        QVERIFY(moved.object().contains(QStringLiteral("documentation_url")));

        const Http followed = get(QUrl(expected));
        QCOMPARE(followed.status, 200);
        QCOMPARE(followed.array().size(), 1);
        QVERIFY(followed.array()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("url"))
                    .toString()
                    .contains(QStringLiteral("/repos/new-owner/new-name/issues/1")));

        const Http byId =
            get(QUrl(server.apiUrl().toString()
                     + QStringLiteral("/repositories/%1").arg(server.repositoryId())));
        QCOMPARE(byId.object().value(QStringLiteral("full_name")).toString(),
                 QStringLiteral("new-owner/new-name"));
        QCOMPARE(get(repoUrl(server, {})).object().value(QStringLiteral("full_name")).toString(),
                 QStringLiteral("new-owner/new-name"));

        // QNetworkAccessManager following the redirect itself lands on the data.
        QNetworkRequest request(old);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::NoLessSafeRedirectPolicy);
        const Http automatic = wait(m_nam->get(request));
        QCOMPARE(automatic.status, 200);
        QCOMPARE(automatic.array().size(), 1);

        // Writes are redirected with 307, as GitHub does for non-GET methods.
        const Http write = call(
            "POST",
            QUrl(server.apiUrl().toString() + QStringLiteral("/repos/acme/acp/issues/1/comments")),
            QByteArrayLiteral("{\"body\":\"hi\"}"));
        QCOMPARE(write.status, 307);
        QCOMPARE(
            QString::fromLatin1(write.header("location")),
            server.apiUrl().toString()
                + QStringLiteral("/repositories/%1/issues/1/comments").arg(server.repositoryId()));
        QCOMPARE(server.comments().size(), 0);
        QCOMPARE(
            get(QUrl(server.apiUrl().toString() + QStringLiteral("/repositories/1/issues"))).status,
            404);
    }

    void faultsServerErrors()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        GitHubTestServer::Fault f500;
        f500.kind = GitHubTestServer::FaultKind::ServerError500;
        f500.times = 2;
        GitHubTestServer::Fault f502;
        f502.kind = GitHubTestServer::FaultKind::BadGateway502;
        server.injectFault(f500);
        server.injectFault(f502);
        QCOMPARE(server.pendingFaults(), 3);
        QCOMPARE(get(repoUrl(server, {})).status, 500);
        QCOMPARE(get(repoUrl(server, {})).status, 500);
        const Http bad = get(repoUrl(server, {}));
        QCOMPARE(bad.status, 502);
        QVERIFY(!bad.header("x-ratelimit-remaining").isEmpty());
        QCOMPARE(server.pendingFaults(), 0);
        QCOMPARE(get(repoUrl(server, {})).status, 200);
        QList<int> statuses;
        for (const auto &record : server.requests())
            statuses.append(record.status);
        QCOMPARE(statuses, QList<int>({ 500, 500, 502, 200 }));
    }

    void faultsMatchByPathInFifoOrder()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        GitHubTestServer::Fault labels;
        labels.kind = GitHubTestServer::FaultKind::ServerError500;
        labels.pathContains = QStringLiteral("/labels");
        labels.times = 2;
        GitHubTestServer::Fault any;
        any.kind = GitHubTestServer::FaultKind::NotFound404;
        server.injectFault(labels);
        server.injectFault(any);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues"))).status, 404); // only `any` matches
        QCOMPARE(get(repoUrl(server, QStringLiteral("/labels"))).status, 500);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues"))).status, 200);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/labels"))).status, 500);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/labels"))).status, 200);
        QCOMPARE(server.pendingFaults(), 0);

        server.injectFault(labels);
        server.clearFaults();
        QCOMPARE(server.pendingFaults(), 0);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/labels"))).status, 200);

        // pathContains sees the query too.
        GitHubTestServer::Fault paged;
        paged.kind = GitHubTestServer::FaultKind::NotFound404;
        paged.pathContains = QStringLiteral("page=2");
        server.injectFault(paged);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("page=1"))).status,
                 200);
        const Http notFound =
            get(repoUrl(server, QStringLiteral("/issues"), QStringLiteral("page=2")));
        QCOMPARE(notFound.status, 404);
        QCOMPARE(notFound.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Not Found"));
    }

    void faultsRateLimits()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        GitHubTestServer::Fault secondary;
        secondary.kind = GitHubTestServer::FaultKind::SecondaryRateLimit403;
        secondary.retryAfterSeconds = 7;
        server.injectFault(secondary);
        const Http s = get(repoUrl(server, {}));
        QCOMPARE(s.status, 403);
        QCOMPARE(s.header("retry-after"), QByteArray("7"));
        QVERIFY(s.object()
                    .value(QStringLiteral("message"))
                    .toString()
                    .startsWith(QStringLiteral("You have exceeded a secondary rate limit")));
        QVERIFY(s.header("x-ratelimit-remaining").toInt() > 0);

        GitHubTestServer::Fault primary;
        primary.kind = GitHubTestServer::FaultKind::PrimaryRateLimit403;
        primary.resetInSeconds = 42;
        server.injectFault(primary);
        const Http p = get(repoUrl(server, {}));
        QCOMPARE(p.status, 403);
        QCOMPARE(p.header("x-ratelimit-remaining"), QByteArray("0"));
        QCOMPARE(p.header("x-ratelimit-reset").toLongLong(), server.now().toSecsSinceEpoch() + 42);
        QVERIFY(p.object()
                    .value(QStringLiteral("message"))
                    .toString()
                    .startsWith(QStringLiteral("API rate limit exceeded for")));
        QVERIFY(p.header("retry-after").isEmpty());

        GitHubTestServer::Fault tooMany;
        tooMany.kind = GitHubTestServer::FaultKind::TooManyRequests429;
        tooMany.retryAfterSeconds = 3;
        server.injectFault(tooMany);
        const Http t = get(repoUrl(server, {}));
        QCOMPARE(t.status, 429);
        QCOMPARE(t.header("retry-after"), QByteArray("3"));

        // The real counter: reported, and enforced when asked.
        server.setRateLimit(100, 2);
        QCOMPARE(get(repoUrl(server, {})).header("x-ratelimit-remaining"), QByteArray("1"));
        server.setRateLimitEnforced(true);
        const Http lastOne = get(repoUrl(server, {}));
        QCOMPARE(lastOne.status, 200);
        QCOMPARE(lastOne.header("x-ratelimit-remaining"), QByteArray("0"));
        QCOMPARE(lastOne.header("x-ratelimit-used"), QByteArray("100"));
        const Http limited = get(repoUrl(server, {}));
        QCOMPARE(limited.status, 403);
        QCOMPARE(limited.header("x-ratelimit-remaining"), QByteArray("0"));
        // A revalidation that ends in 304 is still free; one that would not is refused.
        QCOMPARE(get(repoUrl(server, {}), { { "If-None-Match", lastOne.header("etag") } }).status,
                 304);
        QCOMPARE(get(repoUrl(server, {}), { { "If-None-Match", "W/\"stale\"" } }).status, 403);
        server.setTokenLogin(QStringLiteral("t"), QStringLiteral("someone"));
        QCOMPARE(call("POST", repoUrl(server, QStringLiteral("/issues")),
                      QByteArrayLiteral("{\"title\":\"x\"}"))
                     .status,
                 403);
        QCOMPARE(server.issues().size(), 0);
        // The window resets when the server clock passes x-ratelimit-reset.
        server.setNow(QDateTime::fromSecsSinceEpoch(
            limited.header("x-ratelimit-reset").toLongLong(), QTimeZone::utc()));
        const Http reset = get(repoUrl(server, {}));
        QCOMPARE(reset.status, 200);
        QCOMPARE(reset.header("x-ratelimit-remaining"), QByteArray("99"));
    }

    void faultSlowKeepsTheEventLoopRunning()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("one"), QStringLiteral("b"));
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.pathContains = QStringLiteral("/issues/1");
        slow.delayMs = 1000;
        server.injectFault(slow);

        QElapsedTimer timer;
        timer.start();
        QNetworkReply *slowReply =
            m_nam->get(QNetworkRequest(repoUrl(server, QStringLiteral("/issues/1"))));
        QNetworkReply *fastReply = m_nam->get(QNetworkRequest(repoUrl(server, {})));
        const Http fast = wait(fastReply);
        QCOMPARE(fast.status, 200);
        QVERIFY(!slowReply->isFinished());
        const Http slowResult = wait(slowReply);
        QVERIFY(slowResult.finished);
        QCOMPARE(slowResult.status, 200);
        QVERIFY2(timer.elapsed() >= 995, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(slowResult.object().value(QStringLiteral("number")).toInt(), 1);
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(0).status, 200);
    }

    void faultDropMidBodyIsANetworkError()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.populate(40, 0, 0, 5);
        GitHubTestServer::Fault drop;
        drop.kind = GitHubTestServer::FaultKind::DropMidBody;
        drop.pathContains = QStringLiteral("/issues");
        server.injectFault(drop);
        // A warm keep-alive connection first, as a client would have.
        QCOMPARE(get(repoUrl(server, {})).status, 200);
        const Http dropped = get(
            repoUrl(server, QStringLiteral("/issues"), QStringLiteral("state=all&per_page=40")));
        QVERIFY(dropped.finished);
        QVERIFY2(dropped.error != QNetworkReply::NoError,
                 qPrintable(QString::number(dropped.error)));
        QCOMPARE(server.requests().constLast().status, 0);
        // The server keeps serving.
        const Http after = get(
            repoUrl(server, QStringLiteral("/issues"), QStringLiteral("state=all&per_page=40")));
        QCOMPARE(after.status, 200);
        QCOMPARE(after.array().size(), 40);
        QVERIFY(dropped.body.size() < after.body.size());
    }

    void faultMalformedJson()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("one"), QStringLiteral("b"));
        GitHubTestServer::Fault malformed;
        malformed.kind = GitHubTestServer::FaultKind::MalformedJson;
        server.injectFault(malformed);
        const Http broken = get(repoUrl(server, QStringLiteral("/issues")));
        QCOMPARE(broken.status, 200);
        QCOMPARE(broken.error, QNetworkReply::NoError);
        QVERIFY(!broken.body.isEmpty());
        QJsonParseError error;
        QJsonDocument::fromJson(broken.body, &error);
        QVERIFY(error.error != QJsonParseError::NoError);
        QCOMPARE(server.requests().constLast().status, 200);
    }

    void writeEndpoints()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        server.setTokenLogin(QStringLiteral("ana-token"), QStringLiteral("cochair-ana"));
        server.addLabel(QStringLiteral("voting"));
        const int number =
            server.addIssue(QStringLiteral("app"), QStringLiteral("body"),
                            QStringLiteral("applicant"), { QStringLiteral("voting") });
        const QDateTime createdUpdated = server.issues().at(0).updatedAt;

        // Comments.
        const QUrl commentsUrl = repoUrl(server, QStringLiteral("/issues/%1/comments").arg(number));
        QCOMPARE(call("POST", commentsUrl, QByteArrayLiteral("{\"body\":\"x\"}"), {}, QByteArray())
                     .status,
                 401);
        QCOMPARE(
            call("POST", commentsUrl, QByteArrayLiteral("{\"nobody\":1}"), {}, "ana-token").status,
            422);
        QCOMPARE(call("POST", commentsUrl, QByteArrayLiteral("{not json"), {}, "ana-token").status,
                 400);
        const Http created =
            call("POST", commentsUrl,
                 QByteArrayLiteral("{\"body\":\"Checklist done <!-- acp-workbench:op=1 -->\"}"), {},
                 "ana-token");
        QCOMPARE(created.status, 201);
        const QJsonObject comment = created.object();
        const qint64 commentId = comment.value(QStringLiteral("id")).toInteger();
        QCOMPARE(comment.value(QStringLiteral("user"))
                     .toObject()
                     .value(QStringLiteral("login"))
                     .toString(),
                 QStringLiteral("cochair-ana"));
        QCOMPARE(comment.value(QStringLiteral("body")).toString(),
                 QStringLiteral("Checklist done <!-- acp-workbench:op=1 -->"));
        QCOMPARE(QString::fromLatin1(created.header("location")),
                 comment.value(QStringLiteral("url")).toString());
        QCOMPARE(server.comments().size(), 1);
        QCOMPARE(server.comments().at(0).author, QStringLiteral("cochair-ana"));
        QCOMPARE(server.requests().constLast().body,
                 QByteArrayLiteral("{\"body\":\"Checklist done <!-- acp-workbench:op=1 -->\"}"));
        QCOMPARE(server.requests().constLast().method, QByteArray("POST"));
        const QJsonObject issueAfterComment =
            get(repoUrl(server, QStringLiteral("/issues/%1").arg(number))).object();
        QCOMPARE(issueAfterComment.value(QStringLiteral("comments")).toInt(), 1);
        QCOMPARE(issueAfterComment.value(QStringLiteral("updated_at")).toString(),
                 comment.value(QStringLiteral("created_at")).toString());
        QVERIFY(ts(issueAfterComment.value(QStringLiteral("updated_at")).toString())
                > createdUpdated);

        // Unknown tokens act as the default login.
        const Http byDefault = call("POST", commentsUrl, QByteArrayLiteral("{\"body\":\"second\"}"),
                                    {}, "someone-else");
        QCOMPARE(byDefault.object()
                     .value(QStringLiteral("user"))
                     .toObject()
                     .value(QStringLiteral("login"))
                     .toString(),
                 QStringLiteral("reviewer"));

        const QUrl commentUrl =
            repoUrl(server, QStringLiteral("/issues/comments/%1").arg(commentId));
        const Http edited =
            call("PATCH", commentUrl, QByteArrayLiteral("{\"body\":\"edited\"}"), {}, "ana-token");
        QCOMPARE(edited.status, 200);
        QCOMPARE(edited.object().value(QStringLiteral("body")).toString(),
                 QStringLiteral("edited"));
        QVERIFY(ts(edited.object().value(QStringLiteral("updated_at")).toString())
                > ts(edited.object().value(QStringLiteral("created_at")).toString()));

        // Labels: add appends and creates unknown labels; remove answers what is left.
        const QUrl labelsUrl = repoUrl(server, QStringLiteral("/issues/%1/labels").arg(number));
        const QDateTime beforeLabels = server.issues().at(0).updatedAt;
        const Http added =
            call("POST", labelsUrl, QByteArrayLiteral("{\"labels\":[\"approved\",\"voting\"]}"), {},
                 "ana-token");
        QCOMPARE(added.status, 200);
        QStringList names;
        for (const QJsonValue &value : added.array())
            names.append(value.toObject().value(QStringLiteral("name")).toString());
        QCOMPARE(names, QStringList({ QStringLiteral("voting"), QStringLiteral("approved") }));
        QCOMPARE(server.issues().at(0).labels, names);
        QVERIFY(server.issues().at(0).updatedAt > beforeLabels);
        QCOMPARE(get(repoUrl(server, QStringLiteral("/labels"))).array().size(), 2);
        const Http removed = call("DELETE", QUrl(labelsUrl.toString() + QStringLiteral("/voting")),
                                  {}, {}, "ana-token");
        QCOMPARE(removed.status, 200);
        QCOMPARE(removed.array().size(), 1);
        QCOMPARE(removed.array().at(0).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("approved"));
        const Http absent = call("DELETE", QUrl(labelsUrl.toString() + QStringLiteral("/voting")),
                                 {}, {}, "ana-token");
        QCOMPARE(absent.status, 404);
        QCOMPARE(absent.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Label does not exist"));
        // A label name with a space, percent-encoded in the path.
        QCOMPARE(call("POST", labelsUrl, QByteArrayLiteral("[\"needs info\"]"), {}, "ana-token")
                     .array()
                     .size(),
                 2);
        QCOMPARE(call("DELETE", QUrl(labelsUrl.toString() + QStringLiteral("/needs%20info")), {},
                      {}, "ana-token")
                     .status,
                 200);

        // Issue state.
        const QUrl issueUrl = repoUrl(server, QStringLiteral("/issues/%1").arg(number));
        const Http closed =
            call("PATCH", issueUrl,
                 QByteArrayLiteral("{\"state\":\"closed\",\"state_reason\":\"not_planned\"}"), {},
                 "ana-token");
        QCOMPARE(closed.status, 200);
        QCOMPARE(closed.object().value(QStringLiteral("state")).toString(),
                 QStringLiteral("closed"));
        QCOMPARE(closed.object().value(QStringLiteral("state_reason")).toString(),
                 QStringLiteral("not_planned"));
        QCOMPARE(closed.object().value(QStringLiteral("closed_at")).toString(),
                 closed.object().value(QStringLiteral("updated_at")).toString());
        const Http reopened =
            call("PATCH", issueUrl, QByteArrayLiteral("{\"state\":\"open\"}"), {}, "ana-token");
        QCOMPARE(reopened.object().value(QStringLiteral("state")).toString(),
                 QStringLiteral("open"));
        QCOMPARE(reopened.object().value(QStringLiteral("state_reason")).toString(),
                 QStringLiteral("reopened"));
        QVERIFY(reopened.object().value(QStringLiteral("closed_at")).isNull());
        QCOMPARE(call("PATCH", issueUrl, QByteArrayLiteral("{\"state\":\"shut\"}"), {}, "ana-token")
                     .status,
                 422);
        const Http retitled = call(
            "PATCH", issueUrl, QByteArrayLiteral("{\"title\":\"New title\",\"body\":\"New body\"}"),
            {}, "ana-token");
        QCOMPARE(retitled.object().value(QStringLiteral("title")).toString(),
                 QStringLiteral("New title"));
        QCOMPARE(server.issues().at(0).body, QStringLiteral("New body"));

        // Reactions: 201 first, 200 for a repeat; they do not bump updated_at.
        const QDateTime beforeReaction = server.issues().at(0).updatedAt;
        const QUrl issueReactions =
            repoUrl(server, QStringLiteral("/issues/%1/reactions").arg(number));
        const Http r1 = call("POST", issueReactions, QByteArrayLiteral("{\"content\":\"+1\"}"), {},
                             "ana-token");
        QCOMPARE(r1.status, 201);
        QCOMPARE(r1.object()
                     .value(QStringLiteral("user"))
                     .toObject()
                     .value(QStringLiteral("login"))
                     .toString(),
                 QStringLiteral("cochair-ana"));
        const Http r2 = call("POST", issueReactions, QByteArrayLiteral("{\"content\":\"+1\"}"), {},
                             "ana-token");
        QCOMPARE(r2.status, 200);
        QCOMPARE(r2.object().value(QStringLiteral("id")).toInteger(),
                 r1.object().value(QStringLiteral("id")).toInteger());
        QCOMPARE(
            call("POST", issueReactions, QByteArrayLiteral("{\"content\":\"+1\"}"), {}, "another")
                .status,
            201);
        QCOMPARE(call("POST", issueReactions, QByteArrayLiteral("{\"content\":\"thumbsup\"}"), {},
                      "ana-token")
                     .status,
                 422);
        QCOMPARE(server.issueReactions(number).size(), 2);
        QCOMPARE(server.issues().at(0).updatedAt, beforeReaction);
        QCOMPARE(get(issueUrl)
                     .object()
                     .value(QStringLiteral("reactions"))
                     .toObject()
                     .value(QStringLiteral("+1"))
                     .toInt(),
                 2);

        const QUrl commentReactions =
            repoUrl(server, QStringLiteral("/issues/comments/%1/reactions").arg(commentId));
        const Http cr = call("POST", commentReactions, QByteArrayLiteral("{\"content\":\"eyes\"}"),
                             {}, "ana-token");
        QCOMPARE(cr.status, 201);
        const qint64 reactionId = cr.object().value(QStringLiteral("id")).toInteger();
        QCOMPARE(server.commentReactions(commentId).size(), 1);
        QCOMPARE(get(commentUrl)
                     .object()
                     .value(QStringLiteral("reactions"))
                     .toObject()
                     .value(QStringLiteral("eyes"))
                     .toInt(),
                 1);
        const Http deleted = call(
            "DELETE", QUrl(commentReactions.toString() + QStringLiteral("/%1").arg(reactionId)), {},
            {}, "ana-token");
        QCOMPARE(deleted.status, 204);
        QVERIFY(deleted.body.isEmpty());
        QCOMPARE(server.commentReactions(commentId).size(), 0);
        QCOMPARE(get(commentReactions).array().size(), 0);
        QCOMPARE(call("DELETE",
                      QUrl(commentReactions.toString() + QStringLiteral("/%1").arg(reactionId)), {},
                      {}, "ana-token")
                     .status,
                 404);

        // Writes to a deleted issue.
        server.deleteIssue(number);
        QCOMPARE(
            call("POST", commentsUrl, QByteArrayLiteral("{\"body\":\"late\"}"), {}, "ana-token")
                .status,
            410);
    }

    void keepAliveAndConnectionClose()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        for (int i = 0; i < 5; ++i)
            QCOMPARE(get(repoUrl(server, {})).status, 200);
        QCOMPARE(server.connectionsAccepted(), 1);
        const Http closing = get(repoUrl(server, {}), { { "Connection", "close" } });
        QCOMPARE(closing.status, 200);
        QCOMPARE(closing.header("connection"), QByteArray("close"));
        QCOMPARE(get(repoUrl(server, {})).status, 200);
        QCOMPARE(server.connectionsAccepted(), 2);
        QCOMPARE(server.requests().size(), 7);
        QCOMPARE(server.requests().at(5).headers.value("connection"), QByteArray("close"));

        // HEAD answers the headers only.
        const Http head = call("HEAD", repoUrl(server, {}));
        QCOMPARE(head.status, 200);
        QVERIFY(head.body.isEmpty());
        QVERIFY(head.header("content-length").toInt() > 0);
        server.clearRequests();
        QCOMPARE(server.requestCount(), 0);
        QCOMPARE(get(repoUrl(server, {})).status, 200);
        QCOMPARE(server.requests().constFirst().pathAndQuery, QStringLiteral("/repos/acme/acp"));
    }

    void rawHttpParsing()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(socket.waitForConnected(5000));

        // Two pipelined requests in one write, answered in order on the same connection.
        socket.write("GET /repos/acme/acp/labels HTTP/1.1\r\nHost: x\r\n\r\n"
                     "GET /nope HTTP/1.1\r\nHost: x\r\n\r\n");
        QList<RawResponse> responses = readResponses(socket, 2);
        QCOMPARE(responses.size(), 2);
        QCOMPARE(responses.at(0).status, 200);
        QCOMPARE(responses.at(0).body, QByteArray("[]"));
        QCOMPARE(responses.at(1).status, 404);
        QCOMPARE(server.connectionsAccepted(), 1);

        // A body arriving in pieces is read by Content-Length.
        const QByteArray body = "{\"title\":\"split\",\"body\":\"in two\"}";
        socket.write(
            "POST /repos/acme/acp/issues HTTP/1.1\r\nHost: x\r\nAuthorization: token abc\r\n"
            "Content-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body.left(10));
        QVERIFY(socket.waitForBytesWritten(5000));
        QTRY_COMPARE(server.requestCount(), 2); // the POST is not complete yet
        socket.write(body.mid(10));
        responses = readResponses(socket, 1);
        QCOMPARE(responses.size(), 1);
        QCOMPARE(responses.at(0).status, 201);
        QCOMPARE(server.issues().size(), 1);
        QCOMPARE(server.issues().at(0).body, QStringLiteral("in two"));
        QCOMPARE(server.requests().constLast().body, body);

        // HTTP/1.0 without keep-alive: answered, then closed by the server.
        QTcpSocket old;
        old.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(old.waitForConnected(5000));
        old.write("GET /repos/acme/acp HTTP/1.0\r\n\r\n");
        responses = readResponses(old, 1);
        QCOMPARE(responses.size(), 1);
        QCOMPARE(responses.at(0).status, 200);
        QCOMPARE(responses.at(0).headers.value("connection"), QByteArray("close"));
        QTRY_COMPARE(old.state(), QAbstractSocket::UnconnectedState);

        // Garbage: 400, then closed.
        QTcpSocket garbage;
        garbage.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(garbage.waitForConnected(5000));
        garbage.write("HELLO\r\n\r\n");
        responses = readResponses(garbage, 1);
        QCOMPARE(responses.size(), 1);
        QCOMPARE(responses.at(0).status, 400);
        QTRY_COMPARE(garbage.state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(server.requests().constFirst().status, 200); // the log is untouched
    }

    void destroyingTheServerWithAPendingAnswer()
    {
        auto server = std::make_unique<GitHubTestServer>(kOwner, kName);
        QVERIFY(server->listen());
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.delayMs = 60000;
        server->injectFault(slow);
        QNetworkReply *reply = m_nam->get(QNetworkRequest(repoUrl(*server, {})));
        QTRY_COMPARE(server->requestCount(), 1);
        server.reset();
        const Http result = wait(reply);
        QVERIFY(result.finished);
        QVERIFY(result.error != QNetworkReply::NoError);
    }

    void populateIsDeterministicAndComplete()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        QElapsedTimer timer;
        timer.start();
        server.populate(500, 5000, 1000, 3);
        qInfo("populate(500, 5000, 1000) took %lld ms", timer.elapsed());
        QCOMPARE(server.issues().size(), 500);
        QCOMPARE(server.comments().size(), 5000);

        int pages = 0;
        const QJsonArray issues =
            walk(repoUrl(server, QStringLiteral("/issues"),
                         QStringLiteral("state=all&sort=updated&direction=asc&per_page=100")),
                 &pages);
        QCOMPARE(pages, 5);
        QCOMPARE(issues.size(), 500);
        QSet<int> numbers;
        int closed = 0;
        int withNoResponse = 0;
        QSet<QString> labelNames;
        QDateTime previous;
        for (const QJsonValue &value : issues) {
            const QJsonObject issue = value.toObject();
            numbers.insert(issue.value(QStringLiteral("number")).toInt());
            closed += issue.value(QStringLiteral("state")).toString() == QLatin1String("closed");
            const QString body = issue.value(QStringLiteral("body")).toString();
            withNoResponse += body.contains(QStringLiteral("_No response_"));
            for (const QJsonValue &label : issue.value(QStringLiteral("labels")).toArray())
                labelNames.insert(label.toObject().value(QStringLiteral("name")).toString());
            const QDateTime updated = ts(issue.value(QStringLiteral("updated_at")).toString());
            QVERIFY(!previous.isValid() || previous <= updated);
            previous = updated;
            QVERIFY(updated.addSecs(3600) <= server.now()); // a quiet hour before now()
        }
        QCOMPARE(numbers.size(), 500);
        QVERIFY(closed > 50 && closed < 400);
        QVERIFY(withNoResponse > 20);
        QCOMPARE(labelNames,
                 QSet<QString>({ QStringLiteral("new"), QStringLiteral("needs-info"),
                                 QStringLiteral("voting"), QStringLiteral("approved"),
                                 QStringLiteral("declined") }));
        const QString body = server.issues().at(10).body;
        for (const char *heading :
             { "### Platform name", "### PyTorch integration", "### Supported features", "### CI",
               "### Release plan", "### Package", "### Maintainers", "### Security policy" })
            QVERIFY2(body.isEmpty() || body.contains(QLatin1String(heading)), heading);

        const QJsonArray comments =
            walk(repoUrl(server, QStringLiteral("/issues/comments"),
                         QStringLiteral("sort=updated&direction=asc&per_page=100")),
                 &pages);
        QCOMPARE(pages, 50);
        QCOMPARE(comments.size(), 5000);
        QSet<qint64> ids;
        int reactions = 0;
        for (const QJsonValue &value : comments) {
            ids.insert(value.toObject().value(QStringLiteral("id")).toInteger());
            reactions += value.toObject()
                             .value(QStringLiteral("reactions"))
                             .toObject()
                             .value(QStringLiteral("total_count"))
                             .toInt();
        }
        QCOMPARE(ids.size(), 5000);
        for (const auto &issue : server.issues())
            reactions += int(server.issueReactions(issue.number).size());
        QCOMPARE(reactions, 1000);
        qInfo("populate + full walk took %lld ms", timer.elapsed());

        // The same seed gives the same repository; another seed does not.
        GitHubTestServer twin(kOwner, kName);
        twin.populate(500, 5000, 1000, 3);
        GitHubTestServer other(kOwner, kName);
        other.populate(500, 5000, 1000, 4);
        const auto a = server.issues();
        const auto b = twin.issues();
        const auto c = other.issues();
        bool differs = false;
        for (int i = 0; i < a.size(); ++i) {
            QCOMPARE(a.at(i).title, b.at(i).title);
            QCOMPARE(a.at(i).body, b.at(i).body);
            QCOMPARE(a.at(i).labels, b.at(i).labels);
            QCOMPARE(a.at(i).updatedAt, b.at(i).updatedAt);
            differs = differs || a.at(i).body != c.at(i).body;
        }
        QVERIFY(differs);
        QCOMPARE(server.comments().constLast().body, twin.comments().constLast().body);
    }

    void fixtureLoads()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        QString error;
        QVERIFY2(
            server.loadFixture(QStringLiteral(ACP_TEST_DATA_DIR "/github-fixture.json"), &error),
            qPrintable(error));
        QCOMPARE(server.fullName(), QStringLiteral("fixture-org/acp-fixture"));
        QCOMPARE(server.repositoryId(), 424242);
        QVERIFY(server.now() > QDateTime(QDate(2025, 1, 15), QTime(8, 0), QTimeZone::utc()));

        const QJsonArray issues = get(repoUrl(server, QStringLiteral("/issues"),
                                              QStringLiteral("state=all&direction=asc")))
                                      .array();
        QCOMPARE(issues.size(), 3); // the deleted one is gone
        const QJsonObject three = issues.at(0).toObject();
        QCOMPARE(three.value(QStringLiteral("id")).toInteger(), 3100000003LL);
        QCOMPARE(three.value(QStringLiteral("comments")).toInt(), 2);
        QCOMPARE(three.value(QStringLiteral("updated_at")).toString(),
                 QStringLiteral("2025-01-12T09:30:00Z"));
        QCOMPARE(three.value(QStringLiteral("reactions"))
                     .toObject()
                     .value(QStringLiteral("eyes"))
                     .toInt(),
                 1);
        QCOMPARE(three.value(QStringLiteral("labels")).toArray().size(), 2);
        const QJsonObject five = issues.at(1).toObject();
        QVERIFY(five.value(QStringLiteral("body")).isNull());
        QCOMPARE(five.value(QStringLiteral("state_reason")).toString(),
                 QStringLiteral("not_planned"));
        QCOMPARE(five.value(QStringLiteral("labels"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("color"))
                     .toString(),
                 QStringLiteral("b60205"));
        QVERIFY(issues.at(2).toObject().contains(QStringLiteral("pull_request")));
        QCOMPARE(get(repoUrl(server, QStringLiteral("/issues/7"))).status, 410);

        const QJsonArray comments =
            get(repoUrl(server, QStringLiteral("/issues/comments"))).array();
        QCOMPARE(comments.size(), 2);
        const QJsonObject vote = comments.at(0).toObject();
        QCOMPARE(vote.value(QStringLiteral("author_association")).toString(),
                 QStringLiteral("MEMBER"));
        QCOMPARE(vote.value(QStringLiteral("body")).toString(),
                 QStringLiteral("Voting is open: 👍 approve, 👎 reject, 👀 abstain."));
        QCOMPARE(vote.value(QStringLiteral("reactions"))
                     .toObject()
                     .value(QStringLiteral("total_count"))
                     .toInt(),
                 2);
        QCOMPARE(server.commentReactions(3200000001LL).size(), 2);

        // New objects get ids and numbers after the loaded ones.
        QCOMPARE(server.addIssue(QStringLiteral("next"), QStringLiteral("b")), 8);
        QVERIFY(server.addComment(8, QStringLiteral("x"), QStringLiteral("y")) > 3200000002LL);

        QVERIFY(
            !server.loadFixture(QStringLiteral(ACP_TEST_DATA_DIR "/does-not-exist.json"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!server.loadFixture(
            QJsonObject {
                { QStringLiteral("comments"),
                  QJsonArray { QJsonObject { { QStringLiteral("issue_number"), 1234 } } } } },
            &error));
    }

    void standaloneExecutableServes()
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::SeparateChannels);
        process.start(QStringLiteral(ACP_TEST_SERVER_EXECUTABLE),
                      { QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--owner"),
                        QStringLiteral("tool"), QStringLiteral("--name"), QStringLiteral("repo"),
                        QStringLiteral("--issues"), QStringLiteral("12"),
                        QStringLiteral("--comments"), QStringLiteral("30"),
                        QStringLiteral("--reactions"), QStringLiteral("5"),
                        QStringLiteral("--seed"), QStringLiteral("9"),
                        QStringLiteral("--exit-on-stdin-eof") });
        QVERIFY(process.waitForStarted(20000));
        QByteArray out;
        while (!out.contains('\n')) {
            QSignalSpy ready(&process, &QProcess::readyReadStandardOutput);
            if (process.bytesAvailable() == 0)
                QVERIFY2(ready.wait(20000), process.readAllStandardError().constData());
            out += process.readAllStandardOutput();
        }
        static const QRegularExpression line(
            QStringLiteral("^listening on (http://127\\.0\\.0\\.1:\\d+)\\n"));
        const auto match = line.match(QString::fromLatin1(out));
        QVERIFY2(match.hasMatch(), out.constData());
        const QString base = match.captured(1);

        const QJsonArray issues =
            walk(QUrl(base + QStringLiteral("/repos/tool/repo/issues?state=all&per_page=5")));
        QCOMPARE(issues.size(), 12);
        QCOMPARE(walk(QUrl(base + QStringLiteral("/repos/tool/repo/issues/comments"))).size(), 30);

        // Closing standard input ends it cleanly.
        QSignalSpy finished(&process, &QProcess::finished);
        process.closeWriteChannel();
        QVERIFY(finished.wait(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
    }

    // ---- Forks, Git data and pull requests ------------------------------------------------

    void gitBlobsHaveGitsShas()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        const QString site = QStringLiteral("pytorch/pytorch.github.io");
        server.setRepository(site, GitHubTestServer::RepositoryData());
        server.setGitFiles(site, { { QStringLiteral("README.md"), QByteArrayLiteral("site\n") } });
        server.setTokenLogin(QStringLiteral("maintainer-token"), QStringLiteral("pytorch"));
        const QUrl blobs = gitRepoUrl(server, site, QStringLiteral("/git/blobs"));
        const QByteArray hello =
            jsonBody({ { QStringLiteral("content"), QStringLiteral("hello\n") },
                       { QStringLiteral("encoding"), QStringLiteral("utf-8") } });

        // Without a token, 401; with the token of someone who cannot push, 404.
        QCOMPARE(call("POST", blobs, hello, {}, QByteArray()).status, 401);
        QCOMPARE(call("POST", blobs, hello).status, 404);

        const Http created = call("POST", blobs, hello, {}, "maintainer-token");
        QCOMPARE(created.status, 201);
        const QString sha = QStringLiteral("ce013625030ba8dba906f756967f9e9ca394464a");
        QCOMPARE(created.object().value(QStringLiteral("sha")).toString(), sha);
        QVERIFY(created.object()
                    .value(QStringLiteral("url"))
                    .toString()
                    .endsWith(QStringLiteral("/git/blobs/") + sha));
        const Http base64 =
            call("POST", blobs,
                 jsonBody({ { QStringLiteral("content"), QStringLiteral("aGVsbG8K") },
                            { QStringLiteral("encoding"), QStringLiteral("base64") } }),
                 {}, "maintainer-token");
        QCOMPARE(base64.object().value(QStringLiteral("sha")).toString(), sha);
        const Http missing = call(
            "POST", blobs, jsonBody({ { QStringLiteral("encoding"), QStringLiteral("utf-8") } }),
            {}, "maintainer-token");
        QCOMPARE(missing.status, 422);
        QCOMPARE(missing.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Invalid request.\n\n\"content\" wasn't supplied."));

        const Http read = get(gitRepoUrl(server, site, QStringLiteral("/git/blobs/") + sha));
        QCOMPARE(read.status, 200);
        QCOMPARE(read.object().value(QStringLiteral("size")).toInt(), 6);
        QCOMPARE(read.object().value(QStringLiteral("encoding")).toString(),
                 QStringLiteral("base64"));
        QCOMPARE(QByteArray::fromBase64(
                     read.object().value(QStringLiteral("content")).toString().toLatin1()),
                 QByteArrayLiteral("hello\n"));

        // A repository without commits answers its git endpoints 409, as GitHub does.
        server.setRepository(QStringLiteral("pytorch/empty"), GitHubTestServer::RepositoryData());
        const Http empty = get(gitRepoUrl(server, QStringLiteral("pytorch/empty"),
                                          QStringLiteral("/git/ref/heads/main")));
        QCOMPARE(empty.status, 409);
        QCOMPARE(empty.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Git Repository is empty."));
    }

    void forkingTwiceMakesOneFork()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        const QString site = QStringLiteral("pytorch/pytorch.github.io");
        GitHubTestServer::RepositoryData data;
        data.description = QStringLiteral("The pytorch.org site");
        server.setRepository(site, data);
        server.setGitFiles(site, { { QStringLiteral("index.html"), QByteArrayLiteral("<p>\n") } });
        server.setGitFiles(site, { { QStringLiteral("draft.html"), QByteArrayLiteral("<p>\n") } },
                           QStringLiteral("site-dev"));
        const QUrl forks = gitRepoUrl(server, site, QStringLiteral("/forks"));

        QCOMPARE(call("POST", forks, {}, {}, QByteArray()).status, 401);
        const Http first = call("POST", forks);
        QCOMPARE(first.status, 202);
        const QJsonObject fork = first.object();
        QCOMPARE(fork.value(QStringLiteral("full_name")).toString(),
                 QStringLiteral("reviewer/pytorch.github.io"));
        QCOMPARE(fork.value(QStringLiteral("fork")).toBool(), true);
        QCOMPARE(fork.value(QStringLiteral("default_branch")).toString(), QStringLiteral("main"));
        for (const char *key : { "parent", "source" }) {
            const QJsonObject parent = fork.value(QLatin1String(key)).toObject();
            QCOMPARE(parent.value(QStringLiteral("full_name")).toString(), site);
            QCOMPARE(parent.value(QStringLiteral("name")).toString(),
                     QStringLiteral("pytorch.github.io"));
            QCOMPARE(parent.value(QStringLiteral("default_branch")).toString(),
                     QStringLiteral("main"));
            QCOMPARE(parent.value(QStringLiteral("owner"))
                         .toObject()
                         .value(QStringLiteral("login"))
                         .toString(),
                     QStringLiteral("pytorch"));
        }
        const Http second = call("POST", forks, jsonBody({}));
        QCOMPARE(second.status, 202);
        QCOMPARE(second.object().value(QStringLiteral("id")).toInteger(),
                 fork.value(QStringLiteral("id")).toInteger());
        QCOMPARE(server.forksCreated(), 1);

        const QString forkName = QStringLiteral("reviewer/pytorch.github.io");
        const QJsonObject forkRead = get(gitRepoUrl(server, forkName, {})).object();
        QCOMPARE(forkRead.value(QStringLiteral("parent"))
                     .toObject()
                     .value(QStringLiteral("full_name"))
                     .toString(),
                 site);
        const QJsonObject upstreamRead = get(gitRepoUrl(server, site, {})).object();
        QCOMPARE(upstreamRead.value(QStringLiteral("fork")).toBool(), false);
        QVERIFY(!upstreamRead.contains(QStringLiteral("parent")));

        // The fork has the upstream's branches as they were.
        const Http main = get(gitRepoUrl(server, forkName, QStringLiteral("/git/ref/heads/main")));
        QCOMPARE(main.status, 200);
        QCOMPARE(main.object().value(QStringLiteral("ref")).toString(),
                 QStringLiteral("refs/heads/main"));
        QCOMPARE(main.object()
                     .value(QStringLiteral("object"))
                     .toObject()
                     .value(QStringLiteral("sha"))
                     .toString(),
                 server.gitBranchSha(site, QStringLiteral("main")));
        QCOMPARE(
            get(gitRepoUrl(server, forkName, QStringLiteral("/git/refs/heads/site-dev"))).status,
            200);
        QCOMPARE(get(gitRepoUrl(server, forkName, QStringLiteral("/git/ref/heads/nothing"))).status,
                 404);

        // An account that has a repository of that name (not a fork) gets the fork as NAME-1;
        // default_branch_only copies the default branch alone.
        server.setTokenLogin(QStringLiteral("lee-token"), QStringLiteral("lee"));
        server.setRepository(QStringLiteral("lee/pytorch.github.io"),
                             GitHubTestServer::RepositoryData());
        const Http renamed =
            call("POST", forks, jsonBody({ { QStringLiteral("default_branch_only"), true } }), {},
                 "lee-token");
        QCOMPARE(renamed.status, 202);
        QCOMPARE(renamed.object().value(QStringLiteral("full_name")).toString(),
                 QStringLiteral("lee/pytorch.github.io-1"));
        QCOMPARE(server.forksCreated(), 2);
        QCOMPARE(get(gitRepoUrl(server, QStringLiteral("lee/pytorch.github.io-1"),
                                QStringLiteral("/git/ref/heads/site-dev")))
                     .status,
                 404);
        QCOMPARE(get(forks).array().size(), 2);
    }

    void forkAnswers409UntilReady()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        const QString site = QStringLiteral("pytorch/pytorch.github.io");
        server.setRepository(site, GitHubTestServer::RepositoryData());
        server.setGitFiles(site, { { QStringLiteral("index.html"), QByteArrayLiteral("<p>\n") } });
        server.setForkReadyAfterRequests(2);
        QCOMPARE(call("POST", gitRepoUrl(server, site, QStringLiteral("/forks"))).status, 202);
        const QString forkName = QStringLiteral("reviewer/pytorch.github.io");
        const QUrl ref = gitRepoUrl(server, forkName, QStringLiteral("/git/ref/heads/main"));

        const Http notYet = get(ref);
        QCOMPARE(notYet.status, 409);
        QCOMPARE(notYet.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Git Repository is empty."));
        QCOMPARE(call("POST", gitRepoUrl(server, forkName, QStringLiteral("/git/blobs")),
                      jsonBody({ { QStringLiteral("content"), QStringLiteral("x") } }))
                     .status,
                 409);
        // The upstream is ready all along; the fork from its third git request on.
        QCOMPARE(get(gitRepoUrl(server, site, QStringLiteral("/git/ref/heads/main"))).status, 200);
        QCOMPARE(get(ref).status, 200);
        QCOMPARE(get(gitRepoUrl(server, forkName, {})).status, 200);
    }

    void treesCommitsRefsAndPullRequests()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        const QString site = QStringLiteral("pytorch/pytorch.github.io");
        server.setRepository(site, GitHubTestServer::RepositoryData());
        server.setGitFiles(site,
                           { { QStringLiteral("_data/platforms.json"), QByteArrayLiteral("[]\n") },
                             { QStringLiteral("old.md"), QByteArrayLiteral("old\n") },
                             { QStringLiteral("index.html"), QByteArrayLiteral("<p>\n") } });
        QCOMPARE(call("POST", gitRepoUrl(server, site, QStringLiteral("/forks"))).status, 202);
        const QString forkName = QStringLiteral("reviewer/pytorch.github.io");
        const auto forkUrl = [&](const QString &path) {
            return gitRepoUrl(server, forkName, path);
        };

        const QString mainSha = get(forkUrl(QStringLiteral("/git/ref/heads/main")))
                                    .object()
                                    .value(QStringLiteral("object"))
                                    .toObject()
                                    .value(QStringLiteral("sha"))
                                    .toString();
        QCOMPARE(mainSha, server.gitBranchSha(site, QStringLiteral("main")));
        const Http mainCommit = get(forkUrl(QStringLiteral("/git/commits/") + mainSha));
        QCOMPARE(mainCommit.status, 200);
        QCOMPARE(mainCommit.object().value(QStringLiteral("sha")).toString(), mainSha);
        QCOMPARE(mainCommit.object()
                     .value(QStringLiteral("verification"))
                     .toObject()
                     .value(QStringLiteral("reason"))
                     .toString(),
                 QStringLiteral("unsigned"));
        const QString baseTree = mainCommit.object()
                                     .value(QStringLiteral("tree"))
                                     .toObject()
                                     .value(QStringLiteral("sha"))
                                     .toString();
        QCOMPARE(
            get(forkUrl(QStringLiteral("/git/commits/") + QString(40, QLatin1Char('0')))).status,
            404);

        // A tree on the upstream's tree: one file added, one deleted.
        const QJsonObject added {
            { QStringLiteral("path"), QStringLiteral("_platforms/acme.json") },
            { QStringLiteral("mode"), QStringLiteral("100644") },
            { QStringLiteral("type"), QStringLiteral("blob") },
            { QStringLiteral("content"), QStringLiteral("{\"name\":\"Acme\"}\n") }
        };
        const auto deletion = [](const QString &path) {
            return QJsonObject { { QStringLiteral("path"), path },
                                 { QStringLiteral("mode"), QStringLiteral("100644") },
                                 { QStringLiteral("type"), QStringLiteral("blob") },
                                 { QStringLiteral("sha"), QJsonValue() } };
        };
        const QUrl trees = forkUrl(QStringLiteral("/git/trees"));
        const Http tree =
            call("POST", trees,
                 jsonBody({ { QStringLiteral("base_tree"), baseTree },
                            { QStringLiteral("tree"),
                              QJsonArray { added, deletion(QStringLiteral("old.md")) } } }));
        QCOMPARE(tree.status, 201);
        const QString treeSha = tree.object().value(QStringLiteral("sha")).toString();
        QStringList paths;
        for (const QJsonValue &entry : tree.object().value(QStringLiteral("tree")).toArray())
            paths.append(entry.toObject().value(QStringLiteral("path")).toString());
        QCOMPARE(paths,
                 QStringList({ QStringLiteral("_data"), QStringLiteral("_platforms"),
                               QStringLiteral("index.html") }));
        QCOMPARE(tree.object().value(QStringLiteral("truncated")).toBool(), false);
        QStringList recursivePaths;
        for (const QJsonValue &entry : get(forkUrl(QStringLiteral("/git/trees/") + treeSha), {})
                                           .object()
                                           .value(QStringLiteral("tree"))
                                           .toArray())
            recursivePaths.append(entry.toObject().value(QStringLiteral("path")).toString());
        QCOMPARE(recursivePaths, paths);
        recursivePaths.clear();
        const QUrl recursiveUrl =
            gitRepoUrl(server, forkName, QStringLiteral("/git/trees/") + treeSha,
                       QStringLiteral("recursive=1"));
        for (const QJsonValue &entry :
             get(recursiveUrl).object().value(QStringLiteral("tree")).toArray())
            recursivePaths.append(entry.toObject().value(QStringLiteral("path")).toString());
        QCOMPARE(recursivePaths,
                 QStringList({ QStringLiteral("_data"), QStringLiteral("_data/platforms.json"),
                               QStringLiteral("_platforms"), QStringLiteral("_platforms/acme.json"),
                               QStringLiteral("index.html") }));
        const Http deleteMissing =
            call("POST", trees,
                 jsonBody({ { QStringLiteral("base_tree"), baseTree },
                            { QStringLiteral("tree"),
                              QJsonArray { deletion(QStringLiteral("nothing.md")) } } }));
        QCOMPARE(deleteMissing.status, 422);
        QCOMPARE(deleteMissing.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("GitRPC::BadObjectState"));
        const Http unknownBase =
            call("POST", trees,
                 jsonBody({ { QStringLiteral("base_tree"), QString(40, QLatin1Char('1')) },
                            { QStringLiteral("tree"), QJsonArray { added } } }));
        QCOMPARE(unknownBase.status, 422);
        QCOMPARE(unknownBase.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("base_tree is not a valid tree oid"));

        // The same commit, dates included, posted twice: one object, one sha.
        const QJsonObject person { { QStringLiteral("name"), QStringLiteral("Rev Iewer") },
                                   { QStringLiteral("email"), QStringLiteral("rev@example.com") },
                                   { QStringLiteral("date"),
                                     QStringLiteral("2025-03-01T10:00:00Z") } };
        const QByteArray commitBody =
            jsonBody({ { QStringLiteral("message"), QStringLiteral("Add Acme") },
                       { QStringLiteral("tree"), treeSha },
                       { QStringLiteral("parents"), QJsonArray { mainSha } },
                       { QStringLiteral("author"), person },
                       { QStringLiteral("committer"), person } });
        const QUrl commits = forkUrl(QStringLiteral("/git/commits"));
        const Http commit = call("POST", commits, commitBody);
        QCOMPARE(commit.status, 201);
        const QString commitSha = commit.object().value(QStringLiteral("sha")).toString();
        QCOMPARE(commitSha.size(), 40);
        QCOMPARE(call("POST", commits, commitBody).object().value(QStringLiteral("sha")).toString(),
                 commitSha);
        QCOMPARE(server.commitsCreated(), 1);
        QCOMPARE(commit.object()
                     .value(QStringLiteral("parents"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("sha"))
                     .toString(),
                 mainSha);
        QCOMPARE(commit.object()
                     .value(QStringLiteral("author"))
                     .toObject()
                     .value(QStringLiteral("date"))
                     .toString(),
                 QStringLiteral("2025-03-01T10:00:00Z"));
        // Without author and committer: the token's user, now; every post a new commit.
        const QByteArray undated = jsonBody({ { QStringLiteral("message"), QStringLiteral("x") },
                                              { QStringLiteral("tree"), treeSha } });
        const Http undatedFirst = call("POST", commits, undated);
        QCOMPARE(undatedFirst.object()
                     .value(QStringLiteral("author"))
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toString(),
                 QStringLiteral("reviewer"));
        QVERIFY(undatedFirst.object().value(QStringLiteral("sha"))
                != call("POST", commits, undated).object().value(QStringLiteral("sha")));
        QCOMPARE(server.commitsCreated(), 3);
        const Http noTree =
            call("POST", commits,
                 jsonBody({ { QStringLiteral("message"), QStringLiteral("x") },
                            { QStringLiteral("tree"), QString(40, QLatin1Char('2')) } }));
        QCOMPARE(noTree.status, 422);
        QCOMPARE(noTree.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Tree SHA does not exist"));

        // The branch.
        const QUrl refs = forkUrl(QStringLiteral("/git/refs"));
        const QByteArray refBody =
            jsonBody({ { QStringLiteral("ref"), QStringLiteral("refs/heads/acme-listing") },
                       { QStringLiteral("sha"), commitSha } });
        const Http ref = call("POST", refs, refBody);
        QCOMPARE(ref.status, 201);
        QCOMPARE(ref.object().value(QStringLiteral("ref")).toString(),
                 QStringLiteral("refs/heads/acme-listing"));
        const Http again = call("POST", refs, refBody);
        QCOMPARE(again.status, 422);
        QCOMPARE(again.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Reference already exists"));
        QCOMPARE(server.refsCreated(), 1);
        QCOMPARE(call("POST", refs,
                      jsonBody({ { QStringLiteral("ref"), QStringLiteral("heads/short") },
                                 { QStringLiteral("sha"), commitSha } }))
                     .status,
                 422);
        // Not a fast forward unless forced.
        const QUrl branch = forkUrl(QStringLiteral("/git/refs/heads/acme-listing"));
        const Http backwards =
            call("PATCH", branch, jsonBody({ { QStringLiteral("sha"), mainSha } }));
        QCOMPARE(backwards.status, 422);
        QCOMPARE(backwards.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Update is not a fast forward"));
        QCOMPARE(call("PATCH", branch, jsonBody({ { QStringLiteral("sha"), commitSha } })).status,
                 200);
        // The upstream is not the reviewer's to write.
        QCOMPARE(
            call("POST", gitRepoUrl(server, site, QStringLiteral("/git/refs")), refBody).status,
            404);

        // The pull request, from the fork to the upstream.
        const QUrl pulls = gitRepoUrl(server, site, QStringLiteral("/pulls"));
        const QByteArray pullBody =
            jsonBody({ { QStringLiteral("title"), QStringLiteral("Add Acme") },
                       { QStringLiteral("head"), QStringLiteral("reviewer:acme-listing") },
                       { QStringLiteral("base"), QStringLiteral("main") },
                       { QStringLiteral("body"), QStringLiteral("The listing.") },
                       { QStringLiteral("maintainer_can_modify"), true } });
        const Http pull = call("POST", pulls, pullBody);
        QCOMPARE(pull.status, 201);
        const QJsonObject pr = pull.object();
        QCOMPARE(pr.value(QStringLiteral("number")).toInt(), 1);
        QCOMPARE(pr.value(QStringLiteral("state")).toString(), QStringLiteral("open"));
        QCOMPARE(pr.value(QStringLiteral("html_url")).toString(),
                 QStringLiteral("https://github.com/pytorch/pytorch.github.io/pull/1"));
        QCOMPARE(QString::fromLatin1(pull.header("location")),
                 pr.value(QStringLiteral("url")).toString());
        QCOMPARE(
            pr.value(QStringLiteral("user")).toObject().value(QStringLiteral("login")).toString(),
            QStringLiteral("reviewer"));
        const QJsonObject head = pr.value(QStringLiteral("head")).toObject();
        QCOMPARE(head.value(QStringLiteral("label")).toString(),
                 QStringLiteral("reviewer:acme-listing"));
        QCOMPARE(head.value(QStringLiteral("sha")).toString(), commitSha);
        QCOMPARE(head.value(QStringLiteral("repo"))
                     .toObject()
                     .value(QStringLiteral("full_name"))
                     .toString(),
                 forkName);
        const QJsonObject base = pr.value(QStringLiteral("base")).toObject();
        QCOMPARE(base.value(QStringLiteral("ref")).toString(), QStringLiteral("main"));
        QCOMPARE(base.value(QStringLiteral("sha")).toString(), mainSha);
        QCOMPARE(base.value(QStringLiteral("repo"))
                     .toObject()
                     .value(QStringLiteral("full_name"))
                     .toString(),
                 site);
        QCOMPARE(pr.value(QStringLiteral("merged")).toBool(), false);
        QCOMPARE(pr.value(QStringLiteral("commits")).toInt(), 1);
        QCOMPARE(pr.value(QStringLiteral("changed_files")).toInt(), 2);

        const Http duplicate = call("POST", pulls, pullBody);
        QCOMPARE(duplicate.status, 422);
        QCOMPARE(duplicate.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Validation Failed"));
        QCOMPARE(duplicate.object()
                     .value(QStringLiteral("errors"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("message"))
                     .toString(),
                 QStringLiteral("A pull request already exists for reviewer:acme-listing."));
        const Http noBranch =
            call("POST", pulls,
                 jsonBody({ { QStringLiteral("title"), QStringLiteral("t") },
                            { QStringLiteral("head"), QStringLiteral("reviewer:nothing") },
                            { QStringLiteral("base"), QStringLiteral("main") } }));
        QCOMPARE(noBranch.status, 422);
        const QJsonObject headError =
            noBranch.object().value(QStringLiteral("errors")).toArray().at(0).toObject();
        QCOMPARE(headError.value(QStringLiteral("field")).toString(), QStringLiteral("head"));
        QCOMPARE(headError.value(QStringLiteral("code")).toString(), QStringLiteral("invalid"));
        QCOMPARE(call("POST", refs,
                      jsonBody({ { QStringLiteral("ref"), QStringLiteral("refs/heads/same") },
                                 { QStringLiteral("sha"), mainSha } }))
                     .status,
                 201);
        const Http nothingNew =
            call("POST", pulls,
                 jsonBody({ { QStringLiteral("title"), QStringLiteral("t") },
                            { QStringLiteral("head"), QStringLiteral("reviewer:same") },
                            { QStringLiteral("base"), QStringLiteral("main") } }));
        QCOMPARE(nothingNew.status, 422);
        QCOMPARE(nothingNew.object()
                     .value(QStringLiteral("errors"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("message"))
                     .toString(),
                 QStringLiteral("No commits between main and same"));
        QCOMPARE(call("DELETE", forkUrl(QStringLiteral("/git/refs/heads/same"))).status, 204);
        QCOMPARE(get(forkUrl(QStringLiteral("/git/ref/heads/same"))).status, 404);
        const Http deletedTwice = call("DELETE", forkUrl(QStringLiteral("/git/refs/heads/same")));
        QCOMPARE(deletedTwice.status, 422);
        QCOMPARE(deletedTwice.object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Reference does not exist"));

        // Listings and the test's view.
        const QJsonArray byHead =
            get(gitRepoUrl(server, site, QStringLiteral("/pulls"),
                           QStringLiteral("head=reviewer:acme-listing&state=open")))
                .array();
        QCOMPARE(byHead.size(), 1);
        QCOMPARE(byHead.at(0).toObject().value(QStringLiteral("number")).toInt(), 1);
        QCOMPARE(get(gitRepoUrl(server, site, QStringLiteral("/pulls"),
                                QStringLiteral("head=reviewer:other")))
                     .array()
                     .size(),
                 0);
        QCOMPARE(
            get(gitRepoUrl(server, site, QStringLiteral("/pulls"), QStringLiteral("state=closed")))
                .array()
                .size(),
            0);
        QCOMPARE(get(gitRepoUrl(server, site, QStringLiteral("/pulls/2"))).status, 404);
        const QList<GitHubTestServer::PullRequestData> listed = server.pullRequests(site);
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.at(0).head, QStringLiteral("reviewer:acme-listing"));
        QCOMPARE(listed.at(0).headSha, commitSha);
        QCOMPARE(listed.at(0).base, QStringLiteral("main"));
        QCOMPARE(listed.at(0).author, QStringLiteral("reviewer"));
        QCOMPARE(listed.at(0).body, QStringLiteral("The listing."));
        const QMap<QString, QByteArray> files =
            server.gitFiles(forkName, QStringLiteral("acme-listing"));
        QCOMPARE(files.value(QStringLiteral("_platforms/acme.json")),
                 QByteArrayLiteral("{\"name\":\"Acme\"}\n"));
        QVERIFY(!files.contains(QStringLiteral("old.md")));
        QCOMPARE(files.value(QStringLiteral("index.html")), QByteArrayLiteral("<p>\n"));
        QVERIFY(server.gitFiles(site, QStringLiteral("main")).contains(QStringLiteral("old.md")));
        QCOMPARE(server.gitFiles(forkName, commitSha), files);

        // Merged: closed, and the upstream's main is the pull request's commit.
        server.mergePullRequest(site, 1);
        QCOMPARE(server.pullRequests(site).at(0).merged, true);
        QCOMPARE(server.pullRequests(site).at(0).state, QStringLiteral("closed"));
        QCOMPARE(server.gitBranchSha(site, QStringLiteral("main")), commitSha);
        const QJsonObject merged =
            get(gitRepoUrl(server, site, QStringLiteral("/pulls/1"))).object();
        QCOMPARE(merged.value(QStringLiteral("merged")).toBool(), true);
        QVERIFY(!merged.value(QStringLiteral("merged_at")).isNull());
        QCOMPARE(
            get(gitRepoUrl(server, site, QStringLiteral("/pulls"), QStringLiteral("state=closed")))
                .array()
                .size(),
            1);
        QVERIFY(!server.gitFiles(site, QStringLiteral("main")).contains(QStringLiteral("old.md")));
    }

    void pullRequestCommittedBeforeTheConnectionCloses()
    {
        GitHubTestServer server(kOwner, kName);
        QVERIFY(server.listen());
        const QString site = QStringLiteral("pytorch/pytorch.github.io");
        server.setRepository(site, GitHubTestServer::RepositoryData());
        server.setGitFiles(site, { { QStringLiteral("index.html"), QByteArrayLiteral("<p>\n") } });
        QCOMPARE(call("POST", gitRepoUrl(server, site, QStringLiteral("/forks"))).status, 202);
        server.setGitFiles(QStringLiteral("reviewer/pytorch.github.io"),
                           { { QStringLiteral("index.html"), QByteArrayLiteral("<p>Acme</p>\n") } },
                           QStringLiteral("acme"));

        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = "POST";
        fault.pathContains = QStringLiteral("/pulls");
        server.injectFault(fault);
        const QByteArray pullBody =
            jsonBody({ { QStringLiteral("title"), QStringLiteral("Acme") },
                       { QStringLiteral("head"), QStringLiteral("reviewer:acme") },
                       { QStringLiteral("base"), QStringLiteral("main") } });
        // On a raw socket: QNetworkAccessManager would send the POST again on its own when
        // a kept-alive connection closes without an answer.
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(socket.waitForConnected(5000));
        socket.write("POST /repos/pytorch/pytorch.github.io/pulls HTTP/1.1\r\nHost: x\r\n"
                     "Authorization: Bearer test-token\r\nContent-Length: "
                     + QByteArray::number(pullBody.size()) + "\r\n\r\n" + pullBody);
        QTRY_COMPARE(socket.state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(socket.readAll(), QByteArray());
        QCOMPARE(server.pullRequests(site).size(), 1);
        QCOMPARE(server.pullRequests(site).at(0).title, QStringLiteral("Acme"));
        QCOMPARE(server.pullRequests(site).at(0).head, QStringLiteral("reviewer:acme"));
        QCOMPARE(server.pendingFaults(), 0);
        // Sent again, it finds the one that was made.
        const Http resent =
            call("POST", gitRepoUrl(server, site, QStringLiteral("/pulls")), pullBody);
        QCOMPARE(resent.status, 422);
        QCOMPARE(server.pullRequests(site).size(), 1);
        // Once that one is closed (not merged), the same head may be proposed again.
        server.closePullRequest(site, 1);
        QCOMPARE(server.pullRequests(site).at(0).state, QStringLiteral("closed"));
        QCOMPARE(server.pullRequests(site).at(0).merged, false);
        const Http reopened =
            call("POST", gitRepoUrl(server, site, QStringLiteral("/pulls")), pullBody);
        QCOMPARE(reopened.status, 201);
        QCOMPARE(reopened.object().value(QStringLiteral("number")).toInt(), 2);
    }

private:
    static QUrl gitRepoUrl(const GitHubTestServer &server, const QString &fullName,
                           const QString &path, const QString &query = {})
    {
        QUrl url(server.apiUrl().toString() + QStringLiteral("/repos/") + fullName + path);
        if (!query.isEmpty())
            url.setQuery(query);
        return url;
    }
    static QByteArray jsonBody(const QJsonObject &object)
    {
        return QJsonDocument(object).toJson(QJsonDocument::Compact);
    }
};

QTEST_GUILESS_MAIN(tst_GitHubTestServer)
#include "tst_githubtestserver.moc"

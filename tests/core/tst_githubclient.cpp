// Over 600 lines on purpose: one test executable per class; each retry, rate-limit and redirect
// rule has its case.

#include "GitHubTestServer.h"
#include "RawHttpServer.h"
#include "TestSupport.h"
#include "core/github/GitHubClient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

namespace {

// A loopback HTTP server that answers each request with the next scripted raw response, for
// the corner cases GitHubTestServer has no switch for (a plain 403, a short body, odd headers).
class ScriptedServer : public QObject
{
public:
    struct Answer
    {
        QByteArray raw; // status line, headers and body, as sent
        bool closeAfter = true;
    };

    ScriptedServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                QObject::connect(socket, &QTcpSocket::readyRead, this,
                                 [this, socket] { serve(socket); });
            }
        });
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QUrl url() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
    }
    void enqueue(const QByteArray &raw, bool closeAfter = true)
    {
        m_script.append({ raw, closeAfter });
    }
    QList<QByteArray> requests() const { return m_requests; }

private:
    void serve(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        QByteArray request;
        if (!acp::test::takeRequest(buffer, &request))
            return;
        m_requests.append(request);
        const Answer answer = m_script.isEmpty()
            ? Answer { "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n\r\n", true }
            : m_script.takeFirst();
        socket->write(answer.raw);
        socket->flush();
        if (answer.closeAfter)
            socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QList<Answer> m_script;
    QList<QByteArray> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

QByteArray jsonAnswer(int status, const QByteArray &reason, const QByteArray &body,
                      const QByteArray &extraHeaders = {})
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
        + "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n" + extraHeaders + "\r\n" + body;
}

RetryPolicy fastPolicy()
{
    RetryPolicy policy;
    policy.second = std::chrono::milliseconds(1); // the same code paths, without real waiting
    policy.maxAttempts = 5;
    policy.initialBackoffSeconds = 60;
    policy.transientBackoffSeconds = 2;
    policy.requestTimeoutSeconds = 30;
    return policy;
}

// Sends one request and spins the event loop until its callback ran.
ApiResponse fetch(GitHubClient &client, const ApiRequest &request)
{
    ApiResponse result;
    bool done = false;
    QObject context;
    client.send(request, &context, [&](const ApiResponse &response) {
        result = response;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        qWarning("request did not finish");
    return result;
}

ApiResponse get(GitHubClient &client, const QUrl &url, const QString &etag = {})
{
    ApiRequest request;
    request.url = url;
    request.ifNoneMatch = etag;
    return fetch(client, request);
}

QString repoPath(const GitHubTestServer &server)
{
    return QStringLiteral("/repos/") + server.fullName();
}

} // namespace

class TestGitHubClient : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void endpoint_joinsBaseAndQuery()
    {
        GitHubClient client(QUrl(QStringLiteral("https://ghe.example/api/v3/")), {});
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
        QCOMPARE(client.endpoint(QStringLiteral("/repos/o/r/issues"), query),
                 QUrl(QStringLiteral("https://ghe.example/api/v3/repos/o/r/issues?per_page=100")));
        QVERIFY(!client.hasToken());
    }

    void headers_withToken()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubClient client(server.apiUrl(), QStringLiteral("secret-token"));
        client.setRetryPolicy(fastPolicy());
        QVERIFY(client.hasToken());
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(response.status, 200);
        QVERIFY(!response.etag.isEmpty());
        QVERIFY(response.serverDate.isValid());
        QCOMPARE(response.attempts, 1);
        QVERIFY(!response.redirected);
        QCOMPARE(QJsonDocument::fromJson(response.body)
                     .object()
                     .value(QLatin1String("full_name"))
                     .toString(),
                 server.fullName());

        QCOMPARE(server.requestCount(), 1);
        const GitHubTestServer::RequestRecord record = server.requests().constFirst();
        QCOMPARE(record.method, QByteArray("GET"));
        QCOMPARE(record.headers.value("accept"), QByteArray("application/vnd.github+json"));
        QCOMPARE(record.headers.value("x-github-api-version"), QByteArray("2022-11-28"));
        QCOMPARE(record.headers.value("user-agent"),
                 QByteArray("acp-workbench/" ACP_VERSION_STRING));
        QCOMPARE(record.headers.value("authorization"), QByteArray("Bearer secret-token"));
        QVERIFY(!record.headers.contains("if-none-match"));
        QCOMPARE(client.requestsSent(), 1);
    }

    void headers_withoutToken()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubClient client(server.apiUrl(), QString());
        client.setRetryPolicy(fastPolicy());
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        const GitHubTestServer::RequestRecord record = server.requests().constFirst();
        QVERIFY(!record.headers.contains("authorization"));
        QCOMPARE(record.headers.value("accept"), QByteArray("application/vnd.github+json"));
    }

    void link_followedToTheEnd()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.populate(250, 0);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("state"), QStringLiteral("all"));
        query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
        QUrl url = client.endpoint(repoPath(server) + QStringLiteral("/issues"), query);
        QSet<int> numbers;
        int pages = 0;
        while (url.isValid()) {
            const ApiResponse response = get(client, url);
            QVERIFY2(response.ok(), qPrintable(response.errorString));
            ++pages;
            const QJsonArray items = QJsonDocument::fromJson(response.body).array();
            QVERIFY(items.size() <= 100);
            for (const QJsonValue &item : items)
                numbers.insert(item.toObject().value(QLatin1String("number")).toInt());
            // The next page's URL is taken verbatim from the Link header.
            if (response.nextPage.isValid())
                QVERIFY(response.headers.value("link").contains(response.nextPage.toEncoded()));
            url = response.nextPage;
            QVERIFY(pages < 10);
        }
        QCOMPARE(pages, 3);
        QCOMPARE(numbers.size(), int(server.issues().size()));
        QCOMPARE(client.requestsSent(), 3);
    }

    void etag_revalidates()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        const QUrl url = client.endpoint(repoPath(server));
        const ApiResponse first = get(client, url);
        QVERIFY(first.ok());
        QVERIFY(!first.etag.isEmpty());
        const ApiResponse second = get(client, url, first.etag);
        QVERIFY2(second.ok(), qPrintable(second.errorString));
        QVERIFY(second.notModified());
        QVERIFY(second.body.isEmpty());
        QCOMPARE(server.requests().at(1).headers.value("if-none-match"), first.etag.toUtf8());
        QCOMPARE(server.requests().at(1).status, 304);
        // A stale validator gets the full answer.
        const ApiResponse third = get(client, url, QStringLiteral("\"stale\""));
        QCOMPARE(third.status, 200);
    }

    void redirect_301Followed()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const QString oldName = server.fullName();
        server.renameRepository(QStringLiteral("pytorch-fdn"), QStringLiteral("acp-renamed"));
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        const ApiResponse response =
            get(client, client.endpoint(QStringLiteral("/repos/") + oldName));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(response.status, 200);
        QVERIFY(response.redirected);
        QVERIFY(response.url != client.endpoint(QStringLiteral("/repos/") + oldName));
        QCOMPARE(QJsonDocument::fromJson(response.body)
                     .object()
                     .value(QLatin1String("full_name"))
                     .toString(),
                 QStringLiteral("pytorch-fdn/acp-renamed"));
        QCOMPARE(server.requests().constFirst().status, 301);
        QCOMPARE(client.requestsSent(), 2); // every request on the wire counts
        QCOMPARE(response.attempts, 1); // …but a hop is not a retry
        // The token went along to the same origin.
        QCOMPARE(server.requests().at(1).headers.value("authorization"), QByteArray("Bearer t"));
    }

    void redirect_loopStops()
    {
        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        for (int i = 0; i < 10; ++i)
            scripted.enqueue("HTTP/1.1 302 Found\r\nLocation: /again\r\nContent-Length: 0\r\n\r\n");
        GitHubClient client(scripted.url(), {});
        RetryPolicy policy = fastPolicy();
        policy.maxRedirects = 3;
        client.setRetryPolicy(policy);
        const ApiResponse response = get(client, client.endpoint(QStringLiteral("/start")));
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QVERIFY(!response.errorString.isEmpty());
        QCOMPARE(scripted.requests().size(), 4); // the request and three hops
    }

    void redirect_307KeepsMethodAndBody()
    {
        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        scripted.enqueue("HTTP/1.1 307 Temporary Redirect\r\nLocation: "
                         "/moved/comments\r\nContent-Length: 0\r\n\r\n");
        scripted.enqueue(jsonAnswer(201, "Created", "{\"id\":1}"));
        GitHubClient client(scripted.url(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        ApiRequest request;
        request.method = "POST";
        request.url = client.endpoint(QStringLiteral("/repos/o/r/issues/1/comments"));
        request.body = "{\"body\":\"hello\"}";
        const ApiResponse response = fetch(client, request);
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(response.status, 201);
        QVERIFY(response.redirected);
        QCOMPARE(scripted.requests().size(), 2);
        QVERIFY(scripted.requests().at(1).startsWith("POST /moved/comments "));
        QVERIFY(scripted.requests().at(1).endsWith("{\"body\":\"hello\"}"));
    }

    void secondaryRateLimit_waitsRetryAfter()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::SecondaryRateLimit403;
        fault.retryAfterSeconds = 7;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(response.status, 200);
        QCOMPARE(response.attempts, 2);
        QCOMPARE(waiting.size(), 1);
        QCOMPARE(waiting.at(0).at(0).toInt(), 7);
        QVERIFY(!waiting.at(0).at(1).toString().isEmpty());
        QCOMPARE(server.requests().constFirst().status, 403);
    }

    void primaryRateLimit_waitsUntilReset()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::PrimaryRateLimit403;
        fault.resetInSeconds = 42;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(waiting.size(), 1);
        // Measured against the server's own Date, so the local clock does not matter.
        QCOMPARE(waiting.at(0).at(0).toInt(), 42);
        QCOMPARE(response.attempts, 2);
    }

    void tooManyRequests429_waitsRetryAfter()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::TooManyRequests429;
        fault.retryAfterSeconds = 3;
        fault.times = 2;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(waiting.size(), 2);
        QCOMPARE(waiting.at(0).at(0).toInt(), 3);
        QCOMPARE(waiting.at(1).at(0).toInt(), 3);
        QCOMPARE(response.attempts, 3);
    }

    void rateLimit_withoutHintBacksOffExponentially()
    {
        // A secondary limit without Retry-After: at least a minute, doubling.
        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        const QByteArray limited =
            jsonAnswer(403, "Forbidden",
                       "{\"message\":\"You have exceeded a secondary rate limit. Please wait.\"}");
        scripted.enqueue(limited);
        scripted.enqueue(limited);
        scripted.enqueue(jsonAnswer(200, "OK", "{}"));
        GitHubClient client(scripted.url(), {});
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(QStringLiteral("/x")));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(waiting.size(), 2);
        QCOMPARE(waiting.at(0).at(0).toInt(), 60);
        QCOMPARE(waiting.at(1).at(0).toInt(), 120);
    }

    void forbidden_isFinalWithGitHubsMessage()
    {
        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        scripted.enqueue(jsonAnswer(403, "Forbidden",
                                    "{\"message\":\"Resource not accessible by personal access "
                                    "token\",\"documentation_url\":\"x\"}",
                                    "x-ratelimit-remaining: 4999\r\nx-ratelimit-limit: 5000\r\n"));
        GitHubClient client(scripted.url(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(QStringLiteral("/repos/o/r")));
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(response.status, 403);
        QCOMPARE(response.attempts, 1);
        QCOMPARE(waiting.size(), 0);
        QVERIFY2(response.errorString.contains(
                     QLatin1String("Resource not accessible by personal access token")),
                 qPrintable(response.errorString));
        QVERIFY(response.errorString.endsWith(QLatin1Char('.')));
    }

    // Answers that no retry can fix: one request, no wait, and one sentence that says what
    // GitHub said (its JSON message, else the reason phrase), per status.
    void finalErrors_answeredOnceWithOneSentence_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("reason");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected"); // %1: the request's path

        QTest::newRow("401 with a token")
            << 401 << QByteArray("Unauthorized")
            << QByteArray("{\"message\":\"Bad credentials\",\"documentation_url\":\"x\"}")
            << s("expired") << s("/repos/o/r") << s("GitHub rejected the token (Bad credentials).");
        QTest::newRow("401 without a token")
            << 401 << QByteArray("Unauthorized")
            << QByteArray("{\"message\":\"Requires authentication\"}") << QString() << s("/user")
            << s("GitHub needs you to sign in (Requires authentication).");
        QTest::newRow("403 without a rate limit")
            << 403 << QByteArray("Forbidden")
            << QByteArray("{\"message\":\"Resource not accessible by integration\"}") << s("t")
            << s("/repos/o/r/issues/3/labels")
            << s("GitHub refused the request: Resource not accessible by integration.");
        QTest::newRow("404") << 404 << QByteArray("Not Found")
                             << QByteArray("{\"message\":\"Not Found\"}") << s("t")
                             << s("/repos/o/gone") << s("GitHub could not find %1.");
        QTest::newRow("410") << 410 << QByteArray("Gone")
                             << QByteArray("{\"message\":\"This issue was deleted\"}") << s("t")
                             << s("/repos/o/r/issues/7")
                             << s("GitHub reports that %1 was deleted.");
        QTest::newRow("422 with GitHub's message")
            << 422 << QByteArray("Unprocessable Entity")
            << QByteArray("{\"message\":\"Validation Failed\",\"errors\":[]}") << s("t")
            << s("/repos/o/r/issues/3/comments")
            << s("GitHub answered HTTP 422: Validation Failed.");
        QTest::newRow("451 without a JSON message")
            << 451 << QByteArray("Unavailable For Legal Reasons") << QByteArray("{}") << s("t")
            << s("/repos/o/blocked")
            << s("GitHub answered HTTP 451: Unavailable For Legal Reasons.");
    }

    void finalErrors_answeredOnceWithOneSentence()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, reason);
        QFETCH(QByteArray, body);
        QFETCH(QString, token);
        QFETCH(QString, path);
        QFETCH(QString, expected);

        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        scripted.enqueue(jsonAnswer(status, reason, body,
                                    "x-ratelimit-remaining: 4999\r\nx-ratelimit-limit: 5000\r\n"));
        GitHubClient client(scripted.url(), token);
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        QSignalSpy unauthorized(&client, &GitHubClient::unauthorized);
        const QUrl url = client.endpoint(path);
        const ApiResponse response = get(client, url);
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(response.status, status);
        QCOMPARE(response.attempts, 1);
        QCOMPARE(scripted.requests().size(), 1);
        QCOMPARE(waiting.size(), 0);
        QCOMPARE(unauthorized.size(), status == 401 ? 1 : 0);
        QCOMPARE(response.errorString,
                 expected.contains(QLatin1String("%1")) ? expected.arg(url.path()) : expected);
    }

    void retryAfterHttpDate_measuredAgainstServerDate()
    {
        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        // The server's clock is years away from ours; only its own Date counts.
        scripted.enqueue(jsonAnswer(429, "Too Many Requests", "{\"message\":\"slow down\"}",
                                    "Date: Mon, 03 Mar 2025 09:00:00 GMT\r\n"
                                    "Retry-After: Mon, 03 Mar 2025 09:00:25 GMT\r\n"));
        scripted.enqueue(jsonAnswer(200, "OK", "{}"));
        GitHubClient client(scripted.url(), {});
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(QStringLiteral("/x")));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(waiting.size(), 1);
        QCOMPARE(waiting.at(0).at(0).toInt(), 25);
    }

    void serverErrors_retried_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("status");
        QTest::newRow("500") << int(GitHubTestServer::FaultKind::ServerError500) << 500;
        QTest::newRow("502") << int(GitHubTestServer::FaultKind::BadGateway502) << 502;
    }
    void serverErrors_retried()
    {
        QFETCH(int, kind);
        QFETCH(int, status);
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind(kind);
        fault.times = 2;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(response.attempts, 3);
        QCOMPARE(server.requests().at(0).status, status);
        QCOMPARE(waiting.size(), 2);
        QCOMPARE(waiting.at(0).at(0).toInt(), 2); // transientBackoffSeconds…
        QCOMPARE(waiting.at(1).at(0).toInt(), 4); // …doubling
        QCOMPARE(client.requestsSent(), 3);
    }

    void droppedMidBody_retried()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.populate(30, 0);
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::DropMidBody;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response =
            get(client, client.endpoint(repoPath(server) + QStringLiteral("/issues")));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(response.attempts, 2);
        QCOMPARE(waiting.size(), 1);
        QJsonParseError error;
        QJsonDocument::fromJson(response.body, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
    }

    void shortBody_detectedByContentLength()
    {
        // The server claims 100 bytes and keeps the connection open after 10: only the
        // Content-Length tells the answer is incomplete once the peer closes.
        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        scripted.enqueue("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                         "100\r\n\r\n[{\"id\": 1,");
        scripted.enqueue(jsonAnswer(200, "OK", "[]"));
        GitHubClient client(scripted.url(), {});
        client.setRetryPolicy(fastPolicy());
        const ApiResponse response = get(client, client.endpoint(QStringLiteral("/x")));
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(response.body, QByteArray("[]"));
        QCOMPARE(response.attempts, 2);
    }

    void attemptsExhausted_isAnError()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.times = 100;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        RetryPolicy policy = fastPolicy();
        policy.maxAttempts = 3;
        client.setRetryPolicy(policy);
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(response.status, 500);
        QCOMPARE(response.attempts, 3);
        QCOMPARE(server.requestCount(), 3);
        QVERIFY(response.errorString.contains(QLatin1String("500")));
    }

    void rateLimitAttemptsExhausted_isAnError()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::SecondaryRateLimit403;
        fault.times = 100;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        RetryPolicy policy = fastPolicy();
        policy.maxAttempts = 4;
        client.setRetryPolicy(policy);
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(response.status, 403);
        QCOMPARE(server.requestCount(), 4);
        QVERIFY(!response.errorString.isEmpty());
    }

    void connectionRefused_reportedAtOnce()
    {
        quint16 port = 0;
        {
            QTcpServer probe; // find a free port, then leave it closed
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        GitHubClient client(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)),
                            QStringLiteral("t"));
        RetryPolicy policy = fastPolicy();
        policy.maxAttempts = 3;
        client.setRetryPolicy(policy);
        QSignalSpy waiting(&client, &GitHubClient::waiting);
        const ApiResponse response = get(client, client.endpoint(QStringLiteral("/repos/o/r")));
        // Offline or a wrong address: no back-off, the user hears it at once.
        QCOMPARE(response.outcome, ApiResponse::Outcome::NetworkError);
        QCOMPARE(response.attempts, 1);
        QCOMPARE(waiting.size(), 0);
        QVERIFY2(response.errorString.startsWith(QStringLiteral("GitHub could not be reached")),
                 qPrintable(response.errorString));
        QVERIFY(response.errorString.contains(QStringLiteral("Connection refused")));
        QCOMPARE(client.requestsSent(), 1);
    }

    void post_notRetried()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("An application"), QStringLiteral("body"));
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.pathContains = QStringLiteral("/comments");
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        ApiRequest request;
        request.method = "POST";
        request.url =
            client.endpoint(repoPath(server) + QStringLiteral("/issues/%1/comments").arg(number));
        request.body =
            QJsonDocument(QJsonObject { { QStringLiteral("body"), QStringLiteral("hi") } })
                .toJson();
        const ApiResponse response = fetch(client, request);
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(response.status, 500);
        QCOMPARE(response.attempts, 1);
        QCOMPARE(server.requestCount(), 1);
        QCOMPARE(server.requests().constFirst().method, QByteArray("POST"));
    }

    void post_droppedConnectionNotRetried()
    {
        ScriptedServer scripted;
        QVERIFY(scripted.listen());
        scripted.enqueue("HTTP/1.1 201 Created\r\nContent-Length: 50\r\n\r\n{\"id\":");
        GitHubClient client(scripted.url(), {});
        client.setRetryPolicy(fastPolicy());
        ApiRequest request;
        request.method = "POST";
        request.url = client.endpoint(QStringLiteral("/repos/o/r/issues/1/comments"));
        request.body = "{\"body\":\"hi\"}";
        const ApiResponse response = fetch(client, request);
        QCOMPARE(response.outcome, ApiResponse::Outcome::NetworkError);
        QCOMPARE(response.attempts, 1);
        QCOMPARE(scripted.requests().size(), 1);
    }

    // A server (a load balancer, a keep-alive connection dying under the request) that performs
    // a write and closes the connection without a byte of answer: the write must go out once.
    // Qt's own HTTP stack sends it again by itself; a read first leaves a kept-alive connection
    // that such a transport would reuse for the write.
    void writes_neverResentWhenClosedWithoutAnswer_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<int>("connectionUse");
        using Use = GitHubTestServer::ConnectionUse;
        for (const QByteArray &method :
             { QByteArray("POST"), QByteArray("PATCH"), QByteArray("PUT"), QByteArray("DELETE") }) {
            QTest::addRow("%s, fresh connection", method.constData()) << method << int(Use::Fresh);
            QTest::addRow("%s, kept-alive connection", method.constData())
                << method << int(Use::Reused);
            QTest::addRow("%s, any connection", method.constData()) << method << int(Use::Any);
        }
    }
    void writes_neverResentWhenClosedWithoutAnswer()
    {
        QFETCH(QByteArray, method);
        QFETCH(int, connectionUse);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("An application"), QStringLiteral("body"),
                                           QStringLiteral("dev"), { QStringLiteral("new") });
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        const QString issuePath = repoPath(server) + QStringLiteral("/issues/%1").arg(number);
        QVERIFY(get(client, client.endpoint(issuePath)).ok());

        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = method;
        fault.connection = GitHubTestServer::ConnectionUse(connectionUse);
        server.injectFault(fault);
        server.clearRequests();
        const int connectionsBefore = server.connectionsAccepted();

        ApiRequest request;
        request.method = method;
        if (method == "POST") {
            request.url = client.endpoint(issuePath + QStringLiteral("/comments"));
            request.body = R"({"body":"exactly once"})";
        } else if (method == "PATCH") {
            request.url = client.endpoint(issuePath);
            request.body = R"({"state":"closed"})";
        } else if (method == "PUT") {
            request.url = client.endpoint(issuePath + QStringLiteral("/labels"));
            request.body = R"({"labels":["voting"]})";
        } else {
            request.url = client.endpoint(issuePath + QStringLiteral("/labels/new"));
        }
        const ApiResponse response = fetch(client, request);

        int sent = 0;
        for (const auto &record : server.requests())
            sent += record.method == method ? 1 : 0;
        QCOMPARE(sent, 1);
        QCOMPARE(response.attempts, 1);
        // Every write goes on a connection of its own, never on a kept-alive one.
        QCOMPARE(server.connectionsAccepted(), connectionsBefore + 1);
        if (fault.connection == GitHubTestServer::ConnectionUse::Reused) {
            QCOMPARE(server.pendingFaults(), 1);
            QVERIFY(response.ok());
            return;
        }
        QCOMPARE(server.pendingFaults(), 0);
        QCOMPARE(response.outcome, ApiResponse::Outcome::NetworkError);
        QVERIFY(response.mayHaveArrived);
        QVERIFY2(response.errorString.contains(QStringLiteral("closed before the answer")),
                 qPrintable(response.errorString));
        if (method == "POST") {
            int landed = 0;
            for (const auto &comment : server.comments())
                landed += comment.body == QStringLiteral("exactly once") ? 1 : 0;
            QCOMPARE(landed, 1);
        }
    }

    // Reads may be repeated: a kept-alive connection that dies under a GET is retried.
    void reads_retriedWhenAKeptAliveConnectionDies()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("An application"), QStringLiteral("body"));
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        const QUrl url =
            client.endpoint(repoPath(server) + QStringLiteral("/issues/%1").arg(number));
        QVERIFY(get(client, url).ok());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = "GET";
        fault.connection = GitHubTestServer::ConnectionUse::Reused;
        server.injectFault(fault);
        server.clearRequests();
        const int sentBefore = client.requestsSent();
        const ApiResponse response = get(client, url);
        QVERIFY2(response.ok(), qPrintable(response.errorString));
        QCOMPARE(server.pendingFaults(), 0);
        // At once, on a fresh connection: no back-off, one attempt, two requests on the wire.
        QCOMPARE(response.attempts, 1);
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(client.requestsSent(), sentBefore + 2);
    }

    void writes_refusedConnectionNeverArrived()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        GitHubClient client(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)),
                            QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        ApiRequest request;
        request.method = "POST";
        request.url = client.endpoint(QStringLiteral("/repos/o/r/issues/1/comments"));
        request.body = R"({"body":"hi"})";
        const ApiResponse response = fetch(client, request);
        QCOMPARE(response.outcome, ApiResponse::Outcome::NetworkError);
        QVERIFY(!response.mayHaveArrived);
        QVERIFY(response.errorString.contains(QStringLiteral("Connection refused")));
    }

    void writes_beforeSendRunsOnceTheConnectionIsUp()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("An application"), QStringLiteral("body"));
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        ApiRequest request;
        request.method = "POST";
        request.url =
            client.endpoint(repoPath(server) + QStringLiteral("/issues/%1/comments").arg(number));
        request.body = R"({"body":"hi"})";
        int calls = 0;
        request.beforeSend = [&calls] {
            ++calls;
            return false; // e.g. the outbox could not record the attempt
        };
        server.clearRequests();
        const ApiResponse refused = fetch(client, request);
        QCOMPARE(calls, 1);
        QCOMPARE(refused.outcome, ApiResponse::Outcome::NetworkError);
        QVERIFY(!refused.mayHaveArrived);
        QCOMPARE(server.requestCount(), 0);

        request.beforeSend = [&calls] {
            ++calls;
            return true;
        };
        QVERIFY(fetch(client, request).ok());
        QCOMPARE(calls, 2);
        QCOMPARE(server.requestCount(), 1);
    }

    void tls_readsAndWrites()
    {
        GitHubTestServer server;
        QVERIFY(server.listenTls());
        const int number =
            server.addIssue(QStringLiteral("An application"), QStringLiteral("body"));
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        client.setSslConfiguration(GitHubTestServer::clientTlsConfiguration());
        const QString issuePath = repoPath(server) + QStringLiteral("/issues/%1").arg(number);
        const ApiResponse read = get(client, client.endpoint(issuePath));
        QVERIFY2(read.ok(), qPrintable(read.errorString));
        ApiRequest request;
        request.method = "POST";
        request.url = client.endpoint(issuePath + QStringLiteral("/comments"));
        request.body = R"({"body":"over TLS"})";
        const ApiResponse written = fetch(client, request);
        QVERIFY2(written.ok(), qPrintable(written.errorString));
        QCOMPARE(written.status, 201);
        QCOMPARE(server.requests().constLast().headers.value("authorization"),
                 QByteArray("Bearer t"));
    }

    // As against GitHub: reads over TLS share one kept-alive connection and arrive compressed;
    // the write between them goes on a connection of its own and leaves theirs alone.
    void tls_readsShareOneCompressedConnection()
    {
        GitHubTestServer server;
        QVERIFY(server.listenTls());
        server.setCompressAnswers(true);
        const QString body =
            QStringLiteral("An evidence link: https://example.com/ci ✓ ").repeated(50);
        const int number = server.addIssue(QStringLiteral("An application"), body);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        client.setSslConfiguration(GitHubTestServer::clientTlsConfiguration());
        const QString issuePath = repoPath(server) + QStringLiteral("/issues/%1").arg(number);
        const int connectionsBefore = server.connectionsAccepted();
        for (int i = 0; i < 3; ++i) {
            const ApiResponse read = get(client, client.endpoint(issuePath));
            QVERIFY2(read.ok(), qPrintable(read.errorString));
            QCOMPARE(read.headers.value("content-encoding"), QByteArray("gzip"));
            const QJsonObject issue = QJsonDocument::fromJson(read.body).object();
            QCOMPARE(issue.value(QStringLiteral("body")).toString(), body);
            if (i == 1) {
                ApiRequest request;
                request.method = "POST";
                request.url = client.endpoint(issuePath + QStringLiteral("/comments"));
                request.body = R"({"body":"between two reads"})";
                QVERIFY(fetch(client, request).ok());
            }
        }
        QCOMPARE(server.connectionsAccepted(), connectionsBefore + 2); // the reads', the write's
        QCOMPARE(client.requestsSent(), 4);
        for (const auto &record : server.requests()) {
            QCOMPARE(record.headers.value("accept-encoding").contains("gzip"),
                     record.method == "GET");
        }
    }

    void tls_untrustedServerGetsNoToken()
    {
        GitHubTestServer server;
        QVERIFY(server.listenTls());
        const int number =
            server.addIssue(QStringLiteral("An application"), QStringLiteral("body"));
        GitHubClient client(server.apiUrl(), QStringLiteral("secret-token"));
        client.setRetryPolicy(fastPolicy());
        ApiRequest request;
        request.method = "POST";
        request.url =
            client.endpoint(repoPath(server) + QStringLiteral("/issues/%1/comments").arg(number));
        request.body = R"({"body":"hi"})";
        const ApiResponse written = fetch(client, request);
        QCOMPARE(written.outcome, ApiResponse::Outcome::NetworkError);
        QVERIFY(!written.mayHaveArrived);
        const ApiResponse read =
            get(client, client.endpoint(repoPath(server) + QStringLiteral("/issues")));
        QCOMPARE(read.outcome, ApiResponse::Outcome::NetworkError);
        QCOMPARE(server.requestCount(), 0);
    }

    void requests_runInOrderOneAtATime()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        for (int i = 0; i < 5; ++i)
            server.addIssue(QStringLiteral("Issue %1").arg(i), QStringLiteral("b"));
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QList<int> order;
        QObject context;
        for (int i = 1; i <= 5; ++i) {
            ApiRequest request;
            request.url = client.endpoint(repoPath(server) + QStringLiteral("/issues/%1").arg(i));
            client.send(request, &context, [&order, i, &client](const ApiResponse &response) {
                QVERIFY(response.ok());
                order.append(i);
                QVERIFY(client.isBusy() == (i < 5));
            });
        }
        QVERIFY(client.isBusy());
        QTRY_COMPARE(order.size(), 5);
        QCOMPARE(order, QList<int>({ 1, 2, 3, 4, 5 }));
        QVERIFY(!client.isBusy());
        QStringList paths;
        for (const auto &record : server.requests())
            paths.append(record.pathAndQuery);
        QCOMPARE(paths.size(), 5);
        for (int i = 0; i < 5; ++i)
            QVERIFY(paths.at(i).endsWith(QStringLiteral("/issues/%1").arg(i + 1)));
    }

    void cancelAll_failsRunningAndQueued()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.delayMs = 10000;
        server.injectFault(slow);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QList<ApiResponse::Outcome> outcomes;
        QObject context;
        for (int i = 0; i < 3; ++i) {
            ApiRequest request;
            request.url = client.endpoint(repoPath(server));
            client.send(request, &context, [&outcomes](const ApiResponse &response) {
                outcomes.append(response.outcome);
            });
        }
        QTRY_COMPARE(server.requestCount(), 1); // the first one is on the wire
        client.cancelAll();
        QCOMPARE(outcomes, QList<ApiResponse::Outcome>(3, ApiResponse::Outcome::Cancelled));
        QVERIFY(!client.isBusy());
        // The client is usable afterwards.
        server.clearFaults();
        const ApiResponse after = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(after.ok(), qPrintable(after.errorString));
        QCOMPARE(outcomes.size(), 3);
    }

    void cancelAll_duringWait()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::SecondaryRateLimit403;
        fault.retryAfterSeconds = 3600;
        server.injectFault(fault);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        RetryPolicy policy = fastPolicy();
        policy.second = std::chrono::milliseconds(1000); // a real hour: it must not be waited out
        client.setRetryPolicy(policy);
        connect(&client, &GitHubClient::waiting, &client, [&client] { client.cancelAll(); });
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QCOMPARE(response.outcome, ApiResponse::Outcome::Cancelled);
        QCOMPARE(server.requestCount(), 1);
    }

    void cancelRequests_onlyThatContext()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QObject mine;
        QObject theirs;
        QList<QString> log;
        ApiRequest request;
        request.url = client.endpoint(repoPath(server));
        client.send(request, &theirs, [&log](const ApiResponse &r) {
            log.append(QStringLiteral("theirs1 %1").arg(int(r.outcome)));
        });
        client.send(request, &mine, [&log](const ApiResponse &r) {
            log.append(QStringLiteral("mine %1").arg(int(r.outcome)));
        });
        client.send(request, &theirs, [&log](const ApiResponse &r) {
            log.append(QStringLiteral("theirs2 %1").arg(int(r.outcome)));
        });
        client.cancelRequests(&mine);
        QCOMPARE(
            log,
            QStringList({ QStringLiteral("mine %1").arg(int(ApiResponse::Outcome::Cancelled)) }));
        QTRY_COMPARE(log.size(), 3);
        QCOMPARE(log.at(1), QStringLiteral("theirs1 %1").arg(int(ApiResponse::Outcome::Ok)));
        QCOMPARE(log.at(2), QStringLiteral("theirs2 %1").arg(int(ApiResponse::Outcome::Ok)));
        QCOMPARE(server.requestCount(), 2);
    }

    void destroyedContext_skipsCallback()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        bool called = false;
        auto *context = new QObject;
        ApiRequest request;
        request.url = client.endpoint(repoPath(server));
        client.send(request, context, [&called](const ApiResponse &) { called = true; });
        delete context;
        QTRY_VERIFY(!client.isBusy());
        QVERIFY(!called);
    }

    void rateLimitState_parsed()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.setRateLimit(5000, 4321);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        QSignalSpy changed(&client, &GitHubClient::rateLimitChanged);
        QCOMPARE(client.rateLimit().limit, -1);
        const ApiResponse response = get(client, client.endpoint(repoPath(server)));
        QVERIFY(response.ok());
        QCOMPARE(changed.size(), 1);
        const RateLimitState state = client.rateLimit();
        QCOMPARE(state.limit, 5000);
        QCOMPARE(state.remaining,
                 QString::fromLatin1(response.headers.value("x-ratelimit-remaining")).toInt());
        QVERIFY(state.remaining <= 4321 && state.remaining >= 4320);
        QVERIFY(state.resetAt.isValid());
        QCOMPARE(state.resetAt.toSecsSinceEpoch(),
                 response.headers.value("x-ratelimit-reset").toLongLong());
        QCOMPARE(changed.at(0).at(0).value<RateLimitState>().limit, 5000);
    }

    void notFound_isFinal()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        client.setRetryPolicy(fastPolicy());
        const ApiResponse response =
            get(client, client.endpoint(QStringLiteral("/repos/nobody/nothing")));
        QCOMPARE(response.outcome, ApiResponse::Outcome::HttpError);
        QCOMPARE(response.status, 404);
        QCOMPARE(response.attempts, 1);
        QVERIFY(!response.errorString.isEmpty());
    }

    void timeout_isRealTimeNotScaled()
    {
        // `second` is 1 ms, yet the transfer timeout stays a real second: a slow answer within
        // it is awaited, a slower one fails.
        GitHubTestServer server;
        QVERIFY(server.listen());
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.delayMs = 300;
        server.injectFault(slow);
        GitHubClient client(server.apiUrl(), QStringLiteral("t"));
        RetryPolicy policy = fastPolicy();
        policy.requestTimeoutSeconds = 1;
        policy.maxAttempts = 1;
        client.setRetryPolicy(policy);
        const ApiResponse patient = get(client, client.endpoint(repoPath(server)));
        QVERIFY2(patient.ok(), qPrintable(patient.errorString));

        slow.delayMs = 5000;
        server.injectFault(slow);
        const ApiResponse timedOut = get(client, client.endpoint(repoPath(server)));
        QCOMPARE(timedOut.outcome, ApiResponse::Outcome::NetworkError);
        QVERIFY2(timedOut.errorString.contains(QLatin1String("1 second")),
                 qPrintable(timedOut.errorString));
    }
};

QTEST_GUILESS_MAIN(TestGitHubClient)
#include "tst_githubclient.moc"

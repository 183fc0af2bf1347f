#include "GitHubTestServer.h"
#include "RawHttpServer.h"
#include "TestSupport.h"
#include "core/github/HttpConnectionPool.h"
#include "core/github/HttpRequest.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::okAnswer;
using acp::test::RawServer;
using acp::test::read;
using acp::test::run;
using acp::test::s;

namespace {

QByteArray commentJson(const char *text)
{
    return QByteArray("{\"body\":\"") + text + "\"}";
}

} // namespace

class TestHttpRequest : public QObject
{
    Q_OBJECT
private slots:
    void post_answeredOnAConnectionOfItsOwn()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("An application"), s("body"));
        const int connectionsBefore = server.connectionsAccepted();
        HttpRequest request;
        const QUrl url =
            QUrl(server.apiUrl().toString()
                 + s("/repos/%1/issues/%2/comments").arg(server.fullName()).arg(number));
        const auto &answer =
            run(request, "POST", url, commentJson("hello"),
                { { "Authorization", "Bearer t" }, { "Content-Type", "application/json" } });
        QCOMPARE(answer.error, QNetworkReply::NoError);
        QCOMPARE(answer.status, 201);
        QCOMPARE(answer.reasonPhrase, QByteArray("Created"));
        QVERIFY(answer.requestWritten);
        QVERIFY(answer.body.contains("\"hello\""));
        QCOMPARE(server.connectionsAccepted(), connectionsBefore + 1);
        const auto record = server.requests().constLast();
        QCOMPARE(record.method, QByteArray("POST"));
        QCOMPARE(record.headers.value("connection"), QByteArray("close"));
        QCOMPARE(record.headers.value("content-length"),
                 QByteArray::number(commentJson("hello").size()));
        QCOMPARE(record.headers.value("host"),
                 QByteArray("127.0.0.1:") + QByteArray::number(server.port()));
    }

    void closedWithoutAnswer_isSentOnceAndMayHaveArrived_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::newRow("POST") << QByteArray("POST");
        QTest::newRow("PATCH") << QByteArray("PATCH");
        QTest::newRow("DELETE") << QByteArray("DELETE");
    }
    void closedWithoutAnswer_isSentOnceAndMayHaveArrived()
    {
        QFETCH(QByteArray, method);
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(s("An application"), s("body"), s("dev"), { s("new") });
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
        fault.method = method;
        server.injectFault(fault);
        QString path = s("/repos/%1/issues/%2").arg(server.fullName()).arg(number);
        QByteArray body = "{\"state\":\"closed\"}";
        if (method == "POST") {
            path += s("/comments");
            body = commentJson("once");
        } else if (method == "DELETE") {
            path += s("/labels/new");
            body.clear();
        }
        HttpRequest request;
        const auto &answer = run(request, method, QUrl(server.apiUrl().toString() + path), body,
                                 { { "Authorization", "Bearer t" } });
        QCOMPARE(answer.error, QNetworkReply::RemoteHostClosedError);
        QCOMPARE(answer.status, 0);
        QVERIFY(answer.requestWritten);
        QCOMPARE(server.pendingFaults(), 0);
        int sent = 0;
        for (const auto &record : server.requests())
            sent += record.method == method ? 1 : 0;
        QCOMPARE(sent, 1);
        // The server did perform it: exactly once.
        if (method == "POST") {
            int comments = 0;
            for (const auto &comment : server.comments())
                comments += comment.body == s("once") ? 1 : 0;
            QCOMPARE(comments, 1);
        }
    }

    void refusedConnection_neverArrived()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        HttpRequest request;
        const auto &answer = run(request, "POST", QUrl(s("http://127.0.0.1:%1/x").arg(port)), "{}");
        QCOMPARE(answer.error, QNetworkReply::ConnectionRefusedError);
        QVERIFY(!answer.requestWritten);
    }

    void beforeWriteRefusal_sendsNothing()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ "HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\n{}" }, true);
        HttpRequest request;
        bool asked = false;
        request.setBeforeWrite([&asked] {
            asked = true;
            return false;
        });
        const auto &answer = run(request, "POST", raw.url("/x"), "{}");
        QVERIFY(asked);
        QCOMPARE(answer.error, QNetworkReply::OperationCanceledError);
        QVERIFY(!answer.requestWritten);
        QVERIFY(raw.requests().isEmpty());
    }

    void tls_trustedAuthority()
    {
        GitHubTestServer server;
        QVERIFY(server.listenTls());
        QCOMPARE(server.apiUrl().scheme(), s("https"));
        const int number = server.addIssue(s("An application"), s("body"));
        HttpRequest request;
        request.setSslConfiguration(GitHubTestServer::clientTlsConfiguration());
        const auto &answer =
            run(request, "POST",
                QUrl(server.apiUrl().toString()
                     + s("/repos/%1/issues/%2/comments").arg(server.fullName()).arg(number)),
                commentJson("over TLS"), { { "Authorization", "Bearer t" } });
        QCOMPARE(answer.error, QNetworkReply::NoError);
        QCOMPARE(answer.status, 201);
        QCOMPARE(server.comments().constLast().body, s("over TLS"));
    }

    void tls_untrustedCertificate_sendsNothing()
    {
        GitHubTestServer server;
        QVERIFY(server.listenTls());
        const int number = server.addIssue(s("An application"), s("body"));
        HttpRequest request; // the system's authorities only: the test one is unknown
        const auto &answer =
            run(request, "POST",
                QUrl(server.apiUrl().toString()
                     + s("/repos/%1/issues/%2/comments").arg(server.fullName()).arg(number)),
                commentJson("secret"), { { "Authorization", "Bearer secret-token" } });
        QCOMPARE(answer.error, QNetworkReply::SslHandshakeFailedError);
        QVERIFY(!answer.requestWritten);
        QCOMPARE(server.requestCount(), 0); // the token never left
        QVERIFY(!answer.errorString.isEmpty());
    }

    void framing_data()
    {
        QTest::addColumn<QList<QByteArray>>("parts");
        QTest::addColumn<bool>("closeAfter");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("content-length, in pieces")
            << QList<QByteArray> { "HTTP/1.1 200 OK\r\nContent-Le", "ngth: 11\r\n\r\nhello",
                                   " world" }
            << false << 200 << QByteArray("hello world");
        QTest::newRow("chunked") << QList<QByteArray> {
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "5;ext=1\r\nhello\r\n",
            "6\r\n world\r\n0\r\nX-Trailer: y\r\n\r\n"
        } << false << 200 << QByteArray("hello world");
        QTest::newRow("until close")
            << QList<QByteArray> { "HTTP/1.1 200 OK\r\n\r\nhello", " world" } << true << 200
            << QByteArray("hello world");
        QTest::newRow("interim 100 Continue")
            << QList<QByteArray> { "HTTP/1.1 100 Continue\r\n\r\n",
                                   "HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\n{}" }
            << false << 201 << QByteArray("{}");
        QTest::newRow("204 has no body") << QList<QByteArray> { "HTTP/1.1 204 No Content\r\n\r\n" }
                                         << false << 204 << QByteArray();
        QTest::newRow("bare LF line ends")
            << QList<QByteArray> { "HTTP/1.1 200 OK\nContent-Length: 2\n\nok" } << false << 200
            << QByteArray("ok");
    }
    void framing()
    {
        QFETCH(QList<QByteArray>, parts);
        QFETCH(bool, closeAfter);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer(parts, closeAfter);
        HttpRequest request;
        const auto &answer = run(request, "POST", raw.url("/path?x=1"), "{}");
        QCOMPARE(answer.error, QNetworkReply::NoError);
        QCOMPARE(answer.status, status);
        QCOMPARE(answer.body, body);
        QCOMPARE(raw.requests().size(), 1);
        QVERIFY(raw.requests().constFirst().startsWith("POST /path?x=1 HTTP/1.1\r\n"));
    }

    void brokenAnswers_data()
    {
        QTest::addColumn<QList<QByteArray>>("parts");
        QTest::addColumn<int>("error");
        QTest::newRow("cut off in the body")
            << QList<QByteArray> { "HTTP/1.1 201 Created\r\nContent-Length: 50\r\n\r\n{\"id\":" }
            << int(QNetworkReply::RemoteHostClosedError);
        QTest::newRow("cut off in the headers")
            << QList<QByteArray> { "HTTP/1.1 201 Created\r\nContent-Len" }
            << int(QNetworkReply::RemoteHostClosedError);
        QTest::newRow("cut off in a chunk")
            << QList<QByteArray> { "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n9\r\nabc" }
            << int(QNetworkReply::RemoteHostClosedError);
        QTest::newRow("not HTTP") << QList<QByteArray> { "SSH-2.0-OpenSSH_9.2\r\n" }
                                  << int(QNetworkReply::ProtocolFailure);
        QTest::newRow("bad chunk size")
            << QList<QByteArray> { "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n" }
            << int(QNetworkReply::ProtocolFailure);
        QTest::newRow("two lengths") << QList<QByteArray> {
            "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nabc"
        } << int(QNetworkReply::ProtocolFailure);
    }
    void brokenAnswers()
    {
        QFETCH(QList<QByteArray>, parts);
        QFETCH(int, error);
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer(parts, true);
        HttpRequest request;
        const auto &answer = run(request, "POST", raw.url("/x"), "{}");
        QCOMPARE(int(answer.error), error);
        QCOMPARE(answer.status, 0); // nothing to act on
        QVERIFY(answer.requestWritten);
        QCOMPARE(raw.requests().size(), 1);
        QCOMPARE(raw.connections(), 1);
    }

    void silence_timesOutWithoutResending()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.hold();
        HttpRequest request;
        request.setInactivityTimeout(200);
        const auto &answer = run(request, "POST", raw.url("/x"), "{}");
        QCOMPARE(answer.error, QNetworkReply::TimeoutError);
        QVERIFY(answer.requestWritten);
        QCOMPARE(raw.requests().size(), 1);
        QCOMPARE(raw.connections(), 1);
    }

    void headerValuesCannotSplitTheRequest()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ "HTTP/1.1 204 No Content\r\n\r\n" }, true);
        HttpRequest request;
        run(request, "DELETE", raw.url("/x"), {},
            { { "X-Evil", "a\r\nX-Injected: 1" }, { "Bad Name", "v" }, { "Accept", "json" } });
        QCOMPARE(raw.requests().size(), 1);
        const QByteArray sent = raw.requests().constFirst();
        QVERIFY(!sent.contains("X-Injected"));
        QVERIFY(!sent.contains("Bad Name"));
        QVERIFY(sent.contains("\r\nAccept: json\r\n"));
        QVERIFY(!sent.contains("Content-Length")); // a DELETE without a body
    }

    void reads_decodeGzip_data()
    {
        const QByteArray text = QByteArray("[{\"id\":1,\"body\":\"é ✓\"}]").repeated(300);
        const QByteArray packed = GitHubTestServer::gzip(text);
        QTest::addColumn<QList<QByteArray>>("parts");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("with a length")
            << QList<QByteArray> { okAnswer(packed, "Content-Encoding: gzip\r\n") } << text;
        QTest::newRow("chunked, in pieces") << QList<QByteArray> {
            "HTTP/1.1 200 OK\r\nContent-Encoding: GZIP\r\nTransfer-Encoding: chunked\r\n\r\n",
            QByteArray::number(10, 16) + "\r\n" + packed.left(10) + "\r\n",
            QByteArray::number(packed.size() - 10, 16) + "\r\n" + packed.mid(10) + "\r\n0\r\n\r\n"
        } << text;
        QTest::newRow("two members") << QList<QByteArray> {
            okAnswer(packed + GitHubTestServer::gzip("tail"), "Content-Encoding: x-gzip\r\n")
        } << text + "tail";
        QTest::newRow("identity") << QList<QByteArray> {
            okAnswer("as is", "Content-Encoding: identity\r\n")
        } << QByteArray("as is");
    }
    void reads_decodeGzip()
    {
        QFETCH(QList<QByteArray>, parts);
        QFETCH(QByteArray, body);
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer(parts, false);
        HttpConnectionPool pool;
        const auto answer = read(pool, raw.url("/r"));
        QCOMPARE(answer.error, QNetworkReply::NoError);
        QCOMPARE(answer.body, body);
        QVERIFY(pool.hasIdleConnection());
    }

    void reads_refuseBadEncodings_data()
    {
        const QByteArray packed = GitHubTestServer::gzip(QByteArray(64 * 1024, 'x'));
        QByteArray damaged = packed;
        damaged[damaged.size() / 2] = char(damaged.at(damaged.size() / 2) ^ 0x5a);
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QString>("words");
        QTest::newRow("damaged") << okAnswer(damaged, "Content-Encoding: gzip\r\n")
                                 << s("gzip encoding is damaged");
        QTest::newRow("cut short")
            << okAnswer(packed.left(packed.size() - 6), "Content-Encoding: gzip\r\n")
            << s("gzip encoding is damaged");
        QTest::newRow("not asked for")
            << okAnswer("x", "Content-Encoding: br\r\n") << s("encoded as br");
        QTest::newRow("larger than allowed, once decoded") << okAnswer(
            GitHubTestServer::gzip(QByteArray(4 * 1024 * 1024, 'x')), "Content-Encoding: gzip\r\n")
                                                           << s("larger than 1 MiB");
    }
    void reads_refuseBadEncodings()
    {
        QFETCH(QByteArray, answer);
        QFETCH(QString, words);
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ answer }, false);
        HttpConnectionPool pool;
        HttpRequest request;
        request.setConnectionPool(&pool);
        request.setMaxAnswerBytes(1024 * 1024);
        const auto &got = run(request, "GET", raw.url("/r"));
        QCOMPARE(got.error, QNetworkReply::ProtocolFailure);
        QCOMPARE(got.status, 0);
        QVERIFY2(got.errorString.contains(words), qPrintable(got.errorString));
        QVERIFY(!pool.hasIdleConnection());
    }

    void abort_endsAtOnce()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.hold();
        HttpRequest request;
        QSignalSpy finished(&request, &HttpRequest::finished);
        request.start("POST", raw.url("/x"), {}, "{}");
        QTRY_COMPARE(raw.requests().size(), 1);
        request.abort();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(request.answer().error, QNetworkReply::OperationCanceledError);
    }
};

QTEST_GUILESS_MAIN(TestHttpRequest)
#include "tst_httprequest.moc"

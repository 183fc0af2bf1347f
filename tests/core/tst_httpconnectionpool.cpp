#include "RawHttpServer.h"
#include "TestSupport.h"
#include "core/github/HttpConnectionPool.h"
#include "core/github/HttpRequest.h"

#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QTest>

using namespace acp;
using acp::test::okAnswer;
using acp::test::RawServer;
using acp::test::read;
using acp::test::run;
using acp::test::s;

namespace {

// An HTTP proxy that tunnels (CONNECT host:port), as a corporate network's does for https; Qt's
// sockets tunnel through an HTTP proxy for plain http too. Like a proxy in front of a network
// whose names the client cannot resolve, it resolves them itself: every name leads to `port` on
// this machine. (Qt never sends loopback addresses through a proxy.)
class TunnellingProxy : public QObject
{
public:
    explicit TunnellingProxy(quint16 port)
        : m_port(port)
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *client = m_server.nextPendingConnection()) {
                client->setParent(this);
                QObject::connect(client, &QTcpSocket::readyRead, this,
                                 [this, client] { readConnect(client); });
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QNetworkProxy proxy() const
    {
        return QNetworkProxy(QNetworkProxy::HttpProxy, s("127.0.0.1"), m_server.serverPort());
    }
    QList<QByteArray> tunnels() const { return m_tunnels; } // the CONNECT targets, in order

private:
    void readConnect(QTcpSocket *client)
    {
        if (client->property("upstream").isValid())
            return;
        QByteArray &head = m_heads[client];
        head += client->readAll();
        const qsizetype end = head.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QList<QByteArray> words = head.left(head.indexOf("\r\n")).split(' ');
        const QByteArray target = words.value(1);
        m_tunnels.append(target);
        auto *upstream = new QTcpSocket(this);
        client->setProperty("upstream", true);
        QObject::disconnect(client, &QTcpSocket::readyRead, this, nullptr);
        const QByteArray early = head.mid(end + 4);
        QObject::connect(upstream, &QTcpSocket::connected, this, [client, upstream, early] {
            client->write("HTTP/1.1 200 Connection established\r\n\r\n");
            if (!early.isEmpty())
                upstream->write(early);
        });
        QObject::connect(upstream, &QTcpSocket::readyRead, client,
                         [client, upstream] { client->write(upstream->readAll()); });
        QObject::connect(client, &QTcpSocket::readyRead, upstream,
                         [client, upstream] { upstream->write(client->readAll()); });
        QObject::connect(upstream, &QTcpSocket::disconnected, client,
                         [client] { client->disconnectFromHost(); });
        QObject::connect(client, &QTcpSocket::disconnected, upstream,
                         [upstream] { upstream->disconnectFromHost(); });
        upstream->connectToHost(QHostAddress::LocalHost, m_port);
    }

    const quint16 m_port;
    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_heads;
    QList<QByteArray> m_tunnels;
};

} // namespace

// Reads keep their connection for the next read (HttpRequest with an HttpConnectionPool).
class TestHttpConnectionPool : public QObject
{
    Q_OBJECT
private slots:
    void reads_shareOneKeptAliveConnection()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ okAnswer("ok") }, false);
        HttpConnectionPool pool;
        for (int i = 0; i < 3; ++i) {
            const auto answer = read(pool, raw.url("/r"));
            QCOMPARE(answer.error, QNetworkReply::NoError);
            QCOMPARE(answer.timesSent, 1);
        }
        QCOMPARE(raw.connections(), 1);
        QVERIFY(pool.hasIdleConnection());
        for (const QByteArray &sent : raw.requests()) {
            QVERIFY(!sent.contains("Connection:"));
            QVERIFY(sent.contains("\r\nAccept-Encoding: gzip\r\n"));
        }

        // A write never takes the kept connection, nor leaves its own.
        HttpRequest write;
        write.setConnectionPool(&pool);
        QCOMPARE(run(write, "POST", raw.url("/w"), "{}").error, QNetworkReply::NoError);
        QCOMPARE(raw.connections(), 2);
        QVERIFY(raw.requests().constLast().contains("\r\nConnection: close\r\n"));
        QVERIFY(!raw.requests().constLast().contains("Accept-Encoding"));
        QCOMPARE(read(pool, raw.url("/r")).error, QNetworkReply::NoError);
        QCOMPARE(raw.connections(), 2); // the reads' connection again
    }

    // Servers close idle connections after a while; the pool lets go of one first.
    void pool_dropsAConnectionIdleTooLong()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ okAnswer("ok") }, false);
        HttpConnectionPool pool;
        pool.setIdleLimit(50);
        QCOMPARE(read(pool, raw.url("/r")).error, QNetworkReply::NoError);
        QVERIFY(pool.hasIdleConnection());
        QTRY_VERIFY(!pool.hasIdleConnection());
        const auto answer = read(pool, raw.url("/r"));
        QCOMPARE(answer.error, QNetworkReply::NoError);
        QCOMPARE(answer.timesSent, 1);
        QCOMPARE(raw.connections(), 2);
    }

    // Through the proxy the system names: reads keep their tunnel, a write opens its own, and a
    // connection made through one proxy is never used for a request that would go another way.
    void proxy_readsKeepTheirTunnel()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ okAnswer("ok") }, false);
        TunnellingProxy first(quint16(raw.url("/").port()));
        TunnellingProxy second(quint16(raw.url("/").port()));
        QVERIFY(first.listen() && second.listen());
        struct Factory : QNetworkProxyFactory
        {
            QNetworkProxy proxy;
            QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &) override
            {
                return { proxy };
            }
        };
        auto *factory = new Factory;
        factory->proxy = first.proxy();
        QNetworkProxyFactory::setApplicationProxyFactory(factory); // takes it
        const QUrl url(s("http://api.github.test:8080/r"));
        HttpConnectionPool pool;
        for (int i = 0; i < 3; ++i)
            QCOMPARE(read(pool, url).body, QByteArray("ok"));
        HttpRequest write;
        write.setConnectionPool(&pool);
        QCOMPARE(run(write, "POST", url, "{}").error, QNetworkReply::NoError);
        QCOMPARE(first.tunnels(),
                 QList<QByteArray>({ "api.github.test:8080", "api.github.test:8080" }));
        QCOMPARE(raw.connections(), 2);
        QVERIFY(raw.requests().constFirst().contains("\r\nHost: api.github.test:8080\r\n"));

        factory->proxy = second.proxy();
        QCOMPARE(read(pool, url).body, QByteArray("ok"));
        QNetworkProxyFactory::setApplicationProxyFactory(nullptr);
        QCOMPARE(first.tunnels().size(), 2);
        QCOMPARE(second.tunnels().size(), 1); // not the first proxy's kept tunnel
        QCOMPARE(raw.connections(), 3);
        QCOMPARE(raw.requests().size(), 5);
    }

    void reads_withoutAPool_closeTheirConnection()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ okAnswer("ok") }, false);
        for (int i = 0; i < 2; ++i) {
            HttpRequest request;
            QCOMPARE(run(request, "GET", raw.url("/r")).error, QNetworkReply::NoError);
        }
        QCOMPARE(raw.connections(), 2);
        QVERIFY(raw.requests().constFirst().contains("\r\nConnection: close\r\n"));
    }

    void reads_notKeptWhenTheAnswerEndsTheConnection_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<bool>("closeAfter");
        QTest::newRow("Connection: close") << okAnswer("ok", "Connection: close\r\n") << false;
        QTest::newRow("HTTP/1.0") << QByteArray("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok")
                                  << false;
        QTest::newRow("body until close") << QByteArray("HTTP/1.1 200 OK\r\n\r\nok") << true;
        QTest::newRow("bytes after the answer") << okAnswer("ok") + "HTTP/1.1 200" << false;
        // (A HEAD's answer has no body: bytes after its headers are out of step too.)
        QTest::newRow("a body after HEAD's answer") << okAnswer("ok") << false;
    }
    void reads_notKeptWhenTheAnswerEndsTheConnection()
    {
        QFETCH(QByteArray, answer);
        QFETCH(bool, closeAfter);
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ answer }, closeAfter);
        HttpConnectionPool pool;
        const bool head = QByteArray(QTest::currentDataTag()).contains("HEAD");
        for (int i = 0; i < 2; ++i) {
            const auto got = read(pool, raw.url("/r"), head ? "HEAD" : "GET");
            QCOMPARE(got.error, QNetworkReply::NoError);
            QCOMPARE(got.body, head ? QByteArray() : QByteArray("ok"));
            QCOMPARE(got.timesSent, 1);
        }
        QCOMPARE(raw.connections(), 2);
        QCOMPARE(raw.requests().size(), 2);
    }

    void reads_sentOnceMoreWhenAKeptAliveConnectionDies()
    {
        RawServer raw;
        QVERIFY(raw.listen());
        raw.answer({ okAnswer("ok") }, false);
        HttpConnectionPool pool;
        QCOMPARE(read(pool, raw.url("/first")).error, QNetworkReply::NoError);
        raw.closeReusedWithoutAnswer(1);
        const auto answer = read(pool, raw.url("/second"));
        QCOMPARE(answer.error, QNetworkReply::NoError);
        QCOMPARE(answer.body, QByteArray("ok"));
        QCOMPARE(answer.timesSent, 2);
        QCOMPARE(raw.requests().size(), 3);
        QCOMPARE(raw.connections(), 2);
        QVERIFY(raw.requests().at(2).startsWith("GET /second "));

        // Once only: a fresh connection that fails too ends the read.
        raw.closeReusedWithoutAnswer(1);
        raw.closeFreshWithoutAnswer(1);
        const auto failed = read(pool, raw.url("/third"));
        QCOMPARE(failed.error, QNetworkReply::RemoteHostClosedError);
        QCOMPARE(failed.timesSent, 2);
        QCOMPARE(raw.requests().size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestHttpConnectionPool)
#include "tst_httpconnectionpool.moc"

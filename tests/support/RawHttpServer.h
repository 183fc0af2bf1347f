#pragma once

#include "TestSupport.h"
#include "core/github/HttpConnectionPool.h"
#include "core/github/HttpRequest.h"

#include <QHash>
#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

// What the tests of HttpRequest and HttpConnectionPool share: a scripted HTTP server and the
// means to run a request to its end.
namespace acp::test {

// Takes one whole request (head and Content-Length body) off the front of `buffer`; false while
// it has not all arrived.
inline bool takeRequest(QByteArray &buffer, QByteArray *request)
{
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return false;
    qsizetype length = 0;
    for (const QByteArray &line : buffer.left(end).split('\n')) {
        if (line.toLower().startsWith("content-length:"))
            length = line.mid(15).trimmed().toLongLong();
    }
    if (buffer.size() < end + 4 + length)
        return false;
    *request = buffer.left(end + 4 + length);
    buffer.remove(0, end + 4 + length);
    return true;
}

// A loopback server that answers every request with scripted bytes, on fresh and kept-alive
// connections alike: for the framings GitHubTestServer never sends (chunked, close-delimited,
// interim answers) and for connections that die in chosen places.
class RawServer : public QObject
{
public:
    RawServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                ++m_connections;
                QObject::connect(socket, &QTcpSocket::readyRead, this,
                                 [this, socket] { serve(socket); });
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QUrl url(const char *path) const
    {
        return QUrl(s("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(s(path)));
    }
    // What to send for the next request; `parts` go out one event loop turn apart.
    void answer(const QList<QByteArray> &parts, bool closeAfter)
    {
        m_parts = parts;
        m_close = closeAfter;
    }
    void hold() { m_hold = true; } // read the request, never answer
    // The next `times` requests that arrive on a connection which already served one are read,
    // then the connection closes without a byte of answer: a kept-alive connection that dies.
    void closeReusedWithoutAnswer(int times) { m_closeReused = times; }
    // The same for requests on fresh connections.
    void closeFreshWithoutAnswer(int times) { m_closeFresh = times; }
    QList<QByteArray> requests() const { return m_requests; }
    int connections() const { return m_connections; }

private:
    void serve(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        QByteArray request;
        if (!takeRequest(buffer, &request))
            return;
        m_requests.append(request);
        if (m_hold)
            return;
        int &limit = m_served[socket]++ > 0 ? m_closeReused : m_closeFresh;
        if (limit > 0) {
            --limit;
            socket->disconnectFromHost();
            return;
        }
        sendParts(socket, m_parts);
    }
    void sendParts(QTcpSocket *socket, QList<QByteArray> parts)
    {
        if (parts.isEmpty()) {
            if (m_close)
                socket->disconnectFromHost();
            return;
        }
        socket->write(parts.takeFirst());
        socket->flush();
        QPointer<QTcpSocket> guard(socket);
        QTimer::singleShot(5, this, [this, guard, parts] {
            if (guard)
                sendParts(guard, parts);
        });
    }

    QTcpServer m_server;
    QList<QByteArray> m_parts;
    bool m_close = true;
    bool m_hold = false;
    int m_closeReused = 0;
    int m_closeFresh = 0;
    QHash<QTcpSocket *, int> m_served;
    int m_connections = 0;
    QList<QByteArray> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

// Runs one request to its end.
inline const HttpRequest::Answer &run(HttpRequest &request, const QByteArray &method,
                                      const QUrl &url, const QByteArray &body = {},
                                      const QList<QPair<QByteArray, QByteArray>> &headers = {})
{
    QSignalSpy finished(&request, &HttpRequest::finished);
    request.start(method, url, headers, body);
    if (!finished.wait(20000))
        qWarning("the request did not finish");
    if (finished.size() != 1)
        qWarning("finished() came %d times", int(finished.size()));
    return request.answer();
}

inline QByteArray okAnswer(const QByteArray &body, const QByteArray &headers = {})
{
    return "HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n"
        + headers + "\r\n" + body;
}

// Runs a GET through `pool` to its end.
inline HttpRequest::Answer read(HttpConnectionPool &pool, const QUrl &url,
                                const QByteArray &method = "GET")
{
    HttpRequest request;
    request.setConnectionPool(&pool);
    return run(request, method, url);
}

} // namespace acp::test

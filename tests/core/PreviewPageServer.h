#pragma once

// A small HTTP/1.1 server on 127.0.0.1 for link preview tests: pages with any status, headers
// and body, bodies streamed until the client gives up, answers that never come or come late.
// Header-only so each test that needs it includes it (tests/core/*.h are not test executables).

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cctype>
#include <utility>

namespace acp::test {

// No Q_OBJECT (it is not a test source that AUTOMOC sees): it connects lambdas only.
class PreviewPageServer : public QObject
{
public:
    struct Page
    {
        enum class Mode {
            Normal, // status, headers, body
            Stream, // headers, then streamBytes of filler as fast as the client reads
            Silent, // never answers
            Delayed, // answers normally after delayMs
        };
        int status = 200;
        QByteArray contentType = "text/html; charset=utf-8";
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        Mode mode = Mode::Normal;
        qint64 streamBytes = 0;
        bool declareLength = true; // Content-Length (for Stream: the full streamBytes)
        int delayMs = 0;
    };
    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // lower-case names
    };

    explicit PreviewPageServer(QObject *parent = nullptr)
        : QObject(parent)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] { accept(); });
    }
    ~PreviewPageServer() override
    {
        close();
        // Nothing of ours may run while the sockets go away with us.
        const QList<QTcpSocket *> sockets = m_buffers.keys();
        for (QTcpSocket *socket : sockets) {
            disconnect(socket, nullptr, this, nullptr);
            delete socket;
        }
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    void close()
    {
        m_server.close();
        const QList<QPointer<QTcpSocket>> sockets = m_sockets;
        for (const QPointer<QTcpSocket> &socket : sockets) {
            if (socket)
                socket->abort();
        }
        m_sockets.clear();
    }
    quint16 port() const { return m_server.serverPort(); }
    // For LinkPreviewService::Options::addressRulesForTesting: previews refuse loopback
    // addresses unless a test names its server's.
    std::pair<QHostAddress, quint16> endpoint() const
    {
        return { QHostAddress::LocalHost, port() };
    }
    QUrl url(const QString &path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port()).arg(path));
    }

    void setPage(const QByteArray &path, const Page &page) { m_pages.insert(path, page); }
    void setHtml(const QByteArray &path, const QByteArray &html,
                 const QByteArray &contentType = "text/html; charset=utf-8")
    {
        Page page;
        page.body = html;
        page.contentType = contentType;
        m_pages.insert(path, page);
    }
    void setRedirect(const QByteArray &path, const QByteArray &location, int status = 302)
    {
        Page page;
        page.status = status;
        page.headers.append(qMakePair(QByteArray("Location"), location));
        page.body = "Moved";
        page.contentType = "text/plain";
        m_pages.insert(path, page);
    }

    QList<Request> requests() const { return m_requests; }
    int requestCount(const QByteArray &path) const
    {
        return int(std::count_if(m_requests.cbegin(), m_requests.cend(),
                                 [&](const Request &r) { return r.path == path; }));
    }
    qint64 bytesStreamed() const { return m_streamed; }
    int maxConcurrent() const { return m_maxOpen; }

private:
    void accept()
    {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            m_sockets.append(socket);
            m_buffers.insert(socket, QByteArray());
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                QByteArray *buffer = &m_buffers[socket];
                buffer->append(socket->readAll());
                if (!buffer->isEmpty() && !std::isalpha(uchar(buffer->at(0)))
                    && !socket->property("answered").toBool()) {
                    // Not HTTP (a TLS handshake, say): answer as a plain server would.
                    socket->setProperty("answered", true);
                    socket->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n"
                                  "Connection: close\r\n\r\n");
                    socket->disconnectFromHost();
                    return;
                }
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0 || socket->property("answered").toBool())
                    return;
                socket->setProperty("answered", true);
                handle(socket, buffer->left(end));
            });
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QObject::destroyed, this, [this, socket] {
                m_buffers.remove(socket);
                m_sockets.removeAll(socket);
                if (m_waiting.remove(socket))
                    --m_open;
            });
        }
    }

    void handle(QTcpSocket *socket, const QByteArray &head)
    {
        const QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> requestLine = lines.constFirst().trimmed().split(' ');
        Request request;
        request.method = requestLine.value(0);
        request.path = requestLine.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon > 0)
                request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                       lines.at(i).mid(colon + 1).trimmed());
        }
        m_requests.append(request);
        // Concurrency: requests received and not answered yet.
        m_waiting.insert(socket);
        m_maxOpen = std::max(m_maxOpen, ++m_open);

        const auto found = m_pages.constFind(request.path);
        Page page;
        if (found == m_pages.constEnd()) {
            page.status = 404;
            page.body = "<title>Not here</title>";
        } else {
            page = *found;
        }
        switch (page.mode) {
        case Page::Mode::Silent:
            return;
        case Page::Mode::Delayed: {
            QPointer<QTcpSocket> guard(socket);
            QTimer::singleShot(page.delayMs, this, [this, guard, page] {
                if (guard)
                    answer(guard, page);
            });
            return;
        }
        case Page::Mode::Stream:
            stream(socket, page);
            return;
        case Page::Mode::Normal:
            answer(socket, page);
            return;
        }
    }

    static QByteArray head(const Page &page, qint64 length)
    {
        QByteArray out = "HTTP/1.1 " + QByteArray::number(page.status) + ' '
            + (page.status == 200 ? QByteArray("OK") : QByteArray("Status")) + "\r\n";
        if (!page.contentType.isEmpty())
            out += "Content-Type: " + page.contentType + "\r\n";
        if (length >= 0)
            out += "Content-Length: " + QByteArray::number(length) + "\r\n";
        for (const auto &header : page.headers)
            out += header.first + ": " + header.second + "\r\n";
        out += "Connection: close\r\n\r\n";
        return out;
    }

    void answer(QTcpSocket *socket, const Page &page)
    {
        if (m_waiting.remove(socket))
            --m_open;
        socket->write(head(page, page.body.size()) + page.body);
        socket->disconnectFromHost();
    }

    void stream(QTcpSocket *socket, const Page &page)
    {
        socket->write(head(page, page.declareLength ? page.streamBytes : -1));
        auto *sent = new qint64(0);
        const qint64 total = page.streamBytes;
        QByteArray chunk = "<!-- filler -->\n";
        chunk = chunk.repeated(64 * 1024 / chunk.size());
        auto pushMore = [this, socket, sent, total, chunk] {
            // Keep at most two chunks queued: the client's reading pace sets ours.
            while (*sent < total && socket->bytesToWrite() < 2 * chunk.size()
                   && socket->state() == QAbstractSocket::ConnectedState) {
                const QByteArray piece = chunk.left(std::min<qint64>(chunk.size(), total - *sent));
                socket->write(piece);
                *sent += piece.size();
                m_streamed += piece.size();
            }
            if (*sent >= total)
                socket->disconnectFromHost();
        };
        connect(socket, &QTcpSocket::bytesWritten, this, pushMore);
        connect(socket, &QObject::destroyed, socket, [sent] { delete sent; });
        pushMore();
    }

    QTcpServer m_server;
    QHash<QByteArray, Page> m_pages;
    QList<Request> m_requests;
    QList<QPointer<QTcpSocket>> m_sockets;
    QSet<QTcpSocket *> m_waiting;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    qint64 m_streamed = 0;
    int m_open = 0;
    int m_maxOpen = 0;
};

} // namespace acp::test

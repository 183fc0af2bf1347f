#include "core/github/HttpConnectionPool.h"

#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace acp {

HttpConnectionPool::HttpConnectionPool(QObject *parent)
    : QObject(parent)
    , m_idleTimer(new QTimer(this))
{
    m_idleTimer->setSingleShot(true);
    m_idleTimer->setInterval(30 * 1000);
    connect(m_idleTimer, &QTimer::timeout, this, &HttpConnectionPool::drop);
}

HttpConnectionPool::~HttpConnectionPool()
{
    drop();
}

void HttpConnectionPool::setIdleLimit(int milliseconds)
{
    m_idleTimer->setInterval(std::max(1, milliseconds));
}

QTcpSocket *HttpConnectionPool::take(const QByteArray &key, const QSslConfiguration &tls)
{
    if (!m_socket || m_key != key || m_tls != tls
        || m_socket->state() != QAbstractSocket::ConnectedState || m_socket->bytesAvailable() > 0) {
        drop();
        return nullptr;
    }
    QTcpSocket *socket = m_socket;
    m_socket = nullptr;
    m_idleTimer->stop();
    socket->disconnect(this);
    socket->setParent(nullptr);
    return socket;
}

void HttpConnectionPool::put(const QByteArray &key, const QSslConfiguration &tls,
                             QTcpSocket *socket)
{
    drop();
    m_socket = socket;
    m_key = key;
    m_tls = tls;
    socket->setParent(this);
    // Closed by the server, or bytes nobody asked for (the stream is out of step): not reusable.
    connect(socket, &QTcpSocket::disconnected, this, &HttpConnectionPool::drop);
    connect(socket, &QTcpSocket::errorOccurred, this, &HttpConnectionPool::drop);
    connect(socket, &QTcpSocket::readyRead, this, &HttpConnectionPool::drop);
    m_idleTimer->start();
}

void HttpConnectionPool::drop()
{
    m_idleTimer->stop();
    if (!m_socket)
        return;
    QTcpSocket *socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
}

} // namespace acp

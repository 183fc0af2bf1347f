#pragma once

#include <QByteArray>
#include <QObject>
#include <QSslConfiguration>

class QTcpSocket;
class QTimer;

namespace acp {

// Keeps the connection a finished read left open, for the next read to the same server through
// the same proxy with the same TLS settings (HttpRequest). One is all a client needs whose
// requests run one at a time. An idle connection that the server closes, that sends anything
// while nobody asked, or that has waited longer than the idle limit is dropped.
class HttpConnectionPool : public QObject
{
    Q_OBJECT
public:
    explicit HttpConnectionPool(QObject *parent = nullptr);
    ~HttpConnectionPool() override;

    // Servers close idle connections after a while (GitHub's load balancers after about a
    // minute); one kept longer would most likely fail its next request. Default 30 s.
    void setIdleLimit(int milliseconds);

    // The idle connection for `key`, still open, or null. The caller owns it from now on.
    QTcpSocket *take(const QByteArray &key, const QSslConfiguration &tls);
    // Keeps `socket` (open, nothing unread) for the next take(); the pool owns it from now on.
    // The connection kept before it, if any, is closed.
    void put(const QByteArray &key, const QSslConfiguration &tls, QTcpSocket *socket);
    bool hasIdleConnection() const { return m_socket != nullptr; }

private:
    void drop();

    QTcpSocket *m_socket = nullptr;
    QByteArray m_key;
    QSslConfiguration m_tls;
    QTimer *m_idleTimer = nullptr;
};

} // namespace acp

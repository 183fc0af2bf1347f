#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QObject>
#include <QPair>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <functional>

class QTcpSocket;
class QTimer;

namespace acp {

class HttpConnectionPool;

// One HTTP/1.1 request, its answer read by hand.
//
// A write (any method but GET and HEAD) goes on a connection of its own, closed after the answer,
// and is never sent twice: a connection that fails before the answer is complete ends the request
// with an error. GitHubClient sends its writes this way because Qt's HTTP stack re-sends a request
// by itself when the server closes the connection before answering (QHttpNetworkConnectionChannel,
// up to three times, whatever the method, on fresh and kept-alive connections alike; Qt 6.4 to
// 6.8 at least). A server that committed the write and then lost the connection (a load
// balancer, a keep-alive connection that dies under the request) would then perform it twice.
// RFC 9110 §9.2.2 and RFC 9112 §9.3.1 allow automatic retries of idempotent requests only;
// whether a write is repeated is the outbox's decision, after it has looked for the first one.
//
// A read (GET, HEAD) given a connection pool keeps its connection open for the next read, and
// takes one left open by the last. When a connection it took closes before any byte of the
// answer (the server dropped it while it was idle), the read is sent once more on a fresh
// connection: the retry RFC 9112 §9.3.1 allows for idempotent requests. Reads ask for gzip and
// get the body decoded.
class HttpRequest : public QObject
{
    Q_OBJECT
public:
    struct Answer
    {
        int status = 0; // 0: no complete status line arrived
        QByteArray reasonPhrase;
        QList<QPair<QByteArray, QByteArray>> headers; // as received, in order
        QByteArray body; // de-chunked
        QNetworkReply::NetworkError error = QNetworkReply::NoError;
        QString errorString;
        // Some of the request was handed to the connection, so the server may have performed it
        // even without an answer. False when the connection failed first (refused, no such
        // host, TLS handshake or proxy failure): then the request certainly did not arrive.
        bool requestWritten = false;
        int timesSent = 0; // 2 when a read went again after a kept-alive connection closed
    };

    explicit HttpRequest(QObject *parent = nullptr);
    ~HttpRequest() override;

    // TLS settings for https (default: QSslConfiguration::defaultConfiguration(), the system's
    // certificate authorities). Set before start().
    void setSslConfiguration(const QSslConfiguration &configuration);
    // No bytes either way for this long ends the request with TimeoutError (default 60 s).
    void setInactivityTimeout(int milliseconds);
    // Larger answers end with ProtocolFailure (default 64 MiB), as received and once decoded.
    void setMaxAnswerBytes(qint64 bytes);
    // Runs once the connection (and TLS) is up, just before the request is written; returning
    // false ends the request unsent (OperationCanceledError, requestWritten false).
    void setBeforeWrite(std::function<bool()> hook) { m_beforeWrite = std::move(hook); }
    // Reads only (GET, HEAD; ignored for writes): keep the connection in `pool` after the answer,
    // and take one from it. The pool must outlive the request.
    void setConnectionPool(HttpConnectionPool *pool) { m_pool = pool; }

    // Connects (or takes the pool's connection), through the system proxy for the URL if any,
    // sends the request (with `Connection: close` unless a read keeps its connection; a write
    // with a Content-Length), and reads the answer. `headers` must not contain
    // Host, Content-Length, Connection, Transfer-Encoding or Accept-Encoding. finished() follows
    // exactly once.
    void start(const QByteArray &method, const QUrl &url,
               const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &body);
    // Ends the request now with OperationCanceledError (no finished() if it already finished).
    void abort();

    bool isFinished() const { return m_finished; }
    const Answer &answer() const { return m_answer; }
    QUrl url() const { return m_url; }

signals:
    void finished();

private:
    enum class Stage {
        Idle,
        Connecting,
        StatusLine,
        Headers,
        Body,
        ChunkSize,
        ChunkData,
        ChunkEnd,
        Trailers,
        Done
    };
    enum class BodyFraming { None, Length, Chunked, UntilClose };

    QSslConfiguration sslConfiguration() const // what this request's connection must use
    {
        if (!m_tls)
            return {};
        return m_sslConfigured ? m_sslConfiguration : QSslConfiguration::defaultConfiguration();
    }
    void connectFresh();
    bool retryOnFreshConnection();
    void attach(QTcpSocket *socket);
    void detach();
    bool reusable(const QTcpSocket *socket) const;
    bool isRead() const { return m_method == "GET" || m_method == "HEAD"; }
    bool decodeBody();
    void onConnected();
    void onReadyRead();
    void onDisconnected();
    void onSocketError();
    void parse();
    bool takeLine(QByteArray *line);
    bool takeBodyBytes();
    bool parseStatusLine(const QByteArray &line);
    bool headersComplete();
    void fail(QNetworkReply::NetworkError error, const QString &reason);
    void failTooLarge();
    void complete();
    void finish();
    void touch();

    QTcpSocket *m_socket = nullptr;
    bool m_socketReused = false; // taken from the pool, not connected for this request
    HttpConnectionPool *m_pool = nullptr;
    QByteArray m_poolKey;
    QTimer *m_timer = nullptr;
    QSslConfiguration m_sslConfiguration;
    std::function<bool()> m_beforeWrite;
    bool m_sslConfigured = false;
    int m_timeoutMs = 60 * 1000;
    qint64 m_maxAnswerBytes = 64 * 1024 * 1024;

    QUrl m_url;
    QString m_peerName;
    quint16 m_port = 0;
    QNetworkProxy m_proxy;
    bool m_tls = false;
    QByteArray m_method;
    QByteArray m_request;
    Stage m_stage = Stage::Idle;
    BodyFraming m_framing = BodyFraming::None;
    qint64 m_remaining = 0; // of the body (Length) or of the current chunk (ChunkData)
    qint64 m_received = 0;
    QByteArray m_buffer;
    bool m_http11 = true; // the answer's version: an HTTP/1.0 answer ends its connection
    Answer m_answer;
    bool m_finished = false;
};

} // namespace acp

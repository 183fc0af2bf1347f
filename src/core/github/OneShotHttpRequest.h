#pragma once

#include <QByteArray>
#include <QList>
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

// One HTTP/1.1 request on a connection of its own, closed after the answer. Nothing is ever sent
// twice: a connection that fails before the answer is complete ends the request with an error.
//
// GitHubClient sends its writes (POST, PATCH, PUT, DELETE) this way because Qt's HTTP stack
// re-sends a request by itself when the server closes the connection before answering
// (QHttpNetworkConnectionChannel, up to three times, whatever the method, on fresh and kept-alive
// connections alike; Qt 6.4 to 6.8 at least). A server that committed the write and then lost
// the connection (a load balancer, a keep-alive connection that dies under the request) would
// then perform it twice. RFC 9110 §9.2.2 and RFC 9112 §9.3.1 allow automatic retries of
// idempotent requests only; whether a write is repeated is the outbox's decision, after it has
// looked for the first one.
class OneShotHttpRequest : public QObject
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
    };

    explicit OneShotHttpRequest(QObject *parent = nullptr);
    ~OneShotHttpRequest() override;

    // TLS settings for https (default: QSslConfiguration::defaultConfiguration(), the system's
    // certificate authorities). Set before start().
    void setSslConfiguration(const QSslConfiguration &configuration);
    // No bytes either way for this long ends the request with TimeoutError (default 60 s).
    void setInactivityTimeout(int milliseconds);
    // Larger answers end with ProtocolFailure (default 64 MiB).
    void setMaxAnswerBytes(qint64 bytes);
    // Runs once the connection (and TLS) is up, just before the request is written; returning
    // false ends the request unsent (OperationCanceledError, requestWritten false).
    void setBeforeWrite(std::function<bool()> hook) { m_beforeWrite = std::move(hook); }

    // Connects (through the system proxy for the URL, if any), sends the request with
    // `Connection: close` and a Content-Length, and reads the answer. `headers` must not contain
    // Host, Content-Length, Connection or Transfer-Encoding. finished() follows exactly once.
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

    void onConnected();
    void onReadyRead();
    void onDisconnected();
    void onSocketError();
    void parse();
    bool takeLine(QByteArray *line);
    bool parseStatusLine(const QByteArray &line);
    bool headersComplete();
    void fail(QNetworkReply::NetworkError error, const QString &reason);
    void complete();
    void finish();
    void touch();

    QTcpSocket *m_socket = nullptr;
    QTimer *m_timer = nullptr;
    QSslConfiguration m_sslConfiguration;
    std::function<bool()> m_beforeWrite;
    bool m_sslConfigured = false;
    int m_timeoutMs = 60 * 1000;
    qint64 m_maxAnswerBytes = 64 * 1024 * 1024;

    QUrl m_url;
    QByteArray m_method;
    QByteArray m_request;
    Stage m_stage = Stage::Idle;
    BodyFraming m_framing = BodyFraming::None;
    qint64 m_remaining = 0; // of the body (Length) or of the current chunk (ChunkData)
    qint64 m_received = 0;
    QByteArray m_buffer;
    Answer m_answer;
    bool m_finished = false;
};

} // namespace acp

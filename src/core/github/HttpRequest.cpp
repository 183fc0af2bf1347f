#include "core/github/HttpRequest.h"

#include "core/github/HttpConnectionPool.h"
#include "core/github/HttpSupport.h"

#include <QNetworkProxy>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace acp {

constexpr qsizetype kMaxLineBytes = 64 * 1024; // a status line, a header or a chunk size
constexpr qsizetype kMaxHeaderBytes = 256 * 1024; // all headers together

HttpRequest::HttpRequest(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        fail(QNetworkReply::TimeoutError,
             tr("no answer within %n second(s)", nullptr, std::max(1, m_timeoutMs / 1000)));
    });
}

HttpRequest::~HttpRequest()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

void HttpRequest::setSslConfiguration(const QSslConfiguration &configuration)
{
    m_sslConfiguration = configuration;
    m_sslConfigured = true;
}

void HttpRequest::setInactivityTimeout(int milliseconds)
{
    m_timeoutMs = std::max(1, milliseconds);
}

void HttpRequest::setMaxAnswerBytes(qint64 bytes)
{
    m_maxAnswerBytes = std::max<qint64>(1024, bytes);
}

void HttpRequest::start(const QByteArray &method, const QUrl &url,
                        const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &body)
{
    Q_ASSERT(m_stage == Stage::Idle);
    m_url = url;
    m_method = method.toUpper();
    const QString scheme = url.scheme().toLower();
    const bool tls = scheme == QLatin1String("https");
    if ((!tls && scheme != QLatin1String("http")) || url.host().isEmpty()
        || !http::isToken(m_method)) {
        m_stage = Stage::Connecting;
        // Reported once the caller has connected to finished().
        QTimer::singleShot(0, this, [this] {
            fail(QNetworkReply::ProtocolUnknownError,
                 tr("%1 cannot be sent to %2")
                     .arg(QString::fromLatin1(m_method), m_url.toString(QUrl::RemoveUserInfo)));
        });
        return;
    }
    m_tls = tls;
    m_peerName = url.host();
    m_port = quint16(url.port(tls ? 443 : 80));

    // The request, whole, before connecting: it is written in one go once the connection
    // (and TLS) is up.
    QByteArray target =
        url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment);
    if (target.isEmpty() || target.startsWith('?'))
        target.prepend('/');
    QByteArray host = url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveUserInfo | QUrl::RemovePort
                                    | QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment);
    while (host.startsWith('/'))
        host.remove(0, 1);
    if (url.port() > 0 && url.port() != (tls ? 443 : 80))
        host += ':' + QByteArray::number(url.port());
    m_request = m_method + ' ' + target + " HTTP/1.1\r\nHost: " + host + "\r\n";
    for (const auto &header : headers) {
        const QByteArray name = header.first.toLower();
        Q_ASSERT(name != "host" && name != "content-length" && name != "connection"
                 && name != "transfer-encoding" && name != "accept-encoding");
        if (!http::isToken(header.first) || header.second.contains('\r')
            || header.second.contains('\n'))
            continue; // never let a value split the request
        m_request += header.first + ": " + header.second + "\r\n";
    }
    if (!body.isEmpty() || m_method == "POST" || m_method == "PUT" || m_method == "PATCH")
        m_request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (isRead())
        m_request += "Accept-Encoding: gzip\r\n"; // JSON shrinks about tenfold
    if (!isRead() || !m_pool)
        m_pool = nullptr; // a write never shares a connection, before or after it
    m_request += m_pool ? QByteArray("\r\n") : QByteArray("Connection: close\r\n\r\n");
    m_request += body;

    m_proxy = http::socketProxyFor(url);
    if (m_pool) {
        m_poolKey = http::connectionKey(url, m_proxy);
        if (QTcpSocket *kept = m_pool->take(m_poolKey, sslConfiguration())) {
            m_socketReused = true;
            attach(kept);
            m_stage = Stage::Connecting;
            touch();
            // Written now, not on the next turn of the event loop: a caller that asks for the
            // next page before it writes the last one wants the server busy meanwhile. (A failure
            // of this connection only sends the read again on a fresh one, asynchronously.)
            onConnected();
            return;
        }
    }
    connectFresh();
}

void HttpRequest::connectFresh()
{
    m_socketReused = false;
    QTcpSocket *socket = nullptr;
    if (m_tls) {
        auto *ssl = new QSslSocket;
        ssl->setSslConfiguration(sslConfiguration());
        ssl->setPeerVerifyName(m_peerName);
        socket = ssl;
    } else {
        socket = new QTcpSocket;
    }
    socket->setProxy(m_proxy);
    attach(socket);
    m_stage = Stage::Connecting;
    touch();
    if (m_tls)
        static_cast<QSslSocket *>(socket)->connectToHostEncrypted(m_peerName, m_port);
    else
        socket->connectToHost(m_peerName, m_port);
}

void HttpRequest::attach(QTcpSocket *socket)
{
    m_socket = socket;
    socket->setParent(this);
    if (auto *ssl = qobject_cast<QSslSocket *>(socket); ssl && m_tls)
        connect(ssl, &QSslSocket::encrypted, this, &HttpRequest::onConnected);
    else
        connect(socket, &QTcpSocket::connected, this, &HttpRequest::onConnected);
    connect(socket, &QTcpSocket::readyRead, this, &HttpRequest::onReadyRead);
    connect(socket, &QTcpSocket::bytesWritten, this, &HttpRequest::touch);
    connect(socket, &QTcpSocket::disconnected, this, &HttpRequest::onDisconnected);
    connect(socket, &QTcpSocket::errorOccurred, this, &HttpRequest::onSocketError);
}

// Lets go of the connection: back to the pool when the next read can use it, else closed.
void HttpRequest::detach()
{
    if (!m_socket)
        return;
    QTcpSocket *socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    if (reusable(socket)) {
        m_pool->put(m_poolKey, sslConfiguration(), socket);
        return;
    }
    socket->abort(); // nothing more is read or written
    socket->deleteLater();
}

bool HttpRequest::reusable(const QTcpSocket *socket) const
{
    if (!m_pool || m_stage != Stage::Done || m_answer.error != QNetworkReply::NoError || !m_http11
        || m_framing == BodyFraming::UntilClose || !m_buffer.isEmpty()
        || socket->state() != QAbstractSocket::ConnectedState || socket->bytesAvailable() > 0)
        return false;
    for (const auto &header : m_answer.headers) {
        if (header.first.compare("connection", Qt::CaseInsensitive) == 0
            && header.second.toLower().contains("close"))
            return false;
    }
    return true;
}

void HttpRequest::abort()
{
    if (m_finished || m_stage == Stage::Idle)
        return;
    fail(QNetworkReply::OperationCanceledError, tr("the request was cancelled"));
}

void HttpRequest::touch()
{
    if (!m_finished)
        m_timer->start(m_timeoutMs);
}

void HttpRequest::onConnected()
{
    if (m_finished || m_stage != Stage::Connecting || !m_socket
        || m_socket->state() != QAbstractSocket::ConnectedState)
        return;
    if (auto *ssl = qobject_cast<QSslSocket *>(m_socket); m_tls && (!ssl || !ssl->isEncrypted()))
        return;
    if (m_beforeWrite && !m_beforeWrite()) {
        fail(QNetworkReply::OperationCanceledError, tr("the request was not sent"));
        return;
    }
    if (m_finished)
        return; // the hook aborted the request
    m_stage = Stage::StatusLine;
    m_answer.requestWritten = true;
    ++m_answer.timesSent;
    QTcpSocket *socket = m_socket; // (a failure while writing may replace m_socket)
    if (!m_socketReused)
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); // each request goes at once
    socket->write(m_request);
    socket->flush(); // on the wire now, not after whatever the event loop runs first
    touch();
}

void HttpRequest::onReadyRead()
{
    while (!m_finished && m_socket) {
        const qint64 available = m_socket->bytesAvailable();
        if (available <= 0)
            return;
        if (m_received + available > m_maxAnswerBytes) {
            failTooLarge();
            return;
        }
        touch();
        const bool inBody = (m_stage == Stage::Body && m_framing == BodyFraming::Length)
            || m_stage == Stage::ChunkData;
        if (inBody && m_buffer.isEmpty()) {
            // Straight into the body, not through the line buffer: one copy of the bytes.
            const qsizetype had = m_answer.body.size();
            const qint64 want = std::min(available, m_remaining);
            m_answer.body.resize(had + qsizetype(want));
            const qint64 got = m_socket->read(m_answer.body.data() + had, want);
            m_answer.body.resize(had + qsizetype(std::max<qint64>(got, 0)));
            if (got <= 0)
                return;
            m_received += got;
            m_remaining -= got;
            if (m_remaining > 0)
                continue;
            if (m_stage == Stage::Body) {
                complete();
                return;
            }
            m_stage = Stage::ChunkEnd;
            continue;
        }
        m_received += available;
        m_buffer += m_socket->read(available);
        parse();
    }
}

void HttpRequest::onDisconnected()
{
    if (m_finished)
        return;
    if (retryOnFreshConnection())
        return;
    // Whatever is still buffered counts, then the end of the stream ends the body or cuts it.
    if (m_socket->bytesAvailable() > 0)
        onReadyRead();
    if (m_finished)
        return;
    if (m_stage == Stage::Body && m_framing == BodyFraming::UntilClose) {
        complete();
        return;
    }
    fail(QNetworkReply::RemoteHostClosedError,
         tr("the connection closed before the answer was complete"));
}

void HttpRequest::onSocketError()
{
    if (m_finished)
        return;
    const QAbstractSocket::SocketError error = m_socket->error();
    if (retryOnFreshConnection())
        return;
    if (error == QAbstractSocket::RemoteHostClosedError) {
        onDisconnected();
        return;
    }
    QString reason = m_socket->errorString();
    if (error == QAbstractSocket::SslHandshakeFailedError) {
        if (const auto *ssl = qobject_cast<QSslSocket *>(m_socket); ssl) {
            const QList<QSslError> errors = ssl->sslHandshakeErrors();
            if (!errors.isEmpty()) // as QNetworkAccessManager words it, for the user who met it
                reason = tr("SSL handshake failed: %1").arg(errors.constFirst().errorString());
        }
    }
    while (reason.endsWith(QLatin1Char('.')))
        reason.chop(1);
    fail(http::networkErrorFor(error), reason);
}

// A kept-alive connection the server closed while it was idle fails the first request sent on it
// before any byte of an answer; only then, and only for a read, the request goes again once.
bool HttpRequest::retryOnFreshConnection()
{
    if (!m_socketReused || m_received > 0 || !isRead() || m_answer.timesSent > 1
        || m_socket->bytesAvailable() > 0)
        return false;
    QTcpSocket *dead = m_socket;
    m_socket = nullptr;
    dead->disconnect(this);
    dead->abort();
    dead->deleteLater();
    m_buffer.clear();
    connectFresh();
    return true;
}

// Moves the buffered bytes of the body (or chunk) into the answer; true once it is whole.
bool HttpRequest::takeBodyBytes()
{
    const qsizetype take = qsizetype(std::min<qint64>(m_remaining, m_buffer.size()));
    m_answer.body.append(m_buffer.constData(), take);
    m_buffer.remove(0, take);
    m_remaining -= take;
    return m_remaining == 0;
}

bool HttpRequest::takeLine(QByteArray *line)
{
    const qsizetype end = m_buffer.indexOf('\n');
    if (end < 0) {
        if (m_buffer.size() > kMaxLineBytes)
            fail(QNetworkReply::ProtocolFailure, tr("the answer has an overlong line"));
        return false;
    }
    *line = m_buffer.left(end);
    if (line->endsWith('\r'))
        line->chop(1);
    m_buffer.remove(0, end + 1);
    return true;
}

bool HttpRequest::parseStatusLine(const QByteArray &line)
{
    // HTTP/1.1 201 Created
    if (!line.startsWith("HTTP/1."))
        return false;
    m_http11 = !line.startsWith("HTTP/1.0");
    const qsizetype space = line.indexOf(' ');
    if (space < 0)
        return false;
    const QByteArray rest = line.mid(space + 1);
    bool ok = false;
    const int status = rest.left(3).toInt(&ok);
    if (!ok || status < 100 || status > 999 || (rest.size() > 3 && rest.at(3) != ' '))
        return false;
    m_answer.status = status;
    m_answer.reasonPhrase = rest.mid(4).trimmed();
    m_answer.headers.clear();
    return true;
}

bool HttpRequest::headersComplete()
{
    const int status = m_answer.status;
    if (status >= 100 && status < 200) {
        // An interim answer (100 Continue, 103 Early Hints): the final one follows.
        m_answer.status = 0;
        m_stage = Stage::StatusLine;
        return true;
    }
    QByteArray transferEncoding;
    QByteArray contentLength;
    bool lengthConflict = false;
    for (const auto &header : std::as_const(m_answer.headers)) {
        const QByteArray name = header.first.toLower();
        if (name == "transfer-encoding") {
            transferEncoding = header.second.trimmed().toLower();
        } else if (name == "content-length") {
            const QByteArray value = header.second.trimmed();
            lengthConflict = lengthConflict || (!contentLength.isEmpty() && contentLength != value);
            contentLength = value;
        }
    }
    if (m_method == "HEAD" || status == 204 || status == 304) {
        m_framing = BodyFraming::None;
    } else if (!transferEncoding.isEmpty()) {
        if (!transferEncoding.endsWith("chunked")) {
            m_framing = BodyFraming::UntilClose;
        } else {
            m_framing = BodyFraming::Chunked;
        }
    } else if (!contentLength.isEmpty()) {
        bool ok = false;
        m_remaining = contentLength.toLongLong(&ok);
        if (!ok || m_remaining < 0 || lengthConflict) {
            fail(QNetworkReply::ProtocolFailure, tr("the answer has an invalid Content-Length"));
            return false;
        }
        m_framing = BodyFraming::Length;
        m_answer.body.reserve(qsizetype(std::min(m_remaining, m_maxAnswerBytes)));
    } else {
        m_framing = BodyFraming::UntilClose;
    }
    switch (m_framing) {
    case BodyFraming::None:
        complete();
        return false;
    case BodyFraming::Length:
        if (m_remaining == 0) {
            complete();
            return false;
        }
        m_stage = Stage::Body;
        return true;
    case BodyFraming::Chunked:
        m_stage = Stage::ChunkSize;
        return true;
    case BodyFraming::UntilClose:
        m_stage = Stage::Body;
        return true;
    }
    return true;
}

void HttpRequest::parse()
{
    QByteArray line;
    qsizetype headerBytes = 0;
    while (!m_finished) {
        switch (m_stage) {
        case Stage::Idle:
        case Stage::Connecting:
        case Stage::Done:
            return;
        case Stage::StatusLine:
            if (!takeLine(&line))
                return;
            if (line.isEmpty() && m_answer.status == 0)
                continue; // tolerate a stray empty line before the status (RFC 9112 §2.2)
            if (!parseStatusLine(line)) {
                fail(QNetworkReply::ProtocolFailure, tr("the answer is not HTTP"));
                return;
            }
            m_stage = Stage::Headers;
            break;
        case Stage::Headers: {
            if (!takeLine(&line))
                return;
            headerBytes += line.size();
            if (headerBytes > kMaxHeaderBytes) {
                fail(QNetworkReply::ProtocolFailure, tr("the answer's headers are too large"));
                return;
            }
            if (line.isEmpty()) {
                if (!headersComplete())
                    return;
                break;
            }
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                if (line.startsWith(' ') || line.startsWith('\t'))
                    continue; // obsolete line folding: ignored
                fail(QNetworkReply::ProtocolFailure, tr("the answer has a malformed header"));
                return;
            }
            m_answer.headers.append({ line.left(colon).trimmed(), line.mid(colon + 1).trimmed() });
            break;
        }
        case Stage::Body:
            if (m_framing == BodyFraming::UntilClose) {
                m_answer.body += m_buffer;
                m_buffer.clear();
            } else if (takeBodyBytes()) {
                complete();
            }
            return;
        case Stage::ChunkSize: {
            if (!takeLine(&line))
                return;
            const qsizetype semicolon = line.indexOf(';');
            const QByteArray hex = (semicolon < 0 ? line : line.left(semicolon)).trimmed();
            bool ok = false;
            m_remaining = hex.toLongLong(&ok, 16);
            if (!ok || m_remaining < 0 || hex.size() > 15) {
                fail(QNetworkReply::ProtocolFailure, tr("the answer has an invalid chunk"));
                return;
            }
            m_stage = m_remaining == 0 ? Stage::Trailers : Stage::ChunkData;
            break;
        }
        case Stage::ChunkData:
            if (!takeBodyBytes())
                return;
            m_stage = Stage::ChunkEnd;
            break;
        case Stage::ChunkEnd:
            if (!takeLine(&line))
                return;
            if (!line.isEmpty()) {
                fail(QNetworkReply::ProtocolFailure, tr("the answer has an invalid chunk"));
                return;
            }
            m_stage = Stage::ChunkSize;
            break;
        case Stage::Trailers:
            if (!takeLine(&line))
                return;
            if (line.isEmpty()) {
                complete();
                return;
            }
            break; // trailer fields are not used
        }
    }
}

void HttpRequest::fail(QNetworkReply::NetworkError error, const QString &reason)
{
    if (m_finished)
        return;
    m_answer.error = error;
    m_answer.errorString = reason;
    if (error != QNetworkReply::NoError && m_answer.status != 0 && m_stage != Stage::Done) {
        // An answer cut off after its status line is no answer: the caller must not act on it.
        m_answer.status = 0;
    }
    finish();
}

void HttpRequest::failTooLarge()
{
    fail(QNetworkReply::ProtocolFailure,
         tr("the answer is larger than %n MiB", nullptr, int(m_maxAnswerBytes / (1024 * 1024))));
}

void HttpRequest::complete()
{
    if (!decodeBody())
        return;
    m_stage = Stage::Done;
    finish();
}

// Undoes the gzip a read asked for; false (and the request failed) when it cannot.
bool HttpRequest::decodeBody()
{
    if (!isRead())
        return true;
    QByteArray coding;
    for (const auto &header : std::as_const(m_answer.headers)) {
        if (header.first.compare("content-encoding", Qt::CaseInsensitive) == 0)
            coding = header.second.trimmed().toLower();
    }
    if (coding.isEmpty() || coding == "identity")
        return true;
    if (coding != "gzip" && coding != "x-gzip") {
        fail(QNetworkReply::ProtocolFailure,
             tr("the answer is encoded as %1, which the workbench did not ask for")
                 .arg(QString::fromLatin1(coding)));
        return false;
    }
    QByteArray decoded;
    switch (http::gunzip(m_answer.body, m_maxAnswerBytes, &decoded)) {
    case http::Inflated::Ok:
        m_answer.body = std::move(decoded);
        return true;
    case http::Inflated::TooLarge:
        failTooLarge();
        return false;
    case http::Inflated::Corrupt:
        break;
    }
    fail(QNetworkReply::ProtocolFailure, tr("the answer's gzip encoding is damaged"));
    return false;
}

void HttpRequest::finish()
{
    m_finished = true;
    m_timer->stop();
    detach();
    emit finished();
}

} // namespace acp

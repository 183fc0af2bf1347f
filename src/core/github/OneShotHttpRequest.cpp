#include "core/github/OneShotHttpRequest.h"

#include <QHostAddress>
#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cstring>
#include <utility>

namespace acp {

namespace {

constexpr qsizetype kMaxLineBytes = 64 * 1024; // a status line, a header or a chunk size
constexpr qsizetype kMaxHeaderBytes = 256 * 1024; // all headers together

// The first proxy a plain socket can use: caching proxies work for QNetworkAccessManager only.
QNetworkProxy socketProxyFor(const QUrl &url)
{
    const QList<QNetworkProxy> proxies =
        QNetworkProxyFactory::proxyForQuery(QNetworkProxyQuery(url));
    for (const QNetworkProxy &proxy : proxies) {
        switch (proxy.type()) {
        case QNetworkProxy::NoProxy:
        case QNetworkProxy::HttpProxy:
        case QNetworkProxy::Socks5Proxy:
            return proxy;
        case QNetworkProxy::DefaultProxy:
        case QNetworkProxy::HttpCachingProxy:
        case QNetworkProxy::FtpCachingProxy:
            break;
        }
    }
    return QNetworkProxy(QNetworkProxy::NoProxy);
}

QNetworkReply::NetworkError networkErrorFor(QAbstractSocket::SocketError error)
{
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return QNetworkReply::ConnectionRefusedError;
    case QAbstractSocket::RemoteHostClosedError:
        return QNetworkReply::RemoteHostClosedError;
    case QAbstractSocket::HostNotFoundError:
        return QNetworkReply::HostNotFoundError;
    case QAbstractSocket::SocketTimeoutError:
        return QNetworkReply::TimeoutError;
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInternalError:
    case QAbstractSocket::SslInvalidUserDataError:
        return QNetworkReply::SslHandshakeFailedError;
    case QAbstractSocket::ProxyAuthenticationRequiredError:
        return QNetworkReply::ProxyAuthenticationRequiredError;
    case QAbstractSocket::ProxyConnectionRefusedError:
        return QNetworkReply::ProxyConnectionRefusedError;
    case QAbstractSocket::ProxyConnectionClosedError:
        return QNetworkReply::ProxyConnectionClosedError;
    case QAbstractSocket::ProxyConnectionTimeoutError:
        return QNetworkReply::ProxyTimeoutError;
    case QAbstractSocket::ProxyNotFoundError:
        return QNetworkReply::ProxyNotFoundError;
    case QAbstractSocket::ProxyProtocolError:
        return QNetworkReply::UnknownProxyError;
    case QAbstractSocket::TemporaryError:
    case QAbstractSocket::NetworkError:
        return QNetworkReply::TemporaryNetworkFailureError;
    default:
        return QNetworkReply::UnknownNetworkError;
    }
}

bool isToken(const QByteArray &text)
{
    if (text.isEmpty())
        return false;
    return std::all_of(text.cbegin(), text.cend(), [](char c) {
        return c > 32 && c < 127 && std::strchr("()<>@,;:\\\"/[]?={}", c) == nullptr;
    });
}

} // namespace

OneShotHttpRequest::OneShotHttpRequest(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        fail(QNetworkReply::TimeoutError,
             tr("no answer within %n second(s)", nullptr, std::max(1, m_timeoutMs / 1000)));
    });
}

OneShotHttpRequest::~OneShotHttpRequest()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

void OneShotHttpRequest::setSslConfiguration(const QSslConfiguration &configuration)
{
    m_sslConfiguration = configuration;
    m_sslConfigured = true;
}

void OneShotHttpRequest::setInactivityTimeout(int milliseconds)
{
    m_timeoutMs = std::max(1, milliseconds);
}

void OneShotHttpRequest::setMaxAnswerBytes(qint64 bytes)
{
    m_maxAnswerBytes = std::max<qint64>(1024, bytes);
}

void OneShotHttpRequest::start(const QByteArray &method, const QUrl &url,
                               const QList<QPair<QByteArray, QByteArray>> &headers,
                               const QByteArray &body)
{
    Q_ASSERT(m_stage == Stage::Idle);
    m_url = url;
    m_method = method.toUpper();
    const QString scheme = url.scheme().toLower();
    const bool tls = scheme == QLatin1String("https");
    if ((!tls && scheme != QLatin1String("http")) || url.host().isEmpty() || !isToken(m_method)) {
        m_stage = Stage::Connecting;
        // Reported once the caller has connected to finished().
        QTimer::singleShot(0, this, [this] {
            fail(QNetworkReply::ProtocolUnknownError,
                 tr("%1 cannot be sent to %2")
                     .arg(QString::fromLatin1(m_method), m_url.toString(QUrl::RemoveUserInfo)));
        });
        return;
    }
    const quint16 port = quint16(url.port(tls ? 443 : 80));

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
                 && name != "transfer-encoding");
        if (!isToken(header.first) || header.second.contains('\r') || header.second.contains('\n'))
            continue; // never let a value split the request
        m_request += header.first + ": " + header.second + "\r\n";
    }
    if (!body.isEmpty() || m_method == "POST" || m_method == "PUT" || m_method == "PATCH")
        m_request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    m_request += "Connection: close\r\n\r\n" + body;

    if (tls) {
        auto *socket = new QSslSocket(this);
        socket->setSslConfiguration(m_sslConfigured ? m_sslConfiguration
                                                    : QSslConfiguration::defaultConfiguration());
        socket->setPeerVerifyName(url.host());
        connect(socket, &QSslSocket::encrypted, this, &OneShotHttpRequest::onConnected);
        m_socket = socket;
    } else {
        m_socket = new QTcpSocket(this);
        connect(m_socket, &QTcpSocket::connected, this, &OneShotHttpRequest::onConnected);
    }
    m_socket->setProxy(socketProxyFor(url));
    connect(m_socket, &QTcpSocket::readyRead, this, &OneShotHttpRequest::onReadyRead);
    connect(m_socket, &QTcpSocket::bytesWritten, this, &OneShotHttpRequest::touch);
    connect(m_socket, &QTcpSocket::disconnected, this, &OneShotHttpRequest::onDisconnected);
    connect(m_socket, &QTcpSocket::errorOccurred, this, &OneShotHttpRequest::onSocketError);
    m_stage = Stage::Connecting;
    touch();
    if (tls)
        static_cast<QSslSocket *>(m_socket)->connectToHostEncrypted(url.host(), port);
    else
        m_socket->connectToHost(url.host(), port);
}

void OneShotHttpRequest::abort()
{
    if (m_finished || m_stage == Stage::Idle)
        return;
    fail(QNetworkReply::OperationCanceledError, tr("the request was cancelled"));
}

void OneShotHttpRequest::touch()
{
    if (!m_finished)
        m_timer->start(m_timeoutMs);
}

void OneShotHttpRequest::onConnected()
{
    if (m_finished || m_stage != Stage::Connecting)
        return;
    if (m_beforeWrite && !m_beforeWrite()) {
        fail(QNetworkReply::OperationCanceledError, tr("the request was not sent"));
        return;
    }
    if (m_finished)
        return; // the hook aborted the request
    m_stage = Stage::StatusLine;
    m_answer.requestWritten = true;
    m_socket->write(m_request);
    touch();
}

void OneShotHttpRequest::onReadyRead()
{
    if (m_finished)
        return;
    const QByteArray data = m_socket->readAll();
    m_received += data.size();
    if (m_received > m_maxAnswerBytes) {
        fail(
            QNetworkReply::ProtocolFailure,
            tr("the answer is larger than %n MiB", nullptr, int(m_maxAnswerBytes / (1024 * 1024))));
        return;
    }
    m_buffer += data;
    touch();
    parse();
}

void OneShotHttpRequest::onDisconnected()
{
    if (m_finished)
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

void OneShotHttpRequest::onSocketError()
{
    if (m_finished)
        return;
    const QAbstractSocket::SocketError error = m_socket->error();
    if (error == QAbstractSocket::RemoteHostClosedError) {
        onDisconnected();
        return;
    }
    QString reason = m_socket->errorString();
    if (error == QAbstractSocket::SslHandshakeFailedError) {
        if (const auto *ssl = qobject_cast<QSslSocket *>(m_socket); ssl) {
            const QList<QSslError> errors = ssl->sslHandshakeErrors();
            if (!errors.isEmpty())
                reason = errors.constFirst().errorString();
        }
    }
    while (reason.endsWith(QLatin1Char('.')))
        reason.chop(1);
    fail(networkErrorFor(error), reason);
}

bool OneShotHttpRequest::takeLine(QByteArray *line)
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

bool OneShotHttpRequest::parseStatusLine(const QByteArray &line)
{
    // HTTP/1.1 201 Created
    if (!line.startsWith("HTTP/1."))
        return false;
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

bool OneShotHttpRequest::headersComplete()
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

void OneShotHttpRequest::parse()
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
                return;
            } else {
                const qsizetype take = qsizetype(std::min<qint64>(m_remaining, m_buffer.size()));
                m_answer.body += m_buffer.left(take);
                m_buffer.remove(0, take);
                m_remaining -= take;
                if (m_remaining > 0)
                    return;
                complete();
                return;
            }
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
        case Stage::ChunkData: {
            const qsizetype take = qsizetype(std::min<qint64>(m_remaining, m_buffer.size()));
            m_answer.body += m_buffer.left(take);
            m_buffer.remove(0, take);
            m_remaining -= take;
            if (m_remaining > 0)
                return;
            m_stage = Stage::ChunkEnd;
            break;
        }
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

void OneShotHttpRequest::fail(QNetworkReply::NetworkError error, const QString &reason)
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

void OneShotHttpRequest::complete()
{
    m_stage = Stage::Done;
    finish();
}

void OneShotHttpRequest::finish()
{
    m_finished = true;
    m_timer->stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort(); // Connection: close; nothing more is read or written
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    emit finished();
}

} // namespace acp

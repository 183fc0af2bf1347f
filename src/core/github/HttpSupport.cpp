#include "core/github/HttpSupport.h"

#include <QNetworkProxyFactory>

#include <algorithm>
#include <cstring>
#include <zlib.h>

namespace acp::http {

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

QByteArray connectionKey(const QUrl &url, const QNetworkProxy &proxy)
{
    return url.scheme().toLower().toLatin1() + "://" + url.host().toLower().toUtf8() + ':'
        + QByteArray::number(url.port()) + " via " + QByteArray::number(int(proxy.type())) + ' '
        + proxy.hostName().toUtf8() + ':' + QByteArray::number(proxy.port()) + ' '
        + proxy.user().toUtf8();
}

Inflated gunzip(const QByteArray &compressed, qint64 limit, QByteArray *out)
{
    z_stream stream {};
    if (inflateInit2(&stream, 15 + 16) != Z_OK) // 15 + 16: a gzip header, the largest window
        return Inflated::Corrupt;
    QByteArray decoded;
    decoded.resize(std::min<qint64>(limit, std::max<qint64>(compressed.size() * 4, 4096)));
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.constData()));
    stream.avail_in = uInt(compressed.size());
    qint64 written = 0;
    Inflated result = Inflated::Ok;
    for (;;) {
        if (written == decoded.size()) {
            if (written >= limit) {
                result = Inflated::TooLarge;
                break;
            }
            decoded.resize(std::min<qint64>(limit, written * 2));
        }
        stream.next_out = reinterpret_cast<Bytef *>(decoded.data() + written);
        stream.avail_out = uInt(std::min<qint64>(decoded.size() - written, 1 << 30));
        const uInt room = stream.avail_out;
        const int status = inflate(&stream, Z_NO_FLUSH);
        written += room - stream.avail_out;
        if (status == Z_STREAM_END) {
            if (stream.avail_in == 0)
                break;
            inflateReset(&stream); // another gzip member follows
            continue;
        }
        if (status != Z_OK && status != Z_BUF_ERROR) {
            result = Inflated::Corrupt;
            break;
        }
        if (status == Z_BUF_ERROR && stream.avail_in == 0) {
            result = Inflated::Corrupt; // the stream ends before its trailer
            break;
        }
    }
    inflateEnd(&stream);
    decoded.resize(written);
    *out = std::move(decoded);
    return result;
}

} // namespace acp::http

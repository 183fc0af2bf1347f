#include "core/preview/PageFetcher.h"

#include "core/net/Urls.h"
#include "core/preview/HtmlMetadataReader.h"
#include "core/preview/PreviewUrl.h"
#include "core/preview/SimpleIndex.h"
#include "core/text/DisplayText.h"

#include <QCoreApplication>
#include <QHostInfo>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslError>
#include <QTimer>

namespace acp {

namespace {

constexpr qint64 kReadBufferBytes = 64 * 1024;

bool isHtml(const QByteArray &contentType)
{
    const QByteArray type = contentType.split(';').constFirst().trimmed().toLower();
    return type.isEmpty() || type == "text/html" || type == "application/xhtml+xml";
}

// The Host header a request to `url` carries when it is sent to an address instead.
QByteArray hostHeader(const QUrl &url)
{
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1(); // ACE for international names
    if (host.contains(':'))
        host = '[' + host + ']';
    if (url.port() != -1 && url.port() != net::defaultPort(url))
        host += ':' + QByteArray::number(url.port());
    return host;
}

// Connection failures after which another checked address of the same host may answer (a
// host with an IPv6 address on a computer without IPv6, say).
bool triesNextAddress(QNetworkReply::NetworkError error)
{
    return error == QNetworkReply::ConnectionRefusedError
        || error == QNetworkReply::UnknownNetworkError
        || error == QNetworkReply::TemporaryNetworkFailureError
        || error == QNetworkReply::NetworkSessionFailedError;
}

} // namespace

PageFetcher::PageFetcher(QNetworkAccessManager *network, const QUrl &url,
                         const PageFetchLimits &limits,
                         const preview::AddressRulesForTesting &testRules, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_originalUrl(url)
    , m_currentUrl(url)
    , m_limits(limits)
    , m_testRules(testRules)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &PageFetcher::onTimeout);
}

PageFetcher::~PageFetcher()
{
    if (m_lookupId >= 0)
        QHostInfo::abortHostLookup(m_lookupId);
    dropReply();
}

QByteArray PageFetcher::userAgent()
{
    return QByteArrayLiteral("acp-workbench/" ACP_VERSION_STRING
                             " (link preview for the PyTorch ACP review workbench)");
}

void PageFetcher::start()
{
    if (!preview::isFetchableScheme(m_originalUrl)) {
        fail(PreviewStatus::BlockedScheme,
             tr("Only http and https addresses are fetched; this one was not."));
        return;
    }
    m_visited.insert(preview::normalizedUrl(m_originalUrl).toString(QUrl::FullyEncoded));
    m_timer->start(m_limits.timeout);
    resolve(m_originalUrl);
}

void PageFetcher::abort()
{
    m_done = true;
    m_timer->stop();
    if (m_lookupId >= 0) {
        QHostInfo::abortHostLookup(m_lookupId);
        m_lookupId = -1;
    }
    dropReply();
}

void PageFetcher::resolve(const QUrl &url)
{
    m_currentUrl = url;
    const QString host = url.host();
    // QUrl has already written every IPv4 spelling (2130706433, 0177.0.0.1, 0x7f.1, 127.1) as
    // dotted decimal, and an IPv6 literal without its brackets: a literal is its own address.
    // Answers come later, as from DNS, whatever gives them.
    const QHostAddress literal(host);
    const auto test = m_testRules.hosts.constFind(host.toLower());
    if (!literal.isNull() || test != m_testRules.hosts.constEnd()) {
        const QList<QHostAddress> addresses = literal.isNull() ? *test : QList { literal };
        QMetaObject::invokeMethod(
            this,
            [this, url, addresses] {
                if (!m_done)
                    onResolved(url, addresses);
            },
            Qt::QueuedConnection);
        return;
    }
    m_lookupId = QHostInfo::lookupHost(host, this, [this, url](const QHostInfo &info) {
        m_lookupId = -1;
        if (!m_done)
            onResolved(url, info.addresses());
    });
}

void PageFetcher::onResolved(const QUrl &url, const QList<QHostAddress> &addresses)
{
    if (addresses.isEmpty()) {
        fail(PreviewStatus::NetworkError, tr("The host %1 was not found.").arg(url.host()));
        return;
    }
    // Every address is checked, not just the one tried first: a name with one public and one
    // private address must not reach the private one when the public one does not answer.
    const quint16 port = quint16(url.port(net::defaultPort(url)));
    for (const QHostAddress &address : addresses) {
        const preview::AddressClass addressClass = preview::classifyAddress(address);
        if (addressClass == preview::AddressClass::Public || m_testRules.allows(address, port))
            continue;
        const QString what = preview::addressClassDescription(addressClass);
        QString reason = QHostAddress(url.host()).isNull()
            ? tr("%1 resolves to %2, %3: previews connect only to public internet addresses, "
                 "never to this computer or the networks it is in.")
                  .arg(url.host(), address.toString(), what)
            : tr("%1 is %2: previews connect only to public internet addresses, never to this "
                 "computer or the networks it is in.")
                  .arg(address.toString(), what);
        if (m_redirects > 0)
            reason = tr("The page redirects to %1, which was not followed. %2")
                         .arg(url.toDisplayString(), reason);
        fail(PreviewStatus::BlockedAddress, reason);
        return;
    }
    m_candidates = addresses;
    get(url, m_candidates.takeFirst());
}

// The request goes to `address`, the one just checked, written into the URL in place of the
// name; the name travels in the Host header and, for https, as the TLS server name (SNI) and
// the name the certificate must match (peerVerifyName). QNetworkAccessManager makes no DNS
// lookup of its own for an address, and a QNetworkReply does not tell which address it
// connected to, so this is how the address connected is the address checked. HTTP/2 is off:
// its :authority would carry the address instead of the name. "Connection: close" keeps a
// connection from being reused for another name that shares the address.
//
// With a system proxy (QNetworkProxyFactory's system configuration, which the workbench turns
// on) the proxy makes the connection: it is handed the checked address too, never the name, so
// it connects where the check allowed (an https page through a CONNECT tunnel to that
// address, TLS still verified for the name end to end). A proxy that must resolve names itself
// is not given one; the lookup here then has to work on this computer, or the preview fails
// with "host not found".
void PageFetcher::get(const QUrl &url, const QHostAddress &address)
{
    QUrl target = url;
    target.setHost(address.toString());
    QNetworkRequest request(target);
    request.setRawHeader("Host", hostHeader(url));
    if (url.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) == 0)
        request.setPeerVerifyName(url.host(QUrl::FullyEncoded));
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setRawHeader("Connection", "close");
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    // No cookies are sent or kept: a preview is an anonymous look.
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setRawHeader("User-Agent", userAgent());
    // HTML first; a package index that serves only PEP 691's JSON is read too.
    request.setRawHeader("Accept",
                         "text/html,application/xhtml+xml;q=0.9,"
                         "application/vnd.pypi.simple.v1+json;q=0.8,*/*;q=0.5");

    m_headersHandled = false;
    m_httpStatus = 0;
    m_body.clear();
    m_contentType.clear();
    QNetworkReply *reply = m_network->get(request);
    reply->setReadBufferSize(kReadBufferBytes);
    m_reply = reply;
    connect(reply, &QNetworkReply::metaDataChanged, this, &PageFetcher::onMetaData);
    connect(reply, &QNetworkReply::readyRead, this, &PageFetcher::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &PageFetcher::onFinished);
}

void PageFetcher::dropReply()
{
    if (!m_reply)
        return;
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    disconnect(reply, nullptr, this, nullptr);
    // Often called from the reply's own signals: abort once they have returned (aborting inside
    // metaDataChanged makes Qt report the error twice). Its read buffer is small, so nothing
    // much is read meanwhile.
    QMetaObject::invokeMethod(
        reply,
        [reply] {
            reply->abort();
            reply->deleteLater();
        },
        Qt::QueuedConnection);
}

void PageFetcher::onMetaData()
{
    if (m_done || !m_reply || m_headersHandled)
        return;
    const QVariant statusValue = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!statusValue.isValid())
        return; // no HTTP answer yet
    m_headersHandled = true;
    m_httpStatus = statusValue.toInt();
    const int status = m_httpStatus;

    if (status >= 300 && status < 400 && status != 304) {
        const QByteArray location = m_reply->rawHeader("Location");
        if (location.isEmpty()) {
            fail(PreviewStatus::HttpError,
                 tr("The server sent a redirect (HTTP %1) without a target.").arg(status), status);
            return;
        }
        const QUrl target = m_currentUrl.resolved(QUrl::fromEncoded(location, QUrl::TolerantMode));
        dropReply();
        if (!preview::isFetchableScheme(target)) {
            fail(PreviewStatus::BlockedScheme,
                 tr("The page redirects to %1, which is not an http or https address; it was "
                    "not followed.")
                     .arg(target.toDisplayString()));
            return;
        }
        const QString key = preview::normalizedUrl(target).toString(QUrl::FullyEncoded);
        if (m_visited.contains(key)) {
            fail(PreviewStatus::RedirectLoop,
                 tr("The page redirects in a loop (back to %1).").arg(target.toDisplayString()));
            return;
        }
        if (++m_redirects > m_limits.maxRedirects) {
            fail(PreviewStatus::RedirectLoop,
                 tr("The page redirects more than %n time(s).", nullptr, m_limits.maxRedirects));
            return;
        }
        m_visited.insert(key);
        resolve(target); // checked again: a public page may redirect to 127.0.0.1
        return;
    }
    if (status == 404 || status == 410) {
        fail(PreviewStatus::NotFound,
             tr("The server answered that the page does not exist (HTTP %1).").arg(status), status);
        return;
    }
    if (status >= 400) {
        const QString reason = text::withoutFinalPeriod(
            m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
        fail(PreviewStatus::HttpError,
             reason.isEmpty() ? tr("The server answered HTTP %1.").arg(status)
                              : tr("The server answered HTTP %1 (%2).").arg(status).arg(reason),
             status);
        return;
    }

    m_contentType = m_reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
    if (m_contentType.isEmpty())
        m_contentType = m_reply->rawHeader("Content-Type");
    if (status >= 200 && status < 300 && !isHtml(m_contentType)
        && !SimpleIndex::isJsonContentType(m_contentType)) {
        // A download (a wheel, a PDF, an archive): its headers are all a preview needs.
        succeed({});
        return;
    }
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid() && length.toLongLong() > m_limits.maxBytes
        && m_reply->rawHeader("Content-Encoding").isEmpty()) {
        fail(PreviewStatus::TooLarge,
             tr("The page is %1 KiB, more than the %2 KiB a preview reads.")
                 .arg(length.toLongLong() / 1024)
                 .arg(m_limits.maxBytes / 1024));
        return;
    }
}

void PageFetcher::onReadyRead()
{
    if (m_done || !m_reply)
        return;
    if (!m_headersHandled) {
        onMetaData();
        if (m_done || !m_reply)
            return;
    }
    m_body += m_reply->read(m_limits.maxBytes + 1 - m_body.size());
    if (m_body.size() > m_limits.maxBytes) {
        fail(PreviewStatus::TooLarge,
             tr("The page is larger than the %1 KiB a preview reads.")
                 .arg(m_limits.maxBytes / 1024));
        return;
    }
}

void PageFetcher::onFinished()
{
    if (m_done || !m_reply)
        return;
    QNetworkReply *reply = m_reply;
    if (!m_headersHandled)
        onMetaData();
    if (m_done || reply != m_reply)
        return; // redirected or failed on the headers

    const QNetworkReply::NetworkError error = reply->error();
    if (error != QNetworkReply::NoError && !m_headersHandled && triesNextAddress(error)
        && !m_candidates.isEmpty()) {
        dropReply();
        get(m_currentUrl, m_candidates.takeFirst());
        return;
    }
    if (error != QNetworkReply::NoError) {
        PreviewStatus status = PreviewStatus::NetworkError;
        QString text;
        switch (error) {
        case QNetworkReply::SslHandshakeFailedError:
            status = PreviewStatus::TlsError;
            text = tr("The secure connection failed: %1.")
                       .arg(text::withoutFinalPeriod(reply->errorString()));
            break;
        case QNetworkReply::TimeoutError:
            status = PreviewStatus::Timeout;
            text = tr("The server did not answer in time.");
            break;
        case QNetworkReply::ConnectionRefusedError:
            text = tr("The connection to %1 was refused.").arg(m_currentUrl.host());
            break;
        case QNetworkReply::HostNotFoundError:
            text = tr("The host %1 was not found.").arg(m_currentUrl.host());
            break;
        case QNetworkReply::RemoteHostClosedError:
            text = tr("The server closed the connection before the page was complete.");
            break;
        case QNetworkReply::ProtocolUnknownError:
            status = PreviewStatus::BlockedScheme;
            text = tr("Only http and https addresses are fetched.");
            break;
        default:
            text = tr("The page could not be fetched: %1.")
                       .arg(text::withoutFinalPeriod(reply->errorString()));
            break;
        }
        if (m_headersHandled && status == PreviewStatus::NetworkError
            && error != QNetworkReply::RemoteHostClosedError)
            text = tr("The connection broke off before the page was complete: %1.")
                       .arg(text::withoutFinalPeriod(reply->errorString()));
        fail(status, text, m_httpStatus);
        return;
    }
    m_body += reply->read(m_limits.maxBytes + 1 - m_body.size());
    if (m_body.size() > m_limits.maxBytes) {
        fail(PreviewStatus::TooLarge,
             tr("The page is larger than the %1 KiB a preview reads.")
                 .arg(m_limits.maxBytes / 1024));
        return;
    }
    if (m_httpStatus < 200 || m_httpStatus >= 300) {
        fail(PreviewStatus::HttpError, tr("The server answered HTTP %1.").arg(m_httpStatus),
             m_httpStatus);
        return;
    }
    succeed(m_body);
}

void PageFetcher::onTimeout()
{
    if (m_done)
        return;
    const qint64 ms = m_limits.timeout.count();
    fail(PreviewStatus::Timeout,
         ms >= 1000 ? tr("The page did not load within %n second(s).", nullptr, int(ms / 1000))
                    : tr("The page did not load within %1 ms.").arg(ms));
}

void PageFetcher::fail(PreviewStatus status, const QString &errorText, int httpStatus)
{
    if (m_done)
        return;
    m_done = true;
    m_timer->stop();
    dropReply();
    LinkPreview result;
    result.url = m_originalUrl;
    result.kind = PreviewKind::WebPage;
    result.status = status;
    result.httpStatus = httpStatus;
    result.errorText = errorText;
    result.attemptedAt = QDateTime::currentDateTimeUtc();
    emit finished(result);
}

void PageFetcher::succeed(const QByteArray &body)
{
    if (m_done)
        return;
    m_done = true;
    m_timer->stop();
    const qint64 declaredLength =
        m_reply ? m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() : 0;
    dropReply();

    LinkPreview result;
    result.url = m_originalUrl;
    result.kind = PreviewKind::WebPage;
    result.status = PreviewStatus::Ok;
    result.attemptedAt = QDateTime::currentDateTimeUtc();
    result.fetchedAt = result.attemptedAt;
    QJsonObject details;
    details.insert(QStringLiteral("final_url"), m_currentUrl.toString(QUrl::FullyEncoded));
    details.insert(QStringLiteral("http_status"), m_httpStatus);
    details.insert(QStringLiteral("redirects"), m_redirects);
    details.insert(QStringLiteral("content_type"), QString::fromLatin1(m_contentType));
    if (isHtml(m_contentType)) {
        const HtmlMetadata metadata = HtmlMetadataReader::read(body, m_contentType, m_currentUrl);
        result.title = metadata.title;
        result.description = metadata.description;
        result.siteName = metadata.siteName;
        result.imageUrl = metadata.imageUrl;
        details.insert(QStringLiteral("charset"), metadata.charset);
        details.insert(QStringLiteral("bytes"), qint64(body.size()));
        // A package index's project page (PEP 503): its files, for the release-gap check.
        const QList<SimpleIndex::File> files = SimpleIndex::filesOfHtml(body);
        if (!files.isEmpty())
            details.insert(QStringLiteral("index_files"), SimpleIndex::toJson(files));
    } else if (SimpleIndex::isJsonContentType(m_contentType)) {
        // The same page in PEP 691's JSON.
        const QJsonObject page = QJsonDocument::fromJson(body).object();
        result.title = tr("Links for %1").arg(page.value(QLatin1String("name")).toString());
        details.insert(QStringLiteral("bytes"), qint64(body.size()));
        details.insert(QStringLiteral("index_files"),
                       SimpleIndex::toJson(SimpleIndex::filesOfJson(body)));
    } else {
        // A download: named after its file.
        result.title = m_currentUrl.fileName();
        if (declaredLength > 0)
            details.insert(QStringLiteral("content_length"), declaredLength);
    }
    result.details = details;
    emit finished(result);
}

} // namespace acp

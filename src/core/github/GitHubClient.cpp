// Over 600 lines on purpose: one request queue whose retry, rate-limit, redirect and timeout rules
// interact and are reviewed together.

#include "core/github/GitHubClient.h"

#include "core/github/HttpConnectionPool.h"
#include "core/github/HttpDate.h"
#include "core/github/HttpRequest.h"
#include "core/github/LinkHeader.h"
#include "core/logging/LogCategories.h"
#include "core/net/Urls.h"
#include "core/text/DisplayText.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QSslConfiguration>
#include <QTimeZone>
#include <QTimer>

#include <algorithm>
#include <mutex>

namespace acp {

namespace {

const char *outcomeName(ApiResponse::Outcome outcome)
{
    switch (outcome) {
    case ApiResponse::Outcome::Ok:
        return "ok";
    case ApiResponse::Outcome::HttpError:
        return "http-error";
    case ApiResponse::Outcome::NetworkError:
        return "network-error";
    case ApiResponse::Outcome::Cancelled:
        return "cancelled";
    }
    return "?";
}

} // namespace

namespace {

constexpr QByteArrayView kApiVersion = "2022-11-28";

// GitHub's error payloads carry {"message": "...", "documentation_url": "..."}.
QString messageFromBody(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    return text::withoutFinalPeriod(document.object().value(QLatin1String("message")).toString());
}

bool isNetworkLevelError(QNetworkReply::NetworkError error)
{
    // 1–99: network layer, 101–199: proxy; a ProtocolFailure is a garbled answer.
    const int code = int(error);
    return (code > 0 && code < 200) || error == QNetworkReply::ProtocolFailure;
}

bool isRetryableNetworkError(QNetworkReply::NetworkError error)
{
    switch (error) {
    // Nobody listening or no such host: the machine is offline or the address is wrong. Say so
    // now instead of backing off for half a minute; the next sync tries again.
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::SslHandshakeFailedError:
    case QNetworkReply::ProtocolUnknownError:
    case QNetworkReply::ProtocolInvalidOperationError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
        return false;
    default:
        return true;
    }
}

bool isUnreachableError(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
        return true;
    default:
        return false;
    }
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(a.scheme() == QLatin1String("https") ? 443 : 80)
        == b.port(b.scheme() == QLatin1String("https") ? 443 : 80);
}

// "https://host:port", for messages: never a path, query or user info from a hostile header.
QString originText(const QUrl &url)
{
    return url
        .adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery
                  | QUrl::RemoveFragment)
        .toDisplayString();
}

bool rateLimitStatesEqual(const RateLimitState &a, const RateLimitState &b)
{
    return a.limit == b.limit && a.remaining == b.remaining && a.used == b.used
        && a.resetAt == b.resetAt && a.resource == b.resource;
}

int clampedSeconds(qint64 seconds)
{
    return int(std::clamp<qint64>(seconds, 1, 24 * 3600));
}

} // namespace

GitHubClient::GitHubClient(const QUrl &apiBase, const QString &token, QObject *parent)
    : QObject(parent)
    , m_apiBase(apiBase)
    , m_token(token)
    , m_connections(new HttpConnectionPool(this))
    , m_retryTimer(new QTimer(this))
{
    // Honour the system's proxy settings (corporate networks); done once per process.
    static std::once_flag proxyOnce;
    std::call_once(proxyOnce, [] { QNetworkProxyFactory::setUseSystemConfiguration(true); });

    // Trailing slashes would double up in endpoint().
    QString path = m_apiBase.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    m_apiBase.setPath(path);

    m_retryTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, [this] {
        if (m_current)
            dispatch();
    });
}

GitHubClient::~GitHubClient()
{
    abortReply();
}

void GitHubClient::setSslConfiguration(const QSslConfiguration &configuration)
{
    m_sslConfiguration = std::make_unique<QSslConfiguration>(configuration);
}

QUrl GitHubClient::endpoint(const QString &path, const QUrlQuery &query) const
{
    QUrl url = m_apiBase;
    url.setPath(m_apiBase.path() + path);
    if (!query.isEmpty())
        url.setQuery(query);
    return url;
}

bool GitHubClient::isApiOrigin(const QUrl &url) const
{
    return sameOrigin(url, m_apiBase);
}

bool GitHubClient::isBusy() const
{
    return m_current.has_value() || !m_queue.isEmpty();
}

void GitHubClient::send(const ApiRequest &request, QObject *context, Callback callback)
{
    Pending pending;
    pending.request = request;
    pending.request.method = request.method.toUpper();
    pending.context = context;
    pending.contextKey = context;
    pending.hasContext = context != nullptr;
    pending.callback = std::move(callback);
    // The one check for every request: a URL anywhere but the API's own scheme, host and port
    // (a Link header's next page, a caller's mistake) is refused before any connection, so
    // neither the token nor the request itself reaches another server. Refused rather than
    // dropped: a caller that pages on must learn that the listing is incomplete, not take it
    // as the end (the outbox would post a comment again that it failed to find).
    if (!sameOrigin(pending.request.url, m_apiBase)) {
        ApiResponse response;
        response.outcome = ApiResponse::Outcome::HttpError;
        response.url = pending.request.url;
        response.errorString = tr("The workbench did not send a request to %1: it talks only to "
                                  "the GitHub API at %2.")
                                   .arg(originText(pending.request.url), originText(m_apiBase));
        // Asynchronous like every answer: callers finish their own bookkeeping after send().
        QTimer::singleShot(0, this, [pending = std::move(pending), response] {
            if (pending.callback && (!pending.hasContext || pending.context))
                pending.callback(response);
        });
        return;
    }
    m_queue.enqueue(std::move(pending));
    if (!m_current && m_callbackDepth == 0)
        startNext();
}

void GitHubClient::cancelAll()
{
    QList<Pending> cancelled;
    if (m_current) {
        abortReply();
        m_retryTimer->stop();
        cancelled.append(std::move(*m_current));
        m_current.reset();
    }
    while (!m_queue.isEmpty())
        cancelled.append(m_queue.dequeue());
    failAll(std::move(cancelled));
}

void GitHubClient::cancelRequests(const QObject *context)
{
    QList<Pending> cancelled;
    if (m_current && m_current->contextKey == context) {
        abortReply();
        m_retryTimer->stop();
        cancelled.append(std::move(*m_current));
        m_current.reset();
    }
    QQueue<Pending> kept;
    while (!m_queue.isEmpty()) {
        Pending pending = m_queue.dequeue();
        if (pending.contextKey == context)
            cancelled.append(std::move(pending));
        else
            kept.enqueue(std::move(pending));
    }
    m_queue = std::move(kept);
    failAll(std::move(cancelled));
}

void GitHubClient::failAll(QList<Pending> cancelled)
{
    QPointer<GitHubClient> self(this);
    ++m_callbackDepth;
    for (Pending &pending : cancelled) {
        if (pending.hasContext && !pending.context)
            continue;
        ApiResponse response;
        response.outcome = ApiResponse::Outcome::Cancelled;
        response.url = pending.request.url;
        response.attempts = pending.attempts;
        response.redirected = pending.redirected;
        response.errorString = tr("The request to GitHub was cancelled.");
        if (pending.callback)
            pending.callback(response);
        if (!self)
            return;
    }
    --m_callbackDepth;
    startNext();
}

void GitHubClient::startNext()
{
    if (m_current || m_callbackDepth > 0)
        return;
    while (!m_queue.isEmpty()) {
        Pending pending = m_queue.dequeue();
        if (pending.hasContext && !pending.context)
            continue; // its receiver is gone: nobody wants the answer
        m_current = std::move(pending);
        dispatch();
        return;
    }
}

bool GitHubClient::isIdempotent() const
{
    // Writes are not idempotent (a retried POST can create a second comment): the outbox decides.
    return m_current && (m_current->request.method == "GET" || m_current->request.method == "HEAD");
}

void GitHubClient::dispatch()
{
    Pending &pending = *m_current;
    ++pending.attempts;
    const ApiRequest &request = pending.request;

    QList<QPair<QByteArray, QByteArray>> headers {
        { "Accept", "application/vnd.github+json" },
        { "X-GitHub-Api-Version", kApiVersion.toByteArray() },
        { "User-Agent", QByteArrayLiteral("acp-workbench/" ACP_VERSION_STRING) },
    };
    // The token goes only to the API's own origin, even when a redirect points elsewhere.
    if (!m_token.isEmpty() && sameOrigin(request.url, m_apiBase))
        headers.append({ "Authorization", "Bearer " + m_token.toUtf8() });
    if (!request.ifNoneMatch.isEmpty())
        headers.append({ "If-None-Match", request.ifNoneMatch.toUtf8() });
    if (!request.ifModifiedSince.isEmpty())
        headers.append({ "If-Modified-Since", request.ifModifiedSince.toUtf8() });
    if (!request.body.isEmpty())
        headers.append({ "Content-Type", QByteArray("application/json; charset=utf-8") });

    ++m_requestsSent;
    auto *http = new HttpRequest(this);
    if (m_sslConfiguration)
        http->setSslConfiguration(*m_sslConfiguration);
    // A real duration, not scaled by RetryPolicy::second: tests shrink waits, not patience.
    http->setInactivityTimeout(std::max(1, m_policy.requestTimeoutSeconds) * 1000);
    if (isIdempotent()) {
        http->setConnectionPool(m_connections); // reads share one kept-alive connection
    } else if (request.beforeSend) {
        http->setBeforeWrite(request.beforeSend);
    }
    m_http = http;
    connect(http, &HttpRequest::finished, this, [this, http] { handleHttp(http); });
    http->start(request.method, request.url, headers, request.body);
}

void GitHubClient::abortReply()
{
    if (!m_http)
        return;
    HttpRequest *http = m_http;
    m_http = nullptr;
    disconnect(http, nullptr, this, nullptr);
    http->abort();
    http->deleteLater();
}

void GitHubClient::readRateLimit(const QHash<QByteArray, QByteArray> &headers)
{
    if (!headers.contains("x-ratelimit-limit") && !headers.contains("x-ratelimit-remaining"))
        return;
    RateLimitState state;
    bool ok = false;
    const int limit = headers.value("x-ratelimit-limit").toInt(&ok);
    state.limit = ok ? limit : -1;
    const int remaining = headers.value("x-ratelimit-remaining").toInt(&ok);
    state.remaining = ok ? remaining : -1;
    const int used = headers.value("x-ratelimit-used").toInt(&ok);
    state.used = ok ? used : -1;
    const qint64 reset = headers.value("x-ratelimit-reset").toLongLong(&ok);
    if (ok)
        state.resetAt = QDateTime::fromSecsSinceEpoch(reset, QTimeZone::utc());
    state.resource = QString::fromLatin1(headers.value("x-ratelimit-resource"));
    if (rateLimitStatesEqual(state, m_rateLimit))
        return;
    m_rateLimit = state;
    emit rateLimitChanged(m_rateLimit);
}

void GitHubClient::retryLater(int seconds, const QString &reason)
{
    if (m_current) {
        qCDebug(lcGitHub).noquote()
            << m_current->request.method << net::requestKey(m_current->request.url) << "waits"
            << seconds << "s:" << reason;
    }
    QPointer<GitHubClient> self(this);
    emit waiting(seconds, reason);
    if (!self || !m_current)
        return; // a slot cancelled the request
    m_retryTimer->start(m_policy.second * seconds);
}

void GitHubClient::finishCurrent(ApiResponse response)
{
    Pending pending = std::move(*m_current);
    m_current.reset();
    response.attempts = pending.attempts;
    response.redirected = pending.redirected;
    // Path and query only: the request never carries the token in its URL, and the host is the
    // workspace's.
    qCDebug(lcGitHub).noquote() << pending.request.method << net::requestKey(pending.request.url)
                                << "->" << response.status << outcomeName(response.outcome)
                                << "attempts" << response.attempts
                                << (response.mayHaveArrived ? "" : "(nothing sent)");

    QPointer<GitHubClient> self(this);
    ++m_callbackDepth;
    if (pending.callback && (!pending.hasContext || pending.context))
        pending.callback(response);
    if (!self)
        return;
    --m_callbackDepth;
    startNext();
}

void GitHubClient::handleHttp(HttpRequest *http)
{
    http->deleteLater();
    if (http != m_http || !m_current)
        return; // aborted on purpose
    m_http = nullptr;

    // A read sent again on a fresh connection is one more request on the wire.
    m_requestsSent += std::max(0, http->answer().timesSent - 1);
    handleAnswer(*http);
}

void GitHubClient::handleAnswer(const HttpRequest &http)
{
    Pending &pending = *m_current;
    const HttpRequest::Answer &answer = http.answer();

    ApiResponse response;
    response.url = http.url();
    response.status = answer.status;
    response.body = answer.body; // shared, not copied
    response.mayHaveArrived = answer.requestWritten;
    response.headers.reserve(answer.headers.size()); // one table for a score of headers
    for (const auto &pair : std::as_const(answer.headers)) {
        const QByteArray name = pair.first.toLower();
        // Repeated headers fold into one comma-separated value (RFC 9110 §5.3).
        const auto seen = response.headers.find(name);
        if (seen != response.headers.end())
            *seen += ", " + pair.second;
        else
            response.headers.insert(name, pair.second);
    }
    response.etag = QString::fromLatin1(response.headers.value("etag"));
    response.lastModified = QString::fromLatin1(response.headers.value("last-modified"));
    response.serverDate = http::parseDate(response.headers.value("date"));
    if (response.headers.contains("link")) {
        const auto links = github::parseLinkHeader(response.headers.value("link"), response.url);
        response.nextPage = links.value(QStringLiteral("next"));
    }
    readRateLimit(response.headers);
    if (!m_current)
        return; // a rateLimitChanged slot cancelled us

    // ---- No (complete) HTTP answer: refused, reset, timed out, or cut off mid-body -------------
    QNetworkReply::NetworkError error = answer.error;
    QString reason;
    if (response.status == 0 || isNetworkLevelError(error)) {
        switch (error) {
        case QNetworkReply::ConnectionRefusedError:
            reason = tr("Connection refused");
            break;
        case QNetworkReply::RemoteHostClosedError:
            reason = tr("the connection closed before the answer was complete");
            break;
        case QNetworkReply::HostNotFoundError:
            reason = tr("the host %1 was not found").arg(response.url.host());
            break;
        case QNetworkReply::TimeoutError:
            reason = tr("no answer within %n second(s)", nullptr, m_policy.requestTimeoutSeconds);
            break;
        default:
            reason = text::withoutFinalPeriod(answer.errorString);
            break;
        }
        if (error == QNetworkReply::NoError)
            error = QNetworkReply::UnknownNetworkError;
    } else if (response.headers.contains("content-length")
               && !response.headers.contains("content-encoding") && pending.request.method != "HEAD"
               && response.status != 304 && response.status != 204) {
        bool ok = false;
        const qint64 expected = response.headers.value("content-length").toLongLong(&ok);
        if (ok && expected != response.body.size()) {
            error = QNetworkReply::RemoteHostClosedError;
            reason = tr("the connection closed before the answer was complete");
        }
    }
    if (!reason.isEmpty()) {
        if (isIdempotent() && isRetryableNetworkError(error)
            && pending.attempts < m_policy.maxAttempts) {
            const int seconds = clampedSeconds(qint64(m_policy.transientBackoffSeconds)
                                               << std::min(pending.transientWaits, 16));
            ++pending.transientWaits;
            retryLater(seconds, tr("GitHub could not be reached: %1.").arg(reason));
            return;
        }
        response.outcome = ApiResponse::Outcome::NetworkError;
        response.unreachable = isUnreachableError(error);
        response.errorString = pending.attempts > 1
            ? tr("GitHub could not be reached after %n attempts: %1.", nullptr, pending.attempts)
                  .arg(reason)
            : tr("GitHub could not be reached: %1.").arg(reason);
        finishCurrent(std::move(response));
        return;
    }

    const int status = response.status;
    // An error's own words; a successful page (up to 100 items) is never parsed here only to
    // look for them: its reader parses it once.
    const QString message = status >= 400 ? messageFromBody(response.body) : QString();

    // ---- Redirects, followed by hand so a renamed repository is noticed ------------------------
    if (status == 301 || status == 302 || status == 303 || status == 307 || status == 308) {
        const QByteArray location = response.headers.value("location");
        if (location.isEmpty()) {
            response.outcome = ApiResponse::Outcome::HttpError;
            response.errorString =
                tr("GitHub sent a redirect (HTTP %1) without a target.").arg(status);
            finishCurrent(std::move(response));
            return;
        }
        if (pending.redirects >= m_policy.maxRedirects) {
            response.outcome = ApiResponse::Outcome::HttpError;
            response.errorString = tr("GitHub redirected the request too many times.");
            finishCurrent(std::move(response));
            return;
        }
        const QUrl target = response.url.resolved(QUrl::fromEncoded(location, QUrl::TolerantMode));
        // Another origin may be anyone's server: the request (and a write's body) stays home.
        if (!sameOrigin(target, m_apiBase)) {
            response.outcome = ApiResponse::Outcome::HttpError;
            response.errorString = tr("GitHub redirected the request to %1, away from the API at "
                                      "%2; the workbench does not follow it there.")
                                       .arg(originText(target), originText(m_apiBase));
            finishCurrent(std::move(response));
            return;
        }
        ++pending.redirects;
        pending.redirected = true;
        pending.request.url = target;
        // 307/308 repeat the request verbatim, and so do 301/302 here: turning a write into a
        // GET would silently drop it (GitHub answers writes to a renamed repository with 307).
        // Only 303 means "fetch the result with GET".
        if (status == 303 && pending.request.method != "HEAD") {
            pending.request.method = "GET";
            pending.request.body.clear();
        }
        --pending.attempts; // a hop, not a new attempt
        dispatch();
        return;
    }

    // ---- Rate limits -------------------------------------------------------------------------
    if (status == 403 || status == 429) {
        const QByteArray retryAfter = response.headers.value("retry-after").trimmed();
        const bool exhausted = response.headers.value("x-ratelimit-remaining").trimmed() == "0";
        const bool rateLimited = status == 429 || !retryAfter.isEmpty() || exhausted
            || message.contains(QLatin1String("rate limit"), Qt::CaseInsensitive);
        if (rateLimited) {
            const QDateTime now = response.serverDate.isValid() ? response.serverDate
                                                                : QDateTime::currentDateTimeUtc();
            int seconds = 0;
            QString why;
            if (!retryAfter.isEmpty()) {
                bool ok = false;
                const qint64 delay = retryAfter.toLongLong(&ok);
                if (ok) {
                    seconds = clampedSeconds(delay);
                } else {
                    const QDateTime when = http::parseDate(retryAfter);
                    seconds = clampedSeconds(when.isValid() ? now.secsTo(when) : 60);
                }
                why = tr("GitHub asked the workbench to slow down (secondary rate limit).");
            } else if (exhausted && response.headers.contains("x-ratelimit-reset")) {
                const QDateTime reset = QDateTime::fromSecsSinceEpoch(
                    response.headers.value("x-ratelimit-reset").trimmed().toLongLong(),
                    QTimeZone::utc());
                seconds = clampedSeconds(now.secsTo(reset));
                why =
                    tr("GitHub's rate limit is used up until %1.")
                        .arg(QLocale().toString(reset.toLocalTime().time(), QLocale::ShortFormat));
            } else {
                // No hint: at least a minute, doubling each time (GitHub's guidance).
                seconds = clampedSeconds(qint64(m_policy.initialBackoffSeconds)
                                         << std::min(pending.rateLimitWaits, 16));
                why = tr("GitHub's rate limit was reached.");
            }
            if (pending.attempts < m_policy.maxAttempts) {
                ++pending.rateLimitWaits;
                retryLater(seconds, why);
                return;
            }
            response.outcome = ApiResponse::Outcome::HttpError;
            response.errorString = pending.attempts > 1
                ? tr("GitHub's rate limit was still exceeded after %n attempts; try again later.",
                     nullptr, pending.attempts)
                : tr("GitHub's rate limit is exceeded; try again later.");
            finishCurrent(std::move(response));
            return;
        }
    }

    // ---- Server errors -----------------------------------------------------------------------
    if (status >= 500) {
        if (isIdempotent() && pending.attempts < m_policy.maxAttempts) {
            const int seconds = clampedSeconds(qint64(m_policy.transientBackoffSeconds)
                                               << std::min(pending.transientWaits, 16));
            ++pending.transientWaits;
            retryLater(seconds, tr("GitHub answered with a server error (HTTP %1).").arg(status));
            return;
        }
        response.outcome = ApiResponse::Outcome::HttpError;
        response.errorString = pending.attempts > 1
            ? tr("GitHub kept answering with a server error (HTTP %1) after %n attempts.", nullptr,
                 pending.attempts)
                  .arg(status)
            : tr("GitHub answered with a server error (HTTP %1).").arg(status);
        finishCurrent(std::move(response));
        return;
    }

    // ---- Everything else is final
    // ----------------------------------------------------------------
    if (status >= 400) {
        const QString detail = message.isEmpty()
            ? text::withoutFinalPeriod(QString::fromUtf8(answer.reasonPhrase))
            : message;
        response.outcome = ApiResponse::Outcome::HttpError;
        switch (status) {
        case 401:
            response.errorString = m_token.isEmpty()
                ? tr("GitHub needs you to sign in (%1).").arg(detail)
                : tr("GitHub rejected the token (%1).").arg(detail);
            break;
        case 403:
            response.errorString = tr("GitHub refused the request: %1.").arg(detail);
            break;
        case 404:
            response.errorString = tr("GitHub could not find %1.").arg(response.url.path());
            break;
        case 410:
            response.errorString =
                tr("GitHub reports that %1 was deleted.").arg(response.url.path());
            break;
        default:
            response.errorString = tr("GitHub answered HTTP %1: %2.").arg(status).arg(detail);
            break;
        }
    }
    const bool unauthorizedAnswer = status == 401;
    QPointer<GitHubClient> self(this);
    finishCurrent(std::move(response));
    if (self && unauthorizedAnswer)
        emit unauthorized();
}

} // namespace acp

#pragma once

#include "core/store/SyncStateStore.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <QString>
#include <QUrl>
#include <QUrlQuery>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QSslConfiguration;
class QTimer;

namespace acp {

class HttpConnectionPool;
class HttpRequest;

struct ApiRequest
{
    QByteArray method = "GET";
    QUrl url; // absolute; build it with GitHubClient::endpoint() or take it verbatim from a Link
              // header
    QByteArray body; // JSON for POST/PATCH
    QString ifNoneMatch; // stored ETag, sent as If-None-Match
    QString ifModifiedSince;
    // Writes only: runs once the connection is up, just before the request's bytes leave this
    // machine (again before each redirected attempt). Returning false ends the request unsent
    // (NetworkError, mayHaveArrived false). The outbox records "this comment may be on GitHub"
    // here, as late as it can, so that a failure before it never counts as an attempt.
    std::function<bool()> beforeSend;
};

struct ApiResponse
{
    enum class Outcome {
        Ok, // 2xx or 304
        HttpError, // 4xx/5xx that retries could not fix (status set)
        NetworkError, // connection refused, dropped, timed out
        Cancelled,
    };
    Outcome outcome = Outcome::Ok;
    int status = 0;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QUrl url; // the URL finally answered (after redirects)
    QUrl nextPage; // Link rel="next", verbatim (send() refuses it when it leaves the API origin)
    QString etag;
    QString lastModified;
    QDateTime serverDate; // the Date header, for marks independent of the local clock
    QString errorString; // one clear sentence for the user
    // For NetworkError: whether the request may have reached the server. False when the
    // connection failed before anything was sent (refused, no such host, TLS, proxy): then a
    // write certainly did not happen. Always true for answers that arrived.
    bool mayHaveArrived = true;
    // For NetworkError: the host's name could not be resolved or no network could reach it,
    // which is what being offline looks like (a refused connection is a host that answered).
    bool unreachable = false;
    int attempts = 0;
    bool redirected = false; // a 301/302/307/308 was followed

    bool ok() const { return outcome == Outcome::Ok; }
    bool notModified() const { return status == 304; }
};

// How long to wait on rate limits and transient failures. Tests shrink `second` so the same
// code paths run without real waiting.
struct RetryPolicy
{
    std::chrono::milliseconds second { 1000 };
    int maxAttempts = 5; // per request, for 5xx / dropped connections / secondary limits
    int initialBackoffSeconds = 60; // GitHub: "wait for at least one minute" without Retry-After
    int transientBackoffSeconds = 2; // first wait after a 5xx or a dropped connection
    int maxRedirects = 5;
    int requestTimeoutSeconds = 60;
};

// The one door to the GitHub REST API. Requests run one at a time, in order; each carries the
// API version headers and the token. Rate limits are honoured (Retry-After, then
// x-ratelimit-reset, then exponential back-off), transient failures of reads retried, redirects
// followed by hand so a renamed repository can be noticed, and only within the API's origin.
// Everything is asynchronous.
//
// Every request is an HttpRequest. Reads share one kept-alive connection (HttpConnectionPool);
// writes (POST, PATCH, PUT, DELETE) each go on a connection of their own and are never sent twice,
// neither by this client nor below it: see HttpRequest for why.
class GitHubClient : public QObject
{
    Q_OBJECT
public:
    explicit GitHubClient(const QUrl &apiBase, const QString &token, QObject *parent = nullptr);
    ~GitHubClient() override;

    QUrl apiBase() const { return m_apiBase; }
    bool hasToken() const { return !m_token.isEmpty(); }
    // A token found or signed in after the client was made; applies to requests sent from now.
    void setToken(const QString &token) { m_token = token; }
    void setRetryPolicy(const RetryPolicy &policy) { m_policy = policy; }
    // TLS settings for every request (default: the system's certificate authorities); for a
    // GitHub Enterprise server behind a private certificate authority, and for tests.
    void setSslConfiguration(const QSslConfiguration &configuration);
    RetryPolicy retryPolicy() const { return m_policy; }

    // apiBase + path (path starts with '/'), with the query attached.
    QUrl endpoint(const QString &path, const QUrlQuery &query = {}) const;
    // Whether send() would send to `url`: the same scheme, host and port as apiBase().
    bool isApiOrigin(const QUrl &url) const;

    using Callback = std::function<void(const ApiResponse &)>;
    // Queues the request; the callback runs on this thread once, unless `context` is gone.
    // A URL outside apiBase()'s origin (scheme, host, port) is never sent: the callback gets an
    // HttpError saying so. Redirects to another origin are not followed either.
    void send(const ApiRequest &request, QObject *context, Callback callback);
    // Fails the running and queued requests with Outcome::Cancelled (callbacks still run).
    void cancelAll();
    // The same, for the requests sent with this context only (one user of a shared client).
    void cancelRequests(const QObject *context);

    int requestsSent() const
    {
        return m_requestsSent;
    } // HTTP requests on the wire, retries included
    RateLimitState rateLimit() const { return m_rateLimit; }
    bool isBusy() const;

signals:
    // The client is pausing before the next attempt; `reason` is a sentence for the user.
    void waiting(int seconds, const QString &reason);
    void rateLimitChanged(const acp::RateLimitState &state);
    // GitHub answered 401: the token is missing, revoked or expired. The UI offers to sign in.
    void unauthorized();

private:
    struct Pending
    {
        ApiRequest request;
        QPointer<QObject> context;
        const QObject *contextKey = nullptr; // identity for cancelRequests(), even once destroyed
        bool hasContext = false;
        Callback callback;
        int attempts = 0; // requests sent for this call, redirects excluded
        int redirects = 0;
        int rateLimitWaits = 0;
        int transientWaits = 0;
        bool redirected = false;
    };

    void startNext();
    void dispatch();
    void handleHttp(HttpRequest *http);
    void handleAnswer(const HttpRequest &http); // what came back for one attempt
    void retryLater(int seconds, const QString &reason);
    void finishCurrent(ApiResponse response);
    void failAll(QList<Pending> cancelled);
    void readRateLimit(const QHash<QByteArray, QByteArray> &headers);
    void abortReply();
    bool isIdempotent() const;

    QUrl m_apiBase;
    QString m_token;
    RetryPolicy m_policy;
    HttpConnectionPool *m_connections = nullptr; // the reads' kept-alive connection
    QTimer *m_retryTimer = nullptr;
    QQueue<Pending> m_queue;
    std::optional<Pending> m_current;
    QPointer<HttpRequest> m_http; // the request on the wire
    std::unique_ptr<QSslConfiguration> m_sslConfiguration;
    RateLimitState m_rateLimit;
    int m_requestsSent = 0;
    int m_callbackDepth = 0; // > 0 while a callback runs: send() then only queues
};

} // namespace acp

#pragma once

#include "core/preview/AddressPolicy.h"
#include "core/preview/LinkPreview.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include <chrono>

class QHostInfo;
class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace acp {

struct PageFetchLimits
{
    qint64 maxBytes = 1024 * 1024; // a larger page is abandoned: too-large
    std::chrono::milliseconds timeout { 15000 }; // real time, for the whole fetch with redirects
    int maxRedirects = 5;
};

// Fetches one web page for its preview: a GET without cookies or cache, a clear User-Agent,
// redirects followed by hand (only to http/https, at most maxRedirects, loops detected), the
// body read in small steps and abandoned as soon as it passes maxBytes (or when the declared
// Content-Length already does), the whole fetch bounded by a timer. HTML is read with
// HtmlMetadataReader; other content types are not downloaded at all (their headers suffice).
// Emits finished() once, with a LinkPreview whose status says what happened.
//
// Only public internet addresses are contacted (AddressPolicy): before each request, the first
// and every redirect, the host is resolved here and every address it has is checked; a
// non-public one ends the fetch with BlockedAddress before any connection is made. The request
// then goes to the checked address itself, never to the name (see get()), so a name that
// resolves differently a moment later (DNS rebinding) cannot move the connection elsewhere.
class PageFetcher : public QObject
{
    Q_OBJECT
public:
    PageFetcher(QNetworkAccessManager *network, const QUrl &url, const PageFetchLimits &limits,
                const preview::AddressRulesForTesting &testRules = {}, QObject *parent = nullptr);
    ~PageFetcher() override;

    void start();
    void abort(); // finishes at once with a network error (no signal)

    static QByteArray userAgent();

signals:
    void finished(const acp::LinkPreview &result);

private:
    void resolve(const QUrl &url);
    void onResolved(const QUrl &url, const QList<QHostAddress> &addresses);
    void get(const QUrl &url, const QHostAddress &address);
    void onMetaData();
    void onReadyRead();
    void onFinished();
    void onTimeout();
    void fail(PreviewStatus status, const QString &errorText, int httpStatus = 0);
    void succeed(const QByteArray &body);
    void dropReply();

    QNetworkAccessManager *m_network;
    QUrl m_originalUrl;
    QUrl m_currentUrl;
    PageFetchLimits m_limits;
    preview::AddressRulesForTesting m_testRules;
    QList<QHostAddress> m_candidates; // the checked addresses of m_currentUrl not tried yet
    int m_lookupId = -1;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_timer = nullptr;
    QByteArray m_body;
    QByteArray m_contentType;
    QSet<QString> m_visited;
    int m_redirects = 0;
    int m_httpStatus = 0;
    bool m_headersHandled = false;
    bool m_done = false;
};

} // namespace acp

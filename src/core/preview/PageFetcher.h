#pragma once

#include "preview/LinkPreview.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include <chrono>

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
class PageFetcher : public QObject
{
    Q_OBJECT
public:
    PageFetcher(QNetworkAccessManager *network, const QUrl &url, const PageFetchLimits &limits,
                QObject *parent = nullptr);
    ~PageFetcher() override;

    void start();
    void abort(); // finishes at once with a network error (no signal)

    static QByteArray userAgent();

signals:
    void finished(const acp::LinkPreview &result);

private:
    void get(const QUrl &url);
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

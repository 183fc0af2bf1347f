#include "preview/LinkPreviewService.h"

#include "github/GitHubClient.h"
#include "preview/GitHubPreviewFetcher.h"
#include "preview/PageFetcher.h"
#include "preview/PreviewUrl.h"

#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QSettings>

Q_LOGGING_CATEGORY(lcPreviews, "acp.preview", QtInfoMsg)

namespace acp {

namespace {

QString keyOf(const QUrl &normalized)
{
    return normalized.toString(QUrl::FullyEncoded);
}

} // namespace

LinkPreviewService::LinkPreviewService(Database &database, GitHubClient *github, QObject *parent)
    : QObject(parent)
    , m_cache(database)
    , m_github(github)
    , m_network(new QNetworkAccessManager(this))
{
    qRegisterMetaType<acp::LinkPreview>();
    qRegisterMetaType<acp::AutomaticCheckResult>();
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

LinkPreviewService::~LinkPreviewService()
{
    cancelAll();
}

QUrl LinkPreviewService::normalizedUrl(const QUrl &url)
{
    return preview::normalizedUrl(url);
}

PreviewKind LinkPreviewService::kindFor(const QUrl &url)
{
    return preview::previewKindFor(url);
}

QString LinkPreviewService::policyId(FetchPolicy policy)
{
    switch (policy) {
    case FetchPolicy::Always:
        return QStringLiteral("always");
    case FetchPolicy::Ask:
        return QStringLiteral("ask");
    case FetchPolicy::Never:
        return QStringLiteral("never");
    }
    return QStringLiteral("always");
}

LinkPreviewService::FetchPolicy LinkPreviewService::policyFromId(QStringView id)
{
    if (id.compare(QLatin1String("ask"), Qt::CaseInsensitive) == 0)
        return FetchPolicy::Ask;
    if (id.compare(QLatin1String("never"), Qt::CaseInsensitive) == 0)
        return FetchPolicy::Never;
    return FetchPolicy::Always;
}

LinkPreviewService::FetchPolicy
LinkPreviewService::fetchPolicyFromSettings(const QSettings &settings)
{
    return policyFromId(settings.value(fetchPolicySettingsKey()).toString().trimmed());
}

void LinkPreviewService::setFetchPolicy(FetchPolicy policy)
{
    m_policy = policy;
    if (policy == FetchPolicy::Always || m_queue.isEmpty())
        return;
    // What is running may finish; what waits is dropped, and its cards learn so.
    const QList<QUrl> dropped = std::exchange(m_queue, {});
    for (const QUrl &url : dropped)
        emit previewReady(url, cachedPreview(url));
    if (!isBusy())
        emit idle();
}

LinkPreview LinkPreviewService::current(const QUrl &normalized) const
{
    LinkPreview preview;
    if (const std::optional<LinkPreview> cached = m_cache.preview(normalized)) {
        preview = *cached;
    } else {
        preview.url = normalized;
        preview.kind = kindFor(normalized);
        if (preview.kind != PreviewKind::WebPage)
            preview.siteName = QStringLiteral("GitHub");
    }
    preview.fetching = isQueuedOrActive(keyOf(normalized));
    return preview;
}

LinkPreview LinkPreviewService::cachedPreview(const QUrl &url) const
{
    const QUrl normalized = normalizedUrl(url);
    if (!preview::isFetchableScheme(normalized)) {
        LinkPreview blocked;
        blocked.url = normalized;
        blocked.status = PreviewStatus::BlockedScheme;
        blocked.errorText = tr("Only http and https addresses are previewed; this link is never "
                               "fetched.");
        return blocked;
    }
    LinkPreview preview = current(normalized);
    preview.awaitingPermission =
        m_policy == FetchPolicy::Ask && !preview.fetching && needsRefresh(preview);
    return preview;
}

bool LinkPreviewService::needsRefresh(const LinkPreview &preview) const
{
    if (preview.status == PreviewStatus::NotFetched || !preview.attemptedAt.isValid())
        return true;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto age = std::chrono::seconds(preview.attemptedAt.secsTo(now));
    if (preview.status == PreviewStatus::Ok)
        return age >= m_options.maxAge;
    return age >= m_options.failureRetry;
}

bool LinkPreviewService::isQueuedOrActive(const QString &key) const
{
    if (m_active.contains(key))
        return true;
    for (const QUrl &queued : m_queue) {
        if (keyOf(queued) == key)
            return true;
    }
    return false;
}

void LinkPreviewService::request(const QUrl &url)
{
    const QUrl normalized = normalizedUrl(url);
    LinkPreview preview = cachedPreview(normalized);
    if (preview.status == PreviewStatus::BlockedScheme && !preview::isFetchableScheme(normalized)) {
        emit previewReady(normalized, preview);
        return;
    }
    if (m_policy == FetchPolicy::Always && !preview.fetching && needsRefresh(preview)) {
        enqueue(normalized);
        preview.fetching = true;
    }
    emit previewReady(normalized, preview);
    pump();
}

void LinkPreviewService::refresh(const QUrl &url)
{
    const QUrl normalized = normalizedUrl(url);
    LinkPreview preview = cachedPreview(normalized);
    if (preview::isFetchableScheme(normalized) && m_policy != FetchPolicy::Never
        && !preview.fetching) {
        enqueue(normalized);
        preview.fetching = true;
        preview.awaitingPermission = false;
    }
    emit previewReady(normalized, preview);
    pump();
}

void LinkPreviewService::enqueue(const QUrl &normalized)
{
    if (!isQueuedOrActive(keyOf(normalized)))
        m_queue.append(normalized);
}

void LinkPreviewService::pump()
{
    while (!m_queue.isEmpty() && m_active.size() < std::max(1, m_options.maxConcurrent))
        startFetch(m_queue.takeFirst());
}

void LinkPreviewService::startFetch(const QUrl &normalized)
{
    const QString key = keyOf(normalized);
    Active active;
    active.url = normalized;
    active.kind = kindFor(normalized);
    ++m_fetchesStarted;
    qCDebug(lcPreviews) << "fetching" << normalized;

    if (active.kind == PreviewKind::WebPage) {
        PageFetchLimits limits;
        limits.maxBytes = m_options.maxPageBytes;
        limits.timeout = m_options.pageTimeout;
        limits.maxRedirects = m_options.maxRedirects;
        auto *fetcher = new PageFetcher(m_network, normalized, limits, this);
        active.fetcher = fetcher;
        m_active.insert(key, active);
        connect(fetcher, &PageFetcher::finished, this,
                [this, key](const LinkPreview &result) { onFetched(key, result); });
        fetcher->start();
    } else {
        auto *fetcher = new GitHubPreviewFetcher(
            m_github, normalized, preview::gitHubTarget(normalized), m_options.maxFileBytes, this);
        active.fetcher = fetcher;
        m_active.insert(key, active);
        connect(fetcher, &GitHubPreviewFetcher::finished, this,
                [this, key](const LinkPreview &result) { onFetched(key, result); });
        fetcher->start();
    }
}

void LinkPreviewService::onFetched(const QString &key, const LinkPreview &result)
{
    const auto it = m_active.find(key);
    if (it == m_active.end())
        return;
    const Active active = *it;
    m_active.erase(it);
    active.fetcher->deleteLater();

    bool stored = false;
    if (result.status == PreviewStatus::Ok) {
        LinkPreview toStore = result;
        toStore.url = active.url;
        stored = m_cache.storeSuccess(toStore);
    } else {
        stored = m_cache.storeFailure(active.url, active.kind, result.status, result.httpStatus,
                                      result.errorText, result.attemptedAt);
    }
    LinkPreview preview;
    if (stored) {
        preview = current(active.url);
    } else {
        // The database refused (disk full?): show what happened anyway.
        qCWarning(lcPreviews) << "could not cache the preview of" << active.url << ":"
                              << m_cache.errorString();
        preview = result.status == PreviewStatus::Ok ? result : current(active.url);
        if (result.status != PreviewStatus::Ok) {
            preview.status = result.status;
            preview.httpStatus = result.httpStatus;
            preview.errorText = result.errorText;
            preview.attemptedAt = result.attemptedAt;
        }
        preview.url = active.url;
        preview.fetching = isQueuedOrActive(key);
    }
    emit previewReady(active.url, preview);
    pump();
    if (!isBusy())
        emit idle();
}

void LinkPreviewService::cancelAll()
{
    m_queue.clear();
    const QHash<QString, Active> active = std::exchange(m_active, {});
    for (const Active &entry : active) {
        if (auto *page = qobject_cast<PageFetcher *>(entry.fetcher))
            page->abort();
        else if (auto *github = qobject_cast<GitHubPreviewFetcher *>(entry.fetcher))
            github->abort();
        entry.fetcher->deleteLater();
    }
}

} // namespace acp

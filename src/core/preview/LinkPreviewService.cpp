#include "core/preview/LinkPreviewService.h"

#include "core/github/GitHubClient.h"
#include "core/github/Hosts.h"
#include "core/logging/LogCategories.h"
#include "core/net/Urls.h"
#include "core/preview/GitHubPreviewFetcher.h"
#include "core/preview/PageFetcher.h"
#include "core/preview/PreviewUrl.h"

#include <QNetworkAccessManager>
#include <QSettings>

namespace acp {

namespace {

// Whether two API bases are the same API (scheme, host, port and path).
bool sameApi(const QUrl &a, const QUrl &b)
{
    auto path = [](const QUrl &url) {
        QString text = url.path();
        while (text.endsWith(QLatin1Char('/')))
            text.chop(1);
        return text;
    };
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(net::defaultPort(a)) == b.port(net::defaultPort(b)) && path(a) == path(b);
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

QUrl LinkPreviewService::enterpriseWeb() const
{
    if (!m_github || sameApi(m_github->apiBase(), publicGitHubApi()))
        return {};
    return github::webUrlForApiUrl(m_github->apiBase());
}

PreviewKind LinkPreviewService::kindOf(const QUrl &url) const
{
    return preview::previewKindFor(url, enterpriseWeb());
}

preview::GitHubTarget LinkPreviewService::gitHubTarget(const QUrl &url) const
{
    return preview::gitHubTarget(url, enterpriseWeb());
}

QUrl LinkPreviewService::publicGitHubApi() const
{
    if (!m_options.publicGitHubApiForTesting.isEmpty())
        return m_options.publicGitHubApiForTesting;
    // A workspace on this computer (the test server, a local mirror) stands in for github.com:
    // its previews never go out to the real one.
    if (m_github && github::isLoopback(m_github->apiBase()))
        return m_github->apiBase();
    return QUrl(QStringLiteral("https://api.github.com"));
}

GitHubClient *LinkPreviewService::clientFor(const preview::GitHubTarget &target)
{
    if (!m_github)
        return nullptr; // the fetcher says that no connection is configured
    if (target.enterprise || sameApi(m_github->apiBase(), publicGitHubApi()))
        return m_github;
    // github.com from an Enterprise workspace: anonymously, through github.com's own API. The
    // Enterprise client would send the link's path to the Enterprise host, with its token.
    if (!m_publicGitHub || !sameApi(m_publicGitHub->apiBase(), publicGitHubApi())) {
        delete m_publicGitHub;
        m_publicGitHub = new GitHubClient(publicGitHubApi(), QString(), this);
    }
    return m_publicGitHub;
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
        preview.kind = kindOf(normalized);
        if (preview.kind != PreviewKind::WebPage)
            preview.siteName = QStringLiteral("GitHub");
    }
    preview.fetching = isQueuedOrActive(net::encodedKey(normalized));
    return preview;
}

std::optional<LinkPreview> LinkPreviewService::refusedAtOnce(const QUrl &normalized) const
{
    LinkPreview blocked;
    blocked.url = normalized;
    if (!preview::isFetchableScheme(normalized)) {
        blocked.status = PreviewStatus::BlockedScheme;
        blocked.errorText = tr("Only http and https addresses are previewed; this link is never "
                               "fetched.");
        return blocked;
    }
    if (preview::hasUnsafeGitHubPath(normalized, enterpriseWeb())) {
        blocked.kind = PreviewKind::WebPage;
        blocked.status = PreviewStatus::BlockedAddress;
        blocked.errorText = tr("This GitHub address has an empty, “.” or “..” part, so it could "
                               "point outside the repository it names; it is never fetched.");
        return blocked;
    }
    return std::nullopt;
}

bool LinkPreviewService::isHeldBack(const QString &key) const
{
    const QSet<QString> fetched = m_automatic.value(m_application);
    return m_policy == FetchPolicy::Always && fetched.size() >= MaxAutomaticFetches
        && !fetched.contains(key);
}

LinkPreview LinkPreviewService::cachedPreview(const QUrl &url) const
{
    const QUrl normalized = normalizedUrl(url);
    if (const std::optional<LinkPreview> refused = refusedAtOnce(normalized))
        return *refused;
    LinkPreview preview = current(normalized);
    const bool due = !preview.fetching && needsRefresh(preview);
    preview.awaitingPermission = m_policy == FetchPolicy::Ask && due;
    preview.heldBack = due && isHeldBack(net::encodedKey(normalized));
    return preview;
}

void LinkPreviewService::setApplication(int number)
{
    m_application = number;
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
        if (net::encodedKey(queued) == key)
            return true;
    }
    return false;
}

void LinkPreviewService::request(const QUrl &url)
{
    const QUrl normalized = normalizedUrl(url);
    LinkPreview preview = cachedPreview(normalized);
    if (refusedAtOnce(normalized)) {
        emit previewReady(normalized, preview);
        return;
    }
    if (m_policy == FetchPolicy::Always && !preview.fetching && !preview.heldBack
        && needsRefresh(preview)) {
        m_automatic[m_application].insert(net::encodedKey(normalized));
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
    if (!refusedAtOnce(normalized) && m_policy != FetchPolicy::Never && !preview.fetching) {
        enqueue(normalized);
        preview.fetching = true;
        preview.awaitingPermission = false;
        preview.heldBack = false;
    }
    emit previewReady(normalized, preview);
    pump();
}

void LinkPreviewService::enqueue(const QUrl &normalized)
{
    if (!isQueuedOrActive(net::encodedKey(normalized)))
        m_queue.append(normalized);
}

void LinkPreviewService::pump()
{
    while (!m_queue.isEmpty() && m_active.size() < std::max(1, m_options.maxConcurrent))
        startFetch(m_queue.takeFirst());
}

void LinkPreviewService::startFetch(const QUrl &normalized)
{
    const QString key = net::encodedKey(normalized);
    Active active;
    active.url = normalized;
    const preview::GitHubTarget target = gitHubTarget(normalized);
    active.kind = target.isValid() ? target.kind : PreviewKind::WebPage;
    ++m_fetchesStarted;
    qCDebug(lcPreview) << "fetching" << normalized;

    if (active.kind == PreviewKind::WebPage) {
        PageFetchLimits limits;
        limits.maxBytes = m_options.maxPageBytes;
        limits.timeout = m_options.pageTimeout;
        limits.maxRedirects = m_options.maxRedirects;
        auto *fetcher =
            new PageFetcher(m_network, normalized, limits, m_options.addressRulesForTesting, this);
        active.fetcher = fetcher;
        m_active.insert(key, active);
        connect(fetcher, &PageFetcher::finished, this,
                [this, key](const LinkPreview &result) { onFetched(key, result); });
        fetcher->start();
    } else {
        auto *fetcher = new GitHubPreviewFetcher(clientFor(target), normalized, target,
                                                 m_options.maxFileBytes, this);
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
        qCWarning(lcPreview) << "could not cache the preview of" << active.url << ":"
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

#pragma once

#include "core/preview/AddressPolicy.h"
#include "core/preview/LinkPreview.h"
#include "core/preview/PreviewCache.h"
#include "core/preview/PreviewUrl.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include <chrono>
#include <optional>

class QNetworkAccessManager;
class QSettings;

namespace acp {

class Database;
class GitHubClient;

// Previews of the links in applications, fetched in the background, cached in the workspace's
// SQLite file and available offline. Lives on the GUI thread; everything is asynchronous.
//
//   service.request(url)  -> previewReady(normalizedUrl, preview) at once, from the cache (or a
//                            "not fetched" placeholder), then again after a background refresh
//                            when the cached one is missing or stale and the policy allows.
//   service.refresh(url)  -> fetches now even when fresh (the user's "Fetch" / "Retry").
//
// GitHub links go through the GitHub REST API. In a workspace on github.com, github.com links
// use the given GitHubClient (same API base and token as the workspace; a client of its own
// keeps previews from waiting behind a sync). In a GitHub Enterprise workspace, links to the
// Enterprise host use that client, and github.com links an anonymous client of the service's
// own on https://api.github.com: the Enterprise host never sees a github.com path, and its token
// never leaves for github.com. Other http(s) pages are fetched directly (PageFetcher: public
// internet addresses only, 1 MiB cap, timeout, at most five redirects, no cookies). Anything
// else (javascript:, file:, data:, ...) is never fetched: its preview is BlockedScheme at once;
// a GitHub address whose path could leave its repository ("..", "%2e%2e", "a//b") is
// BlockedAddress at once. At most Options::maxConcurrent links are fetched at a time.
//
// Fetches the reviewer did not ask for are bounded per application: request() under the Always
// policy fetches at most MaxAutomaticFetches different links for the application last given to
// setApplication(); past that, previews are heldBack and wait for refresh() (the card's Fetch).
//
// A failed refresh never wipes a good preview: the card keeps the last good content and its
// fetch date, and the failure (status, errorText, attemptedAt) is shown beside it.
class LinkPreviewService : public QObject
{
    Q_OBJECT
public:
    enum class FetchPolicy {
        Always, // fetch missing and stale previews in the background (default)
        Ask, // fetch only on refresh(): previews carry awaitingPermission until then
        Never, // cache only: nothing is fetched, not even on refresh()
    };
    Q_ENUM(FetchPolicy)

    struct Options
    {
        std::chrono::milliseconds pageTimeout { 15000 }; // real time, per web page
        qint64 maxPageBytes = 1024 * 1024;
        int maxRedirects = 5;
        qint64 maxFileBytes = 256 * 1024; // GitHub file content kept in a preview
        std::chrono::seconds maxAge { 24 * 3600 }; // a good preview older than this is refreshed
        std::chrono::seconds failureRetry { 15 * 60 }; // a failed attempt is retried after this
        int maxConcurrent = 2;

        // Tests only; the application never sets these (nothing under src/ does).
        // Which non-public addresses the tests' page servers may be reached at, and fake
        // public names for them (preview::AddressRulesForTesting).
        preview::AddressRulesForTesting addressRulesForTesting;
        // Where "the public GitHub API" is. Empty: https://api.github.com, or the workspace's
        // own API when that is on loopback (a test server stands in for github.com).
        QUrl publicGitHubApiForTesting;
    };

    // Links fetched without the reviewer asking, per application (see setApplication()).
    static constexpr int MaxAutomaticFetches = 50;

    // `github` may be shared with the sync (its queue then serializes both) and must outlive
    // the service or be null (github.com links then fail with a clear message).
    LinkPreviewService(Database &database, GitHubClient *github, QObject *parent = nullptr);
    ~LinkPreviewService() override;

    FetchPolicy fetchPolicy() const { return m_policy; }
    void setFetchPolicy(FetchPolicy policy);
    Options options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }

    static QUrl normalizedUrl(const QUrl &url);
    // The kind without a workspace's Enterprise host (github.com links only).
    static PreviewKind kindFor(const QUrl &url);
    // The kind and target as this service previews them (links to its Enterprise host too).
    PreviewKind kindOf(const QUrl &url) const;
    preview::GitHubTarget gitHubTarget(const QUrl &url) const;
    // "always", "ask", "never" (for settings); unknown text gives Always.
    static QString policyId(FetchPolicy policy);
    static FetchPolicy policyFromId(QStringView id);
    // The user's choice, QSettings "previews/fetchPolicy" (always / ask / never; default
    // always). The Workspace applies it to its service.
    static QString fetchPolicySettingsKey() { return QStringLiteral("previews/fetchPolicy"); }
    static FetchPolicy fetchPolicyFromSettings(const QSettings &settings);

    // The application whose links request() fetches from now on (its number; 0: none). Each
    // application has its own MaxAutomaticFetches.
    void setApplication(int number);
    int application() const { return m_application; }

    void request(const QUrl &url);
    void refresh(const QUrl &url);
    // The cached state without any side effect (no signal, no fetch).
    LinkPreview cachedPreview(const QUrl &url) const;

    bool isBusy() const { return !m_active.isEmpty() || !m_queue.isEmpty(); }
    int fetchesStarted() const { return m_fetchesStarted; } // since construction
    void cancelAll(); // drops the queue and aborts running fetches (nothing is stored)

    PreviewCache &cache() { return m_cache; }

signals:
    void previewReady(const QUrl &url, const acp::LinkPreview &preview);
    void idle(); // the queue ran empty

private:
    struct Active
    {
        QUrl url;
        PreviewKind kind = PreviewKind::WebPage;
        QObject *fetcher = nullptr;
    };

    LinkPreview current(const QUrl &normalized) const;
    bool needsRefresh(const LinkPreview &preview) const;
    std::optional<LinkPreview> refusedAtOnce(const QUrl &normalized) const;
    bool isHeldBack(const QString &key) const;
    QUrl enterpriseWeb() const; // empty in a workspace on github.com
    QUrl publicGitHubApi() const;
    GitHubClient *clientFor(const preview::GitHubTarget &target);
    bool isQueuedOrActive(const QString &key) const;
    void enqueue(const QUrl &normalized);
    void pump();
    void startFetch(const QUrl &normalized);
    void onFetched(const QString &key, const LinkPreview &result);

    PreviewCache m_cache;
    QPointer<GitHubClient> m_github;
    GitHubClient *m_publicGitHub = nullptr; // anonymous, made when first needed
    QNetworkAccessManager *m_network = nullptr;
    int m_application = 0;
    QHash<int, QSet<QString>> m_automatic; // per application: links request() has fetched
    FetchPolicy m_policy = FetchPolicy::Always;
    Options m_options;
    QList<QUrl> m_queue;
    QHash<QString, Active> m_active; // by normalized URL
    int m_fetchesStarted = 0;
};

} // namespace acp

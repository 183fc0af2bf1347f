#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

// What a link points at, which decides how it is fetched and what its card shows.
enum class PreviewKind {
    WebPage, // any other http(s) page: <title>, OpenGraph, meta description
    GitHubRepo, // https://github.com/OWNER/REPO (and its tree, wiki, security pages, ...)
    GitHubFile, // https://github.com/OWNER/REPO/blob/REF/PATH (and raw.githubusercontent.com)
    GitHubWorkflow, // https://github.com/OWNER/REPO/actions/workflows/FILE
    GitHubReleases, // https://github.com/OWNER/REPO/releases[/...]
};

// The outcome of the last attempt to fetch a link.
enum class PreviewStatus {
    NotFetched, // never tried (no row in the cache)
    Ok,
    NotFound, // HTTP 404 / 410
    Timeout,
    TlsError,
    TooLarge, // the page is over the size cap
    RedirectLoop, // a redirect loop, or more redirects than allowed
    HttpError, // any other HTTP error (httpStatus says which)
    BlockedScheme, // not http(s), or a redirect to something else: never fetched
    NetworkError, // refused, host not found, dropped connection
    // Not contacted: the host (or a redirect's) is not a public internet address, or a GitHub
    // address whose path could leave the repository it names (AddressPolicy, PreviewUrl).
    BlockedAddress,
};

// Stable ids, as stored in the database: "web-page", "github-repo", "github-file",
// "github-workflow", "github-releases"; and "ok", "not-found", "timeout", "tls-error",
// "too-large", "redirect-loop", "http-error", "blocked-scheme", "network-error",
// "blocked-address" ("not-fetched" is never stored).
QString previewKindId(PreviewKind kind);
std::optional<PreviewKind> previewKindFromId(QStringView id);
QString previewStatusId(PreviewStatus status);
std::optional<PreviewStatus> previewStatusFromId(QStringView id);
// A short translated phrase for a status ("Not found", "Timed out", ...).
QString previewStatusDisplayName(PreviewStatus status);

// A link's preview as the cache holds it: the content of the last successful fetch (kept when
// a later refresh fails) and the outcome of the last attempt.
//
// `details` depends on the kind (all keys optional; timestamps are ISO 8601 UTC text):
//   github-repo:     full_name, html_url, description, license (SPDX id), license_name, stars,
//                    forks, language, homepage, archived, default_branch, pushed_at,
//                    latest_release {tag, name, published_at, html_url} or null,
//                    security_policy {found, path, html_url},
//                    ci_runs [run] (recent workflow runs on the default branch),
//                    activity {since, days, commits, contributors, complete} (the default
//                    branch's commits since `since` and their distinct authors; complete false:
//                    "at least"; absent when GitHub would not list them)
//   github-file:     owner, repo, ref, path, html_url, type ("file" or "dir"), size, language,
//                    content (text, at most LinkPreviewService::Options::maxFileBytes),
//                    truncated, binary, entries [names] (a directory)
//   github-workflow: owner, repo, workflow (file name), total_count, runs [run]
//   github-releases: owner, repo, releases [{tag, name, published_at, prerelease, draft,
//                    html_url}] (newest first, as GitHub lists them)
//   web-page:        final_url, content_type, charset, bytes, redirects, http_status,
//                    index_files [{filename, yanked, upload_time?}] (a package index's project
//                    page, PEP 503 HTML or PEP 691 JSON: SimpleIndex)
//   run:             {name, conclusion (null while running), status, created_at, head_branch,
//                    event, html_url}
struct LinkPreview
{
    QUrl url; // normalized (LinkPreviewService::normalizedUrl)
    PreviewKind kind = PreviewKind::WebPage;

    // The last successful fetch; all empty and fetchedAt invalid when there never was one.
    QString title;
    QString description;
    QString siteName;
    QUrl imageUrl; // og:image: shown as an address, never fetched
    QJsonObject details;
    QDateTime fetchedAt;

    // The last attempt.
    PreviewStatus status = PreviewStatus::NotFetched;
    int httpStatus = 0; // the HTTP status of a failed attempt, when there was one
    QString errorText; // one sentence for the user when the last attempt failed
    QDateTime attemptedAt;

    // Not stored: what the service is doing about this link right now.
    bool fetching = false; // a refresh is queued or running; another previewReady follows
    bool awaitingPermission = false; // fetch policy "ask": fetched only on refresh()
    // Past the application's automatic previews (LinkPreviewService::MaxAutomaticFetches):
    // fetched only on refresh(), like awaitingPermission.
    bool heldBack = false;

    bool hasContent() const { return fetchedAt.isValid(); }
    bool lastAttemptFailed() const
    {
        return status != PreviewStatus::Ok && status != PreviewStatus::NotFetched;
    }
};

// The verdict of one automatic check. Advisory only: it never sets a checklist status.
// NotApplicable: the application says the check does not concern it (an in-tree platform is on
// no CI relay list).
enum class CheckStatus { Unknown, Pass, Warn, Fail, NotApplicable };

// "unknown", "pass", "warn", "fail", "not-applicable"
QString checkStatusId(CheckStatus status);
std::optional<CheckStatus> checkStatusFromId(QStringView id);
QString checkStatusDisplayName(CheckStatus status); // translated

struct AutomaticCheckResult
{
    QString checkId; // AutomaticChecks::knownChecks()
    CheckStatus status = CheckStatus::Unknown;
    QString summary; // one sentence: what it looked at and what it found
    QList<QUrl> lookedAt; // the addresses whose previews it used
    QDateTime checkedAt; // when the data it used was fetched (the oldest of them)
    bool pending = false; // previews it needs are still being fetched; another result follows
};

} // namespace acp

Q_DECLARE_METATYPE(acp::LinkPreview)
Q_DECLARE_METATYPE(acp::AutomaticCheckResult)

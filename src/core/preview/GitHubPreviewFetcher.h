#pragma once

#include "core/github/GitHubClient.h"
#include "core/preview/LinkPreview.h"
#include "core/preview/PreviewUrl.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

namespace acp {

// Previews one GitHub link through the REST API of the client it is given (LinkPreviewService
// picks it: the workspace's for its own host, an anonymous one for github.com in an Enterprise
// workspace). Every path is built from segments encoded one by one (preview::encodedApiPath):
//   repository: GET /repos/O/R, …/releases/latest (404: none), …/contents/SECURITY.md then
//               .github/SECURITY.md then docs/SECURITY.md (first found), and
//               …/actions/runs?branch=DEFAULT&per_page=10 (404: Actions off), and
//               …/commits?since=(90 days ago)&per_page=100, at most MaxActivityPages pages
//               (the commits and distinct authors on the default branch; left out on failure)
//   file:       GET /repos/O/R/contents/PATH?ref=REF (base64, capped at maxFileBytes; a ref with
//               a slash is tried when the one-segment ref is not found)
//   workflow:   GET /repos/O/R/actions/workflows/FILE/runs?per_page=10
//   releases:   GET /repos/O/R/releases?per_page=10
// A 404 on the main request is not-found; any other failure fails the whole preview (the
// service then keeps the last good one). Emits finished() once.
class GitHubPreviewFetcher : public QObject
{
    Q_OBJECT
public:
    // The window of a repository's activity figures, as the Working Group's form asks them.
    static constexpr int ActivityDays = 90;
    // Past this many pages of 100 commits, the figures are "at least" (activity.complete false).
    static constexpr int MaxActivityPages = 5;

    GitHubPreviewFetcher(GitHubClient *client, const QUrl &url, const preview::GitHubTarget &target,
                         qint64 maxFileBytes, QObject *parent = nullptr);
    ~GitHubPreviewFetcher() override;

    void start();
    void abort(); // cancels its requests; no signal

signals:
    void finished(const acp::LinkPreview &result);

private:
    using Next = std::function<void(const ApiResponse &)>;
    void get(const QStringList &segments, const QUrlQuery &query, Next next);
    QStringList repoPath() const; // repos, OWNER, REPO

    void fetchRepository();
    void fetchLatestRelease();
    void fetchSecurityPolicy(int index);
    void fetchDefaultBranchRuns();
    void fetchActivity(int page);
    void fetchFile(int refSegments);
    void fetchWorkflow();
    void fetchReleases();

    void failWith(const ApiResponse &response);
    void succeed();

    QPointer<GitHubClient> m_client;
    QUrl m_url;
    preview::GitHubTarget m_target;
    qint64 m_maxFileBytes;
    LinkPreview m_result;
    QJsonObject m_details;
    QString m_defaultBranch;
    QDateTime m_activitySince;
    int m_activityCommits = 0;
    QSet<QString> m_activityAuthors;
    bool m_done = false;
};

// GitHub's run and release objects, reduced to what previews and checks use.
QJsonObject workflowRunSummary(const QJsonObject &run);
QJsonObject releaseSummary(const QJsonObject &release);

} // namespace acp

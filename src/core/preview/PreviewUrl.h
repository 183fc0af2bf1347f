#pragma once

#include "core/preview/LinkPreview.h"

#include <QString>
#include <QUrl>

namespace acp::preview {

// The cache key of a link: scheme and host in lower case, default port, fragment and user info
// dropped, an empty path as "/"; on github.com also "www." and a trailing slash or ".git" of a
// repository address dropped. Anything that is not http(s) comes back unchanged (and is never
// fetched).
QUrl normalizedUrl(const QUrl &url);

bool isFetchableScheme(const QUrl &url); // http or https, with a host

// Where a GitHub link points, for the API requests that preview it.
struct GitHubTarget
{
    PreviewKind kind = PreviewKind::WebPage; // WebPage: not a repository link
    QString owner;
    QString repo;
    QStringList refAndPath; // github-file: REF/PATH segments (a ref may contain slashes)
    QString workflow; // github-workflow: the workflow file name (or id)
    // On the workspace's GitHub Enterprise host (its API previews it), not on github.com.
    bool enterprise = false;
    QUrl web { QStringLiteral("https://github.com") }; // the host's web origin

    bool isValid() const { return kind != PreviewKind::WebPage; }
    QString fullName() const { return owner + QLatin1Char('/') + repo; }
    // https://github.com/OWNER/REPO (or the Enterprise host's)
    QUrl repositoryUrl() const;
};

// github.com/O/R[/tree/..|/wiki|/security|/issues|...] -> repository, /blob/REF/PATH -> file,
// /actions/workflows/FILE -> workflow, /releases[/...] -> releases;
// raw.githubusercontent.com/O/R/REF/PATH -> file; the same paths on `enterpriseWeb` (the web
// origin of the workspace's GitHub Enterprise host, when it has one). Other addresses
// (github.com/O alone, github.com/settings, any other host) give an invalid target, and so do
// paths with an unsafe segment (hasUnsafeGitHubPath).
GitHubTarget gitHubTarget(const QUrl &url, const QUrl &enterpriseWeb = {});

// The kind a link is previewed as.
PreviewKind previewKindFor(const QUrl &url, const QUrl &enterpriseWeb = {});

// Whether `url` is on a GitHub host and its path has a segment that could take an API request
// out of the repository the link names: an empty one ("a//b"), "." or "..", also written
// percent-encoded (%2e%2e), or one that decodes to a '/' or '\' (%2F, %5C) or a control
// character. Such a link is never previewed, through the API or as a web page.
bool hasUnsafeGitHubPath(const QUrl &url, const QUrl &enterpriseWeb = {});

// An API path ("/repos/O/R/contents/a%20b.md") from decoded segments, each percent-encoded on
// its own; empty when a segment is unsafe (see hasUnsafeGitHubPath), so that no segment can
// ever add a level to the path or take one away.
QString encodedApiPath(const QStringList &segments);

} // namespace acp::preview

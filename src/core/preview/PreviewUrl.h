#pragma once

#include "preview/LinkPreview.h"

#include <QString>
#include <QUrl>

namespace acp::preview {

// The cache key of a link: scheme and host in lower case, default port, fragment and user info
// dropped, an empty path as "/"; on github.com also "www." and a trailing slash or ".git" of a
// repository address dropped. Anything that is not http(s) comes back unchanged (and is never
// fetched).
QUrl normalizedUrl(const QUrl &url);

bool isFetchableScheme(const QUrl &url); // http or https, with a host

// Where a github.com link points, for the API requests that preview it.
struct GitHubTarget
{
    PreviewKind kind = PreviewKind::WebPage; // WebPage: not a repository link
    QString owner;
    QString repo;
    QStringList refAndPath; // github-file: REF/PATH segments (a ref may contain slashes)
    QString workflow; // github-workflow: the workflow file name (or id)

    bool isValid() const { return kind != PreviewKind::WebPage; }
    QString fullName() const { return owner + QLatin1Char('/') + repo; }
    // https://github.com/OWNER/REPO
    QUrl repositoryUrl() const;
};

// github.com/O/R[/tree/..|/wiki|/security|/issues|...] -> repository, /blob/REF/PATH -> file,
// /actions/workflows/FILE -> workflow, /releases[/...] -> releases;
// raw.githubusercontent.com/O/R/REF/PATH -> file. Other addresses (github.com/O alone,
// github.com/settings, any other host) give an invalid target.
GitHubTarget gitHubTarget(const QUrl &url);

// The kind a link is previewed as.
PreviewKind previewKindFor(const QUrl &url);

} // namespace acp::preview

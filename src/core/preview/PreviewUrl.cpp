#include "preview/PreviewUrl.h"

#include <QRegularExpression>
#include <QSet>

namespace acp::preview {

namespace {

bool isGitHubHost(const QString &host)
{
    return host == QLatin1String("github.com") || host == QLatin1String("www.github.com");
}

// First path segments of github.com that are not owners.
const QSet<QString> &reservedOwners()
{
    static const QSet<QString> names = {
        QStringLiteral("about"),         QStringLiteral("account"),
        QStringLiteral("apps"),          QStringLiteral("blog"),
        QStringLiteral("codespaces"),    QStringLiteral("collections"),
        QStringLiteral("contact"),       QStringLiteral("customer-stories"),
        QStringLiteral("dashboard"),     QStringLiteral("enterprise"),
        QStringLiteral("events"),        QStringLiteral("explore"),
        QStringLiteral("features"),      QStringLiteral("issues"),
        QStringLiteral("join"),          QStringLiteral("login"),
        QStringLiteral("logout"),        QStringLiteral("marketplace"),
        QStringLiteral("new"),           QStringLiteral("notifications"),
        QStringLiteral("organizations"), QStringLiteral("orgs"),
        QStringLiteral("pricing"),       QStringLiteral("pulls"),
        QStringLiteral("readme"),        QStringLiteral("search"),
        QStringLiteral("security"),      QStringLiteral("sessions"),
        QStringLiteral("settings"),      QStringLiteral("site"),
        QStringLiteral("sponsors"),      QStringLiteral("topics"),
        QStringLiteral("trending"),      QStringLiteral("users"),
    };
    return names;
}

bool isValidName(const QString &name)
{
    // GitHub owners and repositories: letters, digits, '-', '_', '.'; never "." or "..".
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.-]{1,100}$"));
    return pattern.match(name).hasMatch() && name != QLatin1String(".")
        && name != QLatin1String("..");
}

QStringList pathSegments(const QUrl &url)
{
    QStringList segments = url.path(QUrl::FullyDecoded).split(QLatin1Char('/'));
    segments.removeAll(QString());
    return segments;
}

} // namespace

bool isFetchableScheme(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        && !url.host().isEmpty();
}

QUrl normalizedUrl(const QUrl &input)
{
    if (!input.isValid() || !isFetchableScheme(input))
        return input;
    QUrl url = input.adjusted(QUrl::RemoveFragment | QUrl::RemoveUserInfo);
    url.setScheme(url.scheme().toLower());
    url.setHost(url.host().toLower());
    const int defaultPort = url.scheme() == QLatin1String("https") ? 443 : 80;
    if (url.port() == defaultPort)
        url.setPort(-1);
    if (url.path().isEmpty())
        url.setPath(QStringLiteral("/"));

    if (isGitHubHost(url.host())) {
        url.setHost(QStringLiteral("github.com"));
        const GitHubTarget target = gitHubTarget(url);
        if (target.kind == PreviewKind::GitHubRepo && pathSegments(url).size() == 2) {
            // github.com/O/R/ and github.com/O/R.git are github.com/O/R.
            url.setPath(QLatin1Char('/') + target.owner + QLatin1Char('/') + target.repo);
        } else if (url.path().size() > 1 && url.path().endsWith(QLatin1Char('/'))) {
            url = url.adjusted(QUrl::StripTrailingSlash);
        }
    }
    return url;
}

QUrl GitHubTarget::repositoryUrl() const
{
    QUrl url;
    url.setScheme(QStringLiteral("https"));
    url.setHost(QStringLiteral("github.com"));
    url.setPath(QLatin1Char('/') + owner + QLatin1Char('/') + repo);
    return url;
}

GitHubTarget gitHubTarget(const QUrl &url)
{
    GitHubTarget target;
    if (!isFetchableScheme(url))
        return target;
    const QString host = url.host().toLower();
    const QStringList segments = pathSegments(url);

    if (host == QLatin1String("raw.githubusercontent.com")) {
        // raw.githubusercontent.com/OWNER/REPO/REF/PATH
        if (segments.size() < 4 || !isValidName(segments.at(0)) || !isValidName(segments.at(1)))
            return target;
        target.owner = segments.at(0);
        target.repo = segments.at(1);
        target.refAndPath = segments.mid(2);
        target.kind = PreviewKind::GitHubFile;
        return target;
    }
    if (!isGitHubHost(host) || segments.size() < 2)
        return target;

    QString repo = segments.at(1);
    if (repo.endsWith(QLatin1String(".git"), Qt::CaseInsensitive))
        repo.chop(4);
    if (reservedOwners().contains(segments.at(0).toLower()) || !isValidName(segments.at(0))
        || !isValidName(repo))
        return target;
    target.owner = segments.at(0);
    target.repo = repo;
    target.kind = PreviewKind::GitHubRepo;

    const QString section = segments.size() > 2 ? segments.at(2) : QString();
    if (section == QLatin1String("blob") && segments.size() >= 5) {
        target.kind = PreviewKind::GitHubFile;
        target.refAndPath = segments.mid(3);
    } else if (section == QLatin1String("actions") && segments.size() >= 5
               && segments.at(3) == QLatin1String("workflows")) {
        target.kind = PreviewKind::GitHubWorkflow;
        target.workflow = segments.at(4);
    } else if (section == QLatin1String("releases")) {
        target.kind = PreviewKind::GitHubReleases;
    }
    return target;
}

PreviewKind previewKindFor(const QUrl &url)
{
    const GitHubTarget target = gitHubTarget(url);
    return target.isValid() ? target.kind : PreviewKind::WebPage;
}

} // namespace acp::preview

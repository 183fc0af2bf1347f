#include "core/preview/PreviewUrl.h"

#include "core/net/Urls.h"

#include <QRegularExpression>
#include <QSet>

#include <optional>

namespace acp::preview {

namespace {

bool isGitHubHost(const QString &host)
{
    return host == QLatin1String("github.com") || host == QLatin1String("www.github.com");
}

bool isRawHost(const QString &host)
{
    return host == QLatin1String("raw.githubusercontent.com");
}

// Whether `url` is on the Enterprise host whose web origin is `web` (same scheme, host, port).
bool isEnterpriseHost(const QUrl &url, const QUrl &web)
{
    if (!web.isValid() || web.host().isEmpty())
        return false;
    const QString scheme = url.scheme().toLower();
    const QString webScheme = web.scheme().toLower();
    return scheme == webScheme && url.host().toLower() == web.host().toLower()
        && url.port(net::defaultPort(scheme)) == web.port(net::defaultPort(webScheme));
}

bool isUnsafeSegment(const QString &segment)
{
    if (segment.isEmpty() || segment == QLatin1String(".") || segment == QLatin1String(".."))
        return true;
    for (const QChar c : segment) {
        if (c == u'/' || c == u'\\' || c.unicode() < 0x20 || c.unicode() == 0x7f)
            return true;
    }
    return false;
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

// The decoded segments of the path, or nothing when one is unsafe. The path is split as
// written and each segment decoded on its own: decoding first would turn "a%2Fb" into two
// segments. One trailing slash is allowed ("github.com/O/R/").
std::optional<QStringList> pathSegments(const QUrl &url)
{
    QStringList raw = url.path(QUrl::FullyEncoded).split(QLatin1Char('/'));
    if (!raw.isEmpty() && raw.constFirst().isEmpty())
        raw.removeFirst(); // the leading slash
    if (!raw.isEmpty() && raw.constLast().isEmpty())
        raw.removeLast();
    QStringList segments;
    segments.reserve(raw.size());
    for (const QString &part : std::as_const(raw)) {
        const QString segment = QUrl::fromPercentEncoding(part.toUtf8());
        if (isUnsafeSegment(segment))
            return std::nullopt;
        segments.append(segment);
    }
    return segments;
}

enum class GitHubHost { None, Public, Raw, Enterprise };

GitHubHost gitHubHostOf(const QUrl &url, const QUrl &enterpriseWeb)
{
    if (!isFetchableScheme(url))
        return GitHubHost::None;
    const QString host = url.host().toLower();
    if (isGitHubHost(host))
        return GitHubHost::Public;
    if (isRawHost(host))
        return GitHubHost::Raw;
    if (isEnterpriseHost(url, enterpriseWeb))
        return GitHubHost::Enterprise;
    return GitHubHost::None;
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
    if (url.port() == net::defaultPort(url))
        url.setPort(-1);
    if (url.path().isEmpty())
        url.setPath(QStringLiteral("/"));

    if (isGitHubHost(url.host())) {
        url.setHost(QStringLiteral("github.com"));
        if (hasUnsafeGitHubPath(url))
            return url; // as written: it is refused, and must stay recognisably so
        const GitHubTarget target = gitHubTarget(url);
        if (target.kind == PreviewKind::GitHubRepo && pathSegments(url)->size() == 2) {
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
    QUrl url = web;
    url.setPath(QLatin1Char('/') + owner + QLatin1Char('/') + repo);
    return url;
}

bool hasUnsafeGitHubPath(const QUrl &url, const QUrl &enterpriseWeb)
{
    return gitHubHostOf(url, enterpriseWeb) != GitHubHost::None && !pathSegments(url);
}

QString encodedApiPath(const QStringList &segments)
{
    QString path;
    for (const QString &segment : segments) {
        if (isUnsafeSegment(segment))
            return {};
        path += QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(segment));
    }
    return path;
}

GitHubTarget gitHubTarget(const QUrl &url, const QUrl &enterpriseWeb)
{
    GitHubTarget target;
    const GitHubHost host = gitHubHostOf(url, enterpriseWeb);
    if (host == GitHubHost::None)
        return target;
    const std::optional<QStringList> parsed = pathSegments(url);
    if (!parsed)
        return target;
    const QStringList &segments = *parsed;
    if (host == GitHubHost::Enterprise) {
        target.enterprise = true;
        target.web = enterpriseWeb.adjusted(QUrl::RemovePath | QUrl::RemoveQuery
                                            | QUrl::RemoveFragment | QUrl::RemoveUserInfo);
    }

    if (host == GitHubHost::Raw) {
        // raw.githubusercontent.com/OWNER/REPO/REF/PATH
        if (segments.size() < 4 || !isValidName(segments.at(0)) || !isValidName(segments.at(1)))
            return target;
        target.owner = segments.at(0);
        target.repo = segments.at(1);
        target.refAndPath = segments.mid(2);
        target.kind = PreviewKind::GitHubFile;
        return target;
    }
    if (segments.size() < 2)
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

PreviewKind previewKindFor(const QUrl &url, const QUrl &enterpriseWeb)
{
    const GitHubTarget target = gitHubTarget(url, enterpriseWeb);
    return target.isValid() ? target.kind : PreviewKind::WebPage;
}

} // namespace acp::preview

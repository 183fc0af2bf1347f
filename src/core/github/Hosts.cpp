#include "core/github/Hosts.h"

#include "core/net/Urls.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>

namespace acp::github {

namespace {

struct HostsText
{
    Q_DECLARE_TR_FUNCTIONS(acp::Hosts)
};

const QLatin1String kGitHubCom("github.com");
const QLatin1String kApiGitHubCom("api.github.com");
const QLatin1String kGheSuffix(".ghe.com");
const QLatin1String kEnterprisePath("/api/v3");

QString hostWithPort(const QUrl &url)
{
    QString host = url.host().toLower();
    if (host.contains(QLatin1Char(':'))) // IPv6 literal
        host = QLatin1Char('[') + host + QLatin1Char(']');
    if (url.port() > 0 && url.port() != net::defaultPort(url.scheme().toLower()))
        host += QLatin1Char(':') + QString::number(url.port());
    return host;
}

QUrl origin(const QString &scheme, const QUrl &from, const QString &host)
{
    QUrl url;
    url.setScheme(scheme);
    url.setHost(host);
    if (from.port() > 0 && from.port() != net::defaultPort(scheme))
        url.setPort(from.port());
    return url;
}

QString withoutTrailingSlashes(QString path)
{
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

} // namespace

QUrl apiUrlForHost(const QString &hostText, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return QUrl();
    };
    const QString text = hostText.trimmed();
    if (text.isEmpty())
        return fail(HostsText::tr("Enter a host, for example github.com or ghe.example.com."));

    const bool hasScheme = text.contains(QLatin1String("://"));
    QUrl url(hasScheme ? text : QStringLiteral("https://") + text, QUrl::StrictMode);
    // Before any message that repeats the text: it may hold a password.
    if (const QString userInfo = userInfoError(url); !userInfo.isEmpty())
        return fail(userInfo);
    const QString scheme = url.scheme().toLower();
    static const QRegularExpression hostPattern(
        QStringLiteral("^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)*[a-z0-9](?:[a-z0-9-]{0,61}"
                       "[a-z0-9])?$"));
    const QString host = url.host().toLower();
    const bool ipLiteral = !QHostAddress(host).isNull();
    if (!url.isValid() || host.isEmpty() || (!ipLiteral && !hostPattern.match(host).hasMatch())
        || !url.userInfo().isEmpty() || url.hasQuery() || url.hasFragment()
        || (scheme != QLatin1String("https") && scheme != QLatin1String("http"))) {
        return fail(HostsText::tr("“%1” is not a host name; write it as github.com or "
                                  "ghe.example.com.")
                        .arg(text));
    }
    const QString path = withoutTrailingSlashes(url.path());
    const bool loopback = isLoopback(url);

    QUrl api;
    if (host == kGitHubCom || host == kApiGitHubCom) {
        api = QUrl(QStringLiteral("https://api.github.com"));
    } else if (host.endsWith(kGheSuffix)) {
        const QString tenant = host.startsWith(QLatin1String("api.")) ? host.mid(4) : host;
        api = origin(QStringLiteral("https"), url, QStringLiteral("api.") + tenant);
    } else if (loopback) {
        // The loopback test server answers at its root; keep what was typed.
        api = origin(hasScheme ? scheme : QStringLiteral("http"), url, host);
        if (!path.isEmpty())
            api.setPath(path);
        return api;
    } else {
        api = origin(scheme, url, host);
        api.setPath(kEnterprisePath);
    }
    if (!path.isEmpty() && path != kEnterprisePath && api.path() != path) {
        return fail(HostsText::tr("Enter only the host (%1), without a path.").arg(host));
    }
    const QString insecure = insecureTransportError(api);
    if (!insecure.isEmpty())
        return fail(insecure);
    return api;
}

QString hostForApiUrl(const QUrl &apiUrl)
{
    const QString host = apiUrl.host().toLower();
    // api.github.com on another port is not GitHub's API: it keeps its own host setting (and
    // its own keychain entry and environment token).
    if (host == kApiGitHubCom && hostWithPort(apiUrl) == host)
        return kGitHubCom;
    if (host.endsWith(kGheSuffix) && host.startsWith(QLatin1String("api.")))
        return hostWithPort(apiUrl).mid(4);
    return hostWithPort(apiUrl);
}

QUrl webUrlForApiUrl(const QUrl &apiUrl)
{
    const QString host = apiUrl.host().toLower();
    const QString scheme = apiUrl.scheme().toLower();
    if (host == kApiGitHubCom)
        return QUrl(QStringLiteral("https://github.com"));
    if (host.endsWith(kGheSuffix) && host.startsWith(QLatin1String("api.")))
        return origin(scheme, apiUrl, host.mid(4));
    return origin(scheme, apiUrl, host);
}

bool isLoopback(const QUrl &url)
{
    const QString host = url.host().toLower();
    if (host == QLatin1String("localhost"))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString insecureTransportError(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https") && !url.host().isEmpty())
        return {};
    if (scheme == QLatin1String("http") && isLoopback(url))
        return {};
    if (scheme == QLatin1String("http")) {
        return HostsText::tr("The workbench talks to %1 only over HTTPS: unencrypted http:// is "
                             "allowed for this computer's own addresses (127.0.0.1, localhost) "
                             "only.")
            .arg(url.host());
    }
    return HostsText::tr("“%1” is not an https:// address.").arg(url.toDisplayString());
}

QString keychainService(const QString &host)
{
    return QStringLiteral("acp-workbench:") + host.toLower();
}

bool isGitHubCloudApi(const QUrl &apiUrl)
{
    if (apiUrl.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) != 0
        || apiUrl.port(443) != 443) {
        return false;
    }
    const QString host = apiUrl.host().toLower();
    if (host == kApiGitHubCom)
        return true;
    // api.NAME.ghe.com: exactly one tenant label, as GitHub hands them out.
    static const QRegularExpression tenancy(
        QStringLiteral("^api\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.ghe\\.com$"));
    return tenancy.match(host).hasMatch();
}

QString userInfoError(const QUrl &url)
{
    if (url.userInfo().isEmpty())
        return {};
    return HostsText::tr("The address carries a user name or password (before “@”), which the "
                         "workbench does not send anywhere: give the host alone and the token "
                         "through GH_TOKEN, GH_ENTERPRISE_TOKEN or Account > Sign In.");
}

} // namespace acp::github

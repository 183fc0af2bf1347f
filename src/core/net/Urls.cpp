#include "core/net/Urls.h"

namespace acp::net {

int defaultPort(const QString &scheme)
{
    if (scheme.compare(QLatin1String("https"), Qt::CaseInsensitive) == 0)
        return 443;
    if (scheme.compare(QLatin1String("http"), Qt::CaseInsensitive) == 0)
        return 80;
    return -1;
}

int defaultPort(const QUrl &url)
{
    return defaultPort(url.scheme());
}

QString encodedKey(const QUrl &url)
{
    return url.toString(QUrl::FullyEncoded);
}

QString requestKey(const QUrl &url)
{
    return url.toString(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment
                        | QUrl::FullyEncoded);
}

} // namespace acp::net

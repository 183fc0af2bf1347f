#pragma once

#include <QString>
#include <QUrl>

// Small URL helpers that several core areas need the same way.
namespace acp::net {

// 443 for https, 80 for http, -1 for any other scheme (compared case-insensitively).
int defaultPort(const QString &scheme);
int defaultPort(const QUrl &url);

// The URL as one string, for keys of hashes and caches (percent-encoded, nothing dropped).
QString encodedKey(const QUrl &url);

// Path and query only: the key of an API request whatever host or base it went to (a paged
// listing's next link comes back with the server's own host name).
QString requestKey(const QUrl &url);

} // namespace acp::net

#pragma once

#include <QAbstractSocket>
#include <QByteArray>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QUrl>

// What HttpRequest needs beside the exchange itself: the proxy for a URL, socket errors in
// QNetworkReply's terms, and gzip.
namespace acp::http {

// The first proxy a plain socket can use for `url` (the system's, once GitHubClient has asked for
// it): caching proxies work for QNetworkAccessManager only.
QNetworkProxy socketProxyFor(const QUrl &url);
QNetworkReply::NetworkError networkErrorFor(QAbstractSocket::SocketError error);
// An HTTP token (RFC 9110 §5.6.2): a method or a header name.
bool isToken(const QByteArray &text);
// What tells one kept-alive connection from another: the server, and the proxy on the way to it.
QByteArray connectionKey(const QUrl &url, const QNetworkProxy &proxy);

enum class Inflated { Ok, Corrupt, TooLarge };
// A gzip body (RFC 1952), members one after another, at most `limit` bytes once decoded.
Inflated gunzip(const QByteArray &compressed, qint64 limit, QByteArray *out);

} // namespace acp::http

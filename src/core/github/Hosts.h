#pragma once

#include <QString>
#include <QUrl>

// Where a GitHub host keeps its REST API and its web pages, and which addresses the workbench
// may talk to at all.
//
//   github.com            -> https://api.github.com          (web: https://github.com)
//   NAME.ghe.com          -> https://api.NAME.ghe.com        (GitHub Enterprise Cloud, data
//                                                             residency; web: https://NAME.ghe.com)
//   HOST[:PORT]           -> https://HOST[:PORT]/api/v3      (GitHub Enterprise Server)
//   127.0.0.1:PORT, localhost:PORT, [::1]:PORT
//                         -> http://HOST:PORT                (loopback: tests and local mirrors)
//
// HTTPS is required for every address except loopback ones.
namespace acp::github {

// The API base for a host setting. Accepts a bare host ("ghe.example.com", "ghe.example.com:8443"),
// or the same with https:// and a trailing slash; an API address typed in full
// ("https://ghe.example.com/api/v3", "https://api.github.com") maps to itself. Returns an
// invalid QUrl and sets `error` (one sentence) when the text is not a host.
QUrl apiUrlForHost(const QString &host, QString *error = nullptr);

// The host setting for an API base: the inverse of apiUrlForHost() ("github.com",
// "NAME.ghe.com", "HOST", "HOST:PORT" when the port is not the scheme's default).
QString hostForApiUrl(const QUrl &apiUrl);

// The web origin of an API base, where the device flow's /login/... endpoints live.
QUrl webUrlForApiUrl(const QUrl &apiUrl);

// 127.0.0.0/8, ::1 and "localhost".
bool isLoopback(const QUrl &url);

// Empty when the workbench may send requests (and a token) to `url`; else one sentence saying
// why not: only https, except for loopback addresses.
QString insecureTransportError(const QUrl &url);

// The system keychain entry a host's token is kept under: service "acp-workbench:HOST".
QString keychainService(const QString &host);

// Whether an API base belongs to GitHub's own cloud (https://api.github.com, or
// https://api.NAME.ghe.com for GHE.com data residency): the hosts the GitHub CLI gives
// GH_TOKEN / GITHUB_TOKEN. Every other host (Enterprise Server, loopback, a non-default port)
// gets GH_ENTERPRISE_TOKEN / GITHUB_ENTERPRISE_TOKEN instead.
bool isGitHubCloudApi(const QUrl &apiUrl);

// Empty when `url` names no user or password; else one sentence saying that a token does not
// go into the address. Never repeats what was typed (it may hold a password).
QString userInfoError(const QUrl &url);

} // namespace acp::github

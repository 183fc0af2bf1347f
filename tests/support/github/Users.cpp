#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

namespace acp::test {

using namespace github;

qint64 GitHubTestServer::Private::userId(const QString &login) const
{
    return userIds.value(login.toLower(), userIdFor(login));
}

QByteArray GitHubTestServer::Private::userJson(const QString &login)
{
    if (userJsonGeneration != generation) {
        userJsonCache.clear();
        userJsonGeneration = generation;
    }
    const auto cached = userJsonCache.constFind(login);
    if (cached != userJsonCache.constEnd())
        return *cached;
    const qint64 id = userId(login);
    const QString apiUrl = baseString() + QStringLiteral("/users/") + login;
    QByteArray out;
    ObjectWriter w(out);
    w.str("login", login);
    w.num("id", id);
    w.str("node_id", nodeId("User", id));
    w.str("avatar_url", QStringLiteral("https://avatars.githubusercontent.com/u/%1?v=4").arg(id));
    w.str("gravatar_id", QString());
    w.str("url", apiUrl);
    w.str("html_url", QStringLiteral("https://github.com/") + login);
    w.str("followers_url", apiUrl + QStringLiteral("/followers"));
    w.str("following_url", apiUrl + QStringLiteral("/following{/other_user}"));
    w.str("gists_url", apiUrl + QStringLiteral("/gists{/gist_id}"));
    w.str("starred_url", apiUrl + QStringLiteral("/starred{/owner}{/repo}"));
    w.str("subscriptions_url", apiUrl + QStringLiteral("/subscriptions"));
    w.str("organizations_url", apiUrl + QStringLiteral("/orgs"));
    w.str("repos_url", apiUrl + QStringLiteral("/repos"));
    w.str("events_url", apiUrl + QStringLiteral("/events{/privacy}"));
    w.str("received_events_url", apiUrl + QStringLiteral("/received_events"));
    w.str("type",
          login.endsWith(QLatin1String("[bot]"))               ? QStringLiteral("Bot")
              : login.compare(owner, Qt::CaseInsensitive) == 0 ? QStringLiteral("Organization")
                                                               : QStringLiteral("User"));
    w.str("user_view_type", QStringLiteral("public"));
    w.boolean("site_admin", false);
    w.end();
    userJsonCache.insert(login, out);
    return out;
}

QString GitHubTestServer::Private::tokenOf(const Request &req) const
{
    const QByteArray authorization = req.headers.value("authorization").trimmed();
    if (authorization.isEmpty())
        return {};
    const qsizetype space = authorization.indexOf(' ');
    return QString::fromUtf8(space < 0 ? authorization : authorization.mid(space + 1).trimmed());
}

QString GitHubTestServer::Private::loginFor(const Request &req) const
{
    const QByteArray authorization = req.headers.value("authorization").trimmed();
    if (authorization.isEmpty())
        return {};
    const qsizetype space = authorization.indexOf(' ');
    const QString token =
        QString::fromUtf8(space < 0 ? authorization : authorization.mid(space + 1).trimmed());
    return tokenLogins.value(token, defaultLogin);
}

GitHubTestServer::Private::Response GitHubTestServer::Private::currentUser(const Request &req)
{
    const QString login = loginFor(req);
    if (login.isEmpty())
        return unauthenticated();
    return json(200, userJson(login));
}

} // namespace acp::test

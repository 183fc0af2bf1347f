#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QJsonObject>
#include <QUrl>

namespace acp::test {

using namespace github;

GitHubTestServer::Private::Response GitHubTestServer::Private::route(const Request &req)
{
    const QList<QByteArray> rawSegments = req.path.split('/');
    QStringList segments;
    for (qsizetype i = 1; i < rawSegments.size(); ++i)
        segments.append(QUrl::fromPercentEncoding(rawSegments.at(i)));
    while (!segments.isEmpty() && segments.constLast().isEmpty())
        segments.removeLast();
    const QUrlQuery query(QString::fromUtf8(req.query));
    const bool read = req.method == "GET" || req.method == "HEAD";

    if (segments.size() >= 2 && segments.constFirst() == QLatin1String("login"))
        return deviceFlowRoute(req);
    if (segments.size() == 1 && segments.constFirst() == QLatin1String("user") && read)
        return currentUser(req);
    if (segments.size() == 1 && segments.constFirst() == QLatin1String("rate_limit") && read)
        return rateLimitStatus();

    if (segments.size() >= 3 && segments.constFirst() == QLatin1String("repos")) {
        const QString requested = (segments.at(1) + QLatin1Char('/') + segments.at(2)).toLower();
        if (requested == fullName().toLower())
            return routeRepository(req, segments.mid(3), query);
        if (auto extra = extraRepos.find(requested); extra != extraRepos.end() && extra->exists)
            return routeExtra(req, *extra, segments.mid(3), query);
        if (previousFullNames.contains(requested)) {
            QByteArray location = base() + "/repositories/" + QByteArray::number(repositoryId);
            const QByteArrayList rest = rawSegments.mid(4);
            if (!rest.isEmpty() && !(rest.size() == 1 && rest.constFirst().isEmpty()))
                location += '/' + rest.join('/');
            if (!req.query.isEmpty())
                location += '?' + req.query;
            const bool permanent = read;
            QJsonObject object { { QStringLiteral("message"),
                                   permanent ? QStringLiteral("Moved Permanently")
                                             : QStringLiteral("Temporary Redirect") },
                                 { QStringLiteral("url"), QString::fromLatin1(location) },
                                 { QStringLiteral("documentation_url"),
                                   QStringLiteral("https://docs.github.com/v3/#http-redirects") } };
            Response r = json(permanent ? 301 : 307, compactJson(object));
            r.setHeader("Location", location);
            return r;
        }
        return notFound();
    }
    if (segments.size() >= 2 && segments.constFirst() == QLatin1String("repositories")) {
        if (segments.at(1) == QString::number(repositoryId))
            return routeRepository(req, segments.mid(2), query);
        return notFound();
    }
    return notFound();
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::routeRepository(const Request &req, const QStringList &rest,
                                           const QUrlQuery &query)
{
    const bool read = req.method == "GET" || req.method == "HEAD";
    const qsizetype n = rest.size();
    if (n == 0)
        return read ? json(200, repositoryJson()) : notFound();

    if (rest.at(0) == QLatin1String("labels")) {
        if (n == 1 && read)
            return listLabels(req, query);
        if (n == 2 && read) {
            const LabelRec *rec = label(rest.at(1));
            return rec ? json(200, labelJson(*rec)) : notFound();
        }
        return notFound();
    }
    if (rest.at(0) == QLatin1String("releases") || rest.at(0) == QLatin1String("contents")
        || rest.at(0) == QLatin1String("actions")) {
        // The issues repository's own releases, files and runs, when a test sets them.
        const auto extra = extraRepos.find(fullName().toLower());
        if (extra != extraRepos.end())
            return routeExtra(req, *extra, rest, query);
        ExtraRepo none;
        none.owner = owner;
        none.name = name;
        none.id = repositoryId;
        return routeExtra(req, none, rest, query);
    }
    if (rest.at(0) != QLatin1String("issues"))
        return notFound();

    if (n == 1) {
        if (read)
            return listIssues(req, query);
        if (req.method == "POST")
            return createIssue(req);
        return notFound();
    }

    if (rest.at(1) == QLatin1String("events")) {
        return n == 2 && read ? listIssueEvents(req, query) : notFound();
    }
    if (rest.at(1) == QLatin1String("comments")) {
        if (n == 2)
            return read ? listRepoComments(req, query) : notFound();
        bool ok = false;
        const qint64 id = rest.at(2).toLongLong(&ok);
        CommentRec *rec = ok ? comment(id) : nullptr;
        if (!rec || !commentVisible(*rec))
            return notFound();
        if (n == 3)
            return commentEndpoint(req, *rec);
        if (rest.at(3) != QLatin1String("reactions") || n > 5)
            return notFound();
        if (n == 5 && req.method != "DELETE")
            return notFound();
        return reactionsEndpoint(req, query, rec->reactions, n == 5 ? rest.at(4) : QString(), rec,
                                 nullptr);
    }

    bool ok = false;
    const int number = rest.at(1).toInt(&ok);
    IssueRec *rec = ok ? issue(number) : nullptr;
    if (!rec)
        return notFound();
    if (rec->d.deleted)
        return gone();
    if (n == 2)
        return issueEndpoint(req, *rec);
    const QString &sub = rest.at(2);
    if (sub == QLatin1String("comments") && n == 3)
        return issueComments(req, query, *rec);
    if (sub == QLatin1String("labels") && n <= 4)
        return issueLabels(req, *rec, n == 4 ? rest.at(3) : QString(), n == 4);
    if (sub == QLatin1String("reactions") && n <= 4) {
        if (n == 4 && req.method != "DELETE")
            return notFound();
        return reactionsEndpoint(req, query, rec->reactions, n == 4 ? rest.at(3) : QString(),
                                 nullptr, rec);
    }
    return notFound();
}

QByteArray GitHubTestServer::Private::repositoryJson()
{
    int openIssues = 0;
    for (const IssueRec &rec : issues) {
        if (!rec.d.deleted && rec.d.state == QLatin1String("open"))
            ++openIssues;
    }
    const QString url = repoApiUrl();
    const QString html = repoHtmlUrl();
    QByteArray out;
    ObjectWriter w(out);
    w.num("id", repositoryId);
    w.str("node_id", nodeId("Repository", repositoryId));
    w.str("name", name);
    w.str("full_name", fullName());
    w.boolean("private", false);
    w.raw("owner", userJson(owner));
    w.str("html_url", html);
    w.str("description",
          QStringLiteral("Applications for the PyTorch Foundation's Additional Compute "
                         "Platforms program"));
    w.boolean("fork", false);
    w.str("url", url);
    w.str("issues_url", url + QStringLiteral("/issues{/number}"));
    w.str("issue_comment_url", url + QStringLiteral("/issues/comments{/number}"));
    w.str("issue_events_url", url + QStringLiteral("/issues/events{/number}"));
    w.str("labels_url", url + QStringLiteral("/labels{/name}"));
    w.str("pulls_url", url + QStringLiteral("/pulls{/number}"));
    w.str("contents_url", url + QStringLiteral("/contents/{+path}"));
    w.time("created_at", repositoryCreatedAt);
    w.time("updated_at", repositoryUpdatedAt);
    w.time("pushed_at", repositoryUpdatedAt);
    w.str("git_url", QStringLiteral("git://github.com/") + fullName() + QStringLiteral(".git"));
    w.str("ssh_url", QStringLiteral("git@github.com:") + fullName() + QStringLiteral(".git"));
    w.str("clone_url", html + QStringLiteral(".git"));
    w.null("homepage");
    w.num("size", 120);
    w.num("stargazers_count", 12);
    w.num("watchers_count", 12);
    w.null("language");
    w.boolean("has_issues", true);
    w.boolean("has_projects", true);
    w.boolean("has_downloads", true);
    w.boolean("has_wiki", false);
    w.boolean("has_pages", false);
    w.boolean("has_discussions", false);
    w.num("forks_count", 3);
    w.boolean("archived", false);
    w.boolean("disabled", false);
    w.num("open_issues_count", openIssues);
    w.null("license");
    w.boolean("allow_forking", true);
    w.boolean("is_template", false);
    w.raw("topics", "[]");
    w.str("visibility", QStringLiteral("public"));
    w.num("forks", 3);
    w.num("open_issues", openIssues);
    w.num("watchers", 12);
    w.str("default_branch", QStringLiteral("main"));
    w.raw("permissions",
          "{\"admin\":false,\"maintain\":false,\"push\":false,\"triage\":true,\"pull\":true}");
    w.num("network_count", 3);
    w.num("subscribers_count", 9);
    w.end();
    return out;
}

} // namespace acp::test

// The read endpoints of further repositories, for link previews: see "Repositories for link
// previews" in GitHubTestServer.h.

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QCryptographicHash>
#include <QUrl>

#include <algorithm>

namespace acp::test {

using namespace github;

GitHubTestServer::Private::ExtraRepo &
GitHubTestServer::Private::extraRepo(const QString &fullNameText)
{
    const QString key = fullNameText.toLower();
    auto it = extraRepos.find(key);
    if (it == extraRepos.end()) {
        ExtraRepo repo;
        const qsizetype slash = fullNameText.indexOf(QLatin1Char('/'));
        repo.owner = fullNameText.left(slash);
        repo.name = fullNameText.mid(slash + 1);
        repo.id = nextExtraRepoId++;
        repo.exists = true;
        repo.data.createdAt = clock.addDays(-365);
        it = extraRepos.insert(key, repo);
    }
    return *it;
}

QString GitHubTestServer::Private::extraApiUrl(const ExtraRepo &repo) const
{
    return baseString() + QStringLiteral("/repos/") + repo.fullName();
}

QString GitHubTestServer::Private::extraHtmlUrl(const ExtraRepo &repo) const
{
    return QStringLiteral("https://github.com/") + repo.fullName();
}

QByteArray GitHubTestServer::Private::licenseJson(const RepositoryData &data) const
{
    if (data.licenseSpdx.isEmpty())
        return "null";
    const QString key = data.licenseSpdx.toLower();
    QByteArray out;
    ObjectWriter w(out);
    w.str("key", key);
    w.str("name", data.licenseName.isEmpty() ? data.licenseSpdx : data.licenseName);
    w.str("spdx_id", data.licenseSpdx);
    w.str("url", baseString() + QStringLiteral("/licenses/") + key);
    w.str("node_id", nodeId("License", qint64(fnv1a(key.toUtf8()) % 100000)));
    w.end();
    return out;
}

QByteArray GitHubTestServer::Private::extraRepositoryJson(const ExtraRepo &repo)
{
    const RepositoryData &data = repo.data;
    const QString url = extraApiUrl(repo);
    const QString html = extraHtmlUrl(repo);
    QByteArray out;
    ObjectWriter w(out);
    w.num("id", repo.id);
    w.str("node_id", nodeId("Repository", repo.id));
    w.str("name", repo.name);
    w.str("full_name", repo.fullName());
    w.boolean("private", false);
    w.raw("owner", userJson(repo.owner));
    w.str("html_url", html);
    w.strOrNull("description", data.description);
    const ExtraRepo *parent = forkParentOf(repo);
    w.boolean("fork", parent != nullptr);
    w.str("url", url);
    w.str("contents_url", url + QStringLiteral("/contents/{+path}"));
    w.str("releases_url", url + QStringLiteral("/releases{/id}"));
    w.str("issues_url", url + QStringLiteral("/issues{/number}"));
    w.str("pulls_url", url + QStringLiteral("/pulls{/number}"));
    w.time("created_at", data.createdAt);
    w.time("updated_at", data.pushedAt.isValid() ? data.pushedAt : clock);
    w.time("pushed_at", data.pushedAt.isValid() ? data.pushedAt : clock);
    w.str("git_url",
          QStringLiteral("git://github.com/") + repo.fullName() + QStringLiteral(".git"));
    w.str("ssh_url", QStringLiteral("git@github.com:") + repo.fullName() + QStringLiteral(".git"));
    w.str("clone_url", html + QStringLiteral(".git"));
    w.strOrNull("homepage", data.homepage);
    w.num("size", 2048);
    w.num("stargazers_count", data.stars);
    w.num("watchers_count", data.stars);
    w.strOrNull("language", data.language);
    w.boolean("has_issues", true);
    w.boolean("has_projects", true);
    w.boolean("has_downloads", true);
    w.boolean("has_wiki", false);
    w.boolean("has_pages", false);
    w.boolean("has_discussions", false);
    w.num("forks_count", data.forks);
    w.boolean("archived", data.archived);
    w.boolean("disabled", false);
    w.num("open_issues_count", 0);
    w.raw("license", licenseJson(data));
    w.boolean("allow_forking", true);
    w.boolean("is_template", false);
    w.raw("topics", "[]");
    w.str("visibility", QStringLiteral("public"));
    w.num("forks", data.forks);
    w.num("open_issues", 0);
    w.num("watchers", data.stars);
    w.str("default_branch", data.defaultBranch);
    w.raw("permissions",
          "{\"admin\":false,\"maintain\":false,\"push\":false,\"triage\":false,\"pull\":true}");
    w.num("network_count", data.forks);
    w.num("subscribers_count", data.stars / 10);
    if (parent) {
        w.raw("parent", extraRepositoryJson(*parent));
        w.raw("source", extraRepositoryJson(*forkSourceOf(repo)));
    }
    w.end();
    return out;
}

QByteArray GitHubTestServer::Private::releaseJson(const ExtraRepo &repo, const ReleaseData &release)
{
    const QString url =
        extraApiUrl(repo) + QStringLiteral("/releases/") + QString::number(release.id);
    const QString tag = QString::fromLatin1(QUrl::toPercentEncoding(release.tagName));
    QByteArray out;
    ObjectWriter w(out);
    w.str("url", url);
    w.str("html_url", extraHtmlUrl(repo) + QStringLiteral("/releases/tag/") + tag);
    w.str("assets_url", url + QStringLiteral("/assets"));
    w.str("upload_url",
          QStringLiteral("https://uploads.github.com/repos/") + repo.fullName()
              + QStringLiteral("/releases/") + QString::number(release.id)
              + QStringLiteral("/assets{?name,label}"));
    w.str("tarball_url", extraApiUrl(repo) + QStringLiteral("/tarball/") + tag);
    w.str("zipball_url", extraApiUrl(repo) + QStringLiteral("/zipball/") + tag);
    w.num("id", release.id);
    w.str("node_id", nodeId("Release", release.id));
    w.str("tag_name", release.tagName);
    w.str("target_commitish", release.targetCommitish);
    w.strOrNull("name", release.name);
    w.boolean("draft", release.draft);
    w.boolean("prerelease", release.prerelease);
    w.boolean("immutable", false);
    w.time("created_at", release.createdAt);
    w.time("published_at", release.draft ? QDateTime() : release.publishedAt);
    w.raw("author", userJson(repo.owner));
    w.raw("assets", "[]");
    w.strOrNull("body", release.body);
    w.end();
    return out;
}

QByteArray GitHubTestServer::Private::gitBlobSha(const QByteArray &content)
{
    const QByteArray blob =
        "blob " + QByteArray::number(content.size()) + QByteArray(1, '\0') + content;
    return QCryptographicHash::hash(blob, QCryptographicHash::Sha1).toHex();
}

QByteArray GitHubTestServer::Private::contentEntryJson(const ExtraRepo &repo, const QString &ref,
                                                       const QString &path,
                                                       const QByteArray *content, bool withContent)
{
    const QString encodedPath = QString::fromLatin1(QUrl::toPercentEncoding(path, "/"));
    const QString name = path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
    const QString selfUrl = extraApiUrl(repo) + QStringLiteral("/contents/") + encodedPath
        + QStringLiteral("?ref=") + ref;
    const QByteArray sha = content
        ? gitBlobSha(*content)
        : QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha1).toHex();
    const QString gitUrl = extraApiUrl(repo)
        + (content ? QStringLiteral("/git/blobs/") : QStringLiteral("/git/trees/"))
        + QString::fromLatin1(sha);
    const QString htmlUrl = extraHtmlUrl(repo)
        + (content ? QStringLiteral("/blob/") : QStringLiteral("/tree/")) + ref + QLatin1Char('/')
        + encodedPath;
    QByteArray out;
    ObjectWriter w(out);
    const bool tooLarge = content && content->size() > 1024 * 1024;
    if (withContent) {
        w.str("type", QStringLiteral("file"));
        w.str("encoding", tooLarge ? QStringLiteral("none") : QStringLiteral("base64"));
        w.num("size", content->size());
        w.str("name", name);
        w.str("path", path);
        QByteArray encoded;
        if (!tooLarge) {
            const QByteArray base64 = content->toBase64();
            for (qsizetype i = 0; i < base64.size(); i += 60)
                encoded += base64.mid(i, 60) + '\n';
        }
        w.str("content", QString::fromLatin1(encoded));
    } else {
        w.str("name", name);
        w.str("path", path);
    }
    w.str("sha", QString::fromLatin1(sha));
    if (!withContent)
        w.num("size", content ? content->size() : 0);
    w.str("url", selfUrl);
    w.str("git_url", gitUrl);
    w.str("html_url", htmlUrl);
    if (content)
        w.str("download_url",
              QStringLiteral("https://raw.githubusercontent.com/") + repo.fullName()
                  + QLatin1Char('/') + ref + QLatin1Char('/') + encodedPath);
    else
        w.null("download_url");
    if (!withContent)
        w.str("type", content ? QStringLiteral("file") : QStringLiteral("dir"));
    QByteArray links;
    ObjectWriter l(links);
    l.str("self", selfUrl);
    l.str("git", gitUrl);
    l.str("html", htmlUrl);
    l.end();
    w.raw("_links", links);
    w.end();
    return out;
}

QByteArray GitHubTestServer::Private::workflowRunJson(const ExtraRepo &repo,
                                                      const WorkflowRunData &run, int runNumber)
{
    const QString url =
        extraApiUrl(repo) + QStringLiteral("/actions/runs/") + QString::number(run.id);
    const qint64 workflowId = 100000 + qint64(fnv1a(run.workflowFile.toUtf8()) % 900000);
    const QByteArray headSeed = QByteArray::number(run.id) + run.headBranch.toUtf8();
    const QByteArray headSha = QCryptographicHash::hash(headSeed, QCryptographicHash::Sha1).toHex();
    QByteArray minimalRepo;
    {
        ObjectWriter r(minimalRepo);
        r.num("id", repo.id);
        r.str("node_id", nodeId("Repository", repo.id));
        r.str("name", repo.name);
        r.str("full_name", repo.fullName());
        r.boolean("private", false);
        r.raw("owner", userJson(repo.owner));
        r.str("html_url", extraHtmlUrl(repo));
        r.strOrNull("description", repo.data.description);
        r.boolean("fork", false);
        r.str("url", extraApiUrl(repo));
        r.end();
    }
    QByteArray headCommit;
    {
        ObjectWriter c(headCommit);
        c.str("id", QString::fromLatin1(headSha));
        c.str("tree_id",
              QString::fromLatin1(
                  QCryptographicHash::hash(headSha, QCryptographicHash::Sha1).toHex()));
        c.str("message", run.displayTitle);
        c.time("timestamp", run.createdAt.addSecs(-30));
        c.raw("author", "{\"name\":\"Octo Cat\",\"email\":\"octocat@github.com\"}");
        c.raw("committer", "{\"name\":\"GitHub\",\"email\":\"noreply@github.com\"}");
        c.end();
    }
    QByteArray out;
    ObjectWriter w(out);
    w.num("id", run.id);
    w.str("name", run.workflowName);
    w.str("node_id", nodeId("WorkflowRun", run.id));
    w.num("check_suite_id", run.id + 7);
    w.str("check_suite_node_id", nodeId("CheckSuite", run.id + 7));
    w.str("head_branch", run.headBranch);
    w.str("head_sha", QString::fromLatin1(headSha));
    w.str("path",
          QStringLiteral(".github/workflows/") + run.workflowFile + QLatin1Char('@')
              + run.headBranch);
    w.num("run_number", runNumber);
    w.str("event", run.event);
    w.str("display_title", run.displayTitle);
    w.str("status", run.status);
    w.strOrNull("conclusion", run.conclusion);
    w.num("workflow_id", workflowId);
    w.str("url", url);
    w.str("html_url",
          extraHtmlUrl(repo) + QStringLiteral("/actions/runs/") + QString::number(run.id));
    w.raw("pull_requests", "[]");
    w.time("created_at", run.createdAt);
    w.time("updated_at",
           run.status == QLatin1String("completed") ? run.createdAt.addSecs(600) : run.createdAt);
    w.raw("actor", userJson(repo.owner));
    w.num("run_attempt", 1);
    w.time("run_started_at", run.createdAt);
    w.raw("triggering_actor", userJson(repo.owner));
    w.str("jobs_url", url + QStringLiteral("/jobs"));
    w.str("logs_url", url + QStringLiteral("/logs"));
    w.str("check_suite_url",
          extraApiUrl(repo) + QStringLiteral("/check-suites/") + QString::number(run.id + 7));
    w.str("artifacts_url", url + QStringLiteral("/artifacts"));
    w.str("cancel_url", url + QStringLiteral("/cancel"));
    w.str("rerun_url", url + QStringLiteral("/rerun"));
    w.str("workflow_url",
          extraApiUrl(repo) + QStringLiteral("/actions/workflows/") + QString::number(workflowId));
    w.raw("head_commit", headCommit);
    w.raw("repository", minimalRepo);
    w.raw("head_repository", minimalRepo);
    w.end();
    return out;
}

GitHubTestServer::Private::Response GitHubTestServer::Private::routeExtra(const Request &req,
                                                                          ExtraRepo &repo,
                                                                          const QStringList &rest,
                                                                          const QUrlQuery &query)
{
    if (!rest.isEmpty()
        && (rest.at(0) == QLatin1String("forks") || rest.at(0) == QLatin1String("git")
            || rest.at(0) == QLatin1String("pulls")))
        return routeGitAndPulls(req, repo, rest, query);
    const bool read = req.method == "GET" || req.method == "HEAD";
    if (!read)
        return notFound();
    const qsizetype n = rest.size();
    if (n == 0)
        return json(200, extraRepositoryJson(repo));

    if (rest.at(0) == QLatin1String("releases")) {
        std::vector<const ReleaseData *> listed;
        for (const ReleaseData &release : repo.releases) {
            if (!release.draft)
                listed.push_back(&release);
        }
        std::stable_sort(
            listed.begin(), listed.end(),
            [](const ReleaseData *a, const ReleaseData *b) { return a->createdAt > b->createdAt; });
        if (n == 1) {
            return paginate(req, query, qsizetype(listed.size()),
                            [&](qsizetype i) { return releaseJson(repo, *listed[size_t(i)]); });
        }
        if (n == 2 && rest.at(1) == QLatin1String("latest")) {
            for (const ReleaseData *release : listed) {
                if (!release->prerelease)
                    return json(200, releaseJson(repo, *release));
            }
            return notFound();
        }
        if (n == 3 && rest.at(1) == QLatin1String("tags")) {
            for (const ReleaseData *release : listed) {
                if (release->tagName == rest.at(2))
                    return json(200, releaseJson(repo, *release));
            }
            return notFound();
        }
        if (n == 2) {
            bool ok = false;
            const qint64 id = rest.at(1).toLongLong(&ok);
            for (const ReleaseData *release : listed) {
                if (ok && release->id == id)
                    return json(200, releaseJson(repo, *release));
            }
        }
        return notFound();
    }
    if (rest.at(0) == QLatin1String("contents"))
        return extraContents(repo, rest.mid(1), query);
    if (n == 1 && rest.at(0) == QLatin1String("commits")) {
        if (repo.emptyGitRepository)
            return json(409, QByteArrayLiteral("{\"message\":\"Git Repository is empty.\"}"));
        const QDateTime since = QDateTime::fromString(
            query.queryItemValue(QStringLiteral("since"), QUrl::FullyDecoded), Qt::ISODate);
        std::vector<const CommitData *> listed;
        for (const CommitData &commit : repo.commits) {
            if (!since.isValid() || commit.date >= since)
                listed.push_back(&commit);
        }
        std::stable_sort(
            listed.begin(), listed.end(),
            [](const CommitData *a, const CommitData *b) { return a->date > b->date; });
        return paginate(req, query, qsizetype(listed.size()), [&](qsizetype i) {
            const CommitData &commit = *listed[size_t(i)];
            const QByteArray sha =
                QCryptographicHash::hash(QByteArray(QByteArray::number(i)
                                                    + commit.authorEmail.toUtf8()
                                                    + commit.date.toString(Qt::ISODate).toUtf8()),
                                         QCryptographicHash::Sha1)
                    .toHex();
            QByteArray author;
            ObjectWriter a(author);
            a.str("name",
                  commit.authorLogin.isEmpty() ? QStringLiteral("Someone") : commit.authorLogin);
            a.str("email", commit.authorEmail);
            a.time("date", commit.date);
            a.end();
            QByteArray inner;
            ObjectWriter c(inner);
            c.raw("author", author);
            c.str("message", QStringLiteral("Change"));
            c.end();
            QByteArray out;
            ObjectWriter w(out);
            w.str("sha", QString::fromLatin1(sha));
            w.raw("commit", inner);
            if (commit.authorLogin.isEmpty()) {
                w.null("author");
            } else {
                QByteArray login;
                ObjectWriter l(login);
                l.str("login", commit.authorLogin);
                l.end();
                w.raw("author", login);
            }
            w.end();
            return out;
        });
    }
    if (rest.at(0) == QLatin1String("actions")) {
        if (n == 2 && rest.at(1) == QLatin1String("runs"))
            return extraRuns(req, repo, QString(), query);
        if (n == 4 && rest.at(1) == QLatin1String("workflows")
            && rest.at(3) == QLatin1String("runs"))
            return extraRuns(req, repo, rest.at(2), query);
    }
    return notFound();
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::extraContents(ExtraRepo &repo, const QStringList &pathSegments,
                                         const QUrlQuery &query)
{
    const QString path = pathSegments.join(QLatin1Char('/'));
    QString ref = queryValue(query, "ref");
    if (ref.isEmpty())
        ref = repo.data.defaultBranch;
    const bool defaultRef = ref == repo.data.defaultBranch;
    auto lookup = [&](const QString &filePath) -> const QByteArray * {
        auto it = repo.files.find({ ref, filePath });
        if (it == repo.files.end() && defaultRef)
            it = repo.files.find({ QString(), filePath });
        return it == repo.files.end() ? nullptr : &it->second;
    };
    if (!path.isEmpty()) {
        if (const QByteArray *content = lookup(path))
            return json(200, contentEntryJson(repo, ref, path, content, true));
    }
    // A directory: the files and folders right below it, sorted by name.
    const QString prefix = path.isEmpty() ? QString() : path + QLatin1Char('/');
    std::map<QString, const QByteArray *> entries; // name -> content (null: folder)
    for (const auto &[key, content] : repo.files) {
        if (!(key.first == ref || (defaultRef && key.first.isEmpty())))
            continue;
        if (!key.second.startsWith(prefix))
            continue;
        const QString remainder = key.second.mid(prefix.size());
        const qsizetype slash = remainder.indexOf(QLatin1Char('/'));
        if (slash < 0)
            entries[remainder] = &content;
        else if (!entries.count(remainder.left(slash)))
            entries[remainder.left(slash)] = nullptr;
    }
    if (entries.empty())
        return notFound();
    QByteArray body = "[";
    bool first = true;
    for (const auto &[entryName, content] : entries) {
        if (!first)
            body += ',';
        first = false;
        body += contentEntryJson(repo, ref, prefix + entryName, content, false);
    }
    body += ']';
    return json(200, body);
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::extraRuns(const Request &req, ExtraRepo &repo,
                                     const QString &workflowFile, const QUrlQuery &query)
{
    const QString branch = queryValue(query, "branch");
    const QString event = queryValue(query, "event");
    const QString status = queryValue(query, "status");
    bool workflowKnown = workflowFile.isEmpty();
    QHash<QString, int> runNumbers; // per workflow, in creation order
    std::vector<std::pair<const WorkflowRunData *, int>> matching;
    std::vector<const WorkflowRunData *> byCreation;
    for (const WorkflowRunData &run : repo.runs)
        byCreation.push_back(&run);
    std::stable_sort(byCreation.begin(), byCreation.end(),
                     [](const WorkflowRunData *a, const WorkflowRunData *b) {
                         return a->createdAt < b->createdAt;
                     });
    for (const WorkflowRunData *run : byCreation) {
        const int number = ++runNumbers[run->workflowFile];
        if (!workflowFile.isEmpty() && run->workflowFile != workflowFile)
            continue;
        workflowKnown = true;
        if (!branch.isEmpty() && run->headBranch != branch)
            continue;
        if (!event.isEmpty() && run->event != event)
            continue;
        if (!status.isEmpty() && run->status != status && run->conclusion != status)
            continue;
        matching.emplace_back(run, number);
    }
    if (!workflowKnown)
        return notFound();
    std::reverse(matching.begin(), matching.end()); // newest first
    Response r = paginate(req, query, qsizetype(matching.size()), [&](qsizetype i) {
        return workflowRunJson(repo, *matching[size_t(i)].first, matching[size_t(i)].second);
    });
    r.body = "{\"total_count\":" + QByteArray::number(qint64(matching.size()))
        + ",\"workflow_runs\":" + r.body + '}';
    return r;
}

} // namespace acp::test

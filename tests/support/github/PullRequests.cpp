// Over 600 lines on purpose: the fork network's object store and the endpoints that share it
// (forks, blobs, trees, commits, refs, pull requests) live in one helper struct; splitting it by
// endpoint is left for when it grows again.
// Forks, the Git data API and pull requests of the repositories set with setRepository(): see
// "Forks, Git data and pull requests" in GitHubTestServer.h.
//
// Objects live in one store that every repository shares (Private::gitBlobs, gitTrees,
// gitCommits), keyed by the sha git itself would give them: blobs, trees and commits are hashed
// over git's encoding. A tree is kept flat (every file below it, by full path); its subtrees are
// stored as trees of their own, so any tree sha a listing shows can be read or built upon.
// Every endpoint here is reached through route() like any other, so faults (CommitThenClose,
// SlowAfterCommit) commit a write before the answer is lost.

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

#include <algorithm>
#include <deque>
#include <functional>
#include <optional>

namespace acp::test {

using namespace github;

namespace {

QString pullsDocUrl(const char *anchor)
{
    return QStringLiteral("https://docs.github.com/rest/") + QLatin1String(anchor);
}

// GitHub's answer to a body that misses a required member.
QString missingMemberMessage(const char *member)
{
    return QStringLiteral("Invalid request.\n\n\"%1\" wasn't supplied.").arg(QLatin1String(member));
}

bool looksLikeGitSha(const QString &text)
{
    if (text.size() != 40)
        return false;
    for (QChar c : text) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9'))
              || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return true;
}

QByteArray hashGitObject(const char *type, const QByteArray &body)
{
    const QByteArray object =
        QByteArray(type) + ' ' + QByteArray::number(body.size()) + QByteArray(1, '\0') + body;
    return QCryptographicHash::hash(object, QCryptographicHash::Sha1).toHex();
}

// git's order of tree entries: bytewise, a subtree's name compared as if it ended in '/'.
bool gitEntryOrderLess(const QByteArray &a, bool aTree, const QByteArray &b, bool bTree)
{
    return (aTree ? a + '/' : a) < (bTree ? b + '/' : b);
}

bool gitPathIsValid(const QString &path)
{
    if (path.isEmpty())
        return false;
    for (const QString &part : path.split(QLatin1Char('/'))) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..")
            || part == QLatin1String(".git"))
            return false;
    }
    return true;
}

// git check-ref-format, roughly: what GitHub refuses as "… is not a valid ref name."
bool gitRefNameIsValid(const QString &ref)
{
    if (ref.endsWith(QLatin1Char('/')) || ref.endsWith(QLatin1String(".lock"))
        || ref.contains(QLatin1String("..")) || ref.contains(QLatin1String("//"))
        || ref.contains(QLatin1String("@{")) || ref.endsWith(QLatin1Char('.')))
        return false;
    for (QChar c : ref) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || QStringLiteral(" ~^:?*[\\").contains(c))
            return false;
    }
    return true;
}

// Lines added and removed, counted as multisets: close to `git diff --numstat` for most edits.
std::pair<int, int> lineChangeCounts(const QByteArray &before, const QByteArray &after)
{
    QHash<QByteArray, int> lines;
    if (!before.isEmpty()) {
        for (const QByteArray &line : before.split('\n'))
            ++lines[line];
    }
    int added = 0;
    if (!after.isEmpty()) {
        for (const QByteArray &line : after.split('\n')) {
            auto it = lines.find(line);
            if (it != lines.end() && *it > 0)
                --*it;
            else
                ++added;
        }
    }
    int removed = 0;
    for (int left : std::as_const(lines))
        removed += left;
    return { added, removed };
}

} // namespace

struct GitHubTestServer::Private::GitAndPulls
{
    Private &p;

    static QString refDoc(const char *anchor)
    {
        return pullsDocUrl("git/refs#") + QLatin1String(anchor);
    }

    // ---- The object store ---------------------------------------------------------------

    QByteArray storeBlob(const QByteArray &content)
    {
        const QByteArray sha = gitBlobSha(content);
        p.gitBlobs.insert(sha, content);
        return sha;
    }

    QByteArray storeTree(const GitTree &files)
    {
        struct Entry
        {
            QByteArray name;
            bool tree = false;
            QByteArray mode;
            QByteArray sha;
        };
        std::vector<Entry> entries;
        std::map<QString, GitTree> folders;
        for (const auto &[path, file] : files) {
            const qsizetype slash = path.indexOf(QLatin1Char('/'));
            if (slash < 0)
                entries.push_back({ path.toUtf8(), false, file.mode, file.sha });
            else
                folders[path.left(slash)][path.mid(slash + 1)] = file;
        }
        for (const auto &[folder, below] : folders)
            entries.push_back(
                { folder.toUtf8(), true, QByteArrayLiteral("40000"), storeTree(below) });
        std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
            return gitEntryOrderLess(a.name, a.tree, b.name, b.tree);
        });
        QByteArray body;
        for (const Entry &entry : entries)
            body += entry.mode + ' ' + entry.name + QByteArray(1, '\0')
                + QByteArray::fromHex(entry.sha);
        const QByteArray sha = hashGitObject("tree", body);
        p.gitTrees.insert(sha, files);
        return sha;
    }

    static QByteArray personLine(const GitPerson &person)
    {
        return person.name.toUtf8() + " <" + person.email.toUtf8() + "> "
            + QByteArray::number(person.date.toSecsSinceEpoch()) + " +0000";
    }

    // Returns the sha; *created tells whether the store did not have it yet.
    QByteArray storeCommit(const GitCommitRec &commit, bool *created = nullptr)
    {
        QByteArray body = "tree " + commit.tree + '\n';
        for (const QByteArray &parent : commit.parents)
            body += "parent " + parent + '\n';
        body += "author " + personLine(commit.author) + '\n';
        body += "committer " + personLine(commit.committer) + '\n';
        body += '\n' + commit.message.toUtf8();
        const QByteArray sha = hashGitObject("commit", body);
        const bool isNew = !p.gitCommits.contains(sha);
        if (isNew)
            p.gitCommits.insert(sha, commit);
        if (created)
            *created = isNew;
        return sha;
    }

    GitTree filesOfCommit(const QByteArray &sha) const
    {
        const auto commit = p.gitCommits.constFind(sha);
        if (commit == p.gitCommits.constEnd())
            return {};
        return p.gitTrees.value(commit->tree);
    }

    // The commit and its ancestors, nearest first.
    std::vector<QByteArray> history(const QByteArray &sha) const
    {
        std::vector<QByteArray> order;
        QSet<QByteArray> seen;
        std::deque<QByteArray> queue { sha };
        while (!queue.empty()) {
            const QByteArray next = queue.front();
            queue.pop_front();
            if (next.isEmpty() || seen.contains(next) || !p.gitCommits.contains(next))
                continue;
            seen.insert(next);
            order.push_back(next);
            for (const QByteArray &parent : p.gitCommits.value(next).parents)
                queue.push_back(parent);
        }
        return order;
    }

    bool isAncestor(const QByteArray &ancestor, const QByteArray &of) const
    {
        const std::vector<QByteArray> all = history(of);
        return std::find(all.begin(), all.end(), ancestor) != all.end();
    }

    // ---- Repositories -------------------------------------------------------------------

    // Turns the files set with setFile() into each branch's first commit, once.
    void seed(ExtraRepo &repo)
    {
        if (repo.gitSeeded)
            return;
        repo.gitSeeded = true;
        std::map<QString, GitTree> branches;
        // ("", path) sorts before ("main", path): a file set on the named default branch wins.
        for (const auto &[key, content] : repo.files) {
            const QString branch = key.first.isEmpty() ? repo.data.defaultBranch : key.first;
            branches[branch][key.second] = { QByteArrayLiteral("100644"), storeBlob(content) };
        }
        for (const auto &[branch, files] : branches) {
            const QString ref = QStringLiteral("refs/heads/") + branch;
            if (repo.refs.count(ref))
                continue;
            GitCommitRec commit;
            commit.tree = storeTree(files);
            commit.message = QStringLiteral("Initial commit");
            commit.author = ownerPerson(
                repo, repo.data.pushedAt.isValid() ? toSeconds(repo.data.pushedAt) : p.clock);
            commit.committer = commit.author;
            repo.refs[ref] = storeCommit(commit);
        }
    }

    static GitPerson ownerPerson(const ExtraRepo &repo, const QDateTime &when)
    {
        return { repo.owner, repo.owner + QStringLiteral("@users.noreply.github.com"), when };
    }

    ExtraRepo *repository(const QString &key)
    {
        const auto it = p.extraRepos.find(key.toLower());
        return it == p.extraRepos.end() || !it->exists ? nullptr : &*it;
    }

    QString networkRoot(const ExtraRepo &repo) const
    {
        const ExtraRepo *current = &repo;
        for (int depth = 0; depth < 100; ++depth) {
            const ExtraRepo *parent = p.forkParentOf(*current);
            if (!parent)
                break;
            current = parent;
        }
        return current->fullName().toLower();
    }

    static bool mayWrite(const ExtraRepo &repo, const QString &login)
    {
        return repo.owner.compare(login, Qt::CaseInsensitive) == 0
            || repo.collaborators.contains(login.toLower());
    }

    // A branch name (or heads/NAME, refs/heads/NAME) or a commit sha; empty when unknown.
    QByteArray commitOf(const ExtraRepo &repo, const QString &ref) const
    {
        const QStringList candidates { QStringLiteral("refs/heads/") + ref,
                                       QStringLiteral("refs/") + ref, ref };
        for (const QString &candidate : candidates) {
            const auto it = repo.refs.find(candidate);
            if (it != repo.refs.end())
                return it->second;
        }
        if (looksLikeGitSha(ref) && p.gitCommits.contains(ref.toLatin1()))
            return ref.toLatin1();
        return {};
    }

    QByteArray branchSha(const ExtraRepo &repo, const QString &branch) const
    {
        const auto it = repo.refs.find(QStringLiteral("refs/heads/") + branch);
        return it == repo.refs.end() ? QByteArray() : it->second;
    }

    // 409 while a fork is being copied, or when the repository has no commits.
    std::optional<Response> unavailable(ExtraRepo &repo, const QString &doc)
    {
        if (repo.gitNotReadyRequests > 0) {
            --repo.gitNotReadyRequests;
            return error(409, QStringLiteral("Git Repository is empty."), doc);
        }
        if (repo.emptyGitRepository || repo.refs.empty())
            return error(409, QStringLiteral("Git Repository is empty."), doc);
        return std::nullopt;
    }

    // ---- JSON ---------------------------------------------------------------------------

    QString api(const ExtraRepo &repo) const { return p.extraApiUrl(repo); }

    QByteArray refJson(const ExtraRepo &repo, const QString &ref, const QByteArray &sha) const
    {
        const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(ref.mid(5), "/"));
        QByteArray object;
        ObjectWriter o(object);
        o.str("sha", QString::fromLatin1(sha));
        o.str("type", QStringLiteral("commit"));
        o.str("url", api(repo) + QStringLiteral("/git/commits/") + QString::fromLatin1(sha));
        o.end();
        QByteArray out;
        ObjectWriter w(out);
        w.str("ref", ref);
        w.str("node_id", nodeId("Ref", qint64(fnv1a((repo.fullName().toLower() + ref).toUtf8()))));
        w.str("url", api(repo) + QStringLiteral("/git/refs/") + encoded);
        w.raw("object", object);
        w.end();
        return out;
    }

    static QByteArray personJson(const GitPerson &person)
    {
        QByteArray out;
        ObjectWriter w(out);
        w.str("name", person.name);
        w.str("email", person.email);
        w.time("date", person.date);
        w.end();
        return out;
    }

    QByteArray commitJson(const ExtraRepo &repo, const QByteArray &sha) const
    {
        const GitCommitRec commit = p.gitCommits.value(sha);
        const QString shaText = QString::fromLatin1(sha);
        QByteArray tree;
        ObjectWriter t(tree);
        t.str("sha", QString::fromLatin1(commit.tree));
        t.str("url", api(repo) + QStringLiteral("/git/trees/") + QString::fromLatin1(commit.tree));
        t.end();
        QByteArray parents = "[";
        for (const QByteArray &parent : commit.parents) {
            if (parents.size() > 1)
                parents += ',';
            ObjectWriter pw(parents);
            pw.str("sha", QString::fromLatin1(parent));
            pw.str("url",
                   api(repo) + QStringLiteral("/git/commits/") + QString::fromLatin1(parent));
            pw.str("html_url",
                   p.extraHtmlUrl(repo) + QStringLiteral("/commit/") + QString::fromLatin1(parent));
            pw.end();
        }
        parents += ']';
        QByteArray out;
        ObjectWriter w(out);
        w.str("sha", shaText);
        w.str("node_id", nodeId("Commit", qint64(fnv1a(sha))));
        w.str("url", api(repo) + QStringLiteral("/git/commits/") + shaText);
        w.str("html_url", p.extraHtmlUrl(repo) + QStringLiteral("/commit/") + shaText);
        w.raw("author", personJson(commit.author));
        w.raw("committer", personJson(commit.committer));
        w.raw("tree", tree);
        w.str("message", commit.message);
        w.raw("parents", parents);
        w.raw("verification",
              "{\"verified\":false,\"reason\":\"unsigned\",\"signature\":null,\"payload\":null,"
              "\"verified_at\":null}");
        w.end();
        return out;
    }

    // The entries right below the tree (with `recursive`, every entry below it, subtrees
    // first as git lists them).
    void appendTreeEntries(QByteArray &list, const ExtraRepo &repo, const GitTree &files,
                           const QString &prefix, bool recursive)
    {
        struct Entry
        {
            QString name;
            bool tree = false;
        };
        std::vector<Entry> entries;
        QSet<QString> folders;
        for (const auto &[path, file] : files) {
            const qsizetype slash = path.indexOf(QLatin1Char('/'));
            if (slash < 0)
                entries.push_back({ path, false });
            else if (!folders.contains(path.left(slash))) {
                folders.insert(path.left(slash));
                entries.push_back({ path.left(slash), true });
            }
        }
        std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
            return gitEntryOrderLess(a.name.toUtf8(), a.tree, b.name.toUtf8(), b.tree);
        });
        for (const Entry &entry : entries) {
            if (list.size() > 1)
                list += ',';
            ObjectWriter w(list);
            w.str("path", prefix + entry.name);
            if (entry.tree) {
                GitTree below;
                const QString folderPrefix = entry.name + QLatin1Char('/');
                for (auto it = files.lower_bound(folderPrefix);
                     it != files.end() && it->first.startsWith(folderPrefix); ++it)
                    below[it->first.mid(folderPrefix.size())] = it->second;
                const QByteArray sha = storeTree(below);
                w.str("mode", QStringLiteral("040000"));
                w.str("type", QStringLiteral("tree"));
                w.str("sha", QString::fromLatin1(sha));
                w.str("url", api(repo) + QStringLiteral("/git/trees/") + QString::fromLatin1(sha));
                w.end();
                if (recursive)
                    appendTreeEntries(list, repo, below, prefix + folderPrefix, true);
            } else {
                const GitTreeFile &file = files.at(entry.name);
                w.str("mode", QString::fromLatin1(file.mode));
                w.str("type", QStringLiteral("blob"));
                w.str("sha", QString::fromLatin1(file.sha));
                w.num("size", p.gitBlobs.value(file.sha).size());
                w.str("url",
                      api(repo) + QStringLiteral("/git/blobs/") + QString::fromLatin1(file.sha));
                w.end();
            }
        }
    }

    QByteArray treeJson(const ExtraRepo &repo, const QByteArray &sha, bool recursive)
    {
        QByteArray list = "[";
        appendTreeEntries(list, repo, p.gitTrees.value(sha), QString(), recursive);
        list += ']';
        QByteArray out;
        ObjectWriter w(out);
        w.str("sha", QString::fromLatin1(sha));
        w.str("url", api(repo) + QStringLiteral("/git/trees/") + QString::fromLatin1(sha));
        w.raw("tree", list);
        w.boolean("truncated", false);
        w.end();
        return out;
    }

    // ---- Routing ------------------------------------------------------------------------

    Response route(const Request &req, ExtraRepo &repo, const QStringList &rest,
                   const QUrlQuery &query)
    {
        seed(repo);
        const bool read = req.method == "GET" || req.method == "HEAD";
        const qsizetype n = rest.size();
        if (rest.at(0) == QLatin1String("forks") && n == 1) {
            if (req.method == "POST")
                return createFork(req, repo.fullName().toLower());
            return read ? listForks(req, repo, query) : notFound();
        }
        if (rest.at(0) == QLatin1String("pulls")) {
            if (n == 1 && read)
                return listPulls(req, repo, query);
            if (n == 1 && req.method == "POST")
                return createPull(req, repo);
            if (n == 2 && read) {
                bool ok = false;
                const int number = rest.at(1).toInt(&ok);
                for (const PullRec &pr : repo.pulls) {
                    if (ok && pr.d.number == number)
                        return json(200, pullJson(repo, pr, true));
                }
                return error(404, QStringLiteral("Not Found"),
                             pullsDocUrl("pulls/pulls#get-a-pull-request"));
            }
            return notFound();
        }
        if (rest.at(0) != QLatin1String("git") || n < 2)
            return notFound();
        const QString &kind = rest.at(1);
        const QString tail = rest.mid(2).join(QLatin1Char('/'));
        QString doc;
        enum class Op {
            GetRef,
            ListRefs,
            MatchingRefs,
            CreateRef,
            UpdateRef,
            DeleteRef,
            GetBlob,
            CreateBlob,
            GetTree,
            CreateTree,
            GetCommit,
            CreateCommit
        } op;
        if (kind == QLatin1String("ref") && n >= 3 && read) {
            op = Op::GetRef;
            doc = refDoc("get-a-reference");
        } else if (kind == QLatin1String("refs") && read) {
            op = Op::ListRefs;
            doc = refDoc("list-matching-references");
        } else if (kind == QLatin1String("matching-refs") && read) {
            op = Op::MatchingRefs;
            doc = refDoc("list-matching-references");
        } else if (kind == QLatin1String("refs") && n == 2 && req.method == "POST") {
            op = Op::CreateRef;
            doc = refDoc("create-a-reference");
        } else if (kind == QLatin1String("refs") && n >= 3 && req.method == "PATCH") {
            op = Op::UpdateRef;
            doc = refDoc("update-a-reference");
        } else if (kind == QLatin1String("refs") && n >= 3 && req.method == "DELETE") {
            op = Op::DeleteRef;
            doc = refDoc("delete-a-reference");
        } else if (kind == QLatin1String("blobs") && n == 3 && read) {
            op = Op::GetBlob;
            doc = pullsDocUrl("git/blobs#get-a-blob");
        } else if (kind == QLatin1String("blobs") && n == 2 && req.method == "POST") {
            op = Op::CreateBlob;
            doc = pullsDocUrl("git/blobs#create-a-blob");
        } else if (kind == QLatin1String("trees") && n >= 3 && read) {
            op = Op::GetTree;
            doc = pullsDocUrl("git/trees#get-a-tree");
        } else if (kind == QLatin1String("trees") && n == 2 && req.method == "POST") {
            op = Op::CreateTree;
            doc = pullsDocUrl("git/trees#create-a-tree");
        } else if (kind == QLatin1String("commits") && n == 3 && read) {
            op = Op::GetCommit;
            doc = pullsDocUrl("git/commits#get-a-commit-object");
        } else if (kind == QLatin1String("commits") && n == 2 && req.method == "POST") {
            op = Op::CreateCommit;
            doc = pullsDocUrl("git/commits#create-a-commit");
        } else {
            return notFound();
        }
        QString login;
        QJsonObject body;
        if (!read) {
            login = p.loginFor(req);
            if (login.isEmpty())
                return unauthenticated();
            if (!mayWrite(repo, login))
                return error(404, QStringLiteral("Not Found"), doc);
        }
        if (const auto busy = unavailable(repo, doc))
            return *busy;
        if (!read && op != Op::DeleteRef) {
            QJsonParseError parseError;
            const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
            if (parseError.error != QJsonParseError::NoError || !document.isObject())
                return badJson(doc);
            body = document.object();
        }
        switch (op) {
        case Op::GetRef: {
            const QString ref = QStringLiteral("refs/") + tail;
            const auto it = repo.refs.find(ref);
            if (it == repo.refs.end())
                return error(404, QStringLiteral("Not Found"), doc);
            return json(200, refJson(repo, ref, it->second));
        }
        case Op::ListRefs:
        case Op::MatchingRefs: {
            const QString prefix =
                tail.isEmpty() ? QStringLiteral("refs/") : QStringLiteral("refs/") + tail;
            // GET …/git/refs/{ref}: the reference itself when it exists, else those it
            // starts (404 when none); …/git/matching-refs/{ref} always lists.
            if (op == Op::ListRefs && !tail.isEmpty()) {
                const auto it = repo.refs.find(prefix);
                if (it != repo.refs.end())
                    return json(200, refJson(repo, prefix, it->second));
            }
            QByteArray list = "[";
            for (auto it = repo.refs.lower_bound(prefix);
                 it != repo.refs.end() && it->first.startsWith(prefix); ++it) {
                if (list.size() > 1)
                    list += ',';
                list += refJson(repo, it->first, it->second);
            }
            list += ']';
            if (op == Op::ListRefs && !tail.isEmpty() && list.size() == 2)
                return error(404, QStringLiteral("Not Found"), doc);
            return json(200, list);
        }
        case Op::CreateRef:
            return createRef(repo, body, doc);
        case Op::UpdateRef:
            return updateRef(repo, QStringLiteral("refs/") + tail, body, doc);
        case Op::DeleteRef: {
            const auto it = repo.refs.find(QStringLiteral("refs/") + tail);
            if (it == repo.refs.end())
                return error(422, QStringLiteral("Reference does not exist"), doc);
            repo.refs.erase(it);
            p.tick();
            Response r;
            r.status = 204;
            return r;
        }
        case Op::GetBlob: {
            const QByteArray sha = tail.toLatin1();
            const auto blob = p.gitBlobs.constFind(sha);
            if (!looksLikeGitSha(tail) || blob == p.gitBlobs.constEnd())
                return error(404, QStringLiteral("Not Found"), doc);
            QByteArray encoded;
            const QByteArray base64 = blob->toBase64();
            for (qsizetype i = 0; i < base64.size(); i += 60)
                encoded += base64.mid(i, 60) + '\n';
            QByteArray out;
            ObjectWriter w(out);
            w.str("sha", tail);
            w.str("node_id", nodeId("Blob", qint64(fnv1a(sha))));
            w.num("size", blob->size());
            w.str("url", api(repo) + QStringLiteral("/git/blobs/") + tail);
            w.str("content", QString::fromLatin1(encoded));
            w.str("encoding", QStringLiteral("base64"));
            w.end();
            return json(200, out);
        }
        case Op::CreateBlob:
            return createBlob(repo, body, doc);
        case Op::GetTree: {
            // A tree sha, or a commit sha or branch name standing for its tree.
            QByteArray sha = tail.toLatin1();
            if (!p.gitTrees.contains(sha)) {
                const QByteArray commit = commitOf(repo, tail);
                sha = commit.isEmpty() ? QByteArray() : p.gitCommits.value(commit).tree;
            }
            if (sha.isEmpty() || !p.gitTrees.contains(sha))
                return error(404, QStringLiteral("Not Found"), doc);
            const QString recursive = queryValue(query, "recursive");
            return json(200,
                        treeJson(repo, sha,
                                 !recursive.isEmpty() && recursive != QLatin1String("0")
                                     && recursive != QLatin1String("false")));
        }
        case Op::CreateTree:
            return createTree(repo, body, doc);
        case Op::GetCommit: {
            if (!looksLikeGitSha(tail) || !p.gitCommits.contains(tail.toLatin1()))
                return error(404, QStringLiteral("Not Found"), doc);
            return json(200, commitJson(repo, tail.toLatin1()));
        }
        case Op::CreateCommit:
            return createCommit(repo, body, login, doc);
        }
        return notFound();
    }

    // ---- Forks --------------------------------------------------------------------------

    Response createFork(const Request &req, const QString &upstreamKey)
    {
        const QString doc = pullsDocUrl("repos/forks#create-a-fork");
        const QString login = p.loginFor(req);
        if (login.isEmpty())
            return unauthenticated();
        QJsonObject body;
        if (!req.body.trimmed().isEmpty()) {
            QJsonParseError parseError;
            const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
            if (parseError.error != QJsonParseError::NoError || !document.isObject())
                return badJson(doc);
            body = document.object();
        }
        ExtraRepo *upstream = repository(upstreamKey);
        const QString organization = body.value(QStringLiteral("organization")).toString();
        const QString forkOwner = organization.isEmpty() ? login : organization;
        const QString requestedName = body.value(QStringLiteral("name")).toString();
        const QString baseName = requestedName.isEmpty() ? upstream->name : requestedName;
        const bool defaultBranchOnly =
            body.value(QStringLiteral("default_branch_only")).toBool(false);

        // One fork per account and network: asking again answers the fork there is.
        const QString root = networkRoot(*upstream);
        for (auto it = p.extraRepos.begin(); it != p.extraRepos.end(); ++it) {
            if (it->exists && !it->forkParent.isEmpty()
                && it->owner.compare(forkOwner, Qt::CaseInsensitive) == 0
                && networkRoot(*it) == root)
                return json(202, p.extraRepositoryJson(*it));
        }
        // A name the account already uses for something else: GitHub appends -1, -2, …
        const auto taken = [&](const QString &candidate) {
            const QString key = (forkOwner + QLatin1Char('/') + candidate).toLower();
            return repository(key) != nullptr || key == p.fullName().toLower();
        };
        QString forkName = baseName;
        for (int suffix = 1; taken(forkName); ++suffix)
            forkName = baseName + QLatin1Char('-') + QString::number(suffix);

        const ExtraRepo source = *upstream; // extraRepo() below may move the upstream
        const QDateTime now = p.tick();
        ExtraRepo &fork = p.extraRepo(forkOwner + QLatin1Char('/') + forkName);
        fork.data = RepositoryData();
        fork.data.description = source.data.description;
        fork.data.licenseSpdx = source.data.licenseSpdx;
        fork.data.licenseName = source.data.licenseName;
        fork.data.language = source.data.language;
        fork.data.homepage = source.data.homepage;
        fork.data.defaultBranch = source.data.defaultBranch;
        fork.data.createdAt = now;
        fork.data.pushedAt = source.data.pushedAt.isValid() ? source.data.pushedAt : now;
        const QString defaultRef = QStringLiteral("refs/heads/") + source.data.defaultBranch;
        for (const auto &[ref, sha] : source.refs) {
            if (!defaultBranchOnly || ref == defaultRef)
                fork.refs[ref] = sha;
        }
        for (const auto &[key, content] : source.files) {
            if (!defaultBranchOnly || key.first.isEmpty() || key.first == source.data.defaultBranch)
                fork.files[key] = content;
        }
        fork.gitSeeded = true;
        fork.forkParent = upstreamKey;
        fork.gitNotReadyRequests = p.forkReadyAfterRequests;
        ++p.forksCreated;
        repository(upstreamKey)->data.forks += 1;
        Response r = json(202, p.extraRepositoryJson(fork));
        return r;
    }

    Response listForks(const Request &req, const ExtraRepo &repo, const QUrlQuery &query)
    {
        const QString key = repo.fullName().toLower();
        std::vector<const ExtraRepo *> forks;
        for (const ExtraRepo &candidate : std::as_const(p.extraRepos)) {
            if (candidate.exists && candidate.forkParent == key)
                forks.push_back(&candidate);
        }
        const bool oldest = queryValue(query, "sort") == QLatin1String("oldest");
        std::sort(forks.begin(), forks.end(), [&](const ExtraRepo *a, const ExtraRepo *b) {
            if (a->data.createdAt != b->data.createdAt)
                return oldest ? a->data.createdAt < b->data.createdAt
                              : a->data.createdAt > b->data.createdAt;
            return oldest ? a->id < b->id : a->id > b->id;
        });
        return p.paginate(req, query, qsizetype(forks.size()),
                          [&](qsizetype i) { return p.extraRepositoryJson(*forks[size_t(i)]); });
    }

    // ---- Git data writes ----------------------------------------------------------------

    Response createBlob(const ExtraRepo &repo, const QJsonObject &body, const QString &doc)
    {
        const QJsonValue content = body.value(QStringLiteral("content"));
        if (!content.isString())
            return error(422, missingMemberMessage("content"), doc);
        const QString encoding = body.value(QStringLiteral("encoding")).toString();
        QByteArray bytes;
        if (encoding.isEmpty() || encoding == QLatin1String("utf-8")) {
            bytes = content.toString().toUtf8();
        } else if (encoding == QLatin1String("base64")) {
            QByteArray text = content.toString().toLatin1();
            text.replace('\n', QByteArray()).replace('\r', QByteArray());
            const auto decoded =
                QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded)
                return validationFailed(QStringLiteral("Blob"), QStringLiteral("content"),
                                        QStringLiteral("invalid"), doc);
            bytes = *decoded;
        } else {
            return validationFailed(QStringLiteral("Blob"), QStringLiteral("encoding"),
                                    QStringLiteral("invalid"), doc);
        }
        const QByteArray sha = storeBlob(bytes);
        const QString url = api(repo) + QStringLiteral("/git/blobs/") + QString::fromLatin1(sha);
        QByteArray out;
        ObjectWriter w(out);
        w.str("url", url);
        w.str("sha", QString::fromLatin1(sha));
        w.end();
        Response r = json(201, out);
        r.setHeader("Location", url.toUtf8());
        return r;
    }

    static void putTreeFile(GitTree &files, const QString &path, const GitTreeFile &file)
    {
        // A file replaces a folder of that name, and the files that were its folders.
        const QString folderPrefix = path + QLatin1Char('/');
        for (auto it = files.lower_bound(folderPrefix);
             it != files.end() && it->first.startsWith(folderPrefix);)
            it = files.erase(it);
        for (qsizetype slash = path.indexOf(QLatin1Char('/')); slash >= 0;
             slash = path.indexOf(QLatin1Char('/'), slash + 1))
            files.erase(path.left(slash));
        files[path] = file;
    }

    Response createTree(const ExtraRepo &repo, const QJsonObject &body, const QString &doc)
    {
        const QJsonValue entries = body.value(QStringLiteral("tree"));
        if (!entries.isArray())
            return error(422, missingMemberMessage("tree"), doc);
        GitTree files;
        const QJsonValue baseTree = body.value(QStringLiteral("base_tree"));
        if (baseTree.isString()) {
            const auto base = p.gitTrees.constFind(baseTree.toString().toLatin1());
            if (base == p.gitTrees.constEnd())
                return error(422, QStringLiteral("base_tree is not a valid tree oid"), doc);
            files = *base;
        }
        static const QStringList blobModes { QStringLiteral("100644"), QStringLiteral("100755"),
                                             QStringLiteral("120000") };
        for (const QJsonValue &value : entries.toArray()) {
            const QJsonObject entry = value.toObject();
            const QString path = entry.value(QStringLiteral("path")).toString();
            const QString mode = entry.value(QStringLiteral("mode")).toString();
            const QString type = entry.value(QStringLiteral("type")).toString();
            const QJsonValue sha = entry.value(QStringLiteral("sha"));
            const QJsonValue content = entry.value(QStringLiteral("content"));
            if (!gitPathIsValid(path))
                return error(422, QStringLiteral("tree.path contains a malformed path component"),
                             doc);
            const bool isTree = type == QLatin1String("tree");
            if (!(isTree ? mode == QLatin1String("040000")
                         : type == QLatin1String("blob") && blobModes.contains(mode)))
                return validationFailed(QStringLiteral("Tree"), QStringLiteral("mode"),
                                        QStringLiteral("invalid"), doc);
            const bool hasSha = entry.contains(QStringLiteral("sha"));
            if (hasSha == content.isString()) // neither, or both
                return error(422,
                             QStringLiteral("Must supply either tree.sha or tree.content. "
                                            "Request will be rejected if both are present."),
                             doc);
            const QString folderPrefix = path + QLatin1Char('/');
            if (hasSha && sha.isNull()) { // deletion: GitHub fails when there is nothing to delete
                bool removed = files.erase(path) > 0;
                if (isTree) {
                    for (auto it = files.lower_bound(folderPrefix);
                         it != files.end() && it->first.startsWith(folderPrefix);) {
                        it = files.erase(it);
                        removed = true;
                    }
                }
                if (!removed)
                    return error(422, QStringLiteral("GitRPC::BadObjectState"), doc);
                continue;
            }
            if (content.isString()) {
                if (isTree)
                    return validationFailed(QStringLiteral("Tree"), QStringLiteral("type"),
                                            QStringLiteral("invalid"), doc);
                putTreeFile(files, path,
                            { mode.toLatin1(), storeBlob(content.toString().toUtf8()) });
                continue;
            }
            const QByteArray objectSha = sha.toString().toLatin1();
            if (isTree) {
                const auto subtree = p.gitTrees.constFind(objectSha);
                if (subtree == p.gitTrees.constEnd())
                    return error(
                        422, QStringLiteral("tree.sha %1 is not a valid tree").arg(sha.toString()),
                        doc);
                const GitTree below = *subtree;
                putTreeFile(files, path, {}); // clears the place for the folder
                files.erase(path);
                for (const auto &[subPath, file] : below)
                    files[folderPrefix + subPath] = file;
                continue;
            }
            if (!p.gitBlobs.contains(objectSha))
                return error(422,
                             QStringLiteral("tree.sha %1 is not a valid blob").arg(sha.toString()),
                             doc);
            putTreeFile(files, path, { mode.toLatin1(), objectSha });
        }
        const QByteArray sha = storeTree(files);
        Response r = json(201, treeJson(repo, sha, false));
        r.setHeader(
            "Location",
            (api(repo) + QStringLiteral("/git/trees/") + QString::fromLatin1(sha)).toUtf8());
        return r;
    }

    // Reads an author or committer; `fallback` when absent. False (and *message) when invalid.
    static bool readPerson(const QJsonValue &value, const GitPerson &fallback,
                           const std::function<QDateTime()> &now, GitPerson *out, QString *message)
    {
        if (value.isUndefined() || value.isNull()) {
            *out = fallback;
            return true;
        }
        const QJsonObject object = value.toObject();
        for (const char *member : { "name", "email" }) {
            if (!object.value(QLatin1String(member)).isString()) {
                *message = missingMemberMessage(member);
                return false;
            }
        }
        out->name = object.value(QStringLiteral("name")).toString();
        out->email = object.value(QStringLiteral("email")).toString();
        const QJsonValue date = object.value(QStringLiteral("date"));
        if (date.isString()) {
            out->date = parseTimestamp(date.toString());
            if (!out->date.isValid()) {
                *message = QStringLiteral("Invalid request.\n\n\"%1\" is not a valid date-time.")
                               .arg(date.toString());
                return false;
            }
        } else {
            out->date = now();
        }
        return true;
    }

    Response createCommit(const ExtraRepo &repo, const QJsonObject &body, const QString &login,
                          const QString &doc)
    {
        const QJsonValue message = body.value(QStringLiteral("message"));
        if (!message.isString())
            return error(422, missingMemberMessage("message"), doc);
        const QJsonValue tree = body.value(QStringLiteral("tree"));
        if (!tree.isString())
            return error(422, missingMemberMessage("tree"), doc);
        GitCommitRec commit;
        commit.message = message.toString();
        commit.tree = tree.toString().toLatin1();
        if (!p.gitTrees.contains(commit.tree)) {
            if (p.gitCommits.contains(commit.tree) || p.gitBlobs.contains(commit.tree))
                return error(422, QStringLiteral("Tree SHA is not a tree object"), doc);
            return error(422, QStringLiteral("Tree SHA does not exist"), doc);
        }
        for (const QJsonValue &parent : body.value(QStringLiteral("parents")).toArray()) {
            const QByteArray sha = parent.toString().toLatin1();
            if (!p.gitCommits.contains(sha))
                return error(422,
                             QStringLiteral("Parent SHA does not exist or is not a commit object"),
                             doc);
            commit.parents.append(sha);
        }
        QDateTime now;
        const std::function<QDateTime()> clockNow = [&] {
            if (!now.isValid())
                now = p.tick();
            return now;
        };
        QString problem;
        // The author defaults to the authenticated user, now; the committer to the author.
        GitPerson user {
            login, QStringLiteral("%1+%2@users.noreply.github.com").arg(p.userId(login)).arg(login),
            QDateTime()
        };
        const QJsonValue authorValue = body.value(QStringLiteral("author"));
        if (authorValue.isUndefined() || authorValue.isNull())
            user.date = clockNow();
        if (!readPerson(authorValue, user, clockNow, &commit.author, &problem)
            || !readPerson(body.value(QStringLiteral("committer")), commit.author, clockNow,
                           &commit.committer, &problem))
            return error(422, problem, doc);
        bool created = false;
        const QByteArray sha = storeCommit(commit, &created);
        if (created)
            ++p.commitsCreated;
        Response r = json(201, commitJson(repo, sha));
        r.setHeader(
            "Location",
            (api(repo) + QStringLiteral("/git/commits/") + QString::fromLatin1(sha)).toUtf8());
        return r;
    }

    Response createRef(ExtraRepo &repo, const QJsonObject &body, const QString &doc)
    {
        const QJsonValue refValue = body.value(QStringLiteral("ref"));
        if (!refValue.isString())
            return error(422, missingMemberMessage("ref"), doc);
        const QJsonValue shaValue = body.value(QStringLiteral("sha"));
        if (!shaValue.isString())
            return error(422, missingMemberMessage("sha"), doc);
        const QString ref = refValue.toString();
        if (!ref.startsWith(QLatin1String("refs/")) || ref.count(QLatin1Char('/')) < 2)
            return error(
                422,
                QStringLiteral("Reference name must contain at least three slash-separated "
                               "components."),
                doc);
        if (!gitRefNameIsValid(ref))
            return error(422, QStringLiteral("%1 is not a valid ref name.").arg(ref), doc);
        const QByteArray sha = shaValue.toString().toLatin1();
        if (!p.gitCommits.contains(sha))
            return error(422, QStringLiteral("Object does not exist"), doc);
        if (repo.refs.count(ref))
            return error(422, QStringLiteral("Reference already exists"), doc);
        repo.refs[ref] = sha;
        ++p.refsCreated;
        p.tick();
        Response r = json(201, refJson(repo, ref, sha));
        r.setHeader("Location", (api(repo) + QStringLiteral("/git/refs/") + ref.mid(5)).toUtf8());
        return r;
    }

    Response updateRef(ExtraRepo &repo, const QString &ref, const QJsonObject &body,
                       const QString &doc)
    {
        const auto it = repo.refs.find(ref);
        if (it == repo.refs.end())
            return error(422, QStringLiteral("Reference does not exist"), doc);
        const QJsonValue shaValue = body.value(QStringLiteral("sha"));
        if (!shaValue.isString())
            return error(422, missingMemberMessage("sha"), doc);
        const QByteArray sha = shaValue.toString().toLatin1();
        if (!p.gitCommits.contains(sha))
            return error(422, QStringLiteral("Object does not exist"), doc);
        const bool force = body.value(QStringLiteral("force")).toBool(false);
        if (!force && !isAncestor(it->second, sha))
            return error(422, QStringLiteral("Update is not a fast forward"), doc);
        it->second = sha;
        p.tick();
        return json(200, refJson(repo, ref, sha));
    }

    // ---- Pull requests ------------------------------------------------------------------

    // The repository of `head` ("login:branch", or "branch" in `base`) in base's network.
    ExtraRepo *headRepository(ExtraRepo &base, const QString &head, QString *branch)
    {
        const qsizetype colon = head.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            *branch = head;
            return &base;
        }
        const QString login = head.left(colon);
        *branch = head.mid(colon + 1);
        if (base.owner.compare(login, Qt::CaseInsensitive) == 0)
            return &base;
        const QString root = networkRoot(base);
        for (auto it = p.extraRepos.begin(); it != p.extraRepos.end(); ++it) {
            if (it->exists && it->owner.compare(login, Qt::CaseInsensitive) == 0
                && networkRoot(*it) == root) {
                seed(*it);
                return &*it;
            }
        }
        return nullptr;
    }

    QByteArray currentHeadSha(const PullRec &pr)
    {
        if (pr.d.state == QLatin1String("open")) {
            if (const ExtraRepo *head = repository(pr.headRepo)) {
                const QByteArray sha = branchSha(*head, pr.headRef);
                if (!sha.isEmpty())
                    return sha;
            }
        }
        return pr.headSha;
    }

    QByteArray currentBaseSha(const ExtraRepo &repo, const PullRec &pr) const
    {
        if (pr.d.state == QLatin1String("open")) {
            const QByteArray sha = branchSha(repo, pr.d.base);
            if (!sha.isEmpty())
                return sha;
        }
        return pr.baseSha;
    }

    static Response pullRequestRefused(const QString &message, const QString &doc)
    {
        const QJsonObject detail { { QStringLiteral("resource"), QStringLiteral("PullRequest") },
                                   { QStringLiteral("code"), QStringLiteral("custom") },
                                   { QStringLiteral("message"), message } };
        const QJsonObject object { { QStringLiteral("message"),
                                     QStringLiteral("Validation Failed") },
                                   { QStringLiteral("errors"), QJsonArray { detail } },
                                   { QStringLiteral("documentation_url"), doc },
                                   { QStringLiteral("status"), QStringLiteral("422") } };
        return json(422, compactJson(object));
    }

    Response createPull(const Request &req, ExtraRepo &repo)
    {
        const QString doc = pullsDocUrl("pulls/pulls#create-a-pull-request");
        const QString login = p.loginFor(req);
        if (login.isEmpty())
            return unauthenticated();
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject())
            return badJson(doc);
        const QJsonObject body = document.object();
        const QString resource = QStringLiteral("PullRequest");
        for (const char *member : { "title", "head", "base" }) {
            const QJsonValue value = body.value(QLatin1String(member));
            if (!value.isString() || value.toString().isEmpty())
                return validationFailed(resource, QLatin1String(member),
                                        QStringLiteral("missing_field"), doc);
        }
        const QString base = body.value(QStringLiteral("base")).toString();
        const QString head = body.value(QStringLiteral("head")).toString();
        const QByteArray baseSha = branchSha(repo, base);
        if (baseSha.isEmpty())
            return validationFailed(resource, QStringLiteral("base"), QStringLiteral("invalid"),
                                    doc);
        QString headRef;
        const QString repoKey = repo.fullName().toLower();
        ExtraRepo *headRepo = headRepository(repo, head, &headRef);
        const QByteArray headSha = headRepo ? branchSha(*headRepo, headRef) : QByteArray();
        if (headSha.isEmpty())
            return validationFailed(resource, QStringLiteral("head"), QStringLiteral("invalid"),
                                    doc);
        const QString headKey = headRepo->fullName().toLower();
        const QString label = headRepo->owner + QLatin1Char(':') + headRef;
        for (const PullRec &existing : repo.pulls) {
            if (existing.d.state == QLatin1String("open") && existing.headRepo == headKey
                && existing.headRef == headRef && existing.d.base == base)
                return pullRequestRefused(
                    QStringLiteral("A pull request already exists for %1.").arg(label), doc);
        }
        if (isAncestor(headSha, baseSha))
            return pullRequestRefused(
                QStringLiteral("No commits between %1 and %2").arg(base, headRef), doc);

        PullRec pr;
        pr.id = p.nextPullId++;
        pr.d.number = repo.nextPullNumber++;
        pr.d.title = body.value(QStringLiteral("title")).toString();
        pr.d.body = body.value(QStringLiteral("body")).toString();
        pr.d.head = label;
        pr.d.base = base;
        pr.d.draft = body.value(QStringLiteral("draft")).toBool(false);
        pr.d.author = login;
        pr.headRepo = headKey;
        pr.headRef = headRef;
        pr.headSha = headSha;
        pr.baseSha = baseSha;
        pr.maintainerCanModify =
            body.value(QStringLiteral("maintainer_can_modify")).toBool(true) && headKey != repoKey;
        pr.createdAt = p.tick();
        pr.updatedAt = pr.createdAt;
        repo.pulls.push_back(pr);
        Response r = json(201, pullJson(repo, repo.pulls.back(), true));
        r.setHeader(
            "Location",
            (api(repo) + QStringLiteral("/pulls/") + QString::number(pr.d.number)).toUtf8());
        return r;
    }

    Response listPulls(const Request &req, ExtraRepo &repo, const QUrlQuery &query)
    {
        QString state = queryValue(query, "state");
        if (state.isEmpty())
            state = QStringLiteral("open");
        if (state != QLatin1String("open") && state != QLatin1String("closed")
            && state != QLatin1String("all"))
            return validationFailed(QStringLiteral("PullRequest"), QStringLiteral("state"),
                                    QStringLiteral("invalid"),
                                    pullsDocUrl("pulls/pulls#list-pull-requests"));
        QString head = queryValue(query, "head");
        if (!head.isEmpty() && !head.contains(QLatin1Char(':')))
            head = repo.owner + QLatin1Char(':') + head;
        const QString base = queryValue(query, "base");
        const bool byUpdate = queryValue(query, "sort") == QLatin1String("updated");
        const QString direction = queryValue(query, "direction");
        const bool ascending = direction == QLatin1String("asc");
        std::vector<const PullRec *> listed;
        for (const PullRec &pr : repo.pulls) {
            if (state != QLatin1String("all") && pr.d.state != state)
                continue;
            if (!head.isEmpty() && pr.d.head.compare(head, Qt::CaseInsensitive) != 0)
                continue;
            if (!base.isEmpty() && pr.d.base != base)
                continue;
            listed.push_back(&pr);
        }
        std::stable_sort(listed.begin(), listed.end(), [&](const PullRec *a, const PullRec *b) {
            const QDateTime ka = byUpdate ? a->updatedAt : a->createdAt;
            const QDateTime kb = byUpdate ? b->updatedAt : b->createdAt;
            if (ka != kb)
                return ascending ? ka < kb : ka > kb;
            return ascending ? a->d.number < b->d.number : a->d.number > b->d.number;
        });
        return p.paginate(req, query, qsizetype(listed.size()),
                          [&](qsizetype i) { return pullJson(repo, *listed[size_t(i)], false); });
    }

    QByteArray branchJson(const ExtraRepo *repo, const QString &owner, const QString &ref,
                          const QByteArray &sha)
    {
        QByteArray out;
        ObjectWriter w(out);
        w.str("label", owner + QLatin1Char(':') + ref);
        w.str("ref", ref);
        w.str("sha", QString::fromLatin1(sha));
        w.raw("user", p.userJson(owner));
        if (repo)
            w.raw("repo", p.extraRepositoryJson(*repo));
        else
            w.null("repo");
        w.end();
        return out;
    }

    // `full`: the single pull request's fields (merged, mergeable, commits, changed_files…),
    // which listings leave out.
    QByteArray pullJson(const ExtraRepo &repo, const PullRec &pr, bool full)
    {
        const QString url = api(repo) + QStringLiteral("/pulls/") + QString::number(pr.d.number);
        const QString html =
            p.extraHtmlUrl(repo) + QStringLiteral("/pull/") + QString::number(pr.d.number);
        const QString issueUrl =
            api(repo) + QStringLiteral("/issues/") + QString::number(pr.d.number);
        const QByteArray headSha = currentHeadSha(pr);
        const QByteArray baseSha = currentBaseSha(repo, pr);
        const QString headShaText = QString::fromLatin1(headSha);
        const ExtraRepo *headRepo = repository(pr.headRepo);
        const QString headOwner = pr.d.head.left(pr.d.head.indexOf(QLatin1Char(':')));
        const bool open = pr.d.state == QLatin1String("open");

        QByteArray links;
        {
            ObjectWriter l(links);
            const auto link = [&](const char *name, const QString &target) {
                QByteArray object;
                ObjectWriter o(object);
                o.str("href", target);
                o.end();
                l.raw(name, object);
            };
            link("self", url);
            link("html", html);
            link("issue", issueUrl);
            link("comments", issueUrl + QStringLiteral("/comments"));
            link("review_comments", url + QStringLiteral("/comments"));
            link("review_comment", api(repo) + QStringLiteral("/pulls/comments{/number}"));
            link("commits", url + QStringLiteral("/commits"));
            link("statuses", api(repo) + QStringLiteral("/statuses/") + headShaText);
            l.end();
        }

        QByteArray out;
        ObjectWriter w(out);
        w.str("url", url);
        w.num("id", pr.id);
        w.str("node_id", nodeId("PullRequest", pr.id));
        w.str("html_url", html);
        w.str("diff_url", html + QStringLiteral(".diff"));
        w.str("patch_url", html + QStringLiteral(".patch"));
        w.str("issue_url", issueUrl);
        w.num("number", pr.d.number);
        w.str("state", pr.d.state);
        w.boolean("locked", false);
        w.str("title", pr.d.title);
        w.raw("user", p.userJson(pr.d.author));
        w.strOrNull("body", pr.d.body);
        w.time("created_at", pr.createdAt);
        w.time("updated_at", pr.updatedAt);
        w.time("closed_at", pr.closedAt);
        w.time("merged_at", pr.mergedAt);
        if (pr.d.merged)
            w.str("merge_commit_sha", headShaText);
        else
            w.null("merge_commit_sha");
        w.null("assignee");
        w.raw("assignees", "[]");
        w.raw("requested_reviewers", "[]");
        w.raw("requested_teams", "[]");
        w.raw("labels", "[]");
        w.null("milestone");
        w.boolean("draft", pr.d.draft);
        w.str("commits_url", url + QStringLiteral("/commits"));
        w.str("review_comments_url", url + QStringLiteral("/comments"));
        w.str("review_comment_url", api(repo) + QStringLiteral("/pulls/comments{/number}"));
        w.str("comments_url", issueUrl + QStringLiteral("/comments"));
        w.str("statuses_url", api(repo) + QStringLiteral("/statuses/") + headShaText);
        w.raw("head", branchJson(headRepo, headOwner, pr.headRef, headSha));
        w.raw("base", branchJson(&repo, repo.owner, pr.d.base, baseSha));
        w.raw("_links", links);
        w.str("author_association", p.association(pr.d.author));
        w.null("auto_merge");
        w.null("active_lock_reason");
        if (full) {
            // What the pull request brings: its commits since the merge base, and the files
            // they change.
            const std::vector<QByteArray> headHistory = history(headSha);
            const std::vector<QByteArray> baseHistory = history(baseSha);
            const QSet<QByteArray> inBase(baseHistory.begin(), baseHistory.end());
            int commits = 0;
            QByteArray mergeBase;
            for (const QByteArray &sha : headHistory) {
                if (!inBase.contains(sha))
                    ++commits;
                else if (mergeBase.isEmpty())
                    mergeBase = sha;
            }
            if (pr.d.merged)
                commits = std::max(commits, 1);
            const GitTree before = filesOfCommit(mergeBase);
            const GitTree after = filesOfCommit(headSha);
            int changedFiles = 0;
            int additions = 0;
            int deletions = 0;
            QSet<QString> paths;
            for (const auto &[path, file] : before)
                paths.insert(path);
            for (const auto &[path, file] : after)
                paths.insert(path);
            for (const QString &path : std::as_const(paths)) {
                const auto was = before.find(path);
                const auto is = after.find(path);
                const QByteArray oldSha = was == before.end() ? QByteArray() : was->second.sha;
                const QByteArray newSha = is == after.end() ? QByteArray() : is->second.sha;
                if (oldSha == newSha)
                    continue;
                ++changedFiles;
                const auto [added, removed] =
                    lineChangeCounts(p.gitBlobs.value(oldSha), p.gitBlobs.value(newSha));
                additions += added;
                deletions += removed;
            }
            w.boolean("merged", pr.d.merged);
            if (open)
                w.boolean("mergeable", true);
            else
                w.null("mergeable");
            if (open)
                w.boolean("rebaseable", true);
            else
                w.null("rebaseable");
            w.str("mergeable_state", open ? QStringLiteral("clean") : QStringLiteral("unknown"));
            if (pr.d.merged)
                w.raw("merged_by", p.userJson(repo.owner));
            else
                w.null("merged_by");
            w.num("comments", 0);
            w.num("review_comments", 0);
            w.boolean("maintainer_can_modify", pr.maintainerCanModify);
            w.num("commits", commits);
            w.num("additions", additions);
            w.num("deletions", deletions);
            w.num("changed_files", changedFiles);
        }
        w.end();
        return out;
    }

    PullRec *pull(const QString &fullNameText, int number, ExtraRepo **repoOut)
    {
        ExtraRepo *repo = repository(fullNameText);
        if (!repo)
            return nullptr;
        for (PullRec &pr : repo->pulls) {
            if (pr.d.number == number) {
                *repoOut = repo;
                return &pr;
            }
        }
        return nullptr;
    }

    void closePull(ExtraRepo &repo, PullRec &pr, bool merge)
    {
        if (pr.d.state != QLatin1String("open"))
            return;
        pr.headSha = currentHeadSha(pr);
        pr.baseSha = currentBaseSha(repo, pr);
        const QDateTime now = p.tick();
        pr.d.state = QStringLiteral("closed");
        pr.closedAt = now;
        pr.updatedAt = now;
        if (merge) {
            pr.d.merged = true;
            pr.mergedAt = now;
            repo.refs[QStringLiteral("refs/heads/") + pr.d.base] = pr.headSha;
        }
    }
};

GitHubTestServer::Private::Response
GitHubTestServer::Private::routeGitAndPulls(const Request &req, ExtraRepo &repo,
                                            const QStringList &rest, const QUrlQuery &query)
{
    return GitAndPulls { *this }.route(req, repo, rest, query);
}

const GitHubTestServer::Private::ExtraRepo *
GitHubTestServer::Private::forkParentOf(const ExtraRepo &repo) const
{
    if (repo.forkParent.isEmpty())
        return nullptr;
    const auto it = extraRepos.constFind(repo.forkParent);
    return it == extraRepos.constEnd() || !it->exists ? nullptr : &*it;
}

const GitHubTestServer::Private::ExtraRepo *
GitHubTestServer::Private::forkSourceOf(const ExtraRepo &repo) const
{
    const ExtraRepo *current = &repo;
    for (int depth = 0; depth < 100; ++depth) {
        const ExtraRepo *parent = forkParentOf(*current);
        if (!parent)
            break;
        current = parent;
    }
    return current;
}

// ---- The public interface ---------------------------------------------------------------

void GitHubTestServer::setGitFiles(const QString &fullName, const QMap<QString, QByteArray> &files,
                                   const QString &branch)
{
    Private::ExtraRepo &repo = d->extraRepo(fullName);
    Private::GitAndPulls git { *d };
    git.seed(repo);
    const QString target = branch.isEmpty() ? repo.data.defaultBranch : branch;
    Private::GitTree tree;
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        tree[it.key()] = { QByteArrayLiteral("100644"), git.storeBlob(it.value()) };
    Private::GitCommitRec commit;
    commit.tree = git.storeTree(tree);
    const QString ref = QStringLiteral("refs/heads/") + target;
    if (const auto head = repo.refs.find(ref); head != repo.refs.end())
        commit.parents.append(head->second);
    commit.message = QStringLiteral("Update files");
    commit.author = Private::GitAndPulls::ownerPerson(repo, d->tick());
    commit.committer = commit.author;
    repo.refs[ref] = git.storeCommit(commit);

    // The contents endpoint serves the same files.
    const bool isDefault = target == repo.data.defaultBranch;
    for (auto it = repo.files.begin(); it != repo.files.end();) {
        if (it->first.first == target || (isDefault && it->first.first.isEmpty()))
            it = repo.files.erase(it);
        else
            ++it;
    }
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        repo.files[{ isDefault ? QString() : target, it.key() }] = it.value();
}

QMap<QString, QByteArray> GitHubTestServer::gitFiles(const QString &fullName,
                                                     const QString &ref) const
{
    Private::GitAndPulls git { *d };
    Private::ExtraRepo *repo = git.repository(fullName);
    if (!repo)
        return {};
    git.seed(*repo);
    const QByteArray sha = git.commitOf(*repo, ref);
    QMap<QString, QByteArray> files;
    for (const auto &[path, file] : git.filesOfCommit(sha))
        files.insert(path, d->gitBlobs.value(file.sha));
    return files;
}

QString GitHubTestServer::gitBranchSha(const QString &fullName, const QString &branch) const
{
    Private::GitAndPulls git { *d };
    Private::ExtraRepo *repo = git.repository(fullName);
    if (!repo)
        return {};
    git.seed(*repo);
    return QString::fromLatin1(git.branchSha(*repo, branch));
}

void GitHubTestServer::addCollaborator(const QString &fullName, const QString &login)
{
    Private::ExtraRepo &repo = d->extraRepo(fullName);
    if (!repo.collaborators.contains(login.toLower()))
        repo.collaborators.append(login.toLower());
}

void GitHubTestServer::setForkReadyAfterRequests(int n)
{
    d->forkReadyAfterRequests = std::max(0, n);
}

int GitHubTestServer::forksCreated() const
{
    return d->forksCreated;
}

int GitHubTestServer::commitsCreated() const
{
    return d->commitsCreated;
}

int GitHubTestServer::refsCreated() const
{
    return d->refsCreated;
}

QList<GitHubTestServer::PullRequestData>
GitHubTestServer::pullRequests(const QString &fullName) const
{
    Private::GitAndPulls git { *d };
    const Private::ExtraRepo *repo = git.repository(fullName);
    QList<PullRequestData> list;
    if (!repo)
        return list;
    for (const Private::PullRec &pr : repo->pulls) {
        PullRequestData data = pr.d;
        data.headSha = QString::fromLatin1(git.currentHeadSha(pr));
        list.append(data);
    }
    return list;
}

void GitHubTestServer::mergePullRequest(const QString &fullName, int number)
{
    Private::GitAndPulls git { *d };
    Private::ExtraRepo *repo = nullptr;
    if (Private::PullRec *pr = git.pull(fullName, number, &repo))
        git.closePull(*repo, *pr, true);
}

void GitHubTestServer::closePullRequest(const QString &fullName, int number)
{
    Private::GitAndPulls git { *d };
    Private::ExtraRepo *repo = nullptr;
    if (Private::PullRec *pr = git.pull(fullName, number, &repo))
        git.closePull(*repo, *pr, false);
}

} // namespace acp::test

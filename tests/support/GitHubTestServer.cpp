// GitHub-shaped REST server on loopback. See GitHubTestServer.h for the interface. The server's
// parts are in github/ (github/GitHubTestServerPrivate.h says which file holds which); listen()
// and listenTls() are with the connections, in github/Connection.cpp.
//
// Fixture format (loadFixture, `acp-github-test-server --fixture FILE`): one JSON object
//   {
//     "repository": {"owner": "o", "name": "r", "id": 123},              (optional)
//     "labels":   [{"name": "voting", "color": "fbca04", "description": "...", "default": false}],
//     "issues":   [GitHub issue objects: "number" (required), "id", "title", "body" (string or
//                  null), "user": {"login": ...}, "state", "state_reason", "labels" (names or
//                  label objects), "created_at", "updated_at", "closed_at", "pull_request"
//                  (present => pull request), "deleted": true (extension: answers 410)],
//     "comments": [GitHub issue comment objects: "id", "issue_url" (…/issues/N) or
//                  "issue_number", "user": {"login"}, "body", "created_at", "updated_at"],
//     "reactions":[GitHub reaction objects: "id", "user": {"login"}, "content", "created_at",
//                  plus the subject: "issue_number": N or "comment_id": ID]
//   }
// Missing ids and timestamps are filled from the server's counters and clock; unknown labels
// named by issues are created. After loading, the clock is past every loaded timestamp.

#include "GitHubTestServer.h"

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"

#include <QFile>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTimeZone>

#include <algorithm>
#include <zlib.h>

namespace acp::test {

using namespace github;

GitHubTestServer::GitHubTestServer(const QString &owner, const QString &name, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->lagTimer.start();
    d->server = new QTcpServer(this);
    d->owner = owner;
    d->name = name;
    d->clock = toSeconds(QDateTime(QDate(2025, 3, 3), QTime(9, 0), QTimeZone::utc()));
    d->repositoryCreatedAt =
        toSeconds(QDateTime(QDate(2024, 6, 11), QTime(14, 20, 5), QTimeZone::utc()));
    d->repositoryUpdatedAt = d->clock;
    d->rateReset = d->clock.toSecsSinceEpoch() + 3600;
    // pendingConnectionAvailable, not newConnection: a QSslServer (listenTls) hands a connection
    // over only after its handshake, when newConnection has long been emitted.
    connect(d->server, &QTcpServer::pendingConnectionAvailable, this,
            [this] { d->onNewConnection(); });
}

GitHubTestServer::~GitHubTestServer()
{
    d->server->close();
    const auto sockets = d->connections.keys();
    for (QTcpSocket *socket : sockets) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
    }
    qDeleteAll(d->connections);
    d->connections.clear();
}

quint16 GitHubTestServer::port() const
{
    return d->server->serverPort();
}

QUrl GitHubTestServer::apiUrl() const
{
    return QUrl(d->baseString());
}

QString GitHubTestServer::fullName() const
{
    return d->fullName();
}

QDateTime GitHubTestServer::now() const
{
    return d->clock;
}

void GitHubTestServer::setNow(const QDateTime &utc)
{
    d->clock = toSeconds(utc);
}

int GitHubTestServer::addIssue(const QString &title, const QString &body, const QString &author,
                               const QStringList &labels)
{
    IssueData data;
    data.title = title;
    data.body = body;
    data.author = author;
    data.labels = labels;
    data.createdAt = d->tick();
    const int number = d->insertIssue(data);
    // The form's labels, applied as the issue is opened.
    if (const Private::IssueRec *rec = d->issue(number))
        d->recordLabelChanges(number, {}, rec->d.labels, author, data.createdAt);
    return number;
}

int GitHubTestServer::addPullRequest(const QString &title, const QString &author)
{
    IssueData data;
    data.title = title;
    data.body = QStringLiteral("Updates the application template.");
    data.author = author;
    data.pullRequest = true;
    data.createdAt = d->tick();
    return d->insertIssue(data);
}

void GitHubTestServer::editIssue(int number, const QString &title, const QString &body)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    rec->d.title = title;
    rec->d.body = body;
    rec->d.bodyIsNull = false;
    d->touchIssue(*rec, d->tick());
}

void GitHubTestServer::deleteIssue(int number)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    d->tick();
    rec->d.deleted = true;
    rec->json.clear();
    d->issueOrdersDirty = true;
    d->commentOrdersDirty = true;
}

qint64 GitHubTestServer::addComment(int issueNumber, const QString &author, const QString &body)
{
    Private::IssueRec *rec = d->issue(issueNumber);
    if (!rec)
        return 0;
    CommentData data;
    data.issueNumber = issueNumber;
    data.author = author;
    data.body = body;
    data.createdAt = d->tick();
    const qint64 id = d->insertComment(data);
    d->touchIssue(*d->issue(issueNumber), data.createdAt);
    return id;
}

void GitHubTestServer::editComment(qint64 commentId, const QString &body)
{
    Private::CommentRec *rec = d->comment(commentId);
    if (!rec)
        return;
    d->keepStaleVersion(*rec);
    rec->d.body = body;
    rec->d.updatedAt = d->tick();
    rec->json.clear();
    d->commentOrdersDirty = true;
}

void GitHubTestServer::deleteComment(qint64 commentId)
{
    Private::CommentRec *rec = d->comment(commentId);
    if (!rec)
        return;
    d->tick();
    rec->deleted = true;
    if (Private::IssueRec *owner = d->issue(rec->d.issueNumber)) {
        auto &ids = owner->commentIds;
        ids.erase(std::remove(ids.begin(), ids.end(), commentId), ids.end());
        owner->json.clear();
    }
    d->commentOrdersDirty = true;
}

qint64 GitHubTestServer::addIssueReaction(int issueNumber, const QString &user,
                                          const QString &content)
{
    Private::IssueRec *rec = d->issue(issueNumber);
    if (!rec)
        return 0;
    ReactionData data;
    data.user = user;
    data.content = content;
    data.createdAt = d->clock.addSecs(1);
    const auto [id, created] = d->insertReaction(rec->reactions, data);
    if (created) {
        d->tick();
        rec->json.clear();
    }
    return id;
}

qint64 GitHubTestServer::addCommentReaction(qint64 commentId, const QString &user,
                                            const QString &content)
{
    Private::CommentRec *rec = d->comment(commentId);
    if (!rec)
        return 0;
    ReactionData data;
    data.user = user;
    data.content = content;
    data.createdAt = d->clock.addSecs(1);
    const auto [id, created] = d->insertReaction(rec->reactions, data);
    if (created) {
        d->tick();
        rec->json.clear();
    }
    return id;
}

void GitHubTestServer::addLabel(const QString &name, const QString &color,
                                const QString &description)
{
    Private::LabelRec &rec = d->ensureLabel(name, color, description);
    rec.color = color;
    rec.description = description;
    d->tick();
    d->invalidateAll();
}

void GitHubTestServer::renameRepository(const QString &newOwner, const QString &newName)
{
    const QString oldFullName = d->fullName().toLower();
    d->owner = newOwner;
    d->name = newName;
    d->previousFullNames.removeAll(d->fullName().toLower());
    if (oldFullName != d->fullName().toLower() && !d->previousFullNames.contains(oldFullName))
        d->previousFullNames.append(oldFullName);
    d->tick();
    d->invalidateAll();
}

void GitHubTestServer::populate(int issueCount, int commentCount, int reactionCount, quint32 seed)
{
    d->populate(issueCount, commentCount, reactionCount, seed);
}

QList<GitHubTestServer::IssueData> GitHubTestServer::issues() const
{
    QList<IssueData> result;
    result.reserve(qsizetype(d->issues.size()));
    for (const Private::IssueRec &rec : d->issues)
        result.append(rec.d);
    std::sort(result.begin(), result.end(),
              [](const IssueData &a, const IssueData &b) { return a.number < b.number; });
    return result;
}

QList<GitHubTestServer::CommentData> GitHubTestServer::comments() const
{
    QList<CommentData> result;
    result.reserve(qsizetype(d->comments.size()));
    for (const Private::CommentRec &rec : d->comments) {
        if (!rec.deleted)
            result.append(rec.d);
    }
    return result;
}

QList<GitHubTestServer::ReactionData> GitHubTestServer::issueReactions(int issueNumber) const
{
    const Private::IssueRec *rec = d->issue(issueNumber);
    return rec ? QList<ReactionData>(rec->reactions.begin(), rec->reactions.end())
               : QList<ReactionData>();
}

QList<GitHubTestServer::ReactionData> GitHubTestServer::commentReactions(qint64 commentId) const
{
    const Private::CommentRec *rec = d->comment(commentId);
    return rec ? QList<ReactionData>(rec->reactions.begin(), rec->reactions.end())
               : QList<ReactionData>();
}

void GitHubTestServer::injectFault(const Fault &fault)
{
    if (fault.times > 0)
        d->faults.append(fault);
}

void GitHubTestServer::clearFaults()
{
    d->faults.clear();
}

void GitHubTestServer::setCommentListingLag(int milliseconds)
{
    d->commentListingLagMs = std::max(0, milliseconds);
}

void GitHubTestServer::setIssueListingLag(int milliseconds)
{
    d->issueListingLagMs = std::max(0, milliseconds);
}

void GitHubTestServer::catchUpCommentListings()
{
    for (Private::CommentRec &rec : d->comments) {
        rec.listedFrom = 0;
        rec.staleUntil = 0;
    }
}

int GitHubTestServer::pendingFaults() const
{
    int count = 0;
    for (const Fault &fault : d->faults)
        count += fault.times;
    return count;
}

void GitHubTestServer::setRateLimit(int limit, int remaining)
{
    d->rateLimit = std::max(0, limit);
    d->rateRemaining = std::clamp(remaining, 0, d->rateLimit);
    d->rateReset = d->clock.toSecsSinceEpoch() + 3600;
}

void GitHubTestServer::setPageSizeLimit(int maxPerPage)
{
    d->pageSizeLimit = std::max(1, maxPerPage);
}

void GitHubTestServer::setRateLimitEnforced(bool enforced)
{
    d->rateLimitEnforced = enforced;
}

int GitHubTestServer::rateLimitRemaining() const
{
    return d->rateRemaining;
}

void GitHubTestServer::setTokenLogin(const QString &token, const QString &login)
{
    d->tokenLogins.insert(token, login);
}

void GitHubTestServer::setTokenScopes(const QString &token, const QStringList &scopes)
{
    d->tokenScopes.insert(token, scopes);
}

void GitHubTestServer::revokeToken(const QString &token)
{
    d->revokedTokens.insert(token);
}

void GitHubTestServer::setDeviceFlowScript(const QList<DeviceFlowStep> &steps)
{
    d->deviceFlow.script = steps;
}

void GitHubTestServer::setDeviceFlowClientId(const QString &clientId)
{
    d->deviceFlow.clientId = clientId;
}

void GitHubTestServer::setDeviceFlowTiming(int intervalSeconds, int expiresInSeconds)
{
    d->deviceFlow.interval = intervalSeconds;
    d->deviceFlow.expiresIn = expiresInSeconds;
}

void GitHubTestServer::setDeviceFlowGrant(const QString &token, const QStringList &scopes,
                                          const QString &login)
{
    d->deviceFlow.grantToken = token;
    d->deviceFlow.grantScopes = scopes;
    d->tokenLogins.insert(token, login);
    d->tokenScopes.insert(token, scopes);
}

QString GitHubTestServer::deviceFlowUserCode() const
{
    return d->deviceFlow.userCode;
}

int GitHubTestServer::deviceFlowPolls() const
{
    return d->deviceFlow.polls;
}

void GitHubTestServer::setDefaultLogin(const QString &login)
{
    d->defaultLogin = login;
}

QString GitHubTestServer::defaultLogin() const
{
    return d->defaultLogin;
}

void GitHubTestServer::setAuthorAssociation(const QString &login, const QString &association)
{
    d->associations.insert(login.toLower(), association);
    d->invalidateAll();
}

void GitHubTestServer::renameUser(const QString &oldLogin, const QString &newLogin)
{
    const QString oldKey = oldLogin.toLower();
    const QString newKey = newLogin.toLower();
    d->userIds.insert(newKey, d->userId(oldLogin));
    d->userIds.insert(oldKey, d->nextFreshUserId++); // whoever registers the old login next
    auto rename = [&](QString &login) {
        if (login.compare(oldLogin, Qt::CaseInsensitive) == 0)
            login = newLogin;
    };
    for (auto &rec : d->issues) {
        rename(rec.d.author);
        for (auto &reaction : rec.reactions)
            rename(reaction.user);
    }
    for (auto &rec : d->comments) {
        rename(rec.d.author);
        for (auto &reaction : rec.reactions)
            rename(reaction.user);
    }
    if (d->associations.contains(oldKey))
        d->associations.insert(newKey, d->associations.take(oldKey));
    for (auto it = d->tokenLogins.begin(); it != d->tokenLogins.end(); ++it)
        rename(it.value());
    if (d->defaultLogin.compare(oldLogin, Qt::CaseInsensitive) == 0)
        d->defaultLogin = newLogin;
    d->invalidateAll(); // a rename moves no updated_at, as on GitHub
}

qint64 GitHubTestServer::userId(const QString &login) const
{
    return d->userId(login);
}

qint64 GitHubTestServer::repositoryId() const
{
    return d->repositoryId;
}

bool GitHubTestServer::loadFixture(const QString &fileName, QString *errorString)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (errorString)
            *errorString = file.errorString();
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (errorString)
            *errorString = parseError.error != QJsonParseError::NoError
                ? parseError.errorString()
                : QStringLiteral("the fixture is not a JSON object");
        return false;
    }
    return loadFixture(document.object(), errorString);
}

bool GitHubTestServer::loadFixture(const QJsonObject &fixture, QString *errorString)
{
    return d->loadFixture(fixture, errorString);
}

void GitHubTestServer::setLinksUseRepositoryId(bool on)
{
    d->linksUseRepositoryId = on;
}

int GitHubTestServer::connectionsAccepted() const
{
    return d->connectionsAccepted;
}

void GitHubTestServer::setCompressAnswers(bool on)
{
    d->compressAnswers = on;
}

QByteArray GitHubTestServer::gzip(const QByteArray &data)
{
    z_stream stream {};
    deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&stream, uLong(data.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    deflate(&stream, Z_FINISH);
    out.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return out;
}

QList<GitHubTestServer::RequestRecord> GitHubTestServer::requests() const
{
    return d->records;
}

int GitHubTestServer::requestCount() const
{
    return int(d->records.size());
}

void GitHubTestServer::clearRequests()
{
    d->recordSerialBase += d->records.size();
    d->records.clear();
}

// ---- Repositories for link previews ----------------------------------------------------------

void GitHubTestServer::setRepository(const QString &fullName, const RepositoryData &data)
{
    Private::ExtraRepo &repo = d->extraRepo(fullName);
    repo.exists = true;
    repo.data = data;
    if (!repo.data.createdAt.isValid())
        repo.data.createdAt = d->clock.addDays(-365);
    if (repo.data.defaultBranch.isEmpty())
        repo.data.defaultBranch = QStringLiteral("main");
}

qint64 GitHubTestServer::addRelease(const QString &fullName, const ReleaseData &release)
{
    Private::ExtraRepo &repo = d->extraRepo(fullName);
    ReleaseData stored = release;
    if (stored.id == 0)
        stored.id = d->nextReleaseId++;
    if (!stored.createdAt.isValid())
        stored.createdAt = d->tick();
    stored.createdAt = toSeconds(stored.createdAt);
    if (!stored.publishedAt.isValid())
        stored.publishedAt = stored.createdAt;
    stored.publishedAt = toSeconds(stored.publishedAt);
    repo.releases.push_back(stored);
    return stored.id;
}

void GitHubTestServer::setFile(const QString &fullName, const QString &path,
                               const QByteArray &content, const QString &ref)
{
    d->extraRepo(fullName).files[{ ref, path }] = content;
}

void GitHubTestServer::removeFile(const QString &fullName, const QString &path, const QString &ref)
{
    d->extraRepo(fullName).files.erase({ ref, path });
}

void GitHubTestServer::addCommit(const QString &fullName, const CommitData &commit)
{
    Private::ExtraRepo &repo = d->extraRepo(fullName);
    CommitData stored = commit;
    if (!stored.date.isValid())
        stored.date = d->tick();
    stored.date = toSeconds(stored.date);
    repo.commits.push_back(stored);
}

void GitHubTestServer::setRepositoryEmpty(const QString &fullName, bool empty)
{
    d->extraRepo(fullName).emptyGitRepository = empty;
}

qint64 GitHubTestServer::addWorkflowRun(const QString &fullName, const WorkflowRunData &run)
{
    Private::ExtraRepo &repo = d->extraRepo(fullName);
    WorkflowRunData stored = run;
    if (stored.id == 0)
        stored.id = d->nextRunId++;
    if (!stored.createdAt.isValid())
        stored.createdAt = d->tick();
    stored.createdAt = toSeconds(stored.createdAt);
    repo.runs.push_back(stored);
    return stored.id;
}

void GitHubTestServer::removeRepository(const QString &fullName)
{
    d->extraRepos.remove(fullName.toLower());
}

} // namespace acp::test

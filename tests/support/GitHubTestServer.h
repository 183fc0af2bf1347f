#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QSslConfiguration>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

class QTcpServer;
class QTcpSocket;

namespace acp::test {

// A GitHub-shaped REST server on loopback for tests and benchmarks. It holds one repository's
// issues, pull requests, comments, labels and reactions in memory and answers the endpoints the
// workbench uses with GitHub's payload shapes (see @octokit/openapi examples), Link pagination,
// ETag / If-None-Match revalidation, inclusive `since`, x-ratelimit-* headers, and scripted
// faults.
//
// Timestamps come from a server clock that advances one second per mutation, so every change
// gets a distinct updated_at, deterministically. The clock starts at 2025-03-03T09:00:00Z and
// never follows the wall clock; the Date header and x-ratelimit-reset are on this clock.
//
// HTTP details: keep-alive unless `Connection: close`; GET 200s carry a weak ETag of the body
// (If-None-Match -> 304, free of rate limit), single issues/comments also Last-Modified
// (If-Modified-Since). Writes (POST/PATCH/PUT/DELETE) need an Authorization header (401
// otherwise). Old names of a renamed repository answer 301 for GET/HEAD and 307 for other
// methods, as GitHub does, with Location under /repositories/{id}/. Besides the repository's
// issues, comments and reactions: GET /user, GET /rate_limit, POST /repos/{o}/{r}/issues,
// PUT/DELETE …/issues/{n}/labels,
// DELETE …/issues/comments/{id}, GET …/labels/{name}; for link previews, further repositories
// with releases, files and workflow runs (see "Repositories for link previews").
class GitHubTestServer : public QObject
{
    Q_OBJECT
public:
    explicit GitHubTestServer(const QString &owner = QStringLiteral("pytorch-fdn"),
                              const QString &name = QStringLiteral("additional-compute-platforms"),
                              QObject *parent = nullptr);
    ~GitHubTestServer() override;

    bool listen(quint16 port = 0); // 127.0.0.1 only
    // The same over TLS (https://127.0.0.1:PORT), with the certificate in tests/support/tls
    // (localhost and 127.0.0.1, issued by a test certificate authority that no system trusts).
    bool listenTls(quint16 port = 0);
    // Stops accepting connections (new ones are refused); kept-alive ones go on.
    void stopListening();
    // The system's TLS settings plus the test certificate authority: for clients of listenTls().
    static QSslConfiguration clientTlsConfiguration();
    quint16 port() const;
    QUrl apiUrl() const; // http://127.0.0.1:PORT, or https:// (no trailing slash)
    QString fullName() const; // owner/name as currently named

    // ---- Data --------------------------------------------------------------------------
    struct IssueData
    {
        int number = 0;
        qint64 id = 0;
        QString title;
        QString body; // empty + bodyIsNull => JSON null
        bool bodyIsNull = false;
        QString author = QStringLiteral("applicant");
        QString state = QStringLiteral("open");
        QString stateReason;
        QStringList labels;
        QDateTime createdAt;
        QDateTime updatedAt;
        QDateTime closedAt;
        bool pullRequest = false;
        bool deleted = false; // answers 410 on per-issue endpoints and leaves the listings
    };
    struct CommentData
    {
        qint64 id = 0;
        int issueNumber = 0;
        QString author;
        QString body;
        QDateTime createdAt;
        QDateTime updatedAt;
    };
    struct ReactionData
    {
        qint64 id = 0;
        QString user;
        QString content;
        QDateTime createdAt;
    };

    QDateTime now() const;
    void setNow(const QDateTime &utc);

    // Each mutation advances the clock one second and bumps updated_at where GitHub would.
    int addIssue(const QString &title, const QString &body,
                 const QString &author = QStringLiteral("applicant"),
                 const QStringList &labels = {});
    int addPullRequest(const QString &title, const QString &author = QStringLiteral("contributor"));
    void editIssue(int number, const QString &title, const QString &body);
    void setIssueLabels(int number, const QStringList &labels);
    void closeIssue(int number, const QString &stateReason = QStringLiteral("completed"));
    void deleteIssue(int number); // 410 from then on
    qint64 addComment(int issueNumber, const QString &author, const QString &body);
    void editComment(qint64 commentId, const QString &body);
    // Reactions do not bump updated_at, as on GitHub.
    qint64 addIssueReaction(int issueNumber, const QString &user, const QString &content);
    qint64 addCommentReaction(qint64 commentId, const QString &user, const QString &content);
    // As its user would (DELETE …/reactions/{id}); false when no such reaction.
    bool removeReaction(qint64 reactionId);
    void addLabel(const QString &name, const QString &color = QStringLiteral("ededed"),
                  const QString &description = {});
    // Renames the repository: requests to the old name answer 301 with a Location under
    // /repositories/{id}/..., which keeps working.
    void renameRepository(const QString &newOwner, const QString &newName);
    // Generates a synthetic repository: issue-form bodies, comments spread over issues.
    // Deterministic per seed. Exactly issueCount issues (no pull requests), commentCount comments
    // and reactionCount reactions (mostly +1/-1/eyes on comments, some on issues); labels move
    // through new / needs-info / voting / approved / declined, decided ones are closed. The
    // history is spread over up to two years and ends at least an hour before now(): afterwards
    // now() is the later of the previous clock and the last generated event + 1 hour.
    void populate(int issueCount, int commentCount, int reactionCount = 0, quint32 seed = 1);

    // The issue events GitHub lists (GET /repos/{o}/{r}/issues/events, newest first): labeled
    // and unlabeled, closed and reopened. Recorded for every label and state change made through
    // the API or addIssue / setIssueLabels / closeIssue / reopenIssue (not by populate() or a
    // fixture file), at the server's clock (setNow() places them).
    struct IssueEventData
    {
        qint64 id = 0;
        int issueNumber = 0;
        QString event; // "labeled", "unlabeled", "closed", "reopened"
        QString label; // labeled / unlabeled
        QString actor;
        QDateTime createdAt;
    };
    QList<IssueEventData> issueEvents() const; // oldest first

    QList<IssueData> issues() const; // pull requests included
    QList<CommentData> comments() const;
    QList<ReactionData> issueReactions(int issueNumber) const;
    QList<ReactionData> commentReactions(qint64 commentId) const;

    // ---- Faults ------------------------------------------------------------------------
    enum class FaultKind {
        ServerError500,
        BadGateway502,
        SecondaryRateLimit403, // 403 with Retry-After: retryAfterSeconds and a secondary-limit
                               // message
        PrimaryRateLimit403, // 403 with x-ratelimit-remaining: 0 and x-ratelimit-reset = now +
                             // resetInSeconds
        TooManyRequests429, // 429 with Retry-After
        Slow, // answers correctly after delayMs
        DropMidBody, // sends headers and half the body, then closes the connection
        MalformedJson, // 200 with a truncated JSON body
        NotFound404,
        // Performs the request at once (a write is committed) but answers only after delayMs:
        // a client that times out first cannot know whether its write happened.
        SlowAfterCommit,
        // Performs the request (a write is committed), then closes the connection without
        // sending a byte of the answer: what a load balancer or a keep-alive connection that
        // dies under a request does. A client cannot know whether its write happened; one that
        // re-sends it on its own makes it twice.
        CommitThenClose,
        // Answers redirectStatus with `Location: target`, without performing the request.
        RedirectTo,
        // Answers correctly, but with `Link: <target>; rel="next"` instead of its own Link.
        LinkNextTo,
        // Answers as if the request had no `since` (a server that does not filter by it).
        IgnoreSince,
        // Answers as if `since` were exclusive: only items updated after that second, not at it
        // (GitHub's docs say "at or after" in older versions and "after" in newer ones).
        ExclusiveSince,
    };
    // Which connections a fault may hit: a request on a fresh connection (the first one it
    // carries) or on a kept-alive one that already served a request.
    enum class ConnectionUse { Any, Fresh, Reused };
    struct Fault
    {
        FaultKind kind = FaultKind::ServerError500;
        QString pathContains; // empty: any request
        int times = 1; // how many matching requests it hits
        int skip = 0; // how many matching requests it lets through first
        int retryAfterSeconds = 1;
        int resetInSeconds = 1;
        int delayMs = 0;
        QByteArray method; // empty: any method; else only requests with this method
        ConnectionUse connection = ConnectionUse::Any;
        QUrl target; // RedirectTo, LinkNextTo: any URL, another server's included
        int redirectStatus = 302; // RedirectTo
    };
    void injectFault(const Fault &fault);
    void clearFaults();
    int pendingFaults() const;

    // A listing that lags behind writes, as GitHub's replicas can: a comment created after this
    // call (through the API, POST …/issues/{n}/comments, or addComment()) is left out of the
    // listings of its issue's comments (GET …/issues/{n}/comments) for this long, real time,
    // while the write itself answers at once, and so does a read of the comment alone. An edit
    // (PATCH, or editComment()) is lagged the same way: those listings show the comment as it
    // was before. 0 (the default) lists it at once.
    void setCommentListingLag(int milliseconds);
    // The same for the issue listings (GET …/issues): an issue opened after this call (through
    // the API or addIssue()) is left out of them for this long, while a read of the issue alone
    // answers at once.
    void setIssueListingLag(int milliseconds);
    // Lists every lagging comment from now on (the lag setting stays for new comments).
    void catchUpCommentListings();

    void setRateLimit(int limit, int remaining); // reported in x-ratelimit-* on every answer
    void setPageSizeLimit(int maxPerPage); // default 100, as GitHub
    // Off by default (benchmarks make more than 5,000 requests): when on, a request made with
    // x-ratelimit-remaining at 0 answers 403 "API rate limit exceeded" until the window resets
    // (x-ratelimit-reset, an hour of server clock after the window started).
    void setRateLimitEnforced(bool enforced);
    int rateLimitRemaining() const;

    // ---- Authentication ----------------------------------------------------------------
    // `Authorization: Bearer <token>` (or `token <token>`) acts as the login mapped here; any
    // other token acts as defaultLogin() ("reviewer"). Writes without Authorization answer 401.
    void setTokenLogin(const QString &token, const QString &login);
    void setDefaultLogin(const QString &login);
    QString defaultLogin() const;
    // author_association reported for a login's issues and comments (default "NONE").
    void setAuthorAssociation(const QString &login, const QString &association);
    // Every user object carries a stable id per login. renameUser() renames an account: its
    // issues, comments and reactions show the new login with the same id (and association),
    // and the old login becomes free: the next user seen with it has a new id, as when someone
    // else registers it on GitHub. Nothing's updated_at moves.
    void renameUser(const QString &oldLogin, const QString &newLogin);
    qint64 userId(const QString &login) const;

    // Classic-token scopes sent as X-OAuth-Scopes on every answer to a request with `token`.
    void setTokenScopes(const QString &token, const QStringList &scopes);
    // Every request carrying a revoked token answers 401 "Bad credentials", reads included.
    void revokeToken(const QString &token);

    // ---- OAuth device flow -------------------------------------------------------------
    // On the same origin as the API, as on a loopback GitHub: POST /login/device/code
    // (client_id, scope) and POST /login/oauth/access_token (client_id, device_code,
    // grant_type), form-encoded, answering JSON (Accept: application/json) or form-encoded.
    // Each poll of the current device code takes the next step of the script; the last step
    // repeats. slow_down raises the code's interval by 5 s and reports it, as GitHub does.
    enum class DeviceFlowStep { Pending, SlowDown, Expired, Denied, Success };
    void setDeviceFlowScript(const QList<DeviceFlowStep> &steps); // default {Success}
    void setDeviceFlowClientId(const QString &clientId); // default "acp-test-client"
    void setDeviceFlowTiming(int intervalSeconds, int expiresInSeconds); // default 5, 900
    // The token issued on Success (default "gho_test_device_flow_token") and its scopes; the
    // token acts as `login` and reports the scopes (setTokenLogin, setTokenScopes).
    void setDeviceFlowGrant(const QString &token, const QStringList &scopes,
                            const QString &login = QStringLiteral("reviewer"));
    QString deviceFlowUserCode() const; // of the last code handed out
    int deviceFlowPolls() const; // access_token requests for the last code

    // ---- More data helpers -------------------------------------------------------------
    qint64 repositoryId() const;
    void reopenIssue(int number);
    void deleteComment(qint64 commentId);
    // Loads a JSON fixture (format documented in GitHubTestServer.cpp and
    // tests/tools/github-test-server.cpp) on top of the current data.
    bool loadFixture(const QString &fileName, QString *errorString = nullptr);
    bool loadFixture(const QJsonObject &fixture, QString *errorString = nullptr);
    // GitHub writes Link URLs as /repositories/{id}/...; by default this server echoes the
    // requested path instead, which keeps pathContains matching simple. Turn on to be strict.
    void setLinksUseRepositoryId(bool on);
    int connectionsAccepted() const; // TCP connections accepted so far (keep-alive checks)
    // As GitHub does: a body goes gzip-compressed (Content-Encoding: gzip) when the request's
    // Accept-Encoding names gzip. Off by default, as a body is easier to read in a failure.
    void setCompressAnswers(bool on);
    static QByteArray gzip(const QByteArray &data); // one gzip member (RFC 1952)

    // ---- Repositories for link previews ------------------------------------------------
    // Any number of further repositories (or the issues repository itself) answer the read
    // endpoints the workbench's link previews and automatic checks use, in GitHub's shapes:
    //   GET /repos/{o}/{r}                                  (repositories set with setRepository)
    //   GET /repos/{o}/{r}/releases, …/releases/latest, …/releases/tags/{tag}
    //   GET /repos/{o}/{r}/contents/{path}[?ref=]           (file: base64; directory: a list)
    //   GET /repos/{o}/{r}/actions/workflows/{file}/runs[?branch=&event=&status=]
    //   GET /repos/{o}/{r}/actions/runs[?branch=&event=&status=]
    // Releases and runs list newest first (created_at) with Link pagination; drafts are not
    // listed; releases/latest is the newest non-draft, non-prerelease one (404 when none).
    // Files over 1 MB answer with empty content and "encoding": "none", as GitHub does.
    struct RepositoryData
    {
        QString description;
        QString licenseSpdx; // empty: "license": null
        QString licenseName;
        int stars = 0;
        int forks = 0;
        QString language;
        QString homepage;
        QString defaultBranch = QStringLiteral("main");
        QDateTime createdAt; // invalid: a year before now()
        QDateTime pushedAt; // invalid: now()
        bool archived = false;
    };
    struct ReleaseData
    {
        qint64 id = 0; // 0: assigned
        QString tagName;
        QString name;
        QString body;
        QString targetCommitish = QStringLiteral("main");
        QDateTime createdAt; // invalid: now() (each call advances the clock)
        QDateTime publishedAt; // invalid: createdAt
        bool draft = false;
        bool prerelease = false;
    };
    struct WorkflowRunData
    {
        qint64 id = 0; // 0: assigned
        QString workflowFile = QStringLiteral("ci.yml"); // under .github/workflows/
        QString workflowName = QStringLiteral("CI");
        QString headBranch = QStringLiteral("main");
        QString event = QStringLiteral("push");
        QString status = QStringLiteral("completed"); // queued, in_progress, completed
        QString conclusion = QStringLiteral("success"); // empty: null (not finished)
        QString displayTitle = QStringLiteral("Update the build");
        QDateTime createdAt; // invalid: now() (each call advances the clock)
    };
    // A commit on the default branch (GET /repos/O/R/commits?since=&per_page=&page=, newest
    // first, paginated with Link headers). A commit whose author has no GitHub account
    // ("author": null) is told apart by its e-mail address.
    struct CommitData
    {
        QString authorLogin; // empty: "author": null
        QString authorEmail = QStringLiteral("dev@example.com");
        QDateTime date; // invalid: now() (each call advances the clock)
    };
    // Creates or updates a repository (full name "owner/name", case-insensitive).
    void setRepository(const QString &fullName, const RepositoryData &data);
    // The helpers below create the repository with default data when it does not exist.
    qint64 addRelease(const QString &fullName, const ReleaseData &release);
    // `ref` empty: the default branch.
    void setFile(const QString &fullName, const QString &path, const QByteArray &content,
                 const QString &ref = {});
    void removeFile(const QString &fullName, const QString &path, const QString &ref = {});
    qint64 addWorkflowRun(const QString &fullName, const WorkflowRunData &run);
    void addCommit(const QString &fullName, const CommitData &commit);
    // Answers the commits listing with 409 "Git Repository is empty.", as GitHub does.
    void setRepositoryEmpty(const QString &fullName, bool empty);
    void removeRepository(const QString &fullName); // 404 from then on

    // ---- Forks, Git data and pull requests (github/PullRequests.cpp) ---------------------
    // What a client needs to open a pull request from the user's fork, on the repositories
    // above (not on the issues repository), in GitHub's shapes and with its errors:
    //   POST /repos/{o}/{r}/forks {name?, organization?, default_branch_only?}   (202)
    //   GET  /repos/{o}/{r}/forks
    //   GET  …/git/ref/{ref}, …/git/refs[/{ref}], …/git/matching-refs/{ref}
    //   POST …/git/refs, PATCH/DELETE …/git/refs/heads/{branch}
    //   GET/POST …/git/blobs, …/git/trees (base_tree; "sha": null deletes), …/git/commits
    //   GET/POST …/pulls[?state=&head=&base=], GET …/pulls/{n}
    // All repositories share one object store (a fork network shares objects). Blob shas are
    // git's; tree and commit shas follow git's encoding too (author and committer in UTC), so
    // the same commit posted twice has the same sha. A repository without branches (or set
    // empty with setRepositoryEmpty) answers its git endpoints 409 "Git Repository is empty.".
    // Writing git data (blobs, trees, commits, refs) needs the token's login to own the
    // repository or to be a collaborator (404 otherwise); anyone authenticated may open a pull
    // request. Files set with setFile() become the branches' first commits when the git model
    // of the repository is first used; from then on setFile() no longer reaches git, while
    // setGitFiles() writes both.
    struct PullRequestData
    {
        int number = 0;
        QString title;
        QString body;
        QString head; // "login:branch"
        QString headSha; // the head branch's commit (at merge or close once closed)
        QString base; // branch of the pull request's repository
        QString state = QStringLiteral("open"); // open, closed
        bool merged = false;
        bool draft = false;
        QString author; // login
    };
    // Commits exactly `files` (path -> content) on `branch` (empty: the default branch), whose
    // previous head if any becomes the parent; the contents endpoint serves the same files.
    void setGitFiles(const QString &fullName, const QMap<QString, QByteArray> &files,
                     const QString &branch = {});
    // The files of a commit: `ref` is a branch name or a commit sha. Empty when unknown.
    QMap<QString, QByteArray> gitFiles(const QString &fullName, const QString &ref) const;
    // The sha a branch points at; empty when there is no such branch.
    QString gitBranchSha(const QString &fullName, const QString &branch) const;
    // Lets `login` write git data to the repository besides its owner.
    void addCollaborator(const QString &fullName, const QString &login);
    // A new fork answers its git endpoints 409 "Git Repository is empty." for its first n git
    // requests, as a fork GitHub is still copying does (default 0: ready at once).
    void setForkReadyAfterRequests(int n);
    int forksCreated() const; // forks created by POST …/forks
    int commitsCreated() const; // distinct commit objects created by POST …/git/commits
    int refsCreated() const; // references created by POST …/git/refs
    QList<PullRequestData> pullRequests(const QString &fullName) const; // by number
    // Merges as a fast-forward: closed, merged, and the base branch moves to the head commit.
    void mergePullRequest(const QString &fullName, int number);
    void closePullRequest(const QString &fullName, int number);

    // ---- Observation -------------------------------------------------------------------
    struct RequestRecord
    {
        QByteArray method;
        QString pathAndQuery;
        QHash<QByteArray, QByteArray> headers; // lower-case names
        QByteArray body;
        int status = 0;
    };
    QList<RequestRecord> requests() const;
    int requestCount() const;
    void clearRequests();

signals:
    void requestServed(int status, const QString &pathAndQuery);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace acp::test

#pragma once

#include "GitHubTestServer.h"

#include <QByteArray>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrlQuery>

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace acp::test {

// GitHubTestServer's state and parts, shared by the files in tests/support/github/ (each section
// of declarations names the file that defines it).
//
// Data: issues (and pull requests) in a vector with a number index, comments in a vector kept
// sorted by id with an id index. Listings read lazily rebuilt sort orders (by created /
// updated); every object's JSON is serialised once and cached until it changes.
struct GitHubTestServer::Private
{
    using IssueData = GitHubTestServer::IssueData;
    using CommentData = GitHubTestServer::CommentData;
    using ReactionData = GitHubTestServer::ReactionData;
    using IssueEventData = GitHubTestServer::IssueEventData;

    struct IssueRec
    {
        IssueData d;
        qint64 listedFrom = 0; // lagTimer time before which the issue listings leave it out
        std::vector<qint64> commentIds; // ascending, live comments only
        std::vector<ReactionData> reactions;
        QByteArray json;
        quint64 jsonGeneration = 0;
    };
    struct CommentRec
    {
        CommentData d;
        std::vector<ReactionData> reactions;
        bool deleted = false;
        qint64 listedFrom = 0; // lagTimer time before which its issue's listings leave it out
        // An edit the listings of its issue lag behind: until staleUntil (lagTimer time) they
        // show the comment as it was before, with its updated_at then.
        qint64 staleUntil = 0;
        QByteArray staleJson;
        QDateTime staleUpdatedAt;
        QByteArray json;
        quint64 jsonGeneration = 0;
    };
    struct LabelRec
    {
        qint64 id = 0;
        QString name;
        QString color;
        QString description;
        bool isDefault = false;
    };
    struct Connection
    {
        QPointer<QTcpSocket> socket;
        QByteArray buffer;
        bool busy = false; // a Slow answer is pending; later requests wait in the buffer
        bool closing = false;
        int requestsReceived = 0; // > 1 for the current request: the connection was kept alive
    };
    struct Request
    {
        QByteArray method;
        QByteArray target; // path + query as sent
        QByteArray path; // raw (percent-encoded)
        QByteArray query; // raw, without '?'
        QByteArray version;
        QHash<QByteArray, QByteArray> headers;
        QByteArray body;
        qint64 serial = -1; // index into the request log; -1: not logged (unparsable request)
    };
    struct Response
    {
        int status = 200;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        bool rateLimitOverride = false;
        int overrideRemaining = 0;
        qint64 overrideReset = 0;

        // Replaces the value of the header of that name (any case), or adds the header.
        void setHeader(const QByteArray &name, const QByteArray &value);
        QByteArray header(const QByteArray &name) const; // empty when absent
    };
    enum class SendMode { Normal, DropMidBody, MalformedJson, CloseWithoutAnswer };

    GitHubTestServer *q = nullptr;
    QTcpServer *server = nullptr;
    bool tls = false;
    QHash<QTcpSocket *, Connection *> connections;
    int connectionsAccepted = 0;

    QString owner;
    QString name;
    QStringList previousFullNames; // lower-case owner/name the repository was known by
    qint64 repositoryId = 871203456;
    QDateTime repositoryCreatedAt;
    QDateTime repositoryUpdatedAt;
    QDateTime clock;
    quint64 generation = 1; // bump to invalidate every cached JSON (port, rename, labels)

    std::vector<IssueRec> issues;
    QHash<int, int> issueIndex; // number -> index into issues
    std::vector<CommentRec> comments; // sorted by id
    QHash<qint64, int> commentIndex; // id -> index into comments
    std::vector<LabelRec> labels;
    QHash<QString, int> labelIndex; // lower-case name -> index into labels
    QHash<QString, QByteArray> userJsonCache;
    quint64 userJsonGeneration = 0;
    QHash<QString, QString> associations;
    // Account ids that no longer follow from the login (renameUser): lower-case login -> id.
    QHash<QString, qint64> userIds;
    qint64 nextFreshUserId = 190000001;

    std::vector<IssueEventData> issueEvents; // ascending id
    qint64 nextIssueEventId = 7000000001;

    int nextNumber = 1;
    qint64 nextIssueId = 2000000001;
    qint64 nextCommentId = 2500000001;
    qint64 nextReactionId = 300000001;
    qint64 nextLabelId = 6000000001;

    std::vector<int> issueOrderCreated;
    std::vector<int> issueOrderUpdated;
    bool issueOrdersDirty = true;
    std::vector<int> commentOrderId;
    std::vector<int> commentOrderCreated;
    std::vector<int> commentOrderUpdated;
    bool commentOrdersDirty = true;

    QList<Fault> faults;
    int commentListingLagMs = 0;
    int issueListingLagMs = 0;
    QElapsedTimer lagTimer; // started at construction
    bool compressAnswers = false;
    int rateLimit = 5000;
    int rateRemaining = 5000;
    qint64 rateReset = 0;
    bool rateLimitEnforced = false;
    int pageSizeLimit = 100;
    QHash<QString, QString> tokenLogins;
    QString defaultLogin = QStringLiteral("reviewer");
    QHash<QString, QStringList> tokenScopes;
    QSet<QString> revokedTokens;
    struct DeviceFlowState
    {
        QList<DeviceFlowStep> script { DeviceFlowStep::Success };
        QString clientId = QStringLiteral("acp-test-client");
        int interval = 5;
        int expiresIn = 900;
        QString grantToken = QStringLiteral("gho_test_device_flow_token");
        QStringList grantScopes { QStringLiteral("repo") };
        QString deviceCode; // the current code; empty once used up
        QString userCode;
        int codeInterval = 5;
        int polls = 0;
        int codesIssued = 0;
    } deviceFlow;
    bool linksUseRepositoryId = false;

    QList<RequestRecord> records;
    qint64 recordSerialBase = 0; // serial of records.first()
    qint64 nextSerial = 0;

    // Further repositories, for link previews (setRepository() and the helpers after it).
    using RepositoryData = GitHubTestServer::RepositoryData;
    using ReleaseData = GitHubTestServer::ReleaseData;
    using WorkflowRunData = GitHubTestServer::WorkflowRunData;
    using PullRequestData = GitHubTestServer::PullRequestData;

    struct PullRec // a pull request (PullRequests.cpp)
    {
        PullRequestData d; // d.head and d.headSha: see headRepo, headRef and headSha below
        qint64 id = 0;
        QString headRepo; // lower-case full name
        QString headRef; // branch name
        QByteArray headSha; // at creation; the branch's current commit is reported while open
        QByteArray baseSha; // likewise
        bool maintainerCanModify = false;
        QDateTime createdAt;
        QDateTime updatedAt;
        QDateTime closedAt;
        QDateTime mergedAt;
    };

    struct ExtraRepo
    {
        QString owner;
        QString name;
        qint64 id = 0;
        bool exists = false; // false: only a stand-in for the issues repository's endpoints
        RepositoryData data;
        std::vector<ReleaseData> releases;
        std::map<std::pair<QString, QString>, QByteArray> files; // (ref, path); ref "" = default
        std::vector<WorkflowRunData> runs;
        std::vector<CommitData> commits;
        bool emptyGitRepository = false;
        // Git data, forks and pull requests (PullRequests.cpp).
        std::map<QString, QByteArray> refs; // "refs/heads/NAME" -> commit sha
        bool gitSeeded = false; // `files` were turned into the branches' first commits
        QString forkParent; // lower-case full name of the repository it was forked from
        int gitNotReadyRequests = 0; // git requests still answering 409 (a fork being copied)
        QStringList collaborators; // lower-case logins that may write besides the owner
        std::vector<PullRec> pulls; // by number
        int nextPullNumber = 1;

        QString fullName() const { return owner + QLatin1Char('/') + name; }
    };
    QHash<QString, ExtraRepo> extraRepos; // lower-case full name
    qint64 nextExtraRepoId = 900000001;
    qint64 nextReleaseId = 150000001;
    qint64 nextRunId = 11000000001;

    // The object store all repositories share, as a fork network does (PullRequests.cpp).
    struct GitPerson
    {
        QString name;
        QString email;
        QDateTime date; // UTC, whole seconds
    };
    struct GitCommitRec
    {
        QByteArray tree;
        QByteArrayList parents;
        QString message;
        GitPerson author;
        GitPerson committer;
    };
    struct GitTreeFile
    {
        QByteArray mode; // 100644, 100755 or 120000
        QByteArray sha; // a blob
    };
    using GitTree = std::map<QString, GitTreeFile>; // every file below the tree, by full path
    QHash<QByteArray, QByteArray> gitBlobs; // sha -> content
    QHash<QByteArray, GitTree> gitTrees; // subtrees included
    QHash<QByteArray, GitCommitRec> gitCommits;
    int forkReadyAfterRequests = 0;
    int forksCreated = 0;
    int commitsCreated = 0;
    int refsCreated = 0;
    qint64 nextPullId = 1900000001;

    // ---- Basics -------------------------------------------------------------------------

    QByteArray base() const
    {
        return (tls ? "https://127.0.0.1:" : "http://127.0.0.1:")
            + QByteArray::number(server->isListening() ? server->serverPort() : 0);
    }
    QString baseString() const { return QString::fromLatin1(base()); }
    QString fullName() const { return owner + QLatin1Char('/') + name; }
    QString repoApiUrl() const { return baseString() + QStringLiteral("/repos/") + fullName(); }
    QString repoHtmlUrl() const { return QStringLiteral("https://github.com/") + fullName(); }
    void invalidateAll() { ++generation; }
    QString association(const QString &login) const
    {
        return associations.value(login.toLower(), QStringLiteral("NONE"));
    }

    // ---- Records (Records.cpp) ----------------------------------------------------------

    QDateTime tick(); // advances the clock: each change gets its own second
    IssueRec *issue(int number);
    const IssueRec *issue(int number) const;
    CommentRec *comment(qint64 id); // null when unknown or deleted
    const CommentRec *comment(qint64 id) const { return const_cast<Private *>(this)->comment(id); }
    bool commentVisible(const CommentRec &rec) const;
    void touchIssue(IssueRec &rec, const QDateTime &when);

    LabelRec *label(const QString &labelName);
    LabelRec &ensureLabel(const QString &labelName, const QString &color = QStringLiteral("ededed"),
                          const QString &description = {});
    // Canonical names (the label's own spelling) for an issue's label list, creating labels.
    QStringList canonicalLabels(const QStringList &names);

    int insertIssue(IssueData data);
    qint64 insertComment(CommentData data);
    // Returns {id, created}; an existing reaction of the same user and content is returned as is.
    std::pair<qint64, bool> insertReaction(std::vector<ReactionData> &list, ReactionData data);

    template<typename Key> static void sortByKey(std::vector<int> &order, Key key);
    void ensureIssueOrders();
    void ensureCommentOrders();

    // ---- Issue events (IssueEvents.cpp) -------------------------------------------------

    qint64 recordIssueEvent(int issueNumber, const QString &event, const QString &label,
                            const QString &actor, const QDateTime &when);
    // labeled / unlabeled events for the difference between two label lists.
    void recordLabelChanges(int issueNumber, const QStringList &before, const QStringList &after,
                            const QString &actor, const QDateTime &when);
    Response listIssueEvents(const Request &req, const QUrlQuery &query);

    // ---- Users and tokens (Users.cpp) ---------------------------------------------------

    qint64 userId(const QString &login) const;
    QByteArray userJson(const QString &login);
    QString tokenOf(const Request &req) const;
    QString loginFor(const Request &req) const;
    Response currentUser(const Request &req); // GET /user

    // ---- Responses (Responses.cpp) ------------------------------------------------------

    static Response json(int status, const QByteArray &body);
    static Response error(int status, const QString &message, const QString &documentationUrl);
    static Response notFound();
    static Response gone();
    static Response validationFailed(const QString &resource, const QString &field,
                                     const QString &code, const QString &documentationUrl,
                                     const QString &message = {});
    static Response unauthenticated();
    static Response badJson(const QString &documentationUrl);

    static QString queryValue(const QUrlQuery &query, const char *key);

    // One page of a listing: its number, the last page's, and its items [begin, end).
    struct Page
    {
        qint64 number = 1;
        qint64 last = 1;
        qint64 begin = 0;
        qint64 end = 0;
    };
    Page pageOf(const QUrlQuery &query, qsizetype total) const; // from page and per_page
    void setPageLinks(Response &r, const Request &req, const Page &current) const;
    // Pagination with GitHub's Link header. `itemAt(i)` gives the JSON of the i-th result.
    template<typename ItemAt>
    Response paginate(const Request &req, const QUrlQuery &query, qsizetype total, ItemAt itemAt);

    // ---- Routing (Routing.cpp) ----------------------------------------------------------

    Response route(const Request &req);
    Response routeRepository(const Request &req, const QStringList &rest, const QUrlQuery &query);
    QByteArray repositoryJson();

    // ---- Issues and labels (Issues.cpp) -------------------------------------------------

    QString issueApiUrl(int number) const;
    const QByteArray &issueJson(IssueRec &rec);
    QString labelUrl(const QString &labelName) const;
    QByteArray labelJson(const LabelRec &rec) const;
    QByteArray issueLabelsJson(const IssueData &d);
    Response listIssues(const Request &req, const QUrlQuery &query);
    Response createIssue(const Request &req);
    Response issueEndpoint(const Request &req, IssueRec &rec);
    Response issueLabels(const Request &req, IssueRec &rec, const QString &labelName, bool single);
    Response listLabels(const Request &req, const QUrlQuery &query);

    // ---- Comments (Comments.cpp) --------------------------------------------------------

    QString commentApiUrl(qint64 id) const;
    const QByteArray &commentJson(CommentRec &rec);
    // Before an edit: what its issue's lagging listings go on showing (setCommentListingLag()).
    void keepStaleVersion(CommentRec &rec);
    Response issueComments(const Request &req, const QUrlQuery &query, IssueRec &rec);
    Response listRepoComments(const Request &req, const QUrlQuery &query);
    Response commentEndpoint(const Request &req, CommentRec &rec);

    // ---- Reactions (Reactions.cpp) ------------------------------------------------------

    QByteArray reactionRollup(const std::vector<ReactionData> &list, const QString &url) const;
    QByteArray reactionJson(const ReactionData &reaction);
    Response reactionsEndpoint(const Request &req, const QUrlQuery &query,
                               std::vector<ReactionData> &list, const QString &reactionId,
                               CommentRec *commentRec, IssueRec *issueRec);

    // ---- OAuth device flow (DeviceFlow.cpp) ---------------------------------------------

    Response deviceFlowRoute(const Request &req);

    // ---- Repositories for link previews (Previews.cpp) ----------------------------------

    ExtraRepo &extraRepo(const QString &fullNameText);
    QString extraApiUrl(const ExtraRepo &repo) const;
    QString extraHtmlUrl(const ExtraRepo &repo) const;
    QByteArray licenseJson(const RepositoryData &data) const;
    QByteArray extraRepositoryJson(const ExtraRepo &repo);
    QByteArray releaseJson(const ExtraRepo &repo, const ReleaseData &release);
    static QByteArray gitBlobSha(const QByteArray &content);
    QByteArray contentEntryJson(const ExtraRepo &repo, const QString &ref, const QString &path,
                                const QByteArray *content, bool withContent);
    QByteArray workflowRunJson(const ExtraRepo &repo, const WorkflowRunData &run, int runNumber);
    Response routeExtra(const Request &req, ExtraRepo &repo, const QStringList &rest,
                        const QUrlQuery &query);
    Response extraContents(ExtraRepo &repo, const QStringList &pathSegments,
                           const QUrlQuery &query);
    Response extraRuns(const Request &req, ExtraRepo &repo, const QString &workflowFile,
                       const QUrlQuery &query);

    // ---- Forks, Git data and pull requests (PullRequests.cpp) ---------------------------

    struct GitAndPulls; // the endpoints and their helpers
    // …/forks, …/git/…, …/pulls of a repository set with setRepository (from routeExtra).
    Response routeGitAndPulls(const Request &req, ExtraRepo &repo, const QStringList &rest,
                              const QUrlQuery &query);
    const ExtraRepo *forkParentOf(const ExtraRepo &repo) const; // null: not a fork
    const ExtraRepo *forkSourceOf(const ExtraRepo &repo) const; // the root of its network

    // ---- HTTP (Connection.cpp, with GitHubTestServer::listen() and listenTls()) ---------

    void onNewConnection();
    void processConnection(Connection *connection);
    void handleRequest(Connection *connection, Request req);
    Response computeResponse(const Request &req);
    void send(Connection *connection, const Request &req, Response response, SendMode mode);

    // ---- Faults and the rate limit (Faults.cpp) -----------------------------------------

    bool takeFault(const Request &req, const Connection &connection, Fault *fault);
    Response faultResponse(const Fault &fault);
    void refreshRateWindow();
    Response rateLimitStatus(); // GET /rate_limit

    // ---- Population (Population.cpp, Fixture.cpp) ---------------------------------------

    void populate(int issueCount, int commentCount, int reactionCount, quint32 seed);
    bool loadFixture(const QJsonObject &fixture, QString *errorString);
};

template<typename Key> void GitHubTestServer::Private::sortByKey(std::vector<int> &order, Key key)
{
    std::vector<std::pair<std::pair<qint64, qint64>, int>> keyed;
    keyed.reserve(order.size());
    for (int index : order)
        keyed.push_back({ key(index), index });
    std::sort(keyed.begin(), keyed.end());
    for (size_t i = 0; i < keyed.size(); ++i)
        order[i] = keyed[i].second;
}

template<typename ItemAt>
GitHubTestServer::Private::Response
GitHubTestServer::Private::paginate(const Request &req, const QUrlQuery &query, qsizetype total,
                                    ItemAt itemAt)
{
    const Page current = pageOf(query, total);
    QByteArray body = "[";
    for (qint64 i = current.begin; i < current.end; ++i) {
        if (i > current.begin)
            body += ',';
        body += itemAt(qsizetype(i));
    }
    body += ']';
    Response r = json(200, body);
    setPageLinks(r, req, current);
    return r;
}

} // namespace acp::test

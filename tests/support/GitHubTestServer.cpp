// GitHub-shaped REST server on loopback. See GitHubTestServer.h for the interface.
//
// HTTP: a small hand-written HTTP/1.1 server on QTcpServer (127.0.0.1). Requests are parsed
// from the socket buffer (request line, headers, Content-Length body); connections stay open
// (keep-alive) unless the client sends `Connection: close` or speaks HTTP/1.0. Requests on one
// connection are answered in order; a Slow fault holds its connection (never the event loop).
//
// Data: issues (and pull requests) in a vector with a number index, comments in a vector kept
// sorted by id with an id index. Listings read lazily rebuilt sort orders (by created /
// updated); every object's JSON is serialised once and cached until it changes. Serialisation
// is hand-written (field order as GitHub sends it) because 100,000 comments through
// QJsonObject would dominate benchmark time.
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

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QPointer>
#include <QSet>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimeZone>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <map>
#include <random>
#include <vector>

namespace acp::test {

namespace {

constexpr qint64 kDefaultRepositoryId = 871203456;
constexpr int kDefaultPerPage = 30;
constexpr int kQuietSeconds = 3600; // idle time between populate()'s last event and now()
constexpr qsizetype kMaxHeaderBytes = 64 * 1024;
constexpr qsizetype kMaxBodyBytes = 16 * 1024 * 1024;
const char kApiVersion[] = "2022-11-28";

const QStringList &reactionContents()
{
    static const QStringList contents { QStringLiteral("+1"),     QStringLiteral("-1"),
                                        QStringLiteral("laugh"),  QStringLiteral("confused"),
                                        QStringLiteral("heart"),  QStringLiteral("hooray"),
                                        QStringLiteral("rocket"), QStringLiteral("eyes") };
    return contents;
}

QDateTime toSeconds(const QDateTime &when)
{
    if (!when.isValid())
        return {};
    // toUTC(): Qt::UTC spec, so toString(Qt::ISODate) ends in "Z" on Qt 6.4 too.
    return QDateTime::fromSecsSinceEpoch(when.toSecsSinceEpoch(), QTimeZone::utc()).toUTC();
}

QString timestamp(const QDateTime &when)
{
    return when.toUTC().toString(Qt::ISODate);
}

QDateTime parseTimestamp(const QString &text)
{
    if (text.isEmpty())
        return {};
    QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    if (!when.isValid())
        return {};
    if (when.timeSpec() == Qt::LocalTime)
        when.setTimeZone(QTimeZone::utc()); // GitHub reads zone-less timestamps as UTC
    return toSeconds(when);
}

// `since` keeps its fractional seconds: 09:00:07.5 excludes an object updated at 09:00:07.
QDateTime parseSince(const QString &text)
{
    QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    if (!when.isValid())
        return {};
    if (when.timeSpec() == Qt::LocalTime)
        when.setTimeZone(QTimeZone::utc());
    return when.toUTC();
}

QDateTime parseHttpDate(const QByteArray &text)
{
    QDateTime when = QLocale::c().toDateTime(QString::fromLatin1(text.trimmed()),
                                             QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return {};
    return QDateTime(when.date(), when.time(), QTimeZone::utc()).toUTC();
}

QByteArray httpDate(const QDateTime &when)
{
    return QLocale::c()
        .toString(when.toUTC(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"))
        .toLatin1();
}

quint32 fnv1a(const QByteArray &data)
{
    quint32 hash = 2166136261u;
    for (char c : data) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 16777619u;
    }
    return hash;
}

qint64 userIdFor(const QString &login)
{
    if (login == QLatin1String("ghost"))
        return 10137;
    return 100000 + qint64(fnv1a(login.toLower().toUtf8()) % 90000000u);
}

// GitHub's legacy global node ids: base64("0" + len(type) + ":" + type + id).
QString nodeId(const char *type, qint64 id)
{
    const QByteArray typeName(type);
    const QByteArray raw =
        '0' + QByteArray::number(typeName.size()) + ':' + typeName + QByteArray::number(id);
    return QString::fromLatin1(raw.toBase64());
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 204:
        return "No Content";
    case 301:
        return "Moved Permanently";
    case 304:
        return "Not Modified";
    case 307:
        return "Temporary Redirect";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 410:
        return "Gone";
    case 411:
        return "Length Required";
    case 413:
        return "Payload Too Large";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 502:
        return "Bad Gateway";
    default:
        return "Status";
    }
}

// ---- Hand-written JSON output ---------------------------------------------------------------

void appendJsonString(QByteArray &out, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    out.reserve(out.size() + utf8.size() + 2);
    out += '"';
    for (char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
                out += escaped;
            } else {
                out += ch;
            }
        }
    }
    out += '"';
}

class ObjectWriter
{
public:
    explicit ObjectWriter(QByteArray &out)
        : m_out(out)
    {
        m_out += '{';
    }

    ObjectWriter &key(const char *name)
    {
        if (!m_first)
            m_out += ',';
        m_first = false;
        m_out += '"';
        m_out += name;
        m_out += "\":";
        return *this;
    }
    void str(const char *name, const QString &value)
    {
        key(name);
        appendJsonString(m_out, value);
    }
    void strOrNull(const char *name, const QString &value)
    {
        key(name);
        if (value.isEmpty())
            m_out += "null";
        else
            appendJsonString(m_out, value);
    }
    void num(const char *name, qint64 value)
    {
        key(name);
        m_out += QByteArray::number(value);
    }
    void boolean(const char *name, bool value)
    {
        key(name);
        m_out += value ? "true" : "false";
    }
    void null(const char *name)
    {
        key(name);
        m_out += "null";
    }
    void raw(const char *name, const QByteArray &json)
    {
        key(name);
        m_out += json;
    }
    void time(const char *name, const QDateTime &when)
    {
        key(name);
        if (!when.isValid()) {
            m_out += "null";
            return;
        }
        m_out += '"';
        m_out += timestamp(when).toLatin1();
        m_out += '"';
    }
    void end() { m_out += '}'; }

private:
    QByteArray &m_out;
    bool m_first = true;
};

QByteArray compactJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

// ---- Private --------------------------------------------------------------------------------

struct GitHubTestServer::Private
{
    using IssueData = GitHubTestServer::IssueData;
    using CommentData = GitHubTestServer::CommentData;
    using ReactionData = GitHubTestServer::ReactionData;

    struct IssueRec
    {
        IssueData d;
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

        void setHeader(const QByteArray &name, const QByteArray &value)
        {
            for (auto &header : headers) {
                if (header.first.compare(name, Qt::CaseInsensitive) == 0) {
                    header.second = value;
                    return;
                }
            }
            headers.append({ name, value });
        }
        QByteArray header(const QByteArray &name) const
        {
            for (const auto &header : headers) {
                if (header.first.compare(name, Qt::CaseInsensitive) == 0)
                    return header.second;
            }
            return {};
        }
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
    qint64 repositoryId = kDefaultRepositoryId;
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
    QElapsedTimer lagTimer; // started at construction
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

    QDateTime tick()
    {
        clock = clock.addSecs(1);
        repositoryUpdatedAt = clock;
        return clock;
    }
    void invalidateAll() { ++generation; }

    IssueRec *issue(int number)
    {
        const auto it = issueIndex.constFind(number);
        return it == issueIndex.constEnd() ? nullptr : &issues[size_t(*it)];
    }
    const IssueRec *issue(int number) const
    {
        const auto it = issueIndex.constFind(number);
        return it == issueIndex.constEnd() ? nullptr : &issues[size_t(*it)];
    }
    CommentRec *comment(qint64 id)
    {
        const auto it = commentIndex.constFind(id);
        if (it == commentIndex.constEnd())
            return nullptr;
        CommentRec *rec = &comments[size_t(*it)];
        return rec->deleted ? nullptr : rec;
    }
    const CommentRec *comment(qint64 id) const { return const_cast<Private *>(this)->comment(id); }
    bool commentVisible(const CommentRec &rec) const
    {
        if (rec.deleted)
            return false;
        const IssueRec *owner = issue(rec.d.issueNumber);
        return owner && !owner->d.deleted;
    }
    QString association(const QString &login) const
    {
        return associations.value(login.toLower(), QStringLiteral("NONE"));
    }
    qint64 userId(const QString &login) const
    {
        return userIds.value(login.toLower(), userIdFor(login));
    }

    void touchIssue(IssueRec &rec, const QDateTime &when)
    {
        rec.d.updatedAt = when;
        rec.json.clear();
        issueOrdersDirty = true;
    }

    // ---- Labels -------------------------------------------------------------------------

    LabelRec *label(const QString &labelName)
    {
        const auto it = labelIndex.constFind(labelName.toLower());
        return it == labelIndex.constEnd() ? nullptr : &labels[size_t(*it)];
    }
    LabelRec &ensureLabel(const QString &labelName, const QString &color = QStringLiteral("ededed"),
                          const QString &description = {})
    {
        if (LabelRec *existing = label(labelName))
            return *existing;
        LabelRec rec;
        rec.id = nextLabelId++;
        rec.name = labelName;
        rec.color = color;
        rec.description = description;
        labels.push_back(rec);
        labelIndex.insert(labelName.toLower(), int(labels.size() - 1));
        return labels.back();
    }
    // Canonical names (the label's own spelling) for an issue's label list, creating labels.
    QStringList canonicalLabels(const QStringList &names)
    {
        QStringList result;
        for (const QString &labelName : names) {
            const QString trimmed = labelName.trimmed();
            if (trimmed.isEmpty())
                continue;
            const QString canonical = ensureLabel(trimmed).name;
            if (!result.contains(canonical, Qt::CaseInsensitive))
                result.append(canonical);
        }
        return result;
    }

    // ---- Creation -----------------------------------------------------------------------

    int insertIssue(IssueData data)
    {
        if (data.number <= 0)
            data.number = nextNumber;
        nextNumber = std::max(nextNumber, data.number + 1);
        if (data.id <= 0)
            data.id = nextIssueId++;
        else
            nextIssueId = std::max(nextIssueId, data.id + 1);
        if (!data.createdAt.isValid())
            data.createdAt = clock;
        data.createdAt = toSeconds(data.createdAt);
        data.updatedAt = data.updatedAt.isValid() ? toSeconds(data.updatedAt) : data.createdAt;
        data.closedAt = toSeconds(data.closedAt);
        data.labels = canonicalLabels(data.labels);
        if (data.state != QLatin1String("closed"))
            data.state = QStringLiteral("open");
        if (data.author.isEmpty())
            data.author = QStringLiteral("ghost");

        if (IssueRec *existing = issue(data.number)) {
            existing->d = data;
            existing->json.clear();
        } else {
            IssueRec rec;
            rec.d = data;
            issues.push_back(std::move(rec));
            issueIndex.insert(data.number, int(issues.size() - 1));
        }
        issueOrdersDirty = true;
        commentOrdersDirty = true;
        return data.number;
    }

    qint64 insertComment(CommentData data)
    {
        IssueRec *owner = issue(data.issueNumber);
        if (!owner)
            return 0;
        if (data.id <= 0)
            data.id = nextCommentId++;
        else
            nextCommentId = std::max(nextCommentId, data.id + 1);
        if (!data.createdAt.isValid())
            data.createdAt = clock;
        data.createdAt = toSeconds(data.createdAt);
        data.updatedAt = data.updatedAt.isValid() ? toSeconds(data.updatedAt) : data.createdAt;
        if (data.author.isEmpty())
            data.author = QStringLiteral("ghost");
        if (CommentRec *existing = comment(data.id)) {
            // Replace in place (fixture reload); keep the owner's id list right.
            if (IssueRec *oldOwner = issue(existing->d.issueNumber)) {
                auto &ids = oldOwner->commentIds;
                ids.erase(std::remove(ids.begin(), ids.end(), data.id), ids.end());
                oldOwner->json.clear();
            }
            existing->d = data;
            existing->json.clear();
        } else {
            CommentRec rec;
            rec.d = data;
            if (comments.empty() || comments.back().d.id < data.id) {
                comments.push_back(std::move(rec));
                commentIndex.insert(data.id, int(comments.size() - 1));
            } else {
                const auto at =
                    std::lower_bound(comments.begin(), comments.end(), data.id,
                                     [](const CommentRec &c, qint64 id) { return c.d.id < id; });
                comments.insert(at, std::move(rec));
                commentIndex.clear();
                for (size_t i = 0; i < comments.size(); ++i)
                    commentIndex.insert(comments[i].d.id, int(i));
            }
        }
        auto &ids = owner->commentIds;
        ids.insert(std::lower_bound(ids.begin(), ids.end(), data.id), data.id);
        owner->json.clear();
        commentOrdersDirty = true;
        return data.id;
    }

    // Returns {id, created}; an existing reaction of the same user and content is returned as is.
    std::pair<qint64, bool> insertReaction(std::vector<ReactionData> &list, ReactionData data)
    {
        for (const ReactionData &existing : list) {
            if (existing.user.compare(data.user, Qt::CaseInsensitive) == 0
                && existing.content == data.content)
                return { existing.id, false };
        }
        if (data.id <= 0)
            data.id = nextReactionId++;
        else
            nextReactionId = std::max(nextReactionId, data.id + 1);
        data.createdAt = data.createdAt.isValid() ? toSeconds(data.createdAt) : clock;
        list.push_back(data);
        return { data.id, true };
    }

    // ---- Sort orders --------------------------------------------------------------------

    template<typename Key> static void sortByKey(std::vector<int> &order, Key key)
    {
        std::vector<std::pair<std::pair<qint64, qint64>, int>> keyed;
        keyed.reserve(order.size());
        for (int index : order)
            keyed.push_back({ key(index), index });
        std::sort(keyed.begin(), keyed.end());
        for (size_t i = 0; i < keyed.size(); ++i)
            order[i] = keyed[i].second;
    }

    void ensureIssueOrders()
    {
        if (!issueOrdersDirty)
            return;
        issueOrderCreated.clear();
        for (size_t i = 0; i < issues.size(); ++i) {
            if (!issues[i].d.deleted)
                issueOrderCreated.push_back(int(i));
        }
        issueOrderUpdated = issueOrderCreated;
        sortByKey(issueOrderCreated, [this](int i) {
            const IssueData &d = issues[size_t(i)].d;
            return std::pair<qint64, qint64>(d.createdAt.toSecsSinceEpoch(), d.number);
        });
        sortByKey(issueOrderUpdated, [this](int i) {
            const IssueData &d = issues[size_t(i)].d;
            return std::pair<qint64, qint64>(d.updatedAt.toSecsSinceEpoch(), d.number);
        });
        issueOrdersDirty = false;
    }

    void ensureCommentOrders()
    {
        if (!commentOrdersDirty)
            return;
        commentOrderId.clear();
        for (size_t i = 0; i < comments.size(); ++i) {
            if (commentVisible(comments[i]))
                commentOrderId.push_back(int(i));
        }
        commentOrderCreated = commentOrderId;
        commentOrderUpdated = commentOrderId;
        sortByKey(commentOrderCreated, [this](int i) {
            const CommentData &d = comments[size_t(i)].d;
            return std::pair<qint64, qint64>(d.createdAt.toSecsSinceEpoch(), d.id);
        });
        sortByKey(commentOrderUpdated, [this](int i) {
            const CommentData &d = comments[size_t(i)].d;
            return std::pair<qint64, qint64>(d.updatedAt.toSecsSinceEpoch(), d.id);
        });
        commentOrdersDirty = false;
    }

    // ---- JSON ---------------------------------------------------------------------------

    QByteArray userJson(const QString &login)
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
        w.str("avatar_url",
              QStringLiteral("https://avatars.githubusercontent.com/u/%1?v=4").arg(id));
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

    QString labelUrl(const QString &labelName) const
    {
        return repoApiUrl() + QStringLiteral("/labels/")
            + QString::fromLatin1(QUrl::toPercentEncoding(labelName));
    }

    QByteArray labelJson(const LabelRec &rec) const
    {
        QByteArray out;
        ObjectWriter w(out);
        w.num("id", rec.id);
        w.str("node_id", nodeId("Label", rec.id));
        w.str("url", labelUrl(rec.name));
        w.str("name", rec.name);
        w.str("color", rec.color);
        w.boolean("default", rec.isDefault);
        w.strOrNull("description", rec.description);
        w.end();
        return out;
    }

    QByteArray issueLabelsJson(const IssueData &d)
    {
        QByteArray out = "[";
        bool first = true;
        for (const QString &labelName : d.labels) {
            const LabelRec *rec = label(labelName);
            if (!rec)
                continue;
            if (!first)
                out += ',';
            first = false;
            out += labelJson(*rec);
        }
        out += ']';
        return out;
    }

    QByteArray reactionRollup(const std::vector<ReactionData> &list, const QString &url) const
    {
        QHash<QString, int> counts;
        for (const ReactionData &reaction : list)
            ++counts[reaction.content];
        QByteArray out;
        ObjectWriter w(out);
        w.str("url", url);
        w.num("total_count", qint64(list.size()));
        w.num("+1", counts.value(QStringLiteral("+1")));
        w.num("-1", counts.value(QStringLiteral("-1")));
        w.num("laugh", counts.value(QStringLiteral("laugh")));
        w.num("hooray", counts.value(QStringLiteral("hooray")));
        w.num("confused", counts.value(QStringLiteral("confused")));
        w.num("heart", counts.value(QStringLiteral("heart")));
        w.num("rocket", counts.value(QStringLiteral("rocket")));
        w.num("eyes", counts.value(QStringLiteral("eyes")));
        w.end();
        return out;
    }

    QString issueApiUrl(int number) const
    {
        return repoApiUrl() + QStringLiteral("/issues/") + QString::number(number);
    }

    const QByteArray &issueJson(IssueRec &rec)
    {
        if (rec.jsonGeneration == generation && !rec.json.isEmpty())
            return rec.json;
        const IssueData &d = rec.d;
        const QString url = issueApiUrl(d.number);
        const QString htmlUrl = repoHtmlUrl()
            + (d.pullRequest ? QStringLiteral("/pull/") : QStringLiteral("/issues/"))
            + QString::number(d.number);
        QByteArray out;
        out.reserve(3000 + d.body.size());
        ObjectWriter w(out);
        w.str("url", url);
        w.str("repository_url", repoApiUrl());
        w.str("labels_url", url + QStringLiteral("/labels{/name}"));
        w.str("comments_url", url + QStringLiteral("/comments"));
        w.str("events_url", url + QStringLiteral("/events"));
        w.str("html_url", htmlUrl);
        w.num("id", d.id);
        w.str("node_id", nodeId(d.pullRequest ? "PullRequest" : "Issue", d.id));
        w.num("number", d.number);
        w.str("title", d.title);
        w.raw("user", userJson(d.author));
        w.raw("labels", issueLabelsJson(d));
        w.str("state", d.state);
        w.boolean("locked", false);
        w.null("assignee");
        w.raw("assignees", "[]");
        w.null("milestone");
        w.num("comments", qint64(rec.commentIds.size()));
        w.time("created_at", d.createdAt);
        w.time("updated_at", d.updatedAt);
        w.time("closed_at", d.state == QLatin1String("closed") ? d.closedAt : QDateTime());
        w.str("author_association", association(d.author));
        w.null("type");
        w.null("active_lock_reason");
        if (d.pullRequest) {
            w.boolean("draft", false);
            QByteArray pr;
            ObjectWriter p(pr);
            p.str("url", repoApiUrl() + QStringLiteral("/pulls/") + QString::number(d.number));
            p.str("html_url", htmlUrl);
            p.str("diff_url", htmlUrl + QStringLiteral(".diff"));
            p.str("patch_url", htmlUrl + QStringLiteral(".patch"));
            p.null("merged_at");
            p.end();
            w.raw("pull_request", pr);
        }
        if (d.bodyIsNull)
            w.null("body");
        else
            w.str("body", d.body);
        w.raw("reactions", reactionRollup(rec.reactions, url + QStringLiteral("/reactions")));
        w.str("timeline_url", url + QStringLiteral("/timeline"));
        w.null("performed_via_github_app");
        w.strOrNull("state_reason", d.stateReason);
        w.end();
        rec.json = out;
        rec.jsonGeneration = generation;
        return rec.json;
    }

    QString commentApiUrl(qint64 id) const
    {
        return repoApiUrl() + QStringLiteral("/issues/comments/") + QString::number(id);
    }

    const QByteArray &commentJson(CommentRec &rec)
    {
        if (rec.jsonGeneration == generation && !rec.json.isEmpty())
            return rec.json;
        const CommentData &d = rec.d;
        const IssueRec *owner = issue(d.issueNumber);
        const bool pr = owner && owner->d.pullRequest;
        const QString url = commentApiUrl(d.id);
        QByteArray out;
        out.reserve(2000 + d.body.size());
        ObjectWriter w(out);
        w.str("url", url);
        w.str("html_url",
              repoHtmlUrl() + (pr ? QStringLiteral("/pull/") : QStringLiteral("/issues/"))
                  + QString::number(d.issueNumber) + QStringLiteral("#issuecomment-")
                  + QString::number(d.id));
        w.str("issue_url", issueApiUrl(d.issueNumber));
        w.num("id", d.id);
        w.str("node_id", nodeId("IssueComment", d.id));
        w.raw("user", userJson(d.author));
        w.time("created_at", d.createdAt);
        w.time("updated_at", d.updatedAt);
        w.str("author_association", association(d.author));
        w.str("body", d.body);
        w.raw("reactions", reactionRollup(rec.reactions, url + QStringLiteral("/reactions")));
        w.null("performed_via_github_app");
        w.end();
        rec.json = out;
        rec.jsonGeneration = generation;
        return rec.json;
    }

    QByteArray reactionJson(const ReactionData &reaction)
    {
        QByteArray out;
        ObjectWriter w(out);
        w.num("id", reaction.id);
        w.str("node_id", nodeId("Reaction", reaction.id));
        w.raw("user", userJson(reaction.user));
        w.str("content", reaction.content);
        w.time("created_at", reaction.createdAt);
        w.end();
        return out;
    }

    QByteArray repositoryJson()
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

    // ---- Responses ----------------------------------------------------------------------

    static Response json(int status, const QByteArray &body)
    {
        Response r;
        r.status = status;
        r.body = body;
        return r;
    }
    static Response error(int status, const QString &message, const QString &documentationUrl)
    {
        QJsonObject object { { QStringLiteral("message"), message },
                             { QStringLiteral("documentation_url"), documentationUrl },
                             { QStringLiteral("status"), QString::number(status) } };
        return json(status, compactJson(object));
    }
    static Response notFound()
    {
        return error(404, QStringLiteral("Not Found"),
                     QStringLiteral("https://docs.github.com/rest"));
    }
    static Response gone()
    {
        return error(410, QStringLiteral("This issue was deleted"),
                     QStringLiteral("https://docs.github.com/rest/issues/issues#get-an-issue"));
    }
    static Response validationFailed(const QString &resource, const QString &field,
                                     const QString &code, const QString &documentationUrl,
                                     const QString &message = {})
    {
        QJsonObject detail { { QStringLiteral("resource"), resource },
                             { QStringLiteral("code"), code },
                             { QStringLiteral("field"), field } };
        if (!message.isEmpty())
            detail.insert(QStringLiteral("message"), message);
        QJsonObject object { { QStringLiteral("message"), QStringLiteral("Validation Failed") },
                             { QStringLiteral("errors"), QJsonArray { detail } },
                             { QStringLiteral("documentation_url"), documentationUrl },
                             { QStringLiteral("status"), QStringLiteral("422") } };
        return json(422, compactJson(object));
    }
    static Response unauthenticated()
    {
        return error(401, QStringLiteral("Requires authentication"),
                     QStringLiteral("https://docs.github.com/rest"));
    }
    static Response badJson(const QString &documentationUrl)
    {
        return error(400, QStringLiteral("Problems parsing JSON"), documentationUrl);
    }

    static QString queryValue(const QUrlQuery &query, const char *key)
    {
        return query.queryItemValue(QLatin1String(key), QUrl::FullyDecoded);
    }

    // Pagination with GitHub's Link header. `itemAt(i)` gives the JSON of the i-th result.
    template<typename ItemAt>
    Response paginate(const Request &req, const QUrlQuery &query, qsizetype total, ItemAt itemAt)
    {
        bool ok = false;
        qint64 perPage = queryValue(query, "per_page").toLongLong(&ok);
        if (!ok || perPage < 1)
            perPage = kDefaultPerPage;
        perPage = std::min<qint64>(perPage, pageSizeLimit);
        qint64 page = queryValue(query, "page").toLongLong(&ok);
        if (!ok || page < 1)
            page = 1;
        page = std::min<qint64>(page, 1000000000);
        const qint64 lastPage = std::max<qint64>(1, (qint64(total) + perPage - 1) / perPage);
        const qint64 begin = (page - 1) * perPage;
        const qint64 end = std::min<qint64>(total, begin + perPage);

        QByteArray body = "[";
        for (qint64 i = begin; i < end; ++i) {
            if (i > begin)
                body += ',';
            body += itemAt(qsizetype(i));
        }
        body += ']';
        Response r = json(200, body);

        if (lastPage > 1 || page > 1) {
            QByteArray path = req.path;
            if (linksUseRepositoryId) {
                const QList<QByteArray> parts = req.path.split('/');
                if (parts.size() >= 4 && parts.at(1) == "repos")
                    path = "/repositories/" + QByteArray::number(repositoryId) + '/'
                        + parts.mid(4).join('/');
                if (path.endsWith('/'))
                    path.chop(1);
            }
            QByteArrayList kept;
            for (const QByteArray &item : req.query.split('&')) {
                if (item.isEmpty() || item.split('=').constFirst() == "page")
                    continue;
                kept.append(item);
            }
            const QByteArray prefix = base() + path + '?'
                + (kept.isEmpty() ? QByteArray() : kept.join('&') + '&') + "page=";
            QByteArrayList links;
            auto link = [&](qint64 target, const char *rel) {
                links.append('<' + prefix + QByteArray::number(target) + ">; rel=\"" + rel + '"');
            };
            if (page > 1)
                link(page - 1, "prev");
            if (page < lastPage) {
                link(page + 1, "next");
                link(lastPage, "last");
            }
            if (page > 1)
                link(1, "first");
            r.setHeader("Link", links.join(", "));
        }
        return r;
    }

    // ---- Auth ---------------------------------------------------------------------------

    QString tokenOf(const Request &req) const
    {
        const QByteArray authorization = req.headers.value("authorization").trimmed();
        if (authorization.isEmpty())
            return {};
        const qsizetype space = authorization.indexOf(' ');
        return QString::fromUtf8(space < 0 ? authorization
                                           : authorization.mid(space + 1).trimmed());
    }

    Response deviceFlowRoute(const Request &req);

    QString loginFor(const Request &req) const
    {
        const QByteArray authorization = req.headers.value("authorization").trimmed();
        if (authorization.isEmpty())
            return {};
        const qsizetype space = authorization.indexOf(' ');
        const QString token =
            QString::fromUtf8(space < 0 ? authorization : authorization.mid(space + 1).trimmed());
        return tokenLogins.value(token, defaultLogin);
    }

    // ---- Repositories for link previews --------------------------------------------------

    using RepositoryData = GitHubTestServer::RepositoryData;
    using ReleaseData = GitHubTestServer::ReleaseData;
    using WorkflowRunData = GitHubTestServer::WorkflowRunData;

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

        QString fullName() const { return owner + QLatin1Char('/') + name; }
    };
    QHash<QString, ExtraRepo> extraRepos; // lower-case full name
    qint64 nextExtraRepoId = 900000001;
    qint64 nextReleaseId = 150000001;
    qint64 nextRunId = 11000000001;

    ExtraRepo &extraRepo(const QString &fullNameText)
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

    QString extraApiUrl(const ExtraRepo &repo) const
    {
        return baseString() + QStringLiteral("/repos/") + repo.fullName();
    }
    QString extraHtmlUrl(const ExtraRepo &repo) const
    {
        return QStringLiteral("https://github.com/") + repo.fullName();
    }

    QByteArray licenseJson(const RepositoryData &data) const
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

    QByteArray extraRepositoryJson(const ExtraRepo &repo)
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
        w.boolean("fork", false);
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
        w.str("ssh_url",
              QStringLiteral("git@github.com:") + repo.fullName() + QStringLiteral(".git"));
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
        w.end();
        return out;
    }

    QByteArray releaseJson(const ExtraRepo &repo, const ReleaseData &release)
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

    static QByteArray gitBlobSha(const QByteArray &content)
    {
        const QByteArray blob =
            "blob " + QByteArray::number(content.size()) + QByteArray(1, '\0') + content;
        return QCryptographicHash::hash(blob, QCryptographicHash::Sha1).toHex();
    }

    QByteArray contentEntryJson(const ExtraRepo &repo, const QString &ref, const QString &path,
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
            + (content ? QStringLiteral("/blob/") : QStringLiteral("/tree/")) + ref
            + QLatin1Char('/') + encodedPath;
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

    QByteArray workflowRunJson(const ExtraRepo &repo, const WorkflowRunData &run, int runNumber)
    {
        const QString url =
            extraApiUrl(repo) + QStringLiteral("/actions/runs/") + QString::number(run.id);
        const qint64 workflowId = 100000 + qint64(fnv1a(run.workflowFile.toUtf8()) % 900000);
        const QByteArray headSeed = QByteArray::number(run.id) + run.headBranch.toUtf8();
        const QByteArray headSha =
            QCryptographicHash::hash(headSeed, QCryptographicHash::Sha1).toHex();
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
               run.status == QLatin1String("completed") ? run.createdAt.addSecs(600)
                                                        : run.createdAt);
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
              extraApiUrl(repo) + QStringLiteral("/actions/workflows/")
                  + QString::number(workflowId));
        w.raw("head_commit", headCommit);
        w.raw("repository", minimalRepo);
        w.raw("head_repository", minimalRepo);
        w.end();
        return out;
    }

    Response routeExtra(const Request &req, ExtraRepo &repo, const QStringList &rest,
                        const QUrlQuery &query);
    Response extraContents(ExtraRepo &repo, const QStringList &pathSegments,
                           const QUrlQuery &query);
    Response extraRuns(const Request &req, ExtraRepo &repo, const QString &workflowFile,
                       const QUrlQuery &query);

    // ---- Routing ------------------------------------------------------------------------

    Response route(const Request &req);
    Response routeRepository(const Request &req, const QStringList &rest, const QUrlQuery &query);
    Response listIssues(const Request &req, const QUrlQuery &query);
    Response createIssue(const Request &req);
    Response issueEndpoint(const Request &req, IssueRec &rec);
    Response issueComments(const Request &req, const QUrlQuery &query, IssueRec &rec);
    Response issueLabels(const Request &req, IssueRec &rec, const QString &labelName, bool single);
    Response listRepoComments(const Request &req, const QUrlQuery &query);
    Response commentEndpoint(const Request &req, CommentRec &rec);
    Response reactionsEndpoint(const Request &req, const QUrlQuery &query,
                               std::vector<ReactionData> &list, const QString &subject,
                               CommentRec *commentRec, IssueRec *issueRec);
    Response listLabels(const Request &req, const QUrlQuery &query);

    // ---- HTTP ---------------------------------------------------------------------------

    void onNewConnection();
    void processConnection(Connection *connection);
    void handleRequest(Connection *connection, Request req);
    Response computeResponse(const Request &req);
    void send(Connection *connection, const Request &req, Response response, SendMode mode);
    bool takeFault(const Request &req, const Connection &connection, Fault *fault);
    Response faultResponse(const Fault &fault);
    void refreshRateWindow();

    // ---- Population ---------------------------------------------------------------------

    void populate(int issueCount, int commentCount, int reactionCount, quint32 seed);
    bool loadFixture(const QJsonObject &fixture, QString *errorString);
};

// ---- Routing ---------------------------------------------------------------------------------

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
    if (segments.size() == 1 && segments.constFirst() == QLatin1String("user") && read) {
        const QString login = loginFor(req);
        if (login.isEmpty())
            return unauthenticated();
        return json(200, userJson(login));
    }
    if (segments.size() == 1 && segments.constFirst() == QLatin1String("rate_limit") && read) {
        refreshRateWindow();
        QJsonObject core { { QStringLiteral("limit"), rateLimit },
                           { QStringLiteral("used"), rateLimit - rateRemaining },
                           { QStringLiteral("remaining"), rateRemaining },
                           { QStringLiteral("reset"), rateReset },
                           { QStringLiteral("resource"), QStringLiteral("core") } };
        QJsonObject object { { QStringLiteral("resources"),
                               QJsonObject { { QStringLiteral("core"), core } } },
                             { QStringLiteral("rate"), core } };
        return json(200, compactJson(object));
    }

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

GitHubTestServer::Private::Response GitHubTestServer::Private::listIssues(const Request &req,
                                                                          const QUrlQuery &query)
{
    const QString doc =
        QStringLiteral("https://docs.github.com/rest/issues/issues#list-repository-issues");
    const QString state = query.hasQueryItem(QStringLiteral("state")) ? queryValue(query, "state")
                                                                      : QStringLiteral("open");
    const QString sort = query.hasQueryItem(QStringLiteral("sort")) ? queryValue(query, "sort")
                                                                    : QStringLiteral("created");
    const QString direction = query.hasQueryItem(QStringLiteral("direction"))
        ? queryValue(query, "direction")
        : QStringLiteral("desc");
    if (state != QLatin1String("open") && state != QLatin1String("closed")
        && state != QLatin1String("all"))
        return validationFailed(QStringLiteral("Issue"), QStringLiteral("state"),
                                QStringLiteral("invalid"), doc);
    if (sort != QLatin1String("created") && sort != QLatin1String("updated")
        && sort != QLatin1String("comments"))
        return validationFailed(QStringLiteral("Issue"), QStringLiteral("sort"),
                                QStringLiteral("invalid"), doc);
    if (direction != QLatin1String("asc") && direction != QLatin1String("desc"))
        return validationFailed(QStringLiteral("Issue"), QStringLiteral("direction"),
                                QStringLiteral("invalid"), doc);
    QDateTime since;
    if (query.hasQueryItem(QStringLiteral("since"))) {
        since = parseSince(queryValue(query, "since"));
        if (!since.isValid())
            return validationFailed(QStringLiteral("Issue"), QStringLiteral("since"),
                                    QStringLiteral("invalid"), doc);
    }
    QStringList wantedLabels;
    for (const QString &labelName : queryValue(query, "labels").split(QLatin1Char(',')))
        if (!labelName.trimmed().isEmpty())
            wantedLabels.append(labelName.trimmed());
    const QString creator = queryValue(query, "creator");

    ensureIssueOrders();
    std::vector<int> order =
        sort == QLatin1String("updated") ? issueOrderUpdated : issueOrderCreated;
    if (sort == QLatin1String("comments")) {
        sortByKey(order, [this](int i) {
            return std::pair<qint64, qint64>(qint64(issues[size_t(i)].commentIds.size()),
                                             issues[size_t(i)].d.createdAt.toSecsSinceEpoch());
        });
    }
    const qint64 sinceMs = since.isValid() ? since.toMSecsSinceEpoch() : 0;
    std::vector<int> matches;
    matches.reserve(order.size());
    auto accept = [&](int index) {
        const IssueData &d = issues[size_t(index)].d;
        if (state != QLatin1String("all") && d.state != state)
            return;
        if (since.isValid() && d.updatedAt.toMSecsSinceEpoch() < sinceMs)
            return;
        if (!creator.isEmpty() && d.author.compare(creator, Qt::CaseInsensitive) != 0)
            return;
        for (const QString &wanted : wantedLabels) {
            if (!d.labels.contains(wanted, Qt::CaseInsensitive))
                return;
        }
        matches.push_back(index);
    };
    if (direction == QLatin1String("asc"))
        std::for_each(order.begin(), order.end(), accept);
    else
        std::for_each(order.rbegin(), order.rend(), accept);

    return paginate(req, query, qsizetype(matches.size()), [&](qsizetype i) -> const QByteArray & {
        return issueJson(issues[size_t(matches[size_t(i)])]);
    });
}

GitHubTestServer::Private::Response GitHubTestServer::Private::createIssue(const Request &req)
{
    const QString doc =
        QStringLiteral("https://docs.github.com/rest/issues/issues#create-an-issue");
    const QString login = loginFor(req);
    if (login.isEmpty())
        return unauthenticated();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return badJson(doc);
    const QJsonObject object = document.object();
    const QJsonValue title = object.value(QStringLiteral("title"));
    if (!title.isString() || title.toString().isEmpty())
        return validationFailed(QStringLiteral("Issue"), QStringLiteral("title"),
                                QStringLiteral("missing_field"), doc);
    IssueData data;
    data.title = title.toString();
    const QJsonValue body = object.value(QStringLiteral("body"));
    data.bodyIsNull = !body.isString();
    data.body = body.toString();
    data.author = login;
    for (const QJsonValue &value : object.value(QStringLiteral("labels")).toArray())
        data.labels.append(value.isObject()
                               ? value.toObject().value(QStringLiteral("name")).toString()
                               : value.toString());
    data.createdAt = tick();
    const int number = insertIssue(data);
    Response r = json(201, issueJson(*issue(number)));
    r.setHeader("Location", issueApiUrl(number).toUtf8());
    return r;
}

GitHubTestServer::Private::Response GitHubTestServer::Private::issueEndpoint(const Request &req,
                                                                             IssueRec &rec)
{
    if (req.method == "GET" || req.method == "HEAD") {
        Response r = json(200, issueJson(rec));
        r.setHeader("Last-Modified", httpDate(rec.d.updatedAt));
        return r;
    }
    if (req.method != "PATCH")
        return notFound();
    const QString doc =
        QStringLiteral("https://docs.github.com/rest/issues/issues#update-an-issue");
    const QString login = loginFor(req);
    if (login.isEmpty())
        return unauthenticated();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return badJson(doc);
    const QJsonObject object = document.object();

    IssueData next = rec.d;
    if (object.contains(QStringLiteral("title"))) {
        const QJsonValue title = object.value(QStringLiteral("title"));
        if (title.isString())
            next.title = title.toString();
        else if (title.isDouble())
            next.title = QString::number(title.toInteger());
        else
            return validationFailed(QStringLiteral("Issue"), QStringLiteral("title"),
                                    QStringLiteral("invalid"), doc);
    }
    if (object.contains(QStringLiteral("body"))) {
        const QJsonValue body = object.value(QStringLiteral("body"));
        next.bodyIsNull = body.isNull();
        next.body = body.toString();
    }
    if (object.contains(QStringLiteral("labels"))) {
        QStringList names;
        for (const QJsonValue &value : object.value(QStringLiteral("labels")).toArray())
            names.append(value.isObject()
                             ? value.toObject().value(QStringLiteral("name")).toString()
                             : value.toString());
        next.labels = canonicalLabels(names);
    }
    if (object.contains(QStringLiteral("state"))) {
        const QString state = object.value(QStringLiteral("state")).toString();
        if (state != QLatin1String("open") && state != QLatin1String("closed"))
            return validationFailed(QStringLiteral("Issue"), QStringLiteral("state"),
                                    QStringLiteral("invalid"), doc);
        QString reason = object.value(QStringLiteral("state_reason")).toString();
        static const QStringList reasons { QStringLiteral("completed"),
                                           QStringLiteral("not_planned"),
                                           QStringLiteral("duplicate"),
                                           QStringLiteral("reopened") };
        if (!reason.isEmpty() && !reasons.contains(reason))
            return validationFailed(QStringLiteral("Issue"), QStringLiteral("state_reason"),
                                    QStringLiteral("invalid"), doc);
        if (state != rec.d.state) { // state_reason is ignored unless state changes
            next.state = state;
            if (state == QLatin1String("closed")) {
                next.stateReason = reason.isEmpty() || reason == QLatin1String("reopened")
                    ? QStringLiteral("completed")
                    : reason;
                next.closedAt = QDateTime(); // set below, with the tick
            } else {
                next.stateReason = QStringLiteral("reopened");
                next.closedAt = QDateTime();
            }
        }
    }

    const bool changed = next.title != rec.d.title || next.body != rec.d.body
        || next.bodyIsNull != rec.d.bodyIsNull || next.labels != rec.d.labels
        || next.state != rec.d.state || next.stateReason != rec.d.stateReason;
    if (changed) {
        const QDateTime when = tick();
        if (next.state == QLatin1String("closed") && rec.d.state != QLatin1String("closed"))
            next.closedAt = when;
        rec.d = next;
        touchIssue(rec, when);
    }
    return json(200, issueJson(rec));
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::issueComments(const Request &req, const QUrlQuery &query, IssueRec &rec)
{
    if (req.method == "POST") {
        const QString doc =
            QStringLiteral("https://docs.github.com/rest/issues/comments#create-an-issue-comment");
        const QString login = loginFor(req);
        if (login.isEmpty())
            return unauthenticated();
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject())
            return badJson(doc);
        const QJsonValue body = document.object().value(QStringLiteral("body"));
        if (!body.isString() || body.toString().trimmed().isEmpty())
            return validationFailed(QStringLiteral("IssueComment"), QStringLiteral("body"),
                                    QStringLiteral("missing_field"), doc);
        CommentData data;
        data.issueNumber = rec.d.number;
        data.author = login;
        data.body = body.toString();
        data.createdAt = tick();
        const int number = rec.d.number;
        const qint64 id = insertComment(data);
        if (commentListingLagMs > 0)
            comment(id)->listedFrom = lagTimer.elapsed() + commentListingLagMs;
        IssueRec *owner = issue(number); // insertComment does not move issues; re-fetch anyway
        touchIssue(*owner, data.createdAt);
        Response r = json(201, commentJson(*comment(id)));
        r.setHeader("Location", commentApiUrl(id).toUtf8());
        return r;
    }
    if (req.method != "GET" && req.method != "HEAD")
        return notFound();
    QDateTime since;
    if (query.hasQueryItem(QStringLiteral("since"))) {
        since = parseSince(queryValue(query, "since"));
        if (!since.isValid())
            return validationFailed(
                QStringLiteral("IssueComment"), QStringLiteral("since"), QStringLiteral("invalid"),
                QStringLiteral("https://docs.github.com/rest/issues/comments#list-issue-comments"));
    }
    std::vector<int> matches;
    matches.reserve(rec.commentIds.size());
    for (qint64 id : rec.commentIds) {
        const int index = commentIndex.value(id, -1);
        if (index < 0 || comments[size_t(index)].deleted)
            continue;
        if (comments[size_t(index)].listedFrom > lagTimer.elapsed())
            continue; // a lagging replica: listed later
        if (since.isValid() && comments[size_t(index)].d.updatedAt < since)
            continue;
        matches.push_back(index);
    }
    return paginate(req, query, qsizetype(matches.size()), [&](qsizetype i) -> const QByteArray & {
        return commentJson(comments[size_t(matches[size_t(i)])]);
    });
}

GitHubTestServer::Private::Response GitHubTestServer::Private::issueLabels(const Request &req,
                                                                           IssueRec &rec,
                                                                           const QString &labelName,
                                                                           bool single)
{
    const QString doc = QStringLiteral("https://docs.github.com/rest/issues/labels");
    auto labelsResponse = [this, &rec]() { return json(200, issueLabelsJson(rec.d)); };
    if (!single && (req.method == "GET" || req.method == "HEAD"))
        return labelsResponse();
    if (single && req.method != "DELETE")
        return notFound();
    if (req.method != "POST" && req.method != "PUT" && req.method != "DELETE")
        return notFound();
    if (loginFor(req).isEmpty())
        return unauthenticated();

    QStringList next = rec.d.labels;
    if (req.method == "DELETE") {
        if (single) {
            const qsizetype at = [&] {
                for (qsizetype i = 0; i < next.size(); ++i) {
                    if (next.at(i).compare(labelName, Qt::CaseInsensitive) == 0)
                        return i;
                }
                return qsizetype(-1);
            }();
            if (at < 0)
                return error(404, QStringLiteral("Label does not exist"),
                             doc + QStringLiteral("#remove-a-label-from-an-issue"));
            next.removeAt(at);
        } else {
            next.clear();
        }
    } else {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return badJson(doc);
        QJsonArray array;
        if (document.isArray())
            array = document.array();
        else if (document.isObject() && document.object().value(QStringLiteral("labels")).isArray())
            array = document.object().value(QStringLiteral("labels")).toArray();
        else
            return validationFailed(QStringLiteral("Label"), QStringLiteral("labels"),
                                    QStringLiteral("missing_field"), doc);
        QStringList names;
        for (const QJsonValue &value : array) {
            const QString item = value.isObject()
                ? value.toObject().value(QStringLiteral("name")).toString()
                : value.toString();
            if (item.trimmed().isEmpty())
                return validationFailed(QStringLiteral("Label"), QStringLiteral("name"),
                                        QStringLiteral("invalid"), doc);
            names.append(item);
        }
        if (req.method == "POST" && names.isEmpty())
            return validationFailed(QStringLiteral("Label"), QStringLiteral("labels"),
                                    QStringLiteral("missing_field"), doc);
        if (req.method == "PUT")
            next.clear();
        next = canonicalLabels(next + names);
    }
    if (next != rec.d.labels) {
        rec.d.labels = next;
        touchIssue(rec, tick());
    }
    return labelsResponse();
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::listRepoComments(const Request &req, const QUrlQuery &query)
{
    const QString doc = QStringLiteral(
        "https://docs.github.com/rest/issues/comments#list-issue-comments-for-a-repository");
    const bool hasSort = query.hasQueryItem(QStringLiteral("sort"));
    const QString sort = queryValue(query, "sort");
    if (hasSort && sort != QLatin1String("created") && sort != QLatin1String("updated"))
        return validationFailed(QStringLiteral("IssueComment"), QStringLiteral("sort"),
                                QStringLiteral("invalid"), doc);
    const QString direction = queryValue(query, "direction");
    if (query.hasQueryItem(QStringLiteral("direction")) && direction != QLatin1String("asc")
        && direction != QLatin1String("desc"))
        return validationFailed(QStringLiteral("IssueComment"), QStringLiteral("direction"),
                                QStringLiteral("invalid"), doc);
    const bool descending = hasSort && direction == QLatin1String("desc"); // ignored without sort
    QDateTime since;
    if (query.hasQueryItem(QStringLiteral("since"))) {
        since = parseSince(queryValue(query, "since"));
        if (!since.isValid())
            return validationFailed(QStringLiteral("IssueComment"), QStringLiteral("since"),
                                    QStringLiteral("invalid"), doc);
    }

    ensureCommentOrders();
    const std::vector<int> &order = !hasSort ? commentOrderId
        : sort == QLatin1String("updated")   ? commentOrderUpdated
                                             : commentOrderCreated;
    // The visible range [first, last) of `order`; matches only when a filter cannot be a range.
    qsizetype first = 0;
    qsizetype last = qsizetype(order.size());
    std::vector<int> matches;
    bool useMatches = false;
    if (since.isValid()) {
        const qint64 sinceMs = since.toMSecsSinceEpoch();
        if (hasSort && sort == QLatin1String("updated")) {
            const auto it = std::lower_bound(
                order.begin(), order.end(), sinceMs, [this](int index, qint64 value) {
                    return comments[size_t(index)].d.updatedAt.toMSecsSinceEpoch() < value;
                });
            first = qsizetype(it - order.begin());
        } else {
            useMatches = true;
            for (int index : order) {
                if (comments[size_t(index)].d.updatedAt.toMSecsSinceEpoch() >= sinceMs)
                    matches.push_back(index);
            }
        }
    }
    const qsizetype total = useMatches ? qsizetype(matches.size()) : last - first;
    return paginate(req, query, total, [&](qsizetype i) -> const QByteArray & {
        const qsizetype at = descending ? total - 1 - i : i;
        const int index = useMatches ? matches[size_t(at)] : order[size_t(first + at)];
        return commentJson(comments[size_t(index)]);
    });
}

GitHubTestServer::Private::Response GitHubTestServer::Private::commentEndpoint(const Request &req,
                                                                               CommentRec &rec)
{
    if (req.method == "GET" || req.method == "HEAD") {
        Response r = json(200, commentJson(rec));
        r.setHeader("Last-Modified", httpDate(rec.d.updatedAt));
        return r;
    }
    const QString doc =
        QStringLiteral("https://docs.github.com/rest/issues/comments#update-an-issue-comment");
    if (req.method == "PATCH") {
        if (loginFor(req).isEmpty())
            return unauthenticated();
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject())
            return badJson(doc);
        const QJsonValue body = document.object().value(QStringLiteral("body"));
        if (!body.isString() || body.toString().trimmed().isEmpty())
            return validationFailed(QStringLiteral("IssueComment"), QStringLiteral("body"),
                                    QStringLiteral("missing_field"), doc);
        if (body.toString() != rec.d.body) {
            rec.d.body = body.toString();
            rec.d.updatedAt = tick();
            rec.json.clear();
            commentOrdersDirty = true;
        }
        return json(200, commentJson(rec));
    }
    if (req.method == "DELETE") {
        if (loginFor(req).isEmpty())
            return unauthenticated();
        rec.deleted = true;
        if (IssueRec *owner = issue(rec.d.issueNumber)) {
            auto &ids = owner->commentIds;
            ids.erase(std::remove(ids.begin(), ids.end(), rec.d.id), ids.end());
            owner->json.clear();
        }
        commentOrdersDirty = true;
        tick();
        Response r;
        r.status = 204;
        return r;
    }
    return notFound();
}

GitHubTestServer::Private::Response GitHubTestServer::Private::reactionsEndpoint(
    const Request &req, const QUrlQuery &query, std::vector<ReactionData> &list,
    const QString &reactionId, CommentRec *commentRec, IssueRec *issueRec)
{
    const QString doc = QStringLiteral("https://docs.github.com/rest/reactions/reactions");
    auto invalidateOwner = [&] {
        if (commentRec)
            commentRec->json.clear();
        if (issueRec)
            issueRec->json.clear();
    };
    if (req.method == "DELETE") {
        if (reactionId.isEmpty())
            return notFound();
        if (loginFor(req).isEmpty())
            return unauthenticated();
        bool ok = false;
        const qint64 id = reactionId.toLongLong(&ok);
        const auto it = std::find_if(list.begin(), list.end(),
                                     [&](const ReactionData &r) { return ok && r.id == id; });
        if (it == list.end())
            return notFound();
        list.erase(it);
        invalidateOwner();
        tick();
        Response r;
        r.status = 204;
        return r;
    }
    if (req.method == "POST") {
        const QString login = loginFor(req);
        if (login.isEmpty())
            return unauthenticated();
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(req.body, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject())
            return badJson(doc);
        const QString content = document.object().value(QStringLiteral("content")).toString();
        if (!reactionContents().contains(content))
            return validationFailed(QStringLiteral("Reaction"), QStringLiteral("content"),
                                    QStringLiteral("custom"), doc,
                                    QStringLiteral("content is not included in the list"));
        ReactionData data;
        data.user = login;
        data.content = content;
        const auto existing = std::find_if(list.begin(), list.end(), [&](const ReactionData &r) {
            return r.user.compare(login, Qt::CaseInsensitive) == 0 && r.content == content;
        });
        if (existing != list.end())
            return json(200, reactionJson(*existing));
        data.createdAt = tick();
        const auto [id, created] = insertReaction(list, data);
        Q_UNUSED(created);
        invalidateOwner();
        const auto it = std::find_if(list.begin(), list.end(),
                                     [id = id](const ReactionData &r) { return r.id == id; });
        return json(201, reactionJson(*it));
    }
    if (req.method != "GET" && req.method != "HEAD")
        return notFound();
    const bool filtered = query.hasQueryItem(QStringLiteral("content"));
    const QString content = queryValue(query, "content");
    if (filtered && !reactionContents().contains(content))
        return validationFailed(QStringLiteral("Reaction"), QStringLiteral("content"),
                                QStringLiteral("invalid"), doc);
    std::vector<QByteArray> items;
    for (const ReactionData &reaction : list) {
        if (!filtered || reaction.content == content)
            items.push_back(reactionJson(reaction));
    }
    return paginate(req, query, qsizetype(items.size()),
                    [&](qsizetype i) -> const QByteArray & { return items[size_t(i)]; });
}

GitHubTestServer::Private::Response GitHubTestServer::Private::listLabels(const Request &req,
                                                                          const QUrlQuery &query)
{
    std::vector<const LabelRec *> sorted;
    for (const LabelRec &rec : labels)
        sorted.push_back(&rec);
    std::sort(sorted.begin(), sorted.end(), [](const LabelRec *a, const LabelRec *b) {
        return a->name.compare(b->name, Qt::CaseInsensitive) < 0;
    });
    std::vector<QByteArray> items;
    for (const LabelRec *rec : sorted)
        items.push_back(labelJson(*rec));
    return paginate(req, query, qsizetype(items.size()),
                    [&](qsizetype i) -> const QByteArray & { return items[size_t(i)]; });
}

// ---- Repositories for link previews ----------------------------------------------------------

GitHubTestServer::Private::Response GitHubTestServer::Private::routeExtra(const Request &req,
                                                                          ExtraRepo &repo,
                                                                          const QStringList &rest,
                                                                          const QUrlQuery &query)
{
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

// ---- HTTP ------------------------------------------------------------------------------------

void GitHubTestServer::Private::onNewConnection()
{
    while (server->hasPendingConnections()) {
        QTcpSocket *socket = server->nextPendingConnection();
        ++connectionsAccepted;
        auto *connection = new Connection;
        connection->socket = socket;
        connections.insert(socket, connection);
        const auto read = [this, connection] {
            if (!connection->socket)
                return;
            connection->buffer += connection->socket->readAll();
            processConnection(connection);
        };
        QObject::connect(socket, &QTcpSocket::readyRead, q, read);
        // Over TLS the connection is handed over after the handshake, when the request may
        // already be waiting: readyRead() will not come for those bytes.
        if (socket->bytesAvailable() > 0)
            QTimer::singleShot(0, socket, read);
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QObject::destroyed, q, [this, socket, connection] {
            connections.remove(socket);
            delete connection;
        });
    }
}

void GitHubTestServer::Private::processConnection(Connection *connection)
{
    while (!connection->busy && !connection->closing && connection->socket) {
        QByteArray &buffer = connection->buffer;
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            if (buffer.size() > kMaxHeaderBytes) {
                Request req;
                req.method = "GET";
                req.version = "HTTP/1.1";
                send(connection, req,
                     error(431, QStringLiteral("Request Header Fields Too Large"), {}),
                     SendMode::Normal);
                connection->closing = true;
                connection->socket->disconnectFromHost();
            }
            return;
        }
        Request req;
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        const QList<QByteArray> requestLine = lines.constFirst().trimmed().split(' ');
        bool malformed = requestLine.size() != 3;
        if (!malformed) {
            req.method = requestLine.at(0).toUpper();
            req.target = requestLine.at(1);
            req.version = requestLine.at(2);
        }
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                malformed = malformed || !line.isEmpty();
                continue;
            }
            const QByteArray key = line.left(colon).trimmed().toLower();
            const QByteArray value = line.mid(colon + 1).trimmed();
            if (req.headers.contains(key))
                req.headers[key] += ", " + value;
            else
                req.headers.insert(key, value);
        }
        qint64 contentLength = 0;
        if (req.headers.contains("content-length")) {
            bool ok = false;
            contentLength = req.headers.value("content-length").toLongLong(&ok);
            malformed = malformed || !ok || contentLength < 0;
        }
        if (malformed || req.headers.value("transfer-encoding").toLower().contains("chunked")
            || contentLength > kMaxBodyBytes) {
            const int status = malformed ? 400 : contentLength > kMaxBodyBytes ? 413 : 411;
            req.method = req.method.isEmpty() ? QByteArray("GET") : req.method;
            req.version = "HTTP/1.1";
            send(connection, req, error(status, QString::fromLatin1(reasonPhrase(status)), {}),
                 SendMode::Normal);
            connection->closing = true;
            if (connection->socket)
                connection->socket->disconnectFromHost();
            return;
        }
        if (buffer.size() < headerEnd + 4 + contentLength)
            return; // wait for the rest of the body
        req.body = buffer.mid(headerEnd + 4, contentLength);
        buffer.remove(0, headerEnd + 4 + contentLength);
        const qsizetype question = req.target.indexOf('?');
        req.path = question < 0 ? req.target : req.target.left(question);
        req.query = question < 0 ? QByteArray() : req.target.mid(question + 1);
        if (req.path.startsWith("http://")) { // absolute-form target
            const qsizetype slash = req.path.indexOf('/', 7);
            req.path = slash < 0 ? QByteArray("/") : req.path.mid(slash);
        }
        handleRequest(connection, std::move(req));
    }
}

void GitHubTestServer::Private::handleRequest(Connection *connection, Request req)
{
    RequestRecord record;
    record.method = req.method;
    record.pathAndQuery = QString::fromUtf8(req.target);
    record.headers = req.headers;
    record.body = req.body;
    req.serial = nextSerial++;
    records.append(record);
    ++connection->requestsReceived;

    Fault fault;
    if (!takeFault(req, *connection, &fault)) {
        send(connection, req, computeResponse(req), SendMode::Normal);
        return;
    }
    switch (fault.kind) {
    case FaultKind::Slow: {
        connection->busy = true;
        QPointer<QTcpSocket> socket = connection->socket;
        QTimer::singleShot(std::max(0, fault.delayMs), socket.data(), [this, connection, req] {
            connection->busy = false;
            send(connection, req, computeResponse(req), SendMode::Normal);
            processConnection(connection);
        });
        return;
    }
    case FaultKind::SlowAfterCommit: {
        connection->busy = true;
        const Response response = computeResponse(req);
        QPointer<QTcpSocket> socket = connection->socket;
        QTimer::singleShot(std::max(0, fault.delayMs), socket.data(),
                           [this, connection, req, response] {
                               connection->busy = false;
                               send(connection, req, response, SendMode::Normal);
                               processConnection(connection);
                           });
        return;
    }
    case FaultKind::DropMidBody:
        send(connection, req, computeResponse(req), SendMode::DropMidBody);
        return;
    case FaultKind::CommitThenClose:
        send(connection, req, computeResponse(req), SendMode::CloseWithoutAnswer);
        return;
    case FaultKind::LinkNextTo: {
        Response response = computeResponse(req);
        response.setHeader("Link", '<' + fault.target.toEncoded() + ">; rel=\"next\"");
        send(connection, req, response, SendMode::Normal);
        return;
    }
    case FaultKind::MalformedJson:
        send(connection, req, computeResponse(req), SendMode::MalformedJson);
        return;
    default:
        send(connection, req, faultResponse(fault), SendMode::Normal);
        return;
    }
}

bool GitHubTestServer::Private::takeFault(const Request &req, const Connection &connection,
                                          Fault *fault)
{
    const QString pathAndQuery = QString::fromUtf8(req.target);
    const bool reused = connection.requestsReceived > 1;
    for (qsizetype i = 0; i < faults.size(); ++i) {
        Fault &candidate = faults[i];
        if (!candidate.pathContains.isEmpty() && !pathAndQuery.contains(candidate.pathContains))
            continue;
        if (!candidate.method.isEmpty() && candidate.method.toUpper() != req.method)
            continue;
        if ((candidate.connection == ConnectionUse::Fresh && reused)
            || (candidate.connection == ConnectionUse::Reused && !reused))
            continue;
        *fault = candidate;
        if (--candidate.times <= 0)
            faults.removeAt(i);
        return true;
    }
    return false;
}

GitHubTestServer::Private::Response GitHubTestServer::Private::faultResponse(const Fault &fault)
{
    const QString rateDoc = QStringLiteral(
        "https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api");
    switch (fault.kind) {
    case FaultKind::ServerError500:
        return json(500, QByteArrayLiteral("{\"message\":\"Server Error\"}"));
    case FaultKind::BadGateway502:
        return json(502, QByteArrayLiteral("{\"message\":\"Server Error\"}"));
    case FaultKind::SecondaryRateLimit403:
    case FaultKind::TooManyRequests429: {
        Response r =
            error(fault.kind == FaultKind::TooManyRequests429 ? 429 : 403,
                  QStringLiteral("You have exceeded a secondary rate limit. Please wait a few "
                                 "minutes before you try again. If you reach out to GitHub "
                                 "Support for help, please include the request ID "
                                 "C0DE:1F2E:3D4C:5B6A:7F8E9D0C."),
                  rateDoc + QStringLiteral("#about-secondary-rate-limits"));
        r.setHeader("Retry-After", QByteArray::number(fault.retryAfterSeconds));
        return r;
    }
    case FaultKind::PrimaryRateLimit403: {
        Response r =
            error(403,
                  QStringLiteral("API rate limit exceeded for user ID %1. If you reach out to "
                                 "GitHub Support for help, please include the request ID "
                                 "C0DE:1F2E:3D4C:5B6A:7F8E9D0C and timestamp %2 UTC.")
                      .arg(userIdFor(defaultLogin))
                      .arg(clock.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
                  rateDoc);
        r.rateLimitOverride = true;
        r.overrideRemaining = 0;
        r.overrideReset = clock.toSecsSinceEpoch() + fault.resetInSeconds;
        return r;
    }
    case FaultKind::NotFound404:
        return notFound();
    case FaultKind::RedirectTo: {
        Response r = json(fault.redirectStatus, QByteArrayLiteral("{\"message\":\"Moved\"}"));
        r.setHeader("Location", fault.target.toEncoded());
        return r;
    }
    case FaultKind::LinkNextTo:
    case FaultKind::Slow:
    case FaultKind::SlowAfterCommit:
    case FaultKind::DropMidBody:
    case FaultKind::CommitThenClose:
    case FaultKind::MalformedJson:
        break;
    }
    return notFound();
}

void GitHubTestServer::Private::refreshRateWindow()
{
    const qint64 nowSecs = clock.toSecsSinceEpoch();
    if (rateReset == 0)
        rateReset = nowSecs + 3600;
    if (nowSecs >= rateReset) {
        rateRemaining = rateLimit;
        rateReset = nowSecs + 3600;
    }
}

GitHubTestServer::Private::Response GitHubTestServer::Private::deviceFlowRoute(const Request &req)
{
    // GitHub answers these with 200 and an "error" field, JSON when asked for it.
    const bool wantsJson = req.headers.value("accept").contains("json");
    auto answer = [wantsJson](int status, const QList<QPair<QString, QString>> &fields) {
        Response r;
        r.status = status;
        if (wantsJson) {
            QJsonObject object;
            for (const auto &field : fields) {
                bool isNumber = false;
                const int number = field.second.toInt(&isNumber);
                if (isNumber)
                    object.insert(field.first, number);
                else
                    object.insert(field.first, field.second);
            }
            r.body = compactJson(object);
        } else {
            QUrlQuery query;
            for (const auto &field : fields)
                query.addQueryItem(field.first,
                                   QString::fromLatin1(QUrl::toPercentEncoding(field.second)));
            r.body = query.toString(QUrl::FullyEncoded).toUtf8();
            r.setHeader("Content-Type", "application/x-www-form-urlencoded; charset=utf-8");
        }
        return r;
    };
    auto oauthError = [&](const QString &code, const QString &description,
                          const QList<QPair<QString, QString>> &extra = {}) {
        QList<QPair<QString, QString>> fields {
            { QStringLiteral("error"), code },
            { QStringLiteral("error_description"), description },
            { QStringLiteral("error_uri"),
              QStringLiteral("https://docs.github.com/developers/apps/"
                             "authorizing-oauth-apps#error-codes-for-the-device-flow") }
        };
        fields += extra;
        return answer(200, fields);
    };
    if (req.method != "POST")
        return notFound();
    const QUrlQuery form(QString::fromUtf8(req.body).replace(QLatin1Char('+'), QLatin1Char(' ')));
    const QString clientId = form.queryItemValue(QStringLiteral("client_id"), QUrl::FullyDecoded);
    DeviceFlowState &flow = deviceFlow;

    if (req.path == "/login/device/code") {
        if (clientId != flow.clientId)
            return answer(404, { { QStringLiteral("error"), QStringLiteral("Not Found") } });
        ++flow.codesIssued;
        flow.deviceCode = QStringLiteral("device-%1-%2")
                              .arg(flow.codesIssued)
                              .arg(QString::fromLatin1(
                                  QCryptographicHash::hash(QByteArray::number(flow.codesIssued),
                                                           QCryptographicHash::Sha1)
                                      .toHex()
                                      .left(24)));
        static const char letters[] = "BCDFGHJKLMNPQRSTVWXZ";
        QString code;
        quint32 seed = fnv1a(flow.deviceCode.toUtf8());
        for (int i = 0; i < 8; ++i) {
            if (i == 4)
                code += QLatin1Char('-');
            code += QLatin1Char(letters[seed % 20]);
            seed = seed * 1103515245u + 12345u;
        }
        flow.userCode = code;
        flow.codeInterval = flow.interval;
        flow.polls = 0;
        return answer(200,
                      { { QStringLiteral("device_code"), flow.deviceCode },
                        { QStringLiteral("user_code"), flow.userCode },
                        { QStringLiteral("verification_uri"),
                          baseString() + QStringLiteral("/login/device") },
                        { QStringLiteral("expires_in"), QString::number(flow.expiresIn) },
                        { QStringLiteral("interval"), QString::number(flow.interval) } });
    }
    if (req.path == "/login/oauth/access_token") {
        if (clientId != flow.clientId)
            return oauthError(
                QStringLiteral("incorrect_client_credentials"),
                QStringLiteral("The client_id and/or client_secret passed are incorrect."));
        if (form.queryItemValue(QStringLiteral("grant_type"), QUrl::FullyDecoded)
            != QLatin1String("urn:ietf:params:oauth:grant-type:device_code"))
            return oauthError(QStringLiteral("unsupported_grant_type"),
                              QStringLiteral("The grant type is not supported."));
        const QString deviceCode =
            form.queryItemValue(QStringLiteral("device_code"), QUrl::FullyDecoded);
        if (deviceCode.isEmpty() || deviceCode != flow.deviceCode)
            return oauthError(QStringLiteral("incorrect_device_code"),
                              QStringLiteral("The device_code provided is not valid."));
        const qsizetype index = std::min<qsizetype>(flow.polls, flow.script.size() - 1);
        ++flow.polls;
        const DeviceFlowStep step =
            flow.script.isEmpty() ? DeviceFlowStep::Success : flow.script.at(index);
        switch (step) {
        case DeviceFlowStep::Pending:
            return oauthError(QStringLiteral("authorization_pending"),
                              QStringLiteral("The authorization request is still pending."));
        case DeviceFlowStep::SlowDown:
            flow.codeInterval += 5;
            return oauthError(
                QStringLiteral("slow_down"),
                QStringLiteral("Too many requests have been made in the same timeframe."),
                { { QStringLiteral("interval"), QString::number(flow.codeInterval) } });
        case DeviceFlowStep::Expired:
            flow.deviceCode.clear();
            return oauthError(QStringLiteral("expired_token"),
                              QStringLiteral("The device code has expired."));
        case DeviceFlowStep::Denied:
            flow.deviceCode.clear();
            return oauthError(QStringLiteral("access_denied"),
                              QStringLiteral("The authorization request was denied."));
        case DeviceFlowStep::Success:
            flow.deviceCode.clear();
            tokenScopes.insert(flow.grantToken, flow.grantScopes);
            return answer(200,
                          { { QStringLiteral("access_token"), flow.grantToken },
                            { QStringLiteral("token_type"), QStringLiteral("bearer") },
                            { QStringLiteral("scope"), flow.grantScopes.join(QLatin1Char(',')) } });
        }
    }
    return notFound();
}

GitHubTestServer::Private::Response GitHubTestServer::Private::computeResponse(const Request &req)
{
    refreshRateWindow();
    const bool read = req.method == "GET" || req.method == "HEAD";
    auto rateLimited = [&] {
        const QString login = loginFor(req);
        return error(403,
                     QStringLiteral("API rate limit exceeded for user ID %1.")
                         .arg(userIdFor(login.isEmpty() ? defaultLogin : login)),
                     QStringLiteral("https://docs.github.com/rest/using-the-rest-api/"
                                    "rate-limits-for-the-rest-api"));
    };
    const bool exhausted = rateLimitEnforced && rateRemaining <= 0;
    if (exhausted && !read)
        return rateLimited(); // before any side effect
    const QString token = tokenOf(req);
    if (!token.isEmpty() && revokedTokens.contains(token))
        return error(401, QStringLiteral("Bad credentials"),
                     QStringLiteral("https://docs.github.com/rest"));
    Response r = route(req);
    if (!token.isEmpty() && tokenScopes.contains(token)) {
        r.setHeader("X-OAuth-Scopes", tokenScopes.value(token).join(QStringLiteral(", ")).toUtf8());
        r.setHeader("X-Accepted-OAuth-Scopes", "");
    }
    if (read && r.status == 200) {
        const QByteArray etag =
            "W/\"" + QCryptographicHash::hash(r.body, QCryptographicHash::Sha256).toHex() + '"';
        r.setHeader("ETag", etag);
        bool notModified = false;
        if (req.headers.contains("if-none-match")) {
            const QByteArray opaque = etag.mid(2);
            for (QByteArray candidate : req.headers.value("if-none-match").split(',')) {
                candidate = candidate.trimmed();
                if (candidate.startsWith("W/"))
                    candidate = candidate.mid(2);
                if (candidate == "*" || candidate == opaque)
                    notModified = true;
            }
        } else if (req.headers.contains("if-modified-since")) {
            // Only when If-None-Match is absent (RFC 7232, 3.3).
            const QDateTime since = parseHttpDate(req.headers.value("if-modified-since"));
            const QDateTime modified = parseHttpDate(r.header("Last-Modified"));
            notModified = since.isValid() && modified.isValid() && modified <= since;
        }
        if (notModified) {
            r.status = 304;
            r.body.clear();
            r.headers.removeIf([](const QPair<QByteArray, QByteArray> &h) {
                return h.first.compare("Link", Qt::CaseInsensitive) == 0;
            });
        }
    }
    if (exhausted && r.status != 304)
        return rateLimited(); // only a 304 is free
    return r;
}

void GitHubTestServer::Private::send(Connection *connection, const Request &req, Response response,
                                     SendMode mode)
{
    refreshRateWindow();
    if (response.status != 304 && rateRemaining > 0)
        --rateRemaining;
    const int remaining = response.rateLimitOverride ? response.overrideRemaining : rateRemaining;
    const qint64 reset = response.rateLimitOverride ? response.overrideReset : rateReset;

    if (mode == SendMode::MalformedJson) {
        response.status = 200;
        response.body = response.body.left(std::max<qsizetype>(1, response.body.size() / 2));
        response.headers.removeIf([](const QPair<QByteArray, QByteArray> &h) {
            return h.first.compare("ETag", Qt::CaseInsensitive) == 0;
        });
    }

    const bool http10 = req.version == "HTTP/1.0";
    const QByteArray connectionHeader = req.headers.value("connection").toLower();
    const bool close = connection->closing || connectionHeader.contains("close")
        || (http10 && !connectionHeader.contains("keep-alive"));
    const bool noBody = response.status == 204 || response.status == 304;

    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
        + reasonPhrase(response.status) + "\r\n";
    auto header = [&head](const QByteArray &name, const QByteArray &value) {
        head += name + ": " + value + "\r\n";
    };
    header("Server", "GitHub.com");
    header("Date", httpDate(clock));
    if (!noBody) {
        if (response.header("Content-Type").isEmpty())
            header("Content-Type", "application/json; charset=utf-8");
        header("Content-Length", QByteArray::number(response.body.size()));
    }
    header("Cache-Control",
           response.status == 200 ? QByteArray("private, max-age=60, s-maxage=60")
                                  : QByteArray("no-cache"));
    header("Vary", "Accept, Authorization, Cookie, X-GitHub-OTP");
    const QByteArray version = req.headers.value("x-github-api-version");
    header("X-GitHub-Api-Version-Selected", version.isEmpty() ? QByteArray(kApiVersion) : version);
    header("X-GitHub-Media-Type", "github.v3; format=json");
    header("X-RateLimit-Limit", QByteArray::number(rateLimit));
    header("X-RateLimit-Remaining", QByteArray::number(remaining));
    header("X-RateLimit-Reset", QByteArray::number(reset));
    header("X-RateLimit-Used", QByteArray::number(std::max(0, rateLimit - remaining)));
    header("X-RateLimit-Resource", "core");
    for (const auto &extra : response.headers)
        header(extra.first, extra.second);
    header("X-GitHub-Request-Id",
           "C0DE:"
               + QByteArray::number(std::max<qint64>(0, req.serial), 16)
                     .toUpper()
                     .rightJustified(8, '0'));
    header("Connection", close ? "close" : "keep-alive");
    head += "\r\n";

    const bool headOnly = req.method == "HEAD";
    const int recordedStatus =
        mode == SendMode::DropMidBody || mode == SendMode::CloseWithoutAnswer ? 0 : response.status;
    const qint64 recordAt = req.serial - recordSerialBase;
    if (req.serial >= 0 && recordAt >= 0 && recordAt < records.size())
        records[recordAt].status = recordedStatus;

    QTcpSocket *socket = connection->socket;
    if (socket && socket->state() == QAbstractSocket::ConnectedState) {
        if (mode == SendMode::CloseWithoutAnswer) {
            // An orderly close (FIN) with nothing written: the request was read and performed.
            connection->closing = true;
            socket->disconnectFromHost();
        } else if (mode == SendMode::DropMidBody) {
            connection->closing = true;
            socket->write(head + response.body.left(response.body.size() / 2));
            QObject::connect(socket, &QTcpSocket::bytesWritten, socket, [socket] {
                if (socket->bytesToWrite() == 0)
                    socket->abort();
            });
            socket->flush();
            if (socket->bytesToWrite() == 0)
                socket->abort();
        } else {
            socket->write(headOnly || noBody ? head : head + response.body);
            if (close) {
                connection->closing = true;
                socket->disconnectFromHost();
            }
        }
    }
    emit q->requestServed(recordedStatus, QString::fromUtf8(req.target));
}

// ---- Population ------------------------------------------------------------------------------

void GitHubTestServer::Private::populate(int issueCount, int commentCount, int reactionCount,
                                         quint32 seed)
{
    std::mt19937 rng(seed);
    auto pick = [&rng](int n) { return n <= 1 ? 0 : int(rng() % quint32(n)); };
    auto chance = [&rng](int percent) { return int(rng() % 100u) < percent; };

    static const char *const vendors[] = { "Acme",    "Borealis", "Cobalt",   "Dynamo",  "Ember",
                                           "Fathom",  "Granite",  "Helix",    "Ion",     "Juniper",
                                           "Kestrel", "Lumen",    "Meridian", "Nimbus",  "Orion",
                                           "Quasar",  "Radiant",  "Sable",    "Tessera", "Vector" };
    static const char *const products[] = { "NPU", "TPU", "XPU", "Accelerator",
                                            "GPU", "DPU", "IPU", "Matrix Engine" };
    static const char *const features[] = { "Eager mode",
                                            "torch.compile (Inductor backend)",
                                            "Autograd",
                                            "Distributed (c10d backend)",
                                            "Mixed precision (AMP)",
                                            "Quantization",
                                            "torch.export / AOTInductor",
                                            "Profiler integration" };
    static const char *const integrations[] = {
        "Out-of-tree backend through PrivateUse1",
        "Out-of-tree backend through PrivateUse1 with a custom device guard",
        "In-tree backend (upstream PR series)", "Triton backend plus PrivateUse1 runtime"
    };
    static const char *const voterOrgs[] = { "amd",       "arm",    "aws",      "google",
                                             "huawei",    "ibm",    "intel",    "meta",
                                             "microsoft", "nvidia", "qualcomm", "samsung" };
    const QStringList coChairs { QStringLiteral("cochair-ana"), QStringLiteral("cochair-ben") };
    for (const QString &login : coChairs)
        associations.insert(login, QStringLiteral("MEMBER"));
    QStringList voters;
    for (const char *org : voterOrgs)
        voters.append(QStringLiteral("voter-") + QLatin1String(org));
    for (const QString &login : voters)
        associations.insert(login, QStringLiteral("CONTRIBUTOR"));

    struct StageLabel
    {
        const char *name;
        const char *color;
        const char *description;
    };
    static const StageLabel stageLabels[] = {
        { "new", "0e8a16", "New application, not yet triaged" },
        { "needs-info", "d93f0b", "Waiting for the applicant to answer questions" },
        { "voting", "fbca04", "Open for voting by the voting members" },
        { "approved", "1d76db", "Accepted into the ACP program" },
        { "declined", "b60205", "Not accepted" },
    };
    for (const StageLabel &stage : stageLabels) {
        LabelRec &rec = ensureLabel(QLatin1String(stage.name), QLatin1String(stage.color),
                                    QLatin1String(stage.description));
        rec.color = QLatin1String(stage.color);
        rec.description = QLatin1String(stage.description);
    }
    invalidateAll();

    // Stage paths: each step is a label (and for the last two, a close).
    enum Step { ToNeedsInfo, ToVoting, ToApproved, ToDeclined, Withdraw };
    struct Pending
    {
        int number = 0;
        std::vector<Step> steps;
        size_t next = 0;
    };
    std::vector<Pending> pending; // issues with steps left
    std::vector<int> created; // numbers in creation order
    QHash<int, QString> applicantOf;

    int issuesLeft = std::max(0, issueCount);
    int commentsLeft = std::max(0, commentCount);
    int reactionsLeft = std::max(0, reactionCount);
    // About 1.25 stage steps per issue and 5% edited comments.
    const qint64 totalEvents =
        qint64(issuesLeft) * 9 / 4 + qint64(commentsLeft) * 21 / 20 + reactionsLeft;
    const qint64 span = qint64(2) * 365 * 86400;
    const int maxGap =
        int(std::clamp<qint64>(span * 2 / std::max<qint64>(1, totalEvents), 2, 14 * 86400));
    // The generated history ends around the current clock: it starts about one expected span
    // earlier, and afterwards the clock is the later of where it was and the last event.
    const QDateTime origin = clock;
    clock = clock.addSecs(-totalEvents * (maxGap / 2 + 1) - kQuietSeconds);
    auto advance = [&] {
        clock = clock.addSecs(1 + pick(maxGap));
        repositoryUpdatedAt = clock;
        return clock;
    };

    auto makeBody = [&](const QString &platform, const QString &applicant) {
        const bool crlf = chance(10);
        const QString nl = crlf ? QStringLiteral("\r\n") : QStringLiteral("\n");
        QString body;
        auto section = [&](const QString &heading, const QString &answer) {
            if (!body.isEmpty())
                body += nl + nl;
            body += QStringLiteral("### ") + heading + nl + nl + answer;
        };
        auto maybe = [&](int percentMissing, const QString &answer) {
            return chance(percentMissing) ? QStringLiteral("_No response_") : answer;
        };
        const QString slug = platform.toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
        section(QStringLiteral("Platform name"), platform);
        section(QStringLiteral("Organization"),
                platform.section(QLatin1Char(' '), 0, 0) + QStringLiteral(" Computing, Inc."));
        section(QStringLiteral("PyTorch integration"),
                QLatin1String(integrations[pick(int(std::size(integrations)))]));
        QString featureList;
        for (size_t i = 0; i < std::size(features); ++i) {
            if (i)
                featureList += nl;
            featureList += (chance(65) ? QStringLiteral("- [X] ") : QStringLiteral("- [ ] "))
                + QLatin1String(features[i]);
        }
        section(QStringLiteral("Supported features"), featureList);
        section(QStringLiteral("CI"),
                maybe(15,
                      QStringLiteral("https://ci.example.org/") + slug
                          + QStringLiteral("/pytorch — nightly runs of the PyTorch test "
                                           "suite (test_torch, test_nn, test_ops) on ")
                          + QString::number(2 + pick(30)) + QStringLiteral(" devices.")));
        section(QStringLiteral("Release plan"),
                maybe(25,
                      QStringLiteral("We release within %1 weeks of each PyTorch release and "
                                     "support the last %2 PyTorch minor versions.")
                          .arg(1 + pick(6))
                          .arg(1 + pick(3))));
        section(QStringLiteral("Package"),
                maybe(10,
                      QStringLiteral("`pip install torch-") + slug
                          + QStringLiteral("` from https://download.example.org/whl/") + slug));
        section(QStringLiteral("Maintainers"),
                QStringLiteral("@") + applicant + QStringLiteral(", @maintainer-")
                    + QString::number(1 + pick(40)));
        section(
            QStringLiteral("Security policy"),
            maybe(20,
                  QStringLiteral("https://example.org/") + slug + QStringLiteral("/SECURITY.md")));
        section(QStringLiteral("Code of Conduct"),
                QStringLiteral("- [X] I agree to follow the PyTorch Foundation's Code of Conduct"));
        return body;
    };

    auto addIssueEvent = [&] {
        const QDateTime when = advance();
        IssueData data;
        const QString platform = QLatin1String(vendors[pick(int(std::size(vendors)))])
            + QLatin1Char(' ') + QLatin1String(products[pick(int(std::size(products)))])
            + QLatin1Char(' ') + QString::number(1 + pick(9));
        data.author =
            QStringLiteral("applicant-") + QString::number(1 + pick(std::max(5, issueCount / 3)));
        if (chance(1)) {
            data.title = QStringLiteral("Question about the application process for ") + platform;
            data.bodyIsNull = true;
        } else {
            data.title = QStringLiteral("[Application]: ") + platform;
            data.body = makeBody(platform, data.author);
        }
        data.labels = { QStringLiteral("new") };
        data.createdAt = when;
        const int number = insertIssue(data);
        created.push_back(number);
        applicantOf.insert(number, data.author);
        Pending p;
        p.number = number;
        const int roll = pick(100);
        if (roll < 25) {
            // stays new
        } else if (roll < 40) {
            p.steps = { ToNeedsInfo };
        } else if (roll < 65) {
            p.steps = { ToVoting };
        } else if (roll < 85) {
            p.steps = { ToVoting, ToApproved };
        } else if (roll < 97) {
            p.steps = { ToVoting, ToDeclined };
        } else {
            p.steps = { Withdraw };
        }
        if (!p.steps.empty() && p.steps.front() == ToVoting && chance(30))
            p.steps.insert(p.steps.begin(), ToNeedsInfo);
        if (!p.steps.empty())
            pending.push_back(std::move(p));
    };

    auto pickIssue = [&] {
        const int n = int(created.size());
        if (chance(50))
            return created[size_t(n - 1 - pick(std::min(n, 20)))];
        return created[size_t(pick(n))];
    };

    auto addCommentEvent = [&] {
        const QDateTime when = advance();
        const int number = pickIssue();
        const int kind = pick(100);
        QString author;
        QString body;
        if (kind < 35) {
            author = coChairs.at(pick(int(coChairs.size())));
            static const char *const texts[] = {
                "Thanks for the application! We will review it at the next ACP working group "
                "meeting.",
                "Could you share a link to the CI dashboard and the list of skipped tests?",
                "Checklist so far:\n\n- [x] CI runs upstream tests\n- [ ] Release plan covers the "
                "last two PyTorch versions\n- [x] Security policy published",
                "Voting is open for two weeks. Voting members: react with 👍 to approve, 👎 to "
                "reject, 👀 to abstain.",
                "The working group discussed this today; notes are in the meeting minutes.",
            };
            body = QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        } else if (kind < 70) {
            author = voters.at(pick(int(voters.size())));
            static const char *const texts[] = {
                "Does the backend pass `test_ops.py` for float16 as well?",
                "+1 from our side once the release plan is filled in.",
                "We tried the wheel on our cluster; eager mode works, `torch.compile` fails on a "
                "few models (logs attached).",
                "Looks good to me.",
                "Is there a public issue tracker for the runtime?",
            };
            body = QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        } else {
            author = applicantOf.value(number, QStringLiteral("applicant-1"));
            static const char *const texts[] = {
                "Thanks! The CI dashboard is public now: https://ci.example.org/dashboard",
                "We updated the release plan in the issue body.",
                "Here is the list of skipped "
                "tests:\n\n```\ntest_nn.py::TestNN::test_conv_double_backward\ntest_ops.py::"
                "TestCommon::test_out_fft\n```",
                "Happy to present at the next meeting.",
            };
            body = QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        }
        CommentData data;
        data.issueNumber = number;
        data.author = author;
        data.body = body;
        data.createdAt = when;
        insertComment(data);
        IssueRec *rec = issue(number);
        rec->d.updatedAt = when;
        rec->json.clear();
        if (chance(5)) { // an edited comment
            CommentRec &c = comments.back();
            c.d.body += QStringLiteral("\n\n_Edited: added a link._");
            c.d.updatedAt = advance();
        }
    };

    QHash<qint64, int> reactionsOnTarget;
    auto addReactionEvent = [&] {
        const QDateTime when = advance();
        const bool onComment = !comments.empty() && chance(80);
        ReactionData data;
        data.createdAt = when;
        const int roll = pick(100);
        data.content = roll < 60 ? QStringLiteral("+1")
            : roll < 75          ? QStringLiteral("-1")
                                 : QStringLiteral("eyes");
        if (onComment) {
            // Prefer recent comments, as voting happens on the latest call for votes.
            const int n = int(comments.size());
            CommentRec &target =
                comments[size_t(chance(60) ? n - 1 - pick(std::min(n, 50)) : pick(n))];
            const int k = reactionsOnTarget[target.d.id]++;
            data.user = k < int(voters.size()) ? voters.at(k)
                                               : QStringLiteral("user-") + QString::number(k);
            insertReaction(target.reactions, data);
            target.json.clear();
        } else {
            IssueRec *target = issue(pickIssue());
            const int k = reactionsOnTarget[-qint64(target->d.number)]++;
            data.user = k < int(voters.size()) ? voters.at(k)
                                               : QStringLiteral("user-") + QString::number(k);
            insertReaction(target->reactions, data);
            target->json.clear();
        }
    };

    auto stepEvent = [&] {
        const size_t at = size_t(pick(int(pending.size())));
        Pending &p = pending[at];
        IssueRec *rec = issue(p.number);
        const Step step = p.steps[p.next++];
        const QDateTime when = advance();
        QStringList labels = rec->d.labels;
        for (const char *stage : { "new", "needs-info", "voting" })
            labels.removeAll(QLatin1String(stage));
        switch (step) {
        case ToNeedsInfo:
            labels.append(QStringLiteral("needs-info"));
            break;
        case ToVoting:
            labels.append(QStringLiteral("voting"));
            break;
        case ToApproved:
            labels.append(QStringLiteral("approved"));
            rec->d.state = QStringLiteral("closed");
            rec->d.stateReason = QStringLiteral("completed");
            rec->d.closedAt = when;
            break;
        case ToDeclined:
            labels.append(QStringLiteral("declined"));
            rec->d.state = QStringLiteral("closed");
            rec->d.stateReason = QStringLiteral("not_planned");
            rec->d.closedAt = when;
            break;
        case Withdraw:
            rec->d.state = QStringLiteral("closed");
            rec->d.stateReason = QStringLiteral("not_planned");
            rec->d.closedAt = when;
            break;
        }
        rec->d.labels = labels;
        touchIssue(*rec, when);
        if (p.next >= p.steps.size()) {
            std::swap(pending[at], pending.back());
            pending.pop_back();
        }
    };

    while (issuesLeft + commentsLeft + reactionsLeft > 0 || !pending.empty()) {
        // Weighted choice over what is left; nothing refers to an issue before it exists.
        const qint64 stepsLeft = created.empty() ? 0 : qint64(pending.size());
        const qint64 c = created.empty() ? 0 : commentsLeft;
        const qint64 r = created.empty() ? 0 : reactionsLeft;
        const qint64 s = issuesLeft > 0 ? stepsLeft : stepsLeft * 4 + 1;
        const qint64 total = issuesLeft + c + r + (pending.empty() ? 0 : s);
        if (total <= 0)
            break;
        qint64 roll = qint64(rng() % quint64(total));
        if (roll < issuesLeft) {
            addIssueEvent();
            --issuesLeft;
            continue;
        }
        roll -= issuesLeft;
        if (roll < c) {
            addCommentEvent();
            --commentsLeft;
            continue;
        }
        roll -= c;
        if (roll < r) {
            addReactionEvent();
            --reactionsLeft;
            continue;
        }
        stepEvent();
    }
    // Nothing happens in the last hour before now(): a sync right after populate() does not look
    // as if it raced a change (clients distrust items updated within seconds of the Date header).
    repositoryUpdatedAt = clock;
    clock = std::max(origin, clock.addSecs(kQuietSeconds));
    issueOrdersDirty = true;
    commentOrdersDirty = true;
}

bool GitHubTestServer::Private::loadFixture(const QJsonObject &fixture, QString *errorString)
{
    auto fail = [errorString](const QString &message) {
        if (errorString)
            *errorString = message;
        return false;
    };
    QDateTime latest = clock;
    auto seen = [&latest](const QDateTime &when) {
        if (when.isValid() && when > latest)
            latest = when;
        return when;
    };
    auto loginOf = [](const QJsonObject &object) {
        const QJsonValue user = object.value(QStringLiteral("user"));
        if (user.isObject())
            return user.toObject().value(QStringLiteral("login")).toString();
        return object.value(QStringLiteral("author")).toString();
    };
    auto trailingNumber = [](const QString &url) {
        return url.section(QLatin1Char('/'), -1).toLongLong();
    };

    const QJsonObject repository = fixture.value(QStringLiteral("repository")).toObject();
    if (!repository.isEmpty()) {
        QString repoOwner = repository.value(QStringLiteral("owner")).isObject()
            ? repository.value(QStringLiteral("owner"))
                  .toObject()
                  .value(QStringLiteral("login"))
                  .toString()
            : repository.value(QStringLiteral("owner")).toString();
        QString repoName = repository.value(QStringLiteral("name")).toString();
        const QString full = repository.value(QStringLiteral("full_name")).toString();
        if ((repoOwner.isEmpty() || repoName.isEmpty()) && full.contains(QLatin1Char('/'))) {
            repoOwner = full.section(QLatin1Char('/'), 0, 0);
            repoName = full.section(QLatin1Char('/'), 1);
        }
        if (!repoOwner.isEmpty())
            owner = repoOwner;
        if (!repoName.isEmpty())
            name = repoName;
        if (repository.value(QStringLiteral("id")).toInteger() > 0)
            repositoryId = repository.value(QStringLiteral("id")).toInteger();
    }

    for (const QJsonValue &value : fixture.value(QStringLiteral("labels")).toArray()) {
        const QJsonObject object = value.toObject();
        const QString labelName = object.value(QStringLiteral("name")).toString();
        if (labelName.isEmpty())
            return fail(QStringLiteral("a label without a name"));
        LabelRec &rec = ensureLabel(labelName);
        if (object.contains(QStringLiteral("color")))
            rec.color = object.value(QStringLiteral("color")).toString();
        rec.description = object.value(QStringLiteral("description")).toString();
        rec.isDefault = object.value(QStringLiteral("default")).toBool();
        if (object.value(QStringLiteral("id")).toInteger() > 0) {
            rec.id = object.value(QStringLiteral("id")).toInteger();
            nextLabelId = std::max(nextLabelId, rec.id + 1);
        }
    }

    for (const QJsonValue &value : fixture.value(QStringLiteral("issues")).toArray()) {
        const QJsonObject object = value.toObject();
        IssueData data;
        data.number = int(object.value(QStringLiteral("number")).toInteger());
        if (data.number <= 0)
            return fail(QStringLiteral("an issue without a number"));
        data.id = object.value(QStringLiteral("id")).toInteger();
        data.title = object.value(QStringLiteral("title")).toString();
        data.bodyIsNull = !object.value(QStringLiteral("body")).isString();
        data.body = object.value(QStringLiteral("body")).toString();
        data.author = loginOf(object);
        data.state = object.value(QStringLiteral("state")).toString(QStringLiteral("open"));
        data.stateReason = object.value(QStringLiteral("state_reason")).toString();
        for (const QJsonValue &labelValue : object.value(QStringLiteral("labels")).toArray()) {
            if (labelValue.isObject()) {
                const QJsonObject labelObject = labelValue.toObject();
                const QString labelName = labelObject.value(QStringLiteral("name")).toString();
                if (!label(labelName))
                    ensureLabel(labelName,
                                labelObject.value(QStringLiteral("color"))
                                    .toString(QStringLiteral("ededed")),
                                labelObject.value(QStringLiteral("description")).toString());
                data.labels.append(labelName);
            } else {
                data.labels.append(labelValue.toString());
            }
        }
        data.createdAt =
            seen(parseTimestamp(object.value(QStringLiteral("created_at")).toString()));
        data.updatedAt =
            seen(parseTimestamp(object.value(QStringLiteral("updated_at")).toString()));
        data.closedAt = seen(parseTimestamp(object.value(QStringLiteral("closed_at")).toString()));
        if (data.state == QLatin1String("closed") && !data.closedAt.isValid())
            data.closedAt = data.updatedAt.isValid() ? data.updatedAt : clock;
        data.pullRequest = object.contains(QStringLiteral("pull_request"));
        data.deleted = object.value(QStringLiteral("deleted")).toBool();
        insertIssue(data);
        if (object.value(QStringLiteral("author_association")).isString() && !data.author.isEmpty())
            associations.insert(data.author.toLower(),
                                object.value(QStringLiteral("author_association")).toString());
    }

    for (const QJsonValue &value : fixture.value(QStringLiteral("comments")).toArray()) {
        const QJsonObject object = value.toObject();
        CommentData data;
        data.id = object.value(QStringLiteral("id")).toInteger();
        data.issueNumber = int(object.value(QStringLiteral("issue_number")).toInteger());
        if (data.issueNumber <= 0)
            data.issueNumber =
                int(trailingNumber(object.value(QStringLiteral("issue_url")).toString()));
        if (!issue(data.issueNumber))
            return fail(QStringLiteral("comment %1 refers to unknown issue %2")
                            .arg(data.id)
                            .arg(data.issueNumber));
        data.author = loginOf(object);
        data.body = object.value(QStringLiteral("body")).toString();
        data.createdAt =
            seen(parseTimestamp(object.value(QStringLiteral("created_at")).toString()));
        data.updatedAt =
            seen(parseTimestamp(object.value(QStringLiteral("updated_at")).toString()));
        insertComment(data);
        if (object.value(QStringLiteral("author_association")).isString() && !data.author.isEmpty())
            associations.insert(data.author.toLower(),
                                object.value(QStringLiteral("author_association")).toString());
    }

    for (const QJsonValue &value : fixture.value(QStringLiteral("reactions")).toArray()) {
        const QJsonObject object = value.toObject();
        ReactionData data;
        data.id = object.value(QStringLiteral("id")).toInteger();
        data.user = loginOf(object);
        data.content = object.value(QStringLiteral("content")).toString();
        data.createdAt =
            seen(parseTimestamp(object.value(QStringLiteral("created_at")).toString()));
        if (!reactionContents().contains(data.content))
            return fail(QStringLiteral("reaction with unknown content \"%1\"").arg(data.content));
        if (object.contains(QStringLiteral("comment_id"))) {
            CommentRec *target = comment(object.value(QStringLiteral("comment_id")).toInteger());
            if (!target)
                return fail(QStringLiteral("reaction on unknown comment"));
            insertReaction(target->reactions, data);
            target->json.clear();
        } else {
            IssueRec *target = issue(int(object.value(QStringLiteral("issue_number")).toInteger()));
            if (!target)
                return fail(
                    QStringLiteral("reaction on unknown issue (give issue_number or comment_id)"));
            insertReaction(target->reactions, data);
            target->json.clear();
        }
    }

    clock = latest.addSecs(latest > clock ? 1 : 0);
    repositoryUpdatedAt = clock;
    invalidateAll();
    issueOrdersDirty = true;
    commentOrdersDirty = true;
    return true;
}

// ---- Public interface ------------------------------------------------------------------------

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

bool GitHubTestServer::listen(quint16 port)
{
    if (d->server->isListening())
        d->server->close();
    if (d->tls) {
        delete d->server;
        d->server = new QTcpServer(this);
        connect(d->server, &QTcpServer::pendingConnectionAvailable, this,
                [this] { d->onNewConnection(); });
        d->tls = false;
    }
    const bool ok = d->server->listen(QHostAddress::LocalHost, port);
    d->invalidateAll();
    return ok;
}

namespace {

QByteArray readTlsFile(const char *name)
{
    QFile file(QStringLiteral(ACP_TEST_TLS_DIR "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("GitHubTestServer: cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

} // namespace

bool GitHubTestServer::listenTls(quint16 port)
{
    if (d->server->isListening())
        d->server->close();
    auto *server = new QSslServer(this);
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificate(QSslCertificate(readTlsFile("localhost.pem")));
    configuration.setPrivateKey(QSslKey(readTlsFile("localhost.key"), QSsl::Rsa));
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // no client certificates
    server->setSslConfiguration(configuration);
    delete d->server;
    d->server = server;
    d->tls = true;
    connect(d->server, &QTcpServer::pendingConnectionAvailable, this,
            [this] { d->onNewConnection(); });
    const bool ok = d->server->listen(QHostAddress::LocalHost, port);
    d->invalidateAll();
    return ok;
}

void GitHubTestServer::stopListening()
{
    d->server->close();
}

QSslConfiguration GitHubTestServer::clientTlsConfiguration()
{
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.addCaCertificate(QSslCertificate(readTlsFile("test-ca.pem")));
    return configuration;
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
    return d->insertIssue(data);
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

void GitHubTestServer::setIssueLabels(int number, const QStringList &labels)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    rec->d.labels = d->canonicalLabels(labels);
    d->touchIssue(*rec, d->tick());
}

void GitHubTestServer::closeIssue(int number, const QString &stateReason)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    const QDateTime when = d->tick();
    rec->d.state = QStringLiteral("closed");
    rec->d.stateReason = stateReason;
    rec->d.closedAt = when;
    d->touchIssue(*rec, when);
}

void GitHubTestServer::reopenIssue(int number)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    rec->d.state = QStringLiteral("open");
    rec->d.stateReason = QStringLiteral("reopened");
    rec->d.closedAt = QDateTime();
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

void GitHubTestServer::catchUpCommentListings()
{
    for (Private::CommentRec &rec : d->comments)
        rec.listedFrom = 0;
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

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>

namespace acp::test {

using namespace github;

QString GitHubTestServer::Private::commentApiUrl(qint64 id) const
{
    return repoApiUrl() + QStringLiteral("/issues/comments/") + QString::number(id);
}

void GitHubTestServer::Private::keepStaleVersion(CommentRec &rec)
{
    if (commentListingLagMs <= 0)
        return;
    rec.staleJson = commentJson(rec);
    rec.staleUpdatedAt = rec.d.updatedAt;
    rec.staleUntil = lagTimer.elapsed() + commentListingLagMs;
}

const QByteArray &GitHubTestServer::Private::commentJson(CommentRec &rec)
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
        const CommentRec &listed = comments[size_t(index)];
        if (listed.listedFrom > lagTimer.elapsed())
            continue; // a lagging replica: listed later
        const bool stale = listed.staleUntil > lagTimer.elapsed();
        if (since.isValid() && (stale ? listed.staleUpdatedAt : listed.d.updatedAt) < since)
            continue;
        matches.push_back(index);
    }
    return paginate(req, query, qsizetype(matches.size()), [&](qsizetype i) -> const QByteArray & {
        CommentRec &listed = comments[size_t(matches[size_t(i)])];
        return listed.staleUntil > lagTimer.elapsed() ? listed.staleJson : commentJson(listed);
    });
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
            keepStaleVersion(rec);
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

} // namespace acp::test

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace acp::test {

using namespace github;

QByteArray GitHubTestServer::Private::reactionRollup(const std::vector<ReactionData> &list,
                                                     const QString &url) const
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

QByteArray GitHubTestServer::Private::reactionJson(const ReactionData &reaction)
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

bool GitHubTestServer::removeReaction(qint64 reactionId)
{
    const auto removeFrom = [&](std::vector<ReactionData> &list, QByteArray &ownerJson) {
        const auto it = std::find_if(list.begin(), list.end(),
                                     [&](const ReactionData &r) { return r.id == reactionId; });
        if (it == list.end())
            return false;
        list.erase(it);
        ownerJson.clear();
        d->tick();
        return true;
    };
    for (Private::IssueRec &rec : d->issues) {
        if (removeFrom(rec.reactions, rec.json))
            return true;
    }
    for (Private::CommentRec &rec : d->comments) {
        if (removeFrom(rec.reactions, rec.json))
            return true;
    }
    return false;
}

} // namespace acp::test

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QUrl>

#include <algorithm>

namespace acp::test {

using namespace github;

QString GitHubTestServer::Private::issueApiUrl(int number) const
{
    return repoApiUrl() + QStringLiteral("/issues/") + QString::number(number);
}

const QByteArray &GitHubTestServer::Private::issueJson(IssueRec &rec)
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

QString GitHubTestServer::Private::labelUrl(const QString &labelName) const
{
    return repoApiUrl() + QStringLiteral("/labels/")
        + QString::fromLatin1(QUrl::toPercentEncoding(labelName));
}

QByteArray GitHubTestServer::Private::labelJson(const LabelRec &rec) const
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

QByteArray GitHubTestServer::Private::issueLabelsJson(const IssueData &d)
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
        if (issues[size_t(index)].listedFrom > lagTimer.elapsed())
            return; // a lagging replica: listed later
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
        recordLabelChanges(rec.d.number, rec.d.labels, next.labels, login, when);
        if (next.state != rec.d.state)
            recordIssueEvent(rec.d.number,
                             next.state == QLatin1String("closed") ? QStringLiteral("closed")
                                                                   : QStringLiteral("reopened"),
                             {}, login, when);
        rec.d = next;
        touchIssue(rec, when);
    }
    return json(200, issueJson(rec));
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
        const QDateTime when = tick();
        recordLabelChanges(rec.d.number, rec.d.labels, next, loginFor(req), when);
        rec.d.labels = next;
        touchIssue(rec, when);
    }
    return labelsResponse();
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

} // namespace acp::test

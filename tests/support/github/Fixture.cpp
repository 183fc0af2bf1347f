#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>

namespace acp::test {

using namespace github;

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

} // namespace acp::test

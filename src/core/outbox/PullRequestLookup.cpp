#include "core/outbox/PullRequestLookup.h"

#include "core/github/GitHubClient.h"
#include "core/outbox/OutboxAction.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace acp {

QString PullRequestLookup::head(const OutboxAction &action)
{
    const QString login = action.remoteIds.value(QLatin1String("pr_login")).toString();
    if (login.isEmpty()) {
        return {};
    }
    return login + QLatin1Char(':')
        + action.pullRequest().value(QLatin1String("branch")).toString();
}

QUrl PullRequestLookup::url(const GitHubClient &client, const QString &siteRepository,
                            const QString &head)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("head"), head);
    query.addQueryItem(QStringLiteral("state"), QStringLiteral("all"));
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    return client.endpoint(QStringLiteral("/repos/%1/pulls").arg(siteRepository), query);
}

std::optional<PullRequestLookup::Found> PullRequestLookup::find(const QByteArray &listing,
                                                                const QString &head)
{
    const QJsonArray pulls = QJsonDocument::fromJson(listing).array();
    for (const QJsonValue &value : pulls) {
        const QJsonObject pull = value.toObject();
        const QString label =
            pull.value(QLatin1String("head")).toObject().value(QLatin1String("label")).toString();
        if (label.compare(head, Qt::CaseInsensitive) != 0) {
            continue;
        }
        Found found;
        found.number = pull.value(QLatin1String("number")).toInt();
        found.url = QUrl(pull.value(QLatin1String("html_url")).toString());
        found.state = pull.value(QLatin1String("state")).toString();
        if (found.number > 0) {
            return found;
        }
    }
    return std::nullopt;
}

} // namespace acp

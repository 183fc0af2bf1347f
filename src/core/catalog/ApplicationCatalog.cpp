#include "core/catalog/ApplicationCatalog.h"

#include "core/issueform/IssueForm.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QJsonArray>

#include <algorithm>

namespace acp {

ApplicationCatalog::ApplicationCatalog(Database &database, LabelScheme labels)
    : m_database(database)
    , m_labels(std::move(labels))
{ }

QList<ApplicationSummary> ApplicationCatalog::applications() const
{
    // Without bodies: the platform's name was read from the form when the issue was cached.
    const QList<IssueCache::ListedIssue> issues =
        IssueCache(m_database).listedIssues(IssueCache::Listed::Shown);
    QList<ApplicationSummary> result;
    result.reserve(issues.size());
    for (const IssueCache::ListedIssue &listed : issues) {
        result.append(summarize(listed.issue, m_labels, listed.platformName));
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const ApplicationSummary &a, const ApplicationSummary &b) {
                         if (a.updatedAt != b.updatedAt) {
                             return a.updatedAt > b.updatedAt;
                         }
                         return a.number > b.number;
                     });
    return result;
}

std::optional<ApplicationSummary> ApplicationCatalog::application(int number) const
{
    const std::optional<Issue> issue = IssueCache(m_database).issue(number);
    if (!issue || issue->deleted) {
        return std::nullopt;
    }
    return summarize(*issue, m_labels);
}

ApplicationSummary ApplicationCatalog::summarize(const Issue &issue, const LabelScheme &labels)
{
    return summarize(issue, labels, platformNameOf(issue.title, issue.body));
}

ApplicationSummary ApplicationCatalog::summarize(const Issue &issue, const LabelScheme &labels,
                                                 const QString &platformName)
{
    ApplicationSummary summary;
    summary.number = issue.number;
    summary.title = issue.title;
    summary.platformName = platformName;
    summary.state = issue.state;
    summary.reviewState = labels.stateOf(issue.labels, issue.state);
    summary.labels = issue.labels;
    summary.author = issue.author;
    summary.createdAt = issue.createdAt;
    summary.updatedAt = issue.updatedAt;
    summary.htmlUrl = issue.htmlUrl;
    summary.commentCount = issue.commentCount;
    return summary;
}

QJsonObject ApplicationCatalog::toJson(const ApplicationSummary &summary)
{
    auto timestamp = [](const QDateTime &when) {
        return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODate)) : QJsonValue();
    };
    return QJsonObject {
        { QStringLiteral("number"), summary.number },
        { QStringLiteral("title"), summary.title },
        { QStringLiteral("platform"), summary.platformName },
        { QStringLiteral("state"), summary.state },
        { QStringLiteral("review_state"), reviewStateId(summary.reviewState) },
        { QStringLiteral("labels"), QJsonArray::fromStringList(summary.labels) },
        { QStringLiteral("author"), summary.author },
        { QStringLiteral("created_at"), timestamp(summary.createdAt) },
        { QStringLiteral("updated_at"), timestamp(summary.updatedAt) },
        { QStringLiteral("html_url"), summary.htmlUrl.toString() },
        { QStringLiteral("comments"), summary.commentCount },
    };
}

} // namespace acp

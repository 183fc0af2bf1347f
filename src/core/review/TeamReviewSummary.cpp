#include "core/review/TeamReviewSummary.h"

#include "core/logging/LogCategories.h"
#include "core/review/TeamReviews.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace acp {

QJsonObject TeamReviewSummary::toJson() const
{
    return { { QStringLiteral("reviewers"), QJsonArray::fromStringList(reviewers) },
             { QStringLiteral("disagreements"), QJsonArray::fromStringList(disagreements) } };
}

TeamReviewSummaries::TeamReviewSummaries(Database &database, const RequirementSet &requirements,
                                         const AuthorTrust &trust)
    : m_database(database)
    , m_requirements(requirements)
    , m_trust(trust)
{ }

QList<int> TeamReviewSummaries::candidates() const
{
    // The authors only, not the bodies: a few columns of every comment read in one pass.
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT c.issue_number, c.author, c.author_association, i.author "
            "FROM comments c JOIN issues i ON i.number = c.issue_number WHERE i.deleted = 0"))) {
        qCWarning(lcStore) << "Team review candidates could not be read:"
                           << query.lastError().text();
        return {};
    }
    QSet<int> found;
    while (query.next()) {
        const int number = query.value(0).toInt();
        if (!found.contains(number)
            && m_trust.isTrusted(query.value(1).toString(), query.value(2).toString(),
                                 query.value(3).toString())) {
            found.insert(number);
        }
    }
    QList<int> numbers(found.cbegin(), found.cend());
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

TeamReviewSummary TeamReviewSummaries::summarize(int number,
                                                 const QHash<QString, ChecklistStatus> &mine) const
{
    IssueCache cache(m_database);
    const std::optional<Issue> issue = cache.issue(number);
    if (!issue) {
        return {};
    }
    const QList<PublishedReview> reviews =
        TeamReviews::collect(*issue, cache.comments(number), m_requirements, m_trust);
    TeamReviewSummary summary;
    for (const PublishedReview &review : reviews) {
        summary.reviewers.append(review.author);
    }
    if (!reviews.isEmpty()) {
        summary.disagreements = TeamReviews::disagreements(reviews, m_requirements, mine);
    }
    return summary;
}

QHash<int, TeamReviewSummary>
TeamReviewSummaries::summarizeAll(const QHash<int, QHash<QString, ChecklistStatus>> &mine) const
{
    QHash<int, TeamReviewSummary> result;
    const QList<int> numbers = candidates();
    for (int number : numbers) {
        TeamReviewSummary summary = summarize(number, mine.value(number));
        if (!summary.isEmpty()) {
            result.insert(number, std::move(summary));
        }
    }
    return result;
}

} // namespace acp

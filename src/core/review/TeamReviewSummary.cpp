#include "core/review/TeamReviewSummary.h"

#include "core/logging/LogCategories.h"
#include "core/review/ChecklistStore.h"
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
    // The applicants first (a few thousand rows), then only the comments that can be trusted
    // at all (a co-chair's, or a trusted association's): SQL narrows, AuthorTrust decides.
    QHash<int, Issue> applicants;
    {
        QSqlQuery query(m_database.connection());
        query.setForwardOnly(true);
        if (!query.exec(QStringLiteral("SELECT number, author, author_id FROM issues "
                                       "WHERE deleted = 0"))) {
            qCWarning(lcStore) << "Team review candidates could not be read:"
                               << query.lastError().text();
            return {};
        }
        while (query.next()) {
            Issue issue;
            issue.number = query.value(0).toInt();
            issue.author = query.value(1).toString();
            issue.authorId = query.value(2).toLongLong();
            applicants.insert(issue.number, issue);
        }
    }
    QStringList allowed;
    QString filter;
    if (m_trust.hasCoChairList()) {
        for (const QString &login : m_trust.coChairs()) {
            allowed.append(login.toLower()); // logins are ASCII; SQLite's lower() is too
        }
        filter = QStringLiteral("lower(author)");
    } else {
        allowed = AuthorTrust::trustedAssociations();
        filter = QStringLiteral("upper(author_association)");
    }
    // No DISTINCT: sorting tens of thousands of rows for it cost more than reading them; an
    // application already found skips its further rows before their values are read.
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT issue_number, author, author_association, "
                       "author_id FROM comments WHERE %1 IN (%2)")
            .arg(filter,
                 QStringList(allowed.size(), QStringLiteral("?")).join(QStringLiteral(", "))));
    for (qsizetype i = 0; i < allowed.size(); ++i) {
        query.bindValue(int(i), allowed.at(i));
    }
    if (!query.exec()) {
        qCWarning(lcStore) << "Team review candidates could not be read:"
                           << query.lastError().text();
        return {};
    }
    QSet<int> found;
    while (query.next()) {
        const int number = query.value(0).toInt();
        const auto applicant = applicants.constFind(number);
        if (found.contains(number) || applicant == applicants.cend()) {
            continue;
        }
        Comment comment;
        comment.issueNumber = number;
        comment.author = query.value(1).toString();
        comment.authorAssociation = query.value(2).toString();
        comment.authorId = query.value(3).toLongLong();
        if (m_trust.isTrusted(comment, *applicant)) {
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

TeamReviewSummary TeamReviewSummaries::summarize(int number) const
{
    QHash<QString, ChecklistStatus> mine;
    const QHash<QString, ChecklistEntry> entries = ChecklistStore(m_database).entries(number);
    for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
        mine.insert(it.key(), it->status);
    }
    return summarize(number, mine);
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

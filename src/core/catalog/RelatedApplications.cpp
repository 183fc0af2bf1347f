#include "core/catalog/RelatedApplications.h"

#include "core/issueform/IssueForm.h"
#include "core/store/IssueCache.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace acp {

namespace {

QString relationId(RelatedApplication::Relation relation)
{
    switch (relation) {
    case RelatedApplication::Relation::DuplicateOf:
        return QStringLiteral("duplicate-of");
    case RelatedApplication::Relation::DuplicatedBy:
        return QStringLiteral("duplicated-by");
    case RelatedApplication::Relation::ResubmissionOf:
        return QStringLiteral("resubmission-of");
    case RelatedApplication::Relation::ResubmittedAs:
        break;
    }
    return QStringLiteral("resubmitted-as");
}

QHash<QString, int> wordCounts(const QString &body)
{
    QHash<QString, int> counts;
    const QString key = IssueForm::headingKey(body);
    for (const QStringView word : QStringView(key).split(u' ', Qt::SkipEmptyParts)) {
        ++counts[word.toString()];
    }
    return counts;
}

int total(const QHash<QString, int> &counts)
{
    int sum = 0;
    for (int count : counts) {
        sum += count;
    }
    return sum;
}

// sameWords() with the first text's words counted already (one application against many).
double shareOfSameWords(const QHash<QString, int> &left, const QString &b)
{
    const QHash<QString, int> right = wordCounts(b);
    const int leftTotal = total(left);
    const int rightTotal = total(right);
    if (leftTotal < RelatedApplications::MinimumWords
        || rightTotal < RelatedApplications::MinimumWords) {
        return 0;
    }
    int common = 0;
    for (auto it = left.cbegin(); it != left.cend(); ++it) {
        common += std::min(it.value(), right.value(it.key()));
    }
    return 2.0 * common / double(leftTotal + rightTotal);
}

// The issue's repository address, "https://github.com/owner/repo/issues/", from its own address.
QString issuesPrefix(const QUrl &issueUrl)
{
    const QString url = issueUrl.toString(QUrl::RemoveQuery | QUrl::RemoveFragment);
    const qsizetype at = url.lastIndexOf(QLatin1String("/issues/"));
    return at < 0 ? QString() : url.left(at + 8);
}

} // namespace

QString RelatedApplication::sentence() const
{
    const QString days = RelatedApplications::tr("%n day(s)", nullptr, daysApart);
    switch (relation) {
    case Relation::DuplicateOf:
        return RelatedApplications::tr("Possible duplicate of #%1: the same text from the same "
                                       "author, %2 earlier.")
            .arg(number)
            .arg(days);
    case Relation::DuplicatedBy:
        return RelatedApplications::tr("Submitted again as #%1: the same text from the same "
                                       "author, %2 later.")
            .arg(number)
            .arg(days);
    case Relation::ResubmissionOf:
        return RelatedApplications::tr("Resubmission of #%1, declined %2 earlier.")
            .arg(number)
            .arg(days);
    case Relation::ResubmittedAs:
        break;
    }
    return RelatedApplications::tr("Resubmitted as #%1, %2 later.").arg(number).arg(days);
}

QJsonObject RelatedApplication::toJson() const
{
    return {
        { QStringLiteral("relation"), relationId(relation) },
        { QStringLiteral("number"), number },
        { QStringLiteral("title"), title },
        { QStringLiteral("review_state"), reviewStateId(reviewState) },
        { QStringLiteral("days_apart"), daysApart },
    };
}

RelatedApplications::RelatedApplications(Database &database, LabelScheme labels)
    : m_database(database)
    , m_labels(std::move(labels))
{ }

double RelatedApplications::sameWords(const QString &a, const QString &b)
{
    return shareOfSameWords(wordCounts(a), b);
}

QSet<int> RelatedApplications::linkedIssues(const QString &body, const QUrl &issueUrl)
{
    QSet<int> numbers;
    // "#12" standing alone: not "&#12;", not a URL's fragment, not "abc#12".
    static const QRegularExpression hash(QStringLiteral("(?<![\\w&/#])#(\\d{1,9})\\b"));
    for (const QRegularExpressionMatch &match : hash.globalMatch(body)) {
        numbers.insert(match.captured(1).toInt());
    }
    const QString prefix = issuesPrefix(issueUrl);
    if (!prefix.isEmpty()) {
        const QRegularExpression address(QRegularExpression::escape(prefix)
                                             + QStringLiteral("(\\d{1,9})\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
        for (const QRegularExpressionMatch &match : address.globalMatch(body)) {
            numbers.insert(match.captured(1).toInt());
        }
    }
    return numbers;
}

QList<RelatedApplication> RelatedApplications::of(const Issue &issue) const
{
    QList<RelatedApplication> related;
    const IssueCache cache(m_database);
    const QSet<int> linked = linkedIssues(issue.body, issue.htmlUrl);
    // Only a declined application can have been resubmitted: only then are bodies searched.
    const bool declined = m_labels.stateOf(issue.labels, issue.state) == ReviewState::Declined;
    std::optional<QHash<QString, int>> words; // the issue's, counted when a candidate needs them
    for (const Issue &other :
         cache.relatedCandidates(issue.author, issue.number, linked, declined)) {
        const bool earlier = other.createdAt < issue.createdAt
            || (other.createdAt == issue.createdAt && other.number < issue.number);
        const Issue &first = earlier ? other : issue;
        const Issue &second = earlier ? issue : other;
        RelatedApplication item;
        item.number = other.number;
        item.title = other.title;
        item.reviewState = m_labels.stateOf(other.labels, other.state);
        item.daysApart = int(std::abs(first.createdAt.daysTo(second.createdAt)));

        const bool sameAuthor =
            !issue.author.isEmpty() && other.author.compare(issue.author, Qt::CaseInsensitive) == 0;
        if (sameAuthor && !words) {
            words = wordCounts(issue.body);
        }
        if (sameAuthor && shareOfSameWords(*words, other.body) >= SameBodyShare) {
            item.relation = earlier ? RelatedApplication::Relation::DuplicateOf
                                    : RelatedApplication::Relation::DuplicatedBy;
            related.append(item);
        }
        // A new try links the declined one.
        if (earlier && linked.contains(other.number) && item.reviewState == ReviewState::Declined) {
            item.relation = RelatedApplication::Relation::ResubmissionOf;
            related.append(item);
        } else if (!earlier && declined
                   && linkedIssues(other.body, other.htmlUrl).contains(issue.number)) {
            item.relation = RelatedApplication::Relation::ResubmittedAs;
            related.append(item);
        }
    }
    std::stable_sort(related.begin(), related.end(),
                     [](const RelatedApplication &a, const RelatedApplication &b) {
                         return a.number < b.number;
                     });
    return related;
}

} // namespace acp

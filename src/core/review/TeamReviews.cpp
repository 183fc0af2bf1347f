#include "core/review/TeamReviews.h"

#include "core/review/ReviewCommentParser.h"

#include <QSet>

namespace acp {

namespace {

// Items in the definition's order, so that reviews line up side by side.
void sortItems(PublishedReview &review, const RequirementSet &requirements)
{
    QList<ReviewItem> sorted;
    for (const Requirement &requirement : requirements.requirements()) {
        if (const std::optional<ReviewItem> item = review.item(requirement.id)) {
            sorted.append(*item);
        }
    }
    review.items = sorted;
}

} // namespace

QList<PublishedReview> TeamReviews::collect(const Issue &issue, const QList<Comment> &comments,
                                            const RequirementSet &requirements,
                                            const AuthorTrust &trust)
{
    const ReviewCommentParser parser(requirements);
    QList<PublishedReview> reviews; // one per author, in the order their reviews stand
    std::optional<PublishedReview> current; // the review being read, of the last commenter
    QString lastAuthor;
    const auto finish = [&reviews, &requirements](std::optional<PublishedReview> &review,
                                                  bool counts) {
        if (!review || !counts) {
            review.reset();
            return;
        }
        sortItems(*review, requirements);
        for (qsizetype i = 0; i < reviews.size(); ++i) {
            if (reviews.at(i).author.compare(review->author, Qt::CaseInsensitive) == 0) {
                reviews.removeAt(i); // a later review replaces the earlier one
                break;
            }
        }
        reviews.append(*review);
        review.reset();
    };
    bool currentCounts = false;
    for (const Comment &comment : comments) {
        const bool sameAuthor = comment.author.compare(lastAuthor, Qt::CaseInsensitive) == 0;
        lastAuthor = comment.author;
        if (!sameAuthor) {
            finish(current, currentCounts);
            currentCounts = false;
        }
        if (!trust.isTrusted(comment, issue)) {
            continue;
        }
        const ParsedReviewComment parsed = parser.parse(comment.body);
        if (parsed.items.isEmpty() && parsed.unmatched.isEmpty() && !parsed.fromWorkbench) {
            continue;
        }
        if (!current || (parsed.fromWorkbench && current->source != ReviewSource::Workbench)) {
            // A workbench review is one comment: it starts afresh.
            finish(current, currentCounts);
            current = PublishedReview {};
            current->author = comment.author;
            current->url = QUrl(comment.htmlUrl);
            current->source =
                parsed.fromWorkbench ? ReviewSource::Workbench : ReviewSource::HandWritten;
            current->requirementsVersion = parsed.requirementsVersion;
            currentCounts = false;
        }
        current->commentIds.append(comment.id);
        const QDateTime edited =
            comment.updatedAt.isValid() ? comment.updatedAt : comment.createdAt;
        current->publishedAt = std::max(current->publishedAt, edited);
        for (const ReviewItem &item : parsed.items) {
            bool replaced = false;
            for (ReviewItem &existing : current->items) {
                if (existing.requirementId == item.requirementId) {
                    existing = item;
                    replaced = true;
                }
            }
            if (!replaced) {
                current->items.append(item);
            }
        }
        current->unmatched.append(parsed.unmatched);
        currentCounts = currentCounts || parsed.isReview()
            || current->items.size() >= ParsedReviewComment::MinimumItems;
    }
    finish(current, currentCounts);
    return reviews;
}

bool TeamReviews::disagree(const QList<PublishedReview> &reviews, const QString &requirementId,
                           std::optional<ChecklistStatus> mine)
{
    QSet<int> statuses;
    if (mine && *mine != ChecklistStatus::Unreviewed) {
        statuses.insert(int(*mine));
    }
    for (const PublishedReview &review : reviews) {
        if (const std::optional<ReviewItem> item = review.item(requirementId);
            item && item->status != ChecklistStatus::Unreviewed) {
            statuses.insert(int(item->status));
        }
    }
    return statuses.size() > 1;
}

QStringList TeamReviews::disagreements(const QList<PublishedReview> &reviews,
                                       const RequirementSet &requirements,
                                       const QHash<QString, ChecklistStatus> &mine)
{
    QStringList found;
    for (const Requirement &requirement : requirements.requirements()) {
        const auto it = mine.constFind(requirement.id);
        if (disagree(reviews, requirement.id,
                     it != mine.cend() ? std::optional<ChecklistStatus>(*it) : std::nullopt)) {
            found.append(requirement.id);
        }
    }
    return found;
}

} // namespace acp

#include "core/review/TeamReview.h"

#include "core/domain/Timestamps.h"

#include <QJsonArray>

namespace acp {

QString reviewSourceId(ReviewSource source)
{
    return source == ReviewSource::Workbench ? QStringLiteral("workbench")
                                             : QStringLiteral("hand-written");
}

std::optional<ReviewItem> PublishedReview::item(const QString &requirementId) const
{
    for (const ReviewItem &candidate : items) {
        if (candidate.requirementId == requirementId) {
            return candidate;
        }
    }
    return std::nullopt;
}

QJsonObject PublishedReview::toJson() const
{
    QJsonArray itemArray;
    for (const ReviewItem &entry : items) {
        itemArray.append(
            QJsonObject { { QStringLiteral("id"), entry.requirementId },
                          { QStringLiteral("status"), checklistStatusId(entry.status) },
                          { QStringLiteral("note"), entry.note } });
    }
    QJsonArray unmatchedArray;
    for (const UnmatchedReviewRow &row : unmatched) {
        unmatchedArray.append(
            QJsonObject { { QStringLiteral("title"), row.title },
                          { QStringLiteral("status"), checklistStatusId(row.status) },
                          { QStringLiteral("note"), row.note } });
    }
    QJsonArray ids;
    for (qint64 id : commentIds) {
        ids.append(id);
    }
    return {
        { QStringLiteral("author"), author },
        { QStringLiteral("published_at"), timestampJson(publishedAt) },
        { QStringLiteral("source"), reviewSourceId(source) },
        { QStringLiteral("comment_ids"), ids },
        { QStringLiteral("url"), url.isEmpty() ? QJsonValue() : QJsonValue(url.toString()) },
        { QStringLiteral("requirements_version"),
          requirementsVersion.isEmpty() ? QJsonValue() : QJsonValue(requirementsVersion) },
        { QStringLiteral("items"), itemArray },
        { QStringLiteral("unmatched"), unmatchedArray },
    };
}

} // namespace acp

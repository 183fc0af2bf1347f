#pragma once

#include "core/review/ChecklistStatus.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

// Where a colleague's review came from: the workbench's own comment (its hidden block says
// which requirement has which status), or a comment written by hand in one of the shapes the
// Working Group uses (ReviewCommentParser).
enum class ReviewSource { Workbench, HandWritten };
QString reviewSourceId(ReviewSource source); // "workbench", "hand-written"

// One requirement's verdict in a review.
struct ReviewItem
{
    QString requirementId;
    ChecklistStatus status = ChecklistStatus::Unreviewed;
    QString note; // as written, Markdown; may be empty

    bool operator==(const ReviewItem &other) const = default;
};

// A row or line with a status whose requirement could not be told: kept, never dropped.
struct UnmatchedReviewRow
{
    QString title; // what the row names, plain text
    ChecklistStatus status = ChecklistStatus::Unreviewed;
    QString note;

    bool operator==(const UnmatchedReviewRow &other) const = default;
};

// One trusted reviewer's review of one application, as published on the issue (one comment, or
// consecutive ones). A later review by the same author replaces this one.
struct PublishedReview
{
    QString author;
    QDateTime publishedAt; // the newest edit of its comments
    QList<qint64> commentIds;
    QUrl url; // the first comment's
    ReviewSource source = ReviewSource::HandWritten;
    QString requirementsVersion; // the definition the workbench published against; may be empty
    QList<ReviewItem> items; // in the order of the requirement definition
    QList<UnmatchedReviewRow> unmatched;

    std::optional<ReviewItem> item(const QString &requirementId) const;
    // {"author", "published_at", "source": "workbench"|"hand-written", "comment_ids", "url",
    //  "requirements_version", "items": [{"id", "status", "note"}],
    //  "unmatched": [{"title", "status", "note"}]}
    QJsonObject toJson() const;
};

} // namespace acp

#pragma once

#include "core/domain/Issue.h"
#include "core/review/AuthorTrust.h"
#include "core/review/ChecklistStatus.h"
#include "core/review/RequirementSet.h"
#include "core/review/TeamReview.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace acp {

// The team's reviews of one application, read from its synced thread.
//
// Only trusted authors' comments count (AuthorTrust, the rule votes follow; never the
// applicant's): anyone can paste a review table into a public issue. Each author's consecutive
// review comments (nobody else commenting between them) are one review, so a review split over
// two comments reads as one; a later review by the same author replaces the earlier one, and an
// edited comment is read as it is now.
class TeamReviews
{
public:
    // `comments` oldest first, as the cache gives them.
    static QList<PublishedReview> collect(const Issue &issue, const QList<Comment> &comments,
                                          const RequirementSet &requirements,
                                          const AuthorTrust &trust);

    // Whether the reviewers (and `mine`, when given and reviewed) gave `requirementId` more than
    // one status; unreviewed statuses do not count.
    static bool disagree(const QList<PublishedReview> &reviews, const QString &requirementId,
                         std::optional<ChecklistStatus> mine = std::nullopt);
    // The requirements where they do, in the definition's order.
    static QStringList disagreements(const QList<PublishedReview> &reviews,
                                     const RequirementSet &requirements,
                                     const QHash<QString, ChecklistStatus> &mine = {});
};

} // namespace acp

#pragma once

#include "core/domain/Issue.h"
#include "core/review/AuthorTrust.h"

#include <QList>

#include <optional>

namespace acp {

// Where a request for information stands: the workbench's latest request-info comment (found by
// its hidden marker `acp-workbench:request-info`, from a trusted author) and the submitter's
// comments after it, which
// the application view highlights before the co-chair moves the application back to review.
struct RequestFollowUp
{
    std::optional<Comment> request; // none: no request-info comment from the workbench
    QList<Comment> replies; // by the issue's author, after the request, oldest first

    bool hasReplies() const { return !replies.isEmpty(); }

    static RequestFollowUp of(const Issue &issue, const QList<Comment> &comments,
                              const AuthorTrust &trust);
};

} // namespace acp

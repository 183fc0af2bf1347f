#include "core/actions/RequestFollowUp.h"

#include <algorithm>

namespace acp {

RequestFollowUp RequestFollowUp::of(const Issue &issue, const QList<Comment> &comments,
                                    const AuthorTrust &trust)
{
    RequestFollowUp result;
    for (const Comment &comment : comments) {
        if (trust.markers(comment, issue).has(QStringLiteral("request-info"))
            && (!result.request || comment.createdAt >= result.request->createdAt)) {
            result.request = comment;
        }
    }
    if (!result.request) {
        return result;
    }
    for (const Comment &comment : comments) {
        if (comment.id != result.request->id && trust.isApplicant(comment, issue)
            && comment.createdAt >= result.request->createdAt) {
            result.replies.append(comment);
        }
    }
    std::stable_sort(result.replies.begin(), result.replies.end(),
                     [](const Comment &a, const Comment &b) { return a.createdAt < b.createdAt; });
    return result;
}

} // namespace acp

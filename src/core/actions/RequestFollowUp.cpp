#include "actions/RequestFollowUp.h"

#include <QRegularExpression>

#include <algorithm>

namespace acp {

RequestFollowUp RequestFollowUp::of(const Issue &issue, const QList<Comment> &comments)
{
    static const QRegularExpression marker(
        QStringLiteral("<!--\\s*acp-workbench:request-info\\s*-->"));
    RequestFollowUp result;
    for (const Comment &comment : comments) {
        if (comment.body.contains(marker)
            && (!result.request || comment.createdAt >= result.request->createdAt)) {
            result.request = comment;
        }
    }
    if (!result.request) {
        return result;
    }
    for (const Comment &comment : comments) {
        if (comment.id != result.request->id
            && comment.author.compare(issue.author, Qt::CaseInsensitive) == 0
            && comment.createdAt >= result.request->createdAt) {
            result.replies.append(comment);
        }
    }
    std::stable_sort(result.replies.begin(), result.replies.end(),
                     [](const Comment &a, const Comment &b) { return a.createdAt < b.createdAt; });
    return result;
}

} // namespace acp

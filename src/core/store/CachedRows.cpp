#include "core/store/CachedRows.h"

#include "core/store/SqlValues.h"

#include <QSqlQuery>
#include <QUrl>

namespace acp::rows {

const QString issueColumns = QStringLiteral(
    "number, github_id, node_id, title, body, author, state, state_reason, created_at, updated_at, "
    "closed_at, html_url, comment_count, reaction_count, deleted, author_id, author_association");

Issue issueFrom(const QSqlQuery &query)
{
    Issue issue;
    issue.number = query.value(0).toInt();
    issue.githubId = query.value(1).toLongLong();
    issue.nodeId = query.value(2).toString();
    issue.title = query.value(3).toString();
    issue.body = query.value(4).toString();
    issue.author = query.value(5).toString();
    issue.state = query.value(6).toString();
    issue.stateReason = query.value(7).toString();
    issue.createdAt = sql::toDateTime(query.value(8));
    issue.updatedAt = sql::toDateTime(query.value(9));
    issue.closedAt = sql::toDateTime(query.value(10));
    issue.htmlUrl = QUrl(query.value(11).toString());
    issue.commentCount = query.value(12).toInt();
    issue.reactionCount = query.value(13).toInt();
    issue.deleted = query.value(14).toBool();
    issue.authorId = query.value(15).toLongLong();
    issue.authorAssociation = query.value(16).toString();
    return issue;
}

const QString commentColumns = QStringLiteral(
    "id, issue_number, author, body, created_at, updated_at, html_url, reaction_count, author_id, "
    "author_association");

Comment commentFrom(const QSqlQuery &query)
{
    Comment comment;
    comment.id = query.value(0).toLongLong();
    comment.issueNumber = query.value(1).toInt();
    comment.author = query.value(2).toString();
    comment.body = query.value(3).toString();
    comment.createdAt = sql::toDateTime(query.value(4));
    comment.updatedAt = sql::toDateTime(query.value(5));
    comment.htmlUrl = QUrl(query.value(6).toString());
    comment.reactionCount = query.value(7).toInt();
    comment.authorId = query.value(8).toLongLong();
    comment.authorAssociation = query.value(9).toString();
    return comment;
}

} // namespace acp::rows

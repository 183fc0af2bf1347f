#include "core/store/CachedRows.h"

#include "core/store/SqlValues.h"

#include <QSqlQuery>
#include <QUrl>

namespace acp::rows {

namespace {

enum class Stored { Number, Text, Body };

struct Column
{
    QLatin1StringView name;
    Stored stored;
};

// In the order issueFrom() reads them.
constexpr Column kIssueColumns[] = {
    { QLatin1StringView("number"), Stored::Number },
    { QLatin1StringView("github_id"), Stored::Number },
    { QLatin1StringView("node_id"), Stored::Text },
    { QLatin1StringView("title"), Stored::Text },
    { QLatin1StringView("body"), Stored::Body },
    { QLatin1StringView("author"), Stored::Text },
    { QLatin1StringView("state"), Stored::Text },
    { QLatin1StringView("state_reason"), Stored::Text },
    { QLatin1StringView("created_at"), Stored::Text },
    { QLatin1StringView("updated_at"), Stored::Text },
    { QLatin1StringView("closed_at"), Stored::Text },
    { QLatin1StringView("html_url"), Stored::Text },
    { QLatin1StringView("comment_count"), Stored::Number },
    { QLatin1StringView("reaction_count"), Stored::Number },
    { QLatin1StringView("deleted"), Stored::Number },
    { QLatin1StringView("author_id"), Stored::Number },
    { QLatin1StringView("author_association"), Stored::Text },
};

QString issueColumnList(bool forListing)
{
    QStringList columns;
    for (const Column &column : kIssueColumns) {
        if (!forListing || column.stored == Stored::Number)
            columns.append(column.name);
        else if (column.stored == Stored::Body)
            columns.append(QStringLiteral("''"));
        else
            columns.append(QStringLiteral("CAST(%1 AS BLOB)").arg(column.name));
    }
    return columns.join(QStringLiteral(", "));
}

} // namespace

const QString issueColumns = issueColumnList(false);
const QString issueListingColumns = issueColumnList(true);

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

const QString issueShownColumns = QStringLiteral(
    "number, CAST(title AS BLOB), CAST(author AS BLOB), CAST(state AS BLOB), "
    "CAST(created_at AS BLOB), CAST(updated_at AS BLOB), CAST(html_url AS BLOB), comment_count");

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
    comment.htmlUrl = query.value(6).toString();
    comment.reactionCount = query.value(7).toInt();
    comment.authorId = query.value(8).toLongLong();
    comment.authorAssociation = query.value(9).toString();
    return comment;
}

} // namespace acp::rows

// IssueCache's reads for the application list and the names they show: the list of live
// issues without their bodies, and the platform names derived once. Apart from IssueCache.cpp
// for the files' length; the same class.

#include "core/issueform/IssueForm.h"
#include "core/store/CachedRows.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace acp {

const IssueCache::ListingStatements &IssueCache::listingStatements()
{
    // Each read from its covering index (schema 21), not from the issues' rows: no body. Text
    // is read as bytes, as rows::issueListingColumns explains.
    const auto liveIssues = [](const QString &columns) {
        return QStringLiteral("SELECT %1, CAST(platform_name AS BLOB) FROM issues "
                              "WHERE deleted = 0 ORDER BY number")
            .arg(columns);
    };
    static const ListingStatements statements {
        liveIssues(rows::issueListingColumns),
        liveIssues(rows::issueShownColumns),
        QStringLiteral("SELECT issue_number, CAST(name AS BLOB) FROM issue_labels "
                       "ORDER BY issue_number, position"),
        QStringLiteral("SELECT number, title, body FROM issues WHERE platform_name IS NULL"),
    };
    return statements;
}

QHash<int, QStringList> IssueCache::labelsByIssue() const
{
    QHash<int, QStringList> result;
    QSqlQuery labels(m_db);
    labels.setForwardOnly(true);
    labels.prepare(listingStatements().labels);
    if (exec(labels)) {
        while (labels.next()) {
            result[labels.value(0).toInt()].append(labels.value(1).toString());
        }
    }
    return result;
}

QList<IssueCache::ListedIssue> IssueCache::listedIssues(Listed fields) const
{
    const bool every = fields == Listed::Every;
    QList<ListedIssue> result;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(every ? listingStatements().issues : listingStatements().shownIssues);
    if (!exec(query)) {
        return result;
    }
    const int nameColumn = query.record().count() - 1; // the platform's name comes last
    const QHash<int, QStringList> labels = labelsByIssue();
    QList<qsizetype> unnamed;
    while (query.next()) {
        ListedIssue listed { every ? rows::issueFrom(query) : rows::shownIssueFrom(query),
                             query.value(nameColumn).toString() };
        if (query.value(nameColumn).isNull()) {
            unnamed.append(result.size());
        }
        listed.issue.labels = labels.value(listed.issue.number);
        result.append(std::move(listed));
    }
    // The name was never derived (fillPlatformNames has not run): from the body, read for these.
    for (const qsizetype at : std::as_const(unnamed)) {
        ListedIssue &listed = result[at];
        const std::optional<Issue> whole = issue(listed.issue.number);
        listed.platformName = platformNameOf(listed.issue.title, whole ? whole->body : QString());
    }
    return result;
}

bool IssueCache::fillPlatformNames()
{
    QSqlQuery missing(m_db);
    missing.setForwardOnly(true);
    if (!missing.exec(listingStatements().unnamed)) {
        m_error = missing.lastError().text();
        return false;
    }
    QList<QPair<int, QString>> names;
    while (missing.next()) {
        names.append({ missing.value(0).toInt(),
                       platformNameOf(missing.value(1).toString(), missing.value(2).toString()) });
    }
    if (names.isEmpty()) {
        return true;
    }
    Transaction transaction(m_db);
    QSqlQuery update(m_db);
    update.prepare(QStringLiteral("UPDATE issues SET platform_name = ? WHERE number = ?"));
    for (const auto &[number, name] : std::as_const(names)) {
        update.bindValue(0, sql::text(name));
        update.bindValue(1, number);
        if (!exec(update)) {
            return false;
        }
    }
    if (!transaction.commit()) {
        m_error = transaction.errorString();
        return false;
    }
    return true;
}

} // namespace acp

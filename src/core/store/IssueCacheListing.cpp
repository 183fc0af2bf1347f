// IssueCache's reads for the application list and the names they show: the list of live
// issues without their bodies, and the platform names derived once. Apart from IssueCache.cpp
// for the files' length; the same class.

#include "core/issueform/IssueForm.h"
#include "core/store/CachedRows.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SqlValues.h"
#include "core/store/SqliteStatement.h"

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
    SqliteStatement *labels = statement(listingStatements().labels.toUtf8());
    if (!labels) {
        return result;
    }
    while (labels->next()) {
        result[int(labels->int64At(0))].append(labels->textAt(1));
    }
    if (!labels->errorString().isEmpty()) {
        m_error = labels->errorString();
    }
    return result;
}

QList<IssueCache::ListedIssue> IssueCache::listedIssues(Listed fields) const
{
    if (fields == Listed::Shown) {
        return shownIssues();
    }
    QList<ListedIssue> result;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(listingStatements().issues);
    if (!exec(query)) {
        return result;
    }
    const int nameColumn = query.record().count() - 1; // the platform's name comes last
    const QHash<int, QStringList> labels = labelsByIssue();
    QList<qsizetype> unnamed;
    while (query.next()) {
        ListedIssue listed { rows::issueFrom(query), query.value(nameColumn).toString() };
        if (query.value(nameColumn).isNull()) {
            unnamed.append(result.size());
        }
        listed.issue.labels = labels.value(listed.issue.number);
        result.append(std::move(listed));
    }
    nameUnnamed(&result, unnamed);
    return result;
}

// Read through SQLite's C API: this is the list the window shows first, read at every start
// beside the window's build (ApplicationsReadAhead), and QSqlQuery made a QVariant of each of
// its 45,000 values.
QList<IssueCache::ListedIssue> IssueCache::shownIssues() const
{
    QList<ListedIssue> result;
    SqliteStatement *query = statement(listingStatements().shownIssues.toUtf8());
    if (!query) {
        return result;
    }
    const QHash<int, QStringList> labels = labelsByIssue();
    QList<qsizetype> unnamed;
    while (query->next()) {
        ListedIssue listed;
        Issue &issue = listed.issue;
        issue.number = int(query->int64At(0));
        issue.title = query->textAt(1);
        issue.author = query->textAt(2);
        issue.state = query->textAt(3);
        issue.createdAt = sql::toDateTime(query->textAt(4));
        issue.updatedAt = sql::toDateTime(query->textAt(5));
        issue.htmlUrl = QUrl(query->textAt(6));
        issue.commentCount = int(query->int64At(7));
        issue.labels = labels.value(issue.number);
        if (query->isNullAt(rows::issueShownColumnCount)) {
            unnamed.append(result.size());
        } else {
            listed.platformName = query->textAt(rows::issueShownColumnCount);
        }
        result.append(std::move(listed));
    }
    if (!query->errorString().isEmpty()) {
        m_error = query->errorString();
    }
    nameUnnamed(&result, unnamed);
    return result;
}

// The name was never derived (fillPlatformNames has not run): from the body, read for these.
void IssueCache::nameUnnamed(QList<ListedIssue> *listed, const QList<qsizetype> &unnamed) const
{
    for (const qsizetype at : unnamed) {
        ListedIssue &one = (*listed)[at];
        const std::optional<Issue> whole = issue(one.issue.number);
        one.platformName = platformNameOf(one.issue.title, whole ? whole->body : QString());
    }
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

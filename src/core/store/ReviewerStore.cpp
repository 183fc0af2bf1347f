#include "core/store/ReviewerStore.h"

#include "core/store/Database.h"
#include "core/store/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acp {

ReviewerStore::ReviewerStore(Database &database)
    : m_db(database.connection())
{ }

QString ReviewerStore::applicationNote(int issueNumber) const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT body FROM reviewer_application_notes WHERE issue_number = ?"));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return {};
    }
    return query.next() ? query.value(0).toString() : QString();
}

QDateTime ReviewerStore::applicationNoteUpdatedAt(int issueNumber) const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT updated_at FROM reviewer_application_notes WHERE issue_number = ?"));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return {};
    }
    return query.next() ? sql::toDateTime(query.value(0)) : QDateTime();
}

bool ReviewerStore::setApplicationNote(int issueNumber, const QString &markdown)
{
    QSqlQuery query(m_db);
    if (markdown.trimmed().isEmpty()) {
        query.prepare(
            QStringLiteral("DELETE FROM reviewer_application_notes WHERE issue_number = ?"));
        query.addBindValue(issueNumber);
    } else {
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO reviewer_application_notes "
                                     "(issue_number, body, updated_at) VALUES (?, ?, ?)"));
        query.addBindValue(issueNumber);
        query.addBindValue(markdown);
        query.addBindValue(sql::fromDateTime(QDateTime::currentDateTimeUtc()));
    }
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

} // namespace acp

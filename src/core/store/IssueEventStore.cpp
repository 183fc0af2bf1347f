#include "core/store/IssueEventStore.h"

#include "core/store/Database.h"
#include "core/store/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace {

IssueEvent eventFrom(const QSqlQuery &query)
{
    IssueEvent event;
    event.id = query.value(0).toLongLong();
    event.issueNumber = query.value(1).toInt();
    event.event = query.value(2).toString();
    event.label = query.value(3).toString();
    event.actor = query.value(4).toString();
    event.createdAt = sql::toDateTime(query.value(5));
    return event;
}

const char *const kEventColumns = "id, issue_number, event, label, actor, created_at";

} // namespace

IssueEventStore::IssueEventStore(Database &database)
    : m_db(database.connection())
{ }

bool IssueEventStore::upsert(const QList<IssueEvent> &events)
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("INSERT OR REPLACE INTO issue_events (%1) VALUES (?, ?, ?, ?, ?, ?)")
            .arg(QLatin1String(kEventColumns)));
    for (const IssueEvent &event : events) {
        query.addBindValue(event.id);
        query.addBindValue(event.issueNumber);
        query.addBindValue(sql::text(event.event));
        query.addBindValue(sql::text(event.label));
        query.addBindValue(sql::text(event.actor));
        query.addBindValue(sql::fromDateTime(event.createdAt));
        if (!query.exec()) {
            m_error = query.lastError().text();
            return false;
        }
    }
    return true;
}

QList<IssueEvent> IssueEventStore::events(int issueNumber) const
{
    QList<IssueEvent> events;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT %1 FROM issue_events WHERE issue_number = ? "
                                 "ORDER BY created_at, id")
                      .arg(QLatin1String(kEventColumns)));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return events;
    }
    while (query.next()) {
        events.append(eventFrom(query));
    }
    return events;
}

QHash<int, QList<IssueEvent>> IssueEventStore::allEvents() const
{
    QHash<int, QList<IssueEvent>> events;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT %1 FROM issue_events ORDER BY issue_number, created_at, id")
                .arg(QLatin1String(kEventColumns)))) {
        m_error = query.lastError().text();
        return events;
    }
    while (query.next()) {
        const IssueEvent event = eventFrom(query);
        events[event.issueNumber].append(event);
    }
    return events;
}

IssueEventStore::Marks IssueEventStore::marks() const
{
    Marks marks;
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral(
            "SELECT through_event_id, issues_updated_through FROM issue_events_marks WHERE id = 1"))
        && query.next()) {
        marks.throughEventId = query.value(0).toLongLong();
        marks.issuesUpdatedThrough = sql::toDateTime(query.value(1));
    }
    return marks;
}

bool IssueEventStore::setMarks(const Marks &marks)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO issue_events_marks (id, through_event_id, "
                                 "issues_updated_through) VALUES (1, ?, ?)"));
    query.addBindValue(marks.throughEventId);
    query.addBindValue(marks.issuesUpdatedThrough.isValid()
                           ? sql::fromDateTime(marks.issuesUpdatedThrough)
                           : QVariant(sql::text(QString())));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

QDateTime IssueEventStore::latestIssueUpdate() const
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("SELECT MAX(updated_at) FROM issues")) && query.next()) {
        return sql::toDateTime(query.value(0));
    }
    return {};
}

} // namespace acp

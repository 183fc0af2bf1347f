#pragma once

#include "core/domain/Issue.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace acp {

class Database;

// The issues' label and state history (table issue_events), read from GitHub's issue events by
// the sync (IssueEventsFetcher), and the marks of how far that listing was read.
class IssueEventStore
{
public:
    explicit IssueEventStore(Database &database);

    // Inserts or replaces each event by its id (a page read twice changes nothing).
    bool upsert(const QList<IssueEvent> &events);
    QList<IssueEvent> events(int issueNumber) const; // oldest first
    QHash<int, QList<IssueEvent>> allEvents() const; // by issue, each oldest first; one query

    struct Marks
    {
        // Every event up to this id is stored: a listing read newest first stops there.
        qint64 throughEventId = 0;
        // The latest issue update the history was read for: while no issue has changed since,
        // there is nothing new to read.
        QDateTime issuesUpdatedThrough;
    };
    Marks marks() const;
    bool setMarks(const Marks &marks);
    // The latest updated_at of the cached issues; invalid when there are none.
    QDateTime latestIssueUpdate() const;

    QString errorString() const { return m_error; }

private:
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp

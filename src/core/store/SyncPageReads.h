#pragma once

#include "core/domain/Issue.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace acp {

class Database;

// What a sync page needs to know of the cached rows it may overwrite, read in one query per
// page instead of a few per row (a comment page is 100 rows, and the initial sync of a large
// repository writes a thousand pages): each row's stored updated_at and deleted flag, the
// reactions held per subject, and the pull-request numbers whose comments are dropped. Keep
// one for a whole sync run: its statements stay prepared.
class SyncPageReads
{
public:
    explicit SyncPageReads(Database &database);
    ~SyncPageReads();
    SyncPageReads(const SyncPageReads &) = delete;
    SyncPageReads &operator=(const SyncPageReads &) = delete;

    struct CachedState
    {
        QString updatedAt; // as stored: UTC, ISO 8601 to the second
        bool deleted = false;
    };
    // By comment id or issue number; absent when not cached.
    QHash<qint64, CachedState> cachedStates(ReactionSubject subject,
                                            const QList<qint64> &ids) const;
    // IssueCache::storedReactionCount() of each of `ids` that has reactions (absent: none).
    QHash<qint64, int> storedReactionCounts(ReactionSubject subject,
                                            const QList<qint64> &ids) const;
    QSet<int> pullRequests() const;
    // The numbers of the cached issues not marked deleted, ascending; nullopt when that cannot
    // be read.
    std::optional<QList<int>> liveIssueNumbers() const;
    // No issue (or comment) is cached, nor any reaction to one; false when that cannot be read.
    bool nothingCached(ReactionSubject subject) const;
    // The cached comments of an issue created at or before `when`; -1 when that cannot be read.
    int commentsCreatedBy(int issueNumber, const QDateTime &when) const;

    QString errorString() const { return m_error; }

private:
    // One statement per kind and number of ids, kept prepared on the connection
    // (Database::sqliteStatement): pages are all 100 rows long but the last, so a sync prepares
    // a handful. Null, with the reason in m_error, when it cannot be prepared.
    class SqliteStatement *prepared(const QString &statement) const;

    Database &m_database;
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp

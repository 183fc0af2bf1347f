#pragma once

#include <QSqlDatabase>
#include <QString>

namespace acp {

class Database;

// The comments' two indexes (by issue, and of the few a workbench marker is in), left out while
// a first sync fills an empty comments table, and built once from its rows when the listing
// ends. GitHub lists comments in order of update, so a page's hundred comments fall on about a
// hundred different pages of the by-issue index: kept up to date, every page's commit rewrote
// them into the write-ahead log and the checkpoints copied them back, the most of the sync's
// writes, and more than linear in the data. Built in one sorted pass instead, they take about a
// tenth of a second for 100,000 comments.
//
// Meanwhile a read of one issue's comments scans the table (about 10 ms at 100,000 comments),
// only during the first sync, when there was nothing cached to read. Should the process end
// before they are built, the next Database::open() builds them (buildMissing()).
class DeferredCommentIndexes
{
public:
    // Drops the indexes when the comments table is empty, and only then.
    explicit DeferredCommentIndexes(Database &database);
    // Builds them if they are still to be built (errors are left for the next open to retry).
    ~DeferredCommentIndexes();
    DeferredCommentIndexes(const DeferredCommentIndexes &) = delete;
    DeferredCommentIndexes &operator=(const DeferredCommentIndexes &) = delete;

    // The indexes were dropped and are not built yet.
    bool isDeferring() const { return m_dropped; }
    // Builds them now (nothing when not deferring); false, with SQLite's reason in
    // errorString(), when it could not (a full disk): they stay missing, and reads stay correct.
    bool build();
    QString errorString() const { return m_error; }

    // Builds whichever of the indexes is missing, in one transaction; `*built` says whether any
    // was. For Database::open().
    static bool buildMissing(const QSqlDatabase &db, bool *built, QString *error);

private:
    Database &m_database;
    bool m_dropped = false;
    QString m_error;
};

} // namespace acp

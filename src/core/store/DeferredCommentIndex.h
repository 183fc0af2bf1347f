#pragma once

#include <QSqlDatabase>
#include <QString>

namespace acp {

class Database;

// The comments' index by issue (comments_issue), left out while a first sync fills an empty
// comments table, and built once from its rows when the listing ends. GitHub lists comments in
// order of update, so a page's hundred comments fall on about a hundred different pages of that
// index: kept up to date, every page's commit rewrote them into the write-ahead log and the
// checkpoints copied them back, more than linear in the data. Built in one sorted pass instead,
// it takes about a tenth of a second for 100,000 comments.
//
// Meanwhile a read of one issue's comments scans the table (about 10 ms at 100,000 comments),
// only during the first sync, when there was nothing cached to read. The small partial index of
// the marked comments stays: IssueCache::markedComments() names it. Should the process end
// before the index is built, the next Database::open() builds it (buildMissing()).
class DeferredCommentIndex
{
public:
    // Drops the index when the comments table is empty, and only then.
    explicit DeferredCommentIndex(Database &database);
    // Builds it if it is still to be built (errors are left for the next open to retry).
    ~DeferredCommentIndex();
    DeferredCommentIndex(const DeferredCommentIndex &) = delete;
    DeferredCommentIndex &operator=(const DeferredCommentIndex &) = delete;

    // The index was dropped and is not built yet.
    bool isDeferring() const { return m_dropped; }
    // Builds it now (nothing when not deferring); false, with SQLite's reason in errorString(),
    // when it could not (a full disk): it stays missing, and reads stay correct.
    bool build();
    QString errorString() const { return m_error; }

    // Builds the index if it is missing; `*built` says whether it was. For Database::open().
    static bool buildMissing(const QSqlDatabase &db, bool *built, QString *error);

private:
    Database &m_database;
    bool m_dropped = false;
    QString m_error;
};

} // namespace acp

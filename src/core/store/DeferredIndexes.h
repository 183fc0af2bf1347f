#pragma once

#include <QSqlDatabase>
#include <QString>

namespace acp {

class Database;

// Indexes left out while a first sync fills an empty table, and built once from its rows when
// that listing ends. GitHub lists issues and comments in order of update, so a page's hundred
// rows fall on about a hundred different pages of each index keyed otherwise (by issue, by
// author, the application list's covering index): kept up to date, every page's commit rewrote
// them into the write-ahead log and the checkpoints copied them back, more than linear in the
// data. Built in one sorted pass instead, the comments' takes about a tenth of a second for
// 100,000 comments.
//
// Meanwhile a read that would use them scans the table (one application's comments: about 10 ms
// at 100,000), only during a first sync, when nothing was cached to read. The small partial
// indexes stay (comments_marked, which IssueCache::markedComments() names; issues_unnamed).
// Should the process end before they are built, the next Database::open() builds them
// (buildMissing()).
class DeferredIndexes
{
public:
    enum class Table { Issues, Comments };

    // Drops the table's deferrable indexes when the table is empty, and only then.
    DeferredIndexes(Database &database, Table table);
    // Builds them if they are still to be built (errors are left for the next open to retry).
    ~DeferredIndexes();
    DeferredIndexes(const DeferredIndexes &) = delete;
    DeferredIndexes &operator=(const DeferredIndexes &) = delete;

    // The indexes were dropped and are not built yet.
    bool isDeferring() const { return m_dropped; }
    // Builds them now (nothing when not deferring); false, with SQLite's reason in
    // errorString(), when it could not (a full disk): they stay missing, and reads stay correct.
    bool build();
    QString errorString() const { return m_error; }

    // Builds, in one transaction, whichever deferrable index of either table is missing;
    // `*built` says whether any was. For Database::open().
    static bool buildMissing(const QSqlDatabase &db, bool *built, QString *error);

private:
    Database &m_database;
    Table m_table;
    bool m_dropped = false;
    QString m_error;
};

} // namespace acp

#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <memory>
#include <unordered_map>
#include <utility>

namespace acp {

class BackgroundCheckpointer;
class SqliteStatement;

// One workspace's SQLite file: opens it with WAL and foreign keys on, checks that it is a sound
// database (a damaged file is reported as damaged, never read as an empty workspace), and brings
// its schema to the latest version, all pending steps inside one transaction.
class Database
{
public:
    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens (creating if needed) and migrates to latestSchemaVersion().
    bool open(const QString &filePath);
    // Opens and migrates only up to targetVersion; tests use it to build older files.
    bool openAtVersion(const QString &filePath, int targetVersion);
    // A second, read-only connection to a workspace that open() has checked and migrated (in
    // this process, on another thread): no check, no migration, no write. WAL lets it read a
    // consistent snapshot while the first connection writes. Fails on a file at another schema
    // version.
    bool openReadOnly(const QString &filePath);
    void close();

    bool isOpen() const;
    QString filePath() const { return m_filePath; }
    QString errorString() const { return m_error; }
    // open() failed because the file is damaged (not a database, truncated, failed its check).
    bool isCorrupt() const { return m_corrupt; }
    // The last open read and checked every page of the file (it was not the one last known
    // whole: see IntegrityStamp).
    bool checkedEveryPage() const { return m_checkedEveryPage; }
    int schemaVersion() const;
    static int latestSchemaVersion();

    QSqlDatabase connection() const;

    // `statement` prepared once on this connection and kept until close(): for reads run to
    // their end within one call (IssueCache::issue()), which the panes showing an application
    // each ask for; preparing them per use was a twentieth of switching applications. Null, with
    // SQLite's reason in `error`, when it cannot be prepared (then it is not kept).
    QSqlQuery *keptStatement(const QString &statement, QString *error);
    // The same for a statement run through SQLite's C API (SqliteStatement.h): the sync's
    // writes per item. Finalized by close(), before the connection goes.
    SqliteStatement *sqliteStatement(const QByteArray &statement, QString *error);

    // A run of many commits follows: the sync writes each listing page in a transaction of its
    // own, over a thousand in an initial sync. SQLite copies the write-ahead log back into the
    // file (a checkpoint: page writes and two fsyncs) inside whichever commit takes the log past
    // 1,000 pages, and in the window the sync commits on the GUI thread. Until the matching
    // endBulkWrites(), this connection's bound is 8,192 pages instead (it still checkpoints itself
    // should the worker fall behind or fail to open), and bulkCommitted() asks a
    // BackgroundCheckpointer for the checkpoint. Its page cache is 16 MiB meanwhile (2 MB
    // otherwise). BulkWrites calls these; they nest.
    void beginBulkWrites();
    void bulkCommitted();
    // The last one back sets the bound back.
    void endBulkWrites();

private:
    bool configureConnection(const QString &filePath);
    bool checkSqliteLibrary();
    bool checkPages();
    bool checkIsWorkspace();
    qint64 changesMade() const; // rows this connection has written
    qint64 dataVersion() const; // changes when another connection commits
    bool useWriteAheadLog();
    bool migrate(int targetVersion);
    void reportCorrupt(const QString &detail);
    void reportReadFailure(const QSqlError &error); // damaged, or could not be read

    QString m_connectionName;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_keptStatements;
    std::unordered_map<QByteArray, std::unique_ptr<SqliteStatement>> m_sqliteStatements;
    // The same statements by the address of their key's text. The sync's callers pass static
    // QByteArrays that share that text with the key, so most lookups find the statement without
    // hashing half a kilobyte of SQL. Sound because a key holds its text: while it is in the map,
    // no other text can live at that address, and a shared text is never changed in place (the
    // length is compared too, for a shorter view of the same bytes).
    std::unordered_map<const char *, std::pair<qsizetype, SqliteStatement *>>
        m_sqliteStatementsByText;
    std::unique_ptr<BackgroundCheckpointer> m_checkpointer; // made by the first beginBulkWrites()
    int m_bulkWriters = 0;
    // The connection's own bound while bulk writes raise it (SQLite's default until read).
    int m_checkpointBound = 1000;
    int m_cacheSize = -2000; // SQLite's page cache outside bulk writes (PRAGMA cache_size)
    QString m_filePath;
    QString m_error;
    bool m_corrupt = false;
    // Set by a read-write open that succeeded: the file was checked page by page, or was the
    // one stamped (IntegrityStamp); close() stamps it again if anything changed it.
    bool m_knownWhole = false;
    bool m_checkedEveryPage = false;
    bool m_migrated = false; // or indexes built at open: the schema changed
    qint64 m_dataVersionAtOpen = -1;
};

// Database::beginBulkWrites() for a scope:
//
//     BulkWrites bulk(database);
//     for (const Page &page : pages) { ...one transaction per page...; bulk.committed(); }
class BulkWrites
{
public:
    explicit BulkWrites(Database &database)
        : m_database(database)
    {
        m_database.beginBulkWrites();
    }
    ~BulkWrites() { m_database.endBulkWrites(); }
    BulkWrites(const BulkWrites &) = delete;
    BulkWrites &operator=(const BulkWrites &) = delete;

    void committed() { m_database.bulkCommitted(); }

private:
    Database &m_database;
};

// A write transaction: BEGIN IMMEDIATE, so it holds the write lock from the start (a transaction
// that reads before it writes cannot then fail to upgrade its lock because another process, the
// command line beside the window, wrote meanwhile: the busy timeout waits for the lock instead).
// Commits on commit(), rolls back when destroyed without it.
//
// PowerLossSafe also syncs the commit to disk (synchronous=FULL for this transaction; the
// connection otherwise runs WAL with synchronous=NORMAL, which survives a crash of the process
// but may lose the last commits to a power cut). For the reviewer's outbox and ballots: a state
// change there decides whether a write to GitHub is repeated. It costs a few milliseconds per
// commit, too much for the sync's thousands of page commits.
//
// A Transaction begun while another is open on the same connection (a store called inside a
// larger change, e.g. an action queued together with the vote it opens) is a savepoint of it:
// its commit() keeps its changes for the outer transaction to commit, its rollback undoes only
// them, and nothing is on disk before the outermost commit.
class Transaction
{
public:
    enum class Durability { Normal, PowerLossSafe };

    explicit Transaction(const QSqlDatabase &db, Durability durability = Durability::Normal);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    bool commit();
    // Why BEGIN or COMMIT failed (SQLite's words).
    QString errorString() const { return m_error; }

private:
    void rollback();
    void finish();

    QSqlDatabase m_db;
    QString m_savepoint; // inside another transaction: the savepoint's name
    QString m_error;
    bool m_active = false;
    bool m_durable = false;
};

} // namespace acp

#pragma once

#include <QSqlDatabase>
#include <QString>

namespace acp {

// One workspace's SQLite file: opens it with WAL and foreign keys on, and brings its schema
// to the latest version, each migration step inside one transaction.
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
    void close();

    bool isOpen() const;
    QString filePath() const { return m_filePath; }
    QString errorString() const { return m_error; }
    int schemaVersion() const;
    static int latestSchemaVersion();

    QSqlDatabase connection() const;

private:
    bool configureConnection(const QString &filePath);
    bool migrate(int targetVersion);

    QString m_connectionName;
    QString m_filePath;
    QString m_error;
};

// Commits on commit(), rolls back when destroyed without it.
class Transaction
{
public:
    explicit Transaction(const QSqlDatabase &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    bool commit();

private:
    QSqlDatabase m_db;
    bool m_active = false;
};

} // namespace acp

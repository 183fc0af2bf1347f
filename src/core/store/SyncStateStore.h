#pragma once

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>

namespace acp {

class Database;

struct RateLimitState
{
    int limit = -1; // -1: unknown
    int remaining = -1;
    int used = -1;
    QDateTime resetAt;
    QString resource;
};

struct SyncStatus
{
    QDateTime lastAttempt;
    QDateTime lastSuccess;
    QDateTime lastFailure;
    QString lastError;
};

// Bookkeeping the sync engine keeps between runs: per-URL validators (ETag, Last-Modified),
// per-listing `since` marks, the last rate-limit reading, and the outcome of the last sync.
class SyncStateStore
{
public:
    explicit SyncStateStore(Database &database);

    struct Validators
    {
        QString etag;
        QString lastModified;
    };
    // Keyed by the request URL's path and query (ETags are per URL, so per page).
    Validators validators(const QString &urlKey) const;
    bool setValidators(const QString &urlKey, const Validators &validators);
    bool clearValidators();

    // High-water marks of GitHub's own updated_at for a listing ("issues", "comments").
    QDateTime sinceMark(const QString &listing) const;
    bool setSinceMark(const QString &listing, const QDateTime &mark);

    RateLimitState rateLimit() const;
    bool setRateLimit(const RateLimitState &state);

    SyncStatus status() const;
    bool recordAttempt(const QDateTime &when);
    bool recordSuccess(const QDateTime &when);
    bool recordFailure(const QDateTime &when, const QString &error);

    // The repository this workspace mirrors; updated when GitHub reports a rename (301).
    QString repositoryFullName() const;
    bool setRepositoryFullName(const QString &fullName);
    QString repositoryDescription() const;
    bool setRepositoryDescription(const QString &description);

    QString errorString() const { return m_error; }

private:
    QString value(const QString &key) const;
    bool setValue(const QString &key, const QString &value);

    Database &m_database;
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp

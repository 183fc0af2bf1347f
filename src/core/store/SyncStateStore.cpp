#include "core/store/SyncStateStore.h"

#include "core/store/Database.h"
#include "core/store/SqlValues.h"
#include "core/store/SqliteStatement.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace {
namespace keys {
const QString lastAttempt = QStringLiteral("sync/last_attempt");
const QString lastSuccess = QStringLiteral("sync/last_success");
const QString lastFailure = QStringLiteral("sync/last_failure");
const QString lastError = QStringLiteral("sync/last_error");
const QString rateLimit = QStringLiteral("rate_limit/limit");
const QString rateRemaining = QStringLiteral("rate_limit/remaining");
const QString rateUsed = QStringLiteral("rate_limit/used");
const QString rateReset = QStringLiteral("rate_limit/reset");
const QString rateResource = QStringLiteral("rate_limit/resource");
const QString repositoryFullName = QStringLiteral("repository/full_name");
const QString repositoryDescription = QStringLiteral("repository/description");
} // namespace keys

int intOr(const QString &text, int fallback)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? value : fallback;
}
} // namespace

SyncStateStore::SyncStateStore(Database &database)
    : m_database(database)
    , m_db(database.connection())
{ }

SyncStateStore::Validators SyncStateStore::validators(const QString &urlKey) const
{
    // Asked before every request of a sync: kept prepared.
    SqliteStatement *query = m_database.sqliteStatement(
        QByteArrayLiteral("SELECT etag, last_modified FROM sync_validators WHERE url_key = ?"),
        &m_error);
    if (!query) {
        return {};
    }
    query->bind(0, urlKey);
    if (!query->next()) {
        if (!query->errorString().isEmpty()) {
            m_error = query->errorString();
        }
        return {};
    }
    Validators validators { query->textAt(0), query->textAt(1) };
    query->reset();
    return validators;
}

bool SyncStateStore::setValidators(const QString &urlKey, const Validators &validators)
{
    QSqlQuery query(m_db);
    if (validators.etag.isEmpty() && validators.lastModified.isEmpty()) {
        query.prepare(QStringLiteral("DELETE FROM sync_validators WHERE url_key = ?"));
        query.addBindValue(urlKey);
    } else {
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO sync_validators (url_key, etag, "
                                     "last_modified) VALUES (?, ?, ?)"));
        query.addBindValue(urlKey);
        query.addBindValue(sql::text(validators.etag));
        query.addBindValue(sql::text(validators.lastModified));
    }
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool SyncStateStore::clearValidators()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("DELETE FROM sync_validators"))) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

QDateTime SyncStateStore::sinceMark(const QString &listing) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT mark FROM sync_marks WHERE listing = ?"));
    query.addBindValue(listing);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return {};
    }
    return query.next() ? sql::toDateTime(query.value(0)) : QDateTime();
}

bool SyncStateStore::setSinceMark(const QString &listing, const QDateTime &mark)
{
    QSqlQuery query(m_db);
    if (!mark.isValid()) {
        query.prepare(QStringLiteral("DELETE FROM sync_marks WHERE listing = ?"));
        query.addBindValue(listing);
    } else {
        query.prepare(
            QStringLiteral("INSERT OR REPLACE INTO sync_marks (listing, mark) VALUES (?, ?)"));
        query.addBindValue(listing);
        query.addBindValue(sql::fromDateTime(mark));
    }
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

RateLimitState SyncStateStore::rateLimit() const
{
    RateLimitState state;
    state.limit = intOr(value(keys::rateLimit), -1);
    state.remaining = intOr(value(keys::rateRemaining), -1);
    state.used = intOr(value(keys::rateUsed), -1);
    state.resetAt = sql::toDateTime(
        value(keys::rateReset).isEmpty() ? QVariant() : QVariant(value(keys::rateReset)));
    state.resource = value(keys::rateResource);
    return state;
}

bool SyncStateStore::setRateLimit(const RateLimitState &state)
{
    return setValue(keys::rateLimit, QString::number(state.limit))
        && setValue(keys::rateRemaining, QString::number(state.remaining))
        && setValue(keys::rateUsed, QString::number(state.used))
        && setValue(keys::rateReset, sql::fromDateTime(state.resetAt).toString())
        && setValue(keys::rateResource, state.resource);
}

SyncStatus SyncStateStore::status() const
{
    auto when = [this](const QString &key) {
        const QString text = value(key);
        return text.isEmpty() ? QDateTime() : sql::toDateTime(text);
    };
    SyncStatus status;
    status.lastAttempt = when(keys::lastAttempt);
    status.lastSuccess = when(keys::lastSuccess);
    status.lastFailure = when(keys::lastFailure);
    status.lastError = value(keys::lastError);
    return status;
}

bool SyncStateStore::recordAttempt(const QDateTime &when)
{
    return setValue(keys::lastAttempt, sql::fromDateTime(when).toString());
}

bool SyncStateStore::recordSuccess(const QDateTime &when)
{
    return setValue(keys::lastSuccess, sql::fromDateTime(when).toString())
        && setValue(keys::lastError, QString());
}

bool SyncStateStore::recordFailure(const QDateTime &when, const QString &error)
{
    return setValue(keys::lastFailure, sql::fromDateTime(when).toString())
        && setValue(keys::lastError, error);
}

QString SyncStateStore::repositoryFullName() const
{
    return value(keys::repositoryFullName);
}

bool SyncStateStore::setRepositoryFullName(const QString &fullName)
{
    return setValue(keys::repositoryFullName, fullName);
}

QString SyncStateStore::repositoryDescription() const
{
    return value(keys::repositoryDescription);
}

bool SyncStateStore::setRepositoryDescription(const QString &description)
{
    return setValue(keys::repositoryDescription, description);
}

QString SyncStateStore::value(const QString &key) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT value FROM sync_values WHERE key = ?"));
    query.addBindValue(key);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return {};
    }
    return query.next() ? query.value(0).toString() : QString();
}

bool SyncStateStore::setValue(const QString &key, const QString &value)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO sync_values (key, value) VALUES (?, ?)"));
    query.addBindValue(key);
    query.addBindValue(sql::text(value));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

} // namespace acp

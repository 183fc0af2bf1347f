#include "core/store/DeferredCommentIndex.h"

#include "core/logging/LogCategories.h"
#include "core/store/Database.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace {

// As the schema's first migration wrote it, so that sqlite_master holds the same text.
const QLatin1StringView
    kCreate("CREATE INDEX comments_issue ON comments(issue_number, created_at)");

bool exec(QSqlQuery &query, const QString &statement, QString *error)
{
    if (query.exec(statement))
        return true;
    *error = query.lastError().text();
    return false;
}

// Whether the schema has the index; false with `*error` set when it could not be read.
bool hasIndex(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    if (!exec(query,
              QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = "
                             "'comments_issue' AND tbl_name = 'comments'"),
              error))
        return false;
    return query.next();
}

bool createIndex(const QSqlDatabase &db, QString *error)
{
    Transaction transaction(db);
    if (!transaction.isActive()) {
        *error = transaction.errorString();
        return false;
    }
    QSqlQuery query(db);
    if (!exec(query, kCreate, error))
        return false;
    if (!transaction.commit()) {
        *error = transaction.errorString();
        return false;
    }
    return true;
}

} // namespace

DeferredCommentIndex::DeferredCommentIndex(Database &database)
    : m_database(database)
{
    const QSqlDatabase db = database.connection();
    Transaction transaction(db); // the write lock first: no comment can arrive in between
    QSqlQuery query(db);
    if (!transaction.isActive()
        || !exec(query, QStringLiteral("SELECT EXISTS (SELECT 1 FROM comments)"), &m_error)
        || !query.next() || query.value(0).toBool())
        return;
    query.finish();
    if (!exec(query, QStringLiteral("DROP INDEX IF EXISTS comments_issue"), &m_error))
        return;
    m_dropped = transaction.commit();
    if (m_dropped)
        qCDebug(lcStore) << "comments_issue left out until the comments are listed";
}

DeferredCommentIndex::~DeferredCommentIndex()
{
    if (m_dropped && m_database.isOpen() && !build())
        qCWarning(lcStore) << "the comments' index could not be built:" << m_error;
}

bool DeferredCommentIndex::build()
{
    if (!m_dropped)
        return true;
    m_error.clear();
    const QSqlDatabase db = m_database.connection();
    const bool present = hasIndex(db, &m_error);
    if (!m_error.isEmpty() || (!present && !createIndex(db, &m_error)))
        return false;
    m_dropped = false;
    qCDebug(lcStore) << "comments_issue built";
    return true;
}

bool DeferredCommentIndex::buildMissing(const QSqlDatabase &db, bool *built, QString *error)
{
    *built = false;
    error->clear();
    const bool present = hasIndex(db, error);
    if (!error->isEmpty())
        return false;
    if (present)
        return true;
    if (!createIndex(db, error))
        return false;
    *built = true;
    qCDebug(lcStore) << "built comments_issue, which a run had left out";
    return true;
}

} // namespace acp

#include "core/store/DeferredCommentIndexes.h"

#include "core/logging/LogCategories.h"
#include "core/store/Database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace acp {

namespace {

struct IndexDefinition
{
    QLatin1StringView name;
    QLatin1StringView create; // as the schema's migrations wrote it, so sqlite_master matches
};

constexpr IndexDefinition kIndexes[] = {
    { QLatin1StringView("comments_issue"),
      QLatin1StringView("CREATE INDEX comments_issue ON comments(issue_number, created_at)") },
    { QLatin1StringView("comments_marked"),
      QLatin1StringView("CREATE INDEX comments_marked ON comments(issue_number) "
                        "WHERE instr(body, 'acp-workbench:') > 0") },
};

bool exec(QSqlQuery &query, const QString &statement, QString *error)
{
    if (query.exec(statement))
        return true;
    *error = query.lastError().text();
    return false;
}

// The indexes of kIndexes that the schema lacks; empty on failure, with `*error` set.
QStringList missingIndexes(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    QStringList missing;
    for (const IndexDefinition &index : kIndexes) {
        query.prepare(QStringLiteral(
            "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ? AND tbl_name = "
            "'comments'"));
        query.addBindValue(QString(index.name));
        if (!query.exec()) {
            *error = query.lastError().text();
            return {};
        }
        if (!query.next())
            missing.append(index.name);
    }
    return missing;
}

bool createIndexes(const QSqlDatabase &db, const QStringList &names, QString *error)
{
    Transaction transaction(db);
    if (!transaction.isActive()) {
        *error = transaction.errorString();
        return false;
    }
    QSqlQuery query(db);
    for (const IndexDefinition &index : kIndexes) {
        if (names.contains(index.name) && !exec(query, index.create, error))
            return false;
    }
    if (!transaction.commit()) {
        *error = transaction.errorString();
        return false;
    }
    return true;
}

} // namespace

DeferredCommentIndexes::DeferredCommentIndexes(Database &database)
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
    for (const IndexDefinition &index : kIndexes) {
        if (!exec(query, QStringLiteral("DROP INDEX IF EXISTS ") + index.name, &m_error))
            return;
    }
    m_dropped = transaction.commit();
    if (m_dropped)
        qCDebug(lcStore) << "comment indexes left out until the comments are listed";
}

DeferredCommentIndexes::~DeferredCommentIndexes()
{
    if (m_dropped && m_database.isOpen() && !build())
        qCWarning(lcStore) << "the comment indexes could not be built:" << m_error;
}

bool DeferredCommentIndexes::build()
{
    if (!m_dropped)
        return true;
    m_error.clear();
    const QSqlDatabase db = m_database.connection();
    const QStringList missing = missingIndexes(db, &m_error);
    if (!m_error.isEmpty() || !createIndexes(db, missing, &m_error))
        return false;
    m_dropped = false;
    qCDebug(lcStore) << "comment indexes built";
    return true;
}

bool DeferredCommentIndexes::buildMissing(const QSqlDatabase &db, bool *built, QString *error)
{
    *built = false;
    error->clear();
    const QStringList missing = missingIndexes(db, error);
    if (!error->isEmpty())
        return false;
    if (missing.isEmpty())
        return true;
    if (!createIndexes(db, missing, error))
        return false;
    *built = true;
    qCDebug(lcStore) << "built the comment indexes a run had left out:" << missing;
    return true;
}

} // namespace acp

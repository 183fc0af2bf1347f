#include "core/store/DeferredIndexes.h"

#include "core/logging/LogCategories.h"
#include "core/store/Database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <optional>

namespace acp {

namespace {

struct IndexDefinition
{
    DeferredIndexes::Table table;
    QLatin1StringView name;
    QLatin1StringView create; // as the schema's migrations wrote it, so sqlite_master matches
};

using Table = DeferredIndexes::Table;

constexpr IndexDefinition kIndexes[] = {
    { Table::Issues, QLatin1StringView("issues_updated_at"),
      QLatin1StringView("CREATE INDEX issues_updated_at ON issues(updated_at)") },
    { Table::Issues, QLatin1StringView("issues_author"),
      QLatin1StringView("CREATE INDEX issues_author ON issues(author COLLATE NOCASE)") },
    { Table::Issues, QLatin1StringView("issues_listed"),
      QLatin1StringView(
          "CREATE INDEX issues_listed ON issues(number, deleted, github_id, node_id, title, "
          "author, state,\n    state_reason, created_at, updated_at, closed_at, html_url, "
          "comment_count, reaction_count,\n    author_id, author_association, platform_name)") },
    { Table::Issues, QLatin1StringView("issue_labels_ordered"),
      QLatin1StringView(
          "CREATE INDEX issue_labels_ordered ON issue_labels(issue_number, position, name)") },
    { Table::Comments, QLatin1StringView("comments_issue"),
      QLatin1StringView("CREATE INDEX comments_issue ON comments(issue_number, created_at)") },
};

QString tableName(Table table)
{
    return table == Table::Issues ? QStringLiteral("issues") : QStringLiteral("comments");
}

bool exec(QSqlQuery &query, const QString &statement, QString *error)
{
    if (query.exec(statement))
        return true;
    *error = query.lastError().text();
    return false;
}

// Creates, in one transaction, whichever index of `table` (or of both, without one) the schema
// lacks: how many it created, or -1 with `*error` set.
qsizetype createMissing(const QSqlDatabase &db, std::optional<Table> table, QString *error)
{
    QSqlQuery query(db);
    if (!exec(query, QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'index'"), error))
        return -1;
    QStringList present;
    while (query.next())
        present.append(query.value(0).toString());
    QList<const IndexDefinition *> missing;
    for (const IndexDefinition &index : kIndexes) {
        if ((!table || index.table == *table) && !present.contains(index.name))
            missing.append(&index);
    }
    if (missing.isEmpty())
        return 0;
    Transaction transaction(db);
    if (!transaction.isActive()) {
        *error = transaction.errorString();
        return -1;
    }
    for (const IndexDefinition *index : std::as_const(missing)) {
        if (!exec(query, index->create, error))
            return -1;
    }
    if (!transaction.commit()) {
        *error = transaction.errorString();
        return -1;
    }
    return missing.size();
}

} // namespace

DeferredIndexes::DeferredIndexes(Database &database, Table table)
    : m_database(database)
    , m_table(table)
{
    const QSqlDatabase db = database.connection();
    Transaction transaction(db); // the write lock first: no row can arrive in between
    QSqlQuery query(db);
    if (!transaction.isActive()
        || !exec(query, QStringLiteral("SELECT EXISTS (SELECT 1 FROM %1)").arg(tableName(table)),
                 &m_error)
        || !query.next() || query.value(0).toBool())
        return;
    query.finish();
    for (const IndexDefinition &index : kIndexes) {
        if (index.table == table
            && !exec(query, QStringLiteral("DROP INDEX IF EXISTS ") + index.name, &m_error))
            return;
    }
    m_dropped = transaction.commit();
    if (m_dropped)
        qCDebug(lcStore) << "indexes of" << tableName(table) << "left out until it is listed";
}

DeferredIndexes::~DeferredIndexes()
{
    if (m_dropped && m_database.isOpen() && !build())
        qCWarning(lcStore) << "the indexes of" << tableName(m_table)
                           << "could not be built:" << m_error;
}

bool DeferredIndexes::build()
{
    if (!m_dropped)
        return true;
    m_error.clear();
    if (createMissing(m_database.connection(), m_table, &m_error) < 0)
        return false;
    m_dropped = false;
    qCDebug(lcStore) << "indexes of" << tableName(m_table) << "built";
    return true;
}

bool DeferredIndexes::buildMissing(const QSqlDatabase &db, bool *built, QString *error)
{
    error->clear();
    const qsizetype created = createMissing(db, std::nullopt, error);
    *built = created > 0;
    if (*built)
        qCDebug(lcStore) << "built" << created << "indexes a run had left out";
    return created >= 0;
}

} // namespace acp

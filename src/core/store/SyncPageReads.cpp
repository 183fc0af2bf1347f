#include "core/store/SyncPageReads.h"

#include "core/store/Database.h"
#include "core/store/SqlPlaceholders.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace {

// SQLite binds at most 32,766 values (999 before 3.32): a page is 100, so chunks of 500 are
// one query in practice and still safe for a longer list. Bound by name (SqlPlaceholders.h).
constexpr qsizetype MaxBoundIds = 500;
static_assert(MaxBoundIds + 1 <= sql::MaxPlaceholders);

QString reactionSubjectName(ReactionSubject subject)
{
    return subject == ReactionSubject::Issue ? QStringLiteral("issue") : QStringLiteral("comment");
}

} // namespace

SyncPageReads::SyncPageReads(Database &database)
    : m_db(database.connection())
{ }

SyncPageReads::~SyncPageReads() = default;

QSqlQuery &SyncPageReads::prepared(int kind, qsizetype count, const QString &statement) const
{
    std::unique_ptr<QSqlQuery> &slot = m_statements[{ kind, count }];
    if (!slot) {
        slot = std::make_unique<QSqlQuery>(m_db);
        slot->setForwardOnly(true);
        if (!slot->prepare(statement)) {
            m_error = slot->lastError().text();
        }
    }
    return *slot;
}

QHash<qint64, SyncPageReads::CachedState>
SyncPageReads::cachedStates(ReactionSubject subject, const QList<qint64> &ids) const
{
    QHash<qint64, CachedState> states;
    states.reserve(ids.size());
    for (qsizetype first = 0; first < ids.size(); first += MaxBoundIds) {
        const QList<qint64> chunk = ids.mid(first, MaxBoundIds);
        const bool issues = subject == ReactionSubject::Issue;
        QSqlQuery &query = prepared(
            issues ? 0 : 1, chunk.size(),
            (issues ? QStringLiteral("SELECT number, updated_at, deleted FROM issues "
                                     "WHERE number IN (%1)")
                    : QStringLiteral("SELECT id, updated_at, 0 FROM comments WHERE id IN (%1)"))
                .arg(sql::placeholderList(chunk.size())));
        for (qsizetype i = 0; i < chunk.size(); ++i) {
            query.bindValue(sql::placeholder(i), chunk.at(i));
        }
        if (!query.exec()) {
            m_error = query.lastError().text();
            return states;
        }
        while (query.next()) {
            states.insert(query.value(0).toLongLong(),
                          CachedState { query.value(1).toString(), query.value(2).toInt() != 0 });
        }
        query.finish();
    }
    return states;
}

QHash<qint64, int> SyncPageReads::storedReactionCounts(ReactionSubject subject,
                                                       const QList<qint64> &ids) const
{
    QHash<qint64, int> counts;
    for (qsizetype first = 0; first < ids.size(); first += MaxBoundIds) {
        const QList<qint64> chunk = ids.mid(first, MaxBoundIds);
        QSqlQuery &query =
            prepared(2, chunk.size(),
                     QStringLiteral("SELECT subject_id, COUNT(*) FROM reactions "
                                    "WHERE subject_type = %1 AND subject_id IN (%2) "
                                    "GROUP BY subject_id")
                         .arg(sql::placeholder(0), sql::placeholderList(chunk.size(), 1)));
        query.bindValue(sql::placeholder(0), reactionSubjectName(subject));
        for (qsizetype i = 0; i < chunk.size(); ++i) {
            query.bindValue(sql::placeholder(i + 1), chunk.at(i));
        }
        if (!query.exec()) {
            m_error = query.lastError().text();
            return counts;
        }
        while (query.next()) {
            counts.insert(query.value(0).toLongLong(), query.value(1).toInt());
        }
        query.finish();
    }
    return counts;
}

QSet<int> SyncPageReads::pullRequests() const
{
    QSet<int> numbers;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT number FROM pull_requests"));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return numbers;
    }
    while (query.next()) {
        numbers.insert(query.value(0).toInt());
    }
    return numbers;
}

} // namespace acp

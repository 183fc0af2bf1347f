#include "core/store/SyncPageReads.h"

#include "core/store/Database.h"
#include "core/store/SqlValues.h"
#include "core/store/SqliteStatement.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace {

// SQLite binds at most 32,766 values (999 before 3.32): a page is 100, so chunks of 500 are
// one query in practice and still safe for a longer list.
constexpr qsizetype MaxBoundIds = 500;

QString reactionSubjectName(ReactionSubject subject)
{
    return subject == ReactionSubject::Issue ? QStringLiteral("issue") : QStringLiteral("comment");
}

} // namespace

SyncPageReads::SyncPageReads(Database &database)
    : m_database(database)
    , m_db(database.connection())
{ }

SyncPageReads::~SyncPageReads() = default;

SqliteStatement *SyncPageReads::prepared(const QString &statement) const
{
    return m_database.sqliteStatement(statement.toUtf8(), &m_error);
}

QHash<qint64, SyncPageReads::CachedState>
SyncPageReads::cachedStates(ReactionSubject subject, const QList<qint64> &ids) const
{
    QHash<qint64, CachedState> states;
    states.reserve(ids.size());
    for (qsizetype first = 0; first < ids.size(); first += MaxBoundIds) {
        const QList<qint64> chunk = ids.mid(first, MaxBoundIds);
        const bool issues = subject == ReactionSubject::Issue;
        SqliteStatement *query = prepared(
            (issues ? QStringLiteral("SELECT number, updated_at, deleted FROM issues "
                                     "WHERE number IN (%1)")
                    : QStringLiteral("SELECT id, updated_at, 0 FROM comments WHERE id IN (%1)"))
                .arg(sql::questionMarks(chunk.size())));
        if (!query) {
            return states;
        }
        for (qsizetype i = 0; i < chunk.size(); ++i) {
            query->bind(int(i), chunk.at(i));
        }
        while (query->next()) {
            states.insert(query->int64At(0),
                          CachedState { query->textAt(1), query->int64At(2) != 0 });
        }
        if (!query->errorString().isEmpty()) {
            m_error = query->errorString();
            return states;
        }
    }
    return states;
}

QHash<qint64, int> SyncPageReads::storedReactionCounts(ReactionSubject subject,
                                                       const QList<qint64> &ids) const
{
    QHash<qint64, int> counts;
    for (qsizetype first = 0; first < ids.size(); first += MaxBoundIds) {
        const QList<qint64> chunk = ids.mid(first, MaxBoundIds);
        SqliteStatement *query =
            prepared(QStringLiteral("SELECT subject_id, COUNT(*) FROM reactions "
                                    "WHERE subject_type = ? AND subject_id IN (%1) "
                                    "GROUP BY subject_id")
                         .arg(sql::questionMarks(chunk.size())));
        if (!query) {
            return counts;
        }
        query->bind(0, reactionSubjectName(subject));
        for (qsizetype i = 0; i < chunk.size(); ++i) {
            query->bind(int(i + 1), chunk.at(i));
        }
        while (query->next()) {
            counts.insert(query->int64At(0), int(query->int64At(1)));
        }
        if (!query->errorString().isEmpty()) {
            m_error = query->errorString();
            return counts;
        }
    }
    return counts;
}

bool SyncPageReads::nothingCached(ReactionSubject subject) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT NOT EXISTS (SELECT 1 FROM %1) AND NOT EXISTS "
                                 "(SELECT 1 FROM reactions WHERE subject_type = ?)")
                      .arg(subject == ReactionSubject::Issue ? QStringLiteral("issues")
                                                             : QStringLiteral("comments")));
    query.addBindValue(reactionSubjectName(subject));
    if (!query.exec() || !query.next()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.value(0).toBool();
}

int SyncPageReads::commentsCreatedBy(int issueNumber, const QDateTime &when) const
{
    // Asked once per issue a listing showed: the statement is kept, as the page reads' are.
    SqliteStatement *query = prepared(
        QStringLiteral("SELECT COUNT(*) FROM comments WHERE issue_number = ? AND created_at <= ?"));
    if (!query)
        return -1;
    query->bind(0, issueNumber).bind(1, sql::isoUtcText(when));
    if (!query->next()) {
        m_error = query->errorString();
        return -1;
    }
    const int count = int(query->int64At(0));
    query->reset();
    return count;
}

std::optional<QList<int>> SyncPageReads::liveIssueNumbers() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT number FROM issues WHERE deleted = 0 ORDER BY number"))) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    QList<int> numbers;
    while (query.next()) {
        numbers.append(query.value(0).toInt());
    }
    return numbers;
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

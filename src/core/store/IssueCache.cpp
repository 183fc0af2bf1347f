#include "core/store/IssueCache.h"

#include "core/issueform/IssueForm.h"
#include "core/store/CachedRows.h"
#include "core/store/Database.h"
#include "core/store/IssueMentionStore.h"
#include "core/store/SqlValues.h"
#include "core/store/SqliteStatement.h"

#include <QMap>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace acp {

namespace {

const QString &selectLabels()
{
    static const QString statement =
        QStringLiteral("SELECT name FROM issue_labels WHERE issue_number = ? ORDER BY position");
    return statement;
}

QString subjectName(ReactionSubject subject)
{
    return subject == ReactionSubject::Issue ? QStringLiteral("issue") : QStringLiteral("comment");
}

// As sql::fromDateTime() binds it: ISO 8601 UTC text, NULL when not valid.
void bindTimestamp(SqliteStatement &statement, int index, const QDateTime &when)
{
    char text[20];
    if (!when.isValid()) {
        statement.bindNull(index);
    } else if (sql::isoUtcAscii(when, text)) {
        statement.bind(index, QLatin1StringView(text, sizeof text));
    } else {
        statement.bind(index, sql::isoUtcText(when));
    }
}

} // namespace

IssueCache::IssueCache(Database &database)
    : m_database(database)
    , m_db(database.connection())
    , m_mentions(std::make_unique<IssueMentionStore>(database))
{ }

IssueCache::~IssueCache() = default;

SqliteStatement *IssueCache::statement(const QByteArray &text) const
{
    return m_database.sqliteStatement(text, &m_error);
}

bool IssueCache::run(SqliteStatement &statement) const
{
    if (statement.run()) {
        return true;
    }
    m_error = statement.errorString();
    return false;
}

bool IssueCache::exec(QSqlQuery &query) const
{
    if (query.exec()) {
        return true;
    }
    m_error = query.lastError().text();
    return false;
}

bool IssueCache::upsertIssue(const Issue &issue)
{
    static const QByteArray upsert =
        QStringLiteral(
            "INSERT INTO issues (%1, platform_name) "
            "VALUES (%2, 0, %3) "
            "ON CONFLICT(number) DO UPDATE SET github_id = excluded.github_id, "
            "node_id = excluded.node_id, title = excluded.title, body = excluded.body, "
            "author = excluded.author, state = excluded.state, state_reason = "
            "excluded.state_reason, created_at = excluded.created_at, updated_at = "
            "excluded.updated_at, closed_at = excluded.closed_at, html_url = excluded.html_url, "
            "comment_count = excluded.comment_count, reaction_count = excluded.reaction_count, "
            "deleted = 0, author_id = excluded.author_id, author_association = "
            "excluded.author_association, platform_name = excluded.platform_name")
            .arg(rows::issueColumns, sql::questionMarks(14), sql::questionMarks(3))
            .toUtf8();
    SqliteStatement *query = statement(upsert);
    if (!query) {
        return false;
    }
    query->bind(0, issue.number)
        .bind(1, issue.githubId)
        .bind(2, issue.nodeId)
        .bind(3, issue.title)
        .bind(4, issue.body)
        .bind(5, issue.author)
        .bind(6, issue.state)
        .bind(7, issue.stateReason);
    bindTimestamp(*query, 8, issue.createdAt);
    bindTimestamp(*query, 9, issue.updatedAt);
    bindTimestamp(*query, 10, issue.closedAt);
    query->bind(11, issue.htmlUrl.toString())
        .bind(12, issue.commentCount)
        .bind(13, issue.reactionCount)
        .bind(14, issue.authorId)
        .bindOrNull(15, issue.authorAssociation) // not reported: NULL, never trusted
        .bind(16, platformNameOf(issue.title, issue.body));
    if (!run(*query)) {
        return false;
    }
    if (!m_mentions->index(issue.number, issue.body)) {
        m_error = m_mentions->errorString();
        return false;
    }

    // The label set is GitHub's: replace it wholesale in the cache (the outbox, not this
    // table, is where the reviewer's label changes wait).
    SqliteStatement *forget =
        statement(QByteArrayLiteral("DELETE FROM issue_labels WHERE issue_number = ?"));
    if (!forget || !run(forget->bind(0, issue.number))) {
        return false;
    }
    if (issue.labels.isEmpty()) {
        return true;
    }
    SqliteStatement *label = statement(QByteArrayLiteral(
        "INSERT OR IGNORE INTO issue_labels (issue_number, position, name) VALUES (?, ?, ?)"));
    if (!label) {
        return false;
    }
    for (int i = 0; i < issue.labels.size(); ++i) {
        if (!run(label->bind(0, issue.number).bind(1, i).bind(2, issue.labels.at(i)))) {
            return false;
        }
    }
    return true;
}

bool IssueCache::markIssueDeleted(int number)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE issues SET deleted = 1 WHERE number = ?"));
    query.addBindValue(number);
    return exec(query);
}

bool IssueCache::rememberPullRequest(int number)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR IGNORE INTO pull_requests (number) VALUES (?)"));
    query.addBindValue(number);
    if (!exec(query)) {
        return false;
    }
    query.prepare(QStringLiteral("DELETE FROM comments WHERE issue_number = ?"));
    query.addBindValue(number);
    return exec(query);
}

bool IssueCache::isPullRequest(int number) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM pull_requests WHERE number = ?"));
    query.addBindValue(number);
    return exec(query) && query.next();
}

bool IssueCache::upsertComment(const Comment &comment)
{
    static const QByteArray upsert =
        QStringLiteral("INSERT INTO comments (%1) VALUES (%2) "
                       "ON CONFLICT(id) DO UPDATE SET issue_number = excluded.issue_number, author "
                       "= excluded.author, "
                       "body = excluded.body, created_at = excluded.created_at, updated_at = "
                       "excluded.updated_at, "
                       "html_url = excluded.html_url, reaction_count = excluded.reaction_count, "
                       "author_id = excluded.author_id, "
                       "author_association = excluded.author_association "
                       // GitHub's updated_at never goes back: an older version (a lagging
                       // listing's, found by the outbox's marker lookup) keeps the newer one.
                       "WHERE excluded.updated_at IS NULL OR comments.updated_at IS NULL "
                       "OR excluded.updated_at >= comments.updated_at")
            .arg(rows::commentColumns, sql::questionMarks(10))
            .toUtf8();
    SqliteStatement *query = statement(upsert);
    if (!query) {
        return false;
    }
    query->bind(0, comment.id)
        .bind(1, comment.issueNumber)
        .bind(2, comment.author)
        .bind(3, comment.body);
    bindTimestamp(*query, 4, comment.createdAt);
    bindTimestamp(*query, 5, comment.updatedAt);
    query->bind(6, comment.htmlUrl)
        .bind(7, comment.reactionCount)
        .bind(8, comment.authorId)
        .bindOrNull(9, comment.authorAssociation);
    return run(*query);
}

bool IssueCache::deleteComment(qint64 commentId)
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("DELETE FROM reactions WHERE subject_type = 'comment' AND subject_id = ?"));
    query.addBindValue(commentId);
    if (!exec(query)) {
        return false;
    }
    query.prepare(QStringLiteral("DELETE FROM comments WHERE id = ?"));
    query.addBindValue(commentId);
    return exec(query);
}

bool IssueCache::upsertLabel(const Label &label)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO labels (name, color, description) VALUES (?, ?, ?) "
        "ON CONFLICT(name) DO UPDATE SET name = excluded.name, color = excluded.color, "
        "description = excluded.description"));
    query.addBindValue(sql::text(label.name));
    query.addBindValue(sql::text(label.color));
    query.addBindValue(sql::text(label.description));
    return exec(query);
}

bool IssueCache::replaceReactions(ReactionSubject subject, qint64 subjectId,
                                  const QList<Reaction> &reactions)
{
    const QString subjectType = subjectName(subject);
    SqliteStatement *forget = statement(
        QByteArrayLiteral("DELETE FROM reactions WHERE subject_type = ? AND subject_id = ?"));
    if (!forget || !run(forget->bind(0, subjectType).bind(1, subjectId))) {
        return false;
    }
    if (reactions.isEmpty()) {
        return true;
    }
    SqliteStatement *insert = statement(
        QByteArrayLiteral("INSERT OR REPLACE INTO reactions (id, subject_type, subject_id, "
                          "user, content, created_at, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    if (!insert) {
        return false;
    }
    for (const Reaction &reaction : reactions) {
        insert->bind(0, reaction.id)
            .bind(1, subjectType)
            .bind(2, subjectId)
            .bind(3, reaction.user)
            .bind(4, reaction.content);
        bindTimestamp(*insert, 5, reaction.createdAt);
        if (!run(insert->bind(6, reaction.userId))) {
            return false;
        }
    }
    return true;
}

QList<Issue> IssueCache::issues(bool includeDeleted) const
{
    QList<Issue> result;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT %1 FROM issues WHERE deleted = 0 OR ? ORDER BY number")
                      .arg(rows::issueColumns));
    query.addBindValue(includeDeleted);
    if (!exec(query)) {
        return result;
    }
    while (query.next()) {
        result.append(rows::issueFrom(query));
    }

    // Labels in one pass rather than one query per issue.
    const QHash<int, QStringList> labels = labelsByIssue();
    for (Issue &issue : result) {
        issue.labels = labels.value(issue.number);
    }
    return result;
}

std::optional<Issue> IssueCache::application(int number, QString *problem) const
{
    std::optional<Issue> found = issue(number);
    QString sentence;
    // Pull requests are not cached as issues: the table of their numbers is asked only when
    // the number is not there.
    if (found ? found->isPullRequest : isPullRequest(number)) {
        sentence = tr("#%1 is a pull request, not an application.").arg(number);
    } else if (!found) {
        sentence = tr("Application #%1 is not in the cache; run “sync” first, or check the number.")
                       .arg(number);
    } else if (found->deleted) {
        sentence = tr("Application #%1 was deleted on GitHub.").arg(number);
    }
    if (problem) {
        *problem = sentence;
    }
    return sentence.isEmpty() ? found : std::nullopt;
}

std::optional<Issue> IssueCache::issue(int number) const
{
    // Kept on the connection: each pane that shows an application reads it with an IssueCache
    // of its own.
    static const QString selectIssue =
        QStringLiteral("SELECT %1 FROM issues WHERE number = ?").arg(rows::issueColumns);
    QSqlQuery *query = m_database.keptStatement(selectIssue, &m_error);
    QSqlQuery *labels = m_database.keptStatement(selectLabels(), &m_error);
    if (!query || !labels) {
        return std::nullopt;
    }
    query->bindValue(0, number);
    std::optional<Issue> issue;
    if (exec(*query) && query->next()) {
        issue = rows::issueFrom(*query);
    }
    query->finish(); // kept prepared; its read ends here
    if (!issue) {
        return std::nullopt;
    }
    labels->bindValue(0, number);
    if (exec(*labels)) {
        while (labels->next()) {
            issue->labels.append(labels->value(0).toString());
        }
    }
    labels->finish();
    return issue;
}

QList<Issue> IssueCache::relatedCandidates(const QString &author, int number,
                                           const QSet<int> &linked, bool mentions) const
{
    // One query per way of being related, so that each can use its index (an OR of them could
    // not, and would read every body).
    // Kept prepared on the connection: the pane asks for each application it shows.
    QMap<int, Issue> found;
    auto collect = [&](const QString &condition, const QVariantList &values) {
        QSqlQuery *query = m_database.keptStatement(
            QStringLiteral("SELECT %1 FROM issues WHERE deleted = 0 AND number != ? AND (%2)")
                .arg(rows::issueColumns, condition),
            &m_error);
        if (!query) {
            return;
        }
        query->bindValue(0, number);
        for (int i = 0; i < values.size(); ++i) {
            query->bindValue(i + 1, values.at(i));
        }
        if (exec(*query)) {
            while (query->next()) {
                Issue issue = rows::issueFrom(*query);
                found.insert(issue.number, issue);
            }
        }
        query->finish();
    };
    if (!author.isEmpty()) {
        collect(QStringLiteral("author = ? COLLATE NOCASE"), { author });
    }
    QList<int> numbers(linked.cbegin(), linked.cend());
    std::sort(numbers.begin(), numbers.end());
    numbers = numbers.mid(0, MaxLinked);
    if (!numbers.isEmpty()) {
        QVariantList values;
        for (int linkedNumber : numbers) {
            values.append(linkedNumber);
        }
        collect(QStringLiteral("number IN (%1)")
                    .arg(QStringList(numbers.size(), QStringLiteral("?")).join(QLatin1Char(','))),
                values);
    }
    if (mentions) {
        collect(QStringLiteral("number IN (SELECT issue_number FROM issue_mentions "
                               "WHERE mentioned = ?)"),
                { number });
    }
    QList<Issue> result = found.values();
    QSqlQuery *labels = m_database.keptStatement(selectLabels(), &m_error);
    if (!labels) {
        return result;
    }
    for (Issue &issue : result) {
        labels->bindValue(0, issue.number);
        if (exec(*labels)) {
            while (labels->next()) {
                issue.labels.append(labels->value(0).toString());
            }
        }
        labels->finish();
    }
    return result;
}

QList<Comment> IssueCache::comments(int issueNumber) const
{
    return commentsFrom(QStringLiteral("comments WHERE issue_number = ?"), issueNumber);
}

QList<Comment> IssueCache::markedComments(int issueNumber) const
{
    // Left to itself SQLite would take comments_issue for its order and read every body.
    return commentsFrom(QStringLiteral("comments INDEXED BY comments_marked WHERE issue_number = ? "
                                       "AND instr(body, 'acp-workbench:') > 0"),
                        issueNumber);
}

QList<Comment> IssueCache::commentsFrom(const QString &source, int issueNumber) const
{
    QList<Comment> result;
    QSqlQuery *query =
        m_database.keptStatement(QStringLiteral("SELECT %1 FROM %2 ORDER BY created_at, id")
                                     .arg(rows::commentColumns, source),
                                 &m_error);
    if (!query) {
        return result;
    }
    query->bindValue(0, issueNumber);
    if (exec(*query)) {
        while (query->next()) {
            result.append(rows::commentFrom(*query));
        }
    }
    query->finish();
    return result;
}

std::optional<Comment> IssueCache::comment(qint64 commentId) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT %1 FROM comments WHERE id = ?").arg(rows::commentColumns));
    query.addBindValue(commentId);
    if (!exec(query) || !query.next()) {
        return std::nullopt;
    }
    return rows::commentFrom(query);
}

QList<Label> IssueCache::labels() const
{
    QList<Label> result;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT name, color, description FROM labels ORDER BY name"));
    if (exec(query)) {
        while (query.next()) {
            result.append(Label { query.value(0).toString(), query.value(1).toString(),
                                  query.value(2).toString() });
        }
    }
    return result;
}

QList<Reaction> IssueCache::reactions(ReactionSubject subject, qint64 subjectId) const
{
    QList<Reaction> result;
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT id, user, content, created_at, user_id FROM reactions WHERE "
                       "subject_type = ? AND subject_id = ? "
                       "ORDER BY created_at, id"));
    query.addBindValue(subjectName(subject));
    query.addBindValue(subjectId);
    if (exec(query)) {
        while (query.next()) {
            Reaction reaction;
            reaction.id = query.value(0).toLongLong();
            reaction.user = query.value(1).toString();
            reaction.content = query.value(2).toString();
            reaction.createdAt = sql::toDateTime(query.value(3));
            reaction.userId = query.value(4).toLongLong();
            result.append(reaction);
        }
    }
    return result;
}

int IssueCache::storedReactionCount(ReactionSubject subject, qint64 subjectId) const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT COUNT(*) FROM reactions WHERE subject_type = ? AND subject_id = ?"));
    query.addBindValue(subjectName(subject));
    query.addBindValue(subjectId);
    return exec(query) && query.next() ? query.value(0).toInt() : 0;
}

qint64 IssueCache::firstUserId(const QString &login) const
{
    if (login.isEmpty()) {
        return 0;
    }
    // The oldest sighting wins: GitHub reports each object under its author's current login, so
    // once an account is renamed and its old login taken by someone else, only what was cached
    // before still ties the login to the first account.
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT id FROM ("
                                 "SELECT author_id AS id, created_at AS at FROM issues "
                                 "WHERE author = ? COLLATE NOCASE AND author_id > 0 "
                                 "UNION ALL SELECT author_id, created_at FROM comments "
                                 "WHERE author = ? COLLATE NOCASE AND author_id > 0 "
                                 "UNION ALL SELECT user_id, created_at FROM reactions "
                                 "WHERE user = ? COLLATE NOCASE AND user_id > 0) "
                                 "ORDER BY at IS NULL, at LIMIT 1"));
    query.addBindValue(login);
    query.addBindValue(login);
    query.addBindValue(login);
    return exec(query) && query.next() ? query.value(0).toLongLong() : 0;
}

int IssueCache::issueCount() const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM issues WHERE deleted = 0"));
    return exec(query) && query.next() ? query.value(0).toInt() : 0;
}

int IssueCache::commentCount() const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM comments"));
    return exec(query) && query.next() ? query.value(0).toInt() : 0;
}

} // namespace acp

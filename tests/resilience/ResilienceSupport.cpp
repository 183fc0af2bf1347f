// Over 600 lines on purpose: the harnesses' shared checks (cache against server, outbox against
// server) are one contract.

#include "ResilienceSupport.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace acp::resilience {

using test::GitHubTestServer;

namespace {

const char *const kWords[] = {
    "accelerator",
    "backend",
    "PrivateUse1",
    "dispatch",
    "CI",
    "nightly",
    "wheel",
    "release",
    "cadence",
    "maintainers",
    "security",
    "policy",
    "naïve",
    "Grüße",
    "日本語",
    "中文",
    "🚀",
    "👍🏽",
    "`torch.compile`",
    "**bold**",
    "_italic_",
    "<!-- hidden -->",
    "&amp;",
    "<b>tag</b>",
    "https://example.com/acp/ci",
    "[link](https://example.org/x)",
    "\\",
    "\"quoted\"",
    "tab\there",
    "100%",
    "#42",
    "@someone",
    "C++",
    "a\u00A0b",
};

const char *const kUsers[] = { "alice", "bob",   "carol", "dave", "erin",
                               "frank", "grace", "heidi", "ivan", "judy" };
const char *const kContents[] = { "+1",     "-1",    "eyes",   "laugh",
                                  "hooray", "heart", "rocket", "confused" };
const char *const kLabels[] = { "new",      "needs-info",      "voting",          "approved",
                                "declined", "periodic-review", "good first issue" };

QString ts(const QVariant &value)
{
    if (value.isNull())
        return QStringLiteral("null");
    const QDateTime when = QDateTime::fromString(value.toString(), Qt::ISODate);
    return when.isValid() ? QString::number(when.toSecsSinceEpoch())
                          : QStringLiteral("bad:") + value.toString();
}

QString ts(const QDateTime &when)
{
    return when.isValid() ? QString::number(when.toSecsSinceEpoch()) : QStringLiteral("null");
}

QString shorten(const QString &text)
{
    QString s = text;
    s.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    return s.size() > 60 ? s.left(57) + QStringLiteral("...") : s;
}

} // namespace

// ---- ServerMutator --------------------------------------------------------------------------

ServerMutator::ServerMutator(quint32 seed)
    : m_random(seed)
{ }

int ServerMutator::uniform(int low, int high)
{
    return std::uniform_int_distribution<int>(low, high)(m_random);
}

QString ServerMutator::text(int minWords, int maxWords)
{
    const int n = uniform(minWords, maxWords);
    QStringList words;
    for (int i = 0; i < n; ++i) {
        words.append(QString::fromUtf8(kWords[uniform(0, int(std::size(kWords)) - 1)]));
        if (uniform(0, 12) == 0)
            words.last().append(QStringLiteral("\n\n"));
    }
    QString result = words.join(QLatin1Char(' '));
    if (uniform(0, 40) == 0)
        result += QString(uniform(2000, 20000), QLatin1Char('x')); // a long paste
    return result;
}

int ServerMutator::liveIssue(const QList<GitHubTestServer::IssueData> &issues)
{
    for (int attempt = 0; attempt < 50 && !issues.isEmpty(); ++attempt) {
        const auto &issue = issues.at(uniform(0, int(issues.size()) - 1));
        if (!issue.deleted && !issue.pullRequest)
            return issue.number;
    }
    return 0;
}

QString ServerMutator::apply(GitHubTestServer &server, int count, bool allowDeletions)
{
    QMap<QString, int> done;
    QList<GitHubTestServer::IssueData> issues = server.issues();
    QList<GitHubTestServer::CommentData> comments = server.comments();
    comments.removeIf([](const GitHubTestServer::CommentData &comment) {
        return comment.body.contains(QLatin1String("acp-workbench:action="));
    });
    for (int i = 0; i < count; ++i) {
        const int op = uniform(0, allowDeletions ? 104 : 99);
        const int number = liveIssue(issues);
        if (number == 0 || op >= 95) {
            if (op >= 100 && op <= 102 && !comments.isEmpty()) {
                const qsizetype index = uniform(0, int(comments.size()) - 1);
                const auto comment = comments.takeAt(index);
                server.deleteComment(comment.id);
                m_deletions.deletedComments.insert(comment.id);
                m_deletions.issuesWithDeletedComments.insert(comment.issueNumber);
                ++done[QStringLiteral("comments deleted")];
            } else if (op >= 103 && number != 0) {
                server.deleteIssue(number);
                m_stateTouched.insert(number);
                m_deletions.deletedIssues.insert(number);
                issues = server.issues();
                ++done[QStringLiteral("issues deleted")];
            } else if (op >= 95 && op < 97) {
                const int pr = server.addPullRequest(QStringLiteral("Fix ") + text(2, 5));
                server.addComment(pr, QStringLiteral("reviewer"), text(3, 20));
                issues = server.issues();
                ++done[QStringLiteral("pull requests")];
            } else {
                server.addIssue(QStringLiteral("[ACP] ") + text(2, 6),
                                QStringLiteral("### Platform name\n\n") + text(1, 4)
                                    + QStringLiteral("\n\n### Security policy\n\n") + text(5, 40),
                                QString::fromLatin1(kUsers[uniform(0, 9)]),
                                { QStringLiteral("new") });
                issues = server.issues();
                ++done[QStringLiteral("issues added")];
            }
            continue;
        }
        if (op < 15) {
            const auto it = std::find_if(issues.cbegin(), issues.cend(),
                                         [number](const auto &d) { return d.number == number; });
            const bool titleOnly = uniform(0, 3) == 0;
            server.editIssue(number, titleOnly ? QStringLiteral("[ACP] ") + text(2, 6) : it->title,
                             titleOnly ? it->body
                                       : it->body + QStringLiteral("\n\n") + text(3, 30));
            ++done[QStringLiteral("issue edits")];
        } else if (op < 27) {
            QStringList labels;
            const int n = uniform(0, 2);
            for (int k = 0; k < n; ++k) {
                const QString label = QString::fromLatin1(kLabels[uniform(0, 6)]);
                if (!labels.contains(label))
                    labels.append(label);
            }
            server.setIssueLabels(number, labels);
            m_stateTouched.insert(number);
            ++done[QStringLiteral("label changes")];
        } else if (op < 33) {
            const auto it = std::find_if(issues.cbegin(), issues.cend(),
                                         [number](const auto &d) { return d.number == number; });
            if (it->state == QLatin1String("open"))
                server.closeIssue(number,
                                  uniform(0, 1) ? QStringLiteral("completed")
                                                : QStringLiteral("not_planned"));
            else
                server.reopenIssue(number);
            m_stateTouched.insert(number);
            ++done[QStringLiteral("close/reopen")];
        } else if (op < 58) {
            const QString body = text(1, 60);
            const qint64 id =
                server.addComment(number, QString::fromLatin1(kUsers[uniform(0, 9)]), body);
            comments.append({ id, number, {}, body, {}, {} });
            ++done[QStringLiteral("comments added")];
        } else if (op < 70 && !comments.isEmpty()) {
            auto &comment = comments[uniform(0, int(comments.size()) - 1)];
            comment.body = text(1, 40);
            server.editComment(comment.id, comment.body);
            ++done[QStringLiteral("comment edits")];
        } else if (op < 78) {
            server.addIssueReaction(number, QString::fromLatin1(kUsers[uniform(0, 9)]),
                                    QString::fromLatin1(kContents[uniform(0, 7)]));
            if (m_invisibleReactions && uniform(0, 1) == 0) {
                m_deletions.issuesWithInvisibleReactions.insert(number);
                m_deletions.issuesToRefreshForReactions.insert(number);
            } else {
                const auto it =
                    std::find_if(issues.cbegin(), issues.cend(),
                                 [number](const auto &d) { return d.number == number; });
                server.editIssue(number, it->title, it->body);
            }
            ++done[QStringLiteral("issue reactions")];
        } else if (!comments.isEmpty()) {
            const auto &comment = comments.at(uniform(0, int(comments.size()) - 1));
            server.addCommentReaction(comment.id, QString::fromLatin1(kUsers[uniform(0, 9)]),
                                      QString::fromLatin1(kContents[uniform(0, 2)]));
            if (m_invisibleReactions && uniform(0, 1) == 0) {
                m_deletions.commentsWithInvisibleReactions.insert(comment.id);
                m_deletions.issuesToRefreshForReactions.insert(comment.issueNumber);
            } else {
                server.editComment(comment.id, comment.body);
            }
            ++done[QStringLiteral("comment reactions")];
        }
        if (i % 16 == 15)
            issues = server.issues(); // titles and bodies moved on
    }
    QStringList parts;
    for (auto it = done.cbegin(); it != done.cend(); ++it)
        parts.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
    return QStringLiteral("%1 changes (%2)").arg(count).arg(parts.join(QStringLiteral(", ")));
}

QString ServerMutator::touchMany(GitHubTestServer &server, double fraction)
{
    int touched = 0;
    const QList<GitHubTestServer::IssueData> issues = server.issues();
    for (const auto &issue : issues) {
        if (issue.deleted || issue.pullRequest
            || std::uniform_real_distribution<double>(0, 1)(m_random) >= fraction)
            continue;
        server.editIssue(issue.number, issue.title, issue.body + QStringLiteral("\n\nEdited."));
        ++touched;
    }
    return QStringLiteral("%1 issues edited").arg(touched);
}

// ---- CacheFile --------------------------------------------------------------------------------

CacheFile::CacheFile(const QString &path)
    : m_connection(QStringLiteral("resilience-") + QUuid::createUuid().toString(QUuid::Id128))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    m_open = db.open();
    if (!m_open)
        m_error = db.lastError().text();
    else
        exec(QStringLiteral("PRAGMA busy_timeout=5000"));
}

CacheFile::~CacheFile()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool CacheFile::exec(const QString &sql)
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(sql)) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

int CacheFile::count(const QString &table)
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("SELECT count(*) FROM ") + table) || !query.next())
        return -1;
    return query.value(0).toInt();
}

QString CacheFile::integrityCheck()
{
    if (!m_open)
        return QStringLiteral("cannot open: ") + m_error;
    QStringList problems;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("PRAGMA integrity_check")))
        return QStringLiteral("integrity_check failed to run: ") + query.lastError().text();
    QStringList lines;
    while (query.next())
        lines.append(query.value(0).toString());
    if (lines != QStringList { QStringLiteral("ok") })
        problems.append(lines);
    if (!query.exec(QStringLiteral("PRAGMA foreign_key_check")))
        return QStringLiteral("foreign_key_check failed to run: ") + query.lastError().text();
    while (query.next())
        problems.append(QStringLiteral("foreign key: %1 rowid %2 -> %3")
                            .arg(query.value(0).toString(), query.value(1).toString(),
                                 query.value(2).toString()));
    return problems.isEmpty() ? QStringLiteral("ok") : problems.join(QStringLiteral("; "));
}

QHash<QString, QString> CacheFile::outboxStates()
{
    QHash<QString, QString> states;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("SELECT uuid, state FROM outbox_actions"))) {
        m_error = query.lastError().text();
        return states;
    }
    while (query.next())
        states.insert(query.value(0).toString(), query.value(1).toString());
    return states;
}

QStringList CacheFile::reviewerSnapshot(bool withOutbox)
{
    QStringList rows;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    QStringList selects = {
        QStringLiteral("SELECT 'checklist', issue_number, requirement_id, status, note, updated_at "
                       "FROM reviewer_checklist"),
        QStringLiteral("SELECT 'note', issue_number, body, updated_at FROM "
                       "reviewer_application_notes"),
        QStringLiteral("SELECT 'evidence', id, issue_number, requirement_id, kind, content, "
                       "file_path, sha256, updated_at FROM reviewer_evidence_notes"),
    };
    if (withOutbox)
        selects.append(
            QStringLiteral("SELECT 'outbox', id, uuid, kind, issue_number, payload, state, "
                           "attempts, remote_ids, position FROM outbox_actions"));
    for (const QString &select : selects) {
        if (!query.exec(select)) {
            rows.append(QStringLiteral("error: ") + query.lastError().text());
            continue;
        }
        while (query.next()) {
            QStringList fields;
            for (int i = 0; i < query.record().count(); ++i)
                fields.append(query.value(i).toString());
            rows.append(fields.join(QLatin1Char('|')));
        }
    }
    rows.sort();
    return rows;
}

QStringList CacheFile::duplicates()
{
    QStringList found;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    const QStringList checks = {
        QStringLiteral("SELECT 'label ' || lower(name), count(*) FROM labels GROUP BY lower(name) "
                       "HAVING count(*) > 1"),
        QStringLiteral("SELECT 'issue label ' || issue_number || ' ' || lower(name), count(*) "
                       "FROM issue_labels GROUP BY issue_number, lower(name) HAVING count(*) > 1"),
        QStringLiteral("SELECT 'reaction ' || subject_type || ' ' || subject_id || ' ' || user "
                       "|| ' ' || content, count(*) FROM reactions GROUP BY subject_type, "
                       "subject_id, user, content HAVING count(*) > 1"),
        QStringLiteral("SELECT 'issue also a pull request ' || number, 1 FROM issues WHERE number "
                       "IN (SELECT number FROM pull_requests)"),
    };
    for (const QString &check : checks) {
        if (!query.exec(check)) {
            found.append(QStringLiteral("error: ") + query.lastError().text());
            continue;
        }
        while (query.next())
            found.append(QStringLiteral("%1 (x%2)")
                             .arg(query.value(0).toString(), query.value(1).toString()));
    }
    return found;
}

QStringList CacheFile::compareWithServer(const GitHubTestServer &server,
                                         const DeletionLog *deletions, int limit)
{
    QStringList diffs;
    auto note = [&](const QString &line) {
        if (diffs.size() < limit)
            diffs.append(line);
        else if (diffs.size() == limit)
            diffs.append(QStringLiteral("..."));
    };
    if (!m_open)
        return { QStringLiteral("cannot open: ") + m_error };
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);

    // Server side: live issues (no pull requests), their live comments, and reactions.
    const QList<GitHubTestServer::IssueData> serverIssues = server.issues();
    QHash<int, GitHubTestServer::IssueData> liveIssues;
    QSet<int> pullRequests;
    QSet<int> deletedIssues;
    for (const auto &issue : serverIssues) {
        if (issue.deleted)
            deletedIssues.insert(issue.number);
        else if (issue.pullRequest)
            pullRequests.insert(issue.number);
        else
            liveIssues.insert(issue.number, issue);
    }
    QHash<qint64, GitHubTestServer::CommentData> liveComments;
    QHash<int, int> commentCounts;
    for (const auto &comment : server.comments()) {
        if (!liveIssues.contains(comment.issueNumber) && !pullRequests.contains(comment.issueNumber)
            && !deletedIssues.contains(comment.issueNumber)) {
            note(QStringLiteral("server: comment %1 of unknown issue %2")
                     .arg(comment.id)
                     .arg(comment.issueNumber));
        }
        if (liveIssues.contains(comment.issueNumber)) {
            liveComments.insert(comment.id, comment);
            ++commentCounts[comment.issueNumber];
        }
    }
    QSet<QString> serverReactions;
    auto reactionKey = [](const QString &type, qint64 subject, qint64 id, const QString &user,
                          const QString &content) {
        return QStringLiteral("%1 %2 #%3 %4 %5").arg(type).arg(subject).arg(id).arg(user, content);
    };
    QHash<int, int> issueReactionCounts;
    QHash<qint64, int> commentReactionCounts;
    for (auto it = liveIssues.cbegin(); it != liveIssues.cend(); ++it) {
        const auto reactions = server.issueReactions(it.key());
        issueReactionCounts.insert(it.key(), int(reactions.size()));
        for (const auto &r : reactions)
            serverReactions.insert(
                reactionKey(QStringLiteral("issue"), it.key(), r.id, r.user, r.content));
    }
    for (auto it = liveComments.cbegin(); it != liveComments.cend(); ++it) {
        const auto reactions = server.commentReactions(it.key());
        commentReactionCounts.insert(it.key(), int(reactions.size()));
        for (const auto &r : reactions)
            serverReactions.insert(
                reactionKey(QStringLiteral("comment"), it.key(), r.id, r.user, r.content));
    }

    // Issues.
    QSqlQuery query(db);
    QHash<int, QStringList> cachedLabels;
    if (!query.exec(QStringLiteral(
            "SELECT issue_number, name FROM issue_labels ORDER BY issue_number, position")))
        return { QStringLiteral("query failed: ") + query.lastError().text() };
    while (query.next())
        cachedLabels[query.value(0).toInt()].append(query.value(1).toString().toLower());

    QSet<int> cachedIssueNumbers;
    if (!query.exec(QStringLiteral(
            "SELECT number, title, body, author, state, state_reason, created_at, updated_at, "
            "closed_at, comment_count, reaction_count, deleted FROM issues")))
        return { QStringLiteral("query failed: ") + query.lastError().text() };
    while (query.next()) {
        const int number = query.value(0).toInt();
        cachedIssueNumbers.insert(number);
        const bool cachedDeleted = query.value(11).toInt() != 0;
        if (!liveIssues.contains(number)) {
            const bool serverDeleted = deletedIssues.contains(number);
            if (serverDeleted && cachedDeleted)
                continue;
            if (serverDeleted && deletions && deletions->deletedIssues.contains(number))
                continue; // a listing cannot tell; a refresh of the issue will
            note(QStringLiteral("issue #%1 is cached%2 but %3 on the server")
                     .arg(number)
                     .arg(cachedDeleted ? QStringLiteral(" (deleted)") : QString())
                     .arg(serverDeleted                       ? QStringLiteral("deleted")
                              : pullRequests.contains(number) ? QStringLiteral("a pull request")
                                                              : QStringLiteral("missing")));
            continue;
        }
        const auto &s = liveIssues.value(number);
        auto check = [&](const char *field, const QString &cached, const QString &expected) {
            if (cached != expected)
                note(QStringLiteral("issue #%1 %2: cached \"%3\", server \"%4\"")
                         .arg(number)
                         .arg(QLatin1String(field), shorten(cached), shorten(expected)));
        };
        check("title", query.value(1).toString(), s.title);
        check("body", query.value(2).toString(), s.bodyIsNull ? QString() : s.body);
        check("author", query.value(3).toString(), s.author);
        check("state", query.value(4).toString(), s.state);
        check("state_reason", query.value(5).toString(), s.stateReason);
        check("created_at", ts(query.value(6)), ts(s.createdAt));
        check("updated_at", ts(query.value(7)), ts(s.updatedAt));
        check("closed_at", ts(query.value(8)),
              ts(s.state == QLatin1String("closed") ? s.closedAt : QDateTime()));
        if (!(deletions && deletions->issuesWithDeletedComments.contains(number)))
            check("comment_count", query.value(9).toString(),
                  QString::number(commentCounts.value(number)));
        if (!(deletions && deletions->issuesWithInvisibleReactions.contains(number)))
            check("reaction_count", query.value(10).toString(),
                  QString::number(issueReactionCounts.value(number)));
        check("deleted", query.value(11).toString(), QStringLiteral("0"));
        QStringList expectedLabels;
        for (const QString &label : s.labels)
            expectedLabels.append(label.toLower());
        check("labels", cachedLabels.value(number).join(QLatin1Char(',')),
              expectedLabels.join(QLatin1Char(',')));
    }
    for (auto it = liveIssues.cbegin(); it != liveIssues.cend(); ++it) {
        if (!cachedIssueNumbers.contains(it.key()))
            note(QStringLiteral("issue #%1 is missing from the cache").arg(it.key()));
    }

    // Comments.
    QSet<qint64> cachedCommentIds;
    if (!query.exec(QStringLiteral(
            "SELECT id, issue_number, author, body, created_at, updated_at, reaction_count "
            "FROM comments")))
        return { QStringLiteral("query failed: ") + query.lastError().text() };
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        cachedCommentIds.insert(id);
        const int issueNumber = query.value(1).toInt();
        if (!liveComments.contains(id)) {
            if (deletedIssues.contains(issueNumber))
                continue; // the issue is gone; its comments go with it (hidden)
            if (deletions && deletions->deletedComments.contains(id))
                continue;
            note(QStringLiteral("comment %1 (issue #%2) is cached but not on the server")
                     .arg(id)
                     .arg(issueNumber));
            continue;
        }
        const auto &s = liveComments.value(id);
        auto check = [&](const char *field, const QString &cached, const QString &expected) {
            if (cached != expected)
                note(QStringLiteral("comment %1 %2: cached \"%3\", server \"%4\"")
                         .arg(id)
                         .arg(QLatin1String(field), shorten(cached), shorten(expected)));
        };
        check("issue", QString::number(issueNumber), QString::number(s.issueNumber));
        check("author", query.value(2).toString(), s.author);
        check("body", query.value(3).toString(), s.body);
        check("created_at", ts(query.value(4)), ts(s.createdAt));
        check("updated_at", ts(query.value(5)), ts(s.updatedAt));
        if (!(deletions && deletions->commentsWithInvisibleReactions.contains(id)))
            check("reaction_count", query.value(6).toString(),
                  QString::number(commentReactionCounts.value(id)));
    }
    for (auto it = liveComments.cbegin(); it != liveComments.cend(); ++it) {
        if (!cachedCommentIds.contains(it.key()))
            note(QStringLiteral("comment %1 (issue #%2) is missing from the cache")
                     .arg(it.key())
                     .arg(it.value().issueNumber));
    }

    // Reactions of live subjects.
    QSet<QString> cachedReactions;
    if (!query.exec(
            QStringLiteral("SELECT subject_type, subject_id, id, user, content FROM reactions")))
        return { QStringLiteral("query failed: ") + query.lastError().text() };
    while (query.next()) {
        const QString type = query.value(0).toString();
        const qint64 subject = query.value(1).toLongLong();
        const bool live = type == QLatin1String("issue") ? liveIssues.contains(int(subject))
                                                         : liveComments.contains(subject);
        if (!live)
            continue; // reactions of deleted or uncached subjects are not shown
        cachedReactions.insert(reactionKey(type, subject, query.value(2).toLongLong(),
                                           query.value(3).toString(), query.value(4).toString()));
    }
    // A reaction added alone is invisible to a listing: its subject is compared after a refresh.
    auto invisible = [deletions](const QString &key) {
        if (!deletions)
            return false;
        const QStringList parts = key.split(QLatin1Char(' '));
        const qint64 subject = parts.value(1).toLongLong();
        return parts.value(0) == QLatin1String("issue")
            ? deletions->issuesWithInvisibleReactions.contains(int(subject))
            : deletions->commentsWithInvisibleReactions.contains(subject);
    };
    for (const QString &key : serverReactions) {
        if (!cachedReactions.contains(key) && !invisible(key))
            note(QStringLiteral("reaction missing from the cache: ") + key);
    }
    for (const QString &key : cachedReactions) {
        if (!serverReactions.contains(key) && !invisible(key))
            note(QStringLiteral("reaction cached but not on the server: ") + key);
    }

    // Pull requests are remembered, never cached as issues (checked in duplicates()).
    if (!query.exec(QStringLiteral("SELECT number FROM pull_requests")))
        return { QStringLiteral("query failed: ") + query.lastError().text() };
    QSet<int> cachedPullRequests;
    while (query.next())
        cachedPullRequests.insert(query.value(0).toInt());
    for (int number : std::as_const(pullRequests)) {
        if (!cachedPullRequests.contains(number))
            note(QStringLiteral("pull request #%1 is not remembered").arg(number));
    }
    for (const QString &line : duplicates())
        note(QStringLiteral("duplicate: ") + line);
    return diffs;
}

QHash<QString, int> actionMarkerCounts(const GitHubTestServer &server)
{
    static const QRegularExpression marker(
        QStringLiteral("<!-- acp-workbench:action=([0-9A-Za-z{}-]+) -->"));
    QHash<QString, int> counts;
    for (const auto &comment : server.comments()) {
        auto it = marker.globalMatch(comment.body);
        while (it.hasNext())
            ++counts[it.next().captured(1)];
    }
    return counts;
}

// ---- Stats ------------------------------------------------------------------------------------

double Stats::percentile(double p) const
{
    if (values.isEmpty())
        return 0;
    QList<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    // Nearest rank.
    const auto rank = qsizetype(std::ceil(p / 100.0 * double(sorted.size())));
    return sorted.at(std::clamp<qsizetype>(rank - 1, 0, sorted.size() - 1));
}

double Stats::max() const
{
    return values.isEmpty() ? 0 : *std::max_element(values.cbegin(), values.cend());
}

double Stats::total() const
{
    double sum = 0;
    for (double v : values)
        sum += v;
    return sum;
}

} // namespace acp::resilience

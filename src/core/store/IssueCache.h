#pragma once

#include "core/domain/Issue.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <optional>

class QSqlQuery;

namespace acp {

class Database;
class IssueMentionStore;

// The cached copy of GitHub's data: issues, comments, labels and reactions. Only the sync
// engine (and the demo importer, through the same calls) writes here; the reviewer's own work
// lives in ReviewerStore's tables, which nothing in this class touches.
//
// Writers are expected to wrap a page of upserts in one Transaction.
class IssueCache
{
    Q_DECLARE_TR_FUNCTIONS(acp::IssueCache)

public:
    explicit IssueCache(Database &database);
    ~IssueCache();

    bool upsertIssue(const Issue &issue);
    bool markIssueDeleted(int number);
    // Pull requests come through the issues endpoints too; remembering their numbers lets
    // the sync drop their comments.
    bool rememberPullRequest(int number);
    bool isPullRequest(int number) const;

    bool upsertComment(const Comment &comment);
    bool deleteComment(qint64 commentId);

    bool upsertLabel(const Label &label);
    // Replaces all reactions of one subject (an issue number or a comment id).
    bool replaceReactions(ReactionSubject subject, qint64 subjectId,
                          const QList<Reaction> &reactions);

    QList<Issue> issues(bool includeDeleted = false) const;
    // The live issues without their bodies (the bulk of the table), each with the platform's
    // name read from its form when it was written (platformNameOf).
    struct ListedIssue
    {
        Issue issue; // body empty
        QString platformName;
    };
    // Every field but the body, or only those the application list shows (Shown: number, title,
    // author, state, created and updated times, URL, comment count, labels; the rest default).
    enum class Listed { Every, Shown };
    QList<ListedIssue> listedIssues(Listed fields = Listed::Every) const;
    // What listedIssues() and fillPlatformNames() ask SQLite, each answered from an index
    // (tests check the plans).
    struct ListingStatements
    {
        QString issues;
        QString shownIssues; // Listed::Shown
        QString labels;
        QString unnamed; // the issues whose platform name is still to be derived
    };
    static const ListingStatements &listingStatements();
    // Derives the platform's name of the issues cached before it was stored (schema 14).
    bool fillPlatformNames();
    std::optional<Issue> issue(int number) const;
    // Issues other than `number` that may be its duplicates or resubmissions: by `author`, among
    // `linked` (at most MaxLinked of them are looked up), and with `mentions` those whose body
    // mentions "#number" or ".../issues/number" (which reads every body). Labels included;
    // deleted issues left out.
    QList<Issue> relatedCandidates(const QString &author, int number, const QSet<int> &linked,
                                   bool mentions) const;
    static constexpr int MaxLinked = 100;
    // The application (an issue that is neither deleted nor a pull request) with this number;
    // nothing, with `problem` set to one sentence for the user, otherwise. What every command
    // and service that works on one application asks first.
    std::optional<Issue> application(int number, QString *problem) const;
    QList<Comment> comments(int issueNumber) const;
    // Only those of the comments that hold "acp-workbench:" (found through the partial index
    // comments_marked), in the same order: every comment MarkerBlock can read a marker from.
    QList<Comment> markedComments(int issueNumber) const;
    std::optional<Comment> comment(qint64 commentId) const;
    QList<Label> labels() const;
    QList<Reaction> reactions(ReactionSubject subject, qint64 subjectId) const;
    int storedReactionCount(ReactionSubject subject, qint64 subjectId) const;
    // The GitHub account id first seen with `login` (case-insensitively) on a cached issue,
    // comment or reaction, by their creation time; 0 when the login was never seen with one.
    qint64 firstUserId(const QString &login) const;

    int issueCount() const;
    int commentCount() const;

    QString errorString() const { return m_error; }

private:
    bool exec(class QSqlQuery &query) const;
    QHash<int, QStringList> labelsByIssue() const; // in label order
    QList<ListedIssue> shownIssues() const; // listedIssues(Listed::Shown)
    void nameUnnamed(QList<ListedIssue> *listed, const QList<qsizetype> &unnamed) const;
    // The statements the sync runs for every item, kept prepared by the Database (null, with
    // the reason in m_error, when one cannot be prepared).
    class SqliteStatement *statement(const QByteArray &text) const;
    bool run(class SqliteStatement &statement) const; // the reason in m_error when it fails
    // "SELECT <comment columns> FROM <source> ORDER BY created_at, id", `issueNumber` bound.
    QList<Comment> commentsFrom(const QString &source, int issueNumber) const;

    Database &m_database;
    QSqlDatabase m_db;
    mutable QString m_error;
    std::unique_ptr<IssueMentionStore> m_mentions;
};

} // namespace acp
